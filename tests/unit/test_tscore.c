/*
 * test_tscore.c - a tournament's score points and standings (kl_tscore):
 * tables of games and their points (a win, going out at once, each edge
 * of each tier, a seat sitting out, nobody winning), of places at a table
 * (ties share, the remainder given to nobody), of tier texts, settings
 * and standings; then random tournaments (players, teams, series,
 * tables, games and settings) scored by the library and by the model of
 * tests/support/ref_tscore.c, every line compared.
 *
 * KLOPF_PROP_SEED gives another base seed (default fixed); a mismatch
 * prints the seed of its tournament.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kl_tscore.h"
#include "ref_tscore.h"

#define DEFAULT_SEED 0x7e5c04e2b1a9d3f1ULL

/* ---- games ---- */

/* A row: the rules (the defaults, or these tiers), a game, the points. */
typedef struct game_row {
	const char *label;
	const char *tiers;      /* NULL: the default 10:2,20:1 */
	int nseats;
	int in_play[KL_TSCORE_SEATS];
	int winner, at_once;
	int minus[KL_TSCORE_SEATS];
	int want[KL_TSCORE_SEATS];
} game_row;

static const game_row game_rows[] = {
	{ .label = "a win, the losers far off", .nseats = 4,
	  .in_play = { 1, 1, 1, 1 }, .winner = 0,
	  .minus = { 0, 45, 60, 33 }, .want = { 5, 0, 0, 0 } },
	{ .label = "going out at once gives 8 instead of 5", .nseats = 4,
	  .in_play = { 1, 1, 1, 1 }, .winner = 2, .at_once = 1,
	  .minus = { 90, 120, 0, 140 }, .want = { 0, 0, 8, 0 } },
	{ .label = "the edges of the first tier", .nseats = 4,
	  .in_play = { 1, 1, 1, 1 }, .winner = 3,
	  .minus = { 0, 10, 11, 0 }, .want = { 2, 2, 1, 5 } },
	{ .label = "the edges of the second tier", .nseats = 4,
	  .in_play = { 1, 1, 1, 1 }, .winner = 0,
	  .minus = { 0, 20, 21, 19 }, .want = { 5, 1, 0, 1 } },
	{ .label = "the dealer sits out at a table of four", .nseats = 4,
	  .in_play = { 1, 0, 1, 1 }, .winner = 2,
	  .minus = { 7, 0, 0, 25 }, .want = { 2, 0, 5, 0 } },
	{ .label = "a seat sitting out gets no tier even with 0",
	  .nseats = 5, .in_play = { 0, 1, 1, 1, 1 }, .winner = 4,
	  .minus = { 0, 3, 30, 12, 0 }, .want = { 0, 2, 0, 1, 5 } },
	{ .label = "nobody won: every seat in play by the tiers",
	  .nseats = 4, .in_play = { 1, 1, 1, 0 }, .winner = -1,
	  .minus = { 8, 15, 40, 0 }, .want = { 2, 1, 0, 0 } },
	{ .label = "nobody won: at once means nothing", .nseats = 3,
	  .in_play = { 1, 1, 1 }, .winner = -1, .at_once = 1,
	  .minus = { 0, 21, 10 }, .want = { 2, 0, 2 } },
	{ .label = "no tiers: a loser gets nothing", .tiers = "none",
	  .nseats = 3, .in_play = { 1, 1, 1 }, .winner = 1,
	  .minus = { 0, 0, 1 }, .want = { 0, 5, 0 } },
	{ .label = "four tiers, each edge", .tiers = "0:4,5:3,15:2,30:1",
	  .nseats = 6, .in_play = { 1, 1, 1, 1, 1, 1 }, .winner = 5,
	  .minus = { 0, 5, 6, 15, 30, 0 }, .want = { 4, 3, 2, 2, 1, 5 } },
	{ .label = "four tiers, just past each edge",
	  .tiers = "0:4,5:3,15:2,30:1", .nseats = 6,
	  .in_play = { 1, 1, 1, 1, 1, 1 }, .winner = 0, .at_once = 1,
	  .minus = { 0, 1, 16, 31, 6, 200 }, .want = { 8, 3, 1, 0, 2, 0 } },
	{ .label = "two players", .nseats = 2, .in_play = { 1, 1 },
	  .winner = 1, .minus = { 12, 0 }, .want = { 1, 5 } },
};

static void
load_row_rules(const char *tiers, kl_tscore_rules *r)
{
	kl_error err;

	kl_tscore_rules_default(r);
	if (tiers != NULL)
		assert_int_equal(kl_tscore_tiers_parse(tiers, r, &err), KL_OK);
	assert_int_equal(kl_tscore_rules_check(r, &err), KL_OK);
}

static void
test_game_points(void **state)
{
	size_t i;
	int s;

	(void)state;
	for (i = 0; i < sizeof(game_rows) / sizeof(game_rows[0]); i++) {
		const game_row *row = &game_rows[i];
		kl_tscore_rules r;
		kl_tscore_game g;
		int got[KL_TSCORE_SEATS], ref[KL_TSCORE_SEATS];

		load_row_rules(row->tiers, &r);
		memset(&g, 0, sizeof(g));
		g.nseats = row->nseats;
		g.winner = row->winner;
		g.at_once = row->at_once;
		memcpy(g.in_play, row->in_play, sizeof(g.in_play));
		memcpy(g.minus, row->minus, sizeof(g.minus));
		kl_tscore_game_points(&r, &g, got);
		ref_tscore_game_points(&r, &g, ref);
		for (s = 0; s < row->nseats; s++) {
			if (got[s] != row->want[s] || ref[s] != row->want[s])
				fail_msg("%s: seat %d got %d (model %d), want %d",
				         row->label, s, got[s], ref[s],
				         row->want[s]);
		}
	}
}

/* The defaults are the documented ones. */
static void
test_defaults(void **state)
{
	kl_tscore_rules r;
	char text[64];
	static const int place[KL_TSCORE_SEATS] = { 4, 3, 2, 1, 0, 0 };

	(void)state;
	memset(&r, 0x5a, sizeof(r));
	kl_tscore_rules_default(&r);
	assert_int_equal(r.by_place, 0);
	assert_int_equal(r.win, 5);
	assert_int_equal(r.at_once, 8);
	kl_tscore_tiers_text(&r, text, sizeof(text));
	assert_string_equal(text, "10:2,20:1");
	assert_memory_equal(r.place, place, sizeof(place));
	assert_int_equal(kl_tscore_rules_check(&r, NULL), KL_OK);
}

/* ---- places ---- */

typedef struct place_row {
	const char *label;
	const char *places;     /* NULL: 4,3,2,1,0,0 */
	int nseats;
	long minus[KL_TSCORE_SEATS];
	int want[KL_TSCORE_SEATS];
} place_row;

static const place_row place_rows[] = {
	{ "four apart", NULL, 4, { 120, 80, 300, 95 }, { 2, 4, 1, 3 } },
	{ "two share 1st: (4+3)/2", NULL, 4, { 50, 50, 90, 70 },
	  { 3, 3, 1, 2 } },
	{ "two share 2nd: (3+2)/2, the odd point to nobody", NULL, 4,
	  { 10, 40, 40, 90 }, { 4, 2, 2, 1 } },
	{ "two share 3rd and 4th: (2+1)/2", NULL, 4, { 10, 60, 60, 20 },
	  { 4, 1, 1, 3 } },
	{ "two share 4th and 5th: (1+0)/2", NULL, 5, { 5, 7, 9, 11, 11 },
	  { 4, 3, 2, 0, 0 } },
	{ "three share 1st: (4+3+2)/3", NULL, 4, { 30, 30, 31, 30 },
	  { 3, 3, 1, 3 } },
	{ "all four equal: 10/4", NULL, 4, { 0, 0, 0, 0 }, { 2, 2, 2, 2 } },
	{ "a table of three", NULL, 3, { 70, 20, 45 }, { 2, 4, 3 } },
	{ "a table of three, two share 2nd", NULL, 3, { 70, 20, 70 },
	  { 2, 4, 2 } },
	{ "six seats, the last two get nothing", NULL, 6,
	  { 6, 5, 4, 3, 2, 1 }, { 0, 0, 1, 2, 3, 4 } },
	{ "other places, three share 2nd: (7+5+3)/3", "10,7,5,3,1,0", 5,
	  { 1, 9, 9, 9, 20 }, { 10, 5, 5, 5, 1 } },
	{ "other places, two share 4th: (3+1)/2", "10,7,5,3,1,0", 5,
	  { 1, 2, 3, 8, 8 }, { 10, 7, 5, 2, 2 } },
	{ "one seat", NULL, 1, { 44 }, { 4 } },
	{ "below zero totals", NULL, 3, { -5, 0, -5 }, { 3, 2, 3 } },
};

static void
test_place_points(void **state)
{
	size_t i;
	int s;

	(void)state;
	for (i = 0; i < sizeof(place_rows) / sizeof(place_rows[0]); i++) {
		const place_row *row = &place_rows[i];
		kl_tscore_rules r;
		int got[KL_TSCORE_SEATS], ref[KL_TSCORE_SEATS];

		kl_tscore_rules_default(&r);
		r.by_place = 1;
		if (row->places != NULL)
			assert_int_equal(sscanf(row->places, "%d,%d,%d,%d,%d,%d",
			                        &r.place[0], &r.place[1],
			                        &r.place[2], &r.place[3],
			                        &r.place[4], &r.place[5]), 6);
		assert_int_equal(kl_tscore_rules_check(&r, NULL), KL_OK);
		kl_tscore_place_points(&r, row->nseats, row->minus, got);
		ref_tscore_place_points(&r, row->nseats, row->minus, ref);
		for (s = 0; s < row->nseats; s++)
			if (got[s] != row->want[s] || ref[s] != row->want[s])
				fail_msg("%s: seat %d got %d (model %d), want %d",
				         row->label, s, got[s], ref[s],
				         row->want[s]);
	}
}

/* ---- the tiers as a setting text ---- */

typedef struct tiers_row {
	const char *text;
	int rc;
	const char *shown;      /* KL_OK: the text printed back */
	const char *says;       /* KL_EINPUT: a piece of the message */
} tiers_row;

static const tiers_row tiers_rows[] = {
	{ "10:2,20:1", KL_OK, "10:2,20:1", NULL },
	{ " 5 : 3 , 15:1 ", KL_OK, "5:3,15:1", NULL },
	{ "0:1", KL_OK, "0:1", NULL },
	{ "0:4,5:3,15:2,30:1", KL_OK, "0:4,5:3,15:2,30:1", NULL },
	{ "9999:99", KL_OK, "9999:99", NULL },
	{ "007:02", KL_OK, "7:2", NULL },
	{ "none", KL_OK, "none", NULL },
	{ "NONE", KL_OK, "none", NULL },
	{ "  None ", KL_OK, "none", NULL },
	{ "", KL_OK, "none", NULL },
	{ "10:2,", KL_EINPUT, NULL, "as in 10:2,20:1" },
	{ ",10:2", KL_EINPUT, NULL, "as in 10:2,20:1" },
	{ "10", KL_EINPUT, NULL, "as in 10:2,20:1" },
	{ "10:", KL_EINPUT, NULL, "as in 10:2,20:1" },
	{ ":2", KL_EINPUT, NULL, "as in 10:2,20:1" },
	{ "10:2;20:1", KL_EINPUT, NULL, "as in 10:2,20:1" },
	{ "10:2 20:1", KL_EINPUT, NULL, "as in 10:2,20:1" },
	{ "10:2,,20:1", KL_EINPUT, NULL, "as in 10:2,20:1" },
	{ "-1:2", KL_EINPUT, NULL, "as in 10:2,20:1" },
	{ "10:+2", KL_EINPUT, NULL, "as in 10:2,20:1" },
	{ "a:b", KL_EINPUT, NULL, "\"a:b\"" },
	{ "none,10:2", KL_EINPUT, NULL, "as in 10:2,20:1" },
	{ "1.5:2", KL_EINPUT, NULL, "as in 10:2,20:1" },
	{ "20:1,10:2", KL_EINPUT, NULL, "(10 comes after 20)" },
	{ "10:2,10:1", KL_EINPUT, NULL, "(10 comes after 10)" },
	{ "10000:1", KL_EINPUT, NULL, "0 to 9999 minus points" },
	{ "99999999999999999999999:1", KL_EINPUT, NULL,
	  "0 to 9999 minus points" },
	{ "10:100", KL_EINPUT, NULL, "0 to 99 score points" },
	{ "1:1,2:1,3:1,4:1,5:1", KL_EINPUT, NULL, "at most 4 tiers" },
};

static void
test_tiers_text(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(tiers_rows) / sizeof(tiers_rows[0]); i++) {
		const tiers_row *row = &tiers_rows[i];
		kl_tscore_rules r, before;
		kl_error err;
		char text[64];
		int rc;

		kl_tscore_rules_default(&r);
		r.ntiers = 3;
		r.tier_max[2] = 40;
		r.tier_points[2] = 1;
		r.tier_points[1] = 2;
		before = r;
		kl_error_clear(&err);
		rc = kl_tscore_tiers_parse(row->text, &r, &err);
		if (rc != row->rc)
			fail_msg("\"%s\": rc %d, want %d (%s)", row->text, rc,
			         row->rc, err.msg);
		if (rc == KL_OK) {
			kl_tscore_tiers_text(&r, text, sizeof(text));
			assert_string_equal(text, row->shown);
			/* what is printed reads back the same */
			before = r;
			assert_int_equal(kl_tscore_tiers_parse(text, &r, NULL),
			                 KL_OK);
			assert_int_equal(r.ntiers, before.ntiers);
			assert_memory_equal(r.tier_max, before.tier_max,
			    sizeof(int) * (size_t)r.ntiers);
			assert_memory_equal(r.tier_points, before.tier_points,
			    sizeof(int) * (size_t)r.ntiers);
			r.win = r.at_once = KL_TSCORE_POINTS_MAX;
			assert_int_equal(kl_tscore_rules_check(&r, NULL), KL_OK);
		} else {
			assert_int_equal(err.code, row->rc);
			if (strstr(err.msg, row->says) == NULL)
				fail_msg("\"%s\": \"%s\" does not say \"%s\"",
				         row->text, err.msg, row->says);
			/* a refused text changes nothing */
			assert_memory_equal(&r, &before, sizeof(r));
		}
	}
}

/* A buffer too small is cut, never overrun. */
static void
test_tiers_text_cut(void **state)
{
	kl_tscore_rules r;
	char buf[16];

	(void)state;
	kl_tscore_rules_default(&r);
	assert_int_equal(kl_tscore_tiers_parse("0:4,5:3,15:2,30:1", &r, NULL),
	                 KL_OK);
	memset(buf, 'x', sizeof(buf));
	kl_tscore_tiers_text(&r, buf, 8);
	assert_string_equal(buf, "0:4,5:3");
	assert_int_equal(buf[8], 'x');
	kl_tscore_tiers_text(&r, buf, 1);
	assert_string_equal(buf, "");
	buf[0] = 'y';
	kl_tscore_tiers_text(&r, buf, 0);
	assert_int_equal(buf[0], 'y');
}

/* ---- the settings fit together ---- */

typedef struct check_row {
	const char *label;
	int win, at_once, ntiers;
	int tier_max[KL_TSCORE_TIERS], tier_points[KL_TSCORE_TIERS];
	int place[KL_TSCORE_SEATS];
	int rc;
} check_row;

static const check_row check_rows[] = {
	{ "the defaults", 5, 8, 2, { 10, 20 }, { 2, 1 }, { 4, 3, 2, 1 },
	  KL_OK },
	{ "all zero", 0, 0, 0, { 0 }, { 0 }, { 0 }, KL_OK },
	{ "a tier worth a win", 3, 3, 1, { 0 }, { 3 }, { 1 }, KL_OK },
	{ "at once below a win", 5, 4, 0, { 0 }, { 0 }, { 0 }, KL_EINPUT },
	{ "a win of 100", 100, 100, 0, { 0 }, { 0 }, { 0 }, KL_EINPUT },
	{ "a negative win", -1, 8, 0, { 0 }, { 0 }, { 0 }, KL_EINPUT },
	{ "five tiers", 5, 8, 5, { 0 }, { 0 }, { 0 }, KL_EINPUT },
	{ "negative tiers", 5, 8, -1, { 0 }, { 0 }, { 0 }, KL_EINPUT },
	{ "tiers falling", 5, 8, 2, { 20, 10 }, { 1, 2 }, { 0 }, KL_EINPUT },
	{ "a tier below zero", 5, 8, 1, { -1 }, { 2 }, { 0 }, KL_EINPUT },
	{ "a tier beyond 9999", 5, 8, 1, { 10000 }, { 2 }, { 0 },
	  KL_EINPUT },
	{ "a tier above a win", 5, 8, 1, { 10 }, { 6 }, { 0 }, KL_EINPUT },
	{ "a tier of negative points", 5, 8, 1, { 10 }, { -2 }, { 0 },
	  KL_EINPUT },
	{ "a place above the one before", 5, 8, 0, { 0 }, { 0 },
	  { 4, 3, 1, 2 }, KL_EINPUT },
	{ "a negative place", 5, 8, 0, { 0 }, { 0 }, { 4, 3, 2, 1, 0, -1 },
	  KL_EINPUT },
	{ "a place of 100", 5, 8, 0, { 0 }, { 0 }, { 100, 3 }, KL_EINPUT },
};

static void
test_rules_check(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(check_rows) / sizeof(check_rows[0]); i++) {
		const check_row *row = &check_rows[i];
		kl_tscore_rules r;
		kl_error err;
		int rc;

		memset(&r, 0, sizeof(r));
		r.win = row->win;
		r.at_once = row->at_once;
		r.ntiers = row->ntiers;
		memcpy(r.tier_max, row->tier_max, sizeof(r.tier_max));
		memcpy(r.tier_points, row->tier_points, sizeof(r.tier_points));
		memcpy(r.place, row->place, sizeof(r.place));
		kl_error_clear(&err);
		rc = kl_tscore_rules_check(&r, &err);
		if (rc != row->rc)
			fail_msg("%s: rc %d, want %d (%s)", row->label, rc,
			         row->rc, err.msg);
		if (rc != KL_OK)
			assert_true(strlen(err.msg) > 10);
	}
}

/* ---- standings ---- */

/* Lines as (player, team, points, minus, won); the expected standings
 * as the players in order with their ranks. */
typedef struct rank_row {
	const char *label;
	int n;
	long line[8][5];
	int order[8], rank[8];
} rank_row;

static const rank_row rank_rows[] = {
	{ "points first", 3,
	  { { 0, -1, 10, 50, 2 }, { 1, -1, 12, 90, 1 }, { 2, -1, 11, 10, 5 } },
	  { 1, 2, 0 }, { 1, 2, 3 } },
	{ "then fewer minus points", 3,
	  { { 0, -1, 10, 50, 2 }, { 1, -1, 10, 49, 0 }, { 2, -1, 10, 51, 9 } },
	  { 1, 0, 2 }, { 1, 2, 3 } },
	{ "then more games won", 3,
	  { { 0, -1, 10, 50, 2 }, { 1, -1, 10, 50, 3 }, { 2, -1, 10, 50, 1 } },
	  { 1, 0, 2 }, { 1, 2, 3 } },
	{ "equal lines share a rank and keep their order (1, 2, 2, 4)", 4,
	  { { 0, -1, 7, 30, 1 }, { 1, -1, 9, 10, 3 }, { 2, -1, 7, 30, 1 },
	    { 3, -1, 7, 30, 2 } },
	  { 1, 3, 0, 2 }, { 1, 2, 3, 3 } },
	{ "everybody equal", 4,
	  { { 3, -1, 0, 0, 0 }, { 1, -1, 0, 0, 0 }, { 2, -1, 0, 0, 0 },
	    { 0, -1, 0, 0, 0 } },
	  { 3, 1, 2, 0 }, { 1, 1, 1, 1 } },
	{ "one line", 1, { { 5, 2, 1, 1, 1 } }, { 5 }, { 1 } },
	{ "reversed, with ties at the top and bottom", 6,
	  { { 0, -1, 1, 9, 0 }, { 1, -1, 1, 9, 0 }, { 2, -1, 2, 0, 0 },
	    { 3, -1, 3, 5, 1 }, { 4, -1, 4, 0, 0 }, { 5, -1, 4, 0, 0 } },
	  { 4, 5, 3, 2, 0, 1 }, { 1, 1, 3, 4, 5, 5 } },
};

static void
fill_lines(const rank_row *row, kl_tscore_line *l)
{
	int i;

	for (i = 0; i < row->n; i++) {
		memset(&l[i], 0, sizeof(l[i]));
		l[i].player = (int)row->line[i][0];
		l[i].team = (int)row->line[i][1];
		l[i].points = row->line[i][2];
		l[i].minus = row->line[i][3];
		l[i].won = (int)row->line[i][4];
		l[i].games = 20 - i;  /* games played do not count */
		l[i].rank = -7;
	}
}

static void
test_rank(void **state)
{
	size_t i;
	int k;

	(void)state;
	for (i = 0; i < sizeof(rank_rows) / sizeof(rank_rows[0]); i++) {
		const rank_row *row = &rank_rows[i];
		kl_tscore_line got[8], ref[8];

		fill_lines(row, got);
		fill_lines(row, ref);
		kl_tscore_rank(got, row->n);
		ref_tscore_rank(ref, row->n);
		for (k = 0; k < row->n; k++) {
			if (got[k].player != row->order[k] ||
			    got[k].rank != row->rank[k] ||
			    ref[k].player != row->order[k] ||
			    ref[k].rank != row->rank[k])
				fail_msg("%s: line %d is player %d rank %d (model "
				         "%d rank %d), want %d rank %d",
				         row->label, k, got[k].player,
				         got[k].rank, ref[k].player,
				         ref[k].rank, row->order[k],
				         row->rank[k]);
		}
	}
	kl_tscore_rank(NULL, 0);
}

static void
test_teams(void **state)
{
	/* (player, team, points, minus, won) */
	static const long in[6][5] = {
		{ 0, 7, 10, 40, 2 }, { 1, 3, 12, 30, 3 }, { 2, -1, 30, 0, 9 },
		{ 3, 7, 5, 60, 1 }, { 4, 3, 3, 70, 0 }, { 5, 9, 15, 100, 2 },
	};
	kl_tscore_line lines[6], teams[6], ref[6];
	int i, n, nref;
	static const int team_of[6] = { 7, 3, -1, 7, 3, 9 };

	(void)state;
	for (i = 0; i < 6; i++) {
		memset(&lines[i], 0, sizeof(lines[i]));
		lines[i].player = (int)in[i][0];
		lines[i].team = (int)in[i][1];
		lines[i].points = in[i][2];
		lines[i].minus = in[i][3];
		lines[i].won = (int)in[i][4];
		lines[i].games = 10;
	}
	n = kl_tscore_teams(lines, 6, teams, 6);
	assert_int_equal(n, 3);
	/* 7: 15 points, 100 minus; 3: 15, 100; 9: 15, 100 but 2 won: team
	 * 7 and 3 have 3 won each and share rank 1, in the order of their
	 * first players; 9 is third */
	assert_int_equal(teams[0].team, 7);
	assert_int_equal(teams[1].team, 3);
	assert_int_equal(teams[2].team, 9);
	for (i = 0; i < 3; i++) {
		assert_int_equal(teams[i].player, -1);
		assert_int_equal(teams[i].points, 15);
		assert_int_equal(teams[i].minus, 100);
	}
	assert_int_equal(teams[0].games, 20);
	assert_int_equal(teams[2].games, 10);
	assert_int_equal(teams[0].won, 3);
	assert_int_equal(teams[0].rank, 1);
	assert_int_equal(teams[1].rank, 1);
	assert_int_equal(teams[2].rank, 3);

	/* the model of the whole standings, with no games, agrees on the
	 * order of teams met (all zero: one shared rank) */
	{
		kl_tscore_rules r;
		kl_tscore_line out[6];
		kl_tscore_rules_default(&r);
		ref_tscore_standings(&r, 6, team_of, NULL, 0, out, ref, &nref);
		assert_int_equal(nref, 3);
		assert_int_equal(ref[0].team, 7);
		assert_int_equal(ref[1].team, 3);
		assert_int_equal(ref[2].team, 9);
		assert_int_equal(ref[2].rank, 1);
	}

	/* too little room: -1; no team at all: 0 */
	assert_int_equal(kl_tscore_teams(lines, 6, teams, 2), -1);
	for (i = 0; i < 6; i++)
		lines[i].team = -1;
	assert_int_equal(kl_tscore_teams(lines, 6, teams, 6), 0);
	assert_int_equal(kl_tscore_teams(lines, 0, teams, 0), 0);
}

/* ---- random tournaments against the model ---- */

static uint64_t rng;

static unsigned
next(unsigned n)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned)((rng >> 11) % n);
}

static uint64_t
env_seed(void)
{
	const char *v = getenv("KLOPF_PROP_SEED");

	if (v == NULL || *v == '\0')
		return DEFAULT_SEED;
	return (uint64_t)strtoull(v, NULL, 0);
}

/* Random settings that kl_tscore_rules_check accepts. */
static void
random_rules(kl_tscore_rules *r)
{
	int k, m = -1;

	memset(r, 0, sizeof(*r));
	r->by_place = (int)next(2);
	r->win = (int)next(11);
	r->at_once = r->win + (int)next(6);
	r->ntiers = (int)next(KL_TSCORE_TIERS + 1);
	for (k = 0; k < r->ntiers; k++) {
		m += 1 + (int)next(12);
		r->tier_max[k] = m;
		r->tier_points[k] = (int)next((unsigned)r->win + 1);
	}
	r->place[0] = (int)next(10);
	for (k = 1; k < KL_TSCORE_SEATS; k++)
		r->place[k] = r->place[k - 1] - (int)next(
		    (unsigned)r->place[k - 1] + 1);
	assert_int_equal(kl_tscore_rules_check(r, NULL), KL_OK);
}

/* A loser's minus points, often at or next to a tier's edge. */
static int
random_minus(const kl_tscore_rules *r)
{
	if (r->ntiers > 0 && next(2) == 0) {
		int v = r->tier_max[next((unsigned)r->ntiers)] +
		        (int)next(3) - 1;
		return v < 0 ? 0 : v;
	}
	return (int)next(next(4) == 0 ? 200 : 40);
}

/* 1 when two lines agree in every field. */
static int
same_line(const kl_tscore_line *a, const kl_tscore_line *b)
{
	return a->player == b->player && a->team == b->team &&
	       a->points == b->points && a->minus == b->minus &&
	       a->games == b->games && a->won == b->won &&
	       a->rank == b->rank;
}

#define MAX_PLAYERS 64
#define MAX_GAMES 4000

static ref_tgame games[MAX_GAMES];

/* One random tournament from seed: players seated at random tables each
 * series (tables of 4, a few of 3, now and then 2, 5 or 6), each table
 * playing its games; scored by the library and the model.  Returns 0
 * when they agree, else prints what differs and returns 1. */
static int
one_tournament(uint64_t seed)
{
	kl_tscore_rules r;
	kl_tscore_line lines[MAX_PLAYERS], ref[MAX_PLAYERS];
	kl_tscore_line teams[MAX_PLAYERS], ref_teams[MAX_PLAYERS];
	int team[MAX_PLAYERS], perm[MAX_PLAYERS];
	int np, nseries, sr, i, ngames = 0, sitting = 0, nt, nref, bad = 0;

	rng = seed | 1;
	random_rules(&r);
	np = 2 + (int)next(MAX_PLAYERS - 1);
	nseries = 1 + (int)next(4);
	for (i = 0; i < np; i++) {
		int hue = (int)next(4);
		team[i] = hue == 0 ? -1 : (int)next((unsigned)np / 3 + 1) * 5;
		memset(&lines[i], 0, sizeof(lines[i]));
		lines[i].player = i;
		lines[i].team = team[i];
		perm[i] = i;
	}
	for (sr = 0; sr < nseries; sr++) {
		int at = 0;

		for (i = np - 1; i > 0; i--) {
			int j = (int)next((unsigned)i + 1), t = perm[i];
			perm[i] = perm[j];
			perm[j] = t;
		}
		while (at < np) {
			int left = np - at, size, s, ng, gi;
			kl_tscore_line *seat[KL_TSCORE_SEATS];
			long total[KL_TSCORE_SEATS] = { 0 };
			int wild = next(8) == 0;

			if (wild)
				size = 2 + (int)next(5);
			else
				size = left % 4 != 0 && left <= 9 ? 3 : 4;
			if (size > left)
				size = left;
			for (s = 0; s < size; s++)
				seat[s] = &lines[perm[at + s]];
			ng = 1 + (int)next(20);
			for (gi = 0; gi < ng && ngames < MAX_GAMES; gi++) {
				ref_tgame *tg = &games[ngames++];
				kl_tscore_game *g = &tg->g;
				int inp = 0;

				memset(tg, 0, sizeof(*tg));
				tg->sitting = sitting;
				g->nseats = size;
				for (s = 0; s < KL_TSCORE_SEATS; s++)
					tg->player[s] = s < size ?
					                perm[at + s] : -1;
				for (s = 0; s < size; s++) {
					/* the dealer sits out at a table of
					 * four, others now and then */
					g->in_play[s] = !((size == 4 &&
					    s == gi % 4) || next(12) == 0);
					inp += g->in_play[s];
				}
				g->winner = -1;
				if (inp > 0 && next(10) != 0) {
					int w = (int)next((unsigned)inp);
					for (s = 0; s < size; s++)
						if (g->in_play[s] && w-- == 0)
							g->winner = s;
				}
				g->at_once = next(8) == 0;
				for (s = 0; s < size; s++) {
					g->minus[s] = s == g->winner ? 0 :
					              random_minus(&r);
					if (g->in_play[s])
						total[s] += g->minus[s];
				}
				kl_tscore_add_game(&r, g, seat);
			}
			kl_tscore_add_series(&r, size, total, seat);
			sitting++;
			at += size;
		}
	}
	/* the teams from the lines in player order, as the model meets
	 * them */
	nt = kl_tscore_teams(lines, np, teams, np);
	kl_tscore_rank(lines, np);
	ref_tscore_standings(&r, np, team, games, ngames, ref, ref_teams,
	                     &nref);
	/* from the standings instead: the same sums and ranks, the teams
	 * met in another order */
	{
		kl_tscore_line again[MAX_PLAYERS];
		int k, j;

		assert_int_equal(kl_tscore_teams(lines, np, again, np), nt);
		for (k = 0; k < nt; k++) {
			for (j = 0; j < nt && teams[j].team != again[k].team; j++)
				;
			assert_true(j < nt);
			assert_true(same_line(&teams[j], &again[k]));
		}
	}
	for (i = 0; i < np; i++)
		if (!same_line(&lines[i], &ref[i])) {
			print_message("seed 0x%016llx line %d: player %d "
			    "points %ld minus %ld games %d won %d rank %d; "
			    "model player %d points %ld minus %ld games %d "
			    "won %d rank %d\n", (unsigned long long)seed, i,
			    lines[i].player, lines[i].points, lines[i].minus,
			    lines[i].games, lines[i].won, lines[i].rank,
			    ref[i].player, ref[i].points, ref[i].minus,
			    ref[i].games, ref[i].won, ref[i].rank);
			bad = 1;
			break;
		}
	if (nt != nref) {
		print_message("seed 0x%016llx: %d teams, model %d\n",
		              (unsigned long long)seed, nt, nref);
		return 1;
	}
	for (i = 0; i < nt; i++)
		if (!same_line(&teams[i], &ref_teams[i])) {
			print_message("seed 0x%016llx team line %d: team %d "
			    "points %ld rank %d; model team %d points %ld "
			    "rank %d\n", (unsigned long long)seed, i,
			    teams[i].team, teams[i].points, teams[i].rank,
			    ref_teams[i].team, ref_teams[i].points,
			    ref_teams[i].rank);
			bad = 1;
			break;
		}
	return bad;
}

static void
test_random_tournaments(void **state)
{
	uint64_t base = env_seed();
	int i, failures = 0;

	(void)state;
	for (i = 0; i < 400; i++)
		failures += one_tournament(base + 0x9e3779b97f4a7c15ULL *
		                           (uint64_t)(i + 1));
	assert_int_equal(failures, 0);
}

/* Many lines with few distinct values (long runs of ties, sorted and
 * reversed input) ranked by the library and by the model. */
static void
test_random_rank(void **state)
{
	static kl_tscore_line got[600], ref[600];
	int round, i;

	(void)state;
	rng = env_seed() ^ 0x5bd1e995;
	for (round = 0; round < 300; round++) {
		int n = (int)next(600) + 1, spread = 1 + (int)next(6);
		int shape = (int)next(4);

		for (i = 0; i < n; i++) {
			memset(&got[i], 0, sizeof(got[i]));
			got[i].player = i;
			got[i].team = -1;
			got[i].points = shape == 1 ? i / 3 :
			                shape == 2 ? n - i / 3 :
			                (long)next((unsigned)spread);
			got[i].minus = (long)next((unsigned)spread);
			got[i].won = (int)next(2);
		}
		memcpy(ref, got, sizeof(got[0]) * (size_t)n);
		kl_tscore_rank(got, n);
		ref_tscore_rank(ref, n);
		for (i = 0; i < n; i++)
			if (!same_line(&got[i], &ref[i]))
				fail_msg("%d lines, line %d: player %d rank %d, "
				         "model player %d rank %d", n, i,
				         got[i].player, got[i].rank,
				         ref[i].player, ref[i].rank);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_defaults),
		cmocka_unit_test(test_game_points),
		cmocka_unit_test(test_place_points),
		cmocka_unit_test(test_tiers_text),
		cmocka_unit_test(test_tiers_text_cut),
		cmocka_unit_test(test_rules_check),
		cmocka_unit_test(test_rank),
		cmocka_unit_test(test_teams),
		cmocka_unit_test(test_random_tournaments),
		cmocka_unit_test(test_random_rank),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
