#!/usr/bin/env bash
# The help of every command that prints a documented JSON shape names
# what the JSON holds: over a history that has a bit of everything
# (a buy-back, a player who left, a rule change, a game the table ended
# with klopf end, an Oklahoma hand corrected, a game of Continental, a
# tournament's table), every key of the JSON that command prints is
# written "KEY" in its --help, and so is every value of the fields whose
# values the help lists (standings: state and decided_by).
#
# Usage: json-help.sh KLOPF_BINARY
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work" LC_ALL=C.UTF-8 TZ=UTC
unset XDG_DATA_HOME NO_COLOR KLOPF_DB
cd "$work" || exit 1

fail=0
checks=0
bad() {
	printf 'FAIL: %s\n' "$*"
	fail=1
}
# klopf --db DB ARGS..., which must succeed
at() { # DB ARGS...
	"$bin" --db "$@" >/dev/null 2>&1 || bad "fixture: klopf --db $*"
}

# the keys of a JSON document on standard input, one a line, without
# those of the objects that hold rules or settings by their keys
keys() {
	jq -r 'del(.. | objects | (.settings, .rules_at_start)) |
	       if type == "object" and (.rules | type) == "object"
	          and (.rules | has("key") | not) then del(.rules) else . end |
	       [.. | objects | keys[]] | unique[]'
}

# every key of the JSON printed by "klopf --db DB ARGS..." is in the help
# of COMMAND
documented() { # COMMAND DB ARGS...
	local cmd=$1 db=$2 help json key
	shift 2
	help=$("$bin" help "$cmd") || { bad "klopf help $cmd"; return; }
	json=$("$bin" --db "$db" "$@") || { bad "klopf --db $db $*"; return; }
	while IFS= read -r key; do
		checks=$((checks + 1))
		grep -qF "\"$key\"" <<<"$help" ||
			bad "klopf $cmd prints \"$key\" (klopf --db $db $*), which its help does not name"
	done < <(keys <<<"$json")
}

# every value of FIELD in the JSON printed by "klopf --db DB standings
# --json" is named "VALUE" in the help of standings
values() { # FIELD DB
	local help json v
	help=$("$bin" help standings)
	json=$("$bin" --db "$2" standings --json) || { bad "standings $2"; return; }
	while IFS= read -r v; do
		checks=$((checks + 1))
		grep -qF "\"$v\"" <<<"$help" ||
			bad "standings --json gives \"$1\":\"$v\" ($2), which its help does not list"
	done < <(jq -r --arg f "$1" '[.. | objects | .[$f]? | strings] | unique[]' <<<"$json")
}

# Viennese: a buy-back, a player who leaves, a rule change, in play
V=v.db
at $V new Anna Ben Clara Dora
at $V game --knock Anna "Anna=3H 4H 5H 7S 7D 7C 9C 10C JC 4S" Ben=85 Clara=30 Dora=40
at $V buyback Ben
at $V leave Dora
at $V rules --change knock_limit=5
at $V game --knock Clara "Clara=3H 4H 5H 7S 7D 7C 9C 10C JC 4S" Ben=80 Anna=30
# a finished rubber and an abandoned one beside it
F=f.db
at $F new Anna Ben
at $F game --knock Anna "Anna=3H 4H 5H 7S 7D 7C 9C 10C JC 4S" Ben=110
at $F new Anna Ben
at $F abandon

# Rommé ended by the table (the rule change names its winners)
R=r.db
at $R new --game romme Anna Ben Clara
at $R game --out Anna "Ben=KS 3H 5D" "Clara=JK 2C"
at $R end

# Oklahoma gin, a hand corrected (the correction keeps its upcard)
G=g.db
at $G new --game gin --rule oklahoma=on Anna Ben
at $G game --upcard 8S --knock Anna "Anna=3H 4H 5H 7S 7D 7C JS QS KS 6D" "Ben=AH AD AC 4S 5S 6S 9C 9H 2D 3D"
at $G fix 1 "Ben=AH AD AC 4S 5S 6S 9C 9H 2D 8D"

# Continental (a game's worth)
C=c.db
at $C new --game continental Anna Ben Clara
at $C game --out Anna "Anna=3H 4H JK 6H 7H 9S 10S JS QS 2D 3D 4D 5C 6C 7C" "Ben=AS JC 3H JS AD 2S 9S 5H 2C QD 6C 7C JD 4S 4D" "Clara=2S JC 7S 6D 8H 6H KC JK JH 9D QH 5S QS 7D 5S"

# a tournament with its first series drawn (format 6)
T=t.db
at $T tournament new Club Anna Ben Clara
at $T tournament draw

for db in $V $F $R $G $C $T; do
	documented export "$db" export
done
for db in $V $F $R $G $C; do
	documented standings "$db" standings --json
done
documented standings $T standings --table 1 --json
for db in $V $F $R $C; do
	values state "$db"
	values decided_by "$db"
done
# the fixture holds what it is meant to hold
[ "$("$bin" --db $V standings --json | jq -r '.players[3].state')" = left ] ||
	bad "the fixture has no player who left"
[ "$("$bin" --db $T export | jq -r '.format_version')" = 6 ] ||
	bad "the tournament's export is not of format 6"
[ "$("$bin" --db $G export | jq -r '.rubbers[0].corrections[0].old.upcard')" = 8S ] ||
	bad "the correction of the Oklahoma hand has no upcard"
[ "$("$bin" --db $R export | jq -c '[.rubbers[0].events[].rules.winners? | arrays] | length')" = 1 ] ||
	bad "the rule change of klopf end names no winners"

if [ "$fail" = 0 ]; then
	echo "json-help: $checks keys and values, each named in its command's help"
fi
exit "$fail"
