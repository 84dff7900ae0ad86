/* cli_quote.c - typed text made fit for messages (see cli_quote.h). */
#include "cli_quote.h"

#include <string.h>

#include "kl_utf8.h"

char *
kl_cli_clean(const char *text, size_t len, size_t max, char *buf,
             size_t size)
{
	const unsigned char *p = (const unsigned char *)text;
	size_t i = 0, o = 0, n;

	if (size == 0)
		return buf;
	if (size < 4)
		max = 0;
	else if (max > size - 4)
		max = size - 4;
	while (i < len) {
		int32_t cp;
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

char *
kl_cli_quote(const char *text, size_t max, char *buf, size_t size)
{
	size_t len = strlen(text);
	char *nl;

	kl_cli_clean(text, len, max, buf, size);
	/* a quote is one line */
	while ((nl = strchr(buf, '\n')) != NULL)
		*nl = '?';
	return buf;
}
