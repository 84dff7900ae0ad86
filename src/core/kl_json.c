/* kl_json.c - the JSON writer (see kl_json.h). */
#include "kl_json.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void
kl_json_init(kl_json *j)
{
	memset(j, 0, sizeof(*j));
}

void
kl_json_free(kl_json *j)
{
	free(j->buf);
	memset(j, 0, sizeof(*j));
}

/* room's slow way: grow the buffer to hold n more bytes and a NUL. */
static char *
grow(kl_json *j, size_t n)
{
	char *p;
	size_t cap;

	if (j->failed)
		return NULL;
	cap = j->cap ? j->cap : 256;
	while (cap < j->len + n + 1)
		cap *= 2;
	p = realloc(j->buf, cap);
	if (p == NULL) {
		j->failed = 1;
		return NULL;
	}
	j->buf = p;
	j->cap = cap;
	return j->buf + j->len;
}

/* Make room for n more bytes and the NUL after them; returns where they
 * go, or NULL (j failed: out of memory, or failed before). */
static inline char *
room(kl_json *j, size_t n)
{
	if (j->failed || j->len + n + 1 > j->cap)
		return grow(j, n);
	return j->buf + j->len;
}

/* Append n bytes; on failure mark j failed.  The bytes are copied one by
 * one: what is written is mostly a few bytes at a time, where a call of
 * memcpy costs more than the copy. */
static void
put(kl_json *j, const char *s, size_t n)
{
	char *p = room(j, n);
	size_t i;

	if (p == NULL)
		return;
	for (i = 0; i < n; i++)
		p[i] = s[i];
	p[n] = '\0';
	j->len += n;
}

static void
puts_(kl_json *j, const char *s)
{
	put(j, s, strlen(s));
}

/* Before any value: the comma that separates it from the one before,
 * unless it follows its key. */
static void
value_start(kl_json *j)
{
	if (j->after_key) {
		j->after_key = 0;
		return;
	}
	if (j->count[j->depth])
		put(j, ",", 1);
	j->count[j->depth] = 1;
}

/* The bytes a JSON string must escape: '"', '\\' and the controls. */
static const unsigned char escaped[256] = {
	[0x00] = 1, [0x01] = 1, [0x02] = 1, [0x03] = 1, [0x04] = 1, [0x05] = 1,
	[0x06] = 1, [0x07] = 1, [0x08] = 1, [0x09] = 1, [0x0a] = 1, [0x0b] = 1,
	[0x0c] = 1, [0x0d] = 1, [0x0e] = 1, [0x0f] = 1, [0x10] = 1, [0x11] = 1,
	[0x12] = 1, [0x13] = 1, [0x14] = 1, [0x15] = 1, [0x16] = 1, [0x17] = 1,
	[0x18] = 1, [0x19] = 1, [0x1a] = 1, [0x1b] = 1, [0x1c] = 1, [0x1d] = 1,
	[0x1e] = 1, [0x1f] = 1, ['"'] = 1, ['\\'] = 1,
};

/* Does the word w hold a byte that JSON escapes (a control, '"' or
 * '\\')?  Eight bytes at a time: a byte below 0x20 borrows into its top
 * bit when 0x20 is taken from it, and '"' and '\\' become such a byte
 * when the word is xored with them; the test says exactly whether any
 * byte is one. */
static inline int
word_escapes(uint64_t w)
{
	const uint64_t ones = UINT64_C(0x0101010101010101);
	const uint64_t tops = UINT64_C(0x8080808080808080);
	uint64_t q = w ^ (ones * '"'), b = w ^ (ones * '\\');

	return ((((w - ones * 0x20) & ~w) | ((q - ones) & ~q) |
	         ((b - ones) & ~b)) & tops) != 0;
}

/* s quoted, with escapes, and then the byte after (0: none). */
static void
quoted(kl_json *j, const char *s, char after)
{
	const unsigned char *p = (const unsigned char *)s, *run = p;
	size_t n = strlen(s), i;
	char esc[8], *o;

	/* most strings need no escape: copied into place as they are
	 * checked, and given up at the first byte to escape */
	if ((o = room(j, n + 3)) == NULL)
		return;
	o[0] = '"';
	for (i = 0; i + 8 <= n; i += 8) {
		uint64_t w;
		memcpy(&w, p + i, sizeof(w));
		if (word_escapes(w))
			break;
		memcpy(o + 1 + i, &w, sizeof(w));
	}
	for (; i < n && !escaped[p[i]]; i++)
		o[i + 1] = (char)p[i];
	if (i == n) {
		o[n + 1] = '"';
		o[n + 2] = after;
		j->len += n + 2 + (after != '\0');
		o[n + 2 + (after != '\0')] = '\0';
		return;
	}
	put(j, "\"", 1);
	for (; *p; p++) {
		if (!escaped[*p])
			continue;
		put(j, (const char *)run, (size_t)(p - run));
		if (*p == '"' || *p == '\\')
			snprintf(esc, sizeof(esc), "\\%c", *p);
		else if (*p == '\n')
			snprintf(esc, sizeof(esc), "\\n");
		else if (*p == '\t')
			snprintf(esc, sizeof(esc), "\\t");
		else
			snprintf(esc, sizeof(esc), "\\u%04x", *p);
		puts_(j, esc);
		run = p + 1;
	}
	put(j, (const char *)run, (size_t)(p - run));
	put(j, "\"", 1);
	if (after != '\0')
		put(j, &after, 1);
}

void
kl_json_open_slow(kl_json *j, char bracket)
{
	value_start(j);
	put(j, &bracket, 1);
	if (j->depth + 1 >= KL_JSON_DEPTH) {
		j->failed = 1;
		return;
	}
	j->depth++;
	j->count[j->depth] = 0;
	j->kind[j->depth] = bracket;
}

void
kl_json_end_slow(kl_json *j)
{
	if (j->failed || j->depth == 0) {
		j->failed = 1;
		return;
	}
	put(j, j->kind[j->depth] == '{' ? "}" : "]", 1);
	j->depth--;
	j->after_key = 0;
}

void
kl_json_key(kl_json *j, const char *key)
{
	value_start(j);
	quoted(j, key, ':');
	j->after_key = 1;
}

void
kl_json_key_text_slow(kl_json *j, const char *text, size_t n)
{
	char *o;

	value_start(j);
	j->after_key = 1;
	if (n > KL_JSON_KEY_PAD) {
		put(j, text, n);
		return;
	}
	/* KL_JSON_KEY_PAD bytes whatever n is: the compiler copies a fixed
	 * size in a few moves; the bytes after the key are written over by
	 * what comes next */
	if ((o = room(j, KL_JSON_KEY_PAD)) == NULL)
		return;
	memcpy(o, text, KL_JSON_KEY_PAD);
	o[n] = '\0';
	j->len += n;
}

void
kl_json_str(kl_json *j, const char *s)
{
	if (s == NULL) {
		kl_json_null(j);
		return;
	}
	value_start(j);
	quoted(j, s, '\0');
}

void
kl_json_int_slow(kl_json *j, long long v)
{
	char num[24];
	char *p = num + sizeof(num);
	unsigned long long u = v < 0 ? 0ULL - (unsigned long long)v :
	                       (unsigned long long)v;

	/* the digits from the last, by hand: no locale can change them */
	value_start(j);
	do {
		*--p = (char)('0' + u % 10);
		u /= 10;
	} while (u > 0);
	if (v < 0)
		*--p = '-';
	put(j, p, (size_t)(num + sizeof(num) - p));
}

void
kl_json_bool(kl_json *j, int v)
{
	value_start(j);
	puts_(j, v ? "true" : "false");
}

void
kl_json_null(kl_json *j)
{
	value_start(j);
	puts_(j, "null");
}

void
kl_json_raw(kl_json *j, const char *text)
{
	value_start(j);
	puts_(j, text);
}

void
kl_json_raw_n(kl_json *j, const char *text, size_t n)
{
	char *p;

	value_start(j);
	if ((p = room(j, n)) == NULL)
		return;
	memcpy(p, text, n);
	p[n] = '\0';
	j->len += n;
}

/* Each card's name quoted and a comma after it, and that text's length
 * (5 bytes, "\"QH\",", or 6 for a ten), in 8 bytes: an array of cards is
 * written a whole entry at a time, the next entry over the rest
 * (kl_json.h). */
typedef kl_json_card_entry card_text;
#define SUIT_TEXT(s) \
	{ "\"A" s "\",", 5 }, { "\"2" s "\",", 5 }, { "\"3" s "\",", 5 }, \
	{ "\"4" s "\",", 5 }, { "\"5" s "\",", 5 }, { "\"6" s "\",", 5 }, \
	{ "\"7" s "\",", 5 }, { "\"8" s "\",", 5 }, { "\"9" s "\",", 5 }, \
	{ "\"10" s "\",", 6 }, { "\"J" s "\",", 5 }, { "\"Q" s "\",", 5 }, \
	{ "\"K" s "\",", 5 }
const card_text kl_json_card_texts[KL_JOKER + 1] = {
	SUIT_TEXT("S"), SUIT_TEXT("H"), SUIT_TEXT("D"), SUIT_TEXT("C"),
	{ "\"JK\",", 5 }
};
#undef SUIT_TEXT
_Static_assert(sizeof(card_text) == 8, "a card's text is one word");

/* Write card c at o as its quoted name and a comma; returns the bytes
 * written (room for KL_CARD_NAME_MAX + 3, or 8 for a card of the
 * table). */
static inline size_t
card_out(char *o, kl_card c)
{
	size_t n;

	if (c <= KL_JOKER) {
		memcpy(o, &kl_json_card_texts[c], sizeof(card_text));
		return kl_json_card_texts[c].len;
	}
	o[0] = '"';
	n = kl_card_name(c, KL_STYLE_ASCII, o + 1, KL_CARD_NAME_MAX);
	o[n + 1] = '"';
	o[n + 2] = ',';
	return n + 3;
}

size_t
kl_json_card_text_slow(char *o, kl_card c)
{
	return card_out(o, c);
}

void
kl_json_card(kl_json *j, kl_card c)
{
	char *o;
	size_t n;

	/* a card's name needs no escapes: written in place, quoted (its
	 * comma cut off) */
	value_start(j);
	if ((o = room(j, KL_CARD_NAME_MAX + 3)) == NULL)
		return;
	n = card_out(o, c) - 1;
	o[n] = '\0';
	j->len += n;
}

void
kl_json_cards(kl_json *j, const kl_card *cards, int n)
{
	/* a card's text as card_out writes it: 8 bytes from the table, or
	 * a name and its quotes and comma */
	enum { CARD_TEXT = 8 };
	char *o;
	size_t k = 0;
	int i;

	if (n < 0)
		n = 0;
	/* the whole array in one piece, written in place */
	if (j->depth + 1 >= KL_JSON_DEPTH) {
		kl_json_open_slow(j, '['); /* too deep: fails as any array
		                            * does */
		return;
	}
	value_start(j);
	if ((o = room(j, (size_t)n * CARD_TEXT + 2 + KL_CARD_NAME_MAX + 3)) ==
	    NULL)
		return;
	o[k++] = '[';
	for (i = 0; i < n; i++)
		k += card_out(o + k, cards[i]);
	/* the comma after the last card becomes the bracket */
	k -= n > 0;
	o[k++] = ']';
	o[k] = '\0';
	j->len += k;
}

void
kl_json_line(kl_json *j)
{
	if (j->depth != 0)
		j->failed = 1;
	put(j, "\n", 1);
	j->depth = 0;
	j->count[0] = 0;
	j->after_key = 0;
}

void
kl_json_clear(kl_json *j)
{
	j->len = 0;
	if (j->buf != NULL)
		j->buf[0] = '\0';
	j->depth = 0;
	j->count[0] = 0;
	j->after_key = 0;
}

int
kl_json_failed(const kl_json *j)
{
	return j->failed;
}

const char *
kl_json_text(const kl_json *j)
{
	return j->buf != NULL ? j->buf : "";
}

size_t
kl_json_len(const kl_json *j)
{
	return j->len;
}

char *
kl_json_take(kl_json *j)
{
	char *text;

	if (j->failed) {
		kl_json_free(j);
		return NULL;
	}
	text = j->buf != NULL ? j->buf : strdup("");
	j->buf = NULL;
	kl_json_free(j);
	return text;
}

long
kl_json_find_nul(const char *text)
{
	const char *p;
	int in_string = 0;

	for (p = text; *p != '\0'; p++) {
		if (*p == '"') {
			in_string = !in_string;
		} else if (in_string && *p == '\\') {
			if (!strncmp(p + 1, "u0000", 5))
				return (long)(p - text);
			if (p[1] != '\0')
				p++;    /* the escaped character */
		}
	}
	return -1;
}
