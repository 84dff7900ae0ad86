-- klopf schema, version 9: rubbers of Boat House, Phom, Continental,
-- Nowrang, Queen City and Double Rum.  Their games end as "out" (a
-- player melds the whole hand), and Phom's as "u" (u after a discard),
-- "u_whole" (u with all ten cards melded) or "showdown"; chips move
-- between players for going out, for u, for a place in the showdown and
-- for a hand without a meld (mom).  What going out was worth where a
-- game pays by it (Continental: what each other player pays; Queen
-- City: the value of the hand melded) is kept with the game.
--
-- As in version 8, both CHECKs only widen, so every row stored so far
-- stays valid, and the table definitions are edited in place (the
-- program raises schema_version in the same transaction and checks that
-- both edits took).  The column is added first: ALTER TABLE works from
-- the schema as it was read.
ALTER TABLE game ADD COLUMN worth INTEGER
    CHECK (worth IS NULL OR worth BETWEEN 0 AND 100000);

PRAGMA writable_schema = ON;
UPDATE sqlite_master
   SET sql = replace(sql, '''big_gin'', ''dead'')',
                     '''big_gin'', ''dead'', ''out'', ''u'', ''u_whole'', ''showdown'')')
 WHERE type = 'table' AND name = 'game';
UPDATE sqlite_master
   SET sql = replace(sql, '''boxes'', ''shutout'')',
                     '''boxes'', ''shutout'', ''out'', ''u'', ''place'', ''mom'')')
 WHERE type = 'table' AND name = 'chip_transfer';
PRAGMA writable_schema = OFF;
