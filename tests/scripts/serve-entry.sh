#!/usr/bin/env bash
# The entry pages of klopf serve against a real HTTP client (curl), on a
# free port of the loopback only:
#  - each game of the table below, entered with POST /enter/CODE/game,
#    gives the standings (klopf standings --json) that the same game
#    booked with `klopf game` gives on a copy of the database; the page
#    answers with the booked game's look and the new standings;
#  - a game the referee refuses is answered 422 with the referee's own
#    sentence (the one `klopf game` prints for it), the form filled in
#    with what was typed, and nothing booked;
#  - a form sent twice (its token replayed) is refused (403); a form
#    shown before another writer booked a game (its stamp stale) is
#    refused (409) with the standings as they are now;
#  - the correction (GET /enter/CODE/fix, its hands filled in; POST) and
#    the undo equal `klopf fix` and `klopf undo` on the copy;
#  - markup typed into a field comes back escaped;
#  - a tournament's table has its own code and page, and a game entered
#    there equals `klopf game --table 1` on the copy;
#  - a path answers with its methods in Allow (POST-only: "POST");
#  - the rows of tests/bad-http.tsv (oversized heads and bodies, NUL and
#    invalid UTF-8 in every field, script, path traversal, replayed
#    forms, a slow client, guessed codes): their status, nothing booked,
#    the server still answering;
#  - the code is never in the server's output nor on a read-only page,
#    and entry pages are not cached;
#  - the game that ends a rubber, entered on the page, leaves a page that
#    only takes it back or corrects it (a game is refused); taken back,
#    the rubber is in play again as before it; once a new rubber began,
#    the code opens nothing;
#  - a buy-back is offered to the player who may buy back and to no one
#    else, booked as klopf buyback books it, refused when sent again or
#    for a player who may not (the referee's reason);
#  - a player leaves as klopf leave leaves, and not twice;
#  - a dead hand of gin is offered and booked as klopf game --dead;
#  - a code whose rubber is over gets the answer of a wrong code, and
#    after 5 wrong codes from one address the sixth request is answered
#    429 with Retry-After.
#
# Usage: serve-entry.sh KLOPF_BINARY
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
table=$(cd "$(dirname "$0")/.." && pwd)/bad-http.tsv
# shellcheck source=../support/serve-test.bash
. "$(cd "$(dirname "$0")/.." && pwd)/support/serve-test.bash"
# kref ARGS: klopf on the copy of the database
kref() { KLOPF_DB="$work/ref.db" "$bin" "$@"; }

command -v curl >/dev/null || { echo "serve-entry: curl is needed (scripts/install-deps)"; exit 1; }

hostile='<b>Eve</b> & "Co"'
k new Anna Ben "$hostile" >setup.out 2>&1 || { cat setup.out; exit 1; }
sqlite3 "$KLOPF_DB" ".backup '$work/ref.db'"
code=$(k code | grep -o '[0-9A-Z]\{4\}-[0-9A-Z]\{4\}-[0-9A-Z]\{4\}-[0-9A-Z]\{4\}')
[ -n "$code" ] || { echo "serve-entry: klopf code gives no code"; exit 1; }

port=$(free_port)
url="http://127.0.0.1:$port"
start_server "$port" serve.out || exit 1

# field PAGE NAME [N]: the value of the N-th (1st) input NAME of PAGE
field() {
	python3 - "$1" "$2" "${3:-1}" <<'EOF'
import html.parser, sys
class P(html.parser.HTMLParser):
    found = []
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "input" and a.get("name") == sys.argv[2]:
            self.found.append(a.get("value", ""))
p = P()
p.feed(open(sys.argv[1], encoding="utf-8").read())
n = int(sys.argv[3])
print(p.found[n - 1] if len(p.found) >= n else "")
EOF
}
# fields PAGE NAME...: the values of the first inputs NAME... of PAGE,
# on one line separated by tabs
fields() {
	python3 - "$@" <<'EOF'
import html.parser, sys
class P(html.parser.HTMLParser):
    found = {}
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "input" and a.get("name") not in self.found:
            self.found[a.get("name")] = a.get("value", "")
p = P()
p.feed(open(sys.argv[1], encoding="utf-8").read())
print("\t".join(p.found.get(n, "") for n in sys.argv[2:]))
EOF
}
# text PAGE CLASS: the text of the paragraphs of class CLASS of PAGE
text() {
	python3 - "$1" "$2" <<'EOF'
import html.parser, sys
class P(html.parser.HTMLParser):
    depth = 0
    out = []
    def handle_starttag(self, tag, attrs):
        if tag == "p" and ("class", sys.argv[2]) in attrs:
            self.depth = 1
    def handle_endtag(self, tag):
        if tag == "p":
            self.depth = 0
    def handle_data(self, d):
        if self.depth:
            self.out.append(d)
p = P()
p.feed(open(sys.argv[1], encoding="utf-8").read())
print("".join(p.out))
EOF
}
# totals PAGE: the names and totals of the standings table of PAGE,
# "NAME=TOTAL" a line
totals() {
	python3 - "$1" <<'EOF'
import html.parser, sys
class P(html.parser.HTMLParser):
    tables = 0; row = None; rows = []; cell = None
    def handle_starttag(self, tag, attrs):
        if tag == "table": self.tables += 1
        if self.tables == 1 and tag == "tr": self.row = []
        if self.row is not None and tag == "td": self.cell = ""
    def handle_endtag(self, tag):
        if tag == "td" and self.cell is not None:
            self.row.append(self.cell); self.cell = None
        if tag == "tr" and self.row:
            self.rows.append(self.row)
        if tag == "tr": self.row = None
    def handle_data(self, d):
        if self.cell is not None: self.cell += d
p = P()
p.feed(open(sys.argv[1], encoding="utf-8").read())
for r in p.rows: print("%s=%s" % (r[0], r[1]))
EOF
}
# json_totals DB: the same from `klopf standings --json` of DB
json_totals() {
	KLOPF_DB="$1" "$bin" standings --json | python3 -c '
import json, sys
d = json.load(sys.stdin)
for p in d["players"]: print("%s=%s" % (p["name"], p["score"]))'
}
# show PATH OUT: GET the entry page PATH into OUT; prints the status
show() { curl -s -o "$2" -w '%{http_code}' "$url$1"; }
# post PATH FORM OUT [TOKEN STAMP]: POST the fields FORM (one
# name=value a line) with the token and stamp of the page FORM_PAGE;
# prints the status
post() {
	local args=() line
	while IFS= read -r line; do
		[ -n "$line" ] && args+=(--data-urlencode "$line")
	done <<<"$2"
	curl -s -o "$3" -w '%{http_code}' -H "Origin: $url" "${args[@]}" "$url$1"
}

# ---- the games: END, then each hand (hand0 hand1 hand2) ----
games=$(cat <<'EOF'
rummy:0|4S 5S 6S 7S 9D 9H 9C JC QC KC|JS JD JH 10S 10H 10C 2H 9D 9S KD|22
knock:1|AS 2C 3D 4H 5S 6C 7D 8H 9S 10C|2S 3S 4S 5H 5D 5C 9H 9D 9C 3H|17
rummy:2|3H 4H 5H 6H 7H 8H 9H 10H JH QH|15|3C 4C 5C 6C 7C 8C 9C 10C JC QC
EOF
)
names=(Anna Ben "$hostile")
n=0
while IFS='|' read -r end h0 h1 h2; do
	n=$((n + 1))
	show "/enter/$code" page.html >/dev/null
	tok=$(field page.html token)
	stamp=$(field page.html stamp)
	st=$(post "/enter/$code/game" "token=$tok
stamp=$stamp
end=$end
hand0=$h0
hand1=$h1
hand2=$h2" booked.html)
	decl=${end%%:*}
	who=${names[${end#*:}]}
	kref game "--$decl" "$who" "Anna=$h0" "Ben=$h1" "$hostile=$h2" >ref.out 2>&1
	if [ "$st" = 200 ] && [ "$(json_totals "$KLOPF_DB")" = "$(json_totals ref.db)" ] &&
	   [ "$(totals booked.html)" = "$(json_totals ref.db)" ] &&
	   grep -q "Game $n of rubber 1 is booked." booked.html; then
		ok
	else
		bad "game $n ($end): status $st, $(text booked.html refused); served $(json_totals "$KLOPF_DB" | tr '\n' ' ') / klopf game $(json_totals ref.db | tr '\n' ' ')"
	fi
done <<<"$games"

# ---- a refusal: the referee's own sentence, the form as typed ----
show "/enter/$code" page.html >/dev/null
tok=$(field page.html token)
stamp=$(field page.html stamp)
refused_hand='4S 5S 6S 7S 9D 9H 9C JC QC 2D'
st=$(post "/enter/$code/game" "token=$tok
stamp=$stamp
end=rummy:0
hand0=$refused_hand
hand1=JS JD JH 10S 10H 10C 2H 9D 9S KD
hand2=22" refused.html)
want=$(kref game --rummy Anna "Anna=$refused_hand" "Ben=JS JD JH 10S 10H 10C 2H 9D 9S KD" "$hostile=22" 2>&1 >/dev/null |
       sed -n 's/^klopf: //p' | head -1)
got=$(text refused.html refused)
if [ "$st" = 422 ] && [ -n "$want" ] && [ "${got#*"$want"}" != "$got" ] &&
   [ "$(field refused.html hand0)" = "$refused_hand" ] &&
   grep -q 'value="rummy:0" checked' refused.html &&
   [ "$(json_totals "$KLOPF_DB")" = "$(json_totals ref.db)" ]; then
	ok
else
	bad "a refused game: status $st, page says '$got', klopf game says '$want'"
fi

# ---- a replayed form ----
st=$(post "/enter/$code/game" "token=$tok
stamp=$stamp
end=knock:1
hand0=AS 2C 3D 4H 5S 6C 7D 8H 9S 10C
hand1=2S 3S 4S 5H 5D 5C 9H 9D 9C 3H
hand2=17" replay.html)
if [ "$st" = 403 ] && [ "$(json_totals "$KLOPF_DB")" = "$(json_totals ref.db)" ]; then
	ok
else
	bad "a replayed token: status $st"
fi

# ---- a stale form: another writer came first ----
show "/enter/$code" page.html >/dev/null
tok=$(field page.html token)
stamp=$(field page.html stamp)
late=(--knock Ben "Anna=AS 2C 3D 4H 5S 6C 7D 8H 9S 10C" "Ben=2S 3S 4S 5H 5D 5C 9H 9D 9C 3H" "$hostile=17")
k game "${late[@]}" >/dev/null 2>&1
kref game "${late[@]}" >/dev/null 2>&1
st=$(post "/enter/$code/game" "token=$tok
stamp=$stamp
end=knock:1
hand0=AS 2C 3D 4H 5S 6C 7D 8H 9S 10C
hand1=2S 3S 4S 5H 5D 5C 9H 9D 9C 3H
hand2=17" stale.html)
if [ "$st" = 409 ] && [ "$(totals stale.html)" = "$(json_totals ref.db)" ] &&
   [ "$(json_totals "$KLOPF_DB")" = "$(json_totals ref.db)" ] &&
   grep -q "changed since this table last looked at it" stale.html; then
	ok
else
	bad "a stale form: status $st, $(text stale.html refused)"
fi

# ---- the correction: its form filled in with the last game ----
games_now=$(k standings --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["games"])' 2>/dev/null)
show "/enter/$code/fix" fix.html >/dev/null
if [ "$(field fix.html hand1)" = "2S 3S 4S 5H 5D 5C 9H 9D 9C 3H" ] &&
   [ "$(field fix.html hand2)" = 17 ] && grep -q 'value="knock:1" checked' fix.html; then
	ok
else
	bad "the correction's form is not filled in with the last game"
fi
st=$(post "/enter/$code/fix" "token=$(field fix.html token)
stamp=$(field fix.html stamp)
end=knock:1
hand0=AS 2C 3D 4H 5S 6C 7D 8H 9S 10C
hand1=2S 3S 4S 5H 5D 5C 9H 9D 9C 3H
hand2=25" fixed.html)
kref fix "$games_now" --knock Ben "Anna=AS 2C 3D 4H 5S 6C 7D 8H 9S 10C" "Ben=2S 3S 4S 5H 5D 5C 9H 9D 9C 3H" "$hostile=25" >/dev/null 2>&1
if [ "$st" = 200 ] && [ "$(json_totals "$KLOPF_DB")" = "$(json_totals ref.db)" ] &&
   grep -q "is corrected." fixed.html; then
	ok
else
	bad "the correction: status $st, $(text fixed.html refused)"
fi

# ---- undo ----
show "/enter/$code" page.html >/dev/null
st=$(post "/enter/$code/undo" "token=$(field page.html token 2)
stamp=$(field page.html stamp 2)" undone.html)
kref undo >/dev/null 2>&1
if [ "$st" = 200 ] && [ "$(json_totals "$KLOPF_DB")" = "$(json_totals ref.db)" ] &&
   [ "$(totals undone.html)" = "$(json_totals ref.db)" ]; then
	ok
else
	bad "undo: status $st, $(text undone.html refused)"
fi

# ---- markup typed into a field comes back escaped ----
show "/enter/$code" page.html >/dev/null
end=$(field page.html end)   # the first way offered: SEAT knocks
seat=${end#*:}
st=$(post "/enter/$code/game" "token=$(field page.html token)
stamp=$(field page.html stamp)
end=$end
hand$seat=<script>alert(1)</script>\"><img src=x>" xss.html)
if [ "$st" = 422 ] && ! grep -q '<script>alert\|<img' xss.html &&
   [ "$(field xss.html "hand$seat")" = '<script>alert(1)</script>"><img src=x>' ] &&
   [ "$(grep -c '<script' xss.html)" = 1 ]; then
	ok
else
	bad "markup typed into a hand is not escaped (status $st)"
fi

# ---- how the game ended, as no form offers it: 422, nothing booked ----
before=$(json_totals "$KLOPF_DB")
for end in "" knock "knock:" "knock:3" "knock:99" "knock:01" "knock:-1" \
	"knock:1x" "rummy: 1" "dead" "gin:1" "nonsense:1" ":1"; do
	show "/enter/$code" page.html >/dev/null
	IFS=$'\t' read -r tok stamp < <(fields page.html token stamp)
	st=$(post "/enter/$code/game" "token=$tok
stamp=$stamp
end=$end
hand1=2S 3S 4S 5H 5D 5C 9H 9D 9C 3H" end.html)
	if [ "$st" = 422 ] && [ "$(text end.html refused)" = "say how the game ended: choose one of the ways the form offers" ]; then
		ok
	else
		bad "end=$end: $st, '$(text end.html refused)'"
	fi
done
[ "$(json_totals "$KLOPF_DB")" = "$before" ] && ok || bad "a game with a way out no form offers was booked"

# ---- bad input: the rows of tests/bad-http.tsv, sent from 127.0.0.2 ----
# raw.py HOST PORT REQUEST [SLOW]: send REQUEST (Python escapes) over a
# socket from 127.0.0.2 and print the answer's status ("-" for none);
# SLOW: one byte every 0.1 s for 2 s, never finished, and "-" when the
# server has not answered by then
cat >raw.py <<'EOF'
import socket, sys, time
req = sys.argv[3].encode("latin-1").decode("unicode_escape").encode("latin-1")
s = socket.socket()
s.bind(("127.0.0.2", 0))
s.connect((sys.argv[1], int(sys.argv[2])))
s.settimeout(5)
got = b""
try:
    if len(sys.argv) > 4:
        s.setblocking(False)
        end = time.monotonic() + 2
        for byte in req:
            if time.monotonic() > end:
                break
            s.send(bytes([byte]))
            time.sleep(0.1)
            try:
                got += s.recv(4096)
            except BlockingIOError:
                pass
    else:
        s.sendall(req)
        while b"\r\n" not in got:
            d = s.recv(4096)
            if not d:
                break
            got += d
except OSError:
    pass
print(got.split(b" ")[1].decode() if got.startswith(b"HTTP/") else "-")
EOF
rnd_code() {
	python3 -c 'import secrets; a = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
print("-".join("".join(secrets.choice(a) for _ in range(4)) for _ in range(4)))'
}
# expand TEXT: TEXT with the placeholders of tests/bad-http.tsv filled in
expand() {
	local s=$1 n rep
	s=${s//\{code\}/$code}
	s=${s//\{token\}/$tok}
	s=${s//\{stamp\}/$stamp}
	s=${s//\{end\}/$fend}
	s=${s//\{seat\}/${fend#*:}}
	s=${s//\{spent\}/$spent}
	while [[ $s == *"{guess}"* ]]; do s=${s/\{guess\}/$(rnd_code)}; done
	while [[ $s =~ \{a\*([0-9]+)\} ]]; do
		rep=$(head -c "${BASH_REMATCH[1]}" /dev/zero | tr '\0' a)
		s=${s/"${BASH_REMATCH[0]}"/$rep}
	done
	if [[ $s =~ \{headers\*([0-9]+)\} ]]; then
		rep=
		for n in $(seq 1 "${BASH_REMATCH[1]}"); do
			rep="$rep | X-Filler-$n: $(printf '%048d' 0)"
		done
		s=${s/"${BASH_REMATCH[0]}"/${rep# | }}
	fi
	printf '%s' "$s"
}
# a spent token: a form refused once (422) has used it
show "/enter/$code" page.html >/dev/null
spent=$(field page.html token)
post "/enter/$code/game" "token=$spent
stamp=$(field page.html stamp)
end=nonsense" spent.html >/dev/null
form="Content-Type: application/x-www-form-urlencoded"
before=$(json_totals "$KLOPF_DB")
rows=0 tok= stamp= fend=
while IFS=$'\t' read -r method path headers body want what; do
	case $method in ''|'#'*) continue ;; esac
	rows=$((rows + 1))
	# a fresh form only for a row that uses one
	if [[ "$path$headers$body" == *"{token}"* || "$path$headers$body" == *"{stamp}"* ||
	      "$path$headers$body" == *"{end}"* || "$path$headers$body" == *"{seat}"* ]]; then
		show "/enter/$code" page.html >/dev/null
		page=$(<page.html)
		re='name="token" value="([0-9a-f]+)".*name="stamp" value="([0-9a-f]+)".*name="end" id="end-0" value="([a-z]+:[0-9]+)"'
		[[ $page =~ $re ]] || bad "bad-http.tsv: the entry page has no form"
		tok=${BASH_REMATCH[1]} stamp=${BASH_REMATCH[2]} fend=${BASH_REMATCH[3]}
	fi
	path=$(expand "$path")
	body=$(expand "$body")
	: >out.html
	case $method in
	RAW) st=$(python3 raw.py 127.0.0.1 "$port" "$body") ;;
	SLOW)
		python3 raw.py 127.0.0.1 "$port" "$body" slow >slow.out &
		slow=$!
		sleep 0.5
		st=$(curl -s -o out.html -w '%{http_code}' --max-time 1 "$url$path")
		wait "$slow"
		[ "$(cat slow.out)" = - ] || st="$st (the slow client was answered $(cat slow.out))"
		;;
	*)
		args=(-s -o out.html -w '%{http_code}' -X "$method" --path-as-is --interface 127.0.0.2)
		if [ "$headers" != - ]; then
			headers=$(expand "$headers")
			while [ -n "$headers" ]; do
				args+=(-H "${headers%% | *}")
				[ "$headers" = "${headers#* | }" ] && break
				headers=${headers#* | }
			done
		fi
		if [ "$method" = POST ]; then
			[[ " ${args[*]} " == *" Content-Type:"* ]] || args+=(-H "$form")
			[[ " ${args[*]} " == *" Origin:"* || " ${args[*]} " == *" Referer:"* ]] || args+=(-H "Origin: $url")
		fi
		[ "$body" != - ] && args+=(--data-binary "$body")
		st=$(curl "${args[@]}" "$url$path")
		;;
	esac
	if [ "$st" = "$want" ] && ! grep -q '<script>alert' out.html; then
		ok
	else
		bad "bad-http.tsv: $what ($method ${path:0:60}): $st, not $want"
	fi
done <"$table"
if [ "$(json_totals "$KLOPF_DB")" = "$before" ] && [ "$rows" -ge 60 ] &&
   [ "$(curl -s -o /dev/null -w '%{http_code}' "$url/enter/$code")" = 200 ]; then
	ok
else
	bad "the $rows rows of bad-http.tsv booked something, or the server stopped"
fi

# ---- what a path answers, in its Allow header ----
for row in "game:POST" "undo:POST" "buyback:POST" "leave:POST"; do
	hdr=$(curl -s -D - -o /dev/null "$url/enter/$code/${row%%:*}" | tr -d '\r')
	if grep -qx "Allow: ${row#*:}" <<<"$hdr"; then ok; else bad "GET /enter/CODE/${row%%:*}: no Allow: ${row#*:}"; fi
done
hdr=$(curl -s -D - -o /dev/null -X PUT "$url/enter/$code/fix" | tr -d '\r')
if grep -qx "Allow: GET, HEAD, POST" <<<"$hdr"; then ok; else bad "PUT /enter/CODE/fix: no Allow: GET, HEAD, POST"; fi

# ---- German, and /enter?code= ----
st=$(curl -s -o de.html -w '%{http_code}' -H 'Accept-Language: de-AT' "$url/enter?code=$(tr 'A-Z' 'a-z' <<<"$code")")
if [ "$st" = 200 ] && grep -q '<html lang="de">' de.html &&
   grep -q "action=\"/enter/$code/game\"" de.html; then
	ok
else
	bad "/enter?code= in German: status $st"
fi

# ---- a tournament's table: its own code, its own rubber ----
k tournament new --rule series=2 --rule games=3 "Club" Dora Emil Franz Gerti >/dev/null 2>&1 &&
	k tournament draw --seed 7 >/dev/null 2>&1 || bad "the tournament cannot be made"
sqlite3 "$KLOPF_DB" ".backup '$work/ref.db'"
tcode=$(k code --table 1 | grep -o '[0-9A-Z]\{4\}-[0-9A-Z]\{4\}-[0-9A-Z]\{4\}-[0-9A-Z]\{4\}')
[ -n "$tcode" ] || { bad "klopf --table 1 code gives no code: $(k code --table 1 2>&1)"; tcode=NO-CODE; }
st=$(show "/enter/$tcode" table.html)
# the table's players, as the form names them (label for handN)
mapfile -t seats < <(python3 - table.html <<'EOF2'
import html.parser, sys
class P(html.parser.HTMLParser):
    cur = None; out = []
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "label" and a.get("for", "").startswith("hand"):
            self.cur = [a["for"][4:], ""]
    def handle_endtag(self, tag):
        if tag == "label" and self.cur:
            self.out.append(self.cur); self.cur = None
    def handle_data(self, d):
        if self.cur: self.cur[1] += d
p = P()
p.feed(open(sys.argv[1], encoding="utf-8").read())
for seat, name in p.out: print(seat + "=" + name)
EOF2
)
if [ "$st" = 200 ] && grep -q '<h1>Table 1</h1>' table.html && [ ${#seats[@]} -ge 2 ]; then
	ok
	# the first way the form offers (Rommé: SEAT goes out, holding no
	# cards), every other hand as cards left in hand
	end=$(field table.html end)
	first=${end#*:}
	fields="token=$(field table.html token)
stamp=$(field table.html stamp)
end=$end"
	for s in "${seats[@]}"; do
		[ "${s%%=*}" = "$first" ] && refargs=("--${end%%:*}" "${s#*=}")
	done
	left=("2S 3S" "KH" "QD 7C 7S")
	i=0
	for s in "${seats[@]}"; do
		[ "${s%%=*}" = "$first" ] && continue
		fields="$fields
hand${s%%=*}=${left[$i]}"
		refargs+=("${s#*=}=${left[$i]}")
		i=$((i + 1))
	done
	st=$(post "/enter/$tcode/game" "$fields" tbooked.html)
	kref game --table 1 "${refargs[@]}" >ref.out 2>&1
	if [ "$st" = 200 ] &&
	   [ "$(k standings --table 1 --json)" = "$(kref standings --table 1 --json)" ] &&
	   [ "$(json_totals "$KLOPF_DB")" = "$(json_totals ref.db)" ]; then
		ok
	else
		bad "a game of table 1: status $st, $(text tbooked.html refused) / $(cat ref.out)"
	fi
else
	bad "table 1's entry page: status $st, players ${seats[*]}"
fi

# ---- a stale form whose way out no longer is one: still 409 ----
# At a table of four the dealer sits out; a form shown before the
# laptop booked a game offers the seat that deals now as going out.
# It was right when shown: the answer is "too late" (409), not a
# refusal of the form (422).
ends_of() { grep -o 'name="end" id="end-[0-9]*" value="[^"]*"' "$1" | sed 's/.*value="//; s/"$//'; }
show "/enter/$tcode" stale-a.html >/dev/null
# the seats the form asks for, SEAT=NAME
mapfile -t aseats < <(grep -o 'label for="hand[0-9]*">[^<]*' stale-a.html | sed 's/label for="hand//; s/">/=/')
late=(--out "${aseats[0]#*=}" "${aseats[1]#*=}=KS" "${aseats[2]#*=}=QD 7C")
k game --table 1 "${late[@]}" >/dev/null 2>&1
kref game --table 1 "${late[@]}" >/dev/null 2>&1
show "/enter/$tcode" stale-b.html >/dev/null
gone=$(comm -23 <(ends_of stale-a.html | sort) <(ends_of stale-b.html | sort) | head -1)
fields="token=$(field stale-a.html token)
stamp=$(field stale-a.html stamp)
end=$gone"
for s in "${aseats[@]}"; do
	[ "${s%%=*}" != "${gone#*:}" ] && fields="$fields
hand${s%%=*}=KH"
done
st=$(post "/enter/$tcode/game" "$fields" tstale.html)
if [ -n "$gone" ] && [ "$st" = 409 ] && grep -q "changed since this table last looked at it" tstale.html &&
   [ "$(k standings --table 1 --json)" = "$(kref standings --table 1 --json)" ]; then
	ok
else
	bad "a stale form going out with the seat that deals now ('$gone'): status $st, $(text tstale.html refused)"
fi

# ---- the code is a secret ----
hdr=$(curl -s -D - -o /dev/null "$url/enter/$code")
if grep -qi '^Cache-Control: no-store' <<<"$hdr" && grep -qi '^Referrer-Policy: no-referrer' <<<"$hdr"; then
	ok
else
	bad "the entry page may be cached or gives its address away: $hdr"
fi
for p in / /rubber/1 /rubber/2 /tournament /tournament/1; do
	curl -s "$url$p" >read.html
	if grep -q "$code\|$tcode" read.html; then bad "$p shows a code"; else ok; fi
done

# ---- the game that ends a rubber, taken back from the phone ----
# The first rubber is abandoned (its code opens nothing from then on,
# checked below); a new one is ended by a game entered here.  Its page
# then offers only to take that game back or correct it; a game is
# refused; taken back, the rubber is in play again with its form; ended
# again and followed by a new rubber, its code opens nothing.
k abandon >/dev/null 2>&1
k new Anna Ben Clara >/dev/null
rid=$(k standings --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["rubber"])')
code2=$(k code | grep -o '[0-9A-Z]\{4\}-[0-9A-Z]\{4\}-[0-9A-Z]\{4\}-[0-9A-Z]\{4\}')
k game --knock Anna "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C" Ben=60 Clara=60 >/dev/null
sqlite3 "$KLOPF_DB" ".backup '$work/before-end.db'"
end_game() { # OUT: the game that ends rubber 2, entered on its page
	show "/enter/$code2" end.html >/dev/null
	IFS=$'\t' read -r tok stamp < <(fields end.html token stamp)
	post "/enter/$code2/game" "token=$tok
stamp=$stamp
end=knock:0
hand0=4H 5H 6H 7S 7D 7C JS QS KS 4C
hand1=60
hand2=60" "$1"
}
st=$(end_game ended.html)
if [ "$st" = 200 ] && [ "$(text ended.html booked)" = "Game 2 of rubber $rid is booked." ] &&
   grep -q 'id="undo"' ended.html && ! grep -q 'id="book"' ended.html &&
   grep -q "rubber is over. Its last game can still be taken back" ended.html &&
   [ "$(k standings --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["state"])')" = finished ]; then
	ok
else
	bad "the game that ends rubber 2: $st, '$(text ended.html booked)' '$(text ended.html refused)'"
fi
# a game on the rubber that is over: refused, nothing booked
show "/enter/$code2" over2.html >/dev/null
IFS=$'\t' read -r tok stamp < <(fields over2.html token stamp)
before=$(sqlite3 "$KLOPF_DB" 'SELECT count(*) FROM event')
st=$(post "/enter/$code2/game" "token=$tok
stamp=$stamp
end=knock:0
hand0=4H 5H 6H 7S 7D 7C JS QS KS 4C
hand1=60
hand2=60" refused2.html)
if [ "$st" != 200 ] && [ "$(sqlite3 "$KLOPF_DB" 'SELECT count(*) FROM event')" = "$before" ] &&
   [ "$(text refused2.html refused)" = "rubber $rid is over; its last game can still be taken back or corrected, and nothing more is booked" ]; then
	ok
else
	bad "a game on rubber 2, over: $st, '$(text refused2.html refused)'"
fi
# taken back: in play again, the game form is back, and the rubber is the
# one before the game
show "/enter/$code2" over2.html >/dev/null
st=$(post "/enter/$code2/undo" "token=$(field over2.html token)
stamp=$(field over2.html stamp)" undone2.html)
if [ "$st" = 200 ] && grep -q 'id="book"' undone2.html &&
   [ "$(json_totals "$KLOPF_DB")" = "$(json_totals "$work/before-end.db")" ] &&
   [ "$(k standings --json | python3 -c 'import json,sys; print(json.load(sys.stdin)["state"])')" = in_play ]; then
	ok
else
	bad "taking back the game that ended rubber 2: $st, '$(text undone2.html refused)'"
fi
# ended again, then a new rubber: the code of rubber 2 opens nothing
end_game ended.html >/dev/null
k new Dora Eva Franz >/dev/null
st=$(curl -s -o gone.html -w '%{http_code}' --interface 127.0.0.3 "$url/enter/$code2")
if [ "$st" = 404 ] && [ "$(text gone.html refused)" = "This code opens no rubber in play." ]; then
	ok
else
	bad "the code of rubber 2 after a new rubber: $st, '$(text gone.html refused)'"
fi

# ---- a buy-back from the phone ----
# Eva at 95 may buy back (to 30, the highest other total, for 5 chips):
# the page offers it, and only to her; the form books it as klopf
# buyback does; sent again it is refused (its token is spent), and a
# buy-back for Dora, who may not, is refused with the referee's reason.
code3=$(k code | grep -o '[0-9A-Z]\{4\}-[0-9A-Z]\{4\}-[0-9A-Z]\{4\}-[0-9A-Z]\{4\}')
k game --knock Dora "Dora=4H 5H 6H 7S 7D 7C JS QS KS 4C" Eva=95 Franz=30 >/dev/null
sqlite3 "$KLOPF_DB" ".backup '$work/ref3.db'"
show "/enter/$code3" bb.html >/dev/null
if grep -q 'id="buyback1"' bb.html &&
   ! grep -q 'id="buyback0"\|id="buyback2"' bb.html &&
   grep -q 'Eva may buy back: the total goes to 30 for 5 chips into the pot.' bb.html; then
	ok
else
	bad "the page does not offer Eva, and only her, a buy-back"
fi
IFS=$'\t' read -r tok stamp < <(fields bb.html token stamp)
st=$(post "/enter/$code3/buyback" "token=$tok
stamp=$stamp
seat=1" bought.html)
KLOPF_DB="$work/ref3.db" "$bin" buyback Eva >/dev/null
if [ "$st" = 200 ] && [ "$(text bought.html booked)" = "Eva bought back: the total is now 30, and 5 chips went into the pot." ] &&
   [ "$(k standings --json)" = "$(KLOPF_DB="$work/ref3.db" "$bin" standings --json)" ] &&
   ! grep -q 'id="buyback1"' bought.html; then
	ok
else
	bad "Eva's buy-back: $st, '$(text bought.html booked)' '$(text bought.html refused)'"
fi
st=$(post "/enter/$code3/buyback" "token=$tok
stamp=$stamp
seat=1" again.html)
[ "$st" = 403 ] && ok || bad "a buy-back sent again: $st, not 403"
show "/enter/$code3" bb.html >/dev/null
IFS=$'\t' read -r tok stamp < <(fields bb.html token stamp)
st=$(post "/enter/$code3/buyback" "token=$tok
stamp=$stamp
seat=0" nobuy.html)
if [ "$st" = 422 ] && [ "$(text nobuy.html refused)" = "Dora cannot buy back: the total 4 is not over 81 (a buy-back needs 82 to 100)" ] &&
   [ "$(k standings --json)" = "$(KLOPF_DB="$work/ref3.db" "$bin" standings --json)" ]; then
	ok
else
	bad "a buy-back for Dora: $st, '$(text nobuy.html refused)'"
fi

# ---- a player leaves, from the phone ----
# Each player in play has a button; Franz leaves as klopf leave Franz
# leaves; sent for him again, the referee's reason comes back.
show "/enter/$code3" lv.html >/dev/null
IFS=$'\t' read -r tok stamp < <(fields lv.html token stamp)
st=$(post "/enter/$code3/leave" "token=$tok
stamp=$stamp
seat=2" left.html)
KLOPF_DB="$work/ref3.db" "$bin" leave Franz >/dev/null
if grep -q 'id="leave0"' lv.html && grep -q 'id="leave2"' lv.html && [ "$st" = 200 ] &&
   [ "$(text left.html booked)" = "Franz left rubber $((rid + 1)) with 30 points." ] &&
   [ "$(k standings --json)" = "$(KLOPF_DB="$work/ref3.db" "$bin" standings --json)" ] &&
   ! grep -q 'id="leave2"' left.html; then
	ok
else
	bad "Franz leaves: $st, '$(text left.html booked)' '$(text left.html refused)'"
fi
show "/enter/$code3" lv.html >/dev/null
IFS=$'\t' read -r tok stamp < <(fields lv.html token stamp)
st=$(post "/enter/$code3/leave" "token=$tok
stamp=$stamp
seat=2" left2.html)
if [ "$st" = 422 ] && [ -n "$(text left2.html refused)" ] &&
   [ "$(k standings --json)" = "$(KLOPF_DB="$work/ref3.db" "$bin" standings --json)" ]; then
	ok
else
	bad "Franz leaves again: $st, '$(text left2.html refused)'"
fi

# ---- gin: a dead hand from the phone ----
# The form offers it; with a hand typed it is refused; without, it is
# booked as klopf game --dead books it.
k abandon >/dev/null 2>&1
k new --game gin Gina Hugo >/dev/null
code4=$(k code | grep -o '[0-9A-Z]\{4\}-[0-9A-Z]\{4\}-[0-9A-Z]\{4\}-[0-9A-Z]\{4\}')
sqlite3 "$KLOPF_DB" ".backup '$work/ref4.db'"
show "/enter/$code4" gin.html >/dev/null
IFS=$'\t' read -r tok stamp < <(fields gin.html token stamp)
st=$(post "/enter/$code4/game" "token=$tok
stamp=$stamp
end=dead
hand0=5" dead1.html)
if grep -q 'value="dead"> a dead hand' gin.html && [ "$st" = 422 ] &&
   [ "$(text dead1.html refused)" = "a dead hand has no hands; leave them empty" ]; then
	ok
else
	bad "a dead hand with a hand typed: $st, '$(text dead1.html refused)'"
fi
show "/enter/$code4" gin.html >/dev/null
IFS=$'\t' read -r tok stamp < <(fields gin.html token stamp)
st=$(post "/enter/$code4/game" "token=$tok
stamp=$stamp
end=dead" dead2.html)
KLOPF_DB="$work/ref4.db" "$bin" game --dead >/dev/null
if [ "$st" = 200 ] && [ "$(text dead2.html booked)" = "Game 1 of rubber $((rid + 2)) is booked." ] &&
   [ "$(k history --json | python3 -c 'import json,sys; d=json.load(sys.stdin); print([e["declaration"] for e in d["events"]])')" = \
     "$(KLOPF_DB="$work/ref4.db" "$bin" history --json | python3 -c 'import json,sys; d=json.load(sys.stdin); print([e["declaration"] for e in d["events"]])')" ] &&
   [ "$(k standings --json)" = "$(KLOPF_DB="$work/ref4.db" "$bin" standings --json)" ]; then
	ok
else
	bad "a dead hand: $st, '$(text dead2.html booked)' '$(text dead2.html refused)'"
fi

# ---- a rubber over, wrong codes, the rate ----
k abandon >/dev/null 2>&1
st=$(show "/enter/$code" over.html)
wrong=$(tr 'A-Z0-9' 'B-ZA1-90' <<<"$code")
st2=$(show "/enter/$wrong" wrong.html)
if [ "$st" = 404 ] && [ "$st2" = 404 ] &&
   [ "$(text over.html refused)" = "$(text wrong.html refused)" ] &&
   [ "$(text over.html refused)" = "This code opens no rubber in play." ]; then
	ok
else
	bad "a rubber over: $st, '$(text over.html refused)'; a wrong code: $st2, '$(text wrong.html refused)'"
fi
for i in 3 4 5; do
	st=$(show "/enter/ZZZZ-ZZZZ-ZZZZ-ZZZ$i" wrong.html)
	[ "$st" = 404 ] && ok || bad "wrong code $i: $st, not 404"
done
hdr=$(curl -s -D - -o rate.html "$url/enter/ZZZZ-ZZZZ-ZZZZ-ZZZ6")
if grep -q '^HTTP/1.1 429' <<<"$hdr" && grep -qi '^Retry-After: [1-9]' <<<"$hdr" &&
   grep -q 'Too many wrong codes' rate.html; then
	ok
else
	bad "the sixth wrong code is not 429 with Retry-After: $hdr"
fi

# ---- the server's output never holds the code ----
kill -TERM "$pid" && wait "$pid" 2>/dev/null
pid=
if grep -q "$code\|$tcode" serve.out; then bad "the server's output holds a code"; else ok; fi

echo "serve-entry: $checks checks passed, $fail failed"
[ $fail -eq 0 ]
