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
step "build";       npx remix build
step "typecheck";   npx tsc --noEmit
step "lint";        npx eslint . --max-warnings=0
step "unit";        npx vitest run --project unit
step "worker";      npx vitest run --project worker
step "faults";      npm run test:faults
step "browser";     npx playwright test
took; echo; echo "All checks passed in $(( SECONDS - started )) s."
