/*
 * kl_serve_route.h - the pure parts of klopf serve: which page a path
 * names, which methods it answers, which language a request wants, and
 * the address to listen on.  No I/O; every function is a table lookup
 * or a checked parse, so that the unit tests give them tables of inputs.
 */
#ifndef KL_SERVE_ROUTE_H
#define KL_SERVE_ROUTE_H

#include <stdint.h>

#include "kl_error.h"

/* The pages and files of the server.  A new page (the entry pages of a
 * table, which take POST) adds a name here, a row to the route table
 * (kl_serve_route.c) and a handler to the server's table
 * (kl_serve.c). */
enum kl_serve_page {
	KL_SERVE_NOT_FOUND = 0, /* no such path: 404 */
	KL_SERVE_HOME,          /* "/": the rubber in play, else the last */
	KL_SERVE_RUBBER,        /* "/rubber/ID": any rubber */
	KL_SERVE_TOURNAMENT,    /* "/tournament" (the last one) or
	                           "/tournament/ID" */
	KL_SERVE_STYLE,         /* "/style.css" */
	KL_SERVE_SCRIPT,        /* "/app.js" */
	KL_SERVE_EVENTS,        /* "/events": Server-Sent Events */
	KL_SERVE_ENTER,         /* "/enter": the form to type a code (and
	                           "/enter?code=CODE": its table's page) */
	KL_SERVE_ENTER_TABLE,   /* "/enter/CODE": the table's entry page */
	KL_SERVE_ENTER_GAME,    /* "/enter/CODE/game": book a game (POST) */
	KL_SERVE_ENTER_UNDO,    /* "/enter/CODE/undo": take back (POST) */
	KL_SERVE_ENTER_BUYBACK, /* "/enter/CODE/buyback": a player buys back
	                           (POST) */
	KL_SERVE_ENTER_LEAVE,   /* "/enter/CODE/leave": a player leaves the
	                           rubber (POST) */
	KL_SERVE_ENTER_FIX,     /* "/enter/CODE/fix": the correction's form
	                           (GET), the correction (POST) */
	KL_SERVE_NPAGES
};

/* The request methods, as bits of a route's methods. */
enum kl_serve_method {
	KL_SERVE_GET = 1 << 0,
	KL_SERVE_HEAD = 1 << 1,
	KL_SERVE_POST = 1 << 2,
	KL_SERVE_OTHER = 1 << 3  /* any other method: never allowed */
};

/* Room for the code of an entry page's path, its NUL included. */
#define KL_SERVE_CODE_MAX 65

/* What a path names. */
typedef struct kl_serve_route {
	int page;      /* enum kl_serve_page */
	int64_t id;    /* the ID of /rubber/ID or /tournament/ID (1 and up);
	                  0: none given (the page's default) */
	unsigned methods; /* the enum kl_serve_method bits it answers */
	char code[KL_SERVE_CODE_MAX]; /* the CODE of /enter/CODE...: 1 to
	                                 KL_CODE_TYPED_MAX letters, digits
	                                 and dashes, as typed; "" for none */
} kl_serve_route;

/*
 * The page that path (the URL's path, without the query; may be NULL)
 * names, into *out.  IDs are decimal numbers from 1 to INT64_MAX without
 * sign, spaces or leading zeros; anything else, a trailing slash, or a
 * path not in the table is KL_SERVE_NOT_FOUND (methods 0).  The code
 * of an entry page's path is only checked for its characters here
 * (kl_ops_entry_find reads it).  Returns
 * out->page.
 */
int kl_serve_route_of(const char *path, kl_serve_route *out);

/* The method bit of the method's name ("GET", "HEAD", "POST"; anything
 * else, NULL too: KL_SERVE_OTHER). */
unsigned kl_serve_method_of(const char *method);

/* The languages of the pages. */
enum kl_serve_lang { KL_SERVE_EN = 0, KL_SERVE_DE, KL_SERVE_NLANGS };

/*
 * The language of a request: query (the value of ?lang=, or NULL) when
 * it is "de" or "en"; else the language of accept (the Accept-Language
 * header, or NULL) with the highest weight that the pages have ("de",
 * "de-AT", ... and "en", "en-GB", ...; "*" is English; q=0 refuses a
 * language; of equal weights the first); else English.  Never fails:
 * text that cannot be read counts as not said.
 */
int kl_serve_lang_of(const char *query, const char *accept);

/* The code of lang ("en", "de"), for lang= and <html lang>. */
const char *kl_serve_lang_code(int lang);

/* Where the server listens: a numeric address and a port. */
typedef struct kl_serve_addr {
	int v6;            /* 1: an IPv6 address */
	char host[48];     /* as inet_pton reads it: "127.0.0.1", "::1" */
	int port;          /* 1 to 65535 */
	int any;           /* 1: every address of the machine (0.0.0.0 or
	                      ::), the server is shared on the network */
} kl_serve_addr;

/* The default address: 127.0.0.1:8080, this machine only. */
#define KL_SERVE_LISTEN_DEFAULT "127.0.0.1:8080"

/*
 * Read text ("ADDR:PORT": an IPv4 address, "localhost", or an IPv6
 * address in brackets, "[::1]:8080"; the port from 1 to 65535) into
 * *out.  KL_OK or KL_EUSAGE with a message that quotes the text.
 */
int kl_serve_addr_parse(const char *text, kl_serve_addr *out, kl_error *err);

#endif
