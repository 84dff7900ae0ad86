# klopf play for gin and knock rummy: the questions follow the game.  In
# gin, how is knock, gin or big gin, "dead" books a dead hand, and under
# oklahoma the upcard is asked before the hands; the knocker's showing
# and the defender's layoffs appear as soon as both hands are in.  In
# knock rummy nobody is asked how: a hand ends with a knock.  Every hand
# is typed as cards.

# Gin: a knock said as gin is refused and changed to a knock with the
# same cards; Ben lays off; a dead hand; big gin said for a hand that
# is gin.
$ printf '%s\n' 'Anna Ben' 'Anna' 'g' '7H 8H 9H QS QC QD 3C 4C 5C 2D KH' 'knock' '12' '10H JH 2S 3S 4S 9C 9D 6D 6S KC' 'yes' 'dead' 'yes' 'Ben' 'b' 'AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JD' 'g' 'AH 2H 3H 4D 5D 6D 7C 8C 9C KD' 'yes' 'quit' | KLOPF_NOW=2026-03-04T20:00:00Z klopf play --game gin
klopf play: type help at any question, quit to leave.
No rubber is in play; name the players to start one.
Players, in seating order (the first deals): Anna Ben
rubber 1: Anna, Ben
a game of gin to 100; Anna deals first
rubber 1: gin to 100, in play, 0 hands played
  player       points  hands  chips
  Anna              0      0     +0  deals next
  Ben               0      0     +0
<BLANKLINE>
Game 1: Anna deals.
Who went out? Anna
Knock, gin or big gin? g
Anna's cards (10, or 11 before the discard): 7H 8H 9H QS QC QD 3C 4C 5C 2D KH
klopf: Anna went gin, but the best arrangement leaves deadwood 2 (gin needs 0)
  [3C 4C 5C] [7H 8H 9H] [QS QD QC]  unmatched 2D  discard KH
  (type the hand again, answer knock, gin or big gin to change the declaration, or cancel to start the game over)
Anna's cards (10, or 11 before the discard): knock
  Anna: [3C 4C 5C] [7H 8H 9H] [QS QD QC]  unmatched 2D  discard KH  (deadwood 2: the knock stands)
Ben's cards (10): 12
klopf: Ben must show the cards: in gin and knock rummy every hand is judged from its cards
Ben's cards (10): 10H JH 2S 3S 4S 9C 9D 6D 6S KC
  Ben: [2S 3S 4S]  unmatched 6S 10H JH 6D 9D 9C KC  (counts 60)
  Ben after the layoffs: [2S 3S 4S]  unmatched 6S 6D 9D 9C KC  laid off 10H JH  (counts 40)
<BLANKLINE>
Game 1: Anna knocks (Anna dealt)
  Anna        38 points  [3C 4C 5C] [7H 8H 9H] [QS QD QC]  unmatched 2D  discard KH
  Ben          0 points  [2S 3S 4S]  unmatched 6S 6D 9D 9C KC  laid off 10H JH
Record game 1? [y/n/name] yes
game 1 of rubber 1 is booked
Anna wins the hand by knocking and scores 38
totals: Anna 38, Ben 0
next dealer: Anna
<BLANKLINE>
rubber 1: gin to 100, in play, 1 hand played
  player       points  hands  chips
  Anna             38      1     +0  deals next
  Ben               0      0     +0
<BLANKLINE>
Game 2: Anna deals.
Who went out? dead
A dead hand: nobody knocked and nothing is scored. Record it? [y/n] yes
game 2 of rubber 1: a dead hand (Anna dealt); nothing is scored
totals: Anna 38, Ben 0
next dealer: Anna
rubber 1: gin to 100, in play, 2 hands played
  player       points  hands  chips
  Anna             38      1     +0  deals next
  Ben               0      0     +0
<BLANKLINE>
Game 3: Anna deals.
Who went out? Ben
Knock, gin or big gin? b
Ben's cards (10, or 11 before the discard): AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JD
klopf: Ben called big gin, but not all eleven cards are in melds; the best arrangement needs a discard
  [AS 2S 3S 4S 5S 6S 7S 8S 9S 10S]  discard JD
  (type the hand again, answer knock, gin or big gin to change the declaration, or cancel to start the game over)
Ben's cards (10, or 11 before the discard): g
  Ben: [AS 2S 3S 4S 5S 6S 7S 8S 9S 10S]  discard JD  (gin)
Anna's cards (10): AH 2H 3H 4D 5D 6D 7C 8C 9C KD
  Anna: [AH 2H 3H] [4D 5D 6D] [7C 8C 9C]  unmatched KD  (counts 10)
<BLANKLINE>
Game 3: Ben goes gin (Anna dealt)
  Ben         35 points  [AS 2S 3S 4S 5S 6S 7S 8S 9S 10S]  discard JD
  Anna         0 points  [AH 2H 3H] [4D 5D 6D] [7C 8C 9C]  unmatched KD
Record game 3? [y/n/name] yes
game 3 of rubber 1 is booked
Ben wins the hand with gin and scores 35
totals: Anna 38, Ben 35
next dealer: Ben
<BLANKLINE>
rubber 1: gin to 100, in play, 3 hands played
  player       points  hands  chips
  Anna             38      1     +0
  Ben              35      1     +0  deals next
<BLANKLINE>
Game 4: Ben deals.
Who went out? quit

$ klopf abandon
rubber 1 abandoned after 3 hands; the chips moved stay moved

# Oklahoma: the upcard comes before the hands; an ace lets only gin end
# the hand; the defender undercuts by laying off.
$ printf '%s\n' 'yes' 'Anna k' 'help' 'ZZ' 'AD' '3H 4H 5H 7S 7D 7C JS QS KS AC' 'cancel' 'Anna k' '9C' '3H 4H 5H 7S 7D 7C JS QS KS 6D' 'AH AD AC 4S 5S 6S 2D 3D 4D 6H' 'yes' 'quit' | KLOPF_NOW=2026-03-05T20:00:00Z klopf play --game gin --rule oklahoma=on
klopf play: type help at any question, quit to leave.
Another rubber with Anna and Ben? [y/n] yes
rubber 2: Anna, Ben
a game of gin to 100; Ben deals first
house rule: oklahoma=on (default off)
rubber 2: gin to 100, in play, 0 hands played
  house rules: oklahoma=on
  player       points  hands  chips
  Anna              0      0     +0
  Ben               0      0     +0  deals next
<BLANKLINE>
Game 1: Ben deals.
Who went out? Anna k
The upcard? help
Type the hand's first upcard, e.g. "7S": its value is the
hand's knock limit (an ace: only gin), and a spade doubles the
hand.
At any question you may also type:
  fix N NAME=CARDS...  correct game N (as klopf fix does)
  buyback NAME     NAME buys back (between games)
  leave NAME       NAME leaves the rubber (between games)
  rules KEY=VALUE  change a house rule from the next game on
  undo             take back the last thing booked
  standings        show the totals, chips and pot
  cancel           drop the game being entered (Ctrl-C)
  help             show this help
  quit             leave (Ctrl-D); only booked games are kept
The upcard? ZZ
klopf: unknown rank "ZZ" (ranks are A K Q J 10 9 8 7 6 5 4 3 2, also T, B, D)
The upcard? AD
  (only gin ends this hand)
Anna's cards (10, or 11 before the discard): 3H 4H 5H 7S 7D 7C JS QS KS AC
klopf: Anna knocked, but under an ace upcard only gin ends the hand (the best arrangement leaves deadwood 1)
  [3H 4H 5H] [7S 7D 7C] [JS QS KS]  unmatched AC
  (type the hand again, answer knock, gin or big gin to change the declaration, or cancel to start the game over)
Anna's cards (10, or 11 before the discard): cancel
Game 1 dropped; nothing was recorded.
<BLANKLINE>
Game 1: Ben deals.
Who went out? Anna k
The upcard? 9C
  (a knock needs 9 or less)
Anna's cards (10, or 11 before the discard): 3H 4H 5H 7S 7D 7C JS QS KS 6D
  Anna: [3H 4H 5H] [7S 7D 7C] [JS QS KS]  unmatched 6D  (deadwood 6: the knock stands)
Ben's cards (10): AH AD AC 4S 5S 6S 2D 3D 4D 6H
  Ben: [AH AD AC] [2D 3D 4D] [4S 5S 6S]  unmatched 6H  (counts 6)
  Ben after the layoffs: [AH AD AC] [2D 3D 4D] [4S 5S 6S]  laid off 6H  (counts 0)
<BLANKLINE>
Game 1: Anna knocks (Ben dealt)
  Anna         0 points  [3H 4H 5H] [7S 7D 7C] [JS QS KS]  unmatched 6D
  Ben         31 points  [AH AD AC] [2D 3D 4D] [4S 5S 6S]  laid off 6H
Record game 1? [y/n/name] yes
game 1 of rubber 2 is booked
Ben undercuts the knocker and scores 31
totals: Anna 0, Ben 31
next dealer: Ben
<BLANKLINE>
rubber 2: gin to 100, in play, 1 hand played
  house rules: oklahoma=on
  player       points  hands  chips
  Anna              0      0     +0
  Ben              31      1     +0  deals next
<BLANKLINE>
Game 2: Ben deals.
Who went out? quit

$ klopf abandon
rubber 2 abandoned after 1 hand; the chips moved stay moved

# Knock rummy: who knocked, then the hands from the knocker clockwise.
$ printf '%s\n' 'no' 'Anna Ben Clara' 'yes' 'Ben' 'AS 2S 3S 7H 8H 9H KD 5C' 'AH AD AC 4S 5S 6S 9C' '10' '2H 3H 4H 5D 6D 7D JC' 'yes' 'Clara rummy' 'quit' | KLOPF_NOW=2026-03-06T20:00:00Z klopf play --game knock-rummy
klopf play: type help at any question, quit to leave.
Another rubber with Anna and Ben? [y/n] no
Players, in seating order (the first deals): Anna Ben Clara
Clara has not played before; add Clara as a new player? [y/n] yes
rubber 3: Anna, Ben, Clara
a game of knock rummy to 100; Anna deals first
rubber 3: knock rummy to 100, in play, 0 hands played
  player       points  hands  chips
  Anna              0      0     +0  deals next
  Ben               0      0     +0
  Clara             0      0     +0
<BLANKLINE>
Game 1: Anna deals.
Who went out? Ben
Ben's cards (7, or 8 before the discard): AS 2S 3S 7H 8H 9H KD 5C
  Ben: [AS 2S 3S] [7H 8H 9H]  unmatched 5C  discard KD  (deadwood 5: the knock stands)
Clara's cards (7): AH AD AC 4S 5S 6S 9C
  Clara: [AH AD AC] [4S 5S 6S]  unmatched 9C  (counts 9)
Anna's cards (7): 10
klopf: Anna must show the cards: in gin and knock rummy every hand is judged from its cards
Anna's cards (7): 2H 3H 4H 5D 6D 7D JC
  Anna: [2H 3H 4H] [5D 6D 7D]  unmatched JC  (counts 10)
<BLANKLINE>
Game 1: Ben knocks (Anna dealt)
  Ben          9 points  [AS 2S 3S] [7H 8H 9H]  unmatched 5C  discard KD
  Clara        0 points  [AH AD AC] [4S 5S 6S]  unmatched 9C
  Anna         0 points  [2H 3H 4H] [5D 6D 7D]  unmatched JC
Record game 1? [y/n/name] yes
game 1 of rubber 3 is booked
Ben wins the hand and receives 9
chips:
  Clara pays 4 to Ben: the difference of the counts
  Anna pays 5 to Ben: the difference of the counts
totals: Anna 0, Ben 9, Clara 0
next dealer: Ben
<BLANKLINE>
rubber 3: knock rummy to 100, in play, 1 hand played
  player       points  hands  chips
  Anna              0      0     -5
  Ben               9      1     +9  deals next
  Clara             0      0     -4
<BLANKLINE>
Game 2: Ben deals.
Who went out? Clara rummy
klopf: say who knocked; in knock rummy a hand ends with a knock
Who went out? quit

# Continental at six: three packs, every copy of a card counted when the
# hands are typed one at a time (the declarer shows 16 and discards KD).
$ klopf abandon
rubber 3 abandoned after 1 hand; the chips moved stay moved
$ printf '%s\n' 'no' 'Anna Ben Clara Dora Emil Fritz' 'yes' 'yes' 'yes' 'Anna' '5H 6H 7H 5H 6H 7H 5H 6H 7H 9S 10S JS 2C 3C 4C KD' 'AS AS AS 8D 8D 8D QC QC QC 2S 3D 4H 9C 10C KH' '9D 10D JD 9D 10D JD 9D 10D JD KS KS KS 2H 2H 2H' '4S 4S 4S 6D 6D 6D JK 8C 8C 8C QH QH 3S 7D AD' '10H 10H 10H 3H 3H 3H 5C 5C 5C JC JC JC 7S 8S 6S' '2D 2D 2D AH AH AH 9H 9H 9H KC KC KC 4D 5D 3D' 'yes' 'quit' | KLOPF_NOW=2026-03-07T20:00:00Z klopf play --game continental
klopf play: type help at any question, quit to leave.
Another rubber with Anna, Ben and Clara? [y/n] no
Players, in seating order (the first deals): Anna Ben Clara Dora Emil Fritz
Dora has not played before; add Dora as a new player? [y/n] yes
Emil has not played before; add Emil as a new player? [y/n] yes
Fritz has not played before; add Fritz as a new player? [y/n] yes
rubber 4: Anna, Ben, Clara, Dora, Emil, Fritz
a game of Continental until the table sets the rule hands; Anna deals first
rubber 4: Continental, in play, 0 hands played
a game of Continental until the table sets the rule hands
  player        chips received  hands
  Anna             +0        0      0  deals next
  Ben              +0        0      0
  Clara            +0        0      0
  Dora             +0        0      0
  Emil             +0        0      0
  Fritz            +0        0      0
<BLANKLINE>
Game 1: Anna deals.
Who went out? Anna
Anna's cards (15, or 16 before the discard): 5H 6H 7H 5H 6H 7H 5H 6H 7H 9S 10S JS 2C 3C 4C KD
  Anna: [2C 3C 4C] [5H 6H 7H] [5H 6H 7H] [5H 6H 7H] [9S 10S JS]  discard KD  (goes out)
Ben's cards (15): AS AS AS 8D 8D 8D QC QC QC 2S 3D 4H 9C 10C KH
  Ben: unmatched AS AS AS 2S 4H KH 3D 8D 8D 8D 9C 10C QC QC QC  (counts 95)
Clara's cards (15): 9D 10D JD 9D 10D JD 9D 10D JD KS KS KS 2H 2H 2H
  Clara: [9D 10D JD] [9D 10D JD] [9D 10D JD]  unmatched KS KS KS 2H 2H 2H  (counts 36)
Dora's cards (15): 4S 4S 4S 6D 6D 6D JK 8C 8C 8C QH QH 3S 7D AD
  Dora: [6D 7D JK]  unmatched 3S 4S 4S 4S QH QH AD 6D 6D 8C 8C 8C  (counts 72)
Emil's cards (15): 10H 10H 10H 3H 3H 3H 5C 5C 5C JC JC JC 7S 8S 6S
  Emil: [6S 7S 8S]  unmatched 3H 3H 3H 10H 10H 10H 5C 5C 5C JC JC JC  (counts 84)
Fritz's cards (15): 2D 2D 2D AH AH AH 9H 9H 9H KC KC KC 4D 5D 3D
  Fritz: [2D 3D 4D 5D]  unmatched AH AH AH 9H 9H 9H 2D 2D KC KC KC  (counts 64)
<BLANKLINE>
Game 1: Anna goes out (Anna dealt)
  Anna         +5 chips  [2C 3C 4C] [5H 6H 7H] [5H 6H 7H] [5H 6H 7H] [9S 10S JS]  discard KD
  Ben          -1 chips  unmatched AS AS AS 2S 4H KH 3D 8D 8D 8D 9C 10C QC QC QC
  Clara        -1 chips  [9D 10D JD] [9D 10D JD] [9D 10D JD]  unmatched KS KS KS 2H 2H 2H
  Dora         -1 chips  [6D 7D JK]  unmatched 3S 4S 4S 4S QH QH AD 6D 6D 8C 8C 8C
  Emil         -1 chips  [6S 7S 8S]  unmatched 3H 3H 3H 10H 10H 10H 5C 5C 5C JC JC JC
  Fritz        -1 chips  [2D 3D 4D 5D]  unmatched AH AH AH 9H 9H 9H 2D 2D KC KC KC
Record game 1? [y/n/name] yes
game 1 of rubber 4 is booked
Anna goes out; each other player pays 1
chips:
  Ben pays 1 to Anna for going out
  Clara pays 1 to Anna for going out
  Dora pays 1 to Anna for going out
  Emil pays 1 to Anna for going out
  Fritz pays 1 to Anna for going out
totals: Anna +5, Ben -1, Clara -1, Dora -1, Emil -1, Fritz -1
next dealer: Ben
<BLANKLINE>
rubber 4: Continental, in play, 1 hand played
a game of Continental until the table sets the rule hands
  player        chips received  hands
  Anna             +5        5      1
  Ben              -1        0      0  deals next
  Clara            -1        0      0
  Dora             -1        0      0
  Emil             -1        0      0
  Fritz            -1        0      0
<BLANKLINE>
Game 2: Ben deals.
Who went out? quit
