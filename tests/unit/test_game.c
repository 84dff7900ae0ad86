/*
 * test_game.c - the game referee (kl_game) judging whole games from a
 * table of hands, and its incremental steps: declaring before the kind is
 * known, changing the kind, taking a hand back, who is missing, and that
 * a refused hand leaves the game as it was.
 *
 * Every expected deadwood below was worked out by hand from the rules
 * (docs/rules.md); every hand the referee
 * accepts is also counted by the reference solver (tests/support), so a
 * wrong expectation and a wrong referee cannot hide each other.  The
 * refusals are written out word for word: they are what a player reads.
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
#include "kl_fam.h"
#include "kl_game.h"
#include "kl_gamedef.h"
#include "kl_rules.h"
#include "kl_solver.h"
#include "handgen.h"
#include "ref_family.h"
#include "ref_solver.h"
#include "rules_text.h"

#define NONE KL_VERDICT_NONE
#define KNOCK KL_VERDICT_KNOCK
#define RUMMY KL_VERDICT_RUMMY
#define OK KL_OK
#define EINPUT KL_EINPUT
#define ERULE KL_ERULE
#define RUBBER 7
#define MAXARGS 10

/* The deadwood of every seat, in seat order; -1 for a seat that is out. */
#define DW(...) { __VA_ARGS__ }
/* The hands, NAME=TEXT, in the order they are given. */
#define HANDS(...) { __VA_ARGS__, NULL }

/* ---- hands used in many rows (the deadwood by hand after each) ---- */

/* Viennese declarers (10 cards, or 11 with the discard). */
/* 3-4-5H, 777, 9-10-JC; 4S left: 4 */
#define D_K4 "3H 4H 5H 7S 7D 7C 9C 10C JC 4S"
/* as D_K4 with 5S left: 5 */
#define D_K5 "3H 4H 5H 7S 7D 7C 9C 10C JC 5S"
/* as D_K4 with 2S left: 2 */
#define D_K2 "3H 4H 5H 7S 7D 7C 9C 10C JC 2S"
/* 3-4-5H, 777, 9-10-J-QC: 0 */
#define D_R10 "3H 4H 5H 7S 7D 7C 9C 10C JC QC"
/* D_R10 and KD: discard KD, 0 (any other discard keeps KD: 10) */
#define D_R11 "3H 4H 5H 7S 7D 7C 9C 10C JC QC KD"
/* D_K4 and KD: discard KD, 4S left: 4 */
#define D_K4_11 "3H 4H 5H 7S 7D 7C 9C 10C JC 4S KD"
/* D_K5 and KD: discard KD, 5S left: 5 */
#define D_K5_11 "3H 4H 5H 7S 7D 7C 9C 10C JC 5S KD"
/* KKK, 9-10-JS, 5-6D-JK; AH 2H left: discard AH, 2 (the joker with
 * AH 2H instead leaves 5D 6D, 11, and 5 after the discard) */
#define D_JK11 "KS KH KC 9S 10S JS AH 2H 5D 6D JK"
/* 5-9H, KKK; 2S 2H AD left: discard AD, 4 */
#define D_AD11 "5H 6H 7H 8H 9H KC KD KS 2S 2H AD"

/* Viennese hands of the other players (10 cards). */
/* no meld: 11+3+5+7+9+10+10+2+4+6 = 67 */
#define O_67 "AS 3D 5D 7C 9S JH KD 2C 4H 6D"
/* 2-3-4S, 888; QD KD 5C 6C left: 31 */
#define O_31 "2S 3S 4S 8H 8D 8C QD KD 5C 6C"
/* KKK, 9-9-JK; 5S 6S 2C 4D left: 17 (5-6S-JK would leave 24) */
#define O_17 "JK 5S 6S KH KC KS 9D 9H 2C 4D"
/* A-2-3H, four tens, 6-7-8S: 0 */
#define O_0 "AH 2H 3H 10S 10H 10D 10C 6S 7S 8S"

/* Gin (one pack, no jokers, ace low only and worth 1, knock 10). */
/* A-2-3S, 4-7H; 8D AC AD left: 8+1+1 = 10 */
#define G_K10 "AS 2S 3S 4H 5H 6H 7H 8D AC AD"
/* A-2-3S, 4-7H; 8D AC 2C left: 11 */
#define G_K11 "AS 2S 3S 4H 5H 6H 7H 8D AC 2C"
/* A-2-3S, 4-5-6H, 777; 9D KD left: discard KD, 9 */
#define G_K9_11 "AS 2S 3S 4H 5H 6H 7C 7D 7S 9D KD"
/* A-2-3-4S, 5-6-7H, 999; discard KC, 0 */
#define G_R11 "AS 2S 3S 4S 5H 6H 7H 9C 9D 9H KC"
/* 2-3-4C, 888; QH KH 5D 6D left: 31 */
#define G_31 "2C 3C 4C 8S 8H 8C QH KH 5D 6D"
/* Q-K-A is no run in gin; 2-3-4D, 9-10-JS; QC KC AC 5C: 10+10+1+5 = 26 */
#define G_26 "QC KC AC 2D 3D 4D 9S 10S JS 5C"

/* Romme ohne Auslegen (13 cards, knock 9). */
/* 3-4-5H, 777, 9-10-JC, QQQ; 9S left: 9 */
#define R_K9 "3H 4H 5H 7S 7D 7C 9C 10C JC QS QD QH 9S"
/* R_K9 and KD: discard KD, 9 */
#define R_K9_14 "3H 4H 5H 7S 7D 7C 9C 10C JC QS QD QH 9S KD"
/* as R_K9 with 10S, and KD: discard KD, 10 */
#define R_K10_14 "3H 4H 5H 7S 7D 7C 9C 10C JC QS QD QH 10S KD"
/* no meld: 95 (8S 9S, 3H 4H, 10H JH and 5D 6D are only pairs) */
#define R_95 "AS 3H 5D 7C 9S JH KD 2C 4H 6D 8S 10H QC"

#define ZEROS10 "0000000000"

typedef struct game_case {
	const char *why;
	const char *rules;    /* a profile, then any "key=value" */
	const char *players;  /* names by seat; a '!' after a name: out */
	const char *declarer;
	int kind;
	const char *hands[MAXARGS + 1]; /* NAME=TEXT, NULL-terminated */
	int rc;
	const char *msg;      /* the refusal, word for word */
	int deadwood[KL_PLAYERS_MAX]; /* accepted: by seat, -1 if out */
	int verdict;          /* accepted: the declarer's cards */
	const char *discard;  /* accepted: the discard, or NULL */
	int knock_is_rummy;
} game_case;

static const game_case game_cases[] = {
	/* ---- knocks that stand and knocks that do not ---- */
	{ "knock at knock_limit, 10 cards", "viennese", "Anna Ben Clara",
	  "Anna", KNOCK, HANDS("Anna=" D_K4, "Ben=" O_67, "Clara=" O_31),
	  OK, NULL, DW(4, 67, 31), KNOCK, NULL, 0 },
	{ "knock with 2, the joker in a set", "viennese", "Anna Ben Clara",
	  "Anna", KNOCK, HANDS("Anna=" D_K2, "Ben=" O_17, "Clara=" O_0),
	  OK, NULL, DW(2, 17, 0), KNOCK, NULL, 0 },
	{ "knock one over knock_limit", "viennese", "Anna Ben Clara", "Anna",
	  KNOCK, HANDS("Anna=" D_K5, "Ben=" O_67, "Clara=" O_31), ERULE,
	  "Anna knocked, but the best arrangement leaves deadwood 5 (a knock "
	  "needs 4 or less)", DW(0), 0, NULL, 0 },
	{ "knock over the limit, the declarer's hand given last", "viennese",
	  "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Ben=" O_67, "Clara=" O_31, "Anna=" D_K5), ERULE,
	  "Anna knocked, but the best arrangement leaves deadwood 5 (a knock "
	  "needs 4 or less)", DW(0), 0, NULL, 0 },
	{ "knock_limit=5: a knock with 5 stands", "viennese knock_limit=5",
	  "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K5, "Ben=" O_67, "Clara=" O_31), OK, NULL,
	  DW(5, 67, 31), KNOCK, NULL, 0 },
	{ "knock_limit=1: a knock with 2 does not", "viennese knock_limit=1",
	  "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K2, "Ben=" O_17, "Clara=" O_0), ERULE,
	  "Anna knocked, but the best arrangement leaves deadwood 2 (a knock "
	  "needs 1 or less)", DW(0), 0, NULL, 0 },
	{ "knock_limit=0: only a rummy may knock", "viennese knock_limit=0",
	  "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K2, "Ben=" O_17, "Clara=" O_0), ERULE,
	  "Anna knocked, but the best arrangement leaves deadwood 2 (a knock "
	  "needs 0 or less)", DW(0), 0, NULL, 0 },
	{ "knock_limit=0: a knock with a rummy stands",
	  "viennese knock_limit=0", "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_R10, "Ben=" O_67, "Clara=" O_31), OK, NULL,
	  DW(0, 67, 31), RUMMY, NULL, 1 },
	{ "knock 11 cards: discard AH, not the higher 5D 6D", "viennese",
	  "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_JK11, "Ben=" O_67, "Clara=" O_31), OK, NULL,
	  DW(2, 67, 31), KNOCK, "AH", 0 },
	{ "knock 11 cards at knock_limit, discard AD", "viennese",
	  "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_AD11, "Ben=" O_17, "Clara=" O_0), OK, NULL,
	  DW(4, 17, 0), KNOCK, "AD", 0 },
	{ "knock 11 cards at knock_limit, discard KD", "viennese",
	  "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K4_11, "Ben=" O_17, "Clara=" O_0), OK, NULL,
	  DW(4, 17, 0), KNOCK, "KD", 0 },
	{ "knock 11 cards one over", "viennese", "Anna Ben Clara", "Anna",
	  KNOCK, HANDS("Anna=" D_K5_11, "Ben=" O_17, "Clara=" O_0), ERULE,
	  "Anna knocked, but the best arrangement leaves deadwood 5 (a knock "
	  "needs 4 or less)", DW(0), 0, NULL, 0 },
	{ "knock 11 cards with knock_limit=5", "viennese knock_limit=5",
	  "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K5_11, "Ben=" O_17, "Clara=" O_0), OK, NULL,
	  DW(5, 17, 0), KNOCK, "KD", 0 },

	/* kl_game_declare takes only knock, rummy or "not yet" (-1). */
	{ "a kind that is neither knock nor rummy", "viennese",
	  "Anna Ben Clara", "Anna", NONE,
	  HANDS("Anna=" D_R10, "Ben=" O_67, "Clara=" O_31), EINPUT,
	  "say who went out, and whether by knock or by rummy", DW(0), 0,
	  NULL, 0 },

	/* ---- rummies ---- */
	{ "rummy, 10 cards", "viennese", "Anna Ben Clara", "Anna", RUMMY,
	  HANDS("Anna=" D_R10, "Ben=" O_67, "Clara=" O_31), OK, NULL,
	  DW(0, 67, 31), RUMMY, NULL, 0 },
	{ "rummy, 11 cards: discard KD", "viennese", "Anna Ben Clara", "Anna",
	  RUMMY, HANDS("Anna=" D_R11, "Ben=" O_17, "Clara=" O_0), OK, NULL,
	  DW(0, 17, 0), RUMMY, "KD", 0 },
	{ "rummy with deadwood 4", "viennese", "Anna Ben Clara", "Anna",
	  RUMMY, HANDS("Anna=" D_K4, "Ben=" O_67, "Clara=" O_31), ERULE,
	  "Anna called rummy, but the best arrangement leaves deadwood 4 (a "
	  "rummy needs 0)", DW(0), 0, NULL, 0 },
	{ "rummy with deadwood 4, 11 cards", "viennese", "Anna Ben Clara",
	  "Anna", RUMMY, HANDS("Anna=" D_K4_11, "Ben=" O_67, "Clara=" O_31),
	  ERULE, "Anna called rummy, but the best arrangement leaves deadwood "
	  "4 (a rummy needs 0)", DW(0), 0, NULL, 0 },
	{ "rummy with deadwood 2, knock_limit does not matter",
	  "viennese knock_limit=30", "Anna Ben Clara", "Anna", RUMMY,
	  HANDS("Anna=" D_JK11, "Ben=" O_67, "Clara=" O_31), ERULE,
	  "Anna called rummy, but the best arrangement leaves deadwood 2 (a "
	  "rummy needs 0)", DW(0), 0, NULL, 0 },
	{ "a knock whose 10 cards make a rummy", "viennese", "Anna Ben Clara",
	  "Anna", KNOCK, HANDS("Anna=" D_R10, "Ben=" O_67, "Clara=" O_31),
	  OK, NULL, DW(0, 67, 31), RUMMY, NULL, 1 },
	{ "a knock whose 11 cards make a rummy", "viennese", "Anna Ben Clara",
	  "Anna", KNOCK, HANDS("Anna=" D_R11, "Ben=" O_17, "Clara=" O_0), OK,
	  NULL, DW(0, 17, 0), RUMMY, "KD", 1 },
	{ "the declarer in the last seat", "viennese", "Anna Ben Clara",
	  "Clara", RUMMY, HANDS("Clara=" D_R11, "Anna=" O_17, "Ben=" O_0),
	  OK, NULL, DW(17, 0, 0), RUMMY, "KD", 0 },

	/* ---- points for a hand ---- */
	{ "the declarer gives points", "viennese", "Anna Ben Clara", "Anna",
	  KNOCK, HANDS("Anna=4", "Ben=" O_67, "Clara=" O_31), EINPUT,
	  "Anna declared and must show the cards, not points", DW(0), 0,
	  NULL, 0 },
	/* the most: two jokers, two aces and six court cards, none of
	 * which meld */
	{ "points 0 and the maximum 122", "viennese", "Anna Ben Clara",
	  "Anna", KNOCK, HANDS("Anna=" D_K4, "Ben=0", "Clara=122"), OK, NULL,
	  DW(4, 0, 122), KNOCK, NULL, 0 },
	{ "points one over the maximum", "viennese", "Anna Ben Clara", "Anna",
	  KNOCK, HANDS("Anna=" D_K4, "Ben=123", "Clara=" O_31), EINPUT,
	  "Ben: 123 points is impossible (a hand of 10 cards counts 0 to 122, the most its cards can count with nothing melded)", DW(0), 0,
	  NULL, 0 },
	{ "10 x 20 points, as if every card were a joker", "viennese",
	  "Anna Ben Clara", "Anna", KNOCK, HANDS("Anna=" D_K4, "Ben=200",
	  "Clara=" O_31), EINPUT,
	  "Ben: 200 points is impossible (a hand of 10 cards counts 0 to 122, the most its cards can count with nothing melded)", DW(0), 0,
	  NULL, 0 },
	/* no card counts 1, so no hand does; 2 is one two unmelded */
	{ "points 1 are impossible", "viennese", "Anna Ben Clara", "Anna",
	  KNOCK, HANDS("Anna=" D_K4, "Ben=1", "Clara=" O_31), EINPUT,
	  "Ben: 1 point is impossible (a hand counts 0 or at least 2: no "
	  "unmelded card counts less)", DW(0), 0, NULL, 0 },
	{ "points 2", "viennese", "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K4, "Ben=2", "Clara=" O_31), OK, NULL,
	  DW(4, 2, 31), KNOCK, NULL, 0 },
	{ "negative points", "viennese", "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K4, "Ben=-1", "Clara=" O_31), EINPUT,
	  "Ben: -1 points is impossible (a hand of 10 cards counts 0 to 122, the most its cards can count with nothing melded)", DW(0), 0,
	  NULL, 0 },
	{ "points beyond a long", "viennese", "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K4, "Ben=" O_67, "Clara=99999999999999999999"),
	  EINPUT, "Clara: 99999999999999999999 points is impossible (a hand "
	  "of 10 cards counts 0 to 122, the most its cards can count with "
	  "nothing melded)", DW(0), 0, NULL, 0 },
	{ "points beyond an int", "viennese", "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K4, "Ben=4294967297", "Clara=" O_31), EINPUT,
	  "Ben: 4294967297 points is impossible (a hand of 10 cards counts 0 to 122, the most its cards can count with nothing melded)",
	  DW(0), 0, NULL, 0 },
	{ "points with spaces around and a plus sign", "viennese",
	  "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K4, "Ben=  12  ", "Clara= +7"), OK, NULL,
	  DW(4, 12, 7), KNOCK, NULL, 0 },
	{ "spaces around negative points, quoted without them", "viennese",
	  "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K4, "Ben= -20 ", "Clara=" O_31), EINPUT,
	  "Ben: -20 points is impossible (a hand of 10 cards counts 0 to 122, the most its cards can count with nothing melded)", DW(0), 0,
	  NULL, 0 },
	{ "blanks around a name and tabs around points", "viennese",
	  "Anna Ben Clara", "Anna", KNOCK,
	  HANDS(" Anna =" D_K4, "Ben\t=\t17\t", "Clara=" O_31), OK, NULL,
	  DW(4, 17, 31), KNOCK, NULL, 0 },
	{ "points with leading zeros", "viennese", "Anna Ben Clara", "Anna",
	  KNOCK, HANDS("Anna=" D_K4, "Ben=0012", "Clara=" O_31), OK, NULL,
	  DW(4, 12, 31), KNOCK, NULL, 0 },
	/* a number is read whole, however many zeros lead it */
	{ "points with 70 leading zeros are still 5", "viennese",
	  "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K4, "Ben=" ZEROS10 ZEROS10 ZEROS10 ZEROS10 ZEROS10
	        ZEROS10 ZEROS10 "5", "Clara=" O_31), OK, NULL, DW(4, 5, 31),
	  KNOCK, NULL, 0 },
	{ "negative points with 70 leading zeros", "viennese",
	  "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K4, "Ben=-" ZEROS10 ZEROS10 ZEROS10 ZEROS10 ZEROS10
	        ZEROS10 ZEROS10 "5", "Clara=" O_31), EINPUT,
	  "Ben: -" ZEROS10 ZEROS10 ZEROS10 ZEROS10 ZEROS10 ZEROS10 ZEROS10
	  "5 points is impossible (a hand of 10 cards counts 0 to 122, the most its cards can count with nothing melded)", DW(0), 0, NULL,
	  0 },
	/* four aces of 15 in two suits and six court cards beat the jokers
	 * of 5 */
	{ "the maximum follows the card values", "viennese ace_value=15 "
	  "joker_value=5", "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K4, "Ben=120", "Clara=121"), EINPUT,
	  "Clara: 121 points is impossible (a hand of 10 cards counts 0 to "
	  "120, the most its cards can count with nothing melded)", DW(0),
	  0, NULL, 0 },
	/* 40 for the jokers, 22 for two aces, 80 for eight court cards and
	 * a nine: 13 cards */
	{ "romme: the maximum is 151", "romme-ohne-auslegen", "Anna Ben",
	  "Anna", KNOCK, HANDS("Anna=" R_K9, "Ben=151"), OK, NULL,
	  DW(9, 151), KNOCK, NULL, 0 },
	{ "romme: one over the maximum", "romme-ohne-auslegen", "Anna Ben",
	  "Anna", KNOCK, HANDS("Anna=" R_K9, "Ben=152"), EINPUT,
	  "Ben: 152 points is impossible (a hand of 13 cards counts 0 to "
	  "151, the most its cards can count with nothing melded)", DW(0), 0,
	  NULL, 0 },
	/* one pack, no jokers: K Q J 10 in two suits each, no three in a
	 * row, and two nines */
	{ "gin: 98 points, eight court cards and two nines", "gin",
	  "Anna Ben", "Anna", KNOCK, HANDS("Anna=" G_K10, "Ben=98"), OK, NULL,
	  DW(10, 98), KNOCK, NULL, 0 },
	/* the most a hand counts leaves out jokers the deck does not have */
	{ "gin: ten court cards cannot all stay unmelded, so 99 is "
	  "impossible", "gin", "Anna Ben", "Anna", KNOCK,
	  HANDS("Anna=" G_K10, "Ben=99"), EINPUT,
	  "Ben: 99 points is impossible (a hand of 10 cards counts 0 to 98, "
	  "the most its cards can count with nothing melded)", DW(0), 0,
	  NULL, 0 },
	/* an ace counts 1 in gin's values: a count of 1 is a lone ace */
	{ "gin: 1 point, an ace unmelded", "gin", "Anna Ben", "Anna", KNOCK,
	  HANDS("Anna=" G_K10, "Ben=1"), OK, NULL, DW(10, 1), KNOCK, NULL,
	  0 },

	/* ---- too many and too few cards ---- */
	{ "declarer with 9 cards", "viennese", "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=3H 4H 5H 7S 7D 7C 9C 10C JC", "Ben=" O_67,
	        "Clara=" O_31), EINPUT,
	  "Anna declared with 9 cards; show 10, or 11 before the discard",
	  DW(0), 0, NULL, 0 },
	{ "declarer with 12 cards", "viennese", "Anna Ben Clara", "Anna",
	  RUMMY, HANDS("Anna=" D_R11 " 2D", "Ben=" O_67, "Clara=" O_31),
	  EINPUT, "Anna declared with 12 cards; show 10, or 11 before the "
	  "discard", DW(0), 0, NULL, 0 },
	{ "another player with 9 cards", "viennese", "Anna Ben Clara", "Anna",
	  KNOCK, HANDS("Anna=" D_K4, "Ben=AS 3D 5D 7C 9S JH KD 2C 4H",
	               "Clara=" O_31), EINPUT,
	  "Ben shows 9 cards; a hand holds 10 at the end of a game", DW(0), 0,
	  NULL, 0 },
	{ "another player with 11 cards", "viennese", "Anna Ben Clara",
	  "Anna", KNOCK, HANDS("Anna=" D_K4, "Ben=" O_67, "Clara=" O_31 " 9H"),
	  EINPUT, "Clara shows 11 cards; a hand holds 10 at the end of a "
	  "game", DW(0), 0, NULL, 0 },
	{ "16 cards", "viennese", "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K4, "Ben=" O_67 " 2H 3H 4D 5H 6H 7H"), EINPUT,
	  "hand of Ben: 16 cards, but a hand holds at most 15", DW(0), 0,
	  NULL, 0 },
	{ "romme: a declarer shows 13 or 14", "romme-ohne-auslegen",
	  "Anna Ben", "Anna", KNOCK, HANDS("Anna=" R_K9_14 " 2D", "Ben=" R_95),
	  EINPUT, "Anna declared with 15 cards; show 13, or 14 before the "
	  "discard", DW(0), 0, NULL, 0 },
	{ "romme: 10 cards are too few", "romme-ohne-auslegen", "Anna Ben",
	  "Anna", KNOCK, HANDS("Anna=" R_K9, "Ben=" O_67), EINPUT,
	  "Ben shows 10 cards; a hand holds 13 at the end of a game", DW(0),
	  0, NULL, 0 },
	{ "hand_size=7", "viennese hand_size=7", "Anna Ben", "Anna", KNOCK,
	  HANDS("Anna=3H 4H 5H 7S 7D 7C 2S", "Ben=" O_67), EINPUT,
	  "Ben shows 10 cards; a hand holds 7 at the end of a game", DW(0), 0,
	  NULL, 0 },

	/* ---- cards that cannot be read ---- */
	{ "unknown rank", "viennese", "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K4, "Ben=AS 3D ZH 7C 9S JH KD 2C 4H 6D"), EINPUT,
	  "hand of Ben: card 3 \"ZH\": unknown rank \"Z\" (ranks are A K Q J "
	  "10 9 8 7 6 5 4 3 2, also T, B, D)", DW(0), 0, NULL, 0 },
	{ "unknown suit", "viennese", "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K4, "Ben=3X 3D 5D 7C 9S JH KD 2C 4H 6D"), EINPUT,
	  "hand of Ben: card 1 \"3X\": unknown suit \"X\" (suits are S H D C "
	  "or \xe2\x99\xa0 \xe2\x99\xa5 \xe2\x99\xa6 \xe2\x99\xa3)", DW(0), 0,
	  NULL, 0 },
	{ "no rank 1 in the declarer's hand", "viennese", "Anna Ben Clara",
	  "Anna", KNOCK, HANDS("Anna=3H 4H 1H 7S 7D 7C 9C 10C JC 4S"), EINPUT,
	  "hand of Anna: card 3 \"1H\": there is no rank 1; did you mean AH "
	  "or 10H?", DW(0), 0, NULL, 0 },
	{ "invalid UTF-8", "viennese", "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K4, "Ben=AS \xff 5D 7C 9S JH KD 2C 4H 6D"), EINPUT,
	  "hand of Ben: card 2 \"\\xff\": not valid UTF-8 text", DW(0), 0,
	  NULL, 0 },
	{ "NAME= with nothing", "viennese", "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K4, "Ben="), EINPUT,
	  "hand of Ben: empty hand: no cards given", DW(0), 0, NULL, 0 },
	{ "only separators", "viennese", "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K4, "Ben= , ; "), EINPUT,
	  "hand of Ben: empty hand: no cards given", DW(0), 0, NULL, 0 },
	{ "'|' first", "viennese", "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K4, "Ben=| " O_31), EINPUT,
	  "hand of Ben: empty group: the hand starts with '|'", DW(0), 0,
	  NULL, 0 },
	{ "'|' doubled", "viennese", "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K4, "Ben=2S || 3S 4S 8H 8D 8C QD KD 5C 6C"), EINPUT,
	  "hand of Ben: empty group: '|' must stand between cards (after card "
	  "1)", DW(0), 0, NULL, 0 },
	{ "'|' last", "viennese", "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K4, "Ben=" O_31 " |"), EINPUT,
	  "hand of Ben: empty group: the hand ends with '|'", DW(0), 0, NULL,
	  0 },
	{ "'|' groups are read and ignored", "viennese", "Anna Ben Clara",
	  "Anna", KNOCK, HANDS("Anna=3H 4H 5H | 7S 7D 7C | 9C 10C JC 4S",
	                       "Ben=" O_67,
	                       "Clara=2S 3S 4S|8H 8D 8C | QD KD 5C 6C"),
	  OK, NULL, DW(4, 67, 31), KNOCK, NULL, 0 },
	{ "suit symbols and other spellings", "viennese", "Anna Ben Clara",
	  "Anna", KNOCK, HANDS("Anna=" D_K4,
	  "Ben=a\xe2\x99\xa0 3d 5D,7\xe2\x99\xa3 9s BH kd 2C 4\xe2\x99\xa1 6D",
	  "Clara=2S 3S 4S 8H 8D 8C DD KD 5C 6C"), OK, NULL, DW(4, 67, 31),
	  KNOCK, NULL, 0 },
	{ "three copies in one hand", "viennese", "Anna Ben Clara", "Anna",
	  KNOCK, HANDS("Anna=" D_K4, "Ben=3h 3h 3h 7C 9S JH KD 2C 4H 6D"),
	  EINPUT, "hand of Ben: card 3 \"3h\": copy number 3 of 3H, but 2 "
	  "packs of cards hold only 2", DW(0), 0, NULL, 0 },

	/* ---- one deck for every hand ---- */
	{ "a natural card three times in two hands", "viennese",
	  "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K4, "Ben=3H 3H AS 5D 7D 9S JH KD 2C 6D"), EINPUT,
	  "these hands cannot come from one deck: 3H is on the table 3 times "
	  "(Anna 1, Ben 2), but the deck holds only 2", DW(0), 0, NULL, 0 },
	{ "a natural card three times in three hands", "viennese",
	  "Anna Ben Clara", "Anna", RUMMY,
	  HANDS("Anna=" D_R10, "Ben=QC AS 3D 5D 7C 9S JH KD 2C 4H",
	        "Clara=QC 2S 3S 4S 8H 8D 8C QD KD 5C"), EINPUT,
	  "these hands cannot come from one deck: QC is on the table 3 times "
	  "(Anna 1, Ben 1, Clara 1), but the deck holds only 2", DW(0), 0,
	  NULL, 0 },
	{ "the holders in the order the hands were given", "viennese",
	  "Anna Ben Clara", "Anna", RUMMY,
	  HANDS("Clara=QC 2S 3S 4S 8H 8D 8C QD KD 5C",
	        "Ben=QC AS 3D 5D 7C 9S JH KD 2C 4H", "Anna=" D_R10), EINPUT,
	  "these hands cannot come from one deck: QC is on the table 3 times "
	  "(Clara 1, Ben 1, Anna 1), but the deck holds only 2", DW(0), 0,
	  NULL, 0 },
	{ "a hand given as points holds no cards", "viennese",
	  "Anna Ben Clara", "Anna", RUMMY,
	  HANDS("Anna=" D_R10, "Ben=12", "Clara=QC QC 3S 4S 8H 8D 8C QD KD 5C"),
	  EINPUT, "these hands cannot come from one deck: QC is on the table "
	  "3 times (Anna 1, Clara 2), but the deck holds only 2", DW(0), 0,
	  NULL, 0 },
	{ "three jokers in two hands", "viennese", "Anna Ben Clara", "Anna",
	  KNOCK, HANDS("Anna=" D_JK11, "Ben=JK JK 5S 6S 9D 9H 2C 4D KH 3C"),
	  EINPUT, "these hands cannot come from one deck: 3 jokers on the "
	  "table (Anna 1, Ben 2), but the deck has only 2", DW(0), 0, NULL,
	  0 },
	{ "three jokers in three hands", "viennese", "Anna Ben Clara", "Anna",
	  KNOCK, HANDS("Anna=" D_JK11, "Ben=" O_17,
	               "Clara=JK 2S 3S 4S 8H 8D 8C QD KD 5C"), EINPUT,
	  "these hands cannot come from one deck: 3 jokers on the table "
	  "(Anna 1, Ben 1, Clara 1), but the deck has only 2", DW(0), 0, NULL,
	  0 },
	{ "jokers=4: three jokers on the table", "viennese jokers=4",
	  "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_JK11, "Ben=JK JK 5S 6S 9D 9H 2C 4D KH 3C",
	        "Clara=" O_31), OK, NULL, DW(2, 19, 31), KNOCK, "AH", 0 },
	{ "two copies of a card in two hands are fine", "viennese",
	  "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K4, "Ben=3H AS 5D 7D 9S JH KD 2C 6D 8C",
	        "Clara=" O_31), OK, NULL, DW(4, 53, 31), KNOCK, NULL, 0 },
	{ "gin: one pack, a card twice in two hands", "gin", "Anna Ben",
	  "Anna", KNOCK,
	  HANDS("Anna=" G_K10, "Ben=2C 3C 4C 8S 8H 8D QH KH 5D 6D"),
	  EINPUT, "these hands cannot come from one deck: 8D is on the table "
	  "2 times (Anna 1, Ben 1), but the deck holds only 1", DW(0), 0,
	  NULL, 0 },
	{ "decks=1 in viennese", "viennese decks=1", "Anna Ben Clara", "Anna",
	  KNOCK, HANDS("Anna=" D_K4, "Ben=" O_67), EINPUT,
	  "these hands cannot come from one deck: 4H is on the table 2 times "
	  "(Anna 1, Ben 1), but the deck holds only 1", DW(0), 0, NULL, 0 },

	/* ---- gin ---- */
	{ "gin: knock at knock_limit 10", "gin", "Anna Ben", "Anna", KNOCK,
	  HANDS("Anna=" G_K10, "Ben=" G_31), OK, NULL, DW(10, 31), KNOCK,
	  NULL, 0 },
	{ "gin: one over", "gin", "Anna Ben", "Anna", KNOCK,
	  HANDS("Anna=" G_K11, "Ben=" G_31), ERULE,
	  "Anna knocked, but the best arrangement leaves deadwood 11 (a knock "
	  "needs 10 or less)", DW(0), 0, NULL, 0 },
	{ "gin: 11 cards, no Q-K-A for Ben", "gin", "Anna Ben Clara", "Anna",
	  KNOCK, HANDS("Anna=" G_K9_11, "Ben=" G_26, "Clara=" G_31), OK, NULL,
	  DW(9, 26, 31), KNOCK, "KD", 0 },
	{ "gin: rummy with 11 cards", "gin", "Anna Ben", "Anna", RUMMY,
	  HANDS("Anna=" G_R11, "Ben=" G_31), OK, NULL, DW(0, 31), RUMMY, "KC",
	  0 },
	{ "gin: no jokers", "gin", "Anna Ben", "Anna", KNOCK,
	  HANDS("Anna=" G_K10, "Ben=JK 3C 4C 8S 8H 8C QH KH 5D 6D"), EINPUT,
	  "hand of Ben: card 1 \"JK\": these rules play without jokers",
	  DW(0), 0, NULL, 0 },
	{ "gin: one pack in one hand", "gin", "Anna Ben", "Anna", KNOCK,
	  HANDS("Anna=" G_K10, "Ben=5D 5D 4C 8S 8H 8C QH KH 2C 6D"), EINPUT,
	  "hand of Ben: card 2 \"5D\": copy number 2 of 5D, but 1 pack of "
	  "cards holds only 1", DW(0), 0, NULL, 0 },

	/* ---- romme ohne auslegen ---- */
	{ "romme: knock at knock_limit 9", "romme-ohne-auslegen", "Anna Ben",
	  "Anna", KNOCK, HANDS("Anna=" R_K9, "Ben=" R_95), OK, NULL,
	  DW(9, 95), KNOCK, NULL, 0 },
	{ "romme: 14 cards, discard KD", "romme-ohne-auslegen", "Anna Ben",
	  "Anna", KNOCK, HANDS("Anna=" R_K9_14, "Ben=" R_95), OK, NULL,
	  DW(9, 95), KNOCK, "KD", 0 },
	{ "romme: 14 cards, one over", "romme-ohne-auslegen", "Anna Ben",
	  "Anna", KNOCK, HANDS("Anna=" R_K10_14, "Ben=" R_95), ERULE,
	  "Anna knocked, but the best arrangement leaves deadwood 10 (a knock "
	  "needs 9 or less)", DW(0), 0, NULL, 0 },

	/* ---- names ---- */
	{ "an unknown declarer", "viennese", "Anna Ben Clara", "Zoe", KNOCK,
	  HANDS("Anna=" D_K4), EINPUT,
	  "Zoe does not play in rubber 7 (Anna, Ben and Clara)", DW(0), 0,
	  NULL, 0 },
	{ "a hand for an unknown name", "viennese", "Anna Ben Clara", "Anna",
	  KNOCK, HANDS("Anna=" D_K4, "Zoe=" O_67), EINPUT,
	  "Zoe does not play in rubber 7 (Anna, Ben and Clara)", DW(0), 0,
	  NULL, 0 },
	{ "an unknown name with a byte that is not text", "viennese",
	  "Anna Ben", "Anna", KNOCK, HANDS("Anna=" D_K4, "Zo\xff" "e=5"),
	  EINPUT, "Zo?e does not play in rubber 7 (Anna and Ben)", DW(0), 0,
	  NULL, 0 },
	{ "names in other case", "viennese", "Anna Ben Clara", "aNNA", KNOCK,
	  HANDS("ANNA=" D_K4, "ben=" O_67, "cLaRa=" O_31), OK, NULL,
	  DW(4, 67, 31), KNOCK, NULL, 0 },
	{ "an out player declares", "viennese", "Anna Ben! Clara", "Ben",
	  KNOCK, HANDS("Ben=" D_K4), EINPUT,
	  "Ben is out of the rubber and cannot declare", DW(0), 0, NULL, 0 },
	{ "an out player is given cards", "viennese", "Anna Ben! Clara",
	  "Anna", KNOCK, HANDS("Anna=" D_K4, "Ben=" O_67, "Clara=" O_31),
	  EINPUT, "Ben is out of the rubber and has no hand", DW(0), 0, NULL,
	  0 },
	{ "an out player is given points, in other case", "viennese",
	  "Anna Ben! Clara", "Anna", KNOCK, HANDS("Anna=" D_K4, "BEN=0"),
	  EINPUT, "Ben is out of the rubber and has no hand", DW(0), 0, NULL,
	  0 },
	{ "an out player needs no hand", "viennese", "Anna Ben! Clara",
	  "Anna", KNOCK, HANDS("Anna=" D_K4, "Clara=" O_31), OK, NULL,
	  DW(4, -1, 31), KNOCK, NULL, 0 },
	{ "a hand given twice", "viennese", "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K4, "Ben=" O_67, "Ben=" O_31), EINPUT,
	  "two hands for Ben", DW(0), 0, NULL, 0 },
	{ "a hand given twice, once as points in other case", "viennese",
	  "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K4, "Ben=" O_67, "bEN=5"), EINPUT,
	  "two hands for Ben", DW(0), 0, NULL, 0 },
	{ "the declarer's hand given twice", "viennese", "Anna Ben Clara",
	  "Anna", KNOCK, HANDS("Anna=" D_K4, "Anna=" D_K2), EINPUT,
	  "two hands for Anna", DW(0), 0, NULL, 0 },
	{ "a hand missing", "viennese", "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna=" D_K4, "Ben=" O_67), EINPUT,
	  "no hand for Clara (every player in play needs one: NAME=CARDS)",
	  DW(0), 0, NULL, 0 },
	{ "the declarer's hand missing", "viennese", "Anna Ben Clara", "Ben",
	  KNOCK, HANDS("Anna=" O_67, "Clara=" O_31), EINPUT,
	  "no hand for Ben (every player in play needs one: NAME=CARDS)",
	  DW(0), 0, NULL, 0 },
	{ "an argument without '='", "viennese", "Anna Ben Clara", "Anna",
	  KNOCK, HANDS("Anna=" D_K4, "Ben " O_67), EINPUT,
	  "hand 2 \"Ben AS 3D 5D 7C 9S JH KD 2C 4H 6D\": write it as "
	  "NAME=CARDS (or NAME=POINTS)", DW(0), 0, NULL, 0 },
	{ "an argument without a name", "viennese", "Anna Ben Clara", "Anna",
	  KNOCK, HANDS("=5"), EINPUT,
	  "hand 1 \"=5\": write it as NAME=CARDS (or NAME=POINTS)", DW(0), 0,
	  NULL, 0 },
	{ "a long argument without '=' is cut in the message", "viennese",
	  "Anna Ben Clara", "Anna", KNOCK,
	  HANDS("Anna " D_K4 " and some more words"), EINPUT,
	  "hand 1 \"Anna 3H 4H 5H 7S 7D 7C 9C 10C JC 4S and ...\": write it "
	  "as NAME=CARDS (or NAME=POINTS)", DW(0), 0, NULL, 0 },

	/* ---- the order of the hands does not matter ---- */
	{ "order: Clara, Anna, Ben", "viennese", "Anna Ben Clara", "Anna",
	  KNOCK, HANDS("Clara=" O_31, "Anna=" D_K4, "Ben=" O_67), OK, NULL,
	  DW(4, 67, 31), KNOCK, NULL, 0 },
	{ "order: Ben, Clara, Anna", "viennese", "Anna Ben Clara", "Anna",
	  KNOCK, HANDS("Ben=" O_67, "Clara=" O_31, "Anna=" D_K4), OK, NULL,
	  DW(4, 67, 31), KNOCK, NULL, 0 },
	{ "order: rummy of 11 given last", "viennese", "Anna Ben Clara",
	  "Anna", RUMMY, HANDS("Clara=" O_0, "Ben=" O_17, "Anna=" D_R11), OK,
	  NULL, DW(0, 17, 0), RUMMY, "KD", 0 },

	/* ---- tables of two and six ---- */
	{ "two players", "viennese", "Anna Ben", "Ben", KNOCK,
	  HANDS("Ben=" D_JK11, "Anna=" O_31), OK, NULL, DW(31, 2), KNOCK,
	  "AH", 0 },
	{ "six players, two out, the declarer in the middle", "viennese",
	  "Anna Ben! Clara Dora Emil! Fritz", "Dora", RUMMY,
	  HANDS("Fritz=55", "Dora=" D_R11, "Anna=" O_17, "Clara=" O_0), OK,
	  NULL, DW(17, -1, 0, 0, -1, 55), RUMMY, "KD", 0 },
	{ "six players in play", "viennese", "Anna Ben Clara Dora Emil Fritz",
	  "Emil", KNOCK, HANDS("Anna=" O_67, "Ben=" O_31, "Clara=0",
	                       "Dora=" O_0, "Emil=" D_K2, "Fritz=  40"), OK,
	  NULL, DW(67, 31, 0, 0, 2, 40), KNOCK, NULL, 0 },
	{ "six players: the hand of the sixth is missing", "viennese",
	  "Anna Ben Clara Dora Emil Fritz", "Emil", KNOCK,
	  HANDS("Anna=" O_67, "Ben=" O_31, "Clara=0", "Dora=" O_0,
	        "Emil=" D_K2), EINPUT,
	  "no hand for Fritz (every player in play needs one: NAME=CARDS)",
	  DW(0), 0, NULL, 0 },
};

/* ---- reading a row ---- */

/*
 * Rules as text: a profile name, then any "key=value" settings, e.g.
 * "viennese jokers=4".
 */
static void
rules_of(const char *text, kl_rules *r)
{
	kl_error err;

	if (rt_rules_of(text, r, &err) != KL_OK)
		fail_msg("%s", err.msg);
}

/* A table and the text its names live in (they must outlive the game). */
typedef struct table_text {
	char text[128];
	kl_game_table t;
} table_text;

/* "Anna Ben! Clara": names by seat, '!' marking a seat that is out. */
static void
table_of(const char *rules, const char *players, table_text *tt)
{
	char *word, *save = NULL;
	size_t len;

	memset(tt, 0, sizeof(*tt));
	rules_of(rules, &tt->t.rules);
	tt->t.rubber = RUBBER;
	snprintf(tt->text, sizeof(tt->text), "%s", players);
	for (word = strtok_r(tt->text, " ", &save); word != NULL;
	     word = strtok_r(NULL, " ", &save)) {
		assert_true(tt->t.nplayers < KL_PLAYERS_MAX);
		len = strlen(word);
		if (word[len - 1] == '!') {
			word[len - 1] = '\0';
			tt->t.out[tt->t.nplayers] = 1;
		}
		tt->t.names[tt->t.nplayers++] = word;
	}
	assert_true(tt->t.nplayers >= KL_PLAYERS_MIN);
}

static int
nhands(const game_case *c)
{
	int n = 0;

	while (c->hands[n] != NULL)
		n++;
	assert_true(n <= MAXARGS);
	return n;
}

/* Failures of the table so far: every row is judged, then they are told
 * together. */
static int failures;

#define BAD(...)                                                        \
	do {                                                            \
		print_error(__VA_ARGS__);                               \
		print_error("\n");                                      \
		failures++;                                             \
	} while (0)

/*
 * The referee's count of an accepted hand against the reference solver:
 * the deadwood, the arrangement's cards and values, and for the declarer
 * the verdict.
 */
static void
check_with_reference(const char *why, const kl_game *g, int seat)
{
	const kl_game_hand *h = &g->hand[seat];
	const kl_rules *ru = &g->t.rules;
	char text[256], reason[256];
	int discard, ref, verdict;

	if (h->as_points)
		return;
	ref_cards_text(h->list.cards, h->list.n, text, sizeof(text));
	discard = seat == g->declarer && h->list.n == ru->hand_size + 1;
	ref = discard ? ref_deadwood_discard(ru, h->list.cards, h->list.n) :
	      ref_deadwood(ru, h->list.cards, h->list.n);
	if (ref != h->deadwood)
		BAD("%s: %s counts %d by the reference, %d by the referee",
		    why, text, ref, h->deadwood);
	if (h->arr.deadwood != h->deadwood)
		BAD("%s: %s: the arrangement counts %d, the hand %d", why,
		    text, h->arr.deadwood, h->deadwood);
	if (!ref_check_arrangement(ru, h->list.cards, h->list.n, discard,
	                           &h->arr, reason, sizeof(reason)))
		BAD("%s: %s: %s", why, text, reason);
	verdict = ref_verdict(ru, h->list.cards, h->list.n);
	if (seat == g->declarer && verdict != h->verdict)
		BAD("%s: %s: verdict %d, the reference says %d", why, text,
		    h->verdict, verdict);
}

static kl_card
card_of(const char *text)
{
	kl_card c;
	kl_error err;

	if (kl_card_parse(text, strlen(text), &c, &err) != KL_OK)
		fail_msg("\"%s\": %s", text, err.msg);
	return c;
}

/* Judge c with its hands in the order order[0..n-1] and check it all. */
static void
judge_case(const game_case *c, const int *order, int n)
{
	const char *args[MAXARGS];
	table_text tt;
	kl_game *g = malloc(sizeof(*g));
	const kl_game_hand *d;
	kl_error err;
	int dw[KL_PLAYERS_MAX], i, s, rc, want;

	assert_non_null(g);
	table_of(c->rules, c->players, &tt);
	for (i = 0; i < n; i++)
		args[i] = c->hands[order[i]];
	kl_game_start(g, &tt.t);
	kl_error_clear(&err);
	rc = kl_game_judge(g, c->declarer, c->kind, n, args, &err);
	if (rc != c->rc) {
		BAD("%s: returns %d (%s), not %d", c->why, rc, err.msg, c->rc);
		goto done;
	}
	if (c->rc != KL_OK) {
		if (c->msg == NULL || strcmp(err.msg, c->msg) != 0)
			BAD("%s:\n  said \"%s\"\n  want \"%s\"", c->why,
			    err.msg, c->msg ? c->msg : "(nothing)");
		goto done;
	}
	kl_game_deadwood(g, dw);
	for (s = 0; s < KL_PLAYERS_MAX; s++) {
		want = s < tt.t.nplayers ? c->deadwood[s] : -1;
		if (dw[s] != want)
			BAD("%s: seat %d has deadwood %d, not %d", c->why, s,
			    dw[s], want);
	}
	d = &g->hand[g->declarer];
	if (g->kind != c->kind)
		BAD("%s: kind %d, not %d", c->why, g->kind, c->kind);
	if (d->verdict != c->verdict)
		BAD("%s: verdict %d, not %d", c->why, d->verdict, c->verdict);
	if (d->arr.discard != (c->discard ? card_of(c->discard) : KL_NO_CARD))
		BAD("%s: discards card %d, not %s", c->why, d->arr.discard,
		    c->discard ? c->discard : "nothing");
	if (kl_game_knock_is_rummy(g) != c->knock_is_rummy)
		BAD("%s: knock_is_rummy %d, not %d", c->why,
		    kl_game_knock_is_rummy(g), c->knock_is_rummy);
	if (kl_game_missing(g) != -1 || kl_game_complete(g, NULL) != KL_OK)
		BAD("%s: a hand is missing", c->why);
	for (s = 0; s < tt.t.nplayers; s++) {
		if (g->hand[s].given != !tt.t.out[s])
			BAD("%s: seat %d given %d", c->why, s,
			    g->hand[s].given);
		if (g->hand[s].given)
			check_with_reference(c->why, g, s);
	}
done:
	free(g);
}

static void
test_game_table(void **state)
{
	size_t k, rows = sizeof(game_cases) / sizeof(game_cases[0]);
	int order[MAXARGS], n, i, r;

	(void)state;
	assert_true(rows >= 60);
	failures = 0;
	for (k = 0; k < rows; k++) {
		const game_case *c = &game_cases[k];

		n = nhands(c);
		for (i = 0; i < n; i++)
			order[i] = i;
		judge_case(c, order, n);
		/* an accepted game stays the same in any order: try the
		 * reverse and every rotation */
		if (c->rc != KL_OK)
			continue;
		for (i = 0; i < n; i++)
			order[i] = n - 1 - i;
		judge_case(c, order, n);
		for (r = 1; r < n; r++) {
			for (i = 0; i < n; i++)
				order[i] = (i + r) % n;
			judge_case(c, order, n);
		}
	}
	if (failures)
		fail_msg("%d failures in %zu rows", failures, rows);
}

/* ---- the incremental steps ---- */

/* A game at "Anna Ben Clara" (viennese unless rules says otherwise). */
static kl_game *
new_game(const char *rules, const char *players, table_text *tt)
{
	kl_game *g = malloc(sizeof(*g));

	assert_non_null(g);
	table_of(rules, players, tt);
	kl_game_start(g, &tt->t);
	return g;
}

static void
give_ok(kl_game *g, const char *arg)
{
	kl_error err;

	kl_error_clear(&err);
	if (kl_game_give_arg(g, arg, &err) != KL_OK)
		fail_msg("%s refused: %s", arg, err.msg);
}

/* A game booked before takes the points typed as klopf took them then:
 * 1 and 150 are no count of a hand of today's rules, but old records
 * replay (verify, import, the games after a correction). */
static void
test_recorded_points(void **state)
{
	static const char *const counts[] = { "1", "150", "200" };
	table_text tt;
	kl_error err;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(counts) / sizeof(counts[0]); i++) {
		char arg[16];
		kl_game *g = new_game("viennese", "Anna Ben Clara", &tt);
		snprintf(arg, sizeof(arg), "Ben=%s", counts[i]);
		assert_int_equal(kl_game_declare(g, "Anna", KNOCK, &err), KL_OK);
		assert_int_equal(kl_game_give_arg(g, arg, &err), KL_EINPUT);
		kl_game_start(g, &tt.t);
		kl_game_recorded(g);
		assert_int_equal(kl_game_declare(g, "Anna", KNOCK, &err), KL_OK);
		give_ok(g, arg);
		assert_int_equal(g->hand[1].deadwood, atoi(counts[i]));
		free(g);
	}
}

static void
test_kind_after_declaring(void **state)
{
	table_text tt;
	kl_game *g = new_game("viennese", "Anna Ben Clara", &tt);
	kl_error err;

	(void)state;
	assert_int_equal(kl_game_seat(g, "clara"), 2);
	assert_int_equal(kl_game_seat(g, "Zoe"), -1);
	/* before anybody declared */
	assert_int_equal(kl_game_set_kind(g, KNOCK, &err), KL_EINPUT);
	assert_string_equal(err.msg, "say who went out, and whether by knock "
	                    "or by rummy");
	assert_int_equal(kl_game_give(g, 1, O_67, &err), KL_EINPUT);
	assert_string_equal(err.msg, "say who went out before the hands");
	assert_int_equal(kl_game_missing(g), 0);

	assert_int_equal(kl_game_declare(g, "anna", -1, &err), KL_OK);
	assert_int_equal(g->declarer, 0);
	assert_int_equal(g->kind, -1);
	/* the others may give their hands, the declarer may not yet */
	give_ok(g, "Ben=" O_67);
	assert_int_equal(kl_game_give_arg(g, "Anna=" D_K4, &err), KL_EINPUT);
	assert_string_equal(err.msg, "say how Anna went out (knock or rummy) "
	                    "before the hand");
	assert_int_equal(g->norder, 1);
	assert_false(g->hand[0].given);
	/* not a kind */
	assert_int_equal(kl_game_set_kind(g, NONE, &err), KL_EINPUT);
	assert_string_equal(err.msg, "say who went out, and whether by knock "
	                    "or by rummy");
	assert_int_equal(kl_game_set_kind(g, -1, &err), KL_EINPUT);
	assert_int_equal(g->kind, -1);
	assert_int_equal(kl_game_set_kind(g, KNOCK, &err), KL_OK);
	assert_int_equal(g->kind, KNOCK);
	give_ok(g, "Anna=" D_K4);
	give_ok(g, "Clara=" O_31);
	assert_int_equal(kl_game_complete(g, &err), KL_OK);
	assert_int_equal(g->hand[0].deadwood, 4);
	assert_int_equal(g->hand[1].deadwood, 67);
	assert_int_equal(g->hand[2].deadwood, 31);
	free(g);
}

/* Changing the kind once the declarer's hand is in. */
typedef struct kind_case {
	const char *why;
	const char *rules;
	const char *hand;  /* the declarer's, Anna's */
	int first;         /* the kind declared */
	int then;          /* the kind asked for afterwards */
	int rc;
	const char *msg;
	int kind;          /* the kind afterwards */
	int knock_is_rummy;/* afterwards */
} kind_case;

static const kind_case kind_cases[] = {
	{ "a knock with 4 cannot become a rummy", "viennese", D_K4, KNOCK,
	  RUMMY, ERULE, "Anna called rummy, but the best arrangement leaves "
	  "deadwood 4 (a rummy needs 0)", KNOCK, 0 },
	{ "a knock with 2 after the discard cannot become a rummy",
	  "viennese", D_JK11, KNOCK, RUMMY, ERULE, "Anna called rummy, but "
	  "the best arrangement leaves deadwood 2 (a rummy needs 0)", KNOCK,
	  0 },
	{ "a knock with a rummy's cards becomes a rummy", "viennese", D_R11,
	  KNOCK, RUMMY, OK, NULL, RUMMY, 0 },
	{ "a rummy becomes a knock", "viennese", D_R10, RUMMY, KNOCK, OK, NULL,
	  KNOCK, 1 },
	{ "a knock stays a knock", "viennese", D_K4, KNOCK, KNOCK, OK, NULL,
	  KNOCK, 0 },
	{ "romme: a knock with 9 cannot become a rummy",
	  "romme-ohne-auslegen", R_K9_14, KNOCK, RUMMY, ERULE, "Anna called "
	  "rummy, but the best arrangement leaves deadwood 9 (a rummy needs "
	  "0)", KNOCK, 0 },
	{ "not a kind", "viennese", D_K4, KNOCK, 3, EINPUT, "say who went "
	  "out, and whether by knock or by rummy", KNOCK, 0 },
};

static void
test_kind_after_the_hand(void **state)
{
	size_t k;

	(void)state;
	for (k = 0; k < sizeof(kind_cases) / sizeof(kind_cases[0]); k++) {
		const kind_case *c = &kind_cases[k];
		table_text tt;
		kl_game *g = new_game(c->rules, "Anna Ben", &tt);
		kl_game_hand before;
		kl_error err;
		char arg[128];
		int rc;

		assert_int_equal(kl_game_declare(g, "Anna", c->first, &err),
		                 KL_OK);
		snprintf(arg, sizeof(arg), "Anna=%s", c->hand);
		give_ok(g, arg);
		before = g->hand[0];
		kl_error_clear(&err);
		rc = kl_game_set_kind(g, c->then, &err);
		if (rc != c->rc)
			fail_msg("%s: returns %d (%s), not %d", c->why, rc,
			         err.msg, c->rc);
		if (c->msg != NULL && strcmp(err.msg, c->msg) != 0)
			fail_msg("%s:\n  said \"%s\"\n  want \"%s\"", c->why,
			         err.msg, c->msg);
		if (rc == KL_ERULE)
			assert_int_equal(g->refused.deadwood, before.deadwood);
		assert_int_equal(g->kind, c->kind);
		assert_int_equal(kl_game_knock_is_rummy(g), c->knock_is_rummy);
		/* the hand itself is kept either way */
		assert_int_equal(g->norder, 1);
		assert_memory_equal(&g->hand[0], &before, sizeof(before));
		free(g);
	}
}

static void
test_take_back(void **state)
{
	table_text tt;
	kl_game *g = new_game("viennese", "Anna Ben Clara", &tt);
	kl_error err;
	int dw[KL_PLAYERS_MAX];

	(void)state;
	assert_int_equal(kl_game_declare(g, "Anna", KNOCK, &err), KL_OK);
	give_ok(g, "Anna=" D_K4);
	give_ok(g, "Ben=3H AS 5D 7D 9S JH KD 2C 6D 8C");
	/* Ben's two 3H and Anna's leave none for Clara */
	assert_int_equal(kl_game_give_arg(g, "Clara=3H 2S 3S 4S 8H 8D 8C QD "
	                                  "KD 5C", &err), KL_EINPUT);
	assert_string_equal(err.msg, "these hands cannot come from one deck: "
	                    "3H is on the table 3 times (Anna 1, Ben 1, Clara "
	                    "1), but the deck holds only 2");
	assert_int_equal(kl_game_missing(g), 2);

	/* Ben takes his hand back: it is forgotten, and his turn comes */
	kl_game_take_back(g, 1);
	assert_int_equal(g->norder, 1);
	assert_int_equal(g->order[0], 0);
	assert_false(g->hand[1].given);
	assert_int_equal(kl_game_missing(g), 1);
	kl_game_deadwood(g, dw);
	assert_int_equal(dw[0], 4);
	assert_int_equal(dw[1], -1);
	/* taking back what is not there changes nothing */
	kl_game_take_back(g, 1);
	kl_game_take_back(g, 2);
	kl_game_take_back(g, -1);
	kl_game_take_back(g, KL_PLAYERS_MAX);
	assert_int_equal(g->norder, 1);

	/* now Clara's 3H fits, and Ben gives his hand again as points */
	give_ok(g, "Clara=3H 2S 3S 4S 8H 8D 8C QD KD 5C");
	/* 2-3-4S, 888; 3H QD KD 5C left: 3+10+10+5 = 28 */
	assert_int_equal(g->hand[2].deadwood, 28);
	give_ok(g, "Ben=33");
	assert_int_equal(g->norder, 3);
	assert_int_equal(g->order[0], 0);
	assert_int_equal(g->order[1], 2);
	assert_int_equal(g->order[2], 1);
	assert_int_equal(kl_game_missing(g), -1);
	kl_game_deadwood(g, dw);
	assert_int_equal(dw[0], 4);
	assert_int_equal(dw[1], 33);
	assert_int_equal(dw[2], 28);
	assert_int_equal(dw[3], -1);

	/* the declarer takes back and shows the same cards as 11 */
	kl_game_take_back(g, 0);
	assert_int_equal(g->norder, 2);
	assert_int_equal(kl_game_missing(g), 0);
	assert_int_equal(kl_game_complete(g, &err), KL_EINPUT);
	assert_string_equal(err.msg, "no hand for Anna (every player in play "
	                    "needs one: NAME=CARDS)");
	give_ok(g, "Anna=" D_K4_11);
	assert_int_equal(g->hand[0].deadwood, 4);
	assert_int_equal(g->hand[0].arr.discard, card_of("KD"));
	assert_int_equal(g->order[2], 0);
	check_with_reference("Anna again", g, 0);
	check_with_reference("Clara", g, 2);

	/* declaring again forgets every hand */
	assert_int_equal(kl_game_declare(g, "Clara", RUMMY, &err), KL_OK);
	assert_int_equal(g->norder, 0);
	kl_game_deadwood(g, dw);
	assert_int_equal(dw[0], -1);
	assert_int_equal(dw[1], -1);
	assert_int_equal(dw[2], -1);
	assert_int_equal(kl_game_missing(g), 2);
	free(g);
}

/* Who is missing: the declarer first, then clockwise, out seats skipped. */
typedef struct missing_case {
	const char *players;
	const char *declarer;
	int order[KL_PLAYERS_MAX + 1]; /* seats, then -1 */
} missing_case;

static const missing_case missing_cases[] = {
	{ "Anna Ben", "Anna", { 0, 1, -1 } },
	{ "Anna Ben", "Ben", { 1, 0, -1 } },
	{ "Anna Ben Clara", "Ben", { 1, 2, 0, -1 } },
	{ "Anna Ben Clara", "Clara", { 2, 0, 1, -1 } },
	{ "Anna Ben! Clara", "Clara", { 2, 0, -1 } },
	{ "Anna! Ben Clara Dora", "Clara", { 2, 3, 1, -1 } },
	{ "Anna Ben! Clara Dora! Emil", "Clara", { 2, 4, 0, -1 } },
	{ "Anna Ben Clara Dora Emil Fritz", "Dora", { 3, 4, 5, 0, 1, 2, -1 } },
	{ "Anna Ben! Clara Dora Emil! Fritz", "Fritz", { 5, 0, 2, 3, -1 } },
	{ "Anna! Ben! Clara! Dora! Emil Fritz", "Emil", { 4, 5, -1 } },
};

static void
test_missing_order(void **state)
{
	size_t k;

	(void)state;
	for (k = 0; k < sizeof(missing_cases) / sizeof(missing_cases[0]);
	     k++) {
		const missing_case *c = &missing_cases[k];
		table_text tt;
		kl_game *g = new_game("viennese", c->players, &tt);
		kl_error err;
		int i, seat;

		assert_int_equal(kl_game_declare(g, c->declarer, KNOCK, &err),
		                 KL_OK);
		for (i = 0; c->order[i] >= 0; i++) {
			seat = kl_game_missing(g);
			if (seat != c->order[i])
				fail_msg("%s, %s declared: hand %d is seat "
				         "%d's, not %d's", c->players,
				         c->declarer, i + 1, seat, c->order[i]);
			if (kl_game_give(g, seat, seat == g->declarer ? D_K4 :
			                 "10", &err) != KL_OK)
				fail_msg("%s: %s", c->players, err.msg);
		}
		assert_int_equal(kl_game_missing(g), -1);
		assert_int_equal(kl_game_complete(g, &err), KL_OK);
		assert_int_equal(g->norder, i);
		free(g);
	}
}

/* Refusals after Anna's knock and Ben's hand: the game stays as it was. */
typedef struct refusal_case {
	const char *arg;
	int rc;
	const char *msg;
} refusal_case;

static const refusal_case refusal_cases[] = {
	{ "Clara=" O_31 " 9H", EINPUT, "Clara shows 11 cards; a hand holds 10 "
	  "at the end of a game" },
	{ "Clara=AS 2S 3S", EINPUT, "Clara shows 3 cards; a hand holds 10 at "
	  "the end of a game" },
	{ "Clara=7C 7C 2S 3S 4S 8H 8D 8C QD KD", EINPUT, "these hands cannot "
	  "come from one deck: 7C is on the table 3 times (Anna 1, Clara 2), "
	  "but the deck holds only 2" },
	{ "Clara=JK JK 2S 3S 4S 8H 8D 8C QD KD", EINPUT, "these hands cannot "
	  "come from one deck: 3 jokers on the table (Ben 1, Clara 2), but "
	  "the deck has only 2" },
	{ "Clara=201", EINPUT, "Clara: 201 points is impossible (a hand of 10 "
	  "cards counts 0 to 122, the most its cards can count with nothing "
	  "melded)" },
	{ "Clara=1", EINPUT, "Clara: 1 point is impossible (a hand counts 0 "
	  "or at least 2: no unmelded card counts less)" },
	{ "Clara=QX", EINPUT, "hand of Clara: card 1 \"QX\": unknown suit "
	  "\"X\" (suits are S H D C or \xe2\x99\xa0 \xe2\x99\xa5 "
	  "\xe2\x99\xa6 \xe2\x99\xa3)" },
	{ "Clara=", EINPUT, "hand of Clara: empty hand: no cards given" },
	{ "Ben=5", EINPUT, "two hands for Ben" },
	{ "Anna=" D_K4, EINPUT, "two hands for Anna" },
	{ "Dora=5", EINPUT, "Dora is out of the rubber and has no hand" },
	{ "Zoe=5", EINPUT, "Zoe does not play in rubber 7 (Anna, Ben, Clara "
	  "and Dora)" },
	{ "Clara 5", EINPUT, "hand 3 \"Clara 5\": write it as NAME=CARDS (or "
	  "NAME=POINTS)" },
};

static void
test_refusal_changes_nothing(void **state)
{
	size_t k;
	table_text tt;
	kl_game *g = new_game("viennese", "Anna Ben Clara Dora!", &tt);
	kl_game *copy = malloc(sizeof(*copy));
	kl_error err;
	int dw[KL_PLAYERS_MAX];

	(void)state;
	assert_non_null(copy);
	assert_int_equal(kl_game_declare(g, "Anna", KNOCK, &err), KL_OK);
	give_ok(g, "Anna=" D_K4);
	give_ok(g, "Ben=" O_17);
	*copy = *g;
	for (k = 0; k < sizeof(refusal_cases) / sizeof(refusal_cases[0]);
	     k++) {
		const refusal_case *c = &refusal_cases[k];
		int rc;

		kl_error_clear(&err);
		rc = kl_game_give_arg(g, c->arg, &err);
		if (rc != c->rc)
			fail_msg("%s: returns %d (%s), not %d", c->arg, rc,
			         err.msg, c->rc);
		if (strcmp(err.msg, c->msg) != 0)
			fail_msg("%s:\n  said \"%s\"\n  want \"%s\"", c->arg,
			         err.msg, c->msg);
		assert_int_equal(g->norder, 2);
		assert_memory_equal(g->order, copy->order, sizeof(g->order));
		assert_memory_equal(g->hand, copy->hand, sizeof(g->hand));
		assert_int_equal(g->declarer, 0);
		assert_int_equal(g->kind, KNOCK);
		assert_int_equal(kl_game_missing(g), 2);
	}
	/* a refused declaration keeps nothing of the declarer's hand */
	assert_int_equal(kl_game_declare(g, "Ben", RUMMY, &err), KL_OK);
	assert_int_equal(kl_game_give_arg(g, "Ben=" D_K5_11, &err), KL_ERULE);
	assert_string_equal(err.msg, "Ben called rummy, but the best "
	                    "arrangement leaves deadwood 5 (a rummy needs 0)");
	assert_int_equal(g->refused.deadwood, 5);
	assert_int_equal(g->refused.discard, card_of("KD"));
	assert_int_equal(g->norder, 0);
	assert_false(g->hand[1].given);
	kl_game_deadwood(g, dw);
	assert_int_equal(dw[1], -1);
	/* and after it, the same cards as a knock with knock_limit 4 do
	 * not stand either, while the rest of the table can give hands */
	give_ok(g, "Clara=" O_31);
	assert_int_equal(kl_game_set_kind(g, KNOCK, &err), KL_OK);
	assert_int_equal(kl_game_give_arg(g, "Ben=" D_K5_11, &err), KL_ERULE);
	assert_string_equal(err.msg, "Ben knocked, but the best arrangement "
	                    "leaves deadwood 5 (a knock needs 4 or less)");
	assert_int_equal(g->norder, 1);
	assert_int_equal(g->order[0], 2);
	free(copy);
	free(g);
}

static void
test_long_text(void **state)
{
	table_text tt;
	kl_game *g = new_game("viennese", "Anna Ben", &tt);
	char *text = malloc(KL_TYPED_MAX + 1);
	kl_error err;

	(void)state;
	assert_non_null(text);
	assert_int_equal(kl_game_declare(g, "Anna", KNOCK, &err), KL_OK);
	/* 1023 bytes: spaces and a number, read as points */
	memset(text, ' ', KL_TYPED_MAX - 1);
	memcpy(text + KL_TYPED_MAX - 3, "12", 2);
	text[KL_TYPED_MAX - 1] = '\0';
	assert_int_equal(kl_game_give(g, 1, text, &err), KL_OK);
	assert_int_equal(g->hand[1].deadwood, 12);
	kl_game_take_back(g, 1);
	/* 1024 bytes are too many */
	memset(text, ' ', KL_TYPED_MAX);
	text[KL_TYPED_MAX] = '\0';
	assert_int_equal(kl_game_give(g, 1, text, &err), KL_EINPUT);
	assert_string_equal(err.msg, "hand of Ben: 1024 bytes are more than "
	                    "a hand can be (at most 1023)");
	assert_int_equal(g->norder, 0);
	free(text);
	free(g);
}

static void
test_deadwood_of_seats(void **state)
{
	table_text tt;
	kl_game *g = new_game("viennese", "Anna Ben! Clara Dora", &tt);
	kl_error err;
	int dw[KL_PLAYERS_MAX], s;

	(void)state;
	kl_game_deadwood(g, dw);
	for (s = 0; s < KL_PLAYERS_MAX; s++)
		assert_int_equal(dw[s], -1);
	assert_int_equal(kl_game_declare(g, "Dora", KNOCK, &err), KL_OK);
	give_ok(g, "Clara=" O_0);
	kl_game_deadwood(g, dw);
	assert_int_equal(dw[0], -1);
	assert_int_equal(dw[1], -1);
	assert_int_equal(dw[2], 0);
	assert_int_equal(dw[3], -1);
	give_ok(g, "Dora=" D_AD11);
	give_ok(g, "Anna=" O_31);
	kl_game_deadwood(g, dw);
	assert_int_equal(dw[0], 31);
	assert_int_equal(dw[1], -1);
	assert_int_equal(dw[2], 0);
	assert_int_equal(dw[3], 4);
	assert_int_equal(dw[4], -1);
	assert_int_equal(dw[5], -1);
	for (s = 0; s < 4; s++)
		if (g->hand[s].given)
			check_with_reference("seats", g, s);
	free(g);
}

/* The points a hand books as it is typed, as the game scores them. */
static void
test_points_as_typed(void **state)
{
	static const struct {
		const char *rules;
		int kind;
		int anna, ben, clara;  /* expected points; -1: no hand yet */
	} rows[] = {
		/* a knock: everybody books his deadwood */
		{ "viennese", KNOCK, -1, 67, 31 },
		/* a rummy: the caller 0, the others their deadwood */
		{ "viennese", RUMMY, 0, 67, 31 },
		/* rummy_doubles: the others' deadwood twice */
		{ "viennese rummy_doubles=on", RUMMY, 0, 134, 62 },
		/* a knock with rummy_doubles: no doubling */
		{ "viennese rummy_doubles=on", KNOCK, -1, 67, 31 },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		table_text tt;
		kl_game *g = new_game(rows[i].rules, "Anna Ben Clara", &tt);
		kl_error err;

		assert_int_equal(kl_game_declare(g, "Anna", rows[i].kind, &err),
		                 KL_OK);
		assert_int_equal(kl_game_points(g, 1), -1);
		give_ok(g, "Ben=" O_67);
		give_ok(g, "Clara=" O_31);
		if (rows[i].kind == RUMMY)
			give_ok(g, "Anna=" D_R10);
		assert_int_equal(kl_game_points(g, 0), rows[i].anna);
		assert_int_equal(kl_game_points(g, 1), rows[i].ben);
		assert_int_equal(kl_game_points(g, 2), rows[i].clara);
		free(g);
	}
}

/* "NAME=cards" for the hand cards[0..n-1], into buf. */
static void
hand_arg(const char *name, const kl_card *cards, int n, char *buf,
         size_t size)
{
	char card[KL_CARD_NAME_MAX];
	size_t o = (size_t)snprintf(buf, size, "%s=", name);
	int i;

	for (i = 0; i < n && o < size; i++) {
		kl_card_name(cards[i], KL_STYLE_ASCII, card, sizeof(card));
		o += (size_t)snprintf(buf + o, size - o, "%s%s", i ? " " : "",
		                      card);
	}
	assert_true(o < size);
}

/* The cards arrangement a shows (melds, unmatched, discard), sorted. */
static int
shown_sorted(const kl_arrangement *a, kl_card *out)
{
	int n = 0, i, k;

	for (i = 0; i < a->nmelds; i++)
		for (k = 0; k < a->melds[i].n; k++)
			out[n++] = a->melds[i].cards[k];
	for (i = 0; i < a->nunmatched; i++)
		out[n++] = a->unmatched[i];
	if (a->discard != KL_NO_CARD)
		out[n++] = a->discard;
	kl_cards_sort(out, (size_t)n);
	return n;
}

/*
 * Take from d a run of three in a random suit, copies times, into out
 * (a run that d holds copies times); the number of cards taken.
 */
static int
take_runs(hg_deck *d, hg_rng *rng, int copies, kl_card *out)
{
	int suit, lo, n = 0, k, r;

	do {
		suit = hg_below(rng, KL_SUITS);
		lo = hg_below(rng, 11);
		for (r = lo; r < lo + 3; r++)
			if (d->left[kl_card_make(suit, r)] < copies)
				break;
	} while (r < lo + 3);
	for (k = 0; k < copies; k++)
		for (r = lo; r < lo + 3; r++) {
			assert_true(hg_deck_take(d, kl_card_make(suit, r)));
			out[n++] = kl_card_make(suit, r);
		}
	return n;
}

/*
 * 15 cards for a hand that does not go out: five cards of the deck, each
 * three times where the deck still has three (so a card held three
 * times is the rule, not the chance), else single cards.
 */
static int
deal_copies(hg_deck *d, hg_rng *rng, kl_card *out)
{
	int n = 0, tries;

	for (tries = 0; n + 3 <= 15 && tries < 200; tries++) {
		kl_card c = (kl_card)hg_below(rng, KL_NATURALS);
		if (d->left[c] < 3)
			continue;
		hg_deck_take(d, c);
		hg_deck_take(d, c);
		hg_deck_take(d, c);
		out[n++] = c;
		out[n++] = c;
		out[n++] = c;
	}
	while (n < 15)
		out[n++] = hg_deck_draw(d, rng);
	return n;
}

/*
 * Continental at tables that play three packs (6 players) and four (9
 * players): every hand may hold a card three or four times.  Over
 * random deals, the declarer goes out with runs held three times over
 * (15 cards, or 16 before the discard) and every other hand holds
 * cards three times; the referee must accept them all, count every
 * hand as the reference of the family does over the cards as typed,
 * and show every card typed (none lost to a hand of two copies).
 */
static void
test_continental_packs(void **state)
{
	static const struct {
		const char *players;
		int packs;
	} tables[] = {
		{ "P1 P2 P3 P4 P5 P6", 3 },
		{ "P1 P2 P3 P4 P5 P6 P7 P8 P9", 4 },
	};
	size_t t;
	int deal;

	(void)state;
	for (t = 0; t < sizeof(tables) / sizeof(tables[0]); t++)
		for (deal = 0; deal < 40; deal++) {
			table_text tt;
			kl_game *g = malloc(sizeof(*g));
			kl_fam_cards fc;
			kl_fam_goal goal;
			hg_deck d;
			hg_rng rng;
			kl_card cards[KL_PLAYERS_MAX][KL_FAM_HAND_MAX];
			kl_card want[KL_FAM_HAND_MAX], got[KL_FAM_HAND_MAX];
			char arg[KL_TYPED_MAX];
			kl_error err;
			int n[KL_PLAYERS_MAX], s, copies, ref, shown;

			assert_non_null(g);
			table_of("viennese", tables[t].players, &tt);
			kl_rules_game_default(KL_GAME_CONTINENTAL, &tt.t.rules);
			kl_game_start(g, &tt.t);
			assert_int_equal(g->t.rules.decks, tables[t].packs);
			kl_fam_cards_default(KL_FAM_CONTINENTAL, g->t.nplayers,
			                     &fc);
			assert_int_equal(fc.packs, tables[t].packs);
			kl_fam_goal_default(KL_FAM_CONTINENTAL, &goal);
			hg_seed(&rng, hg_mix(t, (uint64_t)deal));
			hg_deck_fill(&d, fc.packs, fc.jokers);
			/* the declarer: one run held three (or four) times
			 * and runs of three to fill 3-3-3-3-3 */
			copies = 3 + (fc.packs == 4 && deal % 2);
			n[0] = take_runs(&d, &rng, copies, cards[0]);
			while (n[0] < 15)
				n[0] += take_runs(&d, &rng, 1, cards[0] + n[0]);
			if (deal % 3 == 0) /* one more, to discard */
				cards[0][n[0]++] = hg_deck_draw(&d, &rng);
			for (s = 1; s < g->t.nplayers; s++)
				n[s] = deal_copies(&d, &rng, cards[s]);
			assert_int_equal(kl_game_declare(g, "P1", RUMMY, &err),
			                 KL_OK);
			for (s = 0; s < g->t.nplayers; s++) {
				hand_arg(g->t.names[s], cards[s], n[s], arg,
				         sizeof(arg));
				kl_error_clear(&err);
				if (kl_game_give_arg(g, arg, &err) != KL_OK)
					fail_msg("%s refused: %s", arg, err.msg);
				ref = ref_fam_deadwood(&fc, cards[s], n[s],
				                       s == 0 && n[s] == 16);
				if (g->hand[s].deadwood != ref)
					fail_msg("%s counts %d, the reference "
					    "%d", arg, g->hand[s].deadwood, ref);
				memcpy(want, cards[s], (size_t)n[s]);
				kl_cards_sort(want, (size_t)n[s]);
				shown = shown_sorted(&g->hand[s].arr, got);
				if (shown != n[s] ||
				    memcmp(want, got, (size_t)n[s]) != 0)
					fail_msg("%s: the arrangement shows %d "
					    "of the %d cards typed", arg, shown,
					    n[s]);
			}
			assert_int_equal(g->hand[0].verdict, RUMMY);
			assert_int_equal(g->worth, ref_fam_out(&fc, cards[0],
			                 n[0], n[0] == 16, &goal));
			assert_int_equal(kl_game_complete(g, &err), KL_OK);
			free(g);
		}
}

/*
 * Phỏm's ù is one claim and the cards say which: claimed as ù or as the
 * ù of ten (KL_VERDICT_BIG_GIN), ten cards melded whole are the ù of
 * ten and nine melded after a discard the other; cards that do not meld
 * whole are refused either way, and say so.
 */
static void
test_phom_u(void **state)
{
	static const struct {
		int kind;
		const char *hand;
		int rc, booked;
		const char *msg;
	} rows[] = {
		{ RUMMY, "Clara=AS 2S 3S 4S 7H 7D 7C 9D 10D JD", OK,
		  KL_VERDICT_BIG_GIN, NULL },
		{ KL_VERDICT_BIG_GIN, "Clara=AS 2S 3S 4S 7H 7D 7C 9D 10D JD",
		  OK, KL_VERDICT_BIG_GIN, NULL },
		{ RUMMY, "Clara=AS 2S 3S 5S 7H 7D 7C 9D 10D JD", OK, RUMMY,
		  NULL },
		{ KL_VERDICT_BIG_GIN, "Clara=AS 2S 3S 5S 7H 7D 7C 9D 10D JD",
		  OK, RUMMY, NULL },
		{ KL_VERDICT_BIG_GIN, "Clara=AS 2S 3S 5S 7H 7D 7C 9D 10D KD",
		  ERULE, -1, "Clara claimed ù, but the cards do not meld "
		  "whole, with or without a discard (the best arrangement "
		  "leaves deadwood 24)" },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		table_text tt;
		kl_game *g = malloc(sizeof(*g));
		kl_error err;
		int rc;

		assert_non_null(g);
		table_of("viennese", "Anna Ben Clara", &tt);
		kl_rules_game_default(KL_GAME_PHOM, &tt.t.rules);
		kl_game_start(g, &tt.t);
		assert_int_equal(kl_game_declare(g, "Clara", rows[i].kind,
		                                 &err), KL_OK);
		kl_error_clear(&err);
		rc = kl_game_give_arg(g, rows[i].hand, &err);
		if (rc != rows[i].rc)
			fail_msg("row %zu: %d (%s), not %d", i, rc, err.msg,
			         rows[i].rc);
		if (rc == KL_OK)
			assert_int_equal(g->kind, rows[i].booked);
		else
			assert_string_equal(err.msg, rows[i].msg);
		free(g);
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_game_table),
		cmocka_unit_test(test_points_as_typed),
		cmocka_unit_test(test_kind_after_declaring),
		cmocka_unit_test(test_kind_after_the_hand),
		cmocka_unit_test(test_take_back),
		cmocka_unit_test(test_missing_order),
		cmocka_unit_test(test_refusal_changes_nothing),
		cmocka_unit_test(test_long_text),
		cmocka_unit_test(test_deadwood_of_seats),
		cmocka_unit_test(test_continental_packs),
		cmocka_unit_test(test_phom_u),
		cmocka_unit_test(test_recorded_points),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
