#!/usr/bin/env bash
# The browser suite drives Debian's Chromium; install it when the machine does not have it.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
command -v chromium
