#!/usr/bin/env bash
# Fuzz gate: builds the libFuzzer targets of Fuzz/ and runs each for half the time:
# - ReadalongFuzz: the front-matter splitter, YAML reader and transcript parser, through the
#   public check API; any input must give diagnostics, never a crash or a hang;
# - YAMLDifferentialFuzz: the fast YAML reader (SimpleYAML) against Yams on the same bytes;
#   whatever the fast reader accepts must give Yams's tree, positions included.
# Usage: scripts/quality/fuzz.sh [SECONDS]   (default 60, in all)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
seconds=${1:-60}
cd "$root"
# -enable-testing: the differential target reaches the library's internal readers.
# A debug build: it compiles in about a fifth of a release build's time (80 s against 7 min
# on a slow 2-core host) and runs the targets at 60-85% of a release build's inputs a second,
# so the gate's minute fuzzes almost as much for far less time in CI.
swift build --package-path Fuzz -Xswiftc -sanitize=fuzzer -Xswiftc -enable-testing \
  --scratch-path .build-fuzz 2>&1 | tail -1
mkdir -p .build/fuzz-artifacts
workdir=$(mktemp -d)
trap 'rm -rf "$workdir"' EXIT
passed=0
failed=0
# run TARGET SEEDS SECONDS [libFuzzer options…]
run() {
  local target=$1 seeds=$2 budget=$3
  shift 3
  local binary corpus="$workdir/$target" log=".build/fuzz-$target.log"
  binary=$(find .build-fuzz -path "*debug/$target" -type f | head -1)
  mkdir -p "$corpus"
  cp "$seeds"/* "$corpus/"
  if "$binary" -max_total_time="$budget" -max_len=4096 -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
       -artifact_prefix=".build/fuzz-artifacts/$target-" "$@" "$corpus" > "$log" 2>&1; then
    local runs
    runs=$(grep -o 'Done [0-9]* runs' "$log" | grep -o '[0-9]*' || echo "?")
    echo "fuzz: $target: $runs inputs in ${budget}s, no finding"
    passed=$((passed + 1))
  else
    tail -30 "$log"
    echo "fuzz: $target failed (the input is saved under .build/fuzz-artifacts/)"
    failed=$((failed + 1))
  fi
}
first=$((seconds / 2))
run ReadalongFuzz Fuzz/corpus/content "$first"
run YAMLDifferentialFuzz Fuzz/corpus/yaml "$((seconds - first))" -dict=Fuzz/yaml.dict
echo "fuzz: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
