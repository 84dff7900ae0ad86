/* kl_code.c - entry codes written for people and read back (kl_code.h). */
#include "kl_code.h"

#include <string.h>

/* Crockford's base32: the digits, then the letters without I, L, O, U. */
static const char alphabet[32] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/* The value of the typed character c (any case, I/L as 1, O as 0), or
 * -1 for one outside the alphabet.  Looks at every letter of the
 * alphabet, whichever c is. */
static int
digit_value(unsigned char c)
{
	int v = -1, k;

	if (c >= 'a' && c <= 'z')
		c = (unsigned char)(c - 'a' + 'A');
	if (c == 'I' || c == 'L')
		c = '1';
	else if (c == 'O')
		c = '0';
	for (k = 0; k < 32; k++) {
		/* no branch on the match: v takes k where the mask is set */
		int same = (unsigned char)alphabet[k] == c;
		v = (v & (same - 1)) | (k & -same);
	}
	return v;
}

char *
kl_code_format(const uint8_t raw[KL_CODE_BYTES], char text[KL_CODE_TEXT_MAX])
{
	int i, bit, o = 0;

	for (i = 0; i < KL_CODE_CHARS; i++) {
		int v = 0, b;
		for (b = 0; b < 5; b++) {
			bit = i * 5 + b;
			v = (v << 1) | ((raw[bit / 8] >> (7 - bit % 8)) & 1);
		}
		if (i > 0 && i % 4 == 0)
			text[o++] = '-';
		text[o++] = alphabet[v];
	}
	text[o] = '\0';
	return text;
}

int
kl_code_parse(const char *text, uint8_t raw[KL_CODE_BYTES], kl_error *err)
{
	size_t i, len = text != NULL ? strlen(text) : 0;
	int n = 0, bad = 0, v, b, bit;

	memset(raw, 0, KL_CODE_BYTES);
	if (len > KL_CODE_TYPED_MAX)
		return kl_error_set(err, KL_EINPUT, "an entry code has %d "
		                    "characters; this text is too long to be one",
		                    KL_CODE_CHARS);
	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)text[i];
		if (c == '-' || c == ' ')
			continue;
		v = digit_value(c);
		bad |= v < 0;
		if (v < 0 || n >= KL_CODE_CHARS) {
			n++;
			continue;
		}
		for (b = 0; b < 5; b++) {
			bit = n * 5 + b;
			if ((v >> (4 - b)) & 1)
				raw[bit / 8] |= (uint8_t)(1u << (7 - bit % 8));
		}
		n++;
	}
	if (bad) {
		memset(raw, 0, KL_CODE_BYTES);
		return kl_error_set(err, KL_EINPUT, "an entry code is made of "
		                    "digits and the letters A to Z without I, L, O "
		                    "and U; this text has other characters");
	}
	if (n != KL_CODE_CHARS) {
		memset(raw, 0, KL_CODE_BYTES);
		return kl_error_set(err, KL_EINPUT, "an entry code has %d "
		                    "characters (not counting dashes), not %d",
		                    KL_CODE_CHARS, n);
	}
	return KL_OK;
}

int
kl_code_equal(const uint8_t *a, const uint8_t *b, size_t n)
{
	volatile uint8_t diff = 0;
	size_t i;

	for (i = 0; i < n; i++)
		diff |= (uint8_t)(a[i] ^ b[i]);
	return diff == 0;
}
