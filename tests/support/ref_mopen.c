/*
 * ref_mopen.c - the reference for the opening solver (see ref_mopen.h).
 *
 * Written to be checked by reading, not to be fast.
 */
#include "ref_mopen.h"

#include <stdint.h>
#include <string.h>

#define REF_MELDS_MAX (1 << 15)
#define REF_MEMO_BITS 14
#define REF_ROWS 3
#define REF_NONE (-1000000)

typedef struct ref_meld {
	uint64_t kinds;  /* the natural cards in it, one bit each */
	uint64_t twice;  /* those in it twice (a set whose suits repeat) */
	int jokers;
	int value;
} ref_meld;

typedef struct ref_tab {
	int v[REF_ROWS][KL_MG_JOKERS_MAX + 1];
} ref_tab;

typedef struct ref_memo {
	uint32_t gen;
	uint64_t key[2];
	ref_tab t;
} ref_memo;

static ref_meld melds[REF_MELDS_MAX];
static int nmelds;
static int first_of[KL_NATURALS + 1]; /* melds by lowest card, in rank
                                         order: melds[first_of[o] ..
                                         first_of[o + 1] - 1] */
static ref_memo memo[1 << REF_MEMO_BITS];
static uint32_t gen;
static int overflow;

/* The card at rank order o (aces of the four suits first). */
static kl_card
card_at(int o)
{
	return kl_card_make(o % KL_SUITS, o / KL_SUITS);
}

/* What a card of rank rank is worth: in a set (place < 0), or at place
 * place of a run (0 its first place). */
static int
worth(const kl_mg_rules *r, int rank, int place)
{
	if (rank == KL_ACE) {
		if (place < 0)
			return r->ace_set_open;
		if (place == 0)
			return r->ace_low_open;
		return r->ace_high_open;
	}
	if (rank >= KL_TEN)
		return 10;
	return rank + 1;
}

/* Where each meld kept is found by its cards and jokers (index + 1; 0
 * free), emptied for each hand. */
static int meld_slot[REF_MELDS_MAX * 2];
static int slots_taken[REF_MELDS_MAX];

/* Keep the meld (kinds, jokers) worth value; the better of two alike. */
static void
keep2(uint64_t kinds, uint64_t twice, int jokers, int value)
{
	uint64_t h = (kinds * UINT64_C(0x9e3779b97f4a7c15) +
	              twice * UINT64_C(0xc2b2ae3d27d4eb4f) + (uint64_t)jokers) >>
	             40;
	int *slot;

	for (;; h++) {
		slot = &meld_slot[h % (REF_MELDS_MAX * 2)];
		if (*slot == 0)
			break;
		if (melds[*slot - 1].kinds == kinds &&
		    melds[*slot - 1].twice == twice &&
		    melds[*slot - 1].jokers == jokers) {
			if (value > melds[*slot - 1].value)
				melds[*slot - 1].value = value;
			return;
		}
	}
	if (nmelds == REF_MELDS_MAX) {
		overflow = 1;
		return;
	}
	*slot = nmelds + 1;
	slots_taken[nmelds] = (int)(slot - meld_slot);
	melds[nmelds].kinds = kinds;
	melds[nmelds].twice = twice;
	melds[nmelds].jokers = jokers;
	melds[nmelds].value = value;
	nmelds++;
}

static void
keep(uint64_t kinds, int jokers, int value)
{
	keep2(kinds, 0, jokers, value);
}

/* 1 if a meld of nat naturals and jok jokers keeps the joker limits
 * (set: a set). */
static int
limits_ok(const kl_mg_rules *r, int nat, int jok, int jokers_held, int set)
{
	if (nat < 1 || jok > jokers_held)
		return 0;
	if (r->jokers_half && jok > nat)
		return 0;
	if (set && r->set_jokers >= 0 && jok > r->set_jokers)
		return 0;
	return 1;
}

/* Every set where suits may repeat: a rank, how many of each suit's
 * card (0 to 2, as held), 3 or 4 cards with the jokers. */
static void
list_sets_any(const kl_mg_rules *r, const int *cnt, int jokers)
{
	int rank, code, s;

	for (rank = 0; rank < KL_RANKS; rank++)
		for (code = 0; code < 81; code++) {
			uint64_t kinds = 0, twice = 0;
			int nat = 0, ok = 1, size, x = code;
			for (s = 0; s < KL_SUITS; s++, x /= 3) {
				kl_card c = kl_card_make(s, rank);
				int take = x % 3;
				if (take > cnt[c])
					ok = 0;
				if (take >= 1)
					kinds |= UINT64_C(1) << c;
				if (take == 2)
					twice |= UINT64_C(1) << c;
				nat += take;
			}
			if (!ok || nat == 0 || nat > 4)
				continue;
			for (size = 3; size <= 4; size++)
				if (size >= nat &&
				    limits_ok(r, nat, size - nat, jokers, 1))
					keep2(kinds, twice, size - nat,
					      size * worth(r, rank, -1));
		}
}

/* Every set shape: a rank and its suits, the naturals a choice of them. */
static void
list_sets(const kl_mg_rules *r, const int *cnt, int jokers)
{
	int rank, suits, fill, s;

	if (r->set_any_suits) {
		list_sets_any(r, cnt, jokers);
		return;
	}

	for (rank = 0; rank < KL_RANKS; rank++)
		for (suits = 1; suits < 16; suits++) {
			int size = __builtin_popcount((unsigned)suits);
			if (size < 3)
				continue;
			for (fill = 1; fill < 16; fill++) {
				uint64_t kinds = 0;
				int nat = 0, ok = 1;
				if ((fill & suits) != fill)
					continue;
				for (s = 0; s < KL_SUITS; s++) {
					if (!(fill & (1 << s)))
						continue;
					if (cnt[kl_card_make(s, rank)] == 0)
						ok = 0;
					kinds |= UINT64_C(1) << kl_card_make(s, rank);
					nat++;
				}
				if (ok && limits_ok(r, nat, size - nat, jokers, 1))
					keep(kinds, size - nat,
					     size * worth(r, rank, -1));
			}
		}
}

/* The ranks of the places of a run starting at position start, len
 * long, under r's ace rule; 0 if there is no such run. */
static int
run_shape(const kl_mg_rules *r, int start, int len, int *ranks)
{
	int i;

	if (len < 3 || len > KL_RANKS)
		return 0;
	switch (r->ace) {
	case KL_MG_ACE_LOW: /* positions 0 (ace) .. 12 (king) */
		if (start < 0 || start + len > 13)
			return 0;
		break;
	case KL_MG_ACE_BOTH: /* positions 0 .. 13, 13 the ace again */
		if (start < 0 || start + len > 14)
			return 0;
		break;
	default: /* round the corner: any start */
		if (start < 0 || start >= KL_RANKS)
			return 0;
		break;
	}
	for (i = 0; i < len; i++)
		ranks[i] = (start + i) % KL_RANKS;
	return 1;
}

/* Every run shape: a suit and a stretch; the naturals any choice of the
 * places whose card the hand holds. */
static void
list_runs(const kl_mg_rules *r, const int *cnt, int jokers)
{
	int suit, start, len, i, ranks[KL_RANKS];

	for (suit = 0; suit < KL_SUITS; suit++)
		for (start = 0; start < 14; start++)
			for (len = 3; len <= KL_RANKS; len++) {
				int held[KL_RANKS], nheld = 0, value = 0;
				unsigned sub;
				if (!run_shape(r, start, len, ranks))
					continue;
				for (i = 0; i < len; i++) {
					value += worth(r, ranks[i], i);
					if (cnt[kl_card_make(suit, ranks[i])] > 0)
						held[nheld++] = i;
				}
				if (nheld == 0 || len - nheld > jokers)
					continue; /* no natural, or too few
					             jokers for the empty places */
				for (sub = 1; sub < (1u << nheld); sub++) {
					uint64_t kinds = 0;
					int nat = __builtin_popcount(sub);
					if (!limits_ok(r, nat, len - nat, jokers, 0))
						continue;
					for (i = 0; i < nheld; i++)
						if (sub & (1u << i))
							kinds |= UINT64_C(1) <<
							  kl_card_make(suit, ranks[held[i]]);
					keep(kinds, len - nat, value);
				}
			}
}

/* Sort the melds by their lowest card in rank order. */
static void
index_melds(void)
{
	static ref_meld sorted[REF_MELDS_MAX];
	int count[KL_NATURALS + 1] = { 0 }, i, o, at = 0;
	int low[REF_MELDS_MAX];

	for (i = 0; i < nmelds; i++) {
		low[i] = KL_NATURALS;
		for (o = 0; o < KL_NATURALS; o++)
			if (melds[i].kinds & (UINT64_C(1) << card_at(o))) {
				low[i] = o;
				break;
			}
		count[low[i]]++;
	}
	for (o = 0; o <= KL_NATURALS; o++) {
		first_of[o] = at;
		at += count[o];
	}
	{
		int fill[KL_NATURALS + 1];
		memcpy(fill, first_of, sizeof(fill));
		for (i = 0; i < nmelds; i++)
			sorted[fill[low[i]]++] = melds[i];
	}
	memcpy(melds, sorted, (size_t)nmelds * sizeof(melds[0]));
	first_of[KL_NATURALS] = nmelds;
}

static void
clear_tab(ref_tab *t)
{
	int u, k;

	for (u = 0; u < REF_ROWS; u++)
		for (k = 0; k <= KL_MG_JOKERS_MAX; k++)
			t->v[u][k] = REF_NONE;
}

/* Take one card c (rank order o) out of the counts, or put it back. */
static void
take(int *cnt, uint64_t *key, uint64_t *have, kl_card c, int o)
{
	cnt[c]--;
	key[o / 32] -= UINT64_C(1) << (2 * (o % 32));
	if (cnt[c] == 0)
		*have &= ~(UINT64_C(1) << c);
}

static void
put_back(int *cnt, uint64_t *key, uint64_t *have, kl_card c, int o)
{
	cnt[c]++;
	key[o / 32] += UINT64_C(1) << (2 * (o % 32));
	*have |= UINT64_C(1) << c;
}

/* The rank order of each card. */
static int order_of[KL_NATURALS];

/*
 * The best of the counts cnt (see the top of ref_mopen.h) into *out.
 * key: the counts two bits a card in rank order (the memo's key), have:
 * the cards held at least once; both follow cnt.
 */
static void
solve_counts(int *cnt, uint64_t *key, uint64_t have, int jokers,
             ref_tab *out)
{
	uint64_t h, b;
	ref_memo *e;
	ref_tab sub;
	int low, i, c, u, k, probes;

	clear_tab(out);
	if (key[0] == 0 && key[1] == 0) {
		out->v[0][0] = 0;
		return;
	}
	low = key[0] != 0 ? __builtin_ctzll(key[0]) / 2 :
	      32 + __builtin_ctzll(key[1]) / 2;
	h = (key[0] * UINT64_C(0x9e3779b97f4a7c15)) ^
	    (key[1] * UINT64_C(0xc2b2ae3d27d4eb4f));
	h >>= 64 - REF_MEMO_BITS;
	for (probes = 0; probes < (1 << REF_MEMO_BITS); probes++) {
		e = &memo[(h + (uint64_t)probes) & ((1u << REF_MEMO_BITS) - 1)];
		if (e->gen != gen)
			break;
		if (e->key[0] == key[0] && e->key[1] == key[1]) {
			*out = e->t;
			return;
		}
	}

	/* the lowest card stays out */
	c = card_at(low);
	take(cnt, key, &have, (kl_card)c, low);
	solve_counts(cnt, key, have, jokers, &sub);
	put_back(cnt, key, &have, (kl_card)c, low);
	for (u = 0; u < REF_ROWS; u++)
		for (k = 0; k <= jokers; k++) {
			int row = u == REF_ROWS - 1 ? u : u + 1;
			if (sub.v[u][k] > out->v[row][k])
				out->v[row][k] = sub.v[u][k];
		}
	/* or goes into a meld */
	for (i = first_of[low]; i < first_of[low + 1]; i++) {
		const ref_meld *m = &melds[i];
		uint64_t had = have;
		int short_of = 0;
		if ((m->kinds & ~have) != 0)
			continue; /* a card of it is not left */
		for (b = m->twice; b != 0; b &= b - 1)
			if (cnt[__builtin_ctzll(b)] < 2)
				short_of = 1;
		if (short_of)
			continue;
		for (b = m->kinds; b != 0; b &= b - 1) {
			c = __builtin_ctzll(b);
			take(cnt, key, &have, (kl_card)c, order_of[c]);
		}
		for (b = m->twice; b != 0; b &= b - 1) {
			c = __builtin_ctzll(b);
			take(cnt, key, &have, (kl_card)c, order_of[c]);
		}
		solve_counts(cnt, key, have, jokers, &sub);
		for (b = m->twice; b != 0; b &= b - 1) {
			c = __builtin_ctzll(b);
			put_back(cnt, key, &have, (kl_card)c, order_of[c]);
		}
		for (b = m->kinds; b != 0; b &= b - 1) {
			c = __builtin_ctzll(b);
			put_back(cnt, key, &have, (kl_card)c, order_of[c]);
		}
		have = had;
		for (u = 0; u < REF_ROWS; u++)
			for (k = 0; k + m->jokers <= jokers; k++)
				if (sub.v[u][k] != REF_NONE &&
				    sub.v[u][k] + m->value >
				    out->v[u][k + m->jokers])
					out->v[u][k + m->jokers] =
						sub.v[u][k] + m->value;
	}

	for (probes = 0; probes < (1 << REF_MEMO_BITS); probes++) {
		e = &memo[(h + (uint64_t)probes) & ((1u << REF_MEMO_BITS) - 1)];
		if (e->gen != gen) {
			e->gen = gen;
			e->key[0] = key[0];
			e->key[1] = key[1];
			e->t = *out;
			return;
		}
	}
	overflow = 1;
}

int
ref_mg_solve(const kl_mg_rules *r, const kl_card *cards, int n,
             ref_mg_result *out)
{
	int cnt[KL_JOKER + 1] = { 0 }, i, u, k, jokers, best = REF_NONE;
	int out_value = REF_NONE, budget;
	ref_tab t;

	if (n < 1 || n > KL_MG_HAND_MAX)
		return -1;
	for (i = 0; i < n; i++) {
		if (cards[i] > KL_JOKER)
			return -1;
		cnt[cards[i]]++;
	}
	for (i = 0; i < KL_NATURALS; i++)
		if (cnt[i] > r->decks || cnt[i] > 3)
			return -1;
	jokers = cnt[KL_JOKER];
	if (jokers > r->jokers || jokers > KL_MG_JOKERS_MAX)
		return -1;

	for (i = 0; i < nmelds; i++)
		meld_slot[slots_taken[i]] = 0;
	nmelds = 0;
	overflow = 0;
	list_sets(r, cnt, jokers);
	list_runs(r, cnt, jokers);
	if (overflow)
		return -1;
	index_melds();
	if (++gen == 0) {
		memset(memo, 0, sizeof(memo));
		gen = 1;
	}
	{
		uint64_t key[2] = { 0, 0 }, have = 0;
		int o;
		for (o = 0; o < KL_NATURALS; o++) {
			kl_card c = card_at(o);
			order_of[c] = o;
			key[o / 32] |= (uint64_t)cnt[c] << (2 * (o % 32));
			if (cnt[c] > 0)
				have |= UINT64_C(1) << c;
		}
		solve_counts(cnt, key, have, jokers, &t);
	}
	if (overflow)
		return -1;

	for (u = 0; u < REF_ROWS; u++)
		for (k = 0; k <= jokers; k++) {
			/* a discard due: a natural out, or a joker unused */
			if (r->final_discard && u == 0 && k == jokers)
				continue;
			if (t.v[u][k] > best)
				best = t.v[u][k];
		}
	memset(out, 0, sizeof(*out));
	out->best_value = best;
	out->nmelds = nmelds;

	/* going out: nothing left (no discard due), one natural left, or
	 * one joker left; at least one meld */
	if (!r->final_discard && n >= 3 && t.v[0][jokers] > out_value)
		out_value = t.v[0][jokers];
	if (n >= 4 && t.v[1][jokers] > out_value)
		out_value = t.v[1][jokers];
	if (n >= 4 && jokers >= 1 && t.v[0][jokers - 1] > out_value)
		out_value = t.v[0][jokers - 1];
	if (out_value != REF_NONE &&
	    (!r->out_min || out_value >= r->open_min)) {
		out->goes_out = 1;
		out->out_value = out_value;
	}

	budget = r->final_discard ? n - 1 : n;
	if (r->open_min > 0) {
		out->can_open = best >= r->open_min;
	} else {
		for (i = 0; i < nmelds; i++)
			if (__builtin_popcountll(melds[i].kinds) +
			    __builtin_popcountll(melds[i].twice) +
			    melds[i].jokers <= budget)
				out->can_open = 1;
	}
	if (out->goes_out && !r->out_min)
		out->can_open = 1;
	return 0;
}

int
ref_mg_meld_value(const kl_mg_rules *r, int kind, const kl_card *cards,
                  const kl_card *reads, int n)
{
	int nat = 0, jok = 0, i, value = 0, suits = 0, start;
	int ranks[KL_RANKS];

	if (n < 3 || n > KL_MG_MELD_MAX)
		return -1;
	for (i = 0; i < n; i++) {
		if (reads[i] >= KL_NATURALS)
			return -1;
		if (cards[i] == KL_JOKER)
			jok++;
		else if (cards[i] == reads[i])
			nat++;
		else
			return -1;
	}
	if (!limits_ok(r, nat, jok, jok, kind == KL_MG_SET))
		return -1;
	if (kind == KL_MG_SET) {
		if (n > 4)
			return -1;
		for (i = 0; i < n; i++) {
			if (kl_card_rank(reads[i]) != kl_card_rank(reads[0]))
				return -1;
			if ((suits & (1 << kl_card_suit(reads[i]))) &&
			    !r->set_any_suits)
				return -1;
			suits |= 1 << kl_card_suit(reads[i]);
			value += worth(r, kl_card_rank(reads[i]), -1);
		}
		return value;
	}
	if (kind != KL_MG_RUN)
		return -1;
	for (i = 0; i < n; i++)
		if (kl_card_suit(reads[i]) != kl_card_suit(reads[0]))
			return -1;
	/* the stretch must be one of the shapes: find its start */
	for (start = 0; start < 14; start++) {
		if (!run_shape(r, start, n, ranks))
			continue;
		for (i = 0; i < n; i++)
			if (ranks[i] != kl_card_rank(reads[i]))
				break;
		if (i == n) {
			for (i = 0; i < n; i++)
				value += worth(r, ranks[i], i);
			return value;
		}
	}
	return -1;
}
