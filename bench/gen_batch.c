/*
 * gen_batch.c - input for `klopf deadwood --batch` and `klopf check
 * --batch`: reproducible lines of hands or deals, for measuring the batch
 * commands (hyperfine, scripts/bench-batch) and for comparing the output
 * of two builds byte for byte.
 *
 * Usage: gen_batch COMMAND GAME LINES [SEED]
 *
 *   COMMAND  deadwood (one hand a line: Viennese 10 cards, a game of the
 *            family its hand size) or check (Viennese: the declarer's 11
 *            cards; gin: 11 cards / 10; knock-rummy: the knocker's hand
 *            size plus one / each other player's, 2 to 5 players in
 *            turn; a game of the family: the first player's hand size
 *            plus one / each other player's at the table below)
 *   GAME     viennese, gin, knock-rummy, boat-house, phom, continental,
 *            nowrang, queen-city or double-rum
 *   LINES    how many lines
 *   SEED     a number (default 1): the same seed gives the same lines
 *
 * The tables of the family: Boat House, Nowrang and Double Rum 2
 * players, Phỏm and Queen City 4, Continental 9 (its 4 packs and 4
 * jokers).  Every hand comes from the game's shuffled packs; half the
 * first hands start with a run of 3 to 5 cards of one suit, so that
 * melds, knocks and going out come up.  The cards are written mostly as
 * klopf writes them ("QH 10D JK"), now and then in lower case, with
 * "T" for ten, "*" for a joker or commas between them; about one line in
 * 250 cannot be read (an unknown rank, a card too many, a NUL byte, a
 * '|' claim with an empty group), so the refusals are timed and compared
 * too.  Lines end in "\n", now and then in "\r\n".
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kl_card.h"
#include "kl_fam.h"
#include "kl_famref.h"

/* The most cards of any game's packs: 4 packs and 4 jokers. */
#define SHOE_MAX (4 * KL_NATURALS + 4)
/* The most hands of a deal. */
#define HANDS_MAX 9

static uint64_t rng;

/* The next number of the generator (xorshift64*). */
static uint64_t
next(void)
{
	rng ^= rng >> 12;
	rng ^= rng << 25;
	rng ^= rng >> 27;
	return rng * UINT64_C(0x2545f4914f6cdd1d);
}

/* A number 0..n-1 (n >= 1). */
static int
pick(int n)
{
	return (int)((next() >> 33) % (uint64_t)n);
}

/* The packs of a game, shuffled; cards before top are dealt. */
typedef struct shoe {
	int n, top;
	kl_card c[SHOE_MAX];
} shoe;

/* Fill s with packs packs and jokers jokers and shuffle it. */
static void
shoe_fill(shoe *s, int packs, int jokers)
{
	int p, i;

	s->n = s->top = 0;
	for (p = 0; p < packs; p++)
		for (i = 0; i < KL_NATURALS; i++)
			s->c[s->n++] = (kl_card)i;
	for (i = 0; i < jokers; i++)
		s->c[s->n++] = KL_JOKER;
	for (i = s->n - 1; i > 0; i--) {
		int j = pick(i + 1);
		kl_card t = s->c[i];
		s->c[i] = s->c[j];
		s->c[j] = t;
	}
}

/* Take card c from what s has not dealt; 0 when no copy is left. */
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

/* Deal n cards into out from s: half the time a run first (when
 * planted). */
static void
deal(shoe *s, int n, int planted, kl_card *out)
{
	int k = 0;

	if (planted && pick(2) == 0) {
		int len = 3 + pick(3), suit = pick(KL_SUITS);
		int start = pick(KL_RANKS - len + 1), i;
		for (i = 0; i < len && k < n; i++) {
			kl_card c = kl_card_make(suit, start + i);
			if (shoe_take(s, c))
				out[k++] = c;
		}
	}
	while (k < n)
		out[k++] = s->c[s->top++];
}

/* Write card c as typed: mostly canonical, now and then otherwise. */
static void
put_card(kl_card c, int style)
{
	static const char *const ranks[KL_RANKS] = {
		"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"
	};
	static const char suits[KL_SUITS] = { 'S', 'H', 'D', 'C' };
	const char *rank;

	if (c == KL_JOKER) {
		fputs(style == 1 ? "jk" : style == 2 ? "*" : "JK", stdout);
		return;
	}
	rank = ranks[kl_card_rank(c)];
	if (style == 2 && kl_card_rank(c) == KL_TEN)
		rank = "T";
	if (style == 1) {
		putchar(rank[0] >= 'A' ? rank[0] - 'A' + 'a' : rank[0]);
		if (rank[1] != '\0')
			putchar(rank[1]);
		putchar(suits[kl_card_suit(c)] - 'A' + 'a');
		return;
	}
	fputs(rank, stdout);
	putchar(suits[kl_card_suit(c)]);
}

/* Write n cards of one hand; style 3 separates them by commas. */
static void
put_hand(const kl_card *cards, int n, int style)
{
	int i;

	for (i = 0; i < n; i++) {
		if (i > 0)
			fputs(style == 3 ? ", " : " ", stdout);
		put_card(cards[i], style);
	}
}

/* One line that cannot be read, of kind k. */
static void
put_bad(int k)
{
	static const char *const bad[] = {
		"3H 4H 5H ZH 7C 8C 9C JD QD KD",
		"3H 3H 3H 4C 5C 6C 7D 8D 9D 10S",
		"3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH 2S 3S 4S 5S 6S",
		"3H 4H | | 5H 6C 7C 8C",
		"",
		"QHQHQ 4C 5C",
	};

	if (k == 6) {
		fputs("3H 4H", stdout);
		putchar('\0');
		fputs(" 5H", stdout);
		return;
	}
	fputs(bad[k], stdout);
}

/* The table and packs of a deal of game, and its hand size. */
typedef struct table {
	int players, packs, jokers, size;
} table;

/* The table a line of game has, by the line's number i (knock rummy
 * goes round 2 to 5 players). */
static int
table_of(const char *cmd, const char *game, long i, table *t)
{
	int fam = kl_fam_game_of(game);
	static const int seats[KL_FAM_GAMES] = { 2, 4, 9, 2, 4, 2 };

	if (strcmp(game, "viennese") == 0) {
		t->players = 1;
		t->packs = t->jokers = 2;
		t->size = strcmp(cmd, "check") == 0 ? 11 : 10;
		return 0;
	}
	if (strcmp(game, "gin") == 0 || strcmp(game, "knock-rummy") == 0) {
		int gin = game[0] == 'g';
		if (strcmp(cmd, "check") != 0)
			return -1;
		t->players = gin ? 2 : 2 + (int)(i % 4);
		t->packs = 1;
		t->jokers = 0;
		t->size = t->players == 2 ? 10 : t->players <= 4 ? 7 : 6;
		return 0;
	}
	if (fam >= 0) {
		kl_famref_rules r;
		t->players = strcmp(cmd, "check") == 0 ? seats[fam] : 1;
		kl_famref_rules_default(fam, seats[fam], &r);
		t->packs = r.cards.packs;
		t->jokers = r.cards.jokers;
		t->size = r.hand_size;
		return 0;
	}
	return -1;
}

int
main(int argc, char **argv)
{
	const char *cmd, *game;
	char *end;
	long lines, i;
	table t;

	if (argc < 4 || argc > 5 || (strcmp(argv[1], "deadwood") != 0 &&
	                             strcmp(argv[1], "check") != 0)) {
		fputs("usage: gen_batch deadwood|check GAME LINES [SEED]\n",
		      stderr);
		return 2;
	}
	cmd = argv[1];
	game = argv[2];
	lines = strtol(argv[3], &end, 10);
	if (*end != '\0' || lines < 0) {
		fprintf(stderr, "gen_batch: LINES is a count, not \"%s\"\n",
		        argv[3]);
		return 2;
	}
	rng = 0x9e3779b97f4a7c15ULL ^ 1;
	if (argc == 5) {
		rng = 0x9e3779b97f4a7c15ULL ^ strtoull(argv[4], &end, 10);
		if (*end != '\0') {
			fprintf(stderr, "gen_batch: SEED is a number, not "
			        "\"%s\"\n", argv[4]);
			return 2;
		}
	}
	if (table_of(cmd, game, 0, &t) != 0) {
		fprintf(stderr, "gen_batch: %s takes no game \"%s\"\n", cmd,
		        game);
		return 2;
	}
	for (i = 0; i < lines; i++) {
		kl_card cards[KL_HAND_MAX + 2];
		shoe s;
		int style = pick(10), p;

		style = style < 7 ? 0 : style - 6; /* 0 mostly, else 1 to 3 */
		table_of(cmd, game, i, &t);
		if (pick(250) == 0) {
			put_bad(pick(7));
		} else {
			shoe_fill(&s, t.packs, t.jokers);
			for (p = 0; p < t.players; p++) {
				int n = t.size;
				/* the first hand of a deal before the discard */
				if (p == 0 && t.players > 1)
					n++;
				deal(&s, n, p == 0, cards);
				if (p > 0)
					fputs(" / ", stdout);
				put_hand(cards, n, style);
			}
		}
		fputs(pick(20) == 0 ? "\r\n" : "\n", stdout);
	}
	return ferror(stdout) || fflush(stdout) != 0;
}
