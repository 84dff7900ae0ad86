/* kl_ops_settle.c - balances, flows and the fewest payments of klopf
 * settle (kl_ops_settle.h). */
#include "kl_ops_settle.h"

#include <stdlib.h>
#include <string.h>

#include "kl_trust.h"
#include "kl_history_stats.h"
#include "kl_store.h"

/* Who paid whom over all rubbers of d: knock and rummy money as it was
 * paid, each pot from those who paid into it to those who took it.
 * matrix[from * n + to] receives the sums (n = players). */
static void
all_flows(const kl_history_data *d, long long *matrix)
{
	kl_payment pay[KL_PLAYERS_MAX];
	long long paid[KL_PLAYERS_MAX], taken[KL_PLAYERS_MAX];
	int r, i, k, n = d->nplayers;

	for (i = 0; i < d->nflows; i++) {
		const kl_history_flow *f = &d->flows[i];
		matrix[(size_t)d->seats[f->from].player * (size_t)n +
		       (size_t)d->seats[f->to].player] += f->amount;
	}
	for (r = 0; r < d->nruns; r++) {
		const kl_history_run *run = &d->runs[r];
		for (i = 0; i < run->nseats; i++) {
			paid[i] = d->seats[run->first_seat + i].paid_in;
			taken[i] = d->seats[run->first_seat + i].taken;
		}
		k = kl_settle_pot(paid, taken, run->nseats, pay,
		                  KL_PLAYERS_MAX);
		for (i = 0; i < k; i++)
			matrix[(size_t)d->seats[run->first_seat +
			                        pay[i].from].player * (size_t)n +
			       (size_t)d->seats[run->first_seat +
			                        pay[i].to].player] += pay[i].amount;
	}
}

/* Does the rubber in play (row) fall in range? 1 or 0. */
static int
in_range(const kl_rubber_row *row, const kl_history_range *range)
{
	return (range->since == NULL ||
	        strcmp(row->started_at, range->since) >= 0) &&
	       (range->first == 0 || row->id >= range->first) &&
	       (range->last == 0 || row->id <= range->last);
}

/*
 * A game in which no chips move (kl_game_def.no_chips: the melding
 * games, played for points) is settled by the points: in each rubber
 * every player receives from every other the difference of their totals
 * (the lower total receives where the lowest wins, else the higher).
 * Adds those balances into balance[] and returns 1, or 0 for a game
 * played for chips (d's rubbers are of the one game name).
 */
static int
by_points(const kl_history_data *d, const char *name, long long *balance)
{
	const kl_history_seat *seat;
	int r, i, k, game = 0;
	long long diff;

	if (kl_rules_game_find(name != NULL ? name : "viennese", &game,
	                       NULL) != KL_OK ||
	    !kl_gamedef_by_id(game)->no_chips)
		return 0;
	for (r = 0; r < d->nruns; r++) {
		seat = &d->seats[d->runs[r].first_seat];
		for (i = 0; i < d->runs[r].nseats; i++)
			for (k = 0; k < d->runs[r].nseats; k++) {
				diff = seat[k].points - seat[i].points;
				balance[seat[i].player] += d->runs[r].lowest_wins ?
				                           diff : -diff;
			}
	}
	return 1;
}

/* The balances, flows and payments of out->data (nruns > 0), the
 * rubbers of game (its name; NULL: Viennese).  KL_OK,
 * KL_ENOMEM or kl_settle's error. */
static int
square_up(kl_ops_settle_result *out, const char *game, int flows,
          kl_error *err)
{
	const kl_history_data *d = &out->data;
	int i;

	out->balance = calloc((size_t)d->nplayers, sizeof(*out->balance));
	out->pay = malloc(sizeof(*out->pay) * (size_t)d->nplayers);
	out->matrix = calloc((size_t)d->nplayers * (size_t)d->nplayers,
	                     sizeof(*out->matrix));
	if (out->balance == NULL || out->pay == NULL || out->matrix == NULL)
		return kl_error_set(err, KL_ENOMEM, "out of memory");
	if (by_points(d, game, out->balance) == 0)
		for (i = 0; i < d->nseats; i++)
			out->balance[d->seats[i].player] += d->seats[i].chips;
	if (flows)
		all_flows(d, out->matrix);
	return kl_settle(out->balance, d->nplayers, out->pay, &out->npay,
	                 &out->exact, err);
}

int
kl_ops_settle(kl_store *s, const kl_history_range *range, int flows,
              kl_ops_settle_result *out, kl_error *err)
{
	kl_history_range r = *range;
	kl_rubber_row playing;
	int rc;

	memset(out, 0, sizeof(*out));
	out->exact = 1;
	r.over_only = 1;
	/* the sums and their check read the same snapshot */
	if ((rc = kl_store_begin(s, 0, err)) != KL_OK ||
	    (rc = kl_history_load(s, &r, KL_HISTORY_CHIPS | KL_HISTORY_CHECK |
	                          (flows ? KL_HISTORY_FLOWS : 0), &out->data,
	                          err)) != KL_OK ||
	    (rc = kl_ops_trust(s, &out->data, err)) != KL_OK)
		goto done;
	rc = kl_store_rubber_in_play(s, &playing, err);
	if (rc != KL_OK && rc != KL_ENOTFOUND)
		goto done;
	if (rc == KL_OK && in_range(&playing, &r)) {
		out->in_play = 1;
		out->in_play_id = playing.id;
	}
	/* the rubbers of the other games, which are not settled here */
	if ((rc = kl_history_count_games(s, &r, out->others, err)) != KL_OK)
		goto done;
	if (out->data.nruns > 0)
		rc = square_up(out, r.game, flows, err);
done:
	kl_store_rollback(s);
	return rc;
}

void
kl_ops_settle_free(kl_ops_settle_result *out)
{
	free(out->balance);
	free(out->pay);
	free(out->matrix);
	kl_history_data_free(&out->data);
	memset(out, 0, sizeof(*out));
}
