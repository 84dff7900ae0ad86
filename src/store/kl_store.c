/* kl_store.c - a kl_store (kl_store.h), the connection to the database:
 * opening it (its schema checked and upgraded by
 * kl_store_migrate.c), closing, transactions, the busy timeout, the
 * clock writes record, attaching a copy of another store, and the
 * statement helpers of kl_store_int.h.  The reads, writes, undo and
 * corrections, and the check are in kl_store_read.c, kl_store_write.c,
 * kl_store_fix.c and kl_store_check.c. */
#include "kl_store.h"

#include "kl_store_int.h"
#include "kl_store_sql.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <sqlite3.h>

/* A SQLite failure of store s (may be NULL) as an error code and message
 * (the name is the one scripts/update-po looks for, to put what in the
 * catalogue). */
static int
db_error(kl_store *s, int rc, const char *what, kl_error *err)
{
	return kl_store_sql_error(s != NULL ? s->db : NULL,
	                          s != NULL ? s->path : NULL, rc, what, err);
}

/* Run sql on s (kl_store_int.h). */
int
kl_sti_exec(kl_store *s, const char *sql, kl_error *err)
{
	int rc = sqlite3_exec(s->db, sql, NULL, NULL, NULL);

	return rc == SQLITE_OK ? KL_OK : db_error(s, rc, "database", err);
}

/* Prepare sql on s into *st, which the caller finalizes. */
int
kl_sti_prep(kl_store *s, const char *sql, sqlite3_stmt **st, kl_error *err)
{
	int rc = sqlite3_prepare_v2(s->db, sql, -1, st, NULL);

	return rc == SQLITE_OK ? KL_OK : db_error(s, rc, "database", err);
}

/*
 * As kl_sti_prep, for a statement kept in the store's cache (sql must be
 * a string literal: it is looked up by its address): reset and unbound
 * if it was prepared before.  The caller hands it back with
 * kl_sti_done_cached, never sqlite3_finalize.
 */
int
kl_sti_prep_cached(kl_store *s, const char *sql, sqlite3_stmt **st,
                   kl_error *err)
{
	int i, rc;

	for (i = 0; i < s->ncached; i++)
		if (s->cached_sql[i] == sql) {
			*st = s->cached[i];
			sqlite3_reset(*st);
			sqlite3_clear_bindings(*st);
			return KL_OK;
		}
	rc = sqlite3_prepare_v3(s->db, sql, -1, SQLITE_PREPARE_PERSISTENT, st,
	                        NULL);
	if (rc != SQLITE_OK)
		return db_error(s, rc, "database", err);
	if (s->ncached < KL_STI_CACHE_MAX) {
		s->cached_sql[s->ncached] = sql;
		s->cached[s->ncached++] = *st;
	}
	return KL_OK;
}

/* Hand back a statement of kl_sti_prep_cached: reset it (it stays in
 * the cache), or finalize it when the cache was full. */
void
kl_sti_done_cached(kl_store *s, sqlite3_stmt *st)
{
	int i;

	if (st == NULL)
		return;
	for (i = 0; i < s->ncached; i++)
		if (s->cached[i] == st) {
			sqlite3_reset(st);
			sqlite3_clear_bindings(st);
			return;
		}
	sqlite3_finalize(st);
}

/* Step a statement of kl_sti_prep_cached that returns no rows, then
 * hand it back. */
int
kl_sti_step_cached(kl_store *s, sqlite3_stmt *st, kl_error *err)
{
	int rc = sqlite3_step(st), out = KL_OK;

	if (rc != SQLITE_DONE && rc != SQLITE_ROW)
		out = db_error(s, rc, "database", err);
	kl_sti_done_cached(s, st);
	return out;
}

/* Step a statement that returns no rows, then finalize it. */
int
kl_sti_step_done(kl_store *s, sqlite3_stmt *st, kl_error *err)
{
	int rc = sqlite3_step(st), out = KL_OK;

	if (rc != SQLITE_DONE && rc != SQLITE_ROW)
		out = db_error(s, rc, "database", err);
	sqlite3_finalize(st);
	return out;
}

/* mkdir -p of the folder holding path. */
static int
make_parent(const char *path, kl_error *err)
{
	char dir[KL_PATH_MAX];
	char *p;
	size_t n = strlen(path);

	if (n >= sizeof(dir))
		return kl_error_set(err, KL_ESTORE, "database path too long");
	memcpy(dir, path, n + 1);
	p = strrchr(dir, '/');
	if (p == NULL || p == dir)
		return KL_OK;
	*p = '\0';
	for (p = dir + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		if (mkdir(dir, 0700) != 0 && errno != EEXIST)
			return kl_error_set(err, KL_ESTORE, "cannot create the "
			    "folder %s: %s", dir, strerror(errno));
		*p = '/';
	}
	if (mkdir(dir, 0700) != 0 && errno != EEXIST)
		return kl_error_set(err, KL_ESTORE, "cannot create the folder "
		    "%s: %s", dir, strerror(errno));
	return KL_OK;
}

/* The folder holding path ("." when path names none) into buf. */
static void
folder_of(const char *path, char *buf, size_t size)
{
	const char *slash = strrchr(path, '/');

	if (slash == NULL)
		snprintf(buf, size, ".");
	else if (slash == path)
		snprintf(buf, size, "/");
	else
		snprintf(buf, size, "%.*s", (int)(slash - path), path);
}

/*
 * Can the database at path be written?  SQLite needs to write the file
 * and, for its journal (path-wal, path-shm), its folder.  A missing file
 * needs a folder it can be created in (an error otherwise).  For an
 * existing file that cannot be written, s->readonly is set with the
 * reason.  Returns KL_OK or KL_ESTORE.
 */
static int
check_writable(kl_store *s, const char *path, int exists, kl_error *err)
{
	char dir[KL_PATH_MAX];

	folder_of(path, dir, sizeof(dir));
	if (!exists) {
		if (access(dir, W_OK | X_OK) != 0)
			return kl_error_set(err, KL_ESTORE, "cannot create the "
			    "database %s: its folder %s is read-only (%s)",
			    path, dir, strerror(errno));
		return KL_OK;
	}
	if (access(path, W_OK) != 0) {
		s->readonly = 1;
		snprintf(s->why_readonly, sizeof(s->why_readonly), "the file "
		         "is read-only (%s)", strerror(errno));
	} else if (access(dir, W_OK | X_OK) != 0) {
		s->readonly = 1;
		snprintf(s->why_readonly, sizeof(s->why_readonly), "its "
		         "folder %s is read-only (%s)", dir, strerror(errno));
	}
	return KL_OK;
}

/*
 * Open a database that cannot be written, for reading only.  Opened the
 * ordinary way, SQLite would leave behind a -shm file as read-only as
 * the database, and that file would keep refusing writes after the
 * database was made writable again.  So unless a journal with content is
 * waiting next to it (then it must be read, the ordinary way), the file
 * is opened as immutable: read as it is, with no side files.
 */
static int
open_readonly(kl_store *s, const char *path)
{
	static const char hex[] = "0123456789ABCDEF";
	char uri[3 * KL_PATH_MAX + 32], wal[KL_PATH_MAX + 8];
	struct stat sb;
	size_t o;
	const unsigned char *p;

	snprintf(wal, sizeof(wal), "%s-wal", path);
	if (stat(wal, &sb) == 0 && sb.st_size > 0)
		return sqlite3_open_v2(path, &s->db, SQLITE_OPEN_READONLY,
		                       NULL);
	o = (size_t)snprintf(uri, sizeof(uri), "file:");
	for (p = (const unsigned char *)path; *p != '\0'; p++) {
		if (isalnum(*p) || strchr("/._-~", *p) != NULL) {
			uri[o++] = (char)*p;
		} else {
			uri[o++] = '%';
			uri[o++] = hex[*p >> 4];
			uri[o++] = hex[*p & 15];
		}
	}
	snprintf(uri + o, sizeof(uri) - o, "?immutable=1");
	return sqlite3_open_v2(uri, &s->db, SQLITE_OPEN_READONLY |
	                       SQLITE_OPEN_URI, NULL);
}

void
kl_store_config_default(kl_store_config *cfg)
{
	memset(cfg, 0, sizeof(*cfg));
	cfg->busy_timeout_ms = KL_STORE_BUSY_TIMEOUT_MS;
}

const kl_store_config *
kl_store_config_of(const kl_store *s)
{
	return &s->cfg;
}

int
kl_store_open(const char *path, int mode, const kl_store_config *cfg,
              kl_store **out, kl_error *err)
{
	kl_store *s = NULL;
	kl_store_config defaults;
	struct stat sb;
	int rc, exists, missing, v;
	int memory = !strcmp(path, ":memory:");
	char sql[64];

	*out = NULL;
	if (cfg == NULL) {
		kl_store_config_default(&defaults);
		cfg = &defaults;
	}
	if (memory) {
		/* a private database in memory, for tests and fuzzing */
		exists = 0;
		missing = ENOENT;
	} else {
		exists = stat(path, &sb) == 0;
		missing = exists ? 0 : errno;
	}
	/* a file where a folder must go is left to make_parent to name */
	if (!exists && missing != ENOENT &&
	    !(missing == ENOTDIR && mode == KL_STORE_WRITE)) {
		rc = kl_error_set(err, KL_ESTORE, "cannot use the database "
		    "%s: %s", path, strerror(missing));
		goto fail;
	}
	if (exists && S_ISDIR(sb.st_mode)) {
		rc = kl_error_set(err, KL_ESTORE, "cannot use the database "
		    "%s: it is a folder", path);
		goto fail;
	}
	if (exists && !S_ISREG(sb.st_mode)) {
		rc = kl_error_set(err, KL_ESTORE, "cannot use the database "
		    "%s: it is not a regular file", path);
		goto fail;
	}
	if (!exists && mode == KL_STORE_READ) {
		rc = kl_error_set(err, KL_ENOTFOUND, "no database at %s yet "
		    "(start a rubber with 'klopf new')", path);
		goto fail;
	}
	if (!exists && !memory && (rc = make_parent(path, err)) != KL_OK)
		goto fail;
	s = calloc(1, sizeof(*s));
	if (s == NULL) {
		rc = kl_error_set(err, KL_ENOMEM, "out of memory");
		goto fail;
	}
	snprintf(s->path, sizeof(s->path), "%s", path);
	s->cfg = *cfg;
	if (!memory && (rc = check_writable(s, path, exists, err)) != KL_OK)
		goto fail;
	if (s->readonly)
		rc = open_readonly(s, path);
	else
		rc = sqlite3_open_v2(path, &s->db, SQLITE_OPEN_READWRITE |
		                     (mode == KL_STORE_WRITE ?
		                      SQLITE_OPEN_CREATE : 0), NULL);
	if (rc != SQLITE_OK) {
		rc = db_error(s, rc, "opening the database", err);
		goto fail;
	}
	sqlite3_extended_result_codes(s->db, 1);
	sqlite3_busy_timeout(s->db, (int)cfg->busy_timeout_ms);
	if ((rc = kl_sti_exec(s, "PRAGMA foreign_keys = ON", err)) != KL_OK)
		goto fail;
	if (cfg->max_pages > 0) {
		/* tests: a database that cannot grow, like a full disk */
		snprintf(sql, sizeof(sql), "PRAGMA max_page_count = %ld",
		         cfg->max_pages);
		if ((rc = kl_sti_exec(s, sql, err)) != KL_OK)
			goto fail;
	}
	if ((rc = kl_sti_schema_of(s, path, &v, err)) != KL_OK)
		goto fail;
	if (s->readonly || sqlite3_db_readonly(s->db, "main")) {
		if (v != kl_store_schema_version()) {
			rc = kl_error_set(err, KL_ESTORE, "the database %s "
			    "cannot be upgraded from schema %d to %d: %s",
			    path, v, kl_store_schema_version(),
			    s->readonly ? s->why_readonly : "it is read-only");
			goto fail;
		}
	} else {
		if ((rc = kl_sti_exec(s, "PRAGMA journal_mode = WAL",
		                      err)) != KL_OK)
			goto fail;
		if ((rc = kl_sti_exec(s, "PRAGMA synchronous = FULL",
		                      err)) != KL_OK)
			goto fail;
		if ((rc = kl_sti_migrate(s, v, err)) != KL_OK)
			goto fail;
	}
	*out = s;
	return KL_OK;
fail:
	kl_store_close(s);
	return rc;
}

void
kl_store_close(kl_store *s)
{
	if (s == NULL)
		return;
	if (s->in_tx)
		kl_store_rollback(s);
	while (s->ncached > 0)
		sqlite3_finalize(s->cached[--s->ncached]);
	sqlite3_close(s->db);
	free(s);
}

int
kl_store_begin(kl_store *s, int write, kl_error *err)
{
	int rc;

	if (write && s->readonly)
		return kl_error_set(err, KL_ESTORE, "cannot write to the "
		    "database %s: %s; nothing was changed", s->path,
		    s->why_readonly);
	rc = kl_sti_exec(s, write ? "BEGIN IMMEDIATE" : "BEGIN", err);
	if (rc == KL_OK)
		s->in_tx = 1;
	return rc;
}

int
kl_store_commit(kl_store *s, kl_error *err)
{
	int rc = kl_sti_exec(s, "COMMIT", err);

	if (rc == KL_OK)
		s->in_tx = 0;
	else
		kl_store_rollback(s);
	return rc;
}

void
kl_store_rollback(kl_store *s)
{
	if (s != NULL && s->db != NULL && !sqlite3_get_autocommit(s->db))
		sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
	if (s != NULL)
		s->in_tx = 0;
}

/* The time writes record: the clock set by kl_store_set_clock, else
 * the time the store's settings fix (for tests), else now, as ISO 8601
 * UTC. */
const char *
kl_sti_now(const kl_store *s, char *buf, size_t size)
{
	const char *fixed = s != NULL ? s->cfg.now : NULL;
	time_t t;
	struct tm tm;

	if (s != NULL && s->clock[0] != '\0') {
		snprintf(buf, size, "%s", s->clock);
		return buf;
	}
	if (fixed != NULL && fixed[0] != '\0') {
		snprintf(buf, size, "%s", fixed);
		return buf;
	}
	t = time(NULL);
	gmtime_r(&t, &tm);
	strftime(buf, size, "%Y-%m-%dT%H:%M:%SZ", &tm);
	return buf;
}

void
kl_store_set_clock(kl_store *s, const char *at)
{
	snprintf(s->clock, sizeof(s->clock), "%s", at != NULL ? at : "");
}

int
kl_store_attach_copy(kl_store *s, kl_store *from, const char *name,
                     kl_error *err)
{
	sqlite3_stmt *st = NULL;
	sqlite3_backup *b;
	int rc;

	if ((rc = kl_sti_prep(s, "ATTACH DATABASE ':memory:' AS ?", &st,
	                      err)) != KL_OK)
		return rc;
	sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
	if ((rc = kl_sti_step_done(s, st, err)) != KL_OK)
		return rc;
	b = sqlite3_backup_init(s->db, name, from->db, "main");
	if (b == NULL) {
		rc = db_error(s, sqlite3_errcode(s->db), "copying the file to "
		              "merge", err);
		kl_store_detach(s, name);
		return rc;
	}
	rc = sqlite3_backup_step(b, -1);
	sqlite3_backup_finish(b);
	if (rc != SQLITE_DONE) {
		rc = db_error(s, rc, "copying the file to merge", err);
		kl_store_detach(s, name);
		return rc;
	}
	return KL_OK;
}

void
kl_store_detach(kl_store *s, const char *name)
{
	sqlite3_stmt *st = NULL;

	if (sqlite3_prepare_v2(s->db, "DETACH DATABASE ?", -1, &st, NULL) ==
	    SQLITE_OK) {
		sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
		sqlite3_step(st);
	}
	sqlite3_finalize(st);
}

struct sqlite3 *
kl_store_sqlite(kl_store *s)
{
	return s != NULL ? s->db : NULL;
}
