/* kl_utf8.c - UTF-8 text on top of utf8proc (see kl_utf8.h). */
#include "kl_utf8.h"

#include <string.h>

#include <utf8proc.h>

size_t
kl_utf8_decode(const char *s, size_t n, int32_t *cp)
{
	utf8proc_int32_t v = -1;
	utf8proc_ssize_t len;

	if (n == 0)
		return 0;
	/* utf8proc reads at most 4 bytes, and no more than it is given */
	len = utf8proc_iterate((const utf8proc_uint8_t *)s,
	                       (utf8proc_ssize_t)(n < 4 ? n : 4), &v);
	if (len <= 0 || v < 0)
		return 0;
	if (cp != NULL)
		*cp = v;
	return (size_t)len;
}

int
kl_utf8_valid(const char *s, size_t n)
{
	size_t off = 0, k;

	while (off < n) {
		k = kl_utf8_decode(s + off, n - off, NULL);
		if (k == 0)
			return 0;
		off += k;
	}
	return 1;
}

int
kl_utf8_control(int32_t cp)
{
	return (cp >= 0 && cp < 0x20) || (cp >= 0x7f && cp < 0xa0);
}

int
kl_utf8_cp_width(int32_t cp)
{
	if (kl_utf8_control(cp))
		return 0;
	return utf8proc_charwidth(cp);
}

int
kl_utf8_nwidth(const char *s, size_t n)
{
	size_t off = 0, k;
	int32_t cp;
	int w = 0;

	while (off < n) {
		k = kl_utf8_decode(s + off, n - off, &cp);
		if (k == 0) {
			w++;
			off++;
		} else {
			w += kl_utf8_cp_width(cp);
			off += k;
		}
	}
	return w;
}

int
kl_utf8_width(const char *s)
{
	return kl_utf8_nwidth(s, strlen(s));
}

size_t
kl_utf8_chars(const char *s, size_t n)
{
	size_t off = 0, k, count = 0;

	while (off < n) {
		k = kl_utf8_decode(s + off, n - off, NULL);
		off += k ? k : 1;
		count++;
	}
	return count;
}

int
kl_utf8_fit(const char *s, int cols, int right, char *buf, size_t size)
{
	size_t n = strlen(s), off = 0, k, out = 0;
	int32_t cp;
	int w = 0, cw, pad;

	/* how much of s fits */
	while (off < n) {
		k = kl_utf8_decode(s + off, n - off, &cp);
		cw = k ? kl_utf8_cp_width(cp) : 1;
		if (w + cw > cols)
			break;
		w += cw;
		off += k ? k : 1;
	}
	pad = cols > w ? cols - w : 0;
	if (off + (size_t)pad + 1 > size) {
		if (size > 0)
			buf[0] = '\0';
		return -1;
	}
	if (right) {
		memset(buf, ' ', (size_t)pad);
		out = (size_t)pad;
	}
	memcpy(buf + out, s, off);
	out += off;
	if (!right) {
		memset(buf + out, ' ', (size_t)pad);
		out += (size_t)pad;
	}
	buf[out] = '\0';
	return (int)out;
}

int
kl_utf8_clip(const char *s, int cols, char *buf, size_t size)
{
	static const char ellipsis[] = "\xe2\x80\xa6";
	size_t n = strlen(s), off = 0, k;
	int32_t cp;
	int w = 0, cw, all = kl_utf8_nwidth(s, n), room;

	if (cols < 1)
		cols = 0;
	if (all <= cols) {
		if (n + 1 > size)
			goto small;
		memcpy(buf, s, n + 1);
		return all;
	}
	room = cols - 1;
	/* the whole characters that fit, with the marks of no width after
	 * the last of them */
	while (off < n) {
		k = kl_utf8_decode(s + off, n - off, &cp);
		cw = k ? kl_utf8_cp_width(cp) : 1;
		if (w + cw > room)
			break;
		w += cw;
		off += k ? k : 1;
	}
	if (cols == 0) {
		if (size < 1)
			return -1;
		buf[0] = '\0';
		return 0;
	}
	if (off + sizeof(ellipsis) > size)
		goto small;
	memcpy(buf, s, off);
	memcpy(buf + off, ellipsis, sizeof(ellipsis));
	return w + 1;
small:
	if (size > 0)
		buf[0] = '\0';
	return -1;
}

int
kl_utf8_invisible(int32_t cp)
{
	const utf8proc_property_t *p;

	if (!utf8proc_codepoint_valid(cp))
		return 0;
	p = utf8proc_get_property(cp);
	return p->ignorable || p->category == UTF8PROC_CATEGORY_ZS ||
	       p->category == UTF8PROC_CATEGORY_ZL ||
	       p->category == UTF8PROC_CATEGORY_ZP;
}

int
kl_utf8_bidi_control(int32_t cp)
{
	return cp == 0x061c || cp == 0x200e || cp == 0x200f ||
	       (cp >= 0x202a && cp <= 0x202e) ||
	       (cp >= 0x2066 && cp <= 0x2069);
}

int
kl_utf8_separator(int32_t cp)
{
	const utf8proc_property_t *p;

	if (!utf8proc_codepoint_valid(cp))
		return 0;
	p = utf8proc_get_property(cp);
	return p->category == UTF8PROC_CATEGORY_ZL ||
	       p->category == UTF8PROC_CATEGORY_ZP;
}

int
kl_utf8_xml_char(int32_t cp)
{
	return cp == '\t' || cp == '\n' || cp == '\r' ||
	       (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) ||
	       (cp >= 0x10000 && cp <= 0x10ffff);
}

/* Letters of other scripts that a reader takes for a Latin letter, in
 * their case-folded form (a capital folds to its small letter, so the
 * small letter stands for the capital's look too: Cyrillic en for H),
 * and the Latin letter each is read as.  Ordered by code point. */
static const struct {
	int32_t cp;
	char latin;
} look_alikes[] = {
	{ .cp = 0x0131, .latin = 'i' }, /* dotless i */
	{ .cp = 0x0251, .latin = 'a' }, /* script a */
	{ .cp = 0x0261, .latin = 'g' }, /* script g */
	{ .cp = 0x03b1, .latin = 'a' }, /* Greek alpha */
	{ .cp = 0x03b2, .latin = 'b' }, /* beta */
	{ .cp = 0x03b5, .latin = 'e' }, /* epsilon */
	{ .cp = 0x03b6, .latin = 'z' }, /* zeta */
	{ .cp = 0x03b7, .latin = 'h' }, /* eta */
	{ .cp = 0x03b9, .latin = 'i' }, /* iota */
	{ .cp = 0x03ba, .latin = 'k' }, /* kappa */
	{ .cp = 0x03bc, .latin = 'm' }, /* mu */
	{ .cp = 0x03bd, .latin = 'n' }, /* nu */
	{ .cp = 0x03bf, .latin = 'o' }, /* omicron */
	{ .cp = 0x03c1, .latin = 'p' }, /* rho */
	{ .cp = 0x03c4, .latin = 't' }, /* tau */
	{ .cp = 0x03c5, .latin = 'y' }, /* upsilon */
	{ .cp = 0x03c7, .latin = 'x' }, /* chi */
	{ .cp = 0x0430, .latin = 'a' }, /* Cyrillic a */
	{ .cp = 0x0432, .latin = 'b' }, /* ve */
	{ .cp = 0x0435, .latin = 'e' }, /* ie */
	{ .cp = 0x043a, .latin = 'k' }, /* ka */
	{ .cp = 0x043c, .latin = 'm' }, /* em */
	{ .cp = 0x043d, .latin = 'h' }, /* en */
	{ .cp = 0x043e, .latin = 'o' }, /* o */
	{ .cp = 0x0440, .latin = 'p' }, /* er */
	{ .cp = 0x0441, .latin = 'c' }, /* es */
	{ .cp = 0x0442, .latin = 't' }, /* te */
	{ .cp = 0x0443, .latin = 'y' }, /* u */
	{ .cp = 0x0445, .latin = 'x' }, /* ha */
	{ .cp = 0x0455, .latin = 's' }, /* dze */
	{ .cp = 0x0456, .latin = 'i' }, /* Byelorussian-Ukrainian i */
	{ .cp = 0x0458, .latin = 'j' }, /* je */
	{ .cp = 0x04bb, .latin = 'h' }, /* shha */
	{ .cp = 0x04cf, .latin = 'l' }, /* palochka */
	{ .cp = 0x0501, .latin = 'd' }, /* komi de */
	{ .cp = 0x051b, .latin = 'q' }, /* qa */
	{ .cp = 0x051d, .latin = 'w' }, /* we */
};
#define NLOOK_ALIKES (sizeof(look_alikes) / sizeof(look_alikes[0]))

/* The Latin letter cp is read as, or 0 when it is no look-alike. */
static char
latin_look(int32_t cp)
{
	size_t lo = 0, hi = NLOOK_ALIKES, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (look_alikes[mid].cp == cp)
			return look_alikes[mid].latin;
		if (look_alikes[mid].cp < cp)
			lo = mid + 1;
		else
			hi = mid;
	}
	return 0;
}

char *
kl_utf8_skeleton(const char *s)
{
	utf8proc_uint8_t *out = NULL;
	size_t n, i, o = 0, k;
	int32_t cp;
	char latin;

	if (!kl_utf8_valid(s, strlen(s)))
		return NULL;
	if (utf8proc_map((const utf8proc_uint8_t *)s, 0, &out,
	                 UTF8PROC_NULLTERM | UTF8PROC_STABLE |
	                 UTF8PROC_COMPOSE | UTF8PROC_COMPAT |
	                 UTF8PROC_CASEFOLD | UTF8PROC_IGNORE) < 0)
		return NULL;
	/* in place: every look-alike takes two bytes, its letter one */
	n = strlen((const char *)out);
	for (i = 0; i < n; i += k) {
		k = kl_utf8_decode((const char *)out + i, n - i, &cp);
		if (k == 0)
			k = 1;  /* utf8proc writes valid UTF-8: not reached */
		latin = k > 1 ? latin_look(cp) : 0;
		if (latin != 0)
			out[o++] = (utf8proc_uint8_t)latin;
		else {
			memmove(out + o, out + i, k);
			o += k;
		}
	}
	out[o] = '\0';
	return (char *)out;
}

int
kl_utf8_same_word(const char *a, const char *b)
{
	const int opts = UTF8PROC_NULLTERM | UTF8PROC_STABLE |
	                 UTF8PROC_DECOMPOSE | UTF8PROC_COMPAT |
	                 UTF8PROC_CASEFOLD | UTF8PROC_STRIPMARK;
	utf8proc_uint8_t *fa = NULL, *fb = NULL;
	int same = 0;

	if (kl_utf8_valid(a, strlen(a)) && kl_utf8_valid(b, strlen(b)) &&
	    utf8proc_map((const utf8proc_uint8_t *)a, 0, &fa, opts) >= 0 &&
	    utf8proc_map((const utf8proc_uint8_t *)b, 0, &fb, opts) >= 0)
		same = strcmp((const char *)fa, (const char *)fb) == 0;
	free(fa);
	free(fb);
	return same;
}

char *
kl_utf8_nfc(const char *s)
{
	if (!kl_utf8_valid(s, strlen(s)))
		return NULL;
	return (char *)utf8proc_NFC((const utf8proc_uint8_t *)s);
}
