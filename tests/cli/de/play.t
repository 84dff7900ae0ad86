# The German outputs of the commands of tests/cli/play.t, run under
# de_AT.UTF-8: "@ N" is the output of its Nth command (the format is
# described in tests/cli/run-transcript.sh).

@ 1
klopf: play: keine Argumente erwartet
(siehe 'klopf play --help')
[2]

@ 2
klopf: unbekannte Regel „bogus“ (die Liste zeigt 'klopf rules')
[3]

@ 3
klopf play: hilfe zeigt bei jeder Frage die Hilfe, ende beendet.
Es läuft keine Partie; gib die Spieler ein, um eine zu beginnen.
Spieler in Sitzordnung (der erste gibt): quit
no database

@ 4

@ 5
klopf play: hilfe zeigt bei jeder Frage die Hilfe, ende beendet.
Es läuft keine Partie; gib die Spieler ein, um eine zu beginnen.
Spieler in Sitzordnung (der erste gibt): Anna
klopf: eine Partie viennese braucht 2 bis 6 Spieler, nicht 1
Spieler in Sitzordnung (der erste gibt): Anna Ben anna
klopf: anna ist doppelt genannt
Spieler in Sitzordnung (der erste gibt): Anna Ben Clara
Partie 1: Anna, Ben, Clara
Alle zahlen je 5 Jetons in die Pulle (Pulle 15); Anna gibt zuerst
Laufende Partie 1, 0 Spiele gespielt, Pulle 15
  Spieler      Punkte Jetons
  Anna              0     -5  gibt das nächste Spiel
  Ben               0     -5
  Clara             0     -5
<BLANKLINE>
Spiel 1: Anna gibt.
Wer ist ausgegangen? Dora
klopf: Dora spielt nicht in Partie 1 mit (Anna, Ben und Clara)
Wer ist ausgegangen? Anna
Geklopft oder Rommé? maybe
klopf: antworte klopft oder Rommé
Geklopft oder Rommé? knock
Karten von Anna (10, oder 11 vor dem Abwurf): 3H 4H 5H QS QD QC 7C 7D 7S 2S KH 9C 9D
klopf: Anna ist mit 13 Karten ausgegangen; zeig 10, oder 11 vor dem Abwurf
Karten von Anna (10, oder 11 vor dem Abwurf): 3H 4H 5H QS QD QC 7C 7D 7S 2S KH
  Anna: [3H 4H 5H] [7S 7D 7C] [QS QD QC]  übrig 2S  Abwurf KH  (Restpunkte 2: das Klopfen gilt)
Karten von Ben (10) oder Punkte: 300
klopf: Ben: 300 Punkte sind unmöglich (ein Blatt aus 10 Karten zählt 0 bis 122, das Höchste, das seine Karten ohne jede Meldung zählen können)
Karten von Ben (10) oder Punkte: KS KH KD 2C 3D 4S 5H 6C 8D 10X
klopf: Blatt von Ben: Karte 10 „10X“: unbekannte Farbe „X“ (Farben sind S H D C oder ♠ ♥ ♦ ♣)
Karten von Ben (10) oder Punkte: KS KH KD 2C 3D 4S 5H 6C 8D 10S
  Ben: [KS KH KD]  übrig 4S 10S 5H 3D 8D 2C 6C  (38 Punkte)
Karten von Clara (10) oder Punkte: QS QH QC 2S 4D 6H 8C 9S 7H KH
klopf: diese Blätter können nicht aus einem Kartenspiel stammen: KH liegt 3-mal auf dem Tisch (Anna 1, Ben 1, Clara 1), im Spiel gibt es sie aber nur 2-mal
Karten von Clara (10) oder Punkte: QS QH QC 2S 4D 6H 8C 9S 7H 9D
  Clara: [QS QH QC]  übrig 2S 9S 6H 7H 4D 9D 8C  (45 Punkte)
<BLANKLINE>
Spiel 1: Anna klopft (Anna hat gegeben)
  Anna         2 Punkte  [3H 4H 5H] [7S 7D 7C] [QS QD QC]  übrig 2S  Abwurf KH
  Ben         38 Punkte  [KS KH KD]  übrig 4S 10S 5H 3D 8D 2C 6C
  Clara       45 Punkte  [QS QH QC]  übrig 2S 9S 6H 7H 4D 9D 8C
Spiel 1 eintragen? [j/n/Name] help
Gib ja ein, um das Spiel zu buchen, nein, um es zu verwerfen, oder den
Namen eines Spielers, um dessen Blatt neu einzugeben; tauschen NAME NAME
tauscht zwei Blätter, die unter dem Namen des anderen eingegeben wurden.
Ob alle Blätter aus einem Kartenspiel stammen können, wird beim Buchen des
Spiels geprüft.
Bei jeder Frage kannst du auch eingeben (die englischen Wörter gehen auch):
  korrigiere N NAME=KARTEN...  Spiel N korrigieren (wie klopf fix)
  einkaufen NAME   NAME kauft sich ein (zwischen den Spielen)
  aussteigen NAME  NAME steigt aus der Partie aus (zwischen den Spielen)
  regeln SCHLÜSSEL=WERT  eine Hausregel ab dem nächsten Spiel ändern
  zurück           das zuletzt Eingetragene zurücknehmen
  stand            Stand, Jetons und Pulle zeigen
  verwerfen        das begonnene Spiel verwerfen (Strg-C)
  hilfe            diese Hilfe zeigen
  ende             beenden (Strg-D); nur eingetragene Spiele bleiben
Spiel 1 eintragen? [j/n/Name] yes
Spiel 1 der Partie 1 ist gebucht
Jetons: Ben zahlt 1 an Anna, Clara zahlt 1 an Anna
Stand: Anna 2, Ben 38, Clara 45
nächster Geber: Ben
<BLANKLINE>
Laufende Partie 1, 1 Spiel gespielt, Pulle 15
  Spieler      Punkte Jetons
  Anna              2     -3
  Ben              38     -6  gibt das nächste Spiel
  Clara            45     -6
<BLANKLINE>
Spiel 2: Ben gibt.
Wer ist ausgegangen? standings
Laufende Partie 1, 1 Spiel gespielt, Pulle 15
  Spieler      Punkte Jetons
  Anna              2     -3
  Ben              38     -6  gibt das nächste Spiel
  Clara            45     -6
Wer ist ausgegangen? Clara
Geklopft oder Rommé? rummy
Karten von Clara (10, oder 11 vor dem Abwurf): quit
Spiel 2 wurde nicht eingetragen.

@ 6
Laufende Partie 1, 1 Spiel gespielt, Pulle 15
  Spieler      Punkte Jetons
  Anna              2     -3
  Ben              38     -6  gibt das nächste Spiel
  Clara            45     -6

@ 7

@ 8
klopf play: hilfe zeigt bei jeder Frage die Hilfe, ende beendet.
Laufende Partie 1, 1 Spiel gespielt, Pulle 15
  Spieler      Punkte Jetons
  Anna              2     -3
  Ben              38     -6  gibt das nächste Spiel
  Clara            45     -6
<BLANKLINE>
Spiel 2: Ben gibt.
Wer ist ausgegangen? Clara rummy
Karten von Clara (10, oder 11 vor dem Abwurf): 4S 5S 6S 7S 9D 9H 9C JC QC KC
  Clara: [4S 5S 6S 7S] [9H 9D 9C] [JC QC KC]  (Rommé)
Karten von Anna (10) oder Punkte: JS JD JH 10S 10H 10C 2H 9D 9S KD
  Anna: [10S 10H 10C] [JS JH JD]  übrig 9S 2H 9D KD  (30 Punkte)
Karten von Ben (10) oder Punkte: AC AD AH 5D 3H 5S 6H 8D 9C KH
  Ben: [AH AD AC]  übrig 5S 3H 6H KH 5D 8D 9C  (46 Punkte)
<BLANKLINE>
Spiel 2: Clara macht Rommé (Ben hat gegeben)
  Clara        0 Punkte  [4S 5S 6S 7S] [9H 9D 9C] [JC QC KC]
  Anna        30 Punkte  [10S 10H 10C] [JS JH JD]  übrig 9S 2H 9D KD
  Ben         46 Punkte  [AH AD AC]  übrig 5S 3H 6H KH 5D 8D 9C
Spiel 2 eintragen? [j/n/Name] y
Spiel 2 der Partie 1 ist gebucht
Jetons: Anna zahlt 1 an Clara, Ben zahlt 1 an Clara
Stand: Anna 32, Ben 84, Clara 45
Ben darf sich um 5 Jetons einkaufen (einkaufen Ben): Stand 84 -> 45
nächster Geber: Clara
<BLANKLINE>
Laufende Partie 1, 2 Spiele gespielt, Pulle 15
  Spieler      Punkte Jetons
  Anna             32     -4
  Ben              84     -7  darf sich einkaufen (auf 45)
  Clara            45     -4  gibt das nächste Spiel
Kauft sich Ben um 5 Jetons ein (Stand 84 -> 45)? [j/n] sure
klopf: antworte ja oder nein
Kauft sich Ben um 5 Jetons ein (Stand 84 -> 45)? [j/n] y
Ben kauft sich um 5 Jetons ein: Stand 84 -> 45; Pulle 20
<BLANKLINE>
Spiel 3: Clara gibt.
Wer ist ausgegangen? Anna rummy
Karten von Anna (10, oder 11 vor dem Abwurf): 12
klopf: Anna ist ausgegangen und muss die Karten zeigen, nicht Punkte
Karten von Anna (10, oder 11 vor dem Abwurf): 6H 7H 8H KS KD KC 4C 5C 6C 3D
klopf: Anna hat Rommé angesagt, aber die beste Aufteilung lässt 3 Restpunkte (ein Rommé braucht 0)
  [4C 5C 6C] [6H 7H 8H] [KS KD KC]  übrig 3D
  (gib das Blatt noch einmal ein, antworte klopft oder Rommé, um die Ansage zu ändern, oder verwerfen, um das Spiel neu zu beginnen)
Karten von Anna (10, oder 11 vor dem Abwurf): cancel
Spiel 3 verworfen; es wurde nichts eingetragen.
<BLANKLINE>
Spiel 3: Clara gibt.
Wer ist ausgegangen? Anna
Geklopft oder Rommé? k
Karten von Anna (10, oder 11 vor dem Abwurf): 6H 7H 8H KS KD KC 4C 5C 6C 3D
  Anna: [4C 5C 6C] [6H 7H 8H] [KS KD KC]  übrig 3D  (Restpunkte 3: das Klopfen gilt)
Karten von Ben (10) oder Punkte: QS QD QH 9S 8C 7D 6S 4H 6D KH
  Ben: [QS QH QD]  übrig 6S 9S 4H KH 6D 7D 8C  (50 Punkte)
Karten von Clara (10) oder Punkte: undo
Das begonnene Spiel verwerfen und das zuletzt Eingetragene zurücknehmen? [j/n] n
Karten von Clara (10) oder Punkte: AS AC 2H 4S 2C 9D JH 3D 3S 5H
  Clara: übrig AS 3S 4S 2H 5H JH 3D 9D AC 2C  (60 Punkte)
<BLANKLINE>
Spiel 3: Anna klopft (Clara hat gegeben)
  Anna         3 Punkte  [4C 5C 6C] [6H 7H 8H] [KS KD KC]  übrig 3D
  Ben         50 Punkte  [QS QH QD]  übrig 6S 9S 4H KH 6D 7D 8C
  Clara       60 Punkte  übrig AS 3S 4S 2H 5H JH 3D 9D AC 2C  -> mit 105 ausgeschieden
Spiel 3 eintragen? [j/n/Name] Clara
Karten von Clara (10) oder Punkte: 60
  Clara: 60 (als Punkte eingegeben)
<BLANKLINE>
Spiel 3: Anna klopft (Clara hat gegeben)
  Anna         3 Punkte  [4C 5C 6C] [6H 7H 8H] [KS KD KC]  übrig 3D
  Ben         50 Punkte  [QS QH QD]  übrig 6S 9S 4H KH 6D 7D 8C
  Clara       60 Punkte  (als Punkte eingegeben)  -> mit 105 ausgeschieden
Spiel 3 eintragen? [j/n/Name] y
Spiel 3 der Partie 1 ist gebucht
Jetons: Ben zahlt 1 an Anna, Clara zahlt 1 an Anna
Stand: Anna 35, Ben 95, Clara 105 (ausgeschieden)
Clara ist mit 105 Punkten ausgeschieden
nächster Geber: Anna
<BLANKLINE>
Laufende Partie 1, 3 Spiele gespielt, Pulle 20
  Spieler      Punkte Jetons
  Anna             35     -2  gibt das nächste Spiel
  Ben              95    -13  hat sich eingekauft
  Clara           105     -5  ausgeschieden (Spiel 3)
<BLANKLINE>
Spiel 4: Anna gibt.
Wer ist ausgegangen? (Ende der Eingabe)

@ 9

@ 10
klopf play: hilfe zeigt bei jeder Frage die Hilfe, ende beendet.
Laufende Partie 1, 3 Spiele gespielt, Pulle 20
  Spieler      Punkte Jetons
  Anna             35     -2  gibt das nächste Spiel
  Ben              95    -13  hat sich eingekauft
  Clara           105     -5  ausgeschieden (Spiel 3)
<BLANKLINE>
Spiel 4: Anna gibt.
Wer ist ausgegangen? Ben knock
Karten von Ben (10, oder 11 vor dem Abwurf): AH 2H JK 7S 7D 7C JC QC KC 2S
  Ben: [AH 2H JK] [7S 7D 7C] [JC QC KC]  übrig 2S  (Restpunkte 2: das Klopfen gilt)
Karten von Anna (10) oder Punkte: KH QS JD 9C 8S 6D 4C 3S 5S 5D
  Anna: übrig 3S 5S 8S QS KH 5D 6D JD 4C 9C  (70 Punkte)
<BLANKLINE>
Spiel 4: Ben klopft (Anna hat gegeben)
  Ben          2 Punkte  [AH 2H JK] [7S 7D 7C] [JC QC KC]  übrig 2S
  Anna        70 Punkte  übrig 3S 5S 8S QS KH 5D 6D JD 4C 9C  -> mit 105 ausgeschieden
Spiel 4 eintragen? [j/n/Name] y
Spiel 4 der Partie 1 ist gebucht
Jetons: Anna zahlt 1 an Ben, die Pulle zahlt 20 an Ben
Stand: Anna 105 (ausgeschieden), Ben 97, Clara 105 (ausgeschieden)
Anna ist mit 105 Punkten ausgeschieden
Ben gewinnt die Partie und die Pulle
Jetons netto: Anna -3, Ben +8, Clara -5
<BLANKLINE>
Partie 1, beendet, 4 Spiele gespielt, Pulle 0
  Spieler      Punkte Jetons
  Anna            105     -3  ausgeschieden (Spiel 4)
  Ben              97     +8  hat sich eingekauft  hat die Pulle gewonnen
  Clara           105     -5  ausgeschieden (Spiel 3)
Partie 1 ist aus: Ben gewinnt die Pulle (20 Jetons).
Noch eine Partie mit Anna, Ben und Clara? [j/n] undo
Spiel 4 der Partie 1 entfernt
Partie 1 war beendet und läuft wieder
Laufende Partie 1, 3 Spiele gespielt, Pulle 20
  Spieler      Punkte Jetons
  Anna             35     -2  gibt das nächste Spiel
  Ben              95    -13  hat sich eingekauft
  Clara           105     -5  ausgeschieden (Spiel 3)
<BLANKLINE>
Spiel 4: Anna gibt.
Wer ist ausgegangen? Ben knock
Karten von Ben (10, oder 11 vor dem Abwurf): AH 2H JK 7S 7D 7C JC QC KC 2S
  Ben: [AH 2H JK] [7S 7D 7C] [JC QC KC]  übrig 2S  (Restpunkte 2: das Klopfen gilt)
Karten von Anna (10) oder Punkte: 70
  Anna: 70 (als Punkte eingegeben)
<BLANKLINE>
Spiel 4: Ben klopft (Anna hat gegeben)
  Ben          2 Punkte  [AH 2H JK] [7S 7D 7C] [JC QC KC]  übrig 2S
  Anna        70 Punkte  (als Punkte eingegeben)  -> mit 105 ausgeschieden
Spiel 4 eintragen? [j/n/Name] y
Spiel 4 der Partie 1 ist gebucht
Jetons: Anna zahlt 1 an Ben, die Pulle zahlt 20 an Ben
Stand: Anna 105 (ausgeschieden), Ben 97, Clara 105 (ausgeschieden)
Anna ist mit 105 Punkten ausgeschieden
Ben gewinnt die Partie und die Pulle
Jetons netto: Anna -3, Ben +8, Clara -5
<BLANKLINE>
Partie 1, beendet, 4 Spiele gespielt, Pulle 0
  Spieler      Punkte Jetons
  Anna            105     -3  ausgeschieden (Spiel 4)
  Ben              97     +8  hat sich eingekauft  hat die Pulle gewonnen
  Clara           105     -5  ausgeschieden (Spiel 3)
Partie 1 ist aus: Ben gewinnt die Pulle (20 Jetons).
Noch eine Partie mit Anna, Ben und Clara? [j/n] n
Spieler in Sitzordnung (der erste gibt): Dora Emil
Dora hat noch nie mitgespielt; Dora als neuen Spieler aufnehmen? [j/n] quit

@ 11
Partie 1, beendet, 4 Spiele gespielt, Pulle 0
  Spieler      Punkte Jetons
  Anna            105     -3  ausgeschieden (Spiel 4)
  Ben              97     +8  hat sich eingekauft  hat die Pulle gewonnen
  Clara           105     -5  ausgeschieden (Spiel 3)

@ 12
klopf play: hilfe zeigt bei jeder Frage die Hilfe, ende beendet.
Noch eine Partie mit Anna, Ben und Clara? [j/n] Dora knock
klopf: antworte ja oder nein
Noch eine Partie mit Anna, Ben und Clara? [j/n] undo
Spiel 4 der Partie 1 entfernt
Partie 1 war beendet und läuft wieder
Laufende Partie 1, 3 Spiele gespielt, Pulle 20
  Spieler      Punkte Jetons
  Anna             35     -2  gibt das nächste Spiel
  Ben              95    -13  hat sich eingekauft
  Clara           105     -5  ausgeschieden (Spiel 3)
<BLANKLINE>
Spiel 4: Anna gibt.
Wer ist ausgegangen? y
klopf: y spielt nicht in Partie 1 mit (Anna, Ben und Clara)
Wer ist ausgegangen? quit

@ 13
Laufende Partie 1, 3 Spiele gespielt, Pulle 20
  Spieler      Punkte Jetons
  Anna             35     -2  gibt das nächste Spiel
  Ben              95    -13  hat sich eingekauft
  Clara           105     -5  ausgeschieden (Spiel 3)

@ 14
klopf play: hilfe zeigt bei jeder Frage die Hilfe, ende beendet.
(Partie 1 läuft; --rule und --profile gelten für die nächste hier begonnene Partie)
Laufende Partie 1, 3 Spiele gespielt, Pulle 20
  Spieler      Punkte Jetons
  Anna             35     -2  gibt das nächste Spiel
  Ben              95    -13  hat sich eingekauft
  Clara           105     -5  ausgeschieden (Spiel 3)
<BLANKLINE>
Spiel 4: Anna gibt.
Wer ist ausgegangen? y
klopf: y spielt nicht in Partie 1 mit (Anna, Ben und Clara)
Wer ist ausgegangen? Ben rummy
Karten von Ben (10, oder 11 vor dem Abwurf): 4S 5S 6S 7S 9D 9H 9C JC QC KC
  Ben: [4S 5S 6S 7S] [9H 9D 9C] [JC QC KC]  (Rommé)
Karten von Anna (10) oder Punkte: JS JD JH 10S 10H 10C 2H 9D 9S KD
  Anna: [10S 10H 10C] [JS JH JD]  übrig 9S 2H 9D KD  (30 Punkte)
<BLANKLINE>
Spiel 4: Ben macht Rommé (Anna hat gegeben)
  Ben          0 Punkte  [4S 5S 6S 7S] [9H 9D 9C] [JC QC KC]
  Anna        30 Punkte  [10S 10H 10C] [JS JH JD]  übrig 9S 2H 9D KD
Spiel 4 eintragen? [j/n/Name] 40
klopf: antworte ja, nein, mit dem Namen des Spielers, dessen Blatt sich ändern soll, oder mit tauschen NAME NAME
Spiel 4 eintragen? [j/n/Name] no
Spiel 4 verworfen; es wurde nichts eingetragen.
<BLANKLINE>
Spiel 4: Anna gibt.
Wer ist ausgegangen? quit

@ 15
Laufende Partie 1, 3 Spiele gespielt, Pulle 20
  Spieler      Punkte Jetons
  Anna             35     -2  gibt das nächste Spiel
  Ben              95    -13  hat sich eingekauft
  Clara           105     -5  ausgeschieden (Spiel 3)

@ 16

@ 17

@ 18
Noch eine Partie mit Anna, Ben und Clara? [j/n] no
Spieler in Sitzordnung (der erste gibt): Anna Ben Klara
Klara hat noch nie mitgespielt (war Clara gemeint?); Klara als neuen Spieler aufnehmen? [j/n] no
Wer spielt statt Klara (war Clara gemeint?): Dora
Dora hat noch nie mitgespielt; Dora als neuen Spieler aufnehmen? [j/n] yes
Partie 2: Anna, Ben, Dora

@ 19
Spieler in Sitzordnung (der erste gibt): Anna
klopf: eine Partie gin braucht 2 Spieler, nicht 1
Spieler in Sitzordnung (der erste gibt): Anna Ben Clara
klopf: eine Partie gin braucht 2 Spieler, nicht 3

@ 20
Spieler in Sitzordnung (der erste gibt): A B C D E F G H I J K L M N
klopf: eine Partie continental braucht 2 bis 12 Spieler, nicht 14

# Die Wörter von klopf play in seiner Hilfe, unter ihrer deutschen
# Überschrift (die Zeilen ab ihr statt ab der englischen).
@ 21 $ klopf play --help | sed -n '/^Bei jeder Frage kannst/,/^$/p'
Bei jeder Frage kannst du auch eingeben (die englischen Wörter gehen auch):
  korrigiere N NAME=KARTEN...  Spiel N korrigieren (wie klopf fix)
  einkaufen NAME   NAME kauft sich ein (zwischen den Spielen)
  aussteigen NAME  NAME steigt aus der Partie aus (zwischen den Spielen)
  regeln SCHLÜSSEL=WERT  eine Hausregel ab dem nächsten Spiel ändern
  zurück           das zuletzt Eingetragene zurücknehmen
  stand            Stand, Jetons und Pulle zeigen
  verwerfen        das begonnene Spiel verwerfen (Strg-C)
  hilfe            diese Hilfe zeigen
  ende             beenden (Strg-D); nur eingetragene Spiele bleiben
In den Spielen mit Auslegen außerdem bei jeder Frage:
  auslegen GRUPPEN  eine Erstmeldung prüfen (wie klopf meld)
  prüfen HAND      was ein Blatt kann (wie klopf check)
  beenden          das Spiel jetzt beenden (zwischen den Spielen)
Bei phom, continental und queen-city außerdem zwischen den Spielen:
  beenden          das Spiel jetzt beenden (wie klopf end)

# Eine Partie ganz auf Deutsch: die Antworten ja, nein, klopft und Rommé,
# die Befehlswörter stand, zurück, aussteigen, regeln und ende.
$ printf '%s\n' 'Dora Emil Fritz' 'Dora klopft' '4H 5H 6H 7S 7D 7C JS QS KS 4C' '30' '20' 'ja' 'stand' 'Emil' 'Rommé' '3H 4H 5H 6H 7S 7D 7C JS QS KS 9C' '10' '12' 'nein' 'zurück' 'regeln knock_limit=5' 'aussteigen Fritz' 'ende' | KLOPF_NOW=2026-05-05T19:00:00Z klopf --db de.db play
klopf play: hilfe zeigt bei jeder Frage die Hilfe, ende beendet.
Es läuft keine Partie; gib die Spieler ein, um eine zu beginnen.
Spieler in Sitzordnung (der erste gibt): Dora Emil Fritz
Partie 1: Dora, Emil, Fritz
Alle zahlen je 5 Jetons in die Pulle (Pulle 15); Dora gibt zuerst
Laufende Partie 1, 0 Spiele gespielt, Pulle 15
  Spieler      Punkte Jetons
  Dora              0     -5  gibt das nächste Spiel
  Emil              0     -5
  Fritz             0     -5
<BLANKLINE>
Spiel 1: Dora gibt.
Wer ist ausgegangen? Dora klopft
Karten von Dora (10, oder 11 vor dem Abwurf): 4H 5H 6H 7S 7D 7C JS QS KS 4C
  Dora: [4H 5H 6H] [7S 7D 7C] [JS QS KS]  übrig 4C  (Restpunkte 4: das Klopfen gilt)
Karten von Emil (10) oder Punkte: 30
  Emil: 30 (als Punkte eingegeben)
Karten von Fritz (10) oder Punkte: 20
  Fritz: 20 (als Punkte eingegeben)
<BLANKLINE>
Spiel 1: Dora klopft (Dora hat gegeben)
  Dora         4 Punkte  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  übrig 4C
  Emil        30 Punkte  (als Punkte eingegeben)
  Fritz       20 Punkte  (als Punkte eingegeben)
Spiel 1 eintragen? [j/n/Name] ja
Spiel 1 der Partie 1 ist gebucht
Jetons: Emil zahlt 1 an Dora, Fritz zahlt 1 an Dora
Stand: Dora 4, Emil 30, Fritz 20
nächster Geber: Emil
<BLANKLINE>
Laufende Partie 1, 1 Spiel gespielt, Pulle 15
  Spieler      Punkte Jetons
  Dora              4     -3
  Emil             30     -6  gibt das nächste Spiel
  Fritz            20     -6
<BLANKLINE>
Spiel 2: Emil gibt.
Wer ist ausgegangen? stand
Laufende Partie 1, 1 Spiel gespielt, Pulle 15
  Spieler      Punkte Jetons
  Dora              4     -3
  Emil             30     -6  gibt das nächste Spiel
  Fritz            20     -6
Wer ist ausgegangen? Emil
Geklopft oder Rommé? Rommé
Karten von Emil (10, oder 11 vor dem Abwurf): 3H 4H 5H 6H 7S 7D 7C JS QS KS 9C
  Emil: [3H 4H 5H 6H] [7S 7D 7C] [JS QS KS]  Abwurf 9C  (Rommé)
Karten von Fritz (10) oder Punkte: 10
  Fritz: 10 (als Punkte eingegeben)
Karten von Dora (10) oder Punkte: 12
  Dora: 12 (als Punkte eingegeben)
<BLANKLINE>
Spiel 2: Emil macht Rommé (Emil hat gegeben)
  Emil         0 Punkte  [3H 4H 5H 6H] [7S 7D 7C] [JS QS KS]  Abwurf 9C
  Fritz       10 Punkte  (als Punkte eingegeben)
  Dora        12 Punkte  (als Punkte eingegeben)
Spiel 2 eintragen? [j/n/Name] nein
Spiel 2 verworfen; es wurde nichts eingetragen.
<BLANKLINE>
Spiel 2: Emil gibt.
Wer ist ausgegangen? zurück
Spiel 1 der Partie 1 entfernt
Laufende Partie 1, 0 Spiele gespielt, Pulle 15
  Spieler      Punkte Jetons
  Dora              0     -5  gibt das nächste Spiel
  Emil              0     -5
  Fritz             0     -5
<BLANKLINE>
Spiel 1: Dora gibt.
Wer ist ausgegangen? regeln knock_limit=5
Ab Spiel 1 der Partie 1 gilt knock_limit=5 (vorher 4)
Laufende Partie 1, 0 Spiele gespielt, Pulle 15
  Hausregeln: knock_limit=5
  während der Partie geändert: knock_limit 4 -> 5
  Spieler      Punkte Jetons
  Dora              0     -5  gibt das nächste Spiel
  Emil              0     -5
  Fritz             0     -5
<BLANKLINE>
Spiel 1: Dora gibt.
Wer ist ausgegangen? aussteigen Fritz
Fritz steigt vor dem ersten Spiel mit 0 Punkten aus Partie 1 aus
Laufende Partie 1, 0 Spiele gespielt, Pulle 15
  Hausregeln: knock_limit=5
  während der Partie geändert: knock_limit 4 -> 5
  Spieler      Punkte Jetons
  Dora              0     -5  gibt das nächste Spiel
  Emil              0     -5
  Fritz             0     -5  vor Spiel 1 ausgestiegen
<BLANKLINE>
Spiel 1: Dora gibt.
Wer ist ausgegangen? ende
