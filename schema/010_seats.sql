-- klopf schema, version 10: a rubber of Continental seats up to 12
-- players, so every seat number may run from 0 to 11 (it ran to 5).
--
-- As in versions 8 and 9 the CHECKs only widen, so every row stored so
-- far stays valid, and the table definitions are edited in place (the
-- program raises schema_version in the same transaction and checks that
-- every edit took).
PRAGMA writable_schema = ON;
UPDATE sqlite_master
   SET sql = replace(sql, 'BETWEEN 0 AND 5)', 'BETWEEN 0 AND 11)')
 WHERE type = 'table'
   AND name IN ('rubber', 'seat', 'game', 'hand', 'buyback',
                'chip_transfer', 'player_leave');
PRAGMA writable_schema = OFF;
