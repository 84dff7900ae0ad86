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
   id  started           games   pot  winner        players
    1  2024-05-03 19:00      4    20  Ben           Anna, Ben, Clara
    2  2024-05-10 19:00      1    15  (abandoned)   Ben, Dora, Anna
    3  2024-05-11 19:00      2    10  Dora          Anna, Dora
    4  2024-05-20 19:00      2    10  Anna+Ben      Anna, Ben
    5  2024-06-01 18:00      1    10  (in play)     Clara, Dora

$ klopf rubbers --since 2024-05-11
   id  started           games   pot  winner        players
    3  2024-05-11 19:00      2    10  Dora          Anna, Dora
    4  2024-05-20 19:00      2    10  Anna+Ben      Anna, Ben
    5  2024-06-01 18:00      1    10  (in play)     Clara, Dora

$ klopf rubbers --since 2024-07-01
no rubbers

$ klopf rubbers --since 2024-5-1
klopf: rubbers: --since: "2024-5-1" is not a date; write YYYY-MM-DD, e.g. 2024-05-03
(see 'klopf rubbers --help')
[2]

# The log of the rubber in play (the default), then of rubber 1.
$ klopf history
rubber 5 (in play): Clara and Dora
started 2024-06-01 18:00
antes: each pays 5 into the pot (10)
<BLANKLINE>
 game  dealer  declared           Clara       Dora
    1  Clara   Clara rummy       0    0    37   37
       chips: Clara +1, Dora -1
<BLANKLINE>
totals: Clara 0, Dora 37
net chips: Clara -4, Dora -6
pot 10; Dora deals next

$ klopf history 1
rubber 1 (finished): Anna, Ben and Clara
started 2024-05-03 19:00, ended 2024-05-03 19:40
antes: each pays 5 into the pot (15)
<BLANKLINE>
 game  dealer  declared            Anna        Ben      Clara
    1  Anna    Anna knocks       2    2    38   38    45   45
       chips: Anna +2, Ben -1, Clara -1
    2  Ben     Clara rummy      30   32    46   84     0   45
       chips: Anna -1, Ben -1, Clara +2
    -  Ben buys back for 5 chips: 84 -> 45
    3  Clara   Anna knocks       3   35    50   95    60  105
       chips: Anna +2, Ben -1, Clara -1
       Clara is out with 105
    4  Anna    Ben knocks       70  105     2   97     -  105
       chips: Anna -1, Ben +21
       Anna is out with 105
       Ben wins the rubber and the pot (20)
<BLANKLINE>
totals: Anna 105 (out), Ben 97, Clara 105 (out)
net chips: Anna -3, Ben +8, Clara -5

$ klopf history 2
rubber 2 (abandoned): Ben, Dora and Anna
started 2024-05-10 19:00, ended 2024-05-10 19:20
antes: each pays 5 into the pot (15)
<BLANKLINE>
 game  dealer  declared             Ben       Dora       Anna
    1  Ben     Dora knocks      20   20     2    2    30   30
       chips: Ben -1, Dora +2, Anna -1
    -  the rubber is abandoned; the pot goes back: Ben +5, Dora +5, Anna +5
<BLANKLINE>
totals: Ben 20, Dora 2, Anna 30
net chips: Ben -1, Dora +2, Anna -1

$ klopf history 4
rubber 4 (finished): Anna and Ben
started 2024-05-20 19:00, ended 2024-05-20 19:20
antes: each pays 5 into the pot (10)
<BLANKLINE>
 game  dealer  declared            Anna        Ben
    1  Anna    Ben knocks       99   99     2    2
       chips: Anna -1, Ben +1
    2  Ben     Anna knocks       2  101    99  101
       chips: Anna +6, Ben +4
       Anna is out with 101
       Ben is out with 101
       Anna and Ben share the pot (10)
<BLANKLINE>
totals: Anna 101 (out), Ben 101 (out)
net chips: Anna +0, Ben +0

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
klopf: there is no rubber 9 (see klopf rubbers)
[3]

$ klopf history one
klopf: history: "one" is not a rubber number (see klopf rubbers)
(see 'klopf history --help')
[2]

$ klopf history 1 --json --csv
klopf: history: give one of --json, --csv and --corrections
(see 'klopf history --help')
[2]

# The chart of rubber 1 in ASCII (standard output is not a terminal).
$ klopf chart 1
rubber 1: Anna (A), Ben (B), Clara (C); totals over 4 games
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
game 0                 1                 2                 3                 4
= 101 out  - 81 buy-back  . trail  v buy-back  x out
Ben bought back after game 2: 84 -> 45
Clara out in game 3 with 105
Anna out in game 4 with 105

$ klopf chart 4
rubber 4: Anna (A), Ben (B); totals over 2 games
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
game 0                                   1                                   2
= 101 out  - 81 buy-back  . trail  v buy-back  x out
Anna out in game 2 with 101
Ben out in game 2 with 101

$ klopf chart 9
klopf: there is no rubber 9 (see klopf rubbers)
[3]

$ klopf chart 1 --svg chart.svg
chart of rubber 1 written to chart.svg

$ head -c 38 chart.svg
<?xml version="1.0" encoding="UTF-8"?>

# The SVG file is made new: a file that is there (here the chart just
# written) is replaced only with --force, and never through a link.
$ klopf chart 1 --svg chart.svg
klopf: chart.svg is there already; give --force to replace it
[3]

$ klopf chart 1 --svg chart.svg --force
chart of rubber 1 written to chart.svg

$ ln -s chart.svg link.svg && klopf chart 1 --svg link.svg --force
klopf: link.svg is a symbolic link; klopf writes no file through one
[3]

$ klopf chart 1 --force
klopf: chart: --force goes with --svg FILE
(see 'klopf chart --help')
[2]

# A winner the pot pays nothing is still the winner: with ante=0 the pot
# is empty, so a lone winner and two tied winners take no chips from it.
$ KLOPF_NOW=2024-07-01T19:00:00Z klopf --db zero.db new --rule ante=0 Anna Ben >/dev/null

$ KLOPF_NOW=2024-07-01T19:10:00Z klopf --db zero.db game --knock Ben "Ben=3H 4H 5H QS QD QC 7C 7D 7S 2S" Anna=99 >/dev/null

$ KLOPF_NOW=2024-07-01T19:20:00Z klopf --db zero.db game --knock Anna "Anna=3H 4H 5H QS QD QC 7C 7D 7S 2S" Ben=99 >/dev/null

$ KLOPF_NOW=2024-07-02T19:00:00Z klopf --db zero.db new --rule ante=0 Clara Dora >/dev/null

$ KLOPF_NOW=2024-07-02T19:10:00Z klopf --db zero.db game --knock Clara "Clara=3H 4H 5H QS QD QC 7C 7D 7S 2S" Dora=101 >/dev/null

$ klopf --db zero.db rubbers
   id  started           games   pot  winner        players
    1  2024-07-01 19:00      2     0  Anna+Ben      Anna, Ben
    2  2024-07-02 19:00      1     0  Clara         Clara, Dora

$ klopf --db zero.db rubbers --json
{"format_version":1,"rubbers":[{"id":1,"started_at":"2024-07-01T19:00:00Z","ended_at":"2024-07-01T19:20:00Z","state":"finished","players":["Anna","Ben"],"games":2,"pot":0,"winner":null,"winners":["Anna","Ben"],"tournament":null},{"id":2,"started_at":"2024-07-02T19:00:00Z","ended_at":"2024-07-02T19:10:00Z","state":"finished","players":["Clara","Dora"],"games":1,"pot":0,"winner":"Clara","winners":["Clara"],"tournament":null}]}

$ klopf --db zero.db history 2
rubber 2 (finished): Clara and Dora
started 2024-07-02 19:00, ended 2024-07-02 19:10
antes: each pays 0 into the pot (0)
house rules: ante=0
<BLANKLINE>
 game  dealer  declared           Clara       Dora
    1  Clara   Clara knocks      2    2   101  101
       chips: Clara +1, Dora -1
       Dora is out with 101
       Clara wins the rubber and the pot (0)
<BLANKLINE>
totals: Clara 2, Dora 101 (out)
net chips: Clara +1, Dora -1

$ klopf --db zero.db history 1 | tail -n 5
       Ben is out with 101
       Anna and Ben share the pot (0)
<BLANKLINE>
totals: Anna 101 (out), Ben 101 (out)
net chips: Anna +0, Ben +0

# Undoing the game that ended the rubber takes its winners with it.
$ klopf --db zero.db undo >/dev/null && klopf --db zero.db rubbers | tail -n 1
    2  2024-07-02 19:00      0     0  (in play)     Clara, Dora

# An export carries the winners, and the import checks them.
$ klopf --db zero.db export > zero.json && klopf --db zero2.db import zero.json && klopf --db zero2.db rubbers | head -n 2
imported 2 rubbers
   id  started           games   pot  winner        players
    1  2024-07-01 19:00      2     0  Anna+Ben      Anna, Ben

$ sed 's/"winners":\[0,1\]/"winners":[0]/' zero.json > wrong.json && klopf --db zero3.db import wrong.json
klopf: import: rubber 1, event 2: the winners recorded are not those the rules name; nothing was imported
[3]

# A file of format 1 (an older klopf) names no winners: the replay does.
$ sed -e 's/"format_version":5/"format_version":1/' -e 's/,"winners":\[[0-9,]*\]//g' -e 's/,"corrections":\[\]//g' -e 's/,"first_dealer":[0-9][0-9]*//g'  -e 's/,"leave":null,"rules":null//g'  -e 's/"uuid":"[^"]*",//g' zero.json > old.json && klopf --db zero4.db import old.json && klopf --db zero4.db rubbers | head -n 2
imported 2 rubbers
   id  started           games   pot  winner        players
    1  2024-07-01 19:00      2     0  Anna+Ben      Anna, Ben

$ sed -e 's/"format_version":5/"format_version":1/' -e 's/,"corrections":\[\]//g' -e 's/,"first_dealer":[0-9][0-9]*//g'  -e 's/,"leave":null,"rules":null//g'  -e 's/"uuid":"[^"]*",//g' zero.json > mixed.json && klopf --db zero5.db import mixed.json
klopf: import: the file does not match the export format at $.rubbers[0].events[0].game: a game of format 2 or later needs "winners", a game of format 1 has none; nothing was imported
[3]

# Columns count terminal columns: 李雷 takes four, Jürgen six, Zoë three.
$ KLOPF_NOW=2024-08-01T19:00:00Z klopf --db wide.db new 李雷 Jürgen Zoë >/dev/null

$ KLOPF_NOW=2024-08-01T19:10:00Z klopf --db wide.db game --knock 李雷 "李雷=3H 4H 5H QS QD QC 7C 7D 7S 2S" Jürgen=30 Zoë=45 >/dev/null

$ klopf --db wide.db history | sed -n 5,6p
 game  dealer  declared            李雷     Jürgen        Zoë
    1  李雷    李雷 knocks       2    2    30   30    45   45

$ klopf --db wide.db stats
player       rubbers  won  games knocks rummies avg pts buy-backs  out  chips
Jürgen             1    0      1      0       0    30.0         0    0     -6
Zoë                1    0      1      0       0    45.0         0    0     -6
李雷               1    0      1      1       0     2.0         0    0     -3
