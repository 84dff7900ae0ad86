#!/usr/bin/env bash
# klopf serve against a real HTTP client (curl), on a free port of the
# loopback only:
#  - the pages and files in the table below answer with their status,
#    their media type and a piece of their text, in English and in
#    German (Accept-Language, or ?lang= over it);
#  - every answer carries the Content-Security-Policy, nosniff and
#    no-referrer headers; HEAD answers without a body; a method other
#    than GET and HEAD is refused with 405 and Allow: GET, HEAD;
#  - a player's name written as markup (<script>, quotes, &) and one
#    holding control characters (put there by hand, as only a tampered
#    database has them) come out escaped: python3's html.parser finds
#    only the page's own tags, the one script is /app.js, the markup name
#    is in the text exactly as typed, and no page holds a control
#    character;
#  - /events sends nothing while nothing changes, and an event when
#    `klopf game` books a game in another process; the page then shows
#    the game;
#  - a page asked again is the same page (kept until the database
#    changes), and right after a `klopf undo` or `klopf game` of another
#    process, before /events could tell, the pages (each language apart)
#    show the change: no page kept from before is sent; the same games
#    booked again give the same page byte for byte;
#  - a request's head over 16 KiB is refused (431 for a header, 414
#    for a path) and the server goes on answering;
#  - the server stops on SIGTERM and on SIGINT (with an /events stream
#    open, which ends with it), says so, exits with 0 and lets the port
#    go; a port in use is refused with 3, a bad port with 2.
#
# Usage: serve.sh KLOPF_BINARY
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
# shellcheck source=../support/serve-test.bash
. "$(cd "$(dirname "$0")/.." && pwd)/support/serve-test.bash"

command -v curl >/dev/null || { echo "serve: curl is needed (scripts/install-deps)"; exit 1; }

# ---- the database ----
hostile='<script>alert("x")</script> & '"'"'Co'"'"
{ k new Anna Dora && k abandon &&
  k new Anna Ben "$hostile" &&
  k game --rummy Anna "Anna=4S 5S 6S 7S 9D 9H 9C JC QC KC" \
	"Ben=JS JD JH 10S 10H 10C 2H 9D 9S KD" "$hostile=22" &&
  k tournament new --rule series=2 --rule games=2 "Club <b>&amp;" \
	"Anna|Kreuz" "Ben|Kreuz" "Eva|Herz" "Franz|Herz" &&
  k tournament draw --seed 7; } >setup.out 2>&1 || { cat setup.out; bad "the database cannot be made"; exit 1; }
# Dora (rubber 1 only) with control characters and markup in her name
sqlite3 "$KLOPF_DB" "UPDATE player SET name = 'Do' || char(1) || char(27) || '[31m<b>ra' || char(7) WHERE name = 'Dora';" ||
	bad "Dora cannot be renamed"

# ---- a free port of the loopback, and the server on it ----
port=$(free_port)
base=http://127.0.0.1:$port
start_server "$port" serve.out || exit 1

# ---- the pages: METHOD PATH ACCEPT-LANGUAGE STATUS TYPE TEXT (tabs;
# - for no header) ----
csp="default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'"
n=0
while IFS=$'\t' read -r method path accept status type text; do
	[ -z "$method" ] || [ "${method:0:1}" = "#" ] && continue
	n=$((n + 1))
	args=(-s -D "h$n" -o "b$n" -X "$method" --path-as-is)
	[ "$method" = HEAD ] && args=(-s -I -o "h$n" --path-as-is)
	[ "$accept" != - ] && args+=(-H "Accept-Language: $accept")
	[ "$method" = POST ] && args+=(--data "x=1")
	curl "${args[@]}" "$base$path"
	[ -e "b$n" ] || : >"b$n"
	got=$(head -n 1 "h$n" | awk '{ print $2 }')
	[ "$got" = "$status" ] && ok || bad "$method $path: status $got, want $status"
	grep -qi "^content-type: $type" "h$n" && ok || bad "$method $path: not $type: $(grep -i '^content-type' "h$n")"
	grep -qF "Content-Security-Policy: $csp" "h$n" && ok || bad "$method $path: no CSP"
	grep -qi '^X-Content-Type-Options: nosniff' "h$n" && ok || bad "$method $path: no nosniff"
	grep -qi '^Referrer-Policy: no-referrer' "h$n" && ok || bad "$method $path: no Referrer-Policy"
	if [ "$method" = HEAD ]; then
		grep -qi '^content-length: [1-9]' "h$n" && ok || bad "HEAD $path: no length"
		continue
	fi
	grep -qF -- "$text" "b$n" && ok || bad "$method $path ($accept): no \"$text\" in $(head -c 400 "b$n")"
	if [ "$status" = 405 ]; then
		grep -qi '^Allow: GET, HEAD' "h$n" && ok || bad "$method $path: no Allow"
	fi
	case $type in text/html*)
		python3 - "b$n" "$hostile" <<'PY' && ok || bad "$method $path: the page's markup is not its own"
import sys
from html.parser import HTMLParser
allowed = {"html", "head", "meta", "noscript", "title", "link", "script",
           "body", "nav", "a", "span", "main", "h1", "h2", "p", "div",
           "table", "tr", "th", "td", "small", "ol", "li", "svg", "g",
           "line", "text", "rect", "polyline", "path", "circle"}
class P(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.bad = []
        self.text = []
        self.scripts = []
    def handle_starttag(self, tag, attrs):
        if tag not in allowed:
            self.bad.append(tag)
        if tag == "script":
            self.scripts.append(dict(attrs).get("src"))
        for k, v in attrs:
            if k.startswith("on") or (v or "").lower().startswith("javascript:"):
                self.bad.append(k)
    def handle_data(self, d):
        self.text.append(d)
raw = open(sys.argv[1], "rb").read()
page = raw.decode("utf-8")
if any(c < 32 and c not in (9, 10) for c in raw):
    sys.exit("a control character")
p = P()
p.feed(page)
if p.bad or p.scripts != ["/app.js"]:
    sys.exit("tags %s, scripts %s" % (p.bad, p.scripts))
if "<script>alert" in page:
    sys.exit("the name's markup")
if 'alert("x")' in "".join(p.text) and sys.argv[2] not in "".join(p.text):
    sys.exit("the name is not as typed")
PY
	esac
done <<'EOF_PAGES'
GET	/	-	200	text/html	<h1>Rubber 2: viennese</h1>
GET	/	-	200	text/html	&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;
GET	/	-	200	text/html	<span>Ben deals next</span>
GET	/	-	200	text/html	<span>pot: 15 chips</span>
GET	/	-	200	text/html	<h2>Game 1</h2>
GET	/	-	200	text/html	<p>Anna calls rummy &middot; Anna dealt</p>
GET	/	-	200	text/html	<span class="meld"><span>4♠</span> <span>5♠</span> <span>6♠</span> <span>7♠</span></span>
GET	/	-	200	text/html	<svg xmlns="http://www.w3.org/2000/svg" class="chart"
GET	/	-	200	text/html	<noscript><meta http-equiv="refresh" content="30"></noscript>
GET	/	-	200	text/html	<a href="/rubber/2">The whole history of this rubber</a>
GET	/	de-AT,de;q=0.9,en;q=0.5	200	text/html	<span>Pulle: 15 Jetons</span>
GET	/	de	200	text/html	<html lang="de">
GET	/?lang=de	en-US	200	text/html	<span>Ben gibt als Nächster</span>
GET	/?lang=de	-	200	text/html	<a href="/rubber/2?lang=de">
GET	/?lang=en	de	200	text/html	<span>Ben deals next</span>
GET	/?lang=fr	de	200	text/html	<h2>Stand</h2>
GET	/rubber/2	-	200	text/html	<h2>History</h2>
GET	/rubber/2	-	200	text/html	<td>Anna rummy</td><td class="n">0 <small class="mute">+0</small></td><td class="n">30 <small class="mute">+30</small></td>
GET	/rubber/1	-	200	text/html	<td>Do??[31m&lt;b&gt;ra?</td>
GET	/rubber/1	de	200	text/html	<span>abgebrochen</span>
GET	/tournament	-	200	text/html	<h1>Club &lt;b&gt;&amp;amp;</h1>
GET	/tournament/1	-	200	text/html	<h2>Series 1</h2>
GET	/tournament/1	-	200	text/html	<a href="/rubber/3">Table 1</a>
GET	/tournament/1	de	200	text/html	<span>1 Tisch spielt</span>
GET	/tournament/1	-	200	text/html	<th>team</th>
GET	/rubber/99	-	404	text/html	<p>there is no rubber 99 (see klopf rubbers)</p>
GET	/tournament/9	-	404	text/html	<h1>Not found</h1>
GET	/rubber/0	-	404	text/html	There is no page at this address.
GET	/rubber/2/	-	404	text/html	<h1>Not found</h1>
GET	/nope	de	404	text/html	<h1>Nicht gefunden</h1>
GET	/../etc/passwd	-	404	text/html	<h1>Not found</h1>
GET	/%2e%2e/etc/passwd	-	404	text/html	<h1>Not found</h1>
POST	/	-	405	text/html	This page is only read: it answers GET and HEAD.
PUT	/rubber/2	-	405	text/html	<h1>Method not allowed</h1>
DELETE	/tournament	de	405	text/html	<h1>Methode nicht erlaubt</h1>
POST	/events	-	405	text/html	<h1>Method not allowed</h1>
POST	/nope	-	404	text/html	<h1>Not found</h1>
GET	/style.css	-	200	text/css	svg.chart{
GET	/app.js	-	200	text/javascript	new EventSource('/events')
HEAD	/	-	200	text/html	-
HEAD	/rubber/2	de	200	text/html	-
EOF_PAGES
[ "$n" -ge 40 ] || bad "only $n rows of pages ran"

# ---- the limits of a request's head: refused, the server unharmed ----
big=$(head -c 20000 /dev/zero | tr '\0' x)
code=$(curl -s -o /dev/null -w '%{http_code}' -H "X-Big: $big" "$base/")
[ "$code" = 431 ] && ok || bad "a header of 20 KB: status $code, want 431"
code=$(curl -s -o /dev/null -w '%{http_code}' "$base/$big")
[ "$code" = 414 ] && ok || bad "a path of 20 KB: status $code, want 414"
curl -s "$base/" | grep -qF '<h2>Game 1</h2>' && ok || bad "no answer after the big requests"

# ---- /events: nothing while nothing changes, an event after a game ----
curl -s -N --max-time 1 "$base/events" >quiet.txt
grep -q '^retry: ' quiet.txt && ok || bad "/events does not open: $(cat quiet.txt)"
grep -q '^event:' quiet.txt && bad "/events sent an event while nothing changed: $(cat quiet.txt)" || ok
curl -s -N --max-time 10 "$base/events" >events.txt &
listener=$!
for i in $(seq 1 50); do
	grep -q '^retry: ' events.txt && break
	sleep 0.1
done
k game --knock Ben "Ben=4H 5H 6H 7S 7D 7C JS QS KS 4C" Anna=12 "$hostile=9" >game.out 2>&1 ||
	bad "klopf game failed: $(cat game.out)"
# the event comes within a second (the watcher looks every 100 ms); a
# second event would come from a second change
for i in $(seq 1 10); do
	grep -q '^event: change$' events.txt && break
	sleep 0.1
done
sleep 0.3
kill "$listener" 2>/dev/null
wait "$listener" 2>/dev/null
grep -q '^event: change$' events.txt && ok || bad "/events sent no event after the game: $(cat events.txt)"
grep -q '^data: [0-9]' events.txt && ok || bad "the event has no data: $(cat events.txt)"
[ "$(grep -c '^event: change$' events.txt)" -eq 1 ] && ok || bad "one game, more than one event: $(cat events.txt)"
curl -s "$base/" | grep -qF '<h2>Game 2</h2>' && ok || bad "the page does not show game 2"

# ---- pages kept until the database changes, never one stale ----
# each page asked twice (the second answer is the one kept), then a
# change by another process and at once, without waiting for /events,
# the pages again: a row per page, language and the text it must show
kept_pages='/	en	<h2>Game 2</h2>
/?lang=de	de	<h2>Spiel 2</h2>
/rubber/2	en	<tr><td class="n">2</td>'
for round in undo game; do
	while IFS='	' read -r path lang want; do
		curl -s -H "Accept-Language: $lang" "$base$path" >before.html
		curl -s -H "Accept-Language: $lang" "$base$path" >again.html
		cmp -s before.html again.html && ok || bad "$path ($lang): asked again, another page"
		cp before.html "kept-$round-$lang-${path//[\/?=]/_}.html"
	done <<<"$kept_pages"
	if [ "$round" = undo ]; then
		k undo >change.out 2>&1 || bad "klopf undo failed: $(cat change.out)"
	else
		k game --knock Ben "Ben=4H 5H 6H 7S 7D 7C JS QS KS 4C" Anna=12 "$hostile=9" >change.out 2>&1 ||
			bad "klopf game failed: $(cat change.out)"
	fi
	while IFS='	' read -r path lang want; do
		curl -s -H "Accept-Language: $lang" "$base$path" >after.html
		if [ "$round" = undo ]; then
			grep -qF "$want" after.html && bad "$path ($lang): game 2 still shown after klopf undo" || ok
		else
			grep -qF "$want" after.html && ok || bad "$path ($lang): game 2 not shown after klopf game"
			# the same games booked again: the same page, byte for byte
			cmp -s after.html "kept-undo-$lang-${path//[\/?=]/_}.html" && ok ||
				bad "$path ($lang): the page of the same games differs"
		fi
	done <<<"$kept_pages"
done

# ---- stopping: SIGTERM, then SIGINT ----
kill -TERM "$pid"
wait "$pid"
rc=$?
pid=
[ $rc -eq 0 ] && ok || bad "SIGTERM: exit status $rc"
grep -qF 'SIGTERM: the server stops.' serve.out && ok || bad "SIGTERM not said: $(cat serve.out)"
grep -qF 'The server has stopped.' serve.out && ok || bad "the stop not said: $(cat serve.out)"
grep -qF "klopf serves the standings at $base/ (this machine only" serve.out && ok ||
	bad "the address is not printed: $(cat serve.out)"
curl -s -o /dev/null "$base/" && bad "the port still answers after the stop" || ok

start_server "$port" serve2.out || exit 1
# the port in use: refused with 3, the first server unharmed
"$bin" serve --listen "127.0.0.1:$port" >inuse.out 2>&1
rc=$?
[ $rc -eq 3 ] && ok || bad "a port in use: status $rc"
grep -qF "port $port of 127.0.0.1 is in use" inuse.out && ok || bad "a port in use: $(cat inuse.out)"
curl -s "$base/" | grep -qF '<h2>Game 2</h2>' && ok || bad "the first server stopped answering"
# an open /events stream ends with the server, at once
curl -s -N --max-time 20 "$base/events" >open.txt &
listener=$!
for i in $(seq 1 50); do
	grep -q '^retry: ' open.txt && break
	sleep 0.1
done
start=$(date +%s)
kill -INT "$pid"
wait "$pid"
rc=$?
pid=
wait "$listener"
[ $(($(date +%s) - start)) -le 3 ] && ok || bad "the open /events stream kept the server (or curl) for $(($(date +%s) - start)) s"
[ $rc -eq 0 ] && ok || bad "SIGINT: exit status $rc"
grep -qF 'Ctrl-C: the server stops.' serve2.out && ok || bad "SIGINT not said: $(cat serve2.out)"

# addresses that cannot be used
"$bin" serve --listen "127.0.0.1:99999" >badaddr.out 2>&1
rc=$?
[ $rc -eq 2 ] && grep -qF 'the port is a number from 1 to 65535' badaddr.out && ok ||
	bad "a bad port: status $rc, $(cat badaddr.out)"

[ $fail -eq 0 ] && echo "serve: $checks checks, $n requests, all as they should be"
exit $((fail > 0))
