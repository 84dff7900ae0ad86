#!/usr/bin/env bash
# seat_tally (schema 2) always equals the sums it stands for: after games,
# buy-backs, abandons, every kind of undo, an import, a rubber deleted and
# hands, games and transfers changed or deleted by hand in sqlite3, its
# rows are compared with the same sums computed from hand, game and
# chip_transfer.  klopf stats must agree with a stats built from those
# sums too.
#
# Usage: seat-tally.sh KLOPF_BINARY
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work" KLOPF_DB="$work/klopf.db" LC_ALL=C.UTF-8 TZ=UTC
unset XDG_DATA_HOME NO_COLOR
cd "$work" || exit 1

fail=0
bad() {
	printf 'FAIL: %s\n' "$*"
	fail=1
}
k() {
	"$bin" "$@" >/dev/null 2>&1 || bad "klopf $*"
}

# rows of seat_tally that differ from the sums over the recorded rows
# (seats without a tally row count as all zero), then tally rows of seats
# that do not exist and are not all zero
mismatches() {
	sqlite3 "${1:-$KLOPF_DB}" "
	WITH truth AS (
	  SELECT s.rubber_id, s.seat,
	    (SELECT count(*) FROM hand h JOIN game g ON g.event_id = h.game_id
	     WHERE g.rubber_id = s.rubber_id AND h.seat = s.seat) AS hands,
	    (SELECT coalesce(sum(h.points), 0) FROM hand h JOIN game g
	     ON g.event_id = h.game_id
	     WHERE g.rubber_id = s.rubber_id AND h.seat = s.seat) AS points,
	    (SELECT count(*) FROM game g WHERE g.rubber_id = s.rubber_id
	     AND g.declarer_seat = s.seat AND g.kind = 'knock') AS knocks,
	    (SELECT count(*) FROM game g WHERE g.rubber_id = s.rubber_id
	     AND g.declarer_seat = s.seat AND g.kind = 'rummy') AS rummies,
	    (SELECT coalesce(sum(amount), 0) FROM chip_transfer t
	     WHERE t.rubber_id = s.rubber_id AND t.to_seat = s.seat) AS chips_in,
	    (SELECT coalesce(sum(amount), 0) FROM chip_transfer t
	     WHERE t.rubber_id = s.rubber_id AND t.from_seat = s.seat)
	     AS chips_out
	  FROM seat s)
	SELECT (SELECT count(*) FROM truth t LEFT JOIN seat_tally x
	        ON x.rubber_id = t.rubber_id AND x.seat = t.seat
	        WHERE coalesce(x.hands, 0) <> t.hands
	           OR coalesce(x.points, 0) <> t.points
	           OR coalesce(x.knocks, 0) <> t.knocks
	           OR coalesce(x.rummies, 0) <> t.rummies
	           OR coalesce(x.chips_in, 0) <> t.chips_in
	           OR coalesce(x.chips_out, 0) <> t.chips_out)
	     + (SELECT count(*) FROM seat_tally x WHERE NOT EXISTS
	        (SELECT 1 FROM seat s WHERE s.rubber_id = x.rubber_id
	         AND s.seat = x.seat) AND (x.hands <> 0 OR x.points <> 0 OR
	         x.knocks <> 0 OR x.rummies <> 0 OR x.chips_in <> 0 OR
	         x.chips_out <> 0))"
}
same() { # WHAT [DB]
	local n
	n=$(mismatches "${2:-}")
	[ "$n" = 0 ] || bad "after $1: $n seat_tally rows differ from the sums"
}

K1="Anna=3H 4H 5H QS QD QC 7C 7D 7S 2S KH"
k new Anna Ben Clara
same "a new rubber"
k game --knock Anna "$K1" "Ben=KS KH KD 2C 3D 4S 5H 6C 8D 10S" "Clara=QS QH QC 2S 4D 6H 8C 9S 7H 9D"
k game --rummy Clara "Clara=4S 5S 6S 7S 9D 9H 9C JC QC KC" "Anna=JS JD JH 10S 10H 10C 2H 9D 9S KD" "Ben=AC AD AH 5D 3H 5S 6H 8D 9C KH"
same "two games"
k buyback Ben
same "a buy-back"
k undo
same "undoing a buy-back"
k undo
same "undoing a game"
k game --rummy Clara "Clara=4S 5S 6S 7S 9D 9H 9C JC QC KC" "Anna=JS JD JH 10S 10H 10C 2H 9D 9S KD" "Ben=AC AD AH 5D 3H 5S 6H 8D 9C KH"
k buyback Ben
k game --knock Anna "Anna=6H 7H 8H KS KD KC 4C 5C 6C 3D" "Ben=QS QD QH 9S 8C 7D 6S 4H 6D KH" "Clara=AS AC 2H 4S 2C 9D JH 3D 3S 5H"
k game --knock Ben "Ben=AH 2H JK 7S 7D 7C JC QC KC 2S" "Anna=KH QS JD 9C 8S 6D 4C 3S 5S 5D"
same "a finished rubber"
k undo
same "undoing the game that finished it"
k game --knock Ben "Ben=AH 2H JK 7S 7D 7C JC QC KC 2S" "Anna=KH QS JD 9C 8S 6D 4C 3S 5S 5D"
k new Dora Emil
k game --knock Dora "Dora=3H 4H 5H QS QD QC 7C 7D 7S 2S" Emil=12
k abandon
same "an abandon"
k undo
same "undoing an abandon"
k abandon
k new Anna Dora
same "a third rubber"
k undo
same "undoing the start of a rubber"

# changes made by hand in sqlite3
sqlite3 "$KLOPF_DB" "PRAGMA foreign_keys = ON;
  UPDATE hand SET points = points + 7 WHERE game_id = (SELECT min(game_id) FROM hand);"
same "a hand's points changed by hand"
sqlite3 "$KLOPF_DB" "PRAGMA foreign_keys = ON;
  UPDATE game SET kind = 'rummy' WHERE event_id = (SELECT min(event_id) FROM game);"
same "a game's kind changed by hand"
sqlite3 "$KLOPF_DB" "PRAGMA foreign_keys = ON;
  UPDATE chip_transfer SET amount = amount + 2, to_seat = 2
  WHERE id = (SELECT max(id) FROM chip_transfer
              WHERE reason = 'knock' AND rubber_id = 1);"
same "a transfer changed by hand"
sqlite3 "$KLOPF_DB" "PRAGMA foreign_keys = ON;
  DELETE FROM hand WHERE (game_id, seat) = (SELECT h.game_id, h.seat
    FROM hand h JOIN game g ON g.event_id = h.game_id
    WHERE g.rubber_id = 1 ORDER BY h.game_id DESC LIMIT 1);"
same "a hand deleted by hand"
sqlite3 "$KLOPF_DB" "PRAGMA foreign_keys = ON;
  DELETE FROM event WHERE id = (SELECT min(event_id) FROM game);"
same "a game's event deleted by hand"

# an import fills the tally through the same triggers
"$bin" export > all.json || bad "export"
"$bin" --db copy.db import all.json >/dev/null 2>&1 &&
	bad "the hand-edited history was imported, but it does not replay"
k new Fritz Gerda
"$bin" export > clean.json || bad "export"
sqlite3 "$KLOPF_DB" "PRAGMA foreign_keys = ON; DELETE FROM rubber WHERE id = 1"
same "a rubber deleted by hand"
[ "$(sqlite3 "$KLOPF_DB" "SELECT count(*) FROM seat_tally WHERE rubber_id = 1")" = 0 ] ||
	bad "a deleted rubber kept its tally rows"

rm -f fresh.db
"$bin" --db fresh.db new Anna Ben >/dev/null
"$bin" --db fresh.db undo >/dev/null
k --db fresh.db stats
python3 - "$work/clean.json" <<'EOF' > fix.json || bad "could not prepare an import"
import json, sys
d = json.load(open(sys.argv[1]))
# keep the rubbers that still replay: the abandoned one and the one in play
d["rubbers"] = [r for r in d["rubbers"] if r["id"] != 1]
json.dump(d, sys.stdout)
EOF
"$bin" --db imp.db import fix.json >/dev/null 2>&1 || bad "import of the clean rubbers"
same "an import" imp.db

# klopf stats agrees with the sums
"$bin" --db imp.db stats --json > stats.json || bad "stats --json"
want=$(sqlite3 imp.db "SELECT p.name, sum(x.hands), sum(x.chips_in - x.chips_out)
  FROM seat s JOIN player p ON p.id = s.player_id
  LEFT JOIN seat_tally x ON x.rubber_id = s.rubber_id AND x.seat = s.seat
  GROUP BY p.name ORDER BY p.name" | tr '|' ' ')
got=$(python3 -c '
import json, sys
for p in json.load(open(sys.argv[1]))["players"]:
    print(p["name"], p["games"], p["chips"])' stats.json)
[ "$want" = "$got" ] || bad "stats and the sums disagree: want [$want] got [$got]"

[ "$fail" -eq 0 ] && echo "seat-tally: all checks passed"
exit "$fail"
