/* cmd_end.c - `klopf end`: the table ends the game in play now. */
#include <stdlib.h>

#include "cli_booked.h"
#include "cli_rubber.h"
#include "cli_standings.h"

static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_store *s = NULL;
	kl_ops_change_result *res = NULL;
	kl_error err;
	int done, rc;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands != 0)
		return kl_cli_usage(cli, _("end: no arguments expected"));
	res = malloc(sizeof(*res));
	if (res == NULL)
		return kl_cli_fail(cli, KL_EXIT_STORE, _("out of memory"));
	/* the rubber must exist: a refusal creates no database */
	if ((rc = kl_cli_store(cli, KL_OPS_DB_READ, &s)))
		goto done;
	kl_error_clear(&err);
	if (kl_ops_end(s, res, &err)) {
		rc = kl_cli_error(cli, &err);
		goto done;
	}
	snprintf(cli->booked, sizeof(cli->booked), _("Rubber %lld is "
	         "ended."), (long long)res->after.row.id);
	fprintf(cli->out, KL_NP("the table ends rubber %lld after %d hand\n",
	        "the table ends rubber %lld after %d hands\n",
	        res->after.state.games), (long long)res->after.row.id,
	        res->after.state.games);
	kl_cli_race_winners(cli->out, &res->after.row, &res->after.state);
	kl_cli_standings(cli, &res->after);
done:
	kl_ops_db_close(s);
	free(res);
	return rc;
}

const kl_command kl_cmd_end = {
	.name = "end",
	.summary = N_("end the game in play now; the best total wins"),
	.synopsis = "",
	.description = N_(
	"The table ends the game in play after the hands played: a game that\n"
	"lasts as long as the table likes (romme, phom, continental,\n"
	"queen-city), or one cut short (hungarian's rounds, a game to\n"
	"game_to).  The best total wins (the lowest where the game books\n"
	"penalty points), and players who share it share the win.  It is kept\n"
	"as a change of the rule that says how many hands the game lasts\n"
	"(hands, or hungarian's rounds), so 'klopf undo' takes it back.\n"),
	.run = run,
};
