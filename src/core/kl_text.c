/* kl_text.c - lists of names and quotes (see kl_text.h). */
#include "kl_text.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "kl_utf8.h"


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

const char *
kl_text_clean(const char *text, size_t len, size_t max, char *buf,
              size_t size)
{
	const unsigned char *p = (const unsigned char *)text;
	size_t i = 0, o = 0, n;
	int32_t cp;

	if (size == 0)
		return buf;
	if (size < 4)
		max = 0;
	else if (max > size - 4)
		max = size - 4;
	while (i < len) {
		n = kl_utf8_decode(text + i, len - i, &cp);
		/* control characters go, but for line breaks */
		if (n > 0 && kl_utf8_control(cp) && cp != '\n')
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

const char *
kl_text_quote(const char *text, size_t max, char *buf, size_t size)
{
	char *nl;

	kl_text_clean(text, strlen(text), max, buf, size);
	/* a quote is one line */
	while ((nl = strchr(buf, '\n')) != NULL)
		*nl = '?';
	return buf;
}
