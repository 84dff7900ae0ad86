/* kl_fam.c - melds, deadwood and going out for the rest of the rummy
 * family (see kl_fam.h): the public functions, which pick the search by
 * the cards (see kl_fam_int.h), and the general walk's setup (the cards
 * counted, those no meld can hold set apart), its going out over each
 * discard, and its arrangement read back. */
#include "kl_fam.h"

#include <string.h>

#include "kl_fam_int.h"

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

int
kl_fam_pattern_fits(const kl_fam_goal *g, const int *lens, int whole)
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

void
kl_fam_unmatched_out(const kl_fam_cards *r, int discard, kl_fam_arr *out)
{
	int i, bv = -1, best = 0, v;

	if (discard && out->nunmatched > 0) {
		for (i = 0; i < out->nunmatched; i++) {
			v = kl_fam_card_value(r, out->unmatched[i]);
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
		out->deadwood += kl_fam_card_value(r, out->unmatched[i]);
}

/* ---- the general walk: its cards, and its arrangement ---- */

/* Count cards[0..n-1] into s; -1 if r refuses them. */
static int
count_cards(kl_fam_search *s, const kl_fam_cards *r, const kl_card *cards,
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

/* The best arrangement the walk of s kept into *out (zeroed first): the
 * melds as the walk made them, the unmatched cards in display order and
 * their deadwood; for the least deadwood with a discard, the discard
 * chosen among them (kl_fam_unmatched_out), going out the one the walk
 * was given. */
static void
write_out(const kl_fam_search *s, kl_fam_arr *out)
{
	memset(out, 0, sizeof(*out));
	out->nmelds = s->best_nmelds;
	memcpy(out->melds, s->best_melds,
	       sizeof(*out->melds) * (size_t)s->best_nmelds);
	out->nunmatched = s->best_nun;
	memcpy(out->unmatched, s->best_un, (size_t)s->best_nun);
	kl_cards_sort(out->unmatched, (size_t)out->nunmatched);
	out->discard = s->best_disc;
	kl_fam_unmatched_out(s->r, s->mode == KL_FAM_MODE_DEADWOOD && s->discard,
	                     out);
}

/* ---- cards no meld can hold ---- */

/* Are there wild cards in the hand (jokers, or twos that may be wild)? */
static int
has_wilds(const kl_fam_search *s)
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
lone_cards(const kl_fam_search *s, uint8_t lone[KL_SUITS][KL_RANKS])
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

/* ---- the least deadwood ---- */

/* Are cards[0..n-1] under r (kl_fam_cores_applies) without jokers or a
 * card held twice?  Then they are one pack's cards without wild cards,
 * and *one the rules to solve them as such (sets of identical cards are
 * sets of distinct suits when no card is held twice). */
static int
one_pack(const kl_fam_cards *r, const kl_card *cards, int n,
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

/* kl_fam_deadwood by the general walk. */
static int
walk_deadwood(const kl_fam_cards *r, const kl_card *cards, int n,
              int discard, kl_fam_arr *out)
{
	kl_fam_search s;
	uint8_t lone[KL_SUITS][KL_RANKS];
	int su, rk, k;

	if (count_cards(&s, r, cards, n, discard) < 0)
		return -1;
	s.mode = KL_FAM_MODE_DEADWOOD;
	s.maxlen = kl_fam_longest(NULL);
	s.best = KL_FAM_INF;
	/* the cards no meld can hold are unmatched from the start */
	if (lone_cards(&s, lone) > 0)
		for (su = 0; su < KL_SUITS; su++)
			for (rk = 0; rk < KL_RANKS; rk++)
				for (k = 0; k < lone[su][rk]; k++) {
					kl_card c = kl_card_make(su, rk);
					int v = kl_fam_card_value(r, c);
					s.cnt[su][rk]--;
					s.left--;
					s.un[s.nun++] = c;
					s.sum += v;
					s.top = v > s.top ? v : s.top;
				}
	kl_fam_walk_least(&s);
	if (out != NULL)
		write_out(&s, out);
	return s.best;
}

int
kl_fam_deadwood(const kl_fam_cards *r, const kl_card *cards, int n,
                int discard, kl_fam_arr *out)
{
	kl_fam_cards one;
	int jk = kl_fam_cores_applies(r, NULL), res;

	if (jk && one_pack(r, cards, n, &one)) {
		r = &one;
		jk = 0;
	}
	if (kl_fam_bits_applies(r))
		return kl_fam_bits_deadwood(r, cards, n, discard, out);
	if (jk && kl_fam_cores_deadwood(r, cards, n, discard, out, &res))
		return res;
	return walk_deadwood(r, cards, n, discard, out);
}

/* ---- going out ---- */

/* The suit every natural card of cnt but the twos is of (-2: none
 * there; -1: more than one). */
static int
one_suit_of(const kl_fam_search *s)
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
	       !kl_fam_bits_applies(r) && all_count(r);
}

/* The best way out the general walk has found: its worth (-1: none),
 * the twos used as wild in it, the one suit of its natural cards (or
 * -1: any) and its discard (KL_NO_CARD: none). */
typedef struct out_best {
	int worth;
	int k;
	int one;
	kl_card disc;
} out_best;

/* Take card c (KL_NO_CARD: none) out of the cards counted into s. */
static void
take_card(kl_fam_search *s, kl_card c)
{
	if (c == KL_JOKER)
		s->jokers--;
	else if (c != KL_NO_CARD)
		s->cnt[kl_card_suit(c)][kl_card_rank(c)]--;
}

/* Put card c, taken by take_card, back. */
static void
put_card(kl_fam_search *s, kl_card c)
{
	if (c == KL_JOKER)
		s->jokers++;
	else if (c != KL_NO_CARD)
		s->cnt[kl_card_suit(c)][kl_card_rank(c)]++;
}

/* Order order[0..n-1] (places in cards[]) by the value under r of the
 * card at each, the cheapest first, equal values keeping their order. */
static void
order_by_value(const kl_fam_cards *r, const kl_card *cards, int n,
               int *order)
{
	int i, k, t;

	for (i = 1; i < n; i++)
		for (k = i; k > 0 && kl_fam_card_value(r, cards[order[k]]) <
		            kl_fam_card_value(r, cards[order[k - 1]]); k--) {
			t = order[k];
			order[k] = order[k - 1];
			order[k - 1] = t;
		}
}

/*
 * Going out of the cards counted into s (KL_FAM_MODE_OUT) with disc
 * discarded (KL_NO_CARD: none), the cards worth total in all: every
 * number of twos used as wild with which they meld whole, in any suits
 * and, where g pays for one suit, in the natural cards of one suit
 * only, is weighed as g says; a way worth more than b's becomes b.
 * s is as it was after.
 */
static void
weigh_discard(kl_fam_search *s, const kl_fam_goal *g, kl_card disc,
              int total, out_best *b)
{
	int jm, vm, one, pass, su, k, w;
	uint32_t ways;

	take_card(s, disc);
	jm = s->jokers;
	vm = total - (disc != KL_NO_CARD ? kl_fam_card_value(s->r, disc) : 0);
	/* any suits, then (for the bonus) natural cards of one suit */
	one = g->one_suit_bonus != 0 ? one_suit_of(s) : -1;
	for (pass = 0; pass < 2; pass++) {
		if (pass == 1 && one == -1)
			break;
		for (su = pass == 0 ? -1 : one < 0 ? 0 : one;
		     su < (pass == 0 ? 0 : one < 0 ? KL_SUITS : one + 1); su++) {
			s->suit_only = su;
			ways = kl_fam_walk_ways(s);
			for (k = 0; k <= KL_FAM_HAND_MAX; k++) {
				if (!(ways >> k & 1))
					continue;
				w = g->base + g->per_joker * jm +
				    g->per_wild_two * k + g->per_value * vm;
				if (jm + k == 0)
					w += g->no_wild_bonus;
				if (su >= 0)
					w += g->one_suit_bonus;
				if (w > b->worth) {
					b->worth = w;
					b->k = k;
					b->one = su;
					b->disc = disc;
				}
			}
		}
	}
	put_card(s, disc);
}

/* Build the arrangement of way out b (found by weigh_discard) of the
 * cards counted into s into *out. */
static void
build_best(kl_fam_search *s, const out_best *b, kl_fam_arr *out)
{
	take_card(s, b->disc);
	s->suit_only = b->one;
	s->mode = KL_FAM_MODE_BUILD;
	s->need = b->k;
	s->found = 0;
	s->disc = b->disc;
	kl_fam_walk_build(s);
	write_out(s, out);
}

/* kl_fam_out by the general walk (or, for games of runs only, suit by
 * suit). */
static int
walk_out(const kl_fam_cards *r, const kl_card *cards, int n, int discard,
         const kl_fam_goal *g, kl_fam_arr *out)
{
	kl_fam_search s;
	kl_fam_memo memo[KL_FAM_MEMO_SIZE];
	kl_card tried[KL_FAM_HAND_MAX], disc;
	uint8_t lone[KL_SUITS][KL_RANKS];
	int i, k, ntried = 0, total = 0, nlone, order[KL_FAM_HAND_MAX], plain;
	out_best b = { -1, 0, -1, KL_NO_CARD };

	if (count_cards(&s, r, cards, n, discard) < 0)
		return -2;
	/* a card no meld can hold can only be the discard */
	nlone = lone_cards(&s, lone);
	if (nlone > discard)
		return -1;
	/* (when the suits answer not, the worth they leave in b.worth, if
	 * any, is the one to beat) */
	if (r->sets == KL_FAM_NO_SETS &&
	    kl_fam_suit_out(&s, cards, n, discard, g, out, &b.worth))
		return b.worth;
	s.memo = NULL;
	if (has_wilds(&s)) {
		memset(memo, 0, sizeof(memo));
		s.memo = memo;
	}
	s.mode = KL_FAM_MODE_OUT;
	s.g = g;
	s.maxlen = kl_fam_longest(g);
	s.only_zero = !has_wilds(&s) || !r->deuces_wild;
	for (i = 0; i < n; i++) {
		total += kl_fam_card_value(r, cards[i]);
		order[i] = i;
	}
	/* without wild cards and a suit bonus the worth only falls with the
	 * value of the discard: the cheapest discard that goes out is the
	 * best, so they are tried cheapest first */
	plain = !has_wilds(&s) && g->one_suit_bonus == 0 && g->per_value >= 0;
	if (plain)
		order_by_value(r, cards, n, order);
	/* each discard (each card once), or none */
	for (i = 0; i < (discard ? n : 1); i++) {
		if (plain && b.worth >= 0)
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
		weigh_discard(&s, g, disc, total, &b);
	}
	if (b.worth < 0)
		return -1;
	if (out != NULL)
		build_best(&s, &b, out);
	return b.worth;
}

int
kl_fam_out(const kl_fam_cards *r, const kl_card *cards, int n, int discard,
           const kl_fam_goal *g, kl_fam_arr *out)
{
	kl_fam_arr a;
	int d, res;

	/* when every way out is worth the same and every card counts when
	 * left over, going out is the least deadwood being 0: the deadwood
	 * walk stops at the first */
	if (kl_fam_out_is_least(r, g)) {
		d = kl_fam_deadwood(r, cards, n, discard, &a);
		if (d != 0)
			return d < 0 ? -2 : -1;
		if (out != NULL)
			*out = a;
		return g->base;
	}
	if (kl_fam_bits_applies(r))
		return kl_fam_bits_out(r, cards, n, discard, g, out);
	if (kl_fam_cores_applies(r, g) &&
	    kl_fam_cores_out(r, cards, n, discard, g, out, &res))
		return res;
	return walk_out(r, cards, n, discard, g, out);
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
