/*
 * kl_fam.h - melds, deadwood and going out for the rest of the rummy
 * family (docs/rules.md, "The rummy family": Boat House, Phỏm, Continental,
 * Nowrang, Queen City, Double Rum): an exact solver beside the Viennese
 * one (kl_solver.h) and gin's (kl_gin.h), for card rules those two do not
 * know: runs around the corner or with the ace high only, runs only,
 * sets of identical cards, up to four copies of a card and four jokers,
 * twos wild, values by rank, hands of 16 cards, and whole-hand patterns.
 *
 * The Viennese solver is made for its own rules (two packs, jokers never
 * more than the naturals of a meld, 10 to 15 cards) and is the fastest
 * thing in klopf; teaching it these rules would cost it that.  This one
 * is exact for every rule here and picks its search by the cards: one
 * pack without wild cards as sets of bits (gin's way); copies and jokers
 * (no wild twos, no runs around the corner) as the melds' natural cards,
 * numbered, with the jokers each needs; anything else by a general walk
 * over the counts of each card.
 *
 * Definitions:
 *  - a run is 3 or more cards of one suit in sequence, each rank once;
 *    the ace low only (A-2-3), high only (Q-K-A), either but never
 *    around the corner, or around the corner too (Q-K-A-2-3), as the rules
 *    say; so a run holds 13 cards at most;
 *  - a set is 3 or 4 cards of one rank in distinct suits, or, with
 *    identical cards allowed, 3 or more cards of one rank, suits repeating;
 *    games with runs only have no sets;
 *  - wild cards (jokers, and twos under deuces_wild) stand for any card
 *    of a meld; every meld holds at least one natural card (a two used as
 *    wild is no natural card; a two in its own place of a run of its own
 *    suit is natural, not wild);
 *  - deadwood is the sum of the values of the cards in no meld (value[]
 *    by rank, joker_value for a joker).
 *
 * Pure functions: no I/O, no allocation, results in caller-owned structs.
 */
#ifndef KL_FAM_H
#define KL_FAM_H

#include "kl_card.h"
#include "kl_solver.h"

/* The largest hand (Continental: 15 cards and the one drawn). */
#define KL_FAM_HAND_MAX 16
#define KL_FAM_MELDS_MAX (KL_FAM_HAND_MAX / 3)
#define KL_FAM_PATTERNS_MAX 4

/* The games of this family. */
enum kl_fam_game {
	KL_FAM_BOAT_HOUSE = 0, KL_FAM_PHOM, KL_FAM_CONTINENTAL,
	KL_FAM_NOWRANG, KL_FAM_QUEEN_CITY, KL_FAM_DOUBLE_RUM, KL_FAM_GAMES
};

/* Where the ace stands in a run. */
enum kl_fam_ace {
	KL_FAM_ACE_LOW = 0,   /* A-2-3 only */
	KL_FAM_ACE_HIGH,      /* Q-K-A only */
	KL_FAM_ACE_EITHER,    /* A-2-3 or Q-K-A, never K-A-2 */
	KL_FAM_ACE_AROUND     /* anywhere: Q-K-A-2-3 too */
};

/* What sets there are. */
enum kl_fam_sets {
	KL_FAM_NO_SETS = 0,   /* runs only */
	KL_FAM_SETS,          /* 3 or 4 of a rank, distinct suits */
	KL_FAM_SETS_SAME      /* 3 or more of a rank, suits may repeat */
};

/* The card rules of a game. */
typedef struct kl_fam_cards {
	int packs;            /* copies of each natural card: 1..4 */
	int jokers;           /* jokers in the deck: 0..4 */
	int ace;              /* enum kl_fam_ace */
	int sets;             /* enum kl_fam_sets */
	int deuces_wild;      /* 1: twos are wild as well */
	int value[KL_RANKS];  /* what an unmatched card of each rank counts */
	int joker_value;      /* what an unmatched joker counts */
} kl_fam_cards;

/* One meld: a run lists its cards in sequence, a wild card where it
 * stands; wild[i] is 1 where cards[i] stands in for another card. */
typedef struct kl_fam_meld {
	int kind;                       /* KL_MELD_SET or KL_MELD_RUN */
	int n;
	kl_card cards[KL_FAM_HAND_MAX];
	uint8_t wild[KL_FAM_HAND_MAX];
} kl_fam_meld;

/* An arrangement: melds, unmatched cards (display order), the discard
 * (KL_NO_CARD for none); deadwood is the value of the unmatched cards. */
typedef struct kl_fam_arr {
	int deadwood;
	int nmelds;
	kl_fam_meld melds[KL_FAM_MELDS_MAX];
	int nunmatched;
	kl_card unmatched[KL_FAM_HAND_MAX];
	kl_card discard;
} kl_fam_arr;

/*
 * What going out must look like and what it is worth, to choose among
 * the ways of going out: the melds' lengths, when there are patterns,
 * are exactly those of one pattern (in any order: a long run is shown cut
 * into the pieces a pattern wants); the worth is
 *     base + per_joker * (jokers in the melds)
 *          + per_wild_two * (twos used as wild)
 *          + no_wild_bonus, when no wild card is in the melds,
 *          + one_suit_bonus, when every natural card melded is of one
 *            suit,
 *          + per_value * (the values of the cards melded, value[] and
 *            joker_value).
 */
typedef struct kl_fam_goal {
	int npatterns;                   /* 0: any melds */
	uint8_t pattern[KL_FAM_PATTERNS_MAX][KL_FAM_MELDS_MAX + 1];
	                                 /* lengths, 0 after the last */
	int base;
	int per_joker;
	int per_wild_two;
	int no_wild_bonus;
	int one_suit_bonus;
	int per_value;
} kl_fam_goal;

/* "boat-house", "phom", "continental", "nowrang", "queen-city",
 * "double-rum" (enum kl_fam_game); NULL for another number. */
const char *kl_fam_game_name(int game);
/* The game of a name, or -1. */
int kl_fam_game_of(const char *name);

/*
 * The card rules of game with the rulings' defaults, for a table of
 * players (Continental's packs and jokers grow with the table: 2 packs
 * and 2 jokers for 2-5 players, 3 for 6-8, 4 for 9-12).
 */
void kl_fam_cards_default(int game, int players, kl_fam_cards *out);

/* What going out in game must look like and is worth (the rulings'
 * defaults; Continental without its options). */
void kl_fam_goal_default(int game, kl_fam_goal *out);

/*
 * The least deadwood of cards[0..n-1] under r, after one discard chosen
 * inside the optimisation when discard is set; one arrangement of it into
 * *out when out is not NULL.  Returns the deadwood, or -1 (*out untouched)
 * for more than KL_FAM_HAND_MAX cards, no card to discard, a card that is
 * no card, more copies of a card than r->packs or more jokers than
 * r->jokers.
 */
int kl_fam_deadwood(const kl_fam_cards *r, const kl_card *cards, int n,
                    int discard, kl_fam_arr *out);

/*
 * Can cards[0..n-1], less one discard when discard is set, be melded
 * whole, as goal g wants?  Returns the most the going out is worth over
 * every discard and arrangement, with one arrangement of that worth in
 * *out when out is not NULL (deadwood 0; the discard named); -1 when they
 * cannot go out (*out untouched); -2 for cards refused as by
 * kl_fam_deadwood.
 */
int kl_fam_out(const kl_fam_cards *r, const kl_card *cards, int n,
               int discard, const kl_fam_goal *g, kl_fam_arr *out);

/*
 * 1 when kl_fam_out under r and g is the least deadwood (kl_fam_deadwood)
 * being 0, every way out worth g->base: no patterns, nothing paid by the
 * cards melded, every card counting when left over (and r not one pack
 * without wild cards, which kl_fam_out solves its own way).  A caller
 * that wants the least deadwood when the hand cannot go out may then ask
 * kl_fam_deadwood once.
 */
int kl_fam_out_is_least(const kl_fam_cards *r, const kl_fam_goal *g);

/*
 * Is cards[0..n-1] (any order) one meld under r?  Returns KL_MELD_SET or
 * KL_MELD_RUN, or KL_MELD_NONE.  A group that could be either (one
 * natural card and wild cards) is called a set where the game has sets.
 */
int kl_fam_meld_check(const kl_fam_cards *r, const kl_card *cards, int n);

#endif
