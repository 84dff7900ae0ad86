# The German outputs of the commands of tests/cli/play-mistakes.t, run
# under de_AT.UTF-8: "@ N" is the output of its Nth command (the format
# is described in tests/cli/run-transcript.sh).

@ 1

@ 2
Spiel 1: Anna gibt.
Wer ist ausgegangen? Anna knock
Karten von Anna (10, oder 11 vor dem Abwurf): 3H 4H 5H QS QD QC 7C 7D 7S 2S KH
  Anna: [3H 4H 5H] [7S 7D 7C] [QS QD QC]  übrig 2S  Abwurf KH  (Restpunkte 2: das Klopfen gilt)
Karten von Ben (10) oder Punkte: KD 2C 3C 4C 8D 9D 10D KH 5S 9S
  Ben: [2C 3C 4C] [8D 9D 10D]  übrig 5S 9S KH KD  (34 Punkte)
Karten von Clara (10) oder Punkte: QS 2D 4D 6H 8C 9H JC JD 5C 6C
  Clara: übrig QS 6H 9H 2D 4D JD 5C 6C 8C JC  (70 Punkte)
<BLANKLINE>
Spiel 1: Anna klopft (Anna hat gegeben)
  Anna         2 Punkte  [3H 4H 5H] [7S 7D 7C] [QS QD QC]  übrig 2S  Abwurf KH
  Ben         34 Punkte  [2C 3C 4C] [8D 9D 10D]  übrig 5S 9S KH KD
  Clara       70 Punkte  übrig QS 6H 9H 2D 4D JD 5C 6C 8C JC
Spiel 1 eintragen? [j/n/Name] Ben
Karten von Ben (10) oder Punkte: QS 2D 4D 6H 8C 9H JC JD 5C 6C
  Ben: übrig QS 6H 9H 2D 4D JD 5C 6C 8C JC  (70 Punkte)
<BLANKLINE>
Spiel 1: Anna klopft (Anna hat gegeben)
  Anna         2 Punkte  [3H 4H 5H] [7S 7D 7C] [QS QD QC]  übrig 2S  Abwurf KH
  Ben         70 Punkte  übrig QS 6H 9H 2D 4D JD 5C 6C 8C JC
  Clara       70 Punkte  übrig QS 6H 9H 2D 4D JD 5C 6C 8C JC
Spiel 1 eintragen? [j/n/Name] yes
klopf: diese Blätter können nicht aus einem Kartenspiel stammen: QS liegt 3-mal auf dem Tisch (Anna 1, Clara 1, Ben 1), im Spiel gibt es sie aber nur 2-mal
Es wurde nichts eingetragen.  Gib einen Namen ein, um dieses Blatt zu ändern, tauschen NAME NAME, um zwei Blätter zu tauschen, ja für einen neuen Versuch, nein, um das Spiel zu verwerfen.
Spiel 1 eintragen? [j/n/Name] Clara
Karten von Clara (10) oder Punkte: KD 2C 3C 4C 8D 9D 10D KH 5S 9S
  Clara: [2C 3C 4C] [8D 9D 10D]  übrig 5S 9S KH KD  (34 Punkte)
<BLANKLINE>
Spiel 1: Anna klopft (Anna hat gegeben)
  Anna         2 Punkte  [3H 4H 5H] [7S 7D 7C] [QS QD QC]  übrig 2S  Abwurf KH
  Ben         70 Punkte  übrig QS 6H 9H 2D 4D JD 5C 6C 8C JC
  Clara       34 Punkte  [2C 3C 4C] [8D 9D 10D]  übrig 5S 9S KH KD
Spiel 1 eintragen? [j/n/Name] swap ben clara
<BLANKLINE>
Spiel 1: Anna klopft (Anna hat gegeben)
  Anna         2 Punkte  [3H 4H 5H] [7S 7D 7C] [QS QD QC]  übrig 2S  Abwurf KH
  Ben         34 Punkte  [2C 3C 4C] [8D 9D 10D]  übrig 5S 9S KH KD
  Clara       70 Punkte  übrig QS 6H 9H 2D 4D JD 5C 6C 8C JC
Spiel 1 eintragen? [j/n/Name] swap ben
klopf: schreib tauschen NAME NAME: die zwei Spieler, deren Blätter unter dem Namen des anderen eingegeben wurden
Spiel 1 eintragen? [j/n/Name] swap ben zoe
klopf: zoe spielt in diesem Spiel nicht mit
Spiel 1 eintragen? [j/n/Name] swap ben ben
klopf: tauschen tauscht die Blätter zweier verschiedener Spieler
Spiel 1 eintragen? [j/n/Name] swap Ben Clara
<BLANKLINE>
Spiel 1: Anna klopft (Anna hat gegeben)
  Anna         2 Punkte  [3H 4H 5H] [7S 7D 7C] [QS QD QC]  übrig 2S  Abwurf KH
  Ben         70 Punkte  übrig QS 6H 9H 2D 4D JD 5C 6C 8C JC
  Clara       34 Punkte  [2C 3C 4C] [8D 9D 10D]  übrig 5S 9S KH KD
Spiel 1 eintragen? [j/n/Name] yes
Spiel 1 der Partie 1 ist gebucht
Jetons: Ben zahlt 1 an Anna, Clara zahlt 1 an Anna
Stand: Anna 2, Ben 70, Clara 34
nächster Geber: Ben
<BLANKLINE>
Laufende Partie 1, 1 Spiel gespielt, Pulle 15
  Spieler      Punkte Jetons
  Anna              2     -3
  Ben              70     -6  gibt das nächste Spiel
  Clara            34     -6
<BLANKLINE>
Spiel 2: Ben gibt.
Wer ist ausgegangen? quit

@ 3
<BLANKLINE>
Spiel 2: Ben klopft (Ben hat gegeben)
  Ben          2 Punkte  [2C 3C 4C] [8D 9D 10D] [JH QH KH]  übrig 2S
  Clara       34 Punkte  [2C 3C 4C] [8D 9D 10D]  übrig 5S 9S KH KD
  Anna        20 Punkte  (als Punkte eingegeben)
Spiel 2 eintragen? [j/n/Name] swap Ben Clara
klopf: Ben hat geklopft, aber die beste Aufteilung lässt 34 Restpunkte (zum Klopfen sind höchstens 4 erlaubt)
  [2C 3C 4C] [8D 9D 10D]  übrig 5S 9S KH KD
Spiel 2 eintragen? [j/n/Name] swap Ben Anna
klopf: Ben ist ausgegangen und muss die Karten zeigen, nicht Punkte
Spiel 2 eintragen? [j/n/Name] no
Spiel 2 verworfen; es wurde nichts eingetragen.
<BLANKLINE>
Spiel 2: Ben gibt.
Wer ist ausgegangen? quit

@ 4
Spiel 2: Ben gibt.
Wer ist ausgegangen? Ana knock
klopf: Ana spielt nicht in Partie 1 mit (Anna, Ben und Clara); war Anna gemeint?
Wer ist ausgegangen? y
  (genommen als: Anna knock)
Karten von Anna (10, oder 11 vor dem Abwurf): 3H 4H 5H QS QD QC 7C 7D 7S 2S KH
  Anna: [3H 4H 5H] [7S 7D 7C] [QS QD QC]  übrig 2S  Abwurf KH  (Restpunkte 2: das Klopfen gilt)
Karten von Ben (10) oder Punkte: Bne=20
klopf: Bne spielt nicht in Partie 1 mit (Anna, Ben und Clara); war Ben gemeint?
Karten von Ben (10) oder Punkte: yes
  (genommen als: Ben=20)
  Ben: 20 (als Punkte eingegeben)
Karten von Clara (10) oder Punkte: Clara=30
  Clara: 30 (als Punkte eingegeben)
<BLANKLINE>
Spiel 2: Anna klopft (Ben hat gegeben)
  Anna         2 Punkte  [3H 4H 5H] [7S 7D 7C] [QS QD QC]  übrig 2S  Abwurf KH
  Ben         20 Punkte  (als Punkte eingegeben)
  Clara       30 Punkte  (als Punkte eingegeben)
Spiel 2 eintragen? [j/n/Name] y
Spiel 2 der Partie 1 ist gebucht
Jetons: Ben zahlt 1 an Anna, Clara zahlt 1 an Anna
Stand: Anna 4, Ben 90, Clara 64
Ben darf sich um 5 Jetons einkaufen (einkaufen Ben): Stand 90 -> 64
nächster Geber: Clara
<BLANKLINE>
Laufende Partie 1, 2 Spiele gespielt, Pulle 15
  Spieler      Punkte Jetons
  Anna              4     -1
  Ben              90     -7  darf sich einkaufen (auf 64)
  Clara            64     -7  gibt das nächste Spiel
Kauft sich Ben um 5 Jetons ein (Stand 90 -> 64)? [j/n] quit

# Deutsch getippt: j nimmt den vorgeschlagenen Namen, aussteigen NAME
@ 5 $ printf '%s\n' 'aussteigen Clarq' 'j' 'Anna knock' '3H 4H 5H QS QD QC 7C 7D 7S 2S KH' '100' 'y' 'n' 'Anna Ben Klara Dora' 'n' 'j' 'j' 'quit' | KLOPF_NOW=2026-03-01T20:40:00Z klopf play 2>&1 | tail -n +8
Spiel 3: Clara gibt.
Wer ist ausgegangen? aussteigen Clarq
klopf: Clarq spielt nicht in Partie 1 mit (Anna, Ben und Clara); war Clara gemeint?
Wer ist ausgegangen? j
  (genommen als: aussteigen Clara)
Clara steigt nach Spiel 2 mit 64 Punkten aus Partie 1 aus
Laufende Partie 1, 2 Spiele gespielt, Pulle 15
  Spieler      Punkte Jetons
  Anna              4     -1  gibt das nächste Spiel
  Ben              90     -7  darf sich einkaufen (auf 4)
  Clara            64     -7  nach Spiel 2 ausgestiegen
<BLANKLINE>
Spiel 3: Anna gibt.
Wer ist ausgegangen? Anna knock
Karten von Anna (10, oder 11 vor dem Abwurf): 3H 4H 5H QS QD QC 7C 7D 7S 2S KH
  Anna: [3H 4H 5H] [7S 7D 7C] [QS QD QC]  übrig 2S  Abwurf KH  (Restpunkte 2: das Klopfen gilt)
Karten von Ben (10) oder Punkte: 100
  Ben: 100 (als Punkte eingegeben)
<BLANKLINE>
Spiel 3: Anna klopft (Anna hat gegeben)
  Anna         2 Punkte  [3H 4H 5H] [7S 7D 7C] [QS QD QC]  übrig 2S  Abwurf KH
  Ben        100 Punkte  (als Punkte eingegeben)  -> mit 190 ausgeschieden
Spiel 3 eintragen? [j/n/Name] y
Spiel 3 der Partie 1 ist gebucht
Jetons: Ben zahlt 1 an Anna, die Pulle zahlt 15 an Anna
Stand: Anna 6, Ben 190 (ausgeschieden), Clara 64 (ausgestiegen)
Ben ist mit 190 Punkten ausgeschieden
Anna gewinnt die Partie und die Pulle
Jetons netto: Anna +15, Ben -8, Clara -7
<BLANKLINE>
Partie 1, beendet, 3 Spiele gespielt, Pulle 0
  Spieler      Punkte Jetons
  Anna              6    +15  hat die Pulle gewonnen
  Ben             190     -8  ausgeschieden (Spiel 3)
  Clara            64     -7  nach Spiel 2 ausgestiegen
Partie 1 ist aus: Anna gewinnt die Pulle (15 Jetons).
Noch eine Partie mit Anna und Ben? [j/n] n
Spieler in Sitzordnung (der erste gibt): Anna Ben Klara Dora
Klara hat noch nie mitgespielt (war Clara gemeint?); Klara als neuen Spieler aufnehmen? [j/n] n
Wer spielt statt Klara (war Clara gemeint?): j
  (genommen als: Clara)
Dora hat noch nie mitgespielt; Dora als neuen Spieler aufnehmen? [j/n] j
Partie 2: Anna, Ben, Clara, Dora
Alle zahlen je 5 Jetons in die Pulle (Pulle 20); Anna gibt zuerst
Laufende Partie 2, 0 Spiele gespielt, Pulle 20
  Spieler      Punkte Jetons
  Anna              0     -5  gibt das nächste Spiel
  Ben               0     -5
  Clara             0     -5
  Dora              0     -5
<BLANKLINE>
Spiel 1: Anna gibt.
Wer ist ausgegangen? quit

@ 6
Ben kauft sich um 5 Jetons ein: Stand 90 -> 40; Pulle 25

@ 7
Wer ist ausgegangen? fix 1
  Spiel 1, wie gebucht: Anna klopft
Wer ist ausgegangen? fix 1 Clara
  Blatt von Clara in Spiel 1, wie gebucht: 40
Wer ist ausgegangen? fix 1 Zoe
klopf: Zoe hat in Spiel 1 kein Blatt
Wer ist ausgegangen? fix 7 Clara
klopf: Partie 2 hat kein Spiel 7 (sie hat 2)
Wer ist ausgegangen? fix 1 Clara=50
Spiel 1 der Partie 2 korrigiert:
  Clara      40 -> 50
Spiel 1: Anna klopft
  Anna         2 Punkte  [3H 4H 5H] [7S 7D 7C] [QS QD QC]  übrig 2S  Abwurf KH
  Ben         90 Punkte  (als Punkte eingegeben)
  Clara       50 Punkte  (als Punkte eingegeben)
  Dora        30 Punkte  (als Punkte eingegeben)
Stand und Jetons, vorher -> nachher:
  Anna            4 ->    4     +1 ->   +1
  Ben            45 ->   55    -12 ->  -12
  Clara          45 ->   55     -7 ->   -7
  Dora           35 ->   35     -7 ->   -7
Der Einkauf von Ben nach Spiel 1 geht jetzt auf 50 (nicht 40), den zweitschlechtesten Stand nach der Korrektur
Wer ist ausgegangen? quit
