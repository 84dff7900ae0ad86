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
#include "kl_text.h"
#include "kl_utf8.h"

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

/* Write stored text s for XML (element content and attribute values):
 * bytes that are not UTF-8, controls and controls of the writing
 * direction become '?' (kl_text_clean), as does a line break and every
 * other character XML 1.0 does not allow (U+FFFE, U+FFFF), so that the
 * file stays well-formed whatever the database holds; the markup
 * characters are escaped. */
static void
xml_text(FILE *f, const char *text)
{
	char clean[256 + 4];
	const char *s, *end;
	size_t k;
	int32_t cp;

	s = kl_text_clean(text, strlen(text), 256, clean, sizeof(clean));
	for (end = s + strlen(s); s < end; s += k) {
		/* kl_text_clean leaves only valid UTF-8 */
		if ((k = kl_utf8_decode(s, (size_t)(end - s), &cp)) == 0)
			k = 1, cp = '?';
		switch (cp) {
		case '&': fputs("&amp;", f); break;
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '"': fputs("&quot;", f); break;
		case '\'': fputs("&apos;", f); break;
		case '\n': fputc('?', f); break;
		default:
			if (kl_utf8_xml_char(cp))
				fwrite(s, 1, k, f);
			else
				fputc('?', f);
		}
	}
}

/* The SVG's frame: plot area in pixels; the page is SVG_W wide, or
 * wider where the legend needs it (svg_width). */
#define SVG_W 900
#define SVG_H 600
#define LEGEND_X (X1 + 26)   /* where the legend's texts start */
#define COLUMN_PX 7.5        /* the pixels of a terminal column of text
                                at 12 pixels, a little more than most
                                letters take (a wide character: two) */
#define X0 60.0
#define X1 740.0
#define Y0 50.0
#define Y1 540.0

/* The x pixel of game. */
static double
svg_x(const kl_chart_data *d, int game)
{
	return X0 + (X1 - X0) * game / (d->ngames > 0 ? d->ngames : 1);
}

/* The y pixel of a total. */
static double
svg_y(const kl_chart_axes *ax, int total)
{
	return Y1 - (Y1 - Y0) * (total - ax->ymin) / (ax->ymax - ax->ymin);
}

/* The colour of each player's line in the SVG, by seat. */
static const char *const svg_colour[KL_CHART_SERIES] = {
	"#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#17becf",
	"#e377c2", "#7f7f7f", "#bcbd22", "#393b79", "#637939", "#843c39"
};

/* The start of the SVG document of rubber h with the data d: the svg
 * element, its title, the white page and the heading. */
static void
svg_head(FILE *f, const kl_hist *h, const kl_chart_data *d, int width)
{
	char text[KL_NAME_MAX + 128];

	fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
	        "height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" "
	        "font-size=\"12\">\n", width, SVG_H, width, SVG_H);
	snprintf(text, sizeof(text), KL_NP("klopf: rubber %lld, totals over %d "
	         "game", "klopf: rubber %lld, totals over %d games", d->ngames),
	         (long long)h->row.id, d->ngames);
	fputs("<title>", f);
	xml_text(f, text);
	fputs("</title>\n", f);
	fprintf(f, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n",
	        width, SVG_H);
	snprintf(text, sizeof(text), KL_NP("rubber %lld: totals over %d game",
	         "rubber %lld: totals over %d games", d->ngames),
	         (long long)h->row.id, d->ngames);
	fprintf(f, "<text x=\"%.0f\" y=\"28\" font-size=\"16\">", X0);
	xml_text(f, text);
	fputs("</text>\n", f);
}

/* The grid of the SVG on the axes ax, the totals along y, the game
 * numbers along x, and the two axes. */
static void
svg_axes(FILE *f, const kl_hist *h, const kl_chart_data *d,
         const kl_chart_axes *ax)
{
	int v, k;

	fputs("<g stroke=\"#e0e0e0\" stroke-width=\"1\">\n", f);
	for (v = ax->ymin; v <= ax->ymax; v += ax->ystep)
		fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" "
		        "y2=\"%.1f\"/>\n", X0, svg_y(ax, v), X1, svg_y(ax, v));
	fputs("</g>\n<g text-anchor=\"end\" fill=\"#444\">\n", f);
	for (v = ax->ymin; v <= ax->ymax; v += ax->ystep)
		fprintf(f, "<text x=\"%.1f\" y=\"%.1f\">%d</text>\n", X0 - 6,
		        svg_y(ax, v) + 4, v);
	fputs("</g>\n<g text-anchor=\"middle\" fill=\"#444\">\n", f);
	for (k = 0; k <= d->ngames; k += ax->xstep)
		fprintf(f, "<text x=\"%.1f\" y=\"%.1f\">%d</text>\n",
		        svg_x(d, k), Y1 + 18, k);
	/* the axis's name in the reader's language: games, or hands of a
	 * race game */
	fprintf(f, "<text x=\"%.1f\" y=\"%.1f\">", (X0 + X1) / 2, Y1 + 38);
	xml_text(f, kl_gamedef_of(&h->row.rules)->race ? _("hand") :
	         _("game"));
	fputs("</text>\n", f);
	fprintf(f, "</g>\n<path d=\"M%.1f %.1fV%.1fH%.1f\" fill=\"none\" "
	        "stroke=\"#444\"/>\n", X0, Y0, Y1, X1);
}

/*
 * The buy-back and out lines of the SVG (gin, knock rummy: the winning
 * total), each where the data d has one.  The lines' labels sit above
 * them at the left, where totals start low; the right-hand column is the
 * legend's.
 */
static void
svg_limits(FILE *f, const kl_chart_data *d, const kl_chart_axes *ax)
{
	char text[KL_NAME_MAX + 128];

	if (d->line_buyback >= 0) {
		fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" "
		        "y2=\"%.1f\" stroke=\"#e69500\" stroke-width=\"1.5\" "
		        "stroke-dasharray=\"6 4\"/>\n", X0,
		        svg_y(ax, d->line_buyback), X1,
		        svg_y(ax, d->line_buyback));
		fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" fill=\"#b07000\">",
		        X0 + 6, svg_y(ax, d->line_buyback) - 5);
		snprintf(text, sizeof(text), _("%d buy-back"), d->line_buyback);
		xml_text(f, text);
		fputs("</text>\n", f);
	}
	if (d->line_out >= 0) {
		fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" "
		        "y2=\"%.1f\" stroke=\"#d62728\" stroke-width=\"2\"/>\n",
		        X0, svg_y(ax, d->line_out), X1,
		        svg_y(ax, d->line_out));
		fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" fill=\"#d62728\">",
		        X0 + 6, svg_y(ax, d->line_out) - 5);
		if (d->line_buyback < 0)
			snprintf(text, sizeof(text), _("%d wins the game"),
			         d->line_out);
		else
			snprintf(text, sizeof(text), _("%d out"), d->line_out);
		xml_text(f, text);
		fputs("</text>\n", f);
	}
}

/* The legend's entry of player s: the name and the total now, and
 * whether the player left or went out, into buf. */
static void
legend_text(const kl_hist *h, int s, char *buf, size_t size)
{
	if (h->state.seat[s].left)
		snprintf(buf, size, _("%s (%d, left)"), h->row.names[s],
		         h->state.seat[s].score);
	else if (h->state.seat[s].out)
		snprintf(buf, size, _("%s (%d, out)"), h->row.names[s],
		         h->state.seat[s].score);
	else
		snprintf(buf, size, _("%s (%d)"), h->row.names[s],
		         h->state.seat[s].score);
}

/* The width of the SVG page: SVG_W, or wider so that the widest text
 * of the legend (an entry, or what the marks mean) ends within it. */
static int
svg_width(const kl_hist *h, const kl_chart_data *d)
{
	char text[KL_NAME_MAX + 128];
	double right = SVG_W;
	int s, w = 0;

	for (s = 0; s < d->nseries; s++) {
		legend_text(h, s, text, sizeof(text));
		if (kl_utf8_width(text) > w)
			w = kl_utf8_width(text);
	}
	if (d->line_buyback >= 0) {
		if (kl_utf8_width(_("\xe2\x96\xbc buy-back")) > w)
			w = kl_utf8_width(_("\xe2\x96\xbc buy-back"));
		if (kl_utf8_width(_("\xe2\x9c\x95 out")) > w)
			w = kl_utf8_width(_("\xe2\x9c\x95 out"));
	}
	if (LEGEND_X + COLUMN_PX * w + 12 > right)
		right = LEGEND_X + COLUMN_PX * w + 12;
	return (int)(right + 0.999);
}

/* Player s of the SVG: the line of the totals, a mark on each point
 * after the first (a buy-back, going out, or a game), and the entry in
 * the legend with the total now. */
static void
svg_player(FILE *f, const kl_hist *h, const kl_chart_data *d,
           const kl_chart_axes *ax, int s)
{
	const kl_chart_point *p = d->points[s];
	char text[KL_NAME_MAX + 128];
	int k;

	fprintf(f, "<g stroke=\"%s\" fill=\"%s\">\n<polyline "
	        "fill=\"none\" stroke-width=\"2\" points=\"", svg_colour[s],
	        svg_colour[s]);
	for (k = 0; k < d->npoints[s]; k++)
		fprintf(f, "%s%.1f,%.1f", k ? " " : "",
		        svg_x(d, p[k].game), svg_y(ax, p[k].total));
	fputs("\"/>\n", f);
	for (k = 1; k < d->npoints[s]; k++) {
		double x = svg_x(d, p[k].game), y = svg_y(ax, p[k].total);
		if (p[k].mark == KL_MARK_BUYBACK)
			fprintf(f, "<path d=\"M%.1f %.1fl-5 -8h10z\"/>\n", x,
			        y);
		else if (p[k].mark == KL_MARK_OUT)
			fprintf(f, "<path d=\"M%.1f %.1fl12 12M%.1f "
			        "%.1fl-12 12\" stroke-width=\"2.5\"/>\n",
			        x - 6, y - 6, x + 6, y - 6);
		else
			fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" "
			        "r=\"3\"/>\n", x, y);
	}
	fputs("</g>\n", f);
	fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"14\" "
	        "height=\"4\" fill=\"%s\"/>\n<text x=\"%.1f\" "
	        "y=\"%.1f\">", X1 + 6, Y0 + 20.0 * s + 4, svg_colour[s],
	        LEGEND_X, Y0 + 20.0 * s + 10);
	legend_text(h, s, text, sizeof(text));
	xml_text(f, text);
	fputs("</text>\n", f);
}

/* Under the legend, what the marks of a buy-back and of going out mean;
 * nothing for a game without buy-backs (gin, knock rummy). */
static void
svg_marks(FILE *f, const kl_chart_data *d)
{
	char text[KL_NAME_MAX + 128];

	if (d->line_buyback < 0)
		return;
	fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" fill=\"#444\">", X1 + 6,
	        Y0 + 20.0 * d->nseries + 20);
	snprintf(text, sizeof(text), _("\xe2\x96\xbc buy-back"));
	xml_text(f, text);
	fprintf(f, "</text>\n<text x=\"%.1f\" y=\"%.1f\" fill=\"#444\">",
	        X1 + 6, Y0 + 20.0 * d->nseries + 38);
	snprintf(text, sizeof(text), _("\xe2\x9c\x95 out"));
	xml_text(f, text);
	fputs("</text>\n", f);
}

/* The chart as a standalone SVG document of SVG_W x SVG_H pixels. */
static void
write_svg(FILE *f, const kl_hist *h, const kl_ops_chart_result *c)
{
	const kl_chart_data *d = &c->data;
	kl_chart_axes ax;
	int s;

	kl_chart_scale(d, (int)(X1 - X0), 30, &ax);
	svg_head(f, h, d, svg_width(h, d));
	svg_axes(f, h, d, &ax);
	svg_limits(f, d, &ax);
	for (s = 0; s < d->nseries; s++)
		svg_player(f, h, d, &ax, s);
	svg_marks(f, d);
	fputs("</svg>\n", f);
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
	write_svg(f, &c.hist, &c);
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
