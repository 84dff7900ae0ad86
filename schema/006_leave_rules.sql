-- klopf schema, version 6: a player may leave the rubber in play (klopf
-- leave) and the table may change a house rule of it from its next game
-- on (klopf rules --change).  Both are events of the rubber, replayed and
-- undone like games and buy-backs.

-- event.kind admits the two new kinds, and since a rubber can now end
-- when a player leaves, its winners belong to the event that ended it,
-- not always to a game.  Both edits only widen a CHECK and a foreign key:
-- every row stored so far stays valid, so the two table definitions are
-- edited in place (the program raises schema_version in the same
-- transaction, right after this script, and checks that both took).
PRAGMA writable_schema = ON;
UPDATE sqlite_master
   SET sql = replace(sql, 'kind IN (''game'', ''buyback'', ''abandon'')',
                     'kind IN (''game'', ''buyback'', ''abandon'', ''leave'', ''rules'')')
 WHERE type = 'table' AND name = 'event';
UPDATE sqlite_master
   SET sql = replace(sql, 'game_id   INTEGER NOT NULL REFERENCES game (event_id)',
                     'game_id   INTEGER NOT NULL REFERENCES event (id)')
 WHERE type = 'table' AND name = 'pot_winner';
PRAGMA writable_schema = OFF;

-- A player who left: out of the rubber from the next game on.
CREATE TABLE player_leave (
    event_id  INTEGER PRIMARY KEY REFERENCES event (id) ON DELETE CASCADE,
    rubber_id INTEGER NOT NULL REFERENCES rubber (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 5),
    UNIQUE (rubber_id, seat),
    FOREIGN KEY (rubber_id, seat) REFERENCES seat (rubber_id, seat)
);

-- A house rule changed during the rubber: key takes value (as text, as
-- in rubber_setting, which keeps the rules the rubber started with).
CREATE TABLE rule_change (
    event_id  INTEGER PRIMARY KEY REFERENCES event (id) ON DELETE CASCADE,
    rubber_id INTEGER NOT NULL REFERENCES rubber (id) ON DELETE CASCADE,
    key       TEXT NOT NULL CHECK (length(key) BETWEEN 1 AND 40),
    value     TEXT NOT NULL CHECK (length(value) BETWEEN 1 AND 40)
);
CREATE INDEX rule_change_rubber ON rule_change (rubber_id, key);

-- The standings view knows about players who left ('left') and takes
-- out_at as the rubber's last change of it made it.
DROP VIEW IF EXISTS standings;
CREATE VIEW standings AS
WITH RECURSIVE
  steps AS (
    SELECT e.rubber_id, e.seq, h.seat, h.points AS add_points, NULL AS set_to
    FROM event e JOIN hand h ON h.game_id = e.id
    UNION ALL
    SELECT e.rubber_id, e.seq, b.seat, NULL, b.total_after
    FROM event e JOIN buyback b ON b.event_id = e.id
  ),
  ordered AS (
    SELECT rubber_id, seat, seq, add_points, set_to,
           row_number() OVER (PARTITION BY rubber_id, seat ORDER BY seq) AS n
    FROM steps
  ),
  running (rubber_id, seat, n, total) AS (
    SELECT rubber_id, seat, n, COALESCE(set_to, add_points)
    FROM ordered WHERE n = 1
    UNION ALL
    SELECT o.rubber_id, o.seat, o.n, COALESCE(o.set_to, r.total + o.add_points)
    FROM running r JOIN ordered o
      ON o.rubber_id = r.rubber_id AND o.seat = r.seat AND o.n = r.n + 1
  ),
  final AS (
    SELECT rubber_id, seat, total FROM running r
    WHERE n = (SELECT max(n) FROM ordered o
               WHERE o.rubber_id = r.rubber_id AND o.seat = r.seat)
  )
SELECT s.rubber_id, s.seat, p.name,
       COALESCE(f.total, 0) AS score,
       CASE WHEN EXISTS (SELECT 1 FROM player_leave l
                         WHERE l.rubber_id = s.rubber_id AND l.seat = s.seat)
            THEN 'left'
            WHEN COALESCE(f.total, 0) >= CAST(COALESCE(
                   (SELECT c.value FROM rule_change c JOIN event e
                      ON e.id = c.event_id
                    WHERE c.rubber_id = s.rubber_id AND c.key = 'out_at'
                    ORDER BY e.seq DESC LIMIT 1), rs.value) AS INTEGER)
            THEN 'out' ELSE 'in_play' END AS state,
       EXISTS (SELECT 1 FROM buyback b
               WHERE b.rubber_id = s.rubber_id AND b.seat = s.seat) AS bought_back,
       cb.chips
FROM seat s
JOIN player p ON p.id = s.player_id
JOIN rubber_setting rs ON rs.rubber_id = s.rubber_id AND rs.key = 'out_at'
LEFT JOIN final f ON f.rubber_id = s.rubber_id AND f.seat = s.seat
JOIN chip_balance cb ON cb.rubber_id = s.rubber_id AND cb.seat = s.seat;
