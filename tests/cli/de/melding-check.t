# The German outputs of the commands of tests/cli/melding-check.t, run
# under de_AT.UTF-8: "@ N" is the output of its Nth command (the format
# is described in tests/cli/run-transcript.sh).

@ 1
bestes erstes Auslegen 66: [QS KS AS] [AH 2H 3H] [9C 10C JK]  übrig 7H 6D 8D 2C 5C
legt mit 66 aus (40 nötig)
geht nicht auf einmal aus

@ 2
bestes erstes Auslegen 39: [QS QH QD] [2C 3C 4C]  übrig 5S 8S JS 4H 6H 9H 7D 10D
legt nicht aus: um 1 unter 40
geht nicht auf einmal aus
[1]

@ 3
bestes erstes Auslegen 39: [2S 3S JK] [3S 3H 3D 3C] [2H 2D 2C] [4H 4D 4C]  übrig 9C
legt aus, indem es auf einmal ausgeht, wofür kein Mindestwert gilt (das erste Auslegen liegt um 1 unter 40)
geht auf einmal aus, Wert 39: [2S 3S JK] [3S 3H 3D 3C] [2H 2D 2C] [4H 4D 4C]  Abwurf 9C

@ 4
bestes erstes Auslegen 39: [2S 3S JK] [3S 3H 3D 3C] [2H 2D 2C] [4H 4D 4C]  übrig 9C
legt nicht aus: um 1 unter 40
geht nicht auf einmal aus
[1]

@ 5
{"format_version":1,"game":"hungarian","best_value":69,"can_open":true,"goes_out":false,"melds":[["10S","10H","10D"],["5H","JK","7H"],["6C","7C","8C"]],"unmatched":["4S","9S","2H","3D","2C","KC"],"out":null,"open_min":51}

@ 6
bestes erstes Auslegen 30: [JK JK AH]  übrig 4C
legt aus, indem es auf einmal ausgeht, wofür kein Mindestwert gilt (das erste Auslegen liegt um 21 unter 51)
geht auf einmal aus, Wert 30: [JK JK AH]  Abwurf 4C

@ 7
bestes erstes Auslegen 76: [2S 2D 2C] [3S 3D 3C] [4S 4D 4C] [AH 2H 3H] [9C 10C JC]  übrig 5H
legt mit 76 aus (51 nötig)
geht auf einmal aus, Wert 76: [2S 2D 2C] [3S 3D 3C] [4S 4D 4C] [AH 2H 3H] [9C 10C JC]  Abwurf 5H

@ 8
{"format_version":1,"game":"caloochi","best_value":76,"can_open":true,"goes_out":true,"melds":[["2S","2D","2C"],["3S","3D","3C"],["4S","4D","4C"],["AH","2H","3H"],["9C","10C","JC"]],"unmatched":["5H"],"out":{"melds":[["2S","2D","2C"],["3S","3D","3C"],["4S","4D","4C"],["AH","2H","3H"],["9C","10C","JC"]],"discard":"5H"},"open_min":51}

@ 9
bestes erstes Auslegen 0: übrig AS 6S QS KS 7H 10H 4D 8D JD 2C 9C
legt nicht aus: keine gültige Kombination
geht nicht auf einmal aus
[1]

@ 10
bestes erstes Auslegen 31: [QS KS AS]  übrig 6S 7H 10H 4D 8D JD 2C 9C
legt aus: eine gültige Kombination kann ausgelegt werden
geht nicht auf einmal aus

@ 11
{"format_version":1,"game":"hungarian","best_value":30,"can_open":true,"goes_out":true,"melds":[["JK","JK","AH"]],"unmatched":["4C"],"out":{"melds":[["JK","JK","AH"]],"discard":"4C"},"open_min":51}
{"format_version":1,"error":"Karte 2 „XX“: unbekannter Rang „XX“ (Ränge sind A K Q J 10 9 8 7 6 5 4 3 2, auch T, B, D)"}
{"format_version":1,"game":"hungarian","best_value":20,"can_open":true,"goes_out":true,"melds":[["5S","5H","5D","5C"]],"unmatched":["9H"],"out":{"melds":[["5S","5H","5D","5C"]],"discard":"9H"},"open_min":51}
klopf: 1 von 3 Zeilen konnten nicht gelesen werden
[3]

@ 12
Paare: 7S 5H 9D
Joker: 1
Neues Geben kann verlangt werden

@ 13
{"redeal":false,"pairs":["7S","5H"],"jokers":2}
[1]

@ 14
klopf: Die Hand enthält AS 2-mal, öfter als die Kartenpakete dieses Spiels (1).
[3]

@ 15
klopf: Die Hand enthält 5 Joker, mehr als dieses Spiel hat (4).
[3]

@ 16
klopf: check: bei romme kann kein neues Geben verlangt werden; --redeal ist für hungarian
(siehe 'klopf check --help')
[2]

@ 17
klopf: check: keine Karten angegeben
(siehe 'klopf check --help')
[2]
