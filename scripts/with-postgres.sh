#!/usr/bin/env bash
# Usage: scripts/with-postgres.sh <command> [args...]
#
# Starts a throwaway PostgreSQL server (Debian's binaries under /usr/lib/postgresql/<ver>/bin, the
# newest version unless PG_BIN is set) in a temporary directory, listening on 127.0.0.1 only on the
# first free port from 55432 upward, with trust authentication. Runs the command with
#   CAIRN_TEST_DATABASE_URL=postgres://postgres@127.0.0.1:<port>/postgres
# and CAIRN_TEST_PG_CTL, a script that stops (`stop`) and starts (`start`) that server again,
# then always stops the server and removes the directory, and exits with the command's exit code.
# As root the server runs as the 'postgres' system user (PostgreSQL refuses to run as root).
set -euo pipefail

if [[ $# -lt 1 ]]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

log() { echo "with-postgres: $*" >&2; }

if [[ -z "${PG_BIN:-}" ]]; then
  PG_BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
fi
if [[ -z "$PG_BIN" || ! -x "$PG_BIN/initdb" || ! -x "$PG_BIN/pg_ctl" ]]; then
  log "no PostgreSQL server binaries under /usr/lib/postgresql/<version>/bin; run scripts/ensure-system-deps.sh (or: apt-get install -y postgresql)"
  exit 1
fi

as_pg=()
if [[ $(id -u) -eq 0 ]]; then
  if ! id -u postgres >/dev/null 2>&1; then
    log "running as root, but there is no 'postgres' system user to run the server as (install Debian's postgresql package)"
    exit 1
  fi
  as_pg=(runuser -u postgres --)
fi

PG_DIR=$(mktemp -d "${TMPDIR:-/tmp}/cairn-pg.XXXXXX")
chmod 700 "$PG_DIR"
if [[ ${#as_pg[@]} -gt 0 ]]; then
  chown postgres:postgres "$PG_DIR"
fi
DATA="$PG_DIR/data"
SERVER_LOG="$PG_DIR/server.log"
started=0

# Runs a PostgreSQL binary as the server's user, from the temp dir (the postgres user may not be
# allowed into the caller's working directory).
pg() { (cd "$PG_DIR" && "${as_pg[@]}" "$@"); }

cleanup() {
  local rc=$?
  trap - EXIT INT TERM
  if [[ $started -eq 1 ]]; then
    if ! pg "$PG_BIN/pg_ctl" -D "$DATA" -m fast -t 30 -w stop >/dev/null 2>&1; then
      log "fast shutdown failed; stopping immediately"
      pg "$PG_BIN/pg_ctl" -D "$DATA" -m immediate -t 15 -w stop >/dev/null 2>&1 || true
      if [[ -f "$DATA/postmaster.pid" ]]; then
        kill -KILL "$(head -n 1 "$DATA/postmaster.pid")" 2>/dev/null || true
      fi
    fi
    log "stopped PostgreSQL on port $PORT"
  fi
  rm -rf "$PG_DIR"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if ! pg "$PG_BIN/initdb" -D "$DATA" -U postgres --auth=trust --encoding=UTF8 --locale=C --no-sync >"$PG_DIR/initdb.log" 2>&1; then
  log "initdb failed:"
  cat "$PG_DIR/initdb.log" >&2
  exit 1
fi

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

PORT=${CAIRN_PG_PORT:-55432}
last=$((PORT + 100))
while :; do
  if [[ $PORT -gt $last ]]; then
    log "no free loopback port between ${CAIRN_PG_PORT:-55432} and $last"
    exit 1
  fi
  if port_in_use "$PORT"; then
    PORT=$((PORT + 1))
    continue
  fi
  : >"$SERVER_LOG"
  if [[ ${#as_pg[@]} -gt 0 ]]; then chown postgres:postgres "$SERVER_LOG"; fi
  opts="-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories='$PG_DIR'"
  opts+=" -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
  if pg "$PG_BIN/pg_ctl" -D "$DATA" -l "$SERVER_LOG" -w -t 60 -o "$opts" start >/dev/null 2>&1; then
    started=1
    break
  fi
  if grep -q 'could not bind\|Address already in use\|could not create any TCP/IP sockets' "$SERVER_LOG"; then
    PORT=$((PORT + 1)) # taken between the check and the start: try the next one
    continue
  fi
  log "PostgreSQL did not start; its log:"
  cat "$SERVER_LOG" >&2
  started=1 # make sure a half-started server is stopped
  exit 1
done

if [[ -x "$PG_BIN/pg_isready" ]] && ! "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT" -U postgres -t 30; then
  log "PostgreSQL on port $PORT is not accepting connections; its log:"
  cat "$SERVER_LOG" >&2
  exit 1
fi

# A fault test stops and starts this server under a running Cairn (postgres-restart.faults.test.ts):
# `$CAIRN_TEST_PG_CTL stop|start`, as the server's user, with the options it was started with.
CTL="$PG_DIR/pg-ctl.sh"
cat >"$CTL" <<EOF
#!/usr/bin/env bash
set -euo pipefail
cd '$PG_DIR'
case "\${1:-}" in
  stop) exec ${as_pg[*]} '$PG_BIN/pg_ctl' -D '$DATA' -m fast -t 30 -w stop ;;
  start) exec ${as_pg[*]} '$PG_BIN/pg_ctl' -D '$DATA' -l '$SERVER_LOG' -w -t 60 -o "$opts" start ;;
  *) echo "usage: \$0 stop|start" >&2; exit 2 ;;
esac
EOF
chmod 700 "$CTL"
export CAIRN_TEST_PG_CTL="$CTL"
export CAIRN_TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
log "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') ready at $CAIRN_TEST_DATABASE_URL (data in $PG_DIR)"

# The command runs in the background so that a TERM or INT sent to this script is handled at once:
# passed on to the command, then the server is stopped (bash defers traps while a foreground child runs).
child=
forward() {
  local signal=$1 code=$2
  if [[ -n "$child" ]]; then
    kill "-$signal" "$child" 2>/dev/null || true
    wait "$child" 2>/dev/null || true
  fi
  exit "$code"
}
trap 'forward INT 130' INT
trap 'forward TERM 143' TERM

set +e
"$@" 0<&0 &
child=$!
wait "$child"
status=$?
set -e
exit "$status"
