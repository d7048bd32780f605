#!/usr/bin/env bash
# `pnpm typecheck`: three TypeScript programs, two at a time. The browser packages (shared, the
# host and every remote-*) share their compiler options and most of what they load (React, antd,
# shared's sources), so they are checked as one program (shared/tsconfig.console.json): 65 s of
# CPU here against 226 s as seven programs (and 89 s for the whole against 193 s). Each
# package's own `typecheck` script still checks it alone.
# Fails when any program has an error; all of them print what they found.
set -uo pipefail
cd "$(dirname "$0")/.."
(cd server && npx tsc -p tsconfig.json --noEmit) &
server_pid=$!
(cd shared && npx tsc -p tsconfig.console.json) && console_status=0 || console_status=1
(cd e2e && npx tsc -p tsconfig.json --noEmit) && e2e_status=0 || e2e_status=1
wait "$server_pid"
server_status=$?
for name in console e2e server; do
  status_var="${name}_status"
  echo "typecheck ${name}: $([[ ${!status_var} == 0 ]] && echo ok || echo FAILED)"
done
exit $((console_status || e2e_status || server_status))
