/*
 * kl_store_sql.h - shared by the store's own files (kl_store.c and
 * the kl_history*.c modules) and by nothing outside src/store.
 */
#ifndef KL_STORE_SQL_H
#define KL_STORE_SQL_H

#include <sqlite3.h>

#include "kl_error.h"

/*
 * Turn SQLite result code rc (from connection db, which may be NULL) into
 * a klopf error in err and return its code: KL_EBUSY when the database is
 * locked, KL_ESTORE otherwise.
 * path (may be NULL) names the database in the message; what says what
 * was being done.
 */
int kl_store_sql_error(sqlite3 *db, const char *path, int rc,
                       const char *what, kl_error *err);

#endif
