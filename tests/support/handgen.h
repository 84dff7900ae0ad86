/*
 * handgen.h - reproducible hands for the solver tests.
 *
 * Every hand comes from one 64-bit seed, so a failing hand can be made
 * again from the seed a test prints.  The generator is xoshiro256**
 * seeded through splitmix64.
 */
#ifndef HANDGEN_H
#define HANDGEN_H

#include <stdint.h>

#include "kl_card.h"
#include "kl_rules.h"

typedef struct hg_rng {
	uint64_t s[4];
} hg_rng;

void hg_seed(hg_rng *g, uint64_t seed);
uint64_t hg_next(hg_rng *g);
/* A number in 0..n-1 (n >= 1). */
int hg_below(hg_rng *g, int n);
/* Shuffle cards[0..n-1] in place (Fisher-Yates, from the last card). */
void hg_shuffle(kl_card *cards, int n, hg_rng *g);
/* A seed derived from a and b (for one hand of a series). */
uint64_t hg_mix(uint64_t a, uint64_t b);

/* Copies of each card still in a deck (jokers at KL_JOKER). */
typedef struct hg_deck {
	int left[KL_JOKER + 1];
	int total;
} hg_deck;

/* A full deck: packs copies of every natural card and jokers jokers. */
void hg_deck_fill(hg_deck *d, int packs, int jokers);
/* A uniformly random card instance taken from d (KL_NO_CARD when d is
 * empty). */
kl_card hg_deck_draw(hg_deck *d, hg_rng *g);
/* Take one c from d: 1 if there was one, else 0 (d unchanged). */
int hg_deck_take(hg_deck *d, kl_card c);

/*
 * n cards drawn without replacement from the deck of r (r->decks copies
 * of each natural card and r->jokers jokers), in random order.  Returns
 * n, or -1 if n is negative or larger than KL_HAND_MAX or the deck.
 */
int hg_random_hand(const kl_rules *r, int n, uint64_t seed, kl_card *out);

#define HG_PLANT_MAX (KL_HAND_MAX / 3)

/* The melds a dense hand was built from. */
typedef struct hg_plan {
	int nmelds;
	int len[HG_PLANT_MAX];
	kl_card melds[HG_PLANT_MAX][5];
	int nfiller;
	int filler_value; /* the deadwood of the planted arrangement */
} hg_plan;

/*
 * n cards built from random valid melds (sets of 3-4 and runs of 3-5
 * cards, with jokers when the deck has them, never more copies of a card
 * than the deck holds) plus filler cards, often neighbours of cards in
 * the hand so that melds compete; in random order.  plan (may be NULL)
 * receives the planted melds.  Returns n, or -1 as hg_random_hand.
 */
int hg_dense_hand(const kl_rules *r, int n, uint64_t seed, kl_card *out,
                  hg_plan *plan);

#endif
