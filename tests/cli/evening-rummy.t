# An evening of Block Rummy (three players, one pack, no jokers, seven
# cards each, the ace low and worth 1): the player going out collects
# the others' cards left, doubled when he goes out at once (Rummy
# verdeckt); a hand nobody goes out of is blocked, and the lowest count
# collects the differences.  House rules: block=on, rummy_double=on, a
# game to 60.
$ KLOPF_NOW=2026-11-30T19:00:00Z klopf new --game rummy --rule block=on --rule rummy_double=on --rule game_to=60 Anna Ben Clara
rubber 1: Anna, Ben, Clara
a game of Rummy to 60 points; Anna deals first
house rule: game_to=60 (default 100)
house rule: rummy_double=on (default off)
house rule: block=on (default off)

# Anna collects Ben's 19 and Clara's 8.
$ KLOPF_NOW=2026-11-30T19:10:00Z klopf game --out Anna "Ben=KS 9D" "Clara=AC 2C 5H"
game 1 of rubber 1: Anna goes out (Anna dealt)
  Anna       counts   0
  Ben        counts  19  unmatched KS 9D
  Clara      counts   8  unmatched 5H AC 2C
Anna goes out and books 27
totals: Anna 27, Ben 0, Clara 0
next dealer: Ben

# Blocked, with a tie: Anna and Ben both count 12, Clara 41.  The 29
# of differences are split, 14 each; the point left over goes to nobody.
$ KLOPF_NOW=2026-11-30T19:20:00Z klopf game --block "Anna=3S 4D 5C" "Ben=2H QD" "Clara=KH KC JS 9S 2D"
game 2 of rubber 1: the hand is blocked (Ben dealt)
  Anna       counts  12  unmatched 3S 4D 5C
  Ben        counts  12  unmatched 2H QD
  Clara      counts  41  unmatched 9S JS KH 2D KC
Anna shares the lowest count and scores 14
points: Anna 14, Ben 14, Clara 0
totals: Anna 41, Ben 14, Clara 0
next dealer: Clara

$ klopf standings
rubber 1: Rummy, in play, 2 hands played
a game of Rummy to 60 points
  house rules: game_to=60, rummy_double=on, block=on
  player       points  hands  to go
  Anna             41      2     19
  Ben              14      0     46
  Clara             0      0     60  deals next

# Refused: one pack holds one king of spades.
$ klopf game --out Clara "Anna=KS" "Ben=KS 2S"
klopf: these hands cannot come from one deck: KS is on the table 2 times (Anna 1, Ben 1), but the deck holds only 1
[3]

# Refused: a hand left holds 1 to 7 cards with three players.
$ klopf game --out Clara "Anna=AS 2S 3S 4S 5S 6S 7S 8S" "Ben=KS"
klopf: Anna shows 8 cards; a hand left holds 1 to 7
[3]

# Refused: a blocked hand names nobody.
$ klopf game --block Anna "Anna=3S" "Ben=2H" "Clara=KH"
klopf: hand 1 "Anna": write it as NAME=CARDS (or NAME=POINTS)
[3]

# Ben's first hand held 10D, not 9D: Anna collects 28, not 27.
$ KLOPF_NOW=2026-11-30T19:25:00Z klopf fix 1 "Ben=KS 10D"
corrected game 1 of rubber 1:
  Ben        KS 9D -> KS 10D
game 1: Anna goes out
  Anna        28 points
  Ben          0 points  unmatched KS 10D
  Clara        0 points  unmatched 5H AC 2C
totals, before -> after:
  Anna           41 ->   42
  Ben            14 ->   14
  Clara           0 ->    0

# A hand booked in error, taken back.
$ KLOPF_NOW=2026-11-30T19:30:00Z klopf game --out Clara "Anna=9H" "Ben=8H"
game 3 of rubber 1: Clara goes out (Clara dealt)
  Anna       counts   9  unmatched 9H
  Ben        counts   8  unmatched 8H
  Clara      counts   0
Clara goes out and books 17
totals: Anna 42, Ben 14, Clara 17
next dealer: Anna

$ klopf undo
removed game 3 of rubber 1

# Refused: Ben's eight cards do not go out at once (JD and 9H both left).
$ klopf game --at-once Ben "Ben=6S 7S 8S 9H 10H 10D 10C JD" "Anna=4H 9C" "Clara=AS"
klopf: Ben cannot go out at once with these cards: no way of melding them leaves no card, or only the one discarded, under the rules of rummy (below: the best opening they make)
  [6S 7S 8S] [10H 10D 10C]  unmatched 9H JD
[3]

# Rummy verdeckt, proven: Ben lays 6S-9S and three tens at once and
# discards JD; he collects 14 twice.
$ KLOPF_NOW=2026-11-30T19:40:00Z klopf game --at-once Ben "Ben=6S 7S 8S 9S 10H 10D 10C JD" "Anna=4H 9C" "Clara=AS"
game 3 of rubber 1: Ben goes out at once (Clara dealt)
  Anna       counts  13  unmatched 4H 9C
  Ben        counts   0  [6S 7S 8S 9S] [10H 10D 10C]  discard JD
  Clara      counts   1  unmatched AS
Ben goes out at once and books 28
totals: Anna 42, Ben 42, Clara 0
next dealer: Anna

# From the next hand on, the game is to 70.
$ KLOPF_NOW=2026-11-30T19:45:00Z klopf rules --change game_to=70
from game 4 of rubber 1 on, game_to is 70 (it was 60)
rubber 1: Rummy, in play, 3 hands played
a game of Rummy to 70 points
  house rules: game_to=70, rummy_double=on, block=on
  changed during the rubber: game_to 60 -> 70
  player       points  hands  to go
  Anna             42      2     28  deals next
  Ben              42      1     28
  Clara             0      0     70

$ klopf standings
rubber 1: Rummy, in play, 3 hands played
a game of Rummy to 70 points
  house rules: game_to=70, rummy_double=on, block=on
  changed during the rubber: game_to 60 -> 70
  player       points  hands  to go
  Anna             42      2     28  deals next
  Ben              42      1     28
  Clara             0      0     70

# Blocked again, Anna and Ben tied at 5: 59 of differences, 29 each, and
# both reach 70 with 71: they share the win.
$ KLOPF_NOW=2026-11-30T20:00:00Z klopf game --block "Anna=2S 3S" "Ben=AH 4D" "Clara=KD QC JH 10S 9C 8H 7D"
game 4 of rubber 1: the hand is blocked (Anna dealt)
  Anna       counts   5  unmatched 2S 3S
  Ben        counts   5  unmatched AH 4D
  Clara      counts  64  unmatched 10S 8H JH 7D KD 9C QC
Anna shares the lowest count and scores 29
points: Anna 29, Ben 29, Clara 0
totals: Anna 71, Ben 71, Clara 0
Anna shares the win
Ben shares the win

$ klopf standings
rubber 1: Rummy, finished, 4 hands played
a game of Rummy to 70 points
  house rules: game_to=70, rummy_double=on, block=on
  changed during the rubber: game_to 60 -> 70
  player       points  hands
  Anna             71      3  shares the win
  Ben              71      1  shares the win
  Clara             0      0

$ klopf history
rubber 1 (finished): Anna, Ben and Clara
started 2026-11-30 19:00, ended 2026-11-30 20:00
a game of Rummy to 70 points
house rules: game_to=60, rummy_double=on, block=on
<BLANKLINE>
 hand  dealer  declared            Anna        Ben      Clara
    1* Anna    Anna out         28   28     0    0     0    0
       * corrected 2026-11-30 19:25 (klopf history --corrections)
    2  Ben     blocked          14   42    14   14     0    0
    3  Clara   Ben at once       0   42    28   42     0    0
    -  rule game_to: 60 -> 70 from hand 4 on
    4  Anna    blocked          29   71    29   71     0    0
<BLANKLINE>
totals: Anna 71, Ben 71, Clara 0
Anna shared the win
Ben shared the win

$ klopf history --hands
rubber 1 (finished): Anna, Ben and Clara
started 2026-11-30 19:00, ended 2026-11-30 20:00
a game of Rummy to 70 points
house rules: game_to=60, rummy_double=on, block=on
<BLANKLINE>
 hand  dealer  declared            Anna        Ben      Clara
    1* Anna    Anna out         28   28     0    0     0    0
       * corrected 2026-11-30 19:25 (klopf history --corrections)
         Anna: no cards (went out)
         Ben: unmatched KS 10D  (typed: KS 10D)
         Clara: unmatched 5H AC 2C  (typed: AC 2C 5H)
    2  Ben     blocked          14   42    14   14     0    0
         Anna: unmatched 3S 4D 5C  (typed: 3S 4D 5C)
         Ben: unmatched 2H QD  (typed: 2H QD)
         Clara: unmatched 9S JS KH 2D KC  (typed: KH KC JS 9S 2D)
    3  Clara   Ben at once       0   42    28   42     0    0
         Anna: unmatched 4H 9C  (typed: 4H 9C)
         Ben: [6S 7S 8S 9S] [10H 10D 10C]  discard JD  (typed: 6S 7S 8S 9S 10H 10D 10C JD)
         Clara: unmatched AS  (typed: AS)
    -  rule game_to: 60 -> 70 from hand 4 on
    4  Anna    blocked          29   71    29   71     0    0
         Anna: unmatched 2S 3S  (typed: 2S 3S)
         Ben: unmatched AH 4D  (typed: AH 4D)
         Clara: unmatched 10S 8H JH 7D KD 9C QC  (typed: KD QC JH 10S 9C 8H 7D)
<BLANKLINE>
totals: Anna 71, Ben 71, Clara 0
Anna shared the win
Ben shared the win

$ klopf stats --game rummy
player       rubbers  won  hands  points avg pts   chips
Anna               1    1      4      71    17.8      +0
Ben                1    1      4      71    17.8      +0
Clara              1    0      4       0     0.0      +0

$ klopf chart
rubber 1: Anna (A), Ben (B), Clara (C); totals over 4 games
  80+
    |
  70+========================================================================B
    |                                                                     ...
    |                                                                   ..
    |                                                                ...
    |                                                             ...
    |                                                           ..
    |                                                        ...
    |                                  ..A.................B.
    |                             .....                 ..
    |                        .....                   ...
    |                  A.....                     ...
    |                ..                         ..
    |             ...                        ...
    |          ...                        ...
    |        ..                       ...B
    |     ...                   ......
    |  ...                 .....
   0+ .................C.................C.................C.................C
    ++-----------------+-----------------+-----------------+-----------------+
game 0                 1                 2                 3                 4
= 70 wins the game  . trail

$ klopf settle --game rummy
net points over 1 rubber (every player against every other, the difference of their totals):
  Anna    +71
  Ben     +71
  Clara   -142
2 payments settle it:
  Clara pays Anna 71
  Clara pays Ben 71

$ klopf export > rummy.json && klopf --db copy.db import rummy.json && klopf --db copy.db verify && klopf --db copy.db export | cmp - rummy.json && echo "the same export"
imported 1 rubber
verified 1 rubber: the database agrees with its events and the rules
the same export

$ klopf verify
verified 1 rubber: the database agrees with its events and the rules
