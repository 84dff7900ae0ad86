# serve-test.bash - what the tests of klopf serve (tests/scripts/serve.sh,
# serve-entry.sh, serve-concurrency.sh) share.  Source it after setting
# bin (the klopf binary, an absolute path); it then
#  - makes a scratch folder $work (removed on exit, with the server of
#    $pid killed) and works in it, with HOME and KLOPF_DB there, a fixed
#    locale and time zone, and no inherited setting that changes output;
#  - defines fail and checks (counts), and:
#
#   bad TEXT...      prints "FAIL: TEXT" and counts a failure
#   ok               counts a check passed
#   k ARGS...        klopf with ARGS
#   free_port        prints a free TCP port of the loopback
#   start_server PORT OUT
#                    klopf serve on 127.0.0.1:PORT in the background (its
#                    pid in $pid, its output in OUT), waiting until it
#                    answers; returns 1 after a failure when it does not

work=$(mktemp -d)
pid=
serve_test_cleanup() {
	[ -n "$pid" ] && kill -KILL "$pid" 2>/dev/null
	rm -rf "$work"
}
trap serve_test_cleanup EXIT
export HOME="$work" KLOPF_DB="$work/klopf.db" LC_ALL=C.UTF-8 TZ=UTC
unset XDG_DATA_HOME NO_COLOR KLOPF_NOW COLUMNS LANGUAGE
cd "$work" || exit 1

fail=0
checks=0
bad() {
	printf 'FAIL: %s\n' "$*"
	fail=$((fail + 1))
}
ok() { checks=$((checks + 1)); }
k() { "$bin" "$@"; }

free_port() {
	python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

start_server() {
	"$bin" serve --listen "127.0.0.1:$1" >"$2" 2>&1 &
	pid=$!
	local i
	for i in $(seq 1 50); do
		curl -s -o /dev/null "http://127.0.0.1:$1/style.css" && return 0
		sleep 0.1
	done
	bad "klopf serve does not answer on port $1: $(cat "$2")"
	return 1
}
