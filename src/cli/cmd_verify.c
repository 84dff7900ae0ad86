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
	"the per-seat tallies equal to the rows they count; then every rubber\n"
	"replayed under its rules against what is recorded (points, dealers,\n"
	"chips, winners, state), and every game judged again from the hands\n"
	"as they were typed.  Exit status 0 when everything agrees, 1 naming\n"
	"the first thing that differs (a hand-edited row, say).\n"),
	.run = run,
};
