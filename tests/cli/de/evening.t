# The evening: a player leaves the rubber in play (klopf leave) and the
# table changes a house rule from the next game on (klopf rules
# --change).  Both are events of the rubber: standings and history show
# them, export and import carry them, fix replays them (and refuses a
# correction they no longer survive), undo takes them back.

$ printf '%s\n' 'sqlite3 "$KLOPF_DB" .dump | md5sum' > dump

# Nothing to leave or change before a rubber exists, and no file is made.
$ klopf leave Anna 2>&1 | sed 's|[^ ]*/klopf.db|DB|'
klopf: noch keine Datenbank unter DB (beginne eine Partie mit 'klopf new')

$ klopf rules --change knock_limit=6 2>&1 | sed 's|[^ ]*/klopf.db|DB|'; test ! -e "$KLOPF_DB" && echo no file
klopf: noch keine Datenbank unter DB (beginne eine Partie mit 'klopf new')
no file

$ KLOPF_NOW=2026-04-01T20:00:00Z klopf new Anna Ben Clara Dora >/dev/null

$ KLOPF_NOW=2026-04-01T20:10:00Z klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" "Ben=2C 3C 4C 8D 9D 10D KH KD 5S 9S" Clara=60 Dora=30 | tail -n 2
Stand: Anna 4, Ben 34, Clara 60, Dora 30
nächster Geber: Ben

# A rule changes from the next game on.
$ KLOPF_NOW=2026-04-01T20:15:00Z klopf rules --change knock_limit=6
ab Spiel 2 der Partie 1 gilt knock_limit=6 (vorher 4)
Partie 1, im Spiel, 1 Spiel gespielt, Pulle 20
  Hausregeln: knock_limit=6
  während der Partie geändert: knock_limit 4 -> 6
  Spieler      Punkte Jetons
  Anna              4     -2
  Ben              34     -6  gibt das nächste Spiel
  Clara            60     -6
  Dora             30     -6

# Refused, each with its reason, and the database is unchanged.
$ bash dump > before; klopf rules --change knock_limit=6
klopf: die Regel knock_limit ist schon 6; es wurde nichts geändert
[3]

$ klopf rules --change ante=10
klopf: die Regel ante wirkt nur beim Start einer Partie; während einer Partie kann sie sich nicht ändern
[3]

$ klopf rules --change out_at=60
klopf: Regel buyback_over (81) muss kleiner als out_at (60) sein
[3]

$ klopf rules --change buyback_over=40 >/dev/null && klopf rules --change out_at=60
klopf: die Regel out_at kann nicht 60 werden, solange Clara mit 60 Punkten im Spiel ist
[3]

$ klopf undo
Änderung der Regel buyback_over auf 40 in Partie 1 entfernt

$ klopf rules --change knock_limit=lots
klopf: Regel knock_limit: "lots" ist keine ganze Zahl
[3]

$ klopf rules --change knock_limit=31
klopf: Regel knock_limit: 31 liegt außerhalb des Bereichs (0 bis 30)
[3]

$ klopf rules --change knok_limit=5
klopf: unbekannte Regel "knok_limit" (die Liste zeigt 'klopf rules')
[3]

$ klopf rules --change knock_limit
klopf: rules: --change braucht KEY=VALUE, z. B. --change knock_limit=5
(siehe 'klopf rules --help')
[2]

$ klopf rules --change knock_limit=5 --change knock_money=2
klopf: rules: --change nimmt nur eine Regel auf einmal
(siehe 'klopf rules --help')
[2]

$ klopf rules --change knock_limit=5 --json
klopf: rules: --change geht nicht zusammen mit --game, --profile, --rule und --json
(siehe 'klopf rules --help')
[2]

$ bash dump | cmp - before && echo unchanged
unchanged

# The knock with 6 stands now.
$ KLOPF_NOW=2026-04-01T20:20:00Z klopf game --knock Ben "Ben=4H 5H 6H 7S 7D 7C JS QS KS 6C" Anna=20 Clara=10 Dora=25 | tail -n 2
Stand: Anna 24, Ben 40, Clara 70, Dora 55
nächster Geber: Clara

# Clara leaves; she was to deal, so Dora deals.
$ KLOPF_NOW=2026-04-01T20:25:00Z klopf leave clara
Clara steigt aus Partie 1 nach Spiel 2 mit 70 Punkten aus
Partie 1, im Spiel, 2 Spiele gespielt, Pulle 20
  Hausregeln: knock_limit=6
  während der Partie geändert: knock_limit 4 -> 6
  Spieler      Punkte Jetons
  Anna             24     -3
  Ben              40     -3
  Clara            70     -7  nach Spiel 2 ausgestiegen
  Dora             55     -7  gibt das nächste Spiel

$ bash dump > before; klopf leave Clara
klopf: Clara ist schon aus der Partie ausgestiegen
[3]

$ klopf leave Klara
klopf: Klara spielt nicht in Partie 1 mit (Anna, Ben, Clara und Dora); war Clara gemeint?
[3]

$ klopf leave
klopf: leave: gib den Namen eines Spielers an
(siehe 'klopf leave --help')
[2]

$ klopf game --knock Clara "Clara=4H 5H 6H 7S 7D 7C JS QS KS 6C" Anna=20 Ben=10 Dora=25
klopf: Clara ist aus der Partie ausgeschieden und kann nicht ausgehen
[3]

$ bash dump | cmp - before && echo unchanged
unchanged

# A correction of game 2 that would put Clara out before she left is
# refused whole: her leaving would no longer hold.
$ klopf fix 2 Clara=41
klopf: nach der Korrektur stimmt das Aussteigen nach Spiel 2 nicht mehr: Clara ist schon mit 101 Punkten ausgeschieden
[3]

$ bash dump | cmp - before && echo unchanged
unchanged

# Game 3 among the three left.
$ KLOPF_NOW=2026-04-01T20:30:00Z klopf game --knock Dora "Dora=4H 5H 6H 7S 7D 7C JS QS KS 6C" Anna=30 Ben=70 | tail -n 3
Stand: Anna 54, Ben 110 (ausgeschieden), Clara 70 (ausgestiegen), Dora 61
Ben ist mit 110 Punkten ausgeschieden
nächster Geber: Anna

# Dora leaves: Anna is the last player in play and takes the pot.
$ KLOPF_NOW=2026-04-01T20:35:00Z klopf leave Dora
Dora steigt aus Partie 1 nach Spiel 3 mit 61 Punkten aus
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

$ klopf history
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

$ klopf history --json | grep -o '"kind":"\(rules\|leave\)"[^}]*}'
"kind":"rules","rule":"knock_limit","before":"4","after":"6","from_game":2,"transfers":[],"pot":20}
"kind":"leave","name":"Clara","total":70,"transfers":[],"pot":20}
"kind":"leave","name":"Dora","total":61,"transfers":[{"from":null,"to":"Anna","amount":20,"reason":"pot"}

$ klopf rubbers
  Nr.  begonnen            Sp.  Pul.  Sieger        Spieler
    1  01.04.2026 20:00      3    20  Anna          Anna, Ben, Clara, Dora

# Export and import carry both kinds of event, and the copy verifies.
$ klopf export > all.json && klopf --db copy.db import all.json && klopf --db copy.db verify
1 Partie importiert
1 Partie geprüft: die Datenbank stimmt mit ihren Ereignissen und den Regeln überein

$ klopf --db copy.db history | sed -n '/Dora leaves/,$p'

# A file in which Ben, out since game 3, is the one who leaves last is
# refused whole.
$ sed 's/"leave":{"seat":3,/"leave":{"seat":1,/' all.json > bad.json && klopf --db bad.db import bad.json
klopf: import: Partie 1 lässt sich nicht nachspielen: Ereignis 6: der Spieler ist aus der Partie ausgeschieden; nichts wurde importiert
[3]

# Undo takes back the leaving that ended the rubber, then the game, then
# Clara's leaving, then the game before it and the rule change.
$ klopf undo
Dora ist wieder in Partie 1 (das Aussteigen ist entfernt)
Partie 1 war beendet und ist wieder im Spiel

$ klopf undo && klopf undo
Spiel 3 der Partie 1 entfernt
Clara ist wieder in Partie 1 (das Aussteigen ist entfernt)

$ klopf standings | head -n 3
Partie 1, im Spiel, 2 Spiele gespielt, Pulle 20
  Hausregeln: knock_limit=6
  während der Partie geändert: knock_limit 4 -> 6

$ klopf undo && klopf undo && klopf standings | head -n 2
Spiel 2 der Partie 1 entfernt
Änderung der Regel knock_limit auf 6 in Partie 1 entfernt
Partie 1, im Spiel, 1 Spiel gespielt, Pulle 20
  Spieler      Punkte Jetons

# The next rubber carries the rules as the last one ended.
$ klopf rules --change next_dealer=winner >/dev/null && klopf abandon >/dev/null && klopf new Anna Ben
Partie 2: Anna, Ben
alle zahlen je 5 Jetons in die Pulle (Pulle 10); Anna gibt zuerst
die Regeln der Partie 1 gelten weiter (--profile oder --rule wählen andere)
Hausregel: next_dealer=winner (Standard left)
