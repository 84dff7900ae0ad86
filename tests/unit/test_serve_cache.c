/*
 * test_serve_cache.c - the cache of klopf serve's read pages
 * (kl_serve_cache.h), as tables: which requests may be kept (the three
 * read pages by GET and HEAD, nothing else: not /enter, not a page added
 * after them); a run of gets and puts on a small cache with what each
 * finds and what the cache keeps after it (hits, misses, the languages
 * apart, the counter moving, the bounds in pages and bytes); and
 * threads putting and getting at once, every page found being the one
 * put for its key and generation.
 */
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kl_serve_cache.h"
#include "kl_serve_route.h"

enum { G = KL_SERVE_GET, H = KL_SERVE_HEAD, P = KL_SERVE_POST,
       O = KL_SERVE_OTHER };

/* Which requests may be kept. */
static const struct {
	int page;
	unsigned method;
	int keep;
} keys[] = {
	{ .page = KL_SERVE_HOME, .method = G, .keep = 1 },
	{ .page = KL_SERVE_HOME, .method = H, .keep = 1 },
	{ .page = KL_SERVE_HOME, .method = P, .keep = 0 },
	{ .page = KL_SERVE_HOME, .method = O, .keep = 0 },
	{ .page = KL_SERVE_RUBBER, .method = G, .keep = 1 },
	{ .page = KL_SERVE_RUBBER, .method = H, .keep = 1 },
	{ .page = KL_SERVE_RUBBER, .method = P, .keep = 0 },
	{ .page = KL_SERVE_TOURNAMENT, .method = G, .keep = 1 },
	{ .page = KL_SERVE_TOURNAMENT, .method = H, .keep = 1 },
	{ .page = KL_SERVE_TOURNAMENT, .method = O, .keep = 0 },
	{ .page = KL_SERVE_NOT_FOUND, .method = G, .keep = 0 },
	{ .page = KL_SERVE_STYLE, .method = G, .keep = 0 },
	{ .page = KL_SERVE_SCRIPT, .method = G, .keep = 0 },
	{ .page = KL_SERVE_EVENTS, .method = G, .keep = 0 },
	{ .page = KL_SERVE_NPAGES, .method = G, .keep = 0 },
};

/* Paths under /enter (the entry pages of the tables, with their code):
 * whatever page they name, it is never kept, by any method. */
static const char *const secret_paths[] = {
	"/enter", "/enter/ABCD-EFGH-JKLM-NPQR", "/enter/ABCD-EFGH-JKLM-NPQR/game",
	"/enter/ABCD-EFGH-JKLM-NPQR/undo", "/enter/ABCD-EFGH-JKLM-NPQR/fix",
};

static void
test_keys(void **state)
{
	kl_serve_request rq;
	kl_serve_cache_key k;
	kl_serve_route route;
	size_t i;
	int m;

	(void)state;
	for (i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
		memset(&rq, 0, sizeof(rq));
		rq.page = keys[i].page;
		rq.id = 7;
		rq.lang = KL_SERVE_DE;
		rq.lang_given = 1;
		if (kl_serve_cache_key_of(&rq, keys[i].method, &k) !=
		    keys[i].keep)
			fail_msg("row %zu: page %d, method %u: keep %d expected",
			         i, keys[i].page, keys[i].method, keys[i].keep);
		if (keys[i].keep) {
			assert_int_equal(k.page, keys[i].page);
			assert_int_equal(k.id, 7);
			assert_int_equal(k.lang, KL_SERVE_DE);
			assert_int_equal(k.lang_given, 1);
		}
	}
	/* every page the route table will ever add after the read pages */
	for (m = KL_SERVE_EVENTS + 1; m <= KL_SERVE_NPAGES; m++) {
		memset(&rq, 0, sizeof(rq));
		rq.page = m;
		assert_int_equal(kl_serve_cache_key_of(&rq, G, &k), 0);
	}
	for (i = 0; i < sizeof(secret_paths) / sizeof(secret_paths[0]); i++) {
		kl_serve_route_of(secret_paths[i], &route);
		memset(&rq, 0, sizeof(rq));
		rq.page = route.page;
		rq.id = route.id;
		for (m = G; m <= O; m <<= 1)
			if (kl_serve_cache_key_of(&rq, (unsigned)m, &k) != 0)
				fail_msg("%s (page %d) may be kept, method %d",
				         secret_paths[i], route.page, m);
	}
}

/* A step of the run on a cache of 3 pages and 100 bytes. */
enum { GET, PUT };
static const struct {
	int op;
	int page;
	int64_t id;
	int lang, given;
	unsigned long long gen;
	int status;      /* PUT: the reply's status */
	size_t len;      /* PUT: the page's length (its bytes: 'a' + step) */
	int hit;         /* GET: 1 hit, else miss */
	int put_step;    /* GET hit: the step whose page it is */
	size_t pages, bytes; /* kept after the step */
} run[] = {
	/* 0: nothing kept yet */
	{ GET, KL_SERVE_HOME, 0, KL_SERVE_EN, 0, 1, 0, 0, 0, 0, 0, 0 },
	{ PUT, KL_SERVE_HOME, 0, KL_SERVE_EN, 0, 1, 200, 10, 0, 0, 1, 10 },
	{ GET, KL_SERVE_HOME, 0, KL_SERVE_EN, 0, 1, 0, 0, 1, 1, 1, 10 },
	/* 3: the languages and ?lang= apart */
	{ GET, KL_SERVE_HOME, 0, KL_SERVE_DE, 0, 1, 0, 0, 0, 0, 1, 10 },
	{ GET, KL_SERVE_HOME, 0, KL_SERVE_EN, 1, 1, 0, 0, 0, 0, 1, 10 },
	{ PUT, KL_SERVE_HOME, 0, KL_SERVE_DE, 0, 1, 200, 20, 0, 0, 2, 30 },
	{ GET, KL_SERVE_HOME, 0, KL_SERVE_DE, 0, 1, 0, 0, 1, 5, 2, 30 },
	{ GET, KL_SERVE_HOME, 0, KL_SERVE_EN, 0, 1, 0, 0, 1, 1, 2, 30 },
	/* 8: the pages and IDs apart */
	{ GET, KL_SERVE_RUBBER, 0, KL_SERVE_EN, 0, 1, 0, 0, 0, 0, 2, 30 },
	{ PUT, KL_SERVE_RUBBER, 1, KL_SERVE_EN, 0, 1, 200, 30, 0, 0, 3, 60 },
	{ GET, KL_SERVE_RUBBER, 2, KL_SERVE_EN, 0, 1, 0, 0, 0, 0, 3, 60 },
	/* 11: a fourth page: the one used longest ago (German) goes */
	{ PUT, KL_SERVE_RUBBER, 2, KL_SERVE_EN, 0, 1, 200, 20, 0, 0, 3, 60 },
	{ GET, KL_SERVE_HOME, 0, KL_SERVE_DE, 0, 1, 0, 0, 0, 0, 3, 60 },
	{ GET, KL_SERVE_HOME, 0, KL_SERVE_EN, 0, 1, 0, 0, 1, 1, 3, 60 },
	/* 14: 60 + 80 bytes: rubber 1, then rubber 2 go */
	{ PUT, KL_SERVE_TOURNAMENT, 1, KL_SERVE_EN, 0, 1, 200, 80, 0, 0, 2,
	  90 },
	{ GET, KL_SERVE_RUBBER, 1, KL_SERVE_EN, 0, 1, 0, 0, 0, 0, 2, 90 },
	{ GET, KL_SERVE_RUBBER, 2, KL_SERVE_EN, 0, 1, 0, 0, 0, 0, 2, 90 },
	/* 17: a page again: the new one replaces the old */
	{ PUT, KL_SERVE_HOME, 0, KL_SERVE_EN, 0, 1, 200, 5, 0, 0, 2, 85 },
	{ GET, KL_SERVE_HOME, 0, KL_SERVE_EN, 0, 1, 0, 0, 1, 17, 2, 85 },
	/* 19: never kept: bigger than the bound, or not a 200 */
	{ PUT, KL_SERVE_RUBBER, 3, KL_SERVE_EN, 0, 1, 200, 101, 0, 0, 2, 85 },
	{ PUT, KL_SERVE_RUBBER, 4, KL_SERVE_EN, 0, 1, 404, 10, 0, 0, 2, 85 },
	{ PUT, KL_SERVE_RUBBER, 5, KL_SERVE_EN, 0, 1, 503, 10, 0, 0, 2, 85 },
	{ GET, KL_SERVE_RUBBER, 4, KL_SERVE_EN, 0, 1, 0, 0, 0, 0, 2, 85 },
	/* 23: the counter moved: every page goes */
	{ GET, KL_SERVE_TOURNAMENT, 1, KL_SERVE_EN, 0, 2, 0, 0, 0, 0, 0, 0 },
	{ GET, KL_SERVE_HOME, 0, KL_SERVE_EN, 0, 2, 0, 0, 0, 0, 0, 0 },
	/* 25: a page read before the move is not kept after it */
	{ PUT, KL_SERVE_HOME, 0, KL_SERVE_EN, 0, 1, 200, 10, 0, 0, 0, 0 },
	{ PUT, KL_SERVE_HOME, 0, KL_SERVE_EN, 0, 2, 200, 12, 0, 0, 1, 12 },
	{ GET, KL_SERVE_HOME, 0, KL_SERVE_EN, 0, 2, 0, 0, 1, 26, 1, 12 },
	/* 28: an older generation asked finds nothing and drops nothing */
	{ GET, KL_SERVE_HOME, 0, KL_SERVE_EN, 0, 1, 0, 0, 0, 0, 1, 12 },
	/* 29: a put at a newer generation drops the older pages too */
	{ PUT, KL_SERVE_RUBBER, 9, KL_SERVE_EN, 0, 5, 200, 40, 0, 0, 1, 40 },
	{ GET, KL_SERVE_HOME, 0, KL_SERVE_EN, 0, 5, 0, 0, 0, 0, 1, 40 },
	{ GET, KL_SERVE_RUBBER, 9, KL_SERVE_EN, 0, 5, 0, 0, 1, 29, 1, 40 },
};

static void
test_run(void **state)
{
	kl_serve_cache *c;
	kl_serve_cache_stats st;
	kl_serve_cache_key k;
	kl_serve_reply rp;
	unsigned long hits = 0, misses = 0;
	char body[128];
	size_t i, j;

	(void)state;
	assert_int_equal(kl_serve_cache_new(3, 100, &c), 0);
	for (i = 0; i < sizeof(run) / sizeof(run[0]); i++) {
		k = (kl_serve_cache_key){ .page = run[i].page, .id = run[i].id,
		                          .lang = run[i].lang,
		                          .lang_given = run[i].given };
		if (run[i].op == PUT) {
			memset(body, 'a' + (int)i, sizeof(body));
			rp = (kl_serve_reply){ .status = run[i].status,
			                       .body = body, .len = run[i].len };
			kl_serve_cache_put(c, &k, run[i].gen, &rp);
		} else {
			int hit = kl_serve_cache_get(c, &k, run[i].gen, &rp);
			if (hit != run[i].hit)
				fail_msg("step %zu: hit %d, expected %d", i, hit,
				         run[i].hit);
			hits += hit != 0;
			misses += hit == 0;
			if (hit) {
				assert_int_equal(rp.status, 200);
				assert_int_equal(rp.len, run[run[i].put_step].len);
				for (j = 0; j < rp.len; j++)
					if (rp.body[j] != 'a' + run[i].put_step)
						fail_msg("step %zu: byte %zu is not "
						         "step %d's", i, j,
						         run[i].put_step);
			} else
				assert_null(rp.body);
			free(rp.body);
		}
		kl_serve_cache_stats_of(c, &st);
		if (st.pages != run[i].pages || st.bytes != run[i].bytes)
			fail_msg("step %zu: %zu pages of %zu bytes kept, expected "
			         "%zu of %zu", i, st.pages, st.bytes, run[i].pages,
			         run[i].bytes);
	}
	kl_serve_cache_stats_of(c, &st);
	assert_int_equal(st.hits, hits);
	assert_int_equal(st.misses, misses);
	kl_serve_cache_free(c);
	kl_serve_cache_free(NULL);
	assert_int_equal(kl_serve_cache_new(0, 100, &c), -1);
	assert_null(c);
	assert_int_equal(kl_serve_cache_new(3, 0, &c), -1);
	assert_null(c);
}

/* Threads at once: each puts and gets pages whose bytes say their key
 * and generation, the generation moving now and then. */
#define THREADS 4
#define ROUNDS 3000

typedef struct worker {
	kl_serve_cache *c;
	unsigned seed;
	int wrong;
} worker;

/* The byte of the page of rubber id at generation gen. */
static char
mark(int64_t id, unsigned long long gen)
{
	return (char)('A' + (id * 7 + (int64_t)gen) % 26);
}

static void *
work(void *arg)
{
	worker *w = arg;
	kl_serve_reply rp;
	char body[64];
	int i;

	for (i = 0; i < ROUNDS; i++) {
		unsigned long long gen = 1 + (unsigned long long)i / 500;
		kl_serve_cache_key k = { .page = KL_SERVE_RUBBER,
		                         .id = 1 + rand_r(&w->seed) % 12,
		                         .lang = KL_SERVE_EN };
		size_t j;
		if (kl_serve_cache_get(w->c, &k, gen, &rp)) {
			for (j = 0; j < rp.len; j++)
				w->wrong += rp.body[j] != mark(k.id, gen);
			free(rp.body);
			continue;
		}
		memset(body, mark(k.id, gen), sizeof(body));
		rp = (kl_serve_reply){ .status = 200, .body = body,
		                       .len = 1 + (size_t)(k.id * 5) };
		kl_serve_cache_put(w->c, &k, gen, &rp);
	}
	return NULL;
}

static void
test_threads(void **state)
{
	pthread_t th[THREADS];
	worker w[THREADS];
	kl_serve_cache_stats st;
	kl_serve_cache *c;
	int i;

	(void)state;
	assert_int_equal(kl_serve_cache_new(8, 200, &c), 0);
	for (i = 0; i < THREADS; i++) {
		w[i] = (worker){ .c = c, .seed = (unsigned)i + 1 };
		assert_int_equal(pthread_create(&th[i], NULL, work, &w[i]), 0);
	}
	for (i = 0; i < THREADS; i++) {
		pthread_join(th[i], NULL);
		assert_int_equal(w[i].wrong, 0);
	}
	kl_serve_cache_stats_of(c, &st);
	assert_true(st.pages <= 8);
	assert_true(st.bytes <= 200);
	assert_int_equal(st.hits + st.misses, THREADS * ROUNDS);
	assert_true(st.hits > 0);
	kl_serve_cache_free(c);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_keys),
		cmocka_unit_test(test_run),
		cmocka_unit_test(test_threads),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
