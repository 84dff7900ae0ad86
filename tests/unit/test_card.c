/*
 * test_card.c - the card language (kl_card_parse, kl_cards_parse), card
 * names, display order and the kl_hand multiset.
 *
 * Expected cards are written in the tables as canonical ASCII names and
 * decoded by a small helper of this file (not by the code under test), so
 * a parser bug cannot hide behind the same bug in the expectations.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kl_card.h"
#include "kl_card_int.h"

/* UTF-8 spellings of the symbols, kept apart from neighbouring letters so
 * that a hex escape never swallows the character after it. */
#define SPADE "\xe2\x99\xa0"       /* U+2660 */
#define HEART "\xe2\x99\xa5"       /* U+2665 */
#define DIAMOND "\xe2\x99\xa6"     /* U+2666 */
#define CLUB "\xe2\x99\xa3"        /* U+2663 */
#define SPADE_W "\xe2\x99\xa4"     /* U+2664 white spade */
#define HEART_W "\xe2\x99\xa1"     /* U+2661 white heart */
#define DIAMOND_W "\xe2\x99\xa2"   /* U+2662 white diamond */
#define CLUB_W "\xe2\x99\xa7"      /* U+2667 white club */
#define VS16 "\xef\xb8\x8f"        /* U+FE0F emoji presentation */
#define VS15 "\xef\xb8\x8e"        /* U+FE0E text presentation */
#define JOKER_EMOJI "\xf0\x9f\x83\x8f" /* U+1F0CF playing card black joker */
#define JOKER_WHITE "\xf0\x9f\x83\x9f" /* U+1F0DF white joker */
#define JOKER_RED "\xf0\x9f\x82\xbf"   /* U+1F0BF red joker */

#define CARD(suit, rank) ((kl_card)((suit) * KL_RANKS + (rank)))

/* ------------------------------------------------------------------ */
/* helpers                                                              */

/*
 * Decode canonical names ("QH 10D JK | 3S") into cards and group marks.
 * Independent of kl_card_parse on purpose.  Returns the number of cards.
 */
static int
expect_cards(const char *text, kl_card *cards, int *groups, int *ngroups)
{
	static const char ranks[] = "A23456789TJQK";
	static const char suits[] = "SHDC";
	int n = 0, g = 0;
	const char *p = text;

	while (*p != '\0') {
		int rank = -1;
		const char *s;

		if (*p == ' ') {
			p++;
			continue;
		}
		if (*p == '|') {
			g++;
			p++;
			continue;
		}
		if (p[0] == 'J' && p[1] == 'K') {
			cards[n] = KL_JOKER;
			groups[n++] = g;
			p += 2;
			continue;
		}
		if (p[0] == '1' && p[1] == '0') {
			rank = KL_TEN;
			p += 2;
		} else {
			const char *r = strchr(ranks, *p);
			if (r == NULL || *p == '\0')
				fail_msg("bad expectation text \"%s\"", text);
			rank = (int)(r - ranks);
			p++;
		}
		s = strchr(suits, *p);
		if (s == NULL || *p == '\0')
			fail_msg("bad expectation text \"%s\"", text);
		cards[n] = CARD((int)(s - suits), rank);
		groups[n++] = g;
		p++;
	}
	*ngroups = g + 1;
	return n;
}

static void
assert_contains(const char *haystack, const char *needle)
{
	if (strstr(haystack, needle) == NULL)
		fail_msg("message \"%s\" lacks \"%s\"", haystack, needle);
}

static kl_card
parse_one(const char *s)
{
	kl_card c = KL_NO_CARD;
	kl_error err;

	kl_error_clear(&err);
	if (kl_card_parse(s, strlen(s), &c, &err) != KL_OK)
		fail_msg("\"%s\" did not parse: %s", s, err.msg);
	return c;
}

/* ------------------------------------------------------------------ */
/* single tokens that parse                                             */

struct token_case {
	const char *text;
	kl_card card;
};

static const struct token_case token_ok[] = {
	/* ASCII, any case */
	{ "QH", CARD(KL_HEARTS, KL_QUEEN) },
	{ "qh", CARD(KL_HEARTS, KL_QUEEN) },
	{ "Qh", CARD(KL_HEARTS, KL_QUEEN) },
	{ "qH", CARD(KL_HEARTS, KL_QUEEN) },
	{ "as", CARD(KL_SPADES, KL_ACE) },
	{ "AS", CARD(KL_SPADES, KL_ACE) },
	{ "KC", CARD(KL_CLUBS, KL_KING) },
	{ "kc", CARD(KL_CLUBS, KL_KING) },
	{ "JD", CARD(KL_DIAMONDS, KL_JACK) },
	{ "jd", CARD(KL_DIAMONDS, KL_JACK) },
	{ "10d", CARD(KL_DIAMONDS, KL_TEN) },
	{ "10D", CARD(KL_DIAMONDS, KL_TEN) },
	{ "Td", CARD(KL_DIAMONDS, KL_TEN) },
	{ "tS", CARD(KL_SPADES, KL_TEN) },
	{ "9C", CARD(KL_CLUBS, KL_NINE) },
	{ "8h", CARD(KL_HEARTS, KL_EIGHT) },
	{ "7S", CARD(KL_SPADES, KL_SEVEN) },
	{ "6d", CARD(KL_DIAMONDS, KL_SIX) },
	{ "5C", CARD(KL_CLUBS, KL_FIVE) },
	{ "4H", CARD(KL_HEARTS, KL_FOUR) },
	{ "3s", CARD(KL_SPADES, KL_THREE) },
	{ "2D", CARD(KL_DIAMONDS, KL_TWO) },
	/* German rank letters: B (Bube) jack, D (Dame) queen */
	{ "DH", CARD(KL_HEARTS, KL_QUEEN) },
	{ "BS", CARD(KL_SPADES, KL_JACK) },
	{ "DD", CARD(KL_DIAMONDS, KL_QUEEN) },
	{ "dd", CARD(KL_DIAMONDS, KL_QUEEN) },
	{ "bc", CARD(KL_CLUBS, KL_JACK) },
	{ "DS", CARD(KL_SPADES, KL_QUEEN) },
	{ "BD", CARD(KL_DIAMONDS, KL_JACK) },
	/* black suit symbols after the rank */
	{ "Q" HEART, CARD(KL_HEARTS, KL_QUEEN) },
	{ "10" DIAMOND, CARD(KL_DIAMONDS, KL_TEN) },
	{ "A" SPADE, CARD(KL_SPADES, KL_ACE) },
	{ "k" CLUB, CARD(KL_CLUBS, KL_KING) },
	{ "T" CLUB, CARD(KL_CLUBS, KL_TEN) },
	{ "D" SPADE, CARD(KL_SPADES, KL_QUEEN) },
	{ "B" HEART, CARD(KL_HEARTS, KL_JACK) },
	/* ... and before it */
	{ HEART "Q", CARD(KL_HEARTS, KL_QUEEN) },
	{ HEART "q", CARD(KL_HEARTS, KL_QUEEN) },
	{ DIAMOND "10", CARD(KL_DIAMONDS, KL_TEN) },
	{ SPADE "2", CARD(KL_SPADES, KL_TWO) },
	{ CLUB "J", CARD(KL_CLUBS, KL_JACK) },
	/* white suit symbols, both positions */
	{ "A" SPADE_W, CARD(KL_SPADES, KL_ACE) },
	{ "5" HEART_W, CARD(KL_HEARTS, KL_FIVE) },
	{ "9" DIAMOND_W, CARD(KL_DIAMONDS, KL_NINE) },
	{ "K" CLUB_W, CARD(KL_CLUBS, KL_KING) },
	{ SPADE_W "3", CARD(KL_SPADES, KL_THREE) },
	{ HEART_W "J", CARD(KL_HEARTS, KL_JACK) },
	{ DIAMOND_W "4", CARD(KL_DIAMONDS, KL_FOUR) },
	{ CLUB_W "10", CARD(KL_CLUBS, KL_TEN) },
	/* presentation selectors after a symbol are ignored */
	{ "Q" HEART VS16, CARD(KL_HEARTS, KL_QUEEN) },
	{ "10" DIAMOND VS16, CARD(KL_DIAMONDS, KL_TEN) },
	{ HEART VS16 "Q", CARD(KL_HEARTS, KL_QUEEN) },
	{ SPADE VS16 "A", CARD(KL_SPADES, KL_ACE) },
	{ "7" CLUB VS15, CARD(KL_CLUBS, KL_SEVEN) },
	/* jokers */
	{ "JK", KL_JOKER },
	{ "jk", KL_JOKER },
	{ "Jk", KL_JOKER },
	{ "JO", KL_JOKER },
	{ "jo", KL_JOKER },
	{ "JOKER", KL_JOKER },
	{ "joker", KL_JOKER },
	{ "*", KL_JOKER },
	{ JOKER_EMOJI, KL_JOKER },
	{ JOKER_EMOJI VS16, KL_JOKER },
	{ JOKER_WHITE, KL_JOKER },
	{ JOKER_RED, KL_JOKER },
};

static void
test_token_forms(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(token_ok) / sizeof(token_ok[0]); i++) {
		kl_card c = KL_NO_CARD;
		kl_error err;
		int rc;

		kl_error_clear(&err);
		rc = kl_card_parse(token_ok[i].text, strlen(token_ok[i].text),
		                   &c, &err);
		if (rc != KL_OK)
			fail_msg("\"%s\": %s", token_ok[i].text, err.msg);
		if (c != token_ok[i].card)
			fail_msg("\"%s\" gave card %d, want %d",
			         token_ok[i].text, c, token_ok[i].card);
	}
}

/* The length argument bounds the token: bytes after it are not read. */
static void
test_token_length_bounds(void **state)
{
	kl_card c = KL_NO_CARD;
	kl_error err;

	(void)state;
	assert_int_equal(kl_card_parse("QHXYZ", 2, &c, &err), KL_OK);
	assert_int_equal(c, CARD(KL_HEARTS, KL_QUEEN));
	assert_int_equal(kl_card_parse("10DD", 3, &c, &err), KL_OK);
	assert_int_equal(c, CARD(KL_DIAMONDS, KL_TEN));
	/* a zero-length token is an error, whatever follows it */
	assert_int_equal(kl_card_parse("QH", 0, &c, &err), KL_EINPUT);
	assert_int_equal(err.code, KL_EINPUT);
	assert_int_equal(kl_card_parse(VS16, strlen(VS16), &c, &err),
	                 KL_EINPUT);
	/* err may be NULL */
	assert_int_equal(kl_card_parse("ZZ", 2, &c, NULL), KL_EINPUT);
}

/* ------------------------------------------------------------------ */
/* single tokens that fail                                              */

struct token_err {
	const char *text;
	const char *frag1;
	const char *frag2;
};

static const struct token_err token_bad[] = {
	{ "ZH", "unknown rank", "\"Z\"" },
	{ "11H", "unknown rank", "\"11\"" },
	{ "0S", "unknown rank", "\"0\"" },
	{ "QX", "unknown suit", "\"X\"" },
	{ "10Z", "unknown suit", "\"Z\"" },
	{ "Q", "missing suit", "QH" },
	{ "10", "missing suit", "10H" },
	{ "T", "missing suit", "10H" },
	{ "K", "missing suit", "KH" },
	{ "H", "missing rank", NULL },
	{ "s", "missing rank", NULL },
	{ HEART, "missing rank", NULL },
	{ HEART VS16, "missing rank", NULL },
	{ CLUB_W, "missing rank", NULL },
	{ "1H", "AH", "10H" },
	{ "1s", "AS", "10S" },
	{ "1" DIAMOND, "AD", "10D" },
	{ CLUB "1", "AC", "10C" },
	{ "1", "no rank 1", NULL },
	{ "\xff", "UTF-8", NULL },
	{ "Q\xc3", "UTF-8", NULL },           /* truncated sequence */
	{ "\xc0\xafH", "UTF-8", NULL },       /* overlong '/' */
	{ "\xed\xa0\x80" "H", "UTF-8", NULL }, /* surrogate */
	{ "\x80" "H", "UTF-8", NULL },        /* lone continuation byte */
	{ "\xf4\x90\x80\x80", "UTF-8", NULL }, /* past U+10FFFF */
	{ "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAH", "too long", NULL },
	{ "QHQHQHQHQ", "too long", NULL },
};

static void
test_token_errors(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(token_bad) / sizeof(token_bad[0]); i++) {
		const struct token_err *t = &token_bad[i];
		kl_card c = 77;
		kl_error err;
		int rc;

		kl_error_clear(&err);
		rc = kl_card_parse(t->text, strlen(t->text), &c, &err);
		if (rc != KL_EINPUT)
			fail_msg("\"%s\" returned %d, want KL_EINPUT", t->text,
			         rc);
		assert_int_equal(err.code, KL_EINPUT);
		/* a failed parse leaves the output alone */
		assert_int_equal(c, 77);
		assert_contains(err.msg, t->frag1);
		if (t->frag2 != NULL)
			assert_contains(err.msg, t->frag2);
	}
}

/* ------------------------------------------------------------------ */
/* whole lists that parse                                               */

struct list_case {
	const char *args[4];
	int nargs;
	const char *expect; /* canonical names, '|' between groups */
};

static const struct list_case list_ok[] = {
	{ { HEART "Q 10d jk as" }, 1, "QH 10D JK AS" },
	{ { "QH 10D JK AS" }, 1, "QH 10D JK AS" },
	{ { "DH BS DD" }, 1, "QH JS QD" },
	{ { "Td,9c\t8h" }, 1, "10D 9C 8H" },
	{ { "  QH  ,, KH ,\t\tAH  " }, 1, "QH KH AH" },
	{ { "QH;KH" }, 1, "QH KH" },
	{ { "QH\nKH\r\nAH" }, 1, "QH KH AH" },
	{ { "Q" HEART VS16 " " HEART "K " HEART_W "A" }, 1, "QH KH AH" },
	{ { "JK JO" }, 1, "JK JK" },
	{ { "* " JOKER_EMOJI }, 1, "JK JK" },
	{ { "2S" }, 1, "2S" },
	{ { "QH QH" }, 1, "QH QH" },
	/* several argument strings form one list */
	{ { "QH", "10D", "JK", "AS" }, 4, "QH 10D JK AS" },
	{ { "3H 4H", "5H" }, 2, "3H 4H 5H" },
	{ { "", "3H", " , " }, 3, "3H" },
	/* claimed groups */
	{ { "3H 4H 5H | QS QD QC" }, 1, "3H 4H 5H | QS QD QC" },
	{ { "3H 4H 5H|QS QD QC" }, 1, "3H 4H 5H | QS QD QC" },
	{ { "3H|4H|5H" }, 1, "3H | 4H | 5H" },
	{ { "3H 4H", "|", "QS QD" }, 3, "3H 4H | QS QD" },
	{ { "3H 4H |", "QS QD" }, 2, "3H 4H | QS QD" },
	{ { "3H 4H", "| QS", "QD | JK" }, 3, "3H 4H | QS QD | JK" },
	{ { "AS 2S 3S | 7H 7D 7C | KS " HEART "K JK" }, 1,
	  "AS 2S 3S | 7H 7D 7C | KS KH JK" },
	/* glued cards: rank then suit, again and again */
	{ { "3s4s5s10h" }, 1, "3S 4S 5S 10H" },
	{ { "qhqdqc" }, 1, "QH QD QC" },
	{ { "QH10DJK" }, 1, "QH 10D JK" },
	{ { "ThtdTS" }, 1, "10H 10D 10S" },
	{ { "Q" HEART "10" DIAMOND }, 1, "QH 10D" },
	{ { "Q" HEART VS16 "10" DIAMOND VS16 }, 1, "QH 10D" },
	{ { HEART "Q" DIAMOND "10" }, 1, "QH 10D" },
	{ { "K" CLUB HEART_W "2" "AS" }, 1, "KC 2H AS" },
	/* a letter's place decides: D and B first are ranks, D last diamonds */
	{ { "DDDH" }, 1, "QD QH" },
	{ { "BDbhDS" }, 1, "JD JH QS" },
	{ { "JDJK" }, 1, "JD JK" },
	/* jokers in every spelling, glued */
	{ { "JK*" }, 1, "JK JK" },
	{ { "jo" JOKER_EMOJI }, 1, "JK JK" },
	{ { "QHjokerKH" }, 1, "QH JK KH" },
	{ { "jokerQH" }, 1, "JK QH" },
	{ { "JOKH" }, 1, "JK KH" },
	/* glued and separated together, with groups */
	{ { "3h4h5h|7s7d7c", "KH,ASQS" }, 2, "3H 4H 5H | 7S 7D 7C KH AS QS" },
	{ { "3H4H|5S" }, 1, "3H 4H | 5S" },
	/* ranges: a run of one suit, the suit after or before the ranks */
	{ { "3-7H" }, 1, "3H 4H 5H 6H 7H" },
	{ { "H3-7" }, 1, "3H 4H 5H 6H 7H" },
	{ { "h3-7 3-7h" }, 1, "3H 4H 5H 6H 7H 3H 4H 5H 6H 7H" },
	{ { "10-AS" }, 1, "10S JS QS KS AS" },
	{ { "T-as" }, 1, "10S JS QS KS AS" },
	{ { "A-3C" }, 1, "AC 2C 3C" },
	{ { "K-AD" }, 1, "KD AD" },
	{ { "A-KS" }, 1, "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS" },
	{ { "2-AH" }, 1, "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH" },
	{ { "3-7" HEART }, 1, "3H 4H 5H 6H 7H" },
	{ { HEART_W "3-7" }, 1, "3H 4H 5H 6H 7H" },
	{ { "3-7" HEART VS16 "QS" }, 1, "3H 4H 5H 6H 7H QS" },
	{ { "9-10D" }, 1, "9D 10D" },
	{ { "9-TD" }, 1, "9D 10D" },
	/* D first and then '-' is a queen; D, a rank and '-' is diamonds */
	{ { "D-KH" }, 1, "QH KH" },
	{ { "D3-5" }, 1, "3D 4D 5D" },
	{ { "B-DC" }, 1, "JC QC" },
	/* ranges glued to cards, and in groups */
	{ { "QS3-5DKH" }, 1, "QS 3D 4D 5D KH" },
	{ { "3-5H|7S7D7C|JK" }, 1, "3H 4H 5H | 7S 7D 7C | JK" },
	{ { "A-KS 2-3H" }, 1,
	  "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS 2H 3H" },
	/* German card words: a suit word and its rank, in any case */
	{ { "Herz Dame" }, 1, "QH" },
	{ { "Pik As" }, 1, "AS" },
	{ { "pik ASS" }, 1, "AS" },
	{ { "Karo 10" }, 1, "10D" },
	{ { "Kreuz K\xc3\xb6nig" }, 1, "KC" },
	{ { "KREUZ K\xc3\x96NIG" }, 1, "KC" },
	{ { "Treff Koenig" }, 1, "KC" },
	{ { "treff konig" }, 1, "KC" },
	{ { "Kreuz Ko\xcc\x88nig" }, 1, "KC" },
	{ { "Herz Bube" }, 1, "JH" },
	{ { "Karo 2 Karo 9" }, 1, "2D 9D" },
	{ { "Pik K Herz T Karo d" }, 1, "KS 10H QD" },
	/* ... or a rank that is no card by itself and its suit word */
	{ { "Dame Herz" }, 1, "QH" },
	{ { "Ass Pik" }, 1, "AS" },
	{ { "10 Karo" }, 1, "10D" },
	{ { "K\xc3\xb6nig Treff" }, 1, "KC" },
	/* "As" alone is the ace of spades, so a suit word after it is new */
	{ { "As Herz Dame" }, 1, "AS QH" },
	/* two words in two arguments, blanks between them, mixed forms */
	{ { "Herz", "Dame" }, 2, "QH" },
	{ { "Herz\tDame" }, 1, "QH" },
	{ { "Herz Dame, 10D" }, 1, "QH 10D" },
	{ { "Herz Dame 3-5S|qhqd Pik Dame" }, 1, "QH 3S 4S 5S | QH QD QS" },
	/* more than eight characters is no longer too long when it splits */
	{ { "AS2S3S4S5S6S7S8S9S10SJSQSKS" }, 1,
	  "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS" },
};

static void
check_list(const kl_cardlist *list, const char *expect)
{
	kl_card cards[KL_CARDLIST_MAX];
	int groups[KL_CARDLIST_MAX], ngroups, n, i;

	n = expect_cards(expect, cards, groups, &ngroups);
	if (list->n != n)
		fail_msg("got %d cards, want %d (%s)", list->n, n, expect);
	assert_int_equal(list->ngroups, ngroups);
	for (i = 0; i < n; i++) {
		if (list->cards[i] != cards[i])
			fail_msg("card %d is %d, want %d (%s)", i + 1,
			         list->cards[i], cards[i], expect);
		if (list->group[i] != groups[i])
			fail_msg("card %d in group %d, want %d (%s)", i + 1,
			         list->group[i], groups[i], expect);
	}
}

static void
test_list_forms(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(list_ok) / sizeof(list_ok[0]); i++) {
		kl_cardlist list;
		kl_error err;
		int rc;

		kl_error_clear(&err);
		memset(&list, 0xaa, sizeof(list));
		rc = kl_cards_parse(list_ok[i].args, list_ok[i].nargs, NULL,
		                    &list, &err);
		if (rc != KL_OK)
			fail_msg("case %zu (\"%s\"): %s", i, list_ok[i].args[0],
			         err.msg);
		check_list(&list, list_ok[i].expect);
	}
}

/* The default limits and NULL limits are the same thing. */
static void
test_default_limits(void **state)
{
	const char *fifteen[] = { "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS "
	                          "JK JK" };
	const char *sixteen[] = { "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS "
	                          "AH JK JK" };
	kl_cardlist list;
	kl_error err;

	(void)state;
	assert_int_equal(kl_card_limits_default.decks, 2);
	assert_int_equal(kl_card_limits_default.jokers, 2);
	assert_int_equal(kl_card_limits_default.max_cards, KL_HAND_MAX);
	assert_int_equal(kl_cards_parse(fifteen, 1, NULL, &list, &err), KL_OK);
	assert_int_equal(list.n, 15);
	assert_int_equal(kl_cards_parse(fifteen, 1, &kl_card_limits_default,
	                                &list, &err), KL_OK);
	assert_int_equal(kl_cards_parse(sixteen, 1, NULL, &list, &err),
	                 KL_EINPUT);
	assert_contains(err.msg, "16 cards");
	assert_contains(err.msg, "at most 15");
	assert_int_equal(kl_cards_parse(sixteen, 1, &kl_card_limits_default,
	                                &list, &err), KL_EINPUT);
	assert_contains(err.msg, "16 cards");
}

/* ------------------------------------------------------------------ */
/* whole lists that fail                                                */

struct list_err {
	const char *args[4];
	int nargs;
	kl_card_limits limits; /* decks 0 means "pass NULL" */
	const char *frag[4];   /* all must appear in the message */
};

#define DEFAULTS { 0, 0, 0, KL_STYLE_ASCII }

static const struct list_err list_bad[] = {
	/* unknown rank and suit, with position and token */
	{ { "ZH" }, 1, DEFAULTS, { "card 1 ", "\"ZH\"", "unknown rank" } },
	{ { "AS 2S ZH" }, 1, DEFAULTS,
	  { "card 3 ", "\"ZH\"", "unknown rank", "\"Z\"" } },
	{ { "AS 2S", "3S XH" }, 2, DEFAULTS,
	  { "card 4 ", "\"XH\"", "unknown rank" } },
	{ { "AS | 2S QX" }, 1, DEFAULTS,
	  { "card 3 ", "\"QX\"", "unknown suit", "\"X\"" } },
	{ { "10Z" }, 1, DEFAULTS, { "card 1 ", "\"10Z\"", "unknown suit" } },
	/* missing suit */
	{ { "AS Q" }, 1, DEFAULTS,
	  { "card 2 ", "\"Q\"", "missing suit", "QH" } },
	{ { "AS 2S 10" }, 1, DEFAULTS,
	  { "card 3 ", "\"10\"", "missing suit", "10H" } },
	/* missing rank */
	{ { "H" }, 1, DEFAULTS, { "card 1 ", "\"H\"", "missing rank" } },
	{ { "AS " HEART }, 1, DEFAULTS,
	  { "card 2 ", "\"" HEART "\"", "missing rank" } },
	/* rank 1 */
	{ { "1H" }, 1, DEFAULTS, { "card 1 ", "\"1H\"", "AH", "10H" } },
	{ { "KS 1C" }, 1, DEFAULTS, { "card 2 ", "\"1C\"", "AC", "10C" } },
	/* empty hands */
	{ { "" }, 1, DEFAULTS, { "empty hand" } },
	{ { " , \t ,, " }, 1, DEFAULTS, { "empty hand" } },
	{ { "", " ", "," }, 3, DEFAULTS, { "empty hand" } },
	{ { "" }, 0, DEFAULTS, { "empty hand" } },
	/* empty groups */
	{ { "3H || 4H" }, 1, DEFAULTS, { "empty group", "card 1" } },
	{ { "3H 5H | | 4H" }, 1, DEFAULTS, { "empty group", "card 2" } },
	{ { "| 3H" }, 1, DEFAULTS, { "empty group" } },
	{ { "|3H 4H" }, 1, DEFAULTS, { "empty group" } },
	{ { "3H |" }, 1, DEFAULTS, { "empty group", "ends with" } },
	{ { "3H 4H|" }, 1, DEFAULTS, { "empty group", "ends with" } },
	{ { "3H", "|" }, 2, DEFAULTS, { "empty group", "ends with" } },
	{ { "3H", "|", "|", "4H" }, 4, DEFAULTS, { "empty group" } },
	{ { "|" }, 1, DEFAULTS, { "empty group" } },
	/* a third copy of a natural card */
	{ { "QH QH QH" }, 1, DEFAULTS,
	  { "card 3 ", "\"QH\"", "copy number 3 of QH", "only 2" } },
	{ { "QH", "DH", "q" HEART }, 3, DEFAULTS,
	  { "card 3 ", "\"q" HEART "\"", "copy number 3 of QH" } },
	{ { "QH QH" }, 1, { 1, 0, 15, KL_STYLE_ASCII },
	  { "card 2 ", "copy number 2 of QH", "1 pack", "only 1" } },
	/* a third joker */
	{ { "JK JO *" }, 1, DEFAULTS,
	  { "card 3 ", "\"*\"", "joker number 3", "only 2" } },
	{ { "JK JK JK JK JK" }, 1, { 2, 4, 15, KL_STYLE_ASCII },
	  { "card 5 ", "joker number 5", "only 4" } },
	/* jokers in a game without them */
	{ { "AS JK" }, 1, { 1, 0, 15, KL_STYLE_ASCII },
	  { "card 2 ", "\"JK\"", "without jokers" } },
	{ { "AS *" }, 1, { 2, 0, 15, KL_STYLE_ASCII }, { "card 2 ", "without jokers" } },
	/* too many cards: the total and the limit */
	{ { "AS 2S 3S 4S 5S 6S 7S" }, 1, { 2, 2, 5, KL_STYLE_ASCII },
	  { "7 cards", "at most 5" } },
	{ { "AS 2S 3S", "4S | 5S 6S", "7S,8S" }, 3, { 2, 2, 4, KL_STYLE_ASCII },
	  { "8 cards", "at most 4" } },
	{ { "AS 2S" }, 1, { 2, 2, 1, KL_STYLE_ASCII }, { "2 cards", "at most 1" } },
	/* invalid UTF-8, shown escaped */
	{ { "AS \xff" }, 1, DEFAULTS,
	  { "card 2 ", "UTF-8", "\\xff" } },
	{ { "Q\xc3 KH" }, 1, DEFAULTS, { "card 1 ", "UTF-8", "\\xc3" } },
	{ { "AS", "\xed\xa0\x80H" }, 2, DEFAULTS,
	  { "card 2 ", "UTF-8", "\\xed\\xa0\\x80" } },
	/* a glued token that cannot be split: the card's position, its
	 * text, the token and where in it the reading stopped */
	{ { "3s4s5s10x" }, 1, DEFAULTS,
	  { "card 4 \"10x\" (in \"3s4s5s10x\" from character 7): ",
	    "unknown suit \"x\"" } },
	{ { "AS QHQHQ" }, 1, DEFAULTS,
	  { "card 4 \"Q\" (in \"QHQHQ\" from character 5): ",
	    "missing suit" } },
	{ { "QHZH" }, 1, DEFAULTS,
	  { "card 2 \"ZH\" (in \"QHZH\" from character 3): ",
	    "unknown rank \"Z\"" } },
	{ { "3S1H" }, 1, DEFAULTS,
	  { "card 2 \"1H\" (in \"3S1H\"", "AH or 10H" } },
	{ { "10DD" }, 1, DEFAULTS,
	  { "card 2 \"D\" (in \"10DD\" from character 4)", "missing suit" } },
	{ { "Q" HEART VS16 "X" }, 1, DEFAULTS,
	  { "card 2 \"X\" (in \"Q" HEART VS16 "X\" from character 3)" } },
	{ { "AS2S3S4S5S6S7S8S9S10SJSZZ" }, 1, DEFAULTS,
	  { "card 12 \"ZZ\" (in \"AS2S3S4S5S6S7S8S9S10...\" from "
	    "character 24)" } },
	/* ranges that are no run */
	{ { "K-2S" }, 1, DEFAULTS,
	  { "card 1 \"K-2S\": the range goes around the corner" } },
	{ { "Q-3H" }, 1, DEFAULTS, { "around the corner" } },
	{ { "7-3H" }, 1, DEFAULTS,
	  { "card 1 \"7-3H\": the range runs backwards",
	    "did you mean \"3-7H\"?" } },
	{ { "A-2S H8-3" }, 1, DEFAULTS,
	  { "card 3 \"H8-3\": the range runs backwards", "\"3-8H\"" } },
	{ { "5-5H" }, 1, DEFAULTS,
	  { "card 1 \"5-5H\": the range holds only one card",
	    "write it as \"5H\"" } },
	{ { "A-AS" }, 1, DEFAULTS,
	  { "card 1 \"A-AS\": the range holds 14 cards",
	    "a suit has only 13" } },
	{ { "3-7" }, 1, DEFAULTS,
	  { "card 1 \"3-7\": missing suit after the range",
	    "\"3-7H\"" } },
	{ { "3-7X" }, 1, DEFAULTS,
	  { "card 1 \"3-7X\": unknown suit \"X\"" } },
	{ { "3-H" }, 1, DEFAULTS,
	  { "card 1 \"3-H\"", "unknown rank \"H\"" } },
	{ { "3-" }, 1, DEFAULTS,
	  { "card 1 \"3-\": a range needs a rank after the '-'" } },
	{ { "QH3-7" }, 1, DEFAULTS,
	  { "card 2 \"3-7\" (in \"QH3-7\" from character 3)",
	    "missing suit after the range" } },
	{ { "QHK-2SAS" }, 1, DEFAULTS,
	  { "card 2 \"K-2S\" (in \"QHK-2SAS\" from character 3)",
	    "around the corner" } },
	/* a range counts as its cards for positions and limits */
	{ { "3-7H 3-7H 5H" }, 1, DEFAULTS,
	  { "card 11 \"5H\": copy number 3 of 5H" } },
	{ { "3-7H 3-7H 3-7H" }, 1, DEFAULTS,
	  { "card 11 \"3-7H\": copy number 3 of 3H" } },
	{ { "A-KS 2-4H" }, 1, DEFAULTS, { "16 cards", "at most 15" } },
	/* card words that make no card */
	{ { "Herz" }, 1, DEFAULTS,
	  { "card 1 \"Herz\": a suit word needs its rank after it" } },
	{ { "AS Herz, Dame" }, 1, DEFAULTS,
	  { "card 2 \"Herz\": a suit word needs its rank after it" } },
	{ { "Herz | Dame" }, 1, DEFAULTS,
	  { "card 1 \"Herz\": a suit word needs" } },
	{ { "Herz QH" }, 1, DEFAULTS,
	  { "card 1 \"Herz QH\": \"QH\" is no rank" } },
	{ { "Karo 1" }, 1, DEFAULTS,
	  { "card 1 \"Karo 1\": \"1\" is no rank" } },
	{ { "AS Dame" }, 1, DEFAULTS,
	  { "card 2 \"Dame\": a German rank needs its suit word" } },
	{ { "Bube, Herz" }, 1, DEFAULTS,
	  { "card 1 \"Bube\": a German rank needs its suit word" } },
	{ { "As Pik" }, 1, DEFAULTS,
	  { "card 2 \"Pik\": a suit word needs its rank after it" } },
	/* a number without a suit word keeps its message */
	{ { "10 QH" }, 1, DEFAULTS, { "card 1 \"10\": missing suit" } },
	/* a card of two words is one card for copies */
	{ { "QH Herz Dame Dame Herz" }, 1, DEFAULTS,
	  { "card 3 \"Dame Herz\": copy number 3 of QH" } },
	/* a token whose first card cannot be read keeps the old message */
	{ { "ZHQH" }, 1, DEFAULTS, { "card 1 \"ZHQH\": unknown rank" } },
	{ { "QH\xff" }, 1, DEFAULTS,
	  { "card 1 \"QH\\xff\": not valid UTF-8 text" } },
	/* glued cards count like separate ones for copies, jokers, limits */
	{ { "QHQHqh" }, 1, DEFAULTS,
	  { "card 3 \"qh\": copy number 3 of QH", "only 2" } },
	{ { "JK*jo" }, 1, DEFAULTS, { "card 3 \"jo\": joker number 3" } },
	{ { "AS2S3S4S5S6S", "7S8S" }, 2, { 2, 2, 5, KL_STYLE_ASCII },
	  { "8 cards", "at most 5" } },
	{ { "AS2S3S4S5S6S7SZZ KS" }, 1, { 2, 2, 5, KL_STYLE_ASCII },
	  { "9 cards", "at most 5" } },
	/* a very long token: named, shortened, refused */
	{ { "AS AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAH" },
	  1, DEFAULTS,
	  { "card 2 ", "\"AAAAAAAAAAAAAAAAAAAA...\"", "too long" } },
};

static void
test_list_errors(void **state)
{
	size_t i;
	int k;

	(void)state;
	for (i = 0; i < sizeof(list_bad) / sizeof(list_bad[0]); i++) {
		const struct list_err *t = &list_bad[i];
		kl_cardlist list;
		kl_error err;
		int rc;

		kl_error_clear(&err);
		rc = kl_cards_parse(t->args, t->nargs,
		                    t->limits.decks ? &t->limits : NULL,
		                    &list, &err);
		if (rc != KL_EINPUT)
			fail_msg("case %zu (\"%s\") returned %d, want "
			         "KL_EINPUT", i, t->args[0], rc);
		assert_int_equal(err.code, KL_EINPUT);
		for (k = 0; k < 4 && t->frag[k] != NULL; k++)
			if (strstr(err.msg, t->frag[k]) == NULL)
				fail_msg("case %zu (\"%s\"): message \"%s\" "
				         "lacks \"%s\"", i, t->args[0],
				         err.msg, t->frag[k]);
	}
}

/* Every error message of the parser is valid UTF-8 (it is printed and
 * embedded in JSON), even when the token it quotes is shortened. */
static int
valid_utf8(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;

	while (*p != '\0') {
		int n, i;

		if (*p < 0x80)
			n = 1;
		else if ((*p & 0xe0) == 0xc0)
			n = 2;
		else if ((*p & 0xf0) == 0xe0)
			n = 3;
		else if ((*p & 0xf8) == 0xf0)
			n = 4;
		else
			return 0;
		for (i = 1; i < n; i++)
			if ((p[i] & 0xc0) != 0x80)
				return 0;
		p += n;
	}
	return 1;
}

static void
test_error_messages_utf8(void **state)
{
	static const char *const bad[] = {
		"AS \xff",
		"\xc3\xa9\xff\xfe KH",
		"ZH" HEART,
		"Q" HEART "X",
		HEART HEART,
		"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		kl_cardlist list;
		kl_error err;

		assert_int_equal(kl_cards_parse(&bad[i], 1, NULL, &list, &err),
		                 KL_EINPUT);
		if (!valid_utf8(err.msg))
			fail_msg("case %zu: message is not valid UTF-8: %s",
			         i, err.msg);
	}
}

/* ------------------------------------------------------------------ */
/* names and round trips                                                */

static void
test_card_names(void **state)
{
	static const struct {
		kl_card card;
		const char *ascii;
		const char *unicode;
	} names[] = {
		{ CARD(KL_HEARTS, KL_QUEEN), "QH", "Q" HEART },
		{ CARD(KL_DIAMONDS, KL_TEN), "10D", "10" DIAMOND },
		{ CARD(KL_SPADES, KL_ACE), "AS", "A" SPADE },
		{ CARD(KL_CLUBS, KL_KING), "KC", "K" CLUB },
		{ CARD(KL_SPADES, KL_JACK), "JS", "J" SPADE },
		{ CARD(KL_CLUBS, KL_TWO), "2C", "2" CLUB },
		{ KL_JOKER, "JK", "JK" },
		{ 53, "??", "??" },
		{ KL_NO_CARD, "??", "??" },
	};
	char buf[KL_CARD_NAME_MAX];
	size_t i, n;

	(void)state;
	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		n = kl_card_name(names[i].card, KL_STYLE_ASCII, buf,
		                 sizeof(buf));
		assert_string_equal(buf, names[i].ascii);
		assert_int_equal(n, strlen(names[i].ascii));
		n = kl_card_name(names[i].card, KL_STYLE_UNICODE, buf,
		                 sizeof(buf));
		assert_string_equal(buf, names[i].unicode);
		assert_int_equal(n, strlen(names[i].unicode));
	}
}

/* A short buffer gets a terminated prefix and nothing past its end. */
static void
test_card_name_short_buffer(void **state)
{
	char buf[8];
	size_t n;

	(void)state;
	memset(buf, '#', sizeof(buf));
	n = kl_card_name(CARD(KL_DIAMONDS, KL_TEN), KL_STYLE_ASCII, buf, 3);
	assert_int_equal(n, 2);
	assert_string_equal(buf, "10");
	assert_int_equal(buf[3], '#');
	memset(buf, '#', sizeof(buf));
	n = kl_card_name(CARD(KL_HEARTS, KL_QUEEN), KL_STYLE_UNICODE, buf, 2);
	assert_int_equal(n, 1);
	assert_int_equal(buf[1], '\0');
	assert_int_equal(buf[2], '#');
}

static void
test_round_trip_every_card(void **state)
{
	static const int styles[] = { KL_STYLE_ASCII, KL_STYLE_UNICODE };
	char buf[KL_CARD_NAME_MAX];
	size_t s;
	int c;

	(void)state;
	for (s = 0; s < 2; s++) {
		for (c = 0; c <= KL_JOKER; c++) {
			kl_card back = KL_NO_CARD;
			kl_error err;
			size_t n = kl_card_name((kl_card)c, styles[s], buf,
			                        sizeof(buf));

			assert_true(n > 0 && n < KL_CARD_NAME_MAX);
			if (kl_card_parse(buf, n, &back, &err) != KL_OK)
				fail_msg("name \"%s\" does not parse: %s", buf,
				         err.msg);
			if (back != c)
				fail_msg("\"%s\" parsed as %d, want %d", buf,
				         back, c);
		}
	}
}

/* Both packs and both jokers in one list, under the widest limits. */
static void
test_full_deck(void **state)
{
	kl_card_limits lim = { 2, 2, KL_CARDLIST_MAX, KL_STYLE_ASCII };
	char text[1024], name[KL_CARD_NAME_MAX];
	const char *args[1] = { text };
	int counts[KL_NATURALS + 1];
	kl_cardlist list;
	kl_error err;
	size_t len = 0;
	int c, copy, i;

	(void)state;
	text[0] = '\0';
	for (copy = 0; copy < 2; copy++) {
		for (c = 0; c < KL_NATURALS; c++) {
			kl_card_name((kl_card)c, copy ? KL_STYLE_UNICODE :
			             KL_STYLE_ASCII, name, sizeof(name));
			len += (size_t)snprintf(text + len, sizeof(text) - len,
			                        "%s ", name);
		}
	}
	snprintf(text + len, sizeof(text) - len, "JK *");
	assert_true(strlen(text) < sizeof(text) - 1);

	kl_error_clear(&err);
	if (kl_cards_parse(args, 1, &lim, &list, &err) != KL_OK)
		fail_msg("full deck: %s", err.msg);
	assert_int_equal(list.n, 106);
	assert_int_equal(list.ngroups, 1);
	memset(counts, 0, sizeof(counts));
	for (i = 0; i < list.n; i++) {
		assert_true(list.cards[i] <= KL_JOKER);
		assert_int_equal(list.group[i], 0);
		counts[list.cards[i]]++;
	}
	for (c = 0; c <= KL_JOKER; c++)
		assert_int_equal(counts[c], 2);
	/* the typed order is kept */
	assert_int_equal(list.cards[0], CARD(KL_SPADES, KL_ACE));
	assert_int_equal(list.cards[51], CARD(KL_CLUBS, KL_KING));
	assert_int_equal(list.cards[105], KL_JOKER);

	/* one card more than the limit allows is refused with the totals */
	lim.max_cards = 105;
	assert_int_equal(kl_cards_parse(args, 1, &lim, &list, &err),
	                 KL_EINPUT);
	assert_contains(err.msg, "106 cards");
	assert_contains(err.msg, "at most 105");
}

/* ------------------------------------------------------------------ */
/* display order                                                        */

static void
test_card_cmp_order(void **state)
{
	/* the display order, spelled out card by card */
	static const char order[] =
		"AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS "
		"AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH "
		"AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD "
		"AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC JK";
	kl_card cards[KL_NATURALS + 1];
	int groups[KL_NATURALS + 1], ng, n, i, j;

	(void)state;
	n = expect_cards(order, cards, groups, &ng);
	assert_int_equal(n, KL_NATURALS + 1);
	for (i = 0; i < n; i++) {
		for (j = 0; j < n; j++) {
			int want = (i > j) - (i < j);
			int got = kl_card_cmp(cards[i], cards[j]);
			if ((got > 0) - (got < 0) != want)
				fail_msg("cmp(%d,%d) = %d", cards[i], cards[j],
				         got);
		}
	}
}

static void
test_cards_sort(void **state)
{
	static const struct {
		const char *in;
		const char *out;
	} cases[] = {
		{ "JK KC AS 10H 2S QD AH JK AS",
		  "AS AS 2S AH 10H QD KC JK JK" },
		{ "KS QS JS 10S 9S AS", "AS 9S 10S JS QS KS" },
		{ "2C 2D 2H 2S", "2S 2H 2D 2C" },
		{ "JK 3D", "3D JK" },
		{ "5H", "5H" },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		kl_card in[32], out[32];
		int g[32], ng, n, m;

		n = expect_cards(cases[i].in, in, g, &ng);
		m = expect_cards(cases[i].out, out, g, &ng);
		assert_int_equal(n, m);
		kl_cards_sort(in, (size_t)n);
		assert_memory_equal(in, out, (size_t)n);
	}
}

/* A small generator of this file's own (xorshift64), for the random
 * lists below. */
static unsigned
next_random(uint64_t *x)
{
	*x ^= *x << 13;
	*x ^= *x >> 7;
	*x ^= *x << 17;
	return (unsigned)(*x >> 32);
}

/* The table of ASCII names names every card as this file decodes it. */
static void
test_ascii_table(void **state)
{
	int c, g[2], ng;
	kl_card got[2];

	(void)state;
	for (c = 0; c <= KL_JOKER; c++) {
		assert_int_equal(expect_cards(kl_card_ascii[c], got, g, &ng), 1);
		assert_int_equal(got[0], c);
	}
}

/* kl_cards_sort against an insertion sort written here: lists of up to
 * 40 cards holding up to six copies of a card (four packs and more),
 * and now and then a number that is no card (above 63). */
static void
test_cards_sort_random(void **state)
{
	uint64_t x = 0x9e3779b97f4a7c15ULL;
	int round;

	(void)state;
	for (round = 0; round < 20000; round++) {
		kl_card in[40], want[40];
		int n = (int)(next_random(&x) % 41), i, j;
		int span = round % 3 == 0 ? 4 : 53;
		for (i = 0; i < n; i++) {
			in[i] = (kl_card)(next_random(&x) % (unsigned)span);
			if (round % 7 == 0 && next_random(&x) % 8 == 0)
				in[i] = (kl_card)(64 + next_random(&x) % 192);
		}
		memcpy(want, in, (size_t)n);
		for (i = 1; i < n; i++) {
			kl_card c = want[i];
			for (j = i; j > 0 && want[j - 1] > c; j--)
				want[j] = want[j - 1];
			want[j] = c;
		}
		kl_cards_sort(in, (size_t)n);
		if (n > 0)
			assert_memory_equal(in, want, (size_t)n);
	}
}

/*
 * Hands typed in the plainest ways, which are read by a table before the
 * full reader: every card in each of its plain spellings (either case,
 * T for ten, B and D for jack and queen, the ASCII jokers), between each
 * separator, in one argument or several, give the cards decoded here
 * apart from the parser.  Hands that mix in another kind of token (a
 * German word, a glued token, a range, a group) are read whole by the
 * full reader, with the plain cards before it read alike.
 */
static void
test_plain_hands(void **state)
{
	static const char *const rank_text[KL_RANKS][3] = {
		{ "A", "a", "A" }, { "2", "2", "2" }, { "3", "3", "3" },
		{ "4", "4", "4" }, { "5", "5", "5" }, { "6", "6", "6" },
		{ "7", "7", "7" }, { "8", "8", "8" }, { "9", "9", "9" },
		{ "10", "t", "T" }, { "J", "b", "B" }, { "Q", "d", "D" },
		{ "K", "k", "K" },
	};
	static const char *const suit_text[KL_SUITS][2] = {
		{ "S", "s" }, { "H", "h" }, { "D", "d" }, { "C", "c" },
	};
	static const char *const joker_text[] = {
		"JK", "jk", "Jo", "JOKER", "joker", "*"
	};
	static const char *const gaps[] = { " ", ",", ";", "\t", " , ", "\r" };
	static const struct {
		const char *in;
		const char *out;
	} mixed[] = {
		{ "QH KH Herz Dame", "QH KH QH" },
		{ "3s 4s 5s10h", "3S 4S 5S 10H" },
		{ "2C 3-5D", "2C 3D 4D 5D" },
		{ "QH KH | 7S 7D 7C", "QH KH | 7S 7D 7C" },
		{ "As Ks", "AS KS" },
		{ "DD BH jd", "QD JH JD" },
		{ "Q" HEART " 10D", "QH 10D" },
	};
	uint64_t x = 0x6b6c6f7066ULL;
	kl_card_limits four = { 4, 4, 60, KL_STYLE_ASCII };
	int round;
	size_t i;

	(void)state;
	for (round = 0; round < 5000; round++) {
		char text[600], *args[2];
		kl_card want[60];
		kl_cardlist list;
		kl_error err;
		int n = 1 + (int)(next_random(&x) % 30), k, len = 0, cut;
		int held[KL_JOKER + 1] = { 0 };
		for (k = 0; k < n; k++) {
			unsigned c = next_random(&x) % 53;
			while (held[c] == 4) /* within the four packs */
				c = (c + 1) % 53;
			held[c]++;
			const char *gap = gaps[next_random(&x) % 6];
			if (k > 0)
				len += snprintf(text + len, sizeof(text) -
				                (size_t)len, "%s", gap);
			if (c == KL_JOKER) {
				len += snprintf(text + len, sizeof(text) -
				                (size_t)len, "%s",
				                joker_text[next_random(&x) % 6]);
			} else {
				len += snprintf(text + len, sizeof(text) -
				                (size_t)len, "%s%s",
				                rank_text[c % KL_RANKS]
				                         [next_random(&x) % 3],
				                suit_text[c / KL_RANKS]
				                         [next_random(&x) % 2]);
			}
			want[k] = (kl_card)c;
		}
		/* half the hands in two arguments, cut at a separator */
		args[0] = text;
		cut = 0;
		if (round % 2 == 1) {
			char *gap = strchr(text + len / 2, ' ');
			if (gap != NULL) {
				*gap = '\0';
				args[1] = gap + 1;
				cut = 1;
			}
		}
		kl_error_clear(&err);
		if (kl_cards_parse((const char *const *)args, 1 + cut, &four,
		                   &list, &err) != KL_OK)
			fail_msg("hand %d did not parse: %s", round, err.msg);
		assert_int_equal(list.n, n);
		assert_int_equal(list.ngroups, 1);
		assert_memory_equal(list.cards, want, (size_t)n);
		for (k = 0; k < n; k++)
			assert_int_equal(list.group[k], 0);
	}
	for (i = 0; i < sizeof(mixed) / sizeof(mixed[0]); i++) {
		kl_card want[32];
		int g[32], ng, n, k;
		kl_cardlist list;
		kl_error err;
		const char *arg = mixed[i].in;

		n = expect_cards(mixed[i].out, want, g, &ng);
		kl_error_clear(&err);
		if (kl_cards_parse(&arg, 1, NULL, &list, &err) != KL_OK)
			fail_msg("\"%s\" did not parse: %s", arg, err.msg);
		assert_int_equal(list.n, n);
		assert_int_equal(list.ngroups, ng);
		assert_memory_equal(list.cards, want, (size_t)n);
		for (k = 0; k < n; k++)
			assert_int_equal(list.group[k], g[k]);
	}
}

/* The quick reading alone, at the edges of its tokens: it reads the
 * plain hands (a ten's three bytes, a joker, separators before and after)
 * and leaves every other line to the full reader, a token cut at the end
 * of the text or glued to more bytes among them. */
static void
test_plain_reading_edges(void **state)
{
	static const struct {
		const char *in;
		const char *out; /* the cards, or NULL: left to the full reader */
	} rows[] = {
		{ "10S", "10S" },
		{ "qh,10d", "QH 10D" },
		{ " , JK 10C ;", "JK 10C" },
		{ "T0S 10h", NULL },
		{ "* 10C joker", "JK 10C JK" },
		{ "10", NULL },
		{ "QH 10", NULL },
		{ "QH 1", NULL },
		{ "1D", NULL },
		{ "ASx", NULL },
		{ "10Sx", NULL },
		{ "100S", NULL },
		{ "JKx", NULL },
		{ "*x", NULL },
		{ "J", NULL },
		{ "QH J", NULL },
		{ "QH 10S3H", NULL },
		{ "", NULL },
		{ " ,", NULL },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		kl_card want[16];
		int g[16], ng, n, got;
		kl_cardlist list;
		const char *arg = rows[i].in;

		got = kl_cards_read_plain(&arg, 1, &kl_card_limits_default,
		                          &list);
		if (rows[i].out == NULL) {
			if (got)
				fail_msg("\"%s\" was read quickly", arg);
			continue;
		}
		if (!got)
			fail_msg("\"%s\" was not read quickly", arg);
		n = expect_cards(rows[i].out, want, g, &ng);
		assert_int_equal(list.n, n);
		assert_memory_equal(list.cards, want, (size_t)n);
	}
}

/* Plain hands that break a limit are refused by the full reader, in its
 * words: a copy or a joker too many, a card too many. */
static void
test_plain_hands_refused(void **state)
{
	static const struct {
		const char *in;
		kl_card_limits lim;
		const char *msg;
	} cases[] = {
		{ "3h 3h 3h", { 2, 2, 15, KL_STYLE_ASCII },
		  "card 3 \"3h\": copy number 3 of 3H, but 2 packs of cards "
		  "hold only 2" },
		{ "QS KS QS", { 1, 0, 15, KL_STYLE_ASCII },
		  "card 3 \"QS\": copy number 2 of QS, but 1 pack of cards "
		  "holds only 1" },
		{ "JK * jo", { 2, 2, 15, KL_STYLE_ASCII },
		  "card 3 \"jo\": joker number 3, but the deck has only 2" },
		{ "2S JK", { 1, 0, 15, KL_STYLE_ASCII },
		  "card 2 \"JK\": these rules play without jokers" },
		{ "AS 2S 3S 4S", { 2, 2, 3, KL_STYLE_ASCII },
		  "4 cards, but a hand holds at most 3" },
		{ " , ", { 2, 2, 15, KL_STYLE_ASCII }, "empty hand: no cards given" },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		kl_cardlist list;
		kl_error err;
		const char *arg = cases[i].in;

		kl_error_clear(&err);
		assert_int_equal(kl_cards_parse(&arg, 1, &cases[i].lim, &list,
		                                &err), KL_EINPUT);
		assert_string_equal(err.msg, cases[i].msg);
	}
}

/* ------------------------------------------------------------------ */
/* the hand multiset                                                    */

static void
test_hand_add_remove(void **state)
{
	kl_card qh = CARD(KL_HEARTS, KL_QUEEN);
	kl_hand h = { 0 }, before;

	(void)state;
	assert_int_equal(kl_hand_size(&h), 0);
	assert_int_equal(kl_hand_count(&h, qh), 0);
	assert_int_equal(kl_hand_add(&h, qh), KL_OK);
	assert_int_equal(kl_hand_count(&h, qh), 1);
	assert_int_equal(kl_hand_add(&h, qh), KL_OK);
	assert_int_equal(kl_hand_count(&h, qh), 2);
	assert_int_equal(kl_hand_size(&h), 2);

	/* a third and a fourth copy (Continental's four packs) count; a
	 * fifth is refused and changes nothing */
	assert_int_equal(kl_hand_add(&h, qh), KL_OK);
	assert_int_equal(kl_hand_count(&h, qh), 3);
	assert_int_equal(kl_hand_add(&h, qh), KL_OK);
	assert_int_equal(kl_hand_count(&h, qh), 4);
	assert_int_equal(kl_hand_size(&h), 4);
	before = h;
	assert_int_equal(kl_hand_add(&h, qh), KL_ERULE);
	assert_true(kl_hand_equal(&h, &before));
	assert_int_equal(kl_hand_count(&h, qh), 4);

	/* neighbours are untouched */
	assert_int_equal(kl_hand_count(&h, CARD(KL_HEARTS, KL_KING)), 0);
	assert_int_equal(kl_hand_count(&h, CARD(KL_SPADES, KL_QUEEN)), 0);

	assert_int_equal(kl_hand_remove(&h, qh), KL_OK);
	assert_int_equal(kl_hand_count(&h, qh), 3);
	assert_int_equal(kl_hand_remove(&h, qh), KL_OK);
	assert_int_equal(kl_hand_count(&h, qh), 2);
	assert_int_equal(kl_hand_remove(&h, qh), KL_OK);
	assert_int_equal(kl_hand_count(&h, qh), 1);
	assert_int_equal(kl_hand_remove(&h, qh), KL_OK);
	assert_int_equal(kl_hand_count(&h, qh), 0);
	before = h;
	assert_int_equal(kl_hand_remove(&h, qh), KL_ERULE);
	assert_true(kl_hand_equal(&h, &before));
	assert_int_equal(kl_hand_size(&h), 0);

	/* jokers are counted, not capped at two */
	assert_int_equal(kl_hand_add(&h, KL_JOKER), KL_OK);
	assert_int_equal(kl_hand_add(&h, KL_JOKER), KL_OK);
	assert_int_equal(kl_hand_add(&h, KL_JOKER), KL_OK);
	assert_int_equal(kl_hand_count(&h, KL_JOKER), 3);
	assert_int_equal(kl_hand_size(&h), 3);
	assert_int_equal(kl_hand_remove(&h, KL_JOKER), KL_OK);
	assert_int_equal(kl_hand_count(&h, KL_JOKER), 2);

	/* invalid cards are refused and never counted */
	before = h;
	assert_int_equal(kl_hand_add(&h, 53), KL_ERULE);
	assert_int_equal(kl_hand_add(&h, KL_NO_CARD), KL_ERULE);
	assert_int_equal(kl_hand_remove(&h, 60), KL_ERULE);
	assert_int_equal(kl_hand_count(&h, 53), 0);
	assert_true(kl_hand_equal(&h, &before));
}

static void
test_hand_joker_limit(void **state)
{
	kl_hand h = { 0 }, before;
	int i;

	(void)state;
	for (i = 0; i < 255; i++)
		assert_int_equal(kl_hand_add(&h, KL_JOKER), KL_OK);
	assert_int_equal(kl_hand_size(&h), 255);
	before = h;
	assert_int_equal(kl_hand_add(&h, KL_JOKER), KL_ERULE);
	assert_true(kl_hand_equal(&h, &before));
	assert_int_equal(kl_hand_count(&h, KL_JOKER), 255);
}

/* A small deterministic generator for the model test. */
static uint32_t
next_rand(uint32_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 17;
	*s ^= *s << 5;
	return *s;
}

/* Random adds and removes against a plain array of counts. */
static void
test_hand_model(void **state)
{
	int model[KL_NATURALS + 1];
	kl_hand h = { 0 };
	uint32_t seed = 12345;
	int step, c, total;

	(void)state;
	memset(model, 0, sizeof(model));
	for (step = 0; step < 20000; step++) {
		uint32_t r = next_rand(&seed);
		kl_card card = (kl_card)(r % (KL_NATURALS + 1));
		int limit = card == KL_JOKER ? 255 : KL_HAND_COPIES;

		if ((r >> 8) % 3 != 0) {
			int rc = kl_hand_add(&h, card);
			if (model[card] < limit) {
				assert_int_equal(rc, KL_OK);
				model[card]++;
			} else {
				assert_int_equal(rc, KL_ERULE);
			}
		} else {
			int rc = kl_hand_remove(&h, card);
			if (model[card] > 0) {
				assert_int_equal(rc, KL_OK);
				model[card]--;
			} else {
				assert_int_equal(rc, KL_ERULE);
			}
		}
		if (step % 97 == 0) {
			total = 0;
			for (c = 0; c <= KL_JOKER; c++) {
				assert_int_equal(kl_hand_count(&h, (kl_card)c),
				                 model[c]);
				total += model[c];
			}
			assert_int_equal(kl_hand_size(&h), total);
		}
	}
}

static void
test_hand_equal_hash(void **state)
{
	static const char *const orders[] = {
		"AS 10H JK QD QD KC 2S",
		"2S KC QD JK 10H QD AS",
		"QD QD JK KC AS 2S 10H",
	};
	kl_hand hands[3], other = { 0 };
	size_t i;
	int c;

	(void)state;
	for (i = 0; i < 3; i++) {
		kl_card cards[16];
		int g[16], ng, n, k;

		memset(&hands[i], 0, sizeof(hands[i]));
		n = expect_cards(orders[i], cards, g, &ng);
		for (k = 0; k < n; k++)
			assert_int_equal(kl_hand_add(&hands[i], cards[k]),
			                 KL_OK);
	}
	for (i = 1; i < 3; i++) {
		assert_true(kl_hand_equal(&hands[0], &hands[i]));
		assert_true(kl_hand_hash(&hands[0]) ==
		            kl_hand_hash(&hands[i]));
	}
	/* one copy fewer, or a joker fewer, is a different hand */
	other = hands[0];
	assert_int_equal(kl_hand_remove(&other, CARD(KL_DIAMONDS, KL_QUEEN)),
	                 KL_OK);
	assert_false(kl_hand_equal(&hands[0], &other));
	assert_true(kl_hand_hash(&hands[0]) != kl_hand_hash(&other));
	other = hands[0];
	assert_int_equal(kl_hand_remove(&other, KL_JOKER), KL_OK);
	assert_false(kl_hand_equal(&hands[0], &other));
	assert_false(kl_hand_equal(&other, &hands[0]));

	/* the hash is a function of the cards only: rebuilding a hand
	 * through add and remove gives the same value */
	for (c = 0; c <= KL_JOKER; c++) {
		kl_hand h = hands[0];
		uint64_t before = kl_hand_hash(&h);
		if (kl_hand_add(&h, (kl_card)c) != KL_OK)
			continue;
		assert_int_equal(kl_hand_remove(&h, (kl_card)c), KL_OK);
		assert_true(kl_hand_equal(&h, &hands[0]));
		assert_true(kl_hand_hash(&h) == before);
	}
}

static void
test_hand_cards_order(void **state)
{
	static const char in[] = "JK KC AS 10H 2S QD AH JK AS QD 3C";
	static const char want[] = "AS AS 2S AH 10H QD QD 3C KC JK JK";
	kl_card cards[16], expect[16], out[KL_CARDLIST_MAX];
	int g[16], ng, n, m, k;
	kl_hand h = { 0 };

	(void)state;
	n = expect_cards(in, cards, g, &ng);
	m = expect_cards(want, expect, g, &ng);
	for (k = 0; k < n; k++)
		assert_int_equal(kl_hand_add(&h, cards[k]), KL_OK);
	memset(out, 0xee, sizeof(out));
	assert_int_equal(kl_hand_cards(&h, out), m);
	assert_memory_equal(out, expect, (size_t)m);
	/* nothing written past the count */
	assert_int_equal(out[m], 0xee);

	memset(&h, 0, sizeof(h));
	assert_int_equal(kl_hand_cards(&h, out), 0);
}

/* kl_cardlist_hand ignores groups and counts every card. */
static void
test_cardlist_hand(void **state)
{
	const char *args[] = { "3H 4H 5H | QS QD QC | JK JK", "3H" };
	kl_cardlist list;
	kl_hand h, expect = { 0 };
	kl_error err;

	(void)state;
	assert_int_equal(kl_cards_parse(args, 2, NULL, &list, &err), KL_OK);
	assert_int_equal(list.n, 9);
	assert_int_equal(list.ngroups, 3);
	memset(&h, 0x55, sizeof(h));
	kl_cardlist_hand(&list, &h);
	assert_int_equal(kl_hand_size(&h), 9);
	assert_int_equal(kl_hand_count(&h, CARD(KL_HEARTS, KL_THREE)), 2);
	assert_int_equal(kl_hand_count(&h, KL_JOKER), 2);
	assert_int_equal(kl_hand_count(&h, CARD(KL_CLUBS, KL_QUEEN)), 1);
	kl_hand_add(&expect, CARD(KL_HEARTS, KL_THREE));
	kl_hand_add(&expect, CARD(KL_HEARTS, KL_THREE));
	kl_hand_add(&expect, CARD(KL_HEARTS, KL_FOUR));
	kl_hand_add(&expect, CARD(KL_HEARTS, KL_FIVE));
	kl_hand_add(&expect, CARD(KL_SPADES, KL_QUEEN));
	kl_hand_add(&expect, CARD(KL_DIAMONDS, KL_QUEEN));
	kl_hand_add(&expect, CARD(KL_CLUBS, KL_QUEEN));
	kl_hand_add(&expect, KL_JOKER);
	kl_hand_add(&expect, KL_JOKER);
	assert_true(kl_hand_equal(&h, &expect));
}

/* kl_cardlist_hand against kl_hand_add card by card, on random lists
 * with third copies, many jokers and numbers that are no card. */
static void
test_cardlist_hand_random(void **state)
{
	uint64_t x = 0x5eed;
	int round;

	(void)state;
	for (round = 0; round < 20000; round++) {
		kl_cardlist list;
		kl_hand h, expect;
		int i;

		list.n = (int)(next_random(&x) % 41);
		list.ngroups = 1;
		for (i = 0; i < list.n; i++) {
			unsigned r = next_random(&x) % 64;
			list.cards[i] = (kl_card)(r < 53 ? r : r < 60 ?
			                          KL_JOKER : 53 + r);
			list.group[i] = 0;
		}
		memset(&expect, 0, sizeof(expect));
		for (i = 0; i < list.n; i++)
			(void)kl_hand_add(&expect, list.cards[i]);
		kl_cardlist_hand(&list, &h);
		assert_true(kl_hand_equal(&h, &expect));
	}
}

static void
test_card_helpers(void **state)
{
	kl_card c = kl_card_make(KL_DIAMONDS, KL_JACK);

	(void)state;
	assert_int_equal(kl_card_suit(c), KL_DIAMONDS);
	assert_int_equal(kl_card_rank(c), KL_JACK);
	assert_int_equal(c, parse_one("JD"));
	assert_int_equal(kl_card_make(KL_SPADES, KL_ACE), 0);
	assert_int_equal(kl_card_make(KL_CLUBS, KL_KING), 51);
	assert_true(kl_card_is_joker(KL_JOKER));
	assert_false(kl_card_is_joker(51));
	assert_false(kl_card_is_joker(0));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_token_forms),
		cmocka_unit_test(test_token_length_bounds),
		cmocka_unit_test(test_token_errors),
		cmocka_unit_test(test_list_forms),
		cmocka_unit_test(test_default_limits),
		cmocka_unit_test(test_list_errors),
		cmocka_unit_test(test_error_messages_utf8),
		cmocka_unit_test(test_card_names),
		cmocka_unit_test(test_card_name_short_buffer),
		cmocka_unit_test(test_round_trip_every_card),
		cmocka_unit_test(test_full_deck),
		cmocka_unit_test(test_card_cmp_order),
		cmocka_unit_test(test_cards_sort),
		cmocka_unit_test(test_cards_sort_random),
		cmocka_unit_test(test_ascii_table),
		cmocka_unit_test(test_plain_hands),
		cmocka_unit_test(test_plain_hands_refused),
		cmocka_unit_test(test_plain_reading_edges),
		cmocka_unit_test(test_hand_add_remove),
		cmocka_unit_test(test_hand_joker_limit),
		cmocka_unit_test(test_hand_model),
		cmocka_unit_test(test_hand_equal_hash),
		cmocka_unit_test(test_hand_cards_order),
		cmocka_unit_test(test_cardlist_hand),
		cmocka_unit_test(test_cardlist_hand_random),
		cmocka_unit_test(test_card_helpers),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
