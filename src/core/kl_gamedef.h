/*
 * kl_gamedef.h - the seam between klopf and the games of the rummy
 * family: what a declaration needs, how a hand is valued and how a game
 * is scored, chosen in one place for the game a rubber plays.
 *
 * Each game is one kl_game_def (a table of functions and its name); the
 * rules say which game is played (kl_rules.game), and kl_gamedef_of
 * finds its definition.  The referee (kl_game.h) and the rubber engine
 * (kl_rubber.h) ask the definition and never test which game it is.
 * Today the family has one member, Viennese Rummy with its profiles;
 * docs/architecture.md says how to add another.
 */
#ifndef KL_GAMEDEF_H
#define KL_GAMEDEF_H

#include "kl_card.h"
#include "kl_error.h"
#include "kl_rules.h"
#include "kl_solver.h"

/* How a player went out. */
enum kl_verdict { KL_VERDICT_NONE = 0, KL_VERDICT_KNOCK, KL_VERDICT_RUMMY };

/* "none", "knock" or "rummy" (machine words, for JSON and the store). */
const char *kl_verdict_name(int verdict);

typedef struct kl_game_def {
	const char *name;  /* "viennese": as --game and the store spell it */
	/*
	 * What the declarer's cards are worth as a declaration: h holds
	 * rules->hand_size cards, or one more when the discard is still in
	 * it.  Writes the arrangement that proves the verdict into *out and
	 * returns the verdict (enum kl_verdict), or -1 with KL_EINPUT in err
	 * when h holds another number of cards.
	 */
	int (*verdict)(const kl_rules *rules, const kl_hand *h,
	               kl_arrangement *out, kl_error *err);
	/*
	 * Value a hand of a player who did not declare: its optimal
	 * arrangement into *out; returns the deadwood, or -1 for a hand the
	 * solver cannot take (too many cards).
	 */
	int (*value)(const kl_rules *rules, const kl_hand *h,
	             kl_arrangement *out);
	/*
	 * Does a declaration of kind (KL_VERDICT_KNOCK or KL_VERDICT_RUMMY)
	 * stand with the declarer's deadwood?  1 or 0.
	 */
	int (*stands)(const kl_rules *rules, int kind, int deadwood);
	/*
	 * Score a game: in_play[s] says who played, deadwood[s] every such
	 * seat's deadwood; writes the points each booked into points[s]
	 * (-1 for seats that did not play) and returns the chips the
	 * declarer receives from every other player who played.
	 */
	int (*score)(const kl_rules *rules, int nplayers, const int *in_play,
	             int declarer, int kind, const int *deadwood, int *points);
	/* The most deadwood one hand can count (typed points above it are
	 * impossible). */
	int (*most_points)(const kl_rules *rules);
} kl_game_def;

/* The definition of the game rules plays (never NULL: an unknown game
 * number falls back to Viennese, which kl_rules_validate refuses
 * earlier). */
const kl_game_def *kl_gamedef_of(const kl_rules *rules);

#endif
