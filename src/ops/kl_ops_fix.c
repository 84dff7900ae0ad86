/* kl_ops_fix.c - corrections of past games: klopf fix (kl_ops_fix.h),
 * and taking one back (kl_ops_int.h). */
#include "kl_ops_fix.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kl_json.h"
#include "kl_ops_int.h"
#include "kl_text.h"
#include "kl_store.h"

/* The word a correction's record keeps for a rummy of the game def
 * plays: gin calls it gin; every other game (the rest of the family
 * too, whose own words came later) "rummy". */
static const char *
rummy_word(const kl_game_def *def)
{
	const kl_decl *d = kl_gamedef_decl(def, KL_VERDICT_RUMMY);

	return d != NULL && !def->family ? d->word : "rummy";
}

/* The JSON kept for game g in a correction: its declarer, kind, upcard
 * (when it has one) and hands as typed; rummy is the word of a rummy
 * (rummy_word).  Returns the malloc'd text, which the caller frees, or
 * NULL when out of memory. */
static char *
stored_game_json(const kl_stored_game *g, const char *rummy)
{
	kl_json j;
	int i;

	kl_json_init(&j);
	kl_json_object(&j);
	kl_json_key(&j, "declarer");
	kl_json_int(&j, g->declarer);
	kl_json_key(&j, "kind");
	kl_json_str(&j, g->dead ? "dead" : g->big ? "big_gin" :
	            g->rummy ? rummy : "knock");
	if (g->upcard >= 0) {
		char name[KL_CARD_NAME_MAX];
		kl_card_name((kl_card)g->upcard, KL_STYLE_ASCII, name,
		             sizeof(name));
		kl_json_key(&j, "upcard");
		kl_json_str(&j, name);
	}
	kl_json_key(&j, "hands");
	kl_json_array(&j);
	for (i = 0; i < g->nhands; i++) {
		kl_json_object(&j);
		kl_json_key(&j, "seat");
		kl_json_int(&j, g->seat[i]);
		kl_json_key(&j, "typed");
		kl_json_str(&j, g->typed[i]);
		kl_json_end(&j);
	}
	kl_json_end(&j);
	kl_json_end(&j);
	return kl_json_take(&j);
}

/* The index in ev[0..nev-1] of the event that booked game number, or
 * nev when no event did. */
static int
game_index(const kl_stored_event *ev, int nev, int number)
{
	int i;

	for (i = 0; i < nev; i++)
		if (ev[i].kind == KL_EVENT_GAME && ev[i].number == number)
			break;
	return i;
}

/*
 * The corrected game of a rebooking: judge sg again into *g (against r
 * as it stands before it) and book it on r, in the open write
 * transaction; res receives what it booked.  *proof (may be NULL) is set
 * when the referee refuses the declaration, and g->refused then proves
 * it.  The referee's and the store's errors come back as they are.
 */
static int
rebook_first(kl_store *s, kl_ops_rubber *r, const kl_stored_game *sg,
             kl_game *g, kl_ops_game_result *res, int *proof,
             kl_error *err)
{
	int rc = kl_ops_judge_typed(r, sg, g, err);

	if (rc == KL_ERULE && proof != NULL)
		*proof = 1;
	if (rc == KL_OK)
		rc = kl_ops_book_judged(s, r, g, res, err);
	return rc;
}

/*
 * A game after the corrected one, booked again on r as event e recorded
 * it, in the open write transaction: a dead hand booked dead, any other
 * judged again from its hands (among hands[0..nhands-1]).  lg and res
 * are the caller's room for the judged game and what it booked.  When
 * the referee or the engine no longer takes it, KL_ERULE with a sentence
 * naming the game; the store's errors keep their code.
 */
static int
rebook_game(kl_store *s, kl_ops_rubber *r, const kl_stored_event *e,
            const kl_stored_hand *hands, int nhands, kl_game *lg,
            kl_ops_game_result *res, kl_error *err)
{
	kl_stored_game later;
	kl_error why;
	int rc;

	memset(&later, 0, sizeof(later));
	kl_error_clear(&why);
	if (e->dead) {
		if ((rc = kl_ops_book_dead(s, r, res, &why)) != KL_OK)
			rc = kl_error_set(err, rc == KL_ERULE ||
			    rc == KL_EINPUT ? KL_ERULE : rc, "after the "
			    "correction, game %d no longer holds: %s",
			    e->number, why.msg);
		goto done;
	}
	if ((rc = kl_ops_stored_game(e, hands, nhands, &later, err)) !=
	    KL_OK)
		goto done;
	rc = kl_ops_judge_stored(r, &later, lg, &why);
	if (rc == KL_OK)
		rc = kl_ops_book_judged(s, r, lg, res, &why);
	/* a refusal of a later game is the correction's fault; a failure
	 * of the store is passed on */
	if (rc == KL_ERULE || rc == KL_EINPUT)
		rc = kl_error_set(err, KL_ERULE, "after the correction, game "
		    "%d no longer holds: %s", e->number, why.msg);
	else if (rc != KL_OK)
		rc = kl_error_set(err, rc, "%s", why.msg);
done:
	kl_stored_game_free(&later);
	return rc;
}

/*
 * The buy-back of seat (as recorded) after the corrected game, booked
 * again on r in the open write transaction.  KL_ERULE with a sentence
 * saying why when it is no longer allowed (or the seat is not at the
 * table); else the engine's or the store's error.
 */
static int
rebook_buyback(kl_store *s, kl_ops_rubber *r, int seat, kl_error *err)
{
	kl_event_result bres;
	kl_error why;
	int before, rc;

	kl_error_clear(&why);
	if (seat < 0 || seat >= r->row.nplayers ||
	    kl_rubber_buyback_refusal(&r->state, seat) != KL_BUYBACK_OK) {
		if (seat >= 0 && seat < r->row.nplayers)
			kl_ops_no_buyback(r, seat, &why);
		return kl_error_set(err, KL_ERULE, "after the correction, the "
		    "buy-back after game %d no longer holds: %s",
		    r->state.games, why.msg);
	}
	before = r->state.seat[seat].score;
	if ((rc = kl_rubber_buyback(&r->state, seat, &bres, err)) != KL_OK)
		return rc;
	return kl_store_add_buyback(s, r->row.id, seat, before,
	                            r->state.seat[seat].score,
	                            r->state.rules.buyback_cost, &bres, err);
}

/*
 * Seat leaving (as recorded) after the corrected game, booked again on
 * r in the open write transaction.  KL_ERULE with a sentence saying why
 * when it is no longer allowed (or the seat is not at the table); else
 * the engine's or the store's error.
 */
static int
rebook_leave(kl_store *s, kl_ops_rubber *r, int seat, kl_error *err)
{
	kl_event_result lres;
	kl_error why;
	int rc;

	kl_error_clear(&why);
	if (seat < 0 || seat >= r->row.nplayers ||
	    kl_rubber_leave_refusal(&r->state, seat) != KL_LEAVE_OK) {
		if (seat >= 0 && seat < r->row.nplayers)
			kl_ops_no_leave(r, seat, &why);
		return kl_error_set(err, KL_ERULE, "after the correction, the "
		    "leaving after game %d no longer holds: %s",
		    r->state.games, why.msg);
	}
	if ((rc = kl_rubber_leave(&r->state, seat, &lres, err)) != KL_OK)
		return rc;
	return kl_store_add_leave(s, r->row.id, seat, &lres, &r->state, err);
}

/*
 * The rule change that event e recorded after the corrected game,
 * booked again on r in the open write transaction.  KL_ESTORE when e is
 * no change klopf makes (an unknown rule or value); KL_ERULE with a
 * sentence saying why when the change no longer fits the rubber; else
 * the engine's or the store's error.
 */
static int
rebook_rule(kl_store *s, kl_ops_rubber *r, const kl_stored_event *e,
            kl_error *err)
{
	kl_event_result cres;
	kl_error why;
	int setting = kl_rules_find(e->key), v = 0, rc;

	kl_error_clear(&why);
	if (setting < 0 ||
	    kl_rules_read_value(setting, e->value, &v, &why) != KL_OK)
		return kl_error_set(err, KL_ESTORE, "rubber %lld: the rule "
		    "change \"%s=%s\" is not one klopf makes",
		    (long long)r->row.id, e->key, e->value);
	rc = kl_rubber_change_refusal(&r->state, setting, v, NULL);
	if (rc != KL_CHANGE_OK && rc != KL_CHANGE_ENDS) {
		kl_ops_no_change(r, setting, v, &why);
		return kl_error_set(err, KL_ERULE, "after the correction, the "
		    "change of a rule after game %d no longer holds: %s",
		    r->state.games, why.msg);
	}
	if ((rc = kl_rubber_change(&r->state, setting, v, &cres, err)) !=
	    KL_OK)
		return rc;
	return kl_store_add_rule_change(s, r->row.id, e->key, e->value,
	                                &r->state, err);
}

/*
 * The abandoning of the rubber after the corrected game, booked again
 * on r in the open write transaction.  KL_ERULE with a sentence saying
 * why when the engine no longer allows it; else the store's error.
 */
static int
rebook_abandon(kl_store *s, kl_ops_rubber *r, kl_error *err)
{
	kl_event_result ares;
	kl_error why;

	kl_error_clear(&why);
	if (kl_rubber_abandon(&r->state, &ares, &why) != KL_OK)
		return kl_error_set(err, KL_ERULE, "after the correction, the "
		    "abandoning after game %d no longer holds: %s",
		    r->state.games, why.msg);
	return kl_store_add_abandon(s, r->row.id, &ares, err);
}

/*
 * The buy-backs of rubber r as recorded, replayed through the engine:
 * into out[0..*n-1] (at most max) each one's seat, the games played
 * before it and the total it set.  KL_OK, or the store's or the
 * engine's error.
 */
static int
buybacks(kl_store *s, const kl_ops_rubber *r, kl_ops_fix_moved *out,
         int max, int *n, kl_error *err)
{
	kl_event *ev = NULL;
	kl_rubber *st = NULL;
	int nev = 0, i, rc;

	*n = 0;
	st = malloc(sizeof(*st));
	if (st == NULL)
		return kl_error_set(err, KL_ENOMEM, "out of memory");
	if ((rc = kl_store_rubber_events(s, r->row.id, &ev, &nev, err)) !=
	    KL_OK ||
	    (rc = kl_rubber_start(st, &r->row.rules, r->row.nplayers, NULL,
	                          err)) != KL_OK)
		goto done;
	for (i = 0; i < nev; i++) {
		if ((rc = kl_rubber_apply(st, &ev[i], NULL, err)) != KL_OK)
			goto done;
		if (ev[i].kind != KL_EVENT_BUYBACK || *n == max)
			continue;
		out[*n].seat = ev[i].seat;
		out[*n].games = st->games;
		out[*n].now = st->seat[ev[i].seat].score;
		(*n)++;
	}
	rc = KL_OK;
done:
	free(ev);
	free(st);
	return rc;
}

/*
 * The buy-backs whose total the correction moved into out->moved: old[]
 * (n of them, from buybacks before the correction) against the rubber
 * r as booked again.  The events booked again are those recorded, so the
 * buy-backs pair in order.
 */
static int
moved_buybacks(kl_store *s, const kl_ops_rubber *r,
               const kl_ops_fix_moved *old, int n, kl_ops_fix_result *out,
               kl_error *err)
{
	kl_ops_fix_moved now[KL_OPS_FIX_MOVED_MAX];
	int k, m = 0, rc;

	if ((rc = buybacks(s, r, now, KL_OPS_FIX_MOVED_MAX, &m, err)) != KL_OK)
		return rc;
	out->nmoved = 0;
	for (k = 0; k < n && k < m; k++) {
		if (old[k].seat != now[k].seat || old[k].now == now[k].now)
			continue;
		out->moved[out->nmoved] = now[k];
		out->moved[out->nmoved].was = old[k].now;
		out->nmoved++;
	}
	return KL_OK;
}

/*
 * Rubber r, which was over, is no longer over once its events are booked
 * again: put it in play again, unless another rubber is in play (then
 * KL_ERULE: two rubbers are never in play at once).  In the open write
 * transaction.
 */
static int
reopen(kl_store *s, const kl_ops_rubber *r, kl_error *err)
{
	kl_rubber_row other;
	int rc = kl_store_rubber_in_play(s, &other, err);

	if (rc == KL_OK && other.id != r->row.id)
		return kl_error_set(err, KL_ERULE, "after the correction, "
		    "rubber %lld would no longer be over, but rubber %lld is in "
		    "play and only one rubber can be; abandon rubber %lld first "
		    "(klopf abandon) to put rubber %lld in play again",
		    (long long)r->row.id, (long long)other.id,
		    (long long)other.id, (long long)r->row.id);
	if (rc != KL_OK && rc != KL_ENOTFOUND)
		return rc;
	kl_error_clear(err);
	return kl_store_reopen(s, r->row.id, err);
}

/*
 * Book game number of rubber r (loaded by id) again as sg says, and every
 * event after it again as it was, in the open write transaction: take
 * them all back, then book them in order at their own times.  *g
 * receives game number as judged, *gres (may be NULL) what it booked;
 * *proof (may be NULL) is set when game number's declaration is refused
 * (g->refused then holds the arrangement that proves it).  A refusal of
 * the game comes back as the referee says it; one of a later event names
 * that event.  r ends replayed as the rubber now stands (on an error, as
 * far as it got: the caller rolls back).  Nothing for the caller to
 * free.
 */
static int
rebook(kl_store *s, kl_ops_rubber *r, int number, const kl_stored_game *sg,
       kl_game *g, kl_event_result *gres, int *proof, kl_error *err)
{
	kl_stored_event *ev = NULL;
	kl_stored_hand *hands = NULL;
	kl_ops_game_result *res = NULL;
	kl_game *lg = NULL;
	int64_t id = r->row.id;
	int nev = 0, nhands = 0, first, i, rc, was;

	res = malloc(sizeof(*res));
	lg = malloc(sizeof(*lg));
	if (res == NULL || lg == NULL) {
		rc = kl_error_set(err, KL_ENOMEM, "out of memory");
		goto done;
	}
	if ((rc = kl_store_rubber_record(s, id, &ev, &nev, err)) != KL_OK ||
	    (rc = kl_store_rubber_hands(s, id, &hands, &nhands, err)) != KL_OK)
		goto done;
	first = game_index(ev, nev, number);
	if (first == nev) {
		rc = kl_error_set(err, KL_EINPUT, "rubber %lld has no game %d "
		                  "(it has %d)", (long long)id, number,
		                  r->state.games);
		goto done;
	}
	was = r->state.phase;
	if ((rc = kl_store_undo_from(s, id, ev[first].seq, err)) != KL_OK ||
	    (rc = kl_ops_load_id(s, id, r, err)) != KL_OK)
		goto done;
	for (i = first; i < nev; i++) {
		kl_store_set_clock(s, ev[i].at);
		if (i == first) {
			rc = rebook_first(s, r, sg, g, res, proof, err);
			if (rc == KL_OK && gres != NULL)
				*gres = res->res;
		} else if (ev[i].kind == KL_EVENT_GAME) {
			rc = rebook_game(s, r, &ev[i], hands, nhands, lg, res,
			                 err);
		} else if (ev[i].kind == KL_EVENT_BUYBACK) {
			rc = rebook_buyback(s, r, ev[i].seat, err);
		} else if (ev[i].kind == KL_EVENT_LEAVE) {
			rc = rebook_leave(s, r, ev[i].seat, err);
		} else if (ev[i].kind == KL_EVENT_RULES) {
			rc = rebook_rule(s, r, &ev[i], err);
		} else {
			rc = rebook_abandon(s, r, err);
		}
		if (rc != KL_OK)
			goto done;
		r->nevents++;
	}
	if (was != KL_RUBBER_IN_PLAY && r->state.phase == KL_RUBBER_IN_PLAY)
		rc = reopen(s, r, err);
	else
		rc = KL_OK;
done:
	kl_store_set_clock(s, NULL);
	free(ev);
	kl_store_hands_free(hands, nhands);
	free(res);
	free(lg);
	return rc;
}

int
kl_ops_take_back_correction(kl_store *s, kl_ops_rubber *r,
                            kl_ops_undo_result *out, kl_error *err)
{
	kl_correction *c = NULL;
	kl_stored_game old;
	kl_game *g = NULL;
	int n = 0, rc;

	memset(&old, 0, sizeof(old));
	if ((rc = kl_store_corrections(s, r->row.id, &c, &n, err)) != KL_OK)
		goto done;
	if (n == 0 || c[n - 1].after_seq != r->nevents) {
		rc = KL_ENOTFOUND;
		goto done;
	}
	g = malloc(sizeof(*g));
	if (g == NULL) {
		rc = kl_error_set(err, KL_ENOMEM, "out of memory");
		goto done;
	}
	if ((rc = kl_store_correction_game(s, c[n - 1].id, 0, &old,
	                                   err)) != KL_OK ||
	    (rc = rebook(s, r, c[n - 1].number, &old, g, NULL, NULL,
	                 err)) != KL_OK ||
	    (rc = kl_store_delete_correction(s, c[n - 1].id, err)) != KL_OK)
		goto done;
	out->correction = 1;
	out->undone.kind = KL_EVENT_GAME;
	out->undone.number = c[n - 1].number;
done:
	kl_stored_game_free(&old);
	kl_store_corrections_free(c, n);
	free(g);
	return rc;
}

/*
 * Read game number of r as recorded into *old, and into *nev the number
 * of events r has recorded (what the correction is made after); note in
 * out what the game was (old_declarer, old_kind, old_given, old_typed).
 * old is the caller's, zeroed by it, and its texts are freed by it with
 * kl_stored_game_free whatever this returns.  KL_EINPUT when r has no
 * game number or it was a dead hand; else the store's codes.
 */
static int
old_game(kl_store *s, const kl_ops_rubber *r, int number,
         kl_stored_game *old, int *nev, kl_ops_fix_result *out,
         kl_error *err)
{
	kl_stored_event *ev = NULL;
	kl_stored_hand *hands = NULL;
	int nhands = 0, i, k, rc;

	if ((rc = kl_store_rubber_record(s, r->row.id, &ev, nev, err)) !=
	    KL_OK ||
	    (rc = kl_store_rubber_hands(s, r->row.id, &hands, &nhands, err)) !=
	    KL_OK)
		goto done;
	i = game_index(ev, *nev, number);
	if (number < 1 || i == *nev) {
		rc = kl_error_set(err, KL_EINPUT, "rubber %lld has no game %d "
		                  "(it has %d)", (long long)r->row.id, number,
		                  r->state.games);
		goto done;
	}
	if ((rc = kl_ops_stored_game(&ev[i], hands, nhands, old,
	                             err)) != KL_OK)
		goto done;
	out->old_declarer = old->declarer;
	if (old->dead) {
		rc = kl_error_set(err, KL_EINPUT, "game %d of rubber %lld was a "
		                  "dead hand; it has no hands to correct", number,
		                  (long long)r->row.id);
		goto done;
	}
	out->old_kind = old->big ? KL_VERDICT_BIG_GIN : old->rummy ?
	                KL_VERDICT_RUMMY : KL_VERDICT_KNOCK;
	for (k = 0; k < old->nhands; k++) {
		out->old_given[old->seat[k]] = 1;
		snprintf(out->old_typed[old->seat[k]],
		         sizeof(out->old_typed[0]), "%s", old->typed[k]);
	}
done:
	free(ev);
	kl_store_hands_free(hands, nhands);
	return rc;
}

/*
 * Put hand arg, the i-th given (NAME=CARDS or NAME=POINTS), into *g for
 * the seat of r's player NAME: in place of the hand g has for that seat,
 * or added when it has none.  given[] counts the hands given so far, by
 * seat.  KL_EINPUT for an argument without NAME=, a player r does not
 * know, or a second hand for one player; KL_ENOMEM.  The text is
 * malloc'd into g, whose texts the caller frees (kl_stored_game_free).
 */
static int
give_hand(const kl_ops_rubber *r, const char *arg, int i, int *given,
          kl_stored_game *g, kl_error *err)
{
	char quoted[KL_QUOTE_SIZE], who[KL_TYPED_MAX];
	const char *eq = strchr(arg, '=');
	size_t len;
	int k, seat, rc;

	if (eq == NULL || eq == arg)
		return kl_error_set(err, KL_EINPUT, "hand %d \"%s\": write it "
		    "as NAME=CARDS (or NAME=POINTS)", i + 1,
		    kl_text_quote(arg, KL_QUOTE_MAX, quoted, sizeof(quoted)));
	len = (size_t)(eq - arg);
	if (len >= sizeof(who))
		len = sizeof(who) - 1;
	memcpy(who, arg, len);
	who[len] = '\0';
	/* blanks around a name are not part of it, as for the referee */
	while (len > 0 && (who[len - 1] == ' ' || who[len - 1] == '\t'))
		who[--len] = '\0';
	for (k = 0; who[k] == ' ' || who[k] == '\t'; k++)
		;
	if ((rc = kl_ops_seat(r, who + k, &seat, err)) != KL_OK)
		return rc;
	if (given[seat]++)
		return kl_error_set(err, KL_EINPUT, "two hands for %s",
		                    r->row.names[seat]);
	for (k = 0; k < g->nhands && g->seat[k] != seat; k++)
		;
	if (k == g->nhands) {
		if (g->nhands == KL_PLAYERS_MAX)
			return kl_error_set(err, KL_EINPUT, "two hands for %s",
			                    r->row.names[seat]);
		g->seat[k] = seat;
		g->nhands++;
	}
	free(g->typed[k]);
	g->typed[k] = strdup(eq + 1);
	if (g->typed[k] == NULL)
		return kl_error_set(err, KL_ENOMEM, "out of memory");
	return KL_OK;
}

/*
 * The game as corrected, into *g: old, with declarer (NULL: the same)
 * and kind (-1: the same) in place of its own, then the hands
 * args[0..nargs-1] in place of those of their players (give_hand).  g is
 * the caller's, zeroed by it, and its texts are freed by it with
 * kl_stored_game_free whatever this returns.  KL_EINPUT for a declarer
 * or a hand that r does not take; KL_ENOMEM.
 */
static int
new_game(const kl_ops_rubber *r, const kl_stored_game *old,
         const char *declarer, int kind, int nargs, const char *const *args,
         kl_stored_game *g, kl_error *err)
{
	int given[KL_PLAYERS_MAX] = { 0 };
	int i, k, rc;

	g->declarer = old->declarer;
	g->rummy = kind < 0 ? old->rummy : kind == KL_VERDICT_RUMMY ||
	           kind == KL_VERDICT_BIG_GIN;
	g->big = kind < 0 ? old->big : kind == KL_VERDICT_BIG_GIN;
	g->upcard = old->upcard;
	if (declarer != NULL &&
	    (rc = kl_ops_seat(r, declarer, &g->declarer, err)) != KL_OK)
		return rc;
	for (k = 0; k < old->nhands; k++) {
		g->seat[k] = old->seat[k];
		g->typed[k] = strdup(old->typed[k]);
		g->nhands++;
		if (g->typed[k] == NULL)
			return kl_error_set(err, KL_ENOMEM, "out of memory");
	}
	for (i = 0; i < nargs; i++)
		if ((rc = give_hand(r, args[i], i, given, g, err)) != KL_OK)
			return rc;
	return KL_OK;
}

/* Are a and b the same game: declarer, kind, and the same hands as
 * typed for the same seats in the same order? */
static int
same_game(const kl_stored_game *a, const kl_stored_game *b)
{
	int k, same;

	same = a->declarer == b->declarer && a->rummy == b->rummy &&
	       a->big == b->big && a->nhands == b->nhands;
	for (k = 0; same && k < a->nhands; k++)
		same = a->seat[k] == b->seat[k] &&
		       !strcmp(a->typed[k], b->typed[k]);
	return same;
}

/* kl_ops_fix, and kl_ops_fix_seen when seen is not NULL (then id is
 * seen's). */
static int
fix(kl_store *s, int64_t id, const kl_ops_rubber *seen, int number,
    const char *declarer, int kind, int nargs, const char *const *args,
    kl_ops_fix_result *out, kl_error *err)
{
	kl_ops_rubber *r = NULL;
	kl_stored_game old, new;
	kl_ops_fix_moved was[KL_OPS_FIX_MOVED_MAX];
	char *old_json = NULL, *new_json = NULL;
	int nev = 0, nwas = 0, k, rc;

	memset(out, 0, sizeof(*out));
	memset(&old, 0, sizeof(old));
	memset(&new, 0, sizeof(new));
	out->number = number;
	r = malloc(sizeof(*r));
	if (r == NULL)
		return kl_error_set(err, KL_ENOMEM, "out of memory");
	if ((rc = kl_store_begin(s, 1, err)) != KL_OK)
		goto done;
	/* without an id: the rubber in play, else the last one (a rubber
	 * that has just ended is corrected as undo takes it back) */
	rc = id != 0 ? kl_ops_load_id(s, id, r, err) :
	     kl_ops_load(s, KL_OPS_LATEST, r, err);
	if (rc != KL_OK)
		goto done;
	out->before = *r;
	if (seen != NULL && !kl_ops_same_rubber(r, seen)) {
		out->after = *r;
		rc = kl_error_set(err, KL_ESTALE, "rubber %lld changed while "
		    "game %d was corrected (another klopf booked or took back "
		    "something); nothing was changed", (long long)r->row.id,
		    number);
		goto done;
	}
	if ((rc = old_game(s, r, number, &old, &nev, out, err)) != KL_OK ||
	    (rc = new_game(r, &old, declarer, kind, nargs, args, &new,
	                   err)) != KL_OK)
		goto done;
	if (same_game(&new, &old)) {
		rc = kl_error_set(err, KL_EINPUT, "game %d of rubber %lld is "
		                  "already so; nothing was changed", number,
		                  (long long)r->row.id);
		goto done;
	}
	if ((rc = buybacks(s, r, was, KL_OPS_FIX_MOVED_MAX, &nwas,
	                   err)) != KL_OK ||
	    (rc = rebook(s, r, number, &new, &out->game, &out->res,
	                 &out->proof, err)) != KL_OK ||
	    (rc = moved_buybacks(s, r, was, nwas, out, err)) != KL_OK)
		goto done;
	/* the correction records the game as the referee booked it: a
	 * declaration the cards made more of (or gin where it scores more
	 * than big gin) as what it became, as the event has it */
	new.rummy = out->game.kind == KL_VERDICT_RUMMY ||
	            out->game.kind == KL_VERDICT_BIG_GIN;
	new.big = out->game.kind == KL_VERDICT_BIG_GIN;
	old_json = stored_game_json(&old, rummy_word(kl_gamedef_of(
	                                  &r->row.rules)));
	new_json = stored_game_json(&new, rummy_word(kl_gamedef_of(
	                                  &r->row.rules)));
	if (old_json == NULL || new_json == NULL) {
		rc = kl_error_set(err, KL_ENOMEM, "out of memory");
		goto done;
	}
	if ((rc = kl_store_add_correction(s, r->row.id, number, nev, old_json,
	                                  new_json, err)) != KL_OK ||
	    (rc = kl_ops_load_id(s, r->row.id, &out->after, err)) != KL_OK ||
	    (rc = kl_store_commit(s, err)) != KL_OK)
		goto done;
done:
	kl_store_rollback(s);
	/* the judged game's names point into r: point them at out->after */
	if (out->after.row.id == 0)
		out->after.row = out->before.row;
	for (k = 0; k < out->game.t.nplayers; k++)
		out->game.t.names[k] = out->after.row.names[k];
	kl_stored_game_free(&old);
	kl_stored_game_free(&new);
	free(old_json);
	free(new_json);
	free(r);
	return rc;
}

int
kl_ops_fix(kl_store *s, int64_t id, int number, const char *declarer,
           int kind, int nargs, const char *const *args,
           kl_ops_fix_result *out, kl_error *err)
{
	return fix(s, id, NULL, number, declarer, kind, nargs, args, out, err);
}

int
kl_ops_fix_seen(kl_store *s, const kl_ops_rubber *seen, int number,
                const char *declarer, int kind, int nargs,
                const char *const *args, kl_ops_fix_result *out,
                kl_error *err)
{
	return fix(s, seen->row.id, seen, number, declarer, kind, nargs, args,
	           out, err);
}
