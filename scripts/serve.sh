#!/usr/bin/env bash
# serve.sh PORT STATE_DIR [--fresh]: builds the app, applies the directory
# migrations to STATE_DIR and runs the Worker with wrangler dev on
# 127.0.0.1:PORT, base domain localhost:PORT.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="$1"; STATE="$2"
export WRANGLER_SEND_METRICS=false CLOUDFLARE_CF_FETCH_ENABLED=false CI=true
[ "${3:-}" = "--fresh" ] && rm -rf "$STATE"
[ -f build/server/index.js ] && [ -z "${REBUILD:-}" ] || npx remix build >/dev/null
npx wrangler d1 migrations apply DIRECTORY --local --persist-to "$STATE" >/dev/null
exec npx wrangler dev --ip 127.0.0.1 --port "$PORT" --inspector-port $((PORT + 1000)) \
  --persist-to "$STATE" --var "BASE_DOMAIN:localhost:$PORT" --log-level warn
