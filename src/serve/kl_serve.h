/*
 * kl_serve.h - klopf serve: a small web server (libmicrohttpd) that
 * shows the rubber in play, any rubber's history and a tournament's
 * standings to every browser on the network, read-only and without a
 * login, and tells a page the moment a game is booked anywhere
 * (Server-Sent Events at /events, fed by the database's change counter
 * on a connection the server keeps, checked every KL_SERVE_WATCH_MS).
 *
 * Each page made reads the database through one operation of src/ops
 * on a connection of its own, closed before the answer is sent; nothing
 * is written.  A read page is kept until the change counter moves (read
 * at every request: kl_serve_cache.h).  Every answer carries a Content-Security-Policy that allows
 * only the server's own style sheet and script, nosniff and no
 * referrer; connections are limited in number (in all and per address),
 * in time and in the size of a request's head.  No file is read from
 * disk: the style sheet and the script are in the binary.
 *
 * The server runs in threads of its own (one per connection, and the
 * watcher) from kl_serve_start until kl_serve_stop; the caller decides
 * when to stop (klopf serve: on SIGINT or SIGTERM).
 */
#ifndef KL_SERVE_H
#define KL_SERVE_H

#include "kl_error.h"
#include "kl_form.h"
#include "kl_serve_route.h"

/* How often the watcher reads the change counter, in milliseconds. */
#define KL_SERVE_WATCH_MS 100

/* The limits of the server's connections. */
#define KL_SERVE_CONNECTIONS 64      /* at once, in all */
#define KL_SERVE_PER_ADDRESS 24      /* at once, from one address */
#define KL_SERVE_TIMEOUT 30          /* seconds a connection may idle */
#define KL_SERVE_HEAD_BYTES 16384    /* a request's line and headers */
#define KL_SERVE_KEEPALIVE 10        /* seconds between the comments
                                        that keep /events open */

/* The limits of the entry pages (kl_serve_entry.h): a POST's body
 * (longer ones: 413), the forms' tokens held and how long one is valid,
 * the client addresses counted and the wrong codes each may send in a
 * minute (then 429 with Retry-After). */
#define KL_SERVE_BODY_BYTES KL_FORM_BODY_MAX
#define KL_SERVE_TOKENS 4096
#define KL_SERVE_TOKEN_TTL (6 * 3600)
#define KL_SERVE_RATE_SLOTS 1024
#define KL_SERVE_WRONG_CODES 5
#define KL_SERVE_WRONG_WINDOW 60

typedef struct kl_serve kl_serve;

/*
 * Start serving the database db_path names (--db; NULL: as every command
 * finds it, kl_ops_db_path) at addr, into *out (stop it with
 * kl_serve_stop).  The database must exist.  The pages are in German
 * where a German locale (de_AT, de_DE or de_CH with UTF-8) is installed,
 * else in English only.  KL_OK; KL_EINPUT when addr cannot be listened
 * on (the port in use, not an address of this machine, a port that
 * needs privileges), its message saying which, or when libmicrohttpd
 * cannot be loaded (kl_mhd.h); the errors of opening the database
 * (KL_ENOTFOUND: there is none); KL_ENOMEM.  Not to be called from two
 * threads at once.
 */
int kl_serve_start(const kl_serve_addr *addr, const char *db_path,
                   kl_serve **out, kl_error *err);

/* Stop sv (NULL is fine): no new connection is taken, open ones (and
 * /events) are ended, the threads are joined and everything is freed. */
void kl_serve_stop(kl_serve *sv);

/* The longest address kl_serve_urls writes, with its NUL. */
#define KL_SERVE_URL_MAX 80

/*
 * The addresses to open in a browser for a server at addr, as
 * "http://HOST:PORT/", into urls[0..max-1]: addr's own, or for every
 * address (0.0.0.0, ::) those of the machine's network interfaces other
 * than loopback (loopback when it has no other).  Returns how many.
 */
int kl_serve_urls(const kl_serve_addr *addr, char (*urls)[KL_SERVE_URL_MAX],
                  int max);

#endif
