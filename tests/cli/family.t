# klopf check for the rest of the rummy family: the player going out
# first, then "/" and every other player's cards.

# Boat House: a run through the corner; the others' deadwood is his.
$ klopf check --game boat-house "QH KH AH 2H 3H 5S 5D 5C 9C 9D 9H / 2S 3S 4S 7D 8D JC QC KC 10S 10H"
player 1 goes out: [5S 5D 5C] [9H 9D 9C] [QH KH AH 2H]  discard 3H
player 2, deadwood 35: [2S 3S 4S] [JC QC KC]  unmatched 10S 10H 7D 8D
player 1 scores 35, the other players' deadwood

# Boat House counts an ace left unmatched 11.
$ klopf check --game boat-house "QH KH AH 2H 3H 5S 5D 5C 9C 9D 9H / 2S 3S 4S 7D 8D JC QC KC AS 10H"
player 1 goes out: [5S 5D 5C] [9H 9D 9C] [QH KH AH 2H]  discard 3H
player 2, deadwood 25: [AS 2S 3S 4S] [JC QC KC]  unmatched 10H 7D 8D
player 1 scores 25, the other players' deadwood

# Boat House: no going out, the least deadwood as proof.
$ klopf check --game boat-house "QH KH AH 2H 4H 5S 5D 5C 9C 9D 7H / 2S 3S 4S 7D 8D JC QC KC AS 10H"
player 1, deadwood 20: [5S 5D 5C] [QH KH AH 2H]  unmatched 4H 7H 9D  discard 9C
player 2, deadwood 25: [AS 2S 3S 4S] [JC QC KC]  unmatched 10H 7D 8D
player 1 cannot go out: the least deadwood is 20
[1]

# Phỏm: ù of all 10 cards, and of 9 after a discard.
$ klopf check --game phom "AH 2H 3H 4S 4D 4C 7C 8C 9C 10C / 2S 3S 5S 7S 9S JC QD KD 5D / 4H 5H 6H 8H 9H 10H 5C 6C KS"
player 1 goes out: [AH 2H 3H] [4S 4D 4C] [7C 8C 9C 10C]
player 2, deadwood 67: unmatched 2S 3S 5S 7S 9S 5D QD KD JC
player 3, deadwood 24: [4H 5H 6H] [8H 9H 10H]  unmatched KS 5C 6C
ù: player 1 melds the whole hand, and each other player pays 12
player 2 pays player 1 12
player 3 pays player 1 12
$ klopf check --game phom "AH 2H 3H 4S 4D 4C 7C 8C 9C KH / 2S 3S 5S 7S 9S JC QD KD 5D / 4H 5H 6H 8H 9H 10H 5C 6C KS"
player 1 goes out: [AH 2H 3H] [4S 4D 4C] [7C 8C 9C]  discard KH
player 2, deadwood 67: unmatched 2S 3S 5S 7S 9S 5D QD KD JC
player 3, deadwood 24: [4H 5H 6H] [8H 9H 10H]  unmatched KS 5C 6C
ù: player 1 melds the whole hand, and each other player pays 6
player 2 pays player 1 6
player 3 pays player 1 6

# Phỏm showdown: places pay 1, 2, 3; a hand without a meld (móm) pays 4.
$ klopf check --game phom "JH QH KH JS QS KS 2C 3C 9D / AH 2H 3H 5S 7S 9S JC QD KD / 4D 4S 4C 8H 9H 10H 5C 6C 2S / 6D 7H 9C 10D AC 3D 8S 10S KC"
player 1, deadwood 14: [JS QS KS] [JH QH KH]  unmatched 9D 2C 3C
player 2, deadwood 57: [AH 2H 3H]  unmatched 5S 7S 9S QD KD JC
player 3, deadwood 10: [4C 5C 6C] [8H 9H 10H]  unmatched 2S 4S 4D
player 4, deadwood 67: unmatched 8S 10S 7H 3D 6D 10D AC 9C KC
the showdown: player 3 wins with deadwood 10
player 1 pays player 3 1
player 2 pays player 3 2
player 4 pays player 3 4

# Continental: going out with two jokers (5-4-3-3 here; 4-4-4-3 or
# 3-3-3-3-3 would pay the same) pays 1 + 2 x 2 from each other player;
# the other hands are not counted.
$ klopf check --game continental "3H 4H JK 6H 7H 3S 4S 5S 6S JK 3D 4D 5D 6D 7D 8D / 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC 2S 9S"
player 1 goes out: [3S 4S 5S 6S] [3H 4H JK 6H 7H] [3D 4D 5D] [6D 7D JK]  discard 8D
player 2, not counted: unmatched 2S 9S AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC
player 2 pays player 1 5

# Continental: 15 cards in runs of 5-5-5 cannot go out.
$ klopf check --game continental "3H 4H 5H 6H 7H 3S 4S 5S 6S 7S 3D 4D 5D 6D 7D KC / 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC AC AS 2S 9S"
player 1, deadwood 0: [3S 4S 5S 6S 7S] [3H 4H 5H 6H 7H] [3D 4D 5D 6D 7D]  discard KC
player 2, not counted: unmatched AS 2S 9S AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC
player 1 cannot go out: the least deadwood is 0
[1]

# Continental with twos wild: a two used as wild is marked *.
$ klopf check --game continental --rule deuces_wild=yes --rule deuce_points=1 "AS 2S 3S 4S 5S 7H 8H 2C 10H 4D 5D 6D 7D JC QC KC / 9C 9C 9D 9S 9H 2H 3H 4H 5H 6H AH AD 10S 10C 10D"
player 1 goes out: [3S 4S 5S] [7H 8H 2C* 10H] [4D 5D 6D 7D] [JC QC KC 2S*]  discard AS
player 2, not counted: unmatched 9S 10S AH 2H 3H 4H 5H 6H 9H AD 9D 10D 9C 9C 10C
player 2 pays player 1 3

# Nowrang: Q-K-A is a run; the game is won.
$ klopf check --game nowrang "QH KH AH 2S 3S 4S 7D 8D 9D 10D KC / AC 2C 3C 5H 6H 7H 8S 9S 10S JS"
player 1 goes out: [2S 3S 4S] [7D 8D 9D 10D] [QH KH AH]  discard KC
player 2, deadwood 6: [5H 6H 7H] [8S 9S 10S JS]  unmatched AC 2C 3C
player 1 wins the game

# Nowrang: A-2-3 is no run.
$ klopf check --game nowrang "AH 2H 3H 2S 3S 4S 7D 8D 9D 10D KC / AC 2C 3C 5H 6H 7H 8S 9S 10S JS"
player 1, deadwood 6: [2S 3S 4S] [7D 8D 9D 10D]  unmatched AH 2H 3H  discard KC
player 2, deadwood 6: [5H 6H 7H] [8S 9S 10S JS]  unmatched AC 2C 3C
player 1 cannot go out: the least deadwood is 6
[1]

# Queen City: each other player pays the value of the hand melded.
$ klopf check --game queen-city "KH KS KD 8C 9C 10C JC 2D / AS 2S 3S 5H 6H 9D 10D / 4S 5S 6S QD QS 7H 8H"
player 1 goes out: [8C 9C 10C JC] [KS KH KD]  discard 2D
player 2, deadwood 30: [AS 2S 3S]  unmatched 5H 6H 9D 10D
player 3, deadwood 35: [4S 5S 6S]  unmatched QS 7H 8H QD
player 2 pays player 1 67
player 3 pays player 1 67

# Double Rum: a set of identical cards, a joker unmatched counts 15.
$ klopf check --game double-rum "QH QH QS JK 5C 6C 7C AD KS KC JK / 2H 3H 4H JK 9S 9S 9D 10C JC AS"
player 1 goes out: [5C 6C 7C] [QS QH QH JK] [KS KC JK]  discard AD
player 2, deadwood 11: [2H 3H 4H] [9S 9S 9D] [10C JC JK]  unmatched AS
player 1 scores 11, the other players' deadwood

# JSON, and a batch with a line that cannot be judged.
$ klopf check --game queen-city --json "KH KS KD 8C 9C 10C JC 2D / AS 2S 3S 5H 6H 9D 10D"
{"format_version":1,"game":"queen-city","verdict":"out","hands":[{"deadwood":0,"melds":[["8C","9C","10C","JC"],["KS","KH","KD"]],"wild_twos":[],"unmatched":[],"discard":"2D"},{"deadwood":30,"melds":[["AS","2S","3S"]],"wild_twos":[],"unmatched":["5H","6H","9D","10D"],"discard":null}],"winner":0,"worth":67,"transfers":[{"from":1,"to":0,"amount":67}]}
$ printf '%s\n' "KH KS KD 8C 9C 10C JC 2D / AS 2S 3S 5H 6H 9D 10D" "KH KS KD JK 9C 10C JC 2D / AS 2S 3S 5H 6H 9D 10D" | klopf check --game queen-city --batch
{"format_version":1,"game":"queen-city","verdict":"out","hands":[{"deadwood":0,"melds":[["8C","9C","10C","JC"],["KS","KH","KD"]],"wild_twos":[],"unmatched":[],"discard":"2D"},{"deadwood":30,"melds":[["AS","2S","3S"]],"wild_twos":[],"unmatched":["5H","6H","9D","10D"],"discard":null}],"winner":0,"worth":67,"transfers":[{"from":1,"to":0,"amount":67}]}
{"format_version":1,"error":"queen-city is played without jokers"}
klopf: 1 of 2 lines could not be read
[3]

# Refused: player counts, hand sizes, cards the packs do not hold, rules.
$ klopf check --game nowrang "QH KH AH 2S 3S 4S 7D 8D 9D 10D KC / AC 2C 3C 5H 6H 7H 8S 9S 10S JS / 4C 5C 6C 7C 8C 9C 10C JC QC KC"
klopf: nowrang is played by 2 players, not 3
[3]
$ klopf check --game queen-city "KH KS KD 8C 9C 10C / AS 2S 3S 5H 6H 9D 10D"
klopf: the first player shows 6 cards; show 7, or 8 before the discard
[3]
$ klopf check --game queen-city "KH KS KD 8C 9C 10C JC 2D / AS 2S 3S 5H 6H 9D"
klopf: player 2 shows 6 cards, not 7
[3]
$ klopf check --game boat-house "QH KH AH 2H 3H 5S 5D 5C 9C 9D JK / 2S 3S 4S 7D 8D JC QC KC 10S 10H"
klopf: boat-house is played without jokers
[3]
$ klopf check --game double-rum "QH QH QS JK 5C 6C 7C AD KS KC JK / QH 3H 4H JK 9S 9S 9D 10C JC AS"
klopf: QH is shown 3 times; the packs hold it 2 times
[3]
$ klopf check --game continental --rule decks=5 "3H 4H JK 6H 7H 3S 4S 5S 6S JK 3D 4D 5D 6D 7D 8D / 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AC 2S 9S"
klopf: the rule decks takes 2, 3 or 4, not "5"
[3]
$ klopf check --game phom --rule deuces_wild=yes "JH QH KH JS QS KS 2C 3C 9D / AH 2H 3H 5S 7S 9S JC QD KD"
klopf: phom has no rule "deuces_wild"; it takes hand_size
[3]
$ klopf check --game phom --school classic "JH QH KH JS QS KS 2C 3C 9D / AH 2H 3H 5S 7S 9S JC QD KD"
klopf: check: --profile, --knock-limit, --school and --upcard are not for phom; it takes --rule
(see 'klopf check --help')
[2]

# deadwood --game: one hand under the game's cards and values.
$ klopf deadwood --game double-rum "QH QH QS JK 5C 6C 7C AD KS KC"
deadwood 11: [5C 6C 7C] [QS QH QH] [KS KC JK]  unmatched AD
$ klopf deadwood --game phom "JH QH KH 2C 9D"
deadwood 11: [JH QH KH]  unmatched 9D 2C
$ klopf deadwood --game continental --rule deuces_wild=yes --json "2S 3H 4H 9C 9C JK"
{"format_version":1,"game":"continental","cards":["2S","3H","4H","9C","9C","JK"],"deadwood":16,"melds":[["9C","JK","2S"]],"wild_twos":["2S"],"unmatched":["3H","4H","9C"]}
$ klopf deadwood --game boat-house "QH KH AH 2H 9D"
deadwood 9: [QH KH AH 2H]  unmatched 9D
$ klopf deadwood --game queen-city "QH QH"
klopf: queen-city does not hold these cards: more copies of a card than its packs, or more jokers
[3]
$ klopf deadwood --game nope 3H
klopf: deadwood: unknown game "nope"; deadwood counts viennese, boat-house, phom, continental, nowrang, queen-city, double-rum, romme, hungarian, caloochi, rummy
(see 'klopf deadwood --help')
[2]
