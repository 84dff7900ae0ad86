/*
 * viennese.c - Viennese Rummy (Wiener Rummy): rubbers to 101 with
 * buy-backs and a pot; a game ends with a knock or a rummy
 * (docs/rules.md).  Everything klopf knows of the game is here, behind
 * kl_game_def (kl_gamedef.h).
 */
#include <string.h>

#include "kl_games.h"

static int
viennese_stands(const kl_rules *rules, int kind, int deadwood)
{
	if (kind == KL_VERDICT_RUMMY)
		return deadwood == 0;
	return kind == KL_VERDICT_KNOCK && deadwood <= rules->knock_limit;
}

/* Rummy at deadwood 0 after the discard, a knock up to knock_limit. */
static int
viennese_verdict(const kl_rules *rules, const kl_hand *h, kl_arrangement *out,
                 kl_error *err)
{
	int n = kl_hand_size(h), d;

	if (n != rules->hand_size && n != rules->hand_size + 1) {
		kl_error_set(err, KL_EINPUT, "a declarer shows %d cards, or "
		             "%d before the discard, not %d", rules->hand_size,
		             rules->hand_size + 1, n);
		return -1;
	}
	d = kl_solve(rules, h, n == rules->hand_size + 1, out);
	if (d < 0) {
		kl_error_set(err, KL_EINPUT, "a hand holds at most %d cards",
		             KL_HAND_MAX);
		return -1;
	}
	if (viennese_stands(rules, KL_VERDICT_RUMMY, d))
		return KL_VERDICT_RUMMY;
	return viennese_stands(rules, KL_VERDICT_KNOCK, d) ? KL_VERDICT_KNOCK :
	       KL_VERDICT_NONE;
}

static int
viennese_value(const kl_rules *rules, const kl_hand *h, kl_arrangement *out)
{
	return kl_solve(rules, h, 0, out);
}

/*
 * Everybody books his deadwood; the rummy caller 0; after a rummy the
 * others' points double with rummy_doubles; a knocker whose deadwood is
 * not strictly the lowest adds undercut_penalty.
 */
static int
viennese_score(const kl_rules *ru, int nplayers, const int *in_play,
               int declarer, int kind, const int *deadwood, int *points)
{
	int rummy = kind == KL_VERDICT_RUMMY, s, t;

	for (s = 0; s < nplayers; s++) {
		points[s] = -1;
		if (!in_play[s])
			continue;
		if (s == declarer) {
			points[s] = rummy ? 0 : deadwood[s];
			if (rummy || ru->undercut_penalty <= 0)
				continue;
			for (t = 0; t < nplayers; t++)
				if (t != s && in_play[t] &&
				    deadwood[t] <= deadwood[s]) {
					points[s] += ru->undercut_penalty;
					break;
				}
		} else {
			points[s] = deadwood[s];
			if (rummy && ru->rummy_doubles)
				points[s] *= 2;
		}
	}
	return rummy ? kl_rules_rummy_money(ru) : ru->knock_money;
}

/* Every card of the hand at the highest value a card of the deck has. */
static int
viennese_most_points(const kl_rules *ru)
{
	int most = ru->ace_value;

	if (ru->court_value > most)
		most = ru->court_value;
	if (ru->jokers > 0 && ru->joker_value > most)
		most = ru->joker_value;
	return ru->hand_size * most;
}

/*
 * The refusal of a declaration of the games that go out by knocking (or
 * calling rummy, gin, big gin) that arrangement a does not support.
 */
int
kl_games_refuse_declared(const kl_rules *rules, int kind, const char *who,
                         const kl_arrangement *a, kl_error *err)
{
	if (kind == KL_VERDICT_BIG_GIN)
		return kl_error_set(err, KL_ERULE, "%s called big gin, but not "
		    "all eleven cards are in melds; the best arrangement "
		    "needs a discard", who);
	if (kind == KL_VERDICT_RUMMY)
		return kl_error_set(err, KL_ERULE, "%s called rummy, but the "
		    "best arrangement leaves deadwood %d (a rummy needs 0)",
		    who, a->deadwood);
	if (rules->knock_limit < 0)
		return kl_error_set(err, KL_ERULE, "%s knocked, but under an "
		    "ace upcard only gin ends the hand (the best arrangement "
		    "leaves deadwood %d)", who, a->deadwood);
	return kl_error_set(err, KL_ERULE, "%s knocked, but the best "
	    "arrangement leaves deadwood %d (a knock needs %d or less)", who,
	    a->deadwood, rules->knock_limit);
}

static int
viennese_accepts(const kl_rules *rules, int kind, int verdict, int deadwood)
{
	if (kind == KL_VERDICT_BIG_GIN && verdict != KL_VERDICT_BIG_GIN)
		return 0;
	return viennese_stands(rules, kind, deadwood);
}


const kl_decl kl_games_knock_decl = {
	.verdict = KL_VERDICT_KNOCK,
	.word = "knock",
	.option = "knock",
	.answers = kl_games_knock_answers,
	.phrase = KL_N_("%s knocks"),
	.brief = KL_N_("%s knocks"),
	.headline = KL_N_("game %d of rubber %lld: %s knocks (%s dealt)\n"),
	.look = KL_N_("\nGame %d: %s knocks (%s dealt)\n"),
	.fixed = KL_N_("game %d: %s knocks\n"),
	.change = KL_N_("  declaration: %s knocks\n"),
	.mark = KL_N_("  (deadwood %d: the knock stands)\n"),
};

static const kl_decl rummy_decl = {
	.verdict = KL_VERDICT_RUMMY,
	.word = "rummy",
	.option = "rummy",
	.answers = kl_games_rummy_answers,
	.phrase = KL_N_("%s calls rummy"),
	.brief = KL_N_("%s rummy"),
	.headline = KL_N_("game %d of rubber %lld: %s calls rummy (%s "
	                  "dealt)\n"),
	.look = KL_N_("\nGame %d: %s calls rummy (%s dealt)\n"),
	.fixed = KL_N_("game %d: %s calls rummy\n"),
	.change = KL_N_("  declaration: %s calls rummy\n"),
	.mark = KL_N_("  (rummy)\n"),
};

const kl_game_def kl_games_viennese = {
	.name = "viennese",
	.id = KL_GAME_VIENNESE,
	.verdict = viennese_verdict,
	.value = viennese_value,
	.stands = viennese_stands,
	.score = viennese_score,
	.most_points = viennese_most_points,
	.race = 0,
	.players_min = KL_PLAYERS_MIN,
	.players_max = KL_PLAYERS_TABLE,
	.ndecls = 2,
	.decls = { &kl_games_knock_decl, &rummy_decl },
	.ask_how = KL_N_("say who went out, and whether by knock or by "
	                 "rummy"),
	.accepts = viennese_accepts,
	.refuse = kl_games_refuse_declared,
	.declarer_shows = kl_games_shows_discard,
	.profiles = 1,
	.retype = KL_N_("  (type the hand again, answer knock or rummy to "
	                "change the declaration, or cancel to start the game "
	                "over)\n"),
	.ask_who = KL_N_("Who went out? "),
	.ask_kind = KL_N_("Knock or rummy? "),
	.kind_help = KL_N_("Type knock (or k) if the player knocked, rummy (or "
	                   "r) for a rummy.\n"),
	.kind_refusal = KL_N_("answer knock or rummy"),
	.default_kind = -1,
	.check = KL_CHECK_HAND,
	.deadwood = KL_CHECK_HAND,
};
