/*
 * registry.c - the table of the games klopf referees and what every
 * game shares: finding a game by its number, a declaration by its
 * verdict, word or option, and the words a booked game is stored with
 * (see kl_gamedef.h).  The games themselves are one file each in this
 * folder.
 */
#include <string.h>

#include "kl_games.h"

/* The games, one definition each in its own file (viennese.c, gin.c,
 * knock.c, family.c, melding.c); a new game adds its line here and in
 * the table. */
extern const kl_game_def kl_games_viennese;
extern const kl_game_def kl_games_gin;
extern const kl_game_def kl_games_knock;
extern const kl_game_def kl_games_boat_house;
extern const kl_game_def kl_games_phom;
extern const kl_game_def kl_games_continental;
extern const kl_game_def kl_games_nowrang;
extern const kl_game_def kl_games_queen_city;
extern const kl_game_def kl_games_double_rum;
extern const kl_game_def kl_games_romme;
extern const kl_game_def kl_games_hungarian;
extern const kl_game_def kl_games_caloochi;
extern const kl_game_def kl_games_rummy;

/* By enum kl_game_kind. */
static const kl_game_def *const games[KL_GAME_KINDS] = {
	[KL_GAME_VIENNESE] = &kl_games_viennese,
	[KL_GAME_GIN] = &kl_games_gin,
	[KL_GAME_KNOCK] = &kl_games_knock,
	[KL_GAME_BOAT_HOUSE] = &kl_games_boat_house,
	[KL_GAME_PHOM] = &kl_games_phom,
	[KL_GAME_CONTINENTAL] = &kl_games_continental,
	[KL_GAME_NOWRANG] = &kl_games_nowrang,
	[KL_GAME_QUEEN_CITY] = &kl_games_queen_city,
	[KL_GAME_DOUBLE_RUM] = &kl_games_double_rum,
	[KL_GAME_ROMME] = &kl_games_romme,
	[KL_GAME_HUNGARIAN] = &kl_games_hungarian,
	[KL_GAME_CALOOCHI] = &kl_games_caloochi,
	[KL_GAME_RUMMY] = &kl_games_rummy,
};

/* TRANSLATORS: answers to "Knock or rummy?" (the English ones and
 * "klopf" are understood too) */
const char *const kl_games_knock_answers[] = {
	KL_N_("k"), KL_N_("knock"), KL_N_("knocks"), KL_N_("knocked"),
	"klopf", NULL
};
const char *const kl_games_rummy_answers[] = {
	KL_N_("r"), KL_N_("rummy"),
	/* TRANSLATORS: answers to "Knock, gin or big gin?" */
	KL_N_("g"), KL_N_("gin"), NULL
};
const char *const kl_games_big_answers[] = {
	KL_N_("b"), KL_N_("big gin"), KL_N_("big"), NULL
};

const char *
kl_verdict_name(int verdict)
{
	switch (verdict) {
	case KL_VERDICT_RUMMY: return "rummy";
	case KL_VERDICT_KNOCK: return "knock";
	case KL_VERDICT_BIG_GIN: return "big_gin";
	default: return "none";
	}
}

const kl_game_def *
kl_gamedef_by_id(int game)
{
	if (game < 0 || game >= KL_GAME_KINDS)
		return games[0];
	return games[game];
}

const kl_game_def *
kl_gamedef_of(const kl_rules *rules)
{
	return kl_gamedef_by_id(rules->game);
}

const kl_game_def *
kl_gamedef_default(void)
{
	return games[KL_GAME_VIENNESE];
}

int
kl_gamedef_count(void)
{
	return KL_GAME_KINDS;
}

const kl_decl *
kl_gamedef_decl(const kl_game_def *def, int verdict)
{
	int i;

	for (i = 0; i < def->ndecls; i++)
		if (def->decls[i]->verdict == verdict)
			return def->decls[i];
	return NULL;
}

const kl_decl *
kl_gamedef_decl_of(const kl_game_def *def, const kl_event *ev)
{
	const kl_decl *d = kl_gamedef_decl(def, ev->dead ? KL_VERDICT_NONE :
	                                   ev->big ? KL_VERDICT_BIG_GIN :
	                                   ev->rummy ? KL_VERDICT_RUMMY :
	                                   KL_VERDICT_KNOCK);

	return d != NULL ? d : def->decls[0];
}

const kl_decl *
kl_gamedef_decl_option(const kl_game_def *def, const char *option)
{
	int i;

	for (i = 0; i < def->ndecls; i++)
		if (def->decls[i]->option != NULL &&
		    !strcmp(def->decls[i]->option, option))
			return def->decls[i];
	return NULL;
}

void
kl_gamedef_shows(const kl_rules *rules, int kind, int is_declarer,
                 kl_shows *out)
{
	const kl_game_def *def = kl_gamedef_of(rules);

	if (is_declarer) {
		def->declarer_shows(rules, kind, out);
		return;
	}
	if (def->others_show != NULL) {
		def->others_show(rules, kind, out);
		return;
	}
	out->fewest = out->most = rules->hand_size;
	out->points = def->points_refusal == NULL;
}

int
kl_gamedef_hands(const kl_rules *rules)
{
	const kl_game_def *def = kl_gamedef_of(rules);

	return def->hands != NULL ? def->hands(rules) : rules->hands;
}

int
kl_gamedef_lowest_wins(const kl_rules *rules)
{
	const kl_game_def *def = kl_gamedef_of(rules);

	return def->lowest_wins != NULL && def->lowest_wins(rules);
}

void
kl_games_shows_discard(const kl_rules *rules, int kind, kl_shows *out)
{
	(void)kind;
	out->fewest = rules->hand_size;
	/* Continental's too: 15 after the discard, or 16 before it */
	out->most = rules->hand_size + 1;
	out->points = 0;
}

int
kl_games_count_score(const kl_rules *ru, int nplayers, const int *in_play,
            int declarer, int kind, const int *deadwood, int *points)
{
	int s;

	(void)ru;
	(void)declarer;
	(void)kind;
	for (s = 0; s < nplayers; s++)
		points[s] = in_play[s] ? deadwood[s] : -1;
	return 0;
}

int
kl_games_ten_court_most(const kl_rules *ru)
{
	return (ru->hand_size > 0 ? ru->hand_size : 10) * 10;
}

void
kl_games_note(kl_transfer *t, int *n, int from, int to, int amount, int reason)
{
	if (amount == 0 || *n >= KL_TRANSFERS_MAX)
		return;
	if (amount < 0) {
		int x = from;
		from = to;
		to = x;
		amount = -amount;
	}
	t[*n].from = from;
	t[*n].to = to;
	t[*n].amount = amount;
	t[*n].reason = reason;
	(*n)++;
}

void
kl_games_pay(kl_hand_score *out, int from, int to, int amount, int reason)
{
	kl_games_note(out->transfers, &out->ntransfers, from, to, amount,
	              reason);
}

const char *
kl_game_kind_word(const kl_rules *rules, const kl_event *ev)
{
	return kl_gamedef_decl_of(kl_gamedef_of(rules), ev)->word;
}

int
kl_game_kind_read(const kl_rules *rules, const char *word, kl_event *ev,
                  kl_error *err)
{
	const kl_game_def *def = kl_gamedef_of(rules);
	const char *w = word != NULL ? word : "";
	int i, v;

	ev->rummy = ev->big = ev->dead = 0;
	for (i = 0; i < def->ndecls; i++) {
		if (strcmp(def->decls[i]->word, w))
			continue;
		v = def->decls[i]->verdict;
		ev->dead = v == KL_VERDICT_NONE;
		ev->rummy = v == KL_VERDICT_RUMMY || v == KL_VERDICT_BIG_GIN;
		ev->big = v == KL_VERDICT_BIG_GIN;
		return KL_OK;
	}
	return kl_error_set(err, KL_EINPUT, "a game of %s cannot end as "
	                    "\"%s\"", def->name, w);
}
