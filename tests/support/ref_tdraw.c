/* ref_tdraw.c - the slow reference of the table draw (ref_tdraw.h). */
#include "ref_tdraw.h"

#include <string.h>

#define REF_MAX 14

int
ref_tdraw_cmp(const ref_tdraw_cost *a, const ref_tdraw_cost *b)
{
	if (a->pairs != b->pairs)
		return a->pairs < b->pairs ? -1 : 1;
	if (a->met != b->met)
		return a->met < b->met ? -1 : 1;
	if (a->moved != b->moved)
		return a->moved < b->moved ? -1 : 1;
	return 0;
}

/* ---- the sizes ---- */

typedef struct sizes_walk {
	int size, min_size;
	int cur[1024], best[1024];
	int ncur, nbest;
} sizes_walk;

/* The key of a list: [0] tables of size (more is better), [1] tables
 * (fewer), [2] the smallest (larger), [3] the largest below size
 * (smaller). */
static void
sizes_key(const sizes_walk *w, const int *l, int k, int key[4])
{
	int i;

	key[0] = 0;
	key[1] = k;
	key[2] = l[k - 1];
	key[3] = 0;
	for (i = 0; i < k; i++) {
		if (l[i] == w->size)
			key[0]++;
		else if (l[i] > key[3])
			key[3] = l[i];
	}
}

static int
sizes_better(const sizes_walk *w)
{
	int a[4], b[4];

	if (w->nbest == 0)
		return 1;
	sizes_key(w, w->cur, w->ncur, a);
	sizes_key(w, w->best, w->nbest, b);
	if (a[0] != b[0])
		return a[0] > b[0];
	if (a[1] != b[1])
		return a[1] < b[1];
	if (a[2] != b[2])
		return a[2] > b[2];
	return a[3] < b[3];
}

/* Every non-increasing list of parts at most top summing to left. */
static void
sizes_gen(sizes_walk *w, int left, int top)
{
	int p;

	if (left == 0) {
		if (sizes_better(w)) {
			memcpy(w->best, w->cur, sizeof(int) * (size_t)w->ncur);
			w->nbest = w->ncur;
		}
		return;
	}
	for (p = top < left ? top : left; p >= w->min_size; p--) {
		w->cur[w->ncur++] = p;
		sizes_gen(w, left - p, p);
		w->ncur--;
	}
}

int
ref_tdraw_sizes(int n, int size, int min_size, int *sizes)
{
	static sizes_walk w;

	if (n < 1 || n > 1000)
		return -1;
	w.size = size;
	w.min_size = min_size;
	w.ncur = 0;
	w.nbest = 0;
	sizes_gen(&w, n, size);
	if (w.nbest == 0)
		return -1;
	memcpy(sizes, w.best, sizeof(int) * (size_t)w.nbest);
	return w.nbest;
}

/* ---- the cost of a draw ---- */

ref_tdraw_cost
ref_tdraw_cost_of(int n, const int *seat, const int *sizes, int m,
                  const unsigned short *met, const int *place)
{
	ref_tdraw_cost c = { 0, 0, 0 };
	int t, i, j, at = 0;

	for (t = 0; t < m; t++) {
		for (i = at; i < at + sizes[t]; i++) {
			for (j = i + 1; j < at + sizes[t]; j++) {
				unsigned v = met[seat[i] * n + seat[j]];
				if (v > 0) {
					c.pairs++;
					c.met += v;
				}
			}
			if (place != NULL) {
				int p = place[seat[i]];
				if (p < at)
					c.moved += at - p;
				if (p >= at + sizes[t])
					c.moved += p - (at + sizes[t] - 1);
			}
		}
		at += sizes[t];
	}
	return c;
}

/* ---- every assignment ---- */

typedef struct assign {
	int n, m;
	const int *sizes;
	const unsigned short *met;
	const int *rank;         /* band: the players best first */
	int place[REF_MAX];      /* band: each player's place */
	int home[REF_MAX];       /* band: each place's own table */
	int members[REF_MAX][REF_MAX], cnt[REF_MAX];
	ref_tdraw_cost best;
	int found;
} assign;

static void
assign_leaf(assign *a)
{
	int seat[REF_MAX], t, k, pos = 0;
	ref_tdraw_cost c;

	for (t = 0; t < a->m; t++)
		for (k = 0; k < a->cnt[t]; k++)
			seat[pos++] = a->members[t][k];
	c = ref_tdraw_cost_of(a->n, seat, a->sizes, a->m, a->met,
	                      a->rank != NULL ? a->place : NULL);
	if (!a->found || ref_tdraw_cmp(&c, &a->best) < 0) {
		a->best = c;
		a->found = 1;
	}
}

/* Player i (band: the player at place i) to every table he may sit at. */
static void
assign_walk(assign *a, int i)
{
	int t, lo = 0, hi = a->m - 1, p;

	if (i == a->n) {
		assign_leaf(a);
		return;
	}
	p = i;
	if (a->rank != NULL) {
		p = a->rank[i];
		lo = a->home[i] - 1 < 0 ? 0 : a->home[i] - 1;
		hi = a->home[i] + 1 > a->m - 1 ? a->m - 1 : a->home[i] + 1;
	}
	for (t = lo; t <= hi; t++) {
		if (a->cnt[t] == a->sizes[t])
			continue;
		a->members[t][a->cnt[t]++] = p;
		assign_walk(a, i + 1);
		a->cnt[t]--;
	}
}

static ref_tdraw_cost
assign_best(int n, const int *rank, const int *sizes, int m,
            const unsigned short *met)
{
	static assign a;
	int t, k, at = 0;

	memset(&a, 0, sizeof(a));
	a.n = n;
	a.m = m;
	a.sizes = sizes;
	a.met = met;
	a.rank = rank;
	if (rank != NULL)
		for (t = 0; t < m; t++)
			for (k = 0; k < sizes[t]; k++, at++) {
				a.home[at] = t;
				a.place[rank[at]] = at;
			}
	assign_walk(&a, 0);
	return a.best;
}

ref_tdraw_cost
ref_tdraw_best_lot(int n, const int *sizes, int m, const unsigned short *met)
{
	return assign_best(n, NULL, sizes, m, met);
}

ref_tdraw_cost
ref_tdraw_best_band(int n, const int *rank, const int *sizes, int m,
                    const unsigned short *met)
{
	return assign_best(n, rank, sizes, m, met);
}
