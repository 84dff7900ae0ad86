/* cmd_rules.c - `klopf rules`: the settings, their defaults and profiles. */
#include "cli.h"
#include "cli_games.h"
#include "kl_gamedef.h"
#include "cli_fit.h"
#include "cli_rubber.h"
#include "cli_standings.h"
#include "kl_rwords.h"

#include <string.h>

/* The options of `klopf rules`, indexing opts[] in the order of its
 * help. */
enum {
	RULES_GAME,
	RULES_PROFILE,
	RULES_RULE,
	RULES_CHANGE,
	RULES_JSON,
	RULES_NOPTS
};

static const kl_opt opts[RULES_NOPTS] = {
	[RULES_GAME] = {
		.name = "game", .short_name = 'g', .arg = N_("GAME"),
		.help = N_("show the settings of a game, one of %s (the first "
		           "is the default)"),
		.help_list = kl_games_list_any,
	},
	[RULES_PROFILE] = {
		.name = "profile", .short_name = 'p', .arg = N_("P"),
		.help = N_("show the settings of profile P"),
	},
	[RULES_RULE] = {
		.name = "rule", .short_name = 'r', .arg = N_("KEY=VALUE"),
		.help = N_("change one rule before showing (repeatable)"),
	},
	[RULES_CHANGE] = {
		.name = "change", .short_name = 'c', .arg = N_("KEY=VALUE"),
		.help = N_("change a house rule of the rubber in play from its "
		           "next game on"),
	},
	[RULES_JSON] = {
		.name = "json",
		.help = N_("print JSON"),
	},
};

/* rules --change KEY=VALUE: one rule of the rubber in play. */
static int
change(kl_cli *cli, const char *pair)
{
	const char *eq = strchr(pair, '=');
	char key[48];
	kl_store *s = NULL;
	kl_ops_change_result c;
	kl_error err;
	int rc;

	if (eq == NULL || eq == pair || (size_t)(eq - pair) >= sizeof(key))
		return kl_cli_usage(cli, _("rules: --change needs KEY=VALUE, "
		                    "e.g. --change knock_limit=5"));
	memcpy(key, pair, (size_t)(eq - pair));
	key[eq - pair] = '\0';
	/* the rubber must exist: a refusal creates no database */
	if ((rc = kl_cli_store(cli, KL_OPS_DB_READ, &s)))
		return rc;
	kl_error_clear(&err);
	if (kl_ops_change_rule(s, key, eq + 1, &c, &err)) {
		rc = kl_cli_error(cli, &err);
	} else {
		snprintf(cli->booked, sizeof(cli->booked), _("The change of rule "
		         "%s to %s is booked."), kl_rules_settings[c.setting].name,
		         kl_rwords_show(c.now));
		kl_cli_rule_changed(cli, &c);
	}
	kl_ops_db_close(s);
	return rc;
}

/* The settings of rules and the profiles' names as one JSON object.
 * Returns the exit status (KL_EXIT_STORE when memory runs out). */
static int
print_json(kl_cli *cli, const kl_rules *rules)
{
	kl_json j;
	size_t i;
	int rc;

	kl_json_init(&j);
	kl_json_object(&j);
	kl_json_key(&j, "format_version");
	kl_json_int(&j, 1);
	kl_json_key(&j, "rules");
	kl_cli_rules_json(&j, rules);
	kl_json_key(&j, "profiles");
	kl_json_array(&j);
	for (i = 0; i < kl_nprofiles; i++)
		kl_json_str(&j, kl_profiles[i].name);
	kl_json_end(&j);
	kl_json_end(&j);
	rc = kl_cli_put_json(cli, &j);
	kl_json_free(&j);
	return rc;
}

/* The text after a row's name and value, one space after them, its
 * continued lines under its start (or at column 6 when that leaves
 * little room), and the end of the line. */
static void
said(kl_flow *fl, const char *text)
{
	char line[1024];

	fl->indent = fl->cols - fl->col >= 30 ? fl->col + 1 : 6;
	snprintf(line, sizeof(line), " %s", text);
	kl_flow_words(fl, line);
	kl_flow_end(fl);
}

static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_rules rules;
	kl_rules_opts ro;
	char v[32];
	size_t i;
	kl_flow fl;
	int done, rc, width = 7, names = 17;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands > 0)
		return kl_cli_usage(cli, _("rules: no arguments expected"));
	if (kl_cli_opt(cli, RULES_CHANGE)->count > 1)
		return kl_cli_usage(cli, _("rules: --change takes one rule at a "
		                    "time"));
	if (kl_cli_opt(cli, RULES_CHANGE)->count == 1) {
		if (kl_cli_opt(cli, RULES_PROFILE)->count ||
		    kl_cli_opt(cli, RULES_RULE)->count ||
		    kl_cli_opt(cli, RULES_GAME)->count ||
		    kl_cli_opt(cli, RULES_JSON)->count)
			return kl_cli_usage(cli, _("rules: --change goes without "
			                    "--game, --profile, --rule and --json"));
		return change(cli, kl_cli_opt(cli, RULES_CHANGE)->value);
	}
	ro.game = kl_cli_opt(cli, RULES_GAME);
	ro.profile = kl_cli_opt(cli, RULES_PROFILE);
	ro.rule = kl_cli_opt(cli, RULES_RULE);
	if ((rc = kl_cli_rules(cli, &ro, &rules)))
		return rc;
	if (kl_cli_opt(cli, RULES_JSON)->count)
		return print_json(cli, &rules);
	/* the names' and the values' columns as wide as the widest (17
	 * and 7 at least) */
	for (i = 0; i < kl_rules_nsettings; i++) {
		if (!kl_rules_applies(&rules, &kl_rules_settings[i]))
			continue;
		if (strlen(kl_rules_value_shown(&rules, &kl_rules_settings[i],
		                                v, sizeof(v))) > (size_t)width)
			width = (int)strlen(v);
		if (strlen(kl_rules_settings[i].name) > (size_t)names)
			names = (int)strlen(kl_rules_settings[i].name);
	}
	/* each rule's text breaks between its words where the line is
	 * full, continued under where it starts */
	for (i = 0; i < kl_rules_nsettings; i++) {
		const kl_setting *s = &kl_rules_settings[i];
		if (!kl_rules_applies(&rules, s))
			continue;
		kl_flow_begin(&fl, cli, cli->out, 0, 0);
		kl_flow_printf(&fl, "%-*s %-*s", names, s->name, width,
		               kl_rules_value_shown(&rules, s, v, sizeof(v)));
		said(&fl, _(s->help));
	}
	if (!kl_gamedef_of(&rules)->profiles)
		return KL_EXIT_OK;
	fputs(_("\nprofiles:\n"), cli->out);
	for (i = 0; i < kl_nprofiles; i++) {
		kl_flow_begin(&fl, cli, cli->out, 0, 0);
		kl_flow_printf(&fl, "  %-20s", kl_profiles[i].name);
		said(&fl, _(kl_profiles[i].help));
	}
	return KL_EXIT_OK;
}

const kl_command kl_cmd_rules = {
	.name = "rules",
	.summary = N_("list the house rules, or change one during a rubber"),
	.synopsis = N_("[--game GAME] [--profile P] [--rule KEY=VALUE]... "
	            "[--change KEY=VALUE] [--json]"),
	.description = N_(
	"Prints every setting with its value (the defaults, or those of a\n"
	"profile) and a line on what it does.  The same names are used by\n"
	"--rule KEY=VALUE and stored with every rubber.  --game gin or --game\n"
	"knock-rummy lists that game's settings instead (where a gin setting\n"
	"says school, the school's value counts: modern or classic).  So do\n"
	"the melding games (those of 'klopf meld --game'), whose melds and\n"
	"hands klopf meld, check and deadwood referee and whose rubbers\n"
	"klopf new and klopf game keep.\n"
	"\n"
	"With --change KEY=VALUE (alone) the table changes one house rule of\n"
	"the rubber in play from its next game on.  The change is kept as an\n"
	"event of the rubber: standings and history show it, and 'klopf\n"
	"undo' takes it back.  Refused for the ante (paid when a rubber\n"
	"starts), for a value the rule has already, for one that does not fit\n"
	"the other rules, for a rule of another game, and for an out_at (or\n"
	"game_to) at or below the total of a player in play.\n"),
	.opts = opts,
	.nopts = RULES_NOPTS,
	.run = run,
};
