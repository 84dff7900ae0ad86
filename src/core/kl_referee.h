/*
 * kl_referee.h - judging what players show: claimed arrangements and the
 * table check (all hands of one game fit in one deck).  Pure functions.
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

/*
 * Check that hands[0..n-1] (the hands of one game, named names[i], plus
 * any known discards given as further lists) fit in one deck: no natural
 * card more than rules->decks times and no more than rules->jokers jokers
 * in all.  Returns KL_OK, or KL_ERULE with a message naming the card and
 * the players holding it.
 */
int kl_table_check(const kl_rules *rules, const kl_cardlist *const *hands,
                   const char *const *names, int n, kl_error *err);

#endif
