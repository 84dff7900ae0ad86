/*
 * fuzz_family.c - libFuzzer target for the referee of the rest of the
 * rummy family (core/kl_famref.c, core/kl_fam.c): a deal as
 * `klopf check --game G` reads it, without the command line.
 *
 * The first byte picks the game (its value modulo 6, in the order of
 * enum kl_fam_game) and, for Continental, twos wild (bit 3) with a point
 * for each (bit 4).  The rest of the input is cut at '/' into the hands
 * (at most KL_FAMREF_PLAYERS_MAX), each copied into its own allocation
 * so that AddressSanitizer sees reads past it, and read as cards under
 * the loosest limits (4 copies, 4 jokers, 16 cards): the referee must
 * refuse what the game's packs do not hold.
 *
 * Checked after a judgement: the winner is -1 exactly when nobody goes
 * out; every transfer goes to the winner from another hand, with a
 * positive amount; a hand that goes out melds every card but its
 * discard, each meld one by the game's rules; every counted hand's
 * deadwood is its least (kl_fam_deadwood) and its arrangement's.
 * Checked after a refusal: the code is KL_EINPUT and the message is one
 * non-empty line of valid UTF-8 without control characters.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_text.h"
#include "kl_famref.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
check(int ok, const char *what)
{
	if (!ok) {
		fprintf(stderr, "fuzz_family: invariant failed: %s\n", what);
		abort();
	}
}

/* The checks on a judged deal. */
static void
check_result(const kl_famref_rules *r, const kl_cardlist *hands, int n,
             const kl_famref_result *res)
{
	int i, m, k, melded = 0;

	check(res->nplayers == n, "one result a hand");
	check((res->winner < 0) == (res->verdict == KL_FAMREF_NONE),
	      "a winner exactly when a hand wins");
	for (i = 0; i < res->ntransfers; i++) {
		const kl_famref_transfer *t = &res->transfers[i];
		check(t->to == res->winner && t->from != t->to &&
		      t->from >= 0 && t->from < n && t->amount > 0,
		      "transfers go to the winner from another hand");
	}
	if (res->verdict == KL_FAMREF_OUT || res->verdict == KL_FAMREF_U) {
		const kl_fam_arr *a = &res->arr[0];
		check(a->nunmatched == 0 && a->deadwood == 0,
		      "going out leaves nothing unmatched");
		for (m = 0; m < a->nmelds; m++) {
			check(kl_fam_meld_check(&r->cards, a->melds[m].cards,
			                        a->melds[m].n) != KL_MELD_NONE,
			      "every meld shown is a meld");
			melded += a->melds[m].n;
		}
		check(melded + (a->discard != KL_NO_CARD) == hands[0].n,
		      "every card but the discard melded");
	}
	for (i = 0; i < n; i++) {
		const kl_fam_arr *a = &res->arr[i];
		int sum = 0;
		if (res->deadwood[i] < 0 ||
		    (i == 0 && res->verdict != KL_FAMREF_NONE &&
		     res->verdict != KL_FAMREF_SHOWDOWN))
			continue;
		for (k = 0; k < a->nunmatched; k++)
			sum += a->unmatched[k] == KL_JOKER ? r->cards.joker_value :
			       r->cards.value[kl_card_rank(a->unmatched[k])];
		check(sum == a->deadwood && a->deadwood == res->deadwood[i],
		      "a hand's deadwood is its unmatched cards'");
		check(kl_fam_deadwood(&r->cards, hands[i].cards, hands[i].n,
		                      a->discard != KL_NO_CARD, NULL) ==
		      res->deadwood[i], "a hand's deadwood is its least");
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	kl_cardlist *hands;
	kl_famref_result *res;
	kl_famref_rules r;
	kl_card_limits limits = { 4, 4, KL_FAM_HAND_MAX, KL_STYLE_ASCII };
	kl_error err;
	char *part[KL_FAMREF_PLAYERS_MAX];
	int game, n = 0, i, bad = 0;
	size_t start = 1, at;

	if (size < 1)
		return 0;
	game = data[0] % KL_FAM_GAMES;
	hands = calloc(KL_FAMREF_PLAYERS_MAX, sizeof(*hands));
	res = malloc(sizeof(*res));
	if (hands == NULL || res == NULL)
		abort();
	for (at = 1; at <= size && n < KL_FAMREF_PLAYERS_MAX; at++) {
		if (at < size && data[at] != '/')
			continue;
		part[n] = malloc(at - start + 1);
		if (part[n] == NULL)
			abort();
		memcpy(part[n], data + start, at - start);
		part[n][at - start] = '\0';
		n++;
		start = at + 1;
	}
	for (i = 0; i < n && !bad; i++) {
		const char *arg = part[i];
		bad = kl_cards_parse(&arg, 1, &limits, &hands[i], &err) != KL_OK;
	}
	if (!bad) {
		kl_famref_rules_default(game, n, &r);
		if (game == KL_FAM_CONTINENTAL && (data[0] & 8))
			check(kl_famref_set(&r, "deuces_wild", "yes", &err) ==
			      KL_OK, "deuces_wild=yes is a rule");
		if (game == KL_FAM_CONTINENTAL && (data[0] & 16))
			check(kl_famref_set(&r, "deuce_points", "1", &err) ==
			      KL_OK, "deuce_points=1 is a rule");
		kl_error_clear(&err);
		if (kl_famref_judge(&r, hands, n, res, &err) == KL_OK)
			check_result(&r, hands, n, res);
		else
			check(err.code == KL_EINPUT && err.msg[0] != '\0' &&
			      fuzz_clean_text(err.msg),
			      "a refusal is KL_EINPUT with a clean message");
	}
	for (i = 0; i < n; i++)
		free(part[i]);
	free(hands);
	free(res);
	return 0;
}
