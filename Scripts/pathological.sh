#!/usr/bin/env bash
# Writes the pathological inputs into a folder and shows that tokenizing them takes time
# proportional to their size (each input at 1x and 4x; a linear tokenizer gives a ratio near 4).
#
#   Scripts/pathological.sh [--size BYTES] [--runs N] [FOLDER]
#
# FOLDER (default: a temporary one) receives the 1x inputs, for inspection or for
# `gesturelint-bench tokenize FOLDER`. Release build.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
size=1048576
runs=5
while [ $# -gt 0 ]; do
  case $1 in
    --size) size=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    *) break ;;
  esac
done
folder=${1:-$(mktemp -d)}
(cd "$here" && swift build -c release --product gesturelint-bench >/dev/null)
bench="$here/.build/release/gesturelint-bench"
"$bench" generate --size "$size" "$folder"
# glibc hands large blocks back to the kernel and maps them fresh on the next run, so above some
# size every run pays page faults that smaller inputs do not: a step, not a slope, that would read
# as non-linear time. Keeping freed memory in the heap measures the tokenizer alone.
GLIBC_TUNABLES=glibc.malloc.mmap_max=0:glibc.malloc.trim_threshold=4000000000 \
  "$bench" linearity --size "$size" --runs "$runs"
