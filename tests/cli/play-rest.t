# klopf play for the rest of the family: nobody is asked how a hand
# ended.  In Phỏm the answer is who claims ù (ten cards) or "showdown"
# (no name: the hands from the dealer's left, nine cards each); a claim
# with nine cards is refused and typed again.  After ù the other hands
# do not change the score and are not asked: one may be typed for the
# record at the last look, and the referee checks it (Clara's eight
# cards are refused).  In Continental the one
# going out shows his 15 cards after the discard.
$ printf '%s\n' 'Anna Ben Clara' 'showdown' 'AS 2S 3S 7H 8H 9H KD QC 5C' '4D 4H 4C 10S JS QS 2D 6D KS' 'AH 2C 3D 5H 6S 8D 9C 10H JC' 'yes' 'Ben' 'AD 2D 3D 5S 5H 5C 8S 9S 10S' 'AD 2D 3D 5S 5H 5C 8S 9S 10S KH' 'Clara' 'AS 2S 3S 7H 8H 9H KD QC' 'AS 2S 3S 7H 8H 9H KD QC 5D' 'yes' 'quit' | KLOPF_NOW=2026-11-26T20:00:00Z klopf play --game phom
klopf play: type help at any question, quit to leave.
No rubber is in play; name the players to start one.
Players, in seating order (the first deals): Anna Ben Clara
rubber 1: Anna, Ben, Clara
a game of Phỏm until the table sets the rule hands; Anna deals first
rubber 1: Phỏm, in play, 0 hands played
a game of Phỏm until the table sets the rule hands
  player        chips received  hands
  Anna             +0        0      0  deals next
  Ben              +0        0      0
  Clara            +0        0      0
<BLANKLINE>
Game 1: Anna deals.
Who claims ù (or showdown)? showdown
Ben's cards (9): AS 2S 3S 7H 8H 9H KD QC 5C
  Ben: [AS 2S 3S] [7H 8H 9H]  unmatched KD 5C QC  (counts 30)
Clara's cards (9): 4D 4H 4C 10S JS QS 2D 6D KS
  Clara: [4H 4D 4C] [10S JS QS KS]  unmatched 2D 6D  (counts 8)
Anna's cards (9): AH 2C 3D 5H 6S 8D 9C 10H JC
  Anna: unmatched 6S AH 5H 10H 3D 8D 2C 9C JC  (counts 55)
<BLANKLINE>
Game 1: the showdown (Anna dealt)
  Ben          -1 chips  [AS 2S 3S] [7H 8H 9H]  unmatched KD 5C QC
  Clara        +5 chips  [4H 4D 4C] [10S JS QS KS]  unmatched 2D 6D
  Anna         -4 chips  unmatched 6S AH 5H 10H 3D 8D 2C 9C JC
Record game 1? [y/n/name] yes
game 1 of rubber 1 is booked
Clara wins the showdown and receives 5
chips:
  Ben pays 1 to Clara by place in the showdown
  Anna pays 4 to Clara: a hand without a meld (móm)
totals: Anna -4, Ben -1, Clara +5
next dealer: Ben
<BLANKLINE>
rubber 1: Phỏm, in play, 1 hand played
a game of Phỏm until the table sets the rule hands
  player        chips received  hands
  Anna             -4        0      0
  Ben              -1        0      0  deals next
  Clara            +5        5      1
<BLANKLINE>
Game 2: Ben deals.
Who claims ù (or showdown)? Ben
Ben's cards (10): AD 2D 3D 5S 5H 5C 8S 9S 10S
klopf: Ben claims ù with 9 cards; ù is shown with 10 (all melded, or all but a discard)
  [AD 2D 3D] [5S 5H 5C] [8S 9S 10S]
  (type the hand again, or cancel to start the game over)
Ben's cards (10): AD 2D 3D 5S 5H 5C 8S 9S 10S KH
  Ben: [AD 2D 3D] [5S 5H 5C] [8S 9S 10S]  discard KH  (ù)
The other hands do not change the score and are not asked; type a player's name at the last look to type that hand for the record.
<BLANKLINE>
Game 2: Ben claims ù (Ben dealt)
  Ben         +12 chips  [AD 2D 3D] [5S 5H 5C] [8S 9S 10S]  discard KH
  Clara        -6 chips  (not shown)
  Anna         -6 chips  (not shown)
Record game 2? [y/n/name] Clara
Clara's cards (9): AS 2S 3S 7H 8H 9H KD QC
klopf: Clara shows 8 cards; a hand holds 9 at the end of a game
Clara's cards (9): AS 2S 3S 7H 8H 9H KD QC 5D
  Clara: [AS 2S 3S] [7H 8H 9H]  unmatched 5D KD QC  (counts 30)
<BLANKLINE>
Game 2: Ben claims ù (Ben dealt)
  Ben         +12 chips  [AD 2D 3D] [5S 5H 5C] [8S 9S 10S]  discard KH
  Clara        -6 chips  [AS 2S 3S] [7H 8H 9H]  unmatched 5D KD QC
  Anna         -6 chips  (not shown)
Record game 2? [y/n/name] yes
game 2 of rubber 1 is booked
Ben wins with ù and receives 12
chips:
  Anna pays 6 to Ben for ù
  Clara pays 6 to Ben for ù
totals: Anna -10, Ben +11, Clara -1
next dealer: Clara
<BLANKLINE>
rubber 1: Phỏm, in play, 2 hands played
a game of Phỏm until the table sets the rule hands
  player        chips received  hands
  Anna            -10        0      0
  Ben             +11       12      1
  Clara            -1        5      1  deals next
<BLANKLINE>
Game 3: Clara deals.
Who claims ù (or showdown)? quit

$ klopf abandon
rubber 1 abandoned after 2 hands; the chips moved stay moved

$ printf '%s\n' 'no' 'Anna Ben' 'Anna' '3H 4H JK 6H 7H 9S 10S JS QS 2D 3D 4D 5C 6C 7C' 'AS JC 3H JS AD 2S 9S 5H 2C QD 6C 7C JD 4S 4D' 'yes' 'quit' | KLOPF_NOW=2026-11-26T21:00:00Z klopf play --game continental --rule hands=2
klopf play: type help at any question, quit to leave.
Another rubber with Anna, Ben and Clara? [y/n] no
Players, in seating order (the first deals): Anna Ben
rubber 2: Anna, Ben
a game of Continental over 2 hands; Anna deals first
house rule: hands=2 (default open)
rubber 2: Continental, in play, 0 hands played
a game of Continental over 2 hands
  house rules: hands=2
  player        chips received  hands
  Anna             +0        0      0  deals next
  Ben              +0        0      0
<BLANKLINE>
Game 1: Anna deals.
Who went out? Anna
Anna's cards (15, or 16 before the discard): 3H 4H JK 6H 7H 9S 10S JS QS 2D 3D 4D 5C 6C 7C
  Anna: [2D 3D 4D] [3H 4H JK 6H 7H] [5C 6C 7C] [9S 10S JS QS]  (goes out)
Ben's cards (15): AS JC 3H JS AD 2S 9S 5H 2C QD 6C 7C JD 4S 4D
  Ben: unmatched AS 2S 4S 9S JS 3H 5H AD 4D JD QD 2C 6C 7C JC  (counts 84)
<BLANKLINE>
Game 1: Anna goes out (Anna dealt)
  Anna         +3 chips  [2D 3D 4D] [3H 4H JK 6H 7H] [5C 6C 7C] [9S 10S JS QS]
  Ben          -3 chips  unmatched AS 2S 4S 9S JS 3H 5H AD 4D JD QD 2C 6C 7C JC
Record game 1? [y/n/name] yes
game 1 of rubber 2 is booked
Anna goes out; each other player pays 3
chips:
  Ben pays 3 to Anna for going out
totals: Anna +3, Ben -3
next dealer: Ben
<BLANKLINE>
rubber 2: Continental, in play, 1 hand played
a game of Continental over 2 hands
  house rules: hands=2
  player        chips received  hands
  Anna             +3        3      1
  Ben              -3        0      0  deals next
<BLANKLINE>
Game 2: Ben deals.
Who went out? quit
