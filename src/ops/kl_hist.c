/* kl_hist.c - one rubber's record, replayed (see kl_hist.h). */
#include "kl_hist.h"

#include "kl_gamedef.h"
#include "kl_history.h"
#include "kl_store.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *
phase_word(int phase)
{
	return phase == KL_RUBBER_FINISHED ? "finished" :
	       phase == KL_RUBBER_ABANDONED ? "abandoned" : "in_play";
}

void
kl_hist_free(kl_hist *h)
{
	int i;

	kl_history_detail_free(&h->detail);
	free(h->steps);
	h->steps = NULL;
	h->nsteps = 0;
	kl_store_hands_free(h->hands, h->nhands);
	h->hands = NULL;
	h->nhands = 0;
	for (i = 0; h->corrected != NULL && i < 2 * h->ncorrections; i++)
		kl_stored_game_free(&h->corrected[i]);
	free(h->corrected);
	h->corrected = NULL;
	kl_store_corrections_free(h->corrections, h->ncorrections);
	h->corrections = NULL;
	h->ncorrections = 0;
}

int
kl_hist_load(kl_store *s, int64_t id, kl_hist *h, kl_error *err)
{
	kl_event *ev = NULL;
	int rc, n = 0, i, k;

	memset(h, 0, sizeof(*h));
	rc = id != 0 ? kl_store_rubber_get(s, id, &h->row, err) :
	     kl_store_rubber_latest(s, &h->row, err);
	if (rc == KL_ENOTFOUND) {
		rc = id != 0 ?
		    kl_error_set(err, KL_ENOTFOUND, "there is no rubber %lld "
		                 "(see klopf rubbers)", (long long)id) :
		    kl_error_set(err, KL_ENOTFOUND, "no rubbers yet; start one "
		                 "with 'klopf new NAME NAME...'");
		goto done;
	}
	if (rc != KL_OK ||
	    (rc = kl_store_rubber_events(s, h->row.id, &ev, &n, err)) != KL_OK ||
	    (rc = kl_history_detail_load(s, h->row.id, &h->detail, err)) ||
	    (rc = kl_store_rubber_hands(s, h->row.id, &h->hands, &h->nhands,
	                                err)) != KL_OK ||
	    (rc = kl_store_corrections(s, h->row.id, &h->corrections,
	                               &h->ncorrections, err)) != KL_OK)
		goto done;
	if (h->ncorrections > 0) {
		h->corrected = calloc(2 * (size_t)h->ncorrections,
		                      sizeof(*h->corrected));
		if (h->corrected == NULL) {
			rc = kl_error_set(err, KL_ENOMEM, "out of memory");
			goto done;
		}
		for (i = 0; i < 2 * h->ncorrections; i++)
			if ((rc = kl_store_correction_game(s,
			    h->corrections[i / 2].id, i % 2, &h->corrected[i],
			    err)) != KL_OK)
				goto done;
	}
	if (n != h->detail.nevents) {
		rc = kl_error_set(err, KL_ESTORE, "rubber %lld: its events "
		                  "changed while reading", (long long)h->row.id);
		goto done;
	}
	if (n > 0) {
		h->steps = calloc((size_t)n, sizeof(*h->steps));
		if (h->steps == NULL) {
			rc = kl_error_set(err, KL_ENOMEM, "out of memory");
			goto done;
		}
	}
	if (kl_rubber_start(&h->state, &h->row.rules, h->row.nplayers,
	                    &h->antes, err) != KL_OK) {
		char why[KL_ERROR_MAX];
		snprintf(why, sizeof(why), "%s", err->msg);
		rc = kl_error_set(err, KL_ESTORE, "rubber %lld does not "
		                  "replay: %s", (long long)h->row.id, why);
		goto done;
	}
	for (i = 0; i < n; i++) {
		kl_hist_step *st = &h->steps[i];
		st->ev = &h->detail.events[i];
		st->event = ev[i];
		st->rules = h->state.rules;
		for (k = 0; k < h->row.nplayers; k++) {
			st->before[k] = h->state.seat[k].score;
			st->in_play[k] = kl_rubber_in_play(&h->state, k);
		}
		if (kl_rubber_apply(&h->state, &ev[i], &st->res, err)) {
			char why[KL_ERROR_MAX];
			snprintf(why, sizeof(why), "%s", err->msg);
			rc = kl_error_set(err, KL_ESTORE, "rubber %lld does not "
			    "replay: event %d: %s", (long long)h->row.id, i + 1,
			    why);
			goto done;
		}
		for (k = 0; k < h->row.nplayers; k++) {
			st->total[k] = h->state.seat[k].score;
			st->standing[k] = kl_game_total(&h->state, k);
		}
		st->games = h->state.games;
		st->pot = h->state.pot;
		h->nsteps++;
	}
	rc = KL_OK;
done:
	free(ev);
	if (rc != KL_OK)
		kl_hist_free(h);
	return rc;
}

int
kl_hist_same_transfers(const kl_transfer *t, int n, const kl_event_result *res)
{
	int i;

	if (n != res->ntransfers)
		return 0;
	for (i = 0; i < n; i++)
		if (t[i].from != res->transfers[i].from ||
		    t[i].to != res->transfers[i].to ||
		    t[i].amount != res->transfers[i].amount ||
		    t[i].reason != res->transfers[i].reason)
			return 0;
	return 1;
}

const int *
kl_hist_step_winners(const kl_hist *h, int i, int *n)
{
	*n = 0;
	/* a game, a player leaving, or the table ending the game (klopf
	 * end: a change of the rule of its hands) */
	if (i != h->nsteps - 1 || h->state.phase != KL_RUBBER_FINISHED ||
	    (h->steps[i].ev->kind != KL_EVENT_GAME &&
	     h->steps[i].ev->kind != KL_EVENT_LEAVE &&
	     h->steps[i].ev->kind != KL_EVENT_RULES))
		return h->state.winners;
	*n = h->state.nwinners;
	return h->state.winners;
}

void
kl_hist_view(const kl_hist *h, const kl_hist_step *st, kl_game_view *out)
{
	kl_event_view_of(&st->rules, h->row.nplayers, &st->event, &st->res,
	                 out);
}

int
kl_hist_verify(const kl_hist *h, kl_error *err)
{
	long long id = (long long)h->row.id;
	int i, k;

	if (!kl_hist_same_transfers(h->detail.antes, h->detail.nantes, &h->antes))
		return kl_error_set(err, KL_EINPUT, "rubber %lld: the antes "
		                    "are not what the rules ask", id);
	for (i = 0; i < h->nsteps; i++) {
		const kl_hist_step *st = &h->steps[i];
		const kl_history_event *ev = st->ev;
		if (ev->kind == KL_EVENT_GAME) {
			if (ev->number != st->games ||
			    ev->dealer != st->res.dealer)
				return kl_error_set(err, KL_EINPUT, "rubber %lld, "
				    "event %d: game %d should be game %d dealt "
				    "by seat %d", id, ev->seq, ev->number,
				    st->games, st->res.dealer);
			if ((k = kl_hist_points_differ(h, st)) >= 0)
				return kl_error_set(err, KL_EINPUT,
				    "rubber %lld, game %d: the hand of seat %d "
				    "does not match the rules", id, ev->number, k);
		} else if (ev->kind == KL_EVENT_BUYBACK) {
			if (ev->before != st->before[ev->seat] ||
			    ev->after != st->total[ev->seat] ||
			    ev->cost != st->rules.buyback_cost)
				return kl_error_set(err, KL_EINPUT, "rubber %lld, "
				    "event %d: the buy-back's totals or cost "
				    "do not match the rules", id, ev->seq);
		}
		{
			int nw;
			const int *w = kl_hist_step_winners(h, i, &nw);
			if (ev->nwinners != nw ||
			    memcmp(ev->winners, w, sizeof(*w) * (size_t)nw))
				return kl_error_set(err, KL_EINPUT, "rubber "
				    "%lld, event %d: the winners recorded are "
				    "not those the rules name", id, ev->seq);
		}
		if (ev->ntransfers > KL_TRANSFERS_MAX ||
		    !kl_hist_same_transfers(ev->transfers, ev->ntransfers, &st->res))
			return kl_error_set(err, KL_EINPUT, "rubber %lld, event "
			    "%d: the chips moved are not what the rules ask",
			    id, ev->seq);
	}
	if (h->state.phase != h->row.phase)
		return kl_error_set(err, KL_EINPUT, "rubber %lld is recorded "
		    "as %s but its events make it %s", id,
		    phase_word(h->row.phase), phase_word(h->state.phase));
	return KL_OK;
}


int
kl_hist_points_differ(const kl_hist *h, const kl_hist_step *st)
{
	const kl_history_event *ev = st->ev;
	int k, has;

	for (k = 0; k < h->row.nplayers; k++) {
		/* a dead hand of gin has no hands */
		has = st->in_play[k] && !ev->dead;
		if ((ev->deadwood[k] >= 0) != has ||
		    (has && ev->points[k] != st->res.points[k]))
			return k;
	}
	return -1;
}

/* The most a recorded hand can hold: the copies of a card and the jokers
 * of the largest decks any game plays with, a whole list of cards. */
static const kl_card_limits recorded_limits = { 4, 8, KL_CARDLIST_MAX, KL_STYLE_ASCII };

/* Read the cards text into *out (any number of groups); 0 or -1. */
static int
read_cards(const char *text, kl_cardlist *out)
{
	return kl_cards_parse(&text, 1, &recorded_limits, out, NULL) == KL_OK ?
	       0 : -1;
}

int
kl_hist_arrangement(const kl_stored_hand *sh, kl_hist_arr *out)
{
	kl_cardlist one;

	memset(out, 0, sizeof(*out));
	out->discard = KL_NO_CARD;
	if (sh->melds[0] != '\0' && read_cards(sh->melds, &out->melds) != 0)
		return -1;
	if (sh->unmatched[0] != '\0' &&
	    read_cards(sh->unmatched, &out->unmatched) != 0)
		return -1;
	if (sh->discard != NULL) {
		if (read_cards(sh->discard, &one) != 0 || one.n != 1)
			return -1;
		out->discard = one.cards[0];
	}
	if (sh->layoffs != NULL && sh->layoffs[0] != '\0' &&
	    read_cards(sh->layoffs, &out->layoffs) == 0)
		out->has_layoffs = 1;
	return 0;
}
