/* cmd_rules.c - `klopf rules`: the settings, their defaults and profiles. */
#include "cli.h"

#include <string.h>

static const kl_opt opts[] = {
	{ "profile", 'p', "P", "show the settings of profile P" },
	{ "rule", 'r', "KEY=VALUE", "change one rule before showing "
	  "(repeatable)" },
	{ "json", 0, NULL, "print JSON" },
	{ NULL, 0, NULL, NULL }
};

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
	if (kl_cli_opt(cli, "json")->count) {
		fputs("{\"format_version\":1,\"rules\":{", cli->out);
		for (i = 0; i < kl_rules_nsettings; i++) {
			const kl_setting *s = &kl_rules_settings[i];
			fprintf(cli->out, "%s\"%s\":", i ? "," : "", s->name);
			if (s->kind == KL_SET_INT &&
			    !strcmp(kl_rules_value_text(&rules, s, v, sizeof(v)),
			            "same"))
				fputs("\"same\"", cli->out);
			else if (s->kind == KL_SET_INT)
				fprintf(cli->out, "%d", kl_rules_get(&rules, s));
			else if (s->kind == KL_SET_BOOL)
				fputs(kl_rules_get(&rules, s) ? "true" : "false",
				      cli->out);
			else
				kl_cli_json_string(cli->out, kl_rules_value_text(
				    &rules, s, v, sizeof(v)));
		}
		fputs("},\"profiles\":[", cli->out);
		for (i = 0; i < kl_nprofiles; i++)
			fprintf(cli->out, "%s\"%s\"", i ? "," : "",
			        kl_profiles[i].name);
		fputs("]}\n", cli->out);
		return KL_EXIT_OK;
	}
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
