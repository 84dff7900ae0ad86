# The German outputs of the commands of tests/cli/play-rest.t, run under
# de_AT.UTF-8: "@ N" is the output of its Nth command (the format is
# described in tests/cli/run-transcript.sh).

@ 1
klopf play: hilfe zeigt bei jeder Frage die Hilfe, ende beendet.
Es läuft keine Partie; gib die Spieler ein, um eine zu beginnen.
Spieler in Sitzordnung (der erste gibt): Anna Ben Clara
Partie 1: Anna, Ben, Clara
Eine Partie Phỏm, bis der Tisch die Regel hands setzt; Anna gibt zuerst
Laufende Partie 1: Phỏm, 0 Spiele gespielt
Eine Partie Phỏm, bis der Tisch die Regel hands setzt
  Spieler      Jetons erhalten Spiele
  Anna             +0        0      0  gibt das nächste Spiel
  Ben              +0        0      0
  Clara            +0        0      0
<BLANKLINE>
Spiel 1: Anna gibt.
Wer meldet ù (oder Vergleich)? showdown
Karten von Ben (9): AS 2S 3S 7H 8H 9H KD QC 5C
  Ben: [AS 2S 3S] [7H 8H 9H]  übrig KD 5C QC  (zählt 30)
Karten von Clara (9): 4D 4H 4C 10S JS QS 2D 6D KS
  Clara: [4H 4D 4C] [10S JS QS KS]  übrig 2D 6D  (zählt 8)
Karten von Anna (9): AH 2C 3D 5H 6S 8D 9C 10H JC
  Anna: übrig 6S AH 5H 10H 3D 8D 2C 9C JC  (zählt 55)
<BLANKLINE>
Spiel 1: der Vergleich (Anna hat gegeben)
  Ben          -1 Jetons  [AS 2S 3S] [7H 8H 9H]  übrig KD 5C QC
  Clara        +5 Jetons  [4H 4D 4C] [10S JS QS KS]  übrig 2D 6D
  Anna         -4 Jetons  übrig 6S AH 5H 10H 3D 8D 2C 9C JC
Spiel 1 eintragen? [j/n/Name] yes
Spiel 1 der Partie 1 ist gebucht
Clara gewinnt den Vergleich und erhält 5
Jetons:
  Ben zahlt 1 an Clara nach dem Platz im Vergleich
  Anna zahlt 4 an Clara: ein Blatt ohne Meldung (móm)
Stand: Anna -4, Ben -1, Clara +5
nächster Geber: Ben
<BLANKLINE>
Laufende Partie 1: Phỏm, 1 Spiel gespielt
Eine Partie Phỏm, bis der Tisch die Regel hands setzt
  Spieler      Jetons erhalten Spiele
  Anna             -4        0      0
  Ben              -1        0      0  gibt das nächste Spiel
  Clara            +5        5      1
<BLANKLINE>
Spiel 2: Ben gibt.
Wer meldet ù (oder Vergleich)? Ben
Karten von Ben (10): AD 2D 3D 5S 5H 5C 8S 9S 10S
klopf: Ben meldet ù mit 9 Karten; ù wird mit 10 gezeigt (alle gemeldet, oder alle bis auf einen Abwurf)
  [AD 2D 3D] [5S 5H 5C] [8S 9S 10S]
  (gib das Blatt noch einmal ein oder verwerfen, um das Spiel neu zu beginnen)
Karten von Ben (10): AD 2D 3D 5S 5H 5C 8S 9S 10S KH
  Ben: [AD 2D 3D] [5S 5H 5C] [8S 9S 10S]  Abwurf KH  (ù)
Die anderen Blätter ändern die Wertung nicht und werden nicht abgefragt; gib beim letzten Blick den Namen eines Spielers ein, um sein Blatt für das Protokoll einzugeben.
<BLANKLINE>
Spiel 2: Ben meldet ù (Ben hat gegeben)
  Ben         +12 Jetons  [AD 2D 3D] [5S 5H 5C] [8S 9S 10S]  Abwurf KH
  Clara        -6 Jetons  (nicht gezeigt)
  Anna         -6 Jetons  (nicht gezeigt)
Spiel 2 eintragen? [j/n/Name] Clara
Karten von Clara (9): AS 2S 3S 7H 8H 9H KD QC
klopf: Clara zeigt 8 Karten; ein Blatt hat am Ende eines Spiels 9
Karten von Clara (9): AS 2S 3S 7H 8H 9H KD QC 5D
  Clara: [AS 2S 3S] [7H 8H 9H]  übrig 5D KD QC  (zählt 30)
<BLANKLINE>
Spiel 2: Ben meldet ù (Ben hat gegeben)
  Ben         +12 Jetons  [AD 2D 3D] [5S 5H 5C] [8S 9S 10S]  Abwurf KH
  Clara        -6 Jetons  [AS 2S 3S] [7H 8H 9H]  übrig 5D KD QC
  Anna         -6 Jetons  (nicht gezeigt)
Spiel 2 eintragen? [j/n/Name] yes
Spiel 2 der Partie 1 ist gebucht
Ben gewinnt mit ù und erhält 12
Jetons:
  Anna zahlt 6 an Ben für ù
  Clara zahlt 6 an Ben für ù
Stand: Anna -10, Ben +11, Clara -1
nächster Geber: Clara
<BLANKLINE>
Laufende Partie 1: Phỏm, 2 Spiele gespielt
Eine Partie Phỏm, bis der Tisch die Regel hands setzt
  Spieler      Jetons erhalten Spiele
  Anna            -10        0      0
  Ben             +11       12      1
  Clara            -1        5      1  gibt das nächste Spiel
<BLANKLINE>
Spiel 3: Clara gibt.
Wer meldet ù (oder Vergleich)? quit

@ 2
Partie 1 nach 2 Spielen abgebrochen; die bewegten Jetons bleiben, wo sie sind

@ 3
klopf play: hilfe zeigt bei jeder Frage die Hilfe, ende beendet.
Noch eine Partie mit Anna, Ben und Clara? [j/n] no
Spieler in Sitzordnung (der erste gibt): Anna Ben
Partie 2: Anna, Ben
Eine Partie Continental über 2 Spiele; Anna gibt zuerst
Hausregel: hands=2 (Standard offen)
Laufende Partie 2: Continental, 0 Spiele gespielt
Eine Partie Continental über 2 Spiele
  Hausregeln: hands=2
  Spieler      Jetons erhalten Spiele
  Anna             +0        0      0  gibt das nächste Spiel
  Ben              +0        0      0
<BLANKLINE>
Spiel 1: Anna gibt.
Wer ist ausgegangen? Anna
Karten von Anna (15, oder 16 vor dem Abwurf): 3H 4H JK 6H 7H 9S 10S JS QS 2D 3D 4D 5C 6C 7C
  Anna: [2D 3D 4D] [3H 4H JK 6H 7H] [5C 6C 7C] [9S 10S JS QS]  (geht aus)
Karten von Ben (15): AS JC 3H JS AD 2S 9S 5H 2C QD 6C 7C JD 4S 4D
  Ben: übrig AS 2S 4S 9S JS 3H 5H AD 4D JD QD 2C 6C 7C JC  (zählt 84)
<BLANKLINE>
Spiel 1: Anna geht aus (Anna hat gegeben)
  Anna         +3 Jetons  [2D 3D 4D] [3H 4H JK 6H 7H] [5C 6C 7C] [9S 10S JS QS]
  Ben          -3 Jetons  übrig AS 2S 4S 9S JS 3H 5H AD 4D JD QD 2C 6C 7C JC
Spiel 1 eintragen? [j/n/Name] yes
Spiel 1 der Partie 2 ist gebucht
Anna geht aus; jeder andere Spieler zahlt 3
Jetons:
  Ben zahlt 3 an Anna fürs Ausgehen
Stand: Anna +3, Ben -3
nächster Geber: Ben
<BLANKLINE>
Laufende Partie 2: Continental, 1 Spiel gespielt
Eine Partie Continental über 2 Spiele
  Hausregeln: hands=2
  Spieler      Jetons erhalten Spiele
  Anna             +3        3      1
  Ben              -3        0      0  gibt das nächste Spiel
<BLANKLINE>
Spiel 2: Ben gibt.
Wer ist ausgegangen? quit
