#!/usr/bin/env bash
# Every check and test suite, in the order CI runs them: lint, typecheck, unit tests (jest),
# server integration tests on embedded PGlite and on PostgreSQL, the production build, and the
# Playwright journeys in Debian's Chromium against the built console and the real server.
# Ends with one line: `tests: N passed, N failed`, summed over all suites.
set -uo pipefail
cd "$(dirname "$0")/.."
REPORTS="$PWD/.test-reports"
rm -rf "$REPORTS" && mkdir -p "$REPORTS"
failed_steps=()
unreported=0

# step NAME REPORT-PREFIX COMMAND...: a failed step that left no report of its own (lint,
# typecheck, build, or a suite that crashed) counts as one failure in the summary.
step() {
  local name=$1 report=$2
  shift 2
  echo
  echo "=== $name"
  local started=$SECONDS
  if "$@"; then
    echo "=== $name: ok ($((SECONDS - started)) s)"
  else
    echo "=== $name: FAILED ($((SECONDS - started)) s)"
    failed_steps+=("$name")
    if [[ -z $report ]] || ! compgen -G "$REPORTS/$report*.json" >/dev/null; then
      unreported=$((unreported + 1))
    fi
  fi
}

# Two jest workers: jest's default (cores - 1) is one on this 2-core machine, and two took the
# unit tests from 150 s to 98 s here.
unit_tests() {
  local status=0
  for pkg in shared host remote-*; do
    (cd "$pkg" && npx jest --ci --maxWorkers=2 --json --outputFile="$REPORTS/jest-$pkg.json") || status=1
  done
  return $status
}

server_tests_pglite() {
  TEST_REPORT_FILE="$REPORTS/server-pglite.json" pnpm --filter @console/server test
}

server_tests_postgres() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
  if [[ -z $bin ]]; then
    echo "PostgreSQL is not installed (apt-get install -y postgresql)"
    return 1
  fi
  local dir port=${PG_TEST_PORT:-55432} as=()
  dir=$(mktemp -d /tmp/console-pg.XXXXXX)
  # initdb refuses to run as root: run the server as the postgres user then.
  if [[ $(id -u) == 0 ]]; then
    chown postgres "$dir"
    as=(runuser -u postgres --)
  fi
  "${as[@]}" "$bin/initdb" -D "$dir/data" -A trust -U postgres >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log"
    return 1
  }
  # Room for the several-processes tests (each process holds a pool and a bus connection) beside
  # the others running at the same time.
  "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=300" start >/dev/null || {
    cat "$dir/server.log"
    return 1
  }
  local status=0
  TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" \
    TEST_REPORT_FILE="$REPORTS/server-postgres.json" pnpm --filter @console/server test || status=1
  "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null
  rm -rf "$dir"
  return $status
}

# One RabbitMQ broker for the whole run (the message-queue monitor's tests and journeys), on a
# loopback port with folders of its own; it boots while lint runs. Stopped at the end.
rabbit_dir=$(mktemp -d /tmp/console-rabbit-run.XXXXXX)
(cd server && exec node --import tsx test/rabbit.ts >"$rabbit_dir/url") &
rabbit_pid=$!
trap 'kill $rabbit_pid 2>/dev/null; wait $rabbit_pid 2>/dev/null; rm -rf "$rabbit_dir"' EXIT
broker_ready() {
  for _ in $(seq 1 240); do
    if [[ -s $rabbit_dir/url ]]; then
      TEST_AMQP_URL=$(cat "$rabbit_dir/url")
      export TEST_AMQP_URL
      echo "RabbitMQ for the tests at $TEST_AMQP_URL"
      return 0
    fi
    kill -0 $rabbit_pid 2>/dev/null || break
    sleep 0.5
  done
  echo "RabbitMQ did not start (apt-get install -y rabbitmq-server); the suites start their own"
}

step "lint" "" pnpm lint
step "typecheck" "" pnpm typecheck
step "unit tests (jest)" jest- unit_tests
broker_ready
step "server tests on PGlite" server-pglite server_tests_pglite
step "server tests on PostgreSQL" server-postgres server_tests_postgres
step "build" "" pnpm build
step "end-to-end tests (Playwright, Chromium)" e2e pnpm e2e

echo
if ((${#failed_steps[@]})); then
  echo "Failed steps: ${failed_steps[*]}"
fi
node scripts/test-summary.mjs "$REPORTS" "$unreported"
