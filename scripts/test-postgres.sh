#!/usr/bin/env bash
# Runs the backend suite on a real PostgreSQL: DATABASE_URL if set, else a throwaway cluster on loopback.
set -euo pipefail
cd "$(dirname "$0")/.."

exec bash scripts/with-postgres.sh npx vitest run --project backend "$@"
