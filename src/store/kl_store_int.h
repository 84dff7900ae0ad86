/*
 * kl_store_int.h - the inside of a kl_store, for the files that make up
 * the API of kl_store.h and for nothing else: kl_store.c (the connection,
 * its transactions and statements), kl_store_migrate.c (the schema),
 * kl_store_read.c, kl_store_write.c, kl_store_fix.c (undo and
 * corrections) and kl_store_check.c.  The kl_history*.c modules reach the
 * connection through kl_store_sqlite instead.
 *
 * The functions return KL_OK or an error code with a message in err, as
 * those of kl_store.h do (a SQLite failure as kl_store_sql_error words
 * it, naming the store's file).
 */
#ifndef KL_STORE_INT_H
#define KL_STORE_INT_H

#include <stddef.h>
#include <stdint.h>

#include <sqlite3.h>

#include "kl_error.h"
#include "kl_store.h"

/* How many prepared statements a store keeps (kl_sti_prep_cached). */
#define KL_STI_CACHE_MAX 16

/* An event's row joined with the row of its kind: g (game), b (buy-back),
 * l (a player leaving), c (a rule changed). */
#define KL_STI_EVENT_JOINS \
	"LEFT JOIN game g ON g.event_id = e.id " \
	"LEFT JOIN buyback b ON b.event_id = e.id " \
	"LEFT JOIN player_leave l ON l.event_id = e.id " \
	"LEFT JOIN rule_change c ON c.event_id = e.id "

/* Why a store opened for reading only (kl_store.readonly). */
enum kl_sti_readonly {
	KL_STI_WRITABLE = 0,
	KL_STI_RO_FILE,      /* the file cannot be written */
	KL_STI_RO_FOLDER,    /* its folder cannot be written */
	KL_STI_RO_FULL       /* the disk is full: only a read without side
	                        files worked */
};

struct kl_store {
	sqlite3 *db;
	int in_tx;
	int readonly;        /* enum kl_sti_readonly: why it cannot be
	                        written, or 0 */
	int readonly_errno;  /* the errno that said so (RO_FILE, RO_FOLDER) */
	int memory_copy;     /* reading an upgraded copy in memory of a file
	                        that could not be upgraded (a full disk) */
	int last_rc;         /* SQLite's code of the last failure */
	char folder[KL_PATH_MAX]; /* the folder of the file (RO_FOLDER) */
	char path[KL_PATH_MAX];
	char clock[40];      /* the time writes record, or "" for now */
	int64_t table;       /* the rubber of a tournament's table that
	                        "the rubber in play" and "the last rubber"
	                        mean (kl_store_select_table), or 0: the
	                        rubbers of no tournament */
	kl_store_config cfg; /* what it was opened with */
	/* prepared statements kept for the writes of a game, which a
	 * correction repeats for every later game: the SQL text (its
	 * address: a string literal of the store's files) and the
	 * statement */
	int ncached;
	const char *cached_sql[KL_STI_CACHE_MAX];
	sqlite3_stmt *cached[KL_STI_CACHE_MAX];
};

/* Find the player called name, or create him (created at now); his id
 * into *pid. */
int kl_sti_player_id(kl_store *s, const char *name, const char *now,
                     int64_t *pid, kl_error *err);

/* Run sql (one or more statements that return no rows) on s. */
int kl_sti_exec(kl_store *s, const char *sql, kl_error *err);

/* Prepare sql on s into *st.  The caller finalizes *st, also when this
 * fails (it is NULL then). */
int kl_sti_prep(kl_store *s, const char *sql, sqlite3_stmt **st,
                kl_error *err);

/*
 * As kl_sti_prep, for a statement s keeps prepared from one use to the
 * next (sql must be a string literal: the cache knows it by its
 * address); one prepared before comes back reset, its parameters
 * unbound.  The caller hands *st back with kl_sti_done_cached or
 * kl_sti_step_cached, never with sqlite3_finalize.
 */
int kl_sti_prep_cached(kl_store *s, const char *sql, sqlite3_stmt **st,
                       kl_error *err);

/* Hand back st (NULL is fine) from kl_sti_prep_cached: reset and
 * unbound, it stays in the cache, or is finalized if the cache was full
 * when it was prepared. */
void kl_sti_done_cached(kl_store *s, sqlite3_stmt *st);

/* Step st (from kl_sti_prep_cached; a statement that returns no rows),
 * then hand it back as kl_sti_done_cached does. */
int kl_sti_step_cached(kl_store *s, sqlite3_stmt *st, kl_error *err);

/* Step st (a statement that returns no rows), then finalize it: st is
 * gone whatever the result. */
int kl_sti_step_done(kl_store *s, sqlite3_stmt *st, kl_error *err);

/*
 * The schema version of the database s has just opened, into *v, read
 * before anything is written to it.  Refuses (KL_ESTORE, naming path) a
 * file that is not SQLite, a database of a newer klopf (a version above
 * kl_store_schema_version) and another program's SQLite database; a read
 * that fails returns the store's error.
 */
int kl_sti_schema_of(kl_store *s, const char *path, int *v, kl_error *err);

/*
 * Bring the schema of s up from version v (kl_sti_schema_of) to
 * kl_store_schema_version, in a transaction of its own that holds the
 * write lock, with a backup of the file first (PATH.schemaV.bak) when it
 * had a schema; nothing is locked when v is already the latest.  s must
 * be writable and outside a transaction.  Also records the winners of
 * finished rubbers where an older schema had none.  A copy in memory
 * (s->memory_copy) is upgraded without a backup.
 */
int kl_sti_migrate(kl_store *s, int v, kl_error *err);

/* Set the state of rubber to phase (enum kl_rubber_phase) and its end to
 * the clock's time, or none when phase is KL_RUBBER_IN_PLAY. */
int kl_sti_set_phase(kl_store *s, int64_t rubber, int phase, kl_error *err);

/* The time the writes of s record (kl_store_set_clock, else the time
 * its settings fix for tests, else now, as ISO 8601 UTC), written into buf (size bytes,
 * 40 hold any); returns buf.  s may be NULL (no clock set). */
const char *kl_sti_now(const kl_store *s, char *buf, size_t size);

#endif
