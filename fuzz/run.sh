#!/usr/bin/env bash
# Runs every fuzz target of a fuzz build for a fixed time each.
#
# Usage: fuzz/run.sh BUILD_DIR SECONDS
#
# Each executable BUILD_DIR/fuzz/fuzz_<name> runs for SECONDS seconds
# (libFuzzer's -max_total_time) on a scratch copy of fuzz/corpus/<name>/,
# so the seeds in the repository stay as they are.  Leak detection is on.
# Inputs that crash a target are kept in BUILD_DIR/fuzz/artifacts/<name>/
# and each target's log in BUILD_DIR/fuzz/logs/<name>.log.  Exits 0 when
# every target ran clean, 1 when any failed, 2 on a usage error.
set -u

if [ $# -ne 2 ]; then
	echo "usage: $0 BUILD_DIR SECONDS" >&2
	exit 2
fi
build=$1
seconds=$2
case $seconds in
'' | *[!0-9]*)
	echo "$0: SECONDS must be a whole number, not \"$seconds\"" >&2
	exit 2
	;;
esac
if [ "$seconds" -lt 1 ]; then
	echo "$0: SECONDS must be at least 1" >&2
	exit 2
fi
if [ ! -d "$build/fuzz" ]; then
	echo "$0: no $build/fuzz; configure with -DKLOPF_FUZZ=ON and build" >&2
	exit 2
fi

here=$(cd "$(dirname "$0")" && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"

ran=0
failed=0
for exe in "$build"/fuzz/fuzz_*; do
	if [ ! -f "$exe" ] || [ ! -x "$exe" ]; then
		continue
	fi
	target=$(basename "$exe")
	name=${target#fuzz_}
	corpus=$scratch/corpus-$name
	artifacts=$build/fuzz/artifacts/$name
	log=$build/fuzz/logs/$name.log
	mkdir -p "$corpus" "$artifacts" "$(dirname "$log")"
	if [ -d "$here/corpus/$name" ]; then
		cp -R "$here/corpus/$name/." "$corpus/"
	else
		echo "$0: warning: no seed corpus fuzz/corpus/$name/" >&2
	fi
	ran=$((ran + 1))
	echo "== $target: $seconds s, seeds from fuzz/corpus/$name/"
	if "$exe" -max_total_time="$seconds" -detect_leaks=1 \
		-artifact_prefix="$artifacts/" -print_final_stats=1 \
		"$corpus" >"$log" 2>&1; then
		grep -E '^(Done|stat::number_of_executed_units)' "$log" || true
		echo "== $target: ok"
	else
		failed=$((failed + 1))
		tail -n 40 "$log"
		echo "== $target: FAILED (log: $log; inputs kept in $artifacts/)"
	fi
done

if [ "$ran" -eq 0 ]; then
	echo "$0: no fuzz_* executables in $build/fuzz" >&2
	exit 1
fi
echo "$ran target(s) run, $failed failed"
[ "$failed" -eq 0 ]
