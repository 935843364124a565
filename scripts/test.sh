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

# The type checks, the house rules (import boundaries, no cycles, no /api/ path outside contract, typed lint), the
# dead-code check and the build the browser tests use run side by side: each is mostly one process on one core, so
# on CI's 2 cores four at a time take about half as long as one after another. Each one's output is printed whole
# when it ends. The build goes before vitest, never beside it: the cluster test rebuilds server/dist itself.
static_dir=$(mktemp -d)
trap 'rm -rf "$static_dir"' EXIT
checks=(typecheck lint knip)
[ -f e2e/playwright.config.ts ] && checks+=(build)
declare -A check_pid
for check in "${checks[@]}"; do
  npm run "$check" >"$static_dir/$check.log" 2>&1 &
  check_pid[$check]=$!
done
failed=()
for check in "${checks[@]}"; do
  status=0
  wait "${check_pid[$check]}" || status=$?
  echo "::: npm run $check (exit $status)"
  cat "$static_dir/$check.log"
  [ "$status" = 0 ] || failed+=("$check")
done
if [ "${#failed[@]}" -gt 0 ]; then
  echo "Failed: ${failed[*]}" >&2
  exit 1
fi

npx vitest run
if [ -f e2e/playwright.config.ts ]; then
  npm test -w e2e
fi
