/* kl_ops_stats.c - the records and head to head of klopf stats
 * (kl_ops_stats.h). */
#include "kl_ops_stats.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "kl_hist.h"
#include "kl_settle.h"
#include "kl_trust.h"
#include "kl_history_stats.h"
#include "kl_store.h"

/* Sum each player's seats of d into t[0..d->nplayers-1]. */
static void
add_up(const kl_history_data *d, kl_ops_totals *t)
{
	int i;

	memset(t, 0, sizeof(*t) * (size_t)d->nplayers);
	for (i = 0; i < d->nseats; i++) {
		const kl_history_seat *h = &d->seats[i];
		kl_ops_totals *x = &t[h->player];
		x->rubbers++;
		x->won += h->won;
		x->games += h->games;
		x->knocks += h->knocks;
		x->rummies += h->rummies;
		x->buybacks += h->bought_back;
		x->out += h->out;
		x->points += h->points;
		x->chips += h->chips;
	}
}

/*
 * Who is out in the rubbers of d whose rules changed while they were
 * played: the store's sums judge every final total by the out_at the
 * rubber started with, so such a rubber is replayed (kl_hist_load) and
 * a seat is out when the engine put it out on points, by the out_at in
 * force at that game (a player who left is not out on points).  Rubbers
 * that put nobody out (out_at INT_MAX: gin, knock rummy, the family)
 * are left as they are.  Returns KL_OK, or kl_hist_load's error.
 */
static int
replay_outs(kl_store *s, kl_history_data *d, kl_error *err)
{
	kl_hist h;
	int r, i, rc = KL_OK;

	for (r = 0; r < d->nruns && rc == KL_OK; r++) {
		const kl_history_run *run = &d->runs[r];
		if (run->changes == 0 || run->out_at == INT_MAX)
			continue;
		memset(&h, 0, sizeof(h));
		if ((rc = kl_hist_load(s, run->id, &h, err)) == KL_OK)
			for (i = 0; i < run->nseats; i++) {
				kl_history_seat *x = &d->seats[run->first_seat + i];
				const kl_seat_state *st;
				if (x->seat < 0 || x->seat >= h.state.nplayers)
					continue;
				st = &h.state.seat[x->seat];
				x->out = st->out && !st->left;
			}
		kl_hist_free(&h);
	}
	return rc;
}

/* The seat of player p in run r, or -1. */
static int
seat_of(const kl_history_data *d, int r, int p)
{
	int i;

	for (i = 0; i < d->runs[r].nseats; i++)
		if (d->seats[d->runs[r].first_seat + i].player == p)
			return d->runs[r].first_seat + i;
	return -1;
}

/* The chips that went between the seats sp and sq (those of p and q) in
 * the pot of finished run r, as kl_settle_pot attributes them: what q
 * paid p, net. */
static long long
pot_between(const kl_history_data *d, int r, int sp, int sq)
{
	const kl_history_run *run = &d->runs[r];
	kl_payment pay[KL_PLAYERS_MAX];
	long long paid[KL_PLAYERS_MAX], taken[KL_PLAYERS_MAX], net = 0;
	int i, n;

	for (i = 0; i < run->nseats; i++) {
		paid[i] = d->seats[run->first_seat + i].paid_in;
		taken[i] = d->seats[run->first_seat + i].taken;
	}
	n = kl_settle_pot(paid, taken, run->nseats, pay, KL_PLAYERS_MAX);
	for (i = 0; i < n; i++) {
		int from = run->first_seat + pay[i].from;
		int to = run->first_seat + pay[i].to;
		if (from == sq && to == sp)
			net += pay[i].amount;
		else if (from == sp && to == sq)
			net -= pay[i].amount;
	}
	return net;
}

/* Head to head of players p and q into *v: the rubbers both played, who
 * won them, and the chips that went between the two.  Loads the flows
 * of those rubbers into d.  Returns KL_OK, KL_ENOMEM or the store's
 * error. */
static int
head_to_head(kl_store *s, kl_history_data *d, int p, int q,
             kl_ops_versus *v, kl_error *err)
{
	char *both = NULL;
	int r, i, rc;

	memset(v, 0, sizeof(*v));
	v->p = p;
	v->q = q;
	both = calloc((size_t)d->nruns + 1, 1);
	if (both == NULL) {
		rc = kl_error_set(err, KL_ENOMEM, "out of memory");
		goto done;
	}
	for (r = 0; r < d->nruns; r++)
		both[r] = seat_of(d, r, p) >= 0 && seat_of(d, r, q) >= 0;
	if ((rc = kl_history_load_flows(s, d, both, err)))
		goto done;
	for (r = 0; r < d->nruns; r++) {
		int sp = seat_of(d, r, p), sq = seat_of(d, r, q);
		if (!both[r])
			continue;
		v->rubbers++;
		v->won_p += d->seats[sp].won;
		v->won_q += d->seats[sq].won;
		if (d->runs[r].phase != KL_RUBBER_IN_PLAY)
			v->chips_p += pot_between(d, r, sp, sq);
	}
	for (i = 0; i < d->nflows; i++) {
		const kl_history_flow *f = &d->flows[i];
		if (!both[f->rubber])
			continue;
		if (d->seats[f->from].player == q &&
		    d->seats[f->to].player == p)
			v->chips_p += f->amount;
		else if (d->seats[f->from].player == p &&
		         d->seats[f->to].player == q)
			v->chips_p -= f->amount;
	}
	rc = KL_OK;
done:
	free(both);
	return rc;
}

/* The players to show into out->show: every one, or names[] (the first
 * that played in no rubber read goes into out->missing). */
static void
pick(kl_ops_stats_result *out, const char *const *names, int nnames)
{
	const kl_history_data *d = &out->data;
	int i, k;

	if (nnames == 0)
		for (i = 0; i < d->nplayers; i++)
			out->show[out->nshow++] = i;
	for (i = 0; i < nnames; i++) {
		for (k = 0; k < d->nplayers; k++)
			if (!strcasecmp(d->players[k].name, names[i]))
				break;
		if (k == d->nplayers) {
			out->missing = i;
			return;
		}
		out->show[out->nshow++] = k;
	}
}

int
kl_ops_stats(kl_store *s, const char *since, const char *game,
             const char *const *names, int nnames, kl_ops_stats_result *out,
             kl_error *err)
{
	kl_history_range range;
	kl_history_data *d = &out->data;
	int rc;

	memset(out, 0, sizeof(*out));
	out->missing = -1;
	memset(&range, 0, sizeof(range));
	range.since = since;
	range.game = game;
	/* the sums and their check read the same snapshot */
	if ((rc = kl_store_begin(s, 0, err)) != KL_OK ||
	    (rc = kl_history_load(s, &range, KL_HISTORY_CHIPS |
	                          KL_HISTORY_PLAY | KL_HISTORY_CHECK, d,
	                          err)) != KL_OK ||
	    (rc = kl_ops_trust(s, d, err)) != KL_OK ||
	    (rc = replay_outs(s, d, err)) != KL_OK)
		goto done;
	out->totals = malloc(sizeof(*out->totals) * (size_t)(d->nplayers + 1));
	out->show = malloc(sizeof(*out->show) * (size_t)(d->nplayers + nnames +
	                                                 1));
	if (out->totals == NULL || out->show == NULL) {
		rc = kl_error_set(err, KL_ENOMEM, "out of memory");
		goto done;
	}
	add_up(d, out->totals);
	pick(out, names, nnames);
	if (out->missing >= 0)
		goto done;
	if (nnames == 2 && out->nshow == 2) {
		out->has_versus = 1;
		if ((rc = head_to_head(s, d, out->show[0], out->show[1],
		                       &out->versus, err)) != KL_OK)
			goto done;
	}
	/* the rubbers of the other games, which are not counted here */
	rc = kl_history_count_games(s, &range, out->others, err);
done:
	kl_store_rollback(s);
	return rc;
}

void
kl_ops_stats_free(kl_ops_stats_result *out)
{
	free(out->totals);
	free(out->show);
	kl_history_data_free(&out->data);
	memset(out, 0, sizeof(*out));
}
