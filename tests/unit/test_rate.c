/*
 * test_rate.c - wrong entry codes by client (kl_rate.h): a table of
 * steps (a wrong code from an address at a time, or the wait asked for)
 * over a limiter of 5 wrong codes a minute in 3 slots: refused after the
 * fifth until the window passes, each address on its own, and when the
 * slots are full new addresses sharing one count without pushing the
 * known ones out.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kl_rate.h"

static void
test_rate_steps(void **state)
{
	enum { WRONG, WAIT };
	static const struct {
		int op;
		const char *addr;
		long at;
		long wait;            /* WAIT: the seconds expected */
	} steps[] = {
		{ WAIT, "10.0.0.1", 0, 0 },
		{ WRONG, "10.0.0.1", 0, 0 },
		{ WRONG, "10.0.0.1", 1, 0 },
		{ WRONG, "10.0.0.1", 2, 0 },
		{ WRONG, "10.0.0.1", 3, 0 },
		{ WAIT, "10.0.0.1", 4, 0 },
		{ WRONG, "10.0.0.1", 4, 0 },     /* the fifth */
		{ WAIT, "10.0.0.1", 5, 55 },     /* until 0 + 60 */
		{ WAIT, "10.0.0.1", 59, 1 },
		{ WAIT, "10.0.0.2", 5, 0 },      /* another client */
		{ WRONG, "10.0.0.1", 30, 0 },    /* blocked: counts no more */
		{ WAIT, "10.0.0.1", 30, 30 },
		{ WAIT, "10.0.0.1", 60, 0 },     /* the window passed */
		{ WRONG, "10.0.0.1", 60, 0 },    /* a new window */
		{ WAIT, "10.0.0.1", 61, 0 },
		/* three slots: .1 (from 60), .2 and .3; .4 and .5 share */
		{ WRONG, "10.0.0.2", 61, 0 },
		{ WRONG, "10.0.0.3", 61, 0 },
		{ WRONG, "10.0.0.4", 62, 0 },
		{ WRONG, "10.0.0.5", 62, 0 },
		{ WRONG, "10.0.0.6", 62, 0 },
		{ WRONG, "10.0.0.7", 62, 0 },
		{ WAIT, "10.0.0.8", 62, 0 },
		{ WRONG, "10.0.0.8", 63, 0 },    /* the shared fifth */
		{ WAIT, "10.0.0.9", 63, 59 },    /* any new address waits */
		{ WAIT, "10.0.0.4", 63, 59 },
		{ WAIT, "10.0.0.1", 63, 0 },     /* the known ones do not */
		{ WAIT, "10.0.0.2", 63, 0 },
		/* the slots' windows pass: new addresses get their own */
		{ WAIT, "10.0.0.9", 122, 0 },
		{ WRONG, "10.0.0.9", 122, 0 },
		{ WAIT, "10.0.0.9", 123, 0 },
		/* an IPv6 address as text, and one past the length kept */
		{ WRONG, "2001:db8:85a3:1234:5678:8a2e:370:7334", 130, 0 },
		{ WAIT, "2001:db8:85a3:1234:5678:8a2e:370:7334", 130, 0 },
	};
	kl_rate *r = kl_rate_new(3, 5, 60);
	size_t i;

	(void)state;
	assert_non_null(r);
	for (i = 0; i < sizeof(steps) / sizeof(steps[0]); i++) {
		if (steps[i].op == WRONG) {
			kl_rate_wrong(r, steps[i].addr, steps[i].at);
			continue;
		}
		if (kl_rate_wait(r, steps[i].addr, steps[i].at) != steps[i].wait)
			fail_msg("step %zu: %s at %ld waits %ld, not %ld", i,
			         steps[i].addr, steps[i].at,
			         kl_rate_wait(r, steps[i].addr, steps[i].at),
			         steps[i].wait);
	}
	kl_rate_free(r);
}

/* Many addresses, few slots: the memory stays the table's, and every
 * address is limited. */
static void
test_rate_flood(void **state)
{
	kl_rate *r = kl_rate_new(16, 5, 60);
	char addr[32];
	int i, blocked = 0;

	(void)state;
	assert_non_null(r);
	for (i = 0; i < 100000; i++) {
		snprintf(addr, sizeof(addr), "10.%d.%d.%d", i >> 16,
		         (i >> 8) & 255, i & 255);
		if (kl_rate_wait(r, addr, 1) > 0) {
			blocked++;
			continue;
		}
		kl_rate_wrong(r, addr, 1);
	}
	/* 16 slots and the shared count: at most 16 + 5 wrong codes got
	 * through */
	assert_int_equal(blocked, 100000 - 16 - 5);
	kl_rate_free(r);
	assert_null(kl_rate_new(0, 5, 60));
	assert_null(kl_rate_new(3, 0, 60));
	assert_null(kl_rate_new(3, 5, 0));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rate_steps),
		cmocka_unit_test(test_rate_flood),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
