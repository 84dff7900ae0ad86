/*
 * kl_card_plain.c - the quick reading of a hand typed in the plainest
 * way, before the full reader of kl_card.c (kl_card_int.h).
 */
#include "kl_card_int.h"

#include <stdint.h>
#include <string.h>

/* The rank a byte stands for as the first of a two-byte card (A 2..9 T
 * J B Q D K, any case), plus one (0: none); only the plainest spellings, for
 * kl_cards_read_plain. */
static const signed char plain_rank[256] = {
	['A'] = 1 + KL_ACE, ['a'] = 1 + KL_ACE,
	['2'] = 1 + KL_TWO, ['3'] = 1 + KL_THREE, ['4'] = 1 + KL_FOUR,
	['5'] = 1 + KL_FIVE, ['6'] = 1 + KL_SIX, ['7'] = 1 + KL_SEVEN,
	['8'] = 1 + KL_EIGHT, ['9'] = 1 + KL_NINE,
	['T'] = 1 + KL_TEN, ['t'] = 1 + KL_TEN,
	['J'] = 1 + KL_JACK, ['j'] = 1 + KL_JACK,
	['B'] = 1 + KL_JACK, ['b'] = 1 + KL_JACK,
	['Q'] = 1 + KL_QUEEN, ['q'] = 1 + KL_QUEEN,
	['D'] = 1 + KL_QUEEN, ['d'] = 1 + KL_QUEEN,
	['K'] = 1 + KL_KING, ['k'] = 1 + KL_KING,
};
/* The suit a suit letter stands for, plus one (0: none). */
static const signed char plain_suit[256] = {
	['S'] = 1 + KL_SPADES, ['s'] = 1 + KL_SPADES,
	['H'] = 1 + KL_HEARTS, ['h'] = 1 + KL_HEARTS,
	['D'] = 1 + KL_DIAMONDS, ['d'] = 1 + KL_DIAMONDS,
	['C'] = 1 + KL_CLUBS, ['c'] = 1 + KL_CLUBS,
};
/* The bytes that part tokens (is_separator), and the end of a string. */
static const unsigned char plain_gap[256] = {
	[' '] = 1, [','] = 1, ['\t'] = 1, ['\n'] = 1, ['\r'] = 1, [';'] = 1,
	['\0'] = 2,
};

/* The card of the plain token t (n bytes): a rank letter or digit and a
 * suit letter, "10" and a suit letter, or a joker ("*", "JK", "JO",
 * "JOKER" in any case); else KL_NO_CARD. */
static kl_card
plain_card(const unsigned char *t, size_t n)
{
	if (n == 2) {
		/* a natural card first, the most (no joker's spelling is
		 * one: K and O are no suits) */
		if (plain_rank[t[0]] && plain_suit[t[1]])
			return kl_card_make(plain_suit[t[1]] - 1,
			                    plain_rank[t[0]] - 1);
		if ((t[0] | 0x20) == 'j' && ((t[1] | 0x20) == 'k' ||
		                             (t[1] | 0x20) == 'o'))
			return KL_JOKER;
		return KL_NO_CARD;
	}
	if (n == 3 && t[0] == '1' && t[1] == '0' && plain_suit[t[2]])
		return kl_card_make(plain_suit[t[2]] - 1, KL_TEN);
	if (n == 1 && t[0] == '*')
		return KL_JOKER;
	if (n == 5 && (t[0] | 0x20) == 'j' && (t[1] | 0x20) == 'o' &&
	    (t[2] | 0x20) == 'k' && (t[3] | 0x20) == 'e' &&
	    (t[4] | 0x20) == 'r')
		return KL_JOKER;
	return KL_NO_CARD;
}

/* kl_card_int.h */
int
kl_cards_read_plain(const char *const *args, int nargs,
                    const kl_card_limits *limits, kl_cardlist *out)
{
	uint8_t copies[KL_NATURALS + 1];
	int most = limits->max_cards < KL_CARDLIST_MAX ? limits->max_cards :
	           KL_CARDLIST_MAX;
	int a, n = 0;

	memset(copies, 0, sizeof(copies));
	for (a = 0; a < nargs; a++) {
		const unsigned char *p = (const unsigned char *)args[a];
		for (;;) {
			const unsigned char *t;
			kl_card c;
			while (plain_gap[*p] == 1)
				p++;
			if (*p == '\0')
				break;
			/* a natural card of two bytes, the most: at once */
			if (plain_rank[p[0]] && plain_suit[p[1]] &&
			    plain_gap[p[2]]) {
				c = kl_card_make(plain_suit[p[1]] - 1,
				                 plain_rank[p[0]] - 1);
				p += 2;
				if (n == most || ++copies[c] > limits->decks)
					return 0;
				out->cards[n] = c;
				out->group[n++] = 0;
				continue;
			}
			/* the token ends after two bytes mostly, or three
			 * ("10H"); else it is looked for */
			t = p;
			if (plain_gap[p[1]])
				p += 1;
			else if (plain_gap[p[2]])
				p += 2;
			else if (plain_gap[p[3]])
				p += 3;
			else
				for (p += 3; !plain_gap[*p]; p++)
					;
			c = plain_card(t, (size_t)(p - t));
			if (c == KL_NO_CARD || n == most)
				return 0;
			if (++copies[c] > (c == KL_JOKER ? limits->jokers :
			                   limits->decks))
				return 0;
			out->cards[n] = c;
			out->group[n] = 0;
			n++;
		}
	}
	if (n == 0)
		return 0;
	out->n = n;
	out->ngroups = 1;
	return 1;
}
