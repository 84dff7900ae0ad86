/*
 * test_form.c - forms as klopf serve reads them (kl_form.h): bodies
 * parsed into fields or refused with their sentence, repeated fields,
 * and single-use tokens (given, used once, expired, for another scope,
 * forged, and a full table making room).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kl_form.h"

/* A body of n bytes of c (for the limits). */
static char *
repeated(char c, size_t n)
{
	char *s = malloc(n + 1);

	assert_non_null(s);
	memset(s, c, n);
	s[n] = '\0';
	return s;
}

static void
test_parse(void **state)
{
	static const struct {
		const char *body;
		size_t len;           /* 0: strlen(body) */
		int rc;
		const char *fields;   /* KL_OK: "key=value|key=value" as read */
		const char *msg;      /* else the sentence */
	} rows[] = {
		{ "", 0, KL_OK, "", NULL },
		{ "a=1", 0, KL_OK, "a=1", NULL },
		{ "out=Anna&hand=Ben%3D10S+JC&hand=Clara%3D3D", 0, KL_OK,
		  "out=Anna|hand=Ben=10S JC|hand=Clara=3D", NULL },
		/* empty pairs skipped, a pair without '=' is "" */
		{ "&&a=1&&b&c=", 0, KL_OK, "a=1|b=|c=", NULL },
		/* UTF-8 typed and escaped */
		{ "name=J%C3%BCrgen&s=%E2%99%A5", 0, KL_OK,
		  "name=J\xc3\xbcrgen|s=\xe2\x99\xa5", NULL },
		{ "note=a%2Bb%26c%3Dd", 0, KL_OK, "note=a+b&c=d", NULL },
		/* markup stays text: escaping is the page's */
		{ "name=%3Cscript%3E", 0, KL_OK, "name=<script>", NULL },
		{ "a=%4", 0, KL_EINPUT, NULL, "the form has a '%' that is not "
		  "followed by two hex digits; nothing was read" },
		{ "a=%zz", 0, KL_EINPUT, NULL, "the form has a '%' that is not "
		  "followed by two hex digits; nothing was read" },
		{ "a=1%", 0, KL_EINPUT, NULL, "the form has a '%' that is not "
		  "followed by two hex digits; nothing was read" },
		/* NUL, line breaks, tabs, DEL, C1, writing direction, U+2028,
		 * bytes that are no UTF-8, overlong forms */
		{ "a=x%00y", 0, KL_EINPUT, NULL, "field a of the form is no "
		  "plain text (it is not UTF-8, or holds a control character); "
		  "nothing was read" },
		{ "a=x%0Ay", 0, KL_EINPUT, NULL, "field a of the form is no "
		  "plain text (it is not UTF-8, or holds a control character); "
		  "nothing was read" },
		{ "a=x%09y", 0, KL_EINPUT, NULL, "field a of the form is no "
		  "plain text (it is not UTF-8, or holds a control character); "
		  "nothing was read" },
		{ "a=%7F", 0, KL_EINPUT, NULL, "field a of the form is no plain "
		  "text (it is not UTF-8, or holds a control character); "
		  "nothing was read" },
		{ "a=%C2%85", 0, KL_EINPUT, NULL, "field a of the form is no "
		  "plain text (it is not UTF-8, or holds a control character); "
		  "nothing was read" },
		{ "a=%E2%80%AE", 0, KL_EINPUT, NULL, "field a of the form is no "
		  "plain text (it is not UTF-8, or holds a control character); "
		  "nothing was read" },
		{ "a=%E2%80%A8", 0, KL_EINPUT, NULL, "field a of the form is no "
		  "plain text (it is not UTF-8, or holds a control character); "
		  "nothing was read" },
		{ "a=%FF", 0, KL_EINPUT, NULL, "field a of the form is no plain "
		  "text (it is not UTF-8, or holds a control character); "
		  "nothing was read" },
		{ "a=%C0%AF", 0, KL_EINPUT, NULL, "field a of the form is no "
		  "plain text (it is not UTF-8, or holds a control character); "
		  "nothing was read" },
		{ "a=\xc3", 0, KL_EINPUT, NULL, "field a of the form is no "
		  "plain text (it is not UTF-8, or holds a control character); "
		  "nothing was read" },
		/* a raw NUL inside the body's length */
		{ "a=x\0y", 5, KL_EINPUT, NULL, "field a of the form is no plain "
		  "text (it is not UTF-8, or holds a control character); "
		  "nothing was read" },
		/* keys: klopf's own characters only */
		{ "=1", 0, KL_EINPUT, NULL, "the form has a field whose name is "
		  "not one of klopf's; nothing was read" },
		{ "a%00b=1", 0, KL_EINPUT, NULL, "the form has a field whose "
		  "name is not one of klopf's; nothing was read" },
		{ "a b=1", 0, KL_EINPUT, NULL, "the form has a field whose name "
		  "is not one of klopf's; nothing was read" },
		{ "%C3%A4=1", 0, KL_EINPUT, NULL, "the form has a field whose "
		  "name is not one of klopf's; nothing was read" },
		{ "abcdefghijabcdefghijabcdefghijabc=1", 0, KL_EINPUT, NULL,
		  "the form has a field whose name is not one of klopf's; "
		  "nothing was read" },
	};
	kl_form f;
	kl_error err;
	char got[1024];
	size_t i, len;
	int k;

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		len = rows[i].len ? rows[i].len : strlen(rows[i].body);
		kl_error_clear(&err);
		if (kl_form_parse(rows[i].body, len, &f, &err) != rows[i].rc)
			fail_msg("row %zu (%s): %s", i, rows[i].body, err.msg);
		if (rows[i].rc == KL_OK) {
			got[0] = '\0';
			for (k = 0; k < f.n; k++)
				snprintf(got + strlen(got), sizeof(got) - strlen(got),
				         "%s%s=%s", k ? "|" : "", f.fields[k].key,
				         f.fields[k].value);
			assert_string_equal(got, rows[i].fields);
		} else {
			assert_string_equal(err.msg, rows[i].msg);
			assert_int_equal(f.n, 0);
			assert_null(f.text);
		}
		kl_form_free(&f);
	}
}

static void
test_limits(void **state)
{
	static const struct {
		char fill;            /* the value's bytes */
		size_t nvalue;        /* in one field a=... */
		int nfields;          /* or this many fields k=1 */
		int rc;
		const char *msg;
	} rows[] = {
		{ 'x', KL_FORM_VALUE_MAX, 0, KL_OK, NULL },
		{ 'x', KL_FORM_VALUE_MAX + 1, 0, KL_EINPUT, "field a of the "
		  "form is longer than 512 bytes; nothing was read" },
		{ 'x', KL_FORM_BODY_MAX, 0, KL_EINPUT, "the form is longer than "
		  "8192 bytes; nothing was read" },
		{ 0, 0, KL_FORM_FIELDS_MAX, KL_OK, NULL },
		{ 0, 0, KL_FORM_FIELDS_MAX + 1, KL_EINPUT, "the form has more "
		  "than 48 fields; nothing was read" },
	};
	kl_form f;
	kl_error err;
	char *body;
	size_t i;
	int k;

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		if (rows[i].nfields == 0) {
			body = repeated(rows[i].fill, rows[i].nvalue + 2);
			body[0] = 'a';
			body[1] = '=';
		} else {
			body = repeated('&', (size_t)rows[i].nfields * 4);
			for (k = 0; k < rows[i].nfields; k++)
				memcpy(body + 4 * k, "k=1&", 4);
		}
		kl_error_clear(&err);
		assert_int_equal(kl_form_parse(body, strlen(body), &f, &err),
		                 rows[i].rc);
		if (rows[i].rc != KL_OK)
			assert_string_equal(err.msg, rows[i].msg);
		kl_form_free(&f);
		free(body);
	}
}

static void
test_repeated(void **state)
{
	static const struct {
		const char *key;
		int one_rc;           /* kl_form_one */
		const char *one;      /* its value when KL_OK */
		int nall;             /* kl_form_all */
	} rows[] = {
		{ "out", KL_OK, "Anna", 1 },
		{ "hand", KL_EINPUT, NULL, 3 },
		{ "code", KL_ENOTFOUND, NULL, 0 },
	};
	const char *body = "hand=Ben%3D10&out=Anna&hand=Clara%3D3&hand=Dora%3D0";
	const char *values[2], *v;
	kl_form f;
	kl_error err;
	size_t i;

	(void)state;
	assert_int_equal(kl_form_parse(body, strlen(body), &f, &err), KL_OK);
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		assert_int_equal(kl_form_one(&f, rows[i].key, &v, &err),
		                 rows[i].one_rc);
		if (rows[i].one_rc == KL_OK)
			assert_string_equal(v, rows[i].one);
		else
			assert_null(v);
		assert_int_equal(kl_form_all(&f, rows[i].key, values, 2),
		                 rows[i].nall);
	}
	assert_int_equal(kl_form_one(&f, "hand", &v, &err), KL_EINPUT);
	assert_string_equal(err.msg, "the form has field hand more than once; "
	                    "nothing was read");
	/* in order, and no more than asked for */
	assert_string_equal(values[0], "Ben=10");
	assert_string_equal(values[1], "Clara=3");
	kl_form_free(&f);
	assert_int_equal(kl_form_equal("abc", "abc", 3), 1);
	assert_int_equal(kl_form_equal("abc", "abd", 3), 0);
}

static void
test_tokens(void **state)
{
	enum { GIVE, USE };
	/* one table of 3 tokens valid 60 s; steps: give token k for scope
	 * at a time, or use it (for a scope, at a time) expecting rc */
	static const struct {
		int op, k;
		long scope, at;
		int rc;
	} steps[] = {
		{ GIVE, 0, 7, 100, KL_OK },
		{ GIVE, 1, 7, 100, KL_OK },
		{ USE, 0, 8, 110, KL_EINPUT },   /* another scope */
		{ USE, 0, 7, 110, KL_OK },
		{ USE, 0, 7, 111, KL_EINPUT },   /* used once: a replay */
		{ USE, 1, 7, 160, KL_EINPUT },   /* expired at 160 */
		{ GIVE, 2, 1, 200, KL_OK },
		{ GIVE, 3, 1, 201, KL_OK },
		{ GIVE, 4, 1, 202, KL_OK },
		{ GIVE, 5, 1, 203, KL_OK },      /* full: 2, the oldest, goes */
		{ USE, 2, 1, 204, KL_EINPUT },
		{ USE, 3, 1, 204, KL_OK },
		{ USE, 5, 1, 204, KL_OK },
		{ USE, 4, 1, 204, KL_OK },
	};
	char tok[8][KL_FORM_TOKEN_TEXT], forged[KL_FORM_TOKEN_TEXT];
	kl_form_tokens *t = kl_form_tokens_new(3, 60);
	kl_error err;
	size_t i;

	(void)state;
	assert_non_null(t);
	for (i = 0; i < sizeof(steps) / sizeof(steps[0]); i++) {
		kl_error_clear(&err);
		if (steps[i].op == GIVE) {
			assert_int_equal(kl_form_token_give(t, steps[i].scope,
			                 steps[i].at, tok[steps[i].k], &err), KL_OK);
			assert_int_equal(strlen(tok[steps[i].k]), 32);
		} else if (kl_form_token_use(t, tok[steps[i].k], steps[i].scope,
		                             steps[i].at, &err) != steps[i].rc) {
			fail_msg("step %zu: %s", i, err.msg);
		}
		if (steps[i].op == USE && steps[i].rc != KL_OK)
			assert_string_equal(err.msg, "this form is old or was sent "
			                    "already; nothing was changed; load the "
			                    "page again");
	}
	/* forged and broken tokens */
	assert_int_equal(kl_form_token_give(t, 9, 300, tok[6], &err), KL_OK);
	memcpy(forged, tok[6], sizeof(forged));
	forged[31] = forged[31] == '0' ? '1' : '0';
	assert_int_equal(kl_form_token_use(t, forged, 9, 301, &err), KL_EINPUT);
	assert_int_equal(kl_form_token_use(t, "", 9, 301, &err), KL_EINPUT);
	assert_int_equal(kl_form_token_use(t, NULL, 9, 301, &err), KL_EINPUT);
	forged[0] = 'g';
	assert_int_equal(kl_form_token_use(t, forged, 9, 301, &err), KL_EINPUT);
	/* the true one still works, once */
	assert_int_equal(kl_form_token_use(t, tok[6], 9, 301, &err), KL_OK);
	/* two tokens are never the same */
	assert_int_equal(kl_form_token_give(t, 9, 302, tok[7], &err), KL_OK);
	assert_string_not_equal(tok[6], tok[7]);
	kl_form_tokens_free(t);
	assert_null(kl_form_tokens_new(0, 60));
	assert_null(kl_form_tokens_new(3, 0));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_parse),
		cmocka_unit_test(test_limits),
		cmocka_unit_test(test_repeated),
		cmocka_unit_test(test_tokens),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
