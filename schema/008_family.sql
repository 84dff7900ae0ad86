-- klopf schema, version 8: rubbers of Gin Rummy and Knock Rummy.  Their
-- games end as gin, big gin or a dead hand too, the first upcard of a
-- hand of Oklahoma gin is kept with it, and chips move between players
-- for the counts, rum and undercuts of Knock Rummy and for the points,
-- game bonus, boxes and shutout at the end of a game of gin.
--
-- Both CHECKs only widen, so every row stored so far stays valid and the
-- two table definitions are edited in place (the program raises
-- schema_version in the same transaction, right after this script, and
-- checks that both took).  Which game a rubber plays is its setting
-- "game" (absent: Viennese).
-- Oklahoma: the hand's first upcard (canonical name), else NULL.  (Added
-- before the edits below: ALTER TABLE works from the schema as it was
-- read, not as edited.)
ALTER TABLE game ADD COLUMN upcard TEXT
    CHECK (upcard IS NULL OR length(upcard) BETWEEN 2 AND 3);

PRAGMA writable_schema = ON;
UPDATE sqlite_master
   SET sql = replace(sql, 'kind          TEXT NOT NULL CHECK (kind IN (''knock'', ''rummy''))',
                     'kind          TEXT NOT NULL CHECK (kind IN (''knock'', ''rummy'', ''gin'', ''big_gin'', ''dead''))')
 WHERE type = 'table' AND name = 'game';
UPDATE sqlite_master
   SET sql = replace(sql, 'CHECK (reason IN (''ante'', ''knock'', ''rummy'', ''buyback'', ''pot'', ''refund''))',
                     'CHECK (reason IN (''ante'', ''knock'', ''rummy'', ''buyback'', ''pot'', ''refund'', ''count'', ''rum'', ''undercut'', ''points'', ''game'', ''boxes'', ''shutout''))')
 WHERE type = 'table' AND name = 'chip_transfer';
PRAGMA writable_schema = OFF;

-- The standings view shows the rubbers of gin and knock rummy too: they
-- store no out_at (nobody goes out of them), so that setting is joined
-- where there is one, and a player without it is in play.  Their scores
-- are the points won, added up as Viennese points are.
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
            WHEN rs.value IS NULL THEN 'in_play'
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
LEFT JOIN rubber_setting rs ON rs.rubber_id = s.rubber_id AND rs.key = 'out_at'
LEFT JOIN final f ON f.rubber_id = s.rubber_id AND f.seat = s.seat
JOIN chip_balance cb ON cb.rubber_id = s.rubber_id AND cb.seat = s.seat;
