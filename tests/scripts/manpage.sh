#!/usr/bin/env bash
# Keeps docs/klopf.1 and the binary's help from drifting apart.
#
# Usage: manpage.sh KLOPF_BINARY
#
# Checks, against the binary:
#  - every command in `klopf --help` has an entry in COMMANDS
#    (`.It Cm NAME`, or `.Nm klopf Cm NAME` as the head of an `.It Xo`);
#  - every option that `klopf help NAME` shows is in that command's entry
#    (`Fl -name` or `--name`, and `Fl x` for its short form), and every
#    game its --game lists is named there (`Cm NAME`); the options
#    every command shares have an item in COMMANDS before the first entry,
#    and the global options of `klopf --help` are in DESCRIPTION;
#  - the rendered SYNOPSIS holds exactly the usage lines, and each entry in
#    COMMANDS starts with its command's usage (when mandoc or groff is
#    there to render the page);
#  - EXIT STATUS lists 0 to 4 and every status of `klopf --help`;
#  - HOUSE RULES lists every setting of `klopf rules` with its default, and
#    every profile;
#  - the commands in the EXAMPLES print exactly what the page shows;
#  - `mandoc -T lint` finds nothing (when mandoc is installed).
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
page=${KLOPF_MANPAGE:-$(cd "$(dirname "$0")/../.." && pwd)/docs/klopf.1}
export LC_ALL=C
unset NO_COLOR

missing=()
miss() { missing+=("$*"); }

[ -r "$page" ] || { echo "manpage: $page not found"; exit 1; }

# Lines of section NAME (between `.Sh NAME` and the next `.Sh`).
section() {
	awk -v want="$1" '
		/^\.Sh / { sub(/^\.Sh +/, ""); on = ($0 == want); next }
		on { print }' "$page"
}
# Does text $2 hold option --$1, as `Fl -name` or `--name`?
has_long() {
	grep -Eq -- "(Fl -$1([^a-zA-Z0-9_-]|\$))|(--$1([^a-zA-Z0-9_-]|\$))" <<<"$2"
}
has_short() {
	grep -Eq -- "(Fl $1([^a-zA-Z0-9_-]|\$))|(-$1([^a-zA-Z0-9_-]|\$))" <<<"$2"
}

main_help=$("$bin" --help) || { echo "manpage: klopf --help failed"; exit 1; }

# ---- commands and their options ----
mapfile -t commands < <(awk '
	/^commands:/ { on = 1; next }
	on && /^$/ { on = 0 }
	on && /^  [a-z]/ { print $1 }' <<<"$main_help")
[ ${#commands[@]} -gt 0 ] || { echo "manpage: no commands in klopf --help"; exit 1; }

# "short long" per option line of a help text's option sections
options_of() {
	awk '
		/^[a-z ]*options:$/ { on = 1; next }
		/^[^ ]/ { on = 0 }
		on && /^  (-[A-Za-z], )?[ ]*--[a-z]/ {
			s = "-"; l = $0
			if (match(l, /^  -[A-Za-z],/)) s = substr(l, 4, 1)
			sub(/^[^-]*(-[A-Za-z], )?[ ]*--/, "", l)
			sub(/[ =].*$/, "", l)
			print s, l
		}' <<<"$1"
}

commands_section=$(section COMMANDS)
# The entry of command $1 in COMMANDS: from its head to the next head.
entry_of() {
	awk -v cmd="$1" '
		function head(line,   n) {
			if (match(line, /^\.It( Xo)?( Nm klopf)? Cm [a-z-]+/)) {
				n = substr(line, RSTART, RLENGTH); sub(/.* Cm /, "", n)
				return n
			}
			if (prev == ".It Xo" && match(line, /^\.Nm klopf Cm [a-z-]+/)) {
				n = substr(line, RSTART, RLENGTH); sub(/.* Cm /, "", n)
				return n
			}
			return ""
		}
		{ h = head($0); if (h != "") on = (h == cmd); prev = $0 }
		on { print }' <<<"$commands_section"
}

# COMMANDS up to the first entry: the options every command takes
common=$(awk '/^\.It( Xo)?( Nm klopf)? Cm [a-z]/ || /^\.It Xo$/ { exit } { print }' <<<"$commands_section")
declare -A seen_in
ncommands=${#commands[@]}
declare -A helps
for c in "${commands[@]}"; do
	helps[$c]=$("$bin" help "$c") || miss "klopf help $c failed"
	while read -r s l; do
		[ -n "$l" ] || continue
		seen_in[$l]=$(( ${seen_in[$l]:-0} + 1 ))
	done < <(options_of "${helps[$c]}")
done

# the items before the first entry: the options commands share (every
# command, or, like --table, every command that acts on a rubber)
common_items=$(grep '^\.It ' <<<"$common")

for c in "${commands[@]}"; do
	entry=$(entry_of "$c")
	if [ -z "$entry" ]; then
		miss "command $c: no entry in COMMANDS (.It Cm $c or .Nm klopf Cm $c)"
		continue
	fi
	while read -r s l; do
		[ -n "$l" ] || continue
		# shared by every command: checked once, below; shared by
		# many: described once with the shared ones
		[ "${seen_in[$l]}" -eq "$ncommands" ] && continue
		[ "${seen_in[$l]}" -gt 1 ] && has_long "$l" "$common_items" && continue
		has_long "$l" "$entry" || miss "command $c: option --$l not in its entry"
		if [ "$s" != "-" ]; then
			has_short "$s" "$entry" || miss "command $c: option -$s (--$l) not in its entry"
		fi
	done < <(options_of "${helps[$c]}")
done

# the games a --game option lists ("one of A, B, C (...)" in its help):
# each is named in the command's entry
for c in "${commands[@]}"; do
	games=$(grep -E -- '^  -g, --game GAME +.*one of ' <<<"${helps[$c]}" |
		sed -E 's/.*one of ([a-z, -]+) \(.*/\1/')
	[ -n "$games" ] || continue
	entry=$(entry_of "$c")
	for g in ${games//,/ }; do
		grep -Eq -- "(^| )$g( |\$)" <<<"$(grep -E '(^\.| )Cm ' <<<"$entry")" ||
			miss "command $c: game $g of --game not in its entry"
	done
done

# options every command takes: an item of their own before the entries
while read -r s l; do
	[ -n "$l" ] && [ "${seen_in[$l]}" -eq "$ncommands" ] || continue
	has_long "$l" "$common_items" ||
		miss "common option --$l: no .It item in COMMANDS before the entries"
	if [ "$s" != "-" ]; then
		has_short "$s" "$common_items" ||
			miss "common option -$s (--$l): not in its .It item in COMMANDS"
	fi
done < <(options_of "${helps[${commands[0]}]}")

# global options of `klopf --help`
while read -r s l; do
	[ -n "$l" ] || continue
	has_long "$l" "$(section DESCRIPTION)" ||
		miss "global option --$l: not in DESCRIPTION"
done < <(options_of "$main_help")

# ---- SYNOPSIS against the usage lines ----
render() {
	if command -v mandoc >/dev/null 2>&1; then
		mandoc -T ascii -O width=400 "$page" 2>/dev/null
	elif command -v groff >/dev/null 2>&1; then
		groff -mdoc -Tascii -P-bcou -rLL=400n "$page" 2>/dev/null
	else
		return 1
	fi
}
if rendered=$(render) && [ -n "$rendered" ]; then
	rendered=$(sed $'s/.\b//g' <<<"$rendered")
	# one line per synopsis entry, blanks squeezed
	synopsis=$(awk '/^SYNOPSIS/ { on = 1; next } /^[A-Z]/ { on = 0 } on && NF' <<<"$rendered" |
	           sed 's/^ *//; s/ *$//' | tr -s ' ')
	usages=()
	while IFS= read -r u; do usages+=("$u"); done < <(
		sed -n 's/^usage: //p; s/^       klopf /klopf /p' <<<"$main_help")
	for c in "${commands[@]}"; do
		usages+=("$(sed -n 's/^usage: //p' <<<"${helps[$c]}")")
	done
	normalized=()
	for u in "${usages[@]}"; do
		norm=$(tr -s ' ' <<<"$u" | sed 's/ *$//')
		normalized+=("$norm")
		grep -qxF -- "$norm" <<<"$synopsis" ||
			miss "SYNOPSIS lacks the usage line: $norm"
	done
	while IFS= read -r l; do
		printf '%s\n' "${normalized[@]}" | grep -qxF -- "$l" ||
			miss "SYNOPSIS line is no usage of klopf: $l"
	done <<<"$synopsis"
	# the head of each command's entry in COMMANDS is its usage too
	heads=$(awk '/^COMMANDS/ { on = 1; next } /^[A-Z]/ { on = 0 } on && NF' <<<"$rendered" |
	        sed 's/^ *//; s/ *$//' | tr -s ' ')
	for c in "${commands[@]}"; do
		norm=$(sed -n 's/^usage: //p' <<<"${helps[$c]}" | tr -s ' ' | sed 's/ *$//')
		grep -qxF -- "$norm" <<<"$heads" ||
			miss "command $c: the head of its entry in COMMANDS is not: $norm"
	done
else
	echo "manpage: neither mandoc nor groff; SYNOPSIS not compared"
fi

# ---- EXIT STATUS ----
exits=$(section "EXIT STATUS")
statuses=$(awk '/^exit status:/ { on = 1; next } on && /^  [0-9]/ { print $1 } on && /^$/ { on = 0 }' <<<"$main_help")
for n in $(printf '%s\n' 0 1 2 3 4 $statuses | sort -u); do
	grep -qx "\.It $n" <<<"$exits" || miss "EXIT STATUS lacks .It $n"
done

# ---- HOUSE RULES against `klopf rules` ----
rules_out=$("$bin" rules) || miss "klopf rules failed"
house=$(section "HOUSE RULES")
while read -r name value; do
	grep -q "^\.It Cm $name No (default $value[,)]" <<<"$house" ||
		miss "HOUSE RULES lacks '.It Cm $name No (default $value'"
done < <(awk '/^$/ { exit } { print $1, $2 }' <<<"$rules_out")
while read -r profile; do
	grep -qx "\.It Cm $profile" <<<"$house" ||
		miss "HOUSE RULES lacks profile .It Cm $profile"
done < <(awk '/^profiles:/ { on = 1; next } on && NF { print $1 }' <<<"$rules_out")

# ---- EXAMPLES: run them in a scratch database ----
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/bin"
ln -s "$bin" "$work/bin/klopf"
unescape() { sed -e 's/\\e/\\/g' -e 's/\\&//g' -e 's/\\(dq/"/g' -e 's/\\-/-/g'; }
examples=$(section EXAMPLES | awk '/^\.Bd -literal/ { on = 1; next } /^\.Ed/ { on = 0; print "@@END"; next } on' | unescape)
nexamples=0
run_example() {
	local got
	got=$(cd "$work" && env -u XDG_DATA_HOME HOME="$work" \
	      KLOPF_DB="$work/examples.db" PATH="$work/bin:$PATH" \
	      bash -c "$cmd" 2>&1)
	nexamples=$((nexamples + 1))
	if [ "$got" != "$want" ]; then
		miss "EXAMPLES: '$(head -n1 <<<"$cmd")' prints something else:"$'\n'"$(diff <(printf '%s\n' "$want") <(printf '%s\n' "$got"))"
	fi
}
cmd="" want="" cont=0
while IFS= read -r line; do
	if [ $cont -eq 1 ]; then
		cmd+=$'\n'"$line"
		[[ $line == *\\ ]] || cont=0
		continue
	fi
	if [[ $line == '$ '* || $line == @@END ]]; then
		[ -n "$cmd" ] && run_example
		cmd="" want=""
		[[ $line == @@END ]] && continue
		[[ $line == '$ klopf '* ]] || { miss "EXAMPLES: not a klopf command: $line"; continue; }
		cmd=${line#\$ }
		[[ $line == *\\ ]] && cont=1
		continue
	fi
	if [ -n "$cmd" ]; then
		if [ -z "$want" ]; then want=$line; else want+=$'\n'"$line"; fi
	fi
done <<<"$examples"
[ $nexamples -gt 0 ] || miss "EXAMPLES: no '\$ klopf' commands found"

# ---- mandoc lint ----
if command -v mandoc >/dev/null 2>&1; then
	lint=$(mandoc -T lint -W all "$page" 2>&1 | grep -v 'mandoc\.db')
	[ -z "$lint" ] || miss "mandoc -T lint:"$'\n'"$lint"
else
	echo "manpage: mandoc not installed; lint skipped"
fi

if [ ${#missing[@]} -gt 0 ]; then
	echo "docs/klopf.1 and klopf disagree:"
	printf '  %s\n' "${missing[@]}"
	exit 1
fi
echo "manpage: ${#commands[@]} commands, their options, SYNOPSIS, EXIT STATUS, HOUSE RULES and $nexamples examples agree"
exit 0
