/* cmd_fix.c - `klopf fix`: correct a past game of a rubber. */
#include <stdlib.h>

#include "cli_booked.h"
#include "cli_decl.h"
#include "cli_hist.h"
#include "cli_rubber.h"
#include "kl_text.h"

/* The options of `klopf fix`, indexing opts[] in the order of its
 * help. */
enum {
	FIX_KNOCK,
	FIX_RUMMY,
	FIX_GIN,
	FIX_BIG_GIN,
	FIX_OUT,
	FIX_CLAIM,
	FIX_AT_ONCE,
	FIX_RUBBER,
	FIX_NOPTS
};

static const kl_opt opts[FIX_NOPTS] = {
	[FIX_KNOCK] = {
		.name = "knock", .short_name = 'k', .arg = N_("NAME"),
		.help = N_("NAME went out by knocking (the declaration "
		           "changes)"),
	},
	[FIX_RUMMY] = {
		.name = "rummy", .short_name = 'R', .arg = N_("NAME"),
		.help = N_("NAME went out with a rummy (the declaration "
		           "changes)"),
	},
	[FIX_GIN] = {
		.name = "gin", .arg = N_("NAME"),
		.help = N_("gin: NAME went gin (the declaration changes)"),
	},
	[FIX_BIG_GIN] = {
		.name = "big-gin", .arg = N_("NAME"),
		.help = N_("gin: NAME went big gin (the declaration changes)"),
	},
	[FIX_OUT] = {
		.name = "out", .arg = N_("NAME"),
		.help = N_("NAME went out with the whole hand melded (the rest "
		           "of the family; the declaration changes)"),
	},
	[FIX_CLAIM] = {
		.name = "claim", .arg = N_("NAME"),
		.help = N_("phom: NAME claims ù (the declaration changes)"),
	},
	[FIX_AT_ONCE] = {
		.name = "at-once", .arg = N_("NAME"),
		.help = N_("the melding games: NAME went out at once (the "
		           "declaration changes)"),
	},
	[FIX_RUBBER] = {
		.name = "rubber", .arg = N_("ID"),
		.help = N_("correct a game of rubber ID (by default the rubber "
		           "in play)"),
	},
};

static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_store *s = NULL;
	kl_ops_fix_result *f = NULL;
	kl_error err;
	const char *declarer = NULL;
	const kl_decl *d;
	int64_t id = 0;
	long number;
	int done, rc, kind = -1, index;
	char quoted[KL_QUOTE_SIZE];

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (kl_cli_decl_given(cli, opts, FIX_NOPTS, &d, &index) > 1)
		return kl_cli_usage(cli, _("fix: give at most one of --knock NAME, "
		                    "--rummy NAME, --gin NAME, --big-gin NAME, "
		                    "--out NAME, --claim NAME and --at-once "
		                    "NAME"));
	if (d != NULL) {
		declarer = kl_cli_opt(cli, index)->value;
		kind = d->verdict;
	}
	if (kl_cli_opt(cli, FIX_RUBBER)->count &&
	    kl_cli_rubber_id(kl_cli_opt(cli, FIX_RUBBER)->value, &id) != 0)
		return kl_cli_usage(cli, _("fix: --rubber needs a rubber number "
		                    "(see klopf rubbers)"));
	if (cli->noperands < 1)
		return kl_cli_usage(cli, _("fix: give the number of the game to "
		                    "correct, then its new hands (NAME=CARDS)"));
	if (kl_cli_parse_int(cli->operands[0], 1, 100000, &number))
		return kl_cli_usage(cli, _("fix: \"%s\" is not a game number; "
		    "games count from 1 (see klopf history)"),
		    kl_text_quote(cli->operands[0], KL_QUOTE_MAX, quoted,
		                  sizeof(quoted)));
	if (cli->noperands == 1 && declarer == NULL)
		return kl_cli_usage(cli, _("fix: say what changes: NAME=CARDS, "
		                    "NAME=POINTS, --knock NAME or --rummy NAME"));
	f = malloc(sizeof(*f));
	if (f == NULL)
		return kl_cli_fail(cli, KL_EXIT_STORE, _("out of memory"));
	/* the rubber must exist: a refusal creates no database */
	if ((rc = kl_cli_store(cli, KL_OPS_DB_READ, &s)))
		goto done;
	kl_error_clear(&err);
	if (kl_ops_fix(s, id, (int)number, declarer, kind, cli->noperands - 1,
	               (const char *const *)cli->operands + 1, f, &err)) {
		rc = kl_cli_refusal(cli, &err, f->proof ? &f->game : NULL);
		goto done;
	}
	snprintf(cli->booked, sizeof(cli->booked), _("The correction of game %d "
	         "of rubber %lld is booked."), f->number,
	         (long long)f->after.row.id);
	kl_cli_fixed(cli, f);
	rc = KL_EXIT_OK;
done:
	kl_ops_db_close(s);
	free(f);
	return rc;
}

const kl_command kl_cmd_fix = {
	.name = "fix",
	.summary = N_("correct a past game of the rubber"),
	.synopsis = N_("N [--knock NAME | --rummy NAME | --gin NAME | --big-gin "
	            "NAME | --out NAME | --claim NAME | --at-once NAME] "
	            "[--rubber ID] [NAME=CARDS | NAME=POINTS]..."),
	.description = N_(
	"Corrects game N of the rubber in play, or of the last rubber when\n"
	"none is in play (or, with --rubber, of any rubber): each NAME=CARDS\n"
	"or NAME=POINTS replaces that player's hand, the other hands stay as\n"
	"they were; --knock NAME or --rummy NAME changes who went out and\n"
	"how.  The corrected game is judged as\n"
	"'klopf game' judges it, against the rubber as it stood before it, and\n"
	"every later game, buy-back and abandon is booked again as it was.\n"
	"If the game is refused, or a later event no longer holds (a player\n"
	"of a later game would be out before it, or in play without a hand; a\n"
	"buy-back is no longer allowed; the rubber would be over before it),\n"
	"nothing changes and klopf says which event and why (a rubber that\n"
	"was over cannot be put in play again while another is).  Otherwise it\n"
	"shows what changed, the corrected game, and every total and net\n"
	"chips before -> after.  Every correction is kept: 'klopf history\n"
	"--corrections' lists them, and 'klopf undo' takes the last one back\n"
	"when nothing was booked after it.  In a rubber of gin, --gin NAME and\n"
	"--big-gin NAME say how the hand ended; a dead hand has no hands to\n"
	"correct.  In the rest of the family --out NAME (phom: --claim NAME)\n"
	"says who went out.\n"),
	.opts = opts,
	.nopts = FIX_NOPTS,
	.run = run,
};
