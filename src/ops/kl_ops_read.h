/*
 * kl_ops_read.h - reading the history: the list of rubbers, one rubber's
 * record replayed, the export as JSON or CSV text, the names of the
 * players.  Each function runs its own read transaction (one snapshot),
 * hands back what it read and prints nothing.
 */
#ifndef KL_OPS_READ_H
#define KL_OPS_READ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "kl_error.h"
#include "kl_hist.h"
#include "kl_ops_db.h"
#include "kl_record.h"

/*
 * The rubbers started at or after since (a stored time; NULL: every
 * rubber), oldest first.  *out is malloc'd (NULL when there are none)
 * and the caller frees it; *n receives the count.  KL_OK or the store's
 * error.
 */
int kl_ops_rubbers(kl_store *s, const char *since, kl_history_rubber **out,
                   int *n, kl_error *err);

/*
 * Rubber id (0: the one in play, else the last one) with its record,
 * replayed (kl_hist_load), in one read transaction, its games judged
 * again from the hands typed (kl_ops_trust_hands).  KL_OK (then free
 * *h with kl_hist_free), KL_ENOTFOUND, KL_ESTORE for a record that does
 * not replay or that the hands typed do not give (pointing to klopf
 * verify), or the store's errors.
 */
int kl_ops_history(kl_store *s, int64_t id, kl_hist *h, kl_error *err);

/*
 * Where an export goes: put(ctx, text, len, err) takes the next len bytes
 * (text is not NUL-terminated and lives only during the call) and returns
 * KL_OK, or an error code with err set, which stops the export.
 */
typedef int (*kl_ops_put)(void *ctx, const char *text, size_t len,
                          kl_error *err);

/*
 * The export of the rubbers started at or after since (NULL: all) as
 * one JSON document, without a final newline, into *json (malloc'd; the
 * caller frees it).  Holds the whole document in memory: the command line
 * writes it with kl_ops_export_json_to.  KL_OK or the store's error.
 */
int kl_ops_export_json(kl_store *s, const char *since, char **json,
                       kl_error *err);

/*
 * The same document handed to put piece by piece as it is read, in one
 * read transaction, so memory does not grow with the history.  After an
 * error, what put received may be cut short.  KL_OK, put's error or the
 * store's.
 */
int kl_ops_export_json_to(kl_store *s, const char *since, kl_ops_put put,
                          void *ctx, kl_error *err);

/* The tables of a CSV export, in the order they are written. */
typedef struct kl_ops_csv {
	int ntables;
	const char *const *names; /* the tables' names (static) */
	char **texts;             /* each table as CSV text, a header line
	                             first (malloc'd: kl_ops_csv_free) */
	size_t *sizes;            /* each text's length, kept up to date by
	                             its stream until closed (malloc'd) */
} kl_ops_csv;

/* The names of the tables a CSV export writes, NULL-terminated
 * (static). */
const char *const *kl_ops_csv_tables(void);

/*
 * Where a CSV export goes, table by table.  open(ctx, name, err) gives
 * the stream the table name's CSV text is written to (or NULL with err
 * set, which stops the export); close(ctx, f, err) is called once for
 * every stream open gave, after its last row or after a failure, and
 * returns 0, or non-zero with err set (err is NULL when the export
 * failed already: the first error is the one kept).  The streams are
 * the sink's: the export only writes to them.
 */
typedef struct kl_ops_csv_sink {
	FILE *(*open)(void *ctx, const char *name, kl_error *err);
	int (*close)(void *ctx, FILE *f, kl_error *err);
	void *ctx;
} kl_ops_csv_sink;

/*
 * Every table of the export of the rubbers started at or after since
 * (NULL: all) as CSV text (RFC 4180, a header line first) to the streams
 * of sink, in the order of kl_ops_csv_tables, a row at a time in one read
 * transaction.  KL_OK, the sink's error, "cannot write" (KL_ESTORE) or
 * the store's error.
 */
int kl_ops_export_csv_to(kl_store *s, const char *since,
                         const kl_ops_csv_sink *sink, kl_error *err);

/*
 * Every table as in kl_ops_export_csv_to, as CSV text in memory into
 * *out (free with kl_ops_csv_free, also after a failure).  KL_OK,
 * KL_ENOMEM or the store's error.
 */
int kl_ops_export_csv(kl_store *s, const char *since, kl_ops_csv *out,
                      kl_error *err);

/* Free the texts of out (out itself is the caller's). */
void kl_ops_csv_free(kl_ops_csv *out);

/* The names of every player the database knows, oldest first, into
 * *out (free out->names).  KL_OK or the store's error. */
int kl_ops_player_names(kl_store *s, kl_player_names *out, kl_error *err);

#endif
