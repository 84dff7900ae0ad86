# Every refusal of the scorekeeping commands, with its message and exit
# status (2: the command was used the wrong way; 3: invalid input or a
# rule broken), and a check after each refused writing command that
# nothing reached the database: "unchanged" compares a dump of the
# database with the snapshot taken after the last command that wrote.

$ printf '%s\n' 'sqlite3 "$KLOPF_DB" .dump | md5sum | cmp -s - snapshot && echo "database unchanged" || echo "DATABASE CHANGED"' > unchanged

# No database yet: nothing to show or change, and none is created.
$ klopf standings 2>&1 | sed "s#$KLOPF_DB#DB#"; exit ${PIPESTATUS[0]}
klopf: noch keine Datenbank unter DB (beginne eine Partie mit 'klopf new')
[3]

$ klopf undo 2>&1 | sed "s#$KLOPF_DB#DB#"; exit ${PIPESTATUS[0]}
klopf: noch keine Datenbank unter DB (beginne eine Partie mit 'klopf new')
[3]

$ klopf abandon 2>&1 | sed "s#$KLOPF_DB#DB#"; exit ${PIPESTATUS[0]}
klopf: noch keine Datenbank unter DB (beginne eine Partie mit 'klopf new')
[3]

$ klopf buyback Anna 2>&1 | sed "s#$KLOPF_DB#DB#"; exit ${PIPESTATUS[0]}
klopf: noch keine Datenbank unter DB (beginne eine Partie mit 'klopf new')
[3]

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=10 2>&1 | sed "s#$KLOPF_DB#DB#"; exit ${PIPESTATUS[0]}
klopf: noch keine Datenbank unter DB (beginne eine Partie mit 'klopf new')
[3]

$ test -e "$KLOPF_DB" || echo "still no database"
still no database

# new: the number of players, their names, the rules.
$ klopf new Anna
klopf: new: eine Partie braucht 2 bis 12 Spieler in Sitzordnung, nicht 1
(siehe 'klopf new --help')
[2]

$ klopf new A B C D E F G
klopf: eine Partie viennese braucht 2 bis 6 Spieler, nicht 7
[3]

$ klopf new
klopf: new: eine Partie braucht 2 bis 12 Spieler in Sitzordnung, nicht 0
(siehe 'klopf new --help')
[2]

$ klopf new Anna Ben anna
klopf: anna ist doppelt genannt
[3]

$ klopf new Anna "B=en"
klopf: Spielername "B=en" darf kein '=' enthalten
[3]

$ klopf new Anna "B|en"
klopf: Spielername "B|en" darf kein '|' enthalten
[3]

$ klopf new Anna 7up
klopf: Spielername "7up" darf nicht mit '-' oder einer Ziffer beginnen
[3]

$ klopf new Anna -- -x
klopf: Spielername "-x" darf nicht mit '-' oder einer Ziffer beginnen
[3]

$ klopf new Anna -x
klopf: new: unbekannte Option -x
(siehe 'klopf new --help')
[2]

$ klopf new Anna "   "
klopf: Spielername enthält nichts Sichtbares
[3]

$ klopf new Anna "$(printf 'Be\tn')"
klopf: Spielername enthält ein Steuerzeichen
[3]

$ klopf new Anna "$(printf 'Be\377n')"
klopf: Spielername ist kein gültiges UTF-8
[3]

$ klopf new Anna abcdefghijabcdefghijabcdefghijabcdefghijX
klopf: Spielername "abcdefghijabcdefghij..." ist länger als 40 Bytes
[3]

$ klopf new --rule jokers_wild=1 Anna Ben
klopf: unbekannte Regel "jokers_wild" (die Liste zeigt 'klopf rules')
[3]

$ klopf new --rule knock_limit=abc Anna Ben
klopf: Regel knock_limit: "abc" ist keine ganze Zahl
[3]

$ klopf new --rule knock_limit=99 Anna Ben
klopf: Regel knock_limit: 99 liegt außerhalb des Bereichs (0 bis 30)
[3]

$ klopf new --rule knock_limit Anna Ben
klopf: Regel "knock_limit" braucht die Form KEY=VALUE
[3]

$ klopf new --rule out_at=50 Anna Ben
klopf: Regel buyback_over (81) muss kleiner als out_at (50) sein
[3]

$ klopf new --rule next_dealer=random Anna Ben
klopf: Regel next_dealer: "random" ist keiner der Werte left, winner, loser, alternate
[3]

$ klopf new --profile canasta Anna Ben
klopf: unbekanntes Profil "canasta" (Profile: viennese, romme-ohne-auslegen, gin)
[3]

$ klopf new --rule Anna Ben
klopf: Regel "Anna" braucht die Form KEY=VALUE
[3]

$ test -e "$KLOPF_DB" || echo "still no database"
still no database

# A database without rubbers: a rubber started and taken back.
$ KLOPF_NOW=2026-01-01T20:00:00Z klopf new A B
Partie 1: A, B
alle zahlen je 5 Jetons in die Pulle (Pulle 10); A gibt zuerst

$ klopf undo
Partie 1 ohne Spiele entfernt; die Einsätze entfallen

$ sqlite3 "$KLOPF_DB" .dump | md5sum > snapshot

$ klopf standings
klopf: noch keine Partien; beginne eine mit 'klopf new NAME NAME...'
[3]

$ klopf undo
klopf: noch keine Partien; beginne eine mit 'klopf new NAME NAME...'
[3]

$ bash unchanged
database unchanged

$ klopf abandon
klopf: keine Partie im Spiel; beginne eine mit 'klopf new NAME NAME...'
[3]

$ bash unchanged
database unchanged

$ klopf buyback A
klopf: keine Partie im Spiel; beginne eine mit 'klopf new NAME NAME...'
[3]

$ bash unchanged
database unchanged

$ klopf game --knock A "A=4H 5H 6H 7S 7D 7C JS QS KS 4C" B=10
klopf: keine Partie im Spiel; beginne eine mit 'klopf new NAME NAME...'
[3]

$ bash unchanged
database unchanged

# A rubber of four.  Game 1: Anna knocks; Ben has 90, Clara 95 and Dora
# goes out with 120.
$ KLOPF_NOW=2026-01-01T20:00:00Z klopf new Anna Ben Clara Dora
Partie 1: Anna, Ben, Clara, Dora
alle zahlen je 5 Jetons in die Pulle (Pulle 20); Anna gibt zuerst

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=90 Clara=95 Dora=120
Spiel 1 der Partie 1: Anna klopft (Anna hat gegeben)
  Anna         4 Punkte  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  übrig 4C
  Ben         90 Punkte  (als Punkte eingegeben)
  Clara       95 Punkte  (als Punkte eingegeben)
  Dora       120 Punkte  (als Punkte eingegeben)
Jetons: Ben zahlt 1 an Anna, Clara zahlt 1 an Anna, Dora zahlt 1 an Anna
Stand: Anna 4, Ben 90, Clara 95, Dora 120 (ausgeschieden)
Dora ist mit 120 Punkten ausgeschieden
Clara darf sich für 5 Jetons einkaufen (klopf buyback Clara): Stand 95 -> 90
nächster Geber: Ben

$ sqlite3 "$KLOPF_DB" .dump | md5sum > snapshot

$ KLOPF_NOW=2026-01-01T20:00:00Z klopf new Eve Fred
klopf: Partie 1 ist im Spiel (Anna, Ben, Clara und Dora); spiel sie zu Ende oder brich sie mit 'klopf abandon' ab
[3]

$ bash unchanged
database unchanged

# buyback
$ klopf buyback
klopf: buyback: gib den Namen eines Spielers an
(siehe 'klopf buyback --help')
[2]

$ klopf buyback Anna Ben
klopf: buyback: gib den Namen eines Spielers an
(siehe 'klopf buyback --help')
[2]

$ klopf buyback Zoe
klopf: Zoe spielt nicht in Partie 1 mit (Anna, Ben, Clara und Dora)
[3]

$ bash unchanged
database unchanged

$ klopf buyback Anna
klopf: Anna kann sich nicht einkaufen: der Stand 4 liegt nicht über 81 (ein Einkauf braucht 82 bis 100)
[3]

$ bash unchanged
database unchanged

$ klopf buyback Dora
klopf: Dora ist mit 120 Punkten ausgeschieden und kann sich nicht einkaufen
[3]

$ bash unchanged
database unchanged

$ klopf buyback Ben
klopf: Ben kann sich nicht einkaufen: der Stand würde nicht sinken (90; der höchste andere Stand im Spiel ist 95)
[3]

$ bash unchanged
database unchanged

$ klopf buyback clara
Clara kauft sich für 5 Jetons ein: Stand 95 -> 90; Pulle 25

$ sqlite3 "$KLOPF_DB" .dump | md5sum > snapshot

$ klopf buyback Clara
klopf: Clara hat sich in dieser Partie schon eingekauft und kann sich nicht noch einmal einkaufen (nur einmal erlaubt)
[3]

$ bash unchanged
database unchanged

# game.  The good hands of game 2 are
#   Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C (deadwood 4)
#   Ben=2C 3C 4C 8D 9D 10D KH KD 5S 9S
#   Clara=AH AD AS 6C 7C 8C 2D 3H 10S JC
$ klopf game "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=1 Clara=1
klopf: game: gib an, wie der Spieler ausgegangen ist: --knock oder --rummy (Gin: --knock, --gin, --big-gin oder --dead; die übrige Familie: --out; phom: --claim oder --showdown)
(siehe 'klopf game --help')
[2]

$ klopf game --knock --rummy Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=1 Clara=1
klopf: game: gib an, wie der Spieler ausgegangen ist: --knock oder --rummy (Gin: --knock, --gin, --big-gin oder --dead; die übrige Familie: --out; phom: --claim oder --showdown)
(siehe 'klopf game --help')
[2]

$ klopf game --knock Anna
klopf: game: gib den Namen dessen an, der ausgegangen ist, und ein Blatt NAME=CARDS für jeden Spieler im Spiel
(siehe 'klopf game --help')
[2]

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=1 Clara=1 --frobnicate
klopf: game: unbekannte Option --frobnicate
(siehe 'klopf game --help')
[2]

$ klopf game --knock Zoe "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=1 Clara=1
klopf: Zoe spielt nicht in Partie 1 mit (Anna, Ben, Clara und Dora)
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Dora "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=1 Clara=1
klopf: Dora ist aus der Partie ausgeschieden und kann nicht ausgehen
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=1 Zoe=1
klopf: Zoe spielt nicht in Partie 1 mit (Anna, Ben, Clara und Dora)
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=1 "Clara 1"
klopf: Blatt 3 "Clara 1": schreib es als NAME=CARDS (oder NAME=POINTS)
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=1 =1
klopf: Blatt 3 "=1": schreib es als NAME=CARDS (oder NAME=POINTS)
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=1
klopf: kein Blatt für Clara (jeder Spieler im Spiel braucht eines: NAME=CARDS)
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=1 Clara=1 ben=2
klopf: zwei Blätter für Ben
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=1 Clara=1 Dora=1
klopf: Dora ist aus der Partie ausgeschieden und hat kein Blatt
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" "Ben=2C 3C 4C 8D 9D 10D KH ZZ 5S 9S" Clara=1
klopf: Blatt von Ben: Karte 8 "ZZ": unbekannter Rang "ZZ" (Ränge sind A K Q J 10 9 8 7 6 5 4 3 2, auch T, B, D)
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS" Ben=1 Clara=1
klopf: Anna ist mit 9 Karten ausgegangen; zeig 10, oder 11 vor dem Abwurf
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C 2D 3D" Ben=1 Clara=1
klopf: Anna ist mit 12 Karten ausgegangen; zeig 10, oder 11 vor dem Abwurf
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" "Ben=2C 3C 4C 8D 9D 10D KH KD 5S 9S 9H" Clara=1
klopf: Ben zeigt 11 Karten; ein Blatt hat am Ende eines Spiels 10
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" "Ben=2C 3C 4C 8D 9D 10D KH KD 5S" Clara=1
klopf: Ben zeigt 9 Karten; ein Blatt hat am Ende eines Spiels 10
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" "Ben=2C 3C 4C 8D 9D 10D KH 7S 7S 9S" Clara=1
klopf: diese Blätter können nicht aus einem Deck stammen: 7S liegt 3-mal auf dem Tisch (Anna 1, Ben 2), im Deck gibt es sie aber nur 2-mal
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 9C" "Ben=2C 3C 4C 8D 9D 10D KH KD 5S 9S" "Clara=AH AD AS 6C 7C 8C 2D 3H 10S JC"
klopf: Anna hat geklopft, aber die beste Aufteilung lässt 9 Restpunkte (zum Klopfen sind höchstens 4 erlaubt)
  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  übrig 9C
[3]

$ bash unchanged
database unchanged

$ klopf game --rummy Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" "Ben=2C 3C 4C 8D 9D 10D KH KD 5S 9S" "Clara=AH AD AS 6C 7C 8C 2D 3H 10S JC"
klopf: Anna hat Rommé angesagt, aber die beste Aufteilung lässt 4 Restpunkte (ein Rommé braucht 0)
  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  übrig 4C
[3]

$ bash unchanged
database unchanged

$ klopf game --rummy Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C 3D" "Ben=2C 3C 4C 8D 9D 10D KH KD 5S 9S" "Clara=AH AD AS 6C 7C 8C 2D 3H 10S JC"
klopf: Anna hat Rommé angesagt, aber die beste Aufteilung lässt 3 Restpunkte (ein Rommé braucht 0)
  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  übrig 3D  Abwurf 4C
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna Anna=4 Ben=1 Clara=1
klopf: Anna ist ausgegangen und muss die Karten zeigen, nicht Punkte
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=-3 Clara=1
klopf: Ben: -3 Punkte sind unmöglich (ein Blatt zählt 0 bis 200)
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=201 Clara=1
klopf: Ben: 201 Punkte sind unmöglich (ein Blatt zählt 0 bis 200)
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=99999999999999999999 Clara=1
klopf: Ben: 99999999999999999999 Punkte sind unmöglich (ein Blatt zählt 0 bis 200)
[3]

$ bash unchanged
database unchanged

# The good game stands and ends the rubber: Ben and Clara go out.
$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" "Ben=2C 3C 4C 8D 9D 10D KH KD 5S 9S" "Clara=AH AD AS 6C 7C 8C 2D 3H 10S JC"
Spiel 2 der Partie 1: Anna klopft (Ben hat gegeben)
  Anna         4 Punkte  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  übrig 4C
  Ben         34 Punkte  [2C 3C 4C] [8D 9D 10D]  übrig 5S 9S KH KD
  Clara       25 Punkte  [AS AH AD] [6C 7C 8C]  übrig 10S 3H 2D JC
Jetons: Ben zahlt 1 an Anna, Clara zahlt 1 an Anna, die Pulle zahlt 25 an Anna
Stand: Anna 8, Ben 124 (ausgeschieden), Clara 115 (ausgeschieden), Dora 120 (ausgeschieden)
Ben ist mit 124 Punkten ausgeschieden
Clara ist mit 115 Punkten ausgeschieden
Anna gewinnt die Partie und die Pulle
Jetons netto: Anna +25, Ben -7, Clara -12, Dora -6

$ sqlite3 "$KLOPF_DB" .dump | md5sum > snapshot

# Nothing more to do in a finished rubber.
$ klopf buyback Anna
klopf: keine Partie im Spiel; beginne eine mit 'klopf new NAME NAME...'
[3]

$ bash unchanged
database unchanged

$ klopf game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=5
klopf: keine Partie im Spiel; beginne eine mit 'klopf new NAME NAME...'
[3]

$ bash unchanged
database unchanged

$ klopf abandon
klopf: keine Partie im Spiel; beginne eine mit 'klopf new NAME NAME...'
[3]

$ bash unchanged
database unchanged

# The other commands take no arguments.
$ klopf standings now
klopf: standings: keine Argumente erwartet
(siehe 'klopf standings --help')
[2]

$ klopf undo 2
klopf: undo: keine Argumente erwartet
(siehe 'klopf undo --help')
[2]

$ klopf abandon please
klopf: abandon: keine Argumente erwartet
(siehe 'klopf abandon --help')
[2]

$ bash unchanged
database unchanged
