#!/usr/bin/env bash
# Checks the commit messages after a base commit (Documentation/Development.md, "Commit messages").
# Usage: bash Scripts/check-commits.sh [BASE]   (BASE defaults to $LISTGEN_COMMITS_BASE, else 60aa9df)
#
# Every commit in BASE..HEAD must have
#   - a subject (the first paragraph of the message) under 72 characters,
#   - no period at the end of the subject,
#   - a body, unless it is a merge commit or changes only Markdown files (*.md): the body says why
#     the change was made and what was measured. Trailers (Signed-off-by:, Co-authored-by:) alone are
#     no body.
# History before BASE is what it is. In a shallow clone that lacks BASE, the commits that are there
# are checked and the script says so; the body rule is not applied to a shallow boundary commit,
# whose changes cannot be seen.
set -euo pipefail
cd "$(dirname "$0")/.."

# Count characters, not bytes, where a UTF-8 locale exists.
if locale -a 2>/dev/null | grep -qiE '^c\.utf-?8$'; then export LC_ALL=C.UTF-8; fi

base=${1:-${LISTGEN_COMMITS_BASE:-60aa9df}}
limit=72

if ! git rev-parse --git-dir >/dev/null 2>&1; then
    echo "check-commits: not a git repository: $(pwd)" >&2
    exit 2
fi

shallow=false
[ "$(git rev-parse --is-shallow-repository)" = true ] && shallow=true
boundaries=""
if $shallow; then boundaries=$(cat "$(git rev-parse --git-path shallow)" 2>/dev/null || true); fi

if git cat-file -e "$base^{commit}" 2>/dev/null; then
    range="$base..HEAD"
    where="after $base"
    if ! git merge-base --is-ancestor "$base" HEAD; then
        echo "check-commits: note: $base is not an ancestor of HEAD; checking $range" >&2
    fi
elif $shallow; then
    range="HEAD"
    where="all this shallow clone has; $base is not in it, git fetch --unshallow checks from it"
else
    echo "check-commits: base commit $base is not in this repository's history" >&2
    echo "  (pass another base: bash Scripts/check-commits.sh BASE)" >&2
    exit 2
fi

failures=0
checked=0
report() {
    local shown=$2
    [ ${#shown} -le 60 ] || shown="${shown:0:57}..."
    printf '%s "%s": %s\n' "$(git rev-parse --short "$1")" "$shown" "$3"
    failures=$((failures + 1))
}

while read -r commit; do
    [ -n "$commit" ] || continue
    checked=$((checked + 1))
    subject=$(git log -1 --format=%s "$commit")
    length=${#subject}
    if [ "$length" -ge "$limit" ]; then
        report "$commit" "$subject" "the subject is $length characters; keep it under $limit (the body explains)"
    fi
    case "$subject" in
        *.) report "$commit" "$subject" "the subject ends with a period" ;;
        "") report "$commit" "$subject" "the subject is empty" ;;
    esac

    parents=$(git log -1 --format=%p "$commit" | wc -w)
    [ "$parents" -gt 1 ] && continue                   # a merge commit: its subject is enough
    if printf '%s\n' "$boundaries" | grep -qx "$commit"; then continue; fi  # changes cannot be seen
    changed=$(git diff-tree --root --no-commit-id --name-only -r "$commit")
    code=$(printf '%s\n' "$changed" | grep -v -E '\.md$' | grep -v '^$' || true)
    [ -n "$code" ] || continue                         # Markdown only: a subject may say it all
    body=$(git log -1 --format=%b "$commit" | grep -v -E '^(Signed-off-by|Co-authored-by|Reviewed-by|Change-Id): ' |
        tr -d '[:space:]' || true)
    if [ -z "$body" ]; then
        first=$(printf '%s\n' "$code" | head -1)
        report "$commit" "$subject" "no body: a commit that changes code ($first…) says why, and what was measured"
    fi
done < <(git rev-list "$range")

if [ "$failures" -gt 0 ]; then
    echo "check-commits: $failures problem(s) in the $checked commit(s) $where" >&2
    echo "  fix with git rebase -i (reword), then push the rewritten branch" >&2
    exit 1
fi
echo "commits: $checked checked ($where): all fine"
