# An evening of Double Rum (two packs and four jokers, three players):
# sets of identical cards, jokers worth 15 when left over, the player
# going out scoring the others' deadwood, to game_to 100.
$ KLOPF_NOW=2026-11-21T19:00:00Z klopf new --game double-rum Anna Ben Clara
Partie 1: Anna, Ben, Clara
eine Partie Double Rum bis 100 Punkte; Anna gibt zuerst

# QH QH QS is a set: suits may repeat; the joker fills 5-6-?-8 of clubs.
$ KLOPF_NOW=2026-11-21T19:10:00Z klopf game --out Anna "Anna=QH QH QS 5C 6C JK 8C 9D" "Ben=4S 7D 9H 9H 7D KH 4D" "Clara=8S 3D 4D 3S JS 2C 3S"
Spiel 1 der Partie 1: Anna geht aus (Anna hat gegeben)
  Anna       zählt   0  [5C 6C JK 8C] [QS QH QH]  Abwurf 9D
  Ben        zählt  50  übrig 4S 9H 9H KH 4D 7D 7D
  Clara      zählt  24  [3S 3S 3D]  übrig 8S JS 4D 2C
Anna geht aus und bekommt 74, die Restpunkte der anderen
Stand: Anna 74, Ben 0, Clara 0
nächster Geber: Ben

$ KLOPF_NOW=2026-11-21T19:20:00Z klopf game --out Ben "Ben=7D 7D 7S JK 9H 10H JH 2C" "Clara=JK 8D JC 10C 6D KS 4C" "Anna=8C 3H 5C QH 5D 4D KC"
Spiel 2 der Partie 1: Ben geht aus (Ben hat gegeben)
  Anna       zählt  45  übrig 3H QH 4D 5D 5C 8C KC
  Ben        zählt   0  [7S 7D 7D JK] [9H 10H JH]  Abwurf 2C
  Clara      zählt  28  [10C JC JK]  übrig KS 6D 8D 4C
Ben geht aus und bekommt 73, die Restpunkte der anderen
Stand: Anna 74, Ben 73, Clara 0
nächster Geber: Clara

$ KLOPF_NOW=2026-11-21T19:30:00Z klopf game --out Clara "Clara=AS 2S 3S KD KD KC KH 4H" "Anna=9H QD JS 7D AD 2D 9D" "Ben=10C AS 2H 6H JK 3C 4S"
Spiel 3 der Partie 1: Clara geht aus (Clara hat gegeben)
  Anna       zählt  58  übrig JS 9H AD 2D 7D 9D QD
  Ben        zählt  51  übrig AS 4S 2H 6H 3C 10C JK
  Clara      zählt   0  [AS 2S 3S] [KH KD KD KC]  Abwurf 4H
Clara geht aus und bekommt 109, die Restpunkte der anderen
Stand: Anna 74, Ben 73, Clara 109
Clara gewinnt die Partie
Jetons netto: Anna +0, Ben +0, Clara +0

# Two jokers need one natural card: JK JK AC is a run or a set.
$ KLOPF_NOW=2026-11-21T19:40:00Z klopf game --out Anna "Anna=JK JK AC 8H 8S 8D 8H 5D" "Ben=10S 9S 9D 7S QH 3D 5C" "Clara=7H KD JS AH 6D QC AD"
klopf: keine Partie im Spiel; beginne eine mit 'klopf new NAME NAME...'
[3]

$ klopf standings
Partie 1: Double Rum, beendet, 3 Spiele gespielt
eine Partie Double Rum bis 100 Punkte
  Spieler      Punkte Spiele Jetons
  Anna             74      1     +0
  Ben              73      1     +0
  Clara           109      1     +0  hat die Partie gewonnen

$ klopf history
Partie 1 (beendet): Anna, Ben und Clara
begonnen 21.11.2026 19:00, beendet 21.11.2026 19:30
eine Partie Double Rum bis 100 Punkte
<BLANKLINE>
 Spiel Geber   Ansage              Anna        Ben      Clara
    1  Anna    Anna aus         74   74     0    0     0    0
    2  Ben     Ben aus           0   74    73   73     0    0
    3  Clara   Clara aus         0   74     0   73   109  109
<BLANKLINE>
Stand: Anna 74, Ben 73, Clara 109
Jetons netto: Anna +0, Ben +0, Clara +0
Clara hat die Partie gewonnen

$ klopf chart
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

$ klopf settle --game double-rum
Jetons netto aus 1 Partie:
  Anna    +0
  Ben     +0
  Clara   +0
alle sind quitt: nichts zu zahlen

$ klopf verify
1 Partie geprüft: die Datenbank stimmt mit ihren Ereignissen und den Regeln überein
