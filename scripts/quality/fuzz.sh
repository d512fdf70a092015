#!/usr/bin/env bash
# Fuzz gate: builds the libFuzzer target of Fuzz/ (front-matter splitter, YAML reader and
# transcript parser, through the public check API) and runs it for a bounded time.
# Usage: scripts/quality/fuzz.sh [SECONDS]   (default 60)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
seconds=${1:-60}
cd "$root"
swift build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer --scratch-path .build-fuzz 2>&1 | tail -1
binary=$(find .build-fuzz -path '*release/ReadalongFuzz' -type f | head -1)
corpus=$(mktemp -d)
trap 'rm -rf "$corpus"' EXIT
cp Fuzz/corpus/* "$corpus/"
mkdir -p .build/fuzz-artifacts
if "$binary" -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
     -artifact_prefix=.build/fuzz-artifacts/ "$corpus" > .build/fuzz.log 2>&1; then
  runs=$(grep -o 'Done [0-9]* runs' .build/fuzz.log | grep -o '[0-9]*' || echo "?")
  echo "fuzz: $runs inputs in ${seconds}s, no crash, no hang"
  echo "fuzz: 1 passed, 0 failed"
else
  tail -30 .build/fuzz.log
  echo "fuzz: 0 passed, 1 failed (crashing input saved under .build/fuzz-artifacts/)"
  exit 1
fi
