#include "kl_rules.h"

#include "kl_gamedef.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "kl_card.h"
#include "kl_text.h"

static const char *const dealer_words[] = { "left", "winner", NULL };
static const char *const first_words[] = { "rotate", "same", NULL };

#define F(field) offsetof(kl_rules, field)

const kl_setting kl_rules_settings[] = {
	{ "decks", KL_SET_INT, F(decks), 1, 2, NULL, 1,
	  KL_N_("packs of 52 cards; each natural card exists this often") },
	{ "jokers", KL_SET_INT, F(jokers), 0, 4, NULL, 1,
	  KL_N_("jokers in the deck") },
	{ "hand_size", KL_SET_INT, F(hand_size), 3, 14, NULL, 1,
	  KL_N_("cards in each hand at the end of a game (the declarer may show "
	  "one more)") },
	{ "ace_value", KL_SET_INT, F(ace_value), 1, 20, NULL, 1,
	  KL_N_("points of an unmelded ace") },
	{ "court_value", KL_SET_INT, F(court_value), 1, 20, NULL, 1,
	  KL_N_("points of an unmelded king, queen or jack") },
	{ "joker_value", KL_SET_INT, F(joker_value), 1, 50, NULL, 1,
	  KL_N_("points of an unmelded joker") },
	{ "ace_low", KL_SET_BOOL, F(ace_low), 0, 1, NULL, 1,
	  KL_N_("A-2-3 counts as a run") },
	{ "ace_high", KL_SET_BOOL, F(ace_high), 0, 1, NULL, 1,
	  KL_N_("Q-K-A counts as a run") },
	{ "knock_limit", KL_SET_INT, F(knock_limit), 0, 30, NULL, 1,
	  KL_N_("highest deadwood with which a player may knock") },
	{ "ante", KL_SET_INT, F(ante), 0, 1000, NULL, 0,
	  KL_N_("chips each player pays into the pot when the rubber starts") },
	{ "knock_money", KL_SET_INT, F(knock_money), 0, 1000, NULL, 0,
	  KL_N_("chips a knocker receives from every other player in play") },
	{ "rummy_money", KL_SET_INT, F(rummy_money), -1, 1000, NULL, 0,
	  KL_N_("chips a rummy caller receives from every other player in play "
	  "(same: as knock_money)") },
	{ "out_at", KL_SET_INT, F(out_at), 2, 10000, NULL, 0,
	  KL_N_("a total of this many points or more puts a player out") },
	{ "buyback_over", KL_SET_INT, F(buyback_over), 0, 9999, NULL, 0,
	  KL_N_("a player may buy back once with a total above this (and below "
	  "out_at)") },
	{ "buyback_cost", KL_SET_INT, F(buyback_cost), 0, 1000, NULL, 0,
	  KL_N_("chips a buy-back pays into the pot") },
	{ "next_dealer", KL_SET_ENUM, F(next_dealer), 0, 1, dealer_words, 0,
	  KL_N_("who deals next: the next player in play to the left, or the "
	  "winner of the game") },
	{ "rummy_doubles", KL_SET_BOOL, F(rummy_doubles), 0, 1, NULL, 0,
	  KL_N_("the others' points are doubled when a rummy ends the game") },
	{ "undercut_penalty", KL_SET_INT, F(undercut_penalty), 0, 1000,
	  NULL, 0,
	  KL_N_("points added to a knocker whose deadwood is not strictly the "
	  "lowest (0: off)") },
	{ "first_dealer", KL_SET_ENUM, F(first_dealer), 0, 1, first_words, 0,
	  KL_N_("who deals first in the next rubber of the same players in the "
	  "same seats: one seat to the left of the last first dealer, or the "
	  "first named again") },
};

const size_t kl_rules_nsettings =
	sizeof(kl_rules_settings) / sizeof(kl_rules_settings[0]);

#define VIENNESE_RULES \
	{ 2, 2, 10, 11, 10, 20, 1, 1, 4, \
	  5, 1, KL_RUMMY_MONEY_SAME, 101, 81, 5, KL_DEAL_LEFT, 0, 0, \
	  KL_FIRST_ROTATE, KL_GAME_VIENNESE, 0 }

const kl_profile kl_profiles[] = {
	{ "viennese", KL_N_("Viennese Rummy: 2 packs and 2 jokers, 10 cards, "
	  "knock with 4 or less"), VIENNESE_RULES },
	{ "romme-ohne-auslegen", KL_N_("Romme without melding: as viennese but 13 "
	  "cards, knock with 9 or less"),
	  { 2, 2, 13, 11, 10, 20, 1, 1, 9,
	    5, 1, KL_RUMMY_MONEY_SAME, 101, 81, 5, KL_DEAL_LEFT, 0, 0,
	    KL_FIRST_ROTATE, KL_GAME_VIENNESE, 0 } },
	{ "gin", KL_N_("Gin-style hands: 1 pack, no jokers, ace low only and worth "
	  "1, knock with 10 or less"),
	  { 1, 0, 10, 1, 10, 20, 1, 0, 10,
	    5, 1, KL_RUMMY_MONEY_SAME, 101, 81, 5, KL_DEAL_LEFT, 0, 0,
	    KL_FIRST_ROTATE, KL_GAME_VIENNESE, 0 } },
};

const size_t kl_nprofiles = sizeof(kl_profiles) / sizeof(kl_profiles[0]);

void
kl_rules_default(kl_rules *out)
{
	*out = kl_profiles[0].rules;
}

int
kl_rules_profile(const char *name, kl_rules *out, kl_error *err)
{
	size_t i;

	for (i = 0; i < kl_nprofiles; i++) {
		if (strcasecmp(name, kl_profiles[i].name) == 0) {
			*out = kl_profiles[i].rules;
			return KL_OK;
		}
	}
	return kl_error_set(err, KL_EINPUT,
	    "unknown profile \"%s\" (profiles: viennese, "
	    "romme-ohne-auslegen, gin)", name);
}

static int *
field(kl_rules *r, const kl_setting *s)
{
	return (int *)(void *)((char *)r + s->offset);
}

int
kl_rules_get(const kl_rules *r, const kl_setting *s)
{
	return *(const int *)(const void *)((const char *)r + s->offset);
}

void
kl_rules_put(kl_rules *r, const kl_setting *s, int value)
{
	*field(r, s) = value;
}

int
kl_rules_find(const char *key)
{
	size_t i;

	for (i = 0; i < kl_rules_nsettings; i++)
		if (strcasecmp(key, kl_rules_settings[i].name) == 0)
			return (int)i;
	return -1;
}

int
kl_rules_read_value(int index, const char *text, int *value, kl_error *err)
{
	kl_rules scratch;
	int rc;

	if (index < 0 || (size_t)index >= kl_rules_nsettings)
		return kl_error_set(err, KL_EINPUT, "there is no rule %d",
		                    index);
	kl_rules_default(&scratch);
	if ((rc = kl_rules_set(&scratch, kl_rules_settings[index].name, text,
	                       err)) != KL_OK)
		return rc;
	*value = kl_rules_get(&scratch, &kl_rules_settings[index]);
	return KL_OK;
}

static const kl_setting *
find_setting(const char *key)
{
	size_t i;

	for (i = 0; i < kl_rules_nsettings; i++)
		if (strcasecmp(key, kl_rules_settings[i].name) == 0)
			return &kl_rules_settings[i];
	return NULL;
}

int
kl_rules_set(kl_rules *r, const char *key, const char *value,
             kl_error *err)
{
	const kl_setting *s = find_setting(key);
	char shown[KL_QUOTE_SIZE];
	long v;
	char *end;
	int i;

	if (s == NULL)
		return kl_error_set(err, KL_EINPUT,
		    "unknown rule \"%s\" (see 'klopf rules' for the list)",
		    kl_text_quote(key, KL_QUOTE_MAX, shown, sizeof(shown)));
	/* typed text is quoted cleaned and cut */
	kl_text_quote(value, KL_QUOTE_MAX, shown, sizeof(shown));
	if (s->kind == KL_SET_BOOL) {
		if (!strcasecmp(value, "on") || !strcasecmp(value, "yes") ||
		    !strcasecmp(value, "true") || !strcmp(value, "1"))
			v = 1;
		else if (!strcasecmp(value, "off") ||
		         !strcasecmp(value, "no") ||
		         !strcasecmp(value, "false") || !strcmp(value, "0"))
			v = 0;
		else
			return kl_error_set(err, KL_EINPUT,
			    "rule %s: \"%s\" is not on or off", s->name,
			    shown);
	} else if (s->kind == KL_SET_ENUM) {
		for (i = 0; s->words[i] != NULL; i++)
			if (!strcasecmp(value, s->words[i]))
				break;
		if (s->words[i] == NULL)
			return kl_error_set(err, KL_EINPUT,
			    "rule %s: \"%s\" is not one of: %s, %s", s->name,
			    shown, s->words[0], s->words[1]);
		v = i;
	} else if (s->offset == offsetof(kl_rules, rummy_money) &&
	           !strcasecmp(value, "same")) {
		v = KL_RUMMY_MONEY_SAME;
	} else {
		errno = 0;
		v = strtol(value, &end, 10);
		if (!((value[0] >= '0' && value[0] <= '9') ||
		      (value[0] == '-' && value[1] >= '0' && value[1] <= '9')) ||
		    *end != '\0' || errno == ERANGE)
			return kl_error_set(err, KL_EINPUT,
			    "rule %s: \"%s\" is not a whole number", s->name,
			    shown);
		if (s->offset == offsetof(kl_rules, rummy_money) &&
		    (v < 0 || v > s->max))
			return kl_error_set(err, KL_EINPUT,
			    "rule %s: %ld is out of range (same, or 0 to %d)",
			    s->name, v, s->max);
		if (v < s->min || v > s->max)
			return kl_error_set(err, KL_EINPUT,
			    "rule %s: %ld is out of range (%d to %d)", s->name,
			    v, s->min, s->max);
	}
	*field(r, s) = (int)v;
	return KL_OK;
}

int
kl_rules_set_pair(kl_rules *r, const char *pair, kl_error *err)
{
	const char *eq = strchr(pair, '=');
	char key[64], shown[KL_QUOTE_SIZE];
	size_t n;

	kl_text_quote(pair, KL_QUOTE_MAX, shown, sizeof(shown));
	if (eq == NULL)
		return kl_error_set(err, KL_EINPUT,
		    "rule \"%s\" needs the form KEY=VALUE", shown);
	n = (size_t)(eq - pair);
	if (n == 0 || n >= sizeof(key))
		return kl_error_set(err, KL_EINPUT,
		    "rule \"%s\": unknown rule name", shown);
	memcpy(key, pair, n);
	key[n] = '\0';
	return kl_rules_set(r, key, eq + 1, err);
}

int
kl_rules_validate(const kl_rules *r, kl_error *err)
{
	size_t i;

	for (i = 0; i < kl_rules_nsettings; i++) {
		const kl_setting *s = &kl_rules_settings[i];
		int v = kl_rules_get(r, s);
		if (v < s->min || v > s->max)
			return kl_error_set(err, KL_EINPUT,
			    "rule %s: %d is out of range (%d to %d)", s->name,
			    v, s->min, s->max);
	}
	if (r->buyback_over >= r->out_at)
		return kl_error_set(err, KL_EINPUT,
		    "rule buyback_over (%d) must be below out_at (%d)",
		    r->buyback_over, r->out_at);
	if (r->hand_size + 1 > KL_HAND_MAX)
		return kl_error_set(err, KL_EINPUT,
		    "rule hand_size: %d is too large (at most %d)",
		    r->hand_size, KL_HAND_MAX - 1);
	if (!r->ace_low && !r->ace_high)
		return kl_error_set(err, KL_EINPUT,
		    "rules ace_low and ace_high cannot both be off");
	return KL_OK;
}

const char *
kl_rules_value_text(const kl_rules *r, const kl_setting *s, char *buf,
                    size_t size)
{
	int v = kl_rules_get(r, s);

	if (s->kind == KL_SET_BOOL)
		snprintf(buf, size, "%s", v ? "on" : "off");
	else if (s->offset == offsetof(kl_rules, rummy_money) &&
	         v == KL_RUMMY_MONEY_SAME)
		snprintf(buf, size, "same");
	else if (s->kind == KL_SET_ENUM && v >= s->min && v <= s->max)
		snprintf(buf, size, "%s", s->words[v]);
	else
		snprintf(buf, size, "%d", v);
	return buf;
}

size_t
kl_rules_format(const kl_rules *r, char *buf, size_t size)
{
	size_t i, len = 0;
	char v[32];

	if (size > 0)
		buf[0] = '\0';
	for (i = 0; i < kl_rules_nsettings; i++) {
		const kl_setting *s = &kl_rules_settings[i];
		int n = snprintf(len < size ? buf + len : NULL,
		                 len < size ? size - len : 0, "%s=%s\n",
		                 s->name, kl_rules_value_text(r, s, v,
		                                              sizeof(v)));
		if (n > 0)
			len += (size_t)n;
	}
	return len;
}

int
kl_rules_parse(const char *text, kl_rules *out, kl_error *err)
{
	kl_rules r;
	char line[128];
	const char *p = text;
	int rc;

	kl_rules_default(&r);
	while (*p != '\0') {
		const char *nl = strchr(p, '\n');
		size_t n = nl ? (size_t)(nl - p) : strlen(p);
		if (n >= sizeof(line))
			return kl_error_set(err, KL_EINPUT,
			                    "rules text: line too long");
		memcpy(line, p, n);
		line[n] = '\0';
		if (n > 0 && (rc = kl_rules_set_pair(&r, line, err)) != KL_OK)
			return rc;
		p += n;
		if (*p == '\n')
			p++;
	}
	if ((rc = kl_rules_validate(&r, err)) != KL_OK)
		return rc;
	*out = r;
	return KL_OK;
}

int
kl_rules_rummy_money(const kl_rules *r)
{
	return r->rummy_money == KL_RUMMY_MONEY_SAME ? r->knock_money :
	                                               r->rummy_money;
}

int
kl_rules_card_value(const kl_rules *r, unsigned card)
{
	int rank;

	if (card == KL_JOKER)
		return r->joker_value;
	if (card >= KL_NATURALS)
		return 0;
	rank = kl_card_rank((kl_card)card);
	if (rank == KL_ACE)
		return r->ace_value;
	if (rank >= KL_JACK)
		return r->court_value;
	return rank + 1;
}
