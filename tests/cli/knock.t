# klopf check --game knock-rummy: a hand of Knock Rummy judged from every
# player's cards (the knocker first, then from the knocker's left).

# Three players, 7 cards; the knocker shows 8 and klopf picks the discard.
$ klopf check --game knock-rummy "3H 4H 5H QS QD QC 7C 8S" / "2C 3C 4C 9D 9H KS KD" / "AS 2S 3S 5D 6D 7D JH"
hand 1 (knocker), count 7: [3H 4H 5H] [QS QD QC]  unmatched 7C  discard 8S
hand 2, count 38: [2C 3C 4C]  unmatched KS 9H 9D KD
hand 3, count 10: [AS 2S 3S] [5D 6D 7D]  unmatched JH
the knocker has the lowest count and wins the hand: 34 in all
  hand 2 pays hand 1 31
  hand 3 pays hand 1 3

# Hand 3 has rum and undercuts the knocker, who pays the penalty too.
$ klopf check --game knock-rummy 3H 4H 5H QS QD QC 7C / 2C 3C 4C 9D 9H KS KD / AS 2S 3S 5D 6D 7D 8D
hand 1 (knocker), count 7: [3H 4H 5H] [QS QD QC]  unmatched 7C
hand 2, count 38: [2C 3C 4C]  unmatched KS 9H 9D KD
hand 3, count 0: [AS 2S 3S] [5D 6D 7D 8D]
hand 3 counts less than the knocker and wins the hand; the knocker pays the undercut penalty too: 55 in all
  hand 1 pays hand 3 7
  hand 2 pays hand 3 38
  hand 1 pays hand 3 10 (undercut penalty)

# Level with the knocker: hand 2 wins without a penalty.
$ klopf check --game knock-rummy --json "3H 4H 5H QS QD QC 7C / 2C 3C 4C 9D 9H 9S 7D / AS 2S 3S 5D 6D KD JH"
{"format_version":1,"game":"knock-rummy","hand_size":7,"hands":[{"count":7,"melds":[["3H","4H","5H"],["QS","QD","QC"]],"unmatched":["7C"],"discard":null},{"count":7,"melds":[["2C","3C","4C"],["9S","9H","9D"]],"unmatched":["7D"]},{"count":31,"melds":[["AS","2S","3S"]],"unmatched":["JH","5D","6D","KD"]}],"winner":1,"outcome":"tied","transfers":[{"from":2,"to":1,"amount":24,"reason":"count"}]}

# Rum against rum: the knocker wins and collects the bonus.
$ klopf check --game knock-rummy "3H 4H 5H QS QD QC KC KD KH 6H 9S / 2C 3C 4C 5C 9D 9H 9C 8S 7S 6S"
hand 1 (knocker), count 0: [3H 4H 5H 6H] [QS QD QC] [KH KD KC]  discard 9S
hand 2, count 0: [2C 3C 4C 5C] [6S 7S 8S] [9H 9D 9C]
the knocker has rum and wins the hand: 25 in all
  hand 2 pays hand 1 25 (rum bonus)

# Five players with 6 cards.
$ klopf check --game knock-rummy "3H 4H 5H QS QD 2S / AH AD AC 8S 9S 10S / 2C 3C 4C 5C 6C 7C / KH KS KD JH JS JD / 6H 7H 8H 9D 10D JC"
hand 1 (knocker), count 22: [3H 4H 5H]  unmatched 2S QS QD
hand 2, count 0: [AH AD AC] [8S 9S 10S]
hand 3, count 0: [2C 3C 4C 5C 6C 7C]
hand 4, count 0: [JS JH JD] [KS KH KD]
hand 5, count 29: [6H 7H 8H]  unmatched 9D 10D JC
hand 2 counts less than the knocker and wins the hand; the knocker pays the undercut penalty too: 61 in all
  hand 1 pays hand 2 22
  hand 5 pays hand 2 29
  hand 1 pays hand 2 10 (undercut penalty)

# One deal a line, one JSON object a line.
$ printf '%s\n' '3H 4H 5H QS QD QC 7C / 2C 3C 4C 9D 9H KS KD / AS 2S 3S 5D 6D 7D 8D' '3H 4H 5H QS QD QC 7C / 2C 3C 4C 9D 9H KS QS / AS 2S 3S 5D 6D 7D 8D' | klopf check --game knock-rummy --batch
{"format_version":1,"game":"knock-rummy","hand_size":7,"hands":[{"count":7,"melds":[["3H","4H","5H"],["QS","QD","QC"]],"unmatched":["7C"],"discard":null},{"count":38,"melds":[["2C","3C","4C"]],"unmatched":["KS","9H","9D","KD"]},{"count":0,"melds":[["AS","2S","3S"],["5D","6D","7D","8D"]],"unmatched":[]}],"winner":2,"outcome":"undercut","transfers":[{"from":0,"to":2,"amount":7,"reason":"count"},{"from":1,"to":2,"amount":38,"reason":"count"},{"from":0,"to":2,"amount":10,"reason":"undercut"}]}
{"format_version":1,"error":"QS is in hand 1 and in hand 2; one pack has it once"}
klopf: 1 of 2 lines could not be read
[3]

# Refused: one hand, a card twice, a hand too short, a joker, the limit.
$ klopf check --game knock-rummy "3H 4H 5H QS QD QC 7C"
klopf: a hand of Knock Rummy needs 2 to 5 players, not 1
[3]

$ klopf check --game knock-rummy "3H 4H 5H QS QD QC 7C / 2C 3C 4C 9D 9H KS QS / AS 2S 3S 5D 6D 7D 8D"
klopf: QS is in hand 1 and in hand 2; one pack has it once
[3]

$ klopf check --game knock-rummy "3H 4H 5H QS QD QC 7C / 2C 3C 4C 9D 9H KS / AS 2S 3S 5D 6D 7D 8D"
klopf: hand 2 shows 6 cards, not the 7 of a hand
[3]

$ klopf check --game knock-rummy "3H 4H 5H QS QD QC JK / 2C 3C 4C 9D 9H KS KD"
klopf: card 7 "JK": these rules play without jokers
[3]

$ klopf check --game knock-rummy --knock-limit 5 "3H 4H 5H QS QD QC 7C 2D 9C 10H / 2C 3C 4C 9D 9H KS KD 5S 6S 8H"
klopf: the knocker counts 28; a knock needs 5 or less
[3]

$ klopf check --game knock-rummy --knock-limit many "3H 4H 5H QS QD QC 7C / 2C 3C 4C 9D 9H KS KD"
klopf: check: --knock-limit takes a count from 0 to 100, not "many"
(see 'klopf check --help')
[2]

$ klopf check --game gin-rummy 3H
klopf: check: unknown game "gin-rummy"; check judges viennese, gin, knock-rummy, boat-house, phom, continental, nowrang, queen-city, double-rum, romme, hungarian, caloochi, rummy
(see 'klopf check --help')
[2]

# The rules of Knock Rummy are changed with --rule, as in every game:
# --knock-limit N is short for --rule knock_limit=N.
$ klopf check --game knock-rummy --rule knock_limit=5 "3H 4H 5H QS QD QC 7C 2D 9C 10H / 2C 3C 4C 9D 9H KS KD 5S 6S 8H"
klopf: the knocker counts 28; a knock needs 5 or less
[3]

$ klopf check --game knock-rummy --knock-limit 28 "3H 4H 5H QS QD QC 7C 2D 9C 10H / 2C 3C 4C 9D 9H KS KD 5S 6S 8H"
hand 1 (knocker), count 28: [3H 4H 5H] [QS QD QC]  unmatched 10H 2D 7C 9C
hand 2, count 57: [2C 3C 4C]  unmatched 5S 6S KS 8H 9H 9D KD
the knocker has the lowest count and wins the hand: 29 in all
  hand 2 pays hand 1 29

$ klopf check --game knock-rummy --rule knock_limit=28 "3H 4H 5H QS QD QC 7C 2D 9C 10H / 2C 3C 4C 9D 9H KS KD 5S 6S 8H"
hand 1 (knocker), count 28: [3H 4H 5H] [QS QD QC]  unmatched 10H 2D 7C 9C
hand 2, count 57: [2C 3C 4C]  unmatched 5S 6S KS 8H 9H 9D KD
the knocker has the lowest count and wins the hand: 29 in all
  hand 2 pays hand 1 29

# An undercut penalty of 5, and a rum bonus of 50.
$ klopf check --game knock-rummy --rule undercut_penalty=5 3H 4H 5H QS QD QC 7C / 2C 3C 4C 9D 9H KS KD / AS 2S 3S 5D 6D 7D 8D
hand 1 (knocker), count 7: [3H 4H 5H] [QS QD QC]  unmatched 7C
hand 2, count 38: [2C 3C 4C]  unmatched KS 9H 9D KD
hand 3, count 0: [AS 2S 3S] [5D 6D 7D 8D]
hand 3 counts less than the knocker and wins the hand; the knocker pays the undercut penalty too: 50 in all
  hand 1 pays hand 3 7
  hand 2 pays hand 3 38
  hand 1 pays hand 3 5 (undercut penalty)

$ klopf check --game knock-rummy --rule rum_bonus=50 "3H 4H 5H QS QD QC KC KD KH 6H 9S / 2C 3C 4C 5C 9D 9H 9C 8S 7S 6S"
hand 1 (knocker), count 0: [3H 4H 5H 6H] [QS QD QC] [KH KD KC]  discard 9S
hand 2, count 0: [2C 3C 4C 5C] [6S 7S 8S] [9H 9D 9C]
the knocker has rum and wins the hand: 50 in all
  hand 2 pays hand 1 50 (rum bonus)

# What the game does not have is refused.
$ klopf check --game knock-rummy --rule school=classic 3H
klopf: rule school is not a rule of knock-rummy; see 'klopf rules --game knock-rummy'
(see 'klopf check --help')
[2]

$ klopf check --game knock-rummy --school classic 3H
klopf: check: --school and --upcard are for gin
(see 'klopf check --help')
[2]

$ klopf check --game knock-rummy --profile gin 3H
klopf: the profiles are Viennese rules; --profile goes without --game knock-rummy
(see 'klopf check --help')
[2]

# In Viennese Rummy too --knock-limit is short for --rule knock_limit.
$ klopf check --knock-limit 9 "4H 5H 6H 7S 7D 7C JS QS KS 9C"
knock: deadwood 9 (a knock needs 9 or less)
melds:     [4H 5H 6H] [7S 7D 7C] [JS QS KS]
unmatched: 9C
deadwood:  9

$ klopf check --rule knock_limit=9 "4H 5H 6H 7S 7D 7C JS QS KS 9C"
knock: deadwood 9 (a knock needs 9 or less)
melds:     [4H 5H 6H] [7S 7D 7C] [JS QS KS]
unmatched: 9C
deadwood:  9
