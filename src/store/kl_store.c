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
	if (s != NULL)
		s->last_rc = rc;
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

/*
 * The first folder named in path that is a file instead (the longest
 * path of its folders that exists and is no folder), into buf; 0 when
 * every one that exists is a folder.
 */
static int
file_in_the_way(const char *path, char *buf, size_t size)
{
	struct stat sb;
	const char *p;

	for (p = strchr(path + 1, '/'); p != NULL; p = strchr(p + 1, '/')) {
		snprintf(buf, size, "%.*s", (int)(p - path), path);
		if (stat(buf, &sb) != 0)
			return 0;
		if (!S_ISDIR(sb.st_mode))
			return 1;
	}
	return 0;
}

/*
 * mkdir -p of the folder holding path.  *made receives how many
 * folders it made (the deepest ones of the path), for
 * remove_made_folders.  Returns KL_OK or KL_ESTORE naming the folder
 * that could not be made, or the file standing where a folder must go.
 */
static int
make_parent(const char *path, int *made, kl_error *err)
{
	char dir[KL_PATH_MAX], file[KL_PATH_MAX];
	char *p;
	size_t n = strlen(path);

	*made = 0;
	if (n >= sizeof(dir))
		return kl_error_set(err, KL_ESTORE, "database path too long");
	if (file_in_the_way(path, file, sizeof(file)))
		return kl_error_set(err, KL_ESTORE, "cannot create the database "
		    "%s: %s is a file, not a folder", path, file);
	memcpy(dir, path, n + 1);
	p = strrchr(dir, '/');
	if (p == NULL || p == dir)
		return KL_OK;
	*p = '\0';
	for (p = dir + 1;; p++) {
		int last = *p == '\0';

		if (*p != '/' && !last)
			continue;
		*p = '\0';
		if (mkdir(dir, 0700) == 0)
			(*made)++;
		else if (errno != EEXIST)
			return kl_error_set(err, KL_ESTORE, "cannot create the "
			    "folder %s: %s", dir, strerror(errno));
		if (last)
			break;
		*p = '/';
	}
	return KL_OK;
}

/* Remove the made deepest folders of the folder holding path (those
 * make_parent made, now empty again); what is not empty stays. */
static void
remove_made_folders(const char *path, int made)
{
	char dir[KL_PATH_MAX];
	char *p;

	snprintf(dir, sizeof(dir), "%s", path);
	while (made-- > 0 && (p = strrchr(dir, '/')) != NULL && p != dir) {
		*p = '\0';
		if (rmdir(dir) != 0)
			break;
	}
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
 * existing file that cannot be written, s->readonly is set to the
 * reason (KL_STI_RO_FILE, KL_STI_RO_FOLDER) with its errno and the
 * folder.  Returns KL_OK or KL_ESTORE.
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
		s->readonly = KL_STI_RO_FILE;
		s->readonly_errno = errno;
	} else if (access(dir, W_OK | X_OK) != 0) {
		s->readonly = KL_STI_RO_FOLDER;
		s->readonly_errno = errno;
		snprintf(s->folder, sizeof(s->folder), "%s", dir);
	}
	return KL_OK;
}

/* Refuse a write to s, which opened for reading only, saying why in one
 * sentence.  Returns KL_ESTORE. */
static int
readonly_refusal(const kl_store *s, kl_error *err)
{
	switch (s->readonly) {
	case KL_STI_RO_FILE:
		return kl_error_set(err, KL_ESTORE, "cannot write to the "
		    "database %s: the file is read-only (%s); nothing was "
		    "changed", s->path, strerror(s->readonly_errno));
	case KL_STI_RO_FOLDER:
		return kl_error_set(err, KL_ESTORE, "cannot write to the "
		    "database %s: its folder %s is read-only (%s); nothing "
		    "was changed", s->path, s->folder,
		    strerror(s->readonly_errno));
	default:
		return kl_error_set(err, KL_ESTORE, "cannot write to the "
		    "database %s: the disk is full; nothing was changed",
		    s->path);
	}
}

/* Refuse to upgrade s, which cannot be written, from schema v, saying
 * why in one sentence.  Returns KL_ESTORE. */
static int
upgrade_refusal(const kl_store *s, int v, kl_error *err)
{
	int to = kl_store_schema_version();

	switch (s->readonly) {
	case KL_STI_RO_FILE:
		return kl_error_set(err, KL_ESTORE, "the database %s cannot be "
		    "upgraded from schema %d to %d: the file is read-only "
		    "(%s)", s->path, v, to, strerror(s->readonly_errno));
	case KL_STI_RO_FOLDER:
		return kl_error_set(err, KL_ESTORE, "the database %s cannot be "
		    "upgraded from schema %d to %d: its folder %s is read-only "
		    "(%s)", s->path, v, to, s->folder,
		    strerror(s->readonly_errno));
	case KL_STI_RO_FULL:
		return kl_error_set(err, KL_ESTORE, "the database %s cannot be "
		    "upgraded from schema %d to %d: the disk is full",
		    s->path, v, to);
	default:
		return kl_error_set(err, KL_ESTORE, "the database %s cannot be "
		    "upgraded from schema %d to %d: it is read-only",
		    s->path, v, to);
	}
}

/* Does path-wal hold something (a journal a reader must read)? */
static int
wal_has_content(const char *path)
{
	char wal[KL_PATH_MAX + 8];
	struct stat sb;

	snprintf(wal, sizeof(wal), "%s-wal", path);
	return stat(wal, &sb) == 0 && sb.st_size > 0;
}

/* Open path as a URI with query (without its '?') for reading only
 * into s->db. */
static int
open_uri(kl_store *s, const char *path, const char *query)
{
	static const char hex[] = "0123456789ABCDEF";
	char uri[3 * KL_PATH_MAX + 64];
	size_t o;
	const unsigned char *p;

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
	snprintf(uri + o, sizeof(uri) - o, "?%s", query);
	return sqlite3_open_v2(uri, &s->db, SQLITE_OPEN_READONLY |
	                       SQLITE_OPEN_URI, NULL);
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
	if (wal_has_content(path))
		return sqlite3_open_v2(path, &s->db, SQLITE_OPEN_READONLY,
		                       NULL);
	return open_uri(s, path, "immutable=1");
}

/*
 * Open path for reading without creating or writing any file, where the
 * ordinary way could not make its side files (a full disk; a read-only
 * folder without the -shm of the journal a crash left): the file alone
 * as immutable when no journal has content; else the file and its
 * journal, with the index of the journal kept in memory instead of the
 * -shm file and no locks on the files (SQLite's "unix-none" files and
 * the exclusive locking mode).  Without a -shm file no other connection
 * is reading or writing the journal, and this connection never writes.
 * Returns a SQLite code.
 */
static int
open_without_side_files(kl_store *s, const char *path)
{
	int rc;

	if (!wal_has_content(path))
		return open_uri(s, path, "immutable=1");
	rc = open_uri(s, path, "vfs=unix-none");
	if (rc == SQLITE_OK)
		rc = sqlite3_exec(s->db, "PRAGMA locking_mode = EXCLUSIVE",
		                  NULL, NULL, NULL);
	return rc;
}

/*
 * After the first read of s failed: can the file be read without side
 * files (open_without_side_files)?  The reason the store then cannot be
 * written (enum kl_sti_readonly): KL_STI_RO_FULL when the disk is full
 * (SQLITE_FULL, or an I/O error whose errno is ENOSPC), the reason it
 * has when it is read-only and SQLite could not open a side file; 0
 * when neither.
 */
static int
read_without_side_files(const kl_store *s)
{
	int code = sqlite3_extended_errcode(s->db) & 0xff;

	if (kl_store_sql_disk_full(s->db, code))
		return KL_STI_RO_FULL;
	if (s->readonly && code == SQLITE_CANTOPEN)
		return s->readonly;
	return 0;
}

/*
 * Read the database of s, of schema v, where the file cannot be
 * upgraded because the disk is full: a copy of it in memory, upgraded
 * there, takes the place of the file's connection (s stays read-only,
 * so nothing is written back).  Returns KL_OK or the error of the copy
 * or the upgrade.
 */
/* Finalize every statement s keeps prepared (before its connection is
 * closed: SQLite keeps a connection with statements open). */
static void
drop_cached(kl_store *s)
{
	while (s->ncached > 0)
		sqlite3_finalize(s->cached[--s->ncached]);
}

static int
upgrade_in_memory(kl_store *s, int v, kl_error *err)
{
	sqlite3 *mem = NULL;
	sqlite3_backup *b;
	int rc;

	rc = sqlite3_open_v2(":memory:", &mem, SQLITE_OPEN_READWRITE, NULL);
	if (rc == SQLITE_OK) {
		b = sqlite3_backup_init(mem, "main", s->db, "main");
		if (b == NULL) {
			rc = sqlite3_extended_errcode(mem);
		} else {
			rc = sqlite3_backup_step(b, -1);
			sqlite3_backup_finish(b);
			rc = rc == SQLITE_DONE ? SQLITE_OK : rc;
		}
	}
	if (rc != SQLITE_OK) {
		rc = db_error(s, rc, "copying the database to read it", err);
		sqlite3_close(mem);
		return rc;
	}
	drop_cached(s);
	sqlite3_close(s->db);
	s->db = mem;
	s->memory_copy = 1;
	sqlite3_extended_result_codes(s->db, 1);
	if ((rc = kl_sti_exec(s, "PRAGMA foreign_keys = ON", err)) != KL_OK)
		return rc;
	return kl_sti_migrate(s, v, err);
}

/*
 * Make the freshly opened, writable s (of schema v) ready to write: WAL
 * journal, full syncs, the schema upgraded.  Returns KL_OK or the
 * store's error (s->last_rc says SQLite's code).
 */
static int
ready_to_write(kl_store *s, int v, kl_error *err)
{
	int rc;

	if ((rc = kl_sti_exec(s, "PRAGMA journal_mode = WAL", err)) != KL_OK ||
	    (rc = kl_sti_exec(s, "PRAGMA synchronous = FULL", err)) != KL_OK)
		return rc;
	return kl_sti_migrate(s, v, err);
}

/* Which of path-wal (1) and path-shm (2) exist, as a set of bits. */
static int
side_files(const char *path)
{
	char side[KL_PATH_MAX + 8];
	int set = 0;

	snprintf(side, sizeof(side), "%s-wal", path);
	if (access(side, F_OK) == 0)
		set |= 1;
	snprintf(side, sizeof(side), "%s-shm", path);
	if (access(side, F_OK) == 0)
		set |= 2;
	return set;
}

/*
 * Remove the side files of path that a connection which could not make
 * them whole has left: those not in had (side_files before it opened),
 * the journal only when it holds nothing.
 */
static void
remove_side_files(const char *path, int had)
{
	char side[KL_PATH_MAX + 8];

	if (!(had & 2)) {
		snprintf(side, sizeof(side), "%s-shm", path);
		unlink(side);
	}
	if (!(had & 1) && !wal_has_content(path)) {
		snprintf(side, sizeof(side), "%s-wal", path);
		unlink(side);
	}
}

/*
 * The database klopf created at path (the file as sb was when created;
 * made: the folders made for it) and could not initialise: remove it,
 * its side files and the folders, unless another program has put a
 * file of its own there since.
 */
static void
remove_created(const char *path, const struct stat *made_sb, int made)
{
	static const char *const sides[] = { "-wal", "-shm", "-journal" };
	char side[KL_PATH_MAX + 16];
	struct stat sb;
	size_t i;

	if (stat(path, &sb) != 0 || sb.st_dev != made_sb->st_dev ||
	    sb.st_ino != made_sb->st_ino)
		return;
	for (i = 0; i < sizeof(sides) / sizeof(sides[0]); i++) {
		snprintf(side, sizeof(side), "%s%s", path, sides[i]);
		unlink(side);
	}
	unlink(path);
	remove_made_folders(path, made);
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
	struct stat sb, made_sb;
	int rc, exists, missing, v, made = 0, created = 0, why, had = 0;
	int memory = !strcmp(path, ":memory:");
	char sql[64], file[KL_PATH_MAX];

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
	if (!exists && missing == ENOTDIR && mode != KL_STORE_WRITE &&
	    file_in_the_way(path, file, sizeof(file))) {
		rc = kl_error_set(err, KL_ESTORE, "cannot use the database %s: "
		    "%s is a file, not a folder", path, file);
		goto fail;
	}
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
	if (!exists && !memory &&
	    (rc = make_parent(path, &made, err)) != KL_OK)
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
	if (exists)
		had = side_files(path);
	if (s->readonly)
		rc = open_readonly(s, path);
	else
		rc = sqlite3_open_v2(path, &s->db, SQLITE_OPEN_READWRITE |
		                     (mode == KL_STORE_WRITE ?
		                      SQLITE_OPEN_CREATE : 0), NULL);
	/* the file this call made, to be removed if it cannot be set up */
	if (!exists && !memory && stat(path, &made_sb) == 0)
		created = 1;
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
	rc = kl_sti_schema_of(s, path, &v, err);
	/* a read that needs no side file, where they cannot be made: the
	 * store is then read-only, saying why */
	if (rc != KL_OK && exists && (why = read_without_side_files(s))) {
		drop_cached(s);
		sqlite3_close(s->db);
		s->db = NULL;
		s->readonly = why;
		remove_side_files(path, had);
		s->last_rc = 0;
		if ((rc = open_without_side_files(s, path)) != SQLITE_OK)
			rc = db_error(s, rc, "opening the database", err);
		else if (sqlite3_extended_result_codes(s->db, 1) == SQLITE_OK)
			rc = kl_sti_schema_of(s, path, &v, err);
		/* what is left to do about a crash's journal beside a file
		 * klopf cannot write */
		if (rc != KL_OK && why != KL_STI_RO_FULL &&
		    ((s->last_rc & 0xff) == SQLITE_CANTOPEN ||
		     (s->last_rc & 0xff) == SQLITE_IOERR) &&
		    wal_has_content(path))
			rc = kl_error_set(err, KL_ESTORE, "cannot read the "
			    "database %s: the journal %s-wal that a klopf which "
			    "stopped left beside it cannot be read where it is; "
			    "copy both files to a folder you can write and read "
			    "the copy", path, path);
	}
	if (rc != KL_OK)
		goto fail;
	if (!s->readonly && !sqlite3_db_readonly(s->db, "main") &&
	    (rc = ready_to_write(s, v, err)) != KL_OK) {
		/* a disk too full for the journal's mode or the upgrade:
		 * the file is read as it is, read-only */
		if (!exists || !kl_store_sql_disk_full(s->db, s->last_rc))
			goto fail;
		s->readonly = KL_STI_RO_FULL;
	}
	if ((s->readonly || sqlite3_db_readonly(s->db, "main")) &&
	    v != kl_store_schema_version()) {
		/* what a full disk cannot take is upgraded in memory */
		rc = s->readonly == KL_STI_RO_FULL ?
		     upgrade_in_memory(s, v, err) : upgrade_refusal(s, v, err);
		if (rc != KL_OK)
			goto fail;
	}
	*out = s;
	return KL_OK;
fail:
	kl_store_close(s);
	/* a database made now and not set up is no database: nothing is
	 * left (but one another klopf is setting up, which kept it busy) */
	if (created && rc != KL_EBUSY)
		remove_created(path, &made_sb, made);
	else if (!exists && !memory)
		remove_made_folders(path, made);
	return rc;
}

void
kl_store_close(kl_store *s)
{
	if (s == NULL)
		return;
	if (s->in_tx)
		kl_store_rollback(s);
	drop_cached(s);
	sqlite3_close(s->db);
	free(s);
}

int
kl_store_begin(kl_store *s, int write, kl_error *err)
{
	int rc;

	if (write && s->readonly)
		return readonly_refusal(s, err);
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
