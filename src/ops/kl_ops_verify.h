/*
 * kl_ops_verify.h - checking what a database holds: a recorded rubber's
 * games judged again, and every rubber replayed against its record
 * (klopf verify).  Part of kl_ops.h, whose conventions hold.
 */
#ifndef KL_OPS_VERIFY_H
#define KL_OPS_VERIFY_H

#include <stdint.h>

#include "kl_error.h"
#include "kl_ops_db.h"
#include "kl_record.h"

/*
 * Judge every game of rubber id again with the referee, from the hands
 * as they were typed, against the rubber as it stood before each game
 * (`klopf import`): every hand must be accepted as `klopf game` would
 * accept it, and give the deadwood recorded.  Reads only; runs inside
 * the caller's transaction.  KL_OK, or KL_EINPUT naming the rubber, the
 * game and what does not hold.
 */
int kl_ops_judge_rubber(kl_store *s, int64_t id, kl_error *err);

/*
 * Check everything the database holds against itself and the rules, in
 * one read transaction: the file and schema (kl_store_check), then every
 * rubber replayed against its record (points, dealers, chips, winners,
 * state: kl_hist_verify) and every game judged again from the hands as
 * typed (kl_ops_judge_rubber).  *nrubbers receives the rubbers checked.
 * KL_OK, KL_EINPUT naming the first thing that differs, or a store
 * error.
 */
int kl_ops_verify(kl_store *s, int *nrubbers, kl_error *err);

#endif
