# The German outputs of the commands of tests/cli/meld.t, run under
# de_AT.UTF-8: "@ N" is the output of its Nth command (the format is
# described in tests/cli/run-transcript.sh).

@ 1
1. 3H JK JK 6H: eine Folge mit 18 Punkten: 3H 4H 5H 6H
   die Joker stehen für 4H 5H
2. QS QD QH: ein Satz mit 30 Punkten: QS QH QD
3. 3S AS 2S: eine Folge mit 6 Punkten: AS 2S 3S
   das Ass liegt unten und zählt 1
legt mit 54 aus (40 nötig)

@ 2
1. QS QH QD: ein Satz mit 30 Punkten: QS QH QD
2. AH 2H 3H 4H: eine Folge mit 10 Punkten: AH 2H 3H 4H
   das Ass liegt unten und zählt 1
legt mit 40 aus (40 nötig)

@ 3
1. KS KH KD: ein Satz mit 30 Punkten: KS KH KD
2. 2C 3C 4C: eine Folge mit 9 Punkten: 2C 3C 4C
1 Punkt fehlt auf 40
[1]

@ 4
1. KH AH 2H: keine Meldung: K-A-2 geht ums Eck, und das dürfen Folgen in diesem Spiel nicht
2. 7H 6H 7H 8H: keine Meldung: 7H zweimal in einer Folge
3. JK 3H JK: keine Meldung: mehr Joker als echte Karten (2 zu 1)
4. 5H 9H JK: keine Meldung: der Folge von 5H bis 9H fehlen 3 Karten, mehr als ihre Joker (1)
5. 5H 6S 7D: keine Meldung: 5H und 6S haben verschiedene Ränge, also kein Satz, und 5H und 6S verschiedene Farben, also keine Folge
legt nicht aus: Gruppe 1 ist keine Meldung
[1]

@ 5
1. 5S 5H JK JK: ein Satz mit 20 Punkten: 5S 5H 5D 5C
   die Joker stehen für 5D 5C
2. JK=7S 5S 6S: eine Folge mit 18 Punkten: 5S 6S 7S
   der Joker steht für 7S
3. JK=7H 5S 6S: keine Meldung: ein Joker, der als 7H benannt ist, kann nicht mit 5S in einer Folge stehen
legt nicht aus: Gruppe 3 ist keine Meldung
[1]

@ 6
1. 5H JK 7H: eine Folge mit 18 Punkten: 5H 6H 7H
   der Joker steht für 6H
2. JK AH JK: eine Folge mit 30 Punkten: QH KH AH
   die Joker stehen für QH KH
   das Ass liegt oben und zählt 10
3 Punkte fehlen auf 51
[1]

@ 7
1. 5H 5S JK JK: keine Meldung: 2 Joker in einem Satz, aber in diesem Spiel hat ein Satz höchstens 1 Joker
legt nicht aus: Gruppe 1 ist keine Meldung
[1]

@ 8
1. 10S 10H 10D: ein Satz mit 30 Punkten: 10S 10H 10D
2. 6C 7C 8C: eine Folge mit 21 Punkten: 6C 7C 8C
legt mit 51 aus (51 nötig)

@ 9
{"format_version":1,"game":"hungarian","groups":[{"cards":["10S","10H","10D"],"legal":true,"kind":"set","reading":["10S","10H","10D"],"value":30,"reason":null},{"cards":["6C","7C","JK"],"legal":true,"kind":"run","reading":["6C","7C","8C"],"value":21,"reason":null},{"cards":["5H","5S","JK","JK"],"legal":false,"kind":null,"reading":[],"value":0,"reason":"2 Joker in einem Satz, aber in diesem Spiel hat ein Satz höchstens 1 Joker"}],"value":51,"open_min":51,"opens":false}
[1]

@ 10
1. 2H 3H 4H JK: eine Folge mit 24 Punkten: AH 2H 3H 4H
   der Joker steht für AH
   das Ass liegt unten und zählt 15
2. JK AH JK: ein Satz mit 45 Punkten: AS AH AD
   die Joker stehen für AS AD
   jedes Ass des Satzes zählt 15
3. 9C 9D 9S: ein Satz mit 27 Punkten: 9S 9D 9C
legt mit 96 aus (51 nötig)

@ 11
1. QH KH AH: keine Meldung: in diesem Spiel liegt das Ass nur unten (A-2-3), also ist Q-K-A keine Folge
legt nicht aus: Gruppe 1 ist keine Meldung
[1]

@ 12
1. AS 2S 3S: eine Folge mit 6 Punkten: AS 2S 3S
   das Ass liegt unten und zählt 1
legt mit 6 aus (in diesem Spiel ohne Mindestmaß)

@ 13
1. KH AH 2H: eine Folge mit 23 Punkten: KH AH 2H
   das Ass geht ums Eck und zählt 11
legt mit 23 aus (in diesem Spiel ohne Mindestmaß)

@ 14
Anlegen: die Meldung wird zu 6S 6H JK 6C
   der Joker steht für 6D
angenommen: der Spieler hat in einem früheren Zug ausgelegt (--opening-turn oder --not-opened sagt anderes)

@ 15
Tausch: die Meldung wird zu 6S 6H 6D 6C
1 Joker wird frei und muss in diesem Zug wieder auf den Tisch
angenommen: der Spieler hat in einem früheren Zug ausgelegt (--opening-turn oder --not-opened sagt anderes)

@ 16
Tausch: die Meldung wird zu 5H 6H 7H
1 Joker wird frei und muss in diesem Zug wieder auf den Tisch
angenommen: der Spieler hat in einem früheren Zug ausgelegt (--opening-turn oder --not-opened sagt anderes)

@ 17
abgelehnt: 9H kann nicht angelegt werden: die Folge nimmt 4H oder 8H
angenommen: der Spieler hat in einem früheren Zug ausgelegt (--opening-turn oder --not-opened sagt anderes)
[1]

@ 18
Anlegen: die Meldung wird zu JH QH KH AH
   das Ass liegt oben und zählt 11
angenommen: der Spieler hat in einem früheren Zug ausgelegt (--opening-turn oder --not-opened sagt anderes)

@ 19
{"format_version":1,"game":"romme","table":["6S","6H","JK"],"cards":["6C","6D"],"legal":true,"action":"exchange","meld":["6S","6H","6D","6C"],"reading":["6S","6H","6D","6C"],"jokers_freed":1,"lay_again":true,"reason":null,"facts":{"opened":"earlier","meld":null,"assumed":["opened"]}}

@ 20
abgelehnt: nach diesen Regeln werden Joker am Tisch nicht getauscht
angenommen: der Spieler hat in einem früheren Zug ausgelegt (--opening-turn oder --not-opened sagt anderes)
[1]

@ 21
Tausch: die Meldung wird zu 5H 6H 7H
1 Joker wird frei und muss in diesem Zug wieder auf den Tisch
angenommen: der Spieler hat in einem früheren Zug ausgelegt (--opening-turn oder --not-opened sagt anderes)

@ 22
Tausch: die Meldung wird zu 6S 6H 6C
1 Joker wird frei und kommt auf die Hand des Spielers

@ 23
Anlegen: die Meldung wird zu 6S 6H 6D JK
   der Joker steht für 6C
angenommen: der Spieler hat in einem früheren Zug ausgelegt (--opening-turn oder --not-opened sagt anderes)

@ 24
Anlegen: die Meldung wird zu 4H 5H 6H 7H 8H

@ 25
abgelehnt: KH kann nicht angelegt werden: die Folge nimmt nur 4H
[1]

@ 26
abgelehnt: Rommé: nur wer ausgelegt hat, darf Karten anlegen
[1]

@ 27
abgelehnt: Rommé: im Zug des Auslegens darf keine Karte angelegt werden (layoff_in_opening_turn=aus)
[1]

@ 28
Anlegen: die Meldung wird zu 5H 6H 7H 8H

@ 29
Anlegen: die Meldung wird zu 5H 6H 7H 8H

@ 30
abgelehnt: Rommé: nur wer ausgelegt hat, darf einen Joker tauschen
[1]

@ 31
abgelehnt: Rommé: nur wer in einem früheren Zug ausgelegt hat, darf einen Joker tauschen, nicht im Zug des Auslegens
[1]

@ 32
Anlegen: die Meldung wird zu 6S 6H JK 6C
   der Joker steht für 6D

@ 33
abgelehnt: Ungarisches Rommé: nur wer ausgelegt hat, darf Karten anlegen
[1]

@ 34
abgelehnt: Ungarisches Rommé: nur wer in einem früheren Zug ausgelegt hat, darf einen Joker tauschen, nicht im Zug des Auslegens (joker_exchange=on)
[1]

@ 35
abgelehnt: Ungarisches Rommé: nur wer ausgelegt hat, darf einen Joker tauschen (joker_exchange=on)
[1]

@ 36
Tausch: die Meldung wird zu 5H 6H 7H
1 Joker wird frei und kommt auf die Hand des Spielers

@ 37
abgelehnt: Caloochi: nur wer ausgelegt hat, darf Karten anlegen
[1]

@ 38
abgelehnt: Caloochi: nur wer ausgelegt hat, darf einen Joker tauschen (exchange_needs_opening=on)
[1]

@ 39
Tausch: die Meldung wird zu 5H 6H 7H
1 Joker wird frei und kommt auf die Hand des Spielers
angenommen: der Spieler hat in einem früheren Zug ausgelegt (--opening-turn oder --not-opened sagt anderes)

@ 40
abgelehnt: Caloochi: ein Joker darf nur aus der Meldung eines anderen Spielers genommen werden (exchange_from=andere)
[1]

@ 41
Anlegen: die Meldung wird zu 6S 6H 6D JK
   der Joker steht für 6C
angenommen: der Spieler hat in einem früheren Zug ausgelegt (--opening-turn oder --not-opened sagt anderes)

@ 42
{"format_version":1,"game":"caloochi","table":["5H","JK","7H"],"cards":["6H"],"legal":true,"action":"exchange","meld":["5H","6H","7H"],"reading":["5H","6H","7H"],"jokers_freed":1,"lay_again":false,"reason":null,"facts":{"opened":null,"meld":"others","assumed":["meld"]}}

@ 43
Anlegen: die Meldung wird zu 5H 6H 7H 8H

@ 44
abgelehnt: Rummy: nur wer ausgelegt hat, darf Karten anlegen (layoff_after_opening=on)
[1]

@ 45
Anlegen: die Meldung wird zu 5H 6H 7H 8H

@ 46
{"format_version":1,"game":"rummy","table":["5H","6H","7H"],"cards":["8H"],"legal":true,"action":"layoff","meld":["5H","6H","7H","8H"],"reading":["5H","6H","7H","8H"],"jokers_freed":0,"lay_again":false,"reason":null,"facts":{"opened":"earlier","meld":null,"assumed":["opened"]}}

@ 47
  -g, --game SPIEL       das Spiel mit Auslegen: romme, hungarian, caloochi, rummy

@ 48
      --redeal           hungarian: beurteilt, ob das gegebene Blatt neues Geben verlangen kann (vier Paare oder drei Paare und ein Joker)

@ 49
klopf: meld: unbekanntes Spiel mit Auslegen „gin“; die Spiele mit Auslegen sind romme, hungarian, caloochi, rummy
(siehe 'klopf meld --help')
[2]

@ 50
klopf: --on: die Meldung am Tisch ist keine Meldung: der Folge von 5H bis 9H fehlen 3 Karten, mehr als ihre Joker (1)
[3]

@ 51
{"format_version":1,"game":"romme","groups":[{"cards":["QS","QH","QD"],"legal":true,"kind":"set","reading":["QS","QH","QD"],"value":30,"reason":null},{"cards":["AH","2H","3H","4H"],"legal":true,"kind":"run","reading":["AH","2H","3H","4H"],"value":10,"reason":null}],"value":40,"open_min":40,"opens":true}
{"format_version":1,"error":"Karte 3 „5X“: unbekannte Farbe „X“ (Farben sind S H D C oder ♠ ♥ ♦ ♣)"}
{"format_version":1,"game":"romme","groups":[{"cards":["JK","JK","5H"],"legal":false,"kind":null,"reading":[],"value":0,"reason":"mehr Joker als echte Karten (2 zu 1)"}],"value":0,"open_min":40,"opens":false}
klopf: 1 von 3 Zeilen konnten nicht gelesen werden
[3]

@ 52
{"format_version":1,"game":"rummy","table":["5H","6H","7H"],"cards":["4H"],"legal":true,"action":"layoff","meld":["4H","5H","6H","7H"],"reading":["4H","5H","6H","7H"],"jokers_freed":0,"lay_again":false,"reason":null,"facts":{"opened":null,"meld":null,"assumed":[]}}
{"format_version":1,"game":"rummy","table":["5H","6H","7H"],"cards":["JK"],"legal":true,"action":"layoff","meld":["5H","6H","7H","JK"],"reading":["5H","6H","7H","8H"],"jokers_freed":0,"lay_again":false,"reason":null,"facts":{"opened":null,"meld":null,"assumed":[]}}
{"format_version":1,"game":"rummy","table":["5H","6H","7H"],"cards":["9H"],"legal":false,"action":"layoff","meld":null,"reading":[],"jokers_freed":0,"lay_again":false,"reason":"9H kann nicht angelegt werden: die Folge nimmt 4H oder 8H","facts":{"opened":null,"meld":null,"assumed":[]}}

@ 53
{"format_version":1,"game":"hungarian","table":["5H","JK","7H"],"cards":["8H"],"legal":true,"action":"layoff","meld":["5H","JK","7H","8H"],"reading":["5H","6H","7H","8H"],"jokers_freed":0,"lay_again":false,"reason":null,"facts":{"opened":"this_turn","meld":null,"assumed":[]}}
{"format_version":1,"game":"hungarian","table":["5H","JK","7H"],"cards":["6H"],"legal":false,"action":"exchange","meld":null,"reading":[],"jokers_freed":0,"lay_again":false,"reason":"Ungarisches Rommé: nur wer in einem früheren Zug ausgelegt hat, darf einen Joker tauschen, nicht im Zug des Auslegens (joker_exchange=on)","facts":{"opened":"this_turn","meld":null,"assumed":[]}}
{"format_version":1,"game":"hungarian","table":["5H","JK","7H"],"cards":["5H","9H"],"legal":false,"action":"layoff","meld":null,"reading":[],"jokers_freed":0,"lay_again":false,"reason":"5H kann nicht angelegt werden: die Folge nimmt 4H oder 8H","facts":{"opened":"this_turn","meld":null,"assumed":[]}}

@ 54
Restpunkte 46: jede Karte, die auf der Hand bleibt, zählt: AH JK 5S KD

@ 55
Restpunkte 5: jede Karte, die auf der Hand bleibt, zählt: AH JK 5S KD

@ 56
Restpunkte 50: jede Karte, die auf der Hand bleibt, zählt: AH JK 10C QS

@ 57
{"format_version":1,"game":"caloochi","cards":["AS","JK","2D"],"deadwood":42}

@ 58
Restpunkte 14: jede Karte, die auf der Hand bleibt, zählt: AS KD 3C

@ 59
Restpunkte 24: jede Karte, die auf der Hand bleibt, zählt: AS KD 3C

@ 60
{"format_version":1,"game":"rummy","cards":["AS","KD","3C"],"deadwood":14}
{"format_version":1,"error":"Karte 1 „JK“: nach diesen Regeln wird ohne Joker gespielt"}
klopf: 1 von 2 Zeilen konnten nicht gelesen werden
[3]
