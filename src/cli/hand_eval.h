/*
 * hand_eval.h - shared engine of `klopf deadwood` and `klopf check`: read
 * one hand (from arguments or a line of --batch input), solve it, print it.
 */
#ifndef KL_HAND_EVAL_H
#define KL_HAND_EVAL_H

#include "cli.h"

enum kl_eval_mode { KL_EVAL_DEADWOOD, KL_EVAL_CHECK };

/* The options that `klopf check` and `klopf deadwood` share, taken from
 * the command's own table by the command. */
typedef struct kl_hand_opts {
	kl_rules_opts rules; /* --game, --profile, --rule */
	int json;            /* --json given */
	int batch;           /* --batch given */
} kl_hand_opts;

/*
 * Run the command in the given mode on cli's operands (or, with --batch,
 * on stdin), under the rules that o->rules choose (kl_cli_rules).
 * Returns the exit status.
 */
int kl_eval_run(kl_cli *cli, int mode, const kl_hand_opts *o);

#endif
