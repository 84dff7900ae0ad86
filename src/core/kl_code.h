/*
 * kl_code.h - entry codes: the secret that lets a table enter its own
 * results (klopf code, the entry pages of klopf serve).  A code is
 * KL_CODE_BYTES random bytes (80 bits), written for people as
 * KL_CODE_CHARS characters of Crockford's base32 in groups of four
 * ("7KQ2-M9XD-4TRW-0BHE"): digits and the letters without I, L, O and U,
 * so that nothing read off a sheet is ambiguous.  Reading a typed code
 * ignores case, spaces and dashes, and takes I and L for 1 and O for 0.
 * Pure: no I/O, no state (the random bytes come from kl_random.h).
 */
#ifndef KL_CODE_H
#define KL_CODE_H

#include <stddef.h>
#include <stdint.h>

#include "kl_error.h"

/* The bytes of a code (80 bits) and its characters without dashes. */
#define KL_CODE_BYTES 10
#define KL_CODE_CHARS 16
/* Room for a code as written, dashes and the final NUL included. */
#define KL_CODE_TEXT_MAX 20
/* The longest text kl_code_parse reads (spaces and dashes included):
 * anything longer is no code. */
#define KL_CODE_TYPED_MAX 64

/* Write the code raw as people type it ("7KQ2-M9XD-4TRW-0BHE") into
 * text (KL_CODE_TEXT_MAX bytes); returns text. */
char *kl_code_format(const uint8_t raw[KL_CODE_BYTES],
                     char text[KL_CODE_TEXT_MAX]);

/*
 * Read the typed code text into raw: case, spaces and dashes do not
 * count, I and L read as 1, O as 0.  KL_OK, or KL_EINPUT with a whole
 * sentence when text (NULL counts as empty) is no code: too long, a
 * character outside the alphabet, or not KL_CODE_CHARS characters (raw
 * is then all zero).  What is secret is the stored code, compared with
 * kl_code_equal; the typed text is the caller's own.
 */
int kl_code_parse(const char *text, uint8_t raw[KL_CODE_BYTES],
                  kl_error *err);

/* 1 when the n bytes of a and b are equal, else 0, in a time that
 * depends on n only (every byte is looked at, whatever differs). */
int kl_code_equal(const uint8_t *a, const uint8_t *b, size_t n);

#endif
