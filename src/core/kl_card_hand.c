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

/* The copies of the cards of a list that sort_by_sets counts: a set of
 * cards per copy (level k holds the cards seen more than k times). */
#define SORT_LEVELS 4

/*
 * kl_cards_sort without comparisons: the cards go into SORT_LEVELS sets
 * of 64 bits (the first copy of a card into the first, the second into
 * the second, ...), then come out from the lowest card up, each as often
 * as it was held.  Returns 0, with cards unchanged, for a card above 63
 * or more copies than SORT_LEVELS (the caller sorts another way).
 */
static int
sort_by_sets(kl_card *cards, size_t n)
{
	uint64_t l0 = 0, l1 = 0, l2 = 0, l3 = 0, carry, held, over = 0;
	kl_card out[KL_CARDLIST_MAX + SORT_LEVELS];
	size_t i, k = 0;

	if (n > KL_CARDLIST_MAX)
		return 0;
	for (i = 0; i < n; i++)
		over |= cards[i] >> 6;
	if (over)
		return 0;
	/* each card is carried up to the first level that lacks it, without
	 * a branch */
	for (i = 0; i < n; i++) {
		carry = UINT64_C(1) << cards[i];
		held = l0 & carry;
		l0 |= carry;
		carry = held;
		held = l1 & carry;
		l1 |= carry;
		carry = held;
		held = l2 & carry;
		l2 |= carry;
		carry = held;
		over |= l3 & carry;
		l3 |= carry;
	}
	if (over)
		return 0;
	/* each card written as often as the levels hold it: four times,
	 * the next card then written over the copies too many */
	for (; l0 != 0; l0 &= l0 - 1) {
		unsigned c = (unsigned)__builtin_ctzll(l0);
		out[k] = out[k + 1] = out[k + 2] = out[k + 3] = (kl_card)c;
		k += 1 + ((l1 >> c) & 1) + ((l2 >> c) & 1) + ((l3 >> c) & 1);
	}
	memcpy(cards, out, n);
	return 1;
}

void
kl_cards_sort(kl_card *cards, size_t n)
{
	size_t i, j;

	/* display order is the cards' numbers: sets of bits sort a hand
	 * (of up to four packs, the cards of Continental's other hands
	 * among them) in one pass */
	if (sort_by_sets(cards, n))
		return;
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

/* The bit of each number in the words of kl_cardlist_hand, as 63 less
 * the bit: suit * 16 + rank for a natural card, and for the joker and
 * every other number (left 0 here) bit 63, which no card has (a rank is
 * below 13) and which is cleared after. */
#define NO_BIT 63
#define SUIT_BITS(s) \
	NO_BIT - (s) * 16, NO_BIT - (s) * 16 - 1, NO_BIT - (s) * 16 - 2, \
	NO_BIT - (s) * 16 - 3, NO_BIT - (s) * 16 - 4, NO_BIT - (s) * 16 - 5, \
	NO_BIT - (s) * 16 - 6, NO_BIT - (s) * 16 - 7, NO_BIT - (s) * 16 - 8, \
	NO_BIT - (s) * 16 - 9, NO_BIT - (s) * 16 - 10, \
	NO_BIT - (s) * 16 - 11, NO_BIT - (s) * 16 - 12
static const uint8_t card_bit[256] = {
	SUIT_BITS(0), SUIT_BITS(1), SUIT_BITS(2), SUIT_BITS(3),
};
#undef SUIT_BITS
_Static_assert(KL_RANKS == 13 && KL_SUITS == 4 && KL_NATURALS == 52,
               "card_bit lists 4 suits of 13 ranks");

void
kl_cardlist_hand(const kl_cardlist *list, kl_hand *out)
{
	const uint64_t none = ~(UINT64_C(1) << NO_BIT);
	uint64_t once = 0, twice = 0, third = 0, fourth = 0, bit, held;
	int i, jokers = 0;

	/* as kl_hand_add card by card, without its branches: the suits
	 * side by side in one word per level, each copy carried up to the
	 * first level that lacks it (a fifth changes nothing, as
	 * kl_hand_add refuses it); a joker counted, and it and a number
	 * that is no card carried along bit 63, which is then dropped */
	for (i = 0; i < list->n; i++) {
		kl_card c = list->cards[i];
		jokers += c == KL_JOKER;
		bit = UINT64_C(1) << (NO_BIT - card_bit[c]);
		held = once & bit;
		once |= bit;
		bit = held;
		held = twice & bit;
		twice |= bit;
		bit = held;
		held = third & bit;
		third |= bit;
		fourth |= held;
	}
	once &= none;
	twice &= none;
	third &= none;
	fourth &= none;
	memset(out, 0, sizeof(*out));
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	/* suit s is the 16-bit lane s of a word already */
	memcpy(out->once, &once, sizeof(once));
	memcpy(out->twice, &twice, sizeof(twice));
	memcpy(out->third, &third, sizeof(third));
	memcpy(out->fourth, &fourth, sizeof(fourth));
#else
	for (i = 0; i < KL_SUITS; i++) {
		out->once[i] = (uint16_t)(once >> (16 * i));
		out->twice[i] = (uint16_t)(twice >> (16 * i));
		out->third[i] = (uint16_t)(third >> (16 * i));
		out->fourth[i] = (uint16_t)(fourth >> (16 * i));
	}
#endif
	out->jokers = (uint8_t)(jokers < 255 ? jokers : 255);
}
