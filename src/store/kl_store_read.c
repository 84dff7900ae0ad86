/* kl_store_read.c - reading what was recorded (kl_store.h): a rubber's
 * header, its events for the engine, its hands and its record as booked,
 * and the names of the players. */
#include "kl_store.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "kl_card.h"
#include "kl_store_int.h"
#include "kl_store_sql.h"

/* A SQLite failure of s as an error code and message (the name is the
 * one scripts/update-po looks for, to put what in the catalogue). */
static int
db_error(kl_store *s, int rc, const char *what, kl_error *err)
{
	return kl_store_sql_error(s->db, s->path, rc, what, err);
}

/*
 * Load into *out the rubber that sql (RUBBER_COLUMNS and what selects
 * it) finds first, with its seats and rules; id is bound to the one
 * parameter of sql when bind is 1.  KL_ENOTFOUND if sql finds none,
 * KL_ESTORE for seats with a gap or rules klopf cannot read.
 */
static int
load_rubber(kl_store *s, const char *sql, int64_t id, int bind,
            kl_rubber_row *out, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	char rules[2048];
	size_t len = 0;
	int rc, first;

	memset(out, 0, sizeof(*out));
	if ((rc = kl_sti_prep_cached(s, sql, &st, err)) != KL_OK)
		return rc;
	if (bind)
		sqlite3_bind_int64(st, 1, id);
	rc = sqlite3_step(st);
	if (rc == SQLITE_DONE) {
		rc = kl_error_set(err, KL_ENOTFOUND, "no such rubber");
		goto done;
	}
	if (rc != SQLITE_ROW) {
		rc = db_error(s, rc, "reading the rubber", err);
		goto done;
	}
	out->id = sqlite3_column_int64(st, 0);
	kl_store_sql_text(out->started_at, sizeof(out->started_at), st, 1);
	kl_store_sql_text(out->ended_at, sizeof(out->ended_at), st, 2);
	out->phase = kl_store_sql_phase(sqlite3_column_text(st, 3));
	first = sqlite3_column_int(st, 4);
	kl_sti_done_cached(s, st);
	st = NULL;

	if ((rc = kl_sti_prep_cached(s,
	    "SELECT s.seat, p.name FROM seat s JOIN player p "
	    "ON p.id = s.player_id WHERE s.rubber_id = ? "
	    "ORDER BY s.seat", &st, err)) != KL_OK)
		goto done;
	sqlite3_bind_int64(st, 1, out->id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		int seat = sqlite3_column_int(st, 0);
		if (seat != out->nplayers || seat >= KL_PLAYERS_MAX) {
			rc = kl_error_set(err, KL_ESTORE, "rubber %lld has a "
			    "gap in its seats", (long long)out->id);
			goto done;
		}
		kl_store_sql_text(out->names[seat], KL_NAME_MAX, st, 1);
		out->nplayers++;
	}
	if (rc != SQLITE_DONE) {
		rc = db_error(s, rc, "reading the seats", err);
		goto done;
	}
	kl_sti_done_cached(s, st);
	st = NULL;

	if ((rc = kl_sti_prep_cached(s, "SELECT key, value FROM rubber_setting WHERE "
	                      "rubber_id = ?", &st, err)) != KL_OK)
		goto done;
	sqlite3_bind_int64(st, 1, out->id);
	rules[0] = '\0';
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		int n = snprintf(rules + len, sizeof(rules) - len, "%s=%s\n",
		                 sqlite3_column_text(st, 0),
		                 sqlite3_column_text(st, 1));
		if (n < 0 || (size_t)n >= sizeof(rules) - len) {
			rc = kl_error_set(err, KL_ESTORE, "rubber %lld: too "
			    "many settings", (long long)out->id);
			goto done;
		}
		len += (size_t)n;
	}
	if (rc != SQLITE_DONE) {
		rc = db_error(s, rc, "reading the rules", err);
		goto done;
	}
	{
		kl_error why;
		if (kl_rules_parse(rules, &out->rules, &why) != KL_OK) {
			rc = kl_error_set(err, KL_ESTORE, "rubber %lld has "
			    "unreadable rules: %s", (long long)out->id,
			    why.msg);
			goto done;
		}
		out->rules.first_seat = first;
	}
	rc = KL_OK;
done:
	kl_sti_done_cached(s, st);
	return rc;
}

/* The rubber's columns load_rubber reads, in its order. */
#define RUBBER_COLUMNS "SELECT id, started_at, ended_at, state, " \
	"first_dealer FROM rubber "

int
kl_store_rubber_in_play(kl_store *s, kl_rubber_row *out, kl_error *err)
{
	if (s->table != 0)
		return load_rubber(s, RUBBER_COLUMNS "WHERE id = ? AND "
		                   "state = 'in_play'", s->table, 1, out, err);
	return load_rubber(s, RUBBER_COLUMNS "WHERE state = 'in_play' AND "
	                   "tournament_id IS NULL", 0, 0, out, err);
}

int
kl_store_rubber_latest(kl_store *s, kl_rubber_row *out, kl_error *err)
{
	if (s->table != 0)
		return load_rubber(s, RUBBER_COLUMNS "WHERE id = ?", s->table, 1,
		                   out, err);
	return load_rubber(s, RUBBER_COLUMNS "WHERE tournament_id IS NULL "
	                   "ORDER BY state = 'in_play' DESC, id DESC LIMIT 1",
	                   0, 0, out, err);
}

void
kl_store_select_table(kl_store *s, int64_t rubber)
{
	s->table = rubber;
}

int
kl_store_rubber_get(kl_store *s, int64_t id, kl_rubber_row *out,
                    kl_error *err)
{
	return load_rubber(s, RUBBER_COLUMNS "WHERE id = ?", id, 1, out, err);
}

int
kl_store_game_kind(const char *word, kl_event *e)
{
	e->rummy = e->big = e->dead = 0;
	if (word == NULL)
		return -1;
	if (!strcmp(word, "rummy") || !strcmp(word, "gin") ||
	    !strcmp(word, "out") || !strcmp(word, "u"))
		e->rummy = 1;
	else if (!strcmp(word, "big_gin") || !strcmp(word, "u_whole") ||
	         !strcmp(word, "at_once"))
		e->rummy = e->big = 1;
	else if (!strcmp(word, "dead"))
		e->dead = 1;
	else if (strcmp(word, "knock") && strcmp(word, "showdown") &&
	         strcmp(word, "block"))
		return -1;
	return 0;
}

int
kl_store_upcard(const char *name, kl_event *e)
{
	kl_card c;

	e->upcard = -1;
	if (name == NULL)
		return 0;
	if (kl_card_parse(name, strlen(name), &c, NULL) != KL_OK ||
	    c >= KL_NATURALS)
		return -1;
	e->upcard = c;
	return 0;
}

/*
 * Read the current row of the events query of kl_store_rubber_events
 * (rubber id) into *e, which is cleared first; its hands come later
 * (every deadwood -1 until then).  KL_OK, or KL_ESTORE for a row that is
 * not what klopf writes.
 */
static int
event_of_row(sqlite3_stmt *st, int64_t id, kl_event *e, kl_error *err)
{
	const char *key, *val;
	kl_error why;
	int i, rc = KL_OK;

	memset(e, 0, sizeof(*e));
	for (i = 0; i < KL_PLAYERS_MAX; i++)
		e->deadwood[i] = -1;
	e->kind = kl_event_kind_of((const char *)sqlite3_column_text(st, 1));
	if (e->kind == KL_EVENT_GAME) {
		e->declarer = sqlite3_column_int(st, 2);
		e->worth = sqlite3_column_int(st, 9);
		if (kl_store_game_kind((const char *)
		                       sqlite3_column_text(st, 3), e) ||
		    kl_store_upcard((const char *)
		                    sqlite3_column_text(st, 8), e))
			rc = kl_error_set(err, KL_ESTORE, "rubber %lld, event "
			    "%d: a game that ends as no game klopf knows",
			    (long long)id, sqlite3_column_int(st, 7));
	} else if (e->kind == KL_EVENT_BUYBACK || e->kind == KL_EVENT_LEAVE) {
		e->seat = sqlite3_column_int(st, 4);
	} else if (e->kind == KL_EVENT_RULES) {
		key = (const char *)sqlite3_column_text(st, 5);
		val = (const char *)sqlite3_column_text(st, 6);
		e->setting = kl_rules_find(key != NULL ? key : "");
		if (e->setting < 0 || val == NULL ||
		    kl_rules_read_value(e->setting, val, &e->value,
		                        &why) != KL_OK)
			rc = kl_error_set(err, KL_ESTORE, "rubber %lld, event "
			    "%d: the rule change \"%.40s=%.40s\" is not one "
			    "klopf makes", (long long)id,
			    sqlite3_column_int(st, 7), key ? key : "",
			    val ? val : "");
	} else if (e->kind != KL_EVENT_ABANDON) {
		rc = kl_error_set(err, KL_ESTORE, "rubber %lld, event %d is of "
		                  "no kind klopf knows", (long long)id,
		                  sqlite3_column_int(st, 7));
	}
	return rc;
}

/*
 * Fill in the deadwood and melded of the games among ev[0..count-1]
 * (their event ids in ids[]) from the hands recorded for rubber id.
 * Events and hands both come in seq order.  KL_OK, KL_ESTORE for a hand
 * of no game of the rubber, or the store's error.
 */
static int
hands_of_events(kl_store *s, int64_t id, kl_event *ev, const int64_t *ids,
                int count, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc, i = 0;

	if ((rc = kl_sti_prep_cached(s,
	    "SELECT h.game_id, h.seat, h.deadwood, "
	    "coalesce(json_array_length(h.arrangement, '$.melds'), 0) > 0 "
	    "FROM hand h JOIN event e ON e.id = h.game_id "
	    "WHERE e.rubber_id = ? ORDER BY e.seq", &st, err)) != KL_OK)
		goto done;
	sqlite3_bind_int64(st, 1, id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		int64_t gid = sqlite3_column_int64(st, 0);
		int seat = sqlite3_column_int(st, 1);
		while (i < count && ids[i] != gid)
			i++;
		if (i == count || seat < 0 || seat >= KL_PLAYERS_MAX) {
			rc = kl_error_set(err, KL_ESTORE, "a hand does not "
			                  "belong to a game of the rubber");
			goto done;
		}
		ev[i].deadwood[seat] = sqlite3_column_int(st, 2);
		ev[i].melded[seat] = sqlite3_column_int(st, 3);
	}
	if (rc != SQLITE_DONE) {
		rc = db_error(s, rc, "reading the hands", err);
		goto done;
	}
	rc = KL_OK;
done:
	kl_sti_done_cached(s, st);
	return rc;
}

int
kl_store_rubber_events(kl_store *s, int64_t id, kl_event **events, int *n,
                       kl_error *err)
{
	sqlite3_stmt *st = NULL;
	kl_event *ev = NULL;
	int64_t *ids = NULL;
	int count = 0, cap = 0, rc;

	*events = NULL;
	*n = 0;
	if ((rc = kl_sti_prep_cached(s,
	    "SELECT e.id, e.kind, g.declarer_seat, g.kind, "
	    "coalesce(b.seat, l.seat), c.key, c.value, e.seq, g.upcard, "
	    "coalesce(g.worth, 0) FROM event e " KL_STI_EVENT_JOINS
	    "WHERE e.rubber_id = ? ORDER BY e.seq", &st, err)) != KL_OK)
		goto done;
	sqlite3_bind_int64(st, 1, id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		if (count == cap) {
			int ncap = cap ? cap * 2 : 64;
			kl_event *ne = realloc(ev, sizeof(*ev) * (size_t)ncap);
			int64_t *ni = realloc(ids, sizeof(*ids) * (size_t)ncap);
			if (ne != NULL)
				ev = ne;
			if (ni != NULL)
				ids = ni;
			if (ne == NULL || ni == NULL) {
				rc = kl_error_set(err, KL_ENOMEM,
				                  "out of memory");
				goto done;
			}
			cap = ncap;
		}
		ids[count] = sqlite3_column_int64(st, 0);
		if ((rc = event_of_row(st, id, &ev[count], err)) != KL_OK)
			goto done;
		count++;
	}
	if (rc != SQLITE_DONE) {
		rc = db_error(s, rc, "reading the events", err);
		goto done;
	}
	kl_sti_done_cached(s, st);
	st = NULL;
	if ((rc = hands_of_events(s, id, ev, ids, count, err)) != KL_OK)
		goto done;
	*events = ev;
	*n = count;
	ev = NULL;
	rc = KL_OK;
done:
	kl_sti_done_cached(s, st);
	free(ev);
	free(ids);
	return rc;
}

int
kl_store_rubber_hands(kl_store *s, int64_t id, kl_stored_hand **out, int *n,
                      kl_error *err)
{
	sqlite3_stmt *st = NULL;
	kl_stored_hand *hands = NULL, *h;
	int count = 0, cap = 0, rc;

	*out = NULL;
	*n = 0;
	/* the arrangement's melds as card text with '|' between them, read
	 * from its JSON by SQLite */
	if ((rc = kl_sti_prep(s,
	    "SELECT g.number, h.seat, h.typed, h.deadwood, "
	    "h.points, h.typed_as_points, "
	    "(SELECT group_concat((SELECT group_concat(c.value, "
	    "' ') FROM json_each(m.value) c), ' | ') FROM "
	    "json_each(h.arrangement, '$.melds') m), "
	    "(SELECT group_concat(u.value, ' ') FROM "
	    "json_each(h.arrangement, '$.unmatched') u), "
	    "json_extract(h.arrangement, '$.discard'), "
	    "(SELECT group_concat(l.value, ' ') FROM "
	    "json_each(h.arrangement, '$.layoffs') l), "
	    "h.cards, h.arrangement "
	    "FROM hand h JOIN game g "
	    "ON g.event_id = h.game_id WHERE g.rubber_id = ? "
	    "ORDER BY g.number, h.seat", &st, err)) != KL_OK)
		goto done;
	sqlite3_bind_int64(st, 1, id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *typed = (const char *)sqlite3_column_text(st, 2);
		const char *melds = (const char *)sqlite3_column_text(st, 6);
		const char *un = (const char *)sqlite3_column_text(st, 7);
		const char *disc = (const char *)sqlite3_column_text(st, 8);
		const char *lay = (const char *)sqlite3_column_text(st, 9);
		const char *cards = (const char *)sqlite3_column_text(st, 10);
		const char *arr = (const char *)sqlite3_column_text(st, 11);
		if (kl_store_sql_grow((void **)&hands, count, &cap,
		                      sizeof(*hands))) {
			rc = kl_error_set(err, KL_ENOMEM, "out of memory");
			goto done;
		}
		h = &hands[count];
		memset(h, 0, sizeof(*h));
		count++;
		h->game = sqlite3_column_int(st, 0);
		h->seat = sqlite3_column_int(st, 1);
		h->typed = strdup(typed != NULL ? typed : "");
		h->melds = strdup(melds != NULL ? melds : "");
		h->unmatched = strdup(un != NULL ? un : "");
		h->discard = disc != NULL ? strdup(disc) : NULL;
		h->layoffs = strdup(lay != NULL ? lay : "");
		h->cards = cards != NULL ? strdup(cards) : NULL;
		h->arrangement = arr != NULL ? strdup(arr) : NULL;
		h->deadwood = sqlite3_column_int(st, 3);
		h->points = sqlite3_column_int(st, 4);
		h->typed_as_points = sqlite3_column_int(st, 5);
		if (h->typed == NULL || h->melds == NULL ||
		    h->unmatched == NULL || h->layoffs == NULL ||
		    (disc != NULL && h->discard == NULL) ||
		    (cards != NULL && h->cards == NULL) ||
		    (arr != NULL && h->arrangement == NULL)) {
			rc = kl_error_set(err, KL_ENOMEM, "out of memory");
			goto done;
		}
	}
	if (rc != SQLITE_DONE) {
		rc = db_error(s, rc, "reading the hands", err);
		goto done;
	}
	*out = hands;
	*n = count;
	hands = NULL;
	count = 0;
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	kl_store_hands_free(hands, count);
	return rc;
}

void
kl_store_hands_free(kl_stored_hand *hands, int n)
{
	int i;

	for (i = 0; i < n && hands != NULL; i++) {
		free(hands[i].typed);
		free(hands[i].melds);
		free(hands[i].unmatched);
		free(hands[i].discard);
		free(hands[i].layoffs);
		free(hands[i].cards);
		free(hands[i].arrangement);
	}
	free(hands);
}

int
kl_store_rubber_record(kl_store *s, int64_t id, kl_stored_event **out,
                       int *n, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	kl_stored_event *ev = NULL, *e;
	int count = 0, cap = 0, rc;

	*out = NULL;
	*n = 0;
	if ((rc = kl_sti_prep(s,
	    "SELECT e.kind, e.seq, e.at, g.number, "
	    "g.declarer_seat, g.kind, coalesce(b.seat, l.seat), "
	    "c.key, c.value, g.upcard, coalesce(g.worth, 0), g.discard "
	    "FROM event e " KL_STI_EVENT_JOINS
	    "WHERE e.rubber_id = ? ORDER BY e.seq", &st,
	    err)) != KL_OK)
		goto done;
	sqlite3_bind_int64(st, 1, id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *kind = (const char *)sqlite3_column_text(st, 0);
		const char *at = (const char *)sqlite3_column_text(st, 2);
		const char *gkind = (const char *)sqlite3_column_text(st, 5);
		if (kl_store_sql_grow((void **)&ev, count, &cap, sizeof(*ev))) {
			rc = kl_error_set(err, KL_ENOMEM, "out of memory");
			goto done;
		}
		e = &ev[count++];
		memset(e, 0, sizeof(*e));
		e->kind = kl_event_kind_of(kind);
		e->seq = sqlite3_column_int(st, 1);
		kl_store_sql_text(e->key, sizeof(e->key), st, 7);
		kl_store_sql_text(e->value, sizeof(e->value), st, 8);
		snprintf(e->at, sizeof(e->at), "%s", at != NULL ? at : "");
		e->number = sqlite3_column_int(st, 3);
		e->declarer = sqlite3_column_int(st, 4);
		e->seat = sqlite3_column_int(st, 6);
		e->upcard = -1;
		if (e->kind == KL_EVENT_GAME) {
			kl_event how;
			if (kl_store_game_kind(gkind, &how) ||
			    kl_store_upcard((const char *)sqlite3_column_text(st,
			                    9), &how)) {
				rc = kl_error_set(err, KL_ESTORE, "rubber %lld, "
				    "game %d ends as no game klopf knows",
				    (long long)id, e->number);
				goto done;
			}
			e->rummy = how.rummy;
			e->big = how.big;
			e->dead = how.dead;
			e->upcard = how.upcard;
			e->worth = sqlite3_column_int(st, 10);
			if (sqlite3_column_type(st, 11) != SQLITE_NULL) {
				e->has_discard = 1;
				if ((size_t)sqlite3_column_bytes(st, 11) <
				    sizeof(e->discard))
					kl_store_sql_text(e->discard,
					    sizeof(e->discard), st, 11);
				else
					snprintf(e->discard,
					    sizeof(e->discard), "?");
			}
		}
	}
	if (rc != SQLITE_DONE) {
		rc = db_error(s, rc, "reading the events", err);
		goto done;
	}
	*out = ev;
	*n = count;
	ev = NULL;
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	free(ev);
	return rc;
}

int
kl_store_player_names(kl_store *s, kl_player_names *out, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int cap = 0, rc;

	memset(out, 0, sizeof(*out));
	if ((rc = kl_sti_prep(s, "SELECT name FROM player ORDER BY id", &st,
	                      err)) != KL_OK)
		return rc;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *name = (const char *)sqlite3_column_text(st, 0);
		if (kl_store_sql_grow((void **)&out->names, out->n, &cap,
		                      sizeof(*out->names))) {
			rc = kl_error_set(err, KL_ENOMEM, "out of memory");
			goto done;
		}
		snprintf(out->names[out->n++], KL_NAME_MAX, "%s",
		         name != NULL ? name : "");
	}
	if (rc != SQLITE_DONE) {
		rc = db_error(s, rc, "reading the players", err);
		goto done;
	}
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	if (rc != KL_OK) {
		free(out->names);
		memset(out, 0, sizeof(*out));
	}
	return rc;
}

int
kl_store_data_version(kl_store *s, int64_t *out, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc;

	*out = 0;
	if ((rc = kl_sti_prep_cached(s, "PRAGMA data_version", &st, err)) !=
	    KL_OK)
		return rc;
	rc = sqlite3_step(st);
	if (rc != SQLITE_ROW) {
		rc = db_error(s, rc, "reading the change counter", err);
		goto done;
	}
	*out = sqlite3_column_int64(st, 0);
	rc = KL_OK;
done:
	kl_sti_done_cached(s, st);
	return rc;
}
