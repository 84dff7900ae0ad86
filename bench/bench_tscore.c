/*
 * bench_tscore.c - the standings of a tournament (kl_tscore): every game
 * scored and added to its players' lines, the place points of every
 * series under by-place scoring, the players ranked and the team table
 * summed and ranked, all from nothing each time.
 *
 * A tournament of PLAYERS players (teams of four, a few without a team)
 * plays series at tables of four, each table GAMES_PER games a series,
 * until it has played GAMES games; seats, winners, going out at once and
 * minus points are drawn from a fixed seed, so two runs time the same
 * tournament.  The standings are made ROUNDS times in a loop under one
 * clock reading; the fastest of PASSES loops is shown (a loop slowed by
 * another program on the machine says nothing of the code).  A checksum
 * over the results keeps the work.
 *
 * Output, one line per way of scoring and size:
 *
 *     tscore <mode> <players>p <games>g <t> ms a standings [checksum]
 *
 * (the budget: 50 ms for 200 players and 2,000 games)
 *
 * Options: --players N, --games N (defaults 200 and 2000), --seed N.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kl_tscore.h"

#define PASSES 5
#define ROUNDS 20
#define GAMES_PER 20

static uint64_t rng = 0x2545f4914f6cdd1dULL;

static unsigned
next(unsigned n)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned)((rng >> 11) % n);
}

static double
now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* A game as the bench keeps it: its sitting (series and table), the
 * players in its seats and the game. */
typedef struct bgame {
	int sitting;
	int player[4];
	kl_tscore_game g;
} bgame;

typedef struct tourney {
	int nplayers, ngames, nsittings;
	int *team;
	bgame *games;
	kl_tscore_line *lines, *teams;
} tourney;

/* Draw a tournament of np players and ng games: each series shuffles
 * the players onto tables of four (the last table smaller when np is no
 * multiple of four), and every table plays GAMES_PER games, the dealer
 * sitting out at a table of four. */
static int
make(tourney *t, int np, int ng)
{
	int *perm = malloc(sizeof(*perm) * (size_t)np), i, n = 0;

	t->nplayers = np;
	t->ngames = ng;
	t->nsittings = 0;
	t->team = malloc(sizeof(*t->team) * (size_t)np);
	t->games = malloc(sizeof(*t->games) * (size_t)ng);
	t->lines = malloc(sizeof(*t->lines) * (size_t)np);
	t->teams = malloc(sizeof(*t->teams) * (size_t)np);
	if (perm == NULL || t->team == NULL || t->games == NULL ||
	    t->lines == NULL || t->teams == NULL) {
		free(perm);
		return -1;
	}
	for (i = 0; i < np; i++) {
		t->team[i] = next(10) == 0 ? -1 : i / 4;
		perm[i] = i;
	}
	while (n < ng) {
		int at;
		for (i = np - 1; i > 0; i--) {
			int j = (int)next((unsigned)i + 1), x = perm[i];
			perm[i] = perm[j];
			perm[j] = x;
		}
		for (at = 0; at < np && n < ng; at += 4) {
			int size = np - at < 4 ? np - at : 4, k, s;
			for (k = 0; k < GAMES_PER && n < ng; k++) {
				bgame *b = &t->games[n++];
				kl_tscore_game *g = &b->g;
				int w;
				memset(b, 0, sizeof(*b));
				b->sitting = t->nsittings;
				g->nseats = size;
				for (s = 0; s < size; s++) {
					b->player[s] = perm[at + s];
					g->in_play[s] = !(size == 4 && s == k % 4);
				}
				do
					w = (int)next((unsigned)size);
				while (!g->in_play[w]);
				g->winner = next(30) == 0 ? -1 : w;
				g->at_once = next(12) == 0;
				for (s = 0; s < size; s++)
					g->minus[s] = s == g->winner ? 0 :
					              (int)next(next(3) ? 30 : 120);
			}
			t->nsittings++;
		}
	}
	free(perm);
	return 0;
}

/* The whole standings from nothing; returns a checksum of them. */
static long
standings(const tourney *t, const kl_tscore_rules *r)
{
	kl_tscore_line *seat[KL_TSCORE_SEATS];
	long total[KL_TSCORE_SEATS], sum = 0;
	int i, s, nt;

	for (i = 0; i < t->nplayers; i++) {
		memset(&t->lines[i], 0, sizeof(t->lines[i]));
		t->lines[i].player = i;
		t->lines[i].team = t->team[i];
	}
	for (i = 0; i < t->ngames; i++) {
		const bgame *b = &t->games[i];
		if (i == 0 || b->sitting != t->games[i - 1].sitting)
			memset(total, 0, sizeof(total));
		for (s = 0; s < b->g.nseats; s++) {
			seat[s] = &t->lines[b->player[s]];
			if (b->g.in_play[s])
				total[s] += b->g.minus[s];
		}
		kl_tscore_add_game(r, &b->g, seat);
		if (i + 1 == t->ngames || t->games[i + 1].sitting != b->sitting)
			kl_tscore_add_series(r, b->g.nseats, total, seat);
	}
	kl_tscore_rank(t->lines, t->nplayers);
	nt = kl_tscore_teams(t->lines, t->nplayers, t->teams, t->nplayers);
	for (i = 0; i < t->nplayers; i++)
		sum += t->lines[i].points * (i + 1) + t->lines[i].rank;
	for (i = 0; i < nt; i++)
		sum += t->teams[i].points * (i + 1) + t->teams[i].rank;
	return sum;
}

static void
run(const tourney *t, int by_place)
{
	kl_tscore_rules r;
	double best = 1e30;
	long check = 0;
	int pass, k;

	kl_tscore_rules_default(&r);
	r.by_place = by_place;
	for (pass = 0; pass < PASSES; pass++) {
		double t0 = now(), dt;
		for (k = 0; k < ROUNDS; k++)
			check += standings(t, &r);
		dt = (now() - t0) / ROUNDS;
		if (dt < best)
			best = dt;
	}
	printf("tscore %s %dp %dg %.3f ms a standings"
	       " [checksum %ld]\n", by_place ? "by-place" : "per-game",
	       t->nplayers, t->ngames, best * 1e3, check);
}

int
main(int argc, char **argv)
{
	tourney t;
	int np = 200, ng = 2000, i;

	for (i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--players") && i + 1 < argc)
			np = atoi(argv[++i]);
		else if (!strcmp(argv[i], "--games") && i + 1 < argc)
			ng = atoi(argv[++i]);
		else if (!strcmp(argv[i], "--seed") && i + 1 < argc)
			rng = strtoull(argv[++i], NULL, 0) | 1;
		else {
			fprintf(stderr, "usage: bench_tscore [--players N] "
			        "[--games N] [--seed N]\n");
			return 2;
		}
	}
	if (np < 2 || ng < 1) {
		fprintf(stderr, "bench_tscore: at least 2 players and 1 "
		        "game\n");
		return 2;
	}
	if (make(&t, np, ng) != 0) {
		fprintf(stderr, "bench_tscore: out of memory\n");
		return 1;
	}
	run(&t, 0);
	run(&t, 1);
	free(t.team);
	free(t.games);
	free(t.lines);
	free(t.teams);
	return 0;
}
