# The German outputs of the commands of tests/cli/evening-nowrang.t, run under
# de_AT.UTF-8: "@ N" is the output of its Nth command (the format is
# described in tests/cli/run-transcript.sh).

@ 1
Partie 1: Anna, Ben
Eine Partie Nowrang: 3 Spiele gewinnen sie; Anna gibt zuerst
Hausregel: game_to=3 (Standard 1)

@ 2
game              nowrang das gespielte Spiel der Rommé-Familie
hand_size         10      Karten in jedem Blatt am Ende eines Spiels (wer ausgeht, darf eine mehr zeigen)
game_to           1       ein Stand von so vielen Punkten beendet die Partie
next_dealer       links   wer als Nächster gibt: der nächste Spieler im Spiel zur Linken, der Gewinner oder der Verlierer des Spiels, oder (zu zweit) der andere
first_dealer      reihum  wer in der nächsten Partie derselben Spieler auf denselben Plätzen zuerst gibt: ein Platz links vom letzten ersten Geber oder wieder der zuerst Genannte
cards             normal  wie die Karten geschrieben werden: normal (J, Q) oder deutsch (B für Bube, D für Dame); keine Wertung hängt davon ab

@ 3
Spiel 1 der Partie 1: Anna geht aus (Anna hat gegeben)
  Anna       zählt   0  [2S 3S 4S] [7D 8D 9D] [JH QH KH AH]  Abwurf 5C
  Ben        zählt  61  übrig AS 9S KS 2H 7H 9H 2D 4D 8C 9C
Anna zeigt das gewinnende Blatt und gewinnt ein Spiel
Stand: Anna 1, Ben 0
nächster Geber: Ben

@ 4
klopf: Ben kann nicht ausgehen: die beste Aufteilung lässt 1 Restpunkte (zum Ausgehen muss jede Karte gemeldet sein)
  [2H 3H 4H] [2C 3C 4C] [9S 10S JS]  übrig AC  Abwurf KD
[3]

@ 5
Spiel 2 der Partie 1: Ben geht aus (Ben hat gegeben)
  Anna       zählt  67  übrig 2S 3S 7S QS KS AH 7H 7D QD KC
  Ben        zählt   0  [2H 3H 4H] [5C 6C 7C 8C] [9S 10S JS]  Abwurf KD
Ben zeigt das gewinnende Blatt und gewinnt ein Spiel
Stand: Anna 1, Ben 1
nächster Geber: Anna

@ 6
Spiel 3 der Partie 1: Anna geht aus (Anna hat gegeben)
  Anna       zählt   0  [2C 3C 4C] [9D 10D JD QD] [QS KS AS]  Abwurf 7H
  Ben        zählt  76  übrig 5S 6S JS 5H 8H KH KD 5C 7C KC
Anna zeigt das gewinnende Blatt und gewinnt ein Spiel
Stand: Anna 2, Ben 1
nächster Geber: Ben

@ 7
Spiel 4 der Partie 1: Anna geht aus (Ben hat gegeben)
  Anna       zählt   0  [4H 5H 6H 7H] [8C 9C 10C] [JS QS KS]  Abwurf 2D
  Ben        zählt  71  übrig 5S AH 2H 8H KH 5D 10D QD QC KC
Anna zeigt das gewinnende Blatt und gewinnt ein Spiel
Stand: Anna 3, Ben 1
Anna gewinnt die Partie
Jetons netto: Anna +0, Ben +0

@ 8
Partie 1: Nowrang, beendet, 4 Spiele gespielt
Eine Partie Nowrang: 3 Spiele gewinnen sie
  Hausregeln: game_to=3
  Spieler      Punkte Spiele Jetons
  Anna              3      3     +0  hat die Partie gewonnen
  Ben               1      1     +0

@ 9
Partie 1 (beendet): Anna und Ben
begonnen 22.11.2026 19:00, beendet 22.11.2026 19:40
Eine Partie Nowrang: 3 Spiele gewinnen sie
Hausregeln: game_to=3
<BLANKLINE>
 Spiel Geber   Ansage              Anna        Ben
    1  Anna    Anna aus          1    1     0    0
    2  Ben     Ben aus           0    1     1    1
    3  Anna    Anna aus          1    2     0    1
    4  Ben     Anna aus          1    3     0    1
<BLANKLINE>
Stand: Anna 3, Ben 1
Jetons netto: Anna +0, Ben +0
Anna hat die Partie gewonnen

@ 10
Spieler      Partien Siege Spiele  Punkte Schnitt  Jetons
Anna               1     1      4       3     0,8      +0
Ben                1     0      4       1     0,2      +0

@ 11
Jetons netto aus 1 Partie:
  Anna    +0
  Ben     +0
Alle sind quitt: nichts zu zahlen

@ 12
1 Partie geprüft: die Datenbank stimmt mit ihren Ereignissen und den Regeln überein
