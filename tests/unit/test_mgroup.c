/*
 * test_mgroup.c - the group check of the melding games (kl_mgroup.h)
 * against the rulings (docs/rules.md, "The melding games"):
 *
 *  - test_groups: a table of typed groups per game, each worked out by
 *    hand: legal or not with the exact reason, set or run, what each
 *    card reads as (in the order laid) and the opening value;
 *  - test_openings: typed groups as one opening: the total, the minimum
 *    and whether they open (exactly 40 and 51, one point short), the
 *    copies and jokers counted over every group;
 *  - test_plays: layoffs and joker exchanges on a meld of the table, per
 *    game: legal or not with the reason, which it is, the meld after it,
 *    the jokers freed and whether they must be laid again;
 *  - test_penalty: the cards left in a hand;
 *  - test_random: groups made at random (near sets, near runs, anything,
 *    with jokers, some named) judged by kl_mg_judge and by the slow
 *    reference of tests/support/ref_mgroup.c, which must agree on
 *    legality, kind and value; the meld the judge lays must be a reading
 *    the reference accepts, worth the same, of the cards typed;
 *  - test_random_plays: random cards laid on the melds the judge lays:
 *    an allowed play leaves a legal meld of the table's kind holding the
 *    table's and the hand's cards less the jokers freed, a refusal says
 *    why and leaves nothing behind it.
 *
 * The rules of each row are the game's defaults (kl_rules_game_default,
 * read by kl_mg_rules_of as the command line does), changed by the
 * row's "KEY=VALUE" settings.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "handgen.h"
#include "kl_card.h"
#include "kl_mgroup.h"
#include "kl_rules.h"
#include "ref_mgroup.h"

enum { RO = KL_GAME_ROMME, HU = KL_GAME_HUNGARIAN, CA = KL_GAME_CALOOCHI,
       RU = KL_GAME_RUMMY };
enum { NO = KL_MG_NONE, SET = KL_MG_SET, RUN = KL_MG_RUN };

#define RANDOM_GROUPS 10000

/* The melding rules of game changed by the settings in set ("KEY=VALUE
 * KEY=VALUE", or NULL). */
static void
rules_of(int game, const char *set, kl_mg_rules *out)
{
	kl_rules r;
	kl_error err;
	char buf[256], *save = NULL, *pair;

	kl_rules_game_default(game, &r);
	if (set != NULL) {
		snprintf(buf, sizeof(buf), "%s", set);
		for (pair = strtok_r(buf, " ", &save); pair != NULL;
		     pair = strtok_r(NULL, " ", &save))
			if (kl_rules_set_pair(&r, pair, &err) != KL_OK)
				fail_msg("%s: %s", pair, err.msg);
	}
	if (kl_rules_validate(&r, &err) != KL_OK)
		fail_msg("rules %s: %s", set ? set : "", err.msg);
	kl_mg_rules_of(&r, out);
}

/* The groups of text ('|' between them) into groups[]; returns how
 * many. */
static int
groups_of(const char *text, kl_mg_group *groups, int most)
{
	static const kl_card_limits wide = { 4, 8, 64, KL_STYLE_ASCII };
	kl_cardlist l;
	kl_error err;
	int i, g;

	if (kl_cards_parse_named(&text, 1, &wide, &l, &err) != KL_OK)
		fail_msg("\"%s\": %s", text, err.msg);
	if (l.ngroups > most)
		fail_msg("\"%s\": too many groups", text);
	for (g = 0; g < l.ngroups; g++)
		groups[g].n = 0;
	for (i = 0; i < l.n; i++) {
		kl_mg_group *gr = &groups[l.group[i]];
		gr->cards[gr->n] = l.cards[i];
		gr->named[gr->n] = l.named[i];
		gr->n++;
	}
	return l.ngroups;
}

/* The names of cards[0..n-1] separated by spaces into buf. */
static const char *
names(const kl_card *cards, int n, char *buf, size_t size)
{
	char name[KL_CARD_NAME_MAX];
	size_t len = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < n; i++) {
		kl_card_name(cards[i], KL_STYLE_ASCII, name, sizeof(name));
		len += (size_t)snprintf(buf + len, size - len, "%s%s",
		                        i ? " " : "", name);
		if (len >= size)
			break;
	}
	return buf;
}

/* ---- groups ---- */

typedef struct group_row {
	int game;
	const char *set;     /* settings changed, or NULL */
	const char *cards;   /* the group as typed */
	int kind;            /* NO: not legal */
	const char *says;    /* legal: the cards read, in the order laid;
	                        else the reason */
	int value;
} group_row;

static const group_row group_rows[] = {
	/* Rommé: ace both ends, low 1, high and in a set 11; never more
	 * jokers than natural cards */
	{ RO, NULL, "AH 2H 3H", RUN, "AH 2H 3H", 6 },
	{ RO, NULL, "3H AH 2H", RUN, "AH 2H 3H", 6 },
	{ RO, NULL, "KH AH QH", RUN, "QH KH AH", 31 },
	{ RO, NULL, "KH AH 2H", NO,
	  "K-A-2 goes around the corner, and runs do not in this game", 0 },
	{ RO, NULL, "3H JK JK 6H", RUN, "3H 4H 5H 6H", 18 },
	{ RO, NULL, "JK 3H JK", NO, "more jokers than natural cards (2 to 1)",
	  0 },
	{ RO, NULL, "5S 5H JK JK", SET, "5S 5H 5D 5C", 20 },
	{ RO, NULL, "AS AH AD", SET, "AS AH AD", 33 },
	{ RO, NULL, "AS 2S JK", RUN, "AS 2S 3S", 6 },
	{ RO, NULL, "QS JK AS", RUN, "QS KS AS", 31 },
	{ RO, NULL, "7H 6H 7H 8H", NO, "7H twice in one run", 0 },
	{ RO, NULL, "7H 7S 7H", NO, "7H twice in one set", 0 },
	{ RO, NULL, "5H 5S 5D 5C 5H", NO,
	  "a set holds at most four cards, not 5", 0 },
	{ RO, NULL, "JK=7S 5S 6S", RUN, "5S 6S 7S", 18 },
	{ RO, NULL, "JK=7H 5S 6S", NO,
	  "a joker named 7H cannot stand in a run with 5S", 0 },
	{ RO, NULL, "JK=5D 5S 5H", SET, "5S 5H 5D", 15 },
	{ RO, NULL, "JK=5S 5S 5H", NO, "5S twice in one set", 0 },
	{ RO, NULL, "JK=KS QS JK AS", RUN, "JS QS KS AS", 41 },
	{ RO, NULL, "5H 6S 7D", NO, "5H and 6S differ in rank, so no set, "
	  "and 5H and 6S in suit, so no run", 0 },
	{ RO, NULL, "5H 5S 6H", NO, "5H and 6H differ in rank, so no set, "
	  "and 5H and 5S in suit, so no run", 0 },
	{ RO, NULL, "5H 9H JK", NO,
	  "the run from 5H to 9H lacks 3 cards, more than its jokers (1)", 0 },
	{ RO, NULL, "2H 2H 2H", NO,
	  "2H 3 times, but 2 packs of cards hold it only 2 times", 0 },
	{ RO, NULL, "JK JK JK", NO,
	  "no natural card: a meld holds at least one besides its jokers", 0 },
	{ RO, NULL, "5H 6H", NO,
	  "2 cards are no meld: a meld holds at least three", 0 },
	/* all thirteen: the ace worth more at the high end */
	{ RO, NULL, "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH", RUN,
	  "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH", 95 },
	{ HU, NULL, "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH", RUN,
	  "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH", 94 },
	{ RU, NULL, "KH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH AH", RUN,
	  "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH", 85 },
	{ RO, NULL, "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH JK", NO,
	  "a run holds at most thirteen cards, not 14", 0 },
	{ RO, "ace=corner", "QH KH AH 2H", RUN, "QH KH AH 2H", 33 },
	{ RO, "ace=corner", "2H AH 3H", RUN, "AH 2H 3H", 6 },
	{ RO, "meld_jokers=any", "JK 3H JK", RUN, "3H 4H 5H", 12 },
	{ RO, "jokers=2", "JK 3H JK 5H JK", NO,
	  "3 jokers, but the game has only 2 jokers", 0 },
	/* Hungarian: one joker in a set, any in a run; ace low 1, high 10,
	 * in a set 1 */
	{ HU, NULL, "5H JK 7H", RUN, "5H 6H 7H", 18 },
	{ HU, NULL, "5H 5S JK", SET, "5S 5H 5D", 15 },
	{ HU, NULL, "JK AH JK", RUN, "QH KH AH", 30 },
	{ HU, NULL, "AH 2H 3H", RUN, "AH 2H 3H", 6 },
	{ HU, NULL, "QH KH AH", RUN, "QH KH AH", 30 },
	{ HU, NULL, "AS AH AD AC", SET, "AS AH AD AC", 4 },
	{ HU, NULL, "5H 5S JK JK", NO, "2 jokers in one set, but a set holds "
	  "at most 1 joker in this game", 0 },
	{ HU, NULL, "JK 8C JK JK", RUN, "8C 9C 10C JC", 37 },
	{ HU, NULL, "10S 10H 10D", SET, "10S 10H 10D", 30 },
	/* Caloochi: the ace 15 wherever it lies, any number of jokers */
	{ CA, NULL, "2H 3H 4H JK", RUN, "AH 2H 3H 4H", 24 },
	{ CA, NULL, "JH QH KH AH", RUN, "JH QH KH AH", 45 },
	{ CA, NULL, "JK AH JK", SET, "AS AH AD", 45 },
	{ CA, NULL, "JK KH JK", RUN, "QH KH AH", 35 },
	{ CA, NULL, "JK 5H JK", RUN, "5H 6H 7H", 18 },
	{ CA, NULL, "KH AH 2H", NO,
	  "K-A-2 goes around the corner, and runs do not in this game", 0 },
	{ CA, NULL, "5H 5H 5S", NO, "5H twice in one set", 0 },
	{ CA, "set_suits=any", "5H 5H 5S", SET, "5S 5H 5H", 15 },
	/* Rummy: one pack, no jokers, ace low only worth 1 */
	{ RU, NULL, "AS 2S 3S", RUN, "AS 2S 3S", 6 },
	{ RU, NULL, "QH KH AH", NO,
	  "in this game the ace is low only (A-2-3), so Q-K-A is no run", 0 },
	{ RU, NULL, "KH AH 2H", NO,
	  "K-A-2 goes around the corner, and runs do not in this game", 0 },
	{ RU, NULL, "5H 6H JK", NO,
	  "a joker, but this game is played without jokers", 0 },
	{ RU, NULL, "7S 7H 7S", NO,
	  "7S 2 times, but 1 pack of cards holds it only 1 time", 0 },
	{ RU, "ace=corner", "KH AH 2H", RUN, "KH AH 2H", 23 },
	{ RU, "ace=corner", "QH KH AH", RUN, "QH KH AH", 31 },
	{ RU, "ace=both", "QH KH AH", RUN, "QH KH AH", 21 },
	/* a set and a run worth the same: the set */
	{ RU, "jokers=2", "JK 10H JK", SET, "10S 10H 10D", 30 },
	{ RU, "jokers=2", "JK 9H JK", RUN, "9H 10H JH", 29 },
};

static void
test_groups(void **state)
{
	size_t i;
	char got[256];

	(void)state;
	for (i = 0; i < sizeof(group_rows) / sizeof(group_rows[0]); i++) {
		const group_row *row = &group_rows[i];
		kl_mg_rules r;
		kl_mg_group g;
		kl_mg_verdict v;

		rules_of(row->game, row->set, &r);
		groups_of(row->cards, &g, 1);
		kl_mg_judge(&r, &g, &v);
		if (row->kind == NO) {
			if (v.legal)
				fail_msg("row %zu \"%s\": legal, want \"%s\"", i,
				         row->cards, row->says);
			if (strcmp(v.why.msg, row->says) != 0)
				fail_msg("row %zu \"%s\": says \"%s\", want \"%s\"",
				         i, row->cards, v.why.msg, row->says);
			assert_int_equal(v.why.code, KL_ERULE);
			continue;
		}
		if (!v.legal)
			fail_msg("row %zu \"%s\": not legal: %s", i, row->cards,
			         v.why.msg);
		names(v.meld.reads, v.meld.n, got, sizeof(got));
		if (v.meld.kind != row->kind || strcmp(got, row->says) != 0 ||
		    v.meld.value != row->value)
			fail_msg("row %zu \"%s\": %s %s worth %d, want %s %s "
			         "worth %d", i, row->cards,
			         v.meld.kind == SET ? "set" : "run", got,
			         v.meld.value, row->kind == SET ? "set" : "run",
			         row->says, row->value);
	}
}

/* ---- openings ---- */

typedef struct opening_row {
	int game;
	const char *set;
	const char *groups;
	int value;           /* the sum of the legal groups */
	int opens;
	int bad;             /* the first group refused (1-based), or 0 */
	const char *says;    /* and its reason */
} opening_row;

static const opening_row opening_rows[] = {
	/* exactly 40: a set of queens and A-2-3-4 */
	{ RO, NULL, "QS QH QD | AH 2H 3H 4H", 40, 1, 0, NULL },
	/* one point short */
	{ RO, NULL, "KS KH KD | 2C 3C 4C", 39, 0, 0, NULL },
	{ RO, NULL, "3H JK JK 6H | QS QD QH | AS 2S 3S", 54, 1, 0, NULL },
	{ RO, NULL, "3H JK JK 6H | QS QD QH | 7C 7C 8C", 48, 0, 3,
	  "7C twice in one run" },
	/* the copies over every group of the opening */
	{ RO, NULL, "7H 8H 9H | 7S 7D 7H | 7H 7C JK", 45, 0, 3,
	  "7H 3 times in this opening, but 2 packs of cards hold it only 2 "
	  "times" },
	/* the rulings' 51: three tens and 6-7-8 */
	{ HU, NULL, "10S 10H 10D | 6C 7C 8C", 51, 1, 0, NULL },
	{ HU, NULL, "10S 10H 10D | 6C 7C JK", 51, 1, 0, NULL },
	{ HU, NULL, "JS QS KS | 2H 3H 4H 5H 6H", 50, 0, 0, NULL },
	{ HU, NULL, "JK AH JK | 5H JK 7H", 48, 0, 0, NULL },
	{ HU, "jokers=2", "5H JK 7H | 9S JK JK", 18, 0, 2,
	  "3 jokers in this opening, but the game has only 2 jokers" },
	{ CA, NULL, "AS AH AD | 2H 3H 4H JK", 69, 1, 0, NULL },
	/* Rummy has no minimum: any legal meld opens */
	{ RU, NULL, "2S 3S 4S", 9, 1, 0, NULL },
	{ RU, NULL, "2S 3S 5S", 0, 0, 1,
	  "the run from 2S to 5S lacks 1 card, more than its jokers (0)" },
};

static void
test_openings(void **state)
{
	size_t i;
	int g;

	(void)state;
	for (i = 0; i < sizeof(opening_rows) / sizeof(opening_rows[0]); i++) {
		const opening_row *row = &opening_rows[i];
		kl_mg_rules r;
		kl_mg_group groups[KL_MG_GROUPS_MAX];
		kl_mg_opening op;
		kl_error err;
		int n, bad = 0;

		rules_of(row->game, row->set, &r);
		n = groups_of(row->groups, groups, KL_MG_GROUPS_MAX);
		assert_int_equal(kl_mg_judge_opening(&r, groups, n, &op, &err),
		                 KL_OK);
		for (g = 0; g < n && bad == 0; g++)
			if (!op.groups[g].legal)
				bad = g + 1;
		if (op.value != row->value || op.opens != row->opens ||
		    bad != row->bad || op.open_min != r.open_min)
			fail_msg("row %zu \"%s\": %d, opens %d, group %d refused; "
			         "want %d, %d, %d", i, row->groups, op.value,
			         op.opens, bad, row->value, row->opens, row->bad);
		if (bad && strcmp(op.groups[bad - 1].why.msg, row->says) != 0)
			fail_msg("row %zu: says \"%s\", want \"%s\"", i,
			         op.groups[bad - 1].why.msg, row->says);
	}
}

/* No group, or more than an opening holds, is refused. */
static void
test_opening_refused(void **state)
{
	kl_mg_rules r;
	kl_mg_group groups[KL_MG_GROUPS_MAX + 1];
	kl_mg_opening op;
	kl_error err;

	(void)state;
	memset(groups, 0, sizeof(groups));
	rules_of(RO, NULL, &r);
	assert_int_equal(kl_mg_judge_opening(&r, groups, 0, &op, &err),
	                 KL_EINPUT);
	assert_int_equal(kl_mg_judge_opening(&r, groups, KL_MG_GROUPS_MAX + 1,
	                                     &op, &err), KL_EINPUT);
}

/* ---- layoffs and exchanges ---- */

typedef struct play_row {
	int game;
	const char *set;
	const char *table;   /* as it lies */
	const char *hand;
	int action;          /* KL_MG_ACT_*: what it is, or was refused as */
	int legal;
	const char *says;    /* legal: the meld after it, as laid; else the
	                        reason */
	int freed;
	int relay;
} play_row;

#define LAY KL_MG_ACT_LAYOFF
#define SWAP KL_MG_ACT_EXCHANGE

static const play_row play_rows[] = {
	/* Rommé: a set's joker only when the set ends with all four suits;
	 * the joker is laid again this turn */
	{ RO, NULL, "6S 6H JK", "6C", LAY, 1, "6S 6H JK 6C", 0, 0 },
	{ RO, NULL, "6S 6H JK", "6C 6D", SWAP, 1, "6S 6H 6D 6C", 1, 1 },
	{ RO, NULL, "6S 6H 6D JK", "6C", SWAP, 1, "6S 6H 6D 6C", 1, 1 },
	{ RO, NULL, "6S 6H JK JK", "6D 6C", SWAP, 1, "6S 6H 6D 6C", 2, 1 },
	{ RO, NULL, "5H JK 7H", "6H", SWAP, 1, "5H 6H 7H", 1, 1 },
	{ RO, NULL, "5H 6H 7H", "JK", LAY, 1, "5H 6H 7H JK", 0, 0 },
	{ RO, NULL, "5H 6H 7H", "8H 4H 9H 3H", LAY, 1,
	  "3H 4H 5H 6H 7H 8H 9H", 0, 0 },
	{ RO, NULL, "5H 6H 7H", "9H", LAY, 0,
	  "9H cannot be laid off: the run takes 4H or 8H", 0, 0 },
	{ RO, NULL, "QH KH AH", "2H", LAY, 0,
	  "2H cannot be laid off: the run takes only JH", 0, 0 },
	{ RO, NULL, "QH KH AH", "JH", LAY, 1, "JH QH KH AH", 0, 0 },
	{ RO, NULL, "7H 6H 5H", "4H", LAY, 1, "4H 5H 6H 7H", 0, 0 },
	{ RO, NULL, "5H 6H 7H", "JK JK JK JK", LAY, 0,
	  "more jokers than natural cards (4 to 3)", 0, 0 },
	{ RO, NULL, "6S 6H 6D 6C", "6S", LAY, 0,
	  "a set holds at most four cards, not 5", 0, 0 },
	{ RO, NULL, "6S 6H 6D", "7S", LAY, 0,
	  "6S and 7S differ in rank, so they make no set", 0, 0 },
	{ RO, NULL, "5H JK 7H", "JK=4H", LAY, 1, "JK 5H JK 7H", 0, 0 },
	{ RO, NULL, "5H JK 7H", "JK=6H", LAY, 0,
	  "6H cannot be laid off: the run takes 4H or 8H", 0, 0 },
	{ RO, "exchange=missing_suit", "6S 6H JK", "6C", SWAP, 1,
	  "6S 6H 6C", 1, 1 },
	{ RO, "exchange=missing_suit", "6S 6H JK=6D", "6C", LAY, 1,
	  "6S 6H JK 6C", 0, 0 },
	/* Hungarian: no exchange unless joker_exchange is on */
	{ HU, NULL, "5H JK 7H", "6H", SWAP, 0,
	  "jokers on the table are not exchanged under these rules", 0, 0 },
	{ HU, "joker_exchange=on", "5H JK 7H", "6H", SWAP, 1, "5H 6H 7H",
	  1, 1 },
	{ HU, NULL, "6S 6H JK", "6C", LAY, 1, "6S 6H JK 6C", 0, 0 },
	{ HU, NULL, "6S 6H JK", "JK", LAY, 0, "2 jokers in one set, but a "
	  "set holds at most 1 joker in this game", 0, 0 },
	{ HU, NULL, "5H 6H 7H", "8H JK", LAY, 1, "5H 6H 7H 8H JK", 0, 0 },
	/* Caloochi: a set of three's joker freed by its named card (or the
	 * suit it reads); the joker goes to the hand */
	{ CA, NULL, "6S 6H JK", "6D", SWAP, 1, "6S 6H 6D", 1, 0 },
	{ CA, NULL, "6S 6H JK", "6C", LAY, 1, "6S 6H JK 6C", 0, 0 },
	{ CA, NULL, "6S 6H JK=6C", "6C", SWAP, 1, "6S 6H 6C", 1, 0 },
	{ CA, NULL, "6S 6H JK=6C", "6D", LAY, 1, "6S 6H 6D JK", 0, 0 },
	{ CA, NULL, "6S 6H 6D JK", "6C", SWAP, 1, "6S 6H 6D 6C", 1, 0 },
	{ CA, NULL, "5H JK 7H", "6H", SWAP, 1, "5H 6H 7H", 1, 0 },
	/* Rummy: no exchange, layoffs at the ends */
	{ RU, NULL, "5H 6H 7H", "8H", LAY, 1, "5H 6H 7H 8H", 0, 0 },
	{ RU, NULL, "5H 6H 7H", "4H 8H", LAY, 1, "4H 5H 6H 7H 8H", 0, 0 },
	{ RU, NULL, "AH 2H 3H", "KH", LAY, 0,
	  "KH cannot be laid off: the run takes only 4H", 0, 0 },
	{ RU, "ace=corner", "AH 2H 3H", "KH", LAY, 1, "KH AH 2H 3H", 0, 0 },
	{ RU, NULL, "7S 7H 7D", "7C", LAY, 1, "7S 7H 7D 7C", 0, 0 },
	{ RU, "jokers=2", "5H JK 7H", "6H", SWAP, 0,
	  "jokers on the table are not exchanged under these rules", 0, 0 },
};

static void
test_plays(void **state)
{
	size_t i;
	char got[256];

	(void)state;
	for (i = 0; i < sizeof(play_rows) / sizeof(play_rows[0]); i++) {
		const play_row *row = &play_rows[i];
		kl_mg_rules r;
		kl_mg_group table, hand;
		kl_mg_play p;

		rules_of(row->game, row->set, &r);
		groups_of(row->table, &table, 1);
		groups_of(row->hand, &hand, 1);
		kl_mg_judge_play(&r, NULL, &table, &hand, &p);
		if (p.legal != row->legal || p.action != row->action)
			fail_msg("row %zu [%s] + %s: legal %d action %d (%s), "
			         "want %d %d", i, row->table, row->hand, p.legal,
			         p.action, p.why.msg, row->legal, row->action);
		if (!row->legal) {
			if (strcmp(p.why.msg, row->says) != 0)
				fail_msg("row %zu: says \"%s\", want \"%s\"", i,
				         p.why.msg, row->says);
			continue;
		}
		names(p.after.cards, p.after.n, got, sizeof(got));
		if (strcmp(got, row->says) != 0 || p.freed != row->freed ||
		    (p.freed > 0 && p.relay != row->relay))
			fail_msg("row %zu [%s] + %s: %s, %d freed (relay %d); "
			         "want %s, %d (%d)", i, row->table, row->hand, got,
			         p.freed, p.relay, row->says, row->freed,
			         row->relay);
	}
}

/* ---- the facts of the table ---- */

enum { EA = KL_MG_OPENED_EARLIER, TT = KL_MG_OPENED_THIS_TURN,
       NOT = KL_MG_OPENED_NOT };
#define ASK_OPENED KL_MG_FACT_OPENED
#define ASK_OWN KL_MG_FACT_OWN

typedef struct facts_row {
	int game;
	const char *set;
	int opened;          /* enum kl_mg_opened */
	int own;             /* the player's own meld */
	const char *table;
	const char *hand;
	int action;
	int legal;
	const char *says;    /* legal: the meld after it; else the reason */
	int used;            /* the facts the verdict asked */
} facts_row;

static const facts_row facts_rows[] = {
	/* Rommé: layoffs after one's opening, not in the turn that opens
	 * (layoff_in_opening_turn); a joker only by a player who opened in
	 * an earlier turn; any meld, his own too */
	{ RO, NULL, NOT, 0, "5H 6H 7H", "8H", LAY, 0,
	  "Rommé: only a player who has opened may lay off cards",
	  ASK_OPENED },
	{ RO, NULL, TT, 0, "5H 6H 7H", "8H", LAY, 0,
	  "Rommé: no card may be laid off in the turn that opens "
	  "(layoff_in_opening_turn=off)", ASK_OPENED },
	{ RO, "layoff_in_opening_turn=on", TT, 1, "5H 6H 7H", "8H", LAY, 1,
	  "5H 6H 7H 8H", ASK_OPENED },
	{ RO, NULL, EA, 1, "5H 6H 7H", "8H", LAY, 1, "5H 6H 7H 8H",
	  ASK_OPENED },
	{ RO, NULL, NOT, 0, "5H JK 7H", "6H", SWAP, 0,
	  "Rommé: only a player who has opened may exchange a joker",
	  ASK_OPENED },
	{ RO, NULL, TT, 1, "5H JK 7H", "6H", SWAP, 0,
	  "Rommé: only a player who opened in an earlier turn may exchange "
	  "a joker, not in the turn that opens", ASK_OPENED },
	{ RO, NULL, EA, 1, "5H JK 7H", "6H", SWAP, 1, "5H 6H 7H",
	  ASK_OPENED },
	/* no exchange in the turn that opens, but the card is laid off */
	{ RO, "layoff_in_opening_turn=on exchange=missing_suit", TT, 0,
	  "6S 6H JK", "6C", LAY, 1, "6S 6H JK 6C", ASK_OPENED },
	/* the cards are judged once the facts allow them */
	{ RO, NULL, EA, 0, "5H 6H 7H", "9H", LAY, 0,
	  "9H cannot be laid off: the run takes 4H or 8H", ASK_OPENED },
	/* Hungarian: layoffs as Rommé; with joker_exchange an exchange as
	 * Rommé's, the setting named */
	{ HU, NULL, NOT, 0, "6S 6H JK", "6C", LAY, 0,
	  "Hungarian Rummy: only a player who has opened may lay off cards",
	  ASK_OPENED },
	{ HU, NULL, TT, 0, "6S 6H JK", "6C", LAY, 0,
	  "Hungarian Rummy: no card may be laid off in the turn that opens "
	  "(layoff_in_opening_turn=off)", ASK_OPENED },
	{ HU, "layoff_in_opening_turn=on", TT, 0, "6S 6H JK", "6C", LAY, 1,
	  "6S 6H JK 6C", ASK_OPENED },
	{ HU, NULL, EA, 0, "5H JK 7H", "6H", SWAP, 0,
	  "jokers on the table are not exchanged under these rules",
	  ASK_OPENED },
	{ HU, "joker_exchange=on", NOT, 0, "5H JK 7H", "6H", SWAP, 0,
	  "Hungarian Rummy: only a player who has opened may exchange a "
	  "joker (joker_exchange=on)", ASK_OPENED },
	{ HU, "joker_exchange=on", TT, 0, "5H JK 7H", "6H", SWAP, 0,
	  "Hungarian Rummy: only a player who opened in an earlier turn may "
	  "exchange a joker, not in the turn that opens (joker_exchange=on)",
	  ASK_OPENED },
	{ HU, "joker_exchange=on", EA, 1, "5H JK 7H", "6H", SWAP, 1,
	  "5H 6H 7H", ASK_OPENED },
	/* Caloochi: anyone takes a joker, from any meld, unless
	 * exchange_needs_opening or exchange_from say otherwise */
	{ CA, NULL, NOT, 0, "5H JK 7H", "6H", SWAP, 1, "5H 6H 7H", 0 },
	{ CA, NULL, TT, 1, "5H JK 7H", "6H", SWAP, 1, "5H 6H 7H", 0 },
	{ CA, NULL, NOT, 0, "5H 6H 7H", "8H", LAY, 0,
	  "Caloochi: only a player who has opened may lay off cards",
	  ASK_OPENED },
	{ CA, NULL, TT, 0, "5H 6H 7H", "8H", LAY, 0,
	  "Caloochi: no card may be laid off in the turn that opens "
	  "(layoff_in_opening_turn=off)", ASK_OPENED },
	{ CA, "layoff_in_opening_turn=on", TT, 0, "5H 6H 7H", "8H", LAY, 1,
	  "5H 6H 7H 8H", ASK_OPENED },
	{ CA, "exchange_needs_opening=on", NOT, 0, "5H JK 7H", "6H", SWAP, 0,
	  "Caloochi: only a player who has opened may exchange a joker "
	  "(exchange_needs_opening=on)", ASK_OPENED },
	{ CA, "exchange_needs_opening=on", TT, 0, "5H JK 7H", "6H", SWAP, 0,
	  "Caloochi: only a player who opened in an earlier turn may "
	  "exchange a joker, not in the turn that opens "
	  "(exchange_needs_opening=on)", ASK_OPENED },
	{ CA, "exchange_needs_opening=on", EA, 1, "5H JK 7H", "6H", SWAP, 1,
	  "5H 6H 7H", ASK_OPENED },
	{ CA, "exchange_from=others", EA, 1, "5H JK 7H", "6H", SWAP, 0,
	  "Caloochi: a joker may be taken only from another player's meld "
	  "(exchange_from=others)", ASK_OWN },
	{ CA, "exchange_from=others", NOT, 0, "5H JK 7H", "6H", SWAP, 1,
	  "5H 6H 7H", ASK_OWN },
	/* own meld refused, the card still laid off on it */
	{ CA, "exchange_from=others", EA, 1, "6S 6H JK=6C", "6C", SWAP, 0,
	  "Caloochi: a joker may be taken only from another player's meld "
	  "(exchange_from=others)", ASK_OWN },
	{ CA, "exchange_from=others", EA, 1, "6S 6H JK", "6D", LAY, 1,
	  "6S 6H 6D JK", ASK_OPENED | ASK_OWN },
	{ CA, "exchange_from=others", EA, 1, "6S 6H JK=6D", "6C", LAY, 1,
	  "6S 6H JK 6C", ASK_OPENED },
	/* Rummy: layoffs any time, unless layoff_after_opening */
	{ RU, NULL, NOT, 0, "5H 6H 7H", "8H", LAY, 1, "5H 6H 7H 8H", 0 },
	{ RU, "layoff_after_opening=on", NOT, 0, "5H 6H 7H", "8H", LAY, 0,
	  "Rummy: only a player who has opened may lay off cards "
	  "(layoff_after_opening=on)", ASK_OPENED },
	{ RU, "layoff_after_opening=on", TT, 1, "5H 6H 7H", "8H", LAY, 1,
	  "5H 6H 7H 8H", ASK_OPENED },
	{ RU, "layoff_after_opening=on", EA, 0, "5H 6H 7H", "8H", LAY, 1,
	  "5H 6H 7H 8H", ASK_OPENED },
	{ RU, "jokers=2", NOT, 0, "5H JK 7H", "6H", SWAP, 0,
	  "jokers on the table are not exchanged under these rules", 0 },
};

static void
test_play_facts(void **state)
{
	size_t i;
	char got[256];

	(void)state;
	for (i = 0; i < sizeof(facts_rows) / sizeof(facts_rows[0]); i++) {
		const facts_row *row = &facts_rows[i];
		kl_mg_facts f = { row->opened, row->own };
		kl_mg_rules r;
		kl_mg_group table, hand;
		kl_mg_play p;

		rules_of(row->game, row->set, &r);
		groups_of(row->table, &table, 1);
		groups_of(row->hand, &hand, 1);
		kl_mg_judge_play(&r, &f, &table, &hand, &p);
		if (p.legal != row->legal || p.action != row->action ||
		    p.used != row->used)
			fail_msg("row %zu [%s] + %s: legal %d action %d used %d "
			         "(%s), want %d %d %d", i, row->table, row->hand,
			         p.legal, p.action, p.used, p.why.msg, row->legal,
			         row->action, row->used);
		if (!row->legal) {
			if (strcmp(p.why.msg, row->says) != 0)
				fail_msg("row %zu: says \"%s\", want \"%s\"", i,
				         p.why.msg, row->says);
			continue;
		}
		names(p.after.cards, p.after.n, got, sizeof(got));
		if (strcmp(got, row->says) != 0)
			fail_msg("row %zu [%s] + %s: %s, want %s", i, row->table,
			         row->hand, got, row->says);
	}
}

/* A meld on the table that is none, and no card, are refused. */
static void
test_play_refused(void **state)
{
	kl_mg_rules r;
	kl_mg_group table, hand;
	kl_mg_play p;

	(void)state;
	rules_of(RO, NULL, &r);
	groups_of("5H 9H JK", &table, 1);
	groups_of("6H", &hand, 1);
	kl_mg_judge_play(&r, NULL, &table, &hand, &p);
	assert_false(p.legal);
	assert_int_equal(p.action, KL_MG_ACT_NONE);
	assert_string_equal(p.why.msg, "the meld on the table is no meld: the "
	                    "run from 5H to 9H lacks 3 cards, more than its "
	                    "jokers (1)");
	/* a run on the table typed out of order */
	groups_of("5H 7H 6H", &table, 1);
	kl_mg_judge_play(&r, NULL, &table, &hand, &p);
	assert_false(p.legal);
	assert_string_equal(p.why.msg, "the meld on the table is no meld: a "
	                    "run on the table is typed as it lies, from one "
	                    "end to the other: 7H is out of place");
	groups_of("5H 6H 7H", &table, 1);
	hand.n = 0;
	kl_mg_judge_play(&r, NULL, &table, &hand, &p);
	assert_false(p.legal);
	assert_string_equal(p.why.msg, "no card to lay on the meld");
}

/* ---- penalties ---- */

typedef struct penalty_row {
	int game;
	const char *set;
	const char *cards;
	int penalty;
} penalty_row;

static const penalty_row penalty_rows[] = {
	{ RO, NULL, "AH JK 5S KD", 11 + 20 + 5 + 10 },
	{ RO, "per_card=on", "AH JK 5S KD", 1 + 2 + 1 + 1 },
	{ RO, "joker_left=30", "JK JK 10C", 30 + 30 + 10 },
	{ HU, NULL, "AH JK 10C QS", 10 + 20 + 10 + 10 },
	{ CA, NULL, "AS JK 2D", 15 + 25 + 2 },
	{ RU, NULL, "AS KD 3C", 1 + 10 + 3 },
	{ RU, "ace=corner", "AS KD 3C", 11 + 10 + 3 },
	{ RU, "ace=corner ace_left=5", "AS KD 3C", 5 + 10 + 3 },
	{ RU, "jokers=2", "JK 9C", 15 + 9 },
	{ RU, "per_card=on jokers=1", "JK 9C AS", 2 + 1 + 1 },
};

static void
test_penalty(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(penalty_rows) / sizeof(penalty_rows[0]); i++) {
		const penalty_row *row = &penalty_rows[i];
		kl_mg_rules r;
		kl_mg_group g;

		rules_of(row->game, row->set, &r);
		groups_of(row->cards, &g, 1);
		if (kl_mg_penalty(&r, g.cards, g.n) != row->penalty)
			fail_msg("row %zu \"%s\": %d, want %d", i, row->cards,
			         kl_mg_penalty(&r, g.cards, g.n), row->penalty);
	}
}

/* ---- random groups against the reference ---- */

/* A random group into *g: near a run, near a set, or anything, with up
 * to three jokers (some named). */
static void
random_group(hg_rng *rng, kl_mg_group *g)
{
	int shape = hg_below(rng, 10), n, i, nj, base, suit;

	suit = hg_below(rng, KL_SUITS);
	base = hg_below(rng, KL_RANKS);
	n = 3 + hg_below(rng, 4);
	if (hg_below(rng, 20) == 0)
		n = 1 + hg_below(rng, 2);
	for (i = 0; i < n; i++) {
		if (shape < 4)
			g->cards[i] = kl_card_make(suit, (base + i) % KL_RANKS);
		else if (shape < 7)
			g->cards[i] = kl_card_make(hg_below(rng, 4) == 0 ? suit :
			                           (suit + i) % KL_SUITS, base);
		else
			g->cards[i] = (kl_card)hg_below(rng, KL_NATURALS);
		g->named[i] = KL_NO_CARD;
	}
	/* now and then one card out of place */
	if (hg_below(rng, 4) == 0)
		g->cards[hg_below(rng, n)] = (kl_card)hg_below(rng, KL_NATURALS);
	nj = hg_below(rng, 4);
	for (i = 0; i < nj && i < n; i++) {
		int at = hg_below(rng, n);
		g->cards[at] = KL_JOKER;
		if (hg_below(rng, 5) == 0)
			g->named[at] = hg_below(rng, 2) ?
			    kl_card_make(suit, hg_below(rng, KL_RANKS)) :
			    kl_card_make(hg_below(rng, KL_SUITS), base);
		else
			g->named[at] = KL_NO_CARD;
	}
	g->n = n;
}

/* The rules of a random group: a game's defaults, or a house rule of
 * them. */
static void
random_rules(hg_rng *rng, int game, kl_mg_rules *r)
{
	static const char *const sets[] = {
		NULL, NULL, NULL, "ace=corner", "ace=low", "ace=both",
		"meld_jokers=half", "meld_jokers=any", "set_jokers=1",
		"set_jokers=2", "decks=1",
	};
	const char *set = sets[hg_below(rng, (int)(sizeof(sets) /
	                                           sizeof(sets[0])))];

	if (game == RU && set != NULL && !strcmp(set, "decks=1"))
		set = NULL;
	rules_of(game, set, r);
	if (game == RU)
		r->jokers = 2 + hg_below(rng, 2);
}

static void
test_random(void **state)
{
	static const int games[] = { RO, HU, CA, RU };
	hg_rng rng;
	int gi, k, legal = 0, total = 0;

	(void)state;
	hg_seed(&rng, 0x6d67726f7570ULL);
	for (gi = 0; gi < 4; gi++)
		for (k = 0; k < RANDOM_GROUPS; k++) {
			kl_mg_rules r;
			kl_mg_group g;
			kl_mg_verdict v;
			int kind = NO, value = 0, ok, i, j, k2;
			int used[KL_MG_MELD_MAX] = { 0 };
			char text[128];

			random_rules(&rng, games[gi], &r);
			random_group(&rng, &g);
			kl_mg_judge(&r, &g, &v);
			ok = ref_mg_best(&r, g.cards, g.named, g.n, &kind, &value);
			names(g.cards, g.n, text, sizeof(text));
			total++;
			if (ok != v.legal)
				fail_msg("game %d, group %d \"%s\": judge %d (%s), "
				         "reference %d", games[gi], k, text, v.legal,
				         v.why.msg, ok);
			if (!ok)
				continue;
			legal++;
			if (kind != v.meld.kind || value != v.meld.value)
				fail_msg("game %d, group %d \"%s\": judge kind %d "
				         "worth %d, reference %d worth %d", games[gi],
				         k, text, v.meld.kind, v.meld.value, kind,
				         value);
			/* the meld laid is a reading of the cards typed */
			assert_int_equal(ref_mg_reading(&r, v.meld.kind,
			                 v.meld.cards, v.meld.reads, v.meld.n),
			                 value);
			assert_int_equal(v.meld.n, g.n);
			/* named jokers first: each reads its card */
			for (k2 = 0; k2 < 2; k2++)
				for (i = 0; i < g.n; i++) {
					int named = g.cards[i] == KL_JOKER &&
					            g.named[i] != KL_NO_CARD;
					if (named != !k2)
						continue;
					for (j = 0; j < g.n; j++)
						if (!used[j] &&
						    v.meld.cards[j] == g.cards[i] &&
						    (!named ||
						     v.meld.reads[j] == g.named[i]))
							break;
					if (j == g.n)
						fail_msg("game %d, group %d \"%s\": card "
						         "%d not laid as typed", games[gi], k,
						         text, i);
					used[j] = 1;
				}
		}
	/* the groups made cover both verdicts */
	assert_true(legal > total / 10);
	assert_true(legal < total - total / 10);
}


/* ---- random plays: what every verdict must hold ---- */

/* The natural cards and the jokers of cards[0..n-1] into counts[]
 * (jokers at KL_JOKER). */
static void
count_cards(const kl_card *cards, int n, int *counts)
{
	int i;

	for (i = 0; i < n; i++)
		counts[cards[i]]++;
}

/* Random melds of the table (legal ones, laid as the judge lays them)
 * and random cards from a hand: a play the judge allows leaves a legal
 * meld of the same kind holding the table's cards and the hand's, less
 * the jokers an exchange frees; a layoff frees none, an exchange at
 * least one and only for natural cards; a refusal says why. */
/* Two verdicts alike: legality, action, the meld after, the reason. */
static int
same_play(const kl_mg_play *a, const kl_mg_play *b)
{
	if (a->legal != b->legal || a->action != b->action)
		return 0;
	if (!a->legal)
		return strcmp(a->why.msg, b->why.msg) == 0;
	return a->after.n == b->after.n && a->freed == b->freed &&
	       memcmp(a->after.cards, b->after.cards,
	              (size_t)a->after.n * sizeof(kl_card)) == 0;
}

/*
 * The facts of the table against the play p judged without them (the
 * facts that allow most), under r with its rules of the facts drawn at
 * random (rng): every fact may only take a play away, never allow one
 * the cards do not (a play allowed under facts f is allowed without
 * them, and alike when it is the same action); and a verdict asks every
 * fact it depends on (a fact it did not ask, set to the value that
 * allows most, changes nothing).
 */
static void
facts_hold(hg_rng *rng, const kl_mg_rules *r0, const kl_mg_group *table,
           const kl_mg_group *hand, const kl_mg_play *p)
{
	kl_mg_rules r = *r0;
	kl_mg_play free_play, q, q2;
	kl_mg_facts f, f2;
	int opened, own;

	r.layoff_opened = hg_below(rng, 2);
	r.layoff_opening_turn = hg_below(rng, 2);
	r.exchange_opened = hg_below(rng, 2);
	r.exchange_others = hg_below(rng, 2);
	kl_mg_judge_play(&r, NULL, table, hand, &free_play);
	/* the rules of the facts ask nothing of the facts that allow most */
	if (r0->layoff_opened == r.layoff_opened &&
	    r0->layoff_opening_turn == r.layoff_opening_turn &&
	    r0->exchange_opened == r.exchange_opened &&
	    r0->exchange_others == r.exchange_others)
		assert_true(same_play(p, &free_play));
	for (opened = 0; opened < 3; opened++)
		for (own = 0; own < 2; own++) {
			f.opened = opened;
			f.own = own;
			kl_mg_judge_play(&r, &f, table, hand, &q);
			if (q.legal && !free_play.legal)
				fail_msg("facts %d/%d allow a play the cards do "
				         "not", opened, own);
			if (q.legal && q.action == free_play.action &&
			    !same_play(&q, &free_play))
				fail_msg("facts %d/%d change the play", opened,
				         own);
			f2 = f;
			if (!(q.used & KL_MG_FACT_OPENED))
				f2.opened = KL_MG_OPENED_EARLIER;
			if (!(q.used & KL_MG_FACT_OWN))
				f2.own = 0;
			kl_mg_judge_play(&r, &f2, table, hand, &q2);
			if (!same_play(&q, &q2))
				fail_msg("facts %d/%d: the verdict depends on a fact "
				         "it did not ask (used %d)", opened, own,
				         q.used);
		}
}

static void
test_random_plays(void **state)
{
	static const int games[] = { RO, HU, CA, RU };
	hg_rng rng, frng;
	int gi, k, plays = 0, legal = 0, swaps = 0;

	(void)state;
	hg_seed(&rng, 0x706c617973ULL);
	hg_seed(&frng, 0x6661637473ULL);
	for (gi = 0; gi < 4; gi++)
		for (k = 0; k < RANDOM_GROUPS; k++) {
			kl_mg_rules r;
			kl_mg_group g, table, hand;
			kl_mg_verdict v, tv, after;
			kl_mg_play p;
			int want[KL_JOKER + 1] = { 0 }, got[KL_JOKER + 1] = { 0 };
			int i, c;

			random_rules(&rng, games[gi], &r);
			random_group(&rng, &g);
			kl_mg_judge(&r, &g, &v);
			if (!v.legal)
				continue;
			/* the meld as it lies; set jokers keep their names */
			table.n = v.meld.n;
			for (i = 0; i < v.meld.n; i++) {
				table.cards[i] = v.meld.cards[i];
				table.named[i] = v.meld.cards[i] == KL_JOKER &&
				    (v.meld.kind == RUN || hg_below(&rng, 2)) ?
				    v.meld.reads[i] : KL_NO_CARD;
			}
			/* one to three cards near the meld: jokers, the cards
			 * next to a run's ends, rank-mates, anything */
			hand.n = 1 + hg_below(&rng, 3);
			for (i = 0; i < hand.n; i++) {
				kl_card lo = v.meld.reads[0];
				kl_card hi = v.meld.reads[v.meld.n - 1];
				int pick = hg_below(&rng, 9), j = hg_below(&rng,
				                                           v.meld.n);
				hand.named[i] = KL_NO_CARD;
				if (pick == 8 && v.meld.cards[j] == KL_JOKER)
					hand.cards[i] = v.meld.reads[j];
				else if (pick == 0)
					hand.cards[i] = KL_JOKER;
				else if (pick < 3)
					hand.cards[i] = kl_card_make(kl_card_suit(hi),
					    (kl_card_rank(hi) + 1 + i) % KL_RANKS);
				else if (pick < 5)
					hand.cards[i] = kl_card_make(kl_card_suit(lo),
					    (kl_card_rank(lo) + KL_RANKS - 1 - i) %
					    KL_RANKS);
				else if (pick < 7)
					hand.cards[i] = kl_card_make(
					    hg_below(&rng, KL_SUITS), kl_card_rank(lo));
				else
					hand.cards[i] = (kl_card)hg_below(&rng,
					                                  KL_NATURALS);
			}
			/* unnamed jokers of a set may make it read as a run
			 * on the table: the table's own reading counts */
			kl_mg_judge_table(&r, &table, &tv);
			if (!tv.legal)
				fail_msg("game %d, play %d: a meld as the judge laid "
				         "it is none on the table: %s", games[gi], k,
				         tv.why.msg);
			kl_mg_judge_play(&r, NULL, &table, &hand, &p);
			plays++;
			facts_hold(&frng, &r, &table, &hand, &p);
			if (!p.legal) {
				assert_true(p.why.msg[0] != '\0');
				assert_int_equal(p.before.kind, tv.meld.kind);
				continue;
			}
			legal++;
			assert_int_equal(p.why.msg[0], '\0');
			{
				kl_mg_group laid;
				laid.n = p.after.n;
				for (i = 0; i < p.after.n; i++) {
					laid.cards[i] = p.after.cards[i];
					laid.named[i] = p.after.cards[i] == KL_JOKER ?
					                p.after.reads[i] : KL_NO_CARD;
				}
				kl_mg_judge_table(&r, &laid, &after);
			}
			if (!after.legal || after.meld.kind != tv.meld.kind)
				fail_msg("game %d, play %d: the meld after it is no "
				         "meld of its kind: %s", games[gi], k,
				         after.why.msg);
			count_cards(table.cards, table.n, want);
			count_cards(hand.cards, hand.n, want);
			want[KL_JOKER] -= p.freed;
			count_cards(p.after.cards, p.after.n, got);
			for (c = 0; c <= KL_JOKER; c++)
				if (want[c] != got[c])
					fail_msg("game %d, play %d: card %d laid %d "
					         "times, want %d", games[gi], k, c,
					         got[c], want[c]);
			if (p.action == KL_MG_ACT_LAYOFF) {
				assert_int_equal(p.freed, 0);
			} else {
				assert_int_equal(p.action, KL_MG_ACT_EXCHANGE);
				assert_true(p.freed >= 1);
				assert_int_not_equal(r.exchange,
				                     KL_MG_EXCHANGE_NONE);
				for (i = 0; i < hand.n; i++)
					assert_int_not_equal(hand.cards[i], KL_JOKER);
				swaps++;
			}
		}
	/* the plays made cover layoffs, exchanges and refusals */
	print_message("%d plays, %d allowed, %d exchanges\n", plays, legal,
	              swaps);
	assert_true(legal > plays / 10);
	assert_true(legal < plays - plays / 10);
	assert_true(swaps > 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_groups),
		cmocka_unit_test(test_openings),
		cmocka_unit_test(test_opening_refused),
		cmocka_unit_test(test_plays),
		cmocka_unit_test(test_play_facts),
		cmocka_unit_test(test_play_refused),
		cmocka_unit_test(test_penalty),
		cmocka_unit_test(test_random),
		cmocka_unit_test(test_random_plays),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
