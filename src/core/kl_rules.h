/*
 * kl_rules.h - house rules as data.
 *
 * A kl_rules value holds every setting of the rules klopf enforces: those
 * that decide what a hand is worth (packs, jokers, card values, aces,
 * knock limit, hand size) and those of the rubber (ante, knock money,
 * elimination, buy-back, dealing).  Each setting has a name, a default, a
 * range and a one-line description in a table (kl_rules_settings), so the
 * command line, the store and the docs all speak of the same names.
 *
 * Named profiles bundle settings: "viennese" (the default), "romme-ohne-
 * auslegen" and "gin".  A rubber stores its complete settings as text
 * ("key=value" lines, see kl_rules_format) so old rubbers stay readable.
 */
#ifndef KL_RULES_H
#define KL_RULES_H

#include <stddef.h>

#include "kl_error.h"

#define KL_RUMMY_MONEY_SAME (-1)
/* An int setting of gin that takes its value from the school. */
#define KL_BY_SCHOOL (-1)
/* knock_limit of Knock Rummy: any count may knock. */
#define KL_NO_LIMIT (-1)
/* hand_size of Knock Rummy: by the number of players (2: 10, 3 or 4: 7,
 * 5: 6). */
#define KL_BY_PLAYERS (-1)

/* next_dealer: the player to the left, the winner or the loser of the
 * game, or (two players) the other one. */
enum kl_next_dealer { KL_DEAL_LEFT = 0, KL_DEAL_WINNER = 1, KL_DEAL_LOSER,
                      KL_DEAL_ALTERNATE };
/* The games of the family klopf referees. */
enum kl_game_kind { KL_GAME_VIENNESE = 0, KL_GAME_GIN, KL_GAME_KNOCK,
                    /* the rest of the family, in the order of enum
                     * kl_fam_game (kl_fam.h) */
                    KL_GAME_BOAT_HOUSE, KL_GAME_PHOM, KL_GAME_CONTINENTAL,
                    KL_GAME_NOWRANG, KL_GAME_QUEEN_CITY, KL_GAME_DOUBLE_RUM,
                    /* the melding games (kl_mgrules.h) */
                    KL_GAME_ROMME, KL_GAME_HUNGARIAN, KL_GAME_CALOOCHI,
                    KL_GAME_RUMMY,
                    KL_GAME_KINDS };

/* 1 if game (enum kl_game_kind) is one of the six of kl_fam.h. */
#define KL_GAME_IS_FAM(game) \
	((game) >= KL_GAME_BOAT_HOUSE && (game) <= KL_GAME_DOUBLE_RUM)
/* 1 if game (enum kl_game_kind) is one of the four melding games:
 * Rommé, Hungarian Rummy, Caloochi, Rummy (kl_mgrules.h). */
#define KL_GAME_IS_MG(game) \
	((game) >= KL_GAME_ROMME && (game) <= KL_GAME_RUMMY)
/* ace_left of Rummy: as its rule ace says (1, or 11 around the
 * corner). */
#define KL_BY_ACE (-1)
/* set_jokers: no limit of its own. */
#define KL_ANY_JOKERS (-1)
/* An int setting with no end: game_to or hands of a game the table ends
 * when it likes. */
#define KL_OPEN (-1)

enum kl_school { KL_SCHOOL_MODERN = 0, KL_SCHOOL_CLASSIC };
enum kl_big_gin { KL_BIG_GIN_SCHOOL = 0, KL_BIG_GIN_ON, KL_BIG_GIN_OFF };
/* A shutout in gin: as the school says, the winner's total doubles, or
 * the game bonus is paid once more. */
enum kl_shutout { KL_SHUTOUT_SCHOOL = 0, KL_SHUTOUT_DOUBLE,
                  KL_SHUTOUT_BONUS };
enum kl_first_dealer { KL_FIRST_ROTATE = 0, KL_FIRST_SAME = 1 };
/* cards: how cards are printed for people (never what they are worth):
 * J and Q, or the German court letters B (Bube) and D (Dame). */
enum kl_cards { KL_CARDS_PLAIN = 0, KL_CARDS_GERMAN = 1 };

typedef struct kl_rules {
	/* cards and hands */
	int decks;        /* packs of 52: each natural card exists this often */
	int jokers;       /* jokers in the whole deck */
	int hand_size;    /* cards each hand ends a game with */
	int ace_value;    /* deadwood value of an ace */
	int court_value;  /* deadwood value of K, Q, J */
	int joker_value;  /* deadwood value of a joker */
	int ace_low;      /* 1: A-2-3 is a run */
	int ace_high;     /* 1: Q-K-A is a run */
	int knock_limit;  /* highest deadwood that may knock */
	/* rubber */
	int ante;            /* chips each player pays into the pot at start */
	int knock_money;     /* chips a knocker gets from each player in play */
	int rummy_money;     /* chips a rummy caller gets from each, or
	                        KL_RUMMY_MONEY_SAME for knock_money */
	int out_at;          /* a total of this or more puts a player out */
	int buyback_over;    /* a buy-back needs a total above this */
	int buyback_cost;    /* chips a buy-back costs */
	int next_dealer;     /* #define KL_RUMMY_MONEY_SAME (-1)

enum kl_next_dealer */
	int rummy_doubles;   /* 1: others' points double after a rummy */
	int undercut_penalty;/* points added to a knocker not strictly lowest */
	int first_dealer;    /* enum kl_first_dealer: the next rubber of the
	                        same table starts one seat to the left, or
	                        with the first named player again */
	int game;            /* which game of the family: enum kl_game_kind
	                        (kl_gamedef.h) */
	/* Gin Rummy and Knock Rummy (KL_BY_SCHOOL: as the school says) */
	int school;          /* gin: enum kl_school */
	int big_gin;         /* gin: enum kl_big_gin */
	int gin_bonus;       /* gin: points for gin on top of the count */
	int big_gin_bonus;   /* gin: the same for big gin */
	int undercut_bonus;  /* gin: points for the defender who undercuts */
	int game_to;         /* gin, knock rummy: the total that ends it */
	int game_bonus;      /* gin: the winner's bonus at the end */
	int box_bonus;       /* gin: per hand won, at the end */
	int shutout;         /* gin: enum kl_shutout */
	int oklahoma;        /* gin: the upcard sets each hand's limit */
	int rum_bonus;       /* knock rummy: each pays a knocker with rum */
	/* the rest of the family (docs/rules.md, "The rummy family") */
	int hands;           /* Phỏm, Continental, Queen City: the hands the
	                        game lasts, or KL_OPEN */
	int deuces_wild;     /* Continental: twos are wild too */
	int deuce_points;    /* Continental: paid for each wild two */
	int no_wild_bonus;   /* Continental: paid when no wild card is used */
	int one_suit_bonus;  /* Continental: paid for a hand of one suit */
	/* the melding games: Rommé, Hungarian Rummy, Caloochi, Rummy
	 * (docs/rules.md; read as one kl_mg_rules by kl_mg_rules_of) */
	int ace;             /* enum kl_mg_ace: low, both, corner */
	int meld_jokers;     /* 0 any, 1 half: never more jokers than
	                        natural cards in a meld */
	int set_jokers;      /* the most jokers in a set, or KL_ANY_JOKERS */
	int set_suits;       /* 0 distinct, 1 any: may a set repeat a suit */
	int ace_low_open;    /* opening value of an ace at a run's low end */
	int ace_high_open;   /* ... at its high end */
	int ace_set_open;    /* ... in a set */
	int open_min;        /* the least an opening is worth */
	int out_min;         /* 0 waived, 1 applies: going out at once
	                        must reach open_min */
	int final_discard;   /* 0 optional, 1 required */
	int layoff_in_opening_turn; /* 1: layoffs in the turn that opens */
	int layoff_after_opening;   /* Rummy 1: no layoffs before one's own
	                               first meld */
	int ace_left;        /* penalty of an ace left in hand, or KL_BY_ACE */
	int joker_left;      /* penalty of a joker left in hand */
	int per_card;        /* 1: every card left counts 1, a joker 2 */
	int deal;            /* Rommé: 0 upcard, 1 dealer14 */
	int rob_joker;       /* Rommé: a joker cut is kept by the cutter */
	int discard_pickup;  /* Rommé: 0 free, 1 must_meld */
	int exchange;        /* Rommé: 0 complete_set, 1 missing_suit */
	int joker_exchange;  /* Hungarian: 1: jokers may be exchanged */
	int exchange_needs_opening; /* Caloochi: 1: only after opening */
	int exchange_from;   /* Caloochi: 0 any meld, 1 others' melds */
	int hand_romme_multiplier;  /* Rommé: others' penalty after going
	                               out at once */
	int winner_collects; /* Rommé: the winner books the others' sum */
	int winner_score;    /* Hungarian: what the winner books */
	int rummy_multiplier;/* Hungarian: others' penalty after a rummy */
	int rounds;          /* Hungarian: rounds a session lasts */
	int out_at_once_multiplier; /* Caloochi: going out at once */
	int rummy_double;    /* Rummy: going out at once scores double */
	int complete;        /* Rummy Complete */
	int block;           /* Block Rummy */
	int sit_out;         /* 1: at a table of four or more the dealer
	                        sits out each hand (tournaments) */
	int cards;           /* enum kl_cards: every game; a habit of the
	                        table, no score depends on it */
	/* not a house rule of the settings table: */
	int first_seat;      /* the seat that deals the rubber's first game
	                        (stored with the rubber, not as a setting) */
} kl_rules;

enum kl_setting_kind { KL_SET_INT, KL_SET_BOOL, KL_SET_ENUM };

/* The description of one setting; the table is kl_rules_settings. */
typedef struct kl_setting {
	const char *name;
	int kind;             /* enum kl_setting_kind */
	size_t offset;        /* of the int field in kl_rules */
	int min, max;         /* accepted range (enum: index range) */
	const char *const *words; /* KL_SET_ENUM: names of the values */
	int hand;             /* 1 if it changes what a hand is worth */
	const char *help;
	int games;            /* the games it belongs to: a bit (1 << kind)
	                         per enum kl_game_kind */
} kl_setting;

extern const kl_setting kl_rules_settings[];
extern const size_t kl_rules_nsettings;

/* A named profile: a name, a description and its settings. */
typedef struct kl_profile {
	const char *name;
	const char *help;
	kl_rules rules;
} kl_profile;

extern const kl_profile kl_profiles[];
extern const size_t kl_nprofiles;

/* The default rules (profile "viennese"). */
void kl_rules_default(kl_rules *out);

/* The default rules of game (enum kl_game_kind; an unknown one gives
 * Viennese).  Settings that follow the number of players (hand_size,
 * Continental's decks, Hungarian's jokers) say KL_BY_PLAYERS;
 * kl_rules_seated resolves
 * them. */
void kl_rules_game_default(int game, kl_rules *out);

/*
 * The game called name ("viennese", "gin", "knock-rummy", any case) into
 * *game.  Returns KL_OK, or KL_EINPUT naming the games.
 */
int kl_rules_game_find(const char *name, int *game, kl_error *err);

/*
 * The rules r as they hold at a table of nplayers: a setting that says
 * KL_BY_PLAYERS (Knock Rummy's and the family's hand_size, Continental's
 * decks, Hungarian's jokers: 2 for two players, else 4) takes its value
 * from the count, and Continental has one joker to each pack.
 */
void kl_rules_seated(kl_rules *r, int nplayers);

/* The name of game (enum kl_game_kind), as --game spells it. */
const char *kl_rules_game_name(int game);

/* 1 if setting s is a rule of the game r plays (what `klopf rules`
 * lists and a rubber stores); the setting "game" itself for every game
 * but Viennese. */
int kl_rules_applies(const kl_rules *r, const kl_setting *s);

/* Gin: the value of a setting that may say KL_BY_SCHOOL, as the school
 * of r says (the bonuses, big_gin, shutout). */
int kl_rules_gin_bonus(const kl_rules *r);
int kl_rules_undercut_bonus(const kl_rules *r);
int kl_rules_box_bonus(const kl_rules *r);
int kl_rules_big_gin(const kl_rules *r);   /* 1: big gin scores apart */
int kl_rules_shutout(const kl_rules *r);   /* KL_SHUTOUT_DOUBLE/_BONUS */

/* The card style (kl_card.h) in which the referee's sentences name
 * cards under r: KL_STYLE_ASCII, with KL_STYLE_GERMAN under cards =
 * german (a jack B, a queen D). */
int kl_rules_card_style(const kl_rules *r);

/*
 * Look up profile name (case-insensitive) and copy its rules to *out.
 * Returns KL_OK, or KL_EINPUT naming the known profiles.
 */
int kl_rules_profile(const char *name, kl_rules *out, kl_error *err);

/*
 * Set one setting from text: key is a setting name, value a number, "on"/
 * "off"/"yes"/"no"/"true"/"false"/"1"/"0" for switches, or a word for
 * choices.  Returns KL_OK, or KL_EINPUT (rules unchanged) saying which key
 * or value is wrong and what is accepted.
 */
int kl_rules_set(kl_rules *r, const char *key, const char *value,
                 kl_error *err);

/* Parse "KEY=VALUE" and apply it with kl_rules_set. */
int kl_rules_set_pair(kl_rules *r, const char *pair, kl_error *err);

/*
 * Check that the settings make sense together (e.g. buyback_over below
 * out_at, a hand that fits the deck).  Returns KL_OK or KL_EINPUT.
 */
int kl_rules_validate(const kl_rules *r, kl_error *err);

/* Read setting s of r as an int. */
int kl_rules_get(const kl_rules *r, const kl_setting *s);

/* Write value to setting s of r, unchecked (see kl_rules_validate). */
void kl_rules_put(kl_rules *r, const kl_setting *s, int value);

/* The index in kl_rules_settings of the setting called key (any case),
 * or -1 when there is none. */
int kl_rules_find(const char *key);

/*
 * The value text gives setting index (as kl_rules_set reads it: a
 * number, on/off, a word) into *value.  Returns KL_OK, or KL_EINPUT
 * saying what is wrong (as kl_rules_set).
 */
int kl_rules_read_value(int index, const char *text, int *value,
                        kl_error *err);

/*
 * Write all settings as "key=value\n" lines into buf (size bytes) in
 * table order; returns the length the full text needs (like snprintf).
 */
size_t kl_rules_format(const kl_rules *r, char *buf, size_t size);

/*
 * Write the text value of setting s in r (e.g. "11", "on", "left") into
 * buf; returns buf.
 */
const char *kl_rules_value_text(const kl_rules *r, const kl_setting *s,
                                char *buf, size_t size);

/*
 * Parse text produced by kl_rules_format (lines "key=value", in any
 * order); starts from the defaults of the game its "game" line names
 * (Viennese without one), so text from older versions with fewer keys
 * still loads.  KL_EINPUT for a key or value kl_rules_set refuses, for
 * a setting that is not one of that game (kl_rules_applies: gin's
 * school in a rubber of Viennese, "game" in Viennese) and for rules
 * that do not fit together (kl_rules_validate).
 */
int kl_rules_parse(const char *text, kl_rules *out, kl_error *err);

/*
 * The defaults that follow from other house rules chosen for a new
 * rubber: Rummy Complete (complete=on) plays to 200 unless game_to was
 * given (game_to_given 1).
 */
void kl_rules_implied(kl_rules *r, int game_to_given);

/* The chips a rummy caller receives from each player under r. */
int kl_rules_rummy_money(const kl_rules *r);

/* Deadwood value of a card (natural or joker) under r. */
int kl_rules_card_value(const kl_rules *r, unsigned card);

#endif
