#!/usr/bin/env bash
# images-alongside.sh COMMAND...: runs COMMAND while every image builds in the background
# beside it, then waits for that build.
#
# The charts layer's chart-boot builds the images, and built cold they are most of its time
# (docs/testing.md, "Time in CI"). The layers before it leave part of the two cores idle
# (waiting on PostgreSQL, the broker, Chromium), so `make test` builds the images in that idle
# time, from the same checkout, and writes 1 to .data/images-alongside.reuse when every image
# built: `make test` then runs the charts layer with IMAGES_REUSE=1 (tooling/images/build.ts),
# so chart-boot boots these images instead of building them a second time. When the build
# failed it writes 0, says so, and chart-boot builds them itself and fails where it fails.
set -uo pipefail

log=.data/images-alongside.log
reuse=.data/images-alongside.reuse
mkdir -p .data
echo 0 >"$reuse"

# A session of its own, so stopping it stops buildah and its steps too. A session is also an
# autogroup where the kernel groups by session (sched(7); on, on our machines), so nice ranks
# the build only against its own steps and beside the tests it takes a fair share of the cores.
# Measured, that is the better order: with the group at nice 19 as well, the tests ran faster
# but left the build all but untouched, and it then ran alone, on about one core, for minutes
# (docs/testing.md, "Time in CI").
setsid nice -n 19 ionice -c 3 node node_modules/tsx/dist/cli.mjs tooling/images/main.ts >"$log" 2>&1 &
build=$!
stop_build() { kill -TERM -- "-$build" 2>/dev/null; wait "$build" 2>/dev/null; }
trap 'stop_build; exit 130' INT TERM

"$@"
status=$?
if [ "$status" -ne 0 ]; then
  stop_build
  exit "$status"
fi

started=$SECONDS
wait "$build"
build_status=$?
waited=$((SECONDS - started))
if [ "$build_status" -eq 0 ]; then
  echo 1 >"$reuse"
  echo "images built alongside the tests (waited ${waited} s for the rest): $(grep -m1 -E '^[0-9]+ images in' "$log")"
else
  echo "the images' build alongside the tests failed (exit $build_status; $log); chart-boot builds them again:"
  tail -n 20 "$log"
fi
exit 0
