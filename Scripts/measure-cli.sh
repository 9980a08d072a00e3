#!/usr/bin/env bash
# Whole-command speed and memory of the release build, side by side with reading the files and
# with the toolchain's own tools, on the same file list (Benchmarks.md has the figures):
#
#   read every file          xargs cat
#   the compiler's parser    swiftc -frontend -parse, 2 processes (xargs -P2, batches of 200 files)
#   swift-format             swift-format lint, 2 processes (same batches; it checks well under 1 MB/s,
#                            so FORMAT_RUNS runs, on the 10 MB subset unless FORMAT_ON=all)
#   gesturelint              all rules, --jobs 2, every file named in one command; then the folder itself
#
# then gesturelint alone on a 10 MB subset (every k-th file of the list: the memory-growth check)
# and on the gesture-dense folder (Scripts/dense-corpus.sh). Each row is the median of RUNS
# whole-process runs: wall time, MB/s from wall time, CPU time (user + sys) and peak RSS
# (/usr/bin/time's maximum resident set; for the 2-process rows that of the largest process).
# On a shared machine read the load it prints first, and the CPU column.
#
#   Scripts/measure-cli.sh [RUNS]      (default 5)
#   environment: CORPUS  folder of real Swift   (default .corpus/packages)
#                DENSE   gesture-dense folder    (default .dense-corpus; skipped when missing)
#                BIN     gesturelint to measure  (default: build and use .build/release/gesturelint,
#                        with --static-swift-stdlib on Linux as the README installs it)
#                FORMAT_RUNS  runs of swift-format (default 1; 0 skips it); FORMAT_ON=all: whole list
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-5}
corpus=${CORPUS:-$here/.corpus/packages}
dense=${DENSE:-$here/.dense-corpus}
format_runs=${FORMAT_RUNS:-1}
if [ -z "${BIN:-}" ]; then
  # Built as the README's Install section builds it for Linux (one self-contained binary).
  static=(); [ "$(uname -s)" = Linux ] && static=(--static-swift-stdlib)
  (cd "$here" && swift build -c release "${static[@]}" --product gesturelint >/dev/null)
  linter="$here/.build/release/gesturelint"
else
  linter=$(realpath "$BIN")
fi
swiftc=$(command -v swiftc)
swift_format=$(command -v swift-format || echo /opt/swift/usr/bin/swift-format)
[ -d "$corpus" ] || { echo "measure-cli: no corpus folder $corpus (set CORPUS)" >&2; exit 2; }
corpus=$(cd "$corpus" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# File lists are NUL-separated and relative to the folder they are run from (shorter commands).
list_files() { (cd "$1" && find . -type f -name '*.swift' -print0 | LC_ALL=C sort -z); }
bytes_of() { (cd "$1" && xargs -0 cat < "$2" | wc -c); }
list_files "$corpus" > "$work/all"
all_files=$(tr -cd '\0' < "$work/all" | wc -c)
all_bytes=$(bytes_of "$corpus" "$work/all")
# The 10 MB subset: every k-th file, so it samples every package.
stride=$(( all_bytes / 10000000 )); [ "$stride" -ge 1 ] || stride=1
tr '\0' '\n' < "$work/all" | awk -v k="$stride" 'NR % k == 1 || k == 1' | tr '\n' '\0' > "$work/subset"
subset_files=$(tr -cd '\0' < "$work/subset" | wc -c)
subset_bytes=$(bytes_of "$corpus" "$work/subset")

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
# measure LABEL BYTES RUNS DIR COMMAND...: runs COMMAND in DIR, prints a table row.
measure() {
  local label=$1 bytes=$2 count=$3 dir=$4; shift 4
  local walls=() cpus=() rss=()
  for _ in $(seq "$count"); do
    # Wall time from the shell's clock (microseconds; /usr/bin/time's %e has 10 ms steps, a tenth
    # of a gesture-dense run), so it also counts starting /usr/bin/time: about a millisecond over.
    local started=$EPOCHREALTIME
    (cd "$dir" && /usr/bin/time -f '%U %S %M' -o "$work/time" "$@" >/dev/null 2>"$work/stderr") || true
    local ended=$EPOCHREALTIME
    if grep -q '^xargs:' "$work/stderr"; then
      echo "measure-cli: $label: $(grep '^xargs:' "$work/stderr" | head -1)" >&2; exit 2
    fi
    read -r user sys kb < <(tail -1 "$work/time")
    walls+=("$(echo "$ended - $started" | bc -l)"); cpus+=("$(echo "$user + $sys" | bc -l)"); rss+=("$kb")
  done
  local w c m
  w=$(printf '%s\n' "${walls[@]}" | median)
  c=$(printf '%s\n' "${cpus[@]}" | median)
  m=$(printf '%s\n' "${rss[@]}" | median)
  printf '| %s | %.3f s | %.1f | %.2f s | %.0f MiB |\n' "$label" "$w" "$(echo "$bytes / 1000000 / $w" | bc -l)" \
    "$c" "$(echo "$m / 1024" | bc -l)"
}

echo "corpus: $corpus: $all_files files, $all_bytes bytes; subset: $subset_files files, $subset_bytes bytes"
echo "gesturelint: $linter; runs: $runs (median); load: $(cut -d' ' -f1-3 /proc/loadavg); cores: $(nproc)"
echo
echo '| command | wall | MB/s | CPU | peak RSS |'
echo '|---|---:|---:|---:|---:|'
measure 'read every file (`xargs cat`)' "$all_bytes" "$runs" "$corpus" sh -c "xargs -0 cat < '$work/all'"
measure '`swiftc -frontend -parse`, 2 processes' "$all_bytes" "$runs" "$corpus" \
  sh -c "xargs -0 -n 200 -P 2 '$swiftc' -frontend -parse < '$work/all'"
if [ "$format_runs" -gt 0 ]; then
  if [ "${FORMAT_ON:-subset}" = all ]; then
    measure "\`swift-format lint\`, 2 processes ($format_runs run)" "$all_bytes" "$format_runs" "$corpus" \
      sh -c "xargs -0 -n 200 -P 2 '$swift_format' lint < '$work/all'"
  else
    measure "\`swift-format lint\`, 2 processes, on the 10 MB subset ($format_runs run)" "$subset_bytes" "$format_runs" \
      "$corpus" sh -c "xargs -0 -n 200 -P 2 '$swift_format' lint < '$work/subset'"
  fi
fi
measure '**gesturelint, all rules, 2 jobs**' "$all_bytes" "$runs" "$corpus" \
  sh -c "xargs -0 -x -s 2000000 '$linter' --quiet --jobs 2 < '$work/all'"
# The same files as a folder, as users run it (`gesturelint Sources/`): no per-path lookups, and
# the project plan reuses discovery's walk instead of walking each package again.
measure 'gesturelint, the folder (`gesturelint .`), 2 jobs' "$all_bytes" "$runs" "$corpus" \
  "$linter" --quiet --jobs 2 .
measure "gesturelint, 10 MB subset ($subset_files files)" "$subset_bytes" "$runs" "$corpus" \
  sh -c "xargs -0 -x -s 2000000 '$linter' --quiet --jobs 2 < '$work/subset'"
if [ -d "$dense" ]; then
  list_files "$dense" > "$work/dense"
  dense_files=$(tr -cd '\0' < "$work/dense" | wc -c)
  dense_bytes=$(bytes_of "$dense" "$work/dense")
  measure "gesturelint on $dense_files gesture-dense files ($(echo "$dense_bytes / 1000000" | bc -l | cut -c1-3) MB)" \
    "$dense_bytes" "$runs" "$dense" sh -c "xargs -0 -x -s 2000000 '$linter' --quiet --jobs 2 < '$work/dense'"
else
  echo "(no gesture-dense folder $dense: run Scripts/dense-corpus.sh)"
fi
