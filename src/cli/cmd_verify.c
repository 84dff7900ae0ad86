/* cmd_verify.c - `klopf verify`: is the database what its events say? */
#include "cli_rubber.h"

static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_store *s = NULL;
	kl_error err;
	int done, rc, n = 0;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands != 0)
		return kl_cli_usage(cli, _("verify: no arguments expected"));
	if ((rc = kl_cli_store(cli, KL_OPS_DB_READ, &s)))
		return rc;
	kl_error_clear(&err);
	rc = kl_ops_verify(s, &n, &err);
	if (rc == KL_EINPUT || rc == KL_ERULE) {
		fflush(cli->out);
		fprintf(cli->err, _("klopf: verify: %s\n"), err.msg);
		rc = KL_EXIT_FALSE;
	} else if (rc != KL_OK) {
		rc = kl_cli_error(cli, &err);
	} else {
		fprintf(cli->out, KL_NP("verified %d rubber: the database agrees "
		        "with its events and the rules\n", "verified %d rubbers: "
		        "the database agrees with its events and the rules\n", n),
		        n);
		rc = KL_EXIT_OK;
	}
	kl_ops_db_close(s);
	return rc;
}

const kl_command kl_cmd_verify = {
	.name = "verify",
	.summary = N_("check the database against its events"),
	.synopsis = "",
	.description = N_(
	"Checks everything the database holds: SQLite's integrity check, no\n"
	"row pointing to nothing, every trigger and view of the schema there,\n"
	"the per-seat tallies equal to the rows they count, every time one\n"
	"klopf writes and no text cut short by U+0000, every player's name\n"
	"one klopf takes and every setting one of its rubber's game; then\n"
	"every rubber replayed under its rules against what is recorded\n"
	"(points, dealers, chips, winners, state), and every game judged\n"
	"again from the hands as they were typed: each hand's deadwood,\n"
	"cards and arrangement, the discard, what going out was worth, and\n"
	"each correction's game as it was and as it became.  Exit status 0\n"
	"when everything agrees, 1 naming the first thing that differs (a\n"
	"hand-edited row, say).\n"),
	.run = run,
	.no_table = 1,
};
