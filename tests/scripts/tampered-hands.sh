#!/usr/bin/env bash
# Stored hands edited by hand, in every game klopf referees.  A database
# of each game (Viennese, gin, knock rummy and the six of the family) gets
# one game booked; then, one at a time, from a fresh copy:
#
#   cards        a hand's canonical cards become another hand's
#   foreign      a card of an arrangement becomes one the player does not
#                hold
#   moved        an unmatched card is moved into a meld (or out of one)
#   discard      the game's discard becomes another card, or an escape
#                sequence
#   deadwood     a hand's deadwood one higher; in Viennese also with its
#                points (the tallies follow through the triggers, so
#                only a replay from the cards sees it)
#   worth        what going out was worth, one higher (Continental and
#                Queen City)
#
# and then a discard recorded with a dead hand of gin; the games of a
# correction (klopf fix) in Viennese: the game as it was made one the
# referee refuses, the game as it became made another than the one
# stored; and of two discards that leave the same deadwood, the other
# one (it verifies where the game and the arrangement both record it,
# and not where only the arrangement does).
#
# After each, klopf verify exits 1 naming what differs; klopf standings
# and klopf history refuse (status 4) pointing to klopf verify for what
# the cards no longer give; klopf import of the edited database's export
# refuses it (status 3) with the message verify gave, and so does
# klopf import --merge into a database holding another rubber, which is
# left as it was.  The database before any edit verifies.
#
# Usage: tampered-hands.sh KLOPF_BINARY
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work" LC_ALL=C.UTF-8 TZ=UTC
unset XDG_DATA_HOME KLOPF_MAX_PAGES KLOPF_BUSY_TIMEOUT
export KLOPF_NOW=2026-03-01T20:00:00Z
cd "$work" || exit 1

fail=0
checked=0
bad() {
	printf 'FAIL: %s\n' "$*"
	fail=$((fail + 1))
}
k() { "$bin" "$@"; }

# the games: the options of klopf new, then those of one klopf game
# whose non-declarer hands are cards
games=(
	"viennese|new Anna Ben Clara|game --rummy Anna \"Anna=3H 4H 5H 6H 7S 7D 7C JS QS KS 9C\" \"Ben=2C 3C 4C 8D 9D 10D KH KD 5S 9S\" \"Clara=AS 2S 3S 8H 9H QC KC 6D 7D 4S\""
	"gin|new --game gin Anna Ben|game --knock Anna \"Anna=3H 4H 5H 6H 9S 9D 9C 2C AS AD\" \"Ben=7H 8H KC KD 2S 5S 10D JC 4D 3S\""
	"knock-rummy|new --game knock-rummy Anna Ben Clara|game --knock Ben \"Ben=AS 2S 3S 7H 8H 9H KD 5C\" \"Clara=AH AD AC 4S 5S 6S 9C\" \"Anna=2H 3H 4H 5D 6D 7D JC\""
	"boat-house|new --game boat-house Anna Ben Clara|game --out Anna \"Anna=QH KH AH 2H 5S 5D 5C 9C\" \"Ben=5H 8H 4C 7S 6H 6S 10D\" \"Clara=AD 7C 3D 2S KS 8C 10C\""
	"phom|new --game phom Anna Ben Clara|game --claim Clara \"Clara=AS 2S 3S 4S 7H 7D 7C 9D 10D JD\" \"Anna=AD 8C JH 7S 2C QC 6D 10C QH\" \"Ben=6C 4H AC KH 3C 3H JS 5D KC\""
	"continental|new --game continental Anna Ben Clara|game --out Anna \"Anna=3H 4H JK 6H 7H 9S 10S JS QS 2D 3D 4D 5C 6C 7C\" \"Ben=AS JC 3H JS AD 2S 9S 5H 2C QD 6C 7C JD 4S 4D\" \"Clara=2S JC 7S 6D 8H 6H KC JK JH 9D QH 5S QS 7D 5S\""
	"nowrang|new --game nowrang Anna Ben|game --out Anna \"Anna=JH QH KH AH 2S 3S 4S 7D 8D 9D 5C\" \"Ben=9S 9H 8C 2D KS 7H AS 9C 4D 2H\""
	"queen-city|new --game queen-city Anna Ben Clara|game --out Anna \"Anna=KS QS JS 10S 9D 9H 9C 2D\" \"Ben=7D QC 8S AC QD 3H 8H\" \"Clara=2C AD 2H 10H 10C 6S 6C\""
	"double-rum|new --game double-rum Anna Ben Clara|game --out Anna \"Anna=QH QH QS 5C 6C JK 8C 9D\" \"Ben=4S 7D 9H 9H 7D KH 4D\" \"Clara=8S 3D 4D 3S JS 2C 3S\""
)

# the database merges go into: one rubber of its own
KLOPF_DB=$work/other.db k new Xaver Yvonne >/dev/null || bad "the other database cannot be made"
sqlite3 "$work/other.db" .dump > other.dump

# The edit $2 (an SQL statement, or "py:" and a Python statement run
# with db open on the database) to a fresh copy of $1.db, as edited.db.
edit() {
	rm -f edited.db edited.db-wal edited.db-shm
	cp "$1.db" edited.db
	case $2 in
	py:*)
		python3 - edited.db "${2#py:}" <<'EOF' || return 1
import json, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
every = [r + s for s in "SHDC" for r in
         ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]]
def hand():
    """A hand with a meld, one with an unmatched card too if there is
    one: (game, seat, cards, arrangement) and the arrangement read."""
    rows = [(r, json.loads(r[3])) for r in db.execute(
        "SELECT game_id, seat, cards, arrangement FROM hand "
        "WHERE arrangement IS NOT NULL ORDER BY seat")]
    rows = [x for x in rows if x[1]["melds"]]
    rows.sort(key=lambda x: not x[1]["unmatched"])
    if not rows:
        raise SystemExit("no hand to edit")
    return rows[0]
def foreign(a, held):
    """Put a card the hand does not hold in place of one it does."""
    where = a["unmatched"] if a["unmatched"] else a["melds"][0]
    where[0] = [c for c in every if c not in held][0]
def move(a):
    """Move an unmatched card into a meld, or a melded one out."""
    if a["unmatched"]:
        a["melds"][0].append(a["unmatched"].pop(0))
    else:
        a["unmatched"].append(a["melds"][0].pop(0))
def put(row, a):
    db.execute("UPDATE hand SET arrangement = ? WHERE game_id = ? AND seat = ?",
               (json.dumps(a, separators=(",", ":")), row[0], row[1]))
exec(sys.argv[2])
db.commit()
EOF
		;;
	*)
		sqlite3 edited.db "$2" || return 1
		;;
	esac
}

# After edit $3 of game $1's database: verify, standings, history,
# import and merge, each as the top of this file says; $2 is what the
# message verify gives must match (an extended regular expression), $4
# 1 when standings and history must refuse.
check() {
	local name=$1 piece=$2 how=$3 reads=$4 out st
	checked=$((checked + 1))
	edit "$name" "$how" || { bad "$name: the edit cannot be made: $how"; return; }
	out=$(KLOPF_DB=edited.db k verify 2>&1)
	st=$?
	[ "$st" = 1 ] || bad "$name ($how): verify gives status $st: $out"
	grep -qE -- "$piece" <<<"$out" ||
		bad "$name ($how): verify does not say '$piece': $out"
	if [ "$reads" = 1 ]; then
		for cmd in standings history; do
			out=$(KLOPF_DB=edited.db k $cmd 2>&1)
			st=$?
			[ "$st" = 4 ] && grep -qE "run 'klopf verify' for the details|does not replay" <<<"$out" ||
				bad "$name ($how): $cmd gives status $st: $out"
		done
	fi
	KLOPF_DB=edited.db k export > edited.json || { bad "$name: no export"; return; }
	rm -f imported.db imported.db-wal imported.db-shm
	out=$(KLOPF_DB=imported.db k import edited.json 2>&1)
	st=$?
	[ "$st" = 3 ] || bad "$name ($how): import gives status $st: $out"
	grep -qE -- "$piece" <<<"$out" ||
		bad "$name ($how): import does not say '$piece': $out"
	[ -e imported.db ] && bad "$name ($how): the refused import left a database"
	rm -f merged.db merged.db-wal merged.db-shm
	cp other.db merged.db
	out=$(KLOPF_DB=merged.db k import --merge edited.json 2>&1)
	st=$?
	[ "$st" = 3 ] && grep -qE -- "$piece" <<<"$out" ||
		bad "$name ($how): merge gives status $st: $out"
	sqlite3 merged.db .dump | cmp -s - other.dump ||
		bad "$name ($how): the refused merge changed the database"
}

for line in "${games[@]}"; do
	IFS='|' read -r name new game <<<"$line"
	rm -f "$name.db"
	export KLOPF_DB=$work/$name.db
	eval "k $new" >/dev/null && eval "k $game" >/dev/null ||
		{ bad "$name: the game cannot be booked"; continue; }
	unset KLOPF_DB
	out=$(KLOPF_DB=$name.db k verify 2>&1) || bad "$name: the database as booked does not verify: $out"

	check "$name" "the cards recorded for" \
		"UPDATE hand SET cards = (SELECT o.cards FROM hand o WHERE o.game_id = hand.game_id AND o.seat <> hand.seat AND o.cards IS NOT NULL ORDER BY o.seat LIMIT 1) WHERE seat = (SELECT max(seat) FROM hand WHERE cards IS NOT NULL)" 0
	check "$name" "the arrangement recorded for" \
		'py:row, a = hand(); foreign(a, row[2].split()); put(row, a)' 0
	check "$name" "the arrangement recorded for" \
		'py:row, a = hand(); move(a); put(row, a)' 0
	check "$name" "discard" \
		"UPDATE game SET discard = CASE WHEN discard IS NULL THEN '9S' ELSE NULL END" 0
	check "$name" "discard" \
		"UPDATE game SET discard = char(27) || '[2J'" 0
	check "$name" "game 1: the hand of|does not replay" \
		"UPDATE hand SET deadwood = deadwood + 1 WHERE seat = (SELECT max(seat) FROM hand WHERE cards IS NOT NULL)" 1
	case $name in
	viennese)
		check "$name" "the hand of Ben counts 34, not the 35 recorded" \
			"UPDATE hand SET deadwood = deadwood + 1, points = points + 1 WHERE seat = 1" 1 ;;
	continental | queen-city)
		check "$name" "rubber 1, game 1: (going out is worth|the hand of)" "UPDATE game SET worth = worth + 1" 1 ;;
	esac
done

# a dead hand of gin records no discard
KLOPF_DB=gin.db k game --dead >/dev/null || bad "gin: the dead hand cannot be booked"
check gin "a dead hand records a discard" \
	"UPDATE game SET discard = '9S' WHERE kind = 'dead'" 1

# a correction's game as it was, edited into one the referee refuses,
# and the game as it became, edited into another than the one stored
KLOPF_DB=viennese.db KLOPF_NOW=2026-03-01T21:00:00Z k fix 1 "Clara=AS 2S 3S 8H 9H QC KC 6D 7D 5S" >/dev/null ||
	bad "viennese: the correction cannot be made"
out=$(KLOPF_DB=viennese.db k verify 2>&1) || bad "viennese: the corrected database does not verify: $out"
check viennese "the correction of game 1 made at 2026-03-01T21:00:00Z records a game the referee refuses" \
	"UPDATE correction SET old = json_set(old, '\$.hands[0].typed', '3H 4H 5H')" 1
check viennese "game 1 is not the game its last correction left" \
	"UPDATE correction SET new = json_set(new, '\$.hands[2].typed', '40')" 1

# two discards leave the same deadwood: the other one, recorded in the
# arrangement and the game alike, is as good (a solver of another
# version may have chosen it); in the arrangement alone it disagrees
# with the game's
KLOPF_DB=discard.db k new Anna Ben >/dev/null &&
	KLOPF_DB=discard.db k game --knock Anna "Anna=3H 4H 5H 7S 7D 7C JS QS KS 2C 2D" Ben=20 >/dev/null ||
	bad "discard: the game cannot be booked"
swap="UPDATE hand SET arrangement = replace(replace(replace(arrangement, '\"2D\"', '\"XX\"'), '\"2C\"', '\"2D\"'), '\"XX\"', '\"2C\"') WHERE seat = 0"
edit discard "$swap; UPDATE game SET discard = CASE discard WHEN '2C' THEN '2D' ELSE '2C' END" &&
	out=$(KLOPF_DB=edited.db k verify 2>&1) ||
	bad "discard: the other discard of the same worth does not verify: $out"
check discard "game 1: Anna discarded 2[CD], not the 2[CD] recorded" "$swap" 1

[ $fail -eq 0 ] && echo "tampered-hands: $checked edits in ${#games[@]} games, each found"
exit $fail
