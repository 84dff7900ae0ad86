/* kl_rwords.c - the value words of the house rules in English and German
 * (kl_rwords.h). */
#include "kl_rwords.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

/* Every word a setting of kl_rules.c takes, by its English word; the
 * German words are those an Austrian table says (docs/rules.md, "The
 * words of the values").  The names of the games are names and stay. */
const kl_rword kl_rwords[] = {
	/* switches */
	{ .en = "on", .de = "ein" },
	{ .en = "off", .de = "aus" },
	{ .en = "yes", .de = "ja" },
	{ .en = "no", .de = "nein" },
	{ .en = "true", .de = "wahr" },
	{ .en = "false", .de = "falsch" },
	/* next_dealer, first_dealer, rummy_money */
	{ .en = "left", .de = "links" },
	{ .en = "winner", .de = "gewinner" },
	{ .en = "loser", .de = "verlierer" },
	{ .en = "alternate", .de = "abwechselnd" },
	{ .en = "rotate", .de = "reihum" },
	{ .en = "same", .de = "gleich" },
	/* gin */
	{ .en = "modern", .de = "modern" },
	{ .en = "classic", .de = "klassisch" },
	{ .en = "school", .de = "schule" },
	{ .en = "double", .de = "doppelt" },
	{ .en = "bonus", .de = "bonus" },
	/* the words of int settings */
	{ .en = "none", .de = "keine" },
	{ .en = "players", .de = "spielerzahl" },
	{ .en = "open", .de = "offen" },
	{ .en = "any", .de = "beliebig" },
	{ .en = "by_ace", .de = "nach_ass" },
	/* the melding games */
	{ .en = "low", .de = "unten" },
	{ .en = "both", .de = "beide" },
	{ .en = "corner", .de = "ums_eck" },
	{ .en = "half", .de = "halb" },
	{ .en = "distinct", .de = "verschieden" },
	{ .en = "waived", .de = "erlassen" },
	{ .en = "applies", .de = "gilt" },
	{ .en = "optional", .de = "freiwillig" },
	{ .en = "required", .de = "pflicht" },
	{ .en = "upcard", .de = "aufgedeckt" },
	{ .en = "dealer14", .de = "geber14" },
	{ .en = "free", .de = "frei" },
	{ .en = "must_meld", .de = "muss_auslegen" },
	{ .en = "complete_set", .de = "voller_satz" },
	{ .en = "missing_suit", .de = "fehlende_farbe" },
	{ .en = "others", .de = "andere" },
	/* cards */
	{ .en = "plain", .de = "normal" },
	{ .en = "german", .de = "deutsch" },
	/* a tournament's draw and score */
	{ .en = "lot", .de = "los" },
	{ .en = "standings", .de = "stand" },
	{ .en = "place", .de = "platz" },
	{ .en = "game", .de = "spiel" },
};

const size_t kl_nrwords = sizeof(kl_rwords) / sizeof(kl_rwords[0]);

static int shown_lang = KL_LANG_EN;

void
kl_rwords_set_lang(int lang)
{
	if (lang >= 0 && lang < KL_LANGS)
		shown_lang = lang;
}

int
kl_rwords_lang(void)
{
	return shown_lang;
}

int
kl_rwords_lang_of(const char *code)
{
	return code != NULL && !strcmp(code, "de") ? KL_LANG_DE : KL_LANG_EN;
}

const char *
kl_rwords_in(const char *en, int lang)
{
	size_t i;

	if (lang != KL_LANG_DE)
		return en;
	for (i = 0; i < kl_nrwords; i++)
		if (!strcmp(en, kl_rwords[i].en))
			return kl_rwords[i].de;
	return en;
}

const char *
kl_rwords_show(const char *en)
{
	return kl_rwords_in(en, shown_lang);
}

const char *
kl_rwords_canon(const char *typed)
{
	size_t i;

	for (i = 0; i < kl_nrwords; i++)
		if (!strcasecmp(typed, kl_rwords[i].en) ||
		    !strcasecmp(typed, kl_rwords[i].de))
			return kl_rwords[i].en;
	return typed;
}

const char *
kl_rules_value_shown(const kl_rules *r, const kl_setting *s, char *buf,
                     size_t size)
{
	char canon[32];

	kl_rules_value_text(r, s, canon, sizeof(canon));
	snprintf(buf, size, "%s", kl_rwords_show(canon));
	return buf;
}
