/* cmd_game.c - `klopf game`: judge and book one game of the rubber. */
#include "cli_rubber.h"

static const kl_opt opts[] = {
	{ "knock", 'k', NULL, "the declarer knocked" },
	{ "rummy", 'R', NULL, "the declarer called rummy" },
	{ "json", 0, NULL, "print the booked game as JSON" },
	{ NULL, 0, NULL, NULL }
};

static int
run(kl_cli *cli, int argc, char **argv)
{
	int done, rc;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (kl_cli_opt(cli, "knock")->count + kl_cli_opt(cli, "rummy")->count != 1)
		return kl_cli_usage(cli, "game: say how the declarer went out: "
		                    "--knock or --rummy");
	if (cli->noperands < 2)
		return kl_cli_usage(cli, "game: give the declarer's name and a "
		                    "NAME=CARDS hand for every player in play");
	return kl_cli_record_game(cli, cli->operands[0],
	                          kl_cli_opt(cli, "rummy")->count > 0,
	                          cli->noperands - 1, cli->operands + 1,
	                          kl_cli_opt(cli, "json")->count > 0);
}

const kl_command kl_cmd_game = {
	"game", "judge and book a game of the rubber in play",
	"(--knock | --rummy) NAME NAME=CARDS...",
	"NAME went out by knocking or calling rummy.  Give one NAME=CARDS for\n"
	"every player still in play: the declarer's 10 cards, or 11 before the\n"
	"discard (klopf then picks the best discard), and everybody else's 10.\n"
	"A player's hand may be given as points instead (Ben=17) when the\n"
	"table agrees not to type it; it is booked as declared, not proven.\n"
	"klopf checks the cards, that all hands fit in one deck and that the\n"
	"declaration stands; if anything fails, nothing is booked.  Then it\n"
	"books every hand's optimal deadwood as Schlechtpunkte, moves the\n"
	"chips, puts out players at out_at (101) and pays the pot when one\n"
	"player is left.\n",
	opts, run
};
