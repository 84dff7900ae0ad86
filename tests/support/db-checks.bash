# db-checks.bash - checks that a klopf database is whole, for the
# reliability tests (scripts/crash-test, tests/scripts/concurrency.sh and
# others).  Source it; it defines functions only.
#
#   db_problems KLOPF DB SCRATCH
#       Prints one line per problem found in DB and returns 1 if there is
#       any (0 otherwise).  KLOPF is the binary, SCRATCH a folder for
#       temporary files.  The checks:
#        - PRAGMA integrity_check says ok, PRAGMA foreign_key_check finds
#          nothing;
#        - the players' chips plus the pot of every rubber sum to zero
#          (the pot: chips moved into it minus chips moved out of it), and
#          no pot is negative;
#        - every rubber has 2 to 12 seats numbered from 0, every house rule
#          of its game; a rubber of Viennese Rummy one ante per seat (the
#          other games have no pot); its state agrees with its events;
#        - every event has its row of its kind (game, buyback) and nothing
#          else; every game has the declarer's hand, at least one other,
#          hands of seats that exist only, and (Viennese Rummy) moved
#          chips; every buy-back
#          moved chips; events and games are numbered 1..n per rubber;
#        - no row points at a rubber, event, game, seat or player that is
#          not there;
#        - seat_tally holds the sums of what is recorded;
#        - klopf standings --json succeeds and agrees with the standings
#          view: every player's score, state, buy-back and chips, the pot
#          and the number of games;
#        - klopf export of DB imports into an empty database: the import
#          replays every rubber and checks every game's hands and points,
#          every buy-back and every chip against the rules.

# The invariants as one query: one row per problem.
DB_CHECKS_SQL="
WITH race AS (
  SELECT rubber_id FROM rubber_setting
  WHERE key = 'game' AND value <> 'viennese'),
pot AS (
  SELECT r.id AS rubber_id,
    coalesce((SELECT sum(amount) FROM chip_transfer t
              WHERE t.rubber_id = r.id AND t.to_seat IS NULL), 0)
  - coalesce((SELECT sum(amount) FROM chip_transfer t
              WHERE t.rubber_id = r.id AND t.from_seat IS NULL), 0) AS pot,
    coalesce((SELECT sum(chips) FROM chip_balance c
              WHERE c.rubber_id = r.id), 0) AS chips,
    (SELECT count(*) FROM seat s WHERE s.rubber_id = r.id) AS seats
  FROM rubber r),
truth AS (
  SELECT s.rubber_id, s.seat,
    (SELECT count(*) FROM hand h JOIN game g ON g.event_id = h.game_id
     WHERE g.rubber_id = s.rubber_id AND h.seat = s.seat) AS hands,
    (SELECT coalesce(sum(h.points), 0) FROM hand h JOIN game g
     ON g.event_id = h.game_id
     WHERE g.rubber_id = s.rubber_id AND h.seat = s.seat) AS points,
    (SELECT count(*) FROM game g WHERE g.rubber_id = s.rubber_id
     AND g.declarer_seat = s.seat AND g.kind = 'knock') AS knocks,
    (SELECT count(*) FROM game g WHERE g.rubber_id = s.rubber_id
     AND g.declarer_seat = s.seat AND g.kind = 'rummy') AS rummies,
    (SELECT coalesce(sum(amount), 0) FROM chip_transfer t
     WHERE t.rubber_id = s.rubber_id AND t.to_seat = s.seat) AS chips_in,
    (SELECT coalesce(sum(amount), 0) FROM chip_transfer t
     WHERE t.rubber_id = s.rubber_id AND t.from_seat = s.seat) AS chips_out
  FROM seat s)
SELECT 'rubber ' || rubber_id || ': the chips (' || chips || ') and the pot ('
       || pot || ') do not sum to zero'
FROM pot WHERE chips + pot <> 0
UNION ALL
SELECT 'rubber ' || rubber_id || ': the pot is negative (' || pot || ')'
FROM pot WHERE pot < 0
UNION ALL
SELECT 'rubber ' || p.rubber_id || ': ' || p.seats || ' seats'
FROM pot p WHERE p.seats NOT BETWEEN 2 AND 12
   OR (SELECT max(seat) + 1 FROM seat s WHERE s.rubber_id = p.rubber_id)
      <> p.seats
UNION ALL
SELECT 'rubber ' || r.id || ': ' || count(x.key) || ' house rules, not '
       || coalesce(json_extract(:games, '\$.\"' || (SELECT value
          FROM rubber_setting g WHERE g.rubber_id = r.id AND g.key = 'game')
          || '\"'), :settings)
FROM rubber r LEFT JOIN rubber_setting x ON x.rubber_id = r.id
GROUP BY r.id HAVING count(x.key) <> coalesce(json_extract(:games, '\$.\"' ||
       (SELECT value FROM rubber_setting g WHERE g.rubber_id = r.id
        AND g.key = 'game') || '\"'), :settings)
UNION ALL
SELECT 'rubber ' || p.rubber_id || ': ' || (SELECT count(*) FROM chip_transfer t
       WHERE t.rubber_id = p.rubber_id AND t.event_id IS NULL) ||
       ' antes for ' || p.seats || ' seats'
FROM pot p
WHERE (SELECT count(*) FROM chip_transfer t WHERE t.rubber_id = p.rubber_id
       AND t.event_id IS NULL AND t.reason = 'ante'
       AND t.to_seat IS NULL) <>
      CASE WHEN p.rubber_id IN race THEN 0 ELSE p.seats END
   OR EXISTS (SELECT 1 FROM chip_transfer t WHERE t.rubber_id = p.rubber_id
              AND t.event_id IS NULL AND t.reason <> 'ante')
UNION ALL
SELECT 'rubber ' || r.id || ' is ' || r.state || ', but its events say not'
FROM rubber r
WHERE (r.state = 'abandoned') <> EXISTS (SELECT 1 FROM event e
        WHERE e.rubber_id = r.id AND e.kind = 'abandon')
   OR (r.id NOT IN race AND (r.state = 'finished') <> EXISTS (SELECT 1
        FROM chip_transfer t WHERE t.rubber_id = r.id AND t.reason = 'pot'))
UNION ALL
SELECT 'event ' || e.id || ' (' || e.kind || ') lacks its ' || e.kind || ' row'
FROM event e
WHERE (e.kind = 'game' AND NOT EXISTS (SELECT 1 FROM game g
        WHERE g.event_id = e.id AND g.rubber_id = e.rubber_id))
   OR (e.kind = 'buyback' AND NOT EXISTS (SELECT 1 FROM buyback b
        WHERE b.event_id = e.id AND b.rubber_id = e.rubber_id))
UNION ALL
SELECT 'event ' || e.id || ' (' || e.kind || ') has rows of another kind'
FROM event e
WHERE (e.kind <> 'game' AND EXISTS (SELECT 1 FROM game g
        WHERE g.event_id = e.id))
   OR (e.kind <> 'buyback' AND EXISTS (SELECT 1 FROM buyback b
        WHERE b.event_id = e.id))
UNION ALL
SELECT 'game ' || g.event_id || ': ' || count(h.seat) || ' hands, '
       || coalesce(sum(h.seat = g.declarer_seat), 0) || ' of the declarer'
FROM game g LEFT JOIN hand h ON h.game_id = g.event_id
WHERE g.kind <> 'dead'
GROUP BY g.event_id
HAVING count(h.seat) < 2 OR coalesce(sum(h.seat = g.declarer_seat), 0) <> 1
UNION ALL
SELECT 'game ' || g.event_id || ': a dead hand with hands' FROM game g
WHERE g.kind = 'dead' AND EXISTS (SELECT 1 FROM hand h
      WHERE h.game_id = g.event_id)
UNION ALL
SELECT 'game ' || g.event_id || ' moved no chips' FROM game g
WHERE g.rubber_id NOT IN race
  AND NOT EXISTS (SELECT 1 FROM chip_transfer t WHERE t.event_id = g.event_id)
UNION ALL
SELECT 'buy-back ' || b.event_id || ' moved no chips' FROM buyback b
WHERE NOT EXISTS (SELECT 1 FROM chip_transfer t WHERE t.event_id = b.event_id
                  AND t.reason = 'buyback')
UNION ALL
SELECT 'rubber ' || rubber_id || ': events numbered to ' || max(seq) || ', '
       || count(*) || ' recorded'
FROM event GROUP BY rubber_id HAVING max(seq) <> count(*)
UNION ALL
SELECT 'rubber ' || rubber_id || ': games numbered to ' || max(number) || ', '
       || count(*) || ' recorded'
FROM game GROUP BY rubber_id HAVING max(number) <> count(*)
UNION ALL
SELECT 'hand ' || h.game_id || '/' || h.seat || ' has no game or no seat'
FROM hand h LEFT JOIN game g ON g.event_id = h.game_id
WHERE g.event_id IS NULL OR NOT EXISTS (SELECT 1 FROM seat s
      WHERE s.rubber_id = g.rubber_id AND s.seat = h.seat)
UNION ALL
SELECT 'transfer ' || t.id || ' points at a missing rubber, event or seat'
FROM chip_transfer t
WHERE NOT EXISTS (SELECT 1 FROM rubber r WHERE r.id = t.rubber_id)
   OR (t.event_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM event e
       WHERE e.id = t.event_id AND e.rubber_id = t.rubber_id))
   OR (t.from_seat IS NOT NULL AND NOT EXISTS (SELECT 1 FROM seat s
       WHERE s.rubber_id = t.rubber_id AND s.seat = t.from_seat))
   OR (t.to_seat IS NOT NULL AND NOT EXISTS (SELECT 1 FROM seat s
       WHERE s.rubber_id = t.rubber_id AND s.seat = t.to_seat))
UNION ALL
SELECT 'event ' || e.id || ' of a missing rubber' FROM event e
WHERE NOT EXISTS (SELECT 1 FROM rubber r WHERE r.id = e.rubber_id)
UNION ALL
SELECT 'seat ' || s.rubber_id || '/' || s.seat || ' of a missing rubber or player'
FROM seat s
WHERE NOT EXISTS (SELECT 1 FROM rubber r WHERE r.id = s.rubber_id)
   OR NOT EXISTS (SELECT 1 FROM player p WHERE p.id = s.player_id)
UNION ALL
SELECT 'house rule ' || x.key || ' of missing rubber ' || x.rubber_id
FROM rubber_setting x
WHERE NOT EXISTS (SELECT 1 FROM rubber r WHERE r.id = x.rubber_id)
UNION ALL
SELECT 'seat_tally of ' || t.rubber_id || '/' || t.seat
       || ' differs from the sums'
FROM truth t LEFT JOIN seat_tally x
  ON x.rubber_id = t.rubber_id AND x.seat = t.seat
WHERE coalesce(x.hands, 0) <> t.hands OR coalesce(x.points, 0) <> t.points
   OR coalesce(x.knocks, 0) <> t.knocks
   OR coalesce(x.rummies, 0) <> t.rummies
   OR coalesce(x.chips_in, 0) <> t.chips_in
   OR coalesce(x.chips_out, 0) <> t.chips_out
UNION ALL
SELECT 'seat_tally of ' || x.rubber_id || '/' || x.seat || ' has no seat'
FROM seat_tally x
WHERE NOT EXISTS (SELECT 1 FROM seat s WHERE s.rubber_id = x.rubber_id
                  AND s.seat = x.seat)
  AND (x.hands <> 0 OR x.points <> 0 OR x.knocks <> 0 OR x.rummies <> 0
       OR x.chips_in <> 0 OR x.chips_out <> 0);
"

# What klopf standings --json says next to the standings view, the pot
# and the games of its rubber (the JSON in the file :json).
DB_STANDINGS_SQL="
WITH j AS (SELECT readfile(:json) AS doc),
r AS (SELECT json_extract(doc, '\$.rubber') AS id, json_extract(doc, '\$.pot')
      AS pot, json_extract(doc, '\$.games') AS games FROM j),
p AS (SELECT json_extract(x.value, '\$.seat') - 1 AS seat,
             json_extract(x.value, '\$.name') AS name,
             json_extract(x.value, '\$.score') AS score,
             json_extract(x.value, '\$.state') AS state,
             json_extract(x.value, '\$.bought_back') AS bought_back,
             json_extract(x.value, '\$.chips') AS chips
      FROM j, json_each(j.doc, '\$.players') x)
SELECT 'standings --json: ' || p.name || ' has ' || p.score || ' points, '
       || p.chips || ' chips, ' || p.state || ', the view says '
       || coalesce(v.score, '-') || ', ' || coalesce(v.chips, '-') || ', '
       || coalesce(v.state, '-')
FROM p LEFT JOIN standings v
  ON v.rubber_id = (SELECT id FROM r) AND v.seat = p.seat
WHERE v.seat IS NULL OR v.name <> p.name OR v.score <> p.score
   OR v.state <> p.state OR v.bought_back <> p.bought_back
   OR v.chips <> p.chips
UNION ALL
SELECT 'standings --json: ' || (SELECT count(*) FROM p) || ' players, the '
       || 'view has ' || count(*) FROM standings
WHERE rubber_id = (SELECT id FROM r)
HAVING count(*) <> (SELECT count(*) FROM p)
UNION ALL
SELECT 'standings --json: pot ' || r.pot || ', the transfers say ' ||
       (coalesce((SELECT sum(amount) FROM chip_transfer t
                  WHERE t.rubber_id = r.id AND t.to_seat IS NULL), 0)
      - coalesce((SELECT sum(amount) FROM chip_transfer t
                  WHERE t.rubber_id = r.id AND t.from_seat IS NULL), 0))
FROM r
WHERE r.pot <> coalesce((SELECT sum(amount) FROM chip_transfer t
                         WHERE t.rubber_id = r.id AND t.to_seat IS NULL), 0)
            - coalesce((SELECT sum(amount) FROM chip_transfer t
                         WHERE t.rubber_id = r.id AND t.from_seat IS NULL), 0)
UNION ALL
SELECT 'standings --json: ' || r.games || ' games, ' || (SELECT count(*)
       FROM game g WHERE g.rubber_id = r.id) || ' recorded'
FROM r WHERE r.games <> (SELECT count(*) FROM game g WHERE g.rubber_id = r.id);
"

# The number of house rules klopf knows for a game (viennese when GAME is
# not given; every rubber of it stores each).
db_settings_count() { # KLOPF SCRATCH [GAME]
	"$1" rules --game "${3:-viennese}" --json >"$2/rules.json" &&
		sqlite3 :memory: "SELECT count(*) FROM json_each(json_extract(
			readfile('$2/rules.json'), '\$.rules'))"
}

# The same for every other game, as a JSON object by game name (every
# rubber of a game other than viennese stores its game).
DB_GAMES="gin knock-rummy boat-house phom continental nowrang queen-city
	double-rum romme hungarian caloochi rummy"
db_games_counts() { # KLOPF SCRATCH
	local game n sep="" json="{"
	for game in $DB_GAMES; do
		n=$(db_settings_count "$1" "$2" "$game") || return 1
		json="$json$sep\"$game\":$n"
		sep=","
	done
	printf '%s}\n' "$json"
}

db_problems() { # KLOPF DB SCRATCH
	local bin=$1 db=$2 tmp=$3 out rc=0 settings
	if [ -z "${DB_SETTINGS:-}" ]; then
		DB_SETTINGS=$(db_settings_count "$bin" "$tmp") || {
			echo "klopf rules --json failed"
			return 1
		}
	fi
	settings=$DB_SETTINGS
	if [ -z "${DB_SETTINGS_GAMES:-}" ]; then
		DB_SETTINGS_GAMES=$(db_games_counts "$bin" "$tmp") || {
			echo "klopf rules --game --json failed"
			return 1
		}
	fi
	out=$(sqlite3 "$db" "PRAGMA integrity_check" 2>&1)
	if [ "$out" != ok ]; then
		echo "integrity_check: $out"
		return 1
	fi
	out=$(sqlite3 "$db" "PRAGMA foreign_key_check" 2>&1)
	[ -z "$out" ] || { echo "foreign_key_check: $out"; rc=1; }
	out=$(sqlite3 -cmd ".parameter set :settings $settings" \
		-cmd ".parameter set :games '$DB_SETTINGS_GAMES'" "$db" \
		"$DB_CHECKS_SQL" 2>&1)
	[ -z "$out" ] || { printf '%s\n' "$out"; rc=1; }
	if [ "$(sqlite3 "$db" "SELECT count(*) FROM rubber")" != 0 ]; then
		if ! "$bin" --db "$db" standings --json >"$tmp/standings.json" \
			2>"$tmp/standings.err"; then
			echo "klopf standings --json failed: $(cat "$tmp/standings.err")"
			rc=1
		else
			out=$(sqlite3 -cmd ".parameter set :json '$tmp/standings.json'" \
				"$db" "$DB_STANDINGS_SQL" 2>&1)
			[ -z "$out" ] || { printf '%s\n' "$out"; rc=1; }
		fi
	fi
	rm -f "$tmp/replay.db" "$tmp/replay.db-wal" "$tmp/replay.db-shm"
	if ! "$bin" --db "$db" export >"$tmp/export.json" 2>"$tmp/export.err"; then
		echo "klopf export failed: $(cat "$tmp/export.err")"
		rc=1
	elif ! "$bin" --db "$tmp/replay.db" import "$tmp/export.json" \
		>/dev/null 2>"$tmp/import.err"; then
		echo "the export does not import (replay): $(cat "$tmp/import.err")"
		rc=1
	fi
	return $rc
}
