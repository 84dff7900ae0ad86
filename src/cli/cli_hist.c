/* cli_hist.c - shared code of the history commands. */
#include "cli_hist.h"
#include "kl_text.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "kl_utf8.h"

const char *
kl_hist_phase(int phase)
{
	return phase == KL_RUBBER_FINISHED ? "finished" :
	       phase == KL_RUBBER_ABANDONED ? "abandoned" : "in_play";
}

int
kl_hist_rubber_id(const char *text, int64_t *id)
{
	char *end;
	long long v;

	if (text == NULL || text[0] < '0' || text[0] > '9')
		return -1;
	errno = 0;
	v = strtoll(text, &end, 10);
	if (*end != '\0' || errno == ERANGE || v < 1)
		return -1;
	*id = (int64_t)v;
	return 0;
}

void
kl_hist_free(kl_hist *h)
{
	kl_history_detail_free(&h->detail);
	free(h->steps);
	h->steps = NULL;
	h->nsteps = 0;
}

int
kl_hist_load(kl_cli *cli, kl_store *s, const char *which, kl_hist *h)
{
	kl_event *ev = NULL;
	kl_error err;
	int64_t id = 0;
	int rc, n = 0, i, k;
	char quoted[KL_QUOTE_SIZE];

	kl_error_clear(&err);
	memset(h, 0, sizeof(*h));
	if (which != NULL && kl_hist_rubber_id(which, &id) != 0) {
		rc = kl_cli_usage(cli, "%s: \"%s\" is not a rubber number (see "
		                  "klopf rubbers)", cli->cmd->name,
		                  kl_text_quote(which, KL_QUOTE_MAX, quoted,
		                               sizeof(quoted)));
		goto done;
	}
	rc = which != NULL ? kl_store_rubber_get(s, id, &h->row, &err) :
	     kl_store_rubber_latest(s, &h->row, &err);
	if (rc == KL_ENOTFOUND) {
		rc = which != NULL ?
		    kl_cli_fail(cli, KL_EXIT_INPUT, "there is no rubber %lld "
		                "(see klopf rubbers)", (long long)id) :
		    kl_cli_fail(cli, KL_EXIT_INPUT, "no rubbers yet; start one "
		                "with 'klopf new NAME NAME...'");
		goto done;
	}
	if (rc != KL_OK || (rc = kl_store_rubber_events(s, h->row.id, &ev, &n,
	                                                &err)) != KL_OK ||
	    (rc = kl_history_detail_load(s, h->row.id, &h->detail, &err))) {
		rc = kl_cli_error(cli, &err);
		goto done;
	}
	if (n != h->detail.nevents) {
		rc = kl_cli_fail(cli, KL_EXIT_STORE, "rubber %lld: its events "
		                 "changed while reading", (long long)h->row.id);
		goto done;
	}
	if (n > 0) {
		h->steps = calloc((size_t)n, sizeof(*h->steps));
		if (h->steps == NULL) {
			rc = kl_cli_fail(cli, KL_EXIT_STORE, "out of memory");
			goto done;
		}
	}
	if (kl_rubber_start(&h->state, &h->row.rules, h->row.nplayers,
	                    &h->antes, &err) != KL_OK) {
		rc = kl_cli_fail(cli, KL_EXIT_STORE, "rubber %lld does not "
		                 "replay: %s", (long long)h->row.id, err.msg);
		goto done;
	}
	for (i = 0; i < n; i++) {
		kl_hist_step *st = &h->steps[i];
		st->ev = &h->detail.events[i];
		for (k = 0; k < h->row.nplayers; k++) {
			st->before[k] = h->state.seat[k].score;
			st->in_play[k] = kl_rubber_in_play(&h->state, k);
		}
		if (kl_rubber_apply(&h->state, &ev[i], &st->res, &err)) {
			rc = kl_cli_fail(cli, KL_EXIT_STORE, "rubber %lld does "
			    "not replay: event %d: %s", (long long)h->row.id,
			    i + 1, err.msg);
			goto done;
		}
		for (k = 0; k < h->row.nplayers; k++)
			st->total[k] = h->state.seat[k].score;
		st->games = h->state.games;
		st->pot = h->state.pot;
		h->nsteps++;
	}
	rc = KL_EXIT_OK;
done:
	free(ev);
	if (rc != KL_EXIT_OK)
		kl_hist_free(h);
	return rc;
}

/* Do the recorded transfers t[0..n-1] match the engine's? */
static int
same_transfers(const kl_transfer *t, int n, const kl_event_result *res)
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
	if (i != h->nsteps - 1 || h->state.phase != KL_RUBBER_FINISHED ||
	    h->steps[i].ev->kind != KL_EVENT_GAME)
		return h->state.winners;
	*n = h->state.nwinners;
	return h->state.winners;
}

int
kl_hist_verify(const kl_hist *h, kl_error *err)
{
	long long id = (long long)h->row.id;
	int i, k;

	if (!same_transfers(h->detail.antes, h->detail.nantes, &h->antes))
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
			for (k = 0; k < h->row.nplayers; k++)
				if ((ev->points[k] >= 0) != st->in_play[k] ||
				    (st->in_play[k] &&
				     ev->points[k] != st->res.points[k]))
					return kl_error_set(err, KL_EINPUT,
					    "rubber %lld, game %d: the hand of "
					    "seat %d does not match the rules",
					    id, ev->number, k);
		} else if (ev->kind == KL_EVENT_BUYBACK) {
			if (ev->before != st->before[ev->seat] ||
			    ev->after != st->total[ev->seat] ||
			    ev->cost != h->row.rules.buyback_cost)
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
		    !same_transfers(ev->transfers, ev->ntransfers, &st->res))
			return kl_error_set(err, KL_EINPUT, "rubber %lld, event "
			    "%d: the chips moved are not what the rules ask",
			    id, ev->seq);
	}
	if (h->state.phase != h->row.phase)
		return kl_error_set(err, KL_EINPUT, "rubber %lld is recorded "
		    "as %s but its events make it %s", id,
		    kl_hist_phase(h->row.phase), kl_hist_phase(h->state.phase));
	return KL_OK;
}

int
kl_hist_since(kl_cli *cli, char *buf, size_t size, const char **since)
{
	const kl_optval *o = kl_cli_opt(cli, "since");
	kl_error err;
	char quoted[KL_QUOTE_SIZE];

	*since = NULL;
	if (o->count == 0)
		return KL_EXIT_OK;
	kl_error_clear(&err);
	/* a date is short and plain: quoting changes nothing but text that
	 * is no date, and keeps it fit for the message */
	if (kl_date_day_start(kl_text_quote(o->value, KL_QUOTE_MAX, quoted,
	                                   sizeof(quoted)), buf, size,
	                      &err) != KL_OK)
		return kl_cli_usage(cli, "%s: --since: %s", cli->cmd->name,
		                    err.msg);
	*since = buf;
	return KL_EXIT_OK;
}

int
kl_hist_width(const char *s)
{
	return kl_utf8_width(s);
}

void
kl_hist_pad(FILE *f, const char *s, int width, int right)
{
	int pad = width - kl_hist_width(s);

	if (right)
		for (; pad > 0; pad--)
			fputc(' ', f);
	fputs(s, f);
	if (!right)
		for (; pad > 0; pad--)
			fputc(' ', f);
}

void
kl_csv_field(FILE *f, const char *s)
{
	if (s == NULL)
		return;
	if (strpbrk(s, ",\"\r\n") == NULL) {
		fputs(s, f);
		return;
	}
	fputc('"', f);
	for (; *s; s++) {
		if (*s == '"')
			fputc('"', f);
		fputc(*s, f);
	}
	fputc('"', f);
}
