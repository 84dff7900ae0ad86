/*
 * kl_history_csv.h - the rows of each table of the history, for the CSV
 * export (klopf export --csv).  Errors as in kl_history.h.
 */
#ifndef KL_HISTORY_CSV_H
#define KL_HISTORY_CSV_H

#include <stdint.h>

#include "kl_error.h"
#include "kl_history.h"
#include "kl_store.h"

/* The tables of a CSV export, in the order a restore would load them. */
extern const char *const kl_history_tables[];

/*
 * Call row(ctx, ncols, names, values) for every row of table (one of
 * kl_history_tables) that belongs to range (only since is used), in key
 * order, after one call with values NULL for the header.  A NULL value is
 * SQL NULL.  Stops at the first non-zero return of row and returns it as
 * KL_ESTORE with the message row left in err.  Returns KL_OK otherwise.
 */
int kl_history_table_rows(kl_store *s, const char *table,
                          const kl_history_range *range,
                          int (*row)(void *ctx, int ncols,
                                     const char *const *names,
                                     const char *const *values,
                                     kl_error *err),
                          void *ctx, kl_error *err);

#endif
