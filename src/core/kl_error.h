/*
 * kl_error.h - error codes and messages shared by every klopf module.
 *
 * Functions that can fail return one of the KL_E* codes (KL_OK is 0) and,
 * when the caller passes a non-NULL kl_error, fill it with a message that
 * the command line prints as is.  No module ever prints or exits.
 */
#ifndef KL_ERROR_H
#define KL_ERROR_H

#include <stddef.h>

enum kl_status {
	KL_OK = 0,
	KL_EINPUT,   /* invalid cards, hands, names or values typed by a user */
	KL_ERULE,    /* well-formed input that the rules refuse */
	KL_EUSAGE,   /* a command used the wrong way */
	KL_ENOMEM,   /* out of memory */
	KL_ESTORE,   /* the database failed or is unusable */
	KL_EBUSY,    /* the database is locked by another process */
	KL_ENOTFOUND,/* the thing asked for does not exist */
	KL_ESTALE    /* what was judged changed before it was booked */
};

#define KL_ERROR_MAX 512

typedef struct kl_error {
	int code;
	char msg[KL_ERROR_MAX];
} kl_error;

/*
 * Fill err (if not NULL) with code and a printf-style message; returns code
 * so callers can write `return kl_error_set(err, KL_EINPUT, "...")`.
 */
int kl_error_set(kl_error *err, int code, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 3, 4)))
#endif
	;

/*
 * Have kl_error_set look its format up with fn first (the command line
 * passes gettext, so that every message of every module is read in the
 * user's language; the modules themselves stay free of it).  NULL: the
 * formats as written, in English.  Set once, before any other call.
 */
void kl_error_translator(const char *(*fn)(const char *));

/* text as the translator gives it (text itself when there is none): for
 * a piece a message puts in (what was being done when it failed). */
const char *kl_error_text(const char *text);

/*
 * The form of a text for n things, as the translator gives it: one for n
 * == 1 and many otherwise in English (other languages have other rules).
 * For messages whose format depends on a number.
 */
const char *kl_error_plural(const char *one, const char *many,
                            unsigned long n);

/* Where kl_error_plural looks its texts up (the command line passes
 * ngettext; NULL: English).  Set once, before any other call. */
void kl_error_plural_translator(const char *(*fn)(const char *,
                                                  const char *,
                                                  unsigned long));

/* Marks a text for the catalogue where it is written (no effect); it is
 * looked up where it is used (kl_error_text, or gettext in the command
 * line). */
#define KL_N_(text) (text)

/* Marks the two forms of a text for n things for the catalogue, as the
 * two initializers of a table's pair (one, many); looked up with
 * ngettext (KL_NP in the command line) where printed. */
#define KL_NP_(one, many) one, many

/* Reset err to KL_OK with an empty message.  err may be NULL. */
void kl_error_clear(kl_error *err);

#endif
