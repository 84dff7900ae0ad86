/*
 * test_family.c - rubbers of Gin Rummy and Knock Rummy in the engine
 * (kl_rubber_hand, the games' definitions in games/family.c) and their
 * rules (kl_rules.h), as tables worked out by hand from the rulings:
 * whole games to game_to with every hand's points, the boxes, the
 * dealer, and the transfers at the end (points, game bonus, boxes,
 * shutout) in both schools; Oklahoma upcards; dead hands; knock rummy's
 * counts, rum, undercut and tie moving chips between the seats; and the
 * refusals (big gin in the classic school, a knock over the limit, a
 * buy-back, a player leaving, a rule of another game); and 3,000 random
 * games of each against a plain model of the rulings written here (gin:
 * what the loser pays from the final totals, where the engine pays it
 * line by line; knock rummy: the winner and every seat's chips, seat by
 * seat).
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

/* ------------------------------------------------------------------ */
/* random games against a plain model of the rulings                    */

static uint64_t seed = 0x9e3779b97f4a7c15ULL;

static int
rnd(int n)
{
	seed ^= seed << 13;
	seed ^= seed >> 7;
	seed ^= seed << 17;
	return (int)((seed >> 11) % (uint64_t)n);
}

/* The model of a game of gin: the totals and hands won, the dealer, and
 * at the end what the loser pays, from the final totals (the engine pays
 * it line by line). */
typedef struct gin_model {
	int classic, oklahoma, game_to, next_dealer;
	int score[2], boxes[2], dealer, over, winner, paid;
} gin_model;

static void
gin_model_hand(gin_model *m, int dead, int decl, int kind, int k, int d,
               int upcard)
{
	int w, pts, l, box, total, other;

	if (dead) {
		if (m->next_dealer == KL_DEAL_LEFT ||
		    m->next_dealer == KL_DEAL_ALTERNATE)
			m->dealer = 1 - m->dealer;
		return;
	}
	if (kind == 2) {                       /* big gin */
		w = decl;
		pts = d + 31;
	} else if (kind == 1) {                /* gin */
		w = decl;
		pts = d + (m->classic ? 20 : 25);
	} else if (k < d) {                    /* the knock stands */
		w = decl;
		pts = d - k;
	} else {                               /* undercut, a tie too */
		w = 1 - decl;
		pts = k - d + (m->classic ? 10 : 25);
	}
	if (m->oklahoma && kl_card_suit((kl_card)upcard) == KL_SPADES)
		pts *= 2;
	m->score[w] += pts;
	m->boxes[w]++;
	if (m->score[w] >= m->game_to) {
		l = 1 - w;
		box = m->classic ? 20 : 25;
		total = m->score[w] + 100 + m->boxes[w] * box;
		other = m->score[l] + m->boxes[l] * box;
		if (m->boxes[l] == 0)
			total = m->classic ? total + 100 : total * 2;
		m->over = 1;
		m->winner = w;
		m->paid = total - other;
		return;
	}
	switch (m->next_dealer) {
	case KL_DEAL_WINNER: m->dealer = w; break;
	case KL_DEAL_LOSER: m->dealer = 1 - w; break;
	default: m->dealer = 1 - m->dealer; break;
	}
}

static void
test_random_gin(void **state)
{
	static const char *const dealer_words[] = {
		"left", "winner", "loser", "alternate"
	};
	int game, h, finished = 0, dead = 0, undercuts = 0, shutouts = 0;
	long hands = 0;

	(void)state;
	for (game = 0; game < 3000; game++) {
		gin_model m;
		kl_rules rules;
		kl_rubber r;
		kl_error err;
		char pair[48];

		memset(&m, 0, sizeof(m));
		m.classic = rnd(2);
		m.oklahoma = rnd(3) == 0;
		m.game_to = 50 + 25 * rnd(5);
		m.next_dealer = rnd(4);
		kl_rules_game_default(KL_GAME_GIN, &rules);
		assert_int_equal(kl_rules_set(&rules, "school", m.classic ?
		                 "classic" : "modern", &err), KL_OK);
		assert_int_equal(kl_rules_set(&rules, "oklahoma", m.oklahoma ?
		                 "on" : "off", &err), KL_OK);
		snprintf(pair, sizeof(pair), "game_to=%d", m.game_to);
		assert_int_equal(kl_rules_set_pair(&rules, pair, &err), KL_OK);
		assert_int_equal(kl_rules_set(&rules, "next_dealer",
		                 dealer_words[m.next_dealer], &err), KL_OK);
		assert_int_equal(kl_rubber_start(&r, &rules, 2, NULL, &err),
		                 KL_OK);
		for (h = 0; h < 80 && !m.over; h++) {
			kl_event ev;
			kl_event_result res;
			int upcard = rnd(KL_NATURALS), limit = 10, kind, k, d;
			if (m.oklahoma) {
				int rank = kl_card_rank((kl_card)upcard);
				limit = rank == KL_ACE ? -1 : rank >= KL_TEN ? 10 :
				        rank + 1;
			}
			memset(&ev, 0, sizeof(ev));
			ev.kind = KL_EVENT_GAME;
			ev.upcard = m.oklahoma ? upcard : -1;
			ev.dead = rnd(10) == 0;
			ev.declarer = rnd(2);
			kind = rnd(10) < 2 ? 1 : rnd(20) == 0 && !m.classic ? 2 : 0;
			if (kind == 0 && limit < 1)
				kind = 1;
			k = kind ? 0 : 1 + rnd(limit);
			d = rnd(4) == 0 ? rnd(k + 2) : rnd(70);
			ev.rummy = kind != 0;
			ev.big = kind == 2;
			ev.deadwood[ev.declarer] = k;
			ev.deadwood[1 - ev.declarer] = d;
			ev.deadwood[2] = ev.deadwood[3] = ev.deadwood[4] =
			ev.deadwood[5] = -1;
			if (kl_rubber_apply(&r, &ev, &res, &err) != KL_OK)
				fail_msg("game %d, hand %d: %s", game, h + 1,
				         err.msg);
			gin_model_hand(&m, ev.dead, ev.declarer, kind, k, d,
			               upcard);
			hands++;
			dead += ev.dead;
			undercuts += !ev.dead && kind == 0 && k >= d;
			assert_int_equal(r.seat[0].score, m.score[0]);
			assert_int_equal(r.seat[1].score, m.score[1]);
			assert_int_equal(r.seat[0].boxes, m.boxes[0]);
			assert_int_equal(r.seat[1].boxes, m.boxes[1]);
			assert_int_equal(kl_rubber_check(&r, &err), KL_OK);
			if (!m.over) {
				assert_int_equal(r.phase, KL_RUBBER_IN_PLAY);
				assert_int_equal(r.dealer, m.dealer);
			}
		}
		if (!m.over)
			continue;
		finished++;
		shutouts += m.boxes[1 - m.winner] == 0;
		assert_int_equal(r.phase, KL_RUBBER_FINISHED);
		assert_int_equal(r.winners[0], m.winner);
		assert_int_equal(r.seat[m.winner].chips, m.paid);
		assert_int_equal(r.seat[1 - m.winner].chips, -m.paid);
	}
	print_message("gin: 3000 games, %ld hands (%d dead, %d undercuts), "
	              "%d finished, %d shutouts\n", hands, dead, undercuts,
	              finished, shutouts);
	assert_true(finished > 2000 && shutouts > 50 && undercuts > 100);
}

/* The model of a hand of knock rummy, seat by seat: who wins, and every
 * seat's chips and the winner's total after it. */
static void
knock_model_hand(int n, int decl, const int *count, int rum, int penalty,
                 int *score, long *chips, int *winner)
{
	int s, i, w = decl, low = -1, got = 0;

	/* the lowest count among the others, the first from the knocker's
	 * left on a tie */
	for (i = 1; i < n; i++) {
		s = (decl + i) % n;
		if (low < 0 || count[s] < count[low])
			low = s;
	}
	if (count[decl] != 0 && count[low] <= count[decl])
		w = low;
	for (s = 0; s < n; s++) {
		int pay;
		if (s == w)
			continue;
		pay = count[s] - count[w];
		if (w == decl && count[decl] == 0)
			pay += rum;
		if (s == decl && count[w] < count[decl])
			pay += penalty;
		chips[s] -= pay;
		got += pay;
	}
	chips[w] += got;
	score[w] += got;
	*winner = w;
}

static void
test_random_knock(void **state)
{
	int game, h, s, finished = 0, rums = 0, undercuts = 0;
	long hands = 0;

	(void)state;
	for (game = 0; game < 3000; game++) {
		kl_rules rules;
		kl_rubber r;
		kl_error err;
		int n = 2 + rnd(4), score[KL_PLAYERS_MAX] = { 0 }, over = 0;
		int rum = 5 * rnd(7), penalty = 5 * rnd(4), w;
		long chips[KL_PLAYERS_MAX] = { 0 };
		char pair[48];

		kl_rules_game_default(KL_GAME_KNOCK, &rules);
		snprintf(pair, sizeof(pair), "rum_bonus=%d", rum);
		assert_int_equal(kl_rules_set_pair(&rules, pair, &err), KL_OK);
		snprintf(pair, sizeof(pair), "undercut_penalty=%d", penalty);
		assert_int_equal(kl_rules_set_pair(&rules, pair, &err), KL_OK);
		assert_int_equal(kl_rubber_start(&r, &rules, n, NULL, &err),
		                 KL_OK);
		for (h = 0; h < 200 && !over; h++) {
			kl_event ev;
			int dealer = r.dealer;
			memset(&ev, 0, sizeof(ev));
			ev.kind = KL_EVENT_GAME;
			ev.upcard = -1;
			ev.declarer = rnd(n);
			for (s = 0; s < KL_PLAYERS_MAX; s++)
				ev.deadwood[s] = s < n ? (rnd(3) == 0 ? rnd(4) :
				                          rnd(60)) : -1;
			if (rnd(8) == 0)
				ev.deadwood[ev.declarer] = 0;
			if (kl_rubber_apply(&r, &ev, NULL, &err) != KL_OK)
				fail_msg("game %d, hand %d: %s", game, h + 1,
				         err.msg);
			knock_model_hand(n, ev.declarer, ev.deadwood, rum,
			                 penalty, score, chips, &w);
			hands++;
			rums += ev.deadwood[ev.declarer] == 0;
			undercuts += w != ev.declarer &&
			             ev.deadwood[w] < ev.deadwood[ev.declarer];
			for (s = 0; s < n; s++) {
				assert_int_equal(r.seat[s].score, score[s]);
				assert_int_equal(r.seat[s].chips, chips[s]);
			}
			assert_int_equal(kl_rubber_check(&r, &err), KL_OK);
			over = score[w] >= 100;
			if (over) {
				assert_int_equal(r.phase, KL_RUBBER_FINISHED);
				assert_int_equal(r.winners[0], w);
			} else {
				assert_int_equal(r.dealer, (dealer + 1) % n);
			}
		}
		finished += over;
	}
	print_message("knock rummy: 3000 games, %ld hands (%d rum, %d "
	              "undercuts), %d finished\n", hands, rums, undercuts,
	              finished);
	assert_true(finished > 2500 && rums > 100 && undercuts > 100);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_games),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_rules),
		cmocka_unit_test(test_random_gin),
		cmocka_unit_test(test_random_knock),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
