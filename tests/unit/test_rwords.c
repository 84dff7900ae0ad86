/*
 * test_rwords.c - the words of the house rules' values in English and
 * German: shown in the session's language, typed in either, stored in
 * English.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <cmocka.h>

#include "kl_rules.h"
#include "kl_rwords.h"

/* A value word both ways: the English word, the German word. */
static const struct word_row {
	const char *en, *de;
} words[] = {
	{ "on", "ein" }, { "off", "aus" }, { "yes", "ja" }, { "no", "nein" },
	{ "left", "links" }, { "winner", "gewinner" },
	{ "loser", "verlierer" }, { "alternate", "abwechselnd" },
	{ "rotate", "reihum" }, { "same", "gleich" },
	{ "classic", "klassisch" }, { "school", "schule" },
	{ "double", "doppelt" }, { "none", "keine" },
	{ "players", "spielerzahl" }, { "open", "offen" },
	{ "any", "beliebig" }, { "by_ace", "nach_ass" }, { "low", "unten" },
	{ "both", "beide" }, { "corner", "ums_eck" }, { "half", "halb" },
	{ "distinct", "verschieden" }, { "waived", "erlassen" },
	{ "applies", "gilt" }, { "optional", "freiwillig" },
	{ "required", "pflicht" }, { "upcard", "aufgedeckt" },
	{ "dealer14", "geber14" }, { "free", "frei" },
	{ "must_meld", "muss_auslegen" }, { "complete_set", "voller_satz" },
	{ "missing_suit", "fehlende_farbe" }, { "others", "andere" },
	{ "lot", "los" },
	{ "place", "platz" },
};

static void
test_words_both_ways(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++) {
		assert_string_equal(kl_rwords_in(words[i].en, KL_LANG_DE),
		                    words[i].de);
		assert_string_equal(kl_rwords_in(words[i].en, KL_LANG_EN),
		                    words[i].en);
		assert_string_equal(kl_rwords_canon(words[i].de), words[i].en);
		assert_string_equal(kl_rwords_canon(words[i].en), words[i].en);
	}
}

/* Words with no row pass as they are: numbers, games' names, typos. */
static void
test_words_without_row(void **state)
{
	static const char *const pass[] = {
		"11", "-1", "gin", "knock-rummy", "link", "", "einn"
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(pass) / sizeof(pass[0]); i++) {
		assert_string_equal(kl_rwords_in(pass[i], KL_LANG_DE), pass[i]);
		assert_string_equal(kl_rwords_canon(pass[i]), pass[i]);
	}
	assert_string_equal(kl_rwords_canon("EIN"), "on");
	assert_string_equal(kl_rwords_canon("Reihum"), "rotate");
	assert_string_equal(kl_rwords_in("on", KL_LANGS), "on");
	assert_string_equal(kl_rwords_in("on", -1), "on");
}

/* A typed word means one value: no German word is written twice, nor
 * is it the English word of another value; every word of every setting
 * has a row. */
static void
test_words_unambiguous(void **state)
{
	size_t i, j;

	(void)state;
	for (i = 0; i < kl_nrwords; i++)
		for (j = 0; j < kl_nrwords; j++) {
			if (i == j)
				continue;
			if (!strcasecmp(kl_rwords[i].de, kl_rwords[j].de) ||
			    !strcasecmp(kl_rwords[i].de, kl_rwords[j].en) ||
			    !strcasecmp(kl_rwords[i].en, kl_rwords[j].en))
				fail_msg("value words %s/%s and %s/%s clash",
				         kl_rwords[i].en, kl_rwords[i].de,
				         kl_rwords[j].en, kl_rwords[j].de);
		}
	for (i = 0; i < kl_rules_nsettings; i++) {
		const kl_setting *s = &kl_rules_settings[i];
		if (s->words == NULL || !strcmp(s->name, "game"))
			continue;
		for (j = 0; s->words[j] != NULL; j++)
			if (!strcmp(kl_rwords_in(s->words[j], KL_LANG_DE),
			            s->words[j]) &&
			    strcmp(s->words[j], "modern") &&
			    strcmp(s->words[j], "bonus"))
				fail_msg("rule %s: %s has no German word",
				         s->name, s->words[j]);
	}
}

/* Typed in either language, the value is the same and is stored in
 * English; shown in the session's language. */
static const struct typed_row {
	const char *key, *typed, *stored, *shown_de;
} typed[] = {
	{ "ace_low", "aus", "off", "aus" },
	{ "ace_low", "off", "off", "aus" },
	{ "ace_low", "Nein", "off", "aus" },
	{ "rummy_doubles", "ein", "on", "ein" },
	{ "rummy_doubles", "ja", "on", "ein" },
	{ "next_dealer", "gewinner", "winner", "gewinner" },
	{ "first_dealer", "gleich", "same", "gleich" },
	{ "first_dealer", "REIHUM", "rotate", "reihum" },
	{ "rummy_money", "gleich", "same", "gleich" },
	{ "rummy_money", "3", "3", "3" },
	{ "next_dealer", "LINKS", "left", "links" },
};

static void
test_typed_either_language(void **state)
{
	kl_rules r;
	kl_error err;
	char text[32], shown[32];
	size_t i;
	int k;

	(void)state;
	for (i = 0; i < sizeof(typed) / sizeof(typed[0]); i++) {
		kl_rules_default(&r);
		assert_int_equal(kl_rules_set(&r, typed[i].key, typed[i].typed,
		                              &err), KL_OK);
		k = kl_rules_find(typed[i].key);
		assert_true(k >= 0);
		kl_rules_value_text(&r, &kl_rules_settings[k], text,
		                    sizeof(text));
		assert_string_equal(text, typed[i].stored);
		kl_rwords_set_lang(KL_LANG_DE);
		kl_rules_value_shown(&r, &kl_rules_settings[k], shown,
		                     sizeof(shown));
		assert_string_equal(shown, typed[i].shown_de);
		kl_rwords_set_lang(KL_LANG_EN);
		kl_rules_value_shown(&r, &kl_rules_settings[k], shown,
		                     sizeof(shown));
		assert_string_equal(shown, typed[i].stored);
	}
}

/* A refusal lists the accepted words in the session's language. */
static const struct refused_row {
	int lang;
	const char *key, *typed, *said;
} refused[] = {
	{ KL_LANG_DE, "next_dealer", "rechts",
	  "links, gewinner, verlierer, abwechselnd" },
	{ KL_LANG_EN, "next_dealer", "rechts",
	  "left, winner, loser, alternate" },
	{ KL_LANG_DE, "school", "neu", "modern, klassisch" },
	{ KL_LANG_DE, "knock_limit", "99", "keine, or 0 to 30" },
	{ KL_LANG_EN, "ace_low", "links", "is not on or off" },
	{ KL_LANG_DE, "first_dealer", "ein", "reihum, gleich" },
};

static void
test_refusal_words(void **state)
{
	kl_rules r;
	kl_error err;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(refused) / sizeof(refused[0]); i++) {
		kl_rules_default(&r);
		if (!strcmp(refused[i].key, "knock_limit"))
			r.game = KL_GAME_KNOCK;
		kl_rwords_set_lang(refused[i].lang);
		assert_int_equal(kl_rules_set(&r, refused[i].key,
		                              refused[i].typed, &err), KL_EINPUT);
		kl_rwords_set_lang(KL_LANG_EN);
		if (strstr(err.msg, refused[i].said) == NULL)
			fail_msg("\"%s\" lacks \"%s\"", err.msg, refused[i].said);
	}
}

/* The stored text never changes with the language. */
static void
test_stored_text_english(void **state)
{
	kl_rules r;
	kl_error err;
	char en[4096], de[4096];

	(void)state;
	kl_rules_default(&r);
	assert_int_equal(kl_rules_set(&r, "rummy_doubles", "ja", &err), KL_OK);
	assert_int_equal(kl_rules_set(&r, "first_dealer", "gleich", &err),
	                 KL_OK);
	kl_rules_format(&r, en, sizeof(en));
	kl_rwords_set_lang(KL_LANG_DE);
	kl_rules_format(&r, de, sizeof(de));
	kl_rwords_set_lang(KL_LANG_EN);
	assert_string_equal(en, de);
	assert_non_null(strstr(en, "rummy_doubles=on\n"));
	assert_non_null(strstr(en, "first_dealer=same\n"));
	assert_non_null(strstr(en, "ace_low=on\n"));
	assert_int_equal(kl_rwords_lang_of("de"), KL_LANG_DE);
	assert_int_equal(kl_rwords_lang_of("en"), KL_LANG_EN);
	assert_int_equal(kl_rwords_lang_of("fr"), KL_LANG_EN);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_words_both_ways),
		cmocka_unit_test(test_words_without_row),
		cmocka_unit_test(test_words_unambiguous),
		cmocka_unit_test(test_typed_either_language),
		cmocka_unit_test(test_refusal_words),
		cmocka_unit_test(test_stored_text_english),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
