#!/usr/bin/env bash
# Installs the system libraries Readalong builds against, on Debian or Ubuntu.
# Works as root or as a user with sudo; downloads the package lists only when a package
# cannot be found without them. Safe to run again: it installs only what is missing.
set -euo pipefail

packages=(
  pkg-config
  libcmark-gfm-dev               # Markdown (cmark-gfm) with the GitHub extensions
  libcmark-gfm-extensions-dev
  libvips-dev                    # images: checks, variants for phones, share cards
  fonts-dejavu-core              # the font of the share cards
  libimage-exiftool-perl         # the tests read published images' metadata back
)

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'; }
missing=()
for package in "${packages[@]}"; do
  installed "$package" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

as_root=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || {
    echo "setup: need root to install ${missing[*]}; run this as root or install sudo" >&2
    exit 1
  }
  as_root=(sudo)
fi

echo "setup: installing ${missing[*]}"
# A fresh machine has no package lists yet: fetch them when apt cannot see a package.
for package in "${missing[@]}"; do
  if ! apt-cache show "$package" >/dev/null 2>&1; then
    "${as_root[@]}" apt-get update -qq
    break
  fi
done
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
