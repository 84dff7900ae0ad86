# Continental at a table of twelve, the most it seats: four packs and
# four jokers, so a card may be shown four times, not five.  Alex and
# Andi share Anna's initial, so the chart marks the three by seat.
$ klopf new --game continental A B C D E F G H I J K L M
klopf: new: a rubber of Continental needs 2 to 12 players in seating order, not 13
(see 'klopf new --help')
[2]

$ KLOPF_NOW=2026-11-24T20:00:00Z klopf new --game continental --rule hands=2 Anna Ben Clara Dora Emil Fritz Gerda Hans Ida Alex Andi Lena
rubber 1: Anna, Ben, Clara, Dora, Emil, Fritz, Gerda, Hans, Ida, Alex, Andi, Lena
a game of Continental over 2 hands; Anna deals first
house rule: hands=2 (default open)

# A fifth 4S is refused, and nothing is booked.
$ KLOPF_NOW=2026-11-24T20:10:00Z klopf game --out Anna "Anna=4S 4S 4S 4S 4S 9H 10H JH JK 2D 3D 4D QC KC AC" "Ben=JD 7C KD 5C 7S KS 5H 6H 5S KC 5S 10C 6D 8D 4C" "Clara=AH 10H 7H 4D 9C 7D AS QD 4C QH 9H 3C KS 3C AD" "Dora=8H 5D 3S 4C 2H 2S 2C 7H KC JD 6H 4H 9S 7D 9C" "Emil=3H 6D 5C QD KH 8D 8D 6D 10D 9D QH 6S 7H 4S 2C" "Fritz=10D 8C 9D 5S JH 4H JH JS JS QD AH 2D AD JK AH" "Gerda=QS 10C 8S KD 4S 9H 7C 2C 8S 5C AS JC AD JC KS" "Hans=6H 3H 3D 6C 3D 10D AH AC 6C 5D KH 8H 5H 2H 8H" "Ida=KD 10H 10S 7D 6S 8C 4C JD 3S 9D 5D 2S 6D QS 10C" "Alex=2H 8C 9C JD 7C 8D QH 2D 3D 4D 8S 5C 10S AS KS" "Andi=QC 10S QH 6C 9S 9D 3C 4H 10D 8C 4H 10H 7H 2C AC" "Lena=8H QD 9H JC 9S 10S QC 4D AD 3H 6C JK AC KC 7D"
klopf: hand of Anna: card 5 "4S": copy number 5 of 4S, but 4 packs of cards hold only 4
[3]

# 5-4-3-3 with both jokers: 5 from each of the eleven others.
$ KLOPF_NOW=2026-11-24T20:10:00Z klopf game --out Anna "Anna=4S 5S JK 7S 8S 9H 10H JH JK 2D 3D 4D QC KC AC" "Ben=JD 7C KD 5C 7S KS 5H 6H 5S KC 5S 10C 6D 8D 4C" "Clara=AH 10H 7H 4D 9C 7D AS QD 4C QH 9H 3C KS 3C AD" "Dora=8H 5D 3S 4C 2H 2S 2C 7H KC JD 6H 4H 9S 7D 9C" "Emil=3H 6D 5C QD KH 8D 8D 6D 10D 9D QH 6S 7H 4S 2C" "Fritz=10D 8C 9D 5S JH 4H JH JS JS QD AH 2D AD JK AH" "Gerda=QS 10C 8S KD 4S 9H 7C 2C 8S 5C AS JC AD JC KS" "Hans=6H 3H 3D 6C 3D 10D AH AC 6C 5D KH 8H 5H 2H 8H" "Ida=KD 10H 10S 7D 6S 8C 4C JD 3S 9D 5D 2S 6D QS 10C" "Alex=2H 8C 9C JD 7C 8D QH 2D 3D 4D 8S 5C 10S AS KS" "Andi=QC 10S QH 6C 9S 9D 3C 4H 10D 8C 4H 10H 7H 2C AC" "Lena=8H QD 9H JC 9S 10S QC 4D AD 3H 6C JK AC KC 7D"
game 1 of rubber 1: Anna goes out (Anna dealt)
  Anna       counts   0  [2D 3D 4D] [4S 5S JK 7S 8S] [9H 10H JH] [JK QC KC AC]
  Ben        counts 108  unmatched 5S 5S 7S KS 5H 6H 6D 8D JD KD 4C 5C 7C 10C KC
  Clara      counts  89  unmatched AS KS AH 7H 9H 10H QH AD 4D 7D QD 3C 3C 4C 9C
  Dora       counts  67  [6H 7H 8H]  unmatched 2S 3S 9S 2H 4H 5D 7D JD 2C 4C 9C KC
  Emil       counts  77  [8D 9D 10D]  unmatched 4S 6S 3H 7H QH KH 6D 6D 8D QD 2C 5C
  Fritz      counts  62  [9D 10D JK QD]  unmatched 5S JS JS AH AH 4H JH JH AD 2D 8C
  Gerda      counts  84  [QS KS AS]  unmatched 4S 8S 8S 9H AD KD 2C 5C 7C 10C JC JC
  Hans       counts  71  [AH 2H 3H]  unmatched 5H 6H 8H 8H KH 3D 3D 5D 10D AC 6C 6C
  Ida        counts  92  [5D 6D 7D]  unmatched 2S 3S 6S 10S QS 10H 9D JD KD 4C 8C 10C
  Alex       counts  64  [2D 3D 4D] [7C 8C 9C]  unmatched AS 8S 10S KS 2H QH 8D JD 5C
  Andi       counts  97  [AC 2C 3C]  unmatched 9S 10S 4H 4H 7H 10H QH 9D 10D 6C 8C QC
  Lena       counts  48  [9S 10S JK] [JC QC KC AC]  unmatched 3H 8H 9H AD 4D 7D QD 6C
Anna goes out; each other player pays 5
chips:
  Ben pays 5 to Anna for going out
  Clara pays 5 to Anna for going out
  Dora pays 5 to Anna for going out
  Emil pays 5 to Anna for going out
  Fritz pays 5 to Anna for going out
  Gerda pays 5 to Anna for going out
  Hans pays 5 to Anna for going out
  Ida pays 5 to Anna for going out
  Alex pays 5 to Anna for going out
  Andi pays 5 to Anna for going out
  Lena pays 5 to Anna for going out
totals: Anna +55, Ben -5, Clara -5, Dora -5, Emil -5, Fritz -5, Gerda -5, Hans -5, Ida -5, Alex -5, Andi -5, Lena -5
next dealer: Ben

# 3-3-3-3-3 without a joker: 1 from each; the second hand ends the game.
$ KLOPF_NOW=2026-11-24T20:40:00Z klopf game --out Lena "Anna=10S JK 5C 7C 6S 4D JD 4D 10S QH 10C 5S 9C 2D 6H" "Ben=3H 8H 9D 10H KS 3H 9H 8S 4S QS 7S QC KD QH 3C" "Clara=2D 3D JS 3D 2D 10H KD JH 9C 7S 3C 8D 4S 6D QD" "Dora=9H QC AH 7D KH 9D AH 4H KD 7C KS 7D 6D 4H AS" "Emil=KH 2C 2S QC 6D 8C 9S QC 10H AS JD 8S 9H KC 6H" "Fritz=QH 5C 9C 7H JC 5H AC 8D JK 9S AS KC 4D 3D AH" "Gerda=9D 4H JS 7D JS 4H JC 10S JH 8D 2S AC 5H AC 6C" "Hans=2C JH 6C QS 10D 2S JK QD 3S 2S AD KC 5H 6C 9S" "Ida=9C 5C QS QH 2C QD 9H 6D 2D 2H 10C KH 10H 8H 10C" "Alex=8C JH KS 3S 8C 3D 8H 6H JK KC 4C 8D 4C KD 4C" "Andi=10D 2H 7H 7H 3C JC 5D 2C 2H JD 4S AC 5S 4D 6H" "Lena=AH 2H 3H 6S 7S 8S 10D JD QD 5C 6C 7C JS QS KS"
game 2 of rubber 1: Lena goes out (Ben dealt)
  Anna       counts  72  [7C JK 9C 10C]  unmatched 5S 6S 10S 10S 6H QH 2D 4D 4D JD 5C
  Ben        counts  87  [8H 9H 10H]  unmatched 4S 7S 8S QS KS 3H 3H QH 9D KD 3C QC
  Clara      counts  97  unmatched 4S 7S JS 10H JH 2D 2D 3D 3D 6D 8D QD KD 3C 9C
  Dora       counts  96  unmatched AS KS AH AH 4H 4H 9H KH 6D 7D 7D 9D KD 7C QC
  Emil       counts 111  unmatched AS 2S 8S 9S 6H 9H 10H KH 6D JD 2C 8C QC QC KC
  Fritz      counts  62  [JC JK KC AC]  unmatched AS 9S AH 5H 7H QH 3D 4D 8D 5C 9C
  Gerda      counts  73  [7D 8D 9D]  unmatched 2S 10S JS JS 4H 4H 5H JH AC AC 6C JC
  Hans       counts  66  [10D JK QD]  unmatched 2S 2S 3S 9S QS 5H JH AD 2C 6C 6C KC
  Ida        counts  86  [8H 9H 10H]  unmatched QS 2H QH KH 2D 6D QD 2C 5C 9C 10C 10C
  Alex       counts  82  [6H JK 8H]  unmatched 3S KS JH 3D 8D KD 4C 4C 4C 8C 8C KC
  Andi       counts  72  [AC 2C 3C]  unmatched 4S 5S 2H 2H 6H 7H 7H 4D 5D 10D JD JC
  Lena       counts   0  [AH 2H 3H] [5C 6C 7C] [6S 7S 8S] [10D JD QD] [JS QS KS]
Lena goes out; each other player pays 1
chips:
  Anna pays 1 to Lena for going out
  Ben pays 1 to Lena for going out
  Clara pays 1 to Lena for going out
  Dora pays 1 to Lena for going out
  Emil pays 1 to Lena for going out
  Fritz pays 1 to Lena for going out
  Gerda pays 1 to Lena for going out
  Hans pays 1 to Lena for going out
  Ida pays 1 to Lena for going out
  Alex pays 1 to Lena for going out
  Andi pays 1 to Lena for going out
totals: Anna +54, Ben -6, Clara -6, Dora -6, Emil -6, Fritz -6, Gerda -6, Hans -6, Ida -6, Alex -6, Andi -6, Lena +6
Anna wins the game
net chips: Anna +54, Ben -6, Clara -6, Dora -6, Emil -6, Fritz -6, Gerda -6, Hans -6, Ida -6, Alex -6, Andi -6, Lena +6

$ klopf standings
rubber 1: Continental, finished, 2 hands played
a game of Continental over 2 hands
  house rules: hands=2
  player        chips received  hands
  Anna            +54       55      1  won the game
  Ben              -6        0      0
  Clara            -6        0      0
  Dora             -6        0      0
  Emil             -6        0      0
  Fritz            -6        0      0
  Gerda            -6        0      0
  Hans             -6        0      0
  Ida              -6        0      0
  Alex             -6        0      0
  Andi             -6        0      0
  Lena             +6       11      1

$ klopf history
rubber 1 (finished): Anna, Ben, Clara, Dora, Emil, Fritz, Gerda, Hans, Ida, Alex, Andi and Lena
started 2026-11-24 20:00, ended 2026-11-24 20:40
a game of Continental over 2 hands
house rules: hands=2
<BLANKLINE>
 hand  dealer  declared            Anna        Ben      Clara       Dora       Emil      Fritz      Gerda       Hans        Ida       Alex       Andi       Lena
    1  Anna    Anna out         55   55     0    0     0    0     0    0     0    0     0    0     0    0     0    0     0    0     0    0     0    0     0    0
       chips: Anna +55, Ben -5, Clara -5, Dora -5, Emil -5, Fritz -5, Gerda -5, Hans -5, Ida -5, Alex -5, Andi -5, Lena -5
    2  Ben     Lena out          0   55     0    0     0    0     0    0     0    0     0    0     0    0     0    0     0    0     0    0     0    0    11   11
       chips: Anna -1, Ben -1, Clara -1, Dora -1, Emil -1, Fritz -1, Gerda -1, Hans -1, Ida -1, Alex -1, Andi -1, Lena +11
<BLANKLINE>
totals: Anna 55, Ben 0, Clara 0, Dora 0, Emil 0, Fritz 0, Gerda 0, Hans 0, Ida 0, Alex 0, Andi 0, Lena 11
net chips: Anna +54, Ben -6, Clara -6, Dora -6, Emil -6, Fritz -6, Gerda -6, Hans -6, Ida -6, Alex -6, Andi -6, Lena +6
Anna won the game

$ klopf chart
rubber 1: Anna (1), Ben (B), Clara (C), Dora (D), Emil (E), Fritz (F), Gerda (G), Hans (H), Ida (I), Alex (a), Andi (b), Lena (L); totals over 2 games
  60+
    |                                    1...................................
    |                                  ..                                    1
    |                                ..
    |                             ...
    |                           ..
    |                         ..
    |                      ...
    |                   ...
    |                 ..
    |               ..
    |            ...
    |          ..
    |        ..
    |     ...
    |  ...                                                          .........L
   0+ .......                                             ..........
    |        ............................    .............
    |                                    L...................................b
 -10+
    ++-----------------------------------+-----------------------------------+
game 0                                   1                                   2
. trail

$ klopf stats --game continental
player       rubbers  won  hands  points avg pts   chips
Alex               1    0      2       0     0.0      -6
Andi               1    0      2       0     0.0      -6
Anna               1    1      2      55    27.5     +54
Ben                1    0      2       0     0.0      -6
Clara              1    0      2       0     0.0      -6
Dora               1    0      2       0     0.0      -6
Emil               1    0      2       0     0.0      -6
Fritz              1    0      2       0     0.0      -6
Gerda              1    0      2       0     0.0      -6
Hans               1    0      2       0     0.0      -6
Ida                1    0      2       0     0.0      -6
Lena               1    0      2      11     5.5      +6

$ klopf settle --game continental
net chips over 1 rubber:
  Alex    -6
  Andi    -6
  Anna    +54
  Ben     -6
  Clara   -6
  Dora    -6
  Emil    -6
  Fritz   -6
  Gerda   -6
  Hans    -6
  Ida     -6
  Lena    +6
10 payments settle it:
  Alex pays Anna 6
  Andi pays Anna 6
  Ben pays Anna 6
  Clara pays Anna 6
  Dora pays Anna 6
  Emil pays Anna 6
  Fritz pays Anna 6
  Gerda pays Anna 6
  Hans pays Anna 6
  Ida pays Lena 6

$ klopf verify
verified 1 rubber: the database agrees with its events and the rules

# Six players play three packs and three jokers: a card may be held
# three times, by the one going out as by the others, and every copy is
# counted (the declarer shows 16 and discards KD).
$ KLOPF_NOW=2026-11-25T20:00:00Z klopf new --game continental Anna Ben Clara Dora Emil Fritz
rubber 2: Anna, Ben, Clara, Dora, Emil, Fritz
a game of Continental until the table sets the rule hands; Anna deals first

$ KLOPF_NOW=2026-11-25T20:10:00Z klopf game --out Anna "Anna=5H 6H 7H 5H 6H 7H 5H 6H 7H 9S 10S JS 2C 3C 4C KD" "Ben=AS AS AS 8D 8D 8D QC QC QC 2S 3D 4H 9C 10C KH" "Clara=9D 10D JD 9D 10D JD 9D 10D JD KS KS KS 2H 2H 2H" "Dora=4S 4S 4S 6D 6D 6D JK 8C 8C 8C QH QH 3S 7D AD" "Emil=10H 10H 10H 3H 3H 3H 5C 5C 5C JC JC JC 7S 8S 6S" "Fritz=2D 2D 2D AH AH AH 9H 9H 9H KC KC KC 4D 5D 3D"
game 1 of rubber 2: Anna goes out (Anna dealt)
  Anna       counts   0  [2C 3C 4C] [5H 6H 7H] [5H 6H 7H] [5H 6H 7H] [9S 10S JS]  discard KD
  Ben        counts  95  unmatched AS AS AS 2S 4H KH 3D 8D 8D 8D 9C 10C QC QC QC
  Clara      counts  36  [9D 10D JD] [9D 10D JD] [9D 10D JD]  unmatched KS KS KS 2H 2H 2H
  Dora       counts  72  [6D 7D JK]  unmatched 3S 4S 4S 4S QH QH AD 6D 6D 8C 8C 8C
  Emil       counts  84  [6S 7S 8S]  unmatched 3H 3H 3H 10H 10H 10H 5C 5C 5C JC JC JC
  Fritz      counts  64  [2D 3D 4D 5D]  unmatched AH AH AH 9H 9H 9H 2D 2D KC KC KC
Anna goes out; each other player pays 1
chips:
  Ben pays 1 to Anna for going out
  Clara pays 1 to Anna for going out
  Dora pays 1 to Anna for going out
  Emil pays 1 to Anna for going out
  Fritz pays 1 to Anna for going out
totals: Anna +5, Ben -1, Clara -1, Dora -1, Emil -1, Fritz -1
next dealer: Ben

# A correction judges the three copies the same way.
$ KLOPF_NOW=2026-11-25T20:20:00Z klopf fix 1 "Anna=5H 6H 7H 5H 6H 7H 5H 6H 7H 9S 10S JS 2C 3C 4C" "Ben=AS AS AS 8D 8D 8D QC QC QC 2S 3D 4H 9C 10C KD"
corrected game 1 of rubber 2:
  Anna       5H 6H 7H 5H 6H 7H 5H 6H 7H 9S 10S JS 2C 3C 4C KD -> 5H 6H 7H 5H 6H 7H 5H 6H 7H 9S 10S JS 2C 3C 4C
  Ben        AS AS AS 8D 8D 8D QC QC QC 2S 3D 4H 9C 10C KH -> AS AS AS 8D 8D 8D QC QC QC 2S 3D 4H 9C 10C KD
game 1: Anna goes out
  Anna         5 points  [2C 3C 4C] [5H 6H 7H] [5H 6H 7H] [5H 6H 7H] [9S 10S JS]
  Ben          0 points  unmatched AS AS AS 2S 4H 3D 8D 8D 8D KD 9C 10C QC QC QC
  Clara        0 points  [9D 10D JD] [9D 10D JD] [9D 10D JD]  unmatched KS KS KS 2H 2H 2H
  Dora         0 points  [6D 7D JK]  unmatched 3S 4S 4S 4S QH QH AD 6D 6D 8C 8C 8C
  Emil         0 points  [6S 7S 8S]  unmatched 3H 3H 3H 10H 10H 10H 5C 5C 5C JC JC JC
  Fritz        0 points  [2D 3D 4D 5D]  unmatched AH AH AH 9H 9H 9H 2D 2D KC KC KC
totals and chips, before -> after:
  Anna            5 ->    5     +5 ->   +5
  Ben             0 ->    0     -1 ->   -1
  Clara           0 ->    0     -1 ->   -1
  Dora            0 ->    0     -1 ->   -1
  Emil            0 ->    0     -1 ->   -1
  Fritz           0 ->    0     -1 ->   -1

$ klopf verify
verified 2 rubbers: the database agrees with its events and the rules
