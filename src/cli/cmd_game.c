/* cmd_game.c - `klopf game`: judge and book one game of the rubber. */
#include <stdlib.h>

#include "cli_rubber.h"

static const kl_opt opts[] = {
	{ "knock", 'k', NULL, N_("the declarer knocked") },
	{ "rummy", 'R', NULL, N_("the declarer called rummy") },
	{ "json", 0, NULL, N_("print the booked game as JSON") },
	{ NULL, 0, NULL, NULL }
};

static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_store *s = NULL;
	kl_ops_game_result *res = NULL;
	kl_error err;
	int done, rc, kind;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (kl_cli_opt(cli, "knock")->count + kl_cli_opt(cli, "rummy")->count != 1)
		return kl_cli_usage(cli, _("game: say how the declarer went out: "
		                    "--knock or --rummy"));
	if (cli->noperands < 2)
		return kl_cli_usage(cli, _("game: give the declarer's name and a "
		                    "NAME=CARDS hand for every player in play"));
	kind = kl_cli_opt(cli, "rummy")->count ? KL_VERDICT_RUMMY :
	       KL_VERDICT_KNOCK;
	res = malloc(sizeof(*res));
	if (res == NULL)
		return kl_cli_fail(cli, KL_EXIT_STORE, _("out of memory"));
	/* the rubber must exist: a refusal creates no database */
	if ((rc = kl_cli_store(cli, KL_STORE_READ, &s)))
		goto done;
	kl_error_clear(&err);
	if (kl_ops_game(s, cli->operands[0], kind, cli->noperands - 1,
	                (const char *const *)cli->operands + 1, res, &err)) {
		rc = kl_cli_refusal(cli, &err, &res->game);
		goto done;
	}
	snprintf(cli->booked, sizeof(cli->booked), _("Game %d of rubber %lld is "
	         "booked."), res->number, (long long)res->after.row.id);
	if (kl_cli_opt(cli, "json")->count) {
		rc = kl_cli_booked_json(cli, res);
		goto done;
	}
	kl_cli_booked(cli, res);
	rc = KL_EXIT_OK;
done:
	kl_store_close(s);
	free(res);
	return rc;
}

const kl_command kl_cmd_game = {
	"game", N_("judge and book a game of the rubber in play"),
	"(--knock | --rummy) NAME NAME=CARDS...",
	N_("NAME went out by knocking or calling rummy.  Give one NAME=CARDS for\n"
	"every player still in play: the declarer's 10 cards, or 11 before the\n"
	"discard (klopf then picks the best discard), and everybody else's 10.\n"
	"A player's hand may be given as points instead (Ben=17) when the\n"
	"table agrees not to type it; it is booked as declared, not proven.\n"
	"klopf checks the cards, that all hands fit in one deck and that the\n"
	"declaration stands; if anything fails, nothing is booked.  Then it\n"
	"books every hand's optimal deadwood as Schlechtpunkte, moves the\n"
	"chips, puts out players at out_at (101) and pays the pot when one\n"
	"player is left.\n"),
	opts, run
};
