/* kl_serve_page.c - the frame of klopf serve's pages, the tournament
 * page, the refusals, and which operation each page reads with
 * (kl_serve_page.h). */
#include "kl_serve_int.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "kl_html.h"
#include "kl_ops_chart.h"
#include "kl_ops_tourn.h"
#include "kl_serve_route.h"

void
kl_sv_say(FILE *f, const char *fmt, ...)
{
	char buf[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	kl_html_text(f, buf);
}

void
kl_sv_href(FILE *f, const kl_serve_request *rq, const char *path)
{
	fputs(path, f);
	if (rq->lang_given)
		fprintf(f, "?lang=%s", kl_serve_lang_code(rq->lang));
}

/* The path of rq's own page, into buf: where the language links go. */
static const char *
self_path(const kl_serve_request *rq, char *buf, size_t size)
{
	if (rq->page == KL_SERVE_RUBBER)
		snprintf(buf, size, "/rubber/%lld", (long long)rq->id);
	else if (rq->page == KL_SERVE_TOURNAMENT && rq->id > 0)
		snprintf(buf, size, "/tournament/%lld", (long long)rq->id);
	else if (rq->page == KL_SERVE_TOURNAMENT)
		snprintf(buf, size, "/tournament");
	else if (rq->page >= KL_SERVE_ENTER_TABLE && rq->code != NULL)
		/* the code as the path gave it: letters, digits and dashes */
		snprintf(buf, size, "/enter/%s%s", rq->code,
		         rq->page == KL_SERVE_ENTER_FIX ? "/fix" : "");
	else if (rq->page == KL_SERVE_ENTER)
		snprintf(buf, size, "/enter");
	else
		snprintf(buf, size, "/");
	return buf;
}

void
kl_sv_head(FILE *f, const kl_serve_request *rq, const char *title, int live)
{
	char self[96];

	fprintf(f, "<!DOCTYPE html>\n<html lang=\"%s\"><head>"
	        "<meta charset=\"utf-8\">\n<meta name=\"viewport\" "
	        "content=\"width=device-width, initial-scale=1\">\n",
	        kl_serve_lang_code(rq->lang));
	if (live)
		fprintf(f, "<noscript><meta http-equiv=\"refresh\" "
		        "content=\"%d\"></noscript>\n", KL_SERVE_REFRESH);
	fputs("<title>", f);
	kl_html_text(f, title);
	fputs("</title>\n<link rel=\"stylesheet\" href=\"/style.css\">\n"
	      "<script src=\"/app.js\" defer></script>\n</head><body>\n"
	      "<nav><a href=\"", f);
	kl_sv_href(f, rq, "/");
	fputs("\">", f);
	kl_html_text(f, kl_error_text("Rubber in play"));
	fputs("</a><a href=\"", f);
	kl_sv_href(f, rq, "/tournament");
	fputs("\">", f);
	kl_html_text(f, kl_error_text("Tournament"));
	fputs("</a><a href=\"", f);
	kl_sv_href(f, rq, "/enter");
	fputs("\">", f);
	kl_html_text(f, kl_error_text("Enter results"));
	self_path(rq, self, sizeof(self));
	/* the languages' names in their own language */
	fprintf(f, "</a><span class=\"lang\"><a href=\"%s?lang=de\" "
	        "lang=\"de\">Deutsch</a> &middot; <a href=\"%s?lang=en\" "
	        "lang=\"en\">English</a></span></nav>\n<main>\n", self, self);
}

void
kl_sv_foot(FILE *f)
{
	fputs("</main>\n</body></html>\n", f);
}

/* A page of one message: heading title, then text (both escaped). */
static void
message_page(FILE *f, const kl_serve_request *rq, const char *title,
             const char *text, int live)
{
	kl_sv_head(f, rq, title, live);
	fputs("<h1>", f);
	kl_html_text(f, title);
	fputs("</h1>\n<p>", f);
	kl_html_text(f, text);
	fputs("</p>\n", f);
	kl_sv_foot(f);
}

/* The standings table of tournament st. */
static void
tourn_table(FILE *f, const kl_ops_tstandings *st)
{
	const kl_tourn_row *t = &st->t;
	int i;

	fputs("<div class=\"wide\"><table>\n<tr><th class=\"n\">", f);
	kl_html_text(f, kl_error_text("rank"));
	fputs("</th><th>", f);
	kl_html_text(f, kl_error_text("player"));
	if (st->nteams > 0) {
		fputs("</th><th>", f);
		kl_html_text(f, kl_error_text("team"));
	}
	fputs("</th><th class=\"n\">", f);
	kl_html_text(f, kl_error_text("points"));
	fputs("</th><th class=\"n\">", f);
	kl_html_text(f, kl_error_text("minus"));
	fputs("</th><th class=\"n\">", f);
	kl_html_text(f, kl_error_text("games"));
	fputs("</th><th class=\"n\">", f);
	kl_html_text(f, kl_error_text("won"));
	fputs("</th></tr>\n", f);
	for (i = 0; i < st->n; i++) {
		const kl_tscore_line *l = &st->lines[i];
		const kl_tourn_player *p = &t->players[l->player];
		fprintf(f, "<tr%s><td class=\"n\">%d</td><td>",
		        p->withdrawn_after >= 0 ? " class=\"out\"" : "", l->rank);
		kl_html_text(f, p->name);
		if (st->nteams > 0) {
			fputs("</td><td>", f);
			kl_html_text(f, p->team);
		}
		fprintf(f, "</td><td class=\"n\">%ld</td><td class=\"n\">%ld"
		        "</td><td class=\"n\">%d</td><td class=\"n\">%d</td>"
		        "</tr>\n", l->points, l->minus, l->games, l->won);
	}
	fputs("</table></div>\n", f);
}

/* The teams' standings of st, when it has teams. */
static void
team_table(FILE *f, const kl_ops_tstandings *st)
{
	int i;

	if (st->nteams == 0)
		return;
	fputs("<h2>", f);
	kl_html_text(f, kl_error_text("Teams"));
	fputs("</h2>\n<div class=\"wide\"><table>\n<tr><th class=\"n\">", f);
	kl_html_text(f, kl_error_text("rank"));
	fputs("</th><th>", f);
	kl_html_text(f, kl_error_text("team"));
	fputs("</th><th class=\"n\">", f);
	kl_html_text(f, kl_error_text("points"));
	fputs("</th><th class=\"n\">", f);
	kl_html_text(f, kl_error_text("minus"));
	fputs("</th></tr>\n", f);
	for (i = 0; i < st->nteams; i++) {
		const kl_tscore_line *l = &st->teams[i];
		fprintf(f, "<tr><td class=\"n\">%d</td><td>", l->rank);
		kl_html_text(f, st->team_names[l->team]);
		fprintf(f, "</td><td class=\"n\">%ld</td><td class=\"n\">%ld"
		        "</td></tr>\n", l->points, l->minus);
	}
	fputs("</table></div>\n", f);
}

/* The tables of the series drawn last of st, each with its players and
 * a link to its rubber. */
static void
series_tables(FILE *f, const kl_serve_request *rq, const kl_ops_tstandings *st)
{
	const kl_tourn_row *t = &st->t;
	char path[48];
	int i, k;

	if (t->nseries == 0)
		return;
	fputs("<h2>", f);
	kl_sv_say(f, kl_error_text("Series %d"), t->nseries);
	fputs("</h2>\n<ol class=\"tables\">\n", f);
	for (i = 0; i < t->ntables; i++) {
		const kl_tourn_table *tb = &t->tables[i];
		if (tb->series != t->nseries)
			continue;
		snprintf(path, sizeof(path), "/rubber/%lld",
		         (long long)tb->rubber);
		fputs("<li value=\"", f);
		fprintf(f, "%d\"><a href=\"", tb->number);
		kl_sv_href(f, rq, path);
		fputs("\">", f);
		kl_sv_say(f, kl_error_text("Table %d"), tb->number);
		fputs("</a>: ", f);
		for (k = 0; k < tb->nseats; k++) {
			fputs(k ? ", " : "", f);
			kl_html_text(f, tb->names[k]);
		}
		fputs("</li>\n", f);
	}
	fputs("</ol>\n", f);
}

/* The page of tournament st. */
static void
tourn_page(FILE *f, const kl_serve_request *rq, const kl_ops_tstandings *st)
{
	const kl_tourn_row *t = &st->t;

	kl_sv_head(f, rq, t->name, 1);
	fputs("<h1>", f);
	kl_html_text(f, t->name);
	fputs("</h1>\n<p class=\"facts\"><span>", f);
	kl_sv_say(f, kl_error_plural("%d player", "%d players",
	          (unsigned long)t->nplayers), t->nplayers);
	fputs("</span><span>", f);
	kl_sv_say(f, kl_error_plural("%d series drawn", "%d series drawn",
	          (unsigned long)t->nseries), t->nseries);
	fputs("</span><span>", f);
	if (t->ended_at[0] != '\0')
		kl_html_text(f, kl_error_text("the tournament is over"));
	else {
		kl_sv_say(f, kl_error_plural("%d table in play", "%d tables in "
		          "play", (unsigned long)st->tables_in_play),
		          st->tables_in_play);
		fputs("</span><span>", f);
		kl_sv_say(f, kl_error_plural("%d game still to play", "%d games "
		          "still to play", (unsigned long)st->games_left),
		          st->games_left);
	}
	fputs("</span></p>\n<h2>", f);
	kl_html_text(f, kl_error_text("Standings"));
	fputs("</h2>\n", f);
	tourn_table(f, st);
	team_table(f, st);
	series_tables(f, rq, st);
	kl_sv_foot(f);
}

/* The status of a page for the error e of its one read. */
static int
status_of(const kl_error *e)
{
	switch (e->code) {
	case KL_ENOTFOUND: return 404;
	case KL_EBUSY: return 503;
	default: return 500;
	}
}

/* Read and write the page of rq to f; returns its status. */
static int
write_page(FILE *f, const kl_serve_request *rq)
{
	kl_store *s = NULL;
	kl_ops_chart_result c;
	kl_ops_tstandings st;
	kl_error err;
	int status = 200, rc;

	memset(&c, 0, sizeof(c));
	memset(&st, 0, sizeof(st));
	kl_error_clear(&err);
	rc = kl_ops_db_open(rq->db_path, KL_OPS_DB_READ, &s, &err);
	if (rc == KL_OK && rq->page == KL_SERVE_TOURNAMENT)
		rc = kl_ops_tourn_standings(s, rq->id, &st, &err);
	else if (rc == KL_OK)
		rc = kl_ops_chart(s, rq->page == KL_SERVE_RUBBER ? rq->id : 0,
		                  &c, &err);
	/* the page is written after the database is let go */
	kl_ops_db_close(s);
	if (rc != KL_OK && rq->page == KL_SERVE_HOME &&
	    err.code == KL_ENOTFOUND)
		message_page(f, rq, kl_error_text("No rubber yet"),
		             kl_error_text("There is no rubber in the database "
		             "yet: start one with klopf new, and this page shows "
		             "it."), 1);
	else if (rc != KL_OK) {
		status = status_of(&err);
		message_page(f, rq, status == 404 ?
		             kl_error_text("Not found") :
		             kl_error_text("The database cannot be read"),
		             err.msg, status != 404);
	} else if (rq->page == KL_SERVE_TOURNAMENT)
		tourn_page(f, rq, &st);
	else
		kl_sv_rubber(f, rq, &c, rq->page == KL_SERVE_RUBBER);
	kl_ops_chart_free(&c);
	kl_ops_tourn_standings_free(&st);
	return status;
}

/* Run make(f, rq, status) on a stream in memory and hand its text to
 * *out in rq's locale.  Returns out->status. */
static int
in_memory(const kl_serve_request *rq, int status, kl_serve_reply *out,
          int (*make)(FILE *, const kl_serve_request *, int))
{
	locale_t before = 0;
	FILE *f;

	out->body = NULL;
	out->len = 0;
	out->retry_after = 0;
	if (rq->locale != 0)
		before = uselocale(rq->locale);
	f = open_memstream(&out->body, &out->len);
	if (f == NULL)
		out->status = 500;
	else {
		out->status = make(f, rq, status);
		if (fclose(f) != 0 || out->body == NULL) {
			free(out->body);
			out->body = NULL;
			out->len = 0;
			out->status = 500;
		}
	}
	if (before != 0)
		uselocale(before);
	return out->status;
}

/* make() of a page read from the database. */
static int
make_page(FILE *f, const kl_serve_request *rq, int status)
{
	(void)status;
	if (rq->page != KL_SERVE_HOME && rq->page != KL_SERVE_RUBBER &&
	    rq->page != KL_SERVE_TOURNAMENT) {
		message_page(f, rq, kl_error_text("Not found"),
		             kl_error_text("There is no page at this address."),
		             0);
		return 404;
	}
	return write_page(f, rq);
}

/* make() of a refusal. */
static int
make_refusal(FILE *f, const kl_serve_request *rq, int status)
{
	if (status == 405 && rq->page >= KL_SERVE_ENTER_GAME &&
	    rq->page <= KL_SERVE_ENTER_LEAVE)
		message_page(f, rq, kl_error_text("Method not allowed"),
		             kl_error_text("This address takes a form sent from "
		             "the table's entry page (POST)."), 0);
	else if (status == 405)
		message_page(f, rq, kl_error_text("Method not allowed"),
		             kl_error_text("This page is only read: it answers "
		             "GET and HEAD."), 0);
	else if (status == 403)
		message_page(f, rq, kl_error_text("Refused"),
		             kl_error_text("This form was not sent from a page "
		             "of this server, so it is refused."), 0);
	else if (status == 413)
		message_page(f, rq, kl_error_text("Refused"),
		             kl_error_text("This form is longer than an entry "
		             "page sends, so it is refused."), 0);
	else if (status == 415)
		message_page(f, rq, kl_error_text("Refused"),
		             kl_error_text("This request is not sent as an HTML "
		             "form (application/x-www-form-urlencoded), so it is "
		             "refused."), 0);
	else
		message_page(f, rq, kl_error_text("Not found"),
		             kl_error_text("There is no page at this address."),
		             0);
	return status;
}

int
kl_serve_page(const kl_serve_request *rq, kl_serve_reply *out)
{
	return in_memory(rq, 200, out, make_page);
}

int
kl_serve_page_refusal(const kl_serve_request *rq, int status,
                      kl_serve_reply *out)
{
	if (status != 403 && status != 405 && status != 413 && status != 415)
		status = 404;
	return in_memory(rq, status, out, make_refusal);
}
