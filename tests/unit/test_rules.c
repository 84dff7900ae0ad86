/*
 * test_rules.c - rule profiles, setting rules from text, validation, the
 * text form stored with a rubber, and card values.
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
#include "kl_mgrules.h"
#include "kl_rules.h"

#define CARD(suit, rank) ((unsigned)((suit) * KL_RANKS + (rank)))

static void
assert_contains(const char *haystack, const char *needle)
{
	if (strstr(haystack, needle) == NULL)
		fail_msg("message \"%s\" lacks \"%s\"", haystack, needle);
}

/* Compare two rule sets field by field through the settings table, and
 * as whole structs so that a field missing from the table shows up too. */
static void
assert_rules_equal(const kl_rules *a, const kl_rules *b)
{
	size_t i;

	for (i = 0; i < kl_rules_nsettings; i++) {
		const kl_setting *s = &kl_rules_settings[i];
		if (kl_rules_get(a, s) != kl_rules_get(b, s))
			fail_msg("rule %s: %d != %d", s->name,
			         kl_rules_get(a, s), kl_rules_get(b, s));
	}
	assert_memory_equal(a, b, sizeof(*a));
}

static const kl_setting *
setting(const char *name)
{
	size_t i;

	for (i = 0; i < kl_rules_nsettings; i++)
		if (strcmp(kl_rules_settings[i].name, name) == 0)
			return &kl_rules_settings[i];
	fail_msg("no setting %s", name);
	return NULL;
}

/* ------------------------------------------------------------------ */
/* profiles                                                             */

static void
test_defaults_are_viennese(void **state)
{
	kl_rules d, v;
	kl_error err;

	(void)state;
	memset(&d, 0x5a, sizeof(d));
	kl_rules_default(&d);
	assert_int_equal(d.decks, 2);
	assert_int_equal(d.jokers, 2);
	assert_int_equal(d.hand_size, 10);
	assert_int_equal(d.ace_value, 11);
	assert_int_equal(d.court_value, 10);
	assert_int_equal(d.joker_value, 20);
	assert_int_equal(d.ace_low, 1);
	assert_int_equal(d.ace_high, 1);
	assert_int_equal(d.knock_limit, 4);
	assert_int_equal(d.ante, 5);
	assert_int_equal(d.knock_money, 1);
	assert_int_equal(d.rummy_money, KL_RUMMY_MONEY_SAME);
	assert_int_equal(kl_rules_rummy_money(&d), d.knock_money);
	assert_int_equal(d.out_at, 101);
	assert_int_equal(d.buyback_over, 81);
	assert_int_equal(d.buyback_cost, 5);
	assert_int_equal(d.next_dealer, KL_DEAL_LEFT);
	assert_int_equal(d.rummy_doubles, 0);
	assert_int_equal(d.undercut_penalty, 0);

	memset(&v, 0, sizeof(v));
	assert_int_equal(kl_rules_profile("viennese", &v, &err), KL_OK);
	assert_rules_equal(&d, &v);
	assert_string_equal(kl_profiles[0].name, "viennese");
}

static void
test_profile_romme(void **state)
{
	kl_rules r, d;
	kl_error err;

	(void)state;
	assert_int_equal(kl_rules_profile("romme-ohne-auslegen", &r, &err),
	                 KL_OK);
	assert_int_equal(r.hand_size, 13);
	assert_int_equal(r.knock_limit, 9);
	/* everything else as viennese */
	kl_rules_default(&d);
	d.hand_size = 13;
	d.knock_limit = 9;
	assert_rules_equal(&r, &d);
}

static void
test_profile_gin(void **state)
{
	kl_rules r, d;
	kl_error err;

	(void)state;
	assert_int_equal(kl_rules_profile("gin", &r, &err), KL_OK);
	assert_int_equal(r.decks, 1);
	assert_int_equal(r.jokers, 0);
	assert_int_equal(r.ace_value, 1);
	assert_int_equal(r.ace_high, 0);
	assert_int_equal(r.ace_low, 1);
	assert_int_equal(r.knock_limit, 10);
	assert_int_equal(r.hand_size, 10);
	kl_rules_default(&d);
	d.decks = 1;
	d.jokers = 0;
	d.ace_value = 1;
	d.ace_high = 0;
	d.knock_limit = 10;
	assert_rules_equal(&r, &d);
}

static void
test_profile_names(void **state)
{
	static const struct {
		const char *name;
		int hand_size;
	} names[] = {
		{ "viennese", 10 }, { "VIENNESE", 10 }, { "Viennese", 10 },
		{ "GIN", 10 }, { "Gin", 10 },
		{ "Romme-Ohne-Auslegen", 13 }, { "ROMME-OHNE-AUSLEGEN", 13 },
	};
	size_t i;

	(void)state;
	assert_int_equal(kl_nprofiles, 3);
	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		kl_rules r;
		kl_error err;

		memset(&r, 0, sizeof(r));
		if (kl_rules_profile(names[i].name, &r, &err) != KL_OK)
			fail_msg("profile %s: %s", names[i].name, err.msg);
		assert_int_equal(r.hand_size, names[i].hand_size);
	}
}

static void
test_profile_unknown(void **state)
{
	static const char *const bad[] = { "poker", "", "vienna", "gin ",
	                                   "viennese-x" };
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		kl_rules r, before;
		kl_error err;

		kl_rules_default(&r);
		r.ante = 77; /* a mark that must survive the failed call */
		before = r;
		kl_error_clear(&err);
		assert_int_equal(kl_rules_profile(bad[i], &r, &err), KL_EINPUT);
		assert_int_equal(err.code, KL_EINPUT);
		assert_contains(err.msg, "unknown profile");
		assert_contains(err.msg, bad[i]);
		assert_contains(err.msg, "viennese");
		assert_contains(err.msg, "romme-ohne-auslegen");
		assert_contains(err.msg, "gin");
		assert_rules_equal(&r, &before);
	}
}

/* Every profile is valid, and every profile's settings lie in range. */
static void
test_profiles_validate(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < kl_nprofiles; i++) {
		kl_error err;

		kl_error_clear(&err);
		if (kl_rules_validate(&kl_profiles[i].rules, &err) != KL_OK)
			fail_msg("profile %s: %s", kl_profiles[i].name,
			         err.msg);
		assert_non_null(kl_profiles[i].help);
		assert_true(strlen(kl_profiles[i].help) > 0);
	}
}

/* ------------------------------------------------------------------ */
/* the settings table                                                   */

static void
test_settings_table(void **state)
{
	size_t i, j;

	(void)state;
	/* every field is a setting but the first dealer's seat */
	assert_int_equal(kl_rules_nsettings + 1, sizeof(kl_rules) / sizeof(int));
	for (i = 0; i < kl_rules_nsettings; i++) {
		const kl_setting *s = &kl_rules_settings[i];

		assert_non_null(s->name);
		assert_non_null(s->help);
		assert_true(s->min <= s->max);
		assert_true(s->offset % sizeof(int) == 0);
		assert_true(s->offset < sizeof(kl_rules));
		if (s->kind == KL_SET_BOOL) {
			assert_int_equal(s->min, 0);
			assert_int_equal(s->max, 1);
		}
		if (s->kind == KL_SET_ENUM)
			assert_non_null(s->words);
		for (j = i + 1; j < kl_rules_nsettings; j++) {
			assert_true(strcmp(s->name,
			                   kl_rules_settings[j].name) != 0);
			assert_true(s->offset != kl_rules_settings[j].offset);
		}
	}
	/* the settings that decide what a hand is worth are marked so */
	assert_int_equal(setting("knock_limit")->hand, 1);
	assert_int_equal(setting("ace_value")->hand, 1);
	assert_int_equal(setting("ante")->hand, 0);
	assert_int_equal(setting("out_at")->hand, 0);
}

/* ------------------------------------------------------------------ */
/* kl_rules_set                                                         */

struct set_ok {
	const char *key;
	const char *value;
	size_t offset;
	int want;
};

#define F(field) offsetof(kl_rules, field)

static const struct set_ok set_good[] = {
	{ "knock_limit", "7", F(knock_limit), 7 },
	{ "KNOCK_LIMIT", "0", F(knock_limit), 0 },
	{ "knock_limit", "30", F(knock_limit), 30 },
	{ "decks", "1", F(decks), 1 },
	{ "jokers", "4", F(jokers), 4 },
	{ "jokers", "0", F(jokers), 0 },
	{ "hand_size", "13", F(hand_size), 13 },
	{ "ace_value", "1", F(ace_value), 1 },
	{ "court_value", "20", F(court_value), 20 },
	{ "joker_value", "50", F(joker_value), 50 },
	{ "ante", "1000", F(ante), 1000 },
	{ "out_at", "2", F(out_at), 2 },
	{ "buyback_over", "0", F(buyback_over), 0 },
	{ "undercut_penalty", "25", F(undercut_penalty), 25 },
	/* switches */
	{ "ace_high", "off", F(ace_high), 0 },
	{ "ace_high", "on", F(ace_high), 1 },
	{ "ace_low", "no", F(ace_low), 0 },
	{ "ace_low", "yes", F(ace_low), 1 },
	{ "rummy_doubles", "true", F(rummy_doubles), 1 },
	{ "rummy_doubles", "false", F(rummy_doubles), 0 },
	{ "rummy_doubles", "1", F(rummy_doubles), 1 },
	{ "rummy_doubles", "0", F(rummy_doubles), 0 },
	{ "rummy_doubles", "ON", F(rummy_doubles), 1 },
	{ "Ace_High", "Off", F(ace_high), 0 },
	/* choices */
	{ "next_dealer", "winner", F(next_dealer), KL_DEAL_WINNER },
	{ "next_dealer", "left", F(next_dealer), KL_DEAL_LEFT },
	{ "next_dealer", "WINNER", F(next_dealer), KL_DEAL_WINNER },
};

static int
field_at(const kl_rules *r, size_t offset)
{
	int v;

	memcpy(&v, (const char *)r + offset, sizeof(v));
	return v;
}

static void
test_set_good(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(set_good) / sizeof(set_good[0]); i++) {
		const struct set_ok *t = &set_good[i];
		kl_rules r, expect;
		kl_error err;

		kl_rules_default(&r);
		/* start from another value, so the call has to act: the
		 * numbers in the table all differ from the defaults, and
		 * switches and choices are flipped here */
		if (t->offset == F(next_dealer) || t->offset == F(ace_high) ||
		    t->offset == F(ace_low) || t->offset == F(rummy_doubles)) {
			int other = !t->want;
			memcpy((char *)&r + t->offset, &other, sizeof(int));
		}
		assert_int_not_equal(field_at(&r, t->offset), t->want);
		expect = r;
		memcpy((char *)&expect + t->offset, &t->want, sizeof(int));
		kl_error_clear(&err);
		if (kl_rules_set(&r, t->key, t->value, &err) != KL_OK)
			fail_msg("%s=%s: %s", t->key, t->value, err.msg);
		if (field_at(&r, t->offset) != t->want)
			fail_msg("%s=%s gave %d", t->key, t->value,
			         field_at(&r, t->offset));
		/* nothing else moved */
		assert_rules_equal(&r, &expect);
	}
}

struct set_err {
	const char *key;
	const char *value;
	const char *frag1;
	const char *frag2;
};

static const struct set_err set_bad[] = {
	/* out of range */
	{ "knock_limit", "31", "out of range", "0 to 30" },
	{ "knock_limit", "-1", "out of range", "0 to 30" },
	{ "decks", "5", "out of range", "1 to 4" },
	{ "decks", "0", "out of range", "1 to 4" },
	{ "jokers", "5", "out of range", "0 to 4" },
	{ "hand_size", "2", "out of range", "3 to 15" },
	{ "hand_size", "16", "out of range", "3 to 15" },
	{ "out_at", "1", "out of range", "2 to 10000" },
	{ "ante", "1001", "out of range", "0 to 1000" },
	{ "knock_limit", "9999999999", "knock_limit", "9999999999" },
	/* not numbers */
	{ "knock_limit", "abc", "not a whole number", "\"abc\"" },
	{ "knock_limit", "", "not a whole number", NULL },
	{ "knock_limit", "5x", "not a whole number", "\"5x\"" },
	{ "knock_limit", "4.5", "not a whole number", NULL },
	{ "knock_limit", "0x10", "not a whole number", NULL },
	{ "knock_limit", "99999999999999999999999", "not a whole number",
	  NULL },
	/* switches and choices */
	{ "ace_high", "maybe", "not on or off", "ace_high" },
	{ "ace_high", "2", "not on or off", NULL },
	{ "ace_high", "", "not on or off", NULL },
	{ "next_dealer", "dealer", "left", "winner" },
	{ "next_dealer", "", "not one of", NULL },
	/* unknown keys */
	{ "colour", "red", "unknown rule", "\"colour\"" },
	{ "", "1", "unknown rule", NULL },
	{ "knock", "5", "unknown rule", NULL },
	{ "knock_limit ", "5", "unknown rule", NULL },
};

static void
test_set_bad(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(set_bad) / sizeof(set_bad[0]); i++) {
		const struct set_err *t = &set_bad[i];
		kl_rules r, before;
		kl_error err;
		int rc;

		kl_rules_default(&r);
		before = r;
		kl_error_clear(&err);
		rc = kl_rules_set(&r, t->key, t->value, &err);
		if (rc != KL_EINPUT)
			fail_msg("%s=%s returned %d, want KL_EINPUT", t->key,
			         t->value, rc);
		assert_int_equal(err.code, KL_EINPUT);
		assert_contains(err.msg, t->frag1);
		if (t->frag2 != NULL)
			assert_contains(err.msg, t->frag2);
		assert_rules_equal(&r, &before);
	}
}

/* The game in whose rules setting s takes the whole range of its
 * table: more than four jokers in the melding games but Rummy (Rommé
 * here), a game_to of 0 in Rummy only, else the first game it belongs
 * to. */
static int
game_of_range(const kl_setting *s)
{
	int g;

	if (!strcmp(s->name, "jokers"))
		return KL_GAME_ROMME;
	if (!strcmp(s->name, "game_to"))
		return KL_GAME_RUMMY;
	for (g = 0; g < KL_GAME_KINDS; g++)
		if (s->games & (1 << g))
			return g;
	return KL_GAME_VIENNESE;
}

/* Each setting takes its whole range and nothing outside it. */
static void
test_set_every_bound(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < kl_rules_nsettings; i++) {
		const kl_setting *s = &kl_rules_settings[i];
		int game = game_of_range(s);
		char text[32];
		kl_rules r, before;
		kl_error err;
		int v;

		for (v = s->min; v <= s->max; v += (s->max - s->min > 50 ?
		                                    (s->max - s->min) / 7 : 1)) {
			kl_rules_game_default(game, &r);
			if (s->kind == KL_SET_ENUM)
				snprintf(text, sizeof(text), "%s", s->words[v]);
			else if (v == KL_RUMMY_MONEY_SAME &&
			         !strcmp(s->name, "rummy_money"))
				snprintf(text, sizeof(text), "same");
			else
				snprintf(text, sizeof(text), "%d", v);
			if (kl_rules_set(&r, s->name, text, &err) != KL_OK)
				fail_msg("%s=%s: %s", s->name, text, err.msg);
			assert_int_equal(kl_rules_get(&r, s), v);
		}
		kl_rules_game_default(game, &r);
		snprintf(text, sizeof(text), "%d", s->max);
		if (s->kind != KL_SET_ENUM) {
			assert_int_equal(kl_rules_set(&r, s->name, text, &err),
			                 KL_OK);
			assert_int_equal(kl_rules_get(&r, s), s->max);
		}
		if (s->kind == KL_SET_INT) {
			kl_rules_game_default(game, &r);
			before = r;
			snprintf(text, sizeof(text), "%d", s->min - 1);
			assert_int_equal(kl_rules_set(&r, s->name, text, &err),
			                 KL_EINPUT);
			snprintf(text, sizeof(text), "%d", s->max + 1);
			assert_int_equal(kl_rules_set(&r, s->name, text, &err),
			                 KL_EINPUT);
			assert_rules_equal(&r, &before);
		}
	}
}

static void
test_set_pair(void **state)
{
	kl_rules r, before;
	kl_error err;

	(void)state;
	kl_rules_default(&r);
	assert_int_equal(kl_rules_set_pair(&r, "knock_limit=7", &err), KL_OK);
	assert_int_equal(r.knock_limit, 7);
	assert_int_equal(kl_rules_set_pair(&r, "next_dealer=winner", &err),
	                 KL_OK);
	assert_int_equal(r.next_dealer, KL_DEAL_WINNER);
	assert_int_equal(kl_rules_set_pair(&r, "ace_high=off", &err), KL_OK);
	assert_int_equal(r.ace_high, 0);

	before = r;
	assert_int_equal(kl_rules_set_pair(&r, "knock_limit", &err),
	                 KL_EINPUT);
	assert_contains(err.msg, "KEY=VALUE");
	assert_contains(err.msg, "knock_limit");
	assert_int_equal(kl_rules_set_pair(&r, "", &err), KL_EINPUT);
	assert_contains(err.msg, "KEY=VALUE");
	assert_int_equal(kl_rules_set_pair(&r, "=5", &err), KL_EINPUT);
	assert_contains(err.msg, "unknown rule");
	assert_int_equal(kl_rules_set_pair(&r, "knock_limit=", &err),
	                 KL_EINPUT);
	assert_contains(err.msg, "not a whole number");
	assert_int_equal(kl_rules_set_pair(&r, "knock_limit=99", &err),
	                 KL_EINPUT);
	assert_contains(err.msg, "out of range");
	assert_int_equal(kl_rules_set_pair(&r, "foo=1", &err), KL_EINPUT);
	assert_contains(err.msg, "\"foo\"");
	/* the value is everything after the first '=' */
	assert_int_equal(kl_rules_set_pair(&r, "knock_limit=5=5", &err),
	                 KL_EINPUT);
	/* a key longer than any setting name is refused, not truncated */
	assert_int_equal(kl_rules_set_pair(&r,
	    "knock_limitknock_limitknock_limitknock_limitknock_limitknock_"
	    "limitknock_limit=5", &err), KL_EINPUT);
	assert_rules_equal(&r, &before);
}

/* ------------------------------------------------------------------ */
/* validation                                                           */

static void
test_validate(void **state)
{
	kl_rules r;
	kl_error err;

	(void)state;
	kl_rules_default(&r);
	assert_int_equal(kl_rules_validate(&r, &err), KL_OK);

	r.buyback_over = r.out_at;
	assert_int_equal(kl_rules_validate(&r, &err), KL_EINPUT);
	assert_contains(err.msg, "buyback_over (101)");
	assert_contains(err.msg, "out_at (101)");
	r.buyback_over = 150;
	assert_int_equal(kl_rules_validate(&r, &err), KL_EINPUT);
	assert_contains(err.msg, "buyback_over");
	r.buyback_over = 100;
	assert_int_equal(kl_rules_validate(&r, &err), KL_OK);

	kl_rules_default(&r);
	r.ace_low = 0;
	assert_int_equal(kl_rules_validate(&r, &err), KL_OK);
	r.ace_high = 0;
	assert_int_equal(kl_rules_validate(&r, &err), KL_EINPUT);
	assert_contains(err.msg, "ace_low");
	assert_contains(err.msg, "ace_high");
	r.ace_low = 1;
	assert_int_equal(kl_rules_validate(&r, &err), KL_OK);

	/* the largest hand the solver handles is one more than hand_size */
	kl_rules_default(&r);
	r.hand_size = KL_HAND_MAX - 1;
	assert_int_equal(kl_rules_validate(&r, &err), KL_OK);

	/* hands of 15 are Continental's (shown after the discard) */
	r.hand_size = KL_HAND_MAX;
	assert_int_equal(kl_rules_validate(&r, &err), KL_EINPUT);
	assert_contains(err.msg, "at most 14");
	kl_rules_game_default(KL_GAME_CONTINENTAL, &r);
	r.hand_size = KL_HAND_MAX;
	assert_int_equal(kl_rules_validate(&r, &err), KL_OK);

	/* the family's settings: packs, "players", "open" where they fit */
	kl_rules_game_default(KL_GAME_CONTINENTAL, &r);
	assert_int_equal(r.decks, KL_BY_PLAYERS);
	assert_int_equal(r.hands, KL_OPEN);
	r.decks = 1;
	assert_int_equal(kl_rules_validate(&r, &err), KL_EINPUT);
	assert_contains(err.msg, "2 to 4 packs");
	r.decks = 4;
	assert_int_equal(kl_rules_validate(&r, &err), KL_OK);
	kl_rules_seated(&r, 3);
	assert_int_equal(r.decks, 4);
	assert_int_equal(r.jokers, 4);
	kl_rules_game_default(KL_GAME_CONTINENTAL, &r);
	kl_rules_seated(&r, 6);
	assert_int_equal(r.decks, 3);
	assert_int_equal(r.jokers, 3);
	kl_rules_game_default(KL_GAME_BOAT_HOUSE, &r);
	assert_int_equal(kl_rules_validate(&r, &err), KL_OK);
	kl_rules_seated(&r, 4);
	assert_int_equal(r.hand_size, 7);
	kl_rules_game_default(KL_GAME_QUEEN_CITY, &r);
	assert_int_equal(r.game_to, KL_OPEN);
	assert_int_equal(kl_rules_validate(&r, &err), KL_OK);
	kl_rules_game_default(KL_GAME_GIN, &r);
	r.game_to = KL_OPEN;
	assert_int_equal(kl_rules_validate(&r, &err), KL_EINPUT);
	assert_contains(err.msg, "queen-city only");
	kl_rules_game_default(KL_GAME_NOWRANG, &r);
	r.hand_size = KL_BY_PLAYERS;
	assert_int_equal(kl_rules_validate(&r, &err), KL_EINPUT);
	assert_contains(err.msg, "hand_size");

	/* values written straight into the struct are range-checked too */
	kl_rules_default(&r);
	r.decks = 3;
	assert_int_equal(kl_rules_validate(&r, &err), KL_EINPUT);
	assert_contains(err.msg, "decks");
	assert_contains(err.msg, "out of range");
	kl_rules_default(&r);
	r.next_dealer = 2;
	assert_int_equal(kl_rules_validate(&r, &err), KL_EINPUT);
	assert_contains(err.msg, "next_dealer");
	kl_rules_default(&r);
	r.knock_limit = -1;
	assert_int_equal(kl_rules_validate(&r, &err), KL_EINPUT);

	/* err may be NULL */
	assert_int_equal(kl_rules_validate(&r, NULL), KL_EINPUT);
}

/* ------------------------------------------------------------------ */
/* text form                                                            */

static void
round_trip(const kl_rules *r)
{
	char text[2048];
	kl_rules back;
	kl_error err;
	size_t n;

	n = kl_rules_format(r, text, sizeof(text));
	assert_true(n < sizeof(text));
	assert_int_equal(n, strlen(text));
	memset(&back, 0x7f, sizeof(back));
	kl_error_clear(&err);
	if (kl_rules_parse(text, &back, &err) != KL_OK)
		fail_msg("parse of formatted rules: %s\n%s", err.msg, text);
	assert_rules_equal(&back, r);
}

static void
test_format_parse_profiles(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < kl_nprofiles; i++)
		round_trip(&kl_profiles[i].rules);
}

static void
test_format_parse_modified(void **state)
{
	static const char *const changes[][3] = {
		{ "knock_limit=7", "next_dealer=winner", "ace_high=off" },
		{ "decks=1", "jokers=4", "rummy_doubles=on" },
		{ "out_at=500", "buyback_over=499", "undercut_penalty=10" },
		{ "hand_size=3", "ace_low=off", "joker_value=50" },
		{ "ante=0", "knock_money=1000", "court_value=1" },
	};
	size_t i, k;

	(void)state;
	for (i = 0; i < sizeof(changes) / sizeof(changes[0]); i++) {
		kl_rules r;
		kl_error err;

		kl_rules_default(&r);
		for (k = 0; k < 3; k++)
			if (kl_rules_set_pair(&r, changes[i][k], &err) != KL_OK)
				fail_msg("%s: %s", changes[i][k], err.msg);
		round_trip(&r);
	}
}

static void
test_format_text(void **state)
{
	kl_rules r;
	char text[2048], small[16];
	size_t n, lines = 0, i;

	(void)state;
	kl_rules_default(&r);
	n = kl_rules_format(&r, text, sizeof(text));
	assert_contains(text, "decks=2\n");
	assert_contains(text, "knock_limit=4\n");
	assert_contains(text, "ace_high=on\n");
	assert_contains(text, "rummy_doubles=off\n");
	assert_contains(text, "next_dealer=left\n");
	/* starts with the first setting, one line per setting */
	assert_true(strncmp(text, "decks=", 6) == 0);
	for (i = 0; i < n; i++)
		lines += text[i] == '\n';
	{
		/* Viennese writes its own settings, without a game line */
		size_t mine = 0;
		for (i = 0; i < kl_rules_nsettings; i++)
			mine += (size_t)kl_rules_applies(&r,
			                                 &kl_rules_settings[i]);
		assert_int_equal(lines, mine);
		assert_true(mine < kl_rules_nsettings);
		assert_null(strstr(text, "game="));
	}
	assert_int_equal(text[n - 1], '\n');

	/* a short buffer gets a terminated prefix and the full length */
	memset(small, '#', sizeof(small));
	assert_int_equal(kl_rules_format(&r, small, 10), n);
	assert_int_equal(strlen(small), 9);
	assert_true(strncmp(small, text, 9) == 0);
	assert_int_equal(small[10], '#');
	/* size 0 writes nothing */
	memset(small, '#', sizeof(small));
	assert_int_equal(kl_rules_format(&r, small, 0), n);
	assert_int_equal(small[0], '#');
}

static void
test_value_text(void **state)
{
	kl_rules r;
	char buf[32];

	(void)state;
	kl_rules_default(&r);
	assert_string_equal(kl_rules_value_text(&r, setting("ace_high"), buf,
	                                        sizeof(buf)), "on");
	assert_string_equal(kl_rules_value_text(&r, setting("rummy_doubles"),
	                                        buf, sizeof(buf)), "off");
	assert_string_equal(kl_rules_value_text(&r, setting("next_dealer"),
	                                        buf, sizeof(buf)), "left");
	assert_string_equal(kl_rules_value_text(&r, setting("out_at"), buf,
	                                        sizeof(buf)), "101");
	r.next_dealer = KL_DEAL_WINNER;
	assert_true(kl_rules_value_text(&r, setting("next_dealer"), buf,
	                                sizeof(buf)) == buf);
	assert_string_equal(buf, "winner");
	/* an out-of-range choice is shown as a number, never read past the
	 * table of words */
	r.next_dealer = 9;
	assert_string_equal(kl_rules_value_text(&r, setting("next_dealer"),
	                                        buf, sizeof(buf)), "9");
}

static void
test_parse_text(void **state)
{
	kl_rules r, d, before;
	kl_error err;
	char longline[200];

	(void)state;
	kl_rules_default(&d);

	/* empty text: the defaults */
	memset(&r, 0, sizeof(r));
	assert_int_equal(kl_rules_parse("", &r, &err), KL_OK);
	assert_rules_equal(&r, &d);

	/* text from an older version with fewer keys: the rest default */
	assert_int_equal(kl_rules_parse("knock_limit=7\n", &r, &err), KL_OK);
	d.knock_limit = 7;
	assert_rules_equal(&r, &d);

	/* no final newline, blank lines between */
	assert_int_equal(kl_rules_parse("\nknock_limit=6\n\nante=9", &r,
	                                &err), KL_OK);
	assert_int_equal(r.knock_limit, 6);
	assert_int_equal(r.ante, 9);

	/* later lines win */
	assert_int_equal(kl_rules_parse("ante=1\nante=2\n", &r, &err), KL_OK);
	assert_int_equal(r.ante, 2);

	/* failures leave *out alone */
	kl_rules_default(&r);
	r.ante = 123;
	before = r;
	assert_int_equal(kl_rules_parse("bogus=1\n", &r, &err), KL_EINPUT);
	assert_contains(err.msg, "bogus");
	assert_int_equal(kl_rules_parse("knock_limit=99\n", &r, &err),
	                 KL_EINPUT);
	assert_contains(err.msg, "out of range");
	assert_int_equal(kl_rules_parse("just words\n", &r, &err), KL_EINPUT);
	assert_contains(err.msg, "KEY=VALUE");
	/* each line may be fine alone, but not together */
	assert_int_equal(kl_rules_parse("buyback_over=200\n", &r, &err),
	                 KL_EINPUT);
	assert_contains(err.msg, "buyback_over");
	assert_int_equal(kl_rules_parse("ace_low=off\nace_high=off\n", &r,
	                                &err), KL_EINPUT);
	memset(longline, 'a', sizeof(longline) - 1);
	longline[sizeof(longline) - 1] = '\0';
	assert_int_equal(kl_rules_parse(longline, &r, &err), KL_EINPUT);
	assert_contains(err.msg, "too long");
	/* a setting of another game: gin's school in a Viennese rubber,
	 * Viennese's buy-back in a rubber of gin, "game" in Viennese */
	assert_int_equal(kl_rules_parse("ante=5\nschool=classic\n", &r,
	                                &err), KL_EINPUT);
	assert_contains(err.msg, "the rule school is not one of a rubber of "
	                "viennese");
	assert_int_equal(kl_rules_parse("game=gin\nbuyback_cost=5\n", &r,
	                                &err), KL_EINPUT);
	assert_contains(err.msg, "the rule buyback_cost is not one of a "
	                "rubber of gin");
	assert_int_equal(kl_rules_parse("game=viennese\n", &r, &err),
	                 KL_EINPUT);
	assert_contains(err.msg, "the rule game is not one of a rubber of "
	                "viennese");
	assert_rules_equal(&r, &before);
	/* the same settings where they belong */
	assert_int_equal(kl_rules_parse("game=gin\nschool=classic\n", &r,
	                                &err), KL_OK);
	assert_int_equal(r.school, KL_SCHOOL_CLASSIC);
}

/* ------------------------------------------------------------------ */
/* card values                                                          */

static void
test_card_value(void **state)
{
	/* value of each rank under the default rules, ace to king */
	static const int want[KL_RANKS] = { 11, 2, 3, 4, 5, 6, 7, 8, 9, 10,
	                                    10, 10, 10 };
	kl_rules r;
	kl_error err;
	int s, k;

	(void)state;
	kl_rules_default(&r);
	for (s = 0; s < KL_SUITS; s++)
		for (k = 0; k < KL_RANKS; k++)
			if (kl_rules_card_value(&r, CARD(s, k)) != want[k])
				fail_msg("suit %d rank %d: %d, want %d", s, k,
				         kl_rules_card_value(&r, CARD(s, k)),
				         want[k]);
	assert_int_equal(kl_rules_card_value(&r, KL_JOKER), 20);
	/* not a card: worth nothing */
	assert_int_equal(kl_rules_card_value(&r, 53), 0);
	assert_int_equal(kl_rules_card_value(&r, 1000), 0);

	/* the values follow the rules */
	assert_int_equal(kl_rules_profile("gin", &r, &err), KL_OK);
	assert_int_equal(kl_rules_card_value(&r, CARD(KL_SPADES, KL_ACE)), 1);
	assert_int_equal(kl_rules_card_value(&r, CARD(KL_CLUBS, KL_KING)), 10);
	assert_int_equal(kl_rules_card_value(&r, CARD(KL_HEARTS, KL_SEVEN)),
	                 7);
	r.court_value = 5;
	r.joker_value = 50;
	r.ace_value = 15;
	assert_int_equal(kl_rules_card_value(&r, CARD(KL_HEARTS, KL_JACK)), 5);
	assert_int_equal(kl_rules_card_value(&r, CARD(KL_DIAMONDS, KL_QUEEN)),
	                 5);
	assert_int_equal(kl_rules_card_value(&r, CARD(KL_SPADES, KL_KING)), 5);
	assert_int_equal(kl_rules_card_value(&r, CARD(KL_CLUBS, KL_TEN)), 10);
	assert_int_equal(kl_rules_card_value(&r, CARD(KL_CLUBS, KL_ACE)), 15);
	assert_int_equal(kl_rules_card_value(&r, KL_JOKER), 50);
}


/* The melding games' settings at their defaults read as the rulings'
 * defaults (kl_mg_rules_default), seated or not; and a setting changed
 * with --rule reaches the melding rules. */
static void
test_mg_rules_of(void **state)
{
	static const struct {
		int game, nplayers;
	} games[] = {
		{ KL_GAME_ROMME, 4 }, { KL_GAME_HUNGARIAN, 2 },
		{ KL_GAME_HUNGARIAN, 4 }, { KL_GAME_CALOOCHI, 3 },
		{ KL_GAME_RUMMY, 2 }, { KL_GAME_RUMMY, 4 }, { KL_GAME_RUMMY, 6 },
	};
	size_t i;
	kl_rules r;
	kl_mg_rules got, want;
	kl_error err;

	(void)state;
	for (i = 0; i < sizeof(games) / sizeof(games[0]); i++) {
		kl_rules_game_default(games[i].game, &r);
		assert_int_equal(kl_rules_validate(&r, &err), KL_OK);
		assert_true(KL_GAME_IS_MG(r.game));
		kl_rules_seated(&r, games[i].nplayers);
		kl_mg_rules_of(&r, &got);
		kl_mg_rules_default(games[i].game - KL_GAME_ROMME,
		                    games[i].nplayers, &want);
		assert_memory_equal(&got, &want, sizeof(got));
	}
	/* each game's settings as text and read back */
	for (i = 0; i < sizeof(games) / sizeof(games[0]); i++) {
		char text[4096];
		kl_rules back;
		kl_rules_game_default(games[i].game, &r);
		assert_true(kl_rules_format(&r, text, sizeof(text)) <
		            sizeof(text));
		/* a game's own settings only: Rummy has no minimum */
		assert_int_equal(strstr(text, "open_min=") != NULL,
		                 games[i].game != KL_GAME_RUMMY);
		assert_null(strstr(text, "knock_limit="));
		assert_int_equal(kl_rules_parse(text, &back, &err), KL_OK);
		kl_mg_rules_of(&back, &got);
		kl_mg_rules_of(&r, &want);
		assert_memory_equal(&got, &want, sizeof(got));
	}
	/* unseated: the most the setting can be */
	kl_rules_game_default(KL_GAME_HUNGARIAN, &r);
	kl_mg_rules_of(&r, &got);
	assert_int_equal(got.jokers, 4);
	kl_rules_game_default(KL_GAME_RUMMY, &r);
	kl_mg_rules_of(&r, &got);
	assert_int_equal(got.hand_size, 10);
	assert_int_equal(got.ace_left, 1);
	/* Rummy around the corner: the ace 11, left or melded */
	assert_int_equal(kl_rules_set_pair(&r, "ace=corner", &err), KL_OK);
	kl_mg_rules_of(&r, &got);
	assert_int_equal(got.ace, KL_MG_ACE_CORNER);
	assert_int_equal(got.ace_left, 11);
	assert_int_equal(got.ace_high_open, 11);
	assert_int_equal(kl_rules_set_pair(&r, "ace_left=5", &err), KL_OK);
	kl_mg_rules_of(&r, &got);
	assert_int_equal(got.ace_left, 5);
	/* Rommé's settings */
	kl_rules_game_default(KL_GAME_ROMME, &r);
	assert_int_equal(kl_rules_set_pair(&r, "meld_jokers=any", &err), KL_OK);
	assert_int_equal(kl_rules_set_pair(&r, "exchange=missing_suit", &err),
	                 KL_OK);
	assert_int_equal(kl_rules_set_pair(&r, "open_min=30", &err), KL_OK);
	assert_int_equal(kl_rules_set_pair(&r, "per_card=on", &err), KL_OK);
	kl_mg_rules_of(&r, &got);
	assert_int_equal(got.jokers_half, 0);
	assert_int_equal(got.exchange, KL_MG_EXCHANGE_MISSING_SUIT);
	assert_int_equal(got.open_min, 30);
	assert_int_equal(got.per_card, 1);
	/* Hungarian's exchange follows Rommé's complete_set when on */
	kl_rules_game_default(KL_GAME_HUNGARIAN, &r);
	kl_mg_rules_of(&r, &got);
	assert_int_equal(got.exchange, KL_MG_EXCHANGE_NONE);
	assert_int_equal(kl_rules_set_pair(&r, "joker_exchange=on", &err),
	                 KL_OK);
	kl_mg_rules_of(&r, &got);
	assert_int_equal(got.exchange, KL_MG_EXCHANGE_COMPLETE_SET);
	/* Caloochi's sets of any suits */
	kl_rules_game_default(KL_GAME_CALOOCHI, &r);
	assert_int_equal(kl_rules_set_pair(&r, "set_suits=any", &err), KL_OK);
	kl_mg_rules_of(&r, &got);
	assert_int_equal(got.set_any_suits, 1);
}

/* Settings of the melding games that do not fit together, or that
 * another game has, are refused with the rule named. */
static void
test_mg_validate(void **state)
{
	static const struct {
		int game;
		const char *pairs[3];
		const char *frag;
	} bad[] = {
		{ KL_GAME_ROMME, { "ace_left=by_ace" }, "by_ace is for rummy" },
		{ KL_GAME_CALOOCHI, { "jokers=players" },
		  "players is for hungarian" },
		{ KL_GAME_RUMMY, { "complete=on", "block=on" },
		  "complete and block" },
		{ KL_GAME_HUNGARIAN, { "jokers=0", "joker_exchange=on" },
		  "no jokers to exchange" },
		{ KL_GAME_ROMME, { "decks=3" }, "out of range (1 to 2)" },
		{ KL_GAME_VIENNESE, { "jokers=players" },
		  "players is for hungarian" },
	};
	size_t i;
	int k;
	kl_rules r;
	kl_error err;

	(void)state;
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		kl_rules_game_default(bad[i].game, &r);
		for (k = 0; k < 3 && bad[i].pairs[k] != NULL; k++)
			assert_int_equal(kl_rules_set_pair(&r, bad[i].pairs[k],
			                                   &err), KL_OK);
		kl_error_clear(&err);
		assert_int_equal(kl_rules_validate(&r, &err), KL_EINPUT);
		assert_non_null(strstr(err.msg, bad[i].frag));
	}
	/* the same settings one by one stand */
	kl_rules_game_default(KL_GAME_RUMMY, &r);
	assert_int_equal(kl_rules_set_pair(&r, "block=on", &err), KL_OK);
	assert_int_equal(kl_rules_set_pair(&r, "jokers=2", &err), KL_OK);
	assert_int_equal(kl_rules_set_pair(&r, "game_to=0", &err), KL_OK);
	assert_int_equal(kl_rules_validate(&r, &err), KL_OK);
	kl_rules_game_default(KL_GAME_HUNGARIAN, &r);
	assert_int_equal(kl_rules_set_pair(&r, "joker_exchange=on", &err),
	                 KL_OK);
	assert_int_equal(kl_rules_validate(&r, &err), KL_OK);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_defaults_are_viennese),
		cmocka_unit_test(test_profile_romme),
		cmocka_unit_test(test_profile_gin),
		cmocka_unit_test(test_profile_names),
		cmocka_unit_test(test_profile_unknown),
		cmocka_unit_test(test_profiles_validate),
		cmocka_unit_test(test_settings_table),
		cmocka_unit_test(test_set_good),
		cmocka_unit_test(test_set_bad),
		cmocka_unit_test(test_set_every_bound),
		cmocka_unit_test(test_set_pair),
		cmocka_unit_test(test_validate),
		cmocka_unit_test(test_format_parse_profiles),
		cmocka_unit_test(test_format_parse_modified),
		cmocka_unit_test(test_format_text),
		cmocka_unit_test(test_value_text),
		cmocka_unit_test(test_parse_text),
		cmocka_unit_test(test_card_value),
		cmocka_unit_test(test_mg_rules_of),
		cmocka_unit_test(test_mg_validate),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
