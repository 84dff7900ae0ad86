# An evening of Phỏm (three players, 9 cards; J 11, Q 12, K 13, the ace
# low only): the showdown paid by place with móm paying 4, ù of ten
# cards paid 12 and ù after a discard paid 6, a tie in the showdown won
# by the player nearer the dealer's left, four hands.
$ KLOPF_NOW=2026-11-25T19:00:00Z klopf new --game phom --rule hands=4 Anna Ben Clara
rubber 1: Anna, Ben, Clara
a game of Phỏm over 4 hands; Anna deals first
house rule: hands=4 (default open)

$ klopf rules --game phom
game              phom    the game of the rummy family played
hand_size         9       cards in each hand at the end of a game (the declarer may show one more)
hands             open    the game ends after this many hands (open: when the table sets it)
next_dealer       left    who deals next: the next player in play to the left, the winner or the loser of the game, or (two players) the other
first_dealer      rotate  who deals first in the next rubber of the same players in the same seats: one seat to the left of the last first dealer, or the first named again
cards             plain   how cards are printed: plain (J, Q) or german (B for Bube, D for Dame); no score depends on it

# Anna dealt: the showdown, from Ben on her left.  Anna holds no meld.
$ KLOPF_NOW=2026-11-25T19:10:00Z klopf game --showdown "Ben=AS 2S 3S 7H 8H 9H KD QC 5C" "Clara=4D 4H 4C 10S JS QS 2D 6D KS" "Anna=AH 2C 3D 5H 6S 8D 9C 10H JC"
game 1 of rubber 1: the showdown (Anna dealt)
  Anna       counts  55  unmatched 6S AH 5H 10H 3D 8D 2C 9C JC
  Ben        counts  30  [AS 2S 3S] [7H 8H 9H]  unmatched KD 5C QC
  Clara      counts   8  [4H 4D 4C] [10S JS QS KS]  unmatched 2D 6D
Clara wins the showdown and receives 5
chips:
  Ben pays 1 to Clara by place in the showdown
  Anna pays 4 to Clara: a hand without a meld (móm)
totals: Anna -4, Ben -1, Clara +5
next dealer: Ben

# Clara melds all ten cards: ù paid 12 by each.
$ KLOPF_NOW=2026-11-25T19:20:00Z klopf game --claim Clara "Clara=AS 2S 3S 4S 7H 7D 7C 9D 10D JD" "Anna=AD 8C JH 7S 2C QC 6D 10C QH" "Ben=6C 4H AC KH 3C 3H JS 5D KC"
game 2 of rubber 1: Clara claims ù with all ten cards melded (Ben dealt)
  Anna       counts  69  unmatched 7S JH QH AD 6D 2C 8C 10C QC
  Ben        counts  59  unmatched JS 3H 4H KH 5D AC 3C 6C KC
  Clara      counts   0  [AS 2S 3S 4S] [7H 7D 7C] [9D 10D JD]
Clara wins with ù and receives 24
chips:
  Anna pays 12 to Clara for ù
  Ben pays 12 to Clara for ù
totals: Anna -16, Ben -13, Clara +29
next dealer: Clara

# Ben claims ù with nine cards: refused, ù is shown with ten.
$ klopf game --claim Ben "Ben=5D 2D AC 8S 10S 7D 8D 3H AD" "Clara=10D 9C 4D JS QD AH 3D 8H JD" "Anna=5H 6H 7H KS KD KC 2C 3C 4C"
klopf: Ben claims ù with 9 cards; ù is shown with 10 (all melded, or all but a discard)
  unmatched 8S 10S 3H AD 2D 5D 7D 8D AC
[3]

# Anna melds nine after the 9S is discarded: ù paid 6 by each.
$ KLOPF_NOW=2026-11-25T19:30:00Z klopf game --claim Anna "Anna=5H 6H 7H KS KD KC 2C 3C 4C 9S" "Ben=5D 2D AC 8S 10S 7D 8D 3H AD" "Clara=10D 9C 4D JS QD AH 3D 8H JD"
game 3 of rubber 1: Anna claims ù (Clara dealt)
  Anna       counts   0  [2C 3C 4C] [5H 6H 7H] [KS KD KC]  discard 9S
  Ben        counts  45  unmatched 8S 10S 3H AD 2D 5D 7D 8D AC
  Clara      counts  36  [10D JD QD]  unmatched JS AH 8H 3D 4D 9C
Anna wins with ù and receives 12
chips:
  Ben pays 6 to Anna for ù
  Clara pays 6 to Anna for ù
totals: Anna -4, Ben -19, Clara +23
next dealer: Anna

# Anna dealt again: Ben and Clara both count 30; Ben sits nearer the
# dealer's left and wins.  The fourth hand ends the game.
$ KLOPF_NOW=2026-11-25T19:45:00Z klopf game --showdown "Ben=7C 8C 9C 2D 3H 4S 5D 6H 10S" "Clara=JD QD KD 2C 3D 4H 5S 6C 10H" "Anna=KH KS KC QH QC JS JC 9H 8S"
game 4 of rubber 1: the showdown (Anna dealt)
  Anna       counts  63  [KS KH KC]  unmatched 8S JS 9H QH JC QC
  Ben        counts  30  [7C 8C 9C]  unmatched 4S 10S 3H 6H 2D 5D
  Clara      counts  30  [JD QD KD]  unmatched 5S 4H 10H 3D 2C 6C
Ben wins the showdown and receives 3
chips:
  Clara pays 1 to Ben by place in the showdown
  Anna pays 2 to Ben by place in the showdown
totals: Anna -6, Ben -16, Clara +22
Clara wins the game
net chips: Anna -6, Ben -16, Clara +22

$ klopf standings
rubber 1: Phỏm, finished, 4 hands played
a game of Phỏm over 4 hands
  house rules: hands=4
  player        chips received  hands
  Anna             -6       12      1
  Ben             -16        3      1
  Clara           +22       29      2  won the game

$ klopf history
rubber 1 (finished): Anna, Ben and Clara
started 2026-11-25 19:00, ended 2026-11-25 19:45
a game of Phỏm over 4 hands
house rules: hands=4
<BLANKLINE>
 hand  dealer  declared            Anna        Ben      Clara
    1  Anna    showdown          0    0     0    0     5    5
       chips: Anna -4, Ben -1, Clara +5
    2  Ben     Clara ù           0    0     0    0    24   29
       chips: Anna -12, Ben -12, Clara +24
    3  Clara   Anna ù           12   12     0    0     0   29
       chips: Anna +12, Ben -6, Clara -6
    4  Anna    showdown          0   12     3    3     0   29
       chips: Anna -2, Ben +3, Clara -1
<BLANKLINE>
totals: Anna 12, Ben 3, Clara 29
net chips: Anna -6, Ben -16, Clara +22
Clara won the game

$ klopf stats --game phom
player       rubbers  won  hands  points avg pts   chips
Anna               1    0      4      12     3.0      -6
Ben                1    0      4       3     0.8     -16
Clara              1    1      4      29     7.2     +22

$ klopf chart
rubber 1: Anna (A), Ben (B), Clara (C); totals over 4 games
  30+                                    C..
    |                                   .   ......
    |                                 ..          .........
    |                              ...                     C.................C
    |                             .
    |                           ..
    |                        ...
    |                       .
    |                     ..
    |                  C..
    |           .......
   0+ .................
    |     .........    B..
    |              ....A.......                           .A.................
    |                     .........                  .....                   A
    |                          ... ...            ...
    |                             .......B..  ....
    |                                 ...A...........                        B
    |                                                ......      ............
 -20+                                                      B.....
    ++-----------------+-----------------+-----------------+-----------------+
game 0                 1                 2                 3                 4
. trail

$ klopf settle --game phom
net chips over 1 rubber:
  Anna    -6
  Ben     -16
  Clara   +22
2 payments settle it:
  Ben pays Clara 16
  Anna pays Clara 6

$ klopf verify
verified 1 rubber: the database agrees with its events and the rules

# A showdown has no declarer: the booked game and its history say so
# alike (the first hand typed is no declarer's).
$ klopf history --json 1 | jq -c '[.events[] | select(.kind == "game") | {game, declarer, declaration}]'
[{"game":1,"declarer":null,"declaration":"showdown"},{"game":2,"declarer":"Clara","declaration":"u_whole"},{"game":3,"declarer":"Anna","declaration":"u"},{"game":4,"declarer":null,"declaration":"showdown"}]

$ KLOPF_NOW=2026-11-26T19:00:00Z klopf --db showdown.db new --game phom Anna Ben Clara >/dev/null

$ KLOPF_NOW=2026-11-26T19:10:00Z klopf --db showdown.db game --json --showdown "Clara=4D 4H 4C 10S JS QS 2D 6D KS" "Ben=AS 2S 3S 7H 8H 9H KD QC 5C" "Anna=AH 2C 3D 5H 6S 8D 9C 10H JC" | jq -c '{declarer, kind, winner, hands: [.hands[].name]}'
{"declarer":null,"kind":"showdown","winner":"Clara","hands":["Clara","Ben","Anna"]}

$ klopf --db showdown.db history --json | jq -c '[.events[] | {declarer, declaration, hands: [.hands[].name]}]'
[{"declarer":null,"declaration":"showdown","hands":["Anna","Ben","Clara"]}]

# Ù is one claim: said as the ù of ten (--big-gin, play's "big") with
# nine cards melded after a discard, it is the ù after a discard, paid 6.
$ KLOPF_NOW=2026-11-26T19:20:00Z klopf --db showdown.db game --big-gin Clara "Clara=AS 2S 3S 5S 7H 7D 7C 9D 10D JD" "Anna=AD 8C JH 7S 2C QC 6D 10C QH" "Ben=6C 4H AC KH 3C 3H JS 5D KC"
game 2 of rubber 1: Clara claims ù (Ben dealt)
  Anna       counts  69  unmatched 7S JH QH AD 6D 2C 8C 10C QC
  Ben        counts  59  unmatched JS 3H 4H KH 5D AC 3C 6C KC
  Clara      counts   0  [AS 2S 3S] [7H 7D 7C] [9D 10D JD]  discard 5S
Clara wins with ù and receives 12
chips:
  Anna pays 6 to Clara for ù
  Ben pays 6 to Clara for ù
totals: Anna -10, Ben -7, Clara +17
next dealer: Clara

# An ù of all ten cards corrected into one after a discard keeps the
# claim: the new cards are judged under it, and pay 6 instead of 12.
$ KLOPF_NOW=2026-11-26T19:30:00Z klopf --db showdown.db game --claim Anna "Anna=AS 2S 3S 4S 7H 7D 7C 9D 10D JD" "Ben=AD 8C JH 7S 2C QC 6D 10C QH" "Clara=6C 4H AC KH 3C 3H JS 5D KC"
game 3 of rubber 1: Anna claims ù with all ten cards melded (Clara dealt)
  Anna       counts   0  [AS 2S 3S 4S] [7H 7D 7C] [9D 10D JD]
  Ben        counts  69  unmatched 7S JH QH AD 6D 2C 8C 10C QC
  Clara      counts  59  unmatched JS 3H 4H KH 5D AC 3C 6C KC
Anna wins with ù and receives 24
chips:
  Ben pays 12 to Anna for ù
  Clara pays 12 to Anna for ù
totals: Anna +14, Ben -19, Clara +5
next dealer: Anna

$ KLOPF_NOW=2026-11-26T19:40:00Z klopf --db showdown.db fix 3 "Anna=AS 2S 3S 5S 7H 7D 7C 9D 10D JD"
corrected game 3 of rubber 1:
  declaration: Anna claims ù
  Anna       AS 2S 3S 4S 7H 7D 7C 9D 10D JD -> AS 2S 3S 5S 7H 7D 7C 9D 10D JD
game 3: Anna claims ù
  Anna        12 points  [AS 2S 3S] [7H 7D 7C] [9D 10D JD]  discard 5S
  Ben          0 points  unmatched 7S JH QH AD 6D 2C 8C 10C QC
  Clara        0 points  unmatched JS 3H 4H KH 5D AC 3C 6C KC
totals and chips, before -> after:
  Anna           24 ->   12    +14 ->   +2
  Ben             0 ->    0    -19 ->  -13
  Clara          17 ->   17     +5 ->  +11

# After ù the other hands do not change the score: they need not be
# typed, and are booked as not shown; a hand typed for the record is
# still judged.
$ KLOPF_NOW=2026-11-26T19:00:00Z klopf --db u.db new --game phom Anna Ben Clara >/dev/null && KLOPF_NOW=2026-11-26T19:05:00Z klopf --db u.db game --claim Clara "Clara=AS 2S 3S 4S 7H 7D 7C 9D 10D JD" "Ben=6C 4H AC KH 3C 3H JS 5D KC"
game 1 of rubber 1: Clara claims ù with all ten cards melded (Anna dealt)
  Anna       (not shown)
  Ben        counts  59  unmatched JS 3H 4H KH 5D AC 3C 6C KC
  Clara      counts   0  [AS 2S 3S 4S] [7H 7D 7C] [9D 10D JD]
Clara wins with ù and receives 24
chips:
  Anna pays 12 to Clara for ù
  Ben pays 12 to Clara for ù
totals: Anna -12, Ben -12, Clara +24
next dealer: Ben

$ klopf --db u.db game --claim Anna "Anna=5H 6H 7H KS KD KC 2C 3C 4C 9S" "Ben=5D 2D"
klopf: Ben shows 2 cards; a hand holds 9 at the end of a game
[3]

$ klopf --db u.db history --hands | sed -n '6,10p'; klopf --db u.db verify
    1  Anna    Clara ù           0    0     0    0    24   24
       chips: Anna -12, Ben -12, Clara +24
         Anna: not shown
         Ben: unmatched JS 3H 4H KH 5D AC 3C 6C KC  (typed: 6C 4H AC KH 3C 3H JS 5D KC)
         Clara: [AS 2S 3S 4S] [7H 7D 7C] [9D 10D JD]  (typed: AS 2S 3S 4S 7H 7D 7C 9D 10D JD)
verified 1 rubber: the database agrees with its events and the rules
