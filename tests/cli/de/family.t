# klopf check for the rest of the rummy family: the player going out
# first, then "/" and every other player's cards.

# Boat House: a run through the corner; the others' deadwood is his.
$ klopf check --game boat-house "QH KH AH 2H 3H 5S 5D 5C 9C 9D 9H / 2S 3S 4S 7D 8D JC QC KC 10S 10H"
Spieler 1 geht aus: [5S 5D 5C] [9H 9D 9C] [QH KH AH 2H]  Abwurf 3H
Spieler 2, Restpunkte 35: [2S 3S 4S] [JC QC KC]  übrig 10S 10H 7D 8D
Spieler 1 bekommt 35, die Restpunkte der anderen Spieler

# Boat House counts an ace left unmatched 11.
$ klopf check --game boat-house "QH KH AH 2H 3H 5S 5D 5C 9C 9D 9H / 2S 3S 4S 7D 8D JC QC KC AS 10H"
Spieler 1 geht aus: [5S 5D 5C] [9H 9D 9C] [QH KH AH 2H]  Abwurf 3H
Spieler 2, Restpunkte 25: [AS 2S 3S 4S] [JC QC KC]  übrig 10H 7D 8D
Spieler 1 bekommt 25, die Restpunkte der anderen Spieler

# Boat House: no going out, the least deadwood as proof.
$ klopf check --game boat-house "QH KH AH 2H 4H 5S 5D 5C 9C 9D 7H / 2S 3S 4S 7D 8D JC QC KC AS 10H"
Spieler 1, Restpunkte 20: [5S 5D 5C] [QH KH AH 2H]  übrig 4H 7H 9D  Abwurf 9C
Spieler 2, Restpunkte 25: [AS 2S 3S 4S] [JC QC KC]  übrig 10H 7D 8D
Spieler 1 kann nicht ausgehen: die wenigsten Restpunkte sind 20
[1]

# Phỏm: ù of all 10 cards, and of 9 after a discard.
$ klopf check --game phom "AH 2H 3H 4S 4D 4C 7C 8C 9C 10C / 2S 3S 5S 7S 9S JC QD KD 5D / 4H 5H 6H 8H 9H 10H 5C 6C KS"
Spieler 1 geht aus: [AH 2H 3H] [4S 4D 4C] [7C 8C 9C 10C]
Spieler 2, Restpunkte 67: übrig 2S 3S 5S 7S 9S 5D QD KD JC
Spieler 3, Restpunkte 24: [4H 5H 6H] [8H 9H 10H]  übrig KS 5C 6C
ù: Spieler 1 legt das ganze Blatt aus, und jeder andere Spieler zahlt 12
Spieler 2 zahlt Spieler 1 12
Spieler 3 zahlt Spieler 1 12
$ klopf check --game phom "AH 2H 3H 4S 4D 4C 7C 8C 9C KH / 2S 3S 5S 7S 9S JC QD KD 5D / 4H 5H 6H 8H 9H 10H 5C 6C KS"
Spieler 1 geht aus: [AH 2H 3H] [4S 4D 4C] [7C 8C 9C]  Abwurf KH
Spieler 2, Restpunkte 67: übrig 2S 3S 5S 7S 9S 5D QD KD JC
Spieler 3, Restpunkte 24: [4H 5H 6H] [8H 9H 10H]  übrig KS 5C 6C
ù: Spieler 1 legt das ganze Blatt aus, und jeder andere Spieler zahlt 6
Spieler 2 zahlt Spieler 1 6
Spieler 3 zahlt Spieler 1 6

# Phỏm showdown: places pay 1, 2, 3; a hand without a meld (móm) pays 4.
$ klopf check --game phom "JH QH KH JS QS KS 2C 3C 9D / AH 2H 3H 5S 7S 9S JC QD KD / 4D 4S 4C 8H 9H 10H 5C 6C 2S / 6D 7H 9C 10D AC 3D 8S 10S KC"
Spieler 1, Restpunkte 14: [JS QS KS] [JH QH KH]  übrig 9D 2C 3C
Spieler 2, Restpunkte 57: [AH 2H 3H]  übrig 5S 7S 9S QD KD JC
Spieler 3, Restpunkte 10: [4C 5C 6C] [8H 9H 10H]  übrig 2S 4S 4D
Spieler 4, Restpunkte 67: übrig 8S 10S 7H 3D 6D 10D AC 9C KC
Showdown: Spieler 3 gewinnt mit 10 Restpunkten
Spieler 1 zahlt Spieler 3 1
Spieler 2 zahlt Spieler 3 2
Spieler 4 zahlt Spieler 3 4

# Continental: going out with two jokers (5-4-3-3 here; 4-4-4-3 or
# 3-3-3-3-3 would pay the same) pays 1 + 2 x 2 from each other player;
# the other hands are not counted.
$ klopf check --game continental "3H 4H JK 6H 7H 3S 4S 5S 6S JK 3D 4D 5D 6D 7D 8D / 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC 2S 9S"
Spieler 1 geht aus: [3S 4S 5S 6S] [3H 4H JK 6H 7H] [3D 4D 5D] [6D 7D JK]  Abwurf 8D
Spieler 2, nicht gezählt: übrig 2S 9S AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC
Spieler 2 zahlt Spieler 1 5

# Continental: 15 cards in runs of 5-5-5 cannot go out.
$ klopf check --game continental "3H 4H 5H 6H 7H 3S 4S 5S 6S 7S 3D 4D 5D 6D 7D KC / 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC AC AS 2S 9S"
Spieler 1, Restpunkte 0: [3S 4S 5S 6S 7S] [3H 4H 5H 6H 7H] [3D 4D 5D 6D 7D]  Abwurf KC
Spieler 2, nicht gezählt: übrig AS 2S 9S AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC
Spieler 1 kann nicht ausgehen: die wenigsten Restpunkte sind 0
[1]

# Continental with twos wild: a two used as wild is marked *.
$ klopf check --game continental --rule deuces_wild=yes --rule deuce_points=1 "AS 2S 3S 4S 5S 7H 8H 2C 10H 4D 5D 6D 7D JC QC KC / 9C 9C 9D 9S 9H 2H 3H 4H 5H 6H AH AD 10S 10C 10D"
Spieler 1 geht aus: [3S 4S 5S] [7H 8H 2C* 10H] [4D 5D 6D 7D] [JC QC KC 2S*]  Abwurf AS
Spieler 2, nicht gezählt: übrig 9S 10S AH 2H 3H 4H 5H 6H 9H AD 9D 10D 9C 9C 10C
Spieler 2 zahlt Spieler 1 3

# Nowrang: Q-K-A is a run; the game is won.
$ klopf check --game nowrang "QH KH AH 2S 3S 4S 7D 8D 9D 10D KC / AC 2C 3C 5H 6H 7H 8S 9S 10S JS"
Spieler 1 geht aus: [2S 3S 4S] [7D 8D 9D 10D] [QH KH AH]  Abwurf KC
Spieler 2, Restpunkte 6: [5H 6H 7H] [8S 9S 10S JS]  übrig AC 2C 3C
Spieler 1 gewinnt das Spiel

# Nowrang: A-2-3 is no run.
$ klopf check --game nowrang "AH 2H 3H 2S 3S 4S 7D 8D 9D 10D KC / AC 2C 3C 5H 6H 7H 8S 9S 10S JS"
Spieler 1, Restpunkte 6: [2S 3S 4S] [7D 8D 9D 10D]  übrig AH 2H 3H  Abwurf KC
Spieler 2, Restpunkte 6: [5H 6H 7H] [8S 9S 10S JS]  übrig AC 2C 3C
Spieler 1 kann nicht ausgehen: die wenigsten Restpunkte sind 6
[1]

# Queen City: each other player pays the value of the hand melded.
$ klopf check --game queen-city "KH KS KD 8C 9C 10C JC 2D / AS 2S 3S 5H 6H 9D 10D / 4S 5S 6S QD QS 7H 8H"
Spieler 1 geht aus: [8C 9C 10C JC] [KS KH KD]  Abwurf 2D
Spieler 2, Restpunkte 30: [AS 2S 3S]  übrig 5H 6H 9D 10D
Spieler 3, Restpunkte 35: [4S 5S 6S]  übrig QS 7H 8H QD
Spieler 2 zahlt Spieler 1 67
Spieler 3 zahlt Spieler 1 67

# Double Rum: a set of identical cards, a joker unmatched counts 15.
$ klopf check --game double-rum "QH QH QS JK 5C 6C 7C AD KS KC JK / 2H 3H 4H JK 9S 9S 9D 10C JC AS"
Spieler 1 geht aus: [5C 6C 7C] [QS QH QH JK] [KS KC JK]  Abwurf AD
Spieler 2, Restpunkte 11: [2H 3H 4H] [9S 9S 9D] [10C JC JK]  übrig AS
Spieler 1 bekommt 11, die Restpunkte der anderen Spieler

# JSON, and a batch with a line that cannot be judged.
$ klopf check --game queen-city --json "KH KS KD 8C 9C 10C JC 2D / AS 2S 3S 5H 6H 9D 10D"
{"format_version":1,"game":"queen-city","verdict":"out","hands":[{"deadwood":0,"melds":[["8C","9C","10C","JC"],["KS","KH","KD"]],"wild_twos":[],"unmatched":[],"discard":"2D"},{"deadwood":30,"melds":[["AS","2S","3S"]],"wild_twos":[],"unmatched":["5H","6H","9D","10D"],"discard":null}],"winner":0,"worth":67,"transfers":[{"from":1,"to":0,"amount":67}]}
$ printf '%s\n' "KH KS KD 8C 9C 10C JC 2D / AS 2S 3S 5H 6H 9D 10D" "KH KS KD JK 9C 10C JC 2D / AS 2S 3S 5H 6H 9D 10D" | klopf check --game queen-city --batch
{"format_version":1,"game":"queen-city","verdict":"out","hands":[{"deadwood":0,"melds":[["8C","9C","10C","JC"],["KS","KH","KD"]],"wild_twos":[],"unmatched":[],"discard":"2D"},{"deadwood":30,"melds":[["AS","2S","3S"]],"wild_twos":[],"unmatched":["5H","6H","9D","10D"],"discard":null}],"winner":0,"worth":67,"transfers":[{"from":1,"to":0,"amount":67}]}
{"format_version":1,"error":"queen-city wird ohne Joker gespielt"}
klopf: 1 von 2 Zeilen konnten nicht gelesen werden
[3]

# Refused: player counts, hand sizes, cards the packs do not hold, rules.
$ klopf check --game nowrang "QH KH AH 2S 3S 4S 7D 8D 9D 10D KC / AC 2C 3C 5H 6H 7H 8S 9S 10S JS / 4C 5C 6C 7C 8C 9C 10C JC QC KC"
klopf: nowrang wird von 2 Spielern gespielt, nicht von 3
[3]
$ klopf check --game queen-city "KH KS KD 8C 9C 10C / AS 2S 3S 5H 6H 9D 10D"
klopf: der erste Spieler zeigt 6 Karten; zeig 7 oder 8 vor dem Abwurf
[3]
$ klopf check --game queen-city "KH KS KD 8C 9C 10C JC 2D / AS 2S 3S 5H 6H 9D"
klopf: Spieler 2 zeigt 6 Karten, nicht 7
[3]
$ klopf check --game boat-house "QH KH AH 2H 3H 5S 5D 5C 9C 9D JK / 2S 3S 4S 7D 8D JC QC KC 10S 10H"
klopf: boat-house wird ohne Joker gespielt
[3]
$ klopf check --game double-rum "QH QH QS JK 5C 6C 7C AD KS KC JK / QH 3H 4H JK 9S 9S 9D 10C JC AS"
klopf: QH wird 3-mal gezeigt; die Kartenpakete haben sie 2-mal
[3]
$ klopf check --game continental --rule decks=5 "3H 4H JK 6H 7H 3S 4S 5S 6S JK 3D 4D 5D 6D 7D 8D / 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC 2S 9S"
klopf: die Regel decks nimmt 2, 3 oder 4, nicht "5"
[3]
$ klopf check --game phom --rule deuces_wild=yes "JH QH KH JS QS KS 2C 3C 9D / AH 2H 3H 5S 7S 9S JC QD KD"
klopf: phom hat keine Regel "deuces_wild"; es nimmt hand_size
[3]
$ klopf check --game phom --school classic "JH QH KH JS QS KS 2C 3C 9D / AH 2H 3H 5S 7S 9S JC QD KD"
klopf: check: --profile, --knock-limit, --school und --upcard gelten nicht für phom; es nimmt --rule
(siehe 'klopf check --help')
[2]

# deadwood --game: one hand under the game's cards and values.
$ klopf deadwood --game double-rum "QH QH QS JK 5C 6C 7C AD KS KC"
Restpunkte 11: [5C 6C 7C] [QS QH QH] [KS KC JK]  übrig AD
$ klopf deadwood --game phom "JH QH KH 2C 9D"
Restpunkte 11: [JH QH KH]  übrig 9D 2C
$ klopf deadwood --game continental --rule deuces_wild=yes --json "2S 3H 4H 9C 9C JK"
{"format_version":1,"game":"continental","cards":["2S","3H","4H","9C","9C","JK"],"deadwood":16,"melds":[["9C","JK","2S"]],"wild_twos":["2S"],"unmatched":["3H","4H","9C"]}
$ klopf deadwood --game boat-house "QH KH AH 2H 9D"
Restpunkte 9: [QH KH AH 2H]  übrig 9D
$ klopf deadwood --game queen-city "QH QH"
klopf: queen-city hat diese Karten nicht: mehr Exemplare einer Karte als seine Kartenpakete oder mehr Joker
[3]
$ klopf deadwood --game nope 3H
klopf: deadwood: unbekanntes Spiel "nope" (viennese, boat-house, phom, continental, nowrang, queen-city oder double-rum)
(siehe 'klopf deadwood --help')
[2]
