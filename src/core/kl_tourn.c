/* kl_tourn.c - what a tournament is played under (see kl_tourn.h). */
#include "kl_tourn.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "kl_gamedef.h"
#include "kl_rwords.h"

/* The prefix of the game's house rules among the settings. */
#define RULE_PREFIX "rule."

/* The settings of a tournament itself, by the order kl_tourn_pair
 * writes them (after "game"). */
enum {
	T_SERIES, T_GAMES, T_TABLE_SIZE, T_DRAW, T_AVOID, T_SCORE,
	T_WIN, T_AT_ONCE, T_TIERS, T_PLACE, T_NKEYS
};

static const char *const keys[T_NKEYS] = {
	[T_SERIES] = "series", [T_GAMES] = "games",
	[T_TABLE_SIZE] = "table_size", [T_DRAW] = "draw",
	[T_AVOID] = "avoid", [T_SCORE] = "score",
	[T_WIN] = "win", [T_AT_ONCE] = "at_once", [T_TIERS] = "tiers",
	[T_PLACE] = "place",
};

int
kl_tourn_default_game(void)
{
	return KL_GAME_ROMME;
}

void
kl_tourn_defaults(int game, kl_tourn_settings *out)
{
	const kl_game_def *def = kl_gamedef_by_id(game);

	memset(out, 0, sizeof(*out));
	kl_rules_game_default(game, &out->rules);
	out->series = 0;
	/* a game that ends at game_to is one game a series */
	out->games = def->family && kl_gamedef_hands(&out->rules) <= 0 &&
	             out->rules.game_to > 0 ? 1 : 16;
	if (!def->family)
		out->games = 1;
	out->table_size = def->players_max < 4 ? def->players_max : 4;
	out->by_standings = 1;
	out->avoid = 1;
	/* the melding games' club practice: the dealer of a table of four
	 * sits out */
	if (kl_rules_applies(&out->rules,
	                     &kl_rules_settings[kl_rules_find("sit_out")]))
		out->rules.sit_out = 1;
	kl_tscore_rules_default(&out->score);
	/* where the highest total wins (gin, knock rummy, the family's
	 * races) a hand has no minus points to score: by place */
	if (!kl_gamedef_lowest_wins(&out->rules))
		out->score.by_place = 1;
	/* a game of two: 2 for a win, 1 each for a tie, 0 for a loss */
	if (def->players_max == 2) {
		memset(out->score.place, 0, sizeof(out->score.place));
		out->score.place[0] = 2;
	}
}

int
kl_tourn_min_table(const kl_tourn_settings *t)
{
	return kl_gamedef_of(&t->rules)->players_max == 2 ? 2 : 3;
}

/* A whole number min..max from text into *v; 0, or -1. */
static int
number(const char *text, int min, int max, int *v)
{
	char *end;
	long n;

	errno = 0;
	n = strtol(text, &end, 10);
	if (text[0] == '\0' || *end != '\0' || errno == ERANGE || n < min ||
	    n > max)
		return -1;
	*v = (int)n;
	return 0;
}

/* on/off (and yes/no, true/false, 1/0) into *v; 0, or -1. */
static int
switch_of(const char *text, int *v)
{
	if (!strcasecmp(text, "on") || !strcasecmp(text, "yes") ||
	    !strcasecmp(text, "true") || !strcmp(text, "1"))
		*v = 1;
	else if (!strcasecmp(text, "off") || !strcasecmp(text, "no") ||
	         !strcasecmp(text, "false") || !strcmp(text, "0"))
		*v = 0;
	else
		return -1;
	return 0;
}

/* "4,3,2,1" into the points by place (up to 6, the rest 0); 0 or -1. */
static int
places_of(const char *text, int *place)
{
	int got[6] = { 0 }, n = 0, v;
	char buf[96], *save = NULL, *tok;

	if (strlen(text) >= sizeof(buf))
		return -1;
	snprintf(buf, sizeof(buf), "%s", text);
	for (tok = strtok_r(buf, ",", &save); tok != NULL;
	     tok = strtok_r(NULL, ",", &save)) {
		if (n == 6 || number(tok, 0, 1000, &v))
			return -1;
		got[n++] = v;
	}
	if (n == 0)
		return -1;
	memcpy(place, got, sizeof(got));
	return 0;
}

/* Set tournament setting k from text; KL_OK or KL_EINPUT. */
static int
set_key(kl_tourn_settings *t, int k, const char *text, kl_error *err)
{
	int v = 0, bad = 0;

	/* a word of either language stands for its English word */
	if (k == T_DRAW || k == T_AVOID || k == T_SCORE)
		text = kl_rwords_canon(text);
	switch (k) {
	case T_SERIES: bad = number(text, 0, 100, &t->series); break;
	case T_GAMES: bad = number(text, 1, 1000, &t->games); break;
	case T_TABLE_SIZE: bad = number(text, 2, 6, &t->table_size); break;
	case T_DRAW:
		if (!strcasecmp(text, "standings") ||
		    !strcasecmp(text, "by_standings"))
			t->by_standings = 1;
		else if (!strcasecmp(text, "lot") || !strcasecmp(text, "by_lot"))
			t->by_standings = 0;
		else
			return kl_error_set(err, KL_EINPUT, "tournament setting "
			    "draw: \"%s\" is neither standings nor lot", text);
		return KL_OK;
	case T_AVOID: bad = switch_of(text, &t->avoid); break;
	case T_SCORE:
		if (!strcasecmp(text, "game"))
			t->score.by_place = 0;
		else if (!strcasecmp(text, "place"))
			t->score.by_place = 1;
		else
			return kl_error_set(err, KL_EINPUT, "tournament setting "
			    "score: \"%s\" is neither game nor place", text);
		return KL_OK;
	case T_WIN: bad = number(text, 0, 1000, &t->score.win); break;
	case T_AT_ONCE: bad = number(text, 0, 1000, &t->score.at_once); break;
	case T_TIERS: {
		kl_tscore_rules r = t->score;
		if (kl_tscore_tiers_parse(text, &r, err) != KL_OK)
			return KL_EINPUT;
		t->score = r;
		return KL_OK;
	}
	default:
		bad = places_of(text, t->score.place);
		break;
	}
	(void)v;
	if (bad)
		return kl_error_set(err, KL_EINPUT, "tournament setting %s: "
		                    "\"%s\" is not a value it takes", keys[k],
		                    text);
	return KL_OK;
}

/* The index of the tournament's own setting key, or -1. */
static int
key_index(const char *key)
{
	int k;

	for (k = 0; k < T_NKEYS; k++)
		if (!strcasecmp(key, keys[k]))
			return k;
	return -1;
}

int
kl_tourn_set_pair(kl_tourn_settings *t, const char *pair, kl_error *err)
{
	const char *eq = strchr(pair, '=');
	char key[48];
	kl_tourn_settings next = *t;
	int k, rc;

	if (eq == NULL || eq == pair || (size_t)(eq - pair) >= sizeof(key))
		return kl_error_set(err, KL_EINPUT, "a setting is written "
		                    "KEY=VALUE, not \"%.40s\"", pair);
	memcpy(key, pair, (size_t)(eq - pair));
	key[eq - pair] = '\0';
	k = key_index(key);
	if (k >= 0)
		rc = set_key(&next, k, eq + 1, err);
	else if (!strcasecmp(key, "game"))
		rc = kl_error_set(err, KL_EINPUT, "the game is chosen with "
		                  "--game GAME");
	else if (kl_rules_find(key) < 0)
		rc = kl_error_set(err, KL_EINPUT, "no tournament setting or house "
		    "rule is called \"%.40s\" (the settings: series, games, "
		    "table_size, draw, avoid, score, win, at_once, tiers, place; "
		    "klopf rules --game %s lists the house rules)", key,
		    kl_rules_game_name(t->rules.game));
	else
		rc = kl_rules_set(&next.rules, key, eq + 1, err);
	if (rc == KL_OK)
		*t = next;
	return rc;
}

int
kl_tourn_validate(const kl_tourn_settings *t, kl_error *err)
{
	const kl_game_def *def = kl_gamedef_of(&t->rules);

	if (kl_rules_validate(&t->rules, err) != KL_OK ||
	    kl_tscore_rules_check(&t->score, err) != KL_OK)
		return KL_EINPUT;
	if (t->table_size < kl_tourn_min_table(t) ||
	    t->table_size > def->players_max)
		return kl_error_set(err, KL_EINPUT, "a table of %s seats %d to "
		    "%d players, not %d", def->name, kl_tourn_min_table(t),
		    def->players_max, t->table_size);
	if (kl_tourn_min_table(t) < def->players_min)
		return kl_error_set(err, KL_EINPUT, "%s needs %d players at a "
		    "table", def->name, def->players_min);
	return KL_OK;
}

int
kl_tourn_pair(const kl_tourn_settings *t, int index, char *key,
              size_t keysize, char *value, size_t valuesize)
{
	size_t i;
	int n;

	if (index == 0) {
		snprintf(key, keysize, "game");
		snprintf(value, valuesize, "%s",
		         kl_rules_game_name(t->rules.game));
		return 1;
	}
	index--;
	if (index < T_NKEYS) {
		snprintf(key, keysize, "%s", keys[index]);
		switch (index) {
		case T_SERIES: snprintf(value, valuesize, "%d", t->series); break;
		case T_GAMES: snprintf(value, valuesize, "%d", t->games); break;
		case T_TABLE_SIZE:
			snprintf(value, valuesize, "%d", t->table_size);
			break;
		case T_DRAW:
			snprintf(value, valuesize, "%s", t->by_standings ?
			         "standings" : "lot");
			break;
		case T_AVOID:
			snprintf(value, valuesize, "%s", t->avoid ? "on" : "off");
			break;
		case T_SCORE:
			snprintf(value, valuesize, "%s", t->score.by_place ?
			         "place" : "game");
			break;
		case T_WIN: snprintf(value, valuesize, "%d", t->score.win); break;
		case T_AT_ONCE:
			snprintf(value, valuesize, "%d", t->score.at_once);
			break;
		case T_TIERS:
			kl_tscore_tiers_text(&t->score, value, valuesize);
			break;
		default:
			snprintf(value, valuesize, "%d,%d,%d,%d,%d,%d",
			         t->score.place[0], t->score.place[1],
			         t->score.place[2], t->score.place[3],
			         t->score.place[4], t->score.place[5]);
			break;
		}
		return 1;
	}
	index -= T_NKEYS;
	/* the game's own rules, those that apply to it */
	for (i = 0, n = 0; i < kl_rules_nsettings; i++) {
		const kl_setting *s = &kl_rules_settings[i];
		char v[32];
		if (s->offset == offsetof(kl_rules, game) ||
		    !kl_rules_applies(&t->rules, s))
			continue;
		if (n++ < index)
			continue;
		snprintf(key, keysize, RULE_PREFIX "%s", s->name);
		snprintf(value, valuesize, "%s",
		         kl_rules_value_text(&t->rules, s, v, sizeof(v)));
		return 1;
	}
	return 0;
}

int
kl_tourn_read_pair(kl_tourn_settings *t, const char *key, const char *value,
                   kl_error *err)
{
	int k, game;

	if (!strcmp(key, "game")) {
		if (kl_rules_game_find(value, &game, err) != KL_OK)
			return KL_EINPUT;
		kl_tourn_defaults(game, t);
		return KL_OK;
	}
	if (!strncmp(key, RULE_PREFIX, strlen(RULE_PREFIX)))
		return kl_rules_set(&t->rules, key + strlen(RULE_PREFIX), value,
		                    err);
	if ((k = key_index(key)) < 0)
		return kl_error_set(err, KL_EINPUT, "no tournament setting is "
		                    "called \"%.40s\"", key);
	return set_key(t, k, value, err);
}

void
kl_tourn_row_free(kl_tourn_row *t)
{
	free(t->players);
	free(t->series);
	free(t->tables);
	t->players = NULL;
	t->series = NULL;
	t->tables = NULL;
	t->nplayers = t->nseries = t->ntables = 0;
}
