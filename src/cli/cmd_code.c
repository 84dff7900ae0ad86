/* cmd_code.c - `klopf code`: the entry code of the rubber in play, or of
 * a tournament's table, with which the table enters its own results
 * (klopf serve); --new replaces it. */
#include "cli_entry.h"
#include "cli_rubber.h"

enum { CODE_NEW, CODE_BASE, CODE_NOPTS };

static const kl_opt opts[CODE_NOPTS] = {
	[CODE_NEW] = {
		.name = "new",
		.help = N_("replace the code by a new one; the old one opens "
		           "nothing from now on"),
	},
	[CODE_BASE] = {
		.name = "base", .arg = N_("URL"),
		.help = N_("print the entry page's address URL/enter/CODE and "
		           "its QR code (URL: where klopf serve is reached)"),
	},
};

static int
run(kl_cli *cli, int argc, char **argv)
{
	char base[KL_CLI_BASE_MAX + 1], url[KL_CLI_ENTRY_URL_MAX];
	const kl_optval *b;
	kl_ops_code_result c;
	kl_store *s = NULL;
	kl_error err;
	int done, renew, rc;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands != 0)
		return kl_cli_usage(cli, _("code: no arguments expected"));
	b = kl_cli_opt(cli, CODE_BASE);
	if (b->count && (rc = kl_cli_entry_base(cli, "code", b->value, base,
	                                        sizeof(base))))
		return rc;
	renew = kl_cli_opt(cli, CODE_NEW)->count > 0;
	/* the rubber must exist: a refusal creates no database */
	if ((rc = kl_cli_store(cli, KL_OPS_DB_READ, &s)))
		return rc;
	kl_error_clear(&err);
	if (kl_ops_code(s, renew, &c, &err)) {
		rc = kl_cli_error(cli, &err);
		goto done;
	}
	if (renew) {
		snprintf(cli->booked, sizeof(cli->booked), _("Rubber %lld has a "
		         "new entry code."), (long long)c.rubber);
		fprintf(cli->out, _("the old entry code of rubber %lld opens "
		        "nothing from now on\n"), (long long)c.rubber);
	}
	if (c.table > 0)
		fprintf(cli->out, _("table %d of series %d of tournament %lld "
		        "(rubber %lld): entry code %s\n"), c.table, c.series,
		        (long long)c.tournament, (long long)c.rubber, c.code);
	else
		fprintf(cli->out, _("rubber %lld: entry code %s\n"),
		        (long long)c.rubber, c.code);
	if (b->count) {
		kl_cli_entry_url(base, c.code, url, sizeof(url));
		fprintf(cli->out, _("entry page: %s\n"), url);
		rc = kl_cli_entry_qr(cli, url);
	}
done:
	kl_ops_db_close(s);
	return rc;
}

const kl_command kl_cmd_code = {
	.name = "code",
	.summary = N_("show or renew the entry code of a table"),
	.synopsis = N_("[--new] [--base URL]"),
	.description = N_(
	"Shows the entry code of the rubber in play, or with --table N of\n"
	"table N of the tournament's last series: 16 letters and digits in\n"
	"groups of four, with which the table enters its own games on the\n"
	"entry page of klopf serve.  Case and dashes do not matter, and\n"
	"I, L and O are read as 1 and 0.  The code is a secret: whoever has\n"
	"it can enter games of that table, so it is shown only here and on\n"
	"the table's sheet, never by export or history.  --new replaces it\n"
	"at once (the old one opens nothing from then on), for when a code\n"
	"went where it should not.  A rubber that is over keeps no code\n"
	"that opens it.  --base URL prints the entry page's address and its\n"
	"QR code, for the phones at the table.\n"),
	.opts = opts,
	.nopts = CODE_NOPTS,
	.run = run,
};
