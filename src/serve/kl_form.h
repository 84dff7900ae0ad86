/*
 * kl_form.h - what the entry pages of klopf serve read from a browser,
 * checked before anything else sees it: a form's body
 * (application/x-www-form-urlencoded) parsed into fields, and the
 * single-use tokens that tie a form sent back to the page that showed
 * it.  Pure helpers: no sockets, no database; the time is the caller's.
 * Errors as kl_error codes with whole sentences (KL_EINPUT: the
 * browser's input is refused; KL_ENOMEM).
 */
#ifndef KL_FORM_H
#define KL_FORM_H

#include <stddef.h>
#include <stdint.h>

#include "kl_error.h"

/* The longest body kl_form_parse reads, the most fields, and the
 * longest key and value (decoded, in bytes). */
#define KL_FORM_BODY_MAX 8192
#define KL_FORM_FIELDS_MAX 48
#define KL_FORM_KEY_MAX 32
#define KL_FORM_VALUE_MAX 512

typedef struct kl_form_field {
	const char *key;     /* [A-Za-z0-9_-]+, point into the form */
	const char *value;   /* valid UTF-8 without control characters */
} kl_form_field;

/* A parsed form: its fields in the order sent. */
typedef struct kl_form {
	int n;
	kl_form_field fields[KL_FORM_FIELDS_MAX];
	char *text;          /* the decoded keys and values (malloc'd) */
} kl_form;

/*
 * Parse the len bytes of body (not NUL-terminated; "" and len 0 is an
 * empty form) as application/x-www-form-urlencoded into *out: pairs
 * split at '&' (empty ones skipped), key and value at the first '=' (a
 * pair without one has the value ""), '+' read as a space and %XX as
 * the byte XX.  Refused (KL_EINPUT, *out empty): a body longer than
 * KL_FORM_BODY_MAX, more than KL_FORM_FIELDS_MAX fields, a '%' not
 * followed by two hex digits, an empty key or one of other characters
 * than letters, digits, '_' and '-' or longer than KL_FORM_KEY_MAX, a
 * value longer than KL_FORM_VALUE_MAX, and a decoded value that is not
 * valid UTF-8 or holds a control character (NUL, line breaks and tabs
 * too), a control of the writing direction or a line separator.  A key
 * may come more than once: the fields keep each (kl_form_one,
 * kl_form_all).  Free *out with kl_form_free, whatever this returns.
 */
int kl_form_parse(const char *body, size_t len, kl_form *out, kl_error *err);

/* Free what f holds (f may be zeroed). */
void kl_form_free(kl_form *f);

/*
 * The value of the field key of f into *value: KL_OK; KL_ENOTFOUND
 * (*value NULL) when the form has none; KL_EINPUT when it came more
 * than once (one field that comes twice is a forged or broken form).
 */
int kl_form_one(const kl_form *f, const char *key, const char **value,
                kl_error *err);

/* The values of every field key of f, in order, into values[0..max-1];
 * returns how many there are (which may be more than max). */
int kl_form_all(const kl_form *f, const char *key, const char **values,
                int max);

/* 1 when the n bytes of a and b are equal, else 0, in a time that
 * depends on n only (kl_code_equal). */
int kl_form_equal(const void *a, const void *b, size_t n);

/* ---- single-use tokens of forms ---- */

/* A token's random bytes (128 bits) and its text (hex, NUL included). */
#define KL_FORM_TOKEN_BYTES 16
#define KL_FORM_TOKEN_TEXT (2 * KL_FORM_TOKEN_BYTES + 1)

/* The tokens given out and not yet used (opaque; thread-safe: every
 * call takes its lock). */
typedef struct kl_form_tokens kl_form_tokens;

/*
 * A table of at most capacity tokens (1 to 1,000,000), each valid for
 * ttl seconds after it is given (1 and up); NULL when out of memory or
 * the numbers are out of range.  Its memory is fixed: when it is full,
 * a new token takes the place of the one that expires first.  Free
 * with kl_form_tokens_free.
 */
kl_form_tokens *kl_form_tokens_new(int capacity, long ttl);
void kl_form_tokens_free(kl_form_tokens *t);

/*
 * A new token for a form about scope (what the form may change: the
 * caller's choice, e.g. a rubber's id), given at now (seconds, from a
 * clock that does not go back), as hex into text.  KL_OK, or
 * kl_random_bytes' error.
 */
int kl_form_token_give(kl_form_tokens *t, int64_t scope, long now,
                       char text[KL_FORM_TOKEN_TEXT], kl_error *err);

/*
 * Use the token text sent with a form about scope at now: KL_OK when it
 * was given for that scope, has not expired and was not used (from now
 * on it is used); else KL_EINPUT with a whole sentence (the form is old
 * or was sent before: load the page again).  Compared with every token
 * held in constant time, whichever matches.
 */
int kl_form_token_use(kl_form_tokens *t, const char *text, int64_t scope,
                      long now, kl_error *err);

#endif
