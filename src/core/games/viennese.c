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

/*
 * The most a hand can count: its unmatched cards are cards of which no
 * group is a meld (else the referee would meld it), so a hand of n cards
 * counts at most what n cards or fewer can count with nothing melded.
 * Which cards those are follows from the melds of the rulings, by the
 * run positions of kl_meld_check (the ace low at 0, two to king at 1 to
 * 12, the ace high at 13):
 *  - without a joker, a rank shows two suits at most (three make a set)
 *    and a suit no three positions in a row (a run);
 *  - beside one joker, a rank shows one suit (two and the joker make a
 *    set) and two cards of a suit stand 3 positions apart or more (else
 *    the joker fills the run between or beside them);
 *  - beside two jokers or more, 4 apart or more (two jokers fill a run
 *    of four; a meld holds no more jokers than natural cards, so no meld
 *    needs a third).
 * Copies of one card never meld together, so a rank chosen in a suit
 * counts once for each copy the packs have.
 */

/* Room for the states of most_naturals: the suit masks of the positions
 * looked back on, 11^2 without a joker, 5^3 beside two. */
#define MOST_STATES 125

/* May mask stand at a position after the masks of the three positions
 * before it, back[0] the nearest, beside jokers unmelded jokers? */
static int
mask_fits(const int *back, int mask, int jokers)
{
	if (jokers == 0)
		return (back[0] & back[1] & mask) == 0;
	if (jokers == 1)
		return (mask & (back[0] | back[1])) == 0;
	return (mask & (back[0] | back[1] | back[2])) == 0;
}

/* The bits set in mask (a suit mask). */
static int
suits_in(int mask)
{
	return (mask & 1) + (mask >> 1 & 1) + (mask >> 2 & 1) + (mask >> 3 & 1);
}

/*
 * The most at most m natural cards can count under ru with none of them
 * in a meld, together or with the jokers (0, 1, or 2 and more) beside
 * them.  A walk over the positions 2 to king, the state the suit masks of
 * the positions looked back on and the cards taken so far, once for each
 * way the ace shows (no suit, one, two: the suits are alike); the ace's
 * mask stands at 0 and 13 where runs take it there.
 */
static int
most_naturals(const kl_rules *ru, int m, int jokers)
{
	int cap = jokers > 0 ? 1 : 2, look = jokers >= 2 ? 3 : 2;
	int mask[16], nm = 0, nstates = 1, best = 0, ace, pos, st, c, x, t;
	int cur[MOST_STATES][KL_HAND_MAX + 1], next[MOST_STATES][KL_HAND_MAX + 1];
	int decks = ru->decks > 0 ? ru->decks : 1;

	for (x = 0; x < 16; x++)
		if (suits_in(x) <= cap)
			mask[nm++] = x; /* mask[0] is the empty mask */
	for (x = 0; x < look; x++)
		nstates *= nm;
	/* the ace shows no suit, one suit (mask 1) or two (mask 3) */
	for (ace = 0; ace <= cap; ace++) {
		int amask = ace == 0 ? 0 : ace == 1 ? 1 : 3, aidx;
		for (aidx = 0; mask[aidx] != amask; aidx++)
			;
		memset(cur, -1, sizeof(cur));
		/* the state: the mask indexes of the positions before, the
		 * nearest lowest; before 2 the ace low, if runs take it */
		cur[ru->ace_low ? aidx : 0][0] = 0;
		for (pos = 1; pos <= 12; pos++) {
			int v = kl_rules_card_value(ru, (unsigned)pos);
			memset(next, -1, sizeof(next));
			for (st = 0; st < nstates; st++) {
				int back[3] = { 0, 0, 0 }, rest = st / nm;
				back[0] = mask[st % nm];
				back[1] = mask[rest % nm];
				back[2] = look > 2 ? mask[rest / nm % nm] : 0;
				for (x = 0; x < nm; x++) {
					int k = suits_in(mask[x]);
					int ns = (x + nm * st) % nstates;
					if (!mask_fits(back, mask[x], jokers))
						continue;
					for (c = 0; c <= m; c++) {
						if (cur[st][c] < 0)
							continue;
						for (t = k; t <= k * decks &&
						     c + t <= m; t++)
							if (cur[st][c] + t * v >
							    next[ns][c + t])
								next[ns][c + t] =
								    cur[st][c] + t * v;
					}
				}
			}
			memcpy(cur, next, sizeof(cur));
		}
		/* the ace high after the king, if runs take it there */
		for (st = 0; st < nstates; st++) {
			int back[3], rest = st / nm, k = suits_in(amask);
			back[0] = mask[st % nm];
			back[1] = mask[rest % nm];
			back[2] = look > 2 ? mask[rest / nm % nm] : 0;
			if (ru->ace_high && !mask_fits(back, amask, jokers))
				continue;
			for (c = 0; c <= m; c++) {
				if (cur[st][c] < 0)
					continue;
				for (t = k; t <= k * decks && c + t <= m; t++)
					if (cur[st][c] + t * ru->ace_value > best)
						best = cur[st][c] +
						       t * ru->ace_value;
			}
		}
	}
	return best;
}

/* The most a hand of hand_size cards counts: jokers (as many as the deck
 * has, up to the hand) at their value beside the most the rest can count,
 * every card unmelded (most_naturals). */
static int
viennese_most_points(const kl_rules *ru)
{
	int j, v, most = 0;

	for (j = 0; j <= ru->jokers && j <= ru->hand_size; j++) {
		v = j * ru->joker_value +
		    most_naturals(ru, ru->hand_size - j, j);
		if (v > most)
			most = v;
	}
	return most;
}

/* The least a hand counts above 0: the least value an unmelded card has
 * (deadwood is a sum of such values). */
static int
viennese_least_points(const kl_rules *ru)
{
	int least = ru->jokers > 0 ? ru->joker_value : 2, r, v;

	for (r = 0; r < KL_RANKS; r++) {
		v = kl_rules_card_value(ru, (unsigned)r);
		if (v < least)
			least = v;
	}
	return least;
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
	.least_points = viennese_least_points,
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
