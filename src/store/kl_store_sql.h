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

/* An SQL expression for a new random UUID (version 4, lowercase), the
 * identity of a rubber (schema/007_rubber_uuid.sql). */
#define KL_SQL_NEW_UUID \
	"(lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) " \
	"|| '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || " \
	"substr('89ab', 1 + abs(random() % 4), 1) || " \
	"substr(lower(hex(randomblob(2))), 2) || '-' || " \
	"lower(hex(randomblob(6))))"

#endif
