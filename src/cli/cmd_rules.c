/* cmd_rules.c - `klopf rules`: the settings, their defaults and profiles. */
#include "cli.h"
#include "cli_rubber.h"

#include <string.h>

static const kl_opt opts[] = {
	{ "profile", 'p', "P", "show the settings of profile P" },
	{ "rule", 'r', "KEY=VALUE", "change one rule before showing "
	  "(repeatable)" },
	{ "json", 0, NULL, "print JSON" },
	{ NULL, 0, NULL, NULL }
};

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

static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_rules rules;
	char v[32];
	size_t i;
	int done, rc;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands > 0)
		return kl_cli_usage(cli, "rules: no arguments expected");
	if ((rc = kl_cli_rules(cli, &rules)))
		return rc;
	if (kl_cli_opt(cli, "json")->count)
		return print_json(cli, &rules);
	for (i = 0; i < kl_rules_nsettings; i++) {
		const kl_setting *s = &kl_rules_settings[i];
		fprintf(cli->out, "%-17s %-7s %s\n", s->name,
		        kl_rules_value_text(&rules, s, v, sizeof(v)), s->help);
	}
	fputs("\nprofiles:\n", cli->out);
	for (i = 0; i < kl_nprofiles; i++)
		fprintf(cli->out, "  %-20s %s\n", kl_profiles[i].name,
		        kl_profiles[i].help);
	return KL_EXIT_OK;
}

const kl_command kl_cmd_rules = {
	"rules", "list the house-rule settings and profiles",
	"[--profile P] [--rule KEY=VALUE]... [--json]",
	"Prints every setting with its value (the defaults, or those of a\n"
	"profile) and a line on what it does.  The same names are used by\n"
	"--rule KEY=VALUE and stored with every rubber.\n",
	opts, run
};
