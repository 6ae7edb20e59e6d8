#!/usr/bin/env bash
# Installs the Debian packages the test layers need, only when missing:
# PostgreSQL 15 (integration tests), librdkafka + gcc (the Kafka-protocol test broker),
# Chromium (browser tests), Prometheus (metrics integration), unzip (helm from its npm package),
# nginx (the chart checks run the frontends' nginx.conf).
# buildah, podman, runc and debootstrap (the image test builds and starts every image);
# clamav-daemon (the content service scans uploads with a real clamd in its tests);
# openssl (tenancy's certificate-probe tests make their CA and certificates with it);
# poppler-utils (billing's invoice PDF is read back with pdftotext and its totals compared).
set -euo pipefail

packages=(postgresql-15 postgresql-contrib librdkafka-dev gcc libc6-dev chromium prometheus unzip nginx buildah podman runc debootstrap clamav-daemon openssl poppler-utils)
missing=()
for pkg in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
((${#missing[@]} == 0)) && exit 0

echo "Installing system packages: ${missing[*]}"
sudo=""
if [[ $(id -u) -ne 0 ]]; then
  command -v sudo >/dev/null || { echo "need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
