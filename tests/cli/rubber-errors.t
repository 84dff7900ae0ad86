# Every refusal of the scorekeeping commands, with its message and exit
# status (2: the command was used the wrong way; 3: invalid input or a
# rule broken), and a check after each refused writing command that
# nothing reached the database: "unchanged" compares a dump of the
# database with the snapshot taken after the last command that wrote.

$ printf '%s\n' 'sqlite3 "$KLOPF_DB" .dump | md5sum | cmp -s - snapshot && echo "database unchanged" || echo "DATABASE CHANGED"' > unchanged

# No database yet: nothing to show or change, and none is created.
$ klopf standings 2>&1 | sed "s#$KLOPF_DB#DB#"; exit ${PIPESTATUS[0]}
klopf: no database at DB yet (start a rubber with 'klopf new')
[3]

$ klopf undo 2>&1 | sed "s#$KLOPF_DB#DB#"; exit ${PIPESTATUS[0]}
klopf: no database at DB yet (start a rubber with 'klopf new')
[3]

$ klopf abandon 2>&1 | sed "s#$KLOPF_DB#DB#"; exit ${PIPESTATUS[0]}
klopf: no database at DB yet (start a rubber with 'klopf new')
[3]

$ klopf buyback Anna 2>&1 | sed "s#$KLOPF_DB#DB#"; exit ${PIPESTATUS[0]}
klopf: no database at DB yet (start a rubber with 'klopf new')
[3]

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=10 2>&1 | sed "s#$KLOPF_DB#DB#"; exit ${PIPESTATUS[0]}
klopf: no database at DB yet (start a rubber with 'klopf new')
[3]

$ test -e "$KLOPF_DB" || echo "still no database"
still no database

# new: the number of players, their names, the rules.
$ klopf new Anna
klopf: new: a rubber of viennese needs 2 to 6 players in seating order, not 1
(see 'klopf new --help')
[2]

$ klopf new A B C D E F G
klopf: a rubber of viennese needs 2 to 6 players, not 7
[3]

$ klopf new
klopf: new: a rubber of viennese needs 2 to 6 players in seating order, not 0
(see 'klopf new --help')
[2]

$ klopf new Anna Ben anna
klopf: anna is named twice
[3]

$ klopf new Anna "B=en"
klopf: player name "B=en" may not contain '='
[3]

$ klopf new Anna "B|en"
klopf: player name "B|en" may not contain '|'
[3]

$ klopf new Anna 7up
klopf: player name "7up" may not start with '-' or a digit
[3]

$ klopf new Anna -- -x
klopf: player name "-x" may not start with '-' or a digit
[3]

$ klopf new Anna -x
klopf: new: unknown option -x
(see 'klopf new --help')
[2]

$ klopf new Anna "   "
klopf: player name is blank
[3]

$ klopf new Anna "$(printf 'Be\tn')"
klopf: player name holds a control character
[3]

$ klopf new Anna "$(printf 'Be\377n')"
klopf: player name is not valid UTF-8
[3]

$ klopf new Anna abcdefghijabcdefghijabcdefghijabcdefghijX
klopf: player name "abcdefghijabcdefghij..." is longer than 40 bytes
[3]

$ klopf new --rule jokers_wild=1 Anna Ben
klopf: unknown rule "jokers_wild" (see 'klopf rules' for the list)
[3]

$ klopf new --rule knock_limit=abc Anna Ben
klopf: rule knock_limit: "abc" is not a whole number
[3]

$ klopf new --rule knock_limit=99 Anna Ben
klopf: rule knock_limit: 99 is out of range (0 to 30)
[3]

$ klopf new --rule knock_limit Anna Ben
klopf: rule "knock_limit" needs the form KEY=VALUE
[3]

$ klopf new --rule out_at=50 Anna Ben
klopf: rule buyback_over (81) must be below out_at (50)
[3]

$ klopf new --rule next_dealer=random Anna Ben
klopf: rule next_dealer: "random" is not one of: left, winner, loser, alternate
[3]

$ klopf new --profile canasta Anna Ben
klopf: unknown profile "canasta" (profiles: viennese, romme-ohne-auslegen, gin)
[3]

$ klopf new --rule Anna Ben
klopf: rule "Anna" needs the form KEY=VALUE
[3]

$ test -e "$KLOPF_DB" || echo "still no database"
still no database

# A database without rubbers: a rubber started and taken back.
$ KLOPF_NOW=2026-01-01T20:00:00Z klopf new A B
rubber 1: A, B
each pays 5 chips into the pot (pot 10); A deals first

$ klopf undo
removed rubber 1, which had no games; the antes are void

$ sqlite3 "$KLOPF_DB" .dump | md5sum > snapshot

$ klopf standings
klopf: no rubbers yet; start one with 'klopf new NAME NAME...'
[3]

$ klopf undo
klopf: no rubbers yet; start one with 'klopf new NAME NAME...'
[3]

$ bash unchanged
database unchanged

$ klopf abandon
klopf: no rubber is in play; start one with 'klopf new NAME NAME...'
[3]

$ bash unchanged
database unchanged

$ klopf buyback A
klopf: no rubber is in play; start one with 'klopf new NAME NAME...'
[3]

$ bash unchanged
database unchanged

$ klopf game --knock A "A=4H 5H 6H 7S 7D 7C JS QS KS 4C" B=10
klopf: no rubber is in play; start one with 'klopf new NAME NAME...'
[3]

$ bash unchanged
database unchanged

# A rubber of four.  Game 1: Anna knocks; Ben has 90, Clara 95 and Dora
# goes out with 120.
$ KLOPF_NOW=2026-01-01T20:00:00Z klopf new Anna Ben Clara Dora
rubber 1: Anna, Ben, Clara, Dora
each pays 5 chips into the pot (pot 20); Anna deals first

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=90 Clara=95 Dora=120
game 1 of rubber 1: Anna knocks (Anna dealt)
  Anna         4 points  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  unmatched 4C
  Ben         90 points  (typed as points)
  Clara       95 points  (typed as points)
  Dora       120 points  (typed as points)
chips: Ben pays 1 to Anna, Clara pays 1 to Anna, Dora pays 1 to Anna
totals: Anna 4, Ben 90, Clara 95, Dora 120 (out)
Dora is out with 120 points
Clara may buy back for 5 chips (klopf buyback Clara): total 95 -> 90
next dealer: Ben

$ sqlite3 "$KLOPF_DB" .dump | md5sum > snapshot

$ KLOPF_NOW=2026-01-01T20:00:00Z klopf new Eve Fred
klopf: rubber 1 is in play (Anna, Ben, Clara and Dora); finish it, or end it with 'klopf abandon'
[3]

$ bash unchanged
database unchanged

# buyback
$ klopf buyback
klopf: buyback: give one player's name
(see 'klopf buyback --help')
[2]

$ klopf buyback Anna Ben
klopf: buyback: give one player's name
(see 'klopf buyback --help')
[2]

$ klopf buyback Zoe
klopf: Zoe does not play in rubber 1 (Anna, Ben, Clara and Dora)
[3]

$ bash unchanged
database unchanged

$ klopf buyback Anna
klopf: Anna cannot buy back: the total 4 is not over 81 (a buy-back needs 82 to 100)
[3]

$ bash unchanged
database unchanged

$ klopf buyback Dora
klopf: Dora is out of the rubber with 120 points and cannot buy back
[3]

$ bash unchanged
database unchanged

$ klopf buyback Ben
klopf: Ben cannot buy back: it would not lower the total (90; the highest other total in play is 95)
[3]

$ bash unchanged
database unchanged

$ klopf buyback clara
Clara buys back for 5 chips: total 95 -> 90; pot 25

$ sqlite3 "$KLOPF_DB" .dump | md5sum > snapshot

$ klopf buyback Clara
klopf: Clara has bought back before in this rubber and cannot buy back again (once only)
[3]

$ bash unchanged
database unchanged

# game.  The good hands of game 2 are
#   Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C (deadwood 4)
#   Ben=2C 3C 4C 8D 9D 10D KH KD 5S 9S
#   Clara=AH AD AS 6C 7C 8C 2D 3H 10S JC
$ klopf game "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=2 Clara=2
klopf: game: say how the declarer went out: --knock or --rummy (gin: --knock, --gin, --big-gin or --dead; the rest of the family: --out; phom: --claim or --showdown; the melding games: --out, --at-once or --block)
(see 'klopf game --help')
[2]

$ klopf game --knock --rummy Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=2 Clara=2
klopf: game: say how the declarer went out: --knock or --rummy (gin: --knock, --gin, --big-gin or --dead; the rest of the family: --out; phom: --claim or --showdown; the melding games: --out, --at-once or --block)
(see 'klopf game --help')
[2]

$ klopf game --knock Anna
klopf: game: give the declarer's name and a NAME=CARDS hand for every player in play
(see 'klopf game --help')
[2]

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=2 Clara=2 --frobnicate
klopf: game: unknown option --frobnicate
(see 'klopf game --help')
[2]

$ klopf game --knock Zoe "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=2 Clara=2
klopf: Zoe does not play in rubber 1 (Anna, Ben, Clara and Dora)
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Dora "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=2 Clara=2
klopf: Dora is out of the rubber and cannot declare
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=2 Zoe=2
klopf: Zoe does not play in rubber 1 (Anna, Ben, Clara and Dora)
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=2 "Clara 1"
klopf: hand 3 "Clara 1": write it as NAME=CARDS (or NAME=POINTS)
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=2 =1
klopf: hand 3 "=1": write it as NAME=CARDS (or NAME=POINTS)
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=2
klopf: no hand for Clara (every player in play needs one: NAME=CARDS)
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=2 Clara=2 ben=2
klopf: two hands for Ben
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=2 Clara=2 Dora=2
klopf: Dora is out of the rubber and has no hand
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" "Ben=2C 3C 4C 8D 9D 10D KH ZZ 5S 9S" Clara=2
klopf: hand of Ben: card 8 "ZZ": unknown rank "ZZ" (ranks are A K Q J 10 9 8 7 6 5 4 3 2, also T, B, D)
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS" Ben=2 Clara=2
klopf: Anna declared with 9 cards; show 10, or 11 before the discard
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C 2D 3D" Ben=2 Clara=2
klopf: Anna declared with 12 cards; show 10, or 11 before the discard
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" "Ben=2C 3C 4C 8D 9D 10D KH KD 5S 9S 9H" Clara=2
klopf: Ben shows 11 cards; a hand holds 10 at the end of a game
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" "Ben=2C 3C 4C 8D 9D 10D KH KD 5S" Clara=2
klopf: Ben shows 9 cards; a hand holds 10 at the end of a game
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" "Ben=2C 3C 4C 8D 9D 10D KH 7S 7S 9S" Clara=2
klopf: these hands cannot come from one deck: 7S is on the table 3 times (Anna 1, Ben 2), but the deck holds only 2
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 9C" "Ben=2C 3C 4C 8D 9D 10D KH KD 5S 9S" "Clara=AH AD AS 6C 7C 8C 2D 3H 10S JC"
klopf: Anna knocked, but the best arrangement leaves deadwood 9 (a knock needs 4 or less)
  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  unmatched 9C
[3]

$ bash unchanged
database unchanged

$ klopf game --rummy Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" "Ben=2C 3C 4C 8D 9D 10D KH KD 5S 9S" "Clara=AH AD AS 6C 7C 8C 2D 3H 10S JC"
klopf: Anna called rummy, but the best arrangement leaves deadwood 4 (a rummy needs 0)
  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  unmatched 4C
[3]

$ bash unchanged
database unchanged

$ klopf game --rummy Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C 3D" "Ben=2C 3C 4C 8D 9D 10D KH KD 5S 9S" "Clara=AH AD AS 6C 7C 8C 2D 3H 10S JC"
klopf: Anna called rummy, but the best arrangement leaves deadwood 3 (a rummy needs 0)
  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  unmatched 3D  discard 4C
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna Anna=4 Ben=2 Clara=2
klopf: Anna declared and must show the cards, not points
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=-3 Clara=2
klopf: Ben: -3 points is impossible (a hand of 10 cards counts 0 to 122, the most its cards can count with nothing melded)
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=201 Clara=2
klopf: Ben: 201 points is impossible (a hand of 10 cards counts 0 to 122, the most its cards can count with nothing melded)
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=99999999999999999999 Clara=2
klopf: Ben: 99999999999999999999 points is impossible (a hand of 10 cards counts 0 to 122, the most its cards can count with nothing melded)
[3]

$ bash unchanged
database unchanged

# The good game stands and ends the rubber: Ben and Clara go out.
$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" "Ben=2C 3C 4C 8D 9D 10D KH KD 5S 9S" "Clara=AH AD AS 6C 7C 8C 2D 3H 10S JC"
game 2 of rubber 1: Anna knocks (Ben dealt)
  Anna         4 points  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  unmatched 4C
  Ben         34 points  [2C 3C 4C] [8D 9D 10D]  unmatched 5S 9S KH KD
  Clara       25 points  [AS AH AD] [6C 7C 8C]  unmatched 10S 3H 2D JC
chips: Ben pays 1 to Anna, Clara pays 1 to Anna, the pot pays 25 to Anna
totals: Anna 8, Ben 124 (out), Clara 115 (out), Dora 120 (out)
Ben is out with 124 points
Clara is out with 115 points
Anna wins the rubber and the pot
net chips: Anna +25, Ben -7, Clara -12, Dora -6

$ sqlite3 "$KLOPF_DB" .dump | md5sum > snapshot

# Nothing more to do in a finished rubber.
$ klopf buyback Anna
klopf: no rubber is in play; start one with 'klopf new NAME NAME...'
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=5
klopf: no rubber is in play; start one with 'klopf new NAME NAME...'
[3]

$ bash unchanged
database unchanged

$ klopf abandon
klopf: no rubber is in play; start one with 'klopf new NAME NAME...'
[3]

$ bash unchanged
database unchanged

# The other commands take no arguments.
$ klopf standings now
klopf: standings: no arguments expected
(see 'klopf standings --help')
[2]

$ klopf undo 2
klopf: undo: no arguments expected
(see 'klopf undo --help')
[2]

$ klopf abandon please
klopf: abandon: no arguments expected
(see 'klopf abandon --help')
[2]

$ bash unchanged
database unchanged

# A new player whose name looks like a player of the database (a
# fullwidth B, a Cyrillic A, a zero-width space) would be a second Ben
# ("Ben pays Ben"): refused, naming the characters that differ.
$ klopf new Anna "$(printf '\uff22en')"
klopf: Ｂen looks the same as Ben, who has played before (the names differ in U+FF22); type that name as it is, or give the new player a name that differs
[3]

$ klopf new "$(printf '\u0410nna')" Ben
klopf: Аnna looks the same as Anna, who has played before (the names differ in U+0410); type that name as it is, or give the new player a name that differs
[3]

$ klopf new Anna "$(printf 'B\u200ben')" 2>&1 | sed 's/\xe2\x80\x8b/<ZWSP>/'; exit ${PIPESTATUS[0]}
klopf: B<ZWSP>en looks the same as Ben, who has played before (the names differ in U+200B); type that name as it is, or give the new player a name that differs
[3]

$ bash unchanged
database unchanged
