/* cmd_deadwood.c - `klopf deadwood`: the optimal arrangement of a hand,
 * counted as the game's definition says (kl_game_def.deadwood). */
#include "hand_eval.h"

#include "check_knock.h"
#include "cli_games.h"
#include "meld.h"

/* The options of `klopf deadwood`, indexing opts[] in the order of its
 * help. */
enum {
	DEADWOOD_GAME,
	DEADWOOD_PROFILE,
	DEADWOOD_RULE,
	DEADWOOD_JSON,
	DEADWOOD_BATCH,
	DEADWOOD_NOPTS
};

static const kl_opt opts[DEADWOOD_NOPTS] = {
	[DEADWOOD_GAME] = {
		.name = "game", .short_name = 'g', .arg = N_("GAME"),
		.help = N_("the game, one of %s (the first is the default)"),
		.help_list = kl_games_list_counted,
	},
	[DEADWOOD_PROFILE] = {
		.name = "profile", .short_name = 'p', .arg = N_("P"),
		.help = N_("rules profile, one of %s (the first is the "
		           "default)"),
		.help_list = kl_profiles_list,
	},
	[DEADWOOD_RULE] = {
		.name = "rule", .short_name = 'r', .arg = N_("KEY=VALUE"),
		.help = N_("change one rule of the game (repeatable)"),
	},
	[DEADWOOD_JSON] = {
		.name = "json",
		.help = N_("print JSON"),
	},
	[DEADWOOD_BATCH] = {
		.name = "batch",
		.help = N_("read one hand per line from stdin, print one JSON "
		           "object per line"),
	},
};

/* The options of deadwood that judging a hand reads, into *o (its game
 * not found yet). */
static void
hand_opts(const kl_cli *cli, kl_hand_opts *o)
{
	o->game = NULL;
	o->rules.game = kl_cli_opt(cli, DEADWOOD_GAME);
	o->rules.profile = kl_cli_opt(cli, DEADWOOD_PROFILE);
	o->rules.rule = kl_cli_opt(cli, DEADWOOD_RULE);
	o->knock_limit = o->school = o->upcard = NULL;
	o->json = kl_cli_opt(cli, DEADWOOD_JSON)->count > 0;
	o->batch = kl_cli_opt(cli, DEADWOOD_BATCH)->count > 0;
	o->redeal = 0;
}

/* KL_CHECK_HAND: the hand's least deadwood under the rules' cards. */
static int
deadwood_hand(kl_cli *cli, const kl_hand_opts *o)
{
	return kl_eval_run(cli, KL_EVAL_DEADWOOD, o);
}

/* What counts a hand and prints it, by the game's kl_game_def.deadwood;
 * NULL: deadwood does not take the game. */
static kl_hand_run *const counts[KL_CHECK_KINDS] = {
	[KL_CHECK_HAND] = deadwood_hand,
	[KL_CHECK_FAMILY] = kl_deadwood_family,
	[KL_CHECK_MELD] = kl_deadwood_meld,
};

static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_hand_opts o;
	char games[KL_GAMES_LIST_MAX];
	int done, rc;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	hand_opts(cli, &o);
	o.game = kl_hand_game(o.rules.game);
	/* gin and knock rummy are known, but a hand of theirs is judged
	 * with the others of its deal (layoffs, who is lowest): check does
	 * it */
	if (o.game != NULL && counts[o.game->deadwood] == NULL)
		return kl_cli_usage(cli, _("deadwood: a hand of %s is judged "
		                    "together with the other hands of its "
		                    "deal, which 'klopf check --game %s' "
		                    "does"), o.game->name, o.game->name);
	if (o.game == NULL)
		return kl_cli_usage(cli, _("deadwood: unknown game \"%s\"; "
		                    "deadwood counts %s"), o.rules.game->value,
		                    kl_games_list(kl_games_counted, games,
		                                  sizeof(games)));
	if (o.rules.profile->count && !o.game->profiles)
		return kl_cli_usage(cli, _("deadwood: --profile is for "
		                    "viennese; %s takes --rule"), o.game->name);
	return counts[o.game->deadwood](cli, &o);
}

const kl_command kl_cmd_deadwood = {
	.name = "deadwood",
	.summary = N_("show a hand's best arrangement and its deadwood"),
	.synopsis = N_("[--game GAME] [--profile P] [--rule KEY=VALUE]... "
	            "[--json] (CARDS... | --batch)"),
	.description = N_(
	"Finds the arrangement of the cards into sets and runs that leaves\n"
	"the least deadwood (up to 15 cards) and prints it.  If the cards\n"
	"were typed in groups separated by '|', also says which groups are\n"
	"valid melds and whether the claimed arrangement is the best; the\n"
	"best is what counts.\n"
	"JSON: {\"format_version\":1,\"cards\":[...],\"deadwood\":N,\n"
	"\"melds\":[[...],...],\"unmatched\":[...]}.\n"
	"With --batch, a line that cannot be read gives {\"format_version\":1,\n"
	"\"error\":\"...\"} and the others go on; the exit status is then 3.\n"
	"The rules are the game's own, as 'klopf rules --game GAME' lists\n"
	"them; each --rule KEY=VALUE changes one, --profile P chooses a\n"
	"profile of Viennese Rummy.\n"
	"With --game and a game of the family (boat-house, phom, continental,\n"
	"nowrang, queen-city, double-rum) the hand is counted under that\n"
	"game's cards and values (up to 16 cards; --rule as for check); JSON\n"
	"adds \"game\" and \"wild_twos\".\n"
	"With --game and a melding game (those of 'klopf meld --game') every\n"
	"card of the hand is left and counts its penalty (up to 24 cards);\n"
	"JSON: {\"format_version\":1,\"game\":G,\"cards\":[...],\n"
	"\"deadwood\":N}.\n"
	"A hand of gin or knock-rummy is not counted alone: it is judged\n"
	"together with the other hands of its deal, which 'klopf check --game\n"
	"gin' (or knock-rummy) does.\n"),
	.opts = opts,
	.nopts = DEADWOOD_NOPTS,
	.run = run,
	.no_table = 1,
};
