# The German outputs of the commands of tests/cli/play-family.t, run under
# de_AT.UTF-8: "@ N" is the output of its Nth command (the format is
# described in tests/cli/run-transcript.sh).

# klopfen, tot and ja typed in German (the other answers in English:
# klopf play reads both)
@ 1 $ printf '%s\n' 'Anna Ben' 'Anna' 'g' '7H 8H 9H QS QC QD 3C 4C 5C 2D KH' 'klopfen' '12' '10H JH 2S 3S 4S 9C 9D 6D 6S KC' 'yes' 'tot' 'ja' 'Ben' 'b' 'AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JD' 'g' 'AH 2H 3H 4D 5D 6D 7C 8C 9C KD' 'yes' 'quit' | KLOPF_NOW=2026-03-04T20:00:00Z klopf play --game gin
klopf play: hilfe zeigt bei jeder Frage die Hilfe, ende beendet.
Es läuft keine Partie; gib die Spieler ein, um eine zu beginnen.
Spieler in Sitzordnung (der erste gibt): Anna Ben
Partie 1: Anna, Ben
Eine Partie Gin bis 100; Anna gibt zuerst
Laufende Partie 1: Gin bis 100, 0 Spiele gespielt
  Spieler      Punkte Spiele Jetons
  Anna              0      0     +0  gibt das nächste Spiel
  Ben               0      0     +0
<BLANKLINE>
Spiel 1: Anna gibt.
Wer ist ausgegangen? Anna
Geklopft, Gin oder Big Gin? g
Karten von Anna (10, oder 11 vor dem Abwurf): 7H 8H 9H QS QC QD 3C 4C 5C 2D KH
klopf: Anna hat Gin gemacht, aber die beste Anordnung lässt 2 Restpunkte (Gin braucht 0)
  [3C 4C 5C] [7H 8H 9H] [QS QD QC]  übrig 2D  Abwurf KH
  (gib das Blatt noch einmal ein, antworte klopfen, gin oder big gin, um die Ansage zu ändern, oder verwerfen, um das Spiel neu zu beginnen)
Karten von Anna (10, oder 11 vor dem Abwurf): klopfen
  Anna: [3C 4C 5C] [7H 8H 9H] [QS QD QC]  übrig 2D  Abwurf KH  (Restpunkte 2: das Klopfen gilt)
Karten von Ben (10): 12
klopf: Ben muss die Karten zeigen: bei Gin und Klopf-Rommé wird jede Hand nach ihren Karten beurteilt
Karten von Ben (10): 10H JH 2S 3S 4S 9C 9D 6D 6S KC
  Ben: [2S 3S 4S]  übrig 6S 10H JH 6D 9D 9C KC  (zählt 60)
  Ben nach dem Anlegen: [2S 3S 4S]  übrig 6S 6D 9D 9C KC  angelegt 10H JH  (zählt 40)
<BLANKLINE>
Spiel 1: Anna klopft (Anna hat gegeben)
  Anna        38 Punkte  [3C 4C 5C] [7H 8H 9H] [QS QD QC]  übrig 2D  Abwurf KH
  Ben          0 Punkte  [2S 3S 4S]  übrig 6S 6D 9D 9C KC  angelegt 10H JH
Spiel 1 eintragen? [j/n/Name] yes
Spiel 1 der Partie 1 ist gebucht
Anna gewinnt das Spiel durch Klopfen und schreibt 38
Stand: Anna 38, Ben 0
nächster Geber: Anna
<BLANKLINE>
Laufende Partie 1: Gin bis 100, 1 Spiel gespielt
  Spieler      Punkte Spiele Jetons
  Anna             38      1     +0  gibt das nächste Spiel
  Ben               0      0     +0
<BLANKLINE>
Spiel 2: Anna gibt.
Wer ist ausgegangen? tot
Ein totes Spiel: niemand hat geklopft, und nichts wird geschrieben. Eintragen? [j/n] ja
Spiel 2 der Partie 1: ein totes Spiel (Anna hat gegeben); nichts wird geschrieben
Stand: Anna 38, Ben 0
nächster Geber: Anna
Laufende Partie 1: Gin bis 100, 2 Spiele gespielt
  Spieler      Punkte Spiele Jetons
  Anna             38      1     +0  gibt das nächste Spiel
  Ben               0      0     +0
<BLANKLINE>
Spiel 3: Anna gibt.
Wer ist ausgegangen? Ben
Geklopft, Gin oder Big Gin? b
Karten von Ben (10, oder 11 vor dem Abwurf): AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JD
klopf: Ben hat Big Gin angesagt, aber nicht alle elf Karten liegen in Meldungen; die beste Anordnung braucht einen Abwurf
  [AS 2S 3S 4S 5S 6S 7S 8S 9S 10S]  Abwurf JD
  (gib das Blatt noch einmal ein, antworte klopfen, gin oder big gin, um die Ansage zu ändern, oder verwerfen, um das Spiel neu zu beginnen)
Karten von Ben (10, oder 11 vor dem Abwurf): g
  Ben: [AS 2S 3S 4S 5S 6S 7S 8S 9S 10S]  Abwurf JD  (Gin)
Karten von Anna (10): AH 2H 3H 4D 5D 6D 7C 8C 9C KD
  Anna: [AH 2H 3H] [4D 5D 6D] [7C 8C 9C]  übrig KD  (zählt 10)
<BLANKLINE>
Spiel 3: Ben macht Gin (Anna hat gegeben)
  Ben         35 Punkte  [AS 2S 3S 4S 5S 6S 7S 8S 9S 10S]  Abwurf JD
  Anna         0 Punkte  [AH 2H 3H] [4D 5D 6D] [7C 8C 9C]  übrig KD
Spiel 3 eintragen? [j/n/Name] yes
Spiel 3 der Partie 1 ist gebucht
Ben gewinnt das Spiel mit Gin und schreibt 35
Stand: Anna 38, Ben 35
nächster Geber: Ben
<BLANKLINE>
Laufende Partie 1: Gin bis 100, 3 Spiele gespielt
  Spieler      Punkte Spiele Jetons
  Anna             38      1     +0
  Ben              35      1     +0  gibt das nächste Spiel
<BLANKLINE>
Spiel 4: Ben gibt.
Wer ist ausgegangen? quit

@ 2
Partie 1 nach 3 Spielen abgebrochen; die bewegten Jetons bleiben, wo sie sind

# ja typed in German
@ 3 $ printf '%s\n' 'ja' 'Anna k' 'help' 'ZZ' 'AD' '3H 4H 5H 7S 7D 7C JS QS KS AC' 'cancel' 'Anna k' '9C' '3H 4H 5H 7S 7D 7C JS QS KS 6D' 'AH AD AC 4S 5S 6S 2D 3D 4D 6H' 'yes' 'quit' | KLOPF_NOW=2026-03-05T20:00:00Z klopf play --game gin --rule oklahoma=on
klopf play: hilfe zeigt bei jeder Frage die Hilfe, ende beendet.
Noch eine Partie mit Anna und Ben? [j/n] ja
Partie 2: Anna, Ben
Eine Partie Gin bis 100; Ben gibt zuerst
Hausregel: oklahoma=ein (Standard aus)
Laufende Partie 2: Gin bis 100, 0 Spiele gespielt
  Hausregeln: oklahoma=ein
  Spieler      Punkte Spiele Jetons
  Anna              0      0     +0
  Ben               0      0     +0  gibt das nächste Spiel
<BLANKLINE>
Spiel 1: Ben gibt.
Wer ist ausgegangen? Anna k
Die aufgedeckte Karte? help
Gib die erste aufgedeckte Karte des Spiels ein, z. B. "7S": ihr Wert
ist die Klopfgrenze des Spiels (ein Ass: nur Gin), und ein Pik
verdoppelt das Spiel.
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
Die aufgedeckte Karte? ZZ
klopf: unbekannter Rang „ZZ“ (Ränge sind A K Q J 10 9 8 7 6 5 4 3 2, auch T, B, D)
Die aufgedeckte Karte? AD
  (nur Gin beendet dieses Spiel)
Karten von Anna (10, oder 11 vor dem Abwurf): 3H 4H 5H 7S 7D 7C JS QS KS AC
klopf: Anna hat geklopft, aber bei einem aufgedeckten Ass beendet nur Gin das Spiel (die beste Anordnung lässt 1 Restpunkte)
  [3H 4H 5H] [7S 7D 7C] [JS QS KS]  übrig AC
  (gib das Blatt noch einmal ein, antworte klopfen, gin oder big gin, um die Ansage zu ändern, oder verwerfen, um das Spiel neu zu beginnen)
Karten von Anna (10, oder 11 vor dem Abwurf): cancel
Spiel 1 verworfen; es wurde nichts eingetragen.
<BLANKLINE>
Spiel 1: Ben gibt.
Wer ist ausgegangen? Anna k
Die aufgedeckte Karte? 9C
  (Klopfen braucht 9 oder weniger)
Karten von Anna (10, oder 11 vor dem Abwurf): 3H 4H 5H 7S 7D 7C JS QS KS 6D
  Anna: [3H 4H 5H] [7S 7D 7C] [JS QS KS]  übrig 6D  (Restpunkte 6: das Klopfen gilt)
Karten von Ben (10): AH AD AC 4S 5S 6S 2D 3D 4D 6H
  Ben: [AH AD AC] [2D 3D 4D] [4S 5S 6S]  übrig 6H  (zählt 6)
  Ben nach dem Anlegen: [AH AD AC] [2D 3D 4D] [4S 5S 6S]  angelegt 6H  (zählt 0)
<BLANKLINE>
Spiel 1: Anna klopft (Ben hat gegeben)
  Anna         0 Punkte  [3H 4H 5H] [7S 7D 7C] [JS QS KS]  übrig 6D
  Ben         31 Punkte  [AH AD AC] [2D 3D 4D] [4S 5S 6S]  angelegt 6H
Spiel 1 eintragen? [j/n/Name] yes
Spiel 1 der Partie 2 ist gebucht
Ben unterbietet den Klopfer und schreibt 31
Stand: Anna 0, Ben 31
nächster Geber: Ben
<BLANKLINE>
Laufende Partie 2: Gin bis 100, 1 Spiel gespielt
  Hausregeln: oklahoma=ein
  Spieler      Punkte Spiele Jetons
  Anna              0      0     +0
  Ben              31      1     +0  gibt das nächste Spiel
<BLANKLINE>
Spiel 2: Ben gibt.
Wer ist ausgegangen? quit

@ 4
Partie 2 nach 1 Spiel abgebrochen; die bewegten Jetons bleiben, wo sie sind

# nein and ja typed in German
@ 5 $ printf '%s\n' 'nein' 'Anna Ben Clara' 'ja' 'Ben' 'AS 2S 3S 7H 8H 9H KD 5C' 'AH AD AC 4S 5S 6S 9C' '10' '2H 3H 4H 5D 6D 7D JC' 'yes' 'Clara rummy' 'quit' | KLOPF_NOW=2026-03-06T20:00:00Z klopf play --game knock-rummy
klopf play: hilfe zeigt bei jeder Frage die Hilfe, ende beendet.
Noch eine Partie mit Anna und Ben? [j/n] nein
Spieler in Sitzordnung (der erste gibt): Anna Ben Clara
Clara hat noch nie mitgespielt; Clara als neuen Spieler aufnehmen? [j/n] ja
Partie 3: Anna, Ben, Clara
Eine Partie Klopf-Rommé bis 100; Anna gibt zuerst
Laufende Partie 3: Klopf-Rommé bis 100, 0 Spiele gespielt
  Spieler      Punkte Spiele Jetons
  Anna              0      0     +0  gibt das nächste Spiel
  Ben               0      0     +0
  Clara             0      0     +0
<BLANKLINE>
Spiel 1: Anna gibt.
Wer ist ausgegangen? Ben
Karten von Ben (7, oder 8 vor dem Abwurf): AS 2S 3S 7H 8H 9H KD 5C
  Ben: [AS 2S 3S] [7H 8H 9H]  übrig 5C  Abwurf KD  (Restpunkte 5: das Klopfen gilt)
Karten von Clara (7): AH AD AC 4S 5S 6S 9C
  Clara: [AH AD AC] [4S 5S 6S]  übrig 9C  (zählt 9)
Karten von Anna (7): 10
klopf: Anna muss die Karten zeigen: bei Gin und Klopf-Rommé wird jede Hand nach ihren Karten beurteilt
Karten von Anna (7): 2H 3H 4H 5D 6D 7D JC
  Anna: [2H 3H 4H] [5D 6D 7D]  übrig JC  (zählt 10)
<BLANKLINE>
Spiel 1: Ben klopft (Anna hat gegeben)
  Ben          9 Punkte  [AS 2S 3S] [7H 8H 9H]  übrig 5C  Abwurf KD
  Clara        0 Punkte  [AH AD AC] [4S 5S 6S]  übrig 9C
  Anna         0 Punkte  [2H 3H 4H] [5D 6D 7D]  übrig JC
Spiel 1 eintragen? [j/n/Name] yes
Spiel 1 der Partie 3 ist gebucht
Ben gewinnt das Spiel und erhält 9
Jetons:
  Clara zahlt 4 an Ben: den Unterschied der Punkte
  Anna zahlt 5 an Ben: den Unterschied der Punkte
Stand: Anna 0, Ben 9, Clara 0
nächster Geber: Ben
<BLANKLINE>
Laufende Partie 3: Klopf-Rommé bis 100, 1 Spiel gespielt
  Spieler      Punkte Spiele Jetons
  Anna              0      0     -5
  Ben               9      1     +9  gibt das nächste Spiel
  Clara             0      0     -4
<BLANKLINE>
Spiel 2: Ben gibt.
Wer ist ausgegangen? Clara rummy
klopf: sag, wer geklopft hat; bei Klopf-Rommé endet ein Spiel mit Klopfen
Wer ist ausgegangen? quit

@ 6
Partie 3 nach 1 Spiel abgebrochen; die bewegten Jetons bleiben, wo sie sind

@ 7
klopf play: hilfe zeigt bei jeder Frage die Hilfe, ende beendet.
Noch eine Partie mit Anna, Ben und Clara? [j/n] no
Spieler in Sitzordnung (der erste gibt): Anna Ben Clara Dora Emil Fritz
Dora hat noch nie mitgespielt; Dora als neuen Spieler aufnehmen? [j/n] yes
Emil hat noch nie mitgespielt; Emil als neuen Spieler aufnehmen? [j/n] yes
Fritz hat noch nie mitgespielt; Fritz als neuen Spieler aufnehmen? [j/n] yes
Partie 4: Anna, Ben, Clara, Dora, Emil, Fritz
Eine Partie Continental, bis der Tisch die Regel hands setzt; Anna gibt zuerst
Laufende Partie 4: Continental, 0 Spiele gespielt
Eine Partie Continental, bis der Tisch die Regel hands setzt
  Spieler      Jetons erhalten Spiele
  Anna             +0        0      0  gibt das nächste Spiel
  Ben              +0        0      0
  Clara            +0        0      0
  Dora             +0        0      0
  Emil             +0        0      0
  Fritz            +0        0      0
<BLANKLINE>
Spiel 1: Anna gibt.
Wer ist ausgegangen? Anna
Karten von Anna (15, oder 16 vor dem Abwurf): 5H 6H 7H 5H 6H 7H 5H 6H 7H 9S 10S JS 2C 3C 4C KD
  Anna: [2C 3C 4C] [5H 6H 7H] [5H 6H 7H] [5H 6H 7H] [9S 10S JS]  Abwurf KD  (geht aus)
Karten von Ben (15): AS AS AS 8D 8D 8D QC QC QC 2S 3D 4H 9C 10C KH
  Ben: übrig AS AS AS 2S 4H KH 3D 8D 8D 8D 9C 10C QC QC QC  (zählt 95)
Karten von Clara (15): 9D 10D JD 9D 10D JD 9D 10D JD KS KS KS 2H 2H 2H
  Clara: [9D 10D JD] [9D 10D JD] [9D 10D JD]  übrig KS KS KS 2H 2H 2H  (zählt 36)
Karten von Dora (15): 4S 4S 4S 6D 6D 6D JK 8C 8C 8C QH QH 3S 7D AD
  Dora: [6D 7D JK]  übrig 3S 4S 4S 4S QH QH AD 6D 6D 8C 8C 8C  (zählt 72)
Karten von Emil (15): 10H 10H 10H 3H 3H 3H 5C 5C 5C JC JC JC 7S 8S 6S
  Emil: [6S 7S 8S]  übrig 3H 3H 3H 10H 10H 10H 5C 5C 5C JC JC JC  (zählt 84)
Karten von Fritz (15): 2D 2D 2D AH AH AH 9H 9H 9H KC KC KC 4D 5D 3D
  Fritz: [2D 3D 4D 5D]  übrig AH AH AH 9H 9H 9H 2D 2D KC KC KC  (zählt 64)
<BLANKLINE>
Spiel 1: Anna geht aus (Anna hat gegeben)
  Anna         +5 Jetons  [2C 3C 4C] [5H 6H 7H] [5H 6H 7H] [5H 6H 7H] [9S 10S JS]  Abwurf KD
  Ben          -1 Jetons  übrig AS AS AS 2S 4H KH 3D 8D 8D 8D 9C 10C QC QC QC
  Clara        -1 Jetons  [9D 10D JD] [9D 10D JD] [9D 10D JD]  übrig KS KS KS 2H 2H 2H
  Dora         -1 Jetons  [6D 7D JK]  übrig 3S 4S 4S 4S QH QH AD 6D 6D 8C 8C 8C
  Emil         -1 Jetons  [6S 7S 8S]  übrig 3H 3H 3H 10H 10H 10H 5C 5C 5C JC JC JC
  Fritz        -1 Jetons  [2D 3D 4D 5D]  übrig AH AH AH 9H 9H 9H 2D 2D KC KC KC
Spiel 1 eintragen? [j/n/Name] yes
Spiel 1 der Partie 4 ist gebucht
Anna geht aus; jeder andere Spieler zahlt 1
Jetons:
  Ben zahlt 1 an Anna fürs Ausgehen
  Clara zahlt 1 an Anna fürs Ausgehen
  Dora zahlt 1 an Anna fürs Ausgehen
  Emil zahlt 1 an Anna fürs Ausgehen
  Fritz zahlt 1 an Anna fürs Ausgehen
Stand: Anna +5, Ben -1, Clara -1, Dora -1, Emil -1, Fritz -1
nächster Geber: Ben
<BLANKLINE>
Laufende Partie 4: Continental, 1 Spiel gespielt
Eine Partie Continental, bis der Tisch die Regel hands setzt
  Spieler      Jetons erhalten Spiele
  Anna             +5        5      1
  Ben              -1        0      0  gibt das nächste Spiel
  Clara            -1        0      0
  Dora             -1        0      0
  Emil             -1        0      0
  Fritz            -1        0      0
<BLANKLINE>
Spiel 2: Ben gibt.
Wer ist ausgegangen? quit
