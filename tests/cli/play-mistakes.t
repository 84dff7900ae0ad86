# Mistakes of an evening mended where they are made in `klopf play`.

$ KLOPF_NOW=2026-03-01T20:00:00Z klopf new Anna Ben Clara >/dev/null

# Ben's and Clara's hands were typed under each other's names.  At the
# last look Ben's right hand is taken although Clara still holds the same
# cards: the deck is checked when the game is booked, which refuses it
# (three queens of spades from two packs) and goes back to the last look.
# Clara's right hand mends it; swap NAME NAME exchanges two hands (here
# twice, and back), and a swap that names no two players is refused.
$ printf '%s\n' 'Anna knock' '3H 4H 5H QS QD QC 7C 7D 7S 2S KH' 'KD 2C 3C 4C 8D 9D 10D KH 5S 9S' 'QS 2D 4D 6H 8C 9H JC JD 5C 6C' 'Ben' 'QS 2D 4D 6H 8C 9H JC JD 5C 6C' 'yes' 'Clara' 'KD 2C 3C 4C 8D 9D 10D KH 5S 9S' 'swap ben clara' 'swap ben' 'swap ben zoe' 'swap ben ben' 'swap Ben Clara' 'yes' 'quit' | KLOPF_NOW=2026-03-01T20:10:00Z klopf play 2>&1 | tail -n +8
Game 1: Anna deals.
Who went out? Anna knock
Anna's cards (10, or 11 before the discard): 3H 4H 5H QS QD QC 7C 7D 7S 2S KH
  Anna: [3H 4H 5H] [7S 7D 7C] [QS QD QC]  unmatched 2S  discard KH  (deadwood 2: the knock stands)
Ben's cards (10) or points: KD 2C 3C 4C 8D 9D 10D KH 5S 9S
  Ben: [2C 3C 4C] [8D 9D 10D]  unmatched 5S 9S KH KD  (34 points)
Clara's cards (10) or points: QS 2D 4D 6H 8C 9H JC JD 5C 6C
  Clara: unmatched QS 6H 9H 2D 4D JD 5C 6C 8C JC  (70 points)
<BLANKLINE>
Game 1: Anna knocks (Anna dealt)
  Anna         2 points  [3H 4H 5H] [7S 7D 7C] [QS QD QC]  unmatched 2S  discard KH
  Ben         34 points  [2C 3C 4C] [8D 9D 10D]  unmatched 5S 9S KH KD
  Clara       70 points  unmatched QS 6H 9H 2D 4D JD 5C 6C 8C JC
Record game 1? [y/n/name] Ben
Ben's cards (10) or points: QS 2D 4D 6H 8C 9H JC JD 5C 6C
  Ben: unmatched QS 6H 9H 2D 4D JD 5C 6C 8C JC  (70 points)
<BLANKLINE>
Game 1: Anna knocks (Anna dealt)
  Anna         2 points  [3H 4H 5H] [7S 7D 7C] [QS QD QC]  unmatched 2S  discard KH
  Ben         70 points  unmatched QS 6H 9H 2D 4D JD 5C 6C 8C JC
  Clara       70 points  unmatched QS 6H 9H 2D 4D JD 5C 6C 8C JC
Record game 1? [y/n/name] yes
klopf: these hands cannot come from one deck: QS is on the table 3 times (Anna 1, Clara 1, Ben 1), but the deck holds only 2
Nothing was recorded.  Type a name to change that hand, swap NAME NAME to exchange two hands, yes to try again, no to drop the game.
Record game 1? [y/n/name] Clara
Clara's cards (10) or points: KD 2C 3C 4C 8D 9D 10D KH 5S 9S
  Clara: [2C 3C 4C] [8D 9D 10D]  unmatched 5S 9S KH KD  (34 points)
<BLANKLINE>
Game 1: Anna knocks (Anna dealt)
  Anna         2 points  [3H 4H 5H] [7S 7D 7C] [QS QD QC]  unmatched 2S  discard KH
  Ben         70 points  unmatched QS 6H 9H 2D 4D JD 5C 6C 8C JC
  Clara       34 points  [2C 3C 4C] [8D 9D 10D]  unmatched 5S 9S KH KD
Record game 1? [y/n/name] swap ben clara
<BLANKLINE>
Game 1: Anna knocks (Anna dealt)
  Anna         2 points  [3H 4H 5H] [7S 7D 7C] [QS QD QC]  unmatched 2S  discard KH
  Ben         34 points  [2C 3C 4C] [8D 9D 10D]  unmatched 5S 9S KH KD
  Clara       70 points  unmatched QS 6H 9H 2D 4D JD 5C 6C 8C JC
Record game 1? [y/n/name] swap ben
klopf: write swap NAME NAME: the two players whose hands were typed under each other's names
Record game 1? [y/n/name] swap ben zoe
klopf: zoe does not play in this game
Record game 1? [y/n/name] swap ben ben
klopf: swap exchanges the hands of two different players
Record game 1? [y/n/name] swap Ben Clara
<BLANKLINE>
Game 1: Anna knocks (Anna dealt)
  Anna         2 points  [3H 4H 5H] [7S 7D 7C] [QS QD QC]  unmatched 2S  discard KH
  Ben         70 points  unmatched QS 6H 9H 2D 4D JD 5C 6C 8C JC
  Clara       34 points  [2C 3C 4C] [8D 9D 10D]  unmatched 5S 9S KH KD
Record game 1? [y/n/name] yes
game 1 of rubber 1 is booked
chips: Ben pays 1 to Anna, Clara pays 1 to Anna
totals: Anna 2, Ben 70, Clara 34
next dealer: Ben
<BLANKLINE>
rubber 1, in play, 1 game played, pot 15
  player       points  chips
  Anna              2     -3
  Ben              70     -6  deals next
  Clara            34     -6
<BLANKLINE>
Game 2: Ben deals.
Who went out? quit

# A swap whose declarer would not stand is refused, and the hands stay.
$ printf '%s\n' 'Ben knock' '2C 3C 4C 8D 9D 10D JH QH KH 2S' 'KD 2C 3C 4C 8D 9D 10D KH 5S 9S' '20' 'swap Ben Clara' 'swap Ben Anna' 'no' 'quit' | KLOPF_NOW=2026-03-01T20:20:00Z klopf play 2>&1 | tail -n +16
<BLANKLINE>
Game 2: Ben knocks (Ben dealt)
  Ben          2 points  [2C 3C 4C] [8D 9D 10D] [JH QH KH]  unmatched 2S
  Clara       34 points  [2C 3C 4C] [8D 9D 10D]  unmatched 5S 9S KH KD
  Anna        20 points  (typed as points)
Record game 2? [y/n/name] swap Ben Clara
klopf: Ben knocked, but the best arrangement leaves deadwood 34 (a knock needs 4 or less)
  [2C 3C 4C] [8D 9D 10D]  unmatched 5S 9S KH KD
Record game 2? [y/n/name] swap Ben Anna
klopf: Ben declared and must show the cards, not points
Record game 2? [y/n/name] no
Game 2 dropped; nothing was recorded.
<BLANKLINE>
Game 2: Ben deals.
Who went out? quit

# A typo asked "did you mean NAME?": y (or yes, j in German) takes the
# answer with that name, for who went out and a hand typed NAME=CARDS.
$ printf '%s\n' 'Ana knock' 'y' '3H 4H 5H QS QD QC 7C 7D 7S 2S KH' 'Bne=20' 'yes' 'Clara=30' 'y' 'quit' | KLOPF_NOW=2026-03-01T20:30:00Z klopf play 2>&1 | tail -n +8
Game 2: Ben deals.
Who went out? Ana knock
klopf: Ana does not play in rubber 1 (Anna, Ben and Clara); did you mean Anna?
Who went out? y
  (taken as: Anna knock)
Anna's cards (10, or 11 before the discard): 3H 4H 5H QS QD QC 7C 7D 7S 2S KH
  Anna: [3H 4H 5H] [7S 7D 7C] [QS QD QC]  unmatched 2S  discard KH  (deadwood 2: the knock stands)
Ben's cards (10) or points: Bne=20
klopf: Bne does not play in rubber 1 (Anna, Ben and Clara); did you mean Ben?
Ben's cards (10) or points: yes
  (taken as: Ben=20)
  Ben: 20 (typed as points)
Clara's cards (10) or points: Clara=30
  Clara: 30 (typed as points)
<BLANKLINE>
Game 2: Anna knocks (Ben dealt)
  Anna         2 points  [3H 4H 5H] [7S 7D 7C] [QS QD QC]  unmatched 2S  discard KH
  Ben         20 points  (typed as points)
  Clara       30 points  (typed as points)
Record game 2? [y/n/name] y
game 2 of rubber 1 is booked
chips: Ben pays 1 to Anna, Clara pays 1 to Anna
totals: Anna 4, Ben 90, Clara 64
Ben may buy back for 5 chips (buyback Ben): total 90 -> 64
next dealer: Clara
<BLANKLINE>
rubber 1, in play, 2 games played, pot 15
  player       points  chips
  Anna              4     -1
  Ben              90     -7  may buy back (to 64)
  Clara            64     -7  deals next
Does Ben buy back for 5 chips (total 90 -> 64)? [y/n] quit

# So too for a player leaving: Clara leaves, and when the rubber ends,
# another rubber is offered without her.  Declined, a new name declined
# keeps the names typed and asks for that seat again, offering the close
# match: y takes it.
$ printf '%s\n' 'leave Clarq' 'y' 'Anna knock' '3H 4H 5H QS QD QC 7C 7D 7S 2S KH' '100' 'y' 'n' 'Anna Ben Klara Dora' 'n' 'y' 'y' 'quit' | KLOPF_NOW=2026-03-01T20:40:00Z klopf play 2>&1 | tail -n +8
Game 3: Clara deals.
Who went out? leave Clarq
klopf: Clarq does not play in rubber 1 (Anna, Ben and Clara); did you mean Clara?
Who went out? y
  (taken as: leave Clara)
Clara leaves rubber 1 after game 2 with 64 points
rubber 1, in play, 2 games played, pot 15
  player       points  chips
  Anna              4     -1  deals next
  Ben              90     -7  may buy back (to 4)
  Clara            64     -7  left after game 2
<BLANKLINE>
Game 3: Anna deals.
Who went out? Anna knock
Anna's cards (10, or 11 before the discard): 3H 4H 5H QS QD QC 7C 7D 7S 2S KH
  Anna: [3H 4H 5H] [7S 7D 7C] [QS QD QC]  unmatched 2S  discard KH  (deadwood 2: the knock stands)
Ben's cards (10) or points: 100
  Ben: 100 (typed as points)
<BLANKLINE>
Game 3: Anna knocks (Anna dealt)
  Anna         2 points  [3H 4H 5H] [7S 7D 7C] [QS QD QC]  unmatched 2S  discard KH
  Ben        100 points  (typed as points)  -> out with 190
Record game 3? [y/n/name] y
game 3 of rubber 1 is booked
chips: Ben pays 1 to Anna, the pot pays 15 to Anna
totals: Anna 6, Ben 190 (out), Clara 64 (left)
Ben is out with 190 points
Anna wins the rubber and the pot
net chips: Anna +15, Ben -8, Clara -7
<BLANKLINE>
rubber 1, finished, 3 games played, pot 0
  player       points  chips
  Anna              6    +15  won the pot
  Ben             190     -8  out (game 3)
  Clara            64     -7  left after game 2
Rubber 1 is over: Anna wins the pot of 15 chips.
Another rubber with Anna and Ben? [y/n] n
Players, in seating order (the first deals): Anna Ben Klara Dora
Klara has not played before (did you mean Clara?); add Klara as a new player? [y/n] n
Who plays instead of Klara (did you mean Clara?): y
  (taken as: Clara)
Dora has not played before; add Dora as a new player? [y/n] y
rubber 2: Anna, Ben, Clara, Dora
each pays 5 chips into the pot (pot 20); Anna deals first
rubber 2, in play, 0 games played, pot 20
  player       points  chips
  Anna              0     -5  deals next
  Ben               0     -5
  Clara             0     -5
  Dora              0     -5
<BLANKLINE>
Game 1: Anna deals.
Who went out? quit

# In rubber 2, Ben buys back after game 1, to Clara's 40.
$ KLOPF_NOW=2026-03-01T21:00:00Z klopf game --knock Anna "Anna=3H 4H 5H QS QD QC 7C 7D 7S 2S KH" Ben=90 Clara=40 Dora=30 >/dev/null && KLOPF_NOW=2026-03-01T21:05:00Z klopf buyback Ben && KLOPF_NOW=2026-03-01T21:10:00Z klopf game --knock Anna "Anna=3H 4H 5H QS QD QC 7C 7D 7S 2S KH" Ben=5 Clara=5 Dora=5 >/dev/null
Ben buys back for 5 chips: total 90 -> 40; pot 25

# fix N shows the declaration booked and fix N NAME the hand, to edit
# (on a terminal they are put on the line: tests/scripts/play-pty.sh).
# Clara's hand of game 1 was 50: Ben's buy-back follows her, and the
# correction says why his total moved.
$ printf '%s\n' 'fix 1' 'fix 1 Clara' 'fix 1 Zoe' 'fix 7 Clara' 'fix 1 Clara=50' 'quit' | KLOPF_NOW=2026-03-01T21:20:00Z klopf play 2>&1 | tail -n +10
Who went out? fix 1
  game 1 as booked: Anna knocks
Who went out? fix 1 Clara
  Clara's hand in game 1 as booked: 40
Who went out? fix 1 Zoe
klopf: Zoe has no hand in game 1
Who went out? fix 7 Clara
klopf: rubber 2 has no game 7 (it has 2)
Who went out? fix 1 Clara=50
corrected game 1 of rubber 2:
  Clara      40 -> 50
game 1: Anna knocks
  Anna         2 points  [3H 4H 5H] [7S 7D 7C] [QS QD QC]  unmatched 2S  discard KH
  Ben         90 points  (typed as points)
  Clara       50 points  (typed as points)
  Dora        30 points  (typed as points)
totals and chips, before -> after:
  Anna            4 ->    4     +1 ->   +1
  Ben            45 ->   55    -12 ->  -12
  Clara          45 ->   55     -7 ->   -7
  Dora           35 ->   35     -7 ->   -7
Ben's buy-back after game 1 now goes to 50 (not 40), the second worst total after the correction
Who went out? quit
