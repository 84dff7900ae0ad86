#!/usr/bin/env bash
# Tests the shell completions in completions/ against the klopf binary.
#
# Usage: completion.sh KLOPF_BINARY
#
# bash: sources completions/klopf.bash in a clean bash and checks COMPREPLY
# for commands, options, profiles, rule names and values, and the player
# names of a scratch database (with sqlite3 and without it).
# zsh (when installed): `zsh -n`, then completes a few lines in a real
# interactive zsh through zpty and checks what it offers.
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export LC_ALL=C HOME=$work
unset KLOPF_DB XDG_DATA_HOME NO_COLOR

db=$work/scratch.db
"$bin" --db "$db" new Anna Ben >/dev/null || { echo "completion: klopf new failed"; exit 1; }
"$bin" --db "$work/other.db" new Clara "Dora Maar" >/dev/null || exit 1
"$bin" --db "$work/other.db" abandon >/dev/null || exit 1
"$bin" --db "$work/other.db" new Clara Emil >/dev/null || exit 1

# tools for a PATH without sqlite3
mkdir -p "$work/nosql"
for t in awk sed grep cat env bash; do
	p=$(command -v "$t") && ln -s "$p" "$work/nosql/$t"
done

cat >"$work/cases.bash" <<'EOF'
# comp LINE: complete LINE as bash would with the cursor at its end; prints
# COMPREPLY on one line.  Words are split at blanks and at '='.
comp() {
	local line=$1 tok
	local -a parts
	COMP_LINE=$line
	COMP_POINT=${#line}
	COMP_WORDS=()
	read -r -a parts <<<"$line"
	for tok in "${parts[@]}"; do
		while [[ $tok == *=* ]]; do
			[[ -n ${tok%%=*} ]] && COMP_WORDS+=("${tok%%=*}")
			COMP_WORDS+=("=")
			tok=${tok#*=}
		done
		[[ -n $tok ]] && COMP_WORDS+=("$tok")
	done
	[[ $line == *" " ]] && COMP_WORDS+=("")
	COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
	COMPREPLY=()
	_klopf 2>/dev/null
	echo "${COMPREPLY[*]}"
}
pass=0 fail=0
# expect LINE WANT: the completions of LINE are exactly WANT
expect() {
	local got
	got=$(comp "$1")
	if [[ $got == "$2" ]]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		printf 'FAIL: %s\n  want: %s\n  got:  %s\n' "$1" "$2" "$got"
	fi
}
K=$BIN
commands=$("$K" --help | awk '/^commands:/ { on = 1; next } on && /^$/ { exit } on { print $1 }' | tr '\n' ' ')
rules=$("$K" rules | awk '/^$/ { exit } { printf "%s%s=", n++ ? " " : "", $1 }')

expect "$K stan" "standings"
expect "$K " "${commands% }"
expect "$K help de" "demo deadwood"
expect "$K --d" "--db"
expect "$K game --" "--knock --rummy --gin --big-gin --dead --out --claim --showdown --at-once --block --upcard --json --help --ascii --db --table"
expect "$K game --at" "--at-once"
expect "$K en" "end"
expect "$K end --" "--help --ascii --db --table"
expect "$K serve --" "--listen --help --ascii --db"
expect "$K game -k --j" "--json"
expect "$K check --profile " "viennese romme-ohne-auslegen gin"
expect "$K new -p g" "gin"
expect "$K rules --profile=r" "romme-ohne-auslegen"
expect "$K new --game " "viennese gin knock-rummy boat-house phom continental nowrang queen-city double-rum romme hungarian caloochi rummy"
expect "$K rules --game k" "knock-rummy"
expect "$K rules --rule " "$rules"
expect "$K new --rule kn" "knock_limit= knock_money="
expect "$K check -r ace_low=" "on off"
expect "$K check --game gin --rule sch" "school="
expect "$K check -g gin -r school=" "modern classic"
expect "$K check --game=knock-rummy --rule knock_limit=" "none"
expect "$K check --game knock-rummy --rule g" "game_to="
expect "$K check --game hungarian --re" "--redeal"
expect "$K check --game caloochi --rule set_s" "set_suits="
expect "$K new --game rummy --rule bl" "block="
expect "$K new --game rummy --rule block=" "on off"
expect "$K new --game romme --rule winner_" "winner_collects="
expect "$K rules --game hungarian --rule rou" "rounds="
expect "$K deadwood --game continental --rule deu" "deuces_wild= deuce_points="
expect "$K meld --" "--game --rule --on --opened --opening-turn --not-opened --own --not-own --json --batch --help --ascii --db"
expect "$K meld --game romme --on \"5H 6H 7H\" --not-" "--not-opened --not-own"
expect "$K meld --game hungarian --rule joker_" "joker_left= joker_exchange="
expect "$K meld --game romme --rule exchange=" "complete_set missing_suit"
expect "$K rules --rule next_dealer=w" "winner"
expect "$K rules --rule=dec" "decks="
expect "$K rules --rule ante=" "5"
expect "$K rules --rule rummy_money=" "same"
expect "$K --db $DB game --knock " "Anna Ben"
expect "$K --db=$DB game --rummy A" "Anna"
expect "$K --db $DB game --knock Anna " "Anna= Ben="
expect "$K --db $DB game --knock Anna Anna=20 " "Ben="
expect "$K game --db $DB -k Ben Ben=20 A" "Anna="
expect "$K --db $DB game --block " "Anna= Ben="
expect "$K --db $DB game --block Ben=20 " "Anna="
expect "$K --db $DB game --showdown A" "Anna="
expect "$K --db $DB game --at-once " "Anna Ben"
expect "$K --db $DB game --out --at-once Anna " "Anna= Ben="
expect "$K --db $DB buyback " "Anna Ben"
expect "$K --db $DB buyback Anna " ""
expect "$K --db $DB cards " ""
expect "$K --db $OTHER game -R " "Clara Emil"
expect "$K --db $OTHER new " "Clara Dora\\ Maar Emil"
expect "$K --db $OTHER new Emil D" "Dora\\ Maar"
expect "$K --db $WORK/none.db buyback " ""
KLOPF_DB=$DB expect "$K buyback B" "Ben"
XDG_DATA_HOME=$WORK/xdg expect "$K buyback " ""
mkdir -p "$WORK/xdg/klopf" && cp "$OTHER" "$WORK/xdg/klopf/klopf.db"
XDG_DATA_HOME=$WORK/xdg expect "$K buyback " "Clara Emil"
mkdir -p "$WORK/.local/share/klopf" && cp "$DB" "$WORK/.local/share/klopf/klopf.db"
expect "$K game -k " "Anna Ben"
# sqlite3 leaves nothing beside the database
ls "$WORK" | grep -q -- '-wal$\|-shm$' && { fail=$((fail + 1)); echo "FAIL: -wal or -shm left beside a database"; }
# without sqlite3, the players of the last rubber come from klopf itself
PATH=$WORK/nosql expect "$K --db $DB buyback " "Anna Ben"
PATH=$WORK/nosql expect "$K --db $OTHER game -k Emil " "Clara= Emil="
echo "bash completion: $pass passed, $fail failed"
exit $((fail > 0))
EOF

status=0
env BIN="$bin" DB="$db" OTHER="$work/other.db" WORK="$work" \
    bash --norc --noprofile -c 'source "$1" && source "$2"' _ \
    "$root/completions/klopf.bash" "$work/cases.bash" || status=1

if ! command -v zsh >/dev/null 2>&1; then
	echo "zsh completion: zsh not installed, skipped"
	exit $status
fi
zsh -n "$root/completions/_klopf" || { echo "zsh completion: syntax error"; exit 1; }
if ! zsh -f -c 'zmodload zsh/zpty' 2>/dev/null; then
	echo "zsh completion: syntax checked; no zsh/zpty, completions not tried"
	exit $status
fi

mkdir -p "$work/bin"
ln -s "$bin" "$work/bin/klopf"
cat >"$work/cases.zsh" <<'EOF'
# Completes lines in an interactive zsh running in a pseudo-terminal, with
# the completions folder on $fpath, and looks for words in what it shows.
zmodload zsh/zpty
pass=0 fail=0
zpty z env -i HOME=$WORK TERM=dumb PATH=$WORK/bin:/usr/bin:/bin \
    KLOPF_DB=$DB LC_ALL=C zsh -f -i
zpty -w z "PS1='zpty-ready> '; fpath=($COMPS \$fpath); autoload -Uz compinit; compinit -u -D"
zpty -w z 'LISTMAX=1000; print -r "REA""DY"'
zpty -r z out '*READY*zpty-ready> ' || { print "zsh did not start"; exit 1 }
# try LINE WORDS...: after LINE and a tab the screen shows every WORD (the
# completed line, or the list of choices)
try() {
	local line=$1 out junk w; shift
	zpty -w -n z "$line"$'\t'
	# ^U empties the line once completion is done; then a marker that
	# shows only when it runs
	zpty -w -n z $'\x15'
	zpty -w z 'print -r "DO""NE"'
	zpty -r z out '*DONE*' || { print "FAIL: $line: no answer"; fail=$((fail + 1)); return }
	# type the next line only once zle is reading again
	zpty -r z junk '*zpty-ready> '
	for w in "$@"; do
		if [[ $out != *"$w"* ]]; then
			print -r "FAIL: $line: no '$w' in:"
			print -r -- "$out" | tr -d '\r' | sed 's/^/    /'
			fail=$((fail + 1))
			return
		fi
	done
	pass=$((pass + 1))
}
try 'klopf stan' 'klopf standings'
try 'klopf ' 'abandon' 'buyback' 'deadwood' 'standings'
try 'klopf game --' '--knock' '--rummy' '--at-once' '--block' '--json' '--db'
try 'klopf check --profile ' 'viennese' 'romme-ohne-auslegen' 'gin'
try 'klopf new --game ' 'viennese' 'gin' 'knock-rummy' 'boat-house' 'phom' 'continental' 'nowrang' 'queen-city' 'double-rum' 'romme' 'hungarian' 'caloochi' 'rummy'
try 'klopf rules --rule kn' 'klopf rules --rule knock_'
try 'klopf rules --rule knock_' 'knock_limit' 'knock_money'
try 'klopf rules --rule next_dealer=' 'left' 'winner'
try 'klopf rules --rule knock_limit=' 'klopf rules --rule knock_limit=4'
try 'klopf check --game gin --rule sch' 'klopf check --game gin --rule school='
try 'klopf check --game gin --rule knock_limit=' 'klopf check --game gin --rule knock_limit=10'
try 'klopf meld --game romme --rule ace=' 'low' 'both' 'corner'
try 'klopf game --knock ' 'Anna' 'Ben'
try 'klopf game --knock Anna Anna=20 ' 'Ben='
try 'klopf game --block A' 'klopf game --block Anna='
try 'klopf en' 'klopf end'
try "klopf --db $OTHER buyback " 'Clara' 'Emil'
zpty -d z
print "zsh completion: $pass passed, $fail failed"
exit $(( fail > 0 ))
EOF
# a zsh that stops answering must not hang the suite
limit=()
command -v timeout >/dev/null 2>&1 && limit=(timeout 120)
env WORK="$work" DB="$db" OTHER="$work/other.db" COMPS="$root/completions" \
    "${limit[@]}" zsh -f "$work/cases.zsh" || status=1
exit $status
