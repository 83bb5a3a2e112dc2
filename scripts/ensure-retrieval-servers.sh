#!/usr/bin/env bash
# The seven upstream servers MCPProxy's retrieval dataset (corpus_v1) was frozen from, at the exact versions its
# snapshot-servers.config.json pins (read from that file, never repeated here): the three npm servers installed under
# node_modules/.cache/retrieval-servers/npm, the four PyPI servers run through uvx (uv itself pinned, from PyPI) out
# of a uv cache filled here, so that serving them later needs no network (uvx --offline). Done again only when the
# pinning file or this script changes. test/helpers/retrieval-proxy.ts serves them behind the real MCPProxy.
set -euo pipefail
cd "$(dirname "$0")/.."
SNAPSHOT="${MCP_EVAL_RETRIEVAL_DATASET:-../shared/vendor/mcpproxy-go/retrieval-eval-v1}/snapshot-servers.config.json"
UV_VERSION=0.13.9
DIR=node_modules/.cache/retrieval-servers
STAMP="$DIR/installed.sha256"
if [ ! -f "$SNAPSHOT" ]; then
  echo "MCPProxy's retrieval dataset is missing: $SNAPSHOT (set MCP_EVAL_RETRIEVAL_DATASET to its folder)" >&2
  exit 1
fi
SUM="$(cat "$SNAPSHOT" "$0" | sha256sum | cut -d" " -f1)"
[ "$(cat "$STAMP" 2>/dev/null)" = "$SUM" ] && exit 0
echo "installing the retrieval dataset's seven upstream servers into $DIR..." >&2
rm -rf "$DIR"
mkdir -p "$DIR/npm"

# One line per server of the file: "npx <package@version>" or "uvx <uvx arguments up to the package==version>".
servers() {
  node -e '
    const { mcpServers } = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    for (const s of mcpServers) {
      if (s.command === "npx") console.log("npx", s.args.find((a) => /^@?[^-].*@\d/.test(a)));
      else if (s.command === "uvx") console.log("uvx", s.args.slice(0, s.args.findIndex((a) => a.includes("==") && !a.startsWith("mcp==")) + 1).join(" "));
      else { console.error(`server ${s.name}: command ${s.command} is neither npx nor uvx`); process.exit(1); }
    }' "$SNAPSHOT"
}
LINES="$(servers)"

mapfile -t NPM < <(grep '^npx ' <<<"$LINES" | cut -d' ' -f2)
npm install --prefix "$DIR/npm" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "${NPM[@]}" >&2

python3 -m venv "$DIR/uv"
# MCPProxy starts its upstreams through a login shell, whose python3 may not be ours: uv is told which one to use.
python3 -c 'import sys; print(sys.executable)' > "$DIR/uv-python"
"$DIR/uv/bin/pip" install --quiet --disable-pip-version-check "uv==$UV_VERSION"
export UV_CACHE_DIR="$PWD/$DIR/uv-cache" UV_PYTHON_DOWNLOADS=never UV_PYTHON="$(cat "$DIR/uv-python")"
while read -r _ args; do
  # `--from` the same requirements the server runs with, and `python -c ''`: fills the cache, starts no server.
  # shellcheck disable=SC2086
  set -- $args
  pkg="${*: -1}"
  "$DIR/uv/bin/uvx" "${@:1:$#-1}" --from "$pkg" python -c '' >&2
done < <(grep '^uvx ' <<<"$LINES")
echo "$SUM" > "$STAMP"
