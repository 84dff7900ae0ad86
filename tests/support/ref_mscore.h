/*
 * ref_mscore.h - a model of the scorebooks of the melding games (Rommé,
 * Hungarian Rummy, Caloochi, Rummy), written from the rulings
 * (RULINGS-melding.md: "Penalties", "Scoring"), for tests
 * only.
 *
 * It shares nothing with src/core/games/melding.c or the rubber engine:
 * its own table of card penalties, read from cards typed as text, its
 * own reading of the house rules it knows (from the same KEY=VALUE text
 * the table types), and its own scorebook: the totals, the hands played,
 * when the game ends and who wins it.  It calls no function of klopf.
 *
 * Sign: a total is the points a seat booked; in Rommé (unless the winner
 * collects) and Hungarian they are penalty points and the lowest total
 * wins, elsewhere the highest.
 */
#ifndef REF_MSCORE_H
#define REF_MSCORE_H

#define REF_MS_SEATS 6

/* The four games, in the rulings' order. */
enum ref_ms_game { REF_MS_ROMME = 0, REF_MS_HUNGARIAN, REF_MS_CALOOCHI,
                   REF_MS_RUMMY, REF_MS_GAMES };

/* How a hand ended. */
enum ref_ms_end { REF_MS_OUT = 0, REF_MS_AT_ONCE, REF_MS_BLOCK };

/* A ruleset as the model reads it: the rulings' defaults until a
 * setting is given. */
typedef struct ref_ms_rules {
	int game;             /* enum ref_ms_game */
	int corner;           /* Rummy: ace=corner */
	int ace_left;         /* -1: by the ace rule (Rummy) */
	int joker_left;
	int per_card;
	int romme_mult;       /* hand_romme_multiplier */
	int collects;         /* winner_collects */
	int winner_score;
	int rummy_mult;       /* Hungarian's rummy_multiplier */
	int rounds;
	int at_once_mult;     /* Caloochi's out_at_once_multiplier */
	int rummy_double;
	int complete;
	int block;
	int game_to;          /* -1: none (Rommé, Hungarian) */
	int game_to_given;
	int hands;            /* -1: open */
} ref_ms_rules;

/* The rulings' defaults of game. */
void ref_ms_rules_default(int game, ref_ms_rules *r);

/*
 * Read one setting the table typed, "KEY=VALUE", as the model knows it.
 * 0 for a setting it read, -1 for a key or value it does not know (a
 * test that gives it one is wrong).
 */
int ref_ms_rules_set(ref_ms_rules *r, const char *pair);

/*
 * The penalty of a hand left, typed as card names separated by blanks
 * ("AS 10H JK": rank then suit, JK a joker); -1 for text it cannot
 * read.
 */
int ref_ms_count(const ref_ms_rules *r, const char *cards);

/* The penalty of one card: rank 1 (ace) to 13 (king), 0 a joker. */
int ref_ms_card(const ref_ms_rules *r, int rank);

/*
 * The most and the least a hand left of 1 to hand_size cards can count,
 * dealt from decks packs and jokers jokers: the hand_size dearest cards
 * of the deck, and its cheapest card.
 */
int ref_ms_most(const ref_ms_rules *r, int decks, int jokers,
                int hand_size);
int ref_ms_least(const ref_ms_rules *r, int decks, int jokers);

/* A game as the model keeps its scorebook. */
typedef struct ref_ms_book {
	ref_ms_rules rules;
	int nplayers;
	int total[REF_MS_SEATS];
	int won[REF_MS_SEATS];   /* hands won (a blocked hand: by the one
	                            lowest count) */
	int shared;              /* a blocked hand had tied lowest counts:
	                            who won it is not said */
	int played;              /* hands played */
	int over;
	int nwinners;
	int winners[REF_MS_SEATS];   /* in seat order */
} ref_ms_book;

void ref_ms_start(ref_ms_book *s, const ref_ms_rules *r, int nplayers);

/*
 * Book one hand: how it ended (enum ref_ms_end), the seat that went out
 * (ignored for a blocked hand), and count[] every seat's penalty
 * (the winner's is ignored).  points[] receives what each seat booked.
 * -1 when the game is over, else 0.
 */
int ref_ms_hand(ref_ms_book *s, int how, int winner, const int *count,
                int points[REF_MS_SEATS]);

/* The table ends the game now (klopf end); -1 when it is over or no
 * hand was played. */
int ref_ms_end_now(ref_ms_book *s);

/* The setting that holds how many hands the game lasts. */
const char *ref_ms_hands_key(int game);

#endif
