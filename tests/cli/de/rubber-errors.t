# The German outputs of the commands of tests/cli/rubber-errors.t, run under
# de_AT.UTF-8: "@ N" is the output of its Nth command (the format is
# described in tests/cli/run-transcript.sh).

@ 1

@ 2
klopf: noch keine Datenbank unter DB (beginne eine Partie mit 'klopf new')
[3]

@ 3
klopf: noch keine Datenbank unter DB (beginne eine Partie mit 'klopf new')
[3]

@ 4
klopf: noch keine Datenbank unter DB (beginne eine Partie mit 'klopf new')
[3]

@ 5
klopf: noch keine Datenbank unter DB (beginne eine Partie mit 'klopf new')
[3]

@ 6
klopf: noch keine Datenbank unter DB (beginne eine Partie mit 'klopf new')
[3]

@ 7
still no database

@ 8
klopf: new: eine Partie viennese braucht 2 bis 6 Spieler in Sitzreihenfolge, nicht 1
(siehe 'klopf new --help')
[2]

@ 9
klopf: eine Partie viennese braucht 2 bis 6 Spieler, nicht 7
[3]

@ 10
klopf: new: eine Partie viennese braucht 2 bis 6 Spieler in Sitzreihenfolge, nicht 0
(siehe 'klopf new --help')
[2]

@ 11
klopf: anna ist doppelt genannt
[3]

@ 12
klopf: Spielername „B=en“ darf kein „=“ enthalten
[3]

@ 13
klopf: Spielername „B|en“ darf kein „|“ enthalten
[3]

@ 14
klopf: Spielername „7up“ darf nicht mit „-“ oder einer Ziffer beginnen
[3]

@ 15
klopf: Spielername „-x“ darf nicht mit „-“ oder einer Ziffer beginnen
[3]

@ 16
klopf: new: unbekannte Option -x
(siehe 'klopf new --help')
[2]

@ 17
klopf: Spielername enthält nichts Sichtbares
[3]

@ 18
klopf: Spielername enthält ein Steuerzeichen
[3]

@ 19
klopf: Spielername ist kein gültiges UTF-8
[3]

@ 20
klopf: Spielername „abcdefghijabcdefghij...“ ist länger als 40 Bytes
[3]

@ 21
klopf: unbekannte Regel „jokers_wild“ (die Liste zeigt 'klopf rules')
[3]

@ 22
klopf: Regel knock_limit: „abc“ ist keine ganze Zahl
[3]

@ 23
klopf: Regel knock_limit: 99 liegt außerhalb des Bereichs (0 bis 30)
[3]

@ 24
klopf: Regel „knock_limit“ braucht die Form SCHLÜSSEL=WERT
[3]

@ 25
klopf: Regel buyback_over (81) muss kleiner als out_at (50) sein
[3]

@ 26
klopf: Regel next_dealer: „random“ ist keiner der Werte links, gewinner, verlierer, abwechselnd
[3]

@ 27
klopf: unbekanntes Profil „canasta“ (Profile: viennese, romme-ohne-auslegen, gin)
[3]

@ 28
klopf: Regel „Anna“ braucht die Form SCHLÜSSEL=WERT
[3]

@ 29
still no database

@ 30
Partie 1: A, B
Alle zahlen je 5 Jetons in die Pulle (Pulle 10); A gibt zuerst

@ 31
Partie 1 ohne Spiele entfernt; die Einsätze entfallen

@ 32

@ 33
klopf: noch keine Partien; beginne eine mit 'klopf new NAME NAME...'
[3]

@ 34
klopf: noch keine Partien; beginne eine mit 'klopf new NAME NAME...'
[3]

@ 35
database unchanged

@ 36
klopf: keine Partie läuft; beginne eine mit 'klopf new NAME NAME...'
[3]

@ 37
database unchanged

@ 38
klopf: keine Partie läuft; beginne eine mit 'klopf new NAME NAME...'
[3]

@ 39
database unchanged

@ 40
klopf: keine Partie läuft; beginne eine mit 'klopf new NAME NAME...'
[3]

@ 41
database unchanged

@ 42
Partie 1: Anna, Ben, Clara, Dora
Alle zahlen je 5 Jetons in die Pulle (Pulle 20); Anna gibt zuerst

@ 43
Spiel 1 der Partie 1: Anna klopft (Anna hat gegeben)
  Anna         4 Punkte  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  übrig 4C
  Ben         90 Punkte  (als Punkte eingegeben)
  Clara       95 Punkte  (als Punkte eingegeben)
  Dora       120 Punkte  (als Punkte eingegeben)
Jetons: Ben zahlt 1 an Anna, Clara zahlt 1 an Anna, Dora zahlt 1 an Anna
Stand: Anna 4, Ben 90, Clara 95, Dora 120 (ausgeschieden)
Dora ist mit 120 Punkten ausgeschieden
Clara darf sich um 5 Jetons einkaufen (klopf buyback Clara): Stand 95 -> 90
nächster Geber: Ben

@ 44

@ 45
klopf: Partie 1 läuft (Anna, Ben, Clara und Dora); spiel sie zu Ende oder brich sie mit 'klopf abandon' ab
[3]

@ 46
database unchanged

@ 47
klopf: buyback: gib den Namen eines Spielers an
(siehe 'klopf buyback --help')
[2]

@ 48
klopf: buyback: gib den Namen eines Spielers an
(siehe 'klopf buyback --help')
[2]

@ 49
klopf: Zoe spielt nicht in Partie 1 mit (Anna, Ben, Clara und Dora)
[3]

@ 50
database unchanged

@ 51
klopf: Anna kann sich nicht einkaufen: der Stand 4 liegt nicht über 81 (ein Einkauf braucht 82 bis 100)
[3]

@ 52
database unchanged

@ 53
klopf: Dora ist mit 120 Punkten ausgeschieden und kann sich nicht einkaufen
[3]

@ 54
database unchanged

@ 55
klopf: Ben kann sich nicht einkaufen: der Stand würde nicht sinken (90; der höchste andere Stand im Spiel ist 95)
[3]

@ 56
database unchanged

@ 57
Clara kauft sich um 5 Jetons ein: Stand 95 -> 90; Pulle 25

@ 58

@ 59
klopf: Clara hat sich in dieser Partie schon eingekauft und kann sich nicht noch einmal einkaufen (nur einmal erlaubt)
[3]

@ 60
database unchanged

@ 61
klopf: game: gib an, wie der Spieler ausgegangen ist: --knock oder --rummy (Gin: --knock, --gin, --big-gin oder --dead; die übrige Familie: --out; phom: --claim oder --showdown; die Spiele mit Auslegen: --out, --at-once oder --block)
(siehe 'klopf game --help')
[2]

@ 62
klopf: game: gib an, wie der Spieler ausgegangen ist: --knock oder --rummy (Gin: --knock, --gin, --big-gin oder --dead; die übrige Familie: --out; phom: --claim oder --showdown; die Spiele mit Auslegen: --out, --at-once oder --block)
(siehe 'klopf game --help')
[2]

@ 63
klopf: game: gib den Namen dessen an, der ausgegangen ist, und ein Blatt NAME=KARTEN für jeden Spieler im Spiel
(siehe 'klopf game --help')
[2]

@ 64
klopf: game: unbekannte Option --frobnicate
(siehe 'klopf game --help')
[2]

@ 65
klopf: Zoe spielt nicht in Partie 1 mit (Anna, Ben, Clara und Dora)
[3]

@ 66
database unchanged

@ 67
klopf: Dora ist aus der Partie ausgeschieden und kann nicht ausgehen
[3]

@ 68
database unchanged

@ 69
klopf: Zoe spielt nicht in Partie 1 mit (Anna, Ben, Clara und Dora)
[3]

@ 70
database unchanged

@ 71
klopf: Blatt 3 „Clara 1“: schreib es als NAME=KARTEN (oder NAME=PUNKTE)
[3]

@ 72
database unchanged

@ 73
klopf: Blatt 3 „=1“: schreib es als NAME=KARTEN (oder NAME=PUNKTE)
[3]

@ 74
database unchanged

@ 75
klopf: kein Blatt für Clara (jeder Spieler im Spiel braucht eines: NAME=KARTEN)
[3]

@ 76
database unchanged

@ 77
klopf: zwei Blätter für Ben
[3]

@ 78
database unchanged

@ 79
klopf: Dora ist aus der Partie ausgeschieden und hat kein Blatt
[3]

@ 80
database unchanged

@ 81
klopf: Blatt von Ben: Karte 8 „ZZ“: unbekannter Rang „ZZ“ (Ränge sind A K Q J 10 9 8 7 6 5 4 3 2, auch T, B, D)
[3]

@ 82
database unchanged

@ 83
klopf: Anna ist mit 9 Karten ausgegangen; zeig 10, oder 11 vor dem Abwurf
[3]

@ 84
database unchanged

@ 85
klopf: Anna ist mit 12 Karten ausgegangen; zeig 10, oder 11 vor dem Abwurf
[3]

@ 86
database unchanged

@ 87
klopf: Ben zeigt 11 Karten; ein Blatt hat am Ende eines Spiels 10
[3]

@ 88
database unchanged

@ 89
klopf: Ben zeigt 9 Karten; ein Blatt hat am Ende eines Spiels 10
[3]

@ 90
database unchanged

@ 91
klopf: diese Blätter können nicht aus einem Kartenspiel stammen: 7S liegt 3-mal auf dem Tisch (Anna 1, Ben 2), im Spiel gibt es sie aber nur 2-mal
[3]

@ 92
database unchanged

@ 93
klopf: Anna hat geklopft, aber die beste Aufteilung lässt 9 Restpunkte (zum Klopfen sind höchstens 4 erlaubt)
  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  übrig 9C
[3]

@ 94
database unchanged

@ 95
klopf: Anna hat Rommé angesagt, aber die beste Aufteilung lässt 4 Restpunkte (ein Rommé braucht 0)
  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  übrig 4C
[3]

@ 96
database unchanged

@ 97
klopf: Anna hat Rommé angesagt, aber die beste Aufteilung lässt 3 Restpunkte (ein Rommé braucht 0)
  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  übrig 3D  Abwurf 4C
[3]

@ 98
database unchanged

@ 99
klopf: Anna ist ausgegangen und muss die Karten zeigen, nicht Punkte
[3]

@ 100
database unchanged

@ 101
klopf: Ben: -3 Punkte sind unmöglich (ein Blatt aus 10 Karten zählt 0 bis 122, das Höchste, das seine Karten ohne jede Meldung zählen können)
[3]

@ 102
database unchanged

@ 103
klopf: Ben: 201 Punkte sind unmöglich (ein Blatt aus 10 Karten zählt 0 bis 122, das Höchste, das seine Karten ohne jede Meldung zählen können)
[3]

@ 104
database unchanged

@ 105
klopf: Ben: 99999999999999999999 Punkte sind unmöglich (ein Blatt aus 10 Karten zählt 0 bis 122, das Höchste, das seine Karten ohne jede Meldung zählen können)
[3]

@ 106
database unchanged

@ 107
Spiel 2 der Partie 1: Anna klopft (Ben hat gegeben)
  Anna         4 Punkte  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  übrig 4C
  Ben         34 Punkte  [2C 3C 4C] [8D 9D 10D]  übrig 5S 9S KH KD
  Clara       25 Punkte  [AS AH AD] [6C 7C 8C]  übrig 10S 3H 2D JC
Jetons: Ben zahlt 1 an Anna, Clara zahlt 1 an Anna, die Pulle zahlt 25 an Anna
Stand: Anna 8, Ben 124 (ausgeschieden), Clara 115 (ausgeschieden), Dora 120 (ausgeschieden)
Ben ist mit 124 Punkten ausgeschieden
Clara ist mit 115 Punkten ausgeschieden
Anna gewinnt die Partie und die Pulle
Jetons netto: Anna +25, Ben -7, Clara -12, Dora -6

@ 108

@ 109
klopf: keine Partie läuft; beginne eine mit 'klopf new NAME NAME...'
[3]

@ 110
database unchanged

@ 111
klopf: keine Partie läuft; beginne eine mit 'klopf new NAME NAME...'
[3]

@ 112
database unchanged

@ 113
klopf: keine Partie läuft; beginne eine mit 'klopf new NAME NAME...'
[3]

@ 114
database unchanged

@ 115
klopf: standings: keine Argumente erwartet
(siehe 'klopf standings --help')
[2]

@ 116
klopf: undo: keine Argumente erwartet
(siehe 'klopf undo --help')
[2]

@ 117
klopf: abandon: keine Argumente erwartet
(siehe 'klopf abandon --help')
[2]

@ 118
database unchanged

@ 119
klopf: Ｂen sieht genauso aus wie Ben aus früheren Partien (die Namen unterscheiden sich in U+FF22); gib diesen Namen genau so ein, oder gib dem neuen Spieler einen unterscheidbaren Namen
[3]

@ 120
klopf: Аnna sieht genauso aus wie Anna aus früheren Partien (die Namen unterscheiden sich in U+0410); gib diesen Namen genau so ein, oder gib dem neuen Spieler einen unterscheidbaren Namen
[3]

@ 121
klopf: B<ZWSP>en sieht genauso aus wie Ben aus früheren Partien (die Namen unterscheiden sich in U+200B); gib diesen Namen genau so ein, oder gib dem neuen Spieler einen unterscheidbaren Namen
[3]

@ 122
database unchanged
