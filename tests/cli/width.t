# Tables and game summaries fit the line: COLUMNS gives its width when
# the output is not a terminal (at least 60 columns).  Names are the
# long part: up to 40 bytes, in any script, measured in terminal columns
# (a Chinese character takes two).  A name column shrinks with an
# ellipsis, never inside a character; arrangements break between cards,
# lists between their items, sentences between words.  Without COLUMNS
# the output is as it always was (every other transcript).
#
# Five players: a name of 40 letters, Jörg, Dora, a Vietnamese name and
# a Chinese one (26 columns).
$ printf '%s\n' 'L="Maximilian-Alexander von Hohenzollern-Si"' 'V="Phạm Thị Hương Giang Nguyễn"' 'C="李雷王芳张伟刘洋陈静李雷王"' > names

$ . ./names; KLOPF_NOW=2026-04-01T20:00:00Z klopf new "$L" Jörg Dora "$V" "$C" >/dev/null

# The game summary at 60, 80 and 120 columns: the names' column shrinks
# at 60, the arrangements break between melds (a meld that fits a line
# is never split), the chips and totals between their items.
$ . ./names; KLOPF_NOW=2026-04-01T20:10:00Z COLUMNS=60 klopf game --knock "$L" "$L=4H 5H 6H 7S 7D 7C JS QS KS 4C" "Jörg=2C 3C 4C 8D 9D 10D KH KD 5S 9S" Dora=60 "$V=AS 2S 3S 4S 5H 6H 7H 8C 9C JC" "$C=84"
game 1 of rubber 1: Maximilian-Alexander von Hohenzollern-Si
  knocks (Maximilian-Alexander von Hohenzollern-Si dealt)
  Maximilian-Alexander von Ho…   4 points  [4H 5H 6H]
      [7S 7D 7C] [JS QS KS]  unmatched 4C
  Jörg                          34 points  [2C 3C 4C]
      [8D 9D 10D]  unmatched 5S 9S KH KD
  Dora                          60 points  (typed as points)
  Phạm Thị Hương Giang Nguyễn   27 points  [AS 2S 3S 4S]
      [5H 6H 7H]  unmatched 8C 9C JC
  李雷王芳张伟刘洋陈静李雷王    84 points  (typed as points)
chips: Jörg pays 1 to Maximilian-Alexander von
       Hohenzollern-Si, Dora pays 1 to Maximilian-Alexander
       von Hohenzollern-Si, Phạm Thị Hương Giang Nguyễn
       pays 1 to Maximilian-Alexander von Hohenzollern-Si,
       李雷王芳张伟刘洋陈静李雷王 pays 1 to
       Maximilian-Alexander von Hohenzollern-Si
totals: Maximilian-Alexander von Hohenzollern-Si 4, Jörg 34,
        Dora 60, Phạm Thị Hương Giang Nguyễn 27,
        李雷王芳张伟刘洋陈静李雷王 84
李雷王芳张伟刘洋陈静李雷王 may buy back for 5 chips (klopf
  buyback 李雷王芳张伟刘洋陈静李雷王): total 84 -> 60
next dealer: Jörg

$ cp "$KLOPF_DB" game1.db; klopf undo >/dev/null

$ . ./names; KLOPF_NOW=2026-04-01T20:10:00Z COLUMNS=80 klopf game --knock "$L" "$L=4H 5H 6H 7S 7D 7C JS QS KS 4C" "Jörg=2C 3C 4C 8D 9D 10D KH KD 5S 9S" Dora=60 "$V=AS 2S 3S 4S 5H 6H 7H 8C 9C JC" "$C=84"
game 1 of rubber 1: Maximilian-Alexander von Hohenzollern-Si knocks
  (Maximilian-Alexander von Hohenzollern-Si dealt)
  Maximilian-Alexander von Hohenzollern-Si   4 points  [4H 5H 6H] [7S 7D 7C]
      [JS QS KS]  unmatched 4C
  Jörg                                      34 points  [2C 3C 4C] [8D 9D 10D]
      unmatched 5S 9S KH KD
  Dora                                      60 points  (typed as points)
  Phạm Thị Hương Giang Nguyễn               27 points  [AS 2S 3S 4S] [5H 6H 7H]
      unmatched 8C 9C JC
  李雷王芳张伟刘洋陈静李雷王                84 points  (typed as points)
chips: Jörg pays 1 to Maximilian-Alexander von Hohenzollern-Si, Dora pays 1 to
       Maximilian-Alexander von Hohenzollern-Si, Phạm Thị Hương Giang Nguyễn
       pays 1 to Maximilian-Alexander von Hohenzollern-Si,
       李雷王芳张伟刘洋陈静李雷王 pays 1 to Maximilian-Alexander von
       Hohenzollern-Si
totals: Maximilian-Alexander von Hohenzollern-Si 4, Jörg 34, Dora 60,
        Phạm Thị Hương Giang Nguyễn 27, 李雷王芳张伟刘洋陈静李雷王 84
李雷王芳张伟刘洋陈静李雷王 may buy back for 5 chips (klopf buyback
  李雷王芳张伟刘洋陈静李雷王): total 84 -> 60
next dealer: Jörg

$ klopf undo >/dev/null

$ . ./names; KLOPF_NOW=2026-04-01T20:10:00Z COLUMNS=120 klopf game --knock "$L" "$L=4H 5H 6H 7S 7D 7C JS QS KS 4C" "Jörg=2C 3C 4C 8D 9D 10D KH KD 5S 9S" Dora=60 "$V=AS 2S 3S 4S 5H 6H 7H 8C 9C JC" "$C=84" | head -n 7
game 1 of rubber 1: Maximilian-Alexander von Hohenzollern-Si knocks (Maximilian-Alexander von Hohenzollern-Si dealt)
  Maximilian-Alexander von Hohenzollern-Si   4 points  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  unmatched 4C
  Jörg                                      34 points  [2C 3C 4C] [8D 9D 10D]  unmatched 5S 9S KH KD
  Dora                                      60 points  (typed as points)
  Phạm Thị Hương Giang Nguyễn               27 points  [AS 2S 3S 4S] [5H 6H 7H]  unmatched 8C 9C JC
  李雷王芳张伟刘洋陈静李雷王                84 points  (typed as points)
chips: Jörg pays 1 to Maximilian-Alexander von Hohenzollern-Si, Dora pays 1 to Maximilian-Alexander von Hohenzollern-Si,

$ cmp <(sqlite3 "$KLOPF_DB" .dump | grep -v -e event -e chip_transfer) <(sqlite3 game1.db .dump | grep -v -e event -e chip_transfer) >/dev/null; echo booked
booked

# Below 60 columns the layout is that of 60.
$ . ./names; KLOPF_NOW=2026-04-01T20:20:00Z COLUMNS=20 klopf game --knock Jörg "Jörg=4H 5H 6H 7S 7D 7C JS QS KS 3C" "$L=2C 3C 4C 8D 9D 10D KH KD 5S 9S" Dora=10 "$V=AS 2S 3S 4S 5H 6H 7H 8C 9C JC" "$C=3"
game 2 of rubber 1: Jörg knocks (Jörg dealt)
  Maximilian-Alexander von Ho…  34 points  [2C 3C 4C]
      [8D 9D 10D]  unmatched 5S 9S KH KD
  Jörg                           3 points  [4H 5H 6H]
      [7S 7D 7C] [JS QS KS]  unmatched 3C
  Dora                          10 points  (typed as points)
  Phạm Thị Hương Giang Nguyễn   27 points  [AS 2S 3S 4S]
      [5H 6H 7H]  unmatched 8C 9C JC
  李雷王芳张伟刘洋陈静李雷王     3 points  (typed as points)
chips: Maximilian-Alexander von Hohenzollern-Si pays 1 to
       Jörg, Dora pays 1 to Jörg, Phạm Thị Hương Giang
       Nguyễn pays 1 to Jörg, 李雷王芳张伟刘洋陈静李雷王
       pays 1 to Jörg
totals: Maximilian-Alexander von Hohenzollern-Si 38,
        Jörg 37, Dora 70, Phạm Thị Hương Giang Nguyễn 54,
        李雷王芳张伟刘洋陈静李雷王 87
李雷王芳张伟刘洋陈静李雷王 may buy back for 5 chips (klopf
  buyback 李雷王芳张伟刘洋陈静李雷王): total 87 -> 70
next dealer: Dora

$ . ./names; KLOPF_NOW=2026-04-01T20:25:00Z klopf buyback "$C" >/dev/null

$ KLOPF_NOW=2026-04-01T20:30:00Z klopf leave Dora >/dev/null

# The standings: the names' column as wide as the widest name or what
# the line leaves; notes that do not fit go on a line of their own.
$ COLUMNS=60 klopf standings
rubber 1, in play, 2 games played, pot 30
  player                                   points  chips
  Maximilian-Alexander von Hohenzollern-Si     38     -2
  Jörg                                         37     -2
  Dora                                         70     -7
                left after game 2
  Phạm Thị Hương Giang Nguyễn                  54     -7
                deals next
  李雷王芳张伟刘洋陈静李雷王                   70    -12
                bought back

$ COLUMNS=80 klopf standings
rubber 1, in play, 2 games played, pot 30
  player                                   points  chips
  Maximilian-Alexander von Hohenzollern-Si     38     -2
  Jörg                                         37     -2
  Dora                                         70     -7  left after game 2
  Phạm Thị Hương Giang Nguyễn                  54     -7  deals next
  李雷王芳张伟刘洋陈静李雷王                   70    -12  bought back

$ COLUMNS=120 klopf standings
rubber 1, in play, 2 games played, pot 30
  player                                   points  chips
  Maximilian-Alexander von Hohenzollern-Si     38     -2
  Jörg                                         37     -2
  Dora                                         70     -7  left after game 2
  Phạm Thị Hương Giang Nguyễn                  54     -7  deals next
  李雷王芳张伟刘洋陈静李雷王                   70    -12  bought back

# COLUMNS that is not a number is no width.
$ COLUMNS=wide klopf standings | head -n 3
rubber 1, in play, 2 games played, pot 30
  player       points  chips
  Maximilian-Alexander von Hohenzollern-Si     38     -2

# The log: at 60 and 80 columns the dealer and the declaration go on a
# line of their own below each game, and the players' columns shrink;
# at 120 the names shrink in their columns.
$ COLUMNS=60 klopf history
rubber 1 (in play): Maximilian-Alexander von
  Hohenzollern-Si, Jörg, Dora, Phạm Thị Hương Giang Nguyễn
  and 李雷王芳张伟刘洋陈静李雷王
started 2026-04-01 20:00
antes: each pays 5 into the pot (25)
<BLANKLINE>
 game   Maximilia…      Jörg      Dora Phạm Thị …  李雷王芳…
    1       4    4   34   34   60   60    27   27    84   84
       Maximilian-Alexander von Hohenzollern-Si dealt:
         Maximilian-Alexander von Hohenzollern-Si knocks
       chips: Maximilian-Alexander von Hohenzollern-Si +4,
              Jörg -1, Dora -1,
              Phạm Thị Hương Giang Nguyễn -1,
              李雷王芳张伟刘洋陈静李雷王 -1
    2      34   38    3   37   10   70    27   54     3   87
       Jörg dealt: Jörg knocks
       chips: Maximilian-Alexander von Hohenzollern-Si -1,
              Jörg +4, Dora -1,
              Phạm Thị Hương Giang Nguyễn -1,
              李雷王芳张伟刘洋陈静李雷王 -1
    -  李雷王芳张伟刘洋陈静李雷王 buys back for 5 chips: 87
         -> 70
    -  Dora leaves the rubber with 70
<BLANKLINE>
totals: Maximilian-Alexander von Hohenzollern-Si 38,
        Jörg 37, Dora 70 (left),
        Phạm Thị Hương Giang Nguyễn 54,
        李雷王芳张伟刘洋陈静李雷王 70
net chips: Maximilian-Alexander von Hohenzollern-Si -2,
           Jörg -2, Dora -7, Phạm Thị Hương Giang Nguyễn -7,
           李雷王芳张伟刘洋陈静李雷王 -12
pot 30; Phạm Thị Hương Giang Nguyễn deals next

$ COLUMNS=80 klopf history
rubber 1 (in play): Maximilian-Alexander von Hohenzollern-Si, Jörg, Dora, Phạm
  Thị Hương Giang Nguyễn and 李雷王芳张伟刘洋陈静李雷王
started 2026-04-01 20:00
antes: each pays 5 into the pot (25)
<BLANKLINE>
 game   Maximilian-Alex…      Jörg      Dora Phạm Thị Hương G… 李雷王芳张伟刘洋…
    1             4    4   34   34   60   60           27   27           84   84
       Maximilian-Alexander von Hohenzollern-Si dealt: Maximilian-Alexander von
         Hohenzollern-Si knocks
       chips: Maximilian-Alexander von Hohenzollern-Si +4, Jörg -1, Dora -1,
              Phạm Thị Hương Giang Nguyễn -1, 李雷王芳张伟刘洋陈静李雷王 -1
    2            34   38    3   37   10   70           27   54            3   87
       Jörg dealt: Jörg knocks
       chips: Maximilian-Alexander von Hohenzollern-Si -1, Jörg +4, Dora -1,
              Phạm Thị Hương Giang Nguyễn -1, 李雷王芳张伟刘洋陈静李雷王 -1
    -  李雷王芳张伟刘洋陈静李雷王 buys back for 5 chips: 87 -> 70
    -  Dora leaves the rubber with 70
<BLANKLINE>
totals: Maximilian-Alexander von Hohenzollern-Si 38, Jörg 37, Dora 70 (left),
        Phạm Thị Hương Giang Nguyễn 54, 李雷王芳张伟刘洋陈静李雷王 70
net chips: Maximilian-Alexander von Hohenzollern-Si -2, Jörg -2, Dora -7,
           Phạm Thị Hương Giang Nguyễn -7, 李雷王芳张伟刘洋陈静李雷王 -12
pot 30; Phạm Thị Hương Giang Nguyễn deals next

$ COLUMNS=120 klopf history
rubber 1 (in play): Maximilian-Alexander von Hohenzollern-Si, Jörg, Dora, Phạm Thị Hương Giang Nguyễn and
  李雷王芳张伟刘洋陈静李雷王
started 2026-04-01 20:00
antes: each pays 5 into the pot (25)
<BLANKLINE>
 game  dealer     declared                                         Maximili…       Jörg       Dora  Phạm Thị…  李雷王芳…
    1  Maximili…  Maximilian-Alexander von Hohenzollern-Si knocks     4    4    34   34    60   60    27   27    84   84
       chips: Maximilian-Alexander von Hohenzollern-Si +4, Jörg -1, Dora -1, Phạm Thị Hương Giang Nguyễn -1,
              李雷王芳张伟刘洋陈静李雷王 -1
    2  Jörg       Jörg knocks                                        34   38     3   37    10   70    27   54     3   87
       chips: Maximilian-Alexander von Hohenzollern-Si -1, Jörg +4, Dora -1, Phạm Thị Hương Giang Nguyễn -1,
              李雷王芳张伟刘洋陈静李雷王 -1
    -  李雷王芳张伟刘洋陈静李雷王 buys back for 5 chips: 87 -> 70
    -  Dora leaves the rubber with 70
<BLANKLINE>
totals: Maximilian-Alexander von Hohenzollern-Si 38, Jörg 37, Dora 70 (left), Phạm Thị Hương Giang Nguyễn 54,
        李雷王芳张伟刘洋陈静李雷王 70
net chips: Maximilian-Alexander von Hohenzollern-Si -2, Jörg -2, Dora -7, Phạm Thị Hương Giang Nguyễn -7,
           李雷王芳张伟刘洋陈静李雷王 -12
pot 30; Phạm Thị Hương Giang Nguyễn deals next

# A correction: the hands as typed break between their cards.
$ . ./names; KLOPF_NOW=2026-04-01T20:40:00Z COLUMNS=60 klopf fix 2 "$V=AS 2S 3S 4S 5H 6H 7H 8C 9C QC"
corrected game 2 of rubber 1:
  Phạm Thị Hương Giang Nguyễn  AS 2S 3S 4S 5H 6H 7H 8C 9C JC
      -> AS 2S 3S 4S 5H 6H 7H 8C 9C QC
game 2: Jörg knocks
  Maximilian-Alexander von Ho…  34 points  [2C 3C 4C]
      [8D 9D 10D]  unmatched 5S 9S KH KD
  Jörg                           3 points  [4H 5H 6H]
      [7S 7D 7C] [JS QS KS]  unmatched 3C
  Dora                          10 points  (typed as points)
  Phạm Thị Hương Giang Nguyễn   27 points  [AS 2S 3S 4S]
      [5H 6H 7H]  unmatched 8C 9C QC
  李雷王芳张伟刘洋陈静李雷王     3 points  (typed as points)
totals and chips, before -> after:
  Maximilian-Alexander von Hohe…   38 ->   38     -2 ->   -2
  Jörg                             37 ->   37     -2 ->   -2
  Dora                             70 ->   70     -7 ->   -7
  Phạm Thị Hương Giang Nguyễn      54 ->   54     -7 ->   -7
  李雷王芳张伟刘洋陈静李雷王       70 ->   70    -12 ->  -12

# The chart narrows; a player who left is listed as left.
$ COLUMNS=60 klopf chart
rubber 1: Maximilian-Alexander von Hohenzollern-Si (M),
  Jörg (J), Dora (D), Phạm Thị Hương Giang Nguyễn (P),
  李雷王芳张伟刘洋陈静李雷王 (5); totals over 2 games
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
game 0                          1                          2
= 101 out  - 81 buy-back  . trail  v buy-back  x out
李雷王芳张伟刘洋陈静李雷王 bought back after game 2: 87 ->
  70
Dora left after game 2 with 70

$ . ./names; KLOPF_NOW=2026-04-01T20:50:00Z klopf abandon >/dev/null

# stats: at 60 columns in blocks of columns, each with the names.
$ COLUMNS=60 klopf stats
player                         rubbers  won  games knocks
Dora                                 1    0      2      0
Jörg                                 1    0      2      1
Maximilian-Alexander von Hohe…       1    0      2      1
Phạm Thị Hương Giang Nguyễn          1    0      2      0
李雷王芳张伟刘洋陈静李雷王           1    0      2      0
<BLANKLINE>
player                         rummies avg pts buy-backs
Dora                                 0    35.0         0
Jörg                                 0    18.5         0
Maximilian-Alexander von Hohe…       0    19.0         0
Phạm Thị Hương Giang Nguyễn          0    27.0         0
李雷王芳张伟刘洋陈静李雷王           0    43.5         1
<BLANKLINE>
player                          out  chips
Dora                              0     -2
Jörg                              0     +3
Maximilian-Alexander von Hohe…    0     +3
Phạm Thị Hương Giang Nguyễn       0     -2
李雷王芳张伟刘洋陈静李雷王        0     -2

$ COLUMNS=80 klopf stats
player          rubbers  won  games knocks rummies avg pts buy-backs  out  chips
Dora                  1    0      2      0       0    35.0         0    0     -2
Jörg                  1    0      2      1       0    18.5         0    0     +3
Maximilian-Ale…       1    0      2      1       0    19.0         0    0     +3
Phạm Thị Hương…       1    0      2      0       0    27.0         0    0     -2
李雷王芳张伟刘…       1    0      2      0       0    43.5         1    0     -2

$ COLUMNS=120 klopf stats
player                                   rubbers  won  games knocks rummies avg pts buy-backs  out  chips
Dora                                           1    0      2      0       0    35.0         0    0     -2
Jörg                                           1    0      2      1       0    18.5         0    0     +3
Maximilian-Alexander von Hohenzollern-Si       1    0      2      1       0    19.0         0    0     +3
Phạm Thị Hương Giang Nguyễn                    1    0      2      0       0    27.0         0    0     -2
李雷王芳张伟刘洋陈静李雷王                     1    0      2      0       0    43.5         1    0     -2

$ . ./names; COLUMNS=60 klopf stats "$L" "$C"
player                         rubbers  won  games knocks
Maximilian-Alexander von Hohe…       1    0      2      1
李雷王芳张伟刘洋陈静李雷王           1    0      2      0
<BLANKLINE>
player                         rummies avg pts buy-backs
Maximilian-Alexander von Hohe…       0    19.0         0
李雷王芳张伟刘洋陈静李雷王           0    43.5         1
<BLANKLINE>
player                          out  chips
Maximilian-Alexander von Hohe…    0     +3
李雷王芳张伟刘洋陈静李雷王        0     -2
<BLANKLINE>
head to head: Maximilian-Alexander von Hohenzollern-Si and
  李雷王芳张伟刘洋陈静李雷王 played 1 rubber together
  won: Maximilian-Alexander von Hohenzollern-Si 0,
    李雷王芳张伟刘洋陈静李雷王 0 (even)
  chips between them: Maximilian-Alexander von
    Hohenzollern-Si +1, 李雷王芳张伟刘洋陈静李雷王 -1

$ COLUMNS=60 klopf rubbers
   id  started           games   pot  winner        players
    1  2026-04-01 20:00      2    30  (abandoned) 
       Maximilian-Alexander von Hohenzollern-Si, Jörg, Dora,
       Phạm Thị Hương Giang Nguyễn,
       李雷王芳张伟刘洋陈静李雷王

$ COLUMNS=120 klopf rubbers
   id  started           games   pot  winner        players
    1  2026-04-01 20:00      2    30  (abandoned)   Maximilian-Alexander von Hohenzollern-Si, Jörg, Dora,
       Phạm Thị Hương Giang Nguyễn, 李雷王芳张伟刘洋陈静李雷王

$ COLUMNS=60 klopf settle --all --chip-value 0.10
net chips over 1 rubber:
  Dora                                  -0.20 (-2 chips)
  Jörg                                  +0.30 (3 chips)
  Maximilian-Alexander von Hohenzolle…  +0.30 (3 chips)
  Phạm Thị Hương Giang Nguyễn           -0.20 (-2 chips)
  李雷王芳张伟刘洋陈静李雷王            -0.20 (-2 chips)
who paid whom:
  Dora paid Jörg 0.10 (1 chip)
  Dora paid Maximilian-Alexander von Hohenzollern-Si 0.10 (1
    chip)
  Jörg paid Maximilian-Alexander von Hohenzollern-Si 0.10 (1
    chip)
  Maximilian-Alexander von Hohenzollern-Si paid Jörg 0.10 (1
    chip)
  Phạm Thị Hương Giang Nguyễn paid Jörg 0.10 (1 chip)
  Phạm Thị Hương Giang Nguyễn paid Maximilian-Alexander von
    Hohenzollern-Si 0.10 (1 chip)
  李雷王芳张伟刘洋陈静李雷王 paid Jörg 0.10 (1 chip)
  李雷王芳张伟刘洋陈静李雷王 paid Maximilian-Alexander von
    Hohenzollern-Si 0.10 (1 chip)
4 payments settle it:
  Dora pays Jörg 0.20 (2 chips)
  Phạm Thị Hương Giang Nguyễn pays Maximilian-Alexander von
    Hohenzollern-Si 0.20 (2 chips)
  李雷王芳张伟刘洋陈静李雷王 pays Jörg 0.10 (1 chip)
  李雷王芳张伟刘洋陈静李雷王 pays Maximilian-Alexander von
    Hohenzollern-Si 0.10 (1 chip)

# The house rules: each text breaks between its words, under where it
# starts.
$ COLUMNS=60 klopf rules --game gin | head -n 8
game              gin     the game of the rummy family
                          played
school            modern  the school whose bonuses apply
                          where a rule says school
knock_limit       10      highest deadwood with which a
                          player may knock
big_gin           school  all eleven cards in melds score as
                          big gin (school: in the modern

# klopf check and deadwood: the cards break between melds, under where
# the arrangement starts.
$ COLUMNS=60 klopf check --game continental "2C 3C 4C 5H 6H 7H 9S 10S JS 5D 6D 7D 8C 9C 10C / AS 2D 3D 4D 5S 6S 8S 9H 10H JH QH KH AD KC QC"
player 1 goes out: [2C 3C 4C] [5H 6H 7H] [5D 6D 7D]
                   [8C 9C 10C] [9S 10S JS]
player 2, not counted: unmatched AS 5S 6S 8S 9H 10H JH QH KH
                       AD 2D 3D 4D QC KC
player 2 pays player 1 1

$ COLUMNS=60 klopf deadwood --game continental "3S JK JK 6S 7D 2C 5H 8H 9H 10H JD QD KD AH 4C"
deadwood 19: [3S JK JK 6S] [8H 9H 10H] [JD QD KD]
             unmatched AH 5H 7D 2C 4C

$ COLUMNS=60 klopf check --game phom "AS 2S 3S 5H 5D 5C 9C 10C JC / 2H 4H 6H 8H 10H QH KH 3D 7D"
player 1, deadwood 0: [AS 2S 3S] [5H 5D 5C] [9C 10C JC]
player 2, deadwood 65: unmatched 2H 4H 6H 8H 10H QH KH 3D 7D
the showdown: player 1 wins with deadwood 0
player 2 pays player 1 4

# klopf play at 60 columns: the last look fits, the game is shown once
# (after booking only what changed), and the buy-back offer names the
# command as play reads it.
$ . ./names; printf '%s\n' "Jörg Dora Hohenzollern-Sigmaringen-Maximilian-Alex $C" 'Jörg' 'k' '4H 5H 6H 7S 7D 7C JS QS KS 4C' '2C 3C 4C 8D 9D 10D KH KD 5S 9S' 'AS 2S 3S 4S 5H 6H 7H 8C 9C JC' '84' 'yes' 'n' 'quit' > play.txt

$ KLOPF_NOW=2026-04-02T20:00:00Z COLUMNS=60 klopf --db play.db play < play.txt
klopf play: type help at any question, quit to leave.
No rubber is in play; name the players to start one.
Players, in seating order (the first deals): Jörg Dora Hohenzollern-Sigmaringen-Maximilian-Alex 李雷王芳张伟刘洋陈静李雷王
rubber 1: Jörg, Dora,
  Hohenzollern-Sigmaringen-Maximilian-Alex,
  李雷王芳张伟刘洋陈静李雷王
each pays 5 chips into the pot (pot 20); Jörg deals first
rubber 1, in play, 0 games played, pot 20
  player                                   points  chips
  Jörg                                          0     -5
                deals next
  Dora                                          0     -5
  Hohenzollern-Sigmaringen-Maximilian-Alex      0     -5
  李雷王芳张伟刘洋陈静李雷王                    0     -5
<BLANKLINE>
Game 1: Jörg deals.
Who went out? Jörg
Knock or rummy? k
Jörg's cards (10, or 11 before the discard): 4H 5H 6H 7S 7D 7C JS QS KS 4C
  Jörg: [4H 5H 6H] [7S 7D 7C] [JS QS KS]  unmatched 4C
    (deadwood 4: the knock stands)
Dora's cards (10) or points: 2C 3C 4C 8D 9D 10D KH KD 5S 9S
  Dora: [2C 3C 4C] [8D 9D 10D]  unmatched 5S 9S KH KD
    (34 points)
Hohenzollern-Sigmaringen-Maximilian-Alex's cards (10) or points: AS 2S 3S 4S 5H 6H 7H 8C 9C JC
  Hohenzollern-Sigmaringen-Maximilian-Alex: [AS 2S 3S 4S]
      [5H 6H 7H]  unmatched 8C 9C JC  (27 points)
李雷王芳张伟刘洋陈静李雷王's cards (10) or points: 84
  李雷王芳张伟刘洋陈静李雷王: 84 (typed as points)
<BLANKLINE>
Game 1: Jörg knocks (Jörg dealt)
  Jörg                           4 points  [4H 5H 6H]
      [7S 7D 7C] [JS QS KS]  unmatched 4C
  Dora                          34 points  [2C 3C 4C]
      [8D 9D 10D]  unmatched 5S 9S KH KD
  Hohenzollern-Sigmaringen-Ma…  27 points  [AS 2S 3S 4S]
      [5H 6H 7H]  unmatched 8C 9C JC
  李雷王芳张伟刘洋陈静李雷王    84 points  (typed as points)
Record game 1? [y/n/name] yes
game 1 of rubber 1 is booked
chips: Dora pays 1 to Jörg,
       Hohenzollern-Sigmaringen-Maximilian-Alex pays 1 to
       Jörg, 李雷王芳张伟刘洋陈静李雷王 pays 1 to Jörg
totals: Jörg 4, Dora 34,
        Hohenzollern-Sigmaringen-Maximilian-Alex 27,
        李雷王芳张伟刘洋陈静李雷王 84
李雷王芳张伟刘洋陈静李雷王 may buy back for 5 chips (buyback
  李雷王芳张伟刘洋陈静李雷王): total 84 -> 34
next dealer: Dora
<BLANKLINE>
rubber 1, in play, 1 game played, pot 20
  player                                   points  chips
  Jörg                                          4     -2
  Dora                                         34     -6
                deals next
  Hohenzollern-Sigmaringen-Maximilian-Alex     27     -6
  李雷王芳张伟刘洋陈静李雷王                   84     -6
                may buy back (to 34)
Does 李雷王芳张伟刘洋陈静李雷王 buy back for 5 chips (total 84 -> 34)? [y/n] n
<BLANKLINE>
Game 2: Dora deals.
Who went out? quit
