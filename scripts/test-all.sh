#!/usr/bin/env bash
# Every check and test suite, in the order CI runs them: lint, typecheck, the production build,
# unit tests (jest), server integration tests on PostgreSQL (and embedded PGlite), and the
# Playwright journeys in Debian's Chromium against the built console and the real server; the
# several-processes tests (server/test/scale) on a PostgreSQL of their own, beside the first steps.
# Ends with one line: `tests: N passed, N failed`, summed over all suites.
set -uo pipefail
cd "$(dirname "$0")/.."
REPORTS="$PWD/.test-reports"
rm -rf "$REPORTS" && mkdir -p "$REPORTS"
failed_steps=()
unreported=0

# The machine's busy and total CPU time so far, in clock ticks (the first line of /proc/stat),
# and the CPU time of a shell's finished children.
machine_ticks() {
  awk '/^cpu /{ busy = $2 + $3 + $4 + $7 + $8; print busy, busy + $5 + $6; exit }' /proc/stat
}
children_ticks() { awk '{ print $16 + $17 }' "/proc/$1/stat"; }
TICKS_PER_S=$(getconf CLK_TCK)
# The longest a step may take: past it a step has hung (the longest, Playwright, took 920 s here).
STEP_LIMIT=2400

# descendants PID: every process below PID, one to a line.
descendants() {
  local child
  for child in $(ps -o pid= --ppid "$1"); do
    echo "$child"
    descendants "$child"
  done
}

# bounded SECONDS COMMAND...: runs COMMAND; if it still runs after SECONDS, prints the processes
# it left (age, CPU, command line) and kills them. A hang would otherwise run into CI's 90
# minutes with no word of where: two CI runs ended that way after the PostgreSQL step, waiting
# on the several-processes tests, whose output comes only when they end.
bounded() {
  local limit=$1 pid started=$SECONDS tree
  shift
  "$@" &
  pid=$!
  while kill -0 "$pid" 2>/dev/null && ((SECONDS - started < limit)); do sleep 1; done
  if kill -0 "$pid" 2>/dev/null; then
    tree=$(descendants "$pid" | paste -sd,)
    echo "!!! still running after $limit s, killed: $*"
    ps -o pid,ppid,etimes,time,args -p "$pid${tree:+,$tree}" | cut -c1-400
    kill -9 "$pid" ${tree//,/ } 2>/dev/null
  fi
  wait "$pid"
}

# measured COMMAND...: runs in a subshell of its own, whose finished children are the command's
# processes only (a background job that ends meanwhile is this shell's child, not its), and
# leaves their CPU time in $REPORTS/.step-cpu.
measured() {
  bounded "$STEP_LIMIT" "$@"
  local status=$?
  children_ticks "$BASHPID" >"$REPORTS/.step-cpu"
  return $status
}

# step NAME REPORT-PREFIX COMMAND...: a failed step that left no report of its own (lint,
# typecheck, build, or a suite that crashed) counts as one failure in the summary. Each step
# says its time, the CPU time of its own processes, and how busy both cores were meanwhile (with
# whatever ran beside it): where CI's time goes, for the next one who has to shorten it.
step() {
  local name=$1 report=$2 busy0 total0 busy1 total1
  shift 2
  echo
  echo "=== $name"
  local started=$SECONDS outcome=ok
  read -r busy0 total0 < <(machine_ticks)
  echo 0 >"$REPORTS/.step-cpu"
  (measured "$@") || outcome=FAILED
  read -r busy1 total1 < <(machine_ticks)
  local spent="$((SECONDS - started)) s, its CPU $(($(cat "$REPORTS/.step-cpu") / TICKS_PER_S)) s"
  spent+=", cores $((100 * (busy1 - busy0) / (total1 - total0 + 1)))% busy"
  if [[ $outcome == ok ]]; then
    echo "=== $name: ok ($spent)"
  else
    echo "=== $name: FAILED ($spent)"
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

# start_postgres PORT: a throwaway PostgreSQL server on a loopback port (as the postgres user when
# root: initdb refuses root); prints its folder, which stop_postgres takes.
start_postgres() {
  local port=$1 bin dir as=()
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
  if [[ -z $bin ]]; then
    echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2
    return 1
  fi
  dir=$(mktemp -d /tmp/console-pg.XXXXXX)
  if [[ $(id -u) == 0 ]]; then
    chown postgres "$dir"
    as=(runuser -u postgres --)
  fi
  "${as[@]}" "$bin/initdb" -D "$dir/data" -A trust -U postgres >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2
    return 1
  }
  # Room for the several-processes tests (each process holds a pool and a bus connection) beside
  # the others running at the same time. A throwaway server need not survive a crash of the
  # machine: no fsync, commits not waiting for their WAL on disk (the tests kill servers of
  # ours, never PostgreSQL). 85 -> 78 s here for a quarter of the PostgreSQL run.
  local durability="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
  "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=300 $durability" \
    start >/dev/null || {
    cat "$dir/server.log" >&2
    return 1
  }
  echo "$dir"
}

stop_postgres() {
  local dir=$1 bin as=()
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
  [[ $(id -u) == 0 ]] && as=(runuser -u postgres --)
  "${as[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null
  rm -rf "$dir"
}

# The several-processes tests (server/test/scale, and the monitor across two processes) run on a
# PostgreSQL of their own, in the background from the start (see below); the main PostgreSQL run
# leaves them out.
SCALE_TESTS=(/test/scale/ monitors/two-processes)

# The server suite, once: on PostgreSQL, and on PGlite the files about it and those without a
# database (EMBEDDED_ONLY in server/test/run.ts: the route walk among them), in the same run.
# It used to run whole on each (PGlite 714 s, PostgreSQL 336 s in a CI run here).
server_tests_postgres() {
  local port=${PG_TEST_PORT:-55432} dir status=0
  dir=$(start_postgres "$port") || return 1
  TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" \
    TEST_EXCLUDE=$(IFS=,; echo "${SCALE_TESTS[*]}") \
    TEST_REPORT_FILE="$REPORTS/server-postgres.json" \
    bounded 2000 pnpm --filter @console/server test || status=1
  stop_postgres "$dir"
  return $status
}

scale_tests_postgres() {
  local port=${PG_SCALE_PORT:-55433} dir status=0
  dir=$(start_postgres "$port") || return 1
  TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" \
    TEST_REPORT_FILE="$REPORTS/scale-postgres.json" \
    bounded 2000 pnpm --filter @console/server test "${SCALE_TESTS[@]}" || status=1
  stop_postgres "$dir"
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

# The several-processes tests run beside lint, typecheck, the build and the unit tests, which
# leave a core idle at times (ESLint's one thread, the tail of a build); the cluster test's 5,000
# instances keep both cores busy there (96-99% in CI here), and those steps take longer for it.
# Their output is printed when they are collected.
(
  started=$SECONDS
  scale_tests_postgres
  status=$?
  subshell=$BASHPID # here: in $( ) it would be the substitution's own
  cpu=$(($(children_ticks "$subshell") / TICKS_PER_S))
  echo "(ran for $((SECONDS - started)) s, its CPU $cpu s without PostgreSQL's," \
    "beside lint, typecheck, the build and the unit tests)"
  exit $status
) >"$REPORTS/scale-postgres.log" 2>&1 &
scale_pid=$!
collect_scale_tests() {
  cat "$REPORTS/scale-postgres.log"
  return "$scale_status"
}

step "lint" "" pnpm lint
step "typecheck" "" pnpm typecheck
step "build" "" pnpm build
step "unit tests (jest)" jest- unit_tests
broker_ready
step "server tests (PostgreSQL, and PGlite for its own files)" server-postgres server_tests_postgres
scale_status=0
wait "$scale_pid" || scale_status=1
step "server tests on PostgreSQL, several processes (beside the steps above)" scale-postgres \
  collect_scale_tests
step "end-to-end tests (Playwright, Chromium)" e2e pnpm e2e

echo
if ((${#failed_steps[@]})); then
  echo "Failed steps: ${failed_steps[*]}"
fi
node scripts/test-summary.mjs "$REPORTS" "$unreported"
