# The German outputs of the commands of tests/cli/evening-romme.t, run under
# de_AT.UTF-8: "@ N" is the output of its Nth command (the format is
# described in tests/cli/run-transcript.sh).

@ 1
Partie 1: Anna, Ben, Clara
Eine Partie Rommé, bis der Tisch sie beendet (klopf end), die niedrigste Summe gewinnt; Anna gibt zuerst
Hausregel: joker_left=30 (Standard 20)

@ 2
Spiel 1 der Partie 1: Anna geht aus (Anna hat gegeben)
  Anna       zählt   0
  Ben        zählt  18  übrig KS 3H 5D
  Clara      zählt  32  übrig 2C JK
Anna geht aus und schreibt 0 an
Punkte: Anna 0, Ben 18, Clara 32
Stand: Anna 0, Ben 18, Clara 32
nächster Geber: Ben

@ 3
Spiel 2 der Partie 1: Ben geht auf einmal aus (Ben hat gegeben)
  Anna       zählt  18  übrig AS 7H
  Ben        zählt   0
  Clara      zählt  10  übrig QD
Ben geht auf einmal aus und schreibt 0 an
Punkte: Anna 36, Ben 0, Clara 20
Stand: Anna 36, Ben 18, Clara 52
nächster Geber: Clara

@ 4
Laufende Partie 1: Rommé, 2 Spiele gespielt
Eine Partie Rommé, bis der Tisch sie beendet (klopf end), die niedrigste Summe gewinnt
  Hausregeln: joker_left=30
  Spieler      Punkte Spiele
  Anna             36      1
  Ben              18      1
  Clara            52      0  gibt das nächste Spiel

@ 5
klopf: Clara ist ausgegangen und hat keine Karten mehr; tippe die Karten ein, die den anderen auf der Hand bleiben
[3]

@ 6
klopf: Clara kann mit diesen Karten nicht auf einmal ausmachen: keine Art, sie auszulegen, lässt nach den Regeln von romme keine Karte oder nur die abgeworfene übrig (darunter: die beste Erstmeldung, die sie ergeben)
  [AS AH AD] [QS QD QC] [3H 4H 5H 6H]  übrig KH 7C 8C 10C
[3]

@ 7
klopf: Anna zeigt 14 Karten; wer nicht ausgegangen ist, hat 1 bis 13 auf der Hand
[3]

@ 8
klopf: blockiert endet ein Spiel nur bei Block-Rummy (block=ein)
[3]

@ 9
Spiel 3 der Partie 1: Clara geht auf einmal aus (Clara hat gegeben)
  Anna       zählt  40  (als Punkte eingegeben)
  Ben        zählt  20  übrig KH KD
  Clara      zählt   0  [AS AH AD] [QS QD QC] [3H 4H 5H 6H] [7C 8C 9C]  Abwurf KH
Clara geht auf einmal aus und schreibt 0 an
Punkte: Anna 80, Ben 40, Clara 0
Stand: Anna 116, Ben 58, Clara 52
nächster Geber: Anna

@ 10
Laufende Partie 1: Rommé, 3 Spiele gespielt
Eine Partie Rommé, bis der Tisch sie beendet (klopf end), die niedrigste Summe gewinnt
  Hausregeln: joker_left=30
  Spieler      Punkte Spiele
  Anna            116      1  gibt das nächste Spiel
  Ben              58      1
  Clara            52      1

@ 11
Spiel 1 der Partie 1 korrigiert:
  Ben        KS 3H 5D -> KS 3H 6D
Spiel 1: Anna geht aus
  Anna         0 Punkte
  Ben         19 Punkte  übrig KS 3H 6D
  Clara       32 Punkte  übrig 2C JK
Stand, vorher -> nachher:
  Anna          116 ->  116
  Ben            58 ->   59
  Clara          52 ->   52

@ 12
Spiel 3 der Partie 1 korrigiert:
  Anna       40 -> 45
Spiel 3: Clara geht auf einmal aus
  Anna        90 Punkte  (als 45 Punkte eingegeben)
  Ben         40 Punkte  übrig KH KD
  Clara        0 Punkte  [AS AH AD] [QS QD QC] [3H 4H 5H 6H] [7C 8C 9C]  Abwurf KH
Stand, vorher -> nachher:
  Anna          116 ->  126
  Ben            59 ->   59
  Clara          52 ->   52

@ 13
Spiel 4 der Partie 1: Ben geht aus (Anna hat gegeben)
  Anna       zählt   4  übrig 2S 2S
  Ben        zählt   0
  Clara      zählt  60  übrig JK JK
Ben geht aus und schreibt 0 an
Punkte: Anna 4, Ben 0, Clara 60
Stand: Anna 130, Ben 59, Clara 112
nächster Geber: Ben

@ 14
Spiel 4 der Partie 1 entfernt

@ 15
Ab Spiel 4 der Partie 1 gilt hand_romme_multiplier=3 (vorher 2)
Laufende Partie 1: Rommé, 3 Spiele gespielt
Eine Partie Rommé, bis der Tisch sie beendet (klopf end), die niedrigste Summe gewinnt
  Hausregeln: joker_left=30, hand_romme_multiplier=3
  während der Partie geändert: hand_romme_multiplier 2 -> 3
  Spieler      Punkte Spiele
  Anna            126      1  gibt das nächste Spiel
  Ben              59      1
  Clara            52      1

@ 16
Spiel 4 der Partie 1: Anna geht auf einmal aus (Anna hat gegeben)
  Anna       zählt   0
  Ben        zählt   9  übrig 9S
  Clara      zählt   8  übrig 4S 4D
Anna geht auf einmal aus und schreibt 0 an
Punkte: Anna 0, Ben 27, Clara 24
Stand: Anna 126, Ben 86, Clara 76
nächster Geber: Ben

@ 17
Spiel 5 der Partie 1: Ben geht aus (Ben hat gegeben)
  Anna       zählt  40  übrig 10H JK
  Ben        zählt   0
  Clara      zählt  11  übrig AC
Ben geht aus und schreibt 0 an
Punkte: Anna 40, Ben 0, Clara 11
Stand: Anna 166, Ben 86, Clara 87
nächster Geber: Clara

@ 18
Laufende Partie 1: Anna, Ben und Clara
begonnen 27.11.2026 19:00
Eine Partie Rommé, bis der Tisch sie beendet (klopf end), die niedrigste Summe gewinnt
Hausregeln: joker_left=30
<BLANKLINE>
 Spiel Geber   Ansage              Anna        Ben      Clara
    1* Anna    Anna aus          0    0    19   19    32   32
       * korrigiert 27.11.2026 19:40 (klopf history --corrections)
    2  Ben     Ben Hand         36   36     0   19    20   52
    3* Clara   Clara Hand       90  126    40   59     0   52
       * korrigiert 27.11.2026 19:41 (klopf history --corrections)
    -  Regel hand_romme_multiplier: 2 -> 3 ab Spiel 4
    4  Anna    Anna Hand         0  126    27   86    24   76
    5  Ben     Ben aus          40  166     0   86    11   87
<BLANKLINE>
Stand: Anna 166, Ben 86, Clara 87
Clara gibt als Nächster

@ 19
Laufende Partie 1: Anna, Ben und Clara
begonnen 27.11.2026 19:00
Eine Partie Rommé, bis der Tisch sie beendet (klopf end), die niedrigste Summe gewinnt
Hausregeln: joker_left=30
<BLANKLINE>
 Spiel Geber   Ansage              Anna        Ben      Clara
    1* Anna    Anna aus          0    0    19   19    32   32
       * korrigiert 27.11.2026 19:40 (klopf history --corrections)
         Anna: keine Karten (ausgegangen)
         Ben: übrig KS 3H 6D  (eingegeben: KS 3H 6D)
         Clara: übrig 2C JK  (eingegeben: JK 2C)
    2  Ben     Ben Hand         36   36     0   19    20   52
         Anna: übrig AS 7H  (eingegeben: AS 7H)
         Ben: keine Karten (ausgegangen)
         Clara: übrig QD  (eingegeben: QD)
    3* Clara   Clara Hand       90  126    40   59     0   52
       * korrigiert 27.11.2026 19:41 (klopf history --corrections)
         Anna: 45 (als Punkte eingegeben)
         Ben: übrig KH KD  (eingegeben: KH KD)
         Clara: [AS AH AD] [QS QD QC] [3H 4H 5H 6H] [7C 8C 9C]  Abwurf KH  (eingegeben: 3H 4H 5H 6H QS QD QC 7C 8C 9C AS AD AH KH)
    -  Regel hand_romme_multiplier: 2 -> 3 ab Spiel 4
    4  Anna    Anna Hand         0  126    27   86    24   76
         Anna: keine Karten (ausgegangen)
         Ben: übrig 9S  (eingegeben: 9S)
         Clara: übrig 4S 4D  (eingegeben: 4D 4S)
    5  Ben     Ben aus          40  166     0   86    11   87
         Anna: übrig 10H JK  (eingegeben: JK 10H)
         Ben: keine Karten (ausgegangen)
         Clara: übrig AC  (eingegeben: AC)
<BLANKLINE>
Stand: Anna 166, Ben 86, Clara 87
Clara gibt als Nächster

@ 20
Partie 1: Anna (A), Ben (B), Clara (C); Stand über 5 Spiele
 170+                                                                        A
    |                                                                     ...
    |                                                                  ...
    |                                                               ...
    |                                                            ...
    |                                           A..............A.
    |                                         ..
    |                                        .
    |                                       .
    |                                     ..                   B.............C
    |                                    .                .....  ..........
    |                                  ..            ..........C.
    |                                 .         B.........
    |                            .C.............C....
    |                     .......  ..     ...
    |              C......       .A    ...
    |           ...          ....   ...
    |       .......B..............B.
    |   ........      ...
   0+ .............A..
    ++-------------+--------------+-------------+--------------+-------------+
Sp.  0             1              2             3              4             5
. Verlauf

@ 21
Der Tisch beendet Partie 1 nach 5 Spielen
Ben gewinnt die Partie
Partie 1: Rommé, beendet, 5 Spiele gespielt
Eine Partie Rommé über 5 Spiele, die niedrigste Summe gewinnt
  Hausregeln: hands=5, joker_left=30, hand_romme_multiplier=3
  während der Partie geändert: hands offen -> 5, hand_romme_multiplier 2 -> 3
  Spieler      Punkte Spiele
  Anna            166      2
  Ben              86      2  hat die Partie gewonnen
  Clara            87      1

@ 22
Partie 1: Rommé, beendet, 5 Spiele gespielt
Eine Partie Rommé über 5 Spiele, die niedrigste Summe gewinnt
  Hausregeln: hands=5, joker_left=30, hand_romme_multiplier=3
  während der Partie geändert: hands offen -> 5, hand_romme_multiplier 2 -> 3
  Spieler      Punkte Spiele
  Anna            166      2
  Ben              86      2  hat die Partie gewonnen
  Clara            87      1

@ 23
klopf: keine Partie läuft; beginne eine mit 'klopf new NAME NAME...'
[3]

@ 24
Änderung der Regel hands auf 5 in Partie 1 entfernt
Partie 1 war beendet und läuft wieder

@ 25
Der Tisch beendet Partie 1 nach 5 Spielen
Ben gewinnt die Partie
Partie 1: Rommé, beendet, 5 Spiele gespielt
Eine Partie Rommé über 5 Spiele, die niedrigste Summe gewinnt
  Hausregeln: hands=5, joker_left=30, hand_romme_multiplier=3
  während der Partie geändert: hands offen -> 5, hand_romme_multiplier 2 -> 3
  Spieler      Punkte Spiele
  Anna            166      2
  Ben              86      2  hat die Partie gewonnen
  Clara            87      1

@ 26
Spieler      Partien Siege Spiele  Punkte Schnitt  Jetons
Anna               1     0      5     166    33,2      +0
Ben                1     1      5      86    17,2      +0
Clara              1     0      5      87    17,4      +0

@ 27
Punkte netto über 1 Partie (jeder gegen jeden, der Unterschied ihrer Summen):
  Anna    -159
  Ben     +81
  Clara   +78
Mit 2 Zahlungen ist alles abgerechnet:
  Anna zahlt Ben 81
  Anna zahlt Clara 78

@ 28
1 Partie importiert
Partie 1: Rommé, beendet, 5 Spiele gespielt
Eine Partie Rommé über 5 Spiele, die niedrigste Summe gewinnt
  Hausregeln: hands=5, joker_left=30, hand_romme_multiplier=3
  während der Partie geändert: hands offen -> 5, hand_romme_multiplier 2 -> 3
  Spieler      Punkte Spiele
  Anna            166      2
  Ben              86      2  hat die Partie gewonnen
  Clara            87      1
1 Partie geprüft: die Datenbank stimmt mit ihren Ereignissen und den Regeln überein
the same export

@ 29
1 Partie geprüft: die Datenbank stimmt mit ihren Ereignissen und den Regeln überein

@ 30
Spiel 5 der Partie 1 korrigiert:
  Ansage: Ben geht auf einmal aus
Spiel 5: Ben geht auf einmal aus
  Anna       120 Punkte  übrig 10H JK
  Ben          0 Punkte
  Clara       33 Punkte  übrig AC
Stand, vorher -> nachher:
  Anna          166 ->  246
  Ben            86 ->   86
  Clara          87 ->  109
