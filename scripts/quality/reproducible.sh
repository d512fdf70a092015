#!/usr/bin/env bash
# Reproducibility gate: two builds of the sample with the same clock give identical bytes,
# and a build killed half-way leaves the previous output/ exactly as it was.
# Usage: scripts/quality/reproducible.sh PUBLISH_BINARY
set -uo pipefail
publish=$(realpath "$1")
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
pass() { echo "ok: $1"; passed=$((passed + 1)); }
fail() { echo "FAIL: $1"; failed=$((failed + 1)); }

for copy in one two; do
  mkdir -p "$work/$copy"
  cp -r "$root/content" "$root/templates" "$work/$copy/"
  "$publish" build --site "$work/$copy" --now 2026-11-22T12:00:00Z > /dev/null || fail "build $copy"
done
if diff -r "$work/one/output" "$work/two/output" > /dev/null; then
  pass "two builds with the same clock are byte-identical ($(find "$work/one/output" -type f | wc -l) files)"
else
  fail "two builds with the same clock differ"
fi
SOURCE_DATE_EPOCH=1795348800 "$publish" build --site "$work/two" > /dev/null
if diff -r "$work/one/output" "$work/two/output" > /dev/null; then
  pass "SOURCE_DATE_EPOCH gives the same build as --now"
else
  fail "SOURCE_DATE_EPOCH and --now disagree"
fi

# A site big enough for a build to take a few seconds, killed while it writes.
big="$work/big"
python3 "$root/../shared/bench/make_corpus.py" --out "$big" --books 3000 --members 300 --rooms 60 --messages 200 > /dev/null \
  || fail "the shared corpus generator (../shared/bench/make_corpus.py) did not run"
"$publish" build --site "$big" --now 2026-11-22 > /dev/null || fail "first build of the big site"
before=$(cd "$big/output" && find . -type f -exec sha1sum {} + | sort | sha1sum)
count_before=$(find "$big/output" -type f | wc -l)
for delay in 0.3 0.8 1.5; do
  echo "changed" >> "$big/content/books/$(ls "$big/content/books" | head -1)"
  "$publish" build --site "$big" --now 2026-11-23 > /dev/null 2>&1 &
  pid=$!
  sleep "$delay"
  kill -9 "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  after=$(cd "$big/output" && find . -type f -exec sha1sum {} + | sort | sha1sum)
  if [ "$before" = "$after" ]; then
    pass "build killed after ${delay}s: output/ untouched ($count_before files)"
  else
    # The kill may land after the swap: then the new build must be complete.
    if [ "$(find "$big/output" -type f | wc -l)" = "$count_before" ] && [ ! -e "$big/.output.staging/index.html" ]; then
      pass "build killed after ${delay}s finished its swap: output/ complete"
      before=$after
    else
      fail "build killed after ${delay}s changed output/"
    fi
  fi
done
"$publish" build --site "$big" --now 2026-11-22 > /dev/null && pass "a build after killed builds succeeds" || fail "build after kills"
# Killed builds leave the staging area half-updated: the next build must still give the
# bytes of a build from scratch.
mkdir -p "$work/fresh" && cp -r "$big/content" "$work/fresh/content"
"$publish" build --site "$work/fresh" --now 2026-11-22 > /dev/null || fail "build of the fresh copy"
if diff -r "$big/output" "$work/fresh/output" > /dev/null; then
  pass "after killed builds, output/ is what a build from scratch gives"
else
  fail "after killed builds, output/ differs from a build from scratch"
fi

echo "reproducible: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
