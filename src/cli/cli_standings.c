/* cli_standings.c - a rubber's standings and its house rules, for
 * people and as JSON (see cli_standings.h). */
#include "cli_standings.h"

#include "cli_fit.h"
#include "kl_gamedef.h"
#include "kl_rwords.h"

const char *
kl_cli_game_title(int game)
{
	const kl_game_def *def = kl_gamedef_by_id(game);

	return def->title != NULL ? _(def->title) : def->name;
}

/* The goal of a game whose lowest total wins (Rommé, Hungarian): over
 * hands hands (KL_OPEN: until the table ends it), title t, first
 * dealing first (NULL: not said). */
static void
lowest_goal(FILE *f, const char *t, int hands, const char *first)
{
	if (first != NULL && hands > 0)
		fprintf(f, KL_NP("a game of %s over %d hand, the lowest total "
		        "wins; %s deals first\n", "a game of %s over %d hands, "
		        "the lowest total wins; %s deals first\n", hands), t,
		        hands, first);
	else if (first != NULL)
		fprintf(f, _("a game of %s until the table ends it (klopf end), "
		        "the lowest total wins; %s deals first\n"), t, first);
	else if (hands > 0)
		fprintf(f, KL_NP("a game of %s over %d hand, the lowest total "
		        "wins\n", "a game of %s over %d hands, the lowest total "
		        "wins\n", hands), t, hands);
	else
		fprintf(f, _("a game of %s until the table ends it (klopf end), "
		        "the lowest total wins\n"), t);
}

void
kl_cli_game_goal(FILE *f, const kl_rules *ru, const char *first)
{
	const char *t = kl_cli_game_title(ru->game);

	int games = kl_gamedef_of(ru)->goal_in_games;
	int chips = kl_gamedef_of(ru)->by_chips;
	int hands = kl_gamedef_hands(ru);

	if (kl_gamedef_lowest_wins(ru)) {
		lowest_goal(f, t, hands, first);
		return;
	}

	if (first != NULL && ru->game_to > 0 && chips)
		fprintf(f, _("a game of %s to %d net chips; %s deals first\n"),
		        t, ru->game_to, first);
	else if (first != NULL && ru->game_to > 0 && games)
		fprintf(f, KL_NP("a game of %s: %d game wins it; %s deals "
		        "first\n", "a game of %s: %d games win it; %s deals "
		        "first\n", ru->game_to), t, ru->game_to, first);
	else if (first != NULL && ru->game_to > 0)
		fprintf(f, _("a game of %s to %d points; %s deals first\n"), t,
		        ru->game_to, first);
	else if (first != NULL && hands > 0)
		fprintf(f, KL_NP("a game of %s over %d hand; %s deals first\n",
		        "a game of %s over %d hands; %s deals first\n",
		        hands), t, hands, first);
	else if (first != NULL)
		fprintf(f, _("a game of %s until the table sets the rule hands; "
		        "%s deals first\n"), t, first);
	else if (ru->game_to > 0 && chips)
		fprintf(f, _("a game of %s to %d net chips\n"), t, ru->game_to);
	else if (ru->game_to > 0 && games)
		fprintf(f, KL_NP("a game of %s: %d game wins it\n", "a game of "
		        "%s: %d games win it\n", ru->game_to), t, ru->game_to);
	else if (ru->game_to > 0)
		fprintf(f, _("a game of %s to %d points\n"), t, ru->game_to);
	else if (hands > 0)
		fprintf(f, KL_NP("a game of %s over %d hand\n", "a game of %s "
		        "over %d hands\n", hands), t, hands);
	else
		fprintf(f, _("a game of %s until the table sets the rule "
		        "hands\n"), t);
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
		    kl_rules_value_shown(rules, set, v, sizeof(v)));
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
		    kl_rules_value_shown(from, set, a, sizeof(a)),
		    kl_rules_value_shown(to, set, b, sizeof(b)));
	}
	return buf;
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
			        set->name, kl_rules_value_shown(rules, set, v,
			        sizeof(v)), kl_rules_value_shown(&defaults, set,
			        dv, sizeof(dv)));
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

/* How many hands of a game in play that lasts a number of them are
 * left (the melding games). */
static void
points_left(kl_cli *cli, const kl_rubber *st)
{
	int hands = kl_gamedef_hands(&st->rules), left = hands - st->games;

	if (st->phase != KL_RUBBER_IN_PLAY || hands <= 0)
		return;
	fprintf(cli->out, KL_NP("  %d hand to go\n", "  %d hands to go\n",
	        left), left);
}

/* Where the notes after a row of the standings go on when the line is
 * full. */
#define NOTE_INDENT 16

/* The width of the names' column of the standings of r, whose rows take
 * rest columns besides (12 when the line's width is not known). */
static int
standings_names(const kl_cli *cli, const kl_ops_rubber *r, int rest)
{
	const char *names[KL_PLAYERS_MAX];
	int s;

	for (s = 0; s < r->row.nplayers; s++)
		names[s] = r->row.names[s];
	return kl_cli_name_column(cli, names, r->row.nplayers, 12, rest);
}

/* The standings of a race game (gin, knock rummy, the rest of the
 * family): points toward game_to, hands won (gin's boxes), chips; in a
 * game paid in chips (kl_game_def.by_chips) the net chips that decide it
 * first, then the points received. */
static void
race_standings(kl_cli *cli, const kl_ops_rubber *r)
{
	const kl_rubber *st = &r->state;
	FILE *f = cli->out;
	char rules[1024];
	const kl_game_def *def = kl_gamedef_of(&st->rules);
	kl_flow fl;
	int s, w, nw, chips = def->by_chips;
	int to_go = st->phase == KL_RUBBER_IN_PLAY && st->rules.game_to > 0;

	race_head(cli, r);
	if (kl_cli_rules_changed(&st->rules, rules, sizeof(rules))[0] != '\0')
		kl_cli_sayf(cli, f, 4, _("  house rules: %s\n"), rules);
	if (rules_moved(&r->row.rules, &st->rules, rules,
	                sizeof(rules))[0] != '\0')
		kl_cli_sayf(cli, f, 4, _("  changed during the rubber: %s\n"),
		            rules);
	if (def->no_chips)
		points_left(cli, st);
	nw = standings_names(cli, r, 2 + 21);
	fputs("  ", f);
	kl_cli_pad(f, _("player"), nw, 0);
	if (chips)
		fprintf(f, " %6s %8s %6s\n", _("chips"), _("received"),
		        _("hands"));
	else if (def->no_chips && to_go)
		fprintf(f, " %6s %6s %6s\n", _("points"), _("hands"),
		        _("to go"));
	else if (def->no_chips)
		fprintf(f, " %6s %6s\n", _("points"), _("hands"));
	else
		fprintf(f, " %6s %6s %6s\n", _("points"), _("hands"),
		        _("chips"));
	for (s = 0; s < r->row.nplayers; s++) {
		const kl_seat_state *p = &st->seat[s];
		kl_flow_begin(&fl, cli, f, 0, NOTE_INDENT);
		kl_flow_text(&fl, "  ");
		kl_flow_cell(&fl, r->row.names[s], nw, 0);
		if (chips)
			kl_flow_printf(&fl, " %+6d %8d %6d", p->chips, p->score,
			               p->boxes);
		else if (def->no_chips && to_go)
			kl_flow_printf(&fl, " %6d %6d %6d", p->score, p->boxes,
			               p->score < st->rules.game_to ?
			               st->rules.game_to - p->score : 0);
		else if (def->no_chips)
			kl_flow_printf(&fl, " %6d %6d", p->score, p->boxes);
		else
			kl_flow_printf(&fl, " %6d %6d %+6d", p->score, p->boxes,
			               p->chips);
		if (st->phase == KL_RUBBER_IN_PLAY && st->dealer == s)
			kl_flow_note(&fl, _("  deals next"));
		if (st->nwinners == 1 && st->winners[0] == s)
			kl_flow_note(&fl, _("  won the game"));
		for (w = 0; st->nwinners > 1 && w < st->nwinners; w++)
			if (st->winners[w] == s)
				kl_flow_note(&fl, _("  shares the win"));
		kl_flow_end(&fl);
	}
}

void
kl_cli_standings(kl_cli *cli, const kl_ops_rubber *r)
{
	const kl_rubber *st = &r->state;
	FILE *f = cli->out;
	char rules[1024];
	kl_flow fl;
	int s, w, nw;

	if (kl_gamedef_of(&st->rules)->race) {
		race_standings(cli, r);
		return;
	}
	standings_head(cli, r);
	if (kl_cli_rules_changed(&st->rules, rules, sizeof(rules))[0] != '\0')
		kl_cli_sayf(cli, f, 4, _("  house rules: %s\n"), rules);
	if (rules_moved(&r->row.rules, &st->rules, rules,
	                sizeof(rules))[0] != '\0')
		kl_cli_sayf(cli, f, 4, _("  changed during the rubber: %s\n"),
		            rules);
	nw = standings_names(cli, r, 2 + 14);
	fputs("  ", f);
	kl_cli_pad(f, _("player"), nw, 0);
	fprintf(f, " %6s %6s\n", _("points"), _("chips"));
	for (s = 0; s < r->row.nplayers; s++) {
		const kl_seat_state *p = &st->seat[s];
		kl_error why;
		char note[128];
		kl_flow_begin(&fl, cli, f, 0, NOTE_INDENT);
		kl_flow_text(&fl, "  ");
		kl_flow_cell(&fl, r->row.names[s], nw, 0);
		kl_flow_printf(&fl, " %6d %+6d", p->score, p->chips);
		note[0] = '\0';
		if (p->left && p->out_game == 0)
			snprintf(note, sizeof(note), "%s",
			         _("  left before game 1"));
		else if (p->left)
			snprintf(note, sizeof(note), _("  left after game %d"),
			         p->out_game);
		else if (p->out)
			snprintf(note, sizeof(note), _("  out (game %d)"),
			         p->out_game);
		else if (st->phase == KL_RUBBER_IN_PLAY &&
		         kl_rubber_can_buyback(st, s, &why) == KL_OK)
			snprintf(note, sizeof(note), _("  may buy back (to %d)"),
			         kl_rubber_buyback_total(st, s));
		if (note[0] != '\0')
			kl_flow_note(&fl, note);
		if (p->bought_back)
			kl_flow_note(&fl, _("  bought back"));
		if (st->phase == KL_RUBBER_IN_PLAY && st->dealer == s)
			kl_flow_note(&fl, _("  deals next"));
		for (w = 0; w < st->nwinners; w++)
			if (st->winners[w] == s)
				kl_flow_note(&fl, st->nwinners > 1 ?
				             _("  shares the pot") :
				             _("  won the pot"));
		kl_flow_end(&fl);
	}
}

void
kl_cli_buyback_offers(kl_cli *cli, const kl_ops_rubber *r, int typed)
{
	int s;
	kl_error why;

	for (s = 0; s < r->row.nplayers; s++) {
		if (kl_rubber_can_buyback(&r->state, s, &why) != KL_OK)
			continue;
		if (typed)
			kl_cli_sayf(cli, cli->out, 2, _("%s may buy back for %d "
			            "chips (buyback %s): total %d -> %d\n"),
			            r->row.names[s], r->state.rules.buyback_cost,
			            r->row.names[s],
			            r->state.seat[s].score,
			            kl_rubber_buyback_total(&r->state, s));
		else
			kl_cli_sayf(cli, cli->out, 2, _("%s may buy back for %d "
			            "chips (klopf buyback %s): total %d -> %d\n"),
			            r->row.names[s], r->state.rules.buyback_cost,
			            r->row.names[s], r->state.seat[s].score,
			            kl_rubber_buyback_total(&r->state, s));
	}
}

/* The word of the JSON member "state" for phase (enum kl_rubber_phase):
 * "in_play", "finished" or "abandoned" (static text). */
static const char *
phase_word(int phase)
{
	return phase == KL_RUBBER_FINISHED ? "finished" :
	       phase == KL_RUBBER_ABANDONED ? "abandoned" : "in_play";
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
		kl_json_key(j, "decided_by");
		kl_json_str(j, kl_gamedef_of(&st->rules)->by_chips ? "chips" :
		            "points");
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
