#!/usr/bin/env bash
# listgen's benchmark. Usage: bash Benchmarks/run.sh   (see Benchmarks/README.md)
#
# Builds listgen (release, as installed, and debug) and listgen-bench, generates the workloads, measures
# (a) start-up, (b) large inputs, (c) peak memory, (d) the debug build, and writes a Markdown
# report to standard output and to Benchmarks/results/latest.md.
#
# Environment: LISTGEN_BENCH_TMP (default /dev/shm when it exists, else /tmp) holds the generated
# specs and outputs; LISTGEN_BENCH_SKIP_BUILD=1 reuses existing binaries.
set -euo pipefail
cd "$(dirname "$0")/.."

tmp_root=${LISTGEN_BENCH_TMP:-$([ -d /dev/shm ] && echo /dev/shm || echo /tmp)}
work=$(mktemp -d "$tmp_root/listgen-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

if [ "${LISTGEN_BENCH_SKIP_BUILD:-}" != 1 ]; then
    echo "building (release: listgen, listgen-bench; debug: listgen)…" >&2
    swift build -c release --product listgen >&2
    swift build -c release --product listgen-bench >&2
    swift build --product listgen >&2
fi
release=$(swift build -c release --show-bin-path)
debug=$(swift build --show-bin-path)
swiftc -O Benchmarks/hello.swift -o "$work/hello" 2>/dev/null
# listgen as `make install` builds it; on Linux that links the Swift runtime in (Makefile), and
# so does the like-for-like hello world. Its own scratch folder keeps .build's release build as is.
installed=()
if [ "$(uname -s)" = Linux ]; then
    if [ "${LISTGEN_BENCH_SKIP_BUILD:-}" != 1 ]; then
        swift build -c release --product listgen --static-swift-stdlib --scratch-path .build/bench-installed >&2
    fi
    installed_bin=$(swift build -c release --static-swift-stdlib --scratch-path .build/bench-installed --show-bin-path)
    swiftc -O -static-stdlib Benchmarks/hello.swift -o "$work/hello-static" 2>/dev/null
    installed=(--installed "$installed_bin/listgen" --hello-static "$work/hello-static")
fi

echo "generating workloads in $work…" >&2
"$release/listgen-bench" specs --count 2000 --out "$work/specs"
"$release/listgen-bench" large --cells 300 --fields 10 --events 3 --out "$work/Huge.listgen.yaml"

mkdir -p Benchmarks/results
python3 Benchmarks/report.py \
    --work "$work" --release "$release/listgen" --debug "$debug/listgen" --bench "$release/listgen-bench" \
    --hello "$work/hello" --example Examples/Contacts/Contacts.listgen.yaml "${installed[@]}" |
    tee Benchmarks/results/latest.md
