# klopf-random.bash - random klopf commands that change a database, for
# the reliability tests (scripts/crash-test, tests/scripts/concurrency.sh).
# Source it; it defines functions and the hands below only.
#
#   random_command DB
#       Sets cmd (the arguments of one klopf command), what (game, undo,
#       buyback, fix, leave, rules or new) and step (how the number of events plus
#       rubbers moves if it succeeds: 1; -1 for undo, 0 for an undo that
#       takes back a correction and for a fix) from the state of DB:
#       with a rubber in play, mostly a game (the declarer chosen at
#       random among the players in play, a knock or a rummy with real
#       cards, the others with real cards or typed points), sometimes an
#       undo, a buy-back, a correction of game 1 (a player's points), a
#       player leaving or a change of knock_limit (klopf rules --change);
#       with none, a new rubber of 3 or 4 players, or an undo.  Uses
#       $RANDOM, so seeding RANDOM repeats the choices.

# Hands that fit in one deck together: the declarer's knock (deadwood 4)
# or rummy (10 melded cards and a discard), and three others (deadwood
# 34, 25 and 31, so no undercut).
KNOCK_HAND="4H 5H 6H 7S 7D 7C JS QS KS 4C"
RUMMY_HAND="3H 4H 5H 6H 7S 7D 7C JS QS KS 9C"
OTHER_HANDS=("2C 3C 4C 8D 9D 10D KH KD 5S 9S" "AH AD AS 6C 7C 8C 2D 3H 10S JC"
             "2S 3S 4S 8H 9H 10H QD QC 5D 6D")

# 0 if the last thing done to the newest rubber of DB is a correction
# (undo takes that back, and the number of events stays), else 1.
last_is_correction() { # DB
	[ -e "$1" ] || return 1
	[ "$(sqlite3 -cmd ".timeout 5000" "$1" "
		SELECT count(*) FROM correction c WHERE c.rubber_id =
		  (SELECT max(id) FROM rubber) AND c.id = (SELECT max(id) FROM
		  correction WHERE rubber_id = c.rubber_id) AND c.after_seq =
		  (SELECT coalesce(max(seq), 0) FROM event WHERE rubber_id =
		  c.rubber_id)")" = 1 ]
}

random_command() { # DB
	local inplay=() d k o r
	# (sqlite3 would create a missing file)
	[ -e "$1" ] && mapfile -t inplay < <(sqlite3 -cmd ".timeout 5000" "$1" "
		SELECT v.name FROM standings v JOIN rubber r ON r.id = v.rubber_id
		WHERE r.state = 'in_play' AND v.state = 'in_play' ORDER BY v.seat")
	step=1
	if [ ${#inplay[@]} -eq 0 ]; then
		if [ $((RANDOM % 5)) -eq 0 ]; then
			what=undo
			step=-1
			last_is_correction "$1" && step=0
			cmd=(undo)
		elif [ $((RANDOM % 2)) -eq 0 ]; then
			what=new
			cmd=(new Anna Ben Clara)
		else
			what=new
			cmd=(new Anna Ben Clara Dora)
		fi
		return
	fi
	r=$((RANDOM % 100))
	if [ $r -lt 65 ]; then
		what=game
		d=$((RANDOM % ${#inplay[@]}))
		if [ $((RANDOM % 3)) -eq 0 ]; then
			cmd=(game --rummy "${inplay[$d]}" "${inplay[$d]}=$RUMMY_HAND")
		else
			cmd=(game --knock "${inplay[$d]}" "${inplay[$d]}=$KNOCK_HAND")
		fi
		o=0
		for ((k = 0; k < ${#inplay[@]}; k++)); do
			[ $k -eq $d ] && continue
			if [ $((RANDOM % 2)) -eq 0 ]; then
				cmd+=("${inplay[$k]}=${OTHER_HANDS[$o]}")
			else
				cmd+=("${inplay[$k]}=$((5 + RANDOM % 36))")
			fi
			o=$((o + 1))
		done
	elif [ $r -lt 80 ]; then
		what=undo
		step=-1
		last_is_correction "$1" && step=0
		cmd=(undo)
	elif [ $r -lt 88 ]; then
		what=fix
		step=0
		cmd=(fix 1 "${inplay[$((RANDOM % ${#inplay[@]}))]}=$((5 + RANDOM % 36))")
	elif [ $r -lt 91 ]; then
		what=leave
		cmd=(leave "${inplay[$((RANDOM % ${#inplay[@]}))]}")
	elif [ $r -lt 94 ]; then
		what=rules
		cmd=(rules --change "knock_limit=$((3 + RANDOM % 4))")
	else
		what=buyback
		cmd=(buyback "${inplay[$((RANDOM % ${#inplay[@]}))]}")
	fi
}
