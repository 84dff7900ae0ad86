/* kl_gamedef.c - the games of the family (see kl_gamedef.h). */
#include "kl_gamedef.h"

#include <string.h>

#include "kl_fam.h"
#include "kl_famref.h"
#include "kl_gin.h"
#include "kl_knock.h"

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

/* ---- Gin Rummy (docs/rules.md, "Gin Rummy") ---- */

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

/* Big gin with all 11 cards in melds (where the rules score it), gin
 * with deadwood 0 after the discard, a knock up to knock_limit. */
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
	    gin_solve_hand(h, 0, out) == 0)
		return KL_VERDICT_BIG_GIN;
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

/* A hand shown as it is typed counts its deadwood; what it wins is the
 * hand's score (race_hand). */
static int
count_score(const kl_rules *ru, int nplayers, const int *in_play,
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

static int
ten_court_most(const kl_rules *ru)
{
	return (ru->hand_size > 0 ? ru->hand_size : 10) * 10;
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

/* Note one transfer of amount (either way: a negative amount goes from
 * to to from). */
static void
note(kl_transfer *t, int *n, int from, int to, int amount, int reason)
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

/*
 * The end of a game of gin: the loser pays the winner's final total less
 * his own, as separate lines: the difference of the points, the game
 * bonus, the difference of the boxes (either way), the shutout.
 */
static int
gin_finish(const kl_rules *ru, const kl_rubber *r, int w, kl_transfer *out)
{
	int l = 1 - w, n = 0, box = kl_rules_box_bonus(ru);
	const kl_seat_state *W = &r->seat[w], *L = &r->seat[l];
	int total = W->score + ru->game_bonus + W->boxes * box;

	note(out, &n, l, w, W->score - L->score, KL_XFER_POINTS);
	note(out, &n, l, w, ru->game_bonus, KL_XFER_GAME);
	note(out, &n, l, w, (W->boxes - L->boxes) * box, KL_XFER_BOXES);
	if (L->boxes == 0)
		note(out, &n, l, w, kl_rules_shutout(ru) == KL_SHUTOUT_DOUBLE ?
		     total : ru->game_bonus, KL_XFER_SHUTOUT);
	return n;
}

/* ---- Knock Rummy (docs/rules.md, "Knock Rummy") ---- */

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
		note(out->transfers, &out->ntransfers, (d + t->from) % nplayers,
		     (d + t->to) % nplayers, t->amount,
		     t->reason == KL_KNOCK_PAY_RUM ? KL_XFER_RUM :
		     t->reason == KL_KNOCK_PAY_UNDERCUT ? KL_XFER_UNDERCUT :
		     KL_XFER_COUNT);
	}
	return KL_OK;
}


/* ---- The rest of the family (docs/rules.md, "The rummy family") ---- */

/* The referee's rules of the game ru plays (kl_famref.h): its cards,
 * with Continental's packs and options from ru, its goal and hand
 * size. */
static void
fam_rules(const kl_rules *ru, kl_famref_rules *out)
{
	int game = ru->game - KL_GAME_BOAT_HOUSE;

	kl_famref_rules_default(game, 2, out);
	if (ru->hand_size > 0)
		out->hand_size = ru->hand_size;
	if (game != KL_FAM_CONTINENTAL)
		return;
	out->cards.packs = out->cards.jokers = ru->decks > 0 ? ru->decks : 2;
	out->cards.deuces_wild = ru->deuces_wild;
	out->goal.per_wild_two = ru->deuce_points;
	out->goal.no_wild_bonus = ru->no_wild_bonus;
	out->goal.one_suit_bonus = ru->one_suit_bonus;
}

/* A's melds, unmatched cards and discard as klopf shows and stores
 * every arrangement (a wild two stands where it is used). */
static void
fam_arrangement(const kl_fam_arr *a, kl_arrangement *out)
{
	int i;

	memset(out, 0, sizeof(*out));
	out->deadwood = a->deadwood;
	for (i = 0; i < a->nmelds && i < KL_MELDS_MAX; i++) {
		out->melds[i].kind = a->melds[i].kind;
		out->melds[i].n = a->melds[i].n;
		memcpy(out->melds[i].cards, a->melds[i].cards,
		       (size_t)a->melds[i].n);
	}
	out->nmelds = i;
	out->nunmatched = a->nunmatched;
	memcpy(out->unmatched, a->unmatched, (size_t)a->nunmatched);
	out->discard = a->discard;
}

/*
 * The declarer's hand: Phỏm's ù (KL_VERDICT_BIG_GIN for all ten cards
 * melded, KL_VERDICT_RUMMY for nine after a discard) or a nine-card
 * hand for the showdown (KL_VERDICT_KNOCK, its least deadwood); in the
 * other games going out whole (KL_VERDICT_RUMMY, the arrangement that
 * pays most), else KL_VERDICT_NONE with the least deadwood as proof.
 */
static int
fam_verdict(const kl_rules *rules, const kl_hand *h, kl_arrangement *out,
            kl_error *err)
{
	kl_famref_rules fr;
	kl_card cards[KL_HAND_MAX + 1];
	kl_fam_arr a;
	int n = kl_hand_size(h), size, discard, verdict = KL_VERDICT_RUMMY;

	fam_rules(rules, &fr);
	size = fr.hand_size;
	if (n > KL_HAND_MAX || (n != size && n != size + 1)) {
		kl_error_set(err, KL_EINPUT, "a declarer shows %d cards, or "
		             "%d before the discard, not %d", size, size + 1, n);
		return -1;
	}
	kl_hand_cards(h, cards);
	discard = n == size + 1;
	if (fr.game == KL_FAM_PHOM && !discard) {
		kl_fam_deadwood(&fr.cards, cards, n, 0, &a);
		fam_arrangement(&a, out);
		return KL_VERDICT_KNOCK;
	}
	if (fr.game == KL_FAM_PHOM &&
	    kl_fam_out(&fr.cards, cards, n, 0, &fr.goal, &a) >= 0)
		verdict = KL_VERDICT_BIG_GIN;
	else if (kl_fam_out_is_least(&fr.cards, &fr.goal))
		/* one walk: the least deadwood, 0 going out */
		verdict = kl_fam_deadwood(&fr.cards, cards, n, discard, &a) == 0 ?
		          KL_VERDICT_RUMMY : KL_VERDICT_NONE;
	else if (kl_fam_out(&fr.cards, cards, n, discard, &fr.goal, &a) < 0) {
		kl_fam_deadwood(&fr.cards, cards, n, discard, &a);
		verdict = KL_VERDICT_NONE;
	}
	fam_arrangement(&a, out);
	return verdict;
}

static int
fam_value(const kl_rules *rules, const kl_hand *h, kl_arrangement *out)
{
	kl_famref_rules fr;
	kl_card cards[KL_HAND_MAX + 1];
	kl_fam_arr a;
	int n = kl_hand_size(h), d;

	if (n > KL_HAND_MAX)
		return -1;
	fam_rules(rules, &fr);
	kl_hand_cards(h, cards);
	d = kl_fam_deadwood(&fr.cards, cards, n, 0, &a);
	if (d >= 0)
		fam_arrangement(&a, out);
	return d;
}

/* Going out needs every card melded (the verdict says how); Phỏm's
 * showdown stands with any count. */
static int
fam_stands(const kl_rules *rules, int kind, int deadwood)
{
	if (kind == KL_VERDICT_KNOCK)
		return rules->game == KL_GAME_PHOM;
	if (kind == KL_VERDICT_BIG_GIN)
		return rules->game == KL_GAME_PHOM && deadwood == 0;
	return kind == KL_VERDICT_RUMMY && deadwood == 0;
}

static int
fam_worth(const kl_rules *rules, const kl_hand *h)
{
	kl_famref_rules fr;
	kl_card cards[KL_HAND_MAX + 1];
	int n = kl_hand_size(h), w;

	if (n > KL_HAND_MAX || (rules->game != KL_GAME_CONTINENTAL &&
	                        rules->game != KL_GAME_QUEEN_CITY))
		return 0;
	fam_rules(rules, &fr);
	kl_hand_cards(h, cards);
	w = kl_fam_out(&fr.cards, cards, n, n == fr.hand_size + 1, &fr.goal,
	               NULL);
	return w > 0 ? w : 0;
}

/* The most one hand can count: every card at the highest value. */
static int
fam_most(const kl_rules *ru)
{
	kl_famref_rules fr;
	int most = 0, i;

	fam_rules(ru, &fr);
	for (i = 0; i < KL_RANKS; i++)
		if (fr.cards.value[i] > most)
			most = fr.cards.value[i];
	if (fr.cards.jokers > 0 && fr.cards.joker_value > most)
		most = fr.cards.joker_value;
	return fr.hand_size * most;
}

/*
 * Score a hand: Boat House and Double Rum, the declarer wins the others'
 * deadwood; Nowrang, one game; Continental and Queen City, every other
 * player pays the declarer ev->worth; Phỏm, ù (every other player pays
 * 6, or 12 for ten cards melded) or the showdown (kl_famref_showdown,
 * places counted from the dealer's left).
 */
static int
fam_hand(const kl_rules *ru, int nplayers, int dealer, const kl_event *ev,
         kl_hand_score *out, kl_error *err)
{
	kl_famref_rules fr;
	int d = ev->declarer, s, i, kind = ev->big ? KL_VERDICT_BIG_GIN :
	        ev->rummy ? KL_VERDICT_RUMMY : KL_VERDICT_KNOCK;

	if (kind == KL_VERDICT_BIG_GIN && ru->game != KL_GAME_PHOM)
		return kl_error_set(err, KL_ERULE, "only phom has ù of ten "
		                    "cards");
	if ((ru->game == KL_GAME_CONTINENTAL ||
	     ru->game == KL_GAME_QUEEN_CITY) &&
	    (ev->worth < 1 || ev->worth > KL_WORTH_MAX))
		return kl_error_set(err, KL_ERULE, "going out worth %d is "
		                    "impossible (1 to %d)", ev->worth,
		                    KL_WORTH_MAX);
	if (!fam_stands(ru, kind, ev->deadwood[d]))
		return kind == KL_VERDICT_KNOCK ?
		    kl_error_set(err, KL_ERULE, "in this game a hand ends only "
		                 "when a player goes out") :
		    kl_error_set(err, KL_ERULE, "going out needs deadwood 0, "
		                 "not %d", ev->deadwood[d]);
	fam_rules(ru, &fr);
	memset(out, 0, sizeof(*out));
	out->winner = d;
	out->kind = kind;
	switch (ru->game) {
	case KL_GAME_BOAT_HOUSE:
	case KL_GAME_DOUBLE_RUM:
		for (s = 0; s < nplayers; s++)
			if (s != d)
				out->points[d] += ev->deadwood[s];
		return KL_OK;
	case KL_GAME_NOWRANG:
		out->points[d] = 1;
		return KL_OK;
	case KL_GAME_CONTINENTAL:
	case KL_GAME_QUEEN_CITY:
		for (s = 0; s < nplayers; s++)
			if (s != d)
				note(out->transfers, &out->ntransfers, s, d,
				     ev->worth, KL_XFER_OUT);
		break;
	default: /* Phỏm */
		if (kind != KL_VERDICT_KNOCK) {
			for (s = 0; s < nplayers; s++)
				if (s != d)
					note(out->transfers, &out->ntransfers, s,
					     d, kind == KL_VERDICT_BIG_GIN ?
					     fr.u_whole : fr.u_discard, KL_XFER_U);
		} else {
			kl_famref_result res;
			int dw[KL_FAMREF_PLAYERS_MAX], m[KL_FAMREF_PLAYERS_MAX];
			/* hands in order from the dealer's left */
			for (i = 0; i < nplayers; i++) {
				s = (dealer + 1 + i) % nplayers;
				dw[i] = ev->deadwood[s];
				m[i] = ev->melded[s];
			}
			kl_famref_showdown(&fr, nplayers, dw, m, &res);
			out->winner = (dealer + 1 + res.winner) % nplayers;
			for (i = 0; i < res.ntransfers; i++)
				note(out->transfers, &out->ntransfers,
				     (dealer + 1 + res.transfers[i].from) %
				     nplayers,
				     (dealer + 1 + res.transfers[i].to) %
				     nplayers, res.transfers[i].amount,
				     m[res.transfers[i].from] ? KL_XFER_PLACE :
				     KL_XFER_MOM);
		}
		break;
	}
	for (i = 0; i < out->ntransfers; i++)
		out->points[out->transfers[i].to] += out->transfers[i].amount;
	return KL_OK;
}

#define FAM_DEF(name, min, max, chips) \
	{ name, fam_verdict, fam_value, fam_stands, count_score, fam_most, 1, \
	  min, max, fam_hand, NULL, fam_worth, 1, chips }

static const kl_game_def games[KL_GAME_KINDS] = {
	{ "viennese", viennese_verdict, viennese_value, viennese_stands,
	  viennese_score, viennese_most_points, 0, KL_PLAYERS_MIN,
	  KL_PLAYERS_TABLE, NULL, NULL, NULL, 0, 0 },
	{ "gin", gin_verdict, gin_value, gin_stands, count_score,
	  ten_court_most, 1, 2, 2, gin_hand, gin_finish, NULL, 0, 0 },
	{ "knock-rummy", knock_verdict, knock_value, knock_stands,
	  count_score, ten_court_most, 1, KL_KNOCK_PLAYERS_MIN,
	  KL_KNOCK_PLAYERS_MAX, knock_hand, NULL, NULL, 0, 0 },
	FAM_DEF("boat-house", 2, KL_PLAYERS_TABLE, 0),
	FAM_DEF("phom", 2, 4, 1),
	FAM_DEF("continental", 2, KL_PLAYERS_MAX, 1),
	FAM_DEF("nowrang", 2, 2, 0),
	FAM_DEF("queen-city", 2, KL_PLAYERS_TABLE, 1),
	FAM_DEF("double-rum", 2, KL_PLAYERS_TABLE, 0),
};

const kl_game_def *
kl_gamedef_of(const kl_rules *rules)
{
	if (rules->game < 0 || rules->game >= KL_GAME_KINDS)
		return &games[KL_GAME_VIENNESE];
	return &games[rules->game];
}

const char *
kl_game_kind_word(const kl_rules *rules, const kl_event *ev)
{
	if (rules->game == KL_GAME_PHOM)
		return ev->big ? "u_whole" : ev->rummy ? "u" : "showdown";
	if (KL_GAME_IS_FAM(rules->game))
		return "out";
	if (ev->dead)
		return "dead";
	if (ev->big)
		return "big_gin";
	if (ev->rummy)
		return rules->game == KL_GAME_GIN ? "gin" : "rummy";
	return "knock";
}

int
kl_game_kind_read(const kl_rules *rules, const char *word, kl_event *ev,
                  kl_error *err)
{
	int gin = rules->game == KL_GAME_GIN;

	ev->rummy = ev->big = ev->dead = 0;
	if (KL_GAME_IS_FAM(rules->game)) {
		const char *w = word != NULL ? word : "";
		int phom = rules->game == KL_GAME_PHOM;
		if (phom && !strcmp(w, "showdown"))
			return KL_OK;
		if (phom ? !strcmp(w, "u") : !strcmp(w, "out")) {
			ev->rummy = 1;
			return KL_OK;
		}
		if (phom && !strcmp(w, "u_whole")) {
			ev->rummy = ev->big = 1;
			return KL_OK;
		}
		return kl_error_set(err, KL_EINPUT, "a game of %s cannot end as "
		                    "\"%s\"", kl_rules_game_name(rules->game), w);
	}
	if (word != NULL && !strcmp(word, "knock"))
		return KL_OK;
	if (word != NULL && !strcmp(word, gin ? "gin" : "rummy") &&
	    rules->game != KL_GAME_KNOCK) {
		ev->rummy = 1;
		return KL_OK;
	}
	if (gin && word != NULL && !strcmp(word, "big_gin")) {
		ev->rummy = ev->big = 1;
		return KL_OK;
	}
	if (gin && word != NULL && !strcmp(word, "dead")) {
		ev->dead = 1;
		return KL_OK;
	}
	return kl_error_set(err, KL_EINPUT, "a game of %s cannot end as "
	                    "\"%s\"", kl_rules_game_name(rules->game),
	                    word != NULL ? word : "");
}
