/* cli_booked.c - a booked or corrected game, for people and as JSON
 * (see cli_booked.h). */
#include "cli_booked.h"

#include <string.h>

#include "cli_decl.h"
#include "cli_rubber.h"
#include "cli_standings.h"

/* The arrangement of seat's hand in g as it is booked (gin: the showing,
 * and the defender's layoffs after it). */
static void
shown_hand(kl_cli *cli, const kl_game *g, int seat, FILE *f)
{
	const kl_arrangement *a = kl_game_shown(g, seat);

	if (a == NULL)
		return;
	kl_cli_arrangement(cli, a, f);
	if (g->gin_done && seat != g->declarer && g->gin.nlayoffs > 0) {
		fputs(_("  laid off "), f);
		kl_cli_cards(cli, g->gin.layoffs, g->gin.nlayoffs, f);
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

/* What the winner of a hand of a race game scored, as the game says
 * it. */
static void
race_outcome(kl_cli *cli, const kl_ops_game_result *g)
{
	const kl_game_def *def = kl_gamedef_of(&g->after.row.rules);
	const char *w = g->after.row.names[g->res.winner];

	if (def->outcome == NULL)
		return;
	fprintf(cli->out, _(def->outcome(g->res.kind)), w, def->pays_worth ?
	        g->game.worth : g->res.points[g->res.winner]);
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

/* A booked hand of a race game. */
static void
race_booked(kl_cli *cli, const kl_ops_game_result *g)
{
	const kl_ops_rubber *r = &g->after;
	const kl_rubber *st = &r->state;
	const kl_game *gm = &g->game;
	const char *who = gm->declarer >= 0 ? r->row.names[gm->declarer] : "";
	long long id = (long long)r->row.id;
	FILE *f = cli->out;
	int k, deadwood[KL_PLAYERS_MAX];

	kl_cli_decl_headline(f, kl_cli_decl_of(gm), g->number, id, who,
	                     r->row.names[g->dealer]);
	if (gm->upcard >= 0) {
		char card[KL_CARD_NAME_MAX];
		kl_card_name((kl_card)gm->upcard, KL_STYLE_ASCII, card,
		             sizeof(card));
		if (gm->t.rules.knock_limit < 0)
			fprintf(f, _("upcard %s: only gin ends this hand\n"),
			        card);
		else
			fprintf(f, _("upcard %s: a knock needs %d or less\n"),
			        card, gm->t.rules.knock_limit);
		if (kl_card_suit((kl_card)gm->upcard) == KL_SPADES)
			fputs(_("the upcard is a spade: the hand counts "
			        "double\n"), f);
	}
	if (gm->declarer >= 0) {
		kl_game_deadwood(gm, deadwood);
		for (k = 0; k < r->row.nplayers; k++) {
			const kl_arrangement *a = kl_game_shown(gm, k);
			if (a == NULL)
				continue;
			fputs("  ", f);
			kl_cli_pad(f, r->row.names[k], 10, 0);
			fprintf(f, _(" counts %3d  "), deadwood[k]);
			shown_hand(cli, gm, k, f);
			fputc('\n', f);
		}
		if (gm->gin_done && gm->gin.knocker.deadwood >
		    gm->gin.knocker_min)
			fprintf(f, _("%s shows deadwood %d rather than the least, "
			        "%d, so that less can be laid off\n"), who,
			        gm->gin.knocker.deadwood, gm->gin.knocker_min);
		race_outcome(cli, g);
	}
	if (g->res.ntransfers > 0)
		fputs(_("chips:\n"), f);
	for (k = 0; k < g->res.ntransfers; k++)
		race_transfer(cli, &r->row, &g->res.transfers[k]);
	fputs(_("totals:"), f);
	for (k = 0; k < r->row.nplayers; k++)
		fprintf(f, kl_gamedef_of(&st->rules)->by_chips ? "%s %s %+d" :
		        "%s %s %d", k ? "," : "", r->row.names[k],
		        kl_game_total(st, k));
	fputc('\n', f);
	if (st->phase != KL_RUBBER_IN_PLAY) {
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
booked_head(kl_cli *cli, const kl_ops_game_result *g)
{
	const kl_rubber_row *row = &g->after.row;
	const char *who = row->names[g->game.declarer];

	kl_cli_decl_headline(cli->out, kl_cli_decl_of(&g->game), g->number,
	                     (long long)row->id, who, row->names[g->dealer]);
	if (kl_game_knock_is_rummy(&g->game))
		fprintf(cli->out, _("%s showed a rummy; it is booked as the "
		        "knock declared\n"), who);
}

void
kl_cli_booked(kl_cli *cli, const kl_ops_game_result *g)
{
	const kl_ops_rubber *r = &g->after;
	const kl_rubber *st = &r->state;
	FILE *f = cli->out;
	int k;

	if (kl_gamedef_of(&st->rules)->race) {
		race_booked(cli, g);
		return;
	}
	booked_head(cli, g);
	for (k = 0; k < r->row.nplayers; k++) {
		const kl_game_hand *h = &g->game.hand[k];
		if (!h->given)
			continue;
		fputs("  ", f);
		kl_cli_pad(f, r->row.names[k], 10, 0);
		fprintf(f, _(" %3d points  "), g->res.points[k]);
		if (h->as_points)
			fputs(_("(typed as points)"), f);
		else
			kl_cli_arrangement(cli, &h->arr, f);
		fputc('\n', f);
	}
	kl_cli_transfers(cli, &r->row, &g->res);
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

int
kl_cli_booked_json(kl_cli *cli, const kl_ops_game_result *g)
{
	const kl_rubber_row *row = &g->after.row;
	const kl_game_def *def = kl_gamedef_of(&row->rules);
	int deadwood[KL_PLAYERS_MAX];
	kl_json j;
	int i, rc;

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
	kl_json_str(&j, g->game.declarer >= 0 ? row->names[g->game.declarer] :
	            NULL);
	kl_json_key(&j, "kind");
	kl_json_str(&j, kl_cli_decl_of(&g->game) != NULL ?
	            kl_cli_decl_of(&g->game)->word :
	            kl_verdict_name(g->game.kind));
	if (kl_gamedef_of(&row->rules)->race) {
		kl_json_key(&j, "winner");
		kl_json_str(&j, g->res.winner >= 0 ?
		            row->names[g->res.winner] : NULL);
		if (g->game.worth > 0) {
			kl_json_key(&j, "worth");
			kl_json_int(&j, g->game.worth);
		}
		kl_json_key(&j, "result");
		kl_json_str(&j, g->res.winner < 0 || def->result_name == NULL ?
		            NULL : def->result_name(g->res.kind));
		if (g->game.upcard >= 0) {
			kl_json_key(&j, "upcard");
			kl_json_card(&j, (kl_card)g->game.upcard);
		}
	}
	kl_game_deadwood(&g->game, deadwood);
	kl_json_key(&j, "hands");
	kl_json_array(&j);
	for (i = 0; i < g->game.norder; i++) {
		int seat = g->game.order[i];
		const kl_game_hand *h = &g->game.hand[seat];
		kl_json_object(&j);
		kl_json_key(&j, "name");
		kl_json_str(&j, row->names[seat]);
		kl_json_key(&j, "deadwood");
		kl_json_int(&j, deadwood[seat]);
		kl_json_key(&j, "points");
		kl_json_int(&j, g->res.points[seat]);
		kl_json_key(&j, "typed_as_points");
		kl_json_bool(&j, h->as_points);
		if (!h->as_points) {
			kl_json_key(&j, "arrangement");
			kl_cli_arrangement_json(&j, kl_game_shown(&g->game,
			                                          seat));
		}
		if (g->game.gin_done && seat != g->game.declarer) {
			kl_json_key(&j, "layoffs");
			kl_json_cards(&j, g->game.gin.layoffs,
			              g->game.gin.nlayoffs);
		}
		kl_json_end(&j);
	}
	kl_json_end(&j);
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
print_changes(kl_cli *cli, const kl_ops_fix_result *f)
{
	const kl_rubber_row *row = &f->after.row;
	const kl_game *g = &f->game;
	int k;

	if (g->declarer != f->old_declarer || g->kind != f->old_kind)
		kl_cli_decl_change(cli->out, kl_cli_decl_of(g),
		                   g->declarer >= 0 ? row->names[g->declarer] :
		                   "");
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
	int k;

	fprintf(cli->out, _("corrected game %d of rubber %lld:\n"), f->number,
	        (long long)f->after.row.id);
	print_changes(cli, f);
	kl_cli_decl_fixed(cli->out, kl_cli_decl_of(&f->game), f->number,
	                  f->game.declarer >= 0 ?
	                  f->after.row.names[f->game.declarer] : "");
	for (k = 0; k < f->after.row.nplayers; k++) {
		const kl_game_hand *h = &f->game.hand[k];
		if (!h->given)
			continue;
		fputs("  ", cli->out);
		kl_cli_pad(cli->out, f->after.row.names[k], 10, 0);
		fprintf(cli->out, _(" %3d points  "), f->res.points[k]);
		if (h->as_points)
			fputs(_("(typed as points)"), cli->out);
		else
			shown_hand(cli, &f->game, k, cli->out);
		fputc('\n', cli->out);
	}
	print_standings_change(cli, f);
}
