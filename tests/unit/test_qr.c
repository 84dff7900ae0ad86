/*
 * test_qr.c - QR codes (kl_qr.h): for a table of texts, the modules are
 * libqrencode's own, the size is the version's, the three finder
 * patterns stand at their corners, the quiet zone is light, and both
 * drawings (the terminal's half blocks, plain and coloured, and the
 * SVG path) read back into exactly the modules, the same every time.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <qrencode.h>

#include "kl_qr.h"

static const struct {
	const char *text;
	int min_version;       /* at least this version (longer texts need
	                          bigger codes) */
} texts[] = {
	{ "A", 1 },
	{ "http://192.168.1.20:8080/enter/7KQ2-M9XD-4TRW-0BHE", 3 },
	{ "https://klopf.example/enter/ZZZZ-ZZZZ-ZZZZ-ZZZZ?lang=de", 4 },
	{ "Straße „Klopf“ – ♥♦♣♠", 2 },
	{ "0123456789012345678901234567890123456789012345678901234567890123"
	  "4567890123456789012345678901234567890123456789", 6 },
};

/* 1 when the finder pattern whose top left module is (x, y) (in the
 * code's own modules) is there: a dark ring of 7, a light ring of 5, a
 * dark square of 3. */
static int
finder_at(const kl_qr *q, int x, int y)
{
	int i, j;

	for (j = 0; j < 7; j++)
		for (i = 0; i < 7; i++) {
			int ring = i == 0 || j == 0 || i == 6 || j == 6;
			int core = i >= 2 && i <= 4 && j >= 2 && j <= 4;
			int want = ring || core;
			if (kl_qr_module(q, KL_QR_QUIET + x + i,
			                 KL_QR_QUIET + y + j) != want)
				return 0;
		}
	return 1;
}

/* Read a plain drawing back into modules: grid[y * side + x]. */
static void
read_plain(const char *text, int side, unsigned char *grid)
{
	const char *p = text;
	int x, y = 0;

	memset(grid, 0, (size_t)side * (size_t)side);
	while (*p != '\0') {
		for (x = 0; *p != '\n'; x++) {
			int top, bottom;
			assert_true(x < side);
			if (*p == ' ') {
				top = bottom = 0;
				p++;
			} else {
				/* E2 96 80 upper, 84 lower, 88 full */
				assert_int_equal((unsigned char)p[0], 0xe2);
				assert_int_equal((unsigned char)p[1], 0x96);
				top = (unsigned char)p[2] != 0x84;
				bottom = (unsigned char)p[2] != 0x80;
				p += 3;
			}
			grid[y * side + x] = (unsigned char)top;
			if (y + 1 < side)
				grid[(y + 1) * side + x] = (unsigned char)bottom;
			else
				assert_int_equal(bottom, 0);
		}
		assert_int_equal(x, side);
		p++;
		y += 2;
	}
	assert_int_equal(y, side + side % 2);
}

/* Read a coloured drawing back: each cell is ESC[38;5;F;48;5;Bm and an
 * upper half block (F the top, B the bottom: 16 black, 231 white). */
static void
read_ansi(const char *text, int side, unsigned char *grid)
{
	const char *p = text;
	int x, y = 0, fg, bg, n;

	while (*p != '\0') {
		for (x = 0; strncmp(p, "\x1b[0m\n", 5) != 0; x++) {
			assert_int_equal(sscanf(p, "\x1b[38;5;%d;48;5;%dm%n", &fg,
			                        &bg, &n), 2);
			assert_true(fg == 16 || fg == 231);
			assert_true(bg == 16 || bg == 231);
			p += n;
			assert_memory_equal(p, "\xe2\x96\x80", 3);
			p += 3;
			grid[y * side + x] = fg == 16;
			if (y + 1 < side)
				grid[(y + 1) * side + x] = bg == 16;
		}
		assert_int_equal(x, side);
		p += 5;
		y += 2;
	}
}

/* Read the SVG's path back: every "Mx yhNv1h-Nz" paints N modules. */
static void
read_svg(const char *svg, int side, unsigned char *grid)
{
	char head[256];
	const char *p;
	int x, y, w, w2, n, i;

	snprintf(head, sizeof(head), "<svg xmlns=\"http://www.w3.org/2000/svg\""
	         " viewBox=\"0 0 %d %d\" shape-rendering=\"crispEdges\"><rect "
	         "width=\"%d\" height=\"%d\" fill=\"#fff\"/><path fill=\"#000\" "
	         "d=\"", side, side, side, side);
	assert_memory_equal(svg, head, strlen(head));
	memset(grid, 0, (size_t)side * (size_t)side);
	p = svg + strlen(head);
	while (*p == 'M') {
		assert_int_equal(sscanf(p, "M%d %dh%dv1h-%dz%n", &x, &y, &w, &w2,
		                        &n), 4);
		assert_int_equal(w, w2);
		for (i = 0; i < w; i++) {
			assert_int_equal(grid[y * side + x + i], 0);
			grid[y * side + x + i] = 1;
		}
		p += n;
	}
	assert_string_equal(p, "\"/></svg>");
}

static void
test_qr_table(void **state)
{
	size_t t;

	(void)state;
	for (t = 0; t < sizeof(texts) / sizeof(texts[0]); t++) {
		kl_qr q, again;
		QRcode *ref;
		kl_error err;
		unsigned char *grid;
		char *plain, *ansi, *svg, *svg2;
		int side, x, y;

		assert_int_equal(kl_qr_encode(texts[t].text, &q, &err), KL_OK);
		/* libqrencode's own modules, untouched */
		ref = QRcode_encodeString8bit(texts[t].text, 0, QR_ECLEVEL_M);
		assert_non_null(ref);
		assert_int_equal(q.size, ref->width);
		assert_int_equal(q.version, ref->version);
		for (y = 0; y < q.size; y++)
			for (x = 0; x < q.size; x++)
				assert_int_equal(q.dark[y * q.size + x],
				                 ref->data[y * ref->width + x] & 1);
		QRcode_free(ref);
		assert_true(q.version >= texts[t].min_version);
		assert_int_equal(q.size, 17 + 4 * q.version);
		/* the finder patterns at three corners, none at the fourth */
		assert_true(finder_at(&q, 0, 0));
		assert_true(finder_at(&q, q.size - 7, 0));
		assert_true(finder_at(&q, 0, q.size - 7));
		assert_false(finder_at(&q, q.size - 7, q.size - 7));
		/* the quiet zone is light */
		side = q.size + 2 * KL_QR_QUIET;
		for (y = 0; y < side; y++)
			for (x = 0; x < side; x++)
				if (x < KL_QR_QUIET || y < KL_QR_QUIET ||
				    x >= side - KL_QR_QUIET ||
				    y >= side - KL_QR_QUIET)
					assert_int_equal(kl_qr_module(&q, x, y), 0);
		/* the drawings read back into the modules */
		grid = malloc((size_t)side * (size_t)side);
		assert_non_null(grid);
		plain = kl_qr_text(&q, KL_QR_PLAIN);
		ansi = kl_qr_text(&q, KL_QR_ANSI);
		svg = kl_qr_svg(&q, 0);
		assert_non_null(plain);
		assert_non_null(ansi);
		assert_non_null(svg);
		read_plain(plain, side, grid);
		for (y = 0; y < side; y++)
			for (x = 0; x < side; x++)
				assert_int_equal(grid[y * side + x],
				                 kl_qr_module(&q, x, y));
		read_ansi(ansi, side, grid);
		for (y = 0; y < side; y++)
			for (x = 0; x < side; x++)
				assert_int_equal(grid[y * side + x],
				                 kl_qr_module(&q, x, y));
		read_svg(svg, side, grid);
		for (y = 0; y < side; y++)
			for (x = 0; x < side; x++)
				assert_int_equal(grid[y * side + x],
				                 kl_qr_module(&q, x, y));
		/* the same text, the same drawing */
		assert_int_equal(kl_qr_encode(texts[t].text, &again, &err),
		                 KL_OK);
		svg2 = kl_qr_svg(&again, 0);
		assert_string_equal(svg, svg2);
		free(svg2);
		svg2 = kl_qr_svg(&again, 200);
		assert_non_null(strstr(svg2, " width=\"200\" height=\"200\" "));
		free(svg2);
		kl_qr_free(&again);
		free(plain);
		free(ansi);
		free(svg);
		free(grid);
		kl_qr_free(&q);
	}
}

static void
test_qr_refused(void **state)
{
	static char long_text[KL_QR_TEXT_MAX + 2];
	static const struct {
		const char *text;
		const char *msg;
	} rows[] = {
		{ "", "a QR code is made of a text of 1 to 1024 bytes, not 0" },
		{ NULL, "a QR code is made of a text of 1 to 1024 bytes, not 0" },
		{ long_text, "a QR code is made of a text of 1 to 1024 bytes, "
		  "not 1025" },
	};
	kl_qr q;
	kl_error err;
	size_t i;

	(void)state;
	memset(long_text, 'a', KL_QR_TEXT_MAX + 1);
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		assert_int_equal(kl_qr_encode(rows[i].text, &q, &err), KL_EINPUT);
		assert_string_equal(err.msg, rows[i].msg);
		assert_null(q.dark);
		kl_qr_free(&q);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_qr_table),
		cmocka_unit_test(test_qr_refused),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
