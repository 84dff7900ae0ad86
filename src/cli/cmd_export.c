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
		.name = "since", .arg = N_("DATE"),
		.help = N_("only rubbers started on or after DATE (YYYY-MM-DD, "
		           "today or yesterday)"),
	},
	[EXPORT_CSV] = {
		.name = "csv", .arg = N_("DIR"),
		.help = N_("write one CSV file per table into DIR instead"),
	},
	[EXPORT_FORCE] = {
		.name = "force",
		.help = N_("with --csv, replace files of an earlier export in "
		           "DIR"),
	},
};

/* Where the CSV tables go: the folder, whether files may be replaced,
 * and the exit status of a failure already printed (0: none). */
typedef struct csv_out {
	kl_cli *cli;
	const char *dir;
	int force;
	int rc;
	char path[KL_OPS_DB_PATH_MAX];
} csv_out;

/* kl_ops_csv_sink's open: DIR/NAME.csv made new (replaced with force).
 * On failure prints why, keeps the exit status in the csv_out ctx and
 * returns NULL with err's code set. */
static FILE *
csv_open(void *ctx, const char *name, kl_error *err)
{
	csv_out *o = ctx;
	FILE *f;

	snprintf(o->path, sizeof(o->path), "%s/%s.csv", o->dir, name);
	f = kl_cli_create(o->cli, o->path, o->force, &o->rc);
	if (f == NULL) {
		kl_error_clear(err);
		err->code = KL_ESTORE;
	}
	return f;
}

/* kl_ops_csv_sink's close: closes f; a file that could not be written
 * whole is said (once: only when err is not NULL) and gives -1. */
static int
csv_close(void *ctx, FILE *f, kl_error *err)
{
	csv_out *o = ctx;
	int bad = ferror(f);

	bad |= fclose(f) != 0;
	if (!bad)
		return 0;
	if (err != NULL && o->rc == 0) {
		o->rc = kl_cli_fail(o->cli, KL_EXIT_STORE, _("cannot write %s: "
		                    "%s"), o->path, strerror(errno));
		kl_error_clear(err);
		err->code = KL_ESTORE;
	}
	return -1;
}

/* Write the tables of the export of since into DIR/TABLE.csv, a row at a
 * time: refused before anything is written when a file is there already
 * (unless force) or is a symbolic link.  Returns the exit status. */
static int
export_csv(kl_cli *cli, kl_store *s, const char *since, const char *dir,
           int force)
{
	const char *const *names = kl_ops_csv_tables();
	csv_out o = { .cli = cli, .dir = dir, .force = force };
	kl_ops_csv_sink sink = { csv_open, csv_close, &o };
	char path[KL_OPS_DB_PATH_MAX];
	struct stat sb;
	kl_error err;
	int i;

	if (mkdir(dir, 0777) != 0 &&
	    (errno != EEXIST || stat(dir, &sb) != 0 || !S_ISDIR(sb.st_mode)))
		return kl_cli_fail(cli, KL_EXIT_STORE, _("cannot make the folder "
		                   "%s: %s"), dir, strerror(errno));
	/* look before writing: an export is whole or not written */
	for (i = 0; names[i] != NULL; i++) {
		int n = snprintf(path, sizeof(path), "%s/%s.csv", dir,
		                 names[i]);
		if (n < 0 || (size_t)n >= sizeof(path))
			return kl_cli_fail(cli, KL_EXIT_USAGE, _("the folder name "
			                   "is too long"));
		if (lstat(path, &sb) == 0 && S_ISLNK(sb.st_mode))
			return kl_cli_fail(cli, KL_EXIT_INPUT, _("%s is a symbolic "
			    "link; klopf writes no file through one"), path);
		if (!force && lstat(path, &sb) == 0)
			return kl_cli_fail(cli, KL_EXIT_INPUT, _("%s is there "
			    "already; give --force to replace it"), path);
	}
	kl_error_clear(&err);
	if (kl_ops_export_csv_to(s, since, &sink, &err) != KL_OK)
		return o.rc != 0 ? o.rc : kl_cli_error(cli, &err);
	return KL_EXIT_OK;
}

/* Where the JSON goes: the command's output, and whether writing to it
 * failed. */
typedef struct json_out {
	FILE *f;
	int failed;
} json_out;

/* kl_ops_put onto the output, the characters the cleaning stream would
 * replace escaped (kl_cli_json_text: a piece is whole values, so no
 * character is cut between two); stops the export when the output cannot
 * be written (finish in main.c says so). */
static int
json_put(void *ctx, const char *text, size_t len, kl_error *err)
{
	json_out *o = ctx;

	kl_cli_json_text(o->f, text, len);
	if (!ferror(o->f))
		return KL_OK;
	o->failed = 1;
	kl_error_clear(err);
	return err->code = KL_ESTORE;
}

/* klopf export: the JSON document on standard output, or the CSV files,
 * each written as it is read.  Returns the exit status. */
static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_store *s = NULL;
	kl_error err;
	json_out o = { .f = cli->out };
	const char *since = NULL;
	char day[KL_TIME_MAX];
	int done, rc;

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
		rc = export_csv(cli, s, since,
		                kl_cli_opt(cli, EXPORT_CSV)->value,
		                kl_cli_opt(cli, EXPORT_FORCE)->count > 0);
		goto done;
	}
	if (kl_ops_export_json_to(s, since, json_put, &o, &err)) {
		/* an output that failed is said once, by finish */
		rc = o.failed ? KL_EXIT_STORE : kl_cli_error(cli, &err);
		goto done;
	}
	fputc('\n', cli->out);
	rc = KL_EXIT_OK;
done:
	kl_ops_db_close(s);
	return rc;
}

const kl_command kl_cmd_export = {
	.name = "export",
	.summary = N_("write the whole history as JSON (or CSV files)"),
	.synopsis = N_("[--since DATE] [--csv DIR [--force]]"),
	.description = N_(
	"Writes everything needed to rebuild the history to standard output\n"
	"as one JSON document: {\"format\":\"klopf-export\",\"format_version\":5,\n"
	"\"players\":[{\"id\",\"name\",\"created_at\"}],\"rubbers\":[{\"id\",\"uuid\",\n"
	"\"started_at\",\"ended_at\",\"state\",\"first_dealer\",\"settings\":\n"
	"{KEY:VALUE},\"seats\":[{\"seat\",\"player_id\"}],\"events\":[{\"id\",\"seq\",\n"
	"\"kind\",\"at\",\"game\":{\"number\",\"dealer_seat\",\"declarer_seat\",\"kind\",\n"
	"\"discard\",\"hands\":[{\"seat\",\"typed\",\"cards\",\"arrangement\",\n"
	"\"deadwood\",\"points\",\"typed_as_points\"}],\"winners\":[SEAT]}|null,\n"
	"\"buyback\":{\"seat\",\"total_before\",\"total_after\",\"cost\"}|null,\n"
	"\"leave\":{\"seat\",\"winners\":[SEAT]}|null,\"rules\":{\"key\",\"value\",\n"
	"\"winners\":[SEAT]}|null}],\"transfers\":[{\"id\",\"event_id\",\"from_seat\",\n"
	"\"to_seat\",\"amount\",\"reason\"}],\"corrections\":[{\"number\",\"at\",\n"
	"\"after_seq\",\"old\",\"new\"}]}]}, ids kept and rows in key order, so\n"
	"'klopf import' into an empty database restores it and exporting that\n"
	"again gives the same text.  A game's \"winners\" are the seats that\n"
	"won the rubber it ended (none for other games), and so are those of\n"
	"a rule change where the table ended the game (klopf end; no\n"
	"\"winners\" otherwise); \"corrections\" are the corrections of past\n"
	"games (klopf fix), each game as it was (\"old\") and as it is\n"
	"(\"new\"): {\"declarer\",\"kind\",\"hands\":[{\"seat\",\"typed\"}]}.  A game\n"
	"of Oklahoma gin also has its \"upcard\" (in \"old\" and \"new\" too),\n"
	"one of Continental or Queen City its \"worth\" (what going out was\n"
	"worth).  A file that holds tournaments has \"format_version\":6 and,\n"
	"between the players and the rubbers, \"tournaments\":[{\"id\",\"name\",\n"
	"\"code\",\"created_at\",\"ended_at\",\"settings\":{KEY:VALUE},\"players\":\n"
	"[{\"player_id\",\"number\",\"team\",\"from_series\",\"withdrawn_after\"}],\n"
	"\"series\":[{\"number\",\"seed\",\"drawn_by\",\"drawn_at\"}]}]; a rubber\n"
	"played at a tournament's table names it: \"tournament\":{\"id\",\n"
	"\"series\",\"table\"}.  --since keeps the rubbers started on or after\n"
	"DATE, their players and their tournaments.  --csv DIR writes one file\n"
	"per table instead (player.csv, rubber.csv, rubber_setting.csv,\n"
	"seat.csv, event.csv, game.csv, hand.csv, buyback.csv,\n"
	"chip_transfer.csv, pot_winner.csv, correction.csv, player_leave.csv,\n"
	"rule_change.csv, tournament.csv, tournament_setting.csv,\n"
	"tournament_player.csv, tournament_series.csv, tournament_table.csv:\n"
	"a header line, then rows quoted as in RFC 4180 with LF line ends; an\n"
	"empty field is NULL; a player's name is always text).  The files are\n"
	"made new, never written through a symbolic link; files of an earlier\n"
	"export are replaced only with --force.\n"),
	.opts = opts,
	.nopts = EXPORT_NOPTS,
	.run = run,
	.no_table = 1,
};
