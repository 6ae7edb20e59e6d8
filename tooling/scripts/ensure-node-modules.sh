#!/usr/bin/env bash
# Installs the workspace's dependencies from the lockfile when node_modules is missing or
# older than the lockfile; otherwise does nothing.
#
# `npm ci`: the lockfile is complete (every platform's optional binaries of @rspack, @swc,
# @unrs and @emnapi are recorded, as a fresh `npm install` writes them), so every machine
# installs the same tree and a lockfile out of step with package.json fails here instead of
# being rewritten quietly. After adding a package, commit the lockfile `npm install` wrote.
set -euo pipefail
cd "$(dirname "$0")/../.."
marker=node_modules/.package-lock.json
if [[ ! -f $marker || package-lock.json -nt $marker ]]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
