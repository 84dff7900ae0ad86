/*
 * test_mopen.c - the opening solver of the melding games (kl_mopen.h)
 * against the rulings (RULINGS-melding.md) and against the slow
 * reference written apart (tests/support/ref_mopen.h):
 *
 *  - test_cases: hand-picked hands, every number worked out by hand in
 *    the comment of its row: the best opening, whether it opens, whether
 *    it goes out at once and with what;
 *  - test_refusals: hands the solver refuses (too many cards, copies,
 *    jokers), *out untouched;
 *  - test_redeal: the Hungarian redeal claim (kl_mg_redeal_judge);
 *  - test_random_<game>: RANDOM_HANDS hands a game (fixed seeds): random
 *    deals of the game's packs at the size a player melds with, hands
 *    built from melds with jokers and filler cards, and (Caloochi) 16
 *    cards with 4 jokers; the solver and the reference must agree on the
 *    best value, can open and goes out (and the value going out), and
 *    every arrangement the solver reports must hold: legal melds (judged
 *    by the reference), disjoint, from the hand, the cards out of them
 *    the rest of the hand, their values summing to the value reported;
 *  - test_random_variants: 1000 hands each under other settings (the ace
 *    round the corner, joker limits, discards, suits repeating in sets);
 *  - test_random_jokers8: hands holding 8 jokers, the most a hand may
 *    hold (the only hands whose tables the solver works out whole),
 *    under settings of each kind.
 *
 * The consistency checks run on every table row too.
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
#include "kl_mgrules.h"
#include "kl_mopen.h"
#include "ref_mopen.h"

#define RANDOM_HANDS 20000

enum { ROMME = 0, HUNGARIAN, CALOOCHI, RUMMY };

/* Parse a hand typed as klopf reads it (wide limits). */
static int
parse_hand(const char *text, kl_card *cards)
{
	kl_card_limits limits = { 4, 8, KL_CARDLIST_MAX, KL_STYLE_ASCII };
	kl_cardlist list;
	kl_error err;
	int i;

	if (kl_cards_parse(&text, 1, &limits, &list, &err) != KL_OK)
		fail_msg("hand \"%s\": %s", text, err.msg);
	for (i = 0; i < list.n; i++)
		cards[i] = list.cards[i];
	return list.n;
}

/* "key=value ..." over the rulings' defaults of game (may be NULL). */
static void
rules_for(int game, int players, const char *text, kl_mg_rules *r)
{
	char buf[256], *save = NULL, *word;

	kl_mg_rules_default(game, players, r);
	if (text == NULL)
		return;
	snprintf(buf, sizeof(buf), "%s", text);
	for (word = strtok_r(buf, " ", &save); word != NULL;
	     word = strtok_r(NULL, " ", &save)) {
		char *eq = strchr(word, '=');
		int v;
		if (eq == NULL)
			fail_msg("rule \"%s\" without a value", word);
		*eq = '\0';
		v = atoi(eq + 1);
		if (!strcmp(word, "ace"))
			r->ace = !strcmp(eq + 1, "low") ? KL_MG_ACE_LOW :
			         !strcmp(eq + 1, "both") ? KL_MG_ACE_BOTH :
			         KL_MG_ACE_CORNER;
		else if (!strcmp(word, "jokers"))
			r->jokers = v;
		else if (!strcmp(word, "decks"))
			r->decks = v;
		else if (!strcmp(word, "half"))
			r->jokers_half = v;
		else if (!strcmp(word, "set_jokers"))
			r->set_jokers = v;
		else if (!strcmp(word, "set_any"))
			r->set_any_suits = v;
		else if (!strcmp(word, "open_min"))
			r->open_min = v;
		else if (!strcmp(word, "final_discard"))
			r->final_discard = v;
		else if (!strcmp(word, "out_min"))
			r->out_min = v;
		else if (!strcmp(word, "ace_low_open"))
			r->ace_low_open = v;
		else if (!strcmp(word, "ace_high_open"))
			r->ace_high_open = v;
		else if (!strcmp(word, "ace_set_open"))
			r->ace_set_open = v;
		else
			fail_msg("unknown rule \"%s\"", word);
	}
}

/* Count the cards of a list into counts (jokers at KL_JOKER). */
static void
count_cards(const kl_card *cards, int n, int *counts)
{
	int i;

	memset(counts, 0, (KL_JOKER + 1) * sizeof(int));
	for (i = 0; i < n; i++)
		counts[cards[i]]++;
}

/* The arrangement a is legal under r and made of the hand's cards:
 * every meld legal and worth what it says, the melds and the cards out
 * of them the hand exactly, the values adding up to a->value. */
static void
check_arr(const kl_mg_rules *r, const kl_card *hand, int n,
          const kl_mg_arr *a, const char *what, const char *label)
{
	int have[KL_JOKER + 1], used[KL_JOKER + 1] = { 0 }, i, m, sum = 0;

	count_cards(hand, n, have);
	for (m = 0; m < a->nmelds; m++) {
		const kl_mg_meld *g = &a->melds[m];
		int v = ref_mg_meld_value(r, g->kind, g->cards, g->reads,
		                          g->n);
		if (v < 0 || v != g->value)
			fail_msg("%s: %s: meld %d is not legal or not worth %d "
			         "(reference: %d)", label, what, m, g->value, v);
		sum += g->value;
		for (i = 0; i < g->n; i++)
			used[g->cards[i]]++;
	}
	for (i = 0; i < a->nunmatched; i++)
		used[a->unmatched[i]]++;
	for (i = 0; i <= KL_JOKER; i++)
		if (used[i] != have[i])
			fail_msg("%s: %s: card %d used %d times, held %d", label,
			         what, i, used[i], have[i]);
	if (sum != a->value)
		fail_msg("%s: %s: melds worth %d, reported %d", label, what,
		         sum, a->value);
}

/* The hand on stderr, as typed. */
static void
print_hand(const kl_card *hand, int n)
{
	char name[KL_CARD_NAME_MAX];
	int i;

	for (i = 0; i < n; i++) {
		kl_card_name(hand[i], KL_STYLE_ASCII, name, sizeof(name));
		fprintf(stderr, "%s%s", i ? " " : "hand: ", name);
	}
	fputc('\n', stderr);
}

/* Solve hand with both solvers; they must agree, and the arrangements
 * hold.  Returns the solver's answer in *out. */
static void
compare(const kl_mg_rules *r, const kl_card *hand, int n, const char *label,
        kl_mg_open *out)
{
	ref_mg_result ref;
	kl_error err;

	if (kl_mg_solve(r, hand, n, out, &err) != KL_OK)
		fail_msg("%s: refused: %s", label, err.msg);
	if (ref_mg_solve(r, hand, n, &ref) != 0)
		fail_msg("%s: the reference does not take it", label);
	if (out->best_value != ref.best_value ||
	    out->can_open != ref.can_open || out->goes_out != ref.goes_out ||
	    (out->goes_out && out->out.value != ref.out_value)) {
		print_hand(hand, n);
		fail_msg("%s: solver %d open %d out %d (%d), reference %d "
		         "open %d out %d (%d)", label, out->best_value,
		         out->can_open, out->goes_out, out->out.value,
		         ref.best_value, ref.can_open, ref.goes_out,
		         ref.out_value);
	}
	check_arr(r, hand, n, &out->best, "best", label);
	if (out->best.value != out->best_value)
		fail_msg("%s: best arrangement worth %d, best %d", label,
		         out->best.value, out->best_value);
	if (r->final_discard && out->best.nunmatched == 0)
		fail_msg("%s: nothing left for the discard", label);
	if (out->goes_out) {
		check_arr(r, hand, n, &out->out, "out", label);
		if (out->out.nunmatched > 1 ||
		    (r->final_discard && out->out.nunmatched != 1))
			fail_msg("%s: going out leaves %d cards", label,
			         out->out.nunmatched);
		if (out->out.nunmatched == 1 ?
		    out->discard != out->out.unmatched[0] :
		    out->discard != KL_NO_CARD)
			fail_msg("%s: the discard is not the card left", label);
		if (r->out_min && out->out.value < r->open_min)
			fail_msg("%s: goes out below the minimum", label);
	}
}

typedef struct mg_case {
	int game;
	const char *rules;   /* changes to the defaults, or NULL */
	const char *hand;
	int best;
	int can_open;
	int goes_out;
	int out_value;       /* when it goes out */
	const char *discard; /* when it goes out: the discard, "-" none */
} mg_case;

static const mg_case cases[] = {
	/* Rommé (open 40, ace 1 low / 11 high and in sets, jokers never
	 * more than naturals, discard optional, Hand-Rommé needs no 40) */
	/* ace low and high: A-2-3 hearts = 1+2+3 = 6, Q-K-A spades =
	 * 10+10+11 = 31: 37, 3 short of 40 */
	{ ROMME, NULL, "AH 2H 3H QS KS AS 5C 8D 10C 4S 7H 9C 6D 2C", 37, 0, 0,
	  0, NULL },
	/* a joker for 2C: 9C 10C JK(JC) = 29 more: 66, opens */
	{ ROMME, NULL, "AH 2H 3H QS KS AS 5C 8D 10C JK 7H 9C 6D 2C", 66, 1, 0,
	  0, NULL },
	/* two jokers side by side in a run of four: 3H JK JK 6H =
	 * 3+4+5+6 = 18, all four cards: Hand-Rommé, which needs no 40 */
	{ ROMME, NULL, "3H JK JK 6H", 18, 1, 1, 18, "-" },
	/* a run of three with two jokers is refused (one natural) */
	{ ROMME, NULL, "3H JK JK 9C", 0, 0, 0, 0, NULL },
	/* exactly 40: KS KH KD KC */
	{ ROMME, NULL, "KS KH KD KC 2C 5H 8D 3S 9H 4D 7C 2D 6S 10H", 40, 1, 0,
	  0, NULL },
	/* one short: QS QH QD (30) + 2C 3C 4C (9) = 39 */
	{ ROMME, NULL, "QS QH QD 2C 3C 4C 6H 8S 10D 7D 5S 9H JS 4H", 39, 0, 0,
	  0, NULL },
	/* Hand-Rommé with all 14 melded: 4C 5C 6C (15) + 7H 8H 9H (24) +
	 * 2S 2H 2D (6) + 10S JS QS KS AS (51) = 96, no discard */
	{ ROMME, NULL, "4C 5C 6C 7H 8H 9H 2S 2H 2D 10S JS QS KS AS", 96, 1, 1,
	  96, "-" },
	/* Hand-Rommé of little worth: twos, threes, fours of three suits
	 * and 2C 3C 4C (36), the discard 9C: out without the 40, so it
	 * opens */
	{ ROMME, NULL, "2C 3C 4C 2H 3H 4H 2D 3D 4D 2S 3S 4S 9C", 36, 1, 1,
	  36, "9C" },
	/* ... not where the table plays out_min = applies */
	{ ROMME, "out_min=1", "2C 3C 4C 2H 3H 4H 2D 3D 4D 2S 3S 4S 9C", 36, 0,
	  0, 0, NULL },
	/* out only with the joker read as 5H: 4H JK 6H (15) + 5S 5D 5C
	 * (15), discard 9C; read as 5H in 5S 5D 5C JK (20) it would leave
	 * 4H 6H */
	{ ROMME, NULL, "4H JK 6H 5S 5D 5C 9C", 30, 1, 1, 30, "9C" },
	/* with 7H 8H the joker reads 9H: 5S 5H 5D 5C (20) + 7H 8H JK (24) */
	{ ROMME, NULL, "5H JK 7H 8H 5S 5D 5C", 44, 1, 1, 44, "-" },

	/* Hungarian (open 51, ace 1 low, 10 high, 1 in a set, one joker in
	 * a set, runs any jokers, a discard always, a rummy needs no 51) */
	/* the seed's 5-JK-7: 5+6+7 = 18, not 36 */
	{ HUNGARIAN, NULL, "5H JK 7H 2C 9S", 18, 0, 0, 0, NULL },
	/* JK-AH-JK: Q-K-A = 10+10+10 = 30 (A-2-3 would be 6) */
	{ HUNGARIAN, NULL, "JK AH JK 4C", 30, 1, 1, 30, "4C" },
	/* a second joker in a set is refused: 9S JK JK reads as the run
	 * 9S 10S JS = 29 (a set 9-9-9 would be 27) */
	{ HUNGARIAN, NULL, "9S JK JK 3D", 29, 1, 1, 29, "3D" },
	/* 5S 5H JK = 15 */
	{ HUNGARIAN, NULL, "5S 5H JK 9D", 15, 1, 1, 15, "9D" },
	/* 5S 5H JK JK is no set (two jokers); 9D JK JK (29) is the best,
	 * the fives and 2C left */
	{ HUNGARIAN, NULL, "5S 5H JK JK 9D 2C", 29, 0, 0, 0, NULL },
	/* exactly 51, the seed's example: three tens and 6-7-8 */
	{ HUNGARIAN, NULL, "10S 10H 10D 6C 7C 8C 2H 4S 9D KC 3D 5H QS 7S 4D",
	  51, 1, 0, 0, NULL },
	/* one point short: JS JH JD (30) + 2C-3C-4C-5C-6C (20) = 50 */
	{ HUNGARIAN, NULL, "JS JH JD 2C 3C 4C 5C 6C 9H 8S 4D KH AH 7S QD",
	  50, 0, 0, 0, NULL },
	/* three short (5-6-7): 48 */
	{ HUNGARIAN, NULL, "10S 10H 10D 5C 6C 7C 2H 4S 9D KC 3D 5H QS 7S 4D",
	  48, 0, 0, 0, NULL },
	/* A-A-A-A counts 4 */
	{ HUNGARIAN, NULL, "AS AH AD AC 9S", 4, 1, 1, 4, "9S" },
	/* required discard: 2H-3H-4H-5H melded whole leaves no discard;
	 * 3H 4H 5H (12) and the discard 2H */
	{ HUNGARIAN, NULL, "2H 3H 4H 5H", 12, 1, 1, 12, "2H" },
	/* the same four cards with the discard optional (Rommé): 14 */
	{ ROMME, NULL, "2H 3H 4H 5H", 14, 1, 1, 14, "-" },
	/* a rummy of 15 cards worth 47, under 51: out, and so it opens */
	{ HUNGARIAN, NULL, "2C 3C 4C 2H 3H 4H 2D 3D 4D 2S 3S 4S 5S 6S KD",
	  47, 1, 1, 47, "KD" },

	/* Caloochi (open 51, ace 15 everywhere, jokers any, discard
	 * optional, going out at once needs 51) */
	/* the ace low and high both 15: A-2-3 = 20, Q-K-A = 35 */
	{ CALOOCHI, NULL, "AH 2H 3H 5C", 20, 0, 0, 0, NULL },
	{ CALOOCHI, NULL, "QD KD AD 3S 7C", 35, 0, 0, 0, NULL },
	/* out_min applies: all but a discard, worth 36 < 51: not out */
	{ CALOOCHI, NULL, "2C 3C 4C 2H 3H 4H 2D 3D 4D 2S 3S 4S 8C", 36, 0, 0,
	  0, NULL },
	/* ... waived: out, and so it opens */
	{ CALOOCHI, "out_min=0", "2C 3C 4C 2H 3H 4H 2D 3D 4D 2S 3S 4S 8C", 36,
	  1, 1, 36, "8C" },
	/* one natural and two jokers make a set: AS JK JK = 45 */
	{ CALOOCHI, NULL, "AS JK JK 4H", 45, 0, 0, 0, NULL },
	/* four jokers with three aces: AS JK JK (45) + JK AH AD JK (60) */
	{ CALOOCHI, NULL, "AS AH AD JK JK JK JK", 105, 1, 1, 105, "-" },

	/* set_suits = any: 7H 7H 7S is a set (21), 7H 7H JK too */
	{ CALOOCHI, "set_any=1", "7H 7H 7S 2C", 21, 0, 0, 0, NULL },
	{ CALOOCHI, NULL, "7H 7H 7S 2C", 0, 0, 0, 0, NULL },

	/* Rummy (one pack, no jokers, ace low 1, no minimum) */
	/* AS 2S 3S (6) + 10S JS QS (30) */
	{ RUMMY, NULL, "AS 2S 3S 7H 8D 9C 10S JS QS KD KH", 36, 1, 0, 0, NULL },
	/* the ace is low only: Q-K-A is no run, nothing melds */
	{ RUMMY, NULL, "QS KS AS 7H", 0, 0, 0, 0, NULL },
	/* around the corner: K-A-2 = 10+1+2 */
	{ RUMMY, "ace=corner", "KS AS 2S 7H", 13, 1, 1, 13, "7H" },
	/* optional discard: 2S..8S all melded, 2-3-4 and 5-6-7-8 = 35 */
	{ RUMMY, NULL, "2S 3S 4S 5S 6S 7S 8S", 35, 1, 1, 35, "-" },
	/* mandatory discard: one card stays out: 3S..8S = 33, discard 2S */
	{ RUMMY, "final_discard=1", "2S 3S 4S 5S 6S 7S 8S", 33, 1, 1, 33,
	  "2S" },
};

static void
test_cases(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const mg_case *c = &cases[i];
		kl_mg_rules r;
		kl_mg_open res;
		kl_card hand[KL_CARDLIST_MAX];
		char label[160];
		int n = parse_hand(c->hand, hand);

		rules_for(c->game, 4, c->rules, &r);
		snprintf(label, sizeof(label), "row %zu (%s)", i, c->hand);
		compare(&r, hand, n, label, &res);
		if (res.best_value != c->best || res.can_open != c->can_open ||
		    res.goes_out != c->goes_out)
			fail_msg("%s: best %d open %d out %d, expected %d %d %d",
			         label, res.best_value, res.can_open,
			         res.goes_out, c->best, c->can_open,
			         c->goes_out);
		if (c->goes_out) {
			kl_card d = KL_NO_CARD;
			if (strcmp(c->discard, "-"))
				parse_hand(c->discard, &d);
			if (res.out.value != c->out_value)
				fail_msg("%s: out worth %d, expected %d", label,
				         res.out.value, c->out_value);
			if (res.discard != d)
				fail_msg("%s: discard %d, expected %s", label,
				         res.discard, c->discard);
		}
	}
}

static void
test_refusals(void **state)
{
	static const struct {
		int game;
		const char *hand;
	} rows[] = {
		{ RUMMY, "AS AS 2S" },              /* one pack */
		{ RUMMY, "AS JK 2S" },              /* no jokers */
		{ HUNGARIAN, "JK JK JK JK JK 2S" }, /* 4 jokers at most */
		{ ROMME, "5H 5H 5H 6S" },           /* two packs */
	};
	kl_card hand[KL_CARDLIST_MAX];
	kl_mg_rules r;
	kl_mg_open res, before;
	kl_error err;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		int n = parse_hand(rows[i].hand, hand);
		rules_for(rows[i].game, 4, NULL, &r);
		memset(&res, 0x5a, sizeof(res));
		before = res;
		assert_int_equal(kl_mg_solve(&r, hand, n, &res, &err),
		                 KL_EINPUT);
		assert_true(err.msg[0] != '\0');
		assert_memory_equal(&res, &before, sizeof(res));
	}
	rules_for(ROMME, 4, NULL, &r);
	for (i = 0; i < KL_MG_HAND_MAX + 1; i++)
		hand[i] = (kl_card)(i % KL_NATURALS);
	assert_int_equal(kl_mg_solve(&r, hand, KL_MG_HAND_MAX + 1, &res, &err),
	                 KL_EINPUT);
	assert_int_equal(kl_mg_solve(&r, hand, 0, &res, &err), KL_EINPUT);
	hand[0] = 77;
	assert_int_equal(kl_mg_solve(&r, hand, 3, &res, &err), KL_EINPUT);
}

/* Put the cards of a random meld of r into m (at most 13); 0 if the
 * deck cannot give one this time. */
static int
random_meld(const kl_mg_rules *r, hg_deck *d, hg_rng *g, kl_card *m)
{
	int n = 0, i, jokers, len, start, suit, rank;
	int max_j = d->left[KL_JOKER];

	if (hg_below(g, 2) == 0) {
		/* a set of 3 or 4 */
		int suits[KL_SUITS] = { 0, 1, 2, 3 };
		len = 3 + hg_below(g, 2);
		rank = hg_below(g, KL_RANKS);
		jokers = hg_below(g, 3);
		if (jokers > max_j)
			jokers = max_j;
		if (r->set_jokers >= 0 && jokers > r->set_jokers)
			jokers = r->set_jokers;
		if (r->jokers_half && jokers * 2 > len)
			jokers = len / 2;
		for (i = KL_SUITS - 1; i > 0; i--) {
			int k = hg_below(g, i + 1), t = suits[i];
			suits[i] = suits[k];
			suits[k] = t;
		}
		for (i = 0; i < len - jokers; i++) {
			kl_card c = kl_card_make(suits[i], rank);
			if (!hg_deck_take(d, c))
				break;
			m[n++] = c;
		}
		for (i = 0; i < jokers && n > 0; i++)
			if (hg_deck_take(d, KL_JOKER))
				m[n++] = KL_JOKER;
		return n;
	}
	/* a run of 3 to 6 */
	len = 3 + hg_below(g, 4);
	suit = hg_below(g, KL_SUITS);
	start = hg_below(g, r->ace == KL_MG_ACE_LOW ? 14 - len :
	                    r->ace == KL_MG_ACE_BOTH ? 15 - len : KL_RANKS);
	jokers = hg_below(g, 4);
	if (jokers > max_j)
		jokers = max_j;
	if (r->jokers_half && jokers * 2 > len)
		jokers = len / 2;
	if (jokers >= len)
		jokers = len - 1;
	for (i = 0; i < len; i++) {
		int left = len - i;
		kl_card c = kl_card_make(suit, (start + i) % KL_RANKS);
		if (jokers > 0 && hg_below(g, left) < jokers &&
		    hg_deck_take(d, KL_JOKER)) {
			m[n++] = KL_JOKER;
			jokers--;
		} else if (hg_deck_take(d, c)) {
			m[n++] = c;
		}
	}
	return n;
}

/* A hand of n cards: kind 0 random from the packs, 1 built from melds
 * and filled up, 2 (Caloochi's worst) 4 jokers and the rest random, 3
 * as many jokers as the packs hold (KL_MG_JOKERS_MAX at most) and the
 * rest random. */
static int
make_hand(const kl_mg_rules *r, int n, int kind, uint64_t seed,
          kl_card *out)
{
	hg_rng g;
	hg_deck d;
	int k = 0, i;

	hg_seed(&g, seed);
	hg_deck_fill(&d, r->decks, r->jokers);
	if (kind == 2 || kind == 3)
		for (i = 0; i < (kind == 2 ? 4 : KL_MG_JOKERS_MAX) &&
		            hg_deck_take(&d, KL_JOKER); i++)
			out[k++] = KL_JOKER;
	if (kind == 1) {
		kl_card m[KL_MG_MELD_MAX];
		int tries;
		for (tries = 0; tries < 12 && k < n - 2; tries++) {
			int len = random_meld(r, &d, &g, m);
			if (k + len > n) {
				for (i = 0; i < len; i++)
					d.left[m[i]]++, d.total++;
				continue;
			}
			for (i = 0; i < len; i++)
				out[k++] = m[i];
		}
	}
	while (k < n) {
		kl_card c = hg_deck_draw(&d, &g);
		if (c == KL_NO_CARD)
			break;
		out[k++] = c;
	}
	hg_shuffle(out, k, &g);
	return k;
}

static void
random_game(int game, int players)
{
	kl_mg_rules r;
	kl_card hand[KL_MG_HAND_MAX];
	kl_mg_open res;
	char label[96];
	int i, opened = 0, out = 0;

	kl_mg_rules_default(game, players, &r);
	for (i = 0; i < RANDOM_HANDS; i++) {
		int kind = i % 3 == 2 && game == CALOOCHI ? 2 : i % 2;
		int size = r.hand_size + 1;
		int n;
		uint64_t seed = hg_mix((uint64_t)game + 1000, (uint64_t)i);

		n = make_hand(&r, size, kind, seed, hand);
		snprintf(label, sizeof(label), "game %d hand %d seed %llu",
		         game, i, (unsigned long long)seed);
		compare(&r, hand, n, label, &res);
		opened += res.can_open;
		out += res.goes_out;
	}
	/* the built hands must give both answers often */
	assert_true(opened > RANDOM_HANDS / 20);
	assert_true(out > RANDOM_HANDS / 200);
}

static void test_random_romme(void **s) { (void)s; random_game(ROMME, 4); }
static void test_random_hungarian(void **s)
{
	(void)s;
	random_game(HUNGARIAN, 4);
}
static void test_random_caloochi(void **s)
{
	(void)s;
	random_game(CALOOCHI, 4);
}
static void test_random_rummy(void **s) { (void)s; random_game(RUMMY, 2); }

/* The variants: ace rules, joker limits and discards crossed. */
static void
test_random_variants(void **state)
{
	static const char *variants[][2] = {
		{ "0", "ace=corner" },
		{ "3", "ace=corner jokers=2" },
		{ "3", "ace=both jokers=2 final_discard=1" },
		{ "1", "set_jokers=-1 final_discard=0 out_min=1" },
		{ "2", "half=1 ace_low_open=1 ace=low" },
		{ "0", "jokers=8 set_jokers=2" },
		{ "2", "set_any=1" },
		{ "1", "set_any=1 final_discard=0" },
	};
	size_t v;
	int i;

	(void)state;
	for (v = 0; v < sizeof(variants) / sizeof(variants[0]); v++) {
		kl_mg_rules r;
		kl_card hand[KL_MG_HAND_MAX];
		kl_mg_open res;
		char label[160];
		int game = atoi(variants[v][0]);

		rules_for(game, 4, variants[v][1], &r);
		for (i = 0; i < 1000; i++) {
			uint64_t seed = hg_mix(7000 + v, (uint64_t)i);
			int n = make_hand(&r, r.hand_size + 1, i % 2, seed,
			                  hand);
			snprintf(label, sizeof(label), "%s hand %d seed %llu",
			         variants[v][1], i, (unsigned long long)seed);
			compare(&r, hand, n, label, &res);
		}
	}
}

/* Hands of 8 jokers (the packs' jokers set to 8) and random naturals,
 * under settings of each kind: the game (its column), the rules. */
static void
test_random_jokers8(void **state)
{
	static const char *variants[][2] = {
		{ "0", "jokers=8" },
		{ "0", "jokers=8 set_jokers=2 final_discard=0" },
		{ "1", "jokers=8 ace=both" },
		{ "2", "jokers=8 half=1 ace=low" },
		{ "3", "jokers=8 set_any=1 final_discard=0 out_min=1" },
	};
	size_t v;
	int i;

	(void)state;
	for (v = 0; v < sizeof(variants) / sizeof(variants[0]); v++) {
		kl_mg_rules r;
		kl_card hand[KL_MG_HAND_MAX];
		kl_mg_open res;
		char label[160];
		int game = atoi(variants[v][0]), jokers, c;

		rules_for(game, 4, variants[v][1], &r);
		for (i = 0; i < 200; i++) {
			uint64_t seed = hg_mix(9000 + v, (uint64_t)i);
			int n = make_hand(&r, r.hand_size + 1, 3, seed, hand);
			for (jokers = 0, c = 0; c < n; c++)
				jokers += hand[c] == KL_JOKER;
			assert_int_equal(jokers, KL_MG_JOKERS_MAX);
			snprintf(label, sizeof(label), "%s hand %d seed %llu",
			         variants[v][1], i, (unsigned long long)seed);
			compare(&r, hand, n, label, &res);
		}
	}
}

/* The Hungarian redeal claim: four pairs, or three and a joker; jokers
 * never pair. */
static void
test_redeal(void **state)
{
	static const struct {
		const char *hand;
		int redeal, npairs, jokers;
	} rows[] = {
		/* four pairs */
		{ "5H 5H 7S 7S 9D 9D KC KC 2C 3C 4C 6C 8C 10C", 1, 4, 0 },
		/* three pairs and a joker */
		{ "5H 5H 7S 7S 9D 9D JK 2C 3C 4C 6C 8C 10C QD", 1, 3, 1 },
		/* three pairs, no joker */
		{ "5H 5H 7S 7S 9D 9D 2C 3C 4C 6C 8C 10C QD KH", 0, 3, 0 },
		/* two pairs and two jokers: jokers never pair */
		{ "5H 5H 7S 7S 9D JK JK 2C 3C 4C 6C 8C 10C QD", 0, 2, 2 },
		/* the same card in two suits is no pair */
		{ "5H 5S 7S 7H 9D 9C KC KD 2C 3C 4C 6C 8C 10C", 0, 0, 0 },
		/* five pairs and a joker, 15 cards (a cut joker) */
		{ "5H 5H 7S 7S 9D 9D KC KC AS AS JK 2C 3C 4C 6C", 1, 5, 1 },
	};
	kl_card hand[KL_CARDLIST_MAX];
	kl_mg_rules r;
	kl_mg_redeal res;
	kl_error err;
	size_t i;

	(void)state;
	rules_for(HUNGARIAN, 4, NULL, &r);
	assert_int_equal(r.redeal_claim, 1);
	for (i = 0; i < sizeof(rows) / sizeof(rows[0]); i++) {
		int n = parse_hand(rows[i].hand, hand);
		assert_int_equal(kl_mg_redeal_judge(&r, hand, n, &res, &err),
		                 KL_OK);
		if (res.redeal != rows[i].redeal ||
		    res.npairs != rows[i].npairs || res.jokers != rows[i].jokers)
			fail_msg("redeal row %zu: %d %d %d", i, res.redeal,
			         res.npairs, res.jokers);
	}
	/* refused like a hand to solve */
	{
		int n = parse_hand("JK JK JK JK JK 2S", hand);
		assert_int_equal(kl_mg_redeal_judge(&r, hand, n, &res, &err),
		                 KL_EINPUT);
	}
	rules_for(ROMME, 4, NULL, &r);
	assert_int_equal(r.redeal_claim, 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_cases),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_redeal),
		cmocka_unit_test(test_random_romme),
		cmocka_unit_test(test_random_hungarian),
		cmocka_unit_test(test_random_caloochi),
		cmocka_unit_test(test_random_rummy),
		cmocka_unit_test(test_random_variants),
		cmocka_unit_test(test_random_jokers8),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
