/*
 * test_gin_upgrade.c - what the referee (kl_game) books when a declaration
 * of gin and the cards shown do not say the same: a knock whose cards
 * make gin is gin (under any upcard of Oklahoma, an ace too, and under
 * knock_limit=0), eleven melded cards are big gin unless big_gin_bonus
 * makes gin after a discard worth more, and a knock an ace upcard does
 * not allow is refused with its reason.  Each row's points were worked
 * out by hand: gin 25 and big gin 31 (the modern school) plus the
 * defender's deadwood, doubled by a spade upcard.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kl_card.h"
#include "kl_error.h"
#include "kl_game.h"
#include "kl_gamedef.h"
#include "kl_gin.h"
#include "kl_rules.h"

#define KNOCK KL_VERDICT_KNOCK
#define GIN KL_VERDICT_RUMMY
#define BIG KL_VERDICT_BIG_GIN

/* Anna's ten cards in three melds: gin, nothing to discard. */
#define GIN10 "Anna=3H 4H 5H 7S 7D 7C JS QS KS 10S"
/* Ben against GIN10, nothing melded: 6+7+8+9+10+10+10+1+2+5 = 68. */
#define BEN68 "Ben=6H 7H 8C 9D 10D KH KD AS 2S 5S"
/* Anna's eleven cards all melded (3-6H, 777, 10-KS), or gin after
 * discarding 6H. */
#define ALL11 "Anna=3H 4H 5H 6H 7S 7D 7C 10S JS QS KS"
/* Ben against ALL11, nothing melded: 8+8+9+10+10+10+1+2+5+9 = 72. */
#define BEN72 "Ben=8H 8C 9D 10D KH KD AS 2S 5S 9C"
/* Anna's ten cards with AC left over: deadwood 1. */
#define KNOCK1 "Anna=3H 4H 5H 7S 7D 7C JS QS KS AC"

typedef struct upgrade_case {
	const char *why;
	const char *rules;    /* "key=value ..." over gin's defaults */
	const char *upcard;   /* Oklahoma's upcard, or NULL */
	int declared;         /* the kind Anna declared */
	const char *anna, *ben;
	int rc;
	const char *msg;      /* the refusal, word for word */
	int kind;             /* booked: the declaration */
	int gin_kind;         /* booked: enum kl_gin_kind */
	int gin_over_big;     /* booked: gin because it beats big gin */
	const char *discard;  /* booked: Anna's discard, or NULL */
	int points;           /* booked: what Anna scores */
} upgrade_case;

static const upgrade_case cases[] = {
	{ "a knock whose cards make gin is gin", "", NULL, KNOCK, GIN10,
	  BEN68, KL_OK, NULL, GIN, KL_GIN_WON_GIN, 0, NULL, 93 },
	{ "knock_limit=0: a knock whose cards make gin is gin",
	  "knock_limit=0", NULL, KNOCK, GIN10, BEN68, KL_OK, NULL, GIN,
	  KL_GIN_WON_GIN, 0, NULL, 93 },
	{ "Oklahoma, upcard 2H: a knock whose cards make gin is gin", "",
	  "2H", KNOCK, GIN10, BEN68, KL_OK, NULL, GIN, KL_GIN_WON_GIN, 0,
	  NULL, 93 },
	{ "Oklahoma, an ace upcard: a knock whose cards make gin is gin", "",
	  "AH", KNOCK, GIN10, BEN68, KL_OK, NULL, GIN, KL_GIN_WON_GIN, 0,
	  NULL, 93 },
	{ "Oklahoma, the ace of spades: gin, doubled", "", "AS", KNOCK,
	  GIN10, BEN68, KL_OK, NULL, GIN, KL_GIN_WON_GIN, 0, NULL, 186 },
	{ "Oklahoma, an ace upcard: a knock with deadwood 1 is refused", "",
	  "AD", KNOCK, KNOCK1, BEN68, KL_ERULE, "Anna knocked, but under an "
	  "ace upcard only gin ends the hand (the best arrangement leaves "
	  "deadwood 1)", 0, 0, 0, NULL, 0 },
	{ "gin declared is gin", "", NULL, GIN, GIN10, BEN68, KL_OK, NULL,
	  GIN, KL_GIN_WON_GIN, 0, NULL, 93 },
	{ "eleven melded cards declared big gin are big gin", "", NULL, BIG,
	  ALL11, BEN72, KL_OK, NULL, BIG, KL_GIN_WON_BIG_GIN, 0, NULL, 103 },
	{ "a knock of eleven melded cards is big gin", "", NULL, KNOCK, ALL11,
	  BEN72, KL_OK, NULL, BIG, KL_GIN_WON_BIG_GIN, 0, NULL, 103 },
	{ "Oklahoma, an ace upcard: a knock of eleven melded cards is big "
	  "gin", "", "AH", KNOCK, ALL11, BEN72, KL_OK, NULL, BIG,
	  KL_GIN_WON_BIG_GIN, 0, NULL, 103 },
	{ "big_gin_bonus=0: big gin declared is gin after a discard",
	  "big_gin_bonus=0", NULL, BIG, ALL11, BEN72, KL_OK, NULL, GIN,
	  KL_GIN_WON_GIN, 1, "6H", 97 },
	{ "big_gin_bonus=0: a knock of eleven melded cards is gin",
	  "big_gin_bonus=0", NULL, KNOCK, ALL11, BEN72, KL_OK, NULL, GIN,
	  KL_GIN_WON_GIN, 1, "6H", 97 },
	{ "big_gin_bonus=0, an ace upcard: a knock of eleven melded cards is "
	  "gin", "big_gin_bonus=0", "AD", KNOCK, ALL11, BEN72, KL_OK, NULL,
	  GIN, KL_GIN_WON_GIN, 1, "6H", 97 },
	{ "big_gin_bonus=25 (as much as gin): big gin stays big gin",
	  "big_gin_bonus=25", NULL, BIG, ALL11, BEN72, KL_OK, NULL, BIG,
	  KL_GIN_WON_BIG_GIN, 0, NULL, 97 },
};

static const char *const names[] = { "Anna", "Ben" };

/* Gin's default rules with the "key=value" settings of text (and
 * oklahoma=on when upcard is given) into *r; fails the test on a setting
 * the rules refuse. */
static void
rules_of(const char *text, const char *upcard, kl_rules *r)
{
	char buf[128], *word, *save = NULL;
	kl_error err;

	kl_rules_game_default(KL_GAME_GIN, r);
	snprintf(buf, sizeof(buf), "%s%s", text,
	         upcard != NULL ? " oklahoma=on" : "");
	for (word = strtok_r(buf, " ", &save); word != NULL;
	     word = strtok_r(NULL, " ", &save))
		if (kl_rules_set_pair(r, word, &err) != KL_OK)
			fail_msg("\"%s\": %s", word, err.msg);
	if (kl_rules_validate(r, &err) != KL_OK)
		fail_msg("\"%s\": %s", text, err.msg);
}

/* The card named text (a card of the pack). */
static int
card_of(const char *text)
{
	kl_card c;
	kl_error err;

	if (kl_card_parse(text, strlen(text), &c, &err) != KL_OK)
		fail_msg("\"%s\": %s", text, err.msg);
	return (int)c;
}

static void
test_what_is_booked(void **state)
{
	size_t i;
	int bad = 0;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const upgrade_case *c = &cases[i];
		const char *args[2] = { c->anna, c->ben };
		kl_game_table t;
		kl_game *g = malloc(sizeof(*g));
		kl_error err;
		int rc, up = c->upcard != NULL ? card_of(c->upcard) : -1;

		assert_non_null(g);
		memset(&t, 0, sizeof(t));
		rules_of(c->rules, c->upcard, &t.rules);
		t.rubber = 1;
		t.nplayers = 2;
		t.names[0] = names[0];
		t.names[1] = names[1];
		t.sitting_out = -1;
		kl_game_start(g, &t);
		kl_error_clear(&err);
		rc = kl_game_judge_upcard(g, "Anna", c->declared, up, 2, args,
		                          &err);
		if (rc != c->rc) {
			print_error("%s: returns %d (%s), not %d\n", c->why, rc,
			            err.msg, c->rc);
			bad++;
		} else if (rc != KL_OK) {
			if (strcmp(err.msg, c->msg) != 0) {
				print_error("%s:\n  said \"%s\"\n  want \"%s\"\n",
				            c->why, err.msg, c->msg);
				bad++;
			}
		} else {
			char discard[KL_CARD_NAME_MAX] = "";
			const kl_arrangement *a = &g->gin.knocker;

			if (a->discard != KL_NO_CARD)
				kl_card_name(a->discard, KL_STYLE_ASCII, discard,
				             sizeof(discard));
			if (g->kind != c->kind ||
			    g->gin.kind != c->gin_kind ||
			    g->gin.gin_over_big != c->gin_over_big ||
			    g->gin.winner != 0 ||
			    g->gin.points != c->points ||
			    strcmp(discard, c->discard != NULL ? c->discard :
			           "") != 0) {
				print_error("%s: booked kind %d, %s, gin over big "
				            "gin %d, winner %d, %d points, discard "
				            "\"%s\"; want kind %d, %s, %d, winner 0, "
				            "%d points, discard \"%s\"\n", c->why,
				            g->kind, kl_gin_kind_name(g->gin.kind),
				            g->gin.gin_over_big, g->gin.winner,
				            g->gin.points, discard, c->kind,
				            kl_gin_kind_name(c->gin_kind),
				            c->gin_over_big, c->points,
				            c->discard != NULL ? c->discard : "");
				bad++;
			}
		}
		free(g);
	}
	if (bad)
		fail_msg("%d of %zu rows wrong", bad,
		         sizeof(cases) / sizeof(cases[0]));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_what_is_booked),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
