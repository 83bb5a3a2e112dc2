#!/usr/bin/env bash
# The real FastMCP 2.2.0 release from PyPI, with its dependencies pinned as of its release
# (test/fixtures/fastmcp/requirements.txt), in a virtual environment under node_modules/.cache/fastmcp; prints the
# path of its python. Installed again only when the pins change. test/e2e/fastmcp.test.ts serves mounted proxies on it.
set -euo pipefail
cd "$(dirname "$0")/.."
REQS=test/fixtures/fastmcp/requirements.txt
DIR="$PWD/node_modules/.cache/fastmcp"
SUM="$(sha256sum "$REQS" | cut -d' ' -f1)"
if [ "$(cat "$DIR/installed.sha256" 2>/dev/null)" != "$SUM" ]; then
  echo "installing FastMCP 2.2.0 into $DIR (pip, pinned)..." >&2
  rm -rf "$DIR"
  python3 -m venv "$DIR"
  "$DIR/bin/pip" install --quiet --disable-pip-version-check --no-deps -r "$REQS" >&2
  echo "$SUM" > "$DIR/installed.sha256"
fi
echo "$DIR/bin/python"
