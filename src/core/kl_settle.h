/*
 * kl_settle.h - settling up: who pays whom so that everybody's net chips
 * come out even, with as few payments as possible.
 *
 * A balance is what a player is owed (positive) or owes (negative); the
 * balances of a settlement sum to zero.  The fewest payments that settle n
 * non-zero balances number n - k, where k is the largest number of
 * disjoint groups, each summing to zero, that the players can be split
 * into: each group settles inside itself with one payment fewer than it
 * has members, and no settlement does better.  kl_settle finds k exactly
 * by dynamic programming over the subsets of players.
 *
 * Pure functions on caller-owned arrays; nothing here allocates memory
 * that outlives a call.
 */
#ifndef KL_SETTLE_H
#define KL_SETTLE_H

#include "kl_error.h"

/* Up to this many non-zero balances the minimum is exact (2^16 subsets);
 * above it kl_settle falls back to a greedy settlement. */
#define KL_SETTLE_EXACT_MAX 16

typedef struct kl_payment {
	int from;         /* index of the payer */
	int to;           /* index of the receiver */
	long long amount; /* > 0 */
} kl_payment;

/*
 * Settle balance[0..n-1] (summing to zero).  out must have room for n - 1
 * payments (none when n < 2); *nout receives how many were written, in a
 * fixed order (group by group, biggest amounts first).  *exact (may be
 * NULL) receives 1 when the count is the proven minimum, 0 when there
 * were more than KL_SETTLE_EXACT_MAX non-zero balances and a greedy
 * settlement was used instead.  Returns KL_OK, KL_EINPUT if the balances
 * do not sum to zero or n is negative, or KL_ENOMEM.
 */
int kl_settle(const long long *balance, int n, kl_payment *out, int *nout,
              int *exact, kl_error *err);

/*
 * The minimum number of payments that settle balance[0..n-1], by the
 * subset recurrence alone; -1 if the balances do not sum to zero, there
 * are more than KL_SETTLE_EXACT_MAX non-zero ones, or memory runs out.
 */
int kl_settle_min_payments(const long long *balance, int n);

/*
 * Say who paid whom through a pot.  paid[s] is what seat s put into the
 * pot, taken[s] what it took out, for seats 0..n-1; both sums must be
 * equal.  What a seat took back of its own money is no payment; the rest
 * is matched payer by payer against taker by taker in seat order.
 * Writes at most n - 1 payments (from and to are seats) into out (room
 * for max) and returns how many, or -1 if the sums differ, out is too
 * small or memory runs out.
 */
int kl_settle_pot(const long long *paid, const long long *taken, int n,
                  kl_payment *out, int max);

#endif
