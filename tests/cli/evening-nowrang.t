# An evening of Nowrang (two players, one pack, runs only, the ace high
# only; the winning hand is one run of 4 and two of 3), three games won.
$ KLOPF_NOW=2026-11-22T19:00:00Z klopf new --game nowrang --rule game_to=3 Anna Ben
rubber 1: Anna, Ben
a game of Nowrang: 3 games win it; Anna deals first
house rule: game_to=3 (default 1)

$ klopf rules --game nowrang
game              nowrang the game of the rummy family played
hand_size         10      cards in each hand at the end of a game (the declarer may show one more)
game_to           1       a total of this many points ends the game
next_dealer       left    who deals next: the next player in play to the left, the winner or the loser of the game, or (two players) the other
first_dealer      rotate  who deals first in the next rubber of the same players in the same seats: one seat to the left of the last first dealer, or the first named again
cards             plain   how cards are printed: plain (J, Q) or german (B for Bube, D for Dame); no score depends on it

# J-Q-K-A: the ace stands above the king.
$ KLOPF_NOW=2026-11-22T19:10:00Z klopf game --out Anna "Anna=JH QH KH AH 2S 3S 4S 7D 8D 9D 5C" "Ben=9S 9H 8C 2D KS 7H AS 9C 4D 2H"
game 1 of rubber 1: Anna goes out (Anna dealt)
  Anna       counts   0  [2S 3S 4S] [7D 8D 9D] [JH QH KH AH]  discard 5C
  Ben        counts  61  unmatched AS 9S KS 2H 7H 9H 2D 4D 8C 9C
Anna shows the winning hand and wins a game
totals: Anna 1, Ben 0
next dealer: Ben

# A-2-3-4 is no run in Nowrang: refused.
$ klopf game --out Ben "Ben=AC 2C 3C 4C 9S 10S JS 2H 3H 4H KD" "Anna=7S 7D 5H 4D 9C 10C 8S AH 5C 6H"
klopf: Ben cannot go out: the best arrangement leaves deadwood 1 (going out needs every card melded)
  [2H 3H 4H] [2C 3C 4C] [9S 10S JS]  unmatched AC  discard KD
[3]

$ KLOPF_NOW=2026-11-22T19:20:00Z klopf game --out Ben "Ben=5C 6C 7C 8C 9S 10S JS 2H 3H 4H KD" "Anna=AH QS KC KS 2S QD 7S 7H 7D 3S"
game 2 of rubber 1: Ben goes out (Ben dealt)
  Anna       counts  67  unmatched 2S 3S 7S QS KS AH 7H 7D QD KC
  Ben        counts   0  [2H 3H 4H] [5C 6C 7C 8C] [9S 10S JS]  discard KD
Ben shows the winning hand and wins a game
totals: Anna 1, Ben 1
next dealer: Anna

$ KLOPF_NOW=2026-11-22T19:30:00Z klopf game --out Anna "Anna=9D 10D JD QD 2C 3C 4C QS KS AS 7H" "Ben=JS 5H 8H 5C KD 6S KH 7C KC 5S"
game 3 of rubber 1: Anna goes out (Anna dealt)
  Anna       counts   0  [2C 3C 4C] [9D 10D JD QD] [QS KS AS]  discard 7H
  Ben        counts  76  unmatched 5S 6S JS 5H 8H KH KD 5C 7C KC
Anna shows the winning hand and wins a game
totals: Anna 2, Ben 1
next dealer: Ben

$ KLOPF_NOW=2026-11-22T19:40:00Z klopf game --out Anna "Anna=4H 5H 6H 7H 8C 9C 10C JS QS KS 2D" "Ben=2H 8H QD KH AH KC 10D 5D QC 5S"
game 4 of rubber 1: Anna goes out (Ben dealt)
  Anna       counts   0  [4H 5H 6H 7H] [8C 9C 10C] [JS QS KS]  discard 2D
  Ben        counts  71  unmatched 5S AH 2H 8H KH 5D 10D QD QC KC
Anna shows the winning hand and wins a game
totals: Anna 3, Ben 1
Anna wins the game
net chips: Anna +0, Ben +0

$ klopf standings
rubber 1: Nowrang, finished, 4 hands played
a game of Nowrang: 3 games win it
  house rules: game_to=3
  player       points  hands  chips
  Anna              3      3     +0  won the game
  Ben               1      1     +0

$ klopf history
rubber 1 (finished): Anna and Ben
started 2026-11-22 19:00, ended 2026-11-22 19:40
a game of Nowrang: 3 games win it
house rules: game_to=3
<BLANKLINE>
 hand  dealer  declared            Anna        Ben
    1  Anna    Anna out          1    1     0    0
    2  Ben     Ben out           0    1     1    1
    3  Anna    Anna out          1    2     0    1
    4  Ben     Anna out          1    3     0    1
<BLANKLINE>
totals: Anna 3, Ben 1
net chips: Anna +0, Ben +0
Anna won the game

$ klopf stats --game nowrang
player       rubbers  won  hands  points avg pts   chips
Anna               1    1      4       3     0.8      +0
Ben                1    0      4       1     0.2      +0

$ klopf settle --game nowrang
net chips over 1 rubber:
  Anna    +0
  Ben     +0
everybody is even: nothing to pay

$ klopf verify
verified 1 rubber: the database agrees with its events and the rules
