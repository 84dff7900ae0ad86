#!/usr/bin/env bash
# A database made by every earlier schema version opens and is upgraded
# by itself, after a backup copy is written next to it.
#
# Schema 1 is tests/fixtures/schema1.sql (made by the klopf of that time
# with real commands: a finished rubber and one in play).  Loaded into a
# new file, once in the rollback journal mode sqlite3 gives it and once
# switched to WAL, then `klopf standings` must:
#  - print the standings the old klopf printed for the rubber in play;
#  - leave klopf.db.schema1.bak next to it: schema 1, holding what the
#    file held (its dump is the dump before);
#  - raise user_version to the latest schema (the number of schema/*.sql);
#  - change no recorded row, and build seat_tally from them.
# Then the old rubbers read as they were played (klopf history: totals
# and chips of both as the old klopf had them; klopf rubbers), the whole
# database passes the checks of tests/support/db-checks.bash (seat_tally
# against the sums, standings against the views, a replay of everything),
# the next open writes no second backup, and a game can be booked.
#
# Usage: migrate.sh KLOPF_BINARY
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
here=$(cd "$(dirname "$0")" && pwd)
fixture=$here/../fixtures/schema1.sql
# shellcheck source=../support/db-checks.bash
. "$here/../support/db-checks.bash"
latest=$(find "$here/../../schema" -name '*.sql' | wc -l)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work" LC_ALL=C.UTF-8 TZ=UTC
unset XDG_DATA_HOME NO_COLOR KLOPF_MAX_PAGES KLOPF_BUSY_TIMEOUT KLOPF_NOW
cd "$work" || exit 1
mkdir scratch

fail=0
bad() {
	printf 'FAIL (%s): %s\n' "$mode" "$*"
	fail=1
}
TABLES="player rubber rubber_setting seat event game hand buyback chip_transfer"
rows() { # DB: every recorded row, table by table (the columns and
	# settings of schema 1: later schemas add some, filled for old rows)
	local t sql
	for t in $TABLES; do
		echo "== $t"
		case $t in
		rubber) sql="SELECT id, started_at, ended_at, state FROM rubber" ;;
		rubber_setting) sql="SELECT * FROM rubber_setting WHERE key NOT IN ('first_dealer', 'cards')" ;;
		game) sql="SELECT event_id, rubber_id, number, dealer_seat, declarer_seat, kind, discard FROM game" ;;
		*) sql="SELECT * FROM $t" ;;
		esac
		sqlite3 "$1" "$sql ORDER BY 1, 2"
	done
}

# the names of a database's tables, indexes, views and triggers
schema_names() {
	sqlite3 "$1" "SELECT type || ' ' || name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY 1"
}
mode=new
KLOPF_DB=$work/new.db "$bin" new Anna Ben >/dev/null || bad "a new database"
schema_names "$work/new.db" >new.names

# what the klopf of schema 1 printed, and the house rule the standings
# show now
standings2="rubber 2, in play, 2 games played, pot 20
  house rules: rummy_doubles=on
  player       points  chips
  Dora             42     -3
  Emil             12     -3
  Anna             80     -7  deals next
  Ben              44     -7"

for mode in delete wal; do
	rm -rf db && mkdir db
	export KLOPF_DB=$work/db/klopf.db
	sqlite3 "$KLOPF_DB" <"$fixture" || bad "the fixture does not load"
	[ "$(sqlite3 "$KLOPF_DB" "PRAGMA journal_mode = $mode")" = $mode ] ||
		bad "journal mode $mode"
	[ "$(sqlite3 "$KLOPF_DB" "PRAGMA user_version")" = 1 ] ||
		bad "the fixture is not schema 1"
	sqlite3 "$KLOPF_DB" .dump >old.sql
	rows "$KLOPF_DB" >old.rows

	out=$("$bin" standings 2>&1) || bad "standings: $out"
	[ "$out" = "$standings2" ] || bad "standings after the upgrade:
$out"
	bak=$KLOPF_DB.schema1.bak
	if [ ! -f "$bak" ]; then
		bad "no backup $bak"
	else
		[ "$(sqlite3 "$bak" "PRAGMA user_version")" = 1 ] ||
			bad "the backup is not schema 1"
		sqlite3 "$bak" .dump | cmp -s - old.sql ||
			bad "the backup does not hold the old database"
	fi
	[ "$(sqlite3 "$KLOPF_DB" "PRAGMA user_version")" = "$latest" ] ||
		bad "user_version is $(sqlite3 "$KLOPF_DB" "PRAGMA user_version"), not $latest"
	rows "$KLOPF_DB" | cmp -s - old.rows || bad "the upgrade changed recorded rows"
	# the same tables, indexes, views and triggers as a database made new
	schema_names "$KLOPF_DB" | cmp -s - new.names ||
		bad "the upgraded schema is not a new database's: $(schema_names "$KLOPF_DB" | diff - new.names | tr '\n' ' ')"
	[ "$(sqlite3 "$KLOPF_DB" "SELECT count(*) FROM seat_tally")" = 7 ] ||
		bad "seat_tally does not have a row for each of the 7 seats"
	ls db | grep -v -e '^klopf\.db$' -e '^klopf\.db\.schema1\.bak$' \
		-e '^klopf\.db-wal$' -e '^klopf\.db-shm$' >extra.txt &&
		bad "more files next to the database: $(cat extra.txt)"

	# the old rubbers as they were played
	out=$("$bin" history 1 2>&1) || bad "history 1: $out"
	grep -qx 'totals: Anna 105 (out), Ben 97, Clara 105 (out)' <<<"$out" ||
		bad "history 1 totals: $out"
	grep -qx 'net chips: Anna -3, Ben +8, Clara -5' <<<"$out" ||
		bad "history 1 chips: $out"
	grep -qx '       Ben wins the rubber and the pot (20)' <<<"$out" ||
		bad "history 1 winner: $out"
	out=$("$bin" history 2 2>&1) || bad "history 2: $out"
	grep -qx 'totals: Dora 42, Emil 12, Anna 80, Ben 44' <<<"$out" ||
		bad "history 2 totals: $out"
	out=$("$bin" rubbers 2>&1) || bad "rubbers: $out"
	[ "$(grep -c '^    [12]  2025-12-' <<<"$out")" = 2 ] || bad "rubbers: $out"
	db_problems "$bin" "$KLOPF_DB" scratch || bad "the upgraded database is not whole"

	# once only: the next open leaves the backup alone
	sum=$(md5sum <"$bak")
	"$bin" standings >/dev/null || bad "a second standings"
	[ "$(md5sum <"$bak")" = "$sum" ] || bad "the backup changed at the next open"
	[ -e "$KLOPF_DB.schema$latest.bak" ] && bad "a backup of the latest schema"
	"$bin" game --knock Ben "Ben=3H 4H 5H QS QD QC 7C 7D 7S 2S" Dora=5 \
		Emil=6 Anna=7 >/dev/null || bad "a game in the upgraded database"
	db_problems "$bin" "$KLOPF_DB" scratch || bad "not whole after a game"
	# the tables edited in place by schema 6 take the new kinds of event,
	# and a rubber that ends with a player leaving keeps its winner
	"$bin" rules --change knock_limit=6 >/dev/null ||
		bad "a rule change in the upgraded database"
	"$bin" leave Emil >/dev/null && "$bin" leave Anna >/dev/null &&
		"$bin" leave Ben >/dev/null || bad "leaving in the upgraded database"
	out=$("$bin" standings 2>&1)
	grep -q 'Dora .*won the pot' <<<"$out" || bad "no winner after leaving: $out"
	[ "$(sqlite3 "$KLOPF_DB" "PRAGMA integrity_check")" = ok ] ||
		bad "integrity_check after the new events"
	[ -z "$(sqlite3 "$KLOPF_DB" "PRAGMA foreign_key_check")" ] ||
		bad "foreign_key_check after the new events"
	db_problems "$bin" "$KLOPF_DB" scratch || bad "not whole after leaving"
	"$bin" undo >/dev/null && "$bin" undo >/dev/null || bad "undo of leaving"
done

# schema 10, the one before the index of the last rubber (made from a
# new database, as schema 11 only adds that index): upgraded with a
# backup, the index back, the rubber in play found by it
mode=schema10
KLOPF_DB=$work/v10.db "$bin" new Anna Ben >/dev/null || bad "a new database"
sqlite3 "$work/v10.db" "DROP TABLE entry_code; DROP TABLE tournament_table; DROP TABLE tournament_series;
	DROP TABLE tournament_player; DROP TABLE tournament_setting;
	DROP TABLE tournament; DROP INDEX rubber_one_in_play;
	DROP INDEX rubber_latest; ALTER TABLE rubber DROP COLUMN tournament_id;
	CREATE UNIQUE INDEX rubber_one_in_play ON rubber (state)
	WHERE state = 'in_play'; PRAGMA user_version = 10" ||
	bad "cannot make a database of schema 10"
out=$(KLOPF_DB=$work/v10.db "$bin" standings 2>&1) || bad "standings: $out"
grep -q '^rubber 1, in play' <<<"$out" || bad "standings of schema 10: $out"
[ "$(sqlite3 "$work/v10.db" "PRAGMA user_version")" = "$latest" ] ||
	bad "schema 10 was not upgraded"
[ -e "$work/v10.db.schema10.bak" ] || bad "no backup of schema 10"
# schema 14: the rubber in play got its entry code at the upgrade
[ "$(sqlite3 "$work/v10.db" "SELECT group_concat(rubber_id) || ':' || length(code) FROM entry_code")" = "1:10" ] ||
	bad "the rubber in play has no entry code after the upgrade"
schema_names "$work/v10.db" | cmp -s - new.names || bad "schema 10 upgraded is not a new database's"
sqlite3 "$work/v10.db" "EXPLAIN QUERY PLAN SELECT id FROM rubber WHERE tournament_id IS NULL ORDER BY state = 'in_play' DESC, id DESC LIMIT 1" |
	grep -q 'USING INDEX rubber_latest' || bad "the last rubber is not found by its index"

[ $fail -eq 0 ] && echo "migrate: schema 1 upgraded to $latest in both journal modes"
exit $fail
