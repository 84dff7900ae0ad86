/*
 * test_ops.c - the operations on a rubber (src/ops/kl_ops.h) against a
 * database in memory: starting under given, carried-over and default
 * rules (and the default game where the last game does not take the
 * players), booking a judged game, refusing a game judged against a rubber
 * that changed, buy-backs and their refusals in whole sentences, undo
 * reopening a rubber, abandon, and judging a recorded rubber again.
 * Every refusal must leave the rubber as it was.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <sqlite3.h>

#include "kl_history_json.h"
#include "kl_ops.h"

#define KNOCK_ANNA "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C"
#define BEN "Ben=2C 3C 4C 8D 9D 10D KH KD 5S 9S"
#define CLARA "Clara=AH AD AS 6C 7C 8C 2D 3H 10S JC"

static kl_store *
open_memory(void)
{
	kl_store *s = NULL;
	kl_error err;

	assert_int_equal(kl_ops_db_open(":memory:", KL_STORE_WRITE, &s, &err),
	                 KL_OK);
	return s;
}

/* Start a rubber among names (space separated) under rules (NULL: as
 * kl_ops_start chooses). */
static void
start(kl_store *s, const kl_rules *rules, const char *names,
      kl_ops_start_result *out)
{
	char buf[256], *save = NULL, *tok;
	const char *list[KL_PLAYERS_MAX];
	kl_error err;
	int n = 0;

	snprintf(buf, sizeof(buf), "%s", names);
	for (tok = strtok_r(buf, " ", &save); tok != NULL;
	     tok = strtok_r(NULL, " ", &save))
		list[n++] = tok;
	kl_error_clear(&err);
	if (kl_ops_start(s, rules, list, n, out, &err) != KL_OK)
		fail_msg("start %s: %s", names, err.msg);
}

/* The rubber as it is now. */
static void
look(kl_store *s, kl_ops_rubber *r)
{
	kl_error err;

	assert_int_equal(kl_ops_look(s, KL_OPS_LATEST, r, &err), KL_OK);
}

/* Book a game typed as on the command line; returns the code. */
static int
game(kl_store *s, const char *decl, int kind, const char *a, const char *b,
     const char *c, kl_ops_game_result *out, kl_error *err)
{
	const char *args[3] = { a, b, c };
	int n = c != NULL ? 3 : b != NULL ? 2 : 1;

	kl_error_clear(err);
	return kl_ops_game(s, decl, kind, n, args, out, err);
}

static void
test_start_and_rules(void **state)
{
	kl_store *s = open_memory();
	kl_ops_start_result res;
	kl_rules rules;
	kl_error err;
	const char *names[2] = { "anna", "ANNA" };
	kl_ops_abandon_result ab;

	(void)state;
	/* the first rubber: the defaults */
	start(s, NULL, "Anna Ben", &res);
	assert_int_equal(res.rules_from, KL_RULES_DEFAULT);
	assert_string_equal(res.after.row.names[0], "Anna");
	assert_int_equal(res.after.state.pot, 10);
	/* refused while it is in play, whole and naming it */
	assert_int_equal(kl_ops_start(s, NULL, names + 0, 1, &res, &err),
	                 KL_EINPUT);
	assert_string_equal(err.msg, "a rubber needs 2 to 12 players, not 1");
	assert_int_equal(kl_ops_start(s, NULL, names, 2, &res, &err),
	                 KL_EINPUT);
	assert_string_equal(err.msg, "ANNA is named twice");
	{
		const char *two[2] = { "Clara", "Dora" };
		assert_int_equal(kl_ops_start(s, NULL, two, 2, &res, &err),
		                 KL_EINPUT);
		assert_string_equal(err.msg, "rubber 1 is in play (Anna and "
		                    "Ben); finish it, or end it with 'klopf "
		                    "abandon'");
	}
	assert_int_equal(kl_ops_abandon(s, &ab, &err), KL_OK);
	/* given rules */
	kl_rules_default(&rules);
	assert_int_equal(kl_rules_set_pair(&rules, "knock_limit=6", &err),
	                 KL_OK);
	start(s, &rules, "ben Clara", &res);
	assert_int_equal(res.rules_from, KL_RULES_GIVEN);
	assert_int_equal(res.after.row.rules.knock_limit, 6);
	/* names as stored, whatever case was typed */
	assert_string_equal(res.after.row.names[0], "Ben");
	assert_int_equal(kl_ops_abandon(s, &ab, &err), KL_OK);
	/* the last rubber's rules carry over */
	start(s, NULL, "Clara Dora", &res);
	assert_int_equal(res.rules_from, KL_RULES_LAST);
	assert_int_equal(res.last, 2);
	assert_int_equal(res.after.row.rules.knock_limit, 6);
	kl_store_close(s);
}

/* A rubber started without rules after another: the last rubber's game
 * and rules where that game takes the players sitting down, else the
 * default game with its defaults (the fallback names the game that did
 * not fit), and a count the default game does not take either is
 * refused with its range. */
typedef struct carry_case {
	const char *why;
	const char *first;    /* the last rubber: GAME, then "key=value"s */
	const char *players;  /* its players */
	const char *next;     /* the new rubber's players */
	int rc;
	const char *msg;      /* the refusal */
	int from;             /* enum kl_ops_rules_from */
	const char *game;     /* the new rubber's game */
	const char *rule;     /* a "key=value" line of its rules, or NULL */
	const char *last_game;/* KL_RULES_FALLBACK: the game that did not
	                         fit */
} carry_case;

static const carry_case carry_cases[] = {
	{ "gin to two", "gin game_to=50", "Anna Ben", "Anna Ben", KL_OK, NULL,
	  KL_RULES_LAST, "gin", "game_to=50", NULL },
	{ "gin to three: Viennese with its defaults", "gin game_to=50",
	  "Anna Ben", "Anna Ben Clara", KL_OK, NULL, KL_RULES_FALLBACK,
	  "viennese", "knock_limit=4", "gin" },
	{ "Viennese with a house rule to six", "viennese knock_limit=6",
	  "Anna Ben", "Anna Ben Clara Dora Emil Fritz", KL_OK, NULL,
	  KL_RULES_LAST, "viennese", "knock_limit=6", NULL },
	{ "Phỏm to four", "phom", "Anna Ben Clara", "Anna Ben Clara Dora",
	  KL_OK, NULL, KL_RULES_LAST, "phom", NULL, NULL },
	{ "Phỏm to five: Viennese", "phom", "Anna Ben Clara",
	  "Anna Ben Clara Dora Emil", KL_OK, NULL, KL_RULES_FALLBACK,
	  "viennese", NULL, "phom" },
	{ "Continental to eight", "continental", "Anna Ben Clara",
	  "Anna Ben Clara Dora Emil Fritz Gerti Hans", KL_OK, NULL,
	  KL_RULES_LAST, "continental", NULL, NULL },
	{ "Nowrang to three: Viennese", "nowrang", "Anna Ben",
	  "Anna Ben Clara", KL_OK, NULL, KL_RULES_FALLBACK, "viennese", NULL,
	  "nowrang" },
	{ "gin to seven: Viennese does not take them either", "gin",
	  "Anna Ben", "Anna Ben Clara Dora Emil Fritz Gerti", KL_EINPUT,
	  "a rubber of viennese needs 2 to 6 players, not 7", 0, NULL, NULL,
	  NULL },
};

/* The rules of text: a game's defaults, then "key=value" settings. */
static void
carry_rules(const char *text, kl_rules *r)
{
	char buf[128], *word, *save = NULL;
	kl_error err;
	int game;

	snprintf(buf, sizeof(buf), "%s", text);
	word = strtok_r(buf, " ", &save);
	assert_non_null(word);
	if (kl_rules_game_find(word, &game, &err) != KL_OK)
		fail_msg("%s: %s", word, err.msg);
	kl_rules_game_default(game, r);
	while ((word = strtok_r(NULL, " ", &save)) != NULL)
		if (kl_rules_set_pair(r, word, &err) != KL_OK)
			fail_msg("%s: %s", word, err.msg);
}

static void
test_start_carry_over(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(carry_cases) / sizeof(carry_cases[0]); i++) {
		const carry_case *c = &carry_cases[i];
		kl_store *s = open_memory();
		kl_ops_start_result res;
		kl_ops_abandon_result ab;
		kl_rules first;
		kl_error err;
		char buf[256], text[2048], *save = NULL, *tok, line[96];
		const char *list[KL_PLAYERS_MAX];
		int n = 0, rc;

		carry_rules(c->first, &first);
		start(s, &first, c->players, &res);
		assert_int_equal(kl_ops_abandon(s, &ab, &err), KL_OK);
		snprintf(buf, sizeof(buf), "%s", c->next);
		for (tok = strtok_r(buf, " ", &save); tok != NULL;
		     tok = strtok_r(NULL, " ", &save))
			list[n++] = tok;
		kl_error_clear(&err);
		rc = kl_ops_start(s, NULL, list, n, &res, &err);
		if (rc != c->rc)
			fail_msg("%s: returns %d (%s), not %d", c->why, rc,
			         err.msg, c->rc);
		if (rc != KL_OK) {
			assert_string_equal(err.msg, c->msg);
			kl_store_close(s);
			continue;
		}
		if (res.rules_from != c->from ||
		    strcmp(kl_rules_game_name(res.after.row.rules.game),
		           c->game) != 0)
			fail_msg("%s: rules from %d, game %s; want %d, %s",
			         c->why, res.rules_from,
			         kl_rules_game_name(res.after.row.rules.game),
			         c->from, c->game);
		if (c->last_game != NULL &&
		    strcmp(kl_rules_game_name(res.last_game), c->last_game))
			fail_msg("%s: the game that did not fit is %s, not %s",
			         c->why, kl_rules_game_name(res.last_game),
			         c->last_game);
		if (c->rule != NULL) {
			kl_rules_format(&res.after.row.rules, text + 1,
			                sizeof(text) - 1);
			text[0] = '\n';
			snprintf(line, sizeof(line), "\n%s\n", c->rule);
			if (strstr(text, line) == NULL)
				fail_msg("%s: no %s in the rules:%s", c->why,
				         c->rule, text);
		}
		kl_store_close(s);
	}
}

/* A new name that looks like a player of the database (a Cyrillic A, a
 * zero-width space, a fullwidth B) is refused, naming both and the
 * characters that tell them apart, and nothing is started; the same
 * name in another case is that player. */
static void
test_start_look_alike(void **state)
{
	static const struct {
		const char *name;
		const char *known;
		const char *which;
	} alike[] = {
		{ .name = "\xd0\x90nna", .known = "Anna",       /* Cyrillic A */
		  .which = "U+0410" },
		{ .name = "B\xe2\x80\x8b" "en", .known = "Ben",   /* ZWSP */
		  .which = "U+200B" },
		{ .name = "\xef\xbc\xa2" "en", .known = "Ben",    /* fullwidth B */
		  .which = "U+FF22" },
		{ .name = "\xce\x91nn\xd0\xb0", .known = "Anna",  /* Alpha, a */
		  .which = "U+0391, U+0430" },
	};
	kl_store *s = open_memory();
	kl_ops_start_result res;
	kl_ops_abandon_result ab;
	kl_ops_rubber r;
	kl_error err;
	char want[256];
	size_t i;

	(void)state;
	start(s, NULL, "Anna Ben", &res);
	assert_int_equal(kl_ops_abandon(s, &ab, &err), KL_OK);
	for (i = 0; i < sizeof(alike) / sizeof(alike[0]); i++) {
		const char *two[2] = { "Clara", alike[i].name };
		kl_error_clear(&err);
		assert_int_equal(kl_ops_start(s, NULL, two, 2, &res, &err),
		                 KL_EINPUT);
		snprintf(want, sizeof(want), "%s looks the same as %s, who has "
		         "played before (the names differ in %s); type that "
		         "name as it is, or give the new player a name that "
		         "differs", alike[i].name, alike[i].known,
		         alike[i].which);
		assert_string_equal(err.msg, want);
		look(s, &r);
		assert_int_equal(r.row.id, 1);  /* nothing was started */
		/* the same check, asked before starting (klopf play) */
		kl_error_clear(&err);
		assert_int_equal(kl_ops_check_known(s, two, 2, &err),
		                 KL_EINPUT);
		assert_string_equal(err.msg, want);
	}
	{
		const char *known[3] = { "ANNA", "ben", "Clara" };
		assert_int_equal(kl_ops_check_known(s, known, 3, &err), KL_OK);
	}
	/* the known players in another case, and a name unlike theirs */
	start(s, NULL, "ANNA ben Clara", &res);
	assert_string_equal(res.after.row.names[0], "Anna");
	assert_string_equal(res.after.row.names[1], "Ben");
	assert_string_equal(res.after.row.names[2], "Clara");
	kl_store_close(s);
}

static void
test_game_and_refusal(void **state)
{
	kl_store *s = open_memory();
	kl_ops_start_result st;
	kl_ops_game_result *g = malloc(sizeof(*g));
	kl_ops_rubber before, after;
	kl_error err;

	(void)state;
	assert_non_null(g);
	start(s, NULL, "Anna Ben Clara", &st);
	look(s, &before);
	/* a knock that does not stand: refused with its proof, nothing
	 * booked */
	assert_int_equal(game(s, "Anna", KL_VERDICT_KNOCK,
	                      "Anna=4H 5H 6H 7S 7D 7C JS QS KS 9C", BEN, CLARA,
	                      g, &err), KL_ERULE);
	assert_string_equal(err.msg, "Anna knocked, but the best arrangement "
	                    "leaves deadwood 9 (a knock needs 4 or less)");
	assert_int_equal(g->game.refused.deadwood, 9);
	look(s, &after);
	assert_int_equal(after.nevents, before.nevents);
	assert_memory_equal(&after.state, &before.state, sizeof(after.state));
	/* a game that stands */
	assert_int_equal(game(s, "anna", KL_VERDICT_KNOCK, KNOCK_ANNA, BEN,
	                      CLARA, g, &err), KL_OK);
	assert_int_equal(g->number, 1);
	assert_int_equal(g->dealer, 0);
	assert_int_equal(g->res.points[0], 4);
	assert_int_equal(g->res.points[1], 34);
	assert_int_equal(g->res.points[2], 25);
	assert_int_equal(g->after.nevents, 1);
	assert_int_equal(g->after.state.seat[1].score, 34);
	assert_string_equal(g->game.t.names[1], "Ben");
	free(g);
	kl_store_close(s);
}

/* A game judged against the rubber as it was, booked after another
 * klopf changed it. */
static void
test_stale(void **state)
{
	kl_store *s = open_memory();
	kl_ops_start_result st;
	kl_ops_game_result *g = malloc(sizeof(*g));
	kl_ops_undo_result u;
	kl_ops_rubber judged;
	kl_game *play = malloc(sizeof(*play));
	kl_game_table t;
	kl_error err;
	const char *hands[3] = { KNOCK_ANNA, BEN, CLARA };
	const char *hands2[3] = { "Ben=3H 4H 5H QS QD QC 7C 7D 7S 2S",
	                          "Anna=30", "Clara=40" };

	(void)state;
	assert_non_null(g);
	assert_non_null(play);
	start(s, NULL, "Anna Ben Clara", &st);
	look(s, &judged);
	kl_ops_table(&judged, &t);
	kl_game_start(play, &t);
	assert_int_equal(kl_game_judge(play, "Anna", KL_VERDICT_KNOCK, 3,
	                               hands, &err), KL_OK);
	/* meanwhile another klopf books a game */
	assert_int_equal(game(s, "Anna", KL_VERDICT_KNOCK, KNOCK_ANNA, BEN,
	                      CLARA, g, &err), KL_OK);
	assert_int_equal(kl_ops_book(s, &judged, play, g, &err), KL_ESTALE);
	assert_string_equal(err.msg, "rubber 1 changed while game 1 was "
	                    "entered (another klopf booked or took back "
	                    "something); nothing was booked");
	assert_int_equal(g->after.nevents, 1);
	/* a game judged after that one; then another klopf takes that one
	 * back and books another: as many events as before, but not the
	 * rubber the game was judged against */
	look(s, &judged);
	kl_ops_table(&judged, &t);
	kl_game_start(play, &t);
	assert_int_equal(kl_game_judge(play, "Ben", KL_VERDICT_KNOCK, 3,
	                               hands2, &err), KL_OK);
	assert_int_equal(kl_ops_undo(s, &u, &err), KL_OK);
	assert_int_equal(game(s, "Anna", KL_VERDICT_KNOCK, KNOCK_ANNA,
	                      "Ben=17", "Clara=20", g, &err), KL_OK);
	assert_int_equal(g->after.nevents, judged.nevents);
	assert_int_equal(kl_ops_book(s, &judged, play, g, &err), KL_ESTALE);
	/* judged against the rubber as it is, it is booked */
	look(s, &judged);
	assert_int_equal(kl_ops_book(s, &judged, play, g, &err), KL_OK);
	assert_int_equal(g->number, 2);
	free(play);
	free(g);
	kl_store_close(s);
}

static void
test_buyback_undo_abandon(void **state)
{
	static const struct {
		const char *who;
		int rc;
		const char *msg;
	} refusals[] = {
		{ "Zoe", KL_EINPUT, "Zoe does not play in rubber 1 (Anna, Ben "
		  "and Clara)" },
		{ "Anna", KL_ERULE, "Anna cannot buy back: the total 4 is not "
		  "over 81 (a buy-back needs 82 to 100)" },
		{ "Ben", KL_ERULE, "Ben cannot buy back: it would not lower the "
		  "total (85; the highest other total in play is 90)" },
	};
	kl_store *s = open_memory();
	kl_ops_start_result st;
	kl_ops_game_result *g = malloc(sizeof(*g));
	kl_ops_buyback_result b;
	kl_ops_undo_result u;
	kl_ops_abandon_result a;
	kl_ops_rubber before, after;
	kl_error err;
	size_t i;

	(void)state;
	assert_non_null(g);
	start(s, NULL, "Anna Ben Clara", &st);
	assert_int_equal(game(s, "Anna", KL_VERDICT_KNOCK, KNOCK_ANNA,
	                      "Ben=85", "Clara=90", g, &err), KL_OK);
	look(s, &before);
	for (i = 0; i < sizeof(refusals) / sizeof(refusals[0]); i++) {
		kl_error_clear(&err);
		assert_int_equal(kl_ops_buyback(s, refusals[i].who, &b, &err),
		                 refusals[i].rc);
		assert_string_equal(err.msg, refusals[i].msg);
	}
	look(s, &after);
	assert_int_equal(after.nevents, before.nevents);
	assert_int_equal(kl_ops_buyback(s, "clara", &b, &err), KL_OK);
	assert_int_equal(b.seat, 2);
	assert_int_equal(b.before, 90);
	assert_int_equal(b.after.state.seat[2].score, 85);
	assert_int_equal(b.after.state.pot, 20);
	assert_int_equal(kl_ops_buyback(s, "Clara", &b, &err), KL_ERULE);
	assert_string_equal(err.msg, "Clara has bought back before in this "
	                    "rubber and cannot buy back again (once only)");
	/* a game puts Ben and Clara out: Anna wins; undo reopens it */
	assert_int_equal(game(s, "Anna", KL_VERDICT_KNOCK, KNOCK_ANNA,
	                      "Ben=20", "Clara=20", g, &err), KL_OK);
	assert_int_equal(g->after.state.phase, KL_RUBBER_FINISHED);
	assert_int_equal(kl_ops_undo(s, &u, &err), KL_OK);
	assert_int_equal(u.undone.kind, KL_EVENT_GAME);
	assert_int_equal(u.undone.number, 2);
	assert_int_equal(u.reopened, 1);
	assert_int_equal(kl_ops_undo(s, &u, &err), KL_OK);
	assert_int_equal(u.undone.kind, KL_EVENT_BUYBACK);
	assert_int_equal(u.reopened, 0);
	/* abandon: the antes go back */
	assert_int_equal(kl_ops_abandon(s, &a, &err), KL_OK);
	assert_int_equal(a.after.state.phase, KL_RUBBER_ABANDONED);
	assert_int_equal(a.after.state.pot, 0);
	assert_int_equal(kl_ops_abandon(s, &a, &err), KL_ENOTFOUND);
	assert_string_equal(err.msg, "no rubber is in play; start one with "
	                    "'klopf new NAME NAME...'");
	free(g);
	kl_store_close(s);
}

/* A recorded rubber judged again, before and after its hands were
 * changed behind klopf's back; and the import, which judges too. */
static void
test_judge_recorded(void **state)
{
	kl_store *s = open_memory(), *t = open_memory();
	kl_ops_start_result st;
	kl_ops_game_result *g = malloc(sizeof(*g));
	kl_history_range all;
	kl_error err;
	char *json = NULL;
	kl_jscan_mem mem;
	kl_jscan_source src;
	int n;

	(void)state;
	assert_non_null(g);
	memset(&all, 0, sizeof(all));
	start(s, NULL, "Anna Ben Clara", &st);
	assert_int_equal(game(s, "Anna", KL_VERDICT_KNOCK, KNOCK_ANNA, BEN,
	                      "Clara=25", g, &err), KL_OK);
	assert_int_equal(kl_ops_judge_rubber(s, 1, &err), KL_OK);
	/* export and import: the same rubber, judged again on the way */
	assert_int_equal(kl_history_export_json(s, &all, &json, &err), KL_OK);
	kl_jscan_memory(json, strlen(json), &mem, &src);
	assert_int_equal(kl_ops_import(t, &src, &n, &err), KL_OK);
	assert_int_equal(n, 1);
	free(json);
	/* the declarer's typed hand changed: the knock no longer stands */
	assert_int_equal(sqlite3_exec(kl_store_sqlite(s), "UPDATE hand SET "
	    "typed = '4H 5H 6H 7S 7D 7C JS QS KS 9C' WHERE seat = 0", NULL,
	    NULL, NULL), SQLITE_OK);
	assert_int_equal(kl_ops_judge_rubber(s, 1, &err), KL_EINPUT);
	assert_string_equal(err.msg, "rubber 1, game 1: Anna knocked, but the "
	                    "best arrangement leaves deadwood 9 (a knock needs "
	                    "4 or less)");
	/* points typed that the record does not give */
	assert_int_equal(sqlite3_exec(kl_store_sqlite(s), "UPDATE hand SET "
	    "typed = '4H 5H 6H 7S 7D 7C JS QS KS 4C' WHERE seat = 0; "
	    "UPDATE hand SET typed = '26' WHERE seat = 2", NULL, NULL, NULL),
	    SQLITE_OK);
	assert_int_equal(kl_ops_judge_rubber(s, 1, &err), KL_EINPUT);
	assert_string_equal(err.msg, "rubber 1, game 1: the hand of Clara "
	                    "counts 26, not the 25 recorded");
	free(g);
	kl_store_close(t);
	kl_store_close(s);
}

/* ---- the property of a correction ---- */

/* Declarers' hands that knock (deadwood 0, 2, 3, 4), dealt freely: the
 * others type points, so no two hands share a card. */
static const char *const knocks[] = {
	"4S 5S 6S 7S 8S 9S 10S JS QS KS",
	"2S 5S 6S 7S 8S 9S 10S JS QS KS",
	"3S 5S 6S 7S 8S 9S 10S JS QS KS",
	"AS 4S 6S 7S 8S 9S 10S JS QS KS",
};
static const char *const people[] = { "Anna", "Ben", "Clara", "Dora" };

#define MAX_STEPS 24

/* One thing done to a rubber: a game (declarer and hands as typed) or
 * a buy-back (declarer < 0, who). */
typedef struct step {
	int declarer;
	int buyback;                 /* seat buying back, or -1 */
	int nargs;
	char args[KL_PLAYERS_MAX][64];
} step;

/* A count a hand of Viennese can have for a draw d: 1 is none (no card
 * counts 1), so 0 instead. */
static unsigned
possible_count(unsigned d)
{
	return d == 1 ? 0 : d;
}

static unsigned
next_random(unsigned *x)
{
	*x = *x * 1103515245u + 12345u;
	return (*x >> 16) & 0x7fff;
}

/* Do steps[0..n-1] to a new rubber of np players in s; returns the index
 * of the first step refused, or n when all were done. */
static int
replay(kl_store *s, int np, const step *steps, int n)
{
	kl_ops_start_result st;
	kl_ops_game_result *g = malloc(sizeof(*g));
	kl_ops_buyback_result b;
	kl_error err;
	const char *args[KL_PLAYERS_MAX];
	int i, k, rc = KL_OK;

	assert_non_null(g);
	assert_int_equal(kl_ops_start(s, NULL, people, np, &st, &err), KL_OK);
	for (i = 0; i < n && rc == KL_OK; i++) {
		if (steps[i].buyback >= 0) {
			rc = kl_ops_buyback(s, people[steps[i].buyback], &b,
			                    &err);
			continue;
		}
		for (k = 0; k < steps[i].nargs; k++)
			args[k] = steps[i].args[k];
		rc = kl_ops_game(s, people[steps[i].declarer],
		                 KL_VERDICT_KNOCK, steps[i].nargs, args, g, &err);
	}
	free(g);
	return rc == KL_OK ? n : i - 1;
}

/*
 * For random rubbers: fixing game k to other hands gives exactly the
 * rubber that booking those hands from the start gives, and a fix is
 * refused exactly when booking them from the start fails at a later
 * step (then the rubber is left as it was).
 */
static void
test_fix_is_a_replay(void **state)
{
	unsigned x = 20261123u;
	int round, fixed = 0, refused = 0;

	(void)state;
	for (round = 0; round < 120; round++) {
		kl_store *s = open_memory(), *t = NULL;
		kl_ops_start_result st;
		kl_ops_game_result *g = malloc(sizeof(*g));
		kl_ops_fix_result *f = malloc(sizeof(*f));
		kl_ops_buyback_result b;
		kl_ops_rubber now, before, fresh;
		step steps[MAX_STEPS], changed[MAX_STEPS];
		kl_error err;
		const char *args[KL_PLAYERS_MAX], *fixarg[1];
		int np = 2 + (int)(next_random(&x) % 3), n = 0, games = 0;
		int i, k, seat, target, which, rc;

		assert_non_null(g);
		assert_non_null(f);
		assert_int_equal(kl_ops_start(s, NULL, people, np, &st, &err),
		                 KL_OK);
		while (n < MAX_STEPS - 1) {
			step *sp = &steps[n];
			look(s, &now);
			if (now.state.phase != KL_RUBBER_IN_PLAY)
				break;
			memset(sp, 0, sizeof(*sp));
			sp->buyback = -1;
			do
				sp->declarer = (int)(next_random(&x) %
				                     (unsigned)np);
			while (now.state.seat[sp->declarer].out);
			for (k = 0; k < np; k++) {
				if (now.state.seat[k].out)
					continue;
				if (k == sp->declarer)
					snprintf(sp->args[sp->nargs], 64, "%s=%s",
					         people[k], knocks[next_random(&x) %
					         4]);
				else
					/* no hand counts 1 (no card does) */
					snprintf(sp->args[sp->nargs], 64, "%s=%u",
					         people[k], possible_count(
					         next_random(&x) % 45));
				args[sp->nargs] = sp->args[sp->nargs];
				sp->nargs++;
			}
			rc = kl_ops_game(s, people[sp->declarer],
			                 KL_VERDICT_KNOCK, sp->nargs, args, g,
			                 &err);
			assert_int_equal(rc, KL_OK);
			n++;
			games++;
			/* now and then somebody who may buy back does */
			for (k = 0; k < np && n < MAX_STEPS; k++)
				if (g->after.state.phase == KL_RUBBER_IN_PLAY &&
				    kl_rubber_buyback_refusal(&g->after.state,
				                              k) == KL_BUYBACK_OK &&
				    next_random(&x) % 2) {
					assert_int_equal(kl_ops_buyback(s,
					    people[k], &b, &err), KL_OK);
					memset(&steps[n], 0, sizeof(steps[n]));
					steps[n].buyback = k;
					n++;
					break;
				}
		}
		/* a game, and a player of it whose points change */
		target = 1 + (int)(next_random(&x) % (unsigned)games);
		for (i = 0, which = 0; i < n; i++)
			if (steps[i].buyback < 0 && ++which == target)
				break;
		do
			k = (int)(next_random(&x) % (unsigned)steps[i].nargs);
		while (!strncmp(steps[i].args[k], people[steps[i].declarer],
		                strlen(people[steps[i].declarer])) &&
		       steps[i].args[k][strlen(people[steps[i].declarer])] ==
		       '=');
		memcpy(changed, steps, sizeof(steps));
		for (seat = 0; strncmp(changed[i].args[k], people[seat],
		                       strlen(people[seat])); seat++)
			;
		snprintf(changed[i].args[k], 64, "%s=%u", people[seat],
		         next_random(&x) % 90);
		fixarg[0] = changed[i].args[k];
		look(s, &before);
		rc = kl_ops_fix(s, 1, target, NULL, -1, 1, fixarg, f, &err);
		t = open_memory();
		if (replay(t, np, changed, n) == n) {
			if (rc != KL_OK && strstr(err.msg, "already so") != NULL) {
				kl_store_close(t);
				kl_store_close(s);
				free(g);
				free(f);
				continue;
			}
			if (rc != KL_OK)
				fail_msg("round %d: fix refused: %s", round,
				         err.msg);
			look(s, &now);
			look(t, &fresh);
			assert_int_equal(now.nevents, fresh.nevents);
			assert_memory_equal(&now.state, &fresh.state,
			                    sizeof(now.state));
			fixed++;
		} else {
			if (rc == KL_OK)
				fail_msg("round %d: fix of game %d accepted, but "
				         "the rubber does not book so", round,
				         target);
			look(s, &now);
			assert_int_equal(now.nevents, before.nevents);
			assert_memory_equal(&now.state, &before.state,
			                    sizeof(now.state));
			refused++;
		}
		kl_store_close(t);
		kl_store_close(s);
		free(g);
		free(f);
	}
	/* both kinds of outcome were seen */
	assert_true(fixed > 20);
	assert_true(refused > 5);
	print_message("fix property: %d fixed, %d refused\n", fixed,
	              refused);
}

/* The statements one connection ran, each once, in order. */
typedef struct ran {
	char *sql[64];
	int n;
} ran;

/* sqlite3_trace_v2 callback: keep the text of each statement run (not
 * those of triggers, which SQLite reports as comments). */
static int
keep_statement(unsigned what, void *ctx, void *p, void *x)
{
	ran *r = ctx;
	const char *sql = sqlite3_sql(p);
	int i;

	(void)what;
	(void)x;
	if (sql == NULL || !strncmp(sql, "--", 2))
		return 0;
	for (i = 0; i < r->n; i++)
		if (!strcmp(r->sql[i], sql))
			return 0;
	assert_true(r->n < 64);
	r->sql[r->n] = strdup(sql);
	assert_non_null(r->sql[r->n]);
	r->n++;
	return 0;
}

/*
 * Fail when the plan of a statement in r reads a whole table or sorts
 * its rows: what grows with the history must be searched by a key.  The
 * one read of a whole index allowed is rubber_latest's, which stops at
 * its first entry (the rubber in play, else the last); a scan of a
 * virtual table is json_each reading one stored value (a hand's
 * arrangement), not a table.  Frees r's texts.
 */
static void
assert_no_scans(sqlite3 *db, ran *r)
{
	sqlite3_stmt *st;
	char eqp[4096];
	int i;

	for (i = 0; i < r->n; i++) {
		snprintf(eqp, sizeof(eqp), "EXPLAIN QUERY PLAN %s", r->sql[i]);
		assert_int_equal(sqlite3_prepare_v2(db, eqp, -1, &st, NULL),
		                 SQLITE_OK);
		while (sqlite3_step(st) == SQLITE_ROW) {
			const char *d = (const char *)sqlite3_column_text(st, 3);

			if ((!strncmp(d, "SCAN ", 5) &&
			     strstr(d, "sqlite_master") == NULL &&
			     strstr(d, " VIRTUAL TABLE") == NULL &&
			     strcmp(d, "SCAN rubber USING INDEX rubber_latest")) ||
			    strstr(d, "TEMP B-TREE") != NULL)
				fail_msg("%s\nreads all of a table: %s",
				         r->sql[i], d);
		}
		sqlite3_finalize(st);
		free(r->sql[i]);
	}
	r->n = 0;
}

/* Booking a game and loading the rubber in play (standings) search every
 * table by a key, so their time does not grow with the rubbers played
 * before. */
static void
test_plans(void **state)
{
	kl_store *s = open_memory();
	kl_ops_start_result *st = malloc(sizeof(*st));
	kl_ops_game_result *g = malloc(sizeof(*g));
	kl_ops_rubber *r = malloc(sizeof(*r));
	sqlite3 *db = kl_store_sqlite(s);
	kl_error err;
	ran seen;

	(void)state;
	assert_non_null(st);
	assert_non_null(g);
	assert_non_null(r);
	memset(&seen, 0, sizeof(seen));
	start(s, NULL, "Anna Ben Clara", st);
	assert_int_equal(sqlite3_trace_v2(db, SQLITE_TRACE_STMT,
	                                  keep_statement, &seen), SQLITE_OK);
	assert_int_equal(game(s, "Anna", KL_VERDICT_KNOCK, KNOCK_ANNA, BEN,
	                      CLARA, g, &err), KL_OK);
	look(s, r);
	assert_int_equal(kl_ops_look(s, KL_OPS_IN_PLAY, r, &err), KL_OK);
	sqlite3_trace_v2(db, 0, NULL, NULL);
	/* the rubber, its seats, settings, events and hands were read, and
	 * the game written */
	assert_true(seen.n >= 6);
	assert_no_scans(db, &seen);
	free(st);
	free(g);
	free(r);
	kl_store_close(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_start_and_rules),
		cmocka_unit_test(test_start_carry_over),
		cmocka_unit_test(test_start_look_alike),
		cmocka_unit_test(test_game_and_refusal),
		cmocka_unit_test(test_stale),
		cmocka_unit_test(test_buyback_undo_abandon),
		cmocka_unit_test(test_judge_recorded),
		cmocka_unit_test(test_plans),
		cmocka_unit_test(test_fix_is_a_replay),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
