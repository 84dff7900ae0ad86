/*
 * kl_ops_settle.h - klopf settle: every player's net chips over the
 * rubbers that are over, who paid whom, and the fewest payments that
 * square them (kl_settle), read in one transaction and checked against
 * the tallies (kl_ops_trust).
 */
#ifndef KL_OPS_SETTLE_H
#define KL_OPS_SETTLE_H

#include <stdint.h>

#include "kl_error.h"
#include "kl_gamedef.h"
#include "kl_ops_db.h"
#include "kl_record.h"
#include "kl_settle.h"

/* What kl_ops_settle worked out. */
typedef struct kl_ops_settle_result {
	kl_history_data data;     /* the rubbers and players read */
	int in_play;              /* 1: the rubber in play falls in the
	                             range and is left out */
	int64_t in_play_id;       /* its id */
	int others[KL_GAMES_MAX]; /* the rubbers of each game in the range,
	                             for those not settled here */
	/* the rest only when data.nruns > 0 (malloc'd, else NULL): */
	long long *balance;       /* net chips per player of data */
	long long *matrix;        /* with flows: what player i paid player
	                             k in all, matrix[i * nplayers + k] */
	kl_payment *pay;          /* the fewest payments, npay of them */
	int npay;
	int exact;                /* 1: proven the fewest */
} kl_ops_settle_result;

/*
 * Settle the rubbers of range that are over (range->over_only is
 * taken as 1; range->game names the one game settled), with who paid
 * whom when flows is 1.  KL_OK (free *out with kl_ops_settle_free, also
 * after a failure), KL_ENOMEM, or the errors of the store, kl_ops_trust
 * and kl_settle.
 */
int kl_ops_settle(kl_store *s, const kl_history_range *range, int flows,
                  kl_ops_settle_result *out, kl_error *err);

/* Free what kl_ops_settle allocated (out itself is the caller's). */
void kl_ops_settle_free(kl_ops_settle_result *out);

#endif
