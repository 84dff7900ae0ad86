/*
 * knock.c - Knock Rummy: two to five players, any count may knock, the
 * lowest hand collects the differences, rum and undercuts pay extra
 * (docs/rules.md, "Knock Rummy").  The settling of a hand is
 * kl_knock.h; this file is the game behind kl_game_def.
 */
#include <string.h>

#include "kl_games.h"
#include "kl_knock.h"

static void
knock_cards(const kl_rules *rules, kl_rules *cards)
{
	kl_knock_card_rules(rules->hand_size > 0 ? rules->hand_size : 10,
	                    cards);
}

static int
knock_stands(const kl_rules *rules, int kind, int deadwood)
{
	return kind == KL_VERDICT_KNOCK &&
	       (rules->knock_limit < 0 || deadwood <= rules->knock_limit);
}

/* A knock with any count (or up to knock_limit); the discard is chosen
 * inside the optimisation. */
static int
knock_verdict(const kl_rules *rules, const kl_hand *h, kl_arrangement *out,
              kl_error *err)
{
	kl_rules cards;
	int n = kl_hand_size(h), size = rules->hand_size > 0 ?
	        rules->hand_size : 10, d;

	if (n != size && n != size + 1) {
		kl_error_set(err, KL_EINPUT, "a knocker shows %d cards, or %d "
		             "before the discard, not %d", size, size + 1, n);
		return -1;
	}
	knock_cards(rules, &cards);
	d = kl_solve(&cards, h, n == size + 1, out);
	if (d < 0) {
		kl_error_set(err, KL_EINPUT, "a hand holds at most %d cards",
		             KL_HAND_MAX);
		return -1;
	}
	return knock_stands(rules, KL_VERDICT_KNOCK, d) ? KL_VERDICT_KNOCK :
	       KL_VERDICT_NONE;
}

static int
knock_value(const kl_rules *rules, const kl_hand *h, kl_arrangement *out)
{
	kl_rules cards;

	knock_cards(rules, &cards);
	return kl_solve(&cards, h, 0, out);
}

static int
knock_hand(const kl_rules *ru, int nplayers, int dealer, const kl_event *ev,
           kl_hand_score *out, kl_error *err)
{
	kl_knock_rules kr;
	kl_knock_result res;
	int count[KL_KNOCK_PLAYERS_MAX], i, d = ev->declarer;

	(void)dealer;
	if (nplayers < KL_KNOCK_PLAYERS_MIN || nplayers > KL_KNOCK_PLAYERS_MAX)
		return kl_error_set(err, KL_ERULE, "knock rummy is played by "
		                    "%d to %d players", KL_KNOCK_PLAYERS_MIN,
		                    KL_KNOCK_PLAYERS_MAX);
	if (ev->rummy || ev->big)
		return kl_error_set(err, KL_ERULE, "in knock rummy a hand "
		                    "ends with a knock");
	if (!knock_stands(ru, KL_VERDICT_KNOCK, ev->deadwood[d]))
		return kl_error_set(err, KL_ERULE, "a knock needs deadwood %d "
		                    "or less, not %d", ru->knock_limit,
		                    ev->deadwood[d]);
	kl_knock_rules_default(&kr);
	kr.knock_limit = ru->knock_limit;
	kr.rum_bonus = ru->rum_bonus;
	kr.undercut_penalty = ru->undercut_penalty;
	kr.style = kl_rules_card_style(ru);
	for (i = 0; i < nplayers; i++)
		count[i] = ev->deadwood[(d + i) % nplayers];
	memset(&res, 0, sizeof(res));
	kl_knock_settle(&kr, count, nplayers, &res);
	memset(out, 0, sizeof(*out));
	out->winner = (d + res.winner) % nplayers;
	out->kind = res.outcome;
	out->points[out->winner] = res.received;
	for (i = 0; i < res.ntransfers; i++) {
		const kl_knock_transfer *t = &res.transfers[i];
		kl_games_pay(out, (d + t->from) % nplayers,
		     (d + t->to) % nplayers, t->amount,
		     t->reason == KL_KNOCK_PAY_RUM ? KL_XFER_RUM :
		     t->reason == KL_KNOCK_PAY_UNDERCUT ? KL_XFER_UNDERCUT :
		     KL_XFER_COUNT);
	}
	return KL_OK;
}

static int
knock_accepts(const kl_rules *rules, int kind, int verdict, int deadwood)
{
	if (kind == KL_VERDICT_BIG_GIN && verdict != KL_VERDICT_BIG_GIN)
		return 0;
	return knock_stands(rules, kind, deadwood);
}

static const char *
knock_result_name(int kind)
{
	return kl_knock_outcome_name(kind);
}

static const char *
knock_outcome(int kind)
{
	switch (kind) {
	case KL_KNOCK_RUM:
		return KL_N_("%s knocked with rum and receives %d\n");
	case KL_KNOCK_TIED:
		return KL_N_("%s ties the knocker, wins the hand and receives "
		             "%d\n");
	case KL_KNOCK_UNDERCUT:
		return KL_N_("%s undercuts the knocker and receives %d\n");
	default:
		return KL_N_("%s wins the hand and receives %d\n");
	}
}

const kl_game_def kl_games_knock = {
	.name = "knock-rummy",
	.id = KL_GAME_KNOCK,
	.verdict = knock_verdict,
	.value = knock_value,
	.stands = knock_stands,
	.score = kl_games_count_score,
	.most_points = kl_games_ten_court_most,
	.race = 1,
	.players_min = KL_KNOCK_PLAYERS_MIN,
	.players_max = KL_KNOCK_PLAYERS_MAX,
	.hand = knock_hand,
	.ndecls = 1,
	.decls = { &kl_games_knock_decl },
	.ask_how = KL_N_("say who knocked; in knock rummy a hand ends with a "
	                 "knock"),
	.points_refusal = KL_N_("%s must show the cards: in gin and knock "
	                        "rummy every hand is judged from its cards"),
	.accepts = knock_accepts,
	.refuse = kl_games_refuse_declared,
	.declarer_shows = kl_games_shows_discard,
	.result_name = knock_result_name,
	.outcome = knock_outcome,
	.retype = KL_N_("  (type the hand again, or cancel to start the game "
	                "over)\n"),
	.ask_who = KL_N_("Who went out? "),
	.default_kind = KL_VERDICT_KNOCK,
	.check = KL_CHECK_DEAL,
	.started = KL_N_("\na game of knock rummy to %d; %s deals first\n"),
	.goal = KL_N_("a game of knock rummy to %d\n"),
	.head = {
		{ KL_NP_("rubber %lld: knock rummy to %d, in play, %d hand "
		         "played\n", "rubber %lld: knock rummy to %d, in play, "
		         "%d hands played\n") },
		{ KL_NP_("rubber %lld: knock rummy to %d, finished, %d hand "
		         "played\n", "rubber %lld: knock rummy to %d, finished, "
		         "%d hands played\n") },
		{ KL_NP_("rubber %lld: knock rummy to %d, abandoned, %d hand "
		         "played\n", "rubber %lld: knock rummy to %d, "
		         "abandoned, %d hands played\n") },
	},
};
