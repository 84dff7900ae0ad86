# Stored rows that disagree with the events.  klopf settle and klopf
# stats add up rows kept next to the events (seat_tally, the chips moved,
# the winners) instead of replaying every game; a row edited by hand or a
# dropped trigger makes them refuse, naming the rubber and pointing to
# klopf verify, rather than show figures that no replay gives.  klopf
# standings replays the events and stays right.

$ printf '%s\n' 'sqlite3 "$KLOPF_DB" .dump | md5sum' > dump

# Rubber 1: Anna, Ben and Dora; one game, then abandoned.
$ KLOPF_NOW=2026-03-01T20:00:00Z klopf new Anna Ben Dora >/dev/null

$ KLOPF_NOW=2026-03-01T20:10:00Z klopf game --knock Dora "Dora=4H 5H 6H 7S 7D 7C JS QS KS 4C" Anna=30 Ben=25 >/dev/null

$ KLOPF_NOW=2026-03-01T20:20:00Z klopf abandon >/dev/null

# Rubber 2: Anna, Ben and Clara; Anna wins in game 3.
$ KLOPF_NOW=2026-03-08T20:00:00Z klopf new Anna Ben Clara >/dev/null

$ KLOPF_NOW=2026-03-08T20:10:00Z klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" "Ben=2C 3C 4C 8D 9D 10D KH KD 5S 9S" Clara=60 >/dev/null

$ KLOPF_NOW=2026-03-08T20:20:00Z klopf game --knock Clara "Clara=4H 5H 6H 7S 7D 7C JS QS KS 2C" Anna=20 Ben=20 >/dev/null

$ KLOPF_NOW=2026-03-08T20:30:00Z klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 3C" Ben=50 Clara=40 | tail -n 2
Anna wins the rubber and the pot
net chips: Anna +13, Ben -8, Clara -5

$ klopf settle
net chips over 2 rubbers:
  Anna    +12
  Ben     -9
  Clara   -5
  Dora    +2
3 payments settle it:
  Ben pays Anna 9
  Clara pays Anna 3
  Clara pays Dora 2

$ klopf stats
player       rubbers  won  games knocks rummies avg pts buy-backs  out  chips
Anna               2    1      4      2       0    14.2         0    0    +12
Ben                2    0      4      0       0    32.2         0    1     -9
Clara              1    0      3      1       0    34.0         0    1     -5
Dora               1    0      1      1       0     4.0         0    0     +2

$ bash dump > before; sqlite3 "$KLOPF_DB" "SELECT sql || ';' FROM sqlite_master WHERE name = 'seat_tally_hand_insert'" > trigger.sql

# Clara paid Anna 1 chip of knock money in game 3 of rubber 2; edited by
# hand, it becomes 49 (the triggers keep the tallies in step with the
# edit, so only a replay sees it).
$ sqlite3 "$KLOPF_DB" "UPDATE chip_transfer SET amount = 49 WHERE rubber_id = 2 AND from_seat = 2 AND to_seat = 0 AND event_id = (SELECT id FROM event WHERE rubber_id = 2 AND seq = 3)"

$ klopf settle
klopf: rubber 2 does not agree with its events (the chips moved in game 3 are not what the rules ask); nothing is shown; run 'klopf verify' for the details
[4]

$ klopf settle --all --chip-value 0.10
klopf: rubber 2 does not agree with its events (the chips moved in game 3 are not what the rules ask); nothing is shown; run 'klopf verify' for the details
[4]

$ klopf stats
klopf: rubber 2 does not agree with its events (the chips moved in game 3 are not what the rules ask); nothing is shown; run 'klopf verify' for the details
[4]

$ klopf stats --json
klopf: rubber 2 does not agree with its events (the chips moved in game 3 are not what the rules ask); nothing is shown; run 'klopf verify' for the details
[4]

$ klopf stats Anna Clara
klopf: rubber 2 does not agree with its events (the chips moved in game 3 are not what the rules ask); nothing is shown; run 'klopf verify' for the details
[4]

# What a command does not read is not checked: rubber 1 alone settles.
$ klopf settle --rubber 1
net chips over 1 rubber:
  Anna    -1
  Ben     -1
  Dora    +2
2 payments settle it:
  Anna pays Dora 1
  Ben pays Dora 1

# The standings replay the events: Clara still lost 5 chips.
$ klopf standings
rubber 2, finished, 3 games played, pot 0
  player       points  chips
  Anna             27    +13  won the pot
  Ben             104     -8  out (game 3)
  Clara           102     -5  out (game 3)

$ klopf verify
klopf: verify: rubber 2, event 3: the chips moved are not what the rules ask
[1]

# The edit undone, the database is as it was and both work again.
$ sqlite3 "$KLOPF_DB" "UPDATE chip_transfer SET amount = 1 WHERE rubber_id = 2 AND from_seat = 2 AND to_seat = 0 AND event_id = (SELECT id FROM event WHERE rubber_id = 2 AND seq = 3)"

$ bash dump | cmp -s - before && echo "database as it was"
database as it was

$ klopf settle | tail -n 3
  Ben pays Anna 9
  Clara pays Anna 3
  Clara pays Dora 2

$ klopf stats | tail -n 1
Dora               1    0      1      1       0     4.0         0    0     +2

# The winner moved from Anna to Ben.
$ sqlite3 "$KLOPF_DB" "UPDATE pot_winner SET seat = 1 WHERE rubber_id = 2"

$ klopf settle
klopf: rubber 2 does not agree with its events (the winners recorded are not those the rules name); nothing is shown; run 'klopf verify' for the details
[4]

$ klopf stats Ben
klopf: rubber 2 does not agree with its events (the winners recorded are not those the rules name); nothing is shown; run 'klopf verify' for the details
[4]

$ sqlite3 "$KLOPF_DB" "UPDATE pot_winner SET seat = 0 WHERE rubber_id = 2"

# A tally skewed: Ben's counts 3 chips more received than his rows.
$ sqlite3 "$KLOPF_DB" "UPDATE seat_tally SET chips_in = chips_in + 3 WHERE rubber_id = 2 AND seat = 1"

$ klopf settle
klopf: rubber 2 does not agree with its events (the tally kept for Ben is not the sum of the rows it counts); nothing is shown; run 'klopf verify' for the details
[4]

$ klopf stats
klopf: rubber 2 does not agree with its events (the tally kept for Ben is not the sum of the rows it counts); nothing is shown; run 'klopf verify' for the details
[4]

$ klopf verify
klopf: verify: the tally of seat 2 of rubber 2 is not the sum of its rows
[1]

$ sqlite3 "$KLOPF_DB" "UPDATE seat_tally SET chips_in = chips_in - 3 WHERE rubber_id = 2 AND seat = 1"

$ bash dump | cmp -s - before && echo "database as it was"
database as it was

# A dropped trigger: the tallies would no longer count the hands booked.
$ sqlite3 "$KLOPF_DB" "DROP TRIGGER seat_tally_hand_insert"

$ klopf stats
klopf: the trigger seat_tally_hand_insert, which keeps the tallies, is missing, so the totals cannot be trusted; nothing is shown; run 'klopf verify' for the details
[4]

$ klopf settle
klopf: the trigger seat_tally_hand_insert, which keeps the tallies, is missing, so the totals cannot be trusted; nothing is shown; run 'klopf verify' for the details
[4]

$ klopf verify
klopf: verify: the trigger or view seat_tally_hand_insert of the schema is missing
[1]

$ sqlite3 "$KLOPF_DB" < trigger.sql

$ klopf settle | tail -n 3
  Ben pays Anna 9
  Clara pays Anna 3
  Clara pays Dora 2

$ klopf verify
verified 2 rubbers: the database agrees with its events and the rules

# What the referee derives from the hands is judged again: a hand's
# deadwood and points edited together (the tallies follow the edit) make
# standings and history refuse rather than show a total no cards give,
# and verify names the hand.
$ sqlite3 "$KLOPF_DB" ".backup saved.db" && sqlite3 "$KLOPF_DB" "UPDATE hand SET deadwood = 33, points = 33 WHERE seat = 1 AND game_id = (SELECT id FROM event WHERE rubber_id = 2 AND seq = 1)"

$ klopf standings
klopf: rubber 2 does not agree with the hands typed in it; nothing is shown; run 'klopf verify' for the details
[4]

$ klopf history 2
klopf: rubber 2 does not agree with the hands typed in it; nothing is shown; run 'klopf verify' for the details
[4]

$ klopf verify
klopf: verify: rubber 2, game 1: the hand of Ben counts 34, not the 33 recorded
[1]

# The cards stored next to the hand as typed, its arrangement, the
# discard of the game.
$ sqlite3 "$KLOPF_DB" ".restore saved.db" && sqlite3 "$KLOPF_DB" "UPDATE hand SET cards = '2C 3C 4C 8D 9D 10D KH KD 5S 9H' WHERE seat = 1 AND cards = '2C 3C 4C 8D 9D 10D KH KD 5S 9S'" && klopf verify
klopf: verify: rubber 2, game 1: the cards recorded for Ben hold 9H, which the hand as typed does not
[1]

$ sqlite3 "$KLOPF_DB" ".restore saved.db" && sqlite3 "$KLOPF_DB" "UPDATE hand SET arrangement = replace(arrangement, '\"5S\"', '\"5H\"') WHERE seat = 1 AND cards = '2C 3C 4C 8D 9D 10D KH KD 5S 9S'" && klopf verify
klopf: verify: rubber 2, game 1: the arrangement recorded for Ben holds 5H, which the hand as typed does not
[1]

$ sqlite3 "$KLOPF_DB" ".restore saved.db" && sqlite3 "$KLOPF_DB" "UPDATE hand SET arrangement = '{\"melds\":[[\"2C\",\"3C\",\"4C\",\"5S\"],[\"8D\",\"9D\",\"10D\"]],\"unmatched\":[\"9S\",\"KH\",\"KD\"]}' WHERE seat = 1 AND cards = '2C 3C 4C 8D 9D 10D KH KD 5S 9S'" && klopf verify
klopf: verify: rubber 2, game 1: the arrangement recorded for Ben melds 2C 3C 4C 5S, which is no meld of this game
[1]

$ sqlite3 "$KLOPF_DB" ".restore saved.db" && sqlite3 "$KLOPF_DB" "UPDATE hand SET arrangement = '{\"melds\":[[\"2C\",\"3C\",\"4C\"]],\"unmatched\":[\"8D\",\"9D\",\"10D\",\"5S\",\"9S\",\"KH\",\"KD\"]}' WHERE seat = 1 AND cards = '2C 3C 4C 8D 9D 10D KH KD 5S 9S'" && klopf verify
klopf: verify: rubber 2, game 1: the unmatched cards of the arrangement recorded for Ben count 61, not the deadwood 34 the referee gives
[1]

# An arrangement of the same worth in another order (as a solver of
# another version may have written it) is still the hand's.
$ sqlite3 "$KLOPF_DB" ".restore saved.db" && sqlite3 "$KLOPF_DB" "UPDATE hand SET arrangement = '{\"melds\":[[\"8D\",\"9D\",\"10D\"],[\"2C\",\"3C\",\"4C\"]],\"unmatched\":[\"9S\",\"5S\",\"KH\",\"KD\"]}' WHERE seat = 1 AND cards = '2C 3C 4C 8D 9D 10D KH KD 5S 9S'" && klopf verify
verified 2 rubbers: the database agrees with its events and the rules

$ sqlite3 "$KLOPF_DB" ".restore saved.db" && sqlite3 "$KLOPF_DB" "UPDATE game SET discard = '4C' WHERE rubber_id = 2 AND number = 3" && klopf verify
klopf: verify: rubber 2, game 3: a discard 4C is recorded, but Anna discarded nothing
[1]

# A setting of gin stored with a Viennese rubber, a time klopf does not
# write, a name that a U+0000 cuts short.
$ sqlite3 "$KLOPF_DB" ".restore saved.db" && sqlite3 "$KLOPF_DB" "INSERT INTO rubber_setting VALUES (2, 'school', 'classic')" && klopf verify
klopf: verify: rubber 2 has unreadable rules: the rule school is not one of a rubber of viennese
[1]

$ sqlite3 "$KLOPF_DB" ".restore saved.db" && sqlite3 "$KLOPF_DB" "UPDATE event SET at = '2026-03-08 20:20' WHERE rubber_id = 2 AND seq = 2" && klopf verify
klopf: verify: rubber 2, event 2: its time 2026-03-08 20:20 is not one klopf writes
[1]

$ sqlite3 "$KLOPF_DB" ".restore saved.db" && sqlite3 "$KLOPF_DB" "UPDATE player SET name = 'Clara' || char(0) || 'x' WHERE name = 'Clara'" && klopf verify
klopf: verify: the name of player 4 (oldest first) holds the character U+0000, which klopf never writes
[1]

# A correction: the game as it was and as it became are both judged
# again, and the game stored must be the one the last correction left.
$ sqlite3 "$KLOPF_DB" ".restore saved.db" && KLOPF_NOW=2026-03-09T10:00:00Z klopf fix --rubber 2 2 Anna=21 | head -n 1
corrected game 2 of rubber 2:

$ klopf verify
verified 2 rubbers: the database agrees with its events and the rules

$ sqlite3 "$KLOPF_DB" "UPDATE correction SET old = json_set(old, '$.hands[1].typed', '2X')" && klopf verify
klopf: verify: rubber 2: the correction of game 2 made at 2026-03-09T10:00:00Z records a game the referee refuses: hand of Ben: card 1 "2X": unknown suit "X" (suits are S H D C or ♠ ♥ ♦ ♣)
[1]

$ sqlite3 "$KLOPF_DB" "UPDATE correction SET old = json_set(old, '$.hands[1].typed', '20'), new = json_set(new, '$.hands[1].typed', '22')" && klopf verify
klopf: verify: rubber 2: game 2 is not the game its last correction left
[1]

$ sqlite3 "$KLOPF_DB" ".restore saved.db" && klopf verify
verified 2 rubbers: the database agrees with its events and the rules
