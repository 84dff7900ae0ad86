/*
 * test_text.c - lists of names, quotes of typed text, the nearest name
 * for "did you mean ...?", and CSV fields (kl_csv).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kl_csv.h"
#include "kl_text.h"

static void
test_list(void **state)
{
	static const char *const names[] = { "Anna", "Ben", "Clara", "Dora" };
	static const char *const want[] = {
		"", "Anna", "Anna and Ben", "Anna, Ben and Clara",
		"Anna, Ben, Clara and Dora"
	};
	char buf[64], small[8];
	int n;

	(void)state;
	for (n = 0; n <= 4; n++)
		assert_string_equal(kl_text_list(names, n, buf, sizeof(buf)),
		                    want[n]);
	/* cut, never overrun */
	kl_text_list(names, 4, small, sizeof(small));
	assert_true(strlen(small) < sizeof(small));
}

static void
test_quote(void **state)
{
	static const struct { const char *in, *out; } rows[] = {
		{ "Anna", "Anna" },
		{ "bell\a", "bell?" },
		{ "line\nbreak", "line?break" },
		{ "bad \xff byte", "bad ? byte" },
		{ "csi \xc2\x9b" "2J", "csi ?2J" },        /* one '?' a character */
		{ "rlo \xe2\x80\xae" "x", "rlo ?x" },
		{ "ls \xe2\x80\xa8 ps \xe2\x80\xa9", "ls ? ps ?" },
		{ "Jürgen", "Jürgen" },
		{ "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
		  "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx..." },
	};
	char buf[KL_QUOTE_SIZE];
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++)
		assert_string_equal(kl_text_quote(rows[i].in, KL_QUOTE_MAX, buf,
		                                  sizeof(buf)), rows[i].out);
}

static void
test_nearest(void **state)
{
	static const char *const names[] = { "Anna", "Ben", "Clara", "Dieter",
	                                     "Klara" };
	static const struct { const char *typed; int want; } rows[] = {
		{ "Anan", 0 },      /* two neighbours swapped: 1 edit */
		{ "anna", -1 },     /* the same name: not a suggestion */
		{ "Dietr", 3 },     /* one missing */
		{ "Dieterr", 3 },   /* one too many */
		{ "Klarra", 4 },
		{ "Clare", 2 },     /* Clara (1 edit) before Klara (2) */
		{ "Bex", 1 },       /* one edit in three letters */
		{ "Bxy", -1 },      /* two edits are most of three letters */
		{ "Zoe", -1 },
		{ "", -1 },
		{ "Xxxxxxxxxx", -1 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++)
		if (kl_text_nearest(rows[i].typed, names, 5) != rows[i].want)
			fail_msg("nearest to \"%s\": %d, expected %d",
			         rows[i].typed,
			         kl_text_nearest(rows[i].typed, names, 5),
			         rows[i].want);
}

/* One CSV field as kl_csv_field or kl_csv_text (text != 0) writes s,
 * into buf. */
static const char *
csv_of(const char *s, int text, char *buf, size_t size)
{
	char *out = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&out, &n);

	assert_non_null(f);
	if (text)
		kl_csv_text(f, s);
	else
		kl_csv_field(f, s);
	assert_int_equal(fclose(f), 0);
	snprintf(buf, size, "%s", out);
	free(out);
	return buf;
}

/* A field stays a number when it is one; a name is text whatever it
 * looks like, and what a spreadsheet would run is never bare. */
static void
test_csv(void **state)
{
	static const struct {
		const char *in, *field, *text;
	} rows[] = {
		{ "Anna", "Anna", "Anna" },
		{ "+7", "+7", "\"'+7\"" },
		{ "-5", "-5", "\"'-5\"" },
		{ "+1", "+1", "\"'+1\"" },
		{ ".5", ".5", "\"'.5\"" },
		{ "(1)", "(1)", "\"'(1)\"" },
		{ "$5", "$5", "\"'$5\"" },
		{ "\xe2\x82\xac" "5", "\xe2\x82\xac" "5", "\"'\xe2\x82\xac" "5\"" },
		{ ".Anna", ".Anna", ".Anna" },
		{ "(Anna)", "(Anna)", "(Anna)" },
		{ "@Bob", "\"'@Bob\"", "\"'@Bob\"" },
		{ "=1+1", "\"'=1+1\"", "\"'=1+1\"" },
		{ "a,b", "\"a,b\"", "\"a,b\"" },
		{ "say \"hi\"", "\"say \"\"hi\"\"\"", "\"say \"\"hi\"\"\"" },
		{ "", "", "" },
	};
	char buf[64];
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		assert_string_equal(csv_of(rows[i].in, 0, buf, sizeof(buf)),
		                    rows[i].field);
		assert_string_equal(csv_of(rows[i].in, 1, buf, sizeof(buf)),
		                    rows[i].text);
	}
	assert_string_equal(csv_of(NULL, 1, buf, sizeof(buf)), "");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_list),
		cmocka_unit_test(test_quote),
		cmocka_unit_test(test_nearest),
		cmocka_unit_test(test_csv),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
