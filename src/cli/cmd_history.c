/* cmd_history.c - `klopf history`: the game-by-game log of a rubber. */
#include "cli_decl.h"
#include "cli_fit.h"
#include "cli_hist.h"
#include "cli_rubber.h"
#include "cli_standings.h"

#include <string.h>

#include "kl_rwords.h"
#include "kl_text.h"

/* The options of `klopf history`, indexing opts[] in the order of its
 * help. */
enum {
	HISTORY_JSON,
	HISTORY_CSV,
	HISTORY_HANDS,
	HISTORY_CORRECTIONS,
	HISTORY_NOPTS
};

static const kl_opt opts[HISTORY_NOPTS] = {
	[HISTORY_JSON] = {
		.name = "json",
		.help = N_("print JSON"),
	},
	[HISTORY_CSV] = {
		.name = "csv",
		.help = N_("print CSV, one line per player and event"),
	},
	[HISTORY_HANDS] = {
		.name = "hands",
		.help = N_("show every game's hands: as typed, their "
		           "arrangement and points"),
	},
	[HISTORY_CORRECTIONS] = {
		.name = "corrections",
		.help = N_("list the corrections of past games (klopf fix)"),
	},
};

/* The hands of game number, one line each: the booked arrangement (or
 * the points typed) and the text as typed; a hand without a card is the
 * declarer's gone out (seat declarer) or one not shown (Phỏm's ù). */
static void
print_hands(kl_cli *cli, const kl_hist *h, int number, int declarer)
{
	kl_hist_arr a;
	kl_card group[KL_CARDLIST_MAX];
	char typed[1200];
	FILE *f = cli->out;
	kl_flow fl;
	int i, g, k, n;

	for (i = 0; i < h->nhands; i++) {
		const kl_stored_hand *sh = &h->hands[i];
		if (sh->game != number || sh->seat < 0 ||
		    sh->seat >= h->row.nplayers)
			continue;
		fprintf(f, "         %s: ", h->row.names[sh->seat]);
		/* the count typed, whatever the game made of it */
		if (sh->typed_as_points) {
			kl_cli_notef(cli, f, _("%d (typed as points)\n"),
			             sh->deadwood);
			continue;
		}
		if (sh->typed[strspn(sh->typed, " \t")] == '\0' &&
		    sh->seat != declarer) {
			/* Phỏm's ù: a hand the score did not need */
			kl_cli_notef(cli, f, "%s", _("not shown\n"));
			continue;
		}
		/* a player of a melding game who went out: no cards */
		if (sh->typed[strspn(sh->typed, " \t")] == '\0') {
			kl_cli_notef(cli, f, "%s", _("no cards (went out)\n"));
			continue;
		}
		if (kl_hist_arrangement(sh, &a) != 0) {
			fprintf(f, "%s\n", sh->typed);
			continue;
		}
		/* the cards break between melds, the text as typed between
		 * its words */
		kl_flow_here(&fl, cli, f);
		for (g = 0; g < a.melds.ngroups; g++) {
			n = 0;
			for (k = 0; k < a.melds.n; k++)
				if (a.melds.group[k] == g)
					group[n++] = a.melds.cards[k];
			kl_flow_cards(&fl, g ? " " : "", "[", group, n, "]");
		}
		if (a.unmatched.n > 0)
			kl_flow_labelled(&fl, a.melds.n ? _("  unmatched ") :
			                 _("unmatched "), a.unmatched.cards,
			                 a.unmatched.n);
		if (a.discard != KL_NO_CARD)
			kl_flow_labelled(&fl, _("  discard "), &a.discard, 1);
		if (a.has_layoffs)
			kl_flow_labelled(&fl, _("  laid off "), a.layoffs.cards,
			                 a.layoffs.n);
		if (strlen(sh->typed) + 64 > sizeof(typed)) {
			fprintf(f, _("  (typed: %s)\n"), sh->typed);
			continue;
		}
		snprintf(typed, sizeof(typed), _("  (typed: %s)\n"), sh->typed);
		kl_flow_words(&fl, typed);
	}
}

/* The text typed for seat in stored game g, or NULL. */
static const char *
typed_of(const kl_stored_game *g, int seat)
{
	int i;

	for (i = 0; i < g->nhands; i++)
		if (g->seat[i] == seat)
			return g->typed[i];
	return NULL;
}

/* The way stored game g ended, as its game tells it. */
static const kl_decl *
stored_decl(const kl_rules *rules, int rummy, int big, int dead)
{
	kl_event how;

	memset(&how, 0, sizeof(how));
	how.rummy = rummy;
	how.big = big;
	how.dead = dead;
	return kl_gamedef_decl_of(kl_gamedef_of(rules), &how);
}

/* The word of a stored game's end (kl_game_kind_word). */
static const char *
stored_kind(const kl_rules *rules, int rummy, int big, int dead)
{
	return stored_decl(rules, rummy, big, dead)->word;
}

/* The declaration of stored game g, as a person reads it, into buf. */
static const char *
declaration(const kl_hist *h, const kl_stored_game *g, char *buf,
            size_t size)
{
	const char *who = g->declarer >= 0 && g->declarer < h->row.nplayers ?
	                  h->row.names[g->declarer] : "?";

	return kl_cli_decl_phrase(stored_decl(&h->row.rules, g->rummy, g->big,
	                                      g->dead), who, buf, size);
}

/* The corrections of the rubber: when, which game, what was replaced by
 * what. */
static void
print_corrections(kl_cli *cli, const kl_hist *h)
{
	char when[KL_TIME_MAX], a[KL_NAME_MAX + 32], b[KL_NAME_MAX + 32];
	FILE *f = cli->out;
	int i, k;

	if (h->ncorrections == 0) {
		fprintf(f, _("rubber %lld has no corrections\n"),
		        (long long)h->row.id);
		return;
	}
	fprintf(f, _("corrections of rubber %lld:\n"), (long long)h->row.id);
	for (i = 0; i < h->ncorrections; i++) {
		const kl_stored_game *old = &h->corrected[2 * i];
		const kl_stored_game *now = &h->corrected[2 * i + 1];
		fprintf(f, kl_gamedef_of(&h->row.rules)->race ?
		        _("  %s  hand %d\n") : _("  %s  game %d\n"),
		        kl_date_local(h->corrections[i].at, 1, when,
		                      sizeof(when)), h->corrections[i].number);
		if (old->declarer != now->declarer || old->rummy != now->rummy)
			fprintf(f, _("    declaration: %s -> %s\n"),
			        declaration(h, old, a, sizeof(a)),
			        declaration(h, now, b, sizeof(b)));
		for (k = 0; k < h->row.nplayers; k++) {
			const char *was = typed_of(old, k), *is = typed_of(now, k);
			if (is == NULL || (was != NULL && !strcmp(was, is)))
				continue;
			fprintf(f, "    %s: %s -> %s\n", h->row.names[k],
			        was != NULL ? was : "-", is);
		}
	}
}

/* A stored game as JSON: {"declarer":NAME,"kind":..,"hands":[{"name",
 * "typed"}]}. */
static void
json_stored_game(kl_json *j, const kl_hist *h, const kl_stored_game *g)
{
	const kl_decl *d = stored_decl(&h->row.rules, g->rummy, g->big,
	                               g->dead);
	int i;

	kl_json_object(j);
	/* nobody declared a dead hand or a showdown */
	kl_json_key(j, "declarer");
	kl_json_str(j, !(d->flags & KL_DECL_NO_DECLARER) && g->declarer >= 0 &&
	            g->declarer < h->row.nplayers ?
	            h->row.names[g->declarer] : NULL);
	kl_json_key(j, "kind");
	kl_json_str(j, d->word);
	kl_json_key(j, "hands");
	kl_json_array(j);
	for (i = 0; i < g->nhands; i++) {
		kl_json_object(j);
		kl_json_key(j, "name");
		kl_json_str(j, g->seat[i] >= 0 && g->seat[i] < h->row.nplayers ?
		            h->row.names[g->seat[i]] : NULL);
		kl_json_key(j, "typed");
		kl_json_str(j, g->typed[i]);
		kl_json_end(j);
	}
	kl_json_end(j);
	kl_json_end(j);
}

/* Net chips of each seat in the transfers of res. */
static void
net_chips(const kl_event_result *res, int *net)
{
	int i;

	memset(net, 0, sizeof(int) * KL_PLAYERS_MAX);
	for (i = 0; i < res->ntransfers; i++) {
		const kl_transfer *t = &res->transfers[i];
		if (t->from != KL_POT)
			net[t->from] -= t->amount;
		if (t->to != KL_POT)
			net[t->to] += t->amount;
	}
}

/* "Anna +2, Ben -1" of the non-zero nets; nothing if all are zero. */
static void
print_nets(kl_cli *cli, const kl_hist *h, const int *net, const char *lead)
{
	char item[KL_NAME_MAX + 16];
	int k, first = 1;
	kl_flow fl;

	/* continued lines under the first name, or below the game's
	 * number after a long lead */
	kl_flow_begin(&fl, cli, cli->out, 0, kl_cli_width(lead) <= 20 ?
	              kl_cli_width(lead) : 9);
	fl.reserve = 1;
	for (k = 0; k < h->row.nplayers; k++) {
		if (net[k] == 0)
			continue;
		snprintf(item, sizeof(item), "%s %+d", h->row.names[k], net[k]);
		if (first)
			kl_flow_text(&fl, lead);
		kl_flow_item(&fl, first ? "" : ", ", item);
		first = 0;
	}
	if (!first)
		kl_flow_end(&fl);
}

/* The winners of the rubber after step i, if it ended there, with the
 * chips the pot paid them (which may be none). */
static void
print_pot(kl_cli *cli, const kl_hist *h, int step)
{
	const kl_event_result *res = &h->steps[step].res;
	int i, n, total = 0;
	const int *who = kl_hist_step_winners(h, step, &n);
	const char *names[KL_PLAYERS_MAX];
	char list[KL_PLAYERS_MAX * (KL_NAME_MAX + 8)];

	/* gin and knock rummy have no pot; the end says who won */
	if (n == 0 || kl_gamedef_of(&h->row.rules)->race)
		return;
	for (i = 0; i < res->ntransfers; i++)
		if (res->transfers[i].reason == KL_XFER_POT)
			total += res->transfers[i].amount;
	for (i = 0; i < n; i++)
		names[i] = h->row.names[who[i]];
	kl_text_list(names, n, list, sizeof(list));
	if (n == 1)
		kl_cli_sayf(cli, cli->out, 9, _("       %s wins the rubber and "
		            "the pot (%d)\n"), list, total);
	else
		kl_cli_sayf(cli, cli->out, 9, _("       %s share the pot "
		            "(%d)\n"), list, total);
}

/* The head of the log for people: the rubber and its players, when it
 * started (and ended), what wins it or the antes, and its house rules. */
static void
text_head(kl_cli *cli, const kl_hist *h)
{
	const kl_game_def *def = kl_gamedef_of(&h->row.rules);
	FILE *f = cli->out;
	char names[KL_PLAYERS_MAX * KL_NAME_MAX], a[KL_TIME_MAX],
	     b[KL_TIME_MAX], rules[1024];

	kl_cli_names(&h->row, names, sizeof(names));
	if (h->state.phase == KL_RUBBER_IN_PLAY)
		kl_cli_sayf(cli, f, 2, _("rubber %lld (in play): %s\n"),
		            (long long)h->row.id, names);
	else if (h->state.phase == KL_RUBBER_FINISHED)
		kl_cli_sayf(cli, f, 2, _("rubber %lld (finished): %s\n"),
		            (long long)h->row.id, names);
	else
		kl_cli_sayf(cli, f, 2, _("rubber %lld (abandoned): %s\n"),
		            (long long)h->row.id, names);
	if (h->row.ended_at[0] != '\0')
		fprintf(f, _("started %s, ended %s\n"),
		        kl_date_local(h->row.started_at, 1, a, sizeof(a)),
		        kl_date_local(h->row.ended_at, 1, b, sizeof(b)));
	else
		fprintf(f, _("started %s\n"),
		        kl_date_local(h->row.started_at, 1, a, sizeof(a)));
	if (def->race && def->goal == NULL)
		kl_cli_game_goal(f, &h->state.rules, NULL);
	else if (def->race)
		fprintf(f, _(def->goal), h->state.rules.game_to);
	else
		fprintf(f, _("antes: each pays %d into the pot (%d)\n"),
		        h->row.rules.ante, h->row.rules.ante * h->row.nplayers);
	if (kl_cli_rules_changed(&h->row.rules, rules, sizeof(rules))[0])
		fprintf(f, _("house rules: %s\n"), rules);
}

/* The widths of the log's columns. */
typedef struct log_cols {
	int dealer;                /* the dealer's column */
	int decl;                  /* the declaration's column */
	int gap;                   /* the spaces before a player's cell */
	int apart;                 /* 1: dealer and declaration go on a line
	                              of their own below the row (a narrow
	                              line) */
	int cell[KL_PLAYERS_MAX];  /* the cells of each seat */
} log_cols;

/* The width of the log's columns in a line of cols columns (0: not
 * known: the widest names). */
static void
log_widths(const kl_hist *h, int cols, log_cols *c)
{
	/* [0] the declaration, [1] the dealer, [2..] the seats' cells */
	int want[KL_PLAYERS_MAX + 2], least[KL_PLAYERS_MAX + 2],
	    got[KL_PLAYERS_MAX + 2];
	int k, n = h->row.nplayers, nw = 6, avail;

	memset(c, 0, sizeof(*c));
	c->gap = 2;
	for (k = 0; k < n; k++) {
		int w = kl_cli_width(h->row.names[k]);
		if (w > nw)
			nw = w;
		c->cell[k] = w > 9 ? w : 9;
	}
	c->dealer = nw;
	c->decl = nw + 7;
	if (cols <= 0)
		return;
	want[0] = nw + 7;
	least[0] = 13;
	want[1] = nw;
	least[1] = 6;
	for (k = 0; k < n; k++) {
		want[k + 2] = c->cell[k];
		least[k + 2] = 9;
	}
	/* "%5d  ", the dealer, two spaces, the declaration, and two
	 * spaces before each cell */
	avail = cols - 7 - 2 - 2 * n;
	/* the names shrink (the declaration whole, if the others can make
	 * room for it); the cells keep room for their figures */
	got[0] = want[0];
	if (kl_layout_shrink(want + 1, least + 1, n + 1, avail - want[0],
	                     got + 1) > avail - want[0] &&
	    kl_layout_shrink(want, least, n + 2, avail, got) > avail) {
		/* narrow: the dealer and the declaration on a line of their
		 * own, the cells a space apart */
		c->apart = 1;
		c->gap = 1;
		kl_layout_shrink(want + 2, least + 2, n, cols - 7 - n, got + 2);
	}
	c->decl = got[0];
	c->dealer = got[1];
	for (k = 0; k < n; k++)
		c->cell[k] = got[k + 2];
}

/* The heads of the log's columns, after working out their widths into
 * *c. */
static void
text_columns(kl_cli *cli, const kl_hist *h, log_cols *c)
{
	FILE *f = cli->out;
	int k;

	log_widths(h, cli->columns, c);
	/* a race game's rows are hands (gin, knock rummy, the family) */
	if (kl_gamedef_of(&h->row.rules)->race)
		fputs(_("\n hand  "), f);
	else
		fputs(_("\n game  "), f);
	if (!c->apart) {
		kl_cli_cell(cli, f, _("dealer"), c->dealer, 0);
		fputs("  ", f);
		kl_cli_cell(cli, f, _("declared"), c->decl, 0);
	}
	for (k = 0; k < h->row.nplayers; k++) {
		fprintf(f, "%*s", c->gap, "");
		kl_cli_cell(cli, f, h->row.names[k], c->cell[k], 1);
	}
	fputc('\n', f);
}

/*
 * How many times game number was corrected (klopf fix); when buf is not
 * NULL, the local times of its corrections, oldest first, into buf
 * ("2026-03-01 21:00, 2026-03-01 21:05"; cut at size).
 */
static int
corrected(const kl_hist *h, int number, char *buf, size_t size)
{
	char at[KL_TIME_MAX];
	size_t o = 0;
	int i, n = 0;

	if (buf != NULL && size > 0)
		buf[0] = '\0';
	for (i = 0; i < h->ncorrections; i++) {
		if (h->corrections[i].number != number)
			continue;
		if (buf != NULL && o < size)
			o += (size_t)snprintf(buf + o, size - o, "%s%s",
			    n ? ", " : "", kl_date_local(h->corrections[i].at, 1,
			                                 at, sizeof(at)));
		n++;
	}
	return n;
}

/* The line of step i of the log, a game, in the columns c of
 * text_columns, and below it its chips, its hands (--hands), who went
 * out and the pot if the rubber ended there. */
static void
text_game(kl_cli *cli, const kl_hist *h, int i, const log_cols *c)
{
	const kl_hist_step *st = &h->steps[i];
	const kl_history_event *ev = st->ev;
	FILE *f = cli->out;
	char cell[32], decl[KL_NAME_MAX + 16], when[256];
	int net[KL_PLAYERS_MAX], k;
	kl_game_view v;

	/* a game corrected since it was booked is marked */
	fprintf(f, corrected(h, st->games, NULL, 0) ? "%5d* " : "%5d  ",
	        st->games);
	kl_cli_decl_brief(stored_decl(&h->row.rules, ev->rummy, ev->big,
	                              ev->dead),
	                  ev->declarer >= 0 ? h->row.names[ev->declarer] : "",
	                  decl, sizeof(decl));
	if (!c->apart) {
		kl_cli_cell(cli, f, h->row.names[st->res.dealer], c->dealer, 0);
		fputs("  ", f);
		kl_cli_cell(cli, f, decl, c->decl, 0);
	}
	for (k = 0; k < h->row.nplayers; k++) {
		if (ev->dead)
			snprintf(cell, sizeof(cell), "%4s %4d", "-",
			         st->total[k]);
		else if (st->in_play[k])
			snprintf(cell, sizeof(cell), "%4d %4d",
			         st->res.points[k], st->total[k]);
		else
			snprintf(cell, sizeof(cell), "%4s %4d", "-",
			         st->total[k]);
		fprintf(f, "%*s", c->gap, "");
		kl_cli_pad(f, cell, c->cell[k], 1);
	}
	fputc('\n', f);
	if (c->apart)
		kl_cli_sayf(cli, f, 9, _("       %s dealt: %s\n"),
		            h->row.names[st->res.dealer], decl);
	kl_hist_view(h, st, &v);
	if (v.undercut)
		kl_cli_sayf(cli, f, 9, _("       %s undercuts %s\n"),
		            h->row.names[v.winner], h->row.names[v.declarer]);
	net_chips(&st->res, net);
	print_nets(cli, h, net, _("       chips: "));
	if (corrected(h, st->games, when, sizeof(when)))
		fprintf(f, _("       * corrected %s (klopf history "
		        "--corrections)\n"), when);
	if (kl_cli_opt(cli, HISTORY_HANDS)->count)
		print_hands(cli, h, st->games, ev->declarer);
	for (k = 0; k < h->row.nplayers; k++)
		if (st->res.newly_out[k])
			kl_cli_sayf(cli, f, 9, _("       %s is out with %d\n"),
			            h->row.names[k], st->total[k]);
	print_pot(cli, h, i);
}

/* The line of step i of the log when it is not a game: a buy-back, a
 * player leaving (with the pot if that ended the rubber), a rule
 * changed, or the rubber abandoned. */
static void
text_event(kl_cli *cli, const kl_hist *h, int i)
{
	const kl_hist_step *st = &h->steps[i];
	const kl_history_event *ev = st->ev;
	FILE *f = cli->out;
	char cell[32];
	int net[KL_PLAYERS_MAX];

	if (ev->kind == KL_EVENT_BUYBACK) {
		kl_cli_sayf(cli, f, 9, _("    -  %s buys back for %d chips: "
		            "%d -> %d\n"), h->row.names[ev->seat], ev->cost,
		            st->before[ev->seat], st->total[ev->seat]);
	} else if (ev->kind == KL_EVENT_LEAVE) {
		kl_cli_sayf(cli, f, 9, _("    -  %s leaves the rubber with "
		            "%d\n"), h->row.names[ev->seat],
		            st->total[ev->seat]);
		print_pot(cli, h, i);
	} else if (ev->kind == KL_EVENT_RULES) {
		int set = kl_rules_find(ev->key);
		fprintf(f, kl_gamedef_of(&h->row.rules)->race ?
		        _("    -  rule %s: %s -> %s from hand %d on\n") :
		        _("    -  rule %s: %s -> %s from game %d on\n"),
		        ev->key, set >= 0 ? kl_rules_value_shown(&st->rules,
		        &kl_rules_settings[set], cell, sizeof(cell)) : "?",
		        kl_rwords_show(ev->value), st->games + 1);
	} else {
		net_chips(&st->res, net);
		if (st->res.ntransfers == 0)
			fputs(_("    -  the rubber is abandoned\n"), f);
		else
			print_nets(cli, h, net, _("    -  the rubber is "
			           "abandoned; the pot goes back: "));
	}
}

/* The foot of the log: every total and the net chips, then who deals
 * next (and the pot), or who won a race game that is over. */
static void
text_foot(kl_cli *cli, const kl_hist *h)
{
	FILE *f = cli->out;
	char item[KL_NAME_MAX + 64];
	kl_flow fl;
	int k;

	fputc('\n', f);
	kl_flow_begin(&fl, cli, f, 0, 0);
	kl_flow_text(&fl, _("totals:"));
	fl.reserve = 1;
	fl.indent = fl.col + 1;
	for (k = 0; k < h->row.nplayers; k++) {
		snprintf(item, sizeof(item), "%s %d%s", h->row.names[k],
		         h->state.seat[k].score,
		         h->state.seat[k].left ? _(" (left)") :
		         h->state.seat[k].out ? _(" (out)") : "");
		kl_flow_text(&fl, k ? "," : "");
		kl_flow_item(&fl, " ", item);
	}
	kl_flow_end(&fl);
	/* the melding games move no chips */
	if (!kl_gamedef_of(&h->row.rules)->no_chips) {
		kl_flow_text(&fl, _("net chips:"));
		fl.indent = fl.col + 1;
		for (k = 0; k < h->row.nplayers; k++) {
			snprintf(item, sizeof(item), "%s %+d", h->row.names[k],
			         h->state.seat[k].chips);
			kl_flow_text(&fl, k ? "," : "");
			kl_flow_item(&fl, " ", item);
		}
		kl_flow_end(&fl);
	}
	if (h->state.phase == KL_RUBBER_IN_PLAY &&
	    kl_gamedef_of(&h->row.rules)->race)
		fprintf(f, _("%s deals next\n"), h->row.names[h->state.dealer]);
	else if (h->state.phase == KL_RUBBER_IN_PLAY)
		fprintf(f, _("pot %d; %s deals next\n"), h->state.pot,
		        h->row.names[h->state.dealer]);
	else if (h->state.phase == KL_RUBBER_FINISHED &&
	         kl_gamedef_of(&h->row.rules)->race && h->state.nwinners == 1)
		fprintf(f, _("%s won the game\n"),
		        h->row.names[h->state.winners[0]]);
	else if (h->state.phase == KL_RUBBER_FINISHED &&
	         kl_gamedef_of(&h->row.rules)->race)
		for (k = 0; k < h->state.nwinners; k++)
			fprintf(f, _("%s shared the win\n"),
			        h->row.names[h->state.winners[k]]);
}

/* The log for people: a header, a line per game or buy-back with its
 * chips, eliminations and pot below it, then the totals. */
static void
print_text(kl_cli *cli, const kl_hist *h)
{
	log_cols c;
	int i;

	kl_cli_card_letters(cli, &h->state.rules);
	text_head(cli, h);
	if (h->nsteps == 0) {
		fputs(kl_gamedef_of(&h->row.rules)->race ? _("no hands yet\n") :
		      _("no games yet\n"), cli->out);
		return;
	}
	text_columns(cli, h, &c);
	for (i = 0; i < h->nsteps; i++) {
		if (h->steps[i].ev->kind == KL_EVENT_GAME)
			text_game(cli, h, i, &c);
		else
			text_event(cli, h, i);
	}
	text_foot(cli, h);
}

/* The hand of seat in game number as recorded, as members of the open
 * object: "typed", "deadwood" and the "arrangement" booked (null for
 * points typed). */
static void
json_stored_hand(kl_json *j, const kl_hist *h, int number, int seat)
{
	kl_hist_arr a;
	kl_card group[KL_CARDLIST_MAX];
	int i, g, k, n;

	for (i = 0; i < h->nhands; i++)
		if (h->hands[i].game == number && h->hands[i].seat == seat)
			break;
	if (i == h->nhands)
		return;
	kl_json_key(j, "typed");
	kl_json_str(j, h->hands[i].typed);
	kl_json_key(j, "deadwood");
	kl_json_int(j, h->hands[i].deadwood);
	kl_json_key(j, "arrangement");
	if (h->hands[i].typed_as_points ||
	    kl_hist_arrangement(&h->hands[i], &a) != 0) {
		kl_json_null(j);
		return;
	}
	kl_json_object(j);
	kl_json_key(j, "melds");
	kl_json_array(j);
	for (g = 0; g < a.melds.ngroups; g++) {
		n = 0;
		for (k = 0; k < a.melds.n; k++)
			if (a.melds.group[k] == g)
				group[n++] = a.melds.cards[k];
		kl_json_cards(j, group, n);
	}
	kl_json_end(j);
	kl_json_key(j, "unmatched");
	kl_json_cards(j, a.unmatched.cards, a.unmatched.n);
	kl_json_key(j, "discard");
	if (a.discard == KL_NO_CARD)
		kl_json_null(j);
	else
		kl_json_card(j, a.discard);
	/* gin: the cards the defender laid off */
	if (a.has_layoffs) {
		kl_json_key(j, "layoffs");
		kl_json_cards(j, a.layoffs.cards, a.layoffs.n);
	}
	kl_json_end(j);
}

/* The game, buy-back or abandon of step st as members of the open
 * object. */
static void
json_event(kl_json *j, const kl_hist *h, const kl_hist_step *st)
{
	const kl_history_event *ev = st->ev;
	kl_game_view v;
	int k;

	kl_json_key(j, "kind");
	if (ev->kind == KL_EVENT_GAME) {
		/* the view klopf game --json formats: who declared (nobody in
		 * a dead hand or a showdown), the hands booked */
		kl_hist_view(h, st, &v);
		kl_json_str(j, "game");
		kl_json_key(j, "game");
		kl_json_int(j, st->games);
		kl_json_key(j, "dealer");
		kl_json_str(j, h->row.names[st->res.dealer]);
		kl_json_key(j, "declarer");
		kl_json_str(j, v.declarer >= 0 ? h->row.names[v.declarer] :
		            NULL);
		kl_json_key(j, "declaration");
		kl_json_str(j, v.kind_word);
		if (v.upcard >= 0) {
			kl_json_key(j, "upcard");
			kl_json_card(j, (kl_card)v.upcard);
		}
		kl_json_key(j, "hands");
		kl_json_array(j);
		for (k = 0; k < h->row.nplayers; k++) {
			if (!v.hand[k].given)
				continue;
			kl_json_object(j);
			kl_json_key(j, "name");
			kl_json_str(j, h->row.names[k]);
			kl_json_key(j, "points");
			kl_json_int(j, v.hand[k].points);
			kl_json_key(j, "total");
			kl_json_int(j, st->total[k]);
			kl_json_key(j, "typed_as_points");
			kl_json_bool(j, ev->typed_as_points[k]);
			json_stored_hand(j, h, st->games, k);
			kl_json_end(j);
		}
		kl_json_end(j);
		kl_json_key(j, "out");
		kl_json_array(j);
		for (k = 0; k < h->row.nplayers; k++)
			if (st->res.newly_out[k])
				kl_json_str(j, h->row.names[k]);
		kl_json_end(j);
	} else if (ev->kind == KL_EVENT_BUYBACK) {
		kl_json_str(j, "buyback");
		kl_json_key(j, "name");
		kl_json_str(j, h->row.names[ev->seat]);
		kl_json_key(j, "total_before");
		kl_json_int(j, st->before[ev->seat]);
		kl_json_key(j, "total_after");
		kl_json_int(j, st->total[ev->seat]);
		kl_json_key(j, "cost");
		kl_json_int(j, ev->cost);
	} else if (ev->kind == KL_EVENT_LEAVE) {
		kl_json_str(j, "leave");
		kl_json_key(j, "name");
		kl_json_str(j, h->row.names[ev->seat]);
		kl_json_key(j, "total");
		kl_json_int(j, st->total[ev->seat]);
	} else if (ev->kind == KL_EVENT_RULES) {
		int set = kl_rules_find(ev->key);
		char was[32];
		kl_json_str(j, "rules");
		kl_json_key(j, "rule");
		kl_json_str(j, ev->key);
		kl_json_key(j, "before");
		kl_json_str(j, set >= 0 ? kl_rules_value_text(&st->rules,
		            &kl_rules_settings[set], was, sizeof(was)) : NULL);
		kl_json_key(j, "after");
		kl_json_str(j, ev->value);
		kl_json_key(j, "from_game");
		kl_json_int(j, st->games + 1);
	} else {
		kl_json_str(j, "abandon");
	}
}

/* The log as one JSON object (see the command's description).  Returns
 * the exit status (KL_EXIT_STORE when memory runs out). */
static int
print_json(kl_cli *cli, const kl_hist *h)
{
	kl_json j;
	int i, k, rc;

	kl_json_init(&j);
	kl_json_object(&j);
	kl_json_key(&j, "format_version");
	kl_json_int(&j, 1);
	kl_json_key(&j, "rubber");
	kl_json_int(&j, h->row.id);
	kl_json_key(&j, "state");
	kl_json_str(&j, kl_cli_phase_word(h->state.phase));
	kl_json_key(&j, "started_at");
	kl_json_str(&j, h->row.started_at);
	kl_json_key(&j, "ended_at");
	kl_json_str(&j, h->row.ended_at[0] != '\0' ? h->row.ended_at : NULL);
	kl_json_key(&j, "players");
	kl_json_array(&j);
	for (k = 0; k < h->row.nplayers; k++)
		kl_json_str(&j, h->row.names[k]);
	kl_json_end(&j);
	kl_json_key(&j, "antes");
	kl_json_object(&j);
	kl_cli_transfers_json(&j, &h->row, &h->antes);
	kl_json_end(&j);
	kl_json_key(&j, "events");
	kl_json_array(&j);
	for (i = 0; i < h->nsteps; i++) {
		const kl_hist_step *st = &h->steps[i];
		kl_json_object(&j);
		kl_json_key(&j, "seq");
		kl_json_int(&j, st->ev->seq);
		kl_json_key(&j, "at");
		kl_json_str(&j, st->ev->at);
		json_event(&j, h, st);
		kl_cli_transfers_json(&j, &h->row, &st->res);
		kl_json_key(&j, "pot");
		kl_json_int(&j, st->pot);
		kl_json_end(&j);
	}
	kl_json_end(&j);
	kl_json_key(&j, "standings");
	kl_json_array(&j);
	for (k = 0; k < h->row.nplayers; k++) {
		const kl_seat_state *seat = &h->state.seat[k];
		kl_json_object(&j);
		kl_json_key(&j, "name");
		kl_json_str(&j, h->row.names[k]);
		kl_json_key(&j, "total");
		kl_json_int(&j, seat->score);
		kl_json_key(&j, "state");
		kl_json_str(&j, seat->left ? "left" : seat->out ? "out" :
		            "in_play");
		kl_json_key(&j, "bought_back");
		kl_json_bool(&j, seat->bought_back);
		kl_json_key(&j, "chips");
		kl_json_int(&j, seat->chips);
		kl_json_end(&j);
	}
	kl_json_end(&j);
	kl_json_key(&j, "winners");
	kl_json_array(&j);
	for (k = 0; k < h->state.nwinners; k++)
		kl_json_str(&j, h->row.names[h->state.winners[k]]);
	kl_json_end(&j);
	kl_json_key(&j, "pot");
	kl_json_int(&j, h->state.pot);
	kl_json_key(&j, "rules");
	kl_cli_rules_json(&j, &h->row.rules);
	kl_json_key(&j, "corrections");
	kl_json_array(&j);
	for (i = 0; i < h->ncorrections; i++) {
		kl_json_object(&j);
		kl_json_key(&j, "game");
		kl_json_int(&j, h->corrections[i].number);
		kl_json_key(&j, "at");
		kl_json_str(&j, h->corrections[i].at);
		kl_json_key(&j, "old");
		json_stored_game(&j, h, &h->corrected[2 * i]);
		kl_json_key(&j, "new");
		json_stored_game(&j, h, &h->corrected[2 * i + 1]);
		kl_json_end(&j);
	}
	kl_json_end(&j);
	kl_json_end(&j);
	rc = kl_cli_put_json(cli, &j);
	kl_json_free(&j);
	return rc;
}


/* The log as CSV: a header, then a line per player and event. */
static void
print_csv(kl_cli *cli, const kl_hist *h)
{
	FILE *f = cli->out;
	int net[KL_PLAYERS_MAX], i, k;

	fputs("rubber,seq,at,event,game,dealer,declarer,declaration,player,"
	      "points,total,chips,out\n", f);
	net_chips(&h->antes, net);
	for (k = 0; k < h->row.nplayers; k++)
		kl_cli_csv_line(f, h, 0, h->row.started_at, "ante", 0, -1, -1, "", k,
		         -1, 0, net[k], 0);
	for (i = 0; i < h->nsteps; i++) {
		const kl_hist_step *st = &h->steps[i];
		const kl_history_event *ev = st->ev;
		kl_game_view v = { 0 };
		net_chips(&st->res, net);
		if (ev->kind == KL_EVENT_GAME)
			kl_hist_view(h, st, &v);
		for (k = 0; k < h->row.nplayers; k++) {
			if (ev->kind == KL_EVENT_GAME)
				kl_cli_csv_line(f, h, ev->seq, ev->at, "game",
				         st->games, st->res.dealer, v.declarer,
				         stored_kind(&h->row.rules, ev->rummy, ev->big, ev->dead),
				         k, st->in_play[k] && !ev->dead ?
				         st->res.points[k] : -1,
				         st->total[k], net[k],
				         st->res.newly_out[k]);
			else if (ev->kind == KL_EVENT_BUYBACK && k == ev->seat)
				kl_cli_csv_line(f, h, ev->seq, ev->at, "buyback", 0,
				         -1, -1, "", k, -1, st->total[k],
				         net[k], 0);
			else if (ev->kind == KL_EVENT_ABANDON)
				kl_cli_csv_line(f, h, ev->seq, ev->at, "abandon", 0,
				         -1, -1, "", k, -1, st->total[k],
				         net[k], 0);
			else if (ev->kind == KL_EVENT_LEAVE && k == ev->seat)
				kl_cli_csv_line(f, h, ev->seq, ev->at, "leave", 0, -1,
				         -1, "", k, -1, st->total[k], net[k], 1);
			else if (ev->kind == KL_EVENT_LEAVE && net[k] != 0)
				kl_cli_csv_line(f, h, ev->seq, ev->at, "pot", 0, -1,
				         -1, "", k, -1, st->total[k], net[k], 0);
		}
	}
}

/* klopf history: load and replay the rubber, print it in the format
 * asked for.  Returns the exit status. */
static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_store *s = NULL;
	kl_hist h;
	int done, rc;

	memset(&h, 0, sizeof(h));
	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands > 1)
		return kl_cli_usage(cli, _("history: give at most one rubber "
		                    "number"));
	if (kl_cli_opt(cli, HISTORY_JSON)->count +
	    kl_cli_opt(cli, HISTORY_CSV)->count +
	    kl_cli_opt(cli, HISTORY_CORRECTIONS)->count > 1)
		return kl_cli_usage(cli, _("history: give one of --json, --csv and "
		                    "--corrections"));
	if ((rc = kl_cli_store(cli, KL_OPS_DB_READ, &s)))
		return rc;
	if ((rc = kl_cli_hist_load(cli, s, cli->noperands ? cli->operands[0] :
	                       NULL, &h)))
		goto done;
	if (kl_cli_opt(cli, HISTORY_JSON)->count) {
		rc = print_json(cli, &h);
		goto done;
	}
	if (kl_cli_opt(cli, HISTORY_CSV)->count)
		print_csv(cli, &h);
	else if (kl_cli_opt(cli, HISTORY_CORRECTIONS)->count)
		print_corrections(cli, &h);
	else
		print_text(cli, &h);
	rc = KL_EXIT_OK;
done:
	kl_hist_free(&h);
	kl_ops_db_close(s);
	return rc;
}

const kl_command kl_cmd_history = {
	.name = "history",
	.summary = N_("show the game-by-game log of a rubber"),
	.synopsis = N_("[RUBBER] [--hands] [--json | --csv | --corrections]"),
	.description = N_(
	"Shows rubber number RUBBER (see klopf rubbers), by default the one in\n"
	"play or else the last one, as it was played: for every game the\n"
	"dealer, who went out and how (knock or rummy), each player's points\n"
	"and running total, and the chips it moved; buy-backs, eliminations\n"
	"and the end of the rubber in order.  Everything is computed again\n"
	"from the recorded events by the rules engine.  Times are local.\n"
	"House rules that are not the defaults are shown under the header.\n"
	"--hands shows every game's hands under it: the arrangement booked\n"
	"(or the points typed) and the text as typed.  --corrections lists\n"
	"the corrections of past games (klopf fix): when, which game, and\n"
	"what was replaced by what; without it a corrected game is marked\n"
	"with * and the times of its corrections.\n"
	"\n"
	"--csv prints one line per player and event, with the header\n"
	"rubber,seq,at,event,game,dealer,declarer,declaration,player,points,\n"
	"total,chips,out (event: ante, game, buyback or abandon; chips: the\n"
	"player's net chips in that event; at in UTC).  --json prints\n"
	"{\"format_version\":1,\"rubber\":N,\"state\":..,\"started_at\":..,\n"
	"\"ended_at\":..,\"players\":[..],\"antes\":{\"transfers\":[..]},\n"
	"\"events\":[{\"seq\":N,\"at\":..,\"kind\":\"game\"|\"buyback\"|\"abandon\",\n"
	"...,\"transfers\":[{\"from\":NAME|null,\"to\":NAME|null,\"amount\":N,\n"
	"\"reason\":..}],\"pot\":N}],\"standings\":[..],\"winners\":[..],\"pot\":N,\n"
	"\"rules\":{..},\"corrections\":[{\"game\":N,\"at\":..,\"old\":{\"declarer\":\n"
	"NAME|null,\"kind\":..,\"hands\":[{\"name\",\"typed\"}]},\"new\":{..}}]}\n"
	"(the rules as klopf rules --json prints them); each game's hands carry\n"
	"\"typed\", \"deadwood\" and the \"arrangement\" booked ({\"melds\",\n"
	"\"unmatched\",\"discard\"}, null for points typed).  As in klopf game\n"
	"--json, a game's \"declarer\" is null when nobody declared (a dead\n"
	"hand, the showdown) and its \"hands\" are those booked (none in a dead\n"
	"hand).\n"),
	.opts = opts,
	.nopts = HISTORY_NOPTS,
	.run = run,
};
