/* kl_serve.c - the HTTP side of klopf serve on libmicrohttpd: the
 * daemon, the answers and their headers, /events and the watcher of the
 * change counter (kl_serve.h). */
#include "kl_serve.h"

#include <arpa/inet.h>
#include <errno.h>
#include <ifaddrs.h>
#include <locale.h>
#include <net/if.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "kl_mhd.h"
#include "kl_ops_db.h"
#include "kl_rate.h"
#include "kl_serve_asset.h"
#include "kl_serve_entry.h"
#include "kl_serve_cache.h"
#include "kl_serve_page.h"

struct kl_serve {
	struct MHD_Daemon *daemon;
	kl_serve_addr addr;
	const char *db_path;               /* NULL or db_buf */
	char db_buf[KL_OPS_DB_PATH_MAX];
	locale_t locale[KL_SERVE_NLANGS];  /* 0: not installed */
	kl_store *watch;                   /* kept for the change counter */
	pthread_t watcher;
	int watcher_started;
	pthread_mutex_t lock;
	pthread_cond_t changed;            /* on CLOCK_MONOTONIC */
	unsigned long long generation;     /* +1 each time the counter moved */
	int stopping;
	kl_form_tokens *tokens;            /* the entry pages' forms */
	kl_rate *rate;                     /* their wrong codes */
	char log[256];                     /* libmicrohttpd's last message */
	/* the read pages kept (kl_serve_cache.h), and the change counter
	 * as last read, under watch_lock with the kept connection */
	kl_serve_cache *cache;
	pthread_mutex_t watch_lock;
	int64_t counter;
};

/* libmicrohttpd's functions (kl_mhd.h), set by kl_serve_start before
 * the library runs a thread; always the same table once set. */
static const kl_mhd *mhd;

/* The headers of every answer: only the server's own style sheet and
 * script, no framing by others, no sniffing, no referrer. */
static const struct {
	const char *name, *value;
} safety[] = {
	{ "Content-Security-Policy", "default-src 'none'; script-src 'self'; "
	  "style-src 'self'; img-src 'self' data:; connect-src 'self'; "
	  "base-uri 'none'; form-action 'self'; frame-ancestors 'none'" },
	{ "X-Content-Type-Options", "nosniff" },
	{ "Referrer-Policy", "no-referrer" },
};

/* Keep libmicrohttpd's message (not printed: kl_serve_start words the
 * failure that matters). */
static void
logger(void *cls, const char *fmt, va_list ap)
{
	kl_serve *sv = cls;

	vsnprintf(sv->log, sizeof(sv->log), fmt, ap);
}

/* Queue response r with status on c, the safety headers, type and
 * cache (NULL: none) added; r is released.  MHD_NO when r is NULL. */
static enum MHD_Result
send_response(struct MHD_Connection *c, unsigned status,
              struct MHD_Response *r, const char *type, const char *cache,
              const char *allow)
{
	enum MHD_Result ok;
	size_t i;

	if (r == NULL)
		return MHD_NO;
	for (i = 0; i < sizeof(safety) / sizeof(safety[0]); i++)
		mhd->add_response_header(r, safety[i].name, safety[i].value);
	mhd->add_response_header(r, MHD_HTTP_HEADER_CONTENT_TYPE, type);
	if (cache != NULL)
		mhd->add_response_header(r, MHD_HTTP_HEADER_CACHE_CONTROL, cache);
	if (allow != NULL)
		mhd->add_response_header(r, MHD_HTTP_HEADER_ALLOW, allow);
	ok = mhd->queue_response(c, status, r);
	mhd->destroy_response(r);
	return ok;
}

/* Send the page reply rp (its body handed over to libmicrohttpd);
 * allow: the Allow header of a 405, else NULL. */
static enum MHD_Result
send_allow(struct MHD_Connection *c, kl_serve_reply *rp, const char *allow)
{
	static const char oom[] = "out of memory\n"; /* not for people */
	struct MHD_Response *r;

	if (rp->body == NULL)
		return send_response(c, 500, mhd->create_response_from_buffer(
		    sizeof(oom) - 1, (void *)oom, MHD_RESPMEM_PERSISTENT),
		    "text/plain; charset=utf-8", "no-store", NULL);
	r = mhd->create_response_from_buffer(rp->len, rp->body,
	                                    MHD_RESPMEM_MUST_FREE);
	if (r == NULL)
		free(rp->body);
	if (r != NULL && rp->retry_after > 0) {
		char secs[24];
		snprintf(secs, sizeof(secs), "%ld", rp->retry_after);
		mhd->add_response_header(r, MHD_HTTP_HEADER_RETRY_AFTER, secs);
	}
	return send_response(c, (unsigned)rp->status, r,
	                     "text/html; charset=utf-8", "no-store", allow);
}

/* Send the page reply rp. */
static enum MHD_Result
send_page(struct MHD_Connection *c, kl_serve_reply *rp)
{
	return send_allow(c, rp, NULL);
}

/* Send a file of the binary. */
static enum MHD_Result
send_asset(struct MHD_Connection *c, const kl_serve_asset *a)
{
	return send_response(c, MHD_HTTP_OK, mhd->create_response_from_buffer(
	    a->len, (void *)a->text, MHD_RESPMEM_PERSISTENT), a->type,
	    "no-cache", NULL);
}

/* The state of one /events stream. */
typedef struct sse_stream {
	kl_serve *sv;
	unsigned long long seen;  /* the generation last told */
	char pending[96];         /* text not yet handed over */
	size_t len, off;
} sse_stream;

/* The deadline ms milliseconds from now on the monotonic clock. */
static struct timespec
deadline_in(long ms)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	t.tv_sec += ms / 1000;
	t.tv_nsec += (ms % 1000) * 1000000L;
	if (t.tv_nsec >= 1000000000L) {
		t.tv_sec++;
		t.tv_nsec -= 1000000000L;
	}
	return t;
}

/*
 * libmicrohttpd's reader of an /events stream: waits (this connection's
 * own thread) until the generation moves, then writes an event named
 * "change" with it; after KL_SERVE_KEEPALIVE seconds without one, a
 * comment; the end of the stream when the server stops.
 */
static ssize_t
sse_read(void *cls, uint64_t pos, char *buf, size_t max)
{
	sse_stream *st = cls;
	kl_serve *sv = st->sv;
	struct timespec until;
	size_t n;
	int rc = 0;

	(void)pos;
	if (st->off == st->len) {
		until = deadline_in(KL_SERVE_KEEPALIVE * 1000L);
		pthread_mutex_lock(&sv->lock);
		while (!sv->stopping && sv->generation == st->seen && rc == 0)
			rc = pthread_cond_timedwait(&sv->changed, &sv->lock,
			                            &until);
		if (sv->stopping) {
			pthread_mutex_unlock(&sv->lock);
			return MHD_CONTENT_READER_END_OF_STREAM;
		}
		if (sv->generation != st->seen) {
			st->seen = sv->generation;
			st->len = (size_t)snprintf(st->pending,
			    sizeof(st->pending), "event: change\ndata: %llu\n\n",
			    st->seen);
		} else
			st->len = (size_t)snprintf(st->pending,
			    sizeof(st->pending), ": waiting\n\n");
		pthread_mutex_unlock(&sv->lock);
		st->off = 0;
	}
	n = st->len - st->off < max ? st->len - st->off : max;
	memcpy(buf, st->pending + st->off, n);
	st->off += n;
	return (ssize_t)n;
}

/* Start an /events stream on c: from now on, one event per change. */
static enum MHD_Result
send_events(struct MHD_Connection *c, kl_serve *sv)
{
	sse_stream *st = calloc(1, sizeof(*st));
	struct MHD_Response *r;

	if (st == NULL)
		return MHD_NO;
	st->sv = sv;
	pthread_mutex_lock(&sv->lock);
	st->seen = sv->generation;
	pthread_mutex_unlock(&sv->lock);
	/* the first lines go out at once: the browser's reconnection
	 * delay, and the headers with them */
	st->len = (size_t)snprintf(st->pending, sizeof(st->pending),
	                           "retry: 2000\n\n");
	r = mhd->create_response_from_callback(MHD_SIZE_UNKNOWN, 256, sse_read,
	                                      st, free);
	if (r == NULL) {
		free(st);
		return MHD_NO;
	}
	return send_response(c, MHD_HTTP_OK, r, "text/event-stream",
	                     "no-store", NULL);
}

/* The request's language and locale, into rq. */
static void
request_lang(struct MHD_Connection *c, kl_serve *sv, kl_serve_request *rq)
{
	const char *q = mhd->lookup_connection_value(c, MHD_GET_ARGUMENT_KIND,
	                                            "lang");
	const char *al = mhd->lookup_connection_value(c, MHD_HEADER_KIND,
	    MHD_HTTP_HEADER_ACCEPT_LANGUAGE);

	rq->lang = kl_serve_lang_of(q, al);
	rq->lang_given = q != NULL && !strcmp(q, kl_serve_lang_code(rq->lang));
	rq->locale = sv->locale[rq->lang];
	if (rq->locale == 0)
		rq->locale = sv->locale[KL_SERVE_EN];
}

/* What a request collected before it is answered: its body (the
 * entry pages' POST), or why it is refused once it is whole. */
typedef struct request_state {
	char body[KL_SERVE_BODY_BYTES];
	size_t len;
	int post;     /* 1: a POST, whose body is the form */
	int refuse;   /* 0, or the status that answers it once whole (413:
	                 the body is longer than body[]) */
} request_state;

/* What answers a page of the route table, once its request is whole:
 * c the connection, sv the server, rq the page, its ID and language,
 * st what the request collected (its body). */
typedef enum MHD_Result (*page_handler)(struct MHD_Connection *c,
                                        kl_serve *sv,
                                        const kl_serve_request *rq,
                                        const request_state *st);

/* A page read from the database (kl_serve_page). */
static enum MHD_Result
answer_page(struct MHD_Connection *c, kl_serve *sv, const kl_serve_request *rq,
            const request_state *st)
{
	kl_serve_reply rp;

	(void)sv;
	(void)st;
	kl_serve_page(rq, &rp);
	return send_page(c, &rp);
}

/* The style sheet. */
static enum MHD_Result
answer_style(struct MHD_Connection *c, kl_serve *sv,
             const kl_serve_request *rq, const request_state *st)
{
	(void)sv;
	(void)rq;
	(void)st;
	return send_asset(c, kl_serve_style());
}

/* The script. */
static enum MHD_Result
answer_script(struct MHD_Connection *c, kl_serve *sv,
              const kl_serve_request *rq, const request_state *st)
{
	(void)sv;
	(void)rq;
	(void)st;
	return send_asset(c, kl_serve_script());
}

/* The stream of /events. */
static enum MHD_Result
answer_events(struct MHD_Connection *c, kl_serve *sv,
              const kl_serve_request *rq, const request_state *st)
{
	(void)rq;
	(void)st;
	return send_events(c, sv);
}

/* The seconds of the monotonic clock (the tokens' and the rate's). */
static long
now_seconds(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (long)t.tv_sec;
}

/* The client's address of c as text into buf (size bytes; "?" when
 * unknown): what kl_rate tells clients apart by. */
static const char *
client_of(struct MHD_Connection *c, char *buf, size_t size)
{
	const union MHD_ConnectionInfo *ci = mhd->get_connection_info(c,
	    MHD_CONNECTION_INFO_CLIENT_ADDRESS);
	const struct sockaddr *sa = ci != NULL ? ci->client_addr : NULL;

	snprintf(buf, size, "?");
	if (sa != NULL && sa->sa_family == AF_INET)
		inet_ntop(AF_INET, &((const struct sockaddr_in *)(const void *)
		          sa)->sin_addr, buf, (socklen_t)size);
	else if (sa != NULL && sa->sa_family == AF_INET6)
		inet_ntop(AF_INET6, &((const struct sockaddr_in6 *)
		          (const void *)sa)->sin6_addr, buf, (socklen_t)size);
	return buf;
}

/* An entry page (kl_serve_entry): the code, the body of a POST, the
 * client, the server's tokens and count of wrong codes. */
static enum MHD_Result
answer_entry(struct MHD_Connection *c, kl_serve *sv,
             const kl_serve_request *rq, const request_state *st)
{
	kl_serve_request r = *rq;
	kl_serve_entry_in in;
	kl_serve_reply rp;
	char client[INET6_ADDRSTRLEN + 1];

	memset(&in, 0, sizeof(in));
	if (r.page == KL_SERVE_ENTER)
		r.code = mhd->lookup_connection_value(c, MHD_GET_ARGUMENT_KIND,
		                                     "code");
	/* a POST's body: the form it sends (GET pages have none) */
	if (st != NULL && st->post) {
		in.body = st->body;
		in.len = st->len;
	}
	in.client = client_of(c, client, sizeof(client));
	in.now = now_seconds();
	in.tokens = sv->tokens;
	in.rate = sv->rate;
	kl_serve_entry(&r, &in, &rp);
	return send_page(c, &rp);
}

/* The handler of each page (enum kl_serve_page; KL_SERVE_NOT_FOUND is
 * answered before). */
static const page_handler handlers[KL_SERVE_NPAGES] = {
	[KL_SERVE_NOT_FOUND] = answer_page,
	[KL_SERVE_HOME] = answer_page,
	[KL_SERVE_RUBBER] = answer_page,
	[KL_SERVE_TOURNAMENT] = answer_page,
	[KL_SERVE_STYLE] = answer_style,
	[KL_SERVE_SCRIPT] = answer_script,
	[KL_SERVE_EVENTS] = answer_events,
	[KL_SERVE_ENTER] = answer_entry,
	[KL_SERVE_ENTER_TABLE] = answer_entry,
	[KL_SERVE_ENTER_GAME] = answer_entry,
	[KL_SERVE_ENTER_UNDO] = answer_entry,
	[KL_SERVE_ENTER_BUYBACK] = answer_entry,
	[KL_SERVE_ENTER_LEAVE] = answer_entry,
	[KL_SERVE_ENTER_FIX] = answer_entry,
};
/* The Allow header of a path that answers methods into buf. */
static const char *
allow_of(unsigned methods, char *buf, size_t size)
{
	snprintf(buf, size, "%s%s%s", methods & KL_SERVE_GET ? "GET, " : "",
	         methods & KL_SERVE_HEAD ? "HEAD, " : "",
	         methods & KL_SERVE_POST ? "POST, " : "");
	if (strlen(buf) >= 2)
		buf[strlen(buf) - 2] = '\0';
	return buf;
}

/* 1 when url ("http://HOST/..." or "https://HOST...") names the host
 * host (the request's Host header), else 0. */
static int
same_host(const char *url, const char *host)
{
	size_t n;

	if (!strncmp(url, "http://", 7))
		url += 7;
	else if (!strncmp(url, "https://", 8))
		url += 8;
	else
		return 0;
	n = strlen(host);
	return strncmp(url, host, n) == 0 &&
	       (url[n] == '\0' || url[n] == '/');
}

/*
 * Why the head of a POST to an entry page is refused, or 0: a body
 * longer than the entry pages read (413), not a form's type (415), or
 * sent from a page of another site (403: an Origin or Referer that
 * names another host than the request's; "Origin: null", which a
 * browser sends under the pages' Referrer-Policy, counts as none, and
 * the form's token is what proves the page).
 */
static int
post_refusal(struct MHD_Connection *c)
{
	const char *len = mhd->lookup_connection_value(c, MHD_HEADER_KIND,
	    MHD_HTTP_HEADER_CONTENT_LENGTH);
	const char *type = mhd->lookup_connection_value(c, MHD_HEADER_KIND,
	    MHD_HTTP_HEADER_CONTENT_TYPE);
	const char *host = mhd->lookup_connection_value(c, MHD_HEADER_KIND,
	    MHD_HTTP_HEADER_HOST);
	const char *origin = mhd->lookup_connection_value(c, MHD_HEADER_KIND,
	    MHD_HTTP_HEADER_ORIGIN);
	const char *referer = mhd->lookup_connection_value(c, MHD_HEADER_KIND,
	    MHD_HTTP_HEADER_REFERER);
	static const char form[] = "application/x-www-form-urlencoded";
	char *end;
	unsigned long long n;

	if (len != NULL) {
		errno = 0;
		n = strtoull(len, &end, 10);
		if (errno != 0 || *end != '\0' || n > KL_SERVE_BODY_BYTES)
			return 413;
	}
	if (type == NULL || strncasecmp(type, form, sizeof(form) - 1) != 0 ||
	    (type[sizeof(form) - 1] != '\0' && type[sizeof(form) - 1] != ';' &&
	     type[sizeof(form) - 1] != ' '))
		return 415;
	if (host == NULL)
		return 403;
	if (origin != NULL && strcmp(origin, "null") != 0 &&
	    !same_host(origin, host))
		return 403;
	if (referer != NULL && !same_host(referer, host))
		return 403;
	return 0;
}

/* Read the change counter on the kept connection now; when it moved,
 * move the generation and wake every /events stream.  The generation
 * (after the move) into *gen.  Returns 0, or -1 when the counter cannot
 * be read (*gen is then the generation as it was). */
static int
read_counter(kl_serve *sv, unsigned long long *gen)
{
	int64_t now;
	kl_error err;
	int rc;

	pthread_mutex_lock(&sv->watch_lock);
	rc = kl_ops_db_changes(sv->watch, &now, &err) == KL_OK ? 0 : -1;
	pthread_mutex_lock(&sv->lock);
	if (rc == 0 && now != sv->counter) {
		sv->counter = now;
		sv->generation++;
		pthread_cond_broadcast(&sv->changed);
	}
	*gen = sv->generation;
	pthread_mutex_unlock(&sv->lock);
	pthread_mutex_unlock(&sv->watch_lock);
	return rc;
}

/* A read page, kept or read now (kl_serve_cache.h): the counter is
 * read for every request, so that a page kept is never sent once the
 * database has changed, even before the watcher has seen it.  When the
 * counter cannot be read, the page is read and not kept. */
static enum MHD_Result
answer_cached(struct MHD_Connection *c, kl_serve *sv,
              const kl_serve_request *rq, const kl_serve_cache_key *key)
{
	kl_serve_reply rp;
	unsigned long long gen;

	if (read_counter(sv, &gen) != 0) {
		kl_serve_page(rq, &rp);
		return send_page(c, &rp);
	}
	if (!kl_serve_cache_get(sv->cache, key, gen, &rp)) {
		kl_serve_page(rq, &rp);
		kl_serve_cache_put(sv->cache, key, gen, &rp);
	}
	return send_page(c, &rp);
}

/* libmicrohttpd's handler of every request: route it, refuse what is
 * not there (404) or not allowed (405) and a POST whose head is refused
 * (post_refusal) at once, else collect the body of a POST and answer
 * from the page's handler when the request is whole. */
static enum MHD_Result
answer(void *cls, struct MHD_Connection *c, const char *url,
       const char *method, const char *version, const char *upload_data,
       size_t *upload_data_size, void **con_cls)
{
	kl_serve *sv = cls;
	request_state *st = *con_cls;
	kl_serve_route route;
	kl_serve_request rq;
	kl_serve_reply rp;
	unsigned m = kl_serve_method_of(method);
	char allow[32];
	int refuse;
	kl_serve_cache_key key;

	(void)version;
	kl_serve_route_of(url, &route);
	memset(&rq, 0, sizeof(rq));
	rq.page = route.page;
	rq.id = route.id;
	rq.code = route.code[0] != '\0' ? route.code : NULL;
	rq.db_path = sv->db_path;
	request_lang(c, sv, &rq);
	if (route.page == KL_SERVE_NOT_FOUND) {
		kl_serve_page_refusal(&rq, 404, &rp);
		return send_page(c, &rp);
	}
	if (!(route.methods & m)) {
		kl_serve_page_refusal(&rq, 405, &rp);
		return send_allow(c, &rp, allow_of(route.methods, allow,
		                                   sizeof(allow)));
	}
	/* a refusal goes out at once (its body is never read, and the
	 * connection closes); an answer waits for the end of the request,
	 * so that the connection may stay open for the next one */
	if (st == NULL) {
		if (m == KL_SERVE_POST && (refuse = post_refusal(c)) != 0) {
			kl_serve_page_refusal(&rq, refuse, &rp);
			return send_page(c, &rp);
		}
		if ((st = calloc(1, sizeof(*st))) == NULL)
			return MHD_NO;
		st->post = m == KL_SERVE_POST;
		*con_cls = st;
		return MHD_YES;
	}
	if (*upload_data_size != 0) {
		/* a body without Content-Length (chunked) is counted here */
		if (st->post && st->refuse == 0 &&
		    *upload_data_size <= sizeof(st->body) - st->len) {
			memcpy(st->body + st->len, upload_data,
			       *upload_data_size);
			st->len += *upload_data_size;
		} else if (st->post)
			st->refuse = 413;
		*upload_data_size = 0;
		return MHD_YES;
	}
	if (st->refuse != 0) {
		kl_serve_page_refusal(&rq, st->refuse, &rp);
		return send_page(c, &rp);
	}
	/* a read page may be one kept (kl_serve_cache.h) */
	if (sv->cache != NULL && kl_serve_cache_key_of(&rq, m, &key))
		return answer_cached(c, sv, &rq, &key);
	return handlers[route.page](c, sv, &rq, st);
}

/* libmicrohttpd's end of a request: free what it collected. */
static void
completed(void *cls, struct MHD_Connection *c, void **con_cls,
          enum MHD_RequestTerminationCode toe)
{
	(void)cls;
	(void)c;
	(void)toe;
	free(*con_cls);
	*con_cls = NULL;
}

/* The watcher: reads the change counter every KL_SERVE_WATCH_MS
 * (read_counter).  A failed reading is tried again next time. */
static void *
watch(void *arg)
{
	kl_serve *sv = arg;
	struct timespec until;
	unsigned long long gen;

	pthread_mutex_lock(&sv->lock);
	while (!sv->stopping) {
		until = deadline_in(KL_SERVE_WATCH_MS);
		while (!sv->stopping && pthread_cond_timedwait(&sv->changed,
		       &sv->lock, &until) == 0)
			;
		if (sv->stopping)
			break;
		pthread_mutex_unlock(&sv->lock);
		read_counter(sv, &gen);
		pthread_mutex_lock(&sv->lock);
	}
	pthread_mutex_unlock(&sv->lock);
	return NULL;
}

/* The locales of the pages' messages: English under "C", German under
 * the first German UTF-8 locale installed (0 when there is none). */
static void
open_locales(kl_serve *sv)
{
	static const char *const german[] = { "de_AT.UTF-8", "de_DE.UTF-8",
	                                      "de_CH.UTF-8" };
	size_t i;

	/* only the messages and the characters follow the language: numbers
	 * (the chart's coordinates) stay as "C" writes them */
	sv->locale[KL_SERVE_EN] = newlocale(LC_MESSAGES_MASK | LC_CTYPE_MASK,
	                                    "C", (locale_t)0);
	for (i = 0; i < sizeof(german) / sizeof(german[0]); i++)
		if ((sv->locale[KL_SERVE_DE] = newlocale(LC_MESSAGES_MASK |
		     LC_CTYPE_MASK, german[i], (locale_t)0)) != (locale_t)0)
			break;
}

/* Why addr cannot be listened on, from errno e and libmicrohttpd's
 * message, into err.  Returns KL_EINPUT. */
static int
listen_failed(const kl_serve *sv, int e, kl_error *err)
{
	const kl_serve_addr *a = &sv->addr;

	if (e == EADDRINUSE)
		return kl_error_set(err, KL_EINPUT, "port %d of %s is in use: "
		    "another program (another klopf serve?) listens there; "
		    "choose another port with --listen", a->port, a->host);
	if (e == EADDRNOTAVAIL)
		return kl_error_set(err, KL_EINPUT, "%s is not an address of "
		    "this machine; give one of its own, or 0.0.0.0 for every "
		    "one", a->host);
	if (e == EACCES || e == EPERM)
		return kl_error_set(err, KL_EINPUT, "port %d needs the rights "
		    "of the system's administrator; choose a port from 1024 "
		    "up", a->port);
	return kl_error_set(err, KL_EINPUT, "cannot listen on %s port %d: "
	    "%s", a->host, a->port, sv->log[0] != '\0' ? sv->log :
	    strerror(e));
}

/* Start the daemon of sv at sv->addr.  KL_OK or listen_failed's. */
static int
start_daemon(kl_serve *sv, kl_error *err)
{
	struct sockaddr_in in4;
	struct sockaddr_in6 in6;
	struct sockaddr *sa;
	unsigned flags = MHD_USE_THREAD_PER_CONNECTION |
	                 MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_ERROR_LOG |
	                 MHD_USE_ITC;

	memset(&in4, 0, sizeof(in4));
	memset(&in6, 0, sizeof(in6));
	if (sv->addr.v6) {
		in6.sin6_family = AF_INET6;
		in6.sin6_port = htons((uint16_t)sv->addr.port);
		inet_pton(AF_INET6, sv->addr.host, &in6.sin6_addr);
		sa = (struct sockaddr *)&in6;
		flags |= MHD_USE_IPv6;
	} else {
		in4.sin_family = AF_INET;
		in4.sin_port = htons((uint16_t)sv->addr.port);
		inet_pton(AF_INET, sv->addr.host, &in4.sin_addr);
		sa = (struct sockaddr *)&in4;
	}
	errno = 0;
	sv->daemon = mhd->start_daemon(flags, (uint16_t)sv->addr.port, NULL,
	    NULL, answer, sv,
	    MHD_OPTION_SOCK_ADDR, sa,
	    MHD_OPTION_EXTERNAL_LOGGER, logger, sv,
	    MHD_OPTION_NOTIFY_COMPLETED, completed, sv,
	    MHD_OPTION_CONNECTION_LIMIT, (unsigned)KL_SERVE_CONNECTIONS,
	    MHD_OPTION_PER_IP_CONNECTION_LIMIT, (unsigned)KL_SERVE_PER_ADDRESS,
	    MHD_OPTION_CONNECTION_TIMEOUT, (unsigned)KL_SERVE_TIMEOUT,
	    MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)KL_SERVE_HEAD_BYTES,
	    MHD_OPTION_STRICT_FOR_CLIENT, 1,
	    MHD_OPTION_END);
	if (sv->daemon == NULL)
		return listen_failed(sv, errno, err);
	return KL_OK;
}

int
kl_serve_start(const kl_serve_addr *addr, const char *db_path,
               kl_serve **out, kl_error *err)
{
	kl_serve *sv = calloc(1, sizeof(*sv));
	pthread_condattr_t ca;
	int rc;

	*out = NULL;
	if (sv == NULL)
		return kl_error_set(err, KL_ENOMEM, "out of memory");
	if ((rc = kl_mhd_open(&mhd, err)) != KL_OK) {
		free(sv);
		return rc;
	}
	sv->addr = *addr;
	if (db_path != NULL) {
		snprintf(sv->db_buf, sizeof(sv->db_buf), "%s", db_path);
		sv->db_path = sv->db_buf;
	}
	pthread_mutex_init(&sv->lock, NULL);
	pthread_mutex_init(&sv->watch_lock, NULL);
	pthread_condattr_init(&ca);
	pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
	pthread_cond_init(&sv->changed, &ca);
	pthread_condattr_destroy(&ca);
	open_locales(sv);
	sv->tokens = kl_form_tokens_new(KL_SERVE_TOKENS, KL_SERVE_TOKEN_TTL);
	sv->rate = kl_rate_new(KL_SERVE_RATE_SLOTS, KL_SERVE_WRONG_CODES,
	                       KL_SERVE_WRONG_WINDOW);
	if (sv->tokens == NULL || sv->rate == NULL) {
		rc = kl_error_set(err, KL_ENOMEM, "out of memory");
		goto fail;
	}
	if ((rc = kl_ops_db_open(sv->db_path, KL_OPS_DB_READ, &sv->watch,
	                         err)) != KL_OK)
		goto fail;
	kl_ops_db_changes(sv->watch, &sv->counter, err);
	kl_error_clear(err);
	/* without memory for a cache, every page is read anew */
	kl_serve_cache_new(KL_SERVE_CACHE_PAGES, KL_SERVE_CACHE_BYTES,
	                   &sv->cache);
	if (pthread_create(&sv->watcher, NULL, watch, sv) != 0) {
		rc = kl_error_set(err, KL_ENOMEM, "out of memory");
		goto fail;
	}
	sv->watcher_started = 1;
	if ((rc = start_daemon(sv, err)) != KL_OK)
		goto fail;
	*out = sv;
	return KL_OK;
fail:
	kl_serve_stop(sv);
	return rc;
}

void
kl_serve_stop(kl_serve *sv)
{
	int k;

	if (sv == NULL)
		return;
	pthread_mutex_lock(&sv->lock);
	sv->stopping = 1;
	pthread_cond_broadcast(&sv->changed);
	pthread_mutex_unlock(&sv->lock);
	if (sv->daemon != NULL)
		mhd->stop_daemon(sv->daemon);
	if (sv->watcher_started)
		pthread_join(sv->watcher, NULL);
	kl_ops_db_close(sv->watch);
	kl_form_tokens_free(sv->tokens);
	kl_rate_free(sv->rate);
	kl_serve_cache_free(sv->cache);
	for (k = 0; k < KL_SERVE_NLANGS; k++)
		if (sv->locale[k] != (locale_t)0)
			freelocale(sv->locale[k]);
	pthread_cond_destroy(&sv->changed);
	pthread_mutex_destroy(&sv->watch_lock);
	pthread_mutex_destroy(&sv->lock);
	free(sv);
}

/* Write "http://HOST:PORT/" for the numeric host (v6: in brackets)
 * into url. */
static void
url_of(char *url, int v6, const char *host, int port)
{
	snprintf(url, KL_SERVE_URL_MAX, v6 ? "http://[%s]:%d/" :
	         "http://%s:%d/", host, port);
}

int
kl_serve_urls(const kl_serve_addr *addr, char (*urls)[KL_SERVE_URL_MAX],
              int max)
{
	struct ifaddrs *all = NULL, *i;
	char host[INET6_ADDRSTRLEN];
	int n = 0;

	if (max <= 0)
		return 0;
	if (!addr->any) {
		url_of(urls[0], addr->v6, addr->host, addr->port);
		return 1;
	}
	if (getifaddrs(&all) == 0)
		for (i = all; i != NULL && n < max; i = i->ifa_next) {
			const void *bin;
			int fam;
			if (i->ifa_addr == NULL || (i->ifa_flags & IFF_LOOPBACK) ||
			    !(i->ifa_flags & IFF_UP))
				continue;
			fam = i->ifa_addr->sa_family;
			if (fam == AF_INET)
				bin = &((struct sockaddr_in *)(void *)
				        i->ifa_addr)->sin_addr;
			else if (fam == AF_INET6 && addr->v6 &&
			         !IN6_IS_ADDR_LINKLOCAL(&((struct sockaddr_in6 *)
			         (void *)i->ifa_addr)->sin6_addr))
				bin = &((struct sockaddr_in6 *)(void *)
				        i->ifa_addr)->sin6_addr;
			else
				continue;
			if (inet_ntop(fam, bin, host, sizeof(host)) != NULL)
				url_of(urls[n++], fam == AF_INET6, host,
				       addr->port);
		}
	if (all != NULL)
		freeifaddrs(all);
	if (n == 0)
		url_of(urls[n++], addr->v6, addr->v6 ? "::1" : "127.0.0.1",
		       addr->port);
	return n;
}
