/*
 * check_knock.h - `klopf check` for the games whose referee judges a
 * whole deal (kl_game_def.check): Knock Rummy (every hand, kl_knock.h),
 * gin (the knocker and the defender, kl_gin.h) and the rest of the
 * family (kl_famref.h), and `klopf deadwood` for the family; what they
 * share: reading a deal's hands and running one deal or a batch.
 */
#ifndef KL_CHECK_KNOCK_H
#define KL_CHECK_KNOCK_H

#include "cli_batch.h"
#include "hand_eval.h"

/*
 * A deal of KL_CHECK_DEAL (Knock Rummy): the knocker's cards, then "/"
 * and each other player's cards in seating order from the knocker's
 * left, in cli's operands, or with --batch one deal a line from stdin
 * (one JSON object a line out), under the rules o chooses
 * (kl_hand_rules).  Options read: o's rules, --knock-limit, --json and
 * --batch.  Returns the exit status (0 when the hand is judged; 3 for
 * cards or hands that cannot be judged).
 */
int kl_check_knock(kl_cli *cli, const kl_hand_opts *o);

/*
 * Split words[0..n-1] at the words "/" (a word may also carry "/" inside
 * it: "QH/KD" splits there too) into the hands' card lists, each read
 * under lim (the groups typed with "|" kept), at most most of them
 * (hands has room for them).  Returns the number of hands, or -1 after
 * setting err.
 */
int kl_check_split_hands(const char *const *words, int n,
                         const kl_card_limits *lim, int most,
                         kl_cardlist *hands, kl_error *err);

/*
 * A deal of KL_CHECK_FAMILY: the first player's cards (the hand size, or
 * one more before the discard), then "/" and each other player's; or one
 * deal a line with --batch.  Options read: o's rules, --json and
 * --batch; a --rule the family's referee does not take is refused as it
 * says (kl_famref_set).  Returns the exit status: 0 when the first
 * player goes out (Phỏm: ù, or a showdown judged), 1 when he cannot, 3
 * for cards that cannot be judged.
 */
int kl_check_family(kl_cli *cli, const kl_hand_opts *o);

/*
 * `klopf deadwood` for KL_CHECK_FAMILY: the least deadwood of the hand
 * in cli's operands (or one hand a line with o's --batch) under the
 * game's card rules at a table of two, o's rules changing them.  Returns
 * the exit status.
 */
int kl_deadwood_family(kl_cli *cli, const kl_hand_opts *o);

/*
 * Judge one deal given as words[0..n-1] under ctx (what the renderer
 * made of the rules).  In a batch (batch != NULL, a line of --batch) its
 * JSON object, or the object of its refusal (kl_cli_batch_error), goes
 * into batch; else it is printed (as JSON when json).  Returns the exit
 * status.
 */
typedef int kl_check_judge(kl_cli *cli, const void *ctx,
                           const char *const *words, int n, int json,
                           kl_json *batch);

/*
 * Judge the deal of cli's operands with judge (as JSON with o's
 * --json), or with o's --batch one deal a line from stdin (kl_cli_batch:
 * one JSON object a line out; the status 3 and a count when lines could
 * not be judged).  Returns the exit status.
 */
int kl_check_deals(kl_cli *cli, const kl_hand_opts *o, kl_check_judge *judge,
                   const void *ctx);

/*
 * A deal of KL_CHECK_GIN: the knocker's cards (10, or 11 before the
 * discard; melds may be typed with "|"), "/" and the defender's 10, or
 * one deal a line with --batch.  Options read: o's rules, --school,
 * --knock-limit, --upcard (an Oklahoma hand's first upcard; where the
 * rules play Oklahoma it must be given), --json and --batch.  Returns
 * the exit status: 0 when the declaration stands, 1 when the cards
 * support none, 3 for cards that cannot be judged.
 */
int kl_check_gin(kl_cli *cli, const kl_hand_opts *o);

/*
 * A hand of KL_CHECK_MELD (Rommé, Hungarian Rummy, Caloochi, Rummy): the
 * cards of one player at the moment of melding in cli's operands, or one
 * hand a line with --batch: its best opening, whether it opens and
 * whether it goes out at once (kl_mopen.h); with o->redeal the dealt
 * hand's redeal claim instead (refused where the game has none).
 * Options read: o's rules, --json, --batch, --redeal.  Returns the exit
 * status: 0 when the hand opens (the claim stands), 1 when it does not,
 * 3 for cards that cannot be judged.
 */
int kl_check_melding(kl_cli *cli, const kl_hand_opts *o);

#endif
