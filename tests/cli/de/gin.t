# klopf check --game gin: a hand of Gin Rummy judged from both players'
# cards, the defender's layoffs included.

# Gin with a discard: 25 and the defender's deadwood; no layoffs.
$ klopf check --game gin "3H 4H 5H 6H 7S 7D 7C JS QS KS 4C" / "2C 3C 5C 8D 9D 10D KH KD 5S 9S"
wer klopft, Restpunkte 0: [3H 4H 5H 6H] [7S 7D 7C] [JS QS KS]  Abwurf 4C
Gegner, Restpunkte 44: [8D 9D 10D]  übrig 5S 9S KH KD 2C 3C 5C
Gin: wer klopft, bekommt 69

# Big gin: all 11 in melds (modern school), 31 and the deadwood.
$ klopf check --game gin "2H 3H 4H 5H 6H 7S 7D 7C JS QS KS" / "2C 3C 5C 8D 9D 10D KH KD 5S 9S"
wer klopft, Restpunkte 0: [2H 3H 4H 5H 6H] [7S 7D 7C] [JS QS KS]
Gegner, Restpunkte 44: [8D 9D 10D]  übrig 5S 9S KH KD 2C 3C 5C
Big Gin: wer klopft, bekommt 75

# In the classic school the same is gin, with 20.
$ klopf check --game gin --school classic "2H 3H 4H 5H 6H 7S 7D 7C JS QS KS" / "2C 3C 5C 8D 9D 10D KH KD 5S 9S"
wer klopft, Restpunkte 0: [2H 3H 4H 5H] [7S 7D 7C] [JS QS KS]  Abwurf 6H
Gegner, Restpunkte 44: [8D 9D 10D]  übrig 5S 9S KH KD 2C 3C 5C
Gin: wer klopft, bekommt 64

# A knock: the defender lays off 6H, then 7H along the run.
$ klopf check --game gin "3H 4H 5H 7S 7D 7C JS QS KS 2C" / "6H 7H 8C 9D 10D KH KD AS 2S 5S"
wer klopft, Restpunkte 2: [3H 4H 5H] [7S 7D 7C] [JS QS KS]  übrig 2C
Gegner, Restpunkte 55: übrig AS 2S 5S KH 9D 10D KD 8C  angelegt 6H 7H
das Klopfen gilt: wer klopft, bekommt 53

# The fourth card of a set of three, and both ends of a run.
$ klopf check --game gin --json "3H 4H 5H 7S 7D 7C JS QS KS 9C" / "6H 2H 8C 9D 10D 7H KD AS 2S 5S"
{"format_version":1,"game":"gin","verdict":"knock","knocker":{"deadwood":9,"least_deadwood":9,"melds":[["3H","4H","5H"],["7S","7D","7C"],["JS","QS","KS"]],"unmatched":["9C"],"discard":null},"defender":{"deadwood":45,"melds":[],"layoffs":["6H","2H","7H"],"unmatched":["AS","2S","5S","9D","10D","KD","8C"]},"result":{"winner":"knocker","points":36,"kind":"knock"}}

# The knocker shows 10 rather than 4, so that 7H and 8H find no run.
$ klopf check --game gin "3H 4H 5H 6H 9S 9D 9C 2C AS AD" / "7H 8H KC KD 2S 5S 10D JC 4D 3S"
wer klopft, Restpunkte 10: [3H 4H 5H] [9S 9D 9C]  übrig AS 6H AD 2C
Gegner, Restpunkte 69: übrig 2S 3S 5S 7H 8H 4D 10D KD JC KC
wer klopft, zeigt 10 Restpunkte statt der wenigsten, 4, damit der Gegner weniger anlegen kann
das Klopfen gilt: wer klopft, bekommt 59

# Typed melds are shown as typed: then 7H and 8H are laid off.
$ klopf check --game gin "3H 4H 5H 6H | 9S 9D 9C | 2C AS AD" / "7H 8H KC KD 2S 5S 10D JC 4D 3S"
wer klopft, Restpunkte 4: [3H 4H 5H 6H] [9S 9D 9C]  übrig 2C AS AD
Gegner, Restpunkte 54: übrig 2S 3S 5S 4D 10D KD JC KC  angelegt 7H 8H
das Klopfen gilt: wer klopft, bekommt 50

# Oklahoma: a spade upcard of 5 doubles; an ace upcard wants gin.
$ klopf check --game gin --upcard 5S "3H 4H 5H 7S 7D 7C JS QS KS 2C" / "6H 7H 8C 9D 10D KH KD AS 2S 5S"
wer klopft, Restpunkte 2: [3H 4H 5H] [7S 7D 7C] [JS QS KS]  übrig 2C
Gegner, Restpunkte 55: übrig AS 2S 5S KH 9D 10D KD 8C  angelegt 6H 7H
das Klopfen gilt: wer klopft, bekommt 106

$ klopf check --game gin --upcard AH "3H 4H 5H 7S 7D 7C JS QS KS 2C" / "6H 7H 8C 9D 10D KH KD 4S 2S 5S"
wer klopft, Restpunkte 2: [3H 4H 5H] [7S 7D 7C] [JS QS KS]  übrig 2C
Gegner, Restpunkte 71: übrig 2S 4S 5S 6H 7H KH 9D 10D KD 8C
keine Ansage: die aufgedeckte Karte ist ein Ass, also beendet nur Gin das Spiel, und die wenigsten Restpunkte sind 2
[1]

# No declaration with 31 deadwood.
$ klopf check --game gin "3H 4H 5H 7S 7D 7C JS QS 9C 2C" / "6H 7H 8C 9D 10D KH KD AS 2S 5S"
wer klopft, Restpunkte 31: [3H 4H 5H] [7S 7D 7C]  übrig JS QS 2C 9C
Gegner, Restpunkte 68: übrig AS 2S 5S 6H 7H KH 9D 10D KD 8C
keine Ansage: die wenigsten Restpunkte sind 31, und zum Klopfen braucht es 10 oder weniger
[1]

# Refused.
$ klopf check --game gin "3H 4H 5H 7S 7D 7C JS QS 9C 2C"
klopf: Gin spielen zwei: gib die Karten dessen an, der klopft, / und die des Gegners
[3]

$ klopf check --game gin "3H 4H 5H 7S 7D 7C JS QS 9C 2C" / "6H 7H 8C 9D 10D KH KD AS 2S 2C"
klopf: 2C wird zweimal gezeigt; ein Paket hat die Karte nur einmal
[3]

$ klopf check --game gin "3H 4H 5H | 7S 7D | 7C JS QS 9C 2C" / "6H 7H 8C 9D 10D KH KD AS 2S 5S"
klopf: die Gruppe 2 dessen, der klopft, ist keine Kombination: eine Kombination braucht mindestens 3 Karten
[3]

$ klopf check --game gin --school old "3H" / "4H"
klopf: check: --school nimmt modern oder classic, nicht „old“
(siehe 'klopf check --help')
[2]

$ klopf check --game gin --upcard XY "3H" / "4H"
klopf: check: --upcard nimmt eine Karte, nicht „XY“
(siehe 'klopf check --help')
[2]

# One deal a line, one JSON object a line.
$ printf '%s\n' '3H 4H 5H 7S 7D 7C JS QS KS 2C / 6H 7H 8C 9D 10D KH KD AS 2S 5S' '3H 4H 5H 7S 7D 7C JS QS KS 2C / 6H 7H 8C 9D 10D KH KD AS 2S' | klopf check --game gin --batch
{"format_version":1,"game":"gin","verdict":"knock","knocker":{"deadwood":2,"least_deadwood":2,"melds":[["3H","4H","5H"],["7S","7D","7C"],["JS","QS","KS"]],"unmatched":["2C"],"discard":null},"defender":{"deadwood":55,"melds":[],"layoffs":["6H","7H"],"unmatched":["AS","2S","5S","KH","9D","10D","KD","8C"]},"result":{"winner":"knocker","points":53,"kind":"knock"}}
{"format_version":1,"error":"der Gegner zeigt 9 Karten, nicht 10"}
klopf: 1 von 2 Zeilen konnten nicht gelesen werden
[3]
