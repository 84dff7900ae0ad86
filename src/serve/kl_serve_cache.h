/*
 * kl_serve_cache.h - the pages klopf serve has already made: a read
 * page (the rubber in play, a rubber, a tournament) is kept, per path
 * and language, for as long as the database's change counter stays
 * where it was when the page was read, so that a page asked for again
 * is sent without reading the database again.
 *
 * Only the pages that read and never write are kept (kl_serve_cache_key
 * says which): never an entry page, nothing under /enter, nothing that
 * carries a code, never an answer to a method other than GET and HEAD,
 * and only answers with status 200.  The pages are told apart by what
 * makes them differ: the page, its ID, the language and whether ?lang=
 * was given (the links keep it); any other part of the query changes
 * nothing on a page and is not part of the key.
 *
 * Each page kept carries the generation of the change counter it was
 * read at (kl_serve.c counts a generation each time the counter moves).
 * The first time the cache is asked with a newer generation it lets go
 * of every page at once; a page read at an older generation than the
 * cache's is not kept.  The cache is bounded in pages and in bytes: the
 * page used longest ago goes first, and a page bigger than the bound in
 * bytes is never kept.
 *
 * Thread-safe: every function but kl_serve_cache_new and
 * kl_serve_cache_free may be called from any of libmicrohttpd's threads
 * at once (one mutex inside).  No I/O.
 */
#ifndef KL_SERVE_CACHE_H
#define KL_SERVE_CACHE_H

#include <stddef.h>
#include <stdint.h>

#include "kl_serve_page.h"

/* The bounds of the server's cache: pages, and bytes of their HTML. */
#define KL_SERVE_CACHE_PAGES 64
#define KL_SERVE_CACHE_BYTES (8u * 1024u * 1024u)

/* What tells two kept pages apart. */
typedef struct kl_serve_cache_key {
	int page;        /* KL_SERVE_HOME, _RUBBER or _TOURNAMENT */
	int64_t id;      /* the route's ID, 0 for the page's default */
	int lang;        /* enum kl_serve_lang */
	int lang_given;  /* 1: ?lang= was given (the page's links keep it) */
} kl_serve_cache_key;

/*
 * The key of request rq asked with method (an enum kl_serve_method bit),
 * into *out.  Returns 1 when its answer may be kept (GET or HEAD of the
 * rubber in play, a rubber or a tournament), else 0 (every other page,
 * every other method; *out is then cleared).
 */
int kl_serve_cache_key_of(const kl_serve_request *rq, unsigned method,
                          kl_serve_cache_key *out);

typedef struct kl_serve_cache kl_serve_cache;

/* What the cache did since it was made (for the tests and the bench). */
typedef struct kl_serve_cache_stats {
	unsigned long hits, misses;
	unsigned long dropped;  /* pages let go: the counter moved, or to
	                           keep within the bounds */
	size_t pages, bytes;    /* kept now */
} kl_serve_cache_stats;

/*
 * A new, empty cache of at most pages pages and bytes bytes of HTML
 * (both at least 1), into *out (free it with kl_serve_cache_free).
 * Returns 0, or -1 when memory ran out (*out NULL).
 */
int kl_serve_cache_new(size_t pages, size_t bytes, kl_serve_cache **out);

/* Free c and every page it keeps (NULL is fine). */
void kl_serve_cache_free(kl_serve_cache *c);

/*
 * The page of key read at generation gen, when it is kept: a copy into
 * *out (out->body malloc'd, the caller frees it; status 200) and 1.
 * Else 0 and *out cleared: not kept, kept at another generation, or no
 * memory for the copy.  A gen newer than the cache's lets go of every
 * page first.
 */
int kl_serve_cache_get(kl_serve_cache *c, const kl_serve_cache_key *key,
                       unsigned long long gen, kl_serve_reply *out);

/*
 * Keep a copy of rp (the caller keeps rp) as the page of key read at
 * generation gen, the page used longest ago let go to stay within the
 * bounds.  Nothing is kept when rp's status is not 200 or it has no
 * body, when it is bigger than the bound in bytes, when gen is older
 * than the cache's, or when memory runs out.  A gen newer than the
 * cache's lets go of every page first.
 */
void kl_serve_cache_put(kl_serve_cache *c, const kl_serve_cache_key *key,
                        unsigned long long gen, const kl_serve_reply *rp);

/* What c did and keeps, into *out. */
void kl_serve_cache_stats_of(kl_serve_cache *c, kl_serve_cache_stats *out);

#endif
