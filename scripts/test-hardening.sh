#!/usr/bin/env bash
# npm run test:hardening — the hardening suite of issue 24 and its report, docs/hardening.md.
# The suite is apps/server/src/hardening (probes of every route) plus the tests that prove a rule
# where it is enforced (listed below); all of them also run in the README's test command (npm test).
# The PostgreSQL ones run on a throwaway server (scripts/with-postgres.sh). Figures the tests record
# (hardening/figures.ts) and each file's result go into the report.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
export CAIRN_HARDENING_FIGURES="$WORK/figures.jsonl"
: >"$CAIRN_HARDENING_FIGURES"

# Rules proven where they are enforced (paths under apps/server/src).
ENFORCED=(
  http/role-route-matrix.test.ts
  http/csrf.test.ts
  http/security-headers.test.ts
  http/request-shape.test.ts
  http/log-redaction.test.ts
  http/public-origin.test.ts
  modules/engagements/engagement-warehouse.test.ts
  modules/storage/storage-locations.test.ts
  modules/storage/storage.test.ts
  modules/storage/storage-quota.test.ts
  modules/import/warehouse-quota.test.ts
  modules/building/build-quota.test.ts
  modules/profile/profile.test.ts
  modules/tenants/tenant-cloud-place.test.ts
  modules/connectors/connectors.test.ts
  modules/connectors/broker-poll.test.ts
  modules/gain/governance/requirements-status.db.test.ts
  modules/import/xlsx-limits.test.ts
  modules/node-model/git-http/git-http.test.ts
  modules/node-model/git-http/push-tree-rules.test.ts
  modules/node-model/git-http/git-push-limits.test.ts
  modules/authorization/set-password.test.ts
  modules/access-tokens/access-token-scopes.test.ts
  auth/rate-limit.db.test.ts
  modules/secrets/secret-leaks.test.ts
  modules/access-tokens/access-tokens.test.ts
  auth/auth.test.ts
  warehouse/engine-choice.test.ts
  warehouse/untrusted-session.test.ts
  warehouse/process/child-environment.test.ts
)
# On PostgreSQL: users' SQL on the PostgreSQL warehouse, and the configuration claims' SQL.
ON_POSTGRES=(
  warehouse/postgres/pg-session.pg.test.ts
  modules/building/building-postgres.pg.test.ts
  modules/import/warehouse-quota.pg.test.ts
  warehouse/postgres/pg-provisioning.pg.test.ts
  modules/engagement-configurations/configuration-references.db.test.ts
)
existing() { for f in "$@"; do [[ -f "$ROOT/apps/server/src/$f" ]] && echo "src/$f"; done; }

status=0
(cd "$ROOT/apps/server" && npx vitest run --reporter=default --reporter=json \
  "--outputFile.json=$WORK/pglite.json" src/hardening $(existing "${ENFORCED[@]}") src/modules/engagement-configurations/configuration-references.db.test.ts) || status=1
(cd "$ROOT/apps/server" && bash "$ROOT/scripts/with-postgres.sh" npx vitest run --reporter=default --reporter=json \
  "--outputFile.json=$WORK/postgres.json" $(existing "${ON_POSTGRES[@]}")) || status=1
node "$ROOT/scripts/hardening-report.mjs" "$WORK" >"$ROOT/docs/hardening.md"
npx prettier --log-level warn --write "$ROOT/docs/hardening.md"
echo "hardening: report written to docs/hardening.md"
exit $status
