#!/usr/bin/env bash
# Makes sure the system packages the test suite needs are present:
#   - Chromium at /usr/bin/chromium (the benchmarks and screenshots) and its headless shell at
#     /usr/bin/chromium-headless-shell (Playwright's end-to-end tests: the same Debian build without the
#     full browser's windowing, ~20 % less CPU a test; docs/decisions.md). No browser is ever downloaded.
#   - PostgreSQL server binaries under /usr/lib/postgresql/<version>/bin (scripts/with-postgres.sh)
#   - the git command line (a test clones a node model repository with it and runs git fsck)
# As root, missing packages are installed from Debian with apt-get (one `apt-get update`).
# Otherwise it prints what to install and exits non-zero.
set -euo pipefail

PACKAGES=(chromium chromium-headless-shell postgresql git)

missing=()
if [[ ! -x /usr/bin/chromium ]]; then
  missing+=("chromium (no /usr/bin/chromium)")
fi
if [[ ! -x /usr/bin/chromium-headless-shell ]]; then
  missing+=("chromium-headless-shell (no /usr/bin/chromium-headless-shell)")
fi
if ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  missing+=("postgresql (no /usr/lib/postgresql/*/bin/initdb)")
elif [[ $(id -u) -eq 0 ]] && ! id -u postgres >/dev/null 2>&1; then
  # As root, with-postgres.sh runs the server as the 'postgres' user that the package creates.
  missing+=("postgresql (no 'postgres' system user)")
fi

if ! command -v git >/dev/null; then
  missing+=("git (no git command)")
fi

if [[ ${#missing[@]} -eq 0 ]]; then
  pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  echo "ensure-system-deps: ok — /usr/bin/chromium, /usr/bin/chromium-headless-shell, PostgreSQL server in $pg_bin"
  exit 0
fi

echo "ensure-system-deps: missing: ${missing[*]}"

if [[ $(id -u) -ne 0 ]]; then
  cat >&2 <<MSG
ensure-system-deps: the test suite needs Debian's chromium and postgresql packages.
Install them as root, then run the tests again:

    sudo apt-get update && sudo apt-get install -y ${PACKAGES[*]}

(Playwright uses /usr/bin/chromium-headless-shell, the benchmarks /usr/bin/chromium; the API tests start a throwaway PostgreSQL server with the
binaries under /usr/lib/postgresql/<version>/bin.)
MSG
  exit 1
fi

if ! command -v apt-get >/dev/null; then
  echo "ensure-system-deps: running as root but apt-get is not available; install ${PACKAGES[*]} by hand." >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
echo "ensure-system-deps: apt-get update"
apt-get update
echo "ensure-system-deps: apt-get install -y ${PACKAGES[*]}"
apt-get install -y -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold "${PACKAGES[@]}"

# Check again: the packages must really have provided what the suite uses.
status=0
if [[ ! -x /usr/bin/chromium ]]; then
  echo "ensure-system-deps: /usr/bin/chromium is still missing after installing chromium" >&2
  status=1
fi
if [[ ! -x /usr/bin/chromium-headless-shell ]]; then
  echo "ensure-system-deps: /usr/bin/chromium-headless-shell is still missing after installing chromium-headless-shell" >&2
  status=1
fi
if ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  echo "ensure-system-deps: /usr/lib/postgresql/*/bin/initdb is still missing after installing postgresql" >&2
  status=1
fi
if ! id -u postgres >/dev/null 2>&1; then
  echo "ensure-system-deps: the 'postgres' system user does not exist (the postgresql package normally creates it)" >&2
  status=1
fi
[[ $status -eq 0 ]] && echo "ensure-system-deps: installed ${PACKAGES[*]}"
exit $status
