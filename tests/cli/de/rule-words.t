# The German outputs of the commands of tests/cli/rule-words.t, run under
# de_AT.UTF-8: "@ N" is the output of its Nth command (the format is
# described in tests/cli/run-transcript.sh).  The values are shown in
# German words whichever language they were typed in.

@ 1
ace_low           aus      A-2-3 gilt als Folge
rummy_money       gleich   Jetons, die jeder andere Spieler im Spiel dem zahlt, der Rommé macht (gleich: wie knock_money)
next_dealer       gewinner wer als Nächster gibt: der nächste Spieler im Spiel zur Linken, der Gewinner oder der Verlierer des Spiels, oder (zu zweit) der andere
first_dealer      gleich   wer in der nächsten Partie derselben Spieler auf denselben Plätzen zuerst gibt: ein Platz links vom letzten ersten Geber oder wieder der zuerst Genannte

@ 2
{"format_version":1,"rules":{"game":"gin","school":"classic","knock_limit":10,"big_gin":"off","gin_bonus":"school","big_gin_bonus":31,"undercut_bonus":"school","game_to":100,"game_bonus":100,"box_bonus":"school","shutout":"double","oklahoma":true,"next_dealer":"winner","first_dealer":"rotate","cards":"plain"},"profiles":["viennese","romme-ohne-auslegen","gin"]}

@ 3
{"format_version":1,"rules":{"game":"romme","decks":2,"jokers":6,"hand_size":13,"hands":"open","ace":"corner","meld_jokers":"half","set_jokers":"any","ace_low_open":1,"ace_high_open":11,"ace_set_open":11,"open_min":40,"out_min":"applies","final_discard":"required","layoff_in_opening_turn":false,"ace_left":11,"joker_left":20,"per_card":false,"deal":"dealer14","rob_joker":false,"discard_pickup":"must_meld","exchange":"missing_suit","hand_romme_multiplier":2,"winner_collects":false,"sit_out":false,"cards":"plain"},"profiles":["viennese","romme-ohne-auslegen","gin"]}

@ 4
{"format_version":1,"rules":{"game":"knock-rummy","hand_size":"players","knock_limit":"none","game_to":100,"rum_bonus":25,"next_dealer":"left","undercut_penalty":10,"first_dealer":"rotate","cards":"plain"},"profiles":["viennese","romme-ohne-auslegen","gin"]}

@ 5
klopf: Regel next_dealer: „rechts“ ist keiner der Werte links, gewinner, verlierer, abwechselnd
[3]

@ 6
klopf: Regel ace_low: „vielleicht“ ist weder ein noch aus
[3]

@ 7
klopf: Regel exchange_from: „alle“ ist keiner der Werte beliebig, andere
[3]

@ 8
Partie 1: Anna, Ben, Clara
Alle zahlen je 5 Jetons in die Pulle (Pulle 15); Anna gibt zuerst
Hausregel: rummy_doubles=ein (Standard aus)
Hausregel: first_dealer=gleich (Standard reihum)

@ 9
first_dealer|same
rummy_doubles|on

@ 10
Ab Spiel 1 der Partie 1 gilt next_dealer=gewinner (vorher links)
Laufende Partie 1, 0 Spiele gespielt, Pulle 15
  Hausregeln: next_dealer=gewinner, rummy_doubles=ein, first_dealer=gleich
  während der Partie geändert: next_dealer links -> gewinner
  Spieler      Punkte Jetons
  Anna              0     -5  gibt das nächste Spiel
  Ben               0     -5
  Clara             0     -5

@ 11
next_dealer|winner

@ 12
klopf: die Regel next_dealer ist schon gewinner; es wurde nichts geändert
[3]

@ 13
Spiel 1 der Partie 1: Anna klopft (Anna hat gegeben)
  Anna         2 Punkte  [4C 5C 6C] [9S 10S JS] [QS QH QD]  übrig 2H
  Ben         10 Punkte  [3H 3D 3C] [8S 8D 8C] [KS KH KD]  übrig JH
  Clara       20 Punkte  (als Punkte eingegeben)
Jetons: Ben zahlt 1 an Anna, Clara zahlt 1 an Anna
Stand: Anna 2, Ben 10, Clara 20
nächster Geber: Anna

@ 14
"settings":{"ace_high":"on","ace_low":"on","ace_value":"11","ante":"5","buyback_cost":"5","buyback_over":"81","cards":"plain","court_value":"10","decks":"2","first_dealer":"same","hand_size":"10","joker_value":"20","jokers":"2","knock_limit":"4","knock_money":"1","next_dealer":"left","out_at":"101","rummy_doubles":"on","rummy_money":"same","undercut_penalty":"0"}

@ 15
"kind":"rules","rule":"next_dealer","before":"left","after":"winner","from_game":1,"transfers":[],"pot":15}

# English words typed in a German session: the same values, shown in
# German.
@ 16
"draw":"standings"
"avoid":"off"
"score":"place"
"rule.rummy_doubles":"on"

@ 17
klopf: Turniereinstellung draw: „zufall“ ist weder stand noch los
[3]

@ 18
Hausregel: cards=deutsch (Standard normal)
@ 19
Spiel 1 der Partie 1: Anna klopft (Anna hat gegeben)
  Anna         2 Punkte  [3H 4H 5H] [7S 7D 7C] [DS DD DC]  übrig 2S  Abwurf KH
  Ben         38 Punkte  [KS KH KD]  übrig 4S 10S 5H 3D 8D 2C 6C
  Clara       75 Punkte  übrig 2S 9S BS 6H 7H DH 4D 9D 8C DC
@ 20
"melds":[],"unmatched":["2S","9S","JS","6H","7H","QH","4D","9D","8C","QC"],"discard":null}

@ 21
klopf: diese Blätter können nicht aus einem Kartenspiel stammen: DS liegt 3-mal auf dem Tisch (Anna 1, Ben 2), im Spiel gibt es sie aber nur 2-mal
[3]

@ 22
klopf: Blatt von Ben: Karte 3 „DS“: Exemplar Nummer 3 von DS, aber 2 Kartenpakete enthalten nur 2
[3]

@ 23
klopf: Anna hat Rommé angesagt, aber die beste Aufteilung lässt 24 Restpunkte (ein Rommé braucht 0)
  [3H 4H 5H] [DS DD DC]  übrig 2S 8S 7D 7C  Abwurf KH
[3]

@ 24
klopf: diese Blätter können nicht aus einem Kartenspiel stammen: DS liegt 2-mal auf dem Tisch (Anna 1, Ben 1), im Spiel gibt es sie aber nur 1-mal
[3]

@ 25
klopf: diese Blätter können nicht aus einem Kartenspiel stammen: DS liegt 2-mal auf dem Tisch (Anna 1, Ben 1), im Spiel gibt es sie aber nur 1-mal
[3]

@ 26
klopf: Anna kann nicht ausgehen: die beste Aufteilung lässt 10 Restpunkte (zum Ausgehen muss jede Karte gemeldet sein)
  [BS BH BD] [DS DH DD]  übrig KS
[3]

@ 27
1. DS KS AS 2S: keine Meldung: D-K-A-2 geht ums Eck, und das dürfen Folgen in diesem Spiel nicht
2. BH BH BD: keine Meldung: BH zweimal in einem Satz
legt nicht aus: Gruppe 1 ist keine Meldung
[1]

@ 28
abgelehnt: BH kann nicht angelegt werden: die Folge nimmt 9S oder KS
angenommen: der Spieler hat in einem früheren Zug ausgelegt (--opening-turn oder --not-opened sagt anderes)
[1]

@ 29
Anlegen: die Meldung wird zu DS DH DD JK
   der Joker steht für DC
angenommen: der Spieler hat in einem früheren Zug ausgelegt (--opening-turn oder --not-opened sagt anderes)

@ 30
klopf: Karte 5 „DS“: Exemplar Nummer 5 von DS, aber 4 Kartenpakete enthalten nur 4
[3]

$ klopf rules --rule ace_low=off --rule first_dealer=same --rule rummy_doubles=yes | grep -E '^(ace_low|first_dealer|rummy_doubles) '
ace_low           aus     A-2-3 gilt als Folge
rummy_doubles     ein     die Punkte der anderen zählen doppelt, wenn ein Rommé das Spiel beendet
first_dealer      gleich  wer in der nächsten Partie derselben Spieler auf denselben Plätzen zuerst gibt: ein Platz links vom letzten ersten Geber oder wieder der zuerst Genannte

$ klopf rules --rule next_dealer=rechts
klopf: Regel next_dealer: „rechts“ ist keiner der Werte links, gewinner, verlierer, abwechselnd
[3]

$ klopf rules --game romme --rule ace=corner | grep -E '^(ace|meld_jokers|out_min|final_discard|deal|discard_pickup|exchange) '
ace                    ums_eck     wo Asse in einer Folge liegen: unten (A-2-3), beide (A-2-3 oder D-K-A, nie K-A-2) oder ums_eck (D-K-A-2-3)
meld_jokers            halb        Joker in einer Meldung: beliebig viele neben einer echten Karte, oder halb: nie mehr Joker als echte Karten
out_min                erlassen    auf einmal ausmachen: das Mindestmaß ist erlassen oder gilt auch
final_discard          freiwillig  Ausmachen: ein letztes Abwerfen ist freiwillig oder Pflicht
deal                   aufgedeckt  das Geben: eine Karte wird aufgedeckt, oder der Geber bekommt 14 Karten und wirft als Erster ab
discard_pickup         frei        die oberste abgeworfene Karte: frei zu nehmen, oder sie muss im selben Zug in eine Meldung
exchange               voller_satz der Joker eines Satzes wird nur frei, wenn der Satz danach alle vier Farben hat (voller_satz), oder mit jeder fehlenden Farbe (fehlende_farbe)

$ klopf rules --change rummy_doubles=off
Ab Spiel 2 der Partie 1 gilt rummy_doubles=aus (vorher ein)
Laufende Partie 1, 1 Spiel gespielt, Pulle 15
  Hausregeln: next_dealer=gewinner, first_dealer=gleich
  während der Partie geändert: next_dealer links -> gewinner, rummy_doubles ein -> aus
  Spieler      Punkte Jetons
  Anna              2     -3  gibt das nächste Spiel
  Ben              10     -6
  Clara            20     -6

$ klopf history | grep -E 'Regel'
    -  Regel next_dealer: links -> gewinner ab Spiel 1
    -  Regel rummy_doubles: ein -> aus ab Spiel 2

# In klopf play a rule is changed with German words as well.
$ printf '%s\n' 'regeln next_dealer=links' 'ende' | klopf play
klopf play: hilfe zeigt bei jeder Frage die Hilfe, ende beendet.
Laufende Partie 1, 1 Spiel gespielt, Pulle 15
  Hausregeln: next_dealer=gewinner, first_dealer=gleich
  während der Partie geändert: next_dealer links -> gewinner, rummy_doubles ein -> aus
  Spieler      Punkte Jetons
  Anna              2     -3  gibt das nächste Spiel
  Ben              10     -6
  Clara            20     -6
<BLANKLINE>
Spiel 2: Anna gibt.
Wer ist ausgegangen? regeln next_dealer=links
Ab Spiel 2 der Partie 1 gilt next_dealer=links (vorher gewinner)
Laufende Partie 1, 1 Spiel gespielt, Pulle 15
  Hausregeln: first_dealer=gleich
  während der Partie geändert: rummy_doubles ein -> aus
  Spieler      Punkte Jetons
  Anna              2     -3  gibt das nächste Spiel
  Ben              10     -6
  Clara            20     -6
<BLANKLINE>
Spiel 2: Anna gibt.
Wer ist ausgegangen? ende
