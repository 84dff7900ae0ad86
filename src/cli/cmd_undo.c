/* cmd_undo.c - `klopf undo`: take back the last event of the rubber. */
#include "cli_rubber.h"

static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_store *s = NULL;
	kl_ops_undo_result u;
	kl_error err;
	int done, rc;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands != 0)
		return kl_cli_usage(cli, _("undo: no arguments expected"));
	/* the rubber must exist: a refusal creates no database */
	if ((rc = kl_cli_store(cli, KL_OPS_DB_READ, &s)))
		return rc;
	kl_error_clear(&err);
	if (kl_ops_undo(s, &u, &err))
		rc = kl_cli_error(cli, &err);
	else {
		snprintf(cli->booked, sizeof(cli->booked), _("The undo in rubber "
		         "%lld is done."), (long long)u.before.row.id);
		kl_cli_undone(cli, &u);
	}
	kl_ops_db_close(s);
	return rc;
}

const kl_command kl_cmd_undo = {
	.name = "undo",
	.summary = N_("take back the last thing done to a rubber"),
	.synopsis = "",
	.description = N_(
	"Removes the last event of the rubber in play (or, when none is in\n"
	"play, of the last rubber): a game, a correction, a buy-back, a player\n"
	"leaving, a change of a rule, an abandon, or the start of a rubber\n"
	"without games.  Everything is computed again from\n"
	"the events that remain; taking back the game that ended a rubber\n"
	"puts it in play again, and klopf says so.\n"),
	.run = run,
};
