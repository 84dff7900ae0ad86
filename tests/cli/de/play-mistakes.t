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
klopf: diese Blätter können nicht aus einem Deck stammen: QS liegt 3-mal auf dem Tisch (Anna 1, Clara 1, Ben 1), im Deck gibt es sie aber nur 2-mal
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
Spiel 1 der Partie 1: Anna klopft (Anna hat gegeben)
  Anna         2 Punkte  [3H 4H 5H] [7S 7D 7C] [QS QD QC]  übrig 2S  Abwurf KH
  Ben         70 Punkte  übrig QS 6H 9H 2D 4D JD 5C 6C 8C JC
  Clara       34 Punkte  [2C 3C 4C] [8D 9D 10D]  übrig 5S 9S KH KD
Jetons: Ben zahlt 1 an Anna, Clara zahlt 1 an Anna
Stand: Anna 2, Ben 70, Clara 34
nächster Geber: Ben
<BLANKLINE>
Partie 1, im Spiel, 1 Spiel gespielt, Pulle 15
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
