/*
 * ref_mscore.c - the melding games' scorebooks as the rulings say them
 * (see ref_mscore.h).  Written from RULINGS-melding.md alone:
 *
 *  - a card left in hand: 2-10 its face, J Q K 10, the ace and the joker
 *    by the game (Rommé 11 and 20, Hungarian 10 and 20, Caloochi 15 and
 *    25, Rummy 1 (11 around the corner) and 15); per_card: 1 a card, 2 a
 *    joker;
 *  - Rommé: the winner books 0 and every other player his penalty
 *    (times hand_romme_multiplier after going out at once); with
 *    winner_collects the winner books their sum and nobody else
 *    anything; hands (open); the lowest total wins, the highest when
 *    the winner collects;
 *  - Hungarian: the winner books winner_score, every other player his
 *    penalty (times rummy_multiplier after a rummy); rounds; the lowest
 *    total wins;
 *  - Caloochi: the winner collects the sum (times
 *    out_at_once_multiplier at once); to game_to; the highest wins;
 *  - Rummy: the winner collects the sum (doubled at once with
 *    rummy_double); Block Rummy: the lowest count scores the sum of the
 *    differences, tied lowest split it evenly, the remainder to nobody;
 *    to game_to (200 under complete unless given; 0: every hand a game
 *    of its own); the highest wins;
 *  - Caloochi and Rummy may also last hands; a game ends after the hand
 *    in which a total reaches game_to or the last of its hands; equal
 *    best totals share the win; the table may end a game after any hand
 *    (klopf end).
 */
#include "ref_mscore.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* The rulings' penalties of an ace and a joker, by game. */
static const struct {
	int ace, joker, game_to, rounds;
} table[REF_MS_GAMES] = {
	[REF_MS_ROMME] = { 11, 20, -1, -1 },
	[REF_MS_HUNGARIAN] = { 10, 20, -1, 10 },
	[REF_MS_CALOOCHI] = { 15, 25, 250, -1 },
	[REF_MS_RUMMY] = { -1, 15, 100, -1 },
};

void
ref_ms_rules_default(int game, ref_ms_rules *r)
{
	memset(r, 0, sizeof(*r));
	r->game = game;
	r->ace_left = table[game].ace;
	r->joker_left = table[game].joker;
	r->romme_mult = 2;
	r->winner_score = -20;
	r->rummy_mult = 2;
	r->rounds = table[game].rounds;
	r->at_once_mult = 1;
	r->game_to = table[game].game_to;
	r->hands = -1;
}

/* A whole number, or -1 for "open" and "by_ace"; 0 for text that is
 * neither (with *ok 0). */
static int
number(const char *v, int *ok)
{
	char *end;
	long n;

	*ok = 1;
	if (!strcasecmp(v, "open") || !strcasecmp(v, "by_ace"))
		return -1;
	if (!strcasecmp(v, "on"))
		return 1;
	if (!strcasecmp(v, "off"))
		return 0;
	n = strtol(v, &end, 10);
	if (end == v || *end != '\0')
		*ok = 0;
	return (int)n;
}

int
ref_ms_rules_set(ref_ms_rules *r, const char *pair)
{
	static const struct {
		const char *key;
		size_t offset;
	} keys[] = {
		{ "ace_left", offsetof(ref_ms_rules, ace_left) },
		{ "joker_left", offsetof(ref_ms_rules, joker_left) },
		{ "per_card", offsetof(ref_ms_rules, per_card) },
		{ "hand_romme_multiplier", offsetof(ref_ms_rules, romme_mult) },
		{ "winner_collects", offsetof(ref_ms_rules, collects) },
		{ "winner_score", offsetof(ref_ms_rules, winner_score) },
		{ "rummy_multiplier", offsetof(ref_ms_rules, rummy_mult) },
		{ "rounds", offsetof(ref_ms_rules, rounds) },
		{ "out_at_once_multiplier",
		  offsetof(ref_ms_rules, at_once_mult) },
		{ "rummy_double", offsetof(ref_ms_rules, rummy_double) },
		{ "complete", offsetof(ref_ms_rules, complete) },
		{ "block", offsetof(ref_ms_rules, block) },
		{ "game_to", offsetof(ref_ms_rules, game_to) },
		{ "hands", offsetof(ref_ms_rules, hands) },
	};
	const char *eq = strchr(pair, '=');
	size_t i, n;
	int ok, v;

	if (eq == NULL)
		return -1;
	n = (size_t)(eq - pair);
	if (n == 3 && !strncmp(pair, "ace", 3)) {
		r->corner = !strcmp(eq + 1, "corner");
		return 0;
	}
	/* settings that leave the scores as they are */
	if ((n == 5 && !strncmp(pair, "decks", 5)) ||
	    (n == 6 && !strncmp(pair, "jokers", 6)) ||
	    (n == 9 && !strncmp(pair, "hand_size", 9)))
		return 0;
	for (i = 0; i < sizeof(keys) / sizeof(keys[0]); i++) {
		if (strlen(keys[i].key) != n || strncmp(pair, keys[i].key, n))
			continue;
		v = number(eq + 1, &ok);
		if (!ok)
			return -1;
		*(int *)((char *)r + keys[i].offset) = v;
		if (keys[i].offset == offsetof(ref_ms_rules, game_to))
			r->game_to_given = 1;
		return 0;
	}
	return -1;
}

int
ref_ms_card(const ref_ms_rules *r, int rank)
{
	if (r->per_card)
		return rank == 0 ? 2 : 1;
	if (rank == 0)
		return r->joker_left;
	if (rank == 1)
		return r->ace_left >= 0 ? r->ace_left : r->corner ? 11 : 1;
	return rank >= 10 ? 10 : rank;
}

/* The rank of a card name (1 ace .. 13 king, 0 joker), -1 if not one. */
static int
rank_of(const char *name, size_t len)
{
	static const char *const ranks[] = {
		"A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"
	};
	size_t i;

	if (len == 2 && !strncmp(name, "JK", 2))
		return 0;
	if (len < 2 || !strchr("SHDC", name[len - 1]))
		return -1;
	for (i = 0; i < 13; i++)
		if (strlen(ranks[i]) == len - 1 &&
		    !strncmp(name, ranks[i], len - 1))
			return (int)i + 1;
	return -1;
}

int
ref_ms_count(const ref_ms_rules *r, const char *cards)
{
	int sum = 0, rank;
	size_t len;

	while (*cards != '\0') {
		while (*cards == ' ')
			cards++;
		if (*cards == '\0')
			break;
		len = strcspn(cards, " ");
		if ((rank = rank_of(cards, len)) < 0)
			return -1;
		sum += ref_ms_card(r, rank);
		cards += len;
	}
	return sum;
}

/* Descending, for qsort. */
static int
dearer(const void *a, const void *b)
{
	return *(const int *)b - *(const int *)a;
}

int
ref_ms_most(const ref_ms_rules *r, int decks, int jokers, int hand_size)
{
	int values[2 * 52 + 8], n = 0, rank, k, sum = 0;

	for (k = 0; k < jokers; k++)
		values[n++] = ref_ms_card(r, 0);
	for (rank = 1; rank <= 13; rank++)
		for (k = 0; k < 4 * decks; k++)
			values[n++] = ref_ms_card(r, rank);
	qsort(values, (size_t)n, sizeof(int), dearer);
	for (k = 0; k < hand_size && k < n; k++)
		sum += values[k];
	return sum;
}

int
ref_ms_least(const ref_ms_rules *r, int decks, int jokers)
{
	int least = -1, rank;

	for (rank = jokers > 0 ? 0 : 1; rank <= 13 && decks > 0; rank++)
		if (least < 0 || ref_ms_card(r, rank) < least)
			least = ref_ms_card(r, rank);
	return least;
}

void
ref_ms_start(ref_ms_book *s, const ref_ms_rules *r, int nplayers)
{
	memset(s, 0, sizeof(*s));
	s->rules = *r;
	if (r->game == REF_MS_RUMMY && r->complete && !r->game_to_given)
		s->rules.game_to = 200;
	s->nplayers = nplayers;
}

/* The lowest total wins: penalty points. */
static int
lowest_wins(const ref_ms_rules *r)
{
	return r->game == REF_MS_HUNGARIAN ||
	       (r->game == REF_MS_ROMME && !r->collects);
}

/* The game is over: the best total wins, ties share. */
static void
finish(ref_ms_book *s)
{
	int best = s->total[0], k;

	for (k = 1; k < s->nplayers; k++)
		if (lowest_wins(&s->rules) ? s->total[k] < best :
		                             s->total[k] > best)
			best = s->total[k];
	s->over = 1;
	s->nwinners = 0;
	for (k = 0; k < s->nplayers; k++)
		if (s->total[k] == best)
			s->winners[s->nwinners++] = k;
}

/* The blocked hand of Block Rummy. */
static void
block(ref_ms_book *s, const int *count, int *points)
{
	int low = count[0], sum = 0, tied = 0, k;

	for (k = 1; k < s->nplayers; k++)
		if (count[k] < low)
			low = count[k];
	for (k = 0; k < s->nplayers; k++) {
		sum += count[k] - low;
		tied += count[k] == low;
	}
	for (k = 0; k < s->nplayers; k++) {
		points[k] = count[k] == low ? sum / tied : 0;
		if (count[k] == low && tied == 1)
			s->won[k]++;
	}
	s->shared |= tied > 1;
}

int
ref_ms_hand(ref_ms_book *s, int how, int winner, const int *count,
            int points[REF_MS_SEATS])
{
	const ref_ms_rules *r = &s->rules;
	int at_once = how == REF_MS_AT_ONCE, sum = 0, mult = 1, k, limit;

	if (s->over)
		return -1;
	memset(points, 0, sizeof(int) * REF_MS_SEATS);
	if (how == REF_MS_BLOCK) {
		block(s, count, points);
	} else {
		for (k = 0; k < s->nplayers; k++)
			if (k != winner)
				sum += count[k];
		switch (r->game) {
		case REF_MS_ROMME:
			mult = at_once ? r->romme_mult : 1;
			for (k = 0; k < s->nplayers; k++)
				if (k != winner && !r->collects)
					points[k] = count[k] * mult;
			points[winner] = r->collects ? sum * mult : 0;
			break;
		case REF_MS_HUNGARIAN:
			mult = at_once ? r->rummy_mult : 1;
			for (k = 0; k < s->nplayers; k++)
				if (k != winner)
					points[k] = count[k] * mult;
			points[winner] = r->winner_score;
			break;
		case REF_MS_CALOOCHI:
			points[winner] = sum * (at_once ? r->at_once_mult : 1);
			break;
		default:
			points[winner] = sum * (at_once && r->rummy_double ? 2 :
			                        1);
			break;
		}
		s->won[winner]++;
	}
	for (k = 0; k < s->nplayers; k++)
		s->total[k] += points[k];
	s->played++;
	limit = r->game == REF_MS_HUNGARIAN ? r->rounds : r->hands;
	if (r->game_to == 0)
		finish(s);
	for (k = 0; k < s->nplayers && !s->over && r->game_to > 0; k++)
		if (s->total[k] >= r->game_to)
			finish(s);
	if (!s->over && limit > 0 && s->played >= limit)
		finish(s);
	return 0;
}

int
ref_ms_end_now(ref_ms_book *s)
{
	if (s->over || s->played == 0)
		return -1;
	finish(s);
	return 0;
}

const char *
ref_ms_hands_key(int game)
{
	return game == REF_MS_HUNGARIAN ? "rounds" : "hands";
}
