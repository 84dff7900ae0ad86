/*
 * kl_referee.h - judging the melds a player claims by typing '|' groups.
 * Pure functions.  (A whole game is judged by kl_game.h.)
 */
#ifndef KL_REFEREE_H
#define KL_REFEREE_H

#include "kl_card.h"
#include "kl_rules.h"
#include "kl_solver.h"

#define KL_GROUPS_MAX KL_CARDLIST_MAX

/* The verdict on a hand typed with '|' groups. */
typedef struct kl_claim {
	int ngroups;
	int kind[KL_GROUPS_MAX];      /* per group: enum kl_meld_kind */
	char why[KL_GROUPS_MAX][80];  /* per group that is no meld: why */
	int claimed;   /* deadwood if the groups that are melds count */
	int optimal;   /* the optimum the referee counts */
	int is_optimal;/* claimed == optimal */
} kl_claim;

/*
 * Judge the groups of list (typed with '|').  Groups of 3 or more cards
 * that form valid melds count as melds, the rest as unmatched; with
 * discard set, the most valuable unmatched card is discarded.  optimal is
 * the solver's deadwood for the same cards.  Returns KL_OK or KL_EINPUT
 * (too many cards).
 */
int kl_claim_check(const kl_rules *rules, const kl_cardlist *list,
                   int discard, kl_claim *out, kl_error *err);

#endif
