/*
 * kl_tdraw_band.c - the draw by standings with avoid: the least cost over
 * every draw that keeps each player at his own table or a neighbouring
 * one, by dynamic programming table by table.
 *
 * Table t's own players are the block H_t of the standings (sizes[t]
 * places).  When tables 0..t-1 are seated, every player of H_0..H_{t-2}
 * is seated, and what is left to know is which players of H_{t-1} and
 * H_t are: a state of layer t is that pair of sets, X of H_{t-1} and Y of
 * H_t (a bit mask, X in the low sizes[t-1] bits).  As the tables hold
 * exactly the players of their blocks, |X| + |Y| = sizes[t-1].  Table t
 * then takes the rest of H_{t-1} (who can go no further), some players A
 * of H_t not yet seated and some B of H_{t+1}, sizes[t] in all; the
 * state of layer t + 1 is (Y + A, B).  The cost of a draw is the sum of
 * the costs of its tables (kl_tdraw_int.h), so the least cost of each
 * state, kept with the state it came from, gives the least draw from the
 * full state of layer ntables back.  Ties keep the first found in a
 * fixed order of the states and sets (states by increasing mask, A from
 * the most players of H_t down, B by size and mask), so the draw depends
 * on the input alone.  A state's moves cost O(1) each: the pairs within
 * A + B come from a table of every set of the table's candidates, and
 * what each candidate costs with the rest of H_{t-1} is summed over the
 * sets of H_t and of H_{t+1} once per state.
 *
 * States of layer t number C(sizes[t-1] + sizes[t], sizes[t]), 924 at
 * most (tables of 6); a layer's back links are kept in an array indexed
 * by the mask (2^12 at most).
 */
#include <stdlib.h>
#include <string.h>

#include "kl_bits.h"
#include "kl_tdraw_int.h"

#define UNREACHED 0xffffu
#define MASKS (1 << 12)

/* The masks of w bits (w <= 6) in increasing order, grouped by how many
 * bits they set: list[start[k] .. start[k + 1] - 1] set k. */
typedef struct by_count {
	int start[8];
	int list[64];
} by_count;

static void
by_count_make(by_count *b, int w)
{
	int k, m, pos = 0;

	for (k = 0; k <= w; k++) {
		b->start[k] = pos;
		for (m = 0; m < (1 << w); m++)
			if (kl_bits16((unsigned)m) == k)
				b->list[pos++] = m;
	}
	for (; k < 8; k++)
		b->start[k] = pos;
}

typedef struct band {
	int n, ntables;
	const int *rank;
	const unsigned short *met;
	const int *sizes;
	int off[KL_TDRAW_MAX + 2];   /* first place of each block */
} band;

/* The size of block t (0 outside the tables). */
static int
bsize(const band *b, int t)
{
	return t < 0 || t >= b->ntables ? 0 : b->sizes[t];
}

/* The cost of the players at places p and q at one table. */
static int64_t
pair_at(const band *b, int p, int q)
{
	return kl_tdraw_pair(b->met, b->n, b->rank[p], b->rank[q]);
}

/*
 * Table t being seated.  Its players come from three blocks, numbered
 * here one after the other: H_{t-1} (0..sp-1), H_t (sp..sp+st-1) and
 * H_{t+1} (the rest); pc holds the cost of every pair of them.  The
 * candidates besides the rest of H_{t-1} are the players of H_t (bits
 * 0..st-1 of a set) and of H_{t+1} (bits st and up); pairs[s] is the
 * cost of the pairs within the set s of them.
 */
typedef struct step {
	int t, sp, st, sn, w;
	int64_t pc[18][18];
	int64_t *pairs;      /* 2^w entries */
} step;

static void
step_make(const band *b, int t, int64_t *pairs, step *s)
{
	int i, j, low, mask, rest, all, place[18];

	s->t = t;
	s->sp = bsize(b, t - 1);
	s->st = b->sizes[t];
	s->sn = bsize(b, t + 1);
	s->w = s->st + s->sn;
	s->pairs = pairs;
	all = s->sp + s->w;
	for (i = 0; i < all; i++)
		place[i] = (t > 0 ? b->off[t - 1] : 0) + i;
	for (i = 0; i < all; i++) {
		s->pc[i][i] = 0;
		for (j = i + 1; j < all; j++)
			s->pc[i][j] = s->pc[j][i] = pair_at(b, place[i], place[j]);
	}
	/* each set from the set without its lowest member */
	pairs[0] = 0;
	for (mask = 1; mask < (1 << s->w); mask++) {
		for (low = 0; !(mask >> low & 1); low++)
			;
		rest = mask & (mask - 1);
		pairs[mask] = pairs[rest];
		for (j = low + 1; j < s->w; j++)
			if (rest >> j & 1)
				pairs[mask] += s->pc[s->sp + low][s->sp + j];
	}
}

/* sum[s] = the sum of v[i] over the bits i of s, for every s of w bits. */
static void
subset_sums(const int64_t *v, int w, int64_t *sum)
{
	int s, low;

	sum[0] = 0;
	for (s = 1; s < (1 << w); s++) {
		for (low = 0; !(s >> low & 1); low++)
			;
		sum[s] = sum[s & (s - 1)] + v[low];
	}
}

/*
 * The moves out of the state m of layer t (reached at cost c): table t
 * takes the rest F of H_{t-1}, a set A of H_t outside Y and a set B of
 * H_{t+1}; the state of layer t + 1 is (Y + A, B).  Lowers nxt and sets
 * the back link bk of every state it reaches more cheaply.
 */
static void
moves(const step *s, const by_count *next, int m, int64_t c,
      int64_t *nxt, unsigned short *bk)
{
	int x = m & ((1 << s->sp) - 1), y = m >> s->sp;
	int f[6], nf = 0, i, j, need, free, a;
	int64_t cross[12], sa[64], sb[64], base = c;

	for (i = 0; i < s->sp; i++)
		if (!(x >> i & 1)) {
			f[nf] = i;
			base += s->sp - i;
			for (j = 0; j < nf; j++)
				base += s->pc[f[j]][i];
			nf++;
		}
	/* what each candidate costs with F (and how far it moves), summed
	 * over every set of the candidates of H_t (sa) and of H_{t+1} (sb) */
	for (i = 0; i < s->w; i++) {
		cross[i] = i < s->st ? 0 : i - s->st + 1;
		for (j = 0; j < nf; j++)
			cross[i] += s->pc[f[j]][s->sp + i];
	}
	subset_sums(cross, s->st, sa);
	subset_sums(cross + s->st, s->sn, sb);
	need = s->st - nf;
	free = ~y & ((1 << s->st) - 1);
	/* every A within free, from free down to the empty set */
	for (a = free;; a = (a - 1) & free) {
		int na = kl_bits16((unsigned)a), k;

		for (k = na <= need ? next->start[need - na] : 0;
		     na <= need && k < next->start[need - na + 1]; k++) {
			int bb = next->list[k], m2 = (y | a) | bb << s->st;
			int64_t cost = base + s->pairs[a | bb << s->st] + sa[a] +
			               sb[bb];

			if (cost < nxt[m2]) {
				nxt[m2] = cost;
				bk[m2] = (unsigned short)m;
			}
		}
		if (a == 0)
			break;
	}
}

/*
 * The players of table t given the state (x, y) of layer t before it and
 * (x2, y2) of layer t + 1 after it: the rest of H_{t-1}, the players of
 * H_t that x2 adds to y, and y2 of H_{t+1}.  Writes their places in the
 * standings into place (best first) and returns how many.
 */
static int
members(const band *b, int t, int x, int y, int x2, int y2, int *place)
{
	int k = 0, i;

	for (i = 0; i < bsize(b, t - 1); i++)
		if (!(x >> i & 1))
			place[k++] = b->off[t - 1] + i;
	for (i = 0; i < bsize(b, t); i++)
		if ((x2 & ~y) >> i & 1)
			place[k++] = b->off[t] + i;
	for (i = 0; i < bsize(b, t + 1); i++)
		if (y2 >> i & 1)
			place[k++] = b->off[t + 1] + i;
	return k;
}

int
kl_tdraw_band(int n, const int *rank, const unsigned short *met,
              const int *sizes, int ntables, int *seat)
{
	band b;
	by_count next;
	step s;
	size_t total = 0, *lay = NULL;
	unsigned short *back = NULL;
	int64_t *cost = NULL, *cur, *nxt;
	int t, m, rc = -1, place[12];

	b.n = n;
	b.ntables = ntables;
	b.rank = rank;
	b.met = met;
	b.sizes = sizes;
	b.off[0] = 0;
	for (t = 0; t < ntables; t++)
		b.off[t + 1] = b.off[t] + sizes[t];
	/* lay[t]: where the back links of layer t start (layers 1..ntables) */
	lay = malloc(sizeof(*lay) * ((size_t)ntables + 2));
	cost = malloc(sizeof(*cost) * 3 * MASKS);
	if (lay == NULL || cost == NULL)
		goto done;
	for (t = 1; t <= ntables; t++) {
		lay[t] = total;
		total += (size_t)1 << (bsize(&b, t - 1) + bsize(&b, t));
	}
	back = malloc(sizeof(*back) * total);
	if (back == NULL)
		goto done;
	memset(back, 0xff, sizeof(*back) * total);
	cur = cost;
	nxt = cost + MASKS;
	/* layer 0: nothing seated */
	cur[0] = 0;
	for (t = 0; t < ntables; t++) {
		int width;

		step_make(&b, t, cost + 2 * MASKS, &s);
		by_count_make(&next, s.sn);
		width = s.sp + s.st;
		for (m = 0; m < (1 << s.w); m++)
			nxt[m] = INT64_MAX;
		for (m = 0; m < (1 << width); m++) {
			if (kl_bits16((unsigned)m) != s.sp)
				continue;
			if (t > 0 && back[lay[t] + m] == UNREACHED)
				continue;
			moves(&s, &next, m, cur[m], nxt, back + lay[t + 1]);
		}
		cur = nxt;
		nxt = cur == cost ? cost + MASKS : cost;
	}
	/* back from the full state of the last layer */
	m = (1 << sizes[ntables - 1]) - 1;
	for (t = ntables - 1; t >= 0; t--) {
		int sp = bsize(&b, t - 1), st = sizes[t];
		int prev = back[lay[t + 1] + m];
		int k = members(&b, t, prev & ((1 << sp) - 1), prev >> sp,
		                m & ((1 << st) - 1), m >> st, place);
		int i, j, v;

		/* best first: the places in increasing order */
		for (i = 1; i < k; i++) {
			v = place[i];
			for (j = i; j > 0 && place[j - 1] > v; j--)
				place[j] = place[j - 1];
			place[j] = v;
		}
		for (i = 0; i < k; i++)
			seat[b.off[t] + i] = rank[place[i]];
		m = prev;
	}
	rc = 0;
done:
	free(back);
	free(cost);
	free(lay);
	return rc;
}
