/*
 * check_knock.h - `klopf check --game knock-rummy`: the stateless
 * referee of a hand of Knock Rummy (kl_knock.h) on the command line.
 */
#ifndef KL_CHECK_KNOCK_H
#define KL_CHECK_KNOCK_H

#include "hand_eval.h"

/*
 * Judge the deal in cli's operands (the knocker's cards, then "/" and
 * each other player's cards in seating order from the knocker's left),
 * or with --batch one deal a line from stdin (one JSON object a line
 * out).  Options read: o's --json and --batch, and limit, the
 * --knock-limit option.  Returns the exit status (0 when the hand is
 * judged; 3 for cards or hands that cannot be judged).
 */
int kl_check_knock(kl_cli *cli, const kl_hand_opts *o,
                   const kl_optval *limit);

/*
 * Split words[0..n-1] at the words "/" (a word may also carry "/" inside
 * it: "QH/KD" splits there too) into the hands' card lists (one pack, no
 * jokers, the groups typed with "|" kept), at most KL_KNOCK_PLAYERS_MAX
 * of them.  Returns the number of hands, or -1 after setting err.
 */
int kl_check_split_hands(const char *const *words, int n,
                         kl_cardlist *hands, kl_error *err);

/* As kl_check_split_hands, each hand read under lim, at most most hands
 * (hands has room for them). */
int kl_check_split_hands_as(const char *const *words, int n,
                            const kl_card_limits *lim, int most,
                            kl_cardlist *hands, kl_error *err);

/*
 * `klopf check --game G` for a game of the rest of the family (G one of
 * kl_fam_game_name's): the first player's cards (the hand size, or one
 * more before the discard), then "/" and each other player's; or one deal
 * a line with --batch.  Options read: o's --json, --batch and --rule.
 * Returns the exit status: 0 when the first player goes out (Phỏm: ù, or
 * a showdown judged), 1 when he cannot, 3 for cards that cannot be
 * judged.
 */
int kl_check_family(kl_cli *cli, const kl_hand_opts *o, int game);

/*
 * `klopf deadwood --game G` for a game of the family: the least deadwood
 * of the hand in cli's operands (or one hand a line with o's --batch)
 * under the game's card rules, o's --rule changing them.  Returns the
 * exit status.
 */
int kl_deadwood_family(kl_cli *cli, const kl_hand_opts *o, int game);

/*
 * Judge one deal given as words[0..n-1] under rules (the game's), print
 * it (as JSON when json), and return the exit status; in a batch
 * (batch != 0) a deal that cannot be judged is printed as an error
 * object.
 */
typedef int kl_check_judge(kl_cli *cli, const void *rules,
                           const char *const *words, int n, int json,
                           int batch);

/*
 * Judge the deal of cli's operands with judge (as JSON with o's
 * --json), or with o's --batch one deal a line from stdin (one JSON
 * object a line out; the status 3 and a count when lines could not be
 * judged).  Returns the exit status.
 */
int kl_check_deals(kl_cli *cli, const kl_hand_opts *o, kl_check_judge *judge,
                   const void *rules);

/* Print one line of --batch that could not be judged, as
 * {"format_version":1,"error":msg}.  Returns the exit status. */
int kl_check_batch_error(kl_cli *cli, const char *msg);

/*
 * `klopf check --game gin`: the knocker's cards (10, or 11 before the
 * discard; melds may be typed with "|"), "/" and the defender's 10, or
 * one deal a line with --batch.  Options read: o's --json and --batch,
 * and school and upcard, the --school S and --upcard CARD options.
 * Returns the exit status: 0 when the declaration stands, 1 when the
 * cards support none, 3 for cards that cannot be judged.
 */
int kl_check_gin(kl_cli *cli, const kl_hand_opts *o, const kl_optval *school,
                 const kl_optval *upcard);

#endif
