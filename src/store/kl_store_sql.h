/*
 * kl_store_sql.h - the bottom of the store, under both kl_store*.c and
 * the kl_history*.c modules (kl_store_sql.c): SQLite's failures as
 * klopf's errors, arrays that grow, reading columns, and SQL text they
 * share.  It uses no other file of the store; nothing outside src/store
 * uses it.
 */
#ifndef KL_STORE_SQL_H
#define KL_STORE_SQL_H

#include <stddef.h>

#include <sqlite3.h>

#include "kl_error.h"
#include "kl_rubber.h"

/*
 * Turn SQLite result code rc (from connection db, which may be NULL) into
 * a klopf error in err and return its code: KL_ENOMEM when SQLite ran out
 * of memory, KL_EBUSY when the database is busy or locked, KL_ESTORE
 * otherwise.  path (may be NULL: the file db has open) names the database
 * in the message; what says what was being done.
 */
int kl_store_sql_error(sqlite3 *db, const char *path, int rc,
                       const char *what, kl_error *err);

/*
 * Is SQLite result code rc (of connection db, which may be NULL) a full
 * disk: SQLITE_FULL, or an I/O error of db whose errno was ENOSPC?
 * Returns 1 or 0.
 */
int kl_store_sql_disk_full(sqlite3 *db, int rc);

/*
 * Make room for one more element of size bytes in the malloc'd array
 * *arr, which holds n elements and has room for *cap (*arr may be NULL
 * with *cap 0); the array grows by doubling.  Returns 0, or -1 if memory
 * runs out (then *arr and *cap are unchanged and the caller still owns
 * and frees *arr).
 */
int kl_store_sql_grow(void **arr, int n, int *cap, size_t size);

/* Copy text column col of the current row of st into dst (size bytes,
 * cut to fit); NULL gives "". */
void kl_store_sql_text(char *dst, size_t size, sqlite3_stmt *st, int col);

/* The enum kl_rubber_phase a rubber.state text stands for ("finished",
 * "abandoned"; NULL or any other text: KL_RUBBER_IN_PLAY). */
int kl_store_sql_phase(const unsigned char *text);

/* An SQL expression for a new random UUID (version 4, lowercase), the
 * identity of a rubber (schema/007_rubber_uuid.sql). */
#define KL_SQL_NEW_UUID \
	"(lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) " \
	"|| '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || " \
	"substr('89ab', 1 + abs(random() % 4), 1) || " \
	"substr(lower(hex(randomblob(2))), 2) || '-' || " \
	"lower(hex(randomblob(6))))"

#endif
