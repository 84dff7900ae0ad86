/*
 * melding.c - the melding games: Rommé, Hungarian Rummy, Caloochi and
 * Rummy (docs/rules.md, "The melding games"), where melds are laid on
 * the table during the hand.  klopf referees their melds (klopf meld:
 * an opening, a layoff, a joker exchange; kl_mgroup.h) and counts the
 * cards left in a hand (klopf deadwood); it keeps no score of them
 * (kl_game_def.no_scorebook), so the functions of a rubber's games here
 * refuse: nothing books a game of these.
 */
#include "kl_games.h"
#include "kl_mgrules.h"

/* No declaration of these games is judged: the command line refuses a
 * rubber of them before any game (kl_game_def.no_scorebook). */
static int
mg_verdict(const kl_rules *rules, const kl_hand *h, kl_arrangement *out,
           kl_error *err)
{
	(void)h;
	(void)out;
	kl_error_set(err, KL_EINPUT, "no scores of %s are kept; klopf meld, "
	             "check and deadwood referee its melds and hands",
	             kl_rules_game_name(rules->game));
	return -1;
}

static int
mg_value(const kl_rules *rules, const kl_hand *h, kl_arrangement *out)
{
	(void)rules;
	(void)h;
	(void)out;
	return -1;
}

static int
mg_stands(const kl_rules *rules, int kind, int deadwood)
{
	(void)rules;
	(void)kind;
	(void)deadwood;
	return 0;
}

/* The most a hand left can count: every card a joker's penalty. */
static int
mg_most(const kl_rules *ru)
{
	kl_mg_rules m;

	kl_mg_rules_of(ru, &m);
	return (m.hand_size + 1) * (m.per_card ? 2 : m.joker_left);
}

static int
mg_hand(const kl_rules *rules, int nplayers, int dealer, const kl_event *ev,
        kl_hand_score *out, kl_error *err)
{
	(void)nplayers;
	(void)dealer;
	(void)ev;
	(void)out;
	return kl_error_set(err, KL_ERULE, "no scores of %s are kept; klopf "
	                    "meld, check and deadwood referee its melds and "
	                    "hands", kl_rules_game_name(rules->game));
}

static int
mg_accepts(const kl_rules *rules, int kind, int verdict, int deadwood)
{
	(void)rules;
	(void)kind;
	(void)verdict;
	(void)deadwood;
	return 0;
}

static int
mg_refuse(const kl_rules *rules, int kind, const char *who,
          const kl_arrangement *a, kl_error *err)
{
	(void)kind;
	(void)who;
	(void)a;
	return kl_error_set(err, KL_ERULE, "no scores of %s are kept; klopf "
	                    "meld, check and deadwood referee its melds and "
	                    "hands", kl_rules_game_name(rules->game));
}

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
	.score = kl_games_count_score, \
	.most_points = mg_most, \
	.race = 1, \
	.hand = mg_hand, \
	.family = 1, \
	.ndecls = 1, \
	.decls = { &kl_games_out_decl }, \
	.ask_how = KL_N_("say who went out; in this game a hand ends only " \
	                 "when a player goes out"), \
	.points_refusal = KL_N_("%s must show the cards: in this game every " \
	                        "hand is judged from its cards"), \
	.accepts = mg_accepts, \
	.refuse = mg_refuse, \
	.declarer_shows = kl_games_shows_discard, \
	.retype = KL_N_("  (type the hand again, or cancel to start the " \
	                "game over)\n"), \
	.ask_who = KL_N_("Who went out? "), \
	.default_kind = KL_VERDICT_RUMMY, \
	.check = KL_CHECK_MELD, \
	.deadwood = KL_CHECK_MELD, \
	.typed = MG_TYPED, \
	.no_scorebook = 1

/* TRANSLATORS: the names of games; keep them, or use the name the game
 * has at your tables */
const kl_game_def kl_games_romme = {
	MG_COMMON,
	.name = "romme",
	.id = KL_GAME_ROMME,
	.title = KL_N_("Rommé"),
	.players_min = 2,
	.players_max = 6,
};

const kl_game_def kl_games_hungarian = {
	MG_COMMON,
	.name = "hungarian",
	.id = KL_GAME_HUNGARIAN,
	.title = KL_N_("Hungarian Rummy"),
	.players_min = 2,
	.players_max = 4,
};

const kl_game_def kl_games_caloochi = {
	MG_COMMON,
	.name = "caloochi",
	.id = KL_GAME_CALOOCHI,
	.title = KL_N_("Caloochi"),
	.players_min = 2,
	.players_max = 4,
};

const kl_game_def kl_games_rummy = {
	MG_COMMON,
	.name = "rummy",
	.id = KL_GAME_RUMMY,
	.title = KL_N_("Rummy"),
	.players_min = 2,
	.players_max = 6,
};
