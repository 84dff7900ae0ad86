/*
 * cmd_demo.c - `klopf demo`: play the bundled sample rubber
 * (data/demo-rubber.txt, built into the binary) into a scratch database
 * and tell its story.
 *
 * The script's lines: "# text" is told as it is; an empty line is an
 * empty line; any other line is a klopf command (words split at spaces,
 * double quotes group words) run in this process against the scratch
 * database.  A command may start with "!N " when it is meant to be
 * refused with exit status N.
 */
#include "cli.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

extern const char kl_demo_script[];
extern const char kl_demo_script_de[];

/* The demo rubber in the user's language: its commands are the same,
 * its narration is told in English (data/demo-rubber.txt) or German
 * (data/demo-rubber.de.txt). */
static const char *
demo_script(void)
{
	/* TRANSLATORS: which telling of the demo rubber to show: keep
	 * "demo-narration:" and put the code of a language whose telling
	 * klopf has (en, de) */
	return !strcmp(_("demo-narration:en"), "demo-narration:de") ? /* not for people */
	       kl_demo_script_de : kl_demo_script;
}

/* The options of `klopf demo`, indexing opts[] in the order of its
 * help. */
enum {
	DEMO_KEEP,
	DEMO_NOPTS
};

static const kl_opt opts[DEMO_NOPTS] = {
	[DEMO_KEEP] = {
		.name = "keep",
		.help = N_("keep the scratch database and say where it is"),
	},
};

#define DEMO_ARGS_MAX 32

/* Split line (modified in place) into argv; returns argc or -1. */
static int
split(char *line, char **argv)
{
	int argc = 0;
	char *p = line, *o;

	argv[argc++] = "klopf";
	while (*p) {
		while (*p == ' ')
			p++;
		if (*p == '\0')
			break;
		if (argc == DEMO_ARGS_MAX)
			return -1;
		argv[argc++] = o = p;
		while (*p && *p != ' ') {
			if (*p == '"') {
				p++;
				while (*p && *p != '"')
					*o++ = *p++;
				if (*p == '"')
					p++;
			} else {
				*o++ = *p++;
			}
		}
		if (*p == ' ')
			p++;
		*o = '\0';
	}
	argv[argc] = NULL;
	return argc;
}

static int
run_line(kl_cli *cli, const char *db, char *line)
{
	char *argv[DEMO_ARGS_MAX + 1], *shown = strdup(line);
	const kl_command *cmd;
	kl_cli sub;
	int argc, want = 0, rc;

	if (shown == NULL)
		return kl_cli_fail(cli, KL_EXIT_STORE, _("out of memory"));
	if (line[0] == '!') {
		want = line[1] - '0';
		line += 3;
		memmove(shown, shown + 3, strlen(shown + 3) + 1);
	}
	argc = split(line, argv);
	cmd = argc > 1 ? kl_cli_find(argv[1]) : NULL;
	if (cmd == NULL) {
		free(shown);
		return kl_cli_fail(cli, KL_EXIT_STORE, _("demo script: bad line"));
	}
	fprintf(cli->out, _("$ klopf %s\n"), shown);
	free(shown);
	fflush(cli->out);
	sub = *cli;
	sub.cmd = cmd;
	sub.db_path = db;
	sub.err = cli->out; /* refusals are part of the story */
	sub.operands = NULL;
	rc = cmd->run(&sub, argc - 1, argv + 1);
	free(sub.operands);
	fflush(cli->out);
	if (rc != want)
		return kl_cli_fail(cli, KL_EXIT_STORE, _("demo: 'klopf %s' ended "
		                   "with status %d, not %d"), argv[1], rc, want);
	return KL_EXIT_OK;
}

static int
run(kl_cli *cli, int argc, char **argv)
{
	const char *tmp = getenv("TMPDIR");
	char dir[512], path[600], side[620];
	char *script = NULL, *line, *next;
	int done, rc, keep = 0;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands != 0)
		return kl_cli_usage(cli, _("demo: no arguments expected"));
	snprintf(dir, sizeof(dir), "%s/klopf-demo-XXXXXX",
	         tmp != NULL && tmp[0] == '/' && strlen(tmp) < 400 ? tmp :
	                                                             "/tmp");
	if (mkdtemp(dir) == NULL)
		return kl_cli_fail(cli, KL_EXIT_STORE, _("demo: cannot make a "
		                   "scratch folder in %s"), tmp ? tmp : "/tmp");
	snprintf(path, sizeof(path), "%s/demo.db", dir);
	script = strdup(demo_script());
	if (script == NULL) {
		rc = kl_cli_fail(cli, KL_EXIT_STORE, _("out of memory"));
		goto done;
	}
	rc = KL_EXIT_OK;
	for (line = script; line != NULL && rc == KL_EXIT_OK; line = next) {
		next = strchr(line, '\n');
		if (next != NULL)
			*next++ = '\0';
		if (line[0] == '#')
			fprintf(cli->out, "%s\n", line[1] == ' ' ? line + 2 :
			                                            line + 1);
		else if (line[0] == '\0')
			fputc('\n', cli->out);
		else
			rc = run_line(cli, path, line);
	}
	if (kl_cli_opt(cli, DEMO_KEEP)->count) {
		keep = 1;
		fprintf(cli->out, _("\nThe demo database is %s\n"
		        "(try: klopf --db %s standings)\n"), path, path);
	}
done:
	if (!keep) {
		unlink(path);
		snprintf(side, sizeof(side), "%s-wal", path);
		unlink(side);
		snprintf(side, sizeof(side), "%s-shm", path);
		unlink(side);
		rmdir(dir);
	}
	free(script);
	return rc;
}

const kl_command kl_cmd_demo = {
	.name = "demo",
	.summary = N_("play a sample rubber into a scratch database"),
	.synopsis = N_("[--keep]"),
	.description = N_(
	"Plays the sample rubber that comes with klopf into a new scratch\n"
	"database and shows every command and its output: a knock, a rummy, a\n"
	"refused knock, a buy-back, players going out, the winner and the\n"
	"chips.  Your own database is not touched.\n"),
	.opts = opts,
	.nopts = DEMO_NOPTS,
	.run = run,
	.no_table = 1,
};
