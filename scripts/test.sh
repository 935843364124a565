#!/usr/bin/env bash
# The one test command (npm test): installs what the tests need, then runs every suite:
# type checks, lint and dead-code checks, unit and API tests (PGlite always, PostgreSQL when it answers), then the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi

if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing: run 'sudo apt-get install -y chromium' and try again." >&2
    exit 1
  fi
fi

# the backup tests run pg_dump / pg_restore / psql (Debian's postgresql-client; on this image by default)
if ! command -v pg_dump >/dev/null || ! command -v pg_restore >/dev/null || ! command -v psql >/dev/null; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && apt-get install -y -qq postgresql-client >/dev/null
  else
    echo "The PostgreSQL client tools are missing: run 'sudo apt-get install -y postgresql-client' and try again." >&2
    exit 1
  fi
fi

# Tests never read the app's DATABASE_URL / REDIS_URL: they get their own variables.
unset DATABASE_URL REDIS_URL
if [ -z "${TEST_DATABASE_URL:-}" ] && node scripts/port-open.mjs 127.0.0.1 5432; then
  export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
fi
if [ -z "${TEST_REDIS_URL:-}" ] && node scripts/port-open.mjs 127.0.0.1 6379; then
  export TEST_REDIS_URL=redis://127.0.0.1:6379
fi
echo "PostgreSQL for tests: ${TEST_DATABASE_URL:-none (PGlite only)}; Redis for tests: ${TEST_REDIS_URL:-none}"

npm run typecheck
# the house rules (import boundaries, no cycles, no /api/ path outside contract, typed lint) and no dead code
npm run lint
npm run knip
npx vitest run
if [ -f e2e/playwright.config.ts ]; then
  npm run build
  npm test -w e2e
fi
