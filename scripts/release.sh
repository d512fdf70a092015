#!/usr/bin/env bash
# Builds the release archive readalong-VERSION-linux-x86_64.tar.gz: `publish` built in release
# mode with the Swift runtime linked statically (it runs without a Swift toolchain), its
# resources, a README, the licence and RUNTIME-PACKAGES, the Debian/Ubuntu packages it needs.
# VERSION is ReadalongRelease.version. The build is the one of the template workflow
# (`swift build -c release --static-swift-stdlib`, in .build/), so each reuses the other's.
# Usage: scripts/release.sh [OUTDIR]   (default dist/); the archive's path is the last line printed.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
out=$(mkdir -p "${1:-dist}" && cd "${1:-dist}" && pwd)

version=$(bash scripts/version.sh)
name="readalong-$version-linux-x86_64"

swift build -c release --product publish --static-swift-stdlib
bin=$(swift build -c release --static-swift-stdlib --show-bin-path)

stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/$name/bin"
cp "$bin/publish" "$stage/$name/bin/"
cp -R "$bin/Readalong_Readalong.resources" "$stage/$name/bin/"
cp LICENSE "$stage/$name/"
grep -v '^#' scripts/runtime-packages.txt > "$stage/$name/RUNTIME-PACKAGES"
cat > "$stage/$name/README.md" <<README
# Readalong $version

\`bin/publish\` checks a reading club's \`content/\` and publishes it as a static website
($("$stage/$name/bin/publish" --version)). It needs no Swift toolchain, only these
Debian/Ubuntu packages (listed one per line in RUNTIME-PACKAGES):

    sudo apt-get install -y $(tr '\n' ' ' < "$stage/$name/RUNTIME-PACKAGES")

Keep \`bin/Readalong_Readalong.resources\` beside \`bin/publish\` (the built-in templates and
styles are there), then, from the folder that holds your club's \`content/\`:

    /path/to/$name/bin/publish check
    /path/to/$name/bin/publish build        # writes output/

\`publish new site my-club --help\` starts a new club. The full guide is docs/start.md in
Readalong's repository. Licence: MIT (LICENSE).
README

# Same bytes for the same sources: fixed order, owner and times in the archive.
epoch=$(git log -1 --format=%ct 2>/dev/null || echo 0)
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" -C "$stage" -cf - "$name" | gzip -n > "$out/$name.tar.gz"
echo "$out/$name.tar.gz"
