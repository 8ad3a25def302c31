#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium. Install it from Debian's packages when it is
# missing; never a browser download of Playwright's own (it cannot be fetched here).
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium_path" ]; then exit 0; fi
echo "Chromium not found at $chromium_path: installing Debian's chromium package" >&2
if [ "$(id -u)" -ne 0 ]; then sudo_cmd=sudo; else sudo_cmd=; fi
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
[ -x "$chromium_path" ] || { echo "chromium is still missing at $chromium_path" >&2; exit 1; }
