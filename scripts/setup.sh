#!/usr/bin/env bash
# Installs what the project needs on a fresh machine: npm packages, and with
# --browser Debian's Chromium for the browser tests. Safe to run repeatedly.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x node_modules/.bin/wrangler ] || [ package.json -nt node_modules/.package-lock.json ]; then
  echo "› Installing npm packages"
  npm install --no-audit --no-fund --loglevel=error
fi

if [ "${1:-}" = "--browser" ] && [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "› Installing Debian's chromium for the browser tests"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
