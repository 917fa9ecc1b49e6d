#!/usr/bin/env python3
"""Checks that Schema/listgen.schema.json agrees with listgen, using an independent validator.

- Every example spec (Examples/**/*.listgen.yaml), and every spec the tests generated without
  errors (--accepted DIR, filled by `LISTGEN_ACCEPTED_SPECS=DIR swift test`), is accepted by
  the schema.
- Every bad-input corpus file (Tests/ListgenKitTests/BadInputs/*.yaml) is rejected by the
  schema, unless it says why the schema cannot judge it with a `beyond-schema: <reason>` line
  (in the file, or in its `.expect` sidecar). Such a file must really be beyond the schema: if
  the schema rejects it after all, the marker is wrong and this check fails.

YAML is read with the YAML 1.2 core schema, as listgen reads it (`yes` is a string, `0o17` an
integer), then turned into JSON. Needs Debian's python3-yaml and python3-jsonschema.

Usage: python3 Scripts/check-schema.py [--accepted DIR]    (exit 1 on any disagreement)
"""

import argparse
import concurrent.futures
import glob
import json
import os
import re
import subprocess
import sys

import jsonschema
import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BAD_INPUTS = os.path.join(ROOT, "Tests", "ListgenKitTests", "BadInputs")
MARKER = re.compile(rb"^(?:# )?beyond-schema: *(.+)$", re.MULTILINE)


class CoreSchemaLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
    """A safe loader with the YAML 1.2 core schema's implicit types instead of YAML 1.1's.

    Based on libyaml's parser when PyYAML has it (Debian's does): the pure-Python parser refuses
    some YAML 1.2 flow scalars that listgen accepts, such as `{note: String?}`."""


CoreSchemaLoader.yaml_implicit_resolvers = {}
for tag, pattern, first in [
    ("tag:yaml.org,2002:bool", r"^(?:true|True|TRUE|false|False|FALSE)$", list("tTfF")),
    ("tag:yaml.org,2002:int", r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$", list("-+0123456789")),
    (
        "tag:yaml.org,2002:float",
        r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$",
        list("-+.0123456789"),
    ),
    ("tag:yaml.org,2002:null", r"^(?:~|null|Null|NULL|)$", ["~", "n", "N", ""]),
    ("tag:yaml.org,2002:merge", r"^(?:<<)$", ["<"]),  # listgen resolves merge keys too
]:
    CoreSchemaLoader.add_implicit_resolver(tag, re.compile(pattern), first)


def construct_core_int(loader, node):
    text = loader.construct_scalar(node)
    if text.startswith("0o"):
        return int(text[2:], 8)
    if text.startswith("0x"):
        return int(text[2:], 16)
    return int(text, 10)


def construct_core_bool(loader, node):
    return loader.construct_scalar(node).lower() == "true"


CoreSchemaLoader.add_constructor("tag:yaml.org,2002:int", construct_core_int)
CoreSchemaLoader.add_constructor("tag:yaml.org,2002:bool", construct_core_bool)


def load_json(path):
    """The spec at `path` as JSON data, or raises ValueError saying why it has none.

    Read in a child process bounded in time and memory: the corpus holds alias bombs and
    nesting that PyYAML or the JSON encoder would expand without bound."""
    reader = (
        "import json, resource, sys\n"
        "resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))\n"
        "sys.setrecursionlimit(2000)\n"
        f"sys.path.insert(0, {os.path.dirname(os.path.abspath(__file__))!r})\n"
        "import importlib.util\n"
        f"spec = importlib.util.spec_from_file_location('check_schema', {os.path.abspath(__file__)!r})\n"
        "module = importlib.util.module_from_spec(spec); spec.loader.exec_module(module)\n"
        "with open(sys.argv[1], 'rb') as handle: data = module.yaml.load(handle, Loader=module.CoreSchemaLoader)\n"
        "# JSON object keys are strings: a number key becomes its text.\n"
        "sys.stdout.write(json.dumps(data, allow_nan=False))\n"
    )
    try:
        run = subprocess.run([sys.executable, "-c", reader, path], capture_output=True, timeout=20)
    except subprocess.TimeoutExpired:
        raise ValueError("reading it as JSON takes more than 20 s")
    if run.returncode != 0:
        last = run.stderr.decode(errors="replace").strip().splitlines()
        raise ValueError(last[-1] if last else f"the reader exited with {run.returncode}")
    try:
        return json.loads(run.stdout)
    except RecursionError:
        raise ValueError("nested too deeply to read as JSON")


def read_all(paths):
    """`load_json` of every path, four at a time: path → a function returning the data or raising."""

    def attempt(path):
        try:
            data = load_json(path)
            return lambda: data
        except ValueError as error:
            def fail(error=error):
                raise error
            return fail

    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        return dict(zip(paths, pool.map(attempt, paths)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--accepted", help="a folder of specs the tests generated without errors")
    args = parser.parse_args()

    with open(os.path.join(ROOT, "Schema", "listgen.schema.json"), encoding="utf-8") as handle:
        schema = json.load(handle)
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)
    problems = []

    accepted = sorted(glob.glob(os.path.join(ROOT, "Examples", "**", "*.listgen.yaml"), recursive=True))
    if args.accepted:
        from_tests = sorted(glob.glob(os.path.join(args.accepted, "*.yaml")))
        if not from_tests:
            problems.append(f"{args.accepted}: no accepted specs were collected (was LISTGEN_ACCEPTED_SPECS set?)")
        accepted += from_tests
    readings = read_all(accepted)
    for path in accepted:
        name = os.path.relpath(path, ROOT)
        try:
            data = readings[path]()
        except ValueError as error:
            problems.append(f"{name}: listgen accepts it, but it does not read as JSON data: {error}")
            continue
        errors = sorted(validator.iter_errors(data), key=lambda e: list(e.absolute_path))
        for error in errors[:3]:
            where = "/".join(str(part) for part in error.absolute_path) or "(root)"
            problems.append(f"{name}: listgen accepts it, but the schema rejects {where}: {error.message[:300]}")

    judged = beyond = 0
    bad_inputs = sorted(glob.glob(os.path.join(BAD_INPUTS, "*.yaml")))
    readings = read_all(bad_inputs)
    for path in bad_inputs:
        name = os.path.relpath(path, ROOT)
        sidecar = path[: -len(".yaml")] + ".expect"
        with open(sidecar if os.path.exists(sidecar) else path, "rb") as handle:
            marker = MARKER.search(handle.read())
        try:
            data = readings[path]()
            rejected = next(validator.iter_errors(data), None) is not None
        except ValueError as error:
            if marker is None:
                problems.append(f"{name}: has no JSON reading for the schema to judge ({type(error).__name__}); "
                                "mark it 'beyond-schema: <reason>'")
            else:
                beyond += 1
            continue
        if marker is not None:
            if rejected:
                problems.append(f"{name}: marked beyond-schema ({marker.group(1).decode()}), "
                                "but the schema rejects it: remove the marker")
            else:
                beyond += 1
        elif rejected:
            judged += 1
        else:
            problems.append(f"{name}: listgen rejects it, but the schema accepts it; tighten the schema, "
                            "or mark it 'beyond-schema: <reason>'")

    for problem in problems:
        print("error: " + problem)
    print(f"schema: {len(accepted)} accepted specs valid; {judged} bad inputs rejected; "
          f"{beyond} bad inputs beyond the schema; {len(problems)} disagreements")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
