# The evening: a player leaves the rubber in play (klopf leave) and the
# table changes a house rule from the next game on (klopf rules
# --change).  Both are events of the rubber: standings and history show
# them, export and import carry them, fix replays them (and refuses a
# correction they no longer survive), undo takes them back.

$ printf '%s\n' 'sqlite3 "$KLOPF_DB" .dump | md5sum' > dump

# Nothing to leave or change before a rubber exists, and no file is made.
$ klopf leave Anna 2>&1 | sed 's|[^ ]*/klopf.db|DB|'
klopf: no database at DB yet (start a rubber with 'klopf new')

$ klopf rules --change knock_limit=6 2>&1 | sed 's|[^ ]*/klopf.db|DB|'; test ! -e "$KLOPF_DB" && echo no file
klopf: no database at DB yet (start a rubber with 'klopf new')
no file

$ KLOPF_NOW=2026-04-01T20:00:00Z klopf new Anna Ben Clara Dora >/dev/null

$ KLOPF_NOW=2026-04-01T20:10:00Z klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" "Ben=2C 3C 4C 8D 9D 10D KH KD 5S 9S" Clara=60 Dora=30 | tail -n 2
totals: Anna 4, Ben 34, Clara 60, Dora 30
next dealer: Ben

# A rule changes from the next game on.
$ KLOPF_NOW=2026-04-01T20:15:00Z klopf rules --change knock_limit=6
from game 2 of rubber 1 on, knock_limit is 6 (it was 4)
rubber 1, in play, 1 game played, pot 20
  house rules: knock_limit=6
  changed during the rubber: knock_limit 4 -> 6
  player       points  chips
  Anna              4     -2
  Ben              34     -6  deals next
  Clara            60     -6
  Dora             30     -6

# Refused, each with its reason, and the database is unchanged.
$ bash dump > before; klopf rules --change knock_limit=6
klopf: rule knock_limit is 6 already; nothing was changed
[3]

$ klopf rules --change ante=10
klopf: rule ante acts only when a rubber starts; it cannot change during one
[3]

$ klopf rules --change out_at=60
klopf: rule buyback_over (81) must be below out_at (60)
[3]

$ klopf rules --change buyback_over=40 >/dev/null && klopf rules --change out_at=60
klopf: rule out_at cannot become 60 while Clara is in play with 60 points
[3]

$ klopf undo
removed the change of rule buyback_over to 40 in rubber 1

$ klopf rules --change knock_limit=lots
klopf: rule knock_limit: "lots" is not a whole number
[3]

$ klopf rules --change knock_limit=31
klopf: rule knock_limit: 31 is out of range (0 to 30)
[3]

$ klopf rules --change knok_limit=5
klopf: unknown rule "knok_limit" (see 'klopf rules' for the list)
[3]

$ klopf rules --change knock_limit
klopf: rules: --change needs KEY=VALUE, e.g. --change knock_limit=5
(see 'klopf rules --help')
[2]

$ klopf rules --change knock_limit=5 --change knock_money=2
klopf: rules: --change takes one rule at a time
(see 'klopf rules --help')
[2]

$ klopf rules --change knock_limit=5 --json
klopf: rules: --change goes without --game, --profile, --rule and --json
(see 'klopf rules --help')
[2]

$ bash dump | cmp - before && echo unchanged
unchanged

# The knock with 6 stands now.
$ KLOPF_NOW=2026-04-01T20:20:00Z klopf game --knock Ben "Ben=4H 5H 6H 7S 7D 7C JS QS KS 6C" Anna=20 Clara=10 Dora=25 | tail -n 2
totals: Anna 24, Ben 40, Clara 70, Dora 55
next dealer: Clara

# Clara leaves; she was to deal, so Dora deals.
$ KLOPF_NOW=2026-04-01T20:25:00Z klopf leave clara
Clara leaves rubber 1 after game 2 with 70 points
rubber 1, in play, 2 games played, pot 20
  house rules: knock_limit=6
  changed during the rubber: knock_limit 4 -> 6
  player       points  chips
  Anna             24     -3
  Ben              40     -3
  Clara            70     -7  left after game 2
  Dora             55     -7  deals next

$ bash dump > before; klopf leave Clara
klopf: Clara has left the rubber already
[3]

$ klopf leave Klara
klopf: Klara does not play in rubber 1 (Anna, Ben, Clara and Dora); did you mean Clara?
[3]

$ klopf leave
klopf: leave: give one player's name
(see 'klopf leave --help')
[2]

$ klopf game --knock Clara "Clara=4H 5H 6H 7S 7D 7C JS QS KS 6C" Anna=20 Ben=10 Dora=25
klopf: Clara is out of the rubber and cannot declare
[3]

$ bash dump | cmp - before && echo unchanged
unchanged

# A correction of game 2 that would put Clara out before she left is
# refused whole: her leaving would no longer hold.
$ klopf fix 2 Clara=41
klopf: after the correction, the leaving after game 2 no longer holds: Clara is out of the rubber with 101 points already
[3]

$ bash dump | cmp - before && echo unchanged
unchanged

# Game 3 among the three left.
$ KLOPF_NOW=2026-04-01T20:30:00Z klopf game --knock Dora "Dora=4H 5H 6H 7S 7D 7C JS QS KS 6C" Anna=30 Ben=70 | tail -n 3
totals: Anna 54, Ben 110 (out), Clara 70 (left), Dora 61
Ben is out with 110 points
next dealer: Anna

# Dora leaves: Anna is the last player in play and takes the pot.
$ KLOPF_NOW=2026-04-01T20:35:00Z klopf leave Dora
Dora leaves rubber 1 after game 3 with 61 points
Anna is the last player in play and wins the pot
chips: the pot pays 20 to Anna
rubber 1, finished, 3 games played, pot 0
  house rules: knock_limit=6
  changed during the rubber: knock_limit 4 -> 6
  player       points  chips
  Anna             54    +16  won the pot
  Ben             110     -4  out (game 3)
  Clara            70     -7  left after game 2
  Dora             61     -5  left after game 3

$ klopf history
rubber 1 (finished): Anna, Ben, Clara and Dora
started 2026-04-01 20:00, ended 2026-04-01 20:35
antes: each pays 5 into the pot (20)
<BLANKLINE>
 game  dealer  declared            Anna        Ben      Clara       Dora
    1  Anna    Anna knocks       4    4    34   34    60   60    30   30
       chips: Anna +3, Ben -1, Clara -1, Dora -1
    -  rule knock_limit: 4 -> 6 from game 2 on
    2  Ben     Ben knocks       20   24     6   40    10   70    25   55
       chips: Anna -1, Ben +3, Clara -1, Dora -1
    -  Clara leaves the rubber with 70
    3  Dora    Dora knocks      30   54    70  110     -   70     6   61
       chips: Anna -1, Ben -1, Dora +2
       Ben is out with 110
    -  Dora leaves the rubber with 61
       Anna wins the rubber and the pot (20)
<BLANKLINE>
totals: Anna 54, Ben 110 (out), Clara 70 (left), Dora 61 (left)
net chips: Anna +16, Ben -4, Clara -7, Dora -5

$ klopf history --json | grep -o '"kind":"\(rules\|leave\)"[^}]*}'
"kind":"rules","rule":"knock_limit","before":"4","after":"6","from_game":2,"transfers":[],"pot":20}
"kind":"leave","name":"Clara","total":70,"transfers":[],"pot":20}
"kind":"leave","name":"Dora","total":61,"transfers":[{"from":null,"to":"Anna","amount":20,"reason":"pot"}

$ klopf rubbers
   id  started           games   pot  winner        players
    1  2026-04-01 20:00      3    20  Anna          Anna, Ben, Clara, Dora

# Export and import carry both kinds of event, and the copy verifies.
$ klopf export > all.json && klopf --db copy.db import all.json && klopf --db copy.db verify
imported 1 rubber
verified 1 rubber: the database agrees with its events and the rules

$ klopf --db copy.db history | sed -n '/Dora leaves/,$p'
    -  Dora leaves the rubber with 61
       Anna wins the rubber and the pot (20)
<BLANKLINE>
totals: Anna 54, Ben 110 (out), Clara 70 (left), Dora 61 (left)
net chips: Anna +16, Ben -4, Clara -7, Dora -5

# A file in which Ben, out since game 3, is the one who leaves last is
# refused whole.
$ sed 's/"leave":{"seat":3,/"leave":{"seat":1,/' all.json > bad.json && klopf --db bad.db import bad.json
klopf: import: rubber 1 does not replay: event 6: the player is out of the rubber; nothing was imported
[3]

# Undo takes back the leaving that ended the rubber, then the game, then
# Clara's leaving, then the game before it and the rule change.
$ klopf undo
Dora is back in rubber 1 (the leaving is removed)
rubber 1 was over and is in play again

$ klopf undo && klopf undo
removed game 3 of rubber 1
Clara is back in rubber 1 (the leaving is removed)

$ klopf standings | head -n 3
rubber 1, in play, 2 games played, pot 20
  house rules: knock_limit=6
  changed during the rubber: knock_limit 4 -> 6

$ klopf undo && klopf undo && klopf standings | head -n 2
removed game 2 of rubber 1
removed the change of rule knock_limit to 6 in rubber 1
rubber 1, in play, 1 game played, pot 20
  player       points  chips

# The next rubber carries the rules as the last one ended.
$ klopf rules --change next_dealer=winner >/dev/null && klopf abandon >/dev/null && klopf new Anna Ben
rubber 2: Anna, Ben
each pays 5 chips into the pot (pot 10); Anna deals first
the rules of rubber 1 carry over (--profile or --rule choose others)
house rule: next_dealer=winner (default left)
