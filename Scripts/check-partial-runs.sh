#!/usr/bin/env bash
# Checks that partial runs agree with whole-project runs (issue 11), over every file:
#   1. each DIR is linted whole from inside it, then every Swift file of it alone (`gesturelint FILE`,
#      as pre-commit and editors run it); each file's findings alone must equal its findings in the
#      whole run;
#   2. all DIRs linted in one run must give exactly the union of their separate runs.
#
#   Scripts/check-partial-runs.sh [--bin BIN] DIR...
#
# BIN defaults to the release build (built first). Findings are compared as
# path:line:column:rule:message. Single-file runs go two at a time (--jobs 1 each). Prints each
# disagreement and a count per folder; exits 0 only when everything agrees.
set -uo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
bin=""
if [ "${1:-}" = "--bin" ]; then bin=$(realpath "$2"); shift 2; fi
if [ $# -lt 1 ]; then echo "usage: $0 [--bin BIN] DIR..." >&2; exit 2; fi
if [ -z "$bin" ]; then
  (cd "$here" && swift build -c release --product gesturelint >/dev/null) || exit 2
  bin="$here/.build/release/gesturelint"
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# JSON report on stdin -> one sorted line per diagnostic.
cat > "$work/lines.py" <<'PY'
import json, sys
data = json.load(sys.stdin)
for d in data["diagnostics"]:
    print("%s:%d:%d:%s:%s" % (d["path"], d["line"], d["column"], d["rule"], d["message"]))
PY
lines() { python3 "$work/lines.py" | LC_ALL=C sort; }
export bin work

failures=0
for dir in "$@"; do
  dir=$(realpath "$dir")
  (cd "$dir" && "$bin" lint --format json --quiet . > "$work/whole.json" 2> "$work/whole.err")
  [ $? -le 1 ] || { echo "FAILED    $dir: whole run: $(head -c 300 "$work/whole.err")"; failures=$((failures + 1)); continue; }
  lines < "$work/whole.json" > "$work/whole.txt"
  # The files the whole run reports on: the JSON lists none, so walk like discovery does.
  (cd "$dir" && find . -name '*.swift' -type f -not -path '*/.*' -not -path '*/.build/*' -not -path '*/DerivedData/*' \
      -not -path '*/Pods/*' -not -path '*/Carthage/*' | sed 's|^\./||' | LC_ALL=C sort) > "$work/files.txt"
  : > "$work/alone.txt"
  (cd "$dir" && tr '\n' '\0' < "$work/files.txt" | xargs -0 -P 2 -I{} sh -c \
      '"$bin" lint --format json --quiet --jobs 1 "$1" > "$work/one.$$.json" 2>/dev/null; s=$?; if [ $s -gt 1 ]; then echo "RUNFAILED:$1" >> "$work/alone.txt"; else python3 "$work/lines.py" < "$work/one.$$.json" >> "$work/alone.txt"; fi; rm -f "$work/one.$$.json"' _ {})
  LC_ALL=C sort -o "$work/alone.txt" "$work/alone.txt"
  count=$(wc -l < "$work/files.txt")
  if cmp -s "$work/whole.txt" "$work/alone.txt"; then
    echo "same      $dir: $count files, $(wc -l < "$work/whole.txt") findings, each file alone = its whole-project findings"
  else
    echo "DIFFERENT $dir: $count files; findings only in the whole run (<) or only alone (>):"
    diff "$work/whole.txt" "$work/alone.txt" | grep '^[<>]' | head -20
    failures=$((failures + 1))
  fi
done

# Several projects in one run = the union of their separate runs (absolute paths to compare).
if [ $# -gt 1 ]; then
  : > "$work/union.txt"
  for dir in "$@"; do
    "$bin" lint --format json --quiet --absolute-paths "$(realpath "$dir")" 2>/dev/null | lines >> "$work/union.txt"
  done
  LC_ALL=C sort -o "$work/union.txt" "$work/union.txt"
  dirs=(); for dir in "$@"; do dirs+=("$(realpath "$dir")"); done
  "$bin" lint --format json --quiet --absolute-paths "${dirs[@]}" 2>/dev/null | lines > "$work/together.txt"
  if cmp -s "$work/union.txt" "$work/together.txt"; then
    echo "same      $# folders in one run = the union of their separate runs ($(wc -l < "$work/together.txt") findings)"
  else
    echo "DIFFERENT $# folders in one run against the union of separate runs:"
    diff "$work/union.txt" "$work/together.txt" | grep '^[<>]' | head -20
    failures=$((failures + 1))
  fi
fi
echo "check-partial-runs: $failures disagreement(s)"
[ "$failures" -eq 0 ]
