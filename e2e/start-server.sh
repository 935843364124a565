#!/usr/bin/env bash
# The server for the browser tests: built web app, a fresh embedded database, development mode
# (the login answer carries the code), rate limits high enough for many sign-ins in a row.
set -euo pipefail
cd "$(dirname "$0")/.."
data=e2e/output/db
rm -rf "$data"
export DATA_DIR=$data PORT="${E2E_PORT:-4173}" HOST=127.0.0.1 NODE_ENV=development SEED_PROPERTIES=300 \
  LOGIN_RATE_LIMIT_MAX=10000 RATE_LIMIT_MAX=100000 OTP_RESEND_SECONDS=0 LOG_LEVEL=warn
exec npm run start -w server
