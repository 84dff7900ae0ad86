/*
 * kl_solver_int.h - what the solver's files share and nobody else uses:
 * kl_solver.c (the search, and the method, described at its top),
 * kl_solver_list.c (listing the cores of a hand) and kl_solver_arr.c
 * (the arrangement found, written out).
 */
#ifndef KL_SOLVER_INT_H
#define KL_SOLVER_INT_H

#include <stdint.h>

#include "kl_bits.h"
#include "kl_solver.h"

#define INF (1 << 29)
/* Bit of a natural card in the 64-bit sets. */
#define BIT(su, rank) (UINT64_C(1) << ((su) * 16 + (rank)))
#define LANE(set, su) ((unsigned)((set) >> ((su) * 16)) & 0x1fffu)
/* x in each of the four 16-bit lanes */
#define LANES(x) (UINT64_C(0x0001000100010001) * (uint64_t)(x))

/*
 * Room for the cores of one hand.  The most a hand of KL_HAND_MAX cards
 * lists comes with many naturals of one suit and a few jokers: twelve
 * spades and three jokers list 1,795 (found by trying every set of ranks
 * of one suit with every joker count, and millions of random hands with up
 * to eight jokers).  A hand that would list more is refused (-1).
 */
#define CORES_MAX 4096

typedef struct core {
	uint64_t mask;   /* its naturals */
	uint8_t kind;    /* KL_MELD_SET or KL_MELD_RUN */
	uint8_t suit;    /* runs: the suit */
	uint8_t lo, hi;  /* runs: first and last position (13: high ace);
	                    sets: the rank */
	uint8_t need;    /* jokers needed */
	uint8_t spare;   /* jokers it could take beyond need */
	uint8_t n;       /* naturals */
	uint8_t skips;   /* runs: 1 if it leaves a natural of the hand inside
	                    it to a joker, and putting that natural back
	                    costs it no room for jokers (see dfs) */
} core;

typedef struct search {
	/* fixed for one solve */
	int val[KL_RANKS];  /* value of a natural of each rank */
	int jv;             /* joker value */
	int jokers;         /* jokers in the hand */
	uint64_t all, all2; /* the naturals of the hand (searched or not),
	                       those held twice */
	/* the search may lay the suits out fewest cards first: internal
	 * suit i is the hand's suit suit_of[i] */
	uint8_t suit_of[KL_SUITS];
	uint8_t internal[KL_SUITS]; /* the inverse: internal[suit_of[i]] = i */
	int laid_out;       /* 1 when suit_of is not the hand's own order */
	int lo_bound, hi_bound; /* positions a run may use */
	int maxlen;         /* longest run: 13, or fewer if the ace is fixed */
	int ace_high;
	int discard;        /* objective with a discard */
	int record;         /* keep the best arrangement */
	int lone, lone_max; /* value and largest value of the lone cards */
	int nlone;          /* 1 if there are lone cards */
	int top;            /* largest value any card of the hand has */
	const core *cores;  /* every core, in the order of lowest cards */
	int ncores;
	uint64_t covered;   /* the cards in some core */
	/* for hands of MANY_CORES cores or more (see index_cores):
	 * needy[j], the cards in no core needing j jokers or fewer (use_needy
	 * set when there are jokers) */
	int use_needy;
	uint64_t needy[KL_HAND_MAX + 1];
	/* the cores whose lowest card is bit b (a card of the hand) are
	 * cores[first[b]] .. cores[first[b] + count[b] - 1] */
	uint16_t first[64], count[64];
	/* the search */
	uint64_t occ;       /* cards left (at least one copy) */
	uint64_t occ2;      /* cards left twice */
	int nrem;           /* naturals left */
	int unmatched;      /* value of naturals left unmatched so far */
	int umax;           /* largest of them */
	int ucount;         /* how many */
	int jneed, jspare;
	uint64_t must;      /* cards left that may not stay unmatched */
	/* hands of MANY_CORES to 64 cores also keep them as bits of a word
	 * (bits set): kill[b], the cores holding card bit b; needle[j],
	 * those needing at most j jokers; formable, the cores whose cards
	 * were all left when the cards left were focc */
	int bits;
	uint64_t formable, focc;
	uint64_t kill[64];
	uint64_t needle[KL_HAND_MAX + 1];
	int nchosen;
	const core *chosen[KL_MELDS_MAX + 1];
	/* the best arrangement found */
	int ub;             /* its deadwood */
	int best_nchosen;
	const core *best_chosen[KL_MELDS_MAX + 1];
	int best_jokers;    /* jokers it melds */
} search;

/* kl_solver_pip_sum[m]: the value of the pip cards 2..10 of one suit
 * whose ranks are bits 0..8 of m (bit i is the rank worth i + 2). */
extern const uint8_t kl_solver_pip_sum[512];

static inline int
pos_rank(int p)
{
	return p == 13 ? KL_ACE : p;
}

/* The ranks held in any suit of set. */
static inline unsigned
lanes_or(uint64_t set)
{
	set |= set >> 32;
	return (unsigned)(set | set >> 16) & 0x1fffu;
}

/* The value of the naturals of one suit whose ranks are the bits of m. */
static inline int
lane_value(const search *s, unsigned m)
{
	/* 0xe994: two bits per value of m >> 10, its count of courts */
	return kl_solver_pip_sum[(m >> 1) & 0x1ffu] + (int)(m & 1) * s->val[0] +
	       (int)((0xe994u >> (((m >> 10) & 7u) * 2)) & 3u) * s->val[10];
}

/* The value of the naturals in set (each counted once). */
static inline int
set_value(const search *s, uint64_t set)
{
	if (set == 0)
		return 0;
	/* all four lanes: a loop over the lanes held would be as long, and
	 * the processor could not foresee its end */
	return lane_value(s, LANE(set, 0)) + lane_value(s, LANE(set, 1)) +
	       lane_value(s, LANE(set, 2)) + lane_value(s, LANE(set, 3));
}

/* The largest value among the naturals whose ranks are the bits of m (an
 * OR of suits), or 0 for none. */
static inline int
lane_top(const search *s, unsigned m)
{
	int top = 0, v;

	if (m & 0x3feu) /* pips: the highest rank is worth most */
		top = s->val[31 - __builtin_clz(m & 0x3feu)];
	if ((m & 1) && (v = s->val[0]) > top)
		top = v;
	if ((m & 0x1c00u) && (v = s->val[10]) > top)
		top = v;
	return top;
}

/*
 * The cards of one suit (ranks have) that could still be in a run with
 * another of them, given left jokers not yet needed: two more in a row
 * without jokers, a neighbour close enough with them.  Bit 13 stands for
 * the ace played high; callers fold it back onto bit 0.
 */
static inline unsigned
run_partners(const search *s, unsigned have, int left)
{
	unsigned m = have;
	int d;

	if (s->ace_high && (m & 1))
		m |= 1u << 13; /* the ace may also go high */
	if (s->lo_bound > 0)
		m &= ~1u;
	if (left == 0) {
		unsigned t = m & (m >> 1) & (m >> 2);
		return t | (t << 1) | (t << 2);
	} else {
		unsigned nb = 0;
		for (d = 1; d <= left + 1 && d <= 13; d++)
			nb |= (m << d) | (m >> d);
		return nb;
	}
}

/*
 * List every core of the hand whose naturals are all (those held twice
 * all2) into s->cores, grouped by lowest bit, and set s->first and
 * s->count for the cards of the hand.  Returns the number of cores (more
 * than CORES_MAX would mean the bound above is wrong; the caller refuses
 * the hand then).  kl_solver_list.c.
 */
int kl_solver_list_cores(search *s, uint64_t all, uint64_t all2);

/*
 * Solve hand h0 under r into s (s->ub is the answer, and with record the
 * best cores in s->best_chosen); returns the deadwood, or -1 for a hand
 * too large, with a third copy of a card (or empty, with a discard).
 * kl_solver.c.
 */
int kl_solver_search(const kl_rules *r, const kl_hand *h0, int discard,
                     int record, search *s);

#endif
