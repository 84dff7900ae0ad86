/* kl_rate.c - wrong entry codes counted by client, in fixed memory
 * (kl_rate.h). */
#include "kl_rate.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

typedef struct slot {
	char addr[KL_RATE_ADDR_MAX + 1];  /* "" for a free slot */
	long start;          /* the first wrong code of the window */
	int wrong;           /* wrong codes in the window */
} slot;

struct kl_rate {
	pthread_mutex_t lock;
	int nslots, limit;
	long window;
	slot *slots;
	slot shared;         /* the addresses that found no slot */
};

kl_rate *
kl_rate_new(int slots, int limit, long window)
{
	kl_rate *r;

	if (slots < 1 || slots > 1000000 || limit < 1 || window < 1)
		return NULL;
	r = calloc(1, sizeof(*r));
	if (r == NULL)
		return NULL;
	r->slots = calloc((size_t)slots, sizeof(*r->slots));
	if (r->slots == NULL || pthread_mutex_init(&r->lock, NULL) != 0) {
		free(r->slots);
		free(r);
		return NULL;
	}
	r->nslots = slots;
	r->limit = limit;
	r->window = window;
	return r;
}

void
kl_rate_free(kl_rate *r)
{
	if (r == NULL)
		return;
	pthread_mutex_destroy(&r->lock);
	free(r->slots);
	free(r);
}

/* 1 when the window of s has passed at now (or it holds nothing). */
static int
over(const kl_rate *r, const slot *s, long now)
{
	return s->wrong == 0 || now - s->start >= r->window;
}

/* The slot of addr at now: its own, else (make) a free or finished
 * one when make is set, else the shared one; NULL when addr has none
 * and make is not set.  Under the lock. */
static slot *
find(kl_rate *r, const char *addr, long now, int make)
{
	char key[KL_RATE_ADDR_MAX + 1];
	slot *free_slot = NULL;
	int i;

	strncpy(key, addr != NULL ? addr : "", KL_RATE_ADDR_MAX);
	key[KL_RATE_ADDR_MAX] = '\0';
	for (i = 0; i < r->nslots; i++) {
		slot *s = &r->slots[i];
		if (s->addr[0] != '\0' && !strcmp(s->addr, key))
			return s;
		if (free_slot == NULL && (s->addr[0] == '\0' || over(r, s, now)))
			free_slot = s;
	}
	/* an address without a slot answers to the shared count too:
	 * while every slot is busy, new addresses guess under it */
	if (!make)
		return r->shared.wrong > 0 && !over(r, &r->shared, now) ?
		       &r->shared : NULL;
	if (free_slot == NULL)
		return &r->shared;
	memset(free_slot, 0, sizeof(*free_slot));
	memcpy(free_slot->addr, key, sizeof(key));
	return free_slot;
}

long
kl_rate_wait(kl_rate *r, const char *addr, long now)
{
	long wait = 0;
	slot *s;

	pthread_mutex_lock(&r->lock);
	s = find(r, addr, now, 0);
	if (s != NULL && !over(r, s, now) && s->wrong >= r->limit)
		wait = s->start + r->window - now;
	pthread_mutex_unlock(&r->lock);
	return wait;
}

void
kl_rate_wrong(kl_rate *r, const char *addr, long now)
{
	slot *s;

	pthread_mutex_lock(&r->lock);
	s = find(r, addr, now, 1);
	if (over(r, s, now)) {
		s->start = now;
		s->wrong = 0;
	}
	if (s->wrong < r->limit)
		s->wrong++;
	pthread_mutex_unlock(&r->lock);
}
