/*
 * fuzz_cards.c - libFuzzer target for the card language.
 *
 * The input is cut at NUL and newline bytes into 1..8 argument strings
 * (anything after the eighth cut is dropped), each copied into its own
 * allocation so that AddressSanitizer sees reads past any one of them.
 * The strings go through kl_cards_parse twice: with the default limits
 * and with limits picked from a hash of the input.  A successful parse
 * must satisfy the invariants below; any violation abort()s so that
 * libFuzzer records the input.  The whole input also goes to
 * kl_card_parse as one token.
 *
 * Checked after a successful kl_cards_parse:
 *  - 1 <= n <= max_cards, and n fits the list;
 *  - groups start at 0, step by 0 or 1 from card to card, never leave
 *    an empty group and end at ngroups - 1;
 *  - every card is a natural card or the joker, its names in both styles
 *    parse back to it, and its copies stay within the limits;
 *  - the multiset from kl_cardlist_hand has n cards, and kl_hand_cards
 *    lists the same cards as kl_cards_sort of the list;
 *  - writing the list back as canonical text and parsing that again gives
 *    the same cards and groups, and so does the same text glued (the
 *    names without separators, "|" between groups) and the text with
 *    every run of the typed order written as a range ("3-7H", "Q-AS"),
 *    and the text with every natural card in German words, the suit
 *    word first or last ("Herz Dame", "Dame Herz").
 * Checked after a failure: the code is KL_EINPUT and the message is a
 * non-empty, terminated, valid UTF-8 string without control characters
 * (it is printed to terminals and put into JSON as is, so it must not
 * carry raw bytes or escape sequences from the input).
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kl_card.h"

#define MAX_ARGS 8

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
check(int ok, const char *what)
{
	if (!ok) {
		fprintf(stderr, "fuzz_cards: invariant failed: %s\n", what);
		abort();
	}
}

static int
valid_utf8(const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t i = 0;

	while (i < n) {
		size_t len, k;

		if (p[i] < 0x80)
			len = 1;
		else if ((p[i] & 0xe0) == 0xc0)
			len = 2;
		else if ((p[i] & 0xf0) == 0xe0)
			len = 3;
		else if ((p[i] & 0xf8) == 0xf0)
			len = 4;
		else
			return 0;
		if (i + len > n)
			return 0;
		for (k = 1; k < len; k++)
			if ((p[i + k] & 0xc0) != 0x80)
				return 0;
		i += len;
	}
	return 1;
}

static void
check_error(int rc, const kl_error *err)
{
	size_t len, i;

	check(rc == KL_EINPUT, "a failed parse returns KL_EINPUT");
	check(err->code == KL_EINPUT, "err.code matches the return value");
	len = strnlen(err->msg, sizeof(err->msg));
	check(len > 0, "an error has a message");
	check(len < sizeof(err->msg), "the message is terminated");
	check(valid_utf8(err->msg, len), "the message is valid UTF-8");
	for (i = 0; i < len; i++) {
		unsigned char b = (unsigned char)err->msg[i];
		check(b >= 0x20 && b != 0x7f,
		      "the message holds no control characters");
	}
}

/* Write the list as canonical text: names separated by spaces, " | "
 * between groups (glued != 0: no spaces at all, "|" between groups).
 * Returns 0 if buf is too small. */
static int
list_text(const kl_cardlist *list, int style, int glued, char *buf,
          size_t size)
{
	size_t len = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < list->n; i++) {
		char name[KL_CARD_NAME_MAX];
		int split = i > 0 && list->group[i] != list->group[i - 1];
		const char *sep = i == 0 ? "" :
		    glued ? (split ? "|" : "") : (split ? " | " : " ");
		int w;

		kl_card_name(list->cards[i], style, name, sizeof(name));
		w = snprintf(buf + len, size - len, "%s%s", sep, name);
		if (w < 0 || (size_t)w >= size - len)
			return 0;
		len += (size_t)w;
	}
	return 1;
}

/* The step of card c in a run that has reached step prev: its rank, the
 * ace high (13) right after a king.  -1 for a joker. */
static int
run_step(kl_card c, int prev)
{
	if (c == KL_JOKER)
		return -1;
	if (kl_card_rank(c) == KL_ACE && prev == KL_KING)
		return KL_RANKS;
	return kl_card_rank(c);
}

/* Write the list with every run of two or more cards of one suit, in
 * the typed order and within a group, as a range "F-LS" (other cards as
 * their names), separated by spaces, " | " between groups.  Returns 0 if
 * buf is too small. */
static int
range_text(const kl_cardlist *list, char *buf, size_t size)
{
	size_t len = 0;
	int i = 0, j;

	buf[0] = '\0';
	while (i < list->n) {
		char first[KL_CARD_NAME_MAX], last[KL_CARD_NAME_MAX];
		const char *sep = i == 0 ? "" :
		    list->group[i] != list->group[i - 1] ? " | " : " ";
		int step = run_step(list->cards[i], -1), w;

		j = i;
		while (step >= 0 && j + 1 < list->n &&
		       list->group[j + 1] == list->group[i] &&
		       list->cards[j + 1] != KL_JOKER &&
		       kl_card_suit(list->cards[j + 1]) ==
		       kl_card_suit(list->cards[i]) &&
		       run_step(list->cards[j + 1], step % KL_RANKS) ==
		       step + 1 && j + 1 - i < KL_RANKS) {
			step++;
			j++;
		}
		kl_card_name(list->cards[i], KL_STYLE_ASCII, first,
		             sizeof(first));
		kl_card_name(list->cards[j], KL_STYLE_ASCII, last,
		             sizeof(last));
		if (j > i)
			/* "3H" and "7H" make "3-7H": the rank of the first */
			w = snprintf(buf + len, size - len, "%s%.*s-%s", sep,
			             (int)strlen(first) - 1, first, last);
		else
			w = snprintf(buf + len, size - len, "%s%s", sep,
			             first);
		if (w < 0 || (size_t)w >= size - len)
			return 0;
		len += (size_t)w;
		i = j + 1;
	}
	return 1;
}

/* Write the list with every natural card as two German words, the suit
 * word first (rank_first 0) or last, jokers as "JK", " | " between
 * groups.  Returns 0 if buf is too small. */
static int
word_text(const kl_cardlist *list, int rank_first, char *buf, size_t size)
{
	static const char *const suit_words[KL_SUITS] = {
		"Pik", "Herz", "Karo", "Kreuz"
	};
	static const char *const rank_words[KL_RANKS] = {
		"Ass", "2", "3", "4", "5", "6", "7", "8", "9", "10", "Bube",
		"Dame", "K\xc3\xb6nig"
	};
	size_t len = 0;
	int i, w;

	buf[0] = '\0';
	for (i = 0; i < list->n; i++) {
		kl_card c = list->cards[i];
		const char *sep = i == 0 ? "" :
		    list->group[i] != list->group[i - 1] ? " | " : ", ";

		if (c == KL_JOKER)
			w = snprintf(buf + len, size - len, "%sJK", sep);
		else if (rank_first)
			w = snprintf(buf + len, size - len, "%s%s %s", sep,
			             rank_words[kl_card_rank(c)],
			             suit_words[kl_card_suit(c)]);
		else
			w = snprintf(buf + len, size - len, "%s%s %s", sep,
			             suit_words[kl_card_suit(c)],
			             rank_words[kl_card_rank(c)]);
		if (w < 0 || (size_t)w >= size - len)
			return 0;
		len += (size_t)w;
	}
	return 1;
}

static void
check_list(const kl_cardlist *list, const kl_card_limits *lim)
{
	int copies[KL_NATURALS + 1];
	kl_card sorted[KL_CARDLIST_MAX], from_hand[KL_CARDLIST_MAX];
	char text[KL_CARDLIST_MAX * 16 + 1];
	const char *args[1] = { text };
	kl_cardlist again;
	kl_hand hand;
	kl_error err;
	int i, style;

	check(list->n >= 1, "a parsed list is not empty");
	check(list->n <= lim->max_cards, "n within max_cards");
	check(list->n <= KL_CARDLIST_MAX, "n within the list");
	check(list->ngroups >= 1 && list->ngroups <= list->n,
	      "1 <= ngroups <= n");
	check(list->group[0] == 0, "the first card is in group 0");
	for (i = 1; i < list->n; i++)
		check(list->group[i] == list->group[i - 1] ||
		      list->group[i] == list->group[i - 1] + 1,
		      "groups step by 0 or 1");
	check(list->group[list->n - 1] == list->ngroups - 1,
	      "the last card is in the last group");

	memset(copies, 0, sizeof(copies));
	for (i = 0; i < list->n; i++) {
		kl_card c = list->cards[i];

		check(c <= KL_JOKER, "cards are naturals or the joker");
		copies[c]++;
		for (style = KL_STYLE_ASCII; style <= KL_STYLE_UNICODE;
		     style++) {
			char name[KL_CARD_NAME_MAX];
			size_t n = kl_card_name(c, style, name, sizeof(name));
			kl_card back = KL_NO_CARD;

			check(n > 0 && n == strlen(name), "name length");
			check(kl_card_parse(name, n, &back, &err) == KL_OK,
			      "a card name parses");
			check(back == c, "a card name parses to its card");
		}
	}
	for (i = 0; i < KL_NATURALS; i++)
		check(copies[i] <= lim->decks, "copies within decks");
	check(copies[KL_JOKER] <= lim->jokers, "jokers within the limit");

	kl_cardlist_hand(list, &hand);
	check(kl_hand_size(&hand) == list->n, "the hand holds every card");
	memcpy(sorted, list->cards, (size_t)list->n);
	kl_cards_sort(sorted, (size_t)list->n);
	check(kl_hand_cards(&hand, from_hand) == list->n,
	      "kl_hand_cards lists every card");
	check(memcmp(sorted, from_hand, (size_t)list->n) == 0,
	      "kl_hand_cards and kl_cards_sort agree on display order");

	for (i = 0; i < 7; i++) {
		int rc;

		style = i % 2 ? KL_STYLE_UNICODE : KL_STYLE_ASCII;
		if (i < 4)
			check(list_text(list, style, i >= 2, text,
			                sizeof(text)), "the canonical text fits");
		else if (i == 4)
			check(range_text(list, text, sizeof(text)),
			      "the text with ranges fits");
		else
			check(word_text(list, i == 6, text, sizeof(text)),
			      "the text in words fits");
		rc = kl_cards_parse(args, 1, lim, &again, &err);
		check(rc == KL_OK, "the canonical text parses");
		check(again.n == list->n && again.ngroups == list->ngroups,
		      "the canonical text has the same shape");
		check(memcmp(again.cards, list->cards, (size_t)list->n) == 0,
		      "the canonical text has the same cards");
		check(memcmp(again.group, list->group, (size_t)list->n) == 0,
		      "the canonical text has the same groups");
	}
}

static void
parse_with(const char *const *args, int nargs, const kl_card_limits *lim)
{
	kl_cardlist list;
	kl_error err;
	int rc;

	memset(&err, 0, sizeof(err));
	rc = kl_cards_parse(args, nargs, lim, &list, &err);
	if (rc == KL_OK)
		check_list(&list, lim != NULL ? lim : &kl_card_limits_default);
	else
		check_error(rc, &err);
}

/* FNV-1a, to pick limits that follow the input but not its first bytes. */
static uint32_t
hash(const uint8_t *data, size_t size)
{
	uint32_t h = 2166136261u;
	size_t i;

	for (i = 0; i < size; i++)
		h = (h ^ data[i]) * 16777619u;
	return h;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *args[MAX_ARGS];
	int nargs = 0, i;
	size_t start = 0, pos;
	uint32_t h = hash(data, size);
	kl_card_limits lim;
	kl_card one;
	kl_error err;
	int rc;

	for (pos = 0; pos <= size && nargs < MAX_ARGS; pos++) {
		if (pos < size && data[pos] != '\0' && data[pos] != '\n')
			continue;
		args[nargs] = malloc(pos - start + 1);
		if (args[nargs] == NULL)
			abort();
		memcpy(args[nargs], data + start, pos - start);
		args[nargs][pos - start] = '\0';
		nargs++;
		start = pos + 1;
	}

	parse_with((const char *const *)args, nargs, NULL);
	parse_with((const char *const *)args, nargs, &kl_card_limits_default);
	lim.decks = 1 + (int)(h % 2);
	lim.jokers = (int)((h >> 1) % 5);
	lim.max_cards = 1 + (int)((h >> 4) % KL_CARDLIST_MAX);
	parse_with((const char *const *)args, nargs, &lim);
	/* the limits `klopf cards` uses: default packs, any length */
	lim = kl_card_limits_default;
	lim.max_cards = KL_CARDLIST_MAX;
	parse_with((const char *const *)args, nargs, &lim);

	for (i = 0; i < nargs; i++)
		free(args[i]);

	/* the raw input as one token; it need not be terminated */
	memset(&err, 0, sizeof(err));
	one = KL_NO_CARD;
	rc = kl_card_parse((const char *)data, size, &one, &err);
	if (rc == KL_OK) {
		char name[KL_CARD_NAME_MAX];
		kl_card back = KL_NO_CARD;
		size_t n;

		check(one <= KL_JOKER, "a token parses to a card");
		n = kl_card_name(one, KL_STYLE_ASCII, name, sizeof(name));
		check(kl_card_parse(name, n, &back, &err) == KL_OK &&
		      back == one, "a token's card name parses back");
	} else {
		check(one == KL_NO_CARD, "a failed parse leaves *out alone");
		check_error(rc, &err);
	}
	return 0;
}
