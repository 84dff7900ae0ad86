/*
 * kl_card_hand.c - the part of kl_card.h that is about cards as values:
 * display order and sorting, the hand multiset, and a typed list's cards
 * as a hand.  The card language (names, parsing) is kl_card.c.
 */
#include "kl_card.h"
#include "kl_bits.h"

#include <stdlib.h>
#include <string.h>

int
kl_card_cmp(kl_card a, kl_card b)
{
	return (a > b) - (a < b);
}

/* kl_card_cmp for qsort: a and b point to kl_cards. */
static int
card_qsort_cmp(const void *a, const void *b)
{
	return kl_card_cmp(*(const kl_card *)a, *(const kl_card *)b);
}

void
kl_cards_sort(kl_card *cards, size_t n)
{
	size_t i, j;

	if (n > 32) {
		qsort(cards, n, sizeof(*cards), card_qsort_cmp);
		return;
	}
	/* hands are short: insertion sort beats qsort's calls */
	for (i = 1; i < n; i++) {
		kl_card c = cards[i];
		for (j = i; j > 0 && cards[j - 1] > c; j--)
			cards[j] = cards[j - 1];
		cards[j] = c;
	}
}

/* Copy plane k (0 once, 1 twice, 2 third, 3 fourth) of h: an array of
 * KL_SUITS 16-bit sets, in h. */
static uint16_t *
plane(kl_hand *h, int k)
{
	return k == 0 ? h->once : k == 1 ? h->twice : k == 2 ? h->third :
	       h->fourth;
}

/* As plane, of a hand that is only read. */
static const uint16_t *
plane_of(const kl_hand *h, int k)
{
	return k == 0 ? h->once : k == 1 ? h->twice : k == 2 ? h->third :
	       h->fourth;
}

int
kl_hand_count(const kl_hand *h, kl_card c)
{
	int s, bit, k, n = 0;

	if (c == KL_JOKER)
		return h->jokers;
	if (c >= KL_NATURALS)
		return 0;
	s = kl_card_suit(c);
	bit = 1 << kl_card_rank(c);
	/* the planes are nested: a copy in plane k means one in each below */
	for (k = 0; k < KL_HAND_COPIES; k++)
		n += (plane_of(h, k)[s] & bit) != 0;
	return n;
}

int
kl_hand_add(kl_hand *h, kl_card c)
{
	int s, k;
	uint16_t bit;

	if (c == KL_JOKER) {
		if (h->jokers == 255)
			return KL_ERULE;
		h->jokers++;
		return KL_OK;
	}
	if (c >= KL_NATURALS)
		return KL_ERULE;
	s = kl_card_suit(c);
	bit = (uint16_t)(1u << kl_card_rank(c));
	for (k = 0; k < KL_HAND_COPIES; k++)
		if (!(plane(h, k)[s] & bit)) {
			plane(h, k)[s] |= bit;
			return KL_OK;
		}
	return KL_ERULE;
}

int
kl_hand_remove(kl_hand *h, kl_card c)
{
	int s, k;
	uint16_t bit;

	if (c == KL_JOKER) {
		if (h->jokers == 0)
			return KL_ERULE;
		h->jokers--;
		return KL_OK;
	}
	if (c >= KL_NATURALS)
		return KL_ERULE;
	s = kl_card_suit(c);
	bit = (uint16_t)(1u << kl_card_rank(c));
	for (k = KL_HAND_COPIES - 1; k >= 0; k--)
		if (plane(h, k)[s] & bit) {
			plane(h, k)[s] &= (uint16_t)~bit;
			return KL_OK;
		}
	return KL_ERULE;
}

int
kl_hand_size(const kl_hand *h)
{
	uint64_t a, b, c, d;

	/* the four suits' 16-bit sets side by side (in whichever order the
	 * machine stores them: only the count matters), two planes counted
	 * at once */
	memcpy(&a, h->once, sizeof(a));
	memcpy(&b, h->twice, sizeof(b));
	memcpy(&c, h->third, sizeof(c));
	memcpy(&d, h->fourth, sizeof(d));
	return h->jokers + kl_bits_sum2(a, b) + kl_bits_sum2(c, d);
}

int
kl_hand_equal(const kl_hand *a, const kl_hand *b)
{
	int s, k;

	for (k = 0; k < KL_HAND_COPIES; k++)
		for (s = 0; s < KL_SUITS; s++)
			if (plane_of(a, k)[s] != plane_of(b, k)[s])
				return 0;
	return a->jokers == b->jokers;
}

uint64_t
kl_hand_hash(const kl_hand *h)
{
	uint64_t x = h->jokers;
	int s, k;

	for (k = 0; k < KL_HAND_COPIES; k++)
		for (s = 0; s < KL_SUITS; s++)
			x = (x ^ plane_of(h, k)[s]) * 0x9e3779b97f4a7c15ULL;
	/* splitmix64 finaliser */
	x += 0x9e3779b97f4a7c15ULL;
	x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
	x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
	return x ^ (x >> 31);
}

int
kl_hand_cards(const kl_hand *h, kl_card *out)
{
	int s, r, k, n = 0;

	for (s = 0; s < KL_SUITS; s++)
		for (r = 0; r < KL_RANKS; r++)
			for (k = kl_hand_count(h, kl_card_make(s, r)); k > 0; k--)
				out[n++] = kl_card_make(s, r);
	for (k = 0; k < h->jokers; k++)
		out[n++] = KL_JOKER;
	return n;
}

void
kl_cardlist_hand(const kl_cardlist *list, kl_hand *out)
{
	int i;

	memset(out, 0, sizeof(*out));
	for (i = 0; i < list->n; i++)
		(void)kl_hand_add(out, list->cards[i]);
}
