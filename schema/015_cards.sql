-- klopf schema, version 15: the house rule cards (how cards are printed
-- for a table: plain J/Q, or german B/D as a German-speaking table writes
-- them).  It changes no score; every rubber recorded before it gets its
-- default, plain, as every rubber stores its complete settings.
INSERT INTO rubber_setting (rubber_id, key, value)
    SELECT id, 'cards', 'plain' FROM rubber
    WHERE NOT EXISTS (SELECT 1 FROM rubber_setting s
                      WHERE s.rubber_id = rubber.id AND s.key = 'cards');
