#!/usr/bin/env bash
# The browser suite drives two of Debian's Chromium builds (playwright.config.ts says which files
# each drives): the headless shell and the full browser. Install them when the machine lacks them.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null
command -v chromium chromium-headless-shell
