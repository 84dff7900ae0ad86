/* cli_game.c - judging and booking one game (`klopf game`, `klopf play`). */
#include "cli_rubber.h"

#include <stdlib.h>
#include <string.h>

#include "game_args.h"

/* One player's hand as given on the command line. */
typedef struct given {
	int seat;
	const char *typed;       /* the text after '=' */
	int as_points;           /* 1 if a number was given */
	kl_cardlist list;
	kl_arrangement arr;
	int deadwood;
	char cards[KL_CARDLIST_MAX * 4];
	char *arr_json;
} given;

/* Canonical names of a card list, space separated. */
static void
card_text(const kl_cardlist *l, char *buf, size_t size)
{
	char name[KL_CARD_NAME_MAX];
	size_t o = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < l->n && o < size; i++) {
		kl_card_name(l->cards[i], KL_STYLE_ASCII, name, sizeof(name));
		o += (size_t)snprintf(buf + o, size - o, "%s%s", i ? " " : "",
		                      name);
	}
}

/* The arrangement as JSON text (malloc'd; the caller frees it). */
static char *
arrangement_json(const kl_arrangement *a)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	char name[KL_CARD_NAME_MAX];

	if (f == NULL)
		return NULL;
	fputs("{\"melds\":", f);
	kl_json_melds(f, a);
	fputs(",\"unmatched\":", f);
	kl_json_cards(f, a->unmatched, a->nunmatched);
	if (a->discard != KL_NO_CARD) {
		kl_card_name(a->discard, KL_STYLE_ASCII, name, sizeof(name));
		fprintf(f, ",\"discard\":\"%s\"", name);
	}
	fputc('}', f);
	if (fclose(f) != 0) {
		free(buf);
		return NULL;
	}
	return buf;
}

/* Print "melds [..] unmatched .. discard .." for people. */
static void
print_arrangement(kl_cli *cli, const kl_arrangement *a)
{
	FILE *f = cli->out;

	kl_cli_melds(cli, a, f);
	if (a->nunmatched > 0) {
		fputs(a->nmelds ? "  unmatched " : "unmatched ", f);
		kl_cli_cards(cli, a->unmatched, a->nunmatched, f);
	}
	if (a->discard != KL_NO_CARD) {
		fputs("  discard ", f);
		kl_cli_card(cli, a->discard, f);
	}
}

static void
print_game_json(kl_cli *cli, const kl_cli_rubber *r, int number, int dealer,
                int declarer, int rummy, const given *g, int ng,
                const kl_event_result *res)
{
	FILE *f = cli->out;
	int i;

	fprintf(f, "{\"format_version\":1,\"rubber\":%lld,\"game\":%d,"
	        "\"dealer\":", (long long)r->row.id, number);
	kl_json_string(f, r->row.names[dealer]);
	fputs(",\"declarer\":", f);
	kl_json_string(f, r->row.names[declarer]);
	fprintf(f, ",\"kind\":\"%s\",\"hands\":[", rummy ? "rummy" : "knock");
	for (i = 0; i < ng; i++) {
		fprintf(f, "%s{\"name\":", i ? "," : "");
		kl_json_string(f, r->row.names[g[i].seat]);
		fprintf(f, ",\"deadwood\":%d,\"points\":%d,\"typed_as_points\":%s",
		        g[i].deadwood, res->points[g[i].seat],
		        g[i].as_points ? "true" : "false");
		if (!g[i].as_points) {
			fputs(",\"arrangement\":", f);
			fputs(g[i].arr_json, f);
		}
		fputc('}', f);
	}
	fputs("],\"transfers\":[", f);
	for (i = 0; i < res->ntransfers; i++) {
		const kl_transfer *t = &res->transfers[i];
		fprintf(f, "%s{\"from\":", i ? "," : "");
		if (t->from == KL_POT)
			fputs("null", f);
		else
			kl_json_string(f, r->row.names[t->from]);
		fputs(",\"to\":", f);
		if (t->to == KL_POT)
			fputs("null", f);
		else
			kl_json_string(f, r->row.names[t->to]);
		fprintf(f, ",\"amount\":%d,\"reason\":\"%s\"}", t->amount,
		        kl_transfer_reason_name(t->reason));
	}
	fputs("],\"standings\":", f);
	{
		/* the standings object, without its line end */
		kl_cli sub = *cli;
		char *buf = NULL;
		size_t len = 0;
		sub.out = open_memstream(&buf, &len);
		if (sub.out != NULL) {
			kl_cli_standings_json(&sub, r);
			fclose(sub.out);
			while (len > 0 && buf[len - 1] == '\n')
				len--;
			fwrite(buf, 1, len, f);
		}
		free(buf);
	}
	fputs("}\n", f);
}

int
kl_cli_record_game(kl_cli *cli, const char *declarer_name, int rummy,
                   int nhands, char *const *hands, int json)
{
	kl_store *s = NULL;
	kl_cli_rubber r;
	kl_event_result res;
	kl_error err;
	kl_game_table table;
	kl_game_args args;
	given g[KL_PLAYERS_MAX];
	kl_hand_row rows[KL_PLAYERS_MAX];
	kl_game_row game;
	int deadwood[KL_PLAYERS_MAX];
	int rc, declarer, ng = 0, i, k, dealer, number;
	int discard_idx = -1;
	char names[KL_PLAYERS_MAX * KL_NAME_MAX], discard[KL_CARD_NAME_MAX];
	const kl_rules *ru;

	memset(g, 0, sizeof(g));
	/* the rubber must exist: a refusal creates no database */
	if ((rc = kl_cli_store(cli, KL_STORE_READ, &s)))
		return rc;
	kl_error_clear(&err);
	if (kl_store_begin(s, 1, &err))
		goto fail;
	if ((rc = kl_cli_load_rubber(cli, s, KL_RUBBER_MUST_PLAY, &r)))
		goto out;
	ru = &r.state.rules;

	/* who declared, and every hand: NAME=CARDS or NAME=POINTS */
	memset(&table, 0, sizeof(table));
	table.rules = ru;
	table.rubber = (long long)r.row.id;
	table.nplayers = r.row.nplayers;
	for (k = 0; k < r.row.nplayers; k++) {
		table.names[k] = r.row.names[k];
		table.out[k] = r.state.seat[k].out;
	}
	table.listing = kl_cli_names(&r.row, names, sizeof(names));
	if (kl_game_args_read(&table, declarer_name, nhands,
	                      (const char *const *)hands, &args, &err))
		goto fail;
	declarer = args.declarer;
	ng = args.nhands;
	for (i = 0; i < ng; i++) {
		const kl_game_hand *a = &args.hands[i];
		g[i].seat = a->seat;
		g[i].typed = a->typed;
		g[i].as_points = a->as_points;
		if (a->as_points) {
			g[i].deadwood = a->points;
		} else {
			g[i].list = a->list;
			card_text(&g[i].list, g[i].cards, sizeof(g[i].cards));
		}
	}
	/* judge the declaration, then count every hand */
	for (i = 0; i < ng; i++) {
		given *h = &g[i];
		kl_hand hand;
		if (h->as_points)
			continue;
		kl_cardlist_hand(&h->list, &hand);
		if (h->seat == declarer) {
			int v = kl_verdict(ru, &hand, &h->arr, &err);
			char knock_need[48];
			snprintf(knock_need, sizeof(knock_need),
			         "a knock needs %d or less", ru->knock_limit);
			if (v < 0)
				goto fail;
			if ((rummy && v != KL_VERDICT_RUMMY) ||
			    (!rummy && v == KL_VERDICT_NONE)) {
				fprintf(cli->err, "klopf: %s's %s does not stand: "
				        "the best arrangement leaves deadwood %d "
				        "(%s)\n", r.row.names[declarer],
				        rummy ? "rummy" : "knock",
				        h->arr.deadwood, rummy ?
				        "a rummy needs 0" : knock_need);
				{
					kl_cli errcli = *cli;
					errcli.out = cli->err;
					fputs("  ", cli->err);
					print_arrangement(&errcli, &h->arr);
					fputc('\n', cli->err);
				}
				rc = KL_EXIT_INPUT;
				goto out;
			}
			if (h->arr.discard != KL_NO_CARD)
				discard_idx = i;
		} else {
			kl_solve(ru, &hand, 0, &h->arr);
		}
		h->deadwood = h->arr.deadwood;
		h->arr_json = arrangement_json(&h->arr);
		if (h->arr_json == NULL) {
			kl_error_set(&err, KL_ENOMEM, "out of memory");
			goto fail;
		}
	}
	for (k = 0; k < KL_PLAYERS_MAX; k++)
		deadwood[k] = -1;
	for (i = 0; i < ng; i++)
		deadwood[g[i].seat] = g[i].deadwood;
	dealer = r.state.dealer;
	number = r.state.games + 1;
	if (kl_rubber_game(&r.state, declarer, rummy, deadwood, &res, &err))
		goto fail;
	for (i = 0; i < ng; i++) {
		rows[i].seat = g[i].seat;
		rows[i].typed = g[i].typed;
		rows[i].cards = g[i].as_points ? NULL : g[i].cards;
		rows[i].arrangement = g[i].as_points ? NULL : g[i].arr_json;
		rows[i].deadwood = g[i].deadwood;
		rows[i].points = res.points[g[i].seat];
		rows[i].typed_as_points = g[i].as_points;
	}
	game.number = number;
	game.dealer = dealer;
	game.declarer = declarer;
	game.rummy = rummy;
	game.discard = NULL;
	if (discard_idx >= 0) {
		kl_card_name(g[discard_idx].arr.discard, KL_STYLE_ASCII, discard,
		             sizeof(discard));
		game.discard = discard;
	}
	game.nhands = ng;
	game.hands = rows;
	if (kl_store_add_game(s, r.row.id, &game, &res, r.state.phase, &err) ||
	    kl_store_commit(s, &err))
		goto fail;

	if (json) {
		print_game_json(cli, &r, number, dealer, declarer, rummy, g, ng,
		                &res);
		rc = KL_EXIT_OK;
		goto out;
	}
	fprintf(cli->out, "game %d of rubber %lld: %s %s (%s dealt)\n", number,
	        (long long)r.row.id, r.row.names[declarer],
	        rummy ? "calls rummy" : "knocks", r.row.names[dealer]);
	for (k = 0; k < r.row.nplayers; k++) {
		for (i = 0; i < ng && g[i].seat != k; i++)
			;
		if (i == ng)
			continue;
		fprintf(cli->out, "  %-10s %3d points  ", r.row.names[k],
		        res.points[k]);
		if (g[i].as_points)
			fputs("(typed as points)", cli->out);
		else
			print_arrangement(cli, &g[i].arr);
		fputc('\n', cli->out);
	}
	kl_cli_transfers(cli, &r.row, &res);
	fputs("totals:", cli->out);
	for (k = 0; k < r.row.nplayers; k++)
		fprintf(cli->out, "%s %s %d%s", k ? "," : "", r.row.names[k],
		        r.state.seat[k].score, r.state.seat[k].out ? " (out)" : "");
	fputc('\n', cli->out);
	for (k = 0; k < r.row.nplayers; k++)
		if (res.newly_out[k])
			fprintf(cli->out, "%s is out with %d points\n",
			        r.row.names[k], r.state.seat[k].score);
	if (r.state.phase != KL_RUBBER_IN_PLAY) {
		if (r.state.nwinners == 1)
			fprintf(cli->out, "%s wins the rubber and the pot\n",
			        r.row.names[r.state.winners[0]]);
		else
			for (k = 0; k < r.state.nwinners; k++)
				fprintf(cli->out, "%s shares the pot\n",
				        r.row.names[r.state.winners[k]]);
		fputs("net chips:", cli->out);
		for (k = 0; k < r.row.nplayers; k++)
			fprintf(cli->out, "%s %s %+d", k ? "," : "",
			        r.row.names[k], r.state.seat[k].chips);
		fputc('\n', cli->out);
	} else {
		kl_cli_buyback_offers(cli, &r);
		fprintf(cli->out, "next dealer: %s\n",
		        r.row.names[r.state.dealer]);
	}
	rc = KL_EXIT_OK;
	goto out;
fail:
	rc = kl_cli_error(cli, &err);
out:
	for (i = 0; i < KL_PLAYERS_MAX; i++)
		free(g[i].arr_json);
	kl_store_rollback(s);
	kl_store_close(s);
	return rc;
}

