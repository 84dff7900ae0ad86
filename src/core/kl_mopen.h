/*
 * kl_mopen.h - what a hand of a melding game (Rommé, Hungarian Rummy,
 * Caloochi, Rummy: kl_mgrules.h) can do at the moment of melding: its
 * best opening, whether it opens, and whether it goes out at once.
 *
 * The answers are exact.  The method (docs/architecture.md, "The opening
 * solver"): the natural cards are numbered in display order (suit, then
 * rank, two copies of a card side by side) and a set of them is a bit
 * mask; a depth-first walk lets the lowest natural card left either stay
 * out of the melds or head one meld made of it, other natural cards left
 * of its rank (a set) or its suit (a run: every window of positions that
 * holds the card, every choice of which of the window's places the hand's
 * naturals fill) and jokers for the rest.  What a mask of cards left can
 * still add is one small table, the most it is worth by the number of
 * jokers it takes (exactly k) and by how many of its natural cards stay
 * out (none, one, more): the best opening, the opening that leaves a card
 * for the discard and every way of going out at once all read from the
 * table of the whole hand.  Tables are kept in a per-thread cache keyed
 * by the mask.
 *
 * Definitions (RULINGS-melding.md): a set is 3 or 4 cards of one rank in
 * distinct suits, jokers standing for missing suits; a run is 3 to 13
 * cards of one suit in consecutive ranks, each rank once, the ace low
 * (A-2-3), at either end (A-2-3, Q-K-A) or anywhere (Q-K-A-2-3) as
 * rules->ace says; every meld holds a natural card, never more jokers
 * than naturals under jokers_half, at most set_jokers jokers in a set
 * when set_jokers >= 0.  A meld is worth the opening values of the cards
 * it reads as (2-10 face value, J/Q/K 10, the ace by ace_low_open at a
 * run's low end, ace_high_open at its high end or inside a run around the
 * corner, ace_set_open in a set; a joker the card it stands for).
 *
 * Pure functions: no I/O, no allocation, results in caller-owned structs.
 */
#ifndef KL_MOPEN_H
#define KL_MOPEN_H

#include "kl_card.h"
#include "kl_error.h"
#include "kl_mgrules.h"

/* The most melds a hand holds. */
#define KL_MG_MELDS_MAX (KL_MG_HAND_MAX / 3)

/* Melds and the cards left out of them (display order). */
typedef struct kl_mg_arr {
	int value;                         /* the melds' opening value */
	int nmelds;
	kl_mg_meld melds[KL_MG_MELDS_MAX];
	int nunmatched;
	kl_card unmatched[KL_MG_HAND_MAX];
} kl_mg_arr;

/* What a hand can do. */
typedef struct kl_mg_open {
	int best_value;   /* the best opening's value (0: no meld at all) */
	int can_open;     /* 1: it opens (or goes out where out_min waives) */
	kl_mg_arr best;   /* one best opening: melds and unmatched cards */
	int goes_out;     /* 1: the hand goes out at once */
	kl_mg_arr out;    /* when goes_out: the melds (worth most), and the
	                     discard as the one unmatched card, if any */
	kl_card discard;  /* when goes_out: the discard, or KL_NO_CARD */
} kl_mg_open;

/*
 * Solve the hand cards[0..n-1] (jokers as KL_JOKER, any order) under
 * rules.  Returns KL_OK with *out filled, or KL_EINPUT (a message in
 * err, *out untouched) for more than KL_MG_HAND_MAX cards, a card that
 * is no card, more copies of a natural card than rules->decks or more
 * jokers than rules->jokers (at most KL_MG_JOKERS_MAX); KL_EINPUT too,
 * *out then partly written, where the tables do not hold together
 * (never with a correct search).
 *
 * best: the maximum opening value over all collections of disjoint
 * legal melds of the hand, where final_discard is set at least one card
 * left out; can_open: best reaches open_min (with open_min 0: some
 * legal meld), or the hand goes out at once and out_min is 0; goes_out:
 * all cards melded (only where final_discard is 0) or all but one, the
 * discard, and where out_min is 1 the melds worth open_min at least.
 */
int kl_mg_solve(const kl_mg_rules *rules, const kl_card *cards, int n,
                kl_mg_open *out, kl_error *err);

/* A Hungarian redeal claim, judged (RULINGS-melding.md: four natural
 * cards each held twice, or three and a joker; jokers never pair). */
typedef struct kl_mg_redeal {
	int redeal;                          /* 1: the claim stands */
	int npairs;
	kl_card pairs[KL_MG_HAND_MAX / 2];   /* the cards held twice, in
	                                        display order */
	int jokers;                          /* jokers in the hand */
} kl_mg_redeal;

/*
 * Judge the dealt hand cards[0..n-1] as a redeal claim under rules.
 * Returns KL_OK with *out filled, or KL_EINPUT as kl_mg_solve refuses a
 * hand (*out untouched).
 */
int kl_mg_redeal_judge(const kl_mg_rules *rules, const kl_card *cards,
                       int n, kl_mg_redeal *out, kl_error *err);

/*
 * The opening value of card c (a natural card) read at a place in a
 * meld: where 0 a set, 1 a run's low end, 2 a run's high end, 3 inside
 * a run (an ace there only around the corner, counted as at the high
 * end).  For those that check a reading by hand (tests, the group
 * check).
 */
int kl_mg_card_value(const kl_mg_rules *rules, kl_card c, int where);

#endif
