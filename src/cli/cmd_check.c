/* cmd_check.c - `klopf check`: does a declared rummy or knock stand? */
#include "hand_eval.h"

static const kl_opt opts[] = {
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

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	return kl_eval_run(cli, KL_EVAL_CHECK);
}

const kl_command kl_cmd_check = {
	"check", N_("judge a declarer's hand: rummy, knock or neither"),
	"[--profile P] [--rule KEY=VALUE]... [--json] (CARDS... | --batch)",
	N_("Takes the declarer's 10 cards, or 11 before the discard (the hand\n"
	"size, or one more), and says whether they make a rummy (deadwood 0\n"
	"after the discard) or a knock (deadwood at most the knock limit, 4\n"
	"by default).  With 11 cards klopf chooses the best discard itself.\n"
	"Exit status 0 for rummy or knock, 1 for neither.\n"
	"JSON: {\"format_version\":1,\"verdict\":\"rummy\"|\"knock\"|\"none\",\n"
	"\"deadwood\":N,\"discard\":\"9H\"|null,\"melds\":[...],\"unmatched\":[...]}.\n"
	"With --batch, one verdict per line; lines that cannot be read give\n"
	"{\"format_version\":1,\"error\":\"...\"} and make the exit status 3.\n"),
	opts, run
};
