#!/usr/bin/env bash
# Whole-engine wall-clock speed of the release build, as users run it:
#   1. every .swiftinterface file under /opt/swift, named explicitly (~16 MB);
#   2. a generated folder of small Swift files (walked by discovery).
# For each: the median of RUNS runs with --jobs 1 and --jobs 2 (wall clock and CPU time), MB/s,
# and the wall-clock speed-up. On a shared machine, check the load it prints first.
#
#   Scripts/measure-cli.sh [RUNS]        (default 5)
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-5}
(cd "$here" && swift build -c release --product gesturelint >/dev/null)
linter="$here/.build/release/gesturelint"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

find /opt/swift -name '*.swiftinterface' | LC_ALL=C sort > "$work/corpus"
mkdir -p "$work/many"
for i in $(seq 0 4999); do
  d="$work/many/M$((i % 50))"
  mkdir -p "$d"
  sed "s/PhotoViewer/PhotoViewer$i/g" "$here/Fixtures/clean/PhotoViewer.swift" > "$d/View$i.swift"
done

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
measure() { # name bytes jobs command...
  local name=$1 bytes=$2 jobs=$3; shift 3
  local walls=() cpus=()
  for _ in $(seq "$runs"); do
    /usr/bin/time -f '%e %U %S' -o "$work/time" "$@" --quiet --jobs "$jobs" >/dev/null || true
    read -r wall user sys < "$work/time"
    walls+=("$wall")
    cpus+=("$(echo "$user + $sys" | bc -l)")
  done
  local m c
  m=$(printf '%s\n' "${walls[@]}" | median)
  c=$(printf '%s\n' "${cpus[@]}" | median)
  printf '%-8s jobs %d: median wall %.3f s (%.1f MB/s), median CPU %.3f s (%.1f MB per CPU-second)\n' \
    "$name" "$jobs" "$m" "$(echo "$bytes / 1000000 / $m" | bc -l)" "$c" "$(echo "$bytes / 1000000 / $c" | bc -l)" >&2
  echo "$m"
}

corpus_bytes=$(xargs -d '\n' -a "$work/corpus" cat | wc -c)
many_bytes=$(find "$work/many" -name '*.swift' -print0 | xargs -0 cat | wc -c)
echo "corpus: $(wc -l < "$work/corpus") files, $corpus_bytes bytes; generated: 5000 files, $many_bytes bytes; load: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
c1=$(measure corpus "$corpus_bytes" 1 xargs -d '\n' -a "$work/corpus" "$linter")
c2=$(measure corpus "$corpus_bytes" 2 xargs -d '\n' -a "$work/corpus" "$linter")
m1=$(measure many "$many_bytes" 1 "$linter" "$work/many")
m2=$(measure many "$many_bytes" 2 "$linter" "$work/many")
printf 'speed-up of --jobs 2 over --jobs 1: corpus %.2fx, generated %.2fx\n' "$(echo "$c1 / $c2" | bc -l)" "$(echo "$m1 / $m2" | bc -l)" >&2
