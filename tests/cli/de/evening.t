# The German outputs of the commands of tests/cli/evening.t, run under
# de_AT.UTF-8: "@ N" is the output of its Nth command (the format is
# described in tests/cli/run-transcript.sh).

@ 1

@ 2
klopf: noch keine Datenbank unter DB (beginne eine Partie mit 'klopf new')

@ 3
klopf: noch keine Datenbank unter DB (beginne eine Partie mit 'klopf new')
no file

@ 4

@ 5
Stand: Anna 4, Ben 34, Clara 60, Dora 30
nächster Geber: Ben

@ 6
Ab Spiel 2 der Partie 1 gilt knock_limit=6 (vorher 4)
Laufende Partie 1, 1 Spiel gespielt, Pulle 20
  Hausregeln: knock_limit=6
  während der Partie geändert: knock_limit 4 -> 6
  Spieler      Punkte Jetons
  Anna              4     -2
  Ben              34     -6  gibt das nächste Spiel
  Clara            60     -6
  Dora             30     -6

@ 7
klopf: die Regel knock_limit ist schon 6; es wurde nichts geändert
[3]

@ 8
klopf: die Regel ante wirkt nur beim Start einer Partie; während einer Partie kann sie sich nicht ändern
[3]

@ 9
klopf: Regel buyback_over (81) muss kleiner als out_at (60) sein
[3]

@ 10
klopf: die Regel out_at kann nicht 60 werden, solange Clara mit 60 Punkten im Spiel ist
[3]

@ 11
Änderung der Regel buyback_over auf 40 in Partie 1 entfernt

@ 12
klopf: Regel knock_limit: „lots“ ist keine ganze Zahl
[3]

@ 13
klopf: Regel knock_limit: 31 liegt außerhalb des Bereichs (0 bis 30)
[3]

@ 14
klopf: unbekannte Regel „knok_limit“ (die Liste zeigt 'klopf rules')
[3]

@ 15
klopf: rules: --change braucht SCHLÜSSEL=WERT, z. B. --change knock_limit=5
(siehe 'klopf rules --help')
[2]

@ 16
klopf: rules: --change nimmt nur eine Regel auf einmal
(siehe 'klopf rules --help')
[2]

@ 17
klopf: rules: --change geht nicht zusammen mit --game, --profile, --rule und --json
(siehe 'klopf rules --help')
[2]

@ 18
unchanged

@ 19
Stand: Anna 24, Ben 40, Clara 70, Dora 55
nächster Geber: Clara

@ 20
Clara steigt nach Spiel 2 mit 70 Punkten aus Partie 1 aus
Laufende Partie 1, 2 Spiele gespielt, Pulle 20
  Hausregeln: knock_limit=6
  während der Partie geändert: knock_limit 4 -> 6
  Spieler      Punkte Jetons
  Anna             24     -3
  Ben              40     -3
  Clara            70     -7  nach Spiel 2 ausgestiegen
  Dora             55     -7  gibt das nächste Spiel

@ 21
klopf: Clara ist schon aus der Partie ausgestiegen
[3]

@ 22
klopf: Klara spielt nicht in Partie 1 mit (Anna, Ben, Clara und Dora); war Clara gemeint?
[3]

@ 23
klopf: leave: gib den Namen eines Spielers an
(siehe 'klopf leave --help')
[2]

@ 24
klopf: Clara ist aus der Partie ausgeschieden und kann nicht ausgehen
[3]

@ 25
unchanged

@ 26
klopf: nach der Korrektur stimmt das Aussteigen nach Spiel 2 nicht mehr: Clara ist schon mit 101 Punkten ausgeschieden
[3]

@ 27
unchanged

@ 28
Stand: Anna 54, Ben 110 (ausgeschieden), Clara 70 (ausgestiegen), Dora 61
Ben ist mit 110 Punkten ausgeschieden
nächster Geber: Anna

@ 29
Dora steigt nach Spiel 3 mit 61 Punkten aus Partie 1 aus
Anna ist der letzte Spieler im Spiel und gewinnt die Pulle
Jetons: die Pulle zahlt 20 an Anna
Partie 1, beendet, 3 Spiele gespielt, Pulle 0
  Hausregeln: knock_limit=6
  während der Partie geändert: knock_limit 4 -> 6
  Spieler      Punkte Jetons
  Anna             54    +16  hat die Pulle gewonnen
  Ben             110     -4  ausgeschieden (Spiel 3)
  Clara            70     -7  nach Spiel 2 ausgestiegen
  Dora             61     -5  nach Spiel 3 ausgestiegen

@ 30
Partie 1 (beendet): Anna, Ben, Clara und Dora
begonnen 01.04.2026 20:00, beendet 01.04.2026 20:35
Einsatz: jeder zahlt 5 in die Pulle (20)
<BLANKLINE>
 Spiel Geber   Ansage              Anna        Ben      Clara       Dora
    1  Anna    Anna klopft       4    4    34   34    60   60    30   30
       Jetons: Anna +3, Ben -1, Clara -1, Dora -1
    -  Regel knock_limit: 4 -> 6 ab Spiel 2
    2  Ben     Ben klopft       20   24     6   40    10   70    25   55
       Jetons: Anna -1, Ben +3, Clara -1, Dora -1
    -  Clara steigt mit 70 aus der Partie aus
    3  Dora    Dora klopft      30   54    70  110     -   70     6   61
       Jetons: Anna -1, Ben -1, Dora +2
       Ben ist mit 110 ausgeschieden
    -  Dora steigt mit 61 aus der Partie aus
       Anna gewinnt die Partie und die Pulle (20)
<BLANKLINE>
Stand: Anna 54, Ben 110 (ausgeschieden), Clara 70 (ausgestiegen), Dora 61 (ausgestiegen)
Jetons netto: Anna +16, Ben -4, Clara -7, Dora -5

@ 31
"kind":"rules","rule":"knock_limit","before":"4","after":"6","from_game":2,"transfers":[],"pot":20}
"kind":"leave","name":"Clara","total":70,"transfers":[],"pot":20}
"kind":"leave","name":"Dora","total":61,"transfers":[{"from":null,"to":"Anna","amount":20,"reason":"pot"}

@ 32
  Nr.  begonnen          Spiele  Pulle  Sieger        Spieler
    1  01.04.2026 20:00       3     20  Anna          Anna, Ben, Clara, Dora

@ 33
1 Partie importiert
1 Partie geprüft: die Datenbank stimmt mit ihren Ereignissen und den Regeln überein

@ 34

@ 35
klopf: import: Partie 1 lässt sich nicht nachspielen: Ereignis 6: der Spieler ist aus der Partie ausgeschieden; nichts wurde importiert
[3]

@ 36
Dora ist wieder in Partie 1 (das Aussteigen ist entfernt)
Partie 1 war beendet und läuft wieder

@ 37
Spiel 3 der Partie 1 entfernt
Clara ist wieder in Partie 1 (das Aussteigen ist entfernt)

@ 38
Laufende Partie 1, 2 Spiele gespielt, Pulle 20
  Hausregeln: knock_limit=6
  während der Partie geändert: knock_limit 4 -> 6

@ 39
Spiel 2 der Partie 1 entfernt
Änderung der Regel knock_limit auf 6 in Partie 1 entfernt
Laufende Partie 1, 1 Spiel gespielt, Pulle 20
  Spieler      Punkte Jetons

@ 40
Partie 2: Anna, Ben
Alle zahlen je 5 Jetons in die Pulle (Pulle 10); Anna gibt zuerst
die Regeln der Partie 1 gelten weiter (--profile oder --rule wählen andere)
Hausregel: next_dealer=gewinner (Standard links)
