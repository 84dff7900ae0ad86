/* kl_ops_chart.c - the series of klopf chart (kl_ops_chart.h). */
#include "kl_ops_chart.h"

#include <stdlib.h>
#include <string.h>

#include "kl_gamedef.h"
#include "kl_ops_read.h"

/* The points of seat s over the replayed rubber h into p (room for
 * h->nsteps + 1); returns how many. */
static int
seat_points(const kl_hist *h, int s, kl_chart_point *p)
{
	int i, n = 0;

	p[n].game = 0;
	p[n].total = 0;
	p[n++].mark = KL_MARK_START;
	for (i = 0; i < h->nsteps; i++) {
		const kl_hist_step *st = &h->steps[i];
		if (st->ev->kind == KL_EVENT_GAME && st->in_play[s]) {
			p[n].game = st->games;
			p[n].total = st->standing[s];
			p[n++].mark = st->res.newly_out[s] ? KL_MARK_OUT :
			              KL_MARK_GAME;
		} else if (st->ev->kind == KL_EVENT_BUYBACK &&
		           st->ev->seat == s) {
			p[n].game = st->games;
			p[n].total = st->total[s];
			p[n++].mark = KL_MARK_BUYBACK;
		}
	}
	return n;
}

/* The series of out->hist into out->data and out->points.  KL_OK or
 * KL_ENOMEM. */
static int
series_make(kl_ops_chart_result *out, kl_error *err)
{
	const kl_hist *h = &out->hist;
	kl_chart_data *d = &out->data;
	int s;

	d->nseries = h->row.nplayers;
	d->ngames = h->state.games;
	d->line_buyback = h->row.rules.buyback_over;
	d->line_out = h->row.rules.out_at;
	/* gin and knock rummy: the line is the total that wins */
	if (kl_gamedef_of(&h->row.rules)->race) {
		d->line_buyback = -1;
		d->line_out = h->state.rules.game_to > 0 ?
		              h->state.rules.game_to : -1;
	}
	for (s = 0; s < h->row.nplayers; s++) {
		out->points[s] = malloc(sizeof(*out->points[s]) *
		                        (size_t)(h->nsteps + 1));
		if (out->points[s] == NULL)
			return kl_error_set(err, KL_ENOMEM, "out of memory");
		d->points[s] = out->points[s];
		d->npoints[s] = seat_points(h, s, out->points[s]);
	}
	return KL_OK;
}

int
kl_ops_chart(kl_store *s, int64_t id, kl_ops_chart_result *out,
             kl_error *err)
{
	int rc;

	memset(out, 0, sizeof(*out));
	if ((rc = kl_ops_history(s, id, &out->hist, err)) != KL_OK)
		return rc;
	return series_make(out, err);
}

void
kl_ops_chart_free(kl_ops_chart_result *out)
{
	int s;

	for (s = 0; s < KL_CHART_SERIES; s++)
		free(out->points[s]);
	kl_hist_free(&out->hist);
	memset(out, 0, sizeof(*out));
}
