/*
 * test_most_points.c - the most (and the least above 0) a hand of
 * Viennese can count, as the game's definition computes them for points
 * typed instead of cards, against a slow reference written apart: every
 * hand of hand_size cards the rules' packs and jokers allow, counted by
 * the reference solver (tests/support/ref_solver.c), the highest count
 * and the lowest above 0 kept.  Hand sizes 3 and 4 keep the walk short;
 * the rules vary the packs, jokers, card values and the ace's runs.
 * A table of larger hands gives the numbers worked out by hand.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cmocka.h>

#include "kl_card.h"
#include "kl_gamedef.h"
#include "kl_rules.h"
#include "ref_solver.h"

/* Rules: the Viennese profile with settings on top. */
typedef struct variant {
	const char *settings[6]; /* "key=value", NULL-terminated */
} variant;

static void
load(const variant *v, kl_rules *r)
{
	kl_error err;
	int i;

	assert_int_equal(kl_rules_profile("viennese", r, &err), KL_OK);
	for (i = 0; v->settings[i] != NULL; i++)
		if (kl_rules_set_pair(r, v->settings[i], &err) != KL_OK)
			fail_msg("%s: %s", v->settings[i], err.msg);
	if (kl_rules_validate(r, &err) != KL_OK)
		fail_msg("%s", err.msg);
}

/* The walk of the reference: every multiset of n cards from card c on,
 * each natural at most r->decks times, jokers at most r->jokers. */
typedef struct walk {
	const kl_rules *r;
	kl_card cards[REF_HAND_MAX];
	int n, have, most, least;
} walk;

static void
walk_from(walk *w, int c)
{
	int limit, k, start = w->have, d;

	if (w->have == w->n) {
		d = ref_deadwood(w->r, w->cards, w->n);
		if (d > w->most)
			w->most = d;
		if (d > 0 && (w->least == 0 || d < w->least))
			w->least = d;
		return;
	}
	if (c > KL_JOKER)
		return;
	limit = c == KL_JOKER ? w->r->jokers : w->r->decks;
	/* none of card c, then one copy more each time */
	for (k = 0;; k++) {
		walk_from(w, c + 1);
		if (k == limit || w->have == w->n)
			break;
		w->cards[w->have++] = (kl_card)c;
	}
	w->have = start;
}

static const variant variants[] = {
	{ { NULL } },
	{ { "jokers=0", NULL } },
	{ { "jokers=1", NULL } },
	{ { "jokers=4", NULL } },
	{ { "decks=1", NULL } },
	{ { "decks=1", "jokers=0", NULL } },
	{ { "ace_high=off", NULL } },
	{ { "ace_low=off", NULL } },
	{ { "ace_low=off", "jokers=1", NULL } },
	{ { "ace_value=1", "decks=1", NULL } },
	{ { "court_value=15", "joker_value=3", "decks=1", NULL } },
	{ { "joker_value=1", "decks=1", NULL } },
};

static void
test_against_reference(void **state)
{
	size_t i;
	int n;

	(void)state;
	for (i = 0; i < sizeof(variants) / sizeof(variants[0]); i++) {
		for (n = 3; n <= 4; n++) {
			kl_rules r;
			walk w = { 0 };
			const kl_game_def *def;
			char size[32];
			variant v = variants[i];
			int k;

			/* the larger deck only for three cards: the walk
			 * stays short */
			load(&v, &r);
			if (n == 4 && r.decks > 1)
				continue;
			for (k = 0; v.settings[k] != NULL; k++)
				;
			snprintf(size, sizeof(size), "hand_size=%d", n);
			v.settings[k] = size;
			v.settings[k + 1] = NULL;
			load(&v, &r);
			def = kl_gamedef_of(&r);
			w.r = &r;
			w.n = n;
			walk_from(&w, 0);
			if (def->most_points(&r) != w.most ||
			    def->least_points(&r) > w.least)
				print_message("variant %zu, %d cards: most %d "
				    "(reference %d), least %d (reference "
				    "%d)\n", i, n, def->most_points(&r),
				    w.most, def->least_points(&r), w.least);
			assert_int_equal(def->most_points(&r), w.most);
			assert_true(def->least_points(&r) <= w.least);
		}
	}
}

/* Ten cards and more, worked out by hand from the rulings. */
static const struct {
	variant v;
	int most, least;
} by_hand[] = {
	/* two jokers 40, two aces of one suit 22, six court cards (one
	 * suit a rank, four positions apart in a suit) 60 */
	{ { { NULL } }, 122, 2 },
	/* no joker: four aces in two suits 44, six court cards 60 */
	{ { { "jokers=0", NULL } }, 104, 2 },
	/* one joker 20, two aces 22, seven court cards 70 */
	{ { { "jokers=1", NULL } }, 112, 2 },
	/* four jokers 80, two aces 22, four court cards 40 */
	{ { { "jokers=4", NULL } }, 142, 2 },
	/* one pack: 40 + A K Q J 10 9 8 7 in suits four positions apart */
	{ { { "decks=1", NULL } }, 115, 2 },
	/* gin's values: K Q J 10 in two suits each, two nines */
	{ { { "jokers=0", "decks=1", "ace_value=1", NULL } }, 98, 1 },
	/* an ace worth 1 makes a count of 1 possible */
	{ { { "ace_value=1", NULL } }, 120, 1 },
};

static void
test_by_hand(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(by_hand) / sizeof(by_hand[0]); i++) {
		kl_rules r;
		const kl_game_def *def;

		load(&by_hand[i].v, &r);
		def = kl_gamedef_of(&r);
		assert_int_equal(def->most_points(&r), by_hand[i].most);
		assert_int_equal(def->least_points(&r), by_hand[i].least);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_against_reference),
		cmocka_unit_test(test_by_hand),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
