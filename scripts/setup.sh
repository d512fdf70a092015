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

# The Python modules come from Debian when the `python3` found first is Debian's own (its pip
# refuses to install into it), and from pip for any other interpreter (pyenv, a venv).
python_modules() { python3 -c 'import icalendar, feedparser' >/dev/null 2>&1; }
pip_modules=false
if ! python_modules; then
  python=$(command -v python3 || true)
  if [ -z "$python" ] || [ "$(readlink -f "$python")" = "$(readlink -f /usr/bin/python3 2>/dev/null || true)" ]; then
    packages+=(python3 python3-icalendar python3-feedparser)
  else
    pip_modules=true
  fi
fi

bash "$(dirname "$0")/apt-install.sh" "${packages[@]}"

if $pip_modules; then
  echo "setup: pip install icalendar feedparser (for $(command -v python3))"
  python3 -m pip install --quiet --disable-pip-version-check icalendar feedparser
fi
python_modules || { echo "setup: python3 still cannot import icalendar and feedparser" >&2; exit 1; }
