/* cmd_abandon.c - `klopf abandon`: end the rubber in play without winner. */
#include "cli_rubber.h"

static const kl_opt opts[] = {
	{ NULL, 0, NULL, NULL }
};

static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_store *s = NULL;
	kl_cli_rubber r;
	kl_event_result res;
	kl_error err;
	int done, rc;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands != 0)
		return kl_cli_usage(cli, "abandon: no arguments expected");
	/* the rubber must exist: a refusal creates no database */
	if ((rc = kl_cli_store(cli, KL_STORE_READ, &s)))
		return rc;
	kl_error_clear(&err);
	if (kl_store_begin(s, 1, &err))
		goto fail;
	if ((rc = kl_cli_load_rubber(cli, s, KL_RUBBER_MUST_PLAY, &r)))
		goto out;
	if (kl_rubber_abandon(&r.state, &res, &err) ||
	    kl_store_add_abandon(s, r.row.id, &res, &err) ||
	    kl_store_commit(s, &err))
		goto fail;
	kl_store_close(s);
	fprintf(cli->out, "rubber %lld abandoned after %d game%s; the pot goes "
	        "back to those who paid it\n", (long long)r.row.id,
	        r.state.games, r.state.games == 1 ? "" : "s");
	kl_cli_transfers(cli, &r.row, &res);
	return KL_EXIT_OK;
fail:
	rc = kl_cli_error(cli, &err);
out:
	kl_store_rollback(s);
	kl_store_close(s);
	return rc;
}

const kl_command kl_cmd_abandon = {
	"abandon", "end the rubber in play without a winner", "",
	"Ends the rubber in play without a winner; every chip in the pot goes\n"
	"back to the player who paid it (antes and buy-backs).  Knock money\n"
	"already paid stays paid.  'klopf undo' takes it back.\n",
	opts, run
};
