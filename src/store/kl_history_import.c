/* kl_history_import.c - a klopf export loaded into an empty database a
 * rubber at a time (kl_history_json.h: kl_history_import_stream). */
#include "kl_history_json.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "kl_history_sql.h"
#include "kl_jdoc.h"
#include "kl_jscan.h"
#include "kl_history_import_int.h"
#include "kl_store_sql.h"

/* The longest rubber (or list of players) read, and the most values one
 * holds: a rubber of a thousand games takes about a megabyte. */
#define VALUE_MAX ((size_t)64 << 20)

static const char *const statements[ST_COUNT] = {
	[ST_PLAYER] = "INSERT INTO player (id, name, created_at) VALUES "
	"(?1, ?2, ?3)",
	[ST_RUBBER] = "INSERT INTO rubber (id, started_at, ended_at, state, "
	"first_dealer, uuid, tournament_id) VALUES (?1, ?2, ?3, ?4, "
	"coalesce(?5, 0), coalesce(?6, " KL_SQL_NEW_UUID "), ?7)",
	[ST_SETTING] = "INSERT INTO rubber_setting (rubber_id, key, value) "
	"VALUES (?1, ?2, ?3)",
	[ST_SEAT] = "INSERT INTO seat (rubber_id, seat, player_id) VALUES "
	"(?1, ?2, ?3)",
	[ST_EVENT] = "INSERT INTO event (id, rubber_id, seq, kind, at) VALUES "
	"(?1, ?2, ?3, ?4, ?5)",
	[ST_GAME] = "INSERT INTO game (event_id, rubber_id, number, "
	"dealer_seat, declarer_seat, kind, discard, upcard, worth) VALUES "
	"(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
	[ST_HAND] = "INSERT INTO hand (game_id, seat, typed, cards, "
	"arrangement, deadwood, points, typed_as_points) VALUES (?1, ?2, ?3, "
	"?4, ?5, ?6, ?7, ?8)",
	[ST_BUYBACK] = "INSERT INTO buyback (event_id, rubber_id, seat, "
	"total_before, total_after, cost) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
	[ST_LEAVE] = "INSERT INTO player_leave (event_id, rubber_id, seat) "
	"VALUES (?1, ?2, ?3)",
	[ST_RULE] = "INSERT INTO rule_change (event_id, rubber_id, key, value) "
	"VALUES (?1, ?2, ?3, ?4)",
	[ST_WINNER] = "INSERT INTO pot_winner (game_id, rubber_id, seat) "
	"VALUES (?1, ?2, ?3)",
	[ST_CORRECTION] = "INSERT INTO correction (rubber_id, number, at, "
	"after_seq, old, new) VALUES (?1, ?2, ?3, ?4, json(?5), json(?6))",
	[ST_TRANSFER] = "INSERT INTO chip_transfer (id, rubber_id, event_id, "
	"from_seat, to_seat, amount, reason) VALUES (?1, ?2, ?3, ?4, ?5, ?6, "
	"?7)",
	[ST_TIME] = "SELECT julianday(?1) IS NOT NULL",
	[ST_UUID] = "SELECT 1 FROM rubber WHERE uuid = ?1",
	[ST_TOURN] = "INSERT INTO tournament (id, name, code, created_at, "
	"ended_at, state) VALUES (?1, ?2, ?3, ?4, ?5, CASE WHEN ?5 IS NULL "
	"THEN 'open' ELSE 'ended' END)",
	[ST_TSETTING] = "INSERT INTO tournament_setting (tournament_id, key, "
	"value) VALUES (?1, ?2, ?3)",
	[ST_TPLAYER] = "INSERT INTO tournament_player (tournament_id, "
	"player_id, number, team, from_series, withdrawn_after) VALUES (?1, "
	"?2, ?3, ?4, ?5, ?6)",
	[ST_TSERIES] = "INSERT INTO tournament_series (tournament_id, number, "
	"seed, drawn_by, drawn_at) VALUES (?1, ?2, ?3, ?4, ?5)",
	[ST_TTABLE] = "INSERT INTO tournament_table (tournament_id, series, "
	"number, rubber_id) VALUES (?1, ?2, ?3, ?4)",
};

/* Is seat one of the rubber's seats? */
static int
seated(const imp *m, long long seat)
{
	int i;

	for (i = 0; i < m->nseats; i++)
		if (m->seats[i] == seat)
			return 1;
	return 0;
}

/* "the file does not fit together: WHAT" with id. */
static int
apart(const char *what, long long id, kl_error *err)
{
	char text[40], problem[200];

	snprintf(text, sizeof(text), "%lld", id);
	snprintf(problem, sizeof(problem), kl_error_text(what), text);
	return kl_error_set(err, KL_EINPUT, "the file does not fit together: "
	                    "%s", problem);
}

/* Insert the game, hands, buy-back, leave, rule change and winners of
 * event node e. */
static int
insert_event(imp *m, int e, kl_error *err)
{
	static const char *const fits =
	    KL_N_("the file does not fit the database");
	long long id = kl_imp_num(m, e, "id");
	int type, g, x, k, rc;

	kl_imp_bind(m, ST_EVENT, 1, e, "id");
	sqlite3_bind_int64(m->st[ST_EVENT], 2, m->rubber);
	kl_imp_bind(m, ST_EVENT, 3, e, "seq");
	kl_imp_bind(m, ST_EVENT, 4, e, "kind");
	kl_imp_bind(m, ST_EVENT, 5, e, "at");
	if ((rc = kl_imp_run(m, ST_EVENT, fits, err)))
		return rc;
	if (kl_store_sql_grow((void **)&m->events, m->nevents, &m->cap,
	                      sizeof(*m->events)))
		return kl_hsql_nomem(err);
	m->events[m->nevents++] = id;
	g = kl_imp_field(m, e, "game", &type);
	if (type == KL_JOBJECT) {
		static const char *const cols[] = { "number", "dealer_seat",
		    "declarer_seat", "kind", "discard", "upcard", "worth" };
		size_t i;
		sqlite3_bind_int64(m->st[ST_GAME], 1, id);
		sqlite3_bind_int64(m->st[ST_GAME], 2, m->rubber);
		for (i = 0; i < sizeof(cols) / sizeof(cols[0]); i++)
			kl_imp_bind(m, ST_GAME, (int)i + 3, g, cols[i]);
		if ((rc = kl_imp_run(m, ST_GAME, fits, err)))
			return rc;
		k = kl_imp_field(m, g, "hands", &type);
		for (x = m->doc.nodes[k].child; x >= 0;
		     x = m->doc.nodes[x].next) {
			static const char *const hcols[] = { "seat", "typed",
			    "cards", "arrangement", "deadwood", "points",
			    "typed_as_points" };
			sqlite3_bind_int64(m->st[ST_HAND], 1, id);
			for (i = 0; i < sizeof(hcols) / sizeof(hcols[0]); i++)
				kl_imp_bind(m, ST_HAND, (int)i + 2, x, hcols[i]);
			if ((rc = kl_imp_run(m, ST_HAND, fits, err)))
				return rc;
			if (!seated(m, kl_imp_num(m, x, "seat")))
				return apart(KL_N_("a hand of event %s has a "
				             "seat nobody holds"), id, err);
		}
		k = kl_imp_field(m, g, "winners", &type);
		for (x = type == KL_JARRAY ? m->doc.nodes[k].child : -1; x >= 0;
		     x = m->doc.nodes[x].next) {
			sqlite3_bind_int64(m->st[ST_WINNER], 1, id);
			sqlite3_bind_int64(m->st[ST_WINNER], 2, m->rubber);
			kl_imp_bind(m, ST_WINNER, 3, x, NULL);
			if ((rc = kl_imp_run(m, ST_WINNER, fits, err)))
				return rc;
		}
	}
	x = kl_imp_field(m, e, "buyback", &type);
	if (type == KL_JOBJECT) {
		sqlite3_bind_int64(m->st[ST_BUYBACK], 1, id);
		sqlite3_bind_int64(m->st[ST_BUYBACK], 2, m->rubber);
		kl_imp_bind(m, ST_BUYBACK, 3, x, "seat");
		kl_imp_bind(m, ST_BUYBACK, 4, x, "total_before");
		kl_imp_bind(m, ST_BUYBACK, 5, x, "total_after");
		kl_imp_bind(m, ST_BUYBACK, 6, x, "cost");
		if ((rc = kl_imp_run(m, ST_BUYBACK, fits, err)))
			return rc;
	}
	x = kl_imp_field(m, e, "leave", &type);
	if (type == KL_JOBJECT) {
		int w;
		sqlite3_bind_int64(m->st[ST_LEAVE], 1, id);
		sqlite3_bind_int64(m->st[ST_LEAVE], 2, m->rubber);
		kl_imp_bind(m, ST_LEAVE, 3, x, "seat");
		if ((rc = kl_imp_run(m, ST_LEAVE, fits, err)))
			return rc;
		k = kl_imp_field(m, x, "winners", &type);
		for (w = m->doc.nodes[k].child; w >= 0;
		     w = m->doc.nodes[w].next) {
			sqlite3_bind_int64(m->st[ST_WINNER], 1, id);
			sqlite3_bind_int64(m->st[ST_WINNER], 2, m->rubber);
			kl_imp_bind(m, ST_WINNER, 3, w, NULL);
			if ((rc = kl_imp_run(m, ST_WINNER, fits, err)))
				return rc;
		}
	}
	x = kl_imp_field(m, e, "rules", &type);
	if (type == KL_JOBJECT) {
		sqlite3_bind_int64(m->st[ST_RULE], 1, id);
		sqlite3_bind_int64(m->st[ST_RULE], 2, m->rubber);
		kl_imp_bind(m, ST_RULE, 3, x, "key");
		kl_imp_bind(m, ST_RULE, 4, x, "value");
		if ((rc = kl_imp_run(m, ST_RULE, fits, err)))
			return rc;
		/* a change that ended the game: its winners */
		k = kl_imp_field(m, x, "winners", &type);
		for (g = type == KL_JARRAY ? m->doc.nodes[k].child : -1; g >= 0;
		     g = m->doc.nodes[g].next) {
			sqlite3_bind_int64(m->st[ST_WINNER], 1, id);
			sqlite3_bind_int64(m->st[ST_WINNER], 2, m->rubber);
			kl_imp_bind(m, ST_WINNER, 3, g, NULL);
			if ((rc = kl_imp_run(m, ST_WINNER, fits, err)))
				return rc;
		}
	}
	return KL_OK;
}

/* Insert the rubber at node r, all of it, checked first. */
static int
insert_rubber(imp *m, int r, kl_error *err)
{
	static const char *const fits =
	    KL_N_("the file does not fit the database");
	int type, k, x, rc, i;

	if ((rc = kl_imp_check_objects(m, r, err)) ||
	    (rc = kl_imp_check_rules(m, r, err)))
		return rc;
	m->rubber = kl_imp_num(m, r, "id");
	m->nseats = 0;
	m->nevents = 0;
	kl_imp_bind(m, ST_RUBBER, 1, r, "id");
	kl_imp_bind(m, ST_RUBBER, 2, r, "started_at");
	kl_imp_bind(m, ST_RUBBER, 3, r, "ended_at");
	kl_imp_bind(m, ST_RUBBER, 4, r, "state");
	kl_imp_bind(m, ST_RUBBER, 5, r, "first_dealer");
	kl_imp_bind(m, ST_RUBBER, 6, r, "uuid");
	k = kl_imp_field(m, r, "tournament", &type);
	if (type == KL_JOBJECT)
		kl_imp_bind(m, ST_RUBBER, 7, k, "id");
	if ((rc = kl_imp_run(m, ST_RUBBER, fits, err)) ||
	    (rc = kl_imp_rubber_table(m, r, err)))
		return rc;
	k = kl_imp_field(m, r, "settings", &type);
	for (x = m->doc.nodes[k].child; x >= 0; x = m->doc.nodes[x].next) {
		sqlite3_bind_int64(m->st[ST_SETTING], 1, m->rubber);
		sqlite3_bind_text(m->st[ST_SETTING], 2, m->doc.nodes[x].key, -1,
		                  SQLITE_STATIC);
		kl_imp_bind(m, ST_SETTING, 3, x, NULL);
		if ((rc = kl_imp_run(m, ST_SETTING, fits, err)))
			return rc;
	}
	k = kl_imp_field(m, r, "seats", &type);
	for (x = m->doc.nodes[k].child; x >= 0; x = m->doc.nodes[x].next) {
		sqlite3_bind_int64(m->st[ST_SEAT], 1, m->rubber);
		kl_imp_bind(m, ST_SEAT, 2, x, "seat");
		kl_imp_bind(m, ST_SEAT, 3, x, "player_id");
		if ((rc = kl_imp_run(m, ST_SEAT, fits, err)))
			return rc;
		/* the schema allows so many seats as fit here; more fail
		 * its checks above */
		if (m->nseats < (int)(sizeof(m->seats) / sizeof(m->seats[0])))
			m->seats[m->nseats++] = (int)kl_imp_num(m, x, "seat");
	}
	k = kl_imp_field(m, r, "events", &type);
	for (x = m->doc.nodes[k].child; x >= 0; x = m->doc.nodes[x].next)
		if ((rc = insert_event(m, x, err)))
			return rc;
	k = kl_imp_field(m, r, "corrections", &type);
	for (x = type == KL_JARRAY ? m->doc.nodes[k].child : -1; x >= 0;
	     x = m->doc.nodes[x].next) {
		sqlite3_bind_int64(m->st[ST_CORRECTION], 1, m->rubber);
		kl_imp_bind(m, ST_CORRECTION, 2, x, "number");
		kl_imp_bind(m, ST_CORRECTION, 3, x, "at");
		kl_imp_bind(m, ST_CORRECTION, 4, x, "after_seq");
		kl_imp_bind(m, ST_CORRECTION, 5, x, "old");
		kl_imp_bind(m, ST_CORRECTION, 6, x, "new");
		if ((rc = kl_imp_run(m, ST_CORRECTION, fits, err)))
			return rc;
	}
	k = kl_imp_field(m, r, "transfers", &type);
	for (x = m->doc.nodes[k].child; x >= 0; x = m->doc.nodes[x].next) {
		long long id = kl_imp_num(m, x, "id");
		int ev = kl_jdoc_get(&m->doc, x, "event_id");
		int from = kl_jdoc_get(&m->doc, x, "from_seat");
		int to = kl_jdoc_get(&m->doc, x, "to_seat");
		sqlite3_bind_int64(m->st[ST_TRANSFER], 2, m->rubber);
		kl_imp_bind(m, ST_TRANSFER, 1, x, "id");
		kl_imp_bind(m, ST_TRANSFER, 3, x, "event_id");
		kl_imp_bind(m, ST_TRANSFER, 4, x, "from_seat");
		kl_imp_bind(m, ST_TRANSFER, 5, x, "to_seat");
		kl_imp_bind(m, ST_TRANSFER, 6, x, "amount");
		kl_imp_bind(m, ST_TRANSFER, 7, x, "reason");
		if ((rc = kl_imp_run(m, ST_TRANSFER, fits, err)))
			return rc;
		if (m->doc.nodes[ev].type == KL_JINT) {
			for (i = 0; i < m->nevents &&
			     m->events[i] != m->doc.nodes[ev].i; i++)
				;
			if (i == m->nevents)
				return apart(KL_N_("chip transfer %s belongs to "
				             "an event of another rubber"), id,
				             err);
		}
		if ((m->doc.nodes[from].type == KL_JINT &&
		     !seated(m, m->doc.nodes[from].i)) ||
		    (m->doc.nodes[to].type == KL_JINT &&
		     !seated(m, m->doc.nodes[to].i)))
			return apart(KL_N_("chip transfer %s moves chips of a "
			             "seat nobody holds"), id, err);
	}
	return KL_OK;
}

/* Check and insert the players of the document (its root an array). */
static int
insert_players(imp *m, kl_error *err)
{
	int x, rc, ok;

	for (x = m->doc.nodes[0].child; x >= 0; x = m->doc.nodes[x].next)
		if ((rc = kl_imp_check_fields(m, x, kl_imp_player_fields, err)))
			return rc;
	for (x = m->doc.nodes[0].child; x >= 0; x = m->doc.nodes[x].next) {
		if ((ok = kl_imp_is_time(m, x, "created_at", 0, err)) < 0)
			return err->code;
		if (!ok)
			return kl_imp_mismatch(m, x, NULL, KL_N_("\"created_at\" is not "
			                "an ISO 8601 time"), err);
	}
	for (x = m->doc.nodes[0].child; x >= 0; x = m->doc.nodes[x].next) {
		kl_imp_bind(m, ST_PLAYER, 1, x, "id");
		kl_imp_bind(m, ST_PLAYER, 2, x, "name");
		kl_imp_bind(m, ST_PLAYER, 3, x, "created_at");
		if ((rc = kl_imp_run(m, ST_PLAYER, "the file does not fit the "
		              "database", err)))
			return rc;
	}
	return KL_OK;
}

/* Read the piece text (len bytes, at byte at of the file) into m->doc,
 * whose root stands at path prefix: refused when it is not JSON, holds
 * \u0000 in a text or a key twice in an object. */
static int
parse_piece(imp *m, const char *text, size_t len, unsigned long long at,
            const char *prefix, kl_error *err)
{
	size_t where = 0;
	int rc;

	snprintf(m->prefix, sizeof(m->prefix), "%s", prefix);
	m->at = at;
	if ((rc = kl_jdoc_parse(&m->doc, text, len, &where, err)) != KL_OK) {
		if (rc != KL_EINPUT)
			return rc;
		return kl_error_set(err, KL_EINPUT, "the file is not valid JSON "
		                    "(at byte %llu)", at + where);
	}
	/* SQLite's JSON functions end a text at U+0000: "Dora\u0000x"
	 * would be read as Dora, so no text may hold it */
	if (m->doc.nul >= 0)
		return kl_error_set(err, KL_EINPUT, "the file does not match the "
		    "export format: a text at byte %llu writes the character "
		    "U+0000 (\\u0000), which no text of klopf holds",
		    at + (unsigned long long)m->doc.nul);
	if (m->doc.dup >= 0)
		return kl_imp_mismatch(m, m->doc.dup, NULL, KL_N_("a key appears twice "
		                "in one object"), err);
	return KL_OK;
}

/* The members of the top object, as they are met. */
enum { TOP_FORMAT, TOP_VERSION, TOP_PLAYERS, TOP_RUBBERS, TOP_TOURNAMENTS,
       TOP_COUNT };
/* The members every file has (the others: format 6, with tournaments). */
#define TOP_NEEDED TOP_TOURNAMENTS

/* One reading of the stream.  pass 0: everything, in the order it comes;
 * when the rubbers come before the other members and the source can be
 * read again, they are skipped, and pass 1 reads only them. */
typedef struct top {
	int seen[TOP_COUNT];
	int again;         /* the rubbers must be read in a second pass */
	int nrubbers;
} top;

/* The decoded key of a member of the top object ("" when it is not a
 * text JSON reads). */
static void
top_key(const char *raw, char *out, size_t size)
{
	kl_jdoc d;
	kl_error e;
	size_t len = strlen(raw);
	char *q = malloc(len + 3);

	out[0] = '\0';
	if (q == NULL)
		return;
	q[0] = '"';
	memcpy(q + 1, raw, len);
	q[len + 1] = '"';
	q[len + 2] = '\0';
	kl_jdoc_init(&d);
	kl_error_clear(&e);
	if (kl_jdoc_parse(&d, q, len + 2, NULL, &e) == KL_OK &&
	    d.nodes[0].type == KL_JTEXT)
		snprintf(out, size, "%s", d.nodes[0].text);
	kl_jdoc_free(&d);
	free(q);
}

static const char *const top_names[TOP_COUNT] = {
	[TOP_FORMAT] = "format", [TOP_VERSION] = "format_version",
	[TOP_PLAYERS] = "players", [TOP_RUBBERS] = "rubbers",
	[TOP_TOURNAMENTS] = "tournaments",
};

/* Note member i of the top object (key as decoded) met; refused the
 * second time. */
static int
top_seen(top *t, int i, const char *key, kl_error *err)
{
	if (t->seen[i])
		return kl_error_set(err, KL_EINPUT, "the file does not match "
		    "the export format at $.%s: %s", key,
		    kl_error_text(KL_N_("a key appears twice in one object")));
	t->seen[i] = 1;
	return KL_OK;
}

static int top_rubber(imp *m, top *t, const kl_jscan_item *it,
                      kl_error *err);

/* The rubbers of the array it holds whole (m->doc has read it). */
static int
top_rubbers_whole(imp *m, top *t, const kl_jscan_item *it, kl_error *err)
{
	size_t *span = NULL;
	int n = m->doc.nodes[0].count, i = 0, x, rc = KL_OK;

	if (!t->seen[TOP_VERSION] || !t->seen[TOP_PLAYERS])
		return kl_error_set(err, KL_EINPUT, "the file does not match "
		    "the export format at $.rubbers: its rubbers come before "
		    "\"format_version\" and \"players\"");
	if (n > 0 && (span = malloc(2 * (size_t)n * sizeof(*span))) == NULL)
		return kl_hsql_nomem(err);
	for (x = m->doc.nodes[0].child; x >= 0; x = m->doc.nodes[x].next) {
		span[2 * i] = (size_t)(m->doc.nodes[x].raw - it->text);
		span[2 * i + 1] = m->doc.nodes[x].rawlen;
		i++;
	}
	for (i = 0; i < n && rc == KL_OK; i++) {
		kl_jscan_item one = *it;
		one.kind = KL_JSCAN_ELEMENT;
		one.text = it->text + span[2 * i];
		one.len = span[2 * i + 1];
		one.at = it->at + span[2 * i];
		one.index = i;
		rc = top_rubber(m, t, &one, err);
	}
	free(span);
	return rc;
}

/* The top-level member it (not the streamed rubbers), pass 0. */
static int
top_member(imp *m, top *t, const kl_jscan_item *it, kl_error *err)
{
	char key[256], place[300];
	int i, rc;

	top_key(it->key, key, sizeof(key));
	for (i = 0; i < TOP_COUNT && strcmp(key, top_names[i]); i++)
		;
	if (i == TOP_COUNT) {
		snprintf(place, sizeof(place), "$ (\"%s\")", key);
		return kl_error_set(err, KL_EINPUT, "the file does not match "
		    "the export format at %s: %s", place,
		    kl_error_text(KL_N_("a field the format does not have")));
	}
	if ((rc = top_seen(t, i, key, err)))
		return rc;
	snprintf(place, sizeof(place), "$.%s", key);
	if ((rc = parse_piece(m, it->text, it->len, it->at, place, err)))
		return rc;
	if (!(kl_imp_top_fields[i].types & (1u << m->doc.nodes[0].type)) ||
	    (m->doc.nodes[0].type == KL_JINT && m->doc.nodes[0].big)) {
		char problem[160];
		snprintf(problem, sizeof(problem), kl_error_text(KL_N_(
		         "\"%s\" is missing, not of type %s, or too large")),
		         kl_imp_top_fields[i].key, kl_imp_top_fields[i].names);
		return kl_error_set(err, KL_EINPUT, "the file does not match "
		                    "the export format at $: %s", problem);
	}
	switch (i) {
	case TOP_FORMAT:
		if (strcmp(m->doc.nodes[0].text, "klopf-export"))
			return kl_error_set(err, KL_EINPUT, "the file does not "
			    "match the export format at $: %s", kl_error_text(
			    KL_N_("\"format\" is not \"klopf-export\"")));
		return KL_OK;
	case TOP_VERSION:
		if (m->doc.nodes[0].i < 1 || m->doc.nodes[0].i > 6)
			return kl_error_set(err, KL_EINPUT, "the file does not "
			    "match the export format at $: %s", kl_error_text(
			    KL_N_("this klopf reads \"format_version\" 1 to 6 "
			    "only")));
		m->version = (int)m->doc.nodes[0].i;
		if (m->version < m->min_version)
			return kl_error_set(err, KL_ERULE, "this import needs "
			    "a file of format_version %d or later",
			    m->min_version);
		return KL_OK;
	case TOP_PLAYERS:
		return insert_players(m, err);
	case TOP_TOURNAMENTS:
		if (m->version < 6 || !t->seen[TOP_PLAYERS] ||
		    t->seen[TOP_RUBBERS])
			return kl_error_set(err, KL_EINPUT, "the file does not "
			    "match the export format at $.tournaments: %s",
			    kl_error_text(KL_N_("tournaments come in a file of "
			    "format_version 6, after \"players\" and before "
			    "\"rubbers\"")));
		return kl_imp_tournaments(m, err);
	default:
		/* "rubbers" whose key is written with escapes is not
		 * streamed: its rubbers are in the text of it */
		return top_rubbers_whole(m, t, it, err);
	}
}

/* Hand the rubber just inserted to m->loaded; a file of format 1 names
 * no winners, which are filled in after the last rubber: its rubbers
 * are handed over then. */
static int
rubber_loaded(imp *m, kl_error *err)
{
	if (m->loaded == NULL)
		return KL_OK;
	if (m->version != 1)
		return m->loaded(m->ctx, m->rubber, err);
	if (kl_store_sql_grow((void **)&m->later, m->nlater, &m->later_cap,
	                      sizeof(*m->later)))
		return kl_hsql_nomem(err);
	m->later[m->nlater++] = m->rubber;
	return KL_OK;
}

/* A rubber of the file: its element it. */
static int
top_rubber(imp *m, top *t, const kl_jscan_item *it, kl_error *err)
{
	char place[64];
	int rc;

	snprintf(place, sizeof(place), "$.rubbers[%lld]", it->index);
	if ((rc = parse_piece(m, it->text, it->len, it->at, place, err)) ||
	    (rc = insert_rubber(m, 0, err)) ||
	    (rc = rubber_loaded(m, err)))
		return rc;
	t->nrubbers++;
	return KL_OK;
}

/* A stream whose first character is no '{': JSON of another shape, or
 * no JSON at all. */
static int
not_object(imp *m, kl_jscan *scan, kl_error *err)
{
	const char *text;
	size_t len, where = 0;
	int rc;

	if ((rc = kl_jscan_rest(scan, &text, &len, err)) != KL_OK) {
		if (rc == KL_ERULE)
			return kl_error_set(err, KL_EINPUT, "the file does not "
			    "match the export format: it is not a JSON object");
		return rc;
	}
	rc = kl_jdoc_parse(&m->doc, len ? text : "", len, &where, err);
	if (rc == KL_OK)
		return kl_error_set(err, KL_EINPUT, "the file does not match "
		    "the export format: it is not a JSON object");
	if (rc != KL_EINPUT)
		return rc;
	return kl_error_set(err, KL_EINPUT, "the file is not valid JSON (at "
	                    "byte %llu)", (unsigned long long)where);
}

/* One pass over the stream (see top). */
static int
read_pass(imp *m, const kl_jscan_source *src, top *t, int pass,
          kl_error *err)
{
	kl_jscan *scan = NULL;
	kl_jscan_item it;
	unsigned long long at = 0;
	int rc, shape = 0;

	if ((rc = kl_jscan_new(src, VALUE_MAX, &scan, err)) != KL_OK)
		return rc;
	for (;;) {
		if ((rc = kl_jscan_next(scan, "rubbers", &it, &at, &shape,
		                        err)) != KL_OK) {
			if (shape)
				rc = not_object(m, scan, err);
			else if (rc == KL_ERULE)
				rc = kl_error_set(err, KL_EINPUT, "the file does "
				    "not match the export format: the value at "
				    "byte %llu is longer than %d MiB, the most "
				    "klopf reads of one rubber", at,
				    (int)(VALUE_MAX >> 20));
			else if (rc == KL_EINPUT)
				rc = kl_error_set(err, KL_EINPUT, "the file is "
				    "not valid JSON (at byte %llu)", at);
			break;
		}
		if (it.kind == KL_JSCAN_END)
			break;
		if (it.kind == KL_JSCAN_ELEMENT) {
			if (pass == 1 || !t->again)
				if ((rc = top_rubber(m, t, &it, err)))
					break;
			continue;
		}
		if (pass == 1)
			continue;
		if (it.kind == KL_JSCAN_ARRAY) {
			if ((rc = top_seen(t, TOP_RUBBERS, "rubbers", err)))
				break;
			if (!t->seen[TOP_VERSION] || !t->seen[TOP_PLAYERS]) {
				if (src->rewind == NULL) {
					rc = kl_error_set(err, KL_EINPUT, "the "
					    "file does not match the export "
					    "format at $.rubbers: its rubbers "
					    "come before \"format_version\" and "
					    "\"players\", which klopf reads from "
					    "a file but not from a pipe");
					break;
				}
				t->again = 1;
			}
			continue;
		}
		if ((rc = top_member(m, t, &it, err)))
			break;
	}
	kl_jscan_free(scan);
	return rc;
}

int
kl_history_import_stream(kl_store *s, const kl_jscan_source *src,
                         int min_version, kl_history_loaded loaded,
                         void *ctx, int *nrubbers, int *version,
                         kl_error *err)
{
	sqlite3_stmt *st = NULL;
	imp m;
	top t;
	int rc, i;

	memset(&m, 0, sizeof(m));
	memset(&t, 0, sizeof(t));
	kl_jdoc_init(&m.doc);
	m.db = kl_store_sqlite(s);
	m.min_version = min_version;
	m.loaded = loaded;
	m.ctx = ctx;
	*nrubbers = 0;
	if (version != NULL)
		*version = 0;
	if ((rc = kl_hsql_prep(m.db, "SELECT (SELECT count(*) FROM player) + "
	                       "(SELECT count(*) FROM rubber)", &st, err)))
		goto done;
	if ((rc = sqlite3_step(st)) != SQLITE_ROW) {
		rc = kl_hsql_fail(m.db, rc, "checking the file", err);
		goto done;
	}
	if (sqlite3_column_int(st, 0) != 0) {
		rc = kl_error_set(err, KL_ERULE, "the database already holds "
		    "players or rubbers; import into a new, empty database "
		    "(--db NEW.db)");
		goto done;
	}
	/* the whole file is one transaction: with SQLite's small default
	 * cache the pages being filled are written out to the log and
	 * again many times over (48 writes a game); 64 MiB of cache keep
	 * them (6 a game), a size that does not grow with the file */
	sqlite3_exec(m.db, "PRAGMA cache_size = -65536", NULL, NULL, NULL);
	for (i = 0; i < ST_COUNT; i++)
		if ((rc = kl_hsql_prep(m.db, statements[i], &m.st[i], err)))
			goto done;
	rc = read_pass(&m, src, &t, 0, err);
	if (version != NULL)
		*version = m.version;
	if (rc != KL_OK)
		goto done;
	for (i = 0; i < TOP_NEEDED && t.seen[i]; i++)
		;
	if (i < TOP_NEEDED) {
		char problem[160];
		snprintf(problem, sizeof(problem), kl_error_text(KL_N_(
		         "\"%s\" is missing, not of type %s, or too large")),
		         kl_imp_top_fields[i].key, kl_imp_top_fields[i].names);
		rc = kl_error_set(err, KL_EINPUT, "the file does not match the "
		                  "export format at $: %s", problem);
		goto done;
	}
	if (t.again) {
		if (src->rewind(src->ctx) != 0) {
			rc = kl_error_set(err, KL_ESTORE, "cannot read the file "
			                  "again from its start");
			goto done;
		}
		if ((rc = read_pass(&m, src, &t, 1, err)) != KL_OK)
			goto done;
	}
	if (m.version == 1 && (rc = kl_store_fill_winners(s, err)) != KL_OK)
		goto done;
	for (i = 0; i < m.nlater; i++)
		if ((rc = m.loaded(m.ctx, m.later[i], err)) != KL_OK)
			goto done;
	*nrubbers = t.nrubbers;
	if (version != NULL)
		*version = m.version;
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	for (i = 0; i < ST_COUNT; i++)
		sqlite3_finalize(m.st[i]);
	kl_jdoc_free(&m.doc);
	free(m.events);
	free(m.later);
	return rc;
}
