/* cli_rubber.c - opening the database, the pieces every printed rubber
 * uses, and what the operations on a rubber other than a game did (see
 * cli_rubber.h). */
#include "cli_rubber.h"

#include <unistd.h>

#include "cli_standings.h"
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
	    r->row.rules.game != kl_gamedef_default()->id)
		fprintf(cli->out, _("the game and the rules of rubber %lld carry "
		        "over (--game, --profile or --rule choose others)\n"),
		        (long long)res->last);
	else if (res->rules_from == KL_RULES_LAST &&
	    kl_cli_rules_changed(&r->row.rules, changed, sizeof(changed))[0] != '\0')
		fprintf(cli->out, _("the rules of rubber %lld carry over "
		        "(--profile or --rule choose others)\n"),
		        (long long)res->last);
	else if (res->rules_from == KL_RULES_FALLBACK)
		fprintf(cli->out, _("rubber %lld played %s, which does not take "
		        "%d players: this rubber plays %s with its default rules "
		        "(--game, --profile or --rule choose others)\n"),
		        (long long)res->last, kl_cli_game_title(res->last_game),
		        r->row.nplayers, kl_cli_game_title(r->row.rules.game));
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
