/* cmd_new.c - `klopf new`: start a rubber. */
#include "cli_rubber.h"

#include <string.h>
#include <strings.h>

static const kl_opt opts[] = {
	{ "rule", 'r', "KEY=VALUE", "set a house rule for this rubber "
	  "(repeatable; see klopf rules)" },
	{ "profile", 'p', "P", "start from the rules of profile P" },
	{ NULL, 0, NULL, NULL }
};

static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_store *s = NULL;
	kl_rules rules, defaults;
	kl_rubber r;
	kl_event_result antes;
	kl_rubber_row row;
	kl_error err;
	int64_t id;
	int done, rc, i, k, n;
	size_t j;
	char names[KL_PLAYERS_MAX * KL_NAME_MAX], v[32], dv[32];

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if ((rc = kl_cli_rules(cli, &rules)))
		return rc;
	n = cli->noperands;
	if (n < KL_PLAYERS_MIN || n > KL_PLAYERS_MAX)
		return kl_cli_usage(cli, "new: a rubber needs %d to %d players "
		                    "in seating order, not %d", KL_PLAYERS_MIN,
		                    KL_PLAYERS_MAX, n);
	kl_error_clear(&err);
	for (i = 0; i < n; i++) {
		if (kl_player_name_check(cli->operands[i], &err))
			return kl_cli_error(cli, &err);
		for (k = 0; k < i; k++)
			if (!strcasecmp(cli->operands[i], cli->operands[k]))
				return kl_cli_fail(cli, KL_EXIT_INPUT,
				    "%s is named twice", cli->operands[i]);
	}
	if ((rc = kl_cli_store(cli, KL_STORE_WRITE, &s)))
		return rc;
	if (kl_store_begin(s, 1, &err))
		goto fail;
	rc = kl_store_rubber_in_play(s, &row, &err);
	if (rc == KL_OK) {
		kl_store_rollback(s);
		kl_store_close(s);
		return kl_cli_fail(cli, KL_EXIT_INPUT, "rubber %lld is in play "
		    "(%s); finish it, or end it with 'klopf abandon'",
		    (long long)row.id, kl_cli_names(&row, names, sizeof(names)));
	}
	if (rc != KL_ENOTFOUND)
		goto fail;
	if (kl_rubber_start(&r, &rules, n, &antes, &err) ||
	    kl_store_rubber_create(s, &rules, (const char *const *)cli->operands,
	                           n, &antes, &id, &err) ||
	    kl_store_commit(s, &err))
		goto fail;
	kl_store_close(s);

	fprintf(cli->out, "rubber %lld:", (long long)id);
	for (i = 0; i < n; i++)
		fprintf(cli->out, "%s %s", i ? "," : "", cli->operands[i]);
	fprintf(cli->out, "\neach pays %d chips into the pot (pot %d); %s "
	        "deals first\n", rules.ante, r.pot, cli->operands[0]);
	kl_rules_default(&defaults);
	for (j = 0; j < kl_rules_nsettings; j++) {
		const kl_setting *set = &kl_rules_settings[j];
		if (kl_rules_get(&rules, set) != kl_rules_get(&defaults, set))
			fprintf(cli->out, "house rule: %s=%s (default %s)\n",
			        set->name, kl_rules_value_text(&rules, set, v,
			        sizeof(v)), kl_rules_value_text(&defaults, set,
			        dv, sizeof(dv)));
	}
	return KL_EXIT_OK;
fail:
	kl_store_rollback(s);
	kl_store_close(s);
	return kl_cli_error(cli, &err);
}

const kl_command kl_cmd_new = {
	"new", "start a rubber",
	"[--profile P] [--rule KEY=VALUE]... NAME NAME [NAME...]",
	"Starts a rubber with 2 to 6 players, named in seating order\n"
	"(clockwise); the first named deals first.  Every player pays the ante\n"
	"into the pot.  House rules given with --rule are stored with the\n"
	"rubber.  Refused while another rubber is in play.\n",
	opts, run
};
