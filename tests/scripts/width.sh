#!/usr/bin/env bash
# Every table and game summary fits the line when its width is known:
#  - through a pipe with COLUMNS at 60 to 120 (and below 60, taken as 60),
#    in English and in German, no line of standings, history (with the
#    hands), stats, rubbers, settle, rules, chart, a booked and a
#    corrected game, check and deadwood is wider than the line, measured
#    in terminal columns (a Chinese character takes two, a combining
#    mark none);
#  - on a terminal of 60 columns (a pty given that size) the standings
#    and a game fit it, colours and suit symbols and all, and klopf reads
#    the width from the terminal, not from COLUMNS;
#  - the SVG chart names a player who left as left, names its axis in
#    the reader's language, and is wide enough for its legend.
# The layouts themselves are in tests/cli/width.t; kl_layout's rows in
# tests/unit/test_layout.c.
#
# Usage: width.sh KLOPF_BINARY
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work" LC_ALL=C.UTF-8 TZ=UTC KLOPF_DB="$work/t.db"
unset XDG_DATA_HOME NO_COLOR COLUMNS
cd "$work" || exit 1

fail=0
bad() {
	printf 'FAIL: %s\n' "$*"
	fail=1
}
k() { "$bin" "$@"; }

# The widest line of each file named (its limit in its name, after the
# last "."), in terminal columns, colours and other escape sequences not
# counted: "FILE is N wide: LINE" for each file wider than its limit.
cat > widest.py <<'EOF'
import re, sys, unicodedata
def width(s):
    s = re.sub(r"\x1b\[[0-9;]*[A-Za-z]", "", s)
    w = 0
    for ch in s:
        if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
            continue
        w += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return w
for name in sys.argv[1:]:
    limit = int(name.rsplit(".", 1)[1])
    text = open(name, encoding="utf-8").read().replace("\r", "")
    best, line = max((width(l), l) for l in text.split("\n"))
    if best > limit:
        print("%s is %d wide: %s" % (name, best, line))
EOF

L="Maximilian-Alexander von Hohenzollern-Si"
V="Phạm Thị Hương Giang Nguyễn"
C="李雷王芳张伟刘洋陈静李雷王"
KLOPF_NOW=2026-04-01T20:00:00Z k new "$L" Jörg Dora "$V" "$C" >/dev/null ||
	bad "klopf new failed"
KLOPF_NOW=2026-04-01T20:10:00Z k game --knock "$L" "$L=4H 5H 6H 7S 7D 7C JS QS KS 4C" \
	"Jörg=2C 3C 4C 8D 9D 10D KH KD 5S 9S" Dora=60 "$V=AS 2S 3S 4S 5H 6H 7H 8C 9C JC" \
	"$C=84" > game1.txt || bad "game 1 was not booked"
cp "$KLOPF_DB" one.db
KLOPF_NOW=2026-04-01T20:20:00Z k game --knock Jörg "Jörg=4H 5H 6H 7S 7D 7C JS QS KS 3C" \
	"$L=2C 3C 4C 8D 9D 10D KH KD 5S 9S" Dora=10 "$V=AS 2S 3S 4S 5H 6H 7H 8C 9C JC" \
	"$C=3" >/dev/null || bad "game 2 was not booked"
KLOPF_NOW=2026-04-01T20:25:00Z k buyback "$C" >/dev/null || bad "the buy-back failed"
KLOPF_NOW=2026-04-01T20:30:00Z k leave Dora >/dev/null || bad "the leave failed"
cp "$KLOPF_DB" inplay.db
KLOPF_NOW=2026-04-01T20:40:00Z k abandon >/dev/null || bad "the abandon failed"

# each command at each width, in both languages: every output in a file
# named for the case, its limit last
mkdir out
n=0
for lang in C.UTF-8 de_AT.UTF-8; do
	for cols in 20 60 61 73 80 97 120; do
		limit=$((cols < 60 ? 60 : cols))
		run() {
			n=$((n + 1))
			printf '%s, COLUMNS=%s: %s\n' "$lang" "$cols" "$*" > "out/$n.cmd"
			LC_ALL=$lang COLUMNS=$cols "$@" > "out/$n.$limit" 2>&1
		}
		run k --db inplay.db standings
		run k --db inplay.db history --hands
		run k --db inplay.db chart
		run k history --hands --corrections
		run k stats
		run k stats "$L" "$C"
		run k rubbers
		run k settle --all --chip-value 0.10
		run k rules
		run k rules --game phom
		cp one.db g.db
		run env KLOPF_NOW=2026-04-01T20:20:00Z "$bin" --db g.db game --knock Jörg \
			"Jörg=4H 5H 6H 7S 7D 7C JS QS KS 3C" "$L=2C 3C 4C 8D 9D 10D KH KD 5S 9S" \
			Dora=10 "$V=AS 2S 3S 4S 5H 6H 7H 8C 9C JC" "$C=3"
		run env KLOPF_NOW=2026-04-01T20:30:00Z "$bin" --db g.db fix 2 \
			"$V=AS 2S 3S 4S 5H 6H 7H 8C 9C QC"
		run k check --game continental "2C 3C 4C 5H 6H 7H 9S 10S JS 5D 6D 7D 8C 9C 10C / AS 2D 3D 4D 5S 6S 8S 9H 10H JH QH KH AD KC QC"
		run k deadwood --game continental "3S JK JK 6S 7D 2C 5H 8H 9H 10H JD QD KD AH 4C"
		run k deadwood "3S JK JK 6S 7D 2C 5H 8H 9H 10H JD QD KD AH 4C"
	done
done
python3 widest.py out/*.[0-9]* > wide.txt
while IFS= read -r line; do
	case=${line%% is *}
	bad "$(cat "${case%.*}.cmd") ${line#* is }"
done < wide.txt

# without a width, the output is what it always was: the same with
# COLUMNS unset and with a COLUMNS that is no number
k --db inplay.db history > plain.txt
COLUMNS=wide k --db inplay.db history | cmp -s - plain.txt ||
	bad "COLUMNS=wide changed the output"

# on a terminal of 60 columns (COLUMNS saying otherwise): the standings
# and a booked game fit, with colours and suit symbols
cp one.db tty.db
python3 - "$bin" > tty.txt <<'EOF' || bad "could not run klopf on a terminal"
import fcntl, os, pty, struct, sys, termios
def run(args):
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(sys.stdout.fileno(), termios.TIOCSWINSZ,
                    struct.pack("HHHH", 24, 60, 0, 0))
        os.environ["COLUMNS"] = "200"
        os.environ["KLOPF_NOW"] = "2026-04-01T20:20:00Z"
        os.execv(sys.argv[1], [sys.argv[1], "--db", "tty.db"] + args)
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
run(["standings"])
run(["game", "--knock", "Jörg", "Jörg=4H 5H 6H 7S 7D 7C JS QS KS 3C",
     "Maximilian-Alexander von Hohenzollern-Si=2C 3C 4C 8D 9D 10D KH KD 5S 9S",
     "Dora=10", "Phạm Thị Hương Giang Nguyễn=AS 2S 3S 4S 5H 6H 7H 8C 9C JC",
     "李雷王芳张伟刘洋陈静李雷王=3"])
EOF
grep -q '♥' tty.txt || bad "the terminal shows no suit symbols"
grep -q $'\033\\[31m' tty.txt || bad "the terminal shows no colours"
grep -q 'Maximilian-Alexander von Ho…' tty.txt ||
	bad "the terminal's width did not shorten the names"
cp tty.txt tty.60
out=$(python3 widest.py tty.60)
[ -z "$out" ] || bad "on a terminal of 60 columns: $out"

# the SVG: a player who left is left, the axis and legend in German, and
# the page wide enough for the widest entry of the legend at 7.5 pixels a
# column from x=766
for lang in C.UTF-8 de_AT.UTF-8; do
	LC_ALL=$lang k --db inplay.db chart --svg chart.svg --force >/dev/null ||
		bad "klopf chart --svg failed ($lang)"
	python3 - chart.svg "$lang" <<'EOF' || bad "the SVG's legend or axis is wrong ($lang)"
import sys, unicodedata
import xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
ns = "{http://www.w3.org/2000/svg}"
texts = [t.text or "" for t in root.iter(ns + "text")]
german = sys.argv[2].startswith("de")
left, out, axis = ("ausgestiegen", "ausgeschieden", "Spiel") if german else ("left", "out", "game")
dora = [t for t in texts if t.startswith("Dora (")]
assert dora == ["Dora (70, %s)" % left], dora
assert axis in texts, texts
def width(s):
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in s)
legend = [t for t in texts if t.startswith("Maximilian")]
assert legend, texts
need = 766 + 7.5 * max(width(t) for t in texts if "(" in t)
assert float(root.get("width")) >= need, (root.get("width"), need)
EOF
done

exit $fail
