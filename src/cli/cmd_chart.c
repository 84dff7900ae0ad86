/* cmd_chart.c - `klopf chart`: every player's total over the games of a
 * rubber, in the terminal or as SVG. */
#include "cli_hist.h"
#include "cli_fit.h"
#include "kl_gamedef.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "kl_chart.h"
#include "kl_svg_chart.h"

/* The options of `klopf chart`, indexing opts[] in the order of its
 * help. */
enum {
	CHART_SVG,
	CHART_FORCE,
	CHART_NOPTS
};

static const kl_opt opts[CHART_NOPTS] = {
	[CHART_SVG] = {
		.name = "svg", .arg = N_("FILE"),
		.help = N_("write the chart as a standalone SVG file"),
	},
	[CHART_FORCE] = {
		.name = "force",
		.help = N_("with --svg, replace FILE if it is there"),
	},
};

#define PLOT_W 73      /* columns of the plot; with the axis, 78 */
#define PLOT_H 20      /* rows of the plot */
#define AXIS_W 5       /* columns of the y labels and the axis */

/* Each player's letter: the initial when it is an ASCII letter no other
 * player shares, else the seat number (1 to 9, then a, b, c). */
static void
letters(const kl_hist *h, char *out)
{
	int s, t;

	for (s = 0; s < h->row.nplayers; s++) {
		unsigned char c = (unsigned char)h->row.names[s][0];
		out[s] = (char)(s < 9 ? '1' + s : 'a' + s - 9);
		if (c >= 0x80 || !isalpha(c))
			continue;
		for (t = 0; t < h->row.nplayers; t++)
			if (t != s && toupper((unsigned char)
			                      h->row.names[t][0]) == toupper(c))
				break;
		if (t == h->row.nplayers)
			out[s] = (char)toupper(c);
	}
}

/* The glyph of a cell (UTF-8 or ASCII). */
static const char *
glyph(const kl_cli *cli, int cell)
{
	static const char *const uni[] = { " ", "\xe2\x94\x84", "\xe2\x94\x81",
	                                   "\xc2\xb7", "\xe2\x86\x93", "?",
	                                   "\xe2\x9c\x95" };
	static const char *const ascii[] = { " ", "-", "=", ".", "v", "?",
	                                     "x" };

	return cli->unicode ? uni[cell] : ascii[cell];
}

/* The label of row r (a total), if it gets one: 0, the buy-back and out
 * lines and the top. */
static int
row_label(const kl_chart_grid *g, const kl_chart_data *d, int r, int *v)
{
	int values[5], i;

	values[0] = g->axes.ymax;
	values[1] = d->line_out >= 0 ? d->line_out : 0;
	values[2] = d->line_buyback >= 0 ? d->line_buyback : 0;
	values[3] = 0;
	values[4] = g->axes.ymin;
	for (i = 0; i < 5; i++)
		if (kl_chart_row(g, values[i]) == r) {
			*v = values[i];
			return 1;
		}
	return 0;
}

/* The chart in the terminal: a title, the grid with the y labels, the
 * x axis with game numbers, a key, and the buy-backs and eliminations.
 * Prints an error (and the chart stops) if the grid cannot be made. */
static void
print_text(kl_cli *cli, const kl_hist *h, const kl_ops_chart_result *c)
{
	FILE *f = cli->out;
	kl_chart_grid g;
	kl_error err;
	char letter[KL_PLAYERS_MAX], label[16], item[KL_NAME_MAX + 64];
	int r, col, s, i, v, digits = 1, n, last, plot_w = PLOT_W, right;
	kl_flow fl;

	for (n = h->state.games; n >= 10; n /= 10)
		digits++;
	/* the plot narrows to the line, when its width is known */
	if (cli->columns > 0 && cli->columns - AXIS_W < plot_w)
		plot_w = cli->columns - AXIS_W;
	letters(h, letter);
	kl_flow_begin(&fl, cli, f, 0, 2);
	fl.reserve = 1;
	kl_flow_printf(&fl, _("rubber %lld:"), (long long)h->row.id);
	for (s = 0; s < h->row.nplayers; s++) {
		snprintf(item, sizeof(item), "%s (%c)", h->row.names[s],
		         letter[s]);
		kl_flow_text(&fl, s ? "," : "");
		kl_flow_item(&fl, " ", item);
	}
	snprintf(item, sizeof(item), KL_NP("; totals over %d game\n",
	         "; totals over %d games\n", h->state.games), h->state.games);
	kl_flow_words(&fl, item);
	if (h->state.games == 0) {
		fputs(_("no games yet\n"), f);
		return;
	}
	if (kl_chart_grid_make(&c->data, plot_w, PLOT_H, digits + 1, &g,
	                       &err)) {
		kl_cli_error(cli, &err);
		return;
	}
	for (r = 0; r < g.height; r++) {
		int labelled = row_label(&g, &c->data, r, &v);
		if (labelled)
			fprintf(f, "%4d%s", v, cli->unicode ? "\xe2\x94\xa4" :
			        "+");
		else
			fprintf(f, "    %s", cli->unicode ? "\xe2\x94\x82" : "|");
		for (last = g.width - 1; last >= 0; last--)
			if (g.cell[(size_t)r * (size_t)g.width + (size_t)last] !=
			    KL_CELL_EMPTY)
				break;
		for (col = 0; col <= last; col++) {
			size_t k = (size_t)r * (size_t)g.width + (size_t)col;
			if (g.cell[k] == KL_CELL_POINT)
				fputc(letter[g.series[k]], f);
			else
				fputs(glyph(cli, g.cell[k]), f);
		}
		fputc('\n', f);
	}
	/* the x axis, its ticks and labels */
	fputs(cli->unicode ? "    \xe2\x94\x94" : "    +", f);
	for (col = 0; col < g.width; col++) {
		int tick = 0;
		for (i = 0; i <= h->state.games; i += g.axes.xstep)
			tick |= kl_chart_col(&g, i) == col;
		fputs(tick ? (cli->unicode ? "\xe2\x94\xac" : "+") :
		      (cli->unicode ? "\xe2\x94\x80" : "-"), f);
	}
	fputs(_("\ngame "), f);
	/* the labels end within the line (80 columns, or the line's) */
	right = AXIS_W + plot_w + 2 < 80 ? AXIS_W + plot_w + 2 : 80;
	for (col = 0, i = 0; i <= h->state.games; i += g.axes.xstep) {
		int at = kl_chart_col(&g, i);
		n = snprintf(label, sizeof(label), "%d", i);
		if (at > right - AXIS_W - n)
			at = right - AXIS_W - n;
		if (at < col)
			continue;
		for (; col < at; col++)
			fputc(' ', f);
		fputs(label, f);
		col += n;
	}
	fputc('\n', f);
	if (c->data.line_out < 0)
		kl_cli_sayf(cli, f, 2, _("%s trail\n"), glyph(cli, KL_CELL_TRAIL));
	else if (c->data.line_buyback < 0)
		kl_cli_sayf(cli, f, 2, _("%s %d wins the game  %s trail\n"),
		            glyph(cli, KL_CELL_LINE_OUT), c->data.line_out,
		            glyph(cli, KL_CELL_TRAIL));
	else
		kl_cli_sayf(cli, f, 2, _("%s %d out  %s %d buy-back  %s trail  %s buy-back  "
		            "%s out\n"), glyph(cli, KL_CELL_LINE_OUT),
		            c->data.line_out, glyph(cli, KL_CELL_LINE_BUYBACK),
		            c->data.line_buyback, glyph(cli, KL_CELL_TRAIL),
		            glyph(cli, KL_CELL_DROP), glyph(cli, KL_CELL_OUT));
	for (i = 0; i < h->nsteps; i++) {
		const kl_hist_step *st = &h->steps[i];
		if (st->ev->kind == KL_EVENT_BUYBACK)
			kl_cli_sayf(cli, f, 2, _("%s bought back after game %d: "
			            "%d -> %d\n"), h->row.names[st->ev->seat],
			            st->games, st->before[st->ev->seat],
			            st->total[st->ev->seat]);
		if (st->ev->kind == KL_EVENT_LEAVE)
			kl_cli_sayf(cli, f, 2, _("%s left after game %d with "
			            "%d\n"), h->row.names[st->ev->seat],
			            st->games, st->total[st->ev->seat]);
		for (s = 0; s < h->row.nplayers; s++)
			if (st->ev->kind == KL_EVENT_GAME &&
			    st->res.newly_out[s])
				kl_cli_sayf(cli, f, 2, _("%s out in game %d with "
				            "%d\n"), h->row.names[s], st->games,
				            st->total[s]);
	}
	kl_chart_grid_free(&g);
}

/* klopf chart: load and replay the rubber, draw it in the terminal or
 * write the SVG.  Returns the exit status. */
static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_store *s = NULL;
	kl_ops_chart_result c;
	int64_t id = 0;
	FILE *f = NULL;
	kl_error err;
	const char *svg;
	int done, rc;

	memset(&c, 0, sizeof(c));
	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands > 1)
		return kl_cli_usage(cli, _("chart: give at most one rubber "
		                    "number"));
	svg = kl_cli_opt(cli, CHART_SVG)->value;
	if (svg == NULL && kl_cli_opt(cli, CHART_FORCE)->count > 0)
		return kl_cli_usage(cli, _("chart: --force goes with --svg FILE"));
	if ((rc = kl_cli_store(cli, KL_OPS_DB_READ, &s)))
		return rc;
	kl_error_clear(&err);
	if ((rc = kl_cli_hist_id(cli, cli->noperands ? cli->operands[0] : NULL,
	                         &id)))
		goto done;
	if (kl_ops_chart(s, id, &c, &err)) {
		rc = kl_cli_error(cli, &err);
		goto done;
	}
	if (svg == NULL) {
		print_text(cli, &c.hist, &c);
		rc = KL_EXIT_OK;
		goto done;
	}
	f = strcmp(svg, "-") ? kl_cli_create(cli, svg,
	    kl_cli_opt(cli, CHART_FORCE)->count > 0, &rc) : cli->out;
	if (f == NULL)
		goto done;
	kl_svg_chart(f, &c.hist, &c.data, KL_SVG_DOCUMENT);
	if (f != cli->out) {
		int bad = ferror(f);
		if (fclose(f) != 0 || bad) {
			f = NULL;
			rc = kl_cli_fail(cli, KL_EXIT_STORE, _("cannot write %s"),
			                 svg);
			goto done;
		}
		fprintf(cli->out, _("chart of rubber %lld written to %s\n"),
		        (long long)c.hist.row.id, svg);
	}
	f = NULL;
	rc = KL_EXIT_OK;
done:
	if (f != NULL && f != cli->out)
		fclose(f);
	kl_ops_chart_free(&c);
	kl_ops_db_close(s);
	return rc;
}

const kl_command kl_cmd_chart = {
	.name = "chart",
	.summary = N_("draw the players' totals over the games of a rubber"),
	.synopsis = N_("[RUBBER] [--svg FILE [--force]]"),
	.description = N_(
	"Draws each player's total after every game of rubber RUBBER (by\n"
	"default the one in play or else the last), with the buy-back line\n"
	"(buyback_over, 81) and the out line (out_at, 101), in 80 columns:\n"
	"a player is marked by the initial of the name (or the seat number),\n"
	"dots join the games, an arrow shows a buy-back's drop and a cross\n"
	"the game that put a player out; both are listed below the chart.\n"
	"Unicode on a UTF-8 terminal, ASCII otherwise (or with --ascii).\n"
	"--svg FILE writes the same chart as a standalone SVG file instead\n"
	"(- for standard output); it makes FILE new, never through a symbolic\n"
	"link, and replaces a file that is there only with --force.  For a\n"
	"rubber of gin or knock rummy the one line is game_to, the total that\n"
	"wins the game.\n"),
	.opts = opts,
	.nopts = CHART_NOPTS,
	.run = run,
};
