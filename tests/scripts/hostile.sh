#!/usr/bin/env bash
# A hostile environment: each case gets its exact message and exit status
# (4, a storage error; 2 for an environment variable that is no number),
# and no damage: the database file stays byte for byte as it was and no
# file appears next to it.
#
#  - a read-only database file, and a database in a read-only folder:
#    reading works, every command that writes is refused, and once the
#    permissions are back klopf writes again (nothing left behind blocks
#    it).  Permissions do not stop root, so as root these cases run
#    klopf as the user nobody (setpriv or runuser); without either they
#    are skipped with a SKIP line; the reasons are said in German too;
#  - a journal a crash left (the last game only in the -wal, no -shm) in
#    a folder and file that cannot be written: it is read; where the
#    journal cannot be read either, the message says to copy both files;
#  - a folder that cannot be created (a plain file where it must go,
#    named as a file, and as another user than root a read-only parent),
#    and a folder given as the database;
#  - a file that is not SQLite, and a SQLite database of another program;
#  - a database of a newer schema (PRAGMA user_version = 99);
#  - a full database, made by KLOPF_MAX_PAGES (the most pages the
#    database may grow to): the game that does not fit is refused saying
#    the disk is full and the database is as before it (a disk that is
#    really full: full-disk.sh);
#  - HOME and XDG_DATA_HOME unset (with no --db or KLOPF_DB);
#  - KLOPF_MAX_PAGES and KLOPF_BUSY_TIMEOUT that are no numbers.
#
# Usage: hostile.sh KLOPF_BINARY
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
here=$(cd "$(dirname "$0")" && pwd)
schemas=$(find "$here/../../schema" -name '*.sql' | wc -l)
work=$(mktemp -d)
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT
chmod 755 "$work"
export HOME="$work" LC_ALL=C.UTF-8 TZ=UTC
unset XDG_DATA_HOME NO_COLOR KLOPF_MAX_PAGES KLOPF_BUSY_TIMEOUT KLOPF_NOW
export KLOPF_DB="$work/default.db"
cd "$work" || exit 1

fail=0
cases=0
bad() {
	printf 'FAIL: %s\n' "$*"
	fail=1
}
KNOCK="Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C"
GAME=(game --knock Anna "$KNOCK" Ben=12 Clara=30)

# expect STATUS MESSAGE CMD... : run CMD, compare status and output
expect() {
	local want_status=$1 want=$2 out status
	shift 2
	out=$("$@" 2>&1)
	status=$?
	cases=$((cases + 1))
	[ "$status" = "$want_status" ] ||
		bad "$*: status $status, not $want_status ($out)"
	[ "$out" = "$want" ] || bad "$*: said
  $out
not
  $want"
}
# what a folder holds, and the bytes of its files
state() { (cd "$1" && ls -A && cat -- * 2>/dev/null | md5sum); }

# ---- who can be stopped by permissions ----
as=()
if [ "$(id -u)" = 0 ]; then
	if command -v setpriv >/dev/null &&
		setpriv --reuid=65534 --regid=65534 --clear-groups true 2>/dev/null; then
		as=(setpriv --reuid=65534 --regid=65534 --clear-groups)
	elif command -v runuser >/dev/null && runuser -u nobody -- true 2>/dev/null; then
		as=(runuser -u nobody --)
	else
		as=(none)
	fi
fi
# klopf as the user the permissions apply to (a copy it can run, with
# the catalogues of the build tree next to it)
cp "$bin" "$work/klopf"
chmod 755 "$work/klopf"
[ -d "$(dirname "$bin")/locale" ] && cp -R "$(dirname "$bin")/locale" "$work/locale"
k() { "${as[@]}" "$work/klopf" "$@"; }

if [ "${as[0]:-}" = none ]; then
	echo "SKIP: read-only file and folder: running as root without setpriv or runuser, so permissions cannot stop klopf"
else
	mkdir ro
	[ ${#as[@]} -gt 0 ] && chown 65534 ro
	db=$work/ro/klopf.db
	k --db "$db" new Anna Ben Clara >/dev/null || bad "new in ro/"
	k --db "$db" "${GAME[@]}" >/dev/null || bad "a game in ro/"

	# a read-only file
	chmod 444 "$db"
	before=$(state ro)
	msg="klopf: cannot write to the database $db: the file is read-only (Permission denied); nothing was changed"
	expect 4 "$msg" k --db "$db" "${GAME[@]}"
	expect 4 "$msg" k --db "$db" undo
	expect 4 "$msg" k --db "$db" buyback Clara
	expect 4 "$msg" k --db "$db" abandon
	k --db "$db" standings >/dev/null || bad "standings of a read-only file"
	k --db "$db" history >/dev/null || bad "history of a read-only file"
	k --db "$db" export >/dev/null || bad "export of a read-only file"
	[ "$(state ro)" = "$before" ] || bad "the read-only file or its folder changed"

	# a read-only folder
	chmod 644 "$db"
	chmod 555 ro
	before=$(state ro)
	msg="klopf: cannot write to the database $db: its folder $work/ro is read-only (Permission denied); nothing was changed"
	expect 4 "$msg" k --db "$db" "${GAME[@]}"
	expect 4 "$msg" k --db "$db" undo
	expect 4 "$msg" k --db "$db" abandon
	k --db "$db" standings >/dev/null || bad "standings in a read-only folder"
	expect 4 "klopf: cannot create the database $work/ro/new.db: its folder $work/ro is read-only (Permission denied)" \
		k --db "$work/ro/new.db" new Anna Ben
	expect 4 "klopf: cannot create the folder $work/ro/sub: Permission denied" \
		k --db "$work/ro/sub/klopf.db" new Anna Ben
	[ "$(state ro)" = "$before" ] || bad "the read-only folder changed"

	# the reasons in German (with the catalogues of the build tree)
	if [ ! -d "$work/locale" ]; then
		echo "SKIP: the reasons in German: no catalogues next to $bin"
	else
		chmod 444 "$db"
		out=$(LC_ALL=de_AT.UTF-8 k --db "$db" undo 2>&1)
		cases=$((cases + 1))
		case $out in
		*"kann nicht in die Datenbank $db schreiben: die Datei ist schreibgeschützt"*) ;;
		*) bad "a read-only file in German said: $out" ;;
		esac
		chmod 644 "$db"
		out=$(LC_ALL=de_AT.UTF-8 k --db "$db" undo 2>&1)
		cases=$((cases + 1))
		case $out in
		*"kann nicht in die Datenbank $db schreiben: ihr Ordner $work/ro ist schreibgeschützt"*) ;;
		*) bad "a read-only folder in German said: $out" ;;
		esac
	fi
	[ "$(state ro)" = "$before" ] || bad "the read-only folder changed"

	# permissions back: nothing left behind stops a write
	chmod 755 ro
	k --db "$db" "${GAME[@]}" >/dev/null || bad "a game after the permissions came back"
	[ "$(sqlite3 "$db" "SELECT count(*) FROM game")" = 2 ] ||
		bad "the game after the permissions came back is not booked"
fi

# ---- a journal left by a crash, in a folder and file that cannot be
# written: the game only in the -wal, no -shm (the files are copied
# while a reader keeps the journal from being written back) ----
if [ "${as[0]:-}" = none ]; then
	echo "SKIP: a crash's journal in a read-only folder: running as root without setpriv or runuser"
else
	mkdir live crashed
	"$bin" --db "$work/live/klopf.db" new Anna Ben Clara >/dev/null ||
		bad "crashed: new"
	sqlite3 "$work/live/klopf.db" "BEGIN" "SELECT count(*) FROM game" \
		".shell '$bin' --db '$work/live/klopf.db' game --knock Anna '$KNOCK' Ben=12 Clara=30 >/dev/null && cp '$work/live/klopf.db' '$work/live/klopf.db-wal' '$work/crashed/'" \
		>/dev/null
	[ -s crashed/klopf.db-wal ] && [ ! -e crashed/klopf.db-shm ] ||
		bad "crashed: no journal with the game, or a -shm"
	chmod 444 crashed/klopf.db crashed/klopf.db-wal
	chmod 555 crashed
	before=$(state crashed)
	out=$(k --db "$work/crashed/klopf.db" standings 2>&1)
	cases=$((cases + 1))
	case $out in
	*"1 game played"*) ;;
	*) bad "standings of a crash's journal in a read-only folder: $out" ;;
	esac
	k --db "$work/crashed/klopf.db" history >/dev/null ||
		bad "history of a crash's journal in a read-only folder"
	k --db "$work/crashed/klopf.db" export >/dev/null ||
		bad "export of a crash's journal in a read-only folder"
	expect 4 "klopf: cannot write to the database $work/crashed/klopf.db: the file is read-only (Permission denied); nothing was changed" \
		k --db "$work/crashed/klopf.db" undo
	[ "$(state crashed)" = "$before" ] || bad "the crash's files changed"
	# a journal that cannot be read either: what to do
	chmod 000 crashed/klopf.db-wal
	expect 4 "klopf: cannot read the database $work/crashed/klopf.db: the journal $work/crashed/klopf.db-wal that a klopf which stopped left beside it cannot be read where it is; copy both files to a folder you can write and read the copy" \
		k --db "$work/crashed/klopf.db" standings
	chmod 444 crashed/klopf.db-wal
fi

# ---- folders ----
touch plain
expect 4 "klopf: cannot create the database $work/plain/x/klopf.db: $work/plain is a file, not a folder" \
	"$bin" --db "$work/plain/x/klopf.db" new Anna Ben
expect 4 "klopf: cannot create the database plain/klopf.db: plain is a file, not a folder" \
	"$bin" --db plain/klopf.db new Anna Ben
expect 4 "klopf: cannot use the database $work/plain/x/klopf.db: $work/plain is a file, not a folder" \
	"$bin" --db "$work/plain/x/klopf.db" standings
expect 4 "klopf: cannot use the database $work/plain/x/klopf.db: $work/plain is a file, not a folder" \
	"$bin" --db "$work/plain/x/klopf.db" "${GAME[@]}"
mkdir folder
expect 4 "klopf: cannot use the database $work/folder: it is a folder" \
	"$bin" --db "$work/folder" new Anna Ben
expect 4 "klopf: cannot use the database $work/folder: it is a folder" \
	"$bin" --db "$work/folder" standings
[ -s plain ] && bad "the plain file was written"
[ -z "$(ls -A folder)" ] || bad "something was made in the folder"

# ---- not klopf's ----
mkdir other
printf 'Shopping: milk, bread, two packs of cards.\n%.0s' {1..40} >other/notes.db
sqlite3 other/app.db "CREATE TABLE customer (id INTEGER PRIMARY KEY, name TEXT);
	INSERT INTO customer (name) VALUES ('Frau Huber');"
before=$(state other)
for f in notes app; do
	if [ $f = notes ]; then
		msg="klopf: $work/other/$f.db is not a klopf database (not SQLite)"
	else
		msg="klopf: $work/other/$f.db is not a klopf database (a SQLite database of another program); nothing was changed"
	fi
	expect 4 "$msg" "$bin" --db "$work/other/$f.db" new Anna Ben
	expect 4 "$msg" "$bin" --db "$work/other/$f.db" standings
	expect 4 "$msg" "$bin" --db "$work/other/$f.db" "${GAME[@]}"
	expect 4 "$msg" "$bin" --db "$work/other/$f.db" undo
	expect 4 "$msg" "$bin" --db "$work/other/$f.db" export
done
[ "$(state other)" = "$before" ] || bad "a file that is not klopf's changed"

# ---- a newer schema ----
mkdir newer
"$bin" --db "$work/newer/klopf.db" new Anna Ben Clara >/dev/null &&
	"$bin" --db "$work/newer/klopf.db" "${GAME[@]}" >/dev/null || bad "newer: setup"
sqlite3 newer/klopf.db "PRAGMA user_version = 99"
before=$(state newer)
msg="klopf: the database $work/newer/klopf.db was made by a newer klopf (schema 99; this klopf knows up to $schemas); nothing was changed"
for c in standings undo abandon export "buyback Ben" rubbers stats; do
	# shellcheck disable=SC2086
	expect 4 "$msg" "$bin" --db "$work/newer/klopf.db" $c
done
expect 4 "$msg" "$bin" --db "$work/newer/klopf.db" "${GAME[@]}"
expect 4 "$msg" "$bin" --db "$work/newer/klopf.db" new Dora Emil
[ "$(state newer)" = "$before" ] || bad "the newer database changed"

# ---- a version klopf never wrote (below 0): another program's file,
# refused before anything is written (no -wal or -shm left beside it) ----
mkdir negative
"$bin" --db "$work/negative/klopf.db" new Anna Ben Clara >/dev/null ||
	bad "negative: setup"
sqlite3 negative/klopf.db "PRAGMA user_version = -5"
sqlite3 negative/empty.db "PRAGMA user_version = -5"
before=$(state negative)
for f in klopf empty; do
	msg="klopf: $work/negative/$f.db is not a klopf database (a SQLite database of another program); nothing was changed"
	expect 4 "$msg" "$bin" --db "$work/negative/$f.db" standings
	expect 4 "$msg" "$bin" --db "$work/negative/$f.db" new Dora Emil
	expect 4 "$msg" "$bin" --db "$work/negative/$f.db" "${GAME[@]}"
done
[ "$(state negative)" = "$before" ] ||
	bad "a database of a version klopf never wrote changed"

# ---- a full disk ----
mkdir full
export KLOPF_DB=$work/full/klopf.db
"$bin" new Anna Ben Clara >/dev/null || bad "full: new"
pages=$(sqlite3 "$KLOPF_DB" "PRAGMA page_count")
full=""
for ((g = 1; g <= 60; g++)); do
	sqlite3 "$KLOPF_DB" .dump >before.sql
	before=$(state full)
	out=$(KLOPF_MAX_PAGES=$pages "$bin" game --rummy Anna \
		"Anna=3H 4H 5H 6H 7S 7D 7C JS QS KS 9C" \
		"Ben=2C 3C 4C 8D 9D 10D 5H 6H 7H AS" \
		"Clara=AH AD AC 2S 3S 4S 9H 10H JH 2D" 2>&1)
	status=$?
	if [ $status != 0 ]; then
		full=$g
		break
	fi
done
cases=$((cases + 1))
if [ -z "$full" ]; then
	bad "60 games fit into $pages pages"
else
	echo "full disk: game $full does not fit into $pages pages"
	[ $status = 4 ] || bad "the game that does not fit: status $status"
	[ "$out" = "klopf: cannot write to the database $KLOPF_DB: the disk is full; nothing was changed" ] ||
		bad "the game that does not fit said: $out"
	sqlite3 "$KLOPF_DB" .dump | cmp -s - before.sql ||
		bad "the game that did not fit left something behind"
	[ "$(state full)" = "$before" ] || bad "the full database's files changed"
	[ "$(sqlite3 "$KLOPF_DB" "PRAGMA integrity_check")" = ok ] ||
		bad "the full database is damaged"
	"$bin" standings >/dev/null || bad "standings of a full database"
	"$bin" game --rummy Anna "Anna=3H 4H 5H 6H 7S 7D 7C JS QS KS 9C" \
		Ben=2 Clara=2 >/dev/null || bad "a game once there is room again"
fi
for v in abc 0 -5 12x 99999999999; do
	expect 2 "klopf: KLOPF_MAX_PAGES must be a whole number from 1 to 2147483647, not \"$v\"" \
		env KLOPF_MAX_PAGES=$v "$bin" standings
done
expect 2 'klopf: KLOPF_BUSY_TIMEOUT must be a whole number from 0 to 3600000, not "soon"' \
	env KLOPF_BUSY_TIMEOUT=soon "$bin" standings

# ---- nowhere to put the database ----
msg="klopf: no place for the database: HOME and XDG_DATA_HOME are not set; use --db PATH or KLOPF_DB"
expect 4 "$msg" env -u HOME -u XDG_DATA_HOME -u KLOPF_DB "$bin" standings
expect 4 "$msg" env -u HOME -u XDG_DATA_HOME -u KLOPF_DB "$bin" new Anna Ben
expect 4 "$msg" env -u HOME -u XDG_DATA_HOME -u KLOPF_DB "$bin" "${GAME[@]}"
expect 4 "$msg" env -u HOME -u XDG_DATA_HOME -u KLOPF_DB "$bin" undo
expect 4 "$msg" env -u HOME -u KLOPF_DB XDG_DATA_HOME=relative/dir "$bin" new Anna Ben
expect 4 "$msg" env -u XDG_DATA_HOME -u KLOPF_DB HOME= "$bin" new Anna Ben
[ -e relative ] && bad "a relative XDG_DATA_HOME was used"

echo "hostile: $cases cases"
exit $fail
