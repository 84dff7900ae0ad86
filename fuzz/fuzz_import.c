/*
 * fuzz_import.c - libFuzzer target for `klopf import`: the input is the
 * JSON document, loaded by kl_history_import_stream (read a few bytes at
 * a time) into an empty database
 * in memory (kl_ops_db_open(":memory:"), with the whole schema) inside one
 * write transaction, as the command does.
 *
 * The database is made once and every run ends by rolling its
 * transaction back, so each run starts from an empty database with the
 * schema: making the schema anew for every run would take most of the
 * time.  That the database is empty again after every run is one of the
 * checks.
 *
 * Input holding a NUL byte is skipped: the command refuses such files
 * before they reach the import.
 *
 * Checked after a refusal: the code is KL_EINPUT, KL_ERULE or KL_ESTORE
 * with a non-empty message.
 * After a success: every rubber loaded reads back (kl_store_rubber_get,
 * kl_store_rubber_events) and goes through the rules engine's replay
 * without crashing (a replay may refuse: the command then refuses the
 * file); the database exports (kl_history_export_json), that export
 * imports into a second empty database, and exporting that gives the
 * same document again.
 * Checked after every run: once the transactions are rolled back, every
 * table of both databases, seat_tally included, is empty.
 *
 * The merge path (klopf import --merge) runs on the same input: it is
 * merged with kl_ops_import_merge into a third database that holds one
 * rubber of its own.  After a refusal that database holds exactly what
 * it held, and the message is not empty; after a success the counts add
 * up (added + here already = rubbers in the file) and kl_ops_verify
 * finds the whole database in order.  A database that took a merge is
 * made again for the next run.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "kl_history.h"
#include "kl_history_json.h"
#include "kl_jscan.h"
#include "kl_ops.h"
#include "kl_rubber.h"
#include "kl_store.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void
check(int ok, const char *what)
{
	if (!ok) {
		fprintf(stderr, "fuzz_import: invariant failed: %s\n", what);
		abort();
	}
}

/* Rows in all tables of s. */
static long long
rows(kl_store *s)
{
	static const char sql[] =
	    "SELECT (SELECT count(*) FROM player) + (SELECT count(*) FROM "
	    "rubber) + (SELECT count(*) FROM rubber_setting) + (SELECT "
	    "count(*) FROM seat) + (SELECT count(*) FROM event) + (SELECT "
	    "count(*) FROM game) + (SELECT count(*) FROM hand) + (SELECT "
	    "count(*) FROM buyback) + (SELECT count(*) FROM chip_transfer) + "
	    "(SELECT count(*) FROM seat_tally)";
	sqlite3_stmt *st = NULL;
	long long n = -1;

	if (sqlite3_prepare_v2(kl_store_sqlite(s), sql, -1, &st, NULL) ==
	        SQLITE_OK && sqlite3_step(st) == SQLITE_ROW)
		n = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	return n;
}

/* The database of slot (0: the import, 1: the round trip), made at the
 * first call and kept for the whole run of the fuzzer. */
static kl_store *
database(int slot)
{
	static kl_store *made[2];
	kl_error err;

	if (made[slot] == NULL) {
		kl_error_clear(&err);
		if (kl_ops_db_open(":memory:", KL_OPS_DB_WRITE, &made[slot],
		                   &err) != KL_OK) {
			fprintf(stderr, "fuzz_import: %s\n", err.msg);
			abort();
		}
	}
	return made[slot];
}

/* Read back and replay every rubber of s. */
static void
replay_all(kl_store *s)
{
	kl_history_rubber *list = NULL;
	kl_rubber_row row;
	kl_rubber state;
	kl_event *ev;
	kl_error err;
	int n = 0, i, nev;

	check(kl_history_rubbers(s, NULL, &list, &n, &err) == KL_OK,
	      "the rubbers list");
	for (i = 0; i < n; i++) {
		if (kl_store_rubber_get(s, list[i].id, &row, &err) != KL_OK)
			continue;
		ev = NULL;
		nev = 0;
		if (kl_store_rubber_events(s, row.id, &ev, &nev, &err) ==
		    KL_OK)
			kl_rubber_replay(&state, &row.rules, row.nplayers, ev,
			                 nev, &err);
		free(ev);
	}
	free(list);
}

/* Export s, import that into the other database, export again: the
 * same document. */
static void
round_trip(kl_store *s)
{
	kl_store *t = database(1);
	char *first = NULL, *second = NULL;
	kl_error err;
	int n = 0;

	check(kl_history_export_json(s, NULL, &first, &err) == KL_OK,
	      "the import exports");
	check(kl_store_begin(t, 1, &err) == KL_OK, "begin");
	if (kl_history_import_json(t, first, &n, &err) != KL_OK) {
		fprintf(stderr, "fuzz_import: %s\n", err.msg);
		check(0, "an export imports");
	}
	check(kl_history_export_json(t, NULL, &second, &err) == KL_OK,
	      "the second import exports");
	check(!strcmp(first, second), "export, import, export: the same");
	kl_store_rollback(t);
	check(rows(t) == 0, "the round trip leaves no row");
	free(first);
	free(second);
}

/* The database the merges go into: one abandoned rubber of Anna and
 * Ben with a game; made again after a merge added to it. */
static kl_store *merged;

static kl_store *
merge_target(void)
{
	static const char *const names[] = { "Anna", "Ben" };
	static const char *const hands[] = {
		"Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C", "Ben=20"
	};
	kl_ops_start_result *start;
	kl_ops_game_result *game;
	kl_ops_abandon_result *ab;
	kl_error err;

	if (merged != NULL)
		return merged;
	start = malloc(sizeof(*start));
	game = malloc(sizeof(*game));
	ab = malloc(sizeof(*ab));
	check(start != NULL && game != NULL && ab != NULL, "memory");
	kl_error_clear(&err);
	check(kl_ops_db_open(":memory:", KL_OPS_DB_WRITE, &merged, &err) ==
	      KL_OK, "the merge target opens");
	check(kl_ops_start(merged, NULL, names, 2, start, &err) == KL_OK &&
	      kl_ops_game(merged, "Anna", KL_VERDICT_KNOCK, 2, hands, game,
	                  &err) == KL_OK &&
	      kl_ops_abandon(merged, ab, &err) == KL_OK,
	      "the merge target has its rubber");
	free(start);
	free(game);
	free(ab);
	return merged;
}

/* A source that gives at most step bytes a read. */
typedef struct dribble {
	const char *text;
	size_t len, pos, step;
} dribble;

static long
dribble_read(void *ctx, char *buf, size_t cap)
{
	dribble *d = ctx;
	size_t n = d->len - d->pos;

	if (n > d->step)
		n = d->step;
	if (n > cap)
		n = cap;
	memcpy(buf, d->text + d->pos, n);
	d->pos += n;
	return (long)n;
}

static int
dribble_rewind(void *ctx)
{
	((dribble *)ctx)->pos = 0;
	return 0;
}

/* Merge json into the merge target and check what happened. */
static void
merge_path(const char *json)
{
	kl_store *t = merge_target();
	kl_ops_merge_result m;
	kl_error err;
	long long before = rows(t);
	int n = 0;

	kl_jscan_mem mem;
	kl_jscan_source src;

	kl_error_clear(&err);
	kl_jscan_memory(json, strlen(json), &mem, &src);
	if (kl_ops_import_merge(t, &src, &m, &err) != KL_OK) {
		check(err.msg[0] != '\0', "a merge refusal has a message");
		check(rows(t) == before, "a refused merge changes nothing");
		return;
	}
	check(m.added + m.present == m.in_file, "the merge counts add up");
	check(m.added > 0 || rows(t) == before,
	      "a merge that adds nothing changes nothing");
	if (kl_ops_verify(t, &n, &err) != KL_OK) {
		fprintf(stderr, "fuzz_import: %s\n", err.msg);
		check(0, "the database verifies after a merge");
	}
	if (m.added > 0) {
		kl_store_close(merged);
		merged = NULL;
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	kl_store *s;
	kl_error err;
	char *json;
	int n = 0, rc;

	if (memchr(data, '\0', size) != NULL)
		return 0;
	json = malloc(size + 1);
	if (json == NULL)
		abort();
	memcpy(json, data, size);
	json[size] = '\0';
	s = database(0);
	kl_error_clear(&err);
	check(kl_store_begin(s, 1, &err) == KL_OK, "begin");
	/* the scanner reads the file a few bytes at a time, so that every
	 * place a read can end in is tried */
	{
		dribble dr = { json, size, 0, 1 + size % 13 };
		kl_jscan_source src = { dribble_read, dribble_rewind, &dr };
		rc = kl_history_import_stream(s, &src, 0, NULL, NULL, &n, NULL,
		                              &err);
	}
	if (rc != KL_OK) {
		check(rc == KL_EINPUT || rc == KL_ERULE || rc == KL_ESTORE,
		      "a refusal's code");
		check(err.code == rc && err.msg[0] != '\0', "a message");
	} else {
		check(n >= 0, "a count of rubbers");
		replay_all(s);
		round_trip(s);
	}
	kl_store_rollback(s);
	check(rows(s) == 0, "every run leaves the database empty");
	merge_path(json);
	free(json);
	return 0;
}
