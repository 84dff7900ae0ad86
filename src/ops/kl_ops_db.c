/* kl_ops_db.c - the database's path and the settings it is opened with,
 * read from the environment (kl_ops_db.h). */
#include "kl_ops_db.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

#include "kl_date.h"
#include "kl_store.h"

_Static_assert(KL_OPS_DB_PATH_MAX == KL_PATH_MAX,
               "a path ops finds must fit the store");

int
kl_ops_db_path(const char *explicit_path, char *buf, size_t size,
               kl_error *err)
{
	const char *env = getenv("KLOPF_DB"), *xdg = getenv("XDG_DATA_HOME");
	const char *home = getenv("HOME");
	int n;

	if (explicit_path != NULL && explicit_path[0] != '\0')
		n = snprintf(buf, size, "%s", explicit_path);
	else if (env != NULL && env[0] != '\0')
		n = snprintf(buf, size, "%s", env);
	else if (xdg != NULL && xdg[0] == '/')
		n = snprintf(buf, size, "%s/klopf/klopf.db", xdg);
	else if (home != NULL && home[0] == '/')
		n = snprintf(buf, size, "%s/.local/share/klopf/klopf.db", home);
	/* a relative HOME would put the database under the current
	 * folder, wherever klopf is run: refused, as a relative
	 * XDG_DATA_HOME is not used */
	else if (home != NULL && home[0] != '\0' && xdg != NULL &&
	         xdg[0] != '\0')
		return kl_error_set(err, KL_ESTORE, "no place for the database: "
		    "neither HOME (\"%.40s\") nor XDG_DATA_HOME (\"%.40s\") "
		    "is an absolute path; use --db PATH or KLOPF_DB", home,
		    xdg);
	else if (home != NULL && home[0] != '\0')
		return kl_error_set(err, KL_ESTORE, "no place for the database: "
		    "HOME (\"%.40s\") is not an absolute path and "
		    "XDG_DATA_HOME is not set; use --db PATH or KLOPF_DB",
		    home);
	else
		return kl_error_set(err, KL_ESTORE, "no place for the database: "
		    "HOME and XDG_DATA_HOME are not set; use --db PATH or "
		    "KLOPF_DB");
	if (n < 0 || (size_t)n >= size)
		return kl_error_set(err, KL_ESTORE, "database path too long");
	return KL_OK;
}

/*
 * A whole number from the environment variable name, from min to max,
 * into *out; def when it is unset or empty.  Returns KL_OK or KL_EUSAGE
 * naming the variable and what it holds.
 */
static int
env_number(const char *name, long def, long min, long max, long *out,
           kl_error *err)
{
	const char *text = getenv(name);
	char *end;
	long v;

	*out = def;
	if (text == NULL || text[0] == '\0')
		return KL_OK;
	errno = 0;
	v = strtol(text, &end, 10);
	if (!isdigit((unsigned char)text[0]) || *end != '\0' ||
	    errno == ERANGE || v < min || v > max)
		return kl_error_set(err, KL_EUSAGE, "%s must be a whole number "
		    "from %ld to %ld, not \"%.40s\"", name, min, max, text);
	*out = v;
	return KL_OK;
}

/* The store's settings as the environment gives them, into *cfg.
 * Returns KL_OK or KL_EUSAGE (env_number, or a KLOPF_NOW that is no
 * time klopf reads back). */
static int
env_config(kl_store_config *cfg, kl_error *err)
{
	const char *now = kl_ops_db_now();
	int rc;

	kl_store_config_default(cfg);
	if ((rc = env_number("KLOPF_BUSY_TIMEOUT", KL_STORE_BUSY_TIMEOUT_MS,
	                     0, KL_STORE_BUSY_TIMEOUT_MAX,
	                     &cfg->busy_timeout_ms, err)) != KL_OK ||
	    (rc = env_number("KLOPF_MAX_PAGES", 0, 1, INT_MAX,
	                     &cfg->max_pages, err)) != KL_OK)
		return rc;
	/* a time klopf stores is one it reads back: in its own form */
	if (now != NULL &&
	    kl_date_canonical(now, cfg->now, sizeof(cfg->now)) != 0)
		return kl_error_set(err, KL_EUSAGE, "KLOPF_NOW must be a time "
		    "as YYYY-MM-DDTHH:MM:SSZ, not \"%.40s\"", now);
	/* records without winners get the engine's */
	cfg->replay = kl_rubber_replay;
	return KL_OK;
}

int
kl_ops_db_open(const char *explicit_path, int mode, kl_store **out,
               kl_error *err)
{
	char path[KL_OPS_DB_PATH_MAX];
	kl_store_config cfg;
	int rc;

	*out = NULL;
	if ((rc = kl_ops_db_path(explicit_path, path, sizeof(path),
	                         err)) != KL_OK ||
	    (rc = env_config(&cfg, err)) != KL_OK)
		return rc;
	return kl_store_open(path, mode == KL_OPS_DB_WRITE ? KL_STORE_WRITE :
	                     KL_STORE_READ, &cfg, out, err);
}

void
kl_ops_db_close(kl_store *s)
{
	kl_store_close(s);
}

const char *
kl_ops_db_now(void)
{
	const char *now = getenv("KLOPF_NOW");

	return now != NULL && now[0] != '\0' ? now : NULL;
}

void
kl_ops_db_discard(const char *explicit_path)
{
	static const char *const tails[] = { "", "-wal", "-shm", "-journal" };
	char path[KL_OPS_DB_PATH_MAX], one[KL_OPS_DB_PATH_MAX + 16];
	kl_error err;
	size_t i;

	kl_error_clear(&err);
	if (kl_ops_db_path(explicit_path, path, sizeof(path), &err) != KL_OK)
		return;
	for (i = 0; i < sizeof(tails) / sizeof(tails[0]); i++) {
		snprintf(one, sizeof(one), "%s%s", path, tails[i]);
		(void)remove(one);
	}
}

int
kl_ops_db_changes(kl_store *s, int64_t *out, kl_error *err)
{
	return kl_store_data_version(s, out, err);
}
