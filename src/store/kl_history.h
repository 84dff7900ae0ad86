/*
 * kl_history.h - reading the history of many rubbers: which rubbers a
 * question is about (kl_history_range), the list of rubbers and the
 * recorded detail of one.  Totals are in kl_history_stats.h, the JSON
 * export and import in kl_history_json.h, the CSV tables in
 * kl_history_csv.h.  Part of the store: the only code besides the
 * kl_store*.c files that touches SQLite, through kl_store_sqlite.
 *
 * Everything here reads what was recorded (events, hands, chip
 * transfers); nothing re-applies the rules.  Standings and totals come
 * from replaying events through the rubber engine (kl_rubber.h), which
 * is the callers' job.  Functions return KL_OK or an error code with a
 * message in err, like kl_store.h; reads may run inside or outside a
 * transaction, writes (the import) inside a write transaction.
 */
#ifndef KL_HISTORY_H
#define KL_HISTORY_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "kl_date.h"
#include "kl_error.h"
#include "kl_rubber.h"
#include "kl_store.h"

/*
 * The rubbers of range (NULL: all), oldest first.  *out is allocated with
 * malloc (NULL when there are none) and freed by the caller; *n receives
 * the count.
 */
int kl_history_rubbers(kl_store *s, const kl_history_range *range,
                       kl_history_rubber **out, int *n, kl_error *err);

/*
 * Load the recorded detail of rubber id into *out (free it with
 * kl_history_detail_free).  Returns KL_OK, KL_ENOTFOUND or KL_ESTORE
 * (also for rows that make no sense, e.g. a seat out of range).
 */
int kl_history_detail_load(kl_store *s, int64_t id, kl_history_detail *out,
                           kl_error *err);
void kl_history_detail_free(kl_history_detail *d);

#endif
