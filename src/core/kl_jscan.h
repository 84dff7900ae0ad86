/*
 * kl_jscan.h - reading a JSON object of any size from a stream, a member
 * at a time, and the elements of one array member one at a time: how
 * `klopf import` reads an export of millions of games with memory for
 * one rubber (kl_jdoc.h reads each piece).
 *
 * The scanner checks the top object's punctuation (its braces, keys,
 * colons and commas, and an array member's brackets and commas) and finds
 * where each value ends (its strings and nesting); whether a value is
 * JSON inside is for kl_jdoc_parse to say.  No I/O of its own: it asks a
 * source for bytes.
 */
#ifndef KL_JSCAN_H
#define KL_JSCAN_H

#include <stddef.h>

#include "kl_error.h"

/*
 * Where the bytes come from: read(ctx, buf, cap) fills buf with up to cap
 * bytes and returns how many (0 at the end), or -1 when reading failed
 * (ctx keeps why).  rewind(ctx), where not NULL, starts the stream again
 * from its first byte and returns 0, or -1 when it cannot.
 */
typedef struct kl_jscan_source {
	long (*read)(void *ctx, char *buf, size_t cap);
	int (*rewind)(void *ctx);
	void *ctx;
} kl_jscan_source;

/* A source of the text[0..len-1] in memory: kl_jscan_memory fills *src
 * and *state (which must outlive the reading). */
typedef struct kl_jscan_mem {
	const char *text;
	size_t len, pos;
} kl_jscan_mem;
void kl_jscan_memory(const char *text, size_t len, kl_jscan_mem *state,
                     kl_jscan_source *src);

typedef struct kl_jscan kl_jscan;

/* What kl_jscan_next found. */
enum kl_jscan_kind {
	KL_JSCAN_MEMBER = 1, /* a member of the top object, whole */
	KL_JSCAN_ARRAY,      /* the streamed array member begins (its key;
	                        no text): its elements follow */
	KL_JSCAN_ELEMENT,    /* one element of the streamed array member */
	KL_JSCAN_END         /* the top object ended (nothing follows) */
};

typedef struct kl_jscan_item {
	int kind;                 /* enum kl_jscan_kind */
	const char *key;          /* the member's key as written between its
	                             quotes (escapes not undone) */
	const char *text;         /* the value's or element's JSON text */
	size_t len;
	long long index;          /* KL_JSCAN_ELEMENT: its place, from 0 */
	unsigned long long at;    /* the byte of the stream text[0] is */
} kl_jscan_item;

/*
 * A scanner of src (which must outlive it) into *out; value_max is the
 * longest value or element it holds (a longer one is refused).  The
 * caller frees it with kl_jscan_free.  KL_OK or KL_ENOMEM.
 */
int kl_jscan_new(const kl_jscan_source *src, size_t value_max,
                 kl_jscan **out, kl_error *err);

/* Release s (NULL is fine). */
void kl_jscan_free(kl_jscan *s);

/*
 * The next item: a member of the top object, or, for a member whose
 * key is stream_key and whose value is an array, KL_JSCAN_ARRAY and
 * then its elements one at a time; the
 * texts live until the next call.  Returns KL_OK; KL_EINPUT when the
 * stream is not such an object, KL_ERULE when a value is longer than
 * value_max (the byte in *at, the reason in err); KL_ESTORE when the
 * source failed to
 * read; KL_ENOMEM.  After KL_JSCAN_END or an error, nothing more comes.
 * A stream whose first character is not '{' gives KL_EINPUT with
 * *not_object set (the caller may want to say whether it is JSON at
 * all: kl_jscan_rest gives the rest of it).
 */
int kl_jscan_next(kl_jscan *s, const char *stream_key, kl_jscan_item *it,
                  unsigned long long *at, int *not_object, kl_error *err);

/*
 * All that is left of the stream, up to value_max bytes, as one text
 * (after kl_jscan_next said it is no object): *text and *len live until
 * the next call.  KL_OK; KL_ERULE when it is longer; KL_ESTORE;
 * KL_ENOMEM.
 */
int kl_jscan_rest(kl_jscan *s, const char **text, size_t *len,
                  kl_error *err);

#endif
