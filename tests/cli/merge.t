# klopf import --merge: a club keeps score on two laptops and brings the
# rubbers together.  Every rubber has an identity (a UUID) kept by
# export; the merge adds the rubbers the database lacks, leaves those it
# has alone, and refuses a rubber that is here with another record.

$ printf '%s\n' 'sqlite3 "$KLOPF_DB" .dump | md5sum' > dump

# The first laptop: one finished rubber.
$ KLOPF_NOW=2026-05-01T19:00:00Z klopf --db a.db new Anna Ben Clara >/dev/null && KLOPF_NOW=2026-05-01T19:10:00Z klopf --db a.db game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=60 Clara=70 >/dev/null && KLOPF_NOW=2026-05-01T19:20:00Z klopf --db a.db game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=50 Clara=40 | tail -n 1
net chips: Anna +14, Ben -7, Clara -7

$ klopf --db a.db export > a.json && grep -c '"uuid":"[0-9a-f-]\{36\}"' a.json
1

# The second laptop: a rubber in play, with anna written in lower case.
$ KLOPF_NOW=2026-05-02T19:00:00Z klopf new Dora anna >/dev/null && KLOPF_NOW=2026-05-02T19:10:00Z klopf game --knock Dora "Dora=4H 5H 6H 7S 7D 7C JS QS KS 4C" anna=20 >/dev/null

$ klopf import --merge a.json
rubbers in the file: 1
added: 1
here already, the same: 0
new players: 2

$ klopf rubbers
   id  started           games   pot  winner        players
    1  2026-05-02 19:00      1    10  (in play)     Dora, anna
    2  2026-05-01 19:00      2    15  anna          anna, Ben, Clara

$ klopf verify
verified 2 rubbers: the database agrees with its events and the rules

# Anna of the first laptop is anna here: one player.
$ klopf stats anna | sed -n 2p | cut -c1-40
anna               2    1      3      2 

# The same file again changes nothing.
$ bash dump > before; klopf import --merge a.json
rubbers in the file: 1
added: 0
here already, the same: 1
new players: 0

$ bash dump | cmp - before && echo unchanged
unchanged

# The first laptop goes on with a new rubber; the second must finish or
# abandon its own before another rubber in play can come in.
$ KLOPF_NOW=2026-05-03T19:00:00Z klopf --db a.db new Anna Ben >/dev/null && klopf --db a.db export > a2.json && klopf import --merge a2.json
klopf: import: the file has a rubber in play that is not here, and rubber 1 is in play here; finish or abandon one of them first; nothing was imported
[3]

$ bash dump | cmp - before && echo unchanged
unchanged

$ klopf abandon >/dev/null && klopf import --merge a2.json
rubbers in the file: 2
added: 1
here already, the same: 1
new players: 0

$ klopf rubbers | tail -n 1
    3  2026-05-03 19:00      0    10  (in play)     anna, Ben

# A rubber that is here, but whose record in the file differs (a hand
# changed), is refused, and nothing of the file comes in.
$ bash dump > before; sed 's/"typed":"60"/"typed":"61"/; s/"deadwood":60,"points":60/"deadwood":61,"points":61/' a.json > changed.json && klopf import --merge changed.json 2>&1 | sed 's/identity, [0-9a-f-]*)/identity, UUID)/'
klopf: import: rubber 1 of the file is rubber 2 here (the same identity, UUID), but their records differ; nothing was imported

$ bash dump | cmp - before && echo unchanged
unchanged

# Files of older formats name no identities: merging one is refused.
$ sed 's/"format_version":5/"format_version":4/; s/"uuid":"[^"]*",//g' a.json > old.json && klopf import --merge old.json
klopf: import: a file of format_version 4 does not say which rubbers are which (that came with format 5); import it into a new database instead, or export it again with this klopf; nothing was imported
[3]

# A new player whose name only looks like one here is refused.
$ sed 's/"name":"Clara"/"name":"Cl\\u200bara"/' a2.json > look.json && klopf --db c.db new Clara Emil >/dev/null && klopf --db c.db abandon >/dev/null && klopf --db c.db import --merge look.json 2>&1 | sed 's/\xe2\x80\x8b/<ZWSP>/g'
klopf: import: the file's player Cl<ZWSP>ara looks the same as Clara here; give the players names that differ; nothing was imported

# A file that is wrong in itself is refused as by a plain import.
$ sed 's/"typed":"4H 5H 6H 7S 7D 7C JS QS KS 4C"/"typed":"4H 5H 6H 7S 7D 7C JS QS KS 4X"/' a.json > bad.json && klopf import --merge bad.json
klopf: import: rubber 1, game 1: hand of Anna: card 10 "4X": unknown suit "X" (suits are S H D C or ♠ ♥ ♦ ♣); nothing was imported
[3]

$ bash dump | cmp - before && echo unchanged
unchanged

# Merging into a database that is not there yet is a plain import.
$ klopf --db new.db import --merge a.json
imported 1 rubber

# A name written with U+0000 ("Dora\u0000x") would be read as far as
# the U+0000 and come in as Dora, who plays here: the file is refused.
$ sed 's/"name":"Clara"/"name":"Dora\\u0000x"/' a.json > nul.json && klopf import --merge nul.json 2>&1 | sed 's/byte [0-9]*/byte N/'
klopf: import: the file does not match the export format: a text at byte N writes the character U+0000 (\u0000), which no text of klopf holds; nothing was imported

# So are a name with a control character, a Viennese rubber carrying a
# setting of gin, and a game whose discard no cards give.
$ sed 's/"name":"Clara"/"name":"Dora\\u001b[2J"/' a.json > esc.json && klopf import --merge esc.json
klopf: import: player name holds a control character; nothing was imported
[3]

$ sed 's/"settings":{/"settings":{"school":"classic",/' a.json > school.json && klopf import --merge school.json
klopf: import: rubber 1 has unreadable rules: the rule school is not one of a rubber of viennese; nothing was imported
[3]

$ sed 's/"discard":null/"discard":"9S"/' a.json > discard.json && klopf import --merge discard.json
klopf: import: rubber 1, game 1: a discard 9S is recorded, but Anna discarded nothing; nothing was imported
[3]

$ bash dump | cmp - before && echo unchanged
unchanged

$ klopf rubbers | grep -c Dora
1
