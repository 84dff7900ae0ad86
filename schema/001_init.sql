-- klopf schema, version 1.
-- Applied in one transaction by the store; PRAGMA user_version records it.

-- People, remembered across rubbers; names match without regard to case.
CREATE TABLE player (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE COLLATE NOCASE
               CHECK (length(name) BETWEEN 1 AND 40),
    created_at TEXT NOT NULL
);

-- A rubber: a sequence of games among 2-6 players, with its house rules.
CREATE TABLE rubber (
    id         INTEGER PRIMARY KEY,
    started_at TEXT NOT NULL,
    ended_at   TEXT,
    state      TEXT NOT NULL DEFAULT 'in_play'
               CHECK (state IN ('in_play', 'finished', 'abandoned')),
    CHECK ((state = 'in_play') = (ended_at IS NULL))
);
-- At most one rubber is in play at a time.
CREATE UNIQUE INDEX rubber_one_in_play ON rubber (state)
    WHERE state = 'in_play';

-- Every setting of the rubber's rules, as text (see klopf rules).
CREATE TABLE rubber_setting (
    rubber_id INTEGER NOT NULL REFERENCES rubber (id) ON DELETE CASCADE,
    key       TEXT NOT NULL,
    value     TEXT NOT NULL,
    PRIMARY KEY (rubber_id, key)
) WITHOUT ROWID;

-- Seating order; seat 0 dealt the first game.
CREATE TABLE seat (
    rubber_id INTEGER NOT NULL REFERENCES rubber (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 5),
    player_id INTEGER NOT NULL REFERENCES player (id),
    PRIMARY KEY (rubber_id, seat),
    UNIQUE (rubber_id, player_id)
) WITHOUT ROWID;

-- What happened in a rubber, in order: games, buy-backs, an abandon.
CREATE TABLE event (
    id        INTEGER PRIMARY KEY,
    rubber_id INTEGER NOT NULL REFERENCES rubber (id) ON DELETE CASCADE,
    seq       INTEGER NOT NULL CHECK (seq >= 1),
    kind      TEXT NOT NULL CHECK (kind IN ('game', 'buyback', 'abandon')),
    at        TEXT NOT NULL,
    UNIQUE (rubber_id, seq)
);

CREATE TABLE game (
    event_id      INTEGER PRIMARY KEY REFERENCES event (id) ON DELETE CASCADE,
    rubber_id     INTEGER NOT NULL REFERENCES rubber (id) ON DELETE CASCADE,
    number        INTEGER NOT NULL CHECK (number >= 1),
    dealer_seat   INTEGER NOT NULL CHECK (dealer_seat BETWEEN 0 AND 5),
    declarer_seat INTEGER NOT NULL CHECK (declarer_seat BETWEEN 0 AND 5),
    kind          TEXT NOT NULL CHECK (kind IN ('knock', 'rummy')),
    discard       TEXT,
    UNIQUE (rubber_id, number)
);

-- One row per player in play in a game.
CREATE TABLE hand (
    game_id         INTEGER NOT NULL REFERENCES game (event_id) ON DELETE CASCADE,
    seat            INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 5),
    typed           TEXT NOT NULL,           -- as the user typed it
    cards           TEXT,                    -- canonical names; NULL if points typed
    arrangement     TEXT,                    -- JSON {"melds":[..],"unmatched":[..]}
    deadwood        INTEGER NOT NULL CHECK (deadwood >= 0),
    points          INTEGER NOT NULL CHECK (points >= 0),
    typed_as_points INTEGER NOT NULL DEFAULT 0 CHECK (typed_as_points IN (0, 1)),
    CHECK (typed_as_points = 1 OR cards IS NOT NULL),
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;

CREATE TABLE buyback (
    event_id     INTEGER PRIMARY KEY REFERENCES event (id) ON DELETE CASCADE,
    rubber_id    INTEGER NOT NULL REFERENCES rubber (id) ON DELETE CASCADE,
    seat         INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 5),
    total_before INTEGER NOT NULL,
    total_after  INTEGER NOT NULL CHECK (total_after < total_before),
    cost         INTEGER NOT NULL CHECK (cost >= 0),
    UNIQUE (rubber_id, seat)                 -- once per player per rubber
);

-- Every chip movement; a NULL seat is the pot.  Antes have no event.
CREATE TABLE chip_transfer (
    id        INTEGER PRIMARY KEY,
    rubber_id INTEGER NOT NULL REFERENCES rubber (id) ON DELETE CASCADE,
    event_id  INTEGER REFERENCES event (id) ON DELETE CASCADE,
    from_seat INTEGER CHECK (from_seat BETWEEN 0 AND 5),
    to_seat   INTEGER CHECK (to_seat BETWEEN 0 AND 5),
    amount    INTEGER NOT NULL CHECK (amount > 0),
    reason    TEXT NOT NULL
              CHECK (reason IN ('ante', 'knock', 'rummy', 'buyback', 'pot', 'refund')),
    CHECK (from_seat IS NOT NULL OR to_seat IS NOT NULL),
    CHECK (from_seat IS NULL OR to_seat IS NULL OR from_seat <> to_seat)
);

CREATE INDEX event_rubber ON event (rubber_id, seq);
CREATE INDEX game_rubber ON game (rubber_id, number);
CREATE INDEX transfer_rubber ON chip_transfer (rubber_id);
CREATE INDEX transfer_event ON chip_transfer (event_id);
CREATE INDEX seat_player ON seat (player_id);
CREATE INDEX buyback_rubber ON buyback (rubber_id);

-- ---- views for the sqlite3 shell (documented in docs/database.md) ----

-- Each player's net chips per rubber (negative: paid out).
CREATE VIEW chip_balance AS
SELECT s.rubber_id, s.seat, p.name,
       COALESCE((SELECT sum(amount) FROM chip_transfer t
                 WHERE t.rubber_id = s.rubber_id AND t.to_seat = s.seat), 0)
     - COALESCE((SELECT sum(amount) FROM chip_transfer t
                 WHERE t.rubber_id = s.rubber_id AND t.from_seat = s.seat), 0)
       AS chips
FROM seat s JOIN player p ON p.id = s.player_id;

-- Standings of every rubber: total points (game points, then buy-backs
-- applied in order), whether the player is out, buy-back taken, chips.
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
       CASE WHEN COALESCE(f.total, 0) >= CAST(rs.value AS INTEGER)
            THEN 'out' ELSE 'in_play' END AS state,
       EXISTS (SELECT 1 FROM buyback b
               WHERE b.rubber_id = s.rubber_id AND b.seat = s.seat) AS bought_back,
       cb.chips
FROM seat s
JOIN player p ON p.id = s.player_id
JOIN rubber_setting rs ON rs.rubber_id = s.rubber_id AND rs.key = 'out_at'
LEFT JOIN final f ON f.rubber_id = s.rubber_id AND f.seat = s.seat
JOIN chip_balance cb ON cb.rubber_id = s.rubber_id AND cb.seat = s.seat;

-- The game log: one row per hand of every game.
CREATE VIEW game_log AS
SELECT g.rubber_id, g.number AS game, e.at,
       dp.name AS dealer, xp.name AS declarer, g.kind,
       p.name AS player, h.points, h.deadwood, h.typed_as_points, h.cards
FROM game g
JOIN event e ON e.id = g.event_id
JOIN hand h ON h.game_id = g.event_id
JOIN seat ds ON ds.rubber_id = g.rubber_id AND ds.seat = g.dealer_seat
JOIN player dp ON dp.id = ds.player_id
JOIN seat xs ON xs.rubber_id = g.rubber_id AND xs.seat = g.declarer_seat
JOIN player xp ON xp.id = xs.player_id
JOIN seat hs ON hs.rubber_id = g.rubber_id AND hs.seat = h.seat
JOIN player p ON p.id = hs.player_id;

-- Net chips of every player over all rubbers.
CREATE VIEW player_chips AS
SELECT name, sum(chips) AS chips, count(*) AS rubbers
FROM chip_balance GROUP BY name;
