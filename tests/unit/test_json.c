/*
 * test_json.c - the JSON writer: commas, nesting, escapes, cards, and
 * what happens when the nesting goes too deep.
 */
#include <limits.h>
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

/* A value made whole by a writer of a fixed shape: kl_json_raw_n after
 * other members and in an array, and each card's text as
 * kl_json_card_text gives it (the quoted name and a comma). */
static void
test_raw_n_and_card_text(void **state)
{
	static const struct { kl_card c; const char *text; } rows[] = {
		{ 0, "\"AS\"," }, { 9, "\"10S\"," }, { 24, "\"QH\"," },
		{ 51, "\"KC\"," }, { KL_JOKER, "\"JK\"," },
	};
	char o[KL_JSON_CARD_ROOM + 1];
	size_t i, n;
	kl_json j;

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		memset(o, 'x', sizeof(o));
		n = kl_json_card_text(o, rows[i].c);
		assert_int_equal(n, strlen(rows[i].text));
		assert_memory_equal(o, rows[i].text, n);
	}
	kl_json_init(&j);
	kl_json_object(&j);
	kl_json_key(&j, "a");
	kl_json_int(&j, 1);
	kl_json_key(&j, "b");
	kl_json_raw_n(&j, "[2,3]xyz", 5);
	kl_json_key(&j, "c");
	kl_json_array(&j);
	kl_json_raw_n(&j, "{}", 2);
	kl_json_raw_n(&j, "4", 1);
	kl_json_end(&j);
	kl_json_end(&j);
	kl_json_line(&j);
	kl_json_raw_n(&j, "{\"d\":5}", 7);
	kl_json_line(&j);
	assert_false(kl_json_failed(&j));
	assert_string_equal(kl_json_text(&j),
	    "{\"a\":1,\"b\":[2,3],\"c\":[{},4]}\n{\"d\":5}\n");
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

/* The escapes written here byte by byte, as kl_json.h says them. */
static void
escape_ref(const char *in, char *out)
{
	const unsigned char *p = (const unsigned char *)in;
	size_t o = 0;

	out[o++] = '"';
	for (; *p; p++) {
		if (*p == '"' || *p == '\\')
			o += (size_t)sprintf(out + o, "\\%c", *p);
		else if (*p == '\n')
			o += (size_t)sprintf(out + o, "\\n");
		else if (*p == '\t')
			o += (size_t)sprintf(out + o, "\\t");
		else if (*p < 0x20)
			o += (size_t)sprintf(out + o, "\\u%04x", *p);
		else
			out[o++] = (char)*p;
	}
	out[o++] = '"';
	out[o] = '\0';
}

/* Every byte at every place of strings of 0 to 24 bytes (the writer
 * looks at eight bytes at a time), as a value and as a key. */
static void
test_escapes_every_byte(void **state)
{
	char in[32], want[256], key[260];
	int len, at, b;
	kl_json j;

	(void)state;
	for (len = 1; len <= 24; len++)
		for (at = 0; at < len; at++)
			for (b = 1; b < 256; b++) {
				memset(in, 'a' + at % 26, (size_t)len);
				in[len] = '\0';
				in[at] = (char)b;
				escape_ref(in, want);
				kl_json_init(&j);
				kl_json_str(&j, in);
				assert_string_equal(kl_json_text(&j), want);
				kl_json_free(&j);
				kl_json_init(&j);
				kl_json_object(&j);
				kl_json_key(&j, in);
				kl_json_int(&j, 1);
				kl_json_end(&j);
				snprintf(key, sizeof(key), "{%s:1}", want);
				assert_string_equal(kl_json_text(&j), key);
				kl_json_free(&j);
			}
}

/* A key written as a literal, KL_JSON_KEY, against the same key written
 * by kl_json_key: keys of every length up to the padding and beyond it,
 * first and later in an object, after a value and after an object. */
static void
test_literal_keys(void **state)
{
	kl_json a, b;

	(void)state;
	kl_json_init(&a);
	kl_json_init(&b);
#define BOTH_KEYS(key) \
	do { \
		KL_JSON_KEY(&a, key); \
		kl_json_key(&b, key); \
		kl_json_int(&a, 1); \
		kl_json_int(&b, 1); \
	} while (0)
	kl_json_object(&a);
	kl_json_object(&b);
	BOTH_KEYS("");
	BOTH_KEYS("n");
	BOTH_KEYS("format_version");
	KL_JSON_KEY(&a, "inner");
	kl_json_key(&b, "inner");
	kl_json_object(&a);
	kl_json_object(&b);
	BOTH_KEYS("deadwood");
	kl_json_end(&a);
	kl_json_end(&b);
	/* quoted with its colon: 31 bytes, 32 (the padding), 33 */
	BOTH_KEYS("key of twenty-eight bytes ok");
	BOTH_KEYS("key of twenty-nine bytes, ok.");
	BOTH_KEYS("a key of thirty bytes, exactly");
	BOTH_KEYS("a key well beyond the padding of thirty-two bytes");
#undef BOTH_KEYS
	kl_json_end(&a);
	kl_json_end(&b);
	assert_false(kl_json_failed(&a));
	assert_string_equal(kl_json_text(&a), kl_json_text(&b));
	assert_int_equal(kl_json_len(&a), kl_json_len(&b));
	assert_int_equal(kl_json_len(&a), strlen(kl_json_text(&a)));
	kl_json_free(&a);
	kl_json_free(&b);

	/* a key alone in a stream of lines, and the text right after it */
	kl_json_init(&a);
	kl_json_object(&a);
	KL_JSON_KEY(&a, "k");
	kl_json_str(&a, "v");
	kl_json_end(&a);
	kl_json_line(&a);
	assert_string_equal(kl_json_text(&a), "{\"k\":\"v\"}\n");
	kl_json_free(&a);
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

/* Numbers as printf writes them, the edges of long long among them;
 * arrays of cards as the cards one by one write them, empty ones too. */
static void
test_numbers_and_cards(void **state)
{
	static const long long numbers[] = {
		0, 1, -1, 9, 10, -10, 99, 100, 123456789, -987654321,
		LLONG_MAX, LLONG_MIN, LLONG_MIN + 1
	};
	static const kl_card cards[] = { 0, 9, 12, 13, 22, 35, 48, 51, 52, 9 };
	kl_json j, k;
	char want[64];
	size_t i;
	int n;

	(void)state;
	for (i = 0; i < sizeof(numbers) / sizeof(numbers[0]); i++) {
		kl_json_init(&j);
		kl_json_int(&j, numbers[i]);
		snprintf(want, sizeof(want), "%lld", numbers[i]);
		assert_string_equal(kl_json_text(&j), want);
		kl_json_free(&j);
	}
	/* one array of the numbers around 0 to 99, written where the
	 * buffer has room, as printf writes them */
	{
		char all[1024];
		size_t at = 0;
		long long v;
		kl_json_init(&j);
		kl_json_array(&j);
		at += (size_t)snprintf(all + at, sizeof(all) - at, "[");
		for (v = -12; v <= 120; v++) {
			kl_json_int(&j, v);
			at += (size_t)snprintf(all + at, sizeof(all) - at,
			                       "%s%lld", v > -12 ? "," : "", v);
		}
		kl_json_end(&j);
		snprintf(all + at, sizeof(all) - at, "]");
		assert_string_equal(kl_json_text(&j), all);
		assert_int_equal(kl_json_len(&j), strlen(all));
		kl_json_free(&j);
	}
	for (n = 0; n <= (int)(sizeof(cards) / sizeof(cards[0])); n++) {
		kl_json_init(&j);
		kl_json_init(&k);
		kl_json_cards(&j, cards, n);
		kl_json_array(&k);
		for (i = 0; i < (size_t)n; i++)
			kl_json_card(&k, cards[i]);
		kl_json_end(&k);
		assert_string_equal(kl_json_text(&j), kl_json_text(&k));
		kl_json_free(&j);
		kl_json_free(&k);
	}
	kl_json_init(&j);
	kl_json_cards(&j, cards, 10);
	assert_string_equal(kl_json_text(&j), "[\"AS\",\"10S\",\"KS\",\"AH\","
	                    "\"10H\",\"10D\",\"10C\",\"KC\",\"JK\",\"10S\"]");
	kl_json_free(&j);
	/* a number that is no card is written as kl_card_name writes it,
	 * between cards of the table */
	{
		const kl_card odd[] = { 10, 60, KL_NO_CARD, 52 };
		kl_json_init(&j);
		kl_json_cards(&j, odd, 4);
		kl_json_card(&j, KL_NO_CARD);
		assert_string_equal(kl_json_text(&j),
		                    "[\"JS\",\"??\",\"??\",\"JK\"],\"??\"");
		kl_json_free(&j);
	}
	/* an array of cards too deep fails as any array does */
	kl_json_init(&j);
	for (n = 0; n < KL_JSON_DEPTH - 1; n++)
		kl_json_array(&j);
	assert_false(kl_json_failed(&j));
	kl_json_cards(&j, cards, 2);
	assert_true(kl_json_failed(&j));
	kl_json_free(&j);
}

/* A stream of JSON lines in one buffer: each document after the line
 * end of the one before, no comma between them; emptied, the buffer
 * takes the next lines; an object left open fails the stream. */
static void
test_lines(void **state)
{
	kl_json j;
	int i;

	(void)state;
	kl_json_init(&j);
	for (i = 0; i < 3; i++) {
		kl_json_object(&j);
		kl_json_key(&j, "n");
		kl_json_int(&j, i);
		kl_json_end(&j);
		kl_json_line(&j);
	}
	assert_string_equal(kl_json_text(&j),
	                    "{\"n\":0}\n{\"n\":1}\n{\"n\":2}\n");
	assert_int_equal(kl_json_len(&j), 24);
	kl_json_clear(&j);
	assert_string_equal(kl_json_text(&j), "");
	assert_int_equal(kl_json_len(&j), 0);
	kl_json_array(&j);
	kl_json_end(&j);
	kl_json_line(&j);
	kl_json_str(&j, "x");
	kl_json_line(&j);
	assert_string_equal(kl_json_text(&j), "[]\n\"x\"\n");
	assert_false(kl_json_failed(&j));
	kl_json_object(&j);
	kl_json_line(&j);
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
		cmocka_unit_test(test_raw_n_and_card_text),
		cmocka_unit_test(test_escapes),
		cmocka_unit_test(test_escapes_every_byte),
		cmocka_unit_test(test_literal_keys),
		cmocka_unit_test(test_take_and_depth),
		cmocka_unit_test(test_numbers_and_cards),
		cmocka_unit_test(test_lines),
		cmocka_unit_test(test_find_nul),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
