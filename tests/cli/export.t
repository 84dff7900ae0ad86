# klopf export and klopf import on the fixture history (see history.t).
#
# The fixture: five rubbers booked through the command line at fixed
# times (KLOPF_NOW).  Output of the booking commands is not checked here
# (tests/cli/rubber.t does that), only that each one succeeds.
#
# Rubber 1: Anna, Ben and Clara play the demo rubber: a knock, a rummy,
# Ben's buy-back, Clara out, Anna out, Ben wins the pot of 20.
$ KLOPF_NOW=2024-05-03T19:00:00Z klopf new Anna Ben Clara >/dev/null

$ KLOPF_NOW=2024-05-03T19:10:00Z klopf game --knock Anna "Anna=3H 4H 5H QS QD QC 7C 7D 7S 2S KH" "Ben=KS KH KD 2C 3D 4S 5H 6C 8D 10S" "Clara=QS QH QC 2S 4D 6H 8C 9S 7H 9D" >/dev/null

$ KLOPF_NOW=2024-05-03T19:20:00Z klopf game --rummy Clara "Clara=4S 5S 6S 7S 9D 9H 9C JC QC KC" "Anna=JS JD JH 10S 10H 10C 2H 9D 9S KD" "Ben=AC AD AH 5D 3H 5S 6H 8D 9C KH" >/dev/null

$ KLOPF_NOW=2024-05-03T19:25:00Z klopf buyback Ben >/dev/null

$ KLOPF_NOW=2024-05-03T19:30:00Z klopf game --knock Anna "Anna=6H 7H 8H KS KD KC 4C 5C 6C 3D" "Ben=QS QD QH 9S 8C 7D 6S 4H 6D KH" "Clara=AS AC 2H 4S 2C 9D JH 3D 3S 5H" >/dev/null

$ KLOPF_NOW=2024-05-03T19:40:00Z klopf game --knock Ben "Ben=AH 2H JK 7S 7D 7C JC QC KC 2S" "Anna=KH QS JD 9C 8S 6D 4C 3S 5S 5D" >/dev/null

# Rubber 2: Ben, Dora and Anna; Dora knocks once, then it is abandoned
# and the antes go back.
$ KLOPF_NOW=2024-05-10T19:00:00Z klopf new Ben Dora Anna >/dev/null

$ KLOPF_NOW=2024-05-10T19:10:00Z klopf game --knock Dora "Dora=3H 4H 5H QS QD QC 7C 7D 7S 2S KH" Ben=20 Anna=30 >/dev/null

$ KLOPF_NOW=2024-05-10T19:20:00Z klopf abandon >/dev/null

# Rubber 3: Anna and Dora; Dora calls rummy and knocks, Anna goes out.
$ KLOPF_NOW=2024-05-11T19:00:00Z klopf new Anna Dora >/dev/null

$ KLOPF_NOW=2024-05-11T19:10:00Z klopf game --rummy Dora "Dora=4S 5S 6S 7S 9D 9H 9C JC QC KC" Anna=99 >/dev/null

$ KLOPF_NOW=2024-05-11T19:20:00Z klopf game --knock Dora "Dora=3H 4H 5H QS QD QC 7C 7D 7S 2S" Anna=40 >/dev/null

# Rubber 4: Anna and Ben both reach 101 in the same game with the same
# total: they share the pot.
$ KLOPF_NOW=2024-05-20T19:00:00Z klopf new Anna Ben >/dev/null

$ KLOPF_NOW=2024-05-20T19:10:00Z klopf game --knock Ben "Ben=3H 4H 5H QS QD QC 7C 7D 7S 2S" Anna=99 >/dev/null

$ KLOPF_NOW=2024-05-20T19:20:00Z klopf game --knock Anna "Anna=3H 4H 5H QS QD QC 7C 7D 7S 2S" Ben=99 >/dev/null

# Rubber 5, in play: Clara and Dora, one game.
$ KLOPF_NOW=2024-06-01T18:00:00Z klopf new Clara Dora >/dev/null

$ KLOPF_NOW=2024-06-01T18:15:00Z klopf game --rummy Clara "Clara=4S 5S 6S 7S 9D 9H 9C JC QC KC" Dora=37 >/dev/null

# Export, import into a new database, export again: the same text.
$ klopf export > all.json

$ klopf --db copy.db import all.json
imported 5 rubbers

$ klopf --db copy.db export > again.json && cmp all.json again.json && echo same
same

# The import judges every game again from the hands as typed: a rummy
# whose cards leave deadwood, or points typed that the record does not
# give, are refused with the rubber and the game.
$ sed 's/"typed":"4S 5S 6S 7S 9D 9H 9C JC QC KC"/"typed":"4S 5S 6S 7S 9D 9H 9C JC QC 2C"/' all.json > rummy.json && klopf --db judged1.db import rummy.json; test -e judged1.db || echo "no database"
klopf: import: rubber 1, game 2: Clara called rummy, but the best arrangement leaves deadwood 22 (a rummy needs 0); nothing was imported
no database

$ sed 's/"typed":"37"/"typed":"38"/' all.json > points.json && klopf --db judged2.db import points.json
klopf: import: rubber 5, game 1: the hand of Dora counts 38, not the 37 recorded; nothing was imported
[3]

$ klopf --db copy.db rubbers
   id  started           games   pot  winner        players
    1  2024-05-03 19:00      4    20  Ben           Anna, Ben, Clara
    2  2024-05-10 19:00      1    15  (abandoned)   Ben, Dora, Anna
    3  2024-05-11 19:00      2    10  Dora          Anna, Dora
    4  2024-05-20 19:00      2    10  Anna+Ben      Anna, Ben
    5  2024-06-01 18:00      1    10  (in play)     Clara, Dora

$ klopf --db copy.db history 4
rubber 4 (finished): Anna and Ben
started 2024-05-20 19:00, ended 2024-05-20 19:20
antes: each pays 5 into the pot (10)
<BLANKLINE>
 game  dealer  declared            Anna        Ben
    1  Anna    Ben knocks       99   99     2    2
       chips: Anna -1, Ben +1
    2  Ben     Anna knocks       2  101    99  101
       chips: Anna +6, Ben +4
       Anna is out with 101
       Ben is out with 101
       Anna and Ben share the pot (10)
<BLANKLINE>
totals: Anna 101 (out), Ben 101 (out)
net chips: Anna +0, Ben +0

# The in-play rubber carries on in the copy.
$ KLOPF_NOW=2024-06-01T18:30:00Z klopf --db copy.db game --knock Dora "Dora=3H 4H 5H QS QD QC 7C 7D 7S 2S" Clara=5 > /dev/null

$ klopf --db copy.db standings
rubber 5, in play, 2 games played, pot 10
  player       points  chips
  Clara             5     -5  deals next
  Dora             39     -5

# Only into an empty database; nothing changes when refused.
$ klopf --db copy.db import all.json
klopf: import: the database already holds players or rubbers; import into a new, empty database (--db NEW.db); nothing was imported
[3]

$ klopf import all.json
klopf: import: the database already holds players or rubbers; import into a new, empty database (--db NEW.db); nothing was imported
[3]

$ klopf rubbers | wc -l
6

# Files that are not exports changed nothing, and created no database.
$ printf '{"format":"klopf-export"' > broken.json && klopf --db new.db import broken.json
klopf: import: the file is not valid JSON (at byte 24); nothing was imported
[3]

$ echo '{"format":"klopf-export","format_version":1,"players":[],"rubbers":[],"extra":1}' > extra.json && klopf --db new.db import extra.json
klopf: import: the file does not match the export format at $ ("extra"): a field the format does not have; nothing was imported
[3]

$ sed 's/"points":38/"points":39/' all.json > cheat.json && klopf --db new.db import cheat.json
klopf: import: rubber 1, game 1: the hand of seat 1 does not match the rules; nothing was imported
[3]

$ sed 's/"state":"abandoned"/"state":"finished"/' all.json > state.json && klopf --db new.db import state.json
klopf: import: rubber 2 is recorded as finished but its events make it abandoned; nothing was imported
[3]

$ test -e new.db || echo "no database was created"
no database was created

$ klopf --db new.db import missing.json
klopf: cannot read missing.json: No such file or directory
[3]

# The file is read a rubber at a time; its members may come in any
# order, and a file whose rubbers come first is read twice (a pipe
# cannot be, so it is refused there).
$ sed 's/^{\("format":"klopf-export","format_version":[0-9]*\),\("players":\[[^]]*\]\),\("rubbers":.*\)}$/{\3,\2,\1}/' all.json > turned.json && head -c 12 turned.json && echo && klopf --db turned.db import turned.json && klopf --db turned.db rubbers | wc -l
{"rubbers":[
imported 5 rubbers
6

$ cat turned.json | klopf --db piped.db import -
klopf: import: the file does not match the export format at $.rubbers: its rubbers come before "format_version" and "players", which klopf reads from a file but not from a pipe; nothing was imported
[3]

$ test -e piped.db || echo "no database was created"
no database was created

$ sed 's/"rubbers":/"rub\\u0062ers":/' all.json > escaped.json && klopf --db escaped.db import escaped.json
imported 5 rubbers

$ sed 's/"format":"klopf-export",/&"players":[],/' all.json > twice.json && klopf --db new.db import twice.json
klopf: import: the file does not match the export format at $.players: a key appears twice in one object; nothing was imported
[3]

# An empty export imports too.
$ echo '{"format":"klopf-export","format_version":1,"players":[],"rubbers":[]}' > empty.json && klopf --db new.db import empty.json
imported 0 rubbers

# --since keeps the later rubbers and only their players.
$ klopf export --since 2024-05-20 > late.json && klopf --db late.db import late.json && klopf --db late.db rubbers
imported 2 rubbers
   id  started           games   pot  winner        players
    4  2024-05-20 19:00      2    10  Anna+Ben      Anna, Ben
    5  2024-06-01 18:00      1    10  (in play)     Clara, Dora

# One CSV per table.
$ klopf export --csv tables && ls tables
buyback.csv
chip_transfer.csv
correction.csv
event.csv
game.csv
hand.csv
player.csv
player_leave.csv
pot_winner.csv
rubber.csv
rubber_setting.csv
rule_change.csv
seat.csv
tournament.csv
tournament_player.csv
tournament_series.csv
tournament_setting.csv
tournament_table.csv

$ head -3 tables/rubber.csv | sed -E 's/,[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}(,|$)/,UUID\1/'
id,started_at,ended_at,state,first_dealer,uuid,tournament_id
1,2024-05-03T19:00:00Z,2024-05-03T19:40:00Z,finished,0,UUID,
2,2024-05-10T19:00:00Z,2024-05-10T19:20:00Z,abandoned,0,UUID,

$ grep -c . tables/hand.csv
25

$ head -2 tables/chip_transfer.csv
id,rubber_id,event_id,from_seat,to_seat,amount,reason
1,1,,0,,5,ante

$ klopf export --csv tables --force --since 2024-06-01 && cat tables/player.csv tables/seat.csv
id,name,created_at
3,Clara,2024-05-03T19:00:00Z
4,Dora,2024-05-10T19:00:00Z
rubber_id,seat,player_id
5,0,3
5,1,4

$ touch afile && klopf export --csv afile
klopf: cannot make the folder afile: File exists
[4]

# A cell that a spreadsheet would run as a formula (a name starting
# with @, say) is written with a ' in front; plain numbers stay numbers.
$ klopf --db formula.db new @Bob Anna >/dev/null && klopf --db formula.db game --knock @Bob "@Bob=4H 5H 6H 7S 7D 7C JS QS KS 4C" Anna=+7 >/dev/null && klopf --db formula.db export --csv formula && cat formula/player.csv | cut -d, -f1,2 && cut -d, -f1-3 formula/hand.csv | tail -n 1
id,name
1,"'@Bob"
2,Anna
1,1,+7

# A name is always text: a player named +1 or .5 is written with a ' in
# front, so that a spreadsheet does not read the number 1 or 0.5, in
# export --csv and history --csv alike.
$ klopf --db plus.db new +1 .5 Anna >/dev/null && klopf --db plus.db game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" +1=30 .5=10 >/dev/null && klopf --db plus.db export --csv plus && cut -d, -f2 plus/player.csv && klopf --db plus.db history --csv | cut -d, -f4-10 | sed -n 5,7p
name
"'+1"
"'.5"
Anna
game,1,"'+1",Anna,knock,"'+1",30
game,1,"'+1",Anna,knock,"'.5",10
game,1,"'+1",Anna,knock,Anna,4

# Who left a rubber and which house rule changed have their files, as
# they have their fields in the JSON.
$ klopf --db plus.db rules --change knock_limit=5 >/dev/null && klopf --db plus.db leave .5 >/dev/null && klopf --db plus.db export --csv plus2 && cat plus2/player_leave.csv plus2/rule_change.csv
event_id,rubber_id,seat
3,1,1
event_id,rubber_id,key,value
2,1,knock_limit,5

# export --csv replaces the files of an earlier export only with
# --force, and never writes through a symbolic link planted in DIR.
$ klopf export --csv tables; echo "status $?"; rm tables/game.csv && ln -s "$PWD/victim" tables/game.csv && klopf export --csv tables --force; echo "status $?"; test -e victim || echo "nothing written through the link"
klopf: tables/player.csv is there already; give --force to replace it
status 3
klopf: tables/game.csv is a symbolic link; klopf writes no file through one
status 3
nothing written through the link

# The import checks names as klopf new does: a name carrying a terminal
# control sequence, or two players of a rubber who look the same.
$ sed 's/"name":"Clara"/"name":"Cl\\u001b]52;ara"/' all.json > esc.json && klopf --db esc.db import esc.json
klopf: import: player name holds a control character; nothing was imported
[3]

$ sed 's/"name":"Dora"/"name":"Be\\u200dn"/' all.json > alike.json && klopf --db alike.db import alike.json
klopf: import: rubber 2: Ben and Be‍n look the same; give the players names that differ; nothing was imported
[3]

# klopf verify checks the database against its events and the rules, and
# names the first thing that differs: a hand-edited chip movement, a
# tally, a trigger dropped, a hand changed behind klopf's back.
$ klopf verify
verified 5 rubbers: the database agrees with its events and the rules

$ cp "$KLOPF_DB" tampered.db && sqlite3 tampered.db "UPDATE chip_transfer SET amount = 49 WHERE reason = 'knock' AND id = (SELECT min(id) FROM chip_transfer WHERE reason = 'knock')" && klopf --db tampered.db verify
klopf: verify: rubber 1, event 1: the chips moved are not what the rules ask
[1]

$ cp "$KLOPF_DB" tally.db && sqlite3 tally.db "UPDATE seat_tally SET points = 0 WHERE rubber_id = 1 AND seat = 1" && klopf --db tally.db verify
klopf: verify: the tally of seat 2 of rubber 1 is not the sum of its rows
[1]

$ cp "$KLOPF_DB" trigger.db && sqlite3 trigger.db "DROP TRIGGER seat_tally_hand_insert" && klopf --db trigger.db verify
klopf: verify: the trigger or view seat_tally_hand_insert of the schema is missing
[1]

$ cp "$KLOPF_DB" hand.db && sqlite3 hand.db "UPDATE hand SET typed = '2' WHERE seat = 1 AND game_id = (SELECT min(game_id) FROM hand WHERE typed_as_points = 1)" && klopf --db hand.db verify
klopf: verify: rubber 2, game 1: Dora declared and must show the cards, not points
[1]
