/*
 * hand_eval.h - shared engine of `klopf deadwood` and `klopf check`: read
 * one hand (from arguments or a line of --batch input), solve it, print it.
 */
#ifndef KL_HAND_EVAL_H
#define KL_HAND_EVAL_H

#include "cli.h"

enum kl_eval_mode { KL_EVAL_DEADWOOD, KL_EVAL_CHECK };

/*
 * Run the command in the given mode on cli's operands (or, with --batch,
 * on stdin).  Returns the exit status.
 */
int kl_eval_run(kl_cli *cli, int mode);

#endif
