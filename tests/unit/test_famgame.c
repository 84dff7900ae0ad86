/*
 * test_famgame.c - games of the rest of the rummy family in the rubber
 * engine (kl_rubber_apply / kl_rubber_hand, fam_hand and the family's
 * end of game in kl_rubber.c, the definitions in games/family.c), as
 * tables worked out by hand from the rulings:
 *
 *  - Boat House and Double Rum: the declarer who goes out wins the
 *    others' deadwood; the hand in which a total reaches game_to ends
 *    the game and the highest total wins;
 *  - Nowrang: one point a hand, to game_to (1 by default, or 3);
 *  - Continental and Queen City: every other player pays the declarer
 *    what his going out is worth, seat by seat; the game ends after the
 *    rule hands, in Queen City also when a seat's chips reach game_to;
 *    the highest chips win, ties sharing the win;
 *  - Phỏm: ù (6 from each, 12 for ten cards melded) and the showdown,
 *    ranked from the dealer's left (places pay 1, 2, 3, a hand without
 *    a meld 4, everybody 4 when nobody melded; ties to the hand nearest
 *    the dealer's left);
 *
 * and for every hand: every seat's total and chips, the transfers in
 * the order the engine lists them, the hand's winner, the next dealer
 * (to the left, or the winner with next_dealer=winner), and
 * kl_rubber_check; at the end the winners, a hand refused once the game
 * is over, and a replay of the events that rebuilds the same state.
 * Also the refusals (going out with deadwood, a hand that ends without
 * going out, a missing hand), the player counts, and the rule changes
 * Queen City refuses while a game is in play (hands at or below the
 * hands played, KL_CHANGE_PLAYED; game_to at or below a seat's chips,
 * KL_CHANGE_PUTS_OUT).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kl_gamedef.h"
#include "kl_rubber.h"
#include "kl_rules.h"

#define NSEATS 4

typedef struct xfer_case {
	int reason, from, to, amount;
} xfer_case;

/* One hand: who ended it and how, the hands by seat, and what the table
 * expects after it. */
typedef struct hand_case {
	int declarer;            /* -1 ends the list */
	int rummy, big, worth;
	int deadwood[NSEATS];
	int melded[NSEATS];      /* Phỏm's showdown: 1 for a hand with a
	                            meld */
	int winner;              /* the seat that won the hand */
	xfer_case xfers[NSEATS]; /* the hand's transfers in order (amount 0
	                            ends) */
	int score[NSEATS];       /* every total after the hand */
	int chips[NSEATS];       /* every seat's chips after the hand */
	int dealer;              /* who deals next (-1: the game is over) */
} hand_case;

typedef struct game_case {
	const char *name;
	int game;
	const char *rules[4];   /* KEY=VALUE, NULL-terminated */
	int first_seat;         /* who deals the first hand */
	int nplayers;
	hand_case hands[7];
	int nwinners;           /* 0: still in play after the hands */
	int winners[NSEATS];    /* in seat order */
} game_case;

#define END { -1, 0, 0, 0, { 0 }, { 0 }, -1, { { 0 } }, { 0 }, { 0 }, -1 }
#define NONE { { 0 } }
#define ALL4 { 1, 1, 1, 1 }

/* A hand ended by declarer going out, worth w (Continental, Queen
 * City), or ù (Phỏm). */
#define OUT(d, w) d, 1, 0, w
/* Phỏm: ù with all ten cards melded. */
#define U_WHOLE(d) d, 1, 1, 0
/* Phỏm: the showdown (the declarer does not matter). */
#define SHOWDOWN(d) d, 0, 0, 0

#define U KL_XFER_U
#define PLACE KL_XFER_PLACE
#define MOM KL_XFER_MOM
#define XOUT KL_XFER_OUT

static const game_case games[] = {
	/* Each out wins the others' deadwood: 12+25, 8+30, 20+15, 22+19,
	 * 40+24; seat 1 passes 100 in the fifth hand and wins with 101
	 * over seat 0's 79.  The deal goes round to the left. */
	{ "boat house, 3 players, to 100", KL_GAME_BOAT_HOUSE, { NULL }, 0,
	  3,
	  { { OUT(1, 0), { 12, 0, 25 }, { 0 }, 1, NONE, { 0, 37, 0 },
	      { 0 }, 1 },
	    { OUT(0, 0), { 0, 8, 30 }, { 0 }, 0, NONE, { 38, 37, 0 },
	      { 0 }, 2 },
	    { OUT(2, 0), { 20, 15, 0 }, { 0 }, 2, NONE, { 38, 37, 35 },
	      { 0 }, 0 },
	    { OUT(0, 0), { 0, 22, 19 }, { 0 }, 0, NONE, { 79, 37, 35 },
	      { 0 }, 1 },
	    { OUT(1, 0), { 40, 0, 24 }, { 0 }, 1, NONE, { 79, 101, 35 },
	      { 0 }, -1 },
	    END },
	  1, { 1 } },
	/* 10+25+15 = 50, 30+20+40 = 90, 20+12+18 = 50: seat 3 reaches
	 * exactly 100.  The winner deals the next hand. */
	{ "double rum, 4 players, to exactly 100, next_dealer=winner",
	  KL_GAME_DOUBLE_RUM, { "next_dealer=winner", NULL }, 0, 4,
	  { { OUT(3, 0), { 10, 25, 15, 0 }, { 0 }, 3, NONE, { 0, 0, 0, 50 },
	      { 0 }, 3 },
	    { OUT(1, 0), { 30, 0, 20, 40 }, { 0 }, 1, NONE,
	      { 0, 90, 0, 50 }, { 0 }, 1 },
	    { OUT(3, 0), { 20, 12, 18, 0 }, { 0 }, 3, NONE,
	      { 0, 90, 0, 100 }, { 0 }, -1 },
	    END },
	  1, { 3 } },
	/* A dealer other than seat 0, two hands, not over. */
	{ "boat house, 2 players, first_seat 1, in play", KL_GAME_BOAT_HOUSE,
	  { "game_to=150", NULL }, 1, 2,
	  { { OUT(0, 0), { 0, 64 }, { 0 }, 0, NONE, { 64, 0 }, { 0 }, 0 },
	    { OUT(0, 0), { 0, 70 }, { 0 }, 0, NONE, { 134, 0 }, { 0 }, 1 },
	    END },
	  0, { 0 } },
	{ "nowrang, game_to 1: the first hand ends it", KL_GAME_NOWRANG,
	  { NULL }, 0, 2,
	  { { OUT(1, 0), { 14, 0 }, { 0 }, 1, NONE, { 0, 1 }, { 0 }, -1 },
	    END },
	  1, { 1 } },
	{ "nowrang, game_to 3", KL_GAME_NOWRANG, { "game_to=3", NULL }, 0, 2,
	  { { OUT(0, 0), { 0, 9 }, { 0 }, 0, NONE, { 1, 0 }, { 0 }, 1 },
	    { OUT(1, 0), { 22, 0 }, { 0 }, 1, NONE, { 1, 1 }, { 0 }, 0 },
	    { OUT(0, 0), { 0, 3 }, { 0 }, 0, NONE, { 2, 1 }, { 0 }, 1 },
	    { OUT(0, 0), { 0, 40 }, { 0 }, 0, NONE, { 3, 1 }, { 0 }, -1 },
	    END },
	  1, { 0 } },
	/* 3 x 10 to seat 2, 3 x 25 to seat 0, 3 x 15 to seat 2: seats 0
	 * and 2 end with 65 - 15 = 5 + 45 = 50 chips each and share the
	 * win; each received 75. */
	{ "continental, 4 players, hands 3, a tie", KL_GAME_CONTINENTAL,
	  { "hands=3", NULL }, 0, 4,
	  { { OUT(2, 10), { 35, 8, 0, 50 }, { 0 }, 2,
	      { { XOUT, 0, 2, 10 }, { XOUT, 1, 2, 10 }, { XOUT, 3, 2, 10 } },
	      { 0, 0, 30, 0 }, { -10, -10, 30, -10 }, 1 },
	    { OUT(0, 25), { 0, 12, 60, 7 }, { 0 }, 0,
	      { { XOUT, 1, 0, 25 }, { XOUT, 2, 0, 25 }, { XOUT, 3, 0, 25 } },
	      { 75, 0, 30, 0 }, { 65, -35, 5, -35 }, 2 },
	    { OUT(2, 15), { 20, 20, 0, 20 }, { 0 }, 2,
	      { { XOUT, 0, 2, 15 }, { XOUT, 1, 2, 15 }, { XOUT, 3, 2, 15 } },
	      { 75, 0, 75, 0 }, { 50, -50, 50, -50 }, -1 },
	    END },
	  2, { 0, 2 } },
	{ "continental, 2 players, hands 2", KL_GAME_CONTINENTAL,
	  { "hands=2", NULL }, 0, 2,
	  { { OUT(1, 40), { 90, 0 }, { 0 }, 1, { { XOUT, 0, 1, 40 } },
	      { 0, 40 }, { -40, 40 }, 1 },
	    { OUT(0, 45), { 0, 5 }, { 0 }, 0, { { XOUT, 1, 0, 45 } },
	      { 45, 40 }, { 5, -5 }, -1 },
	    END },
	  1, { 0 } },
	/* Seat 2 has received 20 after the third hand but holds 16 chips:
	 * game_to counts the chips, so the game goes on until the fourth
	 * hand brings them to 20. */
	{ "queen city, 3 players, game_to 20 by chips", KL_GAME_QUEEN_CITY,
	  { "game_to=20", NULL }, 0, 3,
	  { { OUT(1, 4), { 11, 0, 3 }, { 0 }, 1,
	      { { XOUT, 0, 1, 4 }, { XOUT, 2, 1, 4 } },
	      { 0, 8, 0 }, { -4, 8, -4 }, 1 },
	    { OUT(2, 7), { 6, 19, 0 }, { 0 }, 2,
	      { { XOUT, 0, 2, 7 }, { XOUT, 1, 2, 7 } },
	      { 0, 8, 14 }, { -11, 1, 10 }, 2 },
	    { OUT(2, 3), { 2, 2, 0 }, { 0 }, 2,
	      { { XOUT, 0, 2, 3 }, { XOUT, 1, 2, 3 } },
	      { 0, 8, 20 }, { -14, -2, 16 }, 0 },
	    { OUT(2, 2), { 9, 30, 0 }, { 0 }, 2,
	      { { XOUT, 0, 2, 2 }, { XOUT, 1, 2, 2 } },
	      { 0, 8, 24 }, { -16, -4, 20 }, -1 },
	    END },
	  1, { 2 } },
	/*
	 * Phỏm, four players, the deal to the left from seat 0:
	 * 1. seat 2 ù: 6 from each.
	 * 2. showdown dealt by seat 1, ranked 2, 3, 0, 1: seats 2 and 0
	 *    tie at 7, seat 2 is nearer the dealer's left and wins; seat
	 *    0 is second (pays 1), seat 1 third (2), seat 3 fourth (3);
	 *    the payers are listed from the dealer's left: 3, 0, 1.
	 * 3. seat 0 ù with ten cards melded: 12 from each.
	 * 4. showdown dealt by seat 3, ranked 0, 1, 2, 3: seat 2 has the
	 *    least count but no meld (móm, 4); seats 1 and 3 tie at 10,
	 *    seat 1 wins, seat 3 second (1), seat 0 third (2).
	 * The fourth hand ends the game: seat 0 has the most chips, 27.
	 */
	{ "phom, 4 players, hands 4: ù, ties, places, móm", KL_GAME_PHOM,
	  { "hands=4", NULL }, 0, 4,
	  { { OUT(2, 0), { 30, 12, 0, 18 }, { 1, 1, 1, 0 }, 2,
	      { { U, 0, 2, 6 }, { U, 1, 2, 6 }, { U, 3, 2, 6 } },
	      { 0, 0, 18, 0 }, { -6, -6, 18, -6 }, 1 },
	    { SHOWDOWN(3), { 7, 15, 7, 20 }, ALL4, 2,
	      { { PLACE, 3, 2, 3 }, { PLACE, 0, 2, 1 }, { PLACE, 1, 2, 2 } },
	      { 0, 0, 24, 0 }, { -7, -8, 24, -9 }, 2 },
	    { U_WHOLE(0), { 0, 14, 3, 9 }, ALL4, 0,
	      { { U, 1, 0, 12 }, { U, 2, 0, 12 }, { U, 3, 0, 12 } },
	      { 36, 0, 24, 0 }, { 29, -20, 12, -21 }, 3 },
	    { SHOWDOWN(2), { 18, 10, 5, 10 }, { 1, 1, 0, 1 }, 1,
	      { { PLACE, 0, 1, 2 }, { MOM, 2, 1, 4 }, { PLACE, 3, 1, 1 } },
	      { 36, 7, 24, 0 }, { 27, -13, 8, -22 }, -1 },
	    END },
	  1, { 0 } },
	/*
	 * Phỏm, three players, seat 1 deals first, the winner deals next:
	 * 1. showdown dealt by seat 1, ranked 2, 0, 1, nobody melded:
	 *    seats 2 and 0 tie at 22, seat 2 wins; the others pay 4.
	 * 2. showdown dealt by seat 2, ranked 0, 1, 2: only seat 0 has a
	 *    meld, so it wins with 40; the others pay 4 for móm.
	 * 3. seat 1 ù: 6 from each; the third hand ends the game.
	 */
	{ "phom, 3 players, hands 3, first_seat 1, next_dealer=winner",
	  KL_GAME_PHOM, { "hands=3", "next_dealer=winner", NULL }, 1, 3,
	  { { SHOWDOWN(0), { 22, 30, 22 }, { 0, 0, 0 }, 2,
	      { { MOM, 0, 2, 4 }, { MOM, 1, 2, 4 } },
	      { 0, 0, 8 }, { -4, -4, 8 }, 2 },
	    { SHOWDOWN(1), { 40, 5, 8 }, { 1, 0, 0 }, 0,
	      { { MOM, 1, 0, 4 }, { MOM, 2, 0, 4 } },
	      { 8, 0, 8 }, { 4, -8, 4 }, 0 },
	    { OUT(1, 0), { 17, 0, 6 }, { 0 }, 1,
	      { { U, 0, 1, 6 }, { U, 2, 1, 6 } },
	      { 8, 12, 8 }, { -2, 4, -2 }, -1 },
	    END },
	  1, { 1 } },
	/* Two players: a showdown dealt by seat 0 ranks seat 1 first; a
	 * tie goes to seat 1, the second place pays 1. */
	{ "phom, 2 players, in play", KL_GAME_PHOM, { NULL }, 0, 2,
	  { { SHOWDOWN(0), { 9, 9 }, { 1, 1 }, 1, { { PLACE, 0, 1, 1 } },
	      { 0, 1 }, { -1, 1 }, 1 },
	    { SHOWDOWN(0), { 9, 9 }, { 1, 1 }, 0, { { PLACE, 1, 0, 1 } },
	      { 1, 1 }, { 0, 0 }, 0 },
	    { SHOWDOWN(1), { 3, 9 }, { 0, 1 }, 1, { { MOM, 0, 1, 4 } },
	      { 1, 5 }, { -4, 4 }, 1 },
	    END },
	  0, { 0 } },
};

/* Do the game's totals count chips (Phỏm, Continental, Queen City)? */
static int
by_chips(int game)
{
	return game == KL_GAME_PHOM || game == KL_GAME_CONTINENTAL ||
	       game == KL_GAME_QUEEN_CITY;
}

static void
rules_of(const game_case *g, kl_rules *r)
{
	kl_error err;
	int i;

	kl_rules_game_default(g->game, r);
	for (i = 0; g->rules[i] != NULL; i++)
		if (kl_rules_set_pair(r, g->rules[i], &err) != KL_OK)
			fail_msg("%s: %s: %s", g->name, g->rules[i], err.msg);
	r->first_seat = g->first_seat;
	if (kl_rules_validate(r, &err) != KL_OK)
		fail_msg("%s: %s", g->name, err.msg);
}

static void
event_of(const game_case *g, const hand_case *c, kl_event *ev)
{
	int s;

	memset(ev, 0, sizeof(*ev));
	ev->kind = KL_EVENT_GAME;
	ev->declarer = c->declarer;
	ev->rummy = c->rummy;
	ev->big = c->big;
	ev->upcard = -1;
	ev->worth = c->worth;
	for (s = 0; s < KL_PLAYERS_MAX; s++) {
		ev->deadwood[s] = s < g->nplayers ? c->deadwood[s] : -1;
		ev->melded[s] = s < g->nplayers ? c->melded[s] : 0;
	}
}

static void
check_xfers(const game_case *g, int h, const hand_case *c,
            const kl_event_result *res)
{
	int k;

	for (k = 0; k < NSEATS && c->xfers[k].amount > 0; k++) {
		const xfer_case *x = &c->xfers[k];
		const kl_transfer *t = &res->transfers[k];
		if (k >= res->ntransfers)
			fail_msg("%s, hand %d: %d transfers, not %d or more",
			         g->name, h + 1, res->ntransfers, k + 1);
		if (t->reason != x->reason || t->from != x->from ||
		    t->to != x->to || t->amount != x->amount)
			fail_msg("%s, hand %d, transfer %d: %s %d from %d to "
			         "%d, not %s %d from %d to %d", g->name, h + 1,
			         k + 1, kl_transfer_reason_name(t->reason),
			         t->amount, t->from, t->to,
			         kl_transfer_reason_name(x->reason), x->amount,
			         x->from, x->to);
	}
	if (res->ntransfers != k)
		fail_msg("%s, hand %d: %d transfers, not %d", g->name, h + 1,
		         res->ntransfers, k);
}

static void
test_games(void **state)
{
	size_t i;
	int h, s, k;

	(void)state;
	for (i = 0; i < sizeof(games) / sizeof(games[0]); i++) {
		const game_case *g = &games[i];
		kl_rubber r, again, before;
		kl_rules rules;
		kl_event_result res;
		kl_event events[8];
		kl_error err;
		int nev = 0;

		rules_of(g, &rules);
		if (kl_rubber_start(&r, &rules, g->nplayers, &res, &err) !=
		    KL_OK)
			fail_msg("%s: %s", g->name, err.msg);
		assert_int_equal(res.ntransfers, 0); /* no ante, no pot */
		assert_int_equal(r.dealer, g->first_seat);
		assert_int_equal(kl_rubber_check(&r, &err), KL_OK);
		for (h = 0; g->hands[h].declarer >= 0; h++) {
			const hand_case *c = &g->hands[h];
			int dealer = r.dealer;
			event_of(g, c, &events[nev]);
			if (kl_rubber_apply(&r, &events[nev++], &res, &err) !=
			    KL_OK)
				fail_msg("%s, hand %d: %s", g->name, h + 1,
				         err.msg);
			if (res.dealer != dealer)
				fail_msg("%s, hand %d: dealt by %d, not %d",
				         g->name, h + 1, res.dealer, dealer);
			if (res.winner != c->winner)
				fail_msg("%s, hand %d: won by %d, not %d",
				         g->name, h + 1, res.winner, c->winner);
			check_xfers(g, h, c, &res);
			for (s = 0; s < g->nplayers; s++) {
				if (r.seat[s].score != c->score[s])
					fail_msg("%s, hand %d: seat %d has %d, "
					         "not %d", g->name, h + 1, s,
					         r.seat[s].score, c->score[s]);
				if (r.seat[s].chips != c->chips[s])
					fail_msg("%s, hand %d: seat %d has %d "
					         "chips, not %d", g->name, h + 1,
					         s, r.seat[s].chips, c->chips[s]);
				if (kl_game_total(&r, s) !=
				    (by_chips(g->game) ? c->chips[s] :
				                         c->score[s]))
					fail_msg("%s, hand %d: seat %d totals "
					         "%d", g->name, h + 1, s,
					         kl_game_total(&r, s));
			}
			if (r.dealer != c->dealer)
				fail_msg("%s, hand %d: seat %d deals next, not "
				         "%d", g->name, h + 1, r.dealer,
				         c->dealer);
			if (res.ended != (c->dealer < 0))
				fail_msg("%s, hand %d: ended is %d", g->name,
				         h + 1, res.ended);
			if (kl_rubber_check(&r, &err) != KL_OK)
				fail_msg("%s, hand %d: %s", g->name, h + 1,
				         err.msg);
			assert_int_equal(r.games, h + 1);
			if (c->dealer >= 0)
				assert_int_equal(r.phase, KL_RUBBER_IN_PLAY);
		}
		if (g->nwinners == 0) {
			assert_int_equal(r.phase, KL_RUBBER_IN_PLAY);
			assert_int_equal(r.nwinners, 0);
		} else {
			assert_int_equal(r.phase, KL_RUBBER_FINISHED);
			if (r.nwinners != g->nwinners)
				fail_msg("%s: %d winners, not %d", g->name,
				         r.nwinners, g->nwinners);
			for (k = 0; k < g->nwinners; k++)
				if (r.winners[k] != g->winners[k])
					fail_msg("%s: winner %d is seat %d, not "
					         "%d", g->name, k + 1,
					         r.winners[k], g->winners[k]);
			/* no hand after the end */
			before = r;
			kl_error_clear(&err);
			assert_int_equal(kl_rubber_apply(&r, &events[0], &res,
			                                 &err), KL_ERULE);
			if (strstr(err.msg, "over") == NULL)
				fail_msg("%s: \"%s\" does not say it is over",
				         g->name, err.msg);
			assert_memory_equal(&r, &before, sizeof(r));
		}
		/* the events rebuild the same state */
		if (kl_rubber_replay(&again, &rules, g->nplayers, events, nev,
		                     &err) != KL_OK)
			fail_msg("%s: replay: %s", g->name, err.msg);
		for (s = 0; s < g->nplayers; s++) {
			assert_int_equal(again.seat[s].score, r.seat[s].score);
			assert_int_equal(again.seat[s].chips, r.seat[s].chips);
		}
		assert_int_equal(again.phase, r.phase);
		assert_int_equal(again.dealer, r.dealer);
		assert_int_equal(again.games, r.games);
		assert_int_equal(again.nwinners, r.nwinners);
		for (k = 0; k < r.nwinners; k++)
			assert_int_equal(again.winners[k], r.winners[k]);
		assert_memory_equal(&again, &r, sizeof(r));
	}
}

/* What the engine refuses, with the words of its refusal. */
typedef struct refusal_case {
	int game;
	int nplayers;
	int declarer, rummy, big;
	int deadwood[NSEATS];
	const char *why;
} refusal_case;

static const refusal_case refusals[] = {
	{ KL_GAME_BOAT_HOUSE, 3, 0, 1, 0, { 5, 10, 20 },
	  "going out needs deadwood 0, not 5" },
	{ KL_GAME_BOAT_HOUSE, 3, 1, 0, 0, { 5, 3, 20 },
	  "ends only when a player goes out" },
	{ KL_GAME_BOAT_HOUSE, 3, 1, 0, 0, { 5, 0, 20 },
	  "ends only when a player goes out" },
	{ KL_GAME_BOAT_HOUSE, 3, 0, 1, 0, { 0, -1, 20 },
	  "a hand of a player in play is missing" },
	{ KL_GAME_DOUBLE_RUM, 2, 0, 0, 0, { 0, 30 },
	  "ends only when a player goes out" },
	{ KL_GAME_DOUBLE_RUM, 4, 3, 1, 0, { 1, 2, 3, 4 },
	  "going out needs deadwood 0, not 4" },
	{ KL_GAME_NOWRANG, 2, 1, 1, 0, { 0, 7 },
	  "going out needs deadwood 0, not 7" },
	{ KL_GAME_NOWRANG, 2, 1, 0, 0, { 0, 0 },
	  "ends only when a player goes out" },
	{ KL_GAME_CONTINENTAL, 3, 2, 1, 0, { 5, 10, 1 },
	  "going out needs deadwood 0, not 1" },
	{ KL_GAME_QUEEN_CITY, 2, 0, 0, 0, { 0, 12 },
	  "ends only when a player goes out" },
	{ KL_GAME_PHOM, 4, 1, 1, 0, { 3, 4, 0, 9 },
	  "going out needs deadwood 0, not 4" },
	{ KL_GAME_PHOM, 2, 0, 1, 1, { 2, 6 },
	  "going out needs deadwood 0, not 2" },
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
		assert_int_equal(kl_rubber_start(&r, &rules, c->nplayers, NULL,
		                                 &err), KL_OK);
		memset(&ev, 0, sizeof(ev));
		ev.kind = KL_EVENT_GAME;
		ev.declarer = c->declarer;
		ev.rummy = c->rummy;
		ev.big = c->big;
		ev.upcard = -1;
		ev.worth = 5;
		for (s = 0; s < KL_PLAYERS_MAX; s++)
			ev.deadwood[s] = s < c->nplayers ? c->deadwood[s] : -1;
		before = r;
		kl_error_clear(&err);
		if (kl_rubber_apply(&r, &ev, NULL, &err) != KL_ERULE)
			fail_msg("case %zu: not refused", i);
		if (strstr(err.msg, c->why) == NULL)
			fail_msg("case %zu: \"%s\" does not say \"%s\"", i,
			         err.msg, c->why);
		assert_memory_equal(&r, &before, sizeof(r));
	}
}

/* Events no referee writes, which a damaged store could hold: a dead
 * hand, ù of ten cards outside Phỏm, a going out worth nothing, less
 * than nothing or more than can be. */
static const struct {
	int game, dead, big, worth;
	const char *why;
} odd_events[] = {
	{ KL_GAME_CONTINENTAL, 1, 0, 5, "it has no dead hands" },
	{ KL_GAME_PHOM, 1, 0, 0, "it has no dead hands" },
	{ KL_GAME_BOAT_HOUSE, 0, 1, 0, "only phom has ù of ten cards" },
	{ KL_GAME_CONTINENTAL, 0, 0, 0, "going out worth 0 is impossible" },
	{ KL_GAME_CONTINENTAL, 0, 0, -5, "going out worth -5 is impossible" },
	{ KL_GAME_QUEEN_CITY, 0, 0, KL_WORTH_MAX + 1,
	  "is impossible (1 to 100000)" },
};

static void
test_odd_events(void **state)
{
	size_t i;
	int s;

	(void)state;
	for (i = 0; i < sizeof(odd_events) / sizeof(odd_events[0]); i++) {
		kl_rubber r, before;
		kl_rules rules;
		kl_event ev;
		kl_error err;

		kl_rules_game_default(odd_events[i].game, &rules);
		kl_rules_put(&rules, &kl_rules_settings[kl_rules_find("hands")],
		             1);
		assert_int_equal(kl_rubber_start(&r, &rules, 3, NULL, &err),
		                 KL_OK);
		memset(&ev, 0, sizeof(ev));
		ev.kind = KL_EVENT_GAME;
		ev.declarer = 0;
		ev.rummy = 1;
		ev.big = odd_events[i].big;
		ev.dead = odd_events[i].dead;
		ev.worth = odd_events[i].worth;
		ev.upcard = -1;
		for (s = 0; s < KL_PLAYERS_MAX; s++)
			ev.deadwood[s] = s == 0 ? 0 : s < 3 ? 10 : -1;
		before = r;
		kl_error_clear(&err);
		if (kl_rubber_apply(&r, &ev, NULL, &err) != KL_ERULE)
			fail_msg("odd event %zu: not refused", i);
		if (strstr(err.msg, odd_events[i].why) == NULL)
			fail_msg("odd event %zu: \"%s\" does not say \"%s\"", i,
			         err.msg, odd_events[i].why);
		assert_memory_equal(&r, &before, sizeof(r));
		assert_int_equal(kl_rubber_check(&r, &err), KL_OK);
	}
}

/* The defaults of the six games, their player counts, and what a race
 * game has none of (buy-backs, leaving). */
static void
test_table(void **state)
{
	kl_rubber r;
	kl_rules rules;
	kl_error err;

	(void)state;
	kl_rules_game_default(KL_GAME_BOAT_HOUSE, &rules);
	assert_int_equal(rules.game_to, 100);
	assert_int_equal(rules.hand_size, KL_BY_PLAYERS);
	assert_int_equal(rules.next_dealer, KL_DEAL_LEFT);
	assert_int_equal(rules.first_seat, 0);
	kl_rules_seated(&rules, 3);
	assert_int_equal(rules.hand_size, 7);
	kl_rules_game_default(KL_GAME_DOUBLE_RUM, &rules);
	assert_int_equal(rules.game_to, 100);
	assert_int_equal(rules.hand_size, KL_BY_PLAYERS);
	kl_rules_game_default(KL_GAME_NOWRANG, &rules);
	assert_int_equal(rules.game_to, 1);
	kl_rules_game_default(KL_GAME_CONTINENTAL, &rules);
	assert_int_equal(rules.hands, KL_OPEN);
	kl_rules_game_default(KL_GAME_QUEEN_CITY, &rules);
	assert_int_equal(rules.hands, KL_OPEN);
	assert_int_equal(rules.game_to, KL_OPEN);
	kl_rules_game_default(KL_GAME_PHOM, &rules);
	assert_int_equal(rules.hands, KL_OPEN);

	kl_rules_game_default(KL_GAME_PHOM, &rules);
	assert_int_equal(kl_rubber_start(&r, &rules, 5, NULL, &err),
	                 KL_EINPUT);
	assert_non_null(strstr(err.msg, "needs 2 to 4 players, not 5"));
	kl_rules_game_default(KL_GAME_NOWRANG, &rules);
	assert_int_equal(kl_rubber_start(&r, &rules, 3, NULL, &err),
	                 KL_EINPUT);
	assert_non_null(strstr(err.msg, "needs 2 players, not 3"));
	kl_rules_game_default(KL_GAME_BOAT_HOUSE, &rules);
	assert_int_equal(kl_rubber_start(&r, &rules, 6, NULL, &err), KL_OK);
	assert_int_equal(kl_rubber_buyback_refusal(&r, 0), KL_BUYBACK_GAME);
	assert_int_equal(kl_rubber_leave_refusal(&r, 0), KL_LEAVE_GAME);
	assert_int_equal(kl_rubber_change_refusal(&r, kl_rules_find("hands"),
	                                          3, NULL),
	                 KL_CHANGE_OTHER_GAME);
}

/* Queen City's rule changes in play: hands at or below the hands
 * played are refused, game_to at or below a seat's chips would end the game
 * at once; a change of hands ends it after the third hand. */
static void
test_queen_city_changes(void **state)
{
	static const struct { int declarer, worth; } hands[] = {
		{ 0, 12 }, { 1, 5 }, { 2, 9 }
	};
	kl_rubber r, again;
	kl_rules rules;
	kl_event events[4];
	kl_event_result res;
	kl_error err;
	int i, s, seat, nev = 0;
	int hands_set = kl_rules_find("hands");
	int to_set = kl_rules_find("game_to");

	(void)state;
	assert_true(hands_set >= 0 && to_set >= 0);
	kl_rules_game_default(KL_GAME_QUEEN_CITY, &rules);
	assert_int_equal(kl_rules_set_pair(&rules, "hands=5", &err), KL_OK);
	assert_int_equal(kl_rules_set_pair(&rules, "game_to=50", &err),
	                 KL_OK);
	assert_int_equal(kl_rules_validate(&rules, &err), KL_OK);
	assert_int_equal(kl_rubber_start(&r, &rules, 3, NULL, &err), KL_OK);
	/* 12 from seats 1 and 2 to seat 0, 5 from seats 0 and 2 to seat 1:
	 * chips 19, -2, -17 */
	for (i = 0; i < 2; i++) {
		kl_event *ev = &events[nev++];
		memset(ev, 0, sizeof(*ev));
		ev->kind = KL_EVENT_GAME;
		ev->declarer = hands[i].declarer;
		ev->rummy = 1;
		ev->upcard = -1;
		ev->worth = hands[i].worth;
		for (s = 0; s < KL_PLAYERS_MAX; s++)
			ev->deadwood[s] = s >= 3 ? -1 :
			                  s == ev->declarer ? 0 : 10 + s;
		assert_int_equal(kl_rubber_apply(&r, ev, &res, &err), KL_OK);
		assert_int_equal(kl_rubber_check(&r, &err), KL_OK);
	}
	assert_int_equal(r.seat[0].chips, 19);
	assert_int_equal(r.seat[1].chips, -2);
	assert_int_equal(r.seat[2].chips, -17);
	assert_int_equal(r.games, 2);

	assert_int_equal(kl_rubber_change_refusal(&r, hands_set, 2, NULL),
	                 KL_CHANGE_ENDS);
	assert_int_equal(kl_rubber_change_refusal(&r, hands_set, 1, NULL),
	                 KL_CHANGE_PLAYED);
	assert_int_equal(kl_rubber_change_refusal(&r, hands_set, 5, NULL),
	                 KL_CHANGE_SAME);
	assert_int_equal(kl_rubber_change_refusal(&r, hands_set, 3, NULL),
	                 KL_CHANGE_OK);
	assert_int_equal(kl_rubber_change_refusal(&r, hands_set, KL_OPEN,
	                                          NULL), KL_CHANGE_OK);
	seat = -1;
	assert_int_equal(kl_rubber_change_refusal(&r, to_set, 19, &seat),
	                 KL_CHANGE_PUTS_OUT);
	assert_int_equal(seat, 0);
	seat = -1;
	assert_int_equal(kl_rubber_change_refusal(&r, to_set, 1, &seat),
	                 KL_CHANGE_PUTS_OUT);
	assert_int_equal(seat, 0);
	assert_int_equal(kl_rubber_change_refusal(&r, to_set, 20, NULL),
	                 KL_CHANGE_OK);
	assert_int_equal(kl_rubber_change_refusal(&r, to_set, KL_OPEN, NULL),
	                 KL_CHANGE_OK);
	assert_int_equal(kl_rubber_change_refusal(&r, to_set, 50, NULL),
	                 KL_CHANGE_SAME);
	assert_int_equal(kl_rubber_change_refusal(&r,
	                 kl_rules_find("deuces_wild"), 1, NULL),
	                 KL_CHANGE_OTHER_GAME);
	/* the event refuses as the question does, and changes nothing */
	{
		kl_event bad;
		kl_rubber before = r;
		memset(&bad, 0, sizeof(bad));
		bad.kind = KL_EVENT_RULES;
		bad.setting = to_set;
		bad.value = 19;
		assert_int_equal(kl_rubber_apply(&r, &bad, &res, &err),
		                 KL_ERULE);
		assert_non_null(strstr(err.msg, "19"));
		bad.setting = hands_set;
		bad.value = 1;
		assert_int_equal(kl_rubber_apply(&r, &bad, &res, &err),
		                 KL_ERULE);
		assert_memory_equal(&r, &before, sizeof(r));
		/* hands=2 after two hands: the table ends it (klopf end),
		 * and the most chips (seat 0, 19) win */
		bad.value = 2;
		assert_int_equal(kl_rubber_apply(&before, &bad, &res, &err),
		                 KL_OK);
		assert_int_equal(before.phase, KL_RUBBER_FINISHED);
		assert_int_equal(before.nwinners, 1);
		assert_int_equal(before.winners[0], 0);
		assert_int_equal(res.ended, 1);
		assert_int_equal(kl_rubber_check(&before, &err), KL_OK);
	}

	/* hands=3: the third hand ends it; seat 2 takes 9 from each,
	 * chips 10, -11, 1, and seat 0 wins */
	memset(&events[nev], 0, sizeof(events[nev]));
	events[nev].kind = KL_EVENT_RULES;
	events[nev].setting = hands_set;
	events[nev].value = 3;
	assert_int_equal(kl_rubber_apply(&r, &events[nev++], &res, &err),
	                 KL_OK);
	assert_int_equal(r.rules.hands, 3);
	assert_int_equal(r.phase, KL_RUBBER_IN_PLAY);
	assert_int_equal(r.dealer, 2);
	{
		kl_event *ev = &events[nev++];
		memset(ev, 0, sizeof(*ev));
		ev->kind = KL_EVENT_GAME;
		ev->declarer = hands[2].declarer;
		ev->rummy = 1;
		ev->upcard = -1;
		ev->worth = hands[2].worth;
		for (s = 0; s < KL_PLAYERS_MAX; s++)
			ev->deadwood[s] = s >= 3 ? -1 :
			                  s == ev->declarer ? 0 : 4;
		assert_int_equal(kl_rubber_apply(&r, ev, &res, &err), KL_OK);
	}
	assert_int_equal(kl_rubber_check(&r, &err), KL_OK);
	assert_int_equal(r.seat[0].chips, 10);
	assert_int_equal(r.seat[1].chips, -11);
	assert_int_equal(r.seat[2].chips, 1);
	assert_int_equal(r.phase, KL_RUBBER_FINISHED);
	assert_true(res.ended);
	assert_int_equal(r.nwinners, 1);
	assert_int_equal(r.winners[0], 0);
	assert_int_equal(kl_rubber_change_refusal(&r, hands_set, 9, NULL),
	                 KL_CHANGE_OVER);

	assert_int_equal(kl_rubber_replay(&again, &rules, 3, events, nev,
	                                  &err), KL_OK);
	assert_memory_equal(&again, &r, sizeof(r));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_games),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_odd_events),
		cmocka_unit_test(test_table),
		cmocka_unit_test(test_queen_city_changes),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
