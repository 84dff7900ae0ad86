/*
 * kl_history.h - reading the history of many rubbers, and moving it in
 * and out of the database (export, import).  Part of the store: the only
 * code besides kl_store.c that touches SQLite, through kl_store_sqlite.
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
	int nwinners;                   /* seats that took a share of it */
	int winners[KL_PLAYERS_MAX];
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
	int nhands;
	int points[KL_PLAYERS_MAX];        /* -1: the seat has no hand */
	int deadwood[KL_PLAYERS_MAX];      /* -1: the seat has no hand */
	int typed_as_points[KL_PLAYERS_MAX];
	/* buy-backs */
	int seat, before, after, cost;
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

/* What klopf stats and klopf settle add up. */
enum kl_history_what {
	KL_HISTORY_CHIPS = 1, /* chips, the pot and winners */
	KL_HISTORY_PLAY = 2,  /* games, points, declarations, buy-backs, out */
	KL_HISTORY_FLOWS = 4  /* the flows: knock and rummy money between
	                         seats (reads every transfer of the range) */
};

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
} kl_history_run;

/* One player's part in one rubber. */
typedef struct kl_history_seat {
	int rubber;          /* index into runs */
	int seat;
	int player;          /* index into players */
	/* with KL_HISTORY_CHIPS or KL_HISTORY_PLAY: */
	long long chips;     /* net chips, the pot included */
	int games;           /* hands booked */
	long long points;    /* Schlechtpunkte booked by games */
	int knocks, rummies;
	/* with KL_HISTORY_CHIPS: */
	long long paid_in;   /* chips put into the pot */
	long long taken;     /* chips taken out of the pot */
	int won;             /* took a share of the pot as a winner */
	/* with KL_HISTORY_PLAY: */
	int bought_back;
	int out;             /* the final total reached out_at */
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

/*
 * Add up the rubbers of range (NULL: all): what (a mask of enum
 * kl_history_what) says which parts.  Per-seat sums come from the
 * seat_tally table (schema 2), a few rows per rubber.  The arrays of *out
 * are malloc'd; free them with kl_history_data_free.
 */
int kl_history_load(kl_store *s, const kl_history_range *range, int what,
                    kl_history_data *out, kl_error *err);
void kl_history_data_free(kl_history_data *d);

/*
 * Replace the flows of d (loaded by kl_history_load) with those of the
 * rubbers whose only[run] is non-zero, read rubber by rubber; only NULL
 * reads every rubber's in one pass.  Returns KL_OK or an error (d's flows
 * are then empty).
 */
int kl_history_load_flows(kl_store *s, kl_history_data *d, const char *only,
                          kl_error *err);

/*
 * The whole history of range (only since is used; NULL: everything) as
 * one JSON document, written by SQLite's JSON functions: players,
 * rubbers with their settings, seats, events (with games, hands and
 * buy-backs) and chip transfers, every table's rows in key order, ids
 * kept.  *json is malloc'd (the caller frees it).
 */
int kl_history_export_json(kl_store *s, const kl_history_range *range,
                           char **json, kl_error *err);

/*
 * Load a document made by kl_history_export_json into the database,
 * which must hold no players and no rubbers.  The document is checked
 * against the format first (every field's presence and JSON type, no
 * unknown fields, the kind of each event matching its parts), then
 * inserted with its ids; the schema's constraints check the rest.  Must
 * run inside a write transaction: on any error the caller rolls back and
 * nothing is changed.  *nrubbers receives the rubbers loaded.  Returns
 * KL_OK, KL_EINPUT (the document is malformed or does not fit, with the
 * place in it), KL_ERULE (the database is not empty) or KL_ESTORE.
 */
int kl_history_import_json(kl_store *s, const char *json, int *nrubbers,
                           kl_error *err);

/* The tables of a CSV export, in the order a restore would load them. */
extern const char *const kl_history_tables[];

/*
 * Call row(ctx, ncols, names, values) for every row of table (one of
 * kl_history_tables) that belongs to range (only since is used), in key
 * order, after one call with values NULL for the header.  A NULL value is
 * SQL NULL.  Stops at the first non-zero return of row and returns it as
 * KL_ESTORE with the message row left in err.  Returns KL_OK otherwise.
 */
int kl_history_table_rows(kl_store *s, const char *table,
                          const kl_history_range *range,
                          int (*row)(void *ctx, int ncols,
                                     const char *const *names,
                                     const char *const *values,
                                     kl_error *err),
                          void *ctx, kl_error *err);

#endif
