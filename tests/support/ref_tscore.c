/* ref_tscore.c - the slow model of score points and standings
 * (ref_tscore.h). */
#include "ref_tscore.h"

#include <string.h>

#define REF_MAX 4096

void
ref_tscore_game_points(const kl_tscore_rules *r, const kl_tscore_game *g,
                       int *points)
{
	int s, k;

	for (s = 0; s < g->nseats; s++) {
		points[s] = 0;
		if (!g->in_play[s])
			continue;
		if (g->winner == s) {
			if (g->at_once)
				points[s] = r->at_once;
			else
				points[s] = r->win;
			continue;
		}
		/* a loser (or anybody in play when nobody won): the first
		 * tier that fits */
		for (k = 0; k < r->ntiers; k++) {
			if (g->minus[s] <= r->tier_max[k]) {
				points[s] = r->tier_points[k];
				break;
			}
		}
	}
}

void
ref_tscore_place_points(const kl_tscore_rules *r, int nseats,
                        const long *minus, int *points)
{
	int order[KL_TSCORE_SEATS];
	int i, j, start;

	/* the seats from the fewest minus points on (any order of ties) */
	for (i = 0; i < nseats; i++)
		order[i] = i;
	for (i = 0; i < nseats; i++)
		for (j = 0; j + 1 < nseats - i; j++)
			if (minus[order[j]] > minus[order[j + 1]]) {
				int t = order[j];
				order[j] = order[j + 1];
				order[j + 1] = t;
			}
	/* each run of equal totals shares the places it fills; the points
	 * of a place are never negative, so / rounds down */
	start = 0;
	while (start < nseats) {
		int end = start, sum = 0;
		while (end < nseats && minus[order[end]] == minus[order[start]])
			end++;
		for (i = start; i < end; i++)
			sum += r->place[i];
		for (i = start; i < end; i++)
			points[order[i]] = sum / (end - start);
		start = end;
	}
}

/* 1 when a is better than b in the standings. */
static int
better(const kl_tscore_line *a, const kl_tscore_line *b)
{
	if (a->points > b->points)
		return 1;
	if (a->points < b->points)
		return 0;
	if (a->minus < b->minus)
		return 1;
	if (a->minus > b->minus)
		return 0;
	return a->won > b->won;
}

void
ref_tscore_rank(kl_tscore_line *lines, int n)
{
	static kl_tscore_line copy[REF_MAX];
	int i, j, rank, k = 0;

	memcpy(copy, lines, sizeof(*lines) * (size_t)n);
	for (i = 0; i < n; i++) {
		copy[i].rank = 1;
		for (j = 0; j < n; j++)
			if (better(&copy[j], &copy[i]))
				copy[i].rank++;
	}
	/* rank by rank, each in the caller's order */
	for (rank = 1; rank <= n; rank++)
		for (i = 0; i < n; i++)
			if (copy[i].rank == rank)
				lines[k++] = copy[i];
}

void
ref_tscore_standings(const kl_tscore_rules *r, int nplayers,
                     const int *team, const ref_tgame *games, int ngames,
                     kl_tscore_line *out, kl_tscore_line *teams,
                     int *nteams)
{
	int p, i, s, nt = 0;

	for (p = 0; p < nplayers; p++) {
		kl_tscore_line *l = &out[p];

		memset(l, 0, sizeof(*l));
		l->player = p;
		l->team = team[p];
		for (i = 0; i < ngames; i++) {
			const kl_tscore_game *g = &games[i].g;
			int pts[KL_TSCORE_SEATS];

			for (s = 0; s < g->nseats; s++)
				if (games[i].player[s] == p && g->in_play[s])
					break;
			if (s == g->nseats)
				continue;
			l->games++;
			l->minus += g->minus[s];
			if (g->winner == s)
				l->won++;
			if (!r->by_place) {
				ref_tscore_game_points(r, g, pts);
				l->points += pts[s];
			}
		}
		if (!r->by_place)
			continue;
		/* every sitting the player sat at: the seats' totals over its
		 * games, first met at the sitting's first game */
		for (i = 0; i < ngames; i++) {
			long minus[KL_TSCORE_SEATS];
			int pts[KL_TSCORE_SEATS], j, first = 1, seat = -1;

			for (j = 0; j < i; j++)
				if (games[j].sitting == games[i].sitting)
					first = 0;
			if (!first)
				continue;
			for (s = 0; s < games[i].g.nseats; s++) {
				minus[s] = 0;
				if (games[i].player[s] == p)
					seat = s;
			}
			if (seat < 0)
				continue;
			for (j = 0; j < ngames; j++)
				if (games[j].sitting == games[i].sitting)
					for (s = 0; s < games[j].g.nseats; s++)
						if (games[j].g.in_play[s])
							minus[s] += games[j].g.minus[s];
			ref_tscore_place_points(r, games[i].g.nseats, minus, pts);
			l->points += pts[seat];
		}
	}

	/* the teams in the order their first player appears */
	for (p = 0; p < nplayers; p++) {
		int q, seen = 0;

		if (team[p] == -1)
			continue;
		for (q = 0; q < p; q++)
			if (team[q] == team[p])
				seen = 1;
		if (seen)
			continue;
		memset(&teams[nt], 0, sizeof(teams[nt]));
		teams[nt].player = -1;
		teams[nt].team = team[p];
		for (q = 0; q < nplayers; q++)
			if (team[q] == team[p]) {
				teams[nt].points += out[q].points;
				teams[nt].minus += out[q].minus;
				teams[nt].games += out[q].games;
				teams[nt].won += out[q].won;
			}
		nt++;
	}
	*nteams = nt;
	ref_tscore_rank(teams, nt);
	ref_tscore_rank(out, nplayers);
}
