/*
 * cmd_tournament.c - `klopf tournament`: a tournament or a club evening
 * around the rubbers of klopf: its players, the draw of each series'
 * tables, the standings in score points, the sheets of the tables.  One
 * command with subcommands, each with its options, one operation
 * (kl_ops_tourn.h) and its rendering (cli_tourn.c).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_hist.h"
#include "cli_entry.h"
#include "cli_rubber.h"
#include "cli_tourn.h"

/* ---- klopf tournament new ---- */

enum { NEW_GAME, NEW_RULE, NEW_PLAYERS, NEW_SERIES, NEW_GAMES, NEW_SIZE,
       NEW_NOPTS };

static const kl_opt new_opts[NEW_NOPTS] = {
	[NEW_GAME] = {
		.name = "game", .short_name = 'g', .arg = N_("GAME"),
		.help = N_("the game every table plays (romme by default)"),
	},
	[NEW_RULE] = {
		.name = "rule", .short_name = 'r', .arg = N_("KEY=VALUE"),
		.help = N_("a setting of the tournament (series, games, "
		           "table_size, draw, avoid, sit_out, score, win, "
		           "at_once, tiers, place) or a house rule of the game "
		           "(repeatable)"),
	},
	[NEW_PLAYERS] = {
		.name = "players", .arg = N_("FILE"),
		.help = N_("read the players from FILE, one a line, NAME or "
		           "NAME|TEAM (- reads standard input)"),
	},
	[NEW_SERIES] = {
		.name = "series", .arg = N_("N"),
		.help = N_("how many series are played (as --rule series=N)"),
	},
	[NEW_GAMES] = {
		.name = "games", .arg = N_("N"),
		.help = N_("how many games a series has (as --rule games=N)"),
	},
	[NEW_SIZE] = {
		.name = "table-size", .arg = N_("N"),
		.help = N_("players a table (as --rule table_size=N)"),
	},
};

/* The settings the options NEW_SERIES.. stand for, in their order. */
static const char *const new_keys[] = {
	[NEW_SERIES - NEW_SERIES] = "series",
	[NEW_GAMES - NEW_SERIES] = "games",
	[NEW_SIZE - NEW_SERIES] = "table_size",
};

/* The most bytes a file of players may hold. */
#define PLAYERS_FILE_MAX (1 << 20)

/* The players typed or read: names[] and teams[] point into text. */
typedef struct entrants {
	int n;
	const char *names[KL_TOURN_PLAYERS_MAX];
	const char *teams[KL_TOURN_PLAYERS_MAX];
	char *text;                 /* malloc'd: what they point into */
} entrants;

/* Split "NAME|TEAM" (in place) into e's next entry; 0, or -1 when there
 * are too many. */
static int
add_entrant(entrants *e, char *entry)
{
	char *bar = strchr(entry, '|'), *end;

	if (e->n == KL_TOURN_PLAYERS_MAX)
		return -1;
	if (bar != NULL) {
		*bar = '\0';
		while (*++bar == ' ')
			;
		for (end = bar + strlen(bar); end > bar && end[-1] == ' ';)
			*--end = '\0';
	}
	for (end = entry + strlen(entry); end > entry && end[-1] == ' ';)
		*--end = '\0';
	while (*entry == ' ')
		entry++;
	e->names[e->n] = entry;
	e->teams[e->n++] = bar;
	return 0;
}

/* Read the players of path ("-": standard input) into e.  Returns the
 * exit status, after printing any error. */
static int
read_players(kl_cli *cli, const char *path, entrants *e)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
	size_t n = 0, got;
	char *line, *save = NULL;
	int lineno = 0, failed;

	if (f == NULL)
		return kl_cli_fail(cli, KL_EXIT_INPUT, _("tournament new: cannot "
		                   "read %s: %s"), path, strerror(errno));
	e->text = malloc(PLAYERS_FILE_MAX + 1);
	if (e->text == NULL) {
		if (f != stdin)
			fclose(f);
		return kl_cli_fail(cli, KL_EXIT_STORE, _("out of memory"));
	}
	errno = 0;
	while ((got = fread(e->text + n, 1, PLAYERS_FILE_MAX + 1 - n, f)) > 0)
		n += got;
	failed = ferror(f) ? (errno != 0 ? errno : EIO) : 0;
	if (f != stdin)
		fclose(f);
	if (failed)
		return kl_cli_fail(cli, KL_EXIT_INPUT, _("tournament new: cannot "
		                   "read %s: %s"), path, strerror(failed));
	if (n > PLAYERS_FILE_MAX)
		return kl_cli_fail(cli, KL_EXIT_INPUT, _("tournament new: %s holds "
		                   "more than %d bytes"), path, PLAYERS_FILE_MAX);
	if (memchr(e->text, '\0', n) != NULL)
		return kl_cli_fail(cli, KL_EXIT_INPUT, _("tournament new: %s holds "
		                   "a NUL byte; it is no list of players"), path);
	e->text[n] = '\0';
	for (line = strtok_r(e->text, "\n", &save); line != NULL;
	     line = strtok_r(NULL, "\n", &save)) {
		size_t len = strlen(line);
		lineno++;
		if (len > 0 && line[len - 1] == '\r')
			line[len - 1] = '\0';
		if (line[strspn(line, " \t")] == '\0' || line[0] == '#')
			continue;
		if (add_entrant(e, line))
			return kl_cli_fail(cli, KL_EXIT_INPUT, _("tournament new: "
			                   "line %d of %s: more than %d players"),
			                   lineno, path, KL_TOURN_PLAYERS_MAX);
	}
	return KL_EXIT_OK;
}

static int
run_new(kl_cli *cli, int argc, char **argv)
{
	const kl_optval *rule = kl_cli_opt(cli, NEW_RULE);
	kl_tourn_settings t;
	kl_store *s = NULL;
	entrants *e = NULL;
	kl_error err;
	int64_t id;
	int done, rc, i, game = 0;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands < 1)
		return kl_cli_usage(cli, _("tournament new: give its NAME and the "
		                    "players"));
	kl_error_clear(&err);
	game = kl_tourn_default_game();
	if (kl_cli_opt(cli, NEW_GAME)->count &&
	    kl_rules_game_find(kl_cli_opt(cli, NEW_GAME)->value, &game, &err))
		return kl_cli_error(cli, &err);
	kl_tourn_defaults(game, &t);
	for (i = NEW_SERIES; i <= NEW_SIZE; i++) {
		const kl_optval *v = kl_cli_opt(cli, i);
		char pair[64];
		int len;

		if (v->count == 0)
			continue;
		len = snprintf(pair, sizeof(pair), "%s=%s",
		               new_keys[i - NEW_SERIES], v->value);
		if (len < 0 || (size_t)len >= sizeof(pair))
			return kl_cli_usage(cli, _("tournament new: --%s takes "
			                    "a number, not \"%s\""),
			                    new_opts[i].name, v->value);
		if (kl_tourn_set_pair(&t, pair, &err))
			return kl_cli_error(cli, &err);
	}
	for (i = 0; i < rule->count; i++)
		if (kl_tourn_set_pair(&t, rule->all[i], &err))
			return kl_cli_error(cli, &err);
	e = calloc(1, sizeof(*e));
	if (e == NULL)
		return kl_cli_fail(cli, KL_EXIT_STORE, _("out of memory"));
	if (kl_cli_opt(cli, NEW_PLAYERS)->count &&
	    (rc = read_players(cli, kl_cli_opt(cli, NEW_PLAYERS)->value, e)))
		goto done;
	for (i = 1; i < cli->noperands; i++)
		if (add_entrant(e, cli->operands[i])) {
			rc = kl_cli_usage(cli, _("tournament new: more than %d "
			                  "players"), KL_TOURN_PLAYERS_MAX);
			goto done;
		}
	if ((rc = kl_cli_store(cli, KL_OPS_DB_WRITE, &s)))
		goto done;
	if (kl_ops_tourn_new(s, cli->operands[0], &t, e->names, e->teams, e->n,
	                     &id, &err)) {
		rc = kl_cli_error(cli, &err);
		goto done;
	}
	snprintf(cli->booked, sizeof(cli->booked), _("Tournament %lld is "
	         "started."), (long long)id);
	kl_cli_tourn_started(cli, id, cli->operands[0], &t, e->n);
	rc = KL_EXIT_OK;
done:
	kl_ops_db_close(s);
	if (e != NULL)
		free(e->text);
	free(e);
	return rc;
}

/* ---- the subcommands that name a tournament: --id ID ---- */

/* Read --id (the option at index) into *id (0: the last tournament).
 * Returns the exit status. */
static int
tourn_id(kl_cli *cli, int index, int64_t *id)
{
	const kl_optval *v = kl_cli_opt(cli, index);

	*id = 0;
	if (v->count && kl_cli_rubber_id(v->value, id) != 0)
		return kl_cli_usage(cli, _("%s: --id takes a tournament's "
		                    "number, not \"%s\""),
		                    cli->cmd->name, v->value);
	return KL_EXIT_OK;
}

#define ID_OPT \
	{ .name = "id", .arg = N_("ID"), \
	  .help = N_("the tournament (the last one by default)") }
#define JSON_OPT \
	{ .name = "json", .help = N_("print JSON") }

/* ---- klopf tournament draw ---- */

enum { DRAW_ID, DRAW_SEED, DRAW_JSON, DRAW_NOPTS };

static const kl_opt draw_opts[DRAW_NOPTS] = {
	[DRAW_ID] = ID_OPT,
	[DRAW_SEED] = {
		.name = "seed", .arg = N_("S"),
		.help = N_("draw with this seed (a number; by default a random "
		           "one, printed with the draw)"),
	},
	[DRAW_JSON] = JSON_OPT,
};

static int
run_draw(kl_cli *cli, int argc, char **argv)
{
	kl_ops_draw_result *d = NULL;
	kl_store *s = NULL;
	kl_error err;
	unsigned long long seed = 0;
	int64_t id;
	int done, rc, has_seed;
	char *end;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands != 0)
		return kl_cli_usage(cli, _("tournament draw: no arguments "
		                    "expected"));
	if ((rc = tourn_id(cli, DRAW_ID, &id)))
		return rc;
	has_seed = kl_cli_opt(cli, DRAW_SEED)->count > 0;
	if (has_seed) {
		const char *v = kl_cli_opt(cli, DRAW_SEED)->value;
		errno = 0;
		seed = strtoull(v, &end, 10);
		if (v[0] < '0' || v[0] > '9' || *end != '\0' || errno == ERANGE)
			return kl_cli_usage(cli, _("tournament draw: --seed takes "
			                    "a whole number from 0 to "
			                    "18446744073709551615, not \"%s\""), v);
	}
	d = calloc(1, sizeof(*d));
	if (d == NULL)
		return kl_cli_fail(cli, KL_EXIT_STORE, _("out of memory"));
	if ((rc = kl_cli_store(cli, KL_OPS_DB_READ, &s)))
		goto done;
	kl_error_clear(&err);
	if (kl_ops_tourn_draw(s, id, has_seed, (uint64_t)seed, d, &err)) {
		rc = kl_cli_error(cli, &err);
		goto done;
	}
	snprintf(cli->booked, sizeof(cli->booked), _("Series %d of tournament "
	         "%lld is drawn."), d->series, (long long)d->t.id);
	rc = kl_cli_opt(cli, DRAW_JSON)->count ? kl_cli_tourn_draw_json(cli, d) :
	     kl_cli_tourn_draw(cli, d);
done:
	if (d != NULL)
		kl_tourn_row_free(&d->t);
	free(d);
	kl_ops_db_close(s);
	return rc;
}

/* ---- klopf tournament standings ---- */

enum { STAND_ID, STAND_JSON, STAND_CSV, STAND_HTML, STAND_NOPTS };

static const kl_opt stand_opts[STAND_NOPTS] = {
	[STAND_ID] = ID_OPT,
	[STAND_JSON] = JSON_OPT,
	[STAND_CSV] = {
		.name = "csv", .help = N_("print CSV for a spreadsheet"),
	},
	[STAND_HTML] = {
		.name = "html", .help = N_("print an HTML page to print or show"),
	},
};

static int
run_standings(kl_cli *cli, int argc, char **argv)
{
	kl_ops_tstandings *st = NULL;
	kl_store *s = NULL;
	kl_error err;
	int64_t id;
	int done, rc;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands != 0)
		return kl_cli_usage(cli, _("tournament standings: no arguments "
		                    "expected"));
	if ((rc = tourn_id(cli, STAND_ID, &id)))
		return rc;
	if (kl_cli_opt(cli, STAND_JSON)->count + kl_cli_opt(cli, STAND_CSV)->count +
	    kl_cli_opt(cli, STAND_HTML)->count > 1)
		return kl_cli_usage(cli, _("tournament standings: --json, --csv "
		                    "or --html, one of them"));
	st = calloc(1, sizeof(*st));
	if (st == NULL)
		return kl_cli_fail(cli, KL_EXIT_STORE, _("out of memory"));
	if ((rc = kl_cli_store(cli, KL_OPS_DB_READ, &s)))
		goto done;
	kl_error_clear(&err);
	if (kl_ops_tourn_standings(s, id, st, &err)) {
		rc = kl_cli_error(cli, &err);
		goto done;
	}
	if (kl_cli_opt(cli, STAND_JSON)->count)
		rc = kl_cli_tourn_standings_json(cli, st);
	else if (kl_cli_opt(cli, STAND_CSV)->count)
		rc = kl_cli_tourn_standings_csv(cli, st);
	else if (kl_cli_opt(cli, STAND_HTML)->count)
		rc = kl_cli_tourn_standings_html(cli, st);
	else
		rc = kl_cli_tourn_standings(cli, st);
done:
	if (st != NULL)
		kl_ops_tourn_standings_free(st);
	free(st);
	kl_ops_db_close(s);
	return rc;
}

/* ---- klopf tournament sheet, show, export ---- */

enum { SHEET_ID, SHEET_SERIES, SHEET_HTML, SHEET_JSON, SHEET_BASE,
       SHEET_NOPTS };

static const kl_opt sheet_opts[SHEET_NOPTS] = {
	[SHEET_ID] = ID_OPT,
	[SHEET_SERIES] = {
		.name = "series", .arg = N_("N"),
		.help = N_("the sheets of series N (the last one by default)"),
	},
	[SHEET_HTML] = {
		.name = "html", .help = N_("print an HTML page, one table a "
		                           "printed page"),
	},
	[SHEET_JSON] = JSON_OPT,
	[SHEET_BASE] = {
		.name = "base", .arg = N_("URL"),
		.help = N_("show each table's entry page URL/enter/CODE (URL: "
		           "where klopf serve is reached); in HTML with its QR "
		           "code"),
	},
};

/*
 * The tournament of --id at index into *t, with the entry code of each
 * of its tables into *codes (malloc'd, by index into t->tables; the
 * caller frees it and t).  Returns the exit status.
 */
static int
load_sheets(kl_cli *cli, int index, kl_tourn_row *t,
            char (**codes)[KL_CODE_TEXT_MAX])
{
	kl_store *s = NULL;
	int64_t id, *rubbers = NULL;
	kl_error err;
	int rc, i;

	*codes = NULL;
	if ((rc = tourn_id(cli, index, &id)) ||
	    (rc = kl_cli_store(cli, KL_OPS_DB_READ, &s)))
		return rc;
	kl_error_clear(&err);
	if (kl_ops_tourn_get(s, id, t, &err)) {
		rc = kl_cli_error(cli, &err);
		goto done;
	}
	*codes = calloc((size_t)t->ntables + 1, sizeof(**codes));
	rubbers = calloc((size_t)t->ntables + 1, sizeof(*rubbers));
	if (*codes == NULL || rubbers == NULL) {
		rc = kl_cli_fail(cli, KL_EXIT_STORE, _("out of memory"));
		goto done;
	}
	for (i = 0; i < t->ntables; i++)
		rubbers[i] = t->tables[i].rubber;
	if (kl_ops_entry_codes(s, rubbers, t->ntables, *codes, &err))
		rc = kl_cli_error(cli, &err);
done:
	free(rubbers);
	kl_ops_db_close(s);
	return rc;
}

/* Load the tournament of --id at index into *t.  Returns the exit
 * status. */
static int
load(kl_cli *cli, int index, kl_tourn_row *t)
{
	kl_store *s = NULL;
	kl_error err;
	int64_t id;
	int rc;

	if ((rc = tourn_id(cli, index, &id)) ||
	    (rc = kl_cli_store(cli, KL_OPS_DB_READ, &s)))
		return rc;
	kl_error_clear(&err);
	rc = kl_ops_tourn_get(s, id, t, &err) ? kl_cli_error(cli, &err) :
	     KL_EXIT_OK;
	kl_ops_db_close(s);
	return rc;
}

static int
run_sheet(kl_cli *cli, int argc, char **argv)
{
	char base[KL_CLI_BASE_MAX + 1];
	kl_cli_sheet_entry e = { .codes = NULL, .base = NULL };
	const kl_optval *b;
	kl_tourn_row t;
	long series = 0;
	int done, rc;

	memset(&t, 0, sizeof(t));
	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands != 0)
		return kl_cli_usage(cli, _("tournament sheet: no arguments "
		                    "expected"));
	if (kl_cli_opt(cli, SHEET_SERIES)->count &&
	    kl_cli_parse_int(kl_cli_opt(cli, SHEET_SERIES)->value, 1, 100,
	                     &series))
		return kl_cli_usage(cli, _("tournament sheet: --series takes a "
		                    "series' number, not \"%s\""),
		                    kl_cli_opt(cli, SHEET_SERIES)->value);
	b = kl_cli_opt(cli, SHEET_BASE);
	if (b->count) {
		if ((rc = kl_cli_entry_base(cli, "tournament sheet", /* not for people */
		                            b->value,
		                            base, sizeof(base))))
			return rc;
		e.base = base;
	}
	if ((rc = load_sheets(cli, SHEET_ID, &t, &e.codes)))
		goto done;
	if (series == 0)
		series = t.nseries;
	if (series == 0)
		rc = kl_cli_fail(cli, KL_EXIT_INPUT, _("no series of tournament "
		                 "%lld is drawn yet; klopf tournament draw draws "
		                 "one"), (long long)t.id);
	else if (series > t.nseries)
		rc = kl_cli_fail(cli, KL_EXIT_INPUT, _("series %ld of tournament "
		                 "%lld is not drawn"), series, (long long)t.id);
	else if (kl_cli_opt(cli, SHEET_HTML)->count &&
	         kl_cli_opt(cli, SHEET_JSON)->count)
		rc = kl_cli_usage(cli, _("tournament sheet: --html or --json, "
		                  "not both"));
	else
		rc = kl_cli_opt(cli, SHEET_HTML)->count ?
		     kl_cli_tourn_sheets_html(cli, &t, (int)series, &e) :
		     kl_cli_opt(cli, SHEET_JSON)->count ?
		     kl_cli_tourn_sheets_json(cli, &t, (int)series, &e) :
		     kl_cli_tourn_sheets(cli, &t, (int)series, &e);
done:
	kl_tourn_row_free(&t);
	free(e.codes);
	return rc;
}

enum { SHOW_ID, SHOW_JSON, SHOW_NOPTS };

static const kl_opt show_opts[SHOW_NOPTS] = {
	[SHOW_ID] = ID_OPT,
	[SHOW_JSON] = JSON_OPT,
};

static int
run_show(kl_cli *cli, int argc, char **argv)
{
	kl_tourn_row t;
	int done, rc;

	memset(&t, 0, sizeof(t));
	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands != 0)
		return kl_cli_usage(cli, _("%s: no arguments expected"),
		                    cli->cmd->name);
	if ((rc = load(cli, SHOW_ID, &t)))
		return rc;
	rc = kl_cli_opt(cli, SHOW_JSON)->count || !strcmp(cli->cmd->name,
	                                                   "tournament export") ? /* not for people */
	     kl_cli_tourn_json(cli, &t) : kl_cli_tourn_show(cli, &t);
	kl_tourn_row_free(&t);
	return rc;
}

/* ---- klopf tournament withdraw, add, end, list ---- */

enum { PLAYER_ID, PLAYER_TEAM, PLAYER_NOPTS };

static const kl_opt player_opts[PLAYER_NOPTS] = {
	[PLAYER_ID] = ID_OPT,
	[PLAYER_TEAM] = {
		.name = "team", .arg = N_("TEAM"),
		.help = N_("add: the player's team"),
	},
};

/* withdraw NAME, add NAME, end: which (0, 1, 2). */
static int
change(kl_cli *cli, int argc, char **argv, int which)
{
	kl_tourn_row t;
	kl_store *s = NULL;
	kl_error err;
	int64_t id;
	int done, rc;

	memset(&t, 0, sizeof(t));
	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands != (which == 2 ? 0 : 1))
		return which == 2 ?
		       kl_cli_usage(cli, _("tournament end: no arguments "
		                    "expected")) :
		       kl_cli_usage(cli, _("%s: give one NAME"),
		                    cli->cmd->name);
	if (which != 1 && kl_cli_opt(cli, PLAYER_TEAM)->count)
		return kl_cli_usage(cli, _("%s: --team is for tournament add"),
		                    cli->cmd->name);
	if ((rc = tourn_id(cli, PLAYER_ID, &id)) ||
	    (rc = kl_cli_store(cli, KL_OPS_DB_READ, &s)))
		return rc;
	kl_error_clear(&err);
	if (which == 0)
		rc = kl_ops_tourn_withdraw(s, id, cli->operands[0], &t, &err);
	else if (which == 1)
		rc = kl_ops_tourn_add(s, id, cli->operands[0],
		                      kl_cli_opt(cli, PLAYER_TEAM)->value, &t,
		                      &err);
	else
		rc = kl_ops_tourn_end(s, id, &t, &err);
	if (rc != KL_OK) {
		rc = kl_cli_error(cli, &err);
	} else {
		snprintf(cli->booked, sizeof(cli->booked), _("Tournament %lld is "
		         "changed."), (long long)t.id);
		kl_cli_tourn_changed(cli, &t, which, which == 2 ? NULL :
		                     cli->operands[0]);
		rc = KL_EXIT_OK;
	}
	kl_tourn_row_free(&t);
	kl_ops_db_close(s);
	return rc;
}

static int
run_withdraw(kl_cli *cli, int argc, char **argv)
{
	return change(cli, argc, argv, 0);
}

static int
run_add(kl_cli *cli, int argc, char **argv)
{
	return change(cli, argc, argv, 1);
}

static int
run_end(kl_cli *cli, int argc, char **argv)
{
	return change(cli, argc, argv, 2);
}

enum { LIST_JSON, LIST_NOPTS };

static const kl_opt list_opts[LIST_NOPTS] = {
	[LIST_JSON] = JSON_OPT,
};

static int
run_list(kl_cli *cli, int argc, char **argv)
{
	kl_tourn_row *rows = NULL;
	kl_store *s = NULL;
	kl_error err;
	int done, rc, n = 0;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands != 0)
		return kl_cli_usage(cli, _("tournament list: no arguments "
		                    "expected"));
	if ((rc = kl_cli_store(cli, KL_OPS_DB_READ, &s)))
		return rc;
	kl_error_clear(&err);
	if (kl_ops_tourn_list(s, &rows, &n, &err))
		rc = kl_cli_error(cli, &err);
	else
		rc = kl_cli_tourn_list(cli, rows, n,
		                       kl_cli_opt(cli, LIST_JSON)->count > 0);
	free(rows);
	kl_ops_db_close(s);
	return rc;
}

/* ---- the subcommands ---- */

static const kl_command subs[] = {
	{ .name = "tournament new", .run = run_new, .no_table = 1, .opts = new_opts, .nopts = NEW_NOPTS, /* not for people */
	  .synopsis = N_("[--game GAME] [--rule KEY=VALUE]... [--series N] "
	  "[--games N] [--table-size N] [--players FILE] "
	              "NAME [PLAYER[|TEAM]]..."),
	  .summary = N_("start a tournament with its players"),
	  .description = N_(
	  "Starts a tournament called NAME of the game GAME (romme by\n"
	  "default) with the players named (NAME|TEAM gives a team), or read\n"
	  "from FILE, one a line.  The settings: series (how many, 0: as many\n"
	  "as drawn), games (a series), table_size (4), draw (standings or\n"
	  "lot: how the series after the first are set), avoid (players who\n"
	  "met are kept apart where the tables allow), sit_out (the dealer\n"
	  "sits out each hand at a table of four), score (game: score points\n"
	  "per game, win 5, at_once 8, tiers 10:2,20:1 for a loser with few\n"
	  "minus points; place: by place at the table, place 4,3,2,1), and\n"
	  "any house rule of the game.\n") },
	{ .name = "tournament draw", .run = run_draw, .no_table = 1, .opts = draw_opts, /* not for people */
	  .nopts = DRAW_NOPTS, .synopsis = N_("[--id ID] [--seed S] [--json]"),
	  .summary = N_("draw the tables and seats of the next series"),
	  .description = N_(
	  "Draws the next series: the first by lot, the later ones by the\n"
	  "standings (best at table 1, seat 1) or by lot, keeping apart\n"
	  "players who met before where the tables allow.  The seed is\n"
	  "printed; the same seed draws the same tables again.  Every table\n"
	  "becomes a rubber of the game: book its games with klopf game\n"
	  "--table N or klopf play --table N.\n") },
	{ .name = "tournament sheet", .run = run_sheet, .no_table = 1, .opts = sheet_opts, /* not for people */
	  .nopts = SHEET_NOPTS,
	  .synopsis = N_("[--id ID] [--series N] [--html | --json] [--base URL]"),
	  .summary = N_("print the sheets of a series' tables"),
	  .description = N_(
	  "Prints a sheet per table of the series: the players in seat\n"
	  "order, the table's entry code (while its rubber is in play),\n"
	  "rows to fill in by hand, the seed and the tournament's code.\n"
	  "--html prints one page a table for printing; with --base URL each\n"
	  "sheet shows the table's entry page (URL/enter/CODE), on paper\n"
	  "as a QR code.  The entry codes are secrets: hand each table its\n"
	  "own sheet.\n") },
	{ .name = "tournament standings", .run = run_standings, .no_table = 1, .opts = stand_opts, /* not for people */
	  .nopts = STAND_NOPTS, .synopsis = N_("[--id ID] [--json | --csv | "
	                                    "--html]"),
	  .summary = N_("the standings in score points, and of the teams"),
	  .description = N_(
	  "Ranks the players by score points, then minus points (fewer\n"
	  "first), then games won; shows each series' points, and the teams\n"
	  "(the sum of their players).\n") },
	{ .name = "tournament withdraw", .run = run_withdraw, .no_table = 1, .opts = player_opts, /* not for people */
	  .nopts = PLAYER_NOPTS, .synopsis = N_("[--id ID] NAME"),
	  .summary = N_("a player plays no further series"),
	  .description = N_(
	  "NAME plays no series drawn from now on; the games played stay\n"
	  "counted.\n") },
	{ .name = "tournament add", .run = run_add, .no_table = 1, .opts = player_opts, /* not for people */
	  .nopts = PLAYER_NOPTS, .synopsis = N_("[--id ID] [--team TEAM] NAME"),
	  .summary = N_("a late player plays from the next series"),
	  .description = N_("NAME plays from the next series drawn on.\n") },
	{ .name = "tournament show", .run = run_show, .no_table = 1, .opts = show_opts, /* not for people */
	  .nopts = SHOW_NOPTS, .synopsis = N_("[--id ID] [--json]"),
	  .summary = N_("the settings, players, series and tables"),
	  .description = N_(
	  "Shows the tournament: its settings, its players, and every\n"
	  "series with its seed and its tables.\n") },
	{ .name = "tournament export", .run = run_show, .no_table = 1, .opts = show_opts, /* not for people */
	  .nopts = SHOW_NOPTS, .synopsis = N_("[--id ID]"),
	  .summary = N_("the whole tournament as JSON"),
	  .description = N_(
	  "Prints the tournament as JSON: settings, players, series, seeds\n"
	  "and tables (each with the id of its rubber, which klopf export\n"
	  "carries).\n") },
	{ .name = "tournament list", .run = run_list, .no_table = 1, .opts = list_opts, /* not for people */
	  .nopts = LIST_NOPTS, .synopsis = N_("[--json]"),
	  .summary = N_("every tournament"),
	  .description = N_("Lists every tournament.\n") },
	{ .name = "tournament end", .run = run_end, .no_table = 1, .opts = player_opts, /* not for people */
	  .nopts = PLAYER_NOPTS, .synopsis = N_("[--id ID]"),
	  .summary = N_("end the tournament"),
	  .description = N_(
	  "Ends the tournament once no table is in play; its standings\n"
	  "stay.\n") },
};

#define NSUBS ((int)(sizeof(subs) / sizeof(subs[0])))

static int
run(kl_cli *cli, int argc, char **argv)
{
	int i, done, rc;

	if (argc < 2 || argv[1][0] == '-') {
		if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
			return rc;
		return kl_cli_usage(cli, _("tournament: say what to do: new, "
		                    "draw, sheet, standings, withdraw, add, show, "
		                    "export, list or end"));
	}
	for (i = 0; i < NSUBS; i++)
		if (!strcmp(argv[1], subs[i].name + strlen("tournament "))) {
			cli->cmd = &subs[i];
			return subs[i].run(cli, argc - 1, argv + 1);
		}
	return kl_cli_usage(cli, _("tournament: unknown subcommand \"%s\" "
	                    "(new, draw, sheet, standings, withdraw, add, "
	                    "show, export, list, end)"), argv[1]);
}

const kl_command kl_cmd_tournament = {
	.name = "tournament",
	.summary = N_("tournaments and club evenings: players, draws, "
	              "standings"),
	.synopsis = N_("SUBCOMMAND [ARGS...]"),
	.description = N_(
	"A tournament draws its players to tables series by series; every\n"
	"table plays a rubber of the tournament's game, booked with klopf\n"
	"game --table N or klopf play --table N.  klopf tournament SUBCOMMAND\n"
	"--help says more of each: new, draw, sheet, standings, withdraw,\n"
	"add, show, export, list, end.\n"),
	.run = run,
	.no_table = 1,
};
