# klopf check for the melding games: one hand at the moment of melding,
# its best opening, whether it opens and whether it goes out at once;
# and the Hungarian redeal claim.

# Rommé: the ace low (A-2-3 = 6) and high (Q-K-A = 31), a joker read as
# JC after 9C 10C: 66, which opens (40 needed).
$ klopf check --game romme "AH 2H 3H QS KS AS 5C 8D 10C JK 7H 9C 6D 2C"
best opening 66: [QS KS AS] [AH 2H 3H] [9C 10C JK]  unmatched 7H 6D 8D 2C 5C
opens with 66 (40 needed)
does not go out at once

# Rommé: 39 is one short of 40.
$ klopf check --game romme "QS QH QD 2C 3C 4C 6H 8S 10D 7D 5S 9H JS 4H"
best opening 39: [QS QH QD] [2C 3C 4C]  unmatched 5S 8S JS 4H 6H 9H 7D 10D
does not open: 1 short of 40
does not go out at once
[1]

# Rommé: Hand-Rommé needs no 40: 39 in melds and the discard 9C.
$ klopf check --game romme "2C 3C 4C 2H 3H 4H 2D 3D 4D 2S 3S 9C 3S JK"
best opening 39: [2S 3S JK] [3S 3H 3D 3C] [2H 2D 2C] [4H 4D 4C]  unmatched 9C
opens by going out at once, which needs no minimum (an opening is 1 short of 40)
goes out at once, worth 39: [2S 3S JK] [3S 3H 3D 3C] [2H 2D 2C] [4H 4D 4C]  discard 9C

# ... but the table may make the 40 apply to going out at once too.
$ klopf check --game romme --rule out_min=applies "2C 3C 4C 2H 3H 4H 2D 3D 4D 2S 3S 9C 3S JK"
best opening 39: [2S 3S JK] [3S 3H 3D 3C] [2H 2D 2C] [4H 4D 4C]  unmatched 9C
does not open: 1 short of 40
does not go out at once
[1]

# Hungarian: the seed's 5-JK-7 is worth 18 (not 36), here beside three
# tens and 6-7-8 (51).
$ klopf check --game hungarian --json "5H JK 7H 2C 9S 10S 10H 10D 6C 7C 8C 2H 4S KC 3D"
{"format_version":1,"game":"hungarian","best_value":69,"can_open":true,"goes_out":false,"melds":[["10S","10H","10D"],["5H","JK","7H"],["6C","7C","8C"]],"unmatched":["4S","9S","2H","3D","2C","KC"],"out":null,"open_min":51}

# Hungarian: JK-AH-JK reads Q-K-A (30); a discard is always kept back.
$ klopf check --game hungarian "JK AH JK 4C"
best opening 30: [JK JK AH]  unmatched 4C
opens by going out at once, which needs no minimum (an opening is 21 short of 51)
goes out at once, worth 30: [JK JK AH]  discard 4C

# Caloochi: aces 15 wherever they lie; going out at once needs 51.
$ klopf check --game caloochi "AH 2H 3H 2S 3S 4S 2D 3D 4D 2C 3C 4C 9C 10C JC 5H"
best opening 76: [2S 2D 2C] [3S 3D 3C] [4S 4D 4C] [AH 2H 3H] [9C 10C JC]  unmatched 5H
opens with 76 (51 needed)
goes out at once, worth 76: [2S 2D 2C] [3S 3D 3C] [4S 4D 4C] [AH 2H 3H] [9C 10C JC]  discard 5H

# Caloochi: the same with the minimum waived for going out at once.
$ klopf check --game caloochi --rule out_min=waived --json "AH 2H 3H 2S 3S 4S 2D 3D 4D 2C 3C 4C 9C 10C JC 5H"
{"format_version":1,"game":"caloochi","best_value":76,"can_open":true,"goes_out":true,"melds":[["2S","2D","2C"],["3S","3D","3C"],["4S","4D","4C"],["AH","2H","3H"],["9C","10C","JC"]],"unmatched":["5H"],"out":{"melds":[["2S","2D","2C"],["3S","3D","3C"],["4S","4D","4C"],["AH","2H","3H"],["9C","10C","JC"]],"discard":"5H"},"open_min":51}

# Rummy: ace low only, no minimum; a run round the corner as a rule.
$ klopf check --game rummy "QS KS AS 7H 8D 9C 2C 4D 6S 10H JD"
best opening 0: unmatched AS 6S QS KS 7H 10H 4D 8D JD 2C 9C
does not open: no legal meld
does not go out at once
[1]
$ klopf check --game rummy --rule ace=corner "QS KS AS 7H 8D 9C 2C 4D 6S 10H JD"
best opening 31: [QS KS AS]  unmatched 6S 7H 10H 4D 8D JD 2C 9C
opens: a legal meld can be laid
does not go out at once

# --batch: one hand a line, a line that cannot be read as an error.
$ printf 'JK AH JK 4C\nAS XX 2S\n5S 5H 5D 5C 9H\n' | klopf check --game hungarian --batch
{"format_version":1,"game":"hungarian","best_value":30,"can_open":true,"goes_out":true,"melds":[["JK","JK","AH"]],"unmatched":["4C"],"out":{"melds":[["JK","JK","AH"]],"discard":"4C"},"open_min":51}
{"format_version":1,"error":"card 2 \"XX\": unknown rank \"XX\" (ranks are A K Q J 10 9 8 7 6 5 4 3 2, also T, B, D)"}
{"format_version":1,"game":"hungarian","best_value":20,"can_open":true,"goes_out":true,"melds":[["5S","5H","5D","5C"]],"unmatched":["9H"],"out":{"melds":[["5S","5H","5D","5C"]],"discard":"9H"},"open_min":51}
klopf: 1 of 3 lines could not be read
[3]

# The Hungarian redeal claim: three pairs and a joker; two pairs and two
# jokers (jokers never pair).
$ klopf check --game hungarian --redeal "5H 5H 7S 7S 9D 9D JK 2C 3C 4C 5C 6C 7C 8C"
pairs: 7S 5H 9D
jokers: 1
a redeal may be claimed
$ klopf check --game hungarian --redeal --json "5H 5H 7S 7S 9D JK JK 2C 3C 4C 5C 6C 7C 8C"
{"redeal":false,"pairs":["7S","5H"],"jokers":2}
[1]

# Refusals: a card more often than the packs, too many jokers, --redeal
# where the game has none, no cards.
$ klopf check --game rummy "AS AS 2S 3S"
klopf: The hand holds AS 2 times, more often than this game's packs hold it (1).
[3]
$ klopf check --game hungarian "JK JK JK JK JK 2S 3S"
klopf: The hand holds 5 jokers, more than this game has (4).
[3]
$ klopf check --game romme --redeal "5H 5H"
klopf: check: romme has no redeal claim; --redeal is for hungarian
(see 'klopf check --help')
[2]
$ klopf check --game caloochi
klopf: check: no cards given
(see 'klopf check --help')
[2]
