/*
 * hand_eval.h - shared engine of `klopf deadwood` and `klopf check`: the
 * rules a command's options choose, and one hand (from arguments or a
 * line of --batch input) read, solved and printed.
 */
#ifndef KL_HAND_EVAL_H
#define KL_HAND_EVAL_H

#include "cli.h"
#include "kl_gamedef.h"

enum kl_eval_mode { KL_EVAL_DEADWOOD, KL_EVAL_CHECK };

/* The options that `klopf check` and `klopf deadwood` share, taken from
 * the command's own table by the command. */
typedef struct kl_hand_opts {
	const kl_game_def *game; /* the game --game names (the command has
	                            found it), or the default one */
	kl_rules_opts rules; /* --game, --profile, --rule */
	/* check's shorthands, NULL where the command has none: --knock-limit
	 * N (the rule knock_limit), --school S (the rule school), and the
	 * upcard of an Oklahoma hand, --upcard CARD */
	const kl_optval *knock_limit;
	const kl_optval *school;
	const kl_optval *upcard;
	int json;            /* --json given */
	int batch;           /* --batch given */
	int redeal;          /* check's --redeal given (a melding game's
	                        redeal claim) */
} kl_hand_opts;

/* What runs a command for one kind of game (enum kl_check_kind) once it
 * has read its options into o; returns the exit status. */
typedef int kl_hand_run(kl_cli *cli, const kl_hand_opts *o);

/* The game --game names (any case), the default one when it is not
 * given, or NULL for a name that is no game's. */
const kl_game_def *kl_hand_game(const kl_optval *game);

/*
 * The rules that o chooses, into *out: kl_cli_rules with o->rules (the
 * game's defaults, or a profile where the game has profiles, then each
 * --rule KEY=VALUE), then the shorthands given: --knock-limit N (0 to
 * 100) sets knock_limit, --school S (modern or classic) sets school, each
 * refused where the game has no such rule.  Returns the exit status,
 * after printing any refusal.
 */
int kl_hand_rules(kl_cli *cli, const kl_hand_opts *o, kl_rules *out);

/* What one hand typed under rules may hold: what the game's definition
 * says (kl_game_def.typed) where it says it, else the rules' packs and
 * jokers (kl_game_card_limits). */
void kl_hand_limits(const kl_rules *rules, kl_card_limits *out);

/*
 * Run the command in the given mode on cli's operands (or, with --batch,
 * on stdin), under the rules that o chooses (kl_hand_rules): each hand
 * alone, as the game's verdict (check) or its least deadwood (deadwood)
 * judges it.  Returns the exit status.
 */
int kl_eval_run(kl_cli *cli, int mode, const kl_hand_opts *o);

#endif
