# klopf check --game knock-rummy: a hand of Knock Rummy judged from every
# player's cards (the knocker first, then from the knocker's left).

# Three players, 7 cards; the knocker shows 8 and klopf picks the discard.
$ klopf check --game knock-rummy "3H 4H 5H QS QD QC 7C 8S" / "2C 3C 4C 9D 9H KS KD" / "AS 2S 3S 5D 6D 7D JH"
Blatt 1 (klopft), Zahl 7: [3H 4H 5H] [QS QD QC]  übrig 7C  Abwurf 8S
Blatt 2, Zahl 38: [2C 3C 4C]  übrig KS 9H 9D KD
Blatt 3, Zahl 10: [AS 2S 3S] [5D 6D 7D]  übrig JH
wer klopft, hat die niedrigste Zahl und gewinnt das Blatt: insgesamt 34
  Blatt 2 zahlt Blatt 1 31
  Blatt 3 zahlt Blatt 1 3

# Hand 3 has rum and undercuts the knocker, who pays the penalty too.
$ klopf check --game knock-rummy 3H 4H 5H QS QD QC 7C / 2C 3C 4C 9D 9H KS KD / AS 2S 3S 5D 6D 7D 8D
Blatt 1 (klopft), Zahl 7: [3H 4H 5H] [QS QD QC]  übrig 7C
Blatt 2, Zahl 38: [2C 3C 4C]  übrig KS 9H 9D KD
Blatt 3, Zahl 0: [AS 2S 3S] [5D 6D 7D 8D]
Blatt 3 zählt weniger als der Klopfende und gewinnt das Blatt; der Klopfende zahlt auch die Strafe fürs Unterbieten: insgesamt 55
  Blatt 1 zahlt Blatt 3 7
  Blatt 2 zahlt Blatt 3 38
  Blatt 1 zahlt Blatt 3 10 (Strafe fürs Unterbieten)

# Level with the knocker: hand 2 wins without a penalty.
$ klopf check --game knock-rummy --json "3H 4H 5H QS QD QC 7C / 2C 3C 4C 9D 9H 9S 7D / AS 2S 3S 5D 6D KD JH"
{"format_version":1,"game":"knock-rummy","hand_size":7,"hands":[{"count":7,"melds":[["3H","4H","5H"],["QS","QD","QC"]],"unmatched":["7C"],"discard":null},{"count":7,"melds":[["2C","3C","4C"],["9S","9H","9D"]],"unmatched":["7D"]},{"count":31,"melds":[["AS","2S","3S"]],"unmatched":["JH","5D","6D","KD"]}],"winner":1,"outcome":"tied","transfers":[{"from":2,"to":1,"amount":24,"reason":"count"}]}

# Rum against rum: the knocker wins and collects the bonus.
$ klopf check --game knock-rummy "3H 4H 5H QS QD QC KC KD KH 6H 9S / 2C 3C 4C 5C 9D 9H 9C 8S 7S 6S"
Blatt 1 (klopft), Zahl 0: [3H 4H 5H 6H] [QS QD QC] [KH KD KC]  Abwurf 9S
Blatt 2, Zahl 0: [2C 3C 4C 5C] [6S 7S 8S] [9H 9D 9C]
wer klopft, hat Rum und gewinnt das Blatt: insgesamt 25
  Blatt 2 zahlt Blatt 1 25 (Rum-Bonus)

# Five players with 6 cards.
$ klopf check --game knock-rummy "3H 4H 5H QS QD 2S / AH AD AC 8S 9S 10S / 2C 3C 4C 5C 6C 7C / KH KS KD JH JS JD / 6H 7H 8H 9D 10D JC"
Blatt 1 (klopft), Zahl 22: [3H 4H 5H]  übrig 2S QS QD
Blatt 2, Zahl 0: [AH AD AC] [8S 9S 10S]
Blatt 3, Zahl 0: [2C 3C 4C 5C 6C 7C]
Blatt 4, Zahl 0: [JS JH JD] [KS KH KD]
Blatt 5, Zahl 29: [6H 7H 8H]  übrig 9D 10D JC
Blatt 2 zählt weniger als der Klopfende und gewinnt das Blatt; der Klopfende zahlt auch die Strafe fürs Unterbieten: insgesamt 61
  Blatt 1 zahlt Blatt 2 22
  Blatt 5 zahlt Blatt 2 29
  Blatt 1 zahlt Blatt 2 10 (Strafe fürs Unterbieten)

# One deal a line, one JSON object a line.
$ printf '%s\n' '3H 4H 5H QS QD QC 7C / 2C 3C 4C 9D 9H KS KD / AS 2S 3S 5D 6D 7D 8D' '3H 4H 5H QS QD QC 7C / 2C 3C 4C 9D 9H KS QS / AS 2S 3S 5D 6D 7D 8D' | klopf check --game knock-rummy --batch
{"format_version":1,"game":"knock-rummy","hand_size":7,"hands":[{"count":7,"melds":[["3H","4H","5H"],["QS","QD","QC"]],"unmatched":["7C"],"discard":null},{"count":38,"melds":[["2C","3C","4C"]],"unmatched":["KS","9H","9D","KD"]},{"count":0,"melds":[["AS","2S","3S"],["5D","6D","7D","8D"]],"unmatched":[]}],"winner":2,"outcome":"undercut","transfers":[{"from":0,"to":2,"amount":7,"reason":"count"},{"from":1,"to":2,"amount":38,"reason":"count"},{"from":0,"to":2,"amount":10,"reason":"undercut"}]}
{"format_version":1,"error":"QS ist in Blatt 1 und in Blatt 2; ein Paket hat die Karte nur einmal"}
klopf: 1 von 2 Zeilen konnten nicht gelesen werden
[3]

# Refused: one hand, a card twice, a hand too short, a joker, the limit.
$ klopf check --game knock-rummy "3H 4H 5H QS QD QC 7C"
klopf: ein Blatt Knock Rummy braucht 2 bis 5 Spieler, nicht 1
[3]

$ klopf check --game knock-rummy "3H 4H 5H QS QD QC 7C / 2C 3C 4C 9D 9H KS QS / AS 2S 3S 5D 6D 7D 8D"
klopf: QS ist in Blatt 1 und in Blatt 2; ein Paket hat die Karte nur einmal
[3]

$ klopf check --game knock-rummy "3H 4H 5H QS QD QC 7C / 2C 3C 4C 9D 9H KS / AS 2S 3S 5D 6D 7D 8D"
klopf: Blatt 2 zeigt 6 Karten, nicht die 7 eines Blatts
[3]

$ klopf check --game knock-rummy "3H 4H 5H QS QD QC JK / 2C 3C 4C 9D 9H KS KD"
klopf: Karte 7 "JK": nach diesen Regeln wird ohne Joker gespielt
[3]

$ klopf check --game knock-rummy --knock-limit 5 "3H 4H 5H QS QD QC 7C 2D 9C 10H / 2C 3C 4C 9D 9H KS KD 5S 6S 8H"
klopf: wer klopft, zählt 28; zum Klopfen braucht es 5 oder weniger
[3]

$ klopf check --game knock-rummy --knock-limit many "3H 4H 5H QS QD QC 7C / 2C 3C 4C 9D 9H KS KD"
klopf: check: --knock-limit nimmt eine Zahl von 0 bis 100, nicht „many“
(siehe 'klopf check --help')
[2]

$ klopf check --game gin-rummy 3H
klopf: check: unbekanntes Spiel "gin-rummy" (viennese, gin, knock-rummy, boat-house, phom, continental, nowrang, queen-city oder double-rum)
(siehe 'klopf check --help')
[2]

$ klopf check --game knock-rummy --rule knock_limit=5 3H
klopf: check: --profile und --rule gelten für viennese; knock-rummy nimmt --knock-limit
(siehe 'klopf check --help')
[2]
