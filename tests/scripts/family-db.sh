#!/usr/bin/env bash
# The database stays whole with rubbers of gin and knock rummy beside
# Viennese ones: after every step of a scripted evening (games, a dead
# hand, Oklahoma upcards and a correction of one, a refusal, a
# correction and its undo, undo of a game, an abandon, a finished game
# with its end-of-game transfers, an export imported and merged), every
# check of tests/support/db-checks.bash holds: integrity, chips summing
# to zero, every game whole (a dead hand without hands), seat_tally, the
# standings view against klopf standings --json, and a replay through
# export and import.  A database of schema 7 with a Viennese rubber
# upgrades and takes a gin rubber too.
#
# Usage: family-db.sh KLOPF_BINARY
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work" KLOPF_DB="$work/klopf.db" LC_ALL=C.UTF-8 TZ=UTC
unset XDG_DATA_HOME NO_COLOR
cd "$work" || exit 1
mkdir scratch
# shellcheck source=../support/db-checks.bash
. "$here/../support/db-checks.bash"

fail=0
steps=0
bad() {
	printf 'FAIL: %s\n' "$*"
	fail=1
}
# run klopf, which must end with the status given, then check the database
step() { # STATUS ARGS...
	local want=$1 out status
	shift
	out=$("$bin" "$@" 2>&1)
	status=$?
	[ "$status" = "$want" ] || bad "klopf $* ended with $status, not $want: $out"
	out=$(db_problems "$bin" "$KLOPF_DB" "$work/scratch") ||
		bad "after klopf $*: $out"
	steps=$((steps + 1))
}

GIN_A="Anna=7H 8H 9H QS QC QD 3C 4C 5C 2D KH"
GIN_B="Ben=10H JH 2S 3S 4S 9C 9D 6D 6S KC"
BIG_A="Anna=2H 3H 4H 5H 6H 7S 7D 7C JS QS KS"
BIG_B="Ben=2C 3C 5C 8D 9D 10D KH KD 5S 9S"

step 0 new Anna Ben Clara
step 0 game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=20 Clara=30
step 0 abandon
step 0 new --game gin Anna Ben
step 0 game --knock Anna "$GIN_A" "$GIN_B"
step 3 game --knock Ben "Ben=AS 2S 3S 9H 9D 9C 4C 5D 6H 7C" \
	"Anna=2H 3H 4H KS KH KC 10S JS QS 8D"
step 0 game --dead
step 0 fix 1 --gin Ben "Ben=AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JD" \
	"Anna=AH 2H 3H 4D 5D 6D 7C 8C 9C KD"
step 0 undo
step 0 game --big-gin Anna "$BIG_A" "$BIG_B"
step 0 undo
step 0 game --big-gin Anna "$BIG_A" "$BIG_B"
step 0 new --game gin --rule oklahoma=on --rule school=classic Anna Ben
step 3 game --knock Anna "$GIN_A" "$GIN_B"
step 0 game --upcard 9S --knock Anna "$GIN_A" "$GIN_B"
step 0 game --upcard 2C --gin Ben "Ben=AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JD" \
	"Anna=AH 2H 3H 4D 5D 6D 7C 8C 9C KD"
# a correction of a hand of Oklahoma (it records the upcard)
step 0 fix 1 "Ben=10H JH 2S 3S 4S 9C 9D 6D 6S KS"
step 0 abandon
step 0 new --game knock-rummy Anna Ben Clara
step 0 game --knock Ben "Ben=AS 2S 3S 7H 8H 9H KD 5C" \
	"Clara=AH AD AC 4S 5S 6S 9C" "Anna=2H 3H 4H 5D 6D 7D JC"
step 0 game --knock Clara "Clara=QH QD QC 2C 3C 4C 5C JD" \
	"Anna=KS KH KC 7S 8S 9S 10C" "Ben=AH 2H 3H 4D 5D 6D 9D"
step 3 leave Anna
step 0 undo
step 0 abandon

# the whole history merged into a database of its own, twice (the second
# time it adds nothing)
"$bin" export >all.json || bad "klopf export"
step 0 --db merged.db new Zoe Yann
KLOPF_DB=$work/merged.db
step 0 import --merge all.json
step 0 import --merge all.json
KLOPF_DB=$work/klopf.db

# an older database takes the new games after its upgrade
sqlite3 old.db <"$here/../fixtures/schema1.sql" || bad "the fixture"
KLOPF_DB=$work/old.db
step 0 standings
step 0 abandon
step 0 new --game gin Anna Ben
step 0 game --knock Anna "$GIN_A" "$GIN_B"
[ "$(sqlite3 old.db "SELECT count(*) FROM standings WHERE score = 38")" = 1 ] ||
	bad "the standings view of the upgraded database lacks the gin rubber"

if [ "$fail" = 0 ]; then
	echo "family-db: $steps steps, every check held after each"
fi
exit "$fail"
