/* kl_history_json.c - the history as one JSON document and back
 * (kl_history_json.h), written and read by SQLite's JSON functions. */
#include "kl_history_json.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "kl_history_sql.h"
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
static const char export_middle[] = "],\"rubbers\":[";
static const char export_tail[] = "]}";

/* The players of the export's rubbers (?1 is since; NULL: every
 * player), one object a row, by id. */
static const char export_players_sql[] =
	"SELECT json_object('id', p.id, 'name', p.name, 'created_at',"
	" p.created_at)"
	" FROM (SELECT * FROM player WHERE ?1 IS NULL OR id IN (SELECT "
	"  s.player_id FROM seat s JOIN " KL_HSQL_EXPORT_RUBBERS " x ON "
	"  x.id = s.rubber_id) ORDER BY id) p";

/* The export's rubbers (?1 is since), one whole object a row, by id. */
static const char export_rubbers_sql[] =
	"SELECT json_object("
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
	"     'rules', json((SELECT json_object('key', c.key, 'value',"
	"       c.value) FROM rule_change c WHERE c.event_id = e.id))))"
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

int
kl_history_export_json_to(kl_store *s, const kl_history_range *range,
                          kl_history_put put, void *ctx, kl_error *err)
{
	sqlite3 *db = kl_store_sqlite(s);
	const char *since = range != NULL ? range->since : NULL;
	int rc;

	if ((rc = put_text(put, ctx, export_head, err)) ||
	    (rc = put_rows(db, export_players_sql, since, put, ctx, err)) ||
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
	/* format 3; formats 1 and 2 have none: seat 0 dealt first */
	{ "first_dealer", "'integer','missing'" },
	{ "events", "'array'" }, { "transfers", "'array'" },
	/* format 3; formats 1 and 2 have none (import_rules check which) */
	{ "corrections", "'array','missing'" },
	/* format 5; formats 1 to 4 have none: the import gives one */
	{ "uuid", "'text','missing'" }, { NULL, NULL }
};
static const jfield correction_fields[] = {
	{ "number", "'integer'" }, { "at", "'text'" },
	{ "after_seq", "'integer'" }, { "old", "'object'" },
	{ "new", "'object'" }, { NULL, NULL }
};
static const jfield fixed_game_fields[] = {
	{ "declarer", "'integer'" }, { "kind", "'text'" },
	{ "hands", "'array'" }, { NULL, NULL }
};
static const jfield fixed_hand_fields[] = {
	{ "seat", "'integer'" }, { "typed", "'text'" }, { NULL, NULL }
};
static const jfield seat_fields[] = {
	{ "seat", "'integer'" }, { "player_id", "'integer'" }, { NULL, NULL }
};
static const jfield event_fields[] = {
	{ "id", "'integer'" }, { "seq", "'integer'" }, { "kind", "'text'" },
	{ "at", "'text'" }, { "game", "'object','null'" },
	{ "buyback", "'object','null'" },
	/* format 4; formats 1 to 3 have neither (import_rules check) */
	{ "leave", "'object','null','missing'" },
	{ "rules", "'object','null','missing'" }, { NULL, NULL }
};
static const jfield leave_fields[] = {
	{ "seat", "'integer'" }, { "winners", "'array'" }, { NULL, NULL }
};
static const jfield rules_fields[] = {
	{ "key", "'text'" }, { "value", "'text'" }, { NULL, NULL }
};
static const jfield game_fields[] = {
	{ "number", "'integer'" }, { "dealer_seat", "'integer'" },
	{ "declarer_seat", "'integer'" }, { "kind", "'text'" },
	{ "discard", "'text','null'" }, { "hands", "'array'" },
	/* format 2; format 1 has none (import_rules check which) */
	{ "winners", "'array','missing'" },
	/* Oklahoma gin's hands only */
	{ "upcard", "'text','missing'" },
	/* Continental's and Queen City's only */
	{ "worth", "'integer','missing'" }, { NULL, NULL }
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
#define C_EACH R_EACH ", json_each(r.value, '$.corrections') c"
#define C_PATH "r.fullkey || substr(c.fullkey, 2)"

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
	{ E_EACH, "json_extract(e.value, '$.leave')",
	  "r.fullkey || substr(e.fullkey, 2) || '.leave'",
	  "json_type(e.value, '$.leave') = 'object'", leave_fields },
	{ E_EACH, "json_extract(e.value, '$.rules')",
	  "r.fullkey || substr(e.fullkey, 2) || '.rules'",
	  "json_type(e.value, '$.rules') = 'object'", rules_fields },
	{ R_EACH ", json_each(r.value, '$.transfers') x", "x.value",
	  "r.fullkey || substr(x.fullkey, 2)", "1", transfer_fields },
	{ C_EACH, "c.value", C_PATH, "1", correction_fields },
	{ C_EACH, "json_extract(c.value, '$.old')", C_PATH " || '.old'",
	  "json_type(c.value, '$.old') = 'object'", fixed_game_fields },
	{ C_EACH, "json_extract(c.value, '$.new')", C_PATH " || '.new'",
	  "json_type(c.value, '$.new') = 'object'", fixed_game_fields },
	{ C_EACH ", json_each(c.value, '$.old.hands') x", "x.value",
	  C_PATH " || '.old' || substr(x.fullkey, 2)", "1",
	  fixed_hand_fields },
	{ C_EACH ", json_each(c.value, '$.new.hands') x", "x.value",
	  C_PATH " || '.new' || substr(x.fullkey, 2)", "1",
	  fixed_hand_fields },
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

	if ((rc = kl_hsql_prep(db, sql, &st, err)))
		goto done;
	sqlite3_bind_text(st, 1, json, -1, SQLITE_STATIC);
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		const unsigned char *place = sqlite3_column_text(st, 0);
		rc = kl_error_set(err, KL_EINPUT, "the file does not match "
		    "the export format at %s: %s",
		    place != NULL ? (const char *)place : "?",
		    kl_error_text(problem));
	} else if (rc == SQLITE_DONE) {
		rc = KL_OK;
	} else {
		rc = kl_hsql_fail(db, rc, "checking the file", err);
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
	if ((rc = find_problem(db, sql, json, KL_N_("not an object"), err)))
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
		snprintf(problem, sizeof(problem), kl_error_text(KL_N_(
		         "\"%s\" is missing, not of type %s, or too large")),
		         f->key, f->types);
		if ((rc = find_problem(db, sql, json, problem, err)))
			return rc;
		n += (size_t)snprintf(keys + n, sizeof(keys) - n, "%s'%s'",
		                      n ? "," : "", f->key);
	}
	snprintf(sql, sizeof(sql), "SELECT %s || ' (\"' || k.key || '\")' "
	         "FROM %s, json_each(%s) k WHERE %s AND k.key NOT IN (%s) "
	         "LIMIT 1", o->path, o->from, o->elem, o->where, keys);
	return find_problem(db, sql, json,
	                    KL_N_("a field the format does not have"),
	                    err);
}

/* Checks across fields, in the order they are made. */
static const struct {
	const char *sql;
	const char *problem;
} import_rules[] = {
	{ "SELECT '$' WHERE json_extract(?1, '$.format') <> 'klopf-export'",
	  KL_N_("\"format\" is not \"klopf-export\"") },
	/* other programs read the last of two equal keys, SQLite the
	 * first: a file that says two things is refused */
	{ "SELECT min(t.fullkey) FROM json_tree(?1) t WHERE t.parent IS NOT "
	  "NULL GROUP BY t.parent, t.key HAVING count(*) > 1 LIMIT 1",
	  KL_N_("a key appears twice in one object") },
	{ "SELECT '$' WHERE json_extract(?1, '$.format_version') NOT IN "
	  "(1, 2, 3, 4, 5)",
	  KL_N_("this klopf reads \"format_version\" 1 to 5 only") },
	{ "SELECT r.fullkey FROM " R_EACH " WHERE "
	  "(json_type(r.value, '$.uuid') IS NULL) = "
	  "(json_extract(?1, '$.format_version') >= 5)",
	  KL_N_("a rubber of format 5 needs \"uuid\", one of an older format has "
	  "none") },
	{ "SELECT r.fullkey || '.uuid' FROM " R_EACH " WHERE "
	  "json_type(r.value, '$.uuid') = 'text' AND NOT ("
	  "length(json_extract(r.value, '$.uuid')) = 36 AND "
	  "json_extract(r.value, '$.uuid') GLOB '[0-9a-f]*-*-4*-*-*' AND "
	  "json_extract(r.value, '$.uuid') NOT GLOB '*[^0-9a-f-]*')",
	  KL_N_("a rubber's \"uuid\" must be a UUID as klopf writes it (36 "
	  "characters: lowercase hexadecimal digits and '-')") },
	{ "SELECT min(r.fullkey) || '.uuid' FROM " R_EACH " WHERE "
	  "json_type(r.value, '$.uuid') = 'text' GROUP BY "
	  "json_extract(r.value, '$.uuid') HAVING count(*) > 1",
	  KL_N_("two rubbers have the same \"uuid\"") },
	{ "SELECT r.fullkey FROM " R_EACH " WHERE "
	  "(json_type(r.value, '$.corrections') IS NULL) = "
	  "(json_extract(?1, '$.format_version') >= 3) OR "
	  "(json_type(r.value, '$.first_dealer') IS NULL) = "
	  "(json_extract(?1, '$.format_version') >= 3)",
	  KL_N_("a rubber of format 3 or 4 needs \"corrections\" and "
	  "\"first_dealer\", one of format 1 or 2 has neither") },
	{ "SELECT r.fullkey || substr(e.fullkey, 2) FROM " E_EACH " WHERE "
	  "(json_type(e.value, '$.leave') IS NULL) = "
	  "(json_extract(?1, '$.format_version') >= 4) OR "
	  "(json_type(e.value, '$.rules') IS NULL) = "
	  "(json_extract(?1, '$.format_version') >= 4)",
	  KL_N_("an event of format 4 needs \"leave\" and \"rules\", one of an "
	  "older format has neither") },
	{ "SELECT r.fullkey || substr(e.fullkey, 2) || '.leave.winners' || "
	  "substr(w.fullkey, 2) FROM " E_EACH ", json_each(e.value, "
	  "'$.leave.winners') w WHERE w.type <> 'integer'",
	  KL_N_("a winner must be a seat number") },
	{ "SELECT " C_PATH " FROM " C_EACH " WHERE "
	  "julianday(json_extract(c.value, '$.at')) IS NULL OR "
	  "json_extract(c.value, '$.old.kind') NOT IN ('knock', 'rummy', "
	  "'gin', 'big_gin') OR "
	  "json_extract(c.value, '$.new.kind') NOT IN ('knock', 'rummy', "
	  "'gin', 'big_gin')",
	  KL_N_("a correction's \"at\" is not an ISO 8601 time, or a kind is "
	  "not one of \"knock\", \"rummy\", \"gin\" and \"big_gin\"") },
	{ "SELECT r.fullkey || substr(e.fullkey, 2) || '.game' FROM " E_EACH
	  " WHERE json_type(e.value, '$.game') = 'object' AND "
	  "(json_type(e.value, '$.game.winners') IS NULL) = "
	  "(json_extract(?1, '$.format_version') >= 2)",
	  KL_N_("a game of format 2 or later needs \"winners\", a game of format 1 "
	  "has none") },
	{ "SELECT r.fullkey || substr(e.fullkey, 2) || '.game.winners' || "
	  "substr(w.fullkey, 2) FROM " E_EACH ", json_each(e.value, "
	  "'$.game.winners') w WHERE w.type <> 'integer'",
	  KL_N_("a winner must be a seat number") },
	{ "SELECT x.fullkey FROM json_each(?1, '$.players') x WHERE "
	  "julianday(json_extract(x.value, '$.created_at')) IS NULL",
	  KL_N_("\"created_at\" is not an ISO 8601 time") },
	{ "SELECT r.fullkey FROM " R_EACH " WHERE "
	  "julianday(json_extract(r.value, '$.started_at')) IS NULL OR "
	  "(json_type(r.value, '$.ended_at') = 'text' AND "
	  "julianday(json_extract(r.value, '$.ended_at')) IS NULL)",
	  KL_N_("\"started_at\" or \"ended_at\" is not an ISO 8601 time") },
	{ "SELECT r.fullkey || substr(e.fullkey, 2) FROM " E_EACH " WHERE "
	  "julianday(json_extract(e.value, '$.at')) IS NULL",
	  KL_N_("\"at\" is not an ISO 8601 time") },
	{ "SELECT r.fullkey || '.settings.' || x.key FROM " R_EACH ", "
	  "json_each(r.value, '$.settings') x WHERE x.type <> 'text'",
	  KL_N_("a setting's value must be text") },
	{ "SELECT r.fullkey || substr(e.fullkey, 2) FROM " E_EACH " WHERE "
	  "(json_extract(e.value, '$.kind') = 'game') <> "
	  "(json_type(e.value, '$.game') = 'object') OR "
	  "(json_extract(e.value, '$.kind') = 'buyback') <> "
	  "(json_type(e.value, '$.buyback') = 'object') OR "
	  "(json_extract(e.value, '$.kind') = 'leave') <> "
	  "(json_type(e.value, '$.leave') = 'object') OR "
	  "(json_extract(e.value, '$.kind') = 'rules') <> "
	  "(json_type(e.value, '$.rules') = 'object')",
	  KL_N_("an event's \"kind\" and its \"game\", \"buyback\", \"leave\" "
	  "or \"rules\" disagree") },
};

/* The inserts, parents before children. */
static const char *const import_inserts[] = {
	"INSERT INTO player (id, name, created_at) SELECT "
	"json_extract(x.value, '$.id'), json_extract(x.value, '$.name'), "
	"json_extract(x.value, '$.created_at') "
	"FROM json_each(?1, '$.players') x",

	"INSERT INTO rubber (id, started_at, ended_at, state, first_dealer, "
	"uuid) SELECT json_extract(r.value, '$.id'), "
	"json_extract(r.value, '$.started_at'), "
	"json_extract(r.value, '$.ended_at'), json_extract(r.value, '$.state'), "
	"coalesce(json_extract(r.value, '$.first_dealer'), 0), "
	"coalesce(json_extract(r.value, '$.uuid'), " KL_SQL_NEW_UUID ") "
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
	"declarer_seat, kind, discard, upcard, worth) SELECT "
	"json_extract(e.value, '$.id'), "
	"json_extract(r.value, '$.id'), "
	"json_extract(e.value, '$.game.number'), "
	"json_extract(e.value, '$.game.dealer_seat'), "
	"json_extract(e.value, '$.game.declarer_seat'), "
	"json_extract(e.value, '$.game.kind'), "
	"json_extract(e.value, '$.game.discard'), "
	"json_extract(e.value, '$.game.upcard'), "
	"json_extract(e.value, '$.game.worth') FROM " E_EACH " "
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

	"INSERT INTO player_leave (event_id, rubber_id, seat) SELECT "
	"json_extract(e.value, '$.id'), json_extract(r.value, '$.id'), "
	"json_extract(e.value, '$.leave.seat') FROM " E_EACH " "
	"WHERE json_type(e.value, '$.leave') = 'object'",

	"INSERT INTO rule_change (event_id, rubber_id, key, value) SELECT "
	"json_extract(e.value, '$.id'), json_extract(r.value, '$.id'), "
	"json_extract(e.value, '$.rules.key'), "
	"json_extract(e.value, '$.rules.value') FROM " E_EACH " "
	"WHERE json_type(e.value, '$.rules') = 'object'",

	"INSERT INTO pot_winner (game_id, rubber_id, seat) SELECT "
	"json_extract(e.value, '$.id'), json_extract(r.value, '$.id'), "
	"w.value FROM " E_EACH ", json_each(e.value, '$.game.winners') w",

	"INSERT INTO pot_winner (game_id, rubber_id, seat) SELECT "
	"json_extract(e.value, '$.id'), json_extract(r.value, '$.id'), "
	"w.value FROM " E_EACH ", json_each(e.value, '$.leave.winners') w",

	"INSERT INTO correction (rubber_id, number, at, after_seq, old, new) "
	"SELECT json_extract(r.value, '$.id'), "
	"json_extract(c.value, '$.number'), json_extract(c.value, '$.at'), "
	"json_extract(c.value, '$.after_seq'), "
	"json(json_extract(c.value, '$.old')), "
	"json(json_extract(c.value, '$.new')) FROM " C_EACH,

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
	  KL_N_("chip transfer %s belongs to an event of another rubber") },
	{ "SELECT h.game_id FROM hand h JOIN game g ON g.event_id = h.game_id "
	  "WHERE NOT EXISTS (SELECT 1 FROM seat s WHERE s.rubber_id = "
	  "g.rubber_id AND s.seat = h.seat)",
	  KL_N_("a hand of event %s has a seat nobody holds") },
	{ "SELECT t.id FROM chip_transfer t WHERE (t.from_seat IS NOT NULL "
	  "AND NOT EXISTS (SELECT 1 FROM seat s WHERE s.rubber_id = "
	  "t.rubber_id AND s.seat = t.from_seat)) OR (t.to_seat IS NOT NULL "
	  "AND NOT EXISTS (SELECT 1 FROM seat s WHERE s.rubber_id = "
	  "t.rubber_id AND s.seat = t.to_seat))",
	  KL_N_("chip transfer %s moves chips of a seat nobody holds") },
};

/*
 * A document of format 1 names no winners: record those of every
 * finished rubber by replaying it with the replay of the store's
 * settings, as the schema upgrade does (kl_store_fill_winners).
 * Returns KL_OK or a store error.
 */
static int
fill_winners(kl_store *s, const char *json, kl_error *err)
{
	sqlite3 *db = kl_store_sqlite(s);
	sqlite3_stmt *st = NULL;
	int rc, old;

	if ((rc = kl_hsql_prep(db, "SELECT json_extract(?1, "
	                       "'$.format_version') = 1", &st, err)))
		return rc;
	sqlite3_bind_text(st, 1, json, -1, SQLITE_STATIC);
	if ((rc = sqlite3_step(st)) != SQLITE_ROW) {
		rc = kl_hsql_fail(db, rc, "reading the format", err);
		sqlite3_finalize(st);
		return rc;
	}
	old = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	return old ? kl_store_fill_winners(s, err) : KL_OK;
}

int
kl_history_import_json(kl_store *s, const char *json, int *nrubbers,
                       kl_error *err)
{
	sqlite3 *db = kl_store_sqlite(s);
	sqlite3_stmt *st = NULL;
	size_t i;
	int rc;

	*nrubbers = 0;
	if ((rc = kl_hsql_prep(db, "SELECT (SELECT count(*) FROM player) + "
	               "(SELECT count(*) FROM rubber), json_valid(?1), "
	               "CASE WHEN json_valid(?1) THEN json_type(?1) END",
	               &st, err)))
		goto done;
	sqlite3_bind_text(st, 1, json, -1, SQLITE_STATIC);
	if ((rc = sqlite3_step(st)) != SQLITE_ROW) {
		rc = kl_hsql_fail(db, rc, "checking the file", err);
		goto done;
	}
	if (sqlite3_column_int(st, 0) != 0) {
		rc = kl_error_set(err, KL_ERULE, "the database already holds "
		    "players or rubbers; import into a new, empty database "
		    "(--db NEW.db)");
		goto done;
	}
	if (!sqlite3_column_int(st, 1)) {
		/* SQLite's json_valid says no, too, when memory runs out:
		 * a file it takes when asked again was never wrong */
		sqlite3_reset(st);
		if (sqlite3_step(st) == SQLITE_ROW && sqlite3_column_int(st, 1))
			rc = kl_hsql_nomem(err);
		else
			rc = kl_error_set(err, KL_EINPUT, "the file is not "
			                  "valid JSON");
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
	/* SQLite's JSON functions end a text at U+0000: "Dora\u0000x"
	 * would be read as Dora, so no text may hold it */
	if (kl_json_find_nul(json) >= 0) {
		rc = kl_error_set(err, KL_EINPUT, "the file does not match the "
		    "export format: a text at byte %ld writes the character "
		    "U+0000 (\\u0000), which no text of klopf holds",
		    kl_json_find_nul(json));
		goto done;
	}
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
		if ((rc = kl_hsql_prep(db, import_inserts[i], &st, err)))
			goto done;
		sqlite3_bind_text(st, 1, json, -1, SQLITE_STATIC);
		rc = sqlite3_step(st);
		if (rc != SQLITE_DONE) {
			rc = kl_hsql_fail(db, rc, "the file does not fit the "
			             "database", err);
			goto done;
		}
		sqlite3_finalize(st);
		st = NULL;
	}
	for (i = 0; i < sizeof(import_links) / sizeof(import_links[0]); i++) {
		if ((rc = kl_hsql_prep(db, import_links[i].sql, &st, err)))
			goto done;
		rc = sqlite3_step(st);
		if (rc == SQLITE_ROW) {
			char what[160];
			snprintf(what, sizeof(what),
			         kl_error_text(import_links[i].problem),
			         (const char *)sqlite3_column_text(st, 0));
			rc = kl_error_set(err, KL_EINPUT, "the file does not "
			                  "fit together: %s", what);
			goto done;
		}
		if (rc != SQLITE_DONE) {
			rc = kl_hsql_fail(db, rc, "checking the import", err);
			goto done;
		}
		sqlite3_finalize(st);
		st = NULL;
	}
	if ((rc = fill_winners(s, json, err)))
		goto done;
	if ((rc = kl_hsql_prep(db, "SELECT count(*) FROM rubber", &st, err)))
		goto done;
	if ((rc = sqlite3_step(st)) != SQLITE_ROW) {
		rc = kl_hsql_fail(db, rc, "counting the rubbers", err);
		goto done;
	}
	*nrubbers = sqlite3_column_int(st, 0);
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	return rc;
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
