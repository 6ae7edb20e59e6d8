#!/bin/sh
# Builds the mock Kafka broker launcher: build.sh <output binary>.
# Needs gcc and librdkafka's headers (Debian: librdkafka-dev).
set -eu
here=$(dirname "$0")
out=${1:?usage: build.sh <output binary>}
mkdir -p "$(dirname "$out")"
# --export-dynamic-symbol=bind: librdkafka's bind() calls resolve to the launcher's own (--listen).
gcc -O2 -Wall -Wextra -Werror -Wl,--export-dynamic-symbol=bind -o "$out.$$.tmp" "$here/kafka-mock.c" -lrdkafka -ldl
mv "$out.$$.tmp" "$out"
