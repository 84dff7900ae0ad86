/*
 * kl_json.h - one writer for every JSON text klopf produces, and the
 * one look into JSON text that SQLite's reader cannot give
 * (kl_json_find_nul).
 *
 * A kl_json collects a document in a growing buffer of its own; commas,
 * quotes and escapes are its business, so no caller keeps track of
 * "first element" flags.  Pure: no I/O; the caller takes the text and
 * writes it where it belongs.
 *
 * Usage:
 *     kl_json j;
 *     kl_json_init(&j);
 *     kl_json_object(&j);
 *     kl_json_key(&j, "name"); kl_json_str(&j, "Anna");
 *     kl_json_key(&j, "cards"); kl_json_cards(&j, cards, n);
 *     kl_json_end(&j);
 *     if (kl_json_failed(&j)) ... out of memory ...
 *     fwrite(kl_json_text(&j), 1, kl_json_len(&j), f);
 *     kl_json_free(&j);
 *
 * Output is compact (no spaces), keys in the order written.  Strings are
 * written as given (valid UTF-8 is the caller's promise) with '"', '\\'
 * and control characters escaped.  Running out of memory is sticky: every
 * later call does nothing and kl_json_failed says so.
 */
#ifndef KL_JSON_H
#define KL_JSON_H

#include <stddef.h>
#include <string.h>

#include "kl_card.h"

#define KL_JSON_DEPTH 32

typedef struct kl_json {
	char *buf;      /* the text so far, NUL-terminated (owned) */
	size_t len;
	size_t cap;
	int depth;
	int failed;     /* 1 after an allocation failed or the nesting
	                   went deeper than KL_JSON_DEPTH */
	int after_key;  /* a key was written; its value comes next */
	unsigned char count[KL_JSON_DEPTH]; /* values written per level
	                                       (saturates at 1: only
	                                       "none yet" matters) */
	char kind[KL_JSON_DEPTH];           /* '{' or '[' per open level */
} kl_json;

/* Start an empty document.  Never fails; the buffer comes on first use. */
void kl_json_init(kl_json *j);

/* Free the buffer (j may be reused after kl_json_init). */
void kl_json_free(kl_json *j);

/* Open an object or an array as the next value; kl_json_end closes the
 * innermost one.  (Written below, inline: most calls have room in the
 * buffer and the nesting to spare, and take a few stores; the rest go to
 * the functions kl_json_open_slow and kl_json_end_slow.) */
static inline void kl_json_object(kl_json *j);
static inline void kl_json_array(kl_json *j);
static inline void kl_json_end(kl_json *j);

/* The key of the next member of the object being written. */
void kl_json_key(kl_json *j, const char *key);

/*
 * KL_JSON_KEY(j, "name"): the key of the next member, the same text as
 * kl_json_key(j, "name"), for a key that is a string literal needing no
 * escape (no '"', '\\' and no control character; the caller's promise,
 * not checked).  The macro hands kl_json_key_text the key quoted, with
 * its colon, and its length; the text is followed by KL_JSON_KEY_PAD
 * bytes of padding, so that a key of up to that many bytes is copied in
 * whole words of a fixed size, without a loop or a check per byte.
 */
#define KL_JSON_KEY_PAD 32
#define KL_JSON_KEY(j, key) \
	kl_json_key_text((j), "\"" key "\":" \
	                 "\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0" \
	                 "\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0\0", \
	                 sizeof("\"" key "\":") - 1)
/* What KL_JSON_KEY calls: the n bytes at text (a key quoted and its
 * colon), readable for n + KL_JSON_KEY_PAD bytes.  The slow way is a
 * function; the usual case (a key of at most KL_JSON_KEY_PAD bytes in
 * an open object, the buffer with room) is written here, inline, where
 * the copy is two or four moves and the comma needs no branch. */
void kl_json_key_text_slow(kl_json *j, const char *text, size_t n);
static inline void
kl_json_key_text(kl_json *j, const char *text, size_t n)
{
	char *o;
	size_t comma;

	if (n > KL_JSON_KEY_PAD || j->failed || j->after_key ||
	    j->len + KL_JSON_KEY_PAD + 2 > j->cap) {
		kl_json_key_text_slow(j, text, n);
		return;
	}
	/* the comma written always, kept when a member came before */
	o = j->buf + j->len;
	comma = j->count[j->depth];
	o[0] = ',';
	memcpy(o + comma, text, KL_JSON_KEY_PAD);
	o[comma + n] = '\0';
	j->len += comma + n;
	j->count[j->depth] = 1;
	j->after_key = 1;
}

/* Values.  kl_json_str writes null for s == NULL.  (kl_json_int is
 * written below, inline for the numbers 0 to 99.) */
void kl_json_str(kl_json *j, const char *s);
static inline void kl_json_int(kl_json *j, long long v);
void kl_json_bool(kl_json *j, int v);
void kl_json_null(kl_json *j);
/* A value that is JSON text already (e.g. an arrangement read from the
 * database), copied as it is; kl_json_raw_n takes its n bytes (a value a
 * writer of a fixed shape made whole, its strings escaped). */
void kl_json_raw(kl_json *j, const char *text);
void kl_json_raw_n(kl_json *j, const char *text, size_t n);

/* A card by its canonical name ("QH", "10D", "JK"), and an array of n
 * cards.  (The array is not kl_json_cards: that name is still taken by
 * the command line's FILE writer in cli_util.c.) */
void kl_json_card(kl_json *j, kl_card c);
void kl_json_cards(kl_json *j, const kl_card *cards, int n);

/* Card c as a JSON string and a comma after it ("QH",) at o, for a
 * writer of a fixed shape (kl_json_raw_n): o has room for
 * KL_JSON_CARD_ROOM bytes, of which the number returned count.  In line
 * for the cards of the table below (the text and its length in one
 * word, copied whole); any other value the slow way. */
#define KL_JSON_CARD_ROOM (KL_CARD_NAME_MAX + 8)
typedef struct kl_json_card_entry {
	char text[7];
	unsigned char len;
} kl_json_card_entry;
extern const kl_json_card_entry kl_json_card_texts[KL_JOKER + 1];
size_t kl_json_card_text_slow(char *o, kl_card c);

static inline size_t
kl_json_card_text(char *o, kl_card c)
{
	if (c <= KL_JOKER) {
		memcpy(o, &kl_json_card_texts[c], sizeof(kl_json_card_entry));
		return kl_json_card_texts[c].len;
	}
	return kl_json_card_text_slow(o, c);
}

/* What the inline writers above call when the buffer lacks room, j has
 * failed or the nesting is too deep: the same, the slow way. */
void kl_json_open_slow(kl_json *j, char bracket);
void kl_json_end_slow(kl_json *j);

/* Open bracket ('{' or '['), after a comma where a value came before. */
static inline void
kl_json_open(kl_json *j, char bracket)
{
	char *o;
	size_t comma;

	if (j->failed || j->depth + 1 >= KL_JSON_DEPTH ||
	    j->len + 3 > j->cap) {
		kl_json_open_slow(j, bracket);
		return;
	}
	/* the comma written always, kept when a value came before (and
	 * not just its key) */
	comma = j->after_key ? 0 : j->count[j->depth];
	o = j->buf + j->len;
	o[0] = ',';
	o[comma] = bracket;
	o[comma + 1] = '\0';
	j->len += comma + 1;
	j->count[j->depth] = 1;
	j->after_key = 0;
	j->depth++;
	j->count[j->depth] = 0;
	j->kind[j->depth] = bracket;
}

static inline void
kl_json_object(kl_json *j)
{
	kl_json_open(j, '{');
}

static inline void
kl_json_array(kl_json *j)
{
	kl_json_open(j, '[');
}

static inline void
kl_json_end(kl_json *j)
{
	char *o;

	if (j->failed || j->depth == 0 || j->len + 2 > j->cap) {
		kl_json_end_slow(j);
		return;
	}
	o = j->buf + j->len;
	o[0] = j->kind[j->depth] == '{' ? '}' : ']';
	o[1] = '\0';
	j->len++;
	j->depth--;
	j->after_key = 0;
}

/* What kl_json_int calls for another number, or without room. */
void kl_json_int_slow(kl_json *j, long long v);

static inline void
kl_json_int(kl_json *j, long long v)
{
	char *o;
	size_t comma;
	int tens;

	if (v < 0 || v > 99 || j->failed || j->len + 4 > j->cap) {
		kl_json_int_slow(j, v);
		return;
	}
	/* one or two digits without a loop: the second written over when
	 * there is one digit */
	comma = j->after_key ? 0 : j->count[j->depth];
	o = j->buf + j->len;
	tens = v >= 10;
	o[0] = ',';
	o[comma] = (char)('0' + (tens ? v / 10 : v));
	o[comma + 1] = (char)('0' + v % 10);
	o[comma + 1 + (size_t)tens] = '\0';
	j->len += comma + 1 + (size_t)tens;
	j->count[j->depth] = 1;
	j->after_key = 0;
}

/*
 * A stream of JSON lines in one buffer: end the document written so far
 * with a line feed and start the next one after it (the text so far
 * stays; an object or array left open makes j failed).
 */
void kl_json_line(kl_json *j);

/* Empty the text, keeping the buffer for what comes next (after the text
 * of a stream's lines was written out).  A failure stays. */
void kl_json_clear(kl_json *j);

/* 1 if the text is incomplete (out of memory, nesting too deep). */
int kl_json_failed(const kl_json *j);

/* The text written so far ("" before anything); owned by j. */
const char *kl_json_text(const kl_json *j);
size_t kl_json_len(const kl_json *j);

/*
 * Hand the text over: returns the malloc'd NUL-terminated text (the
 * caller frees it) and leaves j empty, or NULL if kl_json_failed.
 */
char *kl_json_take(kl_json *j);

/*
 * Where the JSON text text writes the character U+0000 in a string (the
 * escape \u0000, which a C string would end at): the byte offset of its
 * backslash, or -1 when it writes none.  Strings are found by their
 * quotes and escapes as a JSON reader finds them; the rest of the text
 * is not checked (a reader refuses malformed JSON itself).  Pure.
 */
long kl_json_find_nul(const char *text);

#endif
