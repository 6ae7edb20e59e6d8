#!/usr/bin/env bash
# Installs the workspace's dependencies from the lockfile when node_modules is missing or
# older than the lockfile; otherwise does nothing.
#
# `npm install` rather than `npm ci`: npm 11 never records @rspack/binding's packages for
# other platforms in the lockfile (they arrive as an optional peer of module federation), and
# `npm ci` then refuses the lockfile as out of sync although every package this platform
# needs is pinned. `npm install` installs exactly the locked versions and leaves the rest.
set -euo pipefail
cd "$(dirname "$0")/../.."
marker=node_modules/.package-lock.json
if [[ ! -f $marker || package-lock.json -nt $marker ]]; then
  npm install --no-audit --no-fund --loglevel=error
fi
