/* handgen.c - reproducible random and meld-dense hands (see handgen.h). */
#include "handgen.h"

#include <string.h>

static uint64_t
splitmix64(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

void
hg_seed(hg_rng *g, uint64_t seed)
{
	int i;

	for (i = 0; i < 4; i++)
		g->s[i] = splitmix64(&seed);
}

static uint64_t
rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

uint64_t
hg_next(hg_rng *g)
{
	uint64_t *s = g->s;
	uint64_t result = rotl(s[1] * 5, 7) * 9, t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return result;
}

int
hg_below(hg_rng *g, int n)
{
	/* reject the top partial bucket so every value is equally likely */
	uint64_t limit = UINT64_MAX - UINT64_MAX % (uint64_t)n, x;

	do
		x = hg_next(g);
	while (x >= limit);
	return (int)(x % (uint64_t)n);
}

uint64_t
hg_mix(uint64_t a, uint64_t b)
{
	uint64_t x = a;

	x ^= splitmix64(&b);
	return splitmix64(&x);
}

void
hg_deck_fill(hg_deck *d, int packs, int jokers)
{
	int c;

	for (c = 0; c < KL_NATURALS; c++)
		d->left[c] = packs;
	d->left[KL_JOKER] = jokers;
	d->total = KL_NATURALS * packs + jokers;
}

kl_card
hg_deck_draw(hg_deck *d, hg_rng *g)
{
	int k, c;

	if (d->total <= 0)
		return KL_NO_CARD;
	k = hg_below(g, d->total);
	for (c = 0; c <= KL_JOKER; c++) {
		if (k < d->left[c]) {
			d->left[c]--;
			d->total--;
			return (kl_card)c;
		}
		k -= d->left[c];
	}
	return KL_NO_CARD; /* not reached while total is right */
}

int
hg_deck_take(hg_deck *d, kl_card c)
{
	if (d->left[c] == 0)
		return 0;
	d->left[c]--;
	d->total--;
	return 1;
}

void
hg_shuffle(kl_card *cards, int n, hg_rng *g)
{
	int i;

	for (i = n - 1; i > 0; i--) {
		int k = hg_below(g, i + 1);
		kl_card t = cards[i];
		cards[i] = cards[k];
		cards[k] = t;
	}
}

static int
size_ok(const kl_rules *r, int n)
{
	return n >= 0 && n <= KL_HAND_MAX &&
	       n <= KL_NATURALS * r->decks + r->jokers;
}

int
hg_random_hand(const kl_rules *r, int n, uint64_t seed, kl_card *out)
{
	hg_rng g;
	hg_deck d;
	int i;

	if (!size_ok(r, n))
		return -1;
	hg_seed(&g, seed);
	hg_deck_fill(&d, r->decks, r->jokers);
	for (i = 0; i < n; i++)
		out[i] = hg_deck_draw(&d, &g);
	return n;
}

/* How many jokers a meld of size cards gets: mostly none, at most half. */
static int
pick_jokers(hg_rng *g, const hg_deck *d, int size)
{
	int j, most = size / 2;

	if (d->left[KL_JOKER] == 0 || hg_below(g, 3) != 0)
		return 0;
	j = 1 + hg_below(g, most);
	return j < d->left[KL_JOKER] ? j : d->left[KL_JOKER];
}

/* Try to build one set of size cards; on success take it from the deck. */
static int
plant_set(const kl_rules *r, hg_deck *d, hg_rng *g, int size, kl_card *m)
{
	int rank = hg_below(g, KL_RANKS), j = pick_jokers(g, d, size);
	int suits[KL_SUITS] = { 0, 1, 2, 3 }, i, k = 0;

	(void)r;
	/* a random order of the suits, then the first available ones */
	for (i = KL_SUITS - 1; i > 0; i--) {
		int x = hg_below(g, i + 1), t = suits[i];
		suits[i] = suits[x];
		suits[x] = t;
	}
	for (i = 0; i < KL_SUITS && k < size - j; i++)
		if (d->left[kl_card_make(suits[i], rank)] > 0)
			m[k++] = kl_card_make(suits[i], rank);
	if (k < size - j)
		return 0;
	while (k < size)
		m[k++] = KL_JOKER;
	for (i = 0; i < size; i++)
		(void)hg_deck_take(d, m[i]);
	return 1;
}

/* Try to build one run of size cards, jokers anywhere in it. */
static int
plant_run(const kl_rules *r, hg_deck *d, hg_rng *g, int size, kl_card *m)
{
	int lo = r->ace_low ? 0 : 1, hi = r->ace_high ? 13 : 12;
	int suit = hg_below(g, KL_SUITS), j = pick_jokers(g, d, size);
	int first, i, need[KL_JOKER + 1] = { 0 };

	if (hi - lo + 1 < size)
		return 0;
	first = lo + hg_below(g, hi - lo + 1 - size + 1);
	for (i = 0; i < size; i++) {
		int p = first + i;
		m[i] = kl_card_make(suit, p == 13 ? KL_ACE : p);
	}
	/* jokers replace j distinct positions, chosen at random */
	for (i = 0; i < j; i++) {
		int p;
		do
			p = hg_below(g, size);
		while (m[p] == KL_JOKER);
		m[p] = KL_JOKER;
	}
	for (i = 0; i < size; i++)
		if (++need[m[i]] > d->left[m[i]])
			return 0;
	for (i = 0; i < size; i++)
		(void)hg_deck_take(d, m[i]);
	return 1;
}

/* A card near c (same rank or a close rank of its suit), or KL_NO_CARD. */
static kl_card
neighbour(hg_rng *g, kl_card c)
{
	int rank, suit, delta;

	if (c == KL_JOKER)
		return KL_JOKER;
	rank = kl_card_rank(c);
	suit = kl_card_suit(c);
	if (hg_below(g, 2) == 0)
		return kl_card_make(hg_below(g, KL_SUITS), rank);
	delta = 1 + hg_below(g, 2);
	if (hg_below(g, 2) == 0)
		delta = -delta;
	rank += delta;
	if (rank == KL_RANKS)
		rank = KL_ACE; /* above the king: the ace again */
	if (rank < 0 || rank > KL_RANKS)
		return KL_NO_CARD;
	return kl_card_make(suit, rank);
}

int
hg_dense_hand(const kl_rules *r, int n, uint64_t seed, kl_card *out,
              hg_plan *plan)
{
	hg_plan local;
	hg_rng g;
	hg_deck d;
	int used = 0, tries, filler;

	if (plan == NULL)
		plan = &local;
	if (!size_ok(r, n))
		return -1;
	memset(plan, 0, sizeof(*plan));
	hg_seed(&g, seed);
	hg_deck_fill(&d, r->decks, r->jokers);
	/* leave room for a few filler cards, often none */
	filler = hg_below(&g, 4);
	for (tries = 0; tries < 40 && plan->nmelds < HG_PLANT_MAX; tries++) {
		int room = n - filler - used, size, ok;
		kl_card *m = plan->melds[plan->nmelds];
		if (room < 3)
			break;
		if (hg_below(&g, 2) == 0) {
			size = 3 + hg_below(&g, 2);
			if (size > room)
				size = room;
			ok = plant_set(r, &d, &g, size, m);
		} else {
			size = 3 + hg_below(&g, 3);
			if (size > room)
				size = room;
			ok = plant_run(r, &d, &g, size, m);
		}
		if (!ok)
			continue;
		memcpy(out + used, m, (size_t)size);
		plan->len[plan->nmelds++] = size;
		used += size;
	}
	while (used < n) {
		kl_card c = KL_NO_CARD;
		if (used > 0 && hg_below(&g, 2) == 0) {
			c = neighbour(&g, out[hg_below(&g, used)]);
			if (c != KL_NO_CARD && !hg_deck_take(&d, c))
				c = KL_NO_CARD;
		}
		if (c == KL_NO_CARD)
			c = hg_deck_draw(&d, &g);
		out[used++] = c;
		plan->nfiller++;
		plan->filler_value += kl_rules_card_value(r, c);
	}
	hg_shuffle(out, n, &g);
	return n;
}
