#!/usr/bin/env bash
# Installs what Readalong needs besides Swift, on Debian or Ubuntu: the system libraries the
# build links against, and Python 3 with icalendar and feedparser, which `swift test` uses to
# read the calendars and feed with parsers we did not write (FeedParsingTests).
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

# The Python modules come from Debian when the `python3` found first is Debian's own (its pip
# refuses to install into it), and from pip for any other interpreter (pyenv, a venv).
python_modules() { python3 -c 'import icalendar, feedparser' >/dev/null 2>&1; }
pip_modules=false
if ! python_modules; then
  python=$(command -v python3 || true)
  if [ -z "$python" ] || [ "$(readlink -f "$python")" = "$(readlink -f /usr/bin/python3 2>/dev/null || true)" ]; then
    for package in python3 python3-icalendar python3-feedparser; do
      installed "$package" || missing+=("$package")
    done
  else
    pip_modules=true
  fi
fi

if [ ${#missing[@]} -gt 0 ]; then
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
  updated=false
  for package in "${missing[@]}"; do
    if ! apt-cache show "$package" >/dev/null 2>&1; then
      "${as_root[@]}" apt-get update -qq
      updated=true
      break
    fi
  done
  apt_install() { "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"; }
  # Lists that are there but old name package versions the mirror no longer has: refresh once.
  if ! apt_install; then
    $updated && exit 1
    "${as_root[@]}" apt-get update -qq
    apt_install
  fi
fi

if $pip_modules; then
  echo "setup: pip install icalendar feedparser (for $(command -v python3))"
  python3 -m pip install --quiet --disable-pip-version-check icalendar feedparser
fi
python_modules || { echo "setup: python3 still cannot import icalendar and feedparser" >&2; exit 1; }
