#include "kl_rubber.h"

#include "kl_card.h"
#include "kl_gamedef.h"

#include <stddef.h>
#include <string.h>

#include "kl_utf8.h"

/* More deadwood than any hand can hold (15 cards of 50 points each is
 * 750). */
#define KL_DEADWOOD_LIMIT 10000

static void
result_reset(kl_event_result *res)
{
	int i;

	memset(res, 0, sizeof(*res));
	for (i = 0; i < KL_PLAYERS_MAX; i++)
		res->points[i] = -1;
	res->dealer = -1;
	res->winner = -1;
}

/* Move amount chips and note the transfer. */
static void
transfer(kl_rubber *r, kl_event_result *res, int from, int to, int amount,
         int reason)
{
	kl_transfer *t;

	if (amount <= 0)
		return;
	if (from == KL_POT)
		r->pot -= amount;
	else
		r->seat[from].chips -= amount;
	if (to == KL_POT) {
		r->pot += amount;
		if (from != KL_POT)
			r->seat[from].paid_in += amount;
	} else {
		r->seat[to].chips += amount;
	}
	if (res != NULL && res->ntransfers < KL_TRANSFERS_MAX) {
		t = &res->transfers[res->ntransfers++];
		t->from = from;
		t->to = to;
		t->amount = amount;
		t->reason = reason;
	}
}

int
kl_rubber_players_fit(const kl_rules *rules, int nplayers, kl_error *err)
{
	const kl_game_def *def = kl_gamedef_of(rules);

	if (nplayers >= def->players_min && nplayers <= def->players_max) {
		/* knock rummy: every hand, and the knocker's card more, from
		 * one pack */
		if (rules->game == KL_GAME_KNOCK && rules->hand_size > 0 &&
		    rules->hand_size * nplayers + 1 > KL_NATURALS)
			return kl_error_set(err, KL_EINPUT, "%d hands of %d cards "
			    "do not fit one pack", nplayers, rules->hand_size);
		return KL_OK;
	}
	if (def->players_min == def->players_max)
		return kl_error_set(err, KL_EINPUT, "a rubber of %s needs %d "
		                    "players, not %d", def->name,
		                    def->players_min, nplayers);
	return kl_error_set(err, KL_EINPUT, "a rubber of %s needs %d to %d "
	                    "players, not %d", def->name, def->players_min,
	                    def->players_max, nplayers);
}

int
kl_rubber_start(kl_rubber *r, const kl_rules *rules, int nplayers,
                kl_event_result *result, kl_error *err)
{
	kl_event_result scratch;
	int s, rc;

	/* the game's own range first: it names the game */
	if ((rc = kl_rules_validate(rules, err)) != KL_OK)
		return rc;
	if ((rc = kl_rubber_players_fit(rules, nplayers, err)) != KL_OK)
		return rc;
	if (nplayers < KL_PLAYERS_MIN || nplayers > KL_PLAYERS_MAX)
		return kl_error_set(err, KL_EINPUT,
		    "a rubber needs %d to %d players, not %d",
		    KL_PLAYERS_MIN, KL_PLAYERS_MAX, nplayers);
	if (rules->first_seat < 0 || rules->first_seat >= nplayers)
		return kl_error_set(err, KL_EINPUT, "seat %d cannot deal first "
		                    "at a table of %d", rules->first_seat + 1,
		                    nplayers);
	if (result == NULL)
		result = &scratch;
	result_reset(result);
	memset(r, 0, sizeof(*r));
	r->rules = *rules;
	r->nplayers = nplayers;
	r->phase = KL_RUBBER_IN_PLAY;
	r->dealer = rules->first_seat;
	for (s = 0; s < nplayers; s++)
		transfer(r, result, s, KL_POT, rules->ante, KL_XFER_ANTE);
	result->dealer = r->dealer;
	return KL_OK;
}

int
kl_rubber_in_play(const kl_rubber *r, int seat)
{
	return r->phase == KL_RUBBER_IN_PLAY && seat >= 0 &&
	       seat < r->nplayers && !r->seat[seat].out &&
	       seat != kl_rubber_sits_out(r);
}

int
kl_rubber_sits_out(const kl_rubber *r)
{
	if (!r->rules.sit_out || r->nplayers < 4 ||
	    r->phase != KL_RUBBER_IN_PLAY)
		return -1;
	return r->dealer;
}

int
kl_rubber_players_in_play(const kl_rubber *r)
{
	int s, n = 0;

	for (s = 0; s < r->nplayers; s++)
		n += !r->seat[s].out;
	return n;
}

/* The first seat in play after seat `from`, going left (clockwise). */
static int
next_in_play(const kl_rubber *r, int from)
{
	int i, s;

	for (i = 1; i <= r->nplayers; i++) {
		s = (from + i) % r->nplayers;
		if (!r->seat[s].out)
			return s;
	}
	return -1;
}

/* Pay the pot to the winners; odd chips go to the first of them seated
 * after the dealer. */
static void
pay_pot(kl_rubber *r, kl_event_result *res, const int *winner, int dealer)
{
	int k = 0, s, i, share, odd, first = -1;

	for (s = 0; s < r->nplayers; s++)
		if (winner[s])
			r->winners[k++] = s;
	r->nwinners = k;
	if (k == 0)
		return;
	for (i = 1; i <= r->nplayers && first < 0; i++) {
		s = (dealer + i) % r->nplayers;
		if (winner[s])
			first = s;
	}
	share = r->pot / k;
	odd = r->pot - share * k;
	for (i = 0; i < k; i++) {
		s = r->winners[i];
		transfer(r, res, KL_POT, s, share + (s == first ? odd : 0),
		         KL_XFER_POT);
	}
}

int
kl_rubber_game(kl_rubber *r, int declarer, int rummy, const int *deadwood,
               kl_event_result *result, kl_error *err)
{
	kl_event_result scratch;
	kl_rubber next;
	int s, in_before[KL_PLAYERS_MAX], money, dealer, left, lowest;
	int winner[KL_PLAYERS_MAX], points[KL_PLAYERS_MAX], kind;
	const kl_rules *ru = &r->rules;
	const kl_game_def *def;

	if (r->phase != KL_RUBBER_IN_PLAY)
		return kl_error_set(err, KL_ERULE, "the rubber is over");
	if (declarer < 0 || declarer >= r->nplayers)
		return kl_error_set(err, KL_ERULE, "no such player");
	if (r->seat[declarer].out)
		return kl_error_set(err, KL_ERULE,
		                    "the declarer is out of the rubber");
	for (s = 0; s < r->nplayers; s++) {
		if (r->seat[s].out)
			continue;
		if (deadwood[s] < 0)
			return kl_error_set(err, KL_ERULE,
			                    "a hand of a player in play is missing");
		/* no hand comes near this; it keeps totals far from
		 * overflowing whatever a damaged database holds */
		if (deadwood[s] > KL_DEADWOOD_LIMIT)
			return kl_error_set(err, KL_ERULE,
			    "a deadwood of %d is impossible (at most %d)",
			    deadwood[s], KL_DEADWOOD_LIMIT);
	}
	def = kl_gamedef_of(ru);
	kind = rummy ? KL_VERDICT_RUMMY : KL_VERDICT_KNOCK;
	if (!def->stands(ru, kind, deadwood[declarer]))
		return rummy ?
		    kl_error_set(err, KL_ERULE, "a rummy needs deadwood 0, "
		                 "not %d", deadwood[declarer]) :
		    kl_error_set(err, KL_ERULE, "a knock needs deadwood %d or "
		                 "less, not %d", ru->knock_limit,
		                 deadwood[declarer]);
	if (result == NULL)
		result = &scratch;
	result_reset(result);

	next = *r;
	dealer = r->dealer;
	result->dealer = dealer;
	next.games++;
	for (s = 0; s < r->nplayers; s++)
		in_before[s] = !r->seat[s].out;
	/* points and the declarer's money, as the game scores them */
	money = def->score(ru, r->nplayers, in_before, declarer, kind,
	                   deadwood, points);
	for (s = 0; s < r->nplayers; s++) {
		if (!in_before[s])
			continue;
		result->points[s] = points[s];
		next.seat[s].score += points[s];
	}
	for (s = 0; s < r->nplayers; s++)
		if (in_before[s] && s != declarer)
			transfer(&next, result, s, declarer, money,
			         rummy ? KL_XFER_RUMMY : KL_XFER_KNOCK);
	/* elimination */
	for (s = 0; s < r->nplayers; s++) {
		if (in_before[s] && next.seat[s].score >= ru->out_at) {
			next.seat[s].out = 1;
			next.seat[s].out_game = next.games;
			next.seat[s].out_limit = ru->out_at;
			result->newly_out[s] = 1;
		}
	}
	left = kl_rubber_players_in_play(&next);
	memset(winner, 0, sizeof(winner));
	if (left == 1) {
		for (s = 0; s < r->nplayers; s++)
			winner[s] = !next.seat[s].out;
	} else if (left == 0) {
		/* the last players all went out together: lowest total wins */
		lowest = -1;
		for (s = 0; s < r->nplayers; s++)
			if (in_before[s] && (lowest < 0 ||
			                     next.seat[s].score < lowest))
				lowest = next.seat[s].score;
		for (s = 0; s < r->nplayers; s++)
			winner[s] = in_before[s] && next.seat[s].score == lowest;
	}
	if (left <= 1) {
		pay_pot(&next, result, winner, dealer);
		next.phase = KL_RUBBER_FINISHED;
		next.dealer = -1;
		result->ended = 1;
	} else if (ru->next_dealer == KL_DEAL_WINNER) {
		next.dealer = next.seat[declarer].out ?
		    next_in_play(&next, declarer) : declarer;
	} else {
		next.dealer = next_in_play(&next, dealer);
	}
	*r = next;
	return KL_OK;
}

int
kl_game_total(const kl_rubber *r, int seat)
{
	return kl_gamedef_of(&r->rules)->by_chips ? r->seat[seat].chips :
	       r->seat[seat].score;
}

/* The highest total of r (kl_game_total). */
static int
top_total(const kl_rubber *r)
{
	int s, top = kl_game_total(r, 0);

	for (s = 1; s < r->nplayers; s++)
		if (kl_game_total(r, s) > top)
			top = kl_game_total(r, s);
	return top;
}

/* The total that wins a game of the rest of the family as it stands:
 * the lowest where the players book penalty points
 * (kl_gamedef_lowest_wins), else the highest. */
static int
best_total(const kl_rubber *r)
{
	int s, best = kl_game_total(r, 0);

	if (!kl_gamedef_lowest_wins(&r->rules))
		return top_total(r);
	for (s = 1; s < r->nplayers; s++)
		if (kl_game_total(r, s) < best)
			best = kl_game_total(r, s);
	return best;
}

/* A game of the rest of the family is over: a total reached game_to, or
 * the hands the rules say were played (kl_gamedef_hands). */
static int
family_over(const kl_rubber *r)
{
	int hands = kl_gamedef_hands(&r->rules);

	return (r->rules.game_to > 0 && top_total(r) >= r->rules.game_to) ||
	       (hands > 0 && r->games >= hands);
}

/* End a game of the rest of the family: the best total wins
 * (best_total), ties share the win. */
static void
family_finish(kl_rubber *r)
{
	int s, top = best_total(r);

	r->nwinners = 0;
	for (s = 0; s < r->nplayers; s++)
		if (kl_game_total(r, s) == top)
			r->winners[r->nwinners++] = s;
	r->phase = KL_RUBBER_FINISHED;
	r->dealer = -1;
}

/* The dealer of the next hand of a race game after a hand dealt by
 * dealer and won by winner (-1: a dead hand). */
static int
race_next_dealer(const kl_rubber *r, int dealer, int winner)
{
	int n = r->nplayers;

	switch (r->rules.next_dealer) {
	case KL_DEAL_WINNER:
		return winner >= 0 ? winner : dealer;
	case KL_DEAL_LOSER:
		return winner >= 0 ? (winner + 1) % n : dealer;
	default:
		return (dealer + 1) % n;
	}
}

int
kl_rubber_hand(kl_rubber *r, const kl_event *ev, kl_event_result *result,
               kl_error *err)
{
	kl_event_result scratch;
	kl_transfer bonus[KL_TRANSFERS_MAX];
	kl_hand_score hs;
	kl_rubber next;
	const kl_game_def *def = kl_gamedef_of(&r->rules);
	int s, i, n, rc;

	if (r->phase != KL_RUBBER_IN_PLAY)
		return kl_error_set(err, KL_ERULE, "the rubber is over");
	if (!def->race || def->hand == NULL)
		return kl_error_set(err, KL_ERULE, "%s is not played to a "
		                    "total", def->name);
	if (result == NULL)
		result = &scratch;
	next = *r;
	next.games++;
	if (ev->dead && def->family)
		return kl_error_set(err, KL_ERULE, "a hand of %s always ends "
		                    "with a player going out; it has no dead "
		                    "hands", def->name);
	if (ev->dead) {
		result_reset(result);
		result->dealer = r->dealer;
		next.dealer = race_next_dealer(r, r->dealer, -1);
		*r = next;
		return KL_OK;
	}
	if (ev->declarer < 0 || ev->declarer >= r->nplayers)
		return kl_error_set(err, KL_ERULE, "no such player");
	for (s = 0; s < r->nplayers; s++) {
		if (s == kl_rubber_sits_out(r)) {
			if (ev->deadwood[s] >= 0)
				return kl_error_set(err, KL_ERULE, "the dealer "
				                    "sits out this hand and has no "
				                    "hand");
			continue;
		}
		if (ev->deadwood[s] < 0)
			return kl_error_set(err, KL_ERULE,
			                    "a hand of a player in play is missing");
		if (ev->deadwood[s] > KL_DEADWOOD_LIMIT)
			return kl_error_set(err, KL_ERULE,
			    "a deadwood of %d is impossible (at most %d)",
			    ev->deadwood[s], KL_DEADWOOD_LIMIT);
	}
	if ((rc = def->hand(&r->rules, r->nplayers, r->dealer, ev, &hs,
	                    err)) != KL_OK)
		return rc;
	result_reset(result);
	result->dealer = r->dealer;
	result->winner = hs.winner;
	result->kind = hs.kind;
	for (s = 0; s < r->nplayers; s++) {
		/* the dealer who sat out books nothing */
		if (s == kl_rubber_sits_out(r))
			continue;
		result->points[s] = hs.points[s];
		next.seat[s].score += hs.points[s];
	}
	next.seat[hs.winner].boxes++;
	for (i = 0; i < hs.ntransfers; i++)
		transfer(&next, result, hs.transfers[i].from,
		         hs.transfers[i].to, hs.transfers[i].amount,
		         hs.transfers[i].reason);
	if (def->family) {
		if (family_over(&next))
			family_finish(&next);
		else
			next.dealer = race_next_dealer(r, r->dealer, hs.winner);
		result->ended = next.phase == KL_RUBBER_FINISHED;
	} else if (next.seat[hs.winner].score >= next.rules.game_to) {
		n = def->finish != NULL ?
		    def->finish(&next.rules, next.seat, hs.winner, bonus) : 0;
		for (i = 0; i < n; i++)
			transfer(&next, result, bonus[i].from, bonus[i].to,
			         bonus[i].amount, bonus[i].reason);
		next.nwinners = 1;
		next.winners[0] = hs.winner;
		next.phase = KL_RUBBER_FINISHED;
		next.dealer = -1;
		result->ended = 1;
	} else {
		next.dealer = race_next_dealer(r, r->dealer, hs.winner);
	}
	*r = next;
	return KL_OK;
}

int
kl_rubber_buyback_total(const kl_rubber *r, int seat)
{
	int s, best = 0;

	for (s = 0; s < r->nplayers; s++)
		if (s != seat && !r->seat[s].out && r->seat[s].score > best)
			best = r->seat[s].score;
	return best;
}

int
kl_rubber_buyback_refusal(const kl_rubber *r, int seat)
{
	const kl_seat_state *p;

	if (r->phase != KL_RUBBER_IN_PLAY)
		return KL_BUYBACK_OVER;
	if (seat < 0 || seat >= r->nplayers)
		return KL_BUYBACK_NO_SEAT;
	if (kl_gamedef_of(&r->rules)->race)
		return KL_BUYBACK_GAME;
	p = &r->seat[seat];
	if (p->out)
		return KL_BUYBACK_OUT;
	if (p->bought_back)
		return KL_BUYBACK_AGAIN;
	if (p->score <= r->rules.buyback_over)
		return KL_BUYBACK_LOW;
	if (kl_rubber_buyback_total(r, seat) >= p->score)
		return KL_BUYBACK_NOT_LOWER;
	return KL_BUYBACK_OK;
}

int
kl_rubber_can_buyback(const kl_rubber *r, int seat, kl_error *err)
{
	const kl_seat_state *p = seat >= 0 && seat < r->nplayers ?
	                         &r->seat[seat] : NULL;

	switch (kl_rubber_buyback_refusal(r, seat)) {
	case KL_BUYBACK_OK:
		return KL_OK;
	case KL_BUYBACK_OVER:
		return kl_error_set(err, KL_ERULE, "the rubber is over");
	case KL_BUYBACK_NO_SEAT:
		return kl_error_set(err, KL_ERULE, "no such player");
	case KL_BUYBACK_OUT:
		return kl_error_set(err, KL_ERULE,
		    "out of the rubber with %d points", p->score);
	case KL_BUYBACK_AGAIN:
		return kl_error_set(err, KL_ERULE,
		    "has bought back before in this rubber (once only)");
	case KL_BUYBACK_GAME:
		return kl_error_set(err, KL_ERULE, "this game has no buy-back");
	case KL_BUYBACK_LOW:
		return kl_error_set(err, KL_ERULE,
		    "total %d is not over %d (a buy-back needs %d to %d)",
		    p->score, r->rules.buyback_over,
		    r->rules.buyback_over + 1, r->rules.out_at - 1);
	default:
		return kl_error_set(err, KL_ERULE,
		    "buying back would not lower the total (%d; the highest "
		    "other total in play is %d)", p->score,
		    kl_rubber_buyback_total(r, seat));
	}
}

int
kl_rubber_buyback(kl_rubber *r, int seat, kl_event_result *result,
                  kl_error *err)
{
	kl_event_result scratch;
	int rc;

	if ((rc = kl_rubber_can_buyback(r, seat, err)) != KL_OK)
		return rc;
	if (result == NULL)
		result = &scratch;
	result_reset(result);
	result->points[seat] = kl_rubber_buyback_total(r, seat);
	transfer(r, result, seat, KL_POT, r->rules.buyback_cost,
	         KL_XFER_BUYBACK);
	r->seat[seat].score = result->points[seat];
	r->seat[seat].bought_back = 1;
	result->dealer = r->dealer;
	return KL_OK;
}

int
kl_rubber_abandon(kl_rubber *r, kl_event_result *result, kl_error *err)
{
	kl_event_result scratch;
	int s;

	if (r->phase != KL_RUBBER_IN_PLAY)
		return kl_error_set(err, KL_ERULE, "the rubber is over");
	if (result == NULL)
		result = &scratch;
	result_reset(result);
	result->dealer = r->dealer;
	for (s = 0; s < r->nplayers; s++)
		transfer(r, result, KL_POT, s, r->seat[s].paid_in,
		         KL_XFER_REFUND);
	r->phase = KL_RUBBER_ABANDONED;
	r->dealer = -1;
	result->ended = 1;
	return KL_OK;
}

int
kl_rubber_leave_refusal(const kl_rubber *r, int seat)
{
	if (r->phase != KL_RUBBER_IN_PLAY)
		return KL_LEAVE_OVER;
	if (seat < 0 || seat >= r->nplayers)
		return KL_LEAVE_NO_SEAT;
	if (kl_gamedef_of(&r->rules)->race)
		return KL_LEAVE_GAME;
	if (r->seat[seat].left)
		return KL_LEAVE_GONE;
	if (r->seat[seat].out)
		return KL_LEAVE_OUT;
	return KL_LEAVE_OK;
}

int
kl_rubber_leave(kl_rubber *r, int seat, kl_event_result *result,
                kl_error *err)
{
	kl_event_result scratch;
	int winner[KL_PLAYERS_MAX], s;

	switch (kl_rubber_leave_refusal(r, seat)) {
	case KL_LEAVE_OK:
		break;
	case KL_LEAVE_OVER:
		return kl_error_set(err, KL_ERULE, "the rubber is over");
	case KL_LEAVE_NO_SEAT:
		return kl_error_set(err, KL_ERULE, "no such player");
	case KL_LEAVE_GONE:
		return kl_error_set(err, KL_ERULE, "the player left before");
	case KL_LEAVE_GAME:
		return kl_error_set(err, KL_ERULE, "nobody leaves this game; "
		                    "it can be abandoned");
	default:
		return kl_error_set(err, KL_ERULE,
		                    "the player is out of the rubber");
	}
	if (result == NULL)
		result = &scratch;
	result_reset(result);
	result->dealer = r->dealer;
	r->seat[seat].out = 1;
	r->seat[seat].left = 1;
	r->seat[seat].out_game = r->games;
	if (kl_rubber_players_in_play(r) == 1) {
		for (s = 0; s < r->nplayers; s++)
			winner[s] = !r->seat[s].out;
		pay_pot(r, result, winner, r->dealer);
		r->phase = KL_RUBBER_FINISHED;
		r->dealer = -1;
		result->ended = 1;
	} else if (r->dealer == seat) {
		r->dealer = next_in_play(r, seat);
	}
	return KL_OK;
}

int
kl_rubber_change_refusal(const kl_rubber *r, int setting, int value,
                         int *seat)
{
	const kl_setting *set;
	kl_rules next;
	int s, top = -1, race;

	if (r->phase != KL_RUBBER_IN_PLAY)
		return KL_CHANGE_OVER;
	if (setting < 0 || (size_t)setting >= kl_rules_nsettings)
		return KL_CHANGE_NO_RULE;
	set = &kl_rules_settings[setting];
	if (set->offset == offsetof(kl_rules, game))
		return KL_CHANGE_AT_START;
	if (!kl_rules_applies(&r->rules, set))
		return KL_CHANGE_OTHER_GAME;
	if (set->offset == offsetof(kl_rules, ante))
		return KL_CHANGE_AT_START;
	if (kl_rules_get(&r->rules, set) == value)
		return KL_CHANGE_SAME;
	next = r->rules;
	kl_rules_put(&next, set, value);
	if (kl_rules_validate(&next, NULL) != KL_OK ||
	    kl_rubber_players_fit(&next, r->nplayers, NULL) != KL_OK)
		return KL_CHANGE_CLASH;
	race = kl_gamedef_of(&r->rules)->race;
	if (kl_gamedef_of(&r->rules)->family) {
		/* more hands played than it would last, or a total
		 * reached (as many as it would last: it ends now) */
		if (kl_gamedef_hands(&next) > 0 &&
		    r->games > kl_gamedef_hands(&next))
			return KL_CHANGE_PLAYED;
		if (kl_gamedef_hands(&next) > 0 &&
		    r->games == kl_gamedef_hands(&next))
			return KL_CHANGE_ENDS;
		for (s = 0; s < r->nplayers; s++)
			if (next.game_to > 0 &&
			    kl_game_total(r, s) >= next.game_to &&
			    (top < 0 || kl_game_total(r, s) >
			                kl_game_total(r, top)))
				top = s;
		if (top >= 0) {
			if (seat != NULL)
				*seat = top;
			return KL_CHANGE_PUTS_OUT;
		}
		return KL_CHANGE_OK;
	}
	for (s = 0; s < r->nplayers; s++)
		if (!r->seat[s].out &&
		    r->seat[s].score >= (race ? next.game_to : next.out_at) &&
		    (top < 0 || r->seat[s].score > r->seat[top].score))
			top = s;
	if (top >= 0) {
		if (seat != NULL)
			*seat = top;
		return KL_CHANGE_PUTS_OUT;
	}
	return KL_CHANGE_OK;
}

int
kl_rubber_change(kl_rubber *r, int setting, int value,
                 kl_event_result *result, kl_error *err)
{
	kl_event_result scratch;
	int seat = -1;

	switch (kl_rubber_change_refusal(r, setting, value, &seat)) {
	case KL_CHANGE_OK:
	case KL_CHANGE_ENDS:
		break;
	case KL_CHANGE_OVER:
		return kl_error_set(err, KL_ERULE, "the rubber is over");
	case KL_CHANGE_NO_RULE:
		return kl_error_set(err, KL_ERULE, "there is no rule %d",
		                    setting);
	case KL_CHANGE_AT_START:
		return kl_error_set(err, KL_ERULE, "rule %s acts only when a "
		    "rubber starts", kl_rules_settings[setting].name);
	case KL_CHANGE_OTHER_GAME:
		return kl_error_set(err, KL_ERULE, "rule %s belongs to another "
		    "game", kl_rules_settings[setting].name);
	case KL_CHANGE_SAME:
		return kl_error_set(err, KL_ERULE, "rule %s is %d already",
		    kl_rules_settings[setting].name, value);
	case KL_CHANGE_CLASH:
		return kl_error_set(err, KL_ERULE, "rule %s cannot be %d with "
		    "the other rules", kl_rules_settings[setting].name, value);
	case KL_CHANGE_PLAYED:
		return kl_error_set(err, KL_ERULE, kl_error_plural(
		    "rule %s cannot be %d after %d hand", "rule %s cannot be "
		    "%d after %d hands", (unsigned long)r->games),
		    kl_rules_settings[setting].name, value, r->games);
	default:
		return kl_error_set(err, KL_ERULE, "rule %s cannot be %d while "
		    "seat %d is in play with %d points",
		    kl_rules_settings[setting].name, value, seat + 1,
		    kl_game_total(r, seat));
	}
	if (result == NULL)
		result = &scratch;
	result_reset(result);
	result->dealer = r->dealer;
	kl_rules_put(&r->rules, &kl_rules_settings[setting], value);
	/* the hands the game lasts set to the hands played: the table
	 * ends it now */
	if (kl_gamedef_of(&r->rules)->family && family_over(r)) {
		family_finish(r);
		result->ended = 1;
	}
	return KL_OK;
}

/* kl_rubber_check for a game of the rest of the family: nobody out, no
 * pot, chips summing to 0; in play: not over by game_to or hands, a
 * dealer, no winner; finished: the winners are those with the highest
 * total. */
static int
family_check(const kl_rubber *r, kl_error *err)
{
	int s, sum = 0, i, top = best_total(r), won;

	for (s = 0; s < r->nplayers; s++) {
		sum += r->seat[s].chips;
		if (r->seat[s].out || r->seat[s].left)
			return kl_error_set(err, KL_ESTORE,
			    "seat %d is out of a game nobody goes out of", s);
	}
	if (sum != 0 || r->pot != 0)
		return kl_error_set(err, KL_ESTORE,
		    "chips sum to %d and the pot holds %d, not 0", sum,
		    r->pot);
	if (r->phase == KL_RUBBER_IN_PLAY) {
		if (family_over(r) || r->dealer < 0 ||
		    r->dealer >= r->nplayers || r->nwinners != 0)
			return kl_error_set(err, KL_ESTORE,
			    "the game in play is over, or its dealer (seat %d) "
			    "or a winner is wrong", r->dealer);
		return KL_OK;
	}
	if (r->dealer != -1)
		return kl_error_set(err, KL_ESTORE,
		    "the game is over but seat %d deals next", r->dealer);
	if (r->phase == KL_RUBBER_ABANDONED)
		return r->nwinners == 0 ? KL_OK :
		       kl_error_set(err, KL_ESTORE,
		                    "an abandoned rubber has a winner");
	for (s = 0; s < r->nplayers; s++) {
		for (won = 0, i = 0; i < r->nwinners; i++)
			won |= r->winners[i] == s;
		if (won && kl_game_total(r, s) != top)
			return kl_error_set(err, KL_ESTORE, "seat %d won with "
			    "the total %d, but the best is %d", s,
			    kl_game_total(r, s), top);
		if (!won && kl_game_total(r, s) == top)
			return kl_error_set(err, KL_ESTORE, "seat %d has the "
			    "best total, %d, but is no winner", s, top);
	}
	return KL_OK;
}

/* kl_rubber_check for a race game: nobody out, no pot, chips summing to
 * 0, every total below game_to but the one winner's at the end. */
static int
race_check(const kl_rubber *r, kl_error *err)
{
	int s, sum = 0, w = r->nwinners == 1 ? r->winners[0] : -1;

	if (kl_gamedef_of(&r->rules)->family)
		return family_check(r, err);

	for (s = 0; s < r->nplayers; s++) {
		const kl_seat_state *p = &r->seat[s];
		sum += p->chips;
		if (p->out || p->left)
			return kl_error_set(err, KL_ESTORE,
			    "seat %d is out of a game nobody goes out of", s);
		if (p->score >= r->rules.game_to &&
		    !(r->phase == KL_RUBBER_FINISHED && s == w))
			return kl_error_set(err, KL_ESTORE,
			    "seat %d has %d points and has not won", s,
			    p->score);
	}
	if (sum != 0 || r->pot != 0)
		return kl_error_set(err, KL_ESTORE,
		    "chips sum to %d and the pot holds %d, not 0", sum,
		    r->pot);
	if (r->phase == KL_RUBBER_IN_PLAY) {
		if (r->dealer < 0 || r->dealer >= r->nplayers ||
		    r->nwinners != 0)
			return kl_error_set(err, KL_ESTORE,
			    "the dealer (seat %d) or a winner is wrong for a "
			    "game in play", r->dealer);
		return KL_OK;
	}
	if (r->dealer != -1)
		return kl_error_set(err, KL_ESTORE,
		    "the game is over but seat %d deals next", r->dealer);
	if (r->phase == KL_RUBBER_FINISHED &&
	    (w < 0 || w >= r->nplayers ||
	     r->seat[w].score < r->rules.game_to))
		return kl_error_set(err, KL_ESTORE, "a finished game needs one "
		    "winner with %d points or more", r->rules.game_to);
	if (r->phase == KL_RUBBER_ABANDONED && r->nwinners != 0)
		return kl_error_set(err, KL_ESTORE,
		    "an abandoned rubber has a winner");
	return KL_OK;
}

int
kl_rubber_check(const kl_rubber *r, kl_error *err)
{
	int s, sum = r->pot;

	if (kl_gamedef_of(&r->rules)->race)
		return race_check(r, err);
	for (s = 0; s < r->nplayers; s++) {
		const kl_seat_state *p = &r->seat[s];
		sum += p->chips;
		if (p->out && !p->left && p->score < p->out_limit)
			return kl_error_set(err, KL_ESTORE,
			    "seat %d is out with %d points", s, p->score);
		if (p->left && !p->out)
			return kl_error_set(err, KL_ESTORE,
			    "seat %d left but is in play", s);
		if (!p->out && p->score >= r->rules.out_at)
			return kl_error_set(err, KL_ESTORE,
			    "seat %d is in play with %d points", s, p->score);
	}
	if (sum != 0)
		return kl_error_set(err, KL_ESTORE,
		    "chips and pot sum to %d, not 0", sum);
	if (r->phase != KL_RUBBER_IN_PLAY && r->pot != 0)
		return kl_error_set(err, KL_ESTORE,
		    "the rubber is over but the pot holds %d", r->pot);
	if (r->pot < 0)
		return kl_error_set(err, KL_ESTORE, "the pot is negative");
	if (r->phase == KL_RUBBER_IN_PLAY) {
		if (r->dealer < 0 || r->dealer >= r->nplayers ||
		    r->seat[r->dealer].out)
			return kl_error_set(err, KL_ESTORE,
			    "the dealer (seat %d) is not in play", r->dealer);
		if (r->nwinners != 0)
			return kl_error_set(err, KL_ESTORE,
			    "a rubber in play has a winner");
		return KL_OK;
	}
	if (r->dealer != -1)
		return kl_error_set(err, KL_ESTORE,
		    "the rubber is over but seat %d deals next", r->dealer);
	if (r->phase == KL_RUBBER_ABANDONED && r->nwinners != 0)
		return kl_error_set(err, KL_ESTORE,
		    "an abandoned rubber has a winner");
	if (r->phase == KL_RUBBER_FINISHED &&
	    (r->nwinners < 1 || r->nwinners > r->nplayers))
		return kl_error_set(err, KL_ESTORE,
		    "a finished rubber has %d winners", r->nwinners);
	for (s = 0; s < r->nwinners; s++) {
		int w = r->winners[s];
		if (w < 0 || w >= r->nplayers ||
		    (s > 0 && w <= r->winners[s - 1]))
			return kl_error_set(err, KL_ESTORE,
			    "winner %d is not a seat in order", w);
		if (r->seat[w].score != r->seat[r->winners[0]].score)
			return kl_error_set(err, KL_ESTORE,
			    "winners share the pot with different totals "
			    "(%d and %d)", r->seat[r->winners[0]].score,
			    r->seat[w].score);
	}
	return KL_OK;
}

int
kl_rubber_apply(kl_rubber *r, const kl_event *ev, kl_event_result *result,
                kl_error *err)
{
	switch (ev->kind) {
	case KL_EVENT_GAME:
		if (kl_gamedef_of(&r->rules)->race)
			return kl_rubber_hand(r, ev, result, err);
		return kl_rubber_game(r, ev->declarer, ev->rummy, ev->deadwood,
		                      result, err);
	case KL_EVENT_BUYBACK:
		return kl_rubber_buyback(r, ev->seat, result, err);
	case KL_EVENT_ABANDON:
		return kl_rubber_abandon(r, result, err);
	case KL_EVENT_LEAVE:
		return kl_rubber_leave(r, ev->seat, result, err);
	case KL_EVENT_RULES:
		return kl_rubber_change(r, ev->setting, ev->value, result, err);
	default:
		return kl_error_set(err, KL_ESTORE, "unknown event kind %d",
		                    ev->kind);
	}
}

int
kl_rubber_replay(kl_rubber *r, const kl_rules *rules, int nplayers,
                 const kl_event *events, int nevents, kl_error *err)
{
	kl_error why;
	int i, rc;

	if ((rc = kl_rubber_start(r, rules, nplayers, NULL, err)) != KL_OK)
		return rc;
	for (i = 0; i < nevents; i++) {
		rc = kl_rubber_apply(r, &events[i], NULL, &why);
		if (rc != KL_OK)
			return kl_error_set(err, rc, "event %d: %s", i + 1,
			                    why.msg);
	}
	return KL_OK;
}

int
kl_player_name_check(const char *name, kl_error *err)
{
	const unsigned char *p = (const unsigned char *)name;
	size_t n = strlen(name), i, k;
	int visible = 0, last_blank = 0;

	if (n == 0)
		return kl_error_set(err, KL_EINPUT, "empty player name");
	if (n > 40)
		return kl_error_set(err, KL_EINPUT,
		    "player name \"%.20s...\" is longer than 40 bytes", name);
	if (p[0] == '-' || (p[0] >= '0' && p[0] <= '9'))
		return kl_error_set(err, KL_EINPUT,
		    "player name \"%s\" may not start with '-' or a digit",
		    name);
	for (i = 0; i < n; i += k) {
		int32_t cp;
		k = kl_utf8_decode(name + i, n - i, &cp);
		if (k == 0)
			return kl_error_set(err, KL_EINPUT,
			    "player name is not valid UTF-8");
		if (kl_utf8_control(cp))
			return kl_error_set(err, KL_EINPUT,
			    "player name holds a control character");
		if (kl_utf8_bidi_control(cp))
			return kl_error_set(err, KL_EINPUT, "player name holds "
			    "a control of the writing direction");
		if (kl_utf8_separator(cp))
			return kl_error_set(err, KL_EINPUT, "player name holds "
			    "a line or paragraph separator");
		if (cp == '=' || cp == '|')
			return kl_error_set(err, KL_EINPUT,
			    "player name \"%s\" may not contain '%c'", name,
			    (char)cp);
		if (!kl_utf8_invisible(cp))
			visible = 1;
		else if (i == 0 || i + k == n)
			last_blank = 1;
	}
	if (!visible)
		return kl_error_set(err, KL_EINPUT, "player name is blank");
	if (last_blank)
		return kl_error_set(err, KL_EINPUT, "player name \"%s\" starts "
		    "or ends with a space or an invisible character", name);
	return KL_OK;
}
