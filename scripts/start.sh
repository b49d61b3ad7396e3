#!/usr/bin/env bash
# The README's first command: install, build, create the demo data and serve.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${PORT:-8787}"
bash scripts/setup.sh
DEV_TELEMETRY=1 REBUILD=1 bash scripts/serve.sh "$PORT" .wrangler/state &
SERVER=$!
trap 'kill $SERVER 2>/dev/null' EXIT INT TERM
for _ in $(seq 1 120); do
  curl -sf -o /dev/null "http://127.0.0.1:$PORT/api/v2/tenant/verify?subdomain=acme" && break
  kill -0 $SERVER 2>/dev/null || { echo "The server did not start." >&2; exit 1; }
  sleep 1
done
curl -sf -X POST "http://127.0.0.1:$PORT/api/v2/dev/seed" >/dev/null
node scripts/demo/work.mjs "$PORT"
cat <<TXT

  Meridian is running.

    Public site   http://www.localhost:$PORT
    Log in        http://auth.localhost:$PORT/login
    Acme Inc      http://acme.localhost:$PORT
    Globex        http://globex.localhost:$PORT
    Mail outbox   http://www.localhost:$PORT/dev/outbox   (sign-up codes, invites, reset links)
    Traces        http://www.localhost:$PORT/dev/traces   (browser → Worker → Durable Object waterfalls)
    Analytics     http://www.localhost:$PORT/dev/analytics

  Demo logins (password Demo#2026):
    ada@acme.test    super admin of acme (domain acme), member of globex
    bob@acme.test    member of acme (not in the private project "Board planning")
    cy@acme.test     admin of acme
    gia@acme.test    guest of acme
    gus@globex.test  super admin of globex (domain globex)

  Press Ctrl+C to stop.
TXT
wait $SERVER
