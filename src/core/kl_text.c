/* kl_text.c - lists of names and quotes (see kl_text.h). */
#include "kl_text.h"

#include "kl_error.h"

#include <stdint.h>
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "kl_utf8.h"


const char *
kl_text_list(const char *const *items, int n, char *buf, size_t size)
{
	/* TRANSLATORS: what joins the last two names of a list ("Anna,
	 * Ben and Clara"); spaces included */
	const char *last = kl_error_text(KL_N_(" and "));
	/* TRANSLATORS: what joins the other names of a list */
	const char *other = kl_error_text(KL_N_(", "));
	size_t o = 0;
	int i;

	if (size == 0)
		return buf;
	buf[0] = '\0';
	for (i = 0; i < n && o < size; i++)
		o += (size_t)snprintf(buf + o, size - o, "%s%s",
		    i == 0 ? "" : i == n - 1 ? last : other, items[i]);
	return buf;
}

const char *
kl_text_clean(const char *text, size_t len, size_t max, char *buf,
              size_t size)
{
	const unsigned char *p = (const unsigned char *)text;
	size_t i = 0, o = 0, n;
	int32_t cp;
	int unsafe;

	if (size == 0)
		return buf;
	if (size < 4)
		max = 0;
	else if (max > size - 4)
		max = size - 4;
	while (i < len) {
		n = kl_utf8_decode(text + i, len - i, &cp);
		/* control characters go, but for line breaks, and so do
		 * controls of the writing direction and the separators of
		 * lines and paragraphs that are not line feeds: each as one
		 * '?', as is each byte that is not UTF-8 */
		unsafe = n > 0 && ((kl_utf8_control(cp) && cp != '\n') ||
		                   kl_utf8_bidi_control(cp) ||
		                   kl_utf8_separator(cp));
		if (o + (n > 0 && !unsafe ? n : 1) > max)
			break;
		if (n == 0 || unsafe) {
			buf[o++] = '?';
			i += n > 0 ? n : 1;
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

/* The edit distance of a and b without regard to case, counting two
 * neighbours swapped as one edit ("Anan" for "Anna"); a number over
 * most when it is more than most. */
static int
distance(const char *a, const char *b, int most)
{
	int la = (int)strlen(a), lb = (int)strlen(b), i, j, cost, v;
	int d[64][64];

	if (la > 63 || lb > 63 || (la > lb ? la - lb : lb - la) > most)
		return most + 1;
	for (i = 0; i <= la; i++)
		d[i][0] = i;
	for (j = 0; j <= lb; j++)
		d[0][j] = j;
	for (i = 1; i <= la; i++)
		for (j = 1; j <= lb; j++) {
			int ai = tolower((unsigned char)a[i - 1]);
			int bj = tolower((unsigned char)b[j - 1]);
			cost = ai != bj;
			v = d[i - 1][j - 1] + cost;
			if (d[i - 1][j] + 1 < v)
				v = d[i - 1][j] + 1;
			if (d[i][j - 1] + 1 < v)
				v = d[i][j - 1] + 1;
			if (i > 1 && j > 1 &&
			    ai == tolower((unsigned char)b[j - 2]) &&
			    tolower((unsigned char)a[i - 2]) == bj &&
			    d[i - 2][j - 2] + 1 < v)
				v = d[i - 2][j - 2] + 1;
			d[i][j] = v;
		}
	return d[la][lb] > most ? most + 1 : d[la][lb];
}

int
kl_text_nearest(const char *name, const char *const *items, int n)
{
	int i, d, best = -1, bestd = 3, len = (int)strlen(name);

	for (i = 0; i < n; i++) {
		d = distance(name, items[i], 2);
		if (d == 0)
			return -1;
		if (d < bestd && 2 * d < len) {
			best = i;
			bestd = d;
		}
	}
	return best;
}
