/*
 * test_utf8.c - UTF-8 text: validity, display width, characters,
 * decoding, fitting to columns and NFC, from tables of strings.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kl_utf8.h"

/* A string, whether it is valid UTF-8, its terminal width and its
 * characters (invalid bytes count one each). */
static const struct {
	const char *s;
	int valid;
	int width;
	size_t chars;
} texts[] = {
	{ "", 1, 0, 0 },
	{ "Anna", 1, 4, 4 },
	{ "J\xc3\xbcrgen", 1, 6, 6 },                 /* Jürgen */
	{ "Zo\xc3\xab", 1, 3, 3 },                    /* Zoë, composed */
	{ "Zoe\xcc\x88", 1, 3, 4 },                   /* Zoë, combining */
	{ "\xe6\x9d\x8e\xe9\x9b\xb7", 1, 4, 2 },      /* 李雷 */
	{ "\xef\xbc\xa1", 1, 2, 1 },                  /* fullwidth A */
	{ "\xf0\x9f\x82\xa1", 1, 1, 1 },              /* U+1F0A1 ace */
	{ "a\tb", 1, 2, 3 },                          /* control: 0 */
	{ "\x7f", 1, 0, 1 },
	{ "\xc2\x85", 1, 0, 1 },                      /* C1 control */
	{ "\xc3", 0, 1, 1 },                          /* cut */
	{ "\xc0\xaf", 0, 2, 2 },                      /* overlong '/' */
	{ "\xe0\x80\xaf", 0, 3, 3 },                  /* overlong */
	{ "\xed\xa0\x80", 0, 3, 3 },                  /* surrogate */
	{ "\xf4\x90\x80\x80", 0, 4, 4 },              /* past U+10FFFF */
	{ "\xff", 0, 1, 1 },
	{ "a\x80z", 0, 3, 3 },                        /* stray continuation */
};

static void
test_valid_width_chars(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(texts) / sizeof(texts[0]); i++) {
		size_t n = strlen(texts[i].s);
		if (kl_utf8_valid(texts[i].s, n) != texts[i].valid)
			fail_msg("valid(%zu): %d", i, !texts[i].valid);
		if (kl_utf8_width(texts[i].s) != texts[i].width)
			fail_msg("width(%zu): %d, not %d", i,
			         kl_utf8_width(texts[i].s), texts[i].width);
		if (kl_utf8_chars(texts[i].s, n) != texts[i].chars)
			fail_msg("chars(%zu): %zu, not %zu", i,
			         kl_utf8_chars(texts[i].s, n), texts[i].chars);
	}
}

static void
test_decode(void **state)
{
	int32_t cp = 0;

	(void)state;
	assert_int_equal(kl_utf8_decode("A", 1, &cp), 1);
	assert_int_equal(cp, 'A');
	assert_int_equal(kl_utf8_decode("\xc3\xbc", 2, &cp), 2);
	assert_int_equal(cp, 0xfc);
	assert_int_equal(kl_utf8_decode("\xe6\x9d\x8e", 3, &cp), 3);
	assert_int_equal(cp, 0x674e);
	assert_int_equal(kl_utf8_decode("\xf0\x9f\x82\xa1", 4, &cp), 4);
	assert_int_equal(cp, 0x1f0a1);
	/* the length given is a limit */
	assert_int_equal(kl_utf8_decode("\xe6\x9d\x8e", 2, &cp), 0);
	assert_int_equal(kl_utf8_decode("A", 0, &cp), 0);
	assert_int_equal(kl_utf8_decode("\x80", 1, NULL), 0);
	/* a NUL inside the length is a character like any other */
	assert_int_equal(kl_utf8_decode("\0x", 2, &cp), 1);
	assert_int_equal(cp, 0);
	assert_true(kl_utf8_valid("a\0b", 3));
}

/* Fitting to columns: the result and its display width. */
static const struct {
	const char *s;
	int cols, right;
	const char *out;
} fits[] = {
	{ "Anna", 6, 0, "Anna  " },
	{ "Anna", 6, 1, "  Anna" },
	{ "Anna", 2, 0, "An" },
	{ "Anna", 0, 0, "" },
	{ "J\xc3\xbcrgen", 8, 0, "J\xc3\xbcrgen  " },
	{ "\xe6\x9d\x8e\xe9\x9b\xb7", 6, 0, "\xe6\x9d\x8e\xe9\x9b\xb7  " },
	{ "\xe6\x9d\x8e\xe9\x9b\xb7", 6, 1, "  \xe6\x9d\x8e\xe9\x9b\xb7" },
	/* the second wide character would cross the edge */
	{ "\xe6\x9d\x8e\xe9\x9b\xb7", 3, 0, "\xe6\x9d\x8e " },
	/* a combining mark stays with its letter */
	{ "Zoe\xcc\x88", 3, 0, "Zoe\xcc\x88" },
	{ "Zoe\xcc\x88x", 3, 0, "Zoe\xcc\x88" },
};

static void
test_fit(void **state)
{
	char buf[64];
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(fits) / sizeof(fits[0]); i++) {
		int n = kl_utf8_fit(fits[i].s, fits[i].cols, fits[i].right, buf,
		                    sizeof(buf));
		if (n < 0 || strcmp(buf, fits[i].out) != 0)
			fail_msg("fit(%zu): \"%s\"", i, buf);
		assert_int_equal((size_t)n, strlen(fits[i].out));
		assert_int_equal(kl_utf8_width(buf), fits[i].cols);
	}
	/* too small a buffer: -1 and "" */
	assert_int_equal(kl_utf8_fit("Anna", 6, 0, buf, 6), -1);
	assert_string_equal(buf, "");
	assert_int_equal(kl_utf8_fit("Anna", 6, 0, buf, 7), 6);
}

/* Names shortened with an ellipsis: whole characters only (a wide one
 * that would cross the edge stays out, a combining mark stays with its
 * letter), the ellipsis taking the last column. */
static const struct {
	const char *s;
	int cols;
	const char *out;
	int width;
} clips[] = {
	{ "Anna", 4, "Anna", 4 },
	{ "Anna", 10, "Anna", 4 },
	{ "Annamaria", 6, "Annam\xe2\x80\xa6", 6 },
	{ "J\xc3\xbcrgen", 3, "J\xc3\xbc\xe2\x80\xa6", 3 },    /* Jü… */
	{ "Zoe\xcc\x88yy", 4, "Zoe\xcc\x88\xe2\x80\xa6", 4 }, /* Zoë… */
	{ "\xe6\x9d\x8e\xe9\x9b\xb7\xe7\x8e\x8b", 4,        /* 李雷王 */
	  "\xe6\x9d\x8e\xe2\x80\xa6", 3 },                     /* 李… */
	{ "\xe6\x9d\x8e\xe9\x9b\xb7\xe7\x8e\x8b", 5,
	  "\xe6\x9d\x8e\xe9\x9b\xb7\xe2\x80\xa6", 5 },
	{ "Ph\xe1\xbb\x8fm Ph\xe1\xbb\x8fm", 4,                 /* Phỏm Phỏm */
	  "Ph\xe1\xbb\x8f\xe2\x80\xa6", 4 },
	{ "Anna", 1, "\xe2\x80\xa6", 1 },
	{ "Anna", 0, "", 0 },
};

static void
test_clip(void **state)
{
	char buf[64];
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(clips) / sizeof(clips[0]); i++) {
		int w = kl_utf8_clip(clips[i].s, clips[i].cols, buf, sizeof(buf));
		if (w != clips[i].width || strcmp(buf, clips[i].out) != 0)
			fail_msg("clip(%zu): \"%s\" (%d)", i, buf, w);
		assert_int_equal(kl_utf8_width(buf), clips[i].width);
		assert_true(kl_utf8_valid(buf, strlen(buf)));
	}
	/* too small a buffer: -1 and "" */
	assert_int_equal(kl_utf8_clip("Annamaria", 6, buf, 8), -1);
	assert_string_equal(buf, "");
	assert_int_equal(kl_utf8_clip("Annamaria", 6, buf, 9), 6);
}

static void
test_nfc(void **state)
{
	char *s;

	(void)state;
	s = kl_utf8_nfc("Zoe\xcc\x88");
	assert_non_null(s);
	assert_string_equal(s, "Zo\xc3\xab");
	free(s);
	s = kl_utf8_nfc("Anna");
	assert_non_null(s);
	assert_string_equal(s, "Anna");
	free(s);
	assert_null(kl_utf8_nfc("\xff"));
}

/* Names a reader takes for each other share a skeleton; names that
 * differ keep theirs apart. */
static void
test_skeleton(void **state)
{
	static const struct {
		const char *a, *b;
		int same;
	} pairs[] = {
		{ "Anna", "anna", 1 },
		{ "Anna", "\xd0\x90nna", 1 },               /* Cyrillic A */
		{ "Anna", "\xce\x91nna", 1 },               /* Greek Alpha */
		{ "Ben", "\xef\xbc\xa2" "en", 1 },           /* fullwidth B */
		{ "Ben", "B\xe2\x80\x8b" "en", 1 },          /* zero-width space */
		{ "Ben", "\xd0\x92\xd0\xb5n", 1 },           /* Cyrillic Ve, ie */
		{ "Tom", "\xd0\xa2\xd0\xbe\xd0\xbc", 1 },   /* Cyrillic Tom */
		{ "Lisi", "L\xc4\xb1si", 1 },               /* dotless i */
		{ "Anna", "Anne", 0 },
		{ "J\xc3\xbcrgen", "Jurgen", 0 },           /* the umlaut counts */
		{ "\xd0\x91\xd0\xbe\xd1\x80\xd0\xb8\xd1\x81", "Bopnc", 0 }, /* Boris */
	};
	char *a, *b;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(pairs) / sizeof(pairs[0]); i++) {
		a = kl_utf8_skeleton(pairs[i].a);
		b = kl_utf8_skeleton(pairs[i].b);
		assert_non_null(a);
		assert_non_null(b);
		if ((strcmp(a, b) == 0) != pairs[i].same)
			fail_msg("skeleton(%zu): \"%s\" and \"%s\"", i, a, b);
		free(a);
		free(b);
	}
	assert_null(kl_utf8_skeleton("\xff"));
}

/* The separators of lines and paragraphs, and what XML 1.0 takes. */
static void
test_separator_xml(void **state)
{
	(void)state;
	assert_true(kl_utf8_separator(0x2028));
	assert_true(kl_utf8_separator(0x2029));
	assert_false(kl_utf8_separator(' '));
	assert_false(kl_utf8_separator('\n'));
	assert_false(kl_utf8_separator(0x200b));
	assert_true(kl_utf8_xml_char('\t'));
	assert_true(kl_utf8_xml_char('\n'));
	assert_true(kl_utf8_xml_char('A'));
	assert_true(kl_utf8_xml_char(0xfffd));
	assert_true(kl_utf8_xml_char(0x1f0a1));
	assert_false(kl_utf8_xml_char(0x01));
	assert_false(kl_utf8_xml_char(0x1b));
	assert_false(kl_utf8_xml_char(0xfffe));
	assert_false(kl_utf8_xml_char(0xffff));
	assert_false(kl_utf8_xml_char(0xd800));
	assert_false(kl_utf8_xml_char(0x110000));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_valid_width_chars),
		cmocka_unit_test(test_decode),
		cmocka_unit_test(test_fit),
		cmocka_unit_test(test_clip),
		cmocka_unit_test(test_nfc),
		cmocka_unit_test(test_skeleton),
		cmocka_unit_test(test_separator_xml),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
