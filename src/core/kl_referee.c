#include "kl_referee.h"

#include <stdio.h>
#include <string.h>

int
kl_claim_check(const kl_rules *rules, const kl_cardlist *list, int discard,
               kl_claim *out, kl_error *err)
{
	kl_card group[KL_CARDLIST_MAX];
	kl_hand h;
	int g, i, n, left = 0, maxv = 0, nleft = 0;

	if (list->n > KL_HAND_MAX)
		return kl_error_set(err, KL_EINPUT, "%d cards, but a hand "
		                    "holds at most %d", list->n, KL_HAND_MAX);
	memset(out, 0, sizeof(*out));
	out->ngroups = list->ngroups;
	for (g = 0; g < list->ngroups; g++) {
		n = 0;
		for (i = 0; i < list->n; i++)
			if (list->group[i] == g)
				group[n++] = list->cards[i];
		out->kind[g] = kl_meld_check(rules, group, n, out->why[g],
		                             sizeof(out->why[g]));
		if (out->kind[g] != KL_MELD_NONE)
			continue;
		for (i = 0; i < n; i++) {
			int v = kl_rules_card_value(rules, group[i]);
			left += v;
			nleft++;
			if (v > maxv)
				maxv = v;
		}
	}
	out->claimed = discard && nleft > 0 ? left - maxv : left;
	kl_cardlist_hand(list, &h);
	out->optimal = discard ? kl_deadwood_discard(rules, &h) :
	                         kl_deadwood(rules, &h);
	/* An 11-card claim with every group a meld discards from a meld: it
	 * is only as good as the optimum says. */
	if (discard && nleft == 0)
		out->claimed = out->optimal;
	out->is_optimal = out->claimed == out->optimal;
	return KL_OK;
}
