/* cmd_settle.c - `klopf settle`: net chips over rubbers and the fewest
 * payments that square them. */
#include "cli_games.h"
#include "cli_hist.h"
#include "cli_fit.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "kl_settle.h"
#include "cli_locale.h"

/* The options of `klopf settle`, indexing opts[] in the order of its
 * help. */
enum {
	SETTLE_GAME,
	SETTLE_SINCE,
	SETTLE_RUBBER,
	SETTLE_CHIP_VALUE,
	SETTLE_PER_POINT,
	SETTLE_ALL,
	SETTLE_NOPTS
};

static const kl_opt opts[SETTLE_NOPTS] = {
	[SETTLE_GAME] = {
		.name = "game", .short_name = 'g', .arg = N_("GAME"),
		.help = N_("the rubbers of one game, one of %s (the first is "
		           "the default)"),
		.help_list = kl_games_list_any,
	},
	[SETTLE_SINCE] = {
		.name = "since", .arg = N_("DATE"),
		.help = N_("rubbers started on or after DATE (YYYY-MM-DD, "
		           "today or yesterday)"),
	},
	[SETTLE_RUBBER] = {
		.name = "rubber", .arg = N_("A..B"),
		.help = N_("rubbers A to B (or just A)"),
	},
	[SETTLE_CHIP_VALUE] = {
		.name = "chip-value", .arg = N_("AMOUNT"),
		.help = N_("what one chip is worth, e.g. 0.10 or 0,10: amounts "
		           "in money"),
	},
	[SETTLE_PER_POINT] = {
		.name = "per-point", .arg = N_("AMOUNT"),
		.help = N_("the melding games: what one point is worth, e.g. "
		           "0.05 or 0,05: amounts in money"),
	},
	[SETTLE_ALL] = {
		.name = "all",
		.help = N_("also show who paid whom, summed, before "
		           "simplifying"),
	},
};

/* How to write an amount of chips (or of points). */
typedef struct money {
	double value;  /* of one chip; 0: chips only */
	int decimals;  /* for money */
	int points;    /* 1: the amounts are points (a game played for
	                  points, kl_game_def.no_chips) */
} money;

/* Parse "A..B" or "A" (rubber numbers, A <= B) into first and last;
 * returns 0, or -1 if text is neither. */
static int
parse_rubbers(const char *text, int64_t *first, int64_t *last)
{
	const char *dots = strstr(text, "..");
	char left[32];

	if (dots == NULL) {
		if (kl_cli_rubber_id(text, first) != 0)
			return -1;
		*last = *first;
		return 0;
	}
	if ((size_t)(dots - text) >= sizeof(left))
		return -1;
	memcpy(left, text, (size_t)(dots - text));
	left[dots - text] = '\0';
	if (kl_cli_rubber_id(left, first) != 0 ||
	   kl_cli_rubber_id(dots + 2, last) != 0 || *last < *first)
		return -1;
	return 0;
}

/* Parse a chip value: a finite number above 0 and at most 1,000,000,
 * with a decimal point or a decimal comma (0,10); the decimals it was
 * written with (2 to 4) say how to print money. */
static int
parse_value(const char *given, money *m)
{
	char text[64], *comma, *end;
	const char *dot;
	double v;

	if (strlen(given) >= sizeof(text))
		return -1;
	snprintf(text, sizeof(text), "%s", given);
	comma = strchr(text, ',');
	if (comma != NULL) {
		if (strchr(text, '.') != NULL || strchr(comma + 1, ',') != NULL)
			return -1;
		*comma = '.';
	}
	errno = 0;
	v = strtod(text, &end);
	if (text[0] == '\0' || *end != '\0' || errno == ERANGE ||
	    !isfinite(v) || v <= 0 || v > 1e6 ||
	    strpbrk(text, "xXpPeEnN") != NULL)
		return -1;
	m->value = v;
	m->decimals = 2;
	dot = strchr(text, '.');
	if (dot != NULL && strlen(dot + 1) > 2)
		m->decimals = strlen(dot + 1) > 4 ? 4 : (int)strlen(dot + 1);
	return 0;
}

/* Write chips (with a sign if sign) and, with a chip value, the money. */
static void
amount(FILE *f, const money *m, long long chips, int sign)
{
	if (m->value <= 0) {
		fprintf(f, sign ? "%+lld" : "%lld", chips);
		return;
	}
	char num[64], *dot;

	/* money as people write it: the decimal separator of their
	 * language (0,10 in German) */
	snprintf(num, sizeof(num), sign ? "%+.*f" : "%.*f", m->decimals,
	         (double)chips * m->value);
	dot = strchr(num, '.');
	if (dot != NULL) {
		*dot = '\0';
		fprintf(f, "%s%s%s", num, kl_cli_decimal(), dot + 1);
	} else {
		fputs(num, f);
	}
	if (m->points)
		fprintf(f, KL_NP(" (%lld point)", " (%lld points)",
		        chips == 1 || chips == -1 ? 1 : 2), chips);
	else
		fprintf(f, KL_NP(" (%lld chip)", " (%lld chips)",
		        chips == 1 || chips == -1 ? 1 : 2), chips);
}

/*
 * Read settle's options: which rubbers to add up into *range (--since,
 * its stored time kept in since[0..size-1], or --rubber; only those of
 * the game of --game, which goes into *game) and what one chip is worth
 * into *m (--chip-value).  Returns the exit status, after printing any
 * error.
 */
static int
read_options(kl_cli *cli, char *since, size_t size, kl_history_range *range,
             int *game, money *m)
{
	kl_error err;
	int rc;

	memset(range, 0, sizeof(*range));
	range->over_only = 1;
	if (kl_cli_opt(cli, SETTLE_SINCE)->count &&
	    kl_cli_opt(cli, SETTLE_RUBBER)->count)
		return kl_cli_usage(cli, _("settle: --since or --rubber, not "
		                    "both"));
	if ((rc = kl_cli_since(cli, kl_cli_opt(cli, SETTLE_SINCE), since,
	                       size, &range->since)))
		return rc;
	kl_error_clear(&err);
	if (kl_cli_opt(cli, SETTLE_GAME)->count &&
	    kl_rules_game_find(kl_cli_opt(cli, SETTLE_GAME)->value, game,
	                       &err))
		return kl_cli_error(cli, &err);
	/* games are not mixed: a chip of one is not a point of another */
	range->game = kl_rules_game_name(*game);
	if (kl_cli_opt(cli, SETTLE_RUBBER)->count &&
	    parse_rubbers(kl_cli_opt(cli, SETTLE_RUBBER)->value, &range->first,
	                  &range->last) != 0)
		return kl_cli_usage(cli, _("settle: --rubber takes A..B or A "
		                    "(rubber numbers, A <= B), not \"%s\""),
		                    kl_cli_opt(cli, SETTLE_RUBBER)->value);
	m->points = kl_gamedef_by_id(*game)->no_chips;
	if (m->points && kl_cli_opt(cli, SETTLE_CHIP_VALUE)->count)
		return kl_cli_usage(cli, _("settle: %s is played for points, not "
		                    "chips; --per-point says what a point is "
		                    "worth"), range->game);
	if (!m->points && kl_cli_opt(cli, SETTLE_PER_POINT)->count)
		return kl_cli_usage(cli, _("settle: %s is played for chips; "
		                    "--chip-value says what a chip is worth"),
		                    range->game);
	if (kl_cli_opt(cli, SETTLE_CHIP_VALUE)->count &&
	    parse_value(kl_cli_opt(cli, SETTLE_CHIP_VALUE)->value, m) != 0)
		return kl_cli_usage(cli, _("settle: --chip-value takes an amount "
		                    "above 0 such as 0.10, not \"%s\""),
		                    kl_cli_opt(cli, SETTLE_CHIP_VALUE)->value);
	if (kl_cli_opt(cli, SETTLE_PER_POINT)->count &&
	    parse_value(kl_cli_opt(cli, SETTLE_PER_POINT)->value, m) != 0)
		return kl_cli_usage(cli, _("settle: --per-point takes an amount "
		                    "above 0 such as 0.05, not \"%s\""),
		                    kl_cli_opt(cli, SETTLE_PER_POINT)->value);
	return KL_EXIT_OK;
}

/* Print the npay payments pay[] that settle the players of d, with
 * amounts as m has them; exact: proven the fewest. */
static void
print_payments(kl_cli *cli, const kl_history_data *d, const money *m,
               const kl_payment *pay, int npay, int exact)
{
	FILE *f = cli->out;
	kl_cli_held line;
	int i;

	if (npay == 0) {
		fputs(_("everybody is even: nothing to pay\n"), f);
		return;
	}
	if (exact)
		fprintf(f, KL_NP("%d payment settles it:\n",
		        "%d payments settle it:\n", npay), npay);
	else
		fprintf(f, KL_NP("%d payment settles it (over 16 "
		        "players owe or are owed: not proven the "
		        "fewest):\n", "%d payments settle it (over 16 "
		        "players owe or are owed: not proven the "
		        "fewest):\n", npay), npay);
	for (i = 0; i < npay; i++) {
		kl_cli_held_open(&line, f);
		fprintf(line.f, _("  %s pays %s "), d->players[pay[i].from].name,
		        d->players[pay[i].to].name);
		amount(line.f, m, pay[i].amount, 0);
		fputc('\n', line.f);
		kl_cli_held_say(cli, &line, 4);
	}
}

/* Print the balances of r and, when matrix is not NULL, who paid whom,
 * with amounts as m has them. */
static void
print_balances(kl_cli *cli, const kl_ops_settle_result *r, const money *m,
               const long long *matrix)
{
	const kl_history_data *d = &r->data;
	FILE *f = cli->out;
	kl_cli_held line;
	int i, k, width = 6;

	for (i = 0; i < d->nplayers; i++)
		if (kl_cli_width(d->players[i].name) > width)
			width = kl_cli_width(d->players[i].name);
	/* the widest name, or what the line leaves beside the amounts */
	width = kl_layout_column(width, width, 2 + 2 + 20, cli->columns,
	                         KL_LAYOUT_NAME_MIN);
	if (m->points)
		fprintf(f, KL_NP("net points over %d rubber (every player "
		        "against every other, the difference of their "
		        "totals):\n", "net points over %d rubbers (every player "
		        "against every other, the difference of their "
		        "totals):\n", d->nruns), d->nruns);
	else
		fprintf(f, KL_NP("net chips over %d rubber:\n",
		        "net chips over %d rubbers:\n", d->nruns), d->nruns);
	for (i = 0; i < d->nplayers; i++) {
		fputs("  ", f);
		kl_cli_cell(cli, f, d->players[i].name, width, 0);
		fputs("  ", f);
		amount(f, m, r->balance[i], 1);
		fputc('\n', f);
	}
	if (matrix == NULL)
		return;
	fputs(_("who paid whom:\n"), f);
	for (i = 0; i < d->nplayers; i++)
		for (k = 0; k < d->nplayers; k++) {
			long long a = matrix[(size_t)i * (size_t)d->nplayers +
			                     (size_t)k];
			if (i == k || a == 0)
				continue;
			kl_cli_held_open(&line, f);
			fprintf(line.f, _("  %s paid %s "), d->players[i].name,
			        d->players[k].name);
			amount(line.f, m, a, 0);
			fputc('\n', line.f);
			kl_cli_held_say(cli, &line, 4);
		}
}

/* klopf settle: add up the chips of the rubbers that are over, print
 * the balances, the flows with --all and the fewest payments.  Returns
 * the exit status. */
static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_store *s = NULL;
	kl_ops_settle_result r;
	kl_history_range range;
	kl_error err;
	money m = { 0, 2, 0 };
	char since[KL_TIME_MAX];
	int done, rc, i, game = kl_gamedef_default()->id;
	int all;
	FILE *f = cli->out;

	memset(&r, 0, sizeof(r));
	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	all = kl_cli_opt(cli, SETTLE_ALL)->count > 0;
	if (cli->noperands != 0)
		return kl_cli_usage(cli, _("settle: no arguments expected"));
	if ((rc = read_options(cli, since, sizeof(since), &range, &game, &m)))
		return rc;
	if ((rc = kl_cli_store(cli, KL_OPS_DB_READ, &s)))
		return rc;
	kl_error_clear(&err);
	if (kl_ops_settle(s, &range, all, &r, &err)) {
		rc = kl_cli_error(cli, &err);
		goto done;
	}
	if (r.in_play)
		fprintf(f, _("rubber %lld is in play and not counted\n"),
		        (long long)r.in_play_id);
	for (i = 0; i < kl_gamedef_count(); i++)
		if (i != game && r.others[i] > 0)
			fprintf(f, KL_NP("(%d rubber of %s is not settled here; "
			        "klopf settle --game %s settles it)\n", "(%d "
			        "rubbers of %s are not settled here; klopf settle "
			        "--game %s settles them)\n", r.others[i]),
			        r.others[i], kl_rules_game_name(i),
			        kl_rules_game_name(i));
	if (r.data.nruns == 0) {
		fputs(_("no finished or abandoned rubbers to settle\n"), f);
		rc = KL_EXIT_OK;
		goto done;
	}
	/* a game played for points has no payments to show */
	print_balances(cli, &r, &m, all && !m.points ? r.matrix : NULL);
	print_payments(cli, &r.data, &m, r.pay, r.npay, r.exact);
	rc = KL_EXIT_OK;
done:
	kl_ops_settle_free(&r);
	kl_ops_db_close(s);
	return rc;
}

const kl_command kl_cmd_settle = {
	.name = "settle",
	.summary = N_("net chips over rubbers and the fewest payments to "
	              "square up"),
	.synopsis = N_("[--game GAME] [--since DATE | --rubber A..B] "
	            "[--chip-value AMOUNT | --per-point AMOUNT] [--all]"),
	.description = N_(
	"Adds up every player's net chips over the finished and abandoned\n"
	"rubbers (all, those started since DATE, or rubbers A to B; the\n"
	"rubber in play is left out) and lists the fewest payments that\n"
	"settle them: debts that cancel and cycles vanish, and for up to 16\n"
	"players with something to pay or receive the number of payments is\n"
	"the proven minimum.  With --chip-value the amounts are also shown in\n"
	"money.  --all shows first who paid whom over those rubbers, summed\n"
	"(knock and rummy money as paid; a pot from those who paid into it\n"
	"to those who took it).  When the rows it adds up do not agree with\n"
	"the events (a row edited by hand), it shows nothing and points to\n"
	"klopf verify.  The rubbers of one game are settled: Viennese by\n"
	"default, --game gin or --game knock-rummy for those, where a chip is\n"
	"a point won.  The melding games (romme, hungarian, caloochi,\n"
	"rummy) are played for points: in each rubber every player receives\n"
	"from every other the difference of their totals (the lower total\n"
	"where the lowest wins), and --per-point gives a point's worth.\n"),
	.opts = opts,
	.nopts = SETTLE_NOPTS,
	.run = run,
	.no_table = 1,
};
