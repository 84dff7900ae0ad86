/* cli_booked.c - a booked or corrected game, for people and as JSON
 * (see cli_booked.h). */
#include "cli_booked.h"

#include <string.h>

#include "cli_decl.h"
#include "cli_fit.h"
#include "cli_rubber.h"
#include "cli_standings.h"
#include "kl_gamedef.h"
#include "kl_view.h"

/* The arrangement of seat's hand as it is booked (gin: the showing,
 * and the defender's layoffs after it), in the flow fl. */
static void
shown_hand(kl_flow *fl, const kl_game_view *v, int seat)
{
	const kl_view_hand *h = &v->hand[seat];

	if (h->shown == NULL)
		return;
	kl_flow_arrangement(fl, h->shown, 0);
	if (h->nlayoffs > 0)
		kl_flow_labelled(fl, _("  laid off "), h->layoffs, h->nlayoffs);
}

/* The columns the start of a hand's row leaves for its name: the
 * indent, the figure (" 12 points  ") and a few cards. */
#define HAND_REST (2 + 14 + 16)

/* The width of the names' column of the hands of row (10 when the
 * line's width is not known). */
static int
hand_names(const kl_cli *cli, const kl_rubber_row *row)
{
	const char *names[KL_PLAYERS_MAX];
	int s;

	for (s = 0; s < row->nplayers; s++)
		names[s] = row->names[s];
	return kl_cli_name_column(cli, names, row->nplayers, 10, HAND_REST);
}

/* Start the row of a hand in fl: "  NAME" in a column of nw. */
static void
hand_row(kl_flow *fl, kl_cli *cli, const char *name, int nw)
{
	kl_flow_begin(fl, cli, cli->out, 0, 6);
	kl_flow_text(fl, "  ");
	kl_flow_cell(fl, name, nw, 0);
}

/* One total of a list "totals: Anna 2, Ben 38": the comma, then the
 * item made by fmt ("%s %s %d", its first %s the separator left empty:
 * its leading spaces separate it) from name and n. */
static void
list_item(kl_flow *fl, int k, const char *fmt, const char *name, int n)
{
	char item[KL_NAME_MAX + 64];

	snprintf(item, sizeof(item), fmt, "", name, n);
	kl_flow_text(fl, k ? "," : "");
	kl_flow_note(fl, item);
}

/* Start a list such as "totals:" on its own line, continued lines under
 * its first item. */
static void
list_begin(kl_flow *fl, kl_cli *cli, const char *head)
{
	kl_flow_begin(fl, cli, cli->out, 0, kl_cli_width(head) + 1);
	fl->reserve = 1;
	kl_flow_text(fl, head);
}

/* Does seat's hand show nothing at all (a player of a melding game who
 * went out, with no cards typed)? */
static int
shows_nothing(const kl_view_hand *h)
{
	return !h->as_points && h->shown != NULL && h->shown->nmelds == 0 &&
	       h->shown->nunmatched == 0 && h->shown->discard == KL_NO_CARD &&
	       h->nlayoffs == 0;
}

/* The head of a hand's line, format (" counts %3d  ", a number), into
 * fl, without the blanks at its end when nothing follows on the line. */
static void
hand_lead(kl_flow *fl, const char *format, int n, int nothing)
{
	char lead[64];
	size_t len;

	snprintf(lead, sizeof(lead), format, n);
	len = strlen(lead);
	while (nothing && len > 0 && lead[len - 1] == ' ')
		lead[--len] = '\0';
	kl_flow_text(fl, lead);
}

/* "(typed as points)" after a hand typed as the points it counts, or
 * when it books other points than it counts (doubled, or collected by
 * the winner) "(typed as 40 points)". */
static void
typed_points(const kl_view_hand *h, kl_flow *fl)
{
	char text[96];

	if (h->points >= 0 && h->points != h->deadwood) {
		snprintf(text, sizeof(text), KL_NP("(typed as %d point)",
		         "(typed as %d points)", h->deadwood), h->deadwood);
		kl_flow_words(fl, text);
	} else {
		kl_flow_words(fl, _("(typed as points)"));
	}
}

/* One transfer of a game of gin or knock rummy as a sentence. */
static void
race_transfer(kl_cli *cli, const kl_rubber_row *row, const kl_transfer *t)
{
	const char *from = row->names[t->from], *to = row->names[t->to];

	switch (t->reason) {
	case KL_XFER_COUNT:
		kl_cli_sayf(cli, cli->out, 4, _("  %s pays %d to %s: the difference of the "
		        "counts\n"), from, t->amount, to);
		break;
	case KL_XFER_RUM:
		kl_cli_sayf(cli, cli->out, 4, _("  %s pays %d to %s: the rum bonus\n"), from,
		        t->amount, to);
		break;
	case KL_XFER_UNDERCUT:
		kl_cli_sayf(cli, cli->out, 4, _("  %s pays %d to %s: the undercut penalty\n"), from,
		        t->amount, to);
		break;
	case KL_XFER_POINTS:
		kl_cli_sayf(cli, cli->out, 4, _("  %s pays %d to %s: the difference of the "
		        "points\n"), from, t->amount, to);
		break;
	case KL_XFER_GAME:
		kl_cli_sayf(cli, cli->out, 4, _("  %s pays %d to %s: the game bonus\n"), from,
		        t->amount, to);
		break;
	case KL_XFER_BOXES:
		kl_cli_sayf(cli, cli->out, 4, _("  %s pays %d to %s: the difference of the "
		        "boxes\n"), from, t->amount, to);
		break;
	case KL_XFER_SHUTOUT:
		kl_cli_sayf(cli, cli->out, 4, _("  %s pays %d to %s: the shutout\n"), from,
		        t->amount, to);
		break;
	case KL_XFER_OUT:
		kl_cli_sayf(cli, cli->out, 4, _("  %s pays %d to %s for going out\n"), from,
		        t->amount, to);
		break;
	case KL_XFER_U:
		kl_cli_sayf(cli, cli->out, 4, _("  %s pays %d to %s for ù\n"), from, t->amount, to);
		break;
	case KL_XFER_PLACE:
		kl_cli_sayf(cli, cli->out, 4, _("  %s pays %d to %s by place in the showdown\n"),
		        from, t->amount, to);
		break;
	case KL_XFER_MOM:
		kl_cli_sayf(cli, cli->out, 4, _("  %s pays %d to %s: a hand without a meld "
		        "(móm)\n"), from, t->amount, to);
		break;
	default:
		kl_cli_sayf(cli, cli->out, 4, _("  %s pays %d to %s\n"), from, t->amount, to);
		break;
	}
}

void
kl_cli_race_winners(FILE *f, const kl_rubber_row *row, const kl_rubber *st)
{
	int w;

	if (st->nwinners == 1) {
		fprintf(f, _("%s wins the game\n"), row->names[st->winners[0]]);
		return;
	}
	for (w = 0; w < st->nwinners; w++)
		fprintf(f, _("%s shares the win\n"), row->names[st->winners[w]]);
}

/* The upcard of a hand of Oklahoma gin and what it makes of the hand. */
static void
upcard_lines(const kl_game_view *v, FILE *f)
{
	char card[KL_CARD_NAME_MAX];

	if (v->upcard < 0)
		return;
	kl_card_name((kl_card)v->upcard, KL_STYLE_ASCII, card, sizeof(card));
	if (v->upcard_limit < 0)
		fprintf(f, _("upcard %s: only gin ends this hand\n"), card);
	else
		fprintf(f, _("upcard %s: a knock needs %d or less\n"), card,
		        v->upcard_limit);
	if (v->upcard_doubles)
		fputs(_("the upcard is a spade: the hand counts double\n"), f);
}

void
kl_cli_gin_over_big(FILE *f, const kl_game_view *v, const kl_rubber_row *row)
{
	if (v->gin_over_big && v->declarer >= 0)
		fprintf(f, _("all eleven of %s's cards meld, but gin after a "
		        "discard scores more than big gin under these rules "
		        "(bonus %d against %d), so the hand is gin\n"),
		        row->names[v->declarer], v->gin_bonus, v->big_gin_bonus);
}

/* Every hand of a race game as booked, and what the winner scored. */
static void
race_hands(kl_cli *cli, const kl_ops_game_result *g, const kl_game_view *v)
{
	const kl_rubber_row *row = &g->after.row;
	FILE *f = cli->out;
	kl_cli_held held;
	kl_flow fl;
	int k, nw = hand_names(cli, row);

	for (k = 0; k < row->nplayers; k++) {
		if (v->hand[k].shown == NULL && !v->hand[k].as_points)
			continue;
		hand_row(&fl, cli, row->names[k], nw);
		if (v->hand[k].unseen) {
			/* ù: a hand the score does not need */
			kl_flow_text(&fl, " ");
			kl_flow_words(&fl, _("(not shown)"));
			kl_flow_end(&fl);
			continue;
		}
		hand_lead(&fl, _(" counts %3d  "), v->hand[k].deadwood,
		          shows_nothing(&v->hand[k]));
		kl_flow_hang(&fl);
		if (v->hand[k].as_points)
			kl_flow_words(&fl, _("(typed as points)"));
		else
			shown_hand(&fl, v, k);
		kl_flow_end(&fl);
	}
	if (v->shows_more)
		fprintf(f, _("%s shows deadwood %d rather than the least, %d, so "
		        "that less can be laid off\n"), row->names[v->declarer],
		        v->shown_deadwood, v->least_deadwood);
	kl_cli_gin_over_big(kl_cli_held_open(&held, f), v, row);
	kl_cli_held_say(cli, &held, 2);
	if (v->outcome != NULL)
		kl_cli_sayf(cli, f, 2, _(v->outcome), row->names[v->winner],
		            v->outcome_amount);
	/* where every player books his own (Rommé, Hungarian): what each
	 * booked, the counts doubled after going out at once; a blocked
	 * hand: who scores, tied lowest counts each their share */
	if (v->def->no_chips &&
	    (kl_gamedef_lowest_wins(&g->after.state.rules) ||
	     (v->decl != NULL && (v->decl->flags & KL_DECL_NO_DECLARER)))) {
		kl_flow fl;
		int n = 0;
		list_begin(&fl, cli, _("points:"));
		for (k = 0; k < row->nplayers; k++)
			if (v->hand[k].given)
				list_item(&fl, n++, "%s %s %d", row->names[k],
				          g->res.points[k]);
		kl_flow_end(&fl);
	}
}

/* "net chips: Anna -3, Ben +8" after the last game of a rubber. */
static void
net_chips(kl_cli *cli, const kl_ops_rubber *r)
{
	kl_flow fl;
	int k;

	list_begin(&fl, cli, _("net chips:"));
	for (k = 0; k < r->row.nplayers; k++)
		list_item(&fl, k, "%s %s %+d", r->row.names[k],
		          r->state.seat[k].chips);
	kl_flow_end(&fl);
}

/* A booked hand of a race game; brief (klopf play, which showed the
 * hands already): what changed only. */
static void
race_booked(kl_cli *cli, const kl_ops_game_result *g, const kl_game_view *v,
            int brief)
{
	const kl_ops_rubber *r = &g->after;
	const kl_rubber *st = &r->state;
	FILE *f = cli->out;
	kl_cli_held held;
	kl_flow fl;
	int k;

	if (brief) {
		fprintf(f, _("game %d of rubber %lld is booked\n"), g->number,
		        (long long)r->row.id);
		if (v->outcome != NULL)
			kl_cli_sayf(cli, f, 2, _(v->outcome),
			            r->row.names[v->winner], v->outcome_amount);
	} else {
		kl_cli_held_open(&held, f);
		kl_cli_decl_headline(held.f, v->decl, g->number,
		                     (long long)r->row.id, v->declarer >= 0 ?
		                     r->row.names[v->declarer] : "",
		                     r->row.names[g->dealer]);
		kl_cli_held_say(cli, &held, 2);
		upcard_lines(v, f);
		if (v->norder > 0)
			race_hands(cli, g, v);
	}
	if (g->res.ntransfers > 0)
		fputs(_("chips:\n"), f);
	for (k = 0; k < g->res.ntransfers; k++)
		race_transfer(cli, &r->row, &g->res.transfers[k]);
	list_begin(&fl, cli, _("totals:"));
	for (k = 0; k < r->row.nplayers; k++)
		list_item(&fl, k, v->def->by_chips ? "%s %s %+d" : "%s %s %d",
		          r->row.names[k], kl_game_total(st, k));
	kl_flow_end(&fl);
	if (st->phase != KL_RUBBER_IN_PLAY) {
		kl_cli_race_winners(kl_cli_held_open(&held, f), &r->row, st);
		kl_cli_held_say(cli, &held, 2);
		/* the melding games move no chips */
		if (!v->def->no_chips)
			net_chips(cli, r);
	} else {
		fprintf(f, _("next dealer: %s\n"), r->row.names[st->dealer]);
	}
}

/* "game 4 of rubber 2: Anna knocks (Ben dealt)" */
static void
booked_head(kl_cli *cli, const kl_ops_game_result *g, const kl_game_view *v)
{
	const kl_rubber_row *row = &g->after.row;
	const char *who = v->declarer >= 0 ? row->names[v->declarer] : "";
	kl_cli_held held;

	kl_cli_held_open(&held, cli->out);
	kl_cli_decl_headline(held.f, v->decl, g->number, (long long)row->id,
	                     who, row->names[g->dealer]);
	kl_cli_held_say(cli, &held, 2);
	if (v->knock_is_rummy)
		fprintf(cli->out, _("%s showed a rummy; it is booked as the "
		        "knock declared\n"), who);
}

/* The totals after a game of Viennese Rummy, who went out, who won;
 * the buy-back offers named as klopf play reads them (typed) or as the
 * command line's. */
static void
booked_totals(kl_cli *cli, const kl_ops_game_result *g, int typed)
{
	const kl_ops_rubber *r = &g->after;
	const kl_rubber *st = &r->state;
	FILE *f = cli->out;
	kl_flow fl;
	int k;

	list_begin(&fl, cli, _("totals:"));
	for (k = 0; k < r->row.nplayers; k++)
		list_item(&fl, k, st->seat[k].left ? _("%s %s %d (left)") :
		          st->seat[k].out ? _("%s %s %d (out)") : "%s %s %d",
		          r->row.names[k], st->seat[k].score);
	kl_flow_end(&fl);
	for (k = 0; k < r->row.nplayers; k++)
		if (g->res.newly_out[k])
			fprintf(f, _("%s is out with %d points\n"), r->row.names[k],
			        st->seat[k].score);
	if (st->phase != KL_RUBBER_IN_PLAY) {
		if (st->nwinners == 1)
			fprintf(f, _("%s wins the rubber and the pot\n"),
			        r->row.names[st->winners[0]]);
		else
			for (k = 0; k < st->nwinners; k++)
				fprintf(f, _("%s shares the pot\n"),
				        r->row.names[st->winners[k]]);
		net_chips(cli, r);
	} else {
		kl_cli_buyback_offers(cli, r, typed);
		fprintf(f, _("next dealer: %s\n"), r->row.names[st->dealer]);
	}
}

/* A booked game; brief: what changed only (see kl_cli_booked_brief). */
static void
booked(kl_cli *cli, const kl_ops_game_result *g, int brief)
{
	const kl_ops_rubber *r = &g->after;
	kl_game_view v;
	kl_flow fl;
	int k, nw = hand_names(cli, &r->row);

	kl_cli_card_letters(cli, &r->state.rules);
	kl_game_view_of(&g->game, &g->res, &v);
	if (v.def->race) {
		race_booked(cli, g, &v, brief);
		return;
	}
	if (brief)
		fprintf(cli->out, _("game %d of rubber %lld is booked\n"),
		        g->number, (long long)r->row.id);
	else
		booked_head(cli, g, &v);
	for (k = 0; k < r->row.nplayers && !brief; k++) {
		if (!v.hand[k].given)
			continue;
		hand_row(&fl, cli, r->row.names[k], nw);
		kl_flow_printf(&fl, _(" %3d points  "), v.hand[k].points);
		kl_flow_hang(&fl);
		if (v.hand[k].as_points)
			kl_flow_words(&fl, _("(typed as points)"));
		else
			kl_flow_arrangement(&fl, v.hand[k].shown, 0);
		kl_flow_end(&fl);
	}
	kl_cli_transfers(cli, &r->row, &g->res);
	booked_totals(cli, g, brief);
}

void
kl_cli_booked(kl_cli *cli, const kl_ops_game_result *g)
{
	booked(cli, g, 0);
}

void
kl_cli_booked_brief(kl_cli *cli, const kl_ops_game_result *g)
{
	booked(cli, g, 1);
}

/* The hands of view v in JSON, in the order they were given. */
static void
hands_json(kl_json *j, const kl_rubber_row *row, const kl_game_view *v)
{
	int i;

	kl_json_key(j, "hands");
	kl_json_array(j);
	for (i = 0; i < v->norder; i++) {
		int seat = v->order[i];
		const kl_view_hand *h = &v->hand[seat];
		kl_json_object(j);
		kl_json_key(j, "name");
		kl_json_str(j, row->names[seat]);
		kl_json_key(j, "deadwood");
		kl_json_int(j, h->deadwood);
		kl_json_key(j, "points");
		kl_json_int(j, h->points);
		kl_json_key(j, "typed_as_points");
		kl_json_bool(j, h->as_points);
		if (!h->as_points) {
			kl_json_key(j, "arrangement");
			kl_cli_arrangement_json(j, h->shown);
		}
		if (h->layoffs != NULL) {
			kl_json_key(j, "layoffs");
			kl_json_cards(j, h->layoffs, h->nlayoffs);
		}
		kl_json_end(j);
	}
	kl_json_end(j);
}

int
kl_cli_booked_json(kl_cli *cli, const kl_ops_game_result *g)
{
	const kl_rubber_row *row = &g->after.row;
	kl_game_view v;
	kl_json j;
	int rc;

	kl_game_view_of(&g->game, &g->res, &v);
	kl_json_init(&j);
	kl_json_object(&j);
	kl_json_key(&j, "format_version");
	kl_json_int(&j, 1);
	kl_json_key(&j, "rubber");
	kl_json_int(&j, (long long)row->id);
	kl_json_key(&j, "game");
	kl_json_int(&j, g->number);
	kl_json_key(&j, "dealer");
	kl_json_str(&j, row->names[g->dealer]);
	kl_json_key(&j, "declarer");
	kl_json_str(&j, v.declarer >= 0 ? row->names[v.declarer] : NULL);
	kl_json_key(&j, "kind");
	kl_json_str(&j, v.kind_word);
	if (v.def->race) {
		kl_json_key(&j, "winner");
		kl_json_str(&j, v.winner >= 0 ? row->names[v.winner] : NULL);
		if (v.worth > 0) {
			kl_json_key(&j, "worth");
			kl_json_int(&j, v.worth);
		}
		kl_json_key(&j, "result");
		kl_json_str(&j, v.result_word);
		if (v.upcard >= 0) {
			kl_json_key(&j, "upcard");
			kl_json_card(&j, (kl_card)v.upcard);
		}
	}
	hands_json(&j, row, &v);
	kl_cli_transfers_json(&j, row, &g->res);
	kl_json_key(&j, "standings");
	kl_cli_standings_json(&j, &g->after);
	kl_json_end(&j);
	rc = kl_cli_put_json(cli, &j);
	kl_json_free(&j);
	return rc;
}

/* The hands that changed, as they were and as they are. */
static void
print_changes(kl_cli *cli, const kl_ops_fix_result *f, const kl_game_view *v)
{
	const kl_rubber_row *row = &f->after.row;
	const kl_game *g = &f->game;
	kl_cli_held held;
	kl_flow fl;
	int k, nw = hand_names(cli, row);

	if (g->declarer != f->old_declarer || g->kind != f->old_kind) {
		kl_cli_decl_change(kl_cli_held_open(&held, cli->out), v->decl,
		                   v->declarer >= 0 ?
		                   row->names[v->declarer] : "");
		kl_cli_held_say(cli, &held, 2);
	}
	for (k = 0; k < row->nplayers; k++) {
		if (!g->hand[k].given ||
		    (f->old_given[k] &&
		     !strcmp(f->old_typed[k], g->hand[k].typed)))
			continue;
		hand_row(&fl, cli, row->names[k], nw);
		kl_flow_text(&fl, " ");
		kl_flow_hang(&fl);
		/* the hands as typed break between their words */
		kl_flow_words(&fl, f->old_given[k] ? f->old_typed[k] : "-");
		kl_flow_words(&fl, " -> ");
		kl_flow_words(&fl, g->hand[k].typed);
		kl_flow_end(&fl);
	}
}

/* Every seat's total and chips, before -> after. */
static void
print_standings_change(kl_cli *cli, const kl_ops_fix_result *f)
{
	const kl_rubber *a = &f->before.state, *b = &f->after.state;
	const char *names[KL_PLAYERS_MAX];
	char note[64];
	kl_flow fl;
	/* the melding games move no chips */
	int chips = !kl_gamedef_of(&b->rules)->no_chips, k, nw;

	for (k = 0; k < f->after.row.nplayers; k++)
		names[k] = f->after.row.names[k];
	nw = kl_cli_name_column(cli, names, f->after.row.nplayers, 12,
	                        2 + 28);
	fputs(chips ? _("totals and chips, before -> after:\n") :
	      _("totals, before -> after:\n"), cli->out);
	for (k = 0; k < f->after.row.nplayers; k++) {
		kl_flow_begin(&fl, cli, cli->out, 0, 16);
		kl_flow_text(&fl, "  ");
		kl_flow_cell(&fl, f->after.row.names[k], nw, 0);
		kl_flow_printf(&fl, " %4d -> %4d", a->seat[k].score,
		               b->seat[k].score);
		if (chips)
			kl_flow_printf(&fl, "   %+4d -> %+4d", a->seat[k].chips,
			               b->seat[k].chips);
		if (!a->seat[k].out && b->seat[k].out) {
			snprintf(note, sizeof(note), _("  now out (game %d)"),
			         b->seat[k].out_game);
			kl_flow_note(&fl, note);
		} else if (a->seat[k].out && !b->seat[k].out) {
			kl_flow_note(&fl, _("  no longer out"));
		}
		kl_flow_end(&fl);
	}
	if (a->phase == KL_RUBBER_FINISHED && b->phase == KL_RUBBER_IN_PLAY)
		fprintf(cli->out, _("rubber %lld is in play again\n"),
		        (long long)f->after.row.id);
	else if (b->phase == KL_RUBBER_FINISHED &&
	         (a->phase != KL_RUBBER_FINISHED ||
	          a->nwinners != b->nwinners ||
	          memcmp(a->winners, b->winners,
	                 sizeof(a->winners[0]) * (size_t)b->nwinners))) {
		if (!chips)
			kl_cli_race_winners(cli->out, &f->after.row, b);
		else if (b->nwinners == 1)
			fprintf(cli->out, _("%s wins the rubber and the pot\n"),
			        f->after.row.names[b->winners[0]]);
		else
			for (k = 0; k < b->nwinners; k++)
				fprintf(cli->out, _("%s shares the pot\n"),
				        f->after.row.names[b->winners[k]]);
	}
}

void
kl_cli_fixed(kl_cli *cli, const kl_ops_fix_result *f)
{
	kl_game_view v;
	kl_cli_held held;
	kl_flow fl;
	int k, nw = hand_names(cli, &f->after.row);

	kl_cli_card_letters(cli, &f->after.state.rules);
	kl_game_view_of(&f->game, &f->res, &v);
	fprintf(cli->out, _("corrected game %d of rubber %lld:\n"), f->number,
	        (long long)f->after.row.id);
	print_changes(cli, f, &v);
	kl_cli_decl_fixed(kl_cli_held_open(&held, cli->out), v.decl, f->number,
	                  v.declarer >= 0 ?
	                  f->after.row.names[v.declarer] : "");
	kl_cli_held_say(cli, &held, 2);
	for (k = 0; k < f->after.row.nplayers; k++) {
		if (!v.hand[k].given)
			continue;
		hand_row(&fl, cli, f->after.row.names[k], nw);
		hand_lead(&fl, _(" %3d points  "), v.hand[k].points,
		          shows_nothing(&v.hand[k]));
		kl_flow_hang(&fl);
		if (v.hand[k].as_points)
			typed_points(&v.hand[k], &fl);
		else
			shown_hand(&fl, &v, k);
		kl_flow_end(&fl);
	}
	kl_cli_gin_over_big(kl_cli_held_open(&held, cli->out), &v,
	                    &f->after.row);
	kl_cli_held_say(cli, &held, 2);
	print_standings_change(cli, f);
	/* why a total moved that the game itself did not: a buy-back goes
	 * to the highest total of the others, which the game changed */
	for (k = 0; k < f->nmoved; k++)
		fprintf(cli->out, _("%s's buy-back after game %d now goes to %d "
		        "(not %d), the second worst total after the "
		        "correction\n"),
		        f->after.row.names[f->moved[k].seat], f->moved[k].games,
		        f->moved[k].now, f->moved[k].was);
}
