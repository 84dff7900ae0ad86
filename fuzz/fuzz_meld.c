/*
 * fuzz_meld.c - libFuzzer target for the group check of the melding
 * games (core/kl_mgroup.c, core/kl_mgplay.c): what `klopf meld` reads,
 * without the command line.
 *
 * The first byte picks the game (its value modulo 4: Rommé, Hungarian,
 * Caloochi, Rummy) and house rules: bits 2-3 the ace (as the game says,
 * low, both, corner), bit 4 any number of jokers in a meld, bit 5 Rummy
 * with two jokers.  The rest is one line: without '/' an opening, its
 * groups cut at '|'; with '/' a meld on the table before it and the
 * cards laid on it after it.  Each part is copied into its own
 * allocation and read as `klopf meld` reads it (named jokers, 4 copies,
 * 8 jokers).
 *
 * Checked after a verdict: a legal group is laid as 3 to 13 cards, every
 * card typed once, each natural card read as itself, worth what its
 * reading is worth at least 3; an illegal one says why in one clean
 * line; an opening's value is the sum of its legal groups and it opens
 * only with every group legal and open_min reached.  A play allowed
 * leaves a legal meld of the table's kind with the table's and the
 * hand's cards less the jokers freed; a refused one says why.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_text.h"
#include "kl_mgroup.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
check(int ok, const char *what)
{
	if (!ok) {
		fprintf(stderr, "fuzz_meld: invariant failed: %s\n", what);
		abort();
	}
}

/* The groups of list l into out (at most most); returns how many. */
static int
groups_of(const kl_cardlist *l, kl_mg_group *out, int most)
{
	int i;

	if (l->ngroups > most)
		return -1;
	for (i = 0; i < l->ngroups; i++)
		out[i].n = 0;
	for (i = 0; i < l->n; i++) {
		kl_mg_group *g = &out[l->group[i]];
		if (g->n == KL_MG_GROUP_MAX)
			return -1;
		g->cards[g->n] = l->cards[i];
		g->named[g->n] = l->named[i];
		g->n++;
	}
	return l->ngroups;
}

/* A verdict on group g holds together. */
static void
check_verdict(const kl_mg_group *g, const kl_mg_verdict *v)
{
	int used[KL_MG_GROUP_MAX] = { 0 }, i, j;

	if (!v->legal) {
		check(v->why.msg[0] != '\0' && fuzz_clean_text(v->why.msg),
		      "an illegal group says why in a clean line");
		return;
	}
	check(v->meld.n == g->n && g->n >= 3 && g->n <= KL_MG_MELD_MAX,
	      "a meld lays every card typed");
	check(v->meld.kind == KL_MG_SET || v->meld.kind == KL_MG_RUN,
	      "a meld is a set or a run");
	check(v->meld.value >= 3, "a meld is worth 3 at least");
	for (i = 0; i < g->n; i++) {
		for (j = 0; j < g->n; j++)
			if (!used[j] && v->meld.cards[j] == g->cards[i])
				break;
		check(j < g->n, "each card typed is laid once");
		used[j] = 1;
	}
	for (i = 0; i < v->meld.n; i++)
		check(v->meld.reads[i] < KL_NATURALS &&
		      (v->meld.cards[i] == KL_JOKER ||
		       v->meld.cards[i] == v->meld.reads[i]),
		      "a natural card reads as itself");
}

static void
opening(const kl_mg_rules *r, const kl_cardlist *l)
{
	kl_mg_group groups[KL_MG_GROUPS_MAX];
	kl_mg_opening op;
	kl_error err;
	int n = groups_of(l, groups, KL_MG_GROUPS_MAX), g, sum = 0, all = 1;

	if (n < 1)
		return;
	check(kl_mg_judge_opening(r, groups, n, &op, &err) == KL_OK,
	      "an opening of 1 to 8 groups is judged");
	for (g = 0; g < n; g++) {
		check_verdict(&groups[g], &op.groups[g]);
		if (op.groups[g].legal)
			sum += op.groups[g].meld.value;
		else
			all = 0;
	}
	check(op.value == sum, "an opening is worth its legal groups");
	check(op.opens == (all && sum >= r->open_min),
	      "an opening opens with every group legal and the minimum");
}

static void
play(const kl_mg_rules *r, const kl_cardlist *lt, const kl_cardlist *lh)
{
	kl_mg_group table, hand, laid;
	kl_mg_verdict tv, after;
	kl_mg_play p;
	kl_mg_facts facts;
	int want[KL_JOKER + 1] = { 0 }, got[KL_JOKER + 1] = { 0 }, i;

	if (groups_of(lt, &table, 1) != 1 || groups_of(lh, &hand, 1) != 1)
		return;
	/* the table's facts as the input's lengths choose them */
	facts.opened = lt->n % 3;
	facts.own = lh->n % 2;
	kl_mg_judge_table(r, &table, &tv);
	check_verdict(&table, &tv);
	kl_mg_judge_play(r, &facts, &table, &hand, &p);
	if (!p.legal) {
		check(p.why.msg[0] != '\0' && fuzz_clean_text(p.why.msg),
		      "a refused play says why in a clean line");
		return;
	}
	check(tv.legal && p.before.kind == tv.meld.kind,
	      "a play goes on a meld");
	laid.n = p.after.n;
	for (i = 0; i < p.after.n; i++) {
		laid.cards[i] = p.after.cards[i];
		laid.named[i] = p.after.cards[i] == KL_JOKER ?
		                p.after.reads[i] : KL_NO_CARD;
		got[p.after.cards[i]]++;
	}
	kl_mg_judge_table(r, &laid, &after);
	check(after.legal && after.meld.kind == tv.meld.kind,
	      "the meld after a play is a meld of its kind");
	for (i = 0; i < table.n; i++)
		want[table.cards[i]]++;
	for (i = 0; i < hand.n; i++)
		want[hand.cards[i]]++;
	want[KL_JOKER] -= p.freed;
	check(memcmp(want, got, sizeof(want)) == 0,
	      "the meld after a play holds the cards laid");
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const ace[] = { NULL, "ace=low", "ace=both",
	                                   "ace=corner" };
	static const kl_card_limits limits = { 4, KL_MG_JOKERS_MAX,
	                                       KL_MG_HAND_MAX, KL_STYLE_ASCII };
	kl_cardlist *lists;
	kl_rules rules;
	kl_mg_rules r;
	kl_error err;
	char *part[2];
	size_t cut = 0, i;
	int n = 1, ok = 1;

	if (size < 1)
		return 0;
	kl_rules_game_default(KL_GAME_ROMME + data[0] % 4, &rules);
	if (ace[(data[0] >> 2) & 3] != NULL)
		kl_rules_set_pair(&rules, ace[(data[0] >> 2) & 3], &err);
	if (data[0] & 16)
		kl_rules_set_pair(&rules, "meld_jokers=any", &err);
	if ((data[0] & 32) && rules.game == KL_GAME_RUMMY)
		kl_rules_set_pair(&rules, "jokers=2", &err);
	check(kl_rules_validate(&rules, &err) == KL_OK,
	      "the fuzzed house rules fit together");
	kl_mg_rules_of(&rules, &r);
	for (i = 1; i < size; i++)
		if (data[i] == '/') {
			cut = i;
			n = 2;
			break;
		}
	lists = calloc(2, sizeof(*lists));
	if (lists == NULL)
		abort();
	for (i = 0; i < (size_t)n; i++) {
		size_t from = i == 0 ? 1 : cut + 1;
		size_t to = n == 1 || i == 1 ? size : cut;
		part[i] = malloc(to - from + 1);
		if (part[i] == NULL)
			abort();
		memcpy(part[i], data + from, to - from);
		part[i][to - from] = '\0';
	}
	for (i = 0; i < (size_t)n && ok; i++) {
		const char *arg = part[i];
		ok = kl_cards_parse_named(&arg, 1, &limits, &lists[i], &err) ==
		     KL_OK;
	}
	if (ok && n == 1)
		opening(&r, &lists[0]);
	else if (ok)
		play(&r, &lists[0], &lists[1]);
	for (i = 0; i < (size_t)n; i++)
		free(part[i]);
	free(lists);
	return 0;
}
