/* kl_ops_read.c - the reads of the history, each in one read
 * transaction (kl_ops_read.h). */
#include "kl_ops_read.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kl_csv.h"
#include "kl_history_csv.h"
#include "kl_history_json.h"
#include "kl_history.h"
#include "kl_ops_int.h"
#include "kl_store.h"

int
kl_ops_rubbers(kl_store *s, const char *since, kl_history_rubber **out,
               int *n, kl_error *err)
{
	kl_history_range range;
	int rc;

	*out = NULL;
	*n = 0;
	memset(&range, 0, sizeof(range));
	range.since = since;
	if ((rc = kl_store_begin(s, 0, err)) == KL_OK)
		rc = kl_history_rubbers(s, &range, out, n, err);
	kl_store_rollback(s);
	return rc;
}

int
kl_ops_history(kl_store *s, int64_t id, kl_hist *h, kl_error *err)
{
	int rc;

	memset(h, 0, sizeof(*h));
	if ((rc = kl_store_begin(s, 0, err)) == KL_OK &&
	    (rc = kl_hist_load(s, id, h, err)) == KL_OK &&
	    (rc = kl_ops_trust_hands_of(s, h->row.id, h->hands, h->nhands,
	                                err)) != KL_OK)
		kl_hist_free(h);
	kl_store_rollback(s);
	return rc;
}

int
kl_ops_export_json(kl_store *s, const char *since, char **json,
                   kl_error *err)
{
	kl_history_range range;
	int rc;

	*json = NULL;
	memset(&range, 0, sizeof(range));
	range.since = since;
	if ((rc = kl_store_begin(s, 0, err)) == KL_OK)
		rc = kl_history_export_json(s, &range, json, err);
	kl_store_rollback(s);
	return rc;
}

int
kl_ops_export_json_to(kl_store *s, const char *since, kl_ops_put put,
                      void *ctx, kl_error *err)
{
	kl_history_range range;
	int rc;

	memset(&range, 0, sizeof(range));
	range.since = since;
	if ((rc = kl_store_begin(s, 0, err)) == KL_OK)
		rc = kl_history_export_json_to(s, &range, put, ctx, err);
	kl_store_rollback(s);
	return rc;
}

const char *const *
kl_ops_csv_tables(void)
{
	return kl_history_tables;
}

/* kl_history_table_rows callback: one CSV line per row (the names for
 * the header, where values is NULL) onto the stream ctx.  A column
 * called name (the player's) is always text (kl_csv_text), so that a
 * player named "+1" is not read as the number 1. */
static int
csv_row(void *ctx, int ncols, const char *const *names,
        const char *const *values, kl_error *err)
{
	FILE *f = ctx;
	int i;

	for (i = 0; i < ncols; i++) {
		if (i)
			fputc(',', f);
		if (values != NULL && !strcmp(names[i], "name"))
			kl_csv_text(f, values[i]);
		else
			kl_csv_field(f, values != NULL ? values[i] : names[i]);
	}
	if (fputc('\n', f) == EOF)
		return kl_error_set(err, KL_ESTORE, "cannot write: %s",
		                    strerror(errno));
	return 0;
}

int
kl_ops_export_csv_to(kl_store *s, const char *since,
                     const kl_ops_csv_sink *sink, kl_error *err)
{
	kl_history_range range;
	FILE *f;
	int rc, t;

	memset(&range, 0, sizeof(range));
	range.since = since;
	if ((rc = kl_store_begin(s, 0, err)) != KL_OK)
		goto done;
	for (t = 0; kl_history_tables[t] != NULL; t++) {
		if ((f = sink->open(sink->ctx, kl_history_tables[t], err)) ==
		    NULL) {
			rc = err->code != KL_OK ? err->code : KL_ESTORE;
			goto done;
		}
		rc = kl_history_table_rows(s, kl_history_tables[t], &range,
		                           csv_row, f, err);
		if (sink->close(sink->ctx, f, rc == KL_OK ? err : NULL) &&
		    rc == KL_OK)
			rc = err->code != KL_OK ? err->code : KL_ESTORE;
		if (rc != KL_OK)
			goto done;
	}
	rc = KL_OK;
done:
	kl_store_rollback(s);
	return rc;
}

/* kl_ops_csv_sink's open for kl_ops_export_csv: the next table of the
 * kl_ops_csv ctx as a stream in memory. */
static FILE *
mem_open(void *ctx, const char *name, kl_error *err)
{
	kl_ops_csv *out = ctx;
	FILE *f;

	(void)name;
	/* the stream writes the length until it is closed: it lives in out,
	 * not on this function's stack */
	f = open_memstream(&out->texts[out->ntables],
	                   &out->sizes[out->ntables]);
	if (f == NULL) {
		kl_error_set(err, KL_ENOMEM, "out of memory");
		return NULL;
	}
	out->ntables++;
	return f;
}

/* kl_ops_csv_sink's close for kl_ops_export_csv: 0, or -1 (and "out of
 * memory" in err unless err is NULL) when the text could not be kept. */
static int
mem_close(void *ctx, FILE *f, kl_error *err)
{
	(void)ctx;
	if (fclose(f) == 0)
		return 0;
	if (err != NULL)
		kl_error_set(err, KL_ENOMEM, "out of memory");
	return -1;
}

int
kl_ops_export_csv(kl_store *s, const char *since, kl_ops_csv *out,
                  kl_error *err)
{
	kl_ops_csv_sink sink = { mem_open, mem_close, out };
	int n;

	memset(out, 0, sizeof(*out));
	out->names = kl_history_tables;
	for (n = 0; kl_history_tables[n] != NULL; n++)
		;
	out->texts = calloc((size_t)n + 1, sizeof(*out->texts));
	out->sizes = calloc((size_t)n + 1, sizeof(*out->sizes));
	if (out->texts == NULL || out->sizes == NULL)
		return kl_error_set(err, KL_ENOMEM, "out of memory");
	return kl_ops_export_csv_to(s, since, &sink, err);
}

void
kl_ops_csv_free(kl_ops_csv *out)
{
	int i;

	for (i = 0; out->texts != NULL && i < out->ntables; i++)
		free(out->texts[i]);
	free(out->texts);
	free(out->sizes);
	memset(out, 0, sizeof(*out));
}

int
kl_ops_player_names(kl_store *s, kl_player_names *out, kl_error *err)
{
	int rc;

	memset(out, 0, sizeof(*out));
	if ((rc = kl_store_begin(s, 0, err)) == KL_OK)
		rc = kl_store_player_names(s, out, err);
	kl_store_rollback(s);
	return rc;
}
