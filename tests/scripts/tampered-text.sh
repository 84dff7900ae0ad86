#!/usr/bin/env bash
# Text from the database reaches the terminal clean: a database edited by
# hand gives its players names holding escape sequences (ESC [2J, OSC
# 52), C1 controls, controls of the writing direction and bytes that are
# not UTF-8.  Every command that prints them (standings, history in its
# forms, rubbers, stats, settle, chart, export, verify) must write valid
# UTF-8 whose only control characters are line feeds and tabs, with no
# C1 and no direction controls; its JSON must still parse.  klopf verify
# names the first edited name.  A hand's typed text edited the same way
# is no hand the referee reads: standings, history and chart refuse with
# a clean message pointing to verify, which names the hand.  Names
# holding the line and paragraph separators U+2028 and U+2029 are
# cleaned the same way (JSON escapes them as \u2028 and keeps the name),
# and names holding U+FFFE and U+FFFF still give a well-formed SVG.
#
# Then the other way round: long output full of characters of two to four
# bytes (names in Chinese, an emoji) passes the cleaning unchanged, even
# where a character is cut by the end of a write (the check: nothing of
# it became '?').
#
# Usage: tampered-text.sh KLOPF_BINARY
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work" LC_ALL=C.UTF-8 TZ=UTC KLOPF_DB="$work/t.db"
unset XDG_DATA_HOME NO_COLOR KLOPF_MAX_PAGES KLOPF_BUSY_TIMEOUT KLOPF_NOW
cd "$work" || exit 1

fail=0
checked=0
bad() {
	printf 'FAIL: %s\n' "$*"
	fail=$((fail + 1))
}
k() { "$bin" "$@"; }

# is file $2 (the output of $1) clean?
clean() {
	checked=$((checked + 1))
	iconv -f UTF-8 -t UTF-8 "$2" >/dev/null 2>&1 ||
		bad "$1: the output is not valid UTF-8"
	LC_ALL=C grep -q $'[\x01-\x08\x0b-\x1f\x7f]' "$2" &&
		bad "$1: the output holds a control character"
	LC_ALL=C grep -q $'\xc2[\x80-\x9f]' "$2" &&
		bad "$1: the output holds a C1 control"
	LC_ALL=C grep -q -e $'\xe2\x80[\xaa-\xae]' -e $'\xe2\x81[\xa6-\xa9]' "$2" &&
		bad "$1: the output holds a control of the writing direction"
	LC_ALL=C grep -q $'\xe2\x80[\xa8\xa9]' "$2" &&
		bad "$1: the output holds a line or paragraph separator"
	return 0
}

k new Anna Ben Clara >/dev/null &&
	k game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" "Ben=2C 3C 4C 8D 9D 10D KH KD 5S 9S" Clara=30 >/dev/null &&
	k game --knock Ben "Ben=4H 5H 6H 7S 7D 7C JS QS KS 4C" Anna=60 Clara=50 >/dev/null &&
	k game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=30 Clara=10 >/dev/null &&
	k new Anna Ben >/dev/null 2>&1; k abandon >/dev/null 2>&1
k new Anna Ben Clara >/dev/null
k game --knock Clara "Clara=4H 5H 6H 7S 7D 7C JS QS KS 4C" Anna=5 Ben=6 >/dev/null ||
	bad "the database cannot be made"

sqlite3 "$KLOPF_DB" ".backup '$work/pristine.db'"
# the edits: a klopf would never write these
sqlite3 "$KLOPF_DB" "
UPDATE player SET name = 'An' || char(27) || '[2J' || char(27) || ']52;c;aGk=' || char(7) || 'na' WHERE id = 1;
UPDATE player SET name = 'Be' || char(155) || '31m' || char(8238) || 'n' || char(8294) WHERE id = 2;
UPDATE player SET name = CAST(x'436c61ff7261c0af' AS TEXT) WHERE id = 3;
" || bad "the database cannot be edited"

for cmd in "standings" "standings --json" "history" "history 1" "history --hands" \
	"history --json" "history --csv" "history --corrections" "rubbers" \
	"rubbers --json" "stats" "stats --json" "settle" "settle --all" \
	"chart" "chart 1" "export" "verify" "export --csv csv" "undo"; do
	# shellcheck disable=SC2086
	k $cmd >out.txt 2>&1
	clean "klopf $cmd" out.txt
	case $cmd in
	*--json | export)
		if ! grep -q '^klopf:' out.txt; then
			python3 -c 'import json,sys; json.load(open(sys.argv[1]))' out.txt ||
				bad "klopf $cmd: the JSON does not parse"
		fi
		;;
	esac
done
# verify names what is wrong
out=$(k verify 2>&1)
[ $? = 1 ] || bad "verify of the edited database: not status 1: $out"
grep -q 'the name of player 1 (oldest first) is not one klopf takes' <<<"$out" ||
	bad "verify does not name the edited player: $out"
# the chart as SVG stays well-formed XML
k chart --svg c.svg >out.txt 2>&1
clean "klopf chart --svg" out.txt
python3 -c 'import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])' c.svg ||
	bad "the SVG is not well-formed"
# klopf play shows the standings and asks with the names in its prompts
printf 'quit\n' | k play >out.txt 2>&1
clean "klopf play" out.txt

# a hand's typed text edited: the referee no longer reads it, so what
# shows the rubber refuses, pointing to verify, which quotes the text
sqlite3 "$KLOPF_DB" ".restore '$work/pristine.db'"
sqlite3 "$KLOPF_DB" "UPDATE hand SET typed = typed || char(27) || '[31m' || char(133) WHERE seat = 1;" ||
	bad "the hands cannot be edited"
for cmd in "standings" "history 1 --hands" "history 1 --json" \
	"history 1 --csv" "history --corrections" "chart 1" "verify"; do
	# shellcheck disable=SC2086
	k $cmd >out.txt 2>&1
	st=$?
	clean "klopf $cmd (typed text edited)" out.txt
	case $cmd in
	verify) [ $st = 1 ] && grep -q 'rubber 1, game 1: hand of Ben' out.txt ||
		bad "verify does not name the edited hand: $(cat out.txt)" ;;
	*) [ $st = 4 ] && grep -q "run 'klopf verify' for the details" out.txt ||
		bad "klopf $cmd shows a hand the referee cannot read: $(cat out.txt)" ;;
	esac
done
# names holding the line and paragraph separators (a line break on some
# terminals) and characters XML 1.0 does not allow (U+FFFE, U+FFFF, a C0
# control): every output is clean, and the SVG is well-formed
export KLOPF_DB="$work/sep.db"
k new Anna Ben Clara >/dev/null &&
	k game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=30 Clara=10 >/dev/null ||
	bad "the database with separators cannot be made"
sqlite3 "$KLOPF_DB" "
UPDATE player SET name = 'An' || char(8232) || 'na' || char(65534) WHERE id = 1;
UPDATE player SET name = 'Be' || char(8233) || 'n' || char(65535) WHERE id = 2;
UPDATE player SET name = 'Cl' || char(1) || 'ara' || char(11) WHERE id = 3;
" || bad "the database with separators cannot be edited"
for cmd in "standings" "standings --json" "history" "history 1" "history --hands" \
	"history --json" "history --csv" "rubbers" "rubbers --json" "stats" \
	"stats --json" "settle" "settle --all" "chart" "export"; do
	# shellcheck disable=SC2086
	k $cmd >out.txt 2>&1
	clean "klopf $cmd (separators)" out.txt
	case $cmd in
	*--json | export)
		python3 -c 'import json,sys; json.load(open(sys.argv[1]))' out.txt ||
			bad "klopf $cmd (separators): the JSON does not parse"
		# the JSON keeps the name as stored, the separator escaped
		grep -qF 'An\u2028na' out.txt ||
			bad "klopf $cmd (separators): the JSON lost the name: $(head -c 300 out.txt)"
		;;
	esac
done
printf 'quit\n' | k play >out.txt 2>&1
clean "klopf play (separators)" out.txt
k chart --svg sep.svg >out.txt 2>&1 || bad "klopf chart --svg (separators) failed: $(cat out.txt)"
python3 -c 'import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])' sep.svg ||
	bad "the SVG of names with U+FFFE and U+FFFF is not well-formed"
if command -v xmllint >/dev/null; then
	xmllint --noout sep.svg || bad "xmllint: the SVG is not well-formed"
fi

# long output of characters of 2 to 4 bytes comes through whole
export KLOPF_DB="$work/wide.db"
k new 李雷 Zoë 🂡Ace >/dev/null || bad "the wide names are refused"
for ((g = 0; g < 40; g++)); do
	k game --rummy Zoë "Zoë=3H 4H 5H 6H 7S 7D 7C JS QS KS 9C" 李雷=2 🂡Ace=2 >/dev/null ||
		bad "game $g of the wide names"
done
for cmd in "history --hands" "history --json" "history --csv" "standings" \
	"stats" "chart" "export"; do
	# shellcheck disable=SC2086
	k $cmd >out.txt 2>&1
	clean "klopf $cmd (wide)" out.txt
	[ "$(wc -c <out.txt)" -gt 100 ] || bad "klopf $cmd (wide): little output"
	LC_ALL=C grep -q '?' out.txt && bad "klopf $cmd (wide): a character became '?'"
	grep -q '李雷' out.txt || bad "klopf $cmd (wide): the name is not there"
done
[ "$(k history --json | wc -c)" -gt 16384 ] ||
	bad "the wide history does not cross the buffers"

[ $fail -eq 0 ] && echo "tampered-text: $checked outputs checked, all clean"
exit $fail
