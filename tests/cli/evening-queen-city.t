# An evening of Queen City (three players, 7 cards): the player going
# out receives from each of the others the value of his melded hand; the
# game is open until the table sets the rule hands, and the highest net
# chips win.
$ KLOPF_NOW=2026-11-23T19:00:00Z klopf new --game queen-city Anna Ben Clara
rubber 1: Anna, Ben, Clara
a game of Queen City until the table sets the rule hands; Anna deals first

# Of eight cards the 2D goes: the hand melded is worth 67.
$ KLOPF_NOW=2026-11-23T19:10:00Z klopf game --out Anna "Anna=KS QS JS 10S 9D 9H 9C 2D" "Ben=7D QC 8S AC QD 3H 8H" "Clara=2C AD 2H 10H 10C 6S 6C"
game 1 of rubber 1: Anna goes out (Anna dealt)
  Anna       counts   0  [9H 9D 9C] [10S JS QS KS]  discard 2D
  Ben        counts  47  unmatched 8S 3H 8H 7D QD AC QC
  Clara      counts  37  unmatched 6S 2H 10H AD 2C 6C 10C
Anna goes out; each other player pays 67
chips:
  Ben pays 67 to Anna for going out
  Clara pays 67 to Anna for going out
totals: Anna +134, Ben -67, Clara -67
next dealer: Ben

$ KLOPF_NOW=2026-11-23T19:20:00Z klopf game --out Ben "Ben=AH 2H 3H 4S 4D 4C 4H" "Clara=7C 8C AS 10H AC 10C 8S" "Anna=3C 3S 6S 2C 2S JS 8H"
game 2 of rubber 1: Ben goes out (Ben dealt)
  Anna       counts  34  unmatched 2S 3S 6S JS 8H 2C 3C
  Ben        counts   0  [AH 2H 3H] [4S 4H 4D 4C]
  Clara      counts  45  unmatched AS 8S 10H AC 7C 8C 10C
Ben goes out; each other player pays 22
chips:
  Anna pays 22 to Ben for going out
  Clara pays 22 to Ben for going out
totals: Anna +112, Ben -23, Clara -89
next dealer: Clara

# The table agrees to stop after the next hand.
$ klopf rules --change hands=2
klopf: rule hands cannot become 2: 2 hands are played already, so it must be more
[3]

$ klopf rules --change hands=3
from game 3 of rubber 1 on, hands is 3 (it was open)
rubber 1: Queen City, in play, 2 hands played
a game of Queen City over 3 hands
  house rules: hands=3
  changed during the rubber: hands open -> 3
  player        chips received  hands
  Anna           +112      134      1
  Ben             -23       44      1
  Clara           -89        0      0  deals next

$ KLOPF_NOW=2026-11-23T19:35:00Z klopf game --out Clara "Clara=6C 7C 8C 9C QD QH QC AS" "Anna=3S 3D 5S 10S 5H 10H 9D" "Ben=AC JH 7H KC 5D 10D 6H"
game 3 of rubber 1: Clara goes out (Clara dealt)
  Anna       counts  45  unmatched 3S 5S 10S 5H 10H 3D 9D
  Ben        counts  49  unmatched 6H 7H JH 5D 10D AC KC
  Clara      counts   0  [6C 7C 8C 9C] [QH QD QC]  discard AS
Clara goes out; each other player pays 60
chips:
  Anna pays 60 to Clara for going out
  Ben pays 60 to Clara for going out
totals: Anna +52, Ben -83, Clara +31
Anna wins the game
net chips: Anna +52, Ben -83, Clara +31

$ klopf standings
rubber 1: Queen City, finished, 3 hands played
a game of Queen City over 3 hands
  house rules: hands=3
  changed during the rubber: hands open -> 3
  player        chips received  hands
  Anna            +52      134      1  won the game
  Ben             -83       44      1
  Clara           +31      120      1

$ klopf history
rubber 1 (finished): Anna, Ben and Clara
started 2026-11-23 19:00, ended 2026-11-23 19:35
a game of Queen City over 3 hands
<BLANKLINE>
 hand  dealer  declared            Anna        Ben      Clara
    1  Anna    Anna out        134  134     0    0     0    0
       chips: Anna +134, Ben -67, Clara -67
    2  Ben     Ben out           0  134    44   44     0    0
       chips: Anna -22, Ben +44, Clara -22
    -  rule hands: open -> 3 from hand 3 on
    3  Clara   Clara out         0  134     0   44   120  120
       chips: Anna -60, Ben -60, Clara +120
<BLANKLINE>
totals: Anna 134, Ben 44, Clara 120
net chips: Anna +52, Ben -83, Clara +31
Anna won the game

$ klopf chart
rubber 1: Anna (A), Ben (B), Clara (C); totals over 3 games
 140+                        A.
    |                      ..  .............
    |                    ..                 .........A.
    |                  ..                              .....
    |                ..                                     .....
    |             ...                                            .....
    |           ..                                                    .....
    |         ..                                                           ..A
    |      ...
    |    ..                                                                ..C
    |  ..                                                                ..
   0+ ..                                                              ...
    |   ....                                                        ..
    |       .....                                 ...B...        ...
    |            ....                      .......       ..... ..
    |                .....          .......                 .......
    |                     ...C......                      ..       .....
    |                           ..............         ...              .....
    |                                         .......C.                      B
-100+
    ++-----------------------+-----------------------+-----------------------+
game 0                       1                       2                       3
. trail

$ klopf settle --game queen-city
net chips over 1 rubber:
  Anna    +52
  Ben     -83
  Clara   +31
2 payments settle it:
  Ben pays Anna 52
  Ben pays Clara 31

$ klopf verify
verified 1 rubber: the database agrees with its events and the rules

# A game to 57: the net chips reach it and decide it, so the head says
# chips, and the standings show them first, then the points received.
$ KLOPF_NOW=2026-11-24T19:00:00Z klopf --db to57.db new --game queen-city --rule game_to=57 Anna Ben Clara
rubber 1: Anna, Ben, Clara
a game of Queen City to 57 net chips; Anna deals first
house rule: game_to=57 (default open)

$ KLOPF_NOW=2026-11-24T19:10:00Z klopf --db to57.db game --out Anna "Anna=KS QS JS 10S 9D 9H 9C 2D" "Ben=7D QC 8S AC QD 3H 8H" "Clara=2C AD 2H 10H 10C 6S 6C"
game 1 of rubber 1: Anna goes out (Anna dealt)
  Anna       counts   0  [9H 9D 9C] [10S JS QS KS]  discard 2D
  Ben        counts  47  unmatched 8S 3H 8H 7D QD AC QC
  Clara      counts  37  unmatched 6S 2H 10H AD 2C 6C 10C
Anna goes out; each other player pays 67
chips:
  Ben pays 67 to Anna for going out
  Clara pays 67 to Anna for going out
totals: Anna +134, Ben -67, Clara -67
Anna wins the game
net chips: Anna +134, Ben -67, Clara -67

$ klopf --db to57.db standings
rubber 1: Queen City, finished, 1 hand played
a game of Queen City to 57 net chips
  house rules: game_to=57
  player        chips received  hands
  Anna           +134      134      1  won the game
  Ben             -67        0      0
  Clara           -67        0      0

$ klopf --db to57.db standings --json
{"format_version":1,"rubber":1,"game":"queen-city","decided_by":"chips","state":"finished","pot":0,"games":1,"next_dealer":null,"winner":"Anna","winners":["Anna"],"started_at":"2026-11-24T19:00:00Z","players":[{"name":"Anna","seat":1,"score":134,"state":"in_play","bought_back":false,"can_buy_back":false,"chips":134,"hands_won":1},{"name":"Ben","seat":2,"score":0,"state":"in_play","bought_back":false,"can_buy_back":false,"chips":-67,"hands_won":0},{"name":"Clara","seat":3,"score":0,"state":"in_play","bought_back":false,"can_buy_back":false,"chips":-67,"hands_won":0}],"rules":{"game":"queen-city","hand_size":7,"game_to":57,"hands":"open","next_dealer":"left","first_dealer":"rotate","cards":"plain"},"rules_at_start":{"game":"queen-city","hand_size":7,"game_to":57,"hands":"open","next_dealer":"left","first_dealer":"rotate","cards":"plain"}}
