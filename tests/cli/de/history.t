# The German outputs of the commands of tests/cli/history.t, run under
# de_AT.UTF-8: "@ N" is the output of its Nth command (the format is
# described in tests/cli/run-transcript.sh).

@ 1

@ 2

@ 3

@ 4

@ 5

@ 6

@ 7

@ 8

@ 9

@ 10

@ 11

@ 12

@ 13

@ 14

@ 15

@ 16

@ 17

@ 18
  Nr.  begonnen          Spiele  Pulle  Sieger        Spieler
    1  03.05.2024 19:00       4     20  Ben           Anna, Ben, Clara
    2  10.05.2024 19:00       1     15  (abgebr.)     Ben, Dora, Anna
    3  11.05.2024 19:00       2     10  Dora          Anna, Dora
    4  20.05.2024 19:00       2     10  Anna+Ben      Anna, Ben
    5  01.06.2024 18:00       1     10  (läuft)       Clara, Dora

@ 19
  Nr.  begonnen          Spiele  Pulle  Sieger        Spieler
    3  11.05.2024 19:00       2     10  Dora          Anna, Dora
    4  20.05.2024 19:00       2     10  Anna+Ben      Anna, Ben
    5  01.06.2024 18:00       1     10  (läuft)       Clara, Dora

@ 20
Keine Partien

@ 21
klopf: rubbers: --since: „2024-5-1“ ist kein Datum; schreib JJJJ-MM-TT, z. B. 2024-05-03
(siehe 'klopf rubbers --help')
[2]

@ 22
Laufende Partie 5: Clara und Dora
begonnen 01.06.2024 18:00
Einsatz: jeder zahlt 5 in die Pulle (10)
<BLANKLINE>
 Spiel Geber   Ansage             Clara       Dora
    1  Clara   Clara Rommé       0    0    37   37
       Jetons: Clara +1, Dora -1
<BLANKLINE>
Stand: Clara 0, Dora 37
Jetons netto: Clara -4, Dora -6
Pulle 10; als Nächstes gibt Dora

@ 23
Partie 1 (beendet): Anna, Ben und Clara
begonnen 03.05.2024 19:00, beendet 03.05.2024 19:40
Einsatz: jeder zahlt 5 in die Pulle (15)
<BLANKLINE>
 Spiel Geber   Ansage              Anna        Ben      Clara
    1  Anna    Anna klopft       2    2    38   38    45   45
       Jetons: Anna +2, Ben -1, Clara -1
    2  Ben     Clara Rommé      30   32    46   84     0   45
       Jetons: Anna -1, Ben -1, Clara +2
    -  Ben kauft sich um 5 Jetons ein: 84 -> 45
    3  Clara   Anna klopft       3   35    50   95    60  105
       Jetons: Anna +2, Ben -1, Clara -1
       Clara ist mit 105 ausgeschieden
    4  Anna    Ben klopft       70  105     2   97     -  105
       Jetons: Anna -1, Ben +21
       Anna ist mit 105 ausgeschieden
       Ben gewinnt die Partie und die Pulle (20)
<BLANKLINE>
Stand: Anna 105 (ausgeschieden), Ben 97, Clara 105 (ausgeschieden)
Jetons netto: Anna -3, Ben +8, Clara -5

@ 24
Partie 2 (abgebrochen): Ben, Dora und Anna
begonnen 10.05.2024 19:00, beendet 10.05.2024 19:20
Einsatz: jeder zahlt 5 in die Pulle (15)
<BLANKLINE>
 Spiel Geber   Ansage               Ben       Dora       Anna
    1  Ben     Dora klopft      20   20     2    2    30   30
       Jetons: Ben -1, Dora +2, Anna -1
    -  die Partie wurde abgebrochen; die Pulle geht zurück: Ben +5, Dora +5, Anna +5
<BLANKLINE>
Stand: Ben 20, Dora 2, Anna 30
Jetons netto: Ben -1, Dora +2, Anna -1

@ 25
Partie 4 (beendet): Anna und Ben
begonnen 20.05.2024 19:00, beendet 20.05.2024 19:20
Einsatz: jeder zahlt 5 in die Pulle (10)
<BLANKLINE>
 Spiel Geber   Ansage              Anna        Ben
    1  Anna    Ben klopft       99   99     2    2
       Jetons: Anna -1, Ben +1
    2  Ben     Anna klopft       2  101    99  101
       Jetons: Anna +6, Ben +4
       Anna ist mit 101 ausgeschieden
       Ben ist mit 101 ausgeschieden
       Anna und Ben teilen sich die Pulle (10)
<BLANKLINE>
Stand: Anna 101 (ausgeschieden), Ben 101 (ausgeschieden)
Jetons netto: Anna +0, Ben +0

@ 26
rubber,seq,at,event,game,dealer,declarer,declaration,player,points,total,chips,out
4,0,2024-05-20T19:00:00Z,ante,,,,,Anna,,0,-5,0
4,0,2024-05-20T19:00:00Z,ante,,,,,Ben,,0,-5,0
4,1,2024-05-20T19:10:00Z,game,1,Anna,Ben,knock,Anna,99,99,-1,0
4,1,2024-05-20T19:10:00Z,game,1,Anna,Ben,knock,Ben,2,2,1,0
4,2,2024-05-20T19:20:00Z,game,2,Ben,Anna,knock,Anna,2,101,6,1
4,2,2024-05-20T19:20:00Z,game,2,Ben,Anna,knock,Ben,99,101,4,1

@ 27
rubber,seq,at,event,game,dealer,declarer,declaration,player,points,total,chips,out
1,0,2024-05-03T19:00:00Z,ante,,,,,Anna,,0,-5,0
1,0,2024-05-03T19:00:00Z,ante,,,,,Ben,,0,-5,0
1,0,2024-05-03T19:00:00Z,ante,,,,,Clara,,0,-5,0
1,1,2024-05-03T19:10:00Z,game,1,Anna,Anna,knock,Anna,2,2,2,0
1,1,2024-05-03T19:10:00Z,game,1,Anna,Anna,knock,Ben,38,38,-1,0
1,1,2024-05-03T19:10:00Z,game,1,Anna,Anna,knock,Clara,45,45,-1,0
1,2,2024-05-03T19:20:00Z,game,2,Ben,Clara,rummy,Anna,30,32,-1,0
1,2,2024-05-03T19:20:00Z,game,2,Ben,Clara,rummy,Ben,46,84,-1,0
1,2,2024-05-03T19:20:00Z,game,2,Ben,Clara,rummy,Clara,0,45,2,0
1,3,2024-05-03T19:25:00Z,buyback,,,,,Ben,,45,-5,0
1,4,2024-05-03T19:30:00Z,game,3,Clara,Anna,knock,Anna,3,35,2,0
1,4,2024-05-03T19:30:00Z,game,3,Clara,Anna,knock,Ben,50,95,-1,0
1,4,2024-05-03T19:30:00Z,game,3,Clara,Anna,knock,Clara,60,105,-1,1
1,5,2024-05-03T19:40:00Z,game,4,Anna,Ben,knock,Anna,70,105,-1,1
1,5,2024-05-03T19:40:00Z,game,4,Anna,Ben,knock,Ben,2,97,21,0
1,5,2024-05-03T19:40:00Z,game,4,Anna,Ben,knock,Clara,,105,0,0

@ 28
klopf: es gibt keine Partie 9 (siehe klopf rubbers)
[3]

@ 29
klopf: history: „one“ ist keine Partienummer (siehe klopf rubbers)
(siehe 'klopf history --help')
[2]

@ 30
klopf: history: gib nur eines von --json, --csv und --corrections an
(siehe 'klopf history --help')
[2]

@ 31
Partie 1: Anna (A), Ben (B), Clara (C); Stand über 4 Spiele
 120+
    |
    |                                                      Cx               xA
 101+====================================================..=================.=
    |                                                   . .B.................B
    |                                                 ....               .
  81+-----------------------------------.B----------....---------------..-----
    |                                ... v        ....               ..
    |                              ..    v      ....                .
    |                           ...      v    ...                 ..
    |                         ..         v  ...                 ..
    |                      ...           v...                  .
    |                 .C.................C.                  ..
    |              ....B.                                  A.
    |            .....                  .A.................
    |          ....                 ....
    |       ....                ....
    |    ....               ....
    |  ...               ...
   0+ .................A.
    ++-----------------+-----------------+-----------------+-----------------+
Sp.  0                 1                 2                 3                 4
= 101 ausgeschieden  - 81 Einkauf  . Verlauf  v Einkauf  x ausgeschieden
Ben hat sich nach Spiel 2 eingekauft: 84 -> 45
Clara in Spiel 3 mit 105 ausgeschieden
Anna in Spiel 4 mit 105 ausgeschieden

@ 32
Partie 4: Anna (A), Ben (B); Stand über 2 Spiele
 120+
    |
    |
 101+====================================A..................................xB
    |                                  ..                                 ..
    |                                ..                                 ..
  81+-----------------------------...--------------------------------...------
    |                           ..                                 ..
    |                         ..                                 ..
    |                      ...                                 ..
    |                    ..                                 ...
    |                  ..                                 ..
    |                ..                                 ..
    |             ...                                ...
    |           ..                                 ..
    |         ..                                 ..
    |      ...                                 ..
    |    ..                                 ...
    |  ..                                 ..
   0+ ...................................B
    ++-----------------------------------+-----------------------------------+
Sp.  0                                   1                                   2
= 101 ausgeschieden  - 81 Einkauf  . Verlauf  v Einkauf  x ausgeschieden
Anna in Spiel 2 mit 101 ausgeschieden
Ben in Spiel 2 mit 101 ausgeschieden

@ 33
klopf: es gibt keine Partie 9 (siehe klopf rubbers)
[3]

@ 34
Diagramm der Partie 1 nach chart.svg geschrieben

@ 35
<?xml version="1.0" encoding="UTF-8"?>

@ 36
klopf: chart.svg ist schon vorhanden; --force ersetzt die Datei
[3]

@ 37
Diagramm der Partie 1 nach chart.svg geschrieben

@ 38
klopf: link.svg ist ein symbolischer Link; klopf schreibt keine Datei über einen Link
[3]

@ 39
klopf: chart: --force gehört zu --svg FILE
(siehe 'klopf chart --help')
[2]

@ 40

@ 41

@ 42

@ 43

@ 44

@ 45
  Nr.  begonnen          Spiele  Pulle  Sieger        Spieler
    1  01.07.2024 19:00       2      0  Anna+Ben      Anna, Ben
    2  02.07.2024 19:00       1      0  Clara         Clara, Dora

@ 46
{"format_version":1,"rubbers":[{"id":1,"started_at":"2024-07-01T19:00:00Z","ended_at":"2024-07-01T19:20:00Z","state":"finished","players":["Anna","Ben"],"games":2,"pot":0,"winner":null,"winners":["Anna","Ben"],"tournament":null},{"id":2,"started_at":"2024-07-02T19:00:00Z","ended_at":"2024-07-02T19:10:00Z","state":"finished","players":["Clara","Dora"],"games":1,"pot":0,"winner":"Clara","winners":["Clara"],"tournament":null}]}

@ 47
Partie 2 (beendet): Clara und Dora
begonnen 02.07.2024 19:00, beendet 02.07.2024 19:10
Einsatz: jeder zahlt 0 in die Pulle (0)
Hausregeln: ante=0
<BLANKLINE>
 Spiel Geber   Ansage             Clara       Dora
    1  Clara   Clara klopft      2    2   101  101
       Jetons: Clara +1, Dora -1
       Dora ist mit 101 ausgeschieden
       Clara gewinnt die Partie und die Pulle (0)
<BLANKLINE>
Stand: Clara 2, Dora 101 (ausgeschieden)
Jetons netto: Clara +1, Dora -1

@ 48
       Ben ist mit 101 ausgeschieden
       Anna und Ben teilen sich die Pulle (0)
<BLANKLINE>
Stand: Anna 101 (ausgeschieden), Ben 101 (ausgeschieden)
Jetons netto: Anna +0, Ben +0

@ 49
    2  02.07.2024 19:00       0      0  (läuft)       Clara, Dora

@ 50
2 Partien importiert
  Nr.  begonnen          Spiele  Pulle  Sieger        Spieler
    1  01.07.2024 19:00       2      0  Anna+Ben      Anna, Ben

@ 51
klopf: import: Partie 1, Ereignis 2: die gespeicherten Gewinner sind nicht die, die sich nach den Regeln ergeben; nichts wurde importiert
[3]

@ 52
2 Partien importiert
  Nr.  begonnen          Spiele  Pulle  Sieger        Spieler
    1  01.07.2024 19:00       2      0  Anna+Ben      Anna, Ben

@ 53
klopf: import: die Datei entspricht bei $.rubbers[0].events[0].game nicht dem Exportformat: ein Spiel im Format 2 oder höher braucht "winners", ein Spiel im Format 1 hat keine; nichts wurde importiert
[3]

@ 54

@ 55

@ 56
 Spiel Geber   Ansage              李雷     Jürgen        Zoë
    1  李雷    李雷 klopft       2    2    30   30    45   45

@ 57
Spieler      Partien Siege Spiele klopft  Rommés Schnitt  Einkäufe  aus Jetons
Jürgen             1     0      1      0       0    30,0         0    0     -6
Zoë                1     0      1      0       0    45,0         0    0     -6
李雷               1     0      1      1       0     2,0         0    0     -3
