#!/usr/bin/env bash
# The HTML report is tested in Debian's Chromium; install it when missing (never a downloaded browser).
set -euo pipefail
command -v chromium >/dev/null 2>&1 && exit 0
echo "installing Debian chromium for the browser tests..." >&2
SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
