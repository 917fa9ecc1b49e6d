#!/usr/bin/env bash
# Builds the libFuzzer target (spec bytes → Generator) with ASan + LeakSanitizer and runs it.
#
#   bash Fuzz/run.sh <seconds> [extra libFuzzer flags, e.g. -jobs=2 -workers=2]
#
# Build products, the working corpus and artifacts live under .fuzz/ (git-ignored).
# Exits non-zero on any crash, leak, timeout, out-of-memory or sanitizer report, and prints the
# total number of executions.
set -euo pipefail

seconds="${1:-60}"
shift || true
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
out="$root/.fuzz"
mkdir -p "$out/modules" "$out/corpus" "$out/artifacts" "$out/logs"

# --- Build (skipped when no input changed) -----------------------------------------------------
yaml_flags="$(pkg-config --cflags --libs yaml-0.1 2>/dev/null || echo -lyaml)"
common=(-swift-version 6 -package-name listgen -O -g -sanitize=fuzzer,address -I "$out/modules" -I Sources/CYaml)
for flag in $yaml_flags; do
    case "$flag" in
        -I*) common+=(-Xcc "$flag") ;;
        -L*) common+=("$flag") ;;
    esac
done
modules=(ListgenYAML ListgenMustache ListgenSpec ListgenRendering ListgenOutput ListgenKit)
sources=(Fuzz/FuzzTarget.swift Sources/CYaml/* Fuzz/run.sh)
for module in "${modules[@]}"; do
    while IFS= read -r file; do sources+=("$file"); done < <(find "Sources/$module" -name '*.swift' | sort)
done
stamp="$(cat "${sources[@]}" | sha256sum | cut -c1-16)-$(swiftc --version 2>&1 | sha256sum | cut -c1-8)"
binary="$out/listgen-fuzz"
if [[ ! -x "$binary" || "$(cat "$out/stamp" 2>/dev/null)" != "$stamp" ]]; then
    echo "fuzz: building $binary" >&2
    rm -f "$out/stamp"
    build_module() { # name, sources...
        local name="$1"
        shift
        swiftc "${common[@]}" -parse-as-library -wmo -module-name "$name" \
            -emit-module -emit-module-path "$out/modules/$name.swiftmodule" -c -o "$out/$name.o" "$@"
    }
    objects=()
    for module in "${modules[@]}"; do
        files=()
        while IFS= read -r file; do files+=("$file"); done < <(find "Sources/$module" -name '*.swift' | sort)
        build_module "$module" "${files[@]}"
        objects+=("$out/$module.o")
    done
    # The linker warns about every local ASan symbol; keep its output unless the link fails.
    if ! swiftc "${common[@]}" -parse-as-library -module-name ListgenFuzz Fuzz/FuzzTarget.swift \
        "${objects[@]}" -lyaml -o "$binary" \
        >"$out/link.log" 2>&1; then
        cat "$out/link.log" >&2
        exit 1
    fi
    echo "$stamp" >"$out/stamp"
fi

# --- Run -----------------------------------------------------------------------------------------
rm -rf "$out/artifacts" "$out/logs"
mkdir -p "$out/artifacts" "$out/logs"
log="$out/logs/main.log"
# Leaks: libFuzzer's -detect_leaks (on by default under ASan) runs LeakSanitizer after inputs whose
# mallocs and frees do not balance; at exit, LeakSanitizer checks the whole process too.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0:allocator_may_return_null=1:detect_stack_use_after_return=0}"
# The built-in templates' node trees are process-lifetime globals: Fuzz/lsan.supp says why, and
# suppresses only allocations made while one of them is initialised.
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$root/Fuzz/lsan.supp:print_suppressions=0}"
# Swift's own crash backtracer would run inside ASan's signal handling; libFuzzer reports instead.
export SWIFT_BACKTRACE="enable=no"
status=0
(
    cd "$out/logs"
    "$binary" -max_total_time="$seconds" -max_len=8192 -timeout=20 -rss_limit_mb=3072 -malloc_limit_mb=3072 \
        -dict="$root/Fuzz/spec.dict" -artifact_prefix="$out/artifacts/" -print_final_stats=1 -detect_leaks=1 \
        "$@" "$out/corpus" "$root/Fuzz/seeds" "$root/Tests/ListgenKitTests/BadInputs"
) >"$log" 2>&1 || status=$?

# With -jobs, each worker logs to fuzz-N.log in the working directory (and the main log repeats
# some of it): count the workers' logs then, else the main log.
logs=("$out"/logs/*.log)
counted=("$log")
if compgen -G "$out/logs/fuzz-*.log" >/dev/null; then counted=("$out"/logs/fuzz-*.log); fi
executions=0
for file in "${counted[@]}"; do
    n="$(grep -ho 'stat::number_of_executed_units: *[0-9]*' "$file" | grep -o '[0-9]*$' | tail -n1 || true)"
    executions=$((executions + ${n:-0}))
done
tail -n 25 "$log"
failed=0
if [[ $status -ne 0 ]]; then
    echo "fuzz: libFuzzer exited with status $status" >&2
    failed=1
fi
if grep -lE 'ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|SUMMARY: (Address|Leak|Undefined)|deadly signal|Fatal error|invariant violated' "${logs[@]}" >/dev/null 2>&1; then
    echo "fuzz: sanitizer or crash report in:" >&2
    grep -lE 'ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|SUMMARY: (Address|Leak|Undefined)|deadly signal|Fatal error|invariant violated' "${logs[@]}" >&2
    failed=1
fi
if compgen -G "$out/artifacts/*" >/dev/null; then
    echo "fuzz: artifacts (reproduce with $binary <file>):" >&2
    ls -1 "$out"/artifacts/* >&2
    failed=1
fi
echo "fuzz: $executions executions in ${seconds}s ($(ls -1 "$out/corpus" | wc -l) inputs in the working corpus)"
if [[ $failed -ne 0 ]]; then
    echo "fuzz: FAILED" >&2
    exit 1
fi
echo "fuzz: passed"
