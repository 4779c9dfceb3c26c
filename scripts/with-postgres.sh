#!/usr/bin/env bash
# `scripts/with-postgres.sh <command…>`: runs the command with DATABASE_URL pointing at a PostgreSQL.
# DATABASE_URL as set, or else a throwaway cluster on loopback (Debian's postgresql, installed with apt-get
# when missing and run as root), stopped and deleted when the command ends, fails or is interrupted.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ $# -eq 0 ]; then
  echo "usage: scripts/with-postgres.sh <command…>" >&2
  exit 2
fi

if [ -n "${DATABASE_URL:-}" ]; then
  exec "$@"
fi

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
root=false
[ "$(id -u)" -eq 0 ] && root=true

bin=$(find_bin)
if [ -z "$bin" ]; then
  if ! $root; then
    echo "PostgreSQL is missing: run 'sudo apt-get install -y postgresql' (or set DATABASE_URL) and try again." >&2
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  bin=$(find_bin)
fi

as_owner() { if $root; then runuser -u postgres -- "$@"; else "$@"; fi; }

dir=$(mktemp -d "${TMPDIR:-/tmp}/casino-pg.XXXXXX")
cleanup() {
  as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
if $root; then
  id -u postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres:postgres "$dir"
fi

port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
# A UTF-8 LC_CTYPE, as docs/api.md asks of operators: under C, pg_trgm indexes only ASCII and a Hangul search reads every game.
as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 --lc-collate=C >/dev/null
as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (temporary cluster)"

export DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
