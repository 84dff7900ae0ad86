/* kl_store_code.c - the entry codes of the rubbers (kl_store_code.h). */
#include "kl_store_code.h"

#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "kl_date.h"
#include "kl_random.h"
#include "kl_store_int.h"
#include "kl_store_sql.h"

/* How often a new code is drawn again when it equals one stored (80
 * random bits: never, but the UNIQUE constraint would say so). */
#define CODE_TRIES 4

/* A SQLite failure as the store's error. */
static int
db_error(kl_store *s, int rc, const char *what, kl_error *err)
{
	s->last_rc = rc;
	return kl_store_sql_error(s->db, s->path, rc, what, err);
}

/* Store a new code for rubber (replacing its old one) into raw. */
static int
put_code(kl_store *s, int64_t rubber, uint8_t raw[KL_CODE_BYTES],
         kl_error *err)
{
	sqlite3_stmt *st = NULL;
	char now[KL_TIME_MAX];
	int rc = KL_OK, tries;

	kl_sti_now(s, now, sizeof(now));
	for (tries = 0; tries < CODE_TRIES; tries++) {
		if ((rc = kl_random_bytes(raw, KL_CODE_BYTES, err)) != KL_OK)
			return rc;
		if ((rc = kl_sti_prep(s, "INSERT INTO entry_code (rubber_id, "
		                      "code, made_at) VALUES (?1, ?2, ?3) ON "
		                      "CONFLICT (rubber_id) DO UPDATE SET code = "
		                      "?2, made_at = ?3", &st, err)) != KL_OK)
			return rc;
		sqlite3_bind_int64(st, 1, rubber);
		sqlite3_bind_blob(st, 2, raw, KL_CODE_BYTES, SQLITE_STATIC);
		sqlite3_bind_text(st, 3, now, -1, SQLITE_STATIC);
		rc = sqlite3_step(st);
		sqlite3_finalize(st);
		st = NULL;
		if (rc == SQLITE_DONE)
			return KL_OK;
		/* only the code's own UNIQUE can clash: another draw */
		if (rc != SQLITE_CONSTRAINT)
			break;
	}
	memset(raw, 0, KL_CODE_BYTES);
	return db_error(s, rc, "writing an entry code", err);
}

int
kl_store_code_fill(kl_store *s, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int64_t *ids = NULL, *grown;
	uint8_t raw[KL_CODE_BYTES];
	int n = 0, cap = 0, rc, i;

	if ((rc = kl_sti_prep(s, "SELECT id FROM rubber WHERE state = "
	                      "'in_play' AND id NOT IN (SELECT rubber_id FROM "
	                      "entry_code) ORDER BY id", &st, err)) != KL_OK)
		goto done;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		if (n == cap) {
			cap = cap ? cap * 2 : 8;
			grown = realloc(ids, sizeof(*ids) * (size_t)cap);
			if (grown == NULL) {
				rc = kl_error_set(err, KL_ENOMEM, "out of memory");
				goto done;
			}
			ids = grown;
		}
		ids[n++] = sqlite3_column_int64(st, 0);
	}
	if (rc != SQLITE_DONE) {
		rc = db_error(s, rc, "reading the entry codes", err);
		goto done;
	}
	rc = KL_OK;
	for (i = 0; i < n && rc == KL_OK; i++)
		rc = put_code(s, ids[i], raw, err);
done:
	sqlite3_finalize(st);
	memset(raw, 0, sizeof(raw));
	free(ids);
	return rc;
}

int
kl_store_code_get(kl_store *s, int64_t rubber, uint8_t raw[KL_CODE_BYTES],
                  kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc;

	memset(raw, 0, KL_CODE_BYTES);
	if ((rc = kl_sti_prep(s, "SELECT code FROM entry_code WHERE "
	                      "rubber_id = ?", &st, err)) != KL_OK)
		goto done;
	sqlite3_bind_int64(st, 1, rubber);
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW && sqlite3_column_bytes(st, 0) == KL_CODE_BYTES) {
		memcpy(raw, sqlite3_column_blob(st, 0), KL_CODE_BYTES);
		rc = KL_OK;
	} else if (rc == SQLITE_ROW || rc == SQLITE_DONE) {
		rc = kl_error_set(err, KL_ENOTFOUND, "rubber %lld has no entry "
		                  "code", (long long)rubber);
	} else {
		rc = db_error(s, rc, "reading the entry codes", err);
	}
done:
	sqlite3_finalize(st);
	return rc;
}

int
kl_store_code_renew(kl_store *s, int64_t rubber, uint8_t raw[KL_CODE_BYTES],
                    kl_error *err)
{
	return put_code(s, rubber, raw, err);
}

int
kl_store_code_all(kl_store *s, kl_store_code_row **out, int *n,
                  kl_error *err)
{
	sqlite3_stmt *st = NULL;
	kl_store_code_row *rows = NULL, *grown, *r;
	int cap = 0, rc;

	*out = NULL;
	*n = 0;
	if ((rc = kl_sti_prep(s, "SELECT c.rubber_id, c.code, r.state = "
	                      "'in_play', t.tournament_id, t.series, t.number, "
	                      "r.state = 'finished' AND CASE WHEN "
	                      "t.tournament_id IS NULL THEN NOT EXISTS (SELECT "
	                      "1 FROM rubber l WHERE l.id > r.id AND "
	                      "l.tournament_id IS NULL) ELSE NOT EXISTS (SELECT "
	                      "1 FROM tournament_table l WHERE l.tournament_id "
	                      "= t.tournament_id AND l.series > t.series) AND "
	                      "EXISTS (SELECT 1 FROM tournament u WHERE u.id = "
	                      "t.tournament_id AND u.state = 'open') END "
	                      "FROM entry_code c JOIN rubber r ON r.id = "
	                      "c.rubber_id LEFT JOIN tournament_table t ON "
	                      "t.rubber_id = c.rubber_id ORDER BY c.rubber_id",
	                      &st, err)) != KL_OK)
		goto done;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		if (sqlite3_column_bytes(st, 1) != KL_CODE_BYTES)
			continue;
		if (*n == cap) {
			cap = cap ? cap * 2 : 16;
			grown = realloc(rows, sizeof(*rows) * (size_t)cap);
			if (grown == NULL) {
				rc = kl_error_set(err, KL_ENOMEM, "out of memory");
				goto done;
			}
			rows = grown;
		}
		r = &rows[(*n)++];
		r->rubber = sqlite3_column_int64(st, 0);
		memcpy(r->code, sqlite3_column_blob(st, 1), KL_CODE_BYTES);
		r->in_play = sqlite3_column_int(st, 2);
		r->tournament = sqlite3_column_int64(st, 3);
		r->series = sqlite3_column_int(st, 4);
		r->table = sqlite3_column_int(st, 5);
		r->last_over = sqlite3_column_int(st, 6);
	}
	if (rc != SQLITE_DONE) {
		rc = db_error(s, rc, "reading the entry codes", err);
		goto done;
	}
	rc = KL_OK;
	*out = rows;
	rows = NULL;
done:
	sqlite3_finalize(st);
	free(rows);
	if (rc != KL_OK)
		*n = 0;
	return rc;
}
