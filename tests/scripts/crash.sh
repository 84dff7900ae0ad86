#!/usr/bin/env bash
# A short run of scripts/crash-test: 60 klopf commands killed with
# SIGKILL while they book or undo games, each followed by every check
# that the database is whole and that no game was lost or half recorded.
# The full run is `scripts/crash-test KLOPF_BINARY` (1000 kills).
#
# Usage: crash.sh KLOPF_BINARY
set -u
here=$(cd "$(dirname "$0")" && pwd)
exec bash "$here/../../scripts/crash-test" "$1" "${KLOPF_CRASH_KILLS:-60}"
