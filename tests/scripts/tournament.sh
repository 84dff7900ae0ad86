#!/usr/bin/env bash
# A tournament of hostile names, and what its pages and documents make of
# them:
#  - control characters, controls of the writing direction and line
#    separators in a tournament's name, a player's name or a team (typed,
#    read from a players file, or added late) are refused at entry with
#    status 3, and nothing is started;
#  - a tournament of players and teams written as markup (<b>, &, ", ')
#    and as formulas (+1, @Dora, -Team, =SUM(A1)) is played over two
#    series; then
#  - tournament standings --html and tournament sheet --html hold no tag,
#    and no & outside an entity, that comes from a name: python3's
#    html.parser finds only the page's own tags, each closed in order,
#    and every name and team in the text exactly as typed;
#  - tournament standings --csv (RFC 4180) starts every name and team
#    that a spreadsheet would take for a formula with a ';
#  - tournament standings --json and tournament draw --json parse and
#    have the documented keys, with the names exactly as typed, the
#    ranks in order of the points;
#  - the same seed draws the same tables again in a copy of the database
#    taken before the draw (by lot in series 1, by the standings in
#    series 2), and other seeds draw other tables;
#  - klopf export, then klopf import into a new database, gives the same
#    tournament standings in every form, and the same tournament;
#  - while a series is in play every table has an entry code of its own
#    (random: the tests read the codes, never expect fixed ones): the
#    sheets (text, HTML, JSON) and klopf code --table N show the same,
#    with --base the entry page's address (and in HTML its QR code as
#    SVG); the same seed draws the same tables with other codes; klopf
#    code --new replaces one; klopf export holds none, and klopf import
#    gives the tables in play new ones.
#
# Usage: tournament.sh KLOPF_BINARY
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work" KLOPF_DB="$work/klopf.db" LC_ALL=C.UTF-8 TZ=UTC
unset XDG_DATA_HOME NO_COLOR KLOPF_NOW COLUMNS
cd "$work" || exit 1

fail=0
checks=0
bad() {
	printf 'FAIL: %s\n' "$*"
	fail=$((fail + 1))
}
k() { "$bin" "$@"; }
# at TIME ARGS...: a step of the tournament, which must succeed
at() {
	KLOPF_NOW=$1 "$bin" "${@:2}" >/dev/null 2>"$work/err" ||
		bad "klopf ${*:2}: $(cat "$work/err")"
}
# refused ARGS...: klopf ARGS must end with status 3 and start nothing
refused() {
	local out status
	out=$("$bin" "$@" 2>&1 </dev/null)
	status=$?
	checks=$((checks + 1))
	[ "$status" = 3 ] || bad "klopf $(printf '%q ' "$@"): status $status, not 3: $out"
	[ "$(k tournament list 2>&1)" = "no tournaments" ] ||
		bad "klopf $(printf '%q ' "$@"): a tournament was started"
}

# ---- refused at entry ----
at 2026-03-01T18:00:00Z new Xaver Yvonne
at 2026-03-01T18:01:00Z abandon
hostile=($'Club\x07' $'Club\x1b[31m' $'Club\u202e' $'Club\u2066x' \
	$'Club\u200f' $'Club\u2028' $'Club\u2029' $'Club\u0085' $'\tClub' \
	$'Cl\nub')
for text in "${hostile[@]}"; do
	refused tournament new "$text" Anna Ben Clara
	refused tournament new Club "$text" Ben Clara
	refused tournament new Club "Anna|$text" Ben Clara
	# a line break in a file ends the line
	[[ $text == *$'\n'* ]] && continue
	printf 'Anna\nBen|%s\nClara\n' "$text" >players.txt
	refused tournament new --players players.txt Club
	printf 'Anna\n%s\nClara\n' "$text" >players.txt
	refused tournament new --players players.txt Club
done
# and late: add refuses them too, as a name and as a team
at 2026-03-01T18:02:00Z --db late.db tournament new Late Anna Ben Clara
for text in "${hostile[@]}"; do
	for args in "$text" "--team=$text Dora"; do
		if [ "$args" = "$text" ]; then
			out=$("$bin" --db late.db tournament add "$text" 2>&1 </dev/null)
		else
			out=$("$bin" --db late.db tournament add --team "$text" Dora 2>&1 </dev/null)
		fi
		status=$?
		checks=$((checks + 1))
		[ "$status" = 3 ] ||
			bad "tournament add $(printf '%q' "$args"): status $status, not 3: $out"
	done
done
[ "$(k --db late.db tournament show --json | python3 -c \
	'import json,sys; print(len(json.load(sys.stdin)["players"]))')" = 3 ] ||
	bad "tournament add took a hostile name or team"

# ---- the tournament ----
TNAME='<b>Club & "Co"'"'"' </title>'
players=('<b>Anna</b>|<i>T&m</i>' '+1|=SUM(A1)' 'Ben&amp;|<i>T&m</i>'
	'@Dora|-Team' "Eva\"'|=SUM(A1)" '<!--Gerti|@cmd'
	'Hans &lt;3]]>|<script>x</script>')
printf '%s\n' "${players[@]}" >players.txt
at 2026-03-02T19:00:00Z tournament new --rule table_size=4 --rule games=1 \
	--rule series=2 --players players.txt -- "$TNAME"

# the names and teams, as typed, for the checks
printf '%s\n' "$TNAME" >expect-title.txt
printf '%s\n' "${players[@]}" >expect-players.txt

cat >check.py <<'EOF'
"""The checks of tournament.sh: check.py KIND FILE..."""
import csv, html.parser, io, json, re, sys

kind, path = sys.argv[1], sys.argv[2]
text = open(path, encoding="utf-8", newline="").read()
title = open("expect-title.txt", encoding="utf-8").read().rstrip("\n")
players, teams = [], set()
for line in open("expect-players.txt", encoding="utf-8").read().splitlines():
    name, _, team = line.partition("|")
    players.append(name)
    if team:
        teams.add(team)
problems = []


def need(obj, keys, where):
    for key, types in keys.items():
        if key not in obj:
            problems.append("%s lacks %r" % (where, key))
        elif not isinstance(obj[key], types) or isinstance(obj[key], bool):
            problems.append("%s.%s is %r" % (where, key, obj[key]))


PAGE_TAGS = {"html", "head", "meta", "title", "style", "body", "section",
             "h1", "h2", "p", "table", "tr", "th", "td",
             # a table's entry code, and its entry page's QR code
             "b", "figure", "svg", "rect", "path", "figcaption"}
VOID = {"meta"}


class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack, self.data, self.cells = [], [], []

    def handle_starttag(self, tag, attrs):
        if tag not in PAGE_TAGS:
            problems.append("a tag <%s> that is not the page's" % tag)
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            problems.append("</%s> closes %r" % (tag, self.stack[-1:]))
        else:
            self.stack.pop()

    def handle_data(self, data):
        self.data.append(data)
        if self.stack and self.stack[-1] in ("td", "th", "h1", "title"):
            self.cells.append(data)

    def handle_comment(self, data):
        problems.append("a comment <!--%s-->" % data)

    def handle_decl(self, decl):
        if decl.lower() != "doctype html":
            problems.append("a declaration <!%s>" % decl)

    def unknown_decl(self, data):
        problems.append("a declaration <![%s]>" % data)

    def handle_pi(self, data):
        problems.append("a processing instruction <?%s>" % data)


if kind in ("standings-html", "sheet-html"):
    for m in re.finditer(r"&(?!(?:amp|lt|gt|quot|#39|#[0-9]+|#x[0-9a-fA-F]+);)",
                         text):
        problems.append("a bare & at %d: %r" % (m.start(),
                                                text[m.start():m.start() + 20]))
    page = Page()
    page.feed(text)
    page.close()
    if page.stack:
        problems.append("unclosed tags %r" % page.stack)
    cells = page.cells
    if title not in cells:
        problems.append("the tournament's name is not in a heading as typed")
    for name in players:
        # the sheet writes "SEAT. NAME" in its heads
        if not any(c == name or re.fullmatch(r"[0-9]+\. " + re.escape(name), c)
                   for c in cells):
            problems.append("%r is not in a cell as typed" % name)
    if kind == "standings-html":
        for team in teams:
            if team not in cells:
                problems.append("team %r is not in a cell as typed" % team)
elif kind == "standings-csv":
    rows = list(csv.reader(io.StringIO(text)))
    if "\r" in text or not text.endswith("\n"):
        problems.append("lines that do not end in LF")
    head = rows[0]
    for key in ("rank", "player", "team", "points", "minus", "games", "won"):
        if key not in head:
            problems.append("the header lacks %r" % key)
    if problems:
        sys.exit("\n".join(problems))

    def cell(value):
        return "'" + value if value[:1] in ("=", "+", "-", "@", "\t", "\r") \
            else value
    seen = set()
    for row in rows[1:]:
        rec = dict(zip(head, row))
        if len(row) != len(head):
            problems.append("a row of %d fields: %r" % (len(row), row))
        for key in head:
            if key not in ("player", "team") and \
                    not re.fullmatch(r"-?[0-9]+", rec.get(key, "")):
                problems.append("%s is %r" % (key, rec.get(key)))
        seen.add(rec["player"])
        name = rec["player"][1:] if rec["player"][:1] == "'" else rec["player"]
        if name not in players or rec["player"] != cell(name):
            problems.append("player cell %r" % rec["player"])
        team = rec["team"][1:] if rec["team"][:1] == "'" else rec["team"]
        if rec["team"] and (team not in teams or rec["team"] != cell(team)):
            problems.append("team cell %r" % rec["team"])
    if seen != {cell(p) for p in players}:
        problems.append("the players are %r" % sorted(seen))
elif kind == "standings-json":
    doc = json.loads(text)
    need(doc, {"format_version": int, "tournament": int, "players": list,
               "teams": list}, "standings")
    for i, p in enumerate(doc.get("players", [])):
        need(p, {"name": str, "team": (str, type(None)), "points": int,
                 "minus": int, "games": int, "won": int, "rank": int},
             "players[%d]" % i)
    got = [p.get("name") for p in doc.get("players", [])]
    if sorted(got) != sorted(players):
        problems.append("the players are %r" % got)
    lines = doc.get("players", [])
    for a, b in zip(lines, lines[1:]):
        if (a.get("rank", 0), -a.get("points", 0)) > \
                (b.get("rank", 0), -b.get("points", 0)):
            problems.append("%r before %r" % (a.get("name"), b.get("name")))
    if {t.get("team") for t in doc.get("teams", [])} != teams:
        problems.append("the teams are %r" % doc.get("teams"))
elif kind == "draw-json":
    doc = json.loads(text)
    need(doc, {"format_version": int, "tournament": int, "series": int,
               "seed": str, "tables": list}, "draw")
    seated = []
    for i, t in enumerate(doc.get("tables", [])):
        need(t, {"table": int, "seats": list}, "tables[%d]" % i)
        if t.get("table") != i + 1:
            problems.append("table %r is the %d." % (t.get("table"), i + 1))
        seated += t.get("seats", [])
    if sorted(seated) != sorted(players):
        problems.append("seated %r" % seated)
    if sys.argv[3:] and str(doc.get("seed")) != sys.argv[3]:
        problems.append("seed %r, not %s" % (doc.get("seed"), sys.argv[3]))
elif kind == "seats":
    # the seats of a draw's tables, one table a line, names joined by |
    for t in json.loads(text)["tables"]:
        print("|".join(t["seats"]))
    sys.exit(0)
else:
    sys.exit("unknown kind " + kind)
if problems:
    sys.exit("%s (%s): %s" % (path, kind, "; ".join(problems)))
EOF

# check KIND FILE [ARG]: one check of check.py
check() {
	checks=$((checks + 1))
	python3 check.py "$@" || bad "$1 of $2"
}

# play series N: one game a table, the first seat's neighbour going out
# (tables of 4 let the dealer, seat 1, sit out)
play_series() {
	local n=$1 t=0 line
	local -a seats hands
	while IFS= read -r line; do
		t=$((t + 1))
		IFS='|' read -r -a seats <<<"$line"
		hands=()
		if [ ${#seats[@]} -eq 4 ]; then
			hands=("${seats[2]}=10S JC" "${seats[3]}=3D")
		else
			hands=("${seats[0]}=10S JC" "${seats[2]}=3D")
		fi
		at "2026-03-02T2$n:0$t:00Z" game --table "$t" --out "${seats[1]}" "${hands[@]}"
	done < <(python3 check.py seats "draw-$n.json")
}

# a copy of the database before each draw: the same seed draws the same
# tables in it; in a series drawn by lot other seeds draw other tables
same_seed() {
	local n=$1 seed=$2 s distinct
	cp klopf.db "before-$n.db"
	KLOPF_NOW=2026-03-02T20:00:00Z k tournament draw --seed "$seed" --json \
		>"draw-$n.json" || bad "tournament draw of series $n"
	check draw-json "draw-$n.json" "$seed"
	cp "before-$n.db" again.db
	KLOPF_NOW=2026-03-02T20:00:00Z k --db again.db tournament draw --seed "$seed" \
		--json >"again-$n.json"
	checks=$((checks + 1))
	cmp -s "draw-$n.json" "again-$n.json" ||
		bad "seed $seed drew series $n otherwise in a copy: $(cat "again-$n.json")"
	[ "$(k --db again.db tournament show --json)" = "$(k tournament show --json)" ] ||
		bad "the copy that drew series $n with seed $seed holds another tournament"
	[ "$n" = 1 ] || return 0
	distinct=$(for s in 1 2 3 4 5 6 7 8; do
		cp "before-$n.db" again.db
		KLOPF_NOW=2026-03-02T20:00:00Z k --db again.db tournament draw --seed "$s" \
			--json | python3 check.py seats /dev/stdin | tr '\n' ' '
		echo
	done | sort -u | wc -l)
	checks=$((checks + 1))
	[ "$distinct" -gt 1 ] || bad "seeds 1 to 8 all draw series $n alike"
}

same_seed 1 4242

# ---- entry codes, while series 1 is in play ----
# the codes of the sheet of series 1 in DB, one a line by table
sheet_codes() { # DB
	k --db "$1" tournament sheet --json | python3 -c '
import json, re, sys
for t in json.load(sys.stdin)["tables"]:
    c = t["entry_code"]
    assert re.fullmatch(r"[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}", c), c
    print(c)'
}
checks=$((checks + 1))
sheet_codes klopf.db >codes || bad "the sheet --json has no entry codes"
ntables=$(wc -l <codes)
[ "$ntables" -ge 2 ] && [ "$(sort -u codes | wc -l)" = "$ntables" ] ||
	bad "not one entry code a table: $(tr '\n' ' ' <codes)"
k tournament sheet >sheet.txt || bad "the text sheet"
k tournament sheet --base http://club.example:8080/ >sheet-base.txt ||
	bad "the text sheet with --base"
k tournament sheet --html --base http://club.example:8080 >sheet-base.html ||
	bad "the HTML sheet with --base"
check sheet-html sheet-base.html
t=0
while IFS= read -r c; do
	t=$((t + 1))
	checks=$((checks + 1))
	grep -qx "  entry code $c" sheet.txt || bad "table $t's code is not on its text sheet"
	grep -qx "  entry page http://club.example:8080/enter/$c" sheet-base.txt ||
		bad "table $t's entry page is not on its text sheet"
	grep -q "<figure class=\"qr\"><svg [^>]*><rect [^>]*/><path fill=\"#000\" d=\"M[^\"]*\"/></svg><figcaption>http://club.example:8080/enter/$c</figcaption>" sheet-base.html ||
		bad "table $t's HTML sheet lacks the QR code of its entry page"
	[ "$(k code --table $t)" = "table $t of series 1 of tournament 1 (rubber $(k tournament sheet --json | python3 -c "import json,sys; print(json.load(sys.stdin)['tables'][$t - 1]['rubber'])")): entry code $c" ] ||
		bad "klopf code --table $t does not show the sheet's code"
done <codes
# the same seed, the same tables, other codes: the codes are no seed's
checks=$((checks + 1))
[ -z "$(sheet_codes again.db | sort | comm -12 - <(sort codes))" ] ||
	bad "a copy drawn with the same seed has the same entry codes"
# klopf code --new: table 1 has a new code at once, the others keep theirs
old=$(head -1 codes)
k code --table 1 --new >renewed || bad "klopf code --new"
sheet_codes klopf.db >codes2
checks=$((checks + 1))
[ "$(head -1 codes2)" != "$old" ] && grep -q "$(head -1 codes2)" renewed &&
	[ "$(tail -n +2 codes2)" = "$(tail -n +2 codes)" ] ||
	bad "klopf code --new did not replace table 1's code alone"
# secrets: no code in an export, in the text or the stored bytes
k export >export-play.json || bad "export while series 1 is in play"
checks=$((checks + 1))
while IFS= read -r c; do
	grep -qi -e "$c" -e "${c//-/}" export-play.json && bad "the export holds the entry code $c"
done < <(cat codes codes2)
for hex in $(sqlite3 klopf.db "SELECT hex(code) FROM entry_code"); do
	grep -qi "$hex" export-play.json && bad "the export holds an entry code's bytes"
done
# nor in the history of a table, nor in the CSV export
k export --csv csv >/dev/null || bad "export --csv while series 1 is in play"
for t in $(seq 1 "$ntables"); do
	k history --table "$t" >"hist-$t.txt" && k history --table "$t" --json >>"hist-$t.txt" ||
		bad "history of table $t"
done
checks=$((checks + 1))
while IFS= read -r c; do
	grep -rqi -e "$c" -e "${c//-/}" csv hist-*.txt && bad "the history or the CSV export holds the entry code $c"
done < <(cat codes codes2)
# imported, the tables in play get codes of their own
k --db play-imported.db import export-play.json >/dev/null || bad "import while in play"
checks=$((checks + 1))
sheet_codes play-imported.db >codes3 || bad "the imported tables have no entry codes"
[ "$(wc -l <codes3)" = "$ntables" ] && [ -z "$(sort codes3 | comm -12 - <(sort codes2))" ] ||
	bad "the imported tables have the codes of the exported ones"

play_series 1
same_seed 2 777
play_series 2

k tournament standings --html >standings.html || bad "standings --html"
check standings-html standings.html
for n in 1 2; do
	k tournament sheet --series "$n" --html >"sheet-$n.html" || bad "sheet --html"
	check sheet-html "sheet-$n.html"
done
k tournament standings --csv >standings.csv || bad "standings --csv"
check standings-csv standings.csv
k tournament standings --json >standings.json || bad "standings --json"
check standings-json standings.json
# the sheets as JSON: each table of the series with its seats
for n in 1 2; do
	k tournament sheet --series "$n" --json | python3 -c '
import json, sys
d = json.load(sys.stdin)
assert set(d) == {"format_version", "tournament", "series", "seed", "code",
                  "tables"}, sorted(d)
assert d["series"] == int(sys.argv[1]) and d["tables"], d
for t in d["tables"]:
    assert set(t) == {"table", "rubber", "seats", "entry_code"} and \
        3 <= len(t["seats"]) <= 4, t
    # the series is played: its tables open nothing
    assert t["entry_code"] is None, t
' "$n" || bad "sheet --json of series $n"
done
at 2026-03-02T23:00:00Z tournament end

# ---- export and import ----
k export >export.json || bad "export"
k --db imported.db import export.json >/dev/null || bad "import: $(k --db imported.db import export.json 2>&1)"
for form in "" --json --csv --html; do
	checks=$((checks + 1))
	# shellcheck disable=SC2086
	[ "$(k tournament standings $form)" = "$(k --db imported.db tournament standings $form)" ] ||
		bad "tournament standings $form differ after export and import"
done
checks=$((checks + 1))
[ "$(k tournament show --json)" = "$(k --db imported.db tournament show --json)" ] ||
	bad "tournament show --json differs after export and import"
for n in 1 2; do
	checks=$((checks + 1))
	[ "$(k tournament sheet --series $n --html)" = \
		"$(k --db imported.db tournament sheet --series $n --html)" ] ||
		bad "the sheets of series $n differ after export and import"
done

# --series, --games and --table-size are the settings of --rule
for form in "--series 3 --games 5 --table-size 5" \
	"--rule series=3 --rule games=5 --rule table_size=5"; do
	# shellcheck disable=SC2086
	k --db opts.db tournament new $form Opts Anna Ben Clara Dora Emil >/dev/null ||
		bad "tournament new $form"
done
checks=$((checks + 1))
settings() { k --db opts.db tournament show --id "$1" --json | grep -o '"settings":{[^}]*}'; }
[ -n "$(settings 1)" ] && [ "$(settings 1)" = "$(settings 2)" ] ||
	bad "--series/--games/--table-size set other settings than --rule"
checks=$((checks + 1))
k --db opts.db tournament show --id 1 | grep -q "3 series of 5 games, tables of 5" ||
	bad "tournament new --series 3 --games 5 --table-size 5: $(k --db opts.db tournament show --id 1)"

# a game of two: tables of two, scored by place (2 a win, 0 a loss)
k --db gin.db tournament new --game gin --series 2 Gin Anna Ben Clara Dora >/dev/null ||
	bad "tournament new --game gin"
checks=$((checks + 1))
out=$(k --db gin.db tournament draw --seed 5 --json)
[ "$(grep -o '"seats":\[[^]]*\]' <<<"$out" | grep -c '^"seats":\["[^"]*","[^"]*"\]$')" = 2 ] ||
	bad "a gin tournament of four draws two tables of two: $out"
gin_hand='AS 2S 3S 4H 5H 6H 7C 7D 7S 7H'
loser_hand='KS KD QC JH 9D 8C 5S 4D 3C 2H'
first=$(grep -o '"table":1,"rubber":[0-9]*,"seats":\["[^"]*","[^"]*"' \
	<<<"$(k --db gin.db tournament sheet --json)" | sed 's/.*"seats":\["\([^"]*\)","\([^"]*\)"/\1 \2/')
read -r p1 p2 <<<"$first"
for _ in 1 2; do
	k --db gin.db game --table 1 --gin "$p1" "$p1=$gin_hand" "$p2=$loser_hand" >/dev/null ||
		bad "gin at table 1 ($p1, $p2)"
done
checks=$((checks + 1))
st=$(k --db gin.db tournament standings --json)
grep -q "{\"name\":\"$p1\",[^}]*\"points\":2," <<<"$st" &&
	grep -q "{\"name\":\"$p2\",[^}]*\"points\":0," <<<"$st" ||
	bad "the gin winner at table 1 has 2 score points, the loser 0: $st"
k --db gin.db tournament add Emil >/dev/null || bad "tournament add Emil (gin)"

echo "tournament: $checks checks, $fail failures"
[ $fail -eq 0 ]
