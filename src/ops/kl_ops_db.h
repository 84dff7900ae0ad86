/*
 * kl_ops_db.h - finding and opening the database, and the environment
 * that decides how: the one place that reads it.
 *
 * The path is --db when given, else $KLOPF_DB, else
 * $XDG_DATA_HOME/klopf/klopf.db, else $HOME/.local/share/klopf/klopf.db
 * (each of the two only when it is an absolute path).
 * $KLOPF_BUSY_TIMEOUT says how long to wait for another process's write
 * lock (milliseconds, default 5000), $KLOPF_MAX_PAGES (tests) the most
 * pages the database may grow to, $KLOPF_NOW (tests) the time that
 * writes record and that "today" means (in the form klopf stores,
 * kl_date_canonical).  These are handed down to the
 * store as its settings; the store reads no environment itself.
 *
 * A kl_store is opaque here: callers above ops hold a pointer and hand
 * it to operations, and close it with kl_ops_db_close.
 */
#ifndef KL_OPS_DB_H
#define KL_OPS_DB_H

#include <stddef.h>
#include <stdint.h>

#include "kl_error.h"

typedef struct kl_store kl_store;

/* The longest path of a database, with its NUL. */
#define KL_OPS_DB_PATH_MAX 4096

enum kl_ops_db_mode {
	KL_OPS_DB_READ = 0,  /* the database must exist */
	KL_OPS_DB_WRITE = 1  /* create it (and its folders) if missing */
};

/*
 * Work out the database path from explicit (--db; NULL or "" for none)
 * and the environment, into buf (size bytes).  Returns KL_OK, or
 * KL_ESTORE when there is no place for it (no HOME) or it is too long.
 */
int kl_ops_db_path(const char *explicit_path, char *buf, size_t size,
                   kl_error *err);

/*
 * Open the database that explicit and the environment name (see
 * kl_ops_db_path; an explicit ":memory:" opens one in memory) with
 * mode, the settings read from the environment.  *out receives it
 * (close with kl_ops_db_close).  Returns KL_OK, KL_EUSAGE when
 * KLOPF_BUSY_TIMEOUT or KLOPF_MAX_PAGES holds no valid number or
 * KLOPF_NOW no time klopf reads back, or what
 * opening the store returns (KL_ENOTFOUND: KL_OPS_DB_READ and no file;
 * KL_ESTORE, KL_EBUSY).
 */
int kl_ops_db_open(const char *explicit_path, int mode, kl_store **out,
                   kl_error *err);

/* Close s (NULL is fine), rolling back what it left open. */
void kl_ops_db_close(kl_store *s);

/*
 * The change counter of the database s holds (kl_store_data_version):
 * it differs from one reading to the next exactly when another
 * connection committed a change in between, such as a game booked by
 * another klopf.  For watching a database (klopf serve) on a connection
 * kept open for it.  KL_OK or the store's error.
 */
int kl_ops_db_changes(kl_store *s, int64_t *out, kl_error *err);

/*
 * Remove the database explicit_path (or the environment) names, with its
 * -wal, -shm and -journal files: for a command that created it a moment
 * ago and was refused before anything was committed (klopf import),
 * after it closed it.  Folders it made stay.  Nothing is reported: a
 * file that cannot be removed stays.
 */
void kl_ops_db_discard(const char *explicit_path);

/*
 * The time $KLOPF_NOW fixes (tests), or NULL when it is unset or empty:
 * what "today" means for --since.  The text belongs to the environment.
 */
const char *kl_ops_db_now(void);

#endif
