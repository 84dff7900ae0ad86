/*
 * kl_ops_fix.h - correcting a past game of a rubber (klopf fix): the
 * game judged again with its hands as corrected, every later event
 * booked again.  kl_ops_undo takes a correction back.  Part of kl_ops.h,
 * whose conventions hold.
 */
#ifndef KL_OPS_FIX_H
#define KL_OPS_FIX_H

#include <stdint.h>

#include "kl_error.h"
#include "kl_game.h"
#include "kl_ops_db.h"
#include "kl_ops_rubber.h"
#include "kl_record.h"
#include "kl_rubber.h"

/* The most buy-backs a correction reports as moved. */
#define KL_OPS_FIX_MOVED_MAX 16

/* A buy-back after the corrected game whose new total the correction
 * moved (it goes to the highest total of the others, which the
 * corrected game changed). */
typedef struct kl_ops_fix_moved {
	int seat;                 /* who bought back */
	int games;                /* after that many games */
	int was, now;             /* the total it went to, and goes to now */
} kl_ops_fix_moved;

typedef struct kl_ops_fix_result {
	int number;               /* the game corrected */
	kl_ops_rubber before;     /* the rubber before the correction */
	kl_ops_rubber after;      /* and after it */
	kl_game game;             /* the corrected game as judged (names
	                             point into after) */
	kl_event_result res;      /* what it books now */
	int proof;                /* after KL_ERULE: 1 when the corrected
	                             game's declaration was refused, and
	                             game.refused proves it */
	int old_declarer;         /* the game as it was: declarer's seat, */
	int old_kind;             /* kind (enum kl_verdict), */
	int old_given[KL_PLAYERS_MAX];          /* which seats had hands */
	char old_typed[KL_PLAYERS_MAX][KL_TYPED_MAX]; /* and as typed */
	int nmoved;               /* buy-backs whose total moved, in order */
	kl_ops_fix_moved moved[KL_OPS_FIX_MOVED_MAX];
} kl_ops_fix_result;

/*
 * Correct game number of rubber id (0: the rubber in play, else the
 * last one): the hands args[0..nargs-1] (NAME=CARDS or NAME=POINTS)
 * replace those of their players, the others stay; declarer and kind (NULL and -1: as they
 * were) may change who went out and how.  The corrected game is judged
 * by the referee against the rubber as it stood before it, then every
 * later event is booked again as it was (its time kept).  If the game is
 * refused, or a later event no longer holds (a player in a later game
 * would be out, or still in play without a hand; a buy-back is no longer
 * allowed; the rubber would be over before it), nothing changes and err
 * says which and why; so too when a rubber that was over would be in
 * play again while another rubber is in play.  The correction is kept
 * (kl_store_corrections) so that the history shows it and undo can take
 * it back.
 */
int kl_ops_fix(kl_store *s, int64_t id, int number, const char *declarer,
               int kind, int nargs, const char *const *args,
               kl_ops_fix_result *out, kl_error *err);

/*
 * kl_ops_fix of game number of rubber seen->row.id, refused (KL_ESTALE,
 * nothing changed, out->after the rubber as it is now) when the rubber
 * is no longer as seen was loaded (another writer booked, corrected or
 * took back something since): the check is made in the correction's
 * own write transaction.  The entry pages' correction (kl_ops_entry.h).
 */
int kl_ops_fix_seen(kl_store *s, const kl_ops_rubber *seen, int number,
                    const char *declarer, int kind, int nargs,
                    const char *const *args, kl_ops_fix_result *out,
                    kl_error *err);

#endif
