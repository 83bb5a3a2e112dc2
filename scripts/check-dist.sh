#!/usr/bin/env bash
# dist/ (the bundles the action and the CLI run, committed) must be what a fresh build of src/ makes: build, then
# fail naming the files that differ. Run by .ci/run and the CI workflow.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run build
changed="$(git status --short -- dist)"
if [ -n "$changed" ]; then
  # One write: a runner that reads stderr in pieces (act) keeps the files with the message.
  printf '%s\n%s\n' "${GITHUB_ACTIONS:+::error::}dist/ differs from a fresh build of src/: run npm run build and commit dist/" "$changed" >&2
  exit 1
fi
