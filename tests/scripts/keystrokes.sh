#!/usr/bin/env bash
# Runs scripts/keystrokes against the binary: every sample hand typed the
# long way and the short way (glued, with ranges) must read as the same
# cards, and the short way must save at least 30% of the keystrokes.
#
# Usage: keystrokes.sh KLOPF_BINARY
set -u
here=$(cd "$(dirname "$0")/../.." && pwd)
if ! command -v python3 >/dev/null 2>&1; then
	echo "keystrokes: python3 not found, skipped"
	exit 0
fi
out=$(python3 "$here/scripts/keystrokes" --klopf "$1") || {
	echo "keystrokes: scripts/keystrokes failed: $out"
	exit 1
}
echo "$out"
saved=$(sed -n 's/.* \([0-9]*\)\.[0-9]*% saved$/\1/p' <<<"$out")
if [ -z "$saved" ] || [ "$saved" -lt 30 ]; then
	echo "keystrokes: the short way saves less than 30%"
	exit 1
fi
