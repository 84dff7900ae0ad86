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
# Usage: run-transcript.sh KLOPF_BINARY FILE.t
# Set KLOPF_UPDATE=1 to print the actual transcript instead of checking.
# The transcript runs under LC_ALL=C.UTF-8 (English), or under the locale
# KLOPF_TRANSCRIPT_LOCALE names (the German transcripts in tests/cli/de/
# run under de_AT.UTF-8).
set -u
bin=$1
file=$(realpath "$2")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/bin"
ln -s "$bin" "$work/bin/klopf"
export PATH="$work/bin:$PATH"
export KLOPF_DB="$work/klopf.db"
export HOME="$work"
export LC_ALL=${KLOPF_TRANSCRIPT_LOCALE:-C.UTF-8}
export TZ=UTC
unset NO_COLOR XDG_DATA_HOME
cd "$work"

fail=0
count=0
cmd=""
expected=""
actual_all=""

run_case() {
	local out status want_status want_out
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
		printf '$ %s\n' "$cmd"
		[ -n "$out" ] && printf '%s\n' "$out" | sed 's/^$/<BLANKLINE>/'
		[ "$status" -ne 0 ] && printf '[%d]\n' "$status"
		printf '\n'
		return
	fi
	if [ "$out" != "$want_out" ] || [ "$status" != "$want_status" ]; then
		fail=$((fail + 1))
		printf 'FAIL: %s\n' "$cmd"
		printf -- '--- expected (status %s)\n%s\n--- actual (status %s)\n%s\n' \
			"$want_status" "$want_out" "$status" "$out"
	fi
}

in_case=0
have_expected=0
while IFS= read -r line || [ -n "$line" ]; do
	if [[ "$line" == '$ '* ]]; then
		[ $in_case -eq 1 ] && run_case
		cmd=${line#\$ }
		expected=""
		have_expected=0
		in_case=1
	elif [ $in_case -eq 1 ] && [ -z "$line" ]; then
		run_case
		in_case=0
	elif [ $in_case -eq 1 ]; then
		[ "$line" = "<BLANKLINE>" ] && line=""
		if [ -z "$expected" ] && [ $have_expected -eq 0 ]; then expected=$line; else expected+=$'\n'$line; fi
		have_expected=1
	fi
done < "$file"
[ $in_case -eq 1 ] && run_case

if [ -n "${KLOPF_UPDATE:-}" ]; then exit 0; fi
echo "$(basename "$file"): $((count - fail)) passed, $fail failed"
[ "$fail" -eq 0 ]
