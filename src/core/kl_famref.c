/* kl_famref.c - the referee of a hand of the rest of the rummy family
 * (see kl_famref.h). */
#include "kl_famref.h"

#include <string.h>

static const int players_min[KL_FAM_GAMES] = { 2, 2, 2, 2, 2, 2 };
static const int players_max[KL_FAM_GAMES] = { 6, 4, 12, 2, 6, 6 };

int
kl_famref_players_min(int game)
{
	return game >= 0 && game < KL_FAM_GAMES ? players_min[game] : 0;
}

int
kl_famref_players_max(int game)
{
	return game >= 0 && game < KL_FAM_GAMES ? players_max[game] : 0;
}

const char *
kl_famref_verdict_name(int verdict)
{
	static const char *const names[] = { "none", "out", "u", "showdown" };

	if (verdict < KL_FAMREF_NONE || verdict > KL_FAMREF_SHOWDOWN)
		return "?";
	return names[verdict];
}

void
kl_famref_rules_default(int game, int players, kl_famref_rules *out)
{
	memset(out, 0, sizeof(*out));
	out->game = game;
	kl_fam_cards_default(game, players, &out->cards);
	kl_fam_goal_default(game, &out->goal);
	switch (game) {
	case KL_FAM_PHOM:
		out->hand_size = 9;
		break;
	case KL_FAM_CONTINENTAL:
		out->hand_size = 15;
		break;
	case KL_FAM_NOWRANG:
		out->hand_size = 10;
		break;
	case KL_FAM_QUEEN_CITY:
		out->hand_size = 7;
		break;
	default: /* the standard sizes */
		out->hand_size = players <= 2 ? 10 : players <= 4 ? 7 : 6;
		break;
	}
	out->u_discard = 6;
	out->u_whole = 12;
	out->mom = 4;
	out->rank_pay[0] = 1;
	out->rank_pay[1] = 2;
	out->rank_pay[2] = 3;
}

/* value as a whole number lo..hi into *out; 0 if it is not one. */
static int
number(const char *value, int lo, int hi, int *out)
{
	long v = 0;
	const char *p = value;

	if (*p == '\0')
		return 0;
	for (; *p; p++) {
		if (*p < '0' || *p > '9' || v > 1000)
			return 0;
		v = v * 10 + (*p - '0');
	}
	if (v < lo || v > hi)
		return 0;
	*out = (int)v;
	return 1;
}

int
kl_famref_set(kl_famref_rules *r, const char *key, const char *value,
              kl_error *err)
{
	const char *game = kl_fam_game_name(r->game);
	int v, cont = r->game == KL_FAM_CONTINENTAL;

	if (strcmp(key, "hand_size") == 0) {
		if (!number(value, 3, cont ? 15 : 13, &v))
			return kl_error_set(err, KL_EINPUT, "the rule hand_size "
			    "takes a number from 3 to %d, not \"%s\"",
			    cont ? 15 : 13, value);
		r->hand_size = v;
		return KL_OK;
	}
	if (!cont)
		return kl_error_set(err, KL_EINPUT, "%s has no rule \"%s\"; "
		    "it takes hand_size", game, key);
	if (strcmp(key, "deuces_wild") == 0) {
		if (strcmp(value, "yes") == 0)
			r->cards.deuces_wild = 1;
		else if (strcmp(value, "no") == 0)
			r->cards.deuces_wild = 0;
		else
			return kl_error_set(err, KL_EINPUT, "the rule deuces_wild "
			    "takes yes or no, not \"%s\"", value);
		return KL_OK;
	}
	if (strcmp(key, "decks") == 0) {
		if (!number(value, 2, 4, &v))
			return kl_error_set(err, KL_EINPUT, "the rule decks takes "
			    "2, 3 or 4, not \"%s\"", value);
		r->cards.packs = r->cards.jokers = v;
		return KL_OK;
	}
	if (strcmp(key, "deuce_points") == 0 ||
	    strcmp(key, "no_wild_bonus") == 0 ||
	    strcmp(key, "one_suit_bonus") == 0) {
		if (!number(value, 0, 100, &v))
			return kl_error_set(err, KL_EINPUT, "the rule %s takes a "
			    "number from 0 to 100, not \"%s\"", key, value);
		if (key[0] == 'd')
			r->goal.per_wild_two = v;
		else if (key[0] == 'n')
			r->goal.no_wild_bonus = v;
		else
			r->goal.one_suit_bonus = v;
		return KL_OK;
	}
	return kl_error_set(err, KL_EINPUT, "continental has no rule \"%s\"; "
	    "it takes hand_size, decks, deuces_wild, deuce_points, "
	    "no_wild_bonus and one_suit_bonus", key);
}

/* The cards a hand of hands[0..n-1] must show under r: the hand size,
 * the first player one more before the discard (Phỏm: ù with 10). */
static int
size_of(const kl_famref_rules *r, const kl_cardlist *hands, int i)
{
	if (i == 0 && hands[0].n == r->hand_size + 1)
		return r->hand_size + 1;
	return r->hand_size;
}

/*
 * The quick look of check_hands at a deal that is in order: the players
 * within the game's count, every hand of its size, no card that is no
 * card, no card shown more often than the packs hold it, no more jokers
 * than they have.  The copies of each card are counted in four sets of
 * bits (the cards shown more than once, twice, ...) without a branch per
 * card.  Returns 1 when the deal is in order, 0 when check_hands must
 * look card by card to say what is wrong first.
 */
static int
hands_in_order(const kl_famref_rules *r, const kl_cardlist *hands, int n)
{
	const uint64_t joker = UINT64_C(1) << KL_JOKER;
	uint64_t level[4] = { 0, 0, 0, 0 }, carry, held, over = 0;
	unsigned bad = 0;
	int i, k, jokers, l;

	if (r->game < 0 || r->game >= KL_FAM_GAMES ||
	    n < players_min[r->game] || n > players_max[r->game] ||
	    r->cards.packs < 1 || r->cards.packs > 4)
		return 0;
	for (i = 0; i < n; i++) {
		if (hands[i].n != size_of(r, hands, i))
			return 0;
		for (k = 0; k < hands[i].n; k++) {
			kl_card c = hands[i].cards[k];
			bad |= c > KL_JOKER;
			carry = UINT64_C(1) << (c & 63);
			held = level[0] & carry;
			level[0] |= carry;
			carry = held;
			held = level[1] & carry;
			level[1] |= carry;
			carry = held;
			held = level[2] & carry;
			level[2] |= carry;
			carry = held;
			over |= level[3] & carry;
			level[3] |= carry;
		}
	}
	if (bad || over)
		return 0;
	for (l = 0, jokers = 0; l < 4; l++)
		jokers += (level[l] & joker) != 0;
	if (jokers > r->cards.jokers)
		return 0;
	return r->cards.packs == 4 || (level[r->cards.packs] & ~joker) == 0;
}

/* Check the player count, the hands' sizes and the cards against the
 * game's packs. */
static int
check_hands(const kl_famref_rules *r, const kl_cardlist *hands, int n,
            kl_error *err)
{
	uint64_t seen[4] = { 0, 0, 0, 0 }, bit;   /* seen[j]: the cards shown
	                                             more than j times */
	int i, k, j, size, jokers = 0, times;
	char name[KL_CARD_NAME_MAX];
	const char *game = kl_fam_game_name(r->game);

	if (game == NULL)
		return kl_error_set(err, KL_EINPUT, "no such game");
	if (hands_in_order(r, hands, n))
		return KL_OK;
	if (n < players_min[r->game] || n > players_max[r->game]) {
		if (players_min[r->game] == players_max[r->game])
			return kl_error_set(err, KL_EINPUT, "%s is played by %d "
			    "players, not %d", game, players_min[r->game], n);
		return kl_error_set(err, KL_EINPUT, "%s is played by %d to "
		    "%d players, not %d", game, players_min[r->game],
		    players_max[r->game], n);
	}
	for (i = 0; i < n; i++) {
		size = r->hand_size;
		if (i == 0 && r->game == KL_FAM_PHOM && hands[0].n == size + 1)
			size++; /* ù claimed with 10 cards */
		else if (i == 0 && r->game != KL_FAM_PHOM &&
		         hands[0].n == size + 1)
			size++; /* before the discard */
		if (hands[i].n != size) {
			if (i == 0)
				return kl_error_set(err, KL_EINPUT, "the first "
				    "player shows %d cards; show %d, or %d "
				    "before the discard", hands[i].n,
				    r->hand_size, r->hand_size + 1);
			return kl_error_set(err, KL_EINPUT, "player %d shows %d "
			    "cards, not %d", i + 1, hands[i].n, r->hand_size);
		}
		for (k = 0; k < hands[i].n; k++) {
			kl_card c = hands[i].cards[k];
			if (c > KL_JOKER)
				return kl_error_set(err, KL_EINPUT, "player %d "
				    "shows a card that is no card", i + 1);
			if (c == KL_JOKER && ++jokers > r->cards.jokers) {
				if (r->cards.jokers == 0)
					return kl_error_set(err, KL_EINPUT, "%s is "
					    "played without jokers", game);
				return kl_error_set(err, KL_EINPUT, "the hands "
				    "show %d jokers; the packs hold %d",
				    jokers, r->cards.jokers);
			}
			if (c == KL_JOKER)
				continue;
			/* the copies shown so far: the first set of seen[]
			 * without the card takes it */
			bit = UINT64_C(1) << c;
			for (j = 0, times = 1; j < 4 && (seen[j] & bit); j++)
				times++;
			if (j < 4)
				seen[j] |= bit;
			if (times > r->cards.packs) {
				kl_card_name(c, r->style, name, sizeof(name));
				if (r->cards.packs == 1)
					return kl_error_set(err, KL_EINPUT, "%s is "
					    "shown twice; one pack has it once",
					    name);
				return kl_error_set(err, KL_EINPUT, "%s is shown "
				    "%d times; the packs hold it %d times", name,
				    times, r->cards.packs);
			}
		}
	}
	return KL_OK;
}

/* Book a transfer of amount from hand from to hand to (none for 0). */
static void
pay(kl_famref_result *res, int from, int to, int amount)
{
	kl_famref_transfer *t;

	if (amount <= 0 || res->ntransfers == KL_FAMREF_TRANSFERS_MAX)
		return;
	t = &res->transfers[res->ntransfers++];
	t->from = from;
	t->to = to;
	t->amount = amount;
}

/* Every hand but the first: its least deadwood (Continental counts no
 * other hand: its cards are listed, deadwood -1). */
static void
count_others(const kl_famref_rules *r, const kl_cardlist *hands, int n,
             kl_famref_result *res)
{
	int i;

	for (i = 1; i < n; i++) {
		if (r->game == KL_FAM_CONTINENTAL) {
			kl_fam_arr *a = &res->arr[i];
			memset(a, 0, sizeof(*a));
			a->discard = KL_NO_CARD;
			a->nunmatched = hands[i].n;
			memcpy(a->unmatched, hands[i].cards, (size_t)hands[i].n);
			kl_cards_sort(a->unmatched, (size_t)a->nunmatched);
			res->deadwood[i] = -1;
			continue;
		}
		res->deadwood[i] = kl_fam_deadwood(&r->cards, hands[i].cards,
		                                   hands[i].n, 0, &res->arr[i]);
	}
}

void
kl_famref_showdown(const kl_famref_rules *r, int n, const int *deadwood,
                   const int *melded, kl_famref_result *res)
{
	int order[KL_FAMREF_PLAYERS_MAX] = { 0 }, k = 0, i, j, anymeld = 0;

	res->ntransfers = 0;
	for (i = 0; i < n; i++)
		anymeld |= melded[i] != 0;
	/* the hands that rank, by count, ties by seat */
	for (i = 0; i < n; i++)
		if (!anymeld || melded[i])
			order[k++] = i;
	for (i = 1; i < k; i++)
		for (j = i; j > 0 && deadwood[order[j]] <
		            deadwood[order[j - 1]]; j--) {
			int t = order[j];
			order[j] = order[j - 1];
			order[j - 1] = t;
		}
	res->winner = order[0];
	for (i = 0; i < n; i++)
		res->place[i] = 0;
	for (j = 0; j < k; j++)
		res->place[order[j]] = j + 1;
	for (i = 0; i < n; i++) {
		if (i == res->winner)
			continue;
		if (!anymeld || !melded[i])
			pay(res, i, res->winner, r->mom);
		else
			pay(res, i, res->winner,
			    r->rank_pay[res->place[i] - 2 < 3 ?
			                res->place[i] - 2 : 2]);
	}
}

int
kl_famref_judge(const kl_famref_rules *r, const kl_cardlist *hands, int n,
                kl_famref_result *out, kl_error *err)
{
	kl_famref_result *res = out;
	int rc, i, first_n, worth, sum = 0;

	if ((rc = check_hands(r, hands, n, err)) != KL_OK)
		return rc;
	/* *out is written from here on: the counted entries only */
	res->verdict = KL_FAMREF_NONE;
	res->nplayers = n;
	res->winner = -1;
	res->worth = res->points = res->ntransfers = 0;
	for (i = 0; i < n; i++)
		res->deadwood[i] = res->place[i] = 0;
	first_n = hands[0].n;
	if (r->game == KL_FAM_PHOM) {
		if (first_n == r->hand_size + 1) {
			/* ù: all 10 melded pays more than 9 after a discard */
			int whole = kl_fam_out(&r->cards, hands[0].cards, first_n,
			                       0, &r->goal, &res->arr[0]);
			int part = whole >= 0 ? -1 :
			           kl_fam_out(&r->cards, hands[0].cards, first_n,
			                      1, &r->goal, &res->arr[0]);
			if (whole < 0 && part < 0) {
				res->deadwood[0] = kl_fam_deadwood(&r->cards,
				    hands[0].cards, first_n, 1, &res->arr[0]);
				count_others(r, hands, n, res);
				return KL_OK;
			}
			res->verdict = KL_FAMREF_U;
			res->winner = 0;
			res->worth = whole >= 0 ? r->u_whole : r->u_discard;
			count_others(r, hands, n, res);
			for (i = 1; i < n; i++)
				pay(res, i, 0, res->worth);
			return KL_OK;
		}
		int melded[KL_FAMREF_PLAYERS_MAX];
		res->verdict = KL_FAMREF_SHOWDOWN;
		for (i = 0; i < n; i++) {
			res->deadwood[i] = kl_fam_deadwood(&r->cards,
			    hands[i].cards, hands[i].n, 0, &res->arr[i]);
			melded[i] = res->arr[i].nmelds > 0;
		}
		kl_famref_showdown(r, n, res->deadwood, melded, res);
		return KL_OK;
	}
	if (kl_fam_out_is_least(&r->cards, &r->goal)) {
		/* one walk: the least deadwood, which is 0 going out */
		int d = kl_fam_deadwood(&r->cards, hands[0].cards, first_n,
		                        first_n == r->hand_size + 1,
		                        &res->arr[0]);
		worth = d == 0 ? r->goal.base : -1;
		res->deadwood[0] = d > 0 ? d : 0;
	} else {
		worth = kl_fam_out(&r->cards, hands[0].cards, first_n,
		                   first_n == r->hand_size + 1, &r->goal,
		                   &res->arr[0]);
		if (worth < 0)
			/* no going out: the least deadwood as proof */
			res->deadwood[0] = kl_fam_deadwood(&r->cards,
			    hands[0].cards, first_n,
			    first_n == r->hand_size + 1, &res->arr[0]);
	}
	count_others(r, hands, n, res);
	if (worth < 0)
		return KL_OK;
	res->verdict = KL_FAMREF_OUT;
	res->winner = 0;
	res->worth = worth;
	for (i = 1; i < n; i++)
		sum += res->deadwood[i];
	switch (r->game) {
	case KL_FAM_BOAT_HOUSE:
	case KL_FAM_DOUBLE_RUM:
		res->points = sum;
		break;
	case KL_FAM_NOWRANG:
		res->points = 1;
		break;
	default: /* Continental, Queen City: each other player pays */
		for (i = 1; i < n; i++)
			pay(res, i, 0, worth);
		break;
	}
	return KL_OK;
}
