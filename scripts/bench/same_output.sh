#!/bin/bash
# Byte comparison of two `publish` binaries: builds every site below with OLD and with NEW
# and compares the output folders (diff -r) and what `publish check` prints.
#
#   scripts/bench/same_output.sh OLD_BINARY NEW_BINARY [WORK_DIR]
#
# Sites: the sample (content/ and templates/), the hostile, messy and privacy gate sites
# (privacy with its GPS phone photos), the history site, each built four ways (plain,
# --drafts, another --base-url, a later clock), and two bench corpora from
# ../shared/bench/make_corpus.py (10,000 books; a community of 300 rooms).
# Prints one line per site and way, "same" or "DIFFERENT"; exits 1 if any differs.
set -u
OLD=$1; NEW=$2; W=${3:-/tmp/readalong-same-output}
ROOT=$(cd "$(dirname "$0")/../.." && pwd); Q=$ROOT/scripts/quality
rm -rf "$W"; mkdir -p "$W/sites"
fail=0
cp -r "$Q/hostile/site" "$W/sites/hostile"; cp -r "$Q/messy/site" "$W/sites/messy"; cp -r "$Q/privacy/site" "$W/sites/privacy"
(cd "$Q/privacy" && python3 -c "
import os, photos
def edit(site, rel, old, new):
    path = os.path.join(site, 'content', rel); text = open(path).read(); open(path, 'w').write(text.replace(old, new, 1))
photos.add('$W/sites/privacy', edit)")
python3 "$Q/history_site.py" "$W/sites/history" > /dev/null
mkdir -p "$W/sites/sample"; cp -r "$ROOT/content" "$ROOT/templates" "$W/sites/sample/"
compare() {  # name, site folder, arguments...
  local name=$1 site=$2; shift 2
  for who in old new; do
    local bin=$OLD; [ $who = new ] && bin=$NEW
    rm -rf "$W/$who"; cp -r "$site" "$W/$who"
    "$bin" check --site "$W/$who" "$@" 2>&1 | sed 's/[0-9.]* s$//' > "$W/$who.check"
    "$bin" build --site "$W/$who" "$@" > /dev/null 2>&1
  done
  if diff -r -q "$W/old/output" "$W/new/output" > /dev/null && diff -q "$W/old.check" "$W/new.check" > /dev/null; then
    echo "same: $name ($(find "$W/new/output" -type f | wc -l) files)"
  else
    echo "DIFFERENT: $name"; fail=1
  fi
}
for s in $(ls "$W/sites"); do
  compare "$s" "$W/sites/$s" --now 2026-11-22
  compare "$s --drafts" "$W/sites/$s" --now 2026-11-22 --drafts
  compare "$s --base-url" "$W/sites/$s" --now 2026-11-22 --base-url https://example.org/club/
  compare "$s later" "$W/sites/$s" --now 2027-03-01T19:30:00Z
done
GEN=$(dirname "$ROOT")/shared/bench/make_corpus.py
python3 "$GEN" --out "$W/corpus-books" --books 10000 --books-only > /dev/null
python3 "$GEN" --out "$W/corpus-community" --books 2000 --members 1000 --rooms 300 --messages 400 > /dev/null
compare "10,000 books" "$W/corpus-books" --now 2026-11-22
compare "community" "$W/corpus-community" --now 2026-11-22
rm -rf "$W/old" "$W/new"
exit $fail
