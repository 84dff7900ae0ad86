# An evening of Rommé (three players, two packs and six jokers, 13
# cards): the winner of a hand books nothing, every other player his
# cards left as minus points, doubled after a Hand-Rommé; the table ends
# the evening with klopf end, and the lowest total wins.  House rule: a
# joker left in hand counts 30, as some tables have it.
$ KLOPF_NOW=2026-11-27T19:00:00Z klopf new --game romme --rule joker_left=30 Anna Ben Clara
rubber 1: Anna, Ben, Clara
a game of Rommé until the table ends it (klopf end), the lowest total wins; Anna deals first
house rule: joker_left=30 (default 20)

# Anna goes out: Ben's K, 3 and 5 count 18, Clara's 2 and joker 32.
$ KLOPF_NOW=2026-11-27T19:10:00Z klopf game --out Anna "Ben=KS 3H 5D" "Clara=JK 2C"
game 1 of rubber 1: Anna goes out (Anna dealt)
  Anna       counts   0
  Ben        counts  18  unmatched KS 3H 5D
  Clara      counts  32  unmatched 2C JK
Anna goes out and books 0
points: Anna 0, Ben 18, Clara 32
totals: Anna 0, Ben 18, Clara 32
next dealer: Ben

# Ben lays his whole hand at once (Hand-Rommé), his cards not typed:
# Anna's ace and seven (18) and Clara's queen (10) count double.
$ KLOPF_NOW=2026-11-27T19:20:00Z klopf game --at-once Ben "Anna=AS 7H" "Clara=QD"
game 2 of rubber 1: Ben goes out at once (Ben dealt)
  Anna       counts  18  unmatched AS 7H
  Ben        counts   0
  Clara      counts  10  unmatched QD
Ben goes out at once and books 0
points: Anna 36, Ben 0, Clara 20
totals: Anna 36, Ben 18, Clara 52
next dealer: Clara

$ klopf standings
rubber 1: Rommé, in play, 2 hands played
a game of Rommé until the table ends it (klopf end), the lowest total wins
  house rules: joker_left=30
  player       points  hands
  Anna             36      1
  Ben              18      1
  Clara            52      0  deals next

# Refused: a player who went out has no cards to type.
$ klopf game --out Clara "Clara=3H" "Anna=40" "Ben=KH KD"
klopf: Clara went out and holds no cards; type the cards left in the other hands
[3]

# Refused: Clara's fourteen cards do not go out at once (10C breaks the
# clubs).
$ klopf game --at-once Clara "Clara=3H 4H 5H 6H QS QD QC 7C 8C 10C AS AD AH KH" "Anna=40" "Ben=KH KD"
klopf: Clara cannot go out at once with these cards: no way of melding them leaves no card, or only the one discarded, under the rules of romme (below: the best opening they make)
  [AS AH AD] [QS QD QC] [3H 4H 5H 6H]  unmatched KH 7C 8C 10C
[3]

# Refused: a hand left holds 1 to 13 cards.
$ klopf game --out Clara "Anna=2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC 2D" "Ben=KH KD"
klopf: Anna shows 14 cards; a hand left holds 1 to 13
[3]

# Refused: only Block Rummy has blocked hands.
$ klopf game --block "Anna=2C" "Ben=KH KD" "Clara=5S"
klopf: a hand ends blocked only in Block Rummy (block=on)
[3]

# Hand-Rommé with the cards laid, proven: four melds and a discard.
# Anna's hand is typed as the points it counts (40, doubled to 80).
$ KLOPF_NOW=2026-11-27T19:35:00Z klopf game --out --at-once Clara "Clara=3H 4H 5H 6H QS QD QC 7C 8C 9C AS AD AH KH" "Anna=40" "Ben=KH KD"
game 3 of rubber 1: Clara goes out at once (Clara dealt)
  Anna       counts  40  (typed as points)
  Ben        counts  20  unmatched KH KD
  Clara      counts   0  [AS AH AD] [QS QD QC] [3H 4H 5H 6H] [7C 8C 9C]  discard KH
Clara goes out at once and books 0
points: Anna 80, Ben 40, Clara 0
totals: Anna 116, Ben 58, Clara 52
next dealer: Anna

$ klopf standings
rubber 1: Rommé, in play, 3 hands played
a game of Rommé until the table ends it (klopf end), the lowest total wins
  house rules: joker_left=30
  player       points  hands
  Anna            116      1  deals next
  Ben              58      1
  Clara            52      1

# Ben's first hand held 6D, not 5D: 19 instead of 18.
$ KLOPF_NOW=2026-11-27T19:40:00Z klopf fix 1 "Ben=KS 3H 6D"
corrected game 1 of rubber 1:
  Ben        KS 3H 5D -> KS 3H 6D
game 1: Anna goes out
  Anna         0 points
  Ben         19 points  unmatched KS 3H 6D
  Clara       32 points  unmatched 2C JK
totals, before -> after:
  Anna          116 ->  116
  Ben            58 ->   59
  Clara          52 ->   52

# Anna had typed 45, not 40: the correction is doubled as the hand was.
$ KLOPF_NOW=2026-11-27T19:41:00Z klopf fix 3 "Anna=45"
corrected game 3 of rubber 1:
  Anna       40 -> 45
game 3: Clara goes out at once
  Anna        90 points  (typed as 45 points)
  Ben         40 points  unmatched KH KD
  Clara        0 points  [AS AH AD] [QS QD QC] [3H 4H 5H 6H] [7C 8C 9C]  discard KH
totals, before -> after:
  Anna          116 ->  126
  Ben            59 ->   59
  Clara          52 ->   52

# A hand booked in error, taken back.
$ KLOPF_NOW=2026-11-27T19:45:00Z klopf game --out Ben "Anna=2S 2S" "Clara=JK JK"
game 4 of rubber 1: Ben goes out (Anna dealt)
  Anna       counts   4  unmatched 2S 2S
  Ben        counts   0
  Clara      counts  60  unmatched JK JK
Ben goes out and books 0
points: Anna 4, Ben 0, Clara 60
totals: Anna 130, Ben 59, Clara 112
next dealer: Ben

$ klopf undo
removed game 4 of rubber 1

# From the next hand on a Hand-Rommé triples the others' counts.
$ KLOPF_NOW=2026-11-27T19:50:00Z klopf rules --change hand_romme_multiplier=3
from game 4 of rubber 1 on, hand_romme_multiplier is 3 (it was 2)
rubber 1: Rommé, in play, 3 hands played
a game of Rommé until the table ends it (klopf end), the lowest total wins
  house rules: joker_left=30, hand_romme_multiplier=3
  changed during the rubber: hand_romme_multiplier 2 -> 3
  player       points  hands
  Anna            126      1  deals next
  Ben              59      1
  Clara            52      1

$ KLOPF_NOW=2026-11-27T20:00:00Z klopf game --at-once Anna "Ben=9S" "Clara=4D 4S"
game 4 of rubber 1: Anna goes out at once (Anna dealt)
  Anna       counts   0
  Ben        counts   9  unmatched 9S
  Clara      counts   8  unmatched 4S 4D
Anna goes out at once and books 0
points: Anna 0, Ben 27, Clara 24
totals: Anna 126, Ben 86, Clara 76
next dealer: Ben

$ KLOPF_NOW=2026-11-27T20:10:00Z klopf game --out Ben "Anna=JK 10H" "Clara=AC"
game 5 of rubber 1: Ben goes out (Ben dealt)
  Anna       counts  40  unmatched 10H JK
  Ben        counts   0
  Clara      counts  11  unmatched AC
Ben goes out and books 0
points: Anna 40, Ben 0, Clara 11
totals: Anna 166, Ben 86, Clara 87
next dealer: Clara

$ klopf history
rubber 1 (in play): Anna, Ben and Clara
started 2026-11-27 19:00
a game of Rommé until the table ends it (klopf end), the lowest total wins
house rules: joker_left=30
<BLANKLINE>
 hand  dealer  declared            Anna        Ben      Clara
    1* Anna    Anna out          0    0    19   19    32   32
       * corrected 2026-11-27 19:40 (klopf history --corrections)
    2  Ben     Ben at once      36   36     0   19    20   52
    3* Clara   Clara at once    90  126    40   59     0   52
       * corrected 2026-11-27 19:41 (klopf history --corrections)
    -  rule hand_romme_multiplier: 2 -> 3 from hand 4 on
    4  Anna    Anna at once      0  126    27   86    24   76
    5  Ben     Ben out          40  166     0   86    11   87
<BLANKLINE>
totals: Anna 166, Ben 86, Clara 87
Clara deals next

$ klopf history --hands
rubber 1 (in play): Anna, Ben and Clara
started 2026-11-27 19:00
a game of Rommé until the table ends it (klopf end), the lowest total wins
house rules: joker_left=30
<BLANKLINE>
 hand  dealer  declared            Anna        Ben      Clara
    1* Anna    Anna out          0    0    19   19    32   32
       * corrected 2026-11-27 19:40 (klopf history --corrections)
         Anna: no cards (went out)
         Ben: unmatched KS 3H 6D  (typed: KS 3H 6D)
         Clara: unmatched 2C JK  (typed: JK 2C)
    2  Ben     Ben at once      36   36     0   19    20   52
         Anna: unmatched AS 7H  (typed: AS 7H)
         Ben: no cards (went out)
         Clara: unmatched QD  (typed: QD)
    3* Clara   Clara at once    90  126    40   59     0   52
       * corrected 2026-11-27 19:41 (klopf history --corrections)
         Anna: 45 (typed as points)
         Ben: unmatched KH KD  (typed: KH KD)
         Clara: [AS AH AD] [QS QD QC] [3H 4H 5H 6H] [7C 8C 9C]  discard KH  (typed: 3H 4H 5H 6H QS QD QC 7C 8C 9C AS AD AH KH)
    -  rule hand_romme_multiplier: 2 -> 3 from hand 4 on
    4  Anna    Anna at once      0  126    27   86    24   76
         Anna: no cards (went out)
         Ben: unmatched 9S  (typed: 9S)
         Clara: unmatched 4S 4D  (typed: 4D 4S)
    5  Ben     Ben out          40  166     0   86    11   87
         Anna: unmatched 10H JK  (typed: JK 10H)
         Ben: no cards (went out)
         Clara: unmatched AC  (typed: AC)
<BLANKLINE>
totals: Anna 166, Ben 86, Clara 87
Clara deals next

$ klopf chart
rubber 1: Anna (A), Ben (B), Clara (C); totals over 5 games
 170+                                                                        A
    |                                                                     ...
    |                                                                  ...
    |                                                               ...
    |                                                            ...
    |                                           A..............A.
    |                                         ..
    |                                        .
    |                                       .
    |                                     ..                   B.............C
    |                                    .                .....  ..........
    |                                  ..            ..........C.
    |                                 .         B.........
    |                            .C.............C....
    |                     .......  ..     ...
    |              C......       .A    ...
    |           ...          ....   ...
    |       .......B..............B.
    |   ........      ...
   0+ .............A..
    ++-------------+--------------+-------------+--------------+-------------+
game 0             1              2             3              4             5
. trail

# The table ends the evening after five hands: Ben has the lowest total.
$ KLOPF_NOW=2026-11-27T20:30:00Z klopf end
the table ends rubber 1 after 5 hands
Ben wins the game
rubber 1: Rommé, finished, 5 hands played
a game of Rommé over 5 hands, the lowest total wins
  house rules: hands=5, joker_left=30, hand_romme_multiplier=3
  changed during the rubber: hands open -> 5, hand_romme_multiplier 2 -> 3
  player       points  hands
  Anna            166      2
  Ben              86      2  won the game
  Clara            87      1

$ klopf standings
rubber 1: Rommé, finished, 5 hands played
a game of Rommé over 5 hands, the lowest total wins
  house rules: hands=5, joker_left=30, hand_romme_multiplier=3
  changed during the rubber: hands open -> 5, hand_romme_multiplier 2 -> 3
  player       points  hands
  Anna            166      2
  Ben              86      2  won the game
  Clara            87      1

# klopf end again: there is no game in play.
$ klopf end
klopf: no rubber is in play; start one with 'klopf new NAME NAME...'
[3]

# Undo takes the end back; the evening goes on, and is ended again.
$ klopf undo
removed the change of rule hands to 5 in rubber 1
rubber 1 was over and is in play again

$ KLOPF_NOW=2026-11-27T20:31:00Z klopf end
the table ends rubber 1 after 5 hands
Ben wins the game
rubber 1: Rommé, finished, 5 hands played
a game of Rommé over 5 hands, the lowest total wins
  house rules: hands=5, joker_left=30, hand_romme_multiplier=3
  changed during the rubber: hands open -> 5, hand_romme_multiplier 2 -> 3
  player       points  hands
  Anna            166      2
  Ben              86      2  won the game
  Clara            87      1

$ klopf stats --game romme
player       rubbers  won  hands  points avg pts   chips
Anna               1    0      5     166    33.2      +0
Ben                1    1      5      86    17.2      +0
Clara              1    0      5      87    17.4      +0

# Rommé is played for points: in settle every player receives from every
# other the difference of their totals (the lower total receives).
$ klopf settle --game romme
net points over 1 rubber (every player against every other, the difference of their totals):
  Anna    -159
  Ben     +81
  Clara   +78
2 payments settle it:
  Anna pays Ben 81
  Anna pays Clara 78

$ klopf export > romme.json && klopf --db copy.db import romme.json && klopf --db copy.db standings && klopf --db copy.db verify && klopf --db copy.db export | cmp - romme.json && echo "the same export"
imported 1 rubber
rubber 1: Rommé, finished, 5 hands played
a game of Rommé over 5 hands, the lowest total wins
  house rules: hands=5, joker_left=30, hand_romme_multiplier=3
  changed during the rubber: hands open -> 5, hand_romme_multiplier 2 -> 3
  player       points  hands
  Anna            166      2
  Ben              86      2  won the game
  Clara            87      1
verified 1 rubber: the database agrees with its events and the rules
the same export

$ klopf verify
verified 1 rubber: the database agrees with its events and the rules

# The table remembers that Ben laid his whole hand at once in game 5: the
# declaration changes, the others' counts are tripled, and the game ends
# as the totals now say.
$ KLOPF_NOW=2026-11-27T21:00:00Z klopf fix 5 --at-once Ben
corrected game 5 of rubber 1:
  declaration: Ben goes out at once
game 5: Ben goes out at once
  Anna       120 points  unmatched 10H JK
  Ben          0 points
  Clara       33 points  unmatched AC
totals, before -> after:
  Anna          166 ->  246
  Ben            86 ->   86
  Clara          87 ->  109
