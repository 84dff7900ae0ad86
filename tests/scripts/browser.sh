#!/usr/bin/env bash
# klopf serve in Debian's headless Chromium (tests/scripts/browser.py
# says what is checked): the standings page, a game entered through a
# table's entry page with the browser's clicks and keys, the standings
# page showing it; screenshots in the build directory.  Fails without
# chromium and chromedriver unless KLOPF_NO_BROWSER=1.
#
# Usage: browser.sh KLOPF_BINARY
exec python3 "$(dirname "$0")/browser.py" "$1"
