# klopf check --game gin: a hand of Gin Rummy judged from both players'
# cards, the defender's layoffs included.

# Gin with a discard: 25 and the defender's deadwood; no layoffs.
$ klopf check --game gin "3H 4H 5H 6H 7S 7D 7C JS QS KS 4C" / "2C 3C 5C 8D 9D 10D KH KD 5S 9S"
knocker, deadwood 0: [3H 4H 5H 6H] [7S 7D 7C] [JS QS KS]  discard 4C
defender, deadwood 44: [8D 9D 10D]  unmatched 5S 9S KH KD 2C 3C 5C
gin: the knocker scores 69

# Big gin: all 11 in melds (modern school), 31 and the deadwood.
$ klopf check --game gin "2H 3H 4H 5H 6H 7S 7D 7C JS QS KS" / "2C 3C 5C 8D 9D 10D KH KD 5S 9S"
knocker, deadwood 0: [2H 3H 4H 5H 6H] [7S 7D 7C] [JS QS KS]
defender, deadwood 44: [8D 9D 10D]  unmatched 5S 9S KH KD 2C 3C 5C
big gin: the knocker scores 75

# In the classic school the same is gin, with 20.
$ klopf check --game gin --school classic "2H 3H 4H 5H 6H 7S 7D 7C JS QS KS" / "2C 3C 5C 8D 9D 10D KH KD 5S 9S"
knocker, deadwood 0: [2H 3H 4H 5H] [7S 7D 7C] [JS QS KS]  discard 6H
defender, deadwood 44: [8D 9D 10D]  unmatched 5S 9S KH KD 2C 3C 5C
gin: the knocker scores 64

# A knock: the defender lays off 6H, then 7H along the run.
$ klopf check --game gin "3H 4H 5H 7S 7D 7C JS QS KS 2C" / "6H 7H 8C 9D 10D KH KD AS 2S 5S"
knocker, deadwood 2: [3H 4H 5H] [7S 7D 7C] [JS QS KS]  unmatched 2C
defender, deadwood 55: unmatched AS 2S 5S KH 9D 10D KD 8C  laid off 6H 7H
the knock stands: the knocker scores 53

# The fourth card of a set of three, and both ends of a run.
$ klopf check --game gin --json "3H 4H 5H 7S 7D 7C JS QS KS 9C" / "6H 2H 8C 9D 10D 7H KD AS 2S 5S"
{"format_version":1,"game":"gin","verdict":"knock","knocker":{"deadwood":9,"least_deadwood":9,"melds":[["3H","4H","5H"],["7S","7D","7C"],["JS","QS","KS"]],"unmatched":["9C"],"discard":null},"defender":{"deadwood":45,"melds":[],"layoffs":["6H","2H","7H"],"unmatched":["AS","2S","5S","9D","10D","KD","8C"]},"result":{"winner":"knocker","points":36,"kind":"knock"}}

# The knocker shows 10 rather than 4, so that 7H and 8H find no run.
$ klopf check --game gin "3H 4H 5H 6H 9S 9D 9C 2C AS AD" / "7H 8H KC KD 2S 5S 10D JC 4D 3S"
knocker, deadwood 10: [3H 4H 5H] [9S 9D 9C]  unmatched AS 6H AD 2C
defender, deadwood 69: unmatched 2S 3S 5S 7H 8H 4D 10D KD JC KC
the knocker shows deadwood 10 rather than his least, 4, to leave the defender less to lay off
the knock stands: the knocker scores 59

# Typed melds are shown as typed: then 7H and 8H are laid off.
$ klopf check --game gin "3H 4H 5H 6H | 9S 9D 9C | 2C AS AD" / "7H 8H KC KD 2S 5S 10D JC 4D 3S"
knocker, deadwood 4: [3H 4H 5H 6H] [9S 9D 9C]  unmatched 2C AS AD
defender, deadwood 54: unmatched 2S 3S 5S 4D 10D KD JC KC  laid off 7H 8H
the knock stands: the knocker scores 50

# Oklahoma: a spade upcard of 5 doubles; an ace upcard wants gin.
$ klopf check --game gin --upcard 5S "3H 4H 5H 7S 7D 7C JS QS KS 2C" / "6H 7H 8C 9D 10D KH KD AS 2S 5S"
knocker, deadwood 2: [3H 4H 5H] [7S 7D 7C] [JS QS KS]  unmatched 2C
defender, deadwood 55: unmatched AS 2S 5S KH 9D 10D KD 8C  laid off 6H 7H
the knock stands: the knocker scores 106

$ klopf check --game gin --upcard AH "3H 4H 5H 7S 7D 7C JS QS KS 2C" / "6H 7H 8C 9D 10D KH KD 4S 2S 5S"
knocker, deadwood 2: [3H 4H 5H] [7S 7D 7C] [JS QS KS]  unmatched 2C
defender, deadwood 71: unmatched 2S 4S 5S 6H 7H KH 9D 10D KD 8C
no declaration: the upcard is an ace, so only gin ends the hand, and the least deadwood is 2
[1]

# No declaration with 31 deadwood.
$ klopf check --game gin "3H 4H 5H 7S 7D 7C JS QS 9C 2C" / "6H 7H 8C 9D 10D KH KD AS 2S 5S"
knocker, deadwood 31: [3H 4H 5H] [7S 7D 7C]  unmatched JS QS 2C 9C
defender, deadwood 68: unmatched AS 2S 5S 6H 7H KH 9D 10D KD 8C
no declaration: the least deadwood is 31, and a knock needs 10 or less
[1]

# Refused.
$ klopf check --game gin "3H 4H 5H 7S 7D 7C JS QS 9C 2C"
klopf: gin is played by two: give the knocker's cards, / and the defender's
[3]

$ klopf check --game gin "3H 4H 5H 7S 7D 7C JS QS 9C 2C" / "6H 7H 8C 9D 10D KH KD AS 2S 2C"
klopf: 2C is shown twice; one pack has it once
[3]

$ klopf check --game gin "3H 4H 5H | 7S 7D | 7C JS QS 9C 2C" / "6H 7H 8C 9D 10D KH KD AS 2S 5S"
klopf: the knocker's group 2 is no meld: a meld needs at least 3 cards
[3]

$ klopf check --game gin --school old "3H" / "4H"
klopf: check: --school takes modern or classic, not "old"
(see 'klopf check --help')
[2]

$ klopf check --game gin --upcard XY "3H" / "4H"
klopf: check: --upcard takes one card, not "XY"
(see 'klopf check --help')
[2]

# One deal a line, one JSON object a line.
$ printf '%s\n' '3H 4H 5H 7S 7D 7C JS QS KS 2C / 6H 7H 8C 9D 10D KH KD AS 2S 5S' '3H 4H 5H 7S 7D 7C JS QS KS 2C / 6H 7H 8C 9D 10D KH KD AS 2S' | klopf check --game gin --batch
{"format_version":1,"game":"gin","verdict":"knock","knocker":{"deadwood":2,"least_deadwood":2,"melds":[["3H","4H","5H"],["7S","7D","7C"],["JS","QS","KS"]],"unmatched":["2C"],"discard":null},"defender":{"deadwood":55,"melds":[],"layoffs":["6H","7H"],"unmatched":["AS","2S","5S","KH","9D","10D","KD","8C"]},"result":{"winner":"knocker","points":53,"kind":"knock"}}
{"format_version":1,"error":"the defender shows 9 cards, not 10"}
klopf: 1 of 2 lines could not be read
[3]

# The rules of gin are changed with --rule, as in every game: --school S
# is short for --rule school=S, --knock-limit N for --rule knock_limit=N.
$ klopf check --game gin --rule school=classic "2H 3H 4H 5H 6H 7S 7D 7C JS QS KS" / "2C 3C 5C 8D 9D 10D KH KD 5S 9S"
knocker, deadwood 0: [2H 3H 4H 5H] [7S 7D 7C] [JS QS KS]  discard 6H
defender, deadwood 44: [8D 9D 10D]  unmatched 5S 9S KH KD 2C 3C 5C
gin: the knocker scores 64

$ klopf check --game gin --rule school=classic --json "2H 3H 4H 5H 6H 7S 7D 7C JS QS KS" / "2C 3C 5C 8D 9D 10D KH KD 5S 9S"
{"format_version":1,"game":"gin","verdict":"gin","knocker":{"deadwood":0,"least_deadwood":0,"melds":[["2H","3H","4H","5H"],["7S","7D","7C"],["JS","QS","KS"]],"unmatched":[],"discard":"6H"},"defender":{"deadwood":44,"melds":[["8D","9D","10D"]],"layoffs":[],"unmatched":["5S","9S","KH","KD","2C","3C","5C"]},"result":{"winner":"knocker","points":64,"kind":"gin"}}

$ klopf check --game gin --school classic --json "2H 3H 4H 5H 6H 7S 7D 7C JS QS KS" / "2C 3C 5C 8D 9D 10D KH KD 5S 9S"
{"format_version":1,"game":"gin","verdict":"gin","knocker":{"deadwood":0,"least_deadwood":0,"melds":[["2H","3H","4H","5H"],["7S","7D","7C"],["JS","QS","KS"]],"unmatched":[],"discard":"6H"},"defender":{"deadwood":44,"melds":[["8D","9D","10D"]],"layoffs":[],"unmatched":["5S","9S","KH","KD","2C","3C","5C"]},"result":{"winner":"knocker","points":64,"kind":"gin"}}

$ klopf check --game gin --rule knock_limit=1 "3H 4H 5H 7S 7D 7C JS QS KS 2C" / "6H 7H 8C 9D 10D KH KD AS 2S 5S"
knocker, deadwood 2: [3H 4H 5H] [7S 7D 7C] [JS QS KS]  unmatched 2C
defender, deadwood 68: unmatched AS 2S 5S 6H 7H KH 9D 10D KD 8C
no declaration: the least deadwood is 2, and a knock needs 1 or less
[1]

$ klopf check --game gin --knock-limit 1 "3H 4H 5H 7S 7D 7C JS QS KS 2C" / "6H 7H 8C 9D 10D KH KD AS 2S 5S"
knocker, deadwood 2: [3H 4H 5H] [7S 7D 7C] [JS QS KS]  unmatched 2C
defender, deadwood 68: unmatched AS 2S 5S 6H 7H KH 9D 10D KD 8C
no declaration: the least deadwood is 2, and a knock needs 1 or less
[1]

# Gin with a bonus of 30 instead of 25.
$ klopf check --game gin --rule gin_bonus=30 "3H 4H 5H 6H 7S 7D 7C JS QS KS 4C" / "2C 3C 5C 8D 9D 10D KH KD 5S 9S"
knocker, deadwood 0: [3H 4H 5H 6H] [7S 7D 7C] [JS QS KS]  discard 4C
defender, deadwood 44: [8D 9D 10D]  unmatched 5S 9S KH KD 2C 3C 5C
gin: the knocker scores 74

# Under oklahoma the upcard must be given; the profiles are Viennese.
$ klopf check --game gin --rule oklahoma=on "3H 4H 5H 7S 7D 7C JS QS KS 2C" / "6H 7H 8C 9D 10D KH KD AS 2S 5S"
klopf: under oklahoma every hand needs its upcard (--upcard CARD)
(see 'klopf check --help')
[2]

$ klopf check --game gin --profile gin "3H" / "4H"
klopf: the profiles are Viennese rules; --profile goes without --game gin
(see 'klopf check --help')
[2]
