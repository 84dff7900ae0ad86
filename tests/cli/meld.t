# klopf meld: typed groups judged as one opening of a melding game, and
# with --on cards laid on a meld of the table; deadwood --game counts the
# cards left in a hand.

# Rommé: 3-JK-JK-6 is legal (two jokers side by side in a run of four),
# a set of queens, A-2-3 with the ace low: 54, the 40 reached.
$ klopf meld --game romme "3H JK JK 6H | QS QD QH | 3S AS 2S"
1. 3H JK JK 6H: a run worth 18: 3H 4H 5H 6H
   the jokers stand for 4H 5H
2. QS QD QH: a set worth 30: QS QH QD
3. 3S AS 2S: a run worth 6: AS 2S 3S
   the ace is low and counts 1
opens with 54 (40 needed)

# Exactly 40, and one point short.
$ klopf meld --game romme "QS QH QD | AH 2H 3H 4H"
1. QS QH QD: a set worth 30: QS QH QD
2. AH 2H 3H 4H: a run worth 10: AH 2H 3H 4H
   the ace is low and counts 1
opens with 40 (40 needed)
$ klopf meld --game romme "KS KH KD | 2C 3C 4C"
1. KS KH KD: a set worth 30: KS KH KD
2. 2C 3C 4C: a run worth 9: 2C 3C 4C
1 short of 40
[1]

# What makes a group illegal: the corner, a card twice, jokers, a gap.
$ klopf meld --game romme "KH AH 2H | 7H 6H 7H 8H | JK 3H JK | 5H 9H JK | 5H 6S 7D"
1. KH AH 2H: no meld: K-A-2 goes around the corner, and runs do not in this game
2. 7H 6H 7H 8H: no meld: 7H twice in one run
3. JK 3H JK: no meld: more jokers than natural cards (2 to 1)
4. 5H 9H JK: no meld: the run from 5H to 9H lacks 3 cards, more than its jokers (1)
5. 5H 6S 7D: no meld: 5H and 6S differ in rank, so no set, and 5H and 6S in suit, so no run
does not open: group 1 is no meld
[1]

# 2 naturals + 2 jokers are a set of four; a named joker is read as
# named only.
$ klopf meld --game romme "5S 5H JK JK | JK=7S 5S 6S | JK=7H 5S 6S"
1. 5S 5H JK JK: a set worth 20: 5S 5H 5D 5C
   the jokers stand for 5D 5C
2. JK=7S 5S 6S: a run worth 18: 5S 6S 7S
   the joker stands for 7S
3. JK=7H 5S 6S: no meld: a joker named 7H cannot stand in a run with 5S
does not open: group 3 is no meld
[1]

# Hungarian: the seed's 5-JK-7 is 18; JK-AH-JK reads Q-K-A (30) rather
# than A-2-3; a second joker in a set is refused; three tens and 6-7-8
# are the 51.
$ klopf meld --game hungarian "5H JK 7H | JK AH JK"
1. 5H JK 7H: a run worth 18: 5H 6H 7H
   the joker stands for 6H
2. JK AH JK: a run worth 30: QH KH AH
   the jokers stand for QH KH
   the ace is high and counts 10
3 short of 51
[1]
$ klopf meld --game hungarian "5H 5S JK JK"
1. 5H 5S JK JK: no meld: 2 jokers in one set, but a set holds at most 1 joker in this game
does not open: group 1 is no meld
[1]
$ klopf meld --game hungarian "10S 10H 10D | 6C 7C 8C"
1. 10S 10H 10D: a set worth 30: 10S 10H 10D
2. 6C 7C 8C: a run worth 21: 6C 7C 8C
opens with 51 (51 needed)
$ klopf meld --game hungarian --json "10S 10H 10D | 6C 7C JK | 5H 5S JK JK"
{"format_version":1,"game":"hungarian","groups":[{"cards":["10S","10H","10D"],"legal":true,"kind":"set","reading":["10S","10H","10D"],"value":30,"reason":null},{"cards":["6C","7C","JK"],"legal":true,"kind":"run","reading":["6C","7C","8C"],"value":21,"reason":null},{"cards":["5H","5S","JK","JK"],"legal":false,"kind":null,"reading":[],"value":0,"reason":"2 jokers in one set, but a set holds at most 1 joker in this game"}],"value":51,"open_min":51,"opens":false}
[1]

# Caloochi: the ace 15 wherever it lies, so the joker of 2-3-4 reads the
# ace; three aces with two jokers are worth more as a set.
$ klopf meld --game caloochi "2H 3H 4H JK | JK AH JK | 9C 9D 9S"
1. 2H 3H 4H JK: a run worth 24: AH 2H 3H 4H
   the joker stands for AH
   the ace is low and counts 15
2. JK AH JK: a set worth 45: AS AH AD
   the jokers stand for AS AD
   each ace of the set counts 15
3. 9C 9D 9S: a set worth 27: 9S 9D 9C
opens with 96 (51 needed)

# Rummy: one pack, no jokers, the ace low only; no minimum.
$ klopf meld --game rummy "QH KH AH"
1. QH KH AH: no meld: in this game the ace is low only (A-2-3), so Q-K-A is no run
does not open: group 1 is no meld
[1]
$ klopf meld --game rummy "AS 2S 3S"
1. AS 2S 3S: a run worth 6: AS 2S 3S
   the ace is low and counts 1
opens with 6 (no minimum in this game)
$ klopf meld --game rummy --rule ace=corner "KH AH 2H"
1. KH AH 2H: a run worth 23: KH AH 2H
   the ace goes around the corner and counts 11
opens with 23 (no minimum in this game)

# Layoffs and exchanges: Rommé frees a set's joker only with both
# missing suits, and the joker is laid again this turn.
$ klopf meld --game romme --on "6S 6H JK" 6C
layoff: the meld becomes 6S 6H JK 6C
   the joker stands for 6D
assumed: the player opened in an earlier turn (--opening-turn or --not-opened says otherwise)
$ klopf meld --game romme --on "6S 6H JK" 6C 6D
exchange: the meld becomes 6S 6H 6D 6C
1 joker is freed and must be laid on the table again this turn
assumed: the player opened in an earlier turn (--opening-turn or --not-opened says otherwise)
$ klopf meld --game romme --on "5H JK 7H" 6H
exchange: the meld becomes 5H 6H 7H
1 joker is freed and must be laid on the table again this turn
assumed: the player opened in an earlier turn (--opening-turn or --not-opened says otherwise)
$ klopf meld --game romme --on "5H 6H 7H" 9H
refused: 9H cannot be laid off: the run takes 4H or 8H
assumed: the player opened in an earlier turn (--opening-turn or --not-opened says otherwise)
[1]
$ klopf meld --game romme --on "QH KH AH" JH
layoff: the meld becomes JH QH KH AH
   the ace is high and counts 11
assumed: the player opened in an earlier turn (--opening-turn or --not-opened says otherwise)
$ klopf meld --game romme --json --on "6S 6H JK" 6C 6D
{"format_version":1,"game":"romme","table":["6S","6H","JK"],"cards":["6C","6D"],"legal":true,"action":"exchange","meld":["6S","6H","6D","6C"],"reading":["6S","6H","6D","6C"],"jokers_freed":1,"lay_again":true,"reason":null,"facts":{"opened":"earlier","meld":null,"assumed":["opened"]}}

# Hungarian exchanges no joker unless joker_exchange is on.
$ klopf meld --game hungarian --on "5H JK 7H" 6H
refused: jokers on the table are not exchanged under these rules
assumed: the player opened in an earlier turn (--opening-turn or --not-opened says otherwise)
[1]
$ klopf meld --game hungarian --rule joker_exchange=on --on "5H JK 7H" 6H
exchange: the meld becomes 5H 6H 7H
1 joker is freed and must be laid on the table again this turn
assumed: the player opened in an earlier turn (--opening-turn or --not-opened says otherwise)

# Caloochi: the joker of a set of three is freed by its named card (or
# the suit it reads) and goes to the player's hand.
$ klopf meld --game caloochi --on "6S 6H JK=6C" 6C
exchange: the meld becomes 6S 6H 6C
1 joker is freed and goes to the player's hand
$ klopf meld --game caloochi --on "6S 6H JK=6C" 6D
layoff: the meld becomes 6S 6H 6D JK
   the joker stands for 6C
assumed: the player opened in an earlier turn (--opening-turn or --not-opened says otherwise)

# Rummy: layoffs at either end, never inside; no exchange.
$ klopf meld --game rummy --on "5H 6H 7H" 4H 8H
layoff: the meld becomes 4H 5H 6H 7H 8H
$ klopf meld --game rummy --on "AH 2H 3H" KH
refused: KH cannot be laid off: the run takes only 4H
[1]

# What the table knows of the player: whether and when he opened, and
# whose meld it is.  Where the rules ask a fact that is not given, the
# one that allows most is assumed and the answer says so.
$ klopf meld --game romme --not-opened --on "5H 6H 7H" 8H
refused: Rommé: only a player who has opened may lay off cards
[1]
$ klopf meld --game romme --opening-turn --on "5H 6H 7H" 8H
refused: Rommé: no card may be laid off in the turn that opens (layoff_in_opening_turn=off)
[1]
$ klopf meld --game romme --rule layoff_in_opening_turn=on --opening-turn --on "5H 6H 7H" 8H
layoff: the meld becomes 5H 6H 7H 8H
$ klopf meld --game romme --opened --own --on "5H 6H 7H" 8H
layoff: the meld becomes 5H 6H 7H 8H
$ klopf meld --game romme --not-opened --on "6S 6H JK" 6C 6D
refused: Rommé: only a player who has opened may exchange a joker
[1]
$ klopf meld --game romme --opening-turn --on "5H JK 7H" 6H
refused: Rommé: only a player who opened in an earlier turn may exchange a joker, not in the turn that opens
[1]
$ klopf meld --game romme --rule layoff_in_opening_turn=on --opening-turn --on "6S 6H JK" 6C
layoff: the meld becomes 6S 6H JK 6C
   the joker stands for 6D
$ klopf meld --game hungarian --not-opened --on "6S 6H JK" 6C
refused: Hungarian Rummy: only a player who has opened may lay off cards
[1]
$ klopf meld --game hungarian --rule joker_exchange=on --opening-turn --on "5H JK 7H" 6H
refused: Hungarian Rummy: only a player who opened in an earlier turn may exchange a joker, not in the turn that opens (joker_exchange=on)
[1]
$ klopf meld --game hungarian --rule joker_exchange=on --not-opened --on "5H JK 7H" 6H
refused: Hungarian Rummy: only a player who has opened may exchange a joker (joker_exchange=on)
[1]
$ klopf meld --game caloochi --not-opened --on "5H JK 7H" 6H
exchange: the meld becomes 5H 6H 7H
1 joker is freed and goes to the player's hand
$ klopf meld --game caloochi --not-opened --on "5H 6H 7H" 8H
refused: Caloochi: only a player who has opened may lay off cards
[1]
$ klopf meld --game caloochi --rule exchange_needs_opening=on --not-opened --on "5H JK 7H" 6H
refused: Caloochi: only a player who has opened may exchange a joker (exchange_needs_opening=on)
[1]
$ klopf meld --game caloochi --rule exchange_needs_opening=on --on "5H JK 7H" 6H
exchange: the meld becomes 5H 6H 7H
1 joker is freed and goes to the player's hand
assumed: the player opened in an earlier turn (--opening-turn or --not-opened says otherwise)
$ klopf meld --game caloochi --rule exchange_from=others --opened --own --on "5H JK 7H" 6H
refused: Caloochi: a joker may be taken only from another player's meld (exchange_from=others)
[1]
$ klopf meld --game caloochi --rule exchange_from=others --own --on "6S 6H JK" 6D
layoff: the meld becomes 6S 6H 6D JK
   the joker stands for 6C
assumed: the player opened in an earlier turn (--opening-turn or --not-opened says otherwise)
$ klopf meld --game caloochi --rule exchange_from=others --json --on "5H JK 7H" 6H
{"format_version":1,"game":"caloochi","table":["5H","JK","7H"],"cards":["6H"],"legal":true,"action":"exchange","meld":["5H","6H","7H"],"reading":["5H","6H","7H"],"jokers_freed":1,"lay_again":false,"reason":null,"facts":{"opened":null,"meld":"others","assumed":["meld"]}}
$ klopf meld --game rummy --not-opened --on "5H 6H 7H" 8H
layoff: the meld becomes 5H 6H 7H 8H
$ klopf meld --game rummy --rule layoff_after_opening=on --not-opened --on "5H 6H 7H" 8H
refused: Rummy: only a player who has opened may lay off cards (layoff_after_opening=on)
[1]
$ klopf meld --game rummy --rule layoff_after_opening=on --opening-turn --on "5H 6H 7H" 8H
layoff: the meld becomes 5H 6H 7H 8H
$ klopf meld --game rummy --rule layoff_after_opening=on --json --on "5H 6H 7H" 8H
{"format_version":1,"game":"rummy","table":["5H","6H","7H"],"cards":["8H"],"legal":true,"action":"layoff","meld":["5H","6H","7H","8H"],"reading":["5H","6H","7H","8H"],"jokers_freed":0,"lay_again":false,"reason":null,"facts":{"opened":"earlier","meld":null,"assumed":["opened"]}}

# The games named in the help and the refusals come from the registry
# of games, listed when printed.
$ klopf help meld | grep -e '-g, --game'
  -g, --game GAME        the melding game: romme, hungarian, caloochi, rummy
$ klopf help check | grep -e '--redeal  '
      --redeal           hungarian: judge the dealt hand's claim of a new deal (four pairs, or three pairs and a joker)
$ klopf meld --game gin 3H
klopf: meld: unknown melding game "gin"; the melding games are romme, hungarian, caloochi, rummy
(see 'klopf meld --help')
[2]

# A meld on the table that is none.
$ klopf meld --game romme --on "5H 9H JK" 6H
klopf: --on: the meld on the table is no meld: the run from 5H to 9H lacks 3 cards, more than its jokers (1)
[3]

# Batches: one opening a line, and one layoff a line.
$ printf '%s\n' "QS QH QD | AH 2H 3H 4H" "3H 4H 5X" "JK JK 5H" | klopf meld --game romme --batch
{"format_version":1,"game":"romme","groups":[{"cards":["QS","QH","QD"],"legal":true,"kind":"set","reading":["QS","QH","QD"],"value":30,"reason":null},{"cards":["AH","2H","3H","4H"],"legal":true,"kind":"run","reading":["AH","2H","3H","4H"],"value":10,"reason":null}],"value":40,"open_min":40,"opens":true}
{"format_version":1,"error":"card 3 \"5X\": unknown suit \"X\" (suits are S H D C or ♠ ♥ ♦ ♣)"}
{"format_version":1,"game":"romme","groups":[{"cards":["JK","JK","5H"],"legal":false,"kind":null,"reading":[],"value":0,"reason":"more jokers than natural cards (2 to 1)"}],"value":0,"open_min":40,"opens":false}
klopf: 1 of 3 lines could not be read
[3]
$ printf '%s\n' "4H" "JK" "9H" | klopf meld --game rummy --rule jokers=2 --on "5H 6H 7H" --batch
{"format_version":1,"game":"rummy","table":["5H","6H","7H"],"cards":["4H"],"legal":true,"action":"layoff","meld":["4H","5H","6H","7H"],"reading":["4H","5H","6H","7H"],"jokers_freed":0,"lay_again":false,"reason":null,"facts":{"opened":null,"meld":null,"assumed":[]}}
{"format_version":1,"game":"rummy","table":["5H","6H","7H"],"cards":["JK"],"legal":true,"action":"layoff","meld":["5H","6H","7H","JK"],"reading":["5H","6H","7H","8H"],"jokers_freed":0,"lay_again":false,"reason":null,"facts":{"opened":null,"meld":null,"assumed":[]}}
{"format_version":1,"game":"rummy","table":["5H","6H","7H"],"cards":["9H"],"legal":false,"action":"layoff","meld":null,"reading":[],"jokers_freed":0,"lay_again":false,"reason":"9H cannot be laid off: the run takes 4H or 8H","facts":{"opened":null,"meld":null,"assumed":[]}}
$ printf '%s\n' "8H" "6H" "5H 9H" | klopf meld --game hungarian --rule joker_exchange=on --opening-turn --rule layoff_in_opening_turn=on --on "5H JK 7H" --batch
{"format_version":1,"game":"hungarian","table":["5H","JK","7H"],"cards":["8H"],"legal":true,"action":"layoff","meld":["5H","JK","7H","8H"],"reading":["5H","6H","7H","8H"],"jokers_freed":0,"lay_again":false,"reason":null,"facts":{"opened":"this_turn","meld":null,"assumed":[]}}
{"format_version":1,"game":"hungarian","table":["5H","JK","7H"],"cards":["6H"],"legal":false,"action":"exchange","meld":null,"reading":[],"jokers_freed":0,"lay_again":false,"reason":"Hungarian Rummy: only a player who opened in an earlier turn may exchange a joker, not in the turn that opens (joker_exchange=on)","facts":{"opened":"this_turn","meld":null,"assumed":[]}}
{"format_version":1,"game":"hungarian","table":["5H","JK","7H"],"cards":["5H","9H"],"legal":false,"action":"layoff","meld":null,"reading":[],"jokers_freed":0,"lay_again":false,"reason":"5H cannot be laid off: the run takes 4H or 8H","facts":{"opened":"this_turn","meld":null,"assumed":[]}}

# The cards left in a hand: every card counts.
$ klopf deadwood --game romme "AH JK 5S KD"
deadwood 46: every card left in the hand counts: AH JK 5S KD
$ klopf deadwood --game romme --rule per_card=on "AH JK 5S KD"
deadwood 5: every card left in the hand counts: AH JK 5S KD
$ klopf deadwood --game hungarian "AH JK 10C QS"
deadwood 50: every card left in the hand counts: AH JK 10C QS
$ klopf deadwood --game caloochi --json "AS JK 2D"
{"format_version":1,"game":"caloochi","cards":["AS","JK","2D"],"deadwood":42}
$ klopf deadwood --game rummy "AS KD 3C"
deadwood 14: every card left in the hand counts: AS KD 3C
$ klopf deadwood --game rummy --rule ace=corner "AS KD 3C"
deadwood 24: every card left in the hand counts: AS KD 3C
$ printf '%s\n' "AS KD 3C" "JK 5H" | klopf deadwood --game rummy --batch
{"format_version":1,"game":"rummy","cards":["AS","KD","3C"],"deadwood":14}
{"format_version":1,"error":"card 1 \"JK\": these rules play without jokers"}
klopf: 1 of 2 lines could not be read
[3]
