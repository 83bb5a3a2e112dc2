#!/usr/bin/env bash
# The documented workflows are run by a real workflow runner, nektos/act (host mode: no Docker). Build the pinned
# version with `go install` (the Go module proxy serves it) into node_modules/.cache/act when missing, then print the
# path of the binary. The first build takes a few minutes; later runs find it.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=pins.env
. scripts/pins.env
VERSION=$ACT_VERSION
DIR="$PWD/node_modules/.cache/act"
ACT="$DIR/act"
if [ "$("$ACT" --version 2>/dev/null)" != "act version $VERSION" ]; then
  command -v go >/dev/null 2>&1 || { echo "building act $VERSION needs Go (go install); none on PATH" >&2; exit 1; }
  echo "building nektos/act $VERSION into $DIR (go install, a few minutes the first time)..." >&2
  mkdir -p "$DIR"
  GOBIN="$DIR" go install "github.com/nektos/act@v$VERSION" >&2
  [ "$("$ACT" --version)" = "act version $VERSION" ] || { echo "act $VERSION did not build into $ACT" >&2; exit 1; }
fi
echo "$ACT"
