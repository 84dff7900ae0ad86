/*
 * game_args.h - reading the hands of one game as typed on the command
 * line (`klopf game`, and `klopf play` through it): the declarer's name
 * and one NAME=CARDS or NAME=POINTS argument per player in play.
 *
 * Pure: no database, no printing, no solver.  It finds every player's
 * seat, parses the cards under the rubber's rules, checks the card
 * counts and that the hands fit in one deck.  Judging the declaration
 * and counting deadwood come after it (cli_game.c).  Messages quote what
 * was typed only as valid UTF-8 without control characters.
 */
#ifndef KL_GAME_ARGS_H
#define KL_GAME_ARGS_H

#include "kl_card.h"
#include "kl_error.h"
#include "kl_rubber.h"
#include "kl_rules.h"

/* The table the hands are read against. */
typedef struct kl_game_table {
	const kl_rules *rules;
	long long rubber;                  /* its id, for messages */
	int nplayers;
	const char *names[KL_PLAYERS_MAX]; /* by seat */
	int out[KL_PLAYERS_MAX];           /* 1: the seat is out */
	const char *listing;               /* "Anna, Ben and Clara" */
} kl_game_table;

/* One player's hand as given. */
typedef struct kl_game_hand {
	int seat;
	const char *typed;   /* the text after '=' (points into the argument) */
	int as_points;       /* 1: a number was given instead of cards */
	int points;          /* the number, when as_points */
	kl_cardlist list;    /* the cards, when not as_points */
} kl_game_hand;

typedef struct kl_game_args {
	int declarer;                        /* seat */
	int nhands;
	kl_game_hand hands[KL_PLAYERS_MAX];  /* in the order typed */
} kl_game_args;

/*
 * Read declarer and args[0..nargs-1] against table t into *out.  Returns
 * KL_OK, or KL_EINPUT with the first problem in err: an unknown or
 * eliminated player, a hand not written NAME=..., two hands for one
 * player, a player in play without one, points for the declarer or out
 * of range, cards that do not parse, a wrong number of cards, or hands
 * that cannot come from one deck.
 */
int kl_game_args_read(const kl_game_table *t, const char *declarer,
                      int nargs, const char *const *args, kl_game_args *out,
                      kl_error *err);

#endif
