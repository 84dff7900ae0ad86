#!/usr/bin/env bash
# What `klopf play` reads from a pipe or a file, and what it writes back:
#  - an answer is echoed after its prompt cleaned like all other output:
#    a byte that is not UTF-8, a C1 control (CSI, U+009B) and a control
#    of the writing direction (U+202E) come out as '?';
#  - an answer holding a NUL byte is refused with a sentence and asked
#    again (it used to be cut at the NUL, so "6<NUL>0" booked 6 points);
#  - standard input that cannot be read (a directory) ends play with an
#    error and status 4, not 0;
#  - the end of the input after a refused list of players ends play
#    (it used to ask for the players again without end);
#  - a new name that looks like a known player's (a fullwidth B) is
#    refused before play asks whether to add it.
#
# Usage: play-input.sh KLOPF_BINARY
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work" LC_ALL=C.UTF-8 TZ=UTC KLOPF_DB="$work/t.db"
unset XDG_DATA_HOME NO_COLOR KLOPF_MAX_PAGES KLOPF_BUSY_TIMEOUT KLOPF_NOW
cd "$work" || exit 1

fail=0
bad() {
	printf 'FAIL: %s\n' "$*"
	fail=$((fail + 1))
}
k() { "$bin" "$@"; }

# file $2 (the output of $1) is valid UTF-8 without C0 controls (but line
# feed and tab), C1 controls or controls of the writing direction
clean() {
	iconv -f UTF-8 -t UTF-8 "$2" >/dev/null 2>&1 ||
		bad "$1: the output is not valid UTF-8"
	LC_ALL=C grep -q $'[\x01-\x08\x0b-\x1f\x7f]' "$2" &&
		bad "$1: the output holds a control character"
	LC_ALL=C grep -q $'\xc2[\x80-\x9f]' "$2" &&
		bad "$1: the output holds a C1 control"
	LC_ALL=C grep -q -e $'\xe2\x80[\xaa-\xae]' -e $'\xe2\x81[\xa6-\xa9]' "$2" &&
		bad "$1: the output holds a control of the writing direction"
	return 0
}

# a rubber of end of input after one refused answer: play ends, status 0
printf 'Anna\n' | timeout 20 "$bin" play >out.txt 2>&1
rc=$?
[ $rc = 0 ] || bad "the end of the input after a refused answer: status $rc, not 0"
[ "$(grep -c 'Players, in seating order' out.txt)" -le 2 ] ||
	bad "the players are asked for again after the end of the input"
grep -q '(end of input)' out.txt || bad "the end of the input is not said"

k new Anna Ben Clara >/dev/null || bad "the rubber cannot be started"

# the echo of hostile answers is clean; the referee still refuses them
printf 'Anna\xff\xc2\x9b2J\xe2\x80\xae\nquit\n' | k play >out.txt 2>&1
clean "the echo of a hostile answer" out.txt
grep -qF 'Who went out? Anna??2J?' out.txt ||
	bad "the hostile answer is not echoed with '?': $(grep 'Who went out' out.txt | head -1)"

# a NUL byte refuses the answer; the rest of the line is not lost
printf 'Anna\nknock\n4H 5H 6H 7S 7D 7C JS QS KS 4C\n6\0000\n60\n50\nyes\nquit\n' |
	k play >out.txt 2>&1
rc=$?
[ $rc = 0 ] || bad "play with a NUL in an answer: status $rc"
grep -q 'klopf: the answer holds a NUL byte, so it is refused; type it again without it' out.txt ||
	bad "the NUL is not refused: $(cat out.txt)"
[ "$(grep -c "Ben's cards (10) or points" out.txt)" = 2 ] ||
	bad "Ben's hand is not asked again after the NUL"
k standings >st.txt 2>&1
grep -Eq '^  Ben +60 ' st.txt || bad "Ben is not booked 60: $(cat st.txt)"
grep -Eq '^  Ben +6 ' st.txt && bad "the answer was cut at the NUL and booked 6"

# standard input that cannot be read: an error and status 4
k history 1 >before.txt 2>&1
k play <. >out.txt 2>&1
rc=$?
[ $rc = 4 ] || bad "play from a directory: status $rc, not 4"
grep -q 'klopf: the answers cannot be read from standard input' out.txt ||
	bad "play from a directory says nothing: $(cat out.txt)"
clean "play from a directory" out.txt
k history 1 >after.txt 2>&1
cmp -s before.txt after.txt || bad "play from a directory changed the rubber"

# a new name that looks like a known player's is refused before play
# asks whether to add it, and the names are asked for again
export KLOPF_DB="$work/alike.db"
k new Anna Ben >/dev/null && k abandon >/dev/null || bad "the look-alike database cannot be made"
printf 'no\nAnna \xef\xbc\xa2en\nAnna Ben\nquit\n' | k play >out.txt 2>&1
grep -qF 'klopf: Ｂen looks the same as Ben, who has played before (the names differ in U+FF22)' out.txt ||
	bad "play does not refuse the look-alike name: $(cat out.txt)"
grep -q 'has not played before' out.txt &&
	bad "play asks whether to add a look-alike name"
grep -q '^rubber 2: Anna, Ben$' out.txt || bad "play does not start the rubber after the refusal"

[ $fail -eq 0 ] && echo "play-input: all checks passed"
exit $fail
