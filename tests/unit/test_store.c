/*
 * test_store.c - the SQLite store against real database files in a
 * scratch folder: creating the file and its schema, where the database
 * lives, recording rubbers and reading their events back for a replay,
 * undo, rolled-back transactions, files that are not klopf databases,
 * and the SQL views compared with the engine.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>
#include <sqlite3.h>

#include "kl_history.h"
#include "kl_history_stats.h"
#include "kl_rubber.h"
#include "kl_rules.h"
#include "kl_ops_db.h"
#include "kl_store.h"

#define DW(...) ((const int[KL_PLAYERS_MAX]){ __VA_ARGS__ })

static void
assert_contains(const char *haystack, const char *needle)
{
	if (strstr(haystack, needle) == NULL)
		fail_msg("message \"%s\" lacks \"%s\"", haystack, needle);
}

/* ------------------------------------------------------------------ */
/* scratch folders and files                                            */

typedef struct fixture {
	char dir[512];
	char path[600];  /* dir/klopf.db */
} fixture;

static void
remove_tree(const char *path)
{
	struct stat sb;
	DIR *d;
	struct dirent *e;
	char sub[1024];

	if (lstat(path, &sb) != 0)
		return;
	if (S_ISDIR(sb.st_mode) && (d = opendir(path)) != NULL) {
		while ((e = readdir(d)) != NULL) {
			if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
				continue;
			snprintf(sub, sizeof(sub), "%s/%s", path, e->d_name);
			remove_tree(sub);
		}
		closedir(d);
		rmdir(path);
	} else {
		unlink(path);
	}
}

static int
setup(void **state)
{
	fixture *f = calloc(1, sizeof(*f));
	const char *tmp = getenv("TMPDIR");

	if (f == NULL)
		return -1;
	snprintf(f->dir, sizeof(f->dir), "%s/klopf-store-XXXXXX",
	         tmp != NULL && tmp[0] == '/' && strlen(tmp) < 400 ? tmp
	                                                           : "/tmp");
	if (mkdtemp(f->dir) == NULL) {
		free(f);
		return -1;
	}
	snprintf(f->path, sizeof(f->path), "%s/klopf.db", f->dir);
	setenv("KLOPF_NOW", "2026-01-01T20:00:00Z", 1);
	*state = f;
	return 0;
}

static int
teardown(void **state)
{
	fixture *f = *state;

	remove_tree(f->dir);
	free(f);
	return 0;
}

static char *
read_file(const char *path, size_t *len)
{
	FILE *fp = fopen(path, "rb");
	char *buf = NULL;
	long n;

	if (fp == NULL)
		return NULL;
	if (fseek(fp, 0, SEEK_END) == 0 && (n = ftell(fp)) >= 0 &&
	    fseek(fp, 0, SEEK_SET) == 0 &&
	    (buf = malloc((size_t)n + 1)) != NULL) {
		*len = fread(buf, 1, (size_t)n, fp);
		buf[*len] = '\0';
	}
	fclose(fp);
	return buf;
}

static int
exists(const char *path)
{
	struct stat sb;

	return stat(path, &sb) == 0;
}

/* ------------------------------------------------------------------ */
/* looking into the file with SQLite directly                           */

static sqlite3 *
raw_open(const char *path)
{
	sqlite3 *db = NULL;

	if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE, NULL) !=
	    SQLITE_OK)
		fail_msg("sqlite3 cannot open %s", path);
	return db;
}

/* The first column of the first row of sql as an int (-1 if no row). */
static int
raw_int(sqlite3 *db, const char *sql)
{
	sqlite3_stmt *st;
	int v = -1;

	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		fail_msg("%s: %s", sql, sqlite3_errmsg(db));
	if (sqlite3_step(st) == SQLITE_ROW)
		v = sqlite3_column_int(st, 0);
	sqlite3_finalize(st);
	return v;
}

static void
raw_exec(sqlite3 *db, const char *sql)
{
	char *msg = NULL;

	if (sqlite3_exec(db, sql, NULL, NULL, &msg) != SQLITE_OK) {
		fail_msg("%s: %s", sql, msg ? msg : "?");
	}
}

static int
cmp_lines(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/*
 * Every row of every table, the schema and user_version as sorted text
 * lines: two dumps are equal when the databases hold the same data.
 */
static char *
dump(const char *path)
{
	sqlite3 *db = raw_open(path);
	sqlite3_stmt *tables, *rows;
	char **lines = NULL, *out = NULL, sql[256];
	size_t n = 0, cap = 0, len = 0, i;
	FILE *f;

	if (sqlite3_prepare_v2(db, "SELECT name FROM sqlite_master WHERE "
	                       "type = 'table' ORDER BY name", -1, &tables,
	                       NULL) != SQLITE_OK)
		fail_msg("listing tables: %s", sqlite3_errmsg(db));
	while (sqlite3_step(tables) == SQLITE_ROW) {
		const char *t = (const char *)sqlite3_column_text(tables, 0);
		snprintf(sql, sizeof(sql), "SELECT * FROM \"%s\"", t);
		if (sqlite3_prepare_v2(db, sql, -1, &rows, NULL) != SQLITE_OK)
			fail_msg("%s: %s", sql, sqlite3_errmsg(db));
		while (sqlite3_step(rows) == SQLITE_ROW) {
			char *line = NULL;
			size_t ll = 0;
			int c;
			FILE *lf = open_memstream(&line, &ll);
			fprintf(lf, "%s", t);
			for (c = 0; c < sqlite3_column_count(rows); c++) {
				const unsigned char *v =
				    sqlite3_column_text(rows, c);
				fprintf(lf, "|%s", v ? (const char *)v : "\\N");
			}
			fclose(lf);
			if (n == cap) {
				cap = cap ? 2 * cap : 64;
				lines = realloc(lines, cap * sizeof(*lines));
				assert_non_null(lines);
			}
			lines[n++] = line;
		}
		sqlite3_finalize(rows);
	}
	sqlite3_finalize(tables);
	qsort(lines, n, sizeof(*lines), cmp_lines);
	f = open_memstream(&out, &len);
	fprintf(f, "user_version=%d\n", raw_int(db, "PRAGMA user_version"));
	if (sqlite3_prepare_v2(db, "SELECT type, name, sql FROM sqlite_master "
	                       "ORDER BY name", -1, &rows, NULL) != SQLITE_OK)
		fail_msg("schema: %s", sqlite3_errmsg(db));
	while (sqlite3_step(rows) == SQLITE_ROW)
		fprintf(f, "schema %s %s %s\n", sqlite3_column_text(rows, 0),
		        sqlite3_column_text(rows, 1),
		        sqlite3_column_text(rows, 2));
	sqlite3_finalize(rows);
	for (i = 0; i < n; i++) {
		fprintf(f, "%s\n", lines[i]);
		free(lines[i]);
	}
	free(lines);
	fclose(f);
	sqlite3_close(db);
	return out;
}

/* ------------------------------------------------------------------ */
/* booking events into the engine and the store together                */

typedef struct booked {
	kl_store *s;
	int64_t id;
	kl_rules rules;
	int n;
	kl_rubber r;
} booked;

static void
open_store(const char *path, kl_store **s)
{
	kl_error err;

	kl_error_clear(&err);
	if (kl_ops_db_open(path, KL_STORE_WRITE, s, &err) != KL_OK)
		fail_msg("open %s: %s", path, err.msg);
}

static void
book_start(booked *b, kl_store *s, const kl_rules *rules,
           const char *const *names, int n)
{
	kl_event_result antes;
	kl_error err;

	b->s = s;
	b->rules = *rules;
	b->n = n;
	assert_int_equal(kl_rubber_start(&b->r, rules, n, &antes, &err), KL_OK);
	assert_int_equal(kl_store_begin(s, 1, &err), KL_OK);
	if (kl_store_rubber_create(s, rules, names, n, &antes, &b->id, &err))
		fail_msg("create: %s", err.msg);
	assert_int_equal(kl_store_commit(s, &err), KL_OK);
}

/* A game: dw[seat] for the seats in play; every other hand is typed as
 * points, the rest as (made-up) cards with an arrangement. */
static void
book_game(booked *b, int declarer, int rummy, const int *dw)
{
	kl_event_result res;
	kl_hand_row rows[KL_PLAYERS_MAX];
	kl_game_row g;
	kl_error err;
	int in_play[KL_PLAYERS_MAX], s, nh = 0;

	for (s = 0; s < b->n; s++)
		in_play[s] = !b->r.seat[s].out;
	memset(&g, 0, sizeof(g));
	g.number = b->r.games + 1;
	g.dealer = b->r.dealer;
	g.declarer = declarer;
	g.kind = rummy ? "rummy" : "knock";
	g.discard = declarer == 0 ? "KH" : NULL;
	if (kl_rubber_game(&b->r, declarer, rummy, dw, &res, &err))
		fail_msg("game: %s", err.msg);
	for (s = 0; s < b->n; s++) {
		kl_hand_row *h;
		if (!in_play[s])
			continue;
		h = &rows[nh++];
		h->seat = s;
		h->deadwood = dw[s];
		h->points = res.points[s];
		h->typed_as_points = s != declarer && s % 2 == 1;
		h->typed = h->typed_as_points ? "17" : "AS 2S 3S 4H 4D";
		h->cards = h->typed_as_points ? NULL : "AS 2S 3S 4H 4D";
		h->arrangement = h->typed_as_points ? NULL :
		    "{\"melds\":[[\"AS\",\"2S\",\"3S\"]],\"unmatched\":[]}";
	}
	g.nhands = nh;
	g.hands = rows;
	assert_int_equal(kl_store_begin(b->s, 1, &err), KL_OK);
	if (kl_store_add_game(b->s, b->id, &g, &res, &b->r, &err))
		fail_msg("add game: %s", err.msg);
	assert_int_equal(kl_store_commit(b->s, &err), KL_OK);
}

static void
book_buyback(booked *b, int seat)
{
	kl_event_result res;
	kl_error err;
	int before = b->r.seat[seat].score;

	if (kl_rubber_buyback(&b->r, seat, &res, &err))
		fail_msg("buy-back: %s", err.msg);
	assert_int_equal(kl_store_begin(b->s, 1, &err), KL_OK);
	if (kl_store_add_buyback(b->s, b->id, seat, before,
	                         b->r.seat[seat].score, b->rules.buyback_cost,
	                         &res, &err))
		fail_msg("add buy-back: %s", err.msg);
	assert_int_equal(kl_store_commit(b->s, &err), KL_OK);
}

static void
book_abandon(booked *b)
{
	kl_event_result res;
	kl_error err;

	assert_int_equal(kl_rubber_abandon(&b->r, &res, &err), KL_OK);
	assert_int_equal(kl_store_begin(b->s, 1, &err), KL_OK);
	assert_int_equal(kl_store_add_abandon(b->s, b->id, &res, &err), KL_OK);
	assert_int_equal(kl_store_commit(b->s, &err), KL_OK);
}

/* Read the events back, replay them and compare with the engine. */
static int
assert_replays(kl_store *s, int64_t id, const kl_rubber *want)
{
	kl_rubber_row row;
	kl_rubber again;
	kl_event *ev = NULL;
	kl_error err;
	int n = 0;

	if (kl_store_rubber_get(s, id, &row, &err))
		fail_msg("get rubber: %s", err.msg);
	assert_int_equal(kl_store_rubber_events(s, id, &ev, &n, &err), KL_OK);
	if (kl_rubber_replay(&again, &row.rules, row.nplayers, ev, n, &err))
		fail_msg("replay: %s", err.msg);
	free(ev);
	assert_int_equal(row.phase, want->phase);
	assert_memory_equal(&again, want, sizeof(again));
	return n;
}

static const char *const ABC[] = { "Anna", "Ben", "Clara" };

/* ------------------------------------------------------------------ */
/* opening                                                              */

/* The settings a Viennese rubber stores: those of its game. */
static int
viennese_settings(void)
{
	kl_rules r;
	size_t i;
	int n = 0;

	kl_rules_default(&r);
	for (i = 0; i < kl_rules_nsettings; i++)
		n += kl_rules_applies(&r, &kl_rules_settings[i]);
	return n;
}

static void
test_open_creates_schema(void **state)
{
	fixture *f = *state;
	char path[1400], dir[700], bak[1500];
	kl_store *s = NULL;
	kl_error err;
	sqlite3 *db;

	snprintf(dir, sizeof(dir), "%s/deep/er", f->dir);
	snprintf(path, sizeof(path), "%s/klopf.db", dir);
	assert_int_equal(kl_ops_db_open(path, KL_STORE_READ, &s, &err),
	                 KL_ENOTFOUND);
	assert_null(s);
	assert_contains(err.msg, "no database at");
	assert_false(exists(dir));

	assert_int_equal(kl_ops_db_open(path, KL_STORE_WRITE, &s, &err), KL_OK);
	assert_non_null(s);
	kl_store_close(s);
	assert_true(exists(dir));
	assert_true(exists(path));
	assert_true(kl_store_schema_version() >= 1);

	db = raw_open(path);
	assert_int_equal(raw_int(db, "PRAGMA user_version"),
	                 kl_store_schema_version());
	assert_int_equal(raw_int(db, "SELECT count(*) FROM sqlite_master "
	                 "WHERE name IN ('player', 'rubber', 'rubber_setting', "
	                 "'seat', 'event', 'game', 'hand', 'buyback', "
	                 "'chip_transfer', 'standings', 'chip_balance', "
	                 "'game_log', 'player_chips')"), 13);
	assert_int_equal(raw_int(db, "SELECT count(*) FROM rubber"), 0);
	sqlite3_close(db);

	/* opening again changes nothing and needs no backup */
	assert_int_equal(kl_ops_db_open(path, KL_STORE_READ, &s, &err), KL_OK);
	kl_store_close(s);
	snprintf(bak, sizeof(bak), "%s.schema%d.bak", path,
	         kl_store_schema_version());
	assert_false(exists(bak));
	kl_store_close(NULL);
}

static void
test_open_refuses_folder_in_the_way(void **state)
{
	fixture *f = *state;
	char block[700], path[800];
	kl_store *s = NULL;
	kl_error err;
	FILE *fp;

	/* a plain file where a folder must go */
	snprintf(block, sizeof(block), "%s/block", f->dir);
	fp = fopen(block, "w");
	assert_non_null(fp);
	fclose(fp);
	snprintf(path, sizeof(path), "%s/sub/klopf.db", block);
	assert_int_equal(kl_ops_db_open(path, KL_STORE_WRITE, &s, &err),
	                 KL_ESTORE);
	assert_null(s);
	assert_contains(err.msg, "cannot create the database");
	assert_contains(err.msg, "/block is a file, not a folder");
	/* the file right where the folder of the database must be */
	snprintf(path, sizeof(path), "%s/klopf.db", block);
	assert_int_equal(kl_ops_db_open(path, KL_STORE_WRITE, &s, &err),
	                 KL_ESTORE);
	assert_contains(err.msg, "/block is a file, not a folder");
	assert_int_equal(kl_ops_db_open(path, KL_STORE_READ, &s, &err),
	                 KL_ESTORE);
	assert_null(s);
	assert_contains(err.msg, "cannot use the database");
	assert_contains(err.msg, "/block is a file, not a folder");
}

/* ------------------------------------------------------------------ */
/* where the database lives                                             */

struct env_save { char *klopf_db, *xdg, *home; };

static char *
save_var(const char *name)
{
	const char *v = getenv(name);

	return v ? strdup(v) : NULL;
}

static void
restore_var(const char *name, char *v)
{
	if (v != NULL)
		setenv(name, v, 1);
	else
		unsetenv(name);
	free(v);
}

struct path_case {
	const char *explicit_path, *klopf_db, *xdg, *home;
	int rc;
	const char *want; /* the path, or a fragment of the error */
};

static const struct path_case path_cases[] = {
	{ "/x/given.db", "/env/k.db", "/xdg", "/home/u", KL_OK,
	  "/x/given.db" },
	{ "rel/given.db", NULL, NULL, NULL, KL_OK, "rel/given.db" },
	{ NULL, "/env/k.db", "/xdg", "/home/u", KL_OK, "/env/k.db" },
	{ "", "/env/k.db", "/xdg", "/home/u", KL_OK, "/env/k.db" },
	{ NULL, "", "/xdg", "/home/u", KL_OK, "/xdg/klopf/klopf.db" },
	{ NULL, NULL, "/xdg", "/home/u", KL_OK, "/xdg/klopf/klopf.db" },
	{ NULL, NULL, "/xdg", NULL, KL_OK, "/xdg/klopf/klopf.db" },
	/* XDG_DATA_HOME must be absolute to count */
	{ NULL, NULL, "relative", "/home/u", KL_OK,
	  "/home/u/.local/share/klopf/klopf.db" },
	{ NULL, NULL, "", "/home/u", KL_OK,
	  "/home/u/.local/share/klopf/klopf.db" },
	{ NULL, NULL, NULL, "/home/u", KL_OK,
	  "/home/u/.local/share/klopf/klopf.db" },
	{ NULL, NULL, NULL, NULL, KL_ESTORE,
	  "HOME and XDG_DATA_HOME are not set; use --db PATH or KLOPF_DB" },
	{ NULL, NULL, NULL, "", KL_ESTORE, "HOME and XDG_DATA_HOME" },
	{ NULL, NULL, "relative", NULL, KL_ESTORE, "no place for the database" },
};

static void
set_or_unset(const char *name, const char *v)
{
	if (v != NULL)
		setenv(name, v, 1);
	else
		unsetenv(name);
}

static void
test_store_path(void **state)
{
	struct env_save saved;
	char buf[KL_PATH_MAX], small[8];
	kl_error err;
	size_t i;

	(void)state;
	saved.klopf_db = save_var("KLOPF_DB");
	saved.xdg = save_var("XDG_DATA_HOME");
	saved.home = save_var("HOME");
	for (i = 0; i < sizeof(path_cases) / sizeof(path_cases[0]); i++) {
		const struct path_case *c = &path_cases[i];
		int rc;

		set_or_unset("KLOPF_DB", c->klopf_db);
		set_or_unset("XDG_DATA_HOME", c->xdg);
		set_or_unset("HOME", c->home);
		kl_error_clear(&err);
		buf[0] = '\0';
		rc = kl_ops_db_path(c->explicit_path, buf, sizeof(buf), &err);
		if (rc != c->rc)
			fail_msg("path case %zu: %d, not %d (%s)", i, rc, c->rc,
			         err.msg);
		if (rc == KL_OK)
			assert_string_equal(buf, c->want);
		else
			assert_contains(err.msg, c->want);
	}
	/* a path that does not fit the buffer */
	assert_int_equal(kl_ops_db_path("/a/rather/long/path.db", small,
	                               sizeof(small), &err), KL_ESTORE);
	assert_contains(err.msg, "too long");
	restore_var("KLOPF_DB", saved.klopf_db);
	restore_var("XDG_DATA_HOME", saved.xdg);
	restore_var("HOME", saved.home);
}

/* ------------------------------------------------------------------ */
/* rubbers and events                                                   */

static void
test_rubber_round_trip(void **state)
{
	fixture *f = *state;
	kl_store *s;
	kl_rubber_row row;
	kl_rules rules;
	kl_error err;
	booked b;
	sqlite3 *db;

	open_store(f->path, &s);
	assert_int_equal(kl_store_rubber_in_play(s, &row, &err), KL_ENOTFOUND);
	assert_int_equal(kl_store_rubber_latest(s, &row, &err), KL_ENOTFOUND);

	kl_rules_default(&rules);
	rules.knock_money = 2;
	rules.undercut_penalty = 5;
	book_start(&b, s, &rules, ABC, 3);
	assert_int_equal(assert_replays(s, b.id, &b.r), 0);

	assert_int_equal(kl_store_rubber_in_play(s, &row, &err), KL_OK);
	assert_int_equal(row.id, b.id);
	assert_int_equal(row.nplayers, 3);
	assert_string_equal(row.names[0], "Anna");
	assert_string_equal(row.names[1], "Ben");
	assert_string_equal(row.names[2], "Clara");
	assert_string_equal(row.started_at, "2026-01-01T20:00:00Z");
	assert_string_equal(row.ended_at, "");
	assert_int_equal(row.phase, KL_RUBBER_IN_PLAY);
	assert_memory_equal(&row.rules, &rules, sizeof(rules));

	book_game(&b, 0, 0, DW(2, 38, 45));
	book_game(&b, 2, 1, DW(30, 46, 0));
	assert_int_equal(b.r.seat[1].score, 84);
	book_buyback(&b, 1);
	book_game(&b, 0, 0, DW(3, 50, 60));    /* Clara out, undercut-free */
	book_game(&b, 1, 0, DW(70, 4, -1));    /* Anna out: Ben wins */
	assert_int_equal(b.r.phase, KL_RUBBER_FINISHED);
	assert_int_equal(assert_replays(s, b.id, &b.r), 5);

	assert_int_equal(kl_store_rubber_in_play(s, &row, &err), KL_ENOTFOUND);
	assert_int_equal(kl_store_rubber_latest(s, &row, &err), KL_OK);
	assert_int_equal(row.id, b.id);
	assert_int_equal(row.phase, KL_RUBBER_FINISHED);
	assert_string_equal(row.ended_at, "2026-01-01T20:00:00Z");
	assert_int_equal(kl_store_rubber_get(s, b.id + 1, &row, &err),
	                 KL_ENOTFOUND);

	/* a second rubber: the same people, whatever the case */
	{
		static const char *const again[] = { "clara", "ANNA" };
		booked b2;
		book_start(&b2, s, &rules, again, 2);
		assert_int_equal(kl_store_rubber_latest(s, &row, &err), KL_OK);
		assert_int_equal(row.id, b2.id);
		assert_string_equal(row.names[0], "Clara");
		assert_string_equal(row.names[1], "Anna");
		/* only one rubber in play at a time */
		{
			kl_event_result antes;
			int64_t id;
			assert_int_equal(kl_store_begin(s, 1, &err), KL_OK);
			assert_int_equal(kl_store_rubber_create(s, &rules, ABC, 3,
			                 &antes, &id, &err), KL_ESTORE);
			kl_store_rollback(s);
		}
		book_abandon(&b2);
		assert_int_equal(assert_replays(s, b2.id, &b2.r), 1);
		assert_int_equal(kl_store_rubber_get(s, b2.id, &row, &err),
		                 KL_OK);
		assert_int_equal(row.phase, KL_RUBBER_ABANDONED);
	}
	kl_store_close(s);

	db = raw_open(f->path);
	assert_int_equal(raw_int(db, "SELECT count(*) FROM player"), 3);
	assert_int_equal(raw_int(db, "SELECT count(*) FROM event"), 6);
	assert_int_equal(raw_int(db, "SELECT count(*) FROM hand"), 3 + 3 + 3 + 2);
	assert_int_equal(raw_int(db, "SELECT count(*) FROM hand WHERE "
	                 "typed_as_points = 1"), 3);
	assert_int_equal(raw_int(db, "SELECT count(*) FROM game WHERE "
	                 "discard = 'KH'"), 2);
	assert_int_equal(raw_int(db, "SELECT count(*) FROM game_log"), 11);
	assert_int_equal(raw_int(db, "SELECT total_after FROM buyback"), 45);
	assert_int_equal(raw_int(db, "SELECT count(*) FROM rubber_setting "
	                 "WHERE rubber_id = 1"), viennese_settings());
	assert_int_equal(raw_int(db, "SELECT count(*) FROM rubber_setting "
	                 "WHERE rubber_id = 1 AND key = 'undercut_penalty' "
	                 "AND value = '5'"), 1);
	sqlite3_close(db);
}

static void
test_undo(void **state)
{
	fixture *f = *state;
	kl_store *s;
	kl_rubber_row row;
	kl_undo_info u;
	kl_error err;
	kl_rubber steps[8];
	booked b;
	sqlite3 *db;
	kl_rules rules;
	int k;

	kl_rules_default(&rules);
	open_store(f->path, &s);
	book_start(&b, s, &rules, ABC, 3);
	steps[0] = b.r;
	book_game(&b, 0, 0, DW(2, 38, 85));
	steps[1] = b.r;
	book_buyback(&b, 2);
	steps[2] = b.r;
	book_game(&b, 1, 1, DW(30, 0, 70));   /* Clara out */
	steps[3] = b.r;
	book_game(&b, 0, 0, DW(1, 99, -1));   /* Ben out: Anna wins */
	steps[4] = b.r;
	assert_int_equal(b.r.phase, KL_RUBBER_FINISHED);

	/* the last game ended the rubber: undoing it reopens it */
	assert_int_equal(kl_store_begin(s, 1, &err), KL_OK);
	assert_int_equal(kl_store_undo(s, b.id, &u, &err), KL_OK);
	assert_int_equal(kl_store_commit(s, &err), KL_OK);
	assert_int_equal(u.kind, KL_EVENT_GAME);
	assert_int_equal(u.number, 3);
	assert_int_equal(assert_replays(s, b.id, &steps[3]), 3);
	assert_int_equal(kl_store_rubber_in_play(s, &row, &err), KL_OK);
	assert_string_equal(row.ended_at, "");

	/* and it can be played again */
	b.r = steps[3];
	book_game(&b, 1, 0, DW(40, 3, -1));
	assert_int_equal(assert_replays(s, b.id, &b.r), 4);
	assert_int_equal(kl_store_begin(s, 1, &err), KL_OK);
	assert_int_equal(kl_store_undo(s, b.id, &u, &err), KL_OK);
	assert_int_equal(kl_store_commit(s, &err), KL_OK);
	assert_int_equal(u.number, 3);

	for (k = 2; k >= 0; k--) {
		assert_int_equal(kl_store_begin(s, 1, &err), KL_OK);
		assert_int_equal(kl_store_undo(s, b.id, &u, &err), KL_OK);
		assert_int_equal(kl_store_commit(s, &err), KL_OK);
		assert_int_equal(assert_replays(s, b.id, &steps[k]), k);
		if (k == 1) {
			assert_int_equal(u.kind, KL_EVENT_BUYBACK);
			assert_int_equal(u.seat, 2);
		} else {
			assert_int_equal(u.kind, KL_EVENT_GAME);
			assert_int_equal(u.number, k == 2 ? 2 : 1);
		}
	}
	/* no events left: undo takes back the rubber itself */
	assert_int_equal(kl_store_begin(s, 1, &err), KL_OK);
	assert_int_equal(kl_store_undo(s, b.id, &u, &err), KL_OK);
	assert_int_equal(kl_store_commit(s, &err), KL_OK);
	assert_int_equal(u.kind, 0);
	assert_int_equal(kl_store_rubber_get(s, b.id, &row, &err),
	                 KL_ENOTFOUND);
	assert_int_equal(kl_store_rubber_latest(s, &row, &err), KL_ENOTFOUND);

	/* an abandon is undone like any event */
	book_start(&b, s, &rules, ABC, 3);
	book_game(&b, 0, 0, DW(2, 10, 20));
	steps[0] = b.r;
	book_abandon(&b);
	assert_int_equal(kl_store_begin(s, 1, &err), KL_OK);
	assert_int_equal(kl_store_undo(s, b.id, &u, &err), KL_OK);
	assert_int_equal(kl_store_commit(s, &err), KL_OK);
	assert_int_equal(u.kind, KL_EVENT_ABANDON);
	assert_int_equal(assert_replays(s, b.id, &steps[0]), 1);
	kl_store_close(s);

	db = raw_open(f->path);
	/* nothing of the removed rubber is left but its players: one
	 * rubber with its settings, seats, antes and one game's money */
	assert_int_equal(raw_int(db, "SELECT count(*) FROM rubber"), 1);
	assert_int_equal(raw_int(db, "SELECT count(*) FROM rubber_setting"),
	                 viennese_settings());
	assert_int_equal(raw_int(db, "SELECT count(*) FROM seat"), 3);
	assert_int_equal(raw_int(db, "SELECT count(*) FROM chip_transfer"),
	                 3 + 2);
	assert_int_equal(raw_int(db, "SELECT count(*) FROM event"), 1);
	assert_int_equal(raw_int(db, "SELECT count(*) FROM hand"), 3);
	assert_int_equal(raw_int(db, "SELECT count(*) FROM buyback"), 0);
	assert_int_equal(raw_int(db, "SELECT count(*) FROM player"), 3);
	sqlite3_close(db);
}

/* ------------------------------------------------------------------ */
/* transactions                                                         */

static void
test_rollback_leaves_no_trace(void **state)
{
	fixture *f = *state;
	kl_store *s;
	kl_rubber_row row;
	kl_rules rules;
	kl_event_result antes;
	kl_error err;
	booked b;
	char *before, *after;
	int64_t id;

	kl_rules_default(&rules);
	open_store(f->path, &s);
	book_start(&b, s, &rules, ABC, 3);
	book_game(&b, 0, 0, DW(2, 38, 85));
	kl_store_close(s);
	before = dump(f->path);

	open_store(f->path, &s);
	/* a whole game written, then rolled back */
	{
		kl_rubber keep = b.r;
		kl_event_result res;
		kl_hand_row h = { 0, "9", NULL, NULL, 9, 9, 1 };
		kl_game_row g = { 2, 1, 1, "knock", NULL, NULL, 0, 1, &h };
		assert_int_equal(kl_rubber_game(&b.r, 1, 0, DW(9, 1, 9), &res,
		                                &err), KL_OK);
		assert_int_equal(kl_store_begin(s, 1, &err), KL_OK);
		assert_int_equal(kl_store_add_game(s, b.id, &g, &res, &b.r,
		                 &err), KL_OK);
		assert_int_equal(kl_store_add_buyback(s, b.id, 2, 85, 38, 5,
		                 &res, &err), KL_OK);
		kl_store_rollback(s);
		b.r = keep;
	}
	/* the same connection no longer sees it */
	assert_int_equal(assert_replays(s, b.id, &b.r), 1);
	/* a write that fails half-way: a second buy-back of one seat */
	{
		kl_event_result res;
		memset(&res, 0, sizeof(res));
		assert_int_equal(kl_store_begin(s, 1, &err), KL_OK);
		assert_int_equal(kl_store_add_buyback(s, b.id, 2, 85, 38, 5,
		                 &res, &err), KL_OK);
		assert_int_equal(kl_store_add_buyback(s, b.id, 2, 85, 38, 5,
		                 &res, &err), KL_ESTORE);
		kl_store_rollback(s);
		kl_store_rollback(s); /* twice is harmless */
	}
	/* a rubber abandoned and a new one started, rolled back */
	{
		kl_rubber scratch = b.r;
		kl_event_result res;
		assert_int_equal(kl_rubber_abandon(&scratch, &res, &err), KL_OK);
		assert_int_equal(kl_store_begin(s, 1, &err), KL_OK);
		assert_int_equal(kl_store_add_abandon(s, b.id, &res, &err),
		                 KL_OK);
		assert_int_equal(kl_rubber_start(&scratch, &rules, 2, &antes,
		                                 &err), KL_OK);
		assert_int_equal(kl_store_rubber_create(s, &rules,
		                 (const char *const[]){ "Dora", "Emil" }, 2,
		                 &antes, &id, &err), KL_OK);
		kl_store_rollback(s);
	}
	assert_int_equal(kl_store_rubber_in_play(s, &row, &err), KL_OK);
	assert_int_equal(row.id, b.id);
	/* an undo rolled back */
	{
		kl_undo_info u;
		assert_int_equal(kl_store_begin(s, 1, &err), KL_OK);
		assert_int_equal(kl_store_undo(s, b.id, &u, &err), KL_OK);
		kl_store_rollback(s);
	}
	assert_int_equal(assert_replays(s, b.id, &b.r), 1);
	/* a transaction left open is rolled back by closing */
	assert_int_equal(kl_store_begin(s, 1, &err), KL_OK);
	{
		kl_undo_info u;
		assert_int_equal(kl_store_undo(s, b.id, &u, &err), KL_OK);
	}
	kl_store_close(s);

	after = dump(f->path);
	assert_string_equal(before, after);
	free(before);
	free(after);
}

/* ------------------------------------------------------------------ */
/* files klopf must not touch                                           */

static void
test_not_sqlite(void **state)
{
	fixture *f = *state;
	static const char text[] =
	    "These are my shopping notes, not a database.\n"
	    "Milk, bread, two packs of cards and a pencil for the scores.\n"
	    "And some more text so that the file is longer than a header.\n";
	kl_store *s = NULL;
	kl_error err;
	size_t len = 0;
	char *back;
	FILE *fp = fopen(f->path, "wb");
	int mode;

	assert_non_null(fp);
	fwrite(text, 1, sizeof(text) - 1, fp);
	fclose(fp);
	for (mode = KL_STORE_READ; mode <= KL_STORE_WRITE; mode++) {
		kl_error_clear(&err);
		assert_int_equal(kl_ops_db_open(f->path, mode, &s, &err),
		                 KL_ESTORE);
		assert_null(s);
		assert_contains(err.msg, f->path);
		assert_contains(err.msg, "is not a klopf database (not SQLite)");
	}
	back = read_file(f->path, &len);
	assert_non_null(back);
	assert_int_equal(len, sizeof(text) - 1);
	assert_memory_equal(back, text, len);
	free(back);
}

/* Write a database the way a newer klopf might have left it. */
static void
make_newer(const char *path, int wal)
{
	sqlite3 *db = NULL;
	char sql[128];

	assert_int_equal(sqlite3_open(path, &db), SQLITE_OK);
	if (wal)
		raw_exec(db, "PRAGMA journal_mode = WAL");
	raw_exec(db, "CREATE TABLE future (id INTEGER PRIMARY KEY, what TEXT)");
	raw_exec(db, "INSERT INTO future (what) VALUES ('from a newer klopf')");
	snprintf(sql, sizeof(sql), "PRAGMA user_version = %d",
	         kl_store_schema_version() + 1);
	raw_exec(db, sql);
	sqlite3_close(db);
}

static void
test_newer_schema_refused(void **state)
{
	fixture *f = *state;
	kl_store *s = NULL;
	kl_error err;
	char *before, *after, *bytes, *bytes2, want[128];
	size_t len, len2;
	int wal, mode;

	snprintf(want, sizeof(want), "was made by a newer klopf (schema %d; "
	         "this klopf knows up to %d); nothing was changed",
	         kl_store_schema_version() + 1, kl_store_schema_version());
	for (wal = 0; wal <= 1; wal++) {
		remove_tree(f->path);
		make_newer(f->path, wal);
		before = dump(f->path);
		bytes = read_file(f->path, &len);
		for (mode = KL_STORE_READ; mode <= KL_STORE_WRITE; mode++) {
			kl_error_clear(&err);
			assert_int_equal(kl_ops_db_open(f->path, mode, &s, &err),
			                 KL_ESTORE);
			assert_null(s);
			assert_contains(err.msg, want);
		}
		after = dump(f->path);
		assert_string_equal(before, after);
		/* not a byte changed: not even the journal mode */
		bytes2 = read_file(f->path, &len2);
		assert_int_equal(len, len2);
		assert_memory_equal(bytes, bytes2, len);
		free(before);
		free(after);
		free(bytes);
		free(bytes2);
	}
}

/* ------------------------------------------------------------------ */
/* the SQL views                                                        */

/* Compare the standings view with the engine, and chip_balance with
 * the pot. */
static void
assert_views(const char *path, int64_t id, const kl_rubber *r)
{
	sqlite3 *db = raw_open(path);
	sqlite3_stmt *st;
	int s = 0;

	if (sqlite3_prepare_v2(db, "SELECT seat, score, state, bought_back, "
	                       "chips FROM standings WHERE rubber_id = ? "
	                       "ORDER BY seat", -1, &st, NULL) != SQLITE_OK)
		fail_msg("standings: %s", sqlite3_errmsg(db));
	sqlite3_bind_int64(st, 1, id);
	while (sqlite3_step(st) == SQLITE_ROW) {
		const kl_seat_state *p = &r->seat[s];
		assert_int_equal(sqlite3_column_int(st, 0), s);
		if (sqlite3_column_int(st, 1) != p->score)
			fail_msg("standings: seat %d has %d in the view, %d in "
			         "the engine", s, sqlite3_column_int(st, 1),
			         p->score);
		assert_string_equal((const char *)sqlite3_column_text(st, 2),
		                    p->out ? "out" : "in_play");
		assert_int_equal(sqlite3_column_int(st, 3), p->bought_back);
		assert_int_equal(sqlite3_column_int(st, 4), p->chips);
		s++;
	}
	sqlite3_finalize(st);
	assert_int_equal(s, r->nplayers);

	if (sqlite3_prepare_v2(db, "SELECT sum(chips), count(*) FROM "
	                       "chip_balance WHERE rubber_id = ?", -1, &st,
	                       NULL) != SQLITE_OK)
		fail_msg("chip_balance: %s", sqlite3_errmsg(db));
	sqlite3_bind_int64(st, 1, id);
	assert_int_equal(sqlite3_step(st), SQLITE_ROW);
	assert_int_equal(sqlite3_column_int(st, 0), -r->pot);
	assert_int_equal(sqlite3_column_int(st, 1), r->nplayers);
	sqlite3_finalize(st);
	sqlite3_close(db);
}

static void
test_views_agree(void **state)
{
	fixture *f = *state;
	static const char *const four[] = { "Anna", "Ben", "Clara", "Dora" };
	kl_store *s;
	kl_rules rules;
	booked b, c;
	sqlite3 *db;

	kl_rules_default(&rules);
	rules.rummy_doubles = 1;
	rules.undercut_penalty = 10;
	open_store(f->path, &s);
	book_start(&b, s, &rules, four, 4);
	assert_views(f->path, b.id, &b.r);
	book_game(&b, 0, 0, DW(4, 3, 50, 60));      /* undercut: Anna 14 */
	assert_views(f->path, b.id, &b.r);
	book_game(&b, 3, 1, DW(20, 10, 15, 0));     /* doubled */
	assert_views(f->path, b.id, &b.r);
	assert_int_equal(b.r.seat[2].score, 80);
	book_game(&b, 1, 0, DW(5, 2, 5, 30));       /* Clara 85, Dora 90 */
	assert_views(f->path, b.id, &b.r);
	book_buyback(&b, 3);                        /* Dora: 90 -> 85 */
	assert_int_equal(b.r.seat[3].score, 85);
	assert_views(f->path, b.id, &b.r);
	book_game(&b, 1, 0, DW(9, 1, 40, 10));      /* Clara out with 125 */
	assert_true(b.r.seat[2].out);
	assert_views(f->path, b.id, &b.r);
	book_game(&b, 0, 1, DW(0, 60, -1, 50));     /* Ben and Dora out */
	assert_int_equal(b.r.phase, KL_RUBBER_FINISHED);
	assert_true(b.r.seat[1].out && b.r.seat[3].out);
	assert_views(f->path, b.id, &b.r);

	/* another rubber with its own out_at: the view reads the setting */
	rules.out_at = 150;
	rules.buyback_over = 120;
	book_start(&c, s, &rules, four, 2);
	book_game(&c, 0, 0, DW(0, 125));
	book_buyback(&c, 1);                        /* 125 -> 0 */
	assert_views(f->path, c.id, &c.r);
	book_game(&c, 0, 0, DW(0, 149));
	assert_false(c.r.seat[1].out);
	assert_views(f->path, c.id, &c.r);
	book_game(&c, 0, 0, DW(0, 1));
	assert_true(c.r.seat[1].out);
	assert_views(f->path, c.id, &c.r);
	assert_views(f->path, b.id, &b.r);
	kl_store_close(s);

	db = raw_open(f->path);
	/* over all rubbers the chips balance: everything was paid out */
	assert_int_equal(raw_int(db, "SELECT sum(chips) FROM chip_balance"), 0);
	assert_int_equal(raw_int(db, "SELECT sum(chips) FROM player_chips"), 0);
	assert_int_equal(raw_int(db, "SELECT rubbers FROM player_chips WHERE "
	                 "name = 'Anna'"), 2);
	sqlite3_close(db);
}

/* The winners of rubber id as kl_history_rubbers lists them, as a bit
 * mask of seats; -1 when the rubber is not listed. */
static int
listed_winners(kl_store *s, int64_t id)
{
	kl_history_rubber *list = NULL;
	kl_error err;
	int n = 0, i, w, mask = -1;

	if (kl_history_rubbers(s, NULL, &list, &n, &err))
		fail_msg("rubbers: %s", err.msg);
	for (i = 0; i < n; i++) {
		if (list[i].id != id)
			continue;
		mask = 0;
		for (w = 0; w < list[i].nwinners; w++)
			mask |= 1 << list[i].winners[w];
	}
	free(list);
	return mask;
}

/* The seats of rubber id that kl_history_load counts as won, as a mask. */
static int
counted_wins(kl_store *s, int64_t id)
{
	kl_history_data d;
	kl_error err;
	int i, mask = 0;

	if (kl_history_load(s, NULL, KL_HISTORY_CHIPS, &d, &err))
		fail_msg("load: %s", err.msg);
	for (i = 0; i < d.nseats; i++)
		if (d.runs[d.seats[i].rubber].id == id && d.seats[i].won)
			mask |= 1 << d.seats[i].seat;
	kl_history_data_free(&d);
	return mask;
}

/* Schema 10 widens the seat numbers' CHECKs in place; a database of
 * schema 9 whose seat table was written otherwise (here with the bound
 * spelled differently) is refused whole: it stays at schema 9, and the
 * twelve seats it cannot hold are never asked of it.  One as klopf made
 * it takes a seat numbered 11 after the upgrade. */
static void
test_seats_edit_checked(void **state)
{
	fixture *f = *state;
	kl_store *s = NULL;
	kl_error err;
	sqlite3 *db;

	open_store(f->path, &s);
	kl_store_close(s);
	db = raw_open(f->path);
	raw_exec(db, "PRAGMA writable_schema = ON");
	raw_exec(db, "UPDATE sqlite_master SET sql = replace(sql, "
	         "'seat      INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 11)', "
	         "'seat      INTEGER NOT NULL CHECK (seat >= 0 AND seat < 6)') "
	         "WHERE name = 'seat'");
	raw_exec(db, "PRAGMA writable_schema = OFF");
	/* schema 14 added the entry codes, schema 13 the tournaments,
	 * and with them another index of the last rubber; schema 11
	 * added that index */
	raw_exec(db, "DROP TABLE entry_code");
	raw_exec(db, "DROP TABLE tournament_table");
	raw_exec(db, "DROP TABLE tournament_series");
	raw_exec(db, "DROP TABLE tournament_player");
	raw_exec(db, "DROP TABLE tournament_setting");
	raw_exec(db, "DROP TABLE tournament");
	raw_exec(db, "DROP INDEX rubber_one_in_play");
	raw_exec(db, "DROP INDEX rubber_latest");
	raw_exec(db, "ALTER TABLE rubber DROP COLUMN tournament_id");
	raw_exec(db, "CREATE UNIQUE INDEX rubber_one_in_play ON rubber "
	         "(state) WHERE state = 'in_play'");
	raw_exec(db, "PRAGMA user_version = 9");
	sqlite3_close(db);
	kl_error_clear(&err);
	assert_int_equal(kl_ops_db_open(f->path, KL_STORE_WRITE, &s, &err),
	                 KL_ESTORE);
	assert_null(s);
	assert_contains(err.msg, "are not as klopf made them; the database "
	                "was not upgraded");
	db = raw_open(f->path);
	assert_int_equal(raw_int(db, "PRAGMA user_version"), 9);
	sqlite3_close(db);

	/* as klopf made it: the bounds of schema 9, upgraded */
	remove_tree(f->path);
	open_store(f->path, &s);
	kl_store_close(s);
	db = raw_open(f->path);
	raw_exec(db, "PRAGMA writable_schema = ON");
	raw_exec(db, "UPDATE sqlite_master SET sql = replace(sql, "
	         "'BETWEEN 0 AND 11)', 'BETWEEN 0 AND 5)') WHERE type = 'table'");
	raw_exec(db, "PRAGMA writable_schema = OFF");
	/* schema 14 added the entry codes, schema 13 the tournaments,
	 * and with them another index of the last rubber; schema 11
	 * added that index */
	raw_exec(db, "DROP TABLE entry_code");
	raw_exec(db, "DROP TABLE tournament_table");
	raw_exec(db, "DROP TABLE tournament_series");
	raw_exec(db, "DROP TABLE tournament_player");
	raw_exec(db, "DROP TABLE tournament_setting");
	raw_exec(db, "DROP TABLE tournament");
	raw_exec(db, "DROP INDEX rubber_one_in_play");
	raw_exec(db, "DROP INDEX rubber_latest");
	raw_exec(db, "ALTER TABLE rubber DROP COLUMN tournament_id");
	raw_exec(db, "CREATE UNIQUE INDEX rubber_one_in_play ON rubber "
	         "(state) WHERE state = 'in_play'");
	raw_exec(db, "PRAGMA user_version = 9");
	sqlite3_close(db);
	open_store(f->path, &s);
	kl_store_close(s);
	db = raw_open(f->path);
	assert_int_equal(raw_int(db, "PRAGMA user_version"),
	                 kl_store_schema_version());
	assert_int_equal(raw_int(db, "SELECT count(*) FROM sqlite_master "
	                 "WHERE sql LIKE '%BETWEEN 0 AND 5)%'"), 0);
	raw_exec(db, "INSERT INTO player (name, created_at) "
	         "VALUES ('Zoe', '2026-11-24')");
	raw_exec(db, "INSERT INTO rubber (started_at) VALUES ('2026-11-24')");
	raw_exec(db, "INSERT INTO seat (rubber_id, seat, player_id) "
	         "SELECT max(r.id), 11, max(p.id) FROM rubber r, player p");
	assert_int_equal(raw_int(db, "SELECT max(seat) FROM seat"), 11);
	sqlite3_close(db);
}

/* A winner the pot pays nothing (ante 0) is a winner all the same: in
 * the list of rubbers, in the statistics, after an undo and a redo, and
 * after an upgrade from schema 2, which replays the rubber. */
static void
test_winners_without_chips(void **state)
{
	fixture *f = *state;
	kl_store *s;
	kl_rules rules;
	kl_undo_info u;
	kl_error err;
	booked tie, one;
	kl_rubber before;
	sqlite3 *db;

	kl_rules_default(&rules);
	rules.ante = 0;
	open_store(f->path, &s);
	book_start(&tie, s, &rules, ABC, 2);
	book_game(&tie, 1, 0, DW(99, 2));
	book_game(&tie, 0, 0, DW(2, 99));     /* both reach 101: a tie */
	assert_int_equal(tie.r.phase, KL_RUBBER_FINISHED);
	assert_int_equal(tie.r.nwinners, 2);
	assert_int_equal(tie.r.pot, 0);
	assert_int_equal(listed_winners(s, tie.id), 3);
	assert_int_equal(counted_wins(s, tie.id), 3);

	book_start(&one, s, &rules, ABC + 1, 2);
	book_game(&one, 0, 0, DW(2, 99));
	assert_int_equal(listed_winners(s, one.id), 0);
	/* undo the ending game: no winners; book it again: Ben wins */
	before = one.r;
	book_game(&one, 0, 0, DW(2, 99));
	assert_int_equal(one.r.nwinners, 1);
	assert_int_equal(listed_winners(s, one.id), 1);
	assert_int_equal(kl_store_begin(s, 1, &err), KL_OK);
	assert_int_equal(kl_store_undo(s, one.id, &u, &err), KL_OK);
	assert_int_equal(kl_store_commit(s, &err), KL_OK);
	assert_int_equal(listed_winners(s, one.id), 0);
	assert_int_equal(counted_wins(s, one.id), 0);
	one.r = before;
	book_game(&one, 0, 0, DW(2, 99));
	assert_int_equal(listed_winners(s, one.id), 1);
	kl_store_close(s);

	/* a database of schema 2 has no winners table (nor the later
	 * ones): the upgrade fills it from a replay of every finished
	 * rubber */
	db = raw_open(f->path);
	raw_exec(db, "ALTER TABLE game DROP COLUMN worth");
	raw_exec(db, "ALTER TABLE game DROP COLUMN upcard");
	raw_exec(db, "DROP INDEX rubber_uuid");
	raw_exec(db, "ALTER TABLE rubber DROP COLUMN uuid");
	raw_exec(db, "DROP VIEW standings");
	raw_exec(db, "DROP TABLE rule_change");
	raw_exec(db, "DROP TABLE player_leave");
	raw_exec(db, "DROP TABLE correction");
	raw_exec(db, "DELETE FROM rubber_setting WHERE key = 'first_dealer'");
	raw_exec(db, "ALTER TABLE rubber DROP COLUMN first_dealer");
	raw_exec(db, "DROP TABLE pot_winner");
	raw_exec(db, "DROP TABLE entry_code");
	raw_exec(db, "DROP TABLE tournament_table");
	raw_exec(db, "DROP TABLE tournament_series");
	raw_exec(db, "DROP TABLE tournament_player");
	raw_exec(db, "DROP TABLE tournament_setting");
	raw_exec(db, "DROP TABLE tournament");
	raw_exec(db, "DROP INDEX rubber_one_in_play");
	raw_exec(db, "DROP INDEX rubber_latest");
	raw_exec(db, "ALTER TABLE rubber DROP COLUMN tournament_id");
	raw_exec(db, "CREATE UNIQUE INDEX rubber_one_in_play ON rubber "
	         "(state) WHERE state = 'in_play'");
	raw_exec(db, "PRAGMA user_version = 2");
	sqlite3_close(db);
	open_store(f->path, &s);
	assert_int_equal(listed_winners(s, tie.id), 3);
	assert_int_equal(counted_wins(s, tie.id), 3);
	assert_int_equal(listed_winners(s, one.id), 1);
	assert_int_equal(counted_wins(s, one.id), 1);
	kl_store_close(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_open_creates_schema,
		                                setup, teardown),
		cmocka_unit_test_setup_teardown(
		    test_open_refuses_folder_in_the_way, setup, teardown),
		cmocka_unit_test(test_store_path),
		cmocka_unit_test_setup_teardown(test_rubber_round_trip, setup,
		                                teardown),
		cmocka_unit_test_setup_teardown(test_undo, setup, teardown),
		cmocka_unit_test_setup_teardown(test_rollback_leaves_no_trace,
		                                setup, teardown),
		cmocka_unit_test_setup_teardown(test_not_sqlite, setup,
		                                teardown),
		cmocka_unit_test_setup_teardown(test_seats_edit_checked, setup,
		                                teardown),
		cmocka_unit_test_setup_teardown(test_newer_schema_refused, setup,
		                                teardown),
		cmocka_unit_test_setup_teardown(test_views_agree, setup,
		                                teardown),
		cmocka_unit_test_setup_teardown(test_winners_without_chips,
		                                setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
