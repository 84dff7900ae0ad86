/*
 * kl_history.h - reading the history of many rubbers: which rubbers a
 * question is about (kl_history_range), the list of rubbers and the
 * recorded detail of one.  Totals are in kl_history_stats.h, the JSON
 * export and import in kl_history_json.h, the CSV tables in
 * kl_history_csv.h.  Part of the store: the only code besides the
 * kl_store*.c files that touches SQLite, through kl_store_sqlite.
 *
 * Everything here reads what was recorded (events, hands, chip
 * transfers); nothing re-applies the rules.  Standings and totals come
 * from replaying events through the rubber engine (kl_rubber.h), which
 * is the callers' job.  Functions return KL_OK or an error code with a
 * message in err, like kl_store.h; reads may run inside or outside a
 * transaction, writes (the import) inside a write transaction.
 */
#ifndef KL_HISTORY_H
#define KL_HISTORY_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "kl_date.h"
#include "kl_error.h"
#include "kl_rubber.h"
#include "kl_store.h"

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
} kl_history_rubber;

/*
 * The rubbers of range (NULL: all), oldest first.  *out is allocated with
 * malloc (NULL when there are none) and freed by the caller; *n receives
 * the count.
 */
int kl_history_rubbers(kl_store *s, const kl_history_range *range,
                       kl_history_rubber **out, int *n, kl_error *err);

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

/*
 * Load the recorded detail of rubber id into *out (free it with
 * kl_history_detail_free).  Returns KL_OK, KL_ENOTFOUND or KL_ESTORE
 * (also for rows that make no sense, e.g. a seat out of range).
 */
int kl_history_detail_load(kl_store *s, int64_t id, kl_history_detail *out,
                           kl_error *err);
void kl_history_detail_free(kl_history_detail *d);

#endif
