# The German outputs of the commands of tests/cli/family.t, run under
# de_AT.UTF-8: "@ N" is the output of its Nth command (the format is
# described in tests/cli/run-transcript.sh).

@ 1
Spieler 1 geht aus: [5S 5D 5C] [9H 9D 9C] [QH KH AH 2H]  Abwurf 3H
Spieler 2, Restpunkte 35: [2S 3S 4S] [JC QC KC]  übrig 10S 10H 7D 8D
Spieler 1 bekommt 35, die Restpunkte der anderen Spieler

@ 2
Spieler 1 geht aus: [5S 5D 5C] [9H 9D 9C] [QH KH AH 2H]  Abwurf 3H
Spieler 2, Restpunkte 25: [AS 2S 3S 4S] [JC QC KC]  übrig 10H 7D 8D
Spieler 1 bekommt 25, die Restpunkte der anderen Spieler

@ 3
Spieler 1, Restpunkte 20: [5S 5D 5C] [QH KH AH 2H]  übrig 4H 7H 9D  Abwurf 9C
Spieler 2, Restpunkte 25: [AS 2S 3S 4S] [JC QC KC]  übrig 10H 7D 8D
Spieler 1 kann nicht ausgehen: die wenigsten Restpunkte sind 20
[1]

@ 4
Spieler 1 geht aus: [AH 2H 3H] [4S 4D 4C] [7C 8C 9C 10C]
Spieler 2, Restpunkte 67: übrig 2S 3S 5S 7S 9S 5D QD KD JC
Spieler 3, Restpunkte 24: [4H 5H 6H] [8H 9H 10H]  übrig KS 5C 6C
ù: Spieler 1 legt das ganze Blatt aus, und jeder andere Spieler zahlt 12
Spieler 2 zahlt Spieler 1 12
Spieler 3 zahlt Spieler 1 12

@ 5
Spieler 1 geht aus: [AH 2H 3H] [4S 4D 4C] [7C 8C 9C]  Abwurf KH
Spieler 2, Restpunkte 67: übrig 2S 3S 5S 7S 9S 5D QD KD JC
Spieler 3, Restpunkte 24: [4H 5H 6H] [8H 9H 10H]  übrig KS 5C 6C
ù: Spieler 1 legt das ganze Blatt aus, und jeder andere Spieler zahlt 6
Spieler 2 zahlt Spieler 1 6
Spieler 3 zahlt Spieler 1 6

@ 6
Spieler 1, Restpunkte 14: [JS QS KS] [JH QH KH]  übrig 9D 2C 3C
Spieler 2, Restpunkte 57: [AH 2H 3H]  übrig 5S 7S 9S QD KD JC
Spieler 3, Restpunkte 10: [4C 5C 6C] [8H 9H 10H]  übrig 2S 4S 4D
Spieler 4, Restpunkte 67: übrig 8S 10S 7H 3D 6D 10D AC 9C KC
Showdown: Spieler 3 gewinnt mit 10 Restpunkten
Spieler 1 zahlt Spieler 3 1
Spieler 2 zahlt Spieler 3 2
Spieler 4 zahlt Spieler 3 4

@ 7
Spieler 1 geht aus: [3S 4S 5S 6S] [3H 4H JK 6H 7H] [3D 4D 5D] [6D 7D JK]  Abwurf 8D
Spieler 2, nicht gezählt: übrig 2S 9S AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC
Spieler 2 zahlt Spieler 1 5

@ 8
Spieler 1, Restpunkte 0: [3S 4S 5S 6S 7S] [3H 4H 5H 6H 7H] [3D 4D 5D 6D 7D]  Abwurf KC
Spieler 2, nicht gezählt: übrig AS 2S 9S AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC
Spieler 1 kann nicht ausgehen: die wenigsten Restpunkte sind 0
[1]

@ 9
Spieler 1 geht aus: [3S 4S 5S] [7H 8H 2C* 10H] [4D 5D 6D 7D] [JC QC KC 2S*]  Abwurf AS
Spieler 2, nicht gezählt: übrig 9S 10S AH 2H 3H 4H 5H 6H 9H AD 9D 10D 9C 9C 10C
Spieler 2 zahlt Spieler 1 3

@ 10
Spieler 1 geht aus: [2S 3S 4S] [7D 8D 9D 10D] [QH KH AH]  Abwurf KC
Spieler 2, Restpunkte 6: [5H 6H 7H] [8S 9S 10S JS]  übrig AC 2C 3C
Spieler 1 gewinnt das Spiel

@ 11
Spieler 1, Restpunkte 6: [2S 3S 4S] [7D 8D 9D 10D]  übrig AH 2H 3H  Abwurf KC
Spieler 2, Restpunkte 6: [5H 6H 7H] [8S 9S 10S JS]  übrig AC 2C 3C
Spieler 1 kann nicht ausgehen: die wenigsten Restpunkte sind 6
[1]

@ 12
Spieler 1 geht aus: [8C 9C 10C JC] [KS KH KD]  Abwurf 2D
Spieler 2, Restpunkte 30: [AS 2S 3S]  übrig 5H 6H 9D 10D
Spieler 3, Restpunkte 35: [4S 5S 6S]  übrig QS 7H 8H QD
Spieler 2 zahlt Spieler 1 67
Spieler 3 zahlt Spieler 1 67

@ 13
Spieler 1 geht aus: [5C 6C 7C] [QS QH QH JK] [KS KC JK]  Abwurf AD
Spieler 2, Restpunkte 11: [2H 3H 4H] [9S 9S 9D] [10C JC JK]  übrig AS
Spieler 1 bekommt 11, die Restpunkte der anderen Spieler

@ 14
{"format_version":1,"game":"queen-city","verdict":"out","hands":[{"deadwood":0,"melds":[["8C","9C","10C","JC"],["KS","KH","KD"]],"wild_twos":[],"unmatched":[],"discard":"2D"},{"deadwood":30,"melds":[["AS","2S","3S"]],"wild_twos":[],"unmatched":["5H","6H","9D","10D"],"discard":null}],"winner":0,"worth":67,"transfers":[{"from":1,"to":0,"amount":67}]}

@ 15
{"format_version":1,"game":"queen-city","verdict":"out","hands":[{"deadwood":0,"melds":[["8C","9C","10C","JC"],["KS","KH","KD"]],"wild_twos":[],"unmatched":[],"discard":"2D"},{"deadwood":30,"melds":[["AS","2S","3S"]],"wild_twos":[],"unmatched":["5H","6H","9D","10D"],"discard":null}],"winner":0,"worth":67,"transfers":[{"from":1,"to":0,"amount":67}]}
{"format_version":1,"error":"queen-city wird ohne Joker gespielt"}
klopf: 1 von 2 Zeilen konnten nicht gelesen werden
[3]

@ 16
klopf: nowrang wird von 2 Spielern gespielt, nicht von 3
[3]

@ 17
klopf: der erste Spieler zeigt 6 Karten; zeig 7 oder 8 vor dem Abwurf
[3]

@ 18
klopf: Spieler 2 zeigt 6 Karten, nicht 7
[3]

@ 19
klopf: boat-house wird ohne Joker gespielt
[3]

@ 20
klopf: QH wird 3-mal gezeigt; die Kartenpakete haben sie 2-mal
[3]

@ 21
klopf: die Regel decks nimmt 2, 3 oder 4, nicht „5“
[3]

@ 22
klopf: phom hat keine Regel „deuces_wild“; es nimmt hand_size
[3]

@ 23
klopf: check: --profile, --knock-limit, --school und --upcard gelten nicht für phom; es nimmt --rule
(siehe 'klopf check --help')
[2]

@ 24
Restpunkte 11: [5C 6C 7C] [QS QH QH] [KS KC JK]  übrig AD

@ 25
Restpunkte 11: [JH QH KH]  übrig 9D 2C

@ 26
{"format_version":1,"game":"continental","cards":["2S","3H","4H","9C","9C","JK"],"deadwood":16,"melds":[["9C","JK","2S"]],"wild_twos":["2S"],"unmatched":["3H","4H","9C"]}

@ 27
Restpunkte 9: [QH KH AH 2H]  übrig 9D

@ 28
klopf: queen-city hat diese Karten nicht: mehr Exemplare einer Karte als seine Kartenpakete oder mehr Joker
[3]

@ 29
klopf: deadwood: unbekanntes Spiel „nope“; deadwood zählt viennese, boat-house, phom, continental, nowrang, queen-city, double-rum, romme, hungarian, caloochi, rummy
(siehe 'klopf deadwood --help')
[2]
