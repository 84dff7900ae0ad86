/*
 * fuzz_text.h - what the fuzz targets ask of a message: one non-empty
 * line of valid UTF-8 without control characters.  Header-only: each
 * target is a program of its own.
 */
#ifndef FUZZ_TEXT_H
#define FUZZ_TEXT_H

#include <string.h>

/* 1 if s is valid UTF-8 without control characters (empty allowed). */
static inline int
fuzz_clean_text(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t i = 0, n = strlen(s), len, k;

	while (i < n) {
		if (p[i] < 0x20 || p[i] == 0x7f)
			return 0;
		if (p[i] < 0x80)
			len = 1;
		else if (p[i] >= 0xc2 && p[i] <= 0xdf)
			len = 2;
		else if (p[i] >= 0xe0 && p[i] <= 0xef)
			len = 3;
		else if (p[i] >= 0xf0 && p[i] <= 0xf4)
			len = 4;
		else
			return 0;
		if (i + len > n)
			return 0;
		for (k = 1; k < len; k++)
			if ((p[i + k] & 0xc0) != 0x80)
				return 0;
		i += len;
	}
	return 1;
}

#endif
