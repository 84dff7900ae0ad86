/* kl_ops_import.c - importing a file of klopf export, into an empty
 * database or merged into one that has rubbers (kl_ops_import.h). */
#include "kl_ops_import.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kl_hist.h"
#include "kl_history.h"
#include "kl_history_json.h"
#include "kl_history_merge.h"
#include "kl_store_code.h"
#include "kl_ops_start.h"
#include "kl_ops_verify.h"
#include "kl_utf8.h"
#include "kl_store.h"

static int check_new_names(kl_store *s, int nnew, kl_error *err);
static int import_checked(kl_store *s, const kl_jscan_source *src,
                          int min_version, int *nrubbers, int *version,
                          kl_error *err);

/*
 * The winners of rubber id, loaded into h, when the table ended it (klopf
 * end: its last event a change of a rule, which the export writes without
 * winners): recorded as the engine names them, and h loaded again.
 * KL_OK, or the store's error.
 */
static int
winners_of_end(kl_store *s, int64_t id, kl_hist *h, kl_error *err)
{
	const kl_history_event *ev;
	int rc;

	if (h->nsteps == 0 || h->state.phase != KL_RUBBER_FINISHED)
		return KL_OK;
	ev = h->steps[h->nsteps - 1].ev;
	if (ev->kind != KL_EVENT_RULES || ev->nwinners > 0)
		return KL_OK;
	if ((rc = kl_store_record_winners(s, id, &h->state, err)) != KL_OK)
		return rc;
	kl_hist_free(h);
	return kl_hist_load(s, id, h, err);
}

/*
 * Each rubber as the import inserts it (kl_history_loaded): its players
 * pass the checks of klopf new together (none given twice, none like
 * another), it replays under its rules to what was recorded, and every
 * game is judged again from the hands as typed.  ctx is the store.
 */
static int
judge_loaded(void *ctx, int64_t id, kl_error *err)
{
	kl_store *s = ctx;
	kl_rubber_row row;
	const char *seated[KL_PLAYERS_MAX];
	kl_hist h;
	int rc, k;

	memset(&h, 0, sizeof(h));
	if ((rc = kl_store_rubber_get(s, id, &row, err)) != KL_OK) {
		if (rc == KL_ESTORE || rc == KL_ENOTFOUND)
			rc = KL_EINPUT;
		err->code = rc;
		goto done;
	}
	/* a name is refused as klopf new refuses it, then the rubber's
	 * names together */
	for (k = 0; k < row.nplayers; k++) {
		seated[k] = row.names[k];
		if ((rc = kl_player_name_check(seated[k], err)) != KL_OK)
			goto done;
	}
	if ((rc = kl_ops_check_names(seated, row.nplayers, err)) != KL_OK) {
		char why[KL_ERROR_MAX];
		snprintf(why, sizeof(why), "%s", err->msg);
		rc = kl_error_set(err, KL_EINPUT, "rubber %lld: %s",
		                  (long long)id, why);
		goto done;
	}
	if ((rc = kl_hist_load(s, id, &h, err)) != KL_OK) {
		if (rc == KL_ESTORE || rc == KL_ENOTFOUND)
			rc = KL_EINPUT;
		err->code = rc;
		goto done;
	}
	if ((rc = winners_of_end(s, id, &h, err)) != KL_OK ||
	    (rc = kl_hist_verify(&h, err)) != KL_OK)
		goto done;
	rc = kl_ops_judge_rubber(s, id, err);
done:
	kl_hist_free(&h);
	return rc;
}

/* kl_ops_import of a file of format_version min_version or later, and
 * the file's format_version into *version (as soon as it is read). */
static int
import_checked(kl_store *s, const kl_jscan_source *src, int min_version,
               int *nrubbers, int *version, kl_error *err)
{
	kl_player_names players;
	int rc, i;

	memset(&players, 0, sizeof(players));
	*nrubbers = 0;
	if ((rc = kl_store_begin(s, 1, err)) != KL_OK ||
	    (rc = kl_history_import_stream(s, src, min_version, judge_loaded,
	                                    s, nrubbers, version, err)) !=
	    KL_OK)
		goto done;
	/* every player's name passes the checks of klopf new; the database
	 * was empty: every player is the file's, and none may look like
	 * another, in two rubbers too, as klopf new and a merge refuse
	 * it */
	if ((rc = kl_store_check_text(s, err)) != KL_OK ||
	    (rc = kl_store_player_names(s, &players, err)) != KL_OK)
		goto done;
	for (i = 0; i < players.n; i++)
		if ((rc = kl_player_name_check(players.names[i], err)) != KL_OK)
			goto done;
	if ((rc = check_new_names(s, players.n, err)) != KL_OK)
		goto done;
	/* an export holds no entry codes (secrets): the rubbers in play
	 * get new ones */
	if ((rc = kl_store_code_fill(s, err)) != KL_OK)
		goto done;
	rc = kl_store_commit(s, err);
done:
	free(players.names);
	kl_store_rollback(s);
	return rc;
}

int
kl_ops_import(kl_store *s, const kl_jscan_source *src, int *nrubbers,
              kl_error *err)
{
	int version;

	return import_checked(s, src, 0, nrubbers, &version, err);
}

/* The schema name the file's database is attached under. */
#define MERGE_SCHEMA "merge_src"

/* The players added by a merge (the last nnew of every player, by id)
 * must not look like any other player; when there are any, every name
 * must also pass kl_player_name_check.  KL_OK; KL_EINPUT naming the
 * name refused or the two that look alike; else the store's codes or
 * KL_ENOMEM. */
static int
check_new_names(kl_store *s, int nnew, kl_error *err)
{
	kl_player_names p;
	char **look = NULL;
	int i, k, rc;

	memset(&p, 0, sizeof(p));
	if (nnew == 0)
		return KL_OK;
	if ((rc = kl_store_player_names(s, &p, err)) != KL_OK)
		goto done;
	look = calloc((size_t)p.n + 1, sizeof(*look));
	if (look == NULL) {
		rc = kl_error_set(err, KL_ENOMEM, "out of memory");
		goto done;
	}
	for (i = 0; i < p.n; i++) {
		if ((rc = kl_player_name_check(p.names[i], err)) != KL_OK)
			goto done;
		if ((look[i] = kl_utf8_skeleton(p.names[i])) == NULL) {
			rc = kl_error_set(err, KL_ENOMEM, "out of memory");
			goto done;
		}
	}
	for (i = p.n - nnew; i < p.n; i++)
		for (k = 0; k < i; k++)
			if (!strcmp(look[i], look[k])) {
				rc = kl_error_set(err, KL_EINPUT, "the file's "
				    "player %s looks the same as %s here; give "
				    "the players names that differ",
				    p.names[i], p.names[k]);
				goto done;
			}
	rc = KL_OK;
done:
	for (i = 0; look != NULL && i < p.n; i++)
		free(look[i]);
	free(look);
	free(p.names);
	return rc;
}

int
kl_ops_import_merge(kl_store *s, const kl_jscan_source *src,
                    kl_ops_merge_result *out, kl_error *err)
{
	kl_store *mem = NULL;
	kl_merge_result m;
	kl_history_rubber *list = NULL;
	kl_hist h;
	int rc, i, k, n = 0, version = 0, attached = 0;

	memset(out, 0, sizeof(*out));
	memset(&m, 0, sizeof(m));
	memset(&h, 0, sizeof(h));
	if ((rc = kl_store_open(":memory:", KL_STORE_WRITE,
	                        kl_store_config_of(s), &mem, err)) != KL_OK)
		goto done;
	rc = import_checked(mem, src, 5, &out->in_file, &version, err);
	if (rc == KL_ERULE && version >= 1 && version < 5)
		rc = kl_error_set(err, KL_EINPUT, "a file of format_version %d "
		    "does not say which rubbers are which (that came with "
		    "format 5); import it into a new database instead, or "
		    "export it again with this klopf", version);
	if (rc != KL_OK)
		goto done;
	if ((rc = kl_store_attach_copy(s, mem, MERGE_SCHEMA, err)) != KL_OK)
		goto done;
	attached = 1;
	kl_store_close(mem);
	mem = NULL;
	if ((rc = kl_store_begin(s, 1, err)) != KL_OK ||
	    (rc = kl_history_merge(s, MERGE_SCHEMA, &m, err)) != KL_OK ||
	    (rc = check_new_names(s, m.nplayers, err)) != KL_OK ||
	    (rc = kl_history_rubbers(s, NULL, &list, &n, err)) != KL_OK)
		goto done;
	/* every rubber added, checked again where it is now */
	for (i = 0; i < m.added; i++) {
		const char *seated[KL_PLAYERS_MAX];
		for (k = 0; k < n && list[k].id != m.rubbers[i]; k++)
			;
		if (k == n) {
			rc = kl_error_set(err, KL_ESTORE, "rubber %lld was added "
			    "but cannot be read back", (long long)m.rubbers[i]);
			goto done;
		}
		for (int j = 0; j < list[k].nplayers; j++)
			seated[j] = list[k].names[j];
		if ((rc = kl_ops_check_names(seated, list[k].nplayers,
		                             err)) != KL_OK ||
		    (rc = kl_hist_load(s, m.rubbers[i], &h, err)) != KL_OK ||
		    (rc = winners_of_end(s, m.rubbers[i], &h, err)) != KL_OK ||
		    (rc = kl_hist_verify(&h, err)) != KL_OK ||
		    (rc = kl_ops_judge_rubber(s, m.rubbers[i], err)) != KL_OK)
			goto done;
		kl_hist_free(&h);
	}
	if ((rc = kl_store_code_fill(s, err)) != KL_OK ||
	    (rc = kl_store_commit(s, err)) != KL_OK)
		goto done;
	out->added = m.added;
	out->present = m.present;
	out->players = m.nplayers;
done:
	kl_hist_free(&h);
	free(list);
	kl_merge_result_free(&m);
	kl_store_rollback(s);
	if (attached)
		kl_store_detach(s, MERGE_SCHEMA);
	kl_store_close(mem);
	return rc;
}
