/* kl_history.c - the history of many rubbers: listing, detail, totals,
 * export and import.  Part of the store (the code that uses SQLite). */
#include "kl_history.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <sqlite3.h>

#include "kl_store_sql.h"

/* A SQLite failure as an error code and message. */
static int
db_fail(sqlite3 *db, int rc, const char *what, kl_error *err)
{
	/* here rows that break the schema or its types come from an
	 * imported file */
	if ((rc & 0xff) == SQLITE_CONSTRAINT || (rc & 0xff) == SQLITE_MISMATCH)
		return kl_error_set(err, KL_EINPUT, "%s: %s", what,
		                    sqlite3_errmsg(db));
	return kl_store_sql_error(db, NULL, rc, what, err);
}

/* Prepare sql into *st (the caller finalizes it); KL_OK or the error. */
static int
prep(sqlite3 *db, const char *sql, sqlite3_stmt **st, kl_error *err)
{
	int rc = sqlite3_prepare_v2(db, sql, -1, st, NULL);

	return rc == SQLITE_OK ? KL_OK : db_fail(db, rc, "database", err);
}

/* Fail with KL_ENOMEM. */
static int
nomem(kl_error *err)
{
	return kl_error_set(err, KL_ENOMEM, "out of memory");
}

/* The rubbers of a range, as a condition on rubber r with parameters
 * ?1 (since), ?2 (first id), ?3 (last id), ?4 (over only). */
#define RANGE_SQL \
	"(?1 IS NULL OR r.started_at >= ?1) AND (?2 = 0 OR r.id >= ?2) " \
	"AND (?3 = 0 OR r.id <= ?3) AND (?4 = 0 OR r.state <> 'in_play')"

/* 1 if range asks for every rubber (NULL or no bounds). */
static int
range_all(const kl_history_range *range)
{
	return range == NULL || (range->since == NULL && range->first == 0 &&
	                         range->last == 0 && !range->over_only);
}

/* Bind the range (NULL: all) to ?1..?4 of st, as far as st has them. */
static void
bind_range(sqlite3_stmt *st, const kl_history_range *range)
{
	static const kl_history_range all = { NULL, 0, 0, 0 };
	int n = sqlite3_bind_parameter_count(st);

	if (range == NULL)
		range = &all;
	if (n >= 1) {
		if (range->since != NULL)
			sqlite3_bind_text(st, 1, range->since, -1,
			                  SQLITE_TRANSIENT);
		else
			sqlite3_bind_null(st, 1);
	}
	if (n >= 2)
		sqlite3_bind_int64(st, 2, range->first);
	if (n >= 3)
		sqlite3_bind_int64(st, 3, range->last);
	if (n >= 4)
		sqlite3_bind_int(st, 4, range->over_only);
}

/* Copy text column col of st into dst (size bytes); NULL gives "". */
static void
copy_col(char *dst, size_t size, sqlite3_stmt *st, int col)
{
	const unsigned char *t = sqlite3_column_text(st, col);

	snprintf(dst, size, "%s", t != NULL ? (const char *)t : "");
}

/* The enum kl_rubber_phase of a rubber.state text. */
static int
phase_of(const unsigned char *text)
{
	const char *t = (const char *)text;

	if (t != NULL && !strcmp(t, "finished"))
		return KL_RUBBER_FINISHED;
	if (t != NULL && !strcmp(t, "abandoned"))
		return KL_RUBBER_ABANDONED;
	return KL_RUBBER_IN_PLAY;
}

/* The enum kl_transfer_reason of a chip_transfer.reason text, or -1. */
static int
reason_of(const unsigned char *text)
{
	int i;

	for (i = KL_XFER_ANTE; i <= KL_XFER_REFUND; i++)
		if (text != NULL &&
		    !strcmp((const char *)text, kl_transfer_reason_name(i)))
			return i;
	return -1;
}

/* Index of id in the sorted ids[0..n-1], or -1. */
static int
find_id(const int64_t *ids, int n, int64_t id)
{
	int lo = 0, hi = n - 1;

	while (lo <= hi) {
		int mid = lo + (hi - lo) / 2;
		if (ids[mid] == id)
			return mid;
		if (ids[mid] < id)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return -1;
}

/* Make room for one more element of size bytes in *arr (count n, capacity
 * *cap).  Returns 0, or -1 if memory runs out (*arr unchanged). */
static int
grow(void **arr, int n, int *cap, size_t size)
{
	void *p;
	int ncap;

	if (n < *cap)
		return 0;
	ncap = *cap ? *cap * 2 : 64;
	p = realloc(*arr, size * (size_t)ncap);
	if (p == NULL)
		return -1;
	*arr = p;
	*cap = ncap;
	return 0;
}

int
kl_history_rubbers(kl_store *s, const kl_history_range *range,
                   kl_history_rubber **out, int *n, kl_error *err)
{
	sqlite3 *db = kl_store_sqlite(s);
	sqlite3_stmt *st = NULL;
	kl_history_rubber *list = NULL;
	int64_t *ids = NULL;
	int count = 0, cap = 0, idcap = 0, rc, i;

	*out = NULL;
	*n = 0;
	if ((rc = prep(db,
	    "SELECT r.id, r.started_at, r.ended_at, r.state, "
	    " (SELECT max(g.number) FROM game g WHERE g.rubber_id = r.id), "
	    " (SELECT sum(t.amount) FROM chip_transfer t "
	    "  WHERE t.rubber_id = r.id AND (t.from_seat IS NULL OR "
	    "  t.to_seat IS NULL) AND t.to_seat IS NULL) "
	    "FROM rubber r WHERE " RANGE_SQL " ORDER BY r.id", &st, err)))
		goto done;
	bind_range(st, range);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		kl_history_rubber *h;
		if (grow((void **)&list, count, &cap, sizeof(*list)) ||
		    grow((void **)&ids, count, &idcap, sizeof(*ids))) {
			rc = nomem(err);
			goto done;
		}
		h = &list[count];
		memset(h, 0, sizeof(*h));
		h->id = ids[count] = sqlite3_column_int64(st, 0);
		copy_col(h->started_at, sizeof(h->started_at), st, 1);
		copy_col(h->ended_at, sizeof(h->ended_at), st, 2);
		h->phase = phase_of(sqlite3_column_text(st, 3));
		h->games = sqlite3_column_int(st, 4);
		h->pot = sqlite3_column_int(st, 5);
		count++;
	}
	if (rc != SQLITE_DONE) {
		rc = db_fail(db, rc, "reading the rubbers", err);
		goto done;
	}
	sqlite3_finalize(st);
	st = NULL;

	if ((rc = prep(db,
	    "SELECT s.rubber_id, s.seat, p.name FROM rubber r "
	    "JOIN seat s ON s.rubber_id = r.id "
	    "JOIN player p ON p.id = s.player_id "
	    "WHERE " RANGE_SQL " ORDER BY s.rubber_id, s.seat", &st, err)))
		goto done;
	bind_range(st, range);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		int k = find_id(ids, count, sqlite3_column_int64(st, 0));
		int seat = sqlite3_column_int(st, 1);
		if (k < 0 || seat != list[k].nplayers ||
		    seat >= KL_PLAYERS_MAX) {
			rc = kl_error_set(err, KL_ESTORE, "rubber %lld has a "
			    "gap in its seats",
			    (long long)sqlite3_column_int64(st, 0));
			goto done;
		}
		copy_col(list[k].names[seat], KL_NAME_MAX, st, 2);
		list[k].nplayers++;
	}
	if (rc != SQLITE_DONE) {
		rc = db_fail(db, rc, "reading the seats", err);
		goto done;
	}
	sqlite3_finalize(st);
	st = NULL;

	if ((rc = prep(db,
	    "SELECT t.rubber_id, t.to_seat FROM rubber r "
	    "JOIN chip_transfer t ON t.rubber_id = r.id "
	    "WHERE " RANGE_SQL " AND (t.from_seat IS NULL OR "
	    "t.to_seat IS NULL) AND t.reason = 'pot' "
	    "AND t.to_seat IS NOT NULL ORDER BY t.rubber_id, t.to_seat",
	    &st, err)))
		goto done;
	bind_range(st, range);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		int k = find_id(ids, count, sqlite3_column_int64(st, 0));
		if (k >= 0 && list[k].nwinners < KL_PLAYERS_MAX)
			list[k].winners[list[k].nwinners++] =
			    sqlite3_column_int(st, 1);
	}
	if (rc != SQLITE_DONE) {
		rc = db_fail(db, rc, "reading the winners", err);
		goto done;
	}
	for (i = 0; i < count; i++)
		if (list[i].phase != KL_RUBBER_FINISHED)
			list[i].nwinners = 0;
	*out = list;
	*n = count;
	list = NULL;
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	free(list);
	free(ids);
	return rc;
}

/* Event ids of a rubber with their index in seq order, for lookups. */
typedef struct id_slot {
	int64_t id;
	int index;
} id_slot;

/* qsort order of id_slot: by id. */
static int
cmp_slot(const void *a, const void *b)
{
	const id_slot *x = a, *y = b;

	return x->id < y->id ? -1 : x->id > y->id;
}

/* The index stored with id in the sorted slots[0..n-1], or -1. */
static int
slot_find(const id_slot *slots, int n, int64_t id)
{
	int lo = 0, hi = n - 1;

	while (lo <= hi) {
		int mid = lo + (hi - lo) / 2;
		if (slots[mid].id == id)
			return slots[mid].index;
		if (slots[mid].id < id)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return -1;
}

void
kl_history_detail_free(kl_history_detail *d)
{
	if (d == NULL)
		return;
	free(d->events);
	d->events = NULL;
	d->nevents = 0;
}

/* The seat in column col of st, or KL_POT for NULL; -2 when out of
 * range. */
static int
seat_col(sqlite3_stmt *st, int col, int nseats)
{
	int v;

	if (sqlite3_column_type(st, col) == SQLITE_NULL)
		return KL_POT;
	v = sqlite3_column_int(st, col);
	return v >= 0 && v < nseats ? v : -2;
}

int
kl_history_detail_load(kl_store *s, int64_t id, kl_history_detail *out,
                       kl_error *err)
{
	sqlite3 *db = kl_store_sqlite(s);
	sqlite3_stmt *st = NULL;
	id_slot *slots = NULL;
	int cap = 0, rc, i, k;

	memset(out, 0, sizeof(*out));
	if ((rc = prep(db, "SELECT (SELECT count(*) FROM rubber WHERE id = ?1),"
	               " (SELECT count(*) FROM seat WHERE rubber_id = ?1)",
	               &st, err)))
		goto done;
	sqlite3_bind_int64(st, 1, id);
	if ((rc = sqlite3_step(st)) != SQLITE_ROW) {
		rc = db_fail(db, rc, "reading the rubber", err);
		goto done;
	}
	if (sqlite3_column_int(st, 0) == 0) {
		rc = kl_error_set(err, KL_ENOTFOUND, "there is no rubber %lld",
		                  (long long)id);
		goto done;
	}
	out->nseats = sqlite3_column_int(st, 1);
	if (out->nseats > KL_PLAYERS_MAX) {
		rc = kl_error_set(err, KL_ESTORE, "rubber %lld has %d seats",
		                  (long long)id, out->nseats);
		goto done;
	}
	sqlite3_finalize(st);
	st = NULL;

	if ((rc = prep(db,
	    "SELECT e.id, e.seq, e.kind, e.at, g.number, g.dealer_seat, "
	    "g.declarer_seat, g.kind, b.seat, b.total_before, b.total_after, "
	    "b.cost FROM event e LEFT JOIN game g ON g.event_id = e.id "
	    "LEFT JOIN buyback b ON b.event_id = e.id "
	    "WHERE e.rubber_id = ? ORDER BY e.seq", &st, err)))
		goto done;
	sqlite3_bind_int64(st, 1, id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *kind = (const char *)sqlite3_column_text(st, 2);
		kl_history_event *e;
		if (grow((void **)&out->events, out->nevents, &cap,
		         sizeof(*out->events))) {
			rc = nomem(err);
			goto done;
		}
		e = &out->events[out->nevents++];
		memset(e, 0, sizeof(*e));
		for (k = 0; k < KL_PLAYERS_MAX; k++)
			e->points[k] = e->deadwood[k] = -1;
		e->id = sqlite3_column_int64(st, 0);
		e->seq = sqlite3_column_int(st, 1);
		copy_col(e->at, sizeof(e->at), st, 3);
		if (kind != NULL && !strcmp(kind, "game") &&
		    sqlite3_column_type(st, 4) != SQLITE_NULL) {
			const char *gk = (const char *)sqlite3_column_text(st, 7);
			e->kind = KL_EVENT_GAME;
			e->number = sqlite3_column_int(st, 4);
			e->dealer = sqlite3_column_int(st, 5);
			e->declarer = sqlite3_column_int(st, 6);
			e->rummy = gk != NULL && !strcmp(gk, "rummy");
		} else if (kind != NULL && !strcmp(kind, "buyback") &&
		           sqlite3_column_type(st, 8) != SQLITE_NULL) {
			e->kind = KL_EVENT_BUYBACK;
			e->seat = sqlite3_column_int(st, 8);
			e->before = sqlite3_column_int(st, 9);
			e->after = sqlite3_column_int(st, 10);
			e->cost = sqlite3_column_int(st, 11);
		} else if (kind != NULL && !strcmp(kind, "abandon")) {
			e->kind = KL_EVENT_ABANDON;
		} else {
			rc = kl_error_set(err, KL_ESTORE, "rubber %lld: event "
			    "%d is a %s without its record", (long long)id,
			    e->seq, kind ? kind : "?");
			goto done;
		}
	}
	if (rc != SQLITE_DONE) {
		rc = db_fail(db, rc, "reading the events", err);
		goto done;
	}
	sqlite3_finalize(st);
	st = NULL;
	if (out->nevents > 0) {
		slots = malloc(sizeof(*slots) * (size_t)out->nevents);
		if (slots == NULL) {
			rc = nomem(err);
			goto done;
		}
	}
	for (i = 0; i < out->nevents; i++) {
		slots[i].id = out->events[i].id;
		slots[i].index = i;
	}
	if (out->nevents > 0)
		qsort(slots, (size_t)out->nevents, sizeof(*slots), cmp_slot);

	if ((rc = prep(db,
	    "SELECT h.game_id, h.seat, h.points, h.deadwood, "
	    "h.typed_as_points FROM event e JOIN hand h ON h.game_id = e.id "
	    "WHERE e.rubber_id = ?", &st, err)))
		goto done;
	sqlite3_bind_int64(st, 1, id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		int ev = slot_find(slots, out->nevents,
		                   sqlite3_column_int64(st, 0));
		int seat = seat_col(st, 1, out->nseats);
		kl_history_event *e;
		if (ev < 0 || seat < 0) {
			rc = kl_error_set(err, KL_ESTORE, "rubber %lld: a hand "
			    "has no game or no seat", (long long)id);
			goto done;
		}
		e = &out->events[ev];
		e->points[seat] = sqlite3_column_int(st, 2);
		e->deadwood[seat] = sqlite3_column_int(st, 3);
		e->typed_as_points[seat] = sqlite3_column_int(st, 4);
		e->nhands++;
	}
	if (rc != SQLITE_DONE) {
		rc = db_fail(db, rc, "reading the hands", err);
		goto done;
	}
	sqlite3_finalize(st);
	st = NULL;

	if ((rc = prep(db,
	    "SELECT t.event_id, t.from_seat, t.to_seat, t.amount, t.reason "
	    "FROM chip_transfer t WHERE t.rubber_id = ? ORDER BY t.id",
	    &st, err)))
		goto done;
	sqlite3_bind_int64(st, 1, id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		kl_transfer t;
		int ev = -1;
		t.from = seat_col(st, 1, out->nseats);
		t.to = seat_col(st, 2, out->nseats);
		t.amount = sqlite3_column_int(st, 3);
		t.reason = reason_of(sqlite3_column_text(st, 4));
		if (sqlite3_column_type(st, 0) != SQLITE_NULL)
			ev = slot_find(slots, out->nevents,
			               sqlite3_column_int64(st, 0));
		if (t.from == -2 || t.to == -2 || t.reason < 0 ||
		    (sqlite3_column_type(st, 0) != SQLITE_NULL && ev < 0)) {
			rc = kl_error_set(err, KL_ESTORE, "rubber %lld: a chip "
			    "transfer does not fit its rubber", (long long)id);
			goto done;
		}
		if (ev < 0) {
			if (out->nantes < KL_TRANSFERS_MAX)
				out->antes[out->nantes] = t;
			out->nantes++;
		} else {
			kl_history_event *e = &out->events[ev];
			if (e->ntransfers < KL_TRANSFERS_MAX)
				e->transfers[e->ntransfers] = t;
			e->ntransfers++;
		}
	}
	if (rc != SQLITE_DONE) {
		rc = db_fail(db, rc, "reading the chips", err);
		goto done;
	}
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	free(slots);
	if (rc != KL_OK)
		kl_history_detail_free(out);
	return rc;
}

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
		r = find_id(m->run_ids, d->nruns, rubber);
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

	if ((rc = prep(db,
	    "SELECT r.id, r.state, CAST(COALESCE((SELECT value FROM "
	    "rubber_setting x WHERE x.rubber_id = r.id AND "
	    "x.key = 'out_at'), 101) AS INTEGER) "
	    "FROM rubber r WHERE " RANGE_SQL " ORDER BY r.id", &st, err)))
		goto done;
	bind_range(st, range);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		kl_history_run *run;
		if (grow((void **)&d->runs, d->nruns, &cap, sizeof(*d->runs))) {
			rc = nomem(err);
			goto done;
		}
		run = &d->runs[d->nruns++];
		memset(run, 0, sizeof(*run));
		run->id = sqlite3_column_int64(st, 0);
		run->phase = phase_of(sqlite3_column_text(st, 1));
		run->out_at = sqlite3_column_int(st, 2);
	}
	if (rc != SQLITE_DONE) {
		rc = db_fail(db, rc, "reading the rubbers", err);
		goto done;
	}
	sqlite3_finalize(st);
	st = NULL;
	m->run_ids = malloc(sizeof(*m->run_ids) * (size_t)(d->nruns + 1));
	m->seat_of = malloc(sizeof(*m->seat_of) * KL_PLAYERS_MAX *
	                    (size_t)(d->nruns + 1));
	if (m->run_ids == NULL || m->seat_of == NULL) {
		rc = nomem(err);
		goto done;
	}
	for (i = 0; i < d->nruns; i++)
		m->run_ids[i] = d->runs[i].id;
	for (i = 0; i < d->nruns * KL_PLAYERS_MAX; i++)
		m->seat_of[i] = -1;

	cap = 0;
	if ((rc = prep(db,
	    "SELECT p.id, p.name FROM player p WHERE p.id IN (SELECT "
	    "s.player_id FROM rubber r JOIN seat s ON s.rubber_id = r.id "
	    "WHERE " RANGE_SQL ") ORDER BY p.id", &st, err)))
		goto done;
	bind_range(st, range);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		kl_history_player *p;
		if (grow((void **)&d->players, d->nplayers, &cap,
		         sizeof(*d->players))) {
			rc = nomem(err);
			goto done;
		}
		p = &d->players[d->nplayers++];
		p->id = sqlite3_column_int64(st, 0);
		copy_col(p->name, sizeof(p->name), st, 1);
	}
	if (rc != SQLITE_DONE) {
		rc = db_fail(db, rc, "reading the players", err);
		goto done;
	}
	sqlite3_finalize(st);
	st = NULL;
	m->player_ids = malloc(sizeof(*m->player_ids) *
	                       (size_t)(d->nplayers + 1));
	if (m->player_ids == NULL) {
		rc = nomem(err);
		goto done;
	}
	for (i = 0; i < d->nplayers; i++)
		m->player_ids[i] = d->players[i].id;

	cap = 0;
	if ((rc = prep(db,
	    "SELECT s.rubber_id, s.seat, s.player_id FROM rubber r "
	    "JOIN seat s ON s.rubber_id = r.id WHERE " RANGE_SQL
	    " ORDER BY s.rubber_id, s.seat", &st, err)))
		goto done;
	bind_range(st, range);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		int r = find_id(m->run_ids, d->nruns,
		                sqlite3_column_int64(st, 0));
		int seat = sqlite3_column_int(st, 1);
		int p = find_id(m->player_ids, d->nplayers,
		                sqlite3_column_int64(st, 2));
		kl_history_seat *h;
		if (r < 0 || p < 0 || seat < 0 || seat >= KL_PLAYERS_MAX) {
			rc = kl_error_set(err, KL_ESTORE, "a seat does not fit "
			                  "its rubber");
			goto done;
		}
		if (grow((void **)&d->seats, d->nseats, &cap,
		         sizeof(*d->seats))) {
			rc = nomem(err);
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
		rc = db_fail(db, rc, "reading the seats", err);
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

	if ((rc = prep(db, range_all(range) ?
	    "SELECT t.rubber_id, t.seat, t.hands, t.points, t.knocks, "
	    "t.rummies, t.chips_in, t.chips_out FROM seat_tally t" :
	    "SELECT t.rubber_id, t.seat, t.hands, t.points, t.knocks, "
	    "t.rummies, t.chips_in, t.chips_out FROM seat_tally t "
	    "WHERE t.rubber_id IN (SELECT r.id FROM rubber r WHERE "
	    RANGE_SQL ")", &st, err)))
		goto done;
	bind_range(st, range);
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
		rc = db_fail(db, rc, "reading the tallies", err);
		goto done;
	}
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	return rc;
}

/* The pot's movements: who paid into it, who took from it, who won it. */
static int
load_pot(sqlite3 *db, const kl_history_range *range, kl_history_data *d,
         const load_maps *m, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc, run, cache_run = -1;
	int64_t cache_id = 0;

	if ((rc = prep(db,
	    "SELECT t.rubber_id, t.from_seat, t.to_seat, t.reason, "
	    "sum(t.amount) FROM chip_transfer t WHERE t.rubber_id IN "
	    "(SELECT r.id FROM rubber r WHERE " RANGE_SQL ") AND "
	    "(t.from_seat IS NULL OR t.to_seat IS NULL) "
	    "GROUP BY t.rubber_id, t.to_seat, t.from_seat, t.reason",
	    &st, err)))
		goto done;
	bind_range(st, range);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		int64_t rid = sqlite3_column_int64(st, 0);
		long long amount = sqlite3_column_int64(st, 4);
		int from = seat_row(d, m, rid, st, 1, &run, &cache_run,
		                    &cache_id);
		int to = seat_row(d, m, rid, st, 2, &run, &cache_run,
		                  &cache_id);
		const char *reason = (const char *)sqlite3_column_text(st, 3);
		if (run < 0)
			continue;
		if (from >= 0)
			d->seats[from].paid_in += amount;
		if (to >= 0) {
			d->seats[to].taken += amount;
			if (reason != NULL && !strcmp(reason, "pot") &&
			    d->runs[run].phase == KL_RUBBER_FINISHED)
				d->seats[to].won = 1;
		}
	}
	if (rc != SQLITE_DONE) {
		rc = db_fail(db, rc, "reading the pot", err);
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
		rc = nomem(err);
		goto done;
	}
	if ((rc = prep(db,
	    "SELECT b.rubber_id, b.seat, b.total_before, b.total_after "
	    "FROM buyback b WHERE b.rubber_id IN (SELECT r.id FROM rubber r "
	    "WHERE " RANGE_SQL ")", &st, err)))
		goto done;
	bind_range(st, range);
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
		rc = db_fail(db, rc, "reading the buy-backs", err);
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
		if (grow((void **)&d->flows, d->nflows, cap, sizeof(*d->flows)))
			return nomem(err);
		f = &d->flows[d->nflows++];
		f->rubber = run;
		f->from = from;
		f->to = to;
		f->amount = sqlite3_column_int64(st, 3);
	}
	return rc == SQLITE_DONE ? KL_OK : db_fail(db, rc, "reading the chips",
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
		if ((rc = prep(db, range_all(range) ?
		    "SELECT t.rubber_id, t.from_seat, t.to_seat, "
		    "sum(t.amount) FROM chip_transfer t WHERE t.from_seat IS "
		    "NOT NULL AND t.to_seat IS NOT NULL GROUP BY t.rubber_id, "
		    "t.from_seat, t.to_seat" :
		    "SELECT t.rubber_id, t.from_seat, t.to_seat, "
		    "sum(t.amount) FROM chip_transfer t WHERE t.rubber_id IN "
		    "(SELECT r.id FROM rubber r WHERE " RANGE_SQL ") AND "
		    "t.from_seat IS NOT NULL AND t.to_seat IS NOT NULL "
		    "GROUP BY t.rubber_id, t.from_seat, t.to_seat", &st, err)))
			goto done;
		bind_range(st, range);
		rc = add_flows(db, st, d, m, &cap, err);
		goto done;
	}
	if ((rc = prep(db,
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
		return nomem(err);
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
			rc = nomem(err);
			goto done;
		}
		memcpy(sorted, out->players,
		       sizeof(*sorted) * (size_t)out->nplayers);
		qsort(sorted, (size_t)out->nplayers, sizeof(*sorted),
		      cmp_player_name);
		for (i = 0; i < out->nplayers; i++)
			order[find_id(m.player_ids, out->nplayers,
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

/* ---- export ---- */

/* The rubbers of the export and their players; ?1 is since. */
#define EXPORT_RUBBERS "(SELECT * FROM rubber WHERE ?1 IS NULL OR " \
	"started_at >= ?1)"

static const char export_sql[] =
	"SELECT json_object("
	" 'format', 'klopf-export', 'format_version', 1,"
	" 'players', json((SELECT json_group_array(json_object("
	"   'id', p.id, 'name', p.name, 'created_at', p.created_at))"
	"  FROM (SELECT * FROM player WHERE ?1 IS NULL OR id IN (SELECT "
	"   s.player_id FROM seat s JOIN " EXPORT_RUBBERS " x ON "
	"   x.id = s.rubber_id) ORDER BY id) p)),"
	" 'rubbers', json((SELECT json_group_array(json_object("
	"   'id', r.id, 'started_at', r.started_at, 'ended_at', r.ended_at,"
	"   'state', r.state,"
	"   'settings', json((SELECT json_group_object(x.key, x.value) FROM"
	"    (SELECT key, value FROM rubber_setting WHERE rubber_id = r.id"
	"     ORDER BY key) x)),"
	"   'seats', json((SELECT json_group_array(json_object('seat', x.seat,"
	"     'player_id', x.player_id)) FROM (SELECT * FROM seat WHERE"
	"     rubber_id = r.id ORDER BY seat) x)),"
	"   'events', json((SELECT json_group_array(json_object("
	"     'id', e.id, 'seq', e.seq, 'kind', e.kind, 'at', e.at,"
	"     'game', json((SELECT json_object('number', g.number,"
	"       'dealer_seat', g.dealer_seat, 'declarer_seat',"
	"       g.declarer_seat, 'kind', g.kind, 'discard', g.discard,"
	"       'hands', json((SELECT json_group_array(json_object("
	"         'seat', h.seat, 'typed', h.typed, 'cards', h.cards,"
	"         'arrangement', h.arrangement, 'deadwood', h.deadwood,"
	"         'points', h.points, 'typed_as_points', h.typed_as_points))"
	"         FROM (SELECT * FROM hand WHERE game_id = g.event_id"
	"          ORDER BY seat) h)))"
	"       FROM game g WHERE g.event_id = e.id)),"
	"     'buyback', json((SELECT json_object('seat', b.seat,"
	"       'total_before', b.total_before, 'total_after',"
	"       b.total_after, 'cost', b.cost) FROM buyback b"
	"       WHERE b.event_id = e.id))))"
	"    FROM (SELECT * FROM event WHERE rubber_id = r.id ORDER BY seq)"
	"    e)),"
	"   'transfers', json((SELECT json_group_array(json_object("
	"     'id', t.id, 'event_id', t.event_id, 'from_seat', t.from_seat,"
	"     'to_seat', t.to_seat, 'amount', t.amount, 'reason', t.reason))"
	"    FROM (SELECT * FROM chip_transfer WHERE rubber_id = r.id"
	"     ORDER BY id) t))))"
	"  FROM (SELECT * FROM " EXPORT_RUBBERS " ORDER BY id) r)))";

int
kl_history_export_json(kl_store *s, const kl_history_range *range,
                       char **json, kl_error *err)
{
	sqlite3 *db = kl_store_sqlite(s);
	sqlite3_stmt *st = NULL;
	const char *text;
	int rc;

	*json = NULL;
	if ((rc = prep(db, export_sql, &st, err)))
		goto done;
	if (range != NULL && range->since != NULL)
		sqlite3_bind_text(st, 1, range->since, -1, SQLITE_TRANSIENT);
	if ((rc = sqlite3_step(st)) != SQLITE_ROW) {
		rc = db_fail(db, rc, "exporting", err);
		goto done;
	}
	text = (const char *)sqlite3_column_text(st, 0);
	*json = strdup(text != NULL ? text : "{}");
	rc = *json != NULL ? KL_OK : nomem(err);
done:
	sqlite3_finalize(st);
	return rc;
}

/* ---- import ---- */

/* One field of an object in the export format and the JSON types it may
 * have (json_type names, quoted, comma separated, for an SQL IN list). */
typedef struct jfield {
	const char *key;
	const char *types;
} jfield;

/*
 * A kind of object in the document: the rows of "from" (json_each over
 * ?1) produce the object as "elem" and its place as "path"; "where"
 * (may be "1") picks the rows that are such objects.
 */
typedef struct jobject {
	const char *from;
	const char *elem;
	const char *path;
	const char *where;
	const jfield *fields;
} jobject;

static const jfield top_fields[] = {
	{ "format", "'text'" }, { "format_version", "'integer'" },
	{ "players", "'array'" }, { "rubbers", "'array'" }, { NULL, NULL }
};
static const jfield player_fields[] = {
	{ "id", "'integer'" }, { "name", "'text'" },
	{ "created_at", "'text'" }, { NULL, NULL }
};
static const jfield rubber_fields[] = {
	{ "id", "'integer'" }, { "started_at", "'text'" },
	{ "ended_at", "'text','null'" }, { "state", "'text'" },
	{ "settings", "'object'" }, { "seats", "'array'" },
	{ "events", "'array'" }, { "transfers", "'array'" }, { NULL, NULL }
};
static const jfield seat_fields[] = {
	{ "seat", "'integer'" }, { "player_id", "'integer'" }, { NULL, NULL }
};
static const jfield event_fields[] = {
	{ "id", "'integer'" }, { "seq", "'integer'" }, { "kind", "'text'" },
	{ "at", "'text'" }, { "game", "'object','null'" },
	{ "buyback", "'object','null'" }, { NULL, NULL }
};
static const jfield game_fields[] = {
	{ "number", "'integer'" }, { "dealer_seat", "'integer'" },
	{ "declarer_seat", "'integer'" }, { "kind", "'text'" },
	{ "discard", "'text','null'" }, { "hands", "'array'" }, { NULL, NULL }
};
static const jfield hand_fields[] = {
	{ "seat", "'integer'" }, { "typed", "'text'" },
	{ "cards", "'text','null'" }, { "arrangement", "'text','null'" },
	{ "deadwood", "'integer'" }, { "points", "'integer'" },
	{ "typed_as_points", "'integer'" }, { NULL, NULL }
};
static const jfield buyback_fields[] = {
	{ "seat", "'integer'" }, { "total_before", "'integer'" },
	{ "total_after", "'integer'" }, { "cost", "'integer'" }, { NULL, NULL }
};
static const jfield transfer_fields[] = {
	{ "id", "'integer'" }, { "event_id", "'integer','null'" },
	{ "from_seat", "'integer','null'" }, { "to_seat", "'integer','null'" },
	{ "amount", "'integer'" }, { "reason", "'text'" }, { NULL, NULL }
};

#define R_EACH "json_each(?1, '$.rubbers') r"
#define E_EACH R_EACH ", json_each(r.value, '$.events') e"

static const jobject import_objects[] = {
	{ "(SELECT ?1 AS value) x", "x.value", "'$'", "1", top_fields },
	{ "json_each(?1, '$.players') x", "x.value", "x.fullkey", "1",
	  player_fields },
	{ R_EACH, "r.value", "r.fullkey", "1", rubber_fields },
	{ R_EACH ", json_each(r.value, '$.seats') x", "x.value",
	  "r.fullkey || substr(x.fullkey, 2)", "1", seat_fields },
	{ E_EACH, "e.value", "r.fullkey || substr(e.fullkey, 2)", "1",
	  event_fields },
	{ E_EACH, "json_extract(e.value, '$.game')",
	  "r.fullkey || substr(e.fullkey, 2) || '.game'",
	  "json_type(e.value, '$.game') = 'object'", game_fields },
	{ E_EACH ", json_each(e.value, '$.game.hands') x", "x.value",
	  "r.fullkey || substr(e.fullkey, 2) || substr(x.fullkey, 2)", "1",
	  hand_fields },
	{ E_EACH, "json_extract(e.value, '$.buyback')",
	  "r.fullkey || substr(e.fullkey, 2) || '.buyback'",
	  "json_type(e.value, '$.buyback') = 'object'", buyback_fields },
	{ R_EACH ", json_each(r.value, '$.transfers') x", "x.value",
	  "r.fullkey || substr(x.fullkey, 2)", "1", transfer_fields },
};

/*
 * Run sql (binding the document to ?1), which finds the first place in it
 * that breaks a rule; if there is one, fail with "the file does not
 * match the export format at PLACE: problem".
 */
static int
find_problem(sqlite3 *db, const char *sql, const char *json,
             const char *problem, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc;

	if ((rc = prep(db, sql, &st, err)))
		goto done;
	sqlite3_bind_text(st, 1, json, -1, SQLITE_STATIC);
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		const unsigned char *place = sqlite3_column_text(st, 0);
		rc = kl_error_set(err, KL_EINPUT, "the file does not match "
		    "the export format at %s: %s",
		    place != NULL ? (const char *)place : "?", problem);
	} else if (rc == SQLITE_DONE) {
		rc = KL_OK;
	} else {
		rc = db_fail(db, rc, "checking the file", err);
	}
done:
	sqlite3_finalize(st);
	return rc;
}

/* Check every object of kind o: an object, its fields present with the
 * right types, no other fields. */
static int
check_object(sqlite3 *db, const jobject *o, const char *json, kl_error *err)
{
	char sql[2048], keys[512], problem[160];
	const jfield *f;
	size_t n = 0;
	int rc;

	snprintf(sql, sizeof(sql), "SELECT %s FROM %s WHERE %s AND "
	         "json_type(%s) <> 'object' LIMIT 1", o->path, o->from,
	         o->where, o->elem);
	if ((rc = find_problem(db, sql, json, "not an object", err)))
		return rc;
	keys[0] = '\0';
	for (f = o->fields; f->key != NULL; f++) {
		/* an integer too large for SQLite comes back as a real */
		snprintf(sql, sizeof(sql), "SELECT %s FROM %s WHERE %s AND "
		         "(coalesce(json_type(%s, '$.%s'), 'missing') NOT IN "
		         "(%s) OR (json_type(%s, '$.%s') = 'integer' AND "
		         "typeof(json_extract(%s, '$.%s')) <> 'integer')) "
		         "LIMIT 1", o->path, o->from, o->where, o->elem,
		         f->key, f->types, o->elem, f->key, o->elem, f->key);
		snprintf(problem, sizeof(problem), "\"%s\" is missing, not "
		         "of type %s, or too large", f->key, f->types);
		if ((rc = find_problem(db, sql, json, problem, err)))
			return rc;
		n += (size_t)snprintf(keys + n, sizeof(keys) - n, "%s'%s'",
		                      n ? "," : "", f->key);
	}
	snprintf(sql, sizeof(sql), "SELECT %s || ' (\"' || k.key || '\")' "
	         "FROM %s, json_each(%s) k WHERE %s AND k.key NOT IN (%s) "
	         "LIMIT 1", o->path, o->from, o->elem, o->where, keys);
	return find_problem(db, sql, json, "a field the format does not have",
	                    err);
}

/* Checks across fields, in the order they are made. */
static const struct {
	const char *sql;
	const char *problem;
} import_rules[] = {
	{ "SELECT '$' WHERE json_extract(?1, '$.format') <> 'klopf-export'",
	  "\"format\" is not \"klopf-export\"" },
	{ "SELECT '$' WHERE json_extract(?1, '$.format_version') <> 1",
	  "this klopf reads \"format_version\" 1 only" },
	{ "SELECT x.fullkey FROM json_each(?1, '$.players') x WHERE "
	  "julianday(json_extract(x.value, '$.created_at')) IS NULL",
	  "\"created_at\" is not an ISO 8601 time" },
	{ "SELECT r.fullkey FROM " R_EACH " WHERE "
	  "julianday(json_extract(r.value, '$.started_at')) IS NULL OR "
	  "(json_type(r.value, '$.ended_at') = 'text' AND "
	  "julianday(json_extract(r.value, '$.ended_at')) IS NULL)",
	  "\"started_at\" or \"ended_at\" is not an ISO 8601 time" },
	{ "SELECT r.fullkey || substr(e.fullkey, 2) FROM " E_EACH " WHERE "
	  "julianday(json_extract(e.value, '$.at')) IS NULL",
	  "\"at\" is not an ISO 8601 time" },
	{ "SELECT r.fullkey || '.settings.' || x.key FROM " R_EACH ", "
	  "json_each(r.value, '$.settings') x WHERE x.type <> 'text'",
	  "a setting's value must be text" },
	{ "SELECT r.fullkey || substr(e.fullkey, 2) FROM " E_EACH " WHERE "
	  "(json_extract(e.value, '$.kind') = 'game') <> "
	  "(json_type(e.value, '$.game') = 'object') OR "
	  "(json_extract(e.value, '$.kind') = 'buyback') <> "
	  "(json_type(e.value, '$.buyback') = 'object')",
	  "an event's \"kind\" and its \"game\" or \"buyback\" disagree" },
};

/* The inserts, parents before children. */
static const char *const import_inserts[] = {
	"INSERT INTO player (id, name, created_at) SELECT "
	"json_extract(x.value, '$.id'), json_extract(x.value, '$.name'), "
	"json_extract(x.value, '$.created_at') "
	"FROM json_each(?1, '$.players') x",

	"INSERT INTO rubber (id, started_at, ended_at, state) SELECT "
	"json_extract(r.value, '$.id'), json_extract(r.value, '$.started_at'), "
	"json_extract(r.value, '$.ended_at'), json_extract(r.value, '$.state') "
	"FROM " R_EACH,

	"INSERT INTO rubber_setting (rubber_id, key, value) SELECT "
	"json_extract(r.value, '$.id'), x.key, x.value FROM " R_EACH ", "
	"json_each(r.value, '$.settings') x",

	"INSERT INTO seat (rubber_id, seat, player_id) SELECT "
	"json_extract(r.value, '$.id'), json_extract(x.value, '$.seat'), "
	"json_extract(x.value, '$.player_id') FROM " R_EACH ", "
	"json_each(r.value, '$.seats') x",

	"INSERT INTO event (id, rubber_id, seq, kind, at) SELECT "
	"json_extract(e.value, '$.id'), json_extract(r.value, '$.id'), "
	"json_extract(e.value, '$.seq'), json_extract(e.value, '$.kind'), "
	"json_extract(e.value, '$.at') FROM " E_EACH,

	"INSERT INTO game (event_id, rubber_id, number, dealer_seat, "
	"declarer_seat, kind, discard) SELECT json_extract(e.value, '$.id'), "
	"json_extract(r.value, '$.id'), "
	"json_extract(e.value, '$.game.number'), "
	"json_extract(e.value, '$.game.dealer_seat'), "
	"json_extract(e.value, '$.game.declarer_seat'), "
	"json_extract(e.value, '$.game.kind'), "
	"json_extract(e.value, '$.game.discard') FROM " E_EACH " "
	"WHERE json_type(e.value, '$.game') = 'object'",

	"INSERT INTO hand (game_id, seat, typed, cards, arrangement, "
	"deadwood, points, typed_as_points) SELECT "
	"json_extract(e.value, '$.id'), json_extract(x.value, '$.seat'), "
	"json_extract(x.value, '$.typed'), json_extract(x.value, '$.cards'), "
	"json_extract(x.value, '$.arrangement'), "
	"json_extract(x.value, '$.deadwood'), "
	"json_extract(x.value, '$.points'), "
	"json_extract(x.value, '$.typed_as_points') FROM " E_EACH ", "
	"json_each(e.value, '$.game.hands') x",

	"INSERT INTO buyback (event_id, rubber_id, seat, total_before, "
	"total_after, cost) SELECT json_extract(e.value, '$.id'), "
	"json_extract(r.value, '$.id'), "
	"json_extract(e.value, '$.buyback.seat'), "
	"json_extract(e.value, '$.buyback.total_before'), "
	"json_extract(e.value, '$.buyback.total_after'), "
	"json_extract(e.value, '$.buyback.cost') FROM " E_EACH " "
	"WHERE json_type(e.value, '$.buyback') = 'object'",

	"INSERT INTO chip_transfer (id, rubber_id, event_id, from_seat, "
	"to_seat, amount, reason) SELECT json_extract(x.value, '$.id'), "
	"json_extract(r.value, '$.id'), json_extract(x.value, '$.event_id'), "
	"json_extract(x.value, '$.from_seat'), "
	"json_extract(x.value, '$.to_seat'), "
	"json_extract(x.value, '$.amount'), "
	"json_extract(x.value, '$.reason') FROM " R_EACH ", "
	"json_each(r.value, '$.transfers') x",
};

/* After the inserts: rows that point into another rubber. */
static const struct {
	const char *sql;
	const char *problem;
} import_links[] = {
	{ "SELECT t.id FROM chip_transfer t JOIN event e ON e.id = t.event_id "
	  "WHERE e.rubber_id <> t.rubber_id",
	  "chip transfer %s belongs to an event of another rubber" },
	{ "SELECT h.game_id FROM hand h JOIN game g ON g.event_id = h.game_id "
	  "WHERE NOT EXISTS (SELECT 1 FROM seat s WHERE s.rubber_id = "
	  "g.rubber_id AND s.seat = h.seat)",
	  "a hand of event %s has a seat nobody holds" },
	{ "SELECT t.id FROM chip_transfer t WHERE (t.from_seat IS NOT NULL "
	  "AND NOT EXISTS (SELECT 1 FROM seat s WHERE s.rubber_id = "
	  "t.rubber_id AND s.seat = t.from_seat)) OR (t.to_seat IS NOT NULL "
	  "AND NOT EXISTS (SELECT 1 FROM seat s WHERE s.rubber_id = "
	  "t.rubber_id AND s.seat = t.to_seat))",
	  "chip transfer %s moves chips of a seat nobody holds" },
};

int
kl_history_import_json(kl_store *s, const char *json, int *nrubbers,
                       kl_error *err)
{
	sqlite3 *db = kl_store_sqlite(s);
	sqlite3_stmt *st = NULL;
	size_t i;
	int rc;

	*nrubbers = 0;
	if ((rc = prep(db, "SELECT (SELECT count(*) FROM player) + "
	               "(SELECT count(*) FROM rubber), json_valid(?1), "
	               "CASE WHEN json_valid(?1) THEN json_type(?1) END",
	               &st, err)))
		goto done;
	sqlite3_bind_text(st, 1, json, -1, SQLITE_STATIC);
	if ((rc = sqlite3_step(st)) != SQLITE_ROW) {
		rc = db_fail(db, rc, "checking the file", err);
		goto done;
	}
	if (sqlite3_column_int(st, 0) != 0) {
		rc = kl_error_set(err, KL_ERULE, "the database already holds "
		    "players or rubbers; import into a new, empty database "
		    "(--db NEW.db)");
		goto done;
	}
	if (!sqlite3_column_int(st, 1)) {
		rc = kl_error_set(err, KL_EINPUT, "the file is not valid "
		                  "JSON");
		goto done;
	}
	{
		const unsigned char *t = sqlite3_column_text(st, 2);
		if (t == NULL || strcmp((const char *)t, "object") != 0) {
			rc = kl_error_set(err, KL_EINPUT, "the file does not "
			    "match the export format: it is not a JSON "
			    "object");
			goto done;
		}
	}
	sqlite3_finalize(st);
	st = NULL;
	for (i = 0; i < sizeof(import_objects) / sizeof(import_objects[0]);
	     i++)
		if ((rc = check_object(db, &import_objects[i], json, err)))
			goto done;
	for (i = 0; i < sizeof(import_rules) / sizeof(import_rules[0]); i++)
		if ((rc = find_problem(db, import_rules[i].sql, json,
		                       import_rules[i].problem, err)))
			goto done;
	for (i = 0; i < sizeof(import_inserts) / sizeof(import_inserts[0]);
	     i++) {
		if ((rc = prep(db, import_inserts[i], &st, err)))
			goto done;
		sqlite3_bind_text(st, 1, json, -1, SQLITE_STATIC);
		rc = sqlite3_step(st);
		if (rc != SQLITE_DONE) {
			rc = db_fail(db, rc, "the file does not fit the "
			             "database", err);
			goto done;
		}
		sqlite3_finalize(st);
		st = NULL;
	}
	for (i = 0; i < sizeof(import_links) / sizeof(import_links[0]); i++) {
		if ((rc = prep(db, import_links[i].sql, &st, err)))
			goto done;
		rc = sqlite3_step(st);
		if (rc == SQLITE_ROW) {
			char what[160];
			snprintf(what, sizeof(what), import_links[i].problem,
			         (const char *)sqlite3_column_text(st, 0));
			rc = kl_error_set(err, KL_EINPUT, "the file does not "
			                  "fit together: %s", what);
			goto done;
		}
		if (rc != SQLITE_DONE) {
			rc = db_fail(db, rc, "checking the import", err);
			goto done;
		}
		sqlite3_finalize(st);
		st = NULL;
	}
	if ((rc = prep(db, "SELECT count(*) FROM rubber", &st, err)))
		goto done;
	if ((rc = sqlite3_step(st)) != SQLITE_ROW) {
		rc = db_fail(db, rc, "counting the rubbers", err);
		goto done;
	}
	*nrubbers = sqlite3_column_int(st, 0);
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	return rc;
}

/* ---- tables, for CSV ---- */

const char *const kl_history_tables[] = {
	"player", "rubber", "rubber_setting", "seat", "event", "game", "hand",
	"buyback", "chip_transfer", NULL
};

/* Each table's rows in the range (?1 is since) in key order. */
static const char *const table_sql[] = {
	"SELECT * FROM player WHERE ?1 IS NULL OR id IN (SELECT s.player_id "
	"FROM seat s JOIN " EXPORT_RUBBERS " x ON x.id = s.rubber_id) "
	"ORDER BY id",
	"SELECT * FROM " EXPORT_RUBBERS " r ORDER BY id",
	"SELECT * FROM rubber_setting WHERE rubber_id IN (SELECT id FROM "
	EXPORT_RUBBERS ") ORDER BY rubber_id, key",
	"SELECT * FROM seat WHERE rubber_id IN (SELECT id FROM "
	EXPORT_RUBBERS ") ORDER BY rubber_id, seat",
	"SELECT * FROM event WHERE rubber_id IN (SELECT id FROM "
	EXPORT_RUBBERS ") ORDER BY id",
	"SELECT * FROM game WHERE rubber_id IN (SELECT id FROM "
	EXPORT_RUBBERS ") ORDER BY event_id",
	"SELECT h.* FROM hand h JOIN game g ON g.event_id = h.game_id WHERE "
	"g.rubber_id IN (SELECT id FROM " EXPORT_RUBBERS ") ORDER BY "
	"h.game_id, h.seat",
	"SELECT * FROM buyback WHERE rubber_id IN (SELECT id FROM "
	EXPORT_RUBBERS ") ORDER BY event_id",
	"SELECT * FROM chip_transfer WHERE rubber_id IN (SELECT id FROM "
	EXPORT_RUBBERS ") ORDER BY id",
};

int
kl_history_table_rows(kl_store *s, const char *table,
                      const kl_history_range *range,
                      int (*row)(void *ctx, int ncols,
                                 const char *const *names,
                                 const char *const *values,
                                 kl_error *err),
                      void *ctx, kl_error *err)
{
	sqlite3 *db = kl_store_sqlite(s);
	sqlite3_stmt *st = NULL;
	const char **names = NULL, **values = NULL;
	int rc, i, t, ncols;

	for (t = 0; kl_history_tables[t] != NULL; t++)
		if (!strcmp(kl_history_tables[t], table))
			break;
	if (kl_history_tables[t] == NULL)
		return kl_error_set(err, KL_EINPUT, "no table %s", table);
	if ((rc = prep(db, table_sql[t], &st, err)))
		goto done;
	if (range != NULL && range->since != NULL)
		sqlite3_bind_text(st, 1, range->since, -1, SQLITE_TRANSIENT);
	ncols = sqlite3_column_count(st);
	names = calloc((size_t)ncols + 1, sizeof(*names));
	values = calloc((size_t)ncols + 1, sizeof(*values));
	if (names == NULL || values == NULL) {
		rc = nomem(err);
		goto done;
	}
	for (i = 0; i < ncols; i++)
		names[i] = sqlite3_column_name(st, i);
	if (row(ctx, ncols, names, NULL, err) != 0) {
		rc = KL_ESTORE;
		goto done;
	}
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		for (i = 0; i < ncols; i++)
			values[i] = (const char *)sqlite3_column_text(st, i);
		if (row(ctx, ncols, names, values, err) != 0) {
			rc = KL_ESTORE;
			goto done;
		}
	}
	if (rc != SQLITE_DONE) {
		rc = db_fail(db, rc, "reading the table", err);
		goto done;
	}
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	free(names);
	free(values);
	return rc;
}
