-- The seat that dealt a rubber's first game.  The first named player
-- (seat 0) deals unless the house rule first_dealer=rotate moves the
-- first deal one seat to the left of the last rubber's first dealer
-- (the same players in the same seats).  Older rubbers: seat 0.
ALTER TABLE rubber ADD COLUMN first_dealer INTEGER NOT NULL DEFAULT 0
    CHECK (first_dealer BETWEEN 0 AND 5);

-- The new house rule, at its default, for every rubber recorded before
-- it (it only says who deals first in the next rubber).
INSERT INTO rubber_setting (rubber_id, key, value)
    SELECT id, 'first_dealer', 'rotate' FROM rubber
    WHERE NOT EXISTS (SELECT 1 FROM rubber_setting s
                      WHERE s.rubber_id = rubber.id
                      AND s.key = 'first_dealer');
