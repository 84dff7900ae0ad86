/*
 * kl_ops_int.h - what the operations' source files share and no caller
 * of kl_ops.h sees: loading a rubber by its id, booking a judged game,
 * reading back and judging a game as stored, the table's refusals as
 * sentences, and taking back a correction.  Included only by the .c
 * files of src/ops that implement kl_ops.h.
 *
 * None of these begins, commits or rolls back a transaction: each runs
 * inside the one its caller has open.  None of them prints.
 */
#ifndef KL_OPS_INT_H
#define KL_OPS_INT_H

#include <stdint.h>

#include "kl_error.h"
#include "kl_game.h"
#include "kl_ops_events.h"
#include "kl_ops_game.h"
#include "kl_ops_rubber.h"
#include "kl_rubber.h"
#include "kl_store.h"

/* ---- loading (kl_ops_rubber.c) ---- */

/*
 * Load rubber id, whatever its state (in play, over or abandoned), and
 * replay it into *out (cleared first; it holds nothing to free).
 * KL_ENOTFOUND with a message pointing to klopf rubbers when there is no
 * such rubber, KL_ESTORE when its events do not replay, else the
 * store's codes.
 */
int kl_ops_load_id(kl_store *s, int64_t id, kl_ops_rubber *out,
                   kl_error *err);

/* ---- a game, judged or as stored (kl_ops_game.c) ---- */

/*
 * Book judged game g on r, loaded in the caller's open write
 * transaction: apply it to r->state with the engine, then write the game
 * and its hands.  Fills out->number, out->dealer and out->res; leaves
 * out->game and out->after alone.  On an error r->state may already be
 * advanced and rows written: the caller rolls back.  Nothing to free.
 */
int kl_ops_book_judged(kl_store *s, kl_ops_rubber *r, const kl_game *g,
                       kl_ops_game_result *out, kl_error *err);

/*
 * Judge a game of r as `klopf game` gives it (kl_ops_game_upcard's
 * contract: declarer NULL for a declaration without one, upcard -1 for
 * none, args NAME=CARDS or NAME=POINTS) into *g, whose names point into
 * r.  The referee's refusals come back as they are.
 */
int kl_ops_judge_args(const kl_ops_rubber *r, const char *declarer, int kind,
                      int upcard, int nargs, const char *const *args,
                      kl_game *g, kl_error *err);

/* 1 when now is the rubber seen, as it was: the same rubber, as many
 * events and the same replayed state (the stale-state check of
 * kl_ops_book and of the entry's fix and undo); else 0. */
int kl_ops_same_rubber(const kl_ops_rubber *now, const kl_ops_rubber *seen);

/*
 * Begin the write transaction of a table's write and load the rubber in
 * play into r: KL_OK; KL_ESTALE (kl_ops_stale, game as there) when seen
 * is not NULL and r is not the rubber seen (kl_ops_same_rubber); the
 * errors of beginning and loading.  The transaction stays open whatever
 * is returned: the caller commits or rolls back.
 */
int kl_ops_begin_seen(kl_store *s, const kl_ops_rubber *seen, int game,
                      kl_ops_rubber *r, kl_error *err);

/* The refusal of a table's write to rubber id that changed since the
 * table looked at it (KL_ESTALE, returned): for a game ("nothing was
 * booked", game 1) or anything else ("nothing was changed"). */
int kl_ops_stale(int64_t id, int game, kl_error *err);

/*
 * The stored form of the hand of seat in judged game g, as
 * kl_ops_book_judged writes it: its canonical card names into cards
 * (size bytes) and its arrangement as JSON into *json (malloc'd; the
 * caller frees it).  A seat without cards (points typed, or no hand)
 * gets "" and NULL.  KL_OK, or KL_ENOMEM with *json NULL.
 */
int kl_ops_hand_form(const kl_game *g, int seat, char *cards, size_t size,
                     char **json, kl_error *err);

/*
 * The discard that judged game g books: the canonical name of the card
 * the declarer's arrangement discards, into buf (size bytes).  1, or 0
 * (buf "") when the declarer discards nothing.
 */
int kl_ops_game_discard(const kl_game *g, char *buf, size_t size);

/*
 * Book a dead hand of gin on r, loaded in the caller's open write
 * transaction: nobody knocked, nothing is scored, the deal moves as
 * next_dealer says.  KL_EINPUT when r is not a rubber of gin.  Fills as
 * kl_ops_book_judged does (out->game is not touched).
 */
int kl_ops_book_dead(kl_store *s, kl_ops_rubber *r,
                     kl_ops_game_result *out, kl_error *err);

/*
 * The game that event ev records, with its hands picked out of
 * hands[0..nhands-1] (every hand of the rubber, as
 * kl_store_rubber_hands reads them), into *out: cleared first, then the
 * texts copied.  The caller frees *out with kl_stored_game_free whatever
 * this returns.  KL_ESTORE when the game has more hands than seats,
 * KL_ENOMEM.
 */
int kl_ops_stored_game(const kl_stored_event *ev,
                       const kl_stored_hand *hands, int nhands,
                       kl_stored_game *out, kl_error *err);

/*
 * Judge into *g the game sg describes, by the referee, against rubber r
 * as it stands (g's names point into r).  KL_OK when every hand is in
 * and accepted; KL_EINPUT for a seat that is not at the table; else the
 * referee's refusal as it gives it (after KL_ERULE g->refused holds the
 * proof).  The game was booked before: points typed for a hand are
 * taken as they were taken then (kl_game_recorded).
 */
int kl_ops_judge_stored(const kl_ops_rubber *r, const kl_stored_game *sg,
                        kl_game *g, kl_error *err);

/* kl_ops_judge_stored of a game whose hands were typed now (a
 * correction): points typed for a hand must be what a hand can count. */
int kl_ops_judge_typed(const kl_ops_rubber *r, const kl_stored_game *sg,
                        kl_game *g, kl_error *err);

/* ---- trusting a rubber's record (kl_ops_verify.c) ---- */

/*
 * Before a rubber's record is shown (standings, history): judge every
 * game of rubber id again from the hands as typed (kl_ops_judge_rubber),
 * so that nothing stored that the cards do not give (a deadwood, what
 * going out was worth, an arrangement, a discard) is shown as if it
 * were booked.  Inside the caller's read transaction.  KL_OK; KL_ESTORE
 * with one sentence naming the rubber, saying that nothing is shown
 * and to run klopf verify; or the store's errors and KL_ENOMEM.
 */
int kl_ops_trust_hands(kl_store *s, int64_t id, kl_error *err);

/* kl_ops_trust_hands with the rubber's hands hands[0..nhands-1] as
 * kl_store_rubber_hands read them in the same read transaction (the
 * caller keeps them), so that they are not read twice; NULL: read
 * them. */
int kl_ops_trust_hands_of(kl_store *s, int64_t id,
                          const kl_stored_hand *hands, int nhands,
                          kl_error *err);

/* ---- the table's refusals (kl_ops_events.c) ---- */

/*
 * Each of these is called once the engine has refused the event on r
 * (kl_rubber_buyback_refusal, kl_rubber_leave_refusal,
 * kl_rubber_change_refusal): it puts into err the whole sentence that
 * says why, naming the player or the rule, and returns KL_ERULE.
 */
int kl_ops_no_buyback(const kl_ops_rubber *r, int seat, kl_error *err);
int kl_ops_no_leave(const kl_ops_rubber *r, int seat, kl_error *err);
int kl_ops_no_change(const kl_ops_rubber *r, int setting, int value,
                     kl_error *err);

/* ---- corrections (kl_ops_fix.c) ---- */

/*
 * In the caller's open write transaction: if the last thing done to
 * rubber r is a correction (none of its events came after it), give the
 * game back its hands as they were, book every later event again, and
 * forget the correction: KL_OK with out->correction and out->undone set,
 * and r replayed as the rubber is now.  KL_ENOTFOUND, with err
 * untouched, when the last thing done is an event; else the error of the
 * store or of booking again.
 */
int kl_ops_take_back_correction(kl_store *s, kl_ops_rubber *r,
                                kl_ops_undo_result *out, kl_error *err);

#endif
