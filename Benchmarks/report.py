#!/usr/bin/env python3
"""Runs listgen's benchmark workloads and prints a Markdown report (called by Benchmarks/run.sh).

Every figure is a median over several runs; timed runs are interleaved where two things are
compared, so that a noisy machine hurts both sides alike. Peak memory is the child's maximum
resident set size from wait4(2), the figure `/usr/bin/time -v` prints.
"""

import argparse
import datetime
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import tempfile
import time

PHASES = ["read", "parse", "validate", "context", "render", "write"]
MIB = 1024 * 1024


def run_measured(command, cwd=None):
    """Runs `command`; returns (wall seconds, max RSS in KiB, stdout, stderr). Fails on a non-zero exit."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=out, stderr=err, cwd=cwd)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read().decode(), err.read().decode()
    if process.returncode != 0:
        raise SystemExit(f"failed ({process.returncode}): {' '.join(command)}\n{stderr[-2000:]}")
    return wall, usage.ru_maxrss, stdout, stderr


def parse_timing(text):
    """The phase table of `--timing` (milliseconds), with 'total' and 'wall'."""
    values = {}
    for line in text.splitlines():
        match = re.match(r"^(\w+)\s+([0-9.]+)", line)
        if match and match.group(1) in PHASES + ["total", "wall"]:
            values[match.group(1)] = float(match.group(2))
    return values


def fresh(directory):
    shutil.rmtree(directory, ignore_errors=True)
    os.makedirs(directory)


def tree_bytes(directory):
    return sum(os.path.getsize(os.path.join(root, name)) for root, _, names in os.walk(directory) for name in names)


def end_to_end(binary, specs, out, runs):
    """`listgen --timing specs -o out` `runs` times into a fresh directory: medians and the largest RSS."""
    samples = []
    for _ in range(runs):
        fresh(out)
        wall, rss, _, stderr = run_measured([binary, "--timing", *specs, "-o", out])
        timing = parse_timing(stderr)
        timing["external"] = wall * 1000
        timing["rss"] = rss
        samples.append(timing)
    result = {key: statistics.median(s[key] for s in samples) for key in samples[0] if key != "rss"}
    result["rss"] = max(s["rss"] for s in samples)
    result["in_bytes"] = sum(os.path.getsize(s) for s in specs)
    result["out_bytes"] = tree_bytes(out)
    result["files"] = sum(len(names) for _, _, names in os.walk(out))
    result["runs"] = runs
    return result


def startup(commands, out, runs):
    """Median and minimum wall times (ms) of each command (hello worlds, `listgen --version`: loading
    listgen and doing nothing, the part no pipeline change can remove; listgen on one screen with
    unchanged output), interleaved round by round."""
    os.makedirs(out, exist_ok=True)
    for command in commands:
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    if shutil.which("hyperfine"):
        report = os.path.join(out, "..", "hyperfine.json")
        subprocess.run(
            ["hyperfine", "-N", "--warmup", "20", "--runs", str(runs), "--export-json", report, "--style", "none",
             *(" ".join(command) for command in commands)],
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        with open(report) as file:
            results = json.load(file)["results"]
        return [(r["median"] * 1000, r["min"] * 1000) for r in results], "hyperfine -N"
    times = [[] for _ in commands]
    for _ in range(runs):
        for samples, command in zip(times, commands):
            samples.append(run_measured(command)[0] * 1000)
    return [(statistics.median(samples), min(samples)) for samples in times], \
        f"fork/exec from Python, the {len(commands)} commands interleaved round by round"


def faults(command):
    """Minor page faults of one run (wait4's ru_minflt), the median of five."""
    counts = []
    for _ in range(5):
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        counts.append(os.wait4(process.pid, 0)[2].ru_minflt)
    return int(statistics.median(counts))


def instructions(command):
    """Instructions executed (callgrind), or None without valgrind."""
    if not shutil.which("valgrind"):
        return None
    result = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command],
        capture_output=True, text=True)
    match = re.search(r"Collected : (\d+)", result.stderr)
    return int(match.group(1)) if match else None


def write_against_copy(bench, specs, out, copy, runs):
    """The write path of `specs` (`listgen-bench write`: stage, commit, stale files, manifest, into a
    fresh directory) against `cp -r` of the tree it wrote, paired round by round: medians in ms, the
    median of the per-round ratios, and the file count."""
    write, cp, ratios, files = [], [], [], 0
    for _ in range(runs):
        fresh(out)
        text = run_measured([bench, "write", "-o", out, *specs])[2]
        match = re.search(r"write ms ([0-9.]+) files (\d+)", text)
        write.append(float(match.group(1)))
        files = int(match.group(2))
        shutil.rmtree(copy, ignore_errors=True)
        cp.append(run_measured(["cp", "-r", out, copy])[0] * 1000)
        ratios.append(write[-1] / cp[-1])
    return {"write": statistics.median(write), "cp": statistics.median(cp), "ratio": statistics.median(ratios),
            "files": files, "runs": runs}


def machine():
    model = "?"
    try:
        with open("/proc/cpuinfo") as file:
            for line in file:
                if line.startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()
    swift = next((line for line in swift if "Swift version" in line), "?")
    return f"{platform.system()} {platform.release()}, {os.cpu_count()} CPUs ({model}), {swift}"


def load():
    try:
        return " ".join(f"{value:.2f}" for value in os.getloadavg())
    except OSError:
        return "?"


def mbps(size, milliseconds):
    return size / MIB / (milliseconds / 1000) if milliseconds > 0 else float("nan")


def verdict(ok):
    return "met" if ok else "**not met**"


def main():
    parser = argparse.ArgumentParser()
    for name in ["work", "release", "debug", "bench", "hello", "example"]:
        parser.add_argument("--" + name, required=True)
    parser.add_argument("--installed", help="listgen as `make install` builds it (Linux: runtime linked in)")
    parser.add_argument("--hello-static", help="the hello world linked with -static-stdlib")
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()

    specs_dir = os.path.join(args.work, "specs")
    specs = sorted(os.path.join(specs_dir, name) for name in os.listdir(specs_dir))
    huge = [os.path.join(args.work, "Huge.listgen.yaml")]
    out = os.path.join(args.work, "out")
    lines = []
    emit = lines.append
    load_before = load()

    # (a) start-up: the hello world floor(s), then each listgen build loading alone and on one screen
    out_a = os.path.join(args.work, "out-a")
    rows = [("hello world (`swiftc -O`)", [args.hello])]
    if args.hello_static:
        rows.append(("hello world, runtime linked in (`swiftc -O -static-stdlib`)", [args.hello_static]))
    builds = [("release build", args.release, out_a)]
    if args.installed:
        builds.insert(0, ("as installed", args.installed, os.path.join(args.work, "out-i")))
    for label, binary, directory in builds:
        rows.append((f"`listgen --version`, {label} (loading only)", [binary, "--version"]))
        rows.append((f"listgen, Contacts, {label}", [binary, args.example, "-o", directory]))
    timed, method = startup([command for _, command in rows], out_a, 300)
    startup_rows = [(label, command, median, low, instructions(command))
                    for (label, command), (median, low) in zip(rows, timed)]
    by_command = {tuple(command): (median, low, ir) for _, command, median, low, ir in startup_rows}
    floor, floor_min, floor_ir = by_command[(args.hello,)]
    libraries = subprocess.run(["ldd", args.release], capture_output=True, text=True).stdout
    foundation = [line.split()[0] for line in libraries.splitlines()
                  if re.search(r"libFoundation|ICU|icu", line)]

    # (b), (c), (d)
    release = {n: end_to_end(args.release, specs[:n], out, args.runs) for n in (500, 1000, 2000)}
    release_huge = end_to_end(args.release, huge, out, args.runs + 2)
    debug = {2000: end_to_end(args.debug, specs, out, args.runs)}
    debug_huge = end_to_end(args.debug, huge, out, args.runs)

    parse_compare = {}
    for label, files in [("2,000 specs", specs), ("very large spec", huge)]:
        text = run_measured([args.bench, "parse", "--repeat", "15", *files])[2]
        ratio = float(re.search(r"ratio ([0-9.]+)", text).group(1))
        bare = float(re.search(r"bare libyaml loop\s+median ([0-9.]+)", text).group(1))
        composed = float(re.search(r"parse \(composed\)\s+median ([0-9.]+)", text).group(1))
        parse_compare[label] = (bare, composed, ratio)

    write_path = write_against_copy(args.bench, specs, os.path.join(args.work, "out-w"),
                                    os.path.join(args.work, "copy-w"), args.runs + 2)

    workers = {1: [], 2: []}
    for _ in range(args.runs):
        for count in (1, 2):
            fresh(out)
            text = run_measured([args.bench, "generate", "--concurrency", str(count), "-o", out, *specs])[2]
            workers[count].append(parse_timing(text))
    workers = {
        count: {key: statistics.median(s[key] for s in samples) for key in samples[0]}
        for count, samples in workers.items()
    }

    # Report
    emit("# listgen benchmark")
    emit("")
    emit(f"- Date: {datetime.datetime.now().astimezone().strftime('%Y-%m-%d %H:%M %Z')}")
    emit(f"- Machine: {machine()}")
    emit(f"- Load average (1/5/15 min) before: {load_before}; after: {load()}")
    emit(f"- Runs: {args.runs} per end-to-end figure (very large spec: {args.runs + 2}), medians; "
         "outputs go to a fresh directory each run")
    emit(f"- Workloads: `listgen-bench specs --count 2000` ({release[2000]['in_bytes'] / MIB:.2f} MiB of YAML) and "
         f"`listgen-bench large --cells 300 --fields 10 --events 3` ({release_huge['in_bytes'] / 1024:.0f} KiB)")
    emit("")

    def screen(binary, directory):
        return by_command[(binary, args.example, "-o", directory)]

    def loading(binary):
        return by_command[(binary, "--version")]

    emit("## Targets (issue #21, item 5)")
    emit("")
    emit("| target | measured, paired in this run | ratio | limit | |")
    emit("| --- | --- | ---: | ---: | --- |")
    comparisons = []
    for label, binary, directory in builds:
        comparisons.append((f"one screen end to end, listgen {label}, vs a Swift hello world (`swiftc -O`), median wall",
                            screen(binary, directory), (floor, floor_min, floor_ir)))
        if label == "as installed" and args.hello_static:
            comparisons.append(("the same, like for like: the hello world also has the runtime linked in",
                                screen(binary, directory), by_command[(args.hello_static,)]))
    for label, (tool, _, tool_ir), (base, _, base_ir) in comparisons:
        ratio = tool / base
        emit(f"| {label} | {tool:.2f} ms vs {base:.2f} ms"
             + (f"; {tool_ir / 1e6:.1f} M vs {base_ir / 1e6:.1f} M instructions ({tool_ir / base_ir:.2f}×)"
                if base_ir and tool_ir else "")
             + f" | {ratio:.2f}× | ≤ 1.5× | {verdict(ratio <= 1.5)} |")
    emit(f"| 2,000 specs: write path (stage, commit, stale files, manifest) vs `cp -r` of the tree "
         f"| {write_path['write']:.0f} ms vs {write_path['cp']:.0f} ms ({write_path['files']:,} files) "
         f"| {write_path['ratio']:.2f}× | ≤ 1.2× | {verdict(write_path['ratio'] <= 1.2)} |")
    emit("")
    emit("The issue's third target (the Python pipeline at least 10× slower) has no Python pipeline in this "
         "repository to run: not measured.")
    emit("")

    emit("## (a) Start-up: one screen end to end vs a Swift hello world")
    emit("")
    emit(f"`listgen {args.example} -o DIR` (output already up to date, as on a rebuild) against "
         f"`Benchmarks/hello.swift`; {method}, 300 runs each. *As installed* is the binary `make install` "
         "and the prebuilt plugin (`Scripts/build-artifactbundle.sh`) ship: on Linux it carries the Swift "
         "runtime (`--static-swift-stdlib`). *Release build* is `swift build -c release`, which loads the "
         "toolchain's runtime libraries.")
    emit("")
    emit("| | median ms | min ms | minor faults | instructions (callgrind) |")
    emit("| --- | ---: | ---: | ---: | ---: |")
    for label, command, median, low, ir in startup_rows:
        emit(f"| {label} | {median:.2f} | {low:.2f} | {faults(command)} | " + (f"{ir:,}" if ir else "–") + " |")
    emit("")
    for label, binary, directory in builds:
        tool, tool_min, _ = screen(binary, directory)
        loaded = loading(binary)[0]
        emit(f"Listgen {label}: **{tool / floor:.2f}×** the `swiftc -O` hello world (min: {tool_min / floor_min:.2f}×); "
             f"loading alone (`--version`) is {loaded / floor:.2f}×, and the one screen's work adds "
             f"{(tool - loaded) / floor:.2f}× ({tool - loaded:.2f} ms).")
        emit("")
    emit("Foundation / ICU libraries linked: " + (", ".join(foundation) if foundation else "none") + ".")
    emit("")

    emit("## (b) Large inputs, release build")
    emit("")
    emit("Phase columns are `--timing` (ms, summed over specs and workers); *wall* is the run's wall-clock time.")
    emit("")
    emit("| workload | files out | in MiB | out MiB | " + " | ".join(PHASES) + " | wall ms | in MiB/s | out MiB/s |")
    emit("| --- | ---: | ---: | ---: | " + " | ".join("---:" for _ in PHASES) + " | ---: | ---: | ---: |")

    def row(label, r):
        return (f"| {label} | {r['files']:,} | {r['in_bytes'] / MIB:.2f} | {r['out_bytes'] / MIB:.1f} | "
                + " | ".join(f"{r.get(p, 0):.0f}" for p in PHASES)
                + f" | {r['wall']:.0f} | {mbps(r['in_bytes'], r['wall']):.1f} | {mbps(r['out_bytes'], r['wall']):.1f} |")

    for n in (500, 1000, 2000):
        emit(row(f"{n:,} specs", release[n]))
    emit(row("very large spec", release_huge))
    emit("")
    per_spec = {n: (release[n]["render"] / n, release[n]["write"] / n) for n in release}
    emit("Scaling (ms per spec, render / write): "
         + ", ".join(f"{n:,}: {r:.3f} / {w:.3f}" for n, (r, w) in per_spec.items())
         + " — linear when these stay flat.")
    emit("")
    emit("Parse phase vs the bare libyaml event loop over the same bytes (`listgen-bench parse`, in-process, "
         "15 interleaved rounds):")
    emit("")
    emit("| input | bare loop ms | parse ms | ratio | target ≤ 1.5× |")
    emit("| --- | ---: | ---: | ---: | --- |")
    for label, (bare, composed, r) in parse_compare.items():
        emit(f"| {label} | {bare:.2f} | {composed:.2f} | {r:.2f}× | {verdict(r <= 1.5)} |")
    emit("")
    emit(f"Write path alone, 2,000 specs (`listgen-bench write`, in-process, into a fresh directory) against "
         f"`cp -r` of the same tree, {write_path['runs']} paired rounds: {write_path['write']:.0f} ms vs "
         f"{write_path['cp']:.0f} ms, **{write_path['ratio']:.2f}×** (median of the rounds' ratios) — "
         f"target ≤ 1.2×: {verdict(write_path['ratio'] <= 1.2)}.")
    emit("")
    emit("Workers (`listgen-bench generate --concurrency N`, 2,000 specs, in-process, same pipeline as the CLI):")
    emit("")
    emit("| workers | " + " | ".join(PHASES) + " | wall ms |")
    emit("| ---: | " + " | ".join("---:" for _ in PHASES) + " | ---: |")
    for count, w in workers.items():
        emit(f"| {count} | " + " | ".join(f"{w.get(p, 0):.0f}" for p in PHASES) + f" | {w['wall']:.0f} |")
    emit("")
    speedup = workers[1]["wall"] / workers[2]["wall"]
    parallel_1 = sum(workers[1].get(p, 0) for p in ["parse", "validate", "context", "render"])
    emit(f"Speed-up with 2 workers: {speedup:.2f}× on the whole run (read and write are sequential: "
         f"{workers[1]['read'] + workers[1]['write']:.0f} of {workers[1]['wall']:.0f} ms with 1 worker; "
         f"the parallel phases take {parallel_1:.0f} ms on 1 worker).")
    emit("")

    emit("## (c) Peak memory (max RSS)")
    emit("")
    emit("| run | release MiB | debug MiB | target |")
    emit("| --- | ---: | ---: | --- |")
    for label, r, d in [("2,000 specs", release[2000], debug[2000]), ("very large spec", release_huge, debug_huge)]:
        worst = max(r["rss"], d["rss"]) / 1024
        emit(f"| {label} | {r['rss'] / 1024:.1f} | {d['rss'] / 1024:.1f} | ≤ 64 MiB: {verdict(worst <= 64)} |")
    emit("")

    emit("## (d) Debug build (as a SwiftPM build plugin builds listgen)")
    emit("")
    emit("| workload | " + " | ".join(PHASES) + " | wall ms | × release | target ≤ 4× |")
    emit("| --- | " + " | ".join("---:" for _ in PHASES) + " | ---: | ---: | --- |")
    for label, d, r in [("2,000 specs", debug[2000], release[2000]), ("very large spec", debug_huge, release_huge)]:
        factor = d["wall"] / r["wall"]
        emit(f"| {label} | " + " | ".join(f"{d.get(p, 0):.0f}" for p in PHASES)
             + f" | {d['wall']:.0f} | {factor:.2f}× | {verdict(factor <= 4)} |")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
