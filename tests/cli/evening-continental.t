# An evening of Continental (three players, two packs and two jokers,
# 15 cards, runs only): going out in 5-4-3-3, 4-4-4-3 or 3-3-3-3-3, paid
# 1 and 2 for each joker by every other player; three hands.
$ KLOPF_NOW=2026-11-24T19:00:00Z klopf new --game continental --rule hands=3 Anna Ben Clara
rubber 1: Anna, Ben, Clara
a game of Continental over 3 hands; Anna deals first
house rule: hands=3 (default open)

$ klopf rules --game continental
game              continental the game of the rummy family played
decks             players     packs of 52 cards; each natural card exists this often
hand_size         15          cards in each hand at the end of a game (the declarer may show one more)
hands             open        the game ends after this many hands (open: when the table sets it)
deuces_wild       off         twos are wild as well as the jokers
deuce_points      0           paid by each other player for every two used as wild
no_wild_bonus     0           paid by each other player when no wild card is melded
one_suit_bonus    0           paid by each other player when every card melded is of one suit
next_dealer       left        who deals next: the next player in play to the left, the winner or the loser of the game, or (two players) the other
first_dealer      rotate      who deals first in the next rubber of the same players in the same seats: one seat to the left of the last first dealer, or the first named again
cards             plain       how cards are printed: plain (J, Q) or german (B for Bube, D for Dame); no score depends on it

# 5-4-3-3 with a joker in the hearts: 3 from each.
$ KLOPF_NOW=2026-11-24T19:10:00Z klopf game --out Anna "Anna=3H 4H JK 6H 7H 9S 10S JS QS 2D 3D 4D 5C 6C 7C" "Ben=AS JC 3H JS AD 2S 9S 5H 2C QD 6C 7C JD 4S 4D" "Clara=2S JC 7S 6D 8H 6H KC JK JH 9D QH 5S QS 7D 5S"
game 1 of rubber 1: Anna goes out (Anna dealt)
  Anna       counts   0  [2D 3D 4D] [3H 4H JK 6H 7H] [5C 6C 7C] [9S 10S JS QS]
  Ben        counts  84  unmatched AS 2S 4S 9S JS 3H 5H AD 4D JD QD 2C 6C 7C JC
  Clara      counts  83  [6D 7D JK 9D]  unmatched 2S 5S 5S 7S QS 6H 8H JH QH JC KC
Anna goes out; each other player pays 3
chips:
  Ben pays 3 to Anna for going out
  Clara pays 3 to Anna for going out
totals: Anna +6, Ben -3, Clara -3
next dealer: Ben

# Three runs of five make no pattern: refused.
$ klopf game --out Ben "Ben=2C 3C 4C 5C 6C 8H 9H 10H JH QH 3D 4D 5D 6D 7D" "Clara=JH JC 4S 3S JK 8D 2D JD 6D 3H 5S 7S QC 4C 9S" "Anna=QS 8H 9D 2C KS 9S 8S 3S KS 5C JK QC 10D AC 4S"
klopf: Ben cannot go out: the runs do not make 5-4-3-3, 4-4-4-3 or 3-3-3-3-3
  [2C 3C 4C 5C 6C] [3D 4D 5D 6D 7D] [8H 9H 10H JH QH]
[3]

# 4-4-4-3 without a joker; Q-K-A of clubs has the ace high.
$ KLOPF_NOW=2026-11-24T19:25:00Z klopf game --out Ben "Ben=AS 2S 3S 4S 8D 9D 10D JD 5H 6H 7H 8H QC KC AC" "Clara=9D 2D 9H AD 10H KD 9H 5H 4H 6S JS 2C 3H 9C 6D" "Anna=JK QD AH QH 8S 8S 5C 9S 7D 9S 5S 5D JC 2H 8C"
game 2 of rubber 1: Ben goes out (Ben dealt)
  Anna       counts  80  [8S 9S JK]  unmatched 5S 8S 9S AH 2H QH 5D 7D QD 5C 8C JC
  Ben        counts   0  [AS 2S 3S 4S] [5H 6H 7H 8H] [8D 9D 10D JD] [QC KC AC]
  Clara      counts  83  [3H 4H 5H]  unmatched 6S JS 9H 9H 10H AD 2D 6D 9D KD 2C 9C
Ben goes out; each other player pays 1
chips:
  Anna pays 1 to Ben for going out
  Clara pays 1 to Ben for going out
totals: Anna +5, Ben -1, Clara -4
next dealer: Clara

# 3-3-3-3-3, the joker closing 2-3 of spades.
$ KLOPF_NOW=2026-11-24T19:40:00Z klopf game --out Clara "Clara=JK 2S 3S 7D 8D 9D 10C JC QC 4H 5H 6H JS KS QS" "Anna=KC 4S KD 9C 5S 7C 4C 5C 6S 3D 6H 2S 5S 5C 4D" "Ben=QH KC 7H 8H KS 4S 8C 6C 5D 4C AC 10D 4H 10H 3D"
game 3 of rubber 1: Clara goes out (Clara dealt)
  Anna       counts  70  [4S 5S 6S]  unmatched 2S 5S 6H 3D 4D KD 4C 5C 5C 7C 9C KC
  Ben        counts 100  unmatched 4S KS 4H 7H 8H 10H QH 3D 5D 10D AC 4C 6C 8C KC
  Clara      counts   0  [2S 3S JK] [4H 5H 6H] [7D 8D 9D] [10C JC QC] [JS QS KS]
Clara goes out; each other player pays 3
chips:
  Anna pays 3 to Clara for going out
  Ben pays 3 to Clara for going out
totals: Anna +2, Ben -4, Clara +2
Anna shares the win
Clara shares the win
net chips: Anna +2, Ben -4, Clara +2

$ klopf standings
rubber 1: Continental, finished, 3 hands played
a game of Continental over 3 hands
  house rules: hands=3
  player        chips received  hands
  Anna             +2        6      1  shares the win
  Ben              -4        2      1
  Clara            +2        6      1  shares the win

$ klopf history
rubber 1 (finished): Anna, Ben and Clara
started 2026-11-24 19:00, ended 2026-11-24 19:40
a game of Continental over 3 hands
house rules: hands=3
<BLANKLINE>
 hand  dealer  declared            Anna        Ben      Clara
    1  Anna    Anna out          6    6     0    0     0    0
       chips: Anna +6, Ben -3, Clara -3
    2  Ben     Ben out           0    6     2    2     0    0
       chips: Anna -1, Ben +2, Clara -1
    3  Clara   Clara out         0    6     0    2     6    6
       chips: Anna -3, Ben -3, Clara +6
<BLANKLINE>
totals: Anna 6, Ben 2, Clara 6
net chips: Anna +2, Ben -4, Clara +2
Anna shared the win
Clara shared the win

$ klopf chart
rubber 1: Anna (A), Ben (B), Clara (C); totals over 3 games
  10+
    |
    |
    |
    |                        A.......................
    |                    ....                        A.......
    |                ....                                    ........
    |            ....                                                ........
    |        ....                                                            C
   0+ .......                                                        ........
    |        ........                                B.......    ....
    |                ........            ............        ........
    |                        C.......................    ....        ........
    |                                                C...                    B
    |
    |
    |
    |
    |
 -10+
    ++-----------------------+-----------------------+-----------------------+
game 0                       1                       2                       3
. trail

$ klopf settle --game continental
net chips over 1 rubber:
  Anna    +2
  Ben     -4
  Clara   +2
2 payments settle it:
  Ben pays Anna 2
  Ben pays Clara 2

$ klopf verify
verified 1 rubber: the database agrees with its events and the rules
