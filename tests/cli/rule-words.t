# The words of the house rules' values: typed in English or German in any
# language, stored in English (the database, the JSON and the export),
# shown in the language of the session (tests/cli/de/rule-words.t).

# German words typed in an English session: the rules take them.
$ klopf rules --rule ace_low=aus --rule first_dealer=gleich --rule rummy_money=Gleich --rule next_dealer=gewinner | grep -E '^(ace_low|first_dealer|rummy_money|next_dealer) '
ace_low           off     A-2-3 counts as a run
rummy_money       same    chips a rummy caller receives from every other player in play (same: as knock_money)
next_dealer       winner  who deals next: the next player in play to the left, the winner or the loser of the game, or (two players) the other
first_dealer      same    who deals first in the next rubber of the same players in the same seats: one seat to the left of the last first dealer, or the first named again

$ klopf rules --game gin --rule school=klassisch --rule big_gin=aus --rule oklahoma=ein --rule shutout=doppelt --json
{"format_version":1,"rules":{"game":"gin","school":"classic","knock_limit":10,"big_gin":"off","gin_bonus":"school","big_gin_bonus":31,"undercut_bonus":"school","game_to":100,"game_bonus":100,"box_bonus":"school","shutout":"double","oklahoma":true,"next_dealer":"winner","first_dealer":"rotate","cards":"plain"},"profiles":["viennese","romme-ohne-auslegen","gin"]}

$ klopf rules --game romme --rule ace=ums_eck --rule meld_jokers=halb --rule final_discard=pflicht --rule deal=geber14 --rule discard_pickup=muss_auslegen --rule exchange=fehlende_farbe --rule out_min=gilt --json
{"format_version":1,"rules":{"game":"romme","decks":2,"jokers":6,"hand_size":13,"hands":"open","ace":"corner","meld_jokers":"half","set_jokers":"any","ace_low_open":1,"ace_high_open":11,"ace_set_open":11,"open_min":40,"out_min":"applies","final_discard":"required","layoff_in_opening_turn":false,"ace_left":11,"joker_left":20,"per_card":false,"deal":"dealer14","rob_joker":false,"discard_pickup":"must_meld","exchange":"missing_suit","hand_romme_multiplier":2,"winner_collects":false,"sit_out":false,"cards":"plain"},"profiles":["viennese","romme-ohne-auslegen","gin"]}

$ klopf rules --game knock-rummy --rule knock_limit=keine --rule hand_size=spielerzahl --json
{"format_version":1,"rules":{"game":"knock-rummy","hand_size":"players","knock_limit":"none","game_to":100,"rum_bonus":25,"next_dealer":"left","undercut_penalty":10,"first_dealer":"rotate","cards":"plain"},"profiles":["viennese","romme-ohne-auslegen","gin"]}

# A refusal lists the words the rule takes, in the session's language.
$ klopf rules --rule next_dealer=rechts
klopf: rule next_dealer: "rechts" is not one of: left, winner, loser, alternate
[3]

$ klopf rules --rule ace_low=vielleicht
klopf: rule ace_low: "vielleicht" is not on or off
[3]

$ klopf rules --game caloochi --rule exchange_from=alle
klopf: rule exchange_from: "alle" is not one of: any, others
[3]

# A rubber started with German words stores the English ones; a change
# typed in German is booked and shown in English here.
$ klopf new Anna Ben Clara --rule rummy_doubles=ja --rule first_dealer=gleich
rubber 1: Anna, Ben, Clara
each pays 5 chips into the pot (pot 15); Anna deals first
house rule: rummy_doubles=on (default off)
house rule: first_dealer=same (default rotate)

$ sqlite3 "$KLOPF_DB" "SELECT key, value FROM rubber_setting WHERE key IN ('rummy_doubles', 'first_dealer') ORDER BY key"
first_dealer|same
rummy_doubles|on

$ klopf rules --change next_dealer=gewinner
from game 1 of rubber 1 on, next_dealer is winner (it was left)
rubber 1, in play, 0 games played, pot 15
  house rules: next_dealer=winner, rummy_doubles=on, first_dealer=same
  changed during the rubber: next_dealer left -> winner
  player       points  chips
  Anna              0     -5  deals next
  Ben               0     -5
  Clara             0     -5

$ sqlite3 "$KLOPF_DB" "SELECT key, value FROM rule_change"
next_dealer|winner

$ klopf rules --change next_dealer=Gewinner
klopf: rule next_dealer is winner already; nothing was changed
[3]

# A game booked after the change, and the history and export keep the
# English words.
$ klopf game --knock Anna "Anna=QH QS QD 4C 5C 6C 9S 10S JS 2H" "Ben=KH KD KS 3C 3D 3H 8D 8C 8S JH" Clara=20
game 1 of rubber 1: Anna knocks (Anna dealt)
  Anna         2 points  [4C 5C 6C] [9S 10S JS] [QS QH QD]  unmatched 2H
  Ben         10 points  [3H 3D 3C] [8S 8D 8C] [KS KH KD]  unmatched JH
  Clara       20 points  (typed as points)
chips: Ben pays 1 to Anna, Clara pays 1 to Anna
totals: Anna 2, Ben 10, Clara 20
next dealer: Anna

$ klopf export | grep -o '"settings":{[^}]*}'
"settings":{"ace_high":"on","ace_low":"on","ace_value":"11","ante":"5","buyback_cost":"5","buyback_over":"81","cards":"plain","court_value":"10","decks":"2","first_dealer":"same","hand_size":"10","joker_value":"20","jokers":"2","knock_limit":"4","knock_money":"1","next_dealer":"left","out_at":"101","rummy_doubles":"on","rummy_money":"same","undercut_penalty":"0"}

$ klopf history --json | grep -o '"kind":"rules"[^}]*}'
"kind":"rules","rule":"next_dealer","before":"left","after":"winner","from_game":1,"transfers":[],"pot":15}

# A tournament takes the words of its own settings and of the house
# rules in either language too, and keeps the English ones.
$ klopf --db t.db tournament new --game viennese --rule draw=stand --rule avoid=aus --rule score=platz --rule rummy_doubles=ein Abend Anna Ben Clara Dora >/dev/null && klopf --db t.db tournament show --json | grep -oE '"(draw|avoid|score|rule.rummy_doubles)":"[a-z]*"'
"draw":"standings"
"avoid":"off"
"score":"place"
"rule.rummy_doubles":"on"

$ klopf --db t.db tournament new --rule draw=zufall Nacht Anna Ben Clara Dora
klopf: tournament setting draw: "zufall" is neither standings nor lot
[3]

# cards=german prints a jack as B and a queen as D for the table (read
# either way), while the JSON keeps J and Q; in German the words are
# normal and deutsch.
$ klopf --db cards.db new --rule cards=deutsch Anna Ben Clara | grep cards
house rule: cards=german (default plain)
$ klopf --db cards.db game --knock Anna "Anna=3H 4H 5H QS QD QC 7C 7D 7S 2S KH" "Ben=KS KH KD 2C 3D 4S 5H 6C 8D 10S" "Clara=BS DH DC 2S 4D 6H 8C 9S 7H 9D" | head -4
game 1 of rubber 1: Anna knocks (Anna dealt)
  Anna         2 points  [3H 4H 5H] [7S 7D 7C] [DS DD DC]  unmatched 2S  discard KH
  Ben         38 points  [KS KH KD]  unmatched 4S 10S 5H 3D 8D 2C 6C
  Clara       75 points  unmatched 2S 9S BS 6H 7H DH 4D 9D 8C DC
$ klopf --db cards.db history --json | grep -o '"melds":[^}]*}' | tail -1
"melds":[],"unmatched":["2S","9S","JS","6H","7H","QH","4D","9D","8C","QC"],"discard":null}

# The referee's own sentences name the cards the same way: a card shown
# too often, a declaration refused with its best arrangement, a meld
# refused, a layoff.
$ klopf --db cards.db game --knock Anna "Anna=3H 4H 5H DS QD QC 7C 7D 7S 2S KH" "Ben=DS DS 2C 3D 4S 5H 6C 8D 10S KD" "Clara=BS DH DC 2S 4D 6H 8C 9S 7H 9D"
klopf: these hands cannot come from one deck: DS is on the table 3 times (Anna 1, Ben 2), but the deck holds only 2
[3]
$ klopf --db cards.db game --knock Anna "Anna=3H 4H 5H QS QD QC 7C 7D 7S 2S KH" "Ben=DS DS DS 2C 3D 4S 5H 6C 8D 10S" "Clara=BS DH DC 2S 4D 6H 8C 9S 7H 9D"
klopf: hand of Ben: card 3 "DS": copy number 3 of DS, but 2 packs of cards hold only 2
[3]
$ klopf --db cards.db game --rummy Anna "Anna=3H 4H 5H QS QD QC 7C 7D 8S 2S KH" "Ben=KS KH KD 2C 3D 4S 5H 6C 8D 10S" "Clara=BS DH DC 2S 4D 6H 8C 9S 7H 9D"
klopf: Anna called rummy, but the best arrangement leaves deadwood 24 (a rummy needs 0)
  [3H 4H 5H] [DS DD DC]  unmatched 2S 8S 7D 7C  discard KH
[3]
$ klopf --db gin.db new --game gin --rule cards=german Anna Ben >/dev/null; klopf --db gin.db game --knock Anna "Anna=4H 5H 6H 7S 7D 7C BS DS KS 4C" "Ben=DS 2C 3C 4C 8D 9D 10D KH 5S 9S"
klopf: these hands cannot come from one deck: DS is on the table 2 times (Anna 1, Ben 1), but the deck holds only 1
[3]
$ klopf --db knock.db new --game knock-rummy --rule cards=german Anna Ben Clara >/dev/null; klopf --db knock.db game --knock Anna "Anna=4H 5H 6H 7S 7D 7C DS" "Ben=DS 2C 3C 4C 8D 9D 10D" "Clara=2H 3H KD KC AS AD 9C"
klopf: these hands cannot come from one deck: DS is on the table 2 times (Anna 1, Ben 1), but the deck holds only 1
[3]
$ klopf --db boat.db new --game boat-house --rule cards=german Anna Ben Clara >/dev/null; klopf --db boat.db game --out Anna "Anna=BS BH BD DS DH DD KS" "Ben=BS 2C 3C 4C 8D 9D 10D" "Clara=2H 3H 4D 5C 6S 7S 8S"
klopf: Anna cannot go out: the best arrangement leaves deadwood 10 (going out needs every card melded)
  [BS BH BD] [DS DH DD]  unmatched KS
[3]
$ klopf meld --game romme --rule cards=german "DS KS AS 2S" "|" "BH BH BD"
1. DS KS AS 2S: no meld: D-K-A-2 goes around the corner, and runs do not in this game
2. BH BH BD: no meld: BH twice in one set
does not open: group 1 is no meld
[1]
$ klopf meld --game romme --rule cards=german --on "10S JK DS" BH
refused: BH cannot be laid off: the run takes 9S or KS
assumed: the player opened in an earlier turn (--opening-turn or --not-opened says otherwise)
[1]
$ klopf meld --game romme --rule cards=german --on "DS DH JK" DD
layoff: the meld becomes DS DH DD JK
   the joker stands for DC
assumed: the player opened in an earlier turn (--opening-turn or --not-opened says otherwise)
$ klopf meld --game romme --rule cards=german "DS DS DS DS DS"
klopf: card 5 "DS": copy number 5 of DS, but 4 packs of cards hold only 4
[3]
