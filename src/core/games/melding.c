/*
 * melding.c - the melding games: Rommé, Hungarian Rummy, Caloochi and
 * Rummy (docs/rules.md, "The melding games"), where melds are laid on
 * the table during the hand.  klopf referees their melds (klopf meld:
 * an opening, a layoff, a joker exchange; kl_mgroup.h), what a hand can
 * do at the moment of melding (kl_mopen.h), and keeps their scorebooks:
 * a hand ends when a player goes out (or at once), every other player's
 * cards left in hand count at the game's penalty values, and the game
 * books them as its rulings say (RULINGS-melding.md).
 *
 * The declarations: going out ("out", KL_VERDICT_RUMMY), going out at
 * once ("at_once", KL_VERDICT_BIG_GIN: Hand-Rommé, a Hungarian rummy,
 * Rummy verdeckt) and, in Rummy with block=on, a blocked hand ("block",
 * KL_VERDICT_KNOCK, nobody declares).  A player who went out holds no
 * cards: his hand is booked empty, or for going out at once it may be
 * the cards he laid (hand size + 1), which the referee proves.
 */
#include <string.h>

#include "kl_games.h"
#include "kl_mgroup.h"
#include "kl_mgrules.h"
#include "kl_mopen.h"

/* What a hand's result (kl_hand_score.kind) was. */
enum mg_result { MG_OUT = 0, MG_AT_ONCE, MG_BLOCK, MG_BLOCK_SHARED };

/* The arrangement of a hand left: every card unmatched, its penalty. */
static void
left_arrangement(const kl_mg_rules *m, const kl_card *cards, int n,
                 kl_arrangement *out)
{
	memset(out, 0, sizeof(*out));
	out->discard = KL_NO_CARD;
	out->nunmatched = n < KL_HAND_MAX ? n : KL_HAND_MAX;
	memcpy(out->unmatched, cards, (size_t)out->nunmatched);
	out->deadwood = kl_mg_penalty(m, cards, n);
}

/* Melds a and the cards left out of them, or the discard, as klopf
 * shows and stores every arrangement (the cards as laid, a joker where
 * it stands); deadwood: the penalty of the cards left out. */
static void
mg_arrangement(const kl_mg_rules *m, const kl_mg_arr *a, kl_card discard,
               kl_arrangement *out)
{
	int i;

	memset(out, 0, sizeof(*out));
	for (i = 0; i < a->nmelds && i < KL_MELDS_MAX; i++) {
		out->melds[i].kind = a->melds[i].kind == KL_MG_SET ?
		                     KL_MELD_SET : KL_MELD_RUN;
		out->melds[i].n = a->melds[i].n;
		memcpy(out->melds[i].cards, a->melds[i].cards,
		       (size_t)a->melds[i].n);
	}
	out->nmelds = i;
	out->discard = discard;
	if (discard != KL_NO_CARD)
		return;
	out->nunmatched = a->nunmatched < KL_HAND_MAX ? a->nunmatched :
	                  KL_HAND_MAX;
	memcpy(out->unmatched, a->unmatched, (size_t)out->nunmatched);
	out->deadwood = kl_mg_penalty(m, a->unmatched, a->nunmatched);
}

/*
 * A hand typed for a player: hand size + 1 cards are the hand of a
 * player who went out at once as he laid it (KL_VERDICT_BIG_GIN when
 * the cards go out at once, with the melds and discard; else
 * KL_VERDICT_NONE with the cards as left), fewer a hand left
 * (KL_VERDICT_KNOCK: every card counts).
 */
static int
mg_verdict(const kl_rules *rules, const kl_hand *h, kl_arrangement *out,
           kl_error *err)
{
	kl_mg_rules m;
	kl_mg_open o;
	kl_card cards[KL_MG_HAND_MAX];
	int n = kl_hand_size(h);

	kl_mg_rules_of(rules, &m);
	if (n > m.hand_size + 1 || n > KL_MG_HAND_MAX) {
		kl_error_set(err, KL_EINPUT, "a hand of %s holds at most %d "
		             "cards, not %d", kl_rules_game_name(rules->game),
		             m.hand_size + 1, n);
		return -1;
	}
	kl_hand_cards(h, cards);
	if (n <= m.hand_size) {
		left_arrangement(&m, cards, n, out);
		return KL_VERDICT_KNOCK;
	}
	if (kl_mg_solve(&m, cards, n, &o, err) != KL_OK)
		return -1;
	if (!o.goes_out) {
		/* the proof: the best opening the cards make */
		mg_arrangement(&m, &o.best, KL_NO_CARD, out);
		return KL_VERDICT_NONE;
	}
	mg_arrangement(&m, &o.out, o.discard, out);
	return KL_VERDICT_BIG_GIN;
}

/* A hand left: every card counts its penalty, none is melded. */
static int
mg_value(const kl_rules *rules, const kl_hand *h, kl_arrangement *out)
{
	kl_mg_rules m;
	kl_card cards[KL_MG_HAND_MAX];
	int n = kl_hand_size(h);

	if (n > KL_HAND_MAX)
		return -1;
	kl_mg_rules_of(rules, &m);
	kl_hand_cards(h, cards);
	left_arrangement(&m, cards, n, out);
	return out->deadwood;
}

/* Going out (either way) leaves no card; a blocked hand stands with any
 * count. */
static int
mg_stands(const kl_rules *rules, int kind, int deadwood)
{
	(void)rules;
	return kind == KL_VERDICT_KNOCK || deadwood == 0;
}

/* The most a hand left can count: its hand_size cards at the highest
 * penalties the packs hold (as many jokers as the deck has, then aces,
 * tens and courts, nines and down). */
static int
mg_most(const kl_rules *ru)
{
	kl_mg_rules m;
	int value[11], copies[11], n = 0, left, sum = 0, i, best, take;

	kl_mg_rules_of(ru, &m);
	value[n] = m.per_card ? 2 : m.joker_left;
	copies[n++] = m.jokers;
	value[n] = m.per_card ? 1 : m.ace_left;
	copies[n++] = 4 * m.decks;
	for (i = 10; i >= 2; i--) {
		value[n] = m.per_card ? 1 : i;
		copies[n++] = (i == 10 ? 16 : 4) * m.decks;
	}
	for (left = m.hand_size; left > 0; left -= take) {
		for (best = -1, i = 0; i < n; i++)
			if (copies[i] > 0 && (best < 0 || value[i] > value[best]))
				best = i;
		if (best < 0)
			break;
		take = copies[best] < left ? copies[best] : left;
		sum += take * value[best];
		copies[best] = 0;
	}
	return sum;
}

/* The least a hand left holding a card counts: its cheapest card (a
 * joker too, where the deck has one and it counts less than a two). */
static int
mg_least(const kl_rules *ru)
{
	kl_mg_rules m;
	int least;

	kl_mg_rules_of(ru, &m);
	if (m.per_card)
		return 1;
	least = m.ace_left < 2 ? m.ace_left : 2;
	if (m.jokers > 0 && m.joker_left < least)
		least = m.joker_left;
	return least;
}

/* What the others' counts are multiplied by when the winner went out at
 * once (at_once 1), as the game says. */
static int
multiplier(const kl_rules *ru, int at_once)
{
	if (!at_once)
		return 1;
	switch (ru->game) {
	case KL_GAME_ROMME: return ru->hand_romme_multiplier;
	case KL_GAME_HUNGARIAN: return ru->rummy_multiplier;
	case KL_GAME_CALOOCHI: return ru->out_at_once_multiplier;
	default: return ru->rummy_double ? 2 : 1;
	}
}

/* Does the winner of a hand collect the others' counts (Caloochi,
 * Rummy, Rommé with winner_collects), rather than each booking his own? */
static int
collects(const kl_rules *ru)
{
	return ru->game == KL_GAME_CALOOCHI || ru->game == KL_GAME_RUMMY ||
	       (ru->game == KL_GAME_ROMME && ru->winner_collects);
}

/*
 * The points of a hand won by seat d (kind: KL_VERDICT_RUMMY or
 * KL_VERDICT_BIG_GIN) with the counts deadwood[] of the seats in_play
 * into points[] (-1 for a seat not in play).
 */
static void
out_points(const kl_rules *ru, int nplayers, const int *in_play, int d,
           int kind, const int *deadwood, int *points)
{
	int mult = multiplier(ru, kind == KL_VERDICT_BIG_GIN), s, sum = 0;

	for (s = 0; s < nplayers; s++) {
		points[s] = in_play[s] ? 0 : -1;
		if (in_play[s] && s != d)
			sum += deadwood[s] * mult;
	}
	if (collects(ru)) {
		points[d] = sum;
		return;
	}
	for (s = 0; s < nplayers; s++)
		if (in_play[s] && s != d)
			points[s] = deadwood[s] * mult;
	if (ru->game == KL_GAME_HUNGARIAN)
		points[d] = ru->winner_score;
}

/*
 * A blocked hand (Block Rummy): the lowest count scores the sum of the
 * differences between each other count and its own; tied lowest counts
 * split it, the remainder booked to nobody.  Returns the first seat
 * with the lowest count; *shared: 1 when more than one has it.
 */
static int
block_points(int nplayers, const int *in_play, const int *deadwood,
             int *points, int *shared)
{
	int s, low = -1, nlow = 0, sum = 0, first = -1;

	for (s = 0; s < nplayers; s++)
		if (in_play[s] && (low < 0 || deadwood[s] < low))
			low = deadwood[s];
	for (s = 0; s < nplayers; s++) {
		points[s] = in_play[s] ? 0 : -1;
		if (!in_play[s])
			continue;
		sum += deadwood[s] - low;
		if (deadwood[s] == low) {
			nlow++;
			if (first < 0)
				first = s;
		}
	}
	for (s = 0; s < nplayers && nlow > 0; s++)
		if (in_play[s] && deadwood[s] == low)
			points[s] = sum / nlow;
	*shared = nlow > 1;
	return first;
}

static int
mg_score(const kl_rules *ru, int nplayers, const int *in_play, int declarer,
         int kind, const int *deadwood, int *points)
{
	int shared;

	if (kind == KL_VERDICT_KNOCK)
		block_points(nplayers, in_play, deadwood, points, &shared);
	else
		out_points(ru, nplayers, in_play, declarer, kind, deadwood,
		           points);
	return 0;
}

static int
mg_hand(const kl_rules *ru, int nplayers, int dealer, const kl_event *ev,
        kl_hand_score *out, kl_error *err)
{
	int in_play[KL_PLAYERS_MAX], s, shared, kind = ev->big ?
	    KL_VERDICT_BIG_GIN : ev->rummy ? KL_VERDICT_RUMMY :
	    KL_VERDICT_KNOCK;

	(void)dealer;
	memset(out, 0, sizeof(*out));
	/* a dealer who sits out the hand has none */
	for (s = 0; s < KL_PLAYERS_MAX; s++)
		in_play[s] = s < nplayers && ev->deadwood[s] >= 0;
	if (kind == KL_VERDICT_KNOCK) {
		if (!ru->block)
			return kl_error_set(err, KL_ERULE, "a hand ends blocked "
			                    "only in Block Rummy (block=on)");
		out->winner = block_points(nplayers, in_play, ev->deadwood,
		                           out->points, &shared);
		out->kind = shared ? MG_BLOCK_SHARED : MG_BLOCK;
		return KL_OK;
	}
	if (ev->deadwood[ev->declarer] != 0)
		return kl_error_set(err, KL_ERULE, "a player who went out holds "
		                    "no cards, not a count of %d",
		                    ev->deadwood[ev->declarer]);
	out->winner = ev->declarer;
	out->kind = kind == KL_VERDICT_BIG_GIN ? MG_AT_ONCE : MG_OUT;
	out_points(ru, nplayers, in_play, ev->declarer, kind, ev->deadwood,
	           out->points);
	return KL_OK;
}

static int mg_miscount(const kl_rules *rules, int kind, int is_declarer,
                       const char *who, int n, kl_error *err);

/* Going out stands on the table's word (no cards shown) or with the
 * cards laid; going out at once with cards that go out at once; a
 * blocked hand always. */
static int
mg_accepts(const kl_rules *rules, int kind, int verdict, int deadwood)
{
	(void)rules;
	(void)deadwood;
	if (kind == KL_VERDICT_BIG_GIN)
		return verdict == KL_VERDICT_BIG_GIN;
	return kind == KL_VERDICT_RUMMY || kind == KL_VERDICT_KNOCK;
}

static int
mg_refuse(const kl_rules *rules, int kind, const char *who,
          const kl_arrangement *a, kl_error *err)
{
	kl_mg_rules m;
	int n = a->nunmatched + (a->discard != KL_NO_CARD), i;

	kl_mg_rules_of(rules, &m);
	for (i = 0; i < a->nmelds; i++)
		n += a->melds[i].n;
	/* a hand of more than KL_HAND_MAX cards that does not go out is
	 * shown as its first KL_HAND_MAX (its count is the whole hand's) */
	if (a->nmelds == 0 && a->discard == KL_NO_CARD &&
	    n == KL_HAND_MAX && m.hand_size + 1 > KL_HAND_MAX &&
	    kl_mg_penalty(&m, a->unmatched, n) != a->deadwood)
		n = m.hand_size + 1;
	if (n != rules->hand_size + 1)
		return mg_miscount(rules, kind, 1, who, n, err);
	if (m.out_min && m.open_min > 0)
		return kl_error_set(err, KL_ERULE, "%s cannot go out at once "
		    "with these cards: under the rules of %s they do not all go "
		    "into melds (but for one discard, where one is allowed) "
		    "worth %d or more together", who,
		    kl_rules_game_name(rules->game), m.open_min);
	return kl_error_set(err, KL_ERULE, "%s cannot go out at once with "
	    "these cards: no way of melding them leaves no card, or only the "
	    "one discarded, under the rules of %s (below: the best opening "
	    "they make)", who, kl_rules_game_name(rules->game));
}

/* A blocked hand is a hand of Block Rummy only; in Rummy Complete a
 * player goes out only at once (nobody melds during the hand). */
static int
mg_offers(const kl_rules *rules, const kl_decl *d, const char **why)
{
	if (d->verdict == KL_VERDICT_RUMMY && rules->complete) {
		*why = KL_N_("in Rummy Complete (complete=on) a player goes out "
		             "only at once, laying the whole hand in one turn");
		return 0;
	}
	if (d->verdict != KL_VERDICT_KNOCK || rules->block)
		return 1;
	*why = KL_N_("a hand ends blocked only in Block Rummy (block=on)");
	return 0;
}

/* The winner shows nothing when he went out, or for going out at once
 * the cards he laid (hand size + 1); in a blocked hand every player
 * shows what is left. */
static void
mg_declarer_shows(const kl_rules *rules, int kind, kl_shows *out)
{
	if (kind == KL_VERDICT_KNOCK) {
		out->fewest = 1;
		out->most = rules->hand_size;
		out->points = 1;
		return;
	}
	out->fewest = 0;
	out->most = kind == KL_VERDICT_RUMMY ? 0 : rules->hand_size + 1;
	out->points = 0;
}

/* Every other player shows the cards left, 1 to the hand size, or the
 * points they count. */
static void
mg_others_show(const kl_rules *rules, int kind, kl_shows *out)
{
	(void)kind;
	out->fewest = 1;
	out->most = rules->hand_size;
	out->points = 1;
}

static int
mg_miscount(const kl_rules *rules, int kind, int is_declarer,
            const char *who, int n, kl_error *err)
{
	if (is_declarer && kind == KL_VERDICT_RUMMY)
		return kl_error_set(err, KL_EINPUT, "%s went out and holds no "
		    "cards; type the cards left in the other hands", who);
	if (is_declarer && kind == KL_VERDICT_BIG_GIN)
		return kl_error_set(err, KL_EINPUT, "%s went out at once: type "
		    "the %d cards laid, or none, not %d", who,
		    rules->hand_size + 1, n);
	return kl_error_set(err, KL_EINPUT, "%s shows %d cards; a hand left "
	    "holds 1 to %d", who, n, rules->hand_size);
}

/* Rommé (unless the winner collects) and Hungarian book penalty
 * points: the lowest total wins. */
static int
mg_lowest_wins(const kl_rules *rules)
{
	return !collects(rules);
}

/* Hungarian lasts its rounds; a game_to of 0 makes every hand a game of
 * its own (Caloochi, Rummy); else the hands the table sets. */
static int
mg_hands(const kl_rules *rules)
{
	if (rules->game == KL_GAME_HUNGARIAN)
		return rules->rounds;
	if (rules->game_to == 0)
		return 1;
	return rules->hands;
}

static const char *
mg_result_name(int kind)
{
	switch (kind) {
	case MG_AT_ONCE: return "at_once";
	case MG_BLOCK: return "block";
	case MG_BLOCK_SHARED: return "block_shared";
	default: return "out";
	}
}

static const char *
mg_outcome(int kind)
{
	switch (kind) {
	case MG_AT_ONCE:
		return KL_N_("%s goes out at once and books %d\n");
	case MG_BLOCK:
		return KL_N_("%s has the lowest count and scores %d\n");
	case MG_BLOCK_SHARED:
		return KL_N_("%s shares the lowest count and scores %d\n");
	default:
		return KL_N_("%s goes out and books %d\n");
	}
}

/* TRANSLATORS: answers to "Who went out?" after the name: at once */
static const char *const at_once_answers[] = {
	KL_N_("a"), KL_N_("at once"), KL_N_("hand"), NULL
};


/* TRANSLATORS: answers to "Out, or at once?": went out as usual */
static const char *const out_answers[] = {
	KL_N_("o"), KL_N_("out"), NULL
};

/* Going out: the winner laid every card in melds, layoffs and a last
 * discard over the hand. */
static const kl_decl out_decl = {
	.verdict = KL_VERDICT_RUMMY,
	.word = "out",
	.option = "out",
	.answers = out_answers,
	.phrase = KL_N_("%s goes out"),
	.brief = KL_N_("%s out"),
	.headline = KL_N_("game %d of rubber %lld: %s goes out (%s dealt)\n"),
	.look = KL_N_("\nGame %d: %s goes out (%s dealt)\n"),
	.fixed = KL_N_("game %d: %s goes out\n"),
	.change = KL_N_("  declaration: %s goes out\n"),
	.mark = KL_N_("  (goes out)\n"),
};

/* Going out at once: the whole hand laid in one turn, nothing laid
 * before (Hand-Rommé, a Hungarian rummy, Rummy verdeckt). */
static const kl_decl at_once_decl = {
	.verdict = KL_VERDICT_BIG_GIN,
	.word = "at_once",
	.option = "at-once",
	.answers = at_once_answers,
	.phrase = KL_N_("%s goes out at once"),
	.brief = KL_N_("%s at once"),
	.headline = KL_N_("game %d of rubber %lld: %s goes out at once (%s "
	                  "dealt)\n"),
	.look = KL_N_("\nGame %d: %s goes out at once (%s dealt)\n"),
	.fixed = KL_N_("game %d: %s goes out at once\n"),
	.change = KL_N_("  declaration: %s goes out at once\n"),
	.mark = KL_N_("  (goes out at once)\n"),
};

/* TRANSLATORS: typed instead of a name at "Who went out?" in Block
 * Rummy: nobody went out, the hand is blocked */
static const char *const block_words[] = { KL_N_("block"), NULL };

/* Block Rummy: the stock is gone and the top discard refused; nobody
 * went out, every hand counts. */
static const kl_decl block_decl = {
	.verdict = KL_VERDICT_KNOCK,
	.flags = KL_DECL_NO_DECLARER,
	.word = "block",
	.option = "block",
	.answers = block_words,
	.alone = block_words,
	.phrase = KL_N_("the hand is blocked"),
	.brief = KL_N_("blocked"),
	.headline = KL_N_("game %d of rubber %lld: the hand is blocked (%s "
	                  "dealt)\n"),
	.look = KL_N_("\nGame %d: the hand is blocked (%s dealt)\n"),
	.fixed = KL_N_("game %d: the hand is blocked\n"),
	.change = KL_N_("  declaration: the hand is blocked\n"),
	.mark = KL_N_("  (counts %d)\n"),
};

/* What one hand typed to `klopf deadwood` may hold: the most packs and
 * jokers any of the four has (the referee counts against the game's
 * own), and a hand at the moment of melding. */
#define MG_TYPED { .decks = 2, .jokers = KL_MG_JOKERS_MAX, \
	           .max_cards = KL_MG_HAND_MAX }

/* What the four have in common; the fields after it are each game's. */
#define MG_COMMON \
	.verdict = mg_verdict, \
	.value = mg_value, \
	.stands = mg_stands, \
	.score = mg_score, \
	.most_points = mg_most, \
	.least_points = mg_least, \
	.race = 1, \
	.hand = mg_hand, \
	.family = 1, \
	.ndecls = 3, \
	.decls = { &out_decl, &at_once_decl, &block_decl }, \
	.offers = mg_offers, \
	.ask_how = KL_N_("say who went out; in this game a hand ends only " \
	                 "when a player goes out (or, in Block Rummy, is " \
	                 "blocked)"), \
	.accepts = mg_accepts, \
	.refuse = mg_refuse, \
	.declarer_shows = mg_declarer_shows, \
	.others_show = mg_others_show, \
	.miscount = mg_miscount, \
	.lowest_wins = mg_lowest_wins, \
	.hands = mg_hands, \
	.no_chips = 1, \
	.all_cards_count = 1, \
	.result_name = mg_result_name, \
	.outcome = mg_outcome, \
	.retype = KL_N_("  (type the hand again, or cancel to start the " \
	                "game over)\n"), \
	.ask_kind = KL_N_("Out, or at once? "), \
	.kind_help = KL_N_("Type out (or o) if the player went out as usual, " \
	                   "at once (or a) if he laid the whole hand in one " \
	                   "turn.\n"), \
	.kind_refusal = KL_N_("answer out or at once"), \
	.ask_who = KL_N_("Who went out? "), \
	.default_kind = -1, \
	.check = KL_CHECK_MELD, \
	.deadwood = KL_CHECK_MELD, \
	.typed = MG_TYPED

/* TRANSLATORS: the names of games; keep them, or use the name the game
 * has at your tables */
const kl_game_def kl_games_romme = {
	MG_COMMON,
	.name = "romme",
	.id = KL_GAME_ROMME,
	.title = KL_N_("Rommé"),
	.players_min = 2,
	.players_max = 6,
	.hands_key = "hands",
};

const kl_game_def kl_games_hungarian = {
	MG_COMMON,
	.name = "hungarian",
	.id = KL_GAME_HUNGARIAN,
	.title = KL_N_("Hungarian Rummy"),
	.players_min = 2,
	.players_max = 4,
	.hands_key = "rounds",
};

const kl_game_def kl_games_caloochi = {
	MG_COMMON,
	.name = "caloochi",
	.id = KL_GAME_CALOOCHI,
	.title = KL_N_("Caloochi"),
	.players_min = 2,
	.players_max = 4,
	.hands_key = "hands",
};

const kl_game_def kl_games_rummy = {
	MG_COMMON,
	.name = "rummy",
	.id = KL_GAME_RUMMY,
	.title = KL_N_("Rummy"),
	.players_min = 2,
	.players_max = 6,
	.hands_key = "hands",
};
