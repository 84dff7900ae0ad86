/* kl_settle.c - the fewest payments that settle a table's balances. */
#include "kl_settle.h"

#include <stdlib.h>
#include <string.h>

/*
 * Settle the members of one group (indices into b, which sums to zero
 * over them): the biggest debtor pays the biggest creditor as much as
 * both allow, until all are even.  Each payment evens at least one
 * member and the last evens two, so a group of m needs at most m - 1.
 * b is changed; payments are appended to out at *nout.
 */
static void
settle_group(long long *b, const int *members, int m, kl_payment *out,
             int *nout)
{
	for (;;) {
		int k, d = -1, c = -1;
		long long amount;

		for (k = 0; k < m; k++) {
			int i = members[k];
			if (b[i] < 0 && (d < 0 || b[i] < b[d]))
				d = i;
			if (b[i] > 0 && (c < 0 || b[i] > b[c]))
				c = i;
		}
		if (d < 0 || c < 0)
			return;
		amount = -b[d] < b[c] ? -b[d] : b[c];
		out[*nout].from = d;
		out[*nout].to = c;
		out[*nout].amount = amount;
		(*nout)++;
		b[d] += amount;
		b[c] -= amount;
	}
}

/*
 * The subset recurrence over m non-zero balances v[0..m-1]: sum[mask] is
 * the sum of the balances in mask, best[mask] the most zero-sum groups
 * mask splits into, taken over every order of removing its members one by
 * one (a zero-sum mask closes a group).  Both arrays are allocated here
 * and freed by the caller.  Returns 0, or -1 if memory runs out.
 */
static int
subset_groups(const long long *v, int m, long long **sum_out,
              unsigned char **best_out)
{
	size_t size = (size_t)1 << m, mask;
	long long *sum = malloc(sizeof(*sum) * size);
	unsigned char *best = malloc(size);
	int i, rc = -1;

	if (sum == NULL || best == NULL)
		goto done;
	sum[0] = 0;
	best[0] = 0;
	for (mask = 1; mask < size; mask++) {
		unsigned char b = 0;
		int low = 0;
		while (!(mask & ((size_t)1 << low)))
			low++;
		sum[mask] = sum[mask & (mask - 1)] + v[low];
		for (i = 0; i < m; i++)
			if ((mask & ((size_t)1 << i)) &&
			    best[mask ^ ((size_t)1 << i)] > b)
				b = best[mask ^ ((size_t)1 << i)];
		best[mask] = (unsigned char)(b + (sum[mask] == 0));
	}
	rc = 0;
done:
	if (rc != 0) {
		free(sum);
		free(best);
		sum = NULL;
		best = NULL;
	}
	*sum_out = sum;
	*best_out = best;
	return rc;
}

int
kl_settle_min_payments(const long long *balance, int n)
{
	long long *v = NULL, *sum = NULL, total = 0;
	unsigned char *best = NULL;
	int m = 0, i, rc = -1;

	if (n < 0)
		return -1;
	v = calloc((size_t)(n > 0 ? n : 1), sizeof(*v));
	if (v == NULL)
		goto done;
	for (i = 0; i < n; i++) {
		total += balance[i];
		if (balance[i] != 0)
			v[m++] = balance[i];
	}
	if (total != 0 || m > KL_SETTLE_EXACT_MAX)
		goto done;
	if (subset_groups(v, m, &sum, &best) != 0)
		goto done;
	rc = m - best[((size_t)1 << m) - 1];
done:
	free(v);
	free(sum);
	free(best);
	return rc;
}

int
kl_settle(const long long *balance, int n, kl_payment *out, int *nout,
          int *exact, kl_error *err)
{
	long long *work = NULL, *v = NULL, *sum = NULL, total = 0;
	unsigned char *best = NULL;
	int *idx = NULL, *members = NULL;
	int m = 0, i, rc = KL_OK;

	*nout = 0;
	if (exact != NULL)
		*exact = 1;
	if (n < 0)
		return kl_error_set(err, KL_EINPUT, "a negative number of "
		                    "players");
	for (i = 0; i < n; i++)
		total += balance[i];
	if (total != 0)
		return kl_error_set(err, KL_EINPUT, "the balances sum to %lld, "
		                    "not 0", total);
	if (n == 0)
		return KL_OK;
	work = malloc(sizeof(*work) * (size_t)n);
	v = malloc(sizeof(*v) * (size_t)n);
	idx = malloc(sizeof(*idx) * (size_t)n);
	members = malloc(sizeof(*members) * (size_t)n);
	if (work == NULL || v == NULL || idx == NULL || members == NULL) {
		rc = kl_error_set(err, KL_ENOMEM, "out of memory");
		goto done;
	}
	memcpy(work, balance, sizeof(*work) * (size_t)n);
	for (i = 0; i < n; i++)
		if (balance[i] != 0) {
			idx[m] = i;
			v[m++] = balance[i];
		}
	if (m > KL_SETTLE_EXACT_MAX) {
		if (exact != NULL)
			*exact = 0;
		settle_group(work, idx, m, out, nout);
		goto done;
	}
	if (subset_groups(v, m, &sum, &best) != 0) {
		rc = kl_error_set(err, KL_ENOMEM, "out of memory");
		goto done;
	}
	{
		/* walk from all players down to none, keeping best[] on its
		 * maximum; the zero-sum masks met on the way are nested, and
		 * the differences of neighbours are the groups */
		size_t mask = ((size_t)1 << m) - 1, top = mask;
		while (mask != 0) {
			size_t next = 0;
			unsigned char want = (unsigned char)(best[mask] -
			                                     (sum[mask] == 0));
			if (sum[mask] == 0 && mask != top) {
				size_t group = top & ~mask;
				int k = 0;
				for (i = 0; i < m; i++)
					if (group & ((size_t)1 << i))
						members[k++] = idx[i];
				settle_group(work, members, k, out, nout);
				top = mask;
			}
			for (i = 0; i < m; i++) {
				size_t bit = (size_t)1 << i;
				if ((mask & bit) && best[mask ^ bit] == want) {
					next = mask ^ bit;
					break;
				}
			}
			mask = next;
		}
		if (top != 0) {
			int k = 0;
			for (i = 0; i < m; i++)
				if (top & ((size_t)1 << i))
					members[k++] = idx[i];
			settle_group(work, members, k, out, nout);
		}
	}
done:
	free(work);
	free(v);
	free(idx);
	free(members);
	free(sum);
	free(best);
	return rc;
}

int
kl_settle_pot(const long long *paid, const long long *taken, int n,
              kl_payment *out, int max)
{
	long long *p = NULL, *t = NULL, sp = 0, st = 0;
	int i = 0, j = 0, k = 0, rc = -1;

	if (n <= 0)
		return 0;
	p = malloc(sizeof(*p) * (size_t)n);
	t = malloc(sizeof(*t) * (size_t)n);
	if (p == NULL || t == NULL)
		goto done;
	for (i = 0; i < n; i++) {
		long long own = paid[i] < taken[i] ? paid[i] : taken[i];
		sp += paid[i];
		st += taken[i];
		p[i] = paid[i] - own;
		t[i] = taken[i] - own;
	}
	if (sp != st)
		goto done;
	i = 0;
	while (i < n && j < n) {
		long long amount;
		if (p[i] <= 0) {
			i++;
			continue;
		}
		if (t[j] <= 0) {
			j++;
			continue;
		}
		if (k == max)
			goto done;
		amount = p[i] < t[j] ? p[i] : t[j];
		out[k].from = i;
		out[k].to = j;
		out[k].amount = amount;
		k++;
		p[i] -= amount;
		t[j] -= amount;
	}
	rc = k;
done:
	free(p);
	free(t);
	return rc;
}
