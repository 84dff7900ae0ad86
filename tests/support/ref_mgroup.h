/*
 * ref_mgroup.h - a slow reference of the melding games' group check
 * (kl_mgroup.h), written apart from it for the property tests: every
 * card each unnamed joker may stand for, every order of the cards, each
 * reading checked against the rules directly.
 */
#ifndef REF_MGROUP_H
#define REF_MGROUP_H

#include "kl_mgrules.h"

/*
 * The value of the cards read as reads[0..n-1], laid in this order, as a
 * meld of kind (KL_MG_SET or KL_MG_RUN) whose cards laid[] are natural
 * cards or KL_JOKER, under r; -1 when they are no such meld.
 */
int ref_mg_reading(const kl_mg_rules *r, int kind, const kl_card *laid,
                   const kl_card *reads, int n);

/*
 * The best reading of the group cards[0..n-1] (naturals or KL_JOKER;
 * named[i] the card a joker was named for, or KL_NO_CARD) under r: 1
 * with its kind (a set on a tie) and value, or 0 when no reading is a
 * legal meld.  Groups of at most 7 cards with at most 3 unnamed jokers.
 */
int ref_mg_best(const kl_mg_rules *r, const kl_card *cards,
                const kl_card *named, int n, int *kind, int *value);

#endif
