/*
 * kl_mopen_few.c - the runs a card heads listed window by window, for
 * the walk over melds of the opening solver (kl_mopen_melds.c,
 * mo_walk_melds; kl_mopen_int.h).  Where runs do not go round the
 * corner, a table needs only the most each choice of naturals and count
 * of jokers is worth, not the order of the walk by cores (runs_at in
 * kl_mopen_melds.c): every window that holds the card goes to the
 * pending list with the naturals of its places (in a lazy hand, with
 * each choice of them left to jokers that hole_ok allows; where
 * naturals meld alone with jokers, beside it the solo melds of its
 * naturals).  Finding a meld again goes window by window too in a hand
 * of one joker at most that leaves no place to a joker, keeping the
 * match the walk by cores would offer first.
 */
#include "kl_mopen_int.h"

#include <string.h>

/* The most naturals of a window whose choices of holes fill_holes
 * goes through in turn (2 to the power of them); more are chosen one by
 * one (holes_from), which stops early where hole_ok refuses. */
#define MO_HOLES_FEW 3

/* What fill_holes carries down the naturals of a window. */
typedef struct mo_holes {
	uint32_t bits[KL_MG_MELD_MAX];  /* the window's naturals, the card
	                                   aside */
	int m;
	int empty, most, val;           /* its empty places, the most holes
	                                   the jokers allow, its value */
} mo_holes;

/*
 * MO_FILL in a lazy hand: the choices of the window's naturals from
 * hs->bits[i] on (each in its place, or left to a joker where hole_ok
 * allows it for the naturals and jokers known so far, as pick asks),
 * used and h the naturals in place and the holes so far; at the end
 * each hole asked again for the run's naturals and jokers (as
 * pick_leaf) and the run listed.
 */
static void
holes_from(mo_walk *w, const mo_holes *hs, int i, uint32_t used, uint32_t h,
           int k)
{
	uint32_t b;
	int j;

	if (i == hs->m) {
		j = hs->empty + k;
		for (b = h; b != 0; b &= b - 1)
			if (!hole_ok(w, b & (~b + 1u), used, j))
				return;
		pend_add(w, pend_slot(w, used), used, j, hs->val);
		return;
	}
	holes_from(w, hs, i + 1, used | hs->bits[i], h, k);
	if (k < hs->most &&
	    hole_ok(w, hs->bits[i], used, hs->empty + k + 1))
		holes_from(w, hs, i + 1, used, h | hs->bits[i], k + 1);
}

/*
 * MO_FILL in a lazy hand: the window of len places worth val, holding
 * the naturals all (the heading card's too) and empty places, with
 * every choice of its naturals (the card aside) left to jokers that
 * hole_ok allows and the jokers allow (holes_from: the choices runs_at
 * makes for the window's core).
 */
static __attribute__((noinline)) void
holes_many(mo_walk *w, uint32_t others, int empty, int most, int val)
{
	mo_holes hs;

	for (hs.m = 0; others != 0; others &= others - 1)
		hs.bits[hs.m++] = others & (~others + 1u);
	hs.empty = empty;
	hs.most = most;
	hs.val = val;
	holes_from(w, &hs, 0, 1u << w->lowest, 0, 0);
}

static __attribute__((noinline)) void
fill_holes(mo_walk *w, uint32_t all, int empty, int len, int val)
{
	const mo_search *s = w->s;
	uint32_t others = all & ~(1u << w->lowest), b, h, used;
	int k, m, most;

	/* the jokers left, and under jokers_half no more than the naturals
	 * (2 (empty + holes) <= len) */
	most = s->jokers - empty;
	if (s->r->jokers_half && most > len / 2 - empty)
		most = len / 2 - empty;
	if (most < 0)
		return;
	for (m = 0, b = others; b != 0; b &= b - 1)
		m++;
	if (m > MO_HOLES_FEW) {
		holes_many(w, others, empty, most, val);
		return;
	}
	/* few naturals: every choice in turn, each asked at the end */
	for (h = others;; h = (h - 1) & others) {
		used = all & ~h;
		for (k = 0, b = h; b != 0; b &= b - 1)
			k++;
		if (k <= most) {
			for (b = h; b != 0; b &= b - 1)
				if (!hole_ok(w, b & (~b + 1u), used, empty + k))
					break;
			if (b == 0)
				pend_add(w, pend_slot(w, used), used, empty + k,
				         val);
		}
		if (h == 0)
			break;
	}
}

/* The solo melds of the naturals used beside a run, for up to most
 * extra jokers, kept for the next window of the same naturals. */
typedef struct mo_solos_kept {
	uint32_t used;  /* 0: none kept */
	int most;
	mo_solos sv;
} mo_solos_kept;

/*
 * MO_FILL where naturals meld alone with jokers and the hand is not
 * lazy: the window of len places worth val, holding the naturals all
 * (the heading card's too) and empty places, into the list, and beside
 * it the solo melds of its naturals as the jokers allow (solos_of: the
 * cells of up to e more jokers are the same whatever the most asked
 * for; kept for the next window of the same naturals).
 */
static __attribute__((noinline)) void
fill_solos(mo_walk *w, int slot, uint32_t used, int j, int val,
           mo_solos_kept *kept)
{
	const mo_search *s = w->s;
	int e;

	pend_add(w, slot, used, j, val);
	if (j + 3 > s->jokers)
		return;
	if (kept->used != used || kept->most < s->jokers - j) {
		kept->used = used;
		kept->most = s->jokers - j;
		solos_of(w, used, kept->most, &kept->sv);
	}
	for (e = 3; j + e <= s->jokers; e++)
		if (kept->sv.add[e] != MO_NONE)
			pend_add(w, slot, used, j + e, val + kept->sv.add[e]);
}

/*
 * MO_FILL and MO_FIND where the hand holds at most one joker, no
 * natural may leave its place to a joker (the hand is not lazy) and
 * runs do not go round the corner: the runs headed by w->lowest window
 * by window.  Every window holding the card (at most the one joker on
 * its empty places, three to thirteen places, no more jokers than
 * naturals under jokers_half) takes all the naturals of its places.
 * MO_FILL: a table needs only the most each choice of naturals and
 * count of jokers is worth, not the order in which runs_at lists them,
 * so every window goes to the list.  MO_FIND: the meld runs_at would
 * find first: runs_at goes by the core (the places from the lowest
 * natural, or the card, to the highest; the ace high after all the
 * cores of the ace low), the core's first place downwards, its last
 * upwards, then by the jokers, and offers only the window worth most
 * of those of the same core and jokers (the fewest places below the
 * core on a tie); only such a window can give the value wanted (it is
 * the most of all), so the matches are compared by that order.
 */
static inline __attribute__((always_inline)) void
runs_few(mo_walk *w, int few)
{
	const mo_search *s = w->s;
	int rank = s->nrank[w->lowest], hi = s->positions - 1;
	const uint32_t *cp = s->copies + kl_card_make(s->nsuit[w->lowest], 0);
	uint32_t at[14] = { 0 }, own = 1u << w->lowest, low, used;
	int pc, a, e, rk, len, below, empty, slot, val, alow, ehigh;
	int find = w->mode == MO_FIND, got = 0;
	int ka = 0, ke = 0, kj = 0, kw = 0, kl = 0, kv = 0;
	uint32_t ku = 0;
	mo_solos_kept kept;
	/* MO_FEW_ALL and MO_FEW_SOLO, MO_FILL: the pending entry of each
	 * choice of naturals (-1: none yet).  Below the card no natural of
	 * its suit is left, so a window's naturals are those from the card
	 * up to its highest held place, ehigh; for the ace high (pc 13)
	 * those from its lowest held place, alow, up: entry[ehigh], or
	 * entry[14 + alow].  No run of two naturals or more takes the
	 * naturals of a set (two of one rank); the card alone with jokers
	 * is a solo set's entry too, found by a search. */
	int8_t entry[28];

	kept.used = 0;
	if ((few == MO_FEW_ALL || few == MO_FEW_SOLO) && !find)
		memset(entry, -1, sizeof(entry));

	/* the lower copy left of each rank of the suit by position (13:
	 * the ace high), none at the card's own rank (every rank in turn,
	 * no test on which are held) */
	for (rk = 0; rk < KL_RANKS; rk++) {
		uint32_t held = cp[rk] & w->mask;
		at[rk] = low_bit(held);
	}
	at[rank] = 0;
	at[13] = at[KL_ACE];
	pc = rank;
	for (;;) {
		low = own;
		below = 0;
		alow = pc;
		for (a = pc; a >= 0 && pc - a < KL_RANKS; a--) {
			if (a < pc) {
				if (at[a] == 0) {
					if (++below > s->jokers)
						break;
				} else {
					low |= at[a];
					alow = a;
				}
			}
			used = low;
			empty = below;
			ehigh = pc;
			for (e = pc; e <= hi && e - a < KL_RANKS; e++) {
				if (e > pc) {
					if (at[e] == 0) {
						if (++empty > s->jokers)
							break;
					} else {
						used |= at[e];
						ehigh = e;
					}
				}
				len = e - a + 1;
				if (len < 3 ||
				    (s->r->jokers_half && empty > len - empty))
					continue;
				val = mo_window_value(s, a, len);
				if (few == MO_FEW_LAZY) {
					fill_holes(w, used, empty, len, val);
					continue;
				}
				if (!find) {
					int key = pc == 13 ? 14 + alow : ehigh;
					slot = entry[key];
					if (slot < 0) {
						/* (the card alone with jokers:
						 * a set's entry too) */
						slot = used == own ?
						       pend_slot(w, used) :
						       pend_new(w, used);
						entry[key] = (int8_t)slot;
					}
					if (few == MO_FEW_SOLO &&
					    empty + 3 <= s->jokers)
						fill_solos(w, slot, used,
						           empty, val, &kept);
					else
						pend_add(w, slot, used, empty,
						         val);
					continue;
				}
				/* later in runs_at's order than the match
				 * found: passed over */
				if (got && (alow < ka || (alow == ka &&
				    (ehigh > ke || (ehigh == ke &&
				    (empty > kj || (empty == kj && a < kw)))))))
					continue;
				if (!mo_find_check(w, used, empty, val))
					continue;
				got = 1;
				ka = alow;
				ke = ehigh;
				kj = empty;
				kw = a;
				kl = len;
				kv = val;
				ku = used;
			}
		}
		/* the ace again as the high end, where it goes there (after
		 * every run of the ace low) */
		if (got || pc != KL_ACE || s->positions != 14)
			break;
		pc = 13;
	}
	if (got) {
		w->found = 1;
		w->hit = (mo_meld){
			.used = ku, .kind = KL_MG_RUN, .jokers = kj, .value = kv,
			.suit = s->nsuit[w->lowest], .start = kw, .len = kl,
		};
	}
}

/*
 * mo_fill_runs_up's window of len places from place a, with the
 * naturals used and j jokers, into the list: in a lazy hand with its
 * choices of places left to jokers (fill_holes), else in the pending
 * entry *entry of its naturals (made when first needed: a new one, but
 * for the card alone with jokers, which a set has too) with the solo
 * melds beside it where jokers are left for them.
 */
static inline __attribute__((always_inline)) void
up_window(mo_walk *w, int few, int half, int a, int len, uint32_t used, int j,
          int8_t *entry, mo_solos_kept *kept)
{
	const mo_search *s = w->s;
	int slot;

	if (half && 2 * j > len)
		return;
	if (few == MO_FEW_LAZY) {
		fill_holes(w, used, j, len, mo_window_value(s, a, len));
		return;
	}
	slot = *entry;
	if (slot < 0) {
		slot = used == 1u << w->lowest ? pend_slot(w, used) :
		       pend_new(w, used);
		*entry = (int8_t)slot;
	}
	if (few == MO_FEW_SOLO && j + 3 <= s->jokers)
		fill_solos(w, slot, used, j, mo_window_value(s, a, len), kept);
	else
		pend_add(w, slot, used, j, mo_window_value(s, a, len));
}

/*
 * MO_FILL, runs_few for a card above the ace (no natural of its suit
 * below it is left, and no ace): the same windows, with their bounds
 * worked out from a mask of the places held instead of tested place by
 * place.  The windows that start b places
 * below the card (each a joker) go up to the (jokers - b + 1)th empty
 * place above it, not included.  A window takes the naturals from the
 * card to its highest held place (the pending entry of that place,
 * made when first needed; the card's own place, where the card stands
 * alone with jokers, is a set's entry too).
 */
void
mo_fill_runs_up(mo_walk *w)
{
	const mo_search *s = w->s;
	int pc = s->nrank[w->lowest], hi = s->positions - 1, e, emax, b, i;
	int jokers = s->jokers, few = s->few, half = s->r->jokers_half, rk;
	const uint32_t *cp = s->copies + kl_card_make(s->nsuit[w->lowest], 0);
	uint32_t at[14] = { 0 }, own = 1u << w->lowest, used, occ = 0;
	uint32_t holes;
	int8_t entry[14];
	int gap[KL_MG_JOKERS_MAX + 1];
	mo_solos_kept kept;

	/* the lower copy left of each rank of the suit above the card
	 * (every rank in turn, no test on which are held: as good as
	 * random) */
	for (rk = 0; rk < KL_RANKS; rk++) {
		uint32_t held = cp[rk] & w->mask;
		at[rk] = low_bit(held);
		occ |= (uint32_t)(held != 0) << rk;
	}
	at[pc] = 0;
	occ &= ~(1u << pc);
	memset(entry, -1, sizeof(entry));
	kept.used = 0;
	/* the empty places above the card up to the last position (the
	 * ace high is never held: no ace is left), the first jokers + 1
	 * of them, two at least (past the last position, as many more
	 * that stop the count there) */
	holes = (~occ & ((2u << hi) - 1u) & ~((2u << pc) - 1u)) |
	        (((4u << jokers) - 1u) << (hi + 1));
	gap[0] = __builtin_ctz(holes);
	holes &= holes - 1u;
	gap[1] = __builtin_ctz(holes);
	for (i = 2; i <= jokers; i++) {
		holes &= holes - 1u;
		gap[i] = __builtin_ctz(holes);
	}
	for (b = 0; b <= jokers && b <= pc; b++) {
		int a = pc - b, last = pc, j = b;
		emax = gap[jokers - b] - 1;
		if (emax > hi)
			emax = hi;
		if (emax > a + KL_RANKS - 1)
			emax = a + KL_RANKS - 1;
		used = own;
		for (e = pc + 1; e <= emax; e++) {
			if (at[e] != 0) {
				used |= at[e];
				last = e;
			} else {
				j++;
			}
			if (e >= a + 2)
				up_window(w, few, half, a, e - a + 1, used, j,
				          entry + last, &kept);
		}
		/* the card and the jokers below it, none above */
		if (b >= 2)
			up_window(w, few, half, a, b + 1, own, b, entry + pc,
			          &kept);
	}
}

/* kl_mopen_int.h: runs_few of a lazy hand, of one of solo melds
 * (MO_FILL), of one joker at most. */
void
mo_runs_lazy(mo_walk *w)
{
	runs_few(w, MO_FEW_LAZY);
}

void
mo_runs_solo(mo_walk *w)
{
	runs_few(w, MO_FEW_SOLO);
}

void
mo_runs_few_all(mo_walk *w)
{
	runs_few(w, MO_FEW_ALL);
}
