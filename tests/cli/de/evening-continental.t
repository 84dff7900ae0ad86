# The German outputs of the commands of tests/cli/evening-continental.t, run under
# de_AT.UTF-8: "@ N" is the output of its Nth command (the format is
# described in tests/cli/run-transcript.sh).

@ 1
Partie 1: Anna, Ben, Clara
Eine Partie Continental über 3 Spiele; Anna gibt zuerst
Hausregel: hands=3 (Standard offen)

@ 2
game              continental das gespielte Spiel der Rommé-Familie
decks             spielerzahl Pakete zu 52 Karten; so oft gibt es jede Karte außer dem Joker
hand_size         15          Karten in jedem Blatt am Ende eines Spiels (wer ausgeht, darf eine mehr zeigen)
hands             offen       die Partie endet nach so vielen Spielen (offen: wenn der Tisch es festlegt)
deuces_wild       aus         auch die Zweien sind wild, nicht nur die Joker
deuce_points      0           zahlt jeder andere Spieler für jede wild gemeldete Zwei
no_wild_bonus     0           zahlt jeder andere Spieler, wenn keine wilde Karte gemeldet ist
one_suit_bonus    0           zahlt jeder andere Spieler, wenn alle gemeldeten Karten eine Farbe haben
next_dealer       links       wer als Nächster gibt: der nächste Spieler im Spiel zur Linken, der Gewinner oder der Verlierer des Spiels, oder (zu zweit) der andere
first_dealer      reihum      wer in der nächsten Partie derselben Spieler auf denselben Plätzen zuerst gibt: ein Platz links vom letzten ersten Geber oder wieder der zuerst Genannte
cards             normal      wie die Karten geschrieben werden: normal (J, Q) oder deutsch (B für Bube, D für Dame); keine Wertung hängt davon ab

@ 3
Spiel 1 der Partie 1: Anna geht aus (Anna hat gegeben)
  Anna       zählt   0  [2D 3D 4D] [3H 4H JK 6H 7H] [5C 6C 7C] [9S 10S JS QS]
  Ben        zählt  84  übrig AS 2S 4S 9S JS 3H 5H AD 4D JD QD 2C 6C 7C JC
  Clara      zählt  83  [6D 7D JK 9D]  übrig 2S 5S 5S 7S QS 6H 8H JH QH JC KC
Anna geht aus; jeder andere Spieler zahlt 3
Jetons:
  Ben zahlt 3 an Anna fürs Ausgehen
  Clara zahlt 3 an Anna fürs Ausgehen
Stand: Anna +6, Ben -3, Clara -3
nächster Geber: Ben

@ 4
klopf: Ben kann nicht ausgehen: die Folgen ergeben nicht 5-4-3-3, 4-4-4-3 oder 3-3-3-3-3
  [2C 3C 4C 5C 6C] [3D 4D 5D 6D 7D] [8H 9H 10H JH QH]
[3]

@ 5
Spiel 2 der Partie 1: Ben geht aus (Ben hat gegeben)
  Anna       zählt  80  [8S 9S JK]  übrig 5S 8S 9S AH 2H QH 5D 7D QD 5C 8C JC
  Ben        zählt   0  [AS 2S 3S 4S] [5H 6H 7H 8H] [8D 9D 10D JD] [QC KC AC]
  Clara      zählt  83  [3H 4H 5H]  übrig 6S JS 9H 9H 10H AD 2D 6D 9D KD 2C 9C
Ben geht aus; jeder andere Spieler zahlt 1
Jetons:
  Anna zahlt 1 an Ben fürs Ausgehen
  Clara zahlt 1 an Ben fürs Ausgehen
Stand: Anna +5, Ben -1, Clara -4
nächster Geber: Clara

@ 6
Spiel 3 der Partie 1: Clara geht aus (Clara hat gegeben)
  Anna       zählt  70  [4S 5S 6S]  übrig 2S 5S 6H 3D 4D KD 4C 5C 5C 7C 9C KC
  Ben        zählt 100  übrig 4S KS 4H 7H 8H 10H QH 3D 5D 10D AC 4C 6C 8C KC
  Clara      zählt   0  [2S 3S JK] [4H 5H 6H] [7D 8D 9D] [10C JC QC] [JS QS KS]
Clara geht aus; jeder andere Spieler zahlt 3
Jetons:
  Anna zahlt 3 an Clara fürs Ausgehen
  Ben zahlt 3 an Clara fürs Ausgehen
Stand: Anna +2, Ben -4, Clara +2
Anna teilt sich den Sieg
Clara teilt sich den Sieg
Jetons netto: Anna +2, Ben -4, Clara +2

@ 7
Partie 1: Continental, beendet, 3 Spiele gespielt
Eine Partie Continental über 3 Spiele
  Hausregeln: hands=3
  Spieler      Jetons erhalten Spiele
  Anna             +2        6      1  teilt sich den Sieg
  Ben              -4        2      1
  Clara            +2        6      1  teilt sich den Sieg

@ 8
Partie 1 (beendet): Anna, Ben und Clara
begonnen 24.11.2026 19:00, beendet 24.11.2026 19:40
Eine Partie Continental über 3 Spiele
Hausregeln: hands=3
<BLANKLINE>
 Spiel Geber   Ansage              Anna        Ben      Clara
    1  Anna    Anna aus          6    6     0    0     0    0
       Jetons: Anna +6, Ben -3, Clara -3
    2  Ben     Ben aus           0    6     2    2     0    0
       Jetons: Anna -1, Ben +2, Clara -1
    3  Clara   Clara aus         0    6     0    2     6    6
       Jetons: Anna -3, Ben -3, Clara +6
<BLANKLINE>
Stand: Anna 6, Ben 2, Clara 6
Jetons netto: Anna +2, Ben -4, Clara +2
Anna hat sich den Sieg geteilt
Clara hat sich den Sieg geteilt

@ 9
Partie 1: Anna (A), Ben (B), Clara (C); Stand über 3 Spiele
  10+
    |
    |
    |
    |                        A.......................
    |                    ....                        A.......
    |                ....                                    ........
    |            ....                                                ........
    |        ....                                                            C
   0+ .......                                                        ........
    |        ........                                B.......    ....
    |                ........            ............        ........
    |                        C.......................    ....        ........
    |                                                C...                    B
    |
    |
    |
    |
    |
 -10+
    ++-----------------------+-----------------------+-----------------------+
Sp.  0                       1                       2                       3
. Verlauf

@ 10
Jetons netto aus 1 Partie:
  Anna    +2
  Ben     -4
  Clara   +2
Mit 2 Zahlungen ist alles abgerechnet:
  Ben zahlt Anna 2
  Ben zahlt Clara 2

@ 11
1 Partie geprüft: die Datenbank stimmt mit ihren Ereignissen und den Regeln überein
