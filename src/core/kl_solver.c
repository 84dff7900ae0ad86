/*
 * kl_solver.c - exact minimum deadwood.
 *
 * Method.  The natural cards of a hand are a 64-bit set: bit suit * 16 +
 * rank (rank 0 the ace), with a second set for the cards held twice.
 *
 * 1. Every meld "core" the hand could form is listed once, before the
 *    search: the natural cards of a set (two to four suits of one rank) or
 *    of a run (a stretch of one suit, each position a natural of the hand
 *    or left to a joker), with the jokers it needs (gaps inside a run, or
 *    to reach three cards) and the jokers it could take in addition (more
 *    run ends, a fourth set card) without holding more jokers than
 *    naturals.  A core is a bit mask, so whether the cards left can still
 *    form it, and taking it, are a few bit operations.  The list is
 *    grouped by each core's lowest card, sets first, then runs, longest
 *    first.  A hand with no core at all is valued at once.  A run that
 *    leaves an inner natural to a joker is listed only if that natural
 *    could still be melded elsewhere while the run is taken (otherwise
 *    the run holding it is no worse).
 * 0. Before that, a large hand with a suit of more than LONG_SUIT cards
 *    has its suits laid out fewest cards first, so the search below
 *    decides the long suit last: by then the short suits' cost is known,
 *    and the bound cuts most of the many ways to meld the long suit.
 * 2. Cards in no core are unmatched at once (the "lone" cards), and so is
 *    one copy of a card held twice when no two cores holding it can be
 *    taken together.  A hand of one core is valued without a search.
 * 3. Depth first: the lowest card left either heads one of the cores of
 *    its group that the cards left can still form, or stays unmatched.
 *    Copies of one card are alike, so the second copy of a card takes an
 *    option no earlier in the group's order than the first copy did
 *    (unmatched counting last): the swapped arrangement is not searched.
 *    At every node the cards left that no core can still take (given the
 *    jokers not yet needed) are made unmatched together; often their
 *    value alone ends the node.  Those cards are found by a scan of the
 *    cores without branches (whether a core is still live follows no
 *    pattern a processor could learn), or, for hands of 16 to 64 cores,
 *    from the set of cores each card is in.
 * 4. Jokers are not placed during the search.  At a leaf every joker count
 *    between the chosen cores' needs and needs plus extras is possible;
 *    the jokers not melded are unmatched.
 * 5. Branch and bound: a branch is cut when the unmatched value so far can
 *    no longer beat the best arrangement found (and a node is left as soon
 *    as that happens below it; with a discard, the value so far less the
 *    largest card unmatched so far, see discard_bound); a run is not even entered when the cards
 *    of its suit it leaves without partners already cost too much, nor a
 *    core that uses up jokers when the cards only jokers could meld then
 *    cost too much; a node is cut when an earlier node with the same
 *    cards left was at least as good in every respect (a dominated
 *    state); and a natural a chosen run left to a joker may not end up
 *    unmatched (the run holding it would do better).
 *
 * Objective: without a discard, minimise the unmatched sum; with a
 * discard, minimise (unmatched sum - largest unmatched card) over
 * arrangements that leave at least one card unmatched, which equals the
 * best deadwood after discarding any one card.
 *
 * The files: kl_solver_list.c lists the cores (1); this one lays the
 * suits out, sets the lone cards apart and searches (0, 2 to 5);
 * kl_solver_arr.c writes the arrangement found; what they share is
 * kl_solver_int.h.
 */
#include "kl_solver_int.h"

#include <string.h>

/* kl_solver_int.h; built by the preprocessor: each level doubles the
 * table for one more rank. */
#define PIP1(b) (b), (b) + 2
#define PIP2(b) PIP1(b), PIP1((b) + 3)
#define PIP3(b) PIP2(b), PIP2((b) + 4)
#define PIP4(b) PIP3(b), PIP3((b) + 5)
#define PIP5(b) PIP4(b), PIP4((b) + 6)
#define PIP6(b) PIP5(b), PIP5((b) + 7)
#define PIP7(b) PIP6(b), PIP6((b) + 8)
#define PIP8(b) PIP7(b), PIP7((b) + 9)
#define PIP9(b) PIP8(b), PIP8((b) + 10)
const uint8_t kl_solver_pip_sum[512] = { PIP9(0) };

/* The value of each rank; kl_solver_search fills in the ace and the
 * courts. */
static const int pip_value[KL_RANKS] = { 0, 2, 3, 4, 5, 6, 7, 8, 9, 10 };

/* ---- the search ---- */

/*
 * A leaf of the discarding search where every card is melded, so nothing
 * is left to discard.  Break up one chosen core instead: its naturals and
 * the jokers no other core can take are unmatched, and the largest of them
 * is discarded.  That arrangement may not be the best, but it is a real
 * one, so the bound starts cutting (a hand that melds completely would
 * otherwise be searched to the end).
 */
static void
leaf_break_up(search *s)
{
	int i, su, J = s->jokers;

	for (i = 0; i < s->nchosen; i++) {
		const core *c = s->chosen[i];
		int need = s->jneed - c->need, k, t = 0;
		unsigned any = 0;
		k = need + s->jspare - c->spare;
		if (k > J)
			k = J;
		for (su = 0; su < KL_SUITS; su++) {
			unsigned m = LANE(c->mask, su);
			t += lane_value(s, m);
			any |= m;
		}
		t += (J - k) * s->jv;
		t -= J > k && s->jv > lane_top(s, any) ? s->jv :
		                                          lane_top(s, any);
		if (t < s->ub) {
			s->ub = t;
			if (s->record) {
				int n = 0, j;
				for (j = 0; j < s->nchosen; j++)
					if (j != i)
						s->best_chosen[n++] =
						    s->chosen[j];
				s->best_nchosen = n;
				s->best_jokers = k;
			}
		}
	}
}

/* A leaf: every card is placed.  Try each possible joker count. */
static void
leaf(search *s)
{
	int k, hi = s->jneed + s->jspare, J = s->jokers;

	if (hi > J)
		hi = J;
	if (s->discard && hi == J && s->nlone == 0 && s->ucount == 0) {
		/* a joker left out is the only card to discard */
		if (s->jneed < J) {
			hi = J - 1;
		} else {
			leaf_break_up(s);
			return;
		}
	}
	for (k = s->jneed; k <= hi; k++) {
		int free_j = J - k;
		int t = s->lone + s->unmatched + free_j * s->jv;
		if (s->discard) {
			/* give up the largest unmatched card: lone, searched or
			 * a joker left out */
			int give = -1;
			if (s->nlone > 0)
				give = s->lone_max;
			if (s->ucount > 0 && s->umax > give)
				give = s->umax;
			if (free_j > 0 && s->jv > give)
				give = s->jv;
			if (give < 0)
				continue; /* nothing left to discard */
			t -= give;
		}
		if (t < s->ub) {
			s->ub = t;
			if (s->record) {
				/* every place, used or not: a copy of a
				 * fixed size is a few moves */
				s->best_nchosen = s->nchosen;
				memcpy(s->best_chosen, s->chosen,
				       sizeof(s->best_chosen));
				s->best_jokers = k;
			}
		}
	}
}


/*
 * The cards left that can no longer be melded, found suit by suit: a card
 * left needs partners among the cards left and the jokers not yet needed.
 * A quick test for hands with many cores; see dead_mask.
 */
static uint64_t
stranded_mask(const search *s)
{
	int left = s->jokers - s->jneed, su;
	unsigned two = 0, three = 0, any = 0, setok;
	uint64_t out = 0;

	for (su = 0; su < KL_SUITS; su++) {
		unsigned m = LANE(s->occ, su);
		three |= two & m;
		two |= any & m;
		any |= m;
	}
	setok = left > 0 ? two : three;
	for (su = 0; su < KL_SUITS; su++) {
		unsigned have = LANE(s->occ, su), ok;
		if (have == 0)
			continue;
		ok = run_partners(s, have, left);
		ok |= setok | ((ok >> 13) & 1);
		out |= (uint64_t)(have & ~ok) << (su * 16);
	}
	return out;
}

/* Options at a node before each run is checked for cut-off cards. */
#define CUT_MIN 8

/* Cores that can still be listed one by one at each node. */
#define LIVE_MAX 48
/*
 * Cores from which a hand is worth the work of index_cores, of
 * doomed_copies and of remembering states (fewer rarely meet one state
 * twice): a hand with fewer is searched in a few nodes anyway.
 */
#define MANY_CORES 16

/*
 * The cards left that are in no core the cards left can still form with
 * the jokers not yet needed; cores whose lowest card is below bit b are
 * gone already.  With the cores kept as bits (s->bits), *formable is set
 * to the cores the cards left can form (jokers aside).
 */
static uint64_t
dead_mask(const search *s, int b, uint64_t *formable)
{
	int k = s->first[b], left = s->jokers - s->jneed;
	uint64_t live = 0, occ = s->occ;

	if (s->bits) {
		/* the cores that hold no card gone since focc (nor before:
		 * none holds a card below b) and need jokers enough; a card
		 * is dead if none of them holds it */
		uint64_t m, cores = s->formable, dead = 0;
		for (m = s->focc & ~occ; m; m &= m - 1)
			cores &= ~s->kill[__builtin_ctzll(m)];
		*formable = cores;
		cores &= s->needle[left];
		for (m = occ; m; m &= m - 1)
			dead |= (m & (0 - m)) &
			        (0 - (uint64_t)((s->kill[__builtin_ctzll(m)] &
			                         cores) == 0));
		return dead;
	}
	if (s->ncores - k > LIVE_MAX)
		return stranded_mask(s);
	/* without branches: whether a core is live follows no pattern the
	 * processor could learn */
	for (; k < s->ncores; k++) {
		const core *c = &s->cores[k];
		uint64_t ok = (uint64_t)(((c->mask & ~occ) == 0) &
		                         (c->need <= left));
		live |= c->mask & (0 - ok);
	}
	return occ & ~live;
}

/*
 * With a discard, the least a leaf below can cost, given cards that are
 * unmatched there for sure, worth sum, the largest of them worth most:
 * sum - most.  The leaf's discard is its largest unmatched card; if that
 * is one of these, it takes off at most most, and if it is a card found
 * unmatched later (or a joker left out), that card's value is added
 * before it is taken off again.  (Every card of the hand's top value
 * would only bound it by sum - top, which a joker or an ace in a meld
 * makes weak.)  Without cards unmatched for sure, sum and most are 0.
 */
static inline int
discard_bound(int sum, int most)
{
	return sum - most;
}

/* The larger of a and b. */
static inline int
max_of(int a, int b)
{
	return a > b ? a : b;
}

/* 1 if no leaf below can beat the best arrangement found. */
static inline int
pruned(const search *s)
{
	int lb = s->lone + s->unmatched;

	if (s->discard)
		lb = discard_bound(lb, max_of(s->lone_max, s->umax));
	return lb >= s->ub;
}

/*
 * Dominated states.  Two nodes with the same cards left (and the same
 * restriction on the next copy) face the same choices.  If an earlier node
 * had no more unmatched value, needed no more jokers, could take at least
 * as many, and (with a discard) had at least as good a card to give up,
 * every leaf below the later node is matched or beaten by one below the
 * earlier node, which has been searched: the later node is cut.
 */
#define SEEN_BITS 10
#define SEEN_WAYS 2          /* entries per slot */
#define SEEN_MIN 3          /* cards left before states are remembered */

typedef struct seen_state {
	uint64_t occ, occ2;
	uint32_t gen;
	uint32_t lock;
	uint8_t jneed, reach;
	int16_t unmatched, net; /* net: unmatched minus its largest card */
	uint8_t has_un;
} seen_state;

static _Thread_local seen_state seen[1u << SEEN_BITS];
static _Thread_local uint32_t seen_gen;

/* 1 if an earlier node with the same cards left dominates this one;
 * otherwise remember this node and return 0.  lock: the restriction on
 * this node's options (see dfs) plus one, or 0. */
static int
dominated(search *s, int lock)
{
	int reach = s->jneed + s->jspare < s->jokers ? s->jneed + s->jspare :
	                                               s->jokers;
	int net = s->unmatched - s->umax, w;
	uint64_t h = (s->occ * 0x9e3779b97f4a7c15ULL) ^
	             (s->occ2 * 0xc2b2ae3d27d4eb4fULL) ^ (uint64_t)lock;
	seen_state *set =
	    &seen[(h >> (64 - SEEN_BITS)) & ~(unsigned)(SEEN_WAYS - 1)];
	seen_state *e, *victim = NULL;

	/* SEEN_WAYS entries per slot: one state may be met again in several
	 * standings, none better than the others in every respect */
	for (w = 0; w < SEEN_WAYS; w++) {
		e = &set[w];
		if (e->gen != seen_gen) {
			if (victim == NULL || victim->gen == seen_gen)
				victim = e;
			continue;
		}
		if (e->occ == s->occ && e->occ2 == s->occ2 &&
		    e->lock == (uint32_t)lock) {
			if (e->unmatched <= s->unmatched &&
			    e->jneed <= s->jneed && e->reach >= reach &&
			    (!s->discard || (e->net <= net &&
			                     (e->has_un || s->ucount == 0))))
				return 1;
		}
		if (victim == NULL)
			victim = e;
	}
	e = victim;
	e->occ = s->occ;
	e->occ2 = s->occ2;
	e->gen = seen_gen;
	e->lock = (uint32_t)lock;
	e->jneed = (uint8_t)s->jneed;
	e->reach = (uint8_t)reach;
	e->has_un = s->ucount > 0;
	e->unmatched = (int16_t)s->unmatched;
	e->net = (int16_t)net;
	return 0;
}

/*
 * What cut_off needs to know of a node, worked out once per node: the
 * suit of its runs, the ranks held in one and two of the other suits, and
 * for each other suit and each count of jokers still free, its cards
 * without a run partner (such a card can only go into a set).
 */
/*
 * Before searching below run core c (already taken from s->occ): the cards
 * of c's suit that it leaves without partners are unmatched for sure; 1 if
 * their value alone rules the branch out.  Cheaper than entering it.
 * other1 and other2 are the ranks held in at least one and two of the
 * other suits (a run leaves them as they are).
 */
static int
cut_off(const search *s, const core *c, unsigned other1, unsigned other2)
{
	int su = c->suit, left = s->jokers - s->jneed - c->need, lb;
	unsigned have = LANE(s->occ, su), ok, lone;

	if (have == 0)
		return 0;
	ok = run_partners(s, have, left);
	/* a set needs the rank in one more suit (two without jokers) */
	ok |= (left > 0 ? other1 : other2) | ((ok >> 13) & 1);
	lone = have & ~ok;
	if (lone == 0)
		return 0;
	lb = s->lone + s->unmatched + lane_value(s, lone) +
	     lane_value(s, lone & LANE(s->occ2, su));
	if (s->discard)
		lb = discard_bound(lb, max_of(max_of(s->lone_max, s->umax),
		                              lane_top(s, lone)));
	return lb >= s->ub;
}

/*
 * Before searching below core c, which takes jokers (already taken from
 * s->occ): the cards left that no core can take with the jokers then left
 * are unmatched for sure; 1 if their value alone rules the branch out.
 */
static int
needy_cut(const search *s, const core *c)
{
	uint64_t nd = s->needy[s->jokers - s->jneed - c->need], m;
	int lb, most;

	if ((s->occ & nd) == 0)
		return 0;
	/* few cards: their values one by one */
	lb = s->lone + s->unmatched;
	most = max_of(s->lone_max, s->umax);
	for (m = s->occ & nd; m; m &= m - 1) {
		int b = __builtin_ctzll(m), v = s->val[b & 15];
		lb += v << ((s->occ2 >> b) & 1);
		most = max_of(most, v);
	}
	if (s->discard)
		lb = discard_bound(lb, most);
	return lb >= s->ub;
}

/* What unmatch_forced did: the node is cut (s unchanged), a leaf was
 * reached (s changed: the caller restores it), or the search goes on
 * from the cards left. */
enum { FORCED_ON = 0, FORCED_CUT, FORCED_LEAF };

/*
 * Make the cards of forced, which no core can take any more, unmatched
 * all at once (both copies where two are held): FORCED_CUT when their
 * value alone ends the node (s unchanged), FORCED_LEAF when no card is
 * left (the leaf is scored), else FORCED_ON with s->occ and s->occ2
 * the cards left.  The caller restores s after FORCED_LEAF or ON.
 */
static inline int
unmatch_forced(search *s, uint64_t forced)
{
	uint64_t m, occ2 = s->occ2;
	int fv = 0, fc = 0, fmax = s->umax, lb, v;

	for (m = forced; m; m &= m - 1) {
		int fb = __builtin_ctzll(m), dup;
		dup = (int)((occ2 >> fb) & 1);
		v = s->val[fb & 15];
		fv += v << dup;
		fc += 1 + dup;
		fmax = v > fmax ? v : fmax;
	}
	/* often their value ends the node at once */
	lb = s->lone + s->unmatched + fv;
	if (s->discard)
		lb = discard_bound(lb, max_of(s->lone_max, fmax));
	if (lb >= s->ub)
		return FORCED_CUT;
	s->unmatched += fv;
	s->ucount += fc;
	s->nrem -= fc;
	s->umax = fmax;
	s->occ &= ~forced;
	s->occ2 = occ2 & ~forced;
	if (s->occ == 0) {
		leaf(s);
		return FORCED_LEAF;
	}
	return FORCED_ON;
}

/* The ranks of occ in the suits other than suit: held in one of them
 * (*one) and in two or more (*two), for cut_off. */
static inline void
other_ranks(uint64_t occ, int suit, unsigned *one, unsigned *two)
{
	int su;

	for (su = 0; su < KL_SUITS; su++)
		if (su != suit) {
			unsigned o = LANE(occ, su);
			*two |= *one & o;
			*one |= o;
		}
}

/*
 * Search on from the cards left in s.  lock, when not -1, is b * 65536 + i:
 * the first copy of card bit b took option i of its group, so the second
 * copy takes none before it.  s is as it was when dfs returns.
 */
static void
dfs(search *s, int lock)
{
	uint64_t occ = s->occ, occ2 = s->occ2, occ0 = occ, occ20 = occ2;
	uint64_t bit, forced, fcores = 0;
	uint64_t f0 = s->formable, fo0 = s->focc;
	unsigned other1 = 0, other2 = 0;
	int un0 = s->unmatched, umax0 = s->umax, uc0 = s->ucount;
	int nrem0 = s->nrem;
	uint64_t must0 = s->must;
	int b, first, i, i0 = 0, n, v, r;
	const core *g;

	if (pruned(s))
		return;
	if (occ == 0) {
		leaf(s);
		return;
	}
	b = __builtin_ctzll(occ);

	/* cards that can no longer meld are unmatched, all at once */
	forced = dead_mask(s, b, &fcores);
	if (forced & s->must)
		return;
	if (forced) {
		r = unmatch_forced(s, forced);
		if (r == FORCED_CUT)
			return;
		if (r == FORCED_LEAF)
			goto done;
		occ = s->occ;
		occ2 = s->occ2;
		b = __builtin_ctzll(occ);
	}

	/* the children start from the cores formable here */
	s->formable = fcores;
	s->focc = occ0;
	bit = UINT64_C(1) << b;
	if (lock >= 0 && (lock >> 16) == b)
		i0 = lock & 0xffff;
	else
		lock = -1;
	if (s->nrem >= SEEN_MIN && s->ncores >= MANY_CORES &&
	    dominated(s, lock + 1))
		goto done;
	first = (occ2 & bit) != 0;
	g = s->cores + s->first[b];
	n = s->count[b];
	if (n > CUT_MIN)
		other_ranks(occ, b >> 4, &other1, &other2);

	for (i = i0; i < n; i++) {
		const core *c = &g[i];
		uint64_t t;
		if ((c->mask & ~occ) != 0 || s->jneed + c->need > s->jokers)
			continue;
		t = occ2 & c->mask;
		s->occ2 = occ2 ^ t;
		s->occ = occ ^ (c->mask & ~t);
		if (s->use_needy && c->need > 0 && needy_cut(s, c))
			continue;
		if (n > CUT_MIN && c->kind == KL_MELD_RUN &&
		    cut_off(s, c, other1, other2))
			continue;
		s->nrem -= c->n;
		s->jneed += c->need;
		s->jspare += c->spare;
		s->chosen[s->nchosen++] = c;
		if (c->skips && !s->discard) {
			/* the naturals it leaves to jokers must be melded
			 * elsewhere: unmatched, they would do better in
			 * their place, the joker moving to the run's end */
			unsigned in = LANE(s->all, c->suit) &
			              ((1u << c->hi) - (2u << c->lo));
			s->must |= ((uint64_t)in << (c->suit * 16)) &
			           ~c->mask & s->occ;
		}
		dfs(s, first ? b * 65536 + i : -1);
		s->must = must0;
		s->nchosen--;
		s->jneed -= c->need;
		s->jspare -= c->spare;
		s->nrem += c->n;
		/* the branch may have found an arrangement no other option
		 * (nor leaving the card unmatched) can beat */
		if (pruned(s))
			goto done;
	}

	/* unmatched; then the next copy, if any, is unmatched too */
	if (bit & s->must)
		goto done;
	r = b & 15;
	v = s->val[r];
	s->occ = first ? occ : occ & ~bit;
	s->occ2 = occ2 & ~bit;
	{
		int old_max = s->umax;
		s->nrem--;
		s->unmatched += v;
		s->ucount++;
		if (v > s->umax)
			s->umax = v;
		dfs(s, first ? b * 65536 + n : -1);
		s->ucount--;
		s->umax = old_max;
		s->unmatched -= v;
		s->nrem++;
	}
done:
	s->occ = occ0;
	s->occ2 = occ20;
	s->unmatched = un0;
	s->umax = umax0;
	s->ucount = uc0;
	s->nrem = nrem0;
	s->formable = f0;
	s->focc = fo0;
}

/*
 * The search when the hand has one core, which then holds every card
 * searched (s->occ, the copies s->occ2), and not each of them twice (so
 * it can be formed once): the two leaves dfs would reach, in its order -
 * the core taken (its copies unmatched), and every card unmatched.
 */
static void
solve_one(search *s)
{
	const core *c = &s->cores[0];
	int v1 = set_value(s, s->occ), v2 = 0;

	s->ucount = s->umax = 0;
	if (s->occ2 != 0) {
		v2 = set_value(s, s->occ2);
		s->ucount = kl_bits64(s->occ2);
		s->umax = lane_top(s, lanes_or(s->occ2));
	}
	s->unmatched = v2;
	s->jneed = c->need;
	s->jspare = c->spare;
	s->chosen[0] = c;
	s->nchosen = 1;
	leaf(s);
	s->unmatched = v1 + v2;
	s->ucount = s->nrem;
	s->umax = lane_top(s, lanes_or(s->occ));
	s->jneed = s->jspare = s->nchosen = 0;
	if (!pruned(s))
		leaf(s);
}

/* The cards of each suit, naturals held once (all) and twice (all2),
 * counted in the 16-bit lanes of the result. */
static inline uint64_t
lane_counts(uint64_t c1, uint64_t c2)
{
	uint64_t c = kl_bits_bytes2(c1, c2);

	return (c + (c >> 8)) & UINT64_C(0x003f003f003f003f);
}

/* Suits of more cards than this are searched after the shorter ones, in
 * hands of at least LONG_HAND cards (smaller hands search about as fast
 * either way, and a little faster in the hand's own order). */
#define LONG_SUIT 4
#define LONG_HAND 12

/*
 * Lay the suits out fewest cards first (ties keep their order), when one
 * suit of a hand of ncards (at least LONG_HAND) holds more than LONG_SUIT
 * cards: *all and *all2, the hand's naturals (held once, twice) as 64-bit
 * sets, are rearranged, and s->suit_of and s->internal say how.  c1 holds
 * the cards per suit (see lane_counts).
 *
 * The search decides the cards lowest suit first.  With a long suit last,
 * what the short suits cost is known before the many ways to meld the
 * long one are tried, so the bound cuts most of them.  For hands without
 * a long suit the hand's own order searches a little faster.
 */
static void
lay_out(search *s, int ncards, uint64_t c1, uint64_t *all, uint64_t *all2)
{
	static const uint8_t same[KL_SUITS] = { 0, 1, 2, 3 };
	uint64_t m1, m2;
	int cnt[KL_SUITS], i, k;

	memcpy(s->suit_of, same, sizeof(same));
	memcpy(s->internal, same, sizeof(same));
	s->laid_out = 0;
	/* a lane above LONG_SUIT (lanes hold at most 26), in a large hand */
	if (ncards < LONG_HAND ||
	    ((c1 + UINT64_C(0x0001000100010001) * (63 - LONG_SUIT)) &
	     UINT64_C(0x0040004000400040)) == 0)
		return;
	for (i = 0; i < KL_SUITS; i++)
		cnt[i] = (int)((c1 >> (i * 16)) & 0x3f);
	for (i = 1; i < KL_SUITS; i++)
		for (k = i; k > 0 && cnt[s->suit_of[k]] <
		                     cnt[s->suit_of[k - 1]]; k--) {
			uint8_t t = s->suit_of[k];
			s->suit_of[k] = s->suit_of[k - 1];
			s->suit_of[k - 1] = t;
		}
	m1 = m2 = 0;
	for (i = 0; i < KL_SUITS; i++) {
		int o = s->suit_of[i];
		s->internal[o] = (uint8_t)i;
		m1 |= (uint64_t)LANE(*all, o) << (i * 16);
		m2 |= (uint64_t)LANE(*all2, o) << (i * 16);
	}
	*all = m1;
	*all2 = m2;
	s->laid_out = 1;
}

/*
 * Index the cores of a hand of MANY_CORES or more (see struct search):
 * which cards only cores needing more jokers can take (needy), and for up
 * to 64 cores, the cores as bits of a word.
 */
static void
index_cores(search *s)
{
	uint64_t m;
	int k, j, J = s->jokers;

	if (J > 0) {
		for (j = 0; j <= J; j++)
			s->needy[j] = 0;
		for (k = 0; k < s->ncores; k++)
			s->needy[s->cores[k].need] |= s->cores[k].mask;
		for (j = 1; j <= J; j++)
			s->needy[j] |= s->needy[j - 1];
		for (j = 0; j <= J; j++)
			s->needy[j] = s->covered & ~s->needy[j];
		s->use_needy = 1;
	}
	if (s->ncores > 64)
		return;
	s->bits = 1;
	for (m = s->covered; m; m &= m - 1)
		s->kill[__builtin_ctzll(m)] = 0;
	for (j = 0; j <= s->jokers; j++)
		s->needle[j] = 0;
	for (k = 0; k < s->ncores; k++) {
		const core *c = &s->cores[k];
		uint64_t kb = UINT64_C(1) << k;
		for (m = c->mask; m; m &= m - 1)
			s->kill[__builtin_ctzll(m)] |= kb;
		s->needle[c->need] |= kb;
	}
	for (j = 1; j <= s->jokers; j++)
		s->needle[j] |= s->needle[j - 1];
	s->focc = s->occ;
	s->formable = s->ncores == 64 ? ~UINT64_C(0) :
	              (UINT64_C(1) << s->ncores) - 1;
}

/*
 * The cards of twice (held twice, in some core; all2: every card held
 * twice) whose two copies no two cores can meld together: every pair of
 * cores holding the card (one core twice included) shares a card held
 * once, or needs more jokers than the hand has.  One copy of such a card
 * is unmatched in every arrangement, so the search need not try to meld
 * it.  A card in more than 64 cores is left alone.
 */
static uint64_t
doomed_copies(const search *s, uint64_t twice, uint64_t all2)
{
	const core *with[64];
	uint64_t doomed = 0;
	int k, n, i, j;

	for (; twice; twice &= twice - 1) {
		uint64_t x = twice & (0 - twice);
		for (k = n = 0; k < s->ncores; k++)
			if (s->cores[k].mask & x) {
				if (n == 64)
					goto next;
				with[n++] = &s->cores[k];
			}
		/* a pair may be one core twice, when all its cards are */
		for (i = 0; i < n; i++)
			for (j = i; j < n; j++)
				if ((with[i]->mask & with[j]->mask & ~all2) == 0 &&
				    with[i]->need + with[j]->need <= s->jokers)
					goto next;
		doomed |= x;
next:
		;
	}
	return doomed;
}

/* kl_solver_int.h */
int
kl_solver_search(const kl_rules *r, const kl_hand *h0, int discard,
                 int record, search *s)
{
	int J = h0->jokers, n, ncores;
	uint64_t all = 0, all2 = 0, covered, lone, lone2, per_suit, doomed = 0;
	unsigned lone_or = 0, all_or = 0;
	uint64_t third;

	/* two packs at most: a third copy is no hand of these games */
	memcpy(&third, h0->third, sizeof(third));
	if (third != 0)
		return -1;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	/* the four 16-bit suits are already lanes 0..3 of a word */
	memcpy(&all, h0->once, sizeof(all));
	memcpy(&all2, h0->twice, sizeof(all2));
	all &= LANES(0x1fff);
	all2 &= all;
#else
	for (n = 0; n < KL_SUITS; n++) {
		all |= (uint64_t)(h0->once[n] & 0x1fffu) << (n * 16);
		all2 |= (uint64_t)(h0->twice[n] & h0->once[n] & 0x1fffu)
		        << (n * 16);
	}
#endif
	per_suit = lane_counts(all, all2);
	n = (int)((per_suit * UINT64_C(0x0001000100010001)) >> 48);
	if (n + J > KL_HAND_MAX || (discard && n + J < 1))
		return -1;
	lay_out(s, n + J, per_suit, &all, &all2);
	s->jokers = J;
	s->jv = r->joker_value;
	s->lo_bound = r->ace_low ? 0 : 1;
	s->hi_bound = r->ace_high ? 13 : 12;
	s->ace_high = r->ace_high;
	s->maxlen = s->hi_bound - s->lo_bound + 1;
	if (s->maxlen > 13)
		s->maxlen = 13;
	s->discard = discard;
	s->record = record;
	memcpy(s->val, pip_value, sizeof(pip_value));
	s->val[0] = r->ace_value;
	s->val[10] = s->val[11] = s->val[12] = r->court_value;

	ncores = kl_solver_list_cores(s, all, all2);
	if (ncores > CORES_MAX)
		return -1;

	covered = ncores > 0 ? s->covered : 0;
	s->all = all;
	s->all2 = all2;
	if (ncores >= MANY_CORES && (all2 & covered) != 0) {
		/* copies no arrangement can meld both of are lone */
		doomed = doomed_copies(s, all2 & covered, all2);
		all2 &= ~doomed;
	}

	/* the lone cards are unmatched; the others are searched */
	lone = all & ~covered;
	lone2 = (all2 & ~covered) | doomed;
	s->lone = set_value(s, lone) + set_value(s, lone2);
	lone_or = lanes_or(lone | doomed);
	all_or = lanes_or(all);
	s->nlone = (lone | doomed) != 0;
	s->lone_max = lane_top(s, lone_or);
	s->top = lane_top(s, all_or);
	if (J > 0 && s->jv > s->top)
		s->top = s->jv;
	s->best_nchosen = s->best_jokers = 0;
	if (covered == 0) {
		/* nothing can meld: every card is unmatched */
		s->ub = s->lone + J * s->jv - (discard ? s->top : 0);
		return s->ub;
	}

	s->occ = all & covered;
	s->occ2 = all2 & covered;
	s->nrem = kl_bits64(s->occ) + kl_bits64(s->occ2);
	if (s->occ != 0 && ++seen_gen == 0) {
		memset(seen, 0, sizeof(seen));
		seen_gen = 1;
	}
	s->unmatched = s->umax = s->ucount = 0;
	s->jneed = s->jspare = s->nchosen = 0;
	s->must = 0;
	s->ub = INF;
	s->use_needy = s->bits = 0;
	s->formable = s->focc = 0;
	if (ncores >= MANY_CORES)
		index_cores(s);
	if (ncores == 1 && (s->cores[0].mask & ~s->occ2) != 0)
		solve_one(s);
	else
		dfs(s, -1);
	return s->ub;
}

int
kl_deadwood(const kl_rules *rules, const kl_hand *h)
{
	search s;

	return kl_solver_search(rules, h, 0, 0, &s);
}

int
kl_deadwood_discard(const kl_rules *rules, const kl_hand *h)
{
	search s;

	return kl_solver_search(rules, h, 1, 0, &s);
}
