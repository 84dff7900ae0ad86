/* kl_ops_entry.c - entering results with an entry code (kl_ops_entry.h). */
#include "kl_ops_entry.h"

#include <stdlib.h>
#include <string.h>

#include "kl_ops_int.h"
#include "kl_store.h"
#include "kl_store_code.h"

int
kl_ops_entry_find(kl_store *s, const char *text, kl_ops_entry *out,
                  kl_error *err)
{
	kl_store_code_row *rows = NULL;
	uint8_t typed[KL_CODE_BYTES];
	int n = 0, i, found = -1, rc;

	memset(out, 0, sizeof(*out));
	if ((rc = kl_code_parse(text, typed, err)) != KL_OK)
		return rc;
	if ((rc = kl_store_begin(s, 0, err)) != KL_OK ||
	    (rc = kl_store_code_all(s, &rows, &n, err)) != KL_OK)
		goto done;
	/* every code is compared whole, and the loop never stops early:
	 * the time says nothing about how much of a code was right */
	for (i = 0; i < n; i++) {
		int same = kl_code_equal(rows[i].code, typed, KL_CODE_BYTES);
		found = same ? i : found;
	}
	if (found < 0) {
		rc = kl_error_set(err, KL_ENOTFOUND, "no table has this entry "
		                  "code; check it on the table's sheet, or ask "
		                  "for the new one if it was renewed");
		goto done;
	}
	out->rubber = rows[found].rubber;
	out->tournament = rows[found].tournament;
	out->series = rows[found].series;
	out->table = rows[found].table;
	out->over = !rows[found].in_play;
	if (!rows[found].in_play && !rows[found].last_over) {
		rc = kl_error_set(err, KL_ERULE, "rubber %lld of this entry code "
		                  "is over; nothing more can be entered with it",
		                  (long long)out->rubber);
		goto done;
	}
	rc = KL_OK;
done:
	kl_store_rollback(s);
	if (rows != NULL)
		memset(rows, 0, sizeof(*rows) * (size_t)n);
	free(rows);
	memset(typed, 0, sizeof(typed));
	return rc;
}

/* Where rubber id sits in rows[0..n-1] (-1: nowhere). */
static int
row_of(const kl_store_code_row *rows, int n, int64_t id)
{
	int i;

	for (i = 0; i < n; i++)
		if (rows[i].rubber == id)
			return i;
	return -1;
}

int
kl_ops_code(kl_store *s, int renew, kl_ops_code_result *out, kl_error *err)
{
	kl_store_code_row *rows = NULL;
	kl_rubber_row row;
	uint8_t raw[KL_CODE_BYTES];
	int n = 0, k, rc;

	memset(out, 0, sizeof(*out));
	memset(raw, 0, sizeof(raw));
	if ((rc = kl_store_begin(s, renew, err)) != KL_OK)
		goto done;
	rc = kl_store_rubber_in_play(s, &row, err);
	if (rc == KL_ENOTFOUND) {
		rc = kl_error_set(err, KL_ENOTFOUND, "no rubber is in play, so "
		                  "there is no entry code; a rubber's code opens "
		                  "it only while it is in play");
		goto done;
	}
	if (rc != KL_OK)
		goto done;
	out->rubber = row.id;
	if (renew) {
		if ((rc = kl_store_code_renew(s, row.id, raw, err)) != KL_OK)
			goto done;
		out->renewed = 1;
	} else if ((rc = kl_store_code_get(s, row.id, raw, err)) ==
	           KL_ENOTFOUND) {
		rc = kl_error_set(err, KL_ENOTFOUND, "rubber %lld has no entry "
		                  "code; 'klopf code --new' makes one",
		                  (long long)row.id);
		goto done;
	} else if (rc != KL_OK) {
		goto done;
	}
	/* its table, if it is a tournament's */
	if ((rc = kl_store_code_all(s, &rows, &n, err)) != KL_OK)
		goto done;
	if ((k = row_of(rows, n, row.id)) >= 0) {
		out->tournament = rows[k].tournament;
		out->series = rows[k].series;
		out->table = rows[k].table;
	}
	if ((rc = kl_store_commit(s, err)) != KL_OK)
		goto done;
	kl_code_format(raw, out->code);
done:
	kl_store_rollback(s);
	if (rows != NULL)
		memset(rows, 0, sizeof(*rows) * (size_t)n);
	free(rows);
	memset(raw, 0, sizeof(raw));
	return rc;
}

int
kl_ops_entry_codes(kl_store *s, const int64_t *rubbers, int n,
                   char (*codes)[KL_CODE_TEXT_MAX], kl_error *err)
{
	kl_store_code_row *rows = NULL;
	int nrows = 0, i, k, rc;

	for (i = 0; i < n; i++)
		codes[i][0] = '\0';
	if ((rc = kl_store_begin(s, 0, err)) != KL_OK ||
	    (rc = kl_store_code_all(s, &rows, &nrows, err)) != KL_OK)
		goto done;
	for (i = 0; i < n; i++)
		if ((k = row_of(rows, nrows, rubbers[i])) >= 0 &&
		    rows[k].in_play)
			kl_code_format(rows[k].code, codes[i]);
done:
	kl_store_rollback(s);
	if (rows != NULL)
		memset(rows, 0, sizeof(*rows) * (size_t)nrows);
	free(rows);
	return rc;
}

uint64_t
kl_ops_entry_stamp(const kl_ops_rubber *r)
{
	/* FNV-1a over what kl_ops_same_rubber compares */
	const unsigned char *p;
	uint64_t h = 14695981039346656037ULL;
	int64_t id = r->row.id;
	int nev = r->nevents;
	size_t i;

	p = (const unsigned char *)&id;
	for (i = 0; i < sizeof(id); i++)
		h = (h ^ p[i]) * 1099511628211ULL;
	p = (const unsigned char *)&nev;
	for (i = 0; i < sizeof(nev); i++)
		h = (h ^ p[i]) * 1099511628211ULL;
	p = (const unsigned char *)&r->state;
	for (i = 0; i < sizeof(r->state); i++)
		h = (h ^ p[i]) * 1099511628211ULL;
	return h;
}

int
kl_ops_entry_look(kl_store *s, const kl_ops_entry *e, kl_ops_rubber *out,
                  kl_error *err)
{
	/* the table's rubber is the one loaded, in play or over */
	kl_store_select_table(s, e->rubber);
	return kl_ops_look(s, KL_OPS_LATEST, out, err);
}

int
kl_ops_entry_seen(kl_store *s, const kl_ops_entry *e, uint64_t stamp,
                  kl_ops_rubber *now, int game, kl_error *err)
{
	int rc;

	if ((rc = kl_ops_entry_look(s, e, now, err)) != KL_OK)
		return rc;
	if (kl_ops_entry_stamp(now) == stamp)
		return KL_OK;
	return kl_ops_stale(now->row.id, game, err);
}

int
kl_ops_stale(int64_t id, int game, kl_error *err)
{
	if (game)
		return kl_error_set(err, KL_ESTALE, "rubber %lld changed since "
		                    "this table last looked at it (another klopf "
		                    "or another phone booked or took back "
		                    "something); nothing was booked",
		                    (long long)id);
	return kl_error_set(err, KL_ESTALE, "rubber %lld changed since this "
	                    "table last looked at it (another klopf or another "
	                    "phone booked or took back something); nothing was "
	                    "changed", (long long)id);
}

/*
 * The rubber of e as it stands, loaded into a new *r for the caller to
 * free (free(NULL) too), and whether the page that sent stamp saw it so
 * (kl_ops_entry_seen, game as there): KL_OK; KL_ESTALE with *r the rubber
 * as it stands now, for the page; the errors of looking; KL_ENOMEM with
 * *r NULL.
 */
static int
entry_rubber(kl_store *s, const kl_ops_entry *e, uint64_t stamp, int game,
             kl_ops_rubber **r, kl_error *err)
{
	if ((*r = calloc(1, sizeof(**r))) == NULL)
		return kl_error_set(err, KL_ENOMEM, "out of memory");
	return kl_ops_entry_seen(s, e, stamp, *r, game, err);
}

/*
 * A dead hand (gin) on the rubber in play, booked only if it is still
 * seen (checked in the write transaction): kl_ops_dead's results, or
 * KL_ESTALE saying nothing was booked.
 */
static int
dead_seen(kl_store *s, const kl_ops_rubber *seen, kl_ops_game_result *out,
          kl_error *err)
{
	kl_ops_rubber *r;
	int rc;

	out->game.declarer = -1;
	out->game.kind = -1;
	out->game.upcard = -1;
	if ((r = calloc(1, sizeof(*r))) == NULL)
		return kl_error_set(err, KL_ENOMEM, "out of memory");
	if ((rc = kl_ops_begin_seen(s, seen, 1, r, err)) != KL_OK)
		goto done;
	if ((rc = kl_ops_book_dead(s, r, out, err)) != KL_OK ||
	    (rc = kl_ops_load(s, KL_OPS_LATEST, &out->after, err)) != KL_OK ||
	    (rc = kl_store_commit(s, err)) != KL_OK)
		goto done;
done:
	kl_store_rollback(s);
	if (out->after.row.id == 0)
		out->after = *r;
	free(r);
	return rc;
}

int
kl_ops_entry_game(kl_store *s, const kl_ops_entry *e, uint64_t stamp,
                  const char *declarer, int kind, int upcard, int nargs,
                  const char *const *args, kl_ops_game_result *out,
                  kl_error *err)
{
	kl_ops_rubber *r;
	kl_game g;
	int rc, k;

	memset(out, 0, sizeof(*out));
	rc = entry_rubber(s, e, stamp, 1, &r, err);
	if (rc == KL_ESTALE)
		out->after = *r;
	if (rc == KL_OK && r->state.phase != KL_RUBBER_IN_PLAY)
		rc = kl_error_set(err, KL_ERULE, "rubber %lld is over; its last "
		                  "game can still be taken back or corrected, "
		                  "and nothing more is booked",
		                  (long long)r->row.id);
	if (rc != KL_OK)
		goto done;
	/* a dead hand: no declarer, no hands */
	if (kind == KL_VERDICT_NONE) {
		rc = nargs > 0 ? kl_error_set(err, KL_EINPUT, "a dead hand has "
		                              "no hands; leave them empty") :
		     dead_seen(s, r, out, err);
		goto done;
	}
	if ((rc = kl_ops_judge_args(r, declarer, kind, upcard, nargs, args,
	                            &g, err)) != KL_OK) {
		/* the refused game, with its proof, as kl_ops_game gives it */
		out->game = g;
		out->after = *r;
		for (k = 0; k < out->game.t.nplayers; k++)
			out->game.t.names[k] = out->after.row.names[k];
		goto done;
	}
	/* booked only if the rubber is still r, checked again in the
	 * booking's write transaction */
	rc = kl_ops_book(s, r, &g, out, err);
done:
	free(r);
	return rc;
}

int
kl_ops_entry_fix(kl_store *s, const kl_ops_entry *e, uint64_t stamp,
                 const char *declarer, int kind, int nargs,
                 const char *const *args, kl_ops_fix_result *out,
                 kl_error *err)
{
	kl_ops_rubber *r;
	int rc;

	memset(out, 0, sizeof(*out));
	rc = entry_rubber(s, e, stamp, 0, &r, err);
	if (rc == KL_ESTALE)
		out->after = *r;
	if (rc != KL_OK)
		goto done;
	if (r->state.games == 0) {
		rc = kl_error_set(err, KL_EINPUT, "rubber %lld has no game yet; "
		                  "there is nothing to correct",
		                  (long long)r->row.id);
		goto done;
	}
	rc = kl_ops_fix_seen(s, r, r->state.games, declarer, kind, nargs,
	                     args, out, err);
done:
	free(r);
	return rc;
}

int
kl_ops_entry_buyback(kl_store *s, const kl_ops_entry *e, uint64_t stamp,
                     int seat, kl_ops_buyback_result *out, kl_error *err)
{
	kl_ops_rubber *r;
	int rc;

	memset(out, 0, sizeof(*out));
	rc = entry_rubber(s, e, stamp, 0, &r, err);
	if (rc == KL_ESTALE)
		out->after = *r;
	if (rc == KL_OK && (seat < 0 || seat >= r->row.nplayers))
		rc = kl_error_set(err, KL_EINPUT, "say who buys back: choose "
		                  "one of the players the page offers");
	if (rc == KL_OK)
		rc = kl_ops_buyback_seen(s, r, r->row.names[seat], out, err);
	free(r);
	return rc;
}

int
kl_ops_entry_leave(kl_store *s, const kl_ops_entry *e, uint64_t stamp,
                   int seat, kl_ops_leave_result *out, kl_error *err)
{
	kl_ops_rubber *r;
	int rc;

	memset(out, 0, sizeof(*out));
	rc = entry_rubber(s, e, stamp, 0, &r, err);
	if (rc == KL_ESTALE)
		out->after = *r;
	if (rc == KL_OK && (seat < 0 || seat >= r->row.nplayers))
		rc = kl_error_set(err, KL_EINPUT, "say who leaves: choose one "
		                  "of the players the page offers");
	if (rc == KL_OK)
		rc = kl_ops_leave_seen(s, r, r->row.names[seat], out, err);
	free(r);
	return rc;
}

int
kl_ops_entry_undo(kl_store *s, const kl_ops_entry *e, uint64_t stamp,
                  kl_ops_undo_result *out, kl_error *err)
{
	kl_ops_rubber *r;
	int rc;

	memset(out, 0, sizeof(*out));
	rc = entry_rubber(s, e, stamp, 0, &r, err);
	if (rc == KL_ESTALE)
		out->before = *r;
	if (rc == KL_OK)
		rc = kl_ops_undo_seen(s, r, out, err);
	free(r);
	return rc;
}
