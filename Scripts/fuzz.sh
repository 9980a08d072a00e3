#!/usr/bin/env bash
# Builds the libFuzzer target over the whole pipeline (Fuzz/FuzzEntry.swift calling FuzzPipeline,
# compiled with the engine, the rules and the command line's sources under AddressSanitizer) and runs it.
#
#   Scripts/fuzz.sh [SECONDS] [libFuzzer options...]     (default 60 seconds)
#
# Seeds come from Fixtures/ (one file each, and each two-file sub-folder as one project) and
# Fuzz/Regressions/;
# Fuzz/swiftui.dict is the dictionary. New inputs collect in .build/fuzz/corpus. A crash, leak
# or hang is written to .build/fuzz/artifacts/ and the script exits non-zero; make the input a
# regression input: copy it to Fuzz/Regressions/ (FuzzRegressionTests replays each) before fixing it.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-60}
shift || true
out="$here/.build/fuzz"
mkdir -p "$out/obj" "$out/corpus" "$out/seeds" "$out/artifacts"
swiftc=${SWIFTC:-swiftc}
flags=(-O -wmo -parse-as-library -sanitize=fuzzer,address -gline-tables-only -I "$out/obj" -suppress-warnings)

build() { # module-name output sources...
  local name=$1 output=$2; shift 2
  "$swiftc" "${flags[@]}" -module-name "$name" -emit-module -emit-module-path "$out/obj/$name.swiftmodule" \
    -c "$@" -o "$output" 2> >(grep -v "ld.gold: warning" >&2)
}

newest=$(find "$here/Sources" "$here/Rules" "$here/Fuzz" -name '*.swift' -newer "$out/gesturelint-fuzz" 2>/dev/null | head -1 || true)
if [ ! -x "$out/gesturelint-fuzz" ] || [ -n "$newest" ]; then
  echo "fuzz.sh: building (a few minutes)" >&2
  mapfile -t core < <(find "$here/Sources/GestureLintCore" -name '*.swift' | sort)
  mapfile -t rules < <(find "$here/Rules" -name '*.swift' | sort)
  mapfile -t cli < <(find "$here/Sources/GestureLintCLI" -name '*.swift' | sort)
  build GestureLintCore "$out/obj/core.o" "${core[@]}"
  build GestureLintRules "$out/obj/rules.o" "${rules[@]}"
  # The entry is compiled into the command line's module: FuzzPipeline and what it uses are internal.
  build GestureLintCLI "$out/obj/cli.o" "${cli[@]}" "$here/Fuzz/FuzzEntry.swift"
  "$swiftc" -sanitize=fuzzer,address "$out/obj/core.o" "$out/obj/rules.o" "$out/obj/cli.o" \
    -o "$out/gesturelint-fuzz" 2> >(grep -v "ld.gold: warning" >&2)
fi

# Seeds: the first byte selects the deployment target and the project shape (see FuzzPipeline.swift).
rm -f "$out/seeds"/*
index=0
while IFS= read -r -d '' file; do
  index=$((index + 1))
  { printf '\x0d'; cat "$file"; } > "$out/seeds/file-$index"
done < <(find "$here/Fixtures" -name '*.swift' -print0 | sort -z)
while IFS= read -r -d '' folder; do
  mapfile -t pair < <(find "$folder" -maxdepth 1 -name '*.swift' | sort | head -2)
  [ ${#pair[@]} -eq 2 ] || continue
  index=$((index + 1))
  { printf '\x05'; cat "${pair[0]}"; printf '\x00'; cat "${pair[1]}"; } > "$out/seeds/project-$index"
done < <(find "$here/Fixtures" -mindepth 2 -type d -print0 | sort -z)
find "$here/Fuzz/Regressions" -type f ! -name README.md -exec cp {} "$out/seeds/" \;

cd "$out"
exec "$out/gesturelint-fuzz" -max_total_time="$seconds" -dict="$here/Fuzz/swiftui.dict" -max_len=16384 \
  -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$out/artifacts/" "$@" \
  "$out/corpus" "$out/seeds"
