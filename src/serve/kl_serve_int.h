/*
 * kl_serve_int.h - what the files of the pages of klopf serve share
 * (kl_serve_page.c, kl_serve_rubber.c,
 * kl_serve_entry.c); nobody else includes it.
 */
#ifndef KL_SERVE_INT_H
#define KL_SERVE_INT_H

#include <stdio.h>

#include "kl_ops_chart.h"
#include "kl_serve_page.h"

/*
 * Write the start of a page to f: the document's head in rq's language
 * with title (escaped), the style sheet and the script, a refresh
 * without script when live, and the navigation; then "<main>".
 */
void kl_sv_head(FILE *f, const kl_serve_request *rq, const char *title,
                int live);

/* Write "</main>" and the end of the document. */
void kl_sv_foot(FILE *f);

/* Write the href value of the path (a path klopf makes, never one from
 * the request) with rq's ?lang= when it was given. */
void kl_sv_href(FILE *f, const kl_serve_request *rq, const char *path);

/* Format fmt (a translated message) with its arguments and write it
 * escaped (kl_html_text); at most 1 KiB. */
void kl_sv_say(FILE *f, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 2, 3)))
#endif
	;

/*
 * The body of the page of rubber c (the chart's result holds it
 * replayed): the standings, chips, pot and who deals next, the last
 * game with its arrangements, the chart, and on the rubber's own page
 * (full) its whole history, else a link to it.  Head and foot
 * included.
 */
void kl_sv_rubber(FILE *f, const kl_serve_request *rq,
                  const kl_ops_chart_result *c, int full);

/* Write the facts of rubber h (its state, games, pot, who deals next),
 * its standings and its last game as the read pages show them (the
 * hands as judged, the points): the entry pages' look at a table. */
void kl_sv_rubber_parts(FILE *f, const kl_hist *h);

/* The hand of seat in game number of h as recorded, or NULL (it points
 * into h). */
const kl_stored_hand *kl_sv_stored_hand(const kl_hist *h, int number,
                                        int seat);

#endif
