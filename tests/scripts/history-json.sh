#!/usr/bin/env bash
# The history commands' machine-readable output: every JSON document they
# print is parsed and its fields checked, the SVG chart is well-formed XML
# with a line per player, the terminal chart uses Unicode on a UTF-8
# terminal, and the benchmark generator's rubbers replay under the rules
# (klopf import replays and checks every rubber it loads).
#
# Usage: history-json.sh KLOPF_BINARY
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work" KLOPF_DB="$work/klopf.db" LC_ALL=C.UTF-8 TZ=UTC
unset XDG_DATA_HOME NO_COLOR
cd "$work" || exit 1

fail=0
bad() {
	printf 'FAIL: %s\n' "$*"
	fail=1
}
k() {
	"$bin" "$@"
}
at() {
	KLOPF_NOW=$1 "$bin" "${@:2}" >/dev/null || bad "fixture: klopf ${*:2}"
}

# a small history: a finished rubber with a buy-back, an abandoned one, a
# rubber in play
at 2024-05-03T19:00:00Z new Anna Ben Clara
at 2024-05-03T19:10:00Z game --knock Anna "Anna=3H 4H 5H QS QD QC 7C 7D 7S 2S KH" "Ben=KS KH KD 2C 3D 4S 5H 6C 8D 10S" "Clara=QS QH QC 2S 4D 6H 8C 9S 7H 9D"
at 2024-05-03T19:20:00Z game --rummy Clara "Clara=4S 5S 6S 7S 9D 9H 9C JC QC KC" "Anna=JS JD JH 10S 10H 10C 2H 9D 9S KD" "Ben=AC AD AH 5D 3H 5S 6H 8D 9C KH"
at 2024-05-03T19:25:00Z buyback Ben
at 2024-05-03T19:30:00Z game --knock Anna "Anna=6H 7H 8H KS KD KC 4C 5C 6C 3D" "Ben=QS QD QH 9S 8C 7D 6S 4H 6D KH" "Clara=AS AC 2H 4S 2C 9D JH 3D 3S 5H"
at 2024-05-03T19:40:00Z game --knock Ben "Ben=AH 2H JK 7S 7D 7C JC QC KC 2S" "Anna=KH QS JD 9C 8S 6D 4C 3S 5S 5D"
at 2024-05-10T19:00:00Z new Ben Dora "Zoë \"Z\" O'Neil"
at 2024-05-10T19:10:00Z game --knock Dora "Dora=3H 4H 5H QS QD QC 7C 7D 7S 2S KH" Ben=20 "Zoë \"Z\" O'Neil=30"
at 2024-05-10T19:20:00Z abandon
at 2024-05-11T19:00:00Z new Anna Dora
at 2024-05-11T19:10:00Z game --rummy Dora "Dora=4S 5S 6S 7S 9D 9H 9C JC QC KC" Anna=37

# check.py FILE KIND: parse FILE as JSON and check the fields of KIND
cat > check.py <<'EOF'
import json, sys

path, kind = sys.argv[1], sys.argv[2]
doc = json.load(open(path, encoding="utf-8"))

def need(obj, fields, where):
    for name, types in fields.items():
        if name not in obj:
            sys.exit("%s: %s lacks %r" % (path, where, name))
        if not isinstance(obj[name], types) or \
                (isinstance(obj[name], bool) and bool not in
                 (types if isinstance(types, tuple) else (types,))):
            sys.exit("%s: %s.%s is %r" % (path, where, name, obj[name]))

N = type(None)
if kind == "rubbers":
    need(doc, {"format_version": int, "rubbers": list}, "top")
    assert len(doc["rubbers"]) == 3, doc
    for r in doc["rubbers"]:
        need(r, {"id": int, "started_at": str, "ended_at": (str, N),
                 "state": str, "players": list, "games": int, "pot": int,
                 "winner": (str, N), "winners": list}, "rubber")
        assert r["state"] in ("in_play", "finished", "abandoned")
        assert r["started_at"].endswith("Z") and "T" in r["started_at"]
    r1, r2, r3 = doc["rubbers"]
    assert r1["winner"] == "Ben" and r1["pot"] == 20 and r1["games"] == 4
    assert r2["state"] == "abandoned" and r2["winner"] is None
    assert r2["players"][2] == "Zo\u00eb \"Z\" O'Neil"
    assert r3["state"] == "in_play" and r3["ended_at"] is None
elif kind.startswith("history"):
    need(doc, {"format_version": int, "rubber": int, "state": str,
               "started_at": str, "ended_at": (str, N), "players": list,
               "antes": dict, "events": list, "standings": list,
               "winners": list, "pot": int}, "top")
    for e in doc["events"]:
        need(e, {"seq": int, "at": str, "kind": str, "transfers": list,
                 "pot": int}, "event")
        if e["kind"] == "game":
            need(e, {"game": int, "dealer": str, "declarer": str,
                     "declaration": str, "hands": list, "out": list},
                 "game")
            for h in e["hands"]:
                need(h, {"name": str, "points": int, "total": int,
                         "typed_as_points": bool}, "hand")
        elif e["kind"] == "buyback":
            need(e, {"name": str, "total_before": int,
                     "total_after": int, "cost": int}, "buyback")
        else:
            assert e["kind"] == "abandon", e
        for t in e["transfers"]:
            need(t, {"from": (str, N), "to": (str, N), "amount": int,
                     "reason": str}, "transfer")
    for s in doc["standings"]:
        need(s, {"name": str, "total": int, "state": str,
                 "bought_back": bool, "chips": int}, "standing")
    # chips in play sum to zero with the pot
    assert sum(s["chips"] for s in doc["standings"]) + doc["pot"] == 0
    if kind == "history1":
        assert [e["kind"] for e in doc["events"]] == \
            ["game", "game", "buyback", "game", "game"]
        assert doc["events"][2]["total_before"] == 84
        assert doc["events"][2]["total_after"] == 45
        assert doc["winners"] == ["Ben"]
        assert [s["total"] for s in doc["standings"]] == [105, 97, 105]
elif kind.startswith("stats"):
    need(doc, {"format_version": int, "since": (str, N), "players": list,
               "head_to_head": (dict, N)}, "top")
    for p in doc["players"]:
        need(p, {"name": str, "rubbers": int, "won": int, "games": int,
                 "knocks": int, "rummies": int, "points": int,
                 "average": (float, int, N), "buybacks": int, "out": int,
                 "chips": int}, "player")
    if kind == "stats":
        assert len(doc["players"]) == 5
        assert doc["head_to_head"] is None
    else:
        v = doc["head_to_head"]
        need(v, {"players": list, "rubbers": int, "won": list,
                 "leader": (str, N), "chips": list}, "head_to_head")
        assert v["players"] == ["Anna", "Ben"] and v["rubbers"] == 1
        assert v["leader"] == "Ben" and v["chips"] == [-4, 4]
elif kind == "export":
    need(doc, {"format": str, "format_version": int, "players": list,
               "rubbers": list}, "top")
    assert doc["format"] == "klopf-export"
    for p in doc["players"]:
        need(p, {"id": int, "name": str, "created_at": str}, "player")
    for r in doc["rubbers"]:
        need(r, {"id": int, "started_at": str, "ended_at": (str, N),
                 "state": str, "settings": dict, "seats": list,
                 "events": list, "transfers": list}, "rubber")
        assert r["settings"]["out_at"] == "101"
        for e in r["events"]:
            need(e, {"id": int, "seq": int, "kind": str, "at": str,
                     "game": (dict, N), "buyback": (dict, N)}, "event")
            if e["game"] is not None:
                for h in e["game"]["hands"]:
                    need(h, {"seat": int, "typed": str, "cards": (str, N),
                             "arrangement": (str, N), "deadwood": int,
                             "points": int, "typed_as_points": int},
                         "hand")
                    if h["arrangement"] is not None:
                        json.loads(h["arrangement"])
    assert len(doc["rubbers"]) == 3
else:
    sys.exit("unknown kind " + kind)
EOF

check() { # FILE KIND
	python3 check.py "$1" "$2" || bad "$2 JSON: see above"
	[ "$(sqlite3 :memory: "SELECT json_valid(readfile('$1'))")" = 1 ] ||
		bad "$2 JSON: sqlite3 json_valid says no"
}

k rubbers --json > rubbers.json || bad "klopf rubbers --json failed"
check rubbers.json rubbers
for r in 1 2 3; do
	k history "$r" --json > "history$r.json" || bad "history $r --json"
	check "history$r.json" "history$r"
done
k stats --json > stats.json || bad "klopf stats --json failed"
check stats.json stats
k stats --json anna BEN > stats2.json || bad "klopf stats --json A B failed"
check stats2.json stats2
k export > export.json || bad "klopf export failed"
check export.json export

# round trip through a fresh database, and the import is refused into a
# database that is not empty
k --db copy.db import export.json >/dev/null || bad "import failed"
k --db copy.db export > again.json
cmp -s export.json again.json || bad "export, import, export differs"
k --db copy.db import export.json 2>/dev/null && bad "import into a full database was accepted"

# the SVG chart: well-formed, one polyline per player, names escaped
k chart 2 --svg chart.svg >/dev/null || bad "klopf chart --svg failed"
python3 - chart.svg <<'EOF' || bad "the SVG is not what it should be"
import sys
import xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
ns = "{http://www.w3.org/2000/svg}"
assert root.tag == ns + "svg", root.tag
# 900 wide, or wider where the legend needs it
assert int(root.get("width")) >= 900 and root.get("height") == "600"
lines = root.findall(".//" + ns + "polyline")
assert len(lines) == 3, len(lines)
texts = " ".join(t.text or "" for t in root.iter(ns + "text"))
assert "Zo\u00eb \"Z\" O'Neil" in texts, texts
assert "101 out" in texts and "81 buy-back" in texts
EOF
k chart 1 --svg - > chart1.svg || bad "klopf chart --svg - failed"
python3 -c "import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])" chart1.svg ||
	bad "the SVG on standard output is not well-formed"

# a name edited into the database behind klopf's back (a control
# character, a byte that is not UTF-8, a line break and markup) still
# gives a well-formed SVG, the bad bytes drawn as '?'
cp "$KLOPF_DB" edited.db
sqlite3 edited.db "UPDATE player SET name = CAST(X'413C2601FF0A42' AS TEXT) WHERE id = (SELECT min(id) FROM player)" ||
	bad "could not edit a name into the database"
k --db edited.db chart 1 --svg edited.svg >/dev/null || bad "klopf chart --svg of the edited database failed"
python3 - edited.svg <<'EOF' || bad "the SVG of an edited name is not well-formed or lost the name"
import sys
import xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
texts = [t.text or "" for t in root.iter("{http://www.w3.org/2000/svg}text")]
assert any(t.startswith("A<&???B") for t in texts), texts
EOF

# on a UTF-8 terminal the chart draws with box characters; through a pipe
# in plain ASCII
python3 - "$bin" > tty.txt <<'EOF' || bad "could not run klopf chart on a terminal"
import os, pty, sys
pid, fd = pty.fork()
if pid == 0:
    os.execv(sys.argv[1], [sys.argv[1], "chart", "1"])
out = b""
while True:
    try:
        chunk = os.read(fd, 4096)
    except OSError:
        break
    if not chunk:
        break
    out += chunk
os.waitpid(pid, 0)
sys.stdout.write(out.decode("utf-8"))
EOF
grep -q '┤' tty.txt || bad "the terminal chart has no Unicode axis"
grep -q '━' tty.txt || bad "the terminal chart has no Unicode out line"
python3 -c "
import sys
for line in open(sys.argv[1], encoding='utf-8'):
    assert len(line.rstrip('\r\n')) <= 80, repr(line)
" tty.txt || bad "the terminal chart is wider than 80 columns"
k chart 1 | grep -q '[┤━]' && bad "the piped chart is not ASCII"
k chart 1 | LC_ALL=C grep -q '[^ -~]' && bad "the piped chart has non-ASCII bytes"

# the benchmark generator's history replays under the rules
if bash "$root/bench/gen_big_history" "$bin" gen.db 12 30 >/dev/null; then
	k --db gen.db export > gen.json || bad "export of the generated history"
	out=$(k --db gen2.db import gen.json 2>&1) ||
		bad "the generated history does not replay: $out"
	[ "$(k --db gen2.db rubbers --json | python3 -c 'import json,sys; print(sum(r["games"] for r in json.load(sys.stdin)["rubbers"]))')" = 360 ] ||
		bad "the generated history does not have 360 games"
	k --db gen2.db stats >/dev/null || bad "stats of the generated history"
else
	bad "bench/gen_big_history failed"
fi

[ "$fail" -eq 0 ] && echo "history-json: all checks passed"
exit "$fail"
