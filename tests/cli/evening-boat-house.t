# An evening of Boat House (three players, 7 cards; the player going
# out scores the others' deadwood) played to 150: runs around the corner,
# an ace left unmatched counting 11, a refusal that books nothing, a
# correction taken back, and the standings, history, stats, chart and
# settlement of the game.
$ KLOPF_NOW=2026-11-20T19:00:00Z klopf new --game boat-house --rule game_to=150 Anna Ben Clara
rubber 1: Anna, Ben, Clara
a game of Boat House to 150 points; Anna deals first
house rule: game_to=150 (default 100)

$ klopf rules --game boat-house
game              boat-house the game of the rummy family played
hand_size         players    cards in each hand at the end of a game (the declarer may show one more)
game_to           100        a total of this many points ends the game
next_dealer       left       who deals next: the next player in play to the left, the winner or the loser of the game, or (two players) the other
first_dealer      rotate     who deals first in the next rubber of the same players in the same seats: one seat to the left of the last first dealer, or the first named again
cards             plain      how cards are printed: plain (J, Q) or german (B for Bube, D for Dame); no score depends on it

# Q-K-A-2 of hearts runs through the corner; the 9C is the discard.
$ KLOPF_NOW=2026-11-20T19:10:00Z klopf game --out Anna "Anna=QH KH AH 2H 5S 5D 5C 9C" "Ben=5H 8H 4C 7S 6H 6S 10D" "Clara=AD 7C 3D 2S KS 8C 10C"
game 1 of rubber 1: Anna goes out (Anna dealt)
  Anna       counts   0  [5S 5D 5C] [QH KH AH 2H]  discard 9C
  Ben        counts  46  unmatched 6S 7S 5H 6H 8H 10D 4C
  Clara      counts  51  unmatched 2S KS AD 3D 7C 8C 10C
Anna goes out and scores 97, the deadwood of the others
totals: Anna 97, Ben 0, Clara 0
next dealer: Ben

# Ben says he is out, but 3S 4S 6S 7S is no run: nothing is booked.
$ klopf game --out Ben "Ben=3S 4S 6S 7S JD JH JC KD" "Clara=10D QC 3H QS 5D 6C AH" "Anna=10C 2S 9D 3D 7S QD 4C"
klopf: Ben cannot go out: the best arrangement leaves deadwood 20 (going out needs every card melded)
  [JH JD JC]  unmatched 3S 4S 6S 7S  discard KD
[3]

$ KLOPF_NOW=2026-11-20T19:25:00Z klopf game --out Ben "Ben=3S 4S 5S 6S JD JH JC KD" "Clara=10D QC 3H QS 5D 6C AH" "Anna=10C 2S 9D 3D 7S QD 4C"
game 2 of rubber 1: Ben goes out (Ben dealt)
  Anna       counts  45  unmatched 2S 7S 3D 9D QD 4C 10C
  Ben        counts   0  [3S 4S 5S 6S] [JH JD JC]  discard KD
  Clara      counts  55  unmatched QS AH 3H 5D 10D 6C QC
Ben goes out and scores 100, the deadwood of the others
totals: Anna 97, Ben 100, Clara 0
next dealer: Clara

# Ben's hand of game 1 was typed wrong; the correction changes what Anna
# scored, and undo takes it back.
$ KLOPF_NOW=2026-11-20T19:30:00Z klopf fix 1 "Ben=9H 6D KD 3H AS 8S JD"
corrected game 1 of rubber 1:
  Ben        5H 8H 4C 7S 6H 6S 10D -> 9H 6D KD 3H AS 8S JD
game 1: Anna goes out
  Anna       108 points  [5S 5D 5C] [QH KH AH 2H]  discard 9C
  Ben          0 points  unmatched AS 8S 3H 9H 6D JD KD
  Clara        0 points  unmatched 2S KS AD 3D 7C 8C 10C
totals and chips, before -> after:
  Anna           97 ->  108     +0 ->   +0
  Ben           100 ->  100     +0 ->   +0
  Clara           0 ->    0     +0 ->   +0

$ klopf undo
took back the correction of game 1 of rubber 1

$ KLOPF_NOW=2026-11-20T19:40:00Z klopf game --out Clara "Clara=9H 10H JH 7S 7D 7C 7H KS" "Anna=3H 2D QC 6H 5C AC 3S" "Ben=6D 4D 4S 5H 2C 6C 4H"
game 3 of rubber 1: Clara goes out (Clara dealt)
  Anna       counts  40  unmatched 3S 3H 6H 2D AC 5C QC
  Ben        counts  19  [4S 4H 4D]  unmatched 5H 6D 2C 6C
  Clara      counts   0  [7S 7H 7D 7C] [9H 10H JH]  discard KS
Clara goes out and scores 59, the deadwood of the others
totals: Anna 97, Ben 100, Clara 59
next dealer: Anna

# 10-J-Q-K of diamonds and a set of threes; the AD goes as the discard.
$ KLOPF_NOW=2026-11-20T19:55:00Z klopf game --out Anna "Anna=10D JD QD KD AD 3C 3H 3S" "Ben=3D 8C 2H 7H 9D AS 6S" "Clara=8S 9S 2D 7D JH 5H 2S"
game 4 of rubber 1: Anna goes out (Anna dealt)
  Anna       counts   0  [3S 3H 3C] [10D JD QD KD]  discard AD
  Ben        counts  46  unmatched AS 6S 2H 7H 3D 9D 8C
  Clara      counts  43  unmatched 2S 8S 9S 5H JH 2D 7D
Anna goes out and scores 89, the deadwood of the others
totals: Anna 186, Ben 100, Clara 59
Anna wins the game
net chips: Anna +0, Ben +0, Clara +0

$ klopf standings
rubber 1: Boat House, finished, 4 hands played
a game of Boat House to 150 points
  house rules: game_to=150
  player       points  hands  chips
  Anna            186      2     +0  won the game
  Ben             100      1     +0
  Clara            59      1     +0

$ klopf history
rubber 1 (finished): Anna, Ben and Clara
started 2026-11-20 19:00, ended 2026-11-20 19:55
a game of Boat House to 150 points
house rules: game_to=150
<BLANKLINE>
 hand  dealer  declared            Anna        Ben      Clara
    1  Anna    Anna out         97   97     0    0     0    0
    2  Ben     Ben out           0   97   100  100     0    0
    3  Clara   Clara out         0   97     0  100    59   59
    4  Anna    Anna out         89  186     0  100     0   59
<BLANKLINE>
totals: Anna 186, Ben 100, Clara 59
net chips: Anna +0, Ben +0, Clara +0
Anna won the game

$ klopf stats --game boat-house
player       rubbers  won  hands  points avg pts   chips
Anna               1    1      4     186    46.5      +0
Ben                1    0      4     100    25.0      +0
Clara              1    0      4      59    14.8      +0

$ klopf chart
rubber 1: Anna (A), Ben (B), Clara (C); totals over 4 games
 190+                                                                        A
    |                                                                      ..
    |                                                                    ..
    |                                                                  ..
 150+================================================================..=======
    |                                                              ..
    |                                                            ..
    |                                                          ..
    |                                                        ..
    |                  A.................B.................B.................B
    |                ..                ..
    |              ..                ..
    |             .                ..
    |           ..               ..                       .C.................C
    |         ..                .                      ...
    |       ..                ..                    ...
    |     ..                ..                   ...
    |   ..                ..                  ...
    | ..                ..                 ...
   0+ .................C.................C.
    ++-----------------+-----------------+-----------------+-----------------+
game 0                 1                 2                 3                 4
= 150 wins the game  . trail

$ klopf settle --game boat-house
net chips over 1 rubber:
  Anna    +0
  Ben     +0
  Clara   +0
everybody is even: nothing to pay

$ klopf verify
verified 1 rubber: the database agrees with its events and the rules
