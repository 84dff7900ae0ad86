# The German outputs of the commands of tests/cli/evening-phom.t, run under
# de_AT.UTF-8: "@ N" is the output of its Nth command (the format is
# described in tests/cli/run-transcript.sh).

@ 1
Partie 1: Anna, Ben, Clara
Eine Partie Phỏm über 4 Spiele; Anna gibt zuerst
Hausregel: hands=4 (Standard offen)

@ 2
game              phom    das gespielte Spiel der Rommé-Familie
hand_size         9       Karten in jedem Blatt am Ende eines Spiels (wer ausgeht, darf eine mehr zeigen)
hands             offen   die Partie endet nach so vielen Spielen (offen: wenn der Tisch es festlegt)
next_dealer       links   wer als Nächster gibt: der nächste Spieler im Spiel zur Linken, der Gewinner oder der Verlierer des Spiels, oder (zu zweit) der andere
first_dealer      reihum  wer in der nächsten Partie derselben Spieler auf denselben Plätzen zuerst gibt: ein Platz links vom letzten ersten Geber oder wieder der zuerst Genannte
cards             normal  wie die Karten geschrieben werden: normal (J, Q) oder deutsch (B für Bube, D für Dame); keine Wertung hängt davon ab

@ 3
Spiel 1 der Partie 1: der Vergleich (Anna hat gegeben)
  Anna       zählt  55  übrig 6S AH 5H 10H 3D 8D 2C 9C JC
  Ben        zählt  30  [AS 2S 3S] [7H 8H 9H]  übrig KD 5C QC
  Clara      zählt   8  [4H 4D 4C] [10S JS QS KS]  übrig 2D 6D
Clara gewinnt den Vergleich und erhält 5
Jetons:
  Ben zahlt 1 an Clara nach dem Platz im Vergleich
  Anna zahlt 4 an Clara: ein Blatt ohne Meldung (móm)
Stand: Anna -4, Ben -1, Clara +5
nächster Geber: Ben

@ 4
Spiel 2 der Partie 1: Clara meldet ù mit allen zehn Karten (Ben hat gegeben)
  Anna       zählt  69  übrig 7S JH QH AD 6D 2C 8C 10C QC
  Ben        zählt  59  übrig JS 3H 4H KH 5D AC 3C 6C KC
  Clara      zählt   0  [AS 2S 3S 4S] [7H 7D 7C] [9D 10D JD]
Clara gewinnt mit ù und erhält 24
Jetons:
  Anna zahlt 12 an Clara für ù
  Ben zahlt 12 an Clara für ù
Stand: Anna -16, Ben -13, Clara +29
nächster Geber: Clara

@ 5
klopf: Ben meldet ù mit 9 Karten; ù wird mit 10 gezeigt (alle gemeldet, oder alle bis auf einen Abwurf)
  übrig 8S 10S 3H AD 2D 5D 7D 8D AC
[3]

@ 6
Spiel 3 der Partie 1: Anna meldet ù (Clara hat gegeben)
  Anna       zählt   0  [2C 3C 4C] [5H 6H 7H] [KS KD KC]  Abwurf 9S
  Ben        zählt  45  übrig 8S 10S 3H AD 2D 5D 7D 8D AC
  Clara      zählt  36  [10D JD QD]  übrig JS AH 8H 3D 4D 9C
Anna gewinnt mit ù und erhält 12
Jetons:
  Ben zahlt 6 an Anna für ù
  Clara zahlt 6 an Anna für ù
Stand: Anna -4, Ben -19, Clara +23
nächster Geber: Anna

@ 7
Spiel 4 der Partie 1: der Vergleich (Anna hat gegeben)
  Anna       zählt  63  [KS KH KC]  übrig 8S JS 9H QH JC QC
  Ben        zählt  30  [7C 8C 9C]  übrig 4S 10S 3H 6H 2D 5D
  Clara      zählt  30  [JD QD KD]  übrig 5S 4H 10H 3D 2C 6C
Ben gewinnt den Vergleich und erhält 3
Jetons:
  Clara zahlt 1 an Ben nach dem Platz im Vergleich
  Anna zahlt 2 an Ben nach dem Platz im Vergleich
Stand: Anna -6, Ben -16, Clara +22
Clara gewinnt die Partie
Jetons netto: Anna -6, Ben -16, Clara +22

@ 8
Partie 1: Phỏm, beendet, 4 Spiele gespielt
Eine Partie Phỏm über 4 Spiele
  Hausregeln: hands=4
  Spieler      Jetons erhalten Spiele
  Anna             -6       12      1
  Ben             -16        3      1
  Clara           +22       29      2  hat die Partie gewonnen

@ 9
Partie 1 (beendet): Anna, Ben und Clara
begonnen 25.11.2026 19:00, beendet 25.11.2026 19:45
Eine Partie Phỏm über 4 Spiele
Hausregeln: hands=4
<BLANKLINE>
 Spiel Geber   Ansage              Anna        Ben      Clara
    1  Anna    Vergleich         0    0     0    0     5    5
       Jetons: Anna -4, Ben -1, Clara +5
    2  Ben     Clara ù           0    0     0    0    24   29
       Jetons: Anna -12, Ben -12, Clara +24
    3  Clara   Anna ù           12   12     0    0     0   29
       Jetons: Anna +12, Ben -6, Clara -6
    4  Anna    Vergleich         0   12     3    3     0   29
       Jetons: Anna -2, Ben +3, Clara -1
<BLANKLINE>
Stand: Anna 12, Ben 3, Clara 29
Jetons netto: Anna -6, Ben -16, Clara +22
Clara hat die Partie gewonnen

@ 10
Spieler      Partien Siege Spiele  Punkte Schnitt  Jetons
Anna               1     0      4      12     3,0      -6
Ben                1     0      4       3     0,8     -16
Clara              1     1      4      29     7,2     +22

@ 11
Partie 1: Anna (A), Ben (B), Clara (C); Stand über 4 Spiele
  30+                                    C..
    |                                   .   ......
    |                                 ..          .........
    |                              ...                     C.................C
    |                             .
    |                           ..
    |                        ...
    |                       .
    |                     ..
    |                  C..
    |           .......
   0+ .................
    |     .........    B..
    |              ....A.......                           .A.................
    |                     .........                  .....                   A
    |                          ... ...            ...
    |                             .......B..  ....
    |                                 ...A...........                        B
    |                                                ......      ............
 -20+                                                      B.....
    ++-----------------+-----------------+-----------------+-----------------+
Sp.  0                 1                 2                 3                 4
. Verlauf

@ 12
Jetons netto aus 1 Partie:
  Anna    -6
  Ben     -16
  Clara   +22
Mit 2 Zahlungen ist alles abgerechnet:
  Ben zahlt Clara 16
  Anna zahlt Clara 6

@ 13
1 Partie geprüft: die Datenbank stimmt mit ihren Ereignissen und den Regeln überein

@ 14
[{"game":1,"declarer":null,"declaration":"showdown"},{"game":2,"declarer":"Clara","declaration":"u_whole"},{"game":3,"declarer":"Anna","declaration":"u"},{"game":4,"declarer":null,"declaration":"showdown"}]

@ 15

@ 16
{"declarer":null,"kind":"showdown","winner":"Clara","hands":["Clara","Ben","Anna"]}

@ 17
[{"declarer":null,"declaration":"showdown","hands":["Anna","Ben","Clara"]}]

@ 18
Spiel 2 der Partie 1: Clara meldet ù (Ben hat gegeben)
  Anna       zählt  69  übrig 7S JH QH AD 6D 2C 8C 10C QC
  Ben        zählt  59  übrig JS 3H 4H KH 5D AC 3C 6C KC
  Clara      zählt   0  [AS 2S 3S] [7H 7D 7C] [9D 10D JD]  Abwurf 5S
Clara gewinnt mit ù und erhält 12
Jetons:
  Anna zahlt 6 an Clara für ù
  Ben zahlt 6 an Clara für ù
Stand: Anna -10, Ben -7, Clara +17
nächster Geber: Clara

@ 19
Spiel 3 der Partie 1: Anna meldet ù mit allen zehn Karten (Clara hat gegeben)
  Anna       zählt   0  [AS 2S 3S 4S] [7H 7D 7C] [9D 10D JD]
  Ben        zählt  69  übrig 7S JH QH AD 6D 2C 8C 10C QC
  Clara      zählt  59  übrig JS 3H 4H KH 5D AC 3C 6C KC
Anna gewinnt mit ù und erhält 24
Jetons:
  Ben zahlt 12 an Anna für ù
  Clara zahlt 12 an Anna für ù
Stand: Anna +14, Ben -19, Clara +5
nächster Geber: Anna

@ 20
Spiel 3 der Partie 1 korrigiert:
  Ansage: Anna meldet ù
  Anna       AS 2S 3S 4S 7H 7D 7C 9D 10D JD -> AS 2S 3S 5S 7H 7D 7C 9D 10D JD
Spiel 3: Anna meldet ù
  Anna        12 Punkte  [AS 2S 3S] [7H 7D 7C] [9D 10D JD]  Abwurf 5S
  Ben          0 Punkte  übrig 7S JH QH AD 6D 2C 8C 10C QC
  Clara        0 Punkte  übrig JS 3H 4H KH 5D AC 3C 6C KC
Stand und Jetons, vorher -> nachher:
  Anna           24 ->   12    +14 ->   +2
  Ben             0 ->    0    -19 ->  -13
  Clara          17 ->   17     +5 ->  +11

@ 21
Spiel 1 der Partie 1: Clara meldet ù mit allen zehn Karten (Anna hat gegeben)
  Anna       (nicht gezeigt)
  Ben        zählt  59  übrig JS 3H 4H KH 5D AC 3C 6C KC
  Clara      zählt   0  [AS 2S 3S 4S] [7H 7D 7C] [9D 10D JD]
Clara gewinnt mit ù und erhält 24
Jetons:
  Anna zahlt 12 an Clara für ù
  Ben zahlt 12 an Clara für ù
Stand: Anna -12, Ben -12, Clara +24
nächster Geber: Ben

@ 22
klopf: Ben zeigt 2 Karten; ein Blatt hat am Ende eines Spiels 9
[3]

@ 23
    1  Anna    Clara ù           0    0     0    0    24   24
       Jetons: Anna -12, Ben -12, Clara +24
         Anna: nicht gezeigt
         Ben: übrig JS 3H 4H KH 5D AC 3C 6C KC  (eingegeben: 6C 4H AC KH 3C 3H JS 5D KC)
         Clara: [AS 2S 3S 4S] [7H 7D 7C] [9D 10D JD]  (eingegeben: AS 2S 3S 4S 7H 7D 7C 9D 10D JD)
1 Partie geprüft: die Datenbank stimmt mit ihren Ereignissen und den Regeln überein
