#!/usr/bin/env bash
# Checks `cmake --install`: the binary, the man page and the bash and zsh
# completions land where a distribution expects them, and the installed
# binary runs.
#
# Usage: install.sh KLOPF_BINARY   (the binary sits at the top of its build
# folder, so that folder is the one installed)
set -u
bin=$1
build=$(cd "$(dirname "$bin")" && pwd)
root=$(cd "$(dirname "$0")/../.." && pwd)
dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT

[ -f "$build/cmake_install.cmake" ] || {
	echo "install: $build is not a CMake build folder"; exit 1; }
if ! DESTDIR=$dest cmake --install "$build" --prefix /usr >"$dest.log" 2>&1; then
	cat "$dest.log"; rm -f "$dest.log"
	echo "install: cmake --install failed"
	exit 1
fi
rm -f "$dest.log"

fail=0
# check INSTALLED SOURCE: the file is installed, and is SOURCE unchanged
check() {
	if [ ! -f "$dest$1" ]; then
		echo "install: $1 is missing"
		fail=1
	elif [ -n "${2-}" ] && ! cmp -s "$dest$1" "$2"; then
		echo "install: $1 differs from $2"
		fail=1
	fi
}
check /usr/bin/klopf
check /usr/share/man/man1/klopf.1 "$root/docs/klopf.1"
check /usr/share/bash-completion/completions/klopf "$root/completions/klopf.bash"
check /usr/share/zsh/vendor-completions/_klopf "$root/completions/_klopf"

if [ -x "$dest/usr/bin/klopf" ]; then
	want=$("$bin" --version)
	got=$("$dest/usr/bin/klopf" --version)
	if [ $? -ne 0 ] || [ "$got" != "$want" ] || [[ $got != "klopf "* ]]; then
		echo "install: the installed klopf says '$got', not '$want'"
		fail=1
	fi
else
	echo "install: /usr/bin/klopf is not executable"
	fail=1
fi

if [ $fail -ne 0 ]; then
	echo "installed files:"
	(cd "$dest" && find . -type f | sort)
	exit 1
fi
echo "install: klopf, klopf.1 and both completions installed under /usr"
