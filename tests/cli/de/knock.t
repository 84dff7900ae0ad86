# The German outputs of the commands of tests/cli/knock.t, run under
# de_AT.UTF-8: "@ N" is the output of its Nth command (the format is
# described in tests/cli/run-transcript.sh).

@ 1
Blatt 1 (klopft), Zahl 7: [3H 4H 5H] [QS QD QC]  übrig 7C  Abwurf 8S
Blatt 2, Zahl 38: [2C 3C 4C]  übrig KS 9H 9D KD
Blatt 3, Zahl 10: [AS 2S 3S] [5D 6D 7D]  übrig JH
wer klopft, hat die niedrigste Zahl und gewinnt das Blatt: insgesamt 34
  Blatt 2 zahlt Blatt 1 31
  Blatt 3 zahlt Blatt 1 3

@ 2
Blatt 1 (klopft), Zahl 7: [3H 4H 5H] [QS QD QC]  übrig 7C
Blatt 2, Zahl 38: [2C 3C 4C]  übrig KS 9H 9D KD
Blatt 3, Zahl 0: [AS 2S 3S] [5D 6D 7D 8D]
Blatt 3 zählt weniger als der Klopfende und gewinnt das Blatt; der Klopfende zahlt auch die Strafe fürs Unterbieten: insgesamt 55
  Blatt 1 zahlt Blatt 3 7
  Blatt 2 zahlt Blatt 3 38
  Blatt 1 zahlt Blatt 3 10 (Strafe fürs Unterbieten)

@ 3
{"format_version":1,"game":"knock-rummy","hand_size":7,"hands":[{"count":7,"melds":[["3H","4H","5H"],["QS","QD","QC"]],"unmatched":["7C"],"discard":null},{"count":7,"melds":[["2C","3C","4C"],["9S","9H","9D"]],"unmatched":["7D"]},{"count":31,"melds":[["AS","2S","3S"]],"unmatched":["JH","5D","6D","KD"]}],"winner":1,"outcome":"tied","transfers":[{"from":2,"to":1,"amount":24,"reason":"count"}]}

@ 4
Blatt 1 (klopft), Zahl 0: [3H 4H 5H 6H] [QS QD QC] [KH KD KC]  Abwurf 9S
Blatt 2, Zahl 0: [2C 3C 4C 5C] [6S 7S 8S] [9H 9D 9C]
wer klopft, hat Rum und gewinnt das Blatt: insgesamt 25
  Blatt 2 zahlt Blatt 1 25 (Rum-Bonus)

@ 5
Blatt 1 (klopft), Zahl 22: [3H 4H 5H]  übrig 2S QS QD
Blatt 2, Zahl 0: [AH AD AC] [8S 9S 10S]
Blatt 3, Zahl 0: [2C 3C 4C 5C 6C 7C]
Blatt 4, Zahl 0: [JS JH JD] [KS KH KD]
Blatt 5, Zahl 29: [6H 7H 8H]  übrig 9D 10D JC
Blatt 2 zählt weniger als der Klopfende und gewinnt das Blatt; der Klopfende zahlt auch die Strafe fürs Unterbieten: insgesamt 61
  Blatt 1 zahlt Blatt 2 22
  Blatt 5 zahlt Blatt 2 29
  Blatt 1 zahlt Blatt 2 10 (Strafe fürs Unterbieten)

@ 6
{"format_version":1,"game":"knock-rummy","hand_size":7,"hands":[{"count":7,"melds":[["3H","4H","5H"],["QS","QD","QC"]],"unmatched":["7C"],"discard":null},{"count":38,"melds":[["2C","3C","4C"]],"unmatched":["KS","9H","9D","KD"]},{"count":0,"melds":[["AS","2S","3S"],["5D","6D","7D","8D"]],"unmatched":[]}],"winner":2,"outcome":"undercut","transfers":[{"from":0,"to":2,"amount":7,"reason":"count"},{"from":1,"to":2,"amount":38,"reason":"count"},{"from":0,"to":2,"amount":10,"reason":"undercut"}]}
{"format_version":1,"error":"QS ist in Blatt 1 und in Blatt 2; ein Paket hat die Karte nur einmal"}
klopf: 1 von 2 Zeilen konnten nicht gelesen werden
[3]

@ 7
klopf: ein Blatt Knock Rummy braucht 2 bis 5 Spieler, nicht 1
[3]

@ 8
klopf: QS ist in Blatt 1 und in Blatt 2; ein Paket hat die Karte nur einmal
[3]

@ 9
klopf: Blatt 2 zeigt 6 Karten, nicht die 7 eines Blatts
[3]

@ 10
klopf: Karte 7 „JK“: nach diesen Regeln wird ohne Joker gespielt
[3]

@ 11
klopf: wer klopft, zählt 28; zum Klopfen braucht es 5 oder weniger
[3]

@ 12
klopf: check: --knock-limit nimmt eine Zahl von 0 bis 100, nicht „many“
(siehe 'klopf check --help')
[2]

@ 13
klopf: check: unbekanntes Spiel „gin-rummy“; check beurteilt viennese, gin, knock-rummy, boat-house, phom, continental, nowrang, queen-city, double-rum, romme, hungarian, caloochi, rummy
(siehe 'klopf check --help')
[2]

@ 14
klopf: wer klopft, zählt 28; zum Klopfen braucht es 5 oder weniger
[3]

@ 15
Blatt 1 (klopft), Zahl 28: [3H 4H 5H] [QS QD QC]  übrig 10H 2D 7C 9C
Blatt 2, Zahl 57: [2C 3C 4C]  übrig 5S 6S KS 8H 9H 9D KD
wer klopft, hat die niedrigste Zahl und gewinnt das Blatt: insgesamt 29
  Blatt 2 zahlt Blatt 1 29

@ 16
Blatt 1 (klopft), Zahl 28: [3H 4H 5H] [QS QD QC]  übrig 10H 2D 7C 9C
Blatt 2, Zahl 57: [2C 3C 4C]  übrig 5S 6S KS 8H 9H 9D KD
wer klopft, hat die niedrigste Zahl und gewinnt das Blatt: insgesamt 29
  Blatt 2 zahlt Blatt 1 29

@ 17
Blatt 1 (klopft), Zahl 7: [3H 4H 5H] [QS QD QC]  übrig 7C
Blatt 2, Zahl 38: [2C 3C 4C]  übrig KS 9H 9D KD
Blatt 3, Zahl 0: [AS 2S 3S] [5D 6D 7D 8D]
Blatt 3 zählt weniger als der Klopfende und gewinnt das Blatt; der Klopfende zahlt auch die Strafe fürs Unterbieten: insgesamt 50
  Blatt 1 zahlt Blatt 3 7
  Blatt 2 zahlt Blatt 3 38
  Blatt 1 zahlt Blatt 3 5 (Strafe fürs Unterbieten)

@ 18
Blatt 1 (klopft), Zahl 0: [3H 4H 5H 6H] [QS QD QC] [KH KD KC]  Abwurf 9S
Blatt 2, Zahl 0: [2C 3C 4C 5C] [6S 7S 8S] [9H 9D 9C]
wer klopft, hat Rum und gewinnt das Blatt: insgesamt 50
  Blatt 2 zahlt Blatt 1 50 (Rum-Bonus)

@ 19
klopf: Regel school ist keine Regel von knock-rummy; siehe 'klopf rules --game knock-rummy'
(siehe 'klopf check --help')
[2]

@ 20
klopf: check: --school und --upcard gelten für gin
(siehe 'klopf check --help')
[2]

@ 21
klopf: die Profile sind Wiener Regeln; --profile geht nicht zusammen mit --game knock-rummy
(siehe 'klopf check --help')
[2]

@ 22
Klopfen: Restpunkte 9 (zum Klopfen höchstens 9)
Kombinationen: [4H 5H 6H] [7S 7D 7C] [JS QS KS]
übrig:         9C
Restpunkte:    9

@ 23
Klopfen: Restpunkte 9 (zum Klopfen höchstens 9)
Kombinationen: [4H 5H 6H] [7S 7D 7C] [JS QS KS]
übrig:         9C
Restpunkte:    9
