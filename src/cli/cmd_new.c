/* cmd_new.c - `klopf new`: start a rubber. */
#include "cli_games.h"
#include "cli_rubber.h"
#include "cli_standings.h"

/* The options of `klopf new`, indexing opts[] in the order of its
 * help. */
enum {
	NEW_GAME,
	NEW_RULE,
	NEW_PROFILE,
	NEW_NOPTS
};

static const kl_opt opts[NEW_NOPTS] = {
	[NEW_GAME] = {
		.name = "game", .short_name = 'g', .arg = N_("GAME"),
		.help = N_("the game, one of %s (the first is the default)"),
		.help_list = kl_games_list_any,
	},
	[NEW_RULE] = {
		.name = "rule", .short_name = 'r', .arg = N_("KEY=VALUE"),
		.help = N_("set a house rule for this rubber (repeatable; see "
		           "klopf rules)"),
	},
	[NEW_PROFILE] = {
		.name = "profile", .short_name = 'p', .arg = N_("P"),
		.help = N_("start from the rules of profile P"),
	},
};

static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_store *s = NULL;
	kl_ops_start_result res;
	kl_rules rules;
	kl_rules_opts ro;
	kl_error err;
	int done, rc, n, given;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->table > 0)
		return kl_cli_usage(cli, _("new: a table of a tournament plays "
		                    "the rubber klopf tournament draw starts for "
		                    "it, so new takes no --table"));
	ro.game = kl_cli_opt(cli, NEW_GAME);
	ro.profile = kl_cli_opt(cli, NEW_PROFILE);
	ro.rule = kl_cli_opt(cli, NEW_RULE);
	if ((rc = kl_cli_rules(cli, &ro, &rules)))
		return rc;
	given = ro.rule->count > 0 || ro.profile->count > 0 ||
	        ro.game->count > 0;
	n = cli->noperands;
	/* a count no game takes: named with the range of the game given
	 * (or of the default game, which a rubber without --game falls
	 * back to when the last rubber's game does not take n players) */
	if (n < KL_PLAYERS_MIN || n > KL_PLAYERS_MAX) {
		const kl_game_def *def = kl_gamedef_of(&rules);
		return kl_cli_usage(cli, _("new: a rubber of %s needs %d to %d "
		                    "players in seating order, not %d"),
		                    kl_cli_game_title(rules.game),
		                    def->players_min, def->players_max, n);
	}
	/* names and their number are checked before a database is made
	 * for them: against the game given, or, when the rubber will take
	 * the defaults (no database yet), against the default game */
	kl_error_clear(&err);
	if (kl_ops_check_names((const char *const *)cli->operands, n, &err) ||
	    ((given || !kl_cli_store_exists(cli)) &&
	     kl_rubber_players_fit(&rules, n, &err)))
		return kl_cli_error(cli, &err);
	if ((rc = kl_cli_store(cli, KL_OPS_DB_WRITE, &s)))
		return rc;
	if (kl_ops_start(s, given ? &rules : NULL,
	                 (const char *const *)cli->operands, n, &res, &err))
		rc = kl_cli_error(cli, &err);
	else {
		snprintf(cli->booked, sizeof(cli->booked), _("Rubber %lld is "
		         "started."), (long long)res.after.row.id);
		kl_cli_started(cli, &res);
	}
	kl_ops_db_close(s);
	return rc;
}

const kl_command kl_cmd_new = {
	.name = "new",
	.summary = N_("start a rubber"),
	.synopsis = N_("[--game GAME] [--profile P] [--rule KEY=VALUE]... "
	            "NAME NAME [NAME...]"),
	.description = N_(
	"Starts a rubber with 2 to 6 players (Continental: 2 to 12), named in\n"
	"seating order (clockwise); the first named deals first.  Every player\n"
	"pays the ante into the pot.  The rubber plays the game and the house\n"
	"rules of the last rubber (the defaults for the first one; Viennese\n"
	"Rummy with its defaults when the last rubber's game does not take\n"
	"that many players, which is said) unless --game, --profile or --rule\n"
	"say otherwise: --profile starts from a profile's rules, each\n"
	"--rule changes one of them (from the defaults when no --profile is\n"
	"given).  --game gin (two players) or --game knock-rummy (2 to 5) starts\n"
	"a game of that game to game_to (100) instead, under its own rules\n"
	"(klopf rules --game GAME); a rubber of gin or knock rummy is that one\n"
	"game.  So is a rubber of boat-house, double-rum (2 to 6, to game_to\n"
	"100), nowrang (two players, one game), phom (2 to 4), continental (2\n"
	"to 12) or queen-city (2 to 6): the last three last as many hands as\n"
	"the rule hands says, open until the table sets it.  The melding\n"
	"games are kept alike: romme (2 to 6) until the table ends it with\n"
	"klopf end, hungarian (2 to 4) over its rounds, caloochi (2 to 4)\n"
	"and rummy (2 to 6) to game_to.\n"
	"The rules are stored with the rubber.  Refused while another rubber is\n"
	"in play.\n"),
	.opts = opts,
	.nopts = NEW_NOPTS,
	.run = run,
};
