#!/usr/bin/env bash
# Many tables entering games through klopf serve at once (issue 33):
# a tournament of 32 players at 8 tables of 4 (Rommé, series of 1000
# games, drawn with a fixed seed), klopf serve on a free port of
# 127.0.0.1 only, and 24 clients (3 a table, separate processes of
# tests/scripts/serve-concurrency.py, table N's from source address
# 127.0.0.(10+N), each request a connection of its own: the server's
# limits stay as they are) that for SECONDS each fetch their table's
# entry page, pick a game (from a seed: mostly valid, some the referee
# refuses), send it and log what came of it.  Afterwards:
#  - every answer was one the game could get: a valid game booked (200)
#    or too late (409, another writer came first), a refused one 422 or
#    409; 404 only when the table's rubber is over; nothing else;
#  - per table, the games the clients were told were booked are exactly
#    the games of the table's history (klopf history RUBBER --json):
#    numbered 1 to N, none lost, none doubled, in the same order, each
#    with the declaration, declarer and hands its client sent;
#  - the same games booked with `klopf game --table N` into a copy of
#    the database as it was before give every table the same
#    `standings --table N --json`;
#  - every table booked games and some forms came too late (409), so
#    the writers did meet;
#  - the server still answers every entry page (404 only for a table
#    whose series is over) and /, stops on SIGTERM with status 0, and
#    the database passes PRAGMA integrity_check.
# Prints the counts a table (booked / stale / refused) and the requests
# a second.
#
# Usage: serve-concurrency.sh KLOPF_BINARY [SECONDS]   (3 by default;
# CI runs it for 60)
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
seconds=${2:-3}
[[ $seconds =~ ^[1-9][0-9]{0,3}$ ]] || { echo "serve-concurrency: SECONDS is a whole number from 1 to 9999, not '$seconds'"; exit 2; }
helper=$(cd "$(dirname "$0")" && pwd)/serve-concurrency.py
tables=8
clients=3   # a table
seed=33
# shellcheck source=../support/serve-test.bash
. "$(cd "$(dirname "$0")/.." && pwd)/support/serve-test.bash"
# kref ARGS: klopf on the copy of the database as it was before
kref() { KLOPF_DB="$work/ref.db" "$bin" "$@"; }

for tool in curl sqlite3 python3; do
	command -v "$tool" >/dev/null || { echo "serve-concurrency: $tool is needed (scripts/install-deps)"; exit 1; }
done

# ---- the tournament: 8 tables of 4, a series of 1000 games (the most
# a series may have; a table that books them all is over, see above) ----
if ! k tournament new --rule games=1000 Club $(seq -f 'P%g' 1 32) >setup.out 2>&1 ||
   ! k tournament draw --seed "$seed" >>setup.out 2>&1; then
	cat setup.out
	exit 1
fi
codes=()
for t in $(seq 1 "$tables"); do
	c=$(k code --table "$t" | grep -o '[0-9A-Z]\{4\}-[0-9A-Z]\{4\}-[0-9A-Z]\{4\}-[0-9A-Z]\{4\}')
	[ -n "$c" ] || { echo "serve-concurrency: klopf code --table $t gives no code"; exit 1; }
	codes[t]=$c
done
sqlite3 "$KLOPF_DB" ".backup '$work/ref.db'"

# ---- the server, on the loopback only ----
port=$(free_port)
url="http://127.0.0.1:$port"
start_server "$port" serve.out || exit 1

# ---- 24 writers at once ----
mkdir log
start=$(python3 -c 'import time; print(time.time() + 1)')
writers=()
for t in $(seq 1 "$tables"); do
	for c in $(seq 1 "$clients"); do
		python3 "$helper" client "$port" "127.0.0.$((10 + t))" "${codes[t]}" \
			"$t" "$c" "$seed" "$seconds" "$start" "log/$t-$c.jsonl" &
		writers+=($!)
	done
done
for w in "${writers[@]}"; do
	wait "$w" || bad "a client (process $w) met an answer the game cannot get (see below)"
done

# ---- the server still answers ----
for t in $(seq 1 "$tables"); do
	# from the table's own address: a table whose series is over has
	# had its code answered 404, counted as wrong (3 clients, one each)
	st=$(curl -s -o /dev/null -w '%{http_code}' --interface "127.0.0.$((10 + t))" "$url/enter/${codes[t]}")
	state=$(k standings --table "$t" --json | python3 -c 'import json, sys; print(json.load(sys.stdin)["state"])')
	want=404
	[ "$state" = in_play ] && want=200
	[ "$st" = "$want" ] || bad "table $t's entry page after the run: $st, not $want"
done
st=$(curl -s -o /dev/null -w '%{http_code}' "$url/")
[ "$st" = 200 ] || bad "/ after the run: $st"

# ---- the histories against what the clients were told ----
for t in $(seq 1 "$tables"); do
	rubber=$(k standings --table "$t" --json | python3 -c 'import json, sys; print(json.load(sys.stdin)["rubber"])')
	k history "$rubber" --json >"history-$t.json"
done
python3 "$helper" check "$work" "$tables" "$seconds" replay.tsv || fail=$((fail + 1))

# ---- the same games with klopf game, on the copy ----
replayed=0
while IFS=$'\t' read -r -a args; do
	if kref game --table "${args[@]}" >replay.out 2>&1; then
		replayed=$((replayed + 1))
	else
		bad "klopf game --table ${args[*]}: $(cat replay.out)"
		break
	fi
done <replay.tsv
for t in $(seq 1 "$tables"); do
	[ "$(k standings --table "$t" --json)" = "$(kref standings --table "$t" --json)" ] ||
		bad "table $t: the standings differ from the same games booked with klopf game"
done

# ---- the server stops; the database is whole ----
kill -TERM "$pid"
wait "$pid"
st=$?
pid=
[ "$st" = 0 ] || bad "klopf serve ended with status $st on SIGTERM: $(tail -3 serve.out)"
ic=$(sqlite3 "$KLOPF_DB" 'PRAGMA integrity_check')
[ "$ic" = ok ] || bad "PRAGMA integrity_check: $ic"

echo "serve-concurrency: $replayed games replayed with klopf game, $fail failed"
[ $fail -eq 0 ]
