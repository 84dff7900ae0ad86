/*
 * kl_mopen_int.h - what the files of the opening solver (kl_mopen.h)
 * share: the search's state, the table of a mask of cards left, and the
 * walk over the melds headed by a card (kl_mopen_melds.c), which the
 * search (kl_mopen.c) uses three ways: to fill tables, to find again the
 * meld a table's value came from, and to ask whether any meld exists.
 * Private to src/core/kl_mopen*.c.
 */
#ifndef KL_MOPEN_INT_H
#define KL_MOPEN_INT_H

#include <stdint.h>
#include <string.h>

#include "kl_mopen.h"

/* A value no arrangement has.  Tables hold it, or it raised by the
 * values of melds (never above -16000: a hand's melds are worth less
 * than 400), or lowered by it again (kl_mopen.c merges without a test
 * for a count of jokers that has no meld, adding with saturation, so no
 * lower than INT16_MIN); a table's cell counts where it is 0 or more. */
#define MO_NONE (-16384)
/* The key flag of a bare search's tables (mo_search.key_flag): above
 * every natural's bit. */
#define MO_BARE_KEY (UINT32_C(1) << 31)
_Static_assert(KL_MG_HAND_MAX < 31, "a natural's bit below the flag");

/* Cards left out: none, one, more (the table's rows). */
#define MO_ROWS 3

/* The most copies of a natural card a hand can hold (the packs). */
#define MO_COPIES_MAX 4

/* The cells of fewer than MO_NARROW jokers: all a hand of fewer jokers
 * reads, and one vector register a row. */
#define MO_NARROW 8

/*
 * Cells of a row, so that a row is a whole number of vector registers,
 * worked on whole: MO_NARROW, those of 0 .. MO_NARROW - 1 jokers, in the
 * solver of kl_mopen.c and kl_mopen_melds.c; 16, those of 0 ..
 * KL_MG_JOKERS_MAX jokers and more, in the same files compiled again
 * with MO_WIDE (kl_mopen_wide.c, kl_mopen_melds_wide.c), which takes the
 * hands of MO_NARROW jokers or more (kl_mg_solve hands them on).  The
 * narrow tables are half the size, one cache line with their key.
 */
#ifdef MO_WIDE
#define MO_COLS 16
_Static_assert(KL_MG_JOKERS_MAX < MO_COLS / 2 + 1,
               "a row shifted by the most jokers stays in the row");
/* the wide solver's functions, apart from the narrow one's */
#define mo_walk_melds mo_walk_melds_wide
#define mo_fill_meld mo_fill_meld_wide
#define mo_find_check mo_find_check_wide
#define mo_runs_few_all mo_runs_few_all_wide
#define mo_runs_lazy mo_runs_lazy_wide
#define mo_runs_solo mo_runs_solo_wide
#define mo_fill_runs_up mo_fill_runs_up_wide
#else
#define MO_COLS MO_NARROW
#endif

/*
 * The most a mask of natural cards left can add, by the row (how many
 * of its naturals stay out: 0, 1, 2 or more) and the jokers it takes
 * (exactly k, 0..jokers of the hand); below 0 where there is no way.
 * Only the cells up to the hand's jokers are read; those beyond are
 * worked out with the rest, for melds that would take more jokers than
 * the hand holds, and never read (in the wide solver, a hand of fewer
 * than 8 jokers has those of 8 and more not worked out at all:
 * kl_mopen.c, merge_all).
 */
typedef struct mo_tab {
	_Alignas(16) int16_t v[MO_ROWS][MO_COLS];
} mo_tab;

/* The most solo melds (one natural and jokers) a run brings along: each
 * takes three jokers with the run's own. */
#define MO_SOLO_MAX (KL_MG_JOKERS_MAX / 3)

/* What one meld is, enough to lay it out again: a set, or a run and the
 * solo melds of the naturals it left to jokers (solo: their bits, also
 * in used; solo_m: the jokers of each, in the order of the bits). */
typedef struct mo_meld {
	uint32_t used;  /* its natural cards (bits of the search's numbering) */
	int kind;       /* KL_MG_SET or KL_MG_RUN */
	int jokers;
	int value;
	int suit;       /* a run's suit */
	int rank;       /* a set's rank */
	int start;      /* a run's first position (see mo_search.pos_rank) */
	int len;        /* a run's length */
	uint32_t solo;
	uint8_t solo_m[MO_SOLO_MAX];
} mo_meld;

/* What the walk over melds does with each meld it finds. */
enum mo_mode {
	MO_FILL = 0,   /* gather the melds for the table of a mask */
	MO_FIND,       /* find one meld that gives the target value */
	MO_EXISTS      /* find any meld (within a card budget) */
};

#define MO_PEND_MAX 48
/* The entries of the pending list looked through one by one; past them
 * they are found by a hash. */
#define MO_PEND_LINEAR 8
/* Slots of the pending list's hash (a power of two, over twice
 * MO_PEND_MAX). */
#define MO_PEND_HASH 128

/* The rules the values of melds in a search (positions, corner, posval,
 * setval, pre, first) were worked out for, kept for the next hand of the
 * same rules (a batch judges one game), and the most a meld of one
 * natural of each rank and k jokers is worth under them (MO_NONE:
 * none). */
typedef struct mo_values {
	int ok;
	int ace, ace_low, ace_high, ace_set, jokers_half, set_jokers;
	int16_t solo[KL_RANKS][KL_MG_JOKERS_MAX + 1];
} mo_values;

/* The hand as the search numbers it, and the rules read into tables;
 * constant during a solve. */
typedef struct mo_search {
	const kl_mg_rules *r;
	int n;                          /* natural cards */
	int jokers;                     /* jokers in the hand */
	/* the naturals, by rank then suit, and their ranks and suits (and
	 * room for the copies set_up writes past the last) */
	kl_card nat[KL_MG_HAND_MAX + MO_COPIES_MAX - 1];
	uint8_t nrank[KL_MG_HAND_MAX + MO_COPIES_MAX - 1];
	uint8_t nsuit[KL_MG_HAND_MAX + MO_COPIES_MAX - 1];
	uint32_t copies[KL_NATURALS];   /* bits of each card's copies */
	uint64_t held;                  /* the cards of the hand, by card
	                                   number: copies[] of the others
	                                   are 0 */
	int positions;                  /* run positions: 13 (ace low, or
	                                   round the corner) or 14 (ace at
	                                   either end: 13 is the ace high) */
	int corner;                     /* 1: runs go round the corner */
	int posval[14];                 /* opening value by run position */
	/* run values by position p (0 .. 3 * 13 - 1; round the corner p
	 * stands for rank p % 13): pre[p] the sum of the values of the
	 * places before p, first[p] what p adds more where it is a run's
	 * first place (the ace low there round the corner) */
	int16_t pre[3 * KL_RANKS + 1];
	int16_t first[3 * KL_RANKS];
	int setval[KL_RANKS];           /* opening value in a set by rank */
	int solo_any;                   /* 1: some card has a solo meld */
	/* for each natural, the naturals its walk looks at (its suit and
	 * its rank) and those of its suit; where a joker may keep a place
	 * for a natural (lazy), the walk asks too which naturals of its
	 * suit still have a card of their rank in another suit (see
	 * mo_walk_key): the walk of the same card over the same of them
	 * gives the same melds */
	uint32_t seen[KL_MG_HAND_MAX];
	uint32_t insuit[KL_MG_HAND_MAX];
	int lazy;
	/* the most jokers a set may take (the hand's, within set_jokers)
	 * and the fewest naturals it may hold with them (set_least in
	 * kl_mopen_melds.c) */
	int set_maxj, set_least;
	/* which runs the walk lists window by window (runs_few in
	 * kl_mopen_melds.c): MO_FEW_ALL for tables and finding melds
	 * again (one joker at most, not lazy), for tables MO_FEW_LAZY (a
	 * lazy hand with no solo melds) and MO_FEW_SOLO (solo melds, not
	 * lazy), none (0) where runs go round the corner or the hand is
	 * lazy and has solo melds */
	int few;
	/* the naturals some meld of the hand could take, and how many are
	 * left that none can (they stay out of every arrangement) */
	uint32_t live;
	int ndead;
	/* for each natural, the naturals of its rank in other suits (all
	 * copies of its rank but itself where suits may repeat in a set),
	 * and those of its suit and another rank near enough to share a
	 * run with it (jokers + 1 ranks at most) */
	uint32_t mates[KL_MG_HAND_MAX];
	uint32_t suitmates[KL_MG_HAND_MAX];
	/* the key flag of this search's tables and walks in the caches
	 * (MO_BARE_KEY for a bare search), and the bare search of the same
	 * hand: itself in a hand without jokers (kl_mopen.c) */
	uint32_t key_flag;
	const struct mo_search *bare;
	/* 1: the walks are kept (a hand of two jokers or more, its bare
	 * search too; with fewer the same walk is seldom asked for again) */
	int keep_walks;
	/* (the fields from here on are not copied into a bare search) */
	/* the most a meld of one natural card c and k jokers is worth
	 * (MO_NONE: none), for the cards of the hand */
	int16_t solo[KL_NATURALS][KL_MG_JOKERS_MAX + 1];
	/* the rules the values above were worked out for (mo_set_up) */
	mo_values vals;
} mo_search;

enum mo_few { MO_FEW_NONE = 0, MO_FEW_ALL, MO_FEW_LAZY, MO_FEW_SOLO };

/* One call of the walk over the melds headed by a card. */
typedef struct mo_walk {
	const mo_search *s;
	int mode;                       /* enum mo_mode */
	uint32_t mask;                  /* naturals left */
	int lowest;                     /* the card heading the melds */
	/* MO_FILL: melds gathered by the naturals they use */
	int npend;
	int spilled;                    /* 1: melds merged at once (the list
	                                   was full) */
	int hashed;                     /* 1: pend_at is kept (the list
	                                   grew past MO_PEND_LINEAR) */
	uint8_t pend_at[MO_PEND_HASH];  /* where each used is in the list
	                                   (index + 1; 0 free), by hash */
	uint32_t pend_used[MO_PEND_MAX];
	int16_t pend_best[MO_PEND_MAX][KL_MG_JOKERS_MAX + 1];
	mo_tab *fill;                   /* the table being filled */
	/* MO_FIND: the row, jokers and value asked for, and the answer */
	int want_row, want_k, want_value;
	int found;
	mo_meld hit;
	/* MO_EXISTS: the most cards a meld may take */
	int budget;
} mo_walk;

/* The rank of run position p (positions beyond 12 are the ace high). */
static inline int
mo_pos_rank(int p)
{
	return p % KL_RANKS;
}

/* The opening value of the run on positions start..start+len-1. */
static inline int
mo_window_value(const mo_search *s, int start, int len)
{
	return s->pre[start + len] - s->pre[start] + s->first[start];
}

/*
 * Walk the melds headed by natural card w->lowest (the lowest of
 * w->mask) and hand each to the mode's handling: MO_FILL adds it to the
 * pending list (or merges it into w->fill at once when the list is
 * full; the caller merges the pending ones), MO_FIND stops at the first
 * meld whose rest gives the wanted cell (w->found, w->hit), MO_EXISTS
 * at the first meld of at most w->budget cards (w->found).
 */
void mo_walk_melds(mo_walk *w);

/*
 * Merge the table of the cards left after a meld (naturals used, j
 * jokers, worth val) into w->fill (kl_mopen.c).
 */
void mo_fill_meld(mo_walk *w, uint32_t used, int j, int val);

/* MO_FIND: 1 if the meld (used, j, val) leaves cards whose table gives
 * the wanted cell (kl_mopen.c). */
int mo_find_check(mo_walk *w, uint32_t used, int j, int val);

/*
 * Check the hand cards[0..n-1] under rules and set s up for it (its
 * naturals numbered, the values of melds where the rules changed since
 * s's last hand): KL_OK, or KL_EINPUT with a message in err for a hand
 * that cannot be (too many cards, a card that is no card, more copies
 * or jokers than the game has); s is the caller's, kept between hands
 * (kl_mopen_hand.c).
 */
int mo_set_up(const kl_mg_rules *rules, const kl_card *cards, int n,
              mo_search *s, kl_error *err);

/* The best meld of natural x alone with k jokers into *out (a set on a
 * tie, as the rulings report a group), when s->solo says one exists;
 * its value is returned (kl_mopen_hand.c). */
int mo_solo_meld(const mo_search *s, kl_card x, int k, mo_meld *out);

/* kl_mg_solve of the wide solver (MO_WIDE), for hands of MO_NARROW
 * jokers or more. */
int kl_mg_solve_wide(const kl_mg_rules *rules, const kl_card *cards, int n,
                     kl_mg_open *out, kl_error *err);

/*
 * The runs a card heads listed window by window (kl_mopen_few.c; see
 * runs_few there), for mo_walk_melds: mo_runs_few_all where the hand
 * holds one joker at most and leaves no place to a joker (MO_FILL and
 * MO_FIND), mo_runs_lazy (MO_FEW_LAZY) and mo_runs_solo (MO_FEW_SOLO)
 * for MO_FILL; mo_fill_runs_up, any of the three for MO_FILL and a
 * card above the ace.
 */
void mo_runs_few_all(mo_walk *w);
void mo_fill_runs_up(mo_walk *w);
void mo_runs_lazy(mo_walk *w);
void mo_runs_solo(mo_walk *w);

/* What kl_mopen_melds.c and kl_mopen_few.c both use of the walk: the
 * pending list, whether a place may be left to a joker, the solo melds
 * beside a run (in line in each). */

static inline uint32_t
low_bit(uint32_t x)
{
	return x & (~x + 1u);
}

/* The bits set in x, for the few a solo melds' choice holds (a bit at a
 * time: no call where the processor has no count instruction). */
static inline int
few_bits(uint32_t x)
{
	int n = 0;

	for (; x != 0; x &= x - 1)
		n++;
	return n;
}

/* The pending list's hash slot of used: where it is, or the free slot
 * it goes in. */
static inline unsigned
pend_hash(const mo_walk *w, uint32_t used)
{
	unsigned h = (used * UINT32_C(0x9e3779b1)) >> 25;

	_Static_assert(MO_PEND_HASH == 128, "the hash takes 7 bits");
	for (;; h = (h + 1) & (MO_PEND_HASH - 1))
		if (w->pend_at[h] == 0 || w->pend_used[w->pend_at[h] - 1] == used)
			return h;
}

/* A new entry's values: none for every count of jokers. */
static const int16_t mo_none_row[KL_MG_JOKERS_MAX + 1] = {
	MO_NONE, MO_NONE, MO_NONE, MO_NONE, MO_NONE,
	MO_NONE, MO_NONE, MO_NONE, MO_NONE,
};
_Static_assert(KL_MG_JOKERS_MAX + 1 == 9, "mo_none_row fills a row");

/* MO_FILL: a new entry of the pending list for the naturals used, which
 * no entry holds yet (the caller knows): its index, or -1 where the
 * list is full (w->spilled set: such melds are merged at once). */
static inline int
pend_new(mo_walk *w, uint32_t used)
{
	int i;

	if (w->npend == MO_PEND_MAX) {
		w->spilled = 1;
		return -1;
	}
	i = w->npend++;
	if (w->hashed)
		w->pend_at[pend_hash(w, used)] = (uint8_t)(i + 1);
	w->pend_used[i] = used;
	memcpy(w->pend_best[i], mo_none_row, sizeof(mo_none_row));
	return i;
}

/* MO_FILL: the index in the pending list of the melds using the
 * naturals used (a new one with no value yet: pend_new), or -1 where the
 * list is full.  The first MO_PEND_LINEAR entries are looked through one
 * by one (a walk lists few mostly); a longer list is found by the hash,
 * built when it grows past them. */
static inline int
pend_slot(mo_walk *w, uint32_t used)
{
	int i;

	if (!w->hashed) {
		for (i = 0; i < w->npend; i++)
			if (w->pend_used[i] == used)
				return i;
		if (w->npend == MO_PEND_LINEAR) {
			memset(w->pend_at, 0, sizeof(w->pend_at));
			for (i = 0; i < w->npend; i++)
				w->pend_at[pend_hash(w, w->pend_used[i])] =
					(uint8_t)(i + 1);
			w->hashed = 1;
		}
	}
	if (w->hashed) {
		unsigned h = pend_hash(w, used);
		if (w->pend_at[h] != 0)
			return w->pend_at[h] - 1;
	}
	return pend_new(w, used);
}


/* MO_FILL: the meld (used, j jokers, worth val) into the pending list's
 * entry i (or merged at once where i is -1). */
static inline void
pend_add(mo_walk *w, int i, uint32_t used, int j, int val)
{
	if (i < 0)
		mo_fill_meld(w, used, j, val);
	else if (val > w->pend_best[i][j])
		w->pend_best[i][j] = (int16_t)val;
}

/*
 * Whether a run taking j jokers (with those of the solo melds beside
 * it) and the naturals used may leave the place of natural x (a bit of
 * w->mask) to a joker while x itself stays for a later meld B.  Such a
 * hole is needed only when B would break if x and the joker changed
 * places (otherwise they do, and the value is the same; if x stays out
 * of the melds, the joker stays out instead, which leaves the answers
 * as they are; if x is B's only natural, the run and B are one choice,
 * the run with its solo meld, see pick): B then holds another natural
 * (of x's rank in another suit, or of its suit) and jokers of its own,
 * at jokers_half's limit (one at least) or set_jokers' in a set.
 */
static inline int
hole_ok(const mo_walk *w, uint32_t xbit, uint32_t used, int j)
{
	const mo_search *s = w->s;
	const kl_mg_rules *r = s->r;
	int x = __builtin_ctz(xbit);
	uint32_t rest = w->mask & ~used & ~xbit;
	int left = s->jokers - j, mate;

	if (!r->jokers_half && (r->set_jokers < 0 || left < r->set_jokers))
		return 0; /* no such meld B under these rules */
	mate = (s->mates[x] & rest) != 0;
	if (mate && r->set_jokers >= 0 && left >= r->set_jokers)
		return 1;
	if (!r->jokers_half || left < 1)
		return 0;
	return mate || (s->suitmates[x] & rest) != 0;
}

/* Solo melds brought along by a run: for each count of extra jokers,
 * the most they add and which naturals make them. */
typedef struct mo_solos {
	int16_t add[KL_MG_JOKERS_MAX + 1];
	uint32_t bits[KL_MG_JOKERS_MAX + 1];
	uint8_t m[KL_MG_JOKERS_MAX + 1][MO_SOLO_MAX];
} mo_solos;

/*
 * The solo melds the naturals used (the heading card aside) can make
 * beside a run, each with two jokers or more, by the extra jokers they
 * take in all (up to most): a knapsack over those naturals.  Cells up
 * to any e are the same whatever most is.
 */
static inline void
solos_of(const mo_walk *w, uint32_t used, int most, mo_solos *sv)
{
	const mo_search *s = w->s;
	uint32_t b;
	int e, k, n;

	for (e = 0; e <= s->jokers; e++)
		sv->add[e] = MO_NONE;
	sv->add[0] = 0;
	sv->bits[0] = 0;
	for (b = used & ~(1u << w->lowest); b != 0; b &= b - 1) {
		uint32_t bit = b & (~b + 1u);
		kl_card x = s->nat[__builtin_ctz(bit)];
		/* downwards, so that each natural is taken once */
		for (e = most; e >= 3; e--)
			for (k = 2; k + 1 <= e; k++) {
				int from = e - k - 1, v;
				if (sv->add[from] == MO_NONE ||
				    s->solo[x][k] == MO_NONE)
					continue;
				n = few_bits(sv->bits[from]);
				if (n == MO_SOLO_MAX)
					continue;
				v = sv->add[from] + s->solo[x][k];
				if (sv->add[e] != MO_NONE && v <= sv->add[e])
					continue;
				sv->add[e] = (int16_t)v;
				sv->bits[e] = sv->bits[from] | bit;
				memcpy(sv->m[e], sv->m[from], sizeof(sv->m[e]));
				/* the jokers in the order of the bits */
				{
					int at = few_bits(
					         sv->bits[from] & (bit - 1u)), q;
					for (q = n; q > at; q--)
						sv->m[e][q] = sv->m[e][q - 1];
					sv->m[e][at] = (uint8_t)k;
				}
			}
	}
}

#endif
