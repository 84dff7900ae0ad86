/* kl_store_migrate.c - the schema of a klopf database (kl_store.h,
 * kl_store_int.h): which version a file has, whether it is klopf's at
 * all, and the upgrade to this build's version (a backup first, every
 * missing script of schema/ in one transaction, the checks after the
 * scripts that edit tables in place). */
#include "kl_store.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <sqlite3.h>

#include "kl_store_code.h"
#include "kl_store_int.h"
#include "kl_store_sql.h"

/* The scripts of schema/, in order (generated: kl_schema_data.c). */
struct kl_migration { const char *name; const char *sql; };
extern const struct kl_migration kl_schema_migrations[];
extern const int kl_schema_nmigrations;

/* The schema version that added pot_winner (schema/003_pot_winner.sql). */
#define WINNERS_VERSION 3
/* The version that edits two table definitions in place
 * (schema/006_leave_rules.sql). */
#define LEAVE_VERSION 6
/* The version that widens two CHECKs in place for the games of the
 * family (schema/008_family.sql). */
#define FAMILY_VERSION 8
/* The version that widens them again for the rest of the family
 * (schema/009_family_more.sql). */
#define FAMILY_MORE_VERSION 9
/* The version that widens every seat number's CHECK to 0..11
 * (schema/010_seats.sql). */
#define SEATS_VERSION 10
/* The version that widens the kinds of a game and the points of a hand
 * for the melding games (schema/012_melding.sql). */
#define MELDING_VERSION 12

/* The application_id that marks a klopf database ("klpf"). */
#define KLOPF_APPLICATION_ID 0x6b6c7066

/* A SQLite failure of s as an error code and message (the name is the
 * one scripts/update-po looks for, to put what in the catalogue). */
static int
db_error(kl_store *s, int rc, const char *what, kl_error *err)
{
	s->last_rc = rc;
	return kl_store_sql_error(s->db, s->path, rc, what, err);
}

int
kl_store_schema_version(void)
{
	return kl_schema_nmigrations;
}

/* The first column of the first row of sql, as an int, into *v. */
static int
query_int(kl_store *s, const char *sql, int *v, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc;

	if ((rc = kl_sti_prep(s, sql, &st, err)) != KL_OK)
		goto done;
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		*v = sqlite3_column_int(st, 0);
		rc = KL_OK;
	} else {
		rc = db_error(s, rc, "reading the database", err);
	}
done:
	sqlite3_finalize(st);
	return rc;
}

/* The schema version (PRAGMA user_version) of s into *v. */
static int
user_version(kl_store *s, int *v, kl_error *err)
{
	return query_int(s, "PRAGMA user_version", v, err);
}

/* Refuse the database of s, whose schema is version v: a newer klopf's.
 * Returns KL_ESTORE. */
static int
newer_schema(kl_store *s, int v, kl_error *err)
{
	return kl_error_set(err, KL_ESTORE, "the database %s was made by a "
	    "newer klopf (schema %d; this klopf knows up to %d); nothing "
	    "was changed", s->path, v, kl_schema_nmigrations);
}

/*
 * Copy the database into PATH.schemaV.bak while s holds the write lock, so
 * the copy is the database as it is about to be upgraded.  SQLite copies
 * only from a connection that is not writing, so a second connection
 * reads it (nobody can write in between: s holds the lock).  The copy is
 * written under a temporary name and renamed, so a backup is there whole
 * or not at all.
 */
static int
write_backup(kl_store *s, int v, kl_error *err)
{
	char bak[KL_PATH_MAX + 32], tmp[KL_PATH_MAX + 40];
	sqlite3 *src = NULL, *dst = NULL;
	sqlite3_backup *b;
	int rc;

	snprintf(bak, sizeof(bak), "%s.schema%d.bak", s->path, v);
	snprintf(tmp, sizeof(tmp), "%s.tmp", bak);
	if (unlink(tmp) != 0 && errno != ENOENT) {
		rc = kl_error_set(err, KL_ESTORE, "cannot write the backup %s "
		    "before upgrading the database: %s; nothing was changed",
		    tmp, strerror(errno));
		goto done;
	}
	rc = sqlite3_open_v2(s->path, &src, SQLITE_OPEN_READONLY, NULL);
	if (rc == SQLITE_OK)
		rc = sqlite3_open_v2(tmp, &dst, SQLITE_OPEN_READWRITE |
		                     SQLITE_OPEN_CREATE, NULL);
	if (rc == SQLITE_OK) {
		sqlite3_busy_timeout(src, KL_STORE_BUSY_TIMEOUT_MS);
		b = sqlite3_backup_init(dst, "main", src, "main");
		if (b != NULL) {
			sqlite3_backup_step(b, -1);
			sqlite3_backup_finish(b);
		}
		rc = sqlite3_errcode(dst);
	}
	if (rc != SQLITE_OK) {
		rc = kl_error_set(err, KL_ESTORE, "cannot write the backup %s "
		    "before upgrading the database: %s; nothing was changed",
		    bak, dst != NULL ? sqlite3_errmsg(dst) :
		    src != NULL ? sqlite3_errmsg(src) : sqlite3_errstr(rc));
		goto done;
	}
	rc = sqlite3_close(dst);
	dst = NULL;
	if (rc != SQLITE_OK || rename(tmp, bak) != 0) {
		rc = kl_error_set(err, KL_ESTORE, "cannot write the backup %s "
		    "before upgrading the database; nothing was changed", bak);
		goto done;
	}
	rc = KL_OK;
done:
	sqlite3_close(dst);
	sqlite3_close(src);
	if (rc != KL_OK)
		unlink(tmp);
	return rc;
}

/*
 * Is the database of s, which has a schema version, klopf's?  Marked
 * with klopf's application_id, or, for a file of an older klopf that
 * did not mark it, holding klopf's tables.  Reads only.  *yes receives
 * the answer; KL_OK, or the error of a read that failed (then nothing
 * is known about the file).
 */
static int
ours(kl_store *s, int *yes, kl_error *err)
{
	int id = 0, n = 0, rc;

	*yes = 0;
	if ((rc = query_int(s, "PRAGMA application_id", &id, err)) != KL_OK)
		return rc;
	if (id != 0) {
		*yes = id == KLOPF_APPLICATION_ID;
		return KL_OK;
	}
	if ((rc = query_int(s, "SELECT count(*) FROM sqlite_master WHERE "
	              "type = 'table' AND name IN ('player', 'rubber', "
	              "'rubber_setting', 'seat', 'event', 'game', 'hand', "
	              "'buyback', 'chip_transfer')", &n, err)) != KL_OK)
		return rc;
	*yes = n == 9;
	return KL_OK;
}

/* Make every connection, this one too, read the schema again: raise
 * schema_version by one. */
static int
bump_schema_version(kl_store *s, kl_error *err)
{
	char sql[64];
	int v = 0, rc;

	if ((rc = query_int(s, "PRAGMA schema_version", &v, err)) != KL_OK)
		return rc;
	snprintf(sql, sizeof(sql), "PRAGMA schema_version = %d", v + 1);
	return kl_sti_exec(s, sql, err);
}

/*
 * After schema/006, 008, 009, 010 and 012 edited table definitions in
 * sqlite_master (from: the version the database had): make every
 * connection read the schema again (a new schema_version), and make sure
 * the edits took, so that a database whose tables were written
 * differently is refused rather than half upgraded.
 */
static int
after_schema_edit(kl_store *s, int from, kl_error *err)
{
	/* the edits, by the version that made them: what each table's
	 * definition holds once edited */
	static const struct {
		int version;
		int ntables;          /* the tables edited */
		const char *check;    /* counts ntables when every edit is in */
	} edits[] = {
		{ LEAVE_VERSION, 2,
		  "(name = 'event' AND sql LIKE '%''leave'', ''rules''%') OR "
		  "(name = 'pot_winner' AND sql LIKE '%REFERENCES event (id)%')" },
		{ FAMILY_VERSION, 2,
		  "(name = 'game' AND sql LIKE '%''big_gin'', ''dead''%') OR "
		  "(name = 'chip_transfer' AND sql LIKE "
		  "'%''boxes'', ''shutout''%')" },
		{ FAMILY_MORE_VERSION, 2,
		  "(name = 'game' AND sql LIKE '%''u_whole'', ''showdown''%') "
		  "OR (name = 'chip_transfer' AND sql LIKE "
		  "'%''place'', ''mom''%')" },
		{ SEATS_VERSION, 7,
		  "name IN ('rubber', 'seat', 'game', 'hand', 'buyback', "
		  "'chip_transfer', 'player_leave') AND "
		  "sql LIKE '%BETWEEN 0 AND 11)%' AND "
		  "sql NOT LIKE '%BETWEEN 0 AND 5)%'" },
		{ MELDING_VERSION, 2,
		  "(name = 'game' AND sql LIKE '%''at_once'', ''block''%') OR "
		  "(name = 'hand' AND sql LIKE "
		  "'%points BETWEEN -100000 AND 100000%')" },
	};
	char sql[512];
	size_t i;
	int n = 0, rc;

	if ((rc = bump_schema_version(s, err)) != KL_OK)
		return rc;
	for (i = 0; i < sizeof(edits) / sizeof(edits[0]); i++) {
		/* the first edits are checked whatever the version: every
		 * later definition holds them too */
		if (i > 0 && from >= edits[i].version)
			continue;
		snprintf(sql, sizeof(sql), "SELECT count(*) FROM sqlite_master "
		         "WHERE type = 'table' AND (%s)", edits[i].check);
		if ((rc = query_int(s, sql, &n, err)) != KL_OK)
			return rc;
		if (n != edits[i].ntables)
			return kl_error_set(err, KL_ESTORE, "the tables of %s are "
			                    "not as klopf made them; the database "
			                    "was not upgraded", s->path);
	}
	return KL_OK;
}

/*
 * The schema version of the database s has just opened, into *v, read
 * before anything is written to the file (kl_store_int.h); path names
 * the file in the message of a refusal.
 */
int
kl_sti_schema_of(kl_store *s, const char *path, int *v, kl_error *err)
{
	int rc, tables, mine = 0;

	/* a file that is not SQLite shows up at the first read */
	if ((rc = query_int(s, "SELECT count(*) FROM sqlite_master", &tables,
	                    err)) != KL_OK)
		return rc;
	/* a newer klopf's database, or another program's, is refused before
	 * anything is written to it, not even the journal mode */
	if ((rc = user_version(s, v, err)) != KL_OK)
		return rc;
	if (*v > kl_schema_nmigrations)
		return newer_schema(s, *v, err);
	if (*v > 0 && (rc = ours(s, &mine, err)) != KL_OK)
		return rc;
	/* a version below 0 is none klopf ever wrote: another program's */
	if (*v < 0 || (*v == 0 && tables > 0) || (*v > 0 && !mine))
		return kl_error_set(err, KL_ESTORE, "%s is not a klopf "
		    "database (a SQLite database of another program); "
		    "nothing was changed", path);
	return KL_OK;
}

/*
 * Bring the schema up from version v (read when the database was opened)
 * to the latest: under the write lock, read the version again, write a
 * backup of a database that has a schema, and apply every missing
 * migration in the same transaction.  A database that is up to date is
 * not locked at all, so readers never wait for a writer here.
 */
int
kl_sti_migrate(kl_store *s, int v, kl_error *err)
{
	int rc, i;
	char sql[64];

	if (v == kl_schema_nmigrations)
		return KL_OK;
	if ((rc = kl_sti_exec(s, "BEGIN IMMEDIATE", err)) != KL_OK)
		return rc;
	if ((rc = user_version(s, &v, err)) != KL_OK)
		goto fail;
	if (v > kl_schema_nmigrations) {
		rc = newer_schema(s, v, err);
		goto fail;
	}
	/* changed since it was opened to one klopf never wrote */
	if (v < 0) {
		rc = kl_error_set(err, KL_ESTORE, "%s is not a klopf database "
		    "(a SQLite database of another program); nothing was "
		    "changed", s->path);
		goto fail;
	}
	if (v > 0 && v < kl_schema_nmigrations && !s->memory_copy &&
	    (rc = write_backup(s, v, err)) != KL_OK)
		goto fail;
	for (i = v; i < kl_schema_nmigrations; i++) {
		if ((rc = kl_sti_exec(s, kl_schema_migrations[i].sql,
		                      err)) != KL_OK)
			goto fail;
		snprintf(sql, sizeof(sql), "PRAGMA user_version = %d", i + 1);
		if ((rc = kl_sti_exec(s, sql, err)) != KL_OK)
			goto fail;
		/* a script that edits table definitions in place: every
		 * later script (an ALTER TABLE of the same table) must work
		 * from the definitions as edited, so the schema is read
		 * again */
		if (strstr(kl_schema_migrations[i].sql, "writable_schema") &&
		    (rc = bump_schema_version(s, err)) != KL_OK)
			goto fail;
	}
	if (v > 0 && v < WINNERS_VERSION &&
	    (rc = kl_store_fill_winners(s, err)) != KL_OK)
		goto fail;
	/* entry codes (schema/014_entry_code.sql): every rubber in play
	 * without one gets its own after the scripts, from the kernel's
	 * randomness */
	if (v < kl_schema_nmigrations &&
	    (rc = kl_store_code_fill(s, err)) != KL_OK)
		goto fail;
	if (v < MELDING_VERSION &&
	    (rc = after_schema_edit(s, v, err)) != KL_OK)
		goto fail;
	/* klopf's mark, for a file made now or by an older klopf */
	snprintf(sql, sizeof(sql), "PRAGMA application_id = %d",
	         KLOPF_APPLICATION_ID);
	if ((rc = kl_sti_exec(s, sql, err)) != KL_OK)
		goto fail;
	if ((rc = kl_sti_exec(s, "COMMIT", err)) != KL_OK)
		goto fail;
	return KL_OK;
fail:
	sqlite3_exec(s->db, "ROLLBACK", NULL, NULL, NULL);
	return rc;
}
