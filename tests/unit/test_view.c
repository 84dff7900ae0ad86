/*
 * test_view.c - the view of a judged and booked game (kl_view): how it
 * ended, each hand as booked, the winner and what he scored, the upcard,
 * for the kinds of game that tell these differently.  Every expected
 * figure was worked out by hand from the rules (docs/rules.md).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "kl_card.h"
#include "kl_game.h"
#include "kl_gamedef.h"
#include "kl_gin.h"
#include "kl_rubber.h"
#include "kl_rules.h"
#include "kl_view.h"

static const char *const names[] = { "Anna", "Ben", "Clara" };

/* Judge a game of game with nplayers, declarer and kind and the hands
 * args (NAME=TEXT, NULL-terminated), upcard (or -1), into *g; book it
 * on a new rubber into *res.  Fails the test when either refuses. */
static void
judge_and_book(int game, int nplayers, const char *declarer, int kind,
               int upcard, const char *const *args, kl_game *g,
               kl_event_result *res)
{
	kl_game_table t;
	kl_rubber r;
	kl_event ev;
	kl_error err;
	int nargs = 0, s;

	memset(&t, 0, sizeof(t));
	kl_rules_game_default(game, &t.rules);
	if (upcard >= 0)
		t.rules.oklahoma = 1;
	t.rubber = 1;
	t.nplayers = nplayers;
	for (s = 0; s < nplayers; s++)
		t.names[s] = names[s];
	while (args[nargs] != NULL)
		nargs++;
	kl_game_start(g, &t);
	kl_error_clear(&err);
	assert_int_equal(kl_game_judge_upcard(g, declarer, kind, upcard, nargs,
	                                      args, &err), KL_OK);
	assert_int_equal(kl_rubber_start(&r, &t.rules, nplayers, res, &err),
	                 KL_OK);
	kl_game_event(g, &ev);
	assert_int_equal(kl_rubber_apply(&r, &ev, res, &err), KL_OK);
}

/* Gin: Anna knocks with 2D (deadwood 2, discarding KH); Ben melds
 * 2-3-4S, lays 10H JH off on her hearts and keeps 9C 9D 6D 6S KC: 40;
 * she scores 40 - 2 = 38. */
static void
test_gin_knock_layoffs(void **state)
{
	static const char *const args[] = {
		"Anna=7H 8H 9H QS QC QD 3C 4C 5C 2D KH",
		"Ben=10H JH 2S 3S 4S 9C 9D 6D 6S KC", NULL
	};
	kl_game g;
	kl_event_result res;
	kl_game_view v;

	(void)state;
	judge_and_book(KL_GAME_GIN, 2, "Anna", KL_VERDICT_KNOCK, -1, args, &g,
	               &res);
	kl_game_view_of(&g, &res, &v);
	assert_string_equal(v.kind_word, "knock");
	assert_string_equal(v.decl->headline,
	                    "game %d of rubber %lld: %s knocks (%s dealt)\n");
	assert_int_equal(v.declarer, 0);
	assert_int_equal(v.norder, 2);
	assert_int_equal(v.hand[0].deadwood, 2);
	assert_int_equal(v.hand[1].deadwood, 40);
	assert_int_equal(v.hand[1].nlayoffs, 2);
	assert_null(v.hand[0].layoffs);
	assert_int_equal(v.winner, 0);
	assert_string_equal(v.result_word, "knock");
	assert_int_equal(v.outcome_amount, 38);
	assert_string_equal(v.outcome,
	                    "%s wins the hand by knocking and scores %d\n");
	assert_int_equal(v.upcard, -1);
	assert_int_equal(v.shows_more, 0);
}

/* Oklahoma gin with the upcard 3S: a knock needs 3 or less, and the
 * spade doubles the hand: Anna's 38 becomes 76. */
static void
test_gin_upcard(void **state)
{
	static const char *const args[] = {
		"Anna=7H 8H 9H QS QC QD 3C 4C 5C 2D KH",
		"Ben=10H JH 2S 3S 4S 9C 9D 6D 6S KC", NULL
	};
	kl_game g;
	kl_event_result res;
	kl_game_view v;
	kl_cardlist up;
	kl_card_limits lim = { 1, 0, 1, KL_STYLE_ASCII };
	const char *text = "3S";

	(void)state;
	assert_int_equal(kl_cards_parse(&text, 1, &lim, &up, NULL), KL_OK);
	judge_and_book(KL_GAME_GIN, 2, "Anna", KL_VERDICT_KNOCK, up.cards[0],
	               args, &g, &res);
	kl_game_view_of(&g, &res, &v);
	assert_int_equal(v.upcard, up.cards[0]);
	assert_int_equal(v.upcard_limit, 3);
	assert_int_equal(v.upcard_doubles, 1);
	assert_int_equal(v.outcome_amount, 76);
}

/* Viennese: Anna knocks with a rummy in hand; the view says so, and a
 * game that is not a race has no winner of its own. */
static void
test_viennese_knock_is_rummy(void **state)
{
	static const char *const args[] = {
		"Anna=3H 4H 5H 7S 7D 7C 9C 10C JC QC", "Ben=12", "Clara=30",
		NULL
	};
	kl_game g;
	kl_event_result res;
	kl_game_view v;

	(void)state;
	judge_and_book(KL_GAME_VIENNESE, 3, "Anna", KL_VERDICT_KNOCK, -1,
	               args, &g, &res);
	kl_game_view_of(&g, &res, &v);
	assert_string_equal(v.kind_word, "knock");
	assert_int_equal(v.knock_is_rummy, 1);
	assert_int_equal(v.winner, -1);
	assert_null(v.outcome);
	assert_int_equal(v.hand[1].as_points, 1);
	assert_null(v.hand[1].shown);
	assert_int_equal(v.hand[1].points, 12);
	assert_int_equal(v.hand[2].points, 30);
	assert_int_equal(v.order[0], 0);
	assert_int_equal(v.order[2], 2);
}

/* Not booked yet (play's last look): no points, no winner. */
static void
test_judged_only(void **state)
{
	static const char *const args[] = {
		"Anna=3H 4H 5H 7S 7D 7C 9C 10C JC QC KD", "Ben=12", "Clara=30",
		NULL
	};
	kl_game g;
	kl_event_result res;
	kl_game_view v;

	(void)state;
	judge_and_book(KL_GAME_VIENNESE, 3, "Anna", KL_VERDICT_RUMMY, -1, args,
	               &g, &res);
	kl_game_view_of(&g, NULL, &v);
	assert_string_equal(v.kind_word, "rummy");
	assert_int_equal(v.hand[0].points, -1);
	assert_int_equal(v.hand[0].deadwood, 0);
	assert_int_not_equal(v.hand[0].shown->discard, KL_NO_CARD);
	assert_int_equal(kl_card_suit(v.hand[0].shown->discard), KL_DIAMONDS);
	assert_int_equal(v.winner, -1);
}

/* The view of the booked game and the view of its event (what history
 * shows) agree on every figure an event keeps. */
static void
same_views(const kl_game_view *a, const kl_game_view *b, int nplayers)
{
	int s;

	assert_ptr_equal(a->decl, b->decl);
	assert_string_equal(a->kind_word, b->kind_word);
	assert_int_equal(a->declarer, b->declarer);
	assert_int_equal(a->winner, b->winner);
	assert_int_equal(a->outcome_amount, b->outcome_amount);
	assert_int_equal(a->worth, b->worth);
	for (s = 0; s < nplayers; s++) {
		assert_int_equal(a->hand[s].given, b->hand[s].given);
		assert_int_equal(a->hand[s].points, b->hand[s].points);
		assert_int_equal(a->hand[s].deadwood, b->hand[s].deadwood);
	}
}

/* Phỏm's showdown, typed from Clara on: nobody declared it, whichever
 * hand comes first.  Clara's 8 is the least with a meld; Ben pays 1 for
 * the second place, Anna 4 without a meld: Clara receives 5. */
static void
test_phom_showdown(void **state)
{
	static const char *const args[] = {
		"Clara=4D 4H 4C 10S JS QS 2D 6D KS",
		"Ben=AS 2S 3S 7H 8H 9H KD QC 5C",
		"Anna=AH 2C 3D 5H 6S 8D 9C 10H JC", NULL
	};
	kl_game g;
	kl_event_result res;
	kl_event ev;
	kl_game_view v, e;

	(void)state;
	judge_and_book(KL_GAME_PHOM, 3, "Clara", KL_VERDICT_KNOCK, -1, args,
	               &g, &res);
	kl_game_view_of(&g, &res, &v);
	assert_string_equal(v.kind_word, "showdown");
	assert_int_equal(v.declarer, -1);
	assert_int_equal(v.norder, 3);
	assert_int_equal(v.winner, 2);
	assert_int_equal(v.outcome_amount, 5);
	assert_int_equal(v.hand[0].points, 0);
	assert_int_equal(v.hand[2].points, 5);
	kl_game_event(&g, &ev);
	kl_event_view_of(&g.t.rules, 3, &ev, &res, &e);
	same_views(&v, &e, 3);
	assert_int_equal(e.norder, 3);
}

/* A dead hand of gin, as the event books it: nobody declared, no hands,
 * no winner (not the dealer the event names, nor points of -1). */
static void
test_gin_dead(void **state)
{
	kl_rules ru;
	kl_rubber r;
	kl_event ev;
	kl_event_result res;
	kl_game_view e;
	kl_error err;

	(void)state;
	kl_rules_game_default(KL_GAME_GIN, &ru);
	assert_int_equal(kl_rubber_start(&r, &ru, 2, &res, &err), KL_OK);
	memset(&ev, 0, sizeof(ev));
	ev.kind = KL_EVENT_GAME;
	ev.declarer = r.dealer;
	ev.dead = 1;
	ev.upcard = -1;
	ev.deadwood[0] = ev.deadwood[1] = -1;
	assert_int_equal(kl_rubber_apply(&r, &ev, &res, &err), KL_OK);
	kl_event_view_of(&ru, 2, &ev, &res, &e);
	assert_string_equal(e.kind_word, "dead");
	assert_int_equal(e.declarer, -1);
	assert_int_equal(e.norder, 0);
	assert_int_equal(e.hand[0].given, 0);
	assert_int_equal(e.hand[1].given, 0);
	assert_int_equal(e.winner, -1);
	assert_null(e.outcome);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_gin_knock_layoffs),
		cmocka_unit_test(test_gin_upcard),
		cmocka_unit_test(test_viennese_knock_is_rummy),
		cmocka_unit_test(test_judged_only),
		cmocka_unit_test(test_phom_showdown),
		cmocka_unit_test(test_gin_dead),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
