#!/usr/bin/env bash
# The bad-input catalogue: runs every row of tests/bad-input.tsv (command,
# exit status, a piece of the message; see the head of that file) against
# a database with a rubber in play, and checks for each:
#  - the exit status and that the output holds the message;
#  - the output is valid UTF-8 without control characters (other than
#    line breaks) and at most 2048 bytes, whatever was typed;
#  - the database is unchanged (its .dump), and those of the other
#    games' rubbers ($ROMME, $RUMMY, $GIN, $BOAT), and no file appeared in the
#    folder (a refused command creates no database, no chart, no CSV);
#    after a failure of these the next row starts from the database and
#    folder as they were.
# The table must hold at least 100 rows.
#
# Usage: bad-input.sh KLOPF_BINARY [TABLE]
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
here=$(cd "$(dirname "$0")" && pwd)
table=${2:-$here/../bad-input.tsv}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/bin" "$work/run"
ln -s "$bin" "$work/bin/klopf"
export PATH="$work/bin:$PATH" HOME="$work/run" LC_ALL=C.UTF-8 TZ=UTC
export KLOPF_DB="$work/run/klopf.db"
unset XDG_DATA_HOME NO_COLOR KLOPF_MAX_PAGES KLOPF_BUSY_TIMEOUT
cd "$work/run" || exit 1

fail=0
bad() {
	printf 'FAIL (line %s): %s\n' "$lineno" "$*"
	fail=$((fail + 1))
}

# the database the rows run against
lineno=setup
export KLOPF_NOW=2026-01-02T20:00:00Z
{ klopf new Anna Ben && klopf abandon &&
  klopf new Anna Ben Clara Dora &&
  klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=90 \
	Clara=95 Dora=120; } >/dev/null || bad "the database cannot be made"
# rubbers of other games, each in a database of its own out of the
# folder: Rommé after one hand (Anna went out), Block Rummy before its
# first hand, gin and boat house
mkdir "$work/games"
ROMME=$work/games/romme.db RUMMY=$work/games/rummy.db
GIN=$work/games/gin.db BOAT=$work/games/boat.db
{ klopf --db "$ROMME" new --game romme Anna Ben Clara &&
  klopf --db "$ROMME" game --out Anna Ben=5 "Clara=QS QH" &&
  klopf --db "$RUMMY" new --game rummy --rule block=on Anna Ben Clara &&
  klopf --db "$GIN" new --game gin Anna Ben &&
  klopf --db "$BOAT" new --game boat-house Anna Ben Clara; } >/dev/null ||
	bad "the databases of the other games cannot be made"
export ROMME RUMMY GIN BOAT
games_dump() {
	local db
	for db in "$ROMME" "$RUMMY" "$GIN" "$BOAT"; do sqlite3 "$db" .dump; done |
		md5sum
}
games_snapshot=$(games_dump)
unset KLOPF_NOW
for ((i = 0; i < 20; i++)); do echo "Notes for Saturday: bring two packs of cards."; done >notes.txt
snapshot=$(sqlite3 "$KLOPF_DB" .dump | md5sum)
sqlite3 "$KLOPF_DB" ".backup '$work/pristine.db'"
listing=$(ls -A)

# the tournaments' databases, out of the folder, which no row may change
# either: $TDB holds tournament 1 (over), tournament 2 (its one series
# drawn and played, Ben withdrawn) and tournament 3, the last, with
# series 1 drawn and both tables in play (1: Franz, Eva, Dora, Ben;
# 2: Clara, Gerti, Anna); $TNEW a tournament with no series drawn
TDB="$work/tourn.db" TNEW="$work/tnew.db"
export TDB TNEW
(
	export KLOPF_NOW=2026-01-03T20:00:00Z
	klopf --db "$TDB" tournament new --rule series=1 --rule games=1 \
		Spring Anna Ben Clara &&
	klopf --db "$TDB" tournament draw --seed 1 &&
	klopf --db "$TDB" game --table 1 --out Anna "Ben=10S JC" Clara=JC &&
	klopf --db "$TDB" tournament end &&
	klopf --db "$TDB" tournament new --rule series=1 --rule games=1 \
		Summer Anna Ben Clara &&
	klopf --db "$TDB" tournament draw --seed 2 &&
	klopf --db "$TDB" game --table 1 --out Anna "Ben=10S JC" Clara=JC &&
	klopf --db "$TDB" tournament withdraw Ben &&
	klopf --db "$TDB" tournament new --rule games=2 Club "Anna|Kreuz" \
		Ben Clara Dora "Eva|Herz" Franz Gerti &&
	klopf --db "$TDB" tournament draw --seed 5 &&
	klopf --db "$TNEW" tournament new Fresh Anna Ben Clara
) >/dev/null || bad "the tournaments' databases cannot be made"
tourn_dump() { sqlite3 "$TDB" .dump; sqlite3 "$TNEW" .dump; }
tourn_snapshot=$(tourn_dump | md5sum)

# every database's bytes, and of any file beside it
file_sums() {
	md5sum "$KLOPF_DB"* "$ROMME"* "$RUMMY"* "$GIN"* "$BOAT"* "$TDB"* "$TNEW"*
}
bytes=$(file_sums)

LONG=$(head -c 102400 /dev/zero | tr '\0' x)
LONGCARDS=$(for ((i = 0; i < 34134; i++)); do printf '2S '; done)
BAD=$'\xff'
KNOCK="Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C"
BEN="Ben=2C 3C 4C 8D 9D 10D KH KD 5S 9S"
CLARA="Clara=AH AD AS 6C 7C 8C 2D 3H 10S JC"
export LONG LONGCARDS BAD KNOCK BEN CLARA

rows=0
lineno=0
while IFS= read -r line || [ -n "$line" ]; do
	lineno=$((lineno + 1))
	case $line in '' | '#'*) continue ;; esac
	IFS=$'\t' read -r cmd want fragment <<<"$line"
	if [ -z "$cmd" ] || [ -z "$want" ] || [ -z "$fragment" ]; then
		bad "not COMMAND<TAB>STATUS<TAB>MESSAGE: $line"
		continue
	fi
	rows=$((rows + 1))
	out=$(bash -c "$cmd" 2>&1 </dev/null)
	status=$?
	[ "$status" = "$want" ] || bad "$cmd: status $status, not $want: ${out:0:300}"
	[[ $out == *"$fragment"* ]] ||
		bad "$cmd: the output lacks \"$fragment\": ${out:0:300}"
	[ ${#out} -le 3072 ] || bad "$cmd: ${#out} characters of output"
	printf '%s' "$out" | iconv -f UTF-8 -t UTF-8 >/dev/null 2>&1 ||
		bad "$cmd: the output is not valid UTF-8"
	nl=${out//$'\n'/}
	[[ $nl == *[[:cntrl:]]* ]] &&
		bad "$cmd: the output holds control characters"
	[ "$(ls -A)" = "$listing" ] || {
		bad "$cmd: files appeared: $(ls -A | tr '\n' ' ')"
		ls -A | grep -vxF -f <(printf '%s\n' "$listing") | xargs -r rm -rf
	}
	# the databases' bytes unchanged say at once that nothing changed;
	# when they differ, their contents (.dump) decide
	if [ "$(file_sums)" != "$bytes" ]; then
		[ "$(sqlite3 "$KLOPF_DB" .dump | md5sum)" = "$snapshot" ] || {
			bad "$cmd: the database changed"
			cp "$work/pristine.db" "$KLOPF_DB"
		}
		[ "$(games_dump)" = "$games_snapshot" ] || {
			bad "$cmd: a database of another game changed"
			games_snapshot=$(games_dump)
		}
		[ "$(tourn_dump | md5sum)" = "$tourn_snapshot" ] || {
			bad "$cmd: a tournaments' database changed"
			tourn_snapshot=$(tourn_dump | md5sum)
		}
		bytes=$(file_sums)
	fi
done <"$table"

[ $rows -ge 100 ] || bad "only $rows rows in $table (at least 100 expected)"
echo "bad-input: $rows commands refused, $fail failures"
[ $fail -eq 0 ]
