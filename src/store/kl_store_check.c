/* kl_store_check.c - whether a database is whole (kl_store_check in
 * kl_store.h): SQLite's own checks of the file and its foreign keys, the
 * schema's triggers and views, every rubber's identity and the tallies
 * against the rows they count; and its texts (kl_store_check_text):
 * times as klopf writes them, no U+0000.  Reads only. */
#include "kl_store.h"

#include <string.h>

#include <sqlite3.h>

#include "kl_text.h"

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

/* A time as klopf writes it (kl_sti_now): "2026-03-01T20:00:00Z", a
 * day and a time that exist.  ?1 is the text (SQL). */
#define TIME_OK(x) "(" x " GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-" \
	"[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:[0-9][0-9]Z' AND " \
	"strftime('%Y-%m-%dT%H:%M:%SZ', " x ", '+0 seconds') IS " x ")"

/* Has the text x a byte 0 in it (SQL)? */
#define HAS_NUL(x) "instr(CAST(" x " AS BLOB), x'00') > 0"

/*
 * The first stored time klopf does not write, as (what, rubber or
 * player, seq, the text): what 0 a player's creation (the player's
 * place, oldest first), 1 a rubber's start, 2 its end, 3 an event (its
 * seq), 4 a correction.
 */
static const char time_check_sql[] =
	"SELECT * FROM ("
	"SELECT 0, (SELECT count(*) FROM player q WHERE q.id <= p.id), 0, "
	" created_at FROM player p WHERE NOT " TIME_OK("created_at")
	" UNION ALL SELECT 1, id, 0, started_at FROM rubber WHERE NOT "
	TIME_OK("started_at")
	" UNION ALL SELECT 2, id, 0, ended_at FROM rubber WHERE ended_at IS "
	" NOT NULL AND NOT " TIME_OK("ended_at")
	" UNION ALL SELECT 3, rubber_id, seq, at FROM event WHERE NOT "
	TIME_OK("at")
	" UNION ALL SELECT 4, rubber_id, 0, at FROM correction WHERE NOT "
	TIME_OK("at") ") LIMIT 1";

/*
 * The first text that holds U+0000, which a C string ends at, as
 * (what, rubber or player): what 0 a player's name (the player's place,
 * oldest first), 1 anything else of a rubber.
 */
static const char nul_check_sql[] =
	"SELECT * FROM ("
	"SELECT 0, (SELECT count(*) FROM player q WHERE q.id <= p.id) FROM "
	" player p WHERE " HAS_NUL("name") " OR " HAS_NUL("created_at")
	" UNION ALL SELECT 1, g.rubber_id FROM hand h JOIN game g ON "
	" g.event_id = h.game_id WHERE " HAS_NUL("h.typed") " OR "
	HAS_NUL("h.cards") " OR " HAS_NUL("h.arrangement")
	" UNION ALL SELECT 1, rubber_id FROM game WHERE " HAS_NUL("kind")
	" OR " HAS_NUL("discard") " OR " HAS_NUL("upcard")
	" UNION ALL SELECT 1, rubber_id FROM event WHERE " HAS_NUL("kind")
	" OR " HAS_NUL("at")
	" UNION ALL SELECT 1, id FROM rubber WHERE " HAS_NUL("state") " OR "
	HAS_NUL("started_at") " OR " HAS_NUL("ended_at") " OR "
	HAS_NUL("uuid")
	" UNION ALL SELECT 1, rubber_id FROM rubber_setting WHERE "
	HAS_NUL("key") " OR " HAS_NUL("value")
	" UNION ALL SELECT 1, rubber_id FROM rule_change WHERE "
	HAS_NUL("key") " OR " HAS_NUL("value")
	" UNION ALL SELECT 1, rubber_id FROM correction WHERE "
	HAS_NUL("old") " OR " HAS_NUL("new") " OR " HAS_NUL("at")
	" UNION ALL SELECT 1, rubber_id FROM chip_transfer WHERE "
	HAS_NUL("reason") ") LIMIT 1";

int
kl_store_check_text(kl_store *s, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	char quoted[KL_QUOTE_SIZE];
	long long id;
	int rc, seq;

	if ((rc = kl_sti_prep(s, nul_check_sql, &st, err)) != KL_OK)
		return rc;
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		id = (long long)sqlite3_column_int64(st, 1);
		rc = sqlite3_column_int(st, 0) == 0 ?
		    kl_error_set(err, KL_EINPUT, "the name of player %lld "
		        "(oldest first) holds the character U+0000, which "
		        "klopf never writes", id) :
		    kl_error_set(err, KL_EINPUT, "rubber %lld holds a text "
		        "with the character U+0000, which klopf never writes",
		        id);
		goto done;
	}
	if (rc != SQLITE_DONE) {
		rc = db_error(s, rc, "checking the texts", err);
		goto done;
	}
	sqlite3_finalize(st);
	st = NULL;
	if ((rc = kl_sti_prep(s, time_check_sql, &st, err)) != KL_OK)
		return rc;
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		const char *at = (const char *)sqlite3_column_text(st, 3);
		id = (long long)sqlite3_column_int64(st, 1);
		seq = sqlite3_column_int(st, 2);
		kl_text_quote(at != NULL ? at : "", KL_QUOTE_MAX, quoted,
		              sizeof(quoted));
		switch (sqlite3_column_int(st, 0)) {
		case 0:
			rc = kl_error_set(err, KL_EINPUT, "player %lld (oldest "
			    "first) was recorded at %s, a time klopf does not "
			    "write", id, quoted);
			break;
		case 1:
			rc = kl_error_set(err, KL_EINPUT, "rubber %lld started "
			    "at %s, a time klopf does not write", id, quoted);
			break;
		case 2:
			rc = kl_error_set(err, KL_EINPUT, "rubber %lld ended at "
			    "%s, a time klopf does not write", id, quoted);
			break;
		case 3:
			rc = kl_error_set(err, KL_EINPUT, "rubber %lld, event "
			    "%d: its time %s is not one klopf writes", id, seq,
			    quoted);
			break;
		default:
			rc = kl_error_set(err, KL_EINPUT, "rubber %lld: a "
			    "correction's time %s is not one klopf writes", id,
			    quoted);
			break;
		}
		goto done;
	}
	if (rc != SQLITE_DONE) {
		rc = db_error(s, rc, "checking the times", err);
		goto done;
	}
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	return rc;
}
