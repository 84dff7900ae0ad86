/* kl_tdraw.c - the table sizes, the draw by lot and its improvement. */
#include "kl_tdraw.h"

#include <stdlib.h>
#include <string.h>

#include "kl_tdraw_int.h"

/* Rounds of shaking after the first descent of a draw by lot. */
#define SHAKE_ROUNDS 100

/* ---- the generator: xoshiro256** seeded by splitmix64 ---- */

typedef struct rng {
	uint64_t s[4];
} rng;

/* The next output of splitmix64 on state *x (advanced). */
static uint64_t
splitmix64(uint64_t *x)
{
	uint64_t z = (*x += UINT64_C(0x9e3779b97f4a7c15));

	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

static uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

/* The generator's state: four outputs of splitmix64 started at seed
 * (never all zero, as splitmix64 is a bijection of its counter). */
static void
rng_seed(rng *r, uint64_t seed)
{
	int i;

	for (i = 0; i < 4; i++)
		r->s[i] = splitmix64(&seed);
}

static uint64_t
rng_next(rng *r)
{
	uint64_t *s = r->s;
	uint64_t out = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return out;
}

/* A number in 0..bound-1 (bound >= 1), every one equally likely: outputs
 * below 2^64 mod bound are drawn again, so the rest divide evenly. */
static int
rng_below(rng *r, int bound)
{
	uint64_t b = (uint64_t)bound, floor = (0 - b) % b, x;

	do
		x = rng_next(r);
	while (x < floor);
	return (int)(x % b);
}

uint64_t
kl_tdraw_seed(const char *text)
{
	uint64_t h = UINT64_C(0xcbf29ce484222325);
	const unsigned char *p = (const unsigned char *)(text ? text : "");

	for (; *p != '\0'; p++) {
		h ^= *p;
		h *= UINT64_C(0x100000001b3);
	}
	h = (h ^ (h >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	h = (h ^ (h >> 27)) * UINT64_C(0x94d049bb133111eb);
	return h ^ (h >> 31);
}

/* ---- the sizes ---- */

int
kl_tdraw_sizes(int n, int size, int min_size, int *sizes, int max,
               kl_error *err)
{
	int full, rest = 0, k = 0, i;

	if (size == 0)
		size = 4;
	if (min_size == 0)
		min_size = 3;
	if (size < 2 || size > 6) {
		kl_error_set(err, KL_EINPUT, "a table seats 2 to 6 players, not %d",
		             size);
		return -1;
	}
	if (min_size < 2 || min_size > size) {
		kl_error_set(err, KL_EINPUT,
		             "the smallest table seats 2 to %d players, not %d",
		             size, min_size);
		return -1;
	}
	if (n < 1 || n > KL_TDRAW_MAX) {
		kl_error_set(err, KL_EINPUT, "a draw seats 1 to %d players, not %d",
		             KL_TDRAW_MAX, n);
		return -1;
	}
	/* the most full tables whose remainder splits into the fewest
	 * smaller tables of min_size to size - 1 */
	for (full = n / size; full >= 0; full--) {
		rest = n - full * size;
		k = (rest + size - 2) / (size - 1);
		if (k * min_size <= rest)
			break;
	}
	if (full < 0) {
		kl_error_set(err, KL_EINPUT, kl_error_plural(
		    "%d player cannot be seated at tables of at most %d and at "
		    "least %d players",
		    "%d players cannot be seated at tables of at most %d and at "
		    "least %d players", (unsigned long)n), n, size, min_size);
		return -1;
	}
	if (full + k > max || sizes == NULL) {
		kl_error_set(err, KL_EINPUT,
		             "%d tables are needed, but there is room for only %d",
		             full + k, sizes == NULL ? 0 : max);
		return -1;
	}
	for (i = 0; i < full; i++)
		sizes[i] = size;
	/* the smaller tables as even as they can be, larger first */
	for (i = 0; i < k; i++)
		sizes[full + i] = rest / k + (i < rest % k);
	return full + k;
}

/* ---- the draw by lot ---- */

/* The working state of a draw by lot: the seats (players by position),
 * the table of each position and the first position of each table. */
typedef struct lot {
	int n, ntables;
	const unsigned short *met;
	int *seat;
	const int *sizes;
	int *tab;      /* n: the table of each position */
	int *start;    /* ntables + 1: the first position of each table */
	int *best;     /* n: the best seats found while shaking */
	int *hot;      /* n: positions of players who meet again */
	int64_t *own;  /* n: the cost of each position with its table */
	int64_t *with; /* ntables: one player's cost with each table */
} lot;

/* The cost of the player p with the players of table t, leaving out the
 * position skip. */
static int64_t
cost_at(const lot *l, int p, int t, int skip)
{
	int64_t c = 0;
	int k;

	for (k = l->start[t]; k < l->start[t + 1]; k++)
		if (k != skip)
			c += kl_tdraw_pair(l->met, l->n, p, l->seat[k]);
	return c;
}

/* own[] of the positions of table t, from the seats. */
static void
own_of_table(lot *l, int t)
{
	int k;

	for (k = l->start[t]; k < l->start[t + 1]; k++)
		l->own[k] = cost_at(l, l->seat[k], t, k);
}

/* The cost of the whole draw. */
static int64_t
lot_cost(const lot *l)
{
	int64_t c = 0;
	int i;

	for (i = 0; i < l->n; i++)
		c += l->own[i];
	return c / 2;
}

static void
swap_seats(lot *l, int i, int j)
{
	int x = l->seat[i];

	l->seat[i] = l->seat[j];
	l->seat[j] = x;
	own_of_table(l, l->tab[i]);
	own_of_table(l, l->tab[j]);
}

/*
 * The exchange of the player at position i with a player of another
 * table that lowers the cost most (the first such in position order):
 * its position, or -1 when none lowers it.  What the player a at i would
 * cost at each table is summed once; exchanging with c at j changes the
 * cost by what a costs at j's table without c, plus what c costs at i's
 * table without a, less what both cost now.
 */
static int
best_swap(lot *l, int i)
{
	int a = l->seat[i], t = l->tab[i], j, bj = -1;
	int64_t best = 0, d;

	memset(l->with, 0, sizeof(*l->with) * (size_t)l->ntables);
	for (j = 0; j < l->n; j++)
		l->with[l->tab[j]] += kl_tdraw_pair(l->met, l->n, a, l->seat[j]);
	for (j = 0; j < l->n; j++) {
		if (l->tab[j] == t)
			continue;
		d = l->with[l->tab[j]] -
		    kl_tdraw_pair(l->met, l->n, a, l->seat[j]) - l->own[i] -
		    l->own[j];
		/* what c would cost at t is at least 0 */
		if (d >= best)
			continue;
		d += cost_at(l, l->seat[j], t, i);
		if (d < best) {
			best = d;
			bj = j;
		}
	}
	return bj;
}

/*
 * Descent: for each player who meets someone again, the exchange that
 * lowers the cost most (best_swap), until a whole pass finds none.  An
 * exchange of two players who meet nobody again cannot lower the cost,
 * so at the end no exchange does.
 */
static void
descend(lot *l)
{
	int improved, i, j;

	do {
		improved = 0;
		for (i = 0; i < l->n; i++) {
			if (l->own[i] == 0)
				continue;
			j = best_swap(l, i);
			if (j >= 0) {
				swap_seats(l, i, j);
				improved = 1;
			}
		}
	} while (improved);
}

/* Seats from saved ones (own[] follows). */
static void
restore(lot *l, const int *from)
{
	int t;

	memcpy(l->seat, from, sizeof(*l->seat) * (size_t)l->n);
	for (t = 0; t < l->ntables; t++)
		own_of_table(l, t);
}

/*
 * The improvement of a draw by lot above KL_TDRAW_EXACT players: descent,
 * then SHAKE_ROUNDS rounds that start from the best draw so far, exchange
 * two to four players who meet again with players of other tables drawn
 * by r, and descend again; a draw at least as good becomes the best.  Ends
 * early at cost 0.
 */
static void
improve_lot(lot *l, rng *r)
{
	int64_t best, c;
	int round, k, nhot, i, j, t;

	for (t = 0; t < l->ntables; t++)
		own_of_table(l, t);
	descend(l);
	best = lot_cost(l);
	memcpy(l->best, l->seat, sizeof(*l->seat) * (size_t)l->n);
	for (round = 0; round < SHAKE_ROUNDS && best > 0; round++) {
		for (k = 0; k < 2 + round % 3; k++) {
			nhot = 0;
			for (i = 0; i < l->n; i++)
				if (l->own[i] > 0)
					l->hot[nhot++] = i;
			if (nhot == 0)
				break;
			i = l->hot[rng_below(r, nhot)];
			t = l->tab[i];
			j = rng_below(r, l->n - l->sizes[t]);
			if (j >= l->start[t])
				j += l->sizes[t];
			swap_seats(l, i, j);
		}
		descend(l);
		c = lot_cost(l);
		if (c <= best) {
			best = c;
			memcpy(l->best, l->seat, sizeof(*l->seat) * (size_t)l->n);
		} else {
			restore(l, l->best);
		}
	}
	memcpy(l->seat, l->best, sizeof(*l->seat) * (size_t)l->n);
}

/* The exhaustive search of exact_lot: the players of order[k..] placed,
 * cnt[t] seated at table t so far, at[] the tables of order[0..k-1]. */
typedef struct exact {
	const lot *l;
	const int *order;
	int cnt[KL_TDRAW_EXACT];
	int at[KL_TDRAW_EXACT], best_at[KL_TDRAW_EXACT];
	int64_t best;
} exact;

static void
exact_walk(exact *e, int k, int64_t cost)
{
	const lot *l = e->l;
	int t, q, p;
	int64_t add;

	if (cost >= e->best)
		return;
	if (k == l->n) {
		e->best = cost;
		memcpy(e->best_at, e->at, sizeof(e->at));
		return;
	}
	p = e->order[k];
	for (t = 0; t < l->ntables; t++) {
		if (e->cnt[t] == l->sizes[t])
			continue;
		/* empty tables of one size are alike: only the first */
		if (e->cnt[t] == 0 && t > 0 && e->cnt[t - 1] == 0 &&
		    l->sizes[t - 1] == l->sizes[t])
			continue;
		add = 0;
		for (q = 0; q < k; q++)
			if (e->at[q] == t)
				add += kl_tdraw_pair(l->met, l->n, p, e->order[q]);
		e->at[k] = t;
		e->cnt[t]++;
		exact_walk(e, k + 1, cost + add);
		e->cnt[t]--;
	}
}

/*
 * The exact minimum for up to KL_TDRAW_EXACT players: every partition of
 * the shuffled players into the tables, walked player by player in the
 * shuffle's order (a table tried first is an earlier one), cut where the
 * cost reaches the best so far; the first best partition is kept and its
 * tables are seated in the shuffle's order.
 */
static void
exact_lot(lot *l)
{
	exact e;
	int order[KL_TDRAW_EXACT];
	int t, k, pos = 0;

	memcpy(order, l->seat, sizeof(*order) * (size_t)l->n);
	memset(&e, 0, sizeof(e));
	e.l = l;
	e.order = order;
	e.best = INT64_MAX;
	exact_walk(&e, 0, 0);
	for (t = 0; t < l->ntables; t++)
		for (k = 0; k < l->n; k++)
			if (e.best_at[k] == t)
				l->seat[pos++] = order[k];
}

/* The shuffle of the players 0..n-1 into seat (Fisher-Yates, from the
 * last position down), improved with avoid.  Returns 0 or -1 (memory). */
static int
draw_lot(const kl_tdraw_in *in, int *seat, const int *sizes, int ntables)
{
	lot l;
	rng r;
	int *mem = NULL, i, j, t, x, rc = -1;
	int64_t *wide = NULL;

	rng_seed(&r, in->seed);
	for (i = 0; i < in->n; i++)
		seat[i] = i;
	for (i = in->n - 1; i > 0; i--) {
		j = rng_below(&r, i + 1);
		x = seat[i];
		seat[i] = seat[j];
		seat[j] = x;
	}
	if (!in->avoid || in->met == NULL || ntables < 2)
		return 0;
	mem = malloc(sizeof(*mem) * ((size_t)in->n * 3 + (size_t)ntables + 1));
	wide = malloc(sizeof(*wide) * ((size_t)in->n + (size_t)ntables));
	if (mem == NULL || wide == NULL)
		goto done;
	l.n = in->n;
	l.ntables = ntables;
	l.met = in->met;
	l.seat = seat;
	l.sizes = sizes;
	l.tab = mem;
	l.best = mem + in->n;
	l.hot = mem + 2 * in->n;
	l.start = mem + 3 * in->n;
	l.own = wide;
	l.with = wide + in->n;
	l.start[0] = 0;
	for (t = 0; t < ntables; t++) {
		l.start[t + 1] = l.start[t] + sizes[t];
		for (i = l.start[t]; i < l.start[t + 1]; i++)
			l.tab[i] = t;
	}
	if (in->n <= KL_TDRAW_EXACT)
		exact_lot(&l);
	else
		improve_lot(&l, &r);
	rc = 0;
done:
	free(wide);
	free(mem);
	return rc;
}

/* ---- the draw ---- */

int
kl_tdraw(const kl_tdraw_in *in, int *seat, int *sizes, kl_error *err)
{
	int ntables, i, min_size = in->min_size == 0 ? 3 : in->min_size;

	ntables = kl_tdraw_sizes(in->n, in->size, in->min_size, sizes,
	                         min_size >= 2 ? in->n / min_size + 1 : 0, err);
	if (ntables < 0)
		return -1;
	if (in->by_standings) {
		/* the standings name every player once */
		for (i = 0; i < in->n; i++)
			seat[i] = -1;
		for (i = 0; in->rank != NULL && i < in->n; i++) {
			if (in->rank[i] < 0 || in->rank[i] >= in->n ||
			    seat[in->rank[i]] >= 0)
				break;
			seat[in->rank[i]] = i;
		}
		if (in->rank == NULL || i < in->n) {
			kl_error_set(err, KL_EINPUT, "the standings do not name "
			             "every player exactly once");
			return -1;
		}
		if (in->avoid && in->met != NULL && ntables > 1) {
			if (kl_tdraw_band(in->n, in->rank, in->met, sizes,
			                  ntables, seat) < 0)
				goto nomem;
		} else {
			memcpy(seat, in->rank, sizeof(*seat) * (size_t)in->n);
		}
		return ntables;
	}
	if (draw_lot(in, seat, sizes, ntables) < 0)
		goto nomem;
	return ntables;
nomem:
	kl_error_set(err, KL_ENOMEM, "out of memory");
	return -1;
}

long
kl_tdraw_repeats(const kl_tdraw_in *in, const int *seat, const int *sizes,
                 int ntables)
{
	long sum = 0;
	int t, i, j, start = 0;

	if (in->met == NULL)
		return 0;
	for (t = 0; t < ntables; t++) {
		for (i = start; i < start + sizes[t]; i++)
			for (j = i + 1; j < start + sizes[t]; j++)
				sum += seat[i] < seat[j] ?
				    in->met[(long)seat[i] * in->n + seat[j]] :
				    in->met[(long)seat[j] * in->n + seat[i]];
		start += sizes[t];
	}
	return sum;
}
