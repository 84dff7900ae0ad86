# A whole game of gin to 100 in a rubber of its own: the knocker showing
# more to block layoffs, a refusal that books nothing, a dead hand, a
# knock the defender lays off against, and big gin ending it with a
# shutout: the loser pays the points, the game bonus, the boxes and the
# doubled total, each as its own line.
$ KLOPF_NOW=2026-03-01T20:00:00Z klopf new --game gin Anna Ben
rubber 1: Anna, Ben
a game of gin to 100; Anna deals first

$ klopf standings
rubber 1: gin to 100, in play, 0 hands played
  player       points  hands  chips
  Anna              0      0     +0  deals next
  Ben               0      0     +0

# Anna shows 10 rather than 4, so that Ben's 7H and 8H find no run.
$ KLOPF_NOW=2026-03-01T20:10:00Z klopf game --knock Anna "Anna=3H 4H 5H 6H 9S 9D 9C 2C AS AD" "Ben=7H 8H KC KD 2S 5S 10D JC 4D 3S"
game 1 of rubber 1: Anna knocks (Anna dealt)
  Anna       counts  10  [3H 4H 5H] [9S 9D 9C]  unmatched AS 6H AD 2C
  Ben        counts  69  unmatched 2S 3S 5S 7H 8H 4D 10D KD JC KC
Anna shows deadwood 10 rather than the least, 4, so that less can be laid off
Anna wins the hand by knocking and scores 59
totals: Anna 59, Ben 0
next dealer: Anna

# A knock with 13 is refused, with the arrangement that proves it.
$ klopf game --knock Ben "Ben=AS 2S 3S 9H 9D 9C 4C 5D 6H 7C" "Anna=2H 3H 4H KS KH KC 10S JS QS 8D"
klopf: Ben knocked, but the best arrangement leaves deadwood 22 (a knock needs 10 or less)
  [AS 2S 3S] [9H 9D 9C]  unmatched 6H 5D 4C 7C
[3]

$ KLOPF_NOW=2026-03-01T20:20:00Z klopf game --dead
game 2 of rubber 1: a dead hand (Anna dealt); nothing is scored
totals: Anna 59, Ben 0
next dealer: Anna

# Ben lays off 10H and JH on Anna's run of hearts.
$ KLOPF_NOW=2026-03-01T20:30:00Z klopf game --knock Anna "Anna=7H 8H 9H QS QC QD 3C 4C 5C 2D KH" "Ben=10H JH 2S 3S 4S 9C 9D 6D 6S KC"
game 3 of rubber 1: Anna knocks (Anna dealt)
  Anna       counts   2  [3C 4C 5C] [7H 8H 9H] [QS QD QC]  unmatched 2D  discard KH
  Ben        counts  40  [2S 3S 4S]  unmatched 6S 6D 9D 9C KC  laid off 10H JH
Anna wins the hand by knocking and scores 38
totals: Anna 97, Ben 0
next dealer: Anna

$ klopf standings --json
{"format_version":1,"rubber":1,"game":"gin","decided_by":"points","state":"in_play","pot":0,"games":3,"next_dealer":"Anna","winner":null,"winners":[],"started_at":"2026-03-01T20:00:00Z","players":[{"name":"Anna","seat":1,"score":97,"state":"in_play","bought_back":false,"can_buy_back":false,"chips":0,"hands_won":2},{"name":"Ben","seat":2,"score":0,"state":"in_play","bought_back":false,"can_buy_back":false,"chips":0,"hands_won":0}],"rules":{"game":"gin","school":"modern","knock_limit":10,"big_gin":"school","gin_bonus":"school","big_gin_bonus":31,"undercut_bonus":"school","game_to":100,"game_bonus":100,"box_bonus":"school","shutout":"school","oklahoma":false,"next_dealer":"winner","first_dealer":"rotate","cards":"plain"},"rules_at_start":{"game":"gin","school":"modern","knock_limit":10,"big_gin":"school","gin_bonus":"school","big_gin_bonus":31,"undercut_bonus":"school","game_to":100,"game_bonus":100,"box_bonus":"school","shutout":"school","oklahoma":false,"next_dealer":"winner","first_dealer":"rotate","cards":"plain"}}

# Big gin takes Anna past 100; Ben won no hand: a shutout.
$ KLOPF_NOW=2026-03-01T20:40:00Z klopf game --big-gin Anna "Anna=2H 3H 4H 5H 6H 7S 7D 7C JS QS KS" "Ben=2C 3C 5C 8D 9D 10D KH KD 5S 9S"
game 4 of rubber 1: Anna goes big gin (Anna dealt)
  Anna       counts   0  [2H 3H 4H 5H 6H] [7S 7D 7C] [JS QS KS]
  Ben        counts  44  [8D 9D 10D]  unmatched 5S 9S KH KD 2C 3C 5C
Anna wins the hand with big gin and scores 75
chips:
  Ben pays 172 to Anna: the difference of the points
  Ben pays 100 to Anna: the game bonus
  Ben pays 75 to Anna: the difference of the boxes
  Ben pays 347 to Anna: the shutout
totals: Anna 172, Ben 0
Anna wins the game
net chips: Anna +694, Ben -694

$ klopf standings
rubber 1: gin to 100, finished, 4 hands played
  player       points  hands  chips
  Anna            172      3   +694  won the game
  Ben               0      0   -694

$ klopf history
rubber 1 (finished): Anna and Ben
started 2026-03-01 20:00, ended 2026-03-01 20:40
a game of gin to 100
<BLANKLINE>
 hand  dealer  declared            Anna        Ben
    1  Anna    Anna knocks      59   59     0    0
    2  Anna    dead hand         -   59     -    0
    3  Anna    Anna knocks      38   97     0    0
    4  Anna    Anna big gin     75  172     0    0
       chips: Anna +694, Ben -694
<BLANKLINE>
totals: Anna 172, Ben 0
net chips: Anna +694, Ben -694
Anna won the game

$ klopf history --json
{"format_version":1,"rubber":1,"state":"finished","started_at":"2026-03-01T20:00:00Z","ended_at":"2026-03-01T20:40:00Z","players":["Anna","Ben"],"antes":{"transfers":[]},"events":[{"seq":1,"at":"2026-03-01T20:10:00Z","kind":"game","game":1,"dealer":"Anna","declarer":"Anna","declaration":"knock","hands":[{"name":"Anna","points":59,"total":59,"typed_as_points":false,"typed":"3H 4H 5H 6H 9S 9D 9C 2C AS AD","deadwood":10,"arrangement":{"melds":[["3H","4H","5H"],["9S","9D","9C"]],"unmatched":["AS","6H","AD","2C"],"discard":null}},{"name":"Ben","points":0,"total":0,"typed_as_points":false,"typed":"7H 8H KC KD 2S 5S 10D JC 4D 3S","deadwood":69,"arrangement":{"melds":[],"unmatched":["2S","3S","5S","7H","8H","4D","10D","KD","JC","KC"],"discard":null}}],"out":[],"transfers":[],"pot":0},{"seq":2,"at":"2026-03-01T20:20:00Z","kind":"game","game":2,"dealer":"Anna","declarer":null,"declaration":"dead","hands":[],"out":[],"transfers":[],"pot":0},{"seq":3,"at":"2026-03-01T20:30:00Z","kind":"game","game":3,"dealer":"Anna","declarer":"Anna","declaration":"knock","hands":[{"name":"Anna","points":38,"total":97,"typed_as_points":false,"typed":"7H 8H 9H QS QC QD 3C 4C 5C 2D KH","deadwood":2,"arrangement":{"melds":[["3C","4C","5C"],["7H","8H","9H"],["QS","QD","QC"]],"unmatched":["2D"],"discard":"KH"}},{"name":"Ben","points":0,"total":0,"typed_as_points":false,"typed":"10H JH 2S 3S 4S 9C 9D 6D 6S KC","deadwood":40,"arrangement":{"melds":[["2S","3S","4S"]],"unmatched":["6S","6D","9D","9C","KC"],"discard":null,"layoffs":["10H","JH"]}}],"out":[],"transfers":[],"pot":0},{"seq":4,"at":"2026-03-01T20:40:00Z","kind":"game","game":4,"dealer":"Anna","declarer":"Anna","declaration":"big_gin","hands":[{"name":"Anna","points":75,"total":172,"typed_as_points":false,"typed":"2H 3H 4H 5H 6H 7S 7D 7C JS QS KS","deadwood":0,"arrangement":{"melds":[["2H","3H","4H","5H","6H"],["7S","7D","7C"],["JS","QS","KS"]],"unmatched":[],"discard":null}},{"name":"Ben","points":0,"total":0,"typed_as_points":false,"typed":"2C 3C 5C 8D 9D 10D KH KD 5S 9S","deadwood":44,"arrangement":{"melds":[["8D","9D","10D"]],"unmatched":["5S","9S","KH","KD","2C","3C","5C"],"discard":null}}],"out":[],"transfers":[{"from":"Ben","to":"Anna","amount":172,"reason":"points"},{"from":"Ben","to":"Anna","amount":100,"reason":"game"},{"from":"Ben","to":"Anna","amount":75,"reason":"boxes"},{"from":"Ben","to":"Anna","amount":347,"reason":"shutout"}],"pot":0}],"standings":[{"name":"Anna","total":172,"state":"in_play","bought_back":false,"chips":694},{"name":"Ben","total":0,"state":"in_play","bought_back":false,"chips":-694}],"winners":["Anna"],"pot":0,"rules":{"game":"gin","school":"modern","knock_limit":10,"big_gin":"school","gin_bonus":"school","big_gin_bonus":31,"undercut_bonus":"school","game_to":100,"game_bonus":100,"box_bonus":"school","shutout":"school","oklahoma":false,"next_dealer":"winner","first_dealer":"rotate","cards":"plain"},"corrections":[]}

$ klopf verify
verified 1 rubber: the database agrees with its events and the rules

$ klopf undo
removed game 4 of rubber 1
rubber 1 was over and is in play again

$ klopf standings
rubber 1: gin to 100, in play, 3 hands played
  player       points  hands  chips
  Anna             97      2     +0  deals next
  Ben               0      0     +0

# Gin has no buy-back, and nobody leaves it; it can be abandoned.
$ klopf buyback Ben
klopf: Ben cannot buy back: this game has no buy-back
[3]

$ klopf leave Ben
klopf: Ben cannot leave this game; it can be abandoned (klopf abandon)
[3]

$ klopf rules --change out_at=150
klopf: rule out_at is not a rule of gin; see 'klopf rules --game gin'
[3]

$ klopf rules --change game_to=90
klopf: rule game_to cannot become 90 while Anna is in play with 97 points
[3]

$ klopf abandon
rubber 1 abandoned after 3 hands; the chips moved stay moved

# Oklahoma, the classic school, a game to 50: an ace upcard lets only gin
# end the hand, a spade doubles it, the defender undercuts by laying off,
# and the end pays the boxes of the classic school.
$ KLOPF_NOW=2026-03-02T20:00:00Z klopf new --game gin --rule school=classic --rule oklahoma=on --rule game_to=50 Anna Ben
rubber 2: Anna, Ben
a game of gin to 50; Ben deals first
house rule: school=classic (default modern)
house rule: game_to=50 (default 100)
house rule: oklahoma=on (default off)

$ klopf game --knock Anna "Anna=3H 4H 5H 7S 7D 7C JS QS KS 2C" "Ben=6H 7H 8C 9D 10D KH KD AS 2S 5S"
klopf: under oklahoma every hand needs its upcard (--upcard CARD)
[3]

$ klopf game --upcard AH --knock Anna "Anna=3H 4H 5H 7S 7D 7C JS QS KS AC" "Ben=6H 7H 8C 9D 10D KH KD AS 2S 5S"
klopf: Anna knocked, but under an ace upcard only gin ends the hand (the best arrangement leaves deadwood 1)
  [3H 4H 5H] [7S 7D 7C] [JS QS KS]  unmatched AC
[3]

$ KLOPF_NOW=2026-03-02T20:10:00Z klopf game --upcard 8S --knock Anna "Anna=3H 4H 5H 7S 7D 7C JS QS KS 6D" "Ben=AH AD AC 4S 5S 6S 9C 9H 2D 3D"
game 1 of rubber 2: Anna knocks (Ben dealt)
upcard 8S: a knock needs 8 or less
the upcard is a spade: the hand counts double
  Anna       counts   6  [3H 4H 5H] [7S 7D 7C] [JS QS KS]  unmatched 6D
  Ben        counts  20  [AD 2D 3D] [4S 5S 6S]  unmatched AH 9H AC 9C
Anna wins the hand by knocking and scores 28
totals: Anna 28, Ben 0
next dealer: Anna

$ KLOPF_NOW=2026-03-02T20:20:00Z klopf game --upcard 9C --knock Anna "Anna=3H 4H 5H 7S 7D 7C JS QS KS 6D" "Ben=AH AD AC 4S 5S 6S 2D 3D 4D 6H"
game 2 of rubber 2: Anna knocks (Anna dealt)
upcard 9C: a knock needs 9 or less
  Anna       counts   6  [3H 4H 5H] [7S 7D 7C] [JS QS KS]  unmatched 6D
  Ben        counts   0  [AH AD AC] [2D 3D 4D] [4S 5S 6S]  laid off 6H
Ben undercuts the knocker and scores 16
totals: Anna 28, Ben 16
next dealer: Ben

$ KLOPF_NOW=2026-03-02T20:30:00Z klopf game --upcard 10C --gin Ben "Ben=AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JD" "Anna=AH 2H 3H 4D 5D 6D 7C 8C 9C KD"
game 3 of rubber 2: Ben goes gin (Ben dealt)
upcard 10C: a knock needs 10 or less
  Anna       counts  10  [AH 2H 3H] [4D 5D 6D] [7C 8C 9C]  unmatched KD
  Ben        counts   0  [AS 2S 3S 4S 5S 6S 7S 8S 9S 10S]  discard JD
Ben wins the hand with gin and scores 30
totals: Anna 28, Ben 46
next dealer: Ben

# Ben's knock takes him past 50: Anna pays the points, the game bonus
# and the boxes (Ben won 3 hands, Anna 1; 20 each in the classic school).
$ KLOPF_NOW=2026-03-02T20:40:00Z klopf game --upcard JD --knock Ben "Ben=AH 2H 3H 7S 8S 9S QD QC QH 4C" "Anna=KS KH KD 2C 3C 5C 6D 7D 8D 10H"
game 4 of rubber 2: Ben knocks (Ben dealt)
upcard JD: a knock needs 10 or less
  Anna       counts  20  [6D 7D 8D] [KS KH KD]  unmatched 10H 2C 3C 5C
  Ben        counts   4  [AH 2H 3H] [7S 8S 9S] [QH QD QC]  unmatched 4C
Ben wins the hand by knocking and scores 16
chips:
  Anna pays 34 to Ben: the difference of the points
  Anna pays 100 to Ben: the game bonus
  Anna pays 40 to Ben: the difference of the boxes
totals: Anna 28, Ben 62
Ben wins the game
net chips: Anna -174, Ben +174

$ klopf history
rubber 2 (finished): Anna and Ben
started 2026-03-02 20:00, ended 2026-03-02 20:40
a game of gin to 50
house rules: school=classic, game_to=50, oklahoma=on
<BLANKLINE>
 hand  dealer  declared            Anna        Ben
    1  Ben     Anna knocks      28   28     0    0
    2  Anna    Anna knocks       0   28    16   16
       Ben undercuts Anna
    3  Ben     Ben gin           0   28    30   46
    4  Ben     Ben knocks        0   28    16   62
       chips: Anna -174, Ben +174
<BLANKLINE>
totals: Anna 28, Ben 62
net chips: Anna -174, Ben +174
Ben won the game

$ klopf rubbers
   id  started           games   pot  winner        players
    1  2026-03-01 20:00      3     0  (abandoned)   Anna, Ben
    2  2026-03-02 20:00      4     0  Ben           Anna, Ben

# Stats and settle count one game at a time: gin's points are won, and a
# chip of gin is a point.
$ klopf stats
no rubbers
(2 rubbers of gin are not counted here; klopf stats --game gin counts them)

$ klopf stats --game gin
player       rubbers  won  hands knocks  points avg pts   chips
Anna               2    0      6      4     125    20.8    -174
Ben                2    1      6      1      62    10.3    +174

$ klopf settle --game gin --chip-value 0.01
net chips over 2 rubbers:
  Anna    -1.74 (-174 chips)
  Ben     +1.74 (174 chips)
1 payment settles it:
  Anna pays Ben 1.74 (174 chips)

$ klopf chart
rubber 2: Anna (A), Ben (B); totals over 4 games
  70+
    |
    |                                                                       .B
    |                                                                    ...
    |                                                               .....
  50+===========================================================....==========
    |                                                        ...
    |                                                     .B.
    |                                                  ...
    |                                                ..
    |                                              ..
    |                  A.................A.................A.................A
    |                ..                       ...
    |              ..                       ..
    |           ...                       ..
    |         ..                      ...B
    |       ..                     ...
    |    ...                  .....
    |  ..                 ....
   0+ .................B..
    ++-----------------+-----------------+-----------------+-----------------+
game 0                 1                 2                 3                 4
= 50 wins the game  . trail

# A correction of a finished game of gin: Ben held 8D rather than 3D,
# so Anna's knock in hand 1 scores more, and the end pays less.
$ klopf fix 4 --rubber 2 --big-gin Ben
klopf: big gin is not played under these rules
[3]

$ KLOPF_NOW=2026-03-02T21:00:00Z klopf fix 1 --rubber 2 "Ben=AH AD AC 4S 5S 6S 9C 9H 2D 8D"
corrected game 1 of rubber 2:
  Ben        AH AD AC 4S 5S 6S 9C 9H 2D 3D -> AH AD AC 4S 5S 6S 9C 9H 2D 8D
game 1: Anna knocks
  Anna        44 points  [3H 4H 5H] [7S 7D 7C] [JS QS KS]  unmatched 6D
  Ben          0 points  [AH AD AC] [4S 5S 6S]  unmatched 9H 2D 8D 9C
totals and chips, before -> after:
  Anna           28 ->   44   -174 -> -158
  Ben            62 ->   62   +174 -> +158

$ klopf history --corrections
corrections of rubber 2:
  2026-03-02 21:00  hand 1
    Ben: AH AD AC 4S 5S 6S 9C 9H 2D 3D -> AH AD AC 4S 5S 6S 9C 9H 2D 8D

$ klopf undo
took back the correction of game 1 of rubber 2

$ klopf standings
rubber 2: gin to 50, finished, 4 hands played
  house rules: school=classic, game_to=50, oklahoma=on
  player       points  hands  chips
  Anna             28      1   -174
  Ben              62      3   +174  won the game

# Export and import carry the upcards of Oklahoma, and judge every hand
# again on the way in.
$ klopf export | klopf --db copy.db import -
imported 2 rubbers

$ klopf --db copy.db history 2 --hands | head -13
rubber 2 (finished): Anna and Ben
started 2026-03-02 20:00, ended 2026-03-02 20:40
a game of gin to 50
house rules: school=classic, game_to=50, oklahoma=on
<BLANKLINE>
 hand  dealer  declared            Anna        Ben
    1  Ben     Anna knocks      28   28     0    0
         Anna: [3H 4H 5H] [7S 7D 7C] [JS QS KS]  unmatched 6D  (typed: 3H 4H 5H 7S 7D 7C JS QS KS 6D)
         Ben: [AD 2D 3D] [4S 5S 6S]  unmatched AH 9H AC 9C  (typed: AH AD AC 4S 5S 6S 9C 9H 2D 3D)
    2  Anna    Anna knocks       0   28    16   16
       Ben undercuts Anna
         Anna: [3H 4H 5H] [7S 7D 7C] [JS QS KS]  unmatched 6D  (typed: 3H 4H 5H 7S 7D 7C JS QS KS 6D)
         Ben: [AH AD AC] [2D 3D 4D] [4S 5S 6S]  laid off 6H  (typed: AH AD AC 4S 5S 6S 2D 3D 4D 6H)

# A corrected game of Oklahoma keeps its upcard in the correction's
# record, and an export holding one imports too.
$ KLOPF_NOW=2026-03-02T21:00:00Z klopf fix 1 --rubber 2 "Ben=AH AD AC 4S 5S 6S 9C 9H 2D 8D" > /dev/null && klopf export > fixed.json && grep -c '"old":{"declarer":0,"kind":"knock","upcard":"8S"' fixed.json
1

$ klopf --db fixed.db import fixed.json && klopf --db fixed.db export | cmp - fixed.json && echo "the same export"
imported 2 rubbers
the same export

# A new rubber without --game plays the last rubber's game and says so;
# three players cannot play gin: the default game, with its defaults.
$ KLOPF_NOW=2026-03-03T20:00:00Z klopf new Anna Ben
rubber 3: Anna, Ben
a game of gin to 50; Anna deals first
the game and the rules of rubber 2 carry over (--game, --profile or --rule choose others)
house rule: school=classic (default modern)
house rule: game_to=50 (default 100)
house rule: oklahoma=on (default off)

$ klopf abandon
rubber 3 abandoned after 0 hands; the chips moved stay moved

$ KLOPF_NOW=2026-03-03T20:30:00Z klopf new Anna Ben Clara
rubber 4: Anna, Ben, Clara
each pays 5 chips into the pot (pot 15); Anna deals first
rubber 3 played gin, which does not take 3 players: this rubber plays viennese with its default rules (--game, --profile or --rule choose others)

# Under an ace upcard only gin ends the hand: a knock whose cards make
# gin is gin, as a knock with deadwood 0 is under any upcard.
$ klopf --db ace.db new --game gin --rule oklahoma=on Anna Ben > /dev/null && klopf --db ace.db game --upcard AH --knock Anna "Anna=3H 4H 5H 7S 7D 7C JS QS KS 10S" "Ben=6H 7H 8C 9D 10D KH KD AS 2S 5S"
game 1 of rubber 1: Anna goes gin (Anna dealt)
upcard AH: only gin ends this hand
  Anna       counts   0  [3H 4H 5H] [7S 7D 7C] [10S JS QS KS]
  Ben        counts  68  unmatched AS 2S 5S 6H 7H KH 9D 10D KD 8C
Anna wins the hand with gin and scores 93
totals: Anna 93, Ben 0
next dealer: Anna

# With big_gin_bonus=0 gin (25) scores more than big gin: eleven melded
# cards are gin after a discard, whatever was said, and the output says
# why; typed groups that leave a card over are no big gin still.
$ klopf --db big.db new --game gin --rule big_gin_bonus=0 --rule game_to=500 Anna Ben > /dev/null && klopf --db big.db game --big-gin Anna "Anna=3H 4H 5H 7S 7D 7C 10S JS QS KS 6H" "Ben=8H 8C 9D 10D KH KD AS 2S 5S 9C"
game 1 of rubber 1: Anna goes gin (Anna dealt)
  Anna       counts   0  [3H 4H 5H] [7S 7D 7C] [10S JS QS KS]  discard 6H
  Ben        counts  72  unmatched AS 2S 5S 8H KH 9D 10D KD 8C 9C
all eleven of Anna's cards meld, but gin after a discard scores more than big gin under these rules (bonus 25 against 0), so the hand is gin
Anna wins the hand with gin and scores 97
totals: Anna 97, Ben 0
next dealer: Anna

$ klopf --db big.db game --big-gin Ben "Ben=3H 4H 5H 6H | 7S 7D 7C | 10S JS QS KS" "Anna=8H 8C 9D 10D KH KD AS 2S 5S 9C"
game 2 of rubber 1: Ben goes gin (Anna dealt)
  Anna       counts  72  unmatched AS 2S 5S 8H KH 9D 10D KD 8C 9C
  Ben        counts   0  [3H 4H 5H] [7S 7D 7C] [10S JS QS KS]  discard 6H
all eleven of Ben's cards meld, but gin after a discard scores more than big gin under these rules (bonus 25 against 0), so the hand is gin
Ben wins the hand with gin and scores 97
totals: Anna 97, Ben 97
next dealer: Ben

$ klopf --db big.db game --big-gin Ben "Ben=3H 4H 5H | 7S 7D 7C | 10S JS QS KS | 6H" "Anna=8H 8C 9D 10D KH KD AS 2S 5S 9C"
klopf: Ben called big gin, but not all eleven cards are in melds; the best arrangement needs a discard
  [3H 4H 5H] [7S 7D 7C] [10S JS QS KS]  discard 6H
[3]

$ klopf --db big.db fix 1 --knock Ben "Ben=3H 4H 5H 7S 7D 7C 10S JS QS KS 6H" "Anna=8H 8C 9D 10D KH KD AS 2S 5S 9C"
corrected game 1 of rubber 1:
  declaration: Ben goes gin
  Anna       3H 4H 5H 7S 7D 7C 10S JS QS KS 6H -> 8H 8C 9D 10D KH KD AS 2S 5S 9C
  Ben        8H 8C 9D 10D KH KD AS 2S 5S 9C -> 3H 4H 5H 7S 7D 7C 10S JS QS KS 6H
game 1: Ben goes gin
  Anna         0 points  unmatched AS 2S 5S 8H KH 9D 10D KD 8C 9C
  Ben         97 points  [3H 4H 5H] [7S 7D 7C] [10S JS QS KS]  discard 6H
all eleven of Ben's cards meld, but gin after a discard scores more than big gin under these rules (bonus 25 against 0), so the hand is gin
totals and chips, before -> after:
  Anna           97 ->    0     +0 ->   +0
  Ben            97 ->  194     +0 ->   +0

$ klopf --db big.db verify
verified 1 rubber: the database agrees with its events and the rules

$ klopf check --game gin --rule big_gin_bonus=0 3H 4H 5H 7S 7D 7C 10S JS QS KS 6H / 8H 8C 9D 10D KH KD AS 2S 5S 9C
knocker, deadwood 0: [3H 4H 5H] [7S 7D 7C] [10S JS QS KS]  discard 6H
defender, deadwood 72: unmatched AS 2S 5S 8H KH 9D 10D KD 8C 9C
all eleven of the knocker's cards meld, but gin after a discard scores more than big gin under these rules (bonus 25 against 0), so the hand is gin
gin: the knocker scores 97

$ klopf check --game gin 3H 4H 5H 7S 7D 7C 10S JS QS KS 6H / 8H 8C 9D 10D KH KD AS 2S 5S 9C
knocker, deadwood 0: [3H 4H 5H 6H] [7S 7D 7C] [10S JS QS KS]
defender, deadwood 72: unmatched AS 2S 5S 8H KH 9D 10D KD 8C 9C
big gin: the knocker scores 103

$ printf '%s\n' 'Anna Ben' 'Anna' 'b' '3H 4H 5H 7S 7D 7C 10S JS QS KS 6H' '8H 8C 9D 10D KH KD AS 2S 5S 9C' 'yes' 'quit' | KLOPF_NOW=2026-03-04T20:00:00Z klopf --db bigplay.db play --game gin --rule big_gin_bonus=0
klopf play: type help at any question, quit to leave.
No rubber is in play; name the players to start one.
Players, in seating order (the first deals): Anna Ben
rubber 1: Anna, Ben
a game of gin to 100; Anna deals first
house rule: big_gin_bonus=0 (default 31)
rubber 1: gin to 100, in play, 0 hands played
  house rules: big_gin_bonus=0
  player       points  hands  chips
  Anna              0      0     +0  deals next
  Ben               0      0     +0
<BLANKLINE>
Game 1: Anna deals.
Who went out? Anna
Knock, gin or big gin? b
Anna's cards (10, or 11 before the discard): 3H 4H 5H 7S 7D 7C 10S JS QS KS 6H
  Anna: [3H 4H 5H] [7S 7D 7C] [10S JS QS KS]  discard 6H  (gin)
Ben's cards (10): 8H 8C 9D 10D KH KD AS 2S 5S 9C
  Ben: unmatched AS 2S 5S 8H KH 9D 10D KD 8C 9C  (counts 72)
<BLANKLINE>
Game 1: Anna goes gin (Anna dealt)
  Anna        97 points  [3H 4H 5H] [7S 7D 7C] [10S JS QS KS]  discard 6H
  Ben          0 points  unmatched AS 2S 5S 8H KH 9D 10D KD 8C 9C
all eleven of Anna's cards meld, but gin after a discard scores more than big gin under these rules (bonus 25 against 0), so the hand is gin
Record game 1? [y/n/name] yes
game 1 of rubber 1 is booked
Anna wins the hand with gin and scores 97
totals: Anna 97, Ben 0
next dealer: Anna
<BLANKLINE>
rubber 1: gin to 100, in play, 1 hand played
  house rules: big_gin_bonus=0
  player       points  hands  chips
  Anna             97      1     +0  deals next
  Ben               0      0     +0
<BLANKLINE>
Game 2: Anna deals.
Who went out? quit
