#!/usr/bin/env bash
# The README walk (tests/api/readme.test.ts) runs the documentation's curl commands as written;
# install curl when missing.
set -euo pipefail
if command -v curl >/dev/null 2>&1; then exit 0; fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq curl >/dev/null
command -v curl
