#!/usr/bin/env bash
# action.yml's first step: which version of publish to install (WANTED, else the tag the
# action is used at, ACTION_REF, without its v) and where (a folder per version under the
# runner's tool cache). Writes `version` and `path` to GITHUB_OUTPUT.
set -euo pipefail
version=${WANTED:-${ACTION_REF:-}}
version=${version#v}
if ! [[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
  echo "::error::Readalong's action needs a release: use it at a version tag (uses: OWNER/readalong@v0.1.0) or give 'with: version: 0.1.0' (got '${version}')"
  exit 1
fi
path="${RUNNER_TOOL_CACHE:-$HOME/.cache}/readalong/$version"
echo "version=$version" >> "$GITHUB_OUTPUT"
echo "path=$path" >> "$GITHUB_OUTPUT"
