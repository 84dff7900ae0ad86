/* kl_html.c - text made safe for HTML and XML (kl_html.h). */
#include "kl_html.h"

#include <string.h>

#include "kl_text.h"
#include "kl_utf8.h"

/* The longest text either writer keeps, in bytes. */
#define CUT_MAX 512

/* Write text to f cut to max bytes (at most CUT_MAX), every markup
 * character escaped, the apostrophe as apos. */
static void
escape(FILE *f, const char *text, size_t max, const char *apos)
{
	char clean[CUT_MAX + 4];
	const char *s, *end;
	size_t k;
	int32_t cp;

	s = kl_text_clean(text, strlen(text), max, clean, sizeof(clean));
	for (end = s + strlen(s); s < end; s += k) {
		/* kl_text_clean leaves only valid UTF-8 */
		if ((k = kl_utf8_decode(s, (size_t)(end - s), &cp)) == 0)
			k = 1, cp = '?';
		switch (cp) {
		case '&': fputs("&amp;", f); break;
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '"': fputs("&quot;", f); break;
		case '\'': fputs(apos, f); break;
		case '\n': fputc('?', f); break;
		default:
			if (kl_utf8_xml_char(cp))
				fwrite(s, 1, k, f);
			else
				fputc('?', f);
		}
	}
}

void
kl_html_text(FILE *f, const char *text)
{
	escape(f, text, CUT_MAX, "&#39;");
}

void
kl_xml_text(FILE *f, const char *text)
{
	escape(f, text, 256, "&apos;");
}
