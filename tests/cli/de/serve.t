# klopf serve unter de_AT: die Meldungen am Terminal auf Deutsch; die
# Seiten wählen ihre Sprache nach dem Browser, nicht nach dem Terminal.

@ 1

@ 2

@ 3
klopf zeigt den Stand unter http://127.0.0.1:PORT/ (nur auf diesem Rechner: --listen 0.0.0.0:PORT teilt ihn im Netz).
Strg-C hält den Server an.

@ 4
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

@ 5
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

@ 6
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

@ 7
HTTP/1.1 405 Method Not Allowed
Allow: GET, HEAD
<main>
<h1>Method not allowed</h1>
<p>This page is only read: it answers GET and HEAD.</p>
</main>

@ 8
404

@ 9
<span class="meld"><span>4♠</span> <span>5♠</span> <span>6♠</span> <span>7♠</span></span><span class="meld"><span class="red">9♥</span> <span class="red">9♦</span> <span>9♣</span></span><span class="meld"><span>B♣</span> <span>D♣</span> <span>K♣</span></span>
<span class="meld"><span>10♠</span> <span class="red">10♥</span> <span>10♣</span></span><span class="meld"><span>B♠</span> <span class="red">B♥</span> <span class="red">B♦</span></span><span class="mute">unmatched:</span> <span>9♠</span> <span class="red">2♥</span> <span class="red">9♦</span> <span class="red">K♦</span>

@ 10
klopf zeigt den Stand unter http://127.0.0.1:PORT/ (nur auf diesem Rechner: --listen 0.0.0.0:PORT teilt ihn im Netz).
Strg-C hält den Server an.
SIGTERM: der Server hält an.
Der Server ist angehalten.

@ 11
status 3
klopf: klopf serve braucht die Bibliothek libmicrohttpd.so.12, die sich nicht laden ließ: DIR/lib/libmicrohttpd.so.12: Die Datei ist zu kurz
Laufende Partie 1, 1 Spiel gespielt, Pulle 15
