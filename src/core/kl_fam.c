/* kl_fam.c - melds, deadwood and going out for the rest of the rummy
 * family (see kl_fam.h). */
#include "kl_fam.h"

#include <string.h>

#include "kl_bits.h"

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
 * beat the best.
 */

#define INF (1 << 30)
#define POSITIONS 14   /* ace low 0 .. king 12, ace high 13 */

/* What the walk does: find the least deadwood; going out, find which
 * numbers of twos used as wild can meld the cards left whole (memoised);
 * then build one arrangement that melds them with a number asked for. */
enum { MODE_DEADWOOD, MODE_OUT, MODE_BUILD };

/* The going-out walk remembers what it found for the cards left. */
#define MEMO_SIZE 2048
typedef struct memo_entry {
	uint64_t key[5];
	uint32_t val;                 /* bit k: k twos used as wild */
	uint32_t used;
} memo_entry;

typedef struct fam_search {
	const kl_fam_cards *r;
	const kl_fam_goal *g;
	int mode, discard;
	int order[KL_RANKS];          /* ranks in the order taken */
	uint8_t cnt[KL_SUITS][KL_RANKS];
	unsigned lane[KL_SUITS];      /* the ranks held of each suit, as
	                                 counted (count_cards) */
	int jokers;                   /* free jokers */
	int twos[KL_SUITS];           /* free twos made wild, by suit */
	int left;                     /* natural cards left to place */
	int first;                    /* no card left before this place of
	                                 order (first_left) */
	int maxlen;                   /* the longest meld wanted */
	/* the walk */
	int nmelds;
	kl_fam_meld melds[KL_FAM_MELDS_MAX + 1];
	int nun;
	kl_card un[KL_FAM_HAND_MAX];
	int sum, top;                 /* value of un[], its most valuable */
	kl_card disc;                 /* going out: the discard, if chosen */
	int lens[KL_FAM_HAND_MAX + 1];/* going out: melds by length */
	/* going out */
	int suit_only;                /* natural cards of this suit only
	                                 (one suit), or -1 */
	uint32_t acc[KL_FAM_MELDS_MAX + 2];
	int need;                     /* building: twos used as wild */
	int only_zero;                /* no two can be wild: a way found
	                                 is all there is to know */
	int found;
	memo_entry *memo;
	/* the best */
	int best;
	int have;
	int best_nmelds;
	kl_fam_meld best_melds[KL_FAM_MELDS_MAX];
	int best_nun;
	kl_card best_un[KL_FAM_HAND_MAX];
	kl_card best_disc;
	long nodes;
} fam_search;

static const char *const game_names[KL_FAM_GAMES] = {
	"boat-house", "phom", "continental", "nowrang", "queen-city",
	"double-rum"
};

const char *
kl_fam_game_name(int game)
{
	if (game < 0 || game >= KL_FAM_GAMES)
		return NULL;
	return game_names[game];
}

int
kl_fam_game_of(const char *name)
{
	int g;

	for (g = 0; g < KL_FAM_GAMES; g++)
		if (name != NULL && strcmp(name, game_names[g]) == 0)
			return g;
	return -1;
}

void
kl_fam_cards_default(int game, int players, kl_fam_cards *out)
{
	int i;

	memset(out, 0, sizeof(*out));
	out->packs = 1;
	out->ace = KL_FAM_ACE_LOW;
	out->sets = KL_FAM_SETS;
	for (i = 0; i < KL_RANKS; i++)
		out->value[i] = i >= KL_TEN ? 10 : i + 1;
	switch (game) {
	case KL_FAM_BOAT_HOUSE:
		out->ace = KL_FAM_ACE_AROUND;
		out->value[KL_ACE] = 11;
		break;
	case KL_FAM_PHOM:
		out->value[KL_JACK] = 11;
		out->value[KL_QUEEN] = 12;
		out->value[KL_KING] = 13;
		break;
	case KL_FAM_CONTINENTAL:
		out->packs = players >= 9 ? 4 : players >= 6 ? 3 : 2;
		out->jokers = out->packs;
		out->ace = KL_FAM_ACE_EITHER;
		out->sets = KL_FAM_NO_SETS;
		out->joker_value = 0;
		break;
	case KL_FAM_NOWRANG:
		out->ace = KL_FAM_ACE_HIGH;
		out->sets = KL_FAM_NO_SETS;
		break;
	case KL_FAM_DOUBLE_RUM:
		out->packs = 2;
		out->jokers = 4;
		out->ace = KL_FAM_ACE_EITHER;
		out->sets = KL_FAM_SETS_SAME;
		out->value[KL_ACE] = 11;
		out->joker_value = 15;
		break;
	default: /* queen city: standard */
		break;
	}
}

void
kl_fam_goal_default(int game, kl_fam_goal *out)
{
	memset(out, 0, sizeof(*out));
	switch (game) {
	case KL_FAM_CONTINENTAL:
		out->npatterns = 3;
		memcpy(out->pattern[0], (const uint8_t[]){ 5, 4, 3, 3, 0 }, 5);
		memcpy(out->pattern[1], (const uint8_t[]){ 4, 4, 4, 3, 0 }, 5);
		memcpy(out->pattern[2], (const uint8_t[]){ 3, 3, 3, 3, 3 }, 5);
		out->base = 1;
		out->per_joker = 2;
		break;
	case KL_FAM_NOWRANG:
		out->npatterns = 1;
		memcpy(out->pattern[0], (const uint8_t[]){ 4, 3, 3, 0 }, 4);
		out->base = 1;
		break;
	case KL_FAM_QUEEN_CITY:
		out->per_value = 1;
		break;
	default:
		out->base = 1;
		break;
	}
}

/* The longest meld going out under g may hold (patterns) or KL_FAM_HAND_MAX;
 * for the least deadwood (g NULL), KL_FAM_HAND_MAX. */
static int
longest(const kl_fam_goal *g)
{
	int p, k, l = 0;

	if (g == NULL || g->npatterns == 0)
		return KL_FAM_HAND_MAX;
	for (p = 0; p < g->npatterns; p++)
		for (k = 0; k < KL_FAM_MELDS_MAX + 1 && g->pattern[p][k]; k++)
			if (g->pattern[p][k] > l)
				l = g->pattern[p][k];
	return l;
}

/* ---- cards and values ---- */

/* Is c a two that may be wild under the rules of the walk? */
static int
is_two_wild(const fam_search *s, kl_card c)
{
	return s->r->deuces_wild && c < KL_NATURALS &&
	       kl_card_rank(c) == KL_TWO;
}

/* What card c counts unmatched under r. */
static int
card_value(const kl_fam_cards *r, kl_card c)
{
	return c == KL_JOKER ? r->joker_value : r->value[kl_card_rank(c)];
}

/* The rank at run position p: ace low 0, king 12, ace high 13; around
 * the corner the positions go on both ways. */
static int
pos_rank(int p)
{
	/* the walk's positions lie within a turn either way of 0..12 */
	if (p < -KL_RANKS || p >= 2 * KL_RANKS)
		return ((p % KL_RANKS) + KL_RANKS) % KL_RANKS;
	return p < 0 ? p + KL_RANKS : p >= KL_RANKS ? p - KL_RANKS : p;
}

/* ---- the walk ---- */

static void node(fam_search *s);

/* Do lens (melds by length) fit one of g's patterns: each length at
 * most as often as in it (whole 0), or exactly (whole 1)?  Without
 * patterns, always. */
static int
pattern_fits(const kl_fam_goal *g, const int *lens, int whole)
{
	int p, k, need[KL_FAM_HAND_MAX + 1], ok;

	if (g->npatterns == 0)
		return 1;
	for (p = 0; p < g->npatterns; p++) {
		memset(need, 0, sizeof(need));
		for (k = 0; k < KL_FAM_MELDS_MAX + 1 && g->pattern[p][k]; k++)
			if (g->pattern[p][k] <= KL_FAM_HAND_MAX)
				need[g->pattern[p][k]]++;
		ok = 1;
		for (k = 0; k <= KL_FAM_HAND_MAX && ok; k++)
			ok = whole ? lens[k] == need[k] : lens[k] <= need[k];
		if (ok)
			return 1;
	}
	return 0;
}

/* Going out: are the melds' lengths so far part of some pattern? */
static int
lens_fit(const fam_search *s)
{
	return s->mode == MODE_DEADWOOD || pattern_fits(s->g, s->lens, 0);
}

/* Going out: do the melds' lengths make a whole pattern? */
static int
lens_whole(const fam_search *s)
{
	return pattern_fits(s->g, s->lens, 1);
}

/* Keep the walk as it stands as the best, of score score. */
static void
keep_best(fam_search *s, int score)
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
leaf(fam_search *s)
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
take_wild(fam_search *s, int joker, int avoid)
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
give_wild(fam_search *s, kl_card c)
{
	if (c == KL_JOKER)
		s->jokers++;
	else
		s->twos[kl_card_suit(c)]++;
}

/* The twos set apart as wild and not yet in a meld. */
static int
free_twos(const fam_search *s)
{
	return s->twos[0] + s->twos[1] + s->twos[2] + s->twos[3];
}

static uint32_t out_node(fam_search *s);
static void build_node(fam_search *s);

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
suit_fits(const fam_search *s, const kl_fam_meld *m)
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
placed(fam_search *s)
{
	kl_fam_meld *m = &s->melds[s->nmelds];
	int depth = s->nmelds, t;
	uint32_t child;

	if (s->found || !suit_fits(s, m))
		return;
	if (s->mode == MODE_OUT && s->only_zero && s->acc[depth])
		return; /* one way is enough */
	s->nmelds++;
	s->lens[m->n]++;
	if (lens_fit(s)) {
		if (s->mode == MODE_DEADWOOD) {
			node(s);
		} else {
			t = wild_twos(m);
			child = out_node(s);
			if (s->mode == MODE_OUT) {
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
fill_run(fam_search *s, int su, int p, int hi, int at, int lowest)
{
	kl_fam_meld *m = &s->melds[s->nmelds];
	int rank, j;

	if (p > hi) {
		placed(s);
		return;
	}
	rank = pos_rank(p);
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
runs_at(fam_search *s, int su, int at)
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
		gaps += s->cnt[su][pos_rank(edge_lo - 1)] == 0;
		if (gaps > wilds)
			break;
	}
	for (edge_hi = at, gaps = 0; edge_hi < hi_max; edge_hi++) {
		gaps += s->cnt[su][pos_rank(edge_hi + 1)] == 0;
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
				if (p != at && s->cnt[su][pos_rank(p)] > 0)
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
fill_set(fam_search *s, int rk, int own, int t, int distinct)
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
first_left(fam_search *s, int *suit)
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
dead_so_far(const fam_search *s)
{
	return s->discard ? s->sum - s->top : s->sum;
}

/* Can a set begun by the card of suit su and rank rk (taken already)
 * get the two more cards it needs: of the rank (another suit, or any
 * copy when suits may repeat) or wild? */
static int
set_can_grow(const fam_search *s, int su, int rk)
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
melds_of(fam_search *s, int su, int rk)
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
node(fam_search *s)
{
	const kl_fam_cards *r = s->r;
	int su, rk, v, top, first;
	kl_card c;

	s->nodes++;
	if (s->mode == MODE_DEADWOOD && dead_so_far(s) >= s->best)
		return;
	if (s->mode == MODE_DEADWOOD && s->best == 0)
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
		v = card_value(r, c);
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
memo_key(const fam_search *s, uint64_t *key)
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
static memo_entry *
memo_slot(const fam_search *s, const uint64_t *key)
{
	uint64_t h = key[0] * UINT64_C(0x9e3779b97f4a7c15) ^
	             key[1] * UINT64_C(0xc2b2ae3d27d4eb4f) ^
	             key[2] * UINT64_C(0x165667b19e3779f9) ^
	             key[3] * UINT64_C(0x27d4eb2f165667c5) ^
	             key[4] * UINT64_C(0x94d049bb133111eb);

	return &s->memo[(h >> 40) % MEMO_SIZE];
}

/*
 * Which numbers of twos used as wild (bit k: k of them) let the cards
 * left be melded whole, every wild card set apart melded too, the melds'
 * lengths making a pattern; 0 if none.
 */
static uint32_t
out_node(fam_search *s)
{
	uint64_t key[5];
	memo_entry *e;
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
	s->mode = MODE_OUT;
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
build_node(fam_search *s)
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

/* ---- going out with runs only: suit by suit ---- */

/*
 * Where a game has runs only, the suits meet only in the wild cards and
 * in the pattern of lengths: the cards of each suit are melded whole in
 * runs of their own.  So each suit's ways are listed once (how many wild
 * cards its runs take, how many of its twos it sets apart as wild, the
 * lengths of its runs), and going out is a choice of one way a suit that
 * takes every wild card there is and makes a pattern.
 */
#define WAYS_MAX 512

typedef struct suit_way {
	uint8_t wilds;                    /* wild cards its runs take */
	uint8_t twos;                     /* its twos set apart as wild */
	uint8_t disc;                     /* the rank it discards, or 0xff */
	uint8_t own;                      /* wild places at its own two's
	                                     place (no two of its own may
	                                     stand there as wild) */
	uint8_t nlens;
	uint8_t lens[KL_FAM_MELDS_MAX];   /* longest first */
} suit_way;

typedef struct suit_walk {
	int nways;
	suit_way ways[WAYS_MAX];
} suit_walk;

/* Are the lengths so far part of some pattern? */
static int
suit_lens_fit(const kl_fam_goal *g, const int *lens)
{
	return pattern_fits(g, lens, 0);
}

/* ---- a suit's ways by a sweep over its places ---- */

/*
 * A suit's runs found place by place, from the lowest up: after each
 * place the sweep knows only how many runs are open at each length, how
 * many are closed at each length, the wild cards taken, the twos set
 * apart and the card discarded.  At a place each open run takes the
 * natural card there, or a wild card, or ends (at 3 cards or more); the
 * natural cards not taken begin new runs, one may be discarded and twos
 * may be set apart as wild.  Wild cards a run needs below its lowest
 * natural card are put above it instead, except for a run that ends at
 * the top, which takes them below when it closes.  Runs of one length
 * began at the same place, so any of them may stand for another.  Each
 * place keeps its states with the one it came from, so the runs of a way
 * are found again by walking back.
 */
#define SWEEP_STATES 1024
#define SWEEP_LONGEST 7             /* runs the sweep counts in 4 bits
                                        of 32 */
#define SWEEP_PLACES (KL_RANKS + 1)
#define SWEEP_HASH 4096              /* a power of two, > SWEEP_STATES */

typedef struct sweep_state {
	uint32_t open;       /* 4 bits a length 1..7: open runs */
	uint32_t closed;     /* 4 bits a length 0..7: closed runs */
	uint8_t wilds, twos, disc, aces;   /* aces: kept for the top */
	uint8_t own;                       /* wild places at the two's */
	int16_t from;
} sweep_state;

/* What a step did. */
typedef struct sweep_step {
	uint8_t nat[KL_RANKS + 2];   /* open runs of each length taking the
	                                natural card */
	uint8_t wild[KL_RANKS + 2];  /* ... taking a wild card */
	uint8_t close[KL_RANKS + 2]; /* ... ending */
	uint8_t fresh;               /* runs begun */
	uint8_t gone;                /* a natural card discarded */
	uint8_t given;               /* twos set apart */
	uint8_t low_aces;            /* at the ace low: aces used there */
	uint8_t lead[KL_FAM_MELDS_MAX + 1]; /* last: wild cards below */
	uint8_t nlead;
} sweep_step;

typedef struct sweep {
	const kl_fam_cards *r;
	const kl_fam_goal *g;
	const uint8_t *cnt;
	int budget, maxlen, can_discard, lo, hi, either;
	int maxmelds;                     /* the most melds a pattern has */
	int npat;
	uint32_t pat[KL_FAM_PATTERNS_MAX]; /* each pattern's lengths, 4 bits
	                                     a length */
	int n[SWEEP_PLACES];
	sweep_state layer[SWEEP_PLACES + 1][SWEEP_STATES];
	int nlayer[SWEEP_PLACES + 1];
	int16_t hash[SWEEP_HASH];         /* the next layer's states: index
	                                     + 1, or 0 (all 0 between
	                                     layers: see sweep_clear) */
	int16_t slot[SWEEP_STATES];       /* where each state of the next
	                                     layer sits in hash */
	int hash_clean;                   /* 1 once hash is all 0 (set up
	                                     by the first sweep_init) */
	int overflow;
	/* finding a step again */
	const sweep_state *target;
	sweep_step found_step;
	int found;
	/* the step being made */
	sweep_step step;
} sweep;

#define NIB(x, i) ((int)(((x) >> (4 * (i))) & 15))
#define NIB_ADD(x, i, v) ((uint32_t)((x) + ((uint32_t)(v) << (4 * (i)))))

#define NIBS_HIGH UINT32_C(0x88888888)

/* The sum of the 4-bit counts of x (at most 15). */
static int
nib_sum(uint32_t x)
{
	return (int)((x * UINT32_C(0x11111111)) >> 28);
}

/* Are the closed runs (and open ones, counted) part of some pattern? */
static int
sweep_fits(const sweep *w, uint32_t open, uint32_t closed)
{
	int i;

	if (nib_sum(open) + nib_sum(closed) > w->maxmelds)
		return 0;
	if (w->npat == 0)
		return 1;
	/* every count at most the pattern's: no borrow out of any nibble
	 * (the counts are below 8) */
	for (i = 0; i < w->npat; i++)
		if ((((w->pat[i] | NIBS_HIGH) - closed) & NIBS_HIGH) == NIBS_HIGH)
			return 1;
	return 0;
}

/* Are the closed runs part of some pattern? */
static int
sweep_lens_fit(const sweep *w, uint32_t closed)
{
	return sweep_fits(w, 0, closed);
}

/* A state st after place p: a new one of the next layer (or, when
 * finding a step again, is it the one looked for?). */
static void
sweep_emit(sweep *w, int p, const sweep_state *st)
{
	sweep_state *layer = w->layer[p + 1];
	int i;

	if (w->target != NULL) {
		if (!w->found && st->open == w->target->open &&
		    st->closed == w->target->closed &&
		    st->wilds == w->target->wilds &&
		    st->twos == w->target->twos &&
		    st->disc == w->target->disc &&
		    st->aces == w->target->aces && st->own == w->target->own) {
			w->found = 1;
			w->found_step = w->step;
		}
		return;
	}
	{
		uint64_t h = (st->open * UINT64_C(0x9e3779b97f4a7c15)) ^
		             (st->closed * UINT64_C(0xc2b2ae3d27d4eb4f)) ^
		             ((uint64_t)st->wilds | (uint64_t)st->twos << 8 |
		              (uint64_t)st->disc << 16 | (uint64_t)st->aces << 24 |
		              (uint64_t)st->own << 32) *
		             UINT64_C(0x165667b19e3779f9);
		unsigned slot = (unsigned)(h >> 54) & (SWEEP_HASH - 1);
		for (; w->hash[slot] != 0; slot = (slot + 1) & (SWEEP_HASH - 1)) {
			i = w->hash[slot] - 1;
			if (layer[i].open == st->open &&
			    layer[i].closed == st->closed &&
			    layer[i].wilds == st->wilds &&
			    layer[i].twos == st->twos &&
			    layer[i].disc == st->disc && layer[i].aces == st->aces &&
			    layer[i].own == st->own)
				return;
		}
		if (w->nlayer[p + 1] == SWEEP_STATES) {
			w->overflow = 1;
			return;
		}
		w->hash[slot] = (int16_t)(w->nlayer[p + 1] + 1);
		w->slot[w->nlayer[p + 1]] = (int16_t)slot;
		layer[w->nlayer[p + 1]++] = *st;
	}
}

/*
 * The open runs of length l and below (of st) choose: take the natural
 * card (of k left), a wild card, or end; then the natural cards left
 * begin runs.
 */
static void
sweep_runs(sweep *w, int p, int l, const sweep_state *st, sweep_state *next,
           int k)
{
	int m, a, b, c, lmax = w->maxlen;

	if (w->found || w->overflow)
		return;
	/* the next length with open runs */
	while (l > 0 && NIB(st->open, l) == 0) {
		w->step.nat[l] = w->step.wild[l] = w->step.close[l] = 0;
		l--;
	}
	if (l == 0) {
		sweep_state s2 = *next;
		s2.open = NIB_ADD(s2.open, 1, k);
		w->step.fresh = (uint8_t)k;
		if (sweep_fits(w, s2.open, s2.closed))
			sweep_emit(w, p, &s2);
		return;
	}
	m = NIB(st->open, l);
	for (a = 0; a <= m && a <= k; a++)
		for (b = 0; a + b <= m && next->wilds + b <= w->budget; b++) {
			sweep_state s2 = *next;
			c = m - a - b;
			if (c > 0 && l < 3)
				continue;
			if (a + b > 0 && l + 1 > lmax)
				continue;
			s2.wilds = (uint8_t)(next->wilds + b);
			if (w->r->deuces_wild && pos_rank(p) == KL_TWO)
				s2.own = (uint8_t)(next->own + b);
			if (a + b > 0)
				s2.open = NIB_ADD(s2.open, l + 1, a + b);
			s2.closed = NIB_ADD(s2.closed, l, c);
			w->step.nat[l] = (uint8_t)a;
			w->step.wild[l] = (uint8_t)b;
			w->step.close[l] = (uint8_t)c;
			sweep_runs(w, p, l - 1, st, &s2, k - a);
		}
}

/* Every step from state st at place p. */
static void
sweep_from(sweep *w, int p, const sweep_state *st)
{
	int k = w->n[p], rank = pos_rank(p), g, d, low;
	sweep_state next;

	memset(&w->step, 0, sizeof(w->step));
	for (low = 0; low <= (w->either && p == w->lo ? k : 0); low++) {
		int here = w->either && p == w->lo ? low :
		           w->either && p == w->hi ? st->aces : k;
		for (d = 0; d <= (w->can_discard && st->disc == 0xff &&
		                  here > 0); d++)
			for (g = 0; g <= (w->r->deuces_wild && rank == KL_TWO ?
			                  here - d : 0); g++) {
				next = *st;
				next.open = 0;
				next.closed = st->closed;
				if (w->either && p == w->lo)
					next.aces = (uint8_t)(k - low);
				/* the card discarded matters by its value only
				 * when the goal counts values */
				if (d)
					next.disc = w->g->per_value != 0 ?
					            (uint8_t)rank : 0;
				next.twos = (uint8_t)(st->twos + g);
				w->step.gone = (uint8_t)d;
				w->step.given = (uint8_t)g;
				w->step.low_aces = (uint8_t)low;
				sweep_runs(w, p, w->maxlen, st, &next,
				           here - d - g);
			}
	}
}

/* The runs open after the last place end, each with wild cards below
 * it if it needs or wants them: every choice, as ways of the suit. */
static void
sweep_close(sweep *w, const sweep_state *st, int l, uint32_t open,
            sweep_state *end, suit_walk *out)
{
	int lmax = w->maxlen, x;

	if (w->found)
		return;
	while (l > 0 && NIB(open, l) == 0)
		l--;
	if (l == 0) {
		int len, k;
		suit_way way;
		if (!sweep_lens_fit(w, end->closed))
			return;
		if (w->target != NULL) {
			if (end->closed == w->target->closed &&
			    end->wilds == w->target->wilds &&
			    end->twos == w->target->twos &&
			    end->disc == w->target->disc &&
			    end->own == w->target->own) {
				w->found = 1;
				w->found_step = w->step;
			}
			return;
		}
		memset(&way, 0, sizeof(way));
		way.wilds = end->wilds;
		way.twos = end->twos;
		way.disc = end->disc;
		way.own = end->own;
		for (len = SWEEP_LONGEST; len >= 0; len--)
			for (k = 0; k < NIB(end->closed, len) &&
			     way.nlens < KL_FAM_MELDS_MAX; k++)
				way.lens[way.nlens++] = (uint8_t)len;
		for (k = 0; k < out->nways; k++)
			if (memcmp(&way, &out->ways[k], sizeof(way)) == 0)
				return;
		if (out->nways == WAYS_MAX) {
			w->overflow = 1;
			return;
		}
		out->ways[out->nways++] = way;
		return;
	}
	/* one run of length l ends with x wild cards below */
	for (x = l >= 3 ? 0 : 3 - l; l + x <= lmax &&
	     end->wilds + x <= w->budget; x++) {
		sweep_state e2 = *end;
		e2.wilds = (uint8_t)(end->wilds + x);
		e2.closed = NIB_ADD(e2.closed, l + x, 1);
		if (w->step.nlead <= KL_FAM_MELDS_MAX)
			w->step.lead[w->step.nlead] = (uint8_t)x;
		w->step.nlead++;
		sweep_close(w, st, l, open - ((uint32_t)1 << (4 * l)), &e2, out);
		w->step.nlead--;
		if (w->found)
			return;
	}
}

/* Set up the sweep of suit cnt[] (budget wild cards, runs up to maxlen). */
static void
sweep_init(sweep *w, const kl_fam_cards *r, const kl_fam_goal *g,
           const uint8_t *cnt, int budget, int can_discard)
{
	int p;

	w->r = r;
	w->g = g;
	w->cnt = cnt;
	w->budget = budget;
	w->maxlen = longest(g);
	w->can_discard = can_discard;
	w->either = r->ace == KL_FAM_ACE_EITHER;
	w->lo = r->ace == KL_FAM_ACE_HIGH ? 1 : 0;
	w->hi = r->ace == KL_FAM_ACE_LOW ? KL_RANKS - 1 : KL_RANKS;
	for (p = w->lo; p <= w->hi; p++)
		w->n[p] = cnt[pos_rank(p)];
	w->overflow = 0;
	w->target = NULL;
	w->found = 0;
	if (!w->hash_clean) {
		memset(w->hash, 0, sizeof(w->hash));
		w->hash_clean = 1;
	}
	w->maxmelds = KL_FAM_MELDS_MAX;
	w->npat = g->npatterns;
	for (p = 0; p < g->npatterns && p < KL_FAM_PATTERNS_MAX; p++) {
		int k, n = 0;
		w->pat[p] = 0;
		for (k = 0; k < KL_FAM_MELDS_MAX + 1 && g->pattern[p][k]; k++)
			if (g->pattern[p][k] < 16) {
				w->pat[p] = NIB_ADD(w->pat[p], g->pattern[p][k], 1);
				n++;
			}
		if (p == 0 || n > w->maxmelds || w->maxmelds == KL_FAM_MELDS_MAX)
			w->maxmelds = p == 0 ? n : (n > w->maxmelds ? n :
			                            w->maxmelds);
	}
	if (g->npatterns == 0)
		w->maxmelds = KL_FAM_MELDS_MAX;
}

/* Empty the hash of the states of the layer before place p (only the
 * slots they took, so a layer costs what it holds). */
static void
sweep_clear(sweep *w, int p)
{
	int i;

	if (p == w->lo)
		return;
	for (i = 0; i < w->nlayer[p]; i++)
		w->hash[w->slot[i]] = 0;
}

/* The ways of a suit by the sweep, into out->ways; -1 if too many. */
static int
sweep_ways(sweep *w, suit_walk *out)
{
	int p, i;
	sweep_state start;

	memset(&start, 0, sizeof(start));
	start.disc = 0xff;
	start.from = -1;
	w->nlayer[w->lo] = 1;
	w->layer[w->lo][0] = start;
	for (p = w->lo; p <= w->hi && !w->overflow; p++) {
		w->nlayer[p + 1] = 0;
		sweep_clear(w, p);
		for (i = 0; i < w->nlayer[p] && !w->overflow; i++) {
			int before = w->nlayer[p + 1], j;
			sweep_from(w, p, &w->layer[p][i]);
			for (j = before; j < w->nlayer[p + 1]; j++)
				w->layer[p + 1][j].from = (int16_t)i;
		}
	}
	/* the last layer made is p: leave the hash empty for the next */
	sweep_clear(w, p);
	out->nways = 0;
	for (i = 0; i < w->nlayer[w->hi + 1] && !w->overflow; i++) {
		sweep_state end = w->layer[w->hi + 1][i];
		uint32_t open = end.open;
		end.open = 0;
		memset(&w->step, 0, sizeof(w->step));
		sweep_close(w, &w->layer[w->hi + 1][i], w->maxlen, open, &end,
		            out);
	}
	return w->overflow ? -1 : 0;
}

/* The choice of a way for each suit. */
typedef struct suit_pick {
	const kl_fam_cards *r;
	const kl_fam_goal *g;
	const suit_walk *walk[KL_SUITS];
	int twos[KL_SUITS], own[KL_SUITS];/* the ways picked: twos set apart,
	                                     wild places at the own two's */
	int jokers;                       /* jokers to meld */
	int value;                        /* the value of the cards */
	int discard;                      /* 1: one card must go */
	int lens[KL_FAM_HAND_MAX + 1];
	int pick[KL_SUITS];
	int best, best_pick[KL_SUITS];
} suit_pick;

/* Choose a way for suit su and on (wilds, twos: what the ways so far
 * take; runs_suits: the suits with runs; gone: the value of the card a
 * suit discards, or -1), keeping the best going out in p. */
static void
pick_ways(suit_pick *p, int su, int wilds, int twos, int runs_suits,
          int gone)
{
	int i, k, worth, jokers = p->jokers, value = p->value;
	const kl_fam_goal *g = p->g;

	if (su == KL_SUITS) {
		/* gone: the value of the suit's card discarded, or -1; else a
		 * joker goes when one must */
		if (p->discard && gone < 0) {
			if (jokers == 0)
				return;
			jokers--;
			value -= p->r->joker_value;
		} else if (gone >= 0) {
			value -= gone;
		}
		if (wilds != jokers + twos)
			return;
		/* a suit's twos stand as wild elsewhere than at their own
		 * place: there must be room for them */
		for (k = 0; k < KL_SUITS; k++)
			if (p->twos[k] > wilds - p->own[k])
				return;
		if (!pattern_fits(g, p->lens, 1))
			return;
		worth = g->base + g->per_joker * jokers +
		        g->per_wild_two * twos + g->per_value * value;
		if (jokers + twos == 0)
			worth += g->no_wild_bonus;
		if (runs_suits <= 1)
			worth += g->one_suit_bonus;
		if (worth > p->best) {
			p->best = worth;
			memcpy(p->best_pick, p->pick, sizeof(p->pick));
		}
		return;
	}
	for (i = 0; i < p->walk[su]->nways; i++) {
		const suit_way *w = &p->walk[su]->ways[i];
		if (w->disc != 0xff && gone >= 0)
			continue; /* one discard at most */
		for (k = 0; k < w->nlens; k++)
			p->lens[w->lens[k]]++;
		if (suit_lens_fit(g, p->lens)) {
			p->pick[su] = i;
			p->twos[su] = w->twos;
			p->own[su] = w->own;
			pick_ways(p, su + 1, wilds + w->wilds, twos + w->twos,
			          runs_suits + (w->nlens > 0),
			          w->disc != 0xff ? p->r->value[w->disc] : gone);
		}
		for (k = 0; k < w->nlens; k++)
			p->lens[w->lens[k]]--;
	}
}

/* Walk back from the state idx after the last place (closed as step
 * says) and make the suit's runs, wild places as KL_JOKER marked wild,
 * into a; the suit's discard into *disc. */
static int
sweep_build(sweep *w, int su, int idx, const sweep_step *last,
            kl_fam_arr *a, kl_card *disc)
{
	sweep_step steps[SWEEP_PLACES];
	kl_fam_meld open[KL_FAM_HAND_MAX];
	int len[KL_FAM_HAND_MAX], nopen = 0, p, i, l, k, t;

	/* the steps, found again from the last place down */
	for (p = w->hi; p >= w->lo; p--) {
		const sweep_state *to = &w->layer[p + 1][idx];
		int from = to->from;
		w->target = to;
		w->found = 0;
		sweep_from(w, p, &w->layer[p][from]);
		if (!w->found)
			return -1;
		steps[p - w->lo] = w->found_step;
		idx = from;
	}
	w->target = NULL;
	/* then the runs, place by place */
	for (p = w->lo; p <= w->hi; p++) {
		const sweep_step *st = &steps[p - w->lo];
		kl_card c = kl_card_make(su, pos_rank(p));
		int moved[KL_FAM_HAND_MAX] = { 0 };
		if (st->gone)
			*disc = c;
		for (l = w->maxlen; l >= 1; l--) {
			int nat = st->nat[l], wild = st->wild[l], close = st->close[l];
			for (i = 0; i < nopen; i++) {
				if (len[i] != l || moved[i])
					continue;
				if (nat > 0 || wild > 0) {
					kl_fam_meld *m = &open[i];
					m->cards[m->n] = nat > 0 ? c : KL_JOKER;
					m->wild[m->n++] = nat > 0 ? 0 : 1;
					if (nat > 0)
						nat--;
					else
						wild--;
					len[i]++;
					moved[i] = 1;
				} else if (close > 0) {
					if (a->nmelds == KL_FAM_MELDS_MAX)
						return -1;
					a->melds[a->nmelds++] = open[i];
					len[i] = 0;
					close--;
				}
			}
		}
		/* drop the closed runs */
		for (i = 0, k = 0; i < nopen; i++)
			if (len[i] > 0) {
				open[k] = open[i];
				len[k++] = len[i];
			}
		nopen = k;
		for (t = 0; t < st->fresh && nopen < KL_FAM_HAND_MAX; t++) {
			open[nopen].kind = KL_MELD_RUN;
			open[nopen].n = 1;
			open[nopen].cards[0] = c;
			open[nopen].wild[0] = 0;
			len[nopen++] = 1;
		}
	}
	/* the runs open at the top end, longest first, with wild cards
	 * below as the last step says */
	for (t = 0; t < nopen; t++) {
		int best = -1, x;
		kl_fam_meld *m;
		for (i = 0; i < nopen; i++)
			if (len[i] > 0 && (best < 0 || len[i] > len[best]))
				best = i;
		if (best < 0 || a->nmelds == KL_FAM_MELDS_MAX)
			return -1;
		x = t < KL_FAM_MELDS_MAX + 1 ? last->lead[t] : 0;
		m = &open[best];
		memmove(m->cards + x, m->cards, (size_t)m->n);
		memmove(m->wild + x, m->wild, (size_t)m->n);
		for (k = 0; k < x; k++) {
			m->cards[k] = KL_JOKER;
			m->wild[k] = 1;
		}
		m->n += x;
		a->melds[a->nmelds++] = *m;
		len[best] = 0;
	}
	return 0;
}

/* The suit's runs for way want into a (see sweep_build). */
static int
suit_build(sweep *w, int su, const suit_way *want, kl_fam_arr *a,
           kl_card *disc)
{
	sweep_state target;
	suit_walk none;
	int i, k;

	if (sweep_ways(w, &none) < 0)
		return -1;
	memset(&target, 0, sizeof(target));
	target.wilds = want->wilds;
	target.twos = want->twos;
	target.disc = want->disc;
	target.own = want->own;
	for (k = 0; k < want->nlens; k++)
		target.closed = NIB_ADD(target.closed, want->lens[k], 1);
	w->target = &target;
	for (i = 0; i < w->nlayer[w->hi + 1]; i++) {
		sweep_state end = w->layer[w->hi + 1][i];
		uint32_t open = end.open;
		end.open = 0;
		w->found = 0;
		memset(&w->step, 0, sizeof(w->step));
		sweep_close(w, &w->layer[w->hi + 1][i], w->maxlen, open, &end,
		            &none);
		if (w->found) {
			sweep_step last = w->found_step;
			return sweep_build(w, su, i, &last, a, disc);
		}
	}
	return -1;
}

/* Wild place (meld m, card c) of a; its suit's two may not stand there
 * as wild when it is that suit's own two's place. */
typedef struct wild_place {
	int m, c, own;    /* own: the suit whose two's place it is, or -1 */
} wild_place;

/* Give two t a place, moving twos placed before if need be (Kuhn's
 * augmenting path; seen: the places tried). */
static int
place_two(const wild_place *pl, int np, const int *suits, int t,
          int *card_of, uint32_t *seen)
{
	int i;

	for (i = 0; i < np; i++) {
		if (pl[i].own == suits[t] || (*seen >> i & 1))
			continue;
		*seen |= 1u << i;
		if (card_of[i] < 0 ||
		    place_two(pl, np, suits, card_of[i], card_of, seen)) {
			card_of[i] = t;
			return 1;
		}
	}
	return 0;
}

/*
 * Name the wild places of a (KL_JOKER, marked wild): twos[su] twos of
 * each suit and jokers (nj) for the rest, no two at its own place (a
 * two there would be a natural card).  -1 if that cannot be done.
 */
static int
name_wilds(kl_fam_arr *a, int nj, const int *twos)
{
	wild_place pl[KL_FAM_HAND_MAX];
	int suits[KL_FAM_HAND_MAX], card_of[KL_FAM_HAND_MAX];
	int np = 0, nt = 0, m, c, su, k, i;
	uint32_t seen;

	for (m = 0; m < a->nmelds; m++)
		for (c = 0; c < a->melds[m].n; c++) {
			const kl_fam_meld *ml = &a->melds[m];
			int own = -1, b;
			if (!ml->wild[c] || np == KL_FAM_HAND_MAX)
				continue;
			/* the place's rank: from a natural card of the run */
			for (b = 0; b < ml->n; b++)
				if (!ml->wild[b]) {
					int r = kl_card_rank(ml->cards[b]) + (c - b);
					r = ((r % KL_RANKS) + KL_RANKS) % KL_RANKS;
					if (r == KL_TWO)
						own = kl_card_suit(ml->cards[b]);
					break;
				}
			pl[np].m = m;
			pl[np].c = c;
			pl[np++].own = own;
		}
	for (su = 0; su < KL_SUITS; su++)
		for (k = 0; k < twos[su] && nt < KL_FAM_HAND_MAX; k++)
			suits[nt++] = su;
	if (np != nj + nt)
		return -1;
	for (i = 0; i < np; i++)
		card_of[i] = -1;
	/* every two a place; the jokers take the rest */
	for (k = 0; k < nt; k++) {
		seen = 0;
		if (!place_two(pl, np, suits, k, card_of, &seen))
			return -1;
	}
	for (i = 0; i < np; i++)
		if (card_of[i] >= 0)
			a->melds[pl[i].m].cards[pl[i].c] =
			    kl_card_make(suits[card_of[i]], KL_TWO);
	return 0;
}

/*
 * kl_fam_out for a game with runs only: 1 when done (*res the worth or
 * -1), 0 when the suits have too many ways to list (then the general
 * walk answers).
 */
static int
out_by_suit(fam_search *s, const kl_card *cards, int n, int discard,
            const kl_fam_goal *g, kl_fam_arr *out, int *res)
{
	sweep w;
	suit_walk ways[KL_SUITS];
	suit_pick p;
	suit_way best_way[KL_SUITS];
	int i, su, total = 0, twos_all = 0, budget;

	w.hash_clean = 0;

	if (s->r->ace == KL_FAM_ACE_AROUND || longest(g) < 3 ||
	    longest(g) > SWEEP_LONGEST)
		return 0;
	for (i = 0; i < n; i++) {
		total += card_value(s->r, cards[i]);
		twos_all += s->r->deuces_wild && cards[i] < KL_NATURALS &&
		            kl_card_rank(cards[i]) == KL_TWO;
	}
	budget = s->jokers + twos_all;
	memset(&p, 0, sizeof(p));
	for (su = 0; su < KL_SUITS; su++) {
		sweep_init(&w, s->r, g, s->cnt[su], budget, discard);
		if (sweep_ways(&w, &ways[su]) < 0)
			return 0;
		p.walk[su] = &ways[su];
	}
	p.r = s->r;
	p.g = g;
	p.jokers = s->jokers;
	p.value = total;
	p.discard = discard;
	p.best = -1;
	pick_ways(&p, 0, 0, 0, 0, -1);
	*res = p.best;
	if (p.best < 0 || out == NULL)
		return 1;
	for (su = 0; su < KL_SUITS; su++)
		best_way[su] = ways[su].ways[p.best_pick[su]];
	/* build it: each suit's runs as its way wants, then the wild places
	 * named, jokers first, then the twos set apart */
	{
		kl_fam_arr a;
		int nj = s->jokers, twos_left[KL_SUITS];
		memset(&a, 0, sizeof(a));
		a.discard = KL_NO_CARD;
		for (su = 0; su < KL_SUITS; su++) {
			sweep_init(&w, s->r, g, s->cnt[su], budget,
			           best_way[su].disc != 0xff);
			if (suit_build(&w, su, &best_way[su], &a, &a.discard) < 0)
				return 0;
			twos_left[su] = best_way[su].twos;
		}
		if (discard && a.discard == KL_NO_CARD) {
			a.discard = KL_JOKER;
			nj--;
		}
		if (name_wilds(&a, nj, twos_left) < 0)
			return 0;
		*out = a;
	}
	return 1;
}

/* ---- cards no meld can hold ---- */

/* Are there wild cards in the hand (jokers, or twos that may be wild)? */
static int
has_wilds(const fam_search *s)
{
	int su;

	if (s->jokers > 0)
		return 1;
	if (s->r->deuces_wild)
		for (su = 0; su < KL_SUITS; su++)
			if (s->cnt[su][KL_TWO] > 0)
				return 1;
	return 0;
}

/* The ranks (bits) of the cards of lane held (bits) that some run of
 * three cards held can hold, by the ace rules of r. */
static unsigned
run_ranks(const kl_fam_cards *r, unsigned lane)
{
	uint64_t p, w, m;

	if (r->ace == KL_FAM_ACE_AROUND) {
		/* three turns of the suit side by side: the middle one sees
		 * every run, around the corner too */
		p = (uint64_t)lane | (uint64_t)lane << 13 | (uint64_t)lane << 26;
		w = p & p >> 1 & p >> 2;
		m = w | w << 1 | w << 2;
		return (unsigned)((m | m >> 13 | m >> 26) & 0x1fff);
	}
	/* places 0 (ace low) .. 13 (ace high) */
	p = lane;
	if (r->ace != KL_FAM_ACE_LOW)
		p |= (uint64_t)(lane & 1) << 13;
	if (r->ace == KL_FAM_ACE_HIGH)
		p &= ~UINT64_C(1);
	w = p & p >> 1 & p >> 2;
	m = w | w << 1 | w << 2;
	return (unsigned)((m | m >> 13) & 0x1fff);
}

/* Without wild cards, mark in lone the cards no meld can hold (every
 * copy of one); returns how many copies that is. */
static int
lone_cards(const fam_search *s, uint8_t lone[KL_SUITS][KL_RANKS])
{
	const kl_fam_cards *r = s->r;
	const unsigned *lane = s->lane;
	unsigned sets = 0, keep;
	int su, rk, n = 0, c;

	memset(lone, 0, KL_SUITS * KL_RANKS);
	if (has_wilds(s))
		return 0;
	/* the ranks a set can hold: three suits of it (distinct), or three
	 * cards of it (suits repeating) */
	if (r->sets == KL_FAM_SETS) {
		sets = (lane[0] & lane[1] & lane[2]) | (lane[0] & lane[1] & lane[3]) |
		       (lane[0] & lane[2] & lane[3]) | (lane[1] & lane[2] & lane[3]);
	} else if (r->sets == KL_FAM_SETS_SAME) {
		for (rk = 0; rk < KL_RANKS; rk++) {
			for (su = 0, c = 0; su < KL_SUITS; su++)
				c += s->cnt[su][rk];
			if (c >= 3)
				sets |= 1u << rk;
		}
	}
	for (su = 0; su < KL_SUITS; su++) {
		keep = lane[su] & ~(sets | run_ranks(r, lane[su]));
		for (; keep != 0; keep &= keep - 1) {
			rk = __builtin_ctz(keep);
			lone[su][rk] = s->cnt[su][rk];
			n += s->cnt[su][rk];
		}
	}
	return n;
}


/* ---- one pack without wild cards: the hand as a set of bits ---- */

/*
 * With one pack and no wild card (Boat House, Phỏm, Nowrang, Queen City)
 * every card is held once, so a hand is a set of bits, 16 a suit, a bit a
 * rank, and the search is gin's (kl_gin.c): every meld the hand holds is
 * listed as such a set (sets of 3 and 4 of a rank; runs through every
 * window of the suit's places the ace rules allow, every length), an
 * arrangement is a family of melds no two of which share a card, and a
 * walk adds the melds in the order listed.  For the least deadwood a
 * family is worth the value of the cards it leaves (less the most
 * valuable, with a discard); going out, a family that leaves no card (or
 * the one discarded) and whose lengths are a pattern is worth what the
 * goal says.  Every sub-run and every set of 3 of a set of 4 is listed,
 * so a family leaving one card to discard is met whenever a family
 * melding every card could give one up.
 */
#define PK_MELDS 320

static void unmatched_out(const kl_fam_cards *r, int discard,
                          kl_fam_arr *out);

typedef struct pk_search {
	const kl_fam_cards *r;
	const kl_fam_goal *g;       /* going out, else NULL */
	int discard;
	uint64_t all;
	int total;                  /* the value of all */
	int maxlen;                 /* the longest meld listed */
	int nmelds;
	uint64_t meld[PK_MELDS];
	int value[PK_MELDS];
	uint8_t len[PK_MELDS];
	int8_t start[PK_MELDS];     /* a run: its first place; a set: -1 */
	int lens[KL_FAM_HAND_MAX + 1];
	int best;                   /* the least deadwood, or the most worth
	                               (-1: no going out) */
	int ub;                     /* going out: the most it can be worth */
	int nchosen;
	uint8_t chosen[KL_FAM_MELDS_MAX + 1];
	int best_nchosen;
	uint8_t best_chosen[KL_FAM_MELDS_MAX + 1];
	uint64_t best_rest;         /* going out: the card discarded, or 0 */
} pk_search;

#define PK_BIT(su, rk) (UINT64_C(1) << (16 * (su) + (rk)))

/* Is this search for r's cards?  One pack, no jokers, no wild twos. */
static int
pk_applies(const kl_fam_cards *r)
{
	return r->packs == 1 && r->jokers == 0 && !r->deuces_wild;
}

/* The value of the card at bit b under r. */
static int
pk_value(const kl_fam_cards *r, int b)
{
	return r->value[b & 15];
}

/* The value of the cards of m, and the most valuable one's into *top. */
static int
pk_mask_value(const kl_fam_cards *r, uint64_t m, int *top)
{
	int v = 0, t = 0, x;

	for (; m != 0; m &= m - 1) {
		x = pk_value(r, __builtin_ctzll(m));
		v += x;
		t = x > t ? x : t;
	}
	if (top != NULL)
		*top = t;
	return v;
}

/* List meld m (len cards of value value; a run from place start, a set
 * with start -1), unless it is longer than a going out may use or the
 * list is full (which the hands of KL_FAM_HAND_MAX cards never fill). */
static void
pk_add(pk_search *s, uint64_t m, int value, int len, int start)
{
	if (s->nmelds >= PK_MELDS || len > s->maxlen)
		return;
	s->meld[s->nmelds] = m;
	s->value[s->nmelds] = value;
	s->len[s->nmelds] = (uint8_t)len;
	s->start[s->nmelds++] = (int8_t)start;
}

/* The rank at place p of a run under the ace rules of r (places 0..13:
 * the ace low, two .. king, the ace high; around the corner the places
 * go on as 13 + p). */
static int
pk_rank(const kl_fam_cards *r, int p)
{
	if (r->ace == KL_FAM_ACE_HIGH)
		return p == KL_RANKS - 1 ? 0 : p + 1;
	return p >= KL_RANKS ? p - KL_RANKS : p;
}

/* Every set and run of the cards of s->all. */
static void
pk_melds(pk_search *s)
{
	const kl_fam_cards *r = s->r;
	uint64_t all = s->all, x;
	unsigned a = (unsigned)(all & 0x1fff), b = (unsigned)(all >> 16 & 0x1fff),
	         c = (unsigned)(all >> 32 & 0x1fff), d = (unsigned)(all >> 48 & 0x1fff);
	unsigned three = (a & b & c) | (a & b & d) | (a & c & d) | (b & c & d);
	int su, p, l, places;

	s->nmelds = 0;
	if (r->sets == KL_FAM_NO_SETS)
		three = 0;
	for (; three != 0; three &= three - 1) {
		int rank = __builtin_ctz(three);
		uint64_t col = all & (UINT64_C(0x0001000100010001) << rank);
		int v = r->value[rank];
		if (kl_bits64(col) == 4) {
			pk_add(s, col, 4 * v, 4, -1);
			for (x = col; x != 0; x &= x - 1)
				pk_add(s, col & ~(x & -x), 3 * v, 3, -1);
		} else {
			pk_add(s, col, 3 * v, 3, -1);
		}
	}
	/* a suit's cards by place (see pk_rank): ace low only, high only,
	 * both ends, or around the corner (two turns of the suit side by
	 * side, runs starting in the first) */
	for (su = 0; su < KL_SUITS; su++) {
		unsigned lane = (unsigned)(all >> (16 * su)) & 0x1fff;
		uint32_t pl, starts;
		if (kl_bits64(lane) < 3)
			continue;
		switch (r->ace) {
		case KL_FAM_ACE_HIGH:
			pl = lane >> 1 | (lane & 1) << 12;
			places = KL_RANKS;
			break;
		case KL_FAM_ACE_EITHER:
			pl = lane | (lane & 1) << 13;
			places = 14;
			break;
		case KL_FAM_ACE_AROUND:
			pl = lane | lane << 13;
			places = 2 * KL_RANKS;
			break;
		default:
			pl = lane;
			places = KL_RANKS;
			break;
		}
		starts = pl & pl >> 1 & pl >> 2;
		if (r->ace == KL_FAM_ACE_AROUND)
			starts &= 0x1fff;
		for (; starts != 0; starts &= starts - 1) {
			uint64_t m = 0;
			int v = 0, rk;
			p = __builtin_ctz(starts);
			for (l = 0; p + l < places && l < KL_RANKS &&
			            (pl >> (p + l) & 1); l++) {
				rk = pk_rank(r, p + l);
				m |= PK_BIT(su, rk);
				v += r->value[rk];
				/* around the corner all thirteen are one run,
				 * listed from the first place */
				if (l >= 2 && !(l + 1 == KL_RANKS && p > 0))
					pk_add(s, m, v, l + 1, p);
			}
		}
	}
}

/* Going out: the family chosen leaves rest; weigh it. */
static void
pk_weigh_out(pk_search *s, uint64_t rest)
{
	const kl_fam_goal *g = s->g;
	uint64_t melded = s->all & ~rest;
	int w, k, lane = 0;

	if ((rest != 0) != s->discard || (rest & (rest - 1)) != 0 ||
	    !pattern_fits(g, s->lens, 1))
		return;
	w = g->base + g->no_wild_bonus +
	    g->per_value * (s->total - pk_mask_value(s->r, rest, NULL));
	for (k = 0; k < KL_SUITS; k++)
		lane += (melded >> (16 * k) & 0x1fff) != 0;
	if (lane == 1)
		w += g->one_suit_bonus;
	if (w > s->best) {
		s->best = w;
		s->best_rest = rest;
		s->best_nchosen = s->nchosen;
		memcpy(s->best_chosen, s->chosen, sizeof(s->chosen));
	}
}

/* Weigh the family chosen so far (its melds hold the cards of used, of
 * value melded), then every family that adds melds from the from-th on. */
static void
pk_walk(pk_search *s, int from, uint64_t used, int melded)
{
	uint64_t rest = s->all & ~used;
	int i, d, top;

	if (s->g != NULL) {
		pk_weigh_out(s, rest);
		if (rest == 0 || s->best >= s->ub)
			return;
	} else if (!s->discard || rest != 0) {
		d = s->total - melded;
		if (s->discard) {
			pk_mask_value(s->r, rest, &top);
			d -= top;
		}
		if (d < s->best) {
			s->best = d;
			s->best_nchosen = s->nchosen;
			memcpy(s->best_chosen, s->chosen, sizeof(s->chosen));
		}
		if (s->best == 0)
			return;
	}
	if (s->nchosen > KL_FAM_MELDS_MAX)
		return;
	for (i = from; i < s->nmelds; i++) {
		if (s->meld[i] & used)
			continue;
		if (s->g != NULL) {
			s->lens[s->len[i]]++;
			if (!pattern_fits(s->g, s->lens, 0)) {
				s->lens[s->len[i]]--;
				continue;
			}
		}
		s->chosen[s->nchosen++] = (uint8_t)i;
		pk_walk(s, i + 1, used | s->meld[i], melded + s->value[i]);
		s->nchosen--;
		if (s->g != NULL)
			s->lens[s->len[i]]--;
		if (s->g == NULL ? s->best == 0 : s->best >= s->ub)
			return;
	}
}

/* The best family of s into *out: the melds by their first place (a set
 * by its rank's; then by suit), runs in sequence, sets and the unmatched cards in display
 * order; the discard (going out: the card left; else the last of the most
 * valuable cards left). */
static void
pk_write(const pk_search *s, kl_fam_arr *out)
{
	int idx[KL_FAM_MELDS_MAX + 1], key[KL_FAM_MELDS_MAX + 1];
	uint64_t rest = s->all, t;
	int i, k, n = s->best_nchosen;

	memset(out, 0, sizeof(*out));
	for (i = 0; i < n; i++) {
		int m = s->best_chosen[i], b = __builtin_ctzll(s->meld[m]);
		/* a run by its first place, a set by its rank's */
		int place = s->start[m] >= 0 ? s->start[m] :
		            s->r->ace == KL_FAM_ACE_HIGH ?
		            ((b & 15) == 0 ? KL_RANKS - 1 : (b & 15) - 1) :
		            (b & 15);
		int kx = place * 4 + (b >> 4);
		for (k = i; k > 0 && key[k - 1] > kx; k--) {
			idx[k] = idx[k - 1];
			key[k] = key[k - 1];
		}
		idx[k] = m;
		key[k] = kx;
		rest &= ~s->meld[m];
	}
	for (i = 0; i < n && i < KL_FAM_MELDS_MAX; i++) {
		int m = idx[i], su = __builtin_ctzll(s->meld[m]) >> 4;
		kl_fam_meld *ml = &out->melds[out->nmelds++];
		ml->n = s->len[m];
		if (s->start[m] < 0) {
			ml->kind = KL_MELD_SET;
			k = 0;
			for (t = s->meld[m]; t != 0; t &= t - 1) {
				int b = __builtin_ctzll(t);
				ml->cards[k++] = kl_card_make(b >> 4, b & 15);
			}
			kl_cards_sort(ml->cards, (size_t)ml->n);
		} else {
			ml->kind = KL_MELD_RUN;
			for (k = 0; k < ml->n; k++)
				ml->cards[k] = kl_card_make(su,
				    pk_rank(s->r, s->start[m] + k));
		}
	}
	if (s->g != NULL) {
		out->discard = KL_NO_CARD;
		if (s->best_rest != 0) {
			int b = __builtin_ctzll(s->best_rest);
			out->discard = kl_card_make(b >> 4, b & 15);
		}
		return;
	}
	for (t = rest; t != 0; t &= t - 1) {
		int b = __builtin_ctzll(t);
		out->unmatched[out->nunmatched++] = kl_card_make(b >> 4, b & 15);
	}
	kl_cards_sort(out->unmatched, (size_t)out->nunmatched);
	out->discard = KL_NO_CARD;
	unmatched_out(s->r, s->discard, out);
}

/* Set up s for cards[0..n-1] and list its melds; -1 for cards r
 * refuses (as count_cards: too many, none to discard, a card that is
 * no card of the pack, a joker, a card twice). */
static int
pk_start(pk_search *s, const kl_fam_cards *r, const kl_fam_goal *g,
         const kl_card *cards, int n, int discard)
{
	uint64_t bit;
	int i;

	if (n < 0 || n > KL_FAM_HAND_MAX || (discard && n < 1))
		return -1;
	s->r = r;
	s->g = g;
	s->discard = discard;
	s->all = 0;
	s->total = 0;
	for (i = 0; i < n; i++) {
		if (cards[i] >= KL_NATURALS)
			return -1;
		bit = PK_BIT(kl_card_suit(cards[i]), kl_card_rank(cards[i]));
		if (s->all & bit)
			return -1;
		s->all |= bit;
		s->total += r->value[kl_card_rank(cards[i])];
	}
	s->maxlen = longest(g);
	memset(s->lens, 0, sizeof(s->lens));
	s->nchosen = s->best_nchosen = 0;
	s->best_rest = 0;
	s->best = g != NULL ? -1 : INF;
	if (g != NULL) {
		/* the most a way out can be worth: every card melded but the
		 * least valuable (with a discard), all of one suit */
		int least = INF;
		for (i = 0; i < n; i++)
			if (r->value[kl_card_rank(cards[i])] < least)
				least = r->value[kl_card_rank(cards[i])];
		s->ub = g->base + g->no_wild_bonus +
		        (g->one_suit_bonus > 0 ? g->one_suit_bonus : 0) +
		        (g->per_value > 0 ? g->per_value *
		         (s->total - (discard ? least : 0)) : 0);
	}
	pk_melds(s);
	return 0;
}

/* ---- copies and jokers: the natural cards as bits ---- */

/*
 * Where a card may be held more than once or there are jokers (Double
 * Rum, Continental), no two is wild, runs do not turn the corner and sets
 * are of identical cards or none, the hand's natural cards are numbered
 * (16 at most: a set of bits, copies of a card side by side) and its
 * jokers counted.  A core is the natural cards of one meld: a set's (any
 * cards of one rank) or a run's (cards of one suit, each place once, gaps
 * allowed).  Jokers fill a run's gaps and bring a meld to 3 cards (the
 * fewest it needs: lmin less its natural cards); more may stand in it,
 * up to its longest (lmax).  The walk takes the first card not yet
 * placed and puts it into each core that holds it and only cards left,
 * or leaves it over (going out: discards it, once).  The cores whose
 * first card it is are listed when the walk first reaches it, and kept:
 * going out, those that need no joker first, the others only when the
 * walk comes back for them.  (When the list would run past JK_CORES, the
 * general walk answers instead.)  Copies of a card are alike: a core may
 * take a copy only when the copies numbered before it are in melds
 * already, so each arrangement is met once, its copies in the order
 * found.
 *
 * The least deadwood: jokers left over go into melds with room (a joker
 * in a meld never counts more than one left over) or stay unmatched.
 * With a discard, whether the hand melds whole is asked first (the walk
 * of going out, which leaves no card over, is the shorter one).
 *
 * Going out: every natural card is in a meld but the discard (or a
 * joker is discarded), every joker left stands in a meld, and the melds'
 * lengths, each between its lmin and lmax, make a pattern.
 *
 * Where the melds' lengths do not matter (the least deadwood, going out
 * without patterns) a run that splits between two of its cards into two
 * runs of 3 places or more is listed as those two only (they need no more
 * jokers and leave more room), and a set of 6 natural cards or more as
 * two sets, so the list stays short.
 */
#define JK_CORES 1024
#define JK_LONGEST 13                   /* a run holds each rank once */

typedef struct jk_core {
	uint16_t mask;     /* its natural cards */
	uint16_t need;     /* copies numbered before its cards, not in it */
	int8_t kind;       /* KL_MELD_SET or KL_MELD_RUN */
	int8_t lo;         /* a run: the place of its first card; a set:
	                      its rank */
	uint8_t span;      /* a run: places from its first card to its last */
	uint8_t k;         /* natural cards */
	uint8_t lmin, lmax;
} jk_core;

typedef struct jk_search {
	const kl_fam_cards *r;
	const kl_fam_goal *g;          /* going out, else NULL */
	int discard;
	int n;                         /* natural cards */
	int jokers;
	kl_card card[KL_FAM_HAND_MAX];
	int value[KL_FAM_HAND_MAX];
	uint32_t lower[KL_FAM_HAND_MAX];   /* its copies numbered before it */
	int copies;                    /* some card is held twice */
	uint32_t later;                /* the copies with a copy before them */
	uint32_t all;
	uint32_t suit[KL_SUITS];       /* the natural cards of each suit */
	int maxlen, maxmelds;
	int split;                     /* no patterns: a run or set that
	                                  splits in two is listed as the two */
	uint32_t col[KL_RANKS];        /* the natural cards of each rank */
	uint32_t ranks2, ranks3;       /* the ranks held twice, three times
	                                  or more */
	uint32_t lane[KL_SUITS];       /* the places held of each suit */
	uint32_t copies_at[KL_SUITS][KL_RANKS + 1];  /* the cards of a suit
	                                                at each place */
	/* the cores, listed for each card when the walk first needs them */
	int ncores;
	int over;                      /* too many cores: the general walk
	                                  answers */
	int cur;                       /* the card being listed for */
	int stage;                     /* listing the cores without jokers
	                                  (0), with (1), or all (2) */
	int budget;                    /* the jokers a core listed may need */
	uint32_t listed[3];            /* the cards listed for, by stage */
	uint16_t first[3][KL_FAM_HAND_MAX], end[3][KL_FAM_HAND_MAX];
	                               /* the cores whose first card is i:
	                                  first[st][i] .. end[st][i] - 1 */
	jk_core core[JK_CORES];
	/* the walk */
	int nchosen;
	uint16_t chosen[KL_FAM_MELDS_MAX + 1];
	int best;                      /* least deadwood, or most worth
	                                  (-1: no going out) */
	int ub;                        /* going out: the most it can be
	                                  worth */
	int best_nchosen;
	uint16_t best_chosen[KL_FAM_MELDS_MAX + 1];
	uint8_t best_len[KL_FAM_MELDS_MAX + 1];
	int best_disc;                 /* going out: the natural card
	                                  discarded, -1 a joker, -2 none */
} jk_search;

/* Is this search for r's cards (and, going out, g's worth)? */
static int
jk_applies(const kl_fam_cards *r, const kl_fam_goal *g)
{
	int i;

	if (pk_applies(r) || r->deuces_wild || r->ace == KL_FAM_ACE_AROUND ||
	    r->sets == KL_FAM_SETS || r->joker_value < 0)
		return 0;
	for (i = 0; i < KL_RANKS; i++)
		if (r->value[i] < 0)
			return 0;
	return g == NULL || (g->per_value == 0 && g->per_wild_two == 0);
}

/* List a core of the card being listed for; mark the search over when
 * the list is full. */
static void
jk_add(jk_search *s, uint32_t mask, int kind, int lo, int span, int k,
       int lmin, int lmax)
{
	jk_core *c;
	uint32_t need = 0, m;

	if (lmin - k > s->budget || (s->stage == 1 && lmin == k) ||
	    lmin > lmax)
		return;
	if (s->ncores >= JK_CORES) {
		s->over = 1;
		return;
	}
	for (m = mask & s->later; m != 0; m &= m - 1)
		need |= s->lower[__builtin_ctz(m)];
	c = &s->core[s->ncores++];
	c->mask = (uint16_t)mask;
	c->need = (uint16_t)(need & ~mask);
	c->kind = (int8_t)kind;
	c->lo = (int8_t)lo;
	c->span = (uint8_t)span;
	c->k = (uint8_t)k;
	c->lmin = (uint8_t)lmin;
	c->lmax = (uint8_t)lmax;
}

/* The sets whose first card is card i: it and every choice of the
 * cards of its rank after it (up to 5 natural cards where the lengths do
 * not matter), with as many jokers as bring it to 3; by the stage being
 * listed. */
static void
jk_sets_of(jk_search *s, int i)
{
	int k, rk = kl_card_rank(s->card[i]), lmax = s->maxlen <
	        KL_FAM_HAND_MAX ? s->maxlen : KL_FAM_HAND_MAX;
	uint32_t after = s->col[rk] & ~((2u << i) - 1), sub, b;

	if (s->r->packs > 2 && kl_bits64(after) > 10) {
		s->over = 1;
		return;
	}
	/* 3 natural cards or more (no joker needed) */
	if (s->stage != 1 && (after & (after - 1)) != 0)
		for (sub = after; sub != 0; sub = (sub - 1) & after) {
			if ((sub & (sub - 1)) == 0)
				continue;
			k = kl_bits64(sub) + 1;
			if (!(s->split && k > 5))
				jk_add(s, sub | 1u << i, KL_MELD_SET, rk, 1, k, k,
				       lmax);
		}
	if (s->stage == 0)
		return;
	/* two natural cards and a joker, one and two jokers */
	if (s->budget >= 1)
		for (b = after; b != 0; b &= b - 1)
			jk_add(s, (b & -b) | 1u << i, KL_MELD_SET, rk, 1, 2, 3,
			       lmax);
	if (s->budget >= 2)
		jk_add(s, 1u << i, KL_MELD_SET, rk, 1, 1, 3, lmax);
}

/* The runs at places pl[0..k-1] (any order), from place lo, span places
 * long, the card being listed for at place pl[0]: one core for each
 * choice of a copy (copies[p]) at each other place. */
static void
jk_run_copies(jk_search *s, const uint32_t *copies, const int *pl, int k,
              int lo, int span)
{
	uint32_t pick[JK_LONGEST], mask;
	int i, lmax = s->maxlen < JK_LONGEST ? s->maxlen : JK_LONGEST;

	if (span - k + (span < 3 ? 3 - span : 0) > s->budget)
		return;
	if (!s->copies) {
		/* one card at each place */
		for (i = 1, mask = 1u << s->cur; i < k; i++)
			mask |= copies[pl[i]];
		jk_add(s, mask, KL_MELD_RUN, lo, span, k, span < 3 ? 3 : span,
		       lmax);
		return;
	}
	pick[0] = 1u << s->cur;
	for (i = 1; i < k; i++)
		pick[i] = copies[pl[i]];
	for (;;) {
		mask = 0;
		for (i = 0; i < k; i++)
			mask |= pick[i] & -pick[i];
		jk_add(s, mask, KL_MELD_RUN, lo, span, k, span < 3 ? 3 : span,
		       lmax);
		if (s->over)
			return;
		/* the next choice: the first place with another copy takes
		 * it, the places before start over */
		for (i = 1; i < k; i++) {
			uint32_t rest = pick[i] & (pick[i] - 1);
			if (rest != 0) {
				pick[i] = rest;
				break;
			}
			pick[i] = copies[pl[i]];
		}
		if (i >= k)
			return;
	}
}

/* The runs from place pl[0] up whose places so far are pl[0..k-1] (the
 * cards of the suit at the places of lane), gaps the places skipped,
 * end_max the last place the run may reach (see the top of this part);
 * then every run going on up from them. */
static void
jk_runs_up(jk_search *s, const uint32_t *copies, uint32_t lane, int *pl,
           int k, int gaps, int end_max)
{
	int p, last = pl[k - 1], g2, e2, span = last - pl[0] + 1;
	uint32_t next = lane & ~((2u << last) - 1);

	for (; next != 0 && !s->over; next &= next - 1) {
		p = __builtin_ctz(next);
		if (p - pl[0] >= JK_LONGEST || p - pl[0] >= s->maxlen ||
		    p > end_max)
			break;
		g2 = gaps + (p - last - 1);
		if (g2 > s->budget)
			break;
		e2 = end_max;
		/* 3 places below the next card leave at most 2 from it
		 * on (see the top of this part) */
		if (s->split && span >= 3 && p + 1 < e2)
			e2 = p + 1;
		pl[k] = p;
		jk_runs_up(s, copies, lane, pl, k + 1, g2, e2);
	}
	/* after the longer runs (tried first); one card and jokers: a set
	 * where there are sets, else a run */
	if (k > 1 || s->r->sets == KL_FAM_NO_SETS)
		jk_run_copies(s, copies, pl, k, pl[0], span);
}

/* The same down from the ace high (place pl[0], 13): places so far
 * pl[0..k-1], the lowest pl[k-1]; start_min the lowest place the run may
 * reach. */
static void
jk_runs_down(jk_search *s, const uint32_t *copies, uint32_t lane, int *pl,
             int k, int gaps, int start_min)
{
	int p, last = pl[k - 1], g2, s2, span = pl[0] - last + 1;
	/* below the lowest place so far, never the ace low */
	uint32_t next = lane & ((1u << last) - 1) & ~1u;

	for (; next != 0 && !s->over; next &= ~(1u << p)) {
		p = 31 - __builtin_clz(next);
		if (pl[0] - p >= JK_LONGEST || pl[0] - p >= s->maxlen ||
		    p < start_min)
			break;
		g2 = gaps + (last - p - 1);
		if (g2 > s->budget)
			break;
		s2 = start_min;
		/* 3 places above the next card leave at most 2 from it
		 * down */
		if (s->split && span >= 3 && p - 1 > s2)
			s2 = p - 1;
		pl[k] = p;
		jk_runs_down(s, copies, lane, pl, k + 1, g2, s2);
	}
	/* the ace alone: a run only where it stands high only */
	if (k > 1 || (s->r->sets == KL_FAM_NO_SETS &&
	    s->r->ace == KL_FAM_ACE_HIGH))
		jk_run_copies(s, copies, pl, k, last, span);
}

/* Without jokers (stage 0): the runs of cards in a row from place p0,
 * up (dir 1) or down from the ace high (dir -1), the longest first. */
static void
jk_runs_plain(jk_search *s, const uint32_t *copies, uint32_t lane, int p0,
              int dir)
{
	int pl[JK_LONGEST], len = 0, most = s->split && s->maxlen > 5 ? 5 :
	    s->maxlen, p, k;

	if (most > JK_LONGEST)
		most = JK_LONGEST;
	for (p = p0; len < most && p >= 0 && p <= KL_RANKS &&
	     (lane >> p & 1); p += dir)
		pl[len++] = p;
	for (k = len; k >= 3 && !s->over; k--)
		jk_run_copies(s, copies, pl, k, dir > 0 ? p0 : p0 - k + 1, k);
}

/*
 * List the cores whose first card is card i (in the order of numbering:
 * by suit, then rank, the ace first, copies side by side): its sets, and
 * the runs in which it is the card of the lowest rank, which are the runs
 * up from its place and, for an ace that may stand high, the runs down
 * from the ace high.
 */
static void
jk_list(jk_search *s, int i, int stage)
{
	const kl_fam_cards *r = s->r;
	int su = kl_card_suit(s->card[i]), rk = kl_card_rank(s->card[i]);
	int pl[JK_LONGEST + 1];
	uint32_t lane = s->lane[su] & ~(1u << KL_RANKS);

	s->first[stage][i] = (uint16_t)s->ncores;
	s->cur = i;
	s->stage = stage;
	s->budget = stage == 0 ? 0 : s->jokers;
	if (r->sets != KL_FAM_NO_SETS)
		jk_sets_of(s, i);
	if (stage == 0) {
		if (rk != KL_ACE || r->ace != KL_FAM_ACE_HIGH)
			jk_runs_plain(s, s->copies_at[su], lane, rk, 1);
		if (rk == KL_ACE && r->ace != KL_FAM_ACE_LOW)
			jk_runs_plain(s, s->copies_at[su], s->lane[su] & ~1u,
			              KL_RANKS, -1);
	} else {
		if (rk != KL_ACE || r->ace != KL_FAM_ACE_HIGH) {
			pl[0] = rk;
			jk_runs_up(s, s->copies_at[su], lane, pl, 1, 0,
			           r->ace == KL_FAM_ACE_LOW ? KL_RANKS - 1 :
			           KL_RANKS);
		}
		if (rk == KL_ACE && r->ace != KL_FAM_ACE_LOW) {
			pl[0] = KL_RANKS;
			jk_runs_down(s, s->copies_at[su], s->lane[su], pl, 1, 0,
			             1);
		}
	}
	s->end[stage][i] = (uint16_t)s->ncores;
	s->listed[stage] |= 1u << i;
}

/* Keep the cores chosen as the best so far. */
static void
jk_keep(jk_search *s, int score)
{
	s->best = score;
	s->best_nchosen = s->nchosen;
	memcpy(s->best_chosen, s->chosen, sizeof(s->chosen));
}

/*
 * The least deadwood: the cards of placed are placed, those of melded in
 * the cores chosen, jl jokers not in them, the cards left over worth uv
 * (the most valuable top), room the jokers more the cores chosen can
 * take.
 */
static void
jk_walk(jk_search *s, uint32_t placed, uint32_t melded, int jl, int uv,
        int top, int room)
{
	uint32_t left = s->all & ~placed;
	int i, c, st, d, v, lu, jv = s->r->joker_value;

	if ((s->discard ? uv - top : uv) >= s->best)
		return;
	if (left == 0) {
		/* the jokers left go into the melds, as far as there is
		 * room, the rest are unmatched */
		lu = s->nchosen == 0 ? jl : jl > room ? jl - room : 0;
		if (!s->discard) {
			d = uv + lu * jv;
		} else if ((s->all & ~melded) == 0 && lu == 0) {
			if (jl == 0)
				return; /* nothing to discard */
			d = 0;  /* a joker the melds did not need */
		} else {
			d = uv + lu * jv - (lu > 0 && jv > top ? jv : top);
		}
		if (d < s->best)
			jk_keep(s, d);
		return;
	}
	i = __builtin_ctz(left);
	st = 2;
	if (s->nchosen < KL_FAM_MELDS_MAX) {
		if (!(s->listed[st] >> i & 1))
			jk_list(s, i, st);
		if (s->over)
			return;
		for (c = s->first[st][i]; c < s->end[st][i]; c++) {
			const jk_core *m = &s->core[c];
			int cost = m->lmin - m->k;
			if ((m->mask & placed) || cost > jl ||
			    (m->need & ~melded))
				continue;
			s->chosen[s->nchosen++] = (uint16_t)c;
			jk_walk(s, placed | m->mask, melded | m->mask,
			        jl - cost, uv, top, room + m->lmax - m->lmin);
			s->nchosen--;
			if (s->best == 0)
				return;
		}
	}
	v = s->value[i];
	jk_walk(s, placed | 1u << i, melded, jl, uv + v, v > top ? v : top,
	        room);
}

/*
 * Going out: can the cores chosen take lengths (each between its lmin and
 * lmax) of total cards that make a pattern (or any lengths, without
 * patterns)?  Each core's length into len[].
 */
static int
jk_lengths(const jk_search *s, int total, uint8_t *len)
{
	const kl_fam_goal *g = s->g;
	int n = s->nchosen, i, p, k, sum = 0, best;
	int vals[KL_FAM_MELDS_MAX + 1], nv;
	unsigned taken;

	if (g->npatterns == 0) {
		for (i = 0; i < n; i++) {
			len[i] = s->core[s->chosen[i]].lmin;
			sum += len[i];
		}
		for (i = 0; i < n && sum < total; i++) {
			int more = s->core[s->chosen[i]].lmax - len[i];
			if (more > total - sum)
				more = total - sum;
			len[i] = (uint8_t)(len[i] + more);
			sum += more;
		}
		return sum == total;
	}
	for (p = 0; p < g->npatterns; p++) {
		nv = 0;
		sum = 0;
		for (k = 0; k < KL_FAM_MELDS_MAX + 1 && g->pattern[p][k]; k++) {
			/* the lengths smallest first */
			int v = g->pattern[p][k], j;
			for (j = nv; j > 0 && vals[j - 1] > v; j--)
				vals[j] = vals[j - 1];
			vals[j] = v;
			nv++;
			sum += v;
		}
		if (nv != n || sum != total)
			continue;
		/* each length, smallest first, to the core that can take it
		 * and can grow least */
		taken = 0;
		for (k = 0; k < nv; k++) {
			best = -1;
			for (i = 0; i < n; i++) {
				const jk_core *m = &s->core[s->chosen[i]];
				if ((taken >> i & 1) || m->lmin > vals[k] ||
				    m->lmax < vals[k])
					continue;
				if (best < 0 ||
				    m->lmax < s->core[s->chosen[best]].lmax)
					best = i;
			}
			if (best < 0)
				break;
			taken |= 1u << best;
			len[best] = (uint8_t)vals[k];
		}
		if (k == nv)
			return 1;
	}
	return 0;
}

/* Going out: weigh the cores chosen, which meld the cards of melded, the
 * natural card disc discarded (or -1), with jokers jm of them in melds. */
static void
jk_weigh_out(jk_search *s, uint32_t melded, int disc, int jm)
{
	const kl_fam_goal *g = s->g;
	uint8_t len[KL_FAM_MELDS_MAX + 1];
	int w, su, suits = 0;

	if (jm < 0 || !jk_lengths(s, kl_bits64(melded) + jm, len))
		return;
	w = g->base + g->per_joker * jm + (jm == 0 ? g->no_wild_bonus : 0);
	for (su = 0; su < KL_SUITS; su++)
		suits += (melded & s->suit[su]) != 0;
	if (suits == 1)
		w += g->one_suit_bonus;
	if (w > s->best) {
		jk_keep(s, w);
		memcpy(s->best_len, len, sizeof(len));
		s->best_disc = disc >= 0 ? disc : s->discard ? -1 : -2;
	}
}

/* Going out: the cards of placed are placed, those of melded in the cores
 * chosen, which need cost jokers at least; disc the natural card
 * discarded, or -1. */
static void
jk_out_walk(jk_search *s, uint32_t placed, uint32_t melded, int cost,
            int disc)
{
	uint32_t left = s->all & ~placed;
	int i, c, st;

	if (left == 0) {
		if (disc >= 0)
			jk_weigh_out(s, melded, disc, s->jokers);
		else
			jk_weigh_out(s, melded, -1, s->jokers - s->discard);
		return;
	}
	i = __builtin_ctz(left);
	for (st = 0; st < 2 && s->nchosen < s->maxmelds; st++) {
		if (st == 1 && s->jokers == 0)
			break;
		if (!(s->listed[st] >> i & 1))
			jk_list(s, i, st);
		if (s->over)
			return;
		for (c = s->first[st][i]; c < s->end[st][i]; c++) {
			const jk_core *m = &s->core[c];
			if ((m->mask & placed) ||
			    cost + m->lmin - m->k > s->jokers ||
			    (m->need & ~melded))
				continue;
			s->chosen[s->nchosen++] = (uint16_t)c;
			jk_out_walk(s, placed | m->mask, melded | m->mask,
			            cost + m->lmin - m->k, disc);
			s->nchosen--;
			if (s->best >= s->ub)
				return;
		}
	}
	if (s->discard && disc < 0)
		jk_out_walk(s, placed | 1u << i, melded, cost, i);
}

/* The natural cards no meld can hold with the jokers of the hand:
 * without jokers, one whose rank is held fewer than 3 times (or that has
 * no sets) and that has no 3 places in a row of its suit; with one joker,
 * fewer than 2 times and no other place of its suit within 2; with two
 * jokers or more, none (a card and two jokers make a meld). */
static uint32_t
jk_lone(const jk_search *s)
{
	uint32_t lone = 0, l, w, ok, sets, t;
	int su, p;

	if (s->jokers >= 2)
		return 0;
	/* the ranks a set can hold, as places (the ace at both ends) */
	sets = s->r->sets == KL_FAM_NO_SETS ? 0 :
	       s->jokers == 0 ? s->ranks3 : s->ranks2;
	sets |= (sets & 1) << KL_RANKS;
	for (su = 0; su < KL_SUITS; su++) {
		l = s->lane[su];
		if (l == 0)
			continue;
		if (s->jokers == 0) {
			w = l & l >> 1 & l >> 2;
			ok = w | w << 1 | w << 2;
		} else {
			ok = l & (l >> 1 | l >> 2 | l << 1 | l << 2);
		}
		ok |= sets;
		/* the ace is held if either of its places is */
		if (ok & (1u | 1u << KL_RANKS))
			ok |= 1u | 1u << KL_RANKS;
		for (t = l & ~ok; t != 0; t &= t - 1) {
			p = __builtin_ctz(t);
			lone |= s->copies_at[su][p];
		}
	}
	return lone;
}

/* Set up s for cards[0..n-1]; -1 for cards r refuses (as count_cards). */
static int
jk_start(jk_search *s, const kl_fam_cards *r, const kl_fam_goal *g,
         const kl_card *cards, int n, int discard)
{
	uint64_t held = 0, twice = 0, thrice = 0, four = 0, bit;
	uint32_t col[KL_RANKS], lane[KL_SUITS], suit[KL_SUITS];
	uint32_t ranks2 = 0, ranks3 = 0, later = 0;
	int i, k, copy, su, rk, v, nn = 0;

	if (n < 0 || n > KL_FAM_HAND_MAX || (discard && n < 1))
		return -1;
	s->r = r;
	s->g = g;
	s->discard = discard;
	s->n = 0;
	s->jokers = 0;
	s->over = 0;
	s->copies = 0;
	for (i = 0; i < n; i++) {
		if (cards[i] == KL_JOKER) {
			if (++s->jokers > r->jokers)
				return -1;
			continue;
		}
		if (cards[i] >= KL_NATURALS)
			return -1;
		/* the cards held once, twice, three and four times */
		bit = UINT64_C(1) << cards[i];
		if (four & bit)
			return -1;
		four |= thrice & bit;
		thrice |= twice & bit;
		twice |= held & bit;
		held |= bit;
	}
	if ((r->packs < 2 && twice) || (r->packs < 3 && thrice) ||
	    (r->packs < 4 && four))
		return -1;
	s->copies = twice != 0;
	/* the natural cards in order, copies side by side, and where they
	 * are; the cores are listed as the walk goes */
	/* (in locals: the stores of cards may alias the search's fields) */
	memset(col, 0, sizeof(col));
	memset(lane, 0, sizeof(lane));
	memset(suit, 0, sizeof(suit));
	/* (copies_at is written at the places held, and read only there) */
	for (; held != 0; held &= held - 1) {
		kl_card c = (kl_card)__builtin_ctzll(held);
		int many = 1 + (int)(twice >> c & 1) + (int)(thrice >> c & 1) +
		           (int)(four >> c & 1);
		uint32_t at = 0;
		su = kl_card_suit(c);
		rk = kl_card_rank(c);
		v = r->value[rk];
		for (copy = 0; copy < many; copy++, nn++) {
			ranks3 |= ranks2 & 1u << rk;
			ranks2 |= (col[rk] | at) != 0 ? 1u << rk : 0;
			s->value[nn] = v;
			s->card[nn] = c;
			s->lower[nn] = ((1u << nn) - 1) & ~((1u << (nn - copy)) - 1);
			later |= copy > 0 ? 1u << nn : 0;
			at |= 1u << nn;
		}
		suit[su] |= at;
		col[rk] |= at;
		if (rk != KL_ACE || r->ace != KL_FAM_ACE_HIGH) {
			s->copies_at[su][rk] = at;
			lane[su] |= 1u << rk;
		}
		if (rk == KL_ACE && r->ace != KL_FAM_ACE_LOW) {
			s->copies_at[su][KL_RANKS] = at;
			lane[su] |= 1u << KL_RANKS;
		}
	}
	memcpy(s->col, col, sizeof(col));
	memcpy(s->lane, lane, sizeof(lane));
	memcpy(s->suit, suit, sizeof(suit));
	s->ranks2 = ranks2;
	s->ranks3 = ranks3;
	s->later = later;
	s->n = nn;
	s->all = (1u << nn) - 1;
	s->split = g == NULL || g->npatterns == 0;
	s->maxlen = longest(g);
	s->maxmelds = KL_FAM_MELDS_MAX;
	if (g != NULL && g->npatterns > 0) {
		s->maxmelds = 0;
		for (i = 0; i < g->npatterns; i++) {
			for (k = 0; k < KL_FAM_MELDS_MAX + 1 && g->pattern[i][k]; k++)
				;
			s->maxmelds = k > s->maxmelds ? k : s->maxmelds;
		}
	}
	s->ncores = 0;
	s->listed[0] = s->listed[1] = s->listed[2] = 0;
	s->nchosen = s->best_nchosen = 0;
	s->best_disc = -2;
	s->best = g != NULL ? -1 : INF;
	if (g != NULL) {
		int keep = s->jokers * g->per_joker +
		           (s->jokers == 0 ? g->no_wild_bonus : 0);
		int drop = s->discard && s->jokers > 0 ?
		           (s->jokers - 1) * g->per_joker +
		           (s->jokers == 1 ? g->no_wild_bonus : 0) : keep;
		s->ub = g->base + g->one_suit_bonus + (keep > drop ? keep : drop);
	}
	return 0;
}

/* Core m as a meld of len cards into *ml (zeroed by the caller): a set's
 * natural cards in display order and its jokers after them; a run in
 * sequence, a joker in each gap, the jokers beyond its natural cards
 * above them as far as the run can go, then below. */
static void
jk_meld(const jk_search *s, const jk_core *m, int len, kl_fam_meld *ml)
{
	uint32_t t;
	int p, k = 0, lo, hi, rk;

	ml->kind = m->kind;
	ml->n = len;
	if (m->kind == KL_MELD_SET) {
		/* (the cards are numbered in display order) */
		for (t = m->mask; t != 0; t &= t - 1)
			ml->cards[k++] = s->card[__builtin_ctz(t)];
		for (; k < len; k++) {
			ml->cards[k] = KL_JOKER;
			ml->wild[k] = 1;
		}
		return;
	}
	hi = m->lo + m->span - 1;
	while (hi - m->lo + 1 < len &&
	       hi < (s->r->ace == KL_FAM_ACE_LOW ? KL_RANKS - 1 : KL_RANKS))
		hi++;
	lo = hi - len + 1;
	for (k = 0; k < len; k++) {
		ml->cards[k] = KL_JOKER;
		ml->wild[k] = 1;
	}
	/* each natural card at its place (the ace high above the king) */
	for (t = m->mask; t != 0; t &= t - 1) {
		kl_card c = s->card[__builtin_ctz(t)];
		rk = kl_card_rank(c);
		p = rk == KL_ACE && m->lo + m->span - 1 == KL_RANKS ? KL_RANKS :
		    rk;
		ml->cards[p - lo] = c;
		ml->wild[p - lo] = 0;
	}
}

/* The best found into *out: the melds by their first place (a set by
 * its rank), then suit; the jokers as the search placed them. */
static void
jk_write(const jk_search *s, kl_fam_arr *out)
{
	int idx[KL_FAM_MELDS_MAX + 1], key[KL_FAM_MELDS_MAX + 1];
	uint8_t len[KL_FAM_MELDS_MAX + 1];
	int i, k, n = s->best_nchosen, cost = 0, room = 0, jl, lu, more;
	uint32_t melded = 0, t;

	memset(out, 0, sizeof(*out));
	for (i = 0; i < n; i++) {
		const jk_core *m = &s->core[s->best_chosen[i]];
		melded |= m->mask;
		cost += m->lmin - m->k;
		room += m->lmax - m->lmin;
		len[i] = s->g != NULL ? s->best_len[i] : m->lmin;
	}
	if (s->g == NULL) {
		/* the jokers left: into the melds with room, sets first */
		jl = s->jokers - cost;
		lu = n == 0 ? jl : jl > room ? jl - room : 0;
		if (s->discard && (s->all & ~melded) == 0 && lu == 0 && jl > 0)
			lu = 1; /* one the melds did not need, to discard */
		more = jl - lu;
		for (k = 0; k < 2; k++)
			for (i = 0; i < n && more > 0; i++) {
				const jk_core *m = &s->core[s->best_chosen[i]];
				int add = m->lmax - len[i];
				if ((m->kind == KL_MELD_SET) != (k == 0))
					continue;
				if (add > more)
					add = more;
				len[i] = (uint8_t)(len[i] + add);
				more -= add;
			}
		for (t = s->all & ~melded; t != 0; t &= t - 1)
			out->unmatched[out->nunmatched++] =
			    s->card[__builtin_ctz(t)];
		for (i = 0; i < lu; i++)
			out->unmatched[out->nunmatched++] = KL_JOKER;
	}
	for (i = 0; i < n; i++) {
		const jk_core *m = &s->core[s->best_chosen[i]];
		int kx = m->lo * 4 +
		         kl_card_suit(s->card[__builtin_ctz(m->mask)]);
		for (k = i; k > 0 && key[k - 1] > kx; k--) {
			idx[k] = idx[k - 1];
			key[k] = key[k - 1];
		}
		idx[k] = i;
		key[k] = kx;
	}
	for (i = 0; i < n && i < KL_FAM_MELDS_MAX; i++)
		jk_meld(s, &s->core[s->best_chosen[idx[i]]], len[idx[i]],
		        &out->melds[out->nmelds++]);
	out->discard = KL_NO_CARD;
	if (s->g != NULL) {
		if (s->best_disc >= 0)
			out->discard = s->card[s->best_disc];
		else if (s->best_disc == -1)
			out->discard = KL_JOKER;
		return;
	}
	unmatched_out(s->r, s->discard, out);
}

/* Are cards[0..n-1] under r (jk_applies) without jokers or a card held
 * twice?  Then they are one pack's cards without wild cards, and *one
 * the rules to solve them as such (sets of identical cards are sets of
 * distinct suits when no card is held twice). */
static int
jk_one_pack(const kl_fam_cards *r, const kl_card *cards, int n,
            kl_fam_cards *one)
{
	uint64_t seen = 0, bit;
	int i;

	for (i = 0; i < n; i++) {
		if (cards[i] >= KL_NATURALS)
			return 0;
		bit = UINT64_C(1) << cards[i];
		if (seen & bit)
			return 0;
		seen |= bit;
	}
	*one = *r;
	one->packs = 1;
	one->jokers = 0;
	if (one->sets == KL_FAM_SETS_SAME)
		one->sets = KL_FAM_SETS;
	return 1;
}

/* ---- the public functions ---- */

/* Count cards[0..n-1] into s; -1 if r refuses them. */
static int
count_cards(fam_search *s, const kl_fam_cards *r, const kl_card *cards,
            int n, int discard)
{
	int i, k = 0;

	if (n < 0 || n > KL_FAM_HAND_MAX || (discard && n < 1))
		return -1;
	memset(s, 0, sizeof(*s));
	s->r = r;
	s->discard = discard;
	s->disc = KL_NO_CARD;
	s->suit_only = -1;
	for (i = 0; i < n; i++) {
		kl_card c = cards[i];
		if (c == KL_JOKER) {
			if (++s->jokers > r->jokers)
				return -1;
			continue;
		}
		if (c >= KL_NATURALS)
			return -1;
		if (++s->cnt[kl_card_suit(c)][kl_card_rank(c)] > r->packs)
			return -1;
		s->lane[kl_card_suit(c)] |= 1u << kl_card_rank(c);
		s->left++;
	}
	/* the twos first when they may be wild, so that a meld begun by
	 * another card finds them set apart already */
	if (r->deuces_wild)
		s->order[k++] = KL_TWO;
	for (i = 0; i < KL_RANKS; i++)
		if (!(r->deuces_wild && i == KL_TWO))
			s->order[k++] = i;
	return 0;
}

/* The unmatched cards of out (in display order) give its deadwood;
 * with discard, the last of the most valuable of them is the discard
 * and counts no more. */
static void
unmatched_out(const kl_fam_cards *r, int discard, kl_fam_arr *out)
{
	int i, bv = -1, best = 0, v;

	if (discard && out->nunmatched > 0) {
		for (i = 0; i < out->nunmatched; i++) {
			v = card_value(r, out->unmatched[i]);
			if (v >= bv) {
				bv = v;
				best = i;
			}
		}
		out->discard = out->unmatched[best];
		memmove(&out->unmatched[best], &out->unmatched[best + 1],
		        (size_t)(out->nunmatched - best - 1));
		out->nunmatched--;
	}
	for (i = 0; i < out->nunmatched; i++)
		out->deadwood += card_value(r, out->unmatched[i]);
}

/* Sort the cards of a meld?  Runs stay in sequence; sets and the
 * unmatched cards go in display order. */
static void
write_out(const fam_search *s, kl_fam_arr *out)
{
	memset(out, 0, sizeof(*out));
	out->nmelds = s->best_nmelds;
	memcpy(out->melds, s->best_melds,
	       sizeof(*out->melds) * (size_t)s->best_nmelds);
	out->nunmatched = s->best_nun;
	memcpy(out->unmatched, s->best_un, (size_t)s->best_nun);
	kl_cards_sort(out->unmatched, (size_t)out->nunmatched);
	out->discard = s->best_disc;
	unmatched_out(s->r, s->mode == MODE_DEADWOOD && s->discard, out);
}

int
kl_fam_deadwood(const kl_fam_cards *r, const kl_card *cards, int n,
                int discard, kl_fam_arr *out)
{
	fam_search s;
	kl_fam_cards one;

	uint8_t lone[KL_SUITS][KL_RANKS];
	int su, rk, k, jk = jk_applies(r, NULL);

	if (jk && jk_one_pack(r, cards, n, &one)) {
		r = &one;
		jk = 0;
	}
	if (pk_applies(r)) {
		pk_search p;
		if (pk_start(&p, r, NULL, cards, n, discard) < 0)
			return -1;
		pk_walk(&p, 0, 0, 0);
		if (out != NULL)
			pk_write(&p, out);
		return p.best;
	}
	if (jk) {
		static const kl_fam_goal whole = { 0, { { 0 } }, 1, 0, 0, 0, 0, 0 };
		jk_search j;
		uint32_t over, t;
		int uv = 0, top = 0;
		if (jk_start(&j, r, NULL, cards, n, discard) < 0)
			return -1;
		over = jk_lone(&j);
		/* with a discard: does the hand meld whole? */
		if (discard && (over & (over - 1)) == 0) {
			j.g = &whole;
			j.best = -1;
			j.ub = 1;
			jk_out_walk(&j, over, 0, 0, over ? __builtin_ctz(over) : -1);
			if (j.best >= 0 && !j.over) {
				if (out != NULL)
					jk_write(&j, out);
				return 0;
			}
			j.g = NULL;
			j.best = INF;
			j.nchosen = 0;
		}
		/* the cards no meld can hold are left over from the start */
		for (t = over; t != 0; t &= t - 1) {
			int v = j.value[__builtin_ctz(t)];
			uv += v;
			top = v > top ? v : top;
		}
		jk_walk(&j, over, 0, j.jokers, uv, top, 0);
		if (!j.over) {
			if (out != NULL)
				jk_write(&j, out);
			return j.best;
		}
	}
	if (count_cards(&s, r, cards, n, discard) < 0)
		return -1;
	s.mode = MODE_DEADWOOD;
	s.maxlen = longest(NULL);
	s.best = INF;
	/* the cards no meld can hold are unmatched from the start */
	if (lone_cards(&s, lone) > 0)
		for (su = 0; su < KL_SUITS; su++)
			for (rk = 0; rk < KL_RANKS; rk++)
				for (k = 0; k < lone[su][rk]; k++) {
					kl_card c = kl_card_make(su, rk);
					int v = card_value(r, c);
					s.cnt[su][rk]--;
					s.left--;
					s.un[s.nun++] = c;
					s.sum += v;
					s.top = v > s.top ? v : s.top;
				}
	node(&s);
	if (out != NULL)
		write_out(&s, out);
	return s.best;
}

/* The suit every natural card of cnt but the twos is of (-2: none
 * there; -1: more than one). */
static int
one_suit_of(const fam_search *s)
{
	int su, rk, suit = -2;

	for (su = 0; su < KL_SUITS; su++)
		for (rk = 0; rk < KL_RANKS; rk++)
			if (s->cnt[su][rk] && !(s->r->deuces_wild && rk == KL_TWO)) {
				if (suit != -2 && suit != su)
					return -1;
				suit = su;
			}
	return suit;
}

/* Does every card of r's packs count when left unmatched (no value 0)? */
static int
all_count(const kl_fam_cards *r)
{
	int i;

	for (i = 0; i < KL_RANKS; i++)
		if (r->value[i] <= 0)
			return 0;
	return r->jokers == 0 || r->joker_value > 0;
}

int
kl_fam_out_is_least(const kl_fam_cards *r, const kl_fam_goal *g)
{
	return g->npatterns == 0 && g->per_joker == 0 &&
	       g->per_wild_two == 0 && g->per_value == 0 &&
	       g->one_suit_bonus == 0 && g->no_wild_bonus == 0 &&
	       !pk_applies(r) && all_count(r);
}

int
kl_fam_out(const kl_fam_cards *r, const kl_card *cards, int n, int discard,
           const kl_fam_goal *g, kl_fam_arr *out)
{
	fam_search s;
	memo_entry memo[MEMO_SIZE];
	kl_card tried[KL_FAM_HAND_MAX], disc, best_disc = KL_NO_CARD;
	int i, k, ntried = 0, total = 0, best = -1, best_k = 0, best_one = -1;
	int one, su, pass;

	uint8_t lone[KL_SUITS][KL_RANKS];
	int nlone, order[KL_FAM_HAND_MAX], plain;

	/* when every way out is worth the same and every card counts when
	 * left over, going out is the least deadwood being 0: the deadwood
	 * walk stops at the first */
	if (kl_fam_out_is_least(r, g)) {
		kl_fam_arr a;
		int d = kl_fam_deadwood(r, cards, n, discard, &a);
		if (d != 0)
			return d < 0 ? -2 : -1;
		if (out != NULL)
			*out = a;
		return g->base;
	}
	if (pk_applies(r)) {
		pk_search p;
		if (pk_start(&p, r, g, cards, n, discard) < 0)
			return -2;
		pk_walk(&p, 0, 0, 0);
		if (p.best >= 0 && out != NULL)
			pk_write(&p, out);
		return p.best;
	}
	if (jk_applies(r, g)) {
		jk_search j;
		uint32_t lone;
		if (jk_start(&j, r, g, cards, n, discard) < 0)
			return -2;
		/* a card no meld can hold can only be the discard */
		lone = jk_lone(&j);
		if (lone == 0)
			jk_out_walk(&j, 0, 0, 0, -1);
		else if (discard && (lone & (lone - 1)) == 0)
			jk_out_walk(&j, lone, 0, 0, __builtin_ctz(lone));
		if (!j.over) {
			if (j.best >= 0 && out != NULL)
				jk_write(&j, out);
			return j.best;
		}
	}
	if (count_cards(&s, r, cards, n, discard) < 0)
		return -2;
	/* a card no meld can hold can only be the discard */
	nlone = lone_cards(&s, lone);
	if (nlone > discard)
		return -1;
	if (r->sets == KL_FAM_NO_SETS &&
	    out_by_suit(&s, cards, n, discard, g, out, &best))
		return best;
	s.memo = NULL;
	if (has_wilds(&s)) {
		memset(memo, 0, sizeof(memo));
		s.memo = memo;
	}
	s.mode = MODE_OUT;
	s.g = g;
	s.maxlen = longest(g);
	s.only_zero = !has_wilds(&s) || !r->deuces_wild;
	for (i = 0; i < n; i++) {
		total += card_value(r, cards[i]);
		order[i] = i;
	}
	/* without wild cards and a suit bonus the worth only falls with the
	 * value of the discard: the cheapest discard that goes out is the
	 * best, so they are tried cheapest first */
	plain = !has_wilds(&s) && g->one_suit_bonus == 0 && g->per_value >= 0;
	if (plain)
		for (i = 1; i < n; i++)
			for (k = i; k > 0 && card_value(r, cards[order[k]]) <
			            card_value(r, cards[order[k - 1]]); k--) {
				int t = order[k];
				order[k] = order[k - 1];
				order[k - 1] = t;
			}
	/* each discard (each card once), or none */
	for (i = 0; i < (discard ? n : 1); i++) {
		int jm, vm;
		if (plain && best >= 0)
			break;
		disc = discard ? cards[order[i]] : KL_NO_CARD;
		for (k = 0; k < ntried && tried[k] != disc; k++)
			;
		if (k < ntried)
			continue;
		tried[ntried++] = disc;
		if (nlone > 0 && (disc == KL_NO_CARD || disc == KL_JOKER ||
		    !lone[kl_card_suit(disc)][kl_card_rank(disc)]))
			continue; /* the card no meld can hold must go */
		if (disc == KL_JOKER)
			s.jokers--;
		else if (disc != KL_NO_CARD)
			s.cnt[kl_card_suit(disc)][kl_card_rank(disc)]--;
		jm = s.jokers;
		vm = total - (disc != KL_NO_CARD ? card_value(r, disc) : 0);
		/* any suits, then (for the bonus) natural cards of one suit */
		one = g->one_suit_bonus != 0 ? one_suit_of(&s) : -1;
		for (pass = 0; pass < 2; pass++) {
			uint32_t ways;
			if (pass == 1 && one == -1)
				break;
			for (su = pass == 0 ? -1 : one < 0 ? 0 : one;
			     su < (pass == 0 ? 0 : one < 0 ? KL_SUITS : one + 1);
			     su++) {
				s.suit_only = su;
				ways = out_node(&s);
				for (k = 0; k <= KL_FAM_HAND_MAX; k++) {
					int w;
					if (!(ways >> k & 1))
						continue;
					w = g->base + g->per_joker * jm +
					    g->per_wild_two * k + g->per_value * vm;
					if (jm + k == 0)
						w += g->no_wild_bonus;
					if (su >= 0)
						w += g->one_suit_bonus;
					if (w > best) {
						best = w;
						best_k = k;
						best_one = su;
						best_disc = disc;
					}
				}
			}
		}
		if (disc == KL_JOKER)
			s.jokers++;
		else if (disc != KL_NO_CARD)
			s.cnt[kl_card_suit(disc)][kl_card_rank(disc)]++;
	}
	if (best < 0)
		return -1;
	if (out != NULL) {
		/* build the arrangement of the best */
		if (best_disc == KL_JOKER)
			s.jokers--;
		else if (best_disc != KL_NO_CARD)
			s.cnt[kl_card_suit(best_disc)][kl_card_rank(best_disc)]--;
		s.suit_only = best_one;
		s.mode = MODE_BUILD;
		s.need = best_k;
		s.found = 0;
		s.disc = best_disc;
		build_node(&s);
		write_out(&s, out);
	}
	return best;
}

int
kl_fam_meld_check(const kl_fam_cards *r, const kl_card *cards, int n)
{
	kl_fam_goal g;
	kl_fam_arr a;
	kl_fam_cards any = *r;

	if (n < 3 || n > KL_FAM_HAND_MAX)
		return KL_MELD_NONE;
	/* one meld of all n cards: going out in the pattern {n} */
	memset(&g, 0, sizeof(g));
	g.npatterns = 1;
	g.pattern[0][0] = (uint8_t)n;
	any.packs = 4;
	any.jokers = 4;
	if (kl_fam_out(&any, cards, n, 0, &g, &a) < 0 || a.nmelds != 1)
		return KL_MELD_NONE;
	return a.melds[0].kind;
}
