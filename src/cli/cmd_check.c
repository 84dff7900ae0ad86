/* cmd_check.c - `klopf check`: does a declared rummy or knock stand? */
#include "hand_eval.h"

#include <string.h>

#include "check_knock.h"
#include "kl_fam.h"

/* The options of `klopf check`, indexing opts[] in the order of its
 * help. */
enum {
	CHECK_GAME,
	CHECK_SCHOOL,
	CHECK_UPCARD,
	CHECK_KNOCK_LIMIT,
	CHECK_PROFILE,
	CHECK_RULE,
	CHECK_JSON,
	CHECK_BATCH,
	CHECK_NOPTS
};

static const kl_opt opts[CHECK_NOPTS] = {
	[CHECK_GAME] = {
		.name = "game", .short_name = 'g', .arg = "GAME",
		.help = N_("the game: viennese (default), gin, knock-rummy, "
		           "boat-house, phom, continental, nowrang, queen-city "
		           "or double-rum"),
	},
	[CHECK_SCHOOL] = {
		.name = "school", .arg = "S",
		.help = N_("gin: modern (default) or classic"),
	},
	[CHECK_UPCARD] = {
		.name = "upcard", .arg = "CARD",
		.help = N_("gin: Oklahoma, the first upcard: its value is the "
		           "knock limit, a spade doubles"),
	},
	[CHECK_KNOCK_LIMIT] = {
		.name = "knock-limit", .arg = "N",
		.help = N_("knock-rummy: the highest count that may knock "
		           "(none by default)"),
	},
	[CHECK_PROFILE] = {
		.name = "profile", .short_name = 'p', .arg = "P",
		.help = N_("rules profile: viennese (default), "
		           "romme-ohne-auslegen, gin"),
	},
	[CHECK_RULE] = {
		.name = "rule", .short_name = 'r', .arg = "KEY=VALUE",
		.help = N_("change one rule (repeatable); viennese and the "
		           "games of the family"),
	},
	[CHECK_JSON] = {
		.name = "json",
		.help = N_("print JSON"),
	},
	[CHECK_BATCH] = {
		.name = "batch",
		.help = N_("read one hand per line from stdin, print one JSON "
		           "object per line"),
	},
};

/* The options of check that judging a hand reads, into *o. */
static void
hand_opts(const kl_cli *cli, kl_hand_opts *o)
{
	o->rules.game = kl_cli_opt(cli, CHECK_GAME);
	o->rules.profile = kl_cli_opt(cli, CHECK_PROFILE);
	o->rules.rule = kl_cli_opt(cli, CHECK_RULE);
	o->json = kl_cli_opt(cli, CHECK_JSON)->count > 0;
	o->batch = kl_cli_opt(cli, CHECK_BATCH)->count > 0;
}

static int
run(kl_cli *cli, int argc, char **argv)
{
	int done, rc, fam;
	kl_hand_opts o;
	const kl_optval *game;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	hand_opts(cli, &o);
	game = o.rules.game;
	if (game->count && !strcmp(game->value, "knock-rummy")) {
		if (kl_cli_opt(cli, CHECK_PROFILE)->count ||
		    kl_cli_opt(cli, CHECK_RULE)->count)
			return kl_cli_usage(cli, _("check: --profile and --rule "
			                    "are for viennese; knock-rummy takes "
			                    "--knock-limit"));
		return kl_check_knock(cli, &o,
		                      kl_cli_opt(cli, CHECK_KNOCK_LIMIT));
	}
	fam = game->count ? kl_fam_game_of(game->value) : -1;
	if (fam >= 0) {
		if (kl_cli_opt(cli, CHECK_PROFILE)->count ||
		    kl_cli_opt(cli, CHECK_KNOCK_LIMIT)->count ||
		    kl_cli_opt(cli, CHECK_SCHOOL)->count ||
		    kl_cli_opt(cli, CHECK_UPCARD)->count)
			return kl_cli_usage(cli, _("check: --profile, "
			                    "--knock-limit, --school and --upcard "
			                    "are not for %s; it takes --rule"),
			                    game->value);
		return kl_check_family(cli, &o, fam);
	}
	if (game->count && !strcmp(game->value, "gin")) {
		if (kl_cli_opt(cli, CHECK_PROFILE)->count ||
		    kl_cli_opt(cli, CHECK_RULE)->count ||
		    kl_cli_opt(cli, CHECK_KNOCK_LIMIT)->count)
			return kl_cli_usage(cli, _("check: --profile, --rule and "
			                    "--knock-limit are not for gin; it "
			                    "takes --school and --upcard"));
		return kl_check_gin(cli, &o, kl_cli_opt(cli, CHECK_SCHOOL),
		                    kl_cli_opt(cli, CHECK_UPCARD));
	}
	if (kl_cli_opt(cli, CHECK_SCHOOL)->count ||
	    kl_cli_opt(cli, CHECK_UPCARD)->count)
		return kl_cli_usage(cli, _("check: --school and --upcard are for "
		                    "gin"));
	if (game->count && strcmp(game->value, "viennese"))
		return kl_cli_usage(cli, _("check: unknown game \"%s\" (viennese, "
		                    "gin, knock-rummy, boat-house, phom, "
		                    "continental, nowrang, queen-city or "
		                    "double-rum)"), game->value);
	if (kl_cli_opt(cli, CHECK_KNOCK_LIMIT)->count)
		return kl_cli_usage(cli, _("check: --knock-limit is for "
		                    "knock-rummy; viennese takes --rule "
		                    "knock_limit=N"));
	return kl_eval_run(cli, KL_EVAL_CHECK, &o);
}

const kl_command kl_cmd_check = {
	.name = "check",
	.summary = N_("judge a declarer's hand: rummy, knock or neither"),
	.synopsis = "[--game GAME] [--profile P] [--rule KEY=VALUE]... "
	            "[--knock-limit N] [--school S] [--upcard CARD] [--json] "
	            "(CARDS... | --batch)",
	.description = N_(
	"Takes the declarer's 10 cards, or 11 before the discard (the hand\n"
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
	"\"rum\"|\"undercut\"}]}, indexes into hands (0: the knocker).\n"
	"\n"
	"With --game gin it judges a hand of Gin Rummy: the knocker's cards\n"
	"(10, or 11 before the discard; his melds may be typed with |), then\n"
	"\"/\" and the defender's 10.  Gin (deadwood 0), big gin (all 11 in\n"
	"melds, modern school), or a knock (deadwood 10 or less); after a knock\n"
	"the defender lays off onto the knocker's melds as leaves him the least\n"
	"deadwood, and the knocker shows the melds best for him (untyped).\n"
	"Exit status 0 when a declaration stands, 1 when none does.  JSON:\n"
	"{\"format_version\":1,\"game\":\"gin\",\"verdict\":\"gin\"|\"big_gin\"|\n"
	"\"knock\"|\"none\",\"knocker\":{\"deadwood\",\"least_deadwood\",\"melds\",\n"
	"\"unmatched\",\"discard\"},\"defender\":{\"deadwood\",\"melds\",\n"
	"\"layoffs\",\"unmatched\"},\"result\":{\"winner\":\"knocker\"|\n"
	"\"defender\",\"points\":N,\"kind\":\"gin\"|\"big_gin\"|\"knock\"|\n"
	"\"undercut\"}|null}.\n"
	"\n"
	"With --game boat-house, phom, continental, nowrang, queen-city or\n"
	"double-rum it judges a hand of that game: the first player's cards\n"
	"(the hand size, or one more before the discard), then \"/\" and each\n"
	"other player's.  It says whether the first player melds the whole\n"
	"hand (Continental in runs of 5-4-3-3, 4-4-4-3 or 3-3-3-3-3; Nowrang\n"
	"4-3-3), choosing the discard and melds that pay him most, counts\n"
	"every other hand, and names what is paid.  Phỏm: 10 cards claim ù;\n"
	"with every hand of 9 cards (from the dealer's left) the showdown is\n"
	"judged.  A two used as wild is marked *.  --rule hand_size=N, and\n"
	"for Continental decks=N, deuces_wild=yes, deuce_points=N,\n"
	"no_wild_bonus=N, one_suit_bonus=N.  Exit status 0 when he goes out\n"
	"(or the showdown is judged), 1 when he cannot.  JSON:\n"
	"{\"format_version\":1,\"game\":G,\"verdict\":\"out\"|\"u\"|\n"
	"\"showdown\"|\"none\",\"hands\":[{\"deadwood\":N|null,\"melds\",\n"
	"\"wild_twos\",\"unmatched\",\"discard\"}],\"winner\":I|null,\n"
	"\"worth\":N,\"points\":N,\"transfers\":[{\"from\":I,\"to\":I,\n"
	"\"amount\":N}]} (points for boat-house, double-rum and nowrang).\n"),
	.opts = opts,
	.nopts = CHECK_NOPTS,
	.run = run,
};
