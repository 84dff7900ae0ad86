# The German outputs of the commands of tests/cli/width.t, run under
# de_AT.UTF-8: "@ N" is the output of its Nth command (the format is
# described in tests/cli/run-transcript.sh).

@ 1

@ 2

@ 3
Spiel 1 der Partie 1: Maximilian-Alexander von
  Hohenzollern-Si klopft (Maximilian-Alexander von
  Hohenzollern-Si hat gegeben)
  Maximilian-Alexander von Ho…   4 Punkte  [4H 5H 6H]
      [7S 7D 7C] [JS QS KS]  übrig 4C
  Jörg                          34 Punkte  [2C 3C 4C]
      [8D 9D 10D]  übrig 5S 9S KH KD
  Dora                          60 Punkte  (als Punkte
      eingegeben)
  Phạm Thị Hương Giang Nguyễn   27 Punkte  [AS 2S 3S 4S]
      [5H 6H 7H]  übrig 8C 9C JC
  李雷王芳张伟刘洋陈静李雷王    84 Punkte  (als Punkte
      eingegeben)
Jetons: Jörg zahlt 1 an Maximilian-Alexander von
        Hohenzollern-Si, Dora zahlt 1 an
        Maximilian-Alexander von Hohenzollern-Si, Phạm Thị
        Hương Giang Nguyễn zahlt 1 an Maximilian-Alexander
        von Hohenzollern-Si, 李雷王芳张伟刘洋陈静李雷王
        zahlt 1 an Maximilian-Alexander von Hohenzollern-Si
Stand: Maximilian-Alexander von Hohenzollern-Si 4, Jörg 34,
       Dora 60, Phạm Thị Hương Giang Nguyễn 27,
       李雷王芳张伟刘洋陈静李雷王 84
李雷王芳张伟刘洋陈静李雷王 darf sich um 5 Jetons einkaufen
  (klopf buyback 李雷王芳张伟刘洋陈静李雷王): Stand 84 -> 60
nächster Geber: Jörg

@ 4

@ 5
Spiel 1 der Partie 1: Maximilian-Alexander von Hohenzollern-Si klopft
  (Maximilian-Alexander von Hohenzollern-Si hat gegeben)
  Maximilian-Alexander von Hohenzollern-Si   4 Punkte  [4H 5H 6H] [7S 7D 7C]
      [JS QS KS]  übrig 4C
  Jörg                                      34 Punkte  [2C 3C 4C] [8D 9D 10D]
      übrig 5S 9S KH KD
  Dora                                      60 Punkte  (als Punkte eingegeben)
  Phạm Thị Hương Giang Nguyễn               27 Punkte  [AS 2S 3S 4S] [5H 6H 7H]
      übrig 8C 9C JC
  李雷王芳张伟刘洋陈静李雷王                84 Punkte  (als Punkte eingegeben)
Jetons: Jörg zahlt 1 an Maximilian-Alexander von Hohenzollern-Si, Dora zahlt 1
        an Maximilian-Alexander von Hohenzollern-Si, Phạm Thị Hương Giang
        Nguyễn zahlt 1 an Maximilian-Alexander von Hohenzollern-Si,
        李雷王芳张伟刘洋陈静李雷王 zahlt 1 an Maximilian-Alexander von
        Hohenzollern-Si
Stand: Maximilian-Alexander von Hohenzollern-Si 4, Jörg 34, Dora 60,
       Phạm Thị Hương Giang Nguyễn 27, 李雷王芳张伟刘洋陈静李雷王 84
李雷王芳张伟刘洋陈静李雷王 darf sich um 5 Jetons einkaufen (klopf buyback
  李雷王芳张伟刘洋陈静李雷王): Stand 84 -> 60
nächster Geber: Jörg

@ 6

@ 7
Spiel 1 der Partie 1: Maximilian-Alexander von Hohenzollern-Si klopft (Maximilian-Alexander von Hohenzollern-Si hat
  gegeben)
  Maximilian-Alexander von Hohenzollern-Si   4 Punkte  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  übrig 4C
  Jörg                                      34 Punkte  [2C 3C 4C] [8D 9D 10D]  übrig 5S 9S KH KD
  Dora                                      60 Punkte  (als Punkte eingegeben)
  Phạm Thị Hương Giang Nguyễn               27 Punkte  [AS 2S 3S 4S] [5H 6H 7H]  übrig 8C 9C JC
  李雷王芳张伟刘洋陈静李雷王                84 Punkte  (als Punkte eingegeben)

@ 8
booked

@ 9
Spiel 2 der Partie 1: Jörg klopft (Jörg hat gegeben)
  Maximilian-Alexander von Ho…  34 Punkte  [2C 3C 4C]
      [8D 9D 10D]  übrig 5S 9S KH KD
  Jörg                           3 Punkte  [4H 5H 6H]
      [7S 7D 7C] [JS QS KS]  übrig 3C
  Dora                          10 Punkte  (als Punkte
      eingegeben)
  Phạm Thị Hương Giang Nguyễn   27 Punkte  [AS 2S 3S 4S]
      [5H 6H 7H]  übrig 8C 9C JC
  李雷王芳张伟刘洋陈静李雷王     3 Punkte  (als Punkte
      eingegeben)
Jetons: Maximilian-Alexander von Hohenzollern-Si zahlt 1 an
        Jörg, Dora zahlt 1 an Jörg, Phạm Thị Hương Giang
        Nguyễn zahlt 1 an Jörg, 李雷王芳张伟刘洋陈静李雷王
        zahlt 1 an Jörg
Stand: Maximilian-Alexander von Hohenzollern-Si 38, Jörg 37,
       Dora 70, Phạm Thị Hương Giang Nguyễn 54,
       李雷王芳张伟刘洋陈静李雷王 87
李雷王芳张伟刘洋陈静李雷王 darf sich um 5 Jetons einkaufen
  (klopf buyback 李雷王芳张伟刘洋陈静李雷王): Stand 87 -> 70
nächster Geber: Dora

@ 10

@ 11

@ 12
Laufende Partie 1, 2 Spiele gespielt, Pulle 30
  Spieler                                  Punkte Jetons
  Maximilian-Alexander von Hohenzollern-Si     38     -2
  Jörg                                         37     -2
  Dora                                         70     -7
                nach Spiel 2 ausgestiegen
  Phạm Thị Hương Giang Nguyễn                  54     -7
                gibt das nächste Spiel
  李雷王芳张伟刘洋陈静李雷王                   70    -12
                hat sich eingekauft

@ 13
Laufende Partie 1, 2 Spiele gespielt, Pulle 30
  Spieler                                  Punkte Jetons
  Maximilian-Alexander von Hohenzollern-Si     38     -2
  Jörg                                         37     -2
  Dora                                         70     -7
                nach Spiel 2 ausgestiegen
  Phạm Thị Hương Giang Nguyễn                  54     -7  gibt das nächste Spiel
  李雷王芳张伟刘洋陈静李雷王                   70    -12  hat sich eingekauft

@ 14
Laufende Partie 1, 2 Spiele gespielt, Pulle 30
  Spieler                                  Punkte Jetons
  Maximilian-Alexander von Hohenzollern-Si     38     -2
  Jörg                                         37     -2
  Dora                                         70     -7  nach Spiel 2 ausgestiegen
  Phạm Thị Hương Giang Nguyễn                  54     -7  gibt das nächste Spiel
  李雷王芳张伟刘洋陈静李雷王                   70    -12  hat sich eingekauft

@ 15
Laufende Partie 1, 2 Spiele gespielt, Pulle 30
  Spieler      Punkte Jetons
  Maximilian-Alexander von Hohenzollern-Si     38     -2

@ 16
Laufende Partie 1: Maximilian-Alexander von Hohenzollern-Si,
  Jörg, Dora, Phạm Thị Hương Giang Nguyễn und
  李雷王芳张伟刘洋陈静李雷王
begonnen 01.04.2026 20:00
Einsatz: jeder zahlt 5 in die Pulle (25)
<BLANKLINE>
 Spiel  Maximilia…      Jörg      Dora Phạm Thị …  李雷王芳…
    1       4    4   34   34   60   60    27   27    84   84
       Maximilian-Alexander von Hohenzollern-Si hat gegeben:
         Maximilian-Alexander von Hohenzollern-Si klopft
       Jetons: Maximilian-Alexander von Hohenzollern-Si +4,
               Jörg -1, Dora -1,
               Phạm Thị Hương Giang Nguyễn -1,
               李雷王芳张伟刘洋陈静李雷王 -1
    2      34   38    3   37   10   70    27   54     3   87
       Jörg hat gegeben: Jörg klopft
       Jetons: Maximilian-Alexander von Hohenzollern-Si -1,
               Jörg +4, Dora -1,
               Phạm Thị Hương Giang Nguyễn -1,
               李雷王芳张伟刘洋陈静李雷王 -1
    -  李雷王芳张伟刘洋陈静李雷王 kauft sich um 5 Jetons
         ein: 87 -> 70
    -  Dora steigt mit 70 aus der Partie aus
<BLANKLINE>
Stand: Maximilian-Alexander von Hohenzollern-Si 38, Jörg 37,
       Dora 70 (ausgestiegen),
       Phạm Thị Hương Giang Nguyễn 54,
       李雷王芳张伟刘洋陈静李雷王 70
Jetons netto: Maximilian-Alexander von Hohenzollern-Si -2,
              Jörg -2, Dora -7,
              Phạm Thị Hương Giang Nguyễn -7,
              李雷王芳张伟刘洋陈静李雷王 -12
Pulle 30; als Nächstes gibt Phạm Thị Hương Giang Nguyễn

@ 17
Laufende Partie 1: Maximilian-Alexander von Hohenzollern-Si, Jörg, Dora, Phạm
  Thị Hương Giang Nguyễn und 李雷王芳张伟刘洋陈静李雷王
begonnen 01.04.2026 20:00
Einsatz: jeder zahlt 5 in die Pulle (25)
<BLANKLINE>
 Spiel  Maximilian-Alex…      Jörg      Dora Phạm Thị Hương G… 李雷王芳张伟刘洋…
    1             4    4   34   34   60   60           27   27           84   84
       Maximilian-Alexander von Hohenzollern-Si hat gegeben:
         Maximilian-Alexander von Hohenzollern-Si klopft
       Jetons: Maximilian-Alexander von Hohenzollern-Si +4, Jörg -1, Dora -1,
               Phạm Thị Hương Giang Nguyễn -1, 李雷王芳张伟刘洋陈静李雷王 -1
    2            34   38    3   37   10   70           27   54            3   87
       Jörg hat gegeben: Jörg klopft
       Jetons: Maximilian-Alexander von Hohenzollern-Si -1, Jörg +4, Dora -1,
               Phạm Thị Hương Giang Nguyễn -1, 李雷王芳张伟刘洋陈静李雷王 -1
    -  李雷王芳张伟刘洋陈静李雷王 kauft sich um 5 Jetons ein: 87 -> 70
    -  Dora steigt mit 70 aus der Partie aus
<BLANKLINE>
Stand: Maximilian-Alexander von Hohenzollern-Si 38, Jörg 37,
       Dora 70 (ausgestiegen), Phạm Thị Hương Giang Nguyễn 54,
       李雷王芳张伟刘洋陈静李雷王 70
Jetons netto: Maximilian-Alexander von Hohenzollern-Si -2, Jörg -2, Dora -7,
              Phạm Thị Hương Giang Nguyễn -7, 李雷王芳张伟刘洋陈静李雷王 -12
Pulle 30; als Nächstes gibt Phạm Thị Hương Giang Nguyễn

@ 18
Laufende Partie 1: Maximilian-Alexander von Hohenzollern-Si, Jörg, Dora, Phạm Thị Hương Giang Nguyễn und
  李雷王芳张伟刘洋陈静李雷王
begonnen 01.04.2026 20:00
Einsatz: jeder zahlt 5 in die Pulle (25)
<BLANKLINE>
 Spiel Geber      Ansage                                           Maximili…       Jörg       Dora  Phạm Thị…  李雷王芳…
    1  Maximili…  Maximilian-Alexander von Hohenzollern-Si klopft     4    4    34   34    60   60    27   27    84   84
       Jetons: Maximilian-Alexander von Hohenzollern-Si +4, Jörg -1, Dora -1, Phạm Thị Hương Giang Nguyễn -1,
               李雷王芳张伟刘洋陈静李雷王 -1
    2  Jörg       Jörg klopft                                        34   38     3   37    10   70    27   54     3   87
       Jetons: Maximilian-Alexander von Hohenzollern-Si -1, Jörg +4, Dora -1, Phạm Thị Hương Giang Nguyễn -1,
               李雷王芳张伟刘洋陈静李雷王 -1
    -  李雷王芳张伟刘洋陈静李雷王 kauft sich um 5 Jetons ein: 87 -> 70
    -  Dora steigt mit 70 aus der Partie aus
<BLANKLINE>
Stand: Maximilian-Alexander von Hohenzollern-Si 38, Jörg 37, Dora 70 (ausgestiegen), Phạm Thị Hương Giang Nguyễn 54,
       李雷王芳张伟刘洋陈静李雷王 70
Jetons netto: Maximilian-Alexander von Hohenzollern-Si -2, Jörg -2, Dora -7, Phạm Thị Hương Giang Nguyễn -7,
              李雷王芳张伟刘洋陈静李雷王 -12
Pulle 30; als Nächstes gibt Phạm Thị Hương Giang Nguyễn

@ 19
Spiel 2 der Partie 1 korrigiert:
  Phạm Thị Hương Giang Nguyễn  AS 2S 3S 4S 5H 6H 7H 8C 9C JC
      -> AS 2S 3S 4S 5H 6H 7H 8C 9C QC
Spiel 2: Jörg klopft
  Maximilian-Alexander von Ho…  34 Punkte  [2C 3C 4C]
      [8D 9D 10D]  übrig 5S 9S KH KD
  Jörg                           3 Punkte  [4H 5H 6H]
      [7S 7D 7C] [JS QS KS]  übrig 3C
  Dora                          10 Punkte  (als Punkte
      eingegeben)
  Phạm Thị Hương Giang Nguyễn   27 Punkte  [AS 2S 3S 4S]
      [5H 6H 7H]  übrig 8C 9C QC
  李雷王芳张伟刘洋陈静李雷王     3 Punkte  (als Punkte
      eingegeben)
Stand und Jetons, vorher -> nachher:
  Maximilian-Alexander von Hohe…   38 ->   38     -2 ->   -2
  Jörg                             37 ->   37     -2 ->   -2
  Dora                             70 ->   70     -7 ->   -7
  Phạm Thị Hương Giang Nguyễn      54 ->   54     -7 ->   -7
  李雷王芳张伟刘洋陈静李雷王       70 ->   70    -12 ->  -12

@ 20
Partie 1: Maximilian-Alexander von Hohenzollern-Si (M),
  Jörg (J), Dora (D), Phạm Thị Hương Giang Nguyễn (P),
  李雷王芳张伟刘洋陈静李雷王 (5); Stand über 2 Spiele
 120+
    |
    |
 101+=======================================================
    |
    |                                             .........5
  81+--------------------------.5.................---------v
    |                        ..                            v
    |                      ..                      ........5
    |                    ..     D..................
    |                  ..     ..                           P
    |                ..    ...                       ......
    |              ..   ...                    ......
    |            ..  ...                ...................J
    |          ..  ..        ...J........           .....
    |        .. ...     ........P.              ....
    |      .....  ..........              ......
    |    ............                .....
    |  ........                 M....
   0+ ..........................
    ++--------------------------+--------------------------+
Sp.  0                          1                          2
= 101 ausgeschieden  - 81 Einkauf  . Verlauf  v Einkauf  x
  ausgeschieden
李雷王芳张伟刘洋陈静李雷王 hat sich nach Spiel 2 eingekauft:
  87 -> 70
Dora nach Spiel 2 mit 70 ausgestiegen

@ 21

@ 22
Spieler                        Partien Siege Spiele klopft
Dora                                 1     0      2      0
Jörg                                 1     0      2      1
Maximilian-Alexander von Hohe…       1     0      2      1
Phạm Thị Hương Giang Nguyễn          1     0      2      0
李雷王芳张伟刘洋陈静李雷王           1     0      2      0
<BLANKLINE>
Spieler                         Rommés Schnitt  Einkäufe
Dora                                 0    35,0         0
Jörg                                 0    18,5         0
Maximilian-Alexander von Hohe…       0    19,0         0
Phạm Thị Hương Giang Nguyễn          0    27,0         0
李雷王芳张伟刘洋陈静李雷王           0    43,5         1
<BLANKLINE>
Spieler                         aus Jetons
Dora                              0     -2
Jörg                              0     +3
Maximilian-Alexander von Hohe…    0     +3
Phạm Thị Hương Giang Nguyễn       0     -2
李雷王芳张伟刘洋陈静李雷王        0     -2

@ 23
Spieler        Partien Siege Spiele klopft  Rommés Schnitt  Einkäufe  aus Jetons
Dora                 1     0      2      0       0    35,0         0    0     -2
Jörg                 1     0      2      1       0    18,5         0    0     +3
Maximilian-Al…       1     0      2      1       0    19,0         0    0     +3
Phạm Thị Hươn…       1     0      2      0       0    27,0         0    0     -2
李雷王芳张伟…        1     0      2      0       0    43,5         1    0     -2

@ 24
Spieler                                  Partien Siege Spiele klopft  Rommés Schnitt  Einkäufe  aus Jetons
Dora                                           1     0      2      0       0    35,0         0    0     -2
Jörg                                           1     0      2      1       0    18,5         0    0     +3
Maximilian-Alexander von Hohenzollern-Si       1     0      2      1       0    19,0         0    0     +3
Phạm Thị Hương Giang Nguyễn                    1     0      2      0       0    27,0         0    0     -2
李雷王芳张伟刘洋陈静李雷王                     1     0      2      0       0    43,5         1    0     -2

@ 25
Spieler                        Partien Siege Spiele klopft
Maximilian-Alexander von Hohe…       1     0      2      1
李雷王芳张伟刘洋陈静李雷王           1     0      2      0
<BLANKLINE>
Spieler                         Rommés Schnitt  Einkäufe
Maximilian-Alexander von Hohe…       0    19,0         0
李雷王芳张伟刘洋陈静李雷王           0    43,5         1
<BLANKLINE>
Spieler                         aus Jetons
Maximilian-Alexander von Hohe…    0     +3
李雷王芳张伟刘洋陈静李雷王        0     -2
<BLANKLINE>
direkter Vergleich: Maximilian-Alexander von Hohenzollern-Si
  und 李雷王芳张伟刘洋陈静李雷王 haben 1 Partie miteinander
  gespielt
  gewonnen: Maximilian-Alexander von Hohenzollern-Si 0,
    李雷王芳张伟刘洋陈静李雷王 0 (Gleichstand)
  Jetons zwischen den beiden: Maximilian-Alexander von
    Hohenzollern-Si +1, 李雷王芳张伟刘洋陈静李雷王 -1

@ 26
  Nr.  begonnen          Spiele  Pulle  Sieger      
       Spieler
    1  01.04.2026 20:00       2     30  (abgebr.)   
       Maximilian-Alexander von Hohenzollern-Si, Jörg, Dora,
       Phạm Thị Hương Giang Nguyễn,
       李雷王芳张伟刘洋陈静李雷王

@ 27
  Nr.  begonnen          Spiele  Pulle  Sieger        Spieler
    1  01.04.2026 20:00       2     30  (abgebr.)     Maximilian-Alexander von Hohenzollern-Si, Jörg, Dora,
       Phạm Thị Hương Giang Nguyễn, 李雷王芳张伟刘洋陈静李雷王

@ 28
Jetons netto aus 1 Partie:
  Dora                                  -0,20 (-2 Jetons)
  Jörg                                  +0,30 (3 Jetons)
  Maximilian-Alexander von Hohenzolle…  +0,30 (3 Jetons)
  Phạm Thị Hương Giang Nguyễn           -0,20 (-2 Jetons)
  李雷王芳张伟刘洋陈静李雷王            -0,20 (-2 Jetons)
wer wem gezahlt hat:
  Dora zahlte Jörg 0,10 (1 Jeton)
  Dora zahlte Maximilian-Alexander von Hohenzollern-Si 0,10
    (1 Jeton)
  Jörg zahlte Maximilian-Alexander von Hohenzollern-Si 0,10
    (1 Jeton)
  Maximilian-Alexander von Hohenzollern-Si zahlte Jörg 0,10
    (1 Jeton)
  Phạm Thị Hương Giang Nguyễn zahlte Jörg 0,10 (1 Jeton)
  Phạm Thị Hương Giang Nguyễn zahlte Maximilian-Alexander
    von Hohenzollern-Si 0,10 (1 Jeton)
  李雷王芳张伟刘洋陈静李雷王 zahlte Jörg 0,10 (1 Jeton)
  李雷王芳张伟刘洋陈静李雷王 zahlte Maximilian-Alexander von
    Hohenzollern-Si 0,10 (1 Jeton)
Mit 4 Zahlungen ist alles abgerechnet:
  Dora zahlt Jörg 0,20 (2 Jetons)
  Phạm Thị Hương Giang Nguyễn zahlt Maximilian-Alexander von
    Hohenzollern-Si 0,20 (2 Jetons)
  李雷王芳张伟刘洋陈静李雷王 zahlt Jörg 0,10 (1 Jeton)
  李雷王芳张伟刘洋陈静李雷王 zahlt Maximilian-Alexander von
    Hohenzollern-Si 0,10 (1 Jeton)

@ 29
game              gin      das gespielte Spiel der
                           Rommé-Familie
school            modern   die Schule, deren Prämien gelten,
                           wo eine Regel schule sagt
knock_limit       10       so viele Restpunkte darf ein
                           Spieler beim Klopfen höchstens
                           haben
big_gin           schule   alle elf Karten in Meldungen

@ 30
Spieler 1 geht aus: [2C 3C 4C] [5H 6H 7H] [5D 6D 7D]
                    [8C 9C 10C] [9S 10S JS]
Spieler 2, nicht gezählt: übrig AS 5S 6S 8S 9H 10H JH QH KH
                          AD 2D 3D 4D QC KC
Spieler 2 zahlt Spieler 1 1

@ 31
Restpunkte 19: [3S JK JK 6S] [8H 9H 10H] [JD QD KD]
               übrig AH 5H 7D 2C 4C

@ 32
Spieler 1, Restpunkte 0: [AS 2S 3S] [5H 5D 5C] [9C 10C JC]
Spieler 2, Restpunkte 65: übrig 2H 4H 6H 8H 10H QH KH 3D 7D
Showdown: Spieler 1 gewinnt mit 0 Restpunkten
Spieler 2 zahlt Spieler 1 4

@ 33

@ 34
klopf play: hilfe zeigt bei jeder Frage die Hilfe, ende beendet.
Es läuft keine Partie; gib die Spieler ein, um eine zu beginnen.
Spieler in Sitzordnung (der erste gibt): Jörg Dora Hohenzollern-Sigmaringen-Maximilian-Alex 李雷王芳张伟刘洋陈静李雷王
Partie 1: Jörg, Dora,
  Hohenzollern-Sigmaringen-Maximilian-Alex,
  李雷王芳张伟刘洋陈静李雷王
Alle zahlen je 5 Jetons in die Pulle (Pulle 20); Jörg gibt
  zuerst
Laufende Partie 1, 0 Spiele gespielt, Pulle 20
  Spieler                                  Punkte Jetons
  Jörg                                          0     -5
                gibt das nächste Spiel
  Dora                                          0     -5
  Hohenzollern-Sigmaringen-Maximilian-Alex      0     -5
  李雷王芳张伟刘洋陈静李雷王                    0     -5
<BLANKLINE>
Spiel 1: Jörg gibt.
Wer ist ausgegangen? Jörg
Geklopft oder Rommé? k
Karten von Jörg (10, oder 11 vor dem Abwurf): 4H 5H 6H 7S 7D 7C JS QS KS 4C
  Jörg: [4H 5H 6H] [7S 7D 7C] [JS QS KS]  übrig 4C
    (Restpunkte 4: das Klopfen gilt)
Karten von Dora (10) oder Punkte: 2C 3C 4C 8D 9D 10D KH KD 5S 9S
  Dora: [2C 3C 4C] [8D 9D 10D]  übrig 5S 9S KH KD
    (34 Punkte)
Karten von Hohenzollern-Sigmaringen-Maximilian-Alex (10) oder Punkte: AS 2S 3S 4S 5H 6H 7H 8C 9C JC
  Hohenzollern-Sigmaringen-Maximilian-Alex: [AS 2S 3S 4S]
      [5H 6H 7H]  übrig 8C 9C JC  (27 Punkte)
Karten von 李雷王芳张伟刘洋陈静李雷王 (10) oder Punkte: 84
  李雷王芳张伟刘洋陈静李雷王: 84 (als Punkte eingegeben)
<BLANKLINE>
Spiel 1: Jörg klopft (Jörg hat gegeben)
  Jörg                           4 Punkte  [4H 5H 6H]
      [7S 7D 7C] [JS QS KS]  übrig 4C
  Dora                          34 Punkte  [2C 3C 4C]
      [8D 9D 10D]  übrig 5S 9S KH KD
  Hohenzollern-Sigmaringen-Ma…  27 Punkte  [AS 2S 3S 4S]
      [5H 6H 7H]  übrig 8C 9C JC
  李雷王芳张伟刘洋陈静李雷王    84 Punkte  (als Punkte
      eingegeben)
Spiel 1 eintragen? [j/n/Name] yes
Spiel 1 der Partie 1 ist gebucht
Jetons: Dora zahlt 1 an Jörg,
        Hohenzollern-Sigmaringen-Maximilian-Alex zahlt 1 an
        Jörg, 李雷王芳张伟刘洋陈静李雷王 zahlt 1 an Jörg
Stand: Jörg 4, Dora 34,
       Hohenzollern-Sigmaringen-Maximilian-Alex 27,
       李雷王芳张伟刘洋陈静李雷王 84
李雷王芳张伟刘洋陈静李雷王 darf sich um 5 Jetons einkaufen
  (einkaufen 李雷王芳张伟刘洋陈静李雷王): Stand 84 -> 34
nächster Geber: Dora
<BLANKLINE>
Laufende Partie 1, 1 Spiel gespielt, Pulle 20
  Spieler                                  Punkte Jetons
  Jörg                                          4     -2
  Dora                                         34     -6
                gibt das nächste Spiel
  Hohenzollern-Sigmaringen-Maximilian-Alex     27     -6
  李雷王芳张伟刘洋陈静李雷王                   84     -6
                darf sich einkaufen (auf 34)
Kauft sich 李雷王芳张伟刘洋陈静李雷王 um 5 Jetons ein (Stand 84 -> 34)? [j/n] n
<BLANKLINE>
Spiel 2: Dora gibt.
Wer ist ausgegangen? quit
