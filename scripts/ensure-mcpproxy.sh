#!/usr/bin/env bash
# The real MCPProxy (Go, "server" edition) at the version scripts/pins.env names, installed as
# node_modules/.cache/mcpproxy-go/<version>/mcpproxy; there already, nothing is done (a new pin is a new path).
# `go install` where the Go module proxy serves the module (a user's machine); where it refuses it (these
# machines), a build of the pinned source in ../shared/vendor/mcpproxy-go, checked against the sha256 its README
# gives and extracted to a temporary directory, never into the project. Prints the binary's path.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=pins.env
. scripts/pins.env
V="$MCPPROXY_VERSION"
OUT="$PWD/node_modules/.cache/mcpproxy-go/$V"
if [ -x "$OUT/mcpproxy" ]; then echo "$OUT/mcpproxy"; exit 0; fi

command -v go >/dev/null || { echo "ensure-mcpproxy: building MCPProxy $V needs Go 1.25 or later (no go on PATH)" >&2; exit 1; }
TMP="$(mktemp -d)"
trap 'chmod -R u+w "$TMP" 2>/dev/null; rm -rf "$TMP"' EXIT
# As MCPProxy's Dockerfile builds it: static, the server edition, its version stamped in.
export CGO_ENABLED=0
LDFLAGS="-s -w -X main.version=$V"
echo "ensure-mcpproxy: installing MCPProxy $V (go install)..." >&2
if ! GOBIN="$TMP/bin" go install -tags server -ldflags "$LDFLAGS" \
  "github.com/smart-mcp-proxy/mcpproxy-go/cmd/mcpproxy@$V" 2>"$TMP/install.err"; then
  VENDOR="${MCPPROXY_VENDOR:-$PWD/../shared/vendor/mcpproxy-go}"
  TARBALL="$VENDOR/mcpproxy-go-${V#v}-src.tar.gz"
  echo "ensure-mcpproxy: go install failed ($(tail -1 "$TMP/install.err")); building $TARBALL" >&2
  [ -f "$TARBALL" ] || { echo "ensure-mcpproxy: $TARBALL: no such file (and go install failed)" >&2; exit 1; }
  WANT="$(grep -o '[0-9a-f]\{64\}' "$VENDOR/README.md" | head -1 || true)"
  GOT="$(sha256sum "$TARBALL" | cut -d' ' -f1)"
  if [ -z "$WANT" ] || [ "$GOT" != "$WANT" ]; then
    echo "ensure-mcpproxy: $TARBALL has sha256 $GOT; $VENDOR/README.md says ${WANT:-nothing}" >&2
    exit 1
  fi
  tar -xzf "$TARBALL" -C "$TMP"
  (cd "$TMP/mcpproxy-go-${V#v}" && go build -tags server -ldflags "$LDFLAGS" -o "$TMP/bin/mcpproxy" ./cmd/mcpproxy)
fi
"$TMP/bin/mcpproxy" --version >&2
mkdir -p "$OUT"
# Whole or not at all: a build cut short leaves no binary that looks installed.
mv "$TMP/bin/mcpproxy" "$OUT/mcpproxy.tmp" && mv "$OUT/mcpproxy.tmp" "$OUT/mcpproxy"
echo "$OUT/mcpproxy"
