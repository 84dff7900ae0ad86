/* kl_ops_events.c - what the table does between games: buy back, leave,
 * change a rule, take back, abandon (kl_ops_events.h). */
#include "kl_ops_events.h"

#include <stdlib.h>
#include <string.h>

#include "kl_ops_int.h"
#include "kl_rwords.h"
#include "kl_store.h"

int
kl_ops_no_buyback(const kl_ops_rubber *r, int seat, kl_error *err)
{
	const kl_rubber *st = &r->state;
	const char *who = r->row.names[seat];
	int total = st->seat[seat].score;

	switch (kl_rubber_buyback_refusal(st, seat)) {
	case KL_BUYBACK_GAME:
		return kl_error_set(err, KL_ERULE, "%s cannot buy back: this "
		    "game has no buy-back", who);
	case KL_BUYBACK_OUT:
		return kl_error_set(err, KL_ERULE, "%s is out of the rubber "
		    "with %d points and cannot buy back", who, total);
	case KL_BUYBACK_AGAIN:
		return kl_error_set(err, KL_ERULE, "%s has bought back before "
		    "in this rubber and cannot buy back again (once only)",
		    who);
	case KL_BUYBACK_LOW:
		return kl_error_set(err, KL_ERULE, "%s cannot buy back: the "
		    "total %d is not over %d (a buy-back needs %d to %d)", who,
		    total, st->rules.buyback_over, st->rules.buyback_over + 1,
		    st->rules.out_at - 1);
	case KL_BUYBACK_NOT_LOWER:
		return kl_error_set(err, KL_ERULE, "%s cannot buy back: it "
		    "would not lower the total (%d; the highest other total in "
		    "play is %d)", who, total,
		    kl_rubber_buyback_total(st, seat));
	default:
		return kl_error_set(err, KL_ERULE, "%s cannot buy back: the "
		    "rubber is over", who);
	}
}

/* kl_ops_buyback, and kl_ops_buyback_seen when seen is not NULL. */
static int
buyback(kl_store *s, const kl_ops_rubber *seen, const char *name,
        kl_ops_buyback_result *out, kl_error *err)
{
	kl_ops_rubber *r = &out->after;
	int rc;

	memset(out, 0, sizeof(*out));
	if ((rc = kl_ops_begin_seen(s, seen, 0, r, err)) != KL_OK)
		goto done;
	if ((rc = kl_ops_seat(r, name, &out->seat, err)) != KL_OK)
		goto done;
	out->before = r->state.seat[out->seat].score;
	out->cost = r->state.rules.buyback_cost;
	if (kl_rubber_buyback_refusal(&r->state, out->seat) != KL_BUYBACK_OK) {
		rc = kl_ops_no_buyback(r, out->seat, err);
		goto done;
	}
	if ((rc = kl_rubber_buyback(&r->state, out->seat, &out->res,
	                            err)) != KL_OK)
		goto done;
	if ((rc = kl_store_add_buyback(s, r->row.id, out->seat, out->before,
	                               r->state.seat[out->seat].score,
	                               out->cost, &out->res, err)) != KL_OK ||
	    (rc = kl_store_commit(s, err)) != KL_OK)
		goto done;
	r->nevents++;
done:
	kl_store_rollback(s);
	return rc;
}

int
kl_ops_buyback(kl_store *s, const char *name, kl_ops_buyback_result *out,
               kl_error *err)
{
	return buyback(s, NULL, name, out, err);
}

int
kl_ops_buyback_seen(kl_store *s, const kl_ops_rubber *seen,
                    const char *name, kl_ops_buyback_result *out,
                    kl_error *err)
{
	return buyback(s, seen, name, out, err);
}

int
kl_ops_no_leave(const kl_ops_rubber *r, int seat, kl_error *err)
{
	const char *who = r->row.names[seat];

	switch (kl_rubber_leave_refusal(&r->state, seat)) {
	case KL_LEAVE_GAME:
		return kl_error_set(err, KL_ERULE, "%s cannot leave this game; "
		    "it can be abandoned (klopf abandon)", who);
	case KL_LEAVE_GONE:
		return kl_error_set(err, KL_ERULE, "%s has left the rubber "
		                    "already", who);
	case KL_LEAVE_OUT:
		return kl_error_set(err, KL_ERULE, "%s is out of the rubber "
		    "with %d points already", who,
		    r->state.seat[seat].score);
	default:
		return kl_error_set(err, KL_ERULE, "%s cannot leave: the "
		                    "rubber is over", who);
	}
}

/* kl_ops_leave, and kl_ops_leave_seen when seen is not NULL. */
static int
leave(kl_store *s, const kl_ops_rubber *seen, const char *name,
      kl_ops_leave_result *out, kl_error *err)
{
	kl_ops_rubber *r = &out->after;
	int rc;

	memset(out, 0, sizeof(*out));
	if ((rc = kl_ops_begin_seen(s, seen, 0, r, err)) != KL_OK)
		goto done;
	if ((rc = kl_ops_seat(r, name, &out->seat, err)) != KL_OK)
		goto done;
	if (kl_rubber_leave_refusal(&r->state, out->seat) != KL_LEAVE_OK) {
		rc = kl_ops_no_leave(r, out->seat, err);
		goto done;
	}
	if ((rc = kl_rubber_leave(&r->state, out->seat, &out->res,
	                          err)) != KL_OK ||
	    (rc = kl_store_add_leave(s, r->row.id, out->seat, &out->res,
	                             &r->state, err)) != KL_OK ||
	    (rc = kl_store_commit(s, err)) != KL_OK)
		goto done;
	r->nevents++;
done:
	kl_store_rollback(s);
	return rc;
}

int
kl_ops_leave(kl_store *s, const char *name, kl_ops_leave_result *out,
             kl_error *err)
{
	return leave(s, NULL, name, out, err);
}

int
kl_ops_leave_seen(kl_store *s, const kl_ops_rubber *seen, const char *name,
                  kl_ops_leave_result *out, kl_error *err)
{
	return leave(s, seen, name, out, err);
}

int
kl_ops_no_change(const kl_ops_rubber *r, int setting, int value,
                 kl_error *err)
{
	const kl_setting *set = &kl_rules_settings[setting];
	kl_rules next = r->state.rules;
	char text[32];
	int seat = 0;

	kl_rules_put(&next, set, value);
	kl_rules_value_shown(&next, set, text, sizeof(text));
	switch (kl_rubber_change_refusal(&r->state, setting, value, &seat)) {
	case KL_CHANGE_AT_START:
		return kl_error_set(err, KL_ERULE, "rule %s acts only when a "
		    "rubber starts; it cannot change during one", set->name);
	case KL_CHANGE_SAME:
		return kl_error_set(err, KL_ERULE, "rule %s is %s already; "
		                    "nothing was changed", set->name, text);
	case KL_CHANGE_CLASH:
		/* the rules' own sentence says which ones clash */
		if (kl_rules_validate(&next, err) != KL_OK ||
		    kl_rubber_players_fit(&next, r->state.nplayers, err) !=
		    KL_OK) {
			err->code = KL_ERULE;
			return KL_ERULE;
		}
		return kl_error_set(err, KL_ERULE, "rule %s cannot be %s with "
		                    "the other rules", set->name, text);
	case KL_CHANGE_OTHER_GAME:
		return kl_error_set(err, KL_ERULE, "rule %s is not a rule of "
		    "%s; see 'klopf rules --game %s'", set->name,
		    kl_rules_game_name(r->state.rules.game),
		    kl_rules_game_name(r->state.rules.game));
	case KL_CHANGE_PLAYED:
	case KL_CHANGE_ENDS:
		return kl_error_set(err, KL_ERULE, kl_error_plural(
		    "rule hands cannot become %s: %d hand is played already, "
		    "so it must be more", "rule hands cannot become %s: %d "
		    "hands are played already, so it must be more",
		    (unsigned long)r->state.games), text,
		    r->state.games);
	case KL_CHANGE_PUTS_OUT:
		if (kl_gamedef_of(&r->state.rules)->family)
			return kl_error_set(err, KL_ERULE, "rule %s cannot "
			    "become %s while %s is in play with a total of %d",
			    set->name, text, r->row.names[seat],
			    kl_game_total(&r->state, seat));
		return kl_error_set(err, KL_ERULE, "rule %s cannot become %s "
		    "while %s is in play with %d points", set->name, text,
		    r->row.names[seat], r->state.seat[seat].score);
	default:
		return kl_error_set(err, KL_ERULE, "rubber %lld is over; its "
		    "rules cannot change", (long long)r->row.id);
	}
}

/* Change setting to v in the rubber r in play, loaded in the open write
 * transaction of s, and commit (kl_ops_change_rule); ends: 1 when the
 * change may end the game (klopf end). */
static int
change_in(kl_store *s, kl_ops_rubber *r, int setting, int v, int ends,
          kl_ops_change_result *out, kl_error *err)
{
	const kl_setting *set = &kl_rules_settings[setting];
	kl_event_result res;
	int rc, why = kl_rubber_change_refusal(&r->state, setting, v, NULL);

	kl_rules_value_text(&r->state.rules, set, out->before,
	                    sizeof(out->before));
	if (why != KL_CHANGE_OK && !(ends && why == KL_CHANGE_ENDS))
		return kl_ops_no_change(r, setting, v, err);
	if ((rc = kl_rubber_change(&r->state, setting, v, &res,
	                           err)) != KL_OK)
		return rc;
	out->ended = res.ended;
	kl_rules_value_text(&r->state.rules, set, out->now, sizeof(out->now));
	if ((rc = kl_store_add_rule_change(s, r->row.id, set->name, out->now,
	                                   &r->state, err)) != KL_OK ||
	    (rc = kl_store_commit(s, err)) != KL_OK)
		return rc;
	r->nevents++;
	return KL_OK;
}

int
kl_ops_change_rule(kl_store *s, const char *key, const char *value,
                   kl_ops_change_result *out, kl_error *err)
{
	kl_ops_rubber *r = &out->after;
	int rc, v;

	memset(out, 0, sizeof(*out));
	out->setting = kl_rules_find(key);
	if (out->setting < 0) {
		kl_rules scratch;
		kl_rules_default(&scratch);
		return kl_rules_set(&scratch, key, value, err);
	}
	if ((rc = kl_rules_read_value(out->setting, value, &v, err)) != KL_OK)
		return rc;
	if ((rc = kl_store_begin(s, 1, err)) != KL_OK ||
	    (rc = kl_ops_load(s, KL_OPS_IN_PLAY, r, err)) != KL_OK)
		goto done;
	rc = change_in(s, r, out->setting, v, 0, out, err);
done:
	kl_store_rollback(s);
	return rc;
}

int
kl_ops_end(kl_store *s, kl_ops_change_result *out, kl_error *err)
{
	kl_ops_rubber *r = &out->after;
	const kl_game_def *def;
	int rc;

	memset(out, 0, sizeof(*out));
	if ((rc = kl_store_begin(s, 1, err)) != KL_OK ||
	    (rc = kl_ops_load(s, KL_OPS_IN_PLAY, r, err)) != KL_OK)
		goto done;
	def = kl_gamedef_of(&r->state.rules);
	if (!def->family || def->hands_key == NULL) {
		rc = kl_error_set(err, KL_ERULE, "the table cannot end a game "
		    "of %s; it ends as its rules say, or klopf abandon ends it "
		    "without a winner", def->name);
		goto done;
	}
	if (r->state.games == 0) {
		rc = kl_error_set(err, KL_ERULE, "no hand of rubber %lld has "
		    "been played; klopf abandon ends it without a winner",
		    (long long)r->row.id);
		goto done;
	}
	out->setting = kl_rules_find(def->hands_key);
	rc = change_in(s, r, out->setting, r->state.games, 1, out, err);
done:
	kl_store_rollback(s);
	return rc;
}

/* kl_ops_undo, and kl_ops_undo_seen when seen is not NULL. */
static int
undo(kl_store *s, const kl_ops_rubber *seen, kl_ops_undo_result *out,
     kl_error *err)
{
	kl_ops_rubber *r = NULL;
	int rc;

	memset(out, 0, sizeof(*out));
	r = malloc(sizeof(*r));
	if (r == NULL)
		return kl_error_set(err, KL_ENOMEM, "out of memory");
	if ((rc = kl_store_begin(s, 1, err)) != KL_OK ||
	    (rc = kl_ops_load(s, KL_OPS_LATEST, &out->before, err)) != KL_OK)
		goto done;
	if (seen != NULL && !kl_ops_same_rubber(&out->before, seen)) {
		rc = kl_error_set(err, KL_ESTALE, "rubber %lld changed before "
		    "its last game could be taken back (another klopf booked or "
		    "took back something); nothing was changed",
		    (long long)out->before.row.id);
		goto done;
	}
	*r = out->before;
	rc = kl_ops_take_back_correction(s, r, out, err);
	if (rc == KL_ENOTFOUND)
		rc = kl_store_undo(s, out->before.row.id, &out->undone, err);
	if (rc != KL_OK || (rc = kl_store_commit(s, err)) != KL_OK)
		goto done;
	out->reopened = out->before.state.phase != KL_RUBBER_IN_PLAY &&
	                (out->correction ? r->state.phase == KL_RUBBER_IN_PLAY :
	                 out->undone.kind != 0);
done:
	kl_store_rollback(s);
	free(r);
	return rc;
}

int
kl_ops_undo(kl_store *s, kl_ops_undo_result *out, kl_error *err)
{
	return undo(s, NULL, out, err);
}

int
kl_ops_undo_seen(kl_store *s, const kl_ops_rubber *seen,
                 kl_ops_undo_result *out, kl_error *err)
{
	return undo(s, seen, out, err);
}

int
kl_ops_abandon(kl_store *s, kl_ops_abandon_result *out, kl_error *err)
{
	int rc;

	memset(out, 0, sizeof(*out));
	if ((rc = kl_store_begin(s, 1, err)) != KL_OK ||
	    (rc = kl_ops_load(s, KL_OPS_IN_PLAY, &out->after, err)) != KL_OK ||
	    (rc = kl_rubber_abandon(&out->after.state, &out->res,
	                            err)) != KL_OK ||
	    (rc = kl_store_add_abandon(s, out->after.row.id, &out->res,
	                               err)) != KL_OK ||
	    (rc = kl_store_commit(s, err)) != KL_OK)
		goto done;
	out->after.nevents++;
done:
	kl_store_rollback(s);
	return rc;
}
