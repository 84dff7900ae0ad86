# klopf rubbers, history and chart on a fixture history (TZ=UTC, so local
# time is UTC here).
#
# The fixture: five rubbers booked through the command line at fixed
# times (KLOPF_NOW).  Output of the booking commands is not checked here
# (tests/cli/rubber.t does that), only that each one succeeds.
#
# Rubber 1: Anna, Ben and Clara play the demo rubber: a knock, a rummy,
# Ben's buy-back, Clara out, Anna out, Ben wins the pot of 20.
$ KLOPF_NOW=2024-05-03T19:00:00Z klopf new Anna Ben Clara >/dev/null

$ KLOPF_NOW=2024-05-03T19:10:00Z klopf game --knock Anna "Anna=3H 4H 5H QS QD QC 7C 7D 7S 2S KH" "Ben=KS KH KD 2C 3D 4S 5H 6C 8D 10S" "Clara=QS QH QC 2S 4D 6H 8C 9S 7H 9D" >/dev/null

$ KLOPF_NOW=2024-05-03T19:20:00Z klopf game --rummy Clara "Clara=4S 5S 6S 7S 9D 9H 9C JC QC KC" "Anna=JS JD JH 10S 10H 10C 2H 9D 9S KD" "Ben=AC AD AH 5D 3H 5S 6H 8D 9C KH" >/dev/null

$ KLOPF_NOW=2024-05-03T19:25:00Z klopf buyback Ben >/dev/null

$ KLOPF_NOW=2024-05-03T19:30:00Z klopf game --knock Anna "Anna=6H 7H 8H KS KD KC 4C 5C 6C 3D" "Ben=QS QD QH 9S 8C 7D 6S 4H 6D KH" "Clara=AS AC 2H 4S 2C 9D JH 3D 3S 5H" >/dev/null

$ KLOPF_NOW=2024-05-03T19:40:00Z klopf game --knock Ben "Ben=AH 2H JK 7S 7D 7C JC QC KC 2S" "Anna=KH QS JD 9C 8S 6D 4C 3S 5S 5D" >/dev/null

# Rubber 2: Ben, Dora and Anna; Dora knocks once, then it is abandoned
# and the antes go back.
$ KLOPF_NOW=2024-05-10T19:00:00Z klopf new Ben Dora Anna >/dev/null

$ KLOPF_NOW=2024-05-10T19:10:00Z klopf game --knock Dora "Dora=3H 4H 5H QS QD QC 7C 7D 7S 2S KH" Ben=20 Anna=30 >/dev/null

$ KLOPF_NOW=2024-05-10T19:20:00Z klopf abandon >/dev/null

# Rubber 3: Anna and Dora; Dora calls rummy and knocks, Anna goes out.
$ KLOPF_NOW=2024-05-11T19:00:00Z klopf new Anna Dora >/dev/null

$ KLOPF_NOW=2024-05-11T19:10:00Z klopf game --rummy Dora "Dora=4S 5S 6S 7S 9D 9H 9C JC QC KC" Anna=99 >/dev/null

$ KLOPF_NOW=2024-05-11T19:20:00Z klopf game --knock Dora "Dora=3H 4H 5H QS QD QC 7C 7D 7S 2S" Anna=40 >/dev/null

# Rubber 4: Anna and Ben both reach 101 in the same game with the same
# total: they share the pot.
$ KLOPF_NOW=2024-05-20T19:00:00Z klopf new Anna Ben >/dev/null

$ KLOPF_NOW=2024-05-20T19:10:00Z klopf game --knock Ben "Ben=3H 4H 5H QS QD QC 7C 7D 7S 2S" Anna=99 >/dev/null

$ KLOPF_NOW=2024-05-20T19:20:00Z klopf game --knock Anna "Anna=3H 4H 5H QS QD QC 7C 7D 7S 2S" Ben=99 >/dev/null

# Rubber 5, in play: Clara and Dora, one game.
$ KLOPF_NOW=2024-06-01T18:00:00Z klopf new Clara Dora >/dev/null

$ KLOPF_NOW=2024-06-01T18:15:00Z klopf game --rummy Clara "Clara=4S 5S 6S 7S 9D 9H 9C JC QC KC" Dora=37 >/dev/null

# One line per rubber: the shared pot shows both winners.
$ klopf rubbers
  Nr.  begonnen            Sp.  Pul.  Sieger        Spieler
    1  03.05.2024 19:00      4    20  Ben           Anna, Ben, Clara
    2  10.05.2024 19:00      1    15  (abgebr.)     Ben, Dora, Anna
    3  11.05.2024 19:00      2    10  Dora          Anna, Dora
    4  20.05.2024 19:00      2    10  Anna+Ben      Anna, Ben
    5  01.06.2024 18:00      1    10  (im Spiel)    Clara, Dora

$ klopf rubbers --since 2024-05-11
  Nr.  begonnen            Sp.  Pul.  Sieger        Spieler
    3  11.05.2024 19:00      2    10  Dora          Anna, Dora
    4  20.05.2024 19:00      2    10  Anna+Ben      Anna, Ben
    5  01.06.2024 18:00      1    10  (im Spiel)    Clara, Dora

$ klopf rubbers --since 2024-07-01
keine Partien

$ klopf rubbers --since 2024-5-1
klopf: rubbers: --since: "2024-5-1" ist kein Datum; schreib JJJJ-MM-TT, z. B. 2024-05-03
(siehe 'klopf rubbers --help')
[2]

# The log of the rubber in play (the default), then of rubber 1.
$ klopf history
Partie 5 (im Spiel): Clara und Dora
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

$ klopf history 1
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

$ klopf history 2
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

$ klopf history 4
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

$ klopf history 4 --csv
rubber,seq,at,event,game,dealer,declarer,declaration,player,points,total,chips,out
4,0,2024-05-20T19:00:00Z,ante,,,,,Anna,,0,-5,0
4,0,2024-05-20T19:00:00Z,ante,,,,,Ben,,0,-5,0
4,1,2024-05-20T19:10:00Z,game,1,Anna,Ben,knock,Anna,99,99,-1,0
4,1,2024-05-20T19:10:00Z,game,1,Anna,Ben,knock,Ben,2,2,1,0
4,2,2024-05-20T19:20:00Z,game,2,Ben,Anna,knock,Anna,2,101,6,1
4,2,2024-05-20T19:20:00Z,game,2,Ben,Anna,knock,Ben,99,101,4,1

$ klopf history 1 --csv
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

# Errors: no such rubber, not a number, two formats.
$ klopf history 9
klopf: es gibt keine Partie 9 (siehe klopf rubbers)
[3]

$ klopf history one
klopf: history: „one“ ist keine Partienummer (siehe klopf rubbers)
(siehe 'klopf history --help')
[2]

$ klopf history 1 --json --csv
klopf: history: gib nur eines von --json, --csv und --corrections an
(siehe 'klopf history --help')
[2]

# The chart of rubber 1 in ASCII (standard output is not a terminal).
$ klopf chart 1
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

$ klopf chart 4
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

$ klopf chart 9
klopf: es gibt keine Partie 9 (siehe klopf rubbers)
[3]

$ klopf chart 1 --svg chart.svg
Diagramm der Partie 1 nach chart.svg geschrieben

$ head -c 38 chart.svg
<?xml version="1.0" encoding="UTF-8"?>

# The SVG file is made new: a file that is there (here the chart just
# written) is replaced only with --force, and never through a link.
$ klopf chart 1 --svg chart.svg
klopf: chart.svg ist schon vorhanden; --force ersetzt die Datei
[3]

$ klopf chart 1 --svg chart.svg --force
Diagramm der Partie 1 nach chart.svg geschrieben

$ ln -s chart.svg link.svg && klopf chart 1 --svg link.svg --force
klopf: link.svg ist ein symbolischer Link; klopf schreibt keine Datei über einen Link
[3]

$ klopf chart 1 --force
klopf: chart: --force gehört zu --svg FILE
(siehe 'klopf chart --help')
[2]

# A winner the pot pays nothing is still the winner: with ante=0 the pot
# is empty, so a lone winner and two tied winners take no chips from it.
$ KLOPF_NOW=2024-07-01T19:00:00Z klopf --db zero.db new --rule ante=0 Anna Ben >/dev/null

$ KLOPF_NOW=2024-07-01T19:10:00Z klopf --db zero.db game --knock Ben "Ben=3H 4H 5H QS QD QC 7C 7D 7S 2S" Anna=99 >/dev/null

$ KLOPF_NOW=2024-07-01T19:20:00Z klopf --db zero.db game --knock Anna "Anna=3H 4H 5H QS QD QC 7C 7D 7S 2S" Ben=99 >/dev/null

$ KLOPF_NOW=2024-07-02T19:00:00Z klopf --db zero.db new --rule ante=0 Clara Dora >/dev/null

$ KLOPF_NOW=2024-07-02T19:10:00Z klopf --db zero.db game --knock Clara "Clara=3H 4H 5H QS QD QC 7C 7D 7S 2S" Dora=101 >/dev/null

$ klopf --db zero.db rubbers
  Nr.  begonnen            Sp.  Pul.  Sieger        Spieler
    1  01.07.2024 19:00      2     0  Anna+Ben      Anna, Ben
    2  02.07.2024 19:00      1     0  Clara         Clara, Dora

$ klopf --db zero.db rubbers --json
{"format_version":1,"rubbers":[{"id":1,"started_at":"2024-07-01T19:00:00Z","ended_at":"2024-07-01T19:20:00Z","state":"finished","players":["Anna","Ben"],"games":2,"pot":0,"winner":null,"winners":["Anna","Ben"]},{"id":2,"started_at":"2024-07-02T19:00:00Z","ended_at":"2024-07-02T19:10:00Z","state":"finished","players":["Clara","Dora"],"games":1,"pot":0,"winner":"Clara","winners":["Clara"]}]}

$ klopf --db zero.db history 2
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

$ klopf --db zero.db history 1 | tail -n 5
       Ben ist mit 101 ausgeschieden
       Anna und Ben teilen sich die Pulle (0)
<BLANKLINE>
Stand: Anna 101 (ausgeschieden), Ben 101 (ausgeschieden)
Jetons netto: Anna +0, Ben +0

# Undoing the game that ended the rubber takes its winners with it.
$ klopf --db zero.db undo >/dev/null && klopf --db zero.db rubbers | tail -n 1
    2  02.07.2024 19:00      0     0  (im Spiel)    Clara, Dora

# An export carries the winners, and the import checks them.
$ klopf --db zero.db export > zero.json && klopf --db zero2.db import zero.json && klopf --db zero2.db rubbers | head -n 2
2 Partien importiert
  Nr.  begonnen            Sp.  Pul.  Sieger        Spieler
    1  01.07.2024 19:00      2     0  Anna+Ben      Anna, Ben

$ sed 's/"winners":\[0,1\]/"winners":[0]/' zero.json > wrong.json && klopf --db zero3.db import wrong.json
klopf: import: Partie 1, Ereignis 2: die gespeicherten Gewinner sind nicht die, die sich nach den Regeln ergeben; nichts wurde importiert
[3]

# A file of format 1 (an older klopf) names no winners: the replay does.
$ sed -e 's/"format_version":5/"format_version":1/' -e 's/,"winners":\[[0-9,]*\]//g' -e 's/,"corrections":\[\]//g' -e 's/,"first_dealer":[0-9][0-9]*//g'  -e 's/,"leave":null,"rules":null//g'  -e 's/"uuid":"[^"]*",//g' zero.json > old.json && klopf --db zero4.db import old.json && klopf --db zero4.db rubbers | head -n 2
2 Partien importiert
  Nr.  begonnen            Sp.  Pul.  Sieger        Spieler
    1  01.07.2024 19:00      2     0  Anna+Ben      Anna, Ben

$ sed -e 's/"format_version":5/"format_version":1/' -e 's/,"corrections":\[\]//g' -e 's/,"first_dealer":[0-9][0-9]*//g'  -e 's/,"leave":null,"rules":null//g'  -e 's/"uuid":"[^"]*",//g' zero.json > mixed.json && klopf --db zero5.db import mixed.json
klopf: import: die Datei entspricht bei $.rubbers[0].events[0].game nicht dem Exportformat: ein Spiel im Format 2 oder höher braucht "winners", ein Spiel im Format 1 hat keine; nichts wurde importiert
[3]

# Columns count terminal columns: 李雷 takes four, Jürgen six, Zoë three.
$ KLOPF_NOW=2024-08-01T19:00:00Z klopf --db wide.db new 李雷 Jürgen Zoë >/dev/null

$ KLOPF_NOW=2024-08-01T19:10:00Z klopf --db wide.db game --knock 李雷 "李雷=3H 4H 5H QS QD QC 7C 7D 7S 2S" Jürgen=30 Zoë=45 >/dev/null

$ klopf --db wide.db history | sed -n 5,6p
 Spiel Geber   Ansage              李雷     Jürgen        Zoë
    1  李雷    李雷 klopft       2    2    30   30    45   45

$ klopf --db wide.db stats
Spieler      Partien gew.    Sp. klopft  Rommés Pt./Sp.  Einkäufe  aus Jetons
Jürgen             1    0      1      0       0    30,0         0    0     -6
Zoë                1    0      1      0       0    45,0         0    0     -6
李雷               1    0      1      1       0     2,0         0    0     -3
