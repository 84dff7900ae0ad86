-- gen_history.sql - fill a klopf database with a long history of rubbers,
-- for benchmarks of the store (scripts/bench-store).
--
-- The database must have been made by klopf itself, so that klopf wrote
-- the schema, and hold at least one rubber: the first rubber's settings
-- are copied to every generated one.  No rubber may be in play.
--
--   klopf --db X new Anna Ben && klopf --db X abandon
--   sqlite3 -bail -cmd '.parameter set @games 100000' X < gen_history.sql
--
-- Parameters (sqlite3 '.parameter set', all optional):
--   @games         games in all generated rubbers        (default 100000)
--   @rubbers       finished rubbers                      (default 2000)
--   @play_games    games of the one rubber left in play  (default 30)
--   @play_players  players of the rubber in play         (default 6)
--   @people        size of the pool of players           (default 60)
--
-- What it writes, all of it what klopf itself would have booked:
--   * @rubbers finished rubbers of 3 to 6 players, about @games/@rubbers
--     games each (exactly @games - @play_games in all), then one rubber in
--     play with @play_games games and nobody out;
--   * every game's hands (one per player in play), the knock or rummy
--     money, eliminations at out_at, the pot paid to the winner, and in
--     every fourth finished rubber one buy-back;
--   * players hold single-suit hands whose deadwood was computed by klopf's
--     solver (seat s plays suit s mod 4, so seats 0/4 and 1/5 share a suit
--     and no card is used more than twice: the hands fit one deck of
--     2x52); a deadwood the catalogue has no hand for is booked as typed
--     points, as 'klopf game Ben=17' would.
--
-- How a finished rubber of P players and G games goes: games 1..M (M =
-- G-P+1) are ordinary; every player's total stays at or below out_at-11.
-- Then the winner declares the last P-1 games, and each of them puts one
-- more player out, the last one ending the rubber.  With a buy-back, the
-- last loser is brought to out_at-6 by game M and buys back right after
-- it.  The dealer moves left, skipping players who are out.
--
-- The catalogue and the card values assume the template rubber deals
-- Viennese hands (decks=2, hand_size=10, ace 11, court 10, aces low and
-- high); the booking assumes rummy_doubles=off, undercut_penalty=0 and
-- next_dealer=left.  The script checks this and stops otherwise.

.bail on
PRAGMA foreign_keys = ON;
-- only this generator's connection: klopf sets its own on every open
PRAGMA synchronous = OFF;
-- (no PRAGMA temp_store here: changing it drops the temp schema, and
-- with it the parameters set by '.parameter set')

BEGIN IMMEDIATE;

-- ---- parameters and the template rubber's settings ----

CREATE TEMP TABLE gp AS
SELECT coalesce(@games, 100000)    AS games,
       coalesce(@rubbers, 2000)    AS rubbers,
       coalesce(@play_games, 30)   AS play_games,
       coalesce(@play_players, 6)  AS play_players,
       coalesce(@people, 60)       AS people,
       (SELECT min(id) FROM rubber) AS template,
       (SELECT coalesce(max(id), 0) FROM rubber) AS rubber_base,
       (SELECT coalesce(max(id), 0) FROM event)  AS event_base,
       (SELECT coalesce(max(id), 0) FROM player) AS player_base,
       (SELECT count(*) FROM rubber WHERE state = 'in_play') AS in_play;

-- rummy_money may read 'same': as knock_money
CREATE TEMP TABLE gs AS
SELECT *, CASE WHEN rummy_money_text = 'same' THEN knock_money
               ELSE CAST(rummy_money_text AS INTEGER) END AS rummy_money
FROM (
SELECT max(CASE key WHEN 'ante' THEN CAST(value AS INTEGER) END) AS ante,
       max(CASE key WHEN 'knock_money' THEN CAST(value AS INTEGER) END)
           AS knock_money,
       max(CASE key WHEN 'rummy_money' THEN value END) AS rummy_money_text,
       max(CASE key WHEN 'out_at' THEN CAST(value AS INTEGER) END) AS out_at,
       max(CASE key WHEN 'buyback_over' THEN CAST(value AS INTEGER) END)
           AS buyback_over,
       max(CASE key WHEN 'buyback_cost' THEN CAST(value AS INTEGER) END)
           AS buyback_cost,
       max(CASE key WHEN 'knock_limit' THEN CAST(value AS INTEGER) END)
           AS knock_limit,
       max(CASE key WHEN 'decks' THEN value END) AS decks,
       max(CASE key WHEN 'hand_size' THEN value END) AS hand_size,
       max(CASE key WHEN 'ace_value' THEN value END) AS ace_value,
       max(CASE key WHEN 'court_value' THEN value END) AS court_value,
       max(CASE key WHEN 'ace_low' THEN value END) AS ace_low,
       max(CASE key WHEN 'ace_high' THEN value END) AS ace_high,
       max(CASE key WHEN 'rummy_doubles' THEN value END) AS rummy_doubles,
       max(CASE key WHEN 'undercut_penalty' THEN value END)
           AS undercut_penalty,
       max(CASE key WHEN 'next_dealer' THEN value END) AS next_dealer
FROM rubber_setting WHERE rubber_id = (SELECT template FROM gp));

-- ---- preconditions: print what is wrong, then stop on the CHECK ----

CREATE TEMP TABLE gcheck (what TEXT NOT NULL, ok INTEGER NOT NULL);
INSERT INTO gcheck
SELECT 'the database holds no rubber to copy the settings from '
       || '(klopf --db X new A B && klopf --db X abandon)',
       gp.template IS NOT NULL FROM gp
UNION ALL SELECT 'a rubber is in play (end it with klopf abandon)',
       gp.in_play = 0 FROM gp
UNION ALL SELECT 'the template rubber does not deal Viennese hands (decks=2, '
       || 'hand_size=10, ace_value=11, court_value=10, ace_low/ace_high on)',
       decks = '2' AND hand_size = '10' AND ace_value = '11'
       AND court_value = '10' AND ace_low = 'on' AND ace_high = 'on'
       FROM gs
UNION ALL SELECT 'the template rubber needs rummy_doubles=off, '
       || 'undercut_penalty=0 and next_dealer=left',
       rummy_doubles = 'off' AND undercut_penalty = '0'
       AND next_dealer = 'left' FROM gs
UNION ALL SELECT 'the template rubber needs out_at >= 20 and '
       || 'buyback_over < out_at - 6',
       out_at >= 20 AND buyback_over < out_at - 6 FROM gs
UNION ALL SELECT 'need @rubbers >= 1, @play_players 2..6, @people 6..780',
       rubbers >= 1 AND play_players BETWEEN 2 AND 6 AND people BETWEEN 6 AND 780
       FROM gp
UNION ALL SELECT 'need at least 7 games per finished rubber: '
       || '(@games - @play_games) / @rubbers >= 7',
       play_games >= 1 AND (games - play_games) / rubbers >= 7 FROM gp;

SELECT 'gen_history.sql: ' || what FROM gcheck WHERE NOT ok;
CREATE TEMP TABLE gcheck_ok (what TEXT, ok INTEGER CHECK (ok));
INSERT INTO gcheck_ok SELECT what, ok FROM gcheck;

-- ---- the hand catalogue: spade hands by deadwood, from klopf's solver
-- (klopf deadwood --batch); other suits by replacing the letter S ----

CREATE TEMP TABLE gcat (
    idx   INTEGER PRIMARY KEY,   -- 1.. in order of deadwood
    d     INTEGER NOT NULL UNIQUE,
    cards TEXT NOT NULL,
    arr   TEXT NOT NULL
);
INSERT INTO gcat (d, cards, arr) VALUES
    (0, '4S 5S 6S 7S 8S 9S 10S JS QS KS',
     '{"melds":[["4S","5S","6S"],["7S","8S","9S"],["10S","JS","QS","KS"]],"unmatched":[]}'),
    (2, '2S 5S 6S 7S 8S 9S 10S JS QS KS',
     '{"melds":[["5S","6S","7S"],["8S","9S","10S"],["JS","QS","KS"]],"unmatched":["2S"]}'),
    (3, '3S 5S 6S 7S 8S 9S 10S JS QS KS',
     '{"melds":[["5S","6S","7S"],["8S","9S","10S"],["JS","QS","KS"]],"unmatched":["3S"]}'),
    (4, 'AS 4S 6S 7S 8S 9S 10S JS QS KS',
     '{"melds":[["6S","7S","8S"],["9S","10S","JS"],["QS","KS","AS"]],"unmatched":["4S"]}'),
    (5, '2S 3S 6S 7S 8S 9S 10S JS QS KS',
     '{"melds":[["6S","7S","8S"],["9S","10S","JS","QS","KS"]],"unmatched":["2S","3S"]}'),
    (6, '2S 4S 6S 7S 8S 9S 10S JS QS KS',
     '{"melds":[["6S","7S","8S"],["9S","10S","JS","QS","KS"]],"unmatched":["2S","4S"]}'),
    (7, '3S 4S 6S 7S 8S 9S 10S JS QS KS',
     '{"melds":[["6S","7S","8S"],["9S","10S","JS","QS","KS"]],"unmatched":["3S","4S"]}'),
    (8, '2S 3S 4S 5S 6S 8S 10S JS QS KS',
     '{"melds":[["2S","3S","4S","5S","6S"],["10S","JS","QS","KS"]],"unmatched":["8S"]}'),
    (9, '2S 3S 4S 5S 6S 7S 9S JS QS KS',
     '{"melds":[["2S","3S","4S"],["5S","6S","7S"],["JS","QS","KS"]],"unmatched":["9S"]}'),
    (10, '3S 4S 5S 6S 7S 8S 9S 10S JS KS',
     '{"melds":[["3S","4S","5S"],["6S","7S","8S"],["9S","10S","JS"]],"unmatched":["KS"]}'),
    (11, '2S 4S 5S 7S 8S 9S 10S JS QS KS',
     '{"melds":[["7S","8S","9S"],["10S","JS","QS","KS"]],"unmatched":["2S","4S","5S"]}'),
    (12, '2S 4S 5S 6S 7S 8S 9S 10S JS KS',
     '{"melds":[["4S","5S","6S"],["7S","8S","9S","10S","JS"]],"unmatched":["2S","KS"]}'),
    (13, '2S 3S 4S 6S 7S 9S 10S JS QS KS',
     '{"melds":[["2S","3S","4S"],["9S","10S","JS","QS","KS"]],"unmatched":["6S","7S"]}'),
    (14, 'AS 3S 5S 6S 8S 9S 10S JS QS KS',
     '{"melds":[["8S","9S","10S"],["JS","QS","KS","AS"]],"unmatched":["3S","5S","6S"]}'),
    (15, '2S 3S 5S 6S 7S 8S 9S 10S JS KS',
     '{"melds":[["5S","6S","7S"],["8S","9S","10S","JS"]],"unmatched":["2S","3S","KS"]}'),
    (16, '2S 3S 5S 6S 8S 9S 10S JS QS KS',
     '{"melds":[["8S","9S","10S"],["JS","QS","KS"]],"unmatched":["2S","3S","5S","6S"]}'),
    (17, '2S 3S 4S 5S 6S 8S 9S JS QS KS',
     '{"melds":[["2S","3S","4S","5S","6S"],["JS","QS","KS"]],"unmatched":["8S","9S"]}'),
    (18, 'AS 3S 4S 6S 7S 8S 9S 10S JS QS',
     '{"melds":[["6S","7S","8S"],["9S","10S","JS","QS"]],"unmatched":["AS","3S","4S"]}'),
    (19, 'AS 3S 4S 5S 6S 7S 9S 10S QS KS',
     '{"melds":[["3S","4S","5S","6S","7S"],["QS","KS","AS"]],"unmatched":["9S","10S"]}'),
    (20, '3S 4S 5S 6S 7S 8S 9S 10S QS KS',
     '{"melds":[["3S","4S","5S"],["6S","7S","8S","9S","10S"]],"unmatched":["QS","KS"]}'),
    (21, 'AS 4S 5S 6S 7S 8S 9S 10S JS KS',
     '{"melds":[["4S","5S","6S"],["7S","8S","9S","10S","JS"]],"unmatched":["AS","KS"]}'),
    (22, '2S 4S 5S 6S 7S 8S 9S 10S QS KS',
     '{"melds":[["4S","5S","6S"],["7S","8S","9S","10S"]],"unmatched":["2S","QS","KS"]}'),
    (23, 'AS 2S 5S 6S 7S 8S 9S 10S JS KS',
     '{"melds":[["5S","6S","7S"],["8S","9S","10S","JS"]],"unmatched":["AS","2S","KS"]}'),
    (24, 'AS 3S 5S 6S 7S 8S 9S 10S JS KS',
     '{"melds":[["5S","6S","7S"],["8S","9S","10S","JS"]],"unmatched":["AS","3S","KS"]}'),
    (25, '2S 3S 5S 6S 7S 8S 9S 10S QS KS',
     '{"melds":[["5S","6S","7S"],["8S","9S","10S"]],"unmatched":["2S","3S","QS","KS"]}'),
    (26, 'AS 2S 4S 5S 7S 8S 10S JS QS KS',
     '{"melds":[["10S","JS","QS","KS","AS"]],"unmatched":["2S","4S","5S","7S","8S"]}'),
    (27, 'AS 2S 4S 6S 7S 8S 9S 10S JS KS',
     '{"melds":[["6S","7S","8S"],["9S","10S","JS"]],"unmatched":["AS","2S","4S","KS"]}'),
    (28, 'AS 3S 4S 6S 7S 8S 9S 10S JS KS',
     '{"melds":[["6S","7S","8S"],["9S","10S","JS"]],"unmatched":["AS","3S","4S","KS"]}'),
    (29, 'AS 2S 3S 4S 5S 6S 7S 9S JS KS',
     '{"melds":[["AS","2S","3S"],["4S","5S","6S","7S"]],"unmatched":["9S","JS","KS"]}'),
    (30, '2S 3S 4S 5S 6S 7S 8S 10S QS KS',
     '{"melds":[["2S","3S","4S"],["5S","6S","7S","8S"]],"unmatched":["10S","QS","KS"]}'),
    (31, 'AS 3S 4S 5S 6S 7S 8S 9S JS KS',
     '{"melds":[["3S","4S","5S"],["6S","7S","8S","9S"]],"unmatched":["AS","JS","KS"]}'),
    (32, 'AS 2S 4S 5S 7S 8S 9S 10S JS KS',
     '{"melds":[["7S","8S","9S","10S","JS"]],"unmatched":["AS","2S","4S","5S","KS"]}'),
    (33, 'AS 2S 4S 5S 6S 7S 8S 9S JS KS',
     '{"melds":[["4S","5S","6S"],["7S","8S","9S"]],"unmatched":["AS","2S","JS","KS"]}'),
    (37, 'AS 2S 3S 4S 5S 6S 8S 9S JS KS',
     '{"melds":[["AS","2S","3S"],["4S","5S","6S"]],"unmatched":["8S","9S","JS","KS"]}'),
    (38, 'AS 2S 3S 4S 5S 6S 8S 10S JS KS',
     '{"melds":[["AS","2S","3S"],["4S","5S","6S"]],"unmatched":["8S","10S","JS","KS"]}'),
    (39, '2S 3S 4S 5S 6S 7S 9S 10S QS KS',
     '{"melds":[["2S","3S","4S"],["5S","6S","7S"]],"unmatched":["9S","10S","QS","KS"]}'),
    (41, 'AS 3S 4S 5S 6S 7S 8S 10S JS KS',
     '{"melds":[["3S","4S","5S"],["6S","7S","8S"]],"unmatched":["AS","10S","JS","KS"]}'),
    (43, 'AS 2S 4S 5S 6S 7S 8S 10S JS KS',
     '{"melds":[["4S","5S","6S","7S","8S"]],"unmatched":["AS","2S","10S","JS","KS"]}'),
    (45, 'AS 2S 3S 4S 5S 7S 8S 10S JS KS',
     '{"melds":[["AS","2S","3S","4S","5S"]],"unmatched":["7S","8S","10S","JS","KS"]}');

-- ---- rubbers: i = 0 .. @rubbers-1 finished, i = @rubbers in play ----
-- Pseudo-random choices: a key x (below 3e9) is mixed into
--   a = x * 2654435761 % 2147483647,  h = (a * a + a) % 2147483647
-- (the square breaks up the arithmetic progressions that consecutive
-- keys would give); all of it stays inside 64-bit integers.

CREATE TEMP TABLE grub (
    i     INTEGER PRIMARY KEY,
    rid   INTEGER NOT NULL,   -- rubber.id
    play  INTEGER NOT NULL,   -- 1 for the rubber left in play
    np    INTEGER NOT NULL,   -- players
    ng    INTEGER NOT NULL,   -- games
    m     INTEGER NOT NULL,   -- ordinary games (the rest put players out)
    w     INTEGER NOT NULL,   -- the winner's seat
    bb    INTEGER NOT NULL,   -- 1 if the last loser buys back after game m
    t0    REAL NOT NULL,      -- julian day the rubber starts
    nle   INTEGER NOT NULL,   -- catalogue entries an ordinary hand draws from
    nled  INTEGER NOT NULL    -- catalogue entries a declarer draws from
);

INSERT INTO grub (i, rid, play, np, ng, m, w, bb, t0, nle, nled)
WITH RECURSIVE k(i) AS (
    SELECT 0 UNION ALL SELECT i + 1 FROM k, gp WHERE i < gp.rubbers
),
sz AS (
    SELECT k.i, gp.rubbers, gp.play_games, gp.play_players,
           (gp.games - gp.play_games) / gp.rubbers AS base,
           (gp.games - gp.play_games) % gp.rubbers AS rem,
           gp.rubber_base,
           ((k.i + 1) * 2654435761) % 2147483647 AS a,
           ((k.i / 2 + 7) * 2654435761) % 2147483647 AS apair
    FROM k, gp
),
mixed AS (
    SELECT *, (a * a + a) % 2147483647 AS h,
           (apair * apair + apair) % 2147483647 AS hpair
    FROM sz
),
sh AS (
    SELECT i, rubbers, rubber_base, h, i = rubbers AS play,
           CASE WHEN i = rubbers THEN play_players ELSE 3 + (h >> 5) % 4 END
               AS np,
           CASE WHEN i = rubbers THEN play_games
                ELSE base + (i < rem)
                     + CASE WHEN i % 2 = 1 THEN -1
                            WHEN i = rubbers - 1 THEN 0 ELSE 1 END
                       * ((hpair >> 3) % (1 + max(0, min(base / 2, base - 7))))
           END AS ng
    FROM mixed
)
SELECT i, rubber_base + 1 + i, play, np, ng,
       CASE WHEN play THEN ng ELSE ng - (np - 1) END,
       (h >> 9) % np,
       NOT play AND i % 4 = 1,
       julianday('2019-01-05 18:30:00') + i * 1.0,
       0, 0
FROM sh;

-- ordinary hands draw deadwood up to twice the per-game share of the
-- budget (out_at - 11), so that the finished rubbers' players end near
-- it; in the rubber in play up to the share, so that it is half-way
-- through; declarers up to knock_limit
UPDATE grub SET
    nle = (SELECT count(*) FROM gcat, gs
           WHERE gcat.d <= max(4, (2 - grub.play) * (gs.out_at - 11)
                                  / grub.m)),
    nled = (SELECT count(*) FROM gcat, gs WHERE gcat.d <= gs.knock_limit);

-- ---- games ----

CREATE TEMP TABLE ggame (
    i        INTEGER NOT NULL,
    n        INTEGER NOT NULL,
    declarer INTEGER NOT NULL,
    dealer   INTEGER,
    kind     TEXT,
    PRIMARY KEY (i, n)
) WITHOUT ROWID;

INSERT INTO ggame (i, n, declarer)
WITH RECURSIVE c(n) AS (
    SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < (SELECT max(ng) FROM grub)
)
SELECT i, n, CASE WHEN n < m THEN (((a * a + a) % 2147483647) >> 3) % np
                  ELSE w END
FROM (SELECT r.i, c.n, r.m, r.np, r.w,
             ((r.i * 7919 + c.n * 104729 + 3) * 2654435761) % 2147483647 AS a
      FROM grub r JOIN c ON c.n <= r.ng);

-- The dealer: seat 0 deals game 1 and the deal moves left; nobody is out
-- before game m+1.  From then on, skip the players who are out: the
-- loser k places left of the winner goes out in game m+k.
CREATE TEMP TABLE gdeal (
    i      INTEGER NOT NULL,
    n      INTEGER NOT NULL,
    dealer INTEGER NOT NULL,
    PRIMARY KEY (i, n)
) WITHOUT ROWID;
CREATE TEMP TABLE gstep (k INTEGER PRIMARY KEY);
INSERT INTO gstep VALUES (1), (2), (3), (4), (5), (6);

INSERT INTO gdeal
WITH RECURSIVE dl(i, n, dealer) AS (
    SELECT i, m + 1, m % np FROM grub WHERE NOT play
    UNION ALL
    SELECT dl.i, dl.n + 1,
           (SELECT (dl.dealer + s.k) % r.np FROM gstep s
            WHERE s.k <= r.np
              AND ((dl.dealer + s.k - r.w + 2 * r.np) % r.np = 0
                   OR (dl.dealer + s.k - r.w + 2 * r.np) % r.np > dl.n - r.m)
            ORDER BY s.k LIMIT 1)
    FROM dl JOIN grub r ON r.i = dl.i
    WHERE dl.n < r.ng
)
SELECT i, n, dealer FROM dl;

UPDATE ggame SET dealer = coalesce(
    (SELECT d.dealer FROM gdeal d WHERE d.i = ggame.i AND d.n = ggame.n),
    (ggame.n - 1) % (SELECT np FROM grub WHERE grub.i = ggame.i));

-- ---- hands: one per player in play; d is the deadwood (= points) ----

CREATE TEMP TABLE ghand (
    i   INTEGER NOT NULL,
    n   INTEGER NOT NULL,
    s   INTEGER NOT NULL,
    d   INTEGER NOT NULL,
    PRIMARY KEY (i, n, s)
) WITHOUT ROWID;

-- Ordinary games draw from the catalogue; once a player's running sum of
-- draws passes the budget (out_at - 11) the rest of their ordinary hands
-- count 0, so every total stays at or below the budget.  Hands of the
-- games that put players out start at 0 and are set below.
INSERT INTO ghand (i, n, s, d)
SELECT i, n, s,
       CASE WHEN n > m THEN 0
            WHEN sum(raw) OVER (PARTITION BY i, s ORDER BY n)
                 <= (SELECT out_at - 11 FROM gs) THEN raw
            ELSE 0 END
FROM (
    SELECT i, n, s, m,
           CASE WHEN n > m THEN 0
                WHEN bb AND n = m AND s = (w + np - 1) % np THEN 0
                ELSE (SELECT c.d FROM gcat c WHERE c.idx = 1 +
                      ((((a * a + a) % 2147483647) >> 3)
                       % CASE WHEN s = declarer THEN nled ELSE nle END))
           END AS raw
    FROM (
        SELECT g.i, g.n, st.s, g.declarer, r.m, r.bb, r.w, r.np, r.nle,
               r.nled,
               ((g.i * 7919 + g.n * 104729 + st.s * 15485863 + 1)
                * 2654435761) % 2147483647 AS a
        FROM ggame g
        JOIN grub r ON r.i = g.i
        JOIN (SELECT k - 1 AS s FROM gstep) st ON st.s < r.np
        -- in play: the winner always; the loser k places left of the
        -- winner until game m+k
        WHERE st.s = r.w OR g.n <= r.m + (st.s - r.w + r.np) % r.np
    )
);

-- the buyer reaches out_at - 6 in game m (never its declarer)
UPDATE ghand SET d = (SELECT out_at - 6 FROM gs)
    - (SELECT coalesce(sum(x.d), 0) FROM ghand x
       WHERE x.i = ghand.i AND x.s = ghand.s AND x.n < ghand.n)
WHERE (i, n, s) IN (SELECT i, m, (w + np - 1) % np FROM grub WHERE bb);

-- totals after the ordinary games, and the buy-backs
CREATE TEMP TABLE gtot (
    i INTEGER NOT NULL, s INTEGER NOT NULL, total INTEGER NOT NULL,
    PRIMARY KEY (i, s)
) WITHOUT ROWID;
INSERT INTO gtot
SELECT h.i, h.s, sum(h.d) FROM ghand h JOIN grub r ON r.i = h.i
WHERE h.n <= r.m GROUP BY h.i, h.s;

CREATE TEMP TABLE gbuy (
    i INTEGER PRIMARY KEY, s INTEGER NOT NULL,
    before INTEGER NOT NULL, after INTEGER NOT NULL
);
INSERT INTO gbuy
SELECT r.i, b.s, b.total,
       (SELECT max(o.total) FROM gtot o WHERE o.i = r.i AND o.s <> b.s)
FROM grub r JOIN gtot b ON b.i = r.i AND b.s = (r.w + r.np - 1) % r.np
WHERE r.bb;

-- The loser k places left of the winner goes out in game m+k: his hand
-- takes him from his total to out_at or a little over (the nearest
-- catalogue deadwood at or above, else typed points).
UPDATE ghand SET d = (
    SELECT coalesce((SELECT min(c.d) FROM gcat c WHERE c.d >= x.need),
                    x.need)
    FROM (SELECT gs.out_at - coalesce(b.after, t.total)
                 + (((ghand.i * 31 + ghand.s) * 2654435761)
                    % 2147483647 >> 5) % 6 AS need
          FROM gs, gtot t LEFT JOIN gbuy b ON b.i = t.i AND b.s = t.s
          WHERE t.i = ghand.i AND t.s = ghand.s) x)
WHERE (i, n, s) IN (
    SELECT r.i, r.m + (t.s - r.w + r.np) % r.np, t.s
    FROM grub r JOIN gtot t ON t.i = r.i
    WHERE NOT r.play AND t.s <> r.w);

-- a declarer with deadwood 0 calls rummy in one game of three
UPDATE ggame SET kind = CASE
    WHEN (i + n) % 3 = 0 AND (SELECT h.d FROM ghand h WHERE h.i = ggame.i
          AND h.n = ggame.n AND h.s = ggame.declarer) = 0
    THEN 'rummy' ELSE 'knock' END;

-- ---- events: games in order, a buy-back right after game m ----

CREATE TEMP TABLE gev (
    eid  INTEGER PRIMARY KEY,
    i    INTEGER NOT NULL,
    seq  INTEGER NOT NULL,
    kind TEXT NOT NULL,
    n    INTEGER,
    at   TEXT NOT NULL,
    UNIQUE (i, seq)
);
INSERT INTO gev (eid, i, seq, kind, n, at)
SELECT (SELECT event_base FROM gp) + row_number() OVER (ORDER BY e.i, e.seq),
       e.i, e.seq, e.kind, e.n,
       strftime('%Y-%m-%dT%H:%M:%SZ', r.t0 + e.seq * 6.0 / 1440)
FROM (SELECT g.i, g.n + (r.bb AND g.n > r.m) AS seq, 'game' AS kind, g.n
      FROM ggame g JOIN grub r ON r.i = g.i
      UNION ALL
      SELECT i, m + 1, 'buyback', NULL FROM grub WHERE bb) e
JOIN grub r ON r.i = e.i;

-- ---- the rows klopf reads ----

INSERT INTO player (id, name, created_at)
WITH RECURSIVE p(k) AS (
    SELECT 0 UNION ALL SELECT k + 1 FROM p WHERE k + 1 < (SELECT people FROM gp)
),
first(j, name) AS (VALUES
    (0, 'Anna'), (1, 'Ben'), (2, 'Clara'), (3, 'Dora'), (4, 'Emil'),
    (5, 'Fritz'), (6, 'Greta'), (7, 'Hans'), (8, 'Ilse'), (9, 'Jakob'),
    (10, 'Karl'), (11, 'Lena'), (12, 'Max'), (13, 'Nora'), (14, 'Otto'),
    (15, 'Paula'), (16, 'Rudi'), (17, 'Sophie'), (18, 'Theo'), (19, 'Ulla'),
    (20, 'Vera'), (21, 'Walter'), (22, 'Xaver'), (23, 'Yvonne'), (24, 'Zoe'),
    (25, 'Alma'), (26, 'Bruno'), (27, 'Cilli'), (28, 'Ferdl'), (29, 'Gusti'))
SELECT gp.player_base + 1 + p.k,
       first.name || ' ' || char(65 + p.k / 30) || '.',
       '2019-01-05T18:00:00Z'
FROM p, gp JOIN first ON first.j = p.k % 30;

INSERT INTO rubber (id, started_at, ended_at, state)
SELECT r.rid, strftime('%Y-%m-%dT%H:%M:%SZ', r.t0),
       CASE WHEN r.play THEN NULL
            ELSE (SELECT max(e.at) FROM gev e WHERE e.i = r.i) END,
       CASE WHEN r.play THEN 'in_play' ELSE 'finished' END
FROM grub r ORDER BY r.i;

INSERT INTO rubber_setting (rubber_id, key, value)
SELECT r.rid, t.key, t.value
FROM grub r, rubber_setting t
WHERE t.rubber_id = (SELECT template FROM gp)
ORDER BY r.rid, t.key;

INSERT INTO seat (rubber_id, seat, player_id)
SELECT r.rid, st.s, gp.player_base + 1 + (r.i * 7 + st.s) % gp.people
FROM grub r, gp JOIN (SELECT k - 1 AS s FROM gstep) st ON st.s < r.np
ORDER BY r.rid, st.s;

INSERT INTO event (id, rubber_id, seq, kind, at)
SELECT e.eid, r.rid, e.seq, e.kind, e.at
FROM gev e JOIN grub r ON r.i = e.i ORDER BY e.eid;

INSERT INTO game (event_id, rubber_id, number, dealer_seat, declarer_seat,
                  kind, discard)
SELECT e.eid, r.rid, g.n, g.dealer, g.declarer, g.kind, NULL
FROM gev e JOIN grub r ON r.i = e.i
JOIN ggame g ON g.i = e.i AND g.n = e.n
WHERE e.kind = 'game' ORDER BY e.eid;

INSERT INTO hand (game_id, seat, typed, cards, arrangement, deadwood,
                  points, typed_as_points)
SELECT e.eid, h.s,
       coalesce(replace(c.cards, 'S', x.suit), CAST(h.d AS TEXT)),
       replace(c.cards, 'S', x.suit),
       replace(c.arr, 'S', x.suit),
       h.d, h.d, c.d IS NULL
FROM gev e
JOIN ghand h ON h.i = e.i AND h.n = e.n
JOIN (SELECT 0 AS s, 'S' AS suit UNION ALL SELECT 1, 'H' UNION ALL
      SELECT 2, 'D' UNION ALL SELECT 3, 'C' UNION ALL
      SELECT 4, 'S' UNION ALL SELECT 5, 'H') x ON x.s = h.s
LEFT JOIN gcat c ON c.d = h.d
WHERE e.kind = 'game'
ORDER BY e.eid, h.s;

INSERT INTO buyback (event_id, rubber_id, seat, total_before, total_after,
                     cost)
SELECT e.eid, r.rid, b.s, b.before, b.after, gs.buyback_cost
FROM gbuy b JOIN grub r ON r.i = b.i
JOIN gev e ON e.i = b.i AND e.kind = 'buyback', gs
ORDER BY e.eid;

-- chips: antes (no event), knock or rummy money from every other player
-- in play, the buy-back, and the pot to the winner with the last game
INSERT INTO chip_transfer (rubber_id, event_id, from_seat, to_seat, amount,
                           reason)
SELECT rid, eid, from_seat, to_seat, amount, reason FROM (
    SELECT r.i, 0 AS seq, st.s AS ord, r.rid, NULL AS eid,
           st.s AS from_seat, NULL AS to_seat, gs.ante AS amount,
           'ante' AS reason
    FROM grub r, gs JOIN (SELECT k - 1 AS s FROM gstep) st ON st.s < r.np
    UNION ALL
    SELECT e.i, e.seq, h.s, r.rid, e.eid, h.s, g.declarer,
           CASE g.kind WHEN 'rummy' THEN gs.rummy_money
                       ELSE gs.knock_money END,
           g.kind
    FROM gev e JOIN grub r ON r.i = e.i
    JOIN ggame g ON g.i = e.i AND g.n = e.n
    JOIN ghand h ON h.i = e.i AND h.n = e.n AND h.s <> g.declarer, gs
    WHERE e.kind = 'game'
    UNION ALL
    SELECT e.i, e.seq, 0, r.rid, e.eid, b.s, NULL, gs.buyback_cost, 'buyback'
    FROM gbuy b JOIN grub r ON r.i = b.i
    JOIN gev e ON e.i = b.i AND e.kind = 'buyback', gs
    UNION ALL
    SELECT e.i, e.seq, 9, r.rid, e.eid, NULL, r.w,
           r.np * gs.ante + r.bb * gs.buyback_cost, 'pot'
    FROM grub r JOIN gev e ON e.i = r.i AND e.kind = 'game' AND e.n = r.ng, gs
    WHERE NOT r.play
) WHERE amount > 0
ORDER BY i, seq, ord;

-- the winner of every finished rubber, under its last game
INSERT INTO pot_winner (game_id, rubber_id, seat)
SELECT e.eid, r.rid, r.w
FROM grub r JOIN gev e ON e.i = r.i AND e.kind = 'game' AND e.n = r.ng
WHERE NOT r.play
ORDER BY e.eid;

-- ---- sanity checks on what was written, then commit ----

DELETE FROM gcheck;
INSERT INTO gcheck
SELECT 'games written: ' || count(*) || ', asked for ' || gp.games,
       count(*) = gp.games
FROM game, gp WHERE game.rubber_id > gp.rubber_base
UNION ALL
SELECT 'a player in play reached out_at', NOT EXISTS (
    SELECT 1 FROM grub r JOIN gtot t ON t.i = r.i, gs
    WHERE (t.s = r.w OR r.play) AND t.total >= gs.out_at)
UNION ALL
SELECT 'a declarer''s deadwood is over knock_limit', NOT EXISTS (
    SELECT 1 FROM ggame g JOIN ghand h ON h.i = g.i AND h.n = g.n
    AND h.s = g.declarer, gs WHERE h.d > gs.knock_limit)
UNION ALL
SELECT 'a buy-back does not lower the total or is not over buyback_over',
       NOT EXISTS (SELECT 1 FROM gbuy, gs WHERE after >= before
                   OR before <= gs.buyback_over OR before >= gs.out_at);
SELECT 'gen_history.sql: ' || what FROM gcheck WHERE NOT ok;
INSERT INTO gcheck_ok SELECT what, ok FROM gcheck;

COMMIT;

PRAGMA foreign_key_check;
-- leave no large write-ahead log behind: klopf reads the database file
PRAGMA wal_checkpoint(TRUNCATE);

SELECT 'gen_history.sql: ' || (SELECT count(*) FROM rubber) || ' rubbers, '
       || (SELECT count(*) FROM game) || ' games, '
       || (SELECT count(*) FROM hand) || ' hands, '
       || (SELECT count(*) FROM buyback) || ' buy-backs, '
       || (SELECT count(*) FROM chip_transfer) || ' chip transfers';
