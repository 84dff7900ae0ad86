/* cli_rubber.c - opening the database, the pieces every printed rubber
 * uses, and what the operations on a rubber other than a game did (see
 * cli_rubber.h). */
#include "cli_rubber.h"
#include "cli_fit.h"

#include <unistd.h>

#include "cli_standings.h"
#include "kl_rwords.h"
#include "kl_text.h"

int
kl_cli_store(kl_cli *cli, int mode, kl_store **out)
{
	kl_error err;

	kl_error_clear(&err);
	if (kl_ops_db_open(cli->db_path, mode, out, &err))
		return kl_cli_error(cli, &err);
	/* --table N: that table's rubber is the one meant */
	if (cli->table > 0 && kl_ops_select_table(*out, cli->table, &err)) {
		kl_ops_db_close(*out);
		*out = NULL;
		return kl_cli_error(cli, &err);
	}
	return KL_EXIT_OK;
}

int
kl_cli_store_exists(const kl_cli *cli)
{
	char path[KL_OPS_DB_PATH_MAX];
	kl_error err;

	kl_error_clear(&err);
	if (kl_ops_db_path(cli->db_path, path, sizeof(path), &err))
		return 1;
	return access(path, F_OK) == 0;
}

int
kl_cli_look(kl_cli *cli, int which, kl_ops_rubber *out)
{
	kl_store *s = NULL;
	kl_error err;
	int rc;

	if ((rc = kl_cli_store(cli, KL_OPS_DB_READ, &s)))
		return rc;
	kl_error_clear(&err);
	rc = kl_ops_look(s, which, out, &err) ? kl_cli_error(cli, &err) :
	     KL_EXIT_OK;
	kl_ops_db_close(s);
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

void
kl_cli_arrangement(const kl_cli *cli, const kl_arrangement *a, FILE *f)
{
	kl_flow fl;

	kl_flow_here(&fl, cli, f);
	kl_flow_arrangement(&fl, a, 0);
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

int
kl_cli_refusal(kl_cli *cli, const kl_error *err, const kl_game *g)
{
	int rc = kl_cli_error(cli, err);
	kl_cli errcli = *cli;

	if (err->code != KL_ERULE || g == NULL)
		return rc;
	errcli.out = cli->err;
	kl_cli_card_letters(&errcli, &g->t.rules);
	fputs("  ", cli->err);
	kl_cli_arrangement(&errcli, &g->refused, cli->err);
	fputc('\n', cli->err);
	return rc;
}

void
kl_cli_transfers(kl_cli *cli, const kl_rubber_row *row,
                 const kl_event_result *res)
{
	int i;

	kl_flow fl;
	char text[KL_NAME_MAX * 2 + 128];

	if (res->ntransfers == 0)
		return;
	/* continued lines under the first transfer */
	kl_flow_begin(&fl, cli, cli->out, 0, kl_cli_width(_("chips:")) + 1);
	fl.reserve = 1;
	kl_flow_text(&fl, _("chips:"));
	for (i = 0; i < res->ntransfers; i++) {
		const kl_transfer *t = &res->transfers[i];
		kl_flow_text(&fl, i ? "," : "");
		/* one space before each transfer, which breaks between its
		 * words (after the comma) */
		text[0] = ' ';
		if (t->from == KL_POT)
			snprintf(text + 1, sizeof(text) - 1, _("the pot pays %d "
			         "to %s"), t->amount, row->names[t->to]);
		else if (t->to == KL_POT)
			snprintf(text + 1, sizeof(text) - 1, _("%s pays %d to the "
			         "pot"), row->names[t->from], t->amount);
		else
			snprintf(text + 1, sizeof(text) - 1, _("%s pays %d to %s"),
			         row->names[t->from], t->amount,
			         row->names[t->to]);
		kl_flow_words(&fl, text);
	}
	kl_flow_end(&fl);
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

void
kl_cli_started(kl_cli *cli, const kl_ops_start_result *res)
{
	const kl_ops_rubber *r = &res->after;
	const kl_game_def *def = kl_gamedef_of(&r->row.rules);
	char changed[1024];
	kl_cli_held held;
	FILE *f = kl_cli_held_open(&held, cli->out);
	int i;

	fprintf(f, _("rubber %lld:"), (long long)r->row.id);
	for (i = 0; i < r->row.nplayers; i++)
		fprintf(f, "%s %s", i ? "," : "", r->row.names[i]);
	if (def->race && def->started == NULL) {
		fputc('\n', f);
		kl_cli_game_goal(f, &r->row.rules,
		                 r->row.names[r->row.rules.first_seat]);
	} else if (def->race)
		fprintf(f, _(def->started), r->row.rules.game_to,
		        r->row.names[r->row.rules.first_seat]);
	else
		fprintf(f, _("\neach pays %d chips into the pot (pot %d); "
		        "%s deals first\n"), r->row.rules.ante, r->state.pot,
		        r->row.names[r->row.rules.first_seat]);
	if (res->rules_from == KL_RULES_LAST &&
	    r->row.rules.game != kl_gamedef_default()->id)
		fprintf(f, _("the game and the rules of rubber %lld carry "
		        "over (--game, --profile or --rule choose others)\n"),
		        (long long)res->last);
	else if (res->rules_from == KL_RULES_LAST &&
	    kl_cli_rules_changed(&r->row.rules, changed, sizeof(changed))[0] != '\0')
		fprintf(f, _("the rules of rubber %lld carry over "
		        "(--profile or --rule choose others)\n"),
		        (long long)res->last);
	else if (res->rules_from == KL_RULES_FALLBACK)
		fprintf(f, _("rubber %lld played %s, which does not take "
		        "%d players: this rubber plays %s with its default rules "
		        "(--game, --profile or --rule choose others)\n"),
		        (long long)res->last, kl_cli_game_title(res->last_game),
		        r->row.nplayers, kl_cli_game_title(r->row.rules.game));
	/* the sentences break between words where the line is full */
	kl_cli_held_say(cli, &held, 2);
	kl_cli_house_rules(cli, &r->row.rules);
}

/* What kl_cli_undone says, to f. */
static void
undone_text(FILE *f, const kl_ops_undo_result *u)
{
	long long id = (long long)u->before.row.id;

	if (u->correction) {
		fprintf(f, _("took back the correction of game %d of "
		        "rubber %lld\n"), u->undone.number, id);
		if (u->reopened)
			fprintf(f, _("rubber %lld was over and is in play "
			        "again\n"), id);
		return;
	}
	switch (u->undone.kind) {
	case KL_EVENT_GAME:
		fprintf(f, _("removed game %d of rubber %lld\n"),
		        u->undone.number, id);
		break;
	case KL_EVENT_BUYBACK:
		fprintf(f, _("removed the buy-back of %s in rubber %lld\n"),
		        u->before.row.names[u->undone.seat], id);
		break;
	case KL_EVENT_ABANDON:
		fprintf(f, _("removed the abandoning of rubber %lld; it is "
		        "in play again\n"), id);
		return;
	case KL_EVENT_LEAVE:
		fprintf(f, _("%s is back in rubber %lld (the leaving is "
		        "removed)\n"), u->before.row.names[u->undone.seat], id);
		break;
	case KL_EVENT_RULES:
		fprintf(f, _("removed the change of rule %s to %s in "
		        "rubber %lld\n"), u->undone.key, u->undone.value, id);
		break;
	default:
		fprintf(f, _("removed rubber %lld, which had no games; "
		        "the antes are void\n"), id);
		return;
	}
	if (u->reopened)
		fprintf(f, _("rubber %lld was over and is in play again\n"),
		        id);
}

void
kl_cli_undone(kl_cli *cli, const kl_ops_undo_result *u)
{
	kl_cli_held held;

	undone_text(kl_cli_held_open(&held, cli->out), u);
	kl_cli_held_say(cli, &held, 2);
}

void
kl_cli_bought_back(kl_cli *cli, const kl_ops_buyback_result *b)
{
	kl_cli_held held;
	FILE *f = kl_cli_held_open(&held, cli->out);

	fprintf(f, _("%s buys back for %d chips: total %d -> %d; pot %d\n"),
	        b->after.row.names[b->seat], b->cost, b->before,
	        b->after.state.seat[b->seat].score, b->after.state.pot);
	kl_cli_held_say(cli, &held, 2);
}

void
kl_cli_left(kl_cli *cli, const kl_ops_leave_result *l)
{
	const kl_ops_rubber *r = &l->after;
	const char *who = r->row.names[l->seat];
	kl_cli_held held;
	FILE *f = kl_cli_held_open(&held, cli->out);

	if (r->state.games == 0)
		fprintf(f, _("%s leaves rubber %lld before its first game "
		        "with %d points\n"), who, (long long)r->row.id,
		        r->state.seat[l->seat].score);
	else
		fprintf(f, _("%s leaves rubber %lld after game %d with %d "
		        "points\n"), who, (long long)r->row.id, r->state.games,
		        r->state.seat[l->seat].score);
	if (l->res.ended && r->state.nwinners == 1)
		fprintf(f, _("%s is the last player in play and wins the "
		        "pot\n"), r->row.names[r->state.winners[0]]);
	kl_cli_held_say(cli, &held, 2);
	kl_cli_transfers(cli, &r->row, &l->res);
	kl_cli_standings(cli, r);
}

void
kl_cli_rule_changed(kl_cli *cli, const kl_ops_change_result *c)
{
	const kl_ops_rubber *r = &c->after;

	fprintf(cli->out, _("from game %d of rubber %lld on, %s is %s (it was "
	        "%s)\n"), r->state.games + 1, (long long)r->row.id,
	        kl_rules_settings[c->setting].name, kl_rwords_show(c->now),
	        kl_rwords_show(c->before));
	kl_cli_standings(cli, r);
}
