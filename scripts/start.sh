#!/usr/bin/env bash
# `npm start`: build what is not built yet, then run Cairn with the embedded defaults
# (PGlite and local storage under ./data, demo data on the first start).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f apps/server/dist/main.js ] || [ ! -f apps/web/dist/index.html ] || [ "${CAIRN_REBUILD:-}" = "1" ]; then
  echo "Building Cairn (first start, about a minute)..."
  npm run build --silent
fi
exec node apps/server/dist/main.js serve "$@"
