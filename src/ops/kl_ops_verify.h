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
 * (`klopf import`, `klopf verify`, and the reads through
 * kl_ops_trust_hands): every hand must be accepted as `klopf game` would
 * accept it, and what the referee derives must be what is stored: each
 * hand's deadwood, canonical cards and arrangement (or one of the same
 * worth), the game's discard, what going out was worth and the
 * declaration the cards make; every rule change must be a setting of
 * the rubber's game; every correction's game as it was and as it
 * became must be one the referee accepts, each correction finding what
 * the one before it left and the last leaving the game as stored.
 * Reads only; runs inside the caller's transaction.  KL_OK, KL_EINPUT
 * naming the rubber, the game, the player and what does not hold, or
 * the store's errors and KL_ENOMEM.
 */
int kl_ops_judge_rubber(kl_store *s, int64_t id, kl_error *err);

/*
 * Check everything the database holds against itself and the rules, in
 * one read transaction: the file and schema (kl_store_check), its texts
 * and times (kl_store_check_text), every player's name, then every
 * rubber replayed against its record (points, dealers, chips, winners,
 * state: kl_hist_verify) and every game judged again from the hands as
 * typed (kl_ops_judge_rubber).  *nrubbers receives the rubbers checked.
 * KL_OK, KL_EINPUT naming the first thing that differs, or a store
 * error.
 */
int kl_ops_verify(kl_store *s, int *nrubbers, kl_error *err);

#endif
