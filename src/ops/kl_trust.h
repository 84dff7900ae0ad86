/*
 * kl_trust.h - before klopf settle and klopf stats show what they read:
 * do the stored rows they add up (seat_tally, the pot's movements, the
 * winners, the buy-backs) still agree with the rubbers' events?
 *
 * Those commands read totals that triggers and the engine wrote next to
 * the events, so that they need not replay thousands of rubbers.  A row
 * edited by hand or a dropped trigger would make them show figures that
 * no replay gives; this check makes them refuse instead, pointing to
 * `klopf verify`, which names the difference.  Reads only; never
 * prints.
 */
#ifndef KL_TRUST_H
#define KL_TRUST_H

#include "kl_error.h"
#include "kl_ops_db.h"
#include "kl_record.h"

/*
 * Check what settle and stats read: d, loaded by kl_history_load with
 * KL_HISTORY_CHECK inside the caller's read transaction, so that the
 * check and the figures see the same rows.
 *  - Every trigger that keeps seat_tally is there.
 *  - Each rubber's sums (its tallies, the pot's movements by kind, its
 *    winners and buy-backs) fit the rules it started with: the antes and
 *    buy-backs they ask, the knock or rummy money of every game a player
 *    played and did not declare paid, that of every declaration received
 *    from 1 to n - 1 others, chips paid between players equal to those
 *    received, the pot emptied to the winners (or refunded when
 *    abandoned), a player who stopped playing out, and the winners those
 *    the totals name.
 *  - A rubber whose sums do not fit, or that a player left, or whose
 *    rules changed, is replayed (kl_hist_load) and compared with its
 *    record (antes, games, points, buy-backs, winners, every chip
 *    movement, its state: the checks of kl_hist_verify), and its tallies
 *    with the sums of their rows (kl_history_tally_check).
 * The sums are a few rows per rubber, so the check costs about what the
 * commands read, not a replay of every game; a change that keeps every
 * sum fitting (chips moved to another player of the same game, points
 * that cross no limit) passes here, and klopf verify finds it.
 *
 * Returns KL_OK; KL_ESTORE with one sentence naming the rubber and what
 * differs, saying that nothing is shown and to run klopf verify; or the
 * store's errors.
 */
int kl_ops_trust(kl_store *s, const kl_history_data *d, kl_error *err);

#endif
