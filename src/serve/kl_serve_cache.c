/* kl_serve_cache.c - the read pages klopf serve keeps until the change
 * counter moves (kl_serve_cache.h). */
#include "kl_serve_cache.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "kl_serve_route.h"

/* A page kept. */
typedef struct entry {
	kl_serve_cache_key key;
	char *body;               /* malloc'd; NULL: the slot is free */
	size_t len;
	unsigned long long used;  /* the cache's tick when last asked for */
} entry;

struct kl_serve_cache {
	pthread_mutex_t lock;
	unsigned long long gen;   /* the generation of every page kept */
	unsigned long long tick;
	size_t max_pages, max_bytes;
	entry *slots;             /* max_pages of them */
	kl_serve_cache_stats stats;
};

int
kl_serve_cache_key_of(const kl_serve_request *rq, unsigned method,
                      kl_serve_cache_key *out)
{
	memset(out, 0, sizeof(*out));
	/* a list of what may be kept, not of what may not: a page added
	 * later (the entry pages of the tables) is never kept */
	if (method != KL_SERVE_GET && method != KL_SERVE_HEAD)
		return 0;
	if (rq->page != KL_SERVE_HOME && rq->page != KL_SERVE_RUBBER &&
	    rq->page != KL_SERVE_TOURNAMENT)
		return 0;
	out->page = rq->page;
	out->id = rq->id;
	out->lang = rq->lang;
	out->lang_given = rq->lang_given != 0;
	return 1;
}

int
kl_serve_cache_new(size_t pages, size_t bytes, kl_serve_cache **out)
{
	kl_serve_cache *c;

	*out = NULL;
	if (pages == 0 || bytes == 0 || (c = calloc(1, sizeof(*c))) == NULL)
		return -1;
	if ((c->slots = calloc(pages, sizeof(*c->slots))) == NULL) {
		free(c);
		return -1;
	}
	c->max_pages = pages;
	c->max_bytes = bytes;
	pthread_mutex_init(&c->lock, NULL);
	*out = c;
	return 0;
}

/* Let go of the page in slot e (held lock). */
static void
drop(kl_serve_cache *c, entry *e)
{
	if (e->body == NULL)
		return;
	c->stats.bytes -= e->len;
	c->stats.pages--;
	c->stats.dropped++;
	free(e->body);
	memset(e, 0, sizeof(*e));
}

/* Move c to generation gen (held lock): when it is newer, every page
 * goes.  Returns 1 when pages of gen may be kept (gen is not older). */
static int
move_to(kl_serve_cache *c, unsigned long long gen)
{
	size_t i;

	if (gen < c->gen)
		return 0;
	if (gen > c->gen) {
		for (i = 0; i < c->max_pages; i++)
			drop(c, &c->slots[i]);
		c->gen = gen;
	}
	return 1;
}

/* The slot keeping key (held lock), or NULL. */
static entry *
find(kl_serve_cache *c, const kl_serve_cache_key *key)
{
	size_t i;

	for (i = 0; i < c->max_pages; i++) {
		entry *e = &c->slots[i];
		if (e->body != NULL && e->key.page == key->page &&
		    e->key.id == key->id && e->key.lang == key->lang &&
		    e->key.lang_given == key->lang_given)
			return e;
	}
	return NULL;
}

void
kl_serve_cache_free(kl_serve_cache *c)
{
	size_t i;

	if (c == NULL)
		return;
	for (i = 0; i < c->max_pages; i++)
		free(c->slots[i].body);
	free(c->slots);
	pthread_mutex_destroy(&c->lock);
	free(c);
}

int
kl_serve_cache_get(kl_serve_cache *c, const kl_serve_cache_key *key,
                   unsigned long long gen, kl_serve_reply *out)
{
	entry *e = NULL;
	int hit = 0;

	memset(out, 0, sizeof(*out));
	pthread_mutex_lock(&c->lock);
	if (move_to(c, gen) && gen == c->gen)
		e = find(c, key);
	if (e != NULL && (out->body = malloc(e->len)) != NULL) {
		memcpy(out->body, e->body, e->len);
		out->len = e->len;
		out->status = 200;
		e->used = ++c->tick;
		hit = 1;
	}
	if (hit)
		c->stats.hits++;
	else
		c->stats.misses++;
	pthread_mutex_unlock(&c->lock);
	return hit;
}

/* A free slot for a page of len bytes (held lock), the pages used
 * longest ago let go until the page fits the bounds. */
static entry *
make_room(kl_serve_cache *c, size_t len)
{
	entry *oldest, *free_slot;
	size_t i;

	for (;;) {
		oldest = free_slot = NULL;
		for (i = 0; i < c->max_pages; i++) {
			entry *e = &c->slots[i];
			if (e->body == NULL)
				free_slot = free_slot != NULL ? free_slot : e;
			else if (oldest == NULL || e->used < oldest->used)
				oldest = e;
		}
		if (free_slot != NULL && c->stats.bytes + len <= c->max_bytes)
			return free_slot;
		/* oldest is never NULL here: without pages, every slot is
		 * free and len fits */
		drop(c, oldest);
	}
}

void
kl_serve_cache_put(kl_serve_cache *c, const kl_serve_cache_key *key,
                   unsigned long long gen, const kl_serve_reply *rp)
{
	entry *e;
	char *copy;

	if (rp->status != 200 || rp->body == NULL || rp->len > c->max_bytes ||
	    (copy = malloc(rp->len > 0 ? rp->len : 1)) == NULL)
		return;
	memcpy(copy, rp->body, rp->len);
	pthread_mutex_lock(&c->lock);
	if (!move_to(c, gen)) {
		pthread_mutex_unlock(&c->lock);
		free(copy);
		return;
	}
	/* two threads may have read the same page: the later one stays */
	if ((e = find(c, key)) != NULL)
		drop(c, e);
	e = make_room(c, rp->len);
	e->key = *key;
	e->body = copy;
	e->len = rp->len;
	e->used = ++c->tick;
	c->stats.pages++;
	c->stats.bytes += rp->len;
	pthread_mutex_unlock(&c->lock);
}

void
kl_serve_cache_stats_of(kl_serve_cache *c, kl_serve_cache_stats *out)
{
	pthread_mutex_lock(&c->lock);
	*out = c->stats;
	pthread_mutex_unlock(&c->lock);
}
