#!/usr/bin/env bash
# Drives `klopf play` in a real pseudo-terminal (a detached tmux session)
# and checks what the screen shows: line editing with libedit (Tab
# completion, a refused answer put back on the line to be corrected,
# history), Ctrl-C dropping the game being entered, the arrangements and
# the standings, a booking refused because the rubber changed meanwhile,
# Ctrl-D leaving, and NO_COLOR with a non-UTF-8 locale.
#
# Usage: play-pty.sh KLOPF_BINARY
set -u
bin=$1
if ! command -v tmux >/dev/null 2>&1; then
	echo "SKIP: tmux is not installed; the pseudo-terminal test of klopf play needs it"
	exit 0
fi

work=$(mktemp -d)
runs=0
sock="$work/tmux.0.sock"
export KLOPF_DB="$work/klopf.db"
export HOME="$work"
export LC_ALL=C.UTF-8
unset NO_COLOR XDG_DATA_HOME TMUX
tm() { tmux -S "$sock" -f /dev/null "$@"; }
cleanup() { tm kill-server >/dev/null 2>&1; rm -rf "$work"; }
trap cleanup EXIT

failures=0
timeout=${KLOPF_PTY_TIMEOUT:-20}

# The whole pane, scrollback included, wrapped lines joined.
screen() { tm capture-pane -p -J -t play -S - -E -; }
# The same with colour escapes.
screen_esc() { tm capture-pane -p -e -J -t play -S - -E -; }

fail() {
	failures=$((failures + 1))
	printf 'FAIL: %s\n--- screen:\n%s\n---\n' "$1" "$(screen)"
}
ok() { printf 'ok: %s\n' "$1"; }

# Wait until the screen holds TEXT (fixed string) at least N times.
wait_for() {
	local text=$1 n=${2:-1} end=$((SECONDS + timeout))
	while [ "$SECONDS" -le "$end" ]; do
		if [ "$(screen | grep -cF -- "$text")" -ge "$n" ]; then
			return 0
		fi
		sleep 0.1
	done
	return 1
}

# Wait for TEXT and report the check under NAME; stop at a failure,
# since every later step depends on this one.
expect() {
	local name=$1 text=$2 n=${3:-1}
	if wait_for "$text" "$n"; then
		ok "$name"
	else
		fail "$name (no \"$text\" on the screen)"
		exit 1
	fi
}

# The last non-empty line of the screen.
last_line() { screen | sed '/^$/d' | tail -n 1; }

# Start klopf play with the given environment words, in a fresh tmux
# server (on a new socket, so that the last one's shutdown cannot race).
start() {
	local cmd
	cmd="env $* $(printf '%q' "$bin") play; echo \"klopf exited with status \$?\"; exec sleep 600"
	tm kill-server >/dev/null 2>&1
	runs=$((runs + 1))
	sock="$work/tmux.$runs.sock"
	tm -u new-session -d -s play -x 160 -y 50 "$cmd"
}
type_keys() { tm send-keys -t play "$@"; }

start TERM=screen LC_ALL=C.UTF-8 "KLOPF_DB=$(printf '%q' "$KLOPF_DB")"
expect "asks for the players" "Players, in seating order (the first deals): "
type_keys 'Anna Ben Clara' Enter
expect "starts the rubber" "each pays 5 chips into the pot (pot 15); Anna deals first"
expect "names the dealer" "Game 1: Anna deals."
expect "asks who went out" "Who went out? "

# Tab completes a player's name, then the kind.
type_keys 'An' Tab
expect "Tab completes the name" "Who went out? Anna "
type_keys 'kn' Tab
expect "Tab completes knock" "Who went out? Anna knock"
type_keys Enter
expect "asks for the declarer's cards" "Anna's cards (10, or 11 before the discard): "

# A card it cannot read: the answer comes back on the line to be fixed.
type_keys '3H 4H 5H QS QD QC 7C 7D 7S 2S KH XX' Enter
expect "refuses an unknown card" 'unknown rank "XX"'
# The refused line shows twice: as typed, and again below the message.
want="Anna's cards (10, or 11 before the discard): 3H 4H 5H QS QD QC 7C 7D 7S 2S KH XX"
if wait_for "$want" 2 && [ "$(last_line)" = "$want" ]; then
	ok "puts the refused answer back on the line"
else
	fail "puts the refused answer back on the line (last line: $(last_line))"
fi
expect "says once how to clear the line put back" \
	"(the text on the line is there to edit; Ctrl-U, or Ctrl-C, clears it)"
# A command word typed at the end of the line put back is the command,
# not a card: standings shows the standings and puts the text back again.
type_keys ' standings' Enter
expect "standings at the end of the line is the command" \
	"rubber 1, in play, 0 games played, pot 15"
if wait_for "$want" 3 && [ "$(last_line)" = "$want" ]; then
	ok "puts the text back again without the word"
else
	fail "puts the text back again without the word (last line: $(last_line))"
fi
type_keys BSpace BSpace BSpace Enter
expect "shows the declarer's arrangement at once" \
	"Anna: [3♥ 4♥ 5♥] [7♠ 7♦ 7♣] [Q♠ Q♦ Q♣]  unmatched 2♠  discard K♥  (deadwood 2: the knock stands)"
if screen_esc | grep -qF $'\033[31m'; then
	ok "colours the red suits on a terminal"
else
	fail "colours the red suits on a terminal"
fi

# Ctrl-C half-way through a hand clears the line, as in a shell; on the
# empty line it asks before dropping the game, and no goes on; Ctrl-D
# asks too.  Then Ctrl-C and yes drop the game; nothing is booked.
expect "asks for Ben's cards" "Ben's cards (10) or points: "
type_keys 'KS KH KD 2C'
type_keys C-c
expect "Ctrl-C clears the line and asks again" "Ben's cards (10) or points: " 2
type_keys C-c
expect "Ctrl-C on an empty line asks" "Drop game 1, which is being entered? [y/n] "
type_keys n Enter
expect "no goes on with the hand" "Ben's cards (10) or points: " 3
type_keys C-d
expect "Ctrl-D asks too" "Leave without recording game 1? [y/n] "
type_keys n Enter
expect "no goes on again" "Ben's cards (10) or points: " 4
type_keys C-c
type_keys y Enter
expect "yes drops the game" "Game 1 dropped; nothing was recorded."
expect "and asks again who went out" "Who went out? " 2
if KLOPF_DB="$KLOPF_DB" "$bin" standings | grep -qF "0 games played"; then
	ok "nothing was booked after Ctrl-C"
else
	fail "nothing was booked after Ctrl-C"
fi

# History: each kind of question has its own, so at a hand Up recalls
# the hand typed last, not the names, words or yes and no typed since.
type_keys 'Anna knock' Enter
expect "asks for the declarer's cards again" \
	"Anna's cards (10, or 11 before the discard): " 3
type_keys Up Enter
expect "Up recalls the hand typed before" "(deadwood 2: the knock stands)" 2
type_keys 'KS KH KD 2C 3D 4S 5H 6C 8D 10S' Enter
expect "shows Ben's arrangement" \
	"Ben: [K♠ K♥ K♦]  unmatched 4♠ 10♠ 5♥ 3♦ 8♦ 2♣ 6♣  (38 points)"
type_keys 'QS QH QC 2S 4D 6H 8C 9S 7H 9D' Enter
expect "shows Clara's arrangement" \
	"Clara: [Q♠ Q♥ Q♣]  unmatched 2♠ 9♠ 6♥ 7♥ 4♦ 9♦ 8♣  (45 points)"
expect "shows the last look" "Game 1: Anna knocks (Anna dealt)"
expect "asks to record" "Record game 1? [y/n/name] "
type_keys y Enter
expect "books the game, its hands shown once, at the last look" "game 1 of rubber 1 is booked"
expect "shows the standings: Anna" "  Anna              2     -3"
expect "shows the standings: Ben" "  Ben              38     -6  deals next"
expect "shows the standings: Clara" "  Clara            45     -6"
expect "names the next dealer" "Game 2: Ben deals."

# Another klopf abandons the rubber while game 2 waits for its last
# look: the booking is refused (the rubber is not what the game was
# judged against), the rubber is shown as it is now, and the game is
# dropped.
# fix N NAME puts the hand booked on the line as a fix to edit; fix N
# the declaration.  Ctrl-U clears it.
type_keys 'fix 1 Ben' Enter
expect "fix N NAME shows the hand booked" \
	"Ben's hand in game 1 as booked: KS KH KD 2C 3D 4S 5H 6C 8D 10S"
want="Who went out? fix 1 Ben=KS KH KD 2C 3D 4S 5H 6C 8D 10S"
if wait_for "$want" && [ "$(last_line)" = "$want" ]; then
	ok "and puts it on the line to edit"
else
	fail "and puts it on the line to edit (last line: $(last_line))"
fi
type_keys C-u 'fix 1' Enter
expect "fix N shows the declaration" "game 1 as booked: Anna knocks"
want="Who went out? fix 1 knock Anna"
if wait_for "$want" && [ "$(last_line)" = "$want" ]; then
	ok "and puts it on the line to edit"
else
	fail "and puts it on the line to edit (last line: $(last_line))"
fi
type_keys C-u
type_keys 'Clara rummy' Enter
expect "asks for Clara's cards" "Clara's cards (10, or 11 before the discard): "
type_keys '4S 5S 6S 7S 9D 9H 9C JC QC KC' Enter
expect "shows the rummy" "(rummy)"
type_keys 'JS JD JH 10S 10H 10C 2H 9D 9S KD' Enter
expect "shows Anna's arrangement" "(30 points)"
type_keys '20' Enter
expect "accepts points" "Ben: 20 (typed as points)"
expect "asks to record game 2" "Record game 2? [y/n/name] "
if KLOPF_DB="$KLOPF_DB" "$bin" abandon >/dev/null; then
	ok "abandons the rubber from outside"
else
	fail "abandons the rubber from outside"
fi
type_keys y Enter
expect "the booking is refused with the reason" \
	"rubber 1 changed while game 2 was entered"
expect "shows the rubber as it is now" "rubber 1, abandoned, 1 game played"
expect "drops the game" "Game 2 was not recorded; enter it again"
expect "offers another rubber" "Another rubber with Anna, Ben and Clara? [y/n] "

# Ctrl-D leaves.
type_keys C-d
expect "Ctrl-D leaves" "klopf exited with status 0"

# NO_COLOR and a locale without UTF-8: plain ASCII cards, no colour.
start TERM=screen LC_ALL=C NO_COLOR=1 "KLOPF_DB=$(printf '%q' "$KLOPF_DB")"
expect "offers another rubber at the start" \
	"Another rubber with Anna, Ben and Clara? [y/n] "
type_keys y Enter
expect "starts rubber 2" "rubber 2: Anna, Ben, Clara"
type_keys 'Anna knock' Enter
expect "asks for the cards" "Anna's cards (10, or 11 before the discard): "
type_keys '3H 4H 5H QS QD QC 7C 7D 7S 2S KH' Enter
expect "shows ASCII cards without UTF-8" \
	"Anna: [3H 4H 5H] [7S 7D 7C] [QS QD QC]  unmatched 2S  discard KH"
if screen_esc | grep -qF $'\033[31m'; then
	fail "NO_COLOR switches colour off"
else
	ok "NO_COLOR switches colour off"
fi
# Ctrl-U clears a line put back; cancel at its end drops the game.
type_keys 'KS KH KD 2C 3D 4S 5H 6C 8D 10X' Enter
expect "refuses Ben's card" 'unknown suit "X"'
expect "says how to clear the line in this session too" \
	"Ctrl-U, or Ctrl-C, clears it)"
type_keys C-u 'KS KH KD 2C 3D 4S 5H 6C 8D 10S' Enter
expect "Ctrl-U cleared the line" "Ben: [KS KH KD]"
type_keys 'QS QH QC 2S 4D 6H 8C 9S 7H 9X' Enter
expect "refuses Clara's card" 'unknown suit "X"' 2
type_keys ' cancel' Enter
expect "cancel at the end of the line drops the game" \
	"Game 1 dropped; nothing was recorded."
expect "and asks who went out again" "Who went out? " 2
if [ "$(screen | grep -cF 'Ctrl-U, or Ctrl-C, clears it)')" -eq 1 ]; then
	ok "says it once"
else
	fail "says it once"
fi
type_keys 'Anna knock' Enter
expect "asks for the cards again" \
	"Anna's cards (10, or 11 before the discard): " 2
type_keys '3H 4H 5H QS QD QC 7C 7D 7S 2S KH' Enter
expect "shows Anna's hand again" \
	"Anna: [3H 4H 5H] [7S 7D 7C] [QS QD QC]  unmatched 2S  discard KH" 2
type_keys 'quit' Enter
expect "quit leaves" "klopf exited with status 0"
expect "and says the game was not recorded" "Game 1 was not recorded."

if [ "$failures" -ne 0 ]; then
	echo "play-pty: $failures check(s) failed"
	exit 1
fi
echo "play-pty: all checks passed"
