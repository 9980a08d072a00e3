#!/usr/bin/env bash
# Gathers a gesture-dense folder of real code: every .swift file under the SwiftUI corpus that
# attaches, builds or tracks a gesture (`Gesture(`, `.gesture(`, `onTapGesture`, `@GestureState`,
# `some Gesture`, ...), copied with its repository-relative path into a machine-local folder that
# git ignores. `measure-cli.sh` and
# `gesturelint-bench pipeline` read it as the gesture-dense case.
#
#   Scripts/dense-corpus.sh [SOURCE [DEST]]
#       SOURCE  default .corpus/swiftui (one folder per repository; never committed)
#       DEST    default .dense-corpus   (replaced on each run; listed in .gitignore)
#
# Prints the number of files and bytes gathered. Exits 2 when SOURCE is missing.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
source=${1:-$here/.corpus/swiftui}
dest=${2:-$here/.dense-corpus}
if [ ! -d "$source" ]; then
  echo "dense-corpus: no folder $source; build the corpus first (see ../shared/corpus/README.md)" >&2
  exit 2
fi
source=$(cd "$source" && pwd)
rm -rf "$dest"
mkdir -p "$dest"
# A repository root of its own (as a clone is): else the default folder, inside this repository,
# would be linted as part of this package, and every run would index its Fixtures too.
mkdir -p "$dest/.git"
# Fixed strings, so the choice of files does not depend on a regex dialect.
patterns=(-e 'Gesture(' -e '.gesture(' -e 'onTapGesture' -e 'onLongPressGesture'
          -e 'simultaneousGesture' -e 'highPriorityGesture' -e 'GestureState' -e 'some Gesture')
(cd "$source" && find . -type f -name '*.swift' -print0 | LC_ALL=C sort -z \
  | xargs -0 grep -l -F "${patterns[@]}" -- 2>/dev/null || true) > "$dest.list"
while IFS= read -r file; do
  mkdir -p "$dest/$(dirname "$file")"
  cp "$source/$file" "$dest/$file"
done < "$dest.list"
rm -f "$dest.list"
files=$(find "$dest" -type f -name '*.swift' | wc -l)
bytes=$(find "$dest" -type f -name '*.swift' -print0 | xargs -0 cat | wc -c)
echo "dense-corpus: $files files, $bytes bytes in $dest (from $source)"
