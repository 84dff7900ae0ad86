/* cmd_import.c - `klopf import`: restore an export into an empty
 * database. */
#include "cli_hist.h"
#include "kl_ops.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* The options of `klopf import`, indexing opts[] in the order of its
 * help. */
enum {
	IMPORT_MERGE,
	IMPORT_NOPTS
};

static const kl_opt opts[IMPORT_NOPTS] = {
	[IMPORT_MERGE] = {
		.name = "merge", .short_name = 'm',
		.help = N_("add the file's rubbers that the database does not "
		           "have (by identity); leave those it has"),
	},
};

/* The largest file read (checked while reading, so that a wrong file
 * such as /dev/zero is refused at once): a game of six typed hands takes
 * about 2 KB of an export, so this holds over 100,000 of them. */
#define IMPORT_MAX (256 << 20)

/*
 * Read all of path ("-": standard input), at most IMPORT_MAX bytes, into
 * a malloc'd, NUL-terminated buffer *text (the caller frees it).  Prints
 * any error and returns the exit status.
 */
static int
read_all(kl_cli *cli, const char *path, char **text)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
	char *buf = NULL, *p;
	size_t len = 0, cap = 0, got;
	int rc;

	*text = NULL;
	if (f == NULL) {
		rc = kl_cli_fail(cli, KL_EXIT_INPUT, _("cannot read %s: %s"), path,
		                 strerror(errno));
		goto done;
	}
	for (;;) {
		if (cap - len < 65536) {
			cap = cap ? cap * 2 : 1 << 20;
			p = realloc(buf, cap + 1);
			if (p == NULL) {
				rc = kl_cli_fail(cli, KL_EXIT_STORE, _("out of "
				                 "memory reading %s"), path);
				goto done;
			}
			buf = p;
		}
		got = fread(buf + len, 1, cap - len, f);
		len += got;
		if (len > IMPORT_MAX) {
			rc = kl_cli_fail(cli, KL_EXIT_INPUT, _("import: %s is "
			                 "larger than %d MiB, the most klopf imports "
			                 "(an export of about 200,000 games); "
			                 "nothing was imported"), path,
			                 IMPORT_MAX >> 20);
			goto done;
		}
		if (got == 0)
			break;
	}
	if (ferror(f)) {
		rc = kl_cli_fail(cli, KL_EXIT_INPUT, _("cannot read %s"), path);
		goto done;
	}
	buf[len] = '\0';
	if (strlen(buf) != len) {
		rc = kl_cli_fail(cli, KL_EXIT_INPUT, _("import: %s is not an "
		                 "export (it holds a NUL byte); nothing was "
		                 "imported"), path);
		goto done;
	}
	*text = buf;
	buf = NULL;
	rc = KL_EXIT_OK;
done:
	if (f != NULL && f != stdin)
		fclose(f);
	free(buf);
	return rc;
}

/*
 * Import json into s with kl_ops_import.  Prints any error ("import:
 * ...; nothing was imported" for what is wrong with the file) and
 * returns the exit status.
 */
static int
load(kl_cli *cli, kl_store *s, const char *json, int *nrubbers)
{
	kl_error err;

	kl_error_clear(&err);
	if (kl_ops_import(s, json, nrubbers, &err) == KL_OK)
		return KL_EXIT_OK;
	if (err.code == KL_EINPUT || err.code == KL_ERULE)
		return kl_cli_fail(cli, KL_EXIT_INPUT, _("import: %s; nothing was "
		                   "imported"), err.msg);
	return kl_cli_error(cli, &err);
}

/*
 * klopf import --merge into the database, which exists: prints the
 * counts or the error and returns the exit status.
 */
static int
merge(kl_cli *cli, const char *json)
{
	kl_store *s = NULL;
	kl_ops_merge_result m;
	kl_error err;
	int rc;

	if ((rc = kl_cli_store(cli, KL_OPS_DB_WRITE, &s)))
		return rc;
	kl_error_clear(&err);
	if (kl_ops_import_merge(s, json, &m, &err) != KL_OK) {
		if (err.code == KL_EINPUT || err.code == KL_ERULE)
			rc = kl_cli_fail(cli, KL_EXIT_INPUT, _("import: %s; nothing "
			                 "was imported"), err.msg);
		else
			rc = kl_cli_error(cli, &err);
		goto done;
	}
	snprintf(cli->booked, sizeof(cli->booked), _("The merge is done."));
	fprintf(cli->out, _("rubbers in the file: %d\n"), m.in_file);
	fprintf(cli->out, _("added: %d\n"), m.added);
	fprintf(cli->out, _("here already, the same: %d\n"), m.present);
	fprintf(cli->out, _("new players: %d\n"), m.players);
	rc = KL_EXIT_OK;
done:
	kl_ops_db_close(s);
	return rc;
}

/* Is there a database where cli would open one? */
static int
have_database(kl_cli *cli)
{
	kl_store *s = NULL;
	kl_error err;

	kl_error_clear(&err);
	/* any other failure: opening it again will say what is wrong */
	if (kl_ops_db_open(cli->db_path, KL_OPS_DB_READ, &s, &err) ==
	    KL_ENOTFOUND)
		return 0;
	kl_ops_db_close(s);
	return 1;
}

/*
 * klopf import: read the file, then load and check it twice: first into
 * a database in memory, so that a file that is refused creates no
 * database, then into the real one (which must be empty), committing
 * only if everything held.  Returns the exit status.
 */
static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_store *s = NULL;
	kl_error err;
	char *json = NULL;
	int done, rc, nrubbers = 0;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands != 1)
		return kl_cli_usage(cli, _("import: give one file made by klopf "
		                    "export (or - for standard input)"));
	if ((rc = read_all(cli, cli->operands[0], &json)))
		return rc;
	/* merging into a database that is not there is a plain import */
	if (kl_cli_opt(cli, IMPORT_MERGE)->count && have_database(cli)) {
		rc = merge(cli, json);
		goto done;
	}
	kl_error_clear(&err);
	if (kl_ops_db_open(":memory:", KL_OPS_DB_WRITE, &s, &err)) {
		rc = kl_cli_error(cli, &err);
		goto done;
	}
	if ((rc = load(cli, s, json, &nrubbers)))
		goto done;
	kl_ops_db_close(s);
	s = NULL;
	if ((rc = kl_cli_store(cli, KL_OPS_DB_WRITE, &s)) ||
	    (rc = load(cli, s, json, &nrubbers)))
		goto done;
	snprintf(cli->booked, sizeof(cli->booked), _("The import is done."));
	fprintf(cli->out, KL_NP("imported %d rubber\n", "imported %d rubbers\n",
	        nrubbers), nrubbers);
	rc = KL_EXIT_OK;
done:
	free(json);
	kl_ops_db_close(s);
	return rc;
}

const kl_command kl_cmd_import = {
	.name = "import",
	.summary = N_("restore a history written by klopf export"),
	.synopsis = "[--merge] FILE",
	.description = N_(
	"Loads FILE (- for standard input), a JSON document written by\n"
	"'klopf export' (at most 256 MiB, checked while reading), into the\n"
	"database, which must not hold any players\n"
	"or rubbers yet (use --db NEW.db).  The file is checked against the\n"
	"export format first (every field there with the right type, nothing\n"
	"else), then inserted with its ids and checked by the schema's\n"
	"constraints, and every rubber is replayed under its rules and must\n"
	"give the points, chips, winners and state recorded (a file of\n"
	"\"format_version\" 1, from an older klopf, names no winners: they are\n"
	"taken from the replay).  Every game is judged again by the referee\n"
	"from the hands as typed, as 'klopf game' judges it, and must give\n"
	"the deadwood recorded.  All of it happens in one\n"
	"transaction: if anything is wrong, nothing is imported (and a\n"
	"database that was not there is not created).\n"
	"\n"
	"With --merge the database may hold rubbers already, as when a club\n"
	"keeps score on several laptops.  Every rubber has an identity (a\n"
	"UUID given when it starts, kept by export and import; files of\n"
	"\"format_version\" 5).  The file is checked whole as above, then the\n"
	"rubbers the database does not have are added (players are matched\n"
	"by name, without regard to case, and added when missing), those it\n"
	"has are left alone when their records are the same, and a rubber\n"
	"whose identity is here with another record is refused, as is a\n"
	"second rubber in play.  The counts are printed.\n"),
	.opts = opts,
	.nopts = IMPORT_NOPTS,
	.run = run,
};
