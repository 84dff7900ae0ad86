/*
 * bench_family.c - throughput and worst case of the referee of the rest
 * of the rummy family (kl_famref_judge, what `klopf check --game G`
 * does: the first player's going out, or Phỏm's ù or showdown, every
 * other hand's least deadwood where the game counts it, the winner and
 * what is paid), for each game of enum kl_fam_game.
 *
 * The tables: Boat House, Nowrang and Double Rum 2 players, Phỏm and
 * Queen City 4, Continental 9 (the smallest table of 4 packs and 4
 * jokers).  Hand sizes are the rulings' (kl_famref_rules_default); the
 * first player shows one card more, before the discard, except in a
 * Phỏm showdown, where every hand holds 9.
 *
 * Two kinds of deals for each game, all made from a fixed seed before
 * any clock is read, so two runs judge the same deals:
 *
 *  - random: the hands dealt from the game's shuffled packs (Phỏm: half
 *    the deals a claim of ù with 10 cards, half a showdown);
 *  - out: melds of the game's kinds planted in the first hand, so that
 *    it goes out - runs, sets where the game has sets (identical cards
 *    in Double Rum's), a joker now and then where the game has jokers;
 *    Continental in one of its patterns (5-4-3-3, 4-4-4-3, 3-3-3-3-3)
 *    and Nowrang as 4-3-3, each with one card more to discard; the
 *    other games melds of any lengths over hand_size cards and one card
 *    more; Phỏm half the time a claim of ù with 10 cards (all 10 melded,
 *    or 9 and one to discard), else a showdown of 9-card hands in which
 *    the first is melded whole.  The rest of every hand is dealt from
 *    what the packs have left.
 *
 * Every deal is judged once before timing: a refused deal stops the
 * program (the deal maker is wrong), and an out deal judged otherwise
 * than built is reported on stderr.  Then one clock reading around a
 * loop over all deals gives a rate, the fastest of PASSES such loops the
 * rate shown (a loop slowed by another program says nothing of the
 * code), and every deal timed on its own (the fastest of 3 readings,
 * another deal judged between them) gives the slowest.  A checksum over
 * the results keeps the work.
 *
 * Output, one line per game and kind of deal, then the checksum:
 *
 *     <game>-<random|out> <rate> deals/s (<h> hands/s) slowest <t> us
 *
 * (hands/s: the rate times the hands of a deal at the game's table, the
 * first player's going out or count and every other hand's, for
 * comparing a deal of nine hands of Continental with a deal of two)
 *     # checksum N
 *
 * Options: --quick (10x fewer deals), --seed N, --game G (time only
 * the cases of game G; every game's deals are still made, so they are
 * the same as in a full run), --slowest (the hands of
 * each case's slowest deal on stderr).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kl_card.h"
#include "kl_error.h"
#include "kl_fam.h"
#include "kl_famref.h"

/* Loops over all deals for each rate; the fastest is shown. */
#define PASSES 3
/* The most cards of any game's packs: 4 packs and 4 jokers. */
#define SHOE_MAX (4 * KL_NATURALS + 4)
/* Deal makers give up after this many failed plantings in a row. */
#define TRIES 10000

/* The table each game is benchmarked at. */
static const int table[KL_FAM_GAMES] = { 2, 4, 9, 2, 4, 2 };

/* How a deal was built, for the check of its verdict. */
enum { BUILT_RANDOM, BUILT_OUT, BUILT_U, BUILT_SHOWDOWN };

static uint64_t rng;

static unsigned
next(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (unsigned)(rng >> 11);
}

/* A number 0..n-1. */
static int
pick(int n)
{
	return (int)(next() % (unsigned)n);
}

static double
now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* The game's cards in a shuffled heap; those before top are dealt. */
typedef struct shoe {
	int n, top;
	kl_card c[SHOE_MAX];
} shoe;

static void
shuffle(kl_card *c, int n)
{
	int i;

	for (i = n - 1; i > 0; i--) {
		int j = pick(i + 1);
		kl_card t = c[i];
		c[i] = c[j];
		c[j] = t;
	}
}

static void
shoe_fill(shoe *s, const kl_fam_cards *r)
{
	int p, i;

	s->n = s->top = 0;
	for (p = 0; p < r->packs; p++)
		for (i = 0; i < KL_NATURALS; i++)
			s->c[s->n++] = (kl_card)i;
	for (i = 0; i < r->jokers; i++)
		s->c[s->n++] = KL_JOKER;
	shuffle(s->c, s->n);
}

/* Deal card c from the heap; 0 when no copy of it is left. */
static int
shoe_take(shoe *s, kl_card c)
{
	int i;

	for (i = s->top; i < s->n; i++)
		if (s->c[i] == c) {
			s->c[i] = s->c[s->top];
			s->c[s->top++] = c;
			return 1;
		}
	return 0;
}

/* Where a run of len cards may start (a position: rank = position mod
 * 13, 13 being the ace above the king) for the game's ace. */
static int
run_start(int ace, int len)
{
	switch (ace) {
	case KL_FAM_ACE_LOW:    /* positions 0 (ace) .. 12 (king) */
		return pick(KL_RANKS - len + 1);
	case KL_FAM_ACE_HIGH:   /* positions 1 (two) .. 13 (ace) */
		return 1 + pick(KL_RANKS - len + 1);
	case KL_FAM_ACE_EITHER: /* positions 0 .. 13, never both ends */
		return pick(KL_RANKS - len + 2);
	default:                /* around the corner: any start */
		return pick(KL_RANKS);
	}
}

/*
 * Plant one meld of len cards (KL_MELD_RUN or KL_MELD_SET) into h from
 * the heap, now and then a joker for a card where the game has jokers
 * (one card of the meld always natural).  Returns 0 when the heap lacks
 * a card the meld wants (the deal is then made again).
 */
static int
plant(shoe *s, const kl_fam_cards *r, int kind, int len, kl_cardlist *h)
{
	kl_card want[KL_FAM_HAND_MAX];
	int i, keep;

	if (kind == KL_MELD_RUN) {
		int suit = pick(KL_SUITS), start = run_start(r->ace, len);
		for (i = 0; i < len; i++)
			want[i] = kl_card_make(suit, (start + i) % KL_RANKS);
	} else {
		int rank = pick(KL_RANKS), suits[KL_SUITS] = { 0, 1, 2, 3 };
		for (i = KL_SUITS - 1; i > 0; i--) {
			int j = pick(i + 1), t = suits[i];
			suits[i] = suits[j];
			suits[j] = t;
		}
		for (i = 0; i < len; i++)
			want[i] = kl_card_make(r->sets == KL_FAM_SETS_SAME ?
			                       pick(KL_SUITS) : suits[i], rank);
	}
	if (r->jokers > 0) {
		keep = pick(len);
		for (i = 0; i < len; i++)
			if (i != keep && pick(5) == 0)
				want[i] = KL_JOKER;
	}
	for (i = 0; i < len; i++) {
		if (!shoe_take(s, want[i]))
			return 0;
		h->cards[h->n++] = want[i];
	}
	return 1;
}

/*
 * Plant melds of total cards into h: one of the goal's patterns when it
 * has them (every meld a run: the patterned games have runs only), else
 * pieces of 3 or more, a run or (where the game has sets) a set of 3 or
 * 4 (3 to 5 where identical cards make sets).
 */
static int
plant_melds(shoe *s, const kl_famref_rules *r, int total, kl_cardlist *h)
{
	const kl_fam_cards *c = &r->cards;
	int setmax = c->sets == KL_FAM_NO_SETS ? 0 :
	             c->sets == KL_FAM_SETS_SAME ? 5 : 4;
	int left = total, k;

	if (r->goal.npatterns > 0) {
		const uint8_t *p = r->goal.pattern[pick(r->goal.npatterns)];
		for (k = 0; k < KL_FAM_MELDS_MAX + 1 && p[k]; k++)
			if (!plant(s, c, KL_MELD_RUN, p[k], h))
				return 0;
		return 1;
	}
	while (left > 0) {
		int most = left < KL_RANKS ? left : KL_RANKS, len;
		/* never leave 1 or 2 cards that no meld could take */
		do
			len = 3 + pick(most - 2);
		while (left - len == 1 || left - len == 2);
		if (len <= setmax && (next() & 1)) {
			if (!plant(s, c, KL_MELD_SET, len, h))
				return 0;
		} else if (!plant(s, c, KL_MELD_RUN, len, h))
			return 0;
		left -= len;
	}
	return 1;
}

/*
 * Deal n hands of game r->game into hands; out: built to go out, else
 * random.  Returns how it was built (BUILT_*).
 */
static int
make(const kl_famref_rules *r, int n, int out, kl_cardlist *hands)
{
	shoe s;
	int tries, i, k;

	for (tries = 0; tries < TRIES; tries++) {
		int first = r->hand_size + 1, melded = 0, built = BUILT_RANDOM;

		if (r->game == KL_FAM_PHOM) {
			int claim = (int)(next() & 1);
			first = claim ? r->hand_size + 1 : r->hand_size;
			if (out && claim) {
				/* all 10 melded, or 9 and one to discard */
				melded = (next() & 1) ? first : first - 1;
				built = BUILT_U;
			} else if (out) {
				melded = first;
				built = BUILT_SHOWDOWN;
			}
		} else if (out) {
			melded = r->hand_size;
			built = BUILT_OUT;
		}
		shoe_fill(&s, &r->cards);
		for (i = 0; i < n; i++) {
			hands[i].n = 0;
			hands[i].ngroups = 1;
			memset(hands[i].group, 0, sizeof(hands[i].group));
		}
		if (melded > 0 && !plant_melds(&s, r, melded, &hands[0]))
			continue;
		while (hands[0].n < first)
			hands[0].cards[hands[0].n++] = s.c[s.top++];
		/* the melds not in the order they were planted */
		shuffle(hands[0].cards, hands[0].n);
		for (i = 1; i < n; i++)
			for (k = 0; k < r->hand_size; k++)
				hands[i].cards[hands[i].n++] = s.c[s.top++];
		return built;
	}
	fprintf(stderr, "bench_family: no %s deal could be built\n",
	        kl_fam_game_name(r->game));
	exit(1);
}

static void
print_deal(FILE *f, const kl_cardlist *hands, int n)
{
	char name[KL_CARD_NAME_MAX];
	int i, k;

	for (i = 0; i < n; i++) {
		fprintf(f, "#   hand %d:", i + 1);
		for (k = 0; k < hands[i].n; k++) {
			kl_card_name(hands[i].cards[k], KL_STYLE_ASCII, name,
			             sizeof(name));
			fprintf(f, " %s", name);
		}
		fprintf(f, "\n");
	}
}

/* What the checksum takes from a result. */
static unsigned long
fold(const kl_famref_result *res)
{
	unsigned long h = (unsigned long)res->verdict * 7u +
	                  (unsigned long)(res->winner + 1) * 131u +
	                  (unsigned long)res->worth * 31u +
	                  (unsigned long)res->points +
	                  (unsigned long)res->arr[0].nmelds * 17u;
	int t;

	for (t = 0; t < res->ntransfers; t++)
		h += (unsigned long)res->transfers[t].amount *
		     (unsigned long)(res->transfers[t].from + 3);
	return h;
}

/* Is res what a deal built as built should get? */
static int
as_built(int built, const kl_famref_result *res)
{
	switch (built) {
	case BUILT_OUT:
		return res->verdict == KL_FAMREF_OUT && res->winner == 0;
	case BUILT_U:
		return res->verdict == KL_FAMREF_U && res->winner == 0;
	case BUILT_SHOWDOWN:
		return res->verdict == KL_FAMREF_SHOWDOWN && res->winner == 0 &&
		       res->deadwood[0] == 0;
	default:
		return 1;
	}
}

int
main(int argc, char **argv)
{
	long ndeals = 20000;
	unsigned long sum = 0;
	int game, out, a, show_slowest = 0, only = -1;

	rng = UINT64_C(0x66616d696c79);
	for (a = 1; a < argc; a++) {
		if (!strcmp(argv[a], "--quick"))
			ndeals /= 10;
		else if (!strcmp(argv[a], "--seed") && a + 1 < argc)
			rng = strtoull(argv[++a], NULL, 0) | 1;
		else if (!strcmp(argv[a], "--slowest"))
			show_slowest = 1;
		else if (!strcmp(argv[a], "--game") && a + 1 < argc &&
		         (only = kl_fam_game_of(argv[a + 1])) >= 0)
			a++;
		else {
			fprintf(stderr, "usage: bench_family [--quick] "
			        "[--seed N] [--game G] [--slowest]\n");
			return 2;
		}
	}
	printf("# case rate slowest (%ld deals each)\n", ndeals);
	for (game = 0; game < KL_FAM_GAMES; game++)
		for (out = 0; out < 2; out++) {
			int n = table[game], pass, i, odd = 0;
			kl_famref_rules r;
			kl_cardlist *d;
			unsigned char *built;
			double t0, rate = 0, slow = 0;
			long k, slowest = 0;
			kl_famref_result res;
			kl_error err;

			kl_famref_rules_default(game, n, &r);
			d = malloc(sizeof(*d) * (size_t)n * (size_t)ndeals);
			built = malloc((size_t)ndeals);
			if (d == NULL || built == NULL)
				return 1;
			for (k = 0; k < ndeals; k++)
				built[k] = (unsigned char)make(&r, n, out,
				                               &d[k * n]);
			if (only >= 0 && game != only) {
				free(d);
				free(built);
				continue;
			}
			/* each deal judged once: refused deals stop here */
			for (k = 0; k < ndeals; k++) {
				if (kl_famref_judge(&r, &d[k * n], n, &res, &err)
				    != KL_OK) {
					fprintf(stderr, "bench_family: %s deal %ld "
					        "refused: %s\n",
					        kl_fam_game_name(game), k, err.msg);
					print_deal(stderr, &d[k * n], n);
					return 1;
				}
				if (!as_built(built[k], &res) && odd++ < 3) {
					fprintf(stderr, "# %s-out deal %ld judged "
					        "%s, winner %d\n",
					        kl_fam_game_name(game), k,
					        kl_famref_verdict_name(res.verdict),
					        res.winner);
					print_deal(stderr, &d[k * n], n);
				}
			}
			if (odd > 0)
				fprintf(stderr, "# %s-out: %d of %ld deals not "
				        "judged as built\n",
				        kl_fam_game_name(game), odd, ndeals);
			for (pass = 0; pass < PASSES; pass++) {
				t0 = now();
				for (k = 0; k < ndeals; k++) {
					kl_famref_judge(&r, &d[k * n], n, &res,
					                &err);
					sum += fold(&res);
				}
				t0 = (double)ndeals / (now() - t0);
				rate = t0 > rate ? t0 : rate;
			}
			for (k = 0; k < ndeals; k++) {
				double best = 1e9;
				for (i = 0; i < 3; i++) {
					/* another deal between readings */
					long o = (k + 1 + i * 7919) % ndeals;
					double t;
					kl_famref_judge(&r, &d[o * n], n, &res,
					                &err);
					t = now();
					kl_famref_judge(&r, &d[k * n], n, &res,
					                &err);
					t = now() - t;
					if (t < best)
						best = t;
				}
				if (best > slow) {
					slow = best;
					slowest = k;
				}
			}
			printf("%s-%s %.0f deals/s (%.0f hands/s) slowest "
			       "%.1f us\n", kl_fam_game_name(game),
			       out ? "out" : "random", rate, rate * n,
			       slow * 1e6);
			fflush(stdout);
			if (show_slowest) {
				fprintf(stderr, "# %s-%s slowest: deal %ld\n",
				        kl_fam_game_name(game),
				        out ? "out" : "random", slowest);
				print_deal(stderr, &d[slowest * n], n);
			}
			free(built);
			free(d);
		}
	printf("# checksum %lu\n", sum);
	return 0;
}
