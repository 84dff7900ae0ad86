/*
 * kl_solver.h - melds and optimal deadwood.  What a declaration needs is
 * the referee's business (kl_gamedef.h, kl_game.h); the solver only solves.
 *
 * Pure functions: no I/O, no allocation.  Every result is written into a
 * caller-owned struct.
 *
 * Definitions (see docs/rules.md):
 *  - a set is 3 or 4 cards of one rank in distinct suits;
 *  - a run is 3 or more cards of one suit in sequence, the ace low (A-2-3,
 *    if rules->ace_low) or high (Q-K-A, if rules->ace_high), never around
 *    the corner (K-A-2), so a run holds each rank at most once (13 cards
 *    at most);
 *  - jokers are wild in both, but a meld never holds more jokers than
 *    natural cards;
 *  - deadwood is the sum of the values of the cards in no meld; the solver
 *    finds the minimum over every arrangement.
 */
#ifndef KL_SOLVER_H
#define KL_SOLVER_H

#include "kl_card.h"
#include "kl_rules.h"

enum kl_meld_kind { KL_MELD_NONE = 0, KL_MELD_SET, KL_MELD_RUN };

/* One meld.  Runs list their cards in sequence, a joker where it stands. */
typedef struct kl_meld {
	int kind;   /* enum kl_meld_kind */
	int n;
	kl_card cards[KL_HAND_MAX];
} kl_meld;

#define KL_MELDS_MAX (KL_HAND_MAX / 3)

/*
 * An arrangement of a hand: its melds, its unmatched cards (display order)
 * and, for a declarer's hand of hand_size + 1 cards, the discard.
 * deadwood is the value of the unmatched cards (the discard not counted).
 */
typedef struct kl_arrangement {
	int deadwood;
	int nmelds;
	kl_meld melds[KL_MELDS_MAX];
	int nunmatched;
	kl_card unmatched[KL_HAND_MAX];
	kl_card discard; /* KL_NO_CARD when nothing is discarded */
} kl_arrangement;

/*
 * Is cards[0..n-1] (any order) a valid meld under rules?  Returns its kind
 * (KL_MELD_SET or KL_MELD_RUN) or KL_MELD_NONE.  If why is not NULL and
 * the group is no meld, writes a short reason ("two jokers need at least
 * two natural cards", ...) into it.
 */
int kl_meld_check(const kl_rules *rules, const kl_card *cards, int n,
                  char *why, size_t whysize);

/*
 * Minimum deadwood of hand h (at most KL_HAND_MAX cards, at most two
 * copies of a card) under rules.  Returns the deadwood, or -1 if h has
 * more than KL_HAND_MAX cards or a third copy of a card.
 */
int kl_deadwood(const kl_rules *rules, const kl_hand *h);

/*
 * Minimum deadwood of h after discarding one card of it (h must hold at
 * least one card and at most KL_HAND_MAX).  The discard is chosen inside
 * the optimisation.  Returns the deadwood or -1.
 */
int kl_deadwood_discard(const kl_rules *rules, const kl_hand *h);

/*
 * As kl_deadwood / kl_deadwood_discard, and also write one optimal
 * arrangement into *out.  discard selects the discarding variant.
 * Returns the deadwood or -1 (then *out is untouched).
 */
int kl_solve(const kl_rules *rules, const kl_hand *h, int discard,
             kl_arrangement *out);

#endif
