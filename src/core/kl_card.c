/*
 * kl_card.c - the card language of kl_card.h: cards to names, and typed
 * text to cards (one card, or a hand with glued cards, ranges, German
 * card words and groups).  Display order and the hand multiset are
 * kl_card_hand.c.
 */
#include "kl_card.h"

#include <stdio.h>
#include <string.h>

#include "kl_card_int.h"
#include "kl_utf8.h"

const kl_card_limits kl_card_limits_default = { 2, 2, KL_HAND_MAX, KL_STYLE_ASCII };

static const char *const rank_ascii[KL_RANKS] = {
	"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"
};
/* the German court letters: Bube, Dame (the king and the ace keep K
 * and A) */
static const char *const rank_german[KL_RANKS] = {
	"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "B", "D", "K"
};
static const char suit_ascii[KL_SUITS] = { 'S', 'H', 'D', 'C' };
static const char *const suit_symbol[KL_SUITS] = {
	"\xe2\x99\xa0", "\xe2\x99\xa5", "\xe2\x99\xa6", "\xe2\x99\xa3"
};
/* The names by the cards' numbers: the ranks of each suit, then the
 * joker. */
#define SUIT_NAMES(s) \
	"A" s, "2" s, "3" s, "4" s, "5" s, "6" s, "7" s, "8" s, "9" s, \
	"10" s, "J" s, "Q" s, "K" s
const char kl_card_ascii[KL_JOKER + 1][4] = {
	SUIT_NAMES("S"), SUIT_NAMES("H"), SUIT_NAMES("D"), SUIT_NAMES("C"),
	"JK"
};
#undef SUIT_NAMES

size_t
kl_card_name(kl_card c, int style, char *buf, size_t size)
{
	char name[KL_CARD_NAME_MAX];
	const char *rank;
	size_t n = 0;

	if (size == 0)
		return 0;
	/* no formatted print: names are written for every card of every
	 * line of a batch, where one would be most of the work */
	if (style == KL_STYLE_ASCII && c <= KL_JOKER && size >= 4) {
		memcpy(buf, kl_card_ascii[c], 4);
		return kl_card_ascii[c][2] != '\0' ? 3 : 2;
	}
	if (c == KL_JOKER || c >= KL_NATURALS) {
		name[n++] = c == KL_JOKER ? 'J' : '?';
		name[n++] = c == KL_JOKER ? 'K' : '?';
	} else {
		rank = rank_ascii[kl_card_rank(c)];
		if (style & KL_STYLE_GERMAN)
			rank = rank_german[kl_card_rank(c)];
		for (; *rank; rank++)
			name[n++] = *rank;
		if (style & KL_STYLE_UNICODE) {
			memcpy(name + n, suit_symbol[kl_card_suit(c)], 3);
			n += 3;
		} else {
			name[n++] = suit_ascii[kl_card_suit(c)];
		}
	}
	if (n > size - 1)
		n = size - 1;
	memcpy(buf, name, n);
	buf[n] = '\0';
	return n;
}

/* The suit of a suit code point (ASCII letters excluded), or -1. */
static int
suit_of_symbol(uint32_t cp)
{
	switch (cp) {
	case 0x2660: case 0x2664: return KL_SPADES;
	case 0x2665: case 0x2661: return KL_HEARTS;
	case 0x2666: case 0x2662: return KL_DIAMONDS;
	case 0x2663: case 0x2667: return KL_CLUBS;
	default: return -1;
	}
}

static int
suit_of_letter(uint32_t cp)
{
	switch (cp) {
	case 'S': case 's': return KL_SPADES;
	case 'H': case 'h': return KL_HEARTS;
	case 'D': case 'd': return KL_DIAMONDS;
	case 'C': case 'c': return KL_CLUBS;
	default: return -1;
	}
}

static int
is_joker_symbol(uint32_t cp)
{
	return cp == 0x1f0cf || cp == 0x1f0bf || cp == 0x1f0df;
}

/* Parse a rank text of n code points; returns the rank or -1. */
static int
rank_of(const uint32_t *cp, size_t n)
{
	uint32_t c;

	if (n == 2 && cp[0] == '1' && cp[1] == '0')
		return KL_TEN;
	if (n != 1)
		return -1;
	c = cp[0];
	if (c >= 'a' && c <= 'z')
		c -= 'a' - 'A';
	switch (c) {
	case 'A': return KL_ACE;
	case 'K': return KL_KING;
	case 'Q': case 'D': return KL_QUEEN;
	case 'J': case 'B': return KL_JACK;
	case 'T': return KL_TEN;
	default:
		if (c >= '2' && c <= '9')
			return (int)(c - '1');
		return -1;
	}
}

/* Write the code points cp[0..n-1] back as UTF-8 into buf for messages. */
static void
cp_text(const uint32_t *cp, size_t n, char *buf, size_t size)
{
	size_t i, o = 0;

	for (i = 0; i < n && o + 5 < size; i++) {
		uint32_t v = cp[i];
		if (v < 0x20 || (v >= 0x7f && v < 0xa0))
			v = '?'; /* never echo control characters */
		if (v < 0x80) {
			buf[o++] = (char)v;
		} else if (v < 0x800) {
			buf[o++] = (char)(0xc0 | (v >> 6));
			buf[o++] = (char)(0x80 | (v & 0x3f));
		} else if (v < 0x10000) {
			buf[o++] = (char)(0xe0 | (v >> 12));
			buf[o++] = (char)(0x80 | ((v >> 6) & 0x3f));
			buf[o++] = (char)(0x80 | (v & 0x3f));
		} else {
			buf[o++] = (char)(0xf0 | (v >> 18));
			buf[o++] = (char)(0x80 | ((v >> 12) & 0x3f));
			buf[o++] = (char)(0x80 | ((v >> 6) & 0x3f));
			buf[o++] = (char)(0x80 | (v & 0x3f));
		}
	}
	buf[o] = '\0';
}

static int
ascii_upper_eq(const uint32_t *cp, size_t n, const char *word)
{
	size_t i;

	for (i = 0; i < n; i++) {
		uint32_t c = cp[i];
		if (word[i] == '\0')
			return 0;
		if (c >= 'a' && c <= 'z')
			c -= 'a' - 'A';
		if (c != (unsigned char)word[i])
			return 0;
	}
	return word[n] == '\0';
}

#define TOKEN_CP_MAX 8

int
kl_card_parse(const char *tok, size_t len, kl_card *out, kl_error *err)
{
	uint32_t cp[TOKEN_CP_MAX];
	const uint32_t *rank_cp;
	size_t n = 0, off = 0, rank_n;
	int suit = -1, rank;
	char text[64];

	if (len == 0)
		return kl_error_set(err, KL_EINPUT, "empty card");
	while (off < len) {
		int32_t decoded;
		size_t k = kl_utf8_decode(tok + off, len - off, &decoded);
		uint32_t v = (uint32_t)decoded;
		if (k == 0)
			return kl_error_set(err, KL_EINPUT,
			                    "not valid UTF-8 text");
		off += k;
		if (v == 0xfe0f || v == 0xfe0e)
			continue; /* emoji/text presentation selectors */
		if (n == TOKEN_CP_MAX)
			return kl_error_set(err, KL_EINPUT,
			                    "too long to be a card");
		cp[n++] = v;
	}
	if (n == 0)
		return kl_error_set(err, KL_EINPUT, "empty card");
	if ((n == 1 && (cp[0] == '*' || is_joker_symbol(cp[0]))) ||
	    ascii_upper_eq(cp, n, "JK") || ascii_upper_eq(cp, n, "JO") ||
	    ascii_upper_eq(cp, n, "JOKER")) {
		*out = KL_JOKER;
		return KL_OK;
	}

	/* Find the suit: a symbol first or last, else an ASCII letter last. */
	rank_cp = cp;
	rank_n = n;
	if (suit_of_symbol(cp[0]) >= 0) {
		suit = suit_of_symbol(cp[0]);
		rank_cp = cp + 1;
		rank_n = n - 1;
	} else if (suit_of_symbol(cp[n - 1]) >= 0) {
		suit = suit_of_symbol(cp[n - 1]);
		rank_n = n - 1;
	} else if (n >= 2 && rank_of(cp, n - 1) >= 0) {
		suit = suit_of_letter(cp[n - 1]);
		rank_n = n - 1;
		if (suit < 0) {
			cp_text(cp + n - 1, 1, text, sizeof(text));
			return kl_error_set(err, KL_EINPUT,
			    "unknown suit \"%s\" (suits are S H D C or "
			    "\xe2\x99\xa0 \xe2\x99\xa5 \xe2\x99\xa6 "
			    "\xe2\x99\xa3)", text);
		}
	} else if (rank_of(cp, n) >= 0) {
		return kl_error_set(err, KL_EINPUT,
		    "missing suit (add S, H, D or C, e.g. \"%sH\")",
		    rank_ascii[rank_of(cp, n)]);
	} else if (n == 1 && cp[0] == '1') {
		return kl_error_set(err, KL_EINPUT,
		    "there is no rank 1; did you mean A or 10 (and a suit)?");
	} else if (n == 1 && suit_of_letter(cp[0]) >= 0) {
		return kl_error_set(err, KL_EINPUT,
		                    "missing rank before the suit");
	} else if (n >= 2 && suit_of_letter(cp[n - 1]) >= 0) {
		/* A suit letter with a rank we do not know: say so below. */
		suit = suit_of_letter(cp[n - 1]);
		rank_n = n - 1;
	}

	if (rank_n == 0)
		return kl_error_set(err, KL_EINPUT,
		                    "missing rank before the suit");
	if (rank_n == 1 && rank_cp[0] == '1' && suit >= 0)
		return kl_error_set(err, KL_EINPUT,
		    "there is no rank 1; did you mean A%c or 10%c?",
		    suit_ascii[suit], suit_ascii[suit]);
	rank = rank_of(rank_cp, rank_n);
	if (rank < 0 || suit < 0) {
		cp_text(rank_cp, suit >= 0 ? rank_n : n, text, sizeof(text));
		return kl_error_set(err, KL_EINPUT,
		    "unknown rank \"%s\" (ranks are A K Q J 10 9 8 7 6 5 4 3 2,"
		    " also T, B, D)", text);
	}
	*out = kl_card_make(suit, rank);
	return KL_OK;
}

static int
is_separator(unsigned char c)
{
	return c == ' ' || c == ',' || c == '\t' || c == '\n' || c == '\r' ||
	       c == ';';
}

/* What the reader of a hand finds next. */
enum { READ_END, READ_BAR, READ_CARD, READ_ERROR };

/* Room for a piece of typed text as a message quotes it. */
#define SHOWN_MAX 48
/* The most code points one piece of a glued token can take ("JOKER",
 * or a range such as "10-10H"). */
#define PEEK_MAX 6

/*
 * Write the typed text s[0..n-1] into buf (SHOWN_MAX bytes) as messages
 * quote it: bytes of invalid UTF-8 as \xNN, control characters as '?',
 * and text longer than 24 bytes cut to its first 20 or so and "...".
 */
static void
show(const char *s, size_t n, char *buf)
{
	size_t k, o = 0;
	int valid = kl_utf8_valid(s, n);

	for (k = 0; k < n && o + 5 < SHOWN_MAX; k++) {
		unsigned char b = (unsigned char)s[k];
		if (!valid && b >= 0x80)
			o += (size_t)snprintf(buf + o, SHOWN_MAX - o, "\\x%02x",
			                      b);
		else if (b < 0x20 || b == 0x7f)
			buf[o++] = '?';
		else
			buf[o++] = (char)b;
	}
	buf[o] = '\0';
	if (n > 24) {
		size_t cut = 20;
		while (cut > 0 && ((unsigned char)buf[cut] & 0xc0) == 0x80)
			cut--;
		snprintf(buf + cut, SHOWN_MAX - cut, "...");
	}
}

/*
 * Decode at most max code points of s[off..len-1], passing over the
 * presentation selectors: cp[k] is the k-th and end[k] the byte after it
 * and after the selectors that follow it.  Returns how many were decoded
 * (fewer at the end of s or at a byte that is not UTF-8).
 */
static size_t
peek(const char *s, size_t len, size_t off, uint32_t *cp, size_t *end,
     size_t max)
{
	size_t n = 0;

	while (off < len) {
		int32_t v;
		size_t k = kl_utf8_decode(s + off, len - off, &v);

		if (k == 0)
			break;
		off += k;
		if (v == 0xfe0f || v == 0xfe0e) {
			if (n > 0)
				end[n - 1] = off;
			continue;
		}
		if (n == max)
			break;
		cp[n] = (uint32_t)v;
		end[n] = off;
		n++;
	}
	return n;
}

/* The code points a rank takes at cp[0..n-1]: 2 for "10", else 1 (0 when
 * n is 0).  Whether it is a rank at all is kl_card_parse's to say. */
static size_t
rank_width(const uint32_t *cp, size_t n)
{
	if (n >= 2 && cp[0] == '1' && cp[1] == '0')
		return 2;
	return n > 0 ? 1 : 0;
}

/* The suit of a suit letter or symbol, or -1. */
static int
suit_of_any(uint32_t cp)
{
	return suit_of_letter(cp) >= 0 ? suit_of_letter(cp) :
	       suit_of_symbol(cp);
}

/*
 * Read a range (a run of one suit) from cp[0..n-1], whose first rank
 * starts at cp[at] and is followed by '-' (the caller has seen both);
 * suit is the suit typed before the first rank, or -1 when it must come
 * after the last one.  On success stores the first card in *out and the
 * last step in *last (steps count ranks from the ace low at 0 to the ace
 * high at 13) and returns KL_OK; otherwise returns KL_EINPUT with the
 * reason in why.  Either way *used is the code points read.
 */
static int
read_range(const uint32_t *cp, size_t n, size_t at, int suit,
           kl_card *out, int *last, size_t *used, kl_error *why)
{
	size_t w1 = rank_width(cp + at, n - at), k, w2;
	int from = rank_of(cp + at, w1), to, up;
	char text[64];

	k = at + w1 + 1;
	w2 = rank_width(cp + k, n - k);
	*used = k + w2;
	if (w2 == 0)
		return kl_error_set(why, KL_EINPUT, "a range needs a rank "
		                    "after the '-', as in \"3-7H\"");
	to = rank_of(cp + k, w2);
	if (to < 0) {
		cp_text(cp + k, w2, text, sizeof(text));
		return kl_error_set(why, KL_EINPUT,
		    "unknown rank \"%s\" (ranks are A K Q J 10 9 8 7 6 5 4 3 "
		    "2, also T, B, D)", text);
	}
	if (suit < 0) {
		if (k + w2 == n)
			return kl_error_set(why, KL_EINPUT,
			    "missing suit after the range (add S, H, D or C, "
			    "e.g. \"%s-%sH\")", rank_ascii[from],
			    rank_ascii[to]);
		suit = suit_of_any(cp[k + w2]);
		*used = k + w2 + 1;
		if (suit < 0) {
			cp_text(cp + k + w2, 1, text, sizeof(text));
			return kl_error_set(why, KL_EINPUT,
			    "unknown suit \"%s\" (suits are S H D C or "
			    "\xe2\x99\xa0 \xe2\x99\xa5 \xe2\x99\xa6 "
			    "\xe2\x99\xa3)", text);
		}
	}
	if (to == KL_ACE)
		to = KL_RANKS; /* an ace at the end of a run is high */
	if (to - from + 1 > KL_RANKS)
		return kl_error_set(why, KL_EINPUT, "the range holds %d cards, "
		                    "but a suit has only %d", to - from + 1,
		                    KL_RANKS);
	if (to == from)
		return kl_error_set(why, KL_EINPUT, "the range holds only one "
		                    "card; write it as \"%s%c\"",
		                    rank_ascii[from], suit_ascii[suit]);
	if (to < from) {
		/* up from the start over the ace to the end is the shorter
		 * way: the range goes around the corner (K-2) */
		up = to + KL_RANKS - from + 1;
		if (up < from - to + 1)
			return kl_error_set(why, KL_EINPUT, "the range goes "
			    "around the corner, which a run may not do (the "
			    "ace is either below the two or above the king)");
		return kl_error_set(why, KL_EINPUT, "the range runs backwards; "
		                    "did you mean \"%s-%s%c\"?", rank_ascii[to],
		                    rank_ascii[from], suit_ascii[suit]);
	}
	*out = kl_card_make(suit, from);
	*last = to;
	return KL_OK;
}

/*
 * Read the piece that starts at byte off of the glued token s (len bytes
 * of valid UTF-8): a joker (JOKER, JK, JO, * or a joker symbol), a range
 * (rank-rank and a suit, or a suit and rank-rank), a suit symbol and a
 * rank, or else a rank ("10" or one character) and a suit.  Stores the
 * (first) card in *out and in *last the last step of a range or -1 for
 * one card, and returns KL_OK; or returns KL_EINPUT with the reason in
 * why.  Either way *next is the byte after the text taken for the piece
 * (what a message quotes) and *ranged says whether it was a range.
 */
static int
read_piece(const char *s, size_t len, size_t off, kl_card *out, int *last,
           size_t *next, int *ranged, kl_error *why)
{
	uint32_t cp[PEEK_MAX];
	size_t end[PEEK_MAX], n, w, w1;
	int rc;

	*last = -1;
	*ranged = 0;
	n = peek(s, len, off, cp, end, PEEK_MAX);
	if (n == 0) {
		*next = len;
		return kl_error_set(why, KL_EINPUT, "empty card");
	}
	w1 = rank_width(cp, n);
	if (n > w1 && cp[w1] == '-' && rank_of(cp, w1) >= 0) {
		*ranged = 1;
		rc = read_range(cp, n, 0, -1, out, last, &w, why);
		*next = end[w - 1];
		return rc;
	}
	w1 = rank_width(cp + 1, n - 1);
	if (suit_of_any(cp[0]) >= 0 && n > 1 + w1 && cp[1 + w1] == '-' &&
	    rank_of(cp + 1, w1) >= 0) {
		*ranged = 1;
		rc = read_range(cp, n, 1, suit_of_any(cp[0]), out, last, &w,
		                why);
		*next = end[w - 1];
		return rc;
	}
	if (n >= 5 && ascii_upper_eq(cp, 5, "JOKER"))
		w = 5;
	else if (n >= 2 && (ascii_upper_eq(cp, 2, "JK") ||
	                    ascii_upper_eq(cp, 2, "JO")))
		w = 2;
	else if (cp[0] == '*' || is_joker_symbol(cp[0]))
		w = 1;
	else if (suit_of_symbol(cp[0]) >= 0)
		w = 1 + rank_width(cp + 1, n - 1);
	else
		w = rank_width(cp, n) + (n > rank_width(cp, n) ? 1 : 0);
	*next = end[w - 1];
	return kl_card_parse(s + off, end[w - 1] - off, out, why);
}

/* The characters of s[0..n-1] as a reader counts them: code points other
 * than the presentation selectors. */
static size_t
count_chars(const char *s, size_t n)
{
	size_t off = 0, count = 0;

	while (off < n) {
		int32_t v;
		size_t k = kl_utf8_decode(s + off, n - off, &v);

		if (k == 0)
			k = 1;
		else if (v == 0xfe0f || v == 0xfe0e)
			count--;
		count++;
		off += k;
	}
	return count;
}

/* The longest card word in bytes ("Koenig" with a decomposed umlaut and
 * room to spare); longer tokens are never words. */
#define WORD_MAX 20

/*
 * The token s[0..n-1] as a word key in key (WORD_MAX + 1 bytes): ASCII
 * letters in lower case, digits as they are, and "ö" (also "o" and a
 * combining diaeresis) as "oe".  Returns 1, or 0 when the token holds
 * any other character or is longer than WORD_MAX bytes.
 */
static int
word_key(const char *s, size_t n, char *key)
{
	size_t off = 0, o = 0;

	if (n > WORD_MAX)
		return 0;
	while (off < n) {
		int32_t v;
		size_t k = kl_utf8_decode(s + off, n - off, &v);

		if (k == 0)
			return 0;
		off += k;
		if (v >= 'A' && v <= 'Z')
			v += 'a' - 'A';
		if ((v >= 'a' && v <= 'z') || (v >= '0' && v <= '9')) {
			key[o++] = (char)v;
		} else if (v == 0xf6 || v == 0xd6) {
			key[o++] = 'o';
			key[o++] = 'e';
		} else if (v == 0x308 && o > 0 && key[o - 1] == 'o') {
			key[o++] = 'e';
		} else {
			return 0;
		}
	}
	key[o] = '\0';
	return 1;
}

/* The suit a German suit word names (herz, karo, pik, kreuz, treff), or
 * -1. */
static int
suit_of_word(const char *key)
{
	if (strcmp(key, "herz") == 0)
		return KL_HEARTS;
	if (strcmp(key, "karo") == 0)
		return KL_DIAMONDS;
	if (strcmp(key, "pik") == 0)
		return KL_SPADES;
	if (strcmp(key, "kreuz") == 0 || strcmp(key, "treff") == 0)
		return KL_CLUBS;
	return -1;
}

/* The rank a German rank word names (ass, as, koenig, konig, dame,
 * bube), or -1. */
static int
rank_of_name(const char *key)
{
	if (strcmp(key, "ass") == 0 || strcmp(key, "as") == 0)
		return KL_ACE;
	if (strcmp(key, "koenig") == 0 || strcmp(key, "konig") == 0)
		return KL_KING;
	if (strcmp(key, "dame") == 0)
		return KL_QUEEN;
	if (strcmp(key, "bube") == 0)
		return KL_JACK;
	return -1;
}

/* The rank of a word that can stand with a suit word: a German rank
 * word, a number 2 to 10 or a rank letter; -1 for anything else. */
static int
rank_of_word(const char *key)
{
	uint32_t cp[2];
	size_t n = strlen(key), i;

	if (rank_of_name(key) >= 0)
		return rank_of_name(key);
	if (n > 2)
		return -1;
	for (i = 0; i < n; i++)
		cp[i] = (unsigned char)key[i];
	return rank_of(cp, n);
}

/*
 * The reader of a typed hand: walks the argument strings token by token
 * (a token is a stretch without separators and '|') and splits a token
 * that is not one card into the cards it holds.
 */
typedef struct card_reader {
	const char *const *args;
	int nargs;
	int arg;           /* the argument read next */
	size_t at;         /* and its next byte */
	const char *tok;   /* the glued token being split, or NULL */
	size_t len, off;   /* its length and its next byte */
	int run_suit;      /* the range being given out: its suit, */
	int run_next;      /* the step of its next card */
	int run_last;      /* and its last step (below run_next: none) */
	int pos;           /* cards read so far */
	int named_ok;      /* a joker may be named ("JK=7S") */
	kl_card named;     /* the card the last joker was named for, or
	                      KL_NO_CARD */
	char shown[SHOWN_MAX]; /* the text of the last card, for messages */
} card_reader;

/*
 * Pass over separators from (*arg, *at).  At a token, store where it
 * lies in *tok and *len, move past it and return READ_CARD; at a '|'
 * move past it and return READ_BAR; return READ_END after the last
 * argument.  *hard is set to 1 if a comma or semicolon was passed (the
 * end of an argument and blanks leave it 0).
 */
static int
next_token(const char *const *args, int nargs, int *arg, size_t *at,
           const char **tok, size_t *len, int *hard)
{
	*hard = 0;
	for (; *arg < nargs; (*arg)++, *at = 0) {
		const char *s = args[*arg];

		while (s[*at] != '\0' && is_separator((unsigned char)s[*at])) {
			if (s[*at] == ',' || s[*at] == ';')
				*hard = 1;
			(*at)++;
		}
		if (s[*at] == '\0')
			continue;
		if (s[*at] == '|') {
			(*at)++;
			return READ_BAR;
		}
		*tok = s + *at;
		while (s[*at] != '\0' && !is_separator((unsigned char)s[*at]) &&
		       s[*at] != '|')
			(*at)++;
		*len = (size_t)(s + *at - *tok);
		return READ_CARD;
	}
	return READ_END;
}

/*
 * Read a card of two words that starts with the token tok (len bytes),
 * just taken from the hand: a German suit word and the rank after it
 * ("Herz Dame", "Pik As", "Karo 10"), or a rank that is no card by
 * itself and the suit word after it ("Dame Herz", "10 Karo").  The two
 * words stand apart by blanks or in two arguments, never by a comma or
 * a semicolon.  Returns READ_CARD with the card in *out (the second word
 * taken from the hand too), READ_ERROR with a message in err for a suit
 * word without a rank or a German rank word without a suit word, and
 * READ_END when tok starts no card of words (nothing taken).
 */
static int
read_words(card_reader *r, const char *tok, size_t len, kl_card *out,
           kl_error *err)
{
	char key[WORD_MAX + 1], key2[WORD_MAX + 1];
	char first[SHOWN_MAX], second[SHOWN_MAX];
	const char *tok2 = NULL;
	size_t len2 = 0;
	int arg2 = r->arg, hard, kind, suit, rank;
	size_t at2 = r->at;
	kl_card single;

	if (!word_key(tok, len, key))
		return READ_END;
	kind = next_token(r->args, r->nargs, &arg2, &at2, &tok2, &len2,
	                  &hard);
	if (kind != READ_CARD || hard || !word_key(tok2, len2, key2))
		key2[0] = '\0';
	suit = suit_of_word(key);
	rank = rank_of_word(key2);
	if (suit < 0) {
		/* a rank first: only one that is no card by itself */
		rank = rank_of_word(key);
		suit = suit_of_word(key2);
		if (rank < 0 || kl_card_parse(tok, len, &single, NULL) == KL_OK)
			return READ_END;
		if (suit < 0 && rank_of_name(key) >= 0) {
			show(tok, len, first);
			kl_error_set(err, KL_EINPUT, "card %d \"%s\": a German "
			    "rank needs its suit word before or after it, as "
			    "in \"Herz Dame\" or \"Dame Herz\"", r->pos + 1,
			    first);
			return READ_ERROR;
		}
		if (suit < 0)
			return READ_END;
	}
	show(tok, len, first);
	if (rank < 0 && (kind != READ_CARD || hard)) {
		kl_error_set(err, KL_EINPUT, "card %d \"%s\": a suit word "
		    "needs its rank after it, as in \"Herz Dame\"", r->pos + 1,
		    first);
		return READ_ERROR;
	}
	show(tok2, len2, second);
	if (rank < 0) {
		kl_error_set(err, KL_EINPUT, "card %d \"%s %s\": \"%s\" is no "
		    "rank (after a suit word write Ass, K\xc3\xb6nig, Dame, "
		    "Bube, a number from 2 to 10 or a rank letter)", r->pos + 1,
		    first, second, second);
		return READ_ERROR;
	}
	r->arg = arg2;
	r->at = at2;
	snprintf(r->shown, SHOWN_MAX, "%.*s %.*s", (int)len, tok, (int)len2,
	         tok2);
	*out = kl_card_make(suit, rank);
	r->pos++;
	return READ_CARD;
}

/*
 * Read a joker named for the card it stands for, the token tok (len
 * bytes) just taken from the hand: "JK=7S", a joker, '=' and one natural
 * card.  Returns READ_CARD with KL_JOKER in *out and the card in
 * r->named, READ_ERROR with a message in err for a token with '=' that
 * is no such joker (or where no joker may be named), and READ_END for a
 * token without '='.
 */
static int
read_named(card_reader *r, const char *tok, size_t len, kl_card *out,
           kl_error *err)
{
	const char *eq = memchr(tok, '=', len);
	size_t left;
	kl_card joker, card;
	kl_error why;

	if (eq == NULL)
		return READ_END;
	left = (size_t)(eq - tok);
	show(tok, len, r->shown);
	if (!r->named_ok) {
		kl_error_set(err, KL_EINPUT, "card %d \"%s\": a joker is named "
		             "for a card (JK=7S) only in a meld", r->pos + 1,
		             r->shown);
		return READ_ERROR;
	}
	if (kl_card_parse(tok, left, &joker, &why) != KL_OK ||
	    joker != KL_JOKER) {
		kl_error_set(err, KL_EINPUT, "card %d \"%s\": only a joker is "
		             "named for a card, as in JK=7S", r->pos + 1,
		             r->shown);
		return READ_ERROR;
	}
	if (kl_card_parse(eq + 1, len - left - 1, &card, &why) != KL_OK ||
	    card == KL_JOKER) {
		kl_error_set(err, KL_EINPUT, "card %d \"%s\": a joker is named "
		             "for one natural card, as in JK=7S", r->pos + 1,
		             r->shown);
		return READ_ERROR;
	}
	*out = KL_JOKER;
	r->named = card;
	r->pos++;
	return READ_CARD;
}

/*
 * Read the next card of the hand.  Returns READ_CARD with the card in
 * *out (its typed text in r->shown, r->pos counting it), READ_BAR after a
 * '|', READ_END at the end, or READ_ERROR with a message naming the
 * card's position and text in err (the rest of its token is dropped).
 */
static int
reader_next(card_reader *r, kl_card *out, kl_error *err)
{
	kl_error why, piece_why;
	char piece[SHOWN_MAX], whole[SHOWN_MAX];
	size_t next;
	int kind, last, ranged, hard;

	if (r->run_next <= r->run_last) {
		*out = kl_card_make(r->run_suit, r->run_next % KL_RANKS);
		r->run_next++;
		r->pos++;
		return READ_CARD;
	}
	if (r->tok == NULL) {
		const char *tok;
		size_t len;

		kind = next_token(r->args, r->nargs, &r->arg, &r->at, &tok,
		                  &len, &hard);
		if (kind != READ_CARD)
			return kind;
		if ((kind = read_named(r, tok, len, out, err)) != READ_END)
			return kind;
		if ((kind = read_words(r, tok, len, out, err)) != READ_END)
			return kind;
		show(tok, len, r->shown);
		if (kl_card_parse(tok, len, out, &why) == KL_OK) {
			r->pos++;
			return READ_CARD;
		}
		/* a token whose first card cannot be read (and is no range)
		 * is one bad card */
		if (!kl_utf8_valid(tok, len) ||
		    (read_piece(tok, len, 0, out, &last, &next, &ranged,
		                &piece_why) != KL_OK && !ranged)) {
			kl_error_set(err, KL_EINPUT, "card %d \"%s\": %s",
			             r->pos + 1, r->shown, why.msg);
			return READ_ERROR;
		}
		r->tok = tok;
		r->len = len;
		r->off = 0;
	}
	if (read_piece(r->tok, r->len, r->off, out, &last, &next, &ranged,
	               &why) != KL_OK) {
		show(r->tok + r->off, next - r->off, piece);
		show(r->tok, r->len, whole);
		if (r->off == 0 && next == r->len)
			kl_error_set(err, KL_EINPUT, "card %d \"%s\": %s",
			             r->pos + 1, piece, why.msg);
		else
			kl_error_set(err, KL_EINPUT,
			    "card %d \"%s\" (in \"%s\" from character %zu): "
			    "%s", r->pos + 1, piece, whole,
			    count_chars(r->tok, r->off) + 1, why.msg);
		r->tok = NULL;
		return READ_ERROR;
	}
	show(r->tok + r->off, next - r->off, r->shown);
	r->off = next;
	if (r->off >= r->len)
		r->tok = NULL;
	if (last >= 0) {
		r->run_suit = kl_card_suit(*out);
		r->run_next = kl_card_rank(*out) + 1;
		r->run_last = last;
	}
	r->pos++;
	return READ_CARD;
}

/*
 * The refusal of a hand longer than limits allow, read up to its first
 * card too many: counts the cards after it (a piece that cannot be read
 * as one) and returns KL_EINPUT with the total and the limit in err.
 */
static int
refuse_too_many(card_reader *r, const kl_card_limits *limits,
                kl_error *err)
{
	int total = r->pos, kind;
	kl_card c;
	kl_error ignored;

	while ((kind = reader_next(r, &c, &ignored)) != READ_END)
		if (kind == READ_CARD || kind == READ_ERROR)
			total++;
	return kl_error_set(err, KL_EINPUT,
	                    "%d cards, but a hand holds at most %d", total,
	                    limits->max_cards);
}

/* kl_cards_parse, with jokers named for a card where named_ok says. */
static int
parse_list(const char *const *args, int nargs, const kl_card_limits *limits,
           int named_ok, kl_cardlist *out, kl_error *err)
{
	card_reader r;
	int copies[KL_NATURALS + 1];
	int group_open = 0; /* cards in the current group */
	int kind;
	kl_card c;
	char name[KL_CARD_NAME_MAX];

	if (limits == NULL)
		limits = &kl_card_limits_default;
	if (kl_cards_read_plain(args, nargs, limits, out)) {
		memset(out->named, KL_NO_CARD, sizeof(out->named));
		return KL_OK;
	}
	memset(copies, 0, sizeof(copies));
	memset(&r, 0, sizeof(r));
	r.args = args;
	r.nargs = nargs;
	r.run_last = -1;
	r.named_ok = named_ok;
	r.named = KL_NO_CARD;
	out->n = 0;
	out->ngroups = 1;
	while ((kind = reader_next(&r, &c, err)) != READ_END) {
		if (kind == READ_ERROR)
			return KL_EINPUT;
		if (kind == READ_BAR) {
			if (group_open == 0 && r.pos == 0)
				return kl_error_set(err, KL_EINPUT,
				    "empty group: the hand starts with '|'");
			if (group_open == 0)
				return kl_error_set(err, KL_EINPUT,
				    "empty group: '|' must stand between "
				    "cards (after card %d)", r.pos);
			if (out->ngroups == 255)
				return kl_error_set(err, KL_EINPUT,
				                    "too many groups");
			out->ngroups++;
			group_open = 0;
			continue;
		}
		copies[c]++;
		if (c == KL_JOKER && copies[c] > limits->jokers) {
			if (limits->jokers == 0)
				return kl_error_set(err, KL_EINPUT,
				    "card %d \"%s\": these rules play without "
				    "jokers", r.pos, r.shown);
			return kl_error_set(err, KL_EINPUT,
			    "card %d \"%s\": joker number %d, but the deck "
			    "has only %d", r.pos, r.shown, copies[c],
			    limits->jokers);
		}
		if (c != KL_JOKER && copies[c] > limits->decks) {
			kl_card_name(c, limits->style, name, sizeof(name));
			return kl_error_set(err, KL_EINPUT, kl_error_plural(
			    "card %d \"%s\": copy number %d of %s, but %d "
			    "pack of cards holds only %d",
			    "card %d \"%s\": copy number %d of %s, but %d "
			    "packs of cards hold only %d", limits->decks),
			    r.pos, r.shown, copies[c], name, limits->decks,
			    limits->decks);
		}
		if (r.pos > limits->max_cards || r.pos > KL_CARDLIST_MAX)
			return refuse_too_many(&r, limits, err);
		out->cards[out->n] = c;
		out->group[out->n] = (uint8_t)(out->ngroups - 1);
		out->named[out->n] = r.named;
		r.named = KL_NO_CARD;
		out->n++;
		group_open++;
	}
	if (out->n == 0)
		return kl_error_set(err, KL_EINPUT, "empty hand: no cards given");
	if (group_open == 0)
		return kl_error_set(err, KL_EINPUT,
		    "empty group: the hand ends with '|'");
	return KL_OK;
}

int
kl_cards_parse(const char *const *args, int nargs,
               const kl_card_limits *limits, kl_cardlist *out,
               kl_error *err)
{
	return parse_list(args, nargs, limits, 0, out, err);
}

int
kl_cards_parse_named(const char *const *args, int nargs,
                     const kl_card_limits *limits, kl_cardlist *out,
                     kl_error *err)
{
	return parse_list(args, nargs, limits, 1, out, err);
}
