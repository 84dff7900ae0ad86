/* kl_store_tourn.c - the tournaments in the database (kl_store_tourn.h). */
#include "kl_store_tourn.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "kl_store_int.h"
#include "kl_store_sql.h"

/* A SQLite failure as the store's error. */
static int
db_error(kl_store *s, int rc, const char *what, kl_error *err)
{
	s->last_rc = rc;
	return kl_store_sql_error(s->db, s->path, rc, what, err);
}


/* Bind text, or NULL for "" or NULL, to parameter i of st. */
static void
bind_or_null(sqlite3_stmt *st, int i, const char *text)
{
	if (text != NULL && text[0] != '\0')
		sqlite3_bind_text(st, i, text, -1, SQLITE_STATIC);
	else
		sqlite3_bind_null(st, i);
}

/* Add player pid as number of tournament id (team, from series). */
static int
add_entry(kl_store *s, int64_t id, int64_t pid, int number, const char *team,
          int from, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc;

	if ((rc = kl_sti_prep(s, "INSERT INTO tournament_player (tournament_id, "
	                      "player_id, number, team, from_series) VALUES "
	                      "(?, ?, ?, ?, ?)", &st, err)) != KL_OK)
		return rc;
	sqlite3_bind_int64(st, 1, id);
	sqlite3_bind_int64(st, 2, pid);
	sqlite3_bind_int(st, 3, number);
	bind_or_null(st, 4, team);
	sqlite3_bind_int(st, 5, from);
	return kl_sti_step_done(s, st, err);
}

int
kl_store_tourn_create(kl_store *s, const char *name,
                      const kl_tourn_settings *t, const char *const *names,
                      const char *const *teams, int n, int64_t *id,
                      kl_error *err)
{
	sqlite3_stmt *st = NULL;
	char now[KL_TIME_MAX], key[48], value[96];
	int64_t pid;
	int rc, k;

	kl_sti_now(s, now, sizeof(now));
	if ((rc = kl_sti_prep(s, "INSERT INTO tournament (name, code, "
	                      "created_at, state) VALUES (?, "
	                      "lower(hex(randomblob(8))), ?, 'open')", &st,
	                      err)) != KL_OK)
		return rc;
	sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, now, -1, SQLITE_STATIC);
	if ((rc = kl_sti_step_done(s, st, err)) != KL_OK)
		return rc;
	*id = sqlite3_last_insert_rowid(s->db);
	for (k = 0; kl_tourn_pair(t, k, key, sizeof(key), value,
	                          sizeof(value)); k++) {
		if ((rc = kl_sti_prep(s, "INSERT INTO tournament_setting "
		                      "(tournament_id, key, value) VALUES (?, ?, "
		                      "?)", &st, err)) != KL_OK)
			return rc;
		sqlite3_bind_int64(st, 1, *id);
		sqlite3_bind_text(st, 2, key, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 3, value, -1, SQLITE_STATIC);
		if ((rc = kl_sti_step_done(s, st, err)) != KL_OK)
			return rc;
	}
	for (k = 0; k < n; k++)
		if ((rc = kl_sti_player_id(s, names[k], now, &pid, err)) !=
		    KL_OK ||
		    (rc = add_entry(s, *id, pid, k + 1, teams ? teams[k] : NULL,
		                    1, err)) != KL_OK)
			return rc;
	return KL_OK;
}

/* Grow *arr (of *n items of size bytes, *cap of room) by one; NULL when
 * out of memory. */
static void *
grow(void **arr, int *n, int *cap, size_t size)
{
	void *p;

	if (*n == *cap) {
		int c = *cap ? *cap * 2 : 16;
		p = realloc(*arr, size * (size_t)c);
		if (p == NULL)
			return NULL;
		*arr = p;
		*cap = c;
	}
	p = (char *)*arr + size * (size_t)(*n)++;
	memset(p, 0, size);
	return p;
}

/* The settings of tournament t->id into t->settings. */
static int
load_settings(kl_store *s, kl_tourn_row *t, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	kl_error why;
	int rc, first = 1;

	/* the game first: it sets the defaults the rest change */
	if ((rc = kl_sti_prep(s, "SELECT key, value FROM tournament_setting "
	                      "WHERE tournament_id = ? ORDER BY key <> 'game', "
	                      "key", &st, err)) != KL_OK)
		return rc;
	sqlite3_bind_int64(st, 1, t->id);
	kl_tourn_defaults(0, &t->settings);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *key = (const char *)sqlite3_column_text(st, 0);
		const char *value = (const char *)sqlite3_column_text(st, 1);
		kl_error_clear(&why);
		if (key == NULL || value == NULL ||
		    (first && strcmp(key, "game")) ||
		    kl_tourn_read_pair(&t->settings, key, value, &why) !=
		    KL_OK) {
			rc = kl_error_set(err, KL_ESTORE, "tournament %lld has "
			    "unreadable settings: %s", (long long)t->id,
			    why.msg[0] ? why.msg : "no game");
			goto done;
		}
		first = 0;
	}
	rc = rc == SQLITE_DONE ? KL_OK :
	     db_error(s, rc, "reading a tournament", err);
done:
	sqlite3_finalize(st);
	return rc;
}

/* The players, series and tables of t->id into t. */
static int
load_parts(kl_store *s, kl_tourn_row *t, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc, cap = 0;

	if ((rc = kl_sti_prep(s, "SELECT tp.player_id, p.name, "
	    "coalesce(tp.team, ''), tp.number, tp.from_series, "
	    "coalesce(tp.withdrawn_after, -1) FROM tournament_player tp JOIN "
	    "player p ON p.id = tp.player_id WHERE tp.tournament_id = ? "
	    "ORDER BY tp.number", &st, err)) != KL_OK)
		goto done;
	sqlite3_bind_int64(st, 1, t->id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		kl_tourn_player *p = grow((void **)&t->players, &t->nplayers,
		                          &cap, sizeof(*p));
		if (p == NULL) {
			rc = kl_error_set(err, KL_ENOMEM, "out of memory");
			goto done;
		}
		p->id = sqlite3_column_int64(st, 0);
		kl_store_sql_text(p->name, sizeof(p->name), st, 1);
		kl_store_sql_text(p->team, sizeof(p->team), st, 2);
		p->number = sqlite3_column_int(st, 3);
		p->from_series = sqlite3_column_int(st, 4);
		p->withdrawn_after = sqlite3_column_int(st, 5);
	}
	if (rc != SQLITE_DONE) {
		rc = db_error(s, rc, "reading a tournament", err);
		goto done;
	}
	sqlite3_finalize(st);
	st = NULL;
	cap = 0;
	if ((rc = kl_sti_prep(s, "SELECT number, seed, drawn_by = 'standings', "
	    "drawn_at FROM tournament_series WHERE tournament_id = ? ORDER BY "
	    "number", &st, err)) != KL_OK)
		goto done;
	sqlite3_bind_int64(st, 1, t->id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		kl_tourn_series *x = grow((void **)&t->series, &t->nseries, &cap,
		                          sizeof(*x));
		if (x == NULL) {
			rc = kl_error_set(err, KL_ENOMEM, "out of memory");
			goto done;
		}
		x->number = sqlite3_column_int(st, 0);
		kl_store_sql_text(x->seed, sizeof(x->seed), st, 1);
		x->by_standings = sqlite3_column_int(st, 2);
		kl_store_sql_text(x->drawn_at, sizeof(x->drawn_at), st, 3);
	}
	if (rc != SQLITE_DONE) {
		rc = db_error(s, rc, "reading a tournament", err);
		goto done;
	}
	sqlite3_finalize(st);
	st = NULL;
	cap = 0;
	/* every table with its seats, one row a seat */
	if ((rc = kl_sti_prep(s, "SELECT tt.series, tt.number, tt.rubber_id, "
	    "s.seat, p.name FROM tournament_table tt JOIN seat s ON "
	    "s.rubber_id = tt.rubber_id JOIN player p ON p.id = s.player_id "
	    "WHERE tt.tournament_id = ? ORDER BY tt.series, tt.number, s.seat",
	    &st, err)) != KL_OK)
		goto done;
	sqlite3_bind_int64(st, 1, t->id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		kl_tourn_table *x = t->ntables > 0 ?
		                    &t->tables[t->ntables - 1] : NULL;
		int seat = sqlite3_column_int(st, 3);
		if (x == NULL || x->rubber != sqlite3_column_int64(st, 2)) {
			x = grow((void **)&t->tables, &t->ntables, &cap,
			         sizeof(*x));
			if (x == NULL) {
				rc = kl_error_set(err, KL_ENOMEM,
				                  "out of memory");
				goto done;
			}
			x->series = sqlite3_column_int(st, 0);
			x->number = sqlite3_column_int(st, 1);
			x->rubber = sqlite3_column_int64(st, 2);
		}
		if (seat != x->nseats || seat >= KL_TOURN_SEATS) {
			rc = kl_error_set(err, KL_ESTORE, "rubber %lld of "
			    "tournament %lld has a gap in its seats",
			    (long long)x->rubber, (long long)t->id);
			goto done;
		}
		kl_store_sql_text(x->names[seat], KL_NAME_MAX, st, 4);
		x->nseats++;
	}
	rc = rc == SQLITE_DONE ? KL_OK :
	     db_error(s, rc, "reading a tournament", err);
done:
	sqlite3_finalize(st);
	return rc;
}

/* The columns of a tournament's row, in the order row_of reads them. */
#define TOURN_COLUMNS "SELECT id, name, code, created_at, " \
	"coalesce(ended_at, '') FROM tournament "

/* The current row of st (TOURN_COLUMNS) into t (zeroed first). */
static void
row_of(sqlite3_stmt *st, kl_tourn_row *t)
{
	memset(t, 0, sizeof(*t));
	t->id = sqlite3_column_int64(st, 0);
	kl_store_sql_text(t->name, sizeof(t->name), st, 1);
	kl_store_sql_text(t->code, sizeof(t->code), st, 2);
	kl_store_sql_text(t->created_at, sizeof(t->created_at), st, 3);
	kl_store_sql_text(t->ended_at, sizeof(t->ended_at), st, 4);
}

int
kl_store_tourn_load(kl_store *s, int64_t id, kl_tourn_row *out,
                    kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc;

	memset(out, 0, sizeof(*out));
	if ((rc = kl_sti_prep(s, id != 0 ? TOURN_COLUMNS "WHERE id = ?" :
	                      TOURN_COLUMNS "ORDER BY id DESC LIMIT 1", &st,
	                      err)) != KL_OK)
		goto done;
	if (id != 0)
		sqlite3_bind_int64(st, 1, id);
	rc = sqlite3_step(st);
	if (rc == SQLITE_DONE) {
		rc = id != 0 ?
		    kl_error_set(err, KL_ENOTFOUND, "there is no tournament "
		                 "%lld", (long long)id) :
		    kl_error_set(err, KL_ENOTFOUND, "there is no tournament "
		                 "yet; start one with klopf tournament new");
		goto done;
	}
	if (rc != SQLITE_ROW) {
		rc = db_error(s, rc, "reading a tournament", err);
		goto done;
	}
	row_of(st, out);
	sqlite3_finalize(st);
	st = NULL;
	if ((rc = load_settings(s, out, err)) != KL_OK ||
	    (rc = load_parts(s, out, err)) != KL_OK)
		kl_tourn_row_free(out);
done:
	sqlite3_finalize(st);
	return rc;
}

int
kl_store_tourn_list(kl_store *s, kl_tourn_row **out, int *n, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc, cap = 0, i;

	*out = NULL;
	*n = 0;
	if ((rc = kl_sti_prep(s, TOURN_COLUMNS "ORDER BY id", &st, err)) !=
	    KL_OK)
		goto done;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		kl_tourn_row *t = grow((void **)out, n, &cap, sizeof(*t));
		if (t == NULL) {
			rc = kl_error_set(err, KL_ENOMEM, "out of memory");
			goto done;
		}
		row_of(st, t);
	}
	if (rc != SQLITE_DONE) {
		rc = db_error(s, rc, "reading the tournaments", err);
		goto done;
	}
	sqlite3_finalize(st);
	st = NULL;
	rc = KL_OK;
	for (i = 0; i < *n && rc == KL_OK; i++)
		rc = load_settings(s, &(*out)[i], err);
done:
	sqlite3_finalize(st);
	if (rc != KL_OK) {
		free(*out);
		*out = NULL;
		*n = 0;
	}
	return rc;
}

int
kl_store_tourn_add_series(kl_store *s, int64_t id, int number,
                          const char *seed, int by_standings, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	char now[KL_TIME_MAX];
	int rc;

	kl_sti_now(s, now, sizeof(now));
	if ((rc = kl_sti_prep(s, "INSERT INTO tournament_series "
	                      "(tournament_id, number, seed, drawn_by, "
	                      "drawn_at) VALUES (?, ?, ?, ?, ?)", &st, err)) !=
	    KL_OK)
		return rc;
	sqlite3_bind_int64(st, 1, id);
	sqlite3_bind_int(st, 2, number);
	sqlite3_bind_text(st, 3, seed, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 4, by_standings ? "standings" : "lot", -1,
	                  SQLITE_STATIC);
	sqlite3_bind_text(st, 5, now, -1, SQLITE_STATIC);
	return kl_sti_step_done(s, st, err);
}

int
kl_store_tourn_add_table(kl_store *s, int64_t id, int series, int number,
                         int64_t rubber, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc;

	if ((rc = kl_sti_prep(s, "INSERT INTO tournament_table (tournament_id, "
	                      "series, number, rubber_id) VALUES (?, ?, ?, ?)",
	                      &st, err)) != KL_OK)
		return rc;
	sqlite3_bind_int64(st, 1, id);
	sqlite3_bind_int(st, 2, series);
	sqlite3_bind_int(st, 3, number);
	sqlite3_bind_int64(st, 4, rubber);
	return kl_sti_step_done(s, st, err);
}

int
kl_store_tourn_withdraw(kl_store *s, int64_t id, int64_t pid, int after,
                        kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc;

	if ((rc = kl_sti_prep(s, "UPDATE tournament_player SET withdrawn_after "
	                      "= ? WHERE tournament_id = ? AND player_id = ?",
	                      &st, err)) != KL_OK)
		return rc;
	sqlite3_bind_int(st, 1, after);
	sqlite3_bind_int64(st, 2, id);
	sqlite3_bind_int64(st, 3, pid);
	return kl_sti_step_done(s, st, err);
}

int
kl_store_tourn_add_player(kl_store *s, int64_t id, const char *name,
                          const char *team, int from, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	char now[KL_TIME_MAX];
	int64_t pid;
	int rc, number = 0;

	kl_sti_now(s, now, sizeof(now));
	if ((rc = kl_sti_player_id(s, name, now, &pid, err)) != KL_OK ||
	    (rc = kl_sti_prep(s, "SELECT coalesce(max(number), 0) + 1 FROM "
	                      "tournament_player WHERE tournament_id = ?", &st,
	                      err)) != KL_OK)
		goto done;
	sqlite3_bind_int64(st, 1, id);
	if ((rc = sqlite3_step(st)) != SQLITE_ROW) {
		rc = db_error(s, rc, "reading a tournament", err);
		goto done;
	}
	number = sqlite3_column_int(st, 0);
	rc = add_entry(s, id, pid, number, team, from, err);
done:
	sqlite3_finalize(st);
	return rc;
}

int
kl_store_tourn_end(kl_store *s, int64_t id, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	char now[KL_TIME_MAX];
	int rc;

	kl_sti_now(s, now, sizeof(now));
	if ((rc = kl_sti_prep(s, "UPDATE tournament SET state = 'ended', "
	                      "ended_at = ? WHERE id = ?", &st, err)) != KL_OK)
		return rc;
	sqlite3_bind_text(st, 1, now, -1, SQLITE_STATIC);
	sqlite3_bind_int64(st, 2, id);
	return kl_sti_step_done(s, st, err);
}

uint64_t
kl_store_random64(kl_store *s)
{
	sqlite3_stmt *st = NULL;
	uint64_t v = 0;

	if (sqlite3_prepare_v2(s->db, "SELECT random()", -1, &st, NULL) ==
	    SQLITE_OK && sqlite3_step(st) == SQLITE_ROW)
		v = (uint64_t)sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	return v;
}
