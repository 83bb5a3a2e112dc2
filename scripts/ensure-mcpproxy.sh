#!/usr/bin/env bash
# The real-proxy tests run MCPProxy's Python edition (smart-mcp-proxy, from PyPI); install it into a virtualenv under
# node_modules/.cache when missing or when its pinned requirements changed. (The Go mcpproxy-go cannot be had here:
# the Go module proxy refuses it.)
set -euo pipefail
cd "$(dirname "$0")/.."
REQ=test/mcpproxy/requirements.txt
VENV=node_modules/.cache/mcpproxy-py
STAMP="$VENV/requirements.sha256"
SUM="$(sha256sum "$REQ" | cut -d' ' -f1)"
[ -x "$VENV/bin/mcpproxy" ] && [ "$(cat "$STAMP" 2>/dev/null)" = "$SUM" ] && exit 0
PY="$(command -v python3 || true)"
if [ -z "$PY" ] || ! "$PY" -c 'import sys; sys.exit(sys.version_info < (3, 11, 1))'; then
  echo "MCPProxy's Python edition needs Python 3.11.1 or later as python3 (found: ${PY:-none})" >&2
  exit 1
fi
echo "installing MCPProxy's Python edition (smart-mcp-proxy) into $VENV..." >&2
rm -rf "$VENV"
"$PY" -m venv "$VENV"
"$VENV/bin/pip" install --quiet --disable-pip-version-check --no-deps -r "$REQ"
echo "$SUM" > "$STAMP"
