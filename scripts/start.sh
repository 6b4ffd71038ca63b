#!/usr/bin/env bash
# `npm start`: build what is not built yet, then run Cairn with the embedded defaults
# (PGlite and local storage under ./data, demo data on the first start).
set -euo pipefail
cd "$(dirname "$0")/.."
# Build on the first start, and again when a source file changed since the last build (after a pull).
stale() {
  [ ! -f apps/server/dist/main.js ] || [ ! -f apps/web/dist/index.html ] || [ "${CAIRN_REBUILD:-}" = "1" ] ||
    [ -n "$(find packages/contracts/src apps/server/src apps/server/drizzle apps/web/src apps/web/index.html \
      -newer apps/server/dist/main.js -print -quit 2>/dev/null)" ]
}
if stale; then
  echo "Building Cairn (about a minute)..."
  npm run build --silent
fi
# A 2 MB young generation instead of V8's 16 MB: an idle server otherwise keeps about 40 MB of it
# resident. One V8 helper thread instead of four: each thread keeps its own malloc arena of freed
# compiler and GC memory (~30 MB less idle RSS, measured; the server's work is I/O-bound). On a large
# machine serving many users, raise --v8-pool-size. apps/server/src/bench/memory.bench.ts starts the
# server the same way.
exec node --max-semi-space-size=2 --v8-pool-size=1 apps/server/dist/main.js serve "$@"
