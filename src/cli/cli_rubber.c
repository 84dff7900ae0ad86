/* cli_rubber.c - shared code of the scorekeeping commands. */
#include "cli_rubber.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

int
kl_cli_store(kl_cli *cli, int mode, kl_store **out)
{
	char path[KL_PATH_MAX];
	kl_error err;

	kl_error_clear(&err);
	if (kl_store_path(cli->db_path, path, sizeof(path), &err) ||
	    kl_store_open(path, mode, out, &err))
		return kl_cli_error(cli, &err);
	return KL_EXIT_OK;
}

int
kl_cli_load_rubber(kl_cli *cli, kl_store *s, int which, kl_cli_rubber *out)
{
	kl_event *ev = NULL;
	kl_error err;
	int rc, n = 0;

	kl_error_clear(&err);
	memset(out, 0, sizeof(*out));
	rc = which == KL_RUBBER_MUST_PLAY ?
	    kl_store_rubber_in_play(s, &out->row, &err) :
	    kl_store_rubber_latest(s, &out->row, &err);
	if (rc == KL_ENOTFOUND)
		return kl_cli_fail(cli, KL_EXIT_INPUT, which == KL_RUBBER_MUST_PLAY ?
		    "no rubber is in play; start one with 'klopf new NAME NAME...'" :
		    "no rubbers yet; start one with 'klopf new NAME NAME...'");
	if (rc != KL_OK)
		return kl_cli_error(cli, &err);
	if ((rc = kl_store_rubber_events(s, out->row.id, &ev, &n, &err)))
		return kl_cli_error(cli, &err);
	rc = kl_rubber_replay(&out->state, &out->row.rules, out->row.nplayers,
	                      ev, n, &err);
	free(ev);
	if (rc != KL_OK)
		return kl_cli_fail(cli, KL_EXIT_STORE, "rubber %lld does not "
		    "replay: %s", (long long)out->row.id, err.msg);
	out->nevents = n;
	return KL_EXIT_OK;
}

int
kl_cli_seat(const kl_rubber_row *row, const char *name)
{
	int i;

	for (i = 0; i < row->nplayers; i++)
		if (!strcasecmp(row->names[i], name))
			return i;
	return -1;
}

const char *
kl_cli_names(const kl_rubber_row *row, char *buf, size_t size)
{
	size_t o = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < row->nplayers && o < size; i++)
		o += (size_t)snprintf(buf + o, size - o, "%s%s",
		    i == 0 ? "" : i == row->nplayers - 1 ? " and " : ", ",
		    row->names[i]);
	return buf;
}

static const char *
phase_word(int phase)
{
	return phase == KL_RUBBER_FINISHED ? "finished" :
	       phase == KL_RUBBER_ABANDONED ? "abandoned" : "in_play";
}

void
kl_cli_standings(kl_cli *cli, const kl_cli_rubber *r)
{
	const kl_rubber *st = &r->state;
	FILE *f = cli->out;
	int s, w;

	fprintf(f, "rubber %lld, %s, %d game%s played, pot %d\n",
	        (long long)r->row.id,
	        st->phase == KL_RUBBER_IN_PLAY ? "in play" :
	        st->phase == KL_RUBBER_FINISHED ? "finished" : "abandoned",
	        st->games, st->games == 1 ? "" : "s", st->pot);
	fprintf(f, "  %-12s %6s %6s\n", "player", "points", "chips");
	for (s = 0; s < r->row.nplayers; s++) {
		const kl_seat_state *p = &st->seat[s];
		kl_error why;
		fprintf(f, "  %-12s %6d %+6d", r->row.names[s], p->score,
		        p->chips);
		if (p->out)
			fprintf(f, "  out (game %d)", p->out_game);
		else if (st->phase == KL_RUBBER_IN_PLAY &&
		         kl_rubber_can_buyback(st, s, &why) == KL_OK)
			fprintf(f, "  may buy back (to %d)",
			        kl_rubber_buyback_total(st, s));
		if (p->bought_back)
			fputs("  bought back", f);
		if (st->phase == KL_RUBBER_IN_PLAY && st->dealer == s)
			fputs("  deals next", f);
		for (w = 0; w < st->nwinners; w++)
			if (st->winners[w] == s)
				fputs(st->nwinners > 1 ? "  shares the pot" :
				      "  won the pot", f);
		fputc('\n', f);
	}
}

void
kl_cli_standings_json(kl_cli *cli, const kl_cli_rubber *r)
{
	const kl_rubber *st = &r->state;
	FILE *f = cli->out;
	int s, w;

	fprintf(f, "{\"format_version\":1,\"rubber\":%lld,\"state\":\"%s\","
	        "\"pot\":%d,\"games\":%d,\"next_dealer\":",
	        (long long)r->row.id, phase_word(st->phase), st->pot,
	        st->games);
	if (st->phase == KL_RUBBER_IN_PLAY && st->dealer >= 0)
		kl_json_string(f, r->row.names[st->dealer]);
	else
		fputs("null", f);
	fputs(",\"winner\":", f);
	if (st->nwinners == 1)
		kl_json_string(f, r->row.names[st->winners[0]]);
	else
		fputs("null", f);
	fputs(",\"winners\":[", f);
	for (w = 0; w < st->nwinners; w++) {
		if (w)
			fputc(',', f);
		kl_json_string(f, r->row.names[st->winners[w]]);
	}
	fputs("],\"started_at\":", f);
	kl_json_string(f, r->row.started_at);
	fputs(",\"players\":[", f);
	for (s = 0; s < r->row.nplayers; s++) {
		const kl_seat_state *p = &st->seat[s];
		kl_error why;
		int can = kl_rubber_can_buyback(st, s, &why) == KL_OK;
		fprintf(f, "%s{\"name\":", s ? "," : "");
		kl_json_string(f, r->row.names[s]);
		fprintf(f, ",\"seat\":%d,\"score\":%d,\"state\":\"%s\","
		        "\"bought_back\":%s,\"can_buy_back\":%s,\"chips\":%d}",
		        s + 1, p->score, p->out ? "out" : "in_play",
		        p->bought_back ? "true" : "false",
		        can ? "true" : "false", p->chips);
	}
	fputs("]}\n", f);
}

static const char *
party(const kl_rubber_row *row, int seat)
{
	return seat == KL_POT ? "the pot" : row->names[seat];
}

void
kl_cli_transfers(kl_cli *cli, const kl_rubber_row *row,
                 const kl_event_result *res)
{
	int i;

	if (res->ntransfers == 0)
		return;
	fputs("chips:", cli->out);
	for (i = 0; i < res->ntransfers; i++) {
		const kl_transfer *t = &res->transfers[i];
		fprintf(cli->out, "%s %s %s %d to %s", i ? "," : "",
		        party(row, t->from), t->from == KL_POT ? "pays" : "pays",
		        t->amount, party(row, t->to));
	}
	fputc('\n', cli->out);
}

void
kl_cli_buyback_offers(kl_cli *cli, const kl_cli_rubber *r)
{
	int s;
	kl_error why;

	for (s = 0; s < r->row.nplayers; s++)
		if (kl_rubber_can_buyback(&r->state, s, &why) == KL_OK)
			fprintf(cli->out, "%s may buy back for %d chips "
			        "(klopf buyback %s): total %d -> %d\n",
			        r->row.names[s], r->state.rules.buyback_cost,
			        r->row.names[s], r->state.seat[s].score,
			        kl_rubber_buyback_total(&r->state, s));
}
