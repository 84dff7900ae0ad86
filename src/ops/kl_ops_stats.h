/*
 * kl_ops_stats.h - klopf stats: every player's record over the rubbers
 * of one game, and the head to head of two players, read in one
 * transaction and checked against the tallies (kl_ops_trust).
 */
#ifndef KL_OPS_STATS_H
#define KL_OPS_STATS_H

#include "kl_error.h"
#include "kl_gamedef.h"
#include "kl_ops_db.h"
#include "kl_record.h"

/* One player's record over the rubbers read. */
typedef struct kl_ops_totals {
	int rubbers, won, games, knocks, rummies, buybacks, out;
	long long points, chips;
} kl_ops_totals;

/* Two players' record against each other. */
typedef struct kl_ops_versus {
	int p, q;          /* player indices */
	int rubbers;       /* rubbers both played */
	int won_p, won_q;  /* of those, won by each */
	long long chips_p; /* chips p received from q, net: knock and rummy
	                      money directly, pots as kl_settle_pot
	                      attributes them */
} kl_ops_versus;

/* What kl_ops_stats read. */
typedef struct kl_ops_stats_result {
	kl_history_data data;   /* the rubbers, players and seats read */
	kl_ops_totals *totals;  /* per player of data (malloc'd) */
	int nshow;
	int *show;              /* the players to show, as indices of data:
	                           every one, or those named (malloc'd) */
	int missing;            /* the first name given that played in no
	                           rubber read (then nothing else is
	                           filled in), or -1 */
	int has_versus;         /* two names given: versus is filled in */
	kl_ops_versus versus;
	int others[KL_GAMES_MAX]; /* the rubbers of each game in the time
	                             read, for those not counted here */
} kl_ops_stats_result;

/*
 * The records of the rubbers of game (its name, kl_rules_game_name)
 * started at or after since (a stored time; NULL: all), for the players
 * names[0..nnames-1] (matched without regard to case; none: every
 * player), and with two names their head to head.  KL_OK (free *out
 * with kl_ops_stats_free, also after a failure), KL_ENOMEM, or the
 * errors of the store and of kl_ops_trust.
 */
int kl_ops_stats(kl_store *s, const char *since, const char *game,
                 const char *const *names, int nnames, kl_ops_stats_result *out,
                 kl_error *err);

/* Free what kl_ops_stats allocated (out itself is the caller's). */
void kl_ops_stats_free(kl_ops_stats_result *out);

#endif
