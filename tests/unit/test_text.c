/*
 * test_text.c - lists of names, quotes of typed text, and the nearest
 * name for "did you mean ...?".
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

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

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_list),
		cmocka_unit_test(test_quote),
		cmocka_unit_test(test_nearest),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
