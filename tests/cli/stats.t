# klopf stats and klopf settle on the fixture history (see history.t).
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

# Every player: rubber 4's shared pot counts as won for Anna and Ben.
$ klopf stats
player       rubbers  won  games knocks rummies avg pts buy-backs  out  chips
Anna               4    1      9      3       0    41.7         0    3    -11
Ben                3    2      7      2       0    36.7         1    1     +7
Clara              2    0      4      0       2    26.2         0    1     -9
Dora               3    1      4      2       1    10.2         0    0     +3

$ klopf stats --since 2024-05-11
player       rubbers  won  games knocks rummies avg pts buy-backs  out  chips
Anna               2    1      4      1       0    60.0         0    2     -7
Ben                1    1      2      1       0    50.5         0    1     +0
Clara              1    0      1      0       1     0.0         0    0     -4
Dora               2    1      3      1       1    13.0         0    0     +1

# Two names: also their head to head.  Anna and Ben played rubbers 1, 2
# and 4.  Knock money between them: Anna +1 net; Anna's 5 chips of ante
# in rubber 1 went to Ben with the pot; in rubber 4 each took back the
# share they paid in.  So Anna -4, Ben +4.
$ klopf stats anna Ben
player       rubbers  won  games knocks rummies avg pts buy-backs  out  chips
Anna               4    1      9      3       0    41.7         0    3    -11
Ben                3    2      7      2       0    36.7         1    1     +7
<BLANKLINE>
head to head: Anna and Ben played 3 rubbers together
  won: Anna 1, Ben 2 (Ben won more)
  chips between them: Anna -4, Ben +4

$ klopf stats Dora
player       rubbers  won  games knocks rummies avg pts buy-backs  out  chips
Dora               3    1      4      2       1    10.2         0    0     +3

$ klopf stats Zoe
klopf: Zoe played in no rubber
[3]

$ klopf stats Anna anna
klopf: stats: anna is named twice
(see 'klopf stats --help')
[2]

$ klopf stats --since 2024-02-30
klopf: stats: --since: "2024-02-30" is not a date; write YYYY-MM-DD, e.g. 2024-05-03
(see 'klopf stats --help')
[2]

# Settling the four rubbers that are over (rubber 5 is in play).
$ klopf settle
rubber 5 is in play and not counted
net chips over 4 rubbers:
  Anna    -11
  Ben     +7
  Clara   -5
  Dora    +9
3 payments settle it:
  Anna pays Dora 9
  Clara pays Ben 5
  Anna pays Ben 2

$ klopf settle --all
rubber 5 is in play and not counted
net chips over 4 rubbers:
  Anna    -11
  Ben     +7
  Clara   -5
  Dora    +9
who paid whom:
  Anna paid Ben 7
  Anna paid Clara 1
  Anna paid Dora 8
  Ben paid Anna 3
  Ben paid Clara 1
  Ben paid Dora 1
  Clara paid Anna 2
  Clara paid Ben 5
3 payments settle it:
  Anna pays Dora 9
  Clara pays Ben 5
  Anna pays Ben 2

$ klopf settle --chip-value 0.10
rubber 5 is in play and not counted
net chips over 4 rubbers:
  Anna    -1.10 (-11 chips)
  Ben     +0.70 (7 chips)
  Clara   -0.50 (-5 chips)
  Dora    +0.90 (9 chips)
3 payments settle it:
  Anna pays Dora 0.90 (9 chips)
  Clara pays Ben 0.50 (5 chips)
  Anna pays Ben 0.20 (2 chips)

# A decimal comma is read as well.
$ klopf settle --chip-value 0,10 | tail -n 3
  Anna pays Dora 0.90 (9 chips)
  Clara pays Ben 0.50 (5 chips)
  Anna pays Ben 0.20 (2 chips)

# --since today and yesterday: the local day of now (here of KLOPF_NOW).
$ KLOPF_NOW=2024-05-11T12:00:00Z klopf rubbers --since yesterday
   id  started           games   pot  winner        players
    2  2024-05-10 19:00      1    15  (abandoned)   Ben, Dora, Anna
    3  2024-05-11 19:00      2    10  Dora          Anna, Dora
    4  2024-05-20 19:00      2    10  Anna+Ben      Anna, Ben
    5  2024-06-01 18:00      1    10  (in play)     Clara, Dora

$ KLOPF_NOW=2024-05-11T12:00:00Z klopf settle --since today
rubber 5 is in play and not counted
net chips over 2 rubbers:
  Anna    -7
  Ben     +0
  Dora    +7
1 payment settles it:
  Anna pays Dora 7

$ klopf settle --rubber 3..4 --chip-value 0.125
net chips over 2 rubbers:
  Anna    -0.875 (-7 chips)
  Ben     +0.000 (0 chips)
  Dora    +0.875 (7 chips)
1 payment settles it:
  Anna pays Dora 0.875 (7 chips)

$ klopf settle --rubber 2
net chips over 1 rubber:
  Anna    -1
  Ben     -1
  Dora    +2
2 payments settle it:
  Anna pays Dora 1
  Ben pays Dora 1

$ klopf settle --since 2024-05-20
rubber 5 is in play and not counted
net chips over 1 rubber:
  Anna    +0
  Ben     +0
everybody is even: nothing to pay

$ klopf settle --since 2024-06-01
rubber 5 is in play and not counted
no finished or abandoned rubbers to settle

$ klopf settle --rubber 4..2
klopf: settle: --rubber takes A..B or A (rubber numbers, A <= B), not "4..2"
(see 'klopf settle --help')
[2]

$ klopf settle --rubber 1.. 
klopf: settle: --rubber takes A..B or A (rubber numbers, A <= B), not "1.."
(see 'klopf settle --help')
[2]

$ klopf settle --chip-value -1
klopf: settle: --chip-value takes an amount above 0 such as 0.10, not "-1"
(see 'klopf settle --help')
[2]

$ klopf settle --chip-value 0.1x
klopf: settle: --chip-value takes an amount above 0 such as 0.10, not "0.1x"
(see 'klopf settle --help')
[2]

$ klopf settle --chip-value nan
klopf: settle: --chip-value takes an amount above 0 such as 0.10, not "nan"
(see 'klopf settle --help')
[2]

$ klopf settle --since 2024-05-01 --rubber 1..2
klopf: settle: --since or --rubber, not both
(see 'klopf settle --help')
[2]

# A winner the empty pot (ante=0) pays nothing still counts as won, alone
# or tied.
$ KLOPF_NOW=2024-07-01T19:00:00Z klopf --db zero.db new --rule ante=0 Anna Ben >/dev/null

$ KLOPF_NOW=2024-07-01T19:10:00Z klopf --db zero.db game --knock Ben "Ben=3H 4H 5H QS QD QC 7C 7D 7S 2S" Anna=99 >/dev/null

$ KLOPF_NOW=2024-07-01T19:20:00Z klopf --db zero.db game --knock Anna "Anna=3H 4H 5H QS QD QC 7C 7D 7S 2S" Ben=99 >/dev/null

$ KLOPF_NOW=2024-07-02T19:00:00Z klopf --db zero.db new --rule ante=0 Clara Dora >/dev/null

$ KLOPF_NOW=2024-07-02T19:10:00Z klopf --db zero.db game --knock Clara "Clara=3H 4H 5H QS QD QC 7C 7D 7S 2S" Dora=101 >/dev/null

$ klopf --db zero.db stats
player       rubbers  won  games knocks rummies avg pts buy-backs  out  chips
Anna               1    1      2      1       0    50.5         0    1     +0
Ben                1    1      2      1       0    50.5         0    1     +0
Clara              1    1      1      1       0     2.0         0    0     +1
Dora               1    0      1      0       0   101.0         0    1     -1

$ klopf --db zero.db stats Anna Ben | tail -n 3
head to head: Anna and Ben played 1 rubber together
  won: Anna 1, Ben 1 (even)
  chips between them: Anna +0, Ben +0

# Out is judged by the out_at of each game, not the one the rubber
# started with: Ben is out with 95 after out_at went down to 90; Emil is
# in play with 110 after it went up to 150.
$ KLOPF_NOW=2024-08-01T19:00:00Z klopf --db outat.db new Anna Ben Clara >/dev/null

$ KLOPF_NOW=2024-08-01T19:10:00Z klopf --db outat.db game --knock Anna "Anna=3H 4H 5H QS QD QC 7C 7D 7S 2S" Ben=70 Clara=10 >/dev/null

$ KLOPF_NOW=2024-08-01T19:15:00Z klopf --db outat.db rules --change out_at=90 >/dev/null

$ KLOPF_NOW=2024-08-01T19:20:00Z klopf --db outat.db game --knock Anna "Anna=3H 4H 5H QS QD QC 7C 7D 7S 2S" Ben=25 Clara=10 >/dev/null

$ KLOPF_NOW=2024-08-01T19:30:00Z klopf --db outat.db abandon >/dev/null

$ KLOPF_NOW=2024-08-02T19:00:00Z klopf --db outat.db new Dora Emil Fritz >/dev/null

$ KLOPF_NOW=2024-08-02T19:10:00Z klopf --db outat.db game --knock Dora "Dora=3H 4H 5H QS QD QC 7C 7D 7S 2S" Emil=80 Fritz=5 >/dev/null

$ KLOPF_NOW=2024-08-02T19:15:00Z klopf --db outat.db rules --change out_at=150 >/dev/null

$ KLOPF_NOW=2024-08-02T19:20:00Z klopf --db outat.db game --knock Dora "Dora=3H 4H 5H QS QD QC 7C 7D 7S 2S" Emil=30 Fritz=5 >/dev/null

$ klopf --db outat.db stats
player       rubbers  won  games knocks rummies avg pts buy-backs  out  chips
Anna               1    0      2      2       0     2.0         0    0     +4
Ben                1    0      2      0       0    47.5         0    1     -2
Clara              1    0      2      0       0    10.0         0    0     -2
Dora               1    0      2      2       0     2.0         0    0     -1
Emil               1    0      2      0       0    55.0         0    0     -7
Fritz              1    0      2      0       0     5.0         0    0     -7
