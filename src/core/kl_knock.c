/* kl_knock.c - the referee of Knock Rummy (see kl_knock.h). */
#include "kl_knock.h"

#include <string.h>

void
kl_knock_rules_default(kl_knock_rules *out)
{
	out->hand_size = 0;
	out->style = KL_STYLE_ASCII;
	out->knock_limit = KL_KNOCK_NO_LIMIT;
	out->rum_bonus = 25;
	out->undercut_penalty = 10;
}

int
kl_knock_hand_size(const kl_knock_rules *r, int nplayers)
{
	if (r->hand_size > 0)
		return r->hand_size;
	return nplayers == 2 ? 10 : nplayers == 5 ? 6 : 7;
}

void
kl_knock_card_rules(int hand_size, kl_rules *out)
{
	kl_rules_default(out);
	out->decks = 1;
	out->jokers = 0;
	out->hand_size = hand_size;
	out->ace_value = 1;
	out->court_value = 10;
	out->ace_low = 1;
	out->ace_high = 0;
}

const char *
kl_knock_reason_name(int reason)
{
	static const char *const names[] = { "count", "rum", "undercut" };

	if (reason < KL_KNOCK_PAY_COUNT || reason > KL_KNOCK_PAY_UNDERCUT)
		return "?";
	return names[reason];
}

const char *
kl_knock_outcome_name(int outcome)
{
	static const char *const names[] = {
		"?", "won", "rum", "tied", "undercut"
	};

	if (outcome < KL_KNOCK_WON || outcome > KL_KNOCK_UNDERCUT)
		return "?";
	return names[outcome];
}

/* Move amount from one hand to another, if there is anything to move. */
static void
pay(kl_knock_result *res, int from, int to, int amount, int reason)
{
	kl_knock_transfer *t;

	if (amount <= 0 || res->ntransfers >= KL_KNOCK_TRANSFERS_MAX)
		return;
	t = &res->transfers[res->ntransfers++];
	t->from = from;
	t->to = to;
	t->amount = amount;
	t->reason = reason;
	res->received += amount;
}

void
kl_knock_settle(const kl_knock_rules *r, const int *count, int n,
                kl_knock_result *res)
{
	int i, k = count[0], low, m, w;

	res->nplayers = n;
	res->received = 0;
	res->ntransfers = 0;
	for (i = 0; i < n; i++)
		res->count[i] = count[i];
	/* the lowest other count, the first seated from the knocker's left
	 * among equals */
	low = 1;
	for (i = 2; i < n; i++)
		if (count[i] < count[low])
			low = i;
	m = count[low];
	if (k == 0) {
		res->outcome = KL_KNOCK_RUM;
		w = 0;
	} else if (m > k) {
		res->outcome = KL_KNOCK_WON;
		w = 0;
	} else {
		res->outcome = m < k ? KL_KNOCK_UNDERCUT : KL_KNOCK_TIED;
		w = low;
	}
	res->winner = w;
	for (i = 0; i < n; i++) {
		if (i == w)
			continue;
		pay(res, i, w, count[i] - count[w], KL_KNOCK_PAY_COUNT);
		if (res->outcome == KL_KNOCK_RUM)
			pay(res, i, w, r->rum_bonus, KL_KNOCK_PAY_RUM);
	}
	if (res->outcome == KL_KNOCK_UNDERCUT)
		pay(res, 0, w, r->undercut_penalty, KL_KNOCK_PAY_UNDERCUT);
}

/* Refuse hand i (0: the knocker) whose size does not fit. */
static int
wrong_size(int i, int have, int size, kl_error *err)
{
	if (i == 0)
		return kl_error_set(err, KL_EINPUT, "the knocker shows %d "
		    "cards; show %d, or %d before the discard", have, size,
		    size + 1);
	return kl_error_set(err, KL_EINPUT, "hand %d shows %d cards, not "
	                    "the %d of a hand", i + 1, have, size);
}

/* kl_knock_judge, with or without the arrangements (the counts alone
 * are a good deal faster to find). */
static int
judge(const kl_knock_rules *r, const kl_cardlist *hands, int n,
      kl_knock_result *out, int out_arrangements, kl_error *err)
{
	kl_knock_result res;
	kl_rules cards;
	int holder[KL_NATURALS], i, k, size;
	char name[KL_CARD_NAME_MAX];

	if (n < KL_KNOCK_PLAYERS_MIN || n > KL_KNOCK_PLAYERS_MAX)
		return kl_error_set(err, KL_EINPUT, "a hand of Knock Rummy "
		                    "needs %d to %d players, not %d",
		                    KL_KNOCK_PLAYERS_MIN, KL_KNOCK_PLAYERS_MAX, n);
	size = kl_knock_hand_size(r, n);
	if (size < 3 || size + 1 > KL_HAND_MAX)
		return kl_error_set(err, KL_EINPUT, "a hand of %d cards cannot "
		                    "be judged (3 to %d)", size, KL_HAND_MAX - 1);
	if (size * n + 1 > KL_NATURALS)
		return kl_error_set(err, KL_EINPUT, "%d hands of %d cards do "
		    "not fit one pack", n, size);
	/* sizes, jokers, and every card in one hand at most */
	for (i = 0; i < KL_NATURALS; i++)
		holder[i] = -1;
	for (i = 0; i < n; i++) {
		const kl_cardlist *h = &hands[i];
		if (!(h->n == size || (i == 0 && h->n == size + 1)))
			return wrong_size(i, h->n, size, err);
		for (k = 0; k < h->n; k++) {
			kl_card c = h->cards[k];
			if (c >= KL_NATURALS)
				return kl_error_set(err, KL_EINPUT, "hand %d "
				    "holds a joker; Knock Rummy is played "
				    "without", i + 1);
			if (holder[c] < 0) {
				holder[c] = i;
				continue;
			}
			kl_card_name(c, r->style, name, sizeof(name));
			if (holder[c] == i)
				return kl_error_set(err, KL_EINPUT, "hand %d "
				    "holds %s twice; one pack has it once",
				    i + 1, name);
			return kl_error_set(err, KL_EINPUT, "%s is in hand %d "
			    "and in hand %d; one pack has it once", name,
			    holder[c] + 1, i + 1);
		}
	}
	memset(&res, 0, sizeof(res));
	res.nplayers = n;
	res.hand_size = size;
	kl_knock_card_rules(size, &cards);
	for (i = 0; i < n; i++) {
		kl_hand h;
		kl_cardlist_hand(&hands[i], &h);
		res.count[i] = out_arrangements ?
		    kl_solve(&cards, &h, hands[i].n == size + 1, &res.arr[i]) :
		    hands[i].n == size + 1 ? kl_deadwood_discard(&cards, &h) :
		    kl_deadwood(&cards, &h);
		if (res.count[i] < 0)
			return kl_error_set(err, KL_EINPUT, "hand %d cannot be "
			                    "judged", i + 1);
	}
	k = res.count[0];
	if (r->knock_limit != KL_KNOCK_NO_LIMIT && k > r->knock_limit)
		return kl_error_set(err, KL_ERULE, "the knocker counts %d; a "
		    "knock needs %d or less", k, r->knock_limit);
	kl_knock_settle(r, res.count, n, &res);
	*out = res;
	return KL_OK;
}

int
kl_knock_judge(const kl_knock_rules *r, const kl_cardlist *hands, int n,
               kl_knock_result *out, kl_error *err)
{
	return judge(r, hands, n, out, 1, err);
}

int
kl_knock_judge_counts(const kl_knock_rules *r, const kl_cardlist *hands,
                      int n, kl_knock_result *out, kl_error *err)
{
	return judge(r, hands, n, out, 0, err);
}
