/* cli_util.c - option parsing, help, messages and output helpers. */
#include "cli.h"
#include "cli_clean.h"
#include "cli_fit.h"
#include "cli_games.h"
#include "kl_gamedef.h"
#include "kl_utf8.h"
#include "kl_text.h"

#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

const kl_opt kl_cli_common_opts[KL_COMMON_NOPTS] = {
	[KL_COMMON_HELP] = {
		.name = "help", .short_name = 'h',
		.help = N_("show this help and exit"),
	},
	[KL_COMMON_ASCII] = {
		.name = "ascii",
		.help = N_("print cards in plain ASCII (QH, 10D)"),
	},
	[KL_COMMON_DB] = {
		.name = "db", .arg = N_("PATH"),
		.help = N_("use the database at PATH"),
	},
	[KL_COMMON_TABLE] = {
		.name = "table", .arg = N_("N"),
		.help = N_("mean the rubber of table N of the tournament's last "
		           "series"),
	},
};

/* Find an option by long name (n chars) in the command's and common
 * tables; returns its index in the combined numbering (the command's
 * own options first, then the common ones) or -1. */
static int
find_long(const kl_command *cmd, const char *name, size_t n)
{
	int i, own = cmd->nopts;

	for (i = 0; i < own; i++)
		if (strlen(cmd->opts[i].name) == n &&
		    !strncmp(cmd->opts[i].name, name, n))
			return i;
	for (i = 0; i < KL_COMMON_NOPTS; i++)
		if (strlen(kl_cli_common_opts[i].name) == n &&
		    !strncmp(kl_cli_common_opts[i].name, name, n))
			return own + i;
	return -1;
}

/* Find an option by its short name c; returns its index as find_long
 * does, or -1. */
static int
find_short(const kl_command *cmd, char c)
{
	int i, own = cmd->nopts;

	for (i = 0; i < own; i++)
		if (cmd->opts[i].short_name == c)
			return i;
	for (i = 0; i < KL_COMMON_NOPTS; i++)
		if (kl_cli_common_opts[i].short_name == c)
			return own + i;
	return -1;
}

/* The table entry of option idx of cmd (idx as find_long returns it). */
static const kl_opt *
opt_at(const kl_command *cmd, int idx)
{
	int own = cmd->nopts;

	return idx < own ? &cmd->opts[idx] : &kl_cli_common_opts[idx - own];
}

/* Where the values of option idx (as find_long returns it) go. */
static kl_optval *
val_at(kl_cli *cli, int idx)
{
	int own = cli->cmd->nopts;

	return idx < own ? &cli->vals[idx] : &cli->common[idx - own];
}

int
kl_cli_parse(kl_cli *cli, int argc, char **argv, int *done)
{
	const kl_command *cmd = cli->cmd;
	int i, only_operands = 0;

	assert(cmd->nopts <= KL_OPTS_MAX);
	*done = 0;
	memset(cli->vals, 0, sizeof(cli->vals));
	memset(cli->common, 0, sizeof(cli->common));
	cli->operands = calloc((size_t)argc + 1, sizeof(char *));
	cli->noperands = 0;
	if (cli->operands == NULL)
		return kl_cli_fail(cli, KL_EXIT_STORE, _("out of memory"));
	for (i = 1; i < argc; i++) {
		char *a = argv[i], name[64], quoted[KL_QUOTE_SIZE];
		const char *value = NULL;
		int idx;
		const kl_opt *o;
		kl_optval *v;

		if (only_operands || a[0] != '-' || a[1] == '\0' ||
		    (a[1] >= '0' && a[1] <= '9')) {
			cli->operands[cli->noperands++] = a;
			continue;
		}
		if (!strcmp(a, "--")) {
			only_operands = 1;
			continue;
		}
		if (a[1] == '-') {
			char *eq = strchr(a + 2, '=');
			size_t n = eq ? (size_t)(eq - (a + 2)) : strlen(a + 2);
			idx = find_long(cmd, a + 2, n);
			if (idx < 0) {
				snprintf(name, sizeof(name), "%.*s",
				         (int)(n < 60 ? n : 60), a + 2);
				return kl_cli_usage(cli,
				    _("%s: unknown option --%s"), cmd->name,
				    kl_text_quote(name, KL_QUOTE_MAX, quoted,
				                 sizeof(quoted)));
			}
			if (eq != NULL)
				value = eq + 1;
		} else {
			idx = a[2] != '\0' ? -1 : find_short(cmd, a[1]);
			if (idx < 0)
				return kl_cli_usage(cli,
				    _("%s: unknown option %s"), cmd->name,
				    kl_text_quote(a, KL_QUOTE_MAX, quoted,
				                 sizeof(quoted)));
		}
		o = opt_at(cmd, idx);
		if (o->arg != NULL && value == NULL) {
			if (i + 1 >= argc)
				return kl_cli_usage(cli,
				    _("%s: option --%s needs a value (%s)"),
				    cmd->name, o->name, _(o->arg));
			value = argv[++i];
		} else if (o->arg == NULL && value != NULL) {
			return kl_cli_usage(cli,
			    _("%s: option --%s takes no value"), cmd->name,
			    o->name);
		}
		v = val_at(cli, idx);
		if (v->count >= KL_OPT_VALUES_MAX)
			return kl_cli_usage(cli, _("%s: option --%s given too "
			                    "often"), cmd->name, o->name);
		v->all[v->count++] = value;
		v->value = value;
	}
	if (kl_cli_common(cli, KL_COMMON_HELP)->count) {
		kl_cli_help(cmd, cli->out);
		*done = 1;
		return KL_EXIT_OK;
	}
	if (kl_cli_common(cli, KL_COMMON_ASCII)->count)
		cli->unicode = cli->color = 0;
	if (kl_cli_common(cli, KL_COMMON_DB)->count) {
		cli->db_path = kl_cli_common(cli, KL_COMMON_DB)->value;
		if (cli->db_path[0] == '\0')
			return kl_cli_usage(cli, _("%s: option --db needs a PATH, "
			                    "not an empty one"), cmd->name);
	}
	if (kl_cli_common(cli, KL_COMMON_TABLE)->count && cmd->no_table)
		return kl_cli_usage(cli, _("%s: option --table names a table's "
		                    "rubber, and %s acts on no one rubber"),
		                    cmd->name, cmd->name);
	if (kl_cli_common(cli, KL_COMMON_TABLE)->count) {
		long n;
		if (kl_cli_parse_int(kl_cli_common(cli, KL_COMMON_TABLE)->value,
		                     1, 999, &n))
			return kl_cli_usage(cli, _("%s: option --table takes a "
			                    "table's number, not \"%s\""),
			                    cmd->name, kl_cli_common(cli,
			                    KL_COMMON_TABLE)->value);
		cli->table = (int)n;
	}
	return KL_EXIT_OK;
}

const kl_optval *
kl_cli_opt(const kl_cli *cli, int index)
{
	assert(index >= 0 && index < cli->cmd->nopts);
	return &cli->vals[index];
}

const kl_optval *
kl_cli_common(const kl_cli *cli, enum kl_common_opt index)
{
	assert(index >= 0 && index < KL_COMMON_NOPTS);
	return &cli->common[index];
}

/* Print the help lines of the options o[0..n-1] to f. */
static void
help_opts(const kl_opt *o, int n, FILE *f)
{
	char left[64], list[KL_GAMES_LIST_MAX];

	for (; n > 0; o++, n--) {
		if (o->short_name)
			snprintf(left, sizeof(left), "-%c, --%s%s%s",
			         o->short_name, o->name, o->arg ? " " : "",
			         o->arg ? _(o->arg) : "");
		else
			snprintf(left, sizeof(left), "    --%s%s%s", o->name,
			         o->arg ? " " : "", o->arg ? _(o->arg) : "");
		if (o->help_list != NULL) {
			o->help_list(list, sizeof(list));
			fputs("  ", f);
			kl_cli_pad(f, left, 22, 0);
			fputc(' ', f);
			fprintf(f, _(o->help), list);
			fputc('\n', f);
			continue;
		}
		fputs("  ", f);
		kl_cli_pad(f, left, 22, 0);
		fprintf(f, " %s\n", _(o->help));
	}
}

void
kl_cli_help(const kl_command *cmd, FILE *f)
{
	/* (an empty synopsis is not looked up: "" is the catalogue's
	 * header) */
	fprintf(f, _("usage: klopf %s%s%s\n\n%s\n"), cmd->name,
	        cmd->synopsis[0] ? " " : "",
	        cmd->synopsis[0] ? _(cmd->synopsis) : "", _(cmd->summary));
	if (cmd->description != NULL && cmd->description[0] != '\0')
		fprintf(f, "\n%s", _(cmd->description));
	if (cmd->help_more != NULL)
		cmd->help_more(f);
	fprintf(f, _("\noptions:\n"));
	help_opts(cmd->opts, cmd->nopts, f);
	/* --table is the last common option */
	help_opts(kl_cli_common_opts, cmd->no_table ? KL_COMMON_TABLE :
	          KL_COMMON_NOPTS, f);
}

/* The longest message printed; longer ones (which can only come from
 * echoing something very long that was typed) are cut. */
#define MESSAGE_MAX 1024

/*
 * Print "klopf: " and the message to f: whatever was typed and ends up in
 * it, it goes out as valid UTF-8 whose only control characters are line
 * breaks, and at most MESSAGE_MAX bytes long.
 */
static void
print_message(FILE *f, const char *fmt, va_list ap)
{
	char raw[2 * MESSAGE_MAX], clean[MESSAGE_MAX + 4];
	int n = vsnprintf(raw, sizeof(raw), fmt, ap);
	size_t len = n < 0 ? 0 : (size_t)n < sizeof(raw) ? (size_t)n :
	             sizeof(raw) - 1;

	fputs(_("klopf: "), f);
	fputs(kl_text_clean(raw, len, MESSAGE_MAX, clean, sizeof(clean)), f);
}

int
kl_cli_fail(kl_cli *cli, int status, const char *fmt, ...)
{
	va_list ap;

	/* what the command printed comes first: the cleaning stream, then
	 * the stream it writes to */
	fflush(cli->out);
	fflush(stdout);
	va_start(ap, fmt);
	print_message(cli->err, fmt, ap);
	va_end(ap);
	fputc('\n', cli->err);
	return status;
}

int
kl_cli_usage(kl_cli *cli, const char *fmt, ...)
{
	va_list ap;

	fflush(cli->out);
	va_start(ap, fmt);
	print_message(cli->err, fmt, ap);
	va_end(ap);
	if (cli->cmd != NULL)
		fprintf(cli->err, _("\n(see 'klopf %s --help')\n"), cli->cmd->name);
	else
		fputs(_("\n(see 'klopf --help')\n"), cli->err);
	return KL_EXIT_USAGE;
}

int
kl_cli_status(int code)
{
	switch (code) {
	case KL_OK: return KL_EXIT_OK;
	case KL_EUSAGE: return KL_EXIT_USAGE;
	case KL_EINPUT: case KL_ERULE: case KL_ENOTFOUND: return KL_EXIT_INPUT;
	default: return KL_EXIT_STORE;
	}
}

int
kl_cli_error(kl_cli *cli, const kl_error *err)
{
	return kl_cli_fail(cli, kl_cli_status(err->code), "%s", err->msg);
}

void
kl_cli_card_letters(kl_cli *cli, const kl_rules *rules)
{
	cli->german_cards = rules->cards == KL_CARDS_GERMAN;
}

int
kl_cli_card_style(const kl_cli *cli)
{
	return (cli->unicode ? KL_STYLE_UNICODE : KL_STYLE_ASCII) |
	       (cli->german_cards ? KL_STYLE_GERMAN : 0);
}

void
kl_cli_card(const kl_cli *cli, kl_card c, FILE *f)
{
	char name[KL_CARD_NAME_MAX];
	int red = c < KL_NATURALS && (kl_card_suit(c) == KL_HEARTS ||
	                              kl_card_suit(c) == KL_DIAMONDS);

	kl_card_name(c, kl_cli_card_style(cli), name, sizeof(name));
	/* the colours are klopf's own escape sequences: past the cleaning */
	if (cli->color)
		kl_cli_clean_raw(f, 1);
	if (cli->color && red)
		fprintf(f, "\033[31m%s\033[0m", name);
	else if (cli->color && c == KL_JOKER)
		fprintf(f, "\033[1m%s\033[0m", name);
	else
		fputs(name, f);
	if (cli->color)
		kl_cli_clean_raw(f, 0);
}

void
kl_cli_cards(const kl_cli *cli, const kl_card *cards, int n, FILE *f)
{
	kl_flow fl;

	kl_flow_here(&fl, cli, f);
	kl_flow_cards(&fl, "", "", cards, n, "");
}

void
kl_cli_melds(const kl_cli *cli, const kl_arrangement *a, FILE *f)
{
	kl_flow fl;

	kl_flow_here(&fl, cli, f);
	kl_flow_arrangement(&fl, a, 1);
}

/* Refuse (1, with the message printed) a --rule KEY=VALUE whose key is
 * no rule of the game out plays; 0 if it is. */
static int
not_of_game(kl_cli *cli, const kl_rules *out, const char *pair)
{
	char key[48];
	size_t n = strcspn(pair, "=");
	int i;

	if (n >= sizeof(key))
		return 0;
	memcpy(key, pair, n);
	key[n] = '\0';
	i = kl_rules_find(key);
	if (i < 0 || kl_rules_applies(out, &kl_rules_settings[i]))
		return 0;
	kl_cli_usage(cli, _("rule %s is not a rule of %s; see 'klopf rules "
	             "--game %s'"), kl_rules_settings[i].name,
	             kl_rules_game_name(out->game),
	             kl_rules_game_name(out->game));
	return 1;
}

int
kl_cli_rules(kl_cli *cli, const kl_rules_opts *opts, kl_rules *out)
{
	const kl_optval *p = opts->profile;
	const kl_optval *r = opts->rule;
	const kl_optval *g = opts->game;
	kl_error err;
	int i, game = kl_gamedef_default()->id, to_given = 0;

	kl_error_clear(&err);
	if (g->count && kl_rules_game_find(g->value, &game, &err))
		return kl_cli_error(cli, &err);
	if (p->count && !kl_gamedef_by_id(game)->profiles)
		return kl_cli_usage(cli, _("the profiles are Viennese rules; "
		                    "--profile goes without --game %s"),
		                    kl_rules_game_name(game));
	if (p->count) {
		if (kl_rules_profile(p->value, out, &err))
			return kl_cli_error(cli, &err);
	} else {
		kl_rules_game_default(game, out);
	}
	for (i = 0; i < r->count; i++) {
		if (!strncasecmp(r->all[i], "game_to=", 8))
			to_given = 1;
		if (!strncasecmp(r->all[i], "game=", 5))
			return kl_cli_usage(cli, _("the game is chosen with --game "
			                    "GAME, not with --rule"));
		if (kl_rules_set_pair(out, r->all[i], &err))
			return kl_cli_error(cli, &err);
		if (not_of_game(cli, out, r->all[i]))
			return KL_EXIT_USAGE;
	}
	kl_rules_implied(out, to_given);
	if (kl_rules_validate(out, &err))
		return kl_cli_error(cli, &err);
	kl_cli_card_letters(cli, out);
	return KL_EXIT_OK;
}

int
kl_cli_parse_int(const char *s, long min, long max, long *out)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 10);
	if (s[0] == '\0' || *end != '\0' || errno == ERANGE || v < min ||
	    v > max)
		return -1;
	*out = v;
	return 0;
}

int
kl_cli_put_json(kl_cli *cli, const kl_json *j)
{
	if (kl_json_failed(j))
		return kl_cli_fail(cli, KL_EXIT_STORE, _("out of memory"));
	kl_cli_json_text(cli->out, kl_json_text(j), kl_json_len(j));
	fputc('\n', cli->out);
	return KL_EXIT_OK;
}

void
kl_cli_json_text(FILE *f, const char *s, size_t n)
{
	size_t i = 0, run = 0, k;
	int32_t cp;

	while (i < n) {
		k = kl_utf8_decode(s + i, n - i, &cp);
		/* C0 controls are escaped by the JSON writers already, and
		 * line feeds may stand between values */
		if (k == 0 || !((cp >= 0x7f && cp < 0xa0) ||
		                kl_utf8_bidi_control(cp) || kl_utf8_separator(cp))) {
			i += k ? k : 1;
			continue;
		}
		fwrite(s + run, 1, i - run, f);
		fprintf(f, "\\u%04x", (unsigned)cp);
		i += k;
		run = i;
	}
	fwrite(s + run, 1, n - run, f);
}

int
kl_cli_width(const char *s)
{
	return kl_utf8_width(s);
}

void
kl_cli_pad(FILE *f, const char *s, int width, int right)
{
	char clean[256];
	int pad;

	/* stored text reaches the terminal cleaned (an older database may
	 * hold a name with a control sequence) */
	s = kl_text_clean(s, strlen(s), sizeof(clean) - 4, clean,
	                  sizeof(clean));
	pad = width - kl_cli_width(s);
	if (right)
		for (; pad > 0; pad--)
			fputc(' ', f);
	fputs(s, f);
	if (!right)
		for (; pad > 0; pad--)
			fputc(' ', f);
}

/*
 * See cli.h.
 */
FILE *
kl_cli_create(kl_cli *cli, const char *path, int force, int *rc)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC |
	              (force ? O_TRUNC : O_EXCL), 0666);
	FILE *f;

	if (fd < 0) {
		struct stat sb;

		if (errno == EEXIST && lstat(path, &sb) == 0 &&
		    S_ISLNK(sb.st_mode))
			errno = ELOOP;
		if (errno == EEXIST)
			*rc = kl_cli_fail(cli, KL_EXIT_INPUT, _("%s is there "
			    "already; give --force to replace it"), path);
		else if (errno == ELOOP)
			*rc = kl_cli_fail(cli, KL_EXIT_INPUT, _("%s is a symbolic "
			    "link; klopf writes no file through one"), path);
		else
			*rc = kl_cli_fail(cli, KL_EXIT_STORE, _("cannot write %s: "
			    "%s"), path, strerror(errno));
		return NULL;
	}
	f = fdopen(fd, "w");
	if (f == NULL) {
		*rc = kl_cli_fail(cli, KL_EXIT_STORE, _("cannot write %s: %s"),
		                  path, strerror(errno));
		close(fd);
	}
	return f;
}
