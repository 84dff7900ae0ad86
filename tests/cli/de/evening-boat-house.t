# The German outputs of the commands of tests/cli/evening-boat-house.t, run under
# de_AT.UTF-8: "@ N" is the output of its Nth command (the format is
# described in tests/cli/run-transcript.sh).

@ 1
Partie 1: Anna, Ben, Clara
Eine Partie Boat House bis 150 Punkte; Anna gibt zuerst
Hausregel: game_to=150 (Standard 100)

@ 2
game              boat-house  das gespielte Spiel der Rommé-Familie
hand_size         spielerzahl Karten in jedem Blatt am Ende eines Spiels (wer ausgeht, darf eine mehr zeigen)
game_to           100         ein Stand von so vielen Punkten beendet die Partie
next_dealer       links       wer als Nächster gibt: der nächste Spieler im Spiel zur Linken, der Gewinner oder der Verlierer des Spiels, oder (zu zweit) der andere
first_dealer      reihum      wer in der nächsten Partie derselben Spieler auf denselben Plätzen zuerst gibt: ein Platz links vom letzten ersten Geber oder wieder der zuerst Genannte
cards             normal      wie die Karten geschrieben werden: normal (J, Q) oder deutsch (B für Bube, D für Dame); keine Wertung hängt davon ab

@ 3
Spiel 1 der Partie 1: Anna geht aus (Anna hat gegeben)
  Anna       zählt   0  [5S 5D 5C] [QH KH AH 2H]  Abwurf 9C
  Ben        zählt  46  übrig 6S 7S 5H 6H 8H 10D 4C
  Clara      zählt  51  übrig 2S KS AD 3D 7C 8C 10C
Anna geht aus und bekommt 97, die Restpunkte der anderen
Stand: Anna 97, Ben 0, Clara 0
nächster Geber: Ben

@ 4
klopf: Ben kann nicht ausgehen: die beste Aufteilung lässt 20 Restpunkte (zum Ausgehen muss jede Karte gemeldet sein)
  [JH JD JC]  übrig 3S 4S 6S 7S  Abwurf KD
[3]

@ 5
Spiel 2 der Partie 1: Ben geht aus (Ben hat gegeben)
  Anna       zählt  45  übrig 2S 7S 3D 9D QD 4C 10C
  Ben        zählt   0  [3S 4S 5S 6S] [JH JD JC]  Abwurf KD
  Clara      zählt  55  übrig QS AH 3H 5D 10D 6C QC
Ben geht aus und bekommt 100, die Restpunkte der anderen
Stand: Anna 97, Ben 100, Clara 0
nächster Geber: Clara

@ 6
Spiel 1 der Partie 1 korrigiert:
  Ben        5H 8H 4C 7S 6H 6S 10D -> 9H 6D KD 3H AS 8S JD
Spiel 1: Anna geht aus
  Anna       108 Punkte  [5S 5D 5C] [QH KH AH 2H]  Abwurf 9C
  Ben          0 Punkte  übrig AS 8S 3H 9H 6D JD KD
  Clara        0 Punkte  übrig 2S KS AD 3D 7C 8C 10C
Stand und Jetons, vorher -> nachher:
  Anna           97 ->  108     +0 ->   +0
  Ben           100 ->  100     +0 ->   +0
  Clara           0 ->    0     +0 ->   +0

@ 7
Korrektur von Spiel 1 der Partie 1 zurückgenommen

@ 8
Spiel 3 der Partie 1: Clara geht aus (Clara hat gegeben)
  Anna       zählt  40  übrig 3S 3H 6H 2D AC 5C QC
  Ben        zählt  19  [4S 4H 4D]  übrig 5H 6D 2C 6C
  Clara      zählt   0  [7S 7H 7D 7C] [9H 10H JH]  Abwurf KS
Clara geht aus und bekommt 59, die Restpunkte der anderen
Stand: Anna 97, Ben 100, Clara 59
nächster Geber: Anna

@ 9
Spiel 4 der Partie 1: Anna geht aus (Anna hat gegeben)
  Anna       zählt   0  [3S 3H 3C] [10D JD QD KD]  Abwurf AD
  Ben        zählt  46  übrig AS 6S 2H 7H 3D 9D 8C
  Clara      zählt  43  übrig 2S 8S 9S 5H JH 2D 7D
Anna geht aus und bekommt 89, die Restpunkte der anderen
Stand: Anna 186, Ben 100, Clara 59
Anna gewinnt die Partie
Jetons netto: Anna +0, Ben +0, Clara +0

@ 10
Partie 1: Boat House, beendet, 4 Spiele gespielt
Eine Partie Boat House bis 150 Punkte
  Hausregeln: game_to=150
  Spieler      Punkte Spiele Jetons
  Anna            186      2     +0  hat die Partie gewonnen
  Ben             100      1     +0
  Clara            59      1     +0

@ 11
Partie 1 (beendet): Anna, Ben und Clara
begonnen 20.11.2026 19:00, beendet 20.11.2026 19:55
Eine Partie Boat House bis 150 Punkte
Hausregeln: game_to=150
<BLANKLINE>
 Spiel Geber   Ansage              Anna        Ben      Clara
    1  Anna    Anna aus         97   97     0    0     0    0
    2  Ben     Ben aus           0   97   100  100     0    0
    3  Clara   Clara aus         0   97     0  100    59   59
    4  Anna    Anna aus         89  186     0  100     0   59
<BLANKLINE>
Stand: Anna 186, Ben 100, Clara 59
Jetons netto: Anna +0, Ben +0, Clara +0
Anna hat die Partie gewonnen

@ 12
Spieler      Partien Siege Spiele  Punkte Schnitt  Jetons
Anna               1     1      4     186    46,5      +0
Ben                1     0      4     100    25,0      +0
Clara              1     0      4      59    14,8      +0

@ 13
Partie 1: Anna (A), Ben (B), Clara (C); Stand über 4 Spiele
 190+                                                                        A
    |                                                                      ..
    |                                                                    ..
    |                                                                  ..
 150+================================================================..=======
    |                                                              ..
    |                                                            ..
    |                                                          ..
    |                                                        ..
    |                  A.................B.................B.................B
    |                ..                ..
    |              ..                ..
    |             .                ..
    |           ..               ..                       .C.................C
    |         ..                .                      ...
    |       ..                ..                    ...
    |     ..                ..                   ...
    |   ..                ..                  ...
    | ..                ..                 ...
   0+ .................C.................C.
    ++-----------------+-----------------+-----------------+-----------------+
Sp.  0                 1                 2                 3                 4
= 150 gewinnt die Partie  . Verlauf

@ 14
Jetons netto aus 1 Partie:
  Anna    +0
  Ben     +0
  Clara   +0
Alle sind quitt: nichts zu zahlen

@ 15
1 Partie geprüft: die Datenbank stimmt mit ihren Ereignissen und den Regeln überein
