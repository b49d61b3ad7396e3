#!/usr/bin/env bash
# The README's second command: install, then every check. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export WRANGLER_SEND_METRICS=false CLOUDFLARE_CF_FETCH_ENABLED=false
# As CI: one retry of a failed browser test, a trace for that retry only (playwright.config.ts).
export CI="${CI:-true}"
bash scripts/setup.sh --browser
started=$SECONDS; last=""
took() { echo "   ($(( SECONDS - last )) s)"; }
step() { if [ -n "$last" ]; then took; fi; last=$SECONDS; echo; echo "━━ $1"; }

# The type check needs no build and uses one core for a minute: it runs beside the build, lint and
# unit steps, and its verdict is read before the worker tests.
typecheck_log="$(mktemp)"
npx tsc --noEmit >"$typecheck_log" 2>&1 & typecheck=$!

step "build";       npx remix build
step "lint";        npx eslint . --max-warnings=0
step "unit";        npx vitest run --project unit
step "typecheck (started with the build)"
if ! wait "$typecheck"; then cat "$typecheck_log"; echo "The type check failed."; exit 1; fi
cat "$typecheck_log"
step "worker";      npx vitest run --project worker
# The worker step holds docs/api/openapi.json to the served document; Redocly's recommended rules lint it.
step "api document"; npm run --silent lint:api
step "faults";      npm run test:faults
step "browser";     npx playwright test
took; echo; echo "All checks passed in $(( SECONDS - started )) s."
