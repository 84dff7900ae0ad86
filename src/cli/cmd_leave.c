/* cmd_leave.c - `klopf leave`: a player leaves the rubber in play. */
#include "cli_rubber.h"

static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_store *s = NULL;
	kl_ops_leave_result l;
	kl_error err;
	int done, rc;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands != 1)
		return kl_cli_usage(cli, _("leave: give one player's name"));
	/* the rubber must exist: a refusal creates no database */
	if ((rc = kl_cli_store(cli, KL_OPS_DB_READ, &s)))
		return rc;
	kl_error_clear(&err);
	if (kl_ops_leave(s, cli->operands[0], &l, &err)) {
		rc = kl_cli_error(cli, &err);
	} else {
		snprintf(cli->booked, sizeof(cli->booked), _("%s left rubber "
		         "%lld; that is booked."), l.after.row.names[l.seat],
		         (long long)l.after.row.id);
		kl_cli_left(cli, &l);
	}
	kl_ops_db_close(s);
	return rc;
}

const kl_command kl_cmd_leave = {
	.name = "leave",
	.summary = N_("a player leaves the rubber in play"),
	.synopsis = N_("NAME"),
	.description = N_(
	"The player leaves the rubber in play from its next game on: out,\n"
	"with the total he has, paying and receiving nothing more.  What he\n"
	"paid into the pot stays there.  If he was to deal, the next player\n"
	"in play on his left deals.  When only one player is left in play,\n"
	"that player wins the pot.  'klopf undo' takes it back.\n"),
	.run = run,
};
