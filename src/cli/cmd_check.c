/* cmd_check.c - `klopf check`: does a declaration stand?  The game's
 * definition says which referee judges the deal (kl_game_def.check). */
#include "hand_eval.h"

#include "check_knock.h"
#include "cli_games.h"

/* The options of `klopf check`, indexing opts[] in the order of its
 * help. */
enum {
	CHECK_GAME,
	CHECK_SCHOOL,
	CHECK_UPCARD,
	CHECK_KNOCK_LIMIT,
	CHECK_PROFILE,
	CHECK_RULE,
	CHECK_REDEAL,
	CHECK_JSON,
	CHECK_BATCH,
	CHECK_NOPTS
};

static const kl_opt opts[CHECK_NOPTS] = {
	[CHECK_GAME] = {
		.name = "game", .short_name = 'g', .arg = N_("GAME"),
		.help = N_("the game, one of %s (the first is the default)"),
		.help_list = kl_games_list_checked,
	},
	[CHECK_SCHOOL] = {
		.name = "school", .arg = N_("S"),
		.help = N_("short for --rule school=S: modern (default) or "
		           "classic, in gin"),
	},
	[CHECK_UPCARD] = {
		.name = "upcard", .arg = N_("CARD"),
		.help = N_("gin: Oklahoma, the first upcard: its value is the "
		           "knock limit, a spade doubles"),
	},
	[CHECK_KNOCK_LIMIT] = {
		.name = "knock-limit", .arg = N_("N"),
		.help = N_("short for --rule knock_limit=N, 0 to 100: the "
		           "highest deadwood that may knock"),
	},
	[CHECK_PROFILE] = {
		.name = "profile", .short_name = 'p', .arg = N_("P"),
		.help = N_("rules profile, one of %s (the first is the "
		           "default)"),
		.help_list = kl_profiles_list,
	},
	[CHECK_RULE] = {
		.name = "rule", .short_name = 'r', .arg = N_("KEY=VALUE"),
		.help = N_("change one rule of the game (repeatable)"),
	},
	[CHECK_REDEAL] = {
		.name = "redeal",
		.help = N_("%s: judge the dealt hand's claim of a new deal (four "
		           "pairs, or three pairs and a joker)"),
		.help_list = kl_games_list_redeal,
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

/* The options of check that judging a hand reads, into *o (its game
 * not found yet). */
static void
hand_opts(const kl_cli *cli, kl_hand_opts *o)
{
	o->game = NULL;
	o->rules.game = kl_cli_opt(cli, CHECK_GAME);
	o->rules.profile = kl_cli_opt(cli, CHECK_PROFILE);
	o->rules.rule = kl_cli_opt(cli, CHECK_RULE);
	o->knock_limit = kl_cli_opt(cli, CHECK_KNOCK_LIMIT);
	o->school = kl_cli_opt(cli, CHECK_SCHOOL);
	o->upcard = kl_cli_opt(cli, CHECK_UPCARD);
	o->json = kl_cli_opt(cli, CHECK_JSON)->count > 0;
	o->batch = kl_cli_opt(cli, CHECK_BATCH)->count > 0;
	o->redeal = kl_cli_opt(cli, CHECK_REDEAL)->count > 0;
}

/* KL_CHECK_HAND: the declarer's hand alone. */
static int
check_hand(kl_cli *cli, const kl_hand_opts *o)
{
	return kl_eval_run(cli, KL_EVAL_CHECK, o);
}

/* What judges a deal and prints the verdict, by the game's
 * kl_game_def.check; NULL: check does not take the game. */
static kl_hand_run *const checks[KL_CHECK_KINDS] = {
	[KL_CHECK_HAND] = check_hand,
	[KL_CHECK_GIN] = kl_check_gin,
	[KL_CHECK_DEAL] = kl_check_knock,
	[KL_CHECK_FAMILY] = kl_check_family,
	[KL_CHECK_MELD] = kl_check_melding,
};

/* Does game have the rule called key (kl_rules_applies)? */
static int
has_rule(const kl_game_def *game, const char *key)
{
	kl_rules r;
	int i = kl_rules_find(key);

	kl_rules_game_default(game->id, &r);
	return i >= 0 && kl_rules_applies(&r, &kl_rules_settings[i]);
}

/*
 * Refuse the options of cli that game has no use for: every one of
 * --profile, --knock-limit, --school and --upcard where it has none of
 * them, --school and --upcard where it has no school or no Oklahoma.
 * Returns the exit status after printing the refusal, or KL_EXIT_OK.
 * (A profile or a knock limit a game does not have is refused where the
 * rules are resolved.)
 */
static int
refuse_options(kl_cli *cli, const kl_game_def *game)
{
	int school = kl_cli_opt(cli, CHECK_SCHOOL)->count > 0;
	int upcard = kl_cli_opt(cli, CHECK_UPCARD)->count > 0;
	int has_school = has_rule(game, "school");
	int has_upcard = has_rule(game, "oklahoma");
	char games[KL_GAMES_LIST_MAX];

	if (!game->profiles && !has_rule(game, "knock_limit") &&
	    !has_school && !has_upcard &&
	    (kl_cli_opt(cli, CHECK_PROFILE)->count ||
	     kl_cli_opt(cli, CHECK_KNOCK_LIMIT)->count || school || upcard))
		return kl_cli_usage(cli, _("check: --profile, --knock-limit, "
		                    "--school and --upcard are not for %s; it "
		                    "takes --rule"), game->name);
	if ((school && !has_school) || (upcard && !has_upcard))
		return kl_cli_usage(cli, _("check: --school and --upcard are "
		                    "for gin"));
	if (kl_cli_opt(cli, CHECK_REDEAL)->count > 0 &&
	    game->check != KL_CHECK_MELD)
		return kl_cli_usage(cli, _("check: --redeal is for %s"),
		                    kl_games_list(kl_games_redeal, games,
		                                  sizeof(games)));
	return KL_EXIT_OK;
}

static int
run(kl_cli *cli, int argc, char **argv)
{
	int done, rc;
	kl_hand_opts o;
	char games[KL_GAMES_LIST_MAX];

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	hand_opts(cli, &o);
	o.game = kl_hand_game(o.rules.game);
	if (o.game == NULL || checks[o.game->check] == NULL)
		return kl_cli_usage(cli, _("check: unknown game \"%s\"; check "
		                    "judges %s"), o.rules.game->value,
		                    kl_games_list(kl_games_checked, games,
		                                  sizeof(games)));
	if ((rc = refuse_options(cli, o.game)))
		return rc;
	return checks[o.game->check](cli, &o);
}

const kl_command kl_cmd_check = {
	.name = "check",
	.summary = N_("judge a declarer's hand: rummy, knock or neither"),
	.synopsis = N_("[--game GAME] [--profile P] [--rule KEY=VALUE]... "
	            "[--knock-limit N] [--school S] [--upcard CARD] [--redeal] "
	            "[--json] (CARDS... | --batch)"),
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
	"Every game is judged under its own rules, as 'klopf rules --game\n"
	"GAME' lists them; each --rule KEY=VALUE changes one of them, in\n"
	"whichever game.  --knock-limit N is short for --rule knock_limit=N\n"
	"(but takes up to 100), --school S for --rule school=S; --profile P\n"
	"chooses a profile of Viennese Rummy.\n"
	"\n"
	"With --game knock-rummy it judges a hand of Knock Rummy instead: the\n"
	"knocker's cards (the hand size, or one more before the discard), then\n"
	"\"/\" and the cards of each other player in seating order from the\n"
	"knocker's left (2 to 5 players; 10 cards each for two, 7 for three or\n"
	"four, 6 for five).  It counts every hand, names the winner (the\n"
	"knocker; a player level with him; or one below him, who gets the\n"
	"undercut penalty, 10, from the knocker too; rum wins outright and\n"
	"collects the rum bonus, 25, from each) and the chips each pays; a\n"
	"knock needs a count no higher than the knock limit, if there is\n"
	"one (none by default).  JSON:\n"
	"{\"format_version\":1,\"game\":\"knock-rummy\",\"hand_size\":N,\"hands\":\n"
	"[{\"count\":N,\"melds\":[...],\"unmatched\":[...],\"discard\":..}, ...],\n"
	"\"winner\":I,\"outcome\":\"won\"|\"rum\"|\"tied\"|\"undercut\",\n"
	"\"transfers\":[{\"from\":I,\"to\":I,\"amount\":N,\"reason\":\"count\"|\n"
	"\"rum\"|\"undercut\"}]}, indexes into hands (0: the knocker).\n"
	"\n"
	"With --game gin it judges a hand of Gin Rummy: the knocker's cards\n"
	"(10, or 11 before the discard; his melds may be typed with |), then\n"
	"\"/\" and the defender's 10.  Gin (deadwood 0), big gin (all 11 in\n"
	"melds, modern school), or a knock (deadwood up to the knock limit,\n"
	"10); --upcard CARD plays Oklahoma, and --school classic (or --rule\n"
	"school=classic) the classic school.  After a knock the defender lays\n"
	"off onto the knocker's melds as leaves him the least deadwood, and\n"
	"the knocker shows the melds best for him (untyped).\n"
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
	"\"amount\":N}]} (points for boat-house, double-rum and nowrang).\n"
	"\n"
	"With a melding game: one hand as it melds; its best opening,\n"
	"whether it opens, whether it goes out at once (exit status 0 when\n"
	"it opens).  JSON: best_value, can_open, goes_out, melds, unmatched,\n"
	"out, open_min.  --redeal: a dealt hand's redeal claim (the games\n"
	"its help names); JSON: redeal, pairs, jokers.\n"),
	.opts = opts,
	.nopts = CHECK_NOPTS,
	.run = run,
	.no_table = 1,
};
