# The German outputs of the commands of tests/cli/gin-game.t, run under
# de_AT.UTF-8: "@ N" is the output of its Nth command (the format is
# described in tests/cli/run-transcript.sh).

@ 1
Partie 1: Anna, Ben
Eine Partie Gin bis 100; Anna gibt zuerst

@ 2
Laufende Partie 1: Gin bis 100, 0 Spiele gespielt
  Spieler      Punkte Spiele Jetons
  Anna              0      0     +0  gibt das nächste Spiel
  Ben               0      0     +0

@ 3
Spiel 1 der Partie 1: Anna klopft (Anna hat gegeben)
  Anna       zählt  10  [3H 4H 5H] [9S 9D 9C]  übrig AS 6H AD 2C
  Ben        zählt  69  übrig 2S 3S 5S 7H 8H 4D 10D KD JC KC
Anna zeigt 10 Restpunkte statt der wenigsten, 4, damit weniger angelegt werden kann
Anna gewinnt das Spiel durch Klopfen und schreibt 59
Stand: Anna 59, Ben 0
nächster Geber: Anna

@ 4
klopf: Ben hat geklopft, aber die beste Aufteilung lässt 22 Restpunkte (zum Klopfen sind höchstens 10 erlaubt)
  [AS 2S 3S] [9H 9D 9C]  übrig 6H 5D 4C 7C
[3]

@ 5
Spiel 2 der Partie 1: ein totes Spiel (Anna hat gegeben); nichts wird geschrieben
Stand: Anna 59, Ben 0
nächster Geber: Anna

@ 6
Spiel 3 der Partie 1: Anna klopft (Anna hat gegeben)
  Anna       zählt   2  [3C 4C 5C] [7H 8H 9H] [QS QD QC]  übrig 2D  Abwurf KH
  Ben        zählt  40  [2S 3S 4S]  übrig 6S 6D 9D 9C KC  angelegt 10H JH
Anna gewinnt das Spiel durch Klopfen und schreibt 38
Stand: Anna 97, Ben 0
nächster Geber: Anna

@ 7
{"format_version":1,"rubber":1,"game":"gin","decided_by":"points","state":"in_play","pot":0,"games":3,"next_dealer":"Anna","winner":null,"winners":[],"started_at":"2026-03-01T20:00:00Z","players":[{"name":"Anna","seat":1,"score":97,"state":"in_play","bought_back":false,"can_buy_back":false,"chips":0,"hands_won":2},{"name":"Ben","seat":2,"score":0,"state":"in_play","bought_back":false,"can_buy_back":false,"chips":0,"hands_won":0}],"rules":{"game":"gin","school":"modern","knock_limit":10,"big_gin":"school","gin_bonus":"school","big_gin_bonus":31,"undercut_bonus":"school","game_to":100,"game_bonus":100,"box_bonus":"school","shutout":"school","oklahoma":false,"next_dealer":"winner","first_dealer":"rotate","cards":"plain"},"rules_at_start":{"game":"gin","school":"modern","knock_limit":10,"big_gin":"school","gin_bonus":"school","big_gin_bonus":31,"undercut_bonus":"school","game_to":100,"game_bonus":100,"box_bonus":"school","shutout":"school","oklahoma":false,"next_dealer":"winner","first_dealer":"rotate","cards":"plain"}}

@ 8
Spiel 4 der Partie 1: Anna macht Big Gin (Anna hat gegeben)
  Anna       zählt   0  [2H 3H 4H 5H 6H] [7S 7D 7C] [JS QS KS]
  Ben        zählt  44  [8D 9D 10D]  übrig 5S 9S KH KD 2C 3C 5C
Anna gewinnt das Spiel mit Big Gin und schreibt 75
Jetons:
  Ben zahlt 172 an Anna: die Differenz im Endstand
  Ben zahlt 100 an Anna: die Partieprämie
  Ben zahlt 75 an Anna: den Unterschied der gewonnenen Spiele
  Ben zahlt 347 an Anna: für die Partie zu null
Stand: Anna 172, Ben 0
Anna gewinnt die Partie
Jetons netto: Anna +694, Ben -694

@ 9
Partie 1: Gin bis 100, beendet, 4 Spiele gespielt
  Spieler      Punkte Spiele Jetons
  Anna            172      3   +694  hat die Partie gewonnen
  Ben               0      0   -694

@ 10
Partie 1 (beendet): Anna und Ben
begonnen 01.03.2026 20:00, beendet 01.03.2026 20:40
Eine Partie Gin bis 100
<BLANKLINE>
 Spiel Geber   Ansage              Anna        Ben
    1  Anna    Anna klopft      59   59     0    0
    2  Anna    totes Spiel       -   59     -    0
    3  Anna    Anna klopft      38   97     0    0
    4  Anna    Anna Big Gin     75  172     0    0
       Jetons: Anna +694, Ben -694
<BLANKLINE>
Stand: Anna 172, Ben 0
Jetons netto: Anna +694, Ben -694
Anna hat die Partie gewonnen

@ 11
{"format_version":1,"rubber":1,"state":"finished","started_at":"2026-03-01T20:00:00Z","ended_at":"2026-03-01T20:40:00Z","players":["Anna","Ben"],"antes":{"transfers":[]},"events":[{"seq":1,"at":"2026-03-01T20:10:00Z","kind":"game","game":1,"dealer":"Anna","declarer":"Anna","declaration":"knock","hands":[{"name":"Anna","points":59,"total":59,"typed_as_points":false,"typed":"3H 4H 5H 6H 9S 9D 9C 2C AS AD","deadwood":10,"arrangement":{"melds":[["3H","4H","5H"],["9S","9D","9C"]],"unmatched":["AS","6H","AD","2C"],"discard":null}},{"name":"Ben","points":0,"total":0,"typed_as_points":false,"typed":"7H 8H KC KD 2S 5S 10D JC 4D 3S","deadwood":69,"arrangement":{"melds":[],"unmatched":["2S","3S","5S","7H","8H","4D","10D","KD","JC","KC"],"discard":null}}],"out":[],"transfers":[],"pot":0},{"seq":2,"at":"2026-03-01T20:20:00Z","kind":"game","game":2,"dealer":"Anna","declarer":null,"declaration":"dead","hands":[],"out":[],"transfers":[],"pot":0},{"seq":3,"at":"2026-03-01T20:30:00Z","kind":"game","game":3,"dealer":"Anna","declarer":"Anna","declaration":"knock","hands":[{"name":"Anna","points":38,"total":97,"typed_as_points":false,"typed":"7H 8H 9H QS QC QD 3C 4C 5C 2D KH","deadwood":2,"arrangement":{"melds":[["3C","4C","5C"],["7H","8H","9H"],["QS","QD","QC"]],"unmatched":["2D"],"discard":"KH"}},{"name":"Ben","points":0,"total":0,"typed_as_points":false,"typed":"10H JH 2S 3S 4S 9C 9D 6D 6S KC","deadwood":40,"arrangement":{"melds":[["2S","3S","4S"]],"unmatched":["6S","6D","9D","9C","KC"],"discard":null,"layoffs":["10H","JH"]}}],"out":[],"transfers":[],"pot":0},{"seq":4,"at":"2026-03-01T20:40:00Z","kind":"game","game":4,"dealer":"Anna","declarer":"Anna","declaration":"big_gin","hands":[{"name":"Anna","points":75,"total":172,"typed_as_points":false,"typed":"2H 3H 4H 5H 6H 7S 7D 7C JS QS KS","deadwood":0,"arrangement":{"melds":[["2H","3H","4H","5H","6H"],["7S","7D","7C"],["JS","QS","KS"]],"unmatched":[],"discard":null}},{"name":"Ben","points":0,"total":0,"typed_as_points":false,"typed":"2C 3C 5C 8D 9D 10D KH KD 5S 9S","deadwood":44,"arrangement":{"melds":[["8D","9D","10D"]],"unmatched":["5S","9S","KH","KD","2C","3C","5C"],"discard":null}}],"out":[],"transfers":[{"from":"Ben","to":"Anna","amount":172,"reason":"points"},{"from":"Ben","to":"Anna","amount":100,"reason":"game"},{"from":"Ben","to":"Anna","amount":75,"reason":"boxes"},{"from":"Ben","to":"Anna","amount":347,"reason":"shutout"}],"pot":0}],"standings":[{"name":"Anna","total":172,"state":"in_play","bought_back":false,"chips":694},{"name":"Ben","total":0,"state":"in_play","bought_back":false,"chips":-694}],"winners":["Anna"],"pot":0,"rules":{"game":"gin","school":"modern","knock_limit":10,"big_gin":"school","gin_bonus":"school","big_gin_bonus":31,"undercut_bonus":"school","game_to":100,"game_bonus":100,"box_bonus":"school","shutout":"school","oklahoma":false,"next_dealer":"winner","first_dealer":"rotate","cards":"plain"},"corrections":[]}

@ 12
1 Partie geprüft: die Datenbank stimmt mit ihren Ereignissen und den Regeln überein

@ 13
Spiel 4 der Partie 1 entfernt
Partie 1 war beendet und läuft wieder

@ 14
Laufende Partie 1: Gin bis 100, 3 Spiele gespielt
  Spieler      Punkte Spiele Jetons
  Anna             97      2     +0  gibt das nächste Spiel
  Ben               0      0     +0

@ 15
klopf: Ben kann sich nicht einkaufen: dieses Spiel kennt kein Einkaufen
[3]

@ 16
klopf: Ben kann dieses Spiel nicht verlassen; es kann abgebrochen werden (klopf abandon)
[3]

@ 17
klopf: Regel out_at ist keine Regel von gin; siehe 'klopf rules --game gin'
[3]

@ 18
klopf: die Regel game_to kann nicht 90 werden, solange Anna mit 97 Punkten im Spiel ist
[3]

@ 19
Partie 1 nach 3 Spielen abgebrochen; die bewegten Jetons bleiben, wo sie sind

@ 20
Partie 2: Anna, Ben
Eine Partie Gin bis 50; Ben gibt zuerst
Hausregel: school=klassisch (Standard modern)
Hausregel: game_to=50 (Standard 100)
Hausregel: oklahoma=ein (Standard aus)

@ 21
klopf: bei Oklahoma braucht jedes Spiel seine aufgedeckte Karte (--upcard KARTE)
[3]

@ 22
klopf: Anna hat geklopft, aber bei einem aufgedeckten Ass beendet nur Gin das Spiel (die beste Anordnung lässt 1 Restpunkte)
  [3H 4H 5H] [7S 7D 7C] [JS QS KS]  übrig AC
[3]

@ 23
Spiel 1 der Partie 2: Anna klopft (Ben hat gegeben)
aufgedeckte Karte 8S: Klopfen braucht 8 oder weniger
Die aufgedeckte Karte ist ein Pik: das Spiel zählt doppelt
  Anna       zählt   6  [3H 4H 5H] [7S 7D 7C] [JS QS KS]  übrig 6D
  Ben        zählt  20  [AD 2D 3D] [4S 5S 6S]  übrig AH 9H AC 9C
Anna gewinnt das Spiel durch Klopfen und schreibt 28
Stand: Anna 28, Ben 0
nächster Geber: Anna

@ 24
Spiel 2 der Partie 2: Anna klopft (Anna hat gegeben)
aufgedeckte Karte 9C: Klopfen braucht 9 oder weniger
  Anna       zählt   6  [3H 4H 5H] [7S 7D 7C] [JS QS KS]  übrig 6D
  Ben        zählt   0  [AH AD AC] [2D 3D 4D] [4S 5S 6S]  angelegt 6H
Ben unterbietet den Klopfer und schreibt 16
Stand: Anna 28, Ben 16
nächster Geber: Ben

@ 25
Spiel 3 der Partie 2: Ben macht Gin (Ben hat gegeben)
aufgedeckte Karte 10C: Klopfen braucht 10 oder weniger
  Anna       zählt  10  [AH 2H 3H] [4D 5D 6D] [7C 8C 9C]  übrig KD
  Ben        zählt   0  [AS 2S 3S 4S 5S 6S 7S 8S 9S 10S]  Abwurf JD
Ben gewinnt das Spiel mit Gin und schreibt 30
Stand: Anna 28, Ben 46
nächster Geber: Ben

@ 26
Spiel 4 der Partie 2: Ben klopft (Ben hat gegeben)
aufgedeckte Karte JD: Klopfen braucht 10 oder weniger
  Anna       zählt  20  [6D 7D 8D] [KS KH KD]  übrig 10H 2C 3C 5C
  Ben        zählt   4  [AH 2H 3H] [7S 8S 9S] [QH QD QC]  übrig 4C
Ben gewinnt das Spiel durch Klopfen und schreibt 16
Jetons:
  Anna zahlt 34 an Ben: die Differenz im Endstand
  Anna zahlt 100 an Ben: die Partieprämie
  Anna zahlt 40 an Ben: den Unterschied der gewonnenen Spiele
Stand: Anna 28, Ben 62
Ben gewinnt die Partie
Jetons netto: Anna -174, Ben +174

@ 27
Partie 2 (beendet): Anna und Ben
begonnen 02.03.2026 20:00, beendet 02.03.2026 20:40
Eine Partie Gin bis 50
Hausregeln: school=klassisch, game_to=50, oklahoma=ein
<BLANKLINE>
 Spiel Geber   Ansage              Anna        Ben
    1  Ben     Anna klopft      28   28     0    0
    2  Anna    Anna klopft       0   28    16   16
       Ben unterbietet Anna
    3  Ben     Ben Gin           0   28    30   46
    4  Ben     Ben klopft        0   28    16   62
       Jetons: Anna -174, Ben +174
<BLANKLINE>
Stand: Anna 28, Ben 62
Jetons netto: Anna -174, Ben +174
Ben hat die Partie gewonnen

@ 28
  Nr.  begonnen          Spiele  Pulle  Sieger        Spieler
    1  01.03.2026 20:00       3      0  (abgebr.)     Anna, Ben
    2  02.03.2026 20:00       4      0  Ben           Anna, Ben

@ 29
Keine Partien
(2 Partien von gin werden hier nicht gezählt; klopf stats --game gin zählt sie)

@ 30
Spieler      Partien Siege Spiele klopft  Punkte Schnitt  Jetons
Anna               2     0      6      4     125    20,8    -174
Ben                2     1      6      1      62    10,3    +174

@ 31
Jetons netto aus 2 Partien:
  Anna    -1,74 (-174 Jetons)
  Ben     +1,74 (174 Jetons)
Mit 1 Zahlung ist alles abgerechnet:
  Anna zahlt Ben 1,74 (174 Jetons)

@ 32
Partie 2: Anna (A), Ben (B); Stand über 4 Spiele
  70+
    |
    |                                                                       .B
    |                                                                    ...
    |                                                               .....
  50+===========================================================....==========
    |                                                        ...
    |                                                     .B.
    |                                                  ...
    |                                                ..
    |                                              ..
    |                  A.................A.................A.................A
    |                ..                       ...
    |              ..                       ..
    |           ...                       ..
    |         ..                      ...B
    |       ..                     ...
    |    ...                  .....
    |  ..                 ....
   0+ .................B..
    ++-----------------+-----------------+-----------------+-----------------+
Sp.  0                 1                 2                 3                 4
= 50 gewinnt die Partie  . Verlauf

@ 33
klopf: Big Gin wird nach diesen Regeln nicht gespielt
[3]

@ 34
Spiel 1 der Partie 2 korrigiert:
  Ben        AH AD AC 4S 5S 6S 9C 9H 2D 3D -> AH AD AC 4S 5S 6S 9C 9H 2D 8D
Spiel 1: Anna klopft
  Anna        44 Punkte  [3H 4H 5H] [7S 7D 7C] [JS QS KS]  übrig 6D
  Ben          0 Punkte  [AH AD AC] [4S 5S 6S]  übrig 9H 2D 8D 9C
Stand und Jetons, vorher -> nachher:
  Anna           28 ->   44   -174 -> -158
  Ben            62 ->   62   +174 -> +158

@ 35
Korrekturen der Partie 2:
  02.03.2026 21:00  Spiel 1
    Ben: AH AD AC 4S 5S 6S 9C 9H 2D 3D -> AH AD AC 4S 5S 6S 9C 9H 2D 8D

@ 36
Korrektur von Spiel 1 der Partie 2 zurückgenommen

@ 37
Partie 2: Gin bis 50, beendet, 4 Spiele gespielt
  Hausregeln: school=klassisch, game_to=50, oklahoma=ein
  Spieler      Punkte Spiele Jetons
  Anna             28      1   -174
  Ben              62      3   +174  hat die Partie gewonnen

@ 38
2 Partien importiert

@ 39
Partie 2 (beendet): Anna und Ben
begonnen 02.03.2026 20:00, beendet 02.03.2026 20:40
Eine Partie Gin bis 50
Hausregeln: school=klassisch, game_to=50, oklahoma=ein
<BLANKLINE>
 Spiel Geber   Ansage              Anna        Ben
    1  Ben     Anna klopft      28   28     0    0
         Anna: [3H 4H 5H] [7S 7D 7C] [JS QS KS]  übrig 6D  (eingegeben: 3H 4H 5H 7S 7D 7C JS QS KS 6D)
         Ben: [AD 2D 3D] [4S 5S 6S]  übrig AH 9H AC 9C  (eingegeben: AH AD AC 4S 5S 6S 9C 9H 2D 3D)
    2  Anna    Anna klopft       0   28    16   16
       Ben unterbietet Anna
         Anna: [3H 4H 5H] [7S 7D 7C] [JS QS KS]  übrig 6D  (eingegeben: 3H 4H 5H 7S 7D 7C JS QS KS 6D)
         Ben: [AH AD AC] [2D 3D 4D] [4S 5S 6S]  angelegt 6H  (eingegeben: AH AD AC 4S 5S 6S 2D 3D 4D 6H)

@ 40
1

@ 41
2 Partien importiert
the same export

@ 42
Partie 3: Anna, Ben
Eine Partie Gin bis 50; Anna gibt zuerst
Spielart und Regeln der Partie 2 gelten weiter (--game, --profile oder --rule wählen andere)
Hausregel: school=klassisch (Standard modern)
Hausregel: game_to=50 (Standard 100)
Hausregel: oklahoma=ein (Standard aus)

@ 43
Partie 3 nach 0 Spielen abgebrochen; die bewegten Jetons bleiben, wo sie sind

@ 44
Partie 4: Anna, Ben, Clara
Alle zahlen je 5 Jetons in die Pulle (Pulle 15); Anna gibt zuerst
Partie 3 war gin, das nicht 3 Spieler nimmt: diese Partie ist viennese mit den Standardregeln (--game, --profile oder --rule wählen andere)

@ 45
Spiel 1 der Partie 1: Anna macht Gin (Anna hat gegeben)
aufgedeckte Karte AH: nur Gin beendet dieses Spiel
  Anna       zählt   0  [3H 4H 5H] [7S 7D 7C] [10S JS QS KS]
  Ben        zählt  68  übrig AS 2S 5S 6H 7H KH 9D 10D KD 8C
Anna gewinnt das Spiel mit Gin und schreibt 93
Stand: Anna 93, Ben 0
nächster Geber: Anna

@ 46
Spiel 1 der Partie 1: Anna macht Gin (Anna hat gegeben)
  Anna       zählt   0  [3H 4H 5H] [7S 7D 7C] [10S JS QS KS]  Abwurf 6H
  Ben        zählt  72  übrig AS 2S 5S 8H KH 9D 10D KD 8C 9C
Alle elf Karten von Anna liegen in Meldungen, aber Gin nach einem Abwurf bringt nach diesen Regeln mehr als Big Gin (Bonus 25 gegen 0), darum zählt das Spiel als Gin
Anna gewinnt das Spiel mit Gin und schreibt 97
Stand: Anna 97, Ben 0
nächster Geber: Anna

@ 47
Spiel 2 der Partie 1: Ben macht Gin (Anna hat gegeben)
  Anna       zählt  72  übrig AS 2S 5S 8H KH 9D 10D KD 8C 9C
  Ben        zählt   0  [3H 4H 5H] [7S 7D 7C] [10S JS QS KS]  Abwurf 6H
Alle elf Karten von Ben liegen in Meldungen, aber Gin nach einem Abwurf bringt nach diesen Regeln mehr als Big Gin (Bonus 25 gegen 0), darum zählt das Spiel als Gin
Ben gewinnt das Spiel mit Gin und schreibt 97
Stand: Anna 97, Ben 97
nächster Geber: Ben

@ 48
klopf: Ben hat Big Gin angesagt, aber nicht alle elf Karten liegen in Meldungen; die beste Anordnung braucht einen Abwurf
  [3H 4H 5H] [7S 7D 7C] [10S JS QS KS]  Abwurf 6H
[3]

@ 49
Spiel 1 der Partie 1 korrigiert:
  Ansage: Ben macht Gin
  Anna       3H 4H 5H 7S 7D 7C 10S JS QS KS 6H -> 8H 8C 9D 10D KH KD AS 2S 5S 9C
  Ben        8H 8C 9D 10D KH KD AS 2S 5S 9C -> 3H 4H 5H 7S 7D 7C 10S JS QS KS 6H
Spiel 1: Ben macht Gin
  Anna         0 Punkte  übrig AS 2S 5S 8H KH 9D 10D KD 8C 9C
  Ben         97 Punkte  [3H 4H 5H] [7S 7D 7C] [10S JS QS KS]  Abwurf 6H
Alle elf Karten von Ben liegen in Meldungen, aber Gin nach einem Abwurf bringt nach diesen Regeln mehr als Big Gin (Bonus 25 gegen 0), darum zählt das Spiel als Gin
Stand und Jetons, vorher -> nachher:
  Anna           97 ->    0     +0 ->   +0
  Ben            97 ->  194     +0 ->   +0

@ 50
1 Partie geprüft: die Datenbank stimmt mit ihren Ereignissen und den Regeln überein

@ 51
wer klopft, Restpunkte 0: [3H 4H 5H] [7S 7D 7C] [10S JS QS KS]  Abwurf 6H
Gegner, Restpunkte 72: übrig AS 2S 5S 8H KH 9D 10D KD 8C 9C
Alle elf Karten dessen, der klopft, liegen in Meldungen, aber Gin nach einem Abwurf bringt nach diesen Regeln mehr als Big Gin (Bonus 25 gegen 0), darum zählt das Spiel als Gin
Gin: wer klopft, bekommt 97

@ 52
wer klopft, Restpunkte 0: [3H 4H 5H 6H] [7S 7D 7C] [10S JS QS KS]
Gegner, Restpunkte 72: übrig AS 2S 5S 8H KH 9D 10D KD 8C 9C
Big Gin: wer klopft, bekommt 103

@ 53
klopf play: hilfe zeigt bei jeder Frage die Hilfe, ende beendet.
Es läuft keine Partie; gib die Spieler ein, um eine zu beginnen.
Spieler in Sitzordnung (der erste gibt): Anna Ben
Partie 1: Anna, Ben
Eine Partie Gin bis 100; Anna gibt zuerst
Hausregel: big_gin_bonus=0 (Standard 31)
Laufende Partie 1: Gin bis 100, 0 Spiele gespielt
  Hausregeln: big_gin_bonus=0
  Spieler      Punkte Spiele Jetons
  Anna              0      0     +0  gibt das nächste Spiel
  Ben               0      0     +0
<BLANKLINE>
Spiel 1: Anna gibt.
Wer ist ausgegangen? Anna
Geklopft, Gin oder Big Gin? b
Karten von Anna (10, oder 11 vor dem Abwurf): 3H 4H 5H 7S 7D 7C 10S JS QS KS 6H
  Anna: [3H 4H 5H] [7S 7D 7C] [10S JS QS KS]  Abwurf 6H  (Gin)
Karten von Ben (10): 8H 8C 9D 10D KH KD AS 2S 5S 9C
  Ben: übrig AS 2S 5S 8H KH 9D 10D KD 8C 9C  (zählt 72)
<BLANKLINE>
Spiel 1: Anna macht Gin (Anna hat gegeben)
  Anna        97 Punkte  [3H 4H 5H] [7S 7D 7C] [10S JS QS KS]  Abwurf 6H
  Ben          0 Punkte  übrig AS 2S 5S 8H KH 9D 10D KD 8C 9C
Alle elf Karten von Anna liegen in Meldungen, aber Gin nach einem Abwurf bringt nach diesen Regeln mehr als Big Gin (Bonus 25 gegen 0), darum zählt das Spiel als Gin
Spiel 1 eintragen? [j/n/Name] yes
Spiel 1 der Partie 1 ist gebucht
Anna gewinnt das Spiel mit Gin und schreibt 97
Stand: Anna 97, Ben 0
nächster Geber: Anna
<BLANKLINE>
Laufende Partie 1: Gin bis 100, 1 Spiel gespielt
  Hausregeln: big_gin_bonus=0
  Spieler      Punkte Spiele Jetons
  Anna             97      1     +0  gibt das nächste Spiel
  Ben               0      0     +0
<BLANKLINE>
Spiel 2: Anna gibt.
Wer ist ausgegangen? quit
