/* cli_hist.c - shared code of the history commands. */
#include "cli_hist.h"
#include "kl_text.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "kl_utf8.h"

/* One CSV line (the contract is in cli_hist.h). */
void
kl_cli_csv_line(FILE *f, const kl_hist *h, int seq, const char *at,
                const char *event, int game, int dealer, int declarer,
                const char *decl, int seat, int points, int total,
                int chips, int out)
{
	fprintf(f, "%lld,%d,", (long long)h->row.id, seq);
	kl_csv_field(f, at);
	fprintf(f, ",%s,", event);
	if (game > 0)
		fprintf(f, "%d", game);
	fputc(',', f);
	/* names are text, whatever they look like (kl_csv_text) */
	if (dealer >= 0)
		kl_csv_text(f, h->row.names[dealer]);
	fputc(',', f);
	if (declarer >= 0)
		kl_csv_text(f, h->row.names[declarer]);
	fprintf(f, ",%s,", decl);
	kl_csv_text(f, h->row.names[seat]);
	fputc(',', f);
	if (points >= 0)
		fprintf(f, "%d", points);
	fprintf(f, ",%d,%d,%d\n", total, chips, out);
}

const char *
kl_cli_phase_word(int phase)
{
	return phase == KL_RUBBER_FINISHED ? "finished" :
	       phase == KL_RUBBER_ABANDONED ? "abandoned" : "in_play";
}

int
kl_cli_rubber_id(const char *text, int64_t *id)
{
	char *end;
	long long v;

	if (text == NULL || text[0] < '0' || text[0] > '9')
		return -1;
	errno = 0;
	v = strtoll(text, &end, 10);
	if (*end != '\0' || errno == ERANGE || v < 1)
		return -1;
	*id = (int64_t)v;
	return 0;
}

int
kl_cli_hist_id(kl_cli *cli, const char *which, int64_t *id)
{
	char quoted[KL_QUOTE_SIZE];

	*id = 0;
	if (which != NULL && kl_cli_rubber_id(which, id) != 0)
		return kl_cli_usage(cli, _("%s: \"%s\" is not a rubber number "
		                    "(see klopf rubbers)"), cli->cmd->name,
		                    kl_text_quote(which, KL_QUOTE_MAX, quoted,
		                                  sizeof(quoted)));
	return KL_EXIT_OK;
}

int
kl_cli_hist_load(kl_cli *cli, kl_store *s, const char *which, kl_hist *h)
{
	kl_error err;
	int64_t id = 0;
	int rc;

	memset(h, 0, sizeof(*h));
	if ((rc = kl_cli_hist_id(cli, which, &id)))
		return rc;
	kl_error_clear(&err);
	if (kl_ops_history(s, id, h, &err) != KL_OK)
		return kl_cli_error(cli, &err);
	return KL_EXIT_OK;
}

/*
 * --since today or yesterday: the local day (of $KLOPF_NOW when tests set
 * it, else of now), one day back for yesterday, as kl_date_day_start
 * reads it.
 */
static int
since_word(kl_cli *cli, const char *word, char *buf, size_t size,
           const char **since)
{
	const char *fixed = kl_ops_db_now();
	char day[16];
	kl_error err;
	struct tm tm;
	time_t t = time(NULL);

	kl_error_clear(&err);
	if (fixed != NULL && kl_date_parse(fixed, &t))
		return kl_cli_usage(cli, _("%s: --since: KLOPF_NOW is not a time"),
		                    cli->cmd->name);
	if (!strcasecmp(word, "yesterday"))
		t -= 24 * 60 * 60;
	if (localtime_r(&t, &tm) == NULL ||
	    strftime(day, sizeof(day), "%Y-%m-%d", &tm) == 0 ||
	    kl_date_day_start(day, buf, size, &err) != KL_OK)
		return kl_cli_usage(cli, _("%s: --since: %s"), cli->cmd->name,
		                    err.msg);
	*since = buf;
	return KL_EXIT_OK;
}

int
kl_cli_since(kl_cli *cli, const kl_optval *opt, char *buf, size_t size,
             const char **since)
{
	kl_error err;
	char quoted[KL_QUOTE_SIZE];

	*since = NULL;
	if (opt->count == 0)
		return KL_EXIT_OK;
	kl_error_clear(&err);
	if (!strcasecmp(opt->value, "today") ||
	    !strcasecmp(opt->value, "yesterday"))
		return since_word(cli, opt->value, buf, size, since);
	/* a date is short and plain: quoting changes nothing but text that
	 * is no date, and keeps it fit for the message */
	if (kl_date_day_start(kl_text_quote(opt->value, KL_QUOTE_MAX, quoted,
	                                    sizeof(quoted)), buf, size,
	                      &err) != KL_OK)
		return kl_cli_usage(cli, _("%s: --since: %s"), cli->cmd->name,
		                    err.msg);
	*since = buf;
	return KL_EXIT_OK;
}
