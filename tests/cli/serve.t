# klopf serve, read with curl: a rubber's page, a German page, a refusal,
# and the stop.  The server listens on a free port of the loopback (in
# the file port, shown as PORT) and the last command stops it; timeout
# stops it after two minutes in any case.
$ klopf new Anna Ben "Cl<b>ara & 'Co'" >/dev/null && klopf game --rummy Anna "Anna=4S 5S 6S 7S 9D 9H 9C JC QC KC" "Ben=JS JD JH 10S 10H 10C 2H 9D 9S KD" "Cl<b>ara & 'Co'=22" >/dev/null
$ python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])' >port
$ (timeout 120 klopf serve --listen "127.0.0.1:$(cat port)" >serve.out 2>&1 & echo $! >pid) ; for i in $(seq 300); do curl -s -o /dev/null "http://127.0.0.1:$(cat port)/style.css" && break; sleep 0.1; done; sed "s/$(cat port)/PORT/g" serve.out
klopf serves the standings at http://127.0.0.1:PORT/ (this machine only: --listen 0.0.0.0:PORT shares them on the network).
Ctrl-C stops the server.
$ curl -s -i -H 'Accept-Language: en' "http://127.0.0.1:$(cat port)/" | tr -d '\r' | sed -n '/^HTTP/p;/^Content-Type/p;/^Content-Security/p;/^X-/p;/^Referrer/p;/<main>/,/<\/table>/p'
HTTP/1.1 200 OK
Content-Security-Policy: default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'
X-Content-Type-Options: nosniff
Referrer-Policy: no-referrer
Content-Type: text/html; charset=utf-8
<main>
<h1>Rubber 1: viennese</h1>
<p class="facts"><span>in play</span><span>1 game played</span><span>pot: 15 chips</span><span>Ben deals next</span></p>
<h2>Standings</h2>
<div class="wide"><table>
<tr><th>player</th><th class="n">total</th><th class="n">chips</th><th></th></tr>
<tr><td>Anna</td><td class="n">0</td><td class="n">-3</td><td></td></tr>
<tr class="deal"><td>Ben</td><td class="n">30</td><td class="n">-6</td><td></td></tr>
<tr><td>Cl&lt;b&gt;ara &amp; &#39;Co&#39;</td><td class="n">22</td><td class="n">-6</td><td></td></tr>
</table></div>
$ curl -s -H 'Accept-Language: de-AT,de;q=0.9' "http://127.0.0.1:$(cat port)/" | sed -n '/<main>/,/<\/table>/p'
<main>
<h1>Partie 1: viennese</h1>
<p class="facts"><span>läuft</span><span>1 Spiel gespielt</span><span>Pulle: 15 Jetons</span><span>Ben gibt als Nächster</span></p>
<h2>Stand</h2>
<div class="wide"><table>
<tr><th>Spieler</th><th class="n">Summe</th><th class="n">Jetons</th><th></th></tr>
<tr><td>Anna</td><td class="n">0</td><td class="n">-3</td><td></td></tr>
<tr class="deal"><td>Ben</td><td class="n">30</td><td class="n">-6</td><td></td></tr>
<tr><td>Cl&lt;b&gt;ara &amp; &#39;Co&#39;</td><td class="n">22</td><td class="n">-6</td><td></td></tr>
</table></div>
$ curl -s "http://127.0.0.1:$(cat port)/?lang=en" | sed -n '/<h2>Game/,/<\/table>/p'
<h2>Game 1</h2>
<p>Anna calls rummy &middot; Anna dealt</p>
<div class="wide"><table>
<tr><th>player</th><th class="n">points</th></tr>
<tr class="who"><td>Anna</td><td class="n">0</td></tr>
<tr class="hand"><td colspan="2"><span class="meld"><span>4♠</span> <span>5♠</span> <span>6♠</span> <span>7♠</span></span><span class="meld"><span class="red">9♥</span> <span class="red">9♦</span> <span>9♣</span></span><span class="meld"><span>J♣</span> <span>Q♣</span> <span>K♣</span></span></td></tr>
<tr class="who"><td>Ben</td><td class="n">30</td></tr>
<tr class="hand"><td colspan="2"><span class="meld"><span>10♠</span> <span class="red">10♥</span> <span>10♣</span></span><span class="meld"><span>J♠</span> <span class="red">J♥</span> <span class="red">J♦</span></span><span class="mute">unmatched:</span> <span>9♠</span> <span class="red">2♥</span> <span class="red">9♦</span> <span class="red">K♦</span> </td></tr>
<tr class="who"><td>Cl&lt;b&gt;ara &amp; &#39;Co&#39;</td><td class="n">22</td></tr>
<tr class="hand"><td colspan="2">22 points typed</td></tr>
</table></div>
$ curl -s -i -X POST --data x=1 "http://127.0.0.1:$(cat port)/rubber/1" | tr -d '\r' | sed -n '/^HTTP/p;/^Allow/p;/<main>/,/<\/main>/p'
HTTP/1.1 405 Method Not Allowed
Allow: GET, HEAD
<main>
<h1>Method not allowed</h1>
<p>This page is only read: it answers GET and HEAD.</p>
</main>
$ curl -s -o /dev/null -w '%{http_code}\n' "http://127.0.0.1:$(cat port)/rubber/2"
404
$ klopf rules --change cards=german >/dev/null && curl -s "http://127.0.0.1:$(cat port)/?lang=en" | grep -o '<span class="meld">.*</span>' | head -2
<span class="meld"><span>4♠</span> <span>5♠</span> <span>6♠</span> <span>7♠</span></span><span class="meld"><span class="red">9♥</span> <span class="red">9♦</span> <span>9♣</span></span><span class="meld"><span>B♣</span> <span>D♣</span> <span>K♣</span></span>
<span class="meld"><span>10♠</span> <span class="red">10♥</span> <span>10♣</span></span><span class="meld"><span>B♠</span> <span class="red">B♥</span> <span class="red">B♦</span></span><span class="mute">unmatched:</span> <span>9♠</span> <span class="red">2♥</span> <span class="red">9♦</span> <span class="red">K♦</span>
$ kill -TERM "$(cat pid)"; for i in $(seq 300); do kill -0 "$(cat pid)" 2>/dev/null || break; sleep 0.1; done; sed "s/$(cat port)/PORT/g" serve.out
klopf serves the standings at http://127.0.0.1:PORT/ (this machine only: --listen 0.0.0.0:PORT shares them on the network).
Ctrl-C stops the server.
SIGTERM: the server stops.
The server has stopped.
$ mkdir -p lib && : >lib/libmicrohttpd.so.12 && LD_LIBRARY_PATH=$PWD/lib klopf serve --listen "127.0.0.1:$(cat port)" 2>err; echo "status $?"; sed "s|$PWD|DIR|" err; LD_LIBRARY_PATH=$PWD/lib klopf standings | head -1
status 3
klopf: klopf serve needs the library libmicrohttpd.so.12, which could not be loaded: DIR/lib/libmicrohttpd.so.12: file too short
rubber 1, in play, 1 game played, pot 15
