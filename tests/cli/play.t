# Transcript for `klopf play`, the interactive table mode, driven through
# standard input: without a terminal it reads one answer per line and
# writes each answer after its prompt, so these sessions read as typed.
# One rubber among Anna, Ben and Clara is played to its end over three
# sessions (the same hands as `klopf demo`); the last cases start another.

$ klopf play extra
klopf: play: no arguments expected
(see 'klopf play --help')
[2]

$ klopf play --rule bogus=1 < /dev/null
klopf: unknown rule "bogus" (see 'klopf rules' for the list)
[3]

# Leaving before a rubber is started leaves no database behind.
$ printf '%s\n' 'quit' | klopf play; test -e klopf.db || echo "no database"
klopf play: type help at any question, quit to leave.
No rubber is in play; name the players to start one.
Players, in seating order (the first deals): quit
no database

# Session 1: no rubber yet, so klopf play asks who plays (a wrong count
# and a name given twice are refused).  In game 1 every kind of mistake
# is refused and asked again: an unknown player, a wrong word, too many
# cards, impossible points, a card it cannot read, and a king of hearts
# that would be on the table a third time.  The game is booked; game 2
# is left half-typed with quit and nothing of it is kept.
$ printf '%s\n' 'Anna' 'Anna Ben anna' 'Anna Ben Clara' 'Dora' 'Anna' 'maybe' 'knock' '3H 4H 5H QS QD QC 7C 7D 7S 2S KH 9C 9D' '3H 4H 5H QS QD QC 7C 7D 7S 2S KH' '300' 'KS KH KD 2C 3D 4S 5H 6C 8D 10X' 'KS KH KD 2C 3D 4S 5H 6C 8D 10S' 'QS QH QC 2S 4D 6H 8C 9S 7H KH' 'QS QH QC 2S 4D 6H 8C 9S 7H 9D' 'help' 'yes' 'standings' 'Clara' 'rummy' 'quit' > session1.txt

$ klopf play < session1.txt
klopf play: type help at any question, quit to leave.
No rubber is in play; name the players to start one.
Players, in seating order (the first deals): Anna
klopf: a rubber of viennese needs 2 to 6 players, not 1
Players, in seating order (the first deals): Anna Ben anna
klopf: anna is named twice
Players, in seating order (the first deals): Anna Ben Clara
rubber 1: Anna, Ben, Clara
each pays 5 chips into the pot (pot 15); Anna deals first
rubber 1, in play, 0 games played, pot 15
  player       points  chips
  Anna              0     -5  deals next
  Ben               0     -5
  Clara             0     -5
<BLANKLINE>
Game 1: Anna deals.
Who went out? Dora
klopf: Dora does not play in rubber 1 (Anna, Ben and Clara)
Who went out? Anna
Knock or rummy? maybe
klopf: answer knock or rummy
Knock or rummy? knock
Anna's cards (10, or 11 before the discard): 3H 4H 5H QS QD QC 7C 7D 7S 2S KH 9C 9D
klopf: Anna declared with 13 cards; show 10, or 11 before the discard
Anna's cards (10, or 11 before the discard): 3H 4H 5H QS QD QC 7C 7D 7S 2S KH
  Anna: [3H 4H 5H] [7S 7D 7C] [QS QD QC]  unmatched 2S  discard KH  (deadwood 2: the knock stands)
Ben's cards (10) or points: 300
klopf: Ben: 300 points is impossible (a hand of 10 cards counts 0 to 122, the most its cards can count with nothing melded)
Ben's cards (10) or points: KS KH KD 2C 3D 4S 5H 6C 8D 10X
klopf: hand of Ben: card 10 "10X": unknown suit "X" (suits are S H D C or ♠ ♥ ♦ ♣)
Ben's cards (10) or points: KS KH KD 2C 3D 4S 5H 6C 8D 10S
  Ben: [KS KH KD]  unmatched 4S 10S 5H 3D 8D 2C 6C  (38 points)
Clara's cards (10) or points: QS QH QC 2S 4D 6H 8C 9S 7H KH
klopf: these hands cannot come from one deck: KH is on the table 3 times (Anna 1, Ben 1, Clara 1), but the deck holds only 2
Clara's cards (10) or points: QS QH QC 2S 4D 6H 8C 9S 7H 9D
  Clara: [QS QH QC]  unmatched 2S 9S 6H 7H 4D 9D 8C  (45 points)
<BLANKLINE>
Game 1: Anna knocks (Anna dealt)
  Anna         2 points  [3H 4H 5H] [7S 7D 7C] [QS QD QC]  unmatched 2S  discard KH
  Ben         38 points  [KS KH KD]  unmatched 4S 10S 5H 3D 8D 2C 6C
  Clara       45 points  [QS QH QC]  unmatched 2S 9S 6H 7H 4D 9D 8C
Record game 1? [y/n/name] help
Type yes to book the game, no to drop it, or a player's name
to type that hand again; swap NAME NAME exchanges two hands typed
under each other's names.  Every hand is checked against the
others for one deck when the game is booked.
At any question you may also type:
  fix N NAME=CARDS...  correct game N (as klopf fix does)
  buyback NAME     NAME buys back (between games)
  leave NAME       NAME leaves the rubber (between games)
  rules KEY=VALUE  change a house rule from the next game on
  undo             take back the last thing booked
  standings        show the totals, chips and pot
  cancel           drop the game being entered (Ctrl-C)
  help             show this help
  quit             leave (Ctrl-D); only booked games are kept
Record game 1? [y/n/name] yes
game 1 of rubber 1 is booked
chips: Ben pays 1 to Anna, Clara pays 1 to Anna
totals: Anna 2, Ben 38, Clara 45
next dealer: Ben
<BLANKLINE>
rubber 1, in play, 1 game played, pot 15
  player       points  chips
  Anna              2     -3
  Ben              38     -6  deals next
  Clara            45     -6
<BLANKLINE>
Game 2: Ben deals.
Who went out? standings
rubber 1, in play, 1 game played, pot 15
  player       points  chips
  Anna              2     -3
  Ben              38     -6  deals next
  Clara            45     -6
Who went out? Clara
Knock or rummy? rummy
Clara's cards (10, or 11 before the discard): quit
Game 2 was not recorded.

$ klopf standings
rubber 1, in play, 1 game played, pot 15
  player       points  chips
  Anna              2     -3
  Ben              38     -6  deals next
  Clara            45     -6

# Session 2: Clara calls rummy (name and kind on one line).  Ben passes 81
# and is asked whether he buys back.  In game 3 Anna first calls rummy
# with a 3 left over: klopf shows the arrangement that refutes it; the
# game is cancelled and entered again as a knock.  undo while a game is
# entered first asks to drop it; no goes on with the game.  The input
# ends at the next question, which leaves klopf play.
$ printf '%s\n' 'Clara rummy' '4S 5S 6S 7S 9D 9H 9C JC QC KC' 'JS JD JH 10S 10H 10C 2H 9D 9S KD' 'AC AD AH 5D 3H 5S 6H 8D 9C KH' 'y' 'sure' 'y' 'Anna rummy' '12' '6H 7H 8H KS KD KC 4C 5C 6C 3D' 'cancel' 'Anna' 'k' '6H 7H 8H KS KD KC 4C 5C 6C 3D' 'QS QD QH 9S 8C 7D 6S 4H 6D KH' 'undo' 'n' 'AS AC 2H 4S 2C 9D JH 3D 3S 5H' 'Clara' '60' 'y' > session2.txt

$ klopf play < session2.txt
klopf play: type help at any question, quit to leave.
rubber 1, in play, 1 game played, pot 15
  player       points  chips
  Anna              2     -3
  Ben              38     -6  deals next
  Clara            45     -6
<BLANKLINE>
Game 2: Ben deals.
Who went out? Clara rummy
Clara's cards (10, or 11 before the discard): 4S 5S 6S 7S 9D 9H 9C JC QC KC
  Clara: [4S 5S 6S 7S] [9H 9D 9C] [JC QC KC]  (rummy)
Anna's cards (10) or points: JS JD JH 10S 10H 10C 2H 9D 9S KD
  Anna: [10S 10H 10C] [JS JH JD]  unmatched 9S 2H 9D KD  (30 points)
Ben's cards (10) or points: AC AD AH 5D 3H 5S 6H 8D 9C KH
  Ben: [AH AD AC]  unmatched 5S 3H 6H KH 5D 8D 9C  (46 points)
<BLANKLINE>
Game 2: Clara calls rummy (Ben dealt)
  Clara        0 points  [4S 5S 6S 7S] [9H 9D 9C] [JC QC KC]
  Anna        30 points  [10S 10H 10C] [JS JH JD]  unmatched 9S 2H 9D KD
  Ben         46 points  [AH AD AC]  unmatched 5S 3H 6H KH 5D 8D 9C
Record game 2? [y/n/name] y
game 2 of rubber 1 is booked
chips: Anna pays 1 to Clara, Ben pays 1 to Clara
totals: Anna 32, Ben 84, Clara 45
Ben may buy back for 5 chips (buyback Ben): total 84 -> 45
next dealer: Clara
<BLANKLINE>
rubber 1, in play, 2 games played, pot 15
  player       points  chips
  Anna             32     -4
  Ben              84     -7  may buy back (to 45)
  Clara            45     -4  deals next
Does Ben buy back for 5 chips (total 84 -> 45)? [y/n] sure
klopf: answer yes or no
Does Ben buy back for 5 chips (total 84 -> 45)? [y/n] y
Ben buys back for 5 chips: total 84 -> 45; pot 20
<BLANKLINE>
Game 3: Clara deals.
Who went out? Anna rummy
Anna's cards (10, or 11 before the discard): 12
klopf: Anna declared and must show the cards, not points
Anna's cards (10, or 11 before the discard): 6H 7H 8H KS KD KC 4C 5C 6C 3D
klopf: Anna called rummy, but the best arrangement leaves deadwood 3 (a rummy needs 0)
  [4C 5C 6C] [6H 7H 8H] [KS KD KC]  unmatched 3D
  (type the hand again, answer knock or rummy to change the declaration, or cancel to start the game over)
Anna's cards (10, or 11 before the discard): cancel
Game 3 dropped; nothing was recorded.
<BLANKLINE>
Game 3: Clara deals.
Who went out? Anna
Knock or rummy? k
Anna's cards (10, or 11 before the discard): 6H 7H 8H KS KD KC 4C 5C 6C 3D
  Anna: [4C 5C 6C] [6H 7H 8H] [KS KD KC]  unmatched 3D  (deadwood 3: the knock stands)
Ben's cards (10) or points: QS QD QH 9S 8C 7D 6S 4H 6D KH
  Ben: [QS QH QD]  unmatched 6S 9S 4H KH 6D 7D 8C  (50 points)
Clara's cards (10) or points: undo
Drop the game being entered and take back the last booked event? [y/n] n
Clara's cards (10) or points: AS AC 2H 4S 2C 9D JH 3D 3S 5H
  Clara: unmatched AS 3S 4S 2H 5H JH 3D 9D AC 2C  (60 points)
<BLANKLINE>
Game 3: Anna knocks (Clara dealt)
  Anna         3 points  [4C 5C 6C] [6H 7H 8H] [KS KD KC]  unmatched 3D
  Ben         50 points  [QS QH QD]  unmatched 6S 9S 4H KH 6D 7D 8C
  Clara       60 points  unmatched AS 3S 4S 2H 5H JH 3D 9D AC 2C  -> out with 105
Record game 3? [y/n/name] Clara
Clara's cards (10) or points: 60
  Clara: 60 (typed as points)
<BLANKLINE>
Game 3: Anna knocks (Clara dealt)
  Anna         3 points  [4C 5C 6C] [6H 7H 8H] [KS KD KC]  unmatched 3D
  Ben         50 points  [QS QH QD]  unmatched 6S 9S 4H KH 6D 7D 8C
  Clara       60 points  (typed as points)  -> out with 105
Record game 3? [y/n/name] y
game 3 of rubber 1 is booked
chips: Ben pays 1 to Anna, Clara pays 1 to Anna
totals: Anna 35, Ben 95, Clara 105 (out)
Clara is out with 105 points
next dealer: Anna
<BLANKLINE>
rubber 1, in play, 3 games played, pot 20
  player       points  chips
  Anna             35     -2  deals next
  Ben              95    -13  bought back
  Clara           105     -5  out (game 3)
<BLANKLINE>
Game 4: Anna deals.
Who went out? (end of input)

# Session 3: Ben knocks with a joker and Anna goes out: Ben wins the
# rubber.  undo takes the game back, and it is booked again, this time
# with Anna's hand given as points.  Then a new rubber with other players.
$ printf '%s\n' 'Ben knock' 'AH 2H JK 7S 7D 7C JC QC KC 2S' 'KH QS JD 9C 8S 6D 4C 3S 5S 5D' 'y' 'undo' 'Ben knock' 'AH 2H JK 7S 7D 7C JC QC KC 2S' '70' 'y' 'n' 'Dora Emil' 'quit' > session3.txt

$ klopf play < session3.txt
klopf play: type help at any question, quit to leave.
rubber 1, in play, 3 games played, pot 20
  player       points  chips
  Anna             35     -2  deals next
  Ben              95    -13  bought back
  Clara           105     -5  out (game 3)
<BLANKLINE>
Game 4: Anna deals.
Who went out? Ben knock
Ben's cards (10, or 11 before the discard): AH 2H JK 7S 7D 7C JC QC KC 2S
  Ben: [AH 2H JK] [7S 7D 7C] [JC QC KC]  unmatched 2S  (deadwood 2: the knock stands)
Anna's cards (10) or points: KH QS JD 9C 8S 6D 4C 3S 5S 5D
  Anna: unmatched 3S 5S 8S QS KH 5D 6D JD 4C 9C  (70 points)
<BLANKLINE>
Game 4: Ben knocks (Anna dealt)
  Ben          2 points  [AH 2H JK] [7S 7D 7C] [JC QC KC]  unmatched 2S
  Anna        70 points  unmatched 3S 5S 8S QS KH 5D 6D JD 4C 9C  -> out with 105
Record game 4? [y/n/name] y
game 4 of rubber 1 is booked
chips: Anna pays 1 to Ben, the pot pays 20 to Ben
totals: Anna 105 (out), Ben 97, Clara 105 (out)
Anna is out with 105 points
Ben wins the rubber and the pot
net chips: Anna -3, Ben +8, Clara -5
<BLANKLINE>
rubber 1, finished, 4 games played, pot 0
  player       points  chips
  Anna            105     -3  out (game 4)
  Ben              97     +8  bought back  won the pot
  Clara           105     -5  out (game 3)
Rubber 1 is over: Ben wins the pot of 20 chips.
Another rubber with Anna, Ben and Clara? [y/n] undo
removed game 4 of rubber 1
rubber 1 was over and is in play again
rubber 1, in play, 3 games played, pot 20
  player       points  chips
  Anna             35     -2  deals next
  Ben              95    -13  bought back
  Clara           105     -5  out (game 3)
<BLANKLINE>
Game 4: Anna deals.
Who went out? Ben knock
Ben's cards (10, or 11 before the discard): AH 2H JK 7S 7D 7C JC QC KC 2S
  Ben: [AH 2H JK] [7S 7D 7C] [JC QC KC]  unmatched 2S  (deadwood 2: the knock stands)
Anna's cards (10) or points: 70
  Anna: 70 (typed as points)
<BLANKLINE>
Game 4: Ben knocks (Anna dealt)
  Ben          2 points  [AH 2H JK] [7S 7D 7C] [JC QC KC]  unmatched 2S
  Anna        70 points  (typed as points)  -> out with 105
Record game 4? [y/n/name] y
game 4 of rubber 1 is booked
chips: Anna pays 1 to Ben, the pot pays 20 to Ben
totals: Anna 105 (out), Ben 97, Clara 105 (out)
Anna is out with 105 points
Ben wins the rubber and the pot
net chips: Anna -3, Ben +8, Clara -5
<BLANKLINE>
rubber 1, finished, 4 games played, pot 0
  player       points  chips
  Anna            105     -3  out (game 4)
  Ben              97     +8  bought back  won the pot
  Clara           105     -5  out (game 3)
Rubber 1 is over: Ben wins the pot of 20 chips.
Another rubber with Anna, Ben and Clara? [y/n] n
Players, in seating order (the first deals): Dora Emil
Dora has not played before; add Dora as a new player? [y/n] quit

$ klopf standings
rubber 1, finished, 4 games played, pot 0
  player       points  chips
  Anna            105     -3  out (game 4)
  Ben              97     +8  bought back  won the pot
  Clara           105     -5  out (game 3)

# undo while a game is entered, answered yes: the game is dropped and
# the last booked event taken back, here the start of rubber 2.  The
# last rubber's players are then offered again.
$ printf '%s\n' 'Dora knock' 'undo' 'y' 'quit' | klopf play
klopf play: type help at any question, quit to leave.
Another rubber with Anna, Ben and Clara? [y/n] Dora knock
klopf: answer yes or no
Another rubber with Anna, Ben and Clara? [y/n] undo
removed game 4 of rubber 1
rubber 1 was over and is in play again
rubber 1, in play, 3 games played, pot 20
  player       points  chips
  Anna             35     -2  deals next
  Ben              95    -13  bought back
  Clara           105     -5  out (game 3)
<BLANKLINE>
Game 4: Anna deals.
Who went out? y
klopf: y does not play in rubber 1 (Anna, Ben and Clara)
Who went out? quit

$ klopf standings
rubber 1, in play, 3 games played, pot 20
  player       points  chips
  Anna             35     -2  deals next
  Ben              95    -13  bought back
  Clara           105     -5  out (game 3)

# --rule sets the house rules of a rubber started here.  With
# rummy_doubles the other hands count double after a rummy, which is
# shown as each hand is typed.  no at the last look drops the game.
$ printf '%s\n' 'y' 'Ben rummy' '4S 5S 6S 7S 9D 9H 9C JC QC KC' 'JS JD JH 10S 10H 10C 2H 9D 9S KD' '40' 'no' 'quit' | klopf play --rule rummy_doubles=on
klopf play: type help at any question, quit to leave.
(rubber 1 is in play; --rule and --profile apply to the next rubber started here)
rubber 1, in play, 3 games played, pot 20
  player       points  chips
  Anna             35     -2  deals next
  Ben              95    -13  bought back
  Clara           105     -5  out (game 3)
<BLANKLINE>
Game 4: Anna deals.
Who went out? y
klopf: y does not play in rubber 1 (Anna, Ben and Clara)
Who went out? Ben rummy
Ben's cards (10, or 11 before the discard): 4S 5S 6S 7S 9D 9H 9C JC QC KC
  Ben: [4S 5S 6S 7S] [9H 9D 9C] [JC QC KC]  (rummy)
Anna's cards (10) or points: JS JD JH 10S 10H 10C 2H 9D 9S KD
  Anna: [10S 10H 10C] [JS JH JD]  unmatched 9S 2H 9D KD  (30 points)
<BLANKLINE>
Game 4: Ben calls rummy (Anna dealt)
  Ben          0 points  [4S 5S 6S 7S] [9H 9D 9C] [JC QC KC]
  Anna        30 points  [10S 10H 10C] [JS JH JD]  unmatched 9S 2H 9D KD
Record game 4? [y/n/name] 40
klopf: answer yes, no, the name of a player whose hand to change, or swap NAME NAME
Record game 4? [y/n/name] no
Game 4 dropped; nothing was recorded.
<BLANKLINE>
Game 4: Anna deals.
Who went out? quit

$ klopf standings
rubber 1, in play, 3 games played, pot 20
  player       points  chips
  Anna             35     -2  deals next
  Ben              95    -13  bought back
  Clara           105     -5  out (game 3)

# After a refused declaration, answering knock (or rummy) changes the
# declaration and judges the same cards again.
$ klopf --db decl.db new Anna Ben >/dev/null && printf '%s\n' 'Ben rummy' '4H 5H 6H 7S 7D 7C JS QS KS 3C' 'knock' '20' 'yes' 'quit' | klopf --db decl.db play 2>&1 | sed -n '/^Who went out? Ben/,/^Anna.s cards/p'
Who went out? Ben rummy
Ben's cards (10, or 11 before the discard): 4H 5H 6H 7S 7D 7C JS QS KS 3C
klopf: Ben called rummy, but the best arrangement leaves deadwood 3 (a rummy needs 0)
  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  unmatched 3C
  (type the hand again, answer knock or rummy to change the declaration, or cancel to start the game over)
Ben's cards (10, or 11 before the discard): knock
  Ben: [4H 5H 6H] [7S 7D 7C] [JS QS KS]  unmatched 3C  (deadwood 3: the knock stands)
Anna's cards (10) or points: 20

# buyback NAME at any question between games; not while a game is
# being entered.
$ klopf --db bb.db new Anna Ben Clara >/dev/null && klopf --db bb.db game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=90 Clara=60 >/dev/null && printf '%s\n' 'buyback Clara' 'buyback Ben' 'Anna knock' 'buyback Ben' 'quit' | klopf --db bb.db play 2>&1 | sed -n '/^Game 2/,$p'
Game 2: Ben deals.
Who went out? buyback Clara
klopf: Clara cannot buy back: the total 60 is not over 81 (a buy-back needs 82 to 100)
Who went out? buyback Ben
Ben buys back for 5 chips: total 90 -> 60; pot 20
Who went out? Anna knock
Anna's cards (10, or 11 before the discard): buyback Ben
klopf: a buy-back comes between games; book or drop the game being entered first
Anna's cards (10, or 11 before the discard): quit
Game 2 was not recorded.

# A name the database has never seen is confirmed before it becomes a
# new player, with the known name it is closest to; declined, that seat
# alone is asked again.
$ klopf --db names.db new Anna Ben Clara >/dev/null && klopf --db names.db abandon >/dev/null && printf '%s\n' 'no' 'Anna Ben Klara' 'no' 'Dora' 'yes' 'quit' | klopf --db names.db play 2>&1 | sed -n '2,7p'
Another rubber with Anna, Ben and Clara? [y/n] no
Players, in seating order (the first deals): Anna Ben Klara
Klara has not played before (did you mean Clara?); add Klara as a new player? [y/n] no
Who plays instead of Klara (did you mean Clara?): Dora
Dora has not played before; add Dora as a new player? [y/n] yes
rubber 2: Anna, Ben, Dora

# A count of players no game takes names the range of the game given,
# or of the default game, as klopf new does.
$ printf '%s\n' 'Anna' 'Anna Ben Clara' 'quit' | klopf --db range.db play --game gin 2>&1 | sed -n '3,6p'
Players, in seating order (the first deals): Anna
klopf: a rubber of gin needs 2 players, not 1
Players, in seating order (the first deals): Anna Ben Clara
klopf: a rubber of gin needs 2 players, not 3

$ printf '%s\n' 'A B C D E F G H I J K L M N' 'quit' | klopf --db range.db play --game continental 2>&1 | sed -n '3,4p'
Players, in seating order (the first deals): A B C D E F G H I J K L M N
klopf: a rubber of continental needs 2 to 12 players, not 14

# The words of klopf play, as its help lists them from the same table as
# the help of its questions (in the language of the session).
$ klopf play --help | sed -n '/^At any question you may/,/^$/p'
At any question you may also type:
  fix N NAME=CARDS...  correct game N (as klopf fix does)
  buyback NAME     NAME buys back (between games)
  leave NAME       NAME leaves the rubber (between games)
  rules KEY=VALUE  change a house rule from the next game on
  undo             take back the last thing booked
  standings        show the totals, chips and pot
  cancel           drop the game being entered (Ctrl-C)
  help             show this help
  quit             leave (Ctrl-D); only booked games are kept
In the melding games, at any question as well:
  meld GROUPS      judge an opening (as klopf meld does)
  check HAND       what a hand can do (as klopf check does)
  end              end the game now (between games)
In phom, continental and queen-city, between games as well:
  end              end the game now (as klopf end does)
