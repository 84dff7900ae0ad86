/*
 * kl_famref.h - the referee of a hand of the rest of the rummy family
 * (Boat House, Phỏm, Continental, Nowrang, Queen City, Double Rum; the
 * rules of docs/rules.md, "The rummy family"): from the cards every player shows, whether
 * the first player goes out (or, in Phỏm, claims ù, else the showdown),
 * every hand's best arrangement, the winner, and what is paid.
 *
 * Pure and deterministic: no I/O.  Messages as kl_error_set writes them.
 */
#ifndef KL_FAMREF_H
#define KL_FAMREF_H

#include "kl_card.h"
#include "kl_error.h"
#include "kl_fam.h"

#define KL_FAMREF_PLAYERS_MAX 12
#define KL_FAMREF_TRANSFERS_MAX (KL_FAMREF_PLAYERS_MAX * 2)

/* How the hand ended. */
enum kl_famref_verdict {
	KL_FAMREF_NONE = 0,   /* the first player cannot go out (Phỏm: no
	                         ù, and the hands are not a showdown) */
	KL_FAMREF_OUT,        /* the first player goes out */
	KL_FAMREF_U,          /* Phỏm: ù */
	KL_FAMREF_SHOWDOWN    /* Phỏm: the showdown of 9-card hands */
};

/* The house rules of a hand; kl_famref_rules_default gives the rulings'. */
typedef struct kl_famref_rules {
	int game;             /* enum kl_fam_game */
	kl_fam_cards cards;   /* for the table's number of players */
	kl_fam_goal goal;
	int hand_size;        /* the cards each player holds */
	int u_discard;        /* Phỏm: ù after a discard pays (6) */
	int u_whole;          /* Phỏm: ù of 10 cards pays (12) */
	int mom;              /* Phỏm: a hand with no meld pays (4) */
	int rank_pay[3];      /* Phỏm: the 2nd, 3rd, 4th pay (1, 2, 3) */
	int style;            /* how refusals name cards (kl_card.h):
	                         KL_STYLE_ASCII, the default */
} kl_famref_rules;

typedef struct kl_famref_transfer {
	int from, to, amount; /* indexes into the hands */
} kl_famref_transfer;

typedef struct kl_famref_result {
	int verdict;                          /* enum kl_famref_verdict */
	int nplayers;
	kl_fam_arr arr[KL_FAMREF_PLAYERS_MAX]; /* each hand's arrangement:
	                                          the first player's going
	                                          out, the others' least
	                                          deadwood */
	int deadwood[KL_FAMREF_PLAYERS_MAX];  /* -1: not counted (the other
	                                          hands of Continental) */
	int place[KL_FAMREF_PLAYERS_MAX];     /* Phỏm showdown: 1 the winner,
	                                         2, 3, 4; 0 móm */
	int winner;                           /* index, or -1 */
	int worth;                            /* what going out is worth (the
	                                         goal's worth), or 0 */
	int points;                           /* Boat House, Double Rum: the
	                                         others' deadwood; Nowrang: 1;
	                                         else 0 */
	int ntransfers;
	kl_famref_transfer transfers[KL_FAMREF_TRANSFERS_MAX];
} kl_famref_result;

/* The rulings' rules of game for a table of players (hand sizes: 2
 * players 10 cards, 3-4 players 7, 5-6 players 6; Phỏm 9; Continental
 * 15; Nowrang 10; Queen City 7). */
void kl_famref_rules_default(int game, int players, kl_famref_rules *out);

/*
 * Change one house rule of r (made for game and players by
 * kl_famref_rules_default): hand_size (a number), and for Continental
 * decks (2..4: packs, with as many jokers), deuces_wild (yes or no),
 * deuce_points, no_wild_bonus and one_suit_bonus (numbers); for Boat
 * House, Queen City and Double Rum game_to is the scorebook's, not a
 * hand's.  Returns KL_OK, or KL_EINPUT with a sentence naming the key
 * and what it takes.
 */
int kl_famref_set(kl_famref_rules *r, const char *key, const char *value,
                  kl_error *err);

/* The fewest and most players of game. */
int kl_famref_players_min(int game);
int kl_famref_players_max(int game);

/* "none", "out", "u", "showdown". */
const char *kl_famref_verdict_name(int verdict);

/*
 * Judge a hand: hands[0..n-1] the cards each player shows, the player
 * going out first with hand_size cards or one more before the discard
 * (Phỏm: 10 cards claim ù; with every hand of 9 cards the showdown is
 * judged, hands[0] the dealer's left and on clockwise).  Refused
 * (KL_EINPUT, *out untouched) for a player count the game does not take,
 * a hand of the wrong size, a card the game's packs do not hold (jokers
 * where there are none, more copies than the packs have, counted over
 * all hands).  A hand that cannot go out is judged with verdict
 * KL_FAMREF_NONE and every hand's least deadwood as proof.
 */
int kl_famref_judge(const kl_famref_rules *r, const kl_cardlist *hands,
                    int n, kl_famref_result *out, kl_error *err);

/*
 * Phỏm's showdown of n hands (the dealer's left first, then clockwise):
 * deadwood[i] each hand's count, melded[i] 1 for a hand with a meld.
 * The lowest count among the hands with a meld wins (ties: the first);
 * the others with a meld pay by place (rank_pay), a hand with none
 * (móm) pays r->mom; with no meld anywhere the lowest count wins and
 * everyone else pays r->mom.  Writes res->winner, res->place and
 * res->transfers (indexes 0..n-1); nothing else of *res.
 */
void kl_famref_showdown(const kl_famref_rules *r, int n, const int *deadwood,
                        const int *melded, kl_famref_result *res);

#endif
