/* kl_history_stats.c - totals over many rubbers (kl_history_stats.h):
 * seats, tallies, the pot, buy-backs and the flows between seats. */
#include "kl_history_stats.h"

#include <stddef.h>
#include <stdio.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <sqlite3.h>

#include "kl_history_sql.h"
#include "kl_store_sql.h"
#include "kl_gamedef.h"
#include "kl_rules.h"

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
seat_row(kl_history_data *d, const load_maps *m, int64_t rubber,
         sqlite3_stmt *st, int col, int *run, int *cache_run,
         int64_t *cache_id)
{
	int r, seat, k;

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
	k = seat < 0 || seat >= KL_PLAYERS_MAX ? -1 :
	    m->seat_of[(size_t)r * KL_PLAYERS_MAX + (size_t)seat];
	if (k < 0)
		d->runs[r].odd = 1;  /* a row of a seat the rubber has not */
	return k;
}

/* The settings of a rubber that decide its chips: a key, the field of
 * kl_history_run it fills, and a one-entry cache of its last text, which
 * serves the rubbers that share their rules. */
typedef struct setting_cache {
	const char *key;
	size_t offset;       /* in kl_history_run */
	int index;           /* in kl_rules_settings */
	char text[48];
	int value, ok;
} setting_cache;

/* The settings of the runs of d (already loaded, by id) that decide the
 * chips; an unreadable one makes its run odd.  Rubbers lacking one (made
 * by an older klopf) keep the default, as kl_rules_parse. */
static int
load_settings(sqlite3 *db, const kl_history_range *range, kl_history_data *d,
              const load_maps *m, kl_error *err)
{
	setting_cache c[] = {
		{ "ante", offsetof(kl_history_run, ante), -1, "", 0, 0 },
		{ "knock_money", offsetof(kl_history_run, knock_money), -1, "",
		  0, 0 },
		{ "rummy_money", offsetof(kl_history_run, rummy_money), -1, "",
		  0, 0 },
		{ "buyback_cost", offsetof(kl_history_run, buyback_cost), -1,
		  "", 0, 0 },
	};
	const size_t nc = sizeof(c) / sizeof(c[0]);
	sqlite3_stmt *st = NULL;
	int rc, r = -1;
	int64_t last = 0;
	size_t k;

	for (k = 0; k < nc; k++)
		c[k].index = kl_rules_find(c[k].key);
	if ((rc = kl_hsql_prep(db, kl_hsql_range_all(range) ?
	    "SELECT x.rubber_id, x.key, x.value FROM rubber_setting x WHERE "
	    "x.key IN ('ante', 'knock_money', 'rummy_money', 'buyback_cost')" :
	    "SELECT x.rubber_id, x.key, x.value FROM rubber_setting x WHERE "
	    "x.key IN ('ante', 'knock_money', 'rummy_money', 'buyback_cost') "
	    "AND x.rubber_id IN (SELECT r.id FROM rubber r WHERE "
	    KL_HSQL_RANGE ")", &st, err)))
		goto done;
	kl_hsql_bind_range(st, range);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *key = (const char *)sqlite3_column_text(st, 1);
		const char *text = (const char *)sqlite3_column_text(st, 2);
		kl_error why;
		int64_t id = sqlite3_column_int64(st, 0);
		if (r < 0 || id != last) {
			r = kl_hsql_find_id(m->run_ids, d->nruns, id);
			last = id;
		}
		if (r < 0 || key == NULL)
			continue;
		for (k = 0; k < nc && strcmp(key, c[k].key) != 0; k++)
			;
		if (k == nc)
			continue;
		if (text == NULL || strlen(text) >= sizeof(c[k].text)) {
			d->runs[r].odd = 1;
			continue;
		}
		if (!c[k].ok || strcmp(c[k].text, text) != 0) {
			c[k].ok = c[k].index >= 0 &&
			          kl_rules_read_value(c[k].index, text,
			                              &c[k].value, &why) == KL_OK;
			snprintf(c[k].text, sizeof(c[k].text), "%s", text);
		}
		if (c[k].ok)
			*(int *)((char *)&d->runs[r] + c[k].offset) = c[k].value;
		else
			d->runs[r].odd = 1;
	}
	if (rc != SQLITE_DONE) {
		rc = kl_hsql_fail(db, rc, "reading the rules", err);
		goto done;
	}
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	return rc;
}

/* The game of rubber r (NULL: Viennese), as a column. */
#define GAME_OF_R "(SELECT value FROM rubber_setting x WHERE " \
	"x.rubber_id = r.id AND x.key = 'game')"
/* Whether the winner of a hand of rubber r collects (Rommé's
 * winner_collects; NULL: off), as a column. */
#define COLLECTS_OF_R "(SELECT value FROM rubber_setting x WHERE " \
	"x.rubber_id = r.id AND x.key = 'winner_collects')"

/* Does the lowest total win the game named game (NULL: Viennese), its
 * winner_collects stored as collects (NULL: off)?  1 or 0. */
static int
lowest_wins(const char *game, const char *collects)
{
	kl_rules ru;
	int g = 0, v = 0;

	if (game != NULL && kl_rules_game_find(game, &g, NULL) != KL_OK)
		return 0;
	kl_rules_game_default(g, &ru);
	if (collects != NULL &&
	    kl_rules_read_value(kl_rules_find("winner_collects"), collects,
	                        &v, NULL) == KL_OK)
		ru.winner_collects = v;
	return kl_gamedef_lowest_wins(&ru);
}

/*
 * The rubbers of the range into d->runs (with KL_HISTORY_CHECK in what,
 * also how many events change the table or the rules, and the default
 * chips until load_settings reads them), then m->run_ids and an empty
 * m->seat_of for them.  The arrays are malloc'd into d and m, which
 * their callers free, also on error.
 */
static int
load_runs(sqlite3 *db, const kl_history_range *range, int what,
          kl_history_data *d, load_maps *m, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	kl_rules def;
	int cap = 0, rc, i;

	kl_rules_default(&def);
	if ((rc = kl_hsql_prep(db, (what & KL_HISTORY_CHECK) ?
	    "SELECT r.id, r.state, CAST(COALESCE((SELECT value FROM "
	    "rubber_setting x WHERE x.rubber_id = r.id AND "
	    "x.key = 'out_at'), 101) AS INTEGER), "
	    "(SELECT count(*) FROM player_leave l WHERE l.rubber_id = r.id) + "
	    "(SELECT count(*) FROM rule_change c WHERE c.rubber_id = r.id), "
	    GAME_OF_R ", " COLLECTS_OF_R " FROM rubber r WHERE "
	    KL_HSQL_RANGE " ORDER BY r.id" :
	    "SELECT r.id, r.state, CAST(COALESCE((SELECT value FROM "
	    "rubber_setting x WHERE x.rubber_id = r.id AND "
	    "x.key = 'out_at'), 101) AS INTEGER), 0, " GAME_OF_R ", "
	    COLLECTS_OF_R " FROM rubber r WHERE " KL_HSQL_RANGE
	    " ORDER BY r.id", &st, err)))
		goto done;
	kl_hsql_bind_range(st, range);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		kl_history_run *run;
		if (kl_store_sql_grow((void **)&d->runs, d->nruns, &cap,
		                      sizeof(*d->runs))) {
			rc = kl_hsql_nomem(err);
			goto done;
		}
		run = &d->runs[d->nruns++];
		memset(run, 0, sizeof(*run));
		run->id = sqlite3_column_int64(st, 0);
		run->phase = kl_store_sql_phase(sqlite3_column_text(st, 1));
		run->out_at = sqlite3_column_int(st, 2);
		run->lowest_wins = lowest_wins(
		    (const char *)sqlite3_column_text(st, 4),
		    (const char *)sqlite3_column_text(st, 5));
		/* gin and knock rummy put nobody out */
		if (sqlite3_column_type(st, 4) != SQLITE_NULL &&
		    strcmp((const char *)sqlite3_column_text(st, 4),
		           "viennese"))
			run->out_at = INT_MAX;
		if (what & KL_HISTORY_CHECK) {
			run->changes = sqlite3_column_int(st, 3);
			run->ante = def.ante;
			run->knock_money = def.knock_money;
			run->rummy_money = def.rummy_money;
			run->buyback_cost = def.buyback_cost;
		}
	}
	if (rc != SQLITE_DONE) {
		rc = kl_hsql_fail(db, rc, "reading the rubbers", err);
		goto done;
	}
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
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	return rc;
}

/* The players who sit in a rubber of the range into d->players, by id,
 * then their ids into m->player_ids (malloc'd into d and m, which their
 * callers free, also on error). */
static int
load_players(sqlite3 *db, const kl_history_range *range, kl_history_data *d,
             load_maps *m, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int cap = 0, rc, i;

	if ((rc = kl_hsql_prep(db,
	    "SELECT p.id, p.name FROM player p WHERE p.id IN (SELECT "
	    "s.player_id FROM rubber r JOIN seat s ON s.rubber_id = r.id "
	    "WHERE " KL_HSQL_RANGE ") ORDER BY p.id", &st, err)))
		goto done;
	kl_hsql_bind_range(st, range);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		kl_history_player *p;
		if (kl_store_sql_grow((void **)&d->players, d->nplayers,
		                      &cap, sizeof(*d->players))) {
			rc = kl_hsql_nomem(err);
			goto done;
		}
		p = &d->players[d->nplayers++];
		p->id = sqlite3_column_int64(st, 0);
		kl_store_sql_text(p->name, sizeof(p->name), st, 1);
	}
	if (rc != SQLITE_DONE) {
		rc = kl_hsql_fail(db, rc, "reading the players", err);
		goto done;
	}
	m->player_ids = malloc(sizeof(*m->player_ids) *
	                       (size_t)(d->nplayers + 1));
	if (m->player_ids == NULL) {
		rc = kl_hsql_nomem(err);
		goto done;
	}
	for (i = 0; i < d->nplayers; i++)
		m->player_ids[i] = d->players[i].id;
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	return rc;
}

/*
 * The seats of the rubbers of the range into d->seats (after load_runs
 * and load_players), each run's first seat and count, and m->seat_of; a
 * gap in a rubber's seats makes it odd.  KL_ESTORE for a seat of no
 * rubber or player loaded.  d->seats is malloc'd, freed by the caller.
 */
static int
load_seat_rows(sqlite3 *db, const kl_history_range *range,
               kl_history_data *d, load_maps *m, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int cap = 0, rc;

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
		if (kl_store_sql_grow((void **)&d->seats, d->nseats, &cap,
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
		if (seat != d->runs[r].nseats)
			d->runs[r].odd = 1;  /* seats come in order: a gap */
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

/* The rubbers, players and seats of the range, and the maps m to find
 * them; with KL_HISTORY_CHECK in what, also the events that change the
 * table or the rules, and the settings that decide the chips.  What it
 * loads is malloc'd into d and m, which the caller frees, also on
 * error. */
static int
load_seats(sqlite3 *db, const kl_history_range *range, int what,
           kl_history_data *d, load_maps *m, kl_error *err)
{
	int rc;

	if ((rc = load_runs(db, range, what, d, m, err)) == KL_OK &&
	    (rc = load_players(db, range, d, m, err)) == KL_OK &&
	    (rc = load_seat_rows(db, range, d, m, err)) == KL_OK &&
	    (what & KL_HISTORY_CHECK))
		rc = load_settings(db, range, d, m, err);
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
		h->chips_in = sqlite3_column_int64(st, 6);
		h->chips_out = sqlite3_column_int64(st, 7);
		h->chips = h->chips_in - h->chips_out;
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
		const char *why = (const char *)sqlite3_column_text(st, 3);
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
		/* by kind: antes and buy-backs in, the pot and refunds out */
		why = why != NULL ? why : "";
		if (from >= 0 && !strcmp(why, "ante"))
			d->seats[from].ante += amount;
		else if (to >= 0 && !strcmp(why, "refund"))
			d->seats[to].refund += amount;
		else if (!(from >= 0 && !strcmp(why, "buyback")) &&
		         !(to >= 0 && !strcmp(why, "pot")))
			d->runs[run].odd = 1;
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
		if (k < 0)
			continue;
		d->seats[k].winner_rows++;
		if (d->runs[run].phase == KL_RUBBER_FINISHED)
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
	    "SELECT b.rubber_id, b.seat, b.total_before, b.total_after, "
	    "b.cost FROM buyback b WHERE b.rubber_id IN (SELECT r.id FROM "
	    "rubber r WHERE " KL_HSQL_RANGE ")", &st, err)))
		goto done;
	kl_hsql_bind_range(st, range);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		int k = seat_row(d, m, sqlite3_column_int64(st, 0), st, 1,
		                 &run, &cache_run, &cache_id);
		if (k < 0)
			continue;
		d->seats[k].bought_back = 1;
		d->seats[k].buyback_from = sqlite3_column_int(st, 2);
		d->seats[k].buyback_to = sqlite3_column_int(st, 3);
		d->seats[k].buyback_cost = sqlite3_column_int(st, 4);
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
		if (kl_store_sql_grow((void **)&d->flows, d->nflows, cap,
		                      sizeof(*d->flows)))
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
	if ((rc = load_seats(db, range, what, out, &m, err)))
		goto done;
	if ((what & (KL_HISTORY_CHIPS | KL_HISTORY_PLAY | KL_HISTORY_CHECK)) &&
	    (rc = load_tally(db, range, out, &m, err)))
		goto done;
	if ((what & (KL_HISTORY_CHIPS | KL_HISTORY_CHECK)) &&
	    (rc = load_pot(db, range, out, &m, err)))
		goto done;
	if ((what & (KL_HISTORY_PLAY | KL_HISTORY_CHECK)) &&
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

/* ---- what klopf settle and klopf stats check first ---- */

/* The triggers of schema 2 that keep seat_tally. */
static const char *const tally_triggers[] = {
	"seat_tally_hand_insert", "seat_tally_hand_delete",
	"seat_tally_hand_update", "seat_tally_game_insert",
	"seat_tally_game_delete", "seat_tally_game_update",
	"seat_tally_transfer_insert", "seat_tally_transfer_delete",
	"seat_tally_transfer_update", "seat_tally_rubber_delete", NULL
};

int
kl_history_tally_triggers(kl_store *s, char *name, size_t size,
                          kl_error *err)
{
	sqlite3 *db = kl_store_sqlite(s);
	sqlite3_stmt *st = NULL;
	int rc, i;

	name[0] = '\0';
	if ((rc = kl_hsql_prep(db, "SELECT count(*) FROM sqlite_master WHERE "
	                       "type = 'trigger' AND name = ?", &st, err)))
		goto done;
	for (i = 0; tally_triggers[i] != NULL; i++) {
		sqlite3_reset(st);
		sqlite3_bind_text(st, 1, tally_triggers[i], -1, SQLITE_STATIC);
		if ((rc = sqlite3_step(st)) != SQLITE_ROW) {
			rc = kl_hsql_fail(db, rc, "reading the schema", err);
			goto done;
		}
		if (sqlite3_column_int(st, 0) == 0) {
			snprintf(name, size, "%s", tally_triggers[i]);
			break;
		}
	}
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	return rc;
}

/* The first seat of rubber ?1 whose tally differs from the sums of its
 * rows (the check of kl_store_check, for one rubber). */
static const char rubber_tally_sql[] =
	"WITH sums(seat, hands, points, knocks, rummies, chips_in, chips_out) "
	"AS (SELECT seat, sum(hands), sum(points), sum(knocks), sum(rummies), "
	"sum(chips_in), sum(chips_out) FROM ("
	" SELECT h.seat, 1 AS hands, h.points, 0 AS knocks, 0 AS rummies,"
	"  0 AS chips_in, 0 AS chips_out"
	"  FROM game g JOIN hand h ON h.game_id = g.event_id"
	"  WHERE g.rubber_id = ?1"
	" UNION ALL SELECT declarer_seat, 0, 0, kind = 'knock',"
	"  kind = 'rummy', 0, 0 FROM game WHERE rubber_id = ?1"
	" UNION ALL SELECT to_seat, 0, 0, 0, 0, amount, 0 FROM chip_transfer"
	"  WHERE rubber_id = ?1 AND to_seat IS NOT NULL"
	" UNION ALL SELECT from_seat, 0, 0, 0, 0, 0, amount FROM chip_transfer"
	"  WHERE rubber_id = ?1 AND from_seat IS NOT NULL)"
	" GROUP BY seat), "
	"tally AS (SELECT * FROM seat_tally WHERE rubber_id = ?1) "
	"SELECT coalesce(s.seat, t.seat) AS seat "
	"FROM sums s FULL JOIN tally t ON t.seat = s.seat "
	"WHERE coalesce(s.hands, 0) <> coalesce(t.hands, 0) "
	"OR coalesce(s.points, 0) <> coalesce(t.points, 0) "
	"OR coalesce(s.knocks, 0) <> coalesce(t.knocks, 0) "
	"OR coalesce(s.rummies, 0) <> coalesce(t.rummies, 0) "
	"OR coalesce(s.chips_in, 0) <> coalesce(t.chips_in, 0) "
	"OR coalesce(s.chips_out, 0) <> coalesce(t.chips_out, 0) "
	"ORDER BY seat LIMIT 1";

int
kl_history_tally_check(kl_store *s, int64_t rubber, int *seat, int *differs,
                       kl_error *err)
{
	sqlite3 *db = kl_store_sqlite(s);
	sqlite3_stmt *st = NULL;
	int rc;

	*seat = -1;
	*differs = 0;
	if ((rc = kl_hsql_prep(db, rubber_tally_sql, &st, err)))
		goto done;
	sqlite3_bind_int64(st, 1, rubber);
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		*differs = 1;
		*seat = sqlite3_column_int(st, 0);
	} else if (rc != SQLITE_DONE) {
		rc = kl_hsql_fail(db, rc, "checking the tallies", err);
		goto done;
	}
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	return rc;
}

int
kl_history_count_games(kl_store *s, const kl_history_range *range,
                       int counts[KL_GAME_KINDS], kl_error *err)
{
	sqlite3 *db = kl_store_sqlite(s);
	sqlite3_stmt *st = NULL;
	kl_history_range any;
	int rc, i, game;

	for (i = 0; i < KL_GAME_KINDS; i++)
		counts[i] = 0;
	any = *range;
	any.game = NULL;
	if ((rc = kl_hsql_prep(db, "SELECT coalesce((SELECT x.value FROM "
	    "rubber_setting x WHERE x.rubber_id = r.id AND x.key = 'game'), "
	    "'viennese'), count(*) FROM rubber r WHERE " KL_HSQL_RANGE
	    " GROUP BY 1", &st, err)))
		goto done;
	kl_hsql_bind_range(st, &any);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *name = (const char *)sqlite3_column_text(st, 0);
		if (name != NULL && kl_rules_game_find(name, &game, NULL) == KL_OK)
			counts[game] += sqlite3_column_int(st, 1);
	}
	if (rc != SQLITE_DONE) {
		rc = kl_hsql_fail(db, rc, "counting the rubbers", err);
		goto done;
	}
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	return rc;
}
