/*
 * test_settle.c - settling up: kl_settle against a brute-force search for
 * the fewest payments on random balances, the payments themselves, the
 * greedy fallback, and the attribution of a pot (kl_settle_pot).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kl_settle.h"

/*
 * The fewest payments by exhaustive search, independent of the subset
 * recurrence: the first player not yet even settles with some later
 * player of the other sign (who takes over the rest of the balance), in
 * every possible way.  Exponential; fine for 8 players.
 */
static int
brute(long long *b, int n, int start)
{
	int best = 1 << 20, j, k;

	while (start < n && b[start] == 0)
		start++;
	if (start == n)
		return 0;
	for (j = start + 1; j < n; j++) {
		if ((b[j] > 0) == (b[start] > 0) || b[j] == 0)
			continue;
		b[j] += b[start];
		k = 1 + brute(b, n, start + 1);
		b[j] -= b[start];
		if (k < best)
			best = k;
	}
	return best;
}

/* Random balances of n players summing to zero, many of them small so
 * that zero-sum groups turn up. */
static void
random_balances(long long *b, int n, int spread)
{
	long long sum = 0;
	int i;

	for (i = 0; i < n - 1; i++) {
		b[i] = rand() % (2 * spread + 1) - spread;
		sum += b[i];
	}
	b[n - 1] = -sum;
}

/* The payments settle b: applying them evens every balance, every amount
 * is positive and nobody pays himself. */
static void
assert_settles(const long long *b, int n, const kl_payment *p, int np)
{
	long long left[64];
	int i;

	assert_true(n <= 64);
	memcpy(left, b, sizeof(*b) * (size_t)n);
	for (i = 0; i < np; i++) {
		assert_true(p[i].amount > 0);
		assert_true(p[i].from != p[i].to);
		assert_in_range(p[i].from, 0, n - 1);
		assert_in_range(p[i].to, 0, n - 1);
		/* a payer owes, a receiver is owed: no money goes round */
		assert_true(b[p[i].from] < 0);
		assert_true(b[p[i].to] > 0);
		left[p[i].from] += p[i].amount;
		left[p[i].to] -= p[i].amount;
	}
	for (i = 0; i < n; i++)
		assert_int_equal(left[i], 0);
}

static void
test_random_against_brute_force(void **state)
{
	long long b[8], copy[8];
	kl_payment p[8];
	int round, n, np, exact, want;
	kl_error err;

	(void)state;
	srand(20240503);
	for (round = 0; round < 3000; round++) {
		n = 1 + rand() % 8;
		random_balances(b, n, round % 3 == 0 ? 3 : 20);
		memcpy(copy, b, sizeof(b));
		want = brute(copy, n, 0);
		assert_int_equal(kl_settle(b, n, p, &np, &exact, &err), KL_OK);
		assert_int_equal(exact, 1);
		assert_int_equal(np, want);
		assert_int_equal(kl_settle_min_payments(b, n), want);
		assert_settles(b, n, p, np);
	}
}

static void
test_cancelling_and_cycles_vanish(void **state)
{
	/* A owes B 5 and B owes A 5: nothing to pay */
	long long even[3] = { 0, 0, 0 };
	/* two independent pairs: 2 payments, not 3 */
	long long pairs[4] = { -7, 7, -3, 3 };
	/* -10, +4, +6 and -2, +2 mixed up: 3 payments (groups of 3 and 2) */
	long long mixed[5] = { 4, -2, -10, 2, 6 };
	kl_payment p[5];
	int np, exact;
	kl_error err;

	(void)state;
	assert_int_equal(kl_settle(even, 3, p, &np, &exact, &err), KL_OK);
	assert_int_equal(np, 0);
	assert_int_equal(kl_settle(pairs, 4, p, &np, &exact, &err), KL_OK);
	assert_int_equal(np, 2);
	assert_settles(pairs, 4, p, np);
	assert_int_equal(kl_settle(mixed, 5, p, &np, &exact, &err), KL_OK);
	assert_int_equal(np, 3);
	assert_settles(mixed, 5, p, np);
}

static void
test_ten_players_exact(void **state)
{
	/* five pairs hidden among ten players: 5 payments */
	long long b[10] = { 13, -8, 21, -13, 5, 8, -21, -5, 1, -1 };
	kl_payment p[10];
	int np, exact;
	kl_error err;

	(void)state;
	assert_int_equal(kl_settle(b, 10, p, &np, &exact, &err), KL_OK);
	assert_int_equal(exact, 1);
	assert_int_equal(np, 5);
	assert_settles(b, 10, p, np);
}

static void
test_many_players_fall_back(void **state)
{
	long long b[40];
	kl_payment p[40];
	int np, exact, i;
	kl_error err;

	(void)state;
	srand(7);
	random_balances(b, 40, 50);
	for (i = 0; i < 40; i++)
		if (b[i] == 0)
			b[i] = 1, b[(i + 1) % 40] -= 1;
	assert_int_equal(kl_settle(b, 40, p, &np, &exact, &err), KL_OK);
	assert_int_equal(exact, 0);
	assert_true(np <= 39);
	assert_settles(b, 40, p, np);
	assert_int_equal(kl_settle_min_payments(b, 40), -1);
}

static void
test_refuses_unbalanced(void **state)
{
	long long b[3] = { 5, -3, -1 };
	kl_payment p[3];
	int np, exact;
	kl_error err;

	(void)state;
	assert_int_equal(kl_settle(b, 3, p, &np, &exact, &err), KL_EINPUT);
	assert_non_null(strstr(err.msg, "sum to 1"));
	assert_int_equal(np, 0);
	assert_int_equal(kl_settle_min_payments(b, 3), -1);
	assert_int_equal(kl_settle(b, -1, p, &np, &exact, &err), KL_EINPUT);
}

static void
test_pot(void **state)
{
	/* three antes of 5 and a buy-back of 5 by seat 1; seat 1 wins 20:
	 * its own 10 come back, seats 0 and 2 each pay it 5 */
	long long paid[3] = { 5, 10, 5 }, taken[3] = { 0, 20, 0 };
	/* a shared pot of 15: seats 0 and 2 take 8 and 7 */
	long long paid2[3] = { 5, 5, 5 }, taken2[3] = { 8, 0, 7 };
	/* an abandoned rubber: refunds are no payments */
	long long taken3[3] = { 5, 5, 5 };
	kl_payment p[6];
	int n;

	(void)state;
	n = kl_settle_pot(paid, taken, 3, p, 6);
	assert_int_equal(n, 2);
	assert_int_equal(p[0].from, 0);
	assert_int_equal(p[0].to, 1);
	assert_int_equal(p[0].amount, 5);
	assert_int_equal(p[1].from, 2);
	assert_int_equal(p[1].to, 1);
	assert_int_equal(p[1].amount, 5);
	n = kl_settle_pot(paid2, taken2, 3, p, 6);
	assert_int_equal(n, 2);
	assert_int_equal(p[0].from, 1);
	assert_int_equal(p[0].to, 0);
	assert_int_equal(p[0].amount, 3);
	assert_int_equal(p[1].from, 1);
	assert_int_equal(p[1].to, 2);
	assert_int_equal(p[1].amount, 2);
	assert_int_equal(kl_settle_pot(paid2, taken3, 3, p, 6), 0);
	/* sums that differ, and too little room */
	assert_int_equal(kl_settle_pot(paid, taken2, 3, p, 6), -1);
	assert_int_equal(kl_settle_pot(paid, taken, 3, p, 1), -1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_random_against_brute_force),
		cmocka_unit_test(test_cancelling_and_cycles_vanish),
		cmocka_unit_test(test_ten_players_exact),
		cmocka_unit_test(test_many_players_fall_back),
		cmocka_unit_test(test_refuses_unbalanced),
		cmocka_unit_test(test_pot),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
