-- klopf schema, version 14: entry codes.  Every rubber in play (a
-- tournament's tables too) has a secret code of 80 random bits with which
-- a table enters its own results (klopf code, klopf serve).  The code is
-- kept as its bytes; klopf writes it for people in base32.  A finished
-- rubber keeps its row, but its code opens nothing (the rubber's state
-- says so), and undo that puts it in play again brings the same code
-- back.  The codes are made from the kernel's randomness by klopf, not
-- by SQL: the upgrade gives the rubbers in play theirs after this script.
-- Secrets: neither klopf export nor klopf history shows them.
CREATE TABLE entry_code (
    rubber_id   INTEGER PRIMARY KEY REFERENCES rubber (id) ON DELETE CASCADE,
    code        BLOB NOT NULL UNIQUE CHECK (typeof(code) = 'blob' AND
                                            length(code) = 10),
    made_at     TEXT NOT NULL
);
