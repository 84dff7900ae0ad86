-- klopf schema, version 7: every rubber has a stable identity, a random
-- UUID (version 4, lowercase) given when it starts and kept by export
-- and import, so that the rubbers of one club played on several laptops
-- can be merged (klopf import --merge) without taking one for another.
ALTER TABLE rubber ADD COLUMN uuid TEXT
    CHECK (uuid IS NULL OR (length(uuid) = 36 AND
                            uuid GLOB '[0-9a-f]*-*-4*-*-*' AND
                            uuid NOT GLOB '*[^0-9a-f-]*'));

-- the rubbers recorded before get one now
UPDATE rubber SET uuid =
    lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' ||
    substr(lower(hex(randomblob(2))), 2) || '-' ||
    substr('89ab', 1 + abs(random() % 4), 1) ||
    substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6)));

CREATE UNIQUE INDEX rubber_uuid ON rubber (uuid);
