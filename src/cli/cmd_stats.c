/* cmd_stats.c - `klopf stats`: every player's record over the rubbers. */
#include "cli_games.h"
#include "cli_hist.h"
#include "cli_fit.h"
#include "kl_text.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "kl_gamedef.h"
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
		.name = "game", .short_name = 'g', .arg = N_("GAME"),
		.help = N_("the rubbers of one game, one of %s (the first is "
		           "the default)"),
		.help_list = kl_games_list_any,
	},
	[STATS_SINCE] = {
		.name = "since", .arg = N_("DATE"),
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

/* The table of the players show[0..nshow-1] and, if v is not NULL,
 * their head to head. */
static void print_versus(kl_cli *cli, const kl_history_data *d,
                         const kl_ops_versus *v);

/* The table of a game played to a total (gin, knock rummy): hands
 * played, knocks, the points won and their average per hand, chips;
 * t holds the names, and its headings are written into heads (room for
 * 7). */
static void
print_race(kl_cli *cli, kl_cli_tab *t, const char **heads,
           const kl_ops_totals *tot, const int *show, int nshow, int family)
{
	/* TRANSLATORS: the headings of klopf stats --game gin (or
	 * knock-rummy); a heading wider than the English one widens its
	 * column (kl_cli_table) */
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
	char avg[32];
	int i, k;

	for (k = 0; k < 7; k++)
		heads[k] = _(head[k]);
	t->width = width;
	t->ncols = 7;
	if (family) {
		for (k = 0; k < 6; k++)
			heads[k] = _(fam_head[k]);
		t->width = fam_width;
		t->ncols = 6;
	}
	for (i = 0; i < nshow; i++) {
		const kl_ops_totals *x = &tot[show[i]];
		char (*c)[KL_CELL_BYTES] = t->cells + i * t->ncols;
		k = 0;
		if (x->games > 0)
			average(avg, sizeof(avg), (double)x->points / x->games);
		else
			snprintf(avg, sizeof(avg), "-");
		snprintf(c[k++], KL_CELL_BYTES, "%d", x->rubbers);
		snprintf(c[k++], KL_CELL_BYTES, "%d", x->won);
		snprintf(c[k++], KL_CELL_BYTES, "%d", x->games);
		if (!family)
			snprintf(c[k++], KL_CELL_BYTES, "%d", x->knocks);
		snprintf(c[k++], KL_CELL_BYTES, "%lld", x->points);
		snprintf(c[k++], KL_CELL_BYTES, "%s", avg);
		snprintf(c[k++], KL_CELL_BYTES, "%+lld", x->chips);
	}
	kl_cli_table(cli, t);
}

static void
print_text(kl_cli *cli, const kl_history_data *d, const kl_ops_totals *t,
           const int *show, int nshow, const kl_ops_versus *v, int race,
           int family)
{
	/* TRANSLATORS: the headings of klopf stats; a heading wider than
	 * the English one widens its column (kl_cli_table) */
	static const char *const head[] = {
		N_("rubbers"), N_("won"), N_("games"), N_("knocks"),
		N_("rummies"), N_("avg pts"), N_("buy-backs"), N_("out"),
		N_("chips")
	};
	static const int width[] = { 7, 4, 6, 6, 7, 7, 9, 4, 6 };
	const char *heads[9], **names;
	kl_cli_tab tab = { .name_head = _("player"), .base = 12, .ncols = 9,
	                   .head = heads, .width = width, .nrows = nshow };
	char avg[32];
	int i, k;

	names = malloc(sizeof(*names) * (size_t)(nshow > 0 ? nshow : 1));
	tab.cells = malloc(sizeof(*tab.cells) * 9 *
	                   (size_t)(nshow > 0 ? nshow : 1));
	if (names == NULL || tab.cells == NULL) {
		kl_cli_fail(cli, KL_EXIT_STORE, _("out of memory"));
		goto done;
	}
	for (i = 0; i < nshow; i++)
		names[i] = d->players[show[i]].name;
	tab.names = names;
	if (race) {
		print_race(cli, &tab, heads, t, show, nshow, family);
		print_versus(cli, d, v);
		goto done;
	}
	for (k = 0; k < 9; k++)
		heads[k] = _(head[k]);
	for (i = 0; i < nshow; i++) {
		const kl_ops_totals *x = &t[show[i]];
		char (*c)[KL_CELL_BYTES] = tab.cells + i * 9;
		if (x->games > 0)
			average(avg, sizeof(avg), (double)x->points / x->games);
		else
			snprintf(avg, sizeof(avg), "-");
		snprintf(c[0], KL_CELL_BYTES, "%d", x->rubbers);
		snprintf(c[1], KL_CELL_BYTES, "%d", x->won);
		snprintf(c[2], KL_CELL_BYTES, "%d", x->games);
		snprintf(c[3], KL_CELL_BYTES, "%d", x->knocks);
		snprintf(c[4], KL_CELL_BYTES, "%d", x->rummies);
		snprintf(c[5], KL_CELL_BYTES, "%s", avg);
		snprintf(c[6], KL_CELL_BYTES, "%d", x->buybacks);
		snprintf(c[7], KL_CELL_BYTES, "%d", x->out);
		snprintf(c[8], KL_CELL_BYTES, "%+lld", x->chips);
	}
	kl_cli_table(cli, &tab);
	print_versus(cli, d, v);
done:
	free(names);
	free(tab.cells);
}

/* Two players' head to head, when v is not NULL. */
static void
print_versus(kl_cli *cli, const kl_history_data *d, const kl_ops_versus *v)
{
	FILE *f = cli->out;

	if (v == NULL)
		return;
	char text[4 * KL_NAME_MAX + 256];
	size_t o;

	kl_cli_sayf(cli, f, 2, KL_NP("\nhead to head: %s and %s played %d "
	            "rubber together\n", "\nhead to head: %s and %s played %d "
	            "rubbers together\n", v->rubbers), d->players[v->p].name,
	            d->players[v->q].name, v->rubbers);
	o = (size_t)snprintf(text, sizeof(text), _("  won: %s %d, %s %d"),
	                     d->players[v->p].name, v->won_p,
	                     d->players[v->q].name, v->won_q);
	if (o >= sizeof(text))
		o = sizeof(text) - 1;
	if (v->won_p != v->won_q)
		snprintf(text + o, sizeof(text) - o, _(" (%s won more)\n"),
		         d->players[v->won_p > v->won_q ? v->p : v->q].name);
	else
		snprintf(text + o, sizeof(text) - o, "%s", _(" (even)\n"));
	kl_cli_say(cli, f, 4, text);
	kl_cli_sayf(cli, f, 4, _("  chips between them: %s %+lld, %s %+lld\n"),
	            d->players[v->p].name, v->chips_p, d->players[v->q].name,
	            -v->chips_p);
}

/* The same as one JSON object (see the command's description).  Returns
 * the exit status (KL_EXIT_STORE when memory runs out). */
static int
print_json(kl_cli *cli, const kl_history_data *d, const kl_ops_totals *t,
           const int *show, int nshow, const kl_ops_versus *v, const char *since)
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
		const kl_ops_totals *x = &t[show[i]];
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

/* klopf stats: read the records of the range, print them.  Returns the
 * exit status. */
static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_store *s = NULL;
	kl_ops_stats_result st;
	kl_error err;
	const char *since = NULL;
	const kl_ops_versus *v;
	char day[KL_TIME_MAX], quoted[KL_QUOTE_SIZE];
	kl_rules rules;
	int done, rc, i, k, game = kl_gamedef_default()->id;

	memset(&st, 0, sizeof(st));
	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if ((rc = kl_cli_since(cli, kl_cli_opt(cli, STATS_SINCE), day,
	                       sizeof(day), &since)))
		return rc;
	kl_error_clear(&err);
	if (kl_cli_opt(cli, STATS_GAME)->count &&
	    kl_rules_game_find(kl_cli_opt(cli, STATS_GAME)->value, &game, &err))
		return kl_cli_error(cli, &err);
	kl_rules_game_default(game, &rules);
	for (i = 0; i < cli->noperands; i++)
		for (k = 0; k < i; k++)
			if (!strcasecmp(cli->operands[i], cli->operands[k]))
				return kl_cli_usage(cli, _("stats: %s is named "
				                    "twice"), cli->operands[i]);
	if ((rc = kl_cli_store(cli, KL_OPS_DB_READ, &s)))
		return rc;
	kl_error_clear(&err);
	/* games are not mixed: Viennese points are bad, gin points good */
	if (kl_ops_stats(s, since, kl_rules_game_name(game),
	                 (const char *const *)cli->operands, cli->noperands,
	                 &st, &err)) {
		rc = kl_cli_error(cli, &err);
		goto done;
	}
	if (st.missing >= 0) {
		kl_text_quote(cli->operands[st.missing], KL_QUOTE_MAX, quoted,
		              sizeof(quoted));
		if (since != NULL)
			rc = kl_cli_fail(cli, KL_EXIT_INPUT, _("%s played in "
			                 "no rubber since then"), quoted);
		else
			rc = kl_cli_fail(cli, KL_EXIT_INPUT, _("%s played in "
			                 "no rubber"), quoted);
		goto done;
	}
	v = st.has_versus ? &st.versus : NULL;
	if (kl_cli_opt(cli, STATS_JSON)->count) {
		rc = print_json(cli, &st.data, st.totals, st.show, st.nshow, v,
		                since);
		goto done;
	}
	if (st.nshow == 0)
		fputs(_("no rubbers\n"), cli->out);
	else
		print_text(cli, &st.data, st.totals, st.show, st.nshow, v,
		           kl_gamedef_of(&rules)->race,
		           kl_gamedef_of(&rules)->family);
	for (i = 0; i < kl_gamedef_count(); i++)
		if (i != game && st.others[i] > 0)
			fprintf(cli->out, KL_NP("(%d rubber of %s is not counted "
			        "here; klopf stats --game %s counts it)\n",
			        "(%d rubbers of %s are not counted here; klopf "
			        "stats --game %s counts them)\n", st.others[i]),
			        st.others[i], kl_rules_game_name(i),
			        kl_rules_game_name(i));
	rc = KL_EXIT_OK;
done:
	kl_ops_stats_free(&st);
	kl_ops_db_close(s);
	return rc;
}

const kl_command kl_cmd_stats = {
	.name = "stats",
	.summary = N_("show each player's record: rubbers, wins, games, chips"),
	.synopsis = N_("[NAME...] [--game GAME] [--since DATE] [--json]"),
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
	.no_table = 1,
};
