# bash completion for klopf(1), the Viennese Rummy referee and scorekeeper.
#
# Commands, options, rule names and profiles are read from the klopf being
# completed (`klopf --help`, `klopf help COMMAND`, `klopf rules`), so they
# always match that binary.  Player names are read from its database with
# sqlite3(1), opened read-only; without sqlite3 the players of the last
# rubber come from `klopf standings --json`.
#
# Installed as .../bash-completion/completions/klopf; to try it by hand:
#   source completions/klopf.bash

# The klopf being completed (the command word, with a leading ~/ expanded).
_klopf_bin() {
	local b=${COMP_WORDS[0]}
	[[ $b == "~/"* ]] && b=$HOME/${b#"~/"}
	printf '%s\n' "$b"
}

# Words of `klopf --help`'s commands: section.
_klopf_commands() {
	"$1" --help 2>/dev/null | awk '
		/^commands:/ { on = 1; next }
		on && /^$/ { exit }
		on && /^  [a-z]/ { print $1 }'
}

# Option lines of a help text: "--long SHORT ARG" (SHORT and ARG "-" if
# none), from the sections whose title ends in "options:".
_klopf_optlist() {
	awk '
		/^[a-z ]*options:$/ { on = 1; next }
		/^[^ ]/ { on = 0 }
		on && /^  (-[A-Za-z], )?[ ]*--[a-z]/ {
			s = "-"; line = $0
			if (match(line, /^  -[A-Za-z],/)) s = substr(line, 3, 2)
			sub(/^[^-]*(-[A-Za-z], )?[ ]*/, "", line)
			n = split(line, f, /  +/)
			split(f[1], g, " ")
			print g[1], s, (g[2] == "" ? "-" : g[2])
		}'
}

# The database klopf would use, as kl_store_path() finds it.
_klopf_db() {
	local i
	for ((i = 1; i < ${#_klopf_w[@]}; i++)); do
		case ${_klopf_w[i]} in
		--db) ((i + 1 < _klopf_c)) && { _klopf_tilde "${_klopf_w[i + 1]}"; return; } ;;
		--db=?*) _klopf_tilde "${_klopf_w[i]#--db=}"; return ;;
		esac
	done
	if [[ -n ${KLOPF_DB-} ]]; then
		printf '%s\n' "$KLOPF_DB"
	elif [[ ${XDG_DATA_HOME-} == /* ]]; then
		printf '%s\n' "$XDG_DATA_HOME/klopf/klopf.db"
	elif [[ -n ${HOME-} ]]; then
		printf '%s\n' "$HOME/.local/share/klopf/klopf.db"
	fi
}

_klopf_tilde() {
	local p=$1
	[[ $p == "~/"* ]] && p=$HOME/${p#"~/"}
	printf '%s\n' "$p"
}

# Player names, one a line.  $1: "play" for those still in play in the
# rubber in play, "all" for everybody in the database.
_klopf_players() {
	local db uri q
	db=$(_klopf_db)
	[[ -n $db && -f $db ]] || return 0
	if command -v sqlite3 >/dev/null 2>&1; then
		# immutable: read without locking and without leaving -wal/-shm
		uri=${db//%/%25}
		uri=${uri//\?/%3f}
		uri=${uri//#/%23}
		uri="file:$uri?mode=ro&immutable=1"
		if [[ $1 == all ]]; then
			sqlite3 -batch -noheader "$uri" \
			    "SELECT name FROM player ORDER BY name COLLATE NOCASE" 2>/dev/null
			return 0
		fi
		q="SELECT name FROM standings WHERE state = 'in_play' AND rubber_id ="
		q+=" (SELECT id FROM rubber WHERE state = 'in_play') ORDER BY seat"
		sqlite3 -batch -noheader "$uri" "$q" 2>/dev/null && return 0
		sqlite3 -batch -noheader "$uri" "SELECT p.name FROM rubber r
		    JOIN seat s ON s.rubber_id = r.id JOIN player p ON p.id = s.player_id
		    WHERE r.state = 'in_play' ORDER BY s.seat" 2>/dev/null
		return 0
	fi
	"$_klopf_b" --db "$db" standings --json 2>/dev/null |
	    grep -o '"name":"[^"\\]*"' | sed 's/^"name":"//; s/"$//'
}

# Add the names of $@ that start with $cur to COMPREPLY, shell-quoted,
# each followed by $suffix.
_klopf_add_names() {
	local n q
	for n in "$@"; do
		[[ $n == "$_klopf_cur"* ]] || continue
		printf -v q '%q' "$n"
		COMPREPLY+=("$q$_klopf_suffix")
	done
}

# The "--long SHORT ARG" line of option word $1 (--long, --long=VALUE or
# -s) among the current command's $_klopf_opts, or nothing.
_klopf_opt_of() {
	local o w=${1%%=*}
	local -a f
	for o in "${_klopf_opts[@]}"; do
		IFS=' ' read -r -a f <<<"$o"
		[[ $w == "${f[0]}" || $w == "${f[1]}" ]] && { printf '%s\n' "$o"; return; }
	done
}

# The game named on the line (--game GAME, --game=GAME or -g GAME, not
# the word being completed), or nothing.
_klopf_game_named() {
	local i
	for ((i = 1; i < ${#_klopf_w[@]}; i++)); do
		((i == _klopf_c)) && continue
		case ${_klopf_w[i]} in
		--game|-g)
			((i + 1 < ${#_klopf_w[@]} && i + 1 != _klopf_c)) &&
			    { printf '%s\n' "${_klopf_w[i + 1]}"; return; } ;;
		--game=?*) printf '%s\n' "${_klopf_w[i]#--game=}"; return ;;
		esac
	done
}

# Complete the value of a house rule, KEY=VALUE, from $_klopf_mcur: the
# rules of the game named on the line (Viennese Rummy's without one).
_klopf_rule() {
	local key vals g
	local -a game=()
	g=$(_klopf_game_named)
	[[ -n $g ]] && game=(--game "$g")
	if [[ $_klopf_mcur == *=* ]]; then
		key=${_klopf_mcur%%=*}
		# klopf names the values a rule takes when given a wrong one
		vals=$("$_klopf_b" rules "${game[@]}" --rule "$key=%" 2>&1 >/dev/null)
		case $vals in
		*"is not on or off"*) vals=$'on\noff' ;;
		*"is not one of: "*) vals=${vals##*is not one of: }; vals=${vals//, /$'\n'} ;;
		*) vals="" ;;
		esac
		# and the default, such as 4 for knock_limit or same for rummy_money
		vals+=$'\n'$("$_klopf_b" rules "${game[@]}" 2>/dev/null |
		    awk -v k="$key" 'tolower($1) == tolower(k) { print $2; exit }')
		vals=$(awk 'NF && !seen[$0]++' <<<"$vals")
		if [[ $COMP_WORDBREAKS == *=* ]]; then
			COMPREPLY=($(compgen -W "$vals" -- "$_klopf_cur"))
		else
			COMPREPLY=($(compgen -P "$key=" -W "$vals" -- "${_klopf_mcur#*=}"))
		fi
		return
	fi
	# (the game is chosen with --game, never with --rule)
	COMPREPLY=($(compgen -S = -W "$("$_klopf_b" rules "${game[@]}" 2>/dev/null |
	    awk '/^$/ { exit } $1 != "game" { print $1 }')" -- "$_klopf_cur"))
	compopt -o nospace 2>/dev/null
}

_klopf_profile() {
	COMPREPLY=($(compgen -W "$("$_klopf_b" rules 2>/dev/null | awk '
		/^profiles:/ { on = 1; next }
		on && NF { print $1 }')" -- "$_klopf_cur"))
}

# The games, as klopf names them when given one it does not know.
_klopf_game() {
	local games
	games=$(LC_ALL=C "$_klopf_b" rules --game % 2>&1 >/dev/null)
	games=${games##*games: }
	games=${games%%)*}
	COMPREPLY=($(compgen -W "${games//, /$'\n'}" -- "$_klopf_cur"))
}

# Complete the value of option $1 (its argument name is $2).
_klopf_value() {
	case $1 in
	--db) COMPREPLY=($(compgen -f -- "$_klopf_cur")); compopt -o filenames 2>/dev/null ;;
	--profile) _klopf_profile ;;
	--game) _klopf_game ;;
	--rule) _klopf_rule ;;
	esac
}

_klopf() {
	local IFS=$'\n'
	local _klopf_b _klopf_cur _klopf_mcur _klopf_suffix=""
	local -a _klopf_w=() _klopf_opts=() f=()
	local _klopf_c=0 i w off=0 rest lead cmd="" ci=0 help k
	_klopf_b=$(_klopf_bin)
	COMPREPLY=()

	# Join the words that bash split at '=' (or another word-break
	# character) but that stand together on the line: "Anna=20" is one.
	for ((i = 0; i < ${#COMP_WORDS[@]}; i++)); do
		w=${COMP_WORDS[i]}
		rest=${COMP_LINE:off}
		lead=${rest%%[![:space:]]*}
		off=$((off + ${#lead} + ${#w}))
		if ((i > 0 && ${#lead} == 0 && ${#_klopf_w[@]} > 0)); then
			_klopf_w[${#_klopf_w[@]} - 1]+=$w
		else
			_klopf_w+=("$w")
		fi
		((i == COMP_CWORD)) && _klopf_c=$((${#_klopf_w[@]} - 1))
	done
	((${#_klopf_w[@]} > 0)) || return 0
	_klopf_mcur=${_klopf_w[_klopf_c]}
	# the text readline replaces: after the last '=' when '=' breaks words
	_klopf_cur=${COMP_WORDS[COMP_CWORD]}
	[[ $_klopf_cur == = ]] && _klopf_cur=""
	[[ $COMP_WORDBREAKS == *=* && $_klopf_mcur == *=* ]] && _klopf_cur=${_klopf_mcur##*=}

	# the options before the command, and the command
	for ((i = 1; i < _klopf_c; i++)); do
		case ${_klopf_w[i]} in
		--db) ((i++)) ;;
		-*) ;;
		*) cmd=${_klopf_w[i]}; ci=$i; break ;;
		esac
	done
	if [[ -z $cmd ]]; then
		if [[ ${_klopf_w[_klopf_c - 1]} == --db ]]; then
			_klopf_value --db
		elif [[ $_klopf_mcur == --db=* ]]; then
			_klopf_cur=${_klopf_mcur#--db=}
			_klopf_value --db
			# without '=' in COMP_WORDBREAKS readline replaces the whole word
			[[ $COMP_WORDBREAKS == *=* ]] || COMPREPLY=("${COMPREPLY[@]/#/--db=}")
		elif [[ $_klopf_mcur == -* ]]; then
			COMPREPLY=($(compgen -W "$("$_klopf_b" --help 2>/dev/null |
			    _klopf_optlist | awk '{ print $1 }')" -- "$_klopf_mcur"))
		else
			COMPREPLY=($(compgen -W "$(_klopf_commands "$_klopf_b")" -- "$_klopf_cur"))
		fi
		return 0
	fi

	help=$("$_klopf_b" help "$cmd" 2>/dev/null) || return 0
	_klopf_opts=($(_klopf_optlist <<<"$help"))

	# the value of an option given as --opt=VALUE, or after --opt
	if [[ $_klopf_mcur == --*=* ]]; then
		IFS=' ' read -r -a f <<<"$(_klopf_opt_of "${_klopf_mcur%%=*}")"
		if [[ ${f[2]-} && ${f[2]} != - ]]; then
			w=${_klopf_mcur%%=*}
			_klopf_mcur=${_klopf_mcur#*=}
			[[ $COMP_WORDBREAKS == *=* ]] || _klopf_cur=${_klopf_mcur}
			_klopf_value "${f[0]}" "${f[2]}"
			# without '=' in COMP_WORDBREAKS readline replaces the whole word
			[[ $COMP_WORDBREAKS == *=* ]] || COMPREPLY=("${COMPREPLY[@]/#/$w=}")
		fi
		return 0
	fi
	if ((_klopf_c - 1 > ci)) && [[ ${_klopf_w[_klopf_c - 1]} != *=* ]]; then
		IFS=' ' read -r -a f <<<"$(_klopf_opt_of "${_klopf_w[_klopf_c - 1]}")"
		if [[ ${f[2]-} && ${f[2]} != - ]]; then
			_klopf_value "${f[0]}" "${f[2]}"
			return 0
		fi
	fi
	if [[ $_klopf_mcur == -* ]]; then
		local o longs=()
		for o in "${_klopf_opts[@]}"; do longs+=("${o%% *}"); done
		COMPREPLY=($(compgen -W "${longs[*]}" -- "$_klopf_mcur"))
		return 0
	fi

	# the operands before this one
	local -a operands=()
	local only=0
	for ((i = ci + 1; i < _klopf_c; i++)); do
		w=${_klopf_w[i]}
		if ((only == 0)) && [[ $w == -- ]]; then
			only=1
		elif ((only == 0)) && [[ $w == -[!0-9]* ]]; then
			IFS=' ' read -r -a f <<<"$(_klopf_opt_of "$w")"
			[[ $w != *=* && ${f[2]-} && ${f[2]} != - ]] && ((i++))
		else
			operands+=("$w")
		fi
	done
	k=${#operands[@]}

	local -a names=() left=()
	case $cmd in
	game)
		names=($(_klopf_players play))
		# --showdown and --block name nobody first: every operand is a
		# hand
		local first=1
		for w in "${_klopf_w[@]:ci+1:_klopf_c-ci-1}"; do
			[[ $w == --showdown || $w == --block ]] && first=0
		done
		if ((k == 0 && first)); then
			_klopf_add_names "${names[@]}"
		else
			# NAME= for every player in play without a hand yet
			local n o given
			for n in "${names[@]}"; do
				given=0
				for o in "${operands[@]:first}"; do
					[[ ${o%%=*} == "$n" || ${o%%=*} == "$(printf '%q' "$n")" ]] && given=1
				done
				((given)) || left+=("$n")
			done
			_klopf_suffix="="
			_klopf_add_names "${left[@]}"
			compopt -o nospace 2>/dev/null
		fi
		;;
	buyback)
		((k == 0)) && { names=($(_klopf_players play)); _klopf_add_names "${names[@]}"; }
		;;
	new)
		names=($(_klopf_players all))
		local n o given
		for n in "${names[@]}"; do
			given=0
			for o in "${operands[@]}"; do
				[[ $o == "$n" ]] && given=1
			done
			((given)) || left+=("$n")
		done
		_klopf_add_names "${left[@]}"
		;;
	help)
		((k == 0)) && COMPREPLY=($(compgen -W "$(_klopf_commands "$_klopf_b")" -- "$_klopf_cur"))
		;;
	esac
	return 0
}

complete -F _klopf klopf
