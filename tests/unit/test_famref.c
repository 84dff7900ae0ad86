/*
 * test_famref.c - the referee of a hand of the rest of the rummy family
 * (kl_famref.h) against the rules (docs/rules.md, "The rummy family"):
 *
 *  - test_<game>: tables of hand-picked deals, every number worked out by
 *    hand from the rulings (the working is in the comment above each
 *    row): the verdict, the winner, what going out is worth, the points,
 *    every hand's deadwood, Phỏm's places, what each hand pays the winner
 *    and the first player's discard;
 *  - test_set: the house rules kl_famref_set takes, and the ones it
 *    refuses (the sentence, the rules left as they were);
 *  - test_refusals: the deals kl_famref_judge refuses (player counts,
 *    hand sizes, jokers, copies), *out left untouched;
 *  - test_random: 2000 random deals a game (fixed seed; half of them with
 *    a first hand built from melds, so that it goes out or claims ù):
 *    the judgement must hold together (transfers only to the winner and
 *    positive, a winner only with a verdict, a going out that melds every
 *    card but the discard in melds the solver accepts, every counted
 *    hand's deadwood that of kl_fam_deadwood, the payments of the game).
 *
 * The consistency checks of test_random run on every table row too.
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
#include "kl_fam.h"
#include "kl_famref.h"

#define CASE_PLAYERS 5
#define RANDOM_DEALS 2000

/* Parse "CARDS / CARDS / ..." into hands; returns the number of hands.
 * The limits are wide (4 copies, 8 jokers, long hands) so that the deals
 * the referee must refuse reach it. */
static int
deal(const char *text, kl_cardlist *hands)
{
	char buf[1024], *save = NULL, *part;
	kl_card_limits limits = { 4, 8, KL_CARDLIST_MAX, KL_STYLE_ASCII };
	kl_error err;
	int n = 0;

	snprintf(buf, sizeof(buf), "%s", text);
	for (part = strtok_r(buf, "/", &save); part != NULL;
	     part = strtok_r(NULL, "/", &save)) {
		const char *arg = part;
		if (n == KL_FAMREF_PLAYERS_MAX)
			fail_msg("deal \"%s\": too many hands", text);
		if (kl_cards_parse(&arg, 1, &limits, &hands[n], &err) != KL_OK)
			fail_msg("deal \"%s\": %s", text, err.msg);
		n++;
	}
	return n;
}

/* The rulings' rules of game for n players, then "key=value ..." (may be
 * NULL) through kl_famref_set. */
static void
rules_for(int game, int n, const char *text, kl_famref_rules *r)
{
	char buf[256], *save = NULL, *word;
	kl_error err;

	kl_famref_rules_default(game, n, r);
	if (text == NULL)
		return;
	snprintf(buf, sizeof(buf), "%s", text);
	for (word = strtok_r(buf, " ", &save); word != NULL;
	     word = strtok_r(NULL, " ", &save)) {
		char *eq = strchr(word, '=');
		if (eq == NULL)
			fail_msg("rule \"%s\" has no =", word);
		*eq = '\0';
		kl_error_clear(&err);
		if (kl_famref_set(r, word, eq + 1, &err) != KL_OK)
			fail_msg("rule %s=%s refused: %s", word, eq + 1, err.msg);
	}
}

static int
value_of(const kl_fam_cards *c, kl_card card)
{
	return card == KL_JOKER ? c->joker_value :
	       c->value[kl_card_rank(card)];
}

/* Add the cards of an arrangement (melds, unmatched, discard) to count[]. */
static void
count_arr(const kl_fam_arr *a, int *count)
{
	int m, k;

	for (m = 0; m < a->nmelds; m++)
		for (k = 0; k < a->melds[m].n; k++)
			count[a->melds[m].cards[k]]++;
	for (k = 0; k < a->nunmatched; k++)
		count[a->unmatched[k]]++;
	if (a->discard != KL_NO_CARD)
		count[a->discard]++;
}

/* 1 if the arrangement holds exactly the cards of hand. */
static int
same_cards(const kl_fam_arr *a, const kl_cardlist *hand)
{
	int count[KL_JOKER + 1] = { 0 }, k;

	count_arr(a, count);
	for (k = 0; k < hand->n; k++) {
		if (hand->cards[k] > KL_JOKER)
			return 0;
		count[hand->cards[k]]--;
	}
	for (k = 0; k <= KL_JOKER; k++)
		if (count[k] != 0)
			return 0;
	return 1;
}

static int
desc(const void *a, const void *b)
{
	return *(const int *)b - *(const int *)a;
}

/* 1 if the melds' lengths are one of the goal's patterns. */
static int
fits_pattern(const kl_fam_goal *g, const kl_fam_arr *a)
{
	int lens[KL_FAM_MELDS_MAX + 1], want[KL_FAM_MELDS_MAX + 1];
	int p, k, nw, m;

	if (a->nmelds > KL_FAM_MELDS_MAX + 1)
		return 0;
	for (m = 0; m < a->nmelds; m++)
		lens[m] = a->melds[m].n;
	qsort(lens, (size_t)a->nmelds, sizeof(int), desc);
	for (p = 0; p < g->npatterns; p++) {
		for (nw = 0; nw < KL_FAM_MELDS_MAX + 1 && g->pattern[p][nw]; nw++)
			want[nw] = g->pattern[p][nw];
		if (nw != a->nmelds)
			continue;
		qsort(want, (size_t)nw, sizeof(int), desc);
		for (k = 0; k < nw && want[k] == lens[k]; k++)
			;
		if (k == nw)
			return 1;
	}
	return 0;
}

/* 1 if every meld of a is a meld of the game, of the kind it says (a
 * group with one natural card may be called a set by the check). */
static int
melds_valid(const kl_fam_cards *c, const kl_fam_arr *a)
{
	int m, k, naturals, kind;

	for (m = 0; m < a->nmelds; m++) {
		const kl_fam_meld *md = &a->melds[m];
		if (md->n < 3)
			return 0;
		kind = kl_fam_meld_check(c, md->cards, md->n);
		if (kind == KL_MELD_NONE)
			return 0;
		for (naturals = 0, k = 0; k < md->n; k++)
			naturals += !md->wild[k];
		if (naturals >= 2 && kind != md->kind)
			return 0;
	}
	return 1;
}

#define BAD(...) do { snprintf(why, size, __VA_ARGS__); return 1; } while (0)

/*
 * Does the judgement hold together?  0 if so; else 1 with the reason in
 * why.  What is checked: the winner and the verdict agree; transfers go to
 * the winner only, from another hand, with positive amounts, and are what
 * the game pays; a going out (or ù) is the first hand's whole, melded in
 * valid melds but for the discard, which is there exactly when one is
 * needed, and fits the game's patterns; every hand counted has the
 * deadwood kl_fam_deadwood finds and an arrangement of its own cards that
 * counts it (Continental's other hands: -1, their cards unmatched).
 */
static int
inconsistent(const kl_famref_rules *r, const kl_cardlist *hands, int n,
             const kl_famref_result *res, char *why, size_t size)
{
	int cont = r->game == KL_FAM_CONTINENTAL, phom = r->game == KL_FAM_PHOM;
	int i, k, sum, extra = hands[0].n == r->hand_size + 1;
	int paid[KL_FAMREF_PLAYERS_MAX] = { 0 };

	if (res->nplayers != n)
		BAD("nplayers %d, not %d", res->nplayers, n);
	if (res->verdict < KL_FAMREF_NONE || res->verdict > KL_FAMREF_SHOWDOWN)
		BAD("verdict %d", res->verdict);
	if ((res->winner == -1) != (res->verdict == KL_FAMREF_NONE))
		BAD("winner %d with verdict %s", res->winner,
		    kl_famref_verdict_name(res->verdict));
	if (res->winner < -1 || res->winner >= n)
		BAD("winner %d of %d hands", res->winner, n);
	if (res->ntransfers < 0 || res->ntransfers > KL_FAMREF_TRANSFERS_MAX)
		BAD("%d transfers", res->ntransfers);
	for (k = 0; k < res->ntransfers; k++) {
		const kl_famref_transfer *t = &res->transfers[k];
		if (t->to != res->winner || t->amount <= 0 || t->from < 0 ||
		    t->from >= n || t->from == t->to)
			BAD("transfer %d: %d pays %d %d (winner %d)", k, t->from,
			    t->to, t->amount, res->winner);
		paid[t->from] += t->amount;
	}
	/* the counted hands */
	for (i = 0; i < n; i++) {
		const kl_fam_arr *a = &res->arr[i];
		int want;
		if (i == 0 && res->verdict != KL_FAMREF_SHOWDOWN &&
		    res->verdict != KL_FAMREF_NONE)
			continue; /* the going out: below */
		if (i > 0 && cont) {
			if (res->deadwood[i] != -1 || a->nmelds != 0 ||
			    a->discard != KL_NO_CARD || !same_cards(a, &hands[i]))
				BAD("continental hand %d: deadwood %d, %d melds, "
				    "not its cards listed", i + 1,
				    res->deadwood[i], a->nmelds);
			continue;
		}
		want = kl_fam_deadwood(&r->cards, hands[i].cards, hands[i].n,
		                       i == 0 && extra, NULL);
		if (res->deadwood[i] != want)
			BAD("hand %d: deadwood %d, kl_fam_deadwood %d", i + 1,
			    res->deadwood[i], want);
		if (a->deadwood != want || !same_cards(a, &hands[i]) ||
		    !melds_valid(&r->cards, a) ||
		    (a->discard != KL_NO_CARD) != (i == 0 && extra))
			BAD("hand %d: its arrangement (deadwood %d, discard %d) "
			    "is not of its cards, or has a bad meld", i + 1,
			    a->deadwood, a->discard);
		for (sum = 0, k = 0; k < a->nunmatched; k++)
			sum += value_of(&r->cards, a->unmatched[k]);
		if (sum != want)
			BAD("hand %d: unmatched cards count %d, not %d", i + 1,
			    sum, want);
	}
	switch (res->verdict) {
	case KL_FAMREF_NONE:
		if (res->ntransfers != 0 || res->worth != 0 || res->points != 0)
			BAD("verdict none with %d transfers, worth %d, points %d",
			    res->ntransfers, res->worth, res->points);
		break;
	case KL_FAMREF_OUT:
	case KL_FAMREF_U: {
		const kl_fam_arr *a = &res->arr[0];
		int disc_wanted = res->verdict == KL_FAMREF_OUT ? extra :
		                  res->worth == r->u_discard;
		if (res->winner != 0 || (res->verdict == KL_FAMREF_U) != phom)
			BAD("verdict %s won by %d",
			    kl_famref_verdict_name(res->verdict), res->winner);
		if (a->nunmatched != 0 || a->deadwood != 0 ||
		    res->deadwood[0] != 0)
			BAD("going out leaves %d cards unmatched",
			    a->nunmatched);
		if (!same_cards(a, &hands[0]))
			BAD("going out: the melds and discard are not the hand");
		if ((a->discard != KL_NO_CARD) != disc_wanted)
			BAD("going out: discard %d, wanted %d", a->discard,
			    disc_wanted);
		if (!melds_valid(&r->cards, a))
			BAD("going out: a meld the game does not take");
		if (r->goal.npatterns > 0 && !fits_pattern(&r->goal, a))
			BAD("going out: the melds fit no pattern");
		if (res->worth <= 0)
			BAD("going out worth %d", res->worth);
		if (res->verdict == KL_FAMREF_U) {
			if (!extra || (res->worth != r->u_whole &&
			               res->worth != r->u_discard))
				BAD("ù worth %d", res->worth);
		}
		if (res->verdict == KL_FAMREF_U ||
		    r->game == KL_FAM_CONTINENTAL ||
		    r->game == KL_FAM_QUEEN_CITY) {
			if (res->ntransfers != n - 1 || res->points != 0)
				BAD("%d transfers, points %d", res->ntransfers,
				    res->points);
			for (i = 1; i < n; i++)
				if (paid[i] != res->worth)
					BAD("hand %d pays %d, not %d", i + 1,
					    paid[i], res->worth);
		} else {
			int want = 1;
			if (r->game != KL_FAM_NOWRANG)
				for (want = 0, i = 1; i < n; i++)
					want += res->deadwood[i];
			if (res->ntransfers != 0 || res->points != want)
				BAD("%d transfers, points %d, not %d",
				    res->ntransfers, res->points, want);
		}
		break;
	}
	case KL_FAMREF_SHOWDOWN: {
		int anymeld = 0;
		if (!phom || extra)
			BAD("a showdown in %s with %d cards",
			    kl_fam_game_name(r->game), hands[0].n);
		for (i = 0; i < n; i++)
			anymeld |= res->arr[i].nmelds > 0;
		if (res->place[res->winner] != 1 || res->ntransfers != n - 1)
			BAD("showdown: winner's place %d, %d transfers",
			    res->place[res->winner], res->ntransfers);
		for (i = 0; i < n; i++) {
			int mom = anymeld && res->arr[i].nmelds == 0;
			if (mom != (res->place[i] == 0))
				BAD("showdown: hand %d placed %d", i + 1,
				    res->place[i]);
			if (i == res->winner)
				continue;
			if (res->deadwood[i] < res->deadwood[res->winner] &&
			    !mom)
				BAD("showdown: hand %d counts less than the "
				    "winner", i + 1);
			if ((mom || !anymeld) ? paid[i] != r->mom :
			    paid[i] != r->rank_pay[res->place[i] - 2])
				BAD("showdown: hand %d (place %d) pays %d", i + 1,
				    res->place[i], paid[i]);
		}
		break;
	}
	}
	return 0;
}

/* One hand-picked deal and what the rulings make of it. */
struct famref_case {
	int game;
	const char *rules;    /* "key=value ..." for kl_famref_set, or NULL */
	const char *deal;
	int verdict;
	int winner;
	int worth;
	int points;
	int deadwood[CASE_PLAYERS];
	int place[CASE_PLAYERS];  /* Phỏm's showdown; else 0 */
	int pay[CASE_PLAYERS];    /* what each hand pays the winner */
	const char *discard;      /* the first hand's: NULL none, "*" some
	                             card, else the start of its name */
};

/* Fifteen cards of hearts and diamonds for the other players of
 * Continental: nothing is counted of them. */
#define FILL_H "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AD 2D"
#define FILL_DC "5D 6D 7D 8D 9D 10D JD QD KD 5C 6C 7C 8C 9C 10C"

static const struct famref_case cases[] = {
	/* ---- Phỏm: J 11, Q 12, K 13; ace low only ---- */
	/* ù with the whole hand: 4S-7S, 9H 9D 9C, JC QC KC are 10 cards
	 * melded, no discard: 12 from each other player.  Hand 2 has no
	 * meld (pairs of A 2 3 4; spades A 3, hearts A 3, diamonds 2 4 5:
	 * no three in a row): 1+1+2+2+3+3+4+4+5 = 25.  Hand 3 melds 8S 8H 8D and 10S JS QS,
	 * KH 13 + 7C 7 + 10D 10 = 30 left. */
	{ KL_FAM_PHOM, NULL,
	  "4S 5S 6S 7S 9H 9D 9C JC QC KC / AS AH 2D 2C 3S 3H 4D 4C 5D / "
	  "8S 8H 8D 10S JS QS KH 7C 10D",
	  KL_FAMREF_U, 0, 12, 0, { 0, 25, 30 }, { 0 }, { 0, 12, 12 }, NULL },
	/* ù after a discard: 9 melded (4S-6S, the nines, JC-KC), 7H thrown:
	 * 6 from each other player; the others as above. */
	{ KL_FAM_PHOM, NULL,
	  "4S 5S 6S 9H 9D 9C JC QC KC 7H / AS AH 2D 2C 3S 3H 4D 4C 5D / "
	  "8S 8H 8D 10S JS QS KH 7C 10D",
	  KL_FAMREF_U, 0, 6, 0, { 0, 25, 30 }, { 0 }, { 0, 6, 6 }, "7H" },
	/* a claim of 10 cards that fails: JC QC 7H KD stay out of the melds;
	 * throwing KD (13) leaves 11 + 12 + 7 = 30.  Nobody pays. */
	{ KL_FAM_PHOM, NULL,
	  "4S 5S 6S 9H 9D 9C JC QC 7H KD / AS AH 2D 2C 3S 3H 4D 4C 5D / "
	  "8S 8H 8D 10S JS QS KH 7C 10D",
	  KL_FAMREF_NONE, -1, 0, 0, { 30, 25, 30 }, { 0 }, { 0 }, "KD" },
	/* the showdown among four: hand 1 keeps 9D 8C 3H = 20, hand 2
	 * AD 2C 2H = 5, hand 3 KS KD 4C = 13+13+4 = 30, hand 4 2D 3C 5S = 10.
	 * Places 3, 1, 4, 2: hand 4 pays 1, hand 1 pays 2, hand 3 pays 3. */
	{ KL_FAM_PHOM, NULL,
	  "2S 3S 4S 5H 5D 5C 9D 8C 3H / 6S 7S 8S JH JD JC AD 2C 2H / "
	  "QH QD QC 7H 8H 9H KS KD 4C / AS AH AC 6D 7D 8D 2D 3C 5S",
	  KL_FAMREF_SHOWDOWN, 1, 0, 0, { 20, 5, 30, 10 }, { 3, 1, 4, 2 },
	  { 2, 0, 3, 1 }, NULL },
	/* móm: hand 2 melds nothing and counts 25, less than hand 1's
	 * KS QD 5H = 13+12+5 = 30, yet pays 4 and has no place; hand 1 wins
	 * among the hands with melds, hand 3 (KH KC 10S = 36) is second and
	 * pays 1. */
	{ KL_FAM_PHOM, NULL,
	  "6S 7S 8S 9H 9D 9C KS QD 5H / AS AH 2D 2C 3S 3H 4D 4C 5S / "
	  "6D 7D 8D JH JD JC KH KC 10S",
	  KL_FAMREF_SHOWDOWN, 0, 0, 0, { 30, 25, 36 }, { 1, 0, 2 },
	  { 0, 4, 1 }, NULL },
	/* a tie for the lowest count: hands 2 (AD 4C 5H = 10) and 3
	 * (AH 3C 6D = 10); hand 2 sits nearer the dealer and wins, hand 3
	 * is second (pays 1), hand 1 (9D 8C 3H = 20) third (pays 2). */
	{ KL_FAM_PHOM, NULL,
	  "2S 3S 4S 7H 7D 7C 9D 8C 3H / 6S 7S 8S JH JD JC AD 4C 5H / "
	  "QH QD QC 9S 10S JS AH 3C 6D",
	  KL_FAMREF_SHOWDOWN, 1, 0, 0, { 20, 10, 10 }, { 3, 1, 2 },
	  { 2, 0, 1 }, NULL },
	/* three hands level at 12 behind hand 2's 5 (AH 2D 2C): hand 1
	 * (2H 3D 7C), hand 3 (AC 4D 7D), hand 4 (2S 5D 5C) take places 2, 3,
	 * 4 in seat order and pay 1, 2, 3. */
	{ KL_FAM_PHOM, NULL,
	  "3S 4S 5S 6H 6D 6C 2H 3D 7C / 9S 10S JS KH KD KC AH 2D 2C / "
	  "7H 8H 9H QS QH QD AC 4D 7D / 10C JC QC 8S 8D 8C 2S 5D 5C",
	  KL_FAMREF_SHOWDOWN, 1, 0, 0, { 12, 5, 12, 12 }, { 2, 1, 3, 4 },
	  { 1, 0, 2, 3 }, NULL },
	/* nobody melds: the counts are 6+6+7+7+8+8+11+11+12 = 76 (J 11,
	 * Q 12), 25, and 5+5+9+9+10+10+13+13+12 = 86 (K 13); hand 2 wins
	 * with 25 and the two others pay 4 each; places by count. */
	{ KL_FAM_PHOM, NULL,
	  "6S 6H 7D 7C 8S 8H JD JC QS / AS AH 2D 2C 3S 3H 4D 4C 5S / "
	  "5H 5D 9S 9D 10H 10C KS KH QD",
	  KL_FAMREF_SHOWDOWN, 1, 0, 0, { 76, 25, 86 }, { 2, 1, 3 },
	  { 4, 0, 4 }, NULL },

	/* ---- Continental: runs only, 15 cards, 1 + 2 a joker ---- */
	/* 5-4-3-3 with two jokers: 3S-7S, 8H 9H JK(10H) JH, 2D 3D 4D,
	 * QC KC JK(AC): each of the two others pays 1 + 2*2 = 5; their
	 * hands are not counted. */
	{ KL_FAM_CONTINENTAL, NULL,
	  "3S 4S 5S 6S 7S 8H 9H JK JH 2D 3D 4D QC KC JK / " FILL_H " / "
	  FILL_DC,
	  KL_FAMREF_OUT, 0, 5, 0, { 0, -1, -1 }, { 0 }, { 0, 5, 5 }, NULL },
	/* 5-5-5 (3-7 of spades, hearts and diamonds): no five can be cut,
	 * so no pattern; all the cards are in runs, deadwood 0. */
	{ KL_FAM_CONTINENTAL, NULL,
	  "3S 4S 5S 6S 7S 3H 4H 5H 6H 7H 3D 4D 5D 6D 7D / " FILL_H,
	  KL_FAMREF_NONE, -1, 0, 0, { 0, -1 }, { 0 }, { 0 }, NULL },
	/* 5-5-5 and 8S: 3S-8S is six (3+3); throwing an end of the hearts
	 * or diamonds leaves 6, 5, 4 = 3+3, 5, 4: out, worth 1. */
	{ KL_FAM_CONTINENTAL, NULL,
	  "3S 4S 5S 6S 7S 3H 4H 5H 6H 7H 3D 4D 5D 6D 7D 8S / " FILL_H,
	  KL_FAMREF_OUT, 0, 1, 0, { 0, -1 }, { 0 }, { 0, 1 }, "*" },
	/* three packs and three jokers (decks=3): 3S 4S JK 6S 7S,
	 * 8H JK 10H JH, 2D 3D 4D, QC KC JK: 1 + 2*3 = 7. */
	{ KL_FAM_CONTINENTAL, "decks=3",
	  "3S 4S JK 6S 7S 8H JK 10H JH 2D 3D 4D QC KC JK / " FILL_H,
	  KL_FAMREF_OUT, 0, 7, 0, { 0, -1 }, { 0 }, { 0, 7 }, NULL },
	/* 2C must stand for 10H: without deuces wild no way out; the least
	 * deadwood keeps 8H 9H JH 2C out: 8+9+10+2 = 29. */
	{ KL_FAM_CONTINENTAL, NULL,
	  "3S 4S 5S 6S 7S 8H 9H 2C JH 4D 5D 6D QC KC AC / " FILL_H,
	  KL_FAMREF_NONE, -1, 0, 0, { 29, -1 }, { 0 }, { 0 }, NULL },
	/* the same with deuces wild: out, 1 (a wild two is worth nothing
	 * by default) */
	{ KL_FAM_CONTINENTAL, "deuces_wild=yes",
	  "3S 4S 5S 6S 7S 8H 9H 2C JH 4D 5D 6D QC KC AC / " FILL_H,
	  KL_FAMREF_OUT, 0, 1, 0, { 0, -1 }, { 0 }, { 0, 1 }, NULL },
	/* and with deuce_points=3: 1 + 3 */
	{ KL_FAM_CONTINENTAL, "deuces_wild=yes deuce_points=3",
	  "3S 4S 5S 6S 7S 8H 9H 2C JH 4D 5D 6D QC KC AC / " FILL_H,
	  KL_FAMREF_OUT, 0, 4, 0, { 0, -1 }, { 0 }, { 0, 4 }, NULL },
	/* 3S-7S, 8H-JH, 4D-6D, 2C 3C 4C, all natural: 1 */
	{ KL_FAM_CONTINENTAL, NULL,
	  "3S 4S 5S 6S 7S 8H 9H 10H JH 4D 5D 6D 2C 3C 4C / " FILL_H,
	  KL_FAMREF_OUT, 0, 1, 0, { 0, -1 }, { 0 }, { 0, 1 }, NULL },
	/* no wild card used: 1 + 10 */
	{ KL_FAM_CONTINENTAL, "no_wild_bonus=10",
	  "3S 4S 5S 6S 7S 8H 9H 10H JH 4D 5D 6D 2C 3C 4C / " FILL_H,
	  KL_FAMREF_OUT, 0, 11, 0, { 0, -1 }, { 0 }, { 0, 11 }, NULL },
	/* deuces wild: 2C natural in 2-3-4 (1 + 10 = 11) beats 2C wild as 5C
	 * in 3C 4C 2C (1 + 5 = 6) */
	{ KL_FAM_CONTINENTAL,
	  "deuces_wild=yes deuce_points=5 no_wild_bonus=10",
	  "3S 4S 5S 6S 7S 8H 9H 10H JH 4D 5D 6D 2C 3C 4C / " FILL_H,
	  KL_FAMREF_OUT, 0, 11, 0, { 0, -1 }, { 0 }, { 0, 11 }, NULL },
	/* ... and loses to it when a wild two pays 20: 1 + 20 = 21 */
	{ KL_FAM_CONTINENTAL,
	  "deuces_wild=yes deuce_points=20 no_wild_bonus=10",
	  "3S 4S 5S 6S 7S 8H 9H 10H JH 4D 5D 6D 2C 3C 4C / " FILL_H,
	  KL_FAMREF_OUT, 0, 21, 0, { 0, -1 }, { 0 }, { 0, 21 }, NULL },
	/* fifteen spades: AS-5S, 6S-9S, 10S-QS, 2S 3S 4S; 1 + 10 */
	{ KL_FAM_CONTINENTAL, "one_suit_bonus=10",
	  "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS 2S 3S 4S / " FILL_H,
	  KL_FAMREF_OUT, 0, 11, 0, { 0, -1 }, { 0 }, { 0, 11 }, NULL },
	/* both bonuses: 1 + 10 + 10 */
	{ KL_FAM_CONTINENTAL, "one_suit_bonus=10 no_wild_bonus=10",
	  "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS 2S 3S 4S / " FILL_H,
	  KL_FAMREF_OUT, 0, 21, 0, { 0, -1 }, { 0 }, { 0, 21 }, NULL },
	/* deuces wild at 5: both twos can be wild, as KS in QS 2S AS and
	 * as 5S in 3S 4S 2S, with 3S-7S and 8S-JS: 1 + 10 + 2*5 = 21 */
	{ KL_FAM_CONTINENTAL,
	  "deuces_wild=yes deuce_points=5 one_suit_bonus=10",
	  "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS 2S 3S 4S / " FILL_H,
	  KL_FAMREF_OUT, 0, 21, 0, { 0, -1 }, { 0 }, { 0, 21 }, NULL },

	/* ---- Boat House: around the corner, an unmatched ace 11 ---- */
	/* QS KS AS 2S 3S through the corner and 6H-10H: out.  The other
	 * keeps 4C-7C and counts AD 11 + JH 10 + QC 10 + 8D + 3D + 5H =
	 * 47, the points. */
	{ KL_FAM_BOAT_HOUSE, NULL,
	  "QS KS AS 2S 3S 6H 7H 8H 9H 10H / "
	  "4C 5C 6C 7C AD JH QC 8D 3D 5H",
	  KL_FAMREF_OUT, 0, 1, 47, { 0, 47 }, { 0 }, { 0 }, NULL },
	/* three players, 7 cards: KD AD 2D (K-A-2) and the four fives, 10H
	 * thrown.  Hand 2: 7C-9C, AS 11 + JD 10 + JH 10 + 2C 2 = 33; hand 3
	 * melds nothing: AH 11 + AC 11 + QH 10 + QC 10 + 3 + 4 + 6 = 55;
	 * points 33 + 55 = 88. */
	{ KL_FAM_BOAT_HOUSE, NULL,
	  "KD AD 2D 5S 5H 5C 5D 10H / AS 7C 8C 9C JD JH 2C / "
	  "AH AC QH QC 3S 4S 6D",
	  KL_FAMREF_OUT, 0, 1, 88, { 0, 33, 55 }, { 0 }, { 0 }, "10H" },
	/* two players at hand_size=7: the same first two hands, 33 */
	{ KL_FAM_BOAT_HOUSE, "hand_size=7",
	  "KD AD 2D 5S 5H 5C 5D 10H / AS 7C 8C 9C JD JH 2C",
	  KL_FAMREF_OUT, 0, 1, 33, { 0, 33 }, { 0 }, { 0 }, "10H" },

	/* ---- Queen City: each other player pays the melded value ---- */
	/* 6S 6H 6D 6C (24) and 9H 10H JH (29) = 53 among five: four pay 53.
	 * The others: AS 2S 3S, 7H 7D 7C, KD 10; 8S 9S 10S, QH QD QC, 2H 2;
	 * JS QS KS, 2C 3C 4C, AH 1; 8H 8D 8C, 3D 4D 5D, KH 10. */
	{ KL_FAM_QUEEN_CITY, NULL,
	  "6S 6H 6D 6C 9H 10H JH / AS 2S 3S 7H 7D 7C KD / "
	  "8S 9S 10S QH QD QC 2H / JS QS KS 2C 3C 4C AH / "
	  "8H 8D 8C 3D 4D 5D KH",
	  KL_FAMREF_OUT, 0, 53, 0, { 0, 10, 2, 1, 10 }, { 0 },
	  { 0, 53, 53, 53, 53 }, NULL },
	/* with QH as well, one card goes: QH (53), 9H (6666 + 10H JH QH =
	 * 54) or a six (666 18 + 9H-QH 39 = 57): a six, 57 */
	{ KL_FAM_QUEEN_CITY, NULL,
	  "6S 6H 6D 6C 9H 10H JH QH / AS 2S 3S 7H 7D 7C KD",
	  KL_FAMREF_OUT, 0, 57, 0, { 0, 10 }, { 0 }, { 0, 57 }, "6" },
	/* the ace is low only: QS KS AS is no run; the fives meld, 10 + 10
	 * + 1 = 21 left; the other keeps KC, 10 */
	{ KL_FAM_QUEEN_CITY, NULL,
	  "QS KS AS 5H 5D 5C 5S / AH 2H 3H 7D 8D 9D KC",
	  KL_FAMREF_NONE, -1, 0, 0, { 21, 10 }, { 0 }, { 0 }, NULL },

	/* ---- Nowrang: runs 4-3-3, the ace high only, 1 point ---- */
	/* QS KS AS, 5H-8H, 9D 10D JD: out.  The other: 2H 3H 4H and
	 * 9 + 10 + 2 + 3 + 7 + 8 + 10 = 49. */
	{ KL_FAM_NOWRANG, NULL,
	  "QS KS AS 5H 6H 7H 8H 9D 10D JD / 2H 3H 4H 9S 10S 2C 3C 7D 8D KC",
	  KL_FAMREF_OUT, 0, 1, 1, { 0, 49 }, { 0 }, { 0 }, NULL },
	/* AS 2S 3S is no run: not out, 1 + 2 + 3 = 6 left */
	{ KL_FAM_NOWRANG, NULL,
	  "AS 2S 3S 5H 6H 7H 8H 9D 10D JD / 2H 3H 4H 9S 10S 2C 3C 7D 8D KC",
	  KL_FAMREF_NONE, -1, 0, 0, { 6, 49 }, { 0 }, { 0 }, NULL },
	/* 11 cards: 4D thrown, 5H-JH cut 4 + 3, QS KS AS */
	{ KL_FAM_NOWRANG, NULL,
	  "5H 6H 7H 8H 9H 10H JH QS KS AS 4D / "
	  "2H 3H 4H 9S 10S 2C 3C 7D 8D KC",
	  KL_FAMREF_OUT, 0, 1, 1, { 0, 49 }, { 0 }, { 0 }, "4D" },

	/* ---- Double Rum: identical sets, joker 15, ace 11 ---- */
	/* QH QH QS and 10C 10C 10D 10D (suits repeat), 4H 5H JK: out.  The
	 * other melds nothing (distinct ranks; cards of a suit 4 or more
	 * apart): JK 15 + AS 11 + 2+3+4+5+6+7+8+9 = 70. */
	{ KL_FAM_DOUBLE_RUM, NULL,
	  "QH QH QS 10C 10C 10D 10D 4H 5H JK / JK AS 2H 3D 4C 5S 6H 7D 8C 9S",
	  KL_FAMREF_OUT, 0, 1, 70, { 0, 70 }, { 0 }, { 0 }, NULL },
	/* three players: 5S 5S 5D, 9H-QH, 2C thrown.  Hand 2: 8D 8D 8H and
	 * QS(JK) KS AS, 6C left = 6; hand 3 melds nothing: 11 + 11 + 4 + 9
	 * + 10 + 10 + 3 = 58; points 64. */
	{ KL_FAM_DOUBLE_RUM, NULL,
	  "5S 5S 5D 9H 10H JH QH 2C / 8D 8D 8H KS AS 6C JK / "
	  "AD AH 4S 9C JC KD 3H",
	  KL_FAMREF_OUT, 0, 1, 64, { 0, 6, 58 }, { 0 }, { 0 }, "2C" },
};

static void
run_cases(int game)
{
	size_t i;
	int k, ran = 0;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct famref_case *c = &cases[i];
		kl_cardlist hands[KL_FAMREF_PLAYERS_MAX];
		kl_famref_rules r;
		kl_famref_result res;
		kl_error err;
		char why[256], name[KL_CARD_NAME_MAX];
		int n, pay[KL_FAMREF_PLAYERS_MAX] = { 0 };

		if (c->game != game)
			continue;
		ran++;
		n = deal(c->deal, hands);
		assert_true(n <= CASE_PLAYERS);
		rules_for(game, n, c->rules, &r);
		/* whatever the referee leaves unwritten shows up */
		memset(&res, 0xa5, sizeof(res));
		kl_error_clear(&err);
		if (kl_famref_judge(&r, hands, n, &res, &err) != KL_OK)
			fail_msg("case %zu (%s): %s", i, c->deal, err.msg);
		if (res.verdict != c->verdict || res.winner != c->winner ||
		    res.worth != c->worth || res.points != c->points)
			fail_msg("case %zu (%s): %s won by %d, worth %d, points "
			         "%d; want %s, %d, %d, %d", i, c->deal,
			         kl_famref_verdict_name(res.verdict), res.winner,
			         res.worth, res.points,
			         kl_famref_verdict_name(c->verdict), c->winner,
			         c->worth, c->points);
		for (k = 0; k < res.ntransfers; k++)
			pay[res.transfers[k].from] += res.transfers[k].amount;
		for (k = 0; k < n; k++) {
			if (res.deadwood[k] != c->deadwood[k])
				fail_msg("case %zu (%s): hand %d counts %d, not %d",
				         i, c->deal, k + 1, res.deadwood[k],
				         c->deadwood[k]);
			if (res.place[k] != c->place[k])
				fail_msg("case %zu (%s): hand %d placed %d, not %d",
				         i, c->deal, k + 1, res.place[k],
				         c->place[k]);
			if (pay[k] != c->pay[k])
				fail_msg("case %zu (%s): hand %d pays %d, not %d",
				         i, c->deal, k + 1, pay[k], c->pay[k]);
		}
		kl_card_name(res.arr[0].discard, KL_STYLE_ASCII, name,
		             sizeof(name));
		if (c->discard == NULL ? res.arr[0].discard != KL_NO_CARD :
		    res.arr[0].discard == KL_NO_CARD ||
		    (strcmp(c->discard, "*") != 0 &&
		     strncmp(name, c->discard, strlen(c->discard)) != 0))
			fail_msg("case %zu (%s): discard %s, want %s", i, c->deal,
			         res.arr[0].discard == KL_NO_CARD ? "none" : name,
			         c->discard ? c->discard : "none");
		if (inconsistent(&r, hands, n, &res, why, sizeof(why)))
			fail_msg("case %zu (%s): %s", i, c->deal, why);
	}
	assert_true(ran > 0);
}

static void test_phom(void **state) { (void)state; run_cases(KL_FAM_PHOM); }
static void test_continental(void **state)
{
	(void)state;
	run_cases(KL_FAM_CONTINENTAL);
}
static void test_boat_house(void **state)
{
	(void)state;
	run_cases(KL_FAM_BOAT_HOUSE);
}
static void test_queen_city(void **state)
{
	(void)state;
	run_cases(KL_FAM_QUEEN_CITY);
}
static void test_nowrang(void **state)
{
	(void)state;
	run_cases(KL_FAM_NOWRANG);
}
static void test_double_rum(void **state)
{
	(void)state;
	run_cases(KL_FAM_DOUBLE_RUM);
}

static void
test_set(void **state)
{
	static const struct {
		int game;
		const char *key, *value, *msg;
	} bad[] = {
		{ KL_FAM_CONTINENTAL, "deuces_wild", "maybe",
		  "the rule deuces_wild takes yes or no, not \"maybe\"" },
		{ KL_FAM_CONTINENTAL, "deuces_wild", "",
		  "the rule deuces_wild takes yes or no, not \"\"" },
		{ KL_FAM_CONTINENTAL, "decks", "5",
		  "the rule decks takes 2, 3 or 4, not \"5\"" },
		{ KL_FAM_CONTINENTAL, "decks", "1",
		  "the rule decks takes 2, 3 or 4, not \"1\"" },
		{ KL_FAM_CONTINENTAL, "decks", "",
		  "the rule decks takes 2, 3 or 4, not \"\"" },
		{ KL_FAM_CONTINENTAL, "deuce_points", "101",
		  "the rule deuce_points takes a number from 0 to 100, "
		  "not \"101\"" },
		{ KL_FAM_CONTINENTAL, "no_wild_bonus", "-1",
		  "the rule no_wild_bonus takes a number from 0 to 100, "
		  "not \"-1\"" },
		{ KL_FAM_CONTINENTAL, "one_suit_bonus", "ten",
		  "the rule one_suit_bonus takes a number from 0 to 100, "
		  "not \"ten\"" },
		{ KL_FAM_CONTINENTAL, "hand_size", "16",
		  "the rule hand_size takes a number from 3 to 15, not \"16\"" },
		{ KL_FAM_BOAT_HOUSE, "hand_size", "14",
		  "the rule hand_size takes a number from 3 to 13, not \"14\"" },
		{ KL_FAM_PHOM, "hand_size", "2",
		  "the rule hand_size takes a number from 3 to 13, not \"2\"" },
		{ KL_FAM_CONTINENTAL, "jokers", "2",
		  "continental has no rule \"jokers\"; it takes hand_size, "
		  "decks, deuces_wild, deuce_points, no_wild_bonus and "
		  "one_suit_bonus" },
		{ KL_FAM_PHOM, "deuces_wild", "yes",
		  "phom has no rule \"deuces_wild\"; it takes hand_size" },
		{ KL_FAM_BOAT_HOUSE, "game_to", "100",
		  "boat-house has no rule \"game_to\"; it takes hand_size" },
		{ KL_FAM_DOUBLE_RUM, "decks", "3",
		  "double-rum has no rule \"decks\"; it takes hand_size" },
		{ KL_FAM_QUEEN_CITY, "no_wild_bonus", "10",
		  "queen-city has no rule \"no_wild_bonus\"; it takes "
		  "hand_size" },
	};
	kl_famref_rules r, before;
	kl_error err;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		kl_famref_rules_default(bad[i].game, 4, &r);
		before = r;
		kl_error_clear(&err);
		assert_int_equal(kl_famref_set(&r, bad[i].key, bad[i].value,
		                               &err), KL_EINPUT);
		assert_int_equal(err.code, KL_EINPUT);
		if (strcmp(err.msg, bad[i].msg) != 0)
			fail_msg("set %zu: \"%s\", want \"%s\"", i, err.msg,
			         bad[i].msg);
		assert_memory_equal(&r, &before, sizeof(r));
	}

	/* what is taken lands where the referee reads it */
	kl_famref_rules_default(KL_FAM_CONTINENTAL, 4, &r);
	assert_int_equal(r.cards.packs, 2);
	assert_int_equal(r.cards.jokers, 2);
	assert_int_equal(r.hand_size, 15);
	assert_int_equal(kl_famref_set(&r, "decks", "4", &err), KL_OK);
	assert_int_equal(r.cards.packs, 4);
	assert_int_equal(r.cards.jokers, 4);
	assert_int_equal(kl_famref_set(&r, "deuces_wild", "yes", &err), KL_OK);
	assert_int_equal(r.cards.deuces_wild, 1);
	assert_int_equal(kl_famref_set(&r, "deuces_wild", "no", &err), KL_OK);
	assert_int_equal(r.cards.deuces_wild, 0);
	assert_int_equal(kl_famref_set(&r, "deuce_points", "0", &err), KL_OK);
	assert_int_equal(r.goal.per_wild_two, 0);
	assert_int_equal(kl_famref_set(&r, "deuce_points", "100", &err),
	                 KL_OK);
	assert_int_equal(r.goal.per_wild_two, 100);
	assert_int_equal(kl_famref_set(&r, "no_wild_bonus", "7", &err), KL_OK);
	assert_int_equal(r.goal.no_wild_bonus, 7);
	assert_int_equal(kl_famref_set(&r, "one_suit_bonus", "9", &err),
	                 KL_OK);
	assert_int_equal(r.goal.one_suit_bonus, 9);
	assert_int_equal(kl_famref_set(&r, "hand_size", "3", &err), KL_OK);
	assert_int_equal(r.hand_size, 3);
	kl_famref_rules_default(KL_FAM_QUEEN_CITY, 6, &r);
	assert_int_equal(r.hand_size, 7);
	assert_int_equal(kl_famref_set(&r, "hand_size", "13", &err), KL_OK);
	assert_int_equal(r.hand_size, 13);
}

static void
test_refusals(void **state)
{
#define NINE "2S 3S 4S 5H 5D 5C 9D 8C 3H"
	static const struct {
		int game;
		const char *rules, *deal, *msg;
	} bad[] = {
		/* player counts */
		{ KL_FAM_PHOM, NULL,
		  NINE " / " NINE " / " NINE " / " NINE " / " NINE,
		  "phom is played by 2 to 4 players, not 5" },
		{ KL_FAM_PHOM, NULL, NINE,
		  "phom is played by 2 to 4 players, not 1" },
		{ KL_FAM_NOWRANG, NULL,
		  "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S / AH 2H 3H 4H 5H 6H 7H 8H 9H "
		  "10H / AD 2D 3D 4D 5D 6D 7D 8D 9D 10D",
		  "nowrang is played by 2 players, not 3" },
		{ KL_FAM_QUEEN_CITY, NULL, "AS 2S 3S 4S 5S 6S 7S",
		  "queen-city is played by 2 to 6 players, not 1" },
		{ KL_FAM_CONTINENTAL, NULL, FILL_H,
		  "continental is played by 2 to 12 players, not 1" },
		{ KL_FAM_BOAT_HOUSE, NULL,
		  "AS 2S 3S 4S 5S 6S / AH 2H 3H 4H 5H 6H / AD 2D 3D 4D 5D 6D / "
		  "AC 2C 3C 4C 5C 6C / 7S 8S 9S 10S JS QS / 7H 8H 9H 10H JH QH / "
		  "7D 8D 9D 10D JD QD",
		  "boat-house is played by 2 to 6 players, not 7" },
		/* the first player's size */
		{ KL_FAM_BOAT_HOUSE, NULL,
		  "QS KS AS 2S 3S 6H 7H 8H 9H / 4C 5C 6C 7C AD JH QC 8D 3D 5H",
		  "the first player shows 9 cards; show 10, or 11 before the "
		  "discard" },
		{ KL_FAM_BOAT_HOUSE, NULL,
		  "KD AD 2D 5S 5H 5C 5D 10H / AS 7C 8C 9C JD JH 2C",
		  "the first player shows 8 cards; show 10, or 11 before the "
		  "discard" },
		{ KL_FAM_PHOM, NULL,
		  "2S 3S 4S 5H 5D 5C 9D 8C / 6S 7S 8S JH JD JC AD 2C 2H",
		  "the first player shows 8 cards; show 9, or 10 before the "
		  "discard" },
		{ KL_FAM_PHOM, NULL,
		  "2S 3S 4S 5H 5D 5C 9D 8C 3H KS QS / 6S 7S 8S JH JD JC AD 2C 2H",
		  "the first player shows 11 cards; show 9, or 10 before the "
		  "discard" },
		{ KL_FAM_CONTINENTAL, NULL,
		  "3S 4S 5S 6S 7S 8H 9H 10H JH 4D 5D 6D 2C 3C / " FILL_H,
		  "the first player shows 14 cards; show 15, or 16 before the "
		  "discard" },
		/* the others' sizes */
		{ KL_FAM_BOAT_HOUSE, NULL,
		  "KD AD 2D 5S 5H 5C 5D / AS 7C 8C 9C JD JH 2C / "
		  "AH AC QH QC 3S 4S 6D 9S",
		  "player 3 shows 8 cards, not 7" },
		{ KL_FAM_PHOM, NULL,
		  "4S 5S 6S 7S 9H 9D 9C JC QC KC / "
		  "AS AH 2D 2C 3S 3H 4D 4C 5S 8S",
		  "player 2 shows 10 cards, not 9" },
		{ KL_FAM_QUEEN_CITY, NULL,
		  "6S 6H 6D 6C 9H 10H JH / AS 2S 3S 7H 7D 7C",
		  "player 2 shows 6 cards, not 7" },
		{ KL_FAM_CONTINENTAL, NULL,
		  "3S 4S 5S 6S 7S 8H 9H 10H JH 4D 5D 6D 2C 3C 4C / " FILL_H
		  " 3D",
		  "player 2 shows 16 cards, not 15" },
		/* jokers where the game has none */
		{ KL_FAM_QUEEN_CITY, NULL,
		  "6S 6H 6D JK 9H 10H JH / AS 2S 3S 7H 7D 7C KD",
		  "queen-city is played without jokers" },
		{ KL_FAM_PHOM, NULL,
		  NINE " / 6S 7S 8S JH JD JC AD 2C JK",
		  "phom is played without jokers" },
		{ KL_FAM_BOAT_HOUSE, NULL,
		  "QS KS AS 2S 3S 6H 7H 8H 9H JK / "
		  "4C 5C 6C 7C AD JH QC 8D 3D 5H",
		  "boat-house is played without jokers" },
		{ KL_FAM_NOWRANG, NULL,
		  "QS KS AS 5H 6H 7H 8H 9D 10D JD / "
		  "2H 3H 4H 9S 10S 2C 3C 7D 8D JK",
		  "nowrang is played without jokers" },
		/* copies across the hands */
		{ KL_FAM_BOAT_HOUSE, NULL,
		  "QS KS AS 2S 3S 6H 7H 8H 9H 10H / "
		  "4C 5C 6C 7C AD JH QS 8D 3D 5H",
		  "QS is shown twice; one pack has it once" },
		{ KL_FAM_DOUBLE_RUM, NULL,
		  "7D 7D 7C 9H 10H JH QH / 7D 2S 3S 4S 8C 9C 10C / "
		  "AH 2H 3H 4H 5H 6H 8H",
		  "7D is shown 3 times; the packs hold it 2 times" },
		{ KL_FAM_CONTINENTAL, NULL,
		  "3S 4S 5S 6S 7S 8H 9H 10H JH 4D 5D 6D 2C 3C 4C / " FILL_H
		  " / " FILL_H,
		  "is shown 3 times; the packs hold it 2 times" },
		/* too many jokers */
		{ KL_FAM_CONTINENTAL, NULL,
		  "3S 4S JK 6S 7S 8H JK 10H JH 2D 3D 4D QC KC JK / " FILL_H,
		  "the hands show 3 jokers; the packs hold 2" },
		{ KL_FAM_CONTINENTAL, "decks=3",
		  "3S 4S JK 6S 7S 8H JK 10H JH 2D 3D 4D QC KC JK / "
		  "JK 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AD 2D",
		  "the hands show 4 jokers; the packs hold 3" },
		{ KL_FAM_DOUBLE_RUM, NULL,
		  "QH QH JK 10C 10C 10D 10D 4H JK JK / "
		  "JK AS 2H 3D 4C 5S 6H 7D 8C JK",
		  "the hands show 5 jokers; the packs hold 4" },
	};
#undef NINE
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		kl_cardlist hands[KL_FAMREF_PLAYERS_MAX];
		kl_famref_rules r;
		kl_famref_result res, untouched;
		kl_error err;
		int n = deal(bad[i].deal, hands);

		rules_for(bad[i].game, n, bad[i].rules, &r);
		memset(&res, 0x5a, sizeof(res));
		untouched = res;
		kl_error_clear(&err);
		assert_int_equal(kl_famref_judge(&r, hands, n, &res, &err),
		                 KL_EINPUT);
		assert_int_equal(err.code, KL_EINPUT);
		if (strstr(err.msg, bad[i].msg) == NULL)
			fail_msg("refusal %zu: \"%s\" lacks \"%s\"", i, err.msg,
			         bad[i].msg);
		assert_memory_equal(&res, &untouched, sizeof(res));
	}
}

/* ---- random deals ---- */

/* Copies of each card left in the deck. */
typedef struct deck {
	int left[KL_JOKER + 1];
} deck;

/* One meld of len cards of the game's kinds, taken from d; 1 if found. */
static int
take_meld(const kl_famref_rules *r, hg_rng *g, deck *d, int len,
          kl_card *out)
{
	const kl_fam_cards *c = &r->cards;
	int tries, k;

	for (tries = 0; tries < 60; tries++) {
		kl_card m[KL_FAM_HAND_MAX];
		int need[KL_JOKER + 1] = { 0 }, ok = 1;
		int set = c->sets != KL_FAM_NO_SETS &&
		          (c->sets == KL_FAM_SETS_SAME || len <= 4) &&
		          hg_below(g, 2);

		if (set) {
			int rank = hg_below(g, KL_RANKS), suits[4] = { 0, 1, 2, 3 };
			for (k = 3; k > 0; k--) {
				int j = hg_below(g, k + 1), t = suits[k];
				suits[k] = suits[j];
				suits[j] = t;
			}
			for (k = 0; k < len; k++)
				m[k] = kl_card_make(c->sets == KL_FAM_SETS ?
				                    suits[k] : hg_below(g, 4), rank);
		} else {
			int suit = hg_below(g, 4), lo = 0, hi = 12, start;
			if (c->ace == KL_FAM_ACE_HIGH)
				lo = 1, hi = 13;
			else if (c->ace == KL_FAM_ACE_EITHER)
				hi = 13;
			if (c->ace == KL_FAM_ACE_AROUND)
				start = hg_below(g, KL_RANKS);
			else
				start = lo + hg_below(g, hi - len + 2 - lo);
			for (k = 0; k < len; k++)
				m[k] = kl_card_make(suit, (start + k) % KL_RANKS);
		}
		/* wild cards now and then, one natural card kept at least */
		if (c->jokers > 0 && hg_below(g, 3) == 0) {
			int nw = 1 + hg_below(g, len >= 4 ? 2 : 1);
			for (k = 0; k < nw; k++)
				m[hg_below(g, len)] = KL_JOKER;
		}
		if (c->deuces_wild && hg_below(g, 3) == 0)
			m[hg_below(g, len)] = kl_card_make(hg_below(g, 4), KL_TWO);
		for (k = 0; k < len; k++)
			if (m[k] != KL_JOKER)
				break;
		if (k == len)
			continue;
		for (k = 0; k < len; k++)
			if (++need[m[k]] > d->left[m[k]])
				ok = 0;
		if (!ok)
			continue;
		for (k = 0; k < len; k++) {
			d->left[m[k]]--;
			out[k] = m[k];
		}
		return 1;
	}
	return 0;
}

/* want cards in melds (a pattern of the goal's, or lengths of 3 to 5)
 * into out from d; 1 if found, else d as it was. */
static int
plant(const kl_famref_rules *r, hg_rng *g, deck *d, int want, kl_card *out)
{
	deck save = *d;
	int lens[KL_FAM_HAND_MAX], nl = 0, rem = want, k, got = 0;

	if (r->goal.npatterns > 0) {
		int p = hg_below(g, r->goal.npatterns);
		for (k = 0; k < KL_FAM_MELDS_MAX + 1 && r->goal.pattern[p][k];
		     k++)
			lens[nl++] = r->goal.pattern[p][k];
	} else {
		while (rem > 0) {
			int len = rem <= 5 ? rem :
			          3 + hg_below(g, (rem - 3 < 5 ? rem - 3 : 5) - 2);
			lens[nl++] = len;
			rem -= len;
		}
	}
	for (k = 0; k < nl; k++) {
		if (got + lens[k] > want ||
		    !take_meld(r, g, d, lens[k], out + got)) {
			*d = save;
			return 0;
		}
		got += lens[k];
	}
	if (got != want) {
		*d = save;
		return 0;
	}
	return 1;
}

/*
 * A random deal of n hands under r.  The first hand: random, or built
 * from melds (then it goes out, or claims ù), with one card more for a
 * discard half the time (Phỏm: a claim of 10 cards, or the showdown's 9).
 * Returns 1 if the first hand was built.
 */
static int
random_deal(const kl_famref_rules *r, hg_rng *g, int n, kl_cardlist *hands)
{
	deck d;
	kl_card pool[KL_NATURALS * 4 + 4];
	int npool = 0, i, k, c, first, built = 0, melded = 0;

	for (c = 0; c < KL_NATURALS; c++)
		d.left[c] = r->cards.packs;
	d.left[KL_JOKER] = r->cards.jokers;
	first = r->hand_size + hg_below(g, 2);
	for (i = 0; i < n; i++) {
		memset(&hands[i], 0, sizeof(hands[i]));
		hands[i].ngroups = 1;
	}
	if (hg_below(g, 2)) {
		/* how many cards the melds hold: all, or all but the discard
		 * (Phỏm's 10 cards: all 10, or 9) */
		melded = first;
		if (first == r->hand_size + 1 &&
		    (r->game != KL_FAM_PHOM || hg_below(g, 2)))
			melded--;
		if (plant(r, g, &d, melded, hands[0].cards)) {
			hands[0].n = melded;
			built = 1;
		}
	}
	for (c = 0; c <= KL_JOKER; c++)
		for (k = 0; k < d.left[c]; k++)
			pool[npool++] = (kl_card)c;
	for (i = npool - 1; i > 0; i--) {
		int j = hg_below(g, i + 1);
		kl_card t = pool[i];
		pool[i] = pool[j];
		pool[j] = t;
	}
	k = 0;
	while (hands[0].n < first)
		hands[0].cards[hands[0].n++] = pool[k++];
	/* the first hand in random order, built or not */
	for (i = hands[0].n - 1; i > 0; i--) {
		int j = hg_below(g, i + 1);
		kl_card t = hands[0].cards[i];
		hands[0].cards[i] = hands[0].cards[j];
		hands[0].cards[j] = t;
	}
	for (i = 1; i < n; i++)
		while (hands[i].n < r->hand_size)
			hands[i].cards[hands[i].n++] = pool[k++];
	return built;
}

static void
random_game(int game, uint64_t seed)
{
	hg_rng g;
	long verdicts[KL_FAMREF_SHOWDOWN + 1] = { 0 }, built = 0, whole = 0;
	int d, lo = kl_famref_players_min(game),
	    hi = kl_famref_players_max(game);

	hg_seed(&g, seed);
	for (d = 0; d < RANDOM_DEALS; d++) {
		kl_cardlist hands[KL_FAMREF_PLAYERS_MAX];
		kl_famref_rules r;
		kl_famref_result res;
		kl_error err;
		char why[256];
		int n = lo + hg_below(&g, hi - lo + 1);

		kl_famref_rules_default(game, n, &r);
		if (game == KL_FAM_CONTINENTAL && d % 4 == 3) {
			assert_int_equal(kl_famref_set(&r, "deuces_wild", "yes",
			                               &err), KL_OK);
			assert_int_equal(kl_famref_set(&r, "deuce_points", "1",
			                               &err), KL_OK);
		}
		built += random_deal(&r, &g, n, hands);
		memset(&res, 0xa5, sizeof(res));
		kl_error_clear(&err);
		if (kl_famref_judge(&r, hands, n, &res, &err) != KL_OK)
			fail_msg("%s deal %d refused: %s", kl_fam_game_name(game),
			         d, err.msg);
		if (inconsistent(&r, hands, n, &res, why, sizeof(why))) {
			char text[512];
			size_t len = 0;
			int i, k;
			for (i = 0; i < n && len < sizeof(text) - 40; i++)
				for (k = 0; k < hands[i].n; k++) {
					len += kl_card_name(hands[i].cards[k],
					    KL_STYLE_ASCII, text + len,
					    sizeof(text) - len);
					text[len++] = k + 1 < hands[i].n ? ' ' : '/';
					text[len] = '\0';
				}
			fail_msg("%s deal %d (%s): %s", kl_fam_game_name(game), d,
			         text, why);
		}
		verdicts[res.verdict]++;
		whole += res.verdict == KL_FAMREF_U && res.worth == r.u_whole;
	}
	print_message("%s: %d deals (%ld built): %ld none, %ld out, %ld u, "
	              "%ld showdown\n", kl_fam_game_name(game), RANDOM_DEALS,
	              built, verdicts[KL_FAMREF_NONE], verdicts[KL_FAMREF_OUT],
	              verdicts[KL_FAMREF_U], verdicts[KL_FAMREF_SHOWDOWN]);
	if (game == KL_FAM_PHOM) {
		print_message("phom: %ld of the ù with all 10 cards\n", whole);
		assert_true(whole > 0 && whole < verdicts[KL_FAMREF_U]);
		assert_true(verdicts[KL_FAMREF_U] > RANDOM_DEALS / 10);
		assert_true(verdicts[KL_FAMREF_SHOWDOWN] > RANDOM_DEALS / 4);
		assert_true(verdicts[KL_FAMREF_NONE] > 0);
	} else {
		assert_true(verdicts[KL_FAMREF_OUT] > RANDOM_DEALS / 10);
		assert_true(verdicts[KL_FAMREF_NONE] > RANDOM_DEALS / 10);
	}
}

static void
test_random(void **state)
{
	int game;

	(void)state;
	for (game = 0; game < KL_FAM_GAMES; game++)
		random_game(game, hg_mix(0x66616d726566ULL, (uint64_t)game));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_phom),
		cmocka_unit_test(test_continental),
		cmocka_unit_test(test_boat_house),
		cmocka_unit_test(test_queen_city),
		cmocka_unit_test(test_nowrang),
		cmocka_unit_test(test_double_rum),
		cmocka_unit_test(test_set),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_random),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
