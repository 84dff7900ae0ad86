# A whole rubber of three through the command line, checked against the
# rulings by hand: antes, points, knock and rummy money, a buy-back, undo,
# players going out, the pot, and the next rubber.

$ KLOPF_NOW=2026-01-01T20:00:00Z klopf new Anna Ben Clara
rubber 1: Anna, Ben, Clara
each pays 5 chips into the pot (pot 15); Anna deals first

# Game 1, Anna deals.  Anna knocks with 11 cards: klopf discards the KH
# and counts 2.  Ben 38, Clara 45; each pays Anna 1 chip.
$ klopf game --knock Anna "Anna=3H 4H 5H QS QD QC 7C 7D 7S 2S KH" "Ben=KS KH KD 2C 3D 4S 5H 6C 8D 10S" "Clara=QS QH QC 2S 4D 6H 8C 9S 7H 9D"
game 1 of rubber 1: Anna knocks (Anna dealt)
  Anna         2 points  [3H 4H 5H] [7S 7D 7C] [QS QD QC]  unmatched 2S  discard KH
  Ben         38 points  [KS KH KD]  unmatched 4S 10S 5H 3D 8D 2C 6C
  Clara       45 points  [QS QH QC]  unmatched 2S 9S 6H 7H 4D 9D 8C
chips: Ben pays 1 to Anna, Clara pays 1 to Anna
totals: Anna 2, Ben 38, Clara 45
next dealer: Ben

# Game 2, Ben deals.  Clara knocks with 10 cards (deadwood 3); Anna
# shows 25; Ben's hand is typed as 17 points.
$ klopf game --knock Clara "Clara=AS 2S 3S 9H 9D 9C JD QD KD 3C" "Anna=5C 6C 7C 8C 2D 2H 2S 10D 6S 9H" Ben=17
game 2 of rubber 1: Clara knocks (Ben dealt)
  Anna        25 points  [2S 2H 2D] [5C 6C 7C 8C]  unmatched 6S 9H 10D
  Ben         17 points  (typed as points)
  Clara        3 points  [AS 2S 3S] [9H 9D 9C] [JD QD KD]  unmatched 3C
chips: Anna pays 1 to Clara, Ben pays 1 to Clara
totals: Anna 27, Ben 55, Clara 48
next dealer: Clara

# Game 3, Clara deals.  Ben calls rummy: 0 for him, Anna 20, Clara 40.
$ klopf game --rummy Ben "Ben=4S 5S 6S 7S 8H 8D 8C JC QC KC" "Anna=AH 2H 3H 4H 4D 5D 6D 7D KC QS" "Clara=5H 6H 7H 8S 8D 8C KD QH JC 10S"
game 3 of rubber 1: Ben calls rummy (Clara dealt)
  Anna        20 points  [AH 2H 3H 4H] [4D 5D 6D 7D]  unmatched QS KC
  Ben          0 points  [4S 5S 6S 7S] [8H 8D 8C] [JC QC KC]
  Clara       40 points  [5H 6H 7H] [8S 8D 8C]  unmatched 10S QH KD JC
chips: Anna pays 1 to Ben, Clara pays 1 to Ben
totals: Anna 47, Ben 55, Clara 88
Clara may buy back for 5 chips (klopf buyback Clara): total 88 -> 55
next dealer: Anna

# Clara has 88: over 81, so she may buy back, to Ben's 55.
$ klopf standings
rubber 1, in play, 3 games played, pot 15
  player       points  chips
  Anna             47     -5  deals next
  Ben              55     -5
  Clara            88     -5  may buy back (to 55)
Clara may buy back for 5 chips (klopf buyback Clara): total 88 -> 55

$ klopf standings --json
{"format_version":1,"rubber":1,"state":"in_play","pot":15,"games":3,"next_dealer":"Anna","winner":null,"winners":[],"started_at":"2026-01-01T20:00:00Z","players":[{"name":"Anna","seat":1,"score":47,"state":"in_play","bought_back":false,"can_buy_back":false,"chips":-5},{"name":"Ben","seat":2,"score":55,"state":"in_play","bought_back":false,"can_buy_back":false,"chips":-5},{"name":"Clara","seat":3,"score":88,"state":"in_play","bought_back":false,"can_buy_back":true,"chips":-5}],"rules":{"decks":2,"jokers":2,"hand_size":10,"ace_value":11,"court_value":10,"joker_value":20,"ace_low":true,"ace_high":true,"knock_limit":4,"ante":5,"knock_money":1,"rummy_money":"same","out_at":101,"buyback_over":81,"buyback_cost":5,"next_dealer":"left","rummy_doubles":false,"undercut_penalty":0,"first_dealer":"rotate","cards":"plain"},"rules_at_start":{"decks":2,"jokers":2,"hand_size":10,"ace_value":11,"court_value":10,"joker_value":20,"ace_low":true,"ace_high":true,"knock_limit":4,"ante":5,"knock_money":1,"rummy_money":"same","out_at":101,"buyback_over":81,"buyback_cost":5,"next_dealer":"left","rummy_doubles":false,"undercut_penalty":0,"first_dealer":"rotate","cards":"plain"}}

$ klopf buyback Clara
Clara buys back for 5 chips: total 88 -> 55; pot 20

# Taken back, and entered again.
$ klopf undo
removed the buy-back of Clara in rubber 1

$ klopf standings
rubber 1, in play, 3 games played, pot 15
  player       points  chips
  Anna             47     -5  deals next
  Ben              55     -5
  Clara            88     -5  may buy back (to 55)
Clara may buy back for 5 chips (klopf buyback Clara): total 88 -> 55

$ klopf buyback Clara
Clara buys back for 5 chips: total 88 -> 55; pot 20

$ klopf standings
rubber 1, in play, 3 games played, pot 20
  player       points  chips
  Anna             47     -5  deals next
  Ben              55     -5
  Clara            55    -10  bought back

# Game 4, Anna deals.  Anna knocks with 2; Ben shows 50 and is out with
# 105, after paying his knock money; Clara 85 may not buy back again.
$ klopf game --knock Anna "Anna=10S 10H 10D JH QH KH 4C 5C 6C 2D" "Ben=3D 3C 3S KS QD JC 9H 7S 2D 2C" "Clara=6D 7D 8D 9D 5S 5H 5C KC JD QS"
game 4 of rubber 1: Anna knocks (Anna dealt)
  Anna         2 points  [4C 5C 6C] [10S 10H 10D] [JH QH KH]  unmatched 2D
  Ben         50 points  [3S 3D 3C]  unmatched 7S KS 9H 2D QD 2C JC
  Clara       30 points  [5S 5H 5C] [6D 7D 8D 9D]  unmatched QS JD KC
chips: Ben pays 1 to Anna, Clara pays 1 to Anna
totals: Anna 49, Ben 105 (out), Clara 85
Ben is out with 105 points
next dealer: Clara

# Undo the game, and book it again.
$ klopf undo
removed game 4 of rubber 1

$ klopf standings
rubber 1, in play, 3 games played, pot 20
  player       points  chips
  Anna             47     -5  deals next
  Ben              55     -5
  Clara            55    -10  bought back

$ klopf game --knock Anna "Anna=10S 10H 10D JH QH KH 4C 5C 6C 2D" "Ben=3D 3C 3S KS QD JC 9H 7S 2D 2C" "Clara=6D 7D 8D 9D 5S 5H 5C KC JD QS"
game 4 of rubber 1: Anna knocks (Anna dealt)
  Anna         2 points  [4C 5C 6C] [10S 10H 10D] [JH QH KH]  unmatched 2D
  Ben         50 points  [3S 3D 3C]  unmatched 7S KS 9H 2D QD 2C JC
  Clara       30 points  [5S 5H 5C] [6D 7D 8D 9D]  unmatched QS JD KC
chips: Ben pays 1 to Anna, Clara pays 1 to Anna
totals: Anna 49, Ben 105 (out), Clara 85
Ben is out with 105 points
next dealer: Clara

# Ben is out: the deal skips him.  Game 5, Clara deals; Anna knocks with
# 3 and Clara goes out with 122: Anna wins the pot of 20.
$ klopf game --knock Anna "Anna=7H 8H 9H QC QD QS 4S 5S 6S 3C" "Clara=AH 2H 3H 4D 5D 6D KS QH 9C 8C"
game 5 of rubber 1: Anna knocks (Clara dealt)
  Anna         3 points  [4S 5S 6S] [7H 8H 9H] [QS QD QC]  unmatched 3C
  Clara       37 points  [AH 2H 3H] [4D 5D 6D]  unmatched KS QH 8C 9C
chips: Clara pays 1 to Anna, the pot pays 20 to Anna
totals: Anna 52, Ben 105 (out), Clara 122 (out)
Clara is out with 122 points
Anna wins the rubber and the pot
net chips: Anna +18, Ben -6, Clara -12

$ klopf standings
rubber 1, finished, 5 games played, pot 0
  player       points  chips
  Anna             52    +18  won the pot
  Ben             105     -6  out (game 4)
  Clara           122    -12  out (game 5)  bought back

$ klopf standings --json
{"format_version":1,"rubber":1,"state":"finished","pot":0,"games":5,"next_dealer":null,"winner":"Anna","winners":["Anna"],"started_at":"2026-01-01T20:00:00Z","players":[{"name":"Anna","seat":1,"score":52,"state":"in_play","bought_back":false,"can_buy_back":false,"chips":18},{"name":"Ben","seat":2,"score":105,"state":"out","bought_back":false,"can_buy_back":false,"chips":-6},{"name":"Clara","seat":3,"score":122,"state":"out","bought_back":true,"can_buy_back":false,"chips":-12}],"rules":{"decks":2,"jokers":2,"hand_size":10,"ace_value":11,"court_value":10,"joker_value":20,"ace_low":true,"ace_high":true,"knock_limit":4,"ante":5,"knock_money":1,"rummy_money":"same","out_at":101,"buyback_over":81,"buyback_cost":5,"next_dealer":"left","rummy_doubles":false,"undercut_penalty":0,"first_dealer":"rotate","cards":"plain"},"rules_at_start":{"decks":2,"jokers":2,"hand_size":10,"ace_value":11,"court_value":10,"joker_value":20,"ace_low":true,"ace_high":true,"knock_limit":4,"ante":5,"knock_money":1,"rummy_money":"same","out_at":101,"buyback_over":81,"buyback_cost":5,"next_dealer":"left","rummy_doubles":false,"undercut_penalty":0,"first_dealer":"rotate","cards":"plain"}}

# The next rubber starts fine, and is abandoned after one game: the
# antes go back, the knock money stays paid.
$ KLOPF_NOW=2026-01-02T20:00:00Z klopf new Clara Anna Ben
rubber 2: Clara, Anna, Ben
each pays 5 chips into the pot (pot 15); Clara deals first

$ klopf game --knock Ben "Ben=4H 5H 6H 7S 7D 7C JS QS KS 4C" Clara=30 Anna=12
game 1 of rubber 2: Ben knocks (Clara dealt)
  Clara       30 points  (typed as points)
  Anna        12 points  (typed as points)
  Ben          4 points  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  unmatched 4C
chips: Clara pays 1 to Ben, Anna pays 1 to Ben
totals: Clara 30, Anna 12, Ben 4
next dealer: Anna

$ klopf abandon
rubber 2 abandoned after 1 game; the pot goes back to those who paid it
chips: the pot pays 5 to Clara, the pot pays 5 to Anna, the pot pays 5 to Ben

$ klopf standings
rubber 2, abandoned, 1 game played, pot 0
  player       points  chips
  Clara            30     -1
  Anna             12     -1
  Ben               4     +2

# Two players both cross 101 in the same game: the lower total wins.
$ KLOPF_NOW=2026-01-03T20:00:00Z klopf new Dora Emil
rubber 3: Dora, Emil
each pays 5 chips into the pot (pot 10); Dora deals first

$ klopf game --knock Dora "Dora=4H 5H 6H 7S 7D 7C JS QS KS 4C" Emil=95
game 1 of rubber 3: Dora knocks (Dora dealt)
  Dora         4 points  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  unmatched 4C
  Emil        95 points  (typed as points)
chips: Emil pays 1 to Dora
totals: Dora 4, Emil 95
Emil may buy back for 5 chips (klopf buyback Emil): total 95 -> 4
next dealer: Emil

$ klopf game --knock Emil "Emil=10S 10H 10D JH QH KH 4C 5C 6C 2D" Dora=93
game 2 of rubber 3: Emil knocks (Emil dealt)
  Dora        93 points  (typed as points)
  Emil         2 points  [4C 5C 6C] [10S 10H 10D] [JH QH KH]  unmatched 2D
chips: Dora pays 1 to Emil
totals: Dora 97, Emil 97
next dealer: Dora

$ klopf game --knock Dora "Dora=4H 5H 6H 7S 7D 7C JS QS KS 4C" Emil=10
game 3 of rubber 3: Dora knocks (Dora dealt)
  Dora         4 points  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  unmatched 4C
  Emil        10 points  (typed as points)
chips: Emil pays 1 to Dora, the pot pays 10 to Dora
totals: Dora 101 (out), Emil 107 (out)
Dora is out with 101 points
Emil is out with 107 points
Dora wins the rubber and the pot
net chips: Dora +6, Emil -6

$ klopf standings
rubber 3, finished, 3 games played, pot 0
  player       points  chips
  Dora            101     +6  out (game 3)  won the pot
  Emil            107     -6  out (game 3)

# Taken back and booked as a tie instead: 101 each, the pot of 10 split.
$ klopf undo
removed game 3 of rubber 3
rubber 3 was over and is in play again

$ klopf game --knock Dora "Dora=4H 5H 6H 7S 7D 7C JS QS KS 4C" Emil=4
game 3 of rubber 3: Dora knocks (Dora dealt)
  Dora         4 points  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  unmatched 4C
  Emil         4 points  (typed as points)
chips: Emil pays 1 to Dora, the pot pays 5 to Dora, the pot pays 5 to Emil
totals: Dora 101 (out), Emil 101 (out)
Dora is out with 101 points
Emil is out with 101 points
Dora shares the pot
Emil shares the pot
net chips: Dora +1, Emil -1

$ klopf standings
rubber 3, finished, 3 games played, pot 0
  player       points  chips
  Dora            101     +1  out (game 3)  shares the pot
  Emil            101     -1  out (game 3)  shares the pot

$ klopf standings --json
{"format_version":1,"rubber":3,"state":"finished","pot":0,"games":3,"next_dealer":null,"winner":null,"winners":["Dora","Emil"],"started_at":"2026-01-03T20:00:00Z","players":[{"name":"Dora","seat":1,"score":101,"state":"out","bought_back":false,"can_buy_back":false,"chips":1},{"name":"Emil","seat":2,"score":101,"state":"out","bought_back":false,"can_buy_back":false,"chips":-1}],"rules":{"decks":2,"jokers":2,"hand_size":10,"ace_value":11,"court_value":10,"joker_value":20,"ace_low":true,"ace_high":true,"knock_limit":4,"ante":5,"knock_money":1,"rummy_money":"same","out_at":101,"buyback_over":81,"buyback_cost":5,"next_dealer":"left","rummy_doubles":false,"undercut_penalty":0,"first_dealer":"rotate","cards":"plain"},"rules_at_start":{"decks":2,"jokers":2,"hand_size":10,"ace_value":11,"court_value":10,"joker_value":20,"ace_low":true,"ace_high":true,"knock_limit":4,"ante":5,"knock_money":1,"rummy_money":"same","out_at":101,"buyback_over":81,"buyback_cost":5,"next_dealer":"left","rummy_doubles":false,"undercut_penalty":0,"first_dealer":"rotate","cards":"plain"}}
