#!/usr/bin/env bash
# Compares the JSON output of two gesturelint binaries, one repository (folder) at a time.
#
#   Scripts/compare-output.sh OLD_BIN NEW_BIN DIR...
#
# Each DIR is linted as a whole from inside it (`cd DIR && BIN lint --format json --quiet .`) by
# both binaries, with every rule (`--only` is not used) and `--jobs ${JOBS:-2}`. Extra options go in
# OLD_FLAGS / NEW_FLAGS (for example NEW_FLAGS=--no-project-index). The script prints one line per
# folder (same / DIFFERENT / FAILED) and exits 0 only when every folder's output is byte-identical
# and neither binary failed (exit status 2 or a signal). With KEEP=DIR, the outputs of the folders
# that differ are kept there as NAME.old.json, NAME.new.json and NAME.diff.
set -uo pipefail
if [ $# -lt 3 ]; then
  echo "usage: $0 OLD_BIN NEW_BIN DIR..." >&2
  exit 2
fi
old=$(realpath "$1") new=$(realpath "$2"); shift 2
for bin in "$old" "$new"; do
  [ -x "$bin" ] || { echo "compare-output: '$bin' is not an executable" >&2; exit 2; }
done
jobs=${JOBS:-2}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
[ -n "${KEEP:-}" ] && mkdir -p "$KEEP"

run() { # bin flags dir out -> exit status
  local bin=$1 flags=$2 dir=$3 out=$4
  # shellcheck disable=SC2086
  (cd "$dir" && "$bin" lint --format json --quiet --jobs "$jobs" $flags . >"$out" 2>"$out.err")
}

same=0 different=0 failed=0
for dir in "$@"; do
  [ -d "$dir" ] || { echo "FAILED    $dir: not a folder"; failed=$((failed + 1)); continue; }
  name=$(basename "$dir")
  run "$old" "${OLD_FLAGS:-}" "$dir" "$work/old.json"; old_status=$?
  run "$new" "${NEW_FLAGS:-}" "$dir" "$work/new.json"; new_status=$?
  if [ "$old_status" -gt 1 ] || [ "$new_status" -gt 1 ]; then
    echo "FAILED    $dir: exit status old $old_status, new $new_status ($(head -c 300 "$work/new.err" "$work/old.err" | tr '\n' ' '))"
    failed=$((failed + 1))
  elif [ "$old_status" != "$new_status" ] || ! cmp -s "$work/old.json" "$work/new.json"; then
    count() { grep -o '"rule" *:' "$1" | wc -l; }
    echo "DIFFERENT $dir: exit status $old_status/$new_status, diagnostics $(count "$work/old.json")/$(count "$work/new.json")"
    different=$((different + 1))
    if [ -n "${KEEP:-}" ]; then
      cp "$work/old.json" "$KEEP/$name.old.json"; cp "$work/new.json" "$KEEP/$name.new.json"
      diff "$work/old.json" "$work/new.json" > "$KEEP/$name.diff"
    fi
  else
    echo "same      $dir ($(grep -o '"rule" *:' "$work/new.json" | wc -l) diagnostics)"
    same=$((same + 1))
  fi
done
echo "compare-output: $same same, $different different, $failed failed"
[ "$different" -eq 0 ] && [ "$failed" -eq 0 ]
