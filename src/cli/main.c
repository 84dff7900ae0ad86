/* main.c - klopf's entry point and command table. */
#include "cli.h"
#include "cli_clean.h"
#include "cli_fit.h"
#include "cli_locale.h"
#include "kl_text.h"

#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#ifndef KLOPF_VERSION
#define KLOPF_VERSION "0"
#endif

/* The command table: `klopf --help` lists them in this order. */
const kl_command *const kl_commands[] = {
	&kl_cmd_new,
	&kl_cmd_play,
	&kl_cmd_game,
	&kl_cmd_fix,
	&kl_cmd_buyback,
	&kl_cmd_leave,
	&kl_cmd_standings,
	&kl_cmd_undo,
	&kl_cmd_abandon,
	&kl_cmd_end,
	&kl_cmd_rubbers,
	&kl_cmd_history,
	&kl_cmd_stats,
	&kl_cmd_settle,
	&kl_cmd_tournament,
	&kl_cmd_code,
	&kl_cmd_chart,
	&kl_cmd_export,
	&kl_cmd_import,
	&kl_cmd_serve,
	&kl_cmd_verify,
	&kl_cmd_demo,
	&kl_cmd_cards,
	&kl_cmd_deadwood,
	&kl_cmd_check,
	&kl_cmd_meld,
	&kl_cmd_rules,
	&kl_cmd_help,
	NULL
};

static const char *const exit_help = N_(
	"exit status:\n"
	"  0  success\n"
	"  1  a check that does not hold (klopf check: neither rummy nor "
	"knock)\n"
	"  2  usage error\n"
	"  3  invalid input: cards, hands, players or a rule broken\n"
	"  4  storage error: the database or the output failed, or stored\n"
	"     rows disagree with the events (settle, stats)\n"
	"  5  the change is booked, but its output failed\n");

/*
 * The output must have been written: when it was not (a full disk, a
 * closed pipe), say so and whether the command's change is booked
 * anyway, with its own exit status.  Returns the exit status.
 */
static int
finish(kl_cli *cli, int rc)
{
	int failed = 0;

	/* the cleaning streams first, then what they wrote to */
	if (cli->err != stderr) {
		fclose(cli->err);
		cli->err = stderr;
	}
	if (cli->out != stdout) {
		failed = fflush(cli->out) != 0 || ferror(cli->out);
		failed |= fclose(cli->out) != 0;
		cli->out = stdout;
	}
	failed |= fflush(stdout) != 0 || ferror(stdout);
	const char *why = strerror(errno != 0 ? errno : EIO);

	if (!failed)
		return rc;
	if (cli->booked[0] != '\0') {
		fprintf(stderr, _("klopf: the output could not be written (%s). "
		        "%s\n"), why, cli->booked);
		return KL_EXIT_BOOKED;
	}
	fprintf(stderr, _("klopf: the output could not be written (%s); "
	        "nothing was changed\n"), why);
	return rc == KL_EXIT_OK ? KL_EXIT_STORE : rc;
}

const kl_command *
kl_cli_find(const char *name)
{
	int i;

	for (i = 0; kl_commands[i] != NULL; i++)
		if (!strcmp(kl_commands[i]->name, name))
			return kl_commands[i];
	return NULL;
}

static void
main_help(FILE *f)
{
	int i;

	fprintf(f,
	    _("usage: klopf [--db PATH] [--ascii] COMMAND [ARGS...]\n"
	    "       klopf --help | --version | help COMMAND\n\n"
	    "klopf referees and keeps score of Viennese Rummy (Wiener "
	    "Rummy).\n\ncommands:\n"));
	for (i = 0; kl_commands[i] != NULL; i++)
		fprintf(f, "  %-10s %s\n", kl_commands[i]->name,
		        _(kl_commands[i]->summary));
	fprintf(f, _("\nglobal options:\n"
	        "  --db PATH   use the database at PATH (else $KLOPF_DB, "
	        "else\n"
	        "              $XDG_DATA_HOME/klopf/klopf.db, else\n"
	        "              ~/.local/share/klopf/klopf.db)\n"
	        "  --ascii     print cards in plain ASCII\n"
	        "  --help      show this help\n"
	        "  --version   show the version\n\n%s"), _(exit_help));
	fprintf(f, _("\nRun 'klopf help COMMAND' for a command's options.\n"));
}

/* Edit distance, for suggesting the closest command name. */
static size_t
distance(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b), i, j;
	size_t row[64];

	if (la > 60 || lb > 60)
		return 99;
	for (j = 0; j <= lb; j++)
		row[j] = j;
	for (i = 1; i <= la; i++) {
		size_t prev = row[0], tmp;
		row[0] = i;
		for (j = 1; j <= lb; j++) {
			size_t best = prev + (a[i - 1] != b[j - 1]);
			tmp = row[j];
			if (row[j] + 1 < best)
				best = row[j] + 1;
			if (row[j - 1] + 1 < best)
				best = row[j - 1] + 1;
			prev = tmp;
			row[j] = best;
		}
	}
	return row[lb];
}

static const char *
closest(const char *name)
{
	size_t best = 99, d, n = strlen(name);
	const char *hit = NULL;
	int i;

	for (i = 0; kl_commands[i] != NULL; i++) {
		d = distance(name, kl_commands[i]->name);
		if (n >= 2 && !strncmp(kl_commands[i]->name, name, n))
			d = 1;
		if (d < best) {
			best = d;
			hit = kl_commands[i]->name;
		}
	}
	return best <= 2 || (best <= 3 && n > 5) ? hit : NULL;
}

static int
unknown_command(kl_cli *cli, const char *name)
{
	const char *hint = closest(name);
	char quoted[KL_QUOTE_SIZE];

	kl_text_quote(name, KL_QUOTE_MAX, quoted, sizeof(quoted));
	if (hint != NULL)
		return kl_cli_usage(cli, _("unknown command \"%s\"; did you mean "
		                    "\"%s\"?"), quoted, hint);
	return kl_cli_usage(cli, _("unknown command \"%s\""), quoted);
}

static int
utf8_locale(void)
{
	const char *cs;

	cs = nl_langinfo(CODESET);
	return cs != NULL && (!strcasecmp(cs, "UTF-8") ||
	                      !strcasecmp(cs, "utf8"));
}

static int
run_help(kl_cli *cli, int argc, char **argv)
{
	const kl_command *cmd;
	int done, rc;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands == 0) {
		main_help(cli->out);
		return KL_EXIT_OK;
	}
	if (cli->noperands > 1)
		return kl_cli_usage(cli, _("help takes one command name"));
	cmd = kl_cli_find(cli->operands[0]);
	if (cmd == NULL) {
		cli->cmd = NULL;
		return unknown_command(cli, cli->operands[0]);
	}
	kl_cli_help(cmd, cli->out);
	return KL_EXIT_OK;
}

const kl_command kl_cmd_help = {
	.name = "help",
	.summary = N_("show the help of klopf or of one command"),
	.synopsis = N_("[COMMAND]"),
	.description = N_(
	"Without COMMAND, lists the commands; with it, shows the command's\n"
	"usage and options.\n"),
	.run = run_help,
	.no_table = 1,
};

/* Everything main does once the output streams are set up (every way
 * out of it passes finish(), in main).  Returns the exit status. */
static int
run_main(kl_cli *cli, int argc, char **argv)
{
	const kl_command *cmd;
	char quoted[KL_QUOTE_SIZE];
	int i = 1;

	/* global options before the command */
	for (; i < argc && argv[i][0] == '-'; i++) {
		if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
			main_help(cli->out);
			return KL_EXIT_OK;
		} else if (!strcmp(argv[i], "--version")) {
			fprintf(cli->out, _("klopf %s\n"), KLOPF_VERSION);
			return KL_EXIT_OK;
		} else if (!strcmp(argv[i], "--ascii")) {
			cli->unicode = cli->color = 0;
		} else if (!strcmp(argv[i], "--db")) {
			if (i + 1 >= argc || argv[i + 1][0] == '\0')
				return kl_cli_usage(cli, _("--db needs a PATH"));
			cli->db_path = argv[++i];
		} else if (!strncmp(argv[i], "--db=", 5)) {
			if (argv[i][5] == '\0')
				return kl_cli_usage(cli, _("--db needs a PATH"));
			cli->db_path = argv[i] + 5;
		} else {
			return kl_cli_usage(cli, _("unknown option %s"),
			                    kl_text_quote(argv[i], KL_QUOTE_MAX, quoted,
			                                 sizeof(quoted)));
		}
	}
	if (i >= argc) {
		main_help(cli->err);
		return KL_EXIT_USAGE;
	}
	cmd = kl_cli_find(argv[i]);
	if (cmd == NULL)
		return unknown_command(cli, argv[i]);
	cli->cmd = cmd;
	return cmd->run(cli, argc - i, argv + i);
}

int
main(int argc, char **argv)
{
	kl_cli cli;
	const char *nc = getenv("NO_COLOR");
	int rc;

	kl_cli_locale_init();
	memset(&cli, 0, sizeof(cli));
	/* everything a command prints goes out cleaned (cli_clean.h) */
	cli.out = kl_cli_clean_open(stdout);
	if (cli.out == NULL)
		cli.out = stdout;
	cli.err = kl_cli_clean_open(stderr);
	if (cli.err == NULL)
		cli.err = stderr;
	else
		setvbuf(cli.err, NULL, _IONBF, 0);
	cli.unicode = isatty(STDOUT_FILENO) && utf8_locale();
	cli.color = cli.unicode && (nc == NULL || nc[0] == '\0');
	cli.columns = kl_cli_columns(STDOUT_FILENO, getenv("COLUMNS"));
	if (cli.columns > 0) {
		/* cards written anywhere break where the line is full */
		kl_cli_clean_track(cli.out);
		kl_cli_clean_track(cli.err);
	}
	rc = run_main(&cli, argc, argv);
	free(cli.operands);
	return finish(&cli, rc);
}
