#!/usr/bin/env bash
# The --batch of deadwood and check: every line of a batch gives what the
# same hand or deal gives typed alone with --json, byte for byte (its
# object, or for a refusal {"format_version":1,"error":MSG} with the
# message word for word), for Viennese, gin, knock rummy and every game
# of the family, on random hands in all the plain spellings and on hands
# the full card reader reads (German words, glued cards, ranges, claimed
# groups, cards that are no cards, too many cards, bytes that are no
# text or text that is no card, which the refusals quote cleaned).  The exit status is 3
# with "F of N lines could not be read" when lines were refused, else 0.
# The input may come in any pieces: a file, a pipe that delivers a few
# bytes at a time, a line longer than the blocks stdin is read in, "\r\n"
# line ends, a last line without its line end; a line with a NUL byte is
# refused as such.  At a terminal each line is answered as it comes.
#
# Usage: batch.sh KLOPF_BINARY
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work" LC_ALL=C.UTF-8 TZ=UTC
unset XDG_DATA_HOME NO_COLOR KLOPF_DB
cd "$work" || exit 1

fail=0
bad() {
	printf 'FAIL: %s\n' "$*"
	fail=1
}

RANDOM=4242
ranks=(A 2 3 4 5 6 7 8 9 10 J Q K)
suits=(S H D C)

# spell CARD: one card in one of its plain spellings
spell() { # NUMBER (0..51, 52 a joker)
	local c=$1 r s
	if [ "$c" -ge 52 ]; then
		local j=(JK jk Jo '*' JOKER)
		printf '%s' "${j[RANDOM % 5]}"
		return
	fi
	r=${ranks[c % 13]}
	s=${suits[c / 13]}
	case $((RANDOM % 6)) in
	0) r=${r,,} s=${s,,} ;;
	1) [ "$r" = 10 ] && r=T ;;
	2) [ "$r" = Q ] && r=D; [ "$r" = J ] && r=B ;;
	esac
	printf '%s%s' "$r" "$s"
}

# deal PACKS JOKERS SIZES...: hands dealt from shuffled packs, "/" between
# them, each card spelt by spell, now and then with commas
deal() {
	local packs=$1 jokers=$2 deck=() i j t out="" size k sep=" "
	shift 2
	for ((i = 0; i < packs; i++)); do
		for ((j = 0; j < 52; j++)); do deck+=("$j"); done
	done
	for ((i = 0; i < jokers; i++)); do deck+=(52); done
	for ((i = ${#deck[@]} - 1; i > 0; i--)); do
		j=$((RANDOM % (i + 1)))
		t=${deck[i]} deck[i]=${deck[j]} deck[j]=$t
	done
	[ $((RANDOM % 5)) -eq 0 ] && sep=", "
	k=0
	for size in "$@"; do
		[ -n "$out" ] && out+=" / "
		for ((i = 0; i < size; i++)); do
			[ "$i" -gt 0 ] && out+=$sep
			out+=$(spell "${deck[k]}")
			k=$((k + 1))
		done
	done
	printf '%s\n' "$out"
}

# Lines that only the full reader reads, or that it refuses, for a game
# whose hands are of the sizes given (the first before the discard).
odd_lines() {
	printf '%s\n' \
		"Herz Dame, Pik As 3s4s5s 10-KD 7C 8C" \
		"3-7H QS QD QC 9C 10C" \
		"3H 4H 5H | 7S 7D 7C | KH QS" \
		"3H 4H 5H || 7S 7D 7C" \
		"3H 4H 5H |" \
		"ZH 3H 4H" \
		"1H 2H 3H" \
		"QHQHQ 4C" \
		"3h 3h 3h 4c 5c" \
		"AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H" \
		"" \
		"  ,  " \
		"JK JK JK 3S 4S" \
		"Dame 7C 8C" \
		"K-2S 5H" \
		"3S 4S 5S / 6H 7H 8H / 9D 10D JD" \
		"Königin 3H 4H 5H 6C 7C 8C 9D 9S 9H KC" \
		$'3H 4H\x7f 5H 6C 7C 8C 9D 9S 9H KC QS' \
		$'3H 4H \xe2\x80\xae5H 6C 7C 8C 9D 9S 9H KC' \
		$'3H \xff4H 5H 6C 7C 8C 9D 9S 9H KC QS' \
		$'3H 4H 5H 6C 7C 8C 9D 9S 9H KC \xc2\x85QS'
}

# check_case NAME COMMAND ARGS... < LINES: the batch against each line
# alone
check_case() {
	local name=$1 status want_status=0 n=0 refused=0 line got want
	shift
	cat > "$name.in"
	"$@" --batch < "$name.in" > "$name.out" 2> "$name.err"
	status=$?
	: > "$name.want"
	while IFS= read -r line; do
		n=$((n + 1))
		got=$("$@" --json "$line" 2> one.err)
		case $? in
		0|1) printf '%s\n' "$got" >> "$name.want" ;;
		*)
			refused=$((refused + 1))
			want=$(sed -e '1s/^klopf: //' -e 's/\\/\\\\/g' \
			       -e 's/"/\\"/g' one.err)
			printf '{"format_version":1,"error":"%s"}\n' "$want" \
				>> "$name.want"
			;;
		esac
	done < "$name.in"
	cmp -s "$name.out" "$name.want" ||
		bad "$name: the batch differs from its lines alone:" \
		    "$(diff "$name.want" "$name.out" | head -n 6)"
	[ "$refused" -gt 0 ] && want_status=3
	[ "$status" = "$want_status" ] ||
		bad "$name: the batch ended with $status, not $want_status"
	if [ "$refused" -gt 0 ]; then
		grep -qx "klopf: $refused of $n lines could not be read" \
			"$name.err" ||
			bad "$name: the count of refused lines: $(cat "$name.err")"
	fi
	[ "$(wc -l < "$name.out")" -eq "$n" ] ||
		bad "$name: $(wc -l < "$name.out") objects for $n lines"
}

{
	for ((x = 0; x < 25; x++)); do deal 2 2 $((10 + RANDOM % 2)); done
	odd_lines
} | check_case deadwood-viennese "$bin" deadwood
{
	for ((x = 0; x < 25; x++)); do deal 2 2 11; done
	odd_lines
} | check_case check-viennese "$bin" check
{
	for ((x = 0; x < 25; x++)); do deal 1 0 $((10 + RANDOM % 2)) 10; done
	odd_lines
} | check_case check-gin "$bin" check --game gin
{
	for ((x = 0; x < 25; x++)); do
		case $((RANDOM % 4)) in
		0) deal 1 0 11 10 ;;
		1) deal 1 0 8 7 7 ;;
		2) deal 1 0 8 7 7 7 ;;
		*) deal 1 0 7 6 6 6 6 ;;
		esac
	done
	odd_lines
} | check_case check-knock "$bin" check --game knock-rummy
{
	for ((x = 0; x < 15; x++)); do
		deal 4 4 16 15 15 15 15 15 15 15 15
	done
	odd_lines
} | check_case check-continental "$bin" check --game continental
{
	for ((x = 0; x < 20; x++)); do deal 1 0 10 9 9 9; done
	for ((x = 0; x < 20; x++)); do deal 1 0 9 9 9 9; done
	odd_lines
} | check_case check-phom "$bin" check --game phom
for game in boat-house nowrang double-rum queen-city; do
	{
		for ((x = 0; x < 25; x++)); do
			case $game in
			double-rum) deal 2 4 11 10 ;;
			queen-city) deal 1 0 8 7 7 7 ;;
			*) deal 1 0 11 10 ;;
			esac
		done
		odd_lines
	} | check_case "check-$game" "$bin" check --game "$game"
done
{
	for ((x = 0; x < 25; x++)); do deal 4 4 $((14 + RANDOM % 3)); done
	odd_lines
} | check_case deadwood-continental "$bin" deadwood --game continental
{
	for ((x = 0; x < 25; x++)); do deal 2 4 $((10 + RANDOM % 2)); done
	odd_lines
} | check_case deadwood-double-rum "$bin" deadwood --game double-rum

# The same lines in other pieces: a big input read from a file and
# through a pipe a few bytes at a time, with "\r\n" line ends, a line of
# 120 KB (longer than a block of stdin) and a last line without its line
# end, give the same objects.
long=$(for ((x = 0; x < 20000; x++)); do printf '3H 4C '; done)
{
	for ((x = 0; x < 40; x++)); do cat deadwood-viennese.in; done
	printf '%s\n' "$long"
	sed 's/$/\r/' deadwood-viennese.in
	printf 'QS KS AS 2H'
} > big.in
"$bin" deadwood --batch < big.in > big-file.out 2> big-file.err
status=$?
[ "$status" = 3 ] || bad "the big batch ended with $status, not 3"
lines=$(($(wc -l < big.in) + 1))
[ "$(wc -l < big-file.out)" -eq "$lines" ] ||
	bad "the big batch gave $(wc -l < big-file.out) objects for $lines lines"
dd if=big.in bs=777 status=none | dd bs=5 status=none |
	"$bin" deadwood --batch > big-pipe.out 2> big-pipe.err
cmp -s big-file.out big-pipe.out ||
	bad "the big batch differs read from a pipe in pieces"
cmp -s big-file.err big-pipe.err ||
	bad "the big batch says other things read from a pipe in pieces"
{
	for ((x = 0; x < 40; x++)); do cat deadwood-viennese.want; done
	printf '%s\n' '{"format_version":1,"error":"card 5 \"3H\": copy number 3 of 3H, but 2 packs of cards hold only 2"}'
	cat deadwood-viennese.want
	printf '%s\n' "$("$bin" deadwood --json 'QS KS AS 2H')"
} > big.want
cmp -s big-file.out big.want ||
	bad "the big batch differs from its lines alone:" \
	    "$(diff big.want big-file.out | head -n 6)"

# A line with a NUL byte, a line of "\r" alone, blank lines at the end.
printf 'AS 2S 3S\n4H\0 5H\n\r\n\n' |
	"$bin" deadwood --batch > nul.out 2> nul.err
status=$?
[ "$status" = 3 ] || bad "the batch with a NUL byte ended with $status, not 3"
{
	"$bin" deadwood --json 'AS 2S 3S'
	printf '%s\n' '{"format_version":1,"error":"the line holds a NUL byte"}' \
		'{"format_version":1,"error":"empty hand: no cards given"}' \
		'{"format_version":1,"error":"empty hand: no cards given"}'
} > nul.want
cmp -s nul.out nul.want ||
	bad "the batch with a NUL byte: $(diff nul.want nul.out)"
grep -qx 'klopf: 3 of 4 lines could not be read' nul.err ||
	bad "the batch with a NUL byte says: $(cat nul.err)"

# At a terminal (a pseudo-terminal of script(1), where there is one),
# a line is answered before the next one comes.
if command -v script >/dev/null 2>&1; then
	mkfifo typed
	script -q -f -c "'$bin' deadwood --batch < typed" typescript \
		> /dev/null 2>&1 &
	pid=$!
	exec 3> typed
	printf 'AS 2S 3S\n' >&3
	for ((x = 0; x < 200; x++)); do
		grep -q '"deadwood":0' typescript 2>/dev/null && break
		sleep 0.1
	done
	grep -q '"deadwood":0' typescript 2>/dev/null ||
		bad "at a terminal the answer to a line waits for the next lines"
	exec 3>&-
	wait "$pid"
fi

# No input at all: nothing out, status 0.
"$bin" check --game gin --batch < /dev/null > empty.out 2>&1 ||
	bad "an empty batch ended with $?"
[ -s empty.out ] && bad "an empty batch printed: $(cat empty.out)"

exit $fail
