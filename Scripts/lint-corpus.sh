#!/usr/bin/env bash
# Lints each repository of the real-code corpus in its own run, as its users would (from the
# repository's folder, `gesturelint .`), keeps one JSON report per repository and prints
# per-rule counts.
#
#   Scripts/lint-corpus.sh [--bin BINARY] [--out DIR] [CORPUS_KIND_DIR]
#
# CORPUS_KIND_DIR defaults to .corpus/swiftui (see Scripts/build-corpus.sh); DIR defaults to
# .corpus-runs/latest. BINARY defaults to the release build (built first when missing).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
bin=""
out="$here/.corpus-runs/latest"
while [ $# -gt 0 ]; do
  case "$1" in
    --bin) bin=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    -h|--help) sed -n '2,9p' "$0"; exit 0 ;;
    -*) echo "lint-corpus: unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
corpus=${1:-$here/.corpus/swiftui}
[ -d "$corpus" ] || { echo "lint-corpus: no corpus at $corpus; run Scripts/build-corpus.sh first" >&2; exit 2; }
if [ -z "$bin" ]; then
  (cd "$here" && swift build -c release --product gesturelint >/dev/null)
  bin="$here/.build/release/gesturelint"
fi
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
corpus=$(cd "$corpus" && pwd)
mkdir -p "$(dirname "$out")"
out=$(cd "$(dirname "$out")" && pwd)/$(basename "$out")
tmp="$out.tmp.$$"
rm -rf "$tmp"; mkdir -p "$tmp"
for repo in "$corpus"/*/; do
  name=$(basename "$repo")
  # Exit 1 means findings; 2 means the run failed, which the summary must show.
  set +e
  (cd "$repo" && "$bin" --format json --quiet . > "$tmp/$name.json" 2> "$tmp/$name.stderr")
  status=$?
  set -e
  if [ "$status" -ge 2 ]; then echo "lint-corpus: $name: run failed (exit $status): $(head -c 300 "$tmp/$name.stderr")" >&2; fi
  echo "$corpus/$name" > "$tmp/$name.root"
done
rm -rf "$out"; mv "$tmp" "$out"
python3 "$here/Scripts/judging/counts.py" "$out"
