/* kl_fam_walk.c - the family solver's general walk over the counts of
 * each card, for the least deadwood and for going out (see
 * kl_fam_int.h). */
#include <string.h>

#include "kl_fam_int.h"

/*
 * The search.  The hand is a count of each natural card and the wild
 * cards set apart (jokers; twos made wild, by suit).  The natural cards
 * are taken in a fixed order (by rank, the twos first when they may be
 * wild, then by suit); the first one left either starts a meld (every
 * meld that holds it and cards still left: runs through every window of
 * positions around it, sets of its rank), is left unmatched (or, going
 * out, discarded), or, being a two that may be wild, is set apart as a
 * wild card.  Each natural card is thus placed once, so every
 * arrangement is met; the least deadwood cuts off branches that cannot
 * beat the best.  kl_fam.c counts the cards into the walk's state
 * (count_cards), sets aside the cards no meld can hold, and reads the
 * best arrangement back.
 */

#define POSITIONS 14   /* ace low 0 .. king 12, ace high 13 */

/* Is c a two that may be wild under the rules of the walk? */
static int
is_two_wild(const kl_fam_search *s, kl_card c)
{
	return s->r->deuces_wild && c < KL_NATURALS &&
	       kl_card_rank(c) == KL_TWO;
}

static void node(kl_fam_search *s);

/* Going out: are the melds' lengths so far part of some pattern? */
static int
lens_fit(const kl_fam_search *s)
{
	return s->mode == KL_FAM_MODE_DEADWOOD ||
	       kl_fam_pattern_fits(s->g, s->lens, 0);
}

/* Going out: do the melds' lengths make a whole pattern? */
static int
lens_whole(const kl_fam_search *s)
{
	return kl_fam_pattern_fits(s->g, s->lens, 1);
}

/* Keep the walk as it stands as the best, of score score. */
static void
keep_best(kl_fam_search *s, int score)
{
	s->best = score;
	s->have = 1;
	s->best_nmelds = s->nmelds;
	memcpy(s->best_melds, s->melds, sizeof(*s->melds) * (size_t)s->nmelds);
	s->best_nun = s->nun;
	memcpy(s->best_un, s->un, (size_t)s->nun);
	s->best_disc = s->disc;
}

/* Every natural card is placed: the wild cards left are unmatched. */
static void
leaf(kl_fam_search *s)
{
	int su, k, nun = s->nun, sum = s->sum, top = s->top, v, d;

	for (k = 0; k < s->jokers; k++) {
		s->un[nun + k] = KL_JOKER;
		v = s->r->joker_value;
		sum += v;
		top = v > top ? v : top;
	}
	nun += s->jokers;
	for (su = 0; su < KL_SUITS; su++)
		for (k = 0; k < s->twos[su]; k++) {
			s->un[nun++] = kl_card_make(su, KL_TWO);
			v = s->r->value[KL_TWO];
			sum += v;
			top = v > top ? v : top;
		}
	if (s->discard) {
		if (nun == 0)
			return; /* discarding from a meld is never better */
		d = sum - top;
	} else {
		d = sum;
	}
	if (d < s->best) {
		int keep = s->nun;
		s->nun = nun;
		keep_best(s, d);
		s->nun = keep;
	}
}

/* Take a wild card for a meld: a joker (joker 1) or a two made wild,
 * not of suit avoid (a two at its own place is no wild card); KL_NO_CARD
 * if there is none. */
static kl_card
take_wild(kl_fam_search *s, int joker, int avoid)
{
	int su;

	if (joker) {
		s->jokers--;
		return KL_JOKER;
	}
	for (su = 0; su < KL_SUITS; su++)
		if (s->twos[su] && su != avoid) {
			s->twos[su]--;
			return kl_card_make(su, KL_TWO);
		}
	return KL_NO_CARD;
}

/* Put wild card c, taken by take_wild or a meld, back. */
static void
give_wild(kl_fam_search *s, kl_card c)
{
	if (c == KL_JOKER)
		s->jokers++;
	else
		s->twos[kl_card_suit(c)]++;
}

/* The twos set apart as wild and not yet in a meld. */
static int
free_twos(const kl_fam_search *s)
{
	return s->twos[0] + s->twos[1] + s->twos[2] + s->twos[3];
}

static uint32_t out_node(kl_fam_search *s);
static void build_node(kl_fam_search *s);

/* The twos used as wild in meld m. */
static int
wild_twos(const kl_fam_meld *m)
{
	int k, t = 0;

	for (k = 0; k < m->n; k++)
		t += m->wild[k] && m->cards[k] != KL_JOKER;
	return t;
}

/* Going out in one suit: are the natural cards of m all of it? */
static int
suit_fits(const kl_fam_search *s, const kl_fam_meld *m)
{
	int k;

	if (s->suit_only < 0)
		return 1;
	for (k = 0; k < m->n; k++)
		if (!m->wild[k] && kl_card_suit(m->cards[k]) != s->suit_only)
			return 0;
	return 1;
}

/* The meld on top of the stack is whole: go on with the rest. */
static void
placed(kl_fam_search *s)
{
	kl_fam_meld *m = &s->melds[s->nmelds];
	int depth = s->nmelds, t;
	uint32_t child;

	if (s->found || !suit_fits(s, m))
		return;
	if (s->mode == KL_FAM_MODE_OUT && s->only_zero && s->acc[depth])
		return; /* one way is enough */
	s->nmelds++;
	s->lens[m->n]++;
	if (lens_fit(s)) {
		if (s->mode == KL_FAM_MODE_DEADWOOD) {
			node(s);
		} else {
			t = wild_twos(m);
			child = out_node(s);
			if (s->mode == KL_FAM_MODE_OUT) {
				s->acc[depth] |= child << t;
			} else if (s->need >= t && (child >> (s->need - t) & 1)) {
				s->need -= t;
				build_node(s);
				if (!s->found)
					s->need += t;
			}
		}
	}
	s->lens[m->n]--;
	s->nmelds--;
}

/*
 * Fill run positions p..hi of suit su into the meld on top of the stack:
 * at position at the card that starts it (taken already), elsewhere the
 * natural card if one is left, or a wild card.  Wild cards beyond the
 * natural ones go above them as far as the run can go, so a wild card in
 * the lowest place only when the run cannot move up (lowest 1: this is
 * the lowest place and the run can move up).
 */
static void
fill_run(kl_fam_search *s, int su, int p, int hi, int at, int lowest)
{
	kl_fam_meld *m = &s->melds[s->nmelds];
	int rank, j;

	if (p > hi) {
		placed(s);
		return;
	}
	rank = kl_fam_pos_rank(p);
	if (p == at) {
		m->cards[m->n] = kl_card_make(su, rank);
		m->wild[m->n++] = 0;
		fill_run(s, su, p + 1, hi, at, 0);
		m->n--;
		return;
	}
	if (s->cnt[su][rank] > 0) {
		s->cnt[su][rank]--;
		s->left--;
		m->cards[m->n] = kl_card_make(su, rank);
		m->wild[m->n++] = 0;
		fill_run(s, su, p + 1, hi, at, 0);
		m->n--;
		s->left++;
		s->cnt[su][rank]++;
	}
	/* a joker, or a two set apart of each suit in turn (which two
	 * stands where matters: none may stand at its own place) */
	for (j = -1; j < KL_SUITS && !lowest; j++) {
		kl_card w;
		if (j < 0 ? s->jokers == 0 :
		    s->twos[j] == 0 || (rank == KL_TWO && j == su))
			continue;
		if (j < 0) {
			w = take_wild(s, 1, -1);
		} else {
			w = kl_card_make(j, KL_TWO);
			s->twos[j]--;
		}
		m->cards[m->n] = w;
		m->wild[m->n++] = 1;
		fill_run(s, su, p + 1, hi, at, 0);
		m->n--;
		give_wild(s, w);
	}
}

/* Every run holding the card of suit su at position at (taken already)
 * and cards left. */
static void
runs_at(kl_fam_search *s, int su, int at)
{
	const kl_fam_cards *r = s->r;
	int around = r->ace == KL_FAM_ACE_AROUND, lo_min, hi_max, lo, hi, p;
	int wilds = s->jokers + free_twos(s), naturals;

	int edge_lo, edge_hi, gaps;

	if (around) {
		lo_min = at - (KL_RANKS - 1);
		hi_max = at + (KL_RANKS - 1);
	} else {
		lo_min = r->ace == KL_FAM_ACE_HIGH ? 1 : 0;
		hi_max = r->ace == KL_FAM_ACE_LOW ? KL_RANKS - 1 : KL_RANKS;
	}
	/* how far the cards left and the wild cards reach either way */
	for (edge_lo = at, gaps = 0; edge_lo > lo_min; edge_lo--) {
		gaps += s->cnt[su][kl_fam_pos_rank(edge_lo - 1)] == 0;
		if (gaps > wilds)
			break;
	}
	for (edge_hi = at, gaps = 0; edge_hi < hi_max; edge_hi++) {
		gaps += s->cnt[su][kl_fam_pos_rank(edge_hi + 1)] == 0;
		if (gaps > wilds)
			break;
	}
	if (edge_hi - edge_lo < 2)
		return;
	lo_min = edge_lo;
	for (lo = at; lo >= lo_min && at - lo < s->maxlen; lo--)
		for (hi = at < lo + 2 ? lo + 2 : at;
		     hi <= edge_hi && hi - lo < KL_RANKS && hi - lo < s->maxlen;
		     hi++) {
			/* only a window the cards left and the wild cards
			 * can cover */
			naturals = 0;
			for (p = lo; p <= hi; p++)
				if (p != at &&
				    s->cnt[su][kl_fam_pos_rank(p)] > 0)
					naturals++;
			if (naturals + wilds < hi - lo)
				continue;
			s->melds[s->nmelds].kind = KL_MELD_RUN;
			s->melds[s->nmelds].n = 0;
			fill_run(s, su, lo, hi, at, around || hi < hi_max);
		}
}

/*
 * The sets of rank rk holding the card of suit own (taken already, the
 * meld's first card): every choice, from suit t on, of the cards of that
 * rank left (one of each other suit; any copies of any suit when suits
 * may repeat), then of wild cards.
 */
static void
fill_set(kl_fam_search *s, int rk, int own, int t, int distinct)
{
	kl_fam_meld *m = &s->melds[s->nmelds];
	int k, j, have, n0 = m->n, max = distinct ? KL_SUITS : KL_FAM_HAND_MAX;

	if (t == KL_SUITS) {
		/* then the wild cards: jokers, then twos */
		int nj, nt, twos = free_twos(s);
		for (nj = 0; nj <= s->jokers; nj++)
			for (nt = 0; nt <= twos; nt++) {
				kl_card taken[KL_FAM_HAND_MAX];
				int ok = n0 + nj + nt >= 3 && n0 + nj + nt <= max;
				if (!ok)
					continue;
				for (k = 0; k < nj; k++) {
					taken[k] = take_wild(s, 1, -1);
					m->cards[m->n] = taken[k];
					m->wild[m->n++] = 1;
				}
				for (k = 0; k < nt; k++) {
					taken[nj + k] = take_wild(s, 0, -1);
					m->cards[m->n] = taken[nj + k];
					m->wild[m->n++] = 1;
				}
				placed(s);
				for (k = nj + nt - 1; k >= 0; k--) {
					give_wild(s, taken[k]);
					m->n--;
				}
			}
		return;
	}
	/* none, one, ... of suit t */
	fill_set(s, rk, own, t + 1, distinct);
	if (distinct && t == own)
		return;
	have = s->cnt[t][rk];
	for (j = 1; j <= have && (!distinct || j == 1); j++) {
		if (m->n >= max || m->n >= KL_FAM_HAND_MAX)
			break;
		s->cnt[t][rk]--;
		s->left--;
		m->cards[m->n] = kl_card_make(t, rk);
		m->wild[m->n++] = 0;
		fill_set(s, rk, own, t + 1, distinct);
	}
	for (k = m->n; k > n0; k--) {
		m->n--;
		s->cnt[t][rk]++;
		s->left++;
	}
}

/* The first natural card left in the order taken, or -1; its place in
 * the order into s->first.  The search starts at s->first: the walk
 * places the cards in that order, so none before it is left. */
static int
first_left(kl_fam_search *s, int *suit)
{
	int i, su, rk;

	for (i = s->first; i < KL_RANKS; i++) {
		rk = s->order[i];
		for (su = 0; su < KL_SUITS; su++)
			if (s->cnt[su][rk]) {
				*suit = su;
				s->first = i;
				return rk;
			}
	}
	return -1;
}

/* A lower bound of the deadwood so far (with a discard, the most valuable
 * unmatched card comes off). */
static int
dead_so_far(const kl_fam_search *s)
{
	return s->discard ? s->sum - s->top : s->sum;
}

/* Can a set begun by the card of suit su and rank rk (taken already)
 * get the two more cards it needs: of the rank (another suit, or any
 * copy when suits may repeat) or wild? */
static int
set_can_grow(const kl_fam_search *s, int su, int rk)
{
	int more = s->jokers + free_twos(s), t, distinct = s->r->sets ==
	           KL_FAM_SETS;

	for (t = 0; t < KL_SUITS && more < 2; t++)
		if (!(distinct && t == su))
			more += distinct ? s->cnt[t][rk] > 0 : s->cnt[t][rk];
	return more >= 2;
}

/* Every meld holding the card of suit su and rank rk (taken already):
 * sets, then runs through each place it may stand at. */
static void
melds_of(kl_fam_search *s, int su, int rk)
{
	const kl_fam_cards *r = s->r;
	kl_fam_meld *m = &s->melds[s->nmelds];

	if (s->nmelds >= KL_FAM_MELDS_MAX)
		return;
	if (r->sets != KL_FAM_NO_SETS && set_can_grow(s, su, rk)) {
		m->kind = KL_MELD_SET;
		m->n = 1;
		m->cards[0] = kl_card_make(su, rk);
		m->wild[0] = 0;
		fill_set(s, rk, su, 0, r->sets == KL_FAM_SETS);
	}
	if (r->ace == KL_FAM_ACE_AROUND || rk != KL_ACE) {
		runs_at(s, su, rk);
		return;
	}
	if (r->ace != KL_FAM_ACE_HIGH)
		runs_at(s, su, 0);
	if (!s->found && r->ace != KL_FAM_ACE_LOW)
		runs_at(s, su, KL_RANKS);
}

/* The least deadwood of the cards left: place the first natural
 * card left in every way (see the top of this file). */
static void
node(kl_fam_search *s)
{
	const kl_fam_cards *r = s->r;
	int su, rk, v, top, first;
	kl_card c;

	s->nodes++;
	if (s->mode == KL_FAM_MODE_DEADWOOD && dead_so_far(s) >= s->best)
		return;
	if (s->mode == KL_FAM_MODE_DEADWOOD && s->best == 0)
		return;
	first = s->first;
	rk = first_left(s, &su);
	if (rk < 0) {
		leaf(s);
		return;
	}
	c = kl_card_make(su, rk);
	s->cnt[su][rk]--;
	s->left--;
	melds_of(s, su, rk);
	/* a two may be wild: set it apart */
	if (is_two_wild(s, c)) {
		s->twos[su]++;
		node(s);
		s->twos[su]--;
	}
	/* left unmatched */
	{
		v = kl_fam_card_value(r, c);
		top = s->top;
		s->un[s->nun++] = c;
		s->sum += v;
		s->top = v > top ? v : top;
		node(s);
		s->top = top;
		s->sum -= v;
		s->nun--;
	}
	s->left++;
	s->cnt[su][rk]++;
	s->first = first;
}

/* ---- going out ---- */

/* The memo's key of the walk's state: the cards left, the wild cards set
 * apart, the one suit asked for, the melds' lengths so far. */
static void
memo_key(const kl_fam_search *s, uint64_t *key)
{
	unsigned char bytes[56] = { 0 };
	uint32_t half[7];
	int i, k, n = 0, l;
	uint64_t w;

	/* the counts (below 16) two to a byte: each 8 bytes of them fold
	 * into 32 bits */
	memcpy(bytes, s->cnt, sizeof(s->cnt));
	for (i = 0; i < 7; i++) {
		memcpy(&w, bytes + 8 * i, sizeof(w));
		w = (w | w >> 4) & UINT64_C(0x00ff00ff00ff00ff);
		w = (w | w >> 8) & UINT64_C(0x0000ffff0000ffff);
		w = (w | w >> 16) & UINT64_C(0x00000000ffffffff);
		half[i] = (uint32_t)w;
	}
	key[0] = half[0] | (uint64_t)half[1] << 32;
	key[1] = half[2] | (uint64_t)half[3] << 32;
	key[2] = half[4] | (uint64_t)half[5] << 32;
	/* the twos set apart by suit (one may not stand at its own place),
	 * the one suit asked for, the melds' lengths longest first */
	key[3] = half[6] | (uint64_t)s->jokers << 32 |
	         (uint64_t)s->twos[0] << 35 | (uint64_t)s->twos[1] << 38 |
	         (uint64_t)s->twos[2] << 41 | (uint64_t)s->twos[3] << 44 |
	         (uint64_t)(s->suit_only + 1) << 47;
	key[4] = 0;
	for (l = KL_FAM_HAND_MAX; l >= 0; l--)
		for (k = 0; k < s->lens[l] && n < KL_FAM_MELDS_MAX; k++, n++)
			key[4] |= (uint64_t)l << (5 * n);
}

/* The memo entry for key (the one it may be in). */
static kl_fam_memo *
memo_slot(const kl_fam_search *s, const uint64_t *key)
{
	uint64_t h = key[0] * UINT64_C(0x9e3779b97f4a7c15) ^
	             key[1] * UINT64_C(0xc2b2ae3d27d4eb4f) ^
	             key[2] * UINT64_C(0x165667b19e3779f9) ^
	             key[3] * UINT64_C(0x27d4eb2f165667c5) ^
	             key[4] * UINT64_C(0x94d049bb133111eb);

	return &s->memo[(h >> 40) % KL_FAM_MEMO_SIZE];
}

/*
 * Which numbers of twos used as wild (bit k: k of them) let the cards
 * left be melded whole, every wild card set apart melded too, the melds'
 * lengths making a pattern; 0 if none.
 */
static uint32_t
out_node(kl_fam_search *s)
{
	uint64_t key[5];
	kl_fam_memo *e;
	int su, rk, depth = s->nmelds, mode, first;
	uint32_t res;

	s->nodes++;
	if (s->memo != NULL) {
		memo_key(s, key);
		e = memo_slot(s, key);
		if (e->used && !memcmp(e->key, key, sizeof(key)))
			return e->val;
	}
	/* building asks too: the walk below only counts */
	mode = s->mode;
	s->mode = KL_FAM_MODE_OUT;
	first = s->first;
	rk = first_left(s, &su);
	if (rk < 0) {
		res = s->jokers == 0 && free_twos(s) == 0 && lens_whole(s);
	} else {
		s->cnt[su][rk]--;
		s->left--;
		s->acc[depth] = 0;
		melds_of(s, su, rk);
		res = s->acc[depth];
		if (is_two_wild(s, kl_card_make(su, rk)) && !(res && s->only_zero)) {
			s->twos[su]++;
			res |= out_node(s);
			s->twos[su]--;
		}
		s->left++;
		s->cnt[su][rk]++;
	}
	s->first = first;
	s->mode = mode;
	if (s->memo != NULL) {
		e = memo_slot(s, key);
		memcpy(e->key, key, sizeof(key));
		e->val = res;
		e->used = 1;
	}
	return res;
}

/* Meld the cards left whole with s->need twos used as wild (out_node
 * says it can be done), into the walk's melds; sets s->found. */
static void
build_node(kl_fam_search *s)
{
	int su, rk, first = s->first;

	rk = first_left(s, &su);
	if (rk < 0) {
		if (s->need == 0 && s->jokers == 0 && free_twos(s) == 0 &&
		    lens_whole(s)) {
			s->found = 1;
			keep_best(s, 0);
		}
		return;
	}
	s->cnt[su][rk]--;
	s->left--;
	melds_of(s, su, rk);
	if (!s->found && is_two_wild(s, kl_card_make(su, rk))) {
		s->twos[su]++;
		if (out_node(s) >> s->need & 1)
			build_node(s);
		if (!s->found)
			s->twos[su]--;
	}
	if (!s->found) {
		s->left++;
		s->cnt[su][rk]++;
		s->first = first;
	}
}

void
kl_fam_walk_least(kl_fam_search *s)
{
	node(s);
}

uint32_t
kl_fam_walk_ways(kl_fam_search *s)
{
	return out_node(s);
}

void
kl_fam_walk_build(kl_fam_search *s)
{
	build_node(s);
}
