/*
 * kl_gin.h - the referee of a hand of Gin Rummy (the rulings of Gin
 * Rummy): two players, one pack without jokers, ace 1 and low only, court
 * cards 10, 10 cards each.  The knocker shows 11 cards and discards one
 * (chosen inside the optimisation) or the 10 left after the discard:
 * gin with deadwood 0, big gin with all 11 in melds (when the school
 * allows it), a knock with deadwood at most the knock limit.  After a
 * knock the defender lays off unmatched cards onto the knocker's melds
 * (the fourth card of a set of three; cards that extend a run at either
 * end, the run growing as they are laid off), exactly as leaves the
 * defender the least deadwood.  The knocker's melds are the groups the
 * table typed, or else the arrangement best for the knocker: the one
 * whose result of the hand is best for him, even with more deadwood than
 * his minimum when that leaves the defender nothing to lay off.
 *
 * Pure and deterministic: no I/O.  Messages as kl_error_set writes them.
 */
#ifndef KL_GIN_H
#define KL_GIN_H

#include "kl_card.h"
#include "kl_error.h"
#include "kl_rules.h"
#include "kl_solver.h"

enum kl_gin_school { KL_GIN_MODERN = 0, KL_GIN_CLASSIC };

/* The house rules of a hand of gin, with the rulings' defaults. */
typedef struct kl_gin_rules {
	int school;          /* enum kl_gin_school */
	int knock_limit;     /* 10 */
	int big_gin;         /* 1 in modern, 0 in classic */
	int gin_bonus;       /* modern 25, classic 20 */
	int big_gin_bonus;   /* 31 */
	int undercut_bonus;  /* modern 25, classic 10 */
	kl_card upcard;      /* Oklahoma: the first upcard, or KL_NO_CARD */
	int style;           /* how refusals name cards (kl_card.h):
	                        KL_STYLE_ASCII, the default */
} kl_gin_rules;

/* The rulings' defaults of school (enum kl_gin_school). */
void kl_gin_rules_default(kl_gin_rules *out, int school);

/* The gin rules of a hand from a rubber's house rules (the school's
 * values where a setting says school) and the hand's upcard (a card, or
 * -1 for none). */
void kl_gin_rules_of(const kl_rules *ru, int upcard, kl_gin_rules *out);

/* 1 when upcard (a card) doubles the hand's score under Oklahoma (a
 * spade), else 0. */
int kl_gin_upcard_doubles(int upcard);

/* The card rules of gin for the solver (one pack, no jokers, ace 1 low
 * only, court 10, 10 cards). */
void kl_gin_card_rules(kl_rules *out);

enum kl_gin_verdict { KL_GIN_NONE = 0, KL_GIN_KNOCK, KL_GIN_GIN,
                      KL_GIN_BIG_GIN };

/* How the hand ended for the score. */
enum kl_gin_kind { KL_GIN_WON_GIN = 1, KL_GIN_WON_BIG_GIN, KL_GIN_WON_KNOCK,
                   KL_GIN_UNDERCUT };

/* "none", "knock", "gin", "big_gin" (machine words). */
const char *kl_gin_verdict_name(int verdict);
/* "gin", "big_gin", "knock", "undercut" (machine words). */
const char *kl_gin_kind_name(int kind);

typedef struct kl_gin_result {
	int verdict;             /* enum kl_gin_verdict */
	int limit;               /* the knock limit of this hand (Oklahoma:
	                            the upcard's value; -1: gin only) */
	kl_arrangement knocker;  /* the knocker's showing: melds, unmatched,
	                            discard; deadwood k */
	int knocker_min;         /* his least deadwood; more than
	                            knocker.deadwood never, less when he
	                            shows more to block layoffs */
	int typed;               /* 1: the melds are the table's groups */
	kl_arrangement defender; /* the defender's melds and what stays
	                            unmatched after the layoffs; deadwood d */
	int nlayoffs;
	kl_card layoffs[KL_HAND_MAX]; /* cards laid off onto the knocker's
	                            melds */
	int defender_min;        /* his least deadwood without layoffs */
	int winner;              /* 0 the knocker, 1 the defender, -1 none
	                            (no declaration) */
	int kind;                /* enum kl_gin_kind */
	int points;              /* what the winner scores (doubled by a
	                            spade upcard under Oklahoma) */
	int gin_over_big;        /* 1: all 11 cards meld, but gin after a
	                            discard scores more than big gin under
	                            these rules, so the hand is gin */
} kl_gin_result;

/*
 * Score a hand of gin from its counts: verdict (enum kl_gin_verdict, not
 * KL_GIN_NONE), k the knocker's deadwood as shown, d the defender's
 * (after his layoffs for a knock; his own least for gin and big gin).
 * Writes the winner (0 the knocker, 1 the defender) and the kind (enum
 * kl_gin_kind) and returns the points the winner scores, doubled by a
 * spade upcard under Oklahoma.
 */
int kl_gin_score(const kl_gin_rules *r, int verdict, int k, int d,
                 int *winner, int *kind);

/* 1 when big gin is played under r and scores at least what gin does
 * (its bonus not below the gin bonus), else 0: eleven melded cards are
 * then booked as gin after a discard, the better of the two. */
int kl_gin_big_pays(const kl_gin_rules *r);

/* The knock limit of a hand under r: the upcard's value under Oklahoma
 * (an ace: -1, gin only), else r->knock_limit. */
int kl_gin_limit(const kl_gin_rules *r);

/*
 * Judge a hand of gin: knocker holds 10 or 11 cards, defender 10; the
 * knocker's groups (list->group, as `|` separates them when typed) are
 * his melds when there is more than one group (checked: each a set or a
 * run; the cards after the last "|" are his unmatched ones).  Refused
 * (KL_EINPUT, *out untouched) for a wrong number of cards, a joker, a card
 * in both hands or twice, a typed group that is no meld; a hand whose
 * cards support no declaration is judged with verdict KL_GIN_NONE and
 * winner -1 (*out filled: the knocker's best arrangement as proof).
 * Eleven cards all in melds are big gin where big gin is played, or gin
 * after a discard (gin_over_big set) where gin scores more
 * (kl_gin_big_pays).
 */
int kl_gin_judge(const kl_gin_rules *r, const kl_cardlist *knocker,
                 const kl_cardlist *defender, kl_gin_result *out,
                 kl_error *err);

/*
 * The least deadwood of the defender's cards hand[0..n-1] (gin's cards,
 * at most KL_HAND_MAX) after laying off onto the melds (sets and runs) of
 * m: his own melds and layoffs chosen together.  Writes the arrangement
 * (the cards laid off left out) into *arr and the cards laid off into
 * layoffs (*nlay of them) when not NULL.
 */
int kl_gin_layoff(const kl_arrangement *m, const kl_card *hand, int n,
                  kl_arrangement *arr, kl_card *layoffs, int *nlay);

/*
 * The least deadwood of cards[0..n-1] under gin's card rules (see
 * kl_gin_card_rules: one pack, no jokers, ace 1 and low only, court 10),
 * after one discard chosen inside the optimisation when discard is set.
 * The same number as kl_solve with those rules, found by a solver made
 * for them.  Writes one arrangement of that deadwood into *out when out
 * is not NULL, laid out as kl_solve lays them out (melds by their lowest
 * card, rank then suit; the unmatched cards by suit, then rank; the
 * discard the last of the most valuable).  Returns -1 (*out untouched)
 * for more than KL_HAND_MAX cards, a joker, a card given twice, or no card
 * to discard.
 */
int kl_gin_solve(const kl_card *cards, int n, int discard,
                 kl_arrangement *out);

#endif
