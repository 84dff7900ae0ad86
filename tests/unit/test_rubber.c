/*
 * test_rubber.c - the rubber engine against the rulings: antes, points,
 * knock and rummy money, elimination at out_at, the pot and its split,
 * buy-backs, the deal, refusals that leave the state alone, abandoning,
 * a player leaving the rubber, the table changing a house rule during
 * it, replaying, player names, and a randomized check of the invariants
 * over thousands of rubbers (games, buy-backs, abandons, leaves and rule
 * changes) compared with a small independent model.
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
		for (n = KL_PLAYERS_MIN; n <= KL_PLAYERS_TABLE; n++) {
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
	assert_string_equal(kl_transfer_reason_name(KL_XFER_COUNT), "count");
	assert_string_equal(kl_transfer_reason_name(KL_XFER_RUM), "rum");
	assert_string_equal(kl_transfer_reason_name(KL_XFER_UNDERCUT),
	                    "undercut");
	assert_string_equal(kl_transfer_reason_name(KL_XFER_POINTS), "points");
	assert_string_equal(kl_transfer_reason_name(KL_XFER_GAME), "game");
	assert_string_equal(kl_transfer_reason_name(KL_XFER_BOXES), "boxes");
	assert_string_equal(kl_transfer_reason_name(KL_XFER_SHUTOUT),
	                    "shutout");
	assert_string_equal(kl_transfer_reason_name(-1), "?");
	assert_string_equal(kl_transfer_reason_name(KL_XFER_REASONS), "?");
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
	for (n = KL_PLAYERS_MIN; n <= KL_PLAYERS_TABLE; n++)
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
/* leaving                                                              */

static void
leave(kl_rubber *r, int seat, kl_event_result *res)
{
	kl_error err;

	kl_error_clear(&err);
	if (kl_rubber_leave(r, seat, res, &err) != KL_OK)
		fail_msg("leave of seat %d refused: %s", seat, err.msg);
	if (kl_rubber_check(r, &err) != KL_OK)
		fail_msg("after a leave: %s", err.msg);
}

/* The first seat in play wins a game in which every other seat in play
 * goes out. */
static void
finish_by_game(kl_rubber *r)
{
	int dw[KL_PLAYERS_MAX], s, decl = -1;

	for (s = 0; s < r->nplayers; s++) {
		if (decl < 0 && !r->seat[s].out)
			decl = s;
		dw[s] = r->seat[s].out ? -1 : 200;
	}
	dw[decl] = 0;
	play(r, decl, 0, dw, NULL);
	assert_int_equal(r->phase, KL_RUBBER_FINISHED);
}

/* How a rubber of a case ended before its event. */
enum { OVER_NOT = 0, OVER_ABANDONED, OVER_FINISHED };

/* Set up a case: reach the totals (seat 0 deals the first game, seat 1
 * the second, the next in play after seat 1 deals next), let seat gone
 * (-1: none) leave, and end the rubber as over says. */
static void
setup_case(kl_rubber *r, int n, const int *totals, int gone, int over)
{
	kl_rules ru = viennese();
	kl_error err;

	start(r, &ru, n);
	reach(r, totals);
	if (gone >= 0)
		leave(r, gone, NULL);
	if (over == OVER_ABANDONED)
		assert_int_equal(kl_rubber_abandon(r, NULL, &err), KL_OK);
	else if (over == OVER_FINISHED)
		finish_by_game(r);
}

struct leave_case {
	const char *what;
	int n;
	int totals[KL_PLAYERS_MAX]; /* reached with reach(): 101 is out */
	int gone;                   /* a seat that left before, or -1 */
	int over;                   /* OVER_*: how the rubber ended before */
	int seat;                   /* the seat that leaves */
	int rc;                     /* KL_OK or KL_ERULE */
	int refusal;                /* enum kl_leave_refusal */
	const char *why;            /* the refusal's text */
	int ends;                   /* 1 if the leave ends the rubber */
	int winner;                 /* then the seat that wins the pot */
	int dealer;                 /* else the seat that deals next */
};

static const struct leave_case leave_cases[] = {
	{ "an ordinary leave", 4, { 10, 20, 30, 40 }, -1, OVER_NOT,
	  1, KL_OK, KL_LEAVE_OK, NULL, 0, -1, 2 },
	{ "a leaver in buy-back range keeps his total", 3, { 90, 20, 30 },
	  -1, OVER_NOT, 0, KL_OK, KL_LEAVE_OK, NULL, 0, -1, 2 },
	{ "the dealer leaves: the deal passes left", 4, { 10, 20, 30, 40 },
	  -1, OVER_NOT, 2, KL_OK, KL_LEAVE_OK, NULL, 0, -1, 3 },
	{ "the dealer leaves: the deal passes a player out", 4,
	  { 10, 20, 30, 120 }, -1, OVER_NOT, 2, KL_OK, KL_LEAVE_OK, NULL,
	  0, -1, 0 },
	{ "the dealer leaves: past one out and one gone, round the table",
	  5, { 10, 20, 30, 130, 40 }, 4, OVER_NOT, 2, KL_OK, KL_LEAVE_OK,
	  NULL, 0, -1, 0 },
	{ "the dealer leaves: the deal wraps round", 3, { 10, 20, 30 }, -1,
	  OVER_NOT, 2, KL_OK, KL_LEAVE_OK, NULL, 0, -1, 0 },
	{ "six players, one leaves", 6, { 10, 20, 30, 40, 50, 60 }, 5,
	  OVER_NOT, 0, KL_OK, KL_LEAVE_OK, NULL, 0, -1, 2 },
	{ "two players: the dealer leaves, the other wins the pot", 2,
	  { 10, 20 }, -1, OVER_NOT, 0, KL_OK, KL_LEAVE_OK, NULL, 1, 1, -1 },
	{ "two players: the other leaves, the dealer wins the pot", 2,
	  { 10, 20 }, -1, OVER_NOT, 1, KL_OK, KL_LEAVE_OK, NULL, 1, 0, -1 },
	{ "the others out on points: the last one wins", 4,
	  { 10, 20, 120, 130 }, -1, OVER_NOT, 1, KL_OK, KL_LEAVE_OK, NULL,
	  1, 0, -1 },
	{ "after one left before: the highest total wins", 3,
	  { 10, 95, 30 }, 0, OVER_NOT, 2, KL_OK, KL_LEAVE_OK, NULL, 1, 1,
	  -1 },
	{ "out on points", 3, { 10, 20, 120 }, -1, OVER_NOT, 2, KL_ERULE,
	  KL_LEAVE_OUT, "the player is out of the rubber", 0, -1, -1 },
	{ "left before", 4, { 10, 20, 30, 40 }, 3, OVER_NOT, 3, KL_ERULE,
	  KL_LEAVE_GONE, "the player left before", 0, -1, -1 },
	{ "left before in buy-back range", 4, { 10, 20, 90, 40 }, 2,
	  OVER_NOT, 2, KL_ERULE, KL_LEAVE_GONE, "left before", 0, -1, -1 },
	{ "seat -1", 3, { 10, 20, 30 }, -1, OVER_NOT, -1, KL_ERULE,
	  KL_LEAVE_NO_SEAT, "no such player", 0, -1, -1 },
	{ "seat n", 3, { 10, 20, 30 }, -1, OVER_NOT, 3, KL_ERULE,
	  KL_LEAVE_NO_SEAT, "no such player", 0, -1, -1 },
	{ "seat KL_PLAYERS_MAX", 6, { 10, 20, 30, 40, 50, 60 }, -1,
	  OVER_NOT, KL_PLAYERS_MAX, KL_ERULE, KL_LEAVE_NO_SEAT,
	  "no such player", 0, -1, -1 },
	{ "over: won in a game", 3, { 10, 20, 30 }, -1, OVER_FINISHED, 0,
	  KL_ERULE, KL_LEAVE_OVER, "the rubber is over", 0, -1, -1 },
	{ "over: abandoned", 3, { 10, 20, 30 }, -1, OVER_ABANDONED, 1,
	  KL_ERULE, KL_LEAVE_OVER, "the rubber is over", 0, -1, -1 },
	{ "over: the last but one left", 2, { 10, 20 }, 1, OVER_NOT, 0,
	  KL_ERULE, KL_LEAVE_OVER, "the rubber is over", 0, -1, -1 },
	{ "over comes before left before", 2, { 10, 20 }, 1, OVER_NOT, 1,
	  KL_ERULE, KL_LEAVE_OVER, "the rubber is over", 0, -1, -1 },
	{ "over comes before no such seat", 3, { 10, 20, 30 }, -1,
	  OVER_ABANDONED, 5, KL_ERULE, KL_LEAVE_OVER, "the rubber is over",
	  0, -1, -1 },
};

/* After seat left a rubber still in play: he can neither declare, nor
 * buy back, nor leave again, and the next game passes him by. */
static void
assert_gone(kl_rubber *r, int seat)
{
	kl_rubber before = *r;
	kl_event_result res;
	kl_error err;
	int dw[KL_PLAYERS_MAX], s, i;

	for (s = 0; s < KL_PLAYERS_MAX; s++)
		dw[s] = 0;
	assert_int_equal(kl_rubber_game(r, seat, 0, dw, NULL, &err),
	                 KL_ERULE);
	assert_contains(err.msg, "the declarer is out of the rubber");
	assert_int_equal(kl_rubber_game(r, seat, 1, dw, NULL, &err),
	                 KL_ERULE);
	assert_int_equal(kl_rubber_buyback_refusal(r, seat), KL_BUYBACK_OUT);
	assert_int_equal(kl_rubber_buyback(r, seat, NULL, &err), KL_ERULE);
	assert_contains(err.msg, "out of the rubber");
	assert_int_equal(kl_rubber_leave(r, seat, NULL, &err), KL_ERULE);
	assert_contains(err.msg, "left before");
	assert_memory_equal(r, &before, sizeof(*r));

	/* the dealer knocks with 0, everybody in play has 0; the leaver's
	 * hand is missing */
	dw[seat] = -1;
	play(r, before.dealer, 0, dw, &res);
	assert_int_equal(res.dealer, before.dealer);
	assert_int_equal(res.points[seat], -1);
	assert_false(res.newly_out[seat]);
	assert_int_equal(r->seat[seat].score, before.seat[seat].score);
	assert_int_equal(r->seat[seat].chips, before.seat[seat].chips);
	assert_int_equal(r->seat[seat].out_game, before.seat[seat].out_game);
	assert_true(r->seat[seat].left);
	for (i = 0; i < res.ntransfers; i++) {
		assert_int_not_equal(res.transfers[i].from, seat);
		assert_int_not_equal(res.transfers[i].to, seat);
	}
	/* knock money from each other seat in play */
	assert_int_equal(net_of(&res, before.dealer),
	                 kl_rubber_players_in_play(&before) - 1);
	assert_int_not_equal(r->dealer, seat);
	assert_true(kl_rubber_in_play(r, r->dealer));
}

static void
test_leave_cases(void **state)
{
	size_t i;
	int s;

	(void)state;
	for (i = 0; i < sizeof(leave_cases) / sizeof(leave_cases[0]); i++) {
		const struct leave_case *c = &leave_cases[i];
		kl_rubber r, before;
		kl_event_result res;
		kl_error err;
		const kl_seat_state *p;
		int rc;

		setup_case(&r, c->n, c->totals, c->gone, c->over);
		before = r;
		if (kl_rubber_leave_refusal(&r, c->seat) != c->refusal)
			fail_msg("%s: refusal %d, not %d", c->what,
			         kl_rubber_leave_refusal(&r, c->seat),
			         c->refusal);
		kl_error_clear(&err);
		rc = kl_rubber_leave(&r, c->seat, &res, &err);
		if (rc != c->rc)
			fail_msg("%s: leave gave %d, not %d (%s)", c->what, rc,
			         c->rc, err.msg);
		if (rc != KL_OK) {
			assert_contains(err.msg, c->why);
			assert_memory_equal(&r, &before, sizeof(r));
			continue;
		}
		assert_int_equal(kl_rubber_check(&r, &err), KL_OK);

		/* the leaver: out and gone, with his total and his chips */
		p = &r.seat[c->seat];
		assert_true(p->out);
		assert_true(p->left);
		assert_int_equal(p->out_game, before.games);
		assert_int_equal(p->score, before.seat[c->seat].score);
		assert_int_equal(p->chips, before.seat[c->seat].chips);
		assert_int_equal(p->paid_in, before.seat[c->seat].paid_in);
		assert_int_equal(p->bought_back,
		                 before.seat[c->seat].bought_back);
		assert_false(kl_rubber_in_play(&r, c->seat));
		/* nobody else changes but the winner's chips */
		for (s = 0; s < KL_PLAYERS_MAX; s++) {
			kl_seat_state want = before.seat[s];
			if (s == c->seat)
				continue;
			if (c->ends && s == c->winner)
				want.chips += before.pot;
			assert_memory_equal(&r.seat[s], &want, sizeof(want));
			assert_false(res.newly_out[s]);
		}
		assert_false(res.newly_out[c->seat]);
		assert_memory_equal(&r.rules, &before.rules, sizeof(r.rules));
		assert_int_equal(r.games, before.games);
		assert_int_equal(res.dealer, before.dealer);
		for (s = 0; s < KL_PLAYERS_MAX; s++)
			assert_int_equal(res.points[s], -1);
		if (res.ended != c->ends)
			fail_msg("%s: ended %d, not %d", c->what, res.ended,
			         c->ends);
		if (!c->ends) {
			assert_int_equal(r.phase, KL_RUBBER_IN_PLAY);
			assert_int_equal(res.ntransfers, 0);
			assert_int_equal(r.pot, before.pot);
			assert_int_equal(r.nwinners, 0);
			assert_int_equal(kl_rubber_players_in_play(&r) + 1,
			                 kl_rubber_players_in_play(&before));
			if (r.dealer != c->dealer)
				fail_msg("%s: seat %d deals next, not %d",
				         c->what, r.dealer, c->dealer);
			if (c->seat != before.dealer)
				assert_int_equal(r.dealer, before.dealer);
			assert_gone(&r, c->seat);
			continue;
		}
		/* the one left in play wins the whole pot */
		assert_int_equal(r.phase, KL_RUBBER_FINISHED);
		assert_int_equal(r.dealer, -1);
		assert_int_equal(r.pot, 0);
		assert_int_equal(r.nwinners, 1);
		assert_int_equal(r.winners[0], c->winner);
		assert_true(before.pot > 0);
		assert_int_equal(res.ntransfers, 1);
		assert_int_equal(res.transfers[0].from, KL_POT);
		assert_int_equal(res.transfers[0].to, c->winner);
		assert_int_equal(res.transfers[0].amount, before.pot);
		assert_int_equal(res.transfers[0].reason, KL_XFER_POT);
		assert_int_equal(net_of(&res, KL_POT), -before.pot);
		assert_int_equal(kl_rubber_players_in_play(&r), 1);
		/* and nothing more happens */
		before = r;
		assert_int_equal(kl_rubber_game(&r, c->winner, 0,
		                 DW(0, 0, 0, 0, 0, 0), NULL, &err), KL_ERULE);
		assert_contains(err.msg, "the rubber is over");
		assert_int_equal(kl_rubber_leave(&r, c->winner, NULL, &err),
		                 KL_ERULE);
		assert_contains(err.msg, "the rubber is over");
		assert_memory_equal(&r, &before, sizeof(r));
	}
}

/* A leaver never wins, not even with the lowest total: the last two in
 * play cross out_at together, the lower of them takes the pot. */
static void
test_leaver_never_wins(void **state)
{
	kl_rules ru = viennese();
	kl_rubber r;
	kl_event_result res;
	int chips0;

	(void)state;
	start(&r, &ru, 3);
	reach(&r, (const int[]){ 10, 97, 99 });
	leave(&r, 0, &res);
	assert_int_equal(res.ntransfers, 0);
	chips0 = r.seat[0].chips;
	play(&r, 1, 0, DW(-1, 4, 5), &res); /* 101 and 104 */
	assert_true(res.ended);
	assert_false(res.newly_out[0]);
	assert_true(res.newly_out[1] && res.newly_out[2]);
	assert_int_equal(r.nwinners, 1);
	assert_int_equal(r.winners[0], 1);
	assert_int_equal(net_of(&res, 0), 0);
	assert_int_equal(r.seat[0].chips, chips0);
	assert_int_equal(r.seat[0].score, 10);
	assert_int_equal(net_of(&res, 1), 1 + 15);
}

/* ------------------------------------------------------------------ */
/* changing a house rule                                                */

/* Change rule name of r to value; it must be taken. */
static void
change(kl_rubber *r, const char *name, int value)
{
	kl_error err;
	int setting = kl_rules_find(name);

	if (setting < 0)
		fail_msg("no rule %s", name);
	kl_error_clear(&err);
	if (kl_rubber_change(r, setting, value, NULL, &err) != KL_OK)
		fail_msg("rule %s = %d refused: %s", name, value, err.msg);
	if (kl_rubber_check(r, &err) != KL_OK)
		fail_msg("after a change of %s: %s", name, err.msg);
}

/* For struct change_case.index: stands for kl_rules_nsettings, which is
 * no constant. */
#define PAST_LAST_RULE 1000

struct change_case {
	const char *what;
	int n;
	int totals[KL_PLAYERS_MAX]; /* reached with reach(): 101 is out */
	int over;                   /* OVER_*: how the rubber ended before */
	const char *name;           /* the rule, or NULL: index below */
	int index;                  /* with name NULL: -1, PAST_LAST_RULE */
	int value;
	int rc;                     /* KL_OK or KL_ERULE */
	int refusal;                /* enum kl_change_refusal */
	int seat;                   /* KL_CHANGE_PUTS_OUT: the seat named */
	const char *why;            /* the refusal's text */
};

static const struct change_case change_cases[] = {
	{ "knock_limit up", 3, { 10, 20, 30 }, OVER_NOT, "knock_limit", 0,
	  6, KL_OK, KL_CHANGE_OK, -1, NULL },
	{ "knock_limit down", 3, { 10, 20, 30 }, OVER_NOT, "knock_limit",
	  0, 2, KL_OK, KL_CHANGE_OK, -1, NULL },
	{ "knock_limit 0", 3, { 10, 20, 30 }, OVER_NOT, "knock_limit", 0,
	  0, KL_OK, KL_CHANGE_OK, -1, NULL },
	{ "knock_limit at its maximum", 3, { 10, 20, 30 }, OVER_NOT,
	  "knock_limit", 0, 30, KL_OK, KL_CHANGE_OK, -1, NULL },
	{ "knock_limit over its range", 3, { 10, 20, 30 }, OVER_NOT,
	  "knock_limit", 0, 31, KL_ERULE, KL_CHANGE_CLASH, -1,
	  "rule knock_limit cannot be 31 with the other rules" },
	{ "knock_limit negative", 3, { 10, 20, 30 }, OVER_NOT,
	  "knock_limit", 0, -1, KL_ERULE, KL_CHANGE_CLASH, -1,
	  "rule knock_limit cannot be -1" },
	{ "knock_limit as it is", 3, { 10, 20, 30 }, OVER_NOT,
	  "knock_limit", 0, 4, KL_ERULE, KL_CHANGE_SAME, -1,
	  "rule knock_limit is 4 already" },
	{ "out_at up", 3, { 10, 20, 30 }, OVER_NOT, "out_at", 0, 150,
	  KL_OK, KL_CHANGE_OK, -1, NULL },
	{ "out_at to its maximum", 3, { 10, 20, 30 }, OVER_NOT, "out_at", 0,
	  10000, KL_OK, KL_CHANGE_OK, -1, NULL },
	{ "out_at over its range", 3, { 10, 20, 30 }, OVER_NOT, "out_at", 0,
	  10001, KL_ERULE, KL_CHANGE_CLASH, -1,
	  "rule out_at cannot be 10001 with the other rules" },
	{ "out_at down, just over buyback_over", 3, { 10, 20, 30 },
	  OVER_NOT, "out_at", 0, 82, KL_OK, KL_CHANGE_OK, -1, NULL },
	{ "out_at down to buyback_over", 3, { 10, 20, 30 }, OVER_NOT,
	  "out_at", 0, 81, KL_ERULE, KL_CHANGE_CLASH, -1,
	  "rule out_at cannot be 81 with the other rules" },
	{ "out_at below buyback_over", 3, { 10, 20, 30 }, OVER_NOT,
	  "out_at", 0, 50, KL_ERULE, KL_CHANGE_CLASH, -1,
	  "rule out_at cannot be 50 with the other rules" },
	{ "out_at as it is", 3, { 10, 20, 30 }, OVER_NOT, "out_at", 0, 101,
	  KL_ERULE, KL_CHANGE_SAME, -1, "rule out_at is 101 already" },
	{ "out_at at a total in play", 3, { 10, 95, 30 }, OVER_NOT,
	  "out_at", 0, 95, KL_ERULE, KL_CHANGE_PUTS_OUT, 1,
	  "rule out_at cannot be 95 while seat 2 is in play with 95 "
	  "points" },
	{ "out_at just over a total in play", 3, { 10, 95, 30 }, OVER_NOT,
	  "out_at", 0, 96, KL_OK, KL_CHANGE_OK, -1, NULL },
	{ "out_at below totals in play: the highest is named", 4,
	  { 85, 10, 99, 88 }, OVER_NOT, "out_at", 0, 84, KL_ERULE,
	  KL_CHANGE_PUTS_OUT, 2,
	  "rule out_at cannot be 84 while seat 3 is in play with 99 "
	  "points" },
	{ "out_at: a player out does not count", 3, { 95, 90, 120 },
	  OVER_NOT, "out_at", 0, 90, KL_ERULE, KL_CHANGE_PUTS_OUT, 0,
	  "while seat 1 is in play with 95 points" },
	{ "out_at below the total of a player out", 3, { 10, 20, 120 },
	  OVER_NOT, "out_at", 0, 90, KL_OK, KL_CHANGE_OK, -1, NULL },
	{ "out_at raised over a player out", 3, { 10, 20, 120 }, OVER_NOT,
	  "out_at", 0, 150, KL_OK, KL_CHANGE_OK, -1, NULL },
	{ "buyback_over down", 3, { 10, 20, 30 }, OVER_NOT, "buyback_over",
	  0, 50, KL_OK, KL_CHANGE_OK, -1, NULL },
	{ "buyback_over just below out_at", 3, { 10, 20, 30 }, OVER_NOT,
	  "buyback_over", 0, 100, KL_OK, KL_CHANGE_OK, -1, NULL },
	{ "buyback_over at out_at", 3, { 10, 20, 30 }, OVER_NOT,
	  "buyback_over", 0, 101, KL_ERULE, KL_CHANGE_CLASH, -1,
	  "rule buyback_over cannot be 101 with the other rules" },
	{ "buyback_over as it is", 3, { 10, 20, 30 }, OVER_NOT,
	  "buyback_over", 0, 81, KL_ERULE, KL_CHANGE_SAME, -1,
	  "rule buyback_over is 81 already" },
	{ "ante", 3, { 10, 20, 30 }, OVER_NOT, "ante", 0, 6, KL_ERULE,
	  KL_CHANGE_AT_START, -1,
	  "rule ante acts only when a rubber starts" },
	{ "ante, even as it is", 3, { 10, 20, 30 }, OVER_NOT, "ante", 0, 5,
	  KL_ERULE, KL_CHANGE_AT_START, -1, "rule ante acts only" },
	{ "next_dealer winner", 3, { 10, 20, 30 }, OVER_NOT, "next_dealer",
	  0, KL_DEAL_WINNER, KL_OK, KL_CHANGE_OK, -1, NULL },
	{ "next_dealer as it is", 3, { 10, 20, 30 }, OVER_NOT,
	  "next_dealer", 0, KL_DEAL_LEFT, KL_ERULE, KL_CHANGE_SAME, -1,
	  "rule next_dealer is 0 already" },
	{ "next_dealer out of range", 3, { 10, 20, 30 }, OVER_NOT,
	  "next_dealer", 0, 2, KL_ERULE, KL_CHANGE_CLASH, -1,
	  "rule next_dealer cannot be 2" },
	{ "knock_money", 3, { 10, 20, 30 }, OVER_NOT, "knock_money", 0, 3,
	  KL_OK, KL_CHANGE_OK, -1, NULL },
	{ "rummy_money same, as it is", 3, { 10, 20, 30 }, OVER_NOT,
	  "rummy_money", 0, KL_RUMMY_MONEY_SAME, KL_ERULE, KL_CHANGE_SAME,
	  -1, "rule rummy_money is -1 already" },
	{ "rummy_money", 3, { 10, 20, 30 }, OVER_NOT, "rummy_money", 0, 0,
	  KL_OK, KL_CHANGE_OK, -1, NULL },
	{ "rummy_doubles", 3, { 10, 20, 30 }, OVER_NOT, "rummy_doubles", 0,
	  1, KL_OK, KL_CHANGE_OK, -1, NULL },
	{ "undercut_penalty", 3, { 10, 20, 30 }, OVER_NOT,
	  "undercut_penalty", 0, 10, KL_OK, KL_CHANGE_OK, -1, NULL },
	{ "buyback_cost", 3, { 10, 20, 30 }, OVER_NOT, "buyback_cost", 0, 0,
	  KL_OK, KL_CHANGE_OK, -1, NULL },
	{ "first_dealer", 3, { 10, 20, 30 }, OVER_NOT, "first_dealer", 0,
	  KL_FIRST_SAME, KL_OK, KL_CHANGE_OK, -1, NULL },
	{ "a rule of the hands", 3, { 10, 20, 30 }, OVER_NOT, "ace_low", 0,
	  0, KL_OK, KL_CHANGE_OK, -1, NULL },
	{ "six players", 6, { 10, 20, 30, 40, 50, 60 }, OVER_NOT,
	  "knock_limit", 0, 10, KL_OK, KL_CHANGE_OK, -1, NULL },
	{ "no rule -1", 3, { 10, 20, 30 }, OVER_NOT, NULL, -1, 1, KL_ERULE,
	  KL_CHANGE_NO_RULE, -1, "there is no rule -1" },
	{ "no rule past the last", 3, { 10, 20, 30 }, OVER_NOT, NULL,
	  PAST_LAST_RULE, 1, KL_ERULE, KL_CHANGE_NO_RULE, -1,
	  "there is no rule " },
	{ "over: won in a game", 3, { 10, 20, 30 }, OVER_FINISHED,
	  "knock_limit", 0, 6, KL_ERULE, KL_CHANGE_OVER, -1,
	  "the rubber is over" },
	{ "over: abandoned", 3, { 10, 20, 30 }, OVER_ABANDONED, "out_at", 0,
	  150, KL_ERULE, KL_CHANGE_OVER, -1, "the rubber is over" },
	{ "over comes before the ante", 3, { 10, 20, 30 }, OVER_ABANDONED,
	  "ante", 0, 6, KL_ERULE, KL_CHANGE_OVER, -1, "the rubber is over" },
	{ "over comes before no such rule", 3, { 10, 20, 30 }, OVER_FINISHED,
	  NULL, -1, 6, KL_ERULE, KL_CHANGE_OVER, -1, "the rubber is over" },
};

/*
 * A change decides the next event: from totals 10, 20, 30 of three
 * players (seat 2 deals next), the rule takes value and then the event
 * (a game, or a buy-back of seat 2) comes out as the case says; on the
 * same rubber without the change it comes out otherwise.
 */
struct change_effect {
	const char *what;
	const char *name;
	int value;
	int buyback;                /* 1: seat 2 buys back; 0: a game */
	int decl, rummy;
	int dw[KL_PLAYERS_MAX];
	int rc, rc_unchanged;       /* with the change, and without it */
	const char *why;            /* the refusal with the change */
	int want[KL_PLAYERS_MAX];   /* totals after it, with the change */
	int out2;                   /* seat 2 is out after it */
	int dealer;                 /* who deals after it */
};

static const struct change_effect change_effects[] = {
	{ "knock_limit 4 -> 6: a knock with 6 stands", "knock_limit", 6, 0,
	  0, 0, { 6, 10, 10 }, KL_OK, KL_ERULE, NULL, { 16, 30, 40 }, 0, 0 },
	{ "knock_limit 4 -> 2: a knock with 3 is refused", "knock_limit", 2,
	  0, 0, 0, { 3, 10, 10 }, KL_ERULE, KL_OK,
	  "a knock needs deadwood 2 or less, not 3", { 0 }, 0, 0 },
	{ "knock_limit 4 -> 0: a knock with 1 is refused", "knock_limit", 0,
	  0, 0, 0, { 1, 10, 10 }, KL_ERULE, KL_OK,
	  "a knock needs deadwood 0 or less, not 1", { 0 }, 0, 0 },
	{ "out_at 101 -> 150: 120 stays in play", "out_at", 150, 0, 0, 0,
	  { 0, 0, 90 }, KL_OK, KL_OK, NULL, { 10, 20, 120 }, 0, 0 },
	{ "out_at 101 -> 85: 86 is out", "out_at", 85, 0, 0, 0,
	  { 0, 0, 56 }, KL_OK, KL_OK, NULL, { 10, 20, 86 }, 1, 0 },
	{ "buyback_over 81 -> 25: 30 may buy back", "buyback_over", 25, 1,
	  0, 0, { 0 }, KL_OK, KL_ERULE, NULL, { 10, 20, 20 }, 0, 2 },
	{ "next_dealer left -> winner", "next_dealer", KL_DEAL_WINNER, 0, 1,
	  0, { 5, 0, 5 }, KL_OK, KL_OK, NULL, { 15, 20, 35 }, 0, 1 },
	{ "rummy_doubles on", "rummy_doubles", 1, 0, 0, 1, { 0, 5, 5 },
	  KL_OK, KL_OK, NULL, { 10, 30, 40 }, 0, 0 },
	{ "undercut_penalty 10", "undercut_penalty", 10, 0, 0, 0,
	  { 4, 2, 10 }, KL_OK, KL_OK, NULL, { 24, 22, 40 }, 0, 0 },
	{ "knock_money 1 -> 3", "knock_money", 3, 0, 0, 0, { 0, 5, 5 },
	  KL_OK, KL_OK, NULL, { 10, 25, 35 }, 0, 0 },
	{ "rummy_money same -> 0", "rummy_money", 0, 0, 0, 1, { 0, 5, 5 },
	  KL_OK, KL_OK, NULL, { 10, 25, 35 }, 0, 0 },
};

/* The event of effect case c on r. */
static int
effect_event(kl_rubber *r, const struct change_effect *c, kl_error *err)
{
	if (c->buyback)
		return kl_rubber_buyback(r, 2, NULL, err);
	return kl_rubber_game(r, c->decl, c->rummy, c->dw, NULL, err);
}

static void
test_change_cases(void **state)
{
	size_t i;
	int s;

	(void)state;
	for (i = 0; i < sizeof(change_cases) / sizeof(change_cases[0]); i++) {
		const struct change_case *c = &change_cases[i];
		kl_rubber r, before, want;
		kl_event_result res;
		kl_error err;
		int index, rc, seat = -1, old;

		setup_case(&r, c->n, c->totals, -1, c->over);
		index = c->name != NULL ? kl_rules_find(c->name) :
		        c->index == PAST_LAST_RULE ? (int)kl_rules_nsettings :
		        c->index;
		if (c->name != NULL && index < 0)
			fail_msg("%s: no rule %s", c->what, c->name);
		before = r;
		rc = kl_rubber_change_refusal(&r, index, c->value, &seat);
		if (rc != c->refusal)
			fail_msg("%s: refusal %d, not %d", c->what, rc,
			         c->refusal);
		assert_int_equal(kl_rubber_change_refusal(&r, index, c->value,
		                                          NULL), c->refusal);
		if (c->refusal == KL_CHANGE_PUTS_OUT && seat != c->seat)
			fail_msg("%s: names seat %d, not %d", c->what, seat,
			         c->seat);
		kl_error_clear(&err);
		rc = kl_rubber_change(&r, index, c->value, &res, &err);
		if (rc != c->rc)
			fail_msg("%s: change gave %d, not %d (%s)", c->what, rc,
			         c->rc, err.msg);
		if (rc != KL_OK) {
			assert_contains(err.msg, c->why);
			assert_memory_equal(&r, &before, sizeof(r));
			continue;
		}
		/* the rule takes the value; nothing else changes */
		assert_int_equal(kl_rules_get(&r.rules,
		                              &kl_rules_settings[index]),
		                 c->value);
		want = before;
		kl_rules_put(&want.rules, &kl_rules_settings[index], c->value);
		assert_memory_equal(&r, &want, sizeof(r));
		assert_int_equal(kl_rubber_check(&r, &err), KL_OK);
		assert_int_equal(res.ntransfers, 0);
		assert_false(res.ended);
		assert_int_equal(res.dealer, before.dealer);
		for (s = 0; s < KL_PLAYERS_MAX; s++) {
			assert_int_equal(res.points[s], -1);
			assert_false(res.newly_out[s]);
		}
		/* now the same again is refused, and the old value comes
		 * back to the rubber as it was */
		assert_int_equal(kl_rubber_change(&r, index, c->value, NULL,
		                                  &err), KL_ERULE);
		assert_contains(err.msg, "already");
		old = kl_rules_get(&before.rules, &kl_rules_settings[index]);
		assert_int_equal(kl_rubber_change(&r, index, old, NULL, &err),
		                 KL_OK);
		assert_memory_equal(&r, &before, sizeof(r));
	}

	for (i = 0; i < sizeof(change_effects) / sizeof(change_effects[0]);
	     i++) {
		const struct change_effect *c = &change_effects[i];
		kl_rubber r, changed, same;
		kl_error err;
		int rc;

		setup_case(&r, 3, (const int[]){ 10, 20, 30 }, -1, OVER_NOT);
		assert_int_equal(r.dealer, 2);
		same = r;
		change(&r, c->name, c->value);
		changed = r;
		kl_error_clear(&err);
		rc = effect_event(&r, c, &err);
		if (rc != c->rc)
			fail_msg("%s: gave %d, not %d (%s)", c->what, rc, c->rc,
			         err.msg);
		if (effect_event(&same, c, &err) != c->rc_unchanged)
			fail_msg("%s: without the change not %d", c->what,
			         c->rc_unchanged);
		if (rc != KL_OK) {
			assert_contains(err.msg, c->why);
			assert_memory_equal(&r, &changed, sizeof(r));
			continue;
		}
		assert_int_equal(kl_rubber_check(&r, &err), KL_OK);
		assert_scores(&r, c->want);
		assert_int_equal(r.seat[2].out, c->out2);
		if (c->out2)
			assert_int_equal(r.seat[2].out_limit, c->value);
		if (r.dealer != c->dealer)
			fail_msg("%s: seat %d deals next, not %d", c->what,
			         r.dealer, c->dealer);
		if (c->rc_unchanged == KL_OK) {
			/* without the change the event came out otherwise */
			same.rules = r.rules;
			if (memcmp(&same, &r, sizeof(r)) == 0)
				fail_msg("%s: the change made no difference",
				         c->what);
		}
	}
}

static void
test_change_keeps_out(void **state)
{
	kl_rules ru = viennese();
	kl_rubber r, before, bad;
	kl_event_result res;
	kl_error err;

	(void)state;
	/* out under out_at 85, and still out once it is 101 again */
	start(&r, &ru, 3);
	reach(&r, (const int[]){ 10, 20, 80 });
	change(&r, "out_at", 85);
	play(&r, 0, 0, DW(0, 0, 6), &res);
	assert_true(res.newly_out[2]);
	assert_int_equal(r.seat[2].score, 86);
	assert_int_equal(r.seat[2].out_limit, 85);
	assert_int_equal(r.seat[2].out_game, r.games);
	change(&r, "out_at", 101);
	assert_true(r.seat[2].out);
	assert_false(r.seat[2].left);
	assert_int_equal(r.seat[2].out_limit, 85);
	assert_int_equal(kl_rubber_check(&r, &err), KL_OK);
	assert_false(kl_rubber_in_play(&r, 2));
	before = r;
	assert_int_equal(kl_rubber_buyback(&r, 2, NULL, &err), KL_ERULE);
	assert_contains(err.msg, "out of the rubber with 86 points");
	assert_int_equal(kl_rubber_game(&r, 2, 0, DW(0, 0, 0), NULL, &err),
	                 KL_ERULE);
	assert_contains(err.msg, "the declarer is out");
	assert_int_equal(kl_rubber_leave(&r, 2, NULL, &err), KL_ERULE);
	assert_contains(err.msg, "out of the rubber");
	assert_memory_equal(&r, &before, sizeof(r));
	/* the checker goes by the out_at that put him out */
	bad = r;
	bad.seat[2].out_limit = 101;
	assert_int_equal(kl_rubber_check(&bad, &err), KL_ESTORE);
	assert_contains(err.msg, "seat 2 is out with 86 points");
	/* and the game passes him by; the others go on to 101 */
	play(&r, 1, 0, DW(90, 0, -1), &res);
	assert_int_equal(res.points[2], -1);
	assert_false(r.seat[0].out);
	play(&r, 1, 0, DW(1, 0, -1), &res);
	assert_true(res.newly_out[0]);
	assert_int_equal(r.seat[0].out_limit, 101);
	assert_true(res.ended);
	assert_int_equal(r.winners[0], 1);

	/* a leaver is not in play: out_at may drop to his total */
	start(&r, &ru, 3);
	reach(&r, (const int[]){ 10, 20, 95 });
	leave(&r, 2, NULL);
	assert_int_equal(kl_rubber_change_refusal(&r, kl_rules_find("out_at"),
	                                          90, NULL), KL_CHANGE_OK);
	change(&r, "out_at", 90);
	assert_int_equal(r.seat[2].score, 95);
	assert_int_equal(kl_rubber_check(&r, &err), KL_OK);

	/* rules that clash only together */
	start(&r, &ru, 3);
	change(&r, "ace_low", 0);
	before = r;
	assert_int_equal(kl_rubber_change_refusal(&r,
	                 kl_rules_find("ace_high"), 0, NULL), KL_CHANGE_CLASH);
	assert_int_equal(kl_rubber_change(&r, kl_rules_find("ace_high"), 0,
	                                  NULL, &err), KL_ERULE);
	assert_contains(err.msg, "rule ace_high cannot be 0 with the other "
	                "rules");
	assert_memory_equal(&r, &before, sizeof(r));
	change(&r, "buyback_over", 40);
	change(&r, "out_at", 50);
	assert_int_equal(kl_rubber_change(&r, kl_rules_find("buyback_over"),
	                                  50, NULL, &err), KL_ERULE);
	assert_contains(err.msg, "rule buyback_over cannot be 50");
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
		assert_int_equal(a->seat[s].left, b->seat[s].left);
		assert_int_equal(a->seat[s].out_limit, b->seat[s].out_limit);
	}
	assert_memory_equal(&a->rules, &b->rules, sizeof(a->rules));
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

static kl_event
ev_rules(const char *name, int value)
{
	kl_event e = ev_other(KL_EVENT_RULES, 0);

	e.setting = kl_rules_find(name);
	if (e.setting < 0)
		fail_msg("no rule %s", name);
	e.value = value;
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

/* Leaves and rule changes among the games replay to the same rubber,
 * one step at a time; the games after a change need it. */
static void
test_replay_leave_and_rules(void **state)
{
	kl_rules ru = viennese();
	kl_event ev[12];
	kl_rubber step, again;
	kl_event_result res;
	kl_error err;
	int n = 0, k;

	(void)state;
	ev[n++] = ev_game(0, 0, DW(2, 30, 40, 50, -1, -1));
	ev[n++] = ev_rules("knock_limit", 6);
	ev[n++] = ev_game(1, 0, DW(10, 6, 20, 30, -1, -1));  /* 12 36 60 80 */
	ev[n++] = ev_other(KL_EVENT_LEAVE, 2);          /* the dealer */
	ev[n++] = ev_rules("out_at", 150);
	ev[n++] = ev_game(3, 0, DW(5, 70, -1, 4, -1, -1));   /* 17 106 - 84 */
	ev[n++] = ev_other(KL_EVENT_BUYBACK, 1);        /* 106 -> 84 */
	ev[n++] = ev_rules("buyback_over", 100);
	ev[n++] = ev_rules("next_dealer", KL_DEAL_WINNER);
	ev[n++] = ev_game(0, 1, DW(0, 20, 50, 70, -1, -1)); /* 17 104 - 154 */
	ev[n++] = ev_other(KL_EVENT_LEAVE, 1);          /* seat 0 wins */

	start(&step, &ru, 4);
	for (k = 0; k <= n; k++) {
		if (k > 0) {
			kl_error_clear(&err);
			if (kl_rubber_apply(&step, &ev[k - 1], &res, &err) !=
			    KL_OK)
				fail_msg("event %d: %s", k, err.msg);
			assert_int_equal(kl_rubber_check(&step, &err), KL_OK);
		}
		if (kl_rubber_replay(&again, &ru, 4, ev, k, &err) != KL_OK)
			fail_msg("replay of %d events: %s", k, err.msg);
		assert_same_rubber(&step, &again);
		if (k == 4)
			assert_int_equal(step.dealer, 3);
		if (k == 10)
			assert_int_equal(step.dealer, 0);
	}
	assert_true(res.ended);
	assert_int_equal(net_of(&res, 0), 4 * 5 + 5);
	assert_int_equal(step.phase, KL_RUBBER_FINISHED);
	assert_int_equal(step.nwinners, 1);
	assert_int_equal(step.winners[0], 0);
	assert_scores(&step, (const int[]){ 17, 104, 60, 154 });
	assert_true(step.seat[1].left && step.seat[2].left);
	assert_false(step.seat[3].left);
	assert_true(step.seat[3].out);
	assert_int_equal(step.seat[3].out_limit, 150);
	assert_int_equal(step.seat[2].out_game, 2);
	assert_int_equal(step.seat[1].out_game, 4);
	assert_int_equal(step.rules.knock_limit, 6);
	assert_int_equal(step.rules.out_at, 150);
	assert_int_equal(step.rules.buyback_over, 100);
	assert_int_equal(step.rules.next_dealer, KL_DEAL_WINNER);

	/* without the first change the knock with 6 does not stand */
	ev[1] = ev[0];
	assert_int_equal(kl_rubber_replay(&again, &ru, 4, ev + 1, 2, &err),
	                 KL_ERULE);
	assert_contains(err.msg, "event 2: a knock needs deadwood 4 or less, "
	                "not 6");
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

	ev[1] = ev_other(KL_EVENT_LEAVE, 3);
	assert_int_equal(kl_rubber_replay(&r, &ru, 3, ev, 2, &err), KL_ERULE);
	assert_contains(err.msg, "event 2: no such player");

	ev[1] = ev_other(KL_EVENT_LEAVE, 1);
	ev[2] = ev_game(1, 0, DW(2, 3, 30));
	assert_int_equal(kl_rubber_replay(&r, &ru, 3, ev, 3, &err), KL_ERULE);
	assert_contains(err.msg, "event 3: the declarer is out of the rubber");
	ev[2] = ev_other(KL_EVENT_LEAVE, 1);
	assert_int_equal(kl_rubber_replay(&r, &ru, 3, ev, 3, &err), KL_ERULE);
	assert_contains(err.msg, "event 3: the player left before");

	ev[1] = ev_rules("ante", 6);
	assert_int_equal(kl_rubber_replay(&r, &ru, 3, ev, 2, &err), KL_ERULE);
	assert_contains(err.msg, "event 2: rule ante acts only when a rubber "
	                "starts");
	ev[1] = ev_rules("out_at", 35);
	assert_int_equal(kl_rubber_replay(&r, &ru, 3, ev, 2, &err), KL_ERULE);
	assert_contains(err.msg, "event 2: rule out_at cannot be 35 with the "
	                "other rules");
	ev[1] = ev_rules("buyback_over", 30);
	ev[2] = ev_rules("out_at", 35);
	assert_int_equal(kl_rubber_replay(&r, &ru, 3, ev, 3, &err), KL_ERULE);
	assert_contains(err.msg, "event 3: rule out_at cannot be 35 while "
	                "seat 2 is in play with 40 points");
	ev[1] = ev_other(KL_EVENT_RULES, 0);
	ev[1].setting = -1;
	assert_int_equal(kl_rubber_replay(&r, &ru, 3, ev, 2, &err), KL_ERULE);
	assert_contains(err.msg, "event 2: there is no rule -1");

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
	int left[KL_PLAYERS_MAX];   /* left the rubber */
	int gone_at[KL_PLAYERS_MAX];/* games played when he went out */
	int limit[KL_PLAYERS_MAX];  /* out_at when points put him out */
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
		if (played[s] && m->score[s] >= m->ru.out_at) {
			m->out[s] = 1;
			m->gone_at[s] = m->games;
			m->limit[s] = m->ru.out_at;
		}
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

/* Returns the refusal (enum kl_leave_refusal); KL_LEAVE_OK when the
 * seat left. */
static int
model_leave(model *m, int seat)
{
	int s, in_play = 0, last = -1;

	if (m->phase != KL_RUBBER_IN_PLAY)
		return KL_LEAVE_OVER;
	if (seat < 0 || seat >= m->n)
		return KL_LEAVE_NO_SEAT;
	if (m->left[seat])
		return KL_LEAVE_GONE;
	if (m->out[seat])
		return KL_LEAVE_OUT;
	m->out[seat] = 1;
	m->left[seat] = 1;
	m->gone_at[seat] = m->games;
	for (s = 0; s < m->n; s++)
		if (!m->out[s]) {
			in_play++;
			last = s;
		}
	if (in_play == 1) {
		/* the one still in play takes the whole pot */
		m->win[m->nwin++] = last;
		m->chips[last] += m->pot;
		m->pot = 0;
		m->phase = KL_RUBBER_FINISHED;
		m->dealer = -1;
	} else if (m->dealer == seat) {
		m->dealer = model_left_of(m, seat);
	}
	return KL_LEAVE_OK;
}

/* The field of rules ru called name, with its range; NULL for a rule
 * the model does not know. */
static int *
model_rule(kl_rules *ru, const char *name, int *lo, int *hi)
{
	*lo = 0;
	*hi = 1000;
	if (!strcmp(name, "knock_limit")) {
		*hi = 30;
		return &ru->knock_limit;
	}
	if (!strcmp(name, "out_at")) {
		*lo = 2;
		*hi = 10000;
		return &ru->out_at;
	}
	if (!strcmp(name, "buyback_over")) {
		*hi = 9999;
		return &ru->buyback_over;
	}
	if (!strcmp(name, "knock_money"))
		return &ru->knock_money;
	if (!strcmp(name, "next_dealer")) {
		*hi = 1;
		return &ru->next_dealer;
	}
	return NULL;
}

/*
 * The table sets rule name (NULL: no such rule) to value.  Returns the
 * refusal (enum kl_change_refusal); KL_CHANGE_OK when the rule changed.
 * For KL_CHANGE_PUTS_OUT, *worst is the highest total in play.
 */
static int
model_change(model *m, const char *name, int value, int *worst)
{
	kl_rules next = m->ru;
	int *rule, lo, hi, s;

	if (m->phase != KL_RUBBER_IN_PLAY)
		return KL_CHANGE_OVER;
	if (name == NULL)
		return KL_CHANGE_NO_RULE;
	if (!strcmp(name, "ante"))
		return KL_CHANGE_AT_START;
	rule = model_rule(&next, name, &lo, &hi);
	if (rule == NULL)
		fail_msg("the model knows no rule %s", name);
	if (*rule == value)
		return KL_CHANGE_SAME;
	*rule = value;
	if (value < lo || value > hi || next.buyback_over >= next.out_at)
		return KL_CHANGE_CLASH;
	*worst = -1;
	for (s = 0; s < m->n; s++)
		if (!m->out[s] && m->score[s] > *worst)
			*worst = m->score[s];
	if (*worst >= next.out_at)
		return KL_CHANGE_PUTS_OUT;
	m->ru = next;
	return KL_CHANGE_OK;
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
	if (memcmp(&r->rules, &m->ru, sizeof(m->ru)) != 0)
		fail_msg("event %ld: the rules differ: knock_limit %d/%d "
		         "out_at %d/%d buyback_over %d/%d (engine/model)",
		         where, r->rules.knock_limit, m->ru.knock_limit,
		         r->rules.out_at, m->ru.out_at, r->rules.buyback_over,
		         m->ru.buyback_over);
	for (s = 0; s < m->n; s++) {
		if (r->seat[s].left != m->left[s] ||
		    r->seat[s].out_game != m->gone_at[s] ||
		    (m->out[s] && !m->left[s] &&
		     r->seat[s].out_limit != m->limit[s]))
			fail_msg("event %ld, seat %d: left %d/%d out_game "
			         "%d/%d out_limit %d/%d", where, s,
			         r->seat[s].left, m->left[s],
			         r->seat[s].out_game, m->gone_at[s],
			         r->seat[s].out_limit, m->limit[s]);
		if (r->seat[s].score != m->score[s] ||
		    r->seat[s].out != m->out[s] ||
		    r->seat[s].chips != m->chips[s] ||
		    r->seat[s].paid_in != m->paid[s] ||
		    r->seat[s].bought_back != m->bought[s])
			fail_msg("event %ld, seat %d: score %d/%d out %d/%d "
			         "chips %d/%d paid %d/%d bought %d/%d", where,
			         s, r->seat[s].score, m->score[s],
			         r->seat[s].out, m->out[s], r->seat[s].chips,
			         m->chips[s], r->seat[s].paid_in, m->paid[s],
			         r->seat[s].bought_back, m->bought[s]);
	}
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
	long leaves, refused_leaves, changes, refused_changes;
	long finished_by_leave;
	long out_below;   /* rubbers with a player out on points under the
	                     out_at of today (raised since) */
	long leave_why[KL_LEAVE_GONE + 1];     /* by enum kl_leave_refusal */
	long change_why[KL_CHANGE_PUTS_OUT + 1];/* by enum kl_change_refusal */
};

/* The checks that hold after every event e, accepted or not. */
static void
check_event(const kl_rubber *before, const kl_rubber *after,
            const kl_event *e, int accepted, const kl_event_result *res,
            const int *total, long where)
{
	kl_error err;
	int s, i, sum = after->pot, chips[KL_PLAYERS_MAX], pot = before->pot;
	int kind = e->kind;

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
	/* only a change of rules changes the rules, and only its own */
	if (kind == KL_EVENT_RULES) {
		kl_rules want = before->rules;
		kl_rubber rest = *before;
		kl_rules_put(&want, &kl_rules_settings[e->setting], e->value);
		assert_memory_equal(&after->rules, &want, sizeof(want));
		rest.rules = after->rules;
		assert_memory_equal(&rest, after, sizeof(rest));
		assert_int_equal(res->ntransfers, 0);
		assert_false(res->ended);
	} else {
		assert_memory_equal(&after->rules, &before->rules,
		                    sizeof(before->rules));
	}
	for (s = 0; s < after->nplayers; s++) {
		const kl_seat_state *p = &after->seat[s];
		const kl_seat_state *was = &before->seat[s];
		/* out on points at the out_at of that day; a player who left
		 * may be out with any total */
		if (p->out && !p->left)
			assert_true(p->out_limit >= 2 &&
			            p->score >= p->out_limit);
		if (!p->out && after->phase == KL_RUBBER_IN_PLAY)
			assert_true(p->score < after->rules.out_at);
		if (p->left)
			assert_true(p->out);
		if (was->left)
			assert_true(p->left);
		if (p->left && !was->left) {
			assert_int_equal(kind, KL_EVENT_LEAVE);
			assert_int_equal(s, e->seat);
		}
		if (p->score != total[s])
			fail_msg("event %ld: seat %d has %d, the booked points "
			         "say %d", where, s, p->score, total[s]);
		assert_true(p->bought_back == 0 || p->bought_back == 1);
		/* newly out on points; leaving is not going out so */
		assert_int_equal(res->newly_out[s],
		                 p->out && !was->out && !p->left);
		if (res->newly_out[s]) {
			assert_int_equal(kind, KL_EVENT_GAME);
			assert_int_equal(p->out_game, after->games);
			assert_int_equal(p->out_limit, after->rules.out_at);
		}
		/* the player out before this event is left alone, except
		 * that an abandon gives his ante back */
		if (was->out) {
			assert_int_equal(p->score, was->score);
			assert_int_equal(p->out_game, was->out_game);
			assert_int_equal(p->out_limit, was->out_limit);
			if (kind != KL_EVENT_ABANDON)
				assert_int_equal(p->chips, was->chips);
		}
		/* the one who leaves keeps his total and his chips, even
		 * when his leaving ends the rubber */
		if (kind == KL_EVENT_LEAVE && s == e->seat) {
			assert_true(p->out && p->left);
			assert_int_equal(p->out_game, before->games);
			assert_int_equal(p->score, was->score);
			assert_int_equal(p->chips, was->chips);
			assert_int_equal(p->paid_in, was->paid_in);
		}
		chips[s] = was->chips;
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
		if (kind == KL_EVENT_LEAVE) {
			/* the pot, to the one still in play */
			assert_int_equal(t->from, KL_POT);
			assert_int_equal(t->reason, KL_XFER_POT);
			assert_false(after->seat[t->to].out);
			assert_true(res->ended);
		}
	}
	assert_int_equal(pot, after->pot);
	for (s = 0; s < after->nplayers; s++)
		assert_int_equal(chips[s], after->seat[s].chips);
}

/* A seat to leave: mostly one in play, at times any seat or one that
 * left before, now and then no seat at all. */
static int
random_leaver(const kl_rubber *r)
{
	int seat = rnd(r->nplayers), k, roll = rnd(10);

	if (roll == 0)
		return rnd(r->nplayers + 3) - 1;
	for (k = 0; roll == 1 && k < r->nplayers; k++)
		if (r->seat[(seat + k) % r->nplayers].left)
			return (seat + k) % r->nplayers;
	for (k = 0; roll > 3 && k < 2 && r->seat[seat].out; k++)
		seat = rnd(r->nplayers);
	return seat;
}

/* A change of rules for r into e: mostly knock_limit or out_at, at times
 * buyback_over or another rule, the ante or no rule at all.  Returns the
 * rule's name, or NULL for no rule. */
static const char *
random_change(const kl_rubber *r, kl_event *e)
{
	const char *name;
	int k = rnd(100), s, worst = 0;

	if (k < 40) {
		name = "knock_limit";
		e->value = rnd(13);
	} else if (k < 75) {
		name = "out_at";
		e->value = r->rules.out_at + rnd(61) - 30;
		if (rnd(3) == 0) { /* at the highest total in play */
			for (s = 0; s < r->nplayers; s++)
				if (!r->seat[s].out && r->seat[s].score > worst)
					worst = r->seat[s].score;
			e->value = worst + rnd(3) - 1;
			/* or between buyback_over and it */
			if (worst > r->rules.buyback_over && rnd(2))
				e->value = r->rules.buyback_over + 1 +
				           rnd(worst - r->rules.buyback_over);
		}
	} else if (k < 88) {
		name = "buyback_over";
		e->value = rnd(4) ? r->rules.out_at - 1 -
		                    rnd(r->rules.out_at / 2 + 1)
		                  : r->rules.out_at - 1 + rnd(3);
	} else if (k < 93) {
		name = "next_dealer";
		e->value = rnd(3);
	} else if (k < 96) {
		name = "knock_money";
		e->value = rnd(4);
	} else if (k < 98) {
		name = "ante";
		e->value = rnd(8);
	} else {
		e->setting = rnd(2) ? -1 - rnd(3)
		                    : (int)kl_rules_nsettings + rnd(3);
		e->value = rnd(100);
		return NULL;
	}
	e->setting = kl_rules_find(name);
	assert_true(e->setting >= 0);
	return name;
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
	n = KL_PLAYERS_MIN + rnd(KL_PLAYERS_TABLE - KL_PLAYERS_MIN + 1);
	start(&r, &ru, n);
	model_start(&m, &ru, n);
	model_compare(&m, &r, rubber * 1000);
	for (step = 0; step < 600; step++) {
		int roll = rnd(100), kind, rc, want, why;
		kl_event e;

		if (r.phase != KL_RUBBER_IN_PLAY && step > 0 && rnd(2))
			break;
		memset(&e, 0, sizeof(e));
		for (s = 0; s < KL_PLAYERS_MAX; s++)
			e.deadwood[s] = -1;
		if (roll < 2) {
			kind = e.kind = KL_EVENT_ABANDON;
			want = model_abandon(&m);
		} else if (roll < 5) {
			kind = e.kind = KL_EVENT_LEAVE;
			e.seat = random_leaver(&r);
			why = model_leave(&m, e.seat);
			rc = kl_rubber_leave_refusal(&r, e.seat);
			if (rc != why)
				fail_msg("rubber %ld event %d: seat %d leaves: "
				         "engine refusal %d, model %d", rubber,
				         step, e.seat, rc, why);
			cov->leave_why[why]++;
			want = why == KL_LEAVE_OK;
		} else if (roll < 8) {
			const char *name = random_change(&r, &e);
			int worst = -1, named = -1, got;
			kind = e.kind = KL_EVENT_RULES;
			why = model_change(&m, name, e.value, &worst);
			got = kl_rubber_change_refusal(&r, e.setting, e.value,
			                               &named);
			if (got != why)
				fail_msg("rubber %ld event %d: rule %s = %d: "
				         "engine refusal %d, model %d", rubber,
				         step, name ? name : "(none)", e.value,
				         got, why);
			if (why == KL_CHANGE_PUTS_OUT) {
				/* the seat named: in play, the highest total */
				assert_in_range(named, 0, n - 1);
				assert_false(r.seat[named].out);
				assert_int_equal(r.seat[named].score, worst);
			}
			cov->change_why[why]++;
			want = why == KL_CHANGE_OK;
		} else if (roll < 36) {
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
			target = r.rules.out_at + rnd(2);
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
			         e.deadwood[e.declarer] <= r.rules.knock_limit)
				e.rummy = 0;
			else
				e.deadwood[e.declarer] = rnd(10) < 8 ?
				    rnd(r.rules.knock_limit + 1) :
				    r.rules.knock_limit + 1 + rnd(3);
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
		check_event(&before, &r, &e, rc == KL_OK, &res, total,
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
		if (kind == KL_EVENT_LEAVE && rc == KL_OK) {
			cov->leaves++;
			cov->finished_by_leave += res.ended;
		} else if (kind == KL_EVENT_LEAVE) {
			cov->refused_leaves++;
		}
		if (kind == KL_EVENT_RULES && rc == KL_OK)
			cov->changes++;
		else if (kind == KL_EVENT_RULES)
			cov->refused_changes++;
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
		check_event(&before, &r, &ev[nev - 1], 1, &res, total,
		            rubber * 1000 + step);
		model_compare(&m, &r, rubber * 1000 + step);
	}
	assert_int_equal(r.pot, 0);
	for (s = 0; s < n; s++) {
		int count = 0, gone = 0, k;
		for (k = 0; k < nev; k++) {
			if (ev[k].seat != s)
				continue;
			count += ev[k].kind == KL_EVENT_BUYBACK;
			gone += ev[k].kind == KL_EVENT_LEAVE;
		}
		assert_in_range(count, 0, 1);
		assert_int_equal(count, r.seat[s].bought_back);
		assert_in_range(gone, 0, 1);
		assert_int_equal(gone, r.seat[s].left);
	}
	for (s = 0; s < n; s++)
		if (r.seat[s].out && !r.seat[s].left &&
		    r.seat[s].score < r.rules.out_at) {
			cov->out_below++;
			break;
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
	print_message("%ld leaves (%ld refused: %ld over, %ld no seat, %ld "
	              "out, %ld left before), %ld finished by a leave; %ld "
	              "rule changes (%ld refused: %ld over, %ld no rule, %ld "
	              "at start, %ld same, %ld clash, %ld puts out); %ld "
	              "rubbers with a player out under today's out_at\n",
	              cov.leaves, cov.refused_leaves,
	              cov.leave_why[KL_LEAVE_OVER],
	              cov.leave_why[KL_LEAVE_NO_SEAT],
	              cov.leave_why[KL_LEAVE_OUT],
	              cov.leave_why[KL_LEAVE_GONE], cov.finished_by_leave,
	              cov.changes, cov.refused_changes,
	              cov.change_why[KL_CHANGE_OVER],
	              cov.change_why[KL_CHANGE_NO_RULE],
	              cov.change_why[KL_CHANGE_AT_START],
	              cov.change_why[KL_CHANGE_SAME],
	              cov.change_why[KL_CHANGE_CLASH],
	              cov.change_why[KL_CHANGE_PUTS_OUT], cov.out_below);
	assert_true(cov.games > 10000);
	assert_true(cov.refused_games > 1000);
	assert_true(cov.buybacks > 500);
	assert_true(cov.refused_buybacks > 1000);
	assert_true(cov.abandons > 100);
	assert_true(cov.finished > 1000);
	assert_true(cov.ties > 10);
	assert_true(cov.all_out_together > 50);
	assert_true(cov.leaves > 400);
	assert_true(cov.refused_leaves > 100);
	assert_true(cov.finished_by_leave > 100);
	assert_true(cov.changes > 300);
	assert_true(cov.refused_changes > 200);
	for (i = KL_LEAVE_OVER; i <= KL_LEAVE_GONE; i++)
		assert_true(cov.leave_why[i] > 5);
	for (i = KL_CHANGE_OVER; i <= KL_CHANGE_PUTS_OUT; i++)
		assert_true(cov.change_why[i] > 5);
	assert_true(cov.out_below > 5);
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
		cmocka_unit_test(test_leave_cases),
		cmocka_unit_test(test_leaver_never_wins),
		cmocka_unit_test(test_change_cases),
		cmocka_unit_test(test_change_keeps_out),
		cmocka_unit_test(test_replay_matches),
		cmocka_unit_test(test_replay_leave_and_rules),
		cmocka_unit_test(test_replay_errors),
		cmocka_unit_test(test_check_catches),
		cmocka_unit_test(test_player_names),
		cmocka_unit_test(test_random_rubbers),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
