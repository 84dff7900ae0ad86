-- klopf schema, version 11: the rubber in play, or else the last one, is
-- found without reading every rubber.  Booking a game, standings and
-- every command that shows "the rubber" ask for it with ORDER BY state =
-- 'in_play' DESC, id DESC LIMIT 1; this index holds that order, so the
-- answer is its last entry however many rubbers were played.  No
-- recorded row is changed.
CREATE INDEX rubber_latest ON rubber (state = 'in_play', id);
