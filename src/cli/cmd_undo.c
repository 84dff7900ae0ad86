/* cmd_undo.c - `klopf undo`: take back the last event of the rubber. */
#include "cli_rubber.h"

static const kl_opt opts[] = {
	{ NULL, 0, NULL, NULL }
};

static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_store *s = NULL;
	kl_cli_rubber r;
	kl_undo_info u;
	kl_error err;
	int done, rc;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands != 0)
		return kl_cli_usage(cli, "undo: no arguments expected");
	/* the rubber must exist: a refusal creates no database */
	if ((rc = kl_cli_store(cli, KL_STORE_READ, &s)))
		return rc;
	kl_error_clear(&err);
	if (kl_store_begin(s, 1, &err))
		goto fail;
	if ((rc = kl_cli_load_rubber(cli, s, KL_RUBBER_LATEST, &r)))
		goto out;
	if (kl_store_undo(s, r.row.id, &u, &err) || kl_store_commit(s, &err))
		goto fail;
	kl_store_close(s);
	switch (u.kind) {
	case KL_EVENT_GAME:
		fprintf(cli->out, "removed game %d of rubber %lld\n", u.number,
		        (long long)r.row.id);
		break;
	case KL_EVENT_BUYBACK:
		fprintf(cli->out, "removed %s's buy-back in rubber %lld\n",
		        r.row.names[u.seat], (long long)r.row.id);
		break;
	case KL_EVENT_ABANDON:
		fprintf(cli->out, "removed the abandoning of rubber %lld; it is "
		        "in play again\n", (long long)r.row.id);
		break;
	default:
		fprintf(cli->out, "removed rubber %lld, which had no games; "
		        "the antes are void\n", (long long)r.row.id);
	}
	return KL_EXIT_OK;
fail:
	rc = kl_cli_error(cli, &err);
out:
	kl_store_rollback(s);
	kl_store_close(s);
	return rc;
}

const kl_command kl_cmd_undo = {
	"undo", "take back the last game, buy-back or start of a rubber", "",
	"Removes the last event of the rubber in play (or, when none is in\n"
	"play, of the last rubber): a game, a buy-back, an abandon, or the\n"
	"start of a rubber without games.  Everything is computed again from\n"
	"the events that remain.\n",
	opts, run
};
