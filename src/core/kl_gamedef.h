/*
 * kl_gamedef.h - the seam between klopf and the games of the rummy
 * family: what a declaration needs, how a hand is valued and how a game
 * is scored, chosen in one place for the game a rubber plays.
 *
 * Each game is one kl_game_def (a table of functions and its name); the
 * rules say which game is played (kl_rules.game), and kl_gamedef_of
 * finds its definition.  The referee (kl_game.h) and the rubber engine
 * (kl_rubber.h) ask the definition and never test which game it is.
 * The family: Viennese Rummy with its profiles, Gin Rummy, Knock Rummy,
 * and Boat House, Phỏm, Continental, Nowrang, Queen City and Double Rum
 * (judged with kl_fam.h); docs/architecture.md says how to add another.
 */
#ifndef KL_GAMEDEF_H
#define KL_GAMEDEF_H

#include "kl_card.h"
#include "kl_error.h"
#include "kl_rubber.h"
#include "kl_rules.h"
#include "kl_solver.h"

/* The most a going out can be worth (kl_event.worth; schema/009). */
#define KL_WORTH_MAX 100000

/* How a player went out (in gin, KL_VERDICT_RUMMY is gin). */
enum kl_verdict { KL_VERDICT_NONE = 0, KL_VERDICT_KNOCK, KL_VERDICT_RUMMY,
                  KL_VERDICT_BIG_GIN };

/* "none", "knock" or "rummy" (machine words, for JSON and the store). */
const char *kl_verdict_name(int verdict);

/* The word the store and JSON use for a game of rules' game that ended
 * as ev says: "knock", "rummy", "gin", "big_gin" or "dead"; in the rest
 * of the family "out", and in Phỏm "u", "u_whole" or "showdown". */
const char *kl_game_kind_word(const kl_rules *rules, const kl_event *ev);

/* Read such a word back into ev (rummy, big, dead); KL_OK, or
 * KL_EINPUT for a word the game does not know. */
int kl_game_kind_read(const kl_rules *rules, const char *word, kl_event *ev,
                      kl_error *err);

/* What a hand of a race game (gin, knock rummy) books. */
typedef struct kl_hand_score {
	int winner;                          /* the seat that won it */
	int kind;                            /* gin: enum kl_gin_kind;
	                                        knock rummy: enum
	                                        kl_knock_outcome */
	int points[KL_PLAYERS_MAX];          /* what each total grows by
	                                        (games paid in chips: what
	                                        each seat receives) */
	int ntransfers;
	kl_transfer transfers[KL_TRANSFERS_MAX]; /* seat to seat */
} kl_hand_score;

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
	/* 0: the players collect penalty points until they are out and the
	 * last one in play wins the pot (Viennese); 1: they win points hand
	 * by hand and the first to reach game_to wins (gin, knock rummy:
	 * kl_rubber_hand; the rest of the family too, ended as family
	 * says) */
	int race;
	int players_min, players_max;
	/*
	 * Race games: score the hand ev (not dead) dealt by seat dealer at a
	 * table of nplayers, all in play, into *out.  KL_ERULE when the
	 * declaration does not stand with the declarer's deadwood.
	 */
	int (*hand)(const kl_rules *rules, int nplayers, int dealer,
	            const kl_event *ev, kl_hand_score *out, kl_error *err);
	/*
	 * Race games: the transfers at the end of the rubber r, won by seat
	 * winner (gin: points, game bonus, boxes, shutout); writes them into
	 * out (room for KL_TRANSFERS_MAX) and returns how many.  NULL: none.
	 */
	int (*finish)(const kl_rules *rules, const kl_rubber *r, int winner,
	              kl_transfer *out);
	/*
	 * What the declarer's going out with the cards of h is worth where a
	 * game pays by it (Continental: what each other player pays; Queen
	 * City: the value of the hand melded), the most over every discard
	 * and arrangement; 0 for another game or a hand that does not go
	 * out.  NULL: the game does not pay by it.
	 */
	int (*worth)(const kl_rules *rules, const kl_hand *h);
	/* The rest of the family: 1 when the game ends as game_to and hands
	 * say and the highest total wins, ties sharing the win (gin and
	 * knock rummy: the first to reach game_to). */
	int family;
	/* 1: the totals are the chips the hands pay (Phỏm, Continental,
	 * Queen City), 0: the points won. */
	int by_chips;
} kl_game_def;

/* The total seat of r is ranked by: its chips in a game paid in chips
 * (kl_game_def.by_chips), else its points. */
int kl_game_total(const kl_rubber *r, int seat);

/* The definition of the game rules plays (never NULL: an unknown game
 * number falls back to Viennese, which kl_rules_validate refuses
 * earlier). */
const kl_game_def *kl_gamedef_of(const kl_rules *rules);

#endif
