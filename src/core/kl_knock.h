/*
 * kl_knock.h - the referee of Knock Rummy (docs/rules.md: the rules
 * of Knock Rummy): 2 to 5 players, one pack without jokers, ace 1 and low
 * only, court cards 10; one player knocks with any count (or at most a
 * knock limit the table sets), shows hand_size + 1 cards and discards
 * one, or the hand_size left; the others show hand_size.  Every count is
 * the optimal deadwood of the hand shown (the knocker's discard chosen
 * inside the optimisation).  The lowest count wins the hand, with the
 * rulings' order: the knocker with rum (count 0) always wins and collects
 * the rum bonus too; a player below the knocker's count wins and the
 * knocker pays the undercut penalty on top; a player level with the
 * knocker wins without a penalty; else the knocker wins.  Among equal
 * counts the player seated nearest to the knocker's left wins.  The
 * winner receives from every other player the difference of the counts.
 *
 * Pure and deterministic: no I/O.  Messages as kl_error_set writes them.
 */
#ifndef KL_KNOCK_H
#define KL_KNOCK_H

#include "kl_card.h"
#include "kl_error.h"
#include "kl_rules.h"
#include "kl_solver.h"

#define KL_KNOCK_PLAYERS_MIN 2
#define KL_KNOCK_PLAYERS_MAX 5
#define KL_KNOCK_NO_LIMIT (-1)

/* The house rules of a Knock Rummy hand, with the rulings' defaults. */
typedef struct kl_knock_rules {
	int hand_size;        /* 0: by the number of players (2: 10, 3 or
	                         4: 7, 5: 6) */
	int knock_limit;      /* the highest count that may knock, or
	                         KL_KNOCK_NO_LIMIT (the default) */
	int rum_bonus;        /* paid by each other player to a knocker with
	                         rum: 25 */
	int undercut_penalty; /* paid by an undercut knocker to the winner on
	                         top of the count: 10 */
	int style;            /* how refusals name cards (kl_card.h):
	                         KL_STYLE_ASCII, the default */
} kl_knock_rules;

/* The rulings' defaults. */
void kl_knock_rules_default(kl_knock_rules *out);

/* The cards each player ends a hand of nplayers with under r. */
int kl_knock_hand_size(const kl_knock_rules *r, int nplayers);

/* The card rules of Knock Rummy for the solver: one pack, no jokers, ace
 * 1 and low only, court cards 10, hands of hand_size. */
void kl_knock_card_rules(int hand_size, kl_rules *out);

/* Who won the hand, and why. */
enum kl_knock_outcome {
	KL_KNOCK_WON = 1,     /* the knocker's count is the lowest */
	KL_KNOCK_RUM,         /* the knocker has rum (count 0) */
	KL_KNOCK_TIED,        /* another player has the knocker's count */
	KL_KNOCK_UNDERCUT     /* another player has less than the knocker */
};

/* Why chips move. */
enum kl_knock_reason {
	KL_KNOCK_PAY_COUNT = 0, /* the difference of the counts */
	KL_KNOCK_PAY_RUM,       /* the rum bonus */
	KL_KNOCK_PAY_UNDERCUT   /* the undercut penalty */
};

/* "count", "rum", "undercut" (machine words, for JSON). */
const char *kl_knock_reason_name(int reason);

/* "won", "rum", "tied", "undercut" (machine words, for JSON). */
const char *kl_knock_outcome_name(int outcome);

typedef struct kl_knock_transfer {
	int from, to;   /* indexes into the hands (0: the knocker) */
	int amount;     /* > 0 */
	int reason;     /* enum kl_knock_reason */
} kl_knock_transfer;

#define KL_KNOCK_TRANSFERS_MAX (2 * KL_KNOCK_PLAYERS_MAX)

typedef struct kl_knock_result {
	int nplayers;
	int hand_size;
	int count[KL_KNOCK_PLAYERS_MAX];          /* each hand's count */
	kl_arrangement arr[KL_KNOCK_PLAYERS_MAX]; /* and its arrangement
	                                             (the knocker's with its
	                                             discard) */
	int winner;        /* index of the winner */
	int outcome;       /* enum kl_knock_outcome */
	int received;      /* what the winner received in all */
	int ntransfers;
	kl_knock_transfer transfers[KL_KNOCK_TRANSFERS_MAX];
} kl_knock_result;

/*
 * The winner and the transfers of a hand from its counts alone: count[0]
 * is the knocker's, count[1..n-1] the others' in seating order from his
 * left.  Fills out->nplayers, count, winner, outcome, received and the
 * transfers (out->hand_size and the arrangements are left as they are).
 */
void kl_knock_settle(const kl_knock_rules *r, const int *count, int n,
                     kl_knock_result *out);

/*
 * Judge a hand of Knock Rummy: hands[0] is the knocker's (hand_size + 1
 * cards, or hand_size after the discard), hands[1..n-1] the others'
 * (hand_size each) in seating order from the knocker's left.  Refused
 * (KL_EINPUT, *out untouched) for a player count out of 2..5, a hand of
 * the wrong size, a joker, a card in two hands or twice in one (naming
 * the card and the hands, 1 for the knocker), and (KL_ERULE) a knock
 * over the knock limit.  Fills *out on KL_OK.
 */
int kl_knock_judge(const kl_knock_rules *r, const kl_cardlist *hands, int n,
                   kl_knock_result *out, kl_error *err);

/*
 * As kl_knock_judge, but without the arrangements (out->arr is left
 * zeroed): the counts, the winner and the transfers only, faster.
 */
int kl_knock_judge_counts(const kl_knock_rules *r, const kl_cardlist *hands,
                          int n, kl_knock_result *out, kl_error *err);

#endif
