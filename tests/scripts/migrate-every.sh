#!/usr/bin/env bash
# A database of every earlier schema version, 1 to the one before the
# latest, opens and is upgraded by itself to the latest.
#
# The database of version v is tests/fixtures/schema1.sql (a finished
# rubber and one in play, made by the klopf of schema 1) with the
# scripts schema/002 ... up to v applied by sqlite3 and user_version set
# after each, as the upgrade of the program does; from version 3 on the
# winner of the finished rubber is in pot_winner, as the program writes
# it.  Then `klopf standings` must:
#  - print the standings of the rubber in play as the old klopf did;
#  - leave klopf.db.schemaV.bak next to it: version v, holding what the
#    file held (its dump is the dump before), and no second backup at
#    the next open;
#  - raise user_version to the latest and give the tables, indexes,
#    views and triggers of a database made new;
#  - change no recorded row: every row of every table of version v, in
#    the columns of version v, is there as it was (only the house rules
#    of the old rubbers, rubber_setting, and seat_tally may gain rows);
#  - give the rubber in play, and it alone, an entry code of 80 bits
#    (schema 14);
# and the database passes the checks of tests/support/db-checks.bash.
# Then the rubber in play is abandoned, a rubber of Hungarian Rummy is
# started and a hand booked in which the winner books -20 (a hand's
# points below zero: schema 12), the table ends it (klopf end), a rubber
# of Rommé is started and a hand going out at once is booked, and the
# database is whole after each; the two new rubbers have codes of their
# own.
#
# Usage: migrate-every.sh KLOPF_BINARY
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
here=$(cd "$(dirname "$0")" && pwd)
fixture=$here/../fixtures/schema1.sql
schema=$here/../../schema
# shellcheck source=../support/db-checks.bash
. "$here/../support/db-checks.bash"
latest=$(find "$schema" -name '*.sql' | wc -l)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work" LC_ALL=C.UTF-8 TZ=UTC
unset XDG_DATA_HOME NO_COLOR KLOPF_MAX_PAGES KLOPF_BUSY_TIMEOUT KLOPF_NOW
cd "$work" || exit 1
mkdir scratch

fail=0
bad() {
	printf 'FAIL (schema %s): %s\n' "$v" "$*"
	fail=1
}

# the names of a database's tables, indexes, views and triggers
schema_names() {
	sqlite3 "$1" "SELECT type || ' ' || name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY 1"
}

# every row of every table of OLD (the columns it has there), read from
# DB, one line per row, prefixed with the table's name
# (sorted as a whole: each line starts with its table's name)
table_rows() { # OLD DB
	sqlite3 "$1" "SELECT 'SELECT ''' || m.name || ''', ' || (SELECT group_concat(name, ', ') FROM pragma_table_info(m.name)) || ' FROM ' || m.name || ';' FROM sqlite_master m WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY 1" |
		sqlite3 -cmd '.mode quote' "$2" | LC_ALL=C sort
}

# the database of version v in DB, made from the chain's database of
# version v - 1 ($work/chain.db, which becomes version v; version 1 is
# the fixture)
make_version() { # DB V
	local f
	if [ "$2" = 1 ]; then
		rm -f "$work/chain.db"
		sqlite3 "$work/chain.db" <"$fixture" || return 1
	else
		f=$(printf '%s/%03d_*.sql' "$schema" "$2")
		# the winners the program writes when it upgrades to schema 3
		# (the rubber's pot went to them)
		# shellcheck disable=SC2086
		{ cat $f; echo "PRAGMA user_version = $2;"
		  [ "$2" = 3 ] && echo "INSERT INTO pot_winner (game_id,
			rubber_id, seat) SELECT event_id, rubber_id, to_seat FROM
			chip_transfer WHERE reason = 'pot';"; } |
			sqlite3 "$work/chain.db" || return 1
	fi
	cp "$work/chain.db" "$1" &&
	[ "$(sqlite3 "$1" "PRAGMA user_version")" = "$2" ]
}

v=new
KLOPF_DB=$work/new.db "$bin" new Anna Ben >/dev/null || bad "a new database"
schema_names "$work/new.db" >new.names

# what the klopf of schema 1 printed for the rubber in play
standings2="rubber 2, in play, 2 games played, pot 20
  house rules: rummy_doubles=on
  player       points  chips
  Dora             42     -3
  Emil             12     -3
  Anna             80     -7  deals next
  Ben              44     -7"

versions=0
for ((v = 1; v < latest; v++)); do
	rm -rf db && mkdir db
	export KLOPF_DB=$work/db/klopf.db
	make_version "$KLOPF_DB" "$v" || { bad "cannot make the database"; continue; }
	sqlite3 "$KLOPF_DB" .dump >old.sql
	cp "$KLOPF_DB" old.db
	table_rows old.db "$KLOPF_DB" >old.rows

	out=$("$bin" standings 2>&1) || bad "standings: $out"
	[ "$out" = "$standings2" ] || bad "standings after the upgrade:
$out"
	bak=$KLOPF_DB.schema$v.bak
	if [ ! -f "$bak" ]; then
		bad "no backup $bak"
	else
		[ "$(sqlite3 "$bak" "PRAGMA user_version")" = "$v" ] ||
			bad "the backup is not schema $v"
		sqlite3 "$bak" .dump | cmp -s - old.sql ||
			bad "the backup does not hold the old database"
	fi
	[ "$(sqlite3 "$KLOPF_DB" "PRAGMA user_version")" = "$latest" ] ||
		bad "user_version is $(sqlite3 "$KLOPF_DB" "PRAGMA user_version"), not $latest"
	schema_names "$KLOPF_DB" | cmp -s - new.names ||
		bad "the upgraded schema is not a new database's: $(schema_names "$KLOPF_DB" | diff - new.names | tr '\n' ' ')"
	table_rows old.db "$KLOPF_DB" >new.rows
	gone=$(LC_ALL=C comm -23 old.rows new.rows)
	[ -z "$gone" ] || bad "rows changed or gone: $gone"
	added=$(LC_ALL=C comm -13 old.rows new.rows |
		grep -v -e "^'rubber_setting'," -e "^'seat_tally'," -e "^'entry_code',")
	[ -z "$added" ] || bad "rows added: $added"
	db_problems "$bin" "$KLOPF_DB" scratch || bad "the upgraded database is not whole"
	# schema 14: the rubber in play (2) got an entry code of 80 bits
	# at the upgrade, the finished one (1) none
	codes=$(sqlite3 "$KLOPF_DB" "SELECT group_concat(rubber_id || ':' || length(code), ' ') FROM entry_code")
	[ "$codes" = "2:10" ] || bad "the entry codes after the upgrade: '$codes', not '2:10'"

	# once only
	sum=$(md5sum <"$bak")
	"$bin" standings >/dev/null || bad "a second standings"
	[ "$(md5sum <"$bak")" = "$sum" ] || bad "the backup changed at the next open"
	[ -e "$KLOPF_DB.schema$latest.bak" ] && bad "a backup of the latest schema"
	[ "$(find db -name '*.bak' | wc -l)" = 1 ] || bad "more than one backup"

	# the melding games in the upgraded database
	"$bin" abandon >/dev/null || bad "abandon the rubber in play"
	"$bin" new --game hungarian Anna Ben >/dev/null || bad "a Hungarian rubber"
	out=$("$bin" game --out Anna Ben=5 2>&1) || bad "a Hungarian hand: $out"
	grep -qx 'totals: Anna -20, Ben 5' <<<"$out" || bad "the Hungarian hand: $out"
	[ "$(sqlite3 "$KLOPF_DB" "SELECT count(*) FROM hand h JOIN game g ON g.event_id = h.game_id WHERE g.rubber_id = 3 AND h.points = -20")" = 1 ] ||
		bad "no hand booked at -20"
	db_problems "$bin" "$KLOPF_DB" scratch || bad "not whole after the Hungarian hand"
	out=$("$bin" end 2>&1) || bad "klopf end: $out"
	grep -qx 'Anna wins the game' <<<"$out" || bad "the end of the Hungarian game: $out"
	"$bin" new --game romme Anna Ben Clara >/dev/null || bad "a Rommé rubber"
	out=$("$bin" game --at-once Anna Ben=5 "Clara=QS QH" 2>&1) ||
		bad "a Rommé hand: $out"
	grep -qx 'totals: Anna 0, Ben 10, Clara 40' <<<"$out" || bad "the Rommé hand: $out"
	db_problems "$bin" "$KLOPF_DB" scratch || bad "not whole after the Rommé hand"
	# the rubbers made after the upgrade have their codes, each its own
	[ "$(sqlite3 "$KLOPF_DB" "SELECT count(DISTINCT code) FROM entry_code WHERE rubber_id IN (3, 4)")" = 2 ] ||
		bad "the new rubbers have no entry codes of their own"
	versions=$((versions + 1))
done

[ $fail -eq 0 ] && echo "migrate-every: schemas 1 to $((latest - 1)) ($versions)" \
	"upgraded to $latest, whole, and taking the melding games"
exit $fail
