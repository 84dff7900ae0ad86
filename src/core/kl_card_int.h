/*
 * kl_card_int.h - what the card language's files share and nobody else
 * uses (kl_card.c, kl_card_plain.c).
 */
#ifndef KL_CARD_INT_H
#define KL_CARD_INT_H

#include "kl_card.h"

/*
 * The quick reading of a hand typed in the plainest way: every token one
 * card (as klopf writes cards, in any case, "T" for ten,
 * the German rank letters, the ASCII jokers) between separators, no '|',
 * within limits.  Such a token is read alike by the full reader (it is
 * no German word, no glued token and no range), so the list is the one
 * kl_cards_parse makes.  Returns 1 with the list in *out, or 0 for any
 * other hand (a token of another kind, a copy or a card too many, no
 * card): the full reader then reads it and says what is wrong.
 */
int kl_cards_read_plain(const char *const *args, int nargs,
                        const kl_card_limits *limits, kl_cardlist *out);

#endif
