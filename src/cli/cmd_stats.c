/* cmd_stats.c - `klopf stats`: every player's record over the rubbers. */
#include "cli_hist.h"
#include "kl_text.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "kl_gamedef.h"
#include "kl_history_stats.h"
#include "kl_settle.h"
#include "kl_trust.h"
#include "cli_locale.h"

/* The options of `klopf stats`, indexing opts[] in the order of its
 * help. */
enum {
	STATS_GAME,
	STATS_SINCE,
	STATS_JSON,
	STATS_NOPTS
};

static const kl_opt opts[STATS_NOPTS] = {
	[STATS_GAME] = {
		.name = "game", .short_name = 'g', .arg = "GAME",
		.help = N_("the rubbers of one game: viennese (the default), "
		           "gin, knock-rummy, boat-house, phom, continental, "
		           "nowrang, queen-city or double-rum"),
	},
	[STATS_SINCE] = {
		.name = "since", .arg = "DATE",
		.help = N_("only rubbers started on or after DATE (YYYY-MM-DD, "
		           "today or yesterday)"),
	},
	[STATS_JSON] = {
		.name = "json",
		.help = N_("print JSON"),
	},
};

/* v with one decimal, written with the decimal separator of the user's
 * language ("26.5", in German "26,5"), into buf. */
static void
average(char *buf, size_t size, double v)
{
	char num[32], *dot;

	snprintf(num, sizeof(num), "%.1f", v);
	dot = strchr(num, '.');
	if (dot == NULL) {
		snprintf(buf, size, "%s", num);
		return;
	}
	*dot = '\0';
	snprintf(buf, size, "%s%s%s", num, kl_cli_decimal(), dot + 1);
}

/* One player's totals. */
typedef struct totals {
	int rubbers, won, games, knocks, rummies, buybacks, out;
	long long points, chips;
} totals;

/* Two players' record against each other. */
typedef struct versus {
	int p, q;          /* player indices */
	int rubbers;       /* rubbers both played */
	int won_p, won_q;  /* of those, won by each */
	long long chips_p; /* chips p received from q, net */
} versus;

/* Sum each player's seats of d into t[0..d->nplayers-1]. */
static void
add_up(const kl_history_data *d, totals *t)
{
	int i;

	memset(t, 0, sizeof(*t) * (size_t)d->nplayers);
	for (i = 0; i < d->nseats; i++) {
		const kl_history_seat *h = &d->seats[i];
		totals *x = &t[h->player];
		x->rubbers++;
		x->won += h->won;
		x->games += h->games;
		x->knocks += h->knocks;
		x->rummies += h->rummies;
		x->buybacks += h->bought_back;
		x->out += h->out;
		x->points += h->points;
		x->chips += h->chips;
	}
}

/* The seat of player p in run r, or -1. */
static int
seat_of(const kl_history_data *d, int r, int p)
{
	int i;

	for (i = 0; i < d->runs[r].nseats; i++)
		if (d->seats[d->runs[r].first_seat + i].player == p)
			return d->runs[r].first_seat + i;
	return -1;
}

/* Head to head of players p and q: the rubbers both played, who won
 * them, and the chips that went between the two (knock and rummy money
 * directly, pots as kl_settle_pot attributes them).  Loads the flows of
 * those rubbers into d.  Returns KL_OK or an error in err. */
static int
head_to_head(kl_store *s, kl_history_data *d, int p, int q, versus *v,
             kl_error *err)
{
	kl_payment pay[KL_PLAYERS_MAX];
	long long paid[KL_PLAYERS_MAX], taken[KL_PLAYERS_MAX];
	char *both = NULL;
	int r, i, n, rc;

	memset(v, 0, sizeof(*v));
	v->p = p;
	v->q = q;
	both = calloc((size_t)d->nruns + 1, 1);
	if (both == NULL) {
		rc = kl_error_set(err, KL_ENOMEM, "out of memory");
		goto done;
	}
	for (r = 0; r < d->nruns; r++)
		both[r] = seat_of(d, r, p) >= 0 && seat_of(d, r, q) >= 0;
	if ((rc = kl_history_load_flows(s, d, both, err)))
		goto done;
	for (r = 0; r < d->nruns; r++) {
		const kl_history_run *run = &d->runs[r];
		int sp = seat_of(d, r, p), sq = seat_of(d, r, q);
		if (!both[r])
			continue;
		v->rubbers++;
		v->won_p += d->seats[sp].won;
		v->won_q += d->seats[sq].won;
		for (i = 0; i < run->nseats; i++) {
			paid[i] = d->seats[run->first_seat + i].paid_in;
			taken[i] = d->seats[run->first_seat + i].taken;
		}
		if (run->phase == KL_RUBBER_IN_PLAY)
			continue;
		n = kl_settle_pot(paid, taken, run->nseats, pay,
		                  KL_PLAYERS_MAX);
		for (i = 0; i < n; i++) {
			int from = run->first_seat + pay[i].from;
			int to = run->first_seat + pay[i].to;
			if (from == sq && to == sp)
				v->chips_p += pay[i].amount;
			else if (from == sp && to == sq)
				v->chips_p -= pay[i].amount;
		}
	}
	for (i = 0; i < d->nflows; i++) {
		const kl_history_flow *f = &d->flows[i];
		if (!both[f->rubber])
			continue;
		if (d->seats[f->from].player == q &&
		    d->seats[f->to].player == p)
			v->chips_p += f->amount;
		else if (d->seats[f->from].player == p &&
		         d->seats[f->to].player == q)
			v->chips_p -= f->amount;
	}
	rc = KL_OK;
done:
	free(both);
	return rc;
}

/* The table of the players show[0..nshow-1] and, if v is not NULL,
 * their head to head. */
static void print_versus(kl_cli *cli, const kl_history_data *d,
                         const versus *v);

/* The headings of a table: "player", then head[0..n-1] right-aligned
 * in width[] columns (padded by the columns they take on a terminal,
 * not by bytes). */
static void
print_heads(kl_cli *cli, const char *const *head, const int *width,
            size_t n)
{
	size_t h;

	kl_cli_pad(cli->out, _("player"), 12, 0);
	for (h = 0; h < n; h++) {
		fputc(' ', cli->out);
		kl_cli_pad(cli->out, _(head[h]), width[h], 1);
	}
	fputc('\n', cli->out);
}

/* The table of a game played to a total (gin, knock rummy): hands
 * played, knocks, the points won and their average per hand, chips. */
static void
print_race(kl_cli *cli, const kl_history_data *d, const totals *t,
           const int *show, int nshow, int family)
{
	/* TRANSLATORS: the headings of klopf stats --game gin (or
	 * knock-rummy), each as wide as the English one at most */
	static const char *const head[] = {
		N_("rubbers"), N_("won"), N_("hands"), N_("knocks"),
		N_("points"), N_("avg pts"), N_("chips")
	};
	/* the rest of the family: nobody knocks */
	static const char *const fam_head[] = {
		N_("rubbers"), N_("won"), N_("hands"), N_("points"),
		N_("avg pts"), N_("chips")
	};
	static const int width[] = { 7, 4, 6, 6, 7, 7, 7 };
	static const int fam_width[] = { 7, 4, 6, 7, 7, 7 };
	FILE *f = cli->out;
	char avg[32];
	int i;

	if (family)
		print_heads(cli, fam_head, fam_width,
		            sizeof(fam_head) / sizeof(fam_head[0]));
	else
		print_heads(cli, head, width, sizeof(head) / sizeof(head[0]));
	for (i = 0; i < nshow; i++) {
		const totals *x = &t[show[i]];
		if (x->games > 0)
			average(avg, sizeof(avg), (double)x->points / x->games);
		else
			snprintf(avg, sizeof(avg), "-");
		kl_cli_pad(f, d->players[show[i]].name, 12, 0);
		if (family)
			fprintf(f, " %7d %4d %6d %7lld %7s %+7lld\n",
			        x->rubbers, x->won, x->games, x->points, avg,
			        x->chips);
		else
			fprintf(f, " %7d %4d %6d %6d %7lld %7s %+7lld\n",
			        x->rubbers, x->won, x->games, x->knocks,
			        x->points, avg, x->chips);
	}
}

static void
print_text(kl_cli *cli, const kl_history_data *d, const totals *t,
           const int *show, int nshow, const versus *v, int race,
           int family)
{
	FILE *f = cli->out;
	char avg[32];
	int i;

	if (race) {
		print_race(cli, d, t, show, nshow, family);
		print_versus(cli, d, v);
		return;
	}
	/* TRANSLATORS: the headings of klopf stats, each as wide as the
	 * English one at most */
	static const char *const head[] = {
		N_("rubbers"), N_("won"), N_("games"), N_("knocks"),
		N_("rummies"), N_("avg pts"), N_("buy-backs"), N_("out"),
		N_("chips")
	};
	static const int width[] = { 7, 4, 6, 6, 7, 7, 9, 4, 6 };

	print_heads(cli, head, width, sizeof(head) / sizeof(head[0]));
	for (i = 0; i < nshow; i++) {
		const totals *x = &t[show[i]];
		if (x->games > 0)
			average(avg, sizeof(avg), (double)x->points / x->games);
		else
			snprintf(avg, sizeof(avg), "-");
		kl_cli_pad(f, d->players[show[i]].name, 12, 0);
		fprintf(f, " %7d %4d %6d %6d %7d %7s %9d %4d %+6lld\n",
		        x->rubbers, x->won, x->games, x->knocks, x->rummies,
		        avg, x->buybacks, x->out, x->chips);
	}
	print_versus(cli, d, v);
}

/* Two players' head to head, when v is not NULL. */
static void
print_versus(kl_cli *cli, const kl_history_data *d, const versus *v)
{
	FILE *f = cli->out;

	if (v == NULL)
		return;
	fprintf(f, KL_NP("\nhead to head: %s and %s played %d rubber "
	        "together\n", "\nhead to head: %s and %s played %d rubbers "
	        "together\n", v->rubbers), d->players[v->p].name,
	        d->players[v->q].name, v->rubbers);
	fprintf(f, _("  won: %s %d, %s %d"), d->players[v->p].name, v->won_p,
	        d->players[v->q].name, v->won_q);
	if (v->won_p != v->won_q)
		fprintf(f, _(" (%s won more)\n"), d->players[v->won_p > v->won_q ?
		        v->p : v->q].name);
	else
		fputs(_(" (even)\n"), f);
	fprintf(f, _("  chips between them: %s %+lld, %s %+lld\n"),
	        d->players[v->p].name, v->chips_p, d->players[v->q].name,
	        -v->chips_p);
}

/* The same as one JSON object (see the command's description).  Returns
 * the exit status (KL_EXIT_STORE when memory runs out). */
static int
print_json(kl_cli *cli, const kl_history_data *d, const totals *t,
           const int *show, int nshow, const versus *v, const char *since)
{
	kl_json j;
	char avg[32];
	int i, rc;

	kl_json_init(&j);
	kl_json_object(&j);
	kl_json_key(&j, "format_version");
	kl_json_int(&j, 1);
	kl_json_key(&j, "since");
	kl_json_str(&j, since);
	kl_json_key(&j, "players");
	kl_json_array(&j);
	for (i = 0; i < nshow; i++) {
		const totals *x = &t[show[i]];
		kl_json_object(&j);
		kl_json_key(&j, "name");
		kl_json_str(&j, d->players[show[i]].name);
		kl_json_key(&j, "rubbers");
		kl_json_int(&j, x->rubbers);
		kl_json_key(&j, "won");
		kl_json_int(&j, x->won);
		kl_json_key(&j, "games");
		kl_json_int(&j, x->games);
		kl_json_key(&j, "knocks");
		kl_json_int(&j, x->knocks);
		kl_json_key(&j, "rummies");
		kl_json_int(&j, x->rummies);
		kl_json_key(&j, "points");
		kl_json_int(&j, x->points);
		kl_json_key(&j, "average");
		if (x->games > 0) {
			snprintf(avg, sizeof(avg), "%.2f",
			         (double)x->points / x->games);
			kl_json_raw(&j, avg);
		} else {
			kl_json_null(&j);
		}
		kl_json_key(&j, "buybacks");
		kl_json_int(&j, x->buybacks);
		kl_json_key(&j, "out");
		kl_json_int(&j, x->out);
		kl_json_key(&j, "chips");
		kl_json_int(&j, x->chips);
		kl_json_end(&j);
	}
	kl_json_end(&j);
	kl_json_key(&j, "head_to_head");
	if (v == NULL) {
		kl_json_null(&j);
	} else {
		kl_json_object(&j);
		kl_json_key(&j, "players");
		kl_json_array(&j);
		kl_json_str(&j, d->players[v->p].name);
		kl_json_str(&j, d->players[v->q].name);
		kl_json_end(&j);
		kl_json_key(&j, "rubbers");
		kl_json_int(&j, v->rubbers);
		kl_json_key(&j, "won");
		kl_json_array(&j);
		kl_json_int(&j, v->won_p);
		kl_json_int(&j, v->won_q);
		kl_json_end(&j);
		kl_json_key(&j, "leader");
		kl_json_str(&j, v->won_p == v->won_q ? NULL :
		            d->players[v->won_p > v->won_q ? v->p : v->q].name);
		kl_json_key(&j, "chips");
		kl_json_array(&j);
		kl_json_int(&j, v->chips_p);
		kl_json_int(&j, -v->chips_p);
		kl_json_end(&j);
		kl_json_end(&j);
	}
	kl_json_end(&j);
	rc = kl_cli_put_json(cli, &j);
	kl_json_free(&j);
	return rc;
}

/* klopf stats: add up the range, pick the players asked for, print.
 * Returns the exit status. */
static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_store *s = NULL;
	kl_history_data d;
	kl_history_range range;
	kl_error err;
	totals *t = NULL;
	int *show = NULL;
	versus v;
	char since[KL_TIME_MAX], quoted[KL_QUOTE_SIZE];
	kl_rules rules;
	int done, rc, i, k, nshow = 0, game = kl_gamedef_default()->id;
	int others[KL_GAMES_MAX];

	memset(&d, 0, sizeof(d));
	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	memset(&range, 0, sizeof(range));
	if ((rc = kl_hist_since(cli, kl_cli_opt(cli, STATS_SINCE), since,
	                        sizeof(since), &range.since)))
		return rc;
	kl_error_clear(&err);
	if (kl_cli_opt(cli, STATS_GAME)->count &&
	    kl_rules_game_find(kl_cli_opt(cli, STATS_GAME)->value, &game, &err))
		return kl_cli_error(cli, &err);
	/* games are not mixed: Viennese points are bad, gin points good */
	range.game = kl_rules_game_name(game);
	kl_rules_game_default(game, &rules);
	for (i = 0; i < cli->noperands; i++)
		for (k = 0; k < i; k++)
			if (!strcasecmp(cli->operands[i], cli->operands[k]))
				return kl_cli_usage(cli, _("stats: %s is named "
				                    "twice"), cli->operands[i]);
	if ((rc = kl_cli_store(cli, KL_STORE_READ, &s)))
		return rc;
	kl_error_clear(&err);
	/* the sums and their check read the same snapshot */
	if (kl_store_begin(s, 0, &err) ||
	    kl_history_load(s, &range, KL_HISTORY_CHIPS | KL_HISTORY_PLAY |
	                    KL_HISTORY_CHECK, &d, &err) ||
	    kl_ops_trust(s, &d, &err)) {
		rc = kl_cli_error(cli, &err);
		goto done;
	}
	t = malloc(sizeof(*t) * (size_t)(d.nplayers + 1));
	show = malloc(sizeof(*show) * (size_t)(d.nplayers + cli->noperands +
	                                      1));
	if (t == NULL || show == NULL) {
		rc = kl_cli_fail(cli, KL_EXIT_STORE, _("out of memory"));
		goto done;
	}
	add_up(&d, t);
	if (cli->noperands == 0)
		for (i = 0; i < d.nplayers; i++)
			show[nshow++] = i;
	for (i = 0; i < cli->noperands; i++) {
		for (k = 0; k < d.nplayers; k++)
			if (!strcasecmp(d.players[k].name, cli->operands[i]))
				break;
		if (k == d.nplayers) {
			kl_text_quote(cli->operands[i], KL_QUOTE_MAX, quoted,
			              sizeof(quoted));
			if (range.since != NULL)
				rc = kl_cli_fail(cli, KL_EXIT_INPUT, _("%s played in "
				                 "no rubber since then"), quoted);
			else
				rc = kl_cli_fail(cli, KL_EXIT_INPUT, _("%s played in "
				                 "no rubber"), quoted);
			goto done;
		}
		show[nshow++] = k;
	}
	if (nshow == 2 && cli->noperands == 2 &&
	    head_to_head(s, &d, show[0], show[1], &v, &err) != KL_OK) {
		rc = kl_cli_error(cli, &err);
		goto done;
	}
	if (kl_cli_opt(cli, STATS_JSON)->count) {
		rc = print_json(cli, &d, t, show, nshow, cli->noperands == 2 ?
		                &v : NULL, range.since);
		goto done;
	}
	if (nshow == 0)
		fputs(_("no rubbers\n"), cli->out);
	else
		print_text(cli, &d, t, show, nshow, cli->noperands == 2 ? &v :
		           NULL, kl_gamedef_of(&rules)->race,
		           kl_gamedef_of(&rules)->family);
	/* the rubbers of the other games, which are not counted here */
	if (kl_history_count_games(s, &range, others, &err) != KL_OK) {
		rc = kl_cli_error(cli, &err);
		goto done;
	}
	for (i = 0; i < kl_gamedef_count(); i++)
		if (i != game && others[i] > 0)
			fprintf(cli->out, KL_NP("(%d rubber of %s is not counted "
			        "here; klopf stats --game %s counts it)\n",
			        "(%d rubbers of %s are not counted here; klopf "
			        "stats --game %s counts them)\n", others[i]),
			        others[i], kl_rules_game_name(i),
			        kl_rules_game_name(i));
	rc = KL_EXIT_OK;
done:
	free(t);
	free(show);
	kl_history_data_free(&d);
	kl_store_rollback(s);
	kl_store_close(s);
	return rc;
}

const kl_command kl_cmd_stats = {
	.name = "stats",
	.summary = N_("show each player's record: rubbers, wins, games, chips"),
	.synopsis = "[NAME...] [--game GAME] [--since DATE] [--json]",
	.description = N_(
	"For every player (or the NAMEs given): rubbers played and won (a\n"
	"shared pot counts as won), games played, knocks and rummies called,\n"
	"average Schlechtpunkte per game, buy-backs, times out and net chips\n"
	"(antes, knock and rummy money, buy-backs and pots).  With two names,\n"
	"also their head to head: the rubbers both played, who won more of\n"
	"them, and the chips that went between the two (knock and rummy money\n"
	"directly; a pot's chips from those who paid into it to its winners).\n"
	"The rubbers of one game are counted: Viennese by default, --game gin\n"
	"or --game knock-rummy for those (then the columns are hands, knocks,\n"
	"the points won and their average per hand, and chips; \"out\",\n"
	"\"buybacks\" and \"rummies\" are 0 in JSON).\n"
	"When the rows it adds up do not agree with the events (a row edited\n"
	"by hand), it shows nothing and points to klopf verify.\n"
	"JSON: {\"format_version\":1,\"since\":ISO8601|null,\"players\":[{\"name\":..,\n"
	"\"rubbers\":N,\"won\":N,\"games\":N,\"knocks\":N,\"rummies\":N,\"points\":N,\n"
	"\"average\":X|null,\"buybacks\":N,\"out\":N,\"chips\":N}],\"head_to_head\":\n"
	"null|{\"players\":[A,B],\"rubbers\":N,\"won\":[N,N],\"leader\":NAME|null,\n"
	"\"chips\":[N,N]}}.\n"),
	.opts = opts,
	.nopts = STATS_NOPTS,
	.run = run,
};
