/* kl_text.c - lists of names and quotes (see kl_text.h). */
#include "kl_text.h"

#include <stdio.h>
#include <string.h>


const char *
kl_text_list(const char *const *items, int n, char *buf, size_t size)
{
	size_t o = 0;
	int i;

	if (size == 0)
		return buf;
	buf[0] = '\0';
	for (i = 0; i < n && o < size; i++)
		o += (size_t)snprintf(buf + o, size - o, "%s%s",
		    i == 0 ? "" : i == n - 1 ? " and " : ", ", items[i]);
	return buf;
}

/* Length of the UTF-8 character at s (at most n bytes), or 0 if the
 * bytes there are not one. */
static size_t
char_len(const unsigned char *s, size_t n)
{
	size_t len, k;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		len = 2;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		len = 3;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		len = 4;
	else
		return 0;
	if (len > n)
		return 0;
	for (k = 1; k < len; k++)
		if ((s[k] & 0xc0) != 0x80)
			return 0;
	return len;
}

const char *
kl_text_quote(const char *text, size_t max, char *buf, size_t size)
{
	const unsigned char *p = (const unsigned char *)text;
	size_t len = strlen(text), i = 0, o = 0, n;

	if (size == 0)
		return buf;
	if (size < 4)
		max = 0;
	else if (max > size - 4)
		max = size - 4;
	while (i < len) {
		n = char_len(p + i, len - i);
		if (n == 1 && (p[i] < 0x20 || p[i] == 0x7f))
			n = 0;
		if (o + (n ? n : 1) > max)
			break;
		if (n == 0) {
			buf[o++] = '?';
			i++;
		} else {
			memcpy(buf + o, p + i, n);
			o += n;
			i += n;
		}
	}
	if (i < len && size >= 4) {
		memcpy(buf + o, "...", 3);
		o += 3;
	}
	buf[o] = '\0';
	return buf;
}
