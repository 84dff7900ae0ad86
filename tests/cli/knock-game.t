# A whole game of knock rummy to 100 among three players: a knock that
# wins, rum, an undercut with its penalty, and rum again to end it.  The
# chips move hand by hand; the winner's points are what he received.
$ klopf rules --game knock-rummy
game              knock-rummy the game of the rummy family played
hand_size         players     cards in each hand at the end of a game (the declarer may show one more)
knock_limit       none        highest deadwood with which a player may knock
game_to           100         a total of this many points ends the game
rum_bonus         25          points each other player pays a knocker with rum
next_dealer       left        who deals next: the next player in play to the left, the winner or the loser of the game, or (two players) the other
undercut_penalty  10          points added to a knocker whose deadwood is not strictly the lowest (0: off)
first_dealer      rotate      who deals first in the next rubber of the same players in the same seats: one seat to the left of the last first dealer, or the first named again
cards             plain       how cards are printed: plain (J, Q) or german (B for Bube, D for Dame); no score depends on it

$ KLOPF_NOW=2026-03-03T20:00:00Z klopf new --game knock-rummy Anna Ben Clara
rubber 1: Anna, Ben, Clara
a game of knock rummy to 100; Anna deals first

# Ben knocks with 5 after discarding KD; the others pay the difference.
$ KLOPF_NOW=2026-03-03T20:10:00Z klopf game --knock Ben "Ben=AS 2S 3S 7H 8H 9H KD 5C" "Clara=AH AD AC 4S 5S 6S 9C" "Anna=2H 3H 4H 5D 6D 7D JC"
game 1 of rubber 1: Ben knocks (Anna dealt)
  Anna       counts  10  [2H 3H 4H] [5D 6D 7D]  unmatched JC
  Ben        counts   5  [AS 2S 3S] [7H 8H 9H]  unmatched 5C  discard KD
  Clara      counts   9  [AH AD AC] [4S 5S 6S]  unmatched 9C
Ben wins the hand and receives 9
chips:
  Clara pays 4 to Ben: the difference of the counts
  Anna pays 5 to Ben: the difference of the counts
totals: Anna 0, Ben 9, Clara 0
next dealer: Ben

# Rum: everybody pays the count and the rum bonus.
$ KLOPF_NOW=2026-03-03T20:20:00Z klopf game --knock Clara "Clara=QH QD QC 2C 3C 4C 5C JD" "Anna=KS KH KC 7S 8S 9S 10C" "Ben=AH 2H 3H 4D 5D 6D 9D"
game 2 of rubber 1: Clara knocks (Ben dealt)
  Anna       counts  10  [7S 8S 9S] [KS KH KC]  unmatched 10C
  Ben        counts   9  [AH 2H 3H] [4D 5D 6D]  unmatched 9D
  Clara      counts   0  [2C 3C 4C 5C] [QH QD QC]  discard JD
Clara knocked with rum and receives 69
chips:
  Anna pays 10 to Clara: the difference of the counts
  Anna pays 25 to Clara: the rum bonus
  Ben pays 9 to Clara: the difference of the counts
  Ben pays 25 to Clara: the rum bonus
totals: Anna 0, Ben 9, Clara 69
next dealer: Clara

# Ben counts 3 against Anna's 10: Anna pays the difference and 10 more.
$ KLOPF_NOW=2026-03-03T20:30:00Z klopf game --knock Anna "Anna=2S 3S 4S 8D 9D 10D KC JH" "Ben=AH AD AS 5C 6C 7C 3H" "Clara=QH QS QD 7H 8H 9H 4C"
game 3 of rubber 1: Anna knocks (Clara dealt)
  Anna       counts  10  [2S 3S 4S] [8D 9D 10D]  unmatched JH  discard KC
  Ben        counts   3  [AS AH AD] [5C 6C 7C]  unmatched 3H
  Clara      counts   4  [7H 8H 9H] [QS QH QD]  unmatched 4C
Ben undercuts the knocker and receives 18
chips:
  Anna pays 7 to Ben: the difference of the counts
  Clara pays 1 to Ben: the difference of the counts
  Anna pays 10 to Ben: the undercut penalty
totals: Anna 0, Ben 27, Clara 69
next dealer: Anna

# Every hand is shown as cards, and only a knock ends a hand.
$ klopf game --knock Clara "Clara=10S JS QS 2D 3D 4D 5H 9C" Anna=10 "Ben=JH JD JC 4S 5S 6S 8C"
klopf: Anna must show the cards: in gin and knock rummy every hand is judged from its cards
[3]

$ klopf game --rummy Clara "Clara=10S JS QS 2D 3D 4D 5H 9C" "Anna=6H 7H 8H AC 2C 3C KD" "Ben=JH JD JC 4S 5S 6S 8C"
klopf: say who knocked; in knock rummy a hand ends with a knock
[3]

$ klopf leave Anna
klopf: Anna cannot leave this game; it can be abandoned (klopf abandon)
[3]

$ KLOPF_NOW=2026-03-03T20:40:00Z klopf game --knock Clara "Clara=10S JS QS 2D 3D 4D 5H 9C" "Anna=6H 7H 8H AC 2C 3C KD" "Ben=JH JD JC 4S 5S 6S 8C"
game 4 of rubber 1: Clara knocks (Anna dealt)
  Anna       counts  10  [AC 2C 3C] [6H 7H 8H]  unmatched KD
  Ben        counts   8  [4S 5S 6S] [JH JD JC]  unmatched 8C
  Clara      counts   5  [2D 3D 4D] [10S JS QS]  unmatched 5H  discard 9C
Clara wins the hand and receives 8
chips:
  Anna pays 5 to Clara: the difference of the counts
  Ben pays 3 to Clara: the difference of the counts
totals: Anna 0, Ben 27, Clara 77
next dealer: Ben

$ klopf standings
rubber 1: knock rummy to 100, in play, 4 hands played
  player       points  hands  chips
  Anna              0      0    -62
  Ben              27      2    -10  deals next
  Clara            77      2    +72

$ KLOPF_NOW=2026-03-03T20:50:00Z klopf game --knock Clara "Clara=AS 2S 3S 4S KH KD KC 9D" "Anna=5H 6H 7H 8D 9C 10C JC" "Ben=2H 3H 4H 5D 6D 7D QC"
game 5 of rubber 1: Clara knocks (Ben dealt)
  Anna       counts   8  [5H 6H 7H] [9C 10C JC]  unmatched 8D
  Ben        counts  10  [2H 3H 4H] [5D 6D 7D]  unmatched QC
  Clara      counts   0  [AS 2S 3S 4S] [KH KD KC]  discard 9D
Clara knocked with rum and receives 68
chips:
  Anna pays 8 to Clara: the difference of the counts
  Anna pays 25 to Clara: the rum bonus
  Ben pays 10 to Clara: the difference of the counts
  Ben pays 25 to Clara: the rum bonus
totals: Anna 0, Ben 27, Clara 145
Clara wins the game
net chips: Anna -95, Ben -45, Clara +140

$ klopf standings --json
{"format_version":1,"rubber":1,"game":"knock-rummy","decided_by":"points","state":"finished","pot":0,"games":5,"next_dealer":null,"winner":"Clara","winners":["Clara"],"started_at":"2026-03-03T20:00:00Z","players":[{"name":"Anna","seat":1,"score":0,"state":"in_play","bought_back":false,"can_buy_back":false,"chips":-95,"hands_won":0},{"name":"Ben","seat":2,"score":27,"state":"in_play","bought_back":false,"can_buy_back":false,"chips":-45,"hands_won":2},{"name":"Clara","seat":3,"score":145,"state":"in_play","bought_back":false,"can_buy_back":false,"chips":140,"hands_won":3}],"rules":{"game":"knock-rummy","hand_size":"players","knock_limit":"none","game_to":100,"rum_bonus":25,"next_dealer":"left","undercut_penalty":10,"first_dealer":"rotate","cards":"plain"},"rules_at_start":{"game":"knock-rummy","hand_size":"players","knock_limit":"none","game_to":100,"rum_bonus":25,"next_dealer":"left","undercut_penalty":10,"first_dealer":"rotate","cards":"plain"}}

$ klopf history
rubber 1 (finished): Anna, Ben and Clara
started 2026-03-03 20:00, ended 2026-03-03 20:50
a game of knock rummy to 100
<BLANKLINE>
 hand  dealer  declared            Anna        Ben      Clara
    1  Anna    Ben knocks        0    0     9    9     0    0
       chips: Anna -5, Ben +9, Clara -4
    2  Ben     Clara knocks      0    0     0    9    69   69
       chips: Anna -35, Ben -34, Clara +69
    3  Clara   Anna knocks       0    0    18   27     0   69
       Ben undercuts Anna
       chips: Anna -17, Ben +18, Clara -1
    4  Anna    Clara knocks      0    0     0   27     8   77
       chips: Anna -5, Ben -3, Clara +8
    5  Ben     Clara knocks      0    0     0   27    68  145
       chips: Anna -33, Ben -35, Clara +68
<BLANKLINE>
totals: Anna 0, Ben 27, Clara 145
net chips: Anna -95, Ben -45, Clara +140
Clara won the game

$ klopf history --csv
rubber,seq,at,event,game,dealer,declarer,declaration,player,points,total,chips,out
1,0,2026-03-03T20:00:00Z,ante,,,,,Anna,,0,0,0
1,0,2026-03-03T20:00:00Z,ante,,,,,Ben,,0,0,0
1,0,2026-03-03T20:00:00Z,ante,,,,,Clara,,0,0,0
1,1,2026-03-03T20:10:00Z,game,1,Anna,Ben,knock,Anna,0,0,-5,0
1,1,2026-03-03T20:10:00Z,game,1,Anna,Ben,knock,Ben,9,9,9,0
1,1,2026-03-03T20:10:00Z,game,1,Anna,Ben,knock,Clara,0,0,-4,0
1,2,2026-03-03T20:20:00Z,game,2,Ben,Clara,knock,Anna,0,0,-35,0
1,2,2026-03-03T20:20:00Z,game,2,Ben,Clara,knock,Ben,0,9,-34,0
1,2,2026-03-03T20:20:00Z,game,2,Ben,Clara,knock,Clara,69,69,69,0
1,3,2026-03-03T20:30:00Z,game,3,Clara,Anna,knock,Anna,0,0,-17,0
1,3,2026-03-03T20:30:00Z,game,3,Clara,Anna,knock,Ben,18,27,18,0
1,3,2026-03-03T20:30:00Z,game,3,Clara,Anna,knock,Clara,0,69,-1,0
1,4,2026-03-03T20:40:00Z,game,4,Anna,Clara,knock,Anna,0,0,-5,0
1,4,2026-03-03T20:40:00Z,game,4,Anna,Clara,knock,Ben,0,27,-3,0
1,4,2026-03-03T20:40:00Z,game,4,Anna,Clara,knock,Clara,8,77,8,0
1,5,2026-03-03T20:50:00Z,game,5,Ben,Clara,knock,Anna,0,0,-33,0
1,5,2026-03-03T20:50:00Z,game,5,Ben,Clara,knock,Ben,0,27,-35,0
1,5,2026-03-03T20:50:00Z,game,5,Ben,Clara,knock,Clara,68,145,68,0

$ klopf export | klopf --db copy.db import -
imported 1 rubber

$ klopf --db copy.db verify
verified 1 rubber: the database agrees with its events and the rules

$ klopf --db copy.db standings
rubber 1: knock rummy to 100, finished, 5 hands played
  player       points  hands  chips
  Anna              0      0    -95
  Ben              27      2    -45
  Clara           145      3   +140  won the game
