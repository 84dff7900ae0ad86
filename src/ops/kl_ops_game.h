/*
 * kl_ops_game.h - a game of the rubber in play judged by the referee
 * and booked (or booked as the caller judged it), and a dead hand of
 * gin.  Part of kl_ops.h, whose conventions hold.
 */
#ifndef KL_OPS_GAME_H
#define KL_OPS_GAME_H

#include "kl_error.h"
#include "kl_game.h"
#include "kl_ops_db.h"
#include "kl_ops_rubber.h"
#include "kl_record.h"
#include "kl_rubber.h"

typedef struct kl_ops_game_result {
	kl_game game;         /* the game as judged */
	int number;           /* its number in the rubber */
	int dealer;           /* who dealt it */
	kl_event_result res;  /* points, transfers, who went out */
	kl_ops_rubber after;  /* the rubber after it */
} kl_ops_game_result;

/*
 * Judge and book a game of the rubber in play: declarer went out as
 * kind (KL_VERDICT_KNOCK or KL_VERDICT_RUMMY), args[0..nargs-1] are
 * NAME=CARDS or NAME=POINTS, one per player in play (`klopf game`).
 * The referee's refusals come back as they are (kl_game.h; after
 * KL_ERULE out->game.refused holds the proof).
 */
int kl_ops_game(kl_store *s, const char *declarer, int kind, int nargs,
                const char *const *args, kl_ops_game_result *out,
                kl_error *err);

/*
 * As kl_ops_game, for a hand of Oklahoma gin: upcard (a kl_card, or -1
 * for none) is the hand's first upcard (kl_game_set_upcard), which every
 * hand of such a rubber needs.  A hand of Phỏm that goes to the showdown
 * has no declarer: declarer NULL and kind KL_VERDICT_KNOCK (the player
 * at the dealer's left stands as one); NULL is refused (KL_EINPUT) in
 * any other game.
 */
int kl_ops_game_upcard(kl_store *s, const char *declarer, int kind,
                       int upcard, int nargs, const char *const *args,
                       kl_ops_game_result *out, kl_error *err);

/*
 * Book a dead hand of the gin rubber in play (the stock ran down and
 * nobody knocked): nothing is scored; the deal moves as next_dealer says
 * (winner and loser: the same dealer deals again).  KL_EINPUT for a
 * rubber of another game.
 */
int kl_ops_dead(kl_store *s, kl_ops_game_result *out, kl_error *err);

/*
 * Book game g, judged by the caller against the rubber as r was (same
 * rubber, same number of events, the same replayed state; `klopf
 * play`).  Hands that do not fit in one deck (given with deck_later
 * set) are refused first (KL_EINPUT, as kl_game_deck says).  If the
 * rubber changed since, nothing is booked: KL_ESTALE, and out->after
 * holds the rubber as it is now.
 */
int kl_ops_book(kl_store *s, const kl_ops_rubber *r, const kl_game *g,
                kl_ops_game_result *out, kl_error *err);

#endif
