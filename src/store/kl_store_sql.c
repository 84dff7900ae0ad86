/* kl_store_sql.c - what every file of the store builds on (kl_store_sql.h):
 * SQLite's failures as klopf's errors, arrays that grow and columns read
 * into klopf's values. */
#include "kl_store_sql.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
kl_store_sql_disk_full(sqlite3 *db, int rc)
{
	return (rc & 0xff) == SQLITE_FULL ||
	       ((rc & 0xff) == SQLITE_IOERR && db != NULL &&
	        sqlite3_system_errno(db) == ENOSPC);
}

/* Translate a SQLite failure into an error code and message. */
int
kl_store_sql_error(sqlite3 *db, const char *path, int rc, const char *what,
                   kl_error *err)
{
	int base = rc & 0xff;
	const char *msg = db != NULL ? sqlite3_errmsg(db) : sqlite3_errstr(rc);
	const char *place = path;

	/* the file the connection has open, when the caller did not say */
	if (place == NULL && db != NULL)
		place = sqlite3_db_filename(db, "main");
	if (place == NULL || place[0] == '\0')
		place = ":memory:";
	if (kl_store_sql_disk_full(db, rc))
		return kl_error_set(err, KL_ESTORE, "cannot write to the "
		    "database %s: the disk is full; nothing was changed",
		    place);
	switch (base) {
	case SQLITE_NOMEM:
		return kl_error_set(err, KL_ENOMEM, "out of memory; nothing was "
		    "changed");
	case SQLITE_BUSY:
	case SQLITE_LOCKED:
		return kl_error_set(err, KL_EBUSY, "the database is busy "
		    "(another klopf is using it); nothing was changed, try "
		    "again");
	case SQLITE_READONLY:
		return kl_error_set(err, KL_ESTORE, "cannot write to the "
		    "database %s: it is read-only (%s); nothing was changed",
		    place, msg);
	case SQLITE_IOERR:
		return kl_error_set(err, KL_ESTORE, "cannot read or write the "
		    "database %s (%s); nothing was changed", place, msg);
	case SQLITE_NOTADB:
		return kl_error_set(err, KL_ESTORE, "%s is not a klopf "
		    "database (not SQLite)", place);
	case SQLITE_CANTOPEN:
		return kl_error_set(err, KL_ESTORE, "cannot open the database "
		    "%s: %s", place, msg);
	case SQLITE_CORRUPT:
		return kl_error_set(err, KL_ESTORE, "the database %s is "
		    "damaged: %s", place, msg);
	default:
		return kl_error_set(err, KL_ESTORE, "%s: %s",
		                    kl_error_text(what), msg);
	}
}

/* Make room for one more element of size bytes in *arr (count n, capacity
 * *cap).  Returns 0, or -1 if memory runs out (*arr unchanged). */
int
kl_store_sql_grow(void **arr, int n, int *cap, size_t size)
{
	void *p;
	int ncap;

	if (n < *cap)
		return 0;
	ncap = *cap ? *cap * 2 : 64;
	p = realloc(*arr, size * (size_t)ncap);
	if (p == NULL)
		return -1;
	*arr = p;
	*cap = ncap;
	return 0;
}

/* Copy text column col of st into dst (size bytes); NULL gives "". */
void
kl_store_sql_text(char *dst, size_t size, sqlite3_stmt *st, int col)
{
	const unsigned char *t = sqlite3_column_text(st, col);

	snprintf(dst, size, "%s", t != NULL ? (const char *)t : "");
}

/* The enum kl_rubber_phase of a rubber.state text. */
int
kl_store_sql_phase(const unsigned char *text)
{
	const char *t = (const char *)text;

	if (t != NULL && !strcmp(t, "finished"))
		return KL_RUBBER_FINISHED;
	if (t != NULL && !strcmp(t, "abandoned"))
		return KL_RUBBER_ABANDONED;
	return KL_RUBBER_IN_PLAY;
}
