#!/usr/bin/env bash
# Runs every quality gate after the unit tests: HTML validity, a real browser with axe-core,
# hostile content, the privacy scan, the take-part workflow replayed, real photos, a messy club's history, malformed input, fuzzing, reproducibility
# and a preview session.
# Usage: scripts/quality/run.sh   (from anywhere; installs what the gates need)
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
here=scripts/quality

bash "$here/install.sh" || { echo "quality: could not install the tools"; exit 1; }
swift build --product publish 2>&1 | tail -1
publish="$root/.build/debug/publish"
"$publish" build --site "$root" --now 2026-11-22 || { echo "quality: the sample does not build"; exit 1; }

failed_gates=()
total=0
gate() {
  local name=$1
  total=$((total + 1))
  shift
  echo "== $name"
  local started=$SECONDS
  if "$@"; then
    echo "== $name: passed in $((SECONDS - started)) s"
  else
    echo "== $name: FAILED in $((SECONDS - started)) s"
    failed_gates+=("$name")
  fi
}

gate "html" bash "$here/validate_html.sh" output
gate "browser" python3 "$here/browser_checks.py" output .build/screenshots "$publish"
gate "chapter gate" python3 "$here/gate_checks.py" output .build/screenshots
gate "editions browser" python3 "$here/editions_checks.py" "$publish" .build/screenshots
gate "hostile" python3 "$here/hostile/check.py" "$publish"
gate "privacy" python3 "$here/privacy/check.py" "$publish"
gate "multilingual" python3 "$here/multilingual/check.py" "$publish"
gate "take-part workflow" bash "$here/take_part_workflow.sh" "$publish"
gate "realworld photos" python3 "$here/realworld_photos.py" "$publish"
gate "messy" python3 "$here/messy/check.py" "$publish"
gate "malformed" python3 "$here/malformed/run.py" "$publish"
gate "realworld whatsapp" python3 "$here/realworld_whatsapp.py" "$publish"
gate "reproducible" bash "$here/reproducible.sh" "$publish"
gate "serve" python3 "$here/serve_session.py" "$publish" 200 20
gate "fuzz" bash "$here/fuzz.sh" "${FUZZ_SECONDS:-60}"
gate "realworld yaml" python3 "$here/realworld_yaml.py" "$publish"
# Last: the only gate that times pages, away from the release build .ci/run starts in the background.
gate "budgets" python3 "$here/image_budgets.py" output

echo "quality: $((total - ${#failed_gates[@]})) passed, ${#failed_gates[@]} failed"
[ ${#failed_gates[@]} -eq 0 ] || { echo "failed gates: ${failed_gates[*]}"; exit 1; }
