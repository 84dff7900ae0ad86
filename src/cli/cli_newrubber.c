/* cli_newrubber.c - starting a rubber (`klopf new`, `klopf play`). */
#include "cli_newrubber.h"

#include <string.h>
#include <strings.h>

#include "cli_rubber.h"

int
kl_cli_new_rubber(kl_cli *cli, const kl_rules *rules,
                  const char *const *names, int n)
{
	kl_store *s = NULL;
	kl_rules defaults;
	kl_rubber r;
	kl_event_result antes;
	kl_rubber_row row;
	kl_error err;
	int64_t id;
	int rc, i, k;
	size_t j;
	char list[KL_PLAYERS_MAX * KL_NAME_MAX], v[32], dv[32];

	kl_error_clear(&err);
	for (i = 0; i < n; i++) {
		if (kl_player_name_check(names[i], &err))
			return kl_cli_error(cli, &err);
		for (k = 0; k < i; k++)
			if (!strcasecmp(names[i], names[k]))
				return kl_cli_fail(cli, KL_EXIT_INPUT,
				    "%s is named twice", names[i]);
	}
	if ((rc = kl_cli_store(cli, KL_STORE_WRITE, &s)))
		return rc;
	if (kl_store_begin(s, 1, &err))
		goto fail;
	rc = kl_store_rubber_in_play(s, &row, &err);
	if (rc == KL_OK) {
		rc = kl_cli_fail(cli, KL_EXIT_INPUT, "rubber %lld is in play "
		    "(%s); finish it, or end it with 'klopf abandon'",
		    (long long)row.id, kl_cli_names(&row, list, sizeof(list)));
		goto done;
	}
	if (rc != KL_ENOTFOUND)
		goto fail;
	if (kl_rubber_start(&r, rules, n, &antes, &err) ||
	    kl_store_rubber_create(s, rules, names, n, &antes, &id, &err) ||
	    kl_store_commit(s, &err))
		goto fail;

	fprintf(cli->out, "rubber %lld:", (long long)id);
	for (i = 0; i < n; i++)
		fprintf(cli->out, "%s %s", i ? "," : "", names[i]);
	fprintf(cli->out, "\neach pays %d chips into the pot (pot %d); %s "
	        "deals first\n", rules->ante, r.pot, names[0]);
	kl_rules_default(&defaults);
	for (j = 0; j < kl_rules_nsettings; j++) {
		const kl_setting *set = &kl_rules_settings[j];
		if (kl_rules_get(rules, set) != kl_rules_get(&defaults, set))
			fprintf(cli->out, "house rule: %s=%s (default %s)\n",
			        set->name, kl_rules_value_text(rules, set, v,
			        sizeof(v)), kl_rules_value_text(&defaults, set,
			        dv, sizeof(dv)));
	}
	rc = KL_EXIT_OK;
	goto done;
fail:
	rc = kl_cli_error(cli, &err);
done:
	kl_store_rollback(s);
	kl_store_close(s);
	return rc;
}
