#!/usr/bin/env bash
# action.yml's install step: puts publish VERSION into DEST (DEST/bin/publish) from the release
# archive under RELEASES (a URL prefix; file:// works), or, when that release has no archive,
# from a build of the sources this script sits in (scripts/release.sh; needs Swift).
set -euo pipefail
: "${VERSION:?}" "${DEST:?}" "${RELEASES:?}"
here=$(cd "$(dirname "$0")/.." && pwd)
archive="readalong-$VERSION-linux-x86_64.tar.gz"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if curl -fsSL --retry 3 -o "$work/$archive" "$RELEASES/v$VERSION/$archive"; then
  echo "install-publish: downloaded $archive"
else
  echo "install-publish: no $archive under $RELEASES/v$VERSION; building it from the action's sources"
  command -v swift >/dev/null || { echo "::error::no release archive for $VERSION and no Swift toolchain to build one"; exit 1; }
  sources=$(bash "$here/scripts/version.sh")
  [ "$sources" = "$VERSION" ] || { echo "::error::the action's sources are version $sources, not $VERSION"; exit 1; }
  bash "$here/scripts/apt-install.sh" pkg-config libcmark-gfm-dev libcmark-gfm-extensions-dev libvips-dev
  bash "$here/scripts/release.sh" "$work" | tail -1
fi
mkdir -p "$DEST"
tar -xzf "$work/$archive" -C "$DEST" --strip-components=1
installed=$("$DEST/bin/publish" --version)
echo "install-publish: $installed in $DEST"
