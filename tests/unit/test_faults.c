/*
 * test_faults.c - fault injection in the style of SQLite's own tests.
 * Every operation that writes (a game, a correction of game 1, undo, a
 * buy-back, a player leaving, a rule changed, a new rubber, an import;
 * and opening the store, plain and upgrading a schema 1 database) is
 * run once without faults to count the steps it takes, then once for
 * every step with that step failing: an I/O call on the database files
 * (read, write, sync, truncate, size, lock, unlock, open, delete,
 * access), through a VFS that wraps the default one, with the error a
 * real disk gives (SQLITE_IOERR_*, SQLITE_FULL, SQLITE_CANTOPEN), or an
 * allocation of SQLite's, through a wrapper of its allocator.  The
 * fault hits once, or that step and every later one of its kind.
 *
 * Afterwards the database must pass integrity_check, open again, and
 * hold exactly what it held before the operation or exactly what the
 * fault-free run left, nothing in between; an operation that reported
 * success must have left the latter; one that failed must say why in a
 * non-empty message without control characters, must not leave its
 * connection open, and an upgrade's backup must be whole.  Those are
 * the promises of docs/reliability.md, and breaking one fails the test.
 * A failure reported as the user's mistake or with an untrue reason, a
 * file left next to the database, and a change done although the
 * operation failed (allowed: a sync or the close after the commit
 * failed) are printed as notes and counted.
 *
 * What a database holds depends on its bytes alone: a file the sweep
 * has checked (the image first) and meets again byte for byte, with no
 * journal holding anything, is not opened again.  And failing a step
 * and every later one of its kind is the same run as failing it once
 * when that run took no later step of the kind: it is counted with that
 * run's outcome, not made again.
 *
 * Last, a full disk: the index of the journal cannot be given its room
 * (xShmMap fails with errno ENOSPC, which the sweep leaves alone), and
 * the store must still read, leave no file, and refuse a write saying
 * the disk is full; a new database that cannot be written is removed
 * with the folders made for it.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <dirent.h>
#include <errno.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>
#include <sqlite3.h>

#include "kl_history_json.h"
#include "kl_ops.h"
#include "kl_store_int.h"

#define KNOCK_ANNA "Anna=4H 5H 6H 7S 7D 7C JS QS KS 4C"
#define BEN "Ben=2C 3C 4C 8D 9D 10D KH KD 5S 9S"
#define CLARA "Clara=AH AD AS 6C 7C 8C 2D 3H 10S JC"

/* ------------------------------------------------------------------ */
/* what fails, and the count of steps                                   */

/* The kinds of step that can fail: the I/O calls of the VFS, and
 * SQLite's allocations. */
enum step_kind {
	S_READ, S_WRITE, S_SYNC, S_TRUNCATE, S_FILESIZE, S_LOCK, S_UNLOCK,
	S_OPEN, S_DELETE, S_ACCESS, S_SHMMAP, S_MALLOC, S_NKINDS
};

static const char *const kind_names[S_NKINDS] = {
	"xRead", "xWrite", "xSync", "xTruncate", "xFileSize", "xLock",
	"xUnlock", "xOpen", "xDelete", "xAccess", "xShmMap", "malloc"
};

/* A fault to sweep: which kind of step fails, and with what. */
typedef struct fault_spec {
	int kind;
	int code;
	const char *code_name;
} fault_spec;

static const fault_spec specs[] = {
	{ S_READ, SQLITE_IOERR_READ, "SQLITE_IOERR_READ" },
	{ S_WRITE, SQLITE_IOERR_WRITE, "SQLITE_IOERR_WRITE" },
	{ S_WRITE, SQLITE_FULL, "SQLITE_FULL" },
	{ S_SYNC, SQLITE_IOERR_FSYNC, "SQLITE_IOERR_FSYNC" },
	{ S_TRUNCATE, SQLITE_IOERR_TRUNCATE, "SQLITE_IOERR_TRUNCATE" },
	{ S_FILESIZE, SQLITE_IOERR_FSTAT, "SQLITE_IOERR_FSTAT" },
	{ S_LOCK, SQLITE_IOERR_LOCK, "SQLITE_IOERR_LOCK" },
	{ S_UNLOCK, SQLITE_IOERR_UNLOCK, "SQLITE_IOERR_UNLOCK" },
	{ S_OPEN, SQLITE_CANTOPEN, "SQLITE_CANTOPEN" },
	{ S_DELETE, SQLITE_IOERR_DELETE, "SQLITE_IOERR_DELETE" },
	{ S_ACCESS, SQLITE_IOERR_ACCESS, "SQLITE_IOERR_ACCESS" },
	{ S_MALLOC, SQLITE_NOMEM, "out of memory" },
};
#define NSPECS (sizeof(specs) / sizeof(specs[0]))

/*
 * The state of the injector.  Steps are counted only while counting is
 * on (from just after the store is opened, or just before for the
 * operations that open it, until it is closed again);
 * the at-th step of kind fails with code, and with persistent every
 * later one of that kind too.  The test runs in one thread, and SQLite
 * starts none.
 */
static struct {
	int counting;
	long count[S_NKINDS];
	int kind;            /* the kind to fail, or -1 */
	long at;
	int persistent;
	int code;
	long injected;       /* faults injected since armed */
	int open_files;      /* files open through the VFS */
	int sys_errno;       /* the errno a failed step leaves (0: the
	                        real one), as xGetLastError tells it */
} fault = { 0, { 0 }, -1, 0, 0, 0, 0, 0, 0 };

/* Count a step of kind k; 1 if it is to fail. */
static int
fault_step(int k)
{
	long n;

	if (!fault.counting)
		return 0;
	n = ++fault.count[k];
	if (k != fault.kind || n < fault.at ||
	    (n > fault.at && !fault.persistent))
		return 0;
	fault.injected++;
	return 1;
}

/* Start counting steps, failing the at-th of kind (-1: none). */
static void
fault_arm(int kind, long at, int persistent, int code)
{
	memset(fault.count, 0, sizeof(fault.count));
	fault.kind = kind;
	fault.at = at;
	fault.persistent = persistent;
	fault.code = code;
	fault.injected = 0;
	fault.sys_errno = 0;
	fault.counting = 1;
}

static void
fault_disarm(void)
{
	fault.counting = 0;
	fault.kind = -1;
}

/* ------------------------------------------------------------------ */
/* the VFS: the default one, with every I/O step counted                */

typedef struct fault_file {
	sqlite3_file base;
	sqlite3_file *real;  /* the default VFS's file, right after this */
} fault_file;

static sqlite3_vfs *real_vfs;
static sqlite3_vfs fault_vfs;
static sqlite3_io_methods fault_io[4];  /* by the real file's iVersion */

#define REAL(f) (((fault_file *)(void *)(f))->real)
#define RM(f) (REAL(f)->pMethods)

static int
ff_close(sqlite3_file *f)
{
	int rc = RM(f)->xClose(REAL(f));

	fault.open_files--;
	return rc;
}

static int
ff_read(sqlite3_file *f, void *buf, int amt, sqlite3_int64 off)
{
	if (fault_step(S_READ))
		return fault.code;
	return RM(f)->xRead(REAL(f), buf, amt, off);
}

static int
ff_write(sqlite3_file *f, const void *buf, int amt, sqlite3_int64 off)
{
	if (fault_step(S_WRITE))
		return fault.code;
	return RM(f)->xWrite(REAL(f), buf, amt, off);
}

static int
ff_truncate(sqlite3_file *f, sqlite3_int64 size)
{
	if (fault_step(S_TRUNCATE))
		return fault.code;
	return RM(f)->xTruncate(REAL(f), size);
}

/*
 * A sync that succeeds does not reach the disk: the sweep fails calls,
 * it never cuts the power (tests/scripts/crash.sh kills klopf for
 * that), so what SQLite sees is the same, and the thousands of runs
 * do not wait for the disk.
 */
static int
ff_sync(sqlite3_file *f, int flags)
{
	(void)f;
	(void)flags;
	if (fault_step(S_SYNC))
		return fault.code;
	return SQLITE_OK;
}

static int
ff_file_size(sqlite3_file *f, sqlite3_int64 *size)
{
	if (fault_step(S_FILESIZE))
		return fault.code;
	return RM(f)->xFileSize(REAL(f), size);
}

static int
ff_lock(sqlite3_file *f, int level)
{
	if (fault_step(S_LOCK))
		return fault.code;
	return RM(f)->xLock(REAL(f), level);
}

static int
ff_unlock(sqlite3_file *f, int level)
{
	if (fault_step(S_UNLOCK))
		return fault.code;
	return RM(f)->xUnlock(REAL(f), level);
}

static int
ff_check_reserved(sqlite3_file *f, int *out)
{
	return RM(f)->xCheckReservedLock(REAL(f), out);
}

static int
ff_file_control(sqlite3_file *f, int op, void *arg)
{
	return RM(f)->xFileControl(REAL(f), op, arg);
}

static int
ff_sector_size(sqlite3_file *f)
{
	return RM(f)->xSectorSize(REAL(f));
}

static int
ff_device(sqlite3_file *f)
{
	return RM(f)->xDeviceCharacteristics(REAL(f));
}

/* the WAL index and memory maps pass through */
static int
ff_shm_map(sqlite3_file *f, int region, int size, int extend,
           void volatile **out)
{
	if (fault_step(S_SHMMAP))
		return fault.code;
	return RM(f)->xShmMap(REAL(f), region, size, extend, out);
}

static int
ff_shm_lock(sqlite3_file *f, int offset, int n, int flags)
{
	return RM(f)->xShmLock(REAL(f), offset, n, flags);
}

static void
ff_shm_barrier(sqlite3_file *f)
{
	RM(f)->xShmBarrier(REAL(f));
}

static int
ff_shm_unmap(sqlite3_file *f, int del)
{
	return RM(f)->xShmUnmap(REAL(f), del);
}

static int
ff_fetch(sqlite3_file *f, sqlite3_int64 off, int amt, void **out)
{
	return RM(f)->xFetch(REAL(f), off, amt, out);
}

static int
ff_unfetch(sqlite3_file *f, sqlite3_int64 off, void *p)
{
	return RM(f)->xUnfetch(REAL(f), off, p);
}

static int
fv_open(sqlite3_vfs *vfs, const char *name, sqlite3_file *f, int flags,
        int *out_flags)
{
	fault_file *ff = (fault_file *)(void *)f;
	int rc, v;

	(void)vfs;
	f->pMethods = NULL;
	ff->real = (sqlite3_file *)(void *)(ff + 1);
	if (fault_step(S_OPEN))
		return fault.code;
	rc = real_vfs->xOpen(real_vfs, name, ff->real, flags, out_flags);
	if (ff->real->pMethods != NULL) {
		v = ff->real->pMethods->iVersion;
		f->pMethods = &fault_io[v < 1 ? 1 : v > 3 ? 3 : v];
		fault.open_files++;
	}
	return rc;
}

static int
fv_delete(sqlite3_vfs *vfs, const char *name, int sync_dir)
{
	(void)vfs;
	if (fault_step(S_DELETE))
		return fault.code;
	return real_vfs->xDelete(real_vfs, name, sync_dir);
}

static int
fv_access(sqlite3_vfs *vfs, const char *name, int flags, int *out)
{
	(void)vfs;
	if (fault_step(S_ACCESS))
		return fault.code;
	return real_vfs->xAccess(real_vfs, name, flags, out);
}

static int
fv_full_pathname(sqlite3_vfs *vfs, const char *name, int n, char *out)
{
	(void)vfs;
	return real_vfs->xFullPathname(real_vfs, name, n, out);
}

static void *
fv_dl_open(sqlite3_vfs *vfs, const char *name)
{
	(void)vfs;
	return real_vfs->xDlOpen(real_vfs, name);
}

static void
fv_dl_error(sqlite3_vfs *vfs, int n, char *msg)
{
	(void)vfs;
	real_vfs->xDlError(real_vfs, n, msg);
}

static void (*fv_dl_sym(sqlite3_vfs *vfs, void *h, const char *sym))(void)
{
	(void)vfs;
	return real_vfs->xDlSym(real_vfs, h, sym);
}

static void
fv_dl_close(sqlite3_vfs *vfs, void *h)
{
	(void)vfs;
	real_vfs->xDlClose(real_vfs, h);
}

static int
fv_randomness(sqlite3_vfs *vfs, int n, char *out)
{
	(void)vfs;
	return real_vfs->xRandomness(real_vfs, n, out);
}

static int
fv_sleep(sqlite3_vfs *vfs, int us)
{
	(void)vfs;
	return real_vfs->xSleep(real_vfs, us);
}

static int
fv_current_time(sqlite3_vfs *vfs, double *out)
{
	(void)vfs;
	return real_vfs->xCurrentTime(real_vfs, out);
}

static int
fv_last_error(sqlite3_vfs *vfs, int n, char *out)
{
	(void)vfs;
	if (fault.sys_errno != 0 && fault.injected > 0)
		return fault.sys_errno;
	return real_vfs->xGetLastError(real_vfs, n, out);
}

static int
fv_current_time64(sqlite3_vfs *vfs, sqlite3_int64 *out)
{
	(void)vfs;
	return real_vfs->xCurrentTimeInt64(real_vfs, out);
}

static int
fv_set_syscall(sqlite3_vfs *vfs, const char *name, sqlite3_syscall_ptr p)
{
	(void)vfs;
	return real_vfs->xSetSystemCall(real_vfs, name, p);
}

static sqlite3_syscall_ptr
fv_get_syscall(sqlite3_vfs *vfs, const char *name)
{
	(void)vfs;
	return real_vfs->xGetSystemCall(real_vfs, name);
}

static const char *
fv_next_syscall(sqlite3_vfs *vfs, const char *name)
{
	(void)vfs;
	return real_vfs->xNextSystemCall(real_vfs, name);
}

/* ------------------------------------------------------------------ */
/* the allocator: SQLite's default one, with every allocation counted   */

static sqlite3_mem_methods real_mem;

static void *
fm_malloc(int n)
{
	if (fault_step(S_MALLOC))
		return NULL;
	return real_mem.xMalloc(n);
}

static void
fm_free(void *p)
{
	real_mem.xFree(p);
}

static void *
fm_realloc(void *p, int n)
{
	if (fault_step(S_MALLOC))
		return NULL;
	return real_mem.xRealloc(p, n);
}

static int
fm_size(void *p)
{
	return real_mem.xSize(p);
}

static int
fm_roundup(int n)
{
	return real_mem.xRoundup(n);
}

static int
fm_init(void *app)
{
	(void)app;
	return real_mem.xInit(real_mem.pAppData);
}

static void
fm_shutdown(void *app)
{
	(void)app;
	real_mem.xShutdown(real_mem.pAppData);
}

/*
 * Put the counting allocator and VFS in place, before any database is
 * opened: the allocator can only be changed while SQLite is not
 * initialised, and the VFS becomes the default one, so that
 * kl_store_open uses it.
 */
static void
install_faults(void)
{
	static sqlite3_mem_methods mem = {
		fm_malloc, fm_free, fm_realloc, fm_size, fm_roundup, fm_init,
		fm_shutdown, NULL
	};
	static const sqlite3_io_methods io = {
		3, ff_close, ff_read, ff_write, ff_truncate, ff_sync,
		ff_file_size, ff_lock, ff_unlock, ff_check_reserved,
		ff_file_control, ff_sector_size, ff_device, ff_shm_map,
		ff_shm_lock, ff_shm_barrier, ff_shm_unmap, ff_fetch, ff_unfetch
	};
	int v;

	assert_int_equal(sqlite3_shutdown(), SQLITE_OK);
	assert_int_equal(sqlite3_config(SQLITE_CONFIG_GETMALLOC, &real_mem),
	                 SQLITE_OK);
	assert_non_null(real_mem.xMalloc);
	assert_int_equal(sqlite3_config(SQLITE_CONFIG_MALLOC, &mem), SQLITE_OK);
	assert_int_equal(sqlite3_initialize(), SQLITE_OK);
	real_vfs = sqlite3_vfs_find(NULL);
	assert_non_null(real_vfs);
	for (v = 1; v <= 3; v++) {
		fault_io[v] = io;
		fault_io[v].iVersion = v;
	}
	memset(&fault_vfs, 0, sizeof(fault_vfs));
	fault_vfs.iVersion = real_vfs->iVersion < 3 ? real_vfs->iVersion : 3;
	fault_vfs.szOsFile = (int)sizeof(fault_file) + real_vfs->szOsFile;
	fault_vfs.mxPathname = real_vfs->mxPathname;
	fault_vfs.zName = "klopf-faults";
	fault_vfs.xOpen = fv_open;
	fault_vfs.xDelete = fv_delete;
	fault_vfs.xAccess = fv_access;
	fault_vfs.xFullPathname = fv_full_pathname;
	fault_vfs.xDlOpen = fv_dl_open;
	fault_vfs.xDlError = fv_dl_error;
	fault_vfs.xDlSym = fv_dl_sym;
	fault_vfs.xDlClose = fv_dl_close;
	fault_vfs.xRandomness = fv_randomness;
	fault_vfs.xSleep = fv_sleep;
	fault_vfs.xCurrentTime = fv_current_time;
	fault_vfs.xGetLastError = fv_last_error;
	fault_vfs.xCurrentTimeInt64 = fv_current_time64;
	fault_vfs.xSetSystemCall = fv_set_syscall;
	fault_vfs.xGetSystemCall = fv_get_syscall;
	fault_vfs.xNextSystemCall = fv_next_syscall;
	assert_int_equal(sqlite3_vfs_register(&fault_vfs, 1), SQLITE_OK);
	assert_ptr_equal(sqlite3_vfs_find(NULL), &fault_vfs);
}

/* ------------------------------------------------------------------ */
/* scratch files                                                        */

/* A database as bytes: what every run of a sweep starts from. */
typedef struct image {
	unsigned char *bytes;
	size_t len;
} image;

typedef struct fixture {
	char dir[512];
	char path[600];   /* dir/klopf.db */
	image play;       /* a finished rubber and one in play */
	image idle;       /* the same, the second abandoned */
	image gin;        /* idle, then a game of gin in play after a knock
	                     (Anna 38) */
	image empty;      /* a new database: the schema, no rows */
	image old;        /* tests/fixtures/schema1.sql: schema 1 */
	char *json;       /* klopf export of a busier database */
} fixture;

static fixture *fx;

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

/* The database file at path as bytes (it must have no WAL left). */
static void
take_image(const char *path, image *out)
{
	char wal[700];
	struct stat sb;
	FILE *fp;

	snprintf(wal, sizeof(wal), "%s-wal", path);
	if (stat(wal, &sb) == 0 && sb.st_size > 0)
		fail_msg("%s is left with a WAL of %lld bytes", path,
		         (long long)sb.st_size);
	fp = fopen(path, "rb");
	assert_non_null(fp);
	assert_int_equal(fstat(fileno(fp), &sb), 0);
	out->len = (size_t)sb.st_size;
	out->bytes = malloc(out->len);
	assert_non_null(out->bytes);
	assert_int_equal(fread(out->bytes, 1, out->len, fp), out->len);
	fclose(fp);
}

/* Empty the scratch folder. */
static void
clear_folder(void)
{
	DIR *d;
	struct dirent *e;
	char name[1100];

	d = opendir(fx->dir);
	assert_non_null(d);
	while ((e = readdir(d)) != NULL)
		if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) {
			snprintf(name, sizeof(name), "%s/%s", fx->dir,
			         e->d_name);
			remove_tree(name);
		}
	closedir(d);
}

/* Put the database at path back as img was, alone in its folder (no
 * WAL, journal or backup). */
static void
restore_image(const char *path, const image *img)
{
	FILE *fp;

	clear_folder();
	fp = fopen(path, "wb");
	assert_non_null(fp);
	assert_int_equal(fwrite(img->bytes, 1, img->len, fp), img->len);
	assert_int_equal(fclose(fp), 0);
}

/* Is the size of the file at path, or 0 when there is none. */
static long long
file_size(const char *path)
{
	struct stat sb;

	return stat(path, &sb) == 0 ? (long long)sb.st_size : 0;
}

/*
 * Is the database at path byte for byte img, with no journal beside it
 * that holds anything (-wal, -journal)?  Then it is the database img
 * was taken from.
 */
static int
same_as_image(const char *path, const image *img)
{
	char side[700];
	unsigned char *bytes;
	FILE *fp;
	int same;

	snprintf(side, sizeof(side), "%s-wal", path);
	if (file_size(side) != 0)
		return 0;
	snprintf(side, sizeof(side), "%s-journal", path);
	if (file_size(side) != 0)
		return 0;
	if (file_size(path) != (long long)img->len)
		return 0;
	bytes = malloc(img->len);
	assert_non_null(bytes);
	fp = fopen(path, "rb");
	assert_non_null(fp);
	same = fread(bytes, 1, img->len, fp) == img->len &&
	       !memcmp(bytes, img->bytes, img->len);
	fclose(fp);
	free(bytes);
	return same;
}

/*
 * The database files a sweep has looked at: their bytes, what they hold
 * (dump), and whether they also passed integrity_check and opened in
 * klopf.  The checks of a file depend on its bytes alone, so a file met
 * again is not opened again: most runs leave the database as it was, or
 * as one of a few states (the schema 1 file switched to WAL, an upgrade's
 * backup), byte for byte.
 */
typedef struct seen_file {
	image img;
	char *dump;
	int checked;
} seen_file;

#define SEEN_MAX 16
static seen_file seen[SEEN_MAX];
static int nseen;

/* The bytes of the database at path into *out (free out->bytes), or
 * out->bytes NULL when a journal beside it holds anything (-wal,
 * -journal), so that the file alone does not say what it holds. */
static void
read_state(const char *path, image *out)
{
	char side[700];

	out->bytes = NULL;
	out->len = 0;
	snprintf(side, sizeof(side), "%s-wal", path);
	if (file_size(side) != 0)
		return;
	snprintf(side, sizeof(side), "%s-journal", path);
	if (file_size(side) != 0)
		return;
	take_image(path, out);
}

/* The file seen before with the bytes of img, or NULL. */
static const seen_file *
seen_find(const image *img)
{
	int i;

	for (i = 0; i < nseen; i++)
		if (seen[i].img.len == img->len &&
		    !memcmp(seen[i].img.bytes, img->bytes, img->len))
			return &seen[i];
	return NULL;
}

/* Keep the file of bytes *img (taken over: img->bytes is NULL after),
 * holding dump (copied), checked or not; nothing once SEEN_MAX are
 * kept. */
static void
seen_add(image *img, const char *dump, int checked)
{
	if (img->bytes == NULL || nseen == SEEN_MAX) {
		free(img->bytes);
		img->bytes = NULL;
		return;
	}
	seen[nseen].img = *img;
	seen[nseen].dump = strdup(dump);
	assert_non_null(seen[nseen].dump);
	seen[nseen++].checked = checked;
	img->bytes = NULL;
}

static void
seen_clear(void)
{
	while (nseen > 0) {
		nseen--;
		free(seen[nseen].img.bytes);
		free(seen[nseen].dump);
	}
}

static kl_store *
open_store(const char *path)
{
	kl_store *s = NULL;
	kl_error err;

	kl_error_clear(&err);
	if (kl_ops_db_open(path, KL_STORE_WRITE, &s, &err) != KL_OK)
		fail_msg("open %s: %s", path, err.msg);
	return s;
}

/* A connection to the database at path through the default VFS itself:
 * no faults, nothing counted, no klopf (which would upgrade it). */
static sqlite3 *
raw_open(const char *path, int flags)
{
	sqlite3 *db = NULL;

	if (sqlite3_open_v2(path, &db, flags, real_vfs->zName) != SQLITE_OK)
		fail_msg("sqlite3 cannot open %s: %s", path,
		         db != NULL ? sqlite3_errmsg(db) : "out of memory");
	return db;
}

/* ------------------------------------------------------------------ */
/* what a database holds                                                */

static int
cmp_lines(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The first column of the first row of sql as text, into buf. */
static void
query_text(sqlite3 *db, const char *sql, char *buf, size_t size)
{
	sqlite3_stmt *st;

	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		fail_msg("%s: %s", sql, sqlite3_errmsg(db));
	if (sqlite3_step(st) == SQLITE_ROW &&
	    sqlite3_column_text(st, 0) != NULL)
		snprintf(buf, size, "%s", sqlite3_column_text(st, 0));
	else
		snprintf(buf, size, "(no row)");
	sqlite3_finalize(st);
}

/*
 * Every row of every table (sqlite_sequence too), the schema,
 * user_version and application_id, as sorted lines of text: two dumps
 * are equal when the databases hold the same.
 */
static char *
dump(sqlite3 *db)
{
	sqlite3_stmt *tables, *rows;
	char **lines = NULL, *out = NULL, sql[256], uv[32], app[32];
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
			assert_non_null(lf);
			fprintf(lf, "%s", t);
			for (c = 0; c < sqlite3_column_count(rows); c++) {
				const unsigned char *v =
				    sqlite3_column_text(rows, c);
				/* a new rubber's uuid is random: whether
				 * there is one is what compares */
				if (v != NULL && !strcmp(sqlite3_column_name(
				    rows, c), "uuid") &&
				    strlen((const char *)v) == 36)
					v = (const unsigned char *)"(uuid)";
				/* so is an entry code (schema 14): 80 bits */
				if (!strcmp(t, "entry_code") &&
				    !strcmp(sqlite3_column_name(rows, c), "code") &&
				    sqlite3_column_bytes(rows, c) == 10)
					v = (const unsigned char *)"(code)";
				fprintf(lf, "|%s", v ? (const char *)v : "\\N");
			}
			fclose(lf);
			if (n == cap) {
				cap = cap ? 2 * cap : 256;
				lines = realloc(lines, cap * sizeof(*lines));
				assert_non_null(lines);
			}
			lines[n++] = line;
		}
		sqlite3_finalize(rows);
	}
	sqlite3_finalize(tables);
	if (n > 0)
		qsort(lines, n, sizeof(*lines), cmp_lines);
	query_text(db, "PRAGMA user_version", uv, sizeof(uv));
	query_text(db, "PRAGMA application_id", app, sizeof(app));
	f = open_memstream(&out, &len);
	assert_non_null(f);
	fprintf(f, "user_version=%s application_id=%s\n", uv, app);
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
	return out;
}

/* The first line of a that differs from b (for a failure message). */
static void
first_difference(const char *a, const char *b, char *buf, size_t size)
{
	size_t i = 0, start = 0;

	while (a[i] != '\0' && a[i] == b[i]) {
		if (a[i] == '\n')
			start = i + 1;
		i++;
	}
	snprintf(buf, size, "%.*s", (int)strcspn(a + start, "\n"), a + start);
}

/* The message of a failed operation: non-empty printable text. */
static int
clean_message(const char *msg)
{
	const unsigned char *p = (const unsigned char *)msg;

	if (*p == '\0')
		return 0;
	for (; *p != '\0'; p++)
		if (*p < 0x20 || *p == 0x7f)
			return 0;
	return 1;
}

/* ------------------------------------------------------------------ */
/* the operations                                                       */

static int
op_game(kl_store *s, kl_error *err)
{
	const char *args[4] = { KNOCK_ANNA, BEN, CLARA, "Dora=8" };
	kl_ops_game_result *r = malloc(sizeof(*r));
	int rc;

	assert_non_null(r);
	rc = kl_ops_game(s, "Anna", KL_VERDICT_KNOCK, 4, args, r, err);
	free(r);
	return rc;
}

/* Big gin takes Anna past 100: the hand, the end of the game and its
 * four transfers (points, game bonus, boxes, shutout) in one booking. */
static int
op_gin(kl_store *s, kl_error *err)
{
	const char *args[2] = {
		"Anna=2H 3H 4H 5H 6H 7S 7D 7C JS QS KS",
		"Ben=2C 3C 5C 8D 9D 10D KH KD 5S 9S"
	};
	kl_ops_game_result *r = malloc(sizeof(*r));
	int rc;

	assert_non_null(r);
	rc = kl_ops_game(s, "Anna", KL_VERDICT_BIG_GIN, 2, args, r, err);
	free(r);
	return rc;
}

static int
op_fix(kl_store *s, kl_error *err)
{
	const char *args[1] = { "Dora=41" };
	kl_ops_fix_result *r = malloc(sizeof(*r));
	int rc;

	assert_non_null(r);
	rc = kl_ops_fix(s, 0, 1, NULL, -1, 1, args, r, err);
	free(r);
	return rc;
}

static int
op_undo(kl_store *s, kl_error *err)
{
	kl_ops_undo_result *r = malloc(sizeof(*r));
	int rc;

	assert_non_null(r);
	rc = kl_ops_undo(s, r, err);
	free(r);
	return rc;
}

static int
op_buyback(kl_store *s, kl_error *err)
{
	kl_ops_buyback_result *r = malloc(sizeof(*r));
	int rc;

	assert_non_null(r);
	rc = kl_ops_buyback(s, "Dora", r, err);
	free(r);
	return rc;
}

static int
op_leave(kl_store *s, kl_error *err)
{
	kl_ops_leave_result *r = malloc(sizeof(*r));
	int rc;

	assert_non_null(r);
	rc = kl_ops_leave(s, "Clara", r, err);
	free(r);
	return rc;
}

static int
op_rule(kl_store *s, kl_error *err)
{
	kl_ops_change_result *r = malloc(sizeof(*r));
	int rc;

	assert_non_null(r);
	rc = kl_ops_change_rule(s, "knock_limit", "6", r, err);
	free(r);
	return rc;
}

static int
op_start(kl_store *s, kl_error *err)
{
	static const char *const names[4] = { "Anna", "Ben", "Clara", "Dora" };
	kl_ops_start_result *r = malloc(sizeof(*r));
	int rc;

	assert_non_null(r);
	rc = kl_ops_start(s, NULL, names, 4, r, err);
	free(r);
	return rc;
}

static int
op_import(kl_store *s, kl_error *err)
{
	kl_jscan_mem mem;
	kl_jscan_source src;
	int n = 0;

	kl_jscan_memory(fx->json, strlen(fx->json), &mem, &src);
	return kl_ops_import(s, &src, &n, err);
}

/* Whether the last op_open found the disk full and so read the file
 * as it was (an older schema upgraded in memory only). */
static int opened_full;

/* Open the store (upgrading an older schema) and look at the rubber in
 * play, as every command does first: these two open the store inside
 * the fault window, so that its xOpen and xAccess calls fail too. */
static int
op_open(kl_store *unused, kl_error *err)
{
	kl_store *s = NULL;
	kl_ops_rubber *r = malloc(sizeof(*r));
	int rc;

	(void)unused;
	assert_non_null(r);
	rc = kl_ops_db_open(fx->path, KL_STORE_WRITE, &s, err);
	opened_full = rc == KL_OK && s->readonly == KL_STI_RO_FULL;
	if (rc == KL_OK)
		rc = kl_ops_look(s, KL_OPS_LATEST, r, err);
	kl_store_close(s);
	free(r);
	return rc;
}

/* ------------------------------------------------------------------ */
/* the databases the operations start from                              */

/* Run op on the scratch database (no faults); it must succeed. */
static void
must(const char *what, int (*op)(kl_store *, kl_error *))
{
	kl_store *s = open_store(fx->path);
	kl_error err;

	kl_error_clear(&err);
	if (op(s, &err) != KL_OK)
		fail_msg("%s: %s", what, err.msg);
	kl_store_close(s);
}

static void
must_game(const char *decl, const char *a, const char *b, const char *c,
          const char *d)
{
	const char *args[4] = { a, b, c, d };
	kl_store *s = open_store(fx->path);
	kl_ops_game_result *r = malloc(sizeof(*r));
	kl_error err;

	assert_non_null(r);
	kl_error_clear(&err);
	if (kl_ops_game(s, decl, KL_VERDICT_KNOCK, d != NULL ? 4 : 3, args, r,
	                &err) != KL_OK)
		fail_msg("game of %s: %s", decl, err.msg);
	free(r);
	kl_store_close(s);
}

static void
must_start(const char *const *names, int n)
{
	kl_store *s = open_store(fx->path);
	kl_ops_start_result *r = malloc(sizeof(*r));
	kl_error err;

	assert_non_null(r);
	kl_error_clear(&err);
	if (kl_ops_start(s, NULL, names, n, r, &err) != KL_OK)
		fail_msg("start: %s", err.msg);
	free(r);
	kl_store_close(s);
}

static int
op_abandon(kl_store *s, kl_error *err)
{
	kl_ops_abandon_result r;

	return kl_ops_abandon(s, &r, err);
}

/* The database of tests/fixtures/schema1.sql (made by an old klopf),
 * loaded into a file by SQLite itself, as an image. */
static void
load_schema1(image *out)
{
	const char *data = getenv("KLOPF_TEST_DATA");
	char path[1024], *sql, *msg = NULL;
	const char *slash;
	sqlite3 *db;
	FILE *fp;
	long n;

	if (data != NULL && data[0] != '\0')
		snprintf(path, sizeof(path), "%s/fixtures/schema1.sql", data);
	else if ((slash = strrchr(__FILE__, '/')) != NULL)
		snprintf(path, sizeof(path), "%.*s/../fixtures/schema1.sql",
		         (int)(slash - __FILE__), __FILE__);
	else
		snprintf(path, sizeof(path), "tests/fixtures/schema1.sql");
	fp = fopen(path, "rb");
	if (fp == NULL)
		fail_msg("cannot read %s (KLOPF_TEST_DATA: tests/)", path);
	assert_int_equal(fseek(fp, 0, SEEK_END), 0);
	n = ftell(fp);
	assert_true(n > 0);
	rewind(fp);
	sql = malloc((size_t)n + 1);
	assert_non_null(sql);
	assert_int_equal(fread(sql, 1, (size_t)n, fp), (size_t)n);
	sql[n] = '\0';
	fclose(fp);
	clear_folder();
	db = raw_open(fx->path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
	if (sqlite3_exec(db, sql, NULL, NULL, &msg) != SQLITE_OK)
		fail_msg("%s: %s", path, msg != NULL ? msg : "?");
	assert_int_equal(sqlite3_close(db), SQLITE_OK);
	free(sql);
	take_image(fx->path, out);
}

/*
 * The databases: rubber 1 of Anna, Ben and Clara, finished by a game
 * that puts two of them out, and rubber 2 of the four in play after
 * three games (Dora at 90, so that she may buy back); the same with
 * rubber 2 abandoned; a new one; one of schema 1.  The import reads an
 * export of the first after a correction, a buy-back, a rule change, a
 * player leaving and one more game, so that every kind of record goes
 * through it.
 */
static int
setup(void **state)
{
	static const char *const abc[3] = { "Anna", "Ben", "Clara" };
	static const char *const abcd[4] = { "Anna", "Ben", "Clara", "Dora" };
	const char *tmp = getenv("TMPDIR");
	kl_store *s;
	kl_error err;

	(void)state;
	fx = calloc(1, sizeof(*fx));
	if (fx == NULL)
		return -1;
	snprintf(fx->dir, sizeof(fx->dir), "%s/klopf-faults-XXXXXX",
	         tmp != NULL && tmp[0] == '/' && strlen(tmp) < 400 ? tmp
	                                                           : "/tmp");
	if (mkdtemp(fx->dir) == NULL)
		return -1;
	snprintf(fx->path, sizeof(fx->path), "%s/klopf.db", fx->dir);
	/* the same times in every run, so that dumps compare */
	setenv("KLOPF_NOW", "2026-01-01T20:00:00Z", 1);
	/* a lock left behind shows at once, not after 5 seconds */
	setenv("KLOPF_BUSY_TIMEOUT", "200", 1);
	unsetenv("KLOPF_MAX_PAGES");
	install_faults();

	s = open_store(fx->path);
	kl_store_close(s);
	take_image(fx->path, &fx->empty);

	must_start(abc, 3);
	must_game("Anna", KNOCK_ANNA, "Ben=85", "Clara=90", NULL);
	must_game("Anna", KNOCK_ANNA, "Ben=20", "Clara=20", NULL);
	must_start(abcd, 4);
	must_game("Anna", KNOCK_ANNA, BEN, CLARA, "Dora=40");
	must_game("Ben", "Ben=3H 4H 5H QS QD QC 7C 7D 7S 2S", "Anna=10",
	          "Clara=12", "Dora=45");
	must_game("Clara", "Clara=4H 5H 6H 7S 7D 7C JS QS KS 4C", "Anna=20",
	          "Ben=15", "Dora=5");
	take_image(fx->path, &fx->play);

	must("abandon", op_abandon);
	take_image(fx->path, &fx->idle);
	{
		static const char *const ab[2] = { "Anna", "Ben" };
		const char *args[2] = {
			"Anna=7H 8H 9H QS QC QD 3C 4C 5C 2D KH",
			"Ben=10H JH 2S 3S 4S 9C 9D 6D 6S KC"
		};
		kl_ops_start_result *st = malloc(sizeof(*st));
		kl_ops_game_result *g = malloc(sizeof(*g));
		kl_rules gin;
		assert_non_null(st);
		assert_non_null(g);
		kl_rules_game_default(KL_GAME_GIN, &gin);
		s = open_store(fx->path);
		kl_error_clear(&err);
		if (kl_ops_start(s, &gin, ab, 2, st, &err) != KL_OK ||
		    kl_ops_game(s, "Anna", KL_VERDICT_KNOCK, 2, args, g,
		                &err) != KL_OK)
			fail_msg("gin: %s", err.msg);
		kl_store_close(s);
		free(st);
		free(g);
		take_image(fx->path, &fx->gin);
	}

	restore_image(fx->path, &fx->play);
	must("fix", op_fix);
	must("buy-back", op_buyback);
	must("rule change", op_rule);
	must("leave", op_leave);
	must_game("Anna", KNOCK_ANNA, BEN, "Dora=8", NULL);
	s = open_store(fx->path);
	kl_error_clear(&err);
	if (kl_history_export_json(s, NULL, &fx->json, &err) != KL_OK)
		fail_msg("export: %s", err.msg);
	kl_store_close(s);

	load_schema1(&fx->old);
	return 0;
}

static int
teardown(void **state)
{
	(void)state;
	if (fx == NULL)
		return 0;
	remove_tree(fx->dir);
	seen_clear();
	free(fx->play.bytes);
	free(fx->idle.bytes);
	free(fx->gin.bytes);
	free(fx->empty.bytes);
	free(fx->old.bytes);
	free(fx->json);
	free(fx);
	fx = NULL;
	return 0;
}

/* ------------------------------------------------------------------ */
/* the sweep                                                            */

typedef struct op_case {
	const char *name;
	int (*run)(kl_store *, kl_error *);
	const image *(*from)(void);
	long malloc_all;  /* allocations swept one by one (see below) */
	long io_all;      /* I/O steps of a kind swept one by one, or 0 */
	int opens;        /* run opens the store itself (it gets NULL) */
	int reads;        /* run changes nothing */
} op_case;

/*
 * Which steps of a kind are failed: every one of the first few, and
 * past them every k-th, k chosen so that about as many more again are
 * failed.  An operation takes 20 to 100 I/O steps of one kind, all of
 * them failed, but for the import and the upgrade (each of whose runs
 * takes about ten milliseconds): there the first 40, then about 20
 * more.  Allocations failing once: the first oc->malloc_all (1000, all
 * of them for most operations; an import allocates some 40000 times, so
 * there 200), then about SWEEP_MORE more.  Allocations failing from one
 * on: the first SWEEP_PERSISTENT, then about SWEEP_PERSISTENT_MORE
 * more.  With the files already checked not opened again and the runs
 * failing from a step on that are the run failing it once not made
 * again (run_point, sweep), this is the deep sweep of about 15 seconds
 * (KLOPF_FAULTS=deep, a stage of its own in CI).  The test suite fails
 * half as many steps one by one (sweep_scale 2, about 8 seconds), and
 * built with AddressSanitizer, which makes every run about three times
 * slower, half as many again (SWEEP_SCALE).  With KLOPF_FAULTS=all in
 * the environment every step is failed (minutes).
 */
#define SWEEP_IO_MORE 20
#define SWEEP_MORE 100
#define SWEEP_PERSISTENT 100
#define SWEEP_PERSISTENT_MORE 50
#if defined(__SANITIZE_ADDRESS__)
#define SWEEP_SCALE 2
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SWEEP_SCALE 2
#endif
#endif
#ifndef SWEEP_SCALE
#define SWEEP_SCALE 1
#endif

static int sweep_everything;
/* SWEEP_SCALE, times 2 unless KLOPF_FAULTS=deep (main) */
static int sweep_scale = 2 * SWEEP_SCALE;

/* How many steps of n are failed one by one before sampling starts,
 * into *all; returns the stride past them. */
static long
sweep_plan(const op_case *oc, int kind, int persistent, long n,
           long *all)
{
	long more;

	*all = n;
	if (sweep_everything || (kind != S_MALLOC && oc->io_all == 0))
		return 1;
	if (kind != S_MALLOC) {
		*all = oc->io_all / sweep_scale;
		more = SWEEP_IO_MORE / sweep_scale;
	} else {
		*all = (persistent ? SWEEP_PERSISTENT : oc->malloc_all) /
		       sweep_scale;
		more = (persistent ? SWEEP_PERSISTENT_MORE : SWEEP_MORE) /
		       sweep_scale;
	}
	if (n <= *all) {
		*all = n;
		return 1;
	}
	return (n - *all + more - 1) / more;
}

/* What came of the runs of one operation. */
typedef struct tally {
	long points[S_NKINDS];  /* fault points swept, by kind */
	long ok;                /* succeeded: the change is there */
	long failed;            /* failed: nothing changed */
	long failed_done;       /* failed, but the change is there */
	long missed;            /* the step was never reached */
	long codes[KL_ESTALE + 1];
	long violations;        /* broken promises (each printed) */
	long misreported;       /* failed, saying something untrue */
	long litter;            /* failed, leaving a file behind */
	long read_full;         /* opened on a disk too full for the
	                           upgrade: read as it was, upgraded in
	                           memory only (the database as before) */
	long same_as_once;      /* failing from a step on, the run failing
	                           it once (which took no later step of its
	                           kind): the same run, not made again */
} tally;

/*
 * The outcome of one run as the difference of two tallies: tally_from
 * keeps *t as it is before the run in *d, tally_since turns *d into
 * what the run added to *t, and tally_add adds such a difference again.
 * The counts of points are not part of it.
 */
static void
tally_from(tally *d, const tally *t)
{
	*d = *t;
}

static void
tally_since(tally *d, const tally *t)
{
	size_t k;

	d->ok = t->ok - d->ok;
	d->failed = t->failed - d->failed;
	d->failed_done = t->failed_done - d->failed_done;
	d->missed = t->missed - d->missed;
	for (k = 0; k < sizeof(d->codes) / sizeof(d->codes[0]); k++)
		d->codes[k] = t->codes[k] - d->codes[k];
	d->violations = t->violations - d->violations;
	d->misreported = t->misreported - d->misreported;
	d->litter = t->litter - d->litter;
	d->read_full = t->read_full - d->read_full;
}

static void
tally_add(tally *t, const tally *d)
{
	size_t k;

	t->ok += d->ok;
	t->failed += d->failed;
	t->failed_done += d->failed_done;
	t->missed += d->missed;
	for (k = 0; k < sizeof(t->codes) / sizeof(t->codes[0]); k++)
		t->codes[k] += d->codes[k];
	t->violations += d->violations;
	t->misreported += d->misreported;
	t->litter += d->litter;
	t->read_full += d->read_full;
}

static tally totals;

/* The violations printed in full for one operation; the rest are
 * counted. */
#define VIOLATIONS_SHOWN 12
/* The notes of each kind printed for one operation (runs that failed
 * but left the change done, that failed saying something untrue, that
 * left a file behind). */
#define NOTES_SHOWN 3

static const char *
code_name(int rc)
{
	static const char *const names[] = {
		"KL_OK", "KL_EINPUT", "KL_ERULE", "KL_EUSAGE", "KL_ENOMEM",
		"KL_ESTORE", "KL_EBUSY", "KL_ENOTFOUND", "KL_ESTALE"
	};

	return rc >= 0 && rc <= KL_ESTALE ? names[rc] : "?";
}

/* A fault point, for messages: "game, xWrite at step 7
 * (SQLITE_FULL)". */
typedef struct point {
	const op_case *oc;
	const fault_spec *spec;
	long at;
	int persistent;
} point;

/* What is wrong with one fault point, printed after its name. */
static void
say(const char *prefix, const point *p, const char *fmt, va_list ap)
{
	char what[1200];

	vsnprintf(what, sizeof(what), fmt, ap);
	print_message("%s%s, %s %s step %ld (%s): %s\n", prefix, p->oc->name,
	              kind_names[p->spec->kind], p->persistent ? "from" : "at",
	              p->at, p->spec->code_name, what);
}

/* A broken promise: the sweep fails (the first few are printed). */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static void
violation(tally *t, const point *p, const char *fmt, ...)
{
	va_list ap;

	if (++t->violations > VIOLATIONS_SHOWN)
		return;
	va_start(ap, fmt);
	say("VIOLATION: ", p, fmt, ap);
	va_end(ap);
}

/*
 * Something that breaks no promise of the database but is worth
 * knowing: counted in *count, the first few printed, the sweep goes on.
 */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static void
note(long *count, const point *p, const char *fmt, ...)
{
	va_list ap;

	if (++*count > NOTES_SHOWN)
		return;
	va_start(ap, fmt);
	say("  note: ", p, fmt, ap);
	va_end(ap);
}

/*
 * Is msg, the message of a run that failed because a step failed, one
 * that blames something else: the file (not klopf's, not valid, not
 * fitting), the rules, or a constraint of the schema (which a value
 * klopf meant to write and lost trips)?
 */
static int
false_claim(const char *msg)
{
	static const char *const claims[] = {
		"is not a klopf database", "not valid JSON", "does not match",
		"does not fit", "no longer holds", "constraint failed",
	};
	size_t i;

	for (i = 0; i < sizeof(claims) / sizeof(claims[0]); i++)
		if (strstr(msg, claims[i]) != NULL)
			return 1;
	return 0;
}

/* Files a run may leave in the folder: the database, its WAL and
 * index, a rollback journal (of a database not yet in WAL mode: the
 * next connection rolls it back), and the backup an upgrade writes. */
static int
expected_file(const char *name)
{
	return !strcmp(name, "klopf.db") || !strcmp(name, "klopf.db-wal") ||
	       !strcmp(name, "klopf.db-shm") ||
	       !strcmp(name, "klopf.db-journal") ||
	       !strcmp(name, "klopf.db.schema1.bak");
}

/*
 * One fault point: the database as img, the store opened, step at of
 * spec's kind failing (and every later one if persistent) while op runs
 * and the store is closed; then the checks.
 */
static void
run_point(const point *p, const image *img, const char *before,
          const char *after, tally *t)
{
	kl_store *s = NULL;
	kl_error err, again;
	char *now, line[300] = "", line2[300] = "", check[200], bak[700];
	const seen_file *known;
	image cur;
	sqlite3 *db;
	DIR *d;
	struct dirent *e;
	int rc, is_before, is_after;

	restore_image(fx->path, img);
	if (!p->oc->opens)
		s = open_store(fx->path);
	kl_error_clear(&err);
	opened_full = 0;
	fault_arm(p->spec->kind, p->at, p->persistent, p->spec->code);
	rc = p->oc->run(s, &err);
	kl_store_close(s);
	fault_disarm();
	if (fault.injected == 0)
		t->missed++;
	t->codes[rc >= 0 && rc <= KL_ESTALE ? rc : 0]++;
	if (fault.open_files != 0) {
		violation(t, p, "%d files left open: the connection was not "
		          "closed", fault.open_files);
		fault.open_files = 0;
	}
	if (rc != KL_OK && !clean_message(err.msg))
		violation(t, p, "%s with the message \"%s\"", code_name(rc),
		          err.msg);
	/* a failing disk or allocator is the store's failure, not a
	 * refusal of what was typed (the command line gives it another
	 * exit status and the user would look for a mistake of his) */
	if (rc != KL_OK && rc != KL_ESTORE && rc != KL_ENOMEM)
		note(&t->misreported, p, "reported as %s: %s",
		     code_name(rc), err.msg);
	else if (rc != KL_OK && false_claim(err.msg))
		note(&t->misreported, p, "a false reason: %s", err.msg);
	d = opendir(fx->dir);
	assert_non_null(d);
	while ((e = readdir(d)) != NULL)
		if (e->d_name[0] != '.' && !expected_file(e->d_name))
			note(&t->litter, p, "%s is left in the folder",
			     e->d_name);
	closedir(d);
	/* a backup is whole: the database as it was */
	snprintf(bak, sizeof(bak), "%s.schema1.bak", fx->path);
	if (access(bak, F_OK) == 0) {
		read_state(bak, &cur);
		known = cur.bytes != NULL ? seen_find(&cur) : NULL;
		if (known != NULL) {
			now = strdup(known->dump);
			assert_non_null(now);
		} else {
			db = raw_open(bak, SQLITE_OPEN_READONLY);
			now = dump(db);
			sqlite3_close(db);
			seen_add(&cur, now, 0);
		}
		free(cur.bytes);
		if (strcmp(now, before) != 0) {
			first_difference(now, before, line, sizeof(line));
			violation(t, p, "the backup is not the database as it "
			          "was: %s", line);
		}
		free(now);
	}

	/*
	 * The database as the next klopf finds it.  When its file is one
	 * the sweep has checked, byte for byte, and no journal holds
	 * anything, it is that database (seen_file): most failed runs
	 * leave the image they started from, which opened and whose rows
	 * are "before".  Otherwise it is opened by klopf, which must work;
	 * but a database of an older schema is looked at by SQLite alone
	 * first, since klopf would upgrade it.
	 */
	read_state(fx->path, &cur);
	known = cur.bytes != NULL ? seen_find(&cur) : NULL;
	if (known != NULL && known->checked) {
		is_before = !strcmp(known->dump, before);
		is_after = !strcmp(known->dump, after);
		free(cur.bytes);
	} else {
		long broken = t->violations;

		kl_error_clear(&again);
		s = NULL;
		db = NULL;
		if (p->oc->opens) {
			db = raw_open(fx->path, SQLITE_OPEN_READWRITE);
		} else if (kl_ops_db_open(fx->path, KL_STORE_WRITE, &s,
		                          &again) != KL_OK) {
			violation(t, p, "the database does not open again: %s",
			          again.msg);
			free(cur.bytes);
			return;
		}
		query_text(db != NULL ? db : kl_store_sqlite(s),
		           "PRAGMA integrity_check", check, sizeof(check));
		if (strcmp(check, "ok") != 0)
			violation(t, p, "integrity_check says %s", check);
		now = dump(db != NULL ? db : kl_store_sqlite(s));
		sqlite3_close(db);
		kl_store_close(s);
		s = NULL;
		/* (as before, it is the database the fault-free run
		 * opened) */
		if (p->oc->opens && strcmp(now, before) != 0 &&
		    kl_ops_db_open(fx->path, KL_STORE_WRITE, &s, &again) !=
		    KL_OK)
			violation(t, p, "the database does not open again: %s",
			          again.msg);
		kl_store_close(s);
		is_before = !strcmp(now, before);
		is_after = !strcmp(now, after);
		if (!is_before && !is_after) {
			first_difference(now, after, line, sizeof(line));
			first_difference(now, before, line2, sizeof(line2));
		}
		/* a file that passed is not looked at again */
		if (t->violations == broken && known == NULL)
			seen_add(&cur, now, 1);
		free(cur.bytes);
		free(now);
	}
	if (rc == KL_OK && is_after) {
		t->ok++;
	} else if (rc == KL_OK && is_before && opened_full) {
		/* allowed: a disk too full to upgrade the file, which was
		 * read from a copy upgraded in memory */
		t->read_full++;
	} else if (rc == KL_OK && is_before) {
		violation(t, p, "reported done, but the database is as "
		          "before");
	} else if (is_before) {
		t->failed++;
	} else if (is_after) {
		/* allowed: the commit went through, and then something
		 * failed (a sync, the close) */
		note(&t->failed_done, p, "%s (\"%s\"), and the change is "
		     "there", code_name(rc), err.msg);
	} else {
		violation(t, p, "%s (\"%s\"), and the database is neither as "
		          "before nor as after: first row unlike after: %s; "
		          "first row unlike before: %s", code_name(rc),
		          err.msg, line, line2);
	}
}

/* The database at path as dump() writes it, read by SQLite alone. */
static char *
dump_file(const char *path)
{
	sqlite3 *db = raw_open(path, SQLITE_OPEN_READWRITE);
	char *out = dump(db);

	sqlite3_close(db);
	return out;
}

static void
sweep(const op_case *oc)
{
	const image *img = oc->from();
	kl_store *s = NULL;
	kl_error err;
	char *before, *after;
	long steps[S_NKINDS], io = 0;
	size_t i;
	int k, rc;
	point p;
	tally t;
	struct timespec t0, t1, c0, c1;

	memset(&t, 0, sizeof(t));
	clock_gettime(CLOCK_MONOTONIC, &t0);
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c0);
	/* before, and after the fault-free run with its steps counted */
	restore_image(fx->path, img);
	before = dump_file(fx->path);
	seen_clear();
	{
		image copy;

		take_image(fx->path, &copy);
		seen_add(&copy, before, 1);
	}
	if (!oc->opens)
		s = open_store(fx->path);
	kl_error_clear(&err);
	fault_arm(-1, 0, 0, 0);
	rc = oc->run(s, &err);
	kl_store_close(s);
	fault_disarm();
	if (rc != KL_OK)
		fail_msg("%s without faults: %s", oc->name, err.msg);
	memcpy(steps, fault.count, sizeof(steps));
	after = dump_file(fx->path);
	if (!oc->reads && !strcmp(before, after))
		fail_msg("%s changed nothing", oc->name);
	if (oc->reads && strcmp(before, after) != 0)
		fail_msg("%s changed the database", oc->name);

	p.oc = oc;
	for (i = 0; i < NSPECS; i++) {
		long n = steps[specs[i].kind];
		/* by step: what the run failing it once came to, when that
		 * run took no later step of the kind */
		tally *last = calloc((size_t)n + 1, sizeof(*last));
		char *is_last = calloc((size_t)n + 1, 1);

		assert_non_null(last);
		assert_non_null(is_last);
		p.spec = &specs[i];
		for (p.persistent = 0; p.persistent <= 1; p.persistent++) {
			long all, stride = sweep_plan(oc, specs[i].kind,
			                              p.persistent, n, &all);
			for (p.at = 1; p.at <= n;
			     p.at += p.at < all ? 1 : stride) {
				t.points[specs[i].kind]++;
				if (p.persistent && is_last[p.at]) {
					tally_add(&t, &last[p.at]);
					t.same_as_once++;
					continue;
				}
				tally_from(&last[p.at], &t);
				run_point(&p, img, before, after, &t);
				if (!p.persistent &&
				    fault.count[specs[i].kind] == p.at) {
					tally_since(&last[p.at], &t);
					is_last[p.at] = 1;
				}
			}
		}
		free(last);
		free(is_last);
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &c1);

	for (k = 0; k < S_MALLOC; k++)
		io += t.points[k];
	print_message("%s: %ld fault points (%ld I/O, %ld allocation) in "
	              "%.1f s (%.1f s of CPU)\n", oc->name,
	              io + t.points[S_MALLOC], io, t.points[S_MALLOC],
	              (double)(t1.tv_sec - t0.tv_sec) +
	              (double)(t1.tv_nsec - t0.tv_nsec) / 1e9,
	              (double)(c1.tv_sec - c0.tv_sec) +
	              (double)(c1.tv_nsec - c0.tv_nsec) / 1e9);
	print_message("  steps of the fault-free run:");
	for (k = 0; k < S_NKINDS; k++)
		if (steps[k] > 0)
			print_message(" %s %ld", kind_names[k], steps[k]);
	if (oc->io_all > 0 && !sweep_everything)
		print_message(" (I/O steps: all of the first %ld of each kind, "
		              "then about %d more)", oc->io_all / sweep_scale,
		              SWEEP_IO_MORE / sweep_scale);
	{
		long all, stride = sweep_plan(oc, S_MALLOC, 0, steps[S_MALLOC],
		                              &all);
		if (stride > 1)
			print_message(" (allocations failed once: all of the "
			              "first %ld, then every %ld-th)", all,
			              stride);
		stride = sweep_plan(oc, S_MALLOC, 1, steps[S_MALLOC], &all);
		if (stride > 1)
			print_message(" (failed from there on: all of the "
			              "first %ld, then every %ld-th)", all,
			              stride);
	}
	print_message("\n  outcomes: %ld done, %ld failed with nothing "
	              "changed, %ld failed but done, %ld not reached;",
	              t.ok, t.failed, t.failed_done, t.missed);
	for (k = 1; k <= KL_ESTALE; k++)
		if (t.codes[k] > 0)
			print_message(" %s %ld", code_name(k), t.codes[k]);
	print_message("\n  notes: %ld failed saying something untrue (a "
	              "refusal, the file, the rules, a constraint), %ld left "
	              "a file behind\n", t.misreported, t.litter);
	if (t.read_full > 0)
		print_message("  %ld opened on a disk too full to upgrade the "
		              "file, which was read as it was (upgraded in "
		              "memory)\n", t.read_full);
	print_message("  %ld points failing from a step on took no step of "
	              "its kind after it when failing it once: the same run, "
	              "counted with that run's outcome\n", t.same_as_once);

	for (k = 0; k < S_NKINDS; k++)
		totals.points[k] += t.points[k];
	totals.ok += t.ok;
	totals.failed += t.failed;
	totals.failed_done += t.failed_done;
	totals.missed += t.missed;
	totals.violations += t.violations;
	totals.misreported += t.misreported;
	totals.litter += t.litter;
	totals.same_as_once += t.same_as_once;
	totals.read_full += t.read_full;
	free(before);
	free(after);
	seen_clear();
	if (t.violations > 0)
		fail_msg("%s: %ld of %ld fault points broke a promise (the "
		         "first %ld above)", oc->name, t.violations,
		         io + t.points[S_MALLOC], t.violations <
		         VIOLATIONS_SHOWN ? t.violations :
		         (long)VIOLATIONS_SHOWN);
	/* enough points that the sweep proves something */
	if (io <= 10 || t.points[S_MALLOC] <= 10)
		fail_msg("%s: only %ld I/O and %ld allocation fault points",
		         oc->name, io, t.points[S_MALLOC]);
}

static const image *from_play(void) { return &fx->play; }
static const image *from_idle(void) { return &fx->idle; }
static const image *from_gin(void) { return &fx->gin; }
static const image *from_empty(void) { return &fx->empty; }
static const image *from_old(void) { return &fx->old; }

static const op_case op_cases[] = {
	{ "game", op_game, from_play, 1000, 0, 0, 0 },
	{ "fix game 1", op_fix, from_play, 1000, 0, 0, 0 },
	{ "undo", op_undo, from_play, 1000, 0, 0, 0 },
	{ "buy-back", op_buyback, from_play, 1000, 0, 0, 0 },
	{ "leave", op_leave, from_play, 1000, 0, 0, 0 },
	{ "rule change", op_rule, from_play, 1000, 0, 0, 0 },
	{ "new rubber", op_start, from_idle, 1000, 0, 0, 0 },
	{ "import", op_import, from_empty, 200, 40, 0, 0 },
	{ "open and look", op_open, from_play, 600, 0, 1, 1 },
	{ "upgrade from schema 1", op_open, from_old, 200, 40, 1, 0 },
	{ "gin game ends", op_gin, from_gin, 1000, 0, 0, 0 },
};

static void test_game(void **state) { (void)state; sweep(&op_cases[0]); }
static void test_fix(void **state) { (void)state; sweep(&op_cases[1]); }
static void test_undo(void **state) { (void)state; sweep(&op_cases[2]); }
static void test_buyback(void **state) { (void)state; sweep(&op_cases[3]); }
static void test_leave(void **state) { (void)state; sweep(&op_cases[4]); }
static void test_rule(void **state) { (void)state; sweep(&op_cases[5]); }
static void test_start(void **state) { (void)state; sweep(&op_cases[6]); }
static void test_import(void **state) { (void)state; sweep(&op_cases[7]); }
static void test_open(void **state) { (void)state; sweep(&op_cases[8]); }
static void test_upgrade(void **state) { (void)state; sweep(&op_cases[9]); }
static void test_gin(void **state) { (void)state; sweep(&op_cases[10]); }

/* ------------------------------------------------------------------ */
/* a full disk                                                          */

/* The names in the scratch folder but the database, space-separated,
 * into buf. */
static void
others_in_folder(char *buf, size_t size)
{
	DIR *d = opendir(fx->dir);
	struct dirent *e;
	size_t o = 0;

	assert_non_null(d);
	buf[0] = '\0';
	while ((e = readdir(d)) != NULL)
		if (e->d_name[0] != '.' && strcmp(e->d_name, "klopf.db") &&
		    o < size)
			o += (size_t)snprintf(buf + o, size - o, "%s ",
			                      e->d_name);
	closedir(d);
}

/*
 * On a full disk SQLite cannot give the journal's index (-shm) its
 * room: every xShmMap fails with SQLITE_IOERR_SHMSIZE and errno ENOSPC.
 * Reading needs no room: the rubber is read (whether the store was
 * opened to read or to write), nothing is left beside the database, and
 * a write says the disk is full.
 */
static void
test_full_disk_reads(void **state)
{
	static const int modes[2] = { KL_OPS_DB_READ, KL_OPS_DB_WRITE };
	kl_store *s = NULL;
	kl_ops_rubber *r = malloc(sizeof(*r));
	kl_error err;
	char left[256];
	int rc, i;

	(void)state;
	assert_non_null(r);
	for (i = 0; i < 2; i++) {
		restore_image(fx->path, &fx->play);
		fault_arm(S_SHMMAP, 1, 1, SQLITE_IOERR_SHMSIZE);
		fault.sys_errno = ENOSPC;
		kl_error_clear(&err);
		rc = kl_ops_db_open(fx->path, modes[i], &s, &err);
		if (rc != KL_OK)
			fail_msg("opening on a full disk: %s", err.msg);
		if (kl_ops_look(s, KL_OPS_LATEST, r, &err) != KL_OK)
			fail_msg("looking on a full disk: %s", err.msg);
		assert_int_equal(r->row.id, 2);
		assert_int_equal(op_game(s, &err), KL_ESTORE);
		if (strstr(err.msg, "the disk is full") == NULL)
			fail_msg("a game on a full disk: %s", err.msg);
		kl_store_close(s);
		s = NULL;
		fault_disarm();
		assert_true(fault.injected > 0);
		others_in_folder(left, sizeof(left));
		assert_string_equal(left, "");
	}
	free(r);
}

/*
 * A database of schema 1 on a disk where nothing can be written (every
 * xWrite fails with SQLITE_FULL): it cannot be upgraded, but reading it
 * needs no upgrade on disk: a copy in memory is.  The file stays byte
 * for byte as it was, no backup is left, and a write says the disk is
 * full.
 */
static void
test_full_disk_upgrade(void **state)
{
	kl_store *s = NULL;
	kl_ops_rubber *r = malloc(sizeof(*r));
	kl_error err;
	char left[256];

	(void)state;
	assert_non_null(r);
	restore_image(fx->path, &fx->old);
	kl_error_clear(&err);
	fault_arm(S_WRITE, 1, 1, SQLITE_FULL);
	if (kl_ops_db_open(fx->path, KL_OPS_DB_READ, &s, &err) != KL_OK)
		fail_msg("opening schema 1 on a full disk: %s", err.msg);
	if (kl_ops_look(s, KL_OPS_LATEST, r, &err) != KL_OK)
		fail_msg("looking at schema 1 on a full disk: %s", err.msg);
	assert_true(r->row.id > 0);
	assert_int_equal(op_undo(s, &err), KL_ESTORE);
	if (strstr(err.msg, "the disk is full") == NULL)
		fail_msg("an undo on a full disk: %s", err.msg);
	kl_store_close(s);
	fault_disarm();
	assert_true(same_as_image(fx->path, &fx->old));
	others_in_folder(left, sizeof(left));
	assert_string_equal(left, "");
	free(r);
}

/* A new database on a full disk: refused saying so, and nothing is
 * left, neither the file nor the folders made for it. */
static void
test_full_disk_new(void **state)
{
	char path[800], sub[700];
	kl_store *s = NULL;
	kl_error err;
	int rc;

	(void)state;
	clear_folder();
	snprintf(sub, sizeof(sub), "%s/new", fx->dir);
	snprintf(path, sizeof(path), "%s/deeper/klopf.db", sub);
	kl_error_clear(&err);
	fault_arm(S_WRITE, 1, 1, SQLITE_FULL);
	rc = kl_ops_db_open(path, KL_OPS_DB_WRITE, &s, &err);
	fault_disarm();
	kl_store_close(s);
	assert_int_equal(rc, KL_ESTORE);
	if (strstr(err.msg, "the disk is full") == NULL)
		fail_msg("said: %s", err.msg);
	if (access(sub, F_OK) == 0)
		fail_msg("%s is left behind", sub);
}

static void
test_totals(void **state)
{
	long io = 0;
	int k;

	(void)state;
	for (k = 0; k < S_MALLOC; k++)
		io += totals.points[k];
	print_message("all operations: %ld fault points (%ld I/O, %ld "
	              "allocation); %ld done, %ld read on a full disk without "
	              "the upgrade, %ld failed with nothing changed, "
	              "%ld failed but done, %ld not reached; %ld broke a "
	              "promise; %ld failed saying something untrue, %ld left "
	              "a file behind; %ld runs not made again (the same as "
	              "another)\n", io + totals.points[S_MALLOC], io,
	              totals.points[S_MALLOC], totals.ok, totals.read_full,
	              totals.failed,
	              totals.failed_done, totals.missed, totals.violations,
	              totals.misreported, totals.litter, totals.same_as_once);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_game),
		cmocka_unit_test(test_fix),
		cmocka_unit_test(test_undo),
		cmocka_unit_test(test_buyback),
		cmocka_unit_test(test_leave),
		cmocka_unit_test(test_rule),
		cmocka_unit_test(test_start),
		cmocka_unit_test(test_import),
		cmocka_unit_test(test_open),
		cmocka_unit_test(test_upgrade),
		cmocka_unit_test(test_gin),
		cmocka_unit_test(test_full_disk_reads),
		cmocka_unit_test(test_full_disk_upgrade),
		cmocka_unit_test(test_full_disk_new),
		cmocka_unit_test(test_totals),
	};
	const char *all = getenv("KLOPF_FAULTS");
	const char *only = getenv("KLOPF_FAULTS_ONLY");

	/* KLOPF_FAULTS=all: every step, =deep: twice as many as the suite
	 * (see sweep_plan); KLOPF_FAULTS_ONLY=test_game: one sweep (a
	 * cmocka pattern) */
	sweep_everything = all != NULL && !strcmp(all, "all");
	if (all != NULL && !strcmp(all, "deep"))
		sweep_scale = SWEEP_SCALE;
	if (only != NULL && only[0] != '\0')
		cmocka_set_test_filter(only);
	return cmocka_run_group_tests(tests, setup, teardown);
}
