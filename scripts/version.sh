#!/usr/bin/env bash
# Prints the version of these sources (ReadalongRelease.version), e.g. 0.1.0.
set -euo pipefail
file="$(dirname "$0")/../Sources/Readalong/Support/ReadalongRelease.swift"
version=$(sed -n 's/^ *public static let version = "\(.*\)"$/\1/p' "$file")
[ -n "$version" ] || { echo "version.sh: no version in $file" >&2; exit 1; }
echo "$version"
