#!/usr/bin/env bash
# Several processes at one database: every klopf command either does its
# work or, when another process keeps the write lock past the busy
# timeout (KLOPF_BUSY_TIMEOUT), fails after that bounded wait with the
# busy message and status 4; nothing is ever half applied.
#
#  1. A sqlite3 shell holds the write lock (BEGIN IMMEDIATE) until told
#     to let go: game, undo, buyback, abandon and new fail with status 4
#     and the busy message, after waiting at least the timeout and not
#     much longer; the database is unchanged; standings, history and
#     export still read.  With a timeout longer than the lock is held, a
#     game waits for it and is booked.  A timeout that is no number is
#     refused.
#  2. Two loops book games, undos, buy-backs and new rubbers into the same
#     database at once while a third process takes the write lock three
#     times for longer than the timeout.  Every command ends with status
#     0, 3 (refused by the rules, e.g. a hand for a player the other loop
#     just put out) or 4 with the busy message after a bounded wait.
#     Afterwards every game both loops booked and did not take back is
#     there, nothing else is, the buy-backs and rubbers add up the same
#     way, and the whole-database checks of tests/support/db-checks.bash
#     pass (integrity, chips plus pot zero, no half games or orphans,
#     standings, a replay of everything).
#
# Usage: concurrency.sh KLOPF_BINARY
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=../support/db-checks.bash
. "$here/../support/db-checks.bash"
# shellcheck source=../support/klopf-random.bash
. "$here/../support/klopf-random.bash"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work" KLOPF_DB="$work/klopf.db" LC_ALL=C.UTF-8 TZ=UTC
unset XDG_DATA_HOME NO_COLOR KLOPF_MAX_PAGES KLOPF_NOW
cd "$work" || exit 1
mkdir scratch

TIMEOUT=300        # ms: KLOPF_BUSY_TIMEOUT of the writers
SLACK=3000         # ms: how much longer than the timeout a refusal may take
HOLD=1.5           # s: how long part 2 holds the lock (longer than TIMEOUT)
export KLOPF_BUSY_TIMEOUT=$TIMEOUT
BUSY="klopf: the database is busy (another klopf is using it); nothing was changed, try again"

fail=0
bad() {
	printf 'FAIL: %s\n' "$*"
	fail=1
}
now_ms() { local t=${EPOCHREALTIME/./}; echo $((10#$t / 1000)); }

# Is the write lock taken?  (sqlite3 waits for no lock by default.)
is_locked() { ! sqlite3 "$KLOPF_DB" "BEGIN IMMEDIATE; ROLLBACK;" >/dev/null 2>&1; }
# Take the write lock with a sqlite3 shell that keeps it until unlock.
lock() {
	local k
	rm -f lock.in
	mkfifo lock.in
	sqlite3 "$KLOPF_DB" <lock.in >/dev/null 2>&1 &
	locker=$!
	exec 7>lock.in
	printf '.timeout 10000\nBEGIN IMMEDIATE;\n' >&7
	for ((k = 0; k < 200; k++)); do
		is_locked && return 0
		sleep 0.05
	done
	bad "the lock was not taken"
	return 1
}
unlock() {
	printf 'COMMIT;\n' >&7
	exec 7>&-
	wait "$locker"
}

# ---- 1. one process holds the lock ----
"$bin" new Anna Ben Clara >/dev/null || bad "new"
"$bin" game --knock Anna "Anna=$KNOCK_HAND" Ben=90 Clara=30 >/dev/null || bad "game"
sqlite3 "$KLOPF_DB" .dump >before.sql

lock
refused_while_locked() { # WHAT ARGS...
	local t0 ms out status
	t0=$(now_ms)
	out=$("$bin" "$@" 2>&1)
	status=$?
	ms=$(($(now_ms) - t0))
	[ "$status" = 4 ] || bad "$1 under the lock: status $status, not 4: $out"
	[ "$out" = "$BUSY" ] || bad "$1 under the lock said: $out"
	[ $ms -ge $((TIMEOUT - 20)) ] ||
		bad "$1 under the lock gave up after $ms ms, before the timeout ($TIMEOUT ms)"
	[ $ms -le $((TIMEOUT + SLACK)) ] ||
		bad "$1 under the lock waited $ms ms (timeout $TIMEOUT ms)"
	echo "$1: status $status after $ms ms"
}
refused_while_locked game --knock Anna "Anna=$KNOCK_HAND" Ben=10 Clara=20
refused_while_locked undo
refused_while_locked buyback Ben
refused_while_locked abandon
out=$("$bin" standings 2>&1) || bad "standings under the lock: $out"
"$bin" history >/dev/null 2>&1 || bad "history under the lock"
"$bin" export >/dev/null 2>&1 || bad "export under the lock"
unlock
sqlite3 "$KLOPF_DB" .dump | cmp -s - before.sql ||
	bad "the database changed while the lock was held"

# new needs the lock too: with no rubber in play
"$bin" abandon >/dev/null || bad "abandon"
sqlite3 "$KLOPF_DB" .dump >before.sql
lock
refused_while_locked new Dora Emil
unlock
sqlite3 "$KLOPF_DB" .dump | cmp -s - before.sql ||
	bad "the database changed while the lock was held for new"
"$bin" undo >/dev/null || bad "undo of the abandon"

# a timeout longer than the lock: the game waits for it and is booked
lock
t0=$(now_ms)
KLOPF_BUSY_TIMEOUT=10000 "$bin" game --knock Ben "Ben=$KNOCK_HAND" \
	Anna=5 Clara=6 >waited.out 2>&1 &
game=$!
sleep 1.5
unlock
wait "$game" || bad "a game with a long timeout: $(cat waited.out)"
ms=$(($(now_ms) - t0))
[ $ms -ge 1450 ] || bad "the game with a long timeout was done before the lock went ($ms ms)"
echo "game with KLOPF_BUSY_TIMEOUT=10000 under a 1.5 s lock: booked after $ms ms"
[ "$(sqlite3 "$KLOPF_DB" "SELECT count(*) FROM game")" = 2 ] ||
	bad "the game that waited is not booked"

for v in abc -1 12x 3600001 " 5"; do
	out=$(KLOPF_BUSY_TIMEOUT=$v "$bin" standings 2>&1)
	status=$?
	[ $status = 2 ] || bad "KLOPF_BUSY_TIMEOUT=\"$v\": status $status"
	case $out in
	"klopf: KLOPF_BUSY_TIMEOUT must be a whole number from 0 to 3600000"*) ;;
	*) bad "KLOPF_BUSY_TIMEOUT=\"$v\": $out" ;;
	esac
done
db_problems "$bin" "$KLOPF_DB" scratch || bad "the database is not whole after part 1"

# ---- 2. two writers and a lock holder, in a new database ----
export KLOPF_DB="$work/two.db"
# every command: "status<TAB>ms<TAB>what<TAB>output on one line"
writer() { # ID COUNT
	local j t0 status out
	RANDOM=$((1000 + $1))
	for ((j = 0; j < $2; j++)); do
		random_command "$KLOPF_DB"
		t0=$(now_ms)
		out=$("$bin" "${cmd[@]}" 2>&1)
		status=$?
		printf '%s\t%s\t%s\t%s\n' "$status" $(($(now_ms) - t0)) "$what" \
			"${out//$'\n'/ | }"
	done >"log.$1"
}
locks() {
	local k
	for ((k = 0; k < 3; k++)); do
		sleep 0.4
		lock || return 1
		sleep "$HOLD"
		unlock
	done
}
# the first rubber, logged like the writers' commands
out=$("$bin" new Anna Ben Clara Dora 2>&1) || bad "new: $out"
printf '0\t0\tnew\t%s\n' "${out//$'\n'/ | }" >log.0
locks &
lockers=$!
writer 1 80 &
w1=$!
writer 2 80 &
w2=$!
wait "$w1" "$w2"
wait "$lockers" || bad "the third process did not hold the lock"

cat log.1 log.2 >log.writers
cat log.0 log.writers >log.all
total=$(wc -l <log.writers)
ok=$(awk -F'\t' '$1 == 0' log.writers | wc -l)
refused=$(awk -F'\t' '$1 == 3' log.writers | wc -l)
busy=$(awk -F'\t' '$1 == 4' log.writers | wc -l)
[ "$total" = 160 ] || bad "the writers ran $total commands, not 160"
while IFS= read -r l; do
	bad "a command ended with another status: $l"
done < <(awk -F'\t' '$1 != 0 && $1 != 3 && $1 != 4' log.all)
while IFS= read -r l; do
	bad "status 4 without the busy message: $l"
done < <(awk -F'\t' -v busy="$BUSY" '$1 == 4 && $4 != busy' log.all)
while IFS= read -r l; do
	bad "a busy refusal outside $TIMEOUT..$((TIMEOUT + SLACK)) ms: $l"
done < <(awk -F'\t' -v t=$TIMEOUT -v s=$SLACK \
	'$1 == 4 && ($2 < t - 20 || $2 > t + s)' log.all)
[ "$busy" -ge 1 ] || bad "no command met the lock (the test proves nothing)"
[ "$ok" -ge 40 ] || bad "only $ok commands succeeded"
longest=$(awk -F'\t' '$1 == 4 && $2 > m { m = $2 } END { print m + 0 }' log.all)
echo "two writers: $total commands: $ok done, $refused refused by the rules, $busy busy (waited up to $longest ms)"

# what the logs say was booked and not taken back is what is there
awk -F'\t' '$1 == 0 {
	if (match($4, /^game [0-9]+ of rubber [0-9]+:/)) {
		split(substr($4, 6, RLENGTH - 6), a, " of rubber ")
		g[a[2] "/" a[1]]++
	} else if (match($4, /^removed game [0-9]+ of rubber [0-9]+( \||$)/)) {
		split(substr($4, 14), a, " of rubber ")
		split(a[2], c, " ")
		g[c[1] "/" a[1]]--
	} else if (match($4, /^rubber [0-9]+:/)) {
		r[substr($4, 8, RLENGTH - 8)]++
	} else if (match($4, /^removed rubber [0-9]+,/)) {
		r[substr($4, 16, RLENGTH - 16)]--
	} else if (match($4, /^[A-Za-z]+ buys back/)) {
		b[substr($4, 1, index($4, " ") - 1)]++
	} else if (match($4, /^removed the buy-back of [A-Za-z]+ /)) {
		n = substr($4, 25); b[substr(n, 1, index(n, " ") - 1)]--
	}
}
END {
	for (k in g) if (g[k] != 0) print "game " k, g[k]
	for (k in r) if (r[k] != 0) print "rubber " k, r[k]
	for (k in b) if (b[k] != 0) print "buyback " k, b[k]
}' log.all | sort >booked.txt
{
	sqlite3 "$KLOPF_DB" "SELECT 'game ' || rubber_id || '/' || number, 1
		FROM game"
	sqlite3 "$KLOPF_DB" "SELECT 'rubber ' || id, 1 FROM rubber"
	sqlite3 "$KLOPF_DB" "SELECT 'buyback ' || p.name, count(*) FROM buyback b
		JOIN seat s ON s.rubber_id = b.rubber_id AND s.seat = b.seat
		JOIN player p ON p.id = s.player_id GROUP BY p.name"
} | tr '|' ' ' | sort >present.txt
diff booked.txt present.txt >booked.diff ||
	bad "what was booked and not taken back differs from the database:
$(cat booked.diff)"
echo "games in the database: $(sqlite3 "$KLOPF_DB" "SELECT count(*) FROM game"), rubbers: $(sqlite3 "$KLOPF_DB" "SELECT count(*) FROM rubber")"
db_problems "$bin" "$KLOPF_DB" scratch || bad "the database is not whole after part 2"

[ $fail -eq 0 ] && echo "concurrency: every command did its work or was refused whole"
exit $fail
