-- klopf schema, version 13: tournaments and club evenings.  A tournament
-- has players (with a team, and the series from which they play or after
-- which they withdrew), series drawn by lot or by the standings (each with
-- the seed that redraws it), and the tables of each series.  Every table
-- is a rubber of the tournament's game, linked to it by
-- rubber.tournament_id; such rubbers are in play side by side, so the
-- rule that one rubber is in play at a time holds for the others only.
CREATE TABLE tournament (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
    code        TEXT NOT NULL UNIQUE CHECK (length(code) BETWEEN 8 AND 32),
    created_at  TEXT NOT NULL,
    ended_at    TEXT,
    state       TEXT NOT NULL CHECK (state IN ('open', 'ended')),
    CHECK ((state = 'open') = (ended_at IS NULL))
);

-- The tournament's settings (series, games, table size, draw, score
-- points) and the rules of its game, as text, like rubber_setting.
CREATE TABLE tournament_setting (
    tournament_id INTEGER NOT NULL REFERENCES tournament (id)
                  ON DELETE CASCADE,
    key           TEXT NOT NULL CHECK (length(key) BETWEEN 1 AND 40),
    value         TEXT NOT NULL CHECK (length(value) BETWEEN 1 AND 80),
    PRIMARY KEY (tournament_id, key)
) WITHOUT ROWID;

CREATE TABLE tournament_player (
    tournament_id   INTEGER NOT NULL REFERENCES tournament (id)
                    ON DELETE CASCADE,
    player_id       INTEGER NOT NULL REFERENCES player (id),
    number          INTEGER NOT NULL CHECK (number >= 1),
    team            TEXT CHECK (team IS NULL OR length(team) BETWEEN 1 AND 40),
    from_series     INTEGER NOT NULL CHECK (from_series >= 1),
    withdrawn_after INTEGER CHECK (withdrawn_after IS NULL OR
                                   withdrawn_after >= from_series - 1),
    PRIMARY KEY (tournament_id, player_id),
    UNIQUE (tournament_id, number)
) WITHOUT ROWID;

CREATE TABLE tournament_series (
    tournament_id INTEGER NOT NULL REFERENCES tournament (id)
                  ON DELETE CASCADE,
    number        INTEGER NOT NULL CHECK (number >= 1),
    seed          TEXT NOT NULL CHECK (length(seed) BETWEEN 1 AND 20),
    drawn_by      TEXT NOT NULL CHECK (drawn_by IN ('lot', 'standings')),
    drawn_at      TEXT NOT NULL,
    PRIMARY KEY (tournament_id, number)
) WITHOUT ROWID;

CREATE TABLE tournament_table (
    tournament_id INTEGER NOT NULL,
    series        INTEGER NOT NULL,
    number        INTEGER NOT NULL CHECK (number >= 1),
    rubber_id     INTEGER NOT NULL UNIQUE REFERENCES rubber (id),
    PRIMARY KEY (tournament_id, series, number),
    FOREIGN KEY (tournament_id, series)
        REFERENCES tournament_series (tournament_id, number)
        ON DELETE CASCADE
) WITHOUT ROWID;

-- (no REFERENCES: tournament_table ties each table's rubber to its
-- tournament, and the column only marks the rubbers of a tournament)
ALTER TABLE rubber ADD COLUMN tournament_id INTEGER;

DROP INDEX rubber_one_in_play;
CREATE UNIQUE INDEX rubber_one_in_play ON rubber (state)
    WHERE state = 'in_play' AND tournament_id IS NULL;
DROP INDEX rubber_latest;
CREATE INDEX rubber_latest ON rubber (tournament_id, state = 'in_play', id);
