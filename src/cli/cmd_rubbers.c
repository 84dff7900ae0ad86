/* cmd_rubbers.c - `klopf rubbers`: one line per rubber ever played. */
#include "cli_hist.h"
#include "cli_fit.h"

#include <stdlib.h>
#include <string.h>

/* The options of `klopf rubbers`, indexing opts[] in the order of its
 * help. */
enum {
	RUBBERS_JSON,
	RUBBERS_SINCE,
	RUBBERS_NOPTS
};

static const kl_opt opts[RUBBERS_NOPTS] = {
	[RUBBERS_JSON] = {
		.name = "json",
		.help = N_("print JSON"),
	},
	[RUBBERS_SINCE] = {
		.name = "since", .arg = N_("DATE"),
		.help = N_("only rubbers started on or after DATE (YYYY-MM-DD, "
		           "today or yesterday)"),
	},
};

/* The winner column: a name, "A+B" for a shared pot, or the state. */
static void
winner_text(const kl_history_rubber *r, char *buf, size_t size)
{
	size_t o = 0;
	int w;

	if (r->phase == KL_RUBBER_IN_PLAY) {
		snprintf(buf, size, "%s", _("(in play)"));
		return;
	}
	if (r->phase == KL_RUBBER_ABANDONED || r->nwinners == 0) {
		snprintf(buf, size, "%s", _("(abandoned)"));
		return;
	}
	buf[0] = '\0';
	for (w = 0; w < r->nwinners && o < size; w++)
		o += (size_t)snprintf(buf + o, size - o, "%s%s", w ? "+" : "",
		                      r->names[r->winners[w]]);
}

/* The table for people: one line per rubber of list[0..n-1]. */
static void
print_text(kl_cli *cli, const kl_history_rubber *list, int n)
{
	FILE *f = cli->out;
	char when[KL_TIME_MAX], win[KL_PLAYERS_MAX * KL_NAME_MAX];
	kl_flow fl;
	int i, k, wg, wp;

	if (n == 0) {
		fputs(_("no rubbers\n"), f);
		return;
	}
	/* TRANSLATORS: the headings of klopf rubbers; the columns of games
	 * and pot widen to their headings, the others' may move */
	wg = kl_cli_width(_("games")) > 5 ? kl_cli_width(_("games")) : 5;
	wp = kl_cli_width(_("pot")) > 4 ? kl_cli_width(_("pot")) : 4;
	fprintf(f, "%5s  %-16s  ", _("id"), _("started"));
	kl_cli_pad(f, _("games"), wg, 1);
	fputs("  ", f);
	kl_cli_pad(f, _("pot"), wp, 1);
	fprintf(f, "  %-12s", _("winner"));
	/* the last heading, like the names under it, breaks to the next
	 * line where this one is full */
	kl_flow_begin(&fl, cli, f, 29 + wg + wp + 12, 7);
	fl.reserve = 1;
	kl_flow_item(&fl, "  ", _("players"));
	kl_flow_end(&fl);
	for (i = 0; i < n; i++) {
		const kl_history_rubber *r = &list[i];
		winner_text(r, win, sizeof(win));
		fprintf(f, "%5lld  %-16s  %*d  %*d  ", (long long)r->id,
		        kl_date_local(r->started_at, 1, when, sizeof(when)),
		        wg, r->games, wp, r->pot);
		/* the winner shortened to the column, the players broken
		 * between names where the line is full */
		kl_cli_cell(cli, f, win, 12, 0);
		kl_flow_begin(&fl, cli, f, 29 + wg + wp + 12, 7);
		fl.reserve = 1;
		for (k = 0; k < r->nplayers; k++)
			kl_flow_item(&fl, k ? ", " : "  ", r->names[k]);
		if (r->tournament != 0) {
			char at[96];

			snprintf(at, sizeof(at), _("(table %d of series %d, "
			         "tournament %lld)"), r->table, r->series,
			         (long long)r->tournament);
			kl_flow_item(&fl, " ", at);
		}
		kl_flow_end(&fl);
	}
}

/* The same as one JSON object (see the command's description).  Returns
 * the exit status (KL_EXIT_STORE when memory runs out). */
static int
print_json(kl_cli *cli, const kl_history_rubber *list, int n)
{
	kl_json j;
	int i, k, rc;

	kl_json_init(&j);
	kl_json_object(&j);
	kl_json_key(&j, "format_version");
	kl_json_int(&j, 1);
	kl_json_key(&j, "rubbers");
	kl_json_array(&j);
	for (i = 0; i < n; i++) {
		const kl_history_rubber *r = &list[i];
		kl_json_object(&j);
		kl_json_key(&j, "id");
		kl_json_int(&j, r->id);
		kl_json_key(&j, "started_at");
		kl_json_str(&j, r->started_at);
		kl_json_key(&j, "ended_at");
		kl_json_str(&j, r->ended_at[0] != '\0' ? r->ended_at : NULL);
		kl_json_key(&j, "state");
		kl_json_str(&j, kl_cli_phase_word(r->phase));
		kl_json_key(&j, "players");
		kl_json_array(&j);
		for (k = 0; k < r->nplayers; k++)
			kl_json_str(&j, r->names[k]);
		kl_json_end(&j);
		kl_json_key(&j, "games");
		kl_json_int(&j, r->games);
		kl_json_key(&j, "pot");
		kl_json_int(&j, r->pot);
		kl_json_key(&j, "winner");
		kl_json_str(&j, r->nwinners == 1 ? r->names[r->winners[0]] :
		            NULL);
		kl_json_key(&j, "winners");
		kl_json_array(&j);
		for (k = 0; k < r->nwinners; k++)
			kl_json_str(&j, r->names[r->winners[k]]);
		kl_json_end(&j);
		kl_json_key(&j, "tournament");
		if (r->tournament != 0) {
			kl_json_object(&j);
			kl_json_key(&j, "id");
			kl_json_int(&j, r->tournament);
			kl_json_key(&j, "series");
			kl_json_int(&j, r->series);
			kl_json_key(&j, "table");
			kl_json_int(&j, r->table);
			kl_json_end(&j);
		} else {
			kl_json_null(&j);
		}
		kl_json_end(&j);
	}
	kl_json_end(&j);
	kl_json_end(&j);
	rc = kl_cli_put_json(cli, &j);
	kl_json_free(&j);
	return rc;
}

/* klopf rubbers: read the rubbers in a read transaction and print them.
 * Returns the exit status. */
static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_store *s = NULL;
	kl_history_rubber *list = NULL;
	kl_error err;
	const char *since = NULL;
	char day[KL_TIME_MAX];
	int done, rc, n = 0;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands != 0)
		return kl_cli_usage(cli, _("rubbers: no arguments expected"));
	if ((rc = kl_cli_since(cli, kl_cli_opt(cli, RUBBERS_SINCE), day,
	                       sizeof(day), &since)))
		return rc;
	if ((rc = kl_cli_store(cli, KL_OPS_DB_READ, &s)))
		return rc;
	kl_error_clear(&err);
	if (kl_ops_rubbers(s, since, &list, &n, &err)) {
		rc = kl_cli_error(cli, &err);
		goto done;
	}
	if (kl_cli_opt(cli, RUBBERS_JSON)->count) {
		rc = print_json(cli, list, n);
		goto done;
	}
	print_text(cli, list, n);
	rc = KL_EXIT_OK;
done:
	free(list);
	kl_ops_db_close(s);
	return rc;
}

const kl_command kl_cmd_rubbers = {
	.name = "rubbers",
	.summary = N_("list every rubber: date, players, games, winner, pot"),
	.synopsis = N_("[--since DATE] [--json]"),
	.description = N_(
	"One line per rubber, oldest first: its number, when it started (local\n"
	"time), the games played, the pot (every chip paid into it: antes and\n"
	"buy-backs), the winner (A+B when the pot was shared; in play or\n"
	"abandoned otherwise) and the players in seating order; a table of a\n"
	"tournament says which.  JSON:\n"
	"{\"format_version\":1,\"rubbers\":[{\"id\":N,\"started_at\":ISO8601,\n"
	"\"ended_at\":ISO8601|null,\"state\":\"in_play\"|\"finished\"|\"abandoned\",\n"
	"\"players\":[..],\"games\":N,\"pot\":N,\"winner\":NAME|null,\n"
	"\"winners\":[..],\"tournament\":{\"id\":N,\"series\":N,\"table\":N}|null}]};\n"
	"times are UTC.\n"),
	.opts = opts,
	.nopts = RUBBERS_NOPTS,
	.run = run,
	.no_table = 1,
};
