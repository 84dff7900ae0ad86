/*
 * test_json.c - the JSON writer: commas, nesting, escapes, cards, and
 * what happens when the nesting goes too deep.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kl_json.h"

static void
test_nesting_and_commas(void **state)
{
	kl_json j;
	kl_card cards[2] = { kl_card_make(KL_HEARTS, KL_QUEEN), KL_JOKER };

	(void)state;
	kl_json_init(&j);
	assert_string_equal(kl_json_text(&j), "");
	kl_json_object(&j);
	kl_json_key(&j, "n");
	kl_json_int(&j, -12);
	kl_json_key(&j, "list");
	kl_json_array(&j);
	kl_json_bool(&j, 1);
	kl_json_bool(&j, 0);
	kl_json_null(&j);
	kl_json_object(&j);
	kl_json_end(&j);
	kl_json_array(&j);
	kl_json_end(&j);
	kl_json_end(&j);
	kl_json_key(&j, "cards");
	kl_json_cards(&j, cards, 2);
	kl_json_key(&j, "none");
	kl_json_str(&j, NULL);
	kl_json_key(&j, "raw");
	kl_json_raw(&j, "{\"a\":[1,2]}");
	kl_json_end(&j);
	assert_false(kl_json_failed(&j));
	assert_string_equal(kl_json_text(&j),
	    "{\"n\":-12,\"list\":[true,false,null,{},[]],"
	    "\"cards\":[\"QH\",\"JK\"],\"none\":null,\"raw\":{\"a\":[1,2]}}");
	assert_int_equal(kl_json_len(&j), strlen(kl_json_text(&j)));
	kl_json_free(&j);
}

static void
test_escapes(void **state)
{
	static const struct { const char *in, *out; } rows[] = {
		{ "plain", "\"plain\"" },
		{ "", "\"\"" },
		{ "say \"hi\"", "\"say \\\"hi\\\"\"" },
		{ "back\\slash", "\"back\\\\slash\"" },
		{ "line\nbreak\ttab", "\"line\\nbreak\\ttab\"" },
		{ "bell\a esc\033", "\"bell\\u0007 esc\\u001b\"" },
		{ "Jürgen ♥", "\"Jürgen ♥\"" },
	};
	size_t i;
	kl_json j;

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		kl_json_init(&j);
		kl_json_str(&j, rows[i].in);
		assert_string_equal(kl_json_text(&j), rows[i].out);
		kl_json_free(&j);
	}
}

static void
test_take_and_depth(void **state)
{
	kl_json j;
	char *text;
	int i;

	(void)state;
	kl_json_init(&j);
	kl_json_array(&j);
	kl_json_int(&j, 1);
	kl_json_end(&j);
	text = kl_json_take(&j);
	assert_non_null(text);
	assert_string_equal(text, "[1]");
	free(text);
	assert_string_equal(kl_json_text(&j), "");

	/* nesting deeper than the writer keeps track of fails, sticky */
	kl_json_init(&j);
	for (i = 0; i < KL_JSON_DEPTH + 2; i++)
		kl_json_array(&j);
	assert_true(kl_json_failed(&j));
	kl_json_int(&j, 1);
	assert_true(kl_json_failed(&j));
	assert_null(kl_json_take(&j));

	/* closing more than was opened fails too */
	kl_json_init(&j);
	kl_json_end(&j);
	assert_true(kl_json_failed(&j));
	kl_json_free(&j);
}

/* Where a JSON text writes U+0000 in a string, found as a reader finds
 * strings: the offset of the escape's backslash, or -1. */
static void
test_find_nul(void **state)
{
	static const struct {
		const char *text;
		long at;
	} rows[] = {
		{ "{\"name\":\"Dora\"}", -1 },
		{ "{\"name\":\"Dora\\u0000x\"}", 13 },
		{ "{\"n\\u0000\":1}", 3 },
		/* an escaped backslash, then the text u0000 */
		{ "{\"name\":\"Dora\\\\u0000x\"}", -1 },
		/* an escaped quote does not end the string */
		{ "[\"a\\\"b\\u0000\"]", 6 },
		/* other escapes of control characters are not U+0000 */
		{ "[\"\\u001b[2J\", \"\\u00000\"]", 15 },
		/* outside a string it is not a text (the reader refuses it) */
		{ "[1, \\u0000]", -1 },
		{ "", -1 },
		/* a text cut after its backslash */
		{ "[\"a\\", -1 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++)
		assert_int_equal(kl_json_find_nul(rows[i].text), rows[i].at);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_nesting_and_commas),
		cmocka_unit_test(test_escapes),
		cmocka_unit_test(test_take_and_depth),
		cmocka_unit_test(test_find_nul),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
