/* cmd_import.c - `klopf import`: restore an export into an empty
 * database. */
#include "cli_hist.h"
#include "kl_ops.h"

#include <errno.h>
#include <stdio.h>
#include <sys/stat.h>
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

/* The file being imported, read a block at a time (kl_jscan_source). */
typedef struct source {
	FILE *f;
	int nul;     /* a NUL byte was met: no export holds one */
	int failed;  /* reading failed, with errno */
	int err_no;
} source;

static long
source_read(void *ctx, char *buf, size_t cap)
{
	source *src = ctx;
	size_t got = fread(buf, 1, cap, src->f);

	if (got == 0 && ferror(src->f)) {
		src->failed = 1;
		src->err_no = errno;
		return -1;
	}
	/* such as /dev/zero: refused at its first block */
	if (got > 0 && memchr(buf, '\0', got) != NULL) {
		src->nul = 1;
		return -1;
	}
	return (long)got;
}

static int
source_rewind(void *ctx)
{
	source *src = ctx;

	clearerr(src->f);
	return fseek(src->f, 0, SEEK_SET) == 0 ? 0 : -1;
}

/*
 * Open path ("-": standard input) as *src and *js (a file can be read
 * again from its start, a pipe cannot).  Prints any error and returns
 * the exit status.
 */
static int
open_source(kl_cli *cli, const char *path, source *src, kl_jscan_source *js)
{
	struct stat st;

	memset(src, 0, sizeof(*src));
	src->f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
	if (src->f == NULL)
		return kl_cli_fail(cli, KL_EXIT_INPUT, _("cannot read %s: %s"),
		                   path, strerror(errno));
	js->read = source_read;
	js->ctx = src;
	js->rewind = fstat(fileno(src->f), &st) == 0 && S_ISREG(st.st_mode) ?
	             source_rewind : NULL;
	return KL_EXIT_OK;
}

/*
 * What went wrong with an import of path that failed with err: the file
 * could not be read or is no export (src says so), or err.  Prints it
 * and returns the exit status.
 */
static int
import_failed(kl_cli *cli, const char *path, const source *src,
              const kl_error *err)
{
	if (src->nul)
		return kl_cli_fail(cli, KL_EXIT_INPUT, _("import: %s is not an "
		                   "export (it holds a NUL byte); nothing was "
		                   "imported"), path);
	if (src->failed)
		return kl_cli_fail(cli, KL_EXIT_INPUT, _("cannot read %s: %s"),
		                   path, strerror(src->err_no));
	if (err->code == KL_EINPUT || err->code == KL_ERULE)
		return kl_cli_fail(cli, KL_EXIT_INPUT, _("import: %s; nothing was "
		                   "imported"), err->msg);
	return kl_cli_error(cli, err);
}

/*
 * klopf import --merge into the database, which exists: prints the
 * counts or the error and returns the exit status.
 */
static int
merge(kl_cli *cli, const char *path, const source *src,
      const kl_jscan_source *js)
{
	kl_store *s = NULL;
	kl_ops_merge_result m;
	kl_error err;
	int rc;

	if ((rc = kl_cli_store(cli, KL_OPS_DB_WRITE, &s)))
		return rc;
	kl_error_clear(&err);
	if (kl_ops_import_merge(s, js, &m, &err) != KL_OK) {
		rc = import_failed(cli, path, src, &err);
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
 * klopf import: load the file a rubber at a time into the database
 * (which must be empty), committing only if everything held; a database
 * that was not there before and a file that is refused leave no
 * database behind.  Returns the exit status.
 */
static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_store *s = NULL;
	kl_error err;
	kl_jscan_source js;
	source src;
	const char *path;
	int done, rc, nrubbers = 0, existed;

	memset(&src, 0, sizeof(src));
	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands != 1)
		return kl_cli_usage(cli, _("import: give one file made by klopf "
		                    "export (or - for standard input)"));
	path = cli->operands[0];
	if ((rc = open_source(cli, path, &src, &js)))
		return rc;
	existed = have_database(cli);
	/* merging into a database that is not there is a plain import */
	if (kl_cli_opt(cli, IMPORT_MERGE)->count && existed) {
		rc = merge(cli, path, &src, &js);
		goto done;
	}
	if ((rc = kl_cli_store(cli, KL_OPS_DB_WRITE, &s)))
		goto done;
	kl_error_clear(&err);
	if (kl_ops_import(s, &js, &nrubbers, &err) != KL_OK) {
		rc = import_failed(cli, path, &src, &err);
		kl_ops_db_close(s);
		s = NULL;
		if (!existed)
			kl_ops_db_discard(cli->db_path);
		goto done;
	}
	snprintf(cli->booked, sizeof(cli->booked), _("The import is done."));
	fprintf(cli->out, KL_NP("imported %d rubber\n", "imported %d rubbers\n",
	        nrubbers), nrubbers);
	rc = KL_EXIT_OK;
done:
	if (src.f != NULL && src.f != stdin)
		fclose(src.f);
	kl_ops_db_close(s);
	return rc;
}

const kl_command kl_cmd_import = {
	.name = "import",
	.summary = N_("restore a history written by klopf export"),
	.synopsis = N_("[--merge] FILE"),
	.description = N_(
	"Loads FILE (- for standard input), a JSON document written by\n"
	"'klopf export', into the database, which must not hold any players\n"
	"or rubbers yet (use --db NEW.db).  The file is read a rubber at a\n"
	"time, so its size has no limit (one rubber at most 64 MiB).  Each\n"
	"rubber is checked against the export format (every field there with\n"
	"the right type, nothing else), then inserted with its ids and\n"
	"checked by the schema's constraints.  Every rubber is replayed under\n"
	"its rules and must give the points, chips, winners and state\n"
	"recorded (a file of \"format_version\" 1, from an older klopf, names\n"
	"no winners: they are taken from the replay).  Every game is judged\n"
	"again by the referee from the hands as typed, as 'klopf game' judges\n"
	"it, and must give the deadwood recorded.  All of it happens in one\n"
	"transaction: if anything is wrong, nothing is imported (and a\n"
	"database that was not there is not created).\n"
	"\n"
	"With --merge the database may hold rubbers already, as when a club\n"
	"keeps score on several laptops.  Every rubber has an identity (a\n"
	"UUID given when it starts, kept by export and import; files of\n"
	"\"format_version\" 5, or 6 for one that holds tournaments, which is\n"
	"imported into a new database only).  The file is checked whole as\n"
	"above, then the rubbers the database does not have are added\n"
	"(players are matched by name, without regard to case, and added when\n"
	"missing), those it has are left alone when their records are the\n"
	"same, and a rubber whose identity is here with another record is\n"
	"refused, as is a second rubber in play.  The counts are printed.\n"),
	.opts = opts,
	.nopts = IMPORT_NOPTS,
	.run = run,
	.no_table = 1,
};
