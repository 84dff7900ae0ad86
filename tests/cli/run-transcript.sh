#!/usr/bin/env bash
# Runs one transcript file against the real klopf binary.
#
# Format: a line "$ COMMAND" runs COMMAND with bash in a scratch folder, with
# `klopf` on PATH and KLOPF_DB pointing at a scratch database shared by the
# whole transcript.  The lines after it, up to the next "$ " line or a blank
# line, are the expected output (stdout and stderr together).  A last line
# "[N]" gives the expected exit status (default 0).  Lines starting with "#"
# between commands are comments.  An empty line of output is written as
# "<BLANKLINE>" in the expected lines.
#
# Translations: one list of commands, two outputs.  A transcript in a
# folder below this one with the name of a transcript here (tests/cli/de/X.t
# and tests/cli/X.t: the German ones) is a translation.  It takes its
# commands from X.t and holds only its own outputs, each introduced by a
# marker line in place of the command:
#
#   @ N              the output of X.t's Nth command (its Nth "$ " line,
#                    counted from 1), run here as it stands in X.t
#   @ N $ COMMAND    runs COMMAND instead of X.t's Nth command, for a case
#                    that must differ on purpose (German words typed into
#                    klopf play); the line right above must be a "#"
#                    comment that says why, and COMMAND must differ from
#                    X.t's
#   $ COMMAND        a case only in the translation; these come after the
#                    last "@ N" case, so that X.t's commands run on the same
#                    database as in English
#
# For example, in tests/cli/de/gin.t, the German output of the 12th
# command of tests/cli/gin.t:
#
#   @ 12
#   klopf: 2C wird zweimal gezeigt; ein Paket hat die Karte nur einmal
#   [3]
#
# The expected output follows the marker as above (in a translation a line
# starting with "@" always starts a case).  The markers number X.t's
# commands once each, in order, from 1 to the last: a translation with a
# case too few or too many (an English command added without its German
# output) or out of order fails before anything runs.  What a command
# tests is said in X.t; a translation's comments are for what is its own.
# A transcript below this one without a transcript of its name here is a
# transcript of its own, in the first format.
#
# Usage: run-transcript.sh KLOPF_BINARY FILE.t
# Set KLOPF_UPDATE=1 to print the actual transcript instead of checking
# (a translation in its own format, a case for each of X.t's commands:
# scripts/update-transcript writes it into the file).
# The transcript runs under LC_ALL=C.UTF-8 (English), or under the locale
# KLOPF_TRANSCRIPT_LOCALE names (the German transcripts in tests/cli/de/
# run under de_AT.UTF-8).
set -u
bin=$1
file=$(realpath "$2")
name=$(basename "$file")
here=$(cd "$(dirname "$0")" && pwd -P)
# the file as messages name it (cli/de/gin.t)
shown=${file#"${here%/*}"/}
# a transcript in a folder below this one translates the one of its name
# here, if there is one
below=0
[ "$(dirname "$file")" != "$here" ] && [[ "$file" == "$here"/* ]] && below=1
english=""
[ $below -eq 1 ] && [ -f "$here/$name" ] && english=$here/$name
en_shown=${here##*/}/$name
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/bin"
ln -s "$bin" "$work/bin/klopf"
export PATH="$work/bin:$PATH"
export KLOPF_DB="$work/klopf.db"
export HOME="$work"
export LC_ALL=${KLOPF_TRANSCRIPT_LOCALE:-C.UTF-8}
export TZ=UTC
# the width of the line only where a case sets COLUMNS
unset NO_COLOR XDG_DATA_HOME COLUMNS

# The cases of FILE as read: the head line ("$ COMMAND" or a marker), the
# command ("" for a marker that takes the English one), the marker's
# number ("" for a "$ " case), the expected output and whether it has any
# line, and the line number of the head.
heads=() cmds=() nums=() exps=() has=() where=()
problems=()
problem() {
	problems+=("$shown:${1:+$1:} $2")
}

in_case=0
lineno=0
prev=""
marker='^@ ([0-9]+)( \$ (.*))?$'
while IFS= read -r line || [ -n "$line" ]; do
	lineno=$((lineno + 1))
	if [[ "$line" == '$ '* ]] ||
		{ [ $below -eq 1 ] && [[ "$line" == '@'* ]]; }; then
		in_case=1
		heads+=("$line") where+=("$lineno") exps+=("") has+=(0)
		if [[ "$line" == '$ '* ]]; then
			cmds+=("${line#\$ }") nums+=("")
		elif [[ "$line" =~ $marker ]]; then
			nums+=("$((10#${BASH_REMATCH[1]}))")
			if [ -n "${BASH_REMATCH[2]}" ]; then
				cmds+=("${BASH_REMATCH[3]}")
				[[ "$prev" == '#'* ]] ||
					problem "$lineno" "\"@ ${BASH_REMATCH[1]}\" gives a command of its own: the line above must be a \"#\" comment that says why"
			else
				cmds+=("")
			fi
		else
			cmds+=("") nums+=("?")
			problem "$lineno" "\"$line\" is no marker: write \"@ N\" or \"@ N \$ COMMAND\""
		fi
	elif [ $in_case -eq 1 ] && [ -z "$line" ]; then
		in_case=0
	elif [ $in_case -eq 1 ]; then
		i=$((${#heads[@]} - 1))
		[ "$line" = "<BLANKLINE>" ] && line=""
		if [ "${has[i]}" -eq 0 ]; then exps[i]=$line; else exps[i]+=$'\n'$line; fi
		has[i]=1
	fi
	prev=$line
done <"$file"

# The English commands, and the cases to run: in a translation, the
# English commands in order (with the output, or the command, its marker
# gives), then the cases only in the translation.
en_cmds=()
if [ -n "$english" ]; then
	while IFS= read -r line || [ -n "$line" ]; do
		[[ "$line" == '$ '* ]] && en_cmds+=("${line#\$ }")
	done <"$english"
fi
run_heads=() run_cmds=() run_exps=()
if [ -z "$english" ]; then
	for i in "${!heads[@]}"; do
		if [ -n "${nums[i]}" ]; then
			problem "${where[i]}" "a marker, but there is no $en_shown to take the command from"
			continue
		fi
		run_heads+=("${heads[i]}") run_cmds+=("${cmds[i]}") run_exps+=("${exps[i]}")
	done
else
	declare -A out=() own=()
	want=1 only=0 numbered=0
	for i in "${!heads[@]}"; do
		n=${nums[i]}
		if [ -z "$n" ]; then
			only=1
			continue
		fi
		[ "$n" = "?" ] && continue
		numbered=$((numbered + 1))
		[ $only -eq 1 ] &&
			problem "${where[i]}" "\"@ $n\" after a case only in this translation: those come last"
		if [ "$n" != "$want" ]; then
			problem "${where[i]}" "\"@ $n\" where \"@ $want\" was expected"
		fi
		want=$((n + 1))
		if [ "$n" -lt 1 ] || [ "$n" -gt ${#en_cmds[@]} ]; then
			problem "${where[i]}" "\"@ $n\", but $en_shown has ${#en_cmds[@]} commands"
			continue
		fi
		out[$n]=${exps[i]}
		if [ -n "${cmds[i]}" ]; then
			own[$n]=${cmds[i]}
			[ "${cmds[i]}" = "${en_cmds[n - 1]}" ] &&
				problem "${where[i]}" "\"@ $n\" repeats the English command: write \"@ $n\" alone"
		fi
	done
	[ $numbered -ne ${#en_cmds[@]} ] &&
		problem "" "outputs for $numbered of the ${#en_cmds[@]} commands of $en_shown: each needs its \"@ N\" case"
	for i in "${!en_cmds[@]}"; do
		n=$((i + 1))
		if [ -n "${own[$n]+set}" ]; then
			run_heads+=("@ $n \$ ${own[$n]}") run_cmds+=("${own[$n]}")
		else
			run_heads+=("@ $n") run_cmds+=("${en_cmds[i]}")
		fi
		run_exps+=("${out[$n]-}")
	done
	for i in "${!heads[@]}"; do
		[ -z "${nums[i]}" ] || continue
		run_heads+=("${heads[i]}") run_cmds+=("${cmds[i]}") run_exps+=("${exps[i]}")
	done
fi

if [ ${#problems[@]} -gt 0 ]; then
	printf '%s\n' "${problems[@]}" >&2
	# an update writes the transcript anew, a case for each command
	[ -n "${KLOPF_UPDATE:-}" ] || exit 1
fi

cd "$work" || exit 1
fail=0
count=0

run_case() {
	local head=$1 cmd=$2 expected=$3 out status want_status want_out
	out=$(bash -c "$cmd" 2>&1 </dev/null)
	status=$?
	want_status=0
	want_out=$expected
	if [[ "$want_out" =~ (^|$'\n')\[([0-9]+)\]$ ]]; then
		want_status=${BASH_REMATCH[2]}
		want_out=${want_out%\[*\]}
		want_out=${want_out%$'\n'}
	fi
	count=$((count + 1))
	if [ -n "${KLOPF_UPDATE:-}" ]; then
		printf '%s\n' "$head"
		[ -n "$out" ] && printf '%s\n' "$out" | sed 's/^$/<BLANKLINE>/'
		[ "$status" -ne 0 ] && printf '[%d]\n' "$status"
		printf '\n'
		return
	fi
	if [ "$out" != "$want_out" ] || [ "$status" != "$want_status" ]; then
		fail=$((fail + 1))
		if [[ "$head" == '@ '* ]]; then
			printf 'FAIL: %s: %s\n' "${head%% \$ *}" "$cmd"
		else
			printf 'FAIL: %s\n' "$cmd"
		fi
		printf -- '--- expected (status %s)\n%s\n--- actual (status %s)\n%s\n' \
			"$want_status" "$want_out" "$status" "$out"
	fi
}

for i in "${!run_cmds[@]}"; do
	run_case "${run_heads[i]}" "${run_cmds[i]}" "${run_exps[i]}"
done

if [ -n "${KLOPF_UPDATE:-}" ]; then exit 0; fi
echo "$shown: $((count - fail)) passed, $fail failed"
[ "$fail" -eq 0 ]
