/* kl_qr.c - QR codes by libqrencode, drawn for a terminal or a page
 * (kl_qr.h). */
#include "kl_qr.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <qrencode.h>

int
kl_qr_encode(const char *text, kl_qr *out, kl_error *err)
{
	QRcode *code;
	size_t len = text != NULL ? strlen(text) : 0;
	int i, n;

	memset(out, 0, sizeof(*out));
	if (len == 0 || len > KL_QR_TEXT_MAX)
		return kl_error_set(err, KL_EINPUT, "a QR code is made of a text "
		                    "of 1 to %d bytes, not %zu", KL_QR_TEXT_MAX,
		                    len);
	/* 8-bit mode: the bytes as they are, whatever they hold */
	code = QRcode_encodeString8bit(text, 0, QR_ECLEVEL_M);
	if (code == NULL)
		return kl_error_set(err, KL_ENOMEM, "out of memory");
	n = code->width;
	out->dark = malloc((size_t)n * (size_t)n);
	if (out->dark == NULL) {
		QRcode_free(code);
		return kl_error_set(err, KL_ENOMEM, "out of memory");
	}
	for (i = 0; i < n * n; i++)
		out->dark[i] = code->data[i] & 1;
	out->version = code->version;
	out->size = n;
	QRcode_free(code);
	return KL_OK;
}

void
kl_qr_free(kl_qr *q)
{
	if (q == NULL)
		return;
	free(q->dark);
	memset(q, 0, sizeof(*q));
}

int
kl_qr_module(const kl_qr *q, int x, int y)
{
	x -= KL_QR_QUIET;
	y -= KL_QR_QUIET;
	if (x < 0 || y < 0 || x >= q->size || y >= q->size)
		return 0;
	return q->dark[y * q->size + x];
}

/* A growing string. */
typedef struct buf {
	char *s;
	size_t len, cap;
	int failed;
} buf;

static void
put(buf *b, const char *text)
{
	size_t n = strlen(text);
	char *p;

	if (b->failed)
		return;
	if (b->len + n + 1 > b->cap) {
		size_t cap = b->cap ? b->cap : 1024;
		while (cap < b->len + n + 1)
			cap *= 2;
		p = realloc(b->s, cap);
		if (p == NULL) {
			b->failed = 1;
			return;
		}
		b->s = p;
		b->cap = cap;
	}
	memcpy(b->s + b->len, text, n + 1);
	b->len += n;
}

/* The string of b, or NULL (freed) when it failed. */
static char *
done(buf *b)
{
	if (b->failed) {
		free(b->s);
		return NULL;
	}
	if (b->s == NULL)
		put(b, "");
	return b->failed ? NULL : b->s;
}

char *
kl_qr_text(const kl_qr *q, int style)
{
	/* by (top dark, bottom dark): the character in the terminal's
	 * colours, and the cell with explicit ones (foreground the top,
	 * background the bottom, under an upper half block) */
	static const char *const plain[2][2] = {
		{ " ", "\xe2\x96\x84" },          /* light, lower half */
		{ "\xe2\x96\x80", "\xe2\x96\x88" } /* upper half, full */
	};
	/* colours 231 and 16 of the 256: white and black that themes
	 * leave alone, unlike the first sixteen */
	static const char *const ansi[2][2] = {
		{ "\x1b[38;5;231;48;5;231m\xe2\x96\x80",
		  "\x1b[38;5;231;48;5;16m\xe2\x96\x80" },
		{ "\x1b[38;5;16;48;5;231m\xe2\x96\x80",
		  "\x1b[38;5;16;48;5;16m\xe2\x96\x80" },
	};
	int side = q->size + 2 * KL_QR_QUIET, x, y;
	buf b = { 0 };

	for (y = 0; y < side; y += 2) {
		for (x = 0; x < side; x++) {
			int top = kl_qr_module(q, x, y);
			int bottom = y + 1 < side ? kl_qr_module(q, x, y + 1) : 0;
			put(&b, style == KL_QR_ANSI ? ansi[top][bottom] :
			    plain[top][bottom]);
		}
		put(&b, style == KL_QR_ANSI ? "\x1b[0m\n" : "\n");
	}
	return done(&b);
}

char *
kl_qr_svg(const kl_qr *q, int px)
{
	int side = q->size + 2 * KL_QR_QUIET, x, y, run;
	char piece[96];
	buf b = { 0 };

	if (px > 0)
		snprintf(piece, sizeof(piece), " width=\"%d\" height=\"%d\"", px,
		         px);
	else
		piece[0] = '\0';
	put(&b, "<svg xmlns=\"http://www.w3.org/2000/svg\"");
	put(&b, piece);
	snprintf(piece, sizeof(piece), " viewBox=\"0 0 %d %d\" "
	         "shape-rendering=\"crispEdges\">", side, side);
	put(&b, piece);
	snprintf(piece, sizeof(piece), "<rect width=\"%d\" height=\"%d\" "
	         "fill=\"#fff\"/><path fill=\"#000\" d=\"", side, side);
	put(&b, piece);
	/* each run of dark modules in a row as one rectangle */
	for (y = KL_QR_QUIET; y < KL_QR_QUIET + q->size; y++)
		for (x = KL_QR_QUIET; x < KL_QR_QUIET + q->size; x += run) {
			run = 0;
			while (kl_qr_module(q, x + run, y))
				run++;
			if (run == 0) {
				run = 1;
				continue;
			}
			snprintf(piece, sizeof(piece), "M%d %dh%dv1h-%dz", x, y,
			         run, run);
			put(&b, piece);
		}
	put(&b, "\"/></svg>");
	return done(&b);
}
