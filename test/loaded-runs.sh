#!/usr/bin/env bash
# Issue 36's stability check: web-test-runner and Playwright N times in a row (default 3), each with a whole vitest
# run beside it as load, stopped when Playwright ends. Builds first. Prints one line per run; exits 1 if any failed.
# Usage: bash test/loaded-runs.sh [N]   (logs in $LOADED_LOGS, default /tmp/leasedesk-loaded-runs; each run's failure
# artefacts in its own results-N folder there, so the next run does not clear them)
set -u
cd "$(dirname "$0")/.."
runs=${1:-3}
logs=${LOADED_LOGS:-/tmp/leasedesk-loaded-runs}
mkdir -p "$logs"
npm run build > "$logs/build.log" 2>&1 || { echo "build failed: $logs/build.log"; exit 1; }
failed=0
for i in $(seq 1 "$runs"); do
  # Its own process group, so stopping the load stops vitest's workers too and nobody else's vitest.
  setsid npx vitest run > "$logs/vitest-$i.log" 2>&1 &
  load=$!
  t0=$(date +%s)
  npx web-test-runner > "$logs/wtr-$i.log" 2>&1; wtr=$?
  t1=$(date +%s)
  npx playwright test --reporter line --output "$logs/results-$i" > "$logs/playwright-$i.log" 2>&1; pw=$?
  t2=$(date +%s)
  # Whether the load lasted the whole run: vitest still running when Playwright ended.
  if kill -0 "$load" 2>/dev/null; then beside="vitest beside it to the end"; else beside="vitest ended first"; fi
  kill -- "-$load" 2>/dev/null; wait "$load" 2>/dev/null
  [ "$wtr" -ne 0 ] || [ "$pw" -ne 0 ] && failed=1
  echo "run $i: web-test-runner rc=$wtr in $((t1 - t0)) s; Playwright rc=$pw in $((t2 - t1)) s: $(grep -E '^ +[0-9]+ (passed|failed|flaky)' "$logs/playwright-$i.log" | tr -s ' \n' ' ')($beside)"
done
exit "$failed"
