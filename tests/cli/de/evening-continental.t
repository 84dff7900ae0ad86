# An evening of Continental (three players, two packs and two jokers,
# 15 cards, runs only): going out in 5-4-3-3, 4-4-4-3 or 3-3-3-3-3, paid
# 1 and 2 for each joker by every other player; three hands.
$ KLOPF_NOW=2026-11-24T19:00:00Z klopf new --game continental --rule hands=3 Anna Ben Clara
Partie 1: Anna, Ben, Clara
eine Partie Continental über 3 Spiele; Anna gibt zuerst
Hausregel: hands=3 (Standard open)

$ klopf rules --game continental
game              continental das gespielte Spiel der Rommé-Familie
decks             players     Pakete zu 52 Karten; so oft gibt es jede Karte außer dem Joker
hand_size         15          Karten in jedem Blatt am Ende eines Spiels (wer ausgeht, darf eine mehr zeigen)
hands             open        die Partie endet nach so vielen Spielen (open: wenn der Tisch sie setzt); der höchste Stand gewinnt
deuces_wild       off         auch die Zweien sind wild, nicht nur die Joker
deuce_points      0           zahlt jeder andere Spieler für jede wild gemeldete Zwei
no_wild_bonus     0           zahlt jeder andere Spieler, wenn keine wilde Karte gemeldet ist
one_suit_bonus    0           zahlt jeder andere Spieler, wenn alle gemeldeten Karten eine Farbe haben
next_dealer       left        wer als Nächster gibt: der nächste Spieler im Spiel zur Linken, der Gewinner oder der Verlierer des Spiels, oder (zu zweit) der andere
first_dealer      rotate      wer in der nächsten Partie derselben Spieler auf denselben Plätzen zuerst gibt: ein Platz links vom letzten ersten Geber oder wieder der zuerst Genannte

# 5-4-3-3 with a joker in the hearts: 3 from each.
$ KLOPF_NOW=2026-11-24T19:10:00Z klopf game --out Anna "Anna=3H 4H JK 6H 7H 9S 10S JS QS 2D 3D 4D 5C 6C 7C" "Ben=AS JC 3H JS AD 2S 9S 5H 2C QD 6C 7C JD 4S 4D" "Clara=2S JC 7S 6D 8H 6H KC JK JH 9D QH 5S QS 7D 5S"
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

# Three runs of five make no pattern: refused.
$ klopf game --out Ben "Ben=2C 3C 4C 5C 6C 8H 9H 10H JH QH 3D 4D 5D 6D 7D" "Clara=JH JC 4S 3S JK 8D 2D JD 6D 3H 5S 7S QC 4C 9S" "Anna=QS 8H 9D 2C KS 9S 8S 3S KS 5C JK QC 10D AC 4S"
klopf: Ben kann nicht ausgehen: die Folgen ergeben nicht 5-4-3-3, 4-4-4-3 oder 3-3-3-3-3
  [2C 3C 4C 5C 6C] [3D 4D 5D 6D 7D] [8H 9H 10H JH QH]
[3]

# 4-4-4-3 without a joker; Q-K-A of clubs has the ace high.
$ KLOPF_NOW=2026-11-24T19:25:00Z klopf game --out Ben "Ben=AS 2S 3S 4S 8D 9D 10D JD 5H 6H 7H 8H QC KC AC" "Clara=9D 2D 9H AD 10H KD 9H 5H 4H 6S JS 2C 3H 9C 6D" "Anna=JK QD AH QH 8S 8S 5C 9S 7D 9S 5S 5D JC 2H 8C"
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

# 3-3-3-3-3, the joker closing 2-3 of spades.
$ KLOPF_NOW=2026-11-24T19:40:00Z klopf game --out Clara "Clara=JK 2S 3S 7D 8D 9D 10C JC QC 4H 5H 6H JS KS QS" "Anna=KC 4S KD 9C 5S 7C 4C 5C 6S 3D 6H 2S 5S 5C 4D" "Ben=QH KC 7H 8H KS 4S 8C 6C 5D 4C AC 10D 4H 10H 3D"
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

$ klopf standings
Partie 1: Continental, beendet, 3 Spiele gespielt
eine Partie Continental über 3 Spiele
  Hausregeln: hands=3
  Spieler      Punkte Spiele Jetons
  Anna              6      1     +2  teilt sich den Sieg
  Ben               2      1     -4
  Clara             6      1     +2  teilt sich den Sieg

$ klopf history
Partie 1 (beendet): Anna, Ben und Clara
begonnen 24.11.2026 19:00, beendet 24.11.2026 19:40
eine Partie Continental über 3 Spiele
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

$ klopf chart
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

$ klopf settle --game continental
Jetons netto aus 1 Partie:
  Anna    +2
  Ben     -4
  Clara   +2
Mit 2 Zahlungen ist alles abgerechnet:
  Ben zahlt Anna 2
  Ben zahlt Clara 2

$ klopf verify
1 Partie geprüft: die Datenbank stimmt mit ihren Ereignissen und den Regeln überein
