/*
 * kl_history_stats.h - what klopf stats and klopf settle add up over the
 * rubbers of a range: each player's part in each rubber (chips, games,
 * points, declarations, the pot, buy-backs) and the chips moved between
 * seats.  Sums come from what was recorded; nothing re-applies the
 * rules.  Errors as in kl_history.h.
 */
#ifndef KL_HISTORY_STATS_H
#define KL_HISTORY_STATS_H

#include <stddef.h>
#include <stdint.h>

#include "kl_error.h"
#include "kl_history.h"
#include "kl_rules.h"
#include "kl_store.h"

/* What klopf stats and klopf settle add up. */
enum kl_history_what {
	KL_HISTORY_CHIPS = 1, /* chips, the pot and winners */
	KL_HISTORY_PLAY = 2,  /* games, points, declarations, buy-backs, out */
	KL_HISTORY_FLOWS = 4, /* the flows: knock and rummy money between
	                         seats (reads every transfer of the range) */
	KL_HISTORY_CHECK = 8  /* what kl_ops_trust checks (kl_trust.h): the
	                         tally, the pot by kind and the buy-backs
	                         (as with CHIPS and PLAY), the settings that
	                         decide the chips, the events that change
	                         the table or the rules, rows that fit no
	                         seat; a few rows per rubber more */
};

/*
 * Add up the rubbers of range (NULL: all): what (a mask of enum
 * kl_history_what) says which parts.  Per-seat sums come from the
 * seat_tally table (schema 2), a few rows per rubber.  The arrays of *out
 * are malloc'd; free them with kl_history_data_free.
 */
int kl_history_load(kl_store *s, const kl_history_range *range, int what,
                    kl_history_data *out, kl_error *err);
void kl_history_data_free(kl_history_data *d);

/*
 * Replace the flows of d (loaded by kl_history_load) with those of the
 * rubbers whose only[run] is non-zero, read rubber by rubber; only NULL
 * reads every rubber's in one pass.  Returns KL_OK or an error (d's flows
 * are then empty).
 */
int kl_history_load_flows(kl_store *s, kl_history_data *d, const char *only,
                          kl_error *err);

/* ---- what klopf settle and klopf stats check first (kl_trust.h) ---- */

/*
 * The first trigger that keeps seat_tally (schema 2) and is missing from
 * the database, into name (size bytes); "" when every one is there.
 */
int kl_history_tally_triggers(kl_store *s, char *name, size_t size,
                              kl_error *err);

/*
 * Is each seat_tally row of rubber the sums of the rows it counts (hands
 * and their points, knocks and rummies, chips received and paid)?  *differs
 * receives 1 and *seat the first seat whose row is not (it may be a seat
 * the rubber does not have), or 0 and -1.  Reads every hand, game and
 * chip transfer of the rubber.
 */
int kl_history_tally_check(kl_store *s, int64_t rubber, int *seat,
                           int *differs, kl_error *err);

/*
 * The rubbers of range (its game left aside) by game: counts[g] for
 * every enum kl_game_kind.  KL_OK, or the store's error.
 */
int kl_history_count_games(kl_store *s, const kl_history_range *range,
                           int counts[KL_GAME_KINDS], kl_error *err);

#endif
