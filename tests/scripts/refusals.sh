#!/usr/bin/env bash
# One mistake, one message: every row of tests/refusals.tsv is typed into
# `klopf game` and into a scripted `klopf play` (as the row's WAYS say),
# and both must refuse it with exactly the row's message (the first line
# starting "klopf:"), with nothing booked (the database is compared
# before and after).  Each game the table names is played in a rubber of
# its own, in a database of its own (see the head of the table).
#
# Usage: refusals.sh KLOPF_BINARY [TABLE]
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
here=$(cd "$(dirname "$0")" && pwd)
table=${2:-$here/../refusals.tsv}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work" LC_ALL=C.UTF-8 TZ=UTC
unset XDG_DATA_HOME NO_COLOR KLOPF_MAX_PAGES KLOPF_BUSY_TIMEOUT KLOPF_DB
cd "$work" || exit 1

fail=0
bad() {
	printf 'FAIL (line %s): %s\n' "$lineno" "$*"
	fail=$((fail + 1))
}

# The rubber of each game, as the head of the table describes it (and
# tests/unit/test_refusals.c sets up for the referee): the players in
# seating order (the first deals first), the players who are out, the
# rules set, and what is booked before the rows.
declare -A players out_of snapshot
players=([viennese]="Anna Ben Clara Dora" [gin]="Anna Ben"
	[knock-rummy]="Anna Ben Clara" [boat-house]="Anna Ben Clara"
	[phom]="Anna Ben Clara Dora" [continental]="Anna Ben Clara"
	[nowrang]="Anna Ben" [queen-city]="Anna Ben Clara"
	[double-rum]="Anna Ben Clara" [romme]="Anna Ben Clara"
	[hungarian]="Anna Ben Clara" [caloochi]="Anna Ben Clara"
	[rummy]="Anna Ben Clara")
out_of=([viennese]=" Dora ")
# the melding games: who went out holds no cards, so play asks the
# others' hands only (his own, for going out at once, comes as
# NAME=CARDS), and it asks "out, or at once?" after his name
melding=" romme hungarian caloochi rummy "

# Start the rubber of game in $work/GAME.db (once) and remember its
# .dump.
rubber() { # GAME
	local game=$1 db=$work/$1.db
	local -a names
	[ -n "${snapshot[$game]:-}" ] && return 0
	if [ -z "${players[$game]:-}" ]; then
		bad "no rubber for game \"$game\""
		return 1
	fi
	read -r -a names <<<"${players[$game]}"
	case $game in
	viennese)
		KLOPF_DB=$db "$bin" new "${names[@]}" &&
		KLOPF_DB=$db "$bin" game --knock Anna \
			"Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=90 Clara=95 \
			Dora=120 ;;
	knock-rummy)
		# a knock limit, so that a knock can be refused
		KLOPF_DB=$db "$bin" new --game "$game" --rule knock_limit=5 \
			"${names[@]}" ;;
	rummy)
		# block rummy, so that --block has rows
		KLOPF_DB=$db "$bin" new --game "$game" --rule block=on \
			"${names[@]}" ;;
	*)
		KLOPF_DB=$db "$bin" new --game "$game" "${names[@]}" ;;
	esac >/dev/null || { bad "the rubber of $game cannot be made"; return 1; }
	snapshot[$game]=$(sqlite3 "$db" .dump | md5sum)
}

# What klopf play is told who went out and how: the declarer's name and
# the answer for WORD (nothing where the name alone says it: going out,
# claiming ù, except in the melding games, where play asks out or at
# once), or the word alone for a declaration without a declarer.
declaration_line() { # GAME DECLARER WORD
	case "$melding" in *" $1 "*)
		case $3 in
		out) printf '%s out\n' "$2"; return ;;
		at-once) printf '%s a\n' "$2"; return ;;
		esac ;;
	esac
	shift
	case $2 in
	knock | rummy | gin) printf '%s %s\n' "$1" "$2" ;;
	big-gin) printf '%s big\n' "$1" ;;
	out | claim) printf '%s\n' "$1" ;;
	*) printf '%s\n' "$2" ;;
	esac
}

# The answers klopf play gets for a row: who went out and how, then each
# hand: its TEXT when play asks for that player (the declarer first,
# then clockwise, skipping players who are out or have a hand), else
# NAME=TEXT.  Without a declarer, the hands start at the dealer's left
# (the first player deals the first game).
play_input() { # GAME DECLARER WORD HAND...
	local -a seats
	local out=${out_of[$1]:- } decl=$2 word=$3 given=" " cell name asked i k
	local start
	read -r -a seats <<<"${players[$1]}"
	case "$melding" in *" $1 "*) [ "$decl" = - ] || given=" $decl " ;; esac
	declaration_line "$1" "$decl" "$word"
	shift 3
	start=-1
	[ "$decl" = - ] && start=1
	for ((i = 0; i < ${#seats[@]}; i++)); do
		[ "${seats[i],,}" = "${decl,,}" ] && start=$i
	done
	for cell in "$@"; do
		name=${cell%%=*}
		asked=""
		if [ "$start" -ge 0 ]; then
			for ((k = 0; k < ${#seats[@]}; k++)); do
				i=$(((start + k) % ${#seats[@]}))
				case "$out$given" in
				*" ${seats[i]} "*) continue ;;
				esac
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
declare -A games
lineno=0
while IFS= read -r line || [ -n "$line" ]; do
	lineno=$((lineno + 1))
	case $line in '' | '#'*) continue ;; esac
	IFS=$'\t' read -r -a cells <<<"$line"
	want=${cells[0]}
	game=${cells[1]:-}
	ways=${cells[2]:-}
	decl=${cells[3]:-}
	word=${cells[4]:-}
	hands=("${cells[@]:5}")
	case $ways in
	g | gp | gr | gpr) ;;
	*) bad "WAYS is \"$ways\", not g, gp, gr or gpr"; continue ;;
	esac
	if [ -z "$decl" ] || [ -z "$word" ] || [ "${want#klopf: }" = "$want" ]; then
		bad "not MESSAGE GAME WAYS DECLARER WORD HAND...: $line"
		continue
	fi
	rubber "$game" || continue
	rows=$((rows + 1))
	games[$game]=1
	export KLOPF_DB=$work/$game.db

	# klopf game: a usage error ends with 2, any other refusal with 3
	args=("--$word")
	[ "$decl" = - ] || args+=("$decl")
	got=$("$bin" game "${args[@]}" "${hands[@]}" 2>&1 </dev/null)
	status=$?
	case $want in "klopf: game: "*) code=2 ;; *) code=3 ;; esac
	[ "$status" -eq "$code" ] ||
		bad "klopf game ended with status $status, not $code"
	first=$(grep -m1 '^klopf: ' <<<"$got")
	[ "$first" = "$want" ] ||
		bad "klopf game says: $first"

	if [[ $ways == *p* ]]; then
		got=$(play_input "$game" "$decl" "$word" "${hands[@]}" |
			"$bin" play 2>&1)
		status=$?
		[ "$status" -eq 0 ] || bad "klopf play ended with status $status"
		first=$(grep -m1 '^klopf: ' <<<"$got")
		[ "$first" = "$want" ] ||
			bad "klopf play says: $first"
	fi

	[ "$(sqlite3 "$KLOPF_DB" .dump | md5sum)" = "${snapshot[$game]}" ] ||
		bad "the database changed"
done <"$table"

lineno=end
[ "$rows" -ge 100 ] || bad "only $rows rows"
[ "${#games[@]}" -eq "${#players[@]}" ] ||
	bad "rows for ${#games[@]} games, not ${#players[@]}"
[ "$fail" -eq 0 ] && echo "refusals: $rows rows of ${#games[@]} games," \
	"the same message from game and play"
[ "$fail" -eq 0 ]
