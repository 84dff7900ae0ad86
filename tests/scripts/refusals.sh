#!/usr/bin/env bash
# One mistake, one message: every row of tests/refusals.tsv is typed into
# `klopf game` and into a scripted `klopf play`, and both must refuse it
# with exactly the row's message (the first line starting "klopf:"), with
# nothing booked (the database is compared before and after).
#
# Usage: refusals.sh KLOPF_BINARY [TABLE]
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
here=$(cd "$(dirname "$0")" && pwd)
table=${2:-$here/../refusals.tsv}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work" LC_ALL=C.UTF-8 TZ=UTC KLOPF_DB="$work/klopf.db"
unset XDG_DATA_HOME NO_COLOR KLOPF_MAX_PAGES KLOPF_BUSY_TIMEOUT
cd "$work" || exit 1

fail=0
bad() {
	printf 'FAIL (line %s): %s\n' "$lineno" "$*"
	fail=$((fail + 1))
}

lineno=setup
{ "$bin" new Anna Ben Clara Dora &&
  "$bin" game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=90 \
	Clara=95 Dora=120; } >/dev/null || bad "the rubber cannot be made"
snapshot=$(sqlite3 "$KLOPF_DB" .dump | md5sum)
seats=(Anna Ben Clara Dora)
out_seats=" Dora "

# The answers klopf play gets for a row: who went out and how, then each
# hand: its TEXT when play asks for that player (the declarer first,
# then clockwise, skipping players who are out or have a hand), else
# NAME=TEXT.
play_input() { # DECLARER KIND HAND...
	local decl=$1 kind=$2 given=" " cell name asked i k start
	shift 2
	printf '%s %s\n' "$decl" "$kind"
	start=-1
	for ((i = 0; i < ${#seats[@]}; i++)); do
		[ "${seats[i],,}" = "${decl,,}" ] && start=$i
	done
	for cell in "$@"; do
		name=${cell%%=*}
		asked=""
		if [ "$start" -ge 0 ]; then
			for ((k = 0; k < ${#seats[@]}; k++)); do
				i=$(((start + k) % ${#seats[@]}))
				case "$out_seats$given" in *" ${seats[i]} "*) continue ;; esac
				asked=${seats[i]}
				break
			done
		fi
		if [ "$asked" = "$name" ]; then
			printf '%s\n' "${cell#*=}"
		else
			printf '%s\n' "$cell"
		fi
		given="$given$name "
	done
	printf 'quit\n'
}

rows=0
lineno=0
while IFS= read -r line || [ -n "$line" ]; do
	lineno=$((lineno + 1))
	case $line in '' | '#'*) continue ;; esac
	IFS=$'\t' read -r -a cells <<<"$line"
	want=${cells[0]}
	decl=${cells[1]}
	kind=${cells[2]}
	hands=("${cells[@]:3}")
	rows=$((rows + 1))

	got=$("$bin" game "--$kind" "$decl" "${hands[@]}" 2>&1 </dev/null)
	status=$?
	[ "$status" -eq 3 ] || bad "klopf game ended with status $status, not 3"
	first=$(grep -m1 '^klopf: ' <<<"$got")
	[ "$first" = "$want" ] ||
		bad "klopf game says: $first"

	got=$(play_input "$decl" "$kind" "${hands[@]}" | "$bin" play 2>&1)
	status=$?
	[ "$status" -eq 0 ] || bad "klopf play ended with status $status"
	first=$(grep -m1 '^klopf: ' <<<"$got")
	[ "$first" = "$want" ] ||
		bad "klopf play says: $first"

	[ "$(sqlite3 "$KLOPF_DB" .dump | md5sum)" = "$snapshot" ] ||
		bad "the database changed"
done <"$table"

[ "$rows" -ge 20 ] || { lineno=end; bad "only $rows rows"; }
[ "$fail" -eq 0 ] && echo "refusals: $rows rows, the same message from game and play"
[ "$fail" -eq 0 ]
