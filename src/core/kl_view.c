/* kl_view.c - one view of a judged or booked game (see kl_view.h). */
#include "kl_view.h"

#include <string.h>

/* The hands: as booked, by seat, and the order they were given. */
static void
hands_of(const kl_game *g, const kl_event_result *res, kl_game_view *out)
{
	int deadwood[KL_PLAYERS_MAX], i, s;

	kl_game_deadwood(g, deadwood);
	for (s = 0; s < g->t.nplayers; s++) {
		kl_view_hand *h = &out->hand[s];
		h->given = g->hand[s].given;
		h->as_points = g->hand[s].as_points;
		h->unseen = g->hand[s].unseen;
		h->deadwood = deadwood[s];
		h->points = res != NULL ? res->points[s] : -1;
		h->shown = kl_game_shown(g, s);
		if (g->gin_done && s != g->declarer) {
			h->layoffs = g->gin.layoffs;
			h->nlayoffs = g->gin.nlayoffs;
		}
	}
	out->norder = g->norder;
	for (i = 0; i < g->norder; i++)
		out->order[i] = g->order[i];
}

/* The upcard of Oklahoma: the hand's limit and whether it doubles. */
static void
upcard_of(const kl_game *g, kl_game_view *out)
{
	out->upcard = g->upcard;
	if (g->upcard < 0)
		return;
	out->upcard_limit = g->t.rules.knock_limit;
	out->upcard_doubles = g->def->upcard_doubles != NULL &&
	                      g->def->upcard_doubles(g->upcard);
}

/* Was the hand of view out won by undercutting its declarer (the
 * result's word "undercut", another seat than the declarer's)? 1 or 0. */
static int
undercut_of(const kl_game_view *out)
{
	return out->result_word != NULL && out->declarer >= 0 &&
	       out->winner >= 0 && out->winner != out->declarer &&
	       strcmp(out->result_word, "undercut") == 0;
}

/* The winner of a hand of a race game and what he scored. */
static void
winner_of(const kl_game *g, const kl_event_result *res, kl_game_view *out)
{
	const kl_game_def *def = g->def;

	out->winner = -1;
	if (res == NULL || !def->race || res->winner < 0)
		return;
	out->winner = res->winner;
	out->result_word = def->result_name != NULL ?
	                   def->result_name(res->kind) : NULL;
	out->undercut = undercut_of(out);
	if (g->declarer < 0 || def->outcome == NULL)
		return;
	out->outcome = def->outcome(res->kind);
	out->outcome_amount = def->pays_worth ? g->worth :
	                      res->points[res->winner];
}

/* The seat that declared under decl d: seat, or -1 when d has nobody
 * declare (a dead hand, Phỏm's showdown, whose first hand is no
 * declarer's). */
static int
declarer_of(const kl_decl *d, int seat)
{
	return d != NULL && (d->flags & KL_DECL_NO_DECLARER) ? -1 : seat;
}

void
kl_game_view_of(const kl_game *g, const kl_event_result *res,
                kl_game_view *out)
{
	memset(out, 0, sizeof(*out));
	out->def = g->def;
	out->decl = kl_game_decl(g);
	out->kind_word = out->decl != NULL ? out->decl->word :
	                 kl_verdict_name(g->kind);
	out->declarer = declarer_of(out->decl, g->declarer);
	out->knock_is_rummy = kl_game_knock_is_rummy(g);
	out->worth = g->worth;
	hands_of(g, res, out);
	if (g->gin_done && g->gin.knocker.deadwood > g->gin.knocker_min) {
		out->shows_more = 1;
		out->shown_deadwood = g->gin.knocker.deadwood;
		out->least_deadwood = g->gin.knocker_min;
	}
	if (g->declarer >= 0 && g->kind == KL_VERDICT_RUMMY &&
	    (g->gin_done ? g->gin.gin_over_big :
	     g->def->layoffs && g->hand[g->declarer].given &&
	     g->hand[g->declarer].verdict == KL_VERDICT_BIG_GIN)) {
		out->gin_over_big = 1;
		out->gin_bonus = kl_rules_gin_bonus(&g->t.rules);
		out->big_gin_bonus = g->t.rules.big_gin_bonus;
	}
	upcard_of(g, out);
	winner_of(g, res, out);
}

void
kl_event_view_of(const kl_rules *rules, int nplayers, const kl_event *ev,
                 const kl_event_result *res, kl_game_view *out)
{
	const kl_game_def *def = kl_gamedef_of(rules);
	int s, hands;

	memset(out, 0, sizeof(*out));
	out->def = def;
	out->decl = kl_gamedef_decl_of(def, ev);
	out->kind_word = out->decl != NULL ? out->decl->word : NULL;
	out->declarer = declarer_of(out->decl, ev->declarer);
	out->worth = ev->worth;
	out->upcard = ev->upcard;
	hands = out->decl == NULL || !(out->decl->flags & KL_DECL_NO_HANDS);
	for (s = 0; s < nplayers && s < KL_PLAYERS_MAX; s++) {
		kl_view_hand *h = &out->hand[s];
		h->given = hands && ev->deadwood[s] >= 0;
		h->deadwood = h->given ? ev->deadwood[s] : -1;
		h->points = h->given ? res->points[s] : -1;
		if (h->given)
			out->order[out->norder++] = s;
	}
	out->winner = -1;
	if (!def->race || res->winner < 0)
		return;
	out->winner = res->winner;
	out->result_word = def->result_name != NULL ?
	                   def->result_name(res->kind) : NULL;
	out->undercut = undercut_of(out);
	if (def->outcome == NULL || !hands)
		return;
	out->outcome = def->outcome(res->kind);
	out->outcome_amount = def->pays_worth ? ev->worth :
	                      res->points[res->winner];
}
