/*
 * check_knock.h - `klopf check --game knock-rummy`: the stateless
 * referee of a hand of Knock Rummy (kl_knock.h) on the command line.
 */
#ifndef KL_CHECK_KNOCK_H
#define KL_CHECK_KNOCK_H

#include "cli.h"

/*
 * Judge the deal in cli's operands (the knocker's cards, then "/" and
 * each other player's cards in seating order from the knocker's left),
 * or with --batch one deal a line from stdin (one JSON object a line
 * out).  Options read: --json, --batch, --knock-limit.  Returns the exit
 * status (0 when the hand is judged; 3 for cards or hands that cannot
 * be judged).
 */
int kl_check_knock(kl_cli *cli);

#endif
