# The German outputs of the commands of tests/cli/continental-table.t, run under
# de_AT.UTF-8: "@ N" is the output of its Nth command (the format is
# described in tests/cli/run-transcript.sh).

@ 1
klopf: new: eine Partie Continental braucht 2 bis 12 Spieler in Sitzreihenfolge, nicht 13
(siehe 'klopf new --help')
[2]

@ 2
Partie 1: Anna, Ben, Clara, Dora, Emil, Fritz, Gerda, Hans, Ida, Alex, Andi, Lena
Eine Partie Continental über 2 Spiele; Anna gibt zuerst
Hausregel: hands=2 (Standard offen)

@ 3
klopf: Blatt von Anna: Karte 5 „4S“: Exemplar Nummer 5 von 4S, aber 4 Kartenpakete enthalten nur 4
[3]

@ 4
Spiel 1 der Partie 1: Anna geht aus (Anna hat gegeben)
  Anna       zählt   0  [2D 3D 4D] [4S 5S JK 7S 8S] [9H 10H JH] [JK QC KC AC]
  Ben        zählt 108  übrig 5S 5S 7S KS 5H 6H 6D 8D JD KD 4C 5C 7C 10C KC
  Clara      zählt  89  übrig AS KS AH 7H 9H 10H QH AD 4D 7D QD 3C 3C 4C 9C
  Dora       zählt  67  [6H 7H 8H]  übrig 2S 3S 9S 2H 4H 5D 7D JD 2C 4C 9C KC
  Emil       zählt  77  [8D 9D 10D]  übrig 4S 6S 3H 7H QH KH 6D 6D 8D QD 2C 5C
  Fritz      zählt  62  [9D 10D JK QD]  übrig 5S JS JS AH AH 4H JH JH AD 2D 8C
  Gerda      zählt  84  [QS KS AS]  übrig 4S 8S 8S 9H AD KD 2C 5C 7C 10C JC JC
  Hans       zählt  71  [AH 2H 3H]  übrig 5H 6H 8H 8H KH 3D 3D 5D 10D AC 6C 6C
  Ida        zählt  92  [5D 6D 7D]  übrig 2S 3S 6S 10S QS 10H 9D JD KD 4C 8C 10C
  Alex       zählt  64  [2D 3D 4D] [7C 8C 9C]  übrig AS 8S 10S KS 2H QH 8D JD 5C
  Andi       zählt  97  [AC 2C 3C]  übrig 9S 10S 4H 4H 7H 10H QH 9D 10D 6C 8C QC
  Lena       zählt  48  [9S 10S JK] [JC QC KC AC]  übrig 3H 8H 9H AD 4D 7D QD 6C
Anna geht aus; jeder andere Spieler zahlt 5
Jetons:
  Ben zahlt 5 an Anna fürs Ausgehen
  Clara zahlt 5 an Anna fürs Ausgehen
  Dora zahlt 5 an Anna fürs Ausgehen
  Emil zahlt 5 an Anna fürs Ausgehen
  Fritz zahlt 5 an Anna fürs Ausgehen
  Gerda zahlt 5 an Anna fürs Ausgehen
  Hans zahlt 5 an Anna fürs Ausgehen
  Ida zahlt 5 an Anna fürs Ausgehen
  Alex zahlt 5 an Anna fürs Ausgehen
  Andi zahlt 5 an Anna fürs Ausgehen
  Lena zahlt 5 an Anna fürs Ausgehen
Stand: Anna +55, Ben -5, Clara -5, Dora -5, Emil -5, Fritz -5, Gerda -5, Hans -5, Ida -5, Alex -5, Andi -5, Lena -5
nächster Geber: Ben

@ 5
Spiel 2 der Partie 1: Lena geht aus (Ben hat gegeben)
  Anna       zählt  72  [7C JK 9C 10C]  übrig 5S 6S 10S 10S 6H QH 2D 4D 4D JD 5C
  Ben        zählt  87  [8H 9H 10H]  übrig 4S 7S 8S QS KS 3H 3H QH 9D KD 3C QC
  Clara      zählt  97  übrig 4S 7S JS 10H JH 2D 2D 3D 3D 6D 8D QD KD 3C 9C
  Dora       zählt  96  übrig AS KS AH AH 4H 4H 9H KH 6D 7D 7D 9D KD 7C QC
  Emil       zählt 111  übrig AS 2S 8S 9S 6H 9H 10H KH 6D JD 2C 8C QC QC KC
  Fritz      zählt  62  [JC JK KC AC]  übrig AS 9S AH 5H 7H QH 3D 4D 8D 5C 9C
  Gerda      zählt  73  [7D 8D 9D]  übrig 2S 10S JS JS 4H 4H 5H JH AC AC 6C JC
  Hans       zählt  66  [10D JK QD]  übrig 2S 2S 3S 9S QS 5H JH AD 2C 6C 6C KC
  Ida        zählt  86  [8H 9H 10H]  übrig QS 2H QH KH 2D 6D QD 2C 5C 9C 10C 10C
  Alex       zählt  82  [6H JK 8H]  übrig 3S KS JH 3D 8D KD 4C 4C 4C 8C 8C KC
  Andi       zählt  72  [AC 2C 3C]  übrig 4S 5S 2H 2H 6H 7H 7H 4D 5D 10D JD JC
  Lena       zählt   0  [AH 2H 3H] [5C 6C 7C] [6S 7S 8S] [10D JD QD] [JS QS KS]
Lena geht aus; jeder andere Spieler zahlt 1
Jetons:
  Anna zahlt 1 an Lena fürs Ausgehen
  Ben zahlt 1 an Lena fürs Ausgehen
  Clara zahlt 1 an Lena fürs Ausgehen
  Dora zahlt 1 an Lena fürs Ausgehen
  Emil zahlt 1 an Lena fürs Ausgehen
  Fritz zahlt 1 an Lena fürs Ausgehen
  Gerda zahlt 1 an Lena fürs Ausgehen
  Hans zahlt 1 an Lena fürs Ausgehen
  Ida zahlt 1 an Lena fürs Ausgehen
  Alex zahlt 1 an Lena fürs Ausgehen
  Andi zahlt 1 an Lena fürs Ausgehen
Stand: Anna +54, Ben -6, Clara -6, Dora -6, Emil -6, Fritz -6, Gerda -6, Hans -6, Ida -6, Alex -6, Andi -6, Lena +6
Anna gewinnt die Partie
Jetons netto: Anna +54, Ben -6, Clara -6, Dora -6, Emil -6, Fritz -6, Gerda -6, Hans -6, Ida -6, Alex -6, Andi -6, Lena +6

@ 6
Partie 1: Continental, beendet, 2 Spiele gespielt
Eine Partie Continental über 2 Spiele
  Hausregeln: hands=2
  Spieler      Jetons erhalten Spiele
  Anna            +54       55      1  hat die Partie gewonnen
  Ben              -6        0      0
  Clara            -6        0      0
  Dora             -6        0      0
  Emil             -6        0      0
  Fritz            -6        0      0
  Gerda            -6        0      0
  Hans             -6        0      0
  Ida              -6        0      0
  Alex             -6        0      0
  Andi             -6        0      0
  Lena             +6       11      1

@ 7
Partie 1 (beendet): Anna, Ben, Clara, Dora, Emil, Fritz, Gerda, Hans, Ida, Alex, Andi und Lena
begonnen 24.11.2026 20:00, beendet 24.11.2026 20:40
Eine Partie Continental über 2 Spiele
Hausregeln: hands=2
<BLANKLINE>
 Spiel Geber   Ansage              Anna        Ben      Clara       Dora       Emil      Fritz      Gerda       Hans        Ida       Alex       Andi       Lena
    1  Anna    Anna aus         55   55     0    0     0    0     0    0     0    0     0    0     0    0     0    0     0    0     0    0     0    0     0    0
       Jetons: Anna +55, Ben -5, Clara -5, Dora -5, Emil -5, Fritz -5, Gerda -5, Hans -5, Ida -5, Alex -5, Andi -5, Lena -5
    2  Ben     Lena aus          0   55     0    0     0    0     0    0     0    0     0    0     0    0     0    0     0    0     0    0     0    0    11   11
       Jetons: Anna -1, Ben -1, Clara -1, Dora -1, Emil -1, Fritz -1, Gerda -1, Hans -1, Ida -1, Alex -1, Andi -1, Lena +11
<BLANKLINE>
Stand: Anna 55, Ben 0, Clara 0, Dora 0, Emil 0, Fritz 0, Gerda 0, Hans 0, Ida 0, Alex 0, Andi 0, Lena 11
Jetons netto: Anna +54, Ben -6, Clara -6, Dora -6, Emil -6, Fritz -6, Gerda -6, Hans -6, Ida -6, Alex -6, Andi -6, Lena +6
Anna hat die Partie gewonnen

@ 8
Partie 1: Anna (1), Ben (B), Clara (C), Dora (D), Emil (E), Fritz (F), Gerda (G), Hans (H), Ida (I), Alex (a), Andi (b), Lena (L); Stand über 2 Spiele
  60+
    |                                    1...................................
    |                                  ..                                    1
    |                                ..
    |                             ...
    |                           ..
    |                         ..
    |                      ...
    |                   ...
    |                 ..
    |               ..
    |            ...
    |          ..
    |        ..
    |     ...
    |  ...                                                          .........L
   0+ .......                                             ..........
    |        ............................    .............
    |                                    L...................................b
 -10+
    ++-----------------------------------+-----------------------------------+
Sp.  0                                   1                                   2
. Verlauf

@ 9
Spieler      Partien Siege Spiele  Punkte Schnitt  Jetons
Alex               1     0      2       0     0,0      -6
Andi               1     0      2       0     0,0      -6
Anna               1     1      2      55    27,5     +54
Ben                1     0      2       0     0,0      -6
Clara              1     0      2       0     0,0      -6
Dora               1     0      2       0     0,0      -6
Emil               1     0      2       0     0,0      -6
Fritz              1     0      2       0     0,0      -6
Gerda              1     0      2       0     0,0      -6
Hans               1     0      2       0     0,0      -6
Ida                1     0      2       0     0,0      -6
Lena               1     0      2      11     5,5      +6

@ 10
Jetons netto aus 1 Partie:
  Alex    -6
  Andi    -6
  Anna    +54
  Ben     -6
  Clara   -6
  Dora    -6
  Emil    -6
  Fritz   -6
  Gerda   -6
  Hans    -6
  Ida     -6
  Lena    +6
Mit 10 Zahlungen ist alles abgerechnet:
  Alex zahlt Anna 6
  Andi zahlt Anna 6
  Ben zahlt Anna 6
  Clara zahlt Anna 6
  Dora zahlt Anna 6
  Emil zahlt Anna 6
  Fritz zahlt Anna 6
  Gerda zahlt Anna 6
  Hans zahlt Anna 6
  Ida zahlt Lena 6

@ 11
1 Partie geprüft: die Datenbank stimmt mit ihren Ereignissen und den Regeln überein

@ 12
Partie 2: Anna, Ben, Clara, Dora, Emil, Fritz
Eine Partie Continental, bis der Tisch die Regel hands setzt; Anna gibt zuerst

@ 13
Spiel 1 der Partie 2: Anna geht aus (Anna hat gegeben)
  Anna       zählt   0  [2C 3C 4C] [5H 6H 7H] [5H 6H 7H] [5H 6H 7H] [9S 10S JS]  Abwurf KD
  Ben        zählt  95  übrig AS AS AS 2S 4H KH 3D 8D 8D 8D 9C 10C QC QC QC
  Clara      zählt  36  [9D 10D JD] [9D 10D JD] [9D 10D JD]  übrig KS KS KS 2H 2H 2H
  Dora       zählt  72  [6D 7D JK]  übrig 3S 4S 4S 4S QH QH AD 6D 6D 8C 8C 8C
  Emil       zählt  84  [6S 7S 8S]  übrig 3H 3H 3H 10H 10H 10H 5C 5C 5C JC JC JC
  Fritz      zählt  64  [2D 3D 4D 5D]  übrig AH AH AH 9H 9H 9H 2D 2D KC KC KC
Anna geht aus; jeder andere Spieler zahlt 1
Jetons:
  Ben zahlt 1 an Anna fürs Ausgehen
  Clara zahlt 1 an Anna fürs Ausgehen
  Dora zahlt 1 an Anna fürs Ausgehen
  Emil zahlt 1 an Anna fürs Ausgehen
  Fritz zahlt 1 an Anna fürs Ausgehen
Stand: Anna +5, Ben -1, Clara -1, Dora -1, Emil -1, Fritz -1
nächster Geber: Ben

@ 14
Spiel 1 der Partie 2 korrigiert:
  Anna       5H 6H 7H 5H 6H 7H 5H 6H 7H 9S 10S JS 2C 3C 4C KD -> 5H 6H 7H 5H 6H 7H 5H 6H 7H 9S 10S JS 2C 3C 4C
  Ben        AS AS AS 8D 8D 8D QC QC QC 2S 3D 4H 9C 10C KH -> AS AS AS 8D 8D 8D QC QC QC 2S 3D 4H 9C 10C KD
Spiel 1: Anna geht aus
  Anna         5 Punkte  [2C 3C 4C] [5H 6H 7H] [5H 6H 7H] [5H 6H 7H] [9S 10S JS]
  Ben          0 Punkte  übrig AS AS AS 2S 4H 3D 8D 8D 8D KD 9C 10C QC QC QC
  Clara        0 Punkte  [9D 10D JD] [9D 10D JD] [9D 10D JD]  übrig KS KS KS 2H 2H 2H
  Dora         0 Punkte  [6D 7D JK]  übrig 3S 4S 4S 4S QH QH AD 6D 6D 8C 8C 8C
  Emil         0 Punkte  [6S 7S 8S]  übrig 3H 3H 3H 10H 10H 10H 5C 5C 5C JC JC JC
  Fritz        0 Punkte  [2D 3D 4D 5D]  übrig AH AH AH 9H 9H 9H 2D 2D KC KC KC
Stand und Jetons, vorher -> nachher:
  Anna            5 ->    5     +5 ->   +5
  Ben             0 ->    0     -1 ->   -1
  Clara           0 ->    0     -1 ->   -1
  Dora            0 ->    0     -1 ->   -1
  Emil            0 ->    0     -1 ->   -1
  Fritz           0 ->    0     -1 ->   -1

@ 15
2 Partien geprüft: die Datenbank stimmt mit ihren Ereignissen und den Regeln überein
