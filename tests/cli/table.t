# What the table is told besides the scores: the spelling of names as
# they are stored, a knock shown with a rummy in hand, the house rules of
# a rubber in its standings, and the rules a new rubber gets (the last
# rubber's, unless --profile or --rule say otherwise).

$ KLOPF_NOW=2026-02-01T20:00:00Z klopf new --rule knock_limit=5 --rule rummy_doubles=on Anna Ben
rubber 1: Anna, Ben
each pays 5 chips into the pot (pot 10); Anna deals first
house rule: knock_limit=5 (default 4)
house rule: rummy_doubles=on (default off)

# The standings show the house rules that are not the defaults.
$ klopf standings
rubber 1, in play, 0 games played, pot 10
  house rules: knock_limit=5, rummy_doubles=on
  player       points  chips
  Anna              0     -5  deals next
  Ben               0     -5

$ klopf standings --json | jq -c .rules
{"decks":2,"jokers":2,"hand_size":10,"ace_value":11,"court_value":10,"joker_value":20,"ace_low":true,"ace_high":true,"knock_limit":5,"ante":5,"knock_money":1,"rummy_money":"same","out_at":101,"buyback_over":81,"buyback_cost":5,"next_dealer":"left","rummy_doubles":true,"undercut_penalty":0,"first_dealer":"rotate","cards":"plain"}

# Anna knocks, but her cards make a rummy: booked as the knock she
# declared (no doubling of Ben's points), and klopf says so.
$ klopf game --knock anna "anna=4S 5S 6S 7S 9D 9H 9C JC QC KC" "ben=2C 3C 4C 8D 9D 10D KH KD 5S 9S"
game 1 of rubber 1: Anna knocks (Anna dealt)
Anna showed a rummy; it is booked as the knock declared
  Anna         0 points  [4S 5S 6S 7S] [9H 9D 9C] [JC QC KC]
  Ben         34 points  [2C 3C 4C] [8D 9D 10D]  unmatched 5S 9S KH KD
chips: Ben pays 1 to Anna
totals: Anna 0, Ben 34
next dealer: Ben

$ klopf abandon
rubber 1 abandoned after 1 game; the pot goes back to those who paid it
chips: the pot pays 5 to Anna, the pot pays 5 to Ben

# The history shows them too.
$ klopf history 1 | sed -n '1p;3,4p'
rubber 1 (abandoned): Anna and Ben
antes: each pays 5 into the pot (10)
house rules: knock_limit=5, rummy_doubles=on

$ klopf history --json 1 | jq -c '.rules | {knock_limit, rummy_doubles}'
{"knock_limit":5,"rummy_doubles":true}

# A new rubber keeps the last rubber's rules and says so; the names are
# shown as stored, whatever case they were typed in.
$ KLOPF_NOW=2026-02-02T20:00:00Z klopf new ANNA ben Clara
rubber 2: Anna, Ben, Clara
each pays 5 chips into the pot (pot 15); Anna deals first
the rules of rubber 1 carry over (--profile or --rule choose others)
house rule: knock_limit=5 (default 4)
house rule: rummy_doubles=on (default off)

$ klopf abandon
rubber 2 abandoned after 0 games; the pot goes back to those who paid it
chips: the pot pays 5 to Anna, the pot pays 5 to Ben, the pot pays 5 to Clara

# --profile starts from a profile's rules instead.
$ KLOPF_NOW=2026-02-03T20:00:00Z klopf new --profile viennese Anna Ben
rubber 3: Anna, Ben
each pays 5 chips into the pot (pot 10); Anna deals first

$ klopf standings
rubber 3, in play, 0 games played, pot 10
  player       points  chips
  Anna              0     -5  deals next
  Ben               0     -5

# Names line up by the columns they take on a terminal: 李雷 takes four,
# Zoë three.
$ klopf abandon >/dev/null && KLOPF_NOW=2026-02-04T20:00:00Z klopf new 李雷 Zoë Anna >/dev/null && klopf standings
rubber 4, in play, 0 games played, pot 15
  player       points  chips
  李雷              0     -5  deals next
  Zoë               0     -5
  Anna              0     -5

# The same players in the same seats: the first deal moves one seat to
# the left of the last rubber's first dealer (first_dealer=rotate, the
# default); in other seats the first named deals; with first_dealer=same
# the first named deals again.
$ klopf abandon >/dev/null && klopf new Anna Ben Clara | tail -n 1
each pays 5 chips into the pot (pot 15); Anna deals first

$ klopf abandon >/dev/null && klopf new Anna Ben Clara | tail -n 1
each pays 5 chips into the pot (pot 15); Ben deals first

$ klopf abandon >/dev/null && klopf new Anna Ben Clara | tail -n 1
each pays 5 chips into the pot (pot 15); Clara deals first

$ klopf abandon >/dev/null && klopf new Anna Ben Clara | tail -n 1
each pays 5 chips into the pot (pot 15); Anna deals first

$ klopf abandon >/dev/null && klopf new Ben Anna Clara | tail -n 1
each pays 5 chips into the pot (pot 15); Ben deals first

$ klopf abandon >/dev/null && klopf new --rule first_dealer=same Ben Anna Clara | tail -n 1
house rule: first_dealer=same (default rotate)

$ klopf standings | head -n 5
rubber 10, in play, 0 games played, pot 15
  house rules: first_dealer=same
  player       points  chips
  Ben               0     -5  deals next
  Anna              0     -5

# Output that cannot be written is never silent: a change that is booked
# says so, with its own exit status (5); a command that changed nothing
# says that (4).
$ klopf abandon >/dev/full
klopf: the output could not be written (No space left on device). Rubber 10 is abandoned.
[5]

$ klopf standings >/dev/full
klopf: the output could not be written (No space left on device); nothing was changed
[4]

$ klopf standings | head -n 1
rubber 10, abandoned, 0 games played, pot 0

# Another program's SQLite file is not touched, even with a schema
# version klopf once had: no WAL, no backup beside it, not a byte.
$ sqlite3 foreign.db "CREATE TABLE notes (t TEXT); PRAGMA user_version = 1;" && md5sum foreign.db > foreign.md5 && klopf --db foreign.db standings; md5sum -c --quiet foreign.md5 && ls foreign.db*
klopf: foreign.db is not a klopf database (a SQLite database of another program); nothing was changed
foreign.db

# klopf marks its own databases (application_id "klpf").
$ sqlite3 "$KLOPF_DB" "PRAGMA application_id" | awk '{ printf "%x\n", $1 }'
6b6c7066
