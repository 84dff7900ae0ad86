/*
 * kl_tourn.h - what a tournament is played under: its game and house
 * rules, the series and their games, the size of a table, how the tables
 * of a series are drawn and how score points are given.  Pure: settings
 * read from and written to text, as the store keeps them one row a key.
 *
 * The draw of the tables is kl_tdraw.h, the score points and the
 * standings kl_tscore.h.
 */
#ifndef KL_TOURN_H
#define KL_TOURN_H

#include <stddef.h>

#include <stdint.h>

#include "kl_date.h"
#include "kl_error.h"
#include "kl_record.h"
#include "kl_rules.h"
#include "kl_tscore.h"

/* The most players a tournament seats. */
#define KL_TOURN_PLAYERS_MAX 400

/* The longest name of a tournament, in bytes. */
#define KL_TOURN_NAME_MAX 80

typedef struct kl_tourn_settings {
	kl_rules rules;        /* the game of every table, with its rules */
	int series;            /* the series planned (0: as many as drawn) */
	int games;             /* games a series: every table's rubber lasts
	                          so many hands */
	int table_size;        /* 3 to 6 (4) */
	int by_standings;      /* the series after the first: 1 set by the
	                          standings, 0 drawn by lot */
	int avoid;             /* 1: the draw avoids players meeting again */
	kl_tscore_rules score; /* the score points */
} kl_tourn_settings;

/* The game of a tournament where none is named: Rommé, the club
 * game. */
int kl_tourn_default_game(void);

/* The defaults for a tournament of game (enum kl_game_kind): its rules'
 * defaults, 1 series of 16 games (Rommé; a game played to game_to: 1
 * game), tables of four (two-player games: two), drawn by the standings
 * avoiding repeats, the dealer sitting out at tables of four in the
 * melding games (their rule sit_out), score points per game as kl_tscore_rules_default. */
void kl_tourn_defaults(int game, kl_tourn_settings *out);

/*
 * Set one tournament setting from "KEY=VALUE": series, games,
 * table_size, draw (standings or lot), avoid (on/off),
 * score (game or place), win, at_once, tiers ("10:2,20:1"), place
 * ("4,3,2,1"); any other key is a house rule of the game (kl_rules_set).
 * Returns KL_OK, or KL_EINPUT (out unchanged) saying what is wrong.
 */
int kl_tourn_set_pair(kl_tourn_settings *t, const char *pair, kl_error *err);

/* Check that the settings fit together (the game's rules validate, a
 * table holds as many as the game seats).  KL_OK or KL_EINPUT. */
int kl_tourn_validate(const kl_tourn_settings *t, kl_error *err);

/* The smallest table the draw may make: 2 for a game of two players,
 * else 3. */
int kl_tourn_min_table(const kl_tourn_settings *t);

/*
 * The settings as "key=value" pairs, one per call: the index-th (from
 * 0); writes key and value (NUL-terminated, at most 40 and 80 bytes) and
 * returns 1, or 0 past the last.  The game's rules come as the keys of
 * kl_rules_settings that apply to the game, prefixed "rule.".
 */
int kl_tourn_pair(const kl_tourn_settings *t, int index, char *key,
                  size_t keysize, char *value, size_t valuesize);

/* Read back one pair that kl_tourn_pair wrote (into t, which holds the
 * defaults of its game first: the pair "game" comes first).  KL_OK or
 * KL_EINPUT. */
int kl_tourn_read_pair(kl_tourn_settings *t, const char *key,
                       const char *value, kl_error *err);

/* A player of a tournament. */
typedef struct kl_tourn_player {
	int64_t id;                  /* the player's id */
	char name[KL_NAME_MAX];
	char team[48];               /* "" without a team */
	int number;                  /* 1.. in the order entered */
	int from_series;             /* plays from this series on */
	int withdrawn_after;         /* withdrew after this series (0:
	                                before the first), or -1 */
} kl_tourn_player;

/* A series drawn. */
typedef struct kl_tourn_series {
	int number;
	char seed[24];               /* as printed */
	int by_standings;
	char drawn_at[KL_TIME_MAX];
} kl_tourn_series;

/* The most players at a table of a tournament. */
#define KL_TOURN_SEATS 6

/* A table of a series: the rubber it plays, and its players in seat
 * order. */
typedef struct kl_tourn_table {
	int series, number;
	int64_t rubber;
	int nseats;
	char names[KL_TOURN_SEATS][KL_NAME_MAX];
} kl_tourn_table;

/* A tournament as stored (the arrays malloc'd: kl_tourn_row_free). */
typedef struct kl_tourn_row {
	int64_t id;
	char name[KL_TOURN_NAME_MAX + 1];
	char code[40];
	char created_at[KL_TIME_MAX];
	char ended_at[KL_TIME_MAX];  /* "" while open */
	kl_tourn_settings settings;
	int nplayers;
	kl_tourn_player *players;    /* by number */
	int nseries;
	kl_tourn_series *series;     /* by number */
	int ntables;
	kl_tourn_table *tables;      /* by series, then number */
} kl_tourn_row;

/* Free what a kl_tourn_row holds (it may be zeroed). */
void kl_tourn_row_free(kl_tourn_row *t);

#endif
