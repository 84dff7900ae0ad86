/* kl_history_merge.c - merging another klopf database's rubbers into
 * this one (kl_history_merge.h). */
#include "kl_history_merge.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "kl_history_sql.h"

/* The record of rubber ?1 of schema @S as one JSON text, without ids
 * (seats by name): what two copies of one rubber must have alike. */
static const char record_sql[] =
	"SELECT json_object("
	" 'started_at', r.started_at, 'ended_at', r.ended_at,"
	" 'state', r.state, 'first_dealer', r.first_dealer,"
	" 'settings', json((SELECT json_group_object(x.key, x.value) FROM"
	"  (SELECT key, value FROM @S.rubber_setting WHERE rubber_id = r.id"
	"   ORDER BY key) x)),"
	" 'seats', json((SELECT json_group_array(x.name) FROM"
	"  (SELECT lower(p.name) AS name FROM @S.seat s JOIN @S.player p"
	"   ON p.id = s.player_id WHERE s.rubber_id = r.id ORDER BY s.seat)"
	"  x)),"
	" 'events', json((SELECT json_group_array(json_object("
	"   'seq', e.seq, 'kind', e.kind, 'at', e.at,"
	"   'game', json((SELECT json_object('number', g.number,"
	"     'dealer', g.dealer_seat, 'declarer', g.declarer_seat,"
	"     'kind', g.kind, 'discard', g.discard, 'upcard', g.upcard,"
	"     'worth', g.worth,"
	"     'hands', json((SELECT json_group_array(json_object("
	"       'seat', h.seat, 'typed', h.typed, 'deadwood', h.deadwood,"
	"       'points', h.points)) FROM (SELECT * FROM @S.hand"
	"       WHERE game_id = g.event_id ORDER BY seat) h)))"
	"     FROM @S.game g WHERE g.event_id = e.id)),"
	"   'buyback', json((SELECT json_object('seat', b.seat,"
	"     'before', b.total_before, 'after', b.total_after,"
	"     'cost', b.cost) FROM @S.buyback b WHERE b.event_id = e.id)),"
	"   'leave', (SELECT l.seat FROM @S.player_leave l"
	"     WHERE l.event_id = e.id),"
	"   'rules', json((SELECT json_object('key', c.key, 'value', c.value)"
	"     FROM @S.rule_change c WHERE c.event_id = e.id))))"
	"  FROM (SELECT * FROM @S.event WHERE rubber_id = r.id"
	"   ORDER BY seq) e)),"
	" 'corrections', json((SELECT json_group_array(json_object("
	"   'number', c.number, 'at', c.at, 'after_seq', c.after_seq,"
	"   'old', json(c.old), 'new', json(c.new)))"
	"  FROM (SELECT * FROM @S.correction WHERE rubber_id = r.id"
	"   ORDER BY id) c)))"
	" FROM @S.rubber r WHERE r.id = ?1";

/* The rows of the rubbers in temp.merge_rubber, copied with ids that are
 * free here: ?1 is added to event ids, ?2 to chip transfer ids. */
static const char *const copy_sql[] = {
	"INSERT INTO main.rubber_setting (rubber_id, key, value) "
	"SELECT m.dst_id, x.key, x.value FROM @S.rubber_setting x "
	"JOIN temp.merge_rubber m ON m.src_id = x.rubber_id",

	"INSERT INTO main.seat (rubber_id, seat, player_id) "
	"SELECT m.dst_id, x.seat, p.dst_id FROM @S.seat x "
	"JOIN temp.merge_rubber m ON m.src_id = x.rubber_id "
	"JOIN temp.merge_player p ON p.src_id = x.player_id",

	"INSERT INTO main.event (id, rubber_id, seq, kind, at) "
	"SELECT x.id + ?1, m.dst_id, x.seq, x.kind, x.at FROM @S.event x "
	"JOIN temp.merge_rubber m ON m.src_id = x.rubber_id ORDER BY x.id",

	"INSERT INTO main.game (event_id, rubber_id, number, dealer_seat, "
	"declarer_seat, kind, discard, upcard, worth) SELECT "
	"x.event_id + ?1, m.dst_id, x.number, x.dealer_seat, "
	"x.declarer_seat, x.kind, x.discard, x.upcard, x.worth "
	"FROM @S.game x JOIN temp.merge_rubber m ON m.src_id = x.rubber_id "
	"ORDER BY x.event_id",

	"INSERT INTO main.hand (game_id, seat, typed, cards, arrangement, "
	"deadwood, points, typed_as_points) SELECT x.game_id + ?1, x.seat, "
	"x.typed, x.cards, x.arrangement, x.deadwood, x.points, "
	"x.typed_as_points FROM @S.hand x JOIN @S.game g "
	"ON g.event_id = x.game_id "
	"JOIN temp.merge_rubber m ON m.src_id = g.rubber_id",

	"INSERT INTO main.buyback (event_id, rubber_id, seat, total_before, "
	"total_after, cost) SELECT x.event_id + ?1, m.dst_id, x.seat, "
	"x.total_before, x.total_after, x.cost FROM @S.buyback x "
	"JOIN temp.merge_rubber m ON m.src_id = x.rubber_id",

	"INSERT INTO main.player_leave (event_id, rubber_id, seat) "
	"SELECT x.event_id + ?1, m.dst_id, x.seat FROM @S.player_leave x "
	"JOIN temp.merge_rubber m ON m.src_id = x.rubber_id",

	"INSERT INTO main.rule_change (event_id, rubber_id, key, value) "
	"SELECT x.event_id + ?1, m.dst_id, x.key, x.value "
	"FROM @S.rule_change x "
	"JOIN temp.merge_rubber m ON m.src_id = x.rubber_id",

	"INSERT INTO main.pot_winner (game_id, rubber_id, seat) "
	"SELECT x.game_id + ?1, m.dst_id, x.seat FROM @S.pot_winner x "
	"JOIN temp.merge_rubber m ON m.src_id = x.rubber_id",

	"INSERT INTO main.correction (rubber_id, number, at, after_seq, old, "
	"new) SELECT m.dst_id, x.number, x.at, x.after_seq, x.old, x.new "
	"FROM @S.correction x "
	"JOIN temp.merge_rubber m ON m.src_id = x.rubber_id ORDER BY x.id",

	"INSERT INTO main.chip_transfer (id, rubber_id, event_id, from_seat, "
	"to_seat, amount, reason) SELECT x.id + ?2, m.dst_id, "
	"x.event_id + ?1, x.from_seat, x.to_seat, x.amount, x.reason "
	"FROM @S.chip_transfer x "
	"JOIN temp.merge_rubber m ON m.src_id = x.rubber_id ORDER BY x.id",
};

void
kl_merge_result_free(kl_merge_result *r)
{
	free(r->rubbers);
	free(r->players);
	r->rubbers = NULL;
	r->players = NULL;
}

/* Run sql (no rows expected, no parameters) on db. */
static int
run(sqlite3 *db, const char *sql, const char *what, kl_error *err)
{
	int rc = sqlite3_exec(db, sql, NULL, NULL, NULL);

	return rc == SQLITE_OK ? KL_OK : kl_hsql_fail(db, rc, what, err);
}

/* Prepare text with the schema name put in for every "@S" (schema is
 * the caller's: "main", or the name it attached a database under). */
static int
prep_in(sqlite3 *db, const char *text, const char *schema,
        sqlite3_stmt **st, kl_error *err)
{
	size_t n = strlen(text), k = strlen(schema), o = 0;
	const char *p;
	char *sql;
	int rc;

	*st = NULL;
	sql = malloc(n * (k + 1) + 1);
	if (sql == NULL)
		return kl_hsql_nomem(err);
	for (p = text; *p != '\0'; p++) {
		if (p[0] == '@' && p[1] == 'S') {
			memcpy(sql + o, schema, k);
			o += k;
			p++;
		} else {
			sql[o++] = *p;
		}
	}
	sql[o] = '\0';
	rc = kl_hsql_prep(db, sql, st, err);
	free(sql);
	return rc;
}

/* The record of rubber id in schema as a malloc'd text into *out. */
static int
record_of(sqlite3 *db, const char *schema, int64_t id, char **out,
          kl_error *err)
{
	sqlite3_stmt *st = NULL;
	const char *text;
	int rc;

	*out = NULL;
	if ((rc = prep_in(db, record_sql, schema, &st, err)) != KL_OK)
		goto done;
	sqlite3_bind_int64(st, 1, id);
	if ((rc = sqlite3_step(st)) != SQLITE_ROW) {
		rc = kl_hsql_fail(db, rc, "reading a rubber to compare", err);
		goto done;
	}
	text = (const char *)sqlite3_column_text(st, 0);
	*out = strdup(text != NULL ? text : "");
	rc = *out != NULL ? KL_OK : kl_hsql_nomem(err);
done:
	sqlite3_finalize(st);
	return rc;
}

/* A single integer from sql (no parameters) into *v. */
static int
one_int(sqlite3 *db, const char *sql, int64_t *v, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc;

	if ((rc = kl_hsql_prep(db, sql, &st, err)) != KL_OK)
		goto done;
	if ((rc = sqlite3_step(st)) != SQLITE_ROW) {
		rc = kl_hsql_fail(db, rc, "reading the database", err);
		goto done;
	}
	*v = sqlite3_column_int64(st, 0);
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	return rc;
}

/* Append v to the malloc'd list *ids of *n. */
static int
push(int64_t **ids, int *n, int64_t v, kl_error *err)
{
	int64_t *p = realloc(*ids, sizeof(**ids) * (size_t)(*n + 1));

	if (p == NULL)
		return kl_hsql_nomem(err);
	p[(*n)++] = v;
	*ids = p;
	return KL_OK;
}

/*
 * Decide, rubber by rubber of schema, which are added: those whose uuid
 * is not here.  The ones here must have the same record.  Fills
 * temp.merge_rubber (src_id, and dst_id once added) with those to add.
 */
static int
choose(sqlite3 *db, const char *schema, kl_merge_result *out, int *in_play,
       kl_error *err)
{
	sqlite3_stmt *st = NULL, *here = NULL, *add = NULL;
	char *a = NULL, *b = NULL;
	int rc;

	*in_play = 0;
	if ((rc = prep_in(db, "SELECT id, uuid, state FROM @S.rubber "
	                  "ORDER BY id", schema, &st, err)) != KL_OK ||
	    (rc = kl_hsql_prep(db, "SELECT id FROM main.rubber WHERE uuid = ?",
	                       &here, err)) != KL_OK ||
	    (rc = kl_hsql_prep(db, "INSERT INTO temp.merge_rubber (src_id) "
	                       "VALUES (?)", &add, err)) != KL_OK)
		goto done;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		int64_t src = sqlite3_column_int64(st, 0), dst;
		const char *uuid = (const char *)sqlite3_column_text(st, 1);
		const char *state = (const char *)sqlite3_column_text(st, 2);
		sqlite3_reset(here);
		sqlite3_bind_text(here, 1, uuid != NULL ? uuid : "", -1,
		                  SQLITE_STATIC);
		rc = sqlite3_step(here);
		if (rc == SQLITE_ROW) {
			dst = sqlite3_column_int64(here, 0);
			free(a);
			free(b);
			a = b = NULL;
			if ((rc = record_of(db, schema, src, &a, err)) != KL_OK ||
			    (rc = record_of(db, "main", dst, &b, err)) != KL_OK)
				goto done;
			if (strcmp(a, b) != 0) {
				rc = kl_error_set(err, KL_EINPUT, "rubber %lld of "
				    "the file is rubber %lld here (the same "
				    "identity, %s), but their records differ",
				    (long long)src,
				    (long long)dst, uuid);
				goto done;
			}
			out->present++;
			continue;
		}
		if (rc != SQLITE_DONE) {
			rc = kl_hsql_fail(db, rc, "looking for a rubber", err);
			goto done;
		}
		if (state != NULL && !strcmp(state, "in_play"))
			*in_play = 1;
		sqlite3_reset(add);
		sqlite3_bind_int64(add, 1, src);
		if ((rc = sqlite3_step(add)) != SQLITE_DONE) {
			rc = kl_hsql_fail(db, rc, "choosing the rubbers", err);
			goto done;
		}
	}
	if (rc != SQLITE_DONE) {
		rc = kl_hsql_fail(db, rc, "reading the rubbers to merge", err);
		goto done;
	}
	rc = KL_OK;
done:
	free(a);
	free(b);
	sqlite3_finalize(st);
	sqlite3_finalize(here);
	sqlite3_finalize(add);
	return rc;
}

/* Match the players of the rubbers to add by name; add those missing. */
static int
match_players(sqlite3 *db, const char *schema, kl_merge_result *out,
              kl_error *err)
{
	sqlite3_stmt *st = NULL, *find = NULL, *ins = NULL, *map = NULL;
	int rc;

	if ((rc = prep_in(db, "SELECT p.id, p.name, p.created_at FROM "
	                  "@S.player p WHERE p.id IN (SELECT s.player_id "
	                  "FROM @S.seat s JOIN temp.merge_rubber m "
	                  "ON m.src_id = s.rubber_id) ORDER BY p.id", schema,
	                  &st, err)) != KL_OK ||
	    (rc = kl_hsql_prep(db, "SELECT id FROM main.player WHERE name = ?",
	                       &find, err)) != KL_OK ||
	    (rc = kl_hsql_prep(db, "INSERT INTO main.player (name, created_at) "
	                       "VALUES (?, ?)", &ins, err)) != KL_OK ||
	    (rc = kl_hsql_prep(db, "INSERT INTO temp.merge_player (src_id, "
	                       "dst_id) VALUES (?, ?)", &map, err)) != KL_OK)
		goto done;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const unsigned char *name = sqlite3_column_text(st, 1);
		int64_t dst;
		sqlite3_reset(find);
		sqlite3_bind_text(find, 1, (const char *)name, -1,
		                  SQLITE_STATIC);
		rc = sqlite3_step(find);
		if (rc == SQLITE_ROW) {
			dst = sqlite3_column_int64(find, 0);
		} else if (rc == SQLITE_DONE) {
			sqlite3_reset(ins);
			sqlite3_bind_text(ins, 1, (const char *)name, -1,
			                  SQLITE_STATIC);
			sqlite3_bind_value(ins, 2, sqlite3_column_value(st, 2));
			if ((rc = sqlite3_step(ins)) != SQLITE_DONE) {
				rc = kl_hsql_fail(db, rc, "adding a player", err);
				goto done;
			}
			dst = sqlite3_last_insert_rowid(db);
			if ((rc = push(&out->players, &out->nplayers, dst,
			               err)) != KL_OK)
				goto done;
		} else {
			rc = kl_hsql_fail(db, rc, "looking for a player", err);
			goto done;
		}
		sqlite3_reset(map);
		sqlite3_bind_int64(map, 1, sqlite3_column_int64(st, 0));
		sqlite3_bind_int64(map, 2, dst);
		if ((rc = sqlite3_step(map)) != SQLITE_DONE) {
			rc = kl_hsql_fail(db, rc, "matching the players", err);
			goto done;
		}
	}
	if (rc != SQLITE_DONE) {
		rc = kl_hsql_fail(db, rc, "reading the players to merge", err);
		goto done;
	}
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	sqlite3_finalize(find);
	sqlite3_finalize(ins);
	sqlite3_finalize(map);
	return rc;
}

/* Add the rubbers chosen (new ids, in the order of schema), then their
 * rows. */
static int
copy_rubbers(sqlite3 *db, const char *schema, kl_merge_result *out,
             kl_error *err)
{
	sqlite3_stmt *st = NULL, *ins = NULL, *set = NULL;
	int64_t eoff = 0, toff = 0;
	size_t i;
	int rc;

	if ((rc = one_int(db, "SELECT coalesce(max(id), 0) FROM main.event",
	                  &eoff, err)) != KL_OK ||
	    (rc = one_int(db, "SELECT coalesce(max(id), 0) FROM "
	                  "main.chip_transfer", &toff, err)) != KL_OK)
		goto done;
	if ((rc = kl_hsql_prep(db, "SELECT src_id FROM temp.merge_rubber "
	                       "ORDER BY src_id", &st, err)) != KL_OK ||
	    (rc = prep_in(db, "INSERT INTO main.rubber (started_at, ended_at, "
	                  "state, first_dealer, uuid) SELECT started_at, "
	                  "ended_at, state, first_dealer, uuid FROM "
	                  "@S.rubber WHERE id = ?", schema, &ins,
	                  err)) != KL_OK ||
	    (rc = kl_hsql_prep(db, "UPDATE temp.merge_rubber SET dst_id = ? "
	                       "WHERE src_id = ?", &set, err)) != KL_OK)
		goto done;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		int64_t src = sqlite3_column_int64(st, 0), dst;
		sqlite3_reset(ins);
		sqlite3_bind_int64(ins, 1, src);
		if ((rc = sqlite3_step(ins)) != SQLITE_DONE) {
			rc = kl_hsql_fail(db, rc, "adding a rubber", err);
			goto done;
		}
		dst = sqlite3_last_insert_rowid(db);
		sqlite3_reset(set);
		sqlite3_bind_int64(set, 1, dst);
		sqlite3_bind_int64(set, 2, src);
		if ((rc = sqlite3_step(set)) != SQLITE_DONE) {
			rc = kl_hsql_fail(db, rc, "numbering a rubber", err);
			goto done;
		}
		if ((rc = push(&out->rubbers, &out->added, dst, err)) != KL_OK)
			goto done;
	}
	if (rc != SQLITE_DONE) {
		rc = kl_hsql_fail(db, rc, "adding the rubbers", err);
		goto done;
	}
	for (i = 0; i < sizeof(copy_sql) / sizeof(copy_sql[0]); i++) {
		sqlite3_finalize(st);
		if ((rc = prep_in(db, copy_sql[i], schema, &st, err)) != KL_OK)
			goto done;
		sqlite3_bind_int64(st, 1, eoff);
		sqlite3_bind_int64(st, 2, toff);
		if ((rc = sqlite3_step(st)) != SQLITE_DONE) {
			rc = kl_hsql_fail(db, rc, "copying the rubbers", err);
			goto done;
		}
	}
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	sqlite3_finalize(ins);
	sqlite3_finalize(set);
	return rc;
}

/* A file holding tournaments is not merged (their tables are rubbers
 * whose numbers a merge changes): KL_EINPUT saying so, else KL_OK. */
static int
tournaments_apart(sqlite3 *db, const char *schema, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc, n = 0;

	if ((rc = prep_in(db, "SELECT count(*) FROM @S.tournament", schema,
	                  &st, err)) != KL_OK)
		return rc;
	if (sqlite3_step(st) == SQLITE_ROW)
		n = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	if (n > 0)
		return kl_error_set(err, KL_EINPUT, "the file holds tournaments, "
		    "which are imported into a new database (klopf import "
		    "without --merge), not merged into one");
	return KL_OK;
}

int
kl_history_merge(kl_store *s, const char *schema, kl_merge_result *out,
                 kl_error *err)
{
	sqlite3 *db = kl_store_sqlite(s);
	int64_t playing = 0;
	int rc, in_play;

	memset(out, 0, sizeof(*out));
	if ((rc = run(db, "CREATE TEMP TABLE merge_rubber (src_id INTEGER "
	              "PRIMARY KEY, dst_id INTEGER); CREATE TEMP TABLE "
	              "merge_player (src_id INTEGER PRIMARY KEY, dst_id "
	              "INTEGER NOT NULL)", "preparing the merge", err)) !=
	    KL_OK)
		goto done;
	if ((rc = tournaments_apart(db, schema, err)) != KL_OK ||
	    (rc = choose(db, schema, out, &in_play, err)) != KL_OK)
		goto done;
	if (in_play) {
		if ((rc = one_int(db, "SELECT coalesce(max(id), 0) FROM "
		                  "main.rubber WHERE state = 'in_play' AND "
		                  "tournament_id IS NULL",
		                  &playing, err)) != KL_OK)
			goto done;
		if (playing != 0) {
			rc = kl_error_set(err, KL_EINPUT, "the file has a rubber "
			    "in play that is not here, and rubber %lld is in "
			    "play here; finish or abandon one of them first",
			    (long long)playing);
			goto done;
		}
	}
	if ((rc = match_players(db, schema, out, err)) != KL_OK ||
	    (rc = copy_rubbers(db, schema, out, err)) != KL_OK)
		goto done;
	rc = run(db, "DROP TABLE temp.merge_rubber; DROP TABLE "
	         "temp.merge_player", "ending the merge", err);
done:
	if (rc != KL_OK)
		sqlite3_exec(db, "DROP TABLE IF EXISTS temp.merge_rubber; DROP "
		             "TABLE IF EXISTS temp.merge_player", NULL, NULL,
		             NULL);
	return rc;
}
