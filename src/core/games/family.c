/*
 * family.c - the rest of the rummy family: Boat House, Phỏm,
 * Continental, Nowrang, Queen City and Double Rum (docs/rules.md, "The
 * rummy family").  A hand ends when a player goes out melding the whole
 * hand (Phỏm: ù, or the showdown); the exact searches are kl_fam.h, the
 * games' rules kl_famref.h.  This file is the six games behind
 * kl_game_def.
 */
#include <string.h>

#include "kl_fam.h"
#include "kl_famref.h"
#include "kl_games.h"

/* The referee's rules of the game ru plays (kl_famref.h): its cards,
 * with Continental's packs and options from ru, its goal and hand
 * size. */
static void
fam_rules(const kl_rules *ru, kl_famref_rules *out)
{
	int game = ru->game - KL_GAME_BOAT_HOUSE;

	kl_famref_rules_default(game, 2, out);
	if (ru->hand_size > 0)
		out->hand_size = ru->hand_size;
	out->style = kl_rules_card_style(ru);
	if (game != KL_FAM_CONTINENTAL)
		return;
	out->cards.packs = out->cards.jokers = ru->decks > 0 ? ru->decks : 2;
	out->cards.deuces_wild = ru->deuces_wild;
	out->goal.per_wild_two = ru->deuce_points;
	out->goal.no_wild_bonus = ru->no_wild_bonus;
	out->goal.one_suit_bonus = ru->one_suit_bonus;
}

/* A's melds, unmatched cards and discard as klopf shows and stores
 * every arrangement (a wild two stands where it is used). */
static void
fam_arrangement(const kl_fam_arr *a, kl_arrangement *out)
{
	int i;

	memset(out, 0, sizeof(*out));
	out->deadwood = a->deadwood;
	for (i = 0; i < a->nmelds && i < KL_MELDS_MAX; i++) {
		out->melds[i].kind = a->melds[i].kind;
		out->melds[i].n = a->melds[i].n;
		memcpy(out->melds[i].cards, a->melds[i].cards,
		       (size_t)a->melds[i].n);
	}
	out->nmelds = i;
	out->nunmatched = a->nunmatched;
	memcpy(out->unmatched, a->unmatched, (size_t)a->nunmatched);
	out->discard = a->discard;
}

/*
 * The declarer's hand: Phỏm's ù (KL_VERDICT_BIG_GIN for all ten cards
 * melded, KL_VERDICT_RUMMY for nine after a discard) or a nine-card
 * hand for the showdown (KL_VERDICT_KNOCK, its least deadwood); in the
 * other games going out whole (KL_VERDICT_RUMMY, the arrangement that
 * pays most), else KL_VERDICT_NONE with the least deadwood as proof.
 */
static int
fam_verdict(const kl_rules *rules, const kl_hand *h, kl_arrangement *out,
            kl_error *err)
{
	kl_famref_rules fr;
	kl_card cards[KL_FAM_HAND_MAX];
	kl_fam_arr a;
	int n = kl_hand_size(h), size, discard, verdict = KL_VERDICT_RUMMY;

	fam_rules(rules, &fr);
	size = fr.hand_size;
	if (n > KL_FAM_HAND_MAX || (n != size && n != size + 1)) {
		kl_error_set(err, KL_EINPUT, "a declarer shows %d cards, or "
		             "%d before the discard, not %d", size, size + 1, n);
		return -1;
	}
	kl_hand_cards(h, cards);
	discard = n == size + 1;
	if (fr.game == KL_FAM_PHOM && !discard) {
		kl_fam_deadwood(&fr.cards, cards, n, 0, &a);
		fam_arrangement(&a, out);
		return KL_VERDICT_KNOCK;
	}
	if (fr.game == KL_FAM_PHOM &&
	    kl_fam_out(&fr.cards, cards, n, 0, &fr.goal, &a) >= 0)
		verdict = KL_VERDICT_BIG_GIN;
	else if (kl_fam_out_is_least(&fr.cards, &fr.goal))
		/* one walk: the least deadwood, 0 going out */
		verdict = kl_fam_deadwood(&fr.cards, cards, n, discard, &a) == 0 ?
		          KL_VERDICT_RUMMY : KL_VERDICT_NONE;
	else if (kl_fam_out(&fr.cards, cards, n, discard, &fr.goal, &a) < 0) {
		kl_fam_deadwood(&fr.cards, cards, n, discard, &a);
		verdict = KL_VERDICT_NONE;
	}
	fam_arrangement(&a, out);
	return verdict;
}

static int
fam_value(const kl_rules *rules, const kl_hand *h, kl_arrangement *out)
{
	kl_famref_rules fr;
	kl_card cards[KL_FAM_HAND_MAX];
	kl_fam_arr a;
	int n = kl_hand_size(h), d;

	if (n > KL_FAM_HAND_MAX)
		return -1;
	fam_rules(rules, &fr);
	kl_hand_cards(h, cards);
	d = kl_fam_deadwood(&fr.cards, cards, n, 0, &a);
	if (d >= 0)
		fam_arrangement(&a, out);
	return d;
}

/* Going out needs every card melded (the verdict says how); Phỏm's
 * showdown stands with any count. */
static int
fam_stands(const kl_rules *rules, int kind, int deadwood)
{
	if (kind == KL_VERDICT_KNOCK)
		return rules->game == KL_GAME_PHOM;
	if (kind == KL_VERDICT_BIG_GIN)
		return rules->game == KL_GAME_PHOM && deadwood == 0;
	return kind == KL_VERDICT_RUMMY && deadwood == 0;
}

static int
fam_worth(const kl_rules *rules, const kl_hand *h)
{
	kl_famref_rules fr;
	kl_card cards[KL_FAM_HAND_MAX];
	int n = kl_hand_size(h), w;

	if (n > KL_FAM_HAND_MAX || (rules->game != KL_GAME_CONTINENTAL &&
	                        rules->game != KL_GAME_QUEEN_CITY))
		return 0;
	fam_rules(rules, &fr);
	kl_hand_cards(h, cards);
	w = kl_fam_out(&fr.cards, cards, n, n == fr.hand_size + 1, &fr.goal,
	               NULL);
	return w > 0 ? w : 0;
}

/* The most one hand can count: every card at the highest value. */
static int
fam_most(const kl_rules *ru)
{
	kl_famref_rules fr;
	int most = 0, i;

	fam_rules(ru, &fr);
	for (i = 0; i < KL_RANKS; i++)
		if (fr.cards.value[i] > most)
			most = fr.cards.value[i];
	if (fr.cards.jokers > 0 && fr.cards.joker_value > most)
		most = fr.cards.joker_value;
	return fr.hand_size * most;
}

/*
 * Score a hand: Boat House and Double Rum, the declarer wins the others'
 * deadwood; Nowrang, one game; Continental and Queen City, every other
 * player pays the declarer ev->worth; Phỏm, ù (every other player pays
 * 6, or 12 for ten cards melded) or the showdown (kl_famref_showdown,
 * places counted from the dealer's left).
 */
static int
fam_hand(const kl_rules *ru, int nplayers, int dealer, const kl_event *ev,
         kl_hand_score *out, kl_error *err)
{
	kl_famref_rules fr;
	int d = ev->declarer, s, i, kind = ev->big ? KL_VERDICT_BIG_GIN :
	        ev->rummy ? KL_VERDICT_RUMMY : KL_VERDICT_KNOCK;

	if (kind == KL_VERDICT_BIG_GIN && ru->game != KL_GAME_PHOM)
		return kl_error_set(err, KL_ERULE, "only phom has ù of ten "
		                    "cards");
	if ((ru->game == KL_GAME_CONTINENTAL ||
	     ru->game == KL_GAME_QUEEN_CITY) &&
	    (ev->worth < 1 || ev->worth > KL_WORTH_MAX))
		return kl_error_set(err, KL_ERULE, "going out worth %d is "
		                    "impossible (1 to %d)", ev->worth,
		                    KL_WORTH_MAX);
	if (!fam_stands(ru, kind, ev->deadwood[d]))
		return kind == KL_VERDICT_KNOCK ?
		    kl_error_set(err, KL_ERULE, "in this game a hand ends only "
		                 "when a player goes out") :
		    kl_error_set(err, KL_ERULE, "going out needs deadwood 0, "
		                 "not %d", ev->deadwood[d]);
	fam_rules(ru, &fr);
	memset(out, 0, sizeof(*out));
	out->winner = d;
	out->kind = kind;
	switch (ru->game) {
	case KL_GAME_BOAT_HOUSE:
	case KL_GAME_DOUBLE_RUM:
		for (s = 0; s < nplayers; s++)
			if (s != d)
				out->points[d] += ev->deadwood[s];
		return KL_OK;
	case KL_GAME_NOWRANG:
		out->points[d] = 1;
		return KL_OK;
	case KL_GAME_CONTINENTAL:
	case KL_GAME_QUEEN_CITY:
		for (s = 0; s < nplayers; s++)
			if (s != d)
				kl_games_pay(out, s, d,
				     ev->worth, KL_XFER_OUT);
		break;
	default: /* Phỏm */
		if (kind != KL_VERDICT_KNOCK) {
			for (s = 0; s < nplayers; s++)
				if (s != d)
					kl_games_pay(out, s,
					     d, kind == KL_VERDICT_BIG_GIN ?
					     fr.u_whole : fr.u_discard, KL_XFER_U);
		} else {
			kl_famref_result res;
			int dw[KL_FAMREF_PLAYERS_MAX], m[KL_FAMREF_PLAYERS_MAX];
			/* hands in order from the dealer's left */
			for (i = 0; i < nplayers; i++) {
				s = (dealer + 1 + i) % nplayers;
				dw[i] = ev->deadwood[s];
				m[i] = ev->melded[s];
			}
			kl_famref_showdown(&fr, nplayers, dw, m, &res);
			out->winner = (dealer + 1 + res.winner) % nplayers;
			for (i = 0; i < res.ntransfers; i++)
				kl_games_pay(out,
				     (dealer + 1 + res.transfers[i].from) %
				     nplayers,
				     (dealer + 1 + res.transfers[i].to) %
				     nplayers, res.transfers[i].amount,
				     m[res.transfers[i].from] ? KL_XFER_PLACE :
				     KL_XFER_MOM);
		}
		break;
	}
	for (i = 0; i < out->ntransfers; i++)
		out->points[out->transfers[i].to] += out->transfers[i].amount;
	return KL_OK;
}

/* Going out stands with the cards that go out; Phỏm's ù is one claim,
 * whether said as ù or as ù of ten: the cards say which (phom_upgrade),
 * so ten cards claimed whole that meld after a discard are ù too. */
static int
fam_accepts(const kl_rules *rules, int kind, int verdict, int deadwood)
{
	(void)deadwood;
	return verdict == kind ||
	       (kind == KL_VERDICT_RUMMY && verdict == KL_VERDICT_BIG_GIN) ||
	       (rules->game == KL_GAME_PHOM && kind == KL_VERDICT_BIG_GIN &&
	        verdict == KL_VERDICT_RUMMY);
}

/* The cards of arrangement a: its melds, unmatched cards and discard. */
static int
shown_cards(const kl_arrangement *a)
{
	int n = a->nunmatched + (a->discard != KL_NO_CARD), i;

	for (i = 0; i < a->nmelds; i++)
		n += a->melds[i].n;
	return n;
}

static int
fam_refuse(const kl_rules *rules, int kind, const char *who,
           const kl_arrangement *a, kl_error *err)
{
	int size = rules->hand_size, n;

	if (rules->game == KL_GAME_PHOM) {
		n = shown_cards(a);
		if (kind == KL_VERDICT_KNOCK)
			return kl_error_set(err, KL_ERULE, "%s shows %d cards; in "
			    "the showdown every hand holds %d", who, n, size);
		if (n == size)
			return kl_error_set(err, KL_ERULE, "%s claims ù with %d "
			    "cards; ù is shown with %d (all melded, or all but "
			    "a discard)", who, n, size + 1);
		return kl_error_set(err, KL_ERULE, "%s claimed ù, but the "
		    "cards do not meld whole, with or without a discard (the "
		    "best arrangement leaves deadwood %d)", who, a->deadwood);
	}
	if (rules->game == KL_GAME_CONTINENTAL && a->deadwood == 0)
		return kl_error_set(err, KL_ERULE, "%s cannot go out: the runs "
		    "do not make 5-4-3-3, 4-4-4-3 or 3-3-3-3-3", who);
	if (rules->game == KL_GAME_NOWRANG && a->deadwood == 0)
		return kl_error_set(err, KL_ERULE, "%s cannot go out: the runs "
		    "do not make one of 4 and two of 3", who);
	return kl_error_set(err, KL_ERULE, "%s cannot go out: the best "
	    "arrangement leaves deadwood %d (going out needs every card "
	    "melded)", who, a->deadwood);
}

/* Phỏm: an ù is what its cards make: ten cards melded whole the ù that
 * pays more, nine after a discard the other, however it was said (and
 * however a correction keeps it). */
static int
phom_upgrade(const kl_rules *rules, int kind, int verdict, int typed_groups)
{
	(void)rules;
	(void)typed_groups;
	if (kind != KL_VERDICT_KNOCK && (verdict == KL_VERDICT_BIG_GIN ||
	                                 verdict == KL_VERDICT_RUMMY))
		return verdict;
	return kind;
}

/* Phỏm's declarer shows ten cards for ù (nine melded and a discard, or
 * all ten), nine for the showdown. */
static void
phom_shows(const kl_rules *rules, int kind, kl_shows *out)
{
	out->fewest = out->most = kind == KL_VERDICT_KNOCK ?
	    rules->hand_size : rules->hand_size + 1;
	out->points = 0;
}

/* What the winner of a hand scored (kl_game_def.outcome). */
static const char *
deadwood_outcome(int kind)
{
	(void)kind;
	return KL_N_("%s goes out and scores %d, the deadwood of the "
	             "others\n");
}

static const char *
nowrang_outcome(int kind)
{
	(void)kind;
	return KL_N_("%s shows the winning hand and wins a game\n");
}

static const char *
worth_outcome(int kind)
{
	(void)kind;
	return KL_N_("%s goes out; each other player pays %d\n");
}

static const char *
phom_outcome(int kind)
{
	if (kind == KL_VERDICT_KNOCK)
		return KL_N_("%s wins the showdown and receives %d\n");
	return KL_N_("%s wins with ù and receives %d\n");
}

const kl_decl kl_games_out_decl = {
	.verdict = KL_VERDICT_RUMMY,
	.word = "out",
	.option = "out",
	.answers = kl_games_rummy_answers,
	.phrase = KL_N_("%s goes out"),
	.brief = KL_N_("%s out"),
	.headline = KL_N_("game %d of rubber %lld: %s goes out (%s dealt)\n"),
	.look = KL_N_("\nGame %d: %s goes out (%s dealt)\n"),
	.fixed = KL_N_("game %d: %s goes out\n"),
	.change = KL_N_("  declaration: %s goes out\n"),
	.mark = KL_N_("  (goes out)\n"),
};

static const kl_decl u_decl = {
	.verdict = KL_VERDICT_RUMMY,
	.word = "u",
	.option = "claim",
	.flags = KL_DECL_OTHERS_UNSEEN,
	.answers = kl_games_rummy_answers,
	.phrase = KL_N_("%s claims ù"),
	.brief = KL_N_("%s ù"),
	.headline = KL_N_("game %d of rubber %lld: %s claims ù (%s dealt)\n"),
	.look = KL_N_("\nGame %d: %s claims ù (%s dealt)\n"),
	.fixed = KL_N_("game %d: %s claims ù\n"),
	.change = KL_N_("  declaration: %s claims ù\n"),
	.mark = KL_N_("  (ù)\n"),
};

/* ù with all ten cards melded: claimed as ù, made so by the cards. */
static const kl_decl u_whole_decl = {
	.verdict = KL_VERDICT_BIG_GIN,
	.word = "u_whole",
	.flags = KL_DECL_OTHERS_UNSEEN,
	.answers = kl_games_big_answers,
	.phrase = KL_N_("%s claims ù with all ten cards melded"),
	.brief = KL_N_("%s ù"),
	.headline = KL_N_("game %d of rubber %lld: %s claims ù with all ten "
	                  "cards melded (%s dealt)\n"),
	.look = KL_N_("\nGame %d: %s claims ù (%s dealt)\n"),
	.fixed = KL_N_("game %d: %s claims ù\n"),
	.change = KL_N_("  declaration: %s claims ù\n"),
	.mark = KL_N_("  (ù)\n"),
};

static const char *const showdown_words[] = { KL_N_("showdown"), NULL };

/* Nobody claimed ù: every hand goes to the showdown, judged from the
 * dealer's left. */
static const kl_decl showdown_decl = {
	.verdict = KL_VERDICT_KNOCK,
	.flags = KL_DECL_NO_DECLARER,
	.word = "showdown",
	.option = "showdown",
	.answers = kl_games_knock_answers,
	.alone = showdown_words,
	.phrase = KL_N_("the showdown"),
	.brief = KL_N_("showdown"),
	.headline = KL_N_("game %d of rubber %lld: the showdown (%s dealt)\n"),
	.look = KL_N_("\nGame %d: the showdown (%s dealt)\n"),
	.fixed = KL_N_("game %d: the showdown\n"),
	.change = KL_N_("  declaration: the showdown\n"),
	.mark = KL_N_("  (counts %d)\n"),
};

/* What one hand typed to `klopf check` or `klopf deadwood` may hold in
 * any game of the family: the referee (kl_famref_judge) counts the cards
 * against the game's own packs over every hand, and says what is
 * wrong. */
#define FAM_TYPED { .decks = 4, .jokers = 4, .max_cards = KL_FAM_HAND_MAX }

/* What the six have in common; the fields after it are each game's. */
#define FAM_COMMON \
	.verdict = fam_verdict, \
	.value = fam_value, \
	.stands = fam_stands, \
	.score = kl_games_count_score, \
	.most_points = fam_most, \
	.race = 1, \
	.hand = fam_hand, \
	.worth = fam_worth, \
	.family = 1, \
	.points_refusal = KL_N_("%s must show the cards: in this game every " \
	                        "hand is judged from its cards"), \
	.accepts = fam_accepts, \
	.refuse = fam_refuse, \
	.retype = KL_N_("  (type the hand again, or cancel to start the " \
	                "game over)\n"), \
	.default_kind = KL_VERDICT_RUMMY, \
	.check = KL_CHECK_FAMILY, \
	.deadwood = KL_CHECK_FAMILY, \
	.typed = FAM_TYPED

/* The games where a hand ends only when a player goes out. */
#define FAM_OUT \
	FAM_COMMON, \
	.ndecls = 1, \
	.decls = { &kl_games_out_decl }, \
	.ask_how = KL_N_("say who went out; in this game a hand ends only " \
	                 "when a player goes out"), \
	.declarer_shows = kl_games_shows_discard, \
	.ask_who = KL_N_("Who went out? ")

/* TRANSLATORS: the names of games; keep them, or use the name the game
 * has at your tables */
const kl_game_def kl_games_boat_house = {
	FAM_OUT,
	.name = "boat-house",
	.id = KL_GAME_BOAT_HOUSE,
	.title = KL_N_("Boat House"),
	.outcome = deadwood_outcome,
	.players_min = 2,
	.players_max = KL_PLAYERS_TABLE,
};

const kl_game_def kl_games_phom = {
	FAM_COMMON,
	.name = "phom",
	.id = KL_GAME_PHOM,
	.title = KL_N_("Phỏm"),
	.outcome = phom_outcome,
	.players_min = 2,
	.players_max = 4,
	.by_chips = 1,
	.ndecls = 3,
	.decls = { &u_decl, &u_whole_decl, &showdown_decl },
	.ask_how = KL_N_("say who claims ù, or that the hands go to the "
	                 "showdown"),
	.upgrade = phom_upgrade,
	.declarer_shows = phom_shows,
	.ask_who = KL_N_("Who claims ù (or showdown)? "),
	.hands_key = "hands",
};

const kl_game_def kl_games_continental = {
	FAM_OUT,
	.name = "continental",
	.id = KL_GAME_CONTINENTAL,
	.title = KL_N_("Continental"),
	.outcome = worth_outcome,
	.pays_worth = 1,
	.players_min = 2,
	.players_max = KL_PLAYERS_MAX,
	.by_chips = 1,
	.hands_key = "hands",
};

const kl_game_def kl_games_nowrang = {
	FAM_OUT,
	.name = "nowrang",
	.id = KL_GAME_NOWRANG,
	.title = KL_N_("Nowrang"),
	.outcome = nowrang_outcome,
	.players_min = 2,
	.players_max = 2,
	.goal_in_games = 1,
};

const kl_game_def kl_games_queen_city = {
	FAM_OUT,
	.name = "queen-city",
	.id = KL_GAME_QUEEN_CITY,
	.title = KL_N_("Queen City"),
	.outcome = worth_outcome,
	.pays_worth = 1,
	.players_min = 2,
	.players_max = KL_PLAYERS_TABLE,
	.by_chips = 1,
	.hands_key = "hands",
};

const kl_game_def kl_games_double_rum = {
	FAM_OUT,
	.name = "double-rum",
	.id = KL_GAME_DOUBLE_RUM,
	.title = KL_N_("Double Rum"),
	.outcome = deadwood_outcome,
	.players_min = 2,
	.players_max = KL_PLAYERS_TABLE,
};
