/* cmd_check.c - `klopf check`: does a declared rummy or knock stand? */
#include "hand_eval.h"

#include <string.h>

#include "check_knock.h"

static const kl_opt opts[] = {
	{ "game", 'g', "GAME", N_("the game: viennese (default) or "
	  "knock-rummy") },
	{ "knock-limit", 0, "N", N_("knock-rummy: the highest count that "
	  "may knock (none by default)") },
	{ "profile", 'p', "P", N_("rules profile: viennese (default), "
	  "romme-ohne-auslegen, gin") },
	{ "rule", 'r', "KEY=VALUE", N_("change one rule (repeatable)") },
	{ "json", 0, NULL, N_("print JSON") },
	{ "batch", 0, NULL, N_("read one hand per line from stdin, print one "
	  "JSON object per line") },
	{ NULL, 0, NULL, NULL }
};

static int
run(kl_cli *cli, int argc, char **argv)
{
	int done, rc;

	const kl_optval *game;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	game = kl_cli_opt(cli, "game");
	if (game->count && !strcmp(game->value, "knock-rummy")) {
		if (kl_cli_opt(cli, "profile")->count ||
		    kl_cli_opt(cli, "rule")->count)
			return kl_cli_usage(cli, _("check: --profile and --rule "
			                    "are for viennese; knock-rummy takes "
			                    "--knock-limit"));
		return kl_check_knock(cli);
	}
	if (game->count && strcmp(game->value, "viennese"))
		return kl_cli_usage(cli, _("check: unknown game \"%s\" (viennese "
		                    "or knock-rummy)"), game->value);
	if (kl_cli_opt(cli, "knock-limit")->count)
		return kl_cli_usage(cli, _("check: --knock-limit is for "
		                    "knock-rummy; viennese takes --rule "
		                    "knock_limit=N"));
	return kl_eval_run(cli, KL_EVAL_CHECK);
}

const kl_command kl_cmd_check = {
	"check", N_("judge a declarer's hand: rummy, knock or neither"),
	"[--game GAME] [--profile P] [--rule KEY=VALUE]... [--knock-limit N] [--json] (CARDS... | --batch)",
	N_("Takes the declarer's 10 cards, or 11 before the discard (the hand\n"
	"size, or one more), and says whether they make a rummy (deadwood 0\n"
	"after the discard) or a knock (deadwood at most the knock limit, 4\n"
	"by default).  With 11 cards klopf chooses the best discard itself.\n"
	"Exit status 0 for rummy or knock, 1 for neither.\n"
	"JSON: {\"format_version\":1,\"verdict\":\"rummy\"|\"knock\"|\"none\",\n"
	"\"deadwood\":N,\"discard\":\"9H\"|null,\"melds\":[...],\"unmatched\":[...]}.\n"
	"With --batch, one verdict per line; lines that cannot be read give\n"
	"{\"format_version\":1,\"error\":\"...\"} and make the exit status 3.\n"
	"\n"
	"With --game knock-rummy it judges a hand of Knock Rummy instead: the\n"
	"knocker's cards (the hand size, or one more before the discard), then\n"
	"\"/\" and the cards of each other player in seating order from the\n"
	"knocker's left (2 to 5 players; 10 cards each for two, 7 for three or\n"
	"four, 6 for five).  It counts every hand, names the winner (the\n"
	"knocker; a player level with him; or one below him, who gets the\n"
	"undercut penalty of 10 from the knocker too; rum wins outright and\n"
	"collects 25 from each) and the chips each pays.  JSON:\n"
	"{\"format_version\":1,\"game\":\"knock-rummy\",\"hand_size\":N,\"hands\":\n"
	"[{\"count\":N,\"melds\":[...],\"unmatched\":[...],\"discard\":..}, ...],\n"
	"\"winner\":I,\"outcome\":\"won\"|\"rum\"|\"tied\"|\"undercut\",\n"
	"\"transfers\":[{\"from\":I,\"to\":I,\"amount\":N,\"reason\":\"count\"|\n"
	"\"rum\"|\"undercut\"}]}, indexes into hands (0: the knocker).\n"),
	opts, run
};
