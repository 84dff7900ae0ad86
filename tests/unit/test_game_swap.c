/*
 * test_game_swap.c - the referee at play's last look (kl_game.h):
 * kl_game_swap exchanges two hands typed under each other's names; with
 * deck_later a hand is taken without the one-deck check, which
 * kl_game_deck makes over the whole table with the words a hand given
 * alone gets; and after Phỏm's ù the other hands are booked as not shown
 * (kl_game_unseen) unless typed.
 *
 * Each case is a game typed (a declaration and hands), then a swap of
 * two seats: the return code and message expected, and every seat's
 * hand as typed afterwards (unchanged when refused).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kl_error.h"
#include "kl_game.h"
#include "kl_gamedef.h"
#include "rules_text.h"

#define ANNA_K "3H 4H 5H QS QD QC 7C 7D 7S 2S KH"
#define BEN_34 "KD 2C 3C 4C 8D 9D 10D KH 5S 9S"
#define CLARA_70 "QS 2D 4D 6H 8C 9H JC JD 5C 6C"
#define BEN_K "2C 3C 4C 8D 9D 10D JH QH KH 2S"

typedef struct swap_case {
	const char *why;
	const char *declarer;
	int kind;
	const char *hands[3];  /* NAME=CARDS, in the order given */
	int a, b;              /* the seats swapped */
	int rc;
	const char *msg;       /* the refusal, or NULL */
	const char *after[3];  /* each seat's hand as typed afterwards */
} swap_case;

static const char *const names[3] = { "Anna", "Ben", "Clara" };

static const swap_case cases[] = {
	{ "two hands of the others change places", "Anna", KL_VERDICT_KNOCK,
	  { "Anna=" ANNA_K, "Ben=" BEN_34, "Clara=" CLARA_70 }, 1, 2, KL_OK,
	  NULL, { ANNA_K, CLARA_70, BEN_34 } },
	{ "the order of the seats does not matter", "Anna",
	  KL_VERDICT_KNOCK,
	  { "Anna=" ANNA_K, "Ben=" BEN_34, "Clara=" CLARA_70 }, 2, 1, KL_OK,
	  NULL, { ANNA_K, CLARA_70, BEN_34 } },
	{ "a hand typed as points changes places too", "Anna",
	  KL_VERDICT_KNOCK, { "Anna=" ANNA_K, "Ben=" BEN_34, "Clara=20" }, 1,
	  2, KL_OK, NULL, { ANNA_K, "20", BEN_34 } },
	{ "the declarer takes a hand that does not knock", "Ben",
	  KL_VERDICT_KNOCK,
	  { "Ben=" BEN_K, "Clara=" BEN_34, "Anna=20" }, 1, 2, KL_ERULE,
	  "Ben knocked, but the best arrangement leaves deadwood 34 (a knock "
	  "needs 4 or less)", { "20", BEN_K, BEN_34 } },
	{ "the declarer cannot show points", "Ben", KL_VERDICT_KNOCK,
	  { "Ben=" BEN_K, "Clara=" BEN_34, "Anna=20" }, 1, 0, KL_EINPUT,
	  "Ben declared and must show the cards, not points",
	  { "20", BEN_K, BEN_34 } },
	{ "one player twice", "Anna", KL_VERDICT_KNOCK,
	  { "Anna=" ANNA_K, "Ben=" BEN_34, "Clara=" CLARA_70 }, 1, 1,
	  KL_EINPUT, "swap exchanges the hands of two different players",
	  { ANNA_K, BEN_34, CLARA_70 } },
	{ "a seat that does not play", "Anna", KL_VERDICT_KNOCK,
	  { "Anna=" ANNA_K, "Ben=" BEN_34, "Clara=" CLARA_70 }, 1, 3,
	  KL_EINPUT, "swap exchanges the hands of two different players",
	  { ANNA_K, BEN_34, CLARA_70 } },
	{ "a hand not typed yet", "Anna", KL_VERDICT_KNOCK,
	  { "Anna=" ANNA_K, "Ben=" BEN_34, NULL }, 1, 2, KL_EINPUT,
	  "Clara has no hand typed to swap", { ANNA_K, BEN_34, NULL } },
};

static void
start(kl_game *g, kl_game_table *t)
{
	kl_error err;
	int i;

	memset(t, 0, sizeof(*t));
	assert_int_equal(rt_rules_of("viennese", &t->rules, &err), KL_OK);
	t->rubber = 1;
	t->nplayers = 3;
	for (i = 0; i < 3; i++)
		t->names[i] = names[i];
	kl_game_start(g, t);
}

static void
test_swap_cases(void **state)
{
	kl_game *g = malloc(sizeof(*g));
	kl_game_table t;
	kl_error err;
	size_t i;
	int k, rc;

	(void)state;
	assert_non_null(g);
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const swap_case *c = &cases[i];
		start(g, &t);
		assert_int_equal(kl_game_declare(g, c->declarer, c->kind, &err),
		                 KL_OK);
		for (k = 0; k < 3 && c->hands[k] != NULL; k++)
			if (kl_game_give_arg(g, c->hands[k], &err) != KL_OK)
				fail_msg("%s: %s refused: %s", c->why,
				         c->hands[k], err.msg);
		kl_error_clear(&err);
		rc = kl_game_swap(g, c->a, c->b, &err);
		if (rc != c->rc)
			fail_msg("%s: returns %d (%s), not %d", c->why, rc,
			         err.msg, c->rc);
		if (c->msg != NULL && strcmp(err.msg, c->msg) != 0)
			fail_msg("%s: says \"%s\"", c->why, err.msg);
		for (k = 0; k < 3; k++) {
			if (c->after[k] == NULL) {
				assert_false(g->hand[k].given);
				continue;
			}
			assert_true(g->hand[k].given);
			if (strcmp(g->hand[k].typed, c->after[k]) != 0)
				fail_msg("%s: %s holds \"%s\", not \"%s\"", c->why,
				         names[k], g->hand[k].typed, c->after[k]);
		}
		/* the cards on the table are the same: the deck holds */
		assert_int_equal(kl_game_deck(g, &err), KL_OK);
		assert_int_equal(g->deck_later, 0);
	}
	free(g);
}

/* Swapping twice gives the game back: every hand's count as before. */
static void
test_swap_twice(void **state)
{
	kl_game *g = malloc(sizeof(*g));
	kl_game_table t;
	kl_error err;
	int before[KL_PLAYERS_MAX], after[KL_PLAYERS_MAX], a, b, k;

	(void)state;
	assert_non_null(g);
	for (a = 0; a < 3; a++)
		for (b = 0; b < 3; b++) {
			if (a == b)
				continue;
			start(g, &t);
			assert_int_equal(kl_game_declare(g, "Ben",
			                 KL_VERDICT_KNOCK, &err), KL_OK);
			assert_int_equal(kl_game_give_arg(g, "Ben=" BEN_K, &err),
			                 KL_OK);
			assert_int_equal(kl_game_give_arg(g, "Clara=" CLARA_70,
			                 &err), KL_OK);
			assert_int_equal(kl_game_give_arg(g, "Anna=33", &err),
			                 KL_OK);
			kl_game_deadwood(g, before);
			/* refused (the declarer's hand would not knock, or
			 * would be points): nothing changes; else swapping
			 * back restores every count */
			if (kl_game_swap(g, a, b, &err) == KL_OK)
				assert_int_equal(kl_game_swap(g, a, b, &err),
				                 KL_OK);
			kl_game_deadwood(g, after);
			for (k = 0; k < 3; k++)
				assert_int_equal(before[k], after[k]);
		}
	free(g);
}

/*
 * deck_later: Ben's right hand is taken although Clara still holds the
 * same cards (the third QS), and kl_game_deck refuses the table in the
 * words the hand would have got alone; Clara's right hand mends it.
 */
static void
test_deck_later(void **state)
{
	kl_game *g = malloc(sizeof(*g));
	kl_game_table t;
	kl_error err, alone;

	(void)state;
	assert_non_null(g);
	start(g, &t);
	assert_int_equal(kl_game_declare(g, "Anna", KL_VERDICT_KNOCK, &err),
	                 KL_OK);
	assert_int_equal(kl_game_give_arg(g, "Anna=" ANNA_K, &err), KL_OK);
	assert_int_equal(kl_game_give_arg(g, "Ben=" BEN_34, &err), KL_OK);
	assert_int_equal(kl_game_give_arg(g, "Clara=" CLARA_70, &err), KL_OK);
	assert_int_equal(kl_game_deck(g, &err), KL_OK);
	kl_game_take_back(g, 1);
	/* given alone, the hand is refused */
	kl_error_clear(&alone);
	assert_int_equal(kl_game_give_arg(g, "Ben=" CLARA_70, &alone),
	                 KL_EINPUT);
	g->deck_later = 1;
	assert_int_equal(kl_game_give_arg(g, "Ben=" CLARA_70, &err), KL_OK);
	kl_error_clear(&err);
	assert_int_equal(kl_game_deck(g, &err), KL_EINPUT);
	assert_string_equal(err.msg, alone.msg);
	assert_string_equal(err.msg, "these hands cannot come from one deck: "
	                    "QS is on the table 3 times (Anna 1, Clara 1, Ben "
	                    "1), but the deck holds only 2");
	kl_game_take_back(g, 2);
	assert_int_equal(kl_game_give_arg(g, "Clara=" BEN_34, &err), KL_OK);
	assert_int_equal(kl_game_deck(g, &err), KL_OK);
	free(g);
}

/*
 * Phỏm's ù: the other hands do not change the score.  Each row declares
 * (Clara, who holds ù), gives the hands typed, then judges the game
 * whole as klopf game does: what is returned, and which seats are booked
 * as not shown.  In the showdown every hand is needed.
 */
typedef struct unseen_case {
	const char *why;
	int kind;              /* KL_VERDICT_RUMMY: ù; KL_VERDICT_KNOCK with
	                          declarer "Ben": the showdown */
	const char *declarer;
	const char *hands[3];  /* NAME=CARDS, NULL after the last */
	int rc;
	const char *msg;
	int unseen[3];         /* Anna, Ben, Clara */
} unseen_case;

#define U_CLARA "Clara=AS 2S 3S 4S 7H 7D 7C 9D 10D JD"
#define U_BEN "Ben=6C 4H AC KH 3C 3H JS 5D KC"

static const unseen_case unseen_cases[] = {
	{ "ù alone: both others not shown", KL_VERDICT_RUMMY, "Clara",
	  { U_CLARA, NULL }, KL_OK, NULL, { 1, 1, 0 } },
	{ "one typed for the record", KL_VERDICT_RUMMY, "Clara",
	  { U_CLARA, U_BEN, NULL }, KL_OK, NULL, { 1, 0, 0 } },
	{ "no cards typed: not shown", KL_VERDICT_RUMMY, "Clara",
	  { U_CLARA, "Ben=", NULL }, KL_OK, NULL, { 1, 1, 0 } },
	{ "a hand typed is still judged", KL_VERDICT_RUMMY, "Clara",
	  { U_CLARA, "Ben=6C 4H", NULL }, KL_EINPUT,
	  "Ben shows 2 cards; a hand holds 9 at the end of a game",
	  { 0, 0, 0 } },
	{ "the declarer's hand is needed", KL_VERDICT_RUMMY, "Clara",
	  { U_BEN, NULL }, KL_EINPUT, "no hand for Clara (every player in "
	  "play needs one: NAME=CARDS)", { 0, 0, 0 } },
	{ "the showdown needs every hand", KL_VERDICT_KNOCK, "Ben",
	  { U_BEN, NULL }, KL_EINPUT, "no hand for Clara (every player in "
	  "play needs one: NAME=CARDS)", { 0, 0, 0 } },
};

static void
test_unseen(void **state)
{
	kl_game *g = malloc(sizeof(*g));
	kl_game_table t;
	kl_error err;
	size_t i;
	int n, k, rc;

	(void)state;
	assert_non_null(g);
	for (i = 0; i < sizeof(unseen_cases) / sizeof(unseen_cases[0]); i++) {
		const unseen_case *c = &unseen_cases[i];
		memset(&t, 0, sizeof(t));
		kl_rules_game_default(KL_GAME_PHOM, &t.rules);
		t.rubber = 1;
		t.nplayers = 3;
		for (k = 0; k < 3; k++)
			t.names[k] = names[k];
		for (n = 0; n < 3 && c->hands[n] != NULL; n++)
			;
		kl_game_start(g, &t);
		kl_error_clear(&err);
		rc = kl_game_judge(g, c->declarer, c->kind, n, c->hands, &err);
		if (rc != c->rc)
			fail_msg("%s: returns %d (%s), not %d", c->why, rc,
			         err.msg, c->rc);
		if (c->msg != NULL && strcmp(err.msg, c->msg) != 0)
			fail_msg("%s: says \"%s\"", c->why, err.msg);
		for (k = 0; rc == KL_OK && k < 3; k++) {
			assert_true(g->hand[k].given);
			if (g->hand[k].unseen != c->unseen[k])
				fail_msg("%s: %s %s", c->why, names[k],
				         c->unseen[k] ? "shown" : "not shown");
		}
	}
	free(g);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_swap_cases),
		cmocka_unit_test(test_swap_twice),
		cmocka_unit_test(test_deck_later),
		cmocka_unit_test(test_unseen),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
