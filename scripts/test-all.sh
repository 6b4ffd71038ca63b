#!/usr/bin/env bash
# The whole test suite (README: `npm test`), in this order, continuing after a failing step:
#   1. system dependencies (chromium, its headless shell, postgresql, git), then typecheck, lint and
#      formatting (prettier --check) side by side                   — each counted as 1 test
#   2. build packages/contracts (other workspaces import its dist)  — counted as 1 test
#      then the web app's generated API client checked against the server's routes — 1 test
#      (beside lint and formatting)
#   3. production build (the process tests start it)               — counted as 1 test
#   4. unit + API tests on embedded PGlite (contracts, server), then the server's database tests
#      (*.db.test.ts, *.pg.test.ts) on a throwaway real PostgreSQL server
#   5. Playwright end-to-end tests in Debian's Chromium headless shell against the built app, with the web's unit and
#      component tests beside them at a lower priority
# Ends with one line `N passed, N failed[, N skipped]` and exits non-zero if anything failed.
# Reports and logs stay in test-results/test-all/ (Playwright artefacts in e2e/test-results/).
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

OUT="$ROOT/test-results/test-all"
rm -rf "$OUT"
mkdir -p "$OUT"
MANIFEST="$OUT/manifest.tsv"
: >"$MANIFEST"

# Binaries of the workspaces' devDependencies (vitest, playwright, tsc) without npx's registry fallback.
export PATH="$ROOT/node_modules/.bin:$PATH"
# Keep the suites' output free of colour codes when not on a terminal.
if [[ ! -t 1 ]]; then export FORCE_COLOR=0 NO_COLOR=1; fi

START_ALL=$SECONDS
any_failed=0

# run_step <kind> <name> <report|-> <timeout seconds> <command...> (scripts/lib/steps.sh)
source "$ROOT/scripts/lib/steps.sh"

# vitest_step <name> <workspace dir> <report> [wrapper...] : `vitest run` in the workspace with a JSON report.
vitest_step() {
  local name=$1 dir=$2 report=$3
  shift 3
  # 30 min: the server suite took 5.5 min on one 2-core machine and over 15 on a slower one of the
  # same kind (session 10); the limit is there to stop a hang, not to time the suite.
  SHOW="(cd $dir && ${*:+$* }vitest run ... --outputFile.json=${report#"$ROOT"/})" run_step vitest "$name" "$report" 1800 \
    env -C "$ROOT/$dir" "PATH=$ROOT/$dir/node_modules/.bin:$PATH" "$@" \
    vitest run --passWithNoTests --reporter=default --reporter=json "--outputFile.json=$report"
}

# 1. system dependencies, typecheck, lint
run_step check "system dependencies (chromium, postgresql, git)" - 1800 bash scripts/ensure-system-deps.sh
# tsc, eslint and prettier each keep about one core busy: lint and the formatting check run beside
# the typecheck and the checks that follow it (their output shown after them).
run_step check "lint" - 900 npm run lint >"$OUT/lint.log" 2>&1 &
lint_job=$!
run_step check "format (prettier --check)" - 600 prettier --check . >"$OUT/format.log" 2>&1 &
format_job=$!
run_step check "typecheck" - 900 npm run typecheck

# 2. contracts build (the other workspaces import @cairn/contracts from its dist; the typecheck has
# just emitted it with the same compiler, so this finds it up to date)
run_step check "build packages/contracts" - 600 bash scripts/tsc.sh -b packages/contracts
# The committed client types (apps/web/src/shared/api/schema.gen.ts) must match the routes: after
# changing a route's schema, run `npm run api:generate` (the server needs the contracts' dist).
run_step check "API client up to date" - 300 tsx scripts/generate-api-types.ts --check
run_step check "configuration docs up to date" - 300 tsx scripts/generate-config-docs.ts --check
wait "$lint_job" "$format_job"
cat "$OUT/lint.log" "$OUT/format.log"

# 3. production build, before the tests: the process tests start the built server as it ships
# (CAIRN_TEST_BUILT=1, apps/server/src/test/cairn-process.ts) and the end-to-end tests need it.
run_step check "production build" - 900 npm run build
if [[ $(tail -n 1 "$MANIFEST" | cut -f3) == 0 ]]; then export CAIRN_TEST_BUILT=1; fi

# 4. unit + API tests: the contracts', then the server's on PGlite and on a real PostgreSQL server
# (apps/server/vitest.config.ts, docs/testing.md), one after the other. They keep both cores busy
# by themselves (93-99 % sampled every 3 s), and their process tests count heartbeats and deadlines:
# nothing else runs beside them.
vitest_step "vitest packages/contracts" packages/contracts "$OUT/vitest-contracts.json"
vitest_step "vitest apps/server (PGlite)" apps/server "$OUT/vitest-server-pglite.json"
vitest_step "vitest apps/server (PostgreSQL)" apps/server "$OUT/vitest-server-postgres.json" \
  bash "$ROOT/scripts/with-postgres.sh"

# 5. end-to-end tests against the built app, and the web's tests beside them at the lowest priority.
# The end-to-end tests alone left a quarter of the two cores idle (one browser, waits on the server
# and its runs): ~6 CPU minutes, about what the web's tests need (5.7 alone). At nice 19 they take
# what the browser and the server leave (at nice 10 they took more: the end-to-end step went from
# 12.3 to 14.6 minutes); a web test may then wait for a core, so their time limits are stretched
# (CAIRN_TEST_PATIENCE, apps/web/vitest.config.ts). The web's output is shown when both are done.
vitest_step "vitest apps/web" apps/web "$OUT/vitest-web.json" \
  nice -n 19 env CAIRN_TEST_PATIENCE=6 >"$OUT/vitest-web.log" 2>&1 &
web_job=$!
run_step playwright "playwright e2e (chromium)" "$OUT/playwright.json" 2400 \
  env "PLAYWRIGHT_JSON_OUTPUT_FILE=$OUT/playwright.json" \
  playwright test -c e2e/playwright.config.ts --reporter=line,json
wait "$web_job"
cat "$OUT/vitest-web.log"

echo
echo "all steps done in $((SECONDS - START_ALL))s; reports in ${OUT#"$ROOT"/}/"
summarize_and_exit
