# The German outputs of the commands of tests/cli/gin.t, run under
# de_AT.UTF-8: "@ N" is the output of its Nth command (the format is
# described in tests/cli/run-transcript.sh).

@ 1
wer klopft, Restpunkte 0: [3H 4H 5H 6H] [7S 7D 7C] [JS QS KS]  Abwurf 4C
Gegner, Restpunkte 44: [8D 9D 10D]  übrig 5S 9S KH KD 2C 3C 5C
Gin: wer klopft, bekommt 69

@ 2
wer klopft, Restpunkte 0: [2H 3H 4H 5H 6H] [7S 7D 7C] [JS QS KS]
Gegner, Restpunkte 44: [8D 9D 10D]  übrig 5S 9S KH KD 2C 3C 5C
Big Gin: wer klopft, bekommt 75

@ 3
wer klopft, Restpunkte 0: [2H 3H 4H 5H] [7S 7D 7C] [JS QS KS]  Abwurf 6H
Gegner, Restpunkte 44: [8D 9D 10D]  übrig 5S 9S KH KD 2C 3C 5C
Gin: wer klopft, bekommt 64

@ 4
wer klopft, Restpunkte 2: [3H 4H 5H] [7S 7D 7C] [JS QS KS]  übrig 2C
Gegner, Restpunkte 55: übrig AS 2S 5S KH 9D 10D KD 8C  angelegt 6H 7H
Das Klopfen gilt: wer klopft, bekommt 53

@ 5
{"format_version":1,"game":"gin","verdict":"knock","knocker":{"deadwood":9,"least_deadwood":9,"melds":[["3H","4H","5H"],["7S","7D","7C"],["JS","QS","KS"]],"unmatched":["9C"],"discard":null},"defender":{"deadwood":45,"melds":[],"layoffs":["6H","2H","7H"],"unmatched":["AS","2S","5S","9D","10D","KD","8C"]},"result":{"winner":"knocker","points":36,"kind":"knock"}}

@ 6
wer klopft, Restpunkte 10: [3H 4H 5H] [9S 9D 9C]  übrig AS 6H AD 2C
Gegner, Restpunkte 69: übrig 2S 3S 5S 7H 8H 4D 10D KD JC KC
wer klopft, zeigt 10 Restpunkte statt der wenigsten, 4, damit der Gegner weniger anlegen kann
Das Klopfen gilt: wer klopft, bekommt 59

@ 7
wer klopft, Restpunkte 4: [3H 4H 5H 6H] [9S 9D 9C]  übrig 2C AS AD
Gegner, Restpunkte 54: übrig 2S 3S 5S 4D 10D KD JC KC  angelegt 7H 8H
Das Klopfen gilt: wer klopft, bekommt 50

@ 8
wer klopft, Restpunkte 2: [3H 4H 5H] [7S 7D 7C] [JS QS KS]  übrig 2C
Gegner, Restpunkte 55: übrig AS 2S 5S KH 9D 10D KD 8C  angelegt 6H 7H
Das Klopfen gilt: wer klopft, bekommt 106

@ 9
wer klopft, Restpunkte 2: [3H 4H 5H] [7S 7D 7C] [JS QS KS]  übrig 2C
Gegner, Restpunkte 71: übrig 2S 4S 5S 6H 7H KH 9D 10D KD 8C
keine Ansage: die aufgedeckte Karte ist ein Ass, also beendet nur Gin das Spiel, und die wenigsten Restpunkte sind 2
[1]

@ 10
wer klopft, Restpunkte 31: [3H 4H 5H] [7S 7D 7C]  übrig JS QS 2C 9C
Gegner, Restpunkte 68: übrig AS 2S 5S 6H 7H KH 9D 10D KD 8C
keine Ansage: die wenigsten Restpunkte sind 31, und zum Klopfen braucht es 10 oder weniger
[1]

@ 11
klopf: Gin spielen zwei: gib die Karten dessen an, der klopft, / und die des Gegners
[3]

@ 12
klopf: 2C wird zweimal gezeigt; ein Paket hat die Karte nur einmal
[3]

@ 13
klopf: die Gruppe 2 dessen, der klopft, ist keine Kombination: eine Kombination braucht mindestens 3 Karten
[3]

@ 14
klopf: check: --school nimmt modern oder klassisch, nicht „old“
(siehe 'klopf check --help')
[2]

@ 15
klopf: check: --upcard nimmt eine Karte, nicht „XY“
(siehe 'klopf check --help')
[2]

@ 16
{"format_version":1,"game":"gin","verdict":"knock","knocker":{"deadwood":2,"least_deadwood":2,"melds":[["3H","4H","5H"],["7S","7D","7C"],["JS","QS","KS"]],"unmatched":["2C"],"discard":null},"defender":{"deadwood":55,"melds":[],"layoffs":["6H","7H"],"unmatched":["AS","2S","5S","KH","9D","10D","KD","8C"]},"result":{"winner":"knocker","points":53,"kind":"knock"}}
{"format_version":1,"error":"der Gegner zeigt 9 Karten, nicht 10"}
klopf: 1 von 2 Zeilen konnten nicht gelesen werden
[3]

@ 17
wer klopft, Restpunkte 0: [2H 3H 4H 5H] [7S 7D 7C] [JS QS KS]  Abwurf 6H
Gegner, Restpunkte 44: [8D 9D 10D]  übrig 5S 9S KH KD 2C 3C 5C
Gin: wer klopft, bekommt 64

@ 18
{"format_version":1,"game":"gin","verdict":"gin","knocker":{"deadwood":0,"least_deadwood":0,"melds":[["2H","3H","4H","5H"],["7S","7D","7C"],["JS","QS","KS"]],"unmatched":[],"discard":"6H"},"defender":{"deadwood":44,"melds":[["8D","9D","10D"]],"layoffs":[],"unmatched":["5S","9S","KH","KD","2C","3C","5C"]},"result":{"winner":"knocker","points":64,"kind":"gin"}}

@ 19
{"format_version":1,"game":"gin","verdict":"gin","knocker":{"deadwood":0,"least_deadwood":0,"melds":[["2H","3H","4H","5H"],["7S","7D","7C"],["JS","QS","KS"]],"unmatched":[],"discard":"6H"},"defender":{"deadwood":44,"melds":[["8D","9D","10D"]],"layoffs":[],"unmatched":["5S","9S","KH","KD","2C","3C","5C"]},"result":{"winner":"knocker","points":64,"kind":"gin"}}

@ 20
wer klopft, Restpunkte 2: [3H 4H 5H] [7S 7D 7C] [JS QS KS]  übrig 2C
Gegner, Restpunkte 68: übrig AS 2S 5S 6H 7H KH 9D 10D KD 8C
keine Ansage: die wenigsten Restpunkte sind 2, und zum Klopfen braucht es 1 oder weniger
[1]

@ 21
wer klopft, Restpunkte 2: [3H 4H 5H] [7S 7D 7C] [JS QS KS]  übrig 2C
Gegner, Restpunkte 68: übrig AS 2S 5S 6H 7H KH 9D 10D KD 8C
keine Ansage: die wenigsten Restpunkte sind 2, und zum Klopfen braucht es 1 oder weniger
[1]

@ 22
wer klopft, Restpunkte 0: [3H 4H 5H 6H] [7S 7D 7C] [JS QS KS]  Abwurf 4C
Gegner, Restpunkte 44: [8D 9D 10D]  übrig 5S 9S KH KD 2C 3C 5C
Gin: wer klopft, bekommt 74

@ 23
klopf: bei Oklahoma braucht jedes Spiel seine aufgedeckte Karte (--upcard KARTE)
(siehe 'klopf check --help')
[2]

@ 24
klopf: die Profile sind Wiener Regeln; --profile geht nicht zusammen mit --game gin
(siehe 'klopf check --help')
[2]
