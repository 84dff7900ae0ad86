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
klopf: card 4 "10x" (in "3s4s5s10x" from character 7): unknown suit "x" (suits are S H D C or ♠ ♥ ♦ ♣)
[3]

$ klopf cards "AS QHQHQ"
klopf: card 4 "Q" (in "QHQHQ" from character 5): missing suit (add S, H, D or C, e.g. "QH")
[3]

$ klopf cards "10DD"
klopf: card 2 "D" (in "10DD" from character 4): missing suit (add S, H, D or C, e.g. "QH")
[3]

$ klopf cards QHQHqh
klopf: card 3 "qh": copy number 3 of QH, but 2 packs of cards hold only 2
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
klopf: card 1 "K-2S": the range goes around the corner, which a run may not do (the ace is either below the two or above the king)
[3]

$ klopf cards "AS 7-3H"
klopf: card 2 "7-3H": the range runs backwards; did you mean "3-7H"?
[3]

$ klopf cards 5-5H
klopf: card 1 "5-5H": the range holds only one card; write it as "5H"
[3]

$ klopf cards A-AS
klopf: card 1 "A-AS": the range holds 14 cards, but a suit has only 13
[3]

$ klopf cards "QH3-7"
klopf: card 2 "3-7" (in "QH3-7" from character 3): missing suit after the range (add S, H, D or C, e.g. "3-7H")
[3]

$ klopf cards 3-7H 3-7H 5H
klopf: card 11 "5H": copy number 3 of 5H, but 2 packs of cards hold only 2
[3]

$ klopf deadwood A-KS 2-4H
klopf: 16 cards, but a hand holds at most 15
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
klopf: card 2 "Herz": a suit word needs its rank after it, as in "Herz Dame"
[3]

$ klopf cards "Herz QH"
klopf: card 1 "Herz QH": "QH" is no rank (after a suit word write Ass, König, Dame, Bube, a number from 2 to 10 or a rank letter)
[3]

$ klopf cards Dame
klopf: card 1 "Dame": a German rank needs its suit word before or after it, as in "Herz Dame" or "Dame Herz"
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
klopf: card 3 "ZH": unknown rank "Z" (ranks are A K Q J 10 9 8 7 6 5 4 3 2, also T, B, D)
[3]

$ klopf cards "AS" "2S QX"
klopf: card 3 "QX": unknown suit "X" (suits are S H D C or ♠ ♥ ♦ ♣)
[3]

$ klopf cards "AS Q"
klopf: card 2 "Q": missing suit (add S, H, D or C, e.g. "QH")
[3]

$ klopf cards 10
klopf: card 1 "10": missing suit (add S, H, D or C, e.g. "10H")
[3]

$ klopf cards H
klopf: card 1 "H": missing rank before the suit
[3]

$ klopf cards "KS ♥"
klopf: card 2 "♥": missing rank before the suit
[3]

$ klopf cards 1H
klopf: card 1 "1H": there is no rank 1; did you mean AH or 10H?
[3]

$ klopf cards "KS 1♣"
klopf: card 2 "1♣": there is no rank 1; did you mean AC or 10C?
[3]

$ klopf cards ""
klopf: empty hand: no cards given
[3]

$ klopf cards " , "
klopf: empty hand: no cards given
[3]

$ klopf cards "3H || 4H"
klopf: empty group: '|' must stand between cards (after card 1)
[3]

$ klopf cards "| 3H"
klopf: empty group: the hand starts with '|'
[3]

$ klopf cards "3H |"
klopf: empty group: the hand ends with '|'
[3]

$ klopf cards "3H 4H" "|"
klopf: empty group: the hand ends with '|'
[3]

$ klopf cards "QH QH QH"
klopf: card 3 "QH": copy number 3 of QH, but 2 packs of cards hold only 2
[3]

$ klopf cards QH DH "q♥"
klopf: card 3 "q♥": copy number 3 of QH, but 2 packs of cards hold only 2
[3]

$ klopf cards "JK JO *"
klopf: card 3 "*": joker number 3, but the deck has only 2
[3]

$ klopf cards $'AS \xff'
klopf: card 2 "\xff": not valid UTF-8 text
[3]

$ klopf cards $'Q\xc3'
klopf: card 1 "Q\xc3": not valid UTF-8 text
[3]

$ klopf cards "AS AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAH"
klopf: card 2 "AAAAAAAAAAAAAAAAAAAA...": too long to be a card
[3]

# Usage errors (exit 2).
$ klopf cards
klopf: cards: no cards given
(see 'klopf cards --help')
[2]

$ klopf cards --sort
klopf: cards: no cards given
(see 'klopf cards --help')
[2]

$ klopf cards --bogus QH
klopf: cards: unknown option --bogus
(see 'klopf cards --help')
[2]

$ klopf cards -x QH
klopf: cards: unknown option -x
(see 'klopf cards --help')
[2]

$ klopf cards --json=yes QH
klopf: cards: option --json takes no value
(see 'klopf cards --help')
[2]

$ klopf crads QH
klopf: unknown command "crads"; did you mean "cards"?
(see 'klopf --help')
[2]

# Without a command: the usage goes to standard error, nothing to
# standard output (only its first lines are shown, as the command list
# grows).
$ klopf >out 2>err; s=$?; wc -c <out; head -n 2 err; exit $s
0
usage: klopf [--db PATH] [--ascii] COMMAND [ARGS...]
       klopf --help | --version | help COMMAND
[2]

$ klopf --bogus
klopf: unknown option --bogus
(see 'klopf --help')
[2]

# Help and version.
$ klopf --version
klopf 0.1.0

$ klopf help cards
usage: klopf cards [--json] [--sort] CARDS...
<BLANKLINE>
check how klopf reads a hand
<BLANKLINE>
Parses the cards as klopf reads them and prints them back in the
order typed (or sorted), to check what was typed.  Cards are written
rank then suit: A K Q J 10 9 ... 2 (also T for ten, B for jack, D
for queen) and S H D C or the symbols; jokers as JK, JO or *.
Spaces and commas separate cards, or cards are glued together
(3s4s5s10h, QH10DJK), read left to right as a rank and a suit each
time.  A run is a range of one suit: 3-7H or H3-7 (3H to 7H),
10-AS (ace high), A-3C (ace low).  German words work too: a suit
(Herz, Karo, Pik, Kreuz or Treff) and a rank (Ass, Koenig, Dame,
Bube, 2 to 10), as in "Herz Dame" or "Dame Herz".
'|' separates claimed melds.
<BLANKLINE>
options:
      --json             print JSON: {"format_version":1,"cards":[...]}
      --sort             print the cards in display order
  -h, --help             show this help and exit
      --ascii            print cards in plain ASCII (QH, 10D)
      --db PATH          use the database at PATH

$ klopf cards --help
usage: klopf cards [--json] [--sort] CARDS...
<BLANKLINE>
check how klopf reads a hand
<BLANKLINE>
Parses the cards as klopf reads them and prints them back in the
order typed (or sorted), to check what was typed.  Cards are written
rank then suit: A K Q J 10 9 ... 2 (also T for ten, B for jack, D
for queen) and S H D C or the symbols; jokers as JK, JO or *.
Spaces and commas separate cards, or cards are glued together
(3s4s5s10h, QH10DJK), read left to right as a rank and a suit each
time.  A run is a range of one suit: 3-7H or H3-7 (3H to 7H),
10-AS (ace high), A-3C (ace low).  German words work too: a suit
(Herz, Karo, Pik, Kreuz or Treff) and a rank (Ass, Koenig, Dame,
Bube, 2 to 10), as in "Herz Dame" or "Dame Herz".
'|' separates claimed melds.
<BLANKLINE>
options:
      --json             print JSON: {"format_version":1,"cards":[...]}
      --sort             print the cards in display order
  -h, --help             show this help and exit
      --ascii            print cards in plain ASCII (QH, 10D)
      --db PATH          use the database at PATH

$ klopf cards -h QH
usage: klopf cards [--json] [--sort] CARDS...
<BLANKLINE>
check how klopf reads a hand
<BLANKLINE>
Parses the cards as klopf reads them and prints them back in the
order typed (or sorted), to check what was typed.  Cards are written
rank then suit: A K Q J 10 9 ... 2 (also T for ten, B for jack, D
for queen) and S H D C or the symbols; jokers as JK, JO or *.
Spaces and commas separate cards, or cards are glued together
(3s4s5s10h, QH10DJK), read left to right as a rank and a suit each
time.  A run is a range of one suit: 3-7H or H3-7 (3H to 7H),
10-AS (ace high), A-3C (ace low).  German words work too: a suit
(Herz, Karo, Pik, Kreuz or Treff) and a rank (Ass, Koenig, Dame,
Bube, 2 to 10), as in "Herz Dame" or "Dame Herz".
'|' separates claimed melds.
<BLANKLINE>
options:
      --json             print JSON: {"format_version":1,"cards":[...]}
      --sort             print the cards in display order
  -h, --help             show this help and exit
      --ascii            print cards in plain ASCII (QH, 10D)
      --db PATH          use the database at PATH

$ klopf help crads
klopf: unknown command "crads"; did you mean "cards"?
(see 'klopf --help')
[2]
