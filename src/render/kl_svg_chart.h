/*
 * kl_svg_chart.h - a rubber's chart as SVG: every player's total after
 * each game as a line, the buy-back and out lines (gin and knock rummy:
 * the total that wins), the marks of a buy-back and of going out, and a
 * legend with the totals now.  Written for `klopf chart --svg` (a file
 * of its own) and for the pages of klopf serve (inside HTML).  Its texts
 * are read in the language of the calling thread (kl_error_text).
 */
#ifndef KL_SVG_CHART_H
#define KL_SVG_CHART_H

#include <stdio.h>

#include "kl_chart.h"
#include "kl_hist.h"

/* How the SVG stands. */
enum kl_svg_form {
	KL_SVG_DOCUMENT = 0, /* a standalone file: the XML declaration, and
	                        the page's width and height in pixels */
	KL_SVG_INLINE = 1    /* an element inside an HTML page: no
	                        declaration, class "chart", sized by the
	                        page's style through its viewBox */
};

/*
 * Write the chart of rubber h with the series d (kl_ops_chart) to f in
 * form (enum kl_svg_form): 900 x 600 pixels, or wider where the legend
 * needs it.  Every name is escaped (kl_xml_text).  Nothing is allocated;
 * a write error stays in f's error flag for the caller.
 */
void kl_svg_chart(FILE *f, const kl_hist *h, const kl_chart_data *d,
                  int form);

#endif
