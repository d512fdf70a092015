#!/usr/bin/env bash
# The adoption gates, on a fresh clone of the committed sources (they build Swift from scratch,
# so .ci/run calls this script last, after scripts/quality/run.sh):
#  release   scripts/release.sh builds the archive; unpacked into an empty folder and run with
#            no Swift toolchain on PATH, no LD_LIBRARY_PATH and the build folder out of reach,
#            its publish builds the sample to the same bytes as `swift run publish` (same --now);
#            ldd lists no Swift library, and every library it needs comes from a package of
#            RUNTIME-PACKAGES (or the C and C++ runtimes every system has).
#  schemas   every workflow, action.yml and a new site's workflow validate against GitHub's
#            schemas (check-jsonschema's vendored copies).
#  replay    each workflow's steps run in order in the clone (workflow_replay.py): the template
#            workflow (its release build is the one the release gate just made, as a warm
#            cache would give it), release.yml, and the workflow `publish new site` writes,
#            whose action installs the archive just built, without Swift.
# Usage: [RELEASE_GATE_WORK=DIR] scripts/quality/release_gate.sh   (needs install.sh's check-jsonschema)
set -euo pipefail

# The whole gate is one function, read before it starts: editing this file during a run cannot
# change the run.
main() {
  root=$(cd "$(dirname "$0")/../.." && pwd)
  # RELEASE_GATE_WORK=DIR keeps the clone and its build there between local runs (CI starts
  # from nothing: a new temporary folder, removed at the end).
  if [ -n "${RELEASE_GATE_WORK:-}" ]; then
    work=$RELEASE_GATE_WORK
    rm -rf "$work/empty" "$work/unpacked-site" "$work/source-site" "$work/club" "$work/releases"
    [ ! -d "$work/build-aside" ] || mv "$work/build-aside" "$work/clone/.build"   # a run stopped half-way
  else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
  fi
  now=2026-11-22
  without_swift=$(printf '%s' "$PATH" | tr ':' '\n' | grep -v '^/opt/swift' | paste -sd: -)
  fail() { echo "release gate: $*" >&2; exit 1; }

  if [ -d "$work/clone/.git" ]; then
    git -C "$work/clone" fetch -q "$root" HEAD && git -C "$work/clone" reset -q --hard FETCH_HEAD
    git -C "$work/clone" clean -qfdx -e .build
  else
    git clone -q "$root" "$work/clone"
  fi
  clone="$work/clone"
  here="$clone/scripts/quality"
  version=$(bash "$clone/scripts/version.sh")

  echo "== release: scripts/release.sh in a fresh clone"
  started=$SECONDS
  archive=$(cd "$clone" && bash scripts/release.sh "$work/releases/v$version" | tail -1)
  echo "release build: $((SECONDS - started)) s, $(du -h "$archive" | cut -f1) $archive"
  [ "$(basename "$archive")" = "readalong-$version-linux-x86_64.tar.gz" ] || fail "unexpected archive name $archive"

  mkdir "$work/empty"
  tar -xzf "$archive" -C "$work/empty"
  unpacked="$work/empty/readalong-$version-linux-x86_64"
  for file in bin/publish bin/Readalong_Readalong.resources LICENSE README.md RUNTIME-PACKAGES; do
    [ -e "$unpacked/$file" ] || fail "the archive has no $file"
  done
  publish="$unpacked/bin/publish"

  ldd "$publish" | grep -i swift && fail "publish still links a Swift library"
  needed=$(ldd "$publish" | awk '$3 ~ /^\// { print $3 }' | while read -r library; do
    real=$(readlink -f "$library")
    dpkg -S "$real" 2>/dev/null || dpkg -S "${real#/usr}" 2>/dev/null || dpkg -S "$library" 2>/dev/null \
      || echo "(no package for $library):"
  done | cut -d: -f1 | sort -u)
  allowed=$(cat "$unpacked/RUNTIME-PACKAGES"; for p in $(cat "$unpacked/RUNTIME-PACKAGES"); do
    apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks --no-replaces --no-enhances "$p" 2>/dev/null | grep -v '^ \|<'; done)
  for package in $needed; do
    grep -qx "$package" <<<"$allowed" || fail "publish needs $package, which RUNTIME-PACKAGES does not bring"
  done
  echo "ldd: no Swift library; $(wc -w <<<"$needed") packages, all brought by RUNTIME-PACKAGES"

  mkdir "$work/unpacked-site" "$work/source-site"
  cp -R "$clone/content" "$clone/templates" "$work/unpacked-site/"
  cp -R "$clone/content" "$clone/templates" "$work/source-site/"
  mv "$clone/.build" "$work/build-aside"   # nothing of the build within reach of the unpacked program
  env -u LD_LIBRARY_PATH PATH="$without_swift" bash -c '! command -v swift >/dev/null' || fail "swift is still on PATH"
  env -u LD_LIBRARY_PATH PATH="$without_swift" "$publish" --version
  (cd "$work/empty" && env -u LD_LIBRARY_PATH PATH="$without_swift" "$publish" build --site "$work/unpacked-site" --now "$now")
  mv "$work/build-aside" "$clone/.build"
  (cd "$root" && swift run publish build --site "$work/source-site" --now "$now" 2>&1 | tail -1)
  diff -r "$work/unpacked-site/output" "$work/source-site/output" >/dev/null \
    || fail "the archive's publish and swift run publish built different sites"
  echo "same bytes: $(find "$work/source-site/output" -type f | wc -l) files"

  echo "== schemas"
  env -u LD_LIBRARY_PATH PATH="$without_swift" "$publish" new site "$work/club" --title "Club de prova" --language es \
    --timezone Europe/Madrid --base-url https://club.example.org/ --name "Ana Ruiz" --handle ana --now "$now"
  check-jsonschema --builtin-schema vendor.github-workflows "$clone"/.github/workflows/*.yml "$work/club/.github/workflows/publish.yml"
  check-jsonschema --builtin-schema vendor.github-actions "$clone/action.yml"

  echo "== replay: the template workflow"
  python3 "$here/workflow_replay.py" "$clone/.github/workflows/publish.yml" --repo "$clone"
  grep -q "Fulls del Ter" "$clone/output/index.html" || fail "the template workflow's site has no home page"
  echo "== replay: release.yml"
  python3 "$here/workflow_replay.py" "$clone/.github/workflows/release.yml" --repo "$clone" --ref "refs/tags/v$version"
  echo "== replay: a new site's workflow, without Swift"
  (cd "$work/club" && git init -q && git add -A && git -c user.name=gate -c user.email=gate@example.org commit -qm start)
  action_repository=$(sed -n 's|^ *uses: \([^@]*\)@v.*|\1|p' "$work/club/.github/workflows/publish.yml" | grep -v '^actions/')
  python3 "$here/workflow_replay.py" "$work/club/.github/workflows/publish.yml" --repo "$work/club" \
    --action "$action_repository=$clone" --releases "file://$work/releases" --without-swift
  grep -q "Club de prova" "$work/club/output/index.html" || fail "the new site's workflow built no home page"
  [ -f "$work/club/output/pages/normas/index.html" ] || fail "the new site's norms page was not built"
  echo "release gate: passed"
}

main "$@"
