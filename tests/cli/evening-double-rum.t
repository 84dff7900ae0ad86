# An evening of Double Rum (two packs and four jokers, three players):
# sets of identical cards, jokers worth 15 when left over, the player
# going out scoring the others' deadwood, to game_to 100.
$ KLOPF_NOW=2026-11-21T19:00:00Z klopf new --game double-rum Anna Ben Clara
rubber 1: Anna, Ben, Clara
a game of Double Rum to 100 points; Anna deals first

# QH QH QS is a set: suits may repeat; the joker fills 5-6-?-8 of clubs.
$ KLOPF_NOW=2026-11-21T19:10:00Z klopf game --out Anna "Anna=QH QH QS 5C 6C JK 8C 9D" "Ben=4S 7D 9H 9H 7D KH 4D" "Clara=8S 3D 4D 3S JS 2C 3S"
game 1 of rubber 1: Anna goes out (Anna dealt)
  Anna       counts   0  [5C 6C JK 8C] [QS QH QH]  discard 9D
  Ben        counts  50  unmatched 4S 9H 9H KH 4D 7D 7D
  Clara      counts  24  [3S 3S 3D]  unmatched 8S JS 4D 2C
Anna goes out and scores 74, the deadwood of the others
totals: Anna 74, Ben 0, Clara 0
next dealer: Ben

$ KLOPF_NOW=2026-11-21T19:20:00Z klopf game --out Ben "Ben=7D 7D 7S JK 9H 10H JH 2C" "Clara=JK 8D JC 10C 6D KS 4C" "Anna=8C 3H 5C QH 5D 4D KC"
game 2 of rubber 1: Ben goes out (Ben dealt)
  Anna       counts  45  unmatched 3H QH 4D 5D 5C 8C KC
  Ben        counts   0  [7S 7D 7D JK] [9H 10H JH]  discard 2C
  Clara      counts  28  [10C JC JK]  unmatched KS 6D 8D 4C
Ben goes out and scores 73, the deadwood of the others
totals: Anna 74, Ben 73, Clara 0
next dealer: Clara

$ KLOPF_NOW=2026-11-21T19:30:00Z klopf game --out Clara "Clara=AS 2S 3S KD KD KC KH 4H" "Anna=9H QD JS 7D AD 2D 9D" "Ben=10C AS 2H 6H JK 3C 4S"
game 3 of rubber 1: Clara goes out (Clara dealt)
  Anna       counts  58  unmatched JS 9H AD 2D 7D 9D QD
  Ben        counts  51  unmatched AS 4S 2H 6H 3C 10C JK
  Clara      counts   0  [AS 2S 3S] [KH KD KD KC]  discard 4H
Clara goes out and scores 109, the deadwood of the others
totals: Anna 74, Ben 73, Clara 109
Clara wins the game
net chips: Anna +0, Ben +0, Clara +0

# Two jokers need one natural card: JK JK AC is a run or a set.
$ KLOPF_NOW=2026-11-21T19:40:00Z klopf game --out Anna "Anna=JK JK AC 8H 8S 8D 8H 5D" "Ben=10S 9S 9D 7S QH 3D 5C" "Clara=7H KD JS AH 6D QC AD"
klopf: no rubber is in play; start one with 'klopf new NAME NAME...'
[3]

$ klopf standings
rubber 1: Double Rum, finished, 3 hands played
a game of Double Rum to 100 points
  player       points  hands  chips
  Anna             74      1     +0
  Ben              73      1     +0
  Clara           109      1     +0  won the game

$ klopf history
rubber 1 (finished): Anna, Ben and Clara
started 2026-11-21 19:00, ended 2026-11-21 19:30
a game of Double Rum to 100 points
<BLANKLINE>
 hand  dealer  declared            Anna        Ben      Clara
    1  Anna    Anna out         74   74     0    0     0    0
    2  Ben     Ben out           0   74    73   73     0    0
    3  Clara   Clara out         0   74     0   73   109  109
<BLANKLINE>
totals: Anna 74, Ben 73, Clara 109
net chips: Anna +0, Ben +0, Clara +0
Clara won the game

$ klopf chart
rubber 1: Anna (A), Ben (B), Clara (C); totals over 3 games
 110+                                                                        C
    |                                                                       .
 100+======================================================================.==
    |                                                                    ..
    |                                                                   .
    |                                                                  .
    |                        A.......................B.......................B
    |                      ..                       .               ..
    |                    ..                       ..               .
    |                  ..                       ..                .
    |                 .                       ..                 .
    |               ..                      ..                 ..
    |             ..                      ..                  .
    |           ..                      ..                   .
    |         ..                      ..                   ..
    |       ..                      ..                    .
    |     ..                      ..                     .
    |   ..                      ..                     ..
    | ..                      ..                      .
   0+ .......................C.......................C
    ++-----------------------+-----------------------+-----------------------+
game 0                       1                       2                       3
= 100 wins the game  . trail

$ klopf settle --game double-rum
net chips over 1 rubber:
  Anna    +0
  Ben     +0
  Clara   +0
everybody is even: nothing to pay

$ klopf verify
verified 1 rubber: the database agrees with its events and the rules
