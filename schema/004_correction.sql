-- Corrections of past games (klopf fix).  A correction replaces the
-- declaration and hands of one game; the game's rows are rewritten in
-- place and every later event booked again, so the rest of the schema
-- always holds the corrected record.  This table keeps what was replaced
-- by what, for the history and for undo.
--
-- after_seq is the number of events the rubber had when the correction
-- was made: undo takes a correction back when no event came after it.
-- old and new are JSON: {"declarer":SEAT,"kind":"knock"|"rummy",
-- "hands":[{"seat":SEAT,"typed":TEXT},...]}.
CREATE TABLE correction (
    id        INTEGER PRIMARY KEY,
    rubber_id INTEGER NOT NULL REFERENCES rubber (id) ON DELETE CASCADE,
    number    INTEGER NOT NULL CHECK (number >= 1),
    at        TEXT NOT NULL,
    after_seq INTEGER NOT NULL CHECK (after_seq >= 1),
    old       TEXT NOT NULL CHECK (json_valid(old)),
    new       TEXT NOT NULL CHECK (json_valid(new))
);
CREATE INDEX correction_rubber ON correction (rubber_id, id);
