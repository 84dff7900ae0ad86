/*
 * kl_mopen.c - the opening solver of the melding games (kl_mopen.h):
 * the tables of the masks of natural cards left, the cache they are kept
 * in, and the answers read from the whole hand's table.
 *
 * The table of a mask (mo_tab): for each row (how many of the mask's
 * naturals stay out of the melds: none, one, two or more) and each k
 * (the jokers its melds take, exactly), the most its melds are worth.
 * The naturals are numbered by rank, then suit (two copies of a card
 * side by side); the cards left are reported in display order.
 * The lowest card of the mask either stays out (the table of the rest,
 * one row down) or heads a meld (kl_mopen_melds.c): the rest's table
 * shifted by the meld's jokers, plus its value.  The melds are gathered
 * by the naturals they use first, so that the rest's table is read once
 * for all the windows and joker counts that use the same cards.
 *
 * The whole hand's table answers everything: the best opening is its
 * largest value (where a final discard is required, in a cell that
 * leaves a natural out or a joker unused); going out at once is the
 * cell of no natural out and every joker melded, or one card out (a
 * natural, or a joker).  The melds are found again by walking down from
 * the chosen cell: at each mask the first choice whose rest gives the
 * value still wanted.
 *
 * The tables are kept in a per-thread direct-mapped cache (a generation
 * number empties it for each hand); one pushed out is worked out again,
 * which costs time, never exactness.  In a hand of two jokers or more
 * so are the melds a card heads (the walk's list), keyed by the card and
 * the naturals its walk can look at (mo_search.seen, and walk_key where
 * a run may leave a place to a joker): the same cards of its suit and
 * rank give the same melds whatever else is left.  Naturals that no meld of the hand could
 * take (no other card of their rank, none of their suit near enough,
 * where one natural and jokers make no meld) are set aside before the
 * walk and counted among the cards left out.
 *
 * The tables are exact for every arrangement the walk lists; the walk
 * leaves out only arrangements that another of the same value stands
 * for in a cell that answers the same (kl_mopen_melds.c, hole_ok), so
 * the answers are exact.
 */
#include "kl_mopen.h"

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <threads.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "kl_mopen_int.h"

/* (the wide solver's hands are rare: a smaller cache) */
#ifdef MO_WIDE
#define MEMO_BITS 10
#else
#define MEMO_BITS 12
#endif

typedef struct mo_memo {
	uint32_t gen;
	uint32_t mask;
	mo_tab t;
} mo_memo;


/* The melds a card heads over the naturals its walk looks at (see
 * mo_search.seen), kept for the next mask that has the same of them. */
#define WALKS_BITS 8

/* A kept walk's key, apart from its list: the keys are looked up for
 * every mask, and all of them fit a few cache lines. */
typedef struct mo_walk_key {
	uint32_t gen;
	uint32_t seen;                  /* mask & seen[lowest] */
	uint32_t mated;                 /* walk_key(mask, lowest) */
	uint32_t at;                    /* its list: walked[at ..] */
	int16_t lowest;
	int16_t npend;
} mo_walk_key;

/* An entry of a kept walk's list: its naturals and values side by
 * side.  The lists of a hand are kept one after another from the first
 * (a list is never written over during its hand, so that one being
 * merged stays whatever the walks below it keep), as long as there is
 * room: WALKED of them. */
typedef struct mo_walked {
	uint32_t used;
	int16_t best[KL_MG_JOKERS_MAX + 1];
} mo_walked;
#define WALKED (1u << 14)

/*
 * The caches of one thread: its tables, its kept walks, the generation
 * number of its hand.  Allocated the first time the thread solves a
 * hand (pages it never touches cost nothing, where a thread-local
 * array would be cleared for every thread as it starts, whatever it
 * runs) and freed as the thread ends; the first table a cache line.
 */
typedef struct mo_caches {
	mo_memo memo[1u << MEMO_BITS];
	mo_walk_key walk_keys[1u << WALKS_BITS];
	mo_walked walked[WALKED];
	uint32_t gen;
	uint32_t nwalked;               /* the entries kept this hand */
} mo_caches;

/* (the block calloc gave, which the destructor frees, and the caches
 * in it from the first cache line) */
static _Thread_local void *caches_block;
static _Thread_local mo_caches *caches;
static tss_t caches_key;
static once_flag caches_once = ONCE_FLAG_INIT;
static int caches_keyed;

/* The destructor of a thread's caches (tss). */
static void
caches_free(void *block)
{
	free(block);
}

static void
caches_key_make(void)
{
	caches_keyed = tss_create(&caches_key, caches_free) == thrd_success;
}

/* This thread's caches, allocated (zeroed: no generation matches) the
 * first time; NULL out of memory.  The thread's own until it ends. */
static mo_caches *
caches_get(void)
{
	mo_caches *c;
	void *block;

	if (caches != NULL)
		return caches;
	call_once(&caches_once, caches_key_make);
	if (!caches_keyed)
		return NULL;
	block = calloc(1, sizeof(mo_caches) + 63);
	if (block == NULL)
		return NULL;
	if (tss_set(caches_key, block) != thrd_success) {
		free(block);
		return NULL;
	}
	c = (mo_caches *)(((uintptr_t)block + 63) & ~(uintptr_t)63);
	caches_block = block;
	caches = c;
	return c;
}

/* What the walk of the melds headed by lowest reads of mask besides
 * mask & seen[lowest], where a joker may keep a place for a natural
 * (hole_ok): the naturals of its suit left that have a card of their
 * rank left in another suit (or another copy, where suits may repeat in
 * a set). */
static uint32_t
walk_key(const mo_search *s, uint32_t mask, int lowest)
{
	uint32_t b, mated = 0;

	if (!s->lazy)
		return 0;
	for (b = mask & s->insuit[lowest]; b != 0; b &= b - 1)
		if (s->mates[__builtin_ctz(b)] & mask)
			mated |= b & (~b + 1u);
	return mated;
}

/* A table's rows, each after as many cells of no way: a row shifted
 * by j jokers is read whole from j cells before it. */
typedef struct mo_padded {
	_Alignas(16) int16_t v[MO_ROWS][2 * MO_COLS];
} mo_padded;


/* The first cols cells of each row of table t into p, padded (the
 * cols cells before them no way). */
static inline void
pad_of(mo_padded *restrict p, const mo_tab *restrict t, int cols)
{
	int u, k;

	for (u = 0; u < MO_ROWS; u++)
		for (k = 0; k < cols; k++) {
			p->v[u][MO_COLS - cols + k] = MO_NONE;
			p->v[u][MO_COLS + k] = t->v[u][k];
		}
}

/* Add the padded table p (pad_of, the same cols), shifted by j jokers
 * (less than cols) and raised by val, into the first cols cells of
 * each row of dst: every cell at once (a cell below 0 stays below 0,
 * and those of fewer than j jokers take no value from it). */
static inline void
merge(mo_tab *restrict dst, const mo_padded *restrict p, int j, int val,
      int cols)
{
	int u, k;

	for (u = 0; u < MO_ROWS; u++) {
		const int16_t *src = p->v[u] + MO_COLS - j;
		for (k = 0; k < cols; k++) {
			int16_t x = (int16_t)(src[k] + val);
			dst->v[u][k] = dst->v[u][k] > x ? dst->v[u][k] : x;
		}
	}
}

/* Add table t raised by val into the first cols cells of each row of
 * dst, unshifted (the meld takes no joker): as merge with j 0, without
 * the padded copy. */
static inline void
merge_plain(mo_tab *restrict dst, const mo_tab *restrict t, int val,
            int cols)
{
	int u, k;

	for (u = 0; u < MO_ROWS; u++)
		for (k = 0; k < cols; k++) {
			int16_t x = (int16_t)(t->v[u][k] + val);
			dst->v[u][k] = dst->v[u][k] > x ? dst->v[u][k] : x;
		}
}

/* merge_all cell by cell, with a padded copy of t for the melds that
 * take jokers (where a row is no vector register, or none is known). */
static inline __attribute__((always_inline)) void
merge_rows(mo_tab *restrict dst, const mo_tab *restrict t,
           const int16_t *best, int jokers)
{
	mo_padded pad;
	int k, padded = 0;

	if (jokers < MO_NARROW) {
		/* the padded copy only for melds that take jokers */
		if (best[0] != MO_NONE)
			merge_plain(dst, t, best[0], MO_NARROW);
		for (k = 1; k <= jokers; k++)
			if (best[k] != MO_NONE) {
				if (!padded)
					pad_of(&pad, t, MO_NARROW);
				padded = 1;
				merge(dst, &pad, k, best[k], MO_NARROW);
			}
		return;
	}
	pad_of(&pad, t, MO_COLS);
	for (k = 0; k <= jokers; k++)
		if (best[k] != MO_NONE)
			merge(dst, &pad, k, best[k], MO_COLS);
}

/*
 * Add table t into dst, shifted by each k of 0 .. jokers (the hand's)
 * where best[k] is not MO_NONE and raised by best[k].  Where the hand
 * holds fewer than MO_NARROW jokers only the cells of fewer than
 * MO_NARROW jokers are worked out: no others are read (the rest of dst
 * keeps the values it had).
 */
static inline __attribute__((always_inline)) void
merge_all(mo_tab *restrict dst, const mo_tab *restrict t,
          const int16_t *best, int jokers)
{
#ifdef __SSE2__
	/* a row of the cells read is one register: dst's rows are kept in
	 * registers over every k, and t's rows shifted there one cell a
	 * joker (no copy in memory read back at another offset, which
	 * would wait for the copy's writes) */
	if (jokers < MO_NARROW) {
		__m128i d0 = _mm_load_si128((const __m128i *)dst->v[0]);
		__m128i d1 = _mm_load_si128((const __m128i *)dst->v[1]);
		__m128i d2 = _mm_load_si128((const __m128i *)dst->v[2]);
		__m128i t0 = _mm_load_si128((const __m128i *)t->v[0]);
		__m128i t1 = _mm_load_si128((const __m128i *)t->v[1]);
		__m128i t2 = _mm_load_si128((const __m128i *)t->v[2]);
		/* no way in the first cell, nothing in the others: or'ed
		 * into a row shifted a cell on (its first cell then 0) */
		const __m128i first_none = _mm_set_epi16(0, 0, 0, 0, 0, 0, 0,
		                                         MO_NONE);
		__m128i v;
		int k;

		_Static_assert(MO_NARROW == 8, "a row of 8 cells a register");
		for (k = 0; k <= jokers; k++) {
			if (k > 0) {
				/* one more joker: each row a cell on, no way in
				 * the first */
				t0 = _mm_or_si128(_mm_slli_si128(t0, 2),
				                  first_none);
				t1 = _mm_or_si128(_mm_slli_si128(t1, 2),
				                  first_none);
				t2 = _mm_or_si128(_mm_slli_si128(t2, 2),
				                  first_none);
			}
			/* no test for a k of no meld (which are is as good
			 * as random): MO_NONE added, saturating, leaves a
			 * cell no way (below 0: a hand's melds are worth
			 * less than 400), however often */
			v = _mm_set1_epi16(best[k]);
			d0 = _mm_max_epi16(d0, _mm_adds_epi16(t0, v));
			d1 = _mm_max_epi16(d1, _mm_adds_epi16(t1, v));
			d2 = _mm_max_epi16(d2, _mm_adds_epi16(t2, v));
		}
		_mm_store_si128((__m128i *)dst->v[0], d0);
		_mm_store_si128((__m128i *)dst->v[1], d1);
		_mm_store_si128((__m128i *)dst->v[2], d2);
		return;
	}
#endif
	merge_rows(dst, t, best, jokers);
}

#define NONE7 MO_NONE, MO_NONE, MO_NONE, MO_NONE, MO_NONE, MO_NONE, MO_NONE
#define NONE8 MO_NONE, NONE7
#if MO_COLS == 16
#define NONE_ROW { NONE8, NONE8 }
#define EMPTY_ROW { 0, NONE7, NONE8 }
#else
_Static_assert(MO_COLS == 8, "a row of 8 or 16 cells");
#define NONE_ROW { NONE8 }
#define EMPTY_ROW { 0, NONE7 }
#endif
static const mo_tab tab_none = { { NONE_ROW, NONE_ROW, NONE_ROW } };

static const mo_tab tab_empty = { { EMPTY_ROW, NONE_ROW, NONE_ROW } };

/*
 * In a hand without jokers: 0 where natural lowest (the lowest of mask:
 * no card of a lower rank is left) heads no meld of the cards of mask,
 * by what such a meld needs: a set, two more cards of its rank; a run,
 * the next two ranks of its suit, or for an ace the queen and king
 * (where the ace goes high) or the king and two (round the corner).
 */
static int
may_head_bare(const mo_search *s, uint32_t mask, int lowest)
{
	int rank = s->nrank[lowest], suit = s->nsuit[lowest];
	const uint32_t *cp = s->copies + kl_card_make(suit, 0);
	uint32_t m = s->mates[lowest] & mask;
	/* every condition worked out and or'ed, with no branch (which
	 * holds is as good as random); the ranks above read within the
	 * suit */
	int r1 = rank + 1 < KL_RANKS ? rank + 1 : KL_KING;
	int r2 = rank + 2 < KL_RANKS ? rank + 2 : KL_KING;
	int two = (m & (m - 1)) != 0; /* two mates or more */
	int up = (rank + 2 < KL_RANKS) & ((cp[r1] & mask) != 0) &
	         ((cp[r2] & mask) != 0);
	int ace = (rank == KL_ACE) & ((cp[KL_KING] & mask) != 0) &
	          ((((s->positions == 14) | s->corner) &
	            ((cp[KL_QUEEN] & mask) != 0)) |
	           (s->corner & ((cp[KL_TWO] & mask) != 0)));

	return two | up | ace;
}

static const mo_tab *table_fill(const mo_search *s, uint32_t mask,
                                mo_memo *slot);

/* The first cols cells of each row of res: the lowest card left out,
 * ch the table of the rest (its rows one down; row 2 is two or more). */
static inline __attribute__((always_inline)) void
left_out(mo_tab *restrict res, const mo_tab *restrict ch, int cols)
{
	int k;

	_Static_assert(MO_ROWS == 3, "rows: none, one, more left out");
	for (k = 0; k < cols; k++) {
		res->v[0][k] = MO_NONE;
		res->v[1][k] = ch->v[0][k];
		res->v[2][k] = ch->v[1][k] > ch->v[2][k] ? ch->v[1][k] :
		               ch->v[2][k];
	}
}

/* The first cols cells of each row of src into dst (in a hand of fewer
 * than MO_NARROW jokers no others are read). */
static inline __attribute__((always_inline)) void
tab_copy(mo_tab *restrict dst, const mo_tab *restrict src, int cols)
{
	int u;

	for (u = 0; u < MO_ROWS; u++)
		memcpy(dst->v[u], src->v[u], sizeof(int16_t) * (size_t)cols);
}

/*
 * The table of mask (see the top comment): a pointer into the cache,
 * good until the next call.  The cache
 * is looked up here, in line; a table not in it is worked out by
 * table_fill.
 */
static inline const mo_tab *
table_of(const mo_search *s, uint32_t mask)
{
	mo_caches *c = caches;
	mo_memo *slot;
	uint32_t key = mask | s->key_flag;

	/* a bare search takes the full one's table where it is kept: the
	 * same cells of no joker (the rest are never read) */
	if (s->key_flag != 0) {
		slot = &c->memo[(mask * UINT32_C(0x9e3779b1)) >>
		                (32 - MEMO_BITS)];
		if ((slot->gen == c->gen) & (slot->mask == mask))
			return &slot->t;
	}
	/* (the empty mask is kept as any other: table_fill) */
	slot = &c->memo[(key * UINT32_C(0x9e3779b1)) >> (32 - MEMO_BITS)];
	if ((slot->gen == c->gen) & (slot->mask == key))
		return &slot->t;
	return table_fill(s, mask, slot);
}

/* 1 if the melds of a pending entry (best, by jokers) all take every
 * joker of the hand (jokers, 1 or more): the rest's cells of no joker
 * are all that is read of its table. */
static inline int
takes_all(const int16_t *best, int jokers)
{
	int k, all = 1;

	for (k = 0; k < jokers; k++)
		all &= best[k] == MO_NONE;
	return all;
}

/* The table of mask, not in the cache: worked out and kept in slot, its
 * place in the cache; a pointer to it, good until the next call of
 * table_of. */
static __attribute__((noinline)) const mo_tab *
table_fill(const mo_search *s, uint32_t mask, mo_memo *slot)
{
	mo_caches *c = caches;
	const mo_tab *ch;
	mo_tab res;
	mo_walk w;
	mo_walk_key *wkey;
	uint32_t bit, seen, mated, h;
	int i, lowest, wlow;

	if (mask == 0) {
		/* no card left: nothing melded, nothing left out */
		res = tab_empty;
		goto keep;
	}
	/* the lowest card left out: the rest's table one row down (in a
	 * hand of fewer than MO_NARROW jokers only the cells read) */
	bit = mask & (~mask + 1u);
	ch = table_of(s, mask & ~bit);
	if (s->jokers < MO_NARROW)
		left_out(&res, ch, MO_NARROW);
	else
		left_out(&res, ch, MO_COLS);
	lowest = __builtin_ctz(mask);
	/* a card no meld of the cards left can take (no card of its rank
	 * or suit left, no meld of one natural and jokers): only left out */
	if (!s->solo_any) {
		/* one test on the outcome (as good as random), not one on
		 * each condition; without jokers a hand asks may_head_bare */
		int none = (mask & (s->mates[lowest] |
		                    s->suitmates[lowest])) == 0;
		if (s->jokers == 0)
			none |= !may_head_bare(s, mask, lowest);
		if (none)
			goto keep;
	} else if ((mask & (s->mates[lowest] | s->suitmates[lowest])) == 0) {
		/* no natural left to share a meld with it: the card melds
		 * only alone with jokers, each count of them worth its most
		 * (the melds the walk would list: sets, and runs whose other
		 * places are all jokers) */
		merge_all(&res, ch, s->solo[s->nat[lowest]], s->jokers);
		goto keep;
	}
	/* (the walks kept only where they are asked for again) */
	wkey = NULL;
	if (s->keep_walks) {
		seen = mask & s->seen[lowest];
		mated = walk_key(s, mask, lowest);
		/* (a bare search's walks apart from the full one's) */
		wlow = lowest | (int)(s->key_flag >> 26);
		h = ((seen * UINT32_C(0x9e3779b1)) ^
		     (mated * UINT32_C(0xc2b2ae35)) ^
		     (uint32_t)wlow * UINT32_C(0x85ebca6b)) >> (32 - WALKS_BITS);
		wkey = &c->walk_keys[h];
		/* (one test on the outcome, not one on each field) */
		if ((wkey->gen == c->gen) & (wkey->seen == seen) &
		    (wkey->mated == mated) & (wkey->lowest == wlow)) {
			/* walked before: each entry merged from the kept
			 * list (which stays where it is this hand) */
			const mo_walked *we = &c->walked[wkey->at];
			int np = wkey->npend;
			for (i = 0; i < np; i++) {
				const mo_search *rs = s->jokers > 0 &&
					takes_all(we[i].best, s->jokers) ?
					s->bare : s;
				merge_all(&res, table_of(rs, mask & ~we[i].used),
				          we[i].best, s->jokers);
			}
			goto keep;
		}
	}
	w.s = s;
	w.mode = MO_FILL;
	w.mask = mask;
	w.lowest = lowest;
	w.npend = 0;
	w.spilled = 0;
	w.hashed = 0;
	w.fill = &res;
	mo_walk_melds(&w);
	/* kept after the lists kept before, unless some were merged at
	 * once (the list was full) or there is no room left */
	if (wkey != NULL && !w.spilled &&
	    c->nwalked + (uint32_t)w.npend <= WALKED) {
		mo_walked *we = &c->walked[c->nwalked];
		wkey->gen = c->gen;
		wkey->seen = seen;
		wkey->mated = mated;
		wkey->lowest = (int16_t)wlow;
		wkey->npend = (int16_t)w.npend;
		wkey->at = c->nwalked;
		c->nwalked += (uint32_t)w.npend;
		for (i = 0; i < w.npend; i++) {
			we[i].used = w.pend_used[i];
			memcpy(we[i].best, w.pend_best[i], sizeof(we[i].best));
		}
	}
	/* a rest after melds that take every joker is read only in its
	 * cells of no joker: the bare search's table, far cheaper */
	for (i = 0; i < w.npend; i++) {
		const mo_search *rs = s->jokers > 0 &&
		                      takes_all(w.pend_best[i], s->jokers) ?
		                      s->bare : s;
		merge_all(&res, table_of(rs, mask & ~w.pend_used[i]),
		          w.pend_best[i], s->jokers);
	}
keep:
	slot->gen = c->gen;
	slot->mask = mask | s->key_flag;
	if (s->jokers < MO_NARROW)
		tab_copy(&slot->t, &res, MO_NARROW);
	else
		tab_copy(&slot->t, &res, MO_COLS);
	return &slot->t;
}

void
mo_fill_meld(mo_walk *w, uint32_t used, int j, int val)
{
	int16_t best[KL_MG_JOKERS_MAX + 1];
	int k;

	for (k = 0; k <= w->s->jokers; k++)
		best[k] = MO_NONE;
	best[j] = (int16_t)val;
	merge_all(w->fill, table_of(j == w->s->jokers ? w->s->bare : w->s,
	                            w->mask & ~used), best, w->s->jokers);
}

int
mo_find_check(mo_walk *w, uint32_t used, int j, int val)
{
	const mo_tab *ch;

	if (j > w->want_k)
		return 0;
	ch = table_of(j == w->want_k ? w->s->bare : w->s, w->mask & ~used);
	return ch->v[w->want_row][w->want_k - j] >= 0 &&
	       ch->v[w->want_row][w->want_k - j] + val == w->want_value;
}

/* Lay meld m out as a kl_mg_meld (kl_mgrules.h). */
static void
lay_out(const mo_search *s, const mo_meld *m, kl_mg_meld *out)
{
	int i, n = 0, su;

	memset(out, 0, sizeof(*out));
	out->kind = m->kind;
	out->value = m->value;
	if (m->kind == KL_MG_RUN) {
		for (i = 0; i < m->len; i++) {
			kl_card c = kl_card_make(m->suit,
			                         mo_pos_rank(m->start + i));
			out->cards[i] = (s->copies[c] & m->used & ~m->solo) ?
			                c : KL_JOKER;
			out->reads[i] = c;
		}
		out->n = m->len;
		out->value = mo_window_value(s, m->start, m->len);
		return;
	}
	/* a set: its naturals (by suit; a suit twice where set_suits is
	 * any), the jokers the first missing suits, in the order read */
	{
		int jokers = m->jokers, i, held;
		/* the naturals of one rank are numbered by suit, copies side
		 * by side */
		uint32_t b = m->used;
		for (su = 0; su < KL_SUITS; su++) {
			kl_card c = kl_card_make(su, m->rank);
			for (held = 0; b != 0 && s->nsuit[__builtin_ctz(b)] == su;
			     b &= b - 1, held++) {
				out->cards[n] = c;
				out->reads[n++] = c;
			}
			if (held == 0 && jokers > 0) {
				out->cards[n] = KL_JOKER;
				out->reads[n++] = c;
				jokers--;
			}
		}
		/* more jokers than missing suits: none with distinct suits;
		 * with suits repeating, they read as the first suits */
		for (i = 0; jokers > 0; i++, jokers--) {
			out->cards[n] = KL_JOKER;
			out->reads[n++] = kl_card_make(i, m->rank);
		}
	}
	out->n = n;
}

/* The lowest in display order of the naturals used (bits of the
 * numbering; one at least). */
static kl_card
lowest_card(const mo_search *s, uint32_t used)
{
	kl_card low = s->nat[__builtin_ctz(used)];

	for (used &= used - 1; used != 0; used &= used - 1)
		if (s->nat[__builtin_ctz(used)] < low)
			low = s->nat[__builtin_ctz(used)];
	return low;
}

/*
 * Walk down from the whole hand's cell (row, k) of value value: the
 * melds into arr (melds, their value, the cards left out in display
 * order).  Returns 0, or -1 if the tables do not hold together (never
 * with a correct walk).
 */
static int
rebuild_live(const mo_search *s, int row, int k, int value, kl_mg_arr *arr)
{
	uint32_t mask = s->live, bit, all = s->n >= 32 ? ~0u : (1u << s->n) - 1u;
	uint32_t melded = 0;
	mo_walk w;
	int jokers_used = 0, i, first;
	kl_card key[KL_MG_MELDS_MAX];

	arr->value = value;
	arr->nmelds = 0;
	arr->nunmatched = 0;
	while (mask != 0) {
		bit = mask & (~mask + 1u);
		if (row > 0) {
			const mo_tab *ch = table_of(k == 0 ? s->bare : s,
			                            mask & ~bit);
			if (ch->v[row - 1][k] == value ||
			    (row == 2 && ch->v[2][k] == value)) {
				row = ch->v[row - 1][k] == value ? row - 1 : 2;
				mask &= ~bit;
				continue;
			}
		}
		w.s = s;
		w.mode = MO_FIND;
		w.mask = mask;
		w.lowest = __builtin_ctz(mask);
		w.want_row = row;
		w.want_k = k;
		w.want_value = value;
		mo_walk_melds(&w);
		if (!w.found || arr->nmelds == KL_MG_MELDS_MAX)
			return -1;
		first = arr->nmelds;
		lay_out(s, &w.hit, &arr->melds[arr->nmelds++]);
		{
			uint32_t b = w.hit.solo;
			for (i = 0; b != 0; b &= b - 1, i++) {
				mo_meld sm;
				mo_solo_meld(s, s->nat[__builtin_ctz(b)],
				          w.hit.solo_m[i], &sm);
				if (arr->nmelds == KL_MG_MELDS_MAX)
					return -1;
				lay_out(s, &sm, &arr->melds[arr->nmelds++]);
			}
		}
		/* the run and its solo melds go by its lowest natural */
		for (i = first; i < arr->nmelds; i++)
			key[i] = lowest_card(s, w.hit.used);
		mask &= ~w.hit.used;
		melded |= w.hit.used;
		k -= w.hit.jokers;
		value -= w.hit.value;
		jokers_used += w.hit.jokers;
	}
	if (row != 0 || k != 0 || value != 0)
		return -1;
	/* the melds by their lowest natural in display order (stable: a
	 * run's solo melds stay after it) */
	for (i = 1; i < arr->nmelds; i++) {
		kl_mg_meld m = arr->melds[i];
		kl_card c = key[i];
		int at = i;
		for (; at > 0 && key[at - 1] > c; at--) {
			arr->melds[at] = arr->melds[at - 1];
			key[at] = key[at - 1];
		}
		arr->melds[at] = m;
		key[at] = c;
	}
	/* the cards left out, in display order (by card number), each as
	 * often as its copies left out */
	{
		uint64_t cards = 0, again = 0, cb;
		uint32_t out_bits = all & ~melded, cp;
		for (bit = out_bits; bit != 0; bit &= bit - 1) {
			cb = UINT64_C(1) << s->nat[__builtin_ctz(bit)];
			again |= cards & cb;
			cards |= cb;
		}
		for (; cards != 0; cards &= cards - 1) {
			kl_card c = (kl_card)__builtin_ctzll(cards);
			arr->unmatched[arr->nunmatched++] = c;
			if (!(again & (cards & (~cards + 1u))))
				continue;
			/* a card left out twice or more */
			cp = s->copies[c] & out_bits;
			for (cp &= cp - 1; cp != 0; cp &= cp - 1)
				arr->unmatched[arr->nunmatched++] = c;
		}
	}
	for (i = jokers_used; i < s->jokers; i++)
		arr->unmatched[arr->nunmatched++] = KL_JOKER;
	return 0;
}

/*
 * Walk down from the whole hand's cell (row, k) of value value, the
 * table of the live naturals being tl: the row of the live cards that
 * gives it (the dead ones all stay out).  0, or -1 as rebuild_live.
 */
static int
rebuild(const mo_search *s, const mo_tab *tl, int row, int k, int value,
        kl_mg_arr *arr)
{
	int u;

	for (u = 0; u < MO_ROWS; u++) {
		int r = u + s->ndead < MO_ROWS ? u + s->ndead : MO_ROWS - 1;
		if (r == row && tl->v[u][k] == value)
			return rebuild_live(s, u, k, value, arr);
	}
	return -1;
}

/* 1 if some legal meld of at most budget cards exists in the hand. */
static int
any_meld(const mo_search *s, int budget)
{
	mo_walk w;
	int i;

	for (i = 0; i < s->n; i++) {
		w.s = s;
		w.mode = MO_EXISTS;
		w.mask = (s->n >= 32 ? ~0u : (1u << s->n) - 1u) &
		         ~((1u << i) - 1u);
		w.lowest = i;
		w.budget = budget;
		mo_walk_melds(&w);
		if (w.found)
			return 1;
	}
	return 0;
}

/* The search of this thread, kept between hands so that the values of
 * melds in it stay while the rules do: every solve sets the rest up
 * (mo_set_up). */
static _Thread_local mo_search search;

/* The bare search of this thread's hand (a hand with jokers). */
static _Thread_local mo_search search_bare;

/*
 * The bare search of the hand of s (1 joker or more) into b: the same
 * naturals and values of melds, no jokers.  Its tables hold in their
 * cells of no joker the same values as the full search's (each cell is
 * the most of every arrangement its melds could take), and are worked
 * out without a meld that takes a joker: what the rest of a meld that
 * takes every joker needs.
 */
static void
bare_of(mo_search *s, mo_search *b)
{
	memcpy(b, s, offsetof(mo_search, solo));
	b->jokers = 0;
	b->solo_any = 0;
	b->lazy = 0;
	b->set_maxj = 0;
	b->set_least = 3;
	b->few = s->corner ? MO_FEW_NONE : MO_FEW_ALL;
	b->key_flag = MO_BARE_KEY;
	b->bare = b;
	s->bare = b;
}

/* The next generation of the caches (emptied when the number wraps: a
 * kept walk or table of a hand 2^32 hands ago is never taken). */
static void
memo_next(mo_caches *c)
{
	c->nwalked = 0;
	if (++c->gen == 0) {
		memset(c->memo, 0, sizeof(c->memo));
		memset(c->walk_keys, 0, sizeof(c->walk_keys));
		c->gen = 1;
	}
}

#ifdef MO_WIDE
int
kl_mg_solve_wide(const kl_mg_rules *rules, const kl_card *cards, int n,
                 kl_mg_open *out, kl_error *err)
#else
int
kl_mg_solve(const kl_mg_rules *rules, const kl_card *cards, int n,
            kl_mg_open *out, kl_error *err)
#endif
{
	mo_search *sp = &search;
	mo_caches *c;
	mo_tab t, tl;
	kl_mg_open *res = out;
	int u, k, bu = 0, bk = 0, bv = MO_NONE, ou = -1, ok = 0, ov = MO_NONE;
	int rc;

	rc = mo_set_up(rules, cards, n, sp, err);
	if (rc != KL_OK)
		return rc;
#ifndef MO_WIDE
	/* tables of more cells a row for a hand of this many jokers */
	if (sp->jokers >= MO_NARROW)
		return kl_mg_solve_wide(rules, cards, n, out, err);
#endif
	c = caches_get();
	if (c == NULL)
		return kl_error_set(err, KL_ENOMEM, "out of memory");
	sp->key_flag = 0;
	sp->keep_walks = sp->jokers >= 2;
	if (sp->jokers > 0)
		bare_of(sp, &search_bare);
	else
		sp->bare = sp;
	/* the hand is good: the answer is written in place from here */
	res->goes_out = 0;
	res->out.value = res->out.nmelds = res->out.nunmatched = 0;
	memo_next(c);
	/* the live naturals' table, its rows moved down by the dead ones */
	tl = *table_of(sp, sp->live);
	t = tab_none;
	for (u = 0; u < MO_ROWS; u++)
		for (k = 0; k <= sp->jokers; k++) {
			int r = u + sp->ndead < MO_ROWS ? u + sp->ndead : MO_ROWS - 1;
			if (tl.v[u][k] > t.v[r][k])
				t.v[r][k] = tl.v[u][k];
		}

	/* the best opening (leaving a card out where a discard is due) */
	for (u = 0; u < MO_ROWS; u++)
		for (k = 0; k <= sp->jokers; k++) {
			if (t.v[u][k] < 0 || t.v[u][k] <= bv)
				continue;
			if (rules->final_discard && u == 0 && k == sp->jokers)
				continue;
			bu = u;
			bk = k;
			bv = t.v[u][k];
		}
	if (bv < 0 || rebuild(sp, &tl, bu, bk, bv, &res->best) != 0)
		return kl_error_set(err, KL_EINPUT,
			"The hand could not be arranged.");
	res->best_value = bv;

	/* going out at once: all melded, or one natural or joker out */
	if (!rules->final_discard && t.v[0][sp->jokers] >= 0 && n >= 3) {
		ou = 0;
		ok = sp->jokers;
		ov = t.v[0][sp->jokers];
	}
	if (sp->n >= 1 && n >= 4 && t.v[1][sp->jokers] >= 0 &&
	    t.v[1][sp->jokers] > ov) {
		ou = 1;
		ok = sp->jokers;
		ov = t.v[1][sp->jokers];
	}
	if (sp->jokers >= 1 && n >= 4 && t.v[0][sp->jokers - 1] >= 0 &&
	    t.v[0][sp->jokers - 1] > ov) {
		ou = 0;
		ok = sp->jokers - 1;
		ov = t.v[0][sp->jokers - 1];
	}
	if (ou >= 0 && (!rules->out_min || ov >= rules->open_min)) {
		/* the same cell as the best opening's: the same melds (the
		 * walk down is the same) */
		if (ou == bu && ok == bk && ov == bv)
			res->out = res->best;
		else if (rebuild(sp, &tl, ou, ok, ov, &res->out) != 0)
			return kl_error_set(err, KL_EINPUT,
				"The hand could not be arranged.");
		res->goes_out = 1;
		res->discard = res->out.nunmatched == 1 ? res->out.unmatched[0] :
		              KL_NO_CARD;
	} else {
		res->discard = KL_NO_CARD;
	}

	if (rules->open_min > 0)
		res->can_open = bv >= rules->open_min;
	else
		res->can_open = bv > 0 || (res->best.nmelds > 0) ||
		               any_meld(sp, rules->final_discard ? n - 1 : n);
	if (res->goes_out && !rules->out_min)
		res->can_open = 1;
	return KL_OK;
}

#ifndef MO_WIDE
int
kl_mg_redeal_judge(const kl_mg_rules *rules, const kl_card *cards, int n,
                   kl_mg_redeal *out, kl_error *err)
{
	mo_search *sp = &search;
	kl_mg_redeal res;
	int rc, c;

	rc = mo_set_up(rules, cards, n, sp, err);
	if (rc != KL_OK)
		return rc;
	memset(&res, 0, sizeof(res));
	res.jokers = sp->jokers;
	for (c = 0; c < KL_NATURALS; c++)
		if (__builtin_popcount(sp->copies[c]) >= 2)
			res.pairs[res.npairs++] = (kl_card)c;
	res.redeal = res.npairs >= 4 || (res.npairs >= 3 && res.jokers >= 1);
	*out = res;
	return KL_OK;
}
#endif
