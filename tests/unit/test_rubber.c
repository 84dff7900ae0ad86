/*
 * test_rubber.c - the rubber engine against the rulings: antes, points,
 * knock and rummy money, elimination at out_at, the pot and its split,
 * buy-backs, the deal, refusals that leave the state alone, abandoning,
 * replaying, player names, and a randomized check of the invariants over
 * thousands of rubbers compared with a small independent model.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kl_rubber.h"
#include "kl_rules.h"

/* A deadwood array for kl_rubber_game; seats not named are 0. */
#define DW(...) ((const int[KL_PLAYERS_MAX]){ __VA_ARGS__ })

static void
assert_contains(const char *haystack, const char *needle)
{
	if (strstr(haystack, needle) == NULL)
		fail_msg("message \"%s\" lacks \"%s\"", haystack, needle);
}

static kl_rules
viennese(void)
{
	kl_rules r;

	kl_rules_default(&r);
	return r;
}

static void
start(kl_rubber *r, const kl_rules *ru, int n)
{
	kl_error err;

	kl_error_clear(&err);
	if (kl_rubber_start(r, ru, n, NULL, &err) != KL_OK)
		fail_msg("start with %d players: %s", n, err.msg);
	assert_int_equal(kl_rubber_check(r, &err), KL_OK);
}

/* Book a game that must stand; res may be NULL. */
static void
play(kl_rubber *r, int declarer, int rummy, const int *dw,
     kl_event_result *res)
{
	kl_error err;

	kl_error_clear(&err);
	if (kl_rubber_game(r, declarer, rummy, dw, res, &err) != KL_OK)
		fail_msg("game by seat %d refused: %s", declarer, err.msg);
	if (kl_rubber_check(r, &err) != KL_OK)
		fail_msg("after a game: %s", err.msg);
}

static void
buyback(kl_rubber *r, int seat, kl_event_result *res)
{
	kl_error err;

	kl_error_clear(&err);
	if (kl_rubber_buyback(r, seat, res, &err) != KL_OK)
		fail_msg("buy-back of seat %d refused: %s", seat, err.msg);
	if (kl_rubber_check(r, &err) != KL_OK)
		fail_msg("after a buy-back: %s", err.msg);
}

/* The chips a transfer list moves into (positive) or out of a party. */
static int
net_of(const kl_event_result *res, int party)
{
	int i, n = 0;

	for (i = 0; i < res->ntransfers; i++) {
		if (res->transfers[i].to == party)
			n += res->transfers[i].amount;
		if (res->transfers[i].from == party)
			n -= res->transfers[i].amount;
	}
	return n;
}

static void
assert_scores(const kl_rubber *r, const int *want)
{
	int s;

	for (s = 0; s < r->nplayers; s++)
		if (r->seat[s].score != want[s])
			fail_msg("seat %d has %d points, not %d", s,
			         r->seat[s].score, want[s]);
}

/* ------------------------------------------------------------------ */
/* start and antes                                                      */

static void
test_antes_into_pot(void **state)
{
	static const int antes[] = { 5, 0, 7, 1 };
	size_t a;
	int n, s;

	(void)state;
	for (a = 0; a < sizeof(antes) / sizeof(antes[0]); a++) {
		for (n = KL_PLAYERS_MIN; n <= KL_PLAYERS_MAX; n++) {
			kl_rules ru = viennese();
			kl_rubber r;
			kl_event_result res;
			kl_error err;

			ru.ante = antes[a];
			assert_int_equal(kl_rubber_start(&r, &ru, n, &res, &err),
			                 KL_OK);
			assert_int_equal(r.nplayers, n);
			assert_int_equal(r.pot, n * antes[a]);
			assert_int_equal(r.phase, KL_RUBBER_IN_PLAY);
			assert_int_equal(r.dealer, 0);
			assert_int_equal(res.dealer, 0);
			assert_int_equal(r.games, 0);
			assert_int_equal(r.nwinners, 0);
			assert_int_equal(res.ntransfers, antes[a] ? n : 0);
			for (s = 0; s < n; s++) {
				assert_int_equal(r.seat[s].chips, -antes[a]);
				assert_int_equal(r.seat[s].paid_in, antes[a]);
				assert_int_equal(r.seat[s].score, 0);
				assert_false(r.seat[s].out);
				assert_true(kl_rubber_in_play(&r, s));
			}
			for (s = 0; s < res.ntransfers; s++) {
				assert_int_equal(res.transfers[s].from, s);
				assert_int_equal(res.transfers[s].to, KL_POT);
				assert_int_equal(res.transfers[s].amount,
				                 antes[a]);
				assert_int_equal(res.transfers[s].reason,
				                 KL_XFER_ANTE);
			}
			assert_false(kl_rubber_in_play(&r, n));
			assert_false(kl_rubber_in_play(&r, -1));
			assert_int_equal(kl_rubber_players_in_play(&r), n);
			assert_int_equal(kl_rubber_check(&r, &err), KL_OK);
		}
	}
}

static void
test_start_refused(void **state)
{
	kl_rules ru = viennese();
	kl_rubber r;
	kl_error err;

	(void)state;
	assert_int_equal(kl_rubber_start(&r, &ru, 1, NULL, &err), KL_EINPUT);
	assert_contains(err.msg, "2 to 6 players, not 1");
	assert_int_equal(kl_rubber_start(&r, &ru, 7, NULL, &err), KL_EINPUT);
	assert_contains(err.msg, "not 7");
	assert_int_equal(kl_rubber_start(&r, &ru, 0, NULL, &err), KL_EINPUT);
	ru.buyback_over = ru.out_at;
	assert_int_equal(kl_rubber_start(&r, &ru, 3, NULL, &err), KL_EINPUT);
	assert_contains(err.msg, "buyback_over");
}

static void
test_reason_names(void **state)
{
	(void)state;
	assert_string_equal(kl_transfer_reason_name(KL_XFER_ANTE), "ante");
	assert_string_equal(kl_transfer_reason_name(KL_XFER_KNOCK), "knock");
	assert_string_equal(kl_transfer_reason_name(KL_XFER_RUMMY), "rummy");
	assert_string_equal(kl_transfer_reason_name(KL_XFER_BUYBACK),
	                    "buyback");
	assert_string_equal(kl_transfer_reason_name(KL_XFER_POT), "pot");
	assert_string_equal(kl_transfer_reason_name(KL_XFER_REFUND), "refund");
	assert_string_equal(kl_transfer_reason_name(-1), "?");
	assert_string_equal(kl_transfer_reason_name(KL_XFER_REFUND + 1), "?");
}

/* ------------------------------------------------------------------ */
/* Schlechtpunkte                                                       */

struct points_case {
	const char *what;
	int rummy_doubles, undercut;
	int n, declarer, rummy;
	int dw[KL_PLAYERS_MAX];
	int want[KL_PLAYERS_MAX];
};

static const struct points_case points_cases[] = {
	{ "knock: knocker his deadwood, others theirs", 0, 0,
	  3, 1, 0, { 20, 3, 45 }, { 20, 3, 45 } },
	{ "knock with deadwood 0 books 0", 0, 0,
	  2, 0, 0, { 0, 17 }, { 0, 17 } },
	{ "knock at the limit", 0, 0,
	  4, 3, 0, { 9, 12, 0, 4 }, { 9, 12, 0, 4 } },
	{ "rummy: caller 0, others their deadwood", 0, 0,
	  3, 2, 1, { 31, 8, 0 }, { 31, 8, 0 } },
	{ "rummy_doubles doubles the others after a rummy", 1, 0,
	  4, 0, 1, { 0, 8, 30, 1 }, { 0, 16, 60, 2 } },
	{ "rummy_doubles leaves a knock alone", 1, 0,
	  3, 0, 0, { 2, 8, 30 }, { 2, 8, 30 } },
	{ "undercut: someone lower", 0, 10,
	  3, 0, 0, { 4, 3, 50 }, { 14, 3, 50 } },
	{ "undercut: a tie is not strictly lowest", 0, 10,
	  3, 0, 0, { 4, 40, 4 }, { 14, 40, 4 } },
	{ "undercut: strictly lowest pays nothing", 0, 10,
	  3, 0, 0, { 4, 5, 50 }, { 4, 5, 50 } },
	{ "undercut never hits a rummy", 0, 10,
	  2, 1, 1, { 0, 0 }, { 0, 0 } },
	{ "undercut of 0 deadwood by 0", 0, 7,
	  2, 1, 0, { 0, 0 }, { 0, 7 } },
	{ "six players", 0, 0,
	  6, 5, 0, { 1, 2, 3, 4, 5, 0 }, { 1, 2, 3, 4, 5, 0 } },
};

static void
test_points_booked(void **state)
{
	size_t i;
	int s;

	(void)state;
	for (i = 0; i < sizeof(points_cases) / sizeof(points_cases[0]); i++) {
		const struct points_case *c = &points_cases[i];
		kl_rules ru = viennese();
		kl_rubber r;
		kl_event_result res;

		ru.rummy_doubles = c->rummy_doubles;
		ru.undercut_penalty = c->undercut;
		start(&r, &ru, c->n);
		play(&r, c->declarer, c->rummy, c->dw, &res);
		for (s = 0; s < c->n; s++) {
			if (res.points[s] != c->want[s])
				fail_msg("%s: seat %d booked %d, not %d",
				         c->what, s, res.points[s], c->want[s]);
			assert_int_equal(r.seat[s].score, c->want[s]);
		}
		for (; s < KL_PLAYERS_MAX; s++)
			assert_int_equal(res.points[s], -1);
		assert_int_equal(r.games, 1);
		assert_int_equal(res.dealer, 0);
		assert_false(res.ended);
	}
}

static void
test_points_add_up(void **state)
{
	kl_rules ru = viennese();
	kl_rubber r;

	(void)state;
	start(&r, &ru, 3);
	play(&r, 0, 0, DW(3, 10, 20), NULL);
	play(&r, 1, 1, DW(7, 0, 5), NULL);
	play(&r, 2, 0, DW(30, 14, 1), NULL);
	assert_scores(&r, (const int[]){ 40, 24, 26 });
	assert_int_equal(r.games, 3);
}

/* ------------------------------------------------------------------ */
/* knock and rummy money                                                */

static void
test_knock_and_rummy_money(void **state)
{
	static const struct { int knock, rummy, rummy_paid; } money[] = {
		{ 1, 1, 1 }, { 2, 3, 3 }, { 0, 4, 4 }, { 3, 0, 0 },
		{ 1, KL_RUMMY_MONEY_SAME, 1 }, { 3, KL_RUMMY_MONEY_SAME, 3 },
		{ 0, KL_RUMMY_MONEY_SAME, 0 },
	};
	size_t m;
	int n, rummy, decl, s;

	(void)state;
	for (m = 0; m < sizeof(money) / sizeof(money[0]); m++)
	for (n = KL_PLAYERS_MIN; n <= KL_PLAYERS_MAX; n++)
	for (rummy = 0; rummy <= 1; rummy++)
	for (decl = 0; decl < n; decl++) {
		kl_rules ru = viennese();
		kl_rubber r, before;
		kl_event_result res;
		int dw[KL_PLAYERS_MAX] = { 0 }, each, reason;

		ru.knock_money = money[m].knock;
		ru.rummy_money = money[m].rummy;
		each = rummy ? money[m].rummy_paid : money[m].knock;
		reason = rummy ? KL_XFER_RUMMY : KL_XFER_KNOCK;
		for (s = 0; s < n; s++)
			dw[s] = s == decl ? (rummy ? 0 : 2) : 10 + s;
		start(&r, &ru, n);
		before = r;
		play(&r, decl, rummy, dw, &res);
		assert_int_equal(res.ntransfers, each ? n - 1 : 0);
		for (s = 0; s < res.ntransfers; s++) {
			assert_int_equal(res.transfers[s].to, decl);
			assert_int_not_equal(res.transfers[s].from, decl);
			assert_int_equal(res.transfers[s].amount, each);
			assert_int_equal(res.transfers[s].reason, reason);
		}
		for (s = 0; s < n; s++)
			assert_int_equal(r.seat[s].chips - before.seat[s].chips,
			                 s == decl ? (n - 1) * each : -each);
		assert_int_equal(r.pot, before.pot);
	}
}

/* ------------------------------------------------------------------ */
/* elimination                                                          */

static void
test_out_at_exactly(void **state)
{
	kl_rules ru = viennese();
	kl_rubber r;
	kl_event_result res;

	(void)state;
	start(&r, &ru, 3);
	play(&r, 0, 0, DW(0, 100, 60), &res);
	assert_false(r.seat[1].out);
	assert_false(res.newly_out[1]);
	assert_int_equal(r.seat[1].out_game, 0);
	play(&r, 0, 0, DW(0, 0, 41), &res);
	assert_int_equal(r.seat[2].score, 101);
	assert_true(r.seat[2].out);
	assert_true(res.newly_out[2]);
	assert_false(res.newly_out[1]);
	assert_int_equal(r.seat[2].out_game, 2);
	assert_false(kl_rubber_in_play(&r, 2));
	assert_int_equal(kl_rubber_players_in_play(&r), 2);
	assert_int_equal(r.phase, KL_RUBBER_IN_PLAY);
	assert_false(res.ended);

	/* a house rule moves the line */
	ru.out_at = 50;
	ru.buyback_over = 40;
	start(&r, &ru, 2);
	play(&r, 0, 0, DW(0, 49), &res);
	assert_false(r.seat[1].out);
	play(&r, 0, 0, DW(0, 1), &res);
	assert_true(r.seat[1].out);
	assert_true(res.ended);
}

static void
test_last_player_wins_pot(void **state)
{
	kl_rules ru = viennese();
	kl_rubber r;
	kl_event_result res;
	int s;

	(void)state;
	start(&r, &ru, 3);
	play(&r, 0, 0, DW(0, 120, 10), &res);
	assert_true(r.seat[1].out);
	play(&r, 2, 1, DW(105, -1, 0), &res);
	assert_true(res.ended);
	assert_int_equal(r.phase, KL_RUBBER_FINISHED);
	assert_int_equal(r.dealer, -1);
	assert_int_equal(r.nwinners, 1);
	assert_int_equal(r.winners[0], 2);
	assert_int_equal(r.pot, 0);
	/* rummy money first, then the pot of 15 */
	assert_int_equal(net_of(&res, 2), 1 + 15);
	assert_int_equal(net_of(&res, KL_POT), -15);
	for (s = 0; s < res.ntransfers; s++)
		if (res.transfers[s].from == KL_POT)
			assert_int_equal(res.transfers[s].reason, KL_XFER_POT);
	/* chips: seat 0 got 2 and paid 5 + 1; seat 1 paid 5 + 1; seat 2
	 * paid 5 + 1 and won 1 + 15 */
	assert_int_equal(r.seat[0].chips, -5 + 2 - 1);
	assert_int_equal(r.seat[1].chips, -5 - 1);
	assert_int_equal(r.seat[2].chips, -5 - 1 + 1 + 15);
}

/* Two players cross out_at in one game: the lower total wins. */
static void
test_two_cross_lower_wins(void **state)
{
	static const struct {
		int pre0, pre1, decl, dw0, dw1, winner;
	} cases[] = {
		{ 98, 95, 0, 4, 10, 0 },  /* 102 against 105 */
		{ 98, 95, 0, 4, 6, 1 },   /* 102 against 101 */
		{ 90, 97, 1, 30, 4, 1 },  /* 120 against 101 */
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		kl_rules ru = viennese();
		kl_rubber r;
		kl_event_result res;
		int w = cases[i].winner;

		start(&r, &ru, 2);
		play(&r, 0, 0, DW(0, cases[i].pre1), NULL);
		play(&r, 1, 0, DW(cases[i].pre0, 0), NULL);
		play(&r, cases[i].decl, 0, DW(cases[i].dw0, cases[i].dw1),
		     &res);
		assert_true(res.ended);
		assert_true(res.newly_out[0]);
		assert_true(res.newly_out[1]);
		assert_true(r.seat[0].out && r.seat[1].out);
		assert_int_equal(r.nwinners, 1);
		assert_int_equal(r.winners[0], w);
		assert_int_equal(net_of(&res, KL_POT), -10);
		assert_int_equal(r.pot, 0);
		/* the declarer's knock money is paid as well */
		assert_int_equal(net_of(&res, w), 10 +
		                 (w == cases[i].decl ? 1 : -1));
	}

	/* three players, one out before, the last two cross together */
	{
		kl_rules ru = viennese();
		kl_rubber r;
		kl_event_result res;

		start(&r, &ru, 3);
		play(&r, 0, 0, DW(0, 99, 200), NULL);
		play(&r, 1, 0, DW(97, 0, -1), NULL);
		play(&r, 0, 0, DW(4, 3, -1), &res);
		assert_true(res.ended);
		assert_int_equal(r.nwinners, 1);
		assert_int_equal(r.winners[0], 0);
		assert_int_equal(net_of(&res, 0), 1 + 15);
		assert_int_equal(net_of(&res, 2), 0);
	}
}

/*
 * A tie for the lowest total splits the pot; an odd chip goes to the tied
 * player seated first after the dealer of that game.  Pot 21 (3 x 7).
 */
static void
test_tie_splits_pot(void **state)
{
	static const struct {
		int rotations;  /* games of nothing before, to move the deal */
		int dealer;     /* who deals the deciding game */
		int odd_to;     /* who gets the 11th chip */
	} cases[] = {
		{ 0, 2, 0 }, /* after seat 2 comes seat 0 */
		{ 1, 0, 1 }, /* after seat 0 comes seat 1 */
		{ 2, 1, 0 }, /* after seat 1 comes seat 2 (not tied), then 0 */
	};
	size_t i;
	int k;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		kl_rules ru = viennese();
		kl_rubber r;
		kl_event_result res;
		int odd = cases[i].odd_to, even = odd == 0 ? 1 : 0;
		int before0, before1;

		ru.ante = 7;
		ru.knock_money = 0;
		start(&r, &ru, 3);
		for (k = 0; k < cases[i].rotations; k++)
			play(&r, 0, 0, DW(0, 0, 0), NULL);
		play(&r, 0, 0, DW(0, 90, 90), NULL);
		play(&r, 1, 0, DW(97, 0, 0), NULL);
		assert_int_equal(r.dealer, cases[i].dealer);
		before0 = r.seat[0].chips;
		before1 = r.seat[1].chips;
		/* seat 0: 97 + 4 = 101; seat 1: 90 + 11 = 101; seat 2: 110 */
		play(&r, 0, 0, DW(4, 11, 20), &res);
		assert_int_equal(res.dealer, cases[i].dealer);
		assert_true(res.ended);
		assert_int_equal(r.nwinners, 2);
		assert_int_equal(r.winners[0], 0);
		assert_int_equal(r.winners[1], 1);
		assert_int_equal(r.pot, 0);
		assert_int_equal(net_of(&res, odd), 11);
		assert_int_equal(net_of(&res, even), 10);
		assert_int_equal(net_of(&res, 2), 0);
		assert_int_equal(r.seat[0].chips - before0, odd == 0 ? 11 : 10);
		assert_int_equal(r.seat[1].chips - before1, odd == 1 ? 11 : 10);
	}
}

/* Every player left ties, or the dealer is among the tied. */
static void
test_tie_dealer_last(void **state)
{
	kl_rules ru = viennese();
	kl_rubber r;
	kl_event_result res;
	int s;

	(void)state;
	ru.ante = 7;
	ru.knock_money = 0;
	/* 97 each after two games; seat 2 deals the third */
	start(&r, &ru, 3);
	play(&r, 0, 0, DW(0, 97, 97), NULL);
	play(&r, 1, 0, DW(97, 0, 0), NULL);
	assert_int_equal(r.dealer, 2);
	play(&r, 2, 0, DW(4, 4, 4), &res);
	assert_int_equal(r.nwinners, 3);
	for (s = 0; s < 3; s++) {
		assert_int_equal(r.seat[s].score, 101);
		assert_int_equal(net_of(&res, s), 7);
	}

	/* seats 1 and 2 (the dealer) tie: seat 1 comes first after 2 */
	start(&r, &ru, 3);
	play(&r, 0, 0, DW(0, 97, 97), NULL);
	play(&r, 1, 0, DW(97, 0, 0), NULL);
	play(&r, 2, 0, DW(10, 4, 4), &res);
	assert_int_equal(r.nwinners, 2);
	assert_int_equal(r.winners[0], 1);
	assert_int_equal(r.winners[1], 2);
	assert_int_equal(net_of(&res, 1), 11);
	assert_int_equal(net_of(&res, 2), 10);
	assert_int_equal(net_of(&res, 0), 0);
	assert_int_equal(r.seat[0].score, 107);

	/* three tie over a pot of 20: 6 each, both odd chips to the first
	 * after the dealer */
	ru.ante = 5;
	start(&r, &ru, 3);
	play(&r, 0, 0, DW(0, 90, 97), NULL);
	buyback(&r, 2, NULL);                  /* 97 -> 90, pot 20 */
	play(&r, 1, 0, DW(97, 0, 7), NULL);    /* 97, 90, 97 */
	assert_int_equal(r.pot, 20);
	assert_int_equal(r.dealer, 2);
	play(&r, 0, 0, DW(4, 11, 4), &res);    /* 101 each */
	assert_int_equal(r.nwinners, 3);
	assert_int_equal(net_of(&res, 0), 8);
	assert_int_equal(net_of(&res, 1), 6);
	assert_int_equal(net_of(&res, 2), 6);
}

/* ------------------------------------------------------------------ */
/* buy-back                                                             */

/*
 * Bring seats to the given totals: seat 0 knocks with 0 while the others
 * take theirs, then seat 1 knocks with 0 while seat 0 takes its own.
 * Seat 1 must stay in play after the first game.
 */
static void
reach(kl_rubber *r, const int *totals)
{
	int dw[KL_PLAYERS_MAX] = { 0 }, s;

	for (s = 1; s < r->nplayers; s++)
		dw[s] = totals[s];
	play(r, 0, 0, dw, NULL);
	for (s = 0; s < r->nplayers; s++)
		dw[s] = r->seat[s].out ? -1 : 0;
	dw[0] = totals[0];
	play(r, 1, 0, dw, NULL);
	assert_scores(r, totals);
}

struct buyback_case {
	int n, buyback_over, cost;
	int totals[KL_PLAYERS_MAX]; /* seat 0 tries to buy back */
	int rc;                     /* KL_OK or KL_ERULE */
	int after;                  /* the new total, or the refusal's text */
	const char *why;
};

static const struct buyback_case buyback_cases[] = {
	{ 3, 81, 5, { 81, 50, 30 }, KL_ERULE, 0,
	  "total 81 is not over 81 (a buy-back needs 82 to 100)" },
	{ 3, 81, 5, { 82, 50, 30 }, KL_OK, 50, NULL },
	{ 3, 81, 5, { 100, 50, 30 }, KL_OK, 50, NULL },
	{ 3, 81, 5, { 0, 50, 30 }, KL_ERULE, 0, "total 0 is not over 81" },
	{ 3, 81, 5, { 40, 50, 30 }, KL_ERULE, 0, "is not over 81" },
	{ 3, 81, 5, { 85, 90, 30 }, KL_ERULE, 0,
	  "would not lower the total (85; the highest other total in play "
	  "is 90)" },
	{ 3, 81, 5, { 85, 85, 30 }, KL_ERULE, 0, "would not lower" },
	{ 3, 81, 5, { 86, 85, 30 }, KL_OK, 85, NULL },
	{ 3, 81, 5, { 95, 0, 0 }, KL_OK, 0, NULL },
	{ 2, 81, 5, { 90, 12 }, KL_OK, 12, NULL },
	/* an out player's higher total does not count */
	{ 4, 81, 5, { 90, 40, 60, 120 }, KL_OK, 60, NULL },
	{ 6, 81, 3, { 99, 10, 98, 20, 101, 30 }, KL_OK, 98, NULL },
	{ 3, 60, 5, { 60, 10, 10 }, KL_ERULE, 0,
	  "total 60 is not over 60 (a buy-back needs 61 to 100)" },
	{ 3, 60, 5, { 61, 10, 10 }, KL_OK, 10, NULL },
	{ 3, 81, 0, { 90, 10, 10 }, KL_OK, 10, NULL },
};

static void
test_buyback_cases(void **state)
{
	size_t i;
	int s;

	(void)state;
	for (i = 0; i < sizeof(buyback_cases) / sizeof(buyback_cases[0]);
	     i++) {
		const struct buyback_case *c = &buyback_cases[i];
		kl_rules ru = viennese();
		kl_rubber r, before;
		kl_event_result res;
		kl_error err, err2;
		int rc;

		ru.buyback_over = c->buyback_over;
		ru.buyback_cost = c->cost;
		start(&r, &ru, c->n);
		reach(&r, c->totals);
		before = r;
		kl_error_clear(&err);
		rc = kl_rubber_can_buyback(&r, 0, &err2);
		assert_int_equal(rc, c->rc);
		rc = kl_rubber_buyback(&r, 0, &res, &err);
		if (rc != c->rc)
			fail_msg("case %zu: buy-back gave %d, not %d (%s)", i,
			         rc, c->rc, err.msg);
		if (c->rc != KL_OK) {
			assert_contains(err.msg, c->why);
			assert_string_equal(err.msg, err2.msg);
			assert_memory_equal(&r, &before, sizeof(r));
			continue;
		}
		assert_int_equal(kl_rubber_buyback_total(&before, 0), c->after);
		assert_int_equal(r.seat[0].score, c->after);
		assert_int_equal(res.points[0], c->after);
		assert_true(r.seat[0].bought_back);
		assert_int_equal(r.pot, before.pot + c->cost);
		assert_int_equal(r.seat[0].chips, before.seat[0].chips - c->cost);
		assert_int_equal(r.seat[0].paid_in,
		                 before.seat[0].paid_in + c->cost);
		assert_int_equal(res.ntransfers, c->cost ? 1 : 0);
		if (c->cost) {
			assert_int_equal(res.transfers[0].from, 0);
			assert_int_equal(res.transfers[0].to, KL_POT);
			assert_int_equal(res.transfers[0].amount, c->cost);
			assert_int_equal(res.transfers[0].reason,
			                 KL_XFER_BUYBACK);
		}
		assert_int_equal(res.dealer, before.dealer);
		assert_int_equal(r.dealer, before.dealer);
		assert_int_equal(r.games, before.games);
		for (s = 1; s < c->n; s++) {
			assert_int_equal(r.seat[s].score, before.seat[s].score);
			assert_int_equal(r.seat[s].chips, before.seat[s].chips);
		}
		assert_int_equal(kl_rubber_check(&r, &err), KL_OK);

		/* once per rubber, even back in range */
		if (c->after < 60 && c->n == 3) {
			play(&r, 1, 0, DW(90 - c->after, 0, 0), NULL);
			assert_in_range(r.seat[0].score, 82, 100);
			before = r;
			assert_int_equal(kl_rubber_buyback(&r, 0, NULL, &err),
			                 KL_ERULE);
			assert_contains(err.msg, "has bought back before in "
			                "this rubber (once only)");
			assert_memory_equal(&r, &before, sizeof(r));
		}
	}
}

static void
test_buyback_refused_out_and_over(void **state)
{
	kl_rules ru = viennese();
	kl_rubber r, before;
	kl_error err;

	(void)state;
	start(&r, &ru, 3);
	reach(&r, (const int[]){ 50, 30, 120 });
	assert_true(r.seat[2].out);
	before = r;
	assert_int_equal(kl_rubber_buyback(&r, 2, NULL, &err), KL_ERULE);
	assert_contains(err.msg, "out of the rubber with 120 points");
	assert_int_equal(kl_rubber_buyback(&r, -1, NULL, &err), KL_ERULE);
	assert_contains(err.msg, "no such player");
	assert_int_equal(kl_rubber_buyback(&r, 3, NULL, &err), KL_ERULE);
	assert_contains(err.msg, "no such player");
	assert_memory_equal(&r, &before, sizeof(r));

	/* seat 1 at 90 when the rubber ends: too late */
	play(&r, 0, 0, DW(0, 60, -1), NULL);
	assert_int_equal(r.seat[1].score, 90);
	play(&r, 0, 0, DW(0, 20, -1), NULL);
	assert_int_equal(r.phase, KL_RUBBER_FINISHED);
	before = r;
	assert_int_equal(kl_rubber_can_buyback(&r, 0, &err), KL_ERULE);
	assert_contains(err.msg, "the rubber is over");
	assert_int_equal(kl_rubber_buyback(&r, 0, NULL, &err), KL_ERULE);
	assert_contains(err.msg, "the rubber is over");
	assert_memory_equal(&r, &before, sizeof(r));

	/* and after an abandon */
	start(&r, &ru, 2);
	reach(&r, (const int[]){ 90, 10 });
	assert_int_equal(kl_rubber_abandon(&r, NULL, &err), KL_OK);
	assert_int_equal(kl_rubber_buyback(&r, 0, NULL, &err), KL_ERULE);
	assert_contains(err.msg, "the rubber is over");
}

/* ------------------------------------------------------------------ */
/* out players                                                          */

static void
test_knock_money_from_players_going_out(void **state)
{
	kl_rules ru = viennese();
	kl_rubber r;
	kl_event_result res;
	int i, paid = 0;

	(void)state;
	ru.knock_money = 2;
	start(&r, &ru, 3);
	reach(&r, (const int[]){ 10, 20, 95 });
	play(&r, 0, 0, DW(1, 5, 10), &res);
	assert_true(res.newly_out[2]);
	assert_true(r.seat[2].out);
	for (i = 0; i < res.ntransfers; i++)
		if (res.transfers[i].from == 2) {
			assert_int_equal(res.transfers[i].to, 0);
			assert_int_equal(res.transfers[i].amount, 2);
			assert_int_equal(res.transfers[i].reason, KL_XFER_KNOCK);
			paid++;
		}
	assert_int_equal(paid, 1);
	assert_int_equal(net_of(&res, 0), 4);

	/* the same when the game ends the rubber: money first, then pot */
	start(&r, &ru, 2);
	reach(&r, (const int[]){ 10, 95 });
	play(&r, 0, 1, DW(0, 10), &res);
	assert_true(res.ended);
	assert_int_equal(res.transfers[0].from, 1);
	assert_int_equal(res.transfers[0].to, 0);
	assert_int_equal(res.transfers[0].reason, KL_XFER_RUMMY);
	assert_int_equal(res.transfers[1].from, KL_POT);
	assert_int_equal(res.transfers[1].to, 0);
	assert_int_equal(res.transfers[1].amount, 10);
}

static void
test_out_player_is_done(void **state)
{
	kl_rules ru = viennese();
	kl_rubber r, before;
	kl_event_result res;
	kl_error err;
	int chips1, i;

	(void)state;
	start(&r, &ru, 4);
	reach(&r, (const int[]){ 10, 20, 130, 30 });
	assert_true(r.seat[2].out);
	assert_int_equal(r.seat[2].out_game, 1);
	chips1 = r.seat[2].chips;

	/* his deadwood is ignored, whatever it says */
	play(&r, 0, 0, DW(3, 7, 999, 8), &res);
	assert_int_equal(res.points[2], -1);
	assert_false(res.newly_out[2]);
	play(&r, 3, 1, DW(5, 5, -1, 0), &res);
	assert_int_equal(r.seat[2].score, 130);
	assert_int_equal(r.seat[2].chips, chips1);
	for (i = 0; i < res.ntransfers; i++) {
		assert_int_not_equal(res.transfers[i].from, 2);
		assert_int_not_equal(res.transfers[i].to, 2);
	}
	assert_int_equal(net_of(&res, 3), 2);

	/* he can neither declare nor buy back */
	before = r;
	assert_int_equal(kl_rubber_game(&r, 2, 0, DW(1, 1, 1, 1), NULL, &err),
	                 KL_ERULE);
	assert_contains(err.msg, "the declarer is out of the rubber");
	assert_int_equal(kl_rubber_buyback(&r, 2, NULL, &err), KL_ERULE);
	assert_memory_equal(&r, &before, sizeof(r));

	/* nor win: the others finish it */
	play(&r, 0, 0, DW(0, 200, -1, 200), &res);
	assert_true(res.ended);
	assert_int_equal(r.nwinners, 1);
	assert_int_equal(r.winners[0], 0);
	assert_int_equal(r.seat[2].chips, chips1);
	assert_int_equal(net_of(&res, 2), 0);
}

/* ------------------------------------------------------------------ */
/* the deal                                                             */

struct deal_case {
	const char *what;
	int next_dealer, n;
	int ngames;
	struct { int decl; int dw[KL_PLAYERS_MAX]; int dealer_after; } g[4];
};

static const struct deal_case deal_cases[] = {
	{ "left, nobody out", KL_DEAL_LEFT, 3, 4, {
	  { 0, { 0, 5, 5 }, 1 }, { 0, { 0, 5, 5 }, 2 },
	  { 0, { 0, 5, 5 }, 0 }, { 0, { 0, 5, 5 }, 1 } } },
	{ "left skips the player put out", KL_DEAL_LEFT, 4, 2, {
	  { 0, { 0, 110, 5, 5 }, 2 }, { 0, { 0, -1, 5, 5 }, 3 } } },
	{ "left past the dealer who went out", KL_DEAL_LEFT, 4, 2, {
	  { 3, { 110, 5, 5, 0 }, 1 }, { 3, { -1, 5, 5, 0 }, 2 } } },
	{ "left skips two out together", KL_DEAL_LEFT, 4, 3, {
	  { 0, { 0, 110, 120, 5 }, 3 }, { 0, { 0, -1, -1, 5 }, 0 },
	  { 3, { 5, -1, -1, 0 }, 3 } } },
	{ "left wraps round", KL_DEAL_LEFT, 3, 3, {
	  { 0, { 0, 5, 5 }, 1 }, { 0, { 0, 5, 5 }, 2 },
	  { 0, { 0, 5, 101 }, 0 } } },
	{ "winner deals", KL_DEAL_WINNER, 3, 3, {
	  { 2, { 9, 9, 0 }, 2 }, { 1, { 9, 1, 9 }, 1 },
	  { 1, { 9, 1, 9 }, 1 } } },
	{ "winner put out: the next in play", KL_DEAL_WINNER, 4, 2, {
	  { 0, { 0, 0, 99, 0 }, 0 }, { 2, { 9, 9, 4, 110 }, 0 } } },
};

static void
test_next_dealer(void **state)
{
	size_t i;
	int k;

	(void)state;
	for (i = 0; i < sizeof(deal_cases) / sizeof(deal_cases[0]); i++) {
		const struct deal_case *c = &deal_cases[i];
		kl_rules ru = viennese();
		kl_rubber r;
		kl_event_result res;
		int dealt = 0;

		ru.next_dealer = c->next_dealer;
		start(&r, &ru, c->n);
		for (k = 0; k < c->ngames; k++) {
			play(&r, c->g[k].decl, 0, c->g[k].dw, &res);
			if (res.dealer != dealt)
				fail_msg("%s: game %d dealt by %d, not %d",
				         c->what, k + 1, res.dealer, dealt);
			if (r.dealer != c->g[k].dealer_after)
				fail_msg("%s: after game %d seat %d deals, "
				         "not %d", c->what, k + 1, r.dealer,
				         c->g[k].dealer_after);
			assert_true(kl_rubber_in_play(&r, r.dealer));
			dealt = r.dealer;
		}
	}
}

/* ------------------------------------------------------------------ */
/* refused games                                                        */

struct refusal_case {
	int knock_limit, rummy, dw_declarer;
	int rc;
	const char *why;
};

static const struct refusal_case refusal_cases[] = {
	{ 4, 0, 5, KL_ERULE, "a knock needs deadwood 4 or less, not 5" },
	{ 4, 0, 4, KL_OK, NULL },
	{ 4, 0, 0, KL_OK, NULL },
	{ 5, 0, 5, KL_OK, NULL },
	{ 5, 0, 6, KL_ERULE, "a knock needs deadwood 5 or less, not 6" },
	{ 0, 0, 1, KL_ERULE, "a knock needs deadwood 0 or less, not 1" },
	{ 0, 0, 0, KL_OK, NULL },
	{ 4, 1, 1, KL_ERULE, "a rummy needs deadwood 0, not 1" },
	{ 4, 1, 3, KL_ERULE, "a rummy needs deadwood 0, not 3" },
	{ 4, 1, 0, KL_OK, NULL },
};

static void
test_false_declarations(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(refusal_cases) / sizeof(refusal_cases[0]);
	     i++) {
		const struct refusal_case *c = &refusal_cases[i];
		kl_rules ru = viennese();
		kl_rubber r, before;
		kl_event_result res;
		kl_error err;
		int rc;

		ru.knock_limit = c->knock_limit;
		start(&r, &ru, 3);
		play(&r, 0, 0, DW(0, 40, 85), NULL);
		buyback(&r, 2, NULL);
		before = r;
		kl_error_clear(&err);
		rc = kl_rubber_game(&r, 1, c->rummy,
		                    DW(12, c->dw_declarer, 7), &res, &err);
		assert_int_equal(rc, c->rc);
		if (rc == KL_OK) {
			assert_int_equal(r.games, before.games + 1);
			continue;
		}
		assert_contains(err.msg, c->why);
		assert_memory_equal(&r, &before, sizeof(r));
	}
}

static void
test_other_refused_games(void **state)
{
	kl_rules ru = viennese();
	kl_rubber r, before;
	kl_error err;

	(void)state;
	start(&r, &ru, 3);
	play(&r, 0, 0, DW(0, 10, 101), NULL);
	before = r;
	assert_int_equal(kl_rubber_game(&r, 0, 0, DW(0, -1, -1), NULL, &err),
	                 KL_ERULE);
	assert_contains(err.msg, "a hand of a player in play is missing");
	assert_int_equal(kl_rubber_game(&r, -1, 0, DW(0, 0, 0), NULL, &err),
	                 KL_ERULE);
	assert_contains(err.msg, "no such player");
	assert_int_equal(kl_rubber_game(&r, 3, 0, DW(0, 0, 0), NULL, &err),
	                 KL_ERULE);
	assert_contains(err.msg, "no such player");
	assert_int_equal(kl_rubber_game(&r, 2, 1, DW(0, 0, 0), NULL, &err),
	                 KL_ERULE);
	assert_contains(err.msg, "the declarer is out");
	/* a deadwood no hand can have, as a damaged database might hold */
	assert_int_equal(kl_rubber_game(&r, 0, 0, DW(0, 2000000000, 0), NULL,
	                                &err), KL_ERULE);
	assert_contains(err.msg, "a deadwood of 2000000000 is impossible");
	assert_int_equal(kl_rubber_game(&r, 0, 0, DW(0, 10001, 0), NULL, &err),
	                 KL_ERULE);
	assert_memory_equal(&r, &before, sizeof(r));
	/* an out player's number is not looked at */
	play(&r, 0, 0, DW(0, 10000, 2000000000), NULL);
	assert_int_equal(r.seat[1].score, 10010);
	assert_int_equal(r.phase, KL_RUBBER_FINISHED);
	start(&r, &ru, 3);
	play(&r, 0, 0, DW(0, 10, 101), NULL);
	before = r;

	play(&r, 0, 0, DW(0, 101, -1), NULL);
	assert_int_equal(r.phase, KL_RUBBER_FINISHED);
	before = r;
	assert_int_equal(kl_rubber_game(&r, 0, 0, DW(0, 0, 0), NULL, &err),
	                 KL_ERULE);
	assert_contains(err.msg, "the rubber is over");
	assert_int_equal(kl_rubber_abandon(&r, NULL, &err), KL_ERULE);
	assert_contains(err.msg, "the rubber is over");
	assert_memory_equal(&r, &before, sizeof(r));
}

/* ------------------------------------------------------------------ */
/* abandon                                                              */

static void
test_abandon_refunds(void **state)
{
	kl_rules ru = viennese();
	kl_rubber r, before;
	kl_event_result res;
	kl_error err;
	int s, i;

	(void)state;
	ru.ante = 6;
	ru.buyback_cost = 4;
	start(&r, &ru, 4);
	play(&r, 0, 0, DW(0, 30, 85, 150), NULL); /* seat 3 out */
	buyback(&r, 2, NULL);
	play(&r, 1, 1, DW(12, 0, 3, -1), NULL);
	assert_int_equal(r.pot, 4 * 6 + 4);
	before = r;
	assert_int_equal(kl_rubber_abandon(&r, &res, &err), KL_OK);
	assert_int_equal(kl_rubber_check(&r, &err), KL_OK);
	assert_int_equal(r.phase, KL_RUBBER_ABANDONED);
	assert_int_equal(r.pot, 0);
	assert_int_equal(r.dealer, -1);
	assert_int_equal(r.nwinners, 0);
	assert_true(res.ended);
	assert_int_equal(res.dealer, before.dealer);
	assert_int_equal(res.ntransfers, 4);
	for (i = 0; i < res.ntransfers; i++) {
		assert_int_equal(res.transfers[i].from, KL_POT);
		assert_int_equal(res.transfers[i].reason, KL_XFER_REFUND);
	}
	/* back what each paid in: antes, seat 2's buy-back, also seat 3's
	 * ante although he is out; knock and rummy money stay paid */
	for (s = 0; s < 4; s++) {
		assert_int_equal(net_of(&res, s), before.seat[s].paid_in);
		assert_int_equal(r.seat[s].chips,
		                 before.seat[s].chips + before.seat[s].paid_in);
		assert_int_equal(r.seat[s].score, before.seat[s].score);
	}
	assert_int_equal(net_of(&res, 2), 10);
	assert_int_equal(r.seat[0].chips, 3 - 1);
	assert_int_equal(r.seat[1].chips, -1 + 2);
	assert_int_equal(r.seat[2].chips, -1 - 1);
	assert_int_equal(r.seat[3].chips, -1);

	before = r;
	assert_int_equal(kl_rubber_abandon(&r, NULL, &err), KL_ERULE);
	assert_contains(err.msg, "the rubber is over");
	assert_int_equal(kl_rubber_game(&r, 0, 0, DW(0, 0, 0, 0), NULL, &err),
	                 KL_ERULE);
	assert_memory_equal(&r, &before, sizeof(r));

	/* straight after the start: everybody gets the ante back */
	start(&r, &ru, 2);
	assert_int_equal(kl_rubber_abandon(&r, &res, &err), KL_OK);
	for (s = 0; s < 2; s++)
		assert_int_equal(r.seat[s].chips, 0);
}

/* ------------------------------------------------------------------ */
/* replay                                                               */

static void
assert_same_rubber(const kl_rubber *a, const kl_rubber *b)
{
	int s;

	assert_int_equal(a->nplayers, b->nplayers);
	assert_int_equal(a->phase, b->phase);
	assert_int_equal(a->pot, b->pot);
	assert_int_equal(a->games, b->games);
	assert_int_equal(a->dealer, b->dealer);
	assert_int_equal(a->nwinners, b->nwinners);
	for (s = 0; s < KL_PLAYERS_MAX; s++) {
		assert_int_equal(a->seat[s].score, b->seat[s].score);
		assert_int_equal(a->seat[s].out, b->seat[s].out);
		assert_int_equal(a->seat[s].out_game, b->seat[s].out_game);
		assert_int_equal(a->seat[s].bought_back, b->seat[s].bought_back);
		assert_int_equal(a->seat[s].chips, b->seat[s].chips);
		assert_int_equal(a->seat[s].paid_in, b->seat[s].paid_in);
	}
	assert_memory_equal(a, b, sizeof(*a));
}

static kl_event
ev_game(int declarer, int rummy, const int *dw)
{
	kl_event e;

	memset(&e, 0, sizeof(e));
	e.kind = KL_EVENT_GAME;
	e.declarer = declarer;
	e.rummy = rummy;
	memcpy(e.deadwood, dw, sizeof(e.deadwood));
	return e;
}

static kl_event
ev_other(int kind, int seat)
{
	kl_event e;
	int s;

	memset(&e, 0, sizeof(e));
	e.kind = kind;
	e.seat = seat;
	for (s = 0; s < KL_PLAYERS_MAX; s++)
		e.deadwood[s] = -1;
	return e;
}

static void
test_replay_matches(void **state)
{
	kl_rules ru = viennese();
	kl_event ev[8];
	kl_rubber step, again;
	kl_error err;
	int n = 0, k;

	(void)state;
	ru.undercut_penalty = 3;
	ru.rummy_doubles = 1;
	ev[n++] = ev_game(0, 0, DW(2, 40, 30, -1, -1, -1));
	ev[n++] = ev_game(2, 1, DW(20, 25, 0, -1, -1, -1));
	ev[n++] = ev_other(KL_EVENT_BUYBACK, 1);
	ev[n++] = ev_game(1, 0, DW(4, 3, 30, -1, -1, -1));
	ev[n++] = ev_game(0, 0, DW(1, 60, 9, -1, -1, -1));
	ev[n++] = ev_game(0, 1, DW(0, -1, 40, -1, -1, -1));

	start(&step, &ru, 3);
	for (k = 0; k <= n; k++) {
		if (k > 0)
			assert_int_equal(kl_rubber_apply(&step, &ev[k - 1], NULL,
			                                 &err), KL_OK);
		assert_int_equal(kl_rubber_replay(&again, &ru, 3, ev, k, &err),
		                 KL_OK);
		assert_same_rubber(&step, &again);
	}
	assert_int_equal(step.phase, KL_RUBBER_FINISHED);
	assert_true(step.seat[1].bought_back);

	/* and with an abandon at the end */
	ev[3] = ev_other(KL_EVENT_ABANDON, 0);
	start(&step, &ru, 3);
	for (k = 0; k < 4; k++)
		assert_int_equal(kl_rubber_apply(&step, &ev[k], NULL, &err),
		                 KL_OK);
	assert_int_equal(kl_rubber_replay(&again, &ru, 3, ev, 4, &err), KL_OK);
	assert_same_rubber(&step, &again);
	assert_int_equal(again.phase, KL_RUBBER_ABANDONED);
}

static void
test_replay_errors(void **state)
{
	kl_rules ru = viennese();
	kl_event ev[3];
	kl_rubber r;
	kl_error err;

	(void)state;
	ev[0] = ev_game(0, 0, DW(2, 40, 30));
	ev[1] = ev_other(KL_EVENT_BUYBACK, 1); /* 40 is not over 81 */
	assert_int_equal(kl_rubber_replay(&r, &ru, 3, ev, 2, &err), KL_ERULE);
	assert_contains(err.msg, "event 2: ");
	assert_contains(err.msg, "not over 81");

	ev[1] = ev_game(1, 1, DW(2, 3, 30)); /* a rummy with 3 */
	assert_int_equal(kl_rubber_replay(&r, &ru, 3, ev, 2, &err), KL_ERULE);
	assert_contains(err.msg, "event 2: a rummy needs deadwood 0");

	ev[0] = ev_other(99, 0);
	assert_int_equal(kl_rubber_replay(&r, &ru, 3, ev, 1, &err), KL_ESTORE);
	assert_contains(err.msg, "event 1: unknown event kind 99");

	assert_int_equal(kl_rubber_replay(&r, &ru, 9, ev, 0, &err), KL_EINPUT);
}

/* ------------------------------------------------------------------ */
/* the invariant checker itself                                         */

static void
test_check_catches(void **state)
{
	kl_rules ru = viennese();
	kl_rubber good, r;
	kl_error err;

	(void)state;
	start(&good, &ru, 3);
	play(&good, 0, 0, DW(0, 120, 20), NULL);

	r = good;
	r.pot++;
	assert_int_equal(kl_rubber_check(&r, &err), KL_ESTORE);
	assert_contains(err.msg, "chips and pot sum to 1, not 0");

	r = good;
	r.seat[1].score = 100;
	assert_int_equal(kl_rubber_check(&r, &err), KL_ESTORE);
	assert_contains(err.msg, "seat 1 is out with 100 points");

	r = good;
	r.seat[2].score = 101;
	assert_int_equal(kl_rubber_check(&r, &err), KL_ESTORE);
	assert_contains(err.msg, "seat 2 is in play with 101 points");

	r = good;
	r.phase = KL_RUBBER_FINISHED;
	assert_int_equal(kl_rubber_check(&r, &err), KL_ESTORE);

	r = good;
	r.pot = -3;
	r.seat[0].chips += good.pot + 3;
	assert_int_equal(kl_rubber_check(&r, &err), KL_ESTORE);
	assert_contains(err.msg, "the pot is negative");

	r = good;
	r.dealer = 1; /* out */
	assert_int_equal(kl_rubber_check(&r, &err), KL_ESTORE);
	assert_contains(err.msg, "dealer");

	r = good;
	r.nwinners = 1;
	assert_int_equal(kl_rubber_check(&r, &err), KL_ESTORE);
	assert_contains(err.msg, "winner");

	/* a finished rubber: one winner, or a tie of equal totals */
	r = good;
	play(&r, 0, 0, DW(0, -1, 90), NULL);
	assert_int_equal(r.phase, KL_RUBBER_FINISHED);
	r.nwinners = 0;
	assert_int_equal(kl_rubber_check(&r, &err), KL_ESTORE);
	assert_contains(err.msg, "winner");
	r.nwinners = 2;
	r.winners[1] = 2;
	assert_int_equal(kl_rubber_check(&r, &err), KL_ESTORE);
	assert_contains(err.msg, "winner");
}

/* ------------------------------------------------------------------ */
/* player names                                                         */

struct name_case {
	const char *name;
	int rc;
	const char *why;
};

static const struct name_case name_cases[] = {
	{ "Anna", KL_OK, NULL },
	{ "B", KL_OK, NULL },
	{ "Mary Ann", KL_OK, NULL },
	{ "Anna-Lena", KL_OK, NULL },
	{ "O'Brien", KL_OK, NULL },
	{ "_x", KL_OK, NULL },
	{ "Zo\xc3\xab", KL_OK, NULL },                 /* Zoë */
	{ "J\xc3\xbcrgen", KL_OK, NULL },              /* Jürgen */
	{ "\xe6\x9d\x8e", KL_OK, NULL },               /* a CJK name */
	{ "\xf0\x9f\x83\x8f x", KL_OK, NULL },         /* a 4-byte char */
	{ "\xef\xbf\xbd", KL_OK, NULL },               /* U+FFFD */
	{ "\xf4\x8f\xbf\xbf", KL_OK, NULL },           /* U+10FFFF */
	{ "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", KL_OK, NULL },
	{ "\xc3\xbc\xc3\xbc\xc3\xbc\xc3\xbc\xc3\xbc\xc3\xbc\xc3\xbc\xc3\xbc"
	  "\xc3\xbc\xc3\xbc\xc3\xbc\xc3\xbc\xc3\xbc\xc3\xbc\xc3\xbc\xc3\xbc"
	  "\xc3\xbc\xc3\xbc\xc3\xbc\xc3\xbc", KL_OK, NULL }, /* 40 bytes */
	{ "", KL_EINPUT, "empty player name" },
	{ "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", KL_EINPUT,
	  "longer than 40 bytes" },
	{ "\xc3\xbc\xc3\xbc\xc3\xbc\xc3\xbc\xc3\xbc\xc3\xbc\xc3\xbc\xc3\xbc"
	  "\xc3\xbc\xc3\xbc\xc3\xbc\xc3\xbc\xc3\xbc\xc3\xbc\xc3\xbc\xc3\xbc"
	  "\xc3\xbc\xc3\xbc\xc3\xbc\xc3\xbcx", KL_EINPUT, "longer than 40" },
	{ "-x", KL_EINPUT, "may not start with '-' or a digit" },
	{ "--rummy", KL_EINPUT, "may not start with '-'" },
	{ "1st", KL_EINPUT, "may not start with '-' or a digit" },
	{ "9", KL_EINPUT, "may not start" },
	{ "a=b", KL_EINPUT, "may not contain '='" },
	{ "a|b", KL_EINPUT, "may not contain '|'" },
	{ "tab\there", KL_EINPUT, "control character" },
	{ "new\nline", KL_EINPUT, "control character" },
	{ "del\x7f", KL_EINPUT, "control character" },
	{ "c1\xc2\x85", KL_EINPUT, "control character" }, /* U+0085 */
	{ " ", KL_EINPUT, "player name is blank" },
	{ "    ", KL_EINPUT, "blank" },
	{ "\xc3", KL_EINPUT, "not valid UTF-8" },        /* cut short */
	{ "a\xe6\x9d", KL_EINPUT, "not valid UTF-8" },
	{ "\x80x", KL_EINPUT, "not valid UTF-8" },       /* lone tail */
	{ "\xff", KL_EINPUT, "not valid UTF-8" },
	{ "\xc0\x80", KL_EINPUT, "not valid UTF-8" },    /* overlong NUL */
	{ "\xc1\xbf", KL_EINPUT, "not valid UTF-8" },
	{ "\xe0\x80\xaf", KL_EINPUT, "not valid UTF-8" },/* overlong '/' */
	{ "\xe0\x9f\xbf", KL_EINPUT, "not valid UTF-8" },
	{ "\xed\xa0\x80", KL_EINPUT, "not valid UTF-8" },/* a surrogate */
	{ "\xed\xbf\xbf", KL_EINPUT, "not valid UTF-8" },
	{ "\xf0\x80\x80\xaf", KL_EINPUT, "not valid UTF-8" },
	{ "\xf0\x8f\xbf\xbf", KL_EINPUT, "not valid UTF-8" },
	{ "\xf4\x90\x80\x80", KL_EINPUT, "not valid UTF-8" },/* > U+10FFFF */
	{ "\xf5\x80\x80\x80", KL_EINPUT, "not valid UTF-8" },
	{ "\xc3\x28", KL_EINPUT, "not valid UTF-8" },
};

static void
test_player_names(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(name_cases) / sizeof(name_cases[0]); i++) {
		const struct name_case *c = &name_cases[i];
		kl_error err;
		int rc;

		kl_error_clear(&err);
		rc = kl_player_name_check(c->name, &err);
		if (rc != c->rc)
			fail_msg("name case %zu: %d, not %d (%s)", i, rc, c->rc,
			         err.msg);
		if (c->why != NULL)
			assert_contains(err.msg, c->why);
	}
}

/* ------------------------------------------------------------------ */
/* randomized rubbers against a small model                             */

/* A deliberately plain restatement of the rulings, kept apart from the
 * engine's code, to compare with after every event. */
typedef struct model {
	kl_rules ru;
	int n, phase, dealer, games, pot, nwin;
	int score[KL_PLAYERS_MAX], out[KL_PLAYERS_MAX];
	int chips[KL_PLAYERS_MAX], paid[KL_PLAYERS_MAX];
	int bought[KL_PLAYERS_MAX], win[KL_PLAYERS_MAX];
} model;

static void
model_start(model *m, const kl_rules *ru, int n)
{
	int s;

	memset(m, 0, sizeof(*m));
	m->ru = *ru;
	m->n = n;
	m->phase = KL_RUBBER_IN_PLAY;
	for (s = 0; s < n; s++) {
		m->chips[s] = -ru->ante;
		m->paid[s] = ru->ante;
		m->pot += ru->ante;
	}
}

/* Seats to the left of seat `after`, in order, that are in play. */
static int
model_left_of(const model *m, int after)
{
	int s = after, i;

	for (i = 0; i < m->n; i++) {
		s = s + 1 == m->n ? 0 : s + 1;
		if (!m->out[s])
			return s;
	}
	return -1;
}

/* Returns 1 if the game stands (and books it), 0 if it is refused. */
static int
model_game(model *m, int decl, int rummy, const int *dw)
{
	int played[KL_PLAYERS_MAX], s, left = 0, low = -1, k, money;

	if (m->phase != KL_RUBBER_IN_PLAY || decl < 0 || decl >= m->n ||
	    m->out[decl])
		return 0;
	for (s = 0; s < m->n; s++)
		if (!m->out[s] && dw[s] < 0)
			return 0;
	if (rummy && dw[decl] > 0)
		return 0;
	if (!rummy && dw[decl] > m->ru.knock_limit)
		return 0;
	for (s = 0; s < m->n; s++)
		played[s] = !m->out[s];
	for (s = 0; s < m->n; s++) {
		if (!played[s])
			continue;
		if (s != decl) {
			m->score[s] += rummy && m->ru.rummy_doubles ? 2 * dw[s]
			                                            : dw[s];
			continue;
		}
		if (rummy)
			continue;
		m->score[s] += dw[s];
		for (k = 0; k < m->n; k++)
			if (k != s && played[k] && dw[k] <= dw[s]) {
				m->score[s] += m->ru.undercut_penalty;
				break;
			}
	}
	money = !rummy ? m->ru.knock_money :
	        m->ru.rummy_money == KL_RUMMY_MONEY_SAME ? m->ru.knock_money :
	        m->ru.rummy_money;
	for (s = 0; s < m->n; s++)
		if (played[s] && s != decl) {
			m->chips[s] -= money;
			m->chips[decl] += money;
		}
	m->games++;
	for (s = 0; s < m->n; s++)
		if (played[s] && m->score[s] >= m->ru.out_at)
			m->out[s] = 1;
	for (s = 0; s < m->n; s++)
		left += !m->out[s];
	if (left >= 2) {
		if (m->ru.next_dealer == KL_DEAL_WINNER && !m->out[decl])
			m->dealer = decl;
		else
			m->dealer = model_left_of(m, m->ru.next_dealer ==
			                          KL_DEAL_WINNER ? decl
			                                         : m->dealer);
		return 1;
	}
	/* the rubber ends: the one left, or the lowest of those who played */
	for (s = 0; s < m->n; s++)
		if (played[s] && (low < 0 || m->score[s] < low))
			low = m->score[s];
	for (s = 0; s < m->n; s++)
		if (left == 1 ? !m->out[s] : played[s] && m->score[s] == low)
			m->win[m->nwin++] = s;
	{
		int share = m->pot / m->nwin, odd = m->pot % m->nwin, i;
		int first = -1;
		for (i = 1; i <= m->n && first < 0; i++)
			for (k = 0; k < m->nwin; k++)
				if (m->win[k] == (m->dealer + i) % m->n)
					first = m->win[k];
		for (k = 0; k < m->nwin; k++)
			m->chips[m->win[k]] += share;
		m->chips[first] += odd;
		m->pot = 0;
	}
	m->phase = KL_RUBBER_FINISHED;
	m->dealer = -1;
	return 1;
}

static int
model_buyback(model *m, int seat)
{
	int s, to = 0;

	if (m->phase != KL_RUBBER_IN_PLAY || seat < 0 || seat >= m->n ||
	    m->out[seat] || m->bought[seat] ||
	    m->score[seat] <= m->ru.buyback_over)
		return 0;
	for (s = 0; s < m->n; s++)
		if (s != seat && !m->out[s] && m->score[s] > to)
			to = m->score[s];
	if (to >= m->score[seat])
		return 0;
	m->score[seat] = to;
	m->bought[seat] = 1;
	m->chips[seat] -= m->ru.buyback_cost;
	m->paid[seat] += m->ru.buyback_cost;
	m->pot += m->ru.buyback_cost;
	return 1;
}

static int
model_abandon(model *m)
{
	int s;

	if (m->phase != KL_RUBBER_IN_PLAY)
		return 0;
	for (s = 0; s < m->n; s++)
		m->chips[s] += m->paid[s];
	m->pot = 0;
	m->phase = KL_RUBBER_ABANDONED;
	m->dealer = -1;
	return 1;
}

static void
model_compare(const model *m, const kl_rubber *r, long where)
{
	int s;

	if (r->phase != m->phase || r->pot != m->pot ||
	    r->dealer != m->dealer || r->games != m->games ||
	    r->nwinners != m->nwin)
		fail_msg("event %ld: phase %d/%d pot %d/%d dealer %d/%d games "
		         "%d/%d winners %d/%d (engine/model)", where, r->phase,
		         m->phase, r->pot, m->pot, r->dealer, m->dealer,
		         r->games, m->games, r->nwinners, m->nwin);
	for (s = 0; s < m->nwin; s++)
		assert_int_equal(r->winners[s], m->win[s]);
	for (s = 0; s < m->n; s++)
		if (r->seat[s].score != m->score[s] ||
		    r->seat[s].out != m->out[s] ||
		    r->seat[s].chips != m->chips[s] ||
		    r->seat[s].paid_in != m->paid[s] ||
		    r->seat[s].bought_back != m->bought[s])
			fail_msg("event %ld, seat %d: score %d/%d out %d/%d chips "
			         "%d/%d paid %d/%d bought %d/%d", where, s,
			         r->seat[s].score, m->score[s], r->seat[s].out,
			         m->out[s], r->seat[s].chips, m->chips[s],
			         r->seat[s].paid_in, m->paid[s],
			         r->seat[s].bought_back, m->bought[s]);
}

static uint64_t rng_state;

static int
rnd(int n)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return (int)(rng_state % (uint64_t)n);
}

static void
random_rules(kl_rules *ru)
{
	static const int out_at[] = { 101, 101, 101, 50, 200 };
	static const int over[] = { 81, 81, 81, 30, 150 };
	static const int limits[] = { 4, 4, 5, 10, 0 };
	int k = rnd(5);

	kl_rules_default(ru);
	if (rnd(3) == 0)
		return;
	ru->out_at = out_at[k];
	ru->buyback_over = over[k];
	ru->knock_limit = limits[rnd(5)];
	ru->ante = rnd(8);
	ru->knock_money = rnd(4);
	ru->rummy_money = rnd(5) - 1;
	if (ru->rummy_money < 0)
		ru->rummy_money = KL_RUMMY_MONEY_SAME;
	ru->buyback_cost = rnd(7);
	ru->next_dealer = rnd(2) ? KL_DEAL_WINNER : KL_DEAL_LEFT;
	ru->rummy_doubles = rnd(2);
	ru->undercut_penalty = rnd(3) == 0 ? 10 : 0;
}

/* What the property test saw, so that it can check it saw enough. */
struct coverage {
	long events, games, refused_games, buybacks, refused_buybacks;
	long abandons, finished, ties, all_out_together;
};

/* The checks that hold after every event, accepted or not. */
static void
check_event(const kl_rubber *before, const kl_rubber *after, int kind,
            int accepted, const kl_event_result *res, const int *total,
            long where)
{
	kl_error err;
	int s, i, sum = after->pot, chips[KL_PLAYERS_MAX], pot = before->pot;

	if (kl_rubber_check(after, &err) != KL_OK)
		fail_msg("event %ld: %s", where, err.msg);
	for (s = 0; s < after->nplayers; s++)
		sum += after->seat[s].chips;
	assert_int_equal(sum, 0);
	if (after->phase != KL_RUBBER_IN_PLAY)
		assert_int_equal(after->pot, 0);
	if (!accepted) {
		assert_memory_equal(before, after, sizeof(*after));
		return;
	}
	for (s = 0; s < after->nplayers; s++) {
		const kl_seat_state *p = &after->seat[s];
		if (p->out)
			assert_true(p->score >= after->rules.out_at);
		if (p->score != total[s])
			fail_msg("event %ld: seat %d has %d, the booked points "
			         "say %d", where, s, p->score, total[s]);
		assert_true(p->bought_back == 0 || p->bought_back == 1);
		assert_int_equal(res->newly_out[s],
		                 p->out && !before->seat[s].out);
		/* the player out before this event is left alone, except
		 * that an abandon gives his ante back */
		if (before->seat[s].out) {
			assert_int_equal(p->score, before->seat[s].score);
			assert_int_equal(p->out_game, before->seat[s].out_game);
			if (kind != KL_EVENT_ABANDON)
				assert_int_equal(p->chips,
				                 before->seat[s].chips);
		}
		chips[s] = before->seat[s].chips;
	}
	/* the transfers reported are exactly the chips that moved */
	for (i = 0; i < res->ntransfers; i++) {
		const kl_transfer *t = &res->transfers[i];
		assert_true(t->amount > 0);
		assert_true(t->from != t->to);
		if (t->from == KL_POT)
			pot -= t->amount;
		else
			chips[t->from] -= t->amount;
		if (t->to == KL_POT)
			pot += t->amount;
		else
			chips[t->to] += t->amount;
		if (kind != KL_EVENT_ABANDON) {
			if (t->from != KL_POT)
				assert_false(before->seat[t->from].out);
			if (t->to != KL_POT)
				assert_false(before->seat[t->to].out);
		} else {
			assert_int_equal(t->reason, KL_XFER_REFUND);
		}
	}
	assert_int_equal(pot, after->pot);
	for (s = 0; s < after->nplayers; s++)
		assert_int_equal(chips[s], after->seat[s].chips);
}

static void
random_rubber(struct coverage *cov, long rubber)
{
	kl_rules ru;
	kl_rubber r, before, again;
	kl_event_result res;
	kl_error err;
	model m;
	kl_event ev[602];
	int total[KL_PLAYERS_MAX] = { 0 }, n, nev = 0, step, s;

	random_rules(&ru);
	n = KL_PLAYERS_MIN + rnd(KL_PLAYERS_MAX - KL_PLAYERS_MIN + 1);
	start(&r, &ru, n);
	model_start(&m, &ru, n);
	model_compare(&m, &r, rubber * 1000);
	for (step = 0; step < 600; step++) {
		int roll = rnd(100), kind, rc, want;
		kl_event e;

		if (r.phase != KL_RUBBER_IN_PLAY && step > 0 && rnd(2))
			break;
		memset(&e, 0, sizeof(e));
		for (s = 0; s < KL_PLAYERS_MAX; s++)
			e.deadwood[s] = -1;
		if (roll < 2) {
			kind = e.kind = KL_EVENT_ABANDON;
			want = model_abandon(&m);
		} else if (roll < 30) {
			kind = e.kind = KL_EVENT_BUYBACK;
			e.seat = rnd(n);
			if (rnd(2)) /* the worst player in play, most likely */
				for (s = 0; s < n; s++)
					if (!r.seat[s].out && r.seat[s].score >
					    r.seat[e.seat].score)
						e.seat = s;
			want = model_buyback(&m, e.seat);
		} else {
			/* now and then a photo finish: every hand aims at
			 * the same total just over the line */
			int finish = rnd(8) == 0, target;
			target = ru.out_at + rnd(2);
			kind = e.kind = KL_EVENT_GAME;
			e.declarer = rnd(n);
			for (s = 0; s < 3 && r.seat[e.declarer].out; s++)
				e.declarer = rnd(n);
			for (s = 0; finish && s < n; s++)
				if (!r.seat[s].out && (r.seat[e.declarer].out ||
				    r.seat[s].score > r.seat[e.declarer].score))
					e.declarer = s;
			e.rummy = rnd(10) < 3;
			for (s = 0; s < n; s++) {
				if (r.seat[s].out)
					e.deadwood[s] = rnd(2) ? -1 : rnd(500);
				else if (rnd(200) == 0)
					e.deadwood[s] = -1;
				else if (finish &&
				         target - r.seat[s].score >= 0)
					e.deadwood[s] = target -
					                r.seat[s].score;
				else
					e.deadwood[s] = rnd(10) == 0 ?
					    rnd(150) : rnd(60);
			}
			if (e.rummy)
				e.deadwood[e.declarer] =
				    rnd(10) < 8 ? 0 : 1 + rnd(5);
			else if (finish && e.deadwood[e.declarer] >= 0 &&
			         e.deadwood[e.declarer] <= ru.knock_limit)
				e.rummy = 0;
			else
				e.deadwood[e.declarer] = rnd(10) < 8 ?
				    rnd(ru.knock_limit + 1) :
				    ru.knock_limit + 1 + rnd(3);
			want = model_game(&m, e.declarer, e.rummy,
			                  e.deadwood);
		}
		before = r;
		kl_error_clear(&err);
		rc = kl_rubber_apply(&r, &e, &res, &err);
		if ((rc == KL_OK) != want)
			fail_msg("rubber %ld event %d (kind %d): engine %s, "
			         "model %s (%s)", rubber, step, kind,
			         rc == KL_OK ? "accepts" : "refuses",
			         want ? "accepts" : "refuses", err.msg);
		if (rc != KL_OK) {
			assert_int_equal(rc, KL_ERULE);
			assert_true(err.msg[0] != '\0');
		} else {
			ev[nev++] = e;
			if (kind == KL_EVENT_GAME)
				for (s = 0; s < n; s++)
					total[s] += res.points[s] < 0 ? 0 :
					            res.points[s];
			if (kind == KL_EVENT_BUYBACK)
				total[e.seat] = res.points[e.seat];
		}
		check_event(&before, &r, kind, rc == KL_OK, &res, total,
		            rubber * 1000 + step);
		model_compare(&m, &r, rubber * 1000 + step);
		cov->events++;
		if (kind == KL_EVENT_GAME && rc == KL_OK)
			cov->games++;
		else if (kind == KL_EVENT_GAME)
			cov->refused_games++;
		if (kind == KL_EVENT_BUYBACK && rc == KL_OK)
			cov->buybacks++;
		else if (kind == KL_EVENT_BUYBACK)
			cov->refused_buybacks++;
		if (kind == KL_EVENT_ABANDON && rc == KL_OK)
			cov->abandons++;
		if (rc == KL_OK && kind == KL_EVENT_GAME && res.ended) {
			cov->finished++;
			cov->ties += r.nwinners > 1;
			cov->all_out_together +=
			    kl_rubber_players_in_play(&r) == 0;
		}
	}
	if (r.phase == KL_RUBBER_IN_PLAY) {
		before = r;
		assert_int_equal(kl_rubber_abandon(&r, &res, &err), KL_OK);
		assert_true(model_abandon(&m));
		ev[nev++] = ev_other(KL_EVENT_ABANDON, 0);
		check_event(&before, &r, KL_EVENT_ABANDON, 1, &res, total,
		            rubber * 1000 + step);
		model_compare(&m, &r, rubber * 1000 + step);
	}
	assert_int_equal(r.pot, 0);
	for (s = 0; s < n; s++) {
		int count = 0, k;
		for (k = 0; k < nev; k++)
			count += ev[k].kind == KL_EVENT_BUYBACK && ev[k].seat == s;
		assert_in_range(count, 0, 1);
		assert_int_equal(count, r.seat[s].bought_back);
	}
	/* the events alone rebuild the same rubber */
	if (kl_rubber_replay(&again, &ru, n, ev, nev, &err) != KL_OK)
		fail_msg("rubber %ld does not replay: %s", rubber, err.msg);
	assert_same_rubber(&r, &again);
}

static void
test_random_rubbers(void **state)
{
	struct coverage cov;
	long i;

	(void)state;
	memset(&cov, 0, sizeof(cov));
	rng_state = 0x6b6c6f7066ULL; /* fixed: failures repeat */
	for (i = 0; i < 4000; i++)
		random_rubber(&cov, i);
	/* the runs must have met every kind of event, often */
	print_message("%ld events: %ld games (%ld refused), %ld buy-backs "
	              "(%ld refused), %ld abandoned, %ld finished, %ld ties, "
	              "%ld all out together\n", cov.events, cov.games,
	              cov.refused_games, cov.buybacks, cov.refused_buybacks,
	              cov.abandons, cov.finished, cov.ties,
	              cov.all_out_together);
	assert_true(cov.games > 10000);
	assert_true(cov.refused_games > 1000);
	assert_true(cov.buybacks > 500);
	assert_true(cov.refused_buybacks > 1000);
	assert_true(cov.abandons > 100);
	assert_true(cov.finished > 1000);
	assert_true(cov.ties > 10);
	assert_true(cov.all_out_together > 50);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_antes_into_pot),
		cmocka_unit_test(test_start_refused),
		cmocka_unit_test(test_reason_names),
		cmocka_unit_test(test_points_booked),
		cmocka_unit_test(test_points_add_up),
		cmocka_unit_test(test_knock_and_rummy_money),
		cmocka_unit_test(test_out_at_exactly),
		cmocka_unit_test(test_last_player_wins_pot),
		cmocka_unit_test(test_two_cross_lower_wins),
		cmocka_unit_test(test_tie_splits_pot),
		cmocka_unit_test(test_tie_dealer_last),
		cmocka_unit_test(test_buyback_cases),
		cmocka_unit_test(test_buyback_refused_out_and_over),
		cmocka_unit_test(test_knock_money_from_players_going_out),
		cmocka_unit_test(test_out_player_is_done),
		cmocka_unit_test(test_next_dealer),
		cmocka_unit_test(test_false_declarations),
		cmocka_unit_test(test_other_refused_games),
		cmocka_unit_test(test_abandon_refunds),
		cmocka_unit_test(test_replay_matches),
		cmocka_unit_test(test_replay_errors),
		cmocka_unit_test(test_check_catches),
		cmocka_unit_test(test_player_names),
		cmocka_unit_test(test_random_rubbers),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
