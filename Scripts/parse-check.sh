#!/usr/bin/env bash
# Differential parser check: which files get a `parse_error` from gesturelint although the Swift
# compiler's parser accepts them?
#
#   Scripts/parse-check.sh [--keep DIR] PATH...
#
# Lints every .swift and .swiftinterface file under the given paths (hidden folders and .build
# included, unlike the linter's own discovery) with only `parse_error`, then runs
# `swiftc -frontend -parse` on each flagged file (two at a time). Prints every file the compiler
# accepts, with gesturelint's first parse error in it, then a summary line.
# Exit status: 0 when no such file exists, 1 when some do, 2 when the check itself failed.
#
# GESTURELINT=path uses that binary instead of building this checkout's release product;
# SWIFTC=path picks the compiler (default: swiftc on PATH).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
keep=""
if [ "${1:-}" = "--keep" ]; then keep=$2; shift 2; fi
[ $# -gt 0 ] || { echo "usage: $0 [--keep DIR] PATH..." >&2; exit 2; }
for path in "$@"; do
  [ -e "$path" ] || { echo "parse-check: $path does not exist; name a file or folder of Swift sources" >&2; exit 2; }
done
command -v jq >/dev/null || { echo "parse-check: needs jq on PATH to read the JSON report" >&2; exit 2; }
swiftc=${SWIFTC:-$(command -v swiftc || true)}
[ -x "$swiftc" ] || { echo "parse-check: no swiftc found; put the toolchain on PATH or set SWIFTC" >&2; exit 2; }

linter=${GESTURELINT:-}
if [ -z "$linter" ]; then
  (cd "$here" && swift build -c release --product gesturelint >/dev/null) \
    || { echo "parse-check: 'swift build -c release --product gesturelint' failed in $here" >&2; exit 2; }
  linter="$here/.build/release/gesturelint"
fi

work=${keep:-$(mktemp -d)}
mkdir -p "$work"
[ -n "$keep" ] || trap 'rm -rf "$work"' EXIT

find "$@" -type f \( -name '*.swift' -o -name '*.swiftinterface' \) -print0 > "$work/files"
files=$(tr -cd '\0' < "$work/files" | wc -c)
bytes=$(find "$@" -type f \( -name '*.swift' -o -name '*.swiftinterface' \) -printf '%s\n' | awk '{ s += $1 } END { print s + 0 }')

# Named explicitly, every file is linted whatever its extension. xargs may split a long list into
# several runs; each prints one JSON report. Exit 2 from a run means the run itself failed.
: > "$work/reports.json"
status=0
# Exit 1 (failing diagnostics) is a finding, not a failure: map it to 0 so xargs reports only
# runs that failed (its status 123).
xargs -0 -r sh -c '"$0" --only parse_error --format json --quiet "$@"; s=$?; [ $s -eq 1 ] && s=0; exit $s' "$linter" \
  < "$work/files" >> "$work/reports.json" || status=$?
if [ "$status" -ne 0 ]; then
  echo "parse-check: $linter failed (xargs status $status; see the message above)" >&2
  exit 2
fi

# The first parse error of each flagged file (reports are sorted by path, line, column).
jq -r '.diagnostics[] | select(.rule == "parse_error")
       | [.path, "\(.line):\(.column): \(.message)"] | @tsv' "$work/reports.json" \
  | awk -F'\t' '!seen[$1]++' > "$work/flagged.tsv"
flagged=$(wc -l < "$work/flagged.tsv")

# The compiler's verdict on each flagged file, two compilers at a time.
cut -f1 "$work/flagged.tsv" | tr '\n' '\0' \
  | xargs -0 -r -n 16 -P 2 sh -c 'for f; do "$0" -frontend -parse "$f" >/dev/null 2>&1 && printf "%s\n" "$f"; done; exit 0' "$swiftc" \
  | LC_ALL=C sort > "$work/accepted"

LC_ALL=C sort -t "$(printf '\t')" -k1,1 "$work/flagged.tsv" \
  | awk -F'\t' 'NR == FNR { accepted[$0] = 1; next } ($1 in accepted) { print $1 ":" $2 }' "$work/accepted" - \
  | tee "$work/wrong.txt"
wrong=$(wc -l < "$work/wrong.txt")
echo "parse-check: $files files, $bytes bytes; $flagged with a parse_error; $wrong of them accepted by swiftc -frontend -parse"
[ "$wrong" -eq 0 ]
