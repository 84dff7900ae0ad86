/* cmd_new.c - `klopf new`: start a rubber. */
#include "cli_newrubber.h"
#include "cli_rubber.h"

static const kl_opt opts[] = {
	{ "rule", 'r', "KEY=VALUE", "set a house rule for this rubber "
	  "(repeatable; see klopf rules)" },
	{ "profile", 'p', "P", "start from the rules of profile P" },
	{ NULL, 0, NULL, NULL }
};

static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_rules rules;
	int done, rc, n;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if ((rc = kl_cli_rules(cli, &rules)))
		return rc;
	n = cli->noperands;
	if (n < KL_PLAYERS_MIN || n > KL_PLAYERS_MAX)
		return kl_cli_usage(cli, "new: a rubber needs %d to %d players "
		                    "in seating order, not %d", KL_PLAYERS_MIN,
		                    KL_PLAYERS_MAX, n);
	return kl_cli_new_rubber(cli, &rules,
	                         (const char *const *)cli->operands, n);
}

const kl_command kl_cmd_new = {
	"new", "start a rubber",
	"[--profile P] [--rule KEY=VALUE]... NAME NAME [NAME...]",
	"Starts a rubber with 2 to 6 players, named in seating order\n"
	"(clockwise); the first named deals first.  Every player pays the ante\n"
	"into the pot.  House rules given with --rule are stored with the\n"
	"rubber.  Refused while another rubber is in play.\n",
	opts, run
};
