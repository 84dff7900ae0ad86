/*
 * kl_serve_page.h - the HTML pages of klopf serve: the rubber in play,
 * any rubber's history, a tournament's standings and the tables of its
 * series in play, and the pages of a refusal (404, 405) or a failure.
 * Each page is one read of the database through one operation of
 * src/ops, on a connection opened for it and closed before the page is
 * sent.  Every text from the database (names, typed hands) is escaped
 * (kl_html_text); the texts of the page are in the request's language.
 * Knows nothing of HTTP beyond the status of its answer.
 */
#ifndef KL_SERVE_PAGE_H
#define KL_SERVE_PAGE_H

#include <locale.h>
#include <stddef.h>
#include <stdint.h>

/* The seconds after which a page without script reloads itself. */
#define KL_SERVE_REFRESH 30

/* What a page is asked for. */
typedef struct kl_serve_request {
	int page;             /* enum kl_serve_page (kl_serve_route.h) */
	int64_t id;           /* the route's ID (0: the page's default) */
	int lang;             /* enum kl_serve_lang */
	int lang_given;       /* 1: ?lang= was given, and the page's links
	                         keep it */
	locale_t locale;      /* the messages' locale for lang, or 0 for the
	                         thread's own (English under "C") */
	const char *db_path;  /* --db, or NULL (kl_ops_db_open) */
	const char *code;     /* an entry page's code as typed (the path's,
	                         or /enter's ?code=), else NULL */
} kl_serve_request;

/* A page made. */
typedef struct kl_serve_reply {
	int status;   /* 200, 404, 405, 500, 503; the entry pages' too
	                 (kl_serve_entry.h) */
	long retry_after; /* 429: the seconds to wait, else 0 */
	char *body;   /* the HTML, malloc'd (the caller frees it); NULL
	                 only when memory ran out (status 500) */
	size_t len;
} kl_serve_reply;

/*
 * Make the page of rq (KL_SERVE_HOME, _RUBBER, _TOURNAMENT; any other
 * page gives the 404 page) into *out, reading the database once.  A
 * rubber or tournament that is not there is a 404 page saying so (the
 * home page without any rubber: 200, saying how to start one); a
 * database that cannot be read, a 500 page with its message (busy: 503).
 * Sets the calling thread's locale to rq->locale for the time of the
 * call.  Returns out->status.
 */
int kl_serve_page(const kl_serve_request *rq, kl_serve_reply *out);

/*
 * The page that refuses rq with status: 404 (no such page) or 405 (a
 * method the path does not answer: the page says it is only read).  Into
 * *out; returns out->status.
 */
int kl_serve_page_refusal(const kl_serve_request *rq, int status,
                          kl_serve_reply *out);

#endif
