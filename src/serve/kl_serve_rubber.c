/* kl_serve_rubber.c - the page of a rubber in klopf serve: standings,
 * the last game, the chart and the history (kl_serve_int.h). */
#include "kl_serve_int.h"

#include <string.h>

#include "kl_gamedef.h"
#include "kl_html.h"
#include "kl_serve_route.h"
#include "kl_svg_chart.h"
#include "kl_view.h"

/* The game's name as people read it (static, in the thread's language). */
static const char *
game_title(const kl_rules *rules)
{
	const kl_game_def *def = kl_gamedef_of(rules);

	return def->title != NULL ? kl_error_text(def->title) : def->name;
}

/* Write card c: its name with the suit's symbol in style (with
 * KL_STYLE_UNICODE; KL_STYLE_GERMAN under cards = german), red suits
 * marked. */
static void
card(FILE *f, int style, kl_card c)
{
	char name[KL_CARD_NAME_MAX];
	int red = c < KL_NATURALS && (kl_card_suit(c) == KL_HEARTS ||
	                              kl_card_suit(c) == KL_DIAMONDS);

	kl_card_name(c, style, name, sizeof(name));
	fputs(red ? "<span class=\"red\">" : "<span>", f);
	kl_html_text(f, name);
	fputs("</span>", f);
}

/* Write the cards of group g of list (every card when g < 0),
 * separated by spaces. */
static void
cards(FILE *f, int style, const kl_cardlist *list, int g)
{
	int i, first = 1;

	for (i = 0; i < list->n; i++) {
		if (g >= 0 && list->group[i] != g)
			continue;
		fputs(first ? "" : " ", f);
		card(f, style, list->cards[i]);
		first = 0;
	}
}

const kl_stored_hand *
kl_sv_stored_hand(const kl_hist *h, int number, int seat)
{
	int i;

	for (i = h->nhands - 1; i >= 0; i--)
		if (h->hands[i].game == number && h->hands[i].seat == seat)
			return &h->hands[i];
	return NULL;
}

/* Write how the hand sh was shown: its melds, its unmatched cards and
 * its discard (cards in style, as card() writes them), or the points
 * typed, or the text typed when it cannot be read back. */
static void
hand(FILE *f, int style, const kl_stored_hand *sh)
{
	kl_hist_arr a;
	int g;

	if (sh == NULL)
		return;
	if (sh->typed_as_points) {
		kl_sv_say(f, kl_error_plural("%d point typed", "%d points typed",
		          (unsigned long)sh->points), sh->points);
		return;
	}
	if (kl_hist_arrangement(sh, &a) != 0) {
		kl_html_text(f, sh->typed != NULL ? sh->typed : "");
		return;
	}
	for (g = 0; g < a.melds.ngroups; g++) {
		fputs("<span class=\"meld\">", f);
		cards(f, style, &a.melds, g);
		fputs("</span>", f);
	}
	if (a.unmatched.n > 0) {
		fputs("<span class=\"mute\">", f);
		kl_html_text(f, kl_error_text("unmatched:"));
		fputs("</span> ", f);
		cards(f, style, &a.unmatched, -1);
		fputc(' ', f);
	}
	if (a.discard != KL_NO_CARD) {
		fputs("<span class=\"mute\">", f);
		kl_html_text(f, kl_error_text("discard:"));
		fputs("</span> ", f);
		card(f, style, a.discard);
	}
}

/* The facts of the rubber: its state, games, pot, who deals next or
 * who won. */
static void
facts(FILE *f, const kl_hist *h)
{
	const kl_rubber *r = &h->state;
	char names[KL_PLAYERS_MAX * (KL_NAME_MAX + 2)];
	size_t o = 0;
	int i;

	fputs("<p class=\"facts\"><span>", f);
	kl_html_text(f, r->phase == KL_RUBBER_IN_PLAY ?
	             kl_error_text("in play") : r->phase == KL_RUBBER_FINISHED ?
	             kl_error_text("finished") : kl_error_text("abandoned"));
	fputs("</span><span>", f);
	kl_sv_say(f, kl_error_plural("%d game played", "%d games played",
	          (unsigned long)r->games), r->games);
	fputs("</span><span>", f);
	kl_sv_say(f, kl_error_plural("pot: %d chip", "pot: %d chips",
	          (unsigned long)r->pot), r->pot);
	fputs("</span>", f);
	if (r->phase == KL_RUBBER_IN_PLAY && r->dealer >= 0 &&
	    r->dealer < h->row.nplayers) {
		fputs("<span>", f);
		kl_sv_say(f, kl_error_text("%s deals next"),
		          h->row.names[r->dealer]);
		fputs("</span>", f);
	}
	names[0] = '\0';
	for (i = 0; i < r->nwinners && r->phase == KL_RUBBER_FINISHED; i++)
		o += (size_t)snprintf(names + o, sizeof(names) - o, "%s%s",
		                      i ? ", " : "", h->row.names[r->winners[i]]);
	if (names[0] != '\0') {
		fputs("<span>", f);
		kl_sv_say(f, kl_error_plural("winner: %s", "winners: %s",
		          (unsigned long)r->nwinners), names);
		fputs("</span>", f);
	}
	fputs("</p>\n", f);
}

/* The standings: every seat's total, net chips and state; the dealer's
 * row marked. */
static void
standings(FILE *f, const kl_hist *h)
{
	const kl_rubber *r = &h->state;
	int s;

	fputs("<h2>", f);
	kl_html_text(f, kl_error_text("Standings"));
	fputs("</h2>\n<div class=\"wide\"><table>\n<tr><th>", f);
	kl_html_text(f, kl_error_text("player"));
	fputs("</th><th class=\"n\">", f);
	kl_html_text(f, kl_error_text("total"));
	fputs("</th><th class=\"n\">", f);
	kl_html_text(f, kl_error_text("chips"));
	fputs("</th><th></th></tr>\n", f);
	for (s = 0; s < h->row.nplayers; s++) {
		const kl_seat_state *seat = &r->seat[s];
		const char *cls = seat->out ? " class=\"out\"" :
		    r->phase == KL_RUBBER_IN_PLAY && r->dealer == s ?
		    " class=\"deal\"" : "";
		fprintf(f, "<tr%s><td>", cls);
		kl_html_text(f, h->row.names[s]);
		fprintf(f, "</td><td class=\"n\">%d</td><td class=\"n\">%+d"
		        "</td><td>", seat->score, seat->chips);
		if (seat->left)
			kl_html_text(f, kl_error_text("left"));
		else if (seat->out)
			kl_html_text(f, kl_error_text("out"));
		else if (seat->bought_back)
			kl_html_text(f, kl_error_text("bought back"));
		fputs("</td></tr>\n", f);
	}
	fputs("</table></div>\n", f);
}

/* How game step st of h ended, in a sentence ("Anna knocks"), into buf;
 * brief: the history's short form. */
static const char *
declaration(const kl_hist *h, const kl_hist_step *st, int brief, char *buf,
            size_t size)
{
	kl_game_view v;
	const char *fmt;

	kl_hist_view(h, st, &v);
	buf[0] = '\0';
	if (v.decl == NULL)
		return buf;
	fmt = kl_error_text(brief ? v.decl->brief : v.decl->phrase);
	if (!(v.decl->flags & KL_DECL_NO_DECLARER) && v.declarer >= 0 &&
	    v.declarer < h->row.nplayers)
		snprintf(buf, size, fmt, h->row.names[v.declarer]);
	else
		snprintf(buf, size, "%s", fmt);
	return buf;
}

/* The last game of h: how it ended, who dealt, every hand as shown and
 * the points it booked. */
static void
last_game(FILE *f, const kl_hist *h)
{
	const kl_hist_step *st = NULL;
	char text[KL_NAME_MAX + 160];
	int i, s;

	for (i = h->nsteps - 1; i >= 0 && st == NULL; i--)
		if (h->steps[i].ev->kind == KL_EVENT_GAME)
			st = &h->steps[i];
	if (st == NULL)
		return;
	fputs("<h2>", f);
	kl_sv_say(f, kl_error_text("Game %d"), st->ev->number);
	fputs("</h2>\n<p>", f);
	kl_html_text(f, declaration(h, st, 0, text, sizeof(text)));
	if (st->ev->dealer >= 0 && st->ev->dealer < h->row.nplayers) {
		fputs(" &middot; ", f);
		kl_sv_say(f, kl_error_text("%s dealt"),
		          h->row.names[st->ev->dealer]);
	}
	/* each hand on a row of its own under its player's, the whole width
	 * of a phone for the cards */
	fputs("</p>\n<div class=\"wide\"><table>\n<tr><th>", f);
	kl_html_text(f, kl_error_text("player"));
	fputs("</th><th class=\"n\">", f);
	kl_html_text(f, kl_error_text("points"));
	fputs("</th></tr>\n", f);
	for (s = 0; s < h->row.nplayers; s++) {
		if (!st->in_play[s])
			continue;
		fputs("<tr class=\"who\"><td>", f);
		kl_html_text(f, h->row.names[s]);
		fputs("</td><td class=\"n\">", f);
		if (st->res.points[s] >= 0)
			fprintf(f, "%d", st->res.points[s]);
		fputs("</td></tr>\n<tr class=\"hand\"><td colspan=\"2\">", f);
		hand(f, KL_STYLE_UNICODE | kl_rules_card_style(&h->state.rules),
		     kl_sv_stored_hand(h, st->ev->number, s));
		fputs("</td></tr>\n", f);
	}
	fputs("</table></div>\n", f);
}

/* A row of the history for an event that is not a game. */
static void
other_event(FILE *f, const kl_hist *h, const kl_hist_step *st)
{
	const kl_history_event *ev = st->ev;
	const char *who = ev->seat >= 0 && ev->seat < h->row.nplayers ?
	                  h->row.names[ev->seat] : "?";

	fprintf(f, "<tr class=\"out\"><td></td><td colspan=\"%d\">",
	        h->row.nplayers + 1);
	if (ev->kind == KL_EVENT_BUYBACK)
		kl_sv_say(f, kl_error_text("%s buys back: %d, then %d"), who,
		          ev->before, ev->after);
	else if (ev->kind == KL_EVENT_LEAVE)
		kl_sv_say(f, kl_error_text("%s leaves the rubber"), who);
	else if (ev->kind == KL_EVENT_RULES)
		kl_sv_say(f, kl_error_text("the rule %s becomes %s"), ev->key,
		          ev->value);
	else if (ev->kind == KL_EVENT_ABANDON)
		kl_html_text(f, kl_error_text("the rubber is abandoned"));
	fputs("</td></tr>\n", f);
}

/* The whole history of h: a row per game with how it ended and every
 * player's total after it (the points it booked beside), a row for
 * each buy-back, leaving, change of rules or abandonment. */
static void
history(FILE *f, const kl_hist *h)
{
	char text[KL_NAME_MAX + 160];
	int i, s;

	fputs("<h2>", f);
	kl_html_text(f, kl_error_text("History"));
	fputs("</h2>\n<div class=\"wide\"><table>\n<tr><th class=\"n\">#</th>"
	      "<th></th>", f);
	for (s = 0; s < h->row.nplayers; s++) {
		fputs("<th class=\"n\">", f);
		kl_html_text(f, h->row.names[s]);
		fputs("</th>", f);
	}
	fputs("</tr>\n", f);
	for (i = 0; i < h->nsteps; i++) {
		const kl_hist_step *st = &h->steps[i];
		if (st->ev->kind != KL_EVENT_GAME) {
			other_event(f, h, st);
			continue;
		}
		fprintf(f, "<tr><td class=\"n\">%d</td><td>", st->ev->number);
		kl_html_text(f, declaration(h, st, 1, text, sizeof(text)));
		fputs("</td>", f);
		for (s = 0; s < h->row.nplayers; s++) {
			if (!st->in_play[s] || st->res.points[s] < 0) {
				fputs("<td class=\"n\"></td>", f);
				continue;
			}
			fprintf(f, "<td class=\"n\">%d <small class=\"mute\">"
			        "+%d</small></td>", st->total[s],
			        st->res.points[s]);
		}
		fputs("</tr>\n", f);
	}
	fputs("</table></div>\n", f);
}

void
kl_sv_rubber_parts(FILE *f, const kl_hist *h)
{
	facts(f, h);
	standings(f, h);
	last_game(f, h);
}

void
kl_sv_rubber(FILE *f, const kl_serve_request *rq,
             const kl_ops_chart_result *c, int full)
{
	const kl_hist *h = &c->hist;
	char title[160], path[48];

	snprintf(title, sizeof(title), kl_error_text("Rubber %lld: %s"),
	         (long long)h->row.id, game_title(&h->row.rules));
	kl_sv_head(f, rq, title, 1);
	fputs("<h1>", f);
	kl_html_text(f, title);
	fputs("</h1>\n", f);
	kl_sv_rubber_parts(f, h);
	if (h->state.games > 0) {
		fputs("<h2>", f);
		kl_html_text(f, kl_error_text("Chart"));
		fputs("</h2>\n<div class=\"wide\">", f);
		kl_svg_chart(f, h, &c->data, KL_SVG_INLINE);
		fputs("</div>\n", f);
	}
	if (full)
		history(f, h);
	else {
		snprintf(path, sizeof(path), "/rubber/%lld",
		         (long long)h->row.id);
		fputs("<p><a href=\"", f);
		kl_sv_href(f, rq, path);
		fputs("\">", f);
		kl_html_text(f, kl_error_text("The whole history of this "
		             "rubber"));
		fputs("</a></p>\n", f);
	}
	kl_sv_foot(f);
}
