/*
 * kl_fam_int.h - shared by the files of the family solver and by nothing
 * outside them.  kl_fam.c holds the public functions of kl_fam.h: they
 * pick the search by the cards and set up and read back the general
 * walk.  The searches:
 *
 *  - kl_fam_bits.c: one pack without wild cards, the hand as a set of
 *    bits (gin's way);
 *  - kl_fam_cores.c: copies and jokers, the natural cards numbered and
 *    each meld listed as its natural cards (a core) and the jokers it
 *    needs;
 *  - kl_fam_walk.c: the general walk over the counts of each card, for
 *    the least deadwood and for going out (memoised);
 *  - kl_fam_suit.c: going out suit by suit, for games of runs only.
 *
 * Nothing here allocates; every struct belongs to the caller.
 */
#ifndef KL_FAM_INT_H
#define KL_FAM_INT_H

#include <stdint.h>

#include "kl_card.h"
#include "kl_fam.h"

/* More than any deadwood: a search's best before it finds one. */
#define KL_FAM_INF (1 << 30)

/* The longest meld going out under g may hold (patterns) or
 * KL_FAM_HAND_MAX; for the least deadwood (g NULL), KL_FAM_HAND_MAX. */
static inline int
kl_fam_longest(const kl_fam_goal *g)
{
	int p, k, l = 0;

	if (g == NULL || g->npatterns == 0)
		return KL_FAM_HAND_MAX;
	for (p = 0; p < g->npatterns; p++)
		for (k = 0; k < KL_FAM_MELDS_MAX + 1 && g->pattern[p][k]; k++)
			if (g->pattern[p][k] > l)
				l = g->pattern[p][k];
	return l;
}

/* What card c counts unmatched under r. */
static inline int
kl_fam_card_value(const kl_fam_cards *r, kl_card c)
{
	return c == KL_JOKER ? r->joker_value : r->value[kl_card_rank(c)];
}

/* The rank at run position p: ace low 0, king 12, ace high 13; around
 * the corner the positions go on both ways. */
static inline int
kl_fam_pos_rank(int p)
{
	/* the walk's positions lie within a turn either way of 0..12 */
	if (p < -KL_RANKS || p >= 2 * KL_RANKS)
		return ((p % KL_RANKS) + KL_RANKS) % KL_RANKS;
	return p < 0 ? p + KL_RANKS : p >= KL_RANKS ? p - KL_RANKS : p;
}

/* ---- kl_fam.c ---- */

/* Do lens (melds by length, lens[0..KL_FAM_HAND_MAX]) fit one of g's
 * patterns: each length at most as often as in it (whole 0), or exactly
 * (whole 1)?  Without patterns, always.  It only reads (pure): the
 * searches call it in their walks and keep their state in registers
 * across the call. */
int kl_fam_pattern_fits(const kl_fam_goal *g, const int *lens, int whole)
	__attribute__((pure));

/* The unmatched cards of out (in display order) give its deadwood, added
 * to out->deadwood; with discard, the last of the most valuable of them
 * becomes out->discard and counts no more. */
void kl_fam_unmatched_out(const kl_fam_cards *r, int discard,
                          kl_fam_arr *out);

/* ---- kl_fam_bits.c: one pack without wild cards ---- */

/* Is the bit-set search for r's cards?  One pack, no jokers, no wild
 * twos. */
static inline int
kl_fam_bits_applies(const kl_fam_cards *r)
{
	return r->packs == 1 && r->jokers == 0 && !r->deuces_wild;
}

/* kl_fam_deadwood under r (kl_fam_bits_applies): the same result, the
 * same arrangement into *out when out is not NULL. */
int kl_fam_bits_deadwood(const kl_fam_cards *r, const kl_card *cards, int n,
                         int discard, kl_fam_arr *out);

/* kl_fam_out under r (kl_fam_bits_applies): the same result, the same
 * arrangement into *out when out is not NULL and there is a going out. */
int kl_fam_bits_out(const kl_fam_cards *r, const kl_card *cards, int n,
                    int discard, const kl_fam_goal *g, kl_fam_arr *out);

/* ---- kl_fam_cores.c: copies and jokers ---- */

/* Is the numbered-card search for r's cards (and, going out, g's worth;
 * g NULL for the least deadwood)?  No wild twos, no runs around the
 * corner, sets of identical cards or none, no negative values, and a
 * worth that counts no value and no wild two. */
int kl_fam_cores_applies(const kl_fam_cards *r, const kl_fam_goal *g);

/* kl_fam_deadwood under r (kl_fam_cores_applies(r, NULL)): 1 when
 * answered, *res what kl_fam_deadwood returns (and *out written as it
 * would be); 0 when the hand has too many melds to list (the general
 * walk answers). */
int kl_fam_cores_deadwood(const kl_fam_cards *r, const kl_card *cards,
                          int n, int discard, kl_fam_arr *out, int *res);

/* kl_fam_out under r and g (kl_fam_cores_applies(r, g)): 1 when answered,
 * *res what kl_fam_out returns (and *out written as it would be); 0 when
 * the hand has too many melds to list (the general walk answers). */
int kl_fam_cores_out(const kl_fam_cards *r, const kl_card *cards, int n,
                     int discard, const kl_fam_goal *g, kl_fam_arr *out,
                     int *res);

/* ---- kl_fam_walk.c: the general walk ---- */

/* What the walk does: find the least deadwood; going out, find which
 * numbers of twos used as wild can meld the cards left whole (memoised);
 * then build one arrangement that melds them with a number asked for. */
enum { KL_FAM_MODE_DEADWOOD, KL_FAM_MODE_OUT, KL_FAM_MODE_BUILD };

/* The going-out walk remembers what it found for the cards left. */
#define KL_FAM_MEMO_SIZE 2048
typedef struct kl_fam_memo {
	uint64_t key[5];
	uint32_t val;                 /* bit k: k twos used as wild */
	uint32_t used;
} kl_fam_memo;

/* The state of the general walk: set up by kl_fam.c (count_cards), walked
 * by kl_fam_walk.c. */
typedef struct kl_fam_search {
	const kl_fam_cards *r;
	const kl_fam_goal *g;
	int mode, discard;
	int order[KL_RANKS];          /* ranks in the order taken */
	uint8_t cnt[KL_SUITS][KL_RANKS];
	unsigned lane[KL_SUITS];      /* the ranks held of each suit, as
	                                 counted (count_cards) */
	int jokers;                   /* free jokers */
	int twos[KL_SUITS];           /* free twos made wild, by suit */
	int left;                     /* natural cards left to place */
	int first;                    /* no card left before this place of
	                                 order (first_left) */
	int maxlen;                   /* the longest meld wanted */
	/* the walk */
	int nmelds;
	kl_fam_meld melds[KL_FAM_MELDS_MAX + 1];
	int nun;
	kl_card un[KL_FAM_HAND_MAX];
	int sum, top;                 /* value of un[], its most valuable */
	kl_card disc;                 /* going out: the discard, if chosen */
	int lens[KL_FAM_HAND_MAX + 1];/* going out: melds by length */
	/* going out */
	int suit_only;                /* natural cards of this suit only
	                                 (one suit), or -1 */
	uint32_t acc[KL_FAM_MELDS_MAX + 2];
	int need;                     /* building: twos used as wild */
	int only_zero;                /* no two can be wild: a way found
	                                 is all there is to know */
	int found;
	kl_fam_memo *memo;            /* KL_FAM_MEMO_SIZE entries (the
	                                 caller's), or NULL */
	/* the best */
	int best;
	int have;
	int best_nmelds;
	kl_fam_meld best_melds[KL_FAM_MELDS_MAX];
	int best_nun;
	kl_card best_un[KL_FAM_HAND_MAX];
	kl_card best_disc;
	long nodes;
} kl_fam_search;

/* The least deadwood of the cards left in s (mode KL_FAM_MODE_DEADWOOD,
 * s->best the bound to beat): the best found into s->best and its
 * arrangement into s->best_*. */
void kl_fam_walk_least(kl_fam_search *s);

/* Going out (mode KL_FAM_MODE_OUT): which numbers of twos used as wild
 * (bit k: k of them) let the cards left in s be melded whole, every wild
 * card set apart melded too, the melds' lengths making a pattern of
 * s->g; 0 if none.  s is as it was after. */
uint32_t kl_fam_walk_ways(kl_fam_search *s);

/* Going out (mode KL_FAM_MODE_BUILD): meld the cards left in s whole with
 * s->need twos used as wild (kl_fam_walk_ways says it can be done); the
 * arrangement into s->best_*, s->found set. */
void kl_fam_walk_build(kl_fam_search *s);

/* ---- kl_fam_suit.c: going out suit by suit ---- */

/*
 * kl_fam_out for a game with runs only, the cards cards[0..n-1] counted
 * into s (count_cards; read only): 1 when done (*res the worth or -1, the
 * arrangement into *out when out is not NULL and there is a going out),
 * 0 when the rules are not for this search, when the suits have too many
 * ways to list, or when the best way found cannot be built into *out
 * (then *res holds its worth already); the general walk answers then.
 */
int kl_fam_suit_out(const kl_fam_search *s, const kl_card *cards, int n,
                    int discard, const kl_fam_goal *g, kl_fam_arr *out,
                    int *res);

#endif
