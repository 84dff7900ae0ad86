# The German outputs of the commands of tests/cli/evening-queen-city.t, run under
# de_AT.UTF-8: "@ N" is the output of its Nth command (the format is
# described in tests/cli/run-transcript.sh).

@ 1
Partie 1: Anna, Ben, Clara
Eine Partie Queen City, bis der Tisch die Regel hands setzt; Anna gibt zuerst

@ 2
Spiel 1 der Partie 1: Anna geht aus (Anna hat gegeben)
  Anna       zählt   0  [9H 9D 9C] [10S JS QS KS]  Abwurf 2D
  Ben        zählt  47  übrig 8S 3H 8H 7D QD AC QC
  Clara      zählt  37  übrig 6S 2H 10H AD 2C 6C 10C
Anna geht aus; jeder andere Spieler zahlt 67
Jetons:
  Ben zahlt 67 an Anna fürs Ausgehen
  Clara zahlt 67 an Anna fürs Ausgehen
Stand: Anna +134, Ben -67, Clara -67
nächster Geber: Ben

@ 3
Spiel 2 der Partie 1: Ben geht aus (Ben hat gegeben)
  Anna       zählt  34  übrig 2S 3S 6S JS 8H 2C 3C
  Ben        zählt   0  [AH 2H 3H] [4S 4H 4D 4C]
  Clara      zählt  45  übrig AS 8S 10H AC 7C 8C 10C
Ben geht aus; jeder andere Spieler zahlt 22
Jetons:
  Anna zahlt 22 an Ben fürs Ausgehen
  Clara zahlt 22 an Ben fürs Ausgehen
Stand: Anna +112, Ben -23, Clara -89
nächster Geber: Clara

@ 4
klopf: die Regel hands kann nicht 2 werden: 2 Spiele sind schon gespielt, also muss sie mehr sein
[3]

@ 5
Ab Spiel 3 der Partie 1 gilt hands=3 (vorher offen)
Laufende Partie 1: Queen City, 2 Spiele gespielt
Eine Partie Queen City über 3 Spiele
  Hausregeln: hands=3
  während der Partie geändert: hands offen -> 3
  Spieler      Jetons erhalten Spiele
  Anna           +112      134      1
  Ben             -23       44      1
  Clara           -89        0      0  gibt das nächste Spiel

@ 6
Spiel 3 der Partie 1: Clara geht aus (Clara hat gegeben)
  Anna       zählt  45  übrig 3S 5S 10S 5H 10H 3D 9D
  Ben        zählt  49  übrig 6H 7H JH 5D 10D AC KC
  Clara      zählt   0  [6C 7C 8C 9C] [QH QD QC]  Abwurf AS
Clara geht aus; jeder andere Spieler zahlt 60
Jetons:
  Anna zahlt 60 an Clara fürs Ausgehen
  Ben zahlt 60 an Clara fürs Ausgehen
Stand: Anna +52, Ben -83, Clara +31
Anna gewinnt die Partie
Jetons netto: Anna +52, Ben -83, Clara +31

@ 7
Partie 1: Queen City, beendet, 3 Spiele gespielt
Eine Partie Queen City über 3 Spiele
  Hausregeln: hands=3
  während der Partie geändert: hands offen -> 3
  Spieler      Jetons erhalten Spiele
  Anna            +52      134      1  hat die Partie gewonnen
  Ben             -83       44      1
  Clara           +31      120      1

@ 8
Partie 1 (beendet): Anna, Ben und Clara
begonnen 23.11.2026 19:00, beendet 23.11.2026 19:35
Eine Partie Queen City über 3 Spiele
<BLANKLINE>
 Spiel Geber   Ansage              Anna        Ben      Clara
    1  Anna    Anna aus        134  134     0    0     0    0
       Jetons: Anna +134, Ben -67, Clara -67
    2  Ben     Ben aus           0  134    44   44     0    0
       Jetons: Anna -22, Ben +44, Clara -22
    -  Regel hands: offen -> 3 ab Spiel 3
    3  Clara   Clara aus         0  134     0   44   120  120
       Jetons: Anna -60, Ben -60, Clara +120
<BLANKLINE>
Stand: Anna 134, Ben 44, Clara 120
Jetons netto: Anna +52, Ben -83, Clara +31
Anna hat die Partie gewonnen

@ 9
Partie 1: Anna (A), Ben (B), Clara (C); Stand über 3 Spiele
 140+                        A.
    |                      ..  .............
    |                    ..                 .........A.
    |                  ..                              .....
    |                ..                                     .....
    |             ...                                            .....
    |           ..                                                    .....
    |         ..                                                           ..A
    |      ...
    |    ..                                                                ..C
    |  ..                                                                ..
   0+ ..                                                              ...
    |   ....                                                        ..
    |       .....                                 ...B...        ...
    |            ....                      .......       ..... ..
    |                .....          .......                 .......
    |                     ...C......                      ..       .....
    |                           ..............         ...              .....
    |                                         .......C.                      B
-100+
    ++-----------------------+-----------------------+-----------------------+
Sp.  0                       1                       2                       3
. Verlauf

@ 10
Jetons netto aus 1 Partie:
  Anna    +52
  Ben     -83
  Clara   +31
Mit 2 Zahlungen ist alles abgerechnet:
  Ben zahlt Anna 52
  Ben zahlt Clara 31

@ 11
1 Partie geprüft: die Datenbank stimmt mit ihren Ereignissen und den Regeln überein

@ 12
Partie 1: Anna, Ben, Clara
Eine Partie Queen City bis 57 Jetons netto; Anna gibt zuerst
Hausregel: game_to=57 (Standard offen)

@ 13
Spiel 1 der Partie 1: Anna geht aus (Anna hat gegeben)
  Anna       zählt   0  [9H 9D 9C] [10S JS QS KS]  Abwurf 2D
  Ben        zählt  47  übrig 8S 3H 8H 7D QD AC QC
  Clara      zählt  37  übrig 6S 2H 10H AD 2C 6C 10C
Anna geht aus; jeder andere Spieler zahlt 67
Jetons:
  Ben zahlt 67 an Anna fürs Ausgehen
  Clara zahlt 67 an Anna fürs Ausgehen
Stand: Anna +134, Ben -67, Clara -67
Anna gewinnt die Partie
Jetons netto: Anna +134, Ben -67, Clara -67

@ 14
Partie 1: Queen City, beendet, 1 Spiel gespielt
Eine Partie Queen City bis 57 Jetons netto
  Hausregeln: game_to=57
  Spieler      Jetons erhalten Spiele
  Anna           +134      134      1  hat die Partie gewonnen
  Ben             -67        0      0
  Clara           -67        0      0

@ 15
{"format_version":1,"rubber":1,"game":"queen-city","decided_by":"chips","state":"finished","pot":0,"games":1,"next_dealer":null,"winner":"Anna","winners":["Anna"],"started_at":"2026-11-24T19:00:00Z","players":[{"name":"Anna","seat":1,"score":134,"state":"in_play","bought_back":false,"can_buy_back":false,"chips":134,"hands_won":1},{"name":"Ben","seat":2,"score":0,"state":"in_play","bought_back":false,"can_buy_back":false,"chips":-67,"hands_won":0},{"name":"Clara","seat":3,"score":0,"state":"in_play","bought_back":false,"can_buy_back":false,"chips":-67,"hands_won":0}],"rules":{"game":"queen-city","hand_size":7,"game_to":57,"hands":"open","next_dealer":"left","first_dealer":"rotate","cards":"plain"},"rules_at_start":{"game":"queen-city","hand_size":7,"game_to":57,"hands":"open","next_dealer":"left","first_dealer":"rotate","cards":"plain"}}
