/* kl_history.c - the rubbers of a range and the recorded detail of one
 * rubber (kl_history.h).  Part of the store (the code that uses SQLite). */
#include "kl_history.h"

#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "kl_history_sql.h"
#include "kl_store_sql.h"
#include "kl_store.h"

/* The enum kl_transfer_reason of a chip_transfer.reason text, or -1. */
static int
reason_of(const unsigned char *text)
{
	int i;

	for (i = KL_XFER_ANTE; i < KL_XFER_REASONS; i++)
		if (text != NULL &&
		    !strcmp((const char *)text, kl_transfer_reason_name(i)))
			return i;
	return -1;
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
	if ((rc = kl_hsql_prep(db,
	    "SELECT r.id, r.started_at, r.ended_at, r.state, "
	    " (SELECT max(g.number) FROM game g WHERE g.rubber_id = r.id), "
	    " (SELECT sum(t.amount) FROM chip_transfer t "
	    "  WHERE t.rubber_id = r.id AND (t.from_seat IS NULL OR "
	    "  t.to_seat IS NULL) AND t.to_seat IS NULL), "
	    " tt.tournament_id, tt.series, tt.number "
	    "FROM rubber r LEFT JOIN tournament_table tt "
	    " ON tt.rubber_id = r.id WHERE " KL_HSQL_RANGE " ORDER BY r.id",
	    &st, err)))
		goto done;
	kl_hsql_bind_range(st, range);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		kl_history_rubber *h;
		if (kl_store_sql_grow((void **)&list, count, &cap,
		                      sizeof(*list)) ||
		    kl_store_sql_grow((void **)&ids, count, &idcap,
		                      sizeof(*ids))) {
			rc = kl_hsql_nomem(err);
			goto done;
		}
		h = &list[count];
		memset(h, 0, sizeof(*h));
		h->id = ids[count] = sqlite3_column_int64(st, 0);
		kl_store_sql_text(h->started_at, sizeof(h->started_at), st, 1);
		kl_store_sql_text(h->ended_at, sizeof(h->ended_at), st, 2);
		h->phase = kl_store_sql_phase(sqlite3_column_text(st, 3));
		h->games = sqlite3_column_int(st, 4);
		h->pot = sqlite3_column_int(st, 5);
		h->tournament = sqlite3_column_int64(st, 6);
		h->series = sqlite3_column_int(st, 7);
		h->table = sqlite3_column_int(st, 8);
		count++;
	}
	if (rc != SQLITE_DONE) {
		rc = kl_hsql_fail(db, rc, "reading the rubbers", err);
		goto done;
	}
	sqlite3_finalize(st);
	st = NULL;

	if ((rc = kl_hsql_prep(db,
	    "SELECT s.rubber_id, s.seat, p.name FROM rubber r "
	    "JOIN seat s ON s.rubber_id = r.id "
	    "JOIN player p ON p.id = s.player_id "
	    "WHERE " KL_HSQL_RANGE " ORDER BY s.rubber_id, s.seat", &st, err)))
		goto done;
	kl_hsql_bind_range(st, range);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		int k = kl_hsql_find_id(ids, count, sqlite3_column_int64(st, 0));
		int seat = sqlite3_column_int(st, 1);
		if (k < 0 || seat != list[k].nplayers ||
		    seat >= KL_PLAYERS_MAX) {
			rc = kl_error_set(err, KL_ESTORE, "rubber %lld has a "
			    "gap in its seats",
			    (long long)sqlite3_column_int64(st, 0));
			goto done;
		}
		kl_store_sql_text(list[k].names[seat], KL_NAME_MAX, st, 2);
		list[k].nplayers++;
	}
	if (rc != SQLITE_DONE) {
		rc = kl_hsql_fail(db, rc, "reading the seats", err);
		goto done;
	}
	sqlite3_finalize(st);
	st = NULL;

	if ((rc = kl_hsql_prep(db,
	    "SELECT w.rubber_id, w.seat FROM rubber r "
	    "JOIN pot_winner w ON w.rubber_id = r.id "
	    "WHERE " KL_HSQL_RANGE " ORDER BY w.rubber_id, w.seat",
	    &st, err)))
		goto done;
	kl_hsql_bind_range(st, range);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		int k = kl_hsql_find_id(ids, count, sqlite3_column_int64(st, 0));
		if (k >= 0 && list[k].nwinners < KL_PLAYERS_MAX)
			list[k].winners[list[k].nwinners++] =
			    sqlite3_column_int(st, 1);
	}
	if (rc != SQLITE_DONE) {
		rc = kl_hsql_fail(db, rc, "reading the winners", err);
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

/* How many seats rubber id has, into out->nseats.  KL_ENOTFOUND if there
 * is no such rubber, KL_ESTORE if it has more seats than klopf makes. */
static int
detail_seats(sqlite3 *db, int64_t id, kl_history_detail *out,
             kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc;

	if ((rc = kl_hsql_prep(db,
	    "SELECT (SELECT count(*) FROM rubber WHERE id = ?1),"
	    " (SELECT count(*) FROM seat WHERE rubber_id = ?1)",
	    &st, err)))
		goto done;
	sqlite3_bind_int64(st, 1, id);
	if ((rc = sqlite3_step(st)) != SQLITE_ROW) {
		rc = kl_hsql_fail(db, rc, "reading the rubber", err);
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
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	return rc;
}

/*
 * Read the current row of the events query of detail_events into *e,
 * which is cleared first (no hands yet: every points and deadwood -1).
 * Returns 1, or 0 when the row lacks the record its kind needs (the
 * game, buy-back, leaving or rule change joined to it) or is of no kind.
 */
static int
event_row(sqlite3_stmt *st, kl_history_event *e)
{
	kl_event how;
	int ok, k;

	memset(e, 0, sizeof(*e));
	for (k = 0; k < KL_PLAYERS_MAX; k++)
		e->points[k] = e->deadwood[k] = -1;
	e->id = sqlite3_column_int64(st, 0);
	e->seq = sqlite3_column_int(st, 1);
	kl_store_sql_text(e->at, sizeof(e->at), st, 3);
	e->kind = kl_event_kind_of((const char *)sqlite3_column_text(st, 2));
	switch (e->kind) {
	case KL_EVENT_GAME:
		ok = sqlite3_column_type(st, 4) != SQLITE_NULL;
		e->number = sqlite3_column_int(st, 4);
		e->dealer = sqlite3_column_int(st, 5);
		e->declarer = sqlite3_column_int(st, 6);
		if (kl_store_game_kind((const char *)
		                       sqlite3_column_text(st, 7), &how) ||
		    kl_store_upcard((const char *)
		                    sqlite3_column_text(st, 15), &how))
			ok = 0;
		e->rummy = how.rummy;
		e->big = how.big;
		e->dead = how.dead;
		e->upcard = how.upcard;
		break;
	case KL_EVENT_BUYBACK:
		ok = sqlite3_column_type(st, 8) != SQLITE_NULL;
		e->seat = sqlite3_column_int(st, 8);
		e->before = sqlite3_column_int(st, 9);
		e->after = sqlite3_column_int(st, 10);
		e->cost = sqlite3_column_int(st, 11);
		break;
	case KL_EVENT_LEAVE:
		ok = sqlite3_column_type(st, 12) != SQLITE_NULL;
		e->seat = sqlite3_column_int(st, 12);
		break;
	case KL_EVENT_RULES:
		ok = sqlite3_column_type(st, 13) != SQLITE_NULL;
		kl_store_sql_text(e->key, sizeof(e->key), st, 13);
		kl_store_sql_text(e->value, sizeof(e->value), st, 14);
		break;
	default:
		ok = e->kind == KL_EVENT_ABANDON;
		break;
	}
	return ok;
}

/* The events of rubber id, in seq order, into out->events (malloc'd;
 * kl_history_detail_free frees it, also on error).  KL_ESTORE for an
 * event without its record. */
static int
detail_events(sqlite3 *db, int64_t id, kl_history_detail *out,
              kl_error *err)
{
	sqlite3_stmt *st = NULL;
	const char *kind;
	int cap = 0, rc;

	if ((rc = kl_hsql_prep(db,
	    "SELECT e.id, e.seq, e.kind, e.at, g.number, g.dealer_seat, "
	    "g.declarer_seat, g.kind, b.seat, b.total_before, b.total_after, "
	    "b.cost, l.seat, c.key, c.value, g.upcard FROM event e "
	    "LEFT JOIN game g ON g.event_id = e.id "
	    "LEFT JOIN buyback b ON b.event_id = e.id "
	    "LEFT JOIN player_leave l ON l.event_id = e.id "
	    "LEFT JOIN rule_change c ON c.event_id = e.id "
	    "WHERE e.rubber_id = ? ORDER BY e.seq", &st, err)))
		goto done;
	sqlite3_bind_int64(st, 1, id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		kl_history_event *e;
		if (kl_store_sql_grow((void **)&out->events, out->nevents,
		                      &cap, sizeof(*out->events))) {
			rc = kl_hsql_nomem(err);
			goto done;
		}
		e = &out->events[out->nevents++];
		if (!event_row(st, e)) {
			kind = (const char *)sqlite3_column_text(st, 2);
			rc = kl_error_set(err, KL_ESTORE, "rubber %lld: event "
			    "%d is a %s without its record", (long long)id,
			    e->seq, kind ? kind : "?");
			goto done;
		}
	}
	if (rc != SQLITE_DONE) {
		rc = kl_hsql_fail(db, rc, "reading the events", err);
		goto done;
	}
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	return rc;
}

/* The ids of the events of d with their index, sorted by id for
 * slot_find, into *out (malloc'd, the caller frees it; NULL when d has
 * no events). */
static int
event_slots(const kl_history_detail *d, id_slot **out, kl_error *err)
{
	id_slot *slots;
	int i;

	*out = NULL;
	if (d->nevents == 0)
		return KL_OK;
	slots = malloc(sizeof(*slots) * (size_t)d->nevents);
	if (slots == NULL)
		return kl_hsql_nomem(err);
	for (i = 0; i < d->nevents; i++) {
		slots[i].id = d->events[i].id;
		slots[i].index = i;
	}
	qsort(slots, (size_t)d->nevents, sizeof(*slots), cmp_slot);
	*out = slots;
	return KL_OK;
}

/* The hands of rubber id into its games in out (slots: event_slots).
 * KL_ESTORE for a hand of no game or no seat of the rubber. */
static int
detail_hands(sqlite3 *db, int64_t id, kl_history_detail *out,
             const id_slot *slots, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc;

	if ((rc = kl_hsql_prep(db,
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
		rc = kl_hsql_fail(db, rc, "reading the hands", err);
		goto done;
	}
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	return rc;
}

/* The chip transfers of rubber id, in order, into their events in out,
 * or its antes when they have none (slots: event_slots).  KL_ESTORE for
 * a transfer that does not fit the rubber. */
static int
detail_chips(sqlite3 *db, int64_t id, kl_history_detail *out,
             const id_slot *slots, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc;

	if ((rc = kl_hsql_prep(db,
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
		rc = kl_hsql_fail(db, rc, "reading the chips", err);
		goto done;
	}
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	return rc;
}

/* The recorded winners of rubber id into the event they are kept under
 * in out (slots: event_slots).  KL_ESTORE for a winner of no game or no
 * seat of the rubber. */
static int
detail_winners(sqlite3 *db, int64_t id, kl_history_detail *out,
               const id_slot *slots, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc;

	if ((rc = kl_hsql_prep(db,
	    "SELECT w.game_id, w.seat FROM pot_winner w WHERE w.rubber_id = ? "
	    "ORDER BY w.game_id, w.seat", &st, err)))
		goto done;
	sqlite3_bind_int64(st, 1, id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		int ev = slot_find(slots, out->nevents,
		                   sqlite3_column_int64(st, 0));
		int seat = seat_col(st, 1, out->nseats);
		kl_history_event *e;
		if (ev < 0 || seat < 0 ||
		    out->events[ev].nwinners >= KL_PLAYERS_MAX) {
			rc = kl_error_set(err, KL_ESTORE, "rubber %lld: a winner "
			    "has no game or no seat", (long long)id);
			goto done;
		}
		e = &out->events[ev];
		e->winners[e->nwinners++] = seat;
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

int
kl_history_detail_load(kl_store *s, int64_t id, kl_history_detail *out,
                       kl_error *err)
{
	sqlite3 *db = kl_store_sqlite(s);
	id_slot *slots = NULL;
	int rc;

	memset(out, 0, sizeof(*out));
	if ((rc = detail_seats(db, id, out, err)) == KL_OK &&
	    (rc = detail_events(db, id, out, err)) == KL_OK &&
	    (rc = event_slots(out, &slots, err)) == KL_OK &&
	    (rc = detail_hands(db, id, out, slots, err)) == KL_OK &&
	    (rc = detail_chips(db, id, out, slots, err)) == KL_OK)
		rc = detail_winners(db, id, out, slots, err);
	free(slots);
	if (rc != KL_OK)
		kl_history_detail_free(out);
	return rc;
}
