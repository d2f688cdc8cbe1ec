#!/usr/bin/env bash
# The receipt spec reads the downloaded PDF with pdftotext (Debian's poppler-utils); install it when missing.
set -euo pipefail
if command -v pdftotext >/dev/null 2>&1; then exit 0; fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq poppler-utils >/dev/null
command -v pdftotext
