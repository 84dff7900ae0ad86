# The German outputs of the commands of tests/cli/knock-game.t, run under
# de_AT.UTF-8: "@ N" is the output of its Nth command (the format is
# described in tests/cli/run-transcript.sh).

@ 1
game              knock-rummy das gespielte Spiel der Rommé-Familie
hand_size         spielerzahl Karten in jedem Blatt am Ende eines Spiels (wer ausgeht, darf eine mehr zeigen)
knock_limit       keine       so viele Restpunkte darf ein Spieler beim Klopfen höchstens haben
game_to           100         ein Stand von so vielen Punkten beendet die Partie
rum_bonus         25          Punkte, die jeder andere Spieler einem Klopfer mit Rommé zahlt
next_dealer       links       wer als Nächster gibt: der nächste Spieler im Spiel zur Linken, der Gewinner oder der Verlierer des Spiels, oder (zu zweit) der andere
undercut_penalty  10          zusätzliche Punkte für den, der klopft, aber nicht allein die wenigsten Restpunkte hat (0: aus)
first_dealer      reihum      wer in der nächsten Partie derselben Spieler auf denselben Plätzen zuerst gibt: ein Platz links vom letzten ersten Geber oder wieder der zuerst Genannte
cards             normal      wie die Karten geschrieben werden: normal (J, Q) oder deutsch (B für Bube, D für Dame); keine Wertung hängt davon ab

@ 2
Partie 1: Anna, Ben, Clara
Eine Partie Klopf-Rommé bis 100; Anna gibt zuerst

@ 3
Spiel 1 der Partie 1: Ben klopft (Anna hat gegeben)
  Anna       zählt  10  [2H 3H 4H] [5D 6D 7D]  übrig JC
  Ben        zählt   5  [AS 2S 3S] [7H 8H 9H]  übrig 5C  Abwurf KD
  Clara      zählt   9  [AH AD AC] [4S 5S 6S]  übrig 9C
Ben gewinnt das Spiel und erhält 9
Jetons:
  Clara zahlt 4 an Ben: den Unterschied der Punkte
  Anna zahlt 5 an Ben: den Unterschied der Punkte
Stand: Anna 0, Ben 9, Clara 0
nächster Geber: Ben

@ 4
Spiel 2 der Partie 1: Clara klopft (Ben hat gegeben)
  Anna       zählt  10  [7S 8S 9S] [KS KH KC]  übrig 10C
  Ben        zählt   9  [AH 2H 3H] [4D 5D 6D]  übrig 9D
  Clara      zählt   0  [2C 3C 4C 5C] [QH QD QC]  Abwurf JD
Clara hat mit Rommé geklopft und erhält 69
Jetons:
  Anna zahlt 10 an Clara: den Unterschied der Punkte
  Anna zahlt 25 an Clara: die Rommé-Prämie
  Ben zahlt 9 an Clara: den Unterschied der Punkte
  Ben zahlt 25 an Clara: die Rommé-Prämie
Stand: Anna 0, Ben 9, Clara 69
nächster Geber: Clara

@ 5
Spiel 3 der Partie 1: Anna klopft (Clara hat gegeben)
  Anna       zählt  10  [2S 3S 4S] [8D 9D 10D]  übrig JH  Abwurf KC
  Ben        zählt   3  [AS AH AD] [5C 6C 7C]  übrig 3H
  Clara      zählt   4  [7H 8H 9H] [QS QH QD]  übrig 4C
Ben unterbietet den Klopfer und erhält 18
Jetons:
  Anna zahlt 7 an Ben: den Unterschied der Punkte
  Clara zahlt 1 an Ben: den Unterschied der Punkte
  Anna zahlt 10 an Ben: die Strafe fürs Unterbieten
Stand: Anna 0, Ben 27, Clara 69
nächster Geber: Anna

@ 6
klopf: Anna muss die Karten zeigen: bei Gin und Klopf-Rommé wird jede Hand nach ihren Karten beurteilt
[3]

@ 7
klopf: sag, wer geklopft hat; bei Klopf-Rommé endet ein Spiel mit Klopfen
[3]

@ 8
klopf: Anna kann dieses Spiel nicht verlassen; es kann abgebrochen werden (klopf abandon)
[3]

@ 9
Spiel 4 der Partie 1: Clara klopft (Anna hat gegeben)
  Anna       zählt  10  [AC 2C 3C] [6H 7H 8H]  übrig KD
  Ben        zählt   8  [4S 5S 6S] [JH JD JC]  übrig 8C
  Clara      zählt   5  [2D 3D 4D] [10S JS QS]  übrig 5H  Abwurf 9C
Clara gewinnt das Spiel und erhält 8
Jetons:
  Anna zahlt 5 an Clara: den Unterschied der Punkte
  Ben zahlt 3 an Clara: den Unterschied der Punkte
Stand: Anna 0, Ben 27, Clara 77
nächster Geber: Ben

@ 10
Laufende Partie 1: Klopf-Rommé bis 100, 4 Spiele gespielt
  Spieler      Punkte Spiele Jetons
  Anna              0      0    -62
  Ben              27      2    -10  gibt das nächste Spiel
  Clara            77      2    +72

@ 11
Spiel 5 der Partie 1: Clara klopft (Ben hat gegeben)
  Anna       zählt   8  [5H 6H 7H] [9C 10C JC]  übrig 8D
  Ben        zählt  10  [2H 3H 4H] [5D 6D 7D]  übrig QC
  Clara      zählt   0  [AS 2S 3S 4S] [KH KD KC]  Abwurf 9D
Clara hat mit Rommé geklopft und erhält 68
Jetons:
  Anna zahlt 8 an Clara: den Unterschied der Punkte
  Anna zahlt 25 an Clara: die Rommé-Prämie
  Ben zahlt 10 an Clara: den Unterschied der Punkte
  Ben zahlt 25 an Clara: die Rommé-Prämie
Stand: Anna 0, Ben 27, Clara 145
Clara gewinnt die Partie
Jetons netto: Anna -95, Ben -45, Clara +140

@ 12
{"format_version":1,"rubber":1,"game":"knock-rummy","decided_by":"points","state":"finished","pot":0,"games":5,"next_dealer":null,"winner":"Clara","winners":["Clara"],"started_at":"2026-03-03T20:00:00Z","players":[{"name":"Anna","seat":1,"score":0,"state":"in_play","bought_back":false,"can_buy_back":false,"chips":-95,"hands_won":0},{"name":"Ben","seat":2,"score":27,"state":"in_play","bought_back":false,"can_buy_back":false,"chips":-45,"hands_won":2},{"name":"Clara","seat":3,"score":145,"state":"in_play","bought_back":false,"can_buy_back":false,"chips":140,"hands_won":3}],"rules":{"game":"knock-rummy","hand_size":"players","knock_limit":"none","game_to":100,"rum_bonus":25,"next_dealer":"left","undercut_penalty":10,"first_dealer":"rotate","cards":"plain"},"rules_at_start":{"game":"knock-rummy","hand_size":"players","knock_limit":"none","game_to":100,"rum_bonus":25,"next_dealer":"left","undercut_penalty":10,"first_dealer":"rotate","cards":"plain"}}

@ 13
Partie 1 (beendet): Anna, Ben und Clara
begonnen 03.03.2026 20:00, beendet 03.03.2026 20:50
Eine Partie Klopf-Rommé bis 100
<BLANKLINE>
 Spiel Geber   Ansage              Anna        Ben      Clara
    1  Anna    Ben klopft        0    0     9    9     0    0
       Jetons: Anna -5, Ben +9, Clara -4
    2  Ben     Clara klopft      0    0     0    9    69   69
       Jetons: Anna -35, Ben -34, Clara +69
    3  Clara   Anna klopft       0    0    18   27     0   69
       Ben unterbietet Anna
       Jetons: Anna -17, Ben +18, Clara -1
    4  Anna    Clara klopft      0    0     0   27     8   77
       Jetons: Anna -5, Ben -3, Clara +8
    5  Ben     Clara klopft      0    0     0   27    68  145
       Jetons: Anna -33, Ben -35, Clara +68
<BLANKLINE>
Stand: Anna 0, Ben 27, Clara 145
Jetons netto: Anna -95, Ben -45, Clara +140
Clara hat die Partie gewonnen

@ 14
rubber,seq,at,event,game,dealer,declarer,declaration,player,points,total,chips,out
1,0,2026-03-03T20:00:00Z,ante,,,,,Anna,,0,0,0
1,0,2026-03-03T20:00:00Z,ante,,,,,Ben,,0,0,0
1,0,2026-03-03T20:00:00Z,ante,,,,,Clara,,0,0,0
1,1,2026-03-03T20:10:00Z,game,1,Anna,Ben,knock,Anna,0,0,-5,0
1,1,2026-03-03T20:10:00Z,game,1,Anna,Ben,knock,Ben,9,9,9,0
1,1,2026-03-03T20:10:00Z,game,1,Anna,Ben,knock,Clara,0,0,-4,0
1,2,2026-03-03T20:20:00Z,game,2,Ben,Clara,knock,Anna,0,0,-35,0
1,2,2026-03-03T20:20:00Z,game,2,Ben,Clara,knock,Ben,0,9,-34,0
1,2,2026-03-03T20:20:00Z,game,2,Ben,Clara,knock,Clara,69,69,69,0
1,3,2026-03-03T20:30:00Z,game,3,Clara,Anna,knock,Anna,0,0,-17,0
1,3,2026-03-03T20:30:00Z,game,3,Clara,Anna,knock,Ben,18,27,18,0
1,3,2026-03-03T20:30:00Z,game,3,Clara,Anna,knock,Clara,0,69,-1,0
1,4,2026-03-03T20:40:00Z,game,4,Anna,Clara,knock,Anna,0,0,-5,0
1,4,2026-03-03T20:40:00Z,game,4,Anna,Clara,knock,Ben,0,27,-3,0
1,4,2026-03-03T20:40:00Z,game,4,Anna,Clara,knock,Clara,8,77,8,0
1,5,2026-03-03T20:50:00Z,game,5,Ben,Clara,knock,Anna,0,0,-33,0
1,5,2026-03-03T20:50:00Z,game,5,Ben,Clara,knock,Ben,0,27,-35,0
1,5,2026-03-03T20:50:00Z,game,5,Ben,Clara,knock,Clara,68,145,68,0

@ 15
1 Partie importiert

@ 16
1 Partie geprüft: die Datenbank stimmt mit ihren Ereignissen und den Regeln überein

@ 17
Partie 1: Klopf-Rommé bis 100, beendet, 5 Spiele gespielt
  Spieler      Punkte Spiele Jetons
  Anna              0      0    -95
  Ben              27      2    -45
  Clara           145      3   +140  hat die Partie gewonnen
