/*
 * cli.h - the command-line front end: the command table, option parsing,
 * output helpers and exit statuses.  Only the front end prints.
 */
#ifndef KL_CLI_H
#define KL_CLI_H

#include <libintl.h>
#include <stdio.h>

#include "kl_card.h"
#include "kl_error.h"
#include "kl_json.h"
#include "kl_rules.h"
#include "kl_solver.h"

/* A text people read, in their language (cli_locale.h). */
#define _(text) gettext(text)
/* A text marked for the catalogue where it is written, looked up where
 * it is printed (help texts, option tables). */
#define N_(text) (text)

/*
 * The message for n things: one for n == 1, many otherwise.  Both are
 * whole format strings (never a glued "s"), so that the catalogue can
 * give each language its own plural forms.
 */
#define KL_NP(one, many, n) ngettext(one, many, (unsigned long)(n))

/* Exit statuses, documented in `klopf --help` and klopf(1). */
enum kl_exit {
	KL_EXIT_OK = 0,      /* success */
	KL_EXIT_FALSE = 1,   /* a check that does not hold */
	KL_EXIT_USAGE = 2,   /* the command was used the wrong way */
	KL_EXIT_INPUT = 3,   /* invalid input: cards, hands, a rule broken */
	KL_EXIT_STORE = 4,   /* the database failed, or the output of a
	                        command that changed nothing */
	KL_EXIT_BOOKED = 5   /* the change is booked, but its output could
	                        not be written */
};

/*
 * One option of a command.  Each command file numbers its options in an
 * enum of its own (FOO_BAR, ..., FOO_NOPTS, the number of them) and
 * writes their table with designated initializers indexed by it.  The
 * table is the help text's source, in its order.
 */
typedef struct kl_opt {
	const char *name;  /* long name without "--" */
	char short_name;   /* 0 if none */
	const char *arg;   /* NULL for a flag, else the value's name */
	const char *help;
	/* NULL, or what writes the one %s of help when it is printed (a
	 * list of games, cli_games.h) into its buffer of size bytes */
	void (*help_list)(char *buf, size_t size);
} kl_opt;

struct kl_cli;

/* One subcommand.  One source file per command defines one of these. */
typedef struct kl_command {
	const char *name;
	const char *summary;     /* one line for `klopf --help` */
	const char *synopsis;    /* arguments after the name */
	const char *description; /* paragraphs for `klopf help NAME` */
	const kl_opt *opts;      /* nopts entries (none: NULL) */
	int nopts;               /* at most KL_OPTS_MAX */
	int (*run)(struct kl_cli *cli, int argc, char **argv);
	int no_table;            /* 1: acts on no one rubber, so the common
	                            --table is neither shown nor taken */
	/* NULL, or what writes more of the help after the description, in
	 * the session's language (klopf play: its words, play_help.c) */
	void (*help_more)(FILE *f);
} kl_command;

/* The most times one option may be given. */
#define KL_OPT_VALUES_MAX 64

/* The value(s) an option received; parallel to a command's opts table.
 * The values point into argv; the struct holds everything else itself,
 * so a command parsed inside another (or a copy of a kl_cli) never
 * shares storage with it. */
typedef struct kl_optval {
	int count;          /* times given */
	const char *value;  /* the last value given */
	const char *all[KL_OPT_VALUES_MAX]; /* every value, in order */
} kl_optval;

/* The most options a command has of its own. */
#define KL_OPTS_MAX 24

/* The options every command accepts after its own, in the order of
 * kl_cli_common_opts and of every command's help. */
enum kl_common_opt {
	KL_COMMON_HELP,  /* -h, --help */
	KL_COMMON_ASCII, /* --ascii */
	KL_COMMON_DB,    /* --db PATH */
	KL_COMMON_TABLE, /* --table N */
	KL_COMMON_NOPTS
};

/* State shared by all commands. */
typedef struct kl_cli {
	FILE *out;
	FILE *err;
	int unicode;         /* print suit symbols */
	int german_cards;    /* print a jack B and a queen D: the house
	                        rule cards=german of the rubber or the
	                        rules shown (kl_cli_card_letters) */
	int color;           /* colour red suits */
	int columns;         /* the line's width in terminal columns, 0 when
	                        not known (cli_fit.h) */
	const char *db_path; /* --db, or NULL */
	int table;           /* --table N: a table of the tournament's
	                        series in play (0: none) */
	const kl_command *cmd;
	kl_optval vals[KL_OPTS_MAX];  /* the command's own options */
	kl_optval common[KL_COMMON_NOPTS]; /* by enum kl_common_opt */
	char **operands;     /* arguments that are not options */
	int noperands;
	char booked[160];    /* a command that committed a change says what,
	                        in a whole sentence ("Game 3 of rubber 1 is
	                        booked."), for when its output fails */
} kl_cli;

extern const kl_command *const kl_commands[];

/* Find a command by exact name, or NULL. */
const kl_command *kl_cli_find(const char *name);

/*
 * Parse argv (argv[0] is the command name) against cli->cmd->opts into
 * cli->vals and cli->operands.  Handles --help itself (prints help, sets
 * *done).  Returns KL_EXIT_OK or KL_EXIT_USAGE after printing the error.
 */
int kl_cli_parse(kl_cli *cli, int argc, char **argv, int *done);

/* The kl_optval of the current command's option index, a name of the
 * command's own enum of options (never NULL; an index past the table's
 * end is a mistake in the program). */
const kl_optval *kl_cli_opt(const kl_cli *cli, int index);

/* The kl_optval of the common option index (never NULL). */
const kl_optval *kl_cli_common(const kl_cli *cli, enum kl_common_opt index);

/* Print the full help of cmd to f. */
void kl_cli_help(const kl_command *cmd, FILE *f);

/* Print "klopf: MESSAGE" to stderr; returns status for `return`. */
int kl_cli_fail(kl_cli *cli, int status, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 3, 4)))
#endif
	;

/* Print a usage error with a hint to see --help; returns KL_EXIT_USAGE. */
int kl_cli_usage(kl_cli *cli, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 2, 3)))
#endif
	;

/* The exit status for a module error code. */
int kl_cli_status(int code);

/* Print a module error as "klopf: msg" and return its exit status. */
int kl_cli_error(kl_cli *cli, const kl_error *err);

/* Print cards from now on with the court letters rules choose (cards=
 * german: B and D; plain: J and Q). */
void kl_cli_card_letters(kl_cli *cli, const kl_rules *rules);

/* The kl_card_name style of cards for people: symbols as the terminal
 * allows, German court letters as kl_cli_card_letters chose. */
int kl_cli_card_style(const kl_cli *cli);

/* Write card c for people (symbols and colour as the terminal allows). */
void kl_cli_card(const kl_cli *cli, kl_card c, FILE *f);
/* Write cards separated by spaces. */
void kl_cli_cards(const kl_cli *cli, const kl_card *cards, int n, FILE *f);
/* Write an arrangement's melds for people: "[3♥ 4♥ 5♥] [Q♠ Q♦ Q♣]". */
void kl_cli_melds(const kl_cli *cli, const kl_arrangement *a, FILE *f);

/* Write the text of j to cli->out followed by a newline, as
 * kl_cli_json_text; KL_EXIT_STORE after a message when j failed (out of
 * memory). */
int kl_cli_put_json(kl_cli *cli, const kl_json *j);

/*
 * Write the n bytes of JSON text s to f with every character the
 * cleaning stream would replace (DEL, C1 controls, controls of the
 * writing direction, the line and paragraph separators) escaped as
 * \uXXXX instead: such characters can only stand inside strings, so the
 * JSON keeps what the database holds and stays clean.  Bytes that are
 * not UTF-8 are written as they are (the stream makes them '?').
 */
void kl_cli_json_text(FILE *f, const char *s, size_t n);

/* The options that choose rules, each taken from the table of the
 * command that reads them. */
typedef struct kl_rules_opts {
	const kl_optval *game;    /* --game GAME */
	const kl_optval *profile; /* --profile P */
	const kl_optval *rule;    /* --rule KEY=VALUE, repeatable */
} kl_rules_opts;

/*
 * Resolve into *out the rules that opts choose: the game's (Viennese
 * when --game is not given), or profile P's (Viennese only), changed by
 * each --rule KEY=VALUE in turn.  Returns an exit status after printing
 * any error.
 */
int kl_cli_rules(kl_cli *cli, const kl_rules_opts *opts, kl_rules *out);

/* Write s padded with spaces to width terminal columns (kl_utf8_width:
 * a wide character takes two, a combining mark none), on the left
 * (right != 0) or the right.  Text wider than width is written whole;
 * controls, controls of the writing direction and bytes that are not
 * UTF-8 are written as '?' (kl_text_clean). */
void kl_cli_pad(FILE *f, const char *s, int width, int right);

/* The terminal columns of the UTF-8 text s (kl_utf8_width). */
int kl_cli_width(const char *s);

/*
 * Create the file path for writing: never through a symbolic link, and
 * never over a file that is there unless force (then it is truncated).
 * Returns the stream (the caller fcloses it) or NULL after printing why
 * (*rc: KL_EXIT_INPUT for a file that is there or a link, KL_EXIT_STORE
 * when it cannot be written).
 */
FILE *kl_cli_create(kl_cli *cli, const char *path, int force, int *rc);

/* Checked integer parsing for option values; returns 0 or -1. */
int kl_cli_parse_int(const char *s, long min, long max, long *out);

/* Common options every command accepts, appended to its own; indexed by
 * enum kl_common_opt. */
extern const kl_opt kl_cli_common_opts[KL_COMMON_NOPTS];

/* Commands (one file each). */
extern const kl_command kl_cmd_cards;
extern const kl_command kl_cmd_deadwood;
extern const kl_command kl_cmd_meld;
extern const kl_command kl_cmd_check;
extern const kl_command kl_cmd_help;
extern const kl_command kl_cmd_rules;
extern const kl_command kl_cmd_new;
extern const kl_command kl_cmd_play;
extern const kl_command kl_cmd_game;
extern const kl_command kl_cmd_buyback;
extern const kl_command kl_cmd_leave;
extern const kl_command kl_cmd_standings;
extern const kl_command kl_cmd_undo;
extern const kl_command kl_cmd_abandon;
extern const kl_command kl_cmd_end;
extern const kl_command kl_cmd_fix;
extern const kl_command kl_cmd_verify;
extern const kl_command kl_cmd_demo;
extern const kl_command kl_cmd_rubbers;
extern const kl_command kl_cmd_history;
extern const kl_command kl_cmd_stats;
extern const kl_command kl_cmd_settle;
extern const kl_command kl_cmd_tournament;
extern const kl_command kl_cmd_code;
extern const kl_command kl_cmd_chart;
extern const kl_command kl_cmd_export;
extern const kl_command kl_cmd_import;
extern const kl_command kl_cmd_serve;

#endif
