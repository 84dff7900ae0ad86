# The German outputs of the commands of tests/cli/play-fix.t, run under
# de_AT.UTF-8: "@ N" is the output of its Nth command (the format is
# described in tests/cli/run-transcript.sh).

@ 1
Partie 1: Anna, Ben
Eine Partie Gin bis 100; Anna gibt zuerst

@ 2
Spiel 1 der Partie 1: Anna macht Gin (Anna hat gegeben)
  Anna       zählt   0  [AS 2S 3S 4S 5S 6S 7S 8S 9S 10S]  Abwurf JD
  Ben        zählt  10  [AH 2H 3H] [4D 5D 6D] [7C 8C 9C]  übrig KD
Anna gewinnt das Spiel mit Gin und schreibt 35
Stand: Anna 35, Ben 0
nächster Geber: Anna

@ 3
klopf play: hilfe zeigt bei jeder Frage die Hilfe, ende beendet.
Laufende Partie 1: Gin bis 100, 1 Spiel gespielt
  Spieler      Punkte Spiele Jetons
  Anna             35      1     +0  gibt das nächste Spiel
  Ben               0      0     +0
<BLANKLINE>
Spiel 2: Anna gibt.
Wer ist ausgegangen? fix 1 big Anna Anna=AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS
Spiel 1 der Partie 1 korrigiert:
  Ansage: Anna macht Big Gin
  Anna       AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JD -> AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS
Spiel 1: Anna macht Big Gin
  Anna        41 Punkte  [AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS]
  Ben          0 Punkte  [AH 2H 3H] [4D 5D 6D] [7C 8C 9C]  übrig KD
Stand und Jetons, vorher -> nachher:
  Anna           35 ->   41     +0 ->   +0
  Ben             0 ->    0     +0 ->   +0
Wer ist ausgegangen? quit

@ 4
"declaration":"big_gin"

@ 5
Spiel 1 der Partie 1 korrigiert:
  Ansage: Anna macht Gin
  Anna       AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS -> AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JD
Spiel 1: Anna macht Gin
  Anna        35 Punkte  [AS 2S 3S 4S 5S 6S 7S 8S 9S 10S]  Abwurf JD
  Ben          0 Punkte  [AH 2H 3H] [4D 5D 6D] [7C 8C 9C]  übrig KD
Stand und Jetons, vorher -> nachher:
  Anna           41 ->   35     +0 ->   +0
  Ben             0 ->    0     +0 ->   +0

@ 6
Spiel 1 der Partie 1 korrigiert:
  Ansage: Anna macht Big Gin
  Anna       AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JD -> AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS
Spiel 1: Anna macht Big Gin
  Anna        41 Punkte  [AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS]
  Ben          0 Punkte  [AH 2H 3H] [4D 5D 6D] [7C 8C 9C]  übrig KD
Stand und Jetons, vorher -> nachher:
  Anna           35 ->   41     +0 ->   +0
  Ben             0 ->    0     +0 ->   +0

@ 7
Partie 1 nach 1 Spiel abgebrochen; die bewegten Jetons bleiben, wo sie sind

@ 8
Partie 2: Anna, Ben, Clara
Alle zahlen je 5 Jetons in die Pulle (Pulle 15); Anna gibt zuerst

@ 9
Spiel 1 der Partie 2: Anna klopft (Anna hat gegeben)
  Anna         2 Punkte  [3H 4H 5H] [7S 7D 7C] [QS QD QC]  übrig 2S  Abwurf KH
  Ben         38 Punkte  [KS KH KD]  übrig 4S 10S 5H 3D 8D 2C 6C
  Clara       20 Punkte  (als Punkte eingegeben)
Jetons: Ben zahlt 1 an Anna, Clara zahlt 1 an Anna
Stand: Anna 2, Ben 38, Clara 20
nächster Geber: Ben

@ 10
klopf play: hilfe zeigt bei jeder Frage die Hilfe, ende beendet.
Laufende Partie 2, 1 Spiel gespielt, Pulle 15
  Spieler      Punkte Jetons
  Anna              2     -3
  Ben              38     -6  gibt das nächste Spiel
  Clara            20     -6
<BLANKLINE>
Spiel 2: Ben gibt.
Wer ist ausgegangen? fix 1 rummy Anna Anna=3H 4H 5H QS QD QC 7C 7D 7S 6H
Spiel 1 der Partie 2 korrigiert:
  Ansage: Anna macht Rommé
  Anna       3H 4H 5H QS QD QC 7C 7D 7S 2S KH -> 3H 4H 5H QS QD QC 7C 7D 7S 6H
Spiel 1: Anna macht Rommé
  Anna         0 Punkte  [3H 4H 5H 6H] [7S 7D 7C] [QS QD QC]
  Ben         38 Punkte  [KS KH KD]  übrig 4S 10S 5H 3D 8D 2C 6C
  Clara       20 Punkte  (als Punkte eingegeben)
Stand und Jetons, vorher -> nachher:
  Anna            2 ->    0     -3 ->   -3
  Ben            38 ->   38     -6 ->   -6
  Clara          20 ->   20     -6 ->   -6
Wer ist ausgegangen? quit

@ 11
Spiel 1 der Partie 2 korrigiert:
  Ansage: Anna klopft
  Anna       3H 4H 5H QS QD QC 7C 7D 7S 6H -> 3H 4H 5H QS QD QC 7C 7D 7S 2S KH
Spiel 1: Anna klopft
  Anna         2 Punkte  [3H 4H 5H] [7S 7D 7C] [QS QD QC]  übrig 2S  Abwurf KH
  Ben         38 Punkte  [KS KH KD]  übrig 4S 10S 5H 3D 8D 2C 6C
  Clara       20 Punkte  (als Punkte eingegeben)
Stand und Jetons, vorher -> nachher:
  Anna            0 ->    2     -3 ->   -3
  Ben            38 ->   38     -6 ->   -6
  Clara          20 ->   20     -6 ->   -6

@ 12
Spiel 1 der Partie 2 korrigiert:
  Ansage: Anna macht Rommé
  Anna       3H 4H 5H QS QD QC 7C 7D 7S 2S KH -> 3H 4H 5H QS QD QC 7C 7D 7S 6H
Spiel 1: Anna macht Rommé
  Anna         0 Punkte  [3H 4H 5H 6H] [7S 7D 7C] [QS QD QC]
  Ben         38 Punkte  [KS KH KD]  übrig 4S 10S 5H 3D 8D 2C 6C
  Clara       20 Punkte  (als Punkte eingegeben)
Stand und Jetons, vorher -> nachher:
  Anna            2 ->    0     -3 ->   -3
  Ben            38 ->   38     -6 ->   -6
  Clara          20 ->   20     -6 ->   -6
