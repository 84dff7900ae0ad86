/*
 * kl_ops.h - the operations on a rubber: start one, book a game, buy
 * back, leave, change a rule, undo, abandon, correct a past game; and
 * the import and check of a whole database.  Between the command line
 * and the store.  Each module declares its part in a header of its own,
 * all included here; callers include this one.
 *
 * Each operation is one transaction on an open store: it begins it,
 * loads and replays the rubber, applies the engine (kl_rubber.h) and the
 * referee (kl_game.h), writes, commits, and returns what happened in a
 * result struct.  On any error nothing is written (the transaction is
 * rolled back) and err says why.  Operations never print; how a booked
 * arrangement is stored (its JSON form) is decided in this layer.
 *
 * Errors: KL_EINPUT / KL_ERULE for what the rules or the table refuse,
 * KL_ENOTFOUND when there is no rubber to act on, KL_ESTALE when the
 * rubber changed since a game was judged, and the store's codes
 * (KL_ESTORE, KL_EBUSY, KL_ENOMEM).
 */
#ifndef KL_OPS_H
#define KL_OPS_H

#include "kl_ops_db.h"       /* finding and opening the database */
#include "kl_ops_rubber.h"   /* loading a rubber, the table, a seat */
#include "kl_ops_start.h"    /* klopf new */
#include "kl_ops_game.h"     /* judging and booking a game */
#include "kl_ops_events.h"   /* buy-back, leave, rules, undo, abandon */
#include "kl_ops_fix.h"      /* corrections of past games */
#include "kl_ops_verify.h"   /* judging a record again, klopf verify */
#include "kl_ops_import.h"   /* klopf import, with or without --merge */
#include "kl_ops_read.h"     /* rubbers, history, export, player names */
#include "kl_ops_stats.h"    /* klopf stats */
#include "kl_ops_settle.h"   /* klopf settle */
#include "kl_ops_chart.h"    /* klopf chart */
#include "kl_ops_tourn.h"    /* klopf tournament, --table */
#include "kl_ops_entry.h"    /* entry codes, entering from a table */

#endif
