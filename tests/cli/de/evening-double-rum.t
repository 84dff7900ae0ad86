# The German outputs of the commands of tests/cli/evening-double-rum.t, run under
# de_AT.UTF-8: "@ N" is the output of its Nth command (the format is
# described in tests/cli/run-transcript.sh).

@ 1
Partie 1: Anna, Ben, Clara
Eine Partie Double Rum bis 100 Punkte; Anna gibt zuerst

@ 2
Spiel 1 der Partie 1: Anna geht aus (Anna hat gegeben)
  Anna       zählt   0  [5C 6C JK 8C] [QS QH QH]  Abwurf 9D
  Ben        zählt  50  übrig 4S 9H 9H KH 4D 7D 7D
  Clara      zählt  24  [3S 3S 3D]  übrig 8S JS 4D 2C
Anna geht aus und bekommt 74, die Restpunkte der anderen
Stand: Anna 74, Ben 0, Clara 0
nächster Geber: Ben

@ 3
Spiel 2 der Partie 1: Ben geht aus (Ben hat gegeben)
  Anna       zählt  45  übrig 3H QH 4D 5D 5C 8C KC
  Ben        zählt   0  [7S 7D 7D JK] [9H 10H JH]  Abwurf 2C
  Clara      zählt  28  [10C JC JK]  übrig KS 6D 8D 4C
Ben geht aus und bekommt 73, die Restpunkte der anderen
Stand: Anna 74, Ben 73, Clara 0
nächster Geber: Clara

@ 4
Spiel 3 der Partie 1: Clara geht aus (Clara hat gegeben)
  Anna       zählt  58  übrig JS 9H AD 2D 7D 9D QD
  Ben        zählt  51  übrig AS 4S 2H 6H 3C 10C JK
  Clara      zählt   0  [AS 2S 3S] [KH KD KD KC]  Abwurf 4H
Clara geht aus und bekommt 109, die Restpunkte der anderen
Stand: Anna 74, Ben 73, Clara 109
Clara gewinnt die Partie
Jetons netto: Anna +0, Ben +0, Clara +0

@ 5
klopf: keine Partie läuft; beginne eine mit 'klopf new NAME NAME...'
[3]

@ 6
Partie 1: Double Rum, beendet, 3 Spiele gespielt
Eine Partie Double Rum bis 100 Punkte
  Spieler      Punkte Spiele Jetons
  Anna             74      1     +0
  Ben              73      1     +0
  Clara           109      1     +0  hat die Partie gewonnen

@ 7
Partie 1 (beendet): Anna, Ben und Clara
begonnen 21.11.2026 19:00, beendet 21.11.2026 19:30
Eine Partie Double Rum bis 100 Punkte
<BLANKLINE>
 Spiel Geber   Ansage              Anna        Ben      Clara
    1  Anna    Anna aus         74   74     0    0     0    0
    2  Ben     Ben aus           0   74    73   73     0    0
    3  Clara   Clara aus         0   74     0   73   109  109
<BLANKLINE>
Stand: Anna 74, Ben 73, Clara 109
Jetons netto: Anna +0, Ben +0, Clara +0
Clara hat die Partie gewonnen

@ 8
Partie 1: Anna (A), Ben (B), Clara (C); Stand über 3 Spiele
 110+                                                                        C
    |                                                                       .
 100+======================================================================.==
    |                                                                    ..
    |                                                                   .
    |                                                                  .
    |                        A.......................B.......................B
    |                      ..                       .               ..
    |                    ..                       ..               .
    |                  ..                       ..                .
    |                 .                       ..                 .
    |               ..                      ..                 ..
    |             ..                      ..                  .
    |           ..                      ..                   .
    |         ..                      ..                   ..
    |       ..                      ..                    .
    |     ..                      ..                     .
    |   ..                      ..                     ..
    | ..                      ..                      .
   0+ .......................C.......................C
    ++-----------------------+-----------------------+-----------------------+
Sp.  0                       1                       2                       3
= 100 gewinnt die Partie  . Verlauf

@ 9
Jetons netto aus 1 Partie:
  Anna    +0
  Ben     +0
  Clara   +0
Alle sind quitt: nichts zu zahlen

@ 10
1 Partie geprüft: die Datenbank stimmt mit ihren Ereignissen und den Regeln überein
