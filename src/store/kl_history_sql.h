/*
 * kl_history_sql.h - what the history modules of the store (kl_history.c,
 * kl_history_stats.c, kl_history_json.c, kl_history_csv.c) share: error
 * reporting, the range as SQL, and finding a row by its id.  Built on
 * kl_store_sql.h (which the modules use for growing arrays and reading
 * columns); used by nothing outside src/store.
 */
#ifndef KL_HISTORY_SQL_H
#define KL_HISTORY_SQL_H

#include <stdint.h>

#include <sqlite3.h>

#include "kl_error.h"
#include "kl_history.h"

/* The rubbers of a range, as a condition on rubber r with parameters
 * ?1 (since), ?2 (first id), ?3 (last id), ?4 (over only), ?5 (the
 * game: rubbers whose setting "game" is it, Viennese without one). */
#define KL_HSQL_RANGE \
	"(?1 IS NULL OR r.started_at >= ?1) AND (?2 = 0 OR r.id >= ?2) " \
	"AND (?3 = 0 OR r.id <= ?3) AND (?4 = 0 OR r.state <> 'in_play') " \
	"AND (?5 IS NULL OR coalesce((SELECT g.value FROM rubber_setting g " \
	"WHERE g.rubber_id = r.id AND g.key = 'game'), 'viennese') = ?5)"

/* The rubbers of an export (a subquery); ?1 is since (NULL: all). */
#define KL_HSQL_EXPORT_RUBBERS "(SELECT * FROM rubber WHERE ?1 IS NULL OR " \
	"started_at >= ?1)"

/*
 * Turn SQLite result code rc of db into an error in err and return its
 * code: KL_EINPUT for a constraint or type mismatch (such rows come from
 * an imported file), otherwise as kl_store_sql_error.  what says what was
 * being done.
 */
int kl_hsql_fail(sqlite3 *db, int rc, const char *what, kl_error *err);

/* Prepare sql into *st (the caller finalizes it, also on error); returns
 * KL_OK or the error. */
int kl_hsql_prep(sqlite3 *db, const char *sql, sqlite3_stmt **st,
                 kl_error *err);

/* Set "out of memory" in err and return KL_ENOMEM. */
int kl_hsql_nomem(kl_error *err);

/* 1 if range asks for every rubber (NULL or no bounds), else 0. */
int kl_hsql_range_all(const kl_history_range *range);

/* Bind the range (NULL: all) to ?1..?5 of st, as far as st has them.
 * Text is copied by SQLite; range need not outlive the call. */
void kl_hsql_bind_range(sqlite3_stmt *st, const kl_history_range *range);

/* Index of id in the ascending ids[0..n-1], or -1. */
int kl_hsql_find_id(const int64_t *ids, int n, int64_t id);

#endif
