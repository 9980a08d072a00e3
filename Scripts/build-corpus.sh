#!/usr/bin/env bash
# Rebuild the machine-local real-code corpus from git snapshots that are
# already on this machine. No network access.
#
# Usage: Scripts/build-corpus.sh [--list FILE] [--packages FILE] [--out DIR]
#
#   --list FILE      SwiftUI repo list, TSV with a header line, owner/name in
#                    the first column (default: <repo root>/../shared/corpus/dev-repos.tsv)
#   --packages FILE  large non-SwiftUI Swift packages, one owner/name a line,
#                    '#' comments (default: Scripts/corpus-packages.txt)
#   --out DIR        corpus root (default: <repo root>/.corpus, git-ignored)
#
# Held-out corpus (final accuracy check only; keep its findings unseen while tuning):
#   Scripts/build-corpus.sh --list Scripts/corpus-holdout.tsv --packages Scripts/corpus-holdout-packages.txt --out .corpus-holdout
#
# Environment:
#   GESTURELINT_MIRROR  where snapshots live (default /work/.mirror); a repo
#                       owner/name is looked up in $GESTURELINT_MIRROR/owner+name/
#
# Output: <out>/swiftui/<owner>+<name>/... for the TSV list and
#         <out>/packages/<owner>+<name>/... for the package list, each holding
#         the newest commit's (HEAD) *.swift files (Package.swift and
#         Package@swift-*.swift included), */*.xcodeproj/project.pbxproj and
#         .gesturelint.yml files, with their paths kept. Symlinks, submodules and
#         blobs absent from the snapshot (files of 4 MiB and more) are skipped.
#
# Each repo is extracted into a temporary folder next to its final one and
# renamed into place, so a folder is never half-written; a rerun replaces it.
# Folders of repos no longer on a list are removed. A repo missing from the
# mirror is reported and skipped (an older extracted copy, if any, is kept).
# Exits 0 if at least one repo was extracted.

set -euo pipefail

script_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo_root=$(git -C "$script_dir" rev-parse --show-toplevel 2>/dev/null || (cd "$script_dir/.." && pwd))

list_file="$repo_root/../shared/corpus/dev-repos.tsv"
packages_file="$script_dir/corpus-packages.txt"
out_dir="$repo_root/.corpus"
mirror="${GESTURELINT_MIRROR:-/work/.mirror}"

usage() { sed -n '2,/^$/{s/^# \{0,1\}//;p}' "${BASH_SOURCE[0]}"; }

while [ $# -gt 0 ]; do
    case "$1" in
        --list) list_file=${2:?--list needs a file}; shift 2 ;;
        --list=*) list_file=${1#*=}; shift ;;
        --packages) packages_file=${2:?--packages needs a file}; shift 2 ;;
        --packages=*) packages_file=${1#*=}; shift ;;
        --out) out_dir=${2:?--out needs a directory}; shift 2 ;;
        --out=*) out_dir=${1#*=}; shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "build-corpus: unknown argument: $1" >&2; usage >&2; exit 2 ;;
    esac
done

for f in "$list_file" "$packages_file"; do
    [ -f "$f" ] || { echo "build-corpus: no such list: $f" >&2; exit 2; }
done
[ -d "$mirror" ] || echo "build-corpus: warning: mirror root $mirror does not exist" >&2

mkdir -p "$out_dir"
out_dir=$(cd "$out_dir" && pwd)

tmp_dirs=()
cleanup() { local d; for d in "${tmp_dirs[@]+"${tmp_dirs[@]}"}"; do rm -rf -- "$d"; done; }
trap cleanup EXIT

# Paths (NUL-terminated ls-tree records) that make up the corpus: regular
# blobs only, no symlinks (120000) or submodules (160000).
record_re=$'^10(0644|0755) blob [0-9a-f]+\t'
path_re='((.*/)?[^/]+\.swift|(.*/)?[^/]+\.xcodeproj/project\.pbxproj|(.*/)?\.gesturelint\.yml)$'

# owner/name lines of a list: first column, no header/comments/blank lines.
read_list() { # file skip_header
    local file=$1 skip=$2
    if [ "$skip" = 1 ]; then tail -n +2 -- "$file"; else cat -- "$file"; fi |
        sed -e 's/#.*//' | cut -f1 | tr -d ' \r' | awk 'NF && !seen[$0]++'
}

# The git directory of a snapshot, however fetch laid it out.
find_git_dir() { # owner/name
    local base="$mirror/${1/\//+}" c
    if [ ! -d "$base" ]; then
        # Tolerate a different letter case in the list.
        base=$(find "$mirror" -mindepth 1 -maxdepth 1 -type d -iname "${1/\//+}" -print -quit 2>/dev/null || true)
        [ -n "$base" ] || return 1
    fi
    for c in "$base/repo/.git" "$base/repo" "$base/.git" "$base"; do
        if [ -f "$c/HEAD" ] && [ -d "$c/objects" ]; then
            printf '%s\n' "$c"; return 0
        fi
    done
    c=$(find "$base" -maxdepth 4 -type f -name HEAD -path '*/HEAD' -print 2>/dev/null |
        while read -r h; do d=${h%/HEAD}; [ -d "$d/objects" ] && { printf '%s\n' "$d"; break; }; done)
    [ -n "$c" ] || return 1
    printf '%s\n' "$c"
}

declare -A extracted_files extracted_repos
missing=()
failed=()
total_extracted=0

extract_repo() { # kind owner/name
    local kind=$1 repo=$2 git_dir dest tmp n absent
    dest="$out_dir/$kind/${repo/\//+}"
    if ! git_dir=$(find_git_dir "$repo") || ! git --git-dir="$git_dir" rev-parse -q --verify 'HEAD^{commit}' >/dev/null 2>&1; then
        echo "missing: $repo (fetch github:$repo with the search tool's fetch verb)" >&2
        [ -d "$dest" ] && echo "  (keeping the older copy in $dest)" >&2
        missing+=("$kind:$repo")
        return 0
    fi
    tmp=$(mktemp -d "$out_dir/$kind/.tmp.${repo/\//+}.XXXXXX")
    tmp_dirs+=("$tmp")
    mkdir "$tmp/tree"

    # Selected entries, minus blobs the snapshot lacks.
    git --git-dir="$git_dir" ls-tree -r -z --full-tree HEAD |
        grep -zE -- "$record_re$path_re" >"$tmp/entries" || true
    tr '\0' '\n' <"$tmp/entries" | cut -d' ' -f3 | cut -f1 |
        git --git-dir="$git_dir" cat-file --batch-check='%(objectname) %(objecttype)' |
        awk '$2 == "missing" {print $1}' >"$tmp/absent"
    absent=$(wc -l <"$tmp/absent")
    if [ "$absent" -gt 0 ]; then
        grep -zvF -f "$tmp/absent" "$tmp/entries" >"$tmp/entries.ok" || true
        mv "$tmp/entries.ok" "$tmp/entries"
    fi

    if [ -s "$tmp/entries" ]; then
        if ! GIT_INDEX_FILE="$tmp/index" git --git-dir="$git_dir" --work-tree="$tmp/tree" \
                update-index -z --index-info <"$tmp/entries" ||
           ! GIT_INDEX_FILE="$tmp/index" git --git-dir="$git_dir" --work-tree="$tmp/tree" \
                checkout-index -a -f --prefix="$tmp/tree/"; then
            echo "failed: $repo (could not extract from $git_dir)" >&2
            failed+=("$kind:$repo")
            rm -rf -- "$tmp"
            return 0
        fi
    fi

    n=$(tr -cd '\0' <"$tmp/entries" | wc -c)
    # Swap into place: old copy aside, new one in, old one gone.
    if [ -e "$dest" ]; then mv -- "$dest" "$tmp/old"; fi
    mv -- "$tmp/tree" "$dest"
    rm -rf -- "$tmp"
    # A clone's root holds `.git`: so does this copy, so that the linter's project lookup stops
    # here as in the user's checkout, and a file outside the repository's packages and Xcode
    # projects is not taken into the project around the corpus (this repository's Package.swift).
    mkdir -p -- "$dest/.git"

    extracted_repos[$kind]=$(( ${extracted_repos[$kind]:-0} + 1 ))
    extracted_files[$kind]=$(( ${extracted_files[$kind]:-0} + n ))
    total_extracted=$((total_extracted + 1))
    printf '%-9s %-55s %6d files%s\n' "$kind" "$repo" "$n" \
        "$([ "$absent" -gt 0 ] && echo " ($absent absent from snapshot)")"
}

process_kind() { # kind file skip_header
    local kind=$1 file=$2 skip=$3 repo d
    local -A wanted=()
    mkdir -p "$out_dir/$kind"
    while read -r repo; do
        if ! [[ $repo =~ ^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$ ]] || [[ $repo == *..* ]]; then
            echo "build-corpus: skipping malformed entry in $file: $repo" >&2
            continue
        fi
        wanted[${repo/\//+}]=1
        extract_repo "$kind" "$repo"
    done < <(read_list "$file" "$skip")
    # Drop folders of repos that are no longer listed.
    for d in "$out_dir/$kind"/*; do
        [ -d "$d" ] || continue
        if [ -z "${wanted[$(basename "$d")]+x}" ]; then
            echo "removed stale: $kind/$(basename "$d")" >&2
            rm -rf -- "$d"
        fi
    done
}

process_kind swiftui "$list_file" 1
process_kind packages "$packages_file" 0

echo
echo "corpus: $out_dir"
printf '%-9s %7s %9s %9s %9s\n' kind repos files swift MB
for kind in swiftui packages; do
    dir="$out_dir/$kind"
    repos=$(find "$dir" -mindepth 1 -maxdepth 1 -type d ! -name '.tmp.*' | wc -l)
    files=$(find "$dir" -type f | wc -l)
    swift=$(find "$dir" -type f -name '*.swift' | wc -l)
    bytes=$(find "$dir" -type f -name '*.swift' -printf '%s\n' | awk '{s+=$1} END {print s+0}')
    printf '%-9s %7d %9d %9d %9.1f\n' "$kind" "$repos" "$files" "$swift" "$(awk -v b="$bytes" 'BEGIN {print b/1e6}')"
done
echo "(MB = 10^6 bytes of .swift files; files includes project.pbxproj and .gesturelint.yml)"
if [ ${#missing[@]} -gt 0 ]; then echo "missing: ${#missing[@]} (${missing[*]})"; fi
if [ ${#failed[@]} -gt 0 ]; then echo "failed: ${#failed[@]} (${failed[*]})"; fi

[ "$total_extracted" -gt 0 ] || { echo "build-corpus: nothing extracted" >&2; exit 1; }
