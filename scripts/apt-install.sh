#!/usr/bin/env bash
# Installs the given Debian/Ubuntu packages that are not installed yet, as root or through
# sudo, fetching the package lists only when apt cannot find a package without them (or when
# the lists name versions the mirror no longer has). Does nothing when all are there.
# Usage: scripts/apt-install.sh PACKAGE...
set -euo pipefail

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'; }
missing=()
for package in "$@"; do
  installed "$package" || missing+=("$package")
done
[ ${#missing[@]} -gt 0 ] || exit 0

as_root=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || {
    echo "apt-install: need root to install ${missing[*]}; run this as root or install sudo" >&2
    exit 1
  }
  as_root=(sudo)
fi
echo "apt-install: installing ${missing[*]}"
updated=false
for package in "${missing[@]}"; do
  if ! apt-cache show "$package" >/dev/null 2>&1; then
    "${as_root[@]}" apt-get update -qq
    updated=true
    break
  fi
done
apt_install() { "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"; }
if ! apt_install; then
  $updated && exit 1
  "${as_root[@]}" apt-get update -qq
  apt_install
fi
