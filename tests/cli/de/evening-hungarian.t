# The German outputs of the commands of tests/cli/evening-hungarian.t, run under
# de_AT.UTF-8: "@ N" is the output of its Nth command (the format is
# described in tests/cli/run-transcript.sh).

@ 1
klopf: eine Partie hungarian braucht 2 bis 4 Spieler, nicht 5
[3]

@ 2
Partie 1: Anna, Ben, Clara
Eine Partie Ungarisches Rommé über 3 Spiele, die niedrigste Summe gewinnt; Anna gibt zuerst
Hausregel: rounds=3 (Standard 10)

@ 3
Spiel 1 der Partie 1: Anna geht aus (Anna hat gegeben)
  Anna       zählt   0
  Ben        zählt  30  übrig KS 10H AD
  Clara      zählt  25  übrig 5C JK
Anna geht aus und schreibt -20 an
Punkte: Anna -20, Ben 30, Clara 25
Stand: Anna -20, Ben 30, Clara 25
nächster Geber: Ben

@ 4
Laufende Partie 1: Ungarisches Rommé, 1 Spiel gespielt
Eine Partie Ungarisches Rommé über 3 Spiele, die niedrigste Summe gewinnt
  Hausregeln: rounds=3
  noch 2 Spiele
  Spieler      Punkte Spiele
  Anna            -20      1
  Ben              30      0  gibt das nächste Spiel
  Clara            25      0

@ 5
klopf: Ben kann mit diesen Karten nicht auf einmal ausmachen: keine Art, sie auszulegen, lässt nach den Regeln von hungarian keine Karte oder nur die abgeworfene übrig (darunter: die beste Erstmeldung, die sie ergeben)
  [7S 7D 7C] [KS KH KD] [2H 3H 4H 5H] [10C JC QC]  übrig 4S 8C
[3]

@ 6
klopf: Ben ist auf einmal ausgegangen: tippe die 15 ausgelegten Karten ein oder keine, nicht 14
[3]

@ 7
Spiel 2 der Partie 1: Ben geht auf einmal aus (Ben hat gegeben)
  Anna       zählt  13  übrig 3S QD
  Ben        zählt   0  [7S 7D 7C] [KS KH KD] [2H 3H 4H 5H] [9C 10C JC QC]  Abwurf 4S
  Clara      zählt   9  übrig 9S
Ben geht auf einmal aus und schreibt -20 an
Punkte: Anna 26, Ben -20, Clara 18
Stand: Anna 6, Ben 10, Clara 43
nächster Geber: Clara

@ 8
Laufende Partie 1: Ungarisches Rommé, 2 Spiele gespielt
Eine Partie Ungarisches Rommé über 3 Spiele, die niedrigste Summe gewinnt
  Hausregeln: rounds=3
  noch 1 Spiel
  Spieler      Punkte Spiele
  Anna              6      1
  Ben              10      1
  Clara            43      0  gibt das nächste Spiel

@ 9
Spiel 1 der Partie 1 korrigiert:
  Clara      JK 5C -> JK 6C
Spiel 1: Anna geht aus
  Anna       -20 Punkte
  Ben         30 Punkte  übrig KS 10H AD
  Clara       26 Punkte  übrig 6C JK
Stand, vorher -> nachher:
  Anna            6 ->    6
  Ben            10 ->   10
  Clara          43 ->   44

@ 10
Spiel 3 der Partie 1: Clara geht aus (Clara hat gegeben)
  Anna       zählt   5  übrig 5D
  Ben        zählt   6  übrig 6D
  Clara      zählt   0
Clara geht aus und schreibt -20 an
Punkte: Anna 5, Ben 6, Clara -20
Stand: Anna 11, Ben 16, Clara 24
Anna gewinnt die Partie

@ 11
Spiel 3 der Partie 1 entfernt
Partie 1 war beendet und läuft wieder

@ 12
Ab Spiel 3 der Partie 1 gilt rummy_multiplier=3 (vorher 2)
Laufende Partie 1: Ungarisches Rommé, 2 Spiele gespielt
Eine Partie Ungarisches Rommé über 3 Spiele, die niedrigste Summe gewinnt
  Hausregeln: rummy_multiplier=3, rounds=3
  während der Partie geändert: rummy_multiplier 2 -> 3
  noch 1 Spiel
  Spieler      Punkte Spiele
  Anna              6      1
  Ben              10      1
  Clara            44      0  gibt das nächste Spiel

@ 13
Spiel 3 der Partie 1: Anna geht auf einmal aus (Clara hat gegeben)
  Anna       zählt   0
  Ben        zählt  12  (als Punkte eingegeben)
  Clara      zählt  12  übrig AH 2C
Anna geht auf einmal aus und schreibt -20 an
Punkte: Anna -20, Ben 36, Clara 36
Stand: Anna -14, Ben 46, Clara 80
Anna gewinnt die Partie

@ 14
Partie 1: Ungarisches Rommé, beendet, 3 Spiele gespielt
Eine Partie Ungarisches Rommé über 3 Spiele, die niedrigste Summe gewinnt
  Hausregeln: rummy_multiplier=3, rounds=3
  während der Partie geändert: rummy_multiplier 2 -> 3
  Spieler      Punkte Spiele
  Anna            -14      2  hat die Partie gewonnen
  Ben              46      1
  Clara            80      0

@ 15
klopf: keine Partie läuft; beginne eine mit 'klopf new NAME NAME...'
[3]

@ 16
Partie 1 (beendet): Anna, Ben und Clara
begonnen 28.11.2026 19:00, beendet 28.11.2026 20:00
Eine Partie Ungarisches Rommé über 3 Spiele, die niedrigste Summe gewinnt
Hausregeln: rounds=3
<BLANKLINE>
 Spiel Geber   Ansage              Anna        Ben      Clara
    1* Anna    Anna aus        -20  -20    30   30    26   26
       * korrigiert 28.11.2026 19:30 (klopf history --corrections)
    2  Ben     Ben Hand         26    6   -20   10    18   44
    -  Regel rummy_multiplier: 2 -> 3 ab Spiel 3
    3  Clara   Anna Hand       -20  -14    36   46    36   80
<BLANKLINE>
Stand: Anna -14, Ben 46, Clara 80
Anna hat die Partie gewonnen

@ 17
Partie 1 (beendet): Anna, Ben und Clara
begonnen 28.11.2026 19:00, beendet 28.11.2026 20:00
Eine Partie Ungarisches Rommé über 3 Spiele, die niedrigste Summe gewinnt
Hausregeln: rounds=3
<BLANKLINE>
 Spiel Geber   Ansage              Anna        Ben      Clara
    1* Anna    Anna aus        -20  -20    30   30    26   26
       * korrigiert 28.11.2026 19:30 (klopf history --corrections)
         Anna: keine Karten (ausgegangen)
         Ben: übrig KS 10H AD  (eingegeben: KS 10H AD)
         Clara: übrig 6C JK  (eingegeben: JK 6C)
    2  Ben     Ben Hand         26    6   -20   10    18   44
         Anna: übrig 3S QD  (eingegeben: QD 3S)
         Ben: [7S 7D 7C] [KS KH KD] [2H 3H 4H 5H] [9C 10C JC QC]  Abwurf 4S  (eingegeben: 2H 3H 4H 5H 7S 7D 7C 9C 10C JC QC KD KS KH 4S)
         Clara: übrig 9S  (eingegeben: 9S)
    -  Regel rummy_multiplier: 2 -> 3 ab Spiel 3
    3  Clara   Anna Hand       -20  -14    36   46    36   80
         Anna: keine Karten (ausgegangen)
         Ben: 12 (als Punkte eingegeben)
         Clara: übrig AH 2C  (eingegeben: AH 2C)
<BLANKLINE>
Stand: Anna -14, Ben 46, Clara 80
Anna hat die Partie gewonnen

@ 18
Spieler      Partien Siege Spiele  Punkte Schnitt  Jetons
Anna               1     1      3     -14    -4,7      +0
Ben                1     0      3      46    15,3      +0
Clara              1     0      3      80    26,7      +0

@ 19
Partie 1: Anna (A), Ben (B), Clara (C); Stand über 3 Spiele
  80+                                                                       .C
    |                                                                    ...
    |                                                                ....
    |                                                            ....
    |                                                         ...
    |                                                      ...
    |                                                  ....                  B
    |                                            ....C.                   ...
    |                                      ......                      ...
    |                        B.    ........                        ....
    |                    ....C.......                          ....
    |                ........        ......                 ...
    |            .......                   ......        ...
    |        ......                              ....B...
    |    .....                                      .A...
   0+ ...                                      .....     ......
    |   ......                            .....                ......
    |         .......                .....                           .......
    |                ......     .....                                       .A
 -20+                      ..A..
    ++-----------------------+-----------------------+-----------------------+
Sp.  0                       1                       2                       3
. Verlauf

@ 20
Punkte netto über 1 Partie (jeder gegen jeden, der Unterschied ihrer Summen):
  Anna    +154
  Ben     -26
  Clara   -128
Mit 2 Zahlungen ist alles abgerechnet:
  Clara zahlt Anna 128
  Ben zahlt Anna 26

@ 21
1 Partie importiert
1 Partie geprüft: die Datenbank stimmt mit ihren Ereignissen und den Regeln überein
the same export

@ 22
1 Partie geprüft: die Datenbank stimmt mit ihren Ereignissen und den Regeln überein
