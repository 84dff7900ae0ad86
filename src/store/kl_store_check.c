/* kl_store_check.c - whether a database is whole (kl_store_check in
 * kl_store.h): SQLite's own checks of the file and its foreign keys, the
 * schema's triggers and views, every rubber's identity and the tallies
 * against the rows they count.  Reads only. */
#include "kl_store.h"

#include <string.h>

#include <sqlite3.h>

#include "kl_store_int.h"
#include "kl_store_sql.h"

/* A SQLite failure of s as an error code and message (the name is the
 * one scripts/update-po looks for, to put what in the catalogue). */
static int
db_error(kl_store *s, int rc, const char *what, kl_error *err)
{
	return kl_store_sql_error(s->db, s->path, rc, what, err);
}

/* The triggers and views the schema makes (schema/001 and 002). */
static const char *const schema_objects[] = {
	"chip_balance", "standings", "game_log", "player_chips",
	"seat_tally_hand_insert", "seat_tally_hand_delete",
	"seat_tally_hand_update", "seat_tally_game_insert",
	"seat_tally_game_delete", "seat_tally_game_update",
	"seat_tally_transfer_insert", "seat_tally_transfer_delete",
	"seat_tally_transfer_update", "seat_tally_rubber_delete", NULL
};

/* The first seat whose tally differs from the sums of its rows. */
static const char tally_check_sql[] =
	"WITH sums(rubber_id, seat, hands, points, knocks, rummies, chips_in, "
	"chips_out) AS (SELECT rubber_id, seat, sum(hands), sum(points), "
	"sum(knocks), sum(rummies), sum(chips_in), sum(chips_out) FROM ("
	" SELECT g.rubber_id, h.seat, 1 AS hands, h.points, 0 AS knocks,"
	"  0 AS rummies, 0 AS chips_in, 0 AS chips_out"
	"  FROM hand h JOIN game g ON g.event_id = h.game_id"
	" UNION ALL SELECT rubber_id, declarer_seat, 0, 0, kind = 'knock',"
	"  kind = 'rummy', 0, 0 FROM game"
	" UNION ALL SELECT rubber_id, to_seat, 0, 0, 0, 0, amount, 0"
	"  FROM chip_transfer WHERE to_seat IS NOT NULL"
	" UNION ALL SELECT rubber_id, from_seat, 0, 0, 0, 0, 0, amount"
	"  FROM chip_transfer WHERE from_seat IS NOT NULL)"
	" GROUP BY rubber_id, seat) "
	"SELECT coalesce(s.rubber_id, t.rubber_id), coalesce(s.seat, t.seat) "
	"FROM sums s FULL JOIN seat_tally t ON t.rubber_id = s.rubber_id AND "
	"t.seat = s.seat WHERE coalesce(s.hands, 0) <> coalesce(t.hands, 0) "
	"OR coalesce(s.points, 0) <> coalesce(t.points, 0) "
	"OR coalesce(s.knocks, 0) <> coalesce(t.knocks, 0) "
	"OR coalesce(s.rummies, 0) <> coalesce(t.rummies, 0) "
	"OR coalesce(s.chips_in, 0) <> coalesce(t.chips_in, 0) "
	"OR coalesce(s.chips_out, 0) <> coalesce(t.chips_out, 0) LIMIT 1";

int
kl_store_check(kl_store *s, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	const char *text;
	int rc, i, n;

	if ((rc = kl_sti_prep(s, "PRAGMA integrity_check", &st, err)) != KL_OK)
		return rc;
	rc = sqlite3_step(st);
	text = rc == SQLITE_ROW ? (const char *)sqlite3_column_text(st, 0) :
	       NULL;
	if (text == NULL || strcmp(text, "ok")) {
		rc = kl_error_set(err, KL_EINPUT, "SQLite finds the database "
		                  "damaged: %s", text != NULL ? text : "?");
		goto done;
	}
	sqlite3_finalize(st);
	st = NULL;
	if ((rc = kl_sti_prep(s, "PRAGMA foreign_key_check", &st,
	                      err)) != KL_OK)
		return rc;
	if (sqlite3_step(st) == SQLITE_ROW) {
		rc = kl_error_set(err, KL_EINPUT, "a row of %s points to "
		                  "nothing (table %s)",
		                  sqlite3_column_text(st, 0),
		                  sqlite3_column_text(st, 2));
		goto done;
	}
	sqlite3_finalize(st);
	st = NULL;
	for (i = 0; schema_objects[i] != NULL; i++) {
		if ((rc = kl_sti_prep(s,
		    "SELECT count(*) FROM sqlite_master WHERE "
		    "name = ?", &st, err)) != KL_OK)
			return rc;
		sqlite3_bind_text(st, 1, schema_objects[i], -1, SQLITE_STATIC);
		n = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int(st, 0) :
		    0;
		sqlite3_finalize(st);
		st = NULL;
		if (n != 1) {
			rc = kl_error_set(err, KL_EINPUT, "the trigger or view "
			                  "%s of the schema is missing",
			                  schema_objects[i]);
			goto done;
		}
	}
	if ((rc = kl_sti_prep(s, "SELECT id FROM rubber WHERE uuid IS NULL "
	                      "ORDER BY id LIMIT 1", &st, err)) != KL_OK)
		return rc;
	if (sqlite3_step(st) == SQLITE_ROW) {
		rc = kl_error_set(err, KL_EINPUT, "rubber %lld has no identity "
		                  "(its uuid is missing)",
		                  (long long)sqlite3_column_int64(st, 0));
		goto done;
	}
	sqlite3_finalize(st);
	st = NULL;
	if ((rc = kl_sti_prep(s, tally_check_sql, &st, err)) != KL_OK)
		return rc;
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		rc = kl_error_set(err, KL_EINPUT, "the tally of seat %d of "
		                  "rubber %lld is not the sum of its rows",
		                  sqlite3_column_int(st, 1) + 1,
		                  (long long)sqlite3_column_int64(st, 0));
		goto done;
	}
	if (rc != SQLITE_DONE) {
		rc = db_error(s, rc, "checking the tallies", err);
		goto done;
	}
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	return rc;
}
