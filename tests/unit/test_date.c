/*
 * test_date.c - stored UTC timestamps, days typed in local time, and
 * times shown in local time, in UTC and in Vienna (summer and winter).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "kl_date.h"

static void
set_tz(const char *tz)
{
	setenv("TZ", tz, 1);
	tzset();
}

static void
test_parse(void **state)
{
	time_t t;

	(void)state;
	assert_int_equal(kl_date_parse("1970-01-01T00:00:00Z", &t), 0);
	assert_int_equal(t, 0);
	assert_int_equal(kl_date_parse("2024-05-03T19:05:00Z", &t), 0);
	assert_int_equal(t, 1714763100);
	/* a space for the T, no zone (UTC), fractions, an offset */
	assert_int_equal(kl_date_parse("2024-05-03 19:05:00", &t), 0);
	assert_int_equal(t, 1714763100);
	assert_int_equal(kl_date_parse("2024-05-03T19:05:00.250Z", &t), 0);
	assert_int_equal(t, 1714763100);
	assert_int_equal(kl_date_parse("2024-05-03T21:05:00+02:00", &t), 0);
	assert_int_equal(t, 1714763100);
	/* leap day, and what is not a time */
	assert_int_equal(kl_date_parse("2024-02-29T00:00:00Z", &t), 0);
	assert_int_equal(kl_date_parse("2023-02-29T00:00:00Z", &t), -1);
	assert_int_equal(kl_date_parse("2024-13-01T00:00:00Z", &t), -1);
	assert_int_equal(kl_date_parse("2024-05-03T24:00:00Z", &t), -1);
	assert_int_equal(kl_date_parse("2024-05-03", &t), -1);
	assert_int_equal(kl_date_parse("2024-05-03T19:05:00Zjunk", &t), -1);
	assert_int_equal(kl_date_parse("yesterday", &t), -1);
	assert_int_equal(kl_date_parse(NULL, &t), -1);
}

/* The form klopf stores: UTC with a Z; refused what SQLite's date
 * functions (the import's check) would not read back. */
static void
test_canonical(void **state)
{
	static const struct {
		const char *in, *out;   /* out NULL: refused */
	} cases[] = {
		{ "2026-01-01T20:00:00Z", "2026-01-01T20:00:00Z" },
		{ "2026-01-01 21:00:00+01:00", "2026-01-01T20:00:00Z" },
		{ "2026-01-01T20:00:00.75", "2026-01-01T20:00:00Z" },
		{ "2024-02-29T23:30:00-01:00", "2024-03-01T00:30:00Z" },
		{ "9999-12-31T23:59:59Z", "9999-12-31T23:59:59Z" },
		{ "garbage", NULL },
		{ "", NULL },
		{ "2026-13-01T00:00:00Z", NULL },
		{ "2026-01-01T20:00:60Z", NULL },
		{ "2026-01-01T20:00Z", NULL },
		{ "0001-01-01T00:00:00+01:00", NULL },
		{ "9999-12-31T23:59:59-01:00", NULL },
		{ "2026-01-01T20:00:00Z; DROP", NULL },
	};
	char buf[KL_TIME_MAX];
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		int rc = kl_date_canonical(cases[i].in, buf, sizeof(buf));

		if (cases[i].out == NULL) {
			if (rc != -1)
				fail_msg("\"%s\" taken as %s", cases[i].in, buf);
		} else {
			if (rc != 0)
				fail_msg("\"%s\" refused", cases[i].in);
			assert_string_equal(buf, cases[i].out);
		}
	}
}

static void
test_day_start(void **state)
{
	char buf[KL_TIME_MAX];
	kl_error err;

	(void)state;
	set_tz("UTC");
	assert_int_equal(kl_date_day_start("2024-05-03", buf, sizeof(buf),
	                                   &err), KL_OK);
	assert_string_equal(buf, "2024-05-03T00:00:00Z");
	/* Vienna: midnight is 22:00 UTC the day before in summer, 23:00 in
	 * winter */
	set_tz("Europe/Vienna");
	assert_int_equal(kl_date_day_start("2024-05-03", buf, sizeof(buf),
	                                   &err), KL_OK);
	assert_string_equal(buf, "2024-05-02T22:00:00Z");
	assert_int_equal(kl_date_day_start("2024-01-15", buf, sizeof(buf),
	                                   &err), KL_OK);
	assert_string_equal(buf, "2024-01-14T23:00:00Z");
	assert_int_equal(kl_date_day_start("2024-02-30", buf, sizeof(buf),
	                                   &err), KL_EINPUT);
	assert_non_null(strstr(err.msg, "YYYY-MM-DD"));
	assert_int_equal(kl_date_day_start("3.5.2024", buf, sizeof(buf),
	                                   &err), KL_EINPUT);
	assert_int_equal(kl_date_day_start("2024-05-03x", buf, sizeof(buf),
	                                   &err), KL_EINPUT);
	set_tz("UTC");
}

static void
test_local(void **state)
{
	char buf[KL_TIME_MAX];

	(void)state;
	set_tz("UTC");
	assert_string_equal(kl_date_local("2024-05-03T19:05:00Z", 1, buf,
	                                  sizeof(buf)), "2024-05-03 19:05");
	assert_string_equal(kl_date_local("2024-05-03T19:05:00Z", 0, buf,
	                                  sizeof(buf)), "2024-05-03");
	set_tz("Europe/Vienna");
	assert_string_equal(kl_date_local("2024-05-03T22:30:00Z", 1, buf,
	                                  sizeof(buf)), "2024-05-04 00:30");
	assert_string_equal(kl_date_local("2024-12-31T23:30:00Z", 0, buf,
	                                  sizeof(buf)), "2025-01-01");
	/* text that is no timestamp is shown as it is */
	assert_string_equal(kl_date_local("someday", 1, buf, sizeof(buf)),
	                    "someday");
	set_tz("UTC");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_parse),
		cmocka_unit_test(test_canonical),
		cmocka_unit_test(test_day_start),
		cmocka_unit_test(test_local),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
