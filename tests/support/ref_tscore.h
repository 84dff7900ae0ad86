/*
 * ref_tscore.h - a slow model of a tournament's score points and
 * standings (kl_tscore.h), written apart from it for the property tests
 * from the description alone: plain loops over every game for every
 * player, places by sorting the seats, ranks by counting the better
 * lines, and the order of the standings by walking the ranks.
 */
#ifndef REF_TSCORE_H
#define REF_TSCORE_H

#include "kl_tscore.h"

/* A game of a tournament for the model: which series and table it
 * belongs to (the games of one series at one table share a sitting
 * number), which player sits in each seat (-1: an empty seat nobody
 * keeps), and the game itself. */
typedef struct ref_tgame {
	int sitting;
	int player[KL_TSCORE_SEATS];
	kl_tscore_game g;
} ref_tgame;

/* The score points of each seat for one game under the per-game rules. */
void ref_tscore_game_points(const kl_tscore_rules *r, const kl_tscore_game *g,
                            int *points);

/* The place points of each seat at a table from its minus totals. */
void ref_tscore_place_points(const kl_tscore_rules *r, int nseats,
                             const long *minus, int *points);

/* Rank lines[0..n-1]: the same order and ranks kl_tscore_rank promises,
 * by counting (n at most 4096). */
void ref_tscore_rank(kl_tscore_line *lines, int n);

/*
 * The standings of players 0..nplayers-1 (team[p] their team or -1)
 * after games[0..ngames-1] under r, ranked, into out[0..nplayers-1]; the
 * teams' lines, ranked, into teams[] (room for nplayers), their number
 * into *nteams.  Under r->by_place the points come from each sitting's
 * minus totals per seat.  nplayers at most 4096.
 */
void ref_tscore_standings(const kl_tscore_rules *r, int nplayers,
                          const int *team, const ref_tgame *games,
                          int ngames, kl_tscore_line *out,
                          kl_tscore_line *teams, int *nteams);

#endif
