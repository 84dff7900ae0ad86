# A correction that changes how a game ended says the same words in
# `klopf play` as `klopf fix`, and books the declaration typed: a big gin
# stays a big gin.
$ KLOPF_NOW=2026-03-01T20:00:00Z klopf new --game gin Anna Ben
rubber 1: Anna, Ben
a game of gin to 100; Anna deals first
$ KLOPF_NOW=2026-03-01T20:05:00Z klopf game --gin Anna "Anna=AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JD" "Ben=AH 2H 3H 4D 5D 6D 7C 8C 9C KD"
game 1 of rubber 1: Anna goes gin (Anna dealt)
  Anna       counts   0  [AS 2S 3S 4S 5S 6S 7S 8S 9S 10S]  discard JD
  Ben        counts  10  [AH 2H 3H] [4D 5D 6D] [7C 8C 9C]  unmatched KD
Anna wins the hand with gin and scores 35
totals: Anna 35, Ben 0
next dealer: Anna
$ printf '%s\n' 'fix 1 big Anna Anna=AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS' 'quit' | KLOPF_NOW=2026-03-01T20:10:00Z klopf play
klopf play: type help at any question, quit to leave.
rubber 1: gin to 100, in play, 1 hand played
  player       points  hands  chips
  Anna             35      1     +0  deals next
  Ben               0      0     +0
<BLANKLINE>
Game 2: Anna deals.
Who went out? fix 1 big Anna Anna=AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS
corrected game 1 of rubber 1:
  declaration: Anna goes big gin
  Anna       AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JD -> AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS
game 1: Anna goes big gin
  Anna        41 points  [AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS]
  Ben          0 points  [AH 2H 3H] [4D 5D 6D] [7C 8C 9C]  unmatched KD
totals and chips, before -> after:
  Anna           35 ->   41     +0 ->   +0
  Ben             0 ->    0     +0 ->   +0
Who went out? quit
$ klopf history --json | grep -o '"declaration":"[a-z_]*"'
"declaration":"big_gin"
$ KLOPF_NOW=2026-03-01T20:15:00Z klopf fix 1 --gin Anna "Anna=AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JD"
corrected game 1 of rubber 1:
  declaration: Anna goes gin
  Anna       AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS -> AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JD
game 1: Anna goes gin
  Anna        35 points  [AS 2S 3S 4S 5S 6S 7S 8S 9S 10S]  discard JD
  Ben          0 points  [AH 2H 3H] [4D 5D 6D] [7C 8C 9C]  unmatched KD
totals and chips, before -> after:
  Anna           41 ->   35     +0 ->   +0
  Ben             0 ->    0     +0 ->   +0
$ KLOPF_NOW=2026-03-01T20:20:00Z klopf fix 1 --big-gin Anna "Anna=AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS"
corrected game 1 of rubber 1:
  declaration: Anna goes big gin
  Anna       AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JD -> AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS
game 1: Anna goes big gin
  Anna        41 points  [AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS]
  Ben          0 points  [AH 2H 3H] [4D 5D 6D] [7C 8C 9C]  unmatched KD
totals and chips, before -> after:
  Anna           35 ->   41     +0 ->   +0
  Ben             0 ->    0     +0 ->   +0
$ klopf abandon
rubber 1 abandoned after 1 hand; the chips moved stay moved
$ KLOPF_NOW=2026-03-02T20:00:00Z klopf new --game viennese Anna Ben Clara
rubber 2: Anna, Ben, Clara
each pays 5 chips into the pot (pot 15); Anna deals first
$ KLOPF_NOW=2026-03-02T20:05:00Z klopf game --knock Anna "Anna=3H 4H 5H QS QD QC 7C 7D 7S 2S KH" "Ben=KS KH KD 2C 3D 4S 5H 6C 8D 10S" Clara=20
game 1 of rubber 2: Anna knocks (Anna dealt)
  Anna         2 points  [3H 4H 5H] [7S 7D 7C] [QS QD QC]  unmatched 2S  discard KH
  Ben         38 points  [KS KH KD]  unmatched 4S 10S 5H 3D 8D 2C 6C
  Clara       20 points  (typed as points)
chips: Ben pays 1 to Anna, Clara pays 1 to Anna
totals: Anna 2, Ben 38, Clara 20
next dealer: Ben
$ printf '%s\n' 'fix 1 rummy Anna Anna=3H 4H 5H QS QD QC 7C 7D 7S 6H' 'quit' | KLOPF_NOW=2026-03-02T20:10:00Z klopf play
klopf play: type help at any question, quit to leave.
rubber 2, in play, 1 game played, pot 15
  player       points  chips
  Anna              2     -3
  Ben              38     -6  deals next
  Clara            20     -6
<BLANKLINE>
Game 2: Ben deals.
Who went out? fix 1 rummy Anna Anna=3H 4H 5H QS QD QC 7C 7D 7S 6H
corrected game 1 of rubber 2:
  declaration: Anna calls rummy
  Anna       3H 4H 5H QS QD QC 7C 7D 7S 2S KH -> 3H 4H 5H QS QD QC 7C 7D 7S 6H
game 1: Anna calls rummy
  Anna         0 points  [3H 4H 5H 6H] [7S 7D 7C] [QS QD QC]
  Ben         38 points  [KS KH KD]  unmatched 4S 10S 5H 3D 8D 2C 6C
  Clara       20 points  (typed as points)
totals and chips, before -> after:
  Anna            2 ->    0     -3 ->   -3
  Ben            38 ->   38     -6 ->   -6
  Clara          20 ->   20     -6 ->   -6
Who went out? quit
$ KLOPF_NOW=2026-03-02T20:15:00Z klopf fix 1 --knock Anna "Anna=3H 4H 5H QS QD QC 7C 7D 7S 2S KH"
corrected game 1 of rubber 2:
  declaration: Anna knocks
  Anna       3H 4H 5H QS QD QC 7C 7D 7S 6H -> 3H 4H 5H QS QD QC 7C 7D 7S 2S KH
game 1: Anna knocks
  Anna         2 points  [3H 4H 5H] [7S 7D 7C] [QS QD QC]  unmatched 2S  discard KH
  Ben         38 points  [KS KH KD]  unmatched 4S 10S 5H 3D 8D 2C 6C
  Clara       20 points  (typed as points)
totals and chips, before -> after:
  Anna            0 ->    2     -3 ->   -3
  Ben            38 ->   38     -6 ->   -6
  Clara          20 ->   20     -6 ->   -6
$ KLOPF_NOW=2026-03-02T20:20:00Z klopf fix 1 --rummy Anna "Anna=3H 4H 5H QS QD QC 7C 7D 7S 6H"
corrected game 1 of rubber 2:
  declaration: Anna calls rummy
  Anna       3H 4H 5H QS QD QC 7C 7D 7S 2S KH -> 3H 4H 5H QS QD QC 7C 7D 7S 6H
game 1: Anna calls rummy
  Anna         0 points  [3H 4H 5H 6H] [7S 7D 7C] [QS QD QC]
  Ben         38 points  [KS KH KD]  unmatched 4S 10S 5H 3D 8D 2C 6C
  Clara       20 points  (typed as points)
totals and chips, before -> after:
  Anna            2 ->    0     -3 ->   -3
  Ben            38 ->   38     -6 ->   -6
  Clara          20 ->   20     -6 ->   -6
