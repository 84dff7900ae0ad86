/*
 * kl_history_stats.h - what klopf stats and klopf settle add up over the
 * rubbers of a range: each player's part in each rubber (chips, games,
 * points, declarations, the pot, buy-backs) and the chips moved between
 * seats.  Sums come from what was recorded; nothing re-applies the
 * rules.  Errors as in kl_history.h.
 */
#ifndef KL_HISTORY_STATS_H
#define KL_HISTORY_STATS_H

#include <stdint.h>

#include "kl_error.h"
#include "kl_history.h"
#include "kl_store.h"

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
	int won;             /* won the finished rubber (alone or tied),
	                        whether or not the pot paid chips */
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

#endif
