/* cmd_buyback.c - `klopf buyback`: a player buys back into the rubber. */
#include "cli_rubber.h"

static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_store *s = NULL;
	kl_ops_buyback_result b;
	kl_error err;
	int done, rc;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands != 1)
		return kl_cli_usage(cli, _("buyback: give one player's name"));
	/* the rubber must exist: a refusal creates no database */
	if ((rc = kl_cli_store(cli, KL_OPS_DB_READ, &s)))
		return rc;
	kl_error_clear(&err);
	if (kl_ops_buyback(s, cli->operands[0], &b, &err)) {
		rc = kl_cli_error(cli, &err);
	} else {
		snprintf(cli->booked, sizeof(cli->booked), _("The buy-back of %s "
		         "is booked."), b.after.row.names[b.seat]);
		kl_cli_bought_back(cli, &b);
	}
	kl_ops_db_close(s);
	return rc;
}

const kl_command kl_cmd_buyback = {
	.name = "buyback",
	.summary = N_("buy back into the rubber (once, with a total over 81)"),
	.synopsis = N_("NAME"),
	.description = N_(
	"Between games, a player in play whose total is over buyback_over\n"
	"(81) and under out_at (101) may buy back once per rubber: they pay\n"
	"buyback_cost (5) chips into the pot and their total becomes the\n"
	"highest total among the other players in play.  Refused, with the\n"
	"reason, when they bought back before, the total is out of range,\n"
	"they are out, the rubber is over, or it would not lower the total.\n"),
	.run = run,
};
