#!/usr/bin/env bash
# The German catalogue is whole and klopf speaks it:
#  - every text of src/ marked for translation (scripts/update-po --check
#    extracts them) is in po/de.po, translated and not fuzzy, and msgfmt
#    --check finds every format's conversions in its translation;
#  - no text for people in the command line is printed without being
#    marked (tests/support/i18n_unmarked.py);
#  - under de_AT.UTF-8, de_DE.UTF-8 and de_CH.UTF-8 klopf answers in
#    German (its help, a refusal, the standings), under LC_ALL=C and
#    C.UTF-8 in English, and its JSON is the same in both;
#  - the built klopf finds its catalogue without any variable set, and so
#    does a copy installed with cmake --install into a prefix, with the
#    German man page;
#  - both man pages render without a warning (groff -ww, mandoc -T lint).
#
# Usage: i18n.sh KLOPF_BINARY
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work" TZ=UTC KLOPF_DB="$work/t.db"
unset LANG LANGUAGE LC_MESSAGES XDG_DATA_HOME NO_COLOR
fail=0
bad() {
	printf 'FAIL: %s\n' "$*"
	fail=$((fail + 1))
}

# the catalogue holds every text, translated
pot=$("$root/scripts/update-po" --check) || bad "xgettext failed"
msgcmp --use-untranslated "$root/po/de.po" "$pot" 2>"$work/cmp" ||
	bad "po/de.po lacks texts of the sources: $(head -c 600 "$work/cmp")"
rm -f "$pot"
stats=$(LC_ALL=C msgfmt --check --statistics -o /dev/null "$root/po/de.po" 2>&1) ||
	bad "msgfmt --check: $stats"
case $stats in
*untranslated* | *fuzzy*) bad "po/de.po: $stats" ;;
esac
python3 "$root/tests/support/i18n_unmarked.py" "$root"/src/cli/*.c ||
	bad "texts printed without being marked for the catalogue"

# both man pages render without a warning, in groff and in mandoc
for page in "$root/docs/klopf.1" "$root/docs/de/klopf.1"; do
	if command -v groff >/dev/null; then
		out=$(groff -mdoc -Tutf8 -ww -z "$page" 2>&1)
		[ -z "$out" ] || bad "groff warns about $page: $(head -c 400 <<<"$out")"
	fi
	if command -v mandoc >/dev/null; then
		out=$(mandoc -T lint -W warning "$page" 2>&1)
		[ -z "$out" ] || bad "mandoc warns about $page: $(head -c 400 <<<"$out")"
	fi
done

# the languages
"$bin" new Anna Ben Clara >/dev/null || bad "new"
for l in de_AT.UTF-8 de_DE.UTF-8 de_CH.UTF-8; do
	out=$(LC_ALL=$l "$bin" standings 2>&1)
	grep -q 'Laufende Partie 1' <<<"$out" || bad "$l: standings not in German: $out"
	out=$(LC_ALL=$l "$bin" leave Zoe 2>&1)
	grep -q 'spielt nicht in Partie 1 mit' <<<"$out" || bad "$l: refusal not in German: $out"
	out=$(LC_ALL=$l "$bin" --help 2>&1)
	grep -q 'Befehle:' <<<"$out" || bad "$l: help not in German"
done
out=$(LANG=de_AT.UTF-8 "$bin" standings 2>&1)
grep -q 'Laufende Partie' <<<"$out" || bad "LANG=de_AT.UTF-8: not German: $out"
out=$(LANG=C.UTF-8 LC_MESSAGES=de_AT.UTF-8 "$bin" standings 2>&1)
grep -q 'Laufende Partie' <<<"$out" || bad "LC_MESSAGES=de_AT.UTF-8: not German: $out"
for l in C C.UTF-8; do
	out=$(LC_ALL=$l "$bin" standings 2>&1)
	grep -q 'rubber 1, in play' <<<"$out" || bad "LC_ALL=$l: not English: $out"
done
[ "$(LC_ALL=de_AT.UTF-8 "$bin" standings --json)" = "$(LC_ALL=C "$bin" standings --json)" ] ||
	bad "standings --json changes with the language"
[ "$(LC_ALL=de_AT.UTF-8 "$bin" export)" = "$(LC_ALL=C "$bin" export)" ] ||
	bad "export changes with the language"

# each man page writes an option's placeholder as the help of its
# language does (--db PATH, PFAD in German; KEY=VALUE, SCHLÜSSEL=WERT as
# "Ar SCHL\(:USSEL Ns = Ns Ar WERT", ADDR:PORT as "Ar ADDR : Ns Ar PORT")
placeholders() { # LOCALE PAGE
	local cmd opt arg pat
	for cmd in $(LC_ALL=C "$bin" --help | awk '/^commands:/ { on = 1; next }
	             on && /^$/ { on = 0 } on && /^  [a-z]/ { print $1 }'); do
		LC_ALL=$1 "$bin" help "$cmd" |
		sed -nE 's/^  (-[A-Za-z], )?    ?(--[a-z-]+) ([^ ]+).*/\2 \3/p; s/^  -[A-Za-z], (--[a-z-]+) ([^ ]+).*/\1 \2/p' |
		sort -u | while read -r opt arg; do
			pat=$(sed 's/:/ : Ns Ar /; s/Ü/\\(:U/g; s/=/ Ns = Ns Ar /' <<<"$arg")
			grep -qF -- "Fl ${opt#-} Ar $pat" "$2" ||
				echo "$cmd $opt $arg"
		done
	done
}
out=$(placeholders C "$root/docs/klopf.1")
[ -z "$out" ] || bad "docs/klopf.1 lacks the placeholders of the help: $out"
out=$(placeholders de_AT.UTF-8 "$root/docs/de/klopf.1")
[ -z "$out" ] || bad "docs/de/klopf.1 lacks the placeholders of the German help: $out"

# installed into a prefix, it finds its catalogue there
build=$(dirname "$bin")
if [ -f "$build/cmake_install.cmake" ]; then
	if cmake --install "$build" --prefix "$work/prefix" >/dev/null 2>&1; then
		[ -f "$work/prefix/share/locale/de/LC_MESSAGES/klopf.mo" ] ||
			bad "the catalogue is not installed"
		[ -f "$work/prefix/share/man/de/man1/klopf.1" ] ||
			bad "the German man page is not installed"
		out=$(LC_ALL=de_AT.UTF-8 "$work/prefix/bin/klopf" standings 2>&1)
		grep -q 'Laufende Partie' <<<"$out" || bad "the installed klopf is not German: $out"
	else
		bad "cmake --install failed"
	fi
fi

[ $fail -eq 0 ] && echo "i18n: po/de.po whole, German under de_AT, de_DE, de_CH, English under C"
exit $fail
