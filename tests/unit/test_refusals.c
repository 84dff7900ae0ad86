/*
 * test_refusals.c - the refusals of tests/refusals.tsv, given to the
 * referee itself (kl_game.h): every row whose WAYS hold r is a game of
 * the row's game at the table of its rubber (the head of the table),
 * declared and given the hands in the order typed, as `klopf game` does;
 * the first refusal must be the row's MESSAGE word for word (without
 * "klopf: ").  The same again with the declaration said after the name,
 * as klopf play asks it (kl_game_set_kind).
 *
 * The table is the file named on the command line, else the one the
 * build names (KLOPF_REFUSALS_TSV).  Its rows must cover every game of
 * the registry and every declaration that has a `klopf game` option.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kl_error.h"
#include "kl_game.h"
#include "kl_gamedef.h"
#include "kl_rubber.h"
#include "kl_rules.h"

#ifndef KLOPF_REFUSALS_TSV
#define KLOPF_REFUSALS_TSV "tests/refusals.tsv"
#endif

/* The most cells of a row: MESSAGE GAME WAYS DECLARER WORD and hands. */
#define CELLS_MAX 16
#define PREFIX "klopf: "

/*
 * The rubber each game is played in, as tests/scripts/refusals.sh
 * starts it and the head of the table describes it: rubber 1, the
 * players in seating order, who is out, the seat that deals the game
 * the rows are, and a rule set with --rule.
 */
typedef struct rubber {
	const char *game;
	int nplayers;
	const char *names[4];
	int out[4];
	int dealer;
	const char *rule;
} rubber;

static const rubber rubbers[] = {
	/* after one game: Dora is out with 120, Ben deals */
	{ "viennese", 4, { "Anna", "Ben", "Clara", "Dora" }, { 0, 0, 0, 1 },
	  1, NULL },
	{ "gin", 2, { "Anna", "Ben" }, { 0 }, 0, NULL },
	{ "knock-rummy", 3, { "Anna", "Ben", "Clara" }, { 0 }, 0,
	  "knock_limit=5" },
	{ "boat-house", 3, { "Anna", "Ben", "Clara" }, { 0 }, 0, NULL },
	{ "phom", 4, { "Anna", "Ben", "Clara", "Dora" }, { 0 }, 0, NULL },
	{ "continental", 3, { "Anna", "Ben", "Clara" }, { 0 }, 0, NULL },
	{ "nowrang", 2, { "Anna", "Ben" }, { 0 }, 0, NULL },
	{ "queen-city", 3, { "Anna", "Ben", "Clara" }, { 0 }, 0, NULL },
	{ "double-rum", 3, { "Anna", "Ben", "Clara" }, { 0 }, 0, NULL },
	{ "romme", 3, { "Anna", "Ben", "Clara" }, { 0 }, 0, NULL },
	{ "hungarian", 3, { "Anna", "Ben", "Clara" }, { 0 }, 0, NULL },
	{ "caloochi", 3, { "Anna", "Ben", "Clara" }, { 0 }, 0, NULL },
	/* block rummy, so that --block has rows */
	{ "rummy", 3, { "Anna", "Ben", "Clara" }, { 0 }, 0, "block=on" },
};
#define NRUBBERS ((int)(sizeof(rubbers) / sizeof(rubbers[0])))

/* One row of the table, its cells pointing into the text read. */
typedef struct row {
	int line;
	const char *message, *game, *ways, *declarer, *word;
	int nhands;
	const char *hands[CELLS_MAX];
} row;

static const char *table_path = KLOPF_REFUSALS_TSV;
static char *text;
static row *rows;
static int nrows;

/* Read the table into text and rows. */
static int
load(void **state)
{
	char *p, *nl, *cells[CELLS_MAX + 1];
	FILE *fp;
	long n;
	int line = 0, ncells;

	(void)state;
	fp = fopen(table_path, "rb");
	if (fp == NULL) {
		print_error("cannot read %s\n", table_path);
		return -1;
	}
	if (fseek(fp, 0, SEEK_END) != 0 || (n = ftell(fp)) <= 0 ||
	    fseek(fp, 0, SEEK_SET) != 0) {
		fclose(fp);
		return -1;
	}
	text = malloc((size_t)n + 1);
	rows = calloc((size_t)n / 8 + 1, sizeof(*rows));
	if (text == NULL || rows == NULL ||
	    fread(text, 1, (size_t)n, fp) != (size_t)n) {
		fclose(fp);
		return -1;
	}
	fclose(fp);
	text[n] = '\0';
	for (p = text; *p != '\0'; p = nl) {
		row *r = &rows[nrows];
		line++;
		nl = strchr(p, '\n');
		if (nl != NULL)
			*nl++ = '\0';
		else
			nl = p + strlen(p);
		if (*p == '\0' || *p == '#')
			continue;
		for (ncells = 0; ncells <= CELLS_MAX; ) {
			cells[ncells++] = p;
			if ((p = strchr(p, '\t')) == NULL)
				break;
			*p++ = '\0';
		}
		if (ncells < 5 || ncells > CELLS_MAX) {
			print_error("%s:%d: %d cells, not 5 to %d\n", table_path,
			            line, ncells, CELLS_MAX);
			return -1;
		}
		r->line = line;
		r->message = cells[0];
		r->game = cells[1];
		r->ways = cells[2];
		r->declarer = cells[3];
		r->word = cells[4];
		r->nhands = ncells - 5;
		memcpy(r->hands, cells + 5, (size_t)r->nhands * sizeof(char *));
		nrows++;
	}
	return 0;
}

static int
unload(void **state)
{
	(void)state;
	free(rows);
	free(text);
	return 0;
}

/* The rubber of game, or NULL. */
static const rubber *
rubber_of(const char *game)
{
	int i;

	for (i = 0; i < NRUBBERS; i++)
		if (!strcmp(rubbers[i].game, game))
			return &rubbers[i];
	return NULL;
}

/* The table of rubber ru: the game's default rules, its rule, seated. */
static void
table_of(const rubber *ru, kl_game_table *t)
{
	kl_error err;
	int game, i;

	memset(t, 0, sizeof(*t));
	assert_int_equal(kl_rules_game_find(ru->game, &game, NULL), KL_OK);
	kl_rules_game_default(game, &t->rules);
	kl_error_clear(&err);
	if (ru->rule != NULL &&
	    kl_rules_set_pair(&t->rules, ru->rule, &err) != KL_OK)
		fail_msg("%s: %s", ru->rule, err.msg);
	kl_rules_seated(&t->rules, ru->nplayers);
	assert_int_equal(kl_rules_validate(&t->rules, NULL), KL_OK);
	t->rubber = 1;
	t->nplayers = ru->nplayers;
	for (i = 0; i < ru->nplayers; i++) {
		t->names[i] = ru->names[i];
		t->out[i] = ru->out[i];
	}
}

/*
 * The declaration the `klopf game` option word stands for: the game's
 * own, else the one of the game that first has it (an option means the
 * same in every game: --rummy in knock rummy is a rummy, which knock
 * rummy refuses); NULL for a word no game has.
 */
static const kl_decl *
decl_of(const kl_game_def *def, const char *word)
{
	const kl_decl *d = kl_gamedef_decl_option(def, word);
	int g;

	for (g = 0; d == NULL && g < kl_gamedef_count(); g++)
		d = kl_gamedef_decl_option(kl_gamedef_by_id(g), word);
	return d;
}

/*
 * Judge row r once: declared with its kind at once (asked 0), or by name
 * first and the kind after (asked 1).  Returns 1 when the first refusal
 * is the row's message, else says why and returns 0.
 */
static int
judge(const row *r, int asked)
{
	const rubber *ru = rubber_of(r->game);
	const char *how = asked ? "the kind after the name" : "declared";
	const char *want = r->message + strlen(PREFIX);
	const char *declarer = r->declarer;
	const kl_decl *d;
	kl_game_table t;
	kl_game *g;
	kl_error err;
	int rc, i, ok;

	if (ru == NULL) {
		print_error("line %d: no rubber for game \"%s\"\n", r->line,
		            r->game);
		return 0;
	}
	table_of(ru, &t);
	g = malloc(sizeof(*g));
	assert_non_null(g);
	kl_game_start(g, &t);
	d = decl_of(g->def, r->word);
	if (d == NULL) {
		print_error("line %d: \"%s\" is no declaration\n", r->line,
		            r->word);
		free(g);
		return 0;
	}
	/* without a declarer the hands start at the dealer's left (as
	 * klopf game and klopf play judge them) */
	if (!strcmp(declarer, "-")) {
		if (!(d->flags & KL_DECL_NO_DECLARER)) {
			print_error("line %d: %s needs a declarer\n", r->line,
			            r->word);
			free(g);
			return 0;
		}
		declarer = ru->names[(ru->dealer + 1) % ru->nplayers];
	}
	kl_error_clear(&err);
	if (asked) {
		rc = kl_game_declare(g, declarer, -1, &err);
		if (rc == KL_OK)
			rc = kl_game_set_kind(g, d->verdict, &err);
	} else {
		rc = kl_game_declare(g, declarer, d->verdict, &err);
	}
	for (i = 0; rc == KL_OK && i < r->nhands; i++)
		rc = kl_game_give_arg(g, r->hands[i], &err);
	if (rc == KL_OK)
		rc = kl_game_complete(g, &err);
	free(g);
	if (rc == KL_OK) {
		print_error("line %d (%s): the referee accepts the game\n",
		            r->line, how);
		return 0;
	}
	ok = rc == KL_EINPUT || rc == KL_ERULE;
	if (!ok)
		print_error("line %d (%s): refused with code %d\n", r->line,
		            how, rc);
	if (strcmp(err.msg, want) != 0) {
		print_error("line %d (%s): the referee says: %s\n", r->line,
		            how, err.msg);
		ok = 0;
	}
	return ok;
}

/* Every row for the referee, both ways; every failure is reported. */
static void
test_rows_refused(void **state)
{
	int i, judged = 0, failed = 0;

	(void)state;
	for (i = 0; i < nrows; i++) {
		const row *r = &rows[i];
		if (strncmp(r->message, PREFIX, strlen(PREFIX)) != 0) {
			print_error("line %d: the message does not start "
			            "\"%s\"\n", r->line, PREFIX);
			failed++;
			continue;
		}
		if (strchr(r->ways, 'r') == NULL)
			continue;
		judged++;
		failed += !judge(r, 0);
		failed += !judge(r, 1);
	}
	assert_int_equal(failed, 0);
	assert_true(judged >= 100);
}

/* Every game of the registry has its rubber, and rows for the referee in
 * the table. */
static void
test_every_game(void **state)
{
	int g, i, found, kept = 0;

	(void)state;
	for (g = 0; g < kl_gamedef_count(); g++) {
		const kl_game_def *def = kl_gamedef_by_id(g);
		kl_rules rules;
		kl_error err;
		kl_rules_game_default(g, &rules);
		kl_error_clear(&err);
		assert_int_equal(kl_rubber_players_fit(&rules,
		                 def->players_min, &err), KL_OK);
		kept++;
		assert_non_null(rubber_of(def->name));
		found = 0;
		for (i = 0; i < nrows; i++)
			found += !strcmp(rows[i].game, def->name) &&
			         strchr(rows[i].ways, 'r') != NULL;
		if (found == 0)
			fail_msg("no rows of %s for the referee", def->name);
	}
	assert_int_equal(NRUBBERS, kept);
}

/* Every declaration a game has a `klopf game` option for has a row of
 * that game (gin's dead hand: only the command line can refuse it). */
static void
test_every_declaration(void **state)
{
	int g, k, i, found;

	(void)state;
	for (g = 0; g < kl_gamedef_count(); g++) {
		const kl_game_def *def = kl_gamedef_by_id(g);
		for (k = 0; k < def->ndecls; k++) {
			const char *option = def->decls[k]->option;
			if (option == NULL)
				continue;
			found = 0;
			for (i = 0; i < nrows; i++)
				found += !strcmp(rows[i].game, def->name) &&
				         !strcmp(rows[i].word, option);
			if (found == 0)
				fail_msg("no row of %s --%s", def->name, option);
		}
	}
}

int
main(int argc, char **argv)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rows_refused),
		cmocka_unit_test(test_every_game),
		cmocka_unit_test(test_every_declaration),
	};

	if (argc > 1)
		table_path = argv[1];
	return cmocka_run_group_tests(tests, load, unload);
}
