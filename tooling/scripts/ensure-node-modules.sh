#!/usr/bin/env bash
# `npm ci` when node_modules is missing or older than the lockfile; otherwise nothing.
set -euo pipefail
cd "$(dirname "$0")/../.."
marker=node_modules/.package-lock.json
if [[ ! -f $marker || package-lock.json -nt $marker ]]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
