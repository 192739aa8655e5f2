#!/usr/bin/env bash
# The browser tests use Debian's Chromium at /usr/bin/chromium, never a downloaded browser. Where it is
# missing this installs it when it can (root with apt-get), and otherwise stops with the one command to run.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ]; then
  echo "Chromium: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing; installing Debian's package."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing at $CHROMIUM. Install it with:  sudo apt-get install -y chromium" >&2
exit 1
