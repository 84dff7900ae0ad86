/* cli_html.c - text made safe for HTML and XML (cli_tourn.h). */
#include <string.h>

#include "cli_tourn.h"
#include "kl_text.h"
#include "kl_utf8.h"

void
kl_cli_xml_text(FILE *f, const char *text)
{
	char clean[512 + 4];
	const char *s, *end;
	size_t k;
	int32_t cp;

	s = kl_text_clean(text, strlen(text), 512, clean, sizeof(clean));
	for (end = s + strlen(s); s < end; s += k) {
		/* kl_text_clean leaves only valid UTF-8 */
		if ((k = kl_utf8_decode(s, (size_t)(end - s), &cp)) == 0)
			k = 1, cp = '?';
		switch (cp) {
		case '&': fputs("&amp;", f); break;
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '"': fputs("&quot;", f); break;
		case '\'': fputs("&#39;", f); break;
		case '\n': fputc('?', f); break;
		default:
			if (kl_utf8_xml_char(cp))
				fwrite(s, 1, k, f);
			else
				fputc('?', f);
		}
	}
}
