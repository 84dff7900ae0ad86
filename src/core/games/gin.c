/*
 * gin.c - Gin Rummy: two players, hands to a game of 100 (game_to),
 * knock, gin, big gin and dead hands, the defender's layoffs, Oklahoma's
 * upcard, the schools' bonuses (docs/rules.md, "Gin Rummy").  The
 * referee's own judging of a hand whole is kl_gin.h; this file is the
 * game behind kl_game_def.
 */
#include <string.h>

#include "kl_games.h"
#include "kl_gin.h"

/* kl_gin_solve on the cards of h (gin's own solver: the same deadwood
 * and arrangements as the gin referee's). */
static int
gin_solve_hand(const kl_hand *h, int discard, kl_arrangement *out)
{
	kl_card cards[KL_HAND_MAX + 1];
	int n = kl_hand_size(h);

	if (n > KL_HAND_MAX)
		return -1;
	kl_hand_cards(h, cards);
	return kl_gin_solve(cards, n, discard, out);
}

static int
gin_stands(const kl_rules *rules, int kind, int deadwood)
{
	if (kind == KL_VERDICT_BIG_GIN)
		return deadwood == 0 && kl_rules_big_gin(rules);
	if (kind == KL_VERDICT_RUMMY)
		return deadwood == 0;
	return kind == KL_VERDICT_KNOCK && deadwood <= rules->knock_limit;
}

/* 1 when big gin is played under rules and scores at least as much as
 * gin (kl_gin_big_pays). */
static int
big_gin_pays(const kl_rules *rules)
{
	kl_gin_rules gr;

	kl_gin_rules_of(rules, -1, &gr);
	return kl_gin_big_pays(&gr);
}

/* Big gin with all 11 cards in melds (where the rules score it; where
 * gin scores more, the arrangement written is gin's, after a discard:
 * gin_upgrade books it so), gin with deadwood 0 after the discard, a
 * knock up to knock_limit. */
static int
gin_verdict(const kl_rules *rules, const kl_hand *h, kl_arrangement *out,
            kl_error *err)
{
	int n = kl_hand_size(h), d;

	if (n != 10 && n != 11) {
		kl_error_set(err, KL_EINPUT, "a knocker in gin shows 10 cards, "
		             "or 11 before the discard, not %d", n);
		return -1;
	}
	if (n == 11 && kl_rules_big_gin(rules) &&
	    gin_solve_hand(h, 0, out) == 0) {
		if (!big_gin_pays(rules))
			gin_solve_hand(h, 1, out);
		return KL_VERDICT_BIG_GIN;
	}
	d = gin_solve_hand(h, n == 11, out);
	if (d == 0)
		return KL_VERDICT_RUMMY;
	return gin_stands(rules, KL_VERDICT_KNOCK, d) ? KL_VERDICT_KNOCK :
	       KL_VERDICT_NONE;
}

static int
gin_value(const kl_rules *rules, const kl_hand *h, kl_arrangement *out)
{
	(void)rules;
	return gin_solve_hand(h, 0, out);
}

static int
gin_hand(const kl_rules *ru, int nplayers, int dealer, const kl_event *ev,
         kl_hand_score *out, kl_error *err)
{
	kl_gin_rules gr;
	int k = ev->deadwood[ev->declarer], d, verdict, limit, w, kind, pts;
	int other = 1 - ev->declarer;

	(void)dealer;
	if (nplayers != 2 || ev->declarer < 0 || ev->declarer > 1)
		return kl_error_set(err, KL_ERULE, "gin is played by two");
	if (ru->oklahoma && ev->upcard < 0)
		return kl_error_set(err, KL_ERULE, "under oklahoma every "
		                    "hand needs its upcard");
	kl_gin_rules_of(ru, ru->oklahoma ? ev->upcard : -1, &gr);
	d = ev->deadwood[other];
	limit = kl_gin_limit(&gr);
	verdict = ev->big ? KL_GIN_BIG_GIN : ev->rummy ? KL_GIN_GIN :
	          KL_GIN_KNOCK;
	if (verdict == KL_GIN_BIG_GIN && !gr.big_gin)
		return kl_error_set(err, KL_ERULE, "big gin is not played "
		                    "under these rules");
	if (verdict != KL_GIN_KNOCK && k != 0)
		return kl_error_set(err, KL_ERULE, "gin needs deadwood 0, not "
		                    "%d", k);
	if (verdict == KL_GIN_KNOCK && k > limit)
		return limit < 0 ?
		    kl_error_set(err, KL_ERULE, "an ace upcard lets only gin "
		                 "end the hand") :
		    kl_error_set(err, KL_ERULE, "a knock needs deadwood %d or "
		                 "less, not %d", limit, k);
	memset(out, 0, sizeof(*out));
	pts = kl_gin_score(&gr, verdict, k, d, &w, &kind);
	out->winner = w == 0 ? ev->declarer : other;
	out->kind = kind;
	out->points[out->winner] = pts;
	return KL_OK;
}

/*
 * The end of a game of gin: the loser pays the winner's final total less
 * his own, as separate lines: the difference of the points, the game
 * bonus, the difference of the boxes (either way), the shutout.
 */
static int
gin_finish(const kl_rules *ru, const kl_seat_state *seat, int w,
           kl_transfer *out)
{
	int l = 1 - w, n = 0, box = kl_rules_box_bonus(ru);
	const kl_seat_state *W = &seat[w], *L = &seat[l];
	int total = W->score + ru->game_bonus + W->boxes * box;

	kl_games_note(out, &n, l, w, W->score - L->score, KL_XFER_POINTS);
	kl_games_note(out, &n, l, w, ru->game_bonus, KL_XFER_GAME);
	kl_games_note(out, &n, l, w, (W->boxes - L->boxes) * box,
	              KL_XFER_BOXES);
	if (L->boxes == 0)
		kl_games_note(out, &n, l, w,
		              kl_rules_shutout(ru) == KL_SHUTOUT_DOUBLE ?
		              total : ru->game_bonus, KL_XFER_SHUTOUT);
	return n;
}

/* Big gin only where the rules score it. */
static int
gin_offers(const kl_rules *rules, const kl_decl *d, const char **why)
{
	if (d->verdict != KL_VERDICT_BIG_GIN || kl_rules_big_gin(rules))
		return 1;
	*why = KL_N_("big gin is not played under these rules");
	return 0;
}

static int
gin_accepts(const kl_rules *rules, int kind, int verdict, int deadwood)
{
	if (kind == KL_VERDICT_BIG_GIN && verdict != KL_VERDICT_BIG_GIN)
		return 0;
	return gin_stands(rules, kind, deadwood);
}

static int
gin_refuse(const kl_rules *rules, int kind, const char *who,
           const kl_arrangement *a, kl_error *err)
{
	if (kind == KL_VERDICT_RUMMY)
		return kl_error_set(err, KL_ERULE, "%s went gin, but the best "
		    "arrangement leaves deadwood %d (gin needs 0)", who,
		    a->deadwood);
	return kl_games_refuse_declared(rules, kind, who, a, err);
}

/* Cards that make gin or big gin end the hand so, whatever was said: a
 * knock with deadwood 0 is gin, gin with all eleven in melds is big gin
 * (they can only score more), except where gin scores more than big gin:
 * then all eleven in melds are gin, whatever was said, the better of the
 * two; with typed groups the showing decides (kl_gin_judge). */
static int
gin_upgrade(const kl_rules *rules, int kind, int verdict, int typed_groups)
{
	if (typed_groups)
		return kind;
	if (verdict == KL_VERDICT_BIG_GIN && !big_gin_pays(rules))
		return KL_VERDICT_RUMMY;
	if (verdict == KL_VERDICT_BIG_GIN ||
	    (verdict == KL_VERDICT_RUMMY && kind == KL_VERDICT_KNOCK))
		return verdict;
	return kind;
}

static int
gin_needs_upcard(const kl_rules *rules)
{
	return rules->oklahoma;
}

static const char *
gin_result_name(int kind)
{
	return kl_gin_kind_name(kind);
}

static const char *
gin_outcome(int kind)
{
	switch (kind) {
	case KL_GIN_WON_GIN:
		return KL_N_("%s wins the hand with gin and scores %d\n");
	case KL_GIN_WON_BIG_GIN:
		return KL_N_("%s wins the hand with big gin and scores %d\n");
	case KL_GIN_UNDERCUT:
		return KL_N_("%s undercuts the knocker and scores %d\n");
	default:
		return KL_N_("%s wins the hand by knocking and scores %d\n");
	}
}

static const char *const dead_words[] = { KL_N_("dead"), NULL };

static const kl_decl gin_decl = {
	.verdict = KL_VERDICT_RUMMY,
	.word = "gin",
	.option = "gin",
	.answers = kl_games_rummy_answers,
	.phrase = KL_N_("%s goes gin"),
	.brief = KL_N_("%s gin"),
	.headline = KL_N_("game %d of rubber %lld: %s goes gin (%s dealt)\n"),
	.look = KL_N_("\nGame %d: %s goes gin (%s dealt)\n"),
	.fixed = KL_N_("game %d: %s goes gin\n"),
	.change = KL_N_("  declaration: %s goes gin\n"),
	.mark = KL_N_("  (gin)\n"),
};

static const kl_decl big_gin_decl = {
	.verdict = KL_VERDICT_BIG_GIN,
	.word = "big_gin",
	.option = "big-gin",
	.answers = kl_games_big_answers,
	.phrase = KL_N_("%s goes big gin"),
	.brief = KL_N_("%s big gin"),
	.headline = KL_N_("game %d of rubber %lld: %s goes big gin (%s "
	                  "dealt)\n"),
	.look = KL_N_("\nGame %d: %s goes big gin (%s dealt)\n"),
	.fixed = KL_N_("game %d: %s goes big gin\n"),
	.change = KL_N_("  declaration: %s goes big gin\n"),
	.mark = KL_N_("  (big gin)\n"),
};

/* Nobody knocked before the pack ran out: no hands, nothing scored. */
static const kl_decl dead_decl = {
	.verdict = KL_VERDICT_NONE,
	.flags = KL_DECL_NO_DECLARER | KL_DECL_NO_HANDS | KL_DECL_DEAD,
	.word = "dead",
	.option = "dead",
	.alone = dead_words,
	.phrase = KL_N_("a dead hand"),
	.brief = KL_N_("dead hand"),
	.headline = KL_N_("game %d of rubber %lld: a dead hand (%s dealt); "
	                  "nothing is scored\n"),
};

const kl_game_def kl_games_gin = {
	.name = "gin",
	.id = KL_GAME_GIN,
	.verdict = gin_verdict,
	.value = gin_value,
	.stands = gin_stands,
	.score = kl_games_count_score,
	.most_points = kl_games_ten_court_most,
	.race = 1,
	.players_min = 2,
	.players_max = 2,
	.hand = gin_hand,
	.finish = gin_finish,
	.ndecls = 4,
	.decls = { &kl_games_knock_decl, &gin_decl, &big_gin_decl, &dead_decl },
	.ask_how = KL_N_("say who went out, and whether by knock, gin or big "
	                 "gin"),
	.offers = gin_offers,
	.points_refusal = KL_N_("%s must show the cards: in gin and knock "
	                        "rummy every hand is judged from its cards"),
	.accepts = gin_accepts,
	.refuse = gin_refuse,
	.upgrade = gin_upgrade,
	.needs_upcard = gin_needs_upcard,
	.upcard_doubles = kl_gin_upcard_doubles,
	.layoffs = 1,
	.check = KL_CHECK_GIN,
	.declarer_shows = kl_games_shows_discard,
	.result_name = gin_result_name,
	.outcome = gin_outcome,
	.retype = KL_N_("  (type the hand again, answer knock, gin or big gin "
	                "to change the declaration, or cancel to start the "
	                "game over)\n"),
	.ask_who = KL_N_("Who went out? "),
	.ask_kind = KL_N_("Knock, gin or big gin? "),
	.kind_help = KL_N_("Type knock (or k) if the player knocked, gin (or g) "
	                   "for gin,\nbig gin (or b) for big gin with all "
	                   "eleven cards in melds.\n"),
	.kind_refusal = KL_N_("answer knock, gin or big gin"),
	.default_kind = -1,
	.started = KL_N_("\na game of gin to %d; %s deals first\n"),
	.goal = KL_N_("a game of gin to %d\n"),
	.head = {
		{ KL_NP_("rubber %lld: gin to %d, in play, %d hand played\n",
		         "rubber %lld: gin to %d, in play, %d hands played\n") },
		{ KL_NP_("rubber %lld: gin to %d, finished, %d hand played\n",
		         "rubber %lld: gin to %d, finished, %d hands "
		         "played\n") },
		{ KL_NP_("rubber %lld: gin to %d, abandoned, %d hand played\n",
		         "rubber %lld: gin to %d, abandoned, %d hands "
		         "played\n") },
	},
};
