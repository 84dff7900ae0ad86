/*
 * bench_knock.c - throughput and worst case of the Knock Rummy referee
 * (kl_knock_judge: every hand counted by the solver, the knocker's
 * discard inside the optimisation, the winner and the transfers).
 *
 * Deals of 2 to 5 players are made from a fixed seed (the knocker shows
 * one card more half the time), so two runs judge the same deals; then
 * one clock reading around a loop over all deals gives a rate, the
 * fastest of PASSES such loops the rate shown (a loop slowed by another
 * program on the machine says nothing of the code), and every deal timed
 * on its own (the fastest of 3 readings each, in turns) gives the
 * slowest.  A checksum over the results keeps the work.
 *
 * Then the same for hands of gin (the knocker's 10 or 11 cards and the
 * defender's 10; layoffs and the knocker's best showing included).
 *
 * Output, one line per player count and one for gin:
 *
 *     knock-<n>p <rate> deals/s (counts only <rate>) slowest <t> us
 *
 * (the rate with every arrangement, as klopf check prints it, and with
 * the counts, winner and transfers alone)
 *
 * Options: --quick (10x fewer deals), --seed N.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kl_card.h"
#include "kl_gin.h"
#include "kl_knock.h"

/* Loops over all deals for each rate; the fastest is shown. */
#define PASSES 3

static uint64_t rng;

static unsigned
next(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned)(rng >> 11);
}

static double
now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

typedef struct deal {
	int n;
	kl_cardlist hands[KL_KNOCK_PLAYERS_MAX];
} deal;

static void
make(deal *d, int n, const kl_knock_rules *r)
{
	kl_card pack[KL_NATURALS];
	int i, k, next_card = 0, size = kl_knock_hand_size(r, n);

	for (i = 0; i < KL_NATURALS; i++)
		pack[i] = (kl_card)i;
	for (i = KL_NATURALS - 1; i > 0; i--) {
		int j = (int)(next() % (unsigned)(i + 1));
		kl_card t = pack[i];
		pack[i] = pack[j];
		pack[j] = t;
	}
	d->n = n;
	for (i = 0; i < n; i++) {
		int take = size + (i == 0 && (next() & 1));
		memset(&d->hands[i], 0, sizeof(d->hands[i]));
		d->hands[i].ngroups = 1;
		for (k = 0; k < take; k++)
			d->hands[i].cards[d->hands[i].n++] = pack[next_card++];
	}
}

/* A gin deal rich in knocks and layoffs: the knocker holds a run of four
 * and a set of three, the defender the cards at both ends of the run and
 * the set's fourth card. */
static void
make_dense_gin(deal *d)
{
	kl_card pack[KL_NATURALS], want[10];
	int i, j, nw = 0, place = 0, next_card = 0;
	int s = (int)(next() % 4), r = 1 + (int)(next() % 8);
	int q = (int)(next() % 13), nk = 10 + (int)(next() & 1);

	for (i = 0; i < KL_NATURALS; i++)
		pack[i] = (kl_card)i;
	for (i = KL_NATURALS - 1; i > 0; i--) {
		j = (int)(next() % (unsigned)(i + 1));
		kl_card t = pack[i];
		pack[i] = pack[j];
		pack[j] = t;
	}
	for (i = 0; i < 4; i++)
		want[nw++] = kl_card_make(s, r + i);
	for (i = 0; i < 3; i++)
		want[nw++] = kl_card_make((s + 1 + i) % 4, q);
	for (i = 0; i < nw; i++, place++)
		for (j = place; j < KL_NATURALS; j++)
			if (pack[j] == want[i]) {
				kl_card t = pack[place];
				pack[place] = pack[j];
				pack[j] = t;
				break;
			}
	/* the defender's: both ends of the run and the set's fourth */
	want[0] = kl_card_make(s, r - 1);
	want[1] = kl_card_make(s, r + 4 < 13 ? r + 4 : r - 1);
	want[2] = kl_card_make(s, q);
	for (i = 0; i < 3; i++)
		for (j = nk + i; j < KL_NATURALS; j++)
			if (pack[j] == want[i]) {
				kl_card t = pack[nk + i];
				pack[nk + i] = pack[j];
				pack[j] = t;
				break;
			}
	d->n = 2;
	memset(&d->hands, 0, sizeof(d->hands));
	d->hands[0].ngroups = d->hands[1].ngroups = 1;
	for (i = 0; i < nk; i++)
		d->hands[0].cards[d->hands[0].n++] = pack[next_card++];
	for (i = 0; i < 10; i++)
		d->hands[1].cards[d->hands[1].n++] = pack[next_card++];
}

int
main(int argc, char **argv)
{
	kl_knock_rules r;
	long ndeals = 200000;
	unsigned long sum = 0;
	int n, i, a, pass;

	rng = UINT64_C(0x6b6e6f636b);
	for (a = 1; a < argc; a++) {
		if (!strcmp(argv[a], "--quick"))
			ndeals /= 10;
		else if (!strcmp(argv[a], "--seed") && a + 1 < argc)
			rng = strtoull(argv[++a], NULL, 0) | 1;
		else {
			fprintf(stderr, "usage: bench_knock [--quick] "
			        "[--seed N]\n");
			return 2;
		}
	}
	kl_knock_rules_default(&r);
	printf("# case rate slowest (%ld deals each)\n", ndeals);
	for (n = KL_KNOCK_PLAYERS_MIN; n <= KL_KNOCK_PLAYERS_MAX; n++) {
		deal *d = malloc(sizeof(*d) * (size_t)ndeals);
		double t0, rate, counts, slow = 0;
		kl_knock_result res;
		kl_error err;
		long k;

		if (d == NULL)
			return 1;
		for (k = 0; k < ndeals; k++)
			make(&d[k], n, &r);
		for (k = 0; k < 20000 && k < ndeals; k++)
			kl_knock_judge(&r, d[k].hands, n, &res, &err);
		rate = counts = 0;
		for (pass = 0; pass < PASSES; pass++) {
			t0 = now();
			for (k = 0; k < ndeals; k++) {
				kl_knock_judge(&r, d[k].hands, n, &res, &err);
				sum += (unsigned long)res.received * 31u +
				       (unsigned long)res.winner;
			}
			t0 = (double)ndeals / (now() - t0);
			rate = t0 > rate ? t0 : rate;
		}
		for (pass = 0; pass < PASSES; pass++) {
			t0 = now();
			for (k = 0; k < ndeals; k++) {
				kl_knock_judge_counts(&r, d[k].hands, n, &res,
				                      &err);
				sum += (unsigned long)res.received;
			}
			t0 = (double)ndeals / (now() - t0);
			counts = t0 > counts ? t0 : counts;
		}
		for (k = 0; k < ndeals; k++) {
			double best = 1e9;
			for (i = 0; i < 3; i++) {
				/* another deal between readings of this one */
				long o = (k + 1 + i * 7919) % ndeals;
				double t;
				kl_knock_judge(&r, d[o].hands, n, &res, &err);
				t = now();
				kl_knock_judge(&r, d[k].hands, n, &res, &err);
				t = now() - t;
				if (t < best)
					best = t;
			}
			if (best > slow)
				slow = best;
		}
		printf("knock-%dp %.0f deals/s (counts only %.0f) slowest %.1f "
		       "us\n", n, rate, counts, slow * 1e6);
		free(d);
	}
	/* gin: the knocker's 10 or 11 cards and the defender's 10, the
	 * layoffs and the knocker's best showing included; random deals,
	 * then deals rich in knocks and layoffs */
	for (a = 0; a < 2; a++) {
		kl_gin_rules g;
		deal *d = malloc(sizeof(*d) * (size_t)ndeals);
		double t0, rate, slow = 0;
		kl_gin_result res;
		kl_error err;
		long k;

		if (d == NULL)
			return 1;
		kl_gin_rules_default(&g, KL_GIN_MODERN);
		for (k = 0; k < ndeals; k++) {
			kl_knock_rules two;
			kl_knock_rules_default(&two);
			if (a == 0)
				make(&d[k], 2, &two);
			else
				make_dense_gin(&d[k]);
		}
		rate = 0;
		for (pass = 0; pass < PASSES; pass++) {
			t0 = now();
			for (k = 0; k < ndeals; k++) {
				kl_gin_judge(&g, &d[k].hands[0], &d[k].hands[1],
				             &res, &err);
				sum += (unsigned long)res.points * 7u +
				       (unsigned long)res.verdict;
			}
			t0 = (double)ndeals / (now() - t0);
			rate = t0 > rate ? t0 : rate;
		}
		for (k = 0; k < ndeals; k++) {
			double best = 1e9;
			for (i = 0; i < 3; i++) {
				long o = (k + 1 + i * 7919) % ndeals;
				double t;
				kl_gin_judge(&g, &d[o].hands[0], &d[o].hands[1],
				             &res, &err);
				t = now();
				kl_gin_judge(&g, &d[k].hands[0], &d[k].hands[1],
				             &res, &err);
				t = now() - t;
				if (t < best)
					best = t;
			}
			if (best > slow)
				slow = best;
		}
		printf("gin-%s %.0f deals/s slowest %.1f us\n",
		       a == 0 ? "random" : "layoffs", rate, slow * 1e6);
		free(d);
	}
	printf("# checksum %lu\n", sum);
	return 0;
}
