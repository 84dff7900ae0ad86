/*
 * kl_ops_chart.h - klopf chart: the series of a rubber's chart, each
 * player's total over its games, worked out from its replayed record.
 */
#ifndef KL_OPS_CHART_H
#define KL_OPS_CHART_H

#include <stdint.h>

#include "kl_chart.h"
#include "kl_error.h"
#include "kl_hist.h"
#include "kl_ops_db.h"
#include "kl_record.h"

/* A rubber and its chart series: for each player one point before the
 * first game, one after every game the player played, one after a
 * buy-back; with the lines the rules draw (gin and knock rummy: the
 * total that wins, and no buy-back line). */
typedef struct kl_ops_chart_result {
	kl_hist hist;                            /* the rubber replayed */
	kl_chart_data data;                      /* its points point into
	                                            points[] */
	kl_chart_point *points[KL_CHART_SERIES]; /* malloc'd, per player */
} kl_ops_chart_result;

/*
 * Read rubber id (0: the one in play, else the last one) in one read
 * transaction (kl_ops_history) and work out its series.  KL_OK (free
 * *out with kl_ops_chart_free, also after a failure), KL_ENOMEM, or
 * kl_ops_history's errors.
 */
int kl_ops_chart(kl_store *s, int64_t id, kl_ops_chart_result *out,
                 kl_error *err);

/* Free what kl_ops_chart allocated (out itself is the caller's). */
void kl_ops_chart_free(kl_ops_chart_result *out);

#endif
