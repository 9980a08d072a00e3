#!/usr/bin/env bash
# Compares gesturelint's tokenizer with the Swift toolchain's own lexer (the swift-tokens oracle
# in ../shared/tools/swift-tokens) on every .swift/.swiftinterface file under the given paths.
#
#   Scripts/compare-tokens.sh [--keep DIR] PATH...
#
# Prints the number of files, tokens and differing lines, and the first differences.
# Exit status: 0 when the token streams agree exactly, 1 otherwise.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
keep=""
if [ "${1:-}" = "--keep" ]; then keep=$2; shift 2; fi
[ $# -gt 0 ] || { echo "usage: $0 [--keep DIR] PATH..." >&2; exit 2; }

oracle=${SWIFT_TOKENS:-${TMPDIR:-/tmp}/swift-tokens/swift-tokens}
if [ ! -x "$oracle" ]; then
  shared=${SHARED:-$here/../shared}
  "$shared/tools/swift-tokens/build.sh" "$oracle" >/dev/null
fi
(cd "$here" && swift build -c release --product gesturelint >/dev/null)
linter="$here/.build/release/gesturelint"

work=${keep:-$(mktemp -d)}
mkdir -p "$work"
find "$@" -type f \( -name '*.swift' -o -name '*.swiftinterface' \) | LC_ALL=C sort > "$work/files"
count=$(wc -l < "$work/files")

# The oracle prints a regex literal as 2-5 adjacent `regex` lines ([#s] / [pattern] / [#s], or an
# unterminated [#s] / [pattern]); gesturelint prints one token. Merge the parts of each literal, and
# only those: `/a/#/b/#` is two literals. A literal without `#`s ends at its second `/`; one with
# `#`s ends at a run of `#`s right after its second `/` line (a pattern is always a line of its own).
merge_regex() {
  awk -F'\t' 'BEGIN { OFS = "\t" }
    function flush() { if (pending) print pstart, pend, "regex", text; pending = 0 }
    function continues(part,    previous) {
      if (done) return 0
      previous = last; last = part
      if (part == "/") slashes++
      if (pounds) { if (slashes >= 2 && previous == "/" && part ~ /^#+$/) done = 1 }
      else if (slashes >= 2) done = 1
      return 1
    }
    $3 == "regex" && pending && $1 == pend && continues($4) { pend = $2; text = text $4; next }
    { flush()
      if ($3 == "regex") {
        pending = 1; pstart = $1; pend = $2; text = $4; last = $4; done = 0
        pounds = ($4 ~ /^#+$/); slashes = ($4 == "/")
        next
      }
      print }
    END { flush() }'
}

xargs -d '\n' -a "$work/files" "$oracle" --lexer --trivia --header | merge_regex > "$work/expected.tsv"
xargs -d '\n' -a "$work/files" "$linter" dump-tokens --header > "$work/actual.tsv"

tokens=$(grep -vc '^#' "$work/expected.tsv" || true)
if diff "$work/expected.tsv" "$work/actual.tsv" > "$work/diff.txt"; then
  echo "files: $count  oracle tokens: $tokens  differences: 0"
  exit 0
fi
differing=$(grep -c '^[<>]' "$work/diff.txt" || true)
echo "files: $count  oracle tokens: $tokens  differing lines: $differing (expected '<', gesturelint '>')"
head -n 60 "$work/diff.txt"
[ -n "$keep" ] || echo "(rerun with --keep DIR to keep the full outputs)"
exit 1
