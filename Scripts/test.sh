#!/usr/bin/env bash
# `swift test` with a log a person can read: the failures (with the lines Swift Testing prints under
# them, and compiler errors), then ONE summary line, always the last, that counts passes, failures and
# skips and says why tests were skipped:
#
#   tests: 3 passed, 0 failed, 2 skipped (conformance data: run Scripts/fetch-conformance.sh)
#
#   Scripts/test.sh [--no-skips] [--log FILE] [swift test arguments...]
#   Scripts/test.sh --from-log FILE      # summarize an existing swift test log instead of running
#
# --no-skips fails the run when a test was skipped (CI runs every test); --log keeps the full output.
# Exit status: swift test's, or 1 for a skip under --no-skips. `swift test` itself works as well; this
# only shortens what it prints (every test's start and pass lines), keeping the full log in --log.
set -uo pipefail

no_skips=false
log=
from_log=
args=()
while [ $# -gt 0 ]; do
    case $1 in
    --no-skips) no_skips=true ;;
    --log) log=${2:?--log needs a file}; shift ;;
    --from-log) from_log=${2:?--from-log needs a file}; shift ;;
    *) args+=("$1") ;;
    esac
    shift
done
absolute() { case $1 in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac; }
[ -n "$from_log" ] && from_log=$(absolute "$from_log")
[ -n "$log" ] && log=$(absolute "$log")
cd "$(dirname "$0")/.."
if [ -n "$from_log" ]; then
    log=$from_log
    status=0
    grep -qE '^✘ Test run with' "$log" && status=1
else
    [ -n "$log" ] || log=$(mktemp)
    # No target uses XCTest: --disable-xctest drops its empty "Executed 0 tests" runs.
    swift test --disable-xctest ${args[@]+"${args[@]}"} >"$log" 2>&1
    status=$?
fi

# Failures: Swift Testing's ✘ lines and the indented lines under them, and build errors.
awk '
    /^◇ Test run started/ { started = 1 }
    /^✘ / { print; under = 1; next }
    under && /^(  |↳)/ { print; next }
    { under = 0 }
    !started && / error: / { print }
' "$log" | head -300

# Swift Testing: "✔ Test run with N tests in M suites passed after …" or "✘ Test run with … failed
# after … with N issues"; skipped tests: "➜ Test name() skipped: "reason"" (XCTest: "… skipped").
total=$(grep -oE 'Test run with [0-9]+ tests?' "$log" | tail -1 | grep -oE '[0-9]+' || true)
skip_lines=$(grep -E "(Test .* skipped|Test Case '.*' skipped)" "$log" || true)
skipped=$(printf '%s' "$skip_lines" | grep -c . || true)
failed_tests=$(grep -E '^✘ Test .* failed after' "$log" | grep -vc 'Test run with' || true)
reasons=$(printf '%s\n' "$skip_lines" | sed -n 's/.*skipped: *"\{0,1\}\(.*\)"\{0,1\}$/\1/p' |
    sed 's/.*run Scripts\/fetch-conformance.sh.*/conformance data: run Scripts\/fetch-conformance.sh/' | sort -u |
    paste -sd ';' - | sed 's/;/; /g')

if [ -z "$total" ]; then
    tail -30 "$log"
    echo "tests: no test run (swift test exited $status; full log: $log)"
    exit $((status == 0 ? 1 : status))
fi
passed=$((total - skipped - failed_tests))
summary="tests: $passed passed, $failed_tests failed, $skipped skipped"
[ "$skipped" -gt 0 ] && summary+=" ($reasons)"
# The summary is the last line whatever happens, so that `tail -1` of a run always counts skips.
[ "$status" -eq 0 ] && $no_skips && [ "$skipped" -gt 0 ] &&
    echo "a skipped test is a test that did not run; CI runs every test (--no-skips)"
echo "$summary"
if [ "$status" -ne 0 ]; then exit "$status"; fi
if $no_skips && [ "$skipped" -gt 0 ]; then exit 1; fi
exit 0
