# A club evening of Rommé: 14 players, twelve of them in four teams of
# three (Kreuz, Herz, Pik, Karo), three series of two games a table, the
# dealer sitting out at the tables of four; the first series drawn by
# lot, the later ones set by the standings.
$ KLOPF_NOW=2026-11-27T19:03:00Z klopf tournament new --series 3 --games 2 "Club evening" "Anna|Kreuz" "Ben|Kreuz" "Clara|Kreuz" "Dora|Herz" "Eva|Herz" "Franz|Herz" "Gerti|Pik" "Hans|Pik" "Ines|Pik" "Jakob|Karo" "Karl|Karo" "Lena|Karo" "Max" "Nora"
tournament 1: Club evening, 14 players, Rommé
  3 series of 2 games, tables of 4
  the first series by lot, the later ones set by the standings
  players who met are kept apart where the tables allow
  at a table of four the dealer sits out each hand
  score points a game: 5 for a win, 8 for going out at once, for a loser by his minus points 10:2,20:1
klopf tournament draw draws the first series

# Series 1.
$ KLOPF_NOW=2026-11-27T19:06:00Z klopf tournament draw --seed 101
series 1 of tournament 1, drawn by lot with seed 101:
  table 1: 1 Nora, 2 Dora, 3 Lena, 4 Ines
  table 2: 1 Gerti, 2 Eva, 3 Max, 4 Jakob
  table 3: 1 Franz, 2 Ben, 3 Clara
  table 4: 1 Anna, 2 Karl, 3 Hans
nobody sits with a player met at a table before
book each table's games with klopf game --table N (or klopf play --table N)

# Each table's sheet carries its entry code, and with --base the address
# of its entry page.  The codes are random: they are masked here
# (tests/scripts/tournament.sh reads them and checks them everywhere).
$ klopf tournament sheet --base http://192.168.1.20:8080 | grep entry | sed -E 's/[0-9A-Z]{4}(-[0-9A-Z]{4}){3}/XXXX-XXXX-XXXX-XXXX/'
  entry code XXXX-XXXX-XXXX-XXXX
  entry page http://192.168.1.20:8080/enter/XXXX-XXXX-XXXX-XXXX
  entry code XXXX-XXXX-XXXX-XXXX
  entry page http://192.168.1.20:8080/enter/XXXX-XXXX-XXXX-XXXX
  entry code XXXX-XXXX-XXXX-XXXX
  entry page http://192.168.1.20:8080/enter/XXXX-XXXX-XXXX-XXXX
  entry code XXXX-XXXX-XXXX-XXXX
  entry page http://192.168.1.20:8080/enter/XXXX-XXXX-XXXX-XXXX
$ klopf code --table 3 | sed -E 's/[0-9A-Z]{4}(-[0-9A-Z]{4}){3}/XXXX-XXXX-XXXX-XXXX/'
table 3 of series 1 of tournament 1 (rubber 3): entry code XXXX-XXXX-XXXX-XXXX

# Table 1, game 1 (Nora deals and sits out).
$ KLOPF_NOW=2026-11-27T19:15:00Z klopf game --table 1 --out Dora "Lena=10S JC" "Ines=JC"
game 1 of rubber 1: Dora goes out (Nora dealt)
  Dora       counts   0
  Lena       counts  20  unmatched 10S JC
  Ines       counts  10  unmatched JC
Dora goes out and books 0
points: Dora 0, Lena 20, Ines 10
totals: Nora 0, Dora 0, Lena 20, Ines 10
next dealer: Dora
$ KLOPF_NOW=2026-11-27T19:18:00Z klopf game --table 1 --out Lena "Nora=JK JC" "Ines=KS QD AS 7D"
game 2 of rubber 1: Lena goes out (Dora dealt)
  Nora       counts  30  unmatched JC JK
  Lena       counts   0
  Ines       counts  38  unmatched AS KS 7D QD
Lena goes out and books 0
points: Nora 30, Lena 0, Ines 38
totals: Nora 30, Dora 0, Lena 20, Ines 48
Dora wins the game

# Table 2, game 1 (Gerti deals and sits out).
$ KLOPF_NOW=2026-11-27T19:21:00Z klopf game --table 2 --out Jakob "Eva=6H" "Max=10S 5H"
game 1 of rubber 2: Jakob goes out (Gerti dealt)
  Eva        counts   6  unmatched 6H
  Max        counts  15  unmatched 10S 5H
  Jakob      counts   0
Jakob goes out and books 0
points: Eva 6, Max 15, Jakob 0
totals: Gerti 0, Eva 6, Max 15, Jakob 0
next dealer: Eva
$ KLOPF_NOW=2026-11-27T19:24:00Z klopf game --table 2 --out Max "Gerti=4C 3D 7D" "Jakob=10S JC KS 9S"
game 2 of rubber 2: Max goes out (Eva dealt)
  Gerti      counts  14  unmatched 3D 7D 4C
  Max        counts   0
  Jakob      counts  39  unmatched 9S 10S KS JC
Max goes out and books 0
points: Gerti 14, Max 0, Jakob 39
totals: Gerti 14, Eva 6, Max 15, Jakob 39
Eva wins the game

# Table 3, game 1 (Franz deals).
$ KLOPF_NOW=2026-11-27T19:27:00Z klopf game --table 3 --at-once Franz "Ben=AS 3D 7D 2C" "Clara=3D 10S 9S 8H"
game 1 of rubber 3: Franz goes out at once (Franz dealt)
  Franz      counts   0
  Ben        counts  23  unmatched AS 3D 7D 2C
  Clara      counts  30  unmatched 9S 10S 8H 3D
Franz goes out at once and books 0
points: Franz 0, Ben 46, Clara 60
totals: Franz 0, Ben 46, Clara 60
next dealer: Ben
$ KLOPF_NOW=2026-11-27T19:30:00Z klopf game --table 3 --out Clara "Franz=JK AS" "Ben=10S"
game 2 of rubber 3: Clara goes out (Ben dealt)
  Franz      counts  31  unmatched AS JK
  Ben        counts  10  unmatched 10S
  Clara      counts   0
Clara goes out and books 0
points: Franz 31, Ben 10, Clara 0
totals: Franz 31, Ben 56, Clara 60
Franz wins the game

# Table 4, game 1 (Anna deals).
$ KLOPF_NOW=2026-11-27T19:33:00Z klopf game --table 4 --out Hans "Anna=JK 10S" "Karl=QD"
game 1 of rubber 4: Hans goes out (Anna dealt)
  Anna       counts  30  unmatched 10S JK
  Karl       counts  10  unmatched QD
  Hans       counts   0
Hans goes out and books 0
points: Anna 30, Karl 10, Hans 0
totals: Anna 30, Karl 10, Hans 0
next dealer: Karl
$ KLOPF_NOW=2026-11-27T19:36:00Z klopf game --table 4 --out Hans "Anna=6H JC AS" "Karl=7D 6H 3D KS"
game 2 of rubber 4: Hans goes out (Karl dealt)
  Anna       counts  27  unmatched AS 6H JC
  Karl       counts  26  unmatched KS 6H 3D 7D
  Hans       counts   0
Hans goes out and books 0
points: Anna 27, Karl 26, Hans 0
totals: Anna 57, Karl 36, Hans 0
Hans wins the game

# The standings after series 1.
$ KLOPF_NOW=2026-11-27T19:39:00Z klopf tournament standings
tournament 1: Club evening, after 1 series
  rank  player       points  minus  games   won   S1 
     1  Hans             10      0      2     2    10  Pik
     2  Franz             8     31      2     1     8  Herz
     3  Max               6     15      2     1     6
     4  Lena              6     20      2     1     6  Karo
     5  Dora              5      0      1     1     5  Herz
     6  Jakob             5     39      2     1     5  Karo
     7  Clara             5     60      2     1     5  Kreuz
     8  Eva               2      6      1     0     2  Herz
     9  Karl              2     36      2     0     2  Karo
    10  Ines              2     48      2     0     2  Pik
    11  Ben               2     56      2     0     2  Kreuz
    12  Gerti             1     14      1     0     1  Pik
    13  Nora              0     30      1     0     0
    14  Anna              0     57      2     0     0  Kreuz
teams:
     1  Herz             15     37      4     2
     2  Pik              13     62      5     2
     3  Karo             13     95      6     2
     4  Kreuz             7    173      6     1

# Nora leaves after the first series; Otto comes late, for team Karo.
$ KLOPF_NOW=2026-11-27T19:42:00Z klopf tournament withdraw Nora
Nora plays no further series of tournament 1
$ KLOPF_NOW=2026-11-27T19:45:00Z klopf tournament add --team Karo Otto
Otto plays in tournament 1 from series 2 on

# Series 2.
$ KLOPF_NOW=2026-11-27T19:48:00Z klopf tournament draw --seed 102
series 2 of tournament 1, set by the standings with seed 102:
  table 1: 1 Hans, 2 Franz, 3 Max, 4 Lena
  table 2: 1 Dora, 2 Jakob, 3 Clara, 4 Karl
  table 3: 1 Eva, 2 Ines, 3 Ben
  table 4: 1 Gerti, 2 Otto, 3 Anna
nobody sits with a player met at a table before
book each table's games with klopf game --table N (or klopf play --table N)

# Table 1, game 1 (Hans deals and sits out).
$ KLOPF_NOW=2026-11-27T19:57:00Z klopf game --table 1 --out Franz "Max=5H 10S 4C 7D" "Lena=9S 8H 2C 4C"
game 1 of rubber 5: Franz goes out (Hans dealt)
  Franz      counts   0
  Max        counts  26  unmatched 10S 5H 7D 4C
  Lena       counts  23  unmatched 9S 8H 2C 4C
Franz goes out and books 0
points: Franz 0, Max 26, Lena 23
totals: Hans 0, Franz 0, Max 26, Lena 23
next dealer: Franz
$ KLOPF_NOW=2026-11-27T20:00:00Z klopf game --table 1 --out Hans "Max=6H 10S 8H" "Lena=JK 3D"
game 2 of rubber 5: Hans goes out (Franz dealt)
  Hans       counts   0
  Max        counts  24  unmatched 10S 6H 8H
  Lena       counts  23  unmatched 3D JK
Hans goes out and books 0
points: Hans 0, Max 24, Lena 23
totals: Hans 0, Franz 0, Max 50, Lena 46
Hans shares the win
Franz shares the win

# Table 2, game 1 (Dora deals and sits out).
$ KLOPF_NOW=2026-11-27T20:03:00Z klopf game --table 2 --out Clara "Jakob=9S 7D" "Karl=JK 3D"
game 1 of rubber 6: Clara goes out (Dora dealt)
  Jakob      counts  16  unmatched 9S 7D
  Clara      counts   0
  Karl       counts  23  unmatched 3D JK
Clara goes out and books 0
points: Jakob 16, Clara 0, Karl 23
totals: Dora 0, Jakob 16, Clara 0, Karl 23
next dealer: Jakob
$ KLOPF_NOW=2026-11-27T20:06:00Z klopf game --table 2 --out Clara "Dora=10S AS 8H 6H" "Karl=4C 7D QD"
game 2 of rubber 6: Clara goes out (Jakob dealt)
  Dora       counts  35  unmatched AS 10S 6H 8H
  Clara      counts   0
  Karl       counts  21  unmatched 7D QD 4C
Clara goes out and books 0
points: Dora 35, Clara 0, Karl 21
totals: Dora 35, Jakob 16, Clara 0, Karl 44
Clara wins the game

# Table 3, game 1 (Eva deals).
$ KLOPF_NOW=2026-11-27T20:09:00Z klopf game --table 3 --out Ines "Eva=8H 9S 5H" "Ben=JK 9S"
game 1 of rubber 7: Ines goes out (Eva dealt)
  Eva        counts  22  unmatched 9S 5H 8H
  Ines       counts   0
  Ben        counts  29  unmatched 9S JK
Ines goes out and books 0
points: Eva 22, Ines 0, Ben 29
totals: Eva 22, Ines 0, Ben 29
next dealer: Ines
$ KLOPF_NOW=2026-11-27T20:12:00Z klopf game --table 3 --out Eva "Ines=AS 9S" "Ben=9S 10S 2C JC"
game 2 of rubber 7: Eva goes out (Ines dealt)
  Eva        counts   0
  Ines       counts  20  unmatched AS 9S
  Ben        counts  31  unmatched 9S 10S 2C JC
Eva goes out and books 0
points: Eva 0, Ines 20, Ben 31
totals: Eva 22, Ines 20, Ben 60
Ines wins the game

# Table 4, game 1 (Gerti deals).
$ KLOPF_NOW=2026-11-27T20:15:00Z klopf game --table 4 --out Gerti "Otto=JK 2C" "Anna=10S 9S KS 4C"
game 1 of rubber 8: Gerti goes out (Gerti dealt)
  Gerti      counts   0
  Otto       counts  22  unmatched 2C JK
  Anna       counts  33  unmatched 9S 10S KS 4C
Gerti goes out and books 0
points: Gerti 0, Otto 22, Anna 33
totals: Gerti 0, Otto 22, Anna 33
next dealer: Otto
$ KLOPF_NOW=2026-11-27T20:18:00Z klopf game --table 4 --out Gerti "Otto=2C 7D 3D" "Anna=5H"
game 2 of rubber 8: Gerti goes out (Otto dealt)
  Gerti      counts   0
  Otto       counts  12  unmatched 3D 7D 2C
  Anna       counts   5  unmatched 5H
Gerti goes out and books 0
points: Gerti 0, Otto 12, Anna 5
totals: Gerti 0, Otto 34, Anna 38
Gerti wins the game

# The standings after series 2.
$ KLOPF_NOW=2026-11-27T20:21:00Z klopf tournament standings
tournament 1: Club evening, after 2 series
  rank  player       points  minus  games   won   S1    S2 
     1  Hans             15      0      3     3    10     5  Pik
     2  Clara            15     60      4     3     5    10  Kreuz
     3  Franz            13     31      3     2     8     5  Herz
     4  Gerti            11     14      3     2     1    10  Pik
     5  Ines              8     68      4     1     2     6  Pik
     6  Eva               7     28      3     1     2     5  Herz
     7  Jakob             6     55      3     1     5     1  Karo
     8  Max               6     65      4     1     6     0
     9  Lena              6     66      4     1     6     0  Karo
    10  Dora              5     35      2     1     5     0  Herz
    11  Karl              2     80      4     0     2     0  Karo
    12  Anna              2     95      4     0     0     2  Kreuz
    13  Ben               2    116      4     0     2     0  Kreuz
    14  Otto              1     34      2     0     0     1  Karo
    15  Nora              0     30      1     0     0     0  (withdrew after series 1)
teams:
     1  Pik              34     82     10     6
     2  Herz             25     94      8     4
     3  Kreuz            19    271     12     3
     4  Karo             15    235     13     2

# Series 3.
$ KLOPF_NOW=2026-11-27T20:24:00Z klopf tournament draw --seed 103
series 3 of tournament 1, set by the standings with seed 103:
  table 1: 1 Hans, 2 Clara, 3 Gerti, 4 Ines
  table 2: 1 Franz, 2 Eva, 3 Jakob, 4 Lena
  table 3: 1 Max, 2 Dora, 3 Anna
  table 4: 1 Karl, 2 Ben, 3 Otto
2 times players sit together again
book each table's games with klopf game --table N (or klopf play --table N)

# Table 1, game 1 (Hans deals and sits out).
$ KLOPF_NOW=2026-11-27T20:33:00Z klopf game --table 1 --out Ines "Clara=QD AS" "Gerti=KS AS 3D"
game 1 of rubber 9: Ines goes out (Hans dealt)
  Clara      counts  21  unmatched AS QD
  Gerti      counts  24  unmatched AS KS 3D
  Ines       counts   0
Ines goes out and books 0
points: Clara 21, Gerti 24, Ines 0
totals: Hans 0, Clara 21, Gerti 24, Ines 0
next dealer: Clara
$ KLOPF_NOW=2026-11-27T20:36:00Z klopf game --table 1 --out Ines "Hans=9S" "Gerti=KS 6H"
game 2 of rubber 9: Ines goes out (Clara dealt)
  Hans       counts   9  unmatched 9S
  Gerti      counts  16  unmatched KS 6H
  Ines       counts   0
Ines goes out and books 0
points: Hans 9, Gerti 16, Ines 0
totals: Hans 9, Clara 21, Gerti 40, Ines 0
Ines wins the game

# Table 2, game 1 (Franz deals and sits out).
$ KLOPF_NOW=2026-11-27T20:39:00Z klopf game --table 2 --out Jakob "Eva=JC 2C" "Lena=5H 8H"
game 1 of rubber 10: Jakob goes out (Franz dealt)
  Eva        counts  12  unmatched 2C JC
  Jakob      counts   0
  Lena       counts  13  unmatched 5H 8H
Jakob goes out and books 0
points: Eva 12, Jakob 0, Lena 13
totals: Franz 0, Eva 12, Jakob 0, Lena 13
next dealer: Eva
$ KLOPF_NOW=2026-11-27T20:42:00Z klopf game --table 2 --out Franz "Jakob=9S AS" "Lena=9S"
game 2 of rubber 10: Franz goes out (Eva dealt)
  Franz      counts   0
  Jakob      counts  20  unmatched AS 9S
  Lena       counts   9  unmatched 9S
Franz goes out and books 0
points: Franz 0, Jakob 20, Lena 9
totals: Franz 0, Eva 12, Jakob 20, Lena 22
Franz wins the game

# Table 3, game 1 (Max deals).
$ KLOPF_NOW=2026-11-27T20:45:00Z klopf game --table 3 --at-once Anna "Max=2C JC 9S" "Dora=10S 3D 5H 4C"
game 1 of rubber 11: Anna goes out at once (Max dealt)
  Max        counts  21  unmatched 9S 2C JC
  Dora       counts  22  unmatched 10S 5H 3D 4C
  Anna       counts   0
Anna goes out at once and books 0
points: Max 42, Dora 44, Anna 0
totals: Max 42, Dora 44, Anna 0
next dealer: Dora
$ KLOPF_NOW=2026-11-27T20:48:00Z klopf game --table 3 --at-once Max "Dora=JK 10S" "Anna=4C QD 5H JC"
game 2 of rubber 11: Max goes out at once (Dora dealt)
  Max        counts   0
  Dora       counts  30  unmatched 10S JK
  Anna       counts  29  unmatched 5H QD 4C JC
Max goes out at once and books 0
points: Max 0, Dora 60, Anna 58
totals: Max 42, Dora 104, Anna 58
Max wins the game

# Table 4, game 1 (Karl deals).
$ KLOPF_NOW=2026-11-27T20:51:00Z klopf game --table 4 --out Otto "Karl=QD 6H 10S" "Ben=QD 5H 4C"
game 1 of rubber 12: Otto goes out (Karl dealt)
  Karl       counts  26  unmatched 10S 6H QD
  Ben        counts  19  unmatched 5H QD 4C
  Otto       counts   0
Otto goes out and books 0
points: Karl 26, Ben 19, Otto 0
totals: Karl 26, Ben 19, Otto 0
next dealer: Ben
$ KLOPF_NOW=2026-11-27T20:54:00Z klopf game --table 4 --out Otto "Karl=3D 10S" "Ben=4C"
game 2 of rubber 12: Otto goes out (Ben dealt)
  Karl       counts  13  unmatched 10S 3D
  Ben        counts   4  unmatched 4C
  Otto       counts   0
Otto goes out and books 0
points: Karl 13, Ben 4, Otto 0
totals: Karl 39, Ben 23, Otto 0
Otto wins the game

# The standings after series 3.
$ KLOPF_NOW=2026-11-27T20:57:00Z klopf tournament standings
tournament 1: Club evening, after 3 series
  rank  player       points  minus  games   won   S1    S2    S3 
     1  Franz            18     31      4     3     8     5     5  Herz
     2  Ines             18     68      6     3     2     6    10  Pik
     3  Hans             17      9      4     3    10     5     2  Pik
     4  Clara            15     81      5     3     5    10     0  Kreuz
     5  Max              14    107      6     2     6     0     8
     6  Gerti            12     54      5     2     1    10     1  Pik
     7  Jakob            12     75      5     2     5     1     6  Karo
     8  Otto             11     34      4     2     0     1    10  Karo
     9  Anna             10    153      6     1     0     2     8  Kreuz
    10  Lena              9     88      6     1     6     0     3  Karo
    11  Eva               8     40      4     1     2     5     1  Herz
    12  Dora              5    139      4     1     5     0     0  Herz
    13  Ben               5    139      6     0     2     0     3  Kreuz
    14  Karl              3    119      6     0     2     0     1  Karo
    15  Nora              0     30      1     0     0     0     0  (withdrew after series 1)
teams:
     1  Pik              47    131     15     8
     2  Karo             35    316     21     5
     3  Herz             31    210     12     5
     4  Kreuz            30    373     17     4

# The standings as JSON, and the tournament ends.
$ KLOPF_NOW=2026-11-27T21:00:00Z klopf tournament standings --json
{"format_version":1,"tournament":1,"series":3,"players":[{"name":"Franz","team":"Herz","points":18,"minus":31,"games":4,"won":3,"rank":1,"series_points":[8,5,5],"withdrawn_after":null},{"name":"Ines","team":"Pik","points":18,"minus":68,"games":6,"won":3,"rank":2,"series_points":[2,6,10],"withdrawn_after":null},{"name":"Hans","team":"Pik","points":17,"minus":9,"games":4,"won":3,"rank":3,"series_points":[10,5,2],"withdrawn_after":null},{"name":"Clara","team":"Kreuz","points":15,"minus":81,"games":5,"won":3,"rank":4,"series_points":[5,10,0],"withdrawn_after":null},{"name":"Max","team":null,"points":14,"minus":107,"games":6,"won":2,"rank":5,"series_points":[6,0,8],"withdrawn_after":null},{"name":"Gerti","team":"Pik","points":12,"minus":54,"games":5,"won":2,"rank":6,"series_points":[1,10,1],"withdrawn_after":null},{"name":"Jakob","team":"Karo","points":12,"minus":75,"games":5,"won":2,"rank":7,"series_points":[5,1,6],"withdrawn_after":null},{"name":"Otto","team":"Karo","points":11,"minus":34,"games":4,"won":2,"rank":8,"series_points":[0,1,10],"withdrawn_after":null},{"name":"Anna","team":"Kreuz","points":10,"minus":153,"games":6,"won":1,"rank":9,"series_points":[0,2,8],"withdrawn_after":null},{"name":"Lena","team":"Karo","points":9,"minus":88,"games":6,"won":1,"rank":10,"series_points":[6,0,3],"withdrawn_after":null},{"name":"Eva","team":"Herz","points":8,"minus":40,"games":4,"won":1,"rank":11,"series_points":[2,5,1],"withdrawn_after":null},{"name":"Dora","team":"Herz","points":5,"minus":139,"games":4,"won":1,"rank":12,"series_points":[5,0,0],"withdrawn_after":null},{"name":"Ben","team":"Kreuz","points":5,"minus":139,"games":6,"won":0,"rank":13,"series_points":[2,0,3],"withdrawn_after":null},{"name":"Karl","team":"Karo","points":3,"minus":119,"games":6,"won":0,"rank":14,"series_points":[2,0,1],"withdrawn_after":null},{"name":"Nora","team":null,"points":0,"minus":30,"games":1,"won":0,"rank":15,"series_points":[0,0,0],"withdrawn_after":1}],"teams":[{"team":"Pik","points":47,"minus":131,"games":15,"won":8,"rank":1},{"team":"Karo","points":35,"minus":316,"games":21,"won":5,"rank":2},{"team":"Herz","points":31,"minus":210,"games":12,"won":5,"rank":3},{"team":"Kreuz","points":30,"minus":373,"games":17,"won":4,"rank":4}]}
$ KLOPF_NOW=2026-11-27T21:01:00Z klopf rubbers
   id  started           games   pot  winner        players
    1  2026-11-27 19:06      2     0  Dora          Nora, Dora, Lena, Ines (table 1 of series 1, tournament 1)
    2  2026-11-27 19:06      2     0  Eva           Gerti, Eva, Max, Jakob (table 2 of series 1, tournament 1)
    3  2026-11-27 19:06      2     0  Franz         Franz, Ben, Clara (table 3 of series 1, tournament 1)
    4  2026-11-27 19:06      2     0  Hans          Anna, Karl, Hans (table 4 of series 1, tournament 1)
    5  2026-11-27 19:48      2     0  Hans+Franz    Hans, Franz, Max, Lena (table 1 of series 2, tournament 1)
    6  2026-11-27 19:48      2     0  Clara         Dora, Jakob, Clara, Karl (table 2 of series 2, tournament 1)
    7  2026-11-27 19:48      2     0  Ines          Eva, Ines, Ben (table 3 of series 2, tournament 1)
    8  2026-11-27 19:48      2     0  Gerti         Gerti, Otto, Anna (table 4 of series 2, tournament 1)
    9  2026-11-27 20:24      2     0  Ines          Hans, Clara, Gerti, Ines (table 1 of series 3, tournament 1)
   10  2026-11-27 20:24      2     0  Franz         Franz, Eva, Jakob, Lena (table 2 of series 3, tournament 1)
   11  2026-11-27 20:24      2     0  Max           Max, Dora, Anna (table 3 of series 3, tournament 1)
   12  2026-11-27 20:24      2     0  Otto          Karl, Ben, Otto (table 4 of series 3, tournament 1)
$ KLOPF_NOW=2026-11-27T21:03:00Z klopf tournament end
tournament 1 ends after 3 series
$ KLOPF_NOW=2026-11-27T21:06:00Z klopf tournament list
   1  Club evening  Rommé, started 2026-11-27T19:03:00Z, ended 2026-11-27T21:03:00Z
