/* kl_history_json.c - the history as one JSON document and back
 * (kl_history_json.h), written and read by SQLite's JSON functions. */
#include "kl_history_json.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "kl_history_sql.h"
#include "kl_jscan.h"
#include "kl_json.h"
#include "kl_store_sql.h"

/* ---- export ---- */

/*
 * The document is written piece by piece: its head, each player's object,
 * the middle, each rubber's object and the tail, with commas between the
 * objects of a list.  Each object is made by SQLite's json_object from
 * one row, so the text is what one json_object over the whole history
 * gave, and memory holds one rubber at a time.
 */
static const char export_head[] =
	"{\"format\":\"klopf-export\",\"format_version\":5,\"players\":[";
/* format 6: a file that holds tournaments */
static const char export_head6[] =
	"{\"format\":\"klopf-export\",\"format_version\":6,\"players\":[";
static const char export_tournaments[] = "],\"tournaments\":[";
static const char export_middle[] = "],\"rubbers\":[";

/* The tournaments of the export (?1 is since): every one when since is
 * NULL, else those a rubber of the export plays for. */
#define EXPORT_TOURNAMENTS "(SELECT * FROM tournament WHERE ?1 IS NULL " \
	"OR id IN (SELECT x.tournament_id FROM " KL_HSQL_EXPORT_RUBBERS " x))"

/* How many tournaments the export holds (?1 is since). */
static const char export_count_sql[] =
	"SELECT count(*) FROM " EXPORT_TOURNAMENTS;

/* The export's tournaments, one object a row, by id. */
static const char export_tourn_sql[] =
	"SELECT json_object('id', t.id, 'name', t.name, 'code', t.code,"
	" 'created_at', t.created_at, 'ended_at', t.ended_at,"
	" 'settings', json((SELECT json_group_object(x.key, x.value) FROM"
	"  (SELECT key, value FROM tournament_setting WHERE tournament_id ="
	"   t.id ORDER BY key) x)),"
	" 'players', json((SELECT json_group_array(json_object('player_id',"
	"  x.player_id, 'number', x.number, 'team', x.team, 'from_series',"
	"  x.from_series, 'withdrawn_after', x.withdrawn_after)) FROM"
	"  (SELECT * FROM tournament_player WHERE tournament_id = t.id ORDER"
	"   BY number) x)),"
	" 'series', json((SELECT json_group_array(json_object('number',"
	"  x.number, 'seed', x.seed, 'drawn_by', x.drawn_by, 'drawn_at',"
	"  x.drawn_at)) FROM (SELECT * FROM tournament_series WHERE"
	"  tournament_id = t.id ORDER BY number) x)))"
	" FROM (SELECT * FROM " EXPORT_TOURNAMENTS " ORDER BY id) t";
static const char export_tail[] = "]}";

/* The players of the export's rubbers (?1 is since; NULL: every
 * player), one object a row, by id. */
static const char export_players_sql[] =
	"SELECT json_object('id', p.id, 'name', p.name, 'created_at',"
	" p.created_at)"
	" FROM (SELECT * FROM player WHERE ?1 IS NULL OR id IN (SELECT "
	"  s.player_id FROM seat s JOIN " KL_HSQL_EXPORT_RUBBERS " x ON "
	"  x.id = s.rubber_id) OR id IN (SELECT tp.player_id FROM "
	"  tournament_player tp WHERE tp.tournament_id IN (SELECT "
	"  x.tournament_id FROM " KL_HSQL_EXPORT_RUBBERS " x)) ORDER BY id) p";

/* The export's rubbers (?1 is since), one whole object a row, by id. */
static const char export_rubbers_sql[] =
	"SELECT json_patch(json_object("
	"   'id', r.id, 'uuid', r.uuid, 'started_at', r.started_at,"
	"   'ended_at', r.ended_at,"
	"   'state', r.state, 'first_dealer', r.first_dealer,"
	"   'settings', json((SELECT json_group_object(x.key, x.value) FROM"
	"    (SELECT key, value FROM rubber_setting WHERE rubber_id = r.id"
	"     ORDER BY key) x)),"
	"   'seats', json((SELECT json_group_array(json_object('seat', x.seat,"
	"     'player_id', x.player_id)) FROM (SELECT * FROM seat WHERE"
	"     rubber_id = r.id ORDER BY seat) x)),"
	"   'events', json((SELECT json_group_array(json_object("
	"     'id', e.id, 'seq', e.seq, 'kind', e.kind, 'at', e.at,"
	"     'game', json((SELECT json_patch(json_object('number', g.number,"
	"       'dealer_seat', g.dealer_seat, 'declarer_seat',"
	"       g.declarer_seat, 'kind', g.kind, 'discard', g.discard,"
	"       'hands', json((SELECT json_group_array(json_object("
	"         'seat', h.seat, 'typed', h.typed, 'cards', h.cards,"
	"         'arrangement', h.arrangement, 'deadwood', h.deadwood,"
	"         'points', h.points, 'typed_as_points', h.typed_as_points))"
	"         FROM (SELECT * FROM hand WHERE game_id = g.event_id"
	"          ORDER BY seat) h)),"
	"       'winners', json((SELECT json_group_array(w.seat) FROM"
	"        (SELECT seat FROM pot_winner WHERE game_id = g.event_id"
	"         ORDER BY seat) w))),"
	/* Oklahoma gin's upcard, and what going out was worth in
	 * Continental and Queen City, only where there is one */
	"       json_patch(CASE WHEN g.upcard IS NULL THEN '{}' ELSE"
	"        json_object('upcard', g.upcard) END,"
	"        CASE WHEN g.worth IS NULL THEN '{}' ELSE"
	"        json_object('worth', g.worth) END))"
	"       FROM game g WHERE g.event_id = e.id)),"
	"     'buyback', json((SELECT json_object('seat', b.seat,"
	"       'total_before', b.total_before, 'total_after',"
	"       b.total_after, 'cost', b.cost) FROM buyback b"
	"       WHERE b.event_id = e.id)),"
	"     'leave', json((SELECT json_object('seat', l.seat,"
	"       'winners', json((SELECT json_group_array(w.seat) FROM"
	"        (SELECT seat FROM pot_winner WHERE game_id = l.event_id"
	"         ORDER BY seat) w))) FROM player_leave l"
	"       WHERE l.event_id = e.id)),"
	"     'rules', json((SELECT json_patch(json_object('key', c.key,"
	"       'value', c.value), CASE WHEN EXISTS (SELECT 1 FROM"
	"       pot_winner w WHERE w.game_id = c.event_id) THEN"
	"       json_object('winners', json((SELECT json_group_array(w.seat)"
	"        FROM (SELECT seat FROM pot_winner WHERE game_id ="
	"        c.event_id ORDER BY seat) w))) ELSE '{}' END)"
	"       FROM rule_change c WHERE c.event_id = e.id))))"
	"    FROM (SELECT * FROM event WHERE rubber_id = r.id ORDER BY seq)"
	"    e)),"
	"   'transfers', json((SELECT json_group_array(json_object("
	"     'id', t.id, 'event_id', t.event_id, 'from_seat', t.from_seat,"
	"     'to_seat', t.to_seat, 'amount', t.amount, 'reason', t.reason))"
	"    FROM (SELECT * FROM chip_transfer WHERE rubber_id = r.id"
	"     ORDER BY id) t)),"
	"   'corrections', json((SELECT json_group_array(json_object("
	"     'number', c.number, 'at', c.at, 'after_seq', c.after_seq,"
	"     'old', json(c.old), 'new', json(c.new)))"
	"    FROM (SELECT * FROM correction WHERE rubber_id = r.id"
	"     ORDER BY id) c)))"
	/* format 6: the table of a tournament the rubber plays */
	"  , coalesce((SELECT json_object('tournament', json_object('id',"
	"    tt.tournament_id, 'series', tt.series, 'table', tt.number))"
	"    FROM tournament_table tt WHERE tt.rubber_id = r.id), '{}'))"
	"  FROM (SELECT * FROM " KL_HSQL_EXPORT_RUBBERS " ORDER BY id) r";

/* put(ctx, text, len, err) for the NUL-terminated text; KL_OK or its
 * error. */
static int
put_text(kl_history_put put, void *ctx, const char *text, kl_error *err)
{
	return put(ctx, text, strlen(text), err);
}

/*
 * Run sql (?1 bound to since, may be NULL), handing each row's one
 * column to put, with a comma before every row but the first.  Returns
 * KL_OK, put's error or the store's.
 */
static int
put_rows(sqlite3 *db, const char *sql, const char *since,
         kl_history_put put, void *ctx, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	const char *text;
	int rc, first = 1;

	if ((rc = kl_hsql_prep(db, sql, &st, err)))
		goto done;
	if (since != NULL)
		sqlite3_bind_text(st, 1, since, -1, SQLITE_TRANSIENT);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		text = (const char *)sqlite3_column_text(st, 0);
		if (text == NULL) {
			rc = kl_hsql_nomem(err);
			goto done;
		}
		if ((!first && (rc = put(ctx, ",", 1, err))) ||
		    (rc = put(ctx, text,
		              (size_t)sqlite3_column_bytes(st, 0), err)))
			goto done;
		first = 0;
	}
	if (rc != SQLITE_DONE) {
		rc = kl_hsql_fail(db, rc, "exporting", err);
		goto done;
	}
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	return rc;
}

/* The count sql (?1 bound to since) gives, into *n. */
static int
count_rows(sqlite3 *db, const char *sql, const char *since, int *n,
           kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc;

	if ((rc = kl_hsql_prep(db, sql, &st, err)))
		return rc;
	if (since != NULL)
		sqlite3_bind_text(st, 1, since, -1, SQLITE_TRANSIENT);
	if ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		*n = sqlite3_column_int(st, 0);
		rc = KL_OK;
	} else {
		rc = kl_hsql_fail(db, rc, "exporting", err);
	}
	sqlite3_finalize(st);
	return rc;
}

int
kl_history_export_json_to(kl_store *s, const kl_history_range *range,
                          kl_history_put put, void *ctx, kl_error *err)
{
	sqlite3 *db = kl_store_sqlite(s);
	const char *since = range != NULL ? range->since : NULL;
	int rc, ntourn = 0;

	if ((rc = count_rows(db, export_count_sql, since, &ntourn, err)) ||
	    (rc = put_text(put, ctx, ntourn ? export_head6 : export_head,
	                   err)) ||
	    (rc = put_rows(db, export_players_sql, since, put, ctx, err)) ||
	    (ntourn && (rc = put_text(put, ctx, export_tournaments, err))) ||
	    (ntourn && (rc = put_rows(db, export_tourn_sql, since, put, ctx,
	                              err))) ||
	    (rc = put_text(put, ctx, export_middle, err)) ||
	    (rc = put_rows(db, export_rubbers_sql, since, put, ctx, err)))
		return rc;
	return put_text(put, ctx, export_tail, err);
}

/* A growing text in memory, for kl_history_export_json. */
typedef struct json_buf {
	char *text;
	size_t len, cap;
} json_buf;

/* kl_history_put into the json_buf ctx, kept NUL-terminated; KL_OK or
 * KL_ENOMEM. */
static int
buf_put(void *ctx, const char *text, size_t len, kl_error *err)
{
	json_buf *b = ctx;

	if (b->cap - b->len <= len) {
		size_t cap = b->cap ? b->cap : 4096;
		char *p;

		while (cap - b->len <= len) {
			if (cap > SIZE_MAX / 2)
				return kl_hsql_nomem(err);
			cap *= 2;
		}
		if ((p = realloc(b->text, cap)) == NULL)
			return kl_hsql_nomem(err);
		b->text = p;
		b->cap = cap;
	}
	memcpy(b->text + b->len, text, len);
	b->len += len;
	b->text[b->len] = '\0';
	return KL_OK;
}

int
kl_history_export_json(kl_store *s, const kl_history_range *range,
                       char **json, kl_error *err)
{
	json_buf b = { NULL, 0, 0 };
	int rc;

	*json = NULL;
	if ((rc = kl_history_export_json_to(s, range, buf_put, &b, err))) {
		free(b.text);
		return rc;
	}
	*json = b.text;
	return KL_OK;
}

/* ---- import ---- */

int
kl_history_import_json(kl_store *s, const char *json, int *nrubbers,
                       kl_error *err)
{
	kl_jscan_mem mem;
	kl_jscan_source src;

	kl_jscan_memory(json, strlen(json), &mem, &src);
	return kl_history_import_stream(s, &src, 0, NULL, NULL, nrubbers,
	                                NULL, err);
}

int
kl_history_json_format(kl_store *s, const char *json, int *version,
                       kl_error *err)
{
	sqlite3 *db = kl_store_sqlite(s);
	sqlite3_stmt *st = NULL;
	int rc;

	*version = 0;
	if ((rc = kl_hsql_prep(db, "SELECT CASE WHEN json_valid(?1) AND "
	                       "json_type(?1) = 'object' AND json_type(?1, "
	                       "'$.format_version') = 'integer' THEN "
	                       "json_extract(?1, '$.format_version') END",
	                       &st, err)))
		goto done;
	sqlite3_bind_text(st, 1, json, -1, SQLITE_STATIC);
	if ((rc = sqlite3_step(st)) != SQLITE_ROW) {
		rc = kl_hsql_fail(db, rc, "reading the format", err);
		goto done;
	}
	*version = sqlite3_column_int(st, 0);
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	return rc;
}
