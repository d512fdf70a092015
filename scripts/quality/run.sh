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

# One command per gate, by name.
run_gate() {
  case $1 in
    html) bash "$here/validate_html.sh" output ;;
    browser) python3 "$here/browser_checks.py" output .build/screenshots "$publish" ;;
    "chapter gate") python3 "$here/gate_checks.py" output .build/screenshots ;;
    "editions browser") python3 "$here/editions_checks.py" "$publish" .build/screenshots ;;
    hostile) python3 "$here/hostile/check.py" "$publish" ;;
    privacy) python3 "$here/privacy/check.py" "$publish" ;;
    multilingual) python3 "$here/multilingual/check.py" "$publish" ;;
    "take-part workflow") bash "$here/take_part_workflow.sh" "$publish" ;;
    "realworld photos") python3 "$here/realworld_photos.py" "$publish" ;;
    messy) python3 "$here/messy/check.py" "$publish" ;;
    malformed) python3 "$here/malformed/run.py" "$publish" ;;
    "realworld whatsapp") python3 "$here/realworld_whatsapp.py" "$publish" ;;
    reproducible) bash "$here/reproducible.sh" "$publish" ;;
    serve) python3 "$here/serve_session.py" "$publish" 200 20 ;;
    fuzz) bash "$here/fuzz.sh" "${FUZZ_SECONDS:-60}" ;;
    "realworld yaml") python3 "$here/realworld_yaml.py" "$publish" ;;
    budgets) python3 "$here/image_budgets.py" output ;;
    *) echo "quality: no gate named $1"; return 2 ;;
  esac
}

# The gates run in two lanes at once, one per core: every gate works in its own temporary
# folder (or only reads output/), and most of them spend their time waiting on a browser or
# on one process. Each lane is balanced to about half of the time; a gate's output goes to
# its own log, printed whole, in this order, once both lanes are done.
lane_one=(html browser "chapter gate" "editions browser" multilingual "realworld photos")
lane_two=(fuzz hostile privacy "take-part workflow" messy malformed "realworld whatsapp" reproducible serve "realworld yaml")
# Last and alone: the only gate that times pages, away from every other gate and from the
# release build .ci/run starts in the background.
alone=(budgets)

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
log_of() { echo "$logs/${1// /-}"; }

gate() {
  local name=$1 started=$SECONDS
  if run_gate "$name" > "$(log_of "$name").log" 2>&1; then
    echo "passed in $((SECONDS - started)) s" > "$(log_of "$name").status"
  else
    echo "FAILED in $((SECONDS - started)) s" > "$(log_of "$name").status"
  fi
  echo "== $name: $(cat "$(log_of "$name").status")"
}

lane() {
  for name in "$@"; do gate "$name"; done
}

lane "${lane_one[@]}" &
first=$!
lane "${lane_two[@]}" &
second=$!
wait "$first" "$second"
lane "${alone[@]}"

failed_gates=()
all=("${lane_one[@]}" "${lane_two[@]}" "${alone[@]}")
echo
for name in "${all[@]}"; do
  echo "== $name"
  cat "$(log_of "$name").log"
  echo "== $name: $(cat "$(log_of "$name").status")"
  grep -q '^passed' "$(log_of "$name").status" || failed_gates+=("$name")
done

total=${#all[@]}
echo "quality: $((total - ${#failed_gates[@]})) passed, ${#failed_gates[@]} failed"
[ ${#failed_gates[@]} -eq 0 ] || { echo "failed gates: ${failed_gates[*]}"; exit 1; }
