/*
 * ref_family.h - a slow reference for the rummy family's solver
 * (src/core/kl_fam.h), for tests only.
 *
 * It shares nothing with src/core/kl_fam*.c but the types and constants of
 * kl_fam.h and kl_card.h; it calls no function of klopf.  It is written
 * by another method than a search over melds: a group of cards is judged
 * by brute force (every choice of which twos are wild, every window of
 * positions a run could stand on), every subset of the hand's card
 * indices (at most 16, so at most 65536 subsets) is judged once, and the
 * answers are dynamic programmes over bit masks of card indices.
 *
 * Conventions (those of kl_fam.h):
 *  - a card is natural, or wild: a joker always, a two under deuces_wild
 *    when the meld uses it so; a two stands natural only in its own place
 *    of a run of its own suit, and a two in that place is natural (never
 *    wild); a set never holds a natural two under deuces_wild;
 *  - a run lies on positions: rank r stands where position mod 13 is r;
 *    the ace low only uses positions 0..12, high only 1..13, either
 *    0..13, around the corner any 13 consecutive positions; a run is 3 to
 *    13 cards;
 *  - a set is 3 or 4 naturals and wilds, the naturals of one rank and of
 *    distinct suits (KL_FAM_SETS), or 3 or more with suits repeating
 *    (KL_FAM_SETS_SAME); no sets under KL_FAM_NO_SETS;
 *  - every meld holds at least one natural card.
 *
 * The going-out worth assumes one_suit_bonus >= 0 (the rulings' values);
 * every other weight may be any integer.
 *
 * Not reentrant: the memos are static.
 */
#ifndef REF_FAMILY_H
#define REF_FAMILY_H

#include <stddef.h>
#include <stdint.h>

#include "kl_card.h"
#include "kl_fam.h"

/*
 * 1 if cards[0..n-1] with the wild marks wild[0..n-1] (1: the card stands
 * in for another) is a set under r, else 0.  A joker must be marked wild;
 * a natural card may be marked wild only when it is a two under
 * deuces_wild; a set never holds a natural two under deuces_wild.
 */
int ref_fam_set_ok(const kl_fam_cards *r, const kl_card *cards,
                   const uint8_t *wild, int n);

/*
 * 1 if cards[0..n-1] with the wild marks wild[0..n-1] is a run under r,
 * else 0.  in_order set: the cards must stand on consecutive ascending
 * positions in the order given (the wild ones where they stand); else any
 * order.  Marks as for ref_fam_set_ok; a two marked wild may not stand in
 * its own place of a run of its own suit, a two not marked wild must.
 */
int ref_fam_run_ok(const kl_fam_cards *r, const kl_card *cards,
                   const uint8_t *wild, int n, int in_order);

/*
 * What cards[0..n-1] (any order) is under r, trying every choice of
 * which twos are wild under deuces_wild: KL_MELD_SET if it can be a set,
 * else KL_MELD_RUN if it can be a run, else KL_MELD_NONE.
 */
int ref_fam_meld_kind(const kl_fam_cards *r, const kl_card *cards, int n);

/*
 * 1 if cards[0..n-1] is a hand r allows (n in 0..KL_FAM_HAND_MAX, every
 * card a natural card or a joker, no more copies of a natural card than
 * r->packs, no more jokers than r->jokers), else 0.
 */
int ref_fam_hand_ok(const kl_fam_cards *r, const kl_card *cards, int n);

/*
 * The least deadwood of cards[0..n-1] under r, after the best single
 * discard when discard is set; -1 for a hand ref_fam_hand_ok refuses or
 * a discard from no cards.
 */
int ref_fam_deadwood(const kl_fam_cards *r, const kl_card *cards, int n,
                     int discard);

/*
 * The most that melding cards[0..n-1] whole (all but exactly one discard
 * when discard is set) is worth under goal g (kl_fam_goal), over every
 * discard, every partition into melds whose lengths make one of g's
 * patterns (when it has any) and every choice of wild twos; -1 when no
 * such partition exists, -2 for a hand refused as by ref_fam_deadwood.
 */
int ref_fam_out(const kl_fam_cards *r, const kl_card *cards, int n,
                int discard, const kl_fam_goal *g);

/*
 * The worth under g of the melds of a (a going-out arrangement),
 * counted from the cards and wild marks it shows; the unmatched cards
 * and the discard do not count.
 */
int ref_fam_worth(const kl_fam_cards *r, const kl_fam_goal *g,
                  const kl_fam_arr *a);

/*
 * Check that a is a correct (not necessarily best) arrangement of
 * cards[0..n-1]: every meld valid by ref_fam_set_ok / ref_fam_run_ok (in
 * order) with the kind it names and its wild marks, melds + unmatched +
 * discard exactly the cards given (as a multiset), a discard named iff
 * discard is set, and a->deadwood the value of the unmatched cards.  When
 * g is not NULL the arrangement is a going out: nothing unmatched, and
 * the meld lengths one of g's patterns when it has any.  Returns 1 if so;
 * otherwise 0 with the reason in why (if not NULL).
 */
int ref_fam_check_arr(const kl_fam_cards *r, const kl_card *cards, int n,
                      int discard, const kl_fam_arr *a,
                      const kl_fam_goal *g, char *why, size_t whysize);

/* Write cards[0..n-1] as canonical ASCII names, space-separated. */
void ref_fam_text(const kl_card *cards, int n, char *buf, size_t size);

/* Write the melds, unmatched cards and discard of a, for messages. */
void ref_fam_arr_text(const kl_fam_arr *a, char *buf, size_t size);

#endif
