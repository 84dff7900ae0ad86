#!/usr/bin/env bash
# The translations of the transcripts (tests/cli/de/X.t: the German
# outputs of the commands of tests/cli/X.t, see tests/cli/run-transcript.sh)
# cannot drift from their English transcript: on a small pair of
# transcripts in a scratch copy of tests/cli, the runner passes the pair as
# it is, and fails a translation with a case too few or too many, cases out
# of order, a command of its own without a comment saying why or the same
# as the English one, or a case of the English list after one only in the
# translation; scripts/update-transcript writes a case for a command added
# to the English transcript and drops the case of one taken out.
#
# Usage: transcript-format.sh KLOPF_BINARY
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/scripts" "$work/tests/cli/de"
cp "$root/scripts/update-transcript" "$work/scripts/"
cp "$root/tests/cli/run-transcript.sh" "$work/tests/cli/"
cli=$work/tests/cli
export KLOPF_TRANSCRIPT_LOCALE=de_AT.UTF-8
unset KLOPF_UPDATE

fail=0
bad() {
	printf 'FAIL: %s\n' "$*"
	fail=1
}

cat >"$cli/a.t" <<'EOF'
# An English transcript.
$ echo one
one

$ klopf check --game gin --school old "3H" / "4H"
klopf: check: --school takes modern or classic, not "old"
(see 'klopf check --help')
[2]

$ printf 'two\n\nthree\n'
two
<BLANKLINE>
three
EOF
good='# Its German outputs.

@ 1
one

@ 2
klopf: check: --school nimmt modern oder klassisch, nicht „old“
(siehe '"'"'klopf check --help'"'"')
[2]

@ 3
two
<BLANKLINE>
three'

# passes: the German FILE (with the English a.t); fails: with MESSAGE
passes() {
	printf '%s\n' "$2" >"$cli/de/a.t"
	bash "$cli/run-transcript.sh" "$bin" "$cli/de/a.t" >"$work/out" 2>&1 ||
		bad "$1: refused: $(cat "$work/out")"
}
fails() {
	printf '%s\n' "$2" >"$cli/de/a.t"
	if bash "$cli/run-transcript.sh" "$bin" "$cli/de/a.t" >"$work/out" 2>&1; then
		bad "$1: passed"
	elif ! grep -qF -- "$3" "$work/out"; then
		bad "$1: no \"$3\" in: $(cat "$work/out")"
	fi
}

passes "the pair" "$good"
KLOPF_TRANSCRIPT_LOCALE=C.UTF-8 bash "$cli/run-transcript.sh" "$bin" "$cli/a.t" \
	>"$work/out" 2>&1 || bad "the English transcript: $(cat "$work/out")"

fails "a case too few" "${good%@ 3*}" \
	'cli/de/a.t: outputs for 2 of the 3 commands of cli/a.t'
fails "a case too many" "$good

@ 4
four" '"@ 4", but cli/a.t has 3 commands'
fails "the English file again" "$(cat "$cli/a.t")" \
	'outputs for 0 of the 3 commands of cli/a.t'
fails "cases out of order" "$(printf '%s' "$good" | sed 's/^@ 2$/@ 9/; s/^@ 3$/@ 2/; s/^@ 9$/@ 3/')" \
	'"@ 3" where "@ 2" was expected'
fails "a wrong output" "${good/three/drei}" 'FAIL: @ 3: printf'
fails "a marker of no form" "${good/@ 3/@3}" '"@3" is no marker'

own='# the output in German words
@ 1 $ echo eins
eins'
passes "a command of its own" "${good/@ 1
one/$own}"
fails "a command of its own without a comment" "${good/@ 1
one/@ 1 \$ echo eins
eins}" '"@ 1" gives a command of its own'
fails "the English command as one of its own" "${good/@ 1
one/# why
@ 1 \$ echo one
one}" '"@ 1" repeats the English command'

passes "a case only in German" "$good

# a German case
\$ echo vier
vier"
fails "an English case after one only in German" "${good%@ 3*}\$ echo vier
vier

@ 3
two
<BLANKLINE>
three" '"@ 3" after a case only in this translation'

printf '%s\n' "$good" >"$cli/de/a.t"
rm "$cli/a.t"
bash "$cli/run-transcript.sh" "$bin" "$cli/de/a.t" >"$work/out" 2>&1 &&
	bad "markers without an English transcript: passed"
grep -qF 'a marker, but there is no cli/a.t' "$work/out" ||
	bad "markers without an English transcript: $(cat "$work/out")"

# update-transcript: a command added to the English transcript gets its
# German case, the case of a command taken out goes
printf '%s\n' "$good" >"$cli/de/a.t"
cat >"$cli/a.t" <<'EOF'
$ echo one
one

$ echo new
new

$ klopf check --game gin --school old "3H" / "4H"
klopf: check: --school takes modern or classic, not "old"
(see 'klopf check --help')
[2]

$ printf 'two\n\nthree\n'
two
<BLANKLINE>
three
EOF
python3 "$work/scripts/update-transcript" "$bin" "$cli/de/a.t" 2>"$work/err" ||
	bad "update-transcript: $(cat "$work/err")"
want='# Its German outputs.

@ 1
one

@ 2
new

@ 3
klopf: check: --school nimmt modern oder klassisch, nicht „old“
(siehe '"'"'klopf check --help'"'"')
[2]

@ 4
two
<BLANKLINE>
three'
[ "$(cat "$cli/de/a.t")" = "$want" ] ||
	bad "update-transcript with a command added wrote: $(cat "$cli/de/a.t")"
bash "$cli/run-transcript.sh" "$bin" "$cli/de/a.t" >"$work/out" 2>&1 ||
	bad "the updated pair: $(cat "$work/out")"

# (echo new and the printf taken out)
sed -i '4,6d; 11,$d' "$cli/a.t"
python3 "$work/scripts/update-transcript" "$bin" "$cli/de/a.t" 2>"$work/err" ||
	bad "update-transcript: $(cat "$work/err")"
# (the file ends with the last line of @ 2 and one newline)
if [ "$(cat "$cli/de/a.t")" != "$(printf '%s' "${good%@ 3*}")" ] ||
	[ "$(tail -c 2 "$cli/de/a.t")" != "]" ]; then
	bad "update-transcript with commands taken out wrote: $(cat "$cli/de/a.t")"
fi
grep -qF '@ 4 dropped' "$work/err" || bad "update-transcript said: $(cat "$work/err")"
bash "$cli/run-transcript.sh" "$bin" "$cli/de/a.t" >"$work/out" 2>&1 ||
	bad "the pair updated again: $(cat "$work/out")"

[ $fail -eq 0 ] && echo "transcript-format: all passed"
exit $fail
