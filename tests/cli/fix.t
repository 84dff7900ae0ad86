# Correcting past games (klopf fix): the corrected game is judged again,
# every later event booked again, and a correction that breaks a later
# event is refused whole.  Corrections are listed, exported, imported
# and taken back by undo.

$ printf '%s\n' 'sqlite3 "$KLOPF_DB" .dump | md5sum' > dump

$ KLOPF_NOW=2026-03-01T20:00:00Z klopf new Anna Ben Clara >/dev/null

$ KLOPF_NOW=2026-03-01T20:10:00Z klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" "Ben=2C 3C 4C 8D 9D 10D KH KD 5S 9S" Clara=60 >/dev/null

$ KLOPF_NOW=2026-03-01T20:20:00Z klopf game --knock Clara "Clara=4H 5H 6H 7S 7D 7C JS QS KS 2C" Anna=20 Ben=20 >/dev/null

$ KLOPF_NOW=2026-03-01T20:30:00Z klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 3C" Ben=50 Clara=40 | tail -n 4
Ben is out with 104 points
Clara is out with 102 points
Anna wins the rubber and the pot
net chips: Anna +13, Ben -8, Clara -5

# Refused, and nothing changes: no such game, nothing to change, a name
# that does not play, a card that cannot be read, a declaration the cards
# do not support, and a correction that a later game does not survive
# (Ben would be out before game 3).
$ bash dump > before; klopf fix --rubber 1 9 Ben=3
klopf: rubber 1 has no game 9 (it has 3)
[3]

$ klopf fix --rubber 1 2 Ben=20
klopf: game 2 of rubber 1 is already so; nothing was changed
[3]

$ klopf fix --rubber 1 1 Zoe=5
klopf: Zoe does not play in rubber 1 (Anna, Ben and Clara)
[3]

$ klopf fix --rubber 1 1 "Ben=2C 3C 4C 8D 9D 10D KH KD 5S 9X"
klopf: hand of Ben: card 10 "9X": unknown suit "X" (suits are S H D C or ♠ ♥ ♦ ♣)
[3]

$ klopf fix --rubber 1 1 --rummy Anna
klopf: Anna called rummy, but the best arrangement leaves deadwood 4 (a rummy needs 0)
  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  unmatched 4C
[3]

$ klopf fix --rubber 1 2 Ben=90
klopf: after the correction, game 3 no longer holds: Ben is out of the rubber and has no hand
[3]

$ klopf fix 9 Ben=3
klopf: rubber 1 has no game 9 (it has 3)
[3]

$ klopf fix --rubber 1 x Ben=3
klopf: fix: "x" is not a game number; games count from 1 (see klopf history)
(see 'klopf fix --help')
[2]

$ klopf fix --rubber 1
klopf: fix: give the number of the game to correct, then its new hands (NAME=CARDS)
(see 'klopf fix --help')
[2]

$ klopf fix --rubber 1 2
klopf: fix: say what changes: NAME=CARDS, NAME=POINTS, --knock NAME or --rummy NAME
(see 'klopf fix --help')
[2]

$ bash dump | cmp -s - before && echo "database unchanged"
database unchanged

# Ben's hand of game 1 was typed wrong: the 9S was a 3S.  His points and
# every later total follow; he is no longer out, so the rubber that Anna
# had won is in play again.  Without --rubber, fix corrects the rubber
# that has just ended, as undo would take its last game back.
$ KLOPF_NOW=2026-03-01T21:00:00Z klopf fix 1 "Ben=2C 3C 4C 8D 9D 10D KH KD 5S 3S"
corrected game 1 of rubber 1:
  Ben        2C 3C 4C 8D 9D 10D KH KD 5S 9S -> 2C 3C 4C 8D 9D 10D KH KD 5S 3S
game 1: Anna knocks
  Anna         4 points  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  unmatched 4C
  Ben         28 points  [2C 3C 4C] [8D 9D 10D]  unmatched 3S 5S KH KD
  Clara       60 points  (typed as points)
totals and chips, before -> after:
  Anna           27 ->   27    +13 ->   -2
  Ben           104 ->   98     -8 ->   -8  no longer out
  Clara         102 ->  102     -5 ->   -5
rubber 1 is in play again

# Game 3 was Clara's knock, not Anna's, and the others' points were
# wrong: now Anna and Ben go out and Clara wins the rubber.
$ KLOPF_NOW=2026-03-01T21:05:00Z klopf fix 3 --knock Clara "Clara=4H 5H 6H 7S 7D 7C JS QS KS 3C" Anna=90 Ben=60
corrected game 3 of rubber 1:
  declaration: Clara knocks
  Anna       4H 5H 6H 7S 7D 7C JS QS KS 3C -> 90
  Ben        50 -> 60
  Clara      40 -> 4H 5H 6H 7S 7D 7C JS QS KS 3C
game 3: Clara knocks
  Anna        90 points  (typed as points)
  Ben         60 points  (typed as points)
  Clara        3 points  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  unmatched 3C
totals and chips, before -> after:
  Anna           27 ->  114     -2 ->   -5  now out (game 3)
  Ben            98 ->  108     -8 ->   -8  now out (game 3)
  Clara         102 ->   65     -5 ->  +13  no longer out
Clara wins the rubber and the pot

$ klopf history --corrections
corrections of rubber 1:
  2026-03-01 21:00  game 1
    Ben: 2C 3C 4C 8D 9D 10D KH KD 5S 9S -> 2C 3C 4C 8D 9D 10D KH KD 5S 3S
  2026-03-01 21:05  game 3
    declaration: Anna knocks -> Clara knocks
    Anna: 4H 5H 6H 7S 7D 7C JS QS KS 3C -> 90
    Ben: 50 -> 60
    Clara: 40 -> 4H 5H 6H 7S 7D 7C JS QS KS 3C

# The history marks a corrected game, with the time of each correction,
# without --corrections.
$ klopf history
rubber 1 (finished): Anna, Ben and Clara
started 2026-03-01 20:00, ended 2026-03-01 20:30
antes: each pays 5 into the pot (15)
<BLANKLINE>
 game  dealer  declared            Anna        Ben      Clara
    1* Anna    Anna knocks       4    4    28   28    60   60
       chips: Anna +2, Ben -1, Clara -1
       * corrected 2026-03-01 21:00 (klopf history --corrections)
    2  Ben     Clara knocks     20   24    20   48     2   62
       chips: Anna -1, Ben -1, Clara +2
    3* Clara   Clara knocks     90  114    60  108     3   65
       chips: Anna -1, Ben -1, Clara +17
       * corrected 2026-03-01 21:05 (klopf history --corrections)
       Anna is out with 114
       Ben is out with 108
       Clara wins the rubber and the pot (15)
<BLANKLINE>
totals: Anna 114 (out), Ben 108 (out), Clara 65
net chips: Anna -5, Ben -8, Clara +13

$ klopf history --hands | sed -n '6,12p'
    1* Anna    Anna knocks       4    4    28   28    60   60
       chips: Anna +2, Ben -1, Clara -1
       * corrected 2026-03-01 21:00 (klopf history --corrections)
         Anna: [4H 5H 6H] [7S 7D 7C] [JS QS KS]  unmatched 4C  (typed: 4H 5H 6H 7S 7D 7C JS QS KS 4C)
         Ben: [2C 3C 4C] [8D 9D 10D]  unmatched 3S 5S KH KD  (typed: 2C 3C 4C 8D 9D 10D KH KD 5S 3S)
         Clara: 60 (typed as points)
    2  Ben     Clara knocks     20   24    20   48     2   62

# Export and import carry the corrections.
$ klopf export > fixed.json && klopf --db copy.db import fixed.json && klopf --db copy.db history --corrections | head -n 3
imported 1 rubber
corrections of rubber 1:
  2026-03-01 21:00  game 1
    Ben: 2C 3C 4C 8D 9D 10D KH KD 5S 9S -> 2C 3C 4C 8D 9D 10D KH KD 5S 3S

# Undo takes the last correction back: game 3 as it was booked, after
# the correction of game 1, leaves the rubber in play.
$ klopf undo
took back the correction of game 3 of rubber 1
rubber 1 was over and is in play again

$ klopf standings | head -n 5
rubber 1, in play, 3 games played, pot 15
  player       points  chips
  Anna             27     -2  deals next
  Ben              98     -8  may buy back (to 27)
  Clara           102     -5  out (game 3)

# At any question of klopf play, fix N corrects a past game, and the game
# being entered is judged again against the rubber as it is now.  Here
# the correction puts Ben out and Anna wins the rubber, so the game being
# entered cannot be booked, and play offers another rubber.
$ printf '%s\n' 'Anna knock' '4H 5H 6H 7S 7D 7C JS QS KS 2C' 'fix 2 Ben=30' 'yes' 'quit' | KLOPF_NOW=2026-03-01T21:30:00Z klopf play | sed -n '/^Game 4/,$p'
Game 4: Anna deals.
Who went out? Anna knock
Anna's cards (10, or 11 before the discard): 4H 5H 6H 7S 7D 7C JS QS KS 2C
  Anna: [4H 5H 6H] [7S 7D 7C] [JS QS KS]  unmatched 2C  (deadwood 2: the knock stands)
Ben's cards (10) or points: fix 2 Ben=30
corrected game 2 of rubber 1:
  Ben        20 -> 30
game 2: Clara knocks
  Anna        20 points  (typed as points)
  Ben         30 points  (typed as points)
  Clara        2 points  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  unmatched 2C
totals and chips, before -> after:
  Anna           27 ->   27     -2 ->  +13
  Ben            98 ->  108     -8 ->   -8  now out (game 3)
  Clara         102 ->  102     -5 ->   -5
Anna wins the rubber and the pot
Game 4 was not recorded: the rubber is over after the correction.
Another rubber with Anna, Ben and Clara? [y/n] yes
rubber 2: Anna, Ben, Clara
each pays 5 chips into the pot (pot 15); Ben deals first
rubber 2, in play, 0 games played, pot 15
  player       points  chips
  Anna              0     -5
  Ben               0     -5  deals next
  Clara             0     -5
<BLANKLINE>
Game 1: Ben deals.
Who went out? quit

# A rubber that is over is corrected while another is in play; a
# correction that would put it in play again beside rubber 2 is refused,
# and nothing changes.
$ KLOPF_NOW=2026-03-01T21:40:00Z klopf fix --rubber 1 2 Ben=25
corrected game 2 of rubber 1:
  Ben        30 -> 25
game 2: Clara knocks
  Anna        20 points  (typed as points)
  Ben         25 points  (typed as points)
  Clara        2 points  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  unmatched 2C
totals and chips, before -> after:
  Anna           27 ->   27    +13 ->  +13
  Ben           108 ->  103     -8 ->   -8
  Clara         102 ->  102     -5 ->   -5

$ bash dump > before; klopf fix --rubber 1 2 Ben=2
klopf: after the correction, rubber 1 would no longer be over, but rubber 2 is in play and only one rubber can be; abandon rubber 2 first (klopf abandon) to put rubber 1 in play again
[3]

$ bash dump | cmp -s - before && echo "database unchanged"
database unchanged

$ klopf verify
verified 2 rubbers: the database agrees with its events and the rules
