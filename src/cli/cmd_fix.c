/* cmd_fix.c - `klopf fix`: correct a past game of a rubber. */
#include <stdlib.h>
#include <string.h>

#include "cli_hist.h"
#include "cli_rubber.h"

static const kl_opt opts[] = {
	{ "knock", 'k', "NAME", "NAME went out by knocking (the declaration "
	  "changes)" },
	{ "rummy", 'R', "NAME", "NAME went out with a rummy (the declaration "
	  "changes)" },
	{ "rubber", 0, "ID", "correct a game of rubber ID (by default the "
	  "rubber in play)" },
	{ NULL, 0, NULL, NULL }
};

/* The hands that changed, as they were and as they are. */
static void
print_changes(kl_cli *cli, const kl_ops_fix_result *f)
{
	const kl_rubber_row *row = &f->after.row;
	const kl_game *g = &f->game;
	int k;

	if (g->declarer != f->old_declarer || g->kind != f->old_kind) {
		if (g->kind == KL_VERDICT_RUMMY)
			fprintf(cli->out, "  declaration: %s calls rummy\n",
			        row->names[g->declarer]);
		else
			fprintf(cli->out, "  declaration: %s knocks\n",
			        row->names[g->declarer]);
	}
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

	fputs("totals and chips, before -> after:\n", cli->out);
	for (k = 0; k < f->after.row.nplayers; k++) {
		fputs("  ", cli->out);
		kl_cli_pad(cli->out, f->after.row.names[k], 12, 0);
		fprintf(cli->out, " %4d -> %4d   %+4d -> %+4d", a->seat[k].score,
		        b->seat[k].score, a->seat[k].chips, b->seat[k].chips);
		if (!a->seat[k].out && b->seat[k].out)
			fprintf(cli->out, "  now out (game %d)",
			        b->seat[k].out_game);
		else if (a->seat[k].out && !b->seat[k].out)
			fputs("  no longer out", cli->out);
		fputc('\n', cli->out);
	}
	if (a->phase == KL_RUBBER_FINISHED && b->phase == KL_RUBBER_IN_PLAY)
		fprintf(cli->out, "rubber %lld is in play again\n",
		        (long long)f->after.row.id);
	else if (b->phase == KL_RUBBER_FINISHED &&
	         (a->phase != KL_RUBBER_FINISHED ||
	          a->nwinners != b->nwinners ||
	          memcmp(a->winners, b->winners,
	                 sizeof(a->winners[0]) * (size_t)b->nwinners))) {
		if (b->nwinners == 1)
			fprintf(cli->out, "%s wins the rubber and the pot\n",
			        f->after.row.names[b->winners[0]]);
		else
			for (k = 0; k < b->nwinners; k++)
				fprintf(cli->out, "%s shares the pot\n",
				        f->after.row.names[b->winners[k]]);
	}
}

static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_store *s = NULL;
	kl_ops_fix_result *f = NULL;
	kl_error err;
	const char *declarer = NULL;
	int64_t id = 0;
	long number;
	int done, rc, kind = -1, k;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (kl_cli_opt(cli, "knock")->count + kl_cli_opt(cli, "rummy")->count > 1)
		return kl_cli_usage(cli, "fix: give at most one of --knock NAME "
		                    "and --rummy NAME");
	if (kl_cli_opt(cli, "knock")->count) {
		declarer = kl_cli_opt(cli, "knock")->value;
		kind = KL_VERDICT_KNOCK;
	} else if (kl_cli_opt(cli, "rummy")->count) {
		declarer = kl_cli_opt(cli, "rummy")->value;
		kind = KL_VERDICT_RUMMY;
	}
	if (kl_cli_opt(cli, "rubber")->count &&
	    kl_hist_rubber_id(kl_cli_opt(cli, "rubber")->value, &id) != 0)
		return kl_cli_usage(cli, "fix: --rubber needs a rubber number "
		                    "(see klopf rubbers)");
	if (cli->noperands < 1 ||
	    kl_cli_parse_int(cli->operands[0], 1, 100000, &number))
		return kl_cli_usage(cli, "fix: give the number of the game to "
		                    "correct, then its new hands (NAME=CARDS)");
	if (cli->noperands == 1 && declarer == NULL)
		return kl_cli_usage(cli, "fix: say what changes: NAME=CARDS, "
		                    "NAME=POINTS, --knock NAME or --rummy NAME");
	f = malloc(sizeof(*f));
	if (f == NULL)
		return kl_cli_fail(cli, KL_EXIT_STORE, "out of memory");
	/* the rubber must exist: a refusal creates no database */
	if ((rc = kl_cli_store(cli, KL_STORE_READ, &s)))
		goto done;
	kl_error_clear(&err);
	if (kl_ops_fix(s, id, (int)number, declarer, kind, cli->noperands - 1,
	               (const char *const *)cli->operands + 1, f, &err)) {
		rc = kl_cli_refusal(cli, &err, f->proof ? &f->game : NULL);
		goto done;
	}
	fprintf(cli->out, "corrected game %d of rubber %lld:\n", f->number,
	        (long long)f->after.row.id);
	print_changes(cli, f);
	if (f->game.kind == KL_VERDICT_RUMMY)
		fprintf(cli->out, "game %d: %s calls rummy\n", f->number,
		        f->after.row.names[f->game.declarer]);
	else
		fprintf(cli->out, "game %d: %s knocks\n", f->number,
		        f->after.row.names[f->game.declarer]);
	for (k = 0; k < f->after.row.nplayers; k++) {
		const kl_game_hand *h = &f->game.hand[k];
		if (!h->given)
			continue;
		fputs("  ", cli->out);
		kl_cli_pad(cli->out, f->after.row.names[k], 10, 0);
		fprintf(cli->out, " %3d points  ", f->res.points[k]);
		if (h->as_points)
			fputs("(typed as points)", cli->out);
		else
			kl_cli_arrangement(cli, &h->arr, cli->out);
		fputc('\n', cli->out);
	}
	print_standings_change(cli, f);
	rc = KL_EXIT_OK;
done:
	kl_store_close(s);
	free(f);
	return rc;
}

const kl_command kl_cmd_fix = {
	"fix", "correct a past game of the rubber",
	"N [--knock NAME | --rummy NAME] [--rubber ID] [NAME=CARDS | "
	"NAME=POINTS]...",
	"Corrects game N of the rubber in play (or, with --rubber, of any\n"
	"rubber): each NAME=CARDS or NAME=POINTS replaces that player's hand,\n"
	"the other hands stay as they were; --knock NAME or --rummy NAME\n"
	"changes who went out and how.  The corrected game is judged as\n"
	"'klopf game' judges it, against the rubber as it stood before it, and\n"
	"every later game, buy-back and abandon is booked again as it was.\n"
	"If the game is refused, or a later event no longer holds (a player\n"
	"of a later game would be out before it, or in play without a hand; a\n"
	"buy-back is no longer allowed; the rubber would be over before it),\n"
	"nothing changes and klopf says which event and why.  Otherwise it\n"
	"shows what changed, the corrected game, and every total and net\n"
	"chips before -> after.  Every correction is kept: 'klopf history\n"
	"--corrections' lists them, and 'klopf undo' takes the last one back\n"
	"when nothing was booked after it.\n",
	opts, run
};
