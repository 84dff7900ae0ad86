/* cmd_abandon.c - `klopf abandon`: end the rubber in play without winner. */
#include "cli_rubber.h"

static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_store *s = NULL;
	kl_ops_abandon_result a;
	kl_error err;
	int done, rc;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands != 0)
		return kl_cli_usage(cli, _("abandon: no arguments expected"));
	/* the rubber must exist: a refusal creates no database */
	if ((rc = kl_cli_store(cli, KL_OPS_DB_READ, &s)))
		return rc;
	kl_error_clear(&err);
	if (kl_ops_abandon(s, &a, &err)) {
		rc = kl_cli_error(cli, &err);
	} else {
		snprintf(cli->booked, sizeof(cli->booked), _("Rubber %lld is "
		         "abandoned."), (long long)a.after.row.id);
		if (kl_gamedef_of(&a.after.row.rules)->race)
			fprintf(cli->out, KL_NP("rubber %lld abandoned after %d "
			        "hand; the chips moved stay moved\n", "rubber %lld "
			        "abandoned after %d hands; the chips moved stay "
			        "moved\n", a.after.state.games),
			        (long long)a.after.row.id, a.after.state.games);
		else
			fprintf(cli->out, KL_NP("rubber %lld abandoned after %d "
			        "game; the pot goes back to those who paid it\n",
			        "rubber %lld abandoned after %d games; the pot goes "
			        "back to those who paid it\n", a.after.state.games),
			        (long long)a.after.row.id, a.after.state.games);
		kl_cli_transfers(cli, &a.after.row, &a.res);
	}
	kl_ops_db_close(s);
	return rc;
}

const kl_command kl_cmd_abandon = {
	.name = "abandon",
	.summary = N_("end the rubber in play without a winner"),
	.synopsis = "",
	.description = N_(
	"Ends the rubber in play without a winner; every chip in the pot goes\n"
	"back to the player who paid it (antes and buy-backs).  Knock money\n"
	"already paid stays paid.  'klopf undo' takes it back.\n"),
	.run = run,
};
