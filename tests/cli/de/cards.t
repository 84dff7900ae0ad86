# The German outputs of the commands of tests/cli/cards.t, run under
# de_AT.UTF-8: "@ N" is the output of its Nth command (the format is
# described in tests/cli/run-transcript.sh).

@ 1
QH 10D JK AS

@ 2
{"format_version":1,"cards":["QH","10D","JK","AS"]}

@ 3
AS QH 10D JK

@ 4
{"format_version":1,"cards":["2S","2S","AH","10H","KC","JK"]}

@ 5
AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS

@ 6
AH 10H 10D 10C QC KD

@ 7
QH JS QD JC

@ 8
QH QH 10D 10D AS KC

@ 9
AS 2H 3D 4C 5S 6H

@ 10
QH KH 10D

@ 11
{"format_version":1,"cards":["JK","JK"]}

@ 12
JK AS

@ 13
JK JK

@ 14
3S 4S 5S 10H QH QD QC QH 10D JK

@ 15
QH 10D KH 10S 10H JK QD QH

@ 16
3H 4H 5H | 7S 7D 7C | KH

@ 17
klopf: Karte 4 „10x“ (in „3s4s5s10x“ ab Zeichen 7): unbekannte Farbe „x“ (Farben sind S H D C oder ♠ ♥ ♦ ♣)
[3]

@ 18
klopf: Karte 4 „Q“ (in „QHQHQ“ ab Zeichen 5): Farbe fehlt (häng S, H, D oder C an, z. B. "QH")
[3]

@ 19
klopf: Karte 2 „D“ (in „10DD“ ab Zeichen 4): Farbe fehlt (häng S, H, D oder C an, z. B. "QH")
[3]

@ 20
klopf: Karte 3 „qh“: Exemplar Nummer 3 von QH, aber 2 Kartenpakete enthalten nur 2
[3]

@ 21
3H 4H 5H 6H 7H 3H 4H 5H 6H 7H

@ 22
10S JS QS KS AS AC 2C 3C 3H 4H 5H 6H 7H 3H 4H 5H 6H 7H

@ 23
QS 3D 4D 5D KH | QH KH

@ 24
klopf: Karte 1 „K-2S“: der Bereich geht ums Eck, und das darf eine Folge nicht (das Ass steht entweder unter dem Zweier oder über dem König)
[3]

@ 25
klopf: Karte 2 „7-3H“: der Bereich läuft rückwärts; war "3-7H" gemeint?
[3]

@ 26
klopf: Karte 1 „5-5H“: der Bereich umfasst nur eine Karte; schreib sie als "5H"
[3]

@ 27
klopf: Karte 1 „A-AS“: der Bereich umfasst 14 Karten, eine Farbe hat aber nur 13
[3]

@ 28
klopf: Karte 2 „3-7“ (in „QH3-7“ ab Zeichen 3): Farbe nach dem Bereich fehlt (häng S, H, D oder C an, z. B. "3-7H")
[3]

@ 29
klopf: Karte 11 „5H“: Exemplar Nummer 3 von 5H, aber 2 Kartenpakete enthalten nur 2
[3]

@ 30
klopf: 16 Karten, ein Blatt hat aber höchstens 15
[3]

@ 31
QH AS 10D KC KC

@ 32
QH AS 10D

@ 33
QH 10D 3S 4S 5S QH QD | JS

@ 34
AS QH

@ 35
klopf: Karte 2 „Herz“: nach einem Farbwort muss der Rang folgen, wie in "Herz Dame"
[3]

@ 36
klopf: Karte 1 „Herz QH“: „QH“ ist kein Rang (schreib nach einem Farbwort Ass, König, Dame, Bube, eine Zahl von 2 bis 10 oder einen Rangbuchstaben)
[3]

@ 37
klopf: Karte 1 „Dame“: ein deutscher Rang braucht das Farbwort davor oder dahinter, wie in "Herz Dame" oder "Dame Herz"
[3]

@ 38
QH KH AH

@ 39
QH KH AH

@ 40
QH 10D JK AS

@ 41
3H 4H 5H | QS QD QC

@ 42
3H 4H 5H | QS QD QC | JK

@ 43
3H 4H | QS QD

@ 44
QS 3H 4H 5H QD QC

@ 45
{"format_version":1,"cards":["3H","4H","5H","QS","QD","QC"]}

@ 46
AS QH

@ 47
QH AS

@ 48
<ESC>[31mQ♥<ESC>[0m <ESC>[31m10♦<ESC>[0m A♠ <ESC>[1mJK<ESC>[0m

@ 49
Q♥ 10♦ A♠ JK

@ 50
<ESC>[31mQ♥<ESC>[0m <ESC>[31m10♦<ESC>[0m A♠ <ESC>[1mJK<ESC>[0m

@ 51
QH 10D AS JK

@ 52
QH 10D AS JK

@ 53
QH 10D

@ 54
QH 10D

@ 55
klopf: Karte 3 „ZH“: unbekannter Rang „Z“ (Ränge sind A K Q J 10 9 8 7 6 5 4 3 2, auch T, B, D)
[3]

@ 56
klopf: Karte 3 „QX“: unbekannte Farbe „X“ (Farben sind S H D C oder ♠ ♥ ♦ ♣)
[3]

@ 57
klopf: Karte 2 „Q“: Farbe fehlt (häng S, H, D oder C an, z. B. "QH")
[3]

@ 58
klopf: Karte 1 „10“: Farbe fehlt (häng S, H, D oder C an, z. B. "10H")
[3]

@ 59
klopf: Karte 1 „H“: Rang vor der Farbe fehlt
[3]

@ 60
klopf: Karte 2 „♥“: Rang vor der Farbe fehlt
[3]

@ 61
klopf: Karte 1 „1H“: einen Rang 1 gibt es nicht; war AH oder 10H gemeint?
[3]

@ 62
klopf: Karte 2 „1♣“: einen Rang 1 gibt es nicht; war AC oder 10C gemeint?
[3]

@ 63
klopf: leeres Blatt: keine Karten angegeben
[3]

@ 64
klopf: leeres Blatt: keine Karten angegeben
[3]

@ 65
klopf: leere Gruppe: '|' muss zwischen Karten stehen (nach Karte 1)
[3]

@ 66
klopf: leere Gruppe: das Blatt beginnt mit '|'
[3]

@ 67
klopf: leere Gruppe: das Blatt endet mit '|'
[3]

@ 68
klopf: leere Gruppe: das Blatt endet mit '|'
[3]

@ 69
klopf: Karte 3 „QH“: Exemplar Nummer 3 von QH, aber 2 Kartenpakete enthalten nur 2
[3]

@ 70
klopf: Karte 3 „q♥“: Exemplar Nummer 3 von QH, aber 2 Kartenpakete enthalten nur 2
[3]

@ 71
klopf: Karte 3 „*“: Joker Nummer 3, im Spiel sind aber nur 2
[3]

@ 72
klopf: Karte 2 „\xff“: kein gültiger UTF-8-Text
[3]

@ 73
klopf: Karte 1 „Q\xc3“: kein gültiger UTF-8-Text
[3]

@ 74
klopf: Karte 2 „AAAAAAAAAAAAAAAAAAAA...“: zu lang für eine Karte
[3]

@ 75
klopf: cards: keine Karten angegeben
(siehe 'klopf cards --help')
[2]

@ 76
klopf: cards: keine Karten angegeben
(siehe 'klopf cards --help')
[2]

@ 77
klopf: cards: unbekannte Option --bogus
(siehe 'klopf cards --help')
[2]

@ 78
klopf: cards: unbekannte Option -x
(siehe 'klopf cards --help')
[2]

@ 79
klopf: cards: Option --json nimmt keinen Wert
(siehe 'klopf cards --help')
[2]

@ 80
klopf: unbekannter Befehl „crads“; war „cards“ gemeint?
(siehe 'klopf --help')
[2]

@ 81
0
Aufruf: klopf [--db PFAD] [--ascii] BEFEHL [ARGUMENTE...]
        klopf --help | --version | help BEFEHL
[2]

@ 82
klopf: unbekannte Option --bogus
(siehe 'klopf --help')
[2]

@ 83
klopf 0.1.0

@ 84
Aufruf: klopf cards [--json] [--sort] KARTEN...
<BLANKLINE>
prüfen, wie klopf ein Blatt liest
<BLANKLINE>
Liest die Karten so, wie klopf sie liest, und gibt sie in der
eingegebenen (oder sortierten) Reihenfolge wieder aus, um die Eingabe
zu prüfen.  Karten werden als Rang, dann Farbe geschrieben: A K Q J
10 9 ... 2 (auch T für Zehn, B für Bube, D für Dame) und S H D C oder
die Symbole; Joker als JK, JO oder *.  Leerzeichen und Kommas trennen
die Karten, oder die Karten stehen aneinander (3s4s5s10h, QH10DJK)
und werden von links nach rechts jeweils als Rang und Farbe gelesen.
Eine Folge ist ein Bereich einer Farbe: 3-7H oder H3-7 (3H bis 7H),
10-AS (Ass hoch), A-3C (Ass niedrig).  Deutsche Wörter gehen auch:
eine Farbe (Herz, Karo, Pik, Kreuz oder Treff) und ein Rang (Ass,
Koenig, Dame, Bube, 2 bis 10), wie in "Herz Dame" oder "Dame Herz".
'|' trennt die Kombinationen, wie man sie selbst einteilt.
<BLANKLINE>
Optionen:
      --json             JSON ausgeben: {"format_version":1,"cards":[...]}
      --sort             die Karten in Anzeigereihenfolge ausgeben
  -h, --help             diese Hilfe zeigen und beenden
      --ascii            Karten in reinem ASCII ausgeben (QH, 10D)
      --db PFAD          die Datenbank unter diesem Pfad verwenden

@ 85
Aufruf: klopf cards [--json] [--sort] KARTEN...
<BLANKLINE>
prüfen, wie klopf ein Blatt liest
<BLANKLINE>
Liest die Karten so, wie klopf sie liest, und gibt sie in der
eingegebenen (oder sortierten) Reihenfolge wieder aus, um die Eingabe
zu prüfen.  Karten werden als Rang, dann Farbe geschrieben: A K Q J
10 9 ... 2 (auch T für Zehn, B für Bube, D für Dame) und S H D C oder
die Symbole; Joker als JK, JO oder *.  Leerzeichen und Kommas trennen
die Karten, oder die Karten stehen aneinander (3s4s5s10h, QH10DJK)
und werden von links nach rechts jeweils als Rang und Farbe gelesen.
Eine Folge ist ein Bereich einer Farbe: 3-7H oder H3-7 (3H bis 7H),
10-AS (Ass hoch), A-3C (Ass niedrig).  Deutsche Wörter gehen auch:
eine Farbe (Herz, Karo, Pik, Kreuz oder Treff) und ein Rang (Ass,
Koenig, Dame, Bube, 2 bis 10), wie in "Herz Dame" oder "Dame Herz".
'|' trennt die Kombinationen, wie man sie selbst einteilt.
<BLANKLINE>
Optionen:
      --json             JSON ausgeben: {"format_version":1,"cards":[...]}
      --sort             die Karten in Anzeigereihenfolge ausgeben
  -h, --help             diese Hilfe zeigen und beenden
      --ascii            Karten in reinem ASCII ausgeben (QH, 10D)
      --db PFAD          die Datenbank unter diesem Pfad verwenden

@ 86
Aufruf: klopf cards [--json] [--sort] KARTEN...
<BLANKLINE>
prüfen, wie klopf ein Blatt liest
<BLANKLINE>
Liest die Karten so, wie klopf sie liest, und gibt sie in der
eingegebenen (oder sortierten) Reihenfolge wieder aus, um die Eingabe
zu prüfen.  Karten werden als Rang, dann Farbe geschrieben: A K Q J
10 9 ... 2 (auch T für Zehn, B für Bube, D für Dame) und S H D C oder
die Symbole; Joker als JK, JO oder *.  Leerzeichen und Kommas trennen
die Karten, oder die Karten stehen aneinander (3s4s5s10h, QH10DJK)
und werden von links nach rechts jeweils als Rang und Farbe gelesen.
Eine Folge ist ein Bereich einer Farbe: 3-7H oder H3-7 (3H bis 7H),
10-AS (Ass hoch), A-3C (Ass niedrig).  Deutsche Wörter gehen auch:
eine Farbe (Herz, Karo, Pik, Kreuz oder Treff) und ein Rang (Ass,
Koenig, Dame, Bube, 2 bis 10), wie in "Herz Dame" oder "Dame Herz".
'|' trennt die Kombinationen, wie man sie selbst einteilt.
<BLANKLINE>
Optionen:
      --json             JSON ausgeben: {"format_version":1,"cards":[...]}
      --sort             die Karten in Anzeigereihenfolge ausgeben
  -h, --help             diese Hilfe zeigen und beenden
      --ascii            Karten in reinem ASCII ausgeben (QH, 10D)
      --db PFAD          die Datenbank unter diesem Pfad verwenden

@ 87
klopf: unbekannter Befehl „crads“; war „cards“ gemeint?
(siehe 'klopf --help')
[2]
