#!/usr/bin/env bash
# The real trace store the traces tests read spans back from: Jaeger (v2, an OpenTelemetry Collector distribution
# with in-memory storage and the query API) at the version scripts/pins.env names, built with Go from the Go module
# proxy into node_modules/.cache/jaeger/<version>/jaeger; there already, nothing is done (a new pin is a new path).
# The build runs in a scratch module of its own (`go get -tool`), never in the project. Prints the binary's path.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=pins.env
. scripts/pins.env
V="$JAEGER_VERSION"
OUT="$PWD/node_modules/.cache/jaeger/$V"
if [ -x "$OUT/jaeger" ]; then echo "$OUT/jaeger"; exit 0; fi

command -v go >/dev/null || { echo "ensure-jaeger: building Jaeger $V needs Go 1.25 or later (no go on PATH)" >&2; exit 1; }
TMP="$(mktemp -d)"
trap 'chmod -R u+w "$TMP" 2>/dev/null; rm -rf "$TMP"' EXIT
echo "ensure-jaeger: building Jaeger $V (go get -tool, a few minutes the first time)..." >&2
(
  cd "$TMP"
  go mod init jaeger-build >/dev/null 2>&1
  go get -tool "github.com/jaegertracing/jaeger/cmd/jaeger@$V" >&2
  go build -o "$TMP/jaeger" github.com/jaegertracing/jaeger/cmd/jaeger >&2
)
mkdir -p "$OUT"
# Whole or not at all: a build cut short leaves no binary that looks installed.
mv "$TMP/jaeger" "$OUT/jaeger.tmp" && mv "$OUT/jaeger.tmp" "$OUT/jaeger"
echo "$OUT/jaeger"
