#!/usr/bin/env bash
# A real Docker engine for the tests, with Compose v2 and the images they run, nothing pulled from a registry:
#   - the engine: the one the caller's DOCKER_HOST (or the default socket) reaches if it answers; else a dockerd of
#     its own (Debian's docker.io, installed when missing) with no iptables, no bridge, vfs storage, and its own
#     data root, exec root and socket (/var/lib/mcp-eval-docker, /run/mcp-eval-docker), left running for later runs;
#   - Compose v2 as the CLI plugin (~/.docker/cli-plugins) when `docker compose` is missing: `go install` of the
#     version scripts/pins.env names, cached under node_modules/.cache/docker-compose/<version>/;
#   - images, rebuilt only when what they are made of changes (a label holds its hash):
#       mcp-eval/mcpproxy:<version>         FROM scratch + the static MCPProxy of scripts/ensure-mcpproxy.sh
#       mcp-eval/server-everything:<version> node (binary, the libraries ldd names, /bin/sh, /usr/bin/env) and
#                                            @modelcontextprotocol/server-everything installed at the pinned version,
#                                            then bundled with its dependencies into one file (see everything_bundle)
# How the tests reach the engine is written, once, to node_modules/.cache/mcp-eval-docker/env (DOCKER_HOST=...).
# `ensure-docker.sh stop` stops the engine this script started.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=pins.env
. scripts/pins.env
ROOT_DIR=/var/lib/mcp-eval-docker
RUN_DIR=/run/mcp-eval-docker
OWN_HOST="unix://$RUN_DIR.sock"
CONTAINERD_SOCK="$RUN_DIR-containerd.sock"
ENV_FILE="$PWD/node_modules/.cache/mcp-eval-docker/env"
SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
say() { echo "ensure-docker: $*" >&2; }

# No network is needed (nothing is pulled): no iptables, no default bridge; vfs works on any filesystem. Without
# NAT a container's DNS queries for outside names go unanswered: one second, one attempt (not 5 s x 2), so a
# program that looks a name up as it starts (MCPProxy's tokenizer download) is not held up 10 s.
FLAGS=(--iptables=false --ip6tables=false --bridge=none --storage-driver=vfs --dns-opt timeout:1 --dns-opt attempts:1
  --data-root "$ROOT_DIR/data" --exec-root "$RUN_DIR" --pidfile "$RUN_DIR.pid" -H "$OWN_HOST" --group "$(id -gn)"
  --containerd "$CONTAINERD_SOCK")

answers() { timeout 10 docker ${1:+-H "$1"} version --format '{{.Server.Version}}' >/dev/null 2>&1; }

start_engine() {
  if ! command -v dockerd >/dev/null; then
    say "installing Debian docker.io (dockerd)..."
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq docker.io >/dev/null
  fi
  $SUDO mkdir -p "$ROOT_DIR" "$RUN_DIR"
  echo "${FLAGS[*]}" | $SUDO tee "$RUN_DIR.flags" >/dev/null
  start_containerd
  say "starting dockerd on $OWN_HOST (log: $ROOT_DIR/dockerd.log)"
  $SUDO setsid dockerd "${FLAGS[@]}" </dev/null >>"$ROOT_DIR/dockerd.log" 2>&1 &
  wait_for "dockerd" 60 answers "$OWN_HOST"
}

# A containerd of its own, waited on for as long as it takes: a dockerd that starts one itself gives it 15 s and
# then exits, killing it, and a busy fresh machine can take longer (CI: "timeout waiting for containerd to start").
start_containerd() {
  $SUDO ctr --address "$CONTAINERD_SOCK" version >/dev/null 2>&1 && return 0
  printf '%s\n' 'version = 2' 'disabled_plugins = ["io.containerd.grpc.v1.cri"]' |
    $SUDO tee "$RUN_DIR-containerd.toml" >/dev/null
  say "starting containerd on $CONTAINERD_SOCK (log: $ROOT_DIR/containerd.log)"
  $SUDO setsid containerd --config "$RUN_DIR-containerd.toml" --address "$CONTAINERD_SOCK" --root "$ROOT_DIR/containerd" \
    --state "$RUN_DIR-containerd" </dev/null >>"$ROOT_DIR/containerd.log" 2>&1 &
  echo $! | $SUDO tee "$RUN_DIR-containerd.pid" >/dev/null
  wait_for containerd 180 $SUDO ctr --address "$CONTAINERD_SOCK" version
}

# wait_for NAME SECONDS COMMAND...: until COMMAND succeeds; else NAME's log tail, and exit.
wait_for() {
  local name="$1" seconds="$2"; shift 2
  for _ in $(seq $((seconds * 2))); do "$@" >/dev/null 2>&1 && return 0; sleep 0.5; done
  say "$name did not answer within $seconds s; its log ends:"
  tail -20 "$ROOT_DIR/$name.log" >&2
  exit 1
}

ensure_compose() {
  docker compose version >/dev/null 2>&1 && return 0
  local dir="$PWD/node_modules/.cache/docker-compose/$COMPOSE_VERSION"
  if [ ! -x "$dir/docker-compose" ]; then
    command -v go >/dev/null || { say "Compose v2 is missing and there is no go to build it"; exit 1; }
    say "building Docker Compose $COMPOSE_VERSION (go install)..."
    mkdir -p "$dir"
    CGO_ENABLED=0 GOBIN="$dir" go install \
      -ldflags "-s -w -X github.com/docker/compose/v2/internal.Version=$COMPOSE_VERSION" \
      "github.com/docker/compose/v2/cmd@$COMPOSE_VERSION"
    mv "$dir/cmd" "$dir/docker-compose"
  fi
  mkdir -p "$HOME/.docker/cli-plugins"
  cp "$dir/docker-compose" "$HOME/.docker/cli-plugins/docker-compose"
  docker compose version >&2
}

# docker_build TAG HASH CONTEXT: the classic builder (no buildx needed); its output only when it fails.
docker_build() {
  say "building image $1..."
  DOCKER_BUILDKIT=0 docker build -q --label "mcp-eval.inputs=$2" -t "$1" "$3" >"$TMP/build.log" 2>&1 ||
    { cat "$TMP/build.log" >&2; exit 1; }
}

# build_image TAG CONTEXT: `docker build` of CONTEXT (a Dockerfile and its files) unless TAG carries their hash.
build_image() {
  local tag="$1" ctx="$2" sum have
  sum="$(cd "$ctx" && find . -type f -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -c1-16)"
  have="$(docker image inspect -f '{{index .Config.Labels "mcp-eval.inputs"}}' "$tag" 2>/dev/null || true)"
  [ "$have" = "$sum" ] && return 0
  docker_build "$tag" "$sum" "$ctx"
}

# The files of a program and the shared libraries it loads, copied under $1 at the same paths.
copy_with_libs() {
  local to="$1"; shift
  local f libs
  libs="$(for f in "$@"; do ldd "$f" | awk '$2 == "=>" && $3 ~ /^\// {print $3} $1 ~ /^\// {print $1}'; done)"
  for f in "$@" $(echo "$libs" | sort -u); do
    mkdir -p "$to$(dirname "$f")"
    cp -L "$f" "$to$f"
  done
}

proxy_image() {
  local bin ctx="$TMP/mcpproxy"
  bin="$(bash scripts/ensure-mcpproxy.sh)"
  mkdir -p "$ctx"
  cp "$bin" "$ctx/mcpproxy"
  printf '%s\n' 'FROM scratch' 'COPY mcpproxy /usr/local/bin/mcpproxy' \
    'ENV PATH=/usr/local/bin HOME=/data' 'ENTRYPOINT ["/usr/local/bin/mcpproxy"]' \
    'CMD ["serve", "--listen", "0.0.0.0:8080"]' >"$ctx/Dockerfile"
  build_image "mcp-eval/mcpproxy:$MCPPROXY_VERSION" "$ctx"
}

everything_image() {
  local ctx="$TMP/everything" node
  node="$(readlink -f "$(command -v node)")"
  mkdir -p "$ctx/root/bin" "$ctx/root/tmp"
  copy_with_libs "$ctx/root" "$node" "$(readlink -f /bin/sh)" /usr/bin/env
  # Where PATH finds it, wherever the host's node lives (under .ci/run: Node 24 from the npm registry's package).
  mkdir -p "$ctx/root/usr/bin"
  [ "$node" = /usr/bin/node ] || mv "$ctx/root$node" "$ctx/root/usr/bin/node"
  ln -sf "$(readlink -f /bin/sh)" "$ctx/root/bin/sh"
  # Hash only what decides the image: node, the pin, the bundler. The server is installed only when it is built.
  printf '%s\n' "node $(sha256sum "$node" | cut -c1-64)" "bundled by esbuild $(node_modules/.bin/esbuild --version)" \
    >"$ctx/inputs"
  printf '%s\n' 'FROM scratch' 'COPY root/ /' 'ENV PATH=/opt/everything/node_modules/.bin:/usr/bin:/bin' \
    "LABEL org.opencontainers.image.version=$EVERYTHING_VERSION" 'CMD ["mcp-server-everything", "streamableHttp"]' \
    >"$ctx/Dockerfile"
  local tag="mcp-eval/server-everything:$EVERYTHING_VERSION" sum have
  sum="$(cat "$ctx/inputs" "$ctx/Dockerfile" | sha256sum | cut -c1-16)"
  have="$(docker image inspect -f '{{index .Config.Labels "mcp-eval.inputs"}}' "$tag" 2>/dev/null || true)"
  [ "$have" = "$sum" ] && return 0
  say "installing @modelcontextprotocol/server-everything@$EVERYTHING_VERSION for image $tag..."
  npm install --prefix "$ctx/root/opt/everything" --no-audit --no-fund --no-save --omit=dev --loglevel=error \
    "@modelcontextprotocol/server-everything@$EVERYTHING_VERSION" >/dev/null
  everything_bundle "$ctx/root/opt/everything"
  docker_build "$tag" "$sum" "$ctx"
}

# everything_bundle DIR: the server installed under DIR/node_modules made one file, its docs beside it, the rest gone.
# The storage driver (vfs) copies an image's every file twice for each container it creates: with the ~3,900 files of
# node_modules that was 0.7-2.3 s of dockerd's CPU a container (~0.05 s for the single-file proxy). The same code
# runs: esbuild bundles the installed dist/ and its dependencies as they are; the docs it reads stay at ../docs.
everything_bundle() {
  local pkg="$1/node_modules/@modelcontextprotocol/server-everything" keep="$TMP/everything-keep"
  mkdir -p "$keep/dist"
  node_modules/.bin/esbuild "$pkg/dist/index.js" --bundle --platform=node --format=esm --log-level=warning \
    --banner:js="import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" \
    --outfile="$keep/dist/bundle/index.js"
  cp -r "$pkg/dist/docs" "$keep/dist/docs"
  cp "$pkg/package.json" "$keep/package.json"
  rm -rf "$1/node_modules"
  mkdir -p "$pkg" "$1/node_modules/.bin"
  cp -r "$keep/." "$pkg"
  chmod +x "$pkg/dist/bundle/index.js"
  ln -s ../@modelcontextprotocol/server-everything/dist/bundle/index.js "$1/node_modules/.bin/mcp-server-everything"
}

stop_engine() {
  local pidfile pid
  for pidfile in "$RUN_DIR.pid" "$RUN_DIR-containerd.pid"; do
    [ -f "$pidfile" ] || continue
    pid="$(cat "$pidfile")"
    $SUDO kill "$pid" 2>/dev/null || true
    for _ in $(seq 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
    $SUDO rm -f "$pidfile"
  done
  say "stopped dockerd ($OWN_HOST)"
}

if [ "${1:-}" = stop ]; then stop_engine; exit 0; fi
if answers ""; then
  HOST="${DOCKER_HOST:-}"
else
  # An engine of ours started with other flags (an older version of this script) is restarted with these.
  if answers "$OWN_HOST" && [ "$(cat "$RUN_DIR.flags" 2>/dev/null)" != "${FLAGS[*]}" ]; then stop_engine; fi
  answers "$OWN_HOST" || start_engine
  HOST="$OWN_HOST"
fi
export DOCKER_HOST="$HOST"
[ -n "$HOST" ] || unset DOCKER_HOST
ensure_compose
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
proxy_image
everything_image
mkdir -p "$(dirname "$ENV_FILE")"
echo "DOCKER_HOST=$HOST" >"$ENV_FILE.tmp" && mv "$ENV_FILE.tmp" "$ENV_FILE"
say "engine $(docker version --format '{{.Server.Version}}') at ${HOST:-the default socket} (in $ENV_FILE)"
