# Transcript for `klopf cards`: how klopf reads the card language, and the
# messages it gives for cards it cannot read.  Standard output is not a
# terminal here, so cards are printed in ASCII without colour unless a
# case runs klopf under `script` to give it a terminal.

# Mixed spellings come back in canonical ASCII, in the order typed.
$ klopf cards "♥Q 10d jk as"
QH 10D JK AS

$ klopf cards --json "♥Q 10d jk as"
{"format_version":1,"cards":["QH","10D","JK","AS"]}

$ klopf cards --sort "♥Q 10d jk as"
AS QH 10D JK

$ klopf cards --sort --json "KC 2S JK AH 10H 2S"
{"format_version":1,"cards":["2S","2S","AH","10H","KC","JK"]}

# Every spelling of ranks, suits and jokers.
$ klopf cards "as 2s 3s 4s 5s 6s 7s 8s 9s 10s js qs ks"
AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS

$ klopf cards "AH TH Td tc QC KD"
AH 10H 10D 10C QC KD

# German letters in rank position: D (Dame) queen, B (Bube) jack.
$ klopf cards "DH BS DD bc"
QH JS QD JC

$ klopf cards "Q♥ ♥Q 10♦ ♦10 A♠ K♣"
QH QH 10D 10D AS KC

$ klopf cards "A♤ 2♡ 3♢ 4♧ ♤5 ♡6"
AS 2H 3D 4C 5S 6H

$ klopf cards "Q♥️ ♥️K 10♦️"
QH KH 10D

$ klopf cards "JK" "jo" --json
{"format_version":1,"cards":["JK","JK"]}

$ klopf cards "*" "AS"
JK AS

$ klopf cards "🃏 joker"
JK JK

# Cards glued together: read left to right, a rank and a suit each time
# (a joker, or a suit symbol and a rank, where they stand).
$ klopf cards 3s4s5s10h qhqdqc QH10DJK
3S 4S 5S 10H QH QD QC QH 10D JK

$ klopf cards "Q♥10♦♥K" "TSth*" "DDDH"
QH 10D KH 10S 10H JK QD QH

$ klopf cards "3h4h5h|7s7d7c|KH"
3H 4H 5H | 7S 7D 7C | KH

# A glued token that cannot be split names the card, the token and the
# character where the reading stopped; glued cards count for the limits.
$ klopf cards 3s4s5s10x
klopf: Karte 4 "10x" (in "3s4s5s10x" ab Zeichen 7): unbekannte Farbe "x" (Farben sind S H D C oder ♠ ♥ ♦ ♣)
[3]

$ klopf cards "AS QHQHQ"
klopf: Karte 4 "Q" (in "QHQHQ" ab Zeichen 5): Farbe fehlt (häng S, H, D oder C an, z. B. "QH")
[3]

$ klopf cards "10DD"
klopf: Karte 2 "D" (in "10DD" ab Zeichen 4): Farbe fehlt (häng S, H, D oder C an, z. B. "QH")
[3]

$ klopf cards QHQHqh
klopf: Karte 3 "qh": Exemplar Nummer 3 von QH, aber 2 Kartenpakete enthalten nur 2
[3]

# Runs as ranges: the suit after or before the ranks, the ace low at the
# start and high at the end; glued to other cards as well.
$ klopf cards 3-7H H3-7
3H 4H 5H 6H 7H 3H 4H 5H 6H 7H

$ klopf cards 10-AS A-3C "3-7♥" "♥3-7"
10S JS QS KS AS AC 2C 3C 3H 4H 5H 6H 7H 3H 4H 5H 6H 7H

$ klopf cards "QS3-5DKH|D-KH"
QS 3D 4D 5D KH | QH KH

# Ranges that are no run, and ranges counted card by card.
$ klopf cards K-2S
klopf: Karte 1 "K-2S": der Bereich geht ums Eck, und das darf eine Folge nicht (das Ass steht entweder unter dem Zweier oder über dem König)
[3]

$ klopf cards "AS 7-3H"
klopf: Karte 2 "7-3H": der Bereich läuft rückwärts; war "3-7H" gemeint?
[3]

$ klopf cards 5-5H
klopf: Karte 1 "5-5H": der Bereich umfasst nur eine Karte; schreib sie als "5H"
[3]

$ klopf cards A-AS
klopf: Karte 1 "A-AS": der Bereich umfasst 14 Karten, eine Farbe hat aber nur 13
[3]

$ klopf cards "QH3-7"
klopf: Karte 2 "3-7" (in "QH3-7" ab Zeichen 3): Farbe nach dem Bereich fehlt (häng S, H, D oder C an, z. B. "3-7H")
[3]

$ klopf cards 3-7H 3-7H 5H
klopf: Karte 11 "5H": Exemplar Nummer 3 von 5H, aber 2 Kartenpakete enthalten nur 2
[3]

$ klopf deadwood A-KS 2-4H
klopf: 16 Karten, ein Blatt hat aber höchstens 15
[3]

# German card words: a suit word and its rank, or a rank that is no card
# by itself and its suit word; blanks or arguments between the words, a
# comma after the card.
$ klopf cards "Herz Dame" "Pik As" "Karo 10" "KREUZ KÖNIG" "treff koenig"
QH AS 10D KC KC

$ klopf cards "Dame Herz, Ass Pik, 10 Karo"
QH AS 10D

$ klopf cards Herz Dame, 10D 3-5S "qhqd|Pik Bube"
QH 10D 3S 4S 5S QH QD | JS

$ klopf cards "As Herz Dame"
AS QH

$ klopf cards "AS Herz, Dame"
klopf: Karte 2 "Herz": nach einem Farbwort muss der Rang folgen, wie in "Herz Dame"
[3]

$ klopf cards "Herz QH"
klopf: Karte 1 "Herz QH": "QH" ist kein Rang (schreib nach einem Farbwort Ass, König, Dame, Bube, eine Zahl von 2 bis 10 oder einen Rangbuchstaben)
[3]

$ klopf cards Dame
klopf: Karte 1 "Dame": ein deutscher Rang braucht das Farbwort davor oder dahinter, wie in "Herz Dame" oder "Dame Herz"
[3]

# Spaces, commas, tabs and several arguments all separate cards.
$ klopf cards "QH,KH,AH"
QH KH AH

$ klopf cards "$(printf 'QH\tKH  ,  AH')"
QH KH AH

$ klopf cards QH 10D JK AS
QH 10D JK AS

# '|' marks claimed melds; --sort and --json drop the marks.
$ klopf cards "3H 4H 5H | QS QD QC"
3H 4H 5H | QS QD QC

$ klopf cards "3H 4H 5H|QS QD QC|JK"
3H 4H 5H | QS QD QC | JK

$ klopf cards "3H 4H" "|" "QS QD"
3H 4H | QS QD

$ klopf cards --sort "QS QD QC | 5H 4H 3H"
QS 3H 4H 5H QD QC

$ klopf cards --json "3H 4H 5H | QS QD QC"
{"format_version":1,"cards":["3H","4H","5H","QS","QD","QC"]}

# Options and cards may come in any order; -- ends the options.
$ klopf cards QH --sort AS
AS QH

$ klopf cards -- QH AS
QH AS

# --ascii and NO_COLOR: with a terminal (through `script`, reading from
# /dev/null so that it leaves this file alone), cards get suit symbols and
# red suits and jokers get colour; --ascii turns both off, NO_COLOR (when
# not empty) only the colour.  Escape bytes are shown as <ESC>.
$ script -qec "klopf cards 'QH 10D AS JK'" /dev/null </dev/null | tr -d '\r' | sed 's/\x1b/<ESC>/g'
<ESC>[31mQ♥<ESC>[0m <ESC>[31m10♦<ESC>[0m A♠ <ESC>[1mJK<ESC>[0m

$ NO_COLOR=1 script -qec "klopf cards 'QH 10D AS JK'" /dev/null </dev/null | tr -d '\r' | sed 's/\x1b/<ESC>/g'
Q♥ 10♦ A♠ JK

$ NO_COLOR= script -qec "klopf cards 'QH 10D AS JK'" /dev/null </dev/null | tr -d '\r' | sed 's/\x1b/<ESC>/g'
<ESC>[31mQ♥<ESC>[0m <ESC>[31m10♦<ESC>[0m A♠ <ESC>[1mJK<ESC>[0m

$ script -qec "klopf cards --ascii 'QH 10D AS JK'" /dev/null </dev/null | tr -d '\r' | sed 's/\x1b/<ESC>/g'
QH 10D AS JK

$ script -qec "klopf --ascii cards 'QH 10D AS JK'" /dev/null </dev/null | tr -d '\r' | sed 's/\x1b/<ESC>/g'
QH 10D AS JK

# Without a terminal --ascii and NO_COLOR change nothing.
$ klopf cards --ascii "Q♥ 10♦"
QH 10D

$ NO_COLOR=1 klopf cards "Q♥ 10♦"
QH 10D

# Errors name the card's position and text and say what is wrong (exit 3).
$ klopf cards "AS 2S ZH"
klopf: Karte 3 "ZH": unbekannter Rang "Z" (Ränge sind A K Q J 10 9 8 7 6 5 4 3 2, auch T, B, D)
[3]

$ klopf cards "AS" "2S QX"
klopf: Karte 3 "QX": unbekannte Farbe "X" (Farben sind S H D C oder ♠ ♥ ♦ ♣)
[3]

$ klopf cards "AS Q"
klopf: Karte 2 "Q": Farbe fehlt (häng S, H, D oder C an, z. B. "QH")
[3]

$ klopf cards 10
klopf: Karte 1 "10": Farbe fehlt (häng S, H, D oder C an, z. B. "10H")
[3]

$ klopf cards H
klopf: Karte 1 "H": Rang vor der Farbe fehlt
[3]

$ klopf cards "KS ♥"
klopf: Karte 2 "♥": Rang vor der Farbe fehlt
[3]

$ klopf cards 1H
klopf: Karte 1 "1H": einen Rang 1 gibt es nicht; war AH oder 10H gemeint?
[3]

$ klopf cards "KS 1♣"
klopf: Karte 2 "1♣": einen Rang 1 gibt es nicht; war AC oder 10C gemeint?
[3]

$ klopf cards ""
klopf: leeres Blatt: keine Karten angegeben
[3]

$ klopf cards " , "
klopf: leeres Blatt: keine Karten angegeben
[3]

$ klopf cards "3H || 4H"
klopf: leere Gruppe: '|' muss zwischen Karten stehen (nach Karte 1)
[3]

$ klopf cards "| 3H"
klopf: leere Gruppe: das Blatt beginnt mit '|'
[3]

$ klopf cards "3H |"
klopf: leere Gruppe: das Blatt endet mit '|'
[3]

$ klopf cards "3H 4H" "|"
klopf: leere Gruppe: das Blatt endet mit '|'
[3]

$ klopf cards "QH QH QH"
klopf: Karte 3 "QH": Exemplar Nummer 3 von QH, aber 2 Kartenpakete enthalten nur 2
[3]

$ klopf cards QH DH "q♥"
klopf: Karte 3 "q♥": Exemplar Nummer 3 von QH, aber 2 Kartenpakete enthalten nur 2
[3]

$ klopf cards "JK JO *"
klopf: Karte 3 "*": Joker Nummer 3, im Deck sind aber nur 2
[3]

$ klopf cards $'AS \xff'
klopf: Karte 2 "\xff": kein gültiger UTF-8-Text
[3]

$ klopf cards $'Q\xc3'
klopf: Karte 1 "Q\xc3": kein gültiger UTF-8-Text
[3]

$ klopf cards "AS AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAH"
klopf: Karte 2 "AAAAAAAAAAAAAAAAAAAA...": zu lang für eine Karte
[3]

# Usage errors (exit 2).
$ klopf cards
klopf: cards: keine Karten angegeben
(siehe 'klopf cards --help')
[2]

$ klopf cards --sort
klopf: cards: keine Karten angegeben
(siehe 'klopf cards --help')
[2]

$ klopf cards --bogus QH
klopf: cards: unbekannte Option --bogus
(siehe 'klopf cards --help')
[2]

$ klopf cards -x QH
klopf: cards: unbekannte Option -x
(siehe 'klopf cards --help')
[2]

$ klopf cards --json=yes QH
klopf: cards: Option --json nimmt keinen Wert
(siehe 'klopf cards --help')
[2]

$ klopf crads QH
klopf: unbekannter Befehl "crads"; war "cards" gemeint?
(siehe 'klopf --help')
[2]

# Without a command: the usage goes to standard error, nothing to
# standard output (only its first lines are shown, as the command list
# grows).
$ klopf >out 2>err; s=$?; wc -c <out; head -n 2 err; exit $s
0
Aufruf: klopf [--db PATH] [--ascii] COMMAND [ARGS...]
        klopf --help | --version | help COMMAND
[2]

$ klopf --bogus
klopf: unbekannte Option --bogus
(siehe 'klopf --help')
[2]

# Help and version.
$ klopf --version
klopf 0.1.0

$ klopf help cards
Aufruf: klopf cards [--json] [--sort] CARDS...
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
      --db PATH          die Datenbank unter PATH verwenden

$ klopf cards --help
Aufruf: klopf cards [--json] [--sort] CARDS...
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
      --db PATH          die Datenbank unter PATH verwenden

$ klopf cards -h QH
Aufruf: klopf cards [--json] [--sort] CARDS...
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
      --db PATH          die Datenbank unter PATH verwenden

$ klopf help crads
klopf: unbekannter Befehl "crads"; war "cards" gemeint?
(siehe 'klopf --help')
[2]
