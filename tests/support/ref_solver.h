/*
 * ref_solver.h - a slow reference for the deadwood solver, for tests only.
 *
 * It shares nothing with src/core/kl_solver.c or kl_meld.c but the card
 * encoding (kl_card.h) and the card values (kl_rules_card_value).  It
 * works on a plain list of card instances (two copies of a card are two
 * entries) and tries every meld that contains the first remaining card,
 * with a memo on the set of remaining cards.  Meld validity is decided by
 * trying every window of consecutive ranks a run could occupy.
 */
#ifndef REF_SOLVER_H
#define REF_SOLVER_H

#include <stddef.h>

#include "kl_card.h"
#include "kl_rules.h"
#include "kl_gamedef.h"
#include "kl_solver.h"

/* The largest hand the reference takes (as the solver: KL_HAND_MAX). */
#define REF_HAND_MAX KL_HAND_MAX

enum ref_meld { REF_NONE = 0, REF_SET = 1, REF_RUN = 2 };

/*
 * Classify cards[0..n-1] (any order) under rules: REF_SET, REF_RUN or
 * REF_NONE.  Order does not matter here; see ref_run_in_order.
 */
int ref_meld_kind(const kl_rules *rules, const kl_card *cards, int n);

/*
 * 1 if cards[0..n-1], in the order given, stand on consecutive ascending
 * positions of one run (a joker anywhere), else 0.
 */
int ref_run_in_order(const kl_rules *rules, const kl_card *cards, int n);

/* Minimum deadwood of cards[0..n-1]; -1 if n is out of 0..REF_HAND_MAX. */
int ref_deadwood(const kl_rules *rules, const kl_card *cards, int n);

/*
 * Minimum deadwood of cards[0..n-1] after removing any one of them; -1 if
 * n is out of 1..REF_HAND_MAX.
 */
int ref_deadwood_discard(const kl_rules *rules, const kl_card *cards,
                         int n);

/*
 * Both numbers from one memo (faster than two calls).  Either pointer may
 * be NULL.  Returns 0, or -1 if n is out of range (discard needs n >= 1).
 */
int ref_solve_both(const kl_rules *rules, const kl_card *cards, int n,
                   int *deadwood, int *deadwood_discard);

/*
 * The verdict klopf owes a declarer showing cards[0..n-1] (n = hand_size,
 * or hand_size + 1 with a discard): KL_VERDICT_RUMMY for deadwood 0,
 * KL_VERDICT_KNOCK up to rules->knock_limit, else KL_VERDICT_NONE; -1 for
 * any other n.
 */
int ref_verdict(const kl_rules *rules, const kl_card *cards, int n);

/*
 * Check that a is a correct (not necessarily optimal) arrangement of
 * cards[0..n-1]: every meld valid by ref_meld_kind with the kind it names,
 * runs listed in sequence, melds + unmatched + discard exactly the cards
 * given, a discard present iff discard is set, and a->deadwood the value
 * of the unmatched cards.  Returns 1 if so; otherwise 0 with the reason
 * in why (if not NULL).
 */
int ref_check_arrangement(const kl_rules *rules, const kl_card *cards,
                          int n, int discard, const kl_arrangement *a,
                          char *why, size_t whysize);

/* Write cards[0..n-1] as canonical ASCII names, space-separated. */
void ref_cards_text(const kl_card *cards, int n, char *buf, size_t size);

#endif
