#!/usr/bin/env bash
# Checks that `--fix` never breaks code: on a copy of each repository of the corpus, runs
# `gesturelint --fix`, asks `swiftc -frontend -parse` about every file it changed (each must be
# accepted, unless the original was already rejected), then runs `--fix` once more and checks
# that it changes nothing. Exits non-zero on any failure.
#
#   Scripts/fix-check.sh [--bin BINARY] [CORPUS_KIND_DIR]     (default: .corpus/swiftui)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
bin=""
while [ $# -gt 0 ]; do
  case "$1" in
    --bin) bin=$2; shift 2 ;;
    -h|--help) sed -n '2,7p' "$0"; exit 0 ;;
    -*) echo "fix-check: unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
corpus=${1:-$here/.corpus/swiftui}
[ -d "$corpus" ] || { echo "fix-check: no corpus at $corpus; run Scripts/build-corpus.sh first" >&2; exit 2; }
if [ -z "$bin" ]; then
  (cd "$here" && swift build -c release --product gesturelint >/dev/null)
  bin="$here/.build/release/gesturelint"
fi
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0 changed_total=0
for repo in "$corpus"/*/; do
  name=$(basename "$repo")
  cp -a "$repo" "$work/$name"
  (cd "$work/$name" && find . -name '*.swift' -type f -print0 | sort -z | xargs -0 -r md5sum) > "$work/$name.before"
  (cd "$work/$name" && "$bin" --fix --quiet --exit-zero . > /dev/null 2> "$work/$name.fix1.err") || {
    echo "FAIL $name: first --fix run failed: $(head -c 300 "$work/$name.fix1.err")"; failures=$((failures + 1)); continue; }
  (cd "$work/$name" && find . -name '*.swift' -type f -print0 | sort -z | xargs -0 -r md5sum) > "$work/$name.after"
  changed=$(diff "$work/$name.before" "$work/$name.after" | awk '/^> / { print $3 }' || true)
  for file in $changed; do
    changed_total=$((changed_total + 1))
    if ! swiftc -frontend -parse "$work/$name/$file" 2> "$work/err"; then
      if swiftc -frontend -parse "$repo/$file" 2>/dev/null; then
        echo "FAIL $name/$file: --fix made it unparsable: $(grep -m1 error: "$work/err")"; failures=$((failures + 1))
      fi
    fi
  done
  (cd "$work/$name" && "$bin" --fix --quiet --exit-zero . > /dev/null 2>&1) || true
  (cd "$work/$name" && find . -name '*.swift' -type f -print0 | sort -z | xargs -0 -r md5sum) > "$work/$name.again"
  if ! cmp -s "$work/$name.after" "$work/$name.again"; then
    echo "FAIL $name: a second --fix changed: $(diff "$work/$name.after" "$work/$name.again" | awk '/^> / { print $3 }' | head -5 | tr '\n' ' ')"
    failures=$((failures + 1))
  fi
  rm -rf "$work/$name"
done
echo "fix-check: $changed_total files changed by --fix, $failures failures"
[ "$failures" -eq 0 ]
