/* kl_history_sql.c - helpers shared by the history modules of the store
 * (kl_history_sql.h). */
#include "kl_history_sql.h"

#include "kl_store_sql.h"

/* A SQLite failure as an error code and message. */
int
kl_hsql_fail(sqlite3 *db, int rc, const char *what, kl_error *err)
{
	/* here rows that break the schema or its types come from an
	 * imported file */
	if ((rc & 0xff) == SQLITE_CONSTRAINT || (rc & 0xff) == SQLITE_MISMATCH)
		return kl_error_set(err, KL_EINPUT, "%s: %s",
		                    kl_error_text(what), sqlite3_errmsg(db));
	return kl_store_sql_error(db, NULL, rc, what, err);
}

/* Prepare sql into *st (the caller finalizes it); KL_OK or the error. */
int
kl_hsql_prep(sqlite3 *db, const char *sql, sqlite3_stmt **st, kl_error *err)
{
	int rc = sqlite3_prepare_v2(db, sql, -1, st, NULL);

	return rc == SQLITE_OK ? KL_OK : kl_hsql_fail(db, rc, "database", err);
}

/* Fail with KL_ENOMEM. */
int
kl_hsql_nomem(kl_error *err)
{
	return kl_error_set(err, KL_ENOMEM, "out of memory");
}

/* 1 if range asks for every rubber (NULL or no bounds). */
int
kl_hsql_range_all(const kl_history_range *range)
{
	return range == NULL || (range->since == NULL && range->first == 0 &&
	                         range->last == 0 && !range->over_only &&
	                         range->game == NULL);
}

/* Bind the range (NULL: all) to ?1..?5 of st, as far as st has them. */
void
kl_hsql_bind_range(sqlite3_stmt *st, const kl_history_range *range)
{
	static const kl_history_range all = { NULL, 0, 0, 0, NULL };
	int n = sqlite3_bind_parameter_count(st);

	if (range == NULL)
		range = &all;
	if (n >= 1) {
		if (range->since != NULL)
			sqlite3_bind_text(st, 1, range->since, -1,
			                  SQLITE_TRANSIENT);
		else
			sqlite3_bind_null(st, 1);
	}
	if (n >= 2)
		sqlite3_bind_int64(st, 2, range->first);
	if (n >= 3)
		sqlite3_bind_int64(st, 3, range->last);
	if (n >= 4)
		sqlite3_bind_int(st, 4, range->over_only);
	if (n >= 5) {
		if (range->game != NULL)
			sqlite3_bind_text(st, 5, range->game, -1,
			                  SQLITE_TRANSIENT);
		else
			sqlite3_bind_null(st, 5);
	}
}

/* Index of id in the sorted ids[0..n-1], or -1. */
int
kl_hsql_find_id(const int64_t *ids, int n, int64_t id)
{
	int lo = 0, hi = n - 1;

	while (lo <= hi) {
		int mid = lo + (hi - lo) / 2;
		if (ids[mid] == id)
			return mid;
		if (ids[mid] < id)
			lo = mid + 1;
		else
			hi = mid - 1;
	}
	return -1;
}
