/*
 * cli_quote.h - what was typed, made fit to quote in a message: valid
 * UTF-8 without control characters, and not too long.  Pure (no
 * printing), so the fuzz targets can link it.
 */
#ifndef KL_CLI_QUOTE_H
#define KL_CLI_QUOTE_H

#include <stddef.h>

/*
 * Copy text into buf (size bytes) for a message: control characters and
 * bytes that are not UTF-8 become '?', and text longer than max bytes is
 * cut at a character boundary and ends in "...".  Returns buf.  A buf of
 * max + 4 bytes is always enough.
 */
char *kl_cli_quote(const char *text, size_t max, char *buf, size_t size);

/*
 * Like kl_cli_quote for a whole message of len bytes (not NUL-terminated),
 * keeping its line breaks: the result is valid UTF-8 whose only control
 * characters are newlines.
 */
char *kl_cli_clean(const char *text, size_t len, size_t max, char *buf,
                   size_t size);

#endif
