#!/usr/bin/env bash
# The take-part workflow, replayed: a new site made with `publish new site --forge`, then its
# .github/workflows/take-part.yml run step by step (workflow_replay.py) on issues opened from
# its forms, with `gh` replaced by a recorder and `origin` a local bare repository.
#  - a reply from a member becomes a branch with exactly the expected line, a pull request
#    and a comment linking it;
#  - a refused reply changes nothing, pushes nothing and is answered with the reason;
#  - an issue whose text and author are crafted shell (`$(…)`, backticks, quotes) runs none
#    of it: the text only ever reaches the commands through a file and the environment.
# Usage: scripts/quality/take_part_workflow.sh PUBLISH   (about 10 seconds)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
publish="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fail() { echo "take-part workflow: FAIL: $*" >&2; exit 1; }
export SOURCE_DATE_EPOCH=1795262400   # 2026-11-22 12:00 UTC: the meetup below is still to come
export GIT_AUTHOR_NAME=gate GIT_AUTHOR_EMAIL=gate@example.org GIT_COMMITTER_NAME=gate GIT_COMMITTER_EMAIL=gate@example.org

# The tools the runner would have: publish, and gh as a recorder.
mkdir -p "$work/bin" "$work/action"
ln -s "$publish" "$work/bin/publish"
cat > "$work/bin/gh" <<'GH'
#!/usr/bin/env bash
# Records each call, one argument per line, and answers `pr create` with an address.
{ echo "gh"; for argument in "$@"; do echo "  $argument"; done; } >> "$GH_RECORD"
for argument in "$@"; do
  if [ "$argument" = "--body-file" ]; then read_next=1; continue; fi
  if [ "${read_next:-}" = 1 ]; then echo "  [file]"; sed 's/^/  | /' "$argument"; read_next=; fi
done >> "$GH_RECORD"
if [ "$1 $2" = "pr create" ]; then echo "https://github.com/club/site/pull/8"; fi
GH
chmod +x "$work/bin/gh"
printf 'name: stand-in\nruns:\n  using: composite\n  steps:\n    - run: "true"\n      shell: bash\n' > "$work/action/action.yml"
export PATH="$work/bin:$PATH"

"$publish" new site "$work/club" --title "Club de prova" --language ca --timezone Europe/Madrid \
  --base-url https://club.example.org/ --name "Ana Ruiz" --handle ana --forge https://github.com/club/site >/dev/null
cd "$work/club"
printf -- '---\nname: "Ana Ruiz"\njoined: 2026-11-22\nverified: true\nforge: AnaR\n---\nLectora.\n' > content/members/ana.md
mkdir -p content/books content/rooms/tardor
printf -- '---\ntitle: Solitud\nauthors: [Víctor Català]\n---\nLa muntanya.\n' > content/books/solitud.md
printf -- '---\nbook: solitud\nhost: ana\n---\nLlegim.\n' > content/rooms/tardor/index.md
cat > content/rooms/tardor/schedule.yml <<'YAML'
events:
  - kind: start
    date: 2026-11-01
  - id: sopar   # the club dinner
    kind: meetup
    date: 2026-11-28 20:00
  - kind: end
    date: 2026-12-01
YAML
"$publish" check --site . >/dev/null || fail "the gate's site does not check clean"
git init -q -b main . && git add -A && git commit -qm start
git init -q --bare "$work/origin.git" && git remote add origin "$work/origin.git" && git push -q origin main

action=$(sed -n 's|^ *uses: \([^@]*\)@v.*|\1|p' .github/workflows/take-part.yml | grep -v '^actions/')
replay() {  # replay NUMBER LOGIN BODY
  python3 - "$1" "$2" "$3" > "$work/event.json" <<'PY'
import json, sys
number, login, body = sys.argv[1:]
print(json.dumps({"issue": {"number": int(number), "body": body, "user": {"login": login},
                            "labels": [{"name": "take-part"}]}}))
PY
  export GH_RECORD="$work/gh-$1.log"
  : > "$GH_RECORD"
  git checkout -q main
  python3 "$here/workflow_replay.py" .github/workflows/take-part.yml --repo . --event "$work/event.json" \
    --action "$action=$work/action" > "$work/replay-$1.log" 2>&1 || { cat "$work/replay-$1.log"; fail "issue $1: the workflow failed"; }
}
form() { printf '### Action\n\nreply\n\n### Room\n\n%s\n\n### Event\n\nsopar\n\n### Answer\n\n%s\n' "$1" "$2"; }

echo "== a reply becomes a pull request"
replay 7 anar "$(form tardor 'Hi aniré')"
git --git-dir="$work/origin.git" rev-parse -q --verify take-part/issue-7 >/dev/null || fail "no branch take-part/issue-7 was pushed"
change=$(git --git-dir="$work/origin.git" diff main take-part/issue-7)
echo "$change" | grep -qx '+    going: \[ana\]' || fail "the branch does not add 'going: [ana]': $change"
[ "$(echo "$change" | grep -c '^[+-][^+-]')" = 1 ] || fail "the branch changes more than one line: $change"
grep -qx '  pr' "$GH_RECORD" && grep -qx '  Ana Ruiz: hi anirà a «Trobada», 28 de novembre de 2026' "$GH_RECORD" \
  || fail "no pull request titled with the member's line: $(cat "$GH_RECORD")"
grep -Eqx '  /[^/]+' "$GH_RECORD" && fail "a file was written outside \$RUNNER_TEMP: $(cat "$GH_RECORD")"
grep -qx '  Fet! El canvi és a punt per revisar: https://github.com/club/site/pull/8' "$GH_RECORD" \
  || fail "the issue was not answered with the pull request: $(cat "$GH_RECORD")"

echo "== a refusal is answered and changes nothing"
replay 9 nobody "$(form tardor 'Hi aniré')"
git --git-dir="$work/origin.git" rev-parse -q --verify take-part/issue-9 >/dev/null && fail "a refused issue pushed a branch"
grep -qx "  | > l’usuari de la forja «nobody» no és de cap membre" "$GH_RECORD" || fail "the refusal was not commented in the site's language: $(cat "$GH_RECORD")"
grep -q "No s'ha pogut aplicar:" "$GH_RECORD" || fail "the refusal is not introduced in the site's language"

echo "== crafted text runs nothing"
crafted='tardor$(touch '"$work"'/pwned-body)`touch '"$work"'/pwned-tick`"; touch '"$work"'/pwned-quote; "'
replay 11 'ana$(touch '"$work"'/pwned-login)' "$(form "$crafted" "going\$(touch $work/pwned-answer)")"
ls "$work" | grep -q pwned && fail "text from the issue ran as a command: $(ls "$work" | grep pwned)"
git --git-dir="$work/origin.git" rev-parse -q --verify take-part/issue-11 >/dev/null && fail "a crafted issue pushed a branch"
[ -z "$(git status --porcelain content)" ] || fail "a crafted issue changed content/"
echo "take-part workflow: passed"
