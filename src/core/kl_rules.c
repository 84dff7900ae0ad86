#include "kl_rules.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "kl_card.h"
#include "kl_mgrules.h"
#include "kl_rwords.h"
#include "kl_text.h"

static const char *const dealer_words[] = {
	"left", "winner", "loser", "alternate", NULL
};
static const char *const first_words[] = { "rotate", "same", NULL };
static const char *const game_words[] = {
	"viennese", "gin", "knock-rummy", "boat-house", "phom", "continental",
	"nowrang", "queen-city", "double-rum", "romme", "hungarian", "caloochi",
	"rummy", NULL
};
static const char *const school_words[] = { "modern", "classic", NULL };
static const char *const big_gin_words[] = { "school", "on", "off", NULL };
static const char *const shutout_words[] = {
	"school", "double", "bonus", NULL
};
/* the word an int setting takes for -1 */
static const char *const same_word[] = { "same", NULL };
static const char *const school_word[] = { "school", NULL };
static const char *const none_word[] = { "none", NULL };
static const char *const players_word[] = { "players", NULL };
static const char *const open_word[] = { "open", NULL };
static const char *const any_word[] = { "any", NULL };
static const char *const by_ace_word[] = { "by_ace", NULL };
/* the melding games' choices (kl_mgrules.h) */
static const char *const ace_words[] = { "low", "both", "corner", NULL };
static const char *const meld_jokers_words[] = { "any", "half", NULL };
static const char *const set_suits_words[] = { "distinct", "any", NULL };
static const char *const out_min_words[] = { "waived", "applies", NULL };
static const char *const final_discard_words[] = {
	"optional", "required", NULL
};
static const char *const deal_words[] = { "upcard", "dealer14", NULL };
static const char *const pickup_words[] = { "free", "must_meld", NULL };
static const char *const exchange_words[] = {
	"complete_set", "missing_suit", NULL
};
static const char *const exchange_from_words[] = { "any", "others", NULL };
static const char *const cards_words[] = { "plain", "german", NULL };

#define F(field) offsetof(kl_rules, field)
#define V (1 << KL_GAME_VIENNESE)
#define G (1 << KL_GAME_GIN)
#define K (1 << KL_GAME_KNOCK)
#define BH (1 << KL_GAME_BOAT_HOUSE)
#define PH (1 << KL_GAME_PHOM)
#define CO (1 << KL_GAME_CONTINENTAL)
#define NW (1 << KL_GAME_NOWRANG)
#define QC (1 << KL_GAME_QUEEN_CITY)
#define DR (1 << KL_GAME_DOUBLE_RUM)
#define FAM (BH | PH | CO | NW | QC | DR)
#define RO (1 << KL_GAME_ROMME)
#define HU (1 << KL_GAME_HUNGARIAN)
#define CA (1 << KL_GAME_CALOOCHI)
#define RU (1 << KL_GAME_RUMMY)
/* the melding games, and those of them with an opening minimum */
#define MG (RO | HU | CA | RU)
#define MGO (RO | HU | CA)

const kl_setting kl_rules_settings[] = {
	{ "game", KL_SET_ENUM, F(game), 0, KL_GAME_KINDS - 1, game_words, 1,
	  KL_N_("the game of the rummy family played"), V | G | K | FAM | MG },
	{ "school", KL_SET_ENUM, F(school), 0, 1, school_words, 0,
	  KL_N_("the school whose bonuses apply where a rule says school"),
	  G },
	{ "decks", KL_SET_INT, F(decks), 1, 4, players_word, 1,
	  KL_N_("packs of 52 cards; each natural card exists this often"),
	  V | CO | MG },
	{ "jokers", KL_SET_INT, F(jokers), 0, 8, players_word, 1,
	  KL_N_("jokers in the deck"), V | MG },
	{ "hand_size", KL_SET_INT, F(hand_size), 3, 15, players_word, 1,
	  KL_N_("cards in each hand at the end of a game (the declarer may show "
	  "one more)"), V | K | FAM | MG },
	{ "ace_value", KL_SET_INT, F(ace_value), 1, 20, NULL, 1,
	  KL_N_("points of an unmelded ace"), V },
	{ "court_value", KL_SET_INT, F(court_value), 1, 20, NULL, 1,
	  KL_N_("points of an unmelded king, queen or jack"), V },
	{ "joker_value", KL_SET_INT, F(joker_value), 1, 50, NULL, 1,
	  KL_N_("points of an unmelded joker"), V },
	{ "ace_low", KL_SET_BOOL, F(ace_low), 0, 1, NULL, 1,
	  KL_N_("A-2-3 counts as a run"), V },
	{ "ace_high", KL_SET_BOOL, F(ace_high), 0, 1, NULL, 1,
	  KL_N_("Q-K-A counts as a run"), V },
	{ "knock_limit", KL_SET_INT, F(knock_limit), 0, 30, none_word, 1,
	  KL_N_("highest deadwood with which a player may knock"), V | G | K },
	{ "big_gin", KL_SET_ENUM, F(big_gin), 0, 2, big_gin_words, 0,
	  KL_N_("all eleven cards in melds score as big gin (school: in the "
	  "modern school)"), G },
	{ "gin_bonus", KL_SET_INT, F(gin_bonus), 0, 1000, school_word, 0,
	  KL_N_("points for gin on top of the defender's count (school: 25 "
	  "modern, 20 classic)"), G },
	{ "big_gin_bonus", KL_SET_INT, F(big_gin_bonus), 0, 1000, NULL, 0,
	  KL_N_("points for big gin on top of the defender's count"), G },
	{ "undercut_bonus", KL_SET_INT, F(undercut_bonus), 0, 1000,
	  school_word, 0,
	  KL_N_("points for the defender who undercuts, on top of the "
	  "difference (school: 25 modern, 10 classic)"), G },
	{ "game_to", KL_SET_INT, F(game_to), 0, 10000, open_word, 0,
	  KL_N_("a total of this many points ends the game"),
	  G | K | BH | NW | QC | DR | CA | RU },
	{ "hands", KL_SET_INT, F(hands), 1, 1000, open_word, 0,
	  KL_N_("the game ends after this many hands (open: when the table "
	  "sets it)"), PH | CO | QC | RO | CA | RU },
	{ "deuces_wild", KL_SET_BOOL, F(deuces_wild), 0, 1, NULL, 1,
	  KL_N_("twos are wild as well as the jokers"), CO },
	{ "deuce_points", KL_SET_INT, F(deuce_points), 0, 100, NULL, 0,
	  KL_N_("paid by each other player for every two used as wild"), CO },
	{ "no_wild_bonus", KL_SET_INT, F(no_wild_bonus), 0, 100, NULL, 0,
	  KL_N_("paid by each other player when no wild card is melded"), CO },
	{ "one_suit_bonus", KL_SET_INT, F(one_suit_bonus), 0, 100, NULL, 0,
	  KL_N_("paid by each other player when every card melded is of one "
	  "suit"), CO },
	{ "ace", KL_SET_ENUM, F(ace), 0, 2, ace_words, 1,
	  KL_N_("where aces go in a run: low (A-2-3), both (A-2-3 or Q-K-A, "
	  "never K-A-2) or corner (Q-K-A-2-3)"), MG },
	{ "meld_jokers", KL_SET_ENUM, F(meld_jokers), 0, 1, meld_jokers_words,
	  1, KL_N_("jokers in a meld: any number beside a natural card, or "
	  "half: never more jokers than natural cards"), MG },
	{ "set_jokers", KL_SET_INT, F(set_jokers), 0, 3, any_word, 1,
	  KL_N_("the most jokers in one set (any: as meld_jokers says)"), MG },
	{ "set_suits", KL_SET_ENUM, F(set_suits), 0, 1, set_suits_words, 1,
	  KL_N_("the suits of a set: distinct, or any (a suit may repeat)"),
	  CA },
	{ "ace_low_open", KL_SET_INT, F(ace_low_open), 1, 25, NULL, 1,
	  KL_N_("opening value of an ace at the low end of a run (A-2-3)"),
	  MGO },
	{ "ace_high_open", KL_SET_INT, F(ace_high_open), 1, 25, NULL, 1,
	  KL_N_("opening value of an ace at the high end of a run (Q-K-A)"),
	  MGO },
	{ "ace_set_open", KL_SET_INT, F(ace_set_open), 1, 25, NULL, 1,
	  KL_N_("opening value of an ace in a set"), MGO },
	{ "open_min", KL_SET_INT, F(open_min), 0, 500, NULL, 1,
	  KL_N_("the least the new melds of an opening are worth together"),
	  MGO },
	{ "out_min", KL_SET_ENUM, F(out_min), 0, 1, out_min_words, 1,
	  KL_N_("going out at once: the minimum is waived, or applies too"),
	  MGO },
	{ "final_discard", KL_SET_ENUM, F(final_discard), 0, 1,
	  final_discard_words, 1,
	  KL_N_("going out: a last discard is optional, or required"), MG },
	{ "layoff_in_opening_turn", KL_SET_BOOL, F(layoff_in_opening_turn), 0,
	  1, NULL, 0,
	  KL_N_("cards may be laid off in the turn that opens"), MGO },
	{ "layoff_after_opening", KL_SET_BOOL, F(layoff_after_opening), 0, 1,
	  NULL, 0,
	  KL_N_("no layoffs on others' melds before one's own first meld"),
	  RU },
	{ "ace_left", KL_SET_INT, F(ace_left), 1, 25, by_ace_word, 1,
	  KL_N_("penalty of an ace left in hand (by_ace: 1, or 11 around the "
	  "corner)"), MG },
	{ "joker_left", KL_SET_INT, F(joker_left), 1, 50, NULL, 1,
	  KL_N_("penalty of a joker left in hand"), MG },
	{ "per_card", KL_SET_BOOL, F(per_card), 0, 1, NULL, 1,
	  KL_N_("every card left in hand counts 1 point, a joker 2"), MG },
	{ "deal", KL_SET_ENUM, F(deal), 0, 1, deal_words, 0,
	  KL_N_("the deal: an upcard is turned, or the dealer takes 14 cards "
	  "and discards first"), RO },
	{ "rob_joker", KL_SET_BOOL, F(rob_joker), 0, 1, NULL, 0,
	  KL_N_("a joker turned up when cutting is kept by the cutter"), RO },
	{ "discard_pickup", KL_SET_ENUM, F(discard_pickup), 0, 1, pickup_words,
	  0, KL_N_("the top discard: free to take, or it must go into a meld "
	  "that turn"), RO },
	{ "exchange", KL_SET_ENUM, F(exchange), 0, 1, exchange_words, 0,
	  KL_N_("a set's joker is freed only when the set ends with all four "
	  "suits (complete_set), or by either missing suit"), RO },
	{ "joker_exchange", KL_SET_BOOL, F(joker_exchange), 0, 1, NULL, 0,
	  KL_N_("a player who has opened may exchange a table joker for the "
	  "card it stands for"), HU },
	{ "exchange_needs_opening", KL_SET_BOOL, F(exchange_needs_opening), 0,
	  1, NULL, 0,
	  KL_N_("only a player who has opened may exchange a table joker"),
	  CA },
	{ "exchange_from", KL_SET_ENUM, F(exchange_from), 0, 1,
	  exchange_from_words, 0,
	  KL_N_("the melds whose jokers may be exchanged: any, or only other "
	  "players'"), CA },
	{ "hand_romme_multiplier", KL_SET_INT, F(hand_romme_multiplier), 1, 10,
	  NULL, 0,
	  KL_N_("the others' penalties are multiplied by this when a player "
	  "goes out at once"), RO },
	{ "winner_collects", KL_SET_BOOL, F(winner_collects), 0, 1, NULL, 0,
	  KL_N_("the winner of a hand books the others' penalties as plus "
	  "points"), RO },
	{ "winner_score", KL_SET_INT, F(winner_score), -1000, 1000, NULL, 0,
	  KL_N_("what the winner of a round books"), HU },
	{ "rummy_multiplier", KL_SET_INT, F(rummy_multiplier), 1, 10, NULL, 0,
	  KL_N_("the others' penalties are multiplied by this when a rummy "
	  "ends the round"), HU },
	{ "rounds", KL_SET_INT, F(rounds), 1, 1000, NULL, 0,
	  KL_N_("the rounds a session lasts; lowest total wins"), HU },
	{ "out_at_once_multiplier", KL_SET_INT, F(out_at_once_multiplier), 1,
	  10, NULL, 0,
	  KL_N_("what going out at once scores is multiplied by this"), CA },
	{ "rummy_double", KL_SET_BOOL, F(rummy_double), 0, 1, NULL, 0,
	  KL_N_("going out at once scores double"), RU },
	{ "complete", KL_SET_BOOL, F(complete), 0, 1, NULL, 0,
	  KL_N_("nobody melds during the hand; a player lays the whole hand "
	  "at once"), RU },
	{ "block", KL_SET_BOOL, F(block), 0, 1, NULL, 0,
	  KL_N_("when the stock is gone and the top discard is refused the "
	  "lowest count scores the differences"), RU },
	{ "sit_out", KL_SET_BOOL, F(sit_out), 0, 1, NULL, 0,
	  KL_N_("at a table of four or more the dealer sits out each hand"),
	  MG },
	{ "game_bonus", KL_SET_INT, F(game_bonus), 0, 1000, NULL, 0,
	  KL_N_("points for the winner of the game at its end"), G },
	{ "box_bonus", KL_SET_INT, F(box_bonus), 0, 1000, school_word, 0,
	  KL_N_("points at the end for every hand a player won (school: 25 "
	  "modern, 20 classic)"), G },
	{ "shutout", KL_SET_ENUM, F(shutout), 0, 2, shutout_words, 0,
	  KL_N_("when the loser won no hand: the winner's total doubles, or "
	  "the game bonus is paid again (school: double modern, bonus "
	  "classic)"), G },
	{ "oklahoma", KL_SET_BOOL, F(oklahoma), 0, 1, NULL, 0,
	  KL_N_("the first upcard's value is the hand's knock limit (an ace: "
	  "gin only) and a spade doubles the hand"), G },
	{ "rum_bonus", KL_SET_INT, F(rum_bonus), 0, 1000, NULL, 0,
	  KL_N_("points each other player pays a knocker with rum"), K },
	{ "ante", KL_SET_INT, F(ante), 0, 1000, NULL, 0,
	  KL_N_("chips each player pays into the pot when the rubber starts"),
	  V },
	{ "knock_money", KL_SET_INT, F(knock_money), 0, 1000, NULL, 0,
	  KL_N_("chips a knocker receives from every other player in play"),
	  V },
	{ "rummy_money", KL_SET_INT, F(rummy_money), 0, 1000, same_word, 0,
	  KL_N_("chips a rummy caller receives from every other player in play "
	  "(same: as knock_money)"), V },
	{ "out_at", KL_SET_INT, F(out_at), 2, 10000, NULL, 0,
	  KL_N_("a total of this many points or more puts a player out"), V },
	{ "buyback_over", KL_SET_INT, F(buyback_over), 0, 9999, NULL, 0,
	  KL_N_("a player may buy back once with a total above this (and below "
	  "out_at)"), V },
	{ "buyback_cost", KL_SET_INT, F(buyback_cost), 0, 1000, NULL, 0,
	  KL_N_("chips a buy-back pays into the pot"), V },
	{ "next_dealer", KL_SET_ENUM, F(next_dealer), 0, 3, dealer_words, 0,
	  KL_N_("who deals next: the next player in play to the left, the "
	  "winner or the loser of the game, or (two players) the other"),
	  V | G | K | FAM },
	{ "rummy_doubles", KL_SET_BOOL, F(rummy_doubles), 0, 1, NULL, 0,
	  KL_N_("the others' points are doubled when a rummy ends the game"),
	  V },
	{ "undercut_penalty", KL_SET_INT, F(undercut_penalty), 0, 1000,
	  NULL, 0,
	  KL_N_("points added to a knocker whose deadwood is not strictly the "
	  "lowest (0: off)"), V | K },
	{ "first_dealer", KL_SET_ENUM, F(first_dealer), 0, 1, first_words, 0,
	  KL_N_("who deals first in the next rubber of the same players in the "
	  "same seats: one seat to the left of the last first dealer, or the "
	  "first named again"), V | G | K | FAM },
	{ "cards", KL_SET_ENUM, F(cards), 0, 1, cards_words, 0,
	  KL_N_("how cards are printed: plain (J, Q) or german (B for Bube, D "
	  "for Dame); no score depends on it"), V | G | K | FAM | MG },
};

const size_t kl_rules_nsettings =
	sizeof(kl_rules_settings) / sizeof(kl_rules_settings[0]);

/* The settings of gin and knock rummy that Viennese does not use, at
 * their defaults, so that every game's rules are complete. */
#define FAMILY_DEFAULTS FAMILY_DEFAULTS_TO(100)
#define FAMILY_DEFAULTS_TO(to) \
	.school = KL_SCHOOL_MODERN, .big_gin = KL_BIG_GIN_SCHOOL, \
	.gin_bonus = KL_BY_SCHOOL, .big_gin_bonus = 31, \
	.undercut_bonus = KL_BY_SCHOOL, .game_to = (to), .game_bonus = 100, \
	.box_bonus = KL_BY_SCHOOL, .shutout = KL_SHUTOUT_SCHOOL, \
	.oklahoma = 0, .rum_bonus = 25, .hands = KL_OPEN, .deuces_wild = 0, \
	.deuce_points = 0, .no_wild_bonus = 0, .one_suit_bonus = 0

#define VIENNESE_CARDS(size, limit) \
	.decks = 2, .jokers = 2, .hand_size = (size), .ace_value = 11, \
	.court_value = 10, .joker_value = 20, .ace_low = 1, .ace_high = 1, \
	.knock_limit = (limit)

#define VIENNESE_RUBBER \
	.ante = 5, .knock_money = 1, .rummy_money = KL_RUMMY_MONEY_SAME, \
	.out_at = 101, .buyback_over = 81, .buyback_cost = 5, \
	.next_dealer = KL_DEAL_LEFT, .rummy_doubles = 0, \
	.undercut_penalty = 0, .first_dealer = KL_FIRST_ROTATE, \
	.game = KL_GAME_VIENNESE, FAMILY_DEFAULTS

/* One pack without jokers, ace 1 and low only, court cards 10. */
#define ONE_PACK(size, limit) \
	.decks = 1, .jokers = 0, .hand_size = (size), .ace_value = 1, \
	.court_value = 10, .joker_value = 20, .ace_low = 1, .ace_high = 0, \
	.knock_limit = (limit)

const kl_profile kl_profiles[] = {
	{ "viennese", KL_N_("Viennese Rummy: 2 packs and 2 jokers, 10 cards, "
	  "knock with 4 or less"), { VIENNESE_CARDS(10, 4), VIENNESE_RUBBER } },
	{ "romme-ohne-auslegen", KL_N_("Romme without melding: as viennese but 13 "
	  "cards, knock with 9 or less"),
	  { VIENNESE_CARDS(13, 9), VIENNESE_RUBBER } },
	{ "gin", KL_N_("Gin-style hands: 1 pack, no jokers, ace low only and worth "
	  "1, knock with 10 or less"),
	  { ONE_PACK(10, 10), VIENNESE_RUBBER } },
};

const size_t kl_nprofiles = sizeof(kl_profiles) / sizeof(kl_profiles[0]);

/* A game of the rest of the family: its packs, jokers, hand size and
 * game_to; its cards' values and runs are kl_fam's (games/family.c); no
 * pot; the deal passes to the left. */
#define FAM_GAME(g, packs, nj, size, to) \
	{ .decks = (packs), .jokers = (nj), .hand_size = (size), \
	  .ace_value = 1, .court_value = 10, .joker_value = 20, .ace_low = 1, \
	  .ace_high = 0, .knock_limit = 0, .ante = 0, .knock_money = 0, \
	  .rummy_money = 0, .out_at = 101, .buyback_over = 81, \
	  .buyback_cost = 0, .next_dealer = KL_DEAL_LEFT, \
	  .undercut_penalty = 0, .first_dealer = KL_FIRST_ROTATE, \
	  FAMILY_DEFAULTS_TO(to), .game = (g) }

/* A melding game (kl_mgrules.h): its packs, jokers, hand size and
 * game_to; the settings every one of the four shares at their rulings'
 * defaults (distinct suits, final discard optional,
 * out_min waived, layoffs only after the opening turn); the settings of
 * the rest of the family at values that pass kl_rules_validate. */
#define MG_GAME(g, packs, nj, size, to) \
	.decks = (packs), .jokers = (nj), .hand_size = (size), \
	.ace_value = 11, .court_value = 10, .joker_value = 20, .ace_low = 1, \
	.ace_high = 1, .knock_limit = 0, .ante = 0, .knock_money = 0, \
	.rummy_money = 0, .out_at = 101, .buyback_over = 81, \
	.buyback_cost = 0, .next_dealer = KL_DEAL_LEFT, \
	.undercut_penalty = 0, .first_dealer = KL_FIRST_ROTATE, \
	FAMILY_DEFAULTS_TO(to), .game = (g)

/* The other games: their cards, no pot, a race to game_to. */
static const kl_rules game_defaults[KL_GAME_KINDS] = {
	{ VIENNESE_CARDS(10, 4), VIENNESE_RUBBER },
	{ ONE_PACK(10, 10), .ante = 0, .knock_money = 0, .rummy_money = 0,
	  .out_at = 101, .buyback_over = 81, .buyback_cost = 0,
	  .next_dealer = KL_DEAL_WINNER, .undercut_penalty = 0,
	  .first_dealer = KL_FIRST_ROTATE, FAMILY_DEFAULTS,
	  .game = KL_GAME_GIN },
	{ ONE_PACK(KL_BY_PLAYERS, KL_NO_LIMIT), .ante = 0, .knock_money = 0,
	  .rummy_money = 0, .out_at = 101, .buyback_over = 81,
	  .buyback_cost = 0, .next_dealer = KL_DEAL_LEFT,
	  .undercut_penalty = 10, .first_dealer = KL_FIRST_ROTATE,
	  FAMILY_DEFAULTS, .game = KL_GAME_KNOCK },
	FAM_GAME(KL_GAME_BOAT_HOUSE, 1, 0, KL_BY_PLAYERS, 100),
	FAM_GAME(KL_GAME_PHOM, 1, 0, 9, KL_OPEN),
	FAM_GAME(KL_GAME_CONTINENTAL, KL_BY_PLAYERS, 0, 15,
	         KL_OPEN),
	FAM_GAME(KL_GAME_NOWRANG, 1, 0, 10, 1),
	FAM_GAME(KL_GAME_QUEEN_CITY, 1, 0, 7, KL_OPEN),
	FAM_GAME(KL_GAME_DOUBLE_RUM, 2, 4, KL_BY_PLAYERS, 100),
	/* Rommé: 2 packs and 6 jokers, 13 cards, open with 40 */
	{ MG_GAME(KL_GAME_ROMME, 2, 6, 13, KL_OPEN), .ace = KL_MG_ACE_BOTH,
	  .meld_jokers = 1, .set_jokers = KL_ANY_JOKERS, .ace_low_open = 1, .ace_high_open = 11,
	  .ace_set_open = 11, .open_min = 40, .ace_left = 11,
	  .joker_left = 20, .hand_romme_multiplier = 2 },
	/* Hungarian: 2 or 4 jokers by the players, 14 cards, open with 51,
	 * a discard always */
	{ MG_GAME(KL_GAME_HUNGARIAN, 2, KL_BY_PLAYERS, 14, KL_OPEN),
	  .ace = KL_MG_ACE_BOTH, .set_jokers = 1, .ace_low_open = 1,
	  .ace_high_open = 10, .ace_set_open = 1, .open_min = 51,
	  .final_discard = 1, .ace_left = 10, .joker_left = 20,
	  .winner_score = -20, .rummy_multiplier = 2, .rounds = 10 },
	/* Caloochi: 2 packs and 4 jokers, 15 cards, the ace 15, open with
	 * 51 also going out at once, game to 250 */
	{ MG_GAME(KL_GAME_CALOOCHI, 2, 4, 15, 250), .ace = KL_MG_ACE_BOTH,
	  .set_jokers = KL_ANY_JOKERS,
	  .ace_low_open = 15, .ace_high_open = 15, .ace_set_open = 15,
	  .open_min = 51, .out_min = 1, .ace_left = 15, .joker_left = 25,
	  .out_at_once_multiplier = 1 },
	/* Rummy: one pack, no jokers, ace low, no minimum, game to 100 */
	{ MG_GAME(KL_GAME_RUMMY, 1, 0, KL_BY_PLAYERS, 100),
	  .ace = KL_MG_ACE_LOW, .set_jokers = KL_ANY_JOKERS, .ace_low_open = 1, .ace_high_open = 1,
	  .ace_set_open = 1, .ace_left = KL_BY_ACE, .joker_left = 15 },
};

void
kl_rules_implied(kl_rules *r, int game_to_given)
{
	if (r->game == KL_GAME_RUMMY && r->complete && !game_to_given &&
	    r->game_to == game_defaults[KL_GAME_RUMMY].game_to)
		r->game_to = 200;
}

void
kl_rules_game_default(int game, kl_rules *out)
{
	if (game < 0 || game >= KL_GAME_KINDS)
		game = KL_GAME_VIENNESE;
	*out = game_defaults[game];
}

int
kl_rules_game_find(const char *name, int *game, kl_error *err)
{
	int i;

	for (i = 0; game_words[i] != NULL; i++) {
		if (strcasecmp(name, game_words[i]) == 0) {
			*game = i;
			return KL_OK;
		}
	}
	return kl_error_set(err, KL_EINPUT, "unknown game \"%s\" (games: "
	                    "viennese, gin, knock-rummy, boat-house, phom, "
	                    "continental, nowrang, queen-city, double-rum, "
	                    "romme, hungarian, caloochi, rummy)", name);
}

const char *
kl_rules_game_name(int game)
{
	if (game < 0 || game >= KL_GAME_KINDS)
		return "?";
	return game_words[game];
}

int
kl_rules_applies(const kl_rules *r, const kl_setting *s)
{
	int game = r->game >= 0 && r->game < KL_GAME_KINDS ? r->game : 0;

	if (s->offset == F(game))
		return game != KL_GAME_VIENNESE;
	return (s->games & (1 << game)) != 0;
}

void
kl_rules_seated(kl_rules *r, int nplayers)
{
	if (r->hand_size == KL_BY_PLAYERS)
		r->hand_size = nplayers <= 2 ? 10 : nplayers <= 4 ? 7 : 6;
	if (r->game == KL_GAME_CONTINENTAL) {
		if (r->decks == KL_BY_PLAYERS)
			r->decks = nplayers <= 5 ? 2 : nplayers <= 8 ? 3 : 4;
		r->jokers = r->decks;
	}
	if (r->game == KL_GAME_HUNGARIAN && r->jokers == KL_BY_PLAYERS)
		r->jokers = nplayers <= 2 ? 2 : 4;
}

static int
classic(const kl_rules *r)
{
	return r->school == KL_SCHOOL_CLASSIC;
}

int
kl_rules_gin_bonus(const kl_rules *r)
{
	return r->gin_bonus != KL_BY_SCHOOL ? r->gin_bonus :
	       classic(r) ? 20 : 25;
}

int
kl_rules_undercut_bonus(const kl_rules *r)
{
	return r->undercut_bonus != KL_BY_SCHOOL ? r->undercut_bonus :
	       classic(r) ? 10 : 25;
}

int
kl_rules_box_bonus(const kl_rules *r)
{
	return r->box_bonus != KL_BY_SCHOOL ? r->box_bonus :
	       classic(r) ? 20 : 25;
}

int
kl_rules_big_gin(const kl_rules *r)
{
	return r->big_gin == KL_BIG_GIN_SCHOOL ? !classic(r) :
	       r->big_gin == KL_BIG_GIN_ON;
}

int
kl_rules_card_style(const kl_rules *r)
{
	return r->cards == KL_CARDS_GERMAN ? KL_STYLE_ASCII | KL_STYLE_GERMAN
	                                   : KL_STYLE_ASCII;
}

int
kl_rules_shutout(const kl_rules *r)
{
	return r->shutout != KL_SHUTOUT_SCHOOL ? r->shutout :
	       classic(r) ? KL_SHUTOUT_BONUS : KL_SHUTOUT_DOUBLE;
}

void
kl_rules_default(kl_rules *out)
{
	*out = kl_profiles[0].rules;
}

int
kl_rules_profile(const char *name, kl_rules *out, kl_error *err)
{
	size_t i;

	for (i = 0; i < kl_nprofiles; i++) {
		if (strcasecmp(name, kl_profiles[i].name) == 0) {
			*out = kl_profiles[i].rules;
			return KL_OK;
		}
	}
	return kl_error_set(err, KL_EINPUT,
	    "unknown profile \"%s\" (profiles: viennese, "
	    "romme-ohne-auslegen, gin)", name);
}

static int *
field(kl_rules *r, const kl_setting *s)
{
	return (int *)(void *)((char *)r + s->offset);
}

int
kl_rules_get(const kl_rules *r, const kl_setting *s)
{
	return *(const int *)(const void *)((const char *)r + s->offset);
}

void
kl_rules_put(kl_rules *r, const kl_setting *s, int value)
{
	*field(r, s) = value;
}

int
kl_rules_find(const char *key)
{
	size_t i;

	for (i = 0; i < kl_rules_nsettings; i++)
		if (strcasecmp(key, kl_rules_settings[i].name) == 0)
			return (int)i;
	return -1;
}

int
kl_rules_read_value(int index, const char *text, int *value, kl_error *err)
{
	kl_rules scratch;
	int rc;

	if (index < 0 || (size_t)index >= kl_rules_nsettings)
		return kl_error_set(err, KL_EINPUT, "there is no rule %d",
		                    index);
	kl_rules_default(&scratch);
	if ((rc = kl_rules_set(&scratch, kl_rules_settings[index].name, text,
	                       err)) != KL_OK)
		return rc;
	*value = kl_rules_get(&scratch, &kl_rules_settings[index]);
	return KL_OK;
}

static const kl_setting *
find_setting(const char *key)
{
	size_t i;

	for (i = 0; i < kl_rules_nsettings; i++)
		if (strcasecmp(key, kl_rules_settings[i].name) == 0)
			return &kl_rules_settings[i];
	return NULL;
}

/* Does int setting s (which has a word for -1) take that word in the
 * game r plays?  "none" and "players" are Knock Rummy's (a refusal names
 * the word only where it is taken). */
static int
word_ok(const kl_rules *r, const kl_setting *s)
{
	if (s->offset == F(knock_limit))
		return r->game == KL_GAME_KNOCK;
	if (s->offset == F(hand_size))
		return r->game == KL_GAME_KNOCK ||
		       r->game == KL_GAME_BOAT_HOUSE ||
		       r->game == KL_GAME_DOUBLE_RUM ||
		       r->game == KL_GAME_RUMMY;
	if (s->offset == F(decks))
		return r->game == KL_GAME_CONTINENTAL;
	if (s->offset == F(game_to))
		return r->game == KL_GAME_QUEEN_CITY;
	if (s->offset == F(jokers))
		return r->game == KL_GAME_HUNGARIAN;
	if (s->offset == F(ace_left))
		return r->game == KL_GAME_RUMMY;
	return 1;
}

/* The range setting s takes in the game r plays: the table's, but at
 * most 4 jokers outside the melding games (2 in Rummy), and a game_to
 * of 0 (every hand a game of its own) in Rummy only. */
static void
range_of(const kl_rules *r, const kl_setting *s, int *min, int *max)
{
	*min = s->min;
	*max = s->max;
	if (s->offset == F(jokers) && !KL_GAME_IS_MG(r->game))
		*max = 4;
	if (s->offset == F(jokers) && r->game == KL_GAME_RUMMY)
		*max = 2;
	if (s->offset == F(game_to) && r->game != KL_GAME_RUMMY)
		*min = 1;
}

int
kl_rules_set(kl_rules *r, const char *key, const char *value,
             kl_error *err)
{
	const kl_setting *s = find_setting(key);
	char shown[KL_QUOTE_SIZE];
	long v;
	char *end;
	int i, min = 0, max = 0;

	if (s == NULL)
		return kl_error_set(err, KL_EINPUT,
		    "unknown rule \"%s\" (see 'klopf rules' for the list)",
		    kl_text_quote(key, KL_QUOTE_MAX, shown, sizeof(shown)));
	/* typed text is quoted cleaned and cut */
	kl_text_quote(value, KL_QUOTE_MAX, shown, sizeof(shown));
	/* a word of either language stands for its English word */
	value = kl_rwords_canon(value);
	if (s->kind == KL_SET_BOOL) {
		if (!strcasecmp(value, "on") || !strcasecmp(value, "yes") ||
		    !strcasecmp(value, "true") || !strcmp(value, "1"))
			v = 1;
		else if (!strcasecmp(value, "off") ||
		         !strcasecmp(value, "no") ||
		         !strcasecmp(value, "false") || !strcmp(value, "0"))
			v = 0;
		else
			return kl_error_set(err, KL_EINPUT,
			    "rule %s: \"%s\" is not on or off", s->name,
			    shown);
	} else if (s->kind == KL_SET_ENUM) {
		for (i = 0; s->words[i] != NULL; i++)
			if (!strcasecmp(value, s->words[i]))
				break;
		if (s->words[i] == NULL) {
			char list[128];
			size_t len = 0;
			for (i = 0; s->words[i] != NULL && len < sizeof(list);
			     i++) {
				int n = snprintf(list + len, sizeof(list) - len,
				                 "%s%s", i ? ", " : "",
				                 kl_rwords_show(s->words[i]));
				if (n > 0)
					len += (size_t)n;
			}
			return kl_error_set(err, KL_EINPUT,
			    "rule %s: \"%s\" is not one of: %s", s->name,
			    shown, list);
		}
		v = i;
	} else if (s->words != NULL && !strcasecmp(value, s->words[0])) {
		/* a word another game takes is refused by kl_rules_validate */
		v = -1;
	} else {
		errno = 0;
		v = strtol(value, &end, 10);
		if (!((value[0] >= '0' && value[0] <= '9') ||
		      (value[0] == '-' && value[1] >= '0' && value[1] <= '9')) ||
		    *end != '\0' || errno == ERANGE)
			return kl_error_set(err, KL_EINPUT,
			    "rule %s: \"%s\" is not a whole number", s->name,
			    shown);
		range_of(r, s, &min, &max);
		if (s->words != NULL && word_ok(r, s) &&
		    (v < min || v > max))
			return kl_error_set(err, KL_EINPUT,
			    "rule %s: %ld is out of range (%s, or %d to %d)",
			    s->name, v, kl_rwords_show(s->words[0]), min, max);
		if (v < min || v > max)
			return kl_error_set(err, KL_EINPUT,
			    "rule %s: %ld is out of range (%d to %d)", s->name,
			    v, min, max);
	}
	*field(r, s) = (int)v;
	return KL_OK;
}

int
kl_rules_set_pair(kl_rules *r, const char *pair, kl_error *err)
{
	const char *eq = strchr(pair, '=');
	char key[64], shown[KL_QUOTE_SIZE];
	size_t n;

	kl_text_quote(pair, KL_QUOTE_MAX, shown, sizeof(shown));
	if (eq == NULL)
		return kl_error_set(err, KL_EINPUT,
		    "rule \"%s\" needs the form KEY=VALUE", shown);
	n = (size_t)(eq - pair);
	if (n == 0 || n >= sizeof(key))
		return kl_error_set(err, KL_EINPUT,
		    "rule \"%s\": unknown rule name", shown);
	memcpy(key, pair, n);
	key[n] = '\0';
	return kl_rules_set(r, key, eq + 1, err);
}

/* The melding games' settings that do not fit together (kl_rules_validate
 * has checked each range). */
static int
mg_validate(const kl_rules *r, kl_error *err)
{
	int jokers = r->jokers < 0 ? 4 : r->jokers;

	if (r->ace_left < 0 && r->game != KL_GAME_RUMMY)
		return kl_error_set(err, KL_EINPUT, "rule ace_left: by_ace is "
		                    "for rummy only");
	if (r->game_to == 0 && r->game != KL_GAME_RUMMY)
		return kl_error_set(err, KL_EINPUT, "rule game_to: 0 is for "
		                    "rummy only");
	if (r->decks > 2)
		return kl_error_set(err, KL_EINPUT, "rule decks: %d is out of "
		                    "range (1 to 2)", r->decks);
	if (r->complete && r->block)
		return kl_error_set(err, KL_EINPUT, "rules complete and block "
		                    "cannot both be on");
	if (r->joker_exchange && jokers == 0)
		return kl_error_set(err, KL_EINPUT, "rule joker_exchange: the "
		                    "game has no jokers to exchange");
	return KL_OK;
}

int
kl_rules_validate(const kl_rules *r, kl_error *err)
{
	size_t i;
	int rc;

	for (i = 0; i < kl_rules_nsettings; i++) {
		const kl_setting *s = &kl_rules_settings[i];
		int v = kl_rules_get(r, s), min, max;
		if (s->kind == KL_SET_INT && s->words != NULL && v == -1)
			continue;
		/* the melding games' settings are read by those games only */
		if (!(s->games & ~MG) && !kl_rules_applies(r, s))
			continue;
		range_of(r, s, &min, &max);
		if (v < min || v > max)
			return kl_error_set(err, KL_EINPUT,
			    "rule %s: %d is out of range (%d to %d)", s->name,
			    v, min, max);
	}
	if (r->game != KL_GAME_KNOCK && r->knock_limit < 0)
		return kl_error_set(err, KL_EINPUT, "rule knock_limit: none "
		                    "is for knock-rummy only");
	if (r->hand_size < 0 && !word_ok(r, &kl_rules_settings[
	                                 kl_rules_find("hand_size")]))
		return kl_error_set(err, KL_EINPUT, "rule hand_size: players "
		                    "is for knock-rummy, boat-house, double-rum "
		                    "and rummy only");
	if (r->jokers < 0 && r->game != KL_GAME_HUNGARIAN)
		return kl_error_set(err, KL_EINPUT, "rule jokers: players is "
		                    "for hungarian only");
	if (KL_GAME_IS_MG(r->game) &&
	    (rc = mg_validate(r, err)) != KL_OK)
		return rc;
	if (r->decks < 0 && r->game != KL_GAME_CONTINENTAL)
		return kl_error_set(err, KL_EINPUT, "rule decks: players is for "
		                    "continental only");
	if (r->game == KL_GAME_CONTINENTAL && r->decks >= 0 && r->decks < 2)
		return kl_error_set(err, KL_EINPUT, "rule decks: continental "
		                    "is played with 2 to 4 packs");
	if (r->game != KL_GAME_CONTINENTAL && r->decks > 2)
		return kl_error_set(err, KL_EINPUT, "rule decks: %d is out of "
		                    "range (1 to 2)", r->decks);
	/* (the games without game_to end by the hands alone) */
	if (r->game_to < 0 && r->game != KL_GAME_QUEEN_CITY &&
	    kl_rules_applies(r, &kl_rules_settings[kl_rules_find("game_to")]))
		return kl_error_set(err, KL_EINPUT, "rule game_to: open is for "
		                    "queen-city only");
	if (r->game != KL_GAME_GIN && r->next_dealer > KL_DEAL_WINNER)
		return kl_error_set(err, KL_EINPUT, "rule next_dealer: %s is "
		    "for gin only",
		    kl_rwords_show(dealer_words[r->next_dealer]));
	if (r->buyback_over >= r->out_at)
		return kl_error_set(err, KL_EINPUT,
		    "rule buyback_over (%d) must be below out_at (%d)",
		    r->buyback_over, r->out_at);
	if (!KL_GAME_IS_MG(r->game) &&
	    (r->game == KL_GAME_CONTINENTAL ? r->hand_size > KL_HAND_MAX :
	     r->hand_size + 1 > KL_HAND_MAX))
		return kl_error_set(err, KL_EINPUT,
		    "rule hand_size: %d is too large (at most %d)",
		    r->hand_size, r->game == KL_GAME_CONTINENTAL ?
		    KL_HAND_MAX : KL_HAND_MAX - 1);
	if (!r->ace_low && !r->ace_high)
		return kl_error_set(err, KL_EINPUT,
		    "rules ace_low and ace_high cannot both be off");
	return KL_OK;
}

const char *
kl_rules_value_text(const kl_rules *r, const kl_setting *s, char *buf,
                    size_t size)
{
	int v = kl_rules_get(r, s);

	if (s->kind == KL_SET_BOOL)
		snprintf(buf, size, "%s", v ? "on" : "off");
	else if (s->kind == KL_SET_INT && s->words != NULL && v == -1)
		snprintf(buf, size, "%s", s->words[0]);
	else if (s->kind == KL_SET_ENUM && v >= s->min && v <= s->max)
		snprintf(buf, size, "%s", s->words[v]);
	else
		snprintf(buf, size, "%d", v);
	return buf;
}

size_t
kl_rules_format(const kl_rules *r, char *buf, size_t size)
{
	size_t i, len = 0;
	char v[32];

	if (size > 0)
		buf[0] = '\0';
	for (i = 0; i < kl_rules_nsettings; i++) {
		const kl_setting *s = &kl_rules_settings[i];
		int n;
		if (!kl_rules_applies(r, s))
			continue;
		n = snprintf(len < size ? buf + len : NULL,
		                 len < size ? size - len : 0, "%s=%s\n",
		                 s->name, kl_rules_value_text(r, s, v,
		                                              sizeof(v)));
		if (n > 0)
			len += (size_t)n;
	}
	return len;
}

int
kl_rules_parse(const char *text, kl_rules *out, kl_error *err)
{
	kl_rules r;
	char line[128];
	const char *p = text;
	int rc;

	/* the game first: its defaults stand for the keys not given */
	kl_rules_default(&r);
	for (p = text; *p != '\0'; p += strcspn(p, "\n"), p += *p == '\n') {
		if (!strncmp(p, "game=", 5)) {
			size_t n = strcspn(p + 5, "\n");
			int game = KL_GAME_VIENNESE;
			if (n >= sizeof(line))
				return kl_error_set(err, KL_EINPUT,
				                    "rules text: line too long");
			memcpy(line, p + 5, n);
			line[n] = '\0';
			if ((rc = kl_rules_game_find(line, &game, err)) != KL_OK)
				return rc;
			kl_rules_game_default(game, &r);
		}
	}
	p = text;
	while (*p != '\0') {
		const char *nl = strchr(p, '\n');
		size_t n = nl ? (size_t)(nl - p) : strlen(p);
		if (n >= sizeof(line))
			return kl_error_set(err, KL_EINPUT,
			                    "rules text: line too long");
		memcpy(line, p, n);
		line[n] = '\0';
		if (n > 0 && (rc = kl_rules_set_pair(&r, line, err)) != KL_OK)
			return rc;
		/* a rubber keeps only the settings of its game */
		if (n > 0) {
			int i;
			line[strcspn(line, "=")] = '\0';
			i = kl_rules_find(line);
			if (i >= 0 && !kl_rules_applies(&r, &kl_rules_settings[i]))
				return kl_error_set(err, KL_EINPUT, "the rule %s "
				    "is not one of a rubber of %s", line,
				    kl_rules_game_name(r.game));
		}
		p += n;
		if (*p == '\n')
			p++;
	}
	if ((rc = kl_rules_validate(&r, err)) != KL_OK)
		return rc;
	*out = r;
	return KL_OK;
}

int
kl_rules_rummy_money(const kl_rules *r)
{
	return r->rummy_money == KL_RUMMY_MONEY_SAME ? r->knock_money :
	                                               r->rummy_money;
}

int
kl_rules_card_value(const kl_rules *r, unsigned card)
{
	int rank;

	if (card == KL_JOKER)
		return r->joker_value;
	if (card >= KL_NATURALS)
		return 0;
	rank = kl_card_rank((kl_card)card);
	if (rank == KL_ACE)
		return r->ace_value;
	if (rank >= KL_JACK)
		return r->court_value;
	return rank + 1;
}
