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
