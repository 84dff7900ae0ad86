/*
 * kl_record.h - the plain types of what the database records, as the
 * store reads it back and the layers above it use it: a rubber's header,
 * its hands, events and corrections, the rows of the history and the
 * sums of stats and settle.  Types only; the store fills them
 * (kl_store.h, kl_history.h, kl_history_stats.h) and the functions that
 * hand them out say who frees what.
 */
#ifndef KL_RECORD_H
#define KL_RECORD_H

#include <stdint.h>

#include "kl_date.h"
#include "kl_rubber.h"
#include "kl_rules.h"

#define KL_NAME_MAX 64     /* bytes of a player name, with the NUL */

/* ---- a rubber and its record (kl_store.h) ---- */

/* A rubber's header: who sits where, its rules and state. */
typedef struct kl_rubber_row {
	int64_t id;
	char started_at[40];
	char ended_at[40];     /* "" while in play */
	int phase;             /* enum kl_rubber_phase */
	int nplayers;
	char names[KL_PLAYERS_MAX][KL_NAME_MAX];
	kl_rules rules;
} kl_rubber_row;

/* One recorded hand, as kl_store_rubber_hands reads it back. */
typedef struct kl_stored_hand {
	int game;            /* the game's number in its rubber */
	int seat;
	char *typed;         /* as typed (malloc'd; see kl_store_hands_free) */
	char *melds;         /* the booked arrangement's melds, "3H 4H 5H |
	                        QS QD QC" ("" for none; malloc'd) */
	char *unmatched;     /* its unmatched cards ("" for none; malloc'd) */
	char *discard;       /* its discard, or NULL (malloc'd) */
	char *layoffs;       /* gin: the cards laid off ("" for none;
	                        malloc'd) */
	char *cards;         /* the canonical cards as stored, or NULL
	                        (malloc'd) */
	char *arrangement;   /* the arrangement's JSON as stored, or NULL
	                        (malloc'd) */
	int deadwood;
	int points;
	int typed_as_points;
} kl_stored_hand;

/* A game's declaration and hands as typed: what booking it needs. */
typedef struct kl_stored_game {
	int declarer;                     /* seat */
	int rummy;                        /* 1 rummy or gin, 0 knock */
	int big;                          /* 1 big gin */
	int dead;                         /* 1 a dead hand (no hands) */
	int upcard;                       /* Oklahoma's upcard, or -1 */
	int nhands;
	int seat[KL_PLAYERS_MAX];
	char *typed[KL_PLAYERS_MAX];      /* malloc'd; kl_stored_game_free */
} kl_stored_game;

/* A correction of a past game (klopf fix). */
typedef struct kl_correction {
	int64_t id;
	int number;          /* the game corrected */
	char at[40];
	int after_seq;       /* events of the rubber when it was made */
	char *old_json;      /* {"declarer":..,"kind":..,"hands":[..]} */
	char *new_json;      /* malloc'd, both; see kl_store_corrections_free */
} kl_correction;

/* What kl_store_undo removed. */
typedef struct kl_undo_info {
	int kind;   /* enum kl_event_kind, or 0 for the start of the rubber */
	int number; /* games: the game's number */
	int seat;   /* buy-backs, leaving: the seat */
	char key[48];   /* rule changes: the setting */
	char value[48]; /* and the value it had been given */
} kl_undo_info;

/* The names of every player the database knows. */
typedef struct kl_player_names {
	int n;
	char (*names)[KL_NAME_MAX];  /* malloc'd; free it */
} kl_player_names;

/* ---- the history of many rubbers (kl_history.h) ---- */

/* Which rubbers a question is about. */
typedef struct kl_history_range {
	const char *since; /* stored timestamp: rubbers started at or after
	                      it (kl_date_day_start); NULL: any */
	int64_t first;     /* lowest rubber id, or 0 */
	int64_t last;      /* highest rubber id, or 0 */
	int over_only;     /* 1: leave out the rubber in play */
	const char *game;  /* only the rubbers of this game ("viennese",
	                      "gin", "knock-rummy"); NULL: every game */
} kl_history_range;

/* One line of `klopf rubbers`. */
typedef struct kl_history_rubber {
	int64_t id;
	char started_at[KL_TIME_MAX];
	char ended_at[KL_TIME_MAX];     /* "" while in play */
	int phase;                      /* enum kl_rubber_phase */
	int nplayers;
	char names[KL_PLAYERS_MAX][KL_NAME_MAX];
	int games;
	int pot;                        /* chips paid into the pot */
	int nwinners;                   /* the winners of a finished rubber
	                                   (pot_winner), whether or not the
	                                   pot paid them chips */
	int winners[KL_PLAYERS_MAX];    /* seats, ascending */
	int64_t tournament;             /* the tournament whose table it is,
	                                   or 0 */
	int series, table;              /* that table's series and number
	                                   (0 when tournament is 0) */
} kl_history_rubber;

/* One event of a rubber, as recorded. */
typedef struct kl_history_event {
	int64_t id;
	int seq;
	int kind;                          /* enum kl_event_kind */
	char at[KL_TIME_MAX];
	/* games */
	int number, dealer, declarer, rummy;
	int big, dead;                     /* gin: big gin, a dead hand */
	int upcard;                        /* gin: Oklahoma's upcard, or -1 */
	int nhands;
	int points[KL_PLAYERS_MAX];        /* -1: the seat has no hand */
	int deadwood[KL_PLAYERS_MAX];      /* -1: the seat has no hand */
	int typed_as_points[KL_PLAYERS_MAX];
	/* buy-backs (seat also: leaving) */
	int seat, before, after, cost;
	/* rule changes: the setting and its new value, as text */
	char key[48], value[48];
	/* the game that ended a finished rubber: its winners as recorded
	 * (seats, ascending); 0 for every other event */
	int nwinners;
	int winners[KL_PLAYERS_MAX];
	/* chips moved by the event */
	int ntransfers;                    /* may exceed KL_TRANSFERS_MAX;
	                                      only that many are kept */
	kl_transfer transfers[KL_TRANSFERS_MAX];
} kl_history_event;

/* Everything recorded about one rubber's events. */
typedef struct kl_history_detail {
	int nevents;
	kl_history_event *events;  /* in seq order; malloc'd */
	int nantes;                /* transfers without an event (antes) */
	kl_transfer antes[KL_TRANSFERS_MAX];
	int nseats;
} kl_history_detail;

/* ---- the sums of stats and settle (kl_history_stats.h) ---- */

typedef struct kl_history_player {
	int64_t id;
	char name[KL_NAME_MAX];
} kl_history_player;

typedef struct kl_history_run {
	int64_t id;
	int phase;       /* enum kl_rubber_phase */
	int out_at;      /* the rubber's out_at setting */
	int first_seat;  /* index of its first seat in seats */
	int nseats;
	/* with KL_HISTORY_CHECK: */
	int odd;         /* rows that fit no seat or no kind of pot
	                    movement, seats not numbered 0 to nseats - 1, a
	                    setting that cannot be read */
	int changes;     /* players who left and rule changes: events after
	                    which the table or the rules differ */
	int ante, knock_money, rummy_money, buyback_cost; /* its settings */
	int lowest_wins; /* 1: the lowest total wins its game (penalty
	                    points: kl_gamedef_lowest_wins) */
} kl_history_run;

/* One player's part in one rubber. */
typedef struct kl_history_seat {
	int rubber;          /* index into runs */
	int seat;
	int player;          /* index into players */
	/* with KL_HISTORY_CHIPS, KL_HISTORY_PLAY or KL_HISTORY_CHECK: */
	long long chips;     /* net chips, the pot included */
	int games;           /* hands booked */
	long long points;    /* Schlechtpunkte booked by games */
	int knocks, rummies;
	/* with KL_HISTORY_CHIPS or KL_HISTORY_CHECK: */
	long long paid_in;   /* chips put into the pot */
	long long taken;     /* chips taken out of the pot */
	int won;             /* won the finished rubber (alone or tied),
	                        whether or not the pot paid chips */
	/* with KL_HISTORY_PLAY or KL_HISTORY_CHECK: */
	int bought_back;
	int out;             /* out on points at the end (the final total
	                        reached out_at; stats replays a rubber
	                        whose rules changed) */
	/* with KL_HISTORY_CHECK: */
	long long chips_in, chips_out; /* of the tally */
	long long ante;      /* of paid_in, the antes (the rest: buy-backs) */
	long long refund;    /* of taken, refunds (the rest: the pot won) */
	int winner_rows;     /* rows of pot_winner, whatever the phase */
	int buyback_from, buyback_to, buyback_cost; /* its buyback row
	                                                 (total_before,
	                                                 total_after, cost) */
} kl_history_seat;

/* Chips moved directly between two seats of a rubber, summed. */
typedef struct kl_history_flow {
	int rubber;          /* index into runs */
	int from, to;        /* indices into seats */
	long long amount;
} kl_history_flow;

typedef struct kl_history_data {
	int nruns;
	kl_history_run *runs;         /* by rubber id */
	int nplayers;
	kl_history_player *players;   /* by name */
	int nseats;
	kl_history_seat *seats;       /* by rubber, then seat */
	int nflows;
	kl_history_flow *flows;       /* with KL_HISTORY_CHIPS */
} kl_history_data;

#endif
