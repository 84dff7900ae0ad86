/*
 * test_gin.c - the gin referee (kl_gin.h) against the rulings: a table of
 * hand-picked hands (gin, big gin, a knock with layoffs that chain along
 * a run, the fourth card of a set, a knocker who blocks layoffs by
 * showing more deadwood, an undercut and a tie, no layoffs after gin,
 * Oklahoma with an ace and a spade upcard, the classic school), and
 * random deals (random and meld-dense, the defender's hand rich in
 * layoffs) compared with a slow reference written apart: the defender's
 * layoffs by laying cards off one at a time onto growing melds, for every
 * subset of the cards that could ever hang on a meld, with the reference
 * solver's deadwood for the rest; the knocker's showing by trying every
 * way to split his cards into melds and unmatched ones.  KLOPF_GIN_DEALS
 * sets how many random deals (default 20000 a school; 100000 for the long
 * run).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "handgen.h"
#include "kl_card.h"
#include "kl_gin.h"
#include "ref_solver.h"

/* Parse "CARDS / CARDS" (groups typed with "|") into the two hands. */
static void
deal(const char *text, kl_cardlist *k, kl_cardlist *d)
{
	char buf[512], *slash;
	kl_card_limits limits = { 1, 0, KL_HAND_MAX, KL_STYLE_ASCII };
	const char *arg;
	kl_error err;

	snprintf(buf, sizeof(buf), "%s", text);
	slash = strchr(buf, '/');
	if (slash == NULL)
		fail_msg("deal \"%s\" has no /", text);
	*slash = '\0';
	arg = buf;
	if (kl_cards_parse(&arg, 1, &limits, k, &err) != KL_OK)
		fail_msg("deal \"%s\": %s", text, err.msg);
	arg = slash + 1;
	if (kl_cards_parse(&arg, 1, &limits, d, &err) != KL_OK)
		fail_msg("deal \"%s\": %s", text, err.msg);
}

struct gin_case {
	const char *deal;
	int school;
	const char *upcard;       /* NULL: no Oklahoma */
	int verdict;
	int k, d;                 /* the knocker's and defender's deadwood */
	int nlayoffs;
	int winner;               /* 0 knocker, 1 defender, -1 none */
	int kind;
	int points;
};

static const struct gin_case cases[] = {
	/* gin with a discard: 25 + the defender's 44, no layoffs */
	{ "3H 4H 5H 6H 7S 7D 7C JS QS KS 4C / 2C 3C 5C 8D 9D 10D KH KD 5S 9S",
	  KL_GIN_MODERN, NULL, KL_GIN_GIN, 0, 44, 0, 0, KL_GIN_WON_GIN, 69 },
	/* gin in the classic school: 20 */
	{ "3H 4H 5H 6H 7S 7D 7C JS QS KS 4C / 2C 3C 5C 8D 9D 10D KH KD 5S 9S",
	  KL_GIN_CLASSIC, NULL, KL_GIN_GIN, 0, 44, 0, 0, KL_GIN_WON_GIN, 64 },
	/* gin, and the defender's 6H could hang on the run: no layoffs */
	{ "3H 4H 5H 7S 7D 7C JS QS KS 9C 9D 9H 4C / 6H 2C 3C 8D 10D KH KD 5S 9S AS",
	  KL_GIN_MODERN, NULL, -1, 0, 0, 0, 0, 0, 0 },
	/* big gin: all 11 in melds, 31 + 56 */
	{ "2H 3H 4H 5H 6H 7S 7D 7C JS QS KS / 2C 3C 5C 8D 9D 10D KH KD 5S 9S",
	  KL_GIN_MODERN, NULL, KL_GIN_BIG_GIN, 0, 44, 0, 0,
	  KL_GIN_WON_BIG_GIN, 75 },
	/* a knock; 6H then 7H chain along the run */
	{ "3H 4H 5H 7S 7D 7C JS QS KS 2C / 6H 7H 8C 9D 10D KH KD AS 2S 5S",
	  KL_GIN_MODERN, NULL, KL_GIN_KNOCK, 2, 55, 2, 0, KL_GIN_WON_KNOCK,
	  53 },
	/* the fourth card of a set of three, and both ends of a run */
	{ "3H 4H 5H 7S 7D 7C JS QS KS 9C / 6H 2H 8C 9D 10D 7H KD AS 2S 5S",
	  KL_GIN_MODERN, NULL, KL_GIN_KNOCK, 9, 45, 3, 0, KL_GIN_WON_KNOCK,
	  36 },
	/* the knocker shows 10 instead of 4 to keep 7H 8H off his run */
	{ "3H 4H 5H 6H 9S 9D 9C 2C AS AD / 7H 8H KC KD 2S 5S 10D JC 4D 3S",
	  KL_GIN_MODERN, NULL, KL_GIN_KNOCK, 10, 69, 0, 0, KL_GIN_WON_KNOCK,
	  59 },
	/* an undercut: the defender has less (modern: 25 more) */
	{ "3H 4H 5H 7S 7D 7C JS QS KS 9C / 2C 3C 4C 8D 9D 10D KH KC KS AS",
	  KL_GIN_MODERN, NULL, -1, 0, 0, 0, 0, 0, 0 },
	/* a tie is an undercut too (classic: 10 more) */
	{ "3H 4H 5H 7S 7D 7C JS QS KS 4C / 2C 3C 5C 8D 9D 10D 6D 6H 6S AD",
	  KL_GIN_CLASSIC, NULL, -1, 0, 0, 0, 0, 0, 0 },
	/* Oklahoma: a spade upcard of 5 doubles the knock's 53 */
	{ "3H 4H 5H 7S 7D 7C JS QS KS 2C / 6H 7H 8C 9D 10D KH KD AS 2S 5S",
	  KL_GIN_MODERN, "5S", KL_GIN_KNOCK, 2, 55, 2, 0, KL_GIN_WON_KNOCK,
	  106 },
	/* Oklahoma with an ace upcard: only gin ends the hand */
	{ "3H 4H 5H 7S 7D 7C JS QS KS 2C / 6H 7H 8C 9D 10D KH KD 4S 2S 5S",
	  KL_GIN_MODERN, "AH", KL_GIN_NONE, 2, 0, 0, -1, 0, 0 },
	/* no declaration: deadwood 31 with the default limit of 10 */
	{ "3H 4H 5H 7S 7D 7C JS QS 9C 2C / 6H 7H 8C 9D 10D KH KD AS 2S 5S",
	  KL_GIN_MODERN, NULL, KL_GIN_NONE, 31, 0, 0, -1, 0, 0 },
};

static void
test_cases(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct gin_case *c = &cases[i];
		kl_cardlist k, d;
		kl_gin_rules r;
		kl_gin_result res;
		kl_error err;

		if (c->verdict < 0)
			continue; /* checked by the reference below */
		deal(c->deal, &k, &d);
		kl_gin_rules_default(&r, c->school);
		if (c->upcard != NULL) {
			kl_cardlist u;
			kl_card_limits lim = { 1, 0, 1, KL_STYLE_ASCII };
			assert_int_equal(kl_cards_parse(&c->upcard, 1, &lim, &u,
			                                &err), KL_OK);
			r.upcard = u.cards[0];
		}
		if (kl_gin_judge(&r, &k, &d, &res, &err) != KL_OK)
			fail_msg("case %zu: %s", i, err.msg);
		if (res.verdict != c->verdict)
			fail_msg("case %zu: verdict %s, not %s", i,
			         kl_gin_verdict_name(res.verdict),
			         kl_gin_verdict_name(c->verdict));
		if (c->verdict == KL_GIN_NONE) {
			assert_int_equal(res.winner, -1);
			continue;
		}
		if (res.knocker.deadwood != c->k || res.defender.deadwood != c->d ||
		    res.nlayoffs != c->nlayoffs || res.winner != c->winner ||
		    res.kind != c->kind || res.points != c->points)
			fail_msg("case %zu: k %d d %d layoffs %d winner %d kind %s "
			         "points %d; want %d %d %d %d %s %d", i,
			         res.knocker.deadwood, res.defender.deadwood,
			         res.nlayoffs, res.winner,
			         kl_gin_kind_name(res.kind), res.points, c->k,
			         c->d, c->nlayoffs, c->winner,
			         kl_gin_kind_name(c->kind), c->points);
	}
}

/* ---- the reference ---- */

static int
value(kl_card c)
{
	int r = kl_card_rank(c);

	return r >= KL_TEN ? 10 : r + 1;
}

/* A meld of the reference: its cards as a bit set (13 * suit + rank). */
typedef struct gin_ref_meld {
	int set;         /* 1 set, 0 run */
	uint64_t cards;
} gin_ref_meld;

/* Lay off the cards of lay (bits) onto melds one at a time, the melds
 * growing, trying every card that fits somewhere on every meld it fits;
 * 1 if some order and choice finds every card of lay a place. */
static int
lay_all(const gin_ref_meld *m, int nm, uint64_t lay)
{
	gin_ref_meld g[8];
	int i, x;

	if (lay == 0)
		return 1;
	for (i = 0; i < 52; i++) {
		int s = i / 13, r = i % 13;
		if (!(lay >> i & 1))
			continue;
		for (x = 0; x < nm; x++) {
			uint64_t in = m[x].cards;
			int fits;
			if (m[x].set)
				fits = __builtin_popcountll(in) == 3 &&
				       __builtin_ctzll(in) % 13 == r;
			else
				fits = __builtin_ctzll(in) / 13 == s &&
				       ((r > 0 && (in >> (i - 1) & 1)) ||
				        (r < 12 && (in >> (i + 1) & 1)));
			if (!fits)
				continue;
			memcpy(g, m, sizeof(*m) * (size_t)nm);
			g[x].cards |= UINT64_C(1) << i;
			if (lay_all(g, nm, lay & ~(UINT64_C(1) << i)))
				return 1;
		}
	}
	return 0;
}

/* The defender's least deadwood after layoffs onto m. */
static int
ref_layoff(const gin_ref_meld *m, int nm, const kl_card *def)
{
	kl_rules cards;
	kl_card rest[10], cand[10];
	int nc = 0, i, k, best = -1;
	unsigned sub;

	kl_gin_card_rules(&cards);
	for (i = 0; i < 10; i++) {
		int useful = 0;
		for (k = 0; k < nm; k++) {
			int s = __builtin_ctzll(m[k].cards) / 13;
			if (m[k].set ? __builtin_ctzll(m[k].cards) % 13 ==
			               kl_card_rank(def[i]) &&
			               __builtin_popcountll(m[k].cards) == 3 :
			    s == kl_card_suit(def[i]))
				useful = 1;
		}
		if (useful)
			cand[nc++] = def[i];
	}
	for (sub = 0; sub < (1u << nc); sub++) {
		uint64_t lay = 0;
		int n = 0, d;
		for (k = 0; k < nc; k++)
			if (sub >> k & 1)
				lay |= UINT64_C(1) << (13 * kl_card_suit(cand[k]) +
				                       kl_card_rank(cand[k]));
		if (!lay_all(m, nm, lay))
			continue;
		for (i = 0; i < 10; i++)
			if (!(lay >> (13 * kl_card_suit(def[i]) +
			              kl_card_rank(def[i])) & 1))
				rest[n++] = def[i];
		d = ref_deadwood(&cards, rest, n);
		if (best < 0 || d < best)
			best = d;
	}
	return best;
}

/* Every way to split hand[i..n-1] (those not in used) into melds and
 * unmatched cards; keeps the best result for the knocker. */
static void
ref_split(const kl_card *hand, int n, int i, uint64_t used, gin_ref_meld *m,
          int nm, int unmatched_value, int max_unmatched, const kl_card *def,
          int limit, int undercut, int *best_score, int *best_k, int *have)
{
	kl_rules cards;
	int j, l;

	while (i < n && (used >> i & 1))
		i++;
	if (i == n) {
		int k = unmatched_value - (n == 11 ? max_unmatched : 0), d, score;
		if (n == 11 && max_unmatched < 0)
			return; /* nothing to discard: big gin */
		if (k > limit)
			return;
		d = ref_layoff(m, nm, def);
		score = k < d ? d - k : -(k - d + undercut);
		if (!*have || score > *best_score ||
		    (score == *best_score && k < *best_k)) {
			*have = 1;
			*best_score = score;
			*best_k = k;
		}
		return;
	}
	/* card i unmatched */
	ref_split(hand, n, i + 1, used | UINT64_C(1) << i, m, nm,
	          unmatched_value + value(hand[i]),
	          value(hand[i]) > max_unmatched ? value(hand[i]) :
	                                           max_unmatched,
	          def, limit, undercut, best_score, best_k, have);
	/* or a meld with card i and later cards: every subset of 2 to 12 of
	 * them (bounded by the hand) that the reference calls a meld */
	kl_gin_card_rules(&cards);
	for (l = 0; l < (1 << (n - i - 1)); l++) {
		kl_card g[KL_HAND_MAX];
		int ng = 0, kind;
		uint64_t mask = UINT64_C(1) << i, bits = 0;
		if (__builtin_popcount((unsigned)l) < 2)
			continue;
		g[ng++] = hand[i];
		for (j = 0; j < n - i - 1; j++)
			if (l >> j & 1) {
				if (used >> (i + 1 + j) & 1)
					break;
				g[ng++] = hand[i + 1 + j];
				mask |= UINT64_C(1) << (i + 1 + j);
			}
		if (j < n - i - 1)
			continue;
		kind = ref_meld_kind(&cards, g, ng);
		if (kind == REF_NONE)
			continue;
		for (j = 0; j < ng; j++)
			bits |= UINT64_C(1) << (13 * kl_card_suit(g[j]) +
			                        kl_card_rank(g[j]));
		m[nm].set = kind == REF_SET;
		m[nm].cards = bits;
		ref_split(hand, n, i + 1, used | mask, m, nm + 1,
		          unmatched_value, max_unmatched, def, limit, undercut,
		          best_score, best_k, have);
	}
}

/* A deal: the knocker's 10 or 11 cards and the defender's 10, from one
 * shuffled pack, dense now and then (runs and sets dealt first). */
static void
make_deal(hg_rng *g, kl_cardlist *k, kl_cardlist *d)
{
	kl_card pack[KL_NATURALS];
	int i, j, next = 0, nk = 10 + hg_below(g, 2);

	for (i = 0; i < KL_NATURALS; i++)
		pack[i] = (kl_card)i;
	for (i = KL_NATURALS - 1; i > 0; i--) {
		kl_card t;
		j = hg_below(g, i + 1);
		t = pack[i];
		pack[i] = pack[j];
		pack[j] = t;
	}
	if (hg_below(g, 3) > 0) {
		/* dense: melds for both players, and the defender's cards next
		 * to the knocker's run (layoffs) */
		kl_card want[24];
		int nw = 0, place = 0, s = hg_below(g, 4), r = hg_below(g, 9);
		int q = hg_below(g, 13), s2 = (s + 1 + hg_below(g, 3)) % 4;
		int r2 = hg_below(g, 11), s3 = hg_below(g, 4);
		int r3 = hg_below(g, 11), q2 = hg_below(g, 13);
		for (i = 0; i < 4; i++)
			want[nw++] = kl_card_make(s, r + i);
		for (i = 0; i < 3; i++)
			want[nw++] = kl_card_make((s + 1 + i) % 4, q);
		for (i = 0; i < 3 && hg_below(g, 4) > 0; i++)
			want[nw++] = kl_card_make(s2, r2 + i);
		/* the defender's, dealt after the knocker's nk */
		while (nw < nk)
			want[nw++] = KL_NO_CARD;
		if (r > 0)
			want[nw++] = kl_card_make(s, r - 1);
		if (r + 4 < 13)
			want[nw++] = kl_card_make(s, r + 4);
		want[nw++] = kl_card_make(s, q);
		for (i = 0; i < 3; i++)
			want[nw++] = kl_card_make(s3, r3 + i);
		for (i = 0; i < 3 && hg_below(g, 2); i++)
			want[nw++] = kl_card_make((s3 + 1 + i) % 4, q2);
		for (i = 0; i < nw; i++, place++) {
			if (want[i] == KL_NO_CARD)
				continue;
			for (j = place; j < KL_NATURALS; j++)
				if (pack[j] == want[i]) {
					kl_card t = pack[place];
					pack[place] = pack[j];
					pack[j] = t;
					break;
				}
		}
	}
	memset(k, 0, sizeof(*k));
	memset(d, 0, sizeof(*d));
	k->ngroups = d->ngroups = 1;
	for (i = 0; i < nk; i++)
		k->cards[k->n++] = pack[next++];
	for (i = 0; i < 10; i++)
		d->cards[d->n++] = pack[next++];
}

/* The layoffs and arrangements of a judged knock: every card laid off
 * hangs (the reference lays them off one at a time), the defender's
 * arrangement is a least one of the cards he keeps, and both
 * arrangements are correct arrangements of their cards. */
static void
check_shown(const kl_rules *cards, const kl_cardlist *k,
            const kl_cardlist *d, const kl_gin_result *res, long n)
{
	kl_card rest[KL_HAND_MAX];
	char why[160];
	int i, j, nrest = 0;

	if (!ref_check_arrangement(cards, k->cards, k->n, k->n == 11,
	                           &res->knocker, why, sizeof(why)))
		fail_msg("deal %ld: the knocker's showing: %s", n, why);
	for (i = 0; i < d->n; i++) {
		for (j = 0; j < res->nlayoffs; j++)
			if (res->layoffs[j] == d->cards[i])
				break;
		if (j == res->nlayoffs)
			rest[nrest++] = d->cards[i];
	}
	assert_int_equal(nrest + res->nlayoffs, d->n);
	if (!ref_check_arrangement(cards, rest, nrest, 0, &res->defender, why,
	                           sizeof(why)))
		fail_msg("deal %ld: the defender's arrangement: %s", n, why);
	assert_int_equal(res->defender.deadwood,
	                 ref_deadwood(cards, rest, nrest));
	{
		/* the cards laid off may be laid off, one at a time, and
		 * none could do better */
		gin_ref_meld m[8];
		uint64_t lay = 0;
		int nm = 0;
		for (i = 0; i < res->knocker.nmelds; i++, nm++) {
			const kl_meld *ml = &res->knocker.melds[i];
			m[nm].set = ml->kind == KL_MELD_SET;
			m[nm].cards = 0;
			for (j = 0; j < ml->n; j++)
				m[nm].cards |= UINT64_C(1) << (13 *
				    kl_card_suit(ml->cards[j]) +
				    kl_card_rank(ml->cards[j]));
		}
		for (j = 0; j < res->nlayoffs; j++)
			lay |= UINT64_C(1) << (13 * kl_card_suit(res->layoffs[j]) +
			                       kl_card_rank(res->layoffs[j]));
		if (!lay_all(m, nm, lay))
			fail_msg("deal %ld: a card laid off hangs nowhere", n);
		assert_int_equal(ref_layoff(m, nm, d->cards),
		                 res->defender.deadwood);
	}
}

static void
compare(int school, long ndeals, uint64_t seed)
{
	hg_rng g;
	kl_gin_rules r;
	kl_rules cards;
	long n, knocks = 0, blocked = 0, undercuts = 0, gins = 0, laid = 0;

	hg_seed(&g, seed);
	kl_gin_rules_default(&r, school);
	kl_gin_card_rules(&cards);
	for (n = 0; n < ndeals; n++) {
		kl_cardlist k, d;
		kl_gin_result res;
		kl_error err;
		gin_ref_meld m[8];
		int min, best_score = 0, best_k = 0, have = 0, dmin;

		make_deal(&g, &k, &d);
		if (kl_gin_judge(&r, &k, &d, &res, &err) != KL_OK)
			fail_msg("deal %ld refused: %s", n, err.msg);
		min = k.n == 11 ? ref_deadwood_discard(&cards, k.cards, k.n) :
		      ref_deadwood(&cards, k.cards, k.n);
		dmin = ref_deadwood(&cards, d.cards, d.n);
		if (res.knocker_min != min || res.defender_min != dmin)
			fail_msg("deal %ld: least deadwood %d/%d, the reference "
			         "%d/%d", n, res.knocker_min, res.defender_min,
			         min, dmin);
		if (k.n == 11 && r.big_gin &&
		    ref_deadwood(&cards, k.cards, 11) == 0) {
			assert_int_equal(res.verdict, KL_GIN_BIG_GIN);
			assert_int_equal(res.points, r.big_gin_bonus + dmin);
			continue;
		}
		if (min == 0) {
			assert_int_equal(res.verdict, KL_GIN_GIN);
			assert_int_equal(res.points, r.gin_bonus + dmin);
			assert_int_equal(res.nlayoffs, 0);
			gins++;
			continue;
		}
		if (min > r.knock_limit) {
			assert_int_equal(res.verdict, KL_GIN_NONE);
			continue;
		}
		assert_int_equal(res.verdict, KL_GIN_KNOCK);
		ref_split(k.cards, k.n, 0, 0, m, 0, 0, -1, d.cards,
		          r.knock_limit, r.undercut_bonus, &best_score, &best_k,
		          &have);
		assert_true(have);
		{
			int score = res.winner == 0 ? res.points : -res.points;
			if (score != best_score || res.knocker.deadwood != best_k) {
				char a[128], b[128];
				size_t o = 0, p = 0;
				int x;
				for (x = 0; x < k.n; x++)
					o += kl_card_name(k.cards[x], KL_STYLE_ASCII,
					                  a + o, sizeof(a) - o),
					a[o++] = ' ', a[o] = '\0';
				for (x = 0; x < d.n; x++)
					p += kl_card_name(d.cards[x], KL_STYLE_ASCII,
					                  b + p, sizeof(b) - p),
					b[p++] = ' ', b[p] = '\0';
				fail_msg("deal %ld (%s/ %s): the knocker shows %d "
				         "for %d; the reference %d for %d", n, a, b,
				         res.knocker.deadwood, score, best_k,
				         best_score);
			}
		}
		check_shown(&cards, &k, &d, &res, n);
		knocks++;
		blocked += res.knocker.deadwood > res.knocker_min;
		undercuts += res.kind == KL_GIN_UNDERCUT;
		laid += res.nlayoffs > 0;
	}
	print_message("%s: %ld deals, %ld gin, %ld knocks (%ld with layoffs, "
	              "%ld blocked by showing more, %ld undercut)\n",
	              school == KL_GIN_MODERN ? "modern" : "classic", ndeals,
	              gins, knocks, laid, blocked, undercuts);
	assert_true(knocks > ndeals / 40);
	assert_true(laid > 0);
}

/*
 * kl_gin_solve against the reference solver and the general one on
 * random and meld-dense hands of every size, with and without a discard:
 * the same least deadwood, an arrangement that is correct and of that
 * deadwood; and every hand it must refuse refused.
 */
static void
test_solve(void **state)
{
	kl_rules cards;
	kl_card h[KL_HAND_MAX + 1];
	long checked = 0;
	int n, i, discard;
	char why[160], text[128];

	(void)state;
	kl_gin_card_rules(&cards);
	for (n = 0; n <= KL_HAND_MAX; n++)
		for (i = 0; i < 400; i++)
			for (discard = 0; discard < 2; discard++) {
				uint64_t seed = hg_mix(0x67696e, (uint64_t)(n * 1000 + i));
				kl_arrangement a;
				kl_hand kh = { 0 };
				int d, ref, gen, x;
				if (discard && n == 0)
					continue;
				if (i % 2 == 0)
					assert_int_equal(hg_random_hand(&cards, n,
					                 seed, h), n);
				else
					assert_int_equal(hg_dense_hand(&cards, n,
					                 seed, h, NULL), n);
				for (x = 0; x < n; x++)
					kl_hand_add(&kh, h[x]);
				d = kl_gin_solve(h, n, discard, &a);
				ref = discard ? ref_deadwood_discard(&cards, h, n) :
				      ref_deadwood(&cards, h, n);
				gen = kl_solve(&cards, &kh, discard, &(kl_arrangement){ 0 });
				ref_cards_text(h, n, text, sizeof(text));
				if (d != ref || d != gen)
					fail_msg("%s (discard %d): %d, the reference %d, "
					         "the general solver %d", text, discard,
					         d, ref, gen);
				if (!ref_check_arrangement(&cards, h, n, discard, &a,
				                           why, sizeof(why)))
					fail_msg("%s (discard %d): %s", text, discard,
					         why);
				assert_int_equal(a.deadwood, d);
				assert_int_equal(kl_gin_solve(h, n, discard, NULL), d);
				checked++;
			}
	print_message("kl_gin_solve: %ld hands agree\n", checked);
	/* refused: a joker, a card twice, too many cards, nothing to discard */
	h[0] = KL_JOKER;
	assert_int_equal(kl_gin_solve(h, 1, 0, NULL), -1);
	h[0] = h[1] = kl_card_make(KL_HEARTS, KL_FIVE);
	assert_int_equal(kl_gin_solve(h, 2, 0, NULL), -1);
	for (i = 0; i <= KL_HAND_MAX; i++)
		h[i] = (kl_card)i;
	assert_int_equal(kl_gin_solve(h, KL_HAND_MAX + 1, 0, NULL), -1);
	assert_int_equal(kl_gin_solve(h, 0, 1, NULL), -1);
	assert_int_equal(kl_gin_solve(h, 0, 0, NULL), 0);
}

static long
deals_wanted(void)
{
	const char *v = getenv("KLOPF_GIN_DEALS");
	long n = v != NULL ? strtol(v, NULL, 10) : 0;

	return n > 0 ? n : 20000;
}

static void
test_modern(void **state)
{
	(void)state;
	compare(KL_GIN_MODERN, deals_wanted(), UINT64_C(0x67696e31));
}

static void
test_classic(void **state)
{
	(void)state;
	compare(KL_GIN_CLASSIC, deals_wanted(), UINT64_C(0x67696e32));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_cases),
		cmocka_unit_test(test_solve),
		cmocka_unit_test(test_modern),
		cmocka_unit_test(test_classic),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
