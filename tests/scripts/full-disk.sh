#!/usr/bin/env bash
# A disk that is really full: a tmpfs of 2 MB filled up to the last
# block.  Mounting one needs root and the right to mount; where that is
# not given the test is skipped with a SKIP line (test_faults makes the
# same faults through its VFS on any machine).
#
#  - the reading commands read: nothing they do needs room (no index of
#    the journal, no checkpoint, no upgrade), and they leave no file
#    beside the database;
#  - so does a database whose last game is only in the journal a crash
#    left (-wal without -shm), and one of schema 1 (tests/fixtures), which
#    cannot be upgraded on the disk and is read from an upgraded copy in
#    memory;
#  - a game is refused with status 4 saying that the disk is full, and
#    the database is as before;
#  - a new database in a new folder is refused the same way, and neither
#    the file nor the folder is left.
#
# Usage: full-disk.sh KLOPF_BINARY
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
disk=$work/disk
mkdir "$disk"
cleanup() {
	umount "$disk" 2>/dev/null
	rm -rf "$work"
}
trap cleanup EXIT
if [ "$(id -u)" != 0 ] ||
	! mount -t tmpfs -o size=2m,mode=755 klopf-full "$disk" 2>/dev/null; then
	echo "SKIP: full disk: a small tmpfs cannot be mounted here (it needs root and the right to mount)"
	exit 0
fi
export HOME="$work" LC_ALL=C.UTF-8 TZ=UTC KLOPF_DB="$disk/klopf.db"
unset XDG_DATA_HOME NO_COLOR KLOPF_MAX_PAGES KLOPF_BUSY_TIMEOUT KLOPF_NOW
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
# reads: standings must show the games, history and export must work
reads() {
	local db=$1 games=$2 out
	out=$("$bin" --db "$db" standings 2>&1)
	cases=$((cases + 1))
	case $out in
	*"$games played"*) ;;
	*) bad "standings of $db on a full disk: $out" ;;
	esac
	"$bin" --db "$db" history >/dev/null 2>&1 ||
		bad "history of $db on a full disk"
	"$bin" --db "$db" export >/dev/null 2>&1 ||
		bad "export of $db on a full disk"
}
state() { (cd "$disk" && ls -AR && cat -- klopf.db old.db crashed/* | md5sum); }

{ "$bin" new Anna Ben Clara && "$bin" "${GAME[@]}" &&
	"$bin" "${GAME[@]}"; } >/dev/null || bad "the database cannot be made"
# a crash's journal: the files copied while a reader keeps the game in
# the -wal
mkdir live "$disk/crashed"
"$bin" --db "$work/live/klopf.db" new Anna Ben Clara >/dev/null ||
	bad "crashed: new"
sqlite3 "$work/live/klopf.db" "BEGIN" "SELECT count(*) FROM game" \
	".shell '$bin' --db '$work/live/klopf.db' game --knock Anna '$KNOCK' Ben=12 Clara=30 >/dev/null && cp '$work/live/klopf.db' '$work/live/klopf.db-wal' '$disk/crashed/'" \
	>/dev/null
[ -s "$disk/crashed/klopf.db-wal" ] || bad "crashed: no journal"
# a database of schema 1, in the rollback journal's mode
sqlite3 "$disk/old.db" <"$here/../fixtures/schema1.sql" || bad "old: setup"

# fill the disk
dd if=/dev/zero of="$disk/fill" bs=4k >/dev/null 2>&1
[ "$(df -P "$disk" | awk 'NR == 2 { print $4 }')" = 0 ] ||
	bad "the disk is not full"
before=$(state)

reads "$KLOPF_DB" "2 games"
reads "$disk/crashed/klopf.db" "1 game"
reads "$disk/old.db" "2 games"
expect 4 "klopf: cannot write to the database $disk/old.db: the disk is full; nothing was changed" \
	"$bin" --db "$disk/old.db" undo
expect 4 "klopf: cannot write to the database $KLOPF_DB: the disk is full; nothing was changed" \
	"$bin" "${GAME[@]}"
expect 4 "klopf: cannot write to the database $disk/new/klopf.db: the disk is full; nothing was changed" \
	"$bin" --db "$disk/new/klopf.db" new Dora Emil
[ -e "$disk/new" ] && bad "the new database's folder is left on the full disk"
[ "$(state)" = "$before" ] || bad "the files on the full disk changed: $(cd "$disk" && ls -AlR)"

echo "full disk: $cases cases"
exit $fail
