/* cmd_standings.c - `klopf standings`: totals, chips and the pot. */
#include "cli_rubber.h"
#include "cli_standings.h"

/* The options of `klopf standings`, indexing opts[] in the order of its
 * help. */
enum {
	STANDINGS_JSON,
	STANDINGS_NOPTS
};

static const kl_opt opts[STANDINGS_NOPTS] = {
	[STANDINGS_JSON] = {
		.name = "json",
		.help = N_("print JSON"),
	},
};

static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_ops_rubber r;
	kl_json j;
	int done, rc;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands != 0)
		return kl_cli_usage(cli, _("standings: no arguments expected"));
	if ((rc = kl_cli_look(cli, KL_OPS_LATEST, &r)))
		return rc;
	if (kl_cli_opt(cli, STANDINGS_JSON)->count) {
		kl_json_init(&j);
		kl_cli_standings_json(&j, &r);
		rc = kl_cli_put_json(cli, &j);
		kl_json_free(&j);
		return rc;
	}
	kl_cli_standings(cli, &r);
	if (r.state.phase == KL_RUBBER_IN_PLAY)
		kl_cli_buyback_offers(cli, &r, 0);
	return KL_EXIT_OK;
}

const kl_command kl_cmd_standings = {
	.name = "standings",
	.summary = N_("show the totals, chips and pot of the rubber"),
	.synopsis = N_("[--json]"),
	.description = N_(
	"Shows the rubber in play, or the last one: each player's total,\n"
	"net chips, whether they are out or may buy back, the pot, who deals\n"
	"next and the winner.  In Phỏm, Continental and Queen City the net\n"
	"chips decide the game (and reach game_to): they come first, then\n"
	"the points received.  JSON: {\"format_version\":1,\"rubber\":ID,\n"
	"\"game\":G,\"decided_by\":\"points\"|\"chips\",\n"
	"\"state\":\"in_play\"|\"finished\"|\"abandoned\",\"pot\":N,\"games\":N,\n"
	"\"next_dealer\":NAME|null,\"winner\":NAME|null,\"winners\":[...],\n"
	"\"started_at\":TIME,\"players\":[{\"name\":..,\"seat\":N,\"score\":N,\n"
	"\"state\":\"in_play\"|\"out\"|\"left\",\"bought_back\":bool,\n"
	"\"can_buy_back\":bool,\"chips\":N,\"hands_won\":N}],\"rules\":{...},\n"
	"\"rules_at_start\":{...}} (the rules as klopf rules --json prints\n"
	"them).  game, decided_by and hands_won are there for every game but\n"
	"Viennese; score holds the points (in a game decided by chips, the\n"
	"points received), chips the net chips, and decided_by which of the\n"
	"two wins the game.  The text shows the house rules that are not the\n"
	"defaults on one line.\n"),
	.opts = opts,
	.nopts = STANDINGS_NOPTS,
	.run = run,
};
