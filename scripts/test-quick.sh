#!/usr/bin/env bash
# The edit-run loop (`npm run test:quick [-- <base>]`), meant to take under 5 minutes: only what the
# changes since <base> can break, on PGlite, continuing after a failing step like scripts/test-all.sh.
#   <base>: the first argument, else origin/main when there is one, else HEAD (the uncommitted changes).
#   Changed files: `git diff --name-only` from where <base> and HEAD meet, plus untracked files.
#   1. build packages/contracts, when it changed (the other workspaces import its dist)
#   2. typecheck, whole (~1 min; the workspaces' types chain through contracts anyway), when a
#      .ts/.js/.json file changed
#   3. eslint --max-warnings=0 on the changed source files (all files when eslint.config.js changed)
#   4. in each changed workspace among packages/contracts, apps/server, apps/web (contracts changing
#      changes all three), the Vitest files whose imports reach a changed file. Vitest runs a
#      workspace's whole suite when a package.json or a vite/vitest config changed (forceRerunTriggers).
# Nothing changed, or nothing these steps cover (docs, e2e only): the steps say they are skipped and it
# exits 0. Not covered here: the PostgreSQL pass, the production build, formatting, Playwright — run
# `npm test` before pushing. Ends with `N passed, N failed`; exits non-zero if anything failed.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

OUT="$ROOT/test-results/test-quick"
rm -rf "$OUT"
mkdir -p "$OUT"
MANIFEST="$OUT/manifest.tsv"
: >"$MANIFEST"

# Binaries of the workspaces' devDependencies (vitest, eslint, tsc) without npx's registry fallback.
export PATH="$ROOT/node_modules/.bin:$PATH"
if [[ ! -t 1 ]]; then export FORCE_COLOR=0 NO_COLOR=1; fi

BASE=${1:-}
if [[ -z $BASE ]]; then
  if git rev-parse -q --verify origin/main >/dev/null; then BASE=origin/main; else BASE=HEAD; fi
fi
# From the merge base, as `vitest --changed` does: commits that reached origin/main since are not ours.
FROM=$(git merge-base "$BASE" HEAD) || {
  echo "test:quick: '$BASE' is not a commit of this repository"
  exit 2
}
mapfile -t CHANGED < <({ git diff --name-only "$FROM" && git ls-files --others --exclude-standard; } | sort -u)
echo "test:quick: ${#CHANGED[@]} file(s) changed since $BASE ($(git rev-parse --short "$FROM"))"

START_ALL=$SECONDS
any_failed=0

# run_step <kind> <name> <report|-> <timeout seconds> <command...> (scripts/lib/steps.sh)
source "$ROOT/scripts/lib/steps.sh"

skip() { echo && echo "━━━━ $1: skipped ($2)"; }
touches() { printf '%s\n' "${CHANGED[@]}" | grep -qE "$1"; }

WORKSPACES=()
if touches '^packages/contracts/'; then
  WORKSPACES=(packages/contracts apps/server apps/web)
else
  for ws in apps/server apps/web; do touches "^$ws/" && WORKSPACES+=("$ws"); done
fi

# 1. contracts build
if [[ ${WORKSPACES[0]:-} == packages/contracts ]]; then
  run_step check "build packages/contracts" - 600 bash scripts/tsc.sh -b packages/contracts
fi

# 2. typecheck
if touches '\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|json)$'; then
  run_step check "typecheck" - 900 npm run typecheck
else
  skip typecheck "no .ts/.js/.json file changed"
fi

# 3. lint (deleted files have nothing to lint; --no-warn-ignored: a changed file eslint ignores is fine)
LINTABLE=()
for f in "${CHANGED[@]}"; do
  [[ -f $f && $f =~ \.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$ ]] && LINTABLE+=("$f")
done
if touches '^eslint\.config\.js$'; then
  run_step check "lint" - 900 npm run lint
elif [[ ${#LINTABLE[@]} -gt 0 ]]; then
  SHOW="eslint --max-warnings=0 (${#LINTABLE[@]} changed file(s))" run_step check "lint (changed files)" - 900 \
    eslint --max-warnings=0 --no-warn-ignored "${LINTABLE[@]}"
else
  skip lint "no source file changed"
fi

# 4. Vitest, related files only. `vitest related` with git's list rather than `vitest --changed`: the
# server and web import contracts from its dist, which git does not track, so a change to
# packages/contracts/src/x.ts is passed as dist/x.js too.
RELATED=()
for f in "${CHANGED[@]}"; do
  RELATED+=("$ROOT/$f")
  if [[ $f =~ ^packages/contracts/src/(.*)\.ts$ ]]; then
    RELATED+=("$ROOT/packages/contracts/dist/${BASH_REMATCH[1]}.js")
  fi
done
[[ ${#WORKSPACES[@]} -eq 0 ]] && skip vitest "nothing to test: no change in packages/contracts, apps/server, apps/web"
for ws in "${WORKSPACES[@]}"; do
  report="$OUT/vitest-${ws##*/}.json"
  SHOW="(cd $ws && vitest related --run <${#CHANGED[@]} changed file(s)> --outputFile.json=${report#"$ROOT"/})" \
    run_step vitest "vitest $ws (related)" "$report" 1800 \
    env -C "$ROOT/$ws" "PATH=$ROOT/$ws/node_modules/.bin:$PATH" \
    vitest related --run --passWithNoTests --reporter=default --reporter=json "--outputFile.json=$report" \
    "${RELATED[@]}"
done

echo
if [[ ! -s $MANIFEST ]]; then
  echo "test:quick: nothing to check for these changes"
  exit 0
fi
echo "test:quick done in $((SECONDS - START_ALL))s; reports in ${OUT#"$ROOT"/}/"
summarize_and_exit
