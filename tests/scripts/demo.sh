#!/usr/bin/env bash
# `klopf demo` tells its whole story and leaves the user's database alone.
#
# Usage: demo.sh KLOPF_BINARY
set -u
bin=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/home" "$work/tmp"
export HOME="$work/home"
export KLOPF_DB="$work/user/klopf.db"
export TMPDIR="$work/tmp"
export LC_ALL=C.UTF-8
unset XDG_DATA_HOME NO_COLOR

fail=0
bad() {
	printf 'FAIL: %s\n' "$*"
	fail=1
}

out=$("$bin" demo 2>&1 </dev/null)
status=$?
[ "$status" -eq 0 ] || bad "klopf demo ended with status $status"

expect() {
	grep -qF -- "$1" <<<"$out" || bad "the demo never says: $1"
}
expect "game 1 of rubber 1: Anna knocks (Anna dealt)"
expect "discard KH"
expect "game 2 of rubber 1: Clara calls rummy (Ben dealt)"
expect "klopf: Anna called rummy, but the best arrangement leaves deadwood 3 (a rummy needs 0)"
expect "game 3 of rubber 1: Anna knocks (Clara dealt)"
expect "Ben buys back for 5 chips: total 84 -> 45; pot 20"
expect "Clara is out with 105 points"
expect "Anna is out with 105 points"
expect "Ben wins the rubber and the pot"
expect "net chips: Anna -3, Ben +8, Clara -5"

# the refused rummy was booked nowhere: exactly four games
games=$(grep -c '^game [0-9]* of rubber 1:' <<<"$out")
[ "$games" -eq 4 ] || bad "the demo booked $games games, not 4"

# neither the database KLOPF_DB names nor the default one was made
[ -e "$KLOPF_DB" ] && bad "the demo created $KLOPF_DB"
[ -e "$work/user" ] && bad "the demo created the folder of KLOPF_DB"
[ -e "$HOME/.local/share/klopf" ] && bad "the demo created a database under HOME"
# and its scratch database is gone again
left=$(find "$TMPDIR" -mindepth 1 | head -n 5)
[ -z "$left" ] || bad "the demo left files behind: $left"

# --keep keeps the scratch database, which then reads like any other
out=$("$bin" demo --keep 2>&1 </dev/null)
status=$?
[ "$status" -eq 0 ] || bad "klopf demo --keep ended with status $status"
db=$(sed -n 's/^The demo database is //p' <<<"$out")
if [ -z "$db" ] || [ ! -f "$db" ]; then
	bad "klopf demo --keep does not say where its database is"
else
	case $db in
	"$TMPDIR"/*) ;;
	*) bad "the kept demo database $db is not under TMPDIR" ;;
	esac
	st=$("$bin" --db "$db" standings 2>&1)
	grep -qF "rubber 1, finished, 4 games played, pot 0" <<<"$st" ||
		bad "standings of the kept demo: $st"
fi
[ -e "$KLOPF_DB" ] && bad "klopf demo --keep created $KLOPF_DB"

if [ "$fail" -ne 0 ]; then
	printf '%s\n' "--- demo output" "$out"
	exit 1
fi
echo "demo: ok"
