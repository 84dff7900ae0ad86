/* kl_history_stats.c - totals over many rubbers (kl_history_stats.h):
 * seats, tallies, the pot, buy-backs and the flows between seats. */
#include "kl_history_stats.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <sqlite3.h>

#include "kl_history_sql.h"

void
kl_history_data_free(kl_history_data *d)
{
	if (d == NULL)
		return;
	free(d->runs);
	free(d->players);
	free(d->seats);
	free(d->flows);
	memset(d, 0, sizeof(*d));
}

/* Lookup tables for kl_history_load: rubber ids in order, and for each
 * rubber and seat number the index of its seat row (or -1). */
typedef struct load_maps {
	int64_t *run_ids;
	int *seat_of;      /* nruns * KL_PLAYERS_MAX */
	int64_t *player_ids;
} load_maps;

/* The seat row of (rubber id, seat), or -1; *run receives the rubber's
 * index.  A one-entry cache serves rows that come rubber by rubber. */
static int
seat_row(const kl_history_data *d, const load_maps *m, int64_t rubber,
         sqlite3_stmt *st, int col, int *run, int *cache_run,
         int64_t *cache_id)
{
	int r, seat;

	if (*cache_run >= 0 && *cache_id == rubber) {
		r = *cache_run;
	} else {
		r = kl_hsql_find_id(m->run_ids, d->nruns, rubber);
		*cache_run = r;
		*cache_id = rubber;
	}
	*run = r;
	if (r < 0 || sqlite3_column_type(st, col) == SQLITE_NULL)
		return -1;
	seat = sqlite3_column_int(st, col);
	if (seat < 0 || seat >= KL_PLAYERS_MAX)
		return -1;
	return m->seat_of[(size_t)r * KL_PLAYERS_MAX + (size_t)seat];
}

/* The rubbers, players and seats of the range. */
static int
load_seats(sqlite3 *db, const kl_history_range *range, kl_history_data *d,
           load_maps *m, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int cap = 0, rc, i;

	if ((rc = kl_hsql_prep(db,
	    "SELECT r.id, r.state, CAST(COALESCE((SELECT value FROM "
	    "rubber_setting x WHERE x.rubber_id = r.id AND "
	    "x.key = 'out_at'), 101) AS INTEGER) "
	    "FROM rubber r WHERE " KL_HSQL_RANGE " ORDER BY r.id", &st, err)))
		goto done;
	kl_hsql_bind_range(st, range);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		kl_history_run *run;
		if (kl_hsql_grow((void **)&d->runs, d->nruns, &cap, sizeof(*d->runs))) {
			rc = kl_hsql_nomem(err);
			goto done;
		}
		run = &d->runs[d->nruns++];
		memset(run, 0, sizeof(*run));
		run->id = sqlite3_column_int64(st, 0);
		run->phase = kl_hsql_phase(sqlite3_column_text(st, 1));
		run->out_at = sqlite3_column_int(st, 2);
	}
	if (rc != SQLITE_DONE) {
		rc = kl_hsql_fail(db, rc, "reading the rubbers", err);
		goto done;
	}
	sqlite3_finalize(st);
	st = NULL;
	m->run_ids = malloc(sizeof(*m->run_ids) * (size_t)(d->nruns + 1));
	m->seat_of = malloc(sizeof(*m->seat_of) * KL_PLAYERS_MAX *
	                    (size_t)(d->nruns + 1));
	if (m->run_ids == NULL || m->seat_of == NULL) {
		rc = kl_hsql_nomem(err);
		goto done;
	}
	for (i = 0; i < d->nruns; i++)
		m->run_ids[i] = d->runs[i].id;
	for (i = 0; i < d->nruns * KL_PLAYERS_MAX; i++)
		m->seat_of[i] = -1;

	cap = 0;
	if ((rc = kl_hsql_prep(db,
	    "SELECT p.id, p.name FROM player p WHERE p.id IN (SELECT "
	    "s.player_id FROM rubber r JOIN seat s ON s.rubber_id = r.id "
	    "WHERE " KL_HSQL_RANGE ") ORDER BY p.id", &st, err)))
		goto done;
	kl_hsql_bind_range(st, range);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		kl_history_player *p;
		if (kl_hsql_grow((void **)&d->players, d->nplayers, &cap,
		         sizeof(*d->players))) {
			rc = kl_hsql_nomem(err);
			goto done;
		}
		p = &d->players[d->nplayers++];
		p->id = sqlite3_column_int64(st, 0);
		kl_hsql_copy_col(p->name, sizeof(p->name), st, 1);
	}
	if (rc != SQLITE_DONE) {
		rc = kl_hsql_fail(db, rc, "reading the players", err);
		goto done;
	}
	sqlite3_finalize(st);
	st = NULL;
	m->player_ids = malloc(sizeof(*m->player_ids) *
	                       (size_t)(d->nplayers + 1));
	if (m->player_ids == NULL) {
		rc = kl_hsql_nomem(err);
		goto done;
	}
	for (i = 0; i < d->nplayers; i++)
		m->player_ids[i] = d->players[i].id;

	cap = 0;
	if ((rc = kl_hsql_prep(db,
	    "SELECT s.rubber_id, s.seat, s.player_id FROM rubber r "
	    "JOIN seat s ON s.rubber_id = r.id WHERE " KL_HSQL_RANGE
	    " ORDER BY s.rubber_id, s.seat", &st, err)))
		goto done;
	kl_hsql_bind_range(st, range);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		int r = kl_hsql_find_id(m->run_ids, d->nruns,
		                sqlite3_column_int64(st, 0));
		int seat = sqlite3_column_int(st, 1);
		int p = kl_hsql_find_id(m->player_ids, d->nplayers,
		                sqlite3_column_int64(st, 2));
		kl_history_seat *h;
		if (r < 0 || p < 0 || seat < 0 || seat >= KL_PLAYERS_MAX) {
			rc = kl_error_set(err, KL_ESTORE, "a seat does not fit "
			                  "its rubber");
			goto done;
		}
		if (kl_hsql_grow((void **)&d->seats, d->nseats, &cap,
		         sizeof(*d->seats))) {
			rc = kl_hsql_nomem(err);
			goto done;
		}
		h = &d->seats[d->nseats];
		memset(h, 0, sizeof(*h));
		h->rubber = r;
		h->seat = seat;
		h->player = p;
		if (d->runs[r].nseats == 0)
			d->runs[r].first_seat = d->nseats;
		d->runs[r].nseats++;
		m->seat_of[(size_t)r * KL_PLAYERS_MAX + (size_t)seat] =
		    d->nseats;
		d->nseats++;
	}
	if (rc != SQLITE_DONE) {
		rc = kl_hsql_fail(db, rc, "reading the seats", err);
		goto done;
	}
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	return rc;
}

/* Per seat: hands, points, declarations and chips, from seat_tally (the
 * triggers of schema 2 keep it equal to the sums over hand, game and
 * chip_transfer). */
static int
load_tally(sqlite3 *db, const kl_history_range *range, kl_history_data *d,
           const load_maps *m, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc, run, cache_run = -1;
	int64_t cache_id = 0;

	if ((rc = kl_hsql_prep(db, kl_hsql_range_all(range) ?
	    "SELECT t.rubber_id, t.seat, t.hands, t.points, t.knocks, "
	    "t.rummies, t.chips_in, t.chips_out FROM seat_tally t" :
	    "SELECT t.rubber_id, t.seat, t.hands, t.points, t.knocks, "
	    "t.rummies, t.chips_in, t.chips_out FROM seat_tally t "
	    "WHERE t.rubber_id IN (SELECT r.id FROM rubber r WHERE "
	    KL_HSQL_RANGE ")", &st, err)))
		goto done;
	kl_hsql_bind_range(st, range);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		int k = seat_row(d, m, sqlite3_column_int64(st, 0), st, 1,
		                 &run, &cache_run, &cache_id);
		kl_history_seat *h;
		if (k < 0)
			continue;
		h = &d->seats[k];
		h->games = sqlite3_column_int(st, 2);
		h->points = sqlite3_column_int64(st, 3);
		h->knocks = sqlite3_column_int(st, 4);
		h->rummies = sqlite3_column_int(st, 5);
		h->chips = sqlite3_column_int64(st, 6) -
		           sqlite3_column_int64(st, 7);
	}
	if (rc != SQLITE_DONE) {
		rc = kl_hsql_fail(db, rc, "reading the tallies", err);
		goto done;
	}
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	return rc;
}

/* The pot's movements (who paid into it, who took from it) and who won
 * it. */
static int
load_pot(sqlite3 *db, const kl_history_range *range, kl_history_data *d,
         const load_maps *m, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc, run, cache_run = -1;
	int64_t cache_id = 0;

	if ((rc = kl_hsql_prep(db,
	    "SELECT t.rubber_id, t.from_seat, t.to_seat, t.reason, "
	    "sum(t.amount) FROM chip_transfer t WHERE t.rubber_id IN "
	    "(SELECT r.id FROM rubber r WHERE " KL_HSQL_RANGE ") AND "
	    "(t.from_seat IS NULL OR t.to_seat IS NULL) "
	    "GROUP BY t.rubber_id, t.to_seat, t.from_seat, t.reason",
	    &st, err)))
		goto done;
	kl_hsql_bind_range(st, range);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		int64_t rid = sqlite3_column_int64(st, 0);
		long long amount = sqlite3_column_int64(st, 4);
		int from = seat_row(d, m, rid, st, 1, &run, &cache_run,
		                    &cache_id);
		int to = seat_row(d, m, rid, st, 2, &run, &cache_run,
		                  &cache_id);
		if (run < 0)
			continue;
		if (from >= 0)
			d->seats[from].paid_in += amount;
		if (to >= 0)
			d->seats[to].taken += amount;
	}
	if (rc != SQLITE_DONE) {
		rc = kl_hsql_fail(db, rc, "reading the pot", err);
		goto done;
	}
	sqlite3_finalize(st);
	st = NULL;
	/* the winners as the engine named them when the rubber ended: a
	 * winner may have taken nothing from an empty pot */
	cache_run = -1;
	if ((rc = kl_hsql_prep(db,
	    "SELECT w.rubber_id, w.seat FROM pot_winner w WHERE w.rubber_id "
	    "IN (SELECT r.id FROM rubber r WHERE " KL_HSQL_RANGE ")",
	    &st, err)))
		goto done;
	kl_hsql_bind_range(st, range);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		int k = seat_row(d, m, sqlite3_column_int64(st, 0), st, 1,
		                 &run, &cache_run, &cache_id);
		if (k >= 0 && d->runs[run].phase == KL_RUBBER_FINISHED)
			d->seats[k].won = 1;
	}
	if (rc != SQLITE_DONE) {
		rc = kl_hsql_fail(db, rc, "reading the winners", err);
		goto done;
	}
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	return rc;
}

/* Buy-backs, and who ended over out_at. */
static int
load_outs(sqlite3 *db, const kl_history_range *range, kl_history_data *d,
          const load_maps *m, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	long long *delta = NULL;
	int rc, run, cache_run = -1, i;
	int64_t cache_id = 0;

	delta = calloc((size_t)d->nseats + 1, sizeof(*delta));
	if (delta == NULL) {
		rc = kl_hsql_nomem(err);
		goto done;
	}
	if ((rc = kl_hsql_prep(db,
	    "SELECT b.rubber_id, b.seat, b.total_before, b.total_after "
	    "FROM buyback b WHERE b.rubber_id IN (SELECT r.id FROM rubber r "
	    "WHERE " KL_HSQL_RANGE ")", &st, err)))
		goto done;
	kl_hsql_bind_range(st, range);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		int k = seat_row(d, m, sqlite3_column_int64(st, 0), st, 1,
		                 &run, &cache_run, &cache_id);
		if (k < 0)
			continue;
		d->seats[k].bought_back = 1;
		delta[k] += sqlite3_column_int64(st, 3) -
		            sqlite3_column_int64(st, 2);
	}
	if (rc != SQLITE_DONE) {
		rc = kl_hsql_fail(db, rc, "reading the buy-backs", err);
		goto done;
	}
	/* a buy-back sets the total from total_before to total_after, so the
	 * final total is the points booked plus that change; out is the
	 * same threshold as the engine's and the standings view's */
	for (i = 0; i < d->nseats; i++)
		d->seats[i].out = d->seats[i].points + delta[i] >=
		                  d->runs[d->seats[i].rubber].out_at;
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	free(delta);
	return rc;
}

/* Append the summed transfers between seats of run r from the rows of
 * st (rubber id, from seat, to seat, amount). */
static int
add_flows(sqlite3 *db, sqlite3_stmt *st, kl_history_data *d,
          const load_maps *m, int *cap, kl_error *err)
{
	int rc, run, cache_run = -1;
	int64_t cache_id = 0;

	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		int64_t rid = sqlite3_column_int64(st, 0);
		int from = seat_row(d, m, rid, st, 1, &run, &cache_run,
		                    &cache_id);
		int to = seat_row(d, m, rid, st, 2, &run, &cache_run,
		                  &cache_id);
		kl_history_flow *f;
		if (run < 0)
			continue;
		if (from < 0 || to < 0)
			return kl_error_set(err, KL_ESTORE, "rubber %lld: chips "
			    "move from or to a seat nobody holds",
			    (long long)rid);
		if (kl_hsql_grow((void **)&d->flows, d->nflows, cap, sizeof(*d->flows)))
			return kl_hsql_nomem(err);
		f = &d->flows[d->nflows++];
		f->rubber = run;
		f->from = from;
		f->to = to;
		f->amount = sqlite3_column_int64(st, 3);
	}
	return rc == SQLITE_DONE ? KL_OK : kl_hsql_fail(db, rc, "reading the chips",
	                                           err);
}

/* Knock and rummy money between seats, summed per rubber and pair: of
 * every rubber in the range along the index (one pass), or rubber by
 * rubber for those marked in only. */
static int
load_flows(sqlite3 *db, const kl_history_range *range, kl_history_data *d,
           const load_maps *m, const char *only, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc, cap = d->nflows, r;

	if (only == NULL) {
		if ((rc = kl_hsql_prep(db, kl_hsql_range_all(range) ?
		    "SELECT t.rubber_id, t.from_seat, t.to_seat, "
		    "sum(t.amount) FROM chip_transfer t WHERE t.from_seat IS "
		    "NOT NULL AND t.to_seat IS NOT NULL GROUP BY t.rubber_id, "
		    "t.from_seat, t.to_seat" :
		    "SELECT t.rubber_id, t.from_seat, t.to_seat, "
		    "sum(t.amount) FROM chip_transfer t WHERE t.rubber_id IN "
		    "(SELECT r.id FROM rubber r WHERE " KL_HSQL_RANGE ") AND "
		    "t.from_seat IS NOT NULL AND t.to_seat IS NOT NULL "
		    "GROUP BY t.rubber_id, t.from_seat, t.to_seat", &st, err)))
			goto done;
		kl_hsql_bind_range(st, range);
		rc = add_flows(db, st, d, m, &cap, err);
		goto done;
	}
	if ((rc = kl_hsql_prep(db,
	    "SELECT t.rubber_id, t.from_seat, t.to_seat, sum(t.amount) "
	    "FROM chip_transfer t WHERE t.rubber_id = ? AND t.from_seat IS "
	    "NOT NULL AND t.to_seat IS NOT NULL GROUP BY t.from_seat, "
	    "t.to_seat", &st, err)))
		goto done;
	for (r = 0; r < d->nruns; r++) {
		if (!only[r])
			continue;
		sqlite3_reset(st);
		sqlite3_bind_int64(st, 1, d->runs[r].id);
		if ((rc = add_flows(db, st, d, m, &cap, err)))
			goto done;
	}
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	return rc;
}

/* qsort order of players: by name, without regard to case. */
static int
cmp_player_name(const void *a, const void *b)
{
	const kl_history_player *x = a, *y = b;

	return strcasecmp(x->name, y->name);
}

/* Build the lookup maps again for data already loaded. */
static int
make_maps(const kl_history_data *d, load_maps *m, kl_error *err)
{
	int i;

	memset(m, 0, sizeof(*m));
	m->run_ids = malloc(sizeof(*m->run_ids) * (size_t)(d->nruns + 1));
	m->seat_of = malloc(sizeof(*m->seat_of) * KL_PLAYERS_MAX *
	                    (size_t)(d->nruns + 1));
	if (m->run_ids == NULL || m->seat_of == NULL)
		return kl_hsql_nomem(err);
	for (i = 0; i < d->nruns; i++)
		m->run_ids[i] = d->runs[i].id;
	for (i = 0; i < d->nruns * KL_PLAYERS_MAX; i++)
		m->seat_of[i] = -1;
	for (i = 0; i < d->nseats; i++)
		m->seat_of[(size_t)d->seats[i].rubber * KL_PLAYERS_MAX +
		           (size_t)d->seats[i].seat] = i;
	return KL_OK;
}

/* Free the arrays of m and zero it. */
static void
free_maps(load_maps *m)
{
	free(m->run_ids);
	free(m->seat_of);
	free(m->player_ids);
	memset(m, 0, sizeof(*m));
}

int
kl_history_load(kl_store *s, const kl_history_range *range, int what,
                kl_history_data *out, kl_error *err)
{
	sqlite3 *db = kl_store_sqlite(s);
	load_maps m;
	int *order = NULL, rc, i;
	kl_history_player *sorted = NULL;

	memset(out, 0, sizeof(*out));
	memset(&m, 0, sizeof(m));
	if ((rc = load_seats(db, range, out, &m, err)))
		goto done;
	if ((what & (KL_HISTORY_CHIPS | KL_HISTORY_PLAY)) &&
	    (rc = load_tally(db, range, out, &m, err)))
		goto done;
	if ((what & KL_HISTORY_CHIPS) &&
	    (rc = load_pot(db, range, out, &m, err)))
		goto done;
	if ((what & KL_HISTORY_PLAY) &&
	    (rc = load_outs(db, range, out, &m, err)))
		goto done;
	if ((what & KL_HISTORY_FLOWS) &&
	    (rc = load_flows(db, range, out, &m, NULL, err)))
		goto done;
	/* players by name for the callers; seats follow the new order */
	if (out->nplayers > 0) {
		sorted = malloc(sizeof(*sorted) * (size_t)out->nplayers);
		order = malloc(sizeof(*order) * (size_t)out->nplayers);
		if (sorted == NULL || order == NULL) {
			rc = kl_hsql_nomem(err);
			goto done;
		}
		memcpy(sorted, out->players,
		       sizeof(*sorted) * (size_t)out->nplayers);
		qsort(sorted, (size_t)out->nplayers, sizeof(*sorted),
		      cmp_player_name);
		for (i = 0; i < out->nplayers; i++)
			order[kl_hsql_find_id(m.player_ids, out->nplayers,
			              sorted[i].id)] = i;
		for (i = 0; i < out->nseats; i++)
			out->seats[i].player = order[out->seats[i].player];
		free(out->players);
		out->players = sorted;
		sorted = NULL;
	}
	rc = KL_OK;
done:
	free_maps(&m);
	free(order);
	free(sorted);
	if (rc != KL_OK)
		kl_history_data_free(out);
	return rc;
}

int
kl_history_load_flows(kl_store *s, kl_history_data *d, const char *only,
                      kl_error *err)
{
	load_maps m;
	int rc;

	free(d->flows);
	d->flows = NULL;
	d->nflows = 0;
	if ((rc = make_maps(d, &m, err)) == KL_OK)
		rc = load_flows(kl_store_sqlite(s), NULL, d, &m, only, err);
	free_maps(&m);
	return rc;
}
