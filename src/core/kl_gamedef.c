/* kl_gamedef.c - the games of the family (see kl_gamedef.h). */
#include "kl_gamedef.h"

const char *
kl_verdict_name(int verdict)
{
	switch (verdict) {
	case KL_VERDICT_RUMMY: return "rummy";
	case KL_VERDICT_KNOCK: return "knock";
	default: return "none";
	}
}

/* ---- Viennese Rummy (docs/rules.md) ---- */

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

static const kl_game_def games[KL_GAME_KINDS] = {
	{ "viennese", viennese_verdict, viennese_value, viennese_stands,
	  viennese_score, viennese_most_points },
};

const kl_game_def *
kl_gamedef_of(const kl_rules *rules)
{
	if (rules->game < 0 || rules->game >= KL_GAME_KINDS)
		return &games[KL_GAME_VIENNESE];
	return &games[rules->game];
}
