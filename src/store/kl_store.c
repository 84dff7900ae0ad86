/* kl_store.c - the SQLite store. */
#include <sqlite3.h>

const char *kl_store_sqlite_version(void);

/* The SQLite library version in use (for --version). */
const char *
kl_store_sqlite_version(void)
{
	return sqlite3_libversion();
}
