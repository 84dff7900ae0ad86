/* kl_store_write.c - recording what happens at the table (kl_store.h):
 * a new rubber, its events (games with their hands, buy-backs, players
 * leaving, rule changes, abandoning) with their chips, the state of the
 * rubber and its winners. */
#include "kl_store.h"

#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "kl_store_code.h"
#include "kl_store_int.h"
#include "kl_store_sql.h"

/* A SQLite failure of s as an error code and message (the name is the
 * one scripts/update-po looks for, to put what in the catalogue). */
static int
db_error(kl_store *s, int rc, const char *what, kl_error *err)
{
	return kl_store_sql_error(s->db, s->path, rc, what, err);
}

/* The rubber.state text of an enum kl_rubber_phase. */
static const char *
phase_name(int phase)
{
	return phase == KL_RUBBER_FINISHED ? "finished" :
	       phase == KL_RUBBER_ABANDONED ? "abandoned" : "in_play";
}

/* Record the chip transfers of res for rubber, under event (0: none,
 * as for the antes of a new rubber). */
static int
add_transfers(kl_store *s, int64_t rubber, int64_t event,
              const kl_event_result *res, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int i, rc;

	if ((rc = kl_sti_prep_cached(s, "INSERT INTO chip_transfer (rubber_id, "
	                             "event_id, from_seat, to_seat, amount, "
	                             "reason) VALUES (?, ?, ?, ?, ?, ?)", &st,
	                             err)) != KL_OK)
		return rc;
	for (i = 0; i < res->ntransfers; i++) {
		const kl_transfer *t = &res->transfers[i];
		sqlite3_reset(st);
		sqlite3_bind_int64(st, 1, rubber);
		if (event > 0)
			sqlite3_bind_int64(st, 2, event);
		else
			sqlite3_bind_null(st, 2);
		if (t->from == KL_POT)
			sqlite3_bind_null(st, 3);
		else
			sqlite3_bind_int(st, 3, t->from);
		if (t->to == KL_POT)
			sqlite3_bind_null(st, 4);
		else
			sqlite3_bind_int(st, 4, t->to);
		sqlite3_bind_int(st, 5, t->amount);
		sqlite3_bind_text(st, 6, kl_transfer_reason_name(t->reason), -1,
		                  SQLITE_STATIC);
		rc = sqlite3_step(st);
		if (rc != SQLITE_DONE) {
			rc = db_error(s, rc, "recording chips", err);
			goto done;
		}
	}
	rc = KL_OK;
done:
	kl_sti_done_cached(s, st);
	return rc;
}

int
kl_sti_player_id(kl_store *s, const char *name, const char *now,
                 int64_t *pid, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc;

	if ((rc = kl_sti_prep(s, "INSERT INTO player (name, created_at) VALUES "
	                      "(?, ?) ON CONFLICT (name) DO NOTHING", &st,
	                      err)) != KL_OK)
		return rc;
	sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 2, now, -1, SQLITE_STATIC);
	if ((rc = kl_sti_step_done(s, st, err)) != KL_OK)
		return rc;
	if ((rc = kl_sti_prep(s, "SELECT id FROM player WHERE name = ?", &st,
	                      err)) != KL_OK)
		return rc;
	sqlite3_bind_text(st, 1, name, -1, SQLITE_STATIC);
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW) {
		*pid = sqlite3_column_int64(st, 0);
		rc = KL_OK;
	} else {
		rc = db_error(s, rc, "finding a player", err);
	}
	sqlite3_finalize(st);
	return rc;
}

int
kl_store_rubber_create(kl_store *s, const kl_rules *rules,
                       const char *const *names, int n,
                       const kl_event_result *antes, int64_t *id,
                       kl_error *err)
{
	return kl_store_rubber_create_in(s, 0, rules, names, n, antes, id,
	                                 err);
}

int
kl_store_rubber_create_in(kl_store *s, int64_t tournament,
                          const kl_rules *rules, const char *const *names,
                          int n, const kl_event_result *antes, int64_t *id,
                          kl_error *err)
{
	sqlite3_stmt *st = NULL;
	char now[40], v[32];
	size_t i;
	int rc, k;

	kl_sti_now(s, now, sizeof(now));
	if ((rc = kl_sti_prep(s,
	    "INSERT INTO rubber (started_at, first_dealer, "
	    "uuid, tournament_id) VALUES (?, ?, " KL_SQL_NEW_UUID ", ?)", &st,
	    err)) != KL_OK)
		return rc;
	sqlite3_bind_text(st, 1, now, -1, SQLITE_STATIC);
	sqlite3_bind_int(st, 2, rules->first_seat);
	if (tournament != 0)
		sqlite3_bind_int64(st, 3, tournament);
	else
		sqlite3_bind_null(st, 3);
	if ((rc = kl_sti_step_done(s, st, err)) != KL_OK)
		return rc;
	*id = sqlite3_last_insert_rowid(s->db);
	/* its entry code (kl_store_code.h), made with the rubber */
	{
		uint8_t code[KL_CODE_BYTES];
		rc = kl_store_code_renew(s, *id, code, err);
		memset(code, 0, sizeof(code));
		if (rc != KL_OK)
			return rc;
	}

	if ((rc = kl_sti_prep(s, "INSERT INTO rubber_setting (rubber_id, key, "
	                      "value) VALUES (?, ?, ?)", &st, err)) != KL_OK)
		return rc;
	for (i = 0; i < kl_rules_nsettings; i++) {
		const kl_setting *set = &kl_rules_settings[i];
		if (!kl_rules_applies(rules, set))
			continue;
		sqlite3_reset(st);
		sqlite3_bind_int64(st, 1, *id);
		sqlite3_bind_text(st, 2, set->name, -1, SQLITE_STATIC);
		sqlite3_bind_text(st, 3, kl_rules_value_text(rules, set, v,
		                  sizeof(v)), -1, SQLITE_STATIC);
		if ((rc = sqlite3_step(st)) != SQLITE_DONE) {
			rc = db_error(s, rc, "recording the rules", err);
			sqlite3_finalize(st);
			return rc;
		}
	}
	sqlite3_finalize(st);

	for (k = 0; k < n; k++) {
		int64_t pid = 0;
		if ((rc = kl_sti_player_id(s, names[k], now, &pid, err)) != KL_OK)
			return rc;
		if ((rc = kl_sti_prep(s, "INSERT INTO seat (rubber_id, seat, "
		                      "player_id) VALUES (?, ?, ?)", &st,
		                      err)) != KL_OK)
			return rc;
		sqlite3_bind_int64(st, 1, *id);
		sqlite3_bind_int(st, 2, k);
		sqlite3_bind_int64(st, 3, pid);
		if ((rc = kl_sti_step_done(s, st, err)) != KL_OK)
			return rc;
	}
	return add_transfers(s, *id, 0, antes, err);
}

/* Append an event row; *eid receives its id. */
static int
add_event(kl_store *s, int64_t rubber, const char *kind, int64_t *eid,
          kl_error *err)
{
	sqlite3_stmt *st = NULL;
	char now[40];
	int rc;

	if ((rc = kl_sti_prep_cached(s,
	    "INSERT INTO event (rubber_id, seq, kind, "
	    "at) VALUES (?1, (SELECT COALESCE(max(seq), 0) "
	    "+ 1 FROM event WHERE rubber_id = ?1), ?2, "
	    "?3)", &st, err)) != KL_OK)
		return rc;
	sqlite3_bind_int64(st, 1, rubber);
	sqlite3_bind_text(st, 2, kind, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 3, kl_sti_now(s, now, sizeof(now)), -1,
	                  SQLITE_STATIC);
	if ((rc = kl_sti_step_cached(s, st, err)) != KL_OK)
		return rc;
	*eid = sqlite3_last_insert_rowid(s->db);
	return KL_OK;
}

/* Set the state of rubber to phase (kl_store_int.h). */
int
kl_sti_set_phase(kl_store *s, int64_t rubber, int phase, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	char now[40];
	int rc;

	if ((rc = kl_sti_prep(s, "UPDATE rubber SET state = ?, ended_at = ? "
	                      "WHERE id = ?", &st, err)) != KL_OK)
		return rc;
	sqlite3_bind_text(st, 1, phase_name(phase), -1, SQLITE_STATIC);
	if (phase == KL_RUBBER_IN_PLAY)
		sqlite3_bind_null(st, 2);
	else
		sqlite3_bind_text(st, 2, kl_sti_now(s, now, sizeof(now)), -1,
		                  SQLITE_STATIC);
	sqlite3_bind_int64(st, 3, rubber);
	return kl_sti_step_done(s, st, err);
}

/* Bind text (NULL: SQL NULL) to parameter i of st; SQLite does not copy
 * it, so text must last until st is stepped. */
static void
bind_text_or_null(sqlite3_stmt *st, int i, const char *text)
{
	if (text != NULL)
		sqlite3_bind_text(st, i, text, -1, SQLITE_STATIC);
	else
		sqlite3_bind_null(st, i);
}

int
kl_store_add_game(kl_store *s, int64_t id, const kl_game_row *g,
                  const kl_event_result *res, const kl_rubber *after,
                  kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int64_t eid;
	int rc, i;

	if ((rc = add_event(s, id, "game", &eid, err)) != KL_OK)
		return rc;
	if ((rc = kl_sti_prep_cached(s,
	    "INSERT INTO game (event_id, rubber_id, "
	    "number, dealer_seat, declarer_seat, kind, "
	    "discard, upcard, worth) VALUES (?, ?, ?, ?, "
	    "?, ?, ?, ?, ?)", &st, err)) != KL_OK)
		return rc;
	sqlite3_bind_int64(st, 1, eid);
	sqlite3_bind_int64(st, 2, id);
	sqlite3_bind_int(st, 3, g->number);
	sqlite3_bind_int(st, 4, g->dealer);
	sqlite3_bind_int(st, 5, g->declarer);
	bind_text_or_null(st, 6, g->kind);
	bind_text_or_null(st, 7, g->discard);
	bind_text_or_null(st, 8, g->upcard);
	if (g->worth > 0)
		sqlite3_bind_int(st, 9, g->worth);
	else
		sqlite3_bind_null(st, 9);
	if ((rc = kl_sti_step_cached(s, st, err)) != KL_OK)
		return rc;
	if ((rc = kl_sti_prep_cached(s,
	    "INSERT INTO hand (game_id, seat, typed, "
	    "cards, arrangement, deadwood, points, "
	    "typed_as_points) VALUES (?, ?, ?, ?, ?, ?, "
	    "?, ?)", &st, err)) != KL_OK)
		return rc;
	for (i = 0; i < g->nhands; i++) {
		const kl_hand_row *h = &g->hands[i];
		sqlite3_reset(st);
		sqlite3_bind_int64(st, 1, eid);
		sqlite3_bind_int(st, 2, h->seat);
		sqlite3_bind_text(st, 3, h->typed, -1, SQLITE_STATIC);
		bind_text_or_null(st, 4, h->cards);
		bind_text_or_null(st, 5, h->arrangement);
		sqlite3_bind_int(st, 6, h->deadwood);
		sqlite3_bind_int(st, 7, h->points);
		sqlite3_bind_int(st, 8, h->typed_as_points);
		if ((rc = sqlite3_step(st)) != SQLITE_DONE) {
			rc = db_error(s, rc, "recording a hand", err);
			kl_sti_done_cached(s, st);
			return rc;
		}
	}
	kl_sti_done_cached(s, st);
	if ((rc = add_transfers(s, id, eid, res, err)) != KL_OK)
		return rc;
	if (after->phase == KL_RUBBER_IN_PLAY)
		return KL_OK;
	if ((rc = kl_sti_set_phase(s, id, after->phase, err)) != KL_OK)
		return rc;
	/* the winners come from the engine, not from the pot's payouts
	 * (a winner may take no chips) */
	return kl_store_record_winners(s, id, after, err);
}

int
kl_store_add_buyback(kl_store *s, int64_t id, int seat, int before,
                     int after, int cost, const kl_event_result *res,
                     kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int64_t eid;
	int rc;

	if ((rc = add_event(s, id, "buyback", &eid, err)) != KL_OK)
		return rc;
	if ((rc = kl_sti_prep(s,
	    "INSERT INTO buyback (event_id, rubber_id, seat, "
	    "total_before, total_after, cost) VALUES "
	    "(?, ?, ?, ?, ?, ?)", &st, err)) != KL_OK)
		return rc;
	sqlite3_bind_int64(st, 1, eid);
	sqlite3_bind_int64(st, 2, id);
	sqlite3_bind_int(st, 3, seat);
	sqlite3_bind_int(st, 4, before);
	sqlite3_bind_int(st, 5, after);
	sqlite3_bind_int(st, 6, cost);
	if ((rc = kl_sti_step_done(s, st, err)) != KL_OK)
		return rc;
	return add_transfers(s, id, eid, res, err);
}

int
kl_store_add_leave(kl_store *s, int64_t id, int seat,
                   const kl_event_result *res, const kl_rubber *after,
                   kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int64_t eid;
	int rc;

	if ((rc = add_event(s, id, "leave", &eid, err)) != KL_OK)
		return rc;
	if ((rc = kl_sti_prep(s,
	    "INSERT INTO player_leave (event_id, rubber_id, "
	    "seat) VALUES (?, ?, ?)", &st, err)) != KL_OK)
		return rc;
	sqlite3_bind_int64(st, 1, eid);
	sqlite3_bind_int64(st, 2, id);
	sqlite3_bind_int(st, 3, seat);
	if ((rc = kl_sti_step_done(s, st, err)) != KL_OK ||
	    (rc = add_transfers(s, id, eid, res, err)) != KL_OK)
		return rc;
	if (after->phase == KL_RUBBER_IN_PLAY)
		return KL_OK;
	if ((rc = kl_sti_set_phase(s, id, after->phase, err)) != KL_OK)
		return rc;
	return kl_store_record_winners(s, id, after, err);
}

int
kl_store_add_rule_change(kl_store *s, int64_t id, const char *key,
                         const char *value, const kl_rubber *after,
                         kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int64_t eid;
	int rc;

	if ((rc = add_event(s, id, "rules", &eid, err)) != KL_OK)
		return rc;
	if ((rc = kl_sti_prep(s,
	    "INSERT INTO rule_change (event_id, rubber_id, "
	    "key, value) VALUES (?, ?, ?, ?)", &st, err)) != KL_OK)
		return rc;
	sqlite3_bind_int64(st, 1, eid);
	sqlite3_bind_int64(st, 2, id);
	sqlite3_bind_text(st, 3, key, -1, SQLITE_STATIC);
	sqlite3_bind_text(st, 4, value, -1, SQLITE_STATIC);
	if ((rc = kl_sti_step_done(s, st, err)) != KL_OK ||
	    after->phase == KL_RUBBER_IN_PLAY)
		return rc;
	if ((rc = kl_sti_set_phase(s, id, after->phase, err)) != KL_OK)
		return rc;
	return kl_store_record_winners(s, id, after, err);
}

int
kl_store_add_abandon(kl_store *s, int64_t id, const kl_event_result *res,
                     kl_error *err)
{
	int64_t eid;
	int rc;

	if ((rc = add_event(s, id, "abandon", &eid, err)) != KL_OK)
		return rc;
	if ((rc = add_transfers(s, id, eid, res, err)) != KL_OK)
		return rc;
	return kl_sti_set_phase(s, id, KL_RUBBER_ABANDONED, err);
}

int
kl_store_record_winners(kl_store *s, int64_t id, const kl_rubber *after,
                        kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int rc, i;

	if ((rc = kl_sti_prep(s, "DELETE FROM pot_winner WHERE rubber_id = ?",
	                      &st, err)) != KL_OK)
		goto done;
	sqlite3_bind_int64(st, 1, id);
	rc = kl_sti_step_done(s, st, err);
	st = NULL;
	if (rc != KL_OK || after->phase != KL_RUBBER_FINISHED)
		goto done;
	/* the event that ended the rubber (a game, or a player leaving) is
	 * its last */
	if ((rc = kl_sti_prep(s,
	    "INSERT INTO pot_winner (game_id, rubber_id, "
	    "seat) SELECT e.id, e.rubber_id, ?2 FROM event e "
	    "WHERE e.rubber_id = ?1 ORDER BY e.seq DESC LIMIT 1",
	    &st, err)) != KL_OK)
		goto done;
	for (i = 0; i < after->nwinners; i++) {
		sqlite3_reset(st);
		sqlite3_bind_int64(st, 1, id);
		sqlite3_bind_int(st, 2, after->winners[i]);
		if ((rc = sqlite3_step(st)) != SQLITE_DONE) {
			rc = db_error(s, rc, "recording the winners", err);
			goto done;
		}
	}
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	return rc;
}

/*
 * The winners of finished rubber id, replayed from its recorded events
 * by the replay of the store's settings, recorded with
 * kl_store_record_winners (none when the settings name no replay).
 * Returns KL_OK, the replay's error (KL_ERULE, KL_EINPUT: the record
 * does not replay) or a store error.
 */
static int
replay_winners(kl_store *s, int64_t id, kl_error *err)
{
	kl_event *events = NULL;
	kl_rubber_row row;
	kl_rubber state;
	int rc, n = 0;

	if (s->cfg.replay == NULL)
		return KL_OK;  /* nothing to replay it with: no winners */
	if ((rc = kl_store_rubber_get(s, id, &row, err)) != KL_OK ||
	    (rc = kl_store_rubber_events(s, id, &events, &n, err)) != KL_OK ||
	    (rc = s->cfg.replay(&state, &row.rules, row.nplayers, events, n,
	                        err)) != KL_OK)
		goto done;
	rc = kl_store_record_winners(s, id, &state, err);
done:
	free(events);
	return rc;
}

int
kl_store_fill_winners(kl_store *s, kl_error *err)
{
	sqlite3_stmt *st = NULL;
	int64_t *ids = NULL;
	int n = 0, cap = 0, rc, i;

	if ((rc = kl_sti_prep(s,
	    "SELECT id FROM rubber WHERE state = 'finished' "
	    "ORDER BY id", &st, err)) != KL_OK)
		goto done;
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		if (n == cap) {
			int ncap = cap ? cap * 2 : 64;
			int64_t *p = realloc(ids, sizeof(*ids) * (size_t)ncap);
			if (p == NULL) {
				rc = kl_error_set(err, KL_ENOMEM,
				                  "out of memory");
				goto done;
			}
			ids = p;
			cap = ncap;
		}
		ids[n++] = sqlite3_column_int64(st, 0);
	}
	if (rc != SQLITE_DONE) {
		rc = db_error(s, rc, "reading the rubbers", err);
		goto done;
	}
	for (i = 0; i < n; i++) {
		rc = replay_winners(s, ids[i], err);
		if (rc == KL_ESTORE || rc == KL_EBUSY || rc == KL_ENOMEM)
			goto done;
	}
	kl_error_clear(err);
	rc = KL_OK;
done:
	sqlite3_finalize(st);
	free(ids);
	return rc;
}
