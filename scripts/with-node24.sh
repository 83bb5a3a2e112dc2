#!/usr/bin/env bash
# Runs a command with Node 24 (scripts/ensure-node24.sh) first on PATH: the tests run on the action's own runtime.
set -euo pipefail
BIN="$(bash "$(dirname "$0")/ensure-node24.sh")"
export PATH="$BIN:$PATH"
exec "$@"
