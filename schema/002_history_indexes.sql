-- klopf schema, version 2: indexes for the history commands (klopf
-- rubbers, stats, settle).  No recorded row is changed.

-- The pot's movements of a rubber (antes, buy-backs, payouts, refunds)
-- without reading its knock and rummy money: the pot and winner of each
-- rubber (klopf rubbers), who paid into and took from it (stats, settle).
CREATE INDEX transfer_pot
    ON chip_transfer (rubber_id, to_seat, from_seat, reason, amount)
    WHERE from_seat IS NULL OR to_seat IS NULL;

-- Chips moved between seats, summed rubber by rubber from the index alone
-- (who paid whom: klopf settle --all, the head to head of klopf stats).
CREATE INDEX transfer_flow
    ON chip_transfer (rubber_id, from_seat, to_seat, amount);

-- seat_tally: for every rubber and seat, sums of what was recorded: the
-- hands booked and their points, the knocks and rummies called, the chips
-- received and paid (the pot included).  It is an index in all but name:
-- the triggers below keep it in step with hand, game and chip_transfer in
-- the same transaction as every change to them (undo and its cascades
-- included), so klopf stats reads a few rows per rubber instead of every
-- hand and transfer.  It holds no rule and no standing: totals, who is out
-- and who won still come from the recorded events.  A seat with nothing
-- recorded has no row (all zero).
CREATE TABLE seat_tally (
    rubber_id INTEGER NOT NULL,
    seat      INTEGER NOT NULL,
    hands     INTEGER NOT NULL DEFAULT 0,
    points    INTEGER NOT NULL DEFAULT 0,
    knocks    INTEGER NOT NULL DEFAULT 0,
    rummies   INTEGER NOT NULL DEFAULT 0,
    chips_in  INTEGER NOT NULL DEFAULT 0,
    chips_out INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (rubber_id, seat)
) WITHOUT ROWID;

-- what is already recorded
INSERT INTO seat_tally (rubber_id, seat, hands, points)
SELECT g.rubber_id, h.seat, count(*), sum(h.points)
FROM hand h JOIN game g ON g.event_id = h.game_id
WHERE true GROUP BY g.rubber_id, h.seat;
INSERT INTO seat_tally (rubber_id, seat, knocks, rummies)
SELECT rubber_id, declarer_seat, sum(kind = 'knock'), sum(kind = 'rummy')
FROM game WHERE true GROUP BY rubber_id, declarer_seat
ON CONFLICT (rubber_id, seat) DO UPDATE
    SET knocks = excluded.knocks, rummies = excluded.rummies;
INSERT INTO seat_tally (rubber_id, seat, chips_out)
SELECT rubber_id, from_seat, sum(amount) FROM chip_transfer
WHERE from_seat IS NOT NULL GROUP BY rubber_id, from_seat
ON CONFLICT (rubber_id, seat) DO UPDATE SET chips_out = excluded.chips_out;
INSERT INTO seat_tally (rubber_id, seat, chips_in)
SELECT rubber_id, to_seat, sum(amount) FROM chip_transfer
WHERE to_seat IS NOT NULL GROUP BY rubber_id, to_seat
ON CONFLICT (rubber_id, seat) DO UPDATE SET chips_in = excluded.chips_in;

-- hands (a hand's game is recorded before it; when a game is deleted its
-- hands are taken off by seat_tally_game_delete, and by the time the
-- cascade deletes them the game is gone, so seat_tally_hand_delete finds
-- no rubber and does nothing)
CREATE TRIGGER seat_tally_hand_insert AFTER INSERT ON hand BEGIN
    INSERT INTO seat_tally (rubber_id, seat, hands, points)
    SELECT g.rubber_id, NEW.seat, 1, NEW.points FROM game g
    WHERE g.event_id = NEW.game_id
    ON CONFLICT (rubber_id, seat) DO UPDATE
        SET hands = hands + 1, points = points + excluded.points;
END;
CREATE TRIGGER seat_tally_hand_delete AFTER DELETE ON hand BEGIN
    UPDATE seat_tally SET hands = hands - 1, points = points - OLD.points
    WHERE seat = OLD.seat AND rubber_id =
        (SELECT rubber_id FROM game WHERE event_id = OLD.game_id);
END;
CREATE TRIGGER seat_tally_hand_update
AFTER UPDATE OF game_id, seat, points ON hand BEGIN
    UPDATE seat_tally SET hands = hands - 1, points = points - OLD.points
    WHERE seat = OLD.seat AND rubber_id =
        (SELECT rubber_id FROM game WHERE event_id = OLD.game_id);
    INSERT INTO seat_tally (rubber_id, seat, hands, points)
    SELECT g.rubber_id, NEW.seat, 1, NEW.points FROM game g
    WHERE g.event_id = NEW.game_id
    ON CONFLICT (rubber_id, seat) DO UPDATE
        SET hands = hands + 1, points = points + excluded.points;
END;

-- games: the declaration, and the hands when a game goes
CREATE TRIGGER seat_tally_game_insert AFTER INSERT ON game BEGIN
    INSERT INTO seat_tally (rubber_id, seat, knocks, rummies)
    VALUES (NEW.rubber_id, NEW.declarer_seat, NEW.kind = 'knock',
            NEW.kind = 'rummy')
    ON CONFLICT (rubber_id, seat) DO UPDATE
        SET knocks = knocks + excluded.knocks,
            rummies = rummies + excluded.rummies;
END;
CREATE TRIGGER seat_tally_game_delete BEFORE DELETE ON game BEGIN
    UPDATE seat_tally SET knocks = knocks - (OLD.kind = 'knock'),
                          rummies = rummies - (OLD.kind = 'rummy')
    WHERE rubber_id = OLD.rubber_id AND seat = OLD.declarer_seat;
    UPDATE seat_tally SET
        hands = hands - (SELECT count(*) FROM hand h
                         WHERE h.game_id = OLD.event_id
                         AND h.seat = seat_tally.seat),
        points = points - (SELECT coalesce(sum(h.points), 0) FROM hand h
                           WHERE h.game_id = OLD.event_id
                           AND h.seat = seat_tally.seat)
    WHERE rubber_id = OLD.rubber_id;
END;
CREATE TRIGGER seat_tally_game_update
AFTER UPDATE OF rubber_id, declarer_seat, kind ON game BEGIN
    UPDATE seat_tally SET knocks = knocks - (OLD.kind = 'knock'),
                          rummies = rummies - (OLD.kind = 'rummy')
    WHERE rubber_id = OLD.rubber_id AND seat = OLD.declarer_seat;
    INSERT INTO seat_tally (rubber_id, seat, knocks, rummies)
    VALUES (NEW.rubber_id, NEW.declarer_seat, NEW.kind = 'knock',
            NEW.kind = 'rummy')
    ON CONFLICT (rubber_id, seat) DO UPDATE
        SET knocks = knocks + excluded.knocks,
            rummies = rummies + excluded.rummies;
    UPDATE seat_tally SET
        hands = hands - (SELECT count(*) FROM hand h
                         WHERE h.game_id = NEW.event_id
                         AND h.seat = seat_tally.seat),
        points = points - (SELECT coalesce(sum(h.points), 0) FROM hand h
                           WHERE h.game_id = NEW.event_id
                           AND h.seat = seat_tally.seat)
    WHERE rubber_id = OLD.rubber_id AND OLD.rubber_id <> NEW.rubber_id;
    INSERT INTO seat_tally (rubber_id, seat, hands, points)
    SELECT NEW.rubber_id, h.seat, 1, h.points FROM hand h
    WHERE h.game_id = NEW.event_id AND OLD.rubber_id <> NEW.rubber_id
    ON CONFLICT (rubber_id, seat) DO UPDATE
        SET hands = hands + 1, points = points + excluded.points;
END;

-- chips
CREATE TRIGGER seat_tally_transfer_insert AFTER INSERT ON chip_transfer
BEGIN
    INSERT INTO seat_tally (rubber_id, seat, chips_out)
    SELECT NEW.rubber_id, NEW.from_seat, NEW.amount
    WHERE NEW.from_seat IS NOT NULL
    ON CONFLICT (rubber_id, seat) DO UPDATE
        SET chips_out = chips_out + excluded.chips_out;
    INSERT INTO seat_tally (rubber_id, seat, chips_in)
    SELECT NEW.rubber_id, NEW.to_seat, NEW.amount
    WHERE NEW.to_seat IS NOT NULL
    ON CONFLICT (rubber_id, seat) DO UPDATE
        SET chips_in = chips_in + excluded.chips_in;
END;
CREATE TRIGGER seat_tally_transfer_delete AFTER DELETE ON chip_transfer
BEGIN
    UPDATE seat_tally SET chips_out = chips_out - OLD.amount
    WHERE rubber_id = OLD.rubber_id AND seat = OLD.from_seat;
    UPDATE seat_tally SET chips_in = chips_in - OLD.amount
    WHERE rubber_id = OLD.rubber_id AND seat = OLD.to_seat;
END;
CREATE TRIGGER seat_tally_transfer_update
AFTER UPDATE OF rubber_id, from_seat, to_seat, amount ON chip_transfer
BEGIN
    UPDATE seat_tally SET chips_out = chips_out - OLD.amount
    WHERE rubber_id = OLD.rubber_id AND seat = OLD.from_seat;
    UPDATE seat_tally SET chips_in = chips_in - OLD.amount
    WHERE rubber_id = OLD.rubber_id AND seat = OLD.to_seat;
    INSERT INTO seat_tally (rubber_id, seat, chips_out)
    SELECT NEW.rubber_id, NEW.from_seat, NEW.amount
    WHERE NEW.from_seat IS NOT NULL
    ON CONFLICT (rubber_id, seat) DO UPDATE
        SET chips_out = chips_out + excluded.chips_out;
    INSERT INTO seat_tally (rubber_id, seat, chips_in)
    SELECT NEW.rubber_id, NEW.to_seat, NEW.amount
    WHERE NEW.to_seat IS NOT NULL
    ON CONFLICT (rubber_id, seat) DO UPDATE
        SET chips_in = chips_in + excluded.chips_in;
END;

-- a rubber that goes takes its tally along (after its rows' cascades)
CREATE TRIGGER seat_tally_rubber_delete AFTER DELETE ON rubber BEGIN
    DELETE FROM seat_tally WHERE rubber_id = OLD.id;
END;
