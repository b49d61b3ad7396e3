#!/usr/bin/env bash
# serve.sh PORT STATE_DIR [--fresh]: builds the app, applies the directory
# migrations to STATE_DIR and runs the Worker with wrangler dev on
# 127.0.0.1:PORT, base domain localhost:PORT. With DEV_TELEMETRY=1 the Worker and
# the browser send their spans and analytics events to the Worker's development
# collectors (/dev/traces, /dev/analytics). The DevTools inspector listens on
# INSPECTOR_PORT (PORT + 1000 unless set).
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="$1"; STATE="$2"
export WRANGLER_SEND_METRICS=false CLOUDFLARE_CF_FETCH_ENABLED=false CI=true
[ "${3:-}" = "--fresh" ] && rm -rf "$STATE"
TELEMETRY=()
if [ -n "${DEV_TELEMETRY:-}" ]; then
  TELEMETRY=(--var 'OPENTELEMETRY_CONFIG:{"collectorUrl":"/api/v2/dev/traces","serviceName":"meridian"}'
    --var 'ANALYTICS_CONFIG:{"region":"EU","enabled":true,"serverUrl":"/api/v2/dev/analytics"}')
fi
# SESSION_RATE_LIMIT: calls a session may make over HTTP a minute (the bench raises it).
RATE=()
[ -n "${SESSION_RATE_LIMIT:-}" ] && RATE=(--var "SESSION_RATE_LIMIT:$SESSION_RATE_LIMIT")
node scripts/copy-api-reference.mjs >/dev/null
[ -f build/server/index.js ] && [ -z "${REBUILD:-}" ] || npx remix build >/dev/null
npx wrangler d1 migrations apply DIRECTORY --local --persist-to "$STATE" >/dev/null
exec npx wrangler dev --ip 127.0.0.1 --port "$PORT" --inspector-port "${INSPECTOR_PORT:-$((PORT + 1000))}" \
  --persist-to "$STATE" --var "BASE_DOMAIN:localhost:$PORT" "${TELEMETRY[@]}" "${RATE[@]}" --log-level warn
