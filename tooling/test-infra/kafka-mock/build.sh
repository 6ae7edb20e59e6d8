#!/bin/sh
# Builds the mock Kafka broker launcher: build.sh <output binary>.
# Needs gcc and librdkafka's headers (Debian: librdkafka-dev).
set -eu
here=$(dirname "$0")
out=${1:?usage: build.sh <output binary>}
mkdir -p "$(dirname "$out")"
gcc -O2 -Wall -Wextra -Werror -o "$out.$$.tmp" "$here/kafka-mock.c" -lrdkafka
mv "$out.$$.tmp" "$out"
