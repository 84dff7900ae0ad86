/* cli_booked.c - a booked or corrected game, for people and as JSON
 * (see cli_booked.h). */
#include "cli_booked.h"

#include <string.h>

#include "cli_decl.h"
#include "cli_rubber.h"
#include "cli_standings.h"
#include "kl_view.h"

/* The arrangement of seat's hand as it is booked (gin: the showing,
 * and the defender's layoffs after it). */
static void
shown_hand(kl_cli *cli, const kl_game_view *v, int seat, FILE *f)
{
	const kl_view_hand *h = &v->hand[seat];

	if (h->shown == NULL)
		return;
	kl_cli_arrangement(cli, h->shown, f);
	if (h->nlayoffs > 0) {
		fputs(_("  laid off "), f);
		kl_cli_cards(cli, h->layoffs, h->nlayoffs, f);
	}
}

/* One transfer of a game of gin or knock rummy as a sentence. */
static void
race_transfer(kl_cli *cli, const kl_rubber_row *row, const kl_transfer *t)
{
	const char *from = row->names[t->from], *to = row->names[t->to];
	FILE *f = cli->out;

	switch (t->reason) {
	case KL_XFER_COUNT:
		fprintf(f, _("  %s pays %d to %s: the difference of the "
		        "counts\n"), from, t->amount, to);
		break;
	case KL_XFER_RUM:
		fprintf(f, _("  %s pays %d to %s: the rum bonus\n"), from,
		        t->amount, to);
		break;
	case KL_XFER_UNDERCUT:
		fprintf(f, _("  %s pays %d to %s: the undercut penalty\n"), from,
		        t->amount, to);
		break;
	case KL_XFER_POINTS:
		fprintf(f, _("  %s pays %d to %s: the difference of the "
		        "points\n"), from, t->amount, to);
		break;
	case KL_XFER_GAME:
		fprintf(f, _("  %s pays %d to %s: the game bonus\n"), from,
		        t->amount, to);
		break;
	case KL_XFER_BOXES:
		fprintf(f, _("  %s pays %d to %s: the difference of the "
		        "boxes\n"), from, t->amount, to);
		break;
	case KL_XFER_SHUTOUT:
		fprintf(f, _("  %s pays %d to %s: the shutout\n"), from,
		        t->amount, to);
		break;
	case KL_XFER_OUT:
		fprintf(f, _("  %s pays %d to %s for going out\n"), from,
		        t->amount, to);
		break;
	case KL_XFER_U:
		fprintf(f, _("  %s pays %d to %s for ù\n"), from, t->amount, to);
		break;
	case KL_XFER_PLACE:
		fprintf(f, _("  %s pays %d to %s by place in the showdown\n"),
		        from, t->amount, to);
		break;
	case KL_XFER_MOM:
		fprintf(f, _("  %s pays %d to %s: a hand without a meld "
		        "(móm)\n"), from, t->amount, to);
		break;
	default:
		fprintf(f, _("  %s pays %d to %s\n"), from, t->amount, to);
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
	int k;

	for (k = 0; k < row->nplayers; k++) {
		if (v->hand[k].shown == NULL && !v->hand[k].as_points)
			continue;
		fputs("  ", f);
		kl_cli_pad(f, row->names[k], 10, 0);
		if (v->hand[k].unseen) {
			/* ù: a hand the score does not need */
			fputs(_(" (not shown)\n"), f);
			continue;
		}
		fprintf(f, _(" counts %3d  "), v->hand[k].deadwood);
		if (v->hand[k].as_points)
			fputs(_("(typed as points)"), f);
		else
			shown_hand(cli, v, k, f);
		fputc('\n', f);
	}
	if (v->shows_more)
		fprintf(f, _("%s shows deadwood %d rather than the least, %d, so "
		        "that less can be laid off\n"), row->names[v->declarer],
		        v->shown_deadwood, v->least_deadwood);
	kl_cli_gin_over_big(f, v, row);
	if (v->outcome != NULL)
		fprintf(f, _(v->outcome), row->names[v->winner],
		        v->outcome_amount);
}

/* A booked hand of a race game. */
static void
race_booked(kl_cli *cli, const kl_ops_game_result *g, const kl_game_view *v)
{
	const kl_ops_rubber *r = &g->after;
	const kl_rubber *st = &r->state;
	FILE *f = cli->out;
	int k;

	kl_cli_decl_headline(f, v->decl, g->number, (long long)r->row.id,
	                     v->declarer >= 0 ? r->row.names[v->declarer] : "",
	                     r->row.names[g->dealer]);
	upcard_lines(v, f);
	if (v->norder > 0)
		race_hands(cli, g, v);
	if (g->res.ntransfers > 0)
		fputs(_("chips:\n"), f);
	for (k = 0; k < g->res.ntransfers; k++)
		race_transfer(cli, &r->row, &g->res.transfers[k]);
	fputs(_("totals:"), f);
	for (k = 0; k < r->row.nplayers; k++)
		fprintf(f, v->def->by_chips ? "%s %s %+d" : "%s %s %d",
		        k ? "," : "", r->row.names[k], kl_game_total(st, k));
	fputc('\n', f);
	if (st->phase != KL_RUBBER_IN_PLAY && v->def->no_chips) {
		kl_cli_race_winners(f, &r->row, st);
	} else if (st->phase != KL_RUBBER_IN_PLAY) {
		kl_cli_race_winners(f, &r->row, st);
		fputs(_("net chips:"), f);
		for (k = 0; k < r->row.nplayers; k++)
			fprintf(f, "%s %s %+d", k ? "," : "", r->row.names[k],
			        st->seat[k].chips);
		fputc('\n', f);
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

	kl_cli_decl_headline(cli->out, v->decl, g->number, (long long)row->id,
	                     who, row->names[g->dealer]);
	if (v->knock_is_rummy)
		fprintf(cli->out, _("%s showed a rummy; it is booked as the "
		        "knock declared\n"), who);
}

/* The totals after a game of Viennese Rummy, who went out, who won. */
static void
booked_totals(kl_cli *cli, const kl_ops_game_result *g)
{
	const kl_ops_rubber *r = &g->after;
	const kl_rubber *st = &r->state;
	FILE *f = cli->out;
	int k;

	fputs(_("totals:"), f);
	for (k = 0; k < r->row.nplayers; k++)
		fprintf(f, st->seat[k].left ? _("%s %s %d (left)") :
		        st->seat[k].out ? _("%s %s %d (out)") : "%s %s %d",
		        k ? "," : "", r->row.names[k], st->seat[k].score);
	fputc('\n', f);
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
		fputs(_("net chips:"), f);
		for (k = 0; k < r->row.nplayers; k++)
			fprintf(f, "%s %s %+d", k ? "," : "", r->row.names[k],
			        st->seat[k].chips);
		fputc('\n', f);
	} else {
		kl_cli_buyback_offers(cli, r);
		fprintf(f, _("next dealer: %s\n"), r->row.names[st->dealer]);
	}
}

void
kl_cli_booked(kl_cli *cli, const kl_ops_game_result *g)
{
	const kl_ops_rubber *r = &g->after;
	kl_game_view v;
	FILE *f = cli->out;
	int k;

	kl_game_view_of(&g->game, &g->res, &v);
	if (v.def->race) {
		race_booked(cli, g, &v);
		return;
	}
	booked_head(cli, g, &v);
	for (k = 0; k < r->row.nplayers; k++) {
		if (!v.hand[k].given)
			continue;
		fputs("  ", f);
		kl_cli_pad(f, r->row.names[k], 10, 0);
		fprintf(f, _(" %3d points  "), v.hand[k].points);
		if (v.hand[k].as_points)
			fputs(_("(typed as points)"), f);
		else
			kl_cli_arrangement(cli, v.hand[k].shown, f);
		fputc('\n', f);
	}
	kl_cli_transfers(cli, &r->row, &g->res);
	booked_totals(cli, g);
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
	int k;

	if (g->declarer != f->old_declarer || g->kind != f->old_kind)
		kl_cli_decl_change(cli->out, v->decl, v->declarer >= 0 ?
		                   row->names[v->declarer] : "");
	for (k = 0; k < row->nplayers; k++) {
		if (!g->hand[k].given ||
		    (f->old_given[k] &&
		     !strcmp(f->old_typed[k], g->hand[k].typed)))
			continue;
		fputs("  ", cli->out);
		kl_cli_pad(cli->out, row->names[k], 10, 0);
		fprintf(cli->out, " %s -> %s\n", f->old_given[k] ?
		        f->old_typed[k] : "-", g->hand[k].typed);
	}
}

/* Every seat's total and chips, before -> after. */
static void
print_standings_change(kl_cli *cli, const kl_ops_fix_result *f)
{
	const kl_rubber *a = &f->before.state, *b = &f->after.state;
	int k;

	fputs(_("totals and chips, before -> after:\n"), cli->out);
	for (k = 0; k < f->after.row.nplayers; k++) {
		fputs("  ", cli->out);
		kl_cli_pad(cli->out, f->after.row.names[k], 12, 0);
		fprintf(cli->out, " %4d -> %4d   %+4d -> %+4d", a->seat[k].score,
		        b->seat[k].score, a->seat[k].chips, b->seat[k].chips);
		if (!a->seat[k].out && b->seat[k].out)
			fprintf(cli->out, _("  now out (game %d)"),
			        b->seat[k].out_game);
		else if (a->seat[k].out && !b->seat[k].out)
			fputs(_("  no longer out"), cli->out);
		fputc('\n', cli->out);
	}
	if (a->phase == KL_RUBBER_FINISHED && b->phase == KL_RUBBER_IN_PLAY)
		fprintf(cli->out, _("rubber %lld is in play again\n"),
		        (long long)f->after.row.id);
	else if (b->phase == KL_RUBBER_FINISHED &&
	         (a->phase != KL_RUBBER_FINISHED ||
	          a->nwinners != b->nwinners ||
	          memcmp(a->winners, b->winners,
	                 sizeof(a->winners[0]) * (size_t)b->nwinners))) {
		if (b->nwinners == 1)
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
	int k;

	kl_game_view_of(&f->game, &f->res, &v);
	fprintf(cli->out, _("corrected game %d of rubber %lld:\n"), f->number,
	        (long long)f->after.row.id);
	print_changes(cli, f, &v);
	kl_cli_decl_fixed(cli->out, v.decl, f->number, v.declarer >= 0 ?
	                  f->after.row.names[v.declarer] : "");
	for (k = 0; k < f->after.row.nplayers; k++) {
		if (!v.hand[k].given)
			continue;
		fputs("  ", cli->out);
		kl_cli_pad(cli->out, f->after.row.names[k], 10, 0);
		fprintf(cli->out, _(" %3d points  "), v.hand[k].points);
		if (v.hand[k].as_points)
			fputs(_("(typed as points)"), cli->out);
		else
			shown_hand(cli, &v, k, cli->out);
		fputc('\n', cli->out);
	}
	kl_cli_gin_over_big(cli->out, &v, &f->after.row);
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
