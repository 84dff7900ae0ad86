# An evening of Caloochi (three players, two packs and four jokers, 15
# cards): the player going out collects the others' cards left (ace 15,
# joker 25), the first to reach game_to wins.  House rules: a game to
# 100, and going out at once doubles what it collects.
$ KLOPF_NOW=2026-11-29T19:00:00Z klopf new --game caloochi --rule game_to=100 --rule out_at_once_multiplier=2 Anna Ben Clara
rubber 1: Anna, Ben, Clara
a game of Caloochi to 100 points; Anna deals first
house rule: game_to=100 (default 250)
house rule: out_at_once_multiplier=2 (default 1)

# Anna collects Ben's 28 (ace, king, three) and Clara's 34.
$ KLOPF_NOW=2026-11-29T19:10:00Z klopf game --out Anna "Ben=AS KD 3C" "Clara=JK 9H"
game 1 of rubber 1: Anna goes out (Anna dealt)
  Anna       counts   0
  Ben        counts  28  unmatched AS KD 3C
  Clara      counts  34  unmatched 9H JK
Anna goes out and books 62
totals: Anna 62, Ben 0, Clara 0
next dealer: Ben

$ klopf standings
rubber 1: Caloochi, in play, 1 hand played
a game of Caloochi to 100 points
  house rules: game_to=100, out_at_once_multiplier=2
  player       points  hands  to go
  Anna             62      1     38
  Ben               0      0    100  deals next
  Clara             0      0    100

# Refused: going out at once must reach the 51 of an opening in
# Caloochi, and these melds are worth 45.
$ klopf game --at-once Ben "Ben=2H 3H 4H 2H 3H 4H 2S 3S 4S 2D 3D 4D 2C 3C 4C 9C" "Anna=QS" "Clara=5D 6D"
klopf: Ben cannot go out at once with these cards: under the rules of caloochi they do not all go into melds (but for one discard, where one is allowed) worth 51 or more together
  [2S 2H 2D] [3S 3H 3D] [4S 4H 4D] [2H 3H 4H] [2C 3C 4C]  unmatched 9C
[3]

# Refused: a hand left holds cards; none typed for Clara.
$ klopf game --out Ben "Anna=QS" "Clara="
klopf: Clara shows 0 cards; a hand left holds 1 to 15
[3]

# Ben goes out at once, proven (sixteen cards, all melded): the others'
# 20 and 11 doubled.
$ KLOPF_NOW=2026-11-29T19:20:00Z klopf game --at-once Ben "Ben=10H JH QH KH AH 7S 7D 7C 9S 9D 9C 5C 6C JK 8C 4C" "Anna=QS 10S" "Clara=5D 6D"
game 2 of rubber 1: Ben goes out at once (Ben dealt)
  Anna       counts  20  unmatched 10S QS
  Ben        counts   0  [7S JK 7D] [9S 9D 9C] [10H JH QH KH AH] [4C 5C 6C 7C 8C]
  Clara      counts  11  unmatched 5D 6D
Ben goes out at once and books 62
totals: Anna 62, Ben 62, Clara 0
next dealer: Clara

$ klopf standings
rubber 1: Caloochi, in play, 2 hands played
a game of Caloochi to 100 points
  house rules: game_to=100, out_at_once_multiplier=2
  player       points  hands  to go
  Anna             62      1     38
  Ben              62      1     38
  Clara             0      0    100  deals next

# Clara held 9D, not 9H, in the first hand: the same count.
$ KLOPF_NOW=2026-11-29T19:25:00Z klopf fix 1 "Clara=JK 9D"
corrected game 1 of rubber 1:
  Clara      JK 9H -> JK 9D
game 1: Anna goes out
  Anna        62 points
  Ben          0 points  unmatched AS KD 3C
  Clara        0 points  unmatched 9D JK
totals, before -> after:
  Anna           62 ->   62
  Ben            62 ->   62
  Clara           0 ->    0

# A hand booked in error, taken back.
$ KLOPF_NOW=2026-11-29T19:30:00Z klopf game --out Clara "Anna=2S" "Ben=3S"
game 3 of rubber 1: Clara goes out (Clara dealt)
  Anna       counts   2  unmatched 2S
  Ben        counts   3  unmatched 3S
  Clara      counts   0
Clara goes out and books 5
totals: Anna 62, Ben 62, Clara 5
next dealer: Anna

$ klopf undo
removed game 3 of rubber 1

# The game is played to 120 from the next hand on.
$ KLOPF_NOW=2026-11-29T19:35:00Z klopf rules --change game_to=120
from game 3 of rubber 1 on, game_to is 120 (it was 100)
rubber 1: Caloochi, in play, 2 hands played
a game of Caloochi to 120 points
  house rules: game_to=120, out_at_once_multiplier=2
  changed during the rubber: game_to 100 -> 120
  player       points  hands  to go
  Anna             62      1     58
  Ben              62      1     58
  Clara             0      0    120  deals next

$ KLOPF_NOW=2026-11-29T19:45:00Z klopf game --out Clara "Anna=2S 3S" "Ben=40"
game 3 of rubber 1: Clara goes out (Clara dealt)
  Anna       counts   5  unmatched 2S 3S
  Ben        counts  40  (typed as points)
  Clara      counts   0
Clara goes out and books 45
totals: Anna 62, Ben 62, Clara 45
next dealer: Anna

$ klopf standings
rubber 1: Caloochi, in play, 3 hands played
a game of Caloochi to 120 points
  house rules: game_to=120, out_at_once_multiplier=2
  changed during the rubber: game_to 100 -> 120
  player       points  hands  to go
  Anna             62      1     58  deals next
  Ben              62      1     58
  Clara            45      1     75

# Anna collects 55 and reaches 120 first: she wins.
$ KLOPF_NOW=2026-11-29T20:00:00Z klopf game --out Anna "Ben=KC KS" "Clara=AD JK"
game 4 of rubber 1: Anna goes out (Anna dealt)
  Anna       counts   0
  Ben        counts  20  unmatched KS KC
  Clara      counts  40  unmatched AD JK
Anna goes out and books 60
totals: Anna 122, Ben 62, Clara 45
Anna wins the game

$ klopf standings
rubber 1: Caloochi, finished, 4 hands played
a game of Caloochi to 120 points
  house rules: game_to=120, out_at_once_multiplier=2
  changed during the rubber: game_to 100 -> 120
  player       points  hands
  Anna            122      2  won the game
  Ben              62      1
  Clara            45      1

$ klopf history
rubber 1 (finished): Anna, Ben and Clara
started 2026-11-29 19:00, ended 2026-11-29 20:00
a game of Caloochi to 120 points
house rules: game_to=100, out_at_once_multiplier=2
<BLANKLINE>
 hand  dealer  declared            Anna        Ben      Clara
    1* Anna    Anna out         62   62     0    0     0    0
       * corrected 2026-11-29 19:25 (klopf history --corrections)
    2  Ben     Ben at once       0   62    62   62     0    0
    -  rule game_to: 100 -> 120 from hand 3 on
    3  Clara   Clara out         0   62     0   62    45   45
    4  Anna    Anna out         60  122     0   62     0   45
<BLANKLINE>
totals: Anna 122, Ben 62, Clara 45
Anna won the game

$ klopf history --hands
rubber 1 (finished): Anna, Ben and Clara
started 2026-11-29 19:00, ended 2026-11-29 20:00
a game of Caloochi to 120 points
house rules: game_to=100, out_at_once_multiplier=2
<BLANKLINE>
 hand  dealer  declared            Anna        Ben      Clara
    1* Anna    Anna out         62   62     0    0     0    0
       * corrected 2026-11-29 19:25 (klopf history --corrections)
         Anna: no cards (went out)
         Ben: unmatched AS KD 3C  (typed: AS KD 3C)
         Clara: unmatched 9D JK  (typed: JK 9D)
    2  Ben     Ben at once       0   62    62   62     0    0
         Anna: unmatched 10S QS  (typed: QS 10S)
         Ben: [7S JK 7D] [9S 9D 9C] [10H JH QH KH AH] [4C 5C 6C 7C 8C]  (typed: 10H JH QH KH AH 7S 7D 7C 9S 9D 9C 5C 6C JK 8C 4C)
         Clara: unmatched 5D 6D  (typed: 5D 6D)
    -  rule game_to: 100 -> 120 from hand 3 on
    3  Clara   Clara out         0   62     0   62    45   45
         Anna: unmatched 2S 3S  (typed: 2S 3S)
         Ben: 40 (typed as points)
         Clara: no cards (went out)
    4  Anna    Anna out         60  122     0   62     0   45
         Anna: no cards (went out)
         Ben: unmatched KS KC  (typed: KC KS)
         Clara: unmatched AD JK  (typed: AD JK)
<BLANKLINE>
totals: Anna 122, Ben 62, Clara 45
Anna won the game

$ klopf stats --game caloochi
player       rubbers  won  hands  points avg pts   chips
Anna               1    1      4     122    30.5      +0
Ben                1    0      4      62    15.5      +0
Clara              1    0      4      45    11.2      +0

$ klopf chart
rubber 1: Anna (A), Ben (B), Clara (C); totals over 4 games
 130+
 120+========================================================================A
    |                                                                      ..
    |                                                                    ..
    |                                                                  ..
    |                                                                ..
    |                                                              ..
    |                                                            ..
    |                                                         ...
    |                                                       ..
    |                  A.................B.................B.................B
    |                ..                ..
    |              ..                ..                    C.................C
    |            ..                ..                    ..
    |         ...               ...                   ...
    |       ..                ..                   ...
    |      .                 .                   ..
    |    ..                ..                 ...
    |  ..                ..                ...
   0+ .................C.................C.
    ++-----------------+-----------------+-----------------+-----------------+
game 0                 1                 2                 3                 4
= 120 wins the game  . trail

$ klopf chart --svg caloochi.svg && grep -c '<polyline' caloochi.svg
chart of rubber 1 written to caloochi.svg
3

$ klopf settle --game caloochi
net points over 1 rubber (every player against every other, the difference of their totals):
  Anna    +137
  Ben     -43
  Clara   -94
2 payments settle it:
  Clara pays Anna 94
  Ben pays Anna 43

$ klopf export > caloochi.json && klopf --db copy.db import caloochi.json && klopf --db copy.db verify && klopf --db copy.db export | cmp - caloochi.json && echo "the same export"
imported 1 rubber
verified 1 rubber: the database agrees with its events and the rules
the same export

$ klopf verify
verified 1 rubber: the database agrees with its events and the rules
