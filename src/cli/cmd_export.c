/* cmd_export.c - `klopf export`: the whole history as JSON or CSV. */
#include "cli_hist.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The options of `klopf export`, indexing opts[] in the order of its
 * help. */
enum {
	EXPORT_SINCE,
	EXPORT_CSV,
	EXPORT_FORCE,
	EXPORT_NOPTS
};

static const kl_opt opts[EXPORT_NOPTS] = {
	[EXPORT_SINCE] = {
		.name = "since", .arg = "DATE",
		.help = N_("only rubbers started on or after DATE (YYYY-MM-DD, "
		           "today or yesterday)"),
	},
	[EXPORT_CSV] = {
		.name = "csv", .arg = "DIR",
		.help = N_("write one CSV file per table into DIR instead"),
	},
	[EXPORT_FORCE] = {
		.name = "force",
		.help = N_("with --csv, replace files of an earlier export in "
		           "DIR"),
	},
};

/* Write the tables of csv into DIR/TABLE.csv: refused before anything
 * is written when a file is there already (unless force) or is a
 * symbolic link.  Returns the exit status. */
static int
export_csv(kl_cli *cli, const kl_ops_csv *csv, const char *dir, int force)
{
	char path[KL_OPS_DB_PATH_MAX];
	struct stat sb;
	FILE *f = NULL;
	int i, rc;

	if (mkdir(dir, 0777) != 0 &&
	    (errno != EEXIST || stat(dir, &sb) != 0 || !S_ISDIR(sb.st_mode))) {
		rc = kl_cli_fail(cli, KL_EXIT_STORE, _("cannot make the folder "
		                 "%s: %s"), dir, strerror(errno));
		goto done;
	}
	/* look before writing: an export is whole or not written */
	for (i = 0; i < csv->ntables; i++) {
		int n = snprintf(path, sizeof(path), "%s/%s.csv", dir,
		                 csv->names[i]);
		if (n < 0 || (size_t)n >= sizeof(path)) {
			rc = kl_cli_fail(cli, KL_EXIT_USAGE, _("the folder name "
			                 "is too long"));
			goto done;
		}
		if (lstat(path, &sb) == 0 && S_ISLNK(sb.st_mode)) {
			rc = kl_cli_fail(cli, KL_EXIT_INPUT, _("%s is a symbolic "
			    "link; klopf writes no file through one"), path);
			goto done;
		}
		if (!force && lstat(path, &sb) == 0) {
			rc = kl_cli_fail(cli, KL_EXIT_INPUT, _("%s is there "
			    "already; give --force to replace it"), path);
			goto done;
		}
	}
	for (i = 0; i < csv->ntables; i++) {
		snprintf(path, sizeof(path), "%s/%s.csv", dir, csv->names[i]);
		f = kl_cli_create(cli, path, force, &rc);
		if (f == NULL)
			goto done;
		if (fputs(csv->texts[i], f) == EOF) {
			rc = kl_cli_fail(cli, KL_EXIT_STORE, _("cannot write: %s"),
			                 strerror(errno));
			goto done;
		}
		if (fclose(f) != 0) {
			f = NULL;
			rc = kl_cli_fail(cli, KL_EXIT_STORE, _("cannot write %s: "
			                 "%s"), path, strerror(errno));
			goto done;
		}
		f = NULL;
	}
	rc = KL_EXIT_OK;
done:
	if (f != NULL)
		fclose(f);
	return rc;
}

/* klopf export: the JSON document on standard output, or the CSV files.
 * Returns the exit status. */
static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_store *s = NULL;
	kl_ops_csv csv;
	kl_error err;
	const char *since = NULL;
	char day[KL_TIME_MAX], *json = NULL;
	int done, rc;

	memset(&csv, 0, sizeof(csv));
	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands != 0)
		return kl_cli_usage(cli, _("export: no arguments expected (the "
		                    "JSON goes to standard output)"));
	if ((rc = kl_cli_since(cli, kl_cli_opt(cli, EXPORT_SINCE), day,
	                       sizeof(day), &since)))
		return rc;
	if ((rc = kl_cli_store(cli, KL_OPS_DB_READ, &s)))
		return rc;
	kl_error_clear(&err);
	if (kl_cli_opt(cli, EXPORT_CSV)->count) {
		if (kl_ops_export_csv(s, since, &csv, &err)) {
			rc = kl_cli_error(cli, &err);
			goto done;
		}
		rc = export_csv(cli, &csv, kl_cli_opt(cli, EXPORT_CSV)->value,
		                kl_cli_opt(cli, EXPORT_FORCE)->count > 0);
		goto done;
	}
	if (kl_ops_export_json(s, since, &json, &err)) {
		rc = kl_cli_error(cli, &err);
		goto done;
	}
	kl_cli_json_text(cli->out, json, strlen(json));
	fputc('\n', cli->out);
	rc = KL_EXIT_OK;
done:
	free(json);
	kl_ops_csv_free(&csv);
	kl_ops_db_close(s);
	return rc;
}

const kl_command kl_cmd_export = {
	.name = "export",
	.summary = N_("write the whole history as JSON (or CSV files)"),
	.synopsis = "[--since DATE] [--csv DIR [--force]]",
	.description = N_(
	"Writes everything needed to rebuild the history to standard output\n"
	"as one JSON document: {\"format\":\"klopf-export\",\"format_version\":3,\n"
	"\"players\":[{\"id\",\"name\",\"created_at\"}],\"rubbers\":[{\"id\",\n"
	"\"started_at\",\"ended_at\",\"state\",\"settings\":{KEY:VALUE},\"seats\":\n"
	"[{\"seat\",\"player_id\"}],\"events\":[{\"id\",\"seq\",\"kind\",\"at\",\"game\":\n"
	"{\"number\",\"dealer_seat\",\"declarer_seat\",\"kind\",\"discard\",\"hands\":\n"
	"[{\"seat\",\"typed\",\"cards\",\"arrangement\",\"deadwood\",\"points\",\n"
	"\"typed_as_points\"}],\"winners\":[SEAT]}|null,\"buyback\":{\"seat\",\n"
	"\"total_before\",\"total_after\",\"cost\"}|null}],\"transfers\":[{\"id\",\n"
	"\"event_id\",\"from_seat\",\"to_seat\",\"amount\",\"reason\"}],\n"
	"\"corrections\":[{\"number\",\"at\",\"after_seq\",\"old\",\"new\"}]}]}, ids kept\n"
	"and rows in key order, so 'klopf import' into an empty database\n"
	"restores it and exporting that again gives the same text.  A game's\n"
	"\"winners\" are the seats that won the rubber it ended (none for other\n"
	"games); \"corrections\" are the corrections of past games (klopf fix),\n"
	"each game as it was (\"old\") and as it is (\"new\"): {\"declarer\",\n"
	"\"kind\",\"hands\":[{\"seat\",\"typed\"}]}.  --since keeps the rubbers started on or after DATE and their\n"
	"players.  --csv DIR writes one file per table instead (player.csv,\n"
	"rubber.csv, rubber_setting.csv, seat.csv, event.csv, game.csv,\n"
	"hand.csv, buyback.csv, chip_transfer.csv, pot_winner.csv,\n"
	"correction.csv, player_leave.csv, rule_change.csv: a header\n"
	"line, then rows quoted as in RFC 4180 with LF line ends; an empty\n"
	"field is NULL; a player's name is always text).  The files are made new, never written through a\n"
	"symbolic link; files of an earlier export are replaced only with\n"
	"--force.\n"),
	.opts = opts,
	.nopts = EXPORT_NOPTS,
	.run = run,
};
