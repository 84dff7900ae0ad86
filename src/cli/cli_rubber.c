/* cli_rubber.c - shared code of the scorekeeping commands. */
#include "cli_rubber.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli_decl.h"
#include "kl_text.h"

int
kl_cli_store(kl_cli *cli, int mode, kl_store **out)
{
	char path[KL_PATH_MAX];
	kl_error err;

	kl_error_clear(&err);
	if (kl_store_path(cli->db_path, path, sizeof(path), &err) ||
	    kl_store_open(path, mode, out, &err))
		return kl_cli_error(cli, &err);
	return KL_EXIT_OK;
}

int
kl_cli_store_exists(const kl_cli *cli)
{
	char path[KL_PATH_MAX];
	kl_error err;

	kl_error_clear(&err);
	if (kl_store_path(cli->db_path, path, sizeof(path), &err))
		return 1;
	return access(path, F_OK) == 0;
}

int
kl_cli_look(kl_cli *cli, int which, kl_ops_rubber *out)
{
	kl_store *s = NULL;
	kl_error err;
	int rc;

	if ((rc = kl_cli_store(cli, KL_STORE_READ, &s)))
		return rc;
	kl_error_clear(&err);
	rc = kl_ops_look(s, which, out, &err) ? kl_cli_error(cli, &err) :
	     KL_EXIT_OK;
	kl_store_close(s);
	return rc;
}

const char *
kl_cli_names(const kl_rubber_row *row, char *buf, size_t size)
{
	const char *names[KL_PLAYERS_MAX];
	int i;

	for (i = 0; i < row->nplayers; i++)
		names[i] = row->names[i];
	return kl_text_list(names, row->nplayers, buf, size);
}

static const char *
phase_word(int phase)
{
	return phase == KL_RUBBER_FINISHED ? "finished" :
	       phase == KL_RUBBER_ABANDONED ? "abandoned" : "in_play";
}

/* The first line of the standings. */
static void
standings_head(kl_cli *cli, const kl_ops_rubber *r)
{
	const kl_rubber *st = &r->state;
	long long id = (long long)r->row.id;
	FILE *f = cli->out;

	if (st->phase == KL_RUBBER_IN_PLAY)
		fprintf(f, KL_NP("rubber %lld, in play, %d game played, pot "
		        "%d\n", "rubber %lld, in play, %d games played, pot "
		        "%d\n", st->games), id, st->games, st->pot);
	else if (st->phase == KL_RUBBER_FINISHED)
		fprintf(f, KL_NP("rubber %lld, finished, %d game played, pot "
		        "%d\n", "rubber %lld, finished, %d games played, pot "
		        "%d\n", st->games), id, st->games, st->pot);
	else
		fprintf(f, KL_NP("rubber %lld, abandoned, %d game played, pot "
		        "%d\n", "rubber %lld, abandoned, %d games played, pot "
		        "%d\n", st->games), id, st->games, st->pot);
}

const char *
kl_cli_rules_changed(const kl_rules *rules, char *buf, size_t size)
{
	kl_rules defaults;
	char v[32];
	size_t j, o = 0;

	kl_rules_game_default(rules->game, &defaults);
	buf[0] = '\0';
	for (j = 0; j < kl_rules_nsettings && o < size; j++) {
		const kl_setting *set = &kl_rules_settings[j];
		if (!kl_rules_applies(rules, set) ||
		    kl_rules_get(rules, set) == kl_rules_get(&defaults, set))
			continue;
		o += (size_t)snprintf(buf + o, size - o, "%s%s=%s",
		    o ? ", " : "", set->name,
		    kl_rules_value_text(rules, set, v, sizeof(v)));
	}
	return buf;
}

/* The settings that differ between from and to, as "key a -> b, ..."
 * into buf. */
static const char *
rules_moved(const kl_rules *from, const kl_rules *to, char *buf, size_t size)
{
	char a[32], b[32];
	size_t j, o = 0;

	buf[0] = '\0';
	for (j = 0; j < kl_rules_nsettings && o < size; j++) {
		const kl_setting *set = &kl_rules_settings[j];
		if (!kl_rules_applies(to, set) ||
		    kl_rules_get(from, set) == kl_rules_get(to, set))
			continue;
		o += (size_t)snprintf(buf + o, size - o, "%s%s %s -> %s",
		    o ? ", " : "", set->name,
		    kl_rules_value_text(from, set, a, sizeof(a)),
		    kl_rules_value_text(to, set, b, sizeof(b)));
	}
	return buf;
}

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

const char *
kl_cli_game_title(int game)
{
	const kl_game_def *def = kl_gamedef_by_id(game);

	return def->title != NULL ? _(def->title) : def->name;
}

void
kl_cli_game_goal(FILE *f, const kl_rules *ru, const char *first)
{
	const char *t = kl_cli_game_title(ru->game);

	int games = kl_gamedef_of(ru)->goal_in_games;

	if (first != NULL && ru->game_to > 0 && games)
		fprintf(f, KL_NP("a game of %s: %d game wins it; %s deals "
		        "first\n", "a game of %s: %d games win it; %s deals "
		        "first\n", ru->game_to), t, ru->game_to, first);
	else if (first != NULL && ru->game_to > 0)
		fprintf(f, _("a game of %s to %d points; %s deals first\n"), t,
		        ru->game_to, first);
	else if (first != NULL && ru->hands > 0)
		fprintf(f, KL_NP("a game of %s over %d hand; %s deals first\n",
		        "a game of %s over %d hands; %s deals first\n",
		        ru->hands), t, ru->hands, first);
	else if (first != NULL)
		fprintf(f, _("a game of %s until the table sets the rule hands; "
		        "%s deals first\n"), t, first);
	else if (ru->game_to > 0 && games)
		fprintf(f, KL_NP("a game of %s: %d game wins it\n", "a game of "
		        "%s: %d games win it\n", ru->game_to), t, ru->game_to);
	else if (ru->game_to > 0)
		fprintf(f, _("a game of %s to %d points\n"), t, ru->game_to);
	else if (ru->hands > 0)
		fprintf(f, KL_NP("a game of %s over %d hand\n", "a game of %s "
		        "over %d hands\n", ru->hands), t, ru->hands);
	else
		fprintf(f, _("a game of %s until the table sets the rule "
		        "hands\n"), t);
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

/* The first line of the standings of a game of the rest of the family
 * (by its name; the rule that ends it is among the house rules). */
static void
family_head(kl_cli *cli, const kl_ops_rubber *r)
{
	const kl_rubber *st = &r->state;
	long long id = (long long)r->row.id;
	const char *t = kl_cli_game_title(st->rules.game);
	int n = st->games;
	FILE *f = cli->out;

	if (st->phase == KL_RUBBER_IN_PLAY)
		fprintf(f, KL_NP("rubber %lld: %s, in play, %d hand played\n",
		        "rubber %lld: %s, in play, %d hands played\n", n), id,
		        t, n);
	else if (st->phase == KL_RUBBER_FINISHED)
		fprintf(f, KL_NP("rubber %lld: %s, finished, %d hand played\n",
		        "rubber %lld: %s, finished, %d hands played\n", n), id,
		        t, n);
	else
		fprintf(f, KL_NP("rubber %lld: %s, abandoned, %d hand played\n",
		        "rubber %lld: %s, abandoned, %d hands played\n", n), id,
		        t, n);
	kl_cli_game_goal(f, &st->rules, NULL);
}

/* The first line of the standings of a race game: the game's own words
 * (gin, knock rummy), else the family's. */
static void
race_head(kl_cli *cli, const kl_ops_rubber *r)
{
	const kl_rubber *st = &r->state;
	const kl_game_def *def = kl_gamedef_of(&st->rules);
	int phase = st->phase == KL_RUBBER_IN_PLAY ? 0 :
	            st->phase == KL_RUBBER_FINISHED ? 1 : 2;
	int n = st->games;

	if (def->head[phase][0] == NULL) {
		family_head(cli, r);
		return;
	}
	fprintf(cli->out, KL_NP(def->head[phase][0], def->head[phase][1], n),
	        (long long)r->row.id, st->rules.game_to, n);
}

/* The standings of a game of gin or knock rummy: points toward
 * game_to, hands won (gin's boxes), chips. */
static void
race_standings(kl_cli *cli, const kl_ops_rubber *r)
{
	const kl_rubber *st = &r->state;
	FILE *f = cli->out;
	char rules[1024];
	int s, w;

	race_head(cli, r);
	if (kl_cli_rules_changed(&st->rules, rules, sizeof(rules))[0] != '\0')
		fprintf(f, _("  house rules: %s\n"), rules);
	if (rules_moved(&r->row.rules, &st->rules, rules,
	                sizeof(rules))[0] != '\0')
		fprintf(f, _("  changed during the rubber: %s\n"), rules);
	fputs("  ", f);
	kl_cli_pad(f, _("player"), 12, 0);
	fprintf(f, " %6s %6s %6s\n", _("points"), _("hands"), _("chips"));
	for (s = 0; s < r->row.nplayers; s++) {
		const kl_seat_state *p = &st->seat[s];
		fputs("  ", f);
		kl_cli_pad(f, r->row.names[s], 12, 0);
		fprintf(f, " %6d %6d %+6d", p->score, p->boxes, p->chips);
		if (st->phase == KL_RUBBER_IN_PLAY && st->dealer == s)
			fputs(_("  deals next"), f);
		if (st->nwinners == 1 && st->winners[0] == s)
			fputs(_("  won the game"), f);
		for (w = 0; st->nwinners > 1 && w < st->nwinners; w++)
			if (st->winners[w] == s)
				fputs(_("  shares the win"), f);
		fputc('\n', f);
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

void
kl_cli_standings(kl_cli *cli, const kl_ops_rubber *r)
{
	const kl_rubber *st = &r->state;
	FILE *f = cli->out;
	char rules[1024];
	int s, w;

	if (kl_gamedef_of(&st->rules)->race) {
		race_standings(cli, r);
		return;
	}
	standings_head(cli, r);
	if (kl_cli_rules_changed(&st->rules, rules, sizeof(rules))[0] != '\0')
		fprintf(f, _("  house rules: %s\n"), rules);
	if (rules_moved(&r->row.rules, &st->rules, rules,
	                sizeof(rules))[0] != '\0')
		fprintf(f, _("  changed during the rubber: %s\n"), rules);
	fputs("  ", f);
	kl_cli_pad(f, _("player"), 12, 0);
	fprintf(f, " %6s %6s\n", _("points"), _("chips"));
	for (s = 0; s < r->row.nplayers; s++) {
		const kl_seat_state *p = &st->seat[s];
		kl_error why;
		fputs("  ", f);
		kl_cli_pad(f, r->row.names[s], 12, 0);
		fprintf(f, " %6d %+6d", p->score, p->chips);
		if (p->left && p->out_game == 0)
			fputs(_("  left before game 1"), f);
		else if (p->left)
			fprintf(f, _("  left after game %d"), p->out_game);
		else if (p->out)
			fprintf(f, _("  out (game %d)"), p->out_game);
		else if (st->phase == KL_RUBBER_IN_PLAY &&
		         kl_rubber_can_buyback(st, s, &why) == KL_OK)
			fprintf(f, _("  may buy back (to %d)"),
			        kl_rubber_buyback_total(st, s));
		if (p->bought_back)
			fputs(_("  bought back"), f);
		if (st->phase == KL_RUBBER_IN_PLAY && st->dealer == s)
			fputs(_("  deals next"), f);
		for (w = 0; w < st->nwinners; w++)
			if (st->winners[w] == s)
				fputs(st->nwinners > 1 ? _("  shares the pot") :
				      _("  won the pot"), f);
		fputc('\n', f);
	}
}

void
kl_cli_rules_json(kl_json *j, const kl_rules *rules)
{
	char v[32];
	size_t i;

	kl_json_object(j);
	for (i = 0; i < kl_rules_nsettings; i++) {
		const kl_setting *s = &kl_rules_settings[i];
		const char *text = kl_rules_value_text(rules, s, v, sizeof(v));
		if (!kl_rules_applies(rules, s))
			continue;
		kl_json_key(j, s->name);
		if (s->kind == KL_SET_INT && s->words != NULL &&
		    kl_rules_get(rules, s) == -1)
			kl_json_str(j, text);
		else if (s->kind == KL_SET_INT)
			kl_json_int(j, kl_rules_get(rules, s));
		else if (s->kind == KL_SET_BOOL)
			kl_json_bool(j, kl_rules_get(rules, s));
		else
			kl_json_str(j, text);
	}
	kl_json_end(j);
}

void
kl_cli_standings_json(kl_json *j, const kl_ops_rubber *r)
{
	const kl_rubber *st = &r->state;
	int s, w, race = kl_gamedef_of(&st->rules)->race;

	kl_json_object(j);
	kl_json_key(j, "format_version");
	kl_json_int(j, 1);
	kl_json_key(j, "rubber");
	kl_json_int(j, (long long)r->row.id);
	if (race) {
		kl_json_key(j, "game");
		kl_json_str(j, kl_rules_game_name(st->rules.game));
	}
	kl_json_key(j, "state");
	kl_json_str(j, phase_word(st->phase));
	kl_json_key(j, "pot");
	kl_json_int(j, st->pot);
	kl_json_key(j, "games");
	kl_json_int(j, st->games);
	kl_json_key(j, "next_dealer");
	kl_json_str(j, st->phase == KL_RUBBER_IN_PLAY && st->dealer >= 0 ?
	            r->row.names[st->dealer] : NULL);
	kl_json_key(j, "winner");
	kl_json_str(j, st->nwinners == 1 ? r->row.names[st->winners[0]] :
	            NULL);
	kl_json_key(j, "winners");
	kl_json_array(j);
	for (w = 0; w < st->nwinners; w++)
		kl_json_str(j, r->row.names[st->winners[w]]);
	kl_json_end(j);
	kl_json_key(j, "started_at");
	kl_json_str(j, r->row.started_at);
	kl_json_key(j, "players");
	kl_json_array(j);
	for (s = 0; s < r->row.nplayers; s++) {
		const kl_seat_state *p = &st->seat[s];
		kl_error why;
		kl_json_object(j);
		kl_json_key(j, "name");
		kl_json_str(j, r->row.names[s]);
		kl_json_key(j, "seat");
		kl_json_int(j, s + 1);
		kl_json_key(j, "score");
		kl_json_int(j, p->score);
		kl_json_key(j, "state");
		kl_json_str(j, p->left ? "left" : p->out ? "out" : "in_play");
		kl_json_key(j, "bought_back");
		kl_json_bool(j, p->bought_back);
		kl_json_key(j, "can_buy_back");
		kl_json_bool(j, kl_rubber_can_buyback(st, s, &why) == KL_OK);
		kl_json_key(j, "chips");
		kl_json_int(j, p->chips);
		if (race) {
			kl_json_key(j, "hands_won");
			kl_json_int(j, p->boxes);
		}
		kl_json_end(j);
	}
	kl_json_end(j);
	kl_json_key(j, "rules");
	kl_cli_rules_json(j, &st->rules);
	kl_json_key(j, "rules_at_start");
	kl_cli_rules_json(j, &r->row.rules);
	kl_json_end(j);
}

void
kl_cli_house_rules(kl_cli *cli, const kl_rules *rules)
{
	kl_rules defaults;
	size_t j;
	char v[32], dv[32];

	kl_rules_game_default(rules->game, &defaults);
	for (j = 0; j < kl_rules_nsettings; j++) {
		const kl_setting *set = &kl_rules_settings[j];
		if (kl_rules_applies(rules, set) &&
		    kl_rules_get(rules, set) != kl_rules_get(&defaults, set))
			fprintf(cli->out, _("house rule: %s=%s (default %s)\n"),
			        set->name, kl_rules_value_text(rules, set, v,
			        sizeof(v)), kl_rules_value_text(&defaults, set,
			        dv, sizeof(dv)));
	}
}

void
kl_cli_transfers(kl_cli *cli, const kl_rubber_row *row,
                 const kl_event_result *res)
{
	int i;

	if (res->ntransfers == 0)
		return;
	fputs(_("chips:"), cli->out);
	for (i = 0; i < res->ntransfers; i++) {
		const kl_transfer *t = &res->transfers[i];
		fputs(i ? ", " : " ", cli->out);
		if (t->from == KL_POT)
			fprintf(cli->out, _("the pot pays %d to %s"), t->amount,
			        row->names[t->to]);
		else if (t->to == KL_POT)
			fprintf(cli->out, _("%s pays %d to the pot"),
			        row->names[t->from], t->amount);
		else
			fprintf(cli->out, _("%s pays %d to %s"),
			        row->names[t->from], t->amount,
			        row->names[t->to]);
	}
	fputc('\n', cli->out);
}

void
kl_cli_buyback_offers(kl_cli *cli, const kl_ops_rubber *r)
{
	int s;
	kl_error why;

	for (s = 0; s < r->row.nplayers; s++)
		if (kl_rubber_can_buyback(&r->state, s, &why) == KL_OK)
			fprintf(cli->out, _("%s may buy back for %d chips "
			        "(klopf buyback %s): total %d -> %d\n"),
			        r->row.names[s], r->state.rules.buyback_cost,
			        r->row.names[s], r->state.seat[s].score,
			        kl_rubber_buyback_total(&r->state, s));
}

void
kl_cli_arrangement(const kl_cli *cli, const kl_arrangement *a, FILE *f)
{
	kl_cli_melds(cli, a, f);
	if (a->nunmatched > 0) {
		fputs(a->nmelds ? _("  unmatched ") : _("unmatched "), f);
		kl_cli_cards(cli, a->unmatched, a->nunmatched, f);
	}
	if (a->discard != KL_NO_CARD) {
		fputs(a->nmelds || a->nunmatched ? _("  discard ") :
		      _("discard "), f);
		kl_cli_card(cli, a->discard, f);
	}
}

int
kl_cli_refusal(kl_cli *cli, const kl_error *err, const kl_game *g)
{
	int rc = kl_cli_error(cli, err);
	kl_cli errcli = *cli;

	if (err->code != KL_ERULE || g == NULL)
		return rc;
	errcli.out = cli->err;
	fputs("  ", cli->err);
	kl_cli_arrangement(&errcli, &g->refused, cli->err);
	fputc('\n', cli->err);
	return rc;
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

/* The arrangement as JSON: {"melds":[...],"unmatched":[...]} and the
 * discard when there is one. */
void
kl_cli_arrangement_json(kl_json *j, const kl_arrangement *a)
{
	int i;

	kl_json_object(j);
	kl_json_key(j, "melds");
	kl_json_array(j);
	for (i = 0; i < a->nmelds; i++)
		kl_json_cards(j, a->melds[i].cards, a->melds[i].n);
	kl_json_end(j);
	kl_json_key(j, "unmatched");
	kl_json_cards(j, a->unmatched, a->nunmatched);
	if (a->discard != KL_NO_CARD) {
		kl_json_key(j, "discard");
		kl_json_card(j, a->discard);
	}
	kl_json_end(j);
}

/* The parties of a transfer: a name, or null for the pot. */
static void
party_json(kl_json *j, const kl_rubber_row *row, int seat)
{
	kl_json_str(j, seat == KL_POT ? NULL : row->names[seat]);
}

void
kl_cli_transfers_json(kl_json *j, const kl_rubber_row *row,
                      const kl_event_result *res)
{
	int i;

	kl_json_key(j, "transfers");
	kl_json_array(j);
	for (i = 0; i < res->ntransfers; i++) {
		const kl_transfer *t = &res->transfers[i];
		kl_json_object(j);
		kl_json_key(j, "from");
		party_json(j, row, t->from);
		kl_json_key(j, "to");
		party_json(j, row, t->to);
		kl_json_key(j, "amount");
		kl_json_int(j, t->amount);
		kl_json_key(j, "reason");
		kl_json_str(j, kl_transfer_reason_name(t->reason));
		kl_json_end(j);
	}
	kl_json_end(j);
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

void
kl_cli_started(kl_cli *cli, const kl_ops_start_result *res)
{
	const kl_ops_rubber *r = &res->after;
	const kl_game_def *def = kl_gamedef_of(&r->row.rules);
	char changed[1024];
	int i;

	fprintf(cli->out, _("rubber %lld:"), (long long)r->row.id);
	for (i = 0; i < r->row.nplayers; i++)
		fprintf(cli->out, "%s %s", i ? "," : "", r->row.names[i]);
	if (def->race && def->started == NULL) {
		fputc('\n', cli->out);
		kl_cli_game_goal(cli->out, &r->row.rules,
		                 r->row.names[r->row.rules.first_seat]);
	} else if (def->race)
		fprintf(cli->out, _(def->started), r->row.rules.game_to,
		        r->row.names[r->row.rules.first_seat]);
	else
		fprintf(cli->out, _("\neach pays %d chips into the pot (pot %d); "
		        "%s deals first\n"), r->row.rules.ante, r->state.pot,
		        r->row.names[r->row.rules.first_seat]);
	if (res->rules_from == KL_RULES_LAST &&
	    kl_cli_rules_changed(&r->row.rules, changed, sizeof(changed))[0] != '\0')
		fprintf(cli->out, _("the rules of rubber %lld carry over "
		        "(--profile or --rule choose others)\n"),
		        (long long)res->last);
	kl_cli_house_rules(cli, &r->row.rules);
}

void
kl_cli_undone(kl_cli *cli, const kl_ops_undo_result *u)
{
	long long id = (long long)u->before.row.id;

	if (u->correction) {
		fprintf(cli->out, _("took back the correction of game %d of "
		        "rubber %lld\n"), u->undone.number, id);
		if (u->reopened)
			fprintf(cli->out, _("rubber %lld was over and is in play "
			        "again\n"), id);
		return;
	}
	switch (u->undone.kind) {
	case KL_EVENT_GAME:
		fprintf(cli->out, _("removed game %d of rubber %lld\n"),
		        u->undone.number, id);
		break;
	case KL_EVENT_BUYBACK:
		fprintf(cli->out, _("removed the buy-back of %s in rubber %lld\n"),
		        u->before.row.names[u->undone.seat], id);
		break;
	case KL_EVENT_ABANDON:
		fprintf(cli->out, _("removed the abandoning of rubber %lld; it is "
		        "in play again\n"), id);
		return;
	case KL_EVENT_LEAVE:
		fprintf(cli->out, _("%s is back in rubber %lld (the leaving is "
		        "removed)\n"), u->before.row.names[u->undone.seat], id);
		break;
	case KL_EVENT_RULES:
		fprintf(cli->out, _("removed the change of rule %s to %s in "
		        "rubber %lld\n"), u->undone.key, u->undone.value, id);
		break;
	default:
		fprintf(cli->out, _("removed rubber %lld, which had no games; "
		        "the antes are void\n"), id);
		return;
	}
	if (u->reopened)
		fprintf(cli->out, _("rubber %lld was over and is in play again\n"),
		        id);
}

void
kl_cli_bought_back(kl_cli *cli, const kl_ops_buyback_result *b)
{
	fprintf(cli->out, _("%s buys back for %d chips: total %d -> %d; pot %d\n"),
	        b->after.row.names[b->seat], b->cost, b->before,
	        b->after.state.seat[b->seat].score, b->after.state.pot);
}

void
kl_cli_left(kl_cli *cli, const kl_ops_leave_result *l)
{
	const kl_ops_rubber *r = &l->after;
	const char *who = r->row.names[l->seat];

	if (r->state.games == 0)
		fprintf(cli->out, _("%s leaves rubber %lld before its first game "
		        "with %d points\n"), who, (long long)r->row.id,
		        r->state.seat[l->seat].score);
	else
		fprintf(cli->out, _("%s leaves rubber %lld after game %d with %d "
		        "points\n"), who, (long long)r->row.id, r->state.games,
		        r->state.seat[l->seat].score);
	if (l->res.ended && r->state.nwinners == 1)
		fprintf(cli->out, _("%s is the last player in play and wins the "
		        "pot\n"), r->row.names[r->state.winners[0]]);
	kl_cli_transfers(cli, &r->row, &l->res);
	kl_cli_standings(cli, r);
}

void
kl_cli_rule_changed(kl_cli *cli, const kl_ops_change_result *c)
{
	const kl_ops_rubber *r = &c->after;

	fprintf(cli->out, _("from game %d of rubber %lld on, %s is %s (it was "
	        "%s)\n"), r->state.games + 1, (long long)r->row.id,
	        kl_rules_settings[c->setting].name, c->now, c->before);
	kl_cli_standings(cli, r);
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
