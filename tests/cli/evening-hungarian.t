# An evening of Hungarian Rummy (three players, two packs and four
# jokers, 14 cards; the starting player holds 15): the winner of a round
# books -20, every other player his cards left (ace 10, joker 20),
# doubled after a rummy, going out at once; three rounds by house rule,
# and the lowest total wins.
$ klopf new --game hungarian Anna Ben Clara Dora Emil
klopf: a rubber of hungarian needs 2 to 4 players, not 5
[3]

$ KLOPF_NOW=2026-11-28T19:00:00Z klopf new --game hungarian --rule rounds=3 Anna Ben Clara
rubber 1: Anna, Ben, Clara
a game of Hungarian Rummy over 3 hands, the lowest total wins; Anna deals first
house rule: rounds=3 (default 10)

# Anna goes out: -20 for her, 30 for Ben (king, ten, ace), 25 for Clara.
$ KLOPF_NOW=2026-11-28T19:10:00Z klopf game --out Anna "Ben=KS 10H AD" "Clara=JK 5C"
game 1 of rubber 1: Anna goes out (Anna dealt)
  Anna       counts   0
  Ben        counts  30  unmatched KS 10H AD
  Clara      counts  25  unmatched 5C JK
Anna goes out and books -20
points: Anna -20, Ben 30, Clara 25
totals: Anna -20, Ben 30, Clara 25
next dealer: Ben

$ klopf standings
rubber 1: Hungarian Rummy, in play, 1 hand played
a game of Hungarian Rummy over 3 hands, the lowest total wins
  house rules: rounds=3
  2 hands to go
  player       points  hands
  Anna            -20      1
  Ben              30      0  deals next
  Clara            25      0

# Refused: a rummy's fifteen cards must meld but for the discard; 8C
# breaks the clubs.
$ klopf game --at-once Ben "Ben=2H 3H 4H 5H 7S 7D 7C 8C 10C JC QC KD KS KH 4S" "Anna=QD 3S" "Clara=9S"
klopf: Ben cannot go out at once with these cards: no way of melding them leaves no card, or only the one discarded, under the rules of hungarian (below: the best opening they make)
  [7S 7D 7C] [KS KH KD] [2H 3H 4H 5H] [10C JC QC]  unmatched 4S 8C
[3]

# Refused: a rummy laid is fifteen cards, not fourteen.
$ klopf game --at-once Ben "Ben=2H 3H 4H 5H 7S 7D 7C 9C 10C JC QC KD KS KH" "Anna=QD 3S" "Clara=9S"
klopf: Ben went out at once: type the 15 cards laid, or none, not 14
[3]

# Ben's rummy, proven: four melds and the discard 4S.  The others'
# counts are doubled; Ben books -20 as for any going out.
$ KLOPF_NOW=2026-11-28T19:25:00Z klopf game --at-once Ben "Ben=2H 3H 4H 5H 7S 7D 7C 9C 10C JC QC KD KS KH 4S" "Anna=QD 3S" "Clara=9S"
game 2 of rubber 1: Ben goes out at once (Ben dealt)
  Anna       counts  13  unmatched 3S QD
  Ben        counts   0  [7S 7D 7C] [KS KH KD] [2H 3H 4H 5H] [9C 10C JC QC]  discard 4S
  Clara      counts   9  unmatched 9S
Ben goes out at once and books -20
points: Anna 26, Ben -20, Clara 18
totals: Anna 6, Ben 10, Clara 43
next dealer: Clara

$ klopf standings
rubber 1: Hungarian Rummy, in play, 2 hands played
a game of Hungarian Rummy over 3 hands, the lowest total wins
  house rules: rounds=3
  1 hand to go
  player       points  hands
  Anna              6      1
  Ben              10      1
  Clara            43      0  deals next

# Clara's joker was a six with it, not a five: 26, not 25.
$ KLOPF_NOW=2026-11-28T19:30:00Z klopf fix 1 "Clara=JK 6C"
corrected game 1 of rubber 1:
  Clara      JK 5C -> JK 6C
game 1: Anna goes out
  Anna       -20 points
  Ben         30 points  unmatched KS 10H AD
  Clara       26 points  unmatched 6C JK
totals, before -> after:
  Anna            6 ->    6
  Ben            10 ->   10
  Clara          43 ->   44

# A round booked in error, taken back.
$ KLOPF_NOW=2026-11-28T19:40:00Z klopf game --out Clara "Anna=5D" "Ben=6D"
game 3 of rubber 1: Clara goes out (Clara dealt)
  Anna       counts   5  unmatched 5D
  Ben        counts   6  unmatched 6D
  Clara      counts   0
Clara goes out and books -20
points: Anna 5, Ben 6, Clara -20
totals: Anna 11, Ben 16, Clara 24
Anna wins the game

$ klopf undo
removed game 3 of rubber 1
rubber 1 was over and is in play again

# From the last round on, a rummy triples the others' counts.
$ KLOPF_NOW=2026-11-28T19:45:00Z klopf rules --change rummy_multiplier=3
from game 3 of rubber 1 on, rummy_multiplier is 3 (it was 2)
rubber 1: Hungarian Rummy, in play, 2 hands played
a game of Hungarian Rummy over 3 hands, the lowest total wins
  house rules: rummy_multiplier=3, rounds=3
  changed during the rubber: rummy_multiplier 2 -> 3
  1 hand to go
  player       points  hands
  Anna              6      1
  Ben              10      1
  Clara            44      0  deals next

# Anna's rummy, not typed; Ben's hand typed as the points it counts.
# The third round ends the game: Anna's total is the lowest.
$ KLOPF_NOW=2026-11-28T20:00:00Z klopf game --at-once Anna "Ben=12" "Clara=AH 2C"
game 3 of rubber 1: Anna goes out at once (Clara dealt)
  Anna       counts   0
  Ben        counts  12  (typed as points)
  Clara      counts  12  unmatched AH 2C
Anna goes out at once and books -20
points: Anna -20, Ben 36, Clara 36
totals: Anna -14, Ben 46, Clara 80
Anna wins the game

$ klopf standings
rubber 1: Hungarian Rummy, finished, 3 hands played
a game of Hungarian Rummy over 3 hands, the lowest total wins
  house rules: rummy_multiplier=3, rounds=3
  changed during the rubber: rummy_multiplier 2 -> 3
  player       points  hands
  Anna            -14      2  won the game
  Ben              46      1
  Clara            80      0

# The game ended with its rounds: there is nothing for the table to end.
$ klopf end
klopf: no rubber is in play; start one with 'klopf new NAME NAME...'
[3]

$ klopf history
rubber 1 (finished): Anna, Ben and Clara
started 2026-11-28 19:00, ended 2026-11-28 20:00
a game of Hungarian Rummy over 3 hands, the lowest total wins
house rules: rounds=3
<BLANKLINE>
 hand  dealer  declared            Anna        Ben      Clara
    1* Anna    Anna out        -20  -20    30   30    26   26
       * corrected 2026-11-28 19:30 (klopf history --corrections)
    2  Ben     Ben at once      26    6   -20   10    18   44
    -  rule rummy_multiplier: 2 -> 3 from hand 3 on
    3  Clara   Anna at once    -20  -14    36   46    36   80
<BLANKLINE>
totals: Anna -14, Ben 46, Clara 80
Anna won the game

$ klopf history --hands
rubber 1 (finished): Anna, Ben and Clara
started 2026-11-28 19:00, ended 2026-11-28 20:00
a game of Hungarian Rummy over 3 hands, the lowest total wins
house rules: rounds=3
<BLANKLINE>
 hand  dealer  declared            Anna        Ben      Clara
    1* Anna    Anna out        -20  -20    30   30    26   26
       * corrected 2026-11-28 19:30 (klopf history --corrections)
         Anna: no cards (went out)
         Ben: unmatched KS 10H AD  (typed: KS 10H AD)
         Clara: unmatched 6C JK  (typed: JK 6C)
    2  Ben     Ben at once      26    6   -20   10    18   44
         Anna: unmatched 3S QD  (typed: QD 3S)
         Ben: [7S 7D 7C] [KS KH KD] [2H 3H 4H 5H] [9C 10C JC QC]  discard 4S  (typed: 2H 3H 4H 5H 7S 7D 7C 9C 10C JC QC KD KS KH 4S)
         Clara: unmatched 9S  (typed: 9S)
    -  rule rummy_multiplier: 2 -> 3 from hand 3 on
    3  Clara   Anna at once    -20  -14    36   46    36   80
         Anna: no cards (went out)
         Ben: 12 (typed as points)
         Clara: unmatched AH 2C  (typed: AH 2C)
<BLANKLINE>
totals: Anna -14, Ben 46, Clara 80
Anna won the game

$ klopf stats --game hungarian
player       rubbers  won  hands  points avg pts   chips
Anna               1    1      3     -14    -4.7      +0
Ben                1    0      3      46    15.3      +0
Clara              1    0      3      80    26.7      +0

$ klopf chart
rubber 1: Anna (A), Ben (B), Clara (C); totals over 3 games
  80+                                                                       .C
    |                                                                    ...
    |                                                                ....
    |                                                            ....
    |                                                         ...
    |                                                      ...
    |                                                  ....                  B
    |                                            ....C.                   ...
    |                                      ......                      ...
    |                        B.    ........                        ....
    |                    ....C.......                          ....
    |                ........        ......                 ...
    |            .......                   ......        ...
    |        ......                              ....B...
    |    .....                                      .A...
   0+ ...                                      .....     ......
    |   ......                            .....                ......
    |         .......                .....                           .......
    |                ......     .....                                       .A
 -20+                      ..A..
    ++-----------------------+-----------------------+-----------------------+
game 0                       1                       2                       3
. trail

$ klopf settle --game hungarian
net points over 1 rubber (every player against every other, the difference of their totals):
  Anna    +154
  Ben     -26
  Clara   -128
2 payments settle it:
  Clara pays Anna 128
  Ben pays Anna 26

$ klopf export > hungarian.json && klopf --db copy.db import hungarian.json && klopf --db copy.db verify && klopf --db copy.db export | cmp - hungarian.json && echo "the same export"
imported 1 rubber
verified 1 rubber: the database agrees with its events and the rules
the same export

$ klopf verify
verified 1 rubber: the database agrees with its events and the rules
