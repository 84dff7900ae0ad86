-- klopf schema, version 12: rubbers of the melding games, Romme,
-- Hungarian Rummy, Caloochi and Rummy.  Their games end as "out" (a
-- player laid his whole hand over the hand), "at_once" (the whole hand
-- laid in one turn: Hand-Romme, a Hungarian rummy) or "block" (Block
-- Rummy: nobody went out, every hand counts).  The winner of a round of
-- Hungarian Rummy books minus points (-20 by default), so a hand's
-- points may be below zero.
--
-- As in versions 8 to 10 the CHECKs only widen, so every row stored so
-- far stays valid, and the table definitions are edited in place (the
-- program raises schema_version in the same transaction and checks that
-- both edits took).  The melding games' house rules are stored as every
-- game's are, one row of rubber_setting each.
PRAGMA writable_schema = ON;
UPDATE sqlite_master
   SET sql = replace(sql, '''u_whole'', ''showdown'')',
                     '''u_whole'', ''showdown'', ''at_once'', ''block'')')
 WHERE type = 'table' AND name = 'game';
UPDATE sqlite_master
   SET sql = replace(sql, 'CHECK (points >= 0)',
                     'CHECK (points BETWEEN -100000 AND 100000)')
 WHERE type = 'table' AND name = 'hand';
PRAGMA writable_schema = OFF;
