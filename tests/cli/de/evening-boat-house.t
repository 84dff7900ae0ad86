# An evening of Boat House (three players, 7 cards; the player going
# out scores the others' deadwood) played to 150: runs around the corner,
# an ace left unmatched counting 11, a refusal that books nothing, a
# correction taken back, and the standings, history, stats, chart and
# settlement of the game.
$ KLOPF_NOW=2026-11-20T19:00:00Z klopf new --game boat-house --rule game_to=150 Anna Ben Clara
Partie 1: Anna, Ben, Clara
eine Partie Boat House bis 150 Punkte; Anna gibt zuerst
Hausregel: game_to=150 (Standard 100)

$ klopf rules --game boat-house
game              boat-house das gespielte Spiel der Rommé-Familie
hand_size         players    Karten in jedem Blatt am Ende eines Spiels (wer ausgeht, darf eine mehr zeigen)
game_to           100        ein Stand von so vielen Punkten beendet die Partie
next_dealer       left       wer als Nächster gibt: der nächste Spieler im Spiel zur Linken, der Gewinner oder der Verlierer des Spiels, oder (zu zweit) der andere
first_dealer      rotate     wer in der nächsten Partie derselben Spieler auf denselben Plätzen zuerst gibt: ein Platz links vom letzten ersten Geber oder wieder der zuerst Genannte

# Q-K-A-2 of hearts runs through the corner; the 9C is the discard.
$ KLOPF_NOW=2026-11-20T19:10:00Z klopf game --out Anna "Anna=QH KH AH 2H 5S 5D 5C 9C" "Ben=5H 8H 4C 7S 6H 6S 10D" "Clara=AD 7C 3D 2S KS 8C 10C"
Spiel 1 der Partie 1: Anna geht aus (Anna hat gegeben)
  Anna       zählt   0  [5S 5D 5C] [QH KH AH 2H]  Abwurf 9C
  Ben        zählt  46  übrig 6S 7S 5H 6H 8H 10D 4C
  Clara      zählt  51  übrig 2S KS AD 3D 7C 8C 10C
Anna geht aus und bekommt 97, die Restpunkte der anderen
Stand: Anna 97, Ben 0, Clara 0
nächster Geber: Ben

# Ben says he is out, but 3S 4S 6S 7S is no run: nothing is booked.
$ klopf game --out Ben "Ben=3S 4S 6S 7S JD JH JC KD" "Clara=10D QC 3H QS 5D 6C AH" "Anna=10C 2S 9D 3D 7S QD 4C"
klopf: Ben kann nicht ausgehen: die beste Aufteilung lässt 20 Restpunkte (zum Ausgehen muss jede Karte gemeldet sein)
  [JH JD JC]  übrig 3S 4S 6S 7S  Abwurf KD
[3]

$ KLOPF_NOW=2026-11-20T19:25:00Z klopf game --out Ben "Ben=3S 4S 5S 6S JD JH JC KD" "Clara=10D QC 3H QS 5D 6C AH" "Anna=10C 2S 9D 3D 7S QD 4C"
Spiel 2 der Partie 1: Ben geht aus (Ben hat gegeben)
  Anna       zählt  45  übrig 2S 7S 3D 9D QD 4C 10C
  Ben        zählt   0  [3S 4S 5S 6S] [JH JD JC]  Abwurf KD
  Clara      zählt  55  übrig QS AH 3H 5D 10D 6C QC
Ben geht aus und bekommt 100, die Restpunkte der anderen
Stand: Anna 97, Ben 100, Clara 0
nächster Geber: Clara

# Ben's hand of game 1 was typed wrong; the correction changes what Anna
# scored, and undo takes it back.
$ KLOPF_NOW=2026-11-20T19:30:00Z klopf fix 1 "Ben=9H 6D KD 3H AS 8S JD"
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

$ klopf undo
Korrektur von Spiel 1 der Partie 1 zurückgenommen

$ KLOPF_NOW=2026-11-20T19:40:00Z klopf game --out Clara "Clara=9H 10H JH 7S 7D 7C 7H KS" "Anna=3H 2D QC 6H 5C AC 3S" "Ben=6D 4D 4S 5H 2C 6C 4H"
Spiel 3 der Partie 1: Clara geht aus (Clara hat gegeben)
  Anna       zählt  40  übrig 3S 3H 6H 2D AC 5C QC
  Ben        zählt  19  [4S 4H 4D]  übrig 5H 6D 2C 6C
  Clara      zählt   0  [7S 7H 7D 7C] [9H 10H JH]  Abwurf KS
Clara geht aus und bekommt 59, die Restpunkte der anderen
Stand: Anna 97, Ben 100, Clara 59
nächster Geber: Anna

# 10-J-Q-K of diamonds and a set of threes; the AD goes as the discard.
$ KLOPF_NOW=2026-11-20T19:55:00Z klopf game --out Anna "Anna=10D JD QD KD AD 3C 3H 3S" "Ben=3D 8C 2H 7H 9D AS 6S" "Clara=8S 9S 2D 7D JH 5H 2S"
Spiel 4 der Partie 1: Anna geht aus (Anna hat gegeben)
  Anna       zählt   0  [3S 3H 3C] [10D JD QD KD]  Abwurf AD
  Ben        zählt  46  übrig AS 6S 2H 7H 3D 9D 8C
  Clara      zählt  43  übrig 2S 8S 9S 5H JH 2D 7D
Anna geht aus und bekommt 89, die Restpunkte der anderen
Stand: Anna 186, Ben 100, Clara 59
Anna gewinnt die Partie
Jetons netto: Anna +0, Ben +0, Clara +0

$ klopf standings
Partie 1: Boat House, beendet, 4 Spiele gespielt
eine Partie Boat House bis 150 Punkte
  Hausregeln: game_to=150
  Spieler      Punkte Spiele Jetons
  Anna            186      2     +0  hat die Partie gewonnen
  Ben             100      1     +0
  Clara            59      1     +0

$ klopf history
Partie 1 (beendet): Anna, Ben und Clara
begonnen 20.11.2026 19:00, beendet 20.11.2026 19:55
eine Partie Boat House bis 150 Punkte
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

$ klopf stats --game boat-house
Spieler      Partien gew. Spiele  Punkte Pt./Sp.  Jetons
Anna               1    1      4     186    46,5      +0
Ben                1    0      4     100    25,0      +0
Clara              1    0      4      59    14,8      +0

$ klopf chart
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

$ klopf settle --game boat-house
Jetons netto aus 1 Partie:
  Anna    +0
  Ben     +0
  Clara   +0
alle sind quitt: nichts zu zahlen

$ klopf verify
1 Partie geprüft: die Datenbank stimmt mit ihren Ereignissen und den Regeln überein
