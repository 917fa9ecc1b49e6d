#!/usr/bin/env bash
# Fetches the two conformance suites the tests run, at the commits they were written against,
# into the git-ignored folder Conformance/ (their data cannot be copied into this repository):
#
#   Conformance/mustache/         github.com/mustache/spec, commit 9cb20c3d6ed3: specs/*.json, LICENSE
#   Conformance/yaml-test-suite/  github.com/yaml/yaml-test-suite, branch data, commit 6ad3d2c62885
#
# Without them, `swift test` skips the two conformance tests (and .ci/run fails on the skip).
# Usage: Scripts/fetch-conformance.sh [--force]   (--force replaces an existing copy)
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
destination=$root/Conformance
force=false
[ "${1:-}" = "--force" ] && force=true

fail() {
    echo "fetch-conformance: error: $*" >&2
    exit 1
}
command -v git >/dev/null 2>&1 || fail "git is not installed"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# fetch <name> <url> <branch or ""> <commit prefix>: clones <url> at <commit> into $work/<name>.
# GitHub serves commits by full hash only, so clone (one branch, or all) and check the commit out.
fetch() {
    local name=$1 url=$2 branch=$3 commit=$4
    local only=()
    [ -n "$branch" ] && only=(--single-branch --branch "$branch")
    echo "fetch-conformance: cloning $url${branch:+ (branch $branch)} for commit $commit"
    if ! git clone --quiet --no-checkout "${only[@]}" "$url" "$work/$name" 2>"$work/$name.log"; then
        sed 's/^/    /' "$work/$name.log" >&2
        fail "cannot clone $url (no network access to github.com?). The conformance data is optional for
       development but required by .ci/run; fetch it where the network allows, or copy it into
       $destination/$name by hand (see the header of this script for the layout)."
    fi
    git -C "$work/$name" checkout --quiet "$commit" 2>/dev/null ||
        fail "$url has no commit $commit${branch:+ on branch $branch}"
    local head
    head=$(git -C "$work/$name" rev-parse HEAD)
    case $head in "$commit"*) ;; *) fail "checked out $head, not $commit" ;; esac
    echo "fetch-conformance:   at $head"
}

for suite in mustache yaml-test-suite; do
    if [ -e "$destination/$suite" ] && ! $force; then
        echo "fetch-conformance: $destination/$suite exists already (use --force to replace it)"
    fi
done

if [ ! -e "$destination/mustache" ] || $force; then
    fetch mustache https://github.com/mustache/spec.git "" 9cb20c3d6ed3
    [ -f "$work/mustache/specs/interpolation.json" ] || fail "the Mustache spec has no specs/interpolation.json"
    rm -rf "$destination/mustache"
    mkdir -p "$destination/mustache"
    cp "$work/mustache/specs/"*.json "$work/mustache/LICENSE" "$destination/mustache/"
    echo "fetch-conformance: wrote $destination/mustache ($(ls "$destination/mustache" | grep -c '\.json$') modules)"
fi

if [ ! -e "$destination/yaml-test-suite" ] || $force; then
    fetch yaml-test-suite https://github.com/yaml/yaml-test-suite.git data 6ad3d2c62885
    [ -f "$work/yaml-test-suite/229Q/in.yaml" ] || fail "the YAML test suite's data branch has no 229Q/in.yaml"
    rm -rf "$destination/yaml-test-suite"
    mkdir -p "$destination/yaml-test-suite"
    (cd "$work/yaml-test-suite" && git archive --format=tar HEAD) | (cd "$destination/yaml-test-suite" && tar xf -)
    echo "fetch-conformance: wrote $destination/yaml-test-suite ($(find "$destination/yaml-test-suite" -name in.yaml | wc -l) cases)"
fi
echo "fetch-conformance: done; swift test now runs both conformance suites"
