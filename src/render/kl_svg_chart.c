/* kl_svg_chart.c - a rubber's chart as SVG (kl_svg_chart.h). */
#include "kl_svg_chart.h"

#include "kl_gamedef.h"
#include "kl_html.h"
#include "kl_utf8.h"

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

/* The start of the SVG of rubber h with the data d in form (enum
 * kl_svg_form): the svg element, its title, the white page and the
 * heading. */
static void
svg_head(FILE *f, const kl_hist *h, const kl_chart_data *d, int width,
         int form)
{
	char text[KL_NAME_MAX + 128];

	if (form == KL_SVG_DOCUMENT)
		fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
		        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
		        "height=\"%d\" viewBox=\"0 0 %d %d\" "
		        "font-family=\"sans-serif\" font-size=\"12\">\n", width,
		        SVG_H, width, SVG_H);
	else
		fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" "
		        "class=\"chart\" role=\"img\" viewBox=\"0 0 %d %d\" "
		        "font-family=\"sans-serif\" font-size=\"12\">\n", width,
		        SVG_H);
	snprintf(text, sizeof(text), kl_error_plural("klopf: rubber %lld, totals over %d "
	         "game", "klopf: rubber %lld, totals over %d games", d->ngames),
	         (long long)h->row.id, d->ngames);
	fputs("<title>", f);
	kl_xml_text(f, text);
	fputs("</title>\n", f);
	fprintf(f, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n",
	        width, SVG_H);
	snprintf(text, sizeof(text), kl_error_plural("rubber %lld: totals over %d game",
	         "rubber %lld: totals over %d games", d->ngames),
	         (long long)h->row.id, d->ngames);
	fprintf(f, "<text x=\"%.0f\" y=\"28\" font-size=\"16\">", X0);
	kl_xml_text(f, text);
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
	kl_xml_text(f, kl_gamedef_of(&h->row.rules)->race ? kl_error_text("hand") :
	         kl_error_text("game"));
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
		snprintf(text, sizeof(text), kl_error_text("%d buy-back"), d->line_buyback);
		kl_xml_text(f, text);
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
			snprintf(text, sizeof(text), kl_error_text("%d wins the game"),
			         d->line_out);
		else
			snprintf(text, sizeof(text), kl_error_text("%d out"), d->line_out);
		kl_xml_text(f, text);
		fputs("</text>\n", f);
	}
}

/* The legend's entry of player s: the name and the total now, and
 * whether the player left or went out, into buf. */
static void
legend_text(const kl_hist *h, int s, char *buf, size_t size)
{
	if (h->state.seat[s].left)
		snprintf(buf, size, kl_error_text("%s (%d, left)"), h->row.names[s],
		         h->state.seat[s].score);
	else if (h->state.seat[s].out)
		snprintf(buf, size, kl_error_text("%s (%d, out)"), h->row.names[s],
		         h->state.seat[s].score);
	else
		snprintf(buf, size, kl_error_text("%s (%d)"), h->row.names[s],
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
		if (kl_utf8_width(kl_error_text("\xe2\x96\xbc buy-back")) > w)
			w = kl_utf8_width(kl_error_text("\xe2\x96\xbc buy-back"));
		if (kl_utf8_width(kl_error_text("\xe2\x9c\x95 out")) > w)
			w = kl_utf8_width(kl_error_text("\xe2\x9c\x95 out"));
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
	kl_xml_text(f, text);
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
	snprintf(text, sizeof(text), "%s", kl_error_text("\xe2\x96\xbc buy-back"));
	kl_xml_text(f, text);
	fprintf(f, "</text>\n<text x=\"%.1f\" y=\"%.1f\" fill=\"#444\">",
	        X1 + 6, Y0 + 20.0 * d->nseries + 38);
	snprintf(text, sizeof(text), "%s", kl_error_text("\xe2\x9c\x95 out"));
	kl_xml_text(f, text);
	fputs("</text>\n", f);
}

void
kl_svg_chart(FILE *f, const kl_hist *h, const kl_chart_data *d, int form)
{
	kl_chart_axes ax;
	int s;

	kl_chart_scale(d, (int)(X1 - X0), 30, &ax);
	svg_head(f, h, d, svg_width(h, d), form);
	svg_axes(f, h, d, &ax);
	svg_limits(f, d, &ax);
	for (s = 0; s < d->nseries; s++)
		svg_player(f, h, d, &ax, s);
	svg_marks(f, d);
	fputs("</svg>\n", f);
}
