/*
 * test_family.c - rubbers of Gin Rummy and Knock Rummy in the engine
 * (kl_rubber_hand, the games' definitions in kl_gamedef.c) and their
 * rules (kl_rules.h), as tables worked out by hand from the rulings:
 * whole games to game_to with every hand's points, the boxes, the
 * dealer, and the transfers at the end (points, game bonus, boxes,
 * shutout) in both schools; Oklahoma upcards; dead hands; knock rummy's
 * counts, rum, undercut and tie moving chips between the seats; and the
 * refusals (big gin in the classic school, a knock over the limit, a
 * buy-back, a player leaving, a rule of another game).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kl_card.h"
#include "kl_gamedef.h"
#include "kl_rubber.h"
#include "kl_rules.h"

#define END { -1, 0, 0, 0, NULL, { 0 }, { 0 }, -1 }

/* One hand: who went out and how, the counts by seat, and what the
 * table expects after it. */
typedef struct hand_case {
	int declarer;         /* -1 ends the list */
	int rummy, big, dead;
	const char *upcard;   /* Oklahoma, or NULL */
	int deadwood[3];
	int score[3];         /* every total after the hand */
	int dealer;           /* who deals next (-1: the game is over) */
} hand_case;

typedef struct xfer_case {
	int reason, from, to, amount;
} xfer_case;

typedef struct game_case {
	const char *name;
	int game;
	const char *rules[4];     /* KEY=VALUE, NULL-terminated */
	int nplayers;
	hand_case hands[8];
	int boxes[3];
	int chips[3];
	int winner;               /* -1: not over */
	xfer_case last[6];        /* the transfers of the last hand, in
	                             order (amount 0 ends) */
} game_case;

static const game_case games[] = {
	{ "gin modern: knock, gin, undercut, knock to 103", KL_GAME_GIN,
	  { NULL }, 2,
	  { { 0, 0, 0, 0, NULL, { 5, 20 }, { 15, 0 }, 0 },
	    { 1, 1, 0, 0, NULL, { 30, 0 }, { 15, 55 }, 1 },
	    { 0, 0, 0, 0, NULL, { 8, 8 }, { 15, 80 }, 1 },
	    { 1, 0, 0, 0, NULL, { 25, 2 }, { 15, 103 }, -1 },
	    END },
	  { 1, 3 }, { -238, 238 }, 1,
	  { { KL_XFER_POINTS, 0, 1, 88 }, { KL_XFER_GAME, 0, 1, 100 },
	    { KL_XFER_BOXES, 0, 1, 50 } } },
	{ "gin modern shutout: big gin and a knock; the total doubles",
	  KL_GAME_GIN, { NULL }, 2,
	  { { 0, 1, 1, 0, NULL, { 0, 40 }, { 71, 0 }, 0 },
	    { 0, 0, 0, 0, NULL, { 3, 35 }, { 103, 0 }, -1 },
	    END },
	  { 2, 0 }, { 506, -506 }, 0,
	  { { KL_XFER_POINTS, 1, 0, 103 }, { KL_XFER_GAME, 1, 0, 100 },
	    { KL_XFER_BOXES, 1, 0, 50 }, { KL_XFER_SHUTOUT, 1, 0, 253 } } },
	{ "gin classic shutout: the game bonus again", KL_GAME_GIN,
	  { "school=classic", NULL }, 2,
	  { { 1, 1, 0, 0, NULL, { 50, 0 }, { 0, 70 }, 1 },
	    { 1, 0, 0, 0, NULL, { 45, 10 }, { 0, 105 }, -1 },
	    END },
	  { 0, 2 }, { -345, 345 }, 1,
	  { { KL_XFER_POINTS, 0, 1, 105 }, { KL_XFER_GAME, 0, 1, 100 },
	    { KL_XFER_BOXES, 0, 1, 40 }, { KL_XFER_SHUTOUT, 0, 1, 100 } } },
	{ "gin: the loser's boxes outnumber the winner's", KL_GAME_GIN,
	  { "game_to=50", NULL }, 2,
	  { { 1, 0, 0, 0, NULL, { 9, 4 }, { 0, 5 }, 1 },
	    { 1, 0, 0, 0, NULL, { 9, 3 }, { 0, 11 }, 1 },
	    { 0, 1, 0, 0, NULL, { 0, 40 }, { 65, 11 }, -1 },
	    END },
	  { 1, 2 }, { 129, -129 }, 0,
	  { { KL_XFER_POINTS, 1, 0, 54 }, { KL_XFER_GAME, 1, 0, 100 },
	    { KL_XFER_BOXES, 0, 1, 25 } } },
	{ "gin: a dead hand scores nothing; next_dealer=alternate",
	  KL_GAME_GIN, { "next_dealer=alternate", "game_to=20", NULL }, 2,
	  { { 0, 0, 0, 1, NULL, { 0 }, { 0, 0 }, 1 },
	    { 1, 0, 0, 0, NULL, { 30, 6 }, { 0, 24 }, -1 },
	    END },
	  { 0, 1 }, { -(24 + 100 + 25 + 149), 24 + 100 + 25 + 149 }, 1,
	  { { KL_XFER_POINTS, 0, 1, 24 }, { KL_XFER_GAME, 0, 1, 100 },
	    { KL_XFER_BOXES, 0, 1, 25 }, { KL_XFER_SHUTOUT, 0, 1, 149 } } },
	{ "oklahoma: a spade doubles, an ace lets only gin end it",
	  KL_GAME_GIN, { "oklahoma=on", NULL }, 2,
	  { { 0, 0, 0, 0, "5S", { 4, 10 }, { 12, 0 }, 0 },
	    { 1, 1, 0, 0, "AH", { 10, 0 }, { 12, 35 }, 1 },
	    { 0, 0, 0, 0, "3D", { 3, 3 }, { 12, 60 }, 1 },
	    END },
	  { 1, 2 }, { 0, 0 }, -1, { { 0 } } },
	{ "knock rummy, three players: won, rum, undercut, tie", KL_GAME_KNOCK,
	  { NULL }, 3,
	  { { 1, 0, 0, 0, NULL, { 20, 5, 12 }, { 0, 22, 0 }, 1 },
	    { 2, 0, 0, 0, NULL, { 9, 30, 0 }, { 0, 22, 89 }, 2 },
	    { 0, 0, 0, 0, NULL, { 10, 4, 4 }, { 0, 38, 89 }, 0 },
	    { 1, 0, 0, 0, NULL, { 20, 6, 6 }, { 0, 38, 103 }, -1 },
	    END },
	  { 0, 2, 2 }, { -79, -17, 96 }, 2,
	  { { KL_XFER_COUNT, 0, 2, 14 } } },
	{ "knock rummy: next_dealer=winner, rum_bonus=10, a knock limit",
	  KL_GAME_KNOCK, { "next_dealer=winner", "rum_bonus=10",
	                   "knock_limit=8", NULL }, 2,
	  { { 0, 0, 0, 0, NULL, { 0, 15 }, { 25, 0 }, 0 },
	    { 0, 0, 0, 0, NULL, { 8, 3 }, { 25, 15 }, 1 },
	    END },
	  { 1, 1 }, { 10, -10 }, -1, { { 0 } } },
};

static int
card(const char *name)
{
	kl_card c;

	if (name == NULL)
		return -1;
	assert_int_equal(kl_card_parse(name, strlen(name), &c, NULL), KL_OK);
	return c;
}

static void
rules_of(const game_case *g, kl_rules *r)
{
	kl_error err;
	int i;

	kl_rules_game_default(g->game, r);
	for (i = 0; g->rules[i] != NULL; i++)
		if (kl_rules_set_pair(r, g->rules[i], &err) != KL_OK)
			fail_msg("%s: %s", g->rules[i], err.msg);
	if (kl_rules_validate(r, &err) != KL_OK)
		fail_msg("%s: %s", g->name, err.msg);
}

static void
test_games(void **state)
{
	size_t i;
	int h, s, k;

	(void)state;
	for (i = 0; i < sizeof(games) / sizeof(games[0]); i++) {
		const game_case *g = &games[i];
		kl_rubber r;
		kl_rules rules;
		kl_event_result res;
		kl_error err;

		rules_of(g, &rules);
		assert_int_equal(kl_rubber_start(&r, &rules, g->nplayers, &res,
		                                 &err), KL_OK);
		assert_int_equal(res.ntransfers, 0); /* no ante, no pot */
		for (h = 0; g->hands[h].declarer >= 0; h++) {
			const hand_case *c = &g->hands[h];
			kl_event ev;
			memset(&ev, 0, sizeof(ev));
			ev.kind = KL_EVENT_GAME;
			ev.declarer = c->declarer;
			ev.rummy = c->rummy;
			ev.big = c->big;
			ev.dead = c->dead;
			ev.upcard = card(c->upcard);
			for (s = 0; s < KL_PLAYERS_MAX; s++)
				ev.deadwood[s] = s < g->nplayers ?
				                 c->deadwood[s] : -1;
			if (kl_rubber_apply(&r, &ev, &res, &err) != KL_OK)
				fail_msg("%s, hand %d: %s", g->name, h + 1,
				         err.msg);
			for (s = 0; s < g->nplayers; s++)
				if (r.seat[s].score != c->score[s])
					fail_msg("%s, hand %d: seat %d has %d, "
					         "not %d", g->name, h + 1, s,
					         r.seat[s].score, c->score[s]);
			assert_int_equal(r.dealer, c->dealer);
			assert_int_equal(kl_rubber_check(&r, &err), KL_OK);
		}
		for (s = 0; s < g->nplayers; s++) {
			assert_int_equal(r.seat[s].boxes, g->boxes[s]);
			if (r.seat[s].chips != g->chips[s])
				fail_msg("%s: seat %d has %d chips, not %d",
				         g->name, s, r.seat[s].chips,
				         g->chips[s]);
		}
		if (g->winner < 0) {
			assert_int_equal(r.phase, KL_RUBBER_IN_PLAY);
			continue;
		}
		assert_int_equal(r.phase, KL_RUBBER_FINISHED);
		assert_int_equal(r.nwinners, 1);
		assert_int_equal(r.winners[0], g->winner);
		assert_true(res.ended);
		for (k = 0; g->last[k].amount > 0; k++) {
			assert_true(k < res.ntransfers);
			assert_int_equal(res.transfers[k].reason,
			                 g->last[k].reason);
			assert_int_equal(res.transfers[k].from, g->last[k].from);
			assert_int_equal(res.transfers[k].to, g->last[k].to);
			assert_int_equal(res.transfers[k].amount,
			                 g->last[k].amount);
		}
		assert_int_equal(k, res.ntransfers);
	}
}

/* What the engine refuses, with the words of its refusal. */
typedef struct refusal_case {
	int game;
	const char *rule;
	int nplayers;
	int declarer, rummy, big;
	const char *upcard;
	int deadwood[3];
	const char *why;
} refusal_case;

static const refusal_case refusals[] = {
	{ KL_GAME_GIN, "school=classic", 2, 0, 1, 1, NULL, { 0, 10 },
	  "big gin is not played" },
	{ KL_GAME_GIN, "big_gin=off", 2, 0, 1, 1, NULL, { 0, 10 },
	  "big gin is not played" },
	{ KL_GAME_GIN, NULL, 2, 0, 0, 0, NULL, { 11, 10 },
	  "a knock needs deadwood 10 or less, not 11" },
	{ KL_GAME_GIN, "knock_limit=5", 2, 1, 0, 0, NULL, { 3, 6 },
	  "a knock needs deadwood 5 or less, not 6" },
	{ KL_GAME_GIN, NULL, 2, 0, 1, 0, NULL, { 2, 10 },
	  "gin needs deadwood 0, not 2" },
	{ KL_GAME_GIN, "oklahoma=on", 2, 0, 0, 0, "AS", { 1, 10 },
	  "only gin" },
	{ KL_GAME_GIN, "oklahoma=on", 2, 0, 0, 0, "4C", { 5, 10 },
	  "a knock needs deadwood 4 or less, not 5" },
	{ KL_GAME_GIN, "oklahoma=on", 2, 0, 0, 0, NULL, { 5, 10 },
	  "needs its upcard" },
	{ KL_GAME_KNOCK, "knock_limit=3", 3, 2, 0, 0, NULL, { 1, 1, 4 },
	  "a knock needs deadwood 3 or less, not 4" },
	{ KL_GAME_KNOCK, NULL, 3, 2, 1, 0, NULL, { 1, 1, 0 },
	  "ends with a knock" },
};

static void
test_refusals(void **state)
{
	size_t i;
	int s;

	(void)state;
	for (i = 0; i < sizeof(refusals) / sizeof(refusals[0]); i++) {
		const refusal_case *c = &refusals[i];
		kl_rubber r, before;
		kl_rules rules;
		kl_event ev;
		kl_error err;

		kl_rules_game_default(c->game, &rules);
		if (c->rule != NULL)
			assert_int_equal(kl_rules_set_pair(&rules, c->rule,
			                                   &err), KL_OK);
		assert_int_equal(kl_rubber_start(&r, &rules, c->nplayers, NULL,
		                                 &err), KL_OK);
		memset(&ev, 0, sizeof(ev));
		ev.kind = KL_EVENT_GAME;
		ev.declarer = c->declarer;
		ev.rummy = c->rummy;
		ev.big = c->big;
		ev.upcard = card(c->upcard);
		for (s = 0; s < KL_PLAYERS_MAX; s++)
			ev.deadwood[s] = s < c->nplayers ? c->deadwood[s] : -1;
		before = r;
		kl_error_clear(&err);
		assert_int_equal(kl_rubber_apply(&r, &ev, NULL, &err),
		                 KL_ERULE);
		if (strstr(err.msg, c->why) == NULL)
			fail_msg("case %zu: \"%s\" does not say \"%s\"", i,
			         err.msg, c->why);
		assert_memory_equal(&r, &before, sizeof(r));
	}
}

/* The player counts, buy-backs, leaving and rule changes of the race
 * games. */
static void
test_table(void **state)
{
	kl_rubber r;
	kl_rules rules;
	kl_error err;

	(void)state;
	kl_rules_game_default(KL_GAME_GIN, &rules);
	assert_int_equal(kl_rubber_start(&r, &rules, 3, NULL, &err), KL_EINPUT);
	assert_non_null(strstr(err.msg, "gin needs 2 players, not 3"));
	kl_rules_game_default(KL_GAME_KNOCK, &rules);
	assert_int_equal(kl_rubber_start(&r, &rules, 6, NULL, &err), KL_EINPUT);
	assert_non_null(strstr(err.msg, "needs 2 to 5 players, not 6"));
	assert_int_equal(kl_rubber_start(&r, &rules, 5, NULL, &err), KL_OK);
	assert_int_equal(kl_rubber_buyback_refusal(&r, 0), KL_BUYBACK_GAME);
	assert_int_equal(kl_rubber_leave_refusal(&r, 0), KL_LEAVE_GAME);
	assert_int_equal(kl_rubber_change_refusal(&r, kl_rules_find("out_at"),
	                                          150, NULL),
	                 KL_CHANGE_OTHER_GAME);
	assert_int_equal(kl_rubber_change_refusal(&r, kl_rules_find("game"),
	                                          0, NULL), KL_CHANGE_AT_START);
	assert_int_equal(kl_rubber_change_refusal(&r,
	                 kl_rules_find("rum_bonus"), 30, NULL), KL_CHANGE_OK);
	r.seat[2].score = 80;
	assert_int_equal(kl_rubber_change_refusal(&r, kl_rules_find("game_to"),
	                                          80, NULL),
	                 KL_CHANGE_PUTS_OUT);
	assert_int_equal(kl_rubber_change_refusal(&r, kl_rules_find("game_to"),
	                                          81, NULL), KL_CHANGE_OK);
}

/* The rules of each game: its defaults, what it lists, the words for
 * -1, and a round trip through the stored text in any order. */
static void
test_rules(void **state)
{
	kl_rules r, back;
	kl_error err;
	char text[2048], v[32];
	size_t i;

	(void)state;
	kl_rules_game_default(KL_GAME_GIN, &r);
	assert_int_equal(kl_rules_validate(&r, &err), KL_OK);
	assert_int_equal(r.knock_limit, 10);
	assert_int_equal(r.next_dealer, KL_DEAL_WINNER);
	assert_int_equal(kl_rules_gin_bonus(&r), 25);
	assert_int_equal(kl_rules_undercut_bonus(&r), 25);
	assert_int_equal(kl_rules_box_bonus(&r), 25);
	assert_int_equal(kl_rules_big_gin(&r), 1);
	assert_int_equal(kl_rules_shutout(&r), KL_SHUTOUT_DOUBLE);
	assert_int_equal(kl_rules_set(&r, "school", "classic", &err), KL_OK);
	assert_int_equal(kl_rules_gin_bonus(&r), 20);
	assert_int_equal(kl_rules_undercut_bonus(&r), 10);
	assert_int_equal(kl_rules_box_bonus(&r), 20);
	assert_int_equal(kl_rules_big_gin(&r), 0);
	assert_int_equal(kl_rules_shutout(&r), KL_SHUTOUT_BONUS);
	assert_int_equal(kl_rules_set(&r, "gin_bonus", "30", &err), KL_OK);
	assert_int_equal(kl_rules_gin_bonus(&r), 30);
	assert_int_equal(kl_rules_set(&r, "big_gin", "on", &err), KL_OK);
	assert_int_equal(kl_rules_big_gin(&r), 1);
	/* listed: gin's own, not Viennese's */
	assert_true(kl_rules_applies(&r, &kl_rules_settings[kl_rules_find(
	    "box_bonus")]));
	assert_false(kl_rules_applies(&r, &kl_rules_settings[kl_rules_find(
	    "out_at")]));
	assert_false(kl_rules_applies(&r, &kl_rules_settings[kl_rules_find(
	    "rum_bonus")]));
	/* the stored text, lines reversed, reads back the same */
	kl_rules_format(&r, text, sizeof(text));
	assert_non_null(strstr(text, "game=gin\n"));
	assert_non_null(strstr(text, "gin_bonus=30\n"));
	assert_non_null(strstr(text, "undercut_bonus=school\n"));
	{
		char rev[2048] = "", *lines[64], *save = NULL, *l;
		int n = 0;
		for (l = strtok_r(text, "\n", &save); l != NULL;
		     l = strtok_r(NULL, "\n", &save))
			lines[n++] = l;
		while (n-- > 0) {
			strcat(rev, lines[n]);
			strcat(rev, "\n");
		}
		assert_int_equal(kl_rules_parse(rev, &back, &err), KL_OK);
	}
	back.first_seat = r.first_seat;
	for (i = 0; i < kl_rules_nsettings; i++)
		if (kl_rules_applies(&r, &kl_rules_settings[i]))
			assert_int_equal(kl_rules_get(&back,
			                 &kl_rules_settings[i]),
			                 kl_rules_get(&r, &kl_rules_settings[i]));

	kl_rules_game_default(KL_GAME_KNOCK, &r);
	assert_int_equal(kl_rules_validate(&r, &err), KL_OK);
	assert_string_equal(kl_rules_value_text(&r, &kl_rules_settings[
	    kl_rules_find("knock_limit")], v, sizeof(v)), "none");
	assert_string_equal(kl_rules_value_text(&r, &kl_rules_settings[
	    kl_rules_find("hand_size")], v, sizeof(v)), "players");
	assert_int_equal(r.undercut_penalty, 10);
	assert_int_equal(kl_rules_set(&r, "knock_limit", "7", &err), KL_OK);
	assert_int_equal(kl_rules_set(&r, "knock_limit", "none", &err), KL_OK);
	assert_int_equal(r.knock_limit, KL_NO_LIMIT);
	/* "none" and "players" are knock rummy's alone */
	kl_rules_default(&r);
	assert_int_equal(kl_rules_set(&r, "knock_limit", "none", &err), KL_OK);
	assert_int_equal(kl_rules_validate(&r, &err), KL_EINPUT);
	assert_non_null(strstr(err.msg, "knock-rummy only"));
	kl_rules_default(&r);
	assert_int_equal(kl_rules_set(&r, "next_dealer", "loser", &err), KL_OK);
	assert_int_equal(kl_rules_validate(&r, &err), KL_EINPUT);
	assert_non_null(strstr(err.msg, "gin only"));
	/* games by name */
	{
		int game = -1;
		assert_int_equal(kl_rules_game_find("Knock-Rummy", &game, &err),
		                 KL_OK);
		assert_int_equal(game, KL_GAME_KNOCK);
		assert_int_equal(kl_rules_game_find("canasta", &game, &err),
		                 KL_EINPUT);
		assert_non_null(strstr(err.msg, "viennese, gin, knock-rummy"));
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_games),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_rules),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
