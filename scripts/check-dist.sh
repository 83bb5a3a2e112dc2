#!/usr/bin/env bash
# dist/ (the bundles the action and the CLI run, committed) must be what a fresh build of src/ makes: build, then
# fail naming the files that differ. Run by .ci/run and the CI workflow.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run build
changed="$(git status --short -- dist)"
if [ -n "$changed" ]; then
  printf '%s\n%s\n' "${GITHUB_ACTIONS:+::error::}dist/ differs from a fresh build of src/: run npm run build and commit dist/" "$changed" >&2
  # act's host runner (the tests run the CI workflow with it) returns on a failed command without reading the rest of
  # its terminal: a moment for the message to be read.
  sleep 0.3
  exit 1
fi
