# The German outputs of the commands of tests/cli/rubber.t, run under
# de_AT.UTF-8: "@ N" is the output of its Nth command (the format is
# described in tests/cli/run-transcript.sh).

@ 1
Partie 1: Anna, Ben, Clara
Alle zahlen je 5 Jetons in die Pulle (Pulle 15); Anna gibt zuerst

@ 2
Spiel 1 der Partie 1: Anna klopft (Anna hat gegeben)
  Anna         2 Punkte  [3H 4H 5H] [7S 7D 7C] [QS QD QC]  übrig 2S  Abwurf KH
  Ben         38 Punkte  [KS KH KD]  übrig 4S 10S 5H 3D 8D 2C 6C
  Clara       45 Punkte  [QS QH QC]  übrig 2S 9S 6H 7H 4D 9D 8C
Jetons: Ben zahlt 1 an Anna, Clara zahlt 1 an Anna
Stand: Anna 2, Ben 38, Clara 45
nächster Geber: Ben

@ 3
Spiel 2 der Partie 1: Clara klopft (Ben hat gegeben)
  Anna        25 Punkte  [2S 2H 2D] [5C 6C 7C 8C]  übrig 6S 9H 10D
  Ben         17 Punkte  (als Punkte eingegeben)
  Clara        3 Punkte  [AS 2S 3S] [9H 9D 9C] [JD QD KD]  übrig 3C
Jetons: Anna zahlt 1 an Clara, Ben zahlt 1 an Clara
Stand: Anna 27, Ben 55, Clara 48
nächster Geber: Clara

@ 4
Spiel 3 der Partie 1: Ben macht Rommé (Clara hat gegeben)
  Anna        20 Punkte  [AH 2H 3H 4H] [4D 5D 6D 7D]  übrig QS KC
  Ben          0 Punkte  [4S 5S 6S 7S] [8H 8D 8C] [JC QC KC]
  Clara       40 Punkte  [5H 6H 7H] [8S 8D 8C]  übrig 10S QH KD JC
Jetons: Anna zahlt 1 an Ben, Clara zahlt 1 an Ben
Stand: Anna 47, Ben 55, Clara 88
Clara darf sich um 5 Jetons einkaufen (klopf buyback Clara): Stand 88 -> 55
nächster Geber: Anna

@ 5
Laufende Partie 1, 3 Spiele gespielt, Pulle 15
  Spieler      Punkte Jetons
  Anna             47     -5  gibt das nächste Spiel
  Ben              55     -5
  Clara            88     -5  darf sich einkaufen (auf 55)
Clara darf sich um 5 Jetons einkaufen (klopf buyback Clara): Stand 88 -> 55

@ 6
{"format_version":1,"rubber":1,"state":"in_play","pot":15,"games":3,"next_dealer":"Anna","winner":null,"winners":[],"started_at":"2026-01-01T20:00:00Z","players":[{"name":"Anna","seat":1,"score":47,"state":"in_play","bought_back":false,"can_buy_back":false,"chips":-5},{"name":"Ben","seat":2,"score":55,"state":"in_play","bought_back":false,"can_buy_back":false,"chips":-5},{"name":"Clara","seat":3,"score":88,"state":"in_play","bought_back":false,"can_buy_back":true,"chips":-5}],"rules":{"decks":2,"jokers":2,"hand_size":10,"ace_value":11,"court_value":10,"joker_value":20,"ace_low":true,"ace_high":true,"knock_limit":4,"ante":5,"knock_money":1,"rummy_money":"same","out_at":101,"buyback_over":81,"buyback_cost":5,"next_dealer":"left","rummy_doubles":false,"undercut_penalty":0,"first_dealer":"rotate","cards":"plain"},"rules_at_start":{"decks":2,"jokers":2,"hand_size":10,"ace_value":11,"court_value":10,"joker_value":20,"ace_low":true,"ace_high":true,"knock_limit":4,"ante":5,"knock_money":1,"rummy_money":"same","out_at":101,"buyback_over":81,"buyback_cost":5,"next_dealer":"left","rummy_doubles":false,"undercut_penalty":0,"first_dealer":"rotate","cards":"plain"}}

@ 7
Clara kauft sich um 5 Jetons ein: Stand 88 -> 55; Pulle 20

@ 8
Einkauf von Clara in Partie 1 entfernt

@ 9
Laufende Partie 1, 3 Spiele gespielt, Pulle 15
  Spieler      Punkte Jetons
  Anna             47     -5  gibt das nächste Spiel
  Ben              55     -5
  Clara            88     -5  darf sich einkaufen (auf 55)
Clara darf sich um 5 Jetons einkaufen (klopf buyback Clara): Stand 88 -> 55

@ 10
Clara kauft sich um 5 Jetons ein: Stand 88 -> 55; Pulle 20

@ 11
Laufende Partie 1, 3 Spiele gespielt, Pulle 20
  Spieler      Punkte Jetons
  Anna             47     -5  gibt das nächste Spiel
  Ben              55     -5
  Clara            55    -10  hat sich eingekauft

@ 12
Spiel 4 der Partie 1: Anna klopft (Anna hat gegeben)
  Anna         2 Punkte  [4C 5C 6C] [10S 10H 10D] [JH QH KH]  übrig 2D
  Ben         50 Punkte  [3S 3D 3C]  übrig 7S KS 9H 2D QD 2C JC
  Clara       30 Punkte  [5S 5H 5C] [6D 7D 8D 9D]  übrig QS JD KC
Jetons: Ben zahlt 1 an Anna, Clara zahlt 1 an Anna
Stand: Anna 49, Ben 105 (ausgeschieden), Clara 85
Ben ist mit 105 Punkten ausgeschieden
nächster Geber: Clara

@ 13
Spiel 4 der Partie 1 entfernt

@ 14
Laufende Partie 1, 3 Spiele gespielt, Pulle 20
  Spieler      Punkte Jetons
  Anna             47     -5  gibt das nächste Spiel
  Ben              55     -5
  Clara            55    -10  hat sich eingekauft

@ 15
Spiel 4 der Partie 1: Anna klopft (Anna hat gegeben)
  Anna         2 Punkte  [4C 5C 6C] [10S 10H 10D] [JH QH KH]  übrig 2D
  Ben         50 Punkte  [3S 3D 3C]  übrig 7S KS 9H 2D QD 2C JC
  Clara       30 Punkte  [5S 5H 5C] [6D 7D 8D 9D]  übrig QS JD KC
Jetons: Ben zahlt 1 an Anna, Clara zahlt 1 an Anna
Stand: Anna 49, Ben 105 (ausgeschieden), Clara 85
Ben ist mit 105 Punkten ausgeschieden
nächster Geber: Clara

@ 16
Spiel 5 der Partie 1: Anna klopft (Clara hat gegeben)
  Anna         3 Punkte  [4S 5S 6S] [7H 8H 9H] [QS QD QC]  übrig 3C
  Clara       37 Punkte  [AH 2H 3H] [4D 5D 6D]  übrig KS QH 8C 9C
Jetons: Clara zahlt 1 an Anna, die Pulle zahlt 20 an Anna
Stand: Anna 52, Ben 105 (ausgeschieden), Clara 122 (ausgeschieden)
Clara ist mit 122 Punkten ausgeschieden
Anna gewinnt die Partie und die Pulle
Jetons netto: Anna +18, Ben -6, Clara -12

@ 17
Partie 1, beendet, 5 Spiele gespielt, Pulle 0
  Spieler      Punkte Jetons
  Anna             52    +18  hat die Pulle gewonnen
  Ben             105     -6  ausgeschieden (Spiel 4)
  Clara           122    -12  ausgeschieden (Spiel 5)  hat sich eingekauft

@ 18
{"format_version":1,"rubber":1,"state":"finished","pot":0,"games":5,"next_dealer":null,"winner":"Anna","winners":["Anna"],"started_at":"2026-01-01T20:00:00Z","players":[{"name":"Anna","seat":1,"score":52,"state":"in_play","bought_back":false,"can_buy_back":false,"chips":18},{"name":"Ben","seat":2,"score":105,"state":"out","bought_back":false,"can_buy_back":false,"chips":-6},{"name":"Clara","seat":3,"score":122,"state":"out","bought_back":true,"can_buy_back":false,"chips":-12}],"rules":{"decks":2,"jokers":2,"hand_size":10,"ace_value":11,"court_value":10,"joker_value":20,"ace_low":true,"ace_high":true,"knock_limit":4,"ante":5,"knock_money":1,"rummy_money":"same","out_at":101,"buyback_over":81,"buyback_cost":5,"next_dealer":"left","rummy_doubles":false,"undercut_penalty":0,"first_dealer":"rotate","cards":"plain"},"rules_at_start":{"decks":2,"jokers":2,"hand_size":10,"ace_value":11,"court_value":10,"joker_value":20,"ace_low":true,"ace_high":true,"knock_limit":4,"ante":5,"knock_money":1,"rummy_money":"same","out_at":101,"buyback_over":81,"buyback_cost":5,"next_dealer":"left","rummy_doubles":false,"undercut_penalty":0,"first_dealer":"rotate","cards":"plain"}}

@ 19
Partie 2: Clara, Anna, Ben
Alle zahlen je 5 Jetons in die Pulle (Pulle 15); Clara gibt zuerst

@ 20
Spiel 1 der Partie 2: Ben klopft (Clara hat gegeben)
  Clara       30 Punkte  (als Punkte eingegeben)
  Anna        12 Punkte  (als Punkte eingegeben)
  Ben          4 Punkte  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  übrig 4C
Jetons: Clara zahlt 1 an Ben, Anna zahlt 1 an Ben
Stand: Clara 30, Anna 12, Ben 4
nächster Geber: Anna

@ 21
Partie 2 nach 1 Spiel abgebrochen; die Pulle geht an die zurück, die eingezahlt haben
Jetons: die Pulle zahlt 5 an Clara, die Pulle zahlt 5 an Anna, die Pulle zahlt 5 an Ben

@ 22
Partie 2, abgebrochen, 1 Spiel gespielt, Pulle 0
  Spieler      Punkte Jetons
  Clara            30     -1
  Anna             12     -1
  Ben               4     +2

@ 23
Partie 3: Dora, Emil
Alle zahlen je 5 Jetons in die Pulle (Pulle 10); Dora gibt zuerst

@ 24
Spiel 1 der Partie 3: Dora klopft (Dora hat gegeben)
  Dora         4 Punkte  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  übrig 4C
  Emil        95 Punkte  (als Punkte eingegeben)
Jetons: Emil zahlt 1 an Dora
Stand: Dora 4, Emil 95
Emil darf sich um 5 Jetons einkaufen (klopf buyback Emil): Stand 95 -> 4
nächster Geber: Emil

@ 25
Spiel 2 der Partie 3: Emil klopft (Emil hat gegeben)
  Dora        93 Punkte  (als Punkte eingegeben)
  Emil         2 Punkte  [4C 5C 6C] [10S 10H 10D] [JH QH KH]  übrig 2D
Jetons: Dora zahlt 1 an Emil
Stand: Dora 97, Emil 97
nächster Geber: Dora

@ 26
Spiel 3 der Partie 3: Dora klopft (Dora hat gegeben)
  Dora         4 Punkte  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  übrig 4C
  Emil        10 Punkte  (als Punkte eingegeben)
Jetons: Emil zahlt 1 an Dora, die Pulle zahlt 10 an Dora
Stand: Dora 101 (ausgeschieden), Emil 107 (ausgeschieden)
Dora ist mit 101 Punkten ausgeschieden
Emil ist mit 107 Punkten ausgeschieden
Dora gewinnt die Partie und die Pulle
Jetons netto: Dora +6, Emil -6

@ 27
Partie 3, beendet, 3 Spiele gespielt, Pulle 0
  Spieler      Punkte Jetons
  Dora            101     +6  ausgeschieden (Spiel 3)  hat die Pulle gewonnen
  Emil            107     -6  ausgeschieden (Spiel 3)

@ 28
Spiel 3 der Partie 3 entfernt
Partie 3 war beendet und läuft wieder

@ 29
Spiel 3 der Partie 3: Dora klopft (Dora hat gegeben)
  Dora         4 Punkte  [4H 5H 6H] [7S 7D 7C] [JS QS KS]  übrig 4C
  Emil         4 Punkte  (als Punkte eingegeben)
Jetons: Emil zahlt 1 an Dora, die Pulle zahlt 5 an Dora, die Pulle zahlt 5 an Emil
Stand: Dora 101 (ausgeschieden), Emil 101 (ausgeschieden)
Dora ist mit 101 Punkten ausgeschieden
Emil ist mit 101 Punkten ausgeschieden
Dora teilt sich die Pulle
Emil teilt sich die Pulle
Jetons netto: Dora +1, Emil -1

@ 30
Partie 3, beendet, 3 Spiele gespielt, Pulle 0
  Spieler      Punkte Jetons
  Dora            101     +1  ausgeschieden (Spiel 3)  teilt sich die Pulle
  Emil            101     -1  ausgeschieden (Spiel 3)  teilt sich die Pulle

@ 31
{"format_version":1,"rubber":3,"state":"finished","pot":0,"games":3,"next_dealer":null,"winner":null,"winners":["Dora","Emil"],"started_at":"2026-01-03T20:00:00Z","players":[{"name":"Dora","seat":1,"score":101,"state":"out","bought_back":false,"can_buy_back":false,"chips":1},{"name":"Emil","seat":2,"score":101,"state":"out","bought_back":false,"can_buy_back":false,"chips":-1}],"rules":{"decks":2,"jokers":2,"hand_size":10,"ace_value":11,"court_value":10,"joker_value":20,"ace_low":true,"ace_high":true,"knock_limit":4,"ante":5,"knock_money":1,"rummy_money":"same","out_at":101,"buyback_over":81,"buyback_cost":5,"next_dealer":"left","rummy_doubles":false,"undercut_penalty":0,"first_dealer":"rotate","cards":"plain"},"rules_at_start":{"decks":2,"jokers":2,"hand_size":10,"ace_value":11,"court_value":10,"joker_value":20,"ace_low":true,"ace_high":true,"knock_limit":4,"ante":5,"knock_money":1,"rummy_money":"same","out_at":101,"buyback_over":81,"buyback_cost":5,"next_dealer":"left","rummy_doubles":false,"undercut_penalty":0,"first_dealer":"rotate","cards":"plain"}}
