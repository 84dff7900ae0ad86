/* kl_store_fix.c - taking back what was recorded (kl_store.h): undo of
 * the last event or of every event from one on, and the corrections of
 * past games (klopf fix) with the games as they were before and after. */
#include "kl_store.h"

#include <stdio.h>
#include <stdlib.h>
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

int
kl_store_undo(kl_store *s, int64_t id, kl_undo_info *out, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int64_t eid = 0;
	const char *kind;
	int rc;

	memset(out, 0, sizeof(*out));
	if ((rc = kl_sti_prep(s,
	    "SELECT e.id, e.kind, g.number, "
	    "coalesce(b.seat, l.seat), c.key, c.value FROM event e "
	    KL_STI_EVENT_JOINS
	    "WHERE e.rubber_id = ? ORDER BY e.seq DESC LIMIT 1",
	    &st, err)) != KL_OK)
		return rc;
	sqlite3_bind_int64(st, 1, id);
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		eid = sqlite3_column_int64(st, 0);
		kind = (const char *)sqlite3_column_text(st, 1);
		out->kind = kl_event_kind_of(kind);
		out->number = sqlite3_column_int(st, 2);
		out->seat = sqlite3_column_int(st, 3);
		kl_store_sql_text(out->key, sizeof(out->key), st, 4);
		kl_store_sql_text(out->value, sizeof(out->value), st, 5);
	} else if (rc != SQLITE_DONE) {
		rc = db_error(s, rc, "reading the events", err);
		sqlite3_finalize(st);
		return rc;
	}
	sqlite3_finalize(st);
	if (eid == 0) {
		/* no events: undo the start of the rubber */
		if ((rc = kl_sti_prep(s, "DELETE FROM rubber WHERE id = ?", &st,
		                      err)) != KL_OK)
			return rc;
		sqlite3_bind_int64(st, 1, id);
		return kl_sti_step_done(s, st, err);
	}
	if ((rc = kl_sti_prep(s, "DELETE FROM event WHERE id = ?", &st,
	                      err)) != KL_OK)
		return rc;
	sqlite3_bind_int64(st, 1, eid);
	if ((rc = kl_sti_step_done(s, st, err)) != KL_OK)
		return rc;
	return kl_sti_set_phase(s, id, KL_RUBBER_IN_PLAY, err);
}

int
kl_store_undo_from(kl_store *s, int64_t id, int seq, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc;

	if ((rc = kl_sti_prep(s, "DELETE FROM event WHERE rubber_id = ? AND "
	                      "seq >= ?", &st, err)) != KL_OK)
		return rc;
	sqlite3_bind_int64(st, 1, id);
	sqlite3_bind_int(st, 2, seq);
	return kl_sti_step_done(s, st, err);
}

int
kl_store_reopen(kl_store *s, int64_t id, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc;

	if ((rc = kl_sti_prep(s, "DELETE FROM pot_winner WHERE rubber_id = ?",
	                      &st, err)) != KL_OK)
		return rc;
	sqlite3_bind_int64(st, 1, id);
	if ((rc = kl_sti_step_done(s, st, err)) != KL_OK)
		return rc;
	return kl_sti_set_phase(s, id, KL_RUBBER_IN_PLAY, err);
}

int
kl_store_add_correction(kl_store *s, int64_t id, int number, int after_seq,
                        const char *old_json, const char *new_json,
                        kl_error *err)
{
	sqlite3_stmt *st = NULL;
	char now[40];
	int rc;

	if ((rc = kl_sti_prep(s,
	    "INSERT INTO correction (rubber_id, number, at, "
	    "after_seq, old, new) VALUES (?, ?, ?, ?, ?, ?)",
	    &st, err)) != KL_OK)
		return rc;
	sqlite3_bind_int64(st, 1, id);
	sqlite3_bind_int(st, 2, number);
	sqlite3_bind_text(st, 3, kl_sti_now(s, now, sizeof(now)), -1,
	                  SQLITE_STATIC);
	sqlite3_bind_int(st, 4, after_seq);
	sqlite3_bind_text(st, 5, old_json, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 6, new_json, -1, SQLITE_STATIC);
	return kl_sti_step_done(s, st, err);
}

int
kl_store_corrections(kl_store *s, int64_t id, kl_correction **out, int *n,
                     kl_error *err)
{
	sqlite3_stmt *st = NULL;
	kl_correction *c = NULL, *e;
	int count = 0, cap = 0, rc;

	*out = NULL;
	*n = 0;
	if ((rc = kl_sti_prep(s,
	    "SELECT id, number, at, after_seq, old, new FROM "
	    "correction WHERE rubber_id = ? ORDER BY id", &st,
	    err)) != KL_OK)
		goto done;
	sqlite3_bind_int64(st, 1, id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *at = (const char *)sqlite3_column_text(st, 2);
		const char *o = (const char *)sqlite3_column_text(st, 4);
		const char *w = (const char *)sqlite3_column_text(st, 5);
		if (kl_store_sql_grow((void **)&c, count, &cap, sizeof(*c))) {
			rc = kl_error_set(err, KL_ENOMEM, "out of memory");
			goto done;
		}
		e = &c[count];
		memset(e, 0, sizeof(*e));
		e->id = sqlite3_column_int64(st, 0);
		e->number = sqlite3_column_int(st, 1);
		snprintf(e->at, sizeof(e->at), "%s", at != NULL ? at : "");
		e->after_seq = sqlite3_column_int(st, 3);
		e->old_json = strdup(o != NULL ? o : "{}");
		e->new_json = strdup(w != NULL ? w : "{}");
		count++;
		if (e->old_json == NULL || e->new_json == NULL) {
			rc = kl_error_set(err, KL_ENOMEM, "out of memory");
			goto done;
		}
	}
	if (rc != SQLITE_DONE) {
		rc = db_error(s, rc, "reading the corrections", err);
		goto done;
	}
	*out = c;
	*n = count;
	c = NULL;
	count = 0;
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	kl_store_corrections_free(c, count);
	return rc;
}

void
kl_store_corrections_free(kl_correction *c, int n)
{
	int i;

	for (i = 0; i < n && c != NULL; i++) {
		free(c[i].old_json);
		free(c[i].new_json);
	}
	free(c);
}

void
kl_stored_game_free(kl_stored_game *g)
{
	int i;

	for (i = 0; i < g->nhands && i < KL_PLAYERS_MAX; i++) {
		free(g->typed[i]);
		g->typed[i] = NULL;
	}
	g->nhands = 0;
}

int
kl_store_correction_game(kl_store *s, int64_t cid, int new,
                         kl_stored_game *out, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	const char *col = new ? "new" : "old";
	char sql[256];
	int rc;

	memset(out, 0, sizeof(*out));
	snprintf(sql, sizeof(sql), "SELECT json_extract(%s, '$.declarer'), "
	         "json_extract(%s, '$.kind'), json_extract(%s, '$.upcard') "
	         "FROM correction WHERE id = ?", col, col, col);
	if ((rc = kl_sti_prep(s, sql, &st, err)) != KL_OK)
		goto done;
	sqlite3_bind_int64(st, 1, cid);
	rc = sqlite3_step(st);
	if (rc == SQLITE_DONE) {
		rc = kl_error_set(err, KL_ENOTFOUND, "there is no correction "
		                  "%lld", (long long)cid);
		goto done;
	}
	if (rc != SQLITE_ROW) {
		rc = db_error(s, rc, "reading a correction", err);
		goto done;
	}
	out->declarer = sqlite3_column_int(st, 0);
	{
		kl_event how;
		if (kl_store_game_kind((const char *)sqlite3_column_text(st, 1),
		                       &how) ||
		    kl_store_upcard((const char *)sqlite3_column_text(st, 2),
		                    &how)) {
			rc = kl_error_set(err, KL_ESTORE, "correction %lld is "
			                  "not what klopf writes", (long long)cid);
			goto done;
		}
		out->rummy = how.rummy;
		out->big = how.big;
		out->dead = how.dead;
		out->upcard = how.upcard;
	}
	sqlite3_finalize(st);
	st = NULL;
	snprintf(sql, sizeof(sql), "SELECT json_extract(h.value, '$.seat'), "
	         "json_extract(h.value, '$.typed') FROM correction c, "
	         "json_each(c.%s, '$.hands') h WHERE c.id = ? ORDER BY h.key",
	         col);
	if ((rc = kl_sti_prep(s, sql, &st, err)) != KL_OK)
		goto done;
	sqlite3_bind_int64(st, 1, cid);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *typed = (const char *)sqlite3_column_text(st, 1);
		if (out->nhands == KL_PLAYERS_MAX || typed == NULL) {
			rc = kl_error_set(err, KL_ESTORE, "correction %lld is not "
			                  "what klopf writes", (long long)cid);
			goto done;
		}
		out->seat[out->nhands] = sqlite3_column_int(st, 0);
		out->typed[out->nhands] = strdup(typed);
		if (out->typed[out->nhands] == NULL) {
			rc = kl_error_set(err, KL_ENOMEM, "out of memory");
			goto done;
		}
		out->nhands++;
	}
	if (rc != SQLITE_DONE) {
		rc = db_error(s, rc, "reading a correction", err);
		goto done;
	}
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	if (rc != KL_OK)
		kl_stored_game_free(out);
	return rc;
}

int
kl_store_delete_correction(kl_store *s, int64_t cid, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc;

	if ((rc = kl_sti_prep(s, "DELETE FROM correction WHERE id = ?", &st,
	                      err)) != KL_OK)
		return rc;
	sqlite3_bind_int64(st, 1, cid);
	return kl_sti_step_done(s, st, err);
}
