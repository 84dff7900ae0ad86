/* cli_clean.c - a stream that cleans what it passes on (cli_clean.h). */
#define _GNU_SOURCE 1 /* fopencookie */
#include "cli_clean.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kl_utf8.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/* The state of one cleaning stream. */
typedef struct clean_out {
	FILE *to;
	int raw;               /* pass bytes as they are */
	unsigned char part[4]; /* the start of a character cut by a write */
	size_t npart;
	int track;             /* count the columns of the line */
	int col;               /* the columns written since the last line
	                          feed (when track) */
} clean_out;

/* The streams made here, so that kl_cli_clean_raw knows its own (a
 * process has a handful at most). */
#define STREAMS_MAX 8
static struct {
	FILE *f;
	clean_out *c;
} streams[STREAMS_MAX];

/* Bytes a UTF-8 sequence starting with lead needs (0: not a lead). */
static size_t
seq_len(unsigned char lead)
{
	if (lead < 0x80)
		return 1;
	if (lead >= 0xc2 && lead <= 0xdf)
		return 2;
	if (lead >= 0xe0 && lead <= 0xef)
		return 3;
	if (lead >= 0xf0 && lead <= 0xf4)
		return 4;
	return 0;
}

/* Is byte b plain ASCII text that passes as it is? */
static int
plain(unsigned char b)
{
	return (b >= 0x20 && b < 0x7f) || b == '\n' || b == '\t';
}

/* Are the 8 bytes at s all printable ASCII (0x20..0x7e)?  A word at a
 * time: a byte below 0x20 leaves its high bit set in w - 0x20.. where w's
 * is clear, a byte of 0x7f and up has it in w + 0x01.. or in w itself
 * (a carry out of 0xff only comes from a byte found already). */
static int
word_plain(const unsigned char *s)
{
	const uint64_t ones = UINT64_C(0x0101010101010101);
	const uint64_t highs = UINT64_C(0x8080808080808080);
	uint64_t w;

	memcpy(&w, s, sizeof(w));
	return (((w - ones * 0x20) & ~w) | (w + ones) | w) & highs ? 0 : 1;
}

#if defined(__SSE2__)
/* Are the 16 bytes at s all plain (printable ASCII, '\n' or '\t')?  Each
 * byte compared as a signed number (0x80 and up are below 0x20), the
 * line feeds and tabs let through, in a few instructions of the
 * processor's 16-byte registers, which every x86-64 has: a batch's
 * output is lines of such bytes, and a line feed does not stop the run
 * as it stops word_plain. */
static inline int
block_plain(const unsigned char *s)
{
	__m128i v = _mm_loadu_si128((const __m128i *)(const void *)s);
	__m128i ok = _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8(0x1f)),
	                           _mm_cmplt_epi8(v, _mm_set1_epi8(0x7f)));

	ok = _mm_or_si128(ok, _mm_cmpeq_epi8(v, _mm_set1_epi8('\n')));
	ok = _mm_or_si128(ok, _mm_cmpeq_epi8(v, _mm_set1_epi8('\t')));
	return _mm_movemask_epi8(ok) == 0xffff;
}
#define BLOCK_PLAIN 16
#else
/* Elsewhere the blocks are words (which stop at a line feed). */
#define block_plain word_plain
#define BLOCK_PLAIN 8
#endif

/* The end of the run of plain bytes of s[i..n): whole blocks of plain
 * bytes first, then whole words of printable ASCII, a byte at a time
 * where a word holds anything else. */
static size_t
plain_run(const unsigned char *s, size_t i, size_t n)
{
	for (;;) {
		while (n - i >= BLOCK_PLAIN && block_plain(s + i))
			i += BLOCK_PLAIN;
		while (n - i >= 8 && word_plain(s + i))
			i += 8;
		if (i == n || !plain(s[i]))
			return i;
		i++;
	}
}

/* Count the n plain bytes at s (printable ASCII, line feeds, tabs) into
 * the column of c. */
static void
track_plain(clean_out *c, const unsigned char *s, size_t n)
{
	const unsigned char *nl = memrchr(s, '\n', n);

	if (nl != NULL) {
		c->col = 0;
		n -= (size_t)(nl + 1 - s);
		s = nl + 1;
	}
	/* a tab counts as one: klopf writes none in a line it breaks */
	c->col += (int)n;
}

/* Write the n bytes at s to c->to, cleaned; a character cut at the end
 * waits in c->part for the next write (unless last). Returns 0 or -1. */
static int
put_clean(clean_out *c, const unsigned char *s, size_t n, int last)
{
	size_t i = 0, k, run, need;
	int32_t cp;

	while (i < n) {
		/* most output is plain ASCII: on in runs */
		run = plain_run(s, i, n);
		if (run > i && fwrite(s + i, 1, run - i, c->to) != run - i)
			return -1;
		if (c->track && run > i)
			track_plain(c, s + i, run - i);
		i = run;
		if (i == n)
			break;
		need = seq_len(s[i]);
		if (need > 1 && i + need > n && !last) {
			/* cut by the end of this write: keep it if what is
			 * there can still become a character */
			for (k = i + 1; k < n && (s[k] & 0xc0) == 0x80; k++)
				;
			if (k == n) {
				memcpy(c->part, s + i, n - i);
				c->npart = n - i;
				break;
			}
		}
		k = kl_utf8_decode((const char *)s + i, n - i, &cp);
		if (k == 0 || kl_utf8_control(cp) || kl_utf8_bidi_control(cp) ||
		    kl_utf8_separator(cp)) {
			if (fputc('?', c->to) == EOF)
				return -1;
			c->col += c->track;
			i += k ? k : 1;
			continue;
		}
		if (fwrite(s + i, 1, k, c->to) != k)
			return -1;
		if (c->track)
			c->col += kl_utf8_cp_width(cp);
		i += k;
	}
	return 0;
}

/* The stream's write: clean (or not), then on to c->to. */
static ssize_t
write_fn(void *cookie, const char *data, size_t size)
{
	clean_out *c = cookie;
	unsigned char joined[8];
	const unsigned char *s = (const unsigned char *)data;
	size_t used = 0, need;

	if (c->raw)
		return fwrite(data, 1, size, c->to) == size ? (ssize_t)size : -1;
	/* finish a character cut by the last write first */
	if (c->npart > 0) {
		need = seq_len(c->part[0]);
		memcpy(joined, c->part, c->npart);
		while (c->npart + used < need && used < size &&
		       (s[used] & 0xc0) == 0x80) {
			joined[c->npart + used] = s[used];
			used++;
		}
		if (c->npart + used < need && used == size) {
			/* still cut: wait for more */
			memcpy(c->part, joined, c->npart + used);
			c->npart += used;
			return (ssize_t)size;
		}
		need = c->npart + used;
		c->npart = 0;
		if (put_clean(c, joined, need, 1) != 0)
			return -1;
	}
	if (put_clean(c, s + used, size - used, 0) != 0)
		return -1;
	return (ssize_t)size;
}

static int
close_fn(void *cookie)
{
	clean_out *c = cookie;
	int rc = 0, i;

	if (c->npart > 0)
		rc = put_clean(c, c->part, c->npart, 1);
	for (i = 0; i < STREAMS_MAX; i++)
		if (streams[i].c == c)
			streams[i].f = NULL, streams[i].c = NULL;
	free(c);
	return rc;
}

FILE *
kl_cli_clean_open(FILE *to)
{
	cookie_io_functions_t fns = { NULL, write_fn, NULL, close_fn };
	clean_out *c;
	FILE *f;
	int i;

	for (i = 0; i < STREAMS_MAX && streams[i].f != NULL; i++)
		;
	if (i == STREAMS_MAX || (c = calloc(1, sizeof(*c))) == NULL)
		return NULL;
	c->to = to;
	f = fopencookie(c, "w", fns);
	if (f == NULL) {
		free(c);
		return NULL;
	}
	streams[i].f = f;
	streams[i].c = c;
	return f;
}

void
kl_cli_clean_raw(FILE *f, int raw)
{
	int i;

	for (i = 0; i < STREAMS_MAX; i++) {
		if (streams[i].f != f || f == NULL)
			continue;
		fflush(f);
		streams[i].c->raw = raw;
		return;
	}
}

void
kl_cli_clean_track(FILE *f)
{
	int i;

	for (i = 0; i < STREAMS_MAX; i++)
		if (streams[i].f == f && f != NULL) {
			streams[i].c->track = 1;
			return;
		}
}

int
kl_cli_clean_column(FILE *f)
{
	int i;

	for (i = 0; i < STREAMS_MAX; i++) {
		if (streams[i].f != f || f == NULL || !streams[i].c->track)
			continue;
		fflush(f);
		return streams[i].c->col;
	}
	return -1;
}
