-- klopf schema, version 3: the winners of each finished rubber, as the
-- rubber engine names them.
--
-- Until now the winners were read from the pot's payouts ('pot' rows of
-- chip_transfer), which misses a winner who receives no chips: the pot is
-- empty (ante 0), or a tied pot is too small to give every winner a
-- chip.  A pot_winner row names one winner; the rows belong to the game
-- that ended the rubber, so undoing that game removes them with it.
-- Databases upgraded to this version get their rows from a replay of
-- every finished rubber (done by the program right after this script, in
-- the same transaction).
CREATE TABLE pot_winner (
    game_id   INTEGER NOT NULL REFERENCES game (event_id) ON DELETE CASCADE,
    rubber_id INTEGER NOT NULL REFERENCES rubber (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat),
    FOREIGN KEY (rubber_id, seat) REFERENCES seat (rubber_id, seat)
);

-- the winners of each rubber (klopf rubbers, stats)
CREATE INDEX pot_winner_rubber ON pot_winner (rubber_id, seat);
