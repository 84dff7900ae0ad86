/*
 * kl_text.h - small pieces of text that messages are made of: lists of
 * names as a person reads them, and typed text made fit to quote.  Pure.
 */
#ifndef KL_TEXT_H
#define KL_TEXT_H

#include <stddef.h>

/* Bytes kl_text_quote keeps of typed text before "...". */
#define KL_QUOTE_MAX 40
/* A buffer that always holds a quote of KL_QUOTE_MAX bytes. */
#define KL_QUOTE_SIZE (KL_QUOTE_MAX + 4)

/*
 * Join items[0..n-1] as a list a person reads ("Anna", "Anna and Ben",
 * "Anna, Ben and Clara") into buf (size bytes, cut when it does not fit).
 * This is the one place where lists of names are joined.  Returns buf.
 */
const char *kl_text_list(const char *const *items, int n, char *buf,
                         size_t size);

/*
 * Copy a whole message of len bytes (not NUL-terminated) into buf (size
 * bytes) for a person to read: bytes that are not UTF-8, control
 * characters but line breaks, controls of the writing direction and
 * the line and paragraph separators U+2028 and U+2029 become '?' (one
 * for each such character or byte), and
 * text longer than max bytes
 * is cut at a character boundary and ends in "...".  A buf of max + 4
 * bytes is always enough.  Returns buf.
 */
const char *kl_text_clean(const char *text, size_t len, size_t max,
                          char *buf, size_t size);

/*
 * Copy typed text into buf (size bytes) to quote it in a message, on one
 * line (as kl_text_clean, line breaks become '?' too): bytes
 * that are not UTF-8 and control characters become '?', and text longer
 * than max bytes is cut at a character boundary and ends in "...".  A
 * buf of max + 4 bytes is always enough.  Returns buf.
 */
const char *kl_text_quote(const char *text, size_t max, char *buf,
                          size_t size);

/*
 * The item of items[0..n-1] closest to name in spelling, for "did you
 * mean ...?": the fewest single-character edits (inserting, removing or
 * changing a byte, or swapping two neighbours; any case), if at most 2
 * and fewer than half the length of name; -1 when none is that close.  An exact match (any
 * case) is never suggested: the caller has its own words for that.
 */
int kl_text_nearest(const char *name, const char *const *items, int n);

#endif
