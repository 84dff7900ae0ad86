/* kl_gin.c - the referee of a hand of Gin Rummy (see kl_gin.h). */
#include "kl_gin.h"

#include <string.h>

#include "kl_bits.h"

#define GIN_HAND 10
/* The most melds a hand of 11 cards holds, and candidate melds in it. */
#define MELDS_MAX 3
#define CANDIDATES_MAX 512

void
kl_gin_rules_default(kl_gin_rules *out, int school)
{
	out->school = school;
	out->style = KL_STYLE_ASCII;
	out->knock_limit = 10;
	out->big_gin = school == KL_GIN_MODERN;
	out->gin_bonus = school == KL_GIN_MODERN ? 25 : 20;
	out->big_gin_bonus = 31;
	out->undercut_bonus = school == KL_GIN_MODERN ? 25 : 10;
	out->upcard = KL_NO_CARD;
}

void
kl_gin_rules_of(const kl_rules *ru, int upcard, kl_gin_rules *out)
{
	kl_gin_rules_default(out, ru->school == KL_SCHOOL_CLASSIC ?
	                     KL_GIN_CLASSIC : KL_GIN_MODERN);
	out->knock_limit = ru->knock_limit;
	out->big_gin = kl_rules_big_gin(ru);
	out->gin_bonus = kl_rules_gin_bonus(ru);
	out->big_gin_bonus = ru->big_gin_bonus;
	out->undercut_bonus = kl_rules_undercut_bonus(ru);
	out->upcard = upcard >= 0 && upcard < KL_NATURALS ?
	              (kl_card)upcard : KL_NO_CARD;
	out->style = kl_rules_card_style(ru);
}

void
kl_gin_card_rules(kl_rules *out)
{
	kl_rules_default(out);
	out->decks = 1;
	out->jokers = 0;
	out->hand_size = GIN_HAND;
	out->ace_value = 1;
	out->court_value = 10;
	out->ace_low = 1;
	out->ace_high = 0;
	out->knock_limit = 10;
}

const char *
kl_gin_verdict_name(int verdict)
{
	static const char *const names[] = {
		"none", "knock", "gin", "big_gin"
	};

	if (verdict < KL_GIN_NONE || verdict > KL_GIN_BIG_GIN)
		return "?";
	return names[verdict];
}

const char *
kl_gin_kind_name(int kind)
{
	static const char *const names[] = {
		"?", "gin", "big_gin", "knock", "undercut"
	};

	if (kind < KL_GIN_WON_GIN || kind > KL_GIN_UNDERCUT)
		return "?";
	return names[kind];
}

/* The deadwood value of a natural card: ace 1, court 10. */
static int
value(kl_card c)
{
	int r = kl_card_rank(c);

	return r >= KL_TEN ? 10 : r + 1;
}

/* ---- the exact solver of gin's cards ---- */

/*
 * Gin's cards are one pack without jokers, so a hand is a set of bits: 16
 * a suit (the suits in their order), a bit a rank, as kl_hand lays its
 * cards out.  Every meld the hand holds is listed as such a set with its
 * value; an arrangement is a family of melds no two of which share a card,
 * and its deadwood is the value of the hand less that of its melds (less
 * the most valuable card left, with a discard; a family that melds every
 * card is passed over then, as discarding from a meld never does better
 * than leaving that card unmatched).  A walk over the families, each meld
 * added only after those listed before it, finds the least; a hand of
 * gin holds few melds, so there are few families.  The first family of
 * the least deadwood in the walk's order is the one written out.
 */
#define GS_MELDS 160
#define GIN_BIT(c) \
	(UINT64_C(1) << (16 * kl_card_suit(c) + kl_card_rank(c)))
#define GS_LANES(x) ((uint64_t)(x) * UINT64_C(0x0001000100010001))

typedef struct gin_search {
	int discard;
	uint64_t all;                     /* the cards */
	int total;                        /* their value */
	int nmelds;
	uint64_t meld[GS_MELDS];
	int value[GS_MELDS];
	int best;                         /* the least deadwood so far */
	int nchosen;
	uint8_t chosen[KL_HAND_MAX];      /* a meld or group a card at least */
	int best_nchosen;
	uint8_t best_chosen[KL_HAND_MAX];
} gin_search;

/* The value of the card at bit b. */
static int
bit_value(int b)
{
	int r = b & 15;

	return r >= KL_TEN ? 10 : r + 1;
}

/* The value of the cards of m. */
static int
mask_value(uint64_t m)
{
	int v = 0;

	for (; m != 0; m &= m - 1)
		v += bit_value(__builtin_ctzll(m));
	return v;
}

/* The value of the most valuable card of m (not empty). */
static int
mask_top(uint64_t m)
{
	unsigned ranks = (unsigned)((m | m >> 16 | m >> 32 | m >> 48) & 0x1fff);

	if (ranks >> KL_TEN)
		return 10;
	return 32 - __builtin_clz(ranks);
}

/* Add meld m of value value to s (if there is room). */
static void
gs_add(gin_search *s, uint64_t m, int value)
{
	if (s->nmelds < GS_MELDS) {
		s->meld[s->nmelds] = m;
		s->value[s->nmelds++] = value;
	}
}

/* Every set and run of the cards of all. */
static void
gs_melds(gin_search *s, uint64_t all)
{
	unsigned a = (unsigned)(all & 0xffff), b = (unsigned)(all >> 16 & 0xffff),
	         c = (unsigned)(all >> 32 & 0xffff), d = (unsigned)(all >> 48);
	unsigned three = (a & b & c) | (a & b & d) | (a & c & d) | (b & c & d);
	int su, r, l, v;

	s->nmelds = 0;
	for (; three != 0; three &= three - 1) {
		int rank = __builtin_ctz(three);
		uint64_t col = all & (GS_LANES(1) << rank), x;
		v = bit_value(rank);
		if (kl_bits64(col) == 4) {
			gs_add(s, col, 4 * v);
			for (x = col; x != 0; x &= x - 1)
				gs_add(s, col & ~(x & -x), 3 * v);
		} else {
			gs_add(s, col, 3 * v);
		}
	}
	for (su = 0; su < KL_SUITS; su++) {
		unsigned lane = (unsigned)(all >> (16 * su)) & 0x1fff;
		unsigned starts = lane & lane >> 1 & lane >> 2;
		/* from each lowest card, the longest run first: of equal
		 * deadwood, the first arrangement found is the one shown */
		for (; starts != 0; starts &= starts - 1) {
			uint64_t m = 0;
			r = __builtin_ctz(starts);
			v = 0;
			for (l = r; l < 13 && (lane >> l & 1); l++) {
				m |= UINT64_C(1) << (16 * su + l);
				v += bit_value(l);
			}
			for (l--; l - r >= 2; l--) {
				gs_add(s, m, v);
				m &= ~(UINT64_C(1) << (16 * su + l));
				v -= bit_value(l);
			}
		}
	}
}

/* Weigh the family chosen so far (its melds hold the cards of used, of
 * value melded), then every family that adds melds from the from-th on. */
static void
gs_walk(gin_search *s, int from, uint64_t used, int melded)
{
	uint64_t rest = s->all & ~used;
	int i, d = s->total - melded;

	if (!s->discard || rest != 0) {
		if (s->discard)
			d -= mask_top(rest);
		if (d < s->best) {
			s->best = d;
			s->best_nchosen = s->nchosen;
			memcpy(s->best_chosen, s->chosen, sizeof(s->chosen));
		}
	}
	for (i = from; i < s->nmelds && s->best > 0; i++) {
		if (s->meld[i] & used)
			continue;
		s->chosen[s->nchosen++] = (uint8_t)i;
		gs_walk(s, i + 1, used | s->meld[i], melded + s->value[i]);
		s->nchosen--;
	}
}

/* The melds chosen[0..n-1] of s, lowest card first (rank, then suit), and
 * the rest of s's cards unmatched in display order, with a discard the
 * last of the most valuable. */
static void
gs_write(const gin_search *s, const uint8_t *chosen, int n,
         kl_arrangement *out)
{
	uint64_t m[KL_MELDS_MAX], t, u = s->all;
	int i, k, bv = -1, best = 0, key[KL_MELDS_MAX];

	/* the counted entries only: the rest of *out is not read */
	out->deadwood = out->nmelds = out->nunmatched = 0;
	for (i = 0; i < n; i++) {
		uint64_t x = s->meld[chosen[i]];
		int b = __builtin_ctzll(x), kx = (b & 15) * 4 + (b >> 4);
		for (k = i; k > 0 && key[k - 1] > kx; k--) {
			m[k] = m[k - 1];
			key[k] = key[k - 1];
		}
		m[k] = x;
		key[k] = kx;
		u &= ~x;
	}
	for (i = 0; i < n; i++) {
		kl_meld *ml = &out->melds[out->nmelds++];
		int b0 = __builtin_ctzll(m[i]);
		ml->n = 0;
		/* a set holds one rank: its second card is a suit higher */
		ml->kind = (m[i] >> (b0 + 1) & 1) ? KL_MELD_RUN : KL_MELD_SET;
		for (t = m[i]; t != 0; t &= t - 1) {
			int b = __builtin_ctzll(t);
			ml->cards[ml->n++] = kl_card_make(b >> 4, b & 15);
		}
	}
	for (t = u; t != 0; t &= t - 1) {
		int b = __builtin_ctzll(t), v = bit_value(b);
		out->unmatched[out->nunmatched] = kl_card_make(b >> 4, b & 15);
		out->deadwood += v;
		if (v >= bv) {
			bv = v;
			best = out->nunmatched;
		}
		out->nunmatched++;
	}
	out->discard = KL_NO_CARD;
	if (s->discard && out->nunmatched > 0) {
		out->discard = out->unmatched[best];
		memmove(&out->unmatched[best], &out->unmatched[best + 1],
		        (size_t)(out->nunmatched - best - 1));
		out->nunmatched--;
		out->deadwood -= bv;
	}
}

/* Solve cards[0..n-1] into s (its melds, and the first family of the
 * least deadwood in s->best_chosen); returns the deadwood or -1. */
static int
gin_solve(gin_search *s, const kl_card *cards, int n, int discard)
{
	uint64_t all = 0, bit;
	int i, total = 0;

	if (n < 0 || n > KL_HAND_MAX || (discard && n < 1))
		return -1;
	for (i = 0; i < n; i++) {
		if (cards[i] >= KL_NATURALS)
			return -1;
		bit = GIN_BIT(cards[i]);
		if (all & bit)
			return -1;
		all |= bit;
		total += value(cards[i]);
	}
	s->discard = discard;
	s->all = all;
	s->total = total;
	gs_melds(s, all);
	s->best = 1 << 30;
	s->nchosen = s->best_nchosen = 0;
	gs_walk(s, 0, 0, 0);
	return s->best;
}

int
kl_gin_solve(const kl_card *cards, int n, int discard, kl_arrangement *out)
{
	gin_search s;
	int d = gin_solve(&s, cards, n, discard);

	if (d >= 0 && out != NULL)
		gs_write(&s, s.best_chosen, s.best_nchosen, out);
	return d;
}

/* ---- layoffs ---- */

/* Does the card at bit b, laid off with the cards of lay (as bits), hang
 * on a showing whose sets of three are of the ranks of sets3 and whose
 * runs hold the cards of runs: the fourth card of a set of three, or a
 * card joined to a run by cards all laid off? */
static int
hangs(unsigned sets3, uint64_t runs, int b, uint64_t lay)
{
	int su = b >> 4, r = b & 15, lo, hi;
	unsigned mine = (unsigned)(runs >> (16 * su)) & 0x1fff, all;

	if (sets3 >> r & 1)
		return 1;
	if (mine == 0)
		return 0;
	all = mine | ((unsigned)(lay >> (16 * su)) & 0x1fff);
	/* the stretch of ranks around r that is laid off or in a run */
	for (lo = r; lo > 0 && (all >> (lo - 1) & 1); lo--)
		;
	for (hi = r; hi < 12 && (all >> (hi + 1) & 1); hi++)
		;
	return (mine >> lo & ((1u << (hi - lo + 1)) - 1)) != 0;
}

/*
 * The defender's least deadwood after laying off, found fast for the
 * weighing of many showings: his cards and his own melds are listed once
 * (def_prepare, as the solver lists them); for a showing, the groups he
 * may lay off are added to them (the fourth card of a set of three; cards
 * that extend a run at one end, as many as he holds in a row from it),
 * and the solver's walk covers each of his cards by a meld or a group or
 * leaves it unmatched.  The cards he lays off are then chosen by trying
 * the subsets of those that could hang (layoff, below); the tests check
 * both against a reference that lays cards off one at a time.
 */
typedef struct def_ctx {
	uint64_t all;        /* his cards, as bits */
	int nown;
	uint64_t own[GS_MELDS]; /* his own melds */
	int own_value[GS_MELDS];
	int least;           /* his least deadwood, laying nothing off */
} def_ctx;


/* The least deadwood of his cards but those of laid, with his own melds
 * none of whose cards is laid and the groups extra[0..nextra-1]. */
static int
def_search(const def_ctx *dc, uint64_t laid, const uint64_t *extra,
           int nextra)
{
	gin_search s;
	int i;

	s.discard = 0;
	s.all = dc->all & ~laid;
	s.total = mask_value(s.all);
	s.nmelds = 0;
	for (i = 0; i < dc->nown; i++)
		if (!(dc->own[i] & laid))
			gs_add(&s, dc->own[i], dc->own_value[i]);
	for (i = 0; i < nextra; i++)
		gs_add(&s, extra[i], mask_value(extra[i]));
	s.best = 1 << 30;
	s.nchosen = s.best_nchosen = 0;
	gs_walk(&s, 0, 0, 0);
	return s.best;
}

/* The least deadwood of his cards but those of laid, with his own melds
 * only. */
static int
def_rest(const def_ctx *dc, uint64_t laid)
{
	return def_search(dc, laid, NULL, 0);
}

/* The defender's cards hand[0..n-1] into dc: as bits, his own melds,
 * his least deadwood. */
static void
def_prepare(const kl_card *hand, int n, def_ctx *dc)
{
	gin_search s;
	int i;

	dc->all = 0;
	for (i = 0; i < n; i++)
		dc->all |= GIN_BIT(hand[i]);
	gs_melds(&s, dc->all);
	dc->nown = s.nmelds;
	memcpy(dc->own, s.meld, sizeof(*s.meld) * (size_t)s.nmelds);
	memcpy(dc->own_value, s.value, sizeof(*s.value) * (size_t)s.nmelds);
	dc->least = def_rest(dc, 0);
}

/* The defender's least deadwood against a showing whose melds are
 * meld[0..n-1] (as bits; def_prepare'd). */
static int
def_deadwood(const def_ctx *dc, const uint64_t *meld, int n)
{
	uint64_t group[3 * KL_HAND_MAX], g, m;
	int ng = 0, i, b, lo, hi, su, r;

	/* the groups he may lay off on this showing */
	for (i = 0; i < n; i++) {
		m = meld[i];
		b = __builtin_ctzll(m);
		if (!(m >> (b + 1) & 1)) {
			/* a set (one rank): of three, it takes its fourth */
			g = GS_LANES(1) << (b & 15) & dc->all;
			if (kl_bits64(m) == 3 && g != 0)
				group[ng++] = g;
			continue;
		}
		/* a run takes the cards he holds in a row from either end */
		su = b >> 4;
		lo = b & 15;
		hi = (63 - __builtin_clzll(m)) & 15;
		g = 0;
		for (r = hi + 1; r < 13 && (dc->all >> (16 * su + r) & 1); r++) {
			g |= UINT64_C(1) << (16 * su + r);
			group[ng++] = g;
		}
		g = 0;
		for (r = lo - 1; r >= 0 && (dc->all >> (16 * su + r) & 1); r--) {
			g |= UINT64_C(1) << (16 * su + r);
			group[ng++] = g;
		}
	}
	return def_search(dc, 0, group, ng);
}

/* The melds of arrangement a as bits, into meld; returns how many. */
static int
meld_bits(const kl_arrangement *a, uint64_t *meld)
{
	int i, k;

	for (i = 0; i < a->nmelds; i++) {
		meld[i] = 0;
		for (k = 0; k < a->melds[i].n; k++)
			meld[i] |= GIN_BIT(a->melds[i].cards[k]);
	}
	return a->nmelds;
}

/* Write the cards of best_sub (over cand) into layoffs and the rest's
 * arrangement into arr (either may be NULL). */
static void
lay_out(const kl_card *hand, int n,
        const kl_card *cand, int ncand, unsigned best_sub,
        kl_arrangement *arr, kl_card *layoffs, int *nlay)
{
	kl_card rest[KL_HAND_MAX];
	int i, k, nrest = 0;

	if (nlay != NULL)
		*nlay = 0;
	for (i = 0; i < n; i++) {
		for (k = 0; k < ncand; k++)
			if ((best_sub >> k & 1) && cand[k] == hand[i])
				break;
		if (k == ncand)
			rest[nrest++] = hand[i];
		else if (layoffs != NULL && nlay != NULL)
			layoffs[(*nlay)++] = hand[i];
	}
	if (arr != NULL)
		kl_gin_solve(rest, nrest, 0, arr);
}

/* The least number larger than sub with as many bits set. */
static unsigned
next_subset(unsigned sub)
{
	unsigned low = sub & -sub, up = sub + low;

	return up | (((sub ^ up) >> 2) / low);
}

static int layoff(const kl_arrangement *m, const kl_card *hand, int n,
                  const def_ctx *ready, int known, kl_arrangement *arr,
                  kl_card *layoffs, int *nlay);

int
kl_gin_layoff(const kl_arrangement *m, const kl_card *hand, int n,
              kl_arrangement *arr, kl_card *layoffs, int *nlay)
{
	if (n < 0 || n > KL_HAND_MAX)
		return -1;
	return layoff(m, hand, n, NULL, -1, arr, layoffs, nlay);
}

/* kl_gin_layoff, with the defender's cards prepared already (ready, from
 * def_prepare) or not (NULL), and his least deadwood against m known
 * already (known) or not (-1). */
static int
layoff(const kl_arrangement *m, const kl_card *hand, int n,
       const def_ctx *ready, int known, kl_arrangement *arr,
       kl_card *layoffs, int *nlay)
{
	uint64_t runs = 0, mine = 0, bits[KL_MELDS_MAX], cand_bit[KL_HAND_MAX];
	kl_card cand[KL_HAND_MAX];
	unsigned sets3 = 0, sub, best_sub, nsub;
	int ncand = 0, i, k, best, p, nm;
	def_ctx dc;

	nm = meld_bits(m, bits);
	for (i = 0; i < nm; i++) {
		if (m->melds[i].kind == KL_MELD_RUN)
			runs |= bits[i];
		else if (m->melds[i].n == 3)
			sets3 |= 1u << kl_card_rank(m->melds[i].cards[0]);
	}
	/* the cards that could hang on a meld if all the others that could
	 * were laid off too */
	for (i = 0; i < n; i++)
		mine |= GIN_BIT(hand[i]);
	for (i = 0; i < n; i++) {
		uint64_t bit = GIN_BIT(hand[i]);
		if (hangs(sets3, runs, __builtin_ctzll(bit), mine)) {
			cand_bit[ncand] = bit;
			cand[ncand++] = hand[i];
		}
	}
	if (ncand == 0) {
		/* nothing to lay off: the defender's own best */
		if (nlay != NULL)
			*nlay = 0;
		return kl_gin_solve(hand, n, 0, arr);
	}
	/* the least deadwood, from the walk; then, for the cards laid off,
	 * the fewest that reach it (of as many, the first in hand order) */
	if (ready == NULL) {
		def_prepare(hand, n, &dc);
		ready = &dc;
	}
	best = known >= 0 ? known : def_deadwood(ready, bits, nm);
	if (arr == NULL && layoffs == NULL)
		return best;
	best_sub = 0;
	nsub = 1u << ncand;
	if (ready->least == best)
		goto found;
	for (p = 1; p <= ncand; p++) {
		/* the subsets of p candidates in increasing order: from the
		 * lowest p bits, each next the least larger with as many */
		for (sub = (1u << p) - 1; sub < nsub;
		     sub = next_subset(sub)) {
			uint64_t lay = 0;
			int ok = 1;
			for (k = 0; k < ncand; k++)
				if (sub >> k & 1)
					lay |= cand_bit[k];
			for (k = 0; k < ncand && ok; k++)
				if (sub >> k & 1)
					ok = hangs(sets3, runs,
					           __builtin_ctzll(cand_bit[k]), lay);
			if (ok && def_rest(ready, lay) == best) {
				best_sub = sub;
				goto found;
			}
		}
	}
found:
	lay_out(hand, n, cand, ncand, best_sub, arr, layoffs, nlay);
	return best;
}

/* ---- the knocker's showing ---- */

/*
 * The showing best for the knocker: every family of his melds (the
 * solver's, in the solver's order) whose deadwood is within the knock
 * limit is weighed by the result of the hand it leads to, the defender's
 * layoffs included; the best score wins, then the lower deadwood, then
 * the first found.  A showing is only weighed against the defender when
 * it could beat the best so far even if he laid nothing off.
 */
typedef struct show_walk {
	const gin_search *s;      /* the knocker's cards and melds */
	const def_ctx *dc;        /* the defender's cards */
	int limit;
	int dmin;                 /* the defender's least deadwood: layoffs
	                             only lower it */
	int undercut;             /* the undercut bonus */
	int nchosen;
	uint8_t chosen[KL_MELDS_MAX];
	/* the best so far */
	int have;
	int score;                /* for the knocker: + won, - lost */
	int k, d;                 /* its deadwood and the defender's */
	int best_nchosen;
	uint8_t best_chosen[KL_MELDS_MAX];
} show_walk;

/* Weigh the family chosen (its melds hold used, of value melded). */
static void
show_weigh(show_walk *w, uint64_t used, int melded)
{
	const gin_search *s = w->s;
	uint64_t rest = s->all & ~used, meld[KL_MELDS_MAX];
	int dw, d, score, i, bound;

	if (s->discard && rest == 0)
		return; /* all 11 melded: big gin, judged apart */
	dw = s->total - melded - (s->discard ? mask_top(rest) : 0);
	if (dw > w->limit)
		return;
	if (w->have) {
		bound = dw < w->dmin ? w->dmin - dw :
		        -(dw - w->dmin + w->undercut);
		if (bound < w->score || (bound == w->score && dw >= w->k))
			return;
	}
	for (i = 0; i < w->nchosen; i++)
		meld[i] = s->meld[w->chosen[i]];
	d = def_deadwood(w->dc, meld, w->nchosen);
	score = dw < d ? d - dw : -(dw - d + w->undercut);
	if (!w->have || score > w->score ||
	    (score == w->score && dw < w->k)) {
		w->have = 1;
		w->score = score;
		w->k = dw;
		w->d = d;
		w->best_nchosen = w->nchosen;
		memcpy(w->best_chosen, w->chosen, sizeof(w->chosen));
	}
}

/* Weigh the family chosen, then every family adding melds from the
 * from-th on (they hold used, of value melded). */
static void
show_walk_from(show_walk *w, int from, uint64_t used, int melded)
{
	const gin_search *s = w->s;
	int i;

	show_weigh(w, used, melded);
	for (i = from; i < s->nmelds; i++) {
		if ((s->meld[i] & used) || w->nchosen == KL_MELDS_MAX)
			continue;
		w->chosen[w->nchosen++] = (uint8_t)i;
		show_walk_from(w, i + 1, used | s->meld[i],
		               melded + s->value[i]);
		w->nchosen--;
	}
}

/* ---- the hand ---- */

/* The knocker's melds as typed: every group but the last a meld; the
 * last one too if it is one, else his unmatched cards. */
static int
typed_showing(const kl_rules *cards, const kl_cardlist *k, kl_arrangement *a,
              kl_error *err)
{
	kl_card group[KL_HAND_MAX];
	char why[128];
	int g, i, n, kind, best = -1;

	memset(a, 0, sizeof(*a));
	a->discard = KL_NO_CARD;
	for (g = 0; g < k->ngroups; g++) {
		n = 0;
		for (i = 0; i < k->n; i++)
			if (k->group[i] == g)
				group[n++] = k->cards[i];
		if (n == 0)
			continue;
		kind = kl_meld_check(cards, group, n, why, sizeof(why));
		if (kind == KL_MELD_NONE && g < k->ngroups - 1)
			return kl_error_set(err, KL_EINPUT, "the knocker's group "
			    "%d is no meld: %s", g + 1, why);
		if (kind != KL_MELD_NONE) {
			kl_meld *m = &a->melds[a->nmelds++];
			m->kind = kind;
			m->n = n;
			memcpy(m->cards, group, sizeof(*group) * (size_t)n);
			continue;
		}
		memcpy(a->unmatched, group, sizeof(*group) * (size_t)n);
		a->nunmatched = n;
	}
	if (k->n == GIN_HAND + 1) {
		for (i = 0; i < a->nunmatched; i++)
			if (best < 0 || value(a->unmatched[i]) >
			                value(a->unmatched[best]))
				best = i;
		if (best >= 0) {
			a->discard = a->unmatched[best];
			memmove(&a->unmatched[best], &a->unmatched[best + 1],
			        sizeof(kl_card) * (size_t)(a->nunmatched - best - 1));
			a->nunmatched--;
		}
	}
	for (i = 0; i < a->nunmatched; i++)
		a->deadwood += value(a->unmatched[i]);
	return KL_OK;
}

/* Check the cards: sizes, no joker, every card once in the pack. */
static int
check_cards(const kl_gin_rules *r, const kl_cardlist *k,
            const kl_cardlist *d, kl_error *err)
{
	uint64_t seen = 0;
	int i, h;
	char name[KL_CARD_NAME_MAX];

	if (k->n != GIN_HAND && k->n != GIN_HAND + 1)
		return kl_error_set(err, KL_EINPUT, "the knocker shows %d "
		    "cards; show 10, or 11 before the discard", k->n);
	if (d->n != GIN_HAND)
		return kl_error_set(err, KL_EINPUT, "the defender shows %d "
		    "cards, not 10", d->n);
	for (h = 0; h < 2; h++) {
		const kl_cardlist *l = h == 0 ? k : d;
		for (i = 0; i < l->n; i++) {
			kl_card c = l->cards[i];
			if (c >= KL_NATURALS)
				return kl_error_set(err, KL_EINPUT, "gin is "
				    "played without jokers");
			if (!(seen & UINT64_C(1) << c)) {
				seen |= UINT64_C(1) << c;
				continue;
			}
			kl_card_name(c, r->style, name, sizeof(name));
			return kl_error_set(err, KL_EINPUT, "%s is shown twice; "
			                    "one pack has it once", name);
		}
	}
	return KL_OK;
}

int
kl_gin_big_pays(const kl_gin_rules *r)
{
	return r->big_gin && r->big_gin_bonus >= r->gin_bonus;
}

/* The discard of a showing with all 11 cards in melds (a: no unmatched
 * card, no discard): one card of the first meld of four or more (there is
 * one: 11 cards are no melds of three alone), the top of a run, so that
 * what stays is still a meld. */
static void
discard_from_melds(kl_arrangement *a)
{
	int m, i, top;

	for (m = 0; m < a->nmelds; m++) {
		kl_meld *ml = &a->melds[m];
		if (ml->n < 4)
			continue;
		top = ml->n - 1;
		if (ml->kind == KL_MELD_RUN)
			for (i = 0; i < ml->n; i++)
				if (kl_card_rank(ml->cards[i]) >
				    kl_card_rank(ml->cards[top]))
					top = i;
		a->discard = ml->cards[top];
		memmove(&ml->cards[top], &ml->cards[top + 1],
		        sizeof(kl_card) * (size_t)(ml->n - top - 1));
		ml->n--;
		return;
	}
}

int
kl_gin_limit(const kl_gin_rules *r)
{
	/* Oklahoma: the upcard's value is the limit; an ace, gin only */
	if (r->upcard != KL_NO_CARD)
		return kl_card_rank(r->upcard) == KL_ACE ? -1 :
		       value(r->upcard);
	return r->knock_limit;
}

int
kl_gin_score(const kl_gin_rules *r, int verdict, int k, int d, int *winner,
             int *kind)
{
	int points;

	if (verdict == KL_GIN_GIN || verdict == KL_GIN_BIG_GIN) {
		*winner = 0;
		*kind = verdict == KL_GIN_GIN ? KL_GIN_WON_GIN :
		        KL_GIN_WON_BIG_GIN;
		points = d + (verdict == KL_GIN_GIN ? r->gin_bonus :
		                                      r->big_gin_bonus);
	} else if (k < d) {
		*winner = 0;
		*kind = KL_GIN_WON_KNOCK;
		points = d - k;
	} else {
		*winner = 1;
		*kind = KL_GIN_UNDERCUT;
		points = k - d + r->undercut_bonus;
	}
	if (r->upcard != KL_NO_CARD && kl_gin_upcard_doubles(r->upcard))
		points *= 2;
	return points;
}

int
kl_gin_upcard_doubles(int upcard)
{
	return upcard >= 0 && upcard < KL_NATURALS &&
	       kl_card_suit((kl_card)upcard) == KL_SPADES;
}

int
kl_gin_judge(const kl_gin_rules *r, const kl_cardlist *knocker,
             const kl_cardlist *defender, kl_gin_result *out,
             kl_error *err)
{
	kl_gin_result *res = out;
	kl_arrangement typed;
	kl_rules cards;
	gin_search ks;
	def_ctx dc;
	int rc, limit, eleven = knocker->n == GIN_HAND + 1, known = -1;

	if ((rc = check_cards(r, knocker, defender, err)) != KL_OK)
		return rc;
	if (knocker->ngroups > 1) {
		kl_gin_card_rules(&cards);
		if ((rc = typed_showing(&cards, knocker, &typed, err)) != KL_OK)
			return rc;
	}
	/* *out is written from here on */
	limit = kl_gin_limit(r);
	res->limit = limit;
	res->winner = -1;
	res->kind = res->points = res->nlayoffs = 0;
	res->typed = knocker->ngroups > 1;
	res->knocker_min = gin_solve(&ks, knocker->cards, knocker->n, eleven);
	if (res->typed)
		res->knocker = typed;
	else if (res->knocker_min == 0 || res->knocker_min > limit)
		gs_write(&ks, ks.best_chosen, ks.best_nchosen, &res->knocker);
	else
		res->knocker.deadwood = res->knocker_min; /* shown below */
	/* all 11 in melds leaves deadwood 0 with a discard too: big gin,
	 * or gin where that scores more */
	res->gin_over_big = 0;
	if (eleven && r->big_gin && res->knocker_min == 0 &&
	    kl_gin_solve(knocker->cards, knocker->n, 0, NULL) == 0 &&
	    (!res->typed ||
	    (res->knocker.nunmatched == 0 && res->knocker.discard == KL_NO_CARD))) {
		if (kl_gin_big_pays(r)) {
			kl_gin_solve(knocker->cards, knocker->n, 0,
			             &res->knocker);
			res->verdict = KL_GIN_BIG_GIN;
		} else {
			if (res->typed)
				discard_from_melds(&res->knocker);
			res->gin_over_big = 1;
			res->verdict = KL_GIN_GIN;
		}
	} else if (res->knocker.deadwood == 0) {
		res->verdict = KL_GIN_GIN;
	} else if (res->knocker_min <= limit) {
		res->verdict = KL_GIN_KNOCK;
	} else {
		res->verdict = KL_GIN_NONE;
	}
	if (res->verdict == KL_GIN_KNOCK && res->typed &&
	    res->knocker.deadwood > limit)
		res->verdict = KL_GIN_NONE;
	/* the defender's least deadwood: with his arrangement when there
	 * is nothing to lay off, else from his melds listed once for the
	 * layoffs too */
	if (res->verdict != KL_GIN_KNOCK) {
		res->defender_min = kl_gin_solve(defender->cards, defender->n, 0,
		                                 &res->defender);
	} else {
		def_prepare(defender->cards, GIN_HAND, &dc);
		res->defender_min = dc.least;
	}
	if (res->verdict == KL_GIN_NONE)
		return KL_OK;
	if (res->verdict == KL_GIN_GIN || res->verdict == KL_GIN_BIG_GIN) {
		res->points = kl_gin_score(r, res->verdict, 0, res->defender_min,
		                           &res->winner, &res->kind);
		return KL_OK;
	}
	if (!res->typed) {
		/* the showing best for the knocker */
		show_walk w;
		w.s = &ks;
		w.dc = &dc;
		w.limit = limit;
		w.dmin = res->defender_min;
		w.undercut = r->undercut_bonus;
		w.nchosen = w.have = 0;
		show_walk_from(&w, 0, 0, 0);
		/* one showing at least is within the limit: his least */
		gs_write(&ks, w.best_chosen, w.best_nchosen, &res->knocker);
		known = w.d;
	}
	res->points = kl_gin_score(r, KL_GIN_KNOCK, res->knocker.deadwood,
	                           layoff(&res->knocker, defender->cards,
	                                  GIN_HAND, &dc, known, &res->defender,
	                                  res->layoffs, &res->nlayoffs),
	                           &res->winner, &res->kind);
	return KL_OK;
}
