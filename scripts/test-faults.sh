#!/usr/bin/env bash
# `npm run test:faults`: the process-level fault tests (apps/server/src/**/*.faults.test.ts, issue 30)
# on a throwaway PostgreSQL server: real `cairn` processes killed with SIGKILL at random moments.
# CAIRN_FAULTS_RUNS sets how many runs are killed (20 by default; `npm run bench -- faults` runs 100
# and writes docs/reliability.md), CAIRN_FAULTS_SEED repeats a campaign's random moments. The test
# command runs a quick part of it (5 kills, jobs/share-nothing.process.pg.test.ts).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT/apps/server"
exec bash "$ROOT/scripts/with-postgres.sh" "$ROOT/node_modules/.bin/vitest" run --config vitest.faults.config.ts "$@"
