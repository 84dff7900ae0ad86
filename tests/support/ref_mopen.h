/*
 * ref_mopen.h - a slow reference for the opening solver of the melding
 * games (src/core/kl_mopen.h), for tests only.
 *
 * It shares nothing with src/core/kl_mopen*.c but the types of
 * kl_mgrules.h and kl_card.h, and calls no function of klopf.  Its
 * method differs from the solver's in each part:
 *
 *  - the melds: every shape a meld can have is written out as its
 *    places (a set: a rank and 3 or 4 of the suits; a run: a suit and a
 *    stretch of positions, each place with the card it stands for and
 *    what that card is worth there), and for every choice of the places
 *    the hand's natural cards fill (the rest jokers) the rules' limits
 *    are checked one by one; the melds are kept as lists of card counts;
 *  - the search: the hand as 52 card counts and a joker count; the
 *    lowest card left in rank order (aces, then twos, ...) stays out or
 *    goes into one of the kept melds that hold it and fit in what is
 *    left; a hash of the counts remembers every state's answer, a table
 *    of the most the cards left are worth by the naturals left out
 *    (0, 1, 2 or more) and the jokers melded (exactly).
 *
 * Not reentrant: the melds and the memo are static.
 */
#ifndef REF_MOPEN_H
#define REF_MOPEN_H

#include "kl_card.h"
#include "kl_mgrules.h"

typedef struct ref_mg_result {
	int best_value;  /* the best opening (a card out where a discard is
	                    due) */
	int can_open;
	int goes_out;
	int out_value;   /* the value of the melds of going out (when
	                    goes_out) */
	int nmelds;      /* how many distinct melds the shapes gave */
} ref_mg_result;

/*
 * Answer for cards[0..n-1] under r as kl_mg_solve does.  Returns 0, or
 * -1 for a hand the reference does not take (more than KL_MG_HAND_MAX
 * cards, too many copies or jokers, too many melds to keep).
 */
int ref_mg_solve(const kl_mg_rules *r, const kl_card *cards, int n,
                 ref_mg_result *out);

/*
 * The opening value of a meld as laid (cards[i] the card or KL_JOKER,
 * reads[i] the card it reads as, in the order laid: a run from its low
 * end), or -1 if it is no legal meld of r: for checking the melds the
 * solver reports.  kind: KL_MG_SET or KL_MG_RUN.
 */
int ref_mg_meld_value(const kl_mg_rules *r, int kind, const kl_card *cards,
                      const kl_card *reads, int n);

#endif
