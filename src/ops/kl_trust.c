/* kl_trust.c - before settle and stats show what they read (kl_trust.h). */
#include "kl_trust.h"

#include <string.h>

#include "kl_hist.h"
#include "kl_history_stats.h"

/* Do the sums of run r of d, a plain rubber (no player left, no rule
 * changed), fit its rules?  1 if they do; 0 if the rubber must be
 * replayed.  What the engine (kl_rubber.h) does, seen from the sums:
 * antes and the buy-back go into the pot; in every game a seat plays it
 * pays the declarer the money of the declaration, unless it declared; a
 * seat stops playing only by going out; the pot goes to the winners, or
 * back to those who paid into it when the rubber is abandoned. */
static int
fits(const kl_history_data *d, int r)
{
	const kl_history_run *run = &d->runs[r];
	const kl_history_seat *seats;
	long long total[KL_PLAYERS_MAX], paid = 0, got = 0, pot = 0, won = 0;
	long long games = 0, most = 0, low = -1, share, odd;
	int km = run->knock_money, rm = run->rummy_money, n = run->nseats;
	int lo, hi, s, in = 0, lone = -1, nwinners = 0;

	if (run->odd || run->changes > 0 || n < KL_PLAYERS_MIN ||
	    n > KL_PLAYERS_MAX)
		return 0;
	seats = &d->seats[run->first_seat];
	if (rm == KL_RUMMY_MONEY_SAME)
		rm = km;
	lo = km < rm ? km : rm;
	hi = km < rm ? rm : km;
	for (s = 0; s < n; s++) {
		const kl_history_seat *x = &seats[s];
		long long declared = (long long)x->knocks + x->rummies;
		long long bought = x->paid_in - x->ante;
		long long pot_won = x->taken - x->refund, money, p, g;
		if (x->games < 0 || x->points < 0 || x->knocks < 0 ||
		    x->rummies < 0 || x->games < declared || x->winner_rows > 1)
			return 0;
		if (x->ante != run->ante)
			return 0;
		if (x->bought_back ? x->buyback_cost != run->buyback_cost ||
		    bought != run->buyback_cost ||
		    x->buyback_to >= x->buyback_from : bought != 0)
			return 0;
		/* paid to the declarers of the games it did not declare */
		p = x->chips_out - x->paid_in;
		if (p < lo * (x->games - declared) ||
		    p > hi * (x->games - declared))
			return 0;
		/* received from the 1 to n - 1 others of its declarations */
		money = (long long)km * x->knocks + (long long)rm * x->rummies;
		g = x->chips_in - x->taken;
		if (g < money || g > money * (n - 1))
			return 0;
		paid += p;
		got += g;
		games += declared;
		if (x->games > most)
			most = x->games;
		pot += x->paid_in;
		won += pot_won;
		nwinners += x->winner_rows;
		total[s] = x->points + (x->bought_back ?
		           x->buyback_to - x->buyback_from : 0);
	}
	if (paid != got || games != most)
		return 0;
	/* a seat under out_at is in play and played every game */
	for (s = 0; s < n; s++) {
		if (total[s] >= run->out_at)
			continue;
		if (seats[s].games != games)
			return 0;
		in++;
		lone = s;
	}
	if (run->phase != KL_RUBBER_FINISHED) {
		if (nwinners > 0 || won > 0 || in < 2)
			return 0;
		for (s = 0; s < n; s++)
			if (seats[s].refund != (run->phase == KL_RUBBER_ABANDONED ?
			                        seats[s].paid_in : 0))
				return 0;
		return 1;
	}
	/* finished: the last one in play wins, or of those who went out
	 * together in the last game the lowest totals */
	if (in > 1 || nwinners == 0 || won != pot)
		return 0;
	for (s = 0; s < n; s++)
		if (seats[s].games == games && (low < 0 || total[s] < low))
			low = total[s];
	share = pot / nwinners;
	odd = pot - share * nwinners;
	for (s = 0; s < n; s++) {
		const kl_history_seat *x = &seats[s];
		long long pot_won = x->taken - x->refund;
		int should = in == 1 ? s == lone :
		             x->games == games && total[s] == low;
		if (x->winner_rows != should || x->refund != 0)
			return 0;
		if (x->winner_rows ? pot_won != share && pot_won != share + odd :
		    pot_won != 0)
			return 0;
	}
	return 1;
}


/* The name of seat of h, or "?" for a seat it has not. */
static const char *
seat_name(const kl_hist *h, int seat)
{
	return seat >= 0 && seat < h->row.nplayers ? h->row.names[seat] : "?";
}

/* The first way the record of h differs from its replay, as the error
 * of kl_ops_trust; KL_OK when the two agree (the checks of
 * kl_hist_verify, each said in a whole sentence). */
static int
differs(const kl_hist *h, kl_error *err)
{
	long long id = (long long)h->row.id;
	int i, k, nw;

	if (!kl_hist_same_transfers(h->detail.antes, h->detail.nantes, &h->antes))
		return kl_error_set(err, KL_ESTORE, "rubber %lld does not agree "
		    "with its events (the antes are not what the rules ask); "
		    "nothing is shown; run 'klopf verify' for the details", id);
	for (i = 0; i < h->nsteps; i++) {
		const kl_hist_step *st = &h->steps[i];
		const kl_history_event *ev = st->ev;
		const int *w;
		if (ev->kind == KL_EVENT_GAME) {
			if (ev->number != st->games ||
			    ev->dealer != st->res.dealer)
				return kl_error_set(err, KL_ESTORE, "rubber %lld "
				    "does not agree with its events (game %d is "
				    "not numbered or dealt as the rules say); "
				    "nothing is shown; run 'klopf verify' for the "
				    "details", id, ev->number);
			if ((k = kl_hist_points_differ(h, st)) >= 0)
				return kl_error_set(err, KL_ESTORE, "rubber %lld "
				    "does not agree with its events (the points "
				    "of %s in game %d are not what the rules "
				    "give); nothing is shown; run 'klopf verify' "
				    "for the details", id, seat_name(h, k),
				    ev->number);
		} else if (ev->kind == KL_EVENT_BUYBACK &&
		           (ev->seat < 0 || ev->seat >= h->row.nplayers ||
		            ev->before != st->before[ev->seat] ||
		            ev->after != st->total[ev->seat] ||
		            ev->cost != st->rules.buyback_cost)) {
			return kl_error_set(err, KL_ESTORE, "rubber %lld does not "
			    "agree with its events (the buy-back of %s does not "
			    "match the rules); nothing is shown; run 'klopf "
			    "verify' for the details", id,
			    seat_name(h, ev->seat));
		}
		w = kl_hist_step_winners(h, i, &nw);
		if (ev->nwinners != nw ||
		    memcmp(ev->winners, w, sizeof(*w) * (size_t)nw))
			return kl_error_set(err, KL_ESTORE, "rubber %lld does not "
			    "agree with its events (the winners recorded are not "
			    "those the rules name); nothing is shown; run 'klopf "
			    "verify' for the details", id);
		if (ev->ntransfers > KL_TRANSFERS_MAX ||
		    !kl_hist_same_transfers(ev->transfers, ev->ntransfers, &st->res)) {
			if (ev->kind == KL_EVENT_GAME)
				return kl_error_set(err, KL_ESTORE, "rubber %lld "
				    "does not agree with its events (the chips "
				    "moved in game %d are not what the rules "
				    "ask); nothing is shown; run 'klopf verify' "
				    "for the details", id, ev->number);
			if (ev->kind == KL_EVENT_BUYBACK)
				return kl_error_set(err, KL_ESTORE, "rubber %lld "
				    "does not agree with its events (the chips "
				    "moved by the buy-back of %s are not what the "
				    "rules ask); nothing is shown; run 'klopf "
				    "verify' for the details", id,
				    seat_name(h, ev->seat));
			if (ev->kind == KL_EVENT_ABANDON)
				return kl_error_set(err, KL_ESTORE, "rubber %lld "
				    "does not agree with its events (the chips "
				    "given back when it was abandoned are not what "
				    "the rules ask); nothing is shown; run 'klopf "
				    "verify' for the details", id);
			if (ev->kind == KL_EVENT_LEAVE)
				return kl_error_set(err, KL_ESTORE, "rubber %lld "
				    "does not agree with its events (the chips "
				    "moved when %s left are not what the rules "
				    "ask); nothing is shown; run 'klopf verify' for "
				    "the details", id, seat_name(h, ev->seat));
			return kl_error_set(err, KL_ESTORE, "rubber %lld does not "
			    "agree with its events (the chips moved by event %d "
			    "are not what the rules ask); nothing is shown; run "
			    "'klopf verify' for the details", id, ev->seq);
		}
	}
	if (h->state.phase != h->row.phase)
		return kl_error_set(err, KL_ESTORE, "rubber %lld does not agree "
		    "with its events (the state recorded is not the one the "
		    "events give); nothing is shown; run 'klopf verify' for the "
		    "details", id);
	return KL_OK;
}

/* Replay rubber id and compare it with its record and its tallies. */
static int
replay(kl_store *s, int64_t id, kl_error *err)
{
	kl_hist h;
	kl_error why;
	int rc, seat, bad;

	rc = kl_hist_load(s, id, &h, err);
	if (rc == KL_ESTORE || rc == KL_EINPUT || rc == KL_ERULE ||
	    rc == KL_ENOTFOUND)
		return kl_error_set(err, KL_ESTORE, "rubber %lld does not "
		    "replay under its rules; nothing is shown; run 'klopf "
		    "verify' for the details", (long long)id);
	if (rc != KL_OK)
		return rc;
	if ((rc = differs(&h, err)) != KL_OK)
		goto done;
	if ((rc = kl_history_tally_check(s, id, &seat, &bad, err)) != KL_OK)
		goto done;
	if (bad) {
		rc = seat >= 0 && seat < h.row.nplayers ?
		    kl_error_set(err, KL_ESTORE, "rubber %lld does not agree "
		        "with its events (the tally kept for %s is not the sum "
		        "of the rows it counts); nothing is shown; run 'klopf "
		        "verify' for the details", (long long)id,
		        h.row.names[seat]) :
		    kl_error_set(err, KL_ESTORE, "rubber %lld does not agree "
		        "with its events (the tallies count a seat the rubber does "
		        "not have); nothing is shown; run 'klopf verify' for the "
		        "details", (long long)id);
		goto done;
	}
	/* whatever kl_hist_verify sees that the sentences above do not */
	if (kl_hist_verify(&h, &why) != KL_OK)
		rc = kl_error_set(err, KL_ESTORE, "rubber %lld does not agree "
		    "with its events; nothing is shown; run 'klopf verify' for "
		    "the details", (long long)id);
done:
	kl_hist_free(&h);
	return rc;
}

int
kl_ops_trust(kl_store *s, const kl_history_data *d, kl_error *err)
{
	char trigger[64];
	int rc, r;

	if ((rc = kl_history_tally_triggers(s, trigger, sizeof(trigger),
	                                    err)) != KL_OK)
		return rc;
	if (trigger[0] != '\0')
		return kl_error_set(err, KL_ESTORE, "the trigger %s, which keeps "
		    "the tallies, is missing, so the totals cannot be trusted; "
		    "nothing is shown; run 'klopf verify' for the details",
		    trigger);
	for (r = 0; r < d->nruns; r++)
		if (!fits(d, r) && (rc = replay(s, d->runs[r].id, err)) != KL_OK)
			return rc;
	return KL_OK;
}
