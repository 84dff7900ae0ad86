/*
 * test_ops_read.c - the reads of ops and the environment of kl_ops_db,
 * against a database in memory: the settings read from the environment
 * (bad numbers refused with the variable named, KLOPF_NOW handed to the
 * store's writes), and what the history commands get back: the rubbers,
 * a rubber's record, stats with the head to head, settle's balances and
 * payments, the chart's series and the export as JSON and CSV.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <sqlite3.h>

#include "kl_ops.h"
#include "kl_store.h"

#define KNOCK_ANNA "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C"
#define BEN "Ben=2C 3C 4C 8D 9D 10D KH KD 5S 9S"
#define CLARA "Clara=AH AD AS 6C 7C 8C 2D 3H 10S JC"

#define NOW "2026-01-01T20:00:00Z"

/* A database in memory with one rubber of Anna, Ben and Clara: one game
 * (Anna knocks), then abandoned, so that settle counts it. */
static kl_store *
one_rubber(void)
{
	const char *names[3] = { "Anna", "Ben", "Clara" };
	const char *hands[3] = { KNOCK_ANNA, BEN, CLARA };
	kl_ops_start_result *st = malloc(sizeof(*st));
	kl_ops_game_result *g = malloc(sizeof(*g));
	kl_ops_abandon_result *ab = malloc(sizeof(*ab));
	kl_store *s = NULL;
	kl_error err;

	assert_non_null(st);
	assert_non_null(g);
	assert_non_null(ab);
	kl_error_clear(&err);
	if (kl_ops_db_open(":memory:", KL_OPS_DB_WRITE, &s, &err) != KL_OK ||
	    kl_ops_start(s, NULL, names, 3, st, &err) != KL_OK ||
	    kl_ops_game(s, "Anna", KL_VERDICT_KNOCK, 3, hands, g,
	                &err) != KL_OK ||
	    kl_ops_abandon(s, ab, &err) != KL_OK)
		fail_msg("one rubber: %s", err.msg);
	free(st);
	free(g);
	free(ab);
	return s;
}

static void
test_env(void **state)
{
	kl_store *s = NULL;
	kl_history_rubber *list = NULL;
	kl_error err;
	int n = 0;

	(void)state;
	setenv("KLOPF_BUSY_TIMEOUT", "soon", 1);
	assert_int_equal(kl_ops_db_open(":memory:", KL_OPS_DB_WRITE, &s, &err),
	                 KL_EUSAGE);
	assert_null(s);
	assert_string_equal(err.msg, "KLOPF_BUSY_TIMEOUT must be a whole "
	                    "number from 0 to 3600000, not \"soon\"");
	unsetenv("KLOPF_BUSY_TIMEOUT");
	setenv("KLOPF_MAX_PAGES", "0", 1);
	assert_int_equal(kl_ops_db_open(":memory:", KL_OPS_DB_WRITE, &s, &err),
	                 KL_EUSAGE);
	assert_string_equal(err.msg, "KLOPF_MAX_PAGES must be a whole number "
	                    "from 1 to 2147483647, not \"0\"");
	unsetenv("KLOPF_MAX_PAGES");
	/* the time the writes record comes from above */
	setenv("KLOPF_NOW", NOW, 1);
	assert_string_equal(kl_ops_db_now(), NOW);
	s = one_rubber();
	assert_int_equal(kl_ops_rubbers(s, NULL, &list, &n, &err), KL_OK);
	assert_int_equal(n, 1);
	assert_string_equal(list[0].started_at, NOW);
	assert_string_equal(list[0].ended_at, NOW);
	free(list);
	/* --since: rubbers from that time on */
	assert_int_equal(kl_ops_rubbers(s, "2026-01-02T00:00:00Z", &list, &n,
	                                &err), KL_OK);
	assert_int_equal(n, 0);
	free(list);
	kl_ops_db_close(s);
	unsetenv("KLOPF_NOW");
	setenv("KLOPF_NOW", "", 1);
	assert_null(kl_ops_db_now());
	unsetenv("KLOPF_NOW");
}

static void
test_history_and_chart(void **state)
{
	kl_store *s = one_rubber();
	kl_ops_chart_result *c = malloc(sizeof(*c));
	kl_hist h;
	kl_error err;
	int p;

	(void)state;
	assert_non_null(c);
	assert_int_equal(kl_ops_history(s, 0, &h, &err), KL_OK);
	assert_int_equal(h.row.id, 1);
	assert_int_equal(h.nsteps, 2);  /* the game, the abandon */
	kl_hist_free(&h);
	assert_int_equal(kl_ops_history(s, 7, &h, &err), KL_ENOTFOUND);
	kl_hist_free(&h);
	assert_int_equal(kl_ops_chart(s, 1, c, &err), KL_OK);
	assert_int_equal(c->data.nseries, 3);
	assert_int_equal(c->data.ngames, 1);
	for (p = 0; p < 3; p++) {
		assert_int_equal(c->data.npoints[p], 2);
		assert_int_equal(c->data.points[p][0].mark, KL_MARK_START);
		assert_int_equal(c->data.points[p][1].mark, KL_MARK_GAME);
		assert_int_equal(c->data.points[p][1].game, 1);
	}
	assert_int_equal(c->data.points[0][1].total, 4);
	assert_int_equal(c->data.points[1][1].total, 34);
	kl_ops_chart_free(c);
	free(c);
	kl_ops_db_close(s);
}

static void
test_stats(void **state)
{
	kl_store *s = one_rubber();
	kl_ops_stats_result *st = malloc(sizeof(*st));
	const char *two[2] = { "anna", "BEN" }, *none[1] = { "Dora" };
	kl_error err;
	int i;

	(void)state;
	assert_non_null(st);
	assert_int_equal(kl_ops_stats(s, NULL, "viennese", NULL, 0, st, &err),
	                 KL_OK);
	assert_int_equal(st->missing, -1);
	assert_int_equal(st->nshow, 3);
	assert_int_equal(st->has_versus, 0);
	for (i = 0; i < 3; i++) {
		assert_int_equal(st->totals[st->show[i]].rubbers, 1);
		assert_int_equal(st->totals[st->show[i]].games, 1);
	}
	kl_ops_stats_free(st);
	/* two names: their head to head */
	assert_int_equal(kl_ops_stats(s, NULL, "viennese", two, 2, st, &err),
	                 KL_OK);
	assert_int_equal(st->nshow, 2);
	assert_int_equal(st->has_versus, 1);
	assert_int_equal(st->versus.rubbers, 1);
	assert_string_equal(st->data.players[st->versus.p].name, "Anna");
	assert_true(st->versus.chips_p > 0);
	kl_ops_stats_free(st);
	/* a name that played in no rubber */
	assert_int_equal(kl_ops_stats(s, NULL, "viennese", none, 1, st, &err),
	                 KL_OK);
	assert_int_equal(st->missing, 0);
	kl_ops_stats_free(st);
	/* the rubbers of another game are counted apart */
	assert_int_equal(kl_ops_stats(s, NULL, "gin", NULL, 0, st, &err),
	                 KL_OK);
	assert_int_equal(st->nshow, 0);
	assert_int_equal(st->others[kl_gamedef_default()->id], 1);
	kl_ops_stats_free(st);
	free(st);
	kl_ops_db_close(s);
}

static void
test_settle(void **state)
{
	kl_store *s = one_rubber();
	kl_ops_settle_result *r = malloc(sizeof(*r));
	kl_history_range range;
	kl_error err;
	long long sum = 0;
	int i;

	(void)state;
	assert_non_null(r);
	memset(&range, 0, sizeof(range));
	range.game = "viennese";
	assert_int_equal(kl_ops_settle(s, &range, 1, r, &err), KL_OK);
	assert_int_equal(r->in_play, 0);
	assert_int_equal(r->data.nruns, 1);
	assert_int_equal(r->data.nplayers, 3);
	for (i = 0; i < 3; i++)
		sum += r->balance[i];
	assert_int_equal(sum, 0);
	assert_true(r->npay >= 1);
	assert_int_equal(r->exact, 1);
	/* whoever pays, pays Anna, who knocked */
	for (i = 0; i < r->npay; i++)
		assert_string_equal(r->data.players[r->pay[i].to].name, "Anna");
	kl_ops_settle_free(r);
	/* rubbers 2 to 3: none */
	range.first = 2;
	range.last = 3;
	assert_int_equal(kl_ops_settle(s, &range, 0, r, &err), KL_OK);
	assert_int_equal(r->data.nruns, 0);
	assert_null(r->balance);
	kl_ops_settle_free(r);
	free(r);
	kl_ops_db_close(s);
}

static void
test_export(void **state)
{
	kl_store *s = one_rubber();
	const char *const *tables = kl_ops_csv_tables();
	kl_ops_csv csv;
	kl_error err;
	char *json = NULL;
	int n, i;

	(void)state;
	assert_int_equal(kl_ops_export_json(s, NULL, &json, &err), KL_OK);
	assert_non_null(json);
	assert_int_equal(json[0], '{');
	assert_non_null(strstr(json, "\"Clara\""));
	free(json);
	for (n = 0; tables[n] != NULL; n++)
		;
	assert_true(n > 0);
	assert_int_equal(kl_ops_export_csv(s, NULL, &csv, &err), KL_OK);
	assert_int_equal(csv.ntables, n);
	for (i = 0; i < n; i++) {
		assert_string_equal(csv.names[i], tables[i]);
		assert_non_null(strchr(csv.texts[i], '\n'));
	}
	kl_ops_csv_free(&csv);
	kl_ops_db_close(s);
}

/* What an export handed over, piece by piece. */
typedef struct pieces {
	char *text;        /* the pieces joined (malloc'd) */
	size_t len;
	size_t longest;    /* the longest piece */
	int n;             /* how many pieces */
	int open;          /* CSV: a table is open */
	int tables;        /* CSV: tables opened and closed */
} pieces;

/* kl_ops_put: append the piece to the pieces ctx. */
static int
keep_piece(void *ctx, const char *text, size_t len, kl_error *err)
{
	pieces *p = ctx;
	char *t = realloc(p->text, p->len + len + 1);

	(void)err;
	assert_non_null(t);
	memcpy(t + p->len, text, len);
	p->text = t;
	p->len += len;
	p->text[p->len] = '\0';
	p->longest = len > p->longest ? len : p->longest;
	p->n++;
	return KL_OK;
}

/* kl_ops_csv_sink's open: a stream that throws its text away, and never
 * two tables open at once. */
static FILE *
sink_open(void *ctx, const char *name, kl_error *err)
{
	pieces *p = ctx;
	FILE *f = fopen("/dev/null", "w");

	(void)err;
	assert_false(p->open);
	assert_string_equal(name, kl_ops_csv_tables()[p->tables]);
	assert_non_null(f);
	p->open = 1;
	return f;
}

/* kl_ops_csv_sink's close: the table opened last. */
static int
sink_close(void *ctx, FILE *f, kl_error *err)
{
	pieces *p = ctx;

	(void)err;
	assert_true(p->open);
	p->open = 0;
	p->tables++;
	return fclose(f);
}

/* The export is handed over a player or a rubber at a time, so that no
 * text the size of the whole history is ever made: with SQLite's longest
 * string cut to half the document, it still gives the document, the same
 * as in one piece. */
static void
test_export_streamed(void **state)
{
	const char *names[3] = { "Dora", "Emil", "Clara" };
	const char *hands[3] = { "Dora=4H 5H 6H 7S 7D 7C JS QS KS 4C",
	                         "Emil=2C 3C 4C 8D 9D 10D KH KD 5S 9S",
	                         CLARA };
	kl_store *s = one_rubber();
	kl_ops_start_result *st = malloc(sizeof(*st));
	kl_ops_game_result *g = malloc(sizeof(*g));
	kl_ops_abandon_result *ab = malloc(sizeof(*ab));
	kl_ops_csv_sink sink = { sink_open, sink_close, NULL };
	pieces p, c;
	kl_error err;
	char *whole = NULL, *json = NULL;
	size_t n;
	int i, ntables;

	(void)state;
	assert_non_null(st);
	assert_non_null(g);
	assert_non_null(ab);
	kl_error_clear(&err);
	for (i = 0; i < 7; i++)
		if (kl_ops_start(s, NULL, names, 3, st, &err) != KL_OK ||
		    kl_ops_game(s, "Dora", KL_VERDICT_KNOCK, 3, hands, g,
		                &err) != KL_OK ||
		    kl_ops_abandon(s, ab, &err) != KL_OK)
			fail_msg("rubber %d: %s", i + 2, err.msg);
	assert_int_equal(kl_ops_export_json(s, NULL, &whole, &err), KL_OK);
	n = strlen(whole);
	/* eight rubbers and five players: a rubber is far less than half */
	sqlite3_limit(kl_store_sqlite(s), SQLITE_LIMIT_LENGTH, (int)(n / 2));
	memset(&p, 0, sizeof(p));
	assert_int_equal(kl_ops_export_json_to(s, NULL, keep_piece, &p, &err),
	                 KL_OK);
	assert_non_null(p.text);
	assert_string_equal(p.text, whole);
	assert_true(p.longest < n / 2);
	/* the head, 5 players, the middle, 8 rubbers, the commas, the tail */
	assert_int_equal(p.n, 1 + 5 + 4 + 1 + 8 + 7 + 1);
	/* the document in memory is joined from the same pieces */
	assert_int_equal(kl_ops_export_json(s, NULL, &json, &err), KL_OK);
	assert_string_equal(json, whole);
	/* --since: only the rubbers started then, still in pieces */
	memset(&c, 0, sizeof(c));
	assert_int_equal(kl_ops_export_json_to(s, "2999-01-01T00:00:00Z",
	                 keep_piece, &c, &err), KL_OK);
	assert_string_equal(c.text, "{\"format\":\"klopf-export\","
	                    "\"format_version\":5,\"players\":[],"
	                    "\"rubbers\":[]}");
	free(c.text);
	/* CSV: one table open at a time, each closed, in the tables' order */
	memset(&c, 0, sizeof(c));
	sink.ctx = &c;
	for (ntables = 0; kl_ops_csv_tables()[ntables] != NULL; ntables++)
		;
	assert_int_equal(kl_ops_export_csv_to(s, NULL, &sink, &err), KL_OK);
	assert_false(c.open);
	assert_int_equal(c.tables, ntables);
	free(p.text);
	free(whole);
	free(json);
	free(st);
	free(g);
	free(ab);
	kl_ops_db_close(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_env),
		cmocka_unit_test(test_history_and_chart),
		cmocka_unit_test(test_stats),
		cmocka_unit_test(test_settle),
		cmocka_unit_test(test_export),
		cmocka_unit_test(test_export_streamed),
	};

	unsetenv("KLOPF_BUSY_TIMEOUT");
	unsetenv("KLOPF_MAX_PAGES");
	unsetenv("KLOPF_NOW");
	return cmocka_run_group_tests(tests, NULL, NULL);
}
