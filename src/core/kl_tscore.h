/*
 * kl_tscore.h - the score points of a tournament and its standings.
 *
 * A tournament gives score points ("Wertungspunkte") either per game (the
 * winner of a game, more for going out at once, and a loser who kept his
 * minus points low by tiers) or by place at the table after each series
 * (ties share).  The standings order the players by score points, then
 * minus points ("Augen", fewer first), then games won; a team's line is
 * the sum of its players' lines, ranked the same way.
 *
 * Pure and deterministic: no I/O, no allocation; every array is the
 * caller's.  Messages as kl_error_set writes them.
 */
#ifndef KL_TSCORE_H
#define KL_TSCORE_H

#include <stddef.h>

#include "kl_error.h"

/* The most seats at a table, and the most tiers of a loser's points. */
#define KL_TSCORE_SEATS 6
#define KL_TSCORE_TIERS 4
/* The largest score points of anything (a win, a tier, a place), and the
 * largest minus points a tier may name. */
#define KL_TSCORE_POINTS_MAX 99
#define KL_TSCORE_MINUS_MAX 9999

/* How a tournament scores (its settings, with defaults). */
typedef struct kl_tscore_rules {
	int by_place;          /* 0: points per game; 1: by place at the table
	                          after each series */
	int win, at_once;      /* per game: the winner of a game (5), going out
	                          at once (8, instead of the 5) */
	int ntiers;            /* per game: a loser whose minus points in that
	                          game are at most */
	int tier_max[KL_TSCORE_TIERS];    /* tier_max[k] receives
	                                     tier_points[k] (the first tier
	                                     that fits); */
	int tier_points[KL_TSCORE_TIERS]; /* defaults: two tiers, up to 10
	                                     minus points 2, up to 20 1 */
	int place[KL_TSCORE_SEATS];       /* by place: points for 1st..6th at
	                                     a table (defaults 4,3,2,1,0,0);
	                                     tied places share (see
	                                     kl_tscore_place_points) */
} kl_tscore_rules;

/* Fill out with the defaults above (per game, 5 and 8, tiers 10:2,20:1,
 * places 4,3,2,1,0,0). */
void kl_tscore_rules_default(kl_tscore_rules *out);

/*
 * Check that r fits together: every score point 0 to KL_TSCORE_POINTS_MAX,
 * 0 to KL_TSCORE_TIERS tiers whose minus points (0 to
 * KL_TSCORE_MINUS_MAX) rise from tier to tier (a tier after a wider one
 * could never be reached), no tier worth more than a win, going out at
 * once worth at least a win, and no place worth more than the one before
 * it.  Returns KL_OK or KL_EINPUT with a sentence in err (may be NULL).
 */
int kl_tscore_rules_check(const kl_tscore_rules *r, kl_error *err);

/*
 * Parse the tiers as a setting text: "MAX:POINTS" pairs separated by
 * commas, as "10:2,20:1" (spaces around the numbers are allowed), or
 * "none" (any case) or an empty text for no tiers.  At most
 * KL_TSCORE_TIERS tiers, minus points 0 to KL_TSCORE_MINUS_MAX rising
 * from tier to tier, points 0 to KL_TSCORE_POINTS_MAX.  On success sets
 * r's ntiers, tier_max and tier_points and returns KL_OK; otherwise
 * leaves r as it was and returns KL_EINPUT with a sentence in err (may be
 * NULL) that quotes the text.
 */
int kl_tscore_tiers_parse(const char *text, kl_tscore_rules *r,
                          kl_error *err);

/* Print r's tiers into buf (size bytes, cut when it does not fit) in the
 * form kl_tscore_tiers_parse reads: "10:2,20:1", or "none". */
void kl_tscore_tiers_text(const kl_tscore_rules *r, char *buf, size_t size);

/* One game of a table as the tournament sees it: who played it (in_play,
 * the dealer sitting out at a table of four has 0), who won (-1: nobody,
 * e.g. a blocked hand's tie), whether at once, and each seat's minus
 * points in that game (what the game booked for the seat; the winner 0).
 * nseats is 1 to KL_TSCORE_SEATS. */
typedef struct kl_tscore_game {
	int nseats;
	int in_play[KL_TSCORE_SEATS];
	int winner;
	int at_once;
	int minus[KL_TSCORE_SEATS];
} kl_tscore_game;

/*
 * The score points of each seat for one game under the per-game rules
 * into points[0..nseats-1]: a seat not in play 0; the winner (a seat in
 * play) r->at_once when g->at_once, else r->win; every other seat in play
 * (every one when nobody won) the points of the first tier whose minus
 * points are at least the seat's minus points in the game, or 0 when no
 * tier fits.  r->by_place is not looked at.
 */
void kl_tscore_game_points(const kl_tscore_rules *r, const kl_tscore_game *g,
                           int *points);

/*
 * By place: the points of each seat at a table after a series, from the
 * seats' minus totals minus[0..nseats-1] (fewer is better) into
 * points[0..nseats-1].  A seat's place is 1 + the seats with fewer minus
 * points; seats with equal totals take the places from there on together,
 * and each receives the points of those places summed and split evenly,
 * rounded down.  The remainder is given to nobody: tied seats stay equal,
 * and no rule outside the minus points decides who would deserve it (so
 * the points of a table may sum to a little less than the places'; two
 * tied for 2nd at 3 and 2 receive 2 each).  nseats is 1 to
 * KL_TSCORE_SEATS.
 */
void kl_tscore_place_points(const kl_tscore_rules *r, int nseats,
                            const long *minus, int *points);

/* A player's line of the standings. */
typedef struct kl_tscore_line {
	int player;      /* the caller's number */
	int team;        /* the caller's team number, or -1 */
	long points;     /* score points */
	long minus;      /* minus points (Augen) */
	int games, won;
	int rank;        /* 1-based; players equal in points, minus and won
	                    share a rank */
} kl_tscore_line;

/*
 * Add one game to the lines of its seats: line[s] is the line of seat s
 * (NULL: a seat nobody keeps).  Each seat in play counts the game and its
 * minus points, the winner the game won, and under the per-game rules
 * each seat its score points (kl_tscore_game_points); under r->by_place
 * the points come from kl_tscore_add_series instead.
 */
void kl_tscore_add_game(const kl_tscore_rules *r, const kl_tscore_game *g,
                        kl_tscore_line *const *line);

/*
 * Add the place points of a series to the lines of its seats (line[s] as
 * above) from the seats' minus totals of the series (minus[0..nseats-1]);
 * only under r->by_place (otherwise nothing is added).
 */
void kl_tscore_add_series(const kl_tscore_rules *r, int nseats,
                          const long *minus, kl_tscore_line *const *line);

/*
 * Rank lines[0..n-1] in place: score points (more first), then minus
 * points (fewer first), then games won (more first); equal lines share a
 * rank and keep the caller's order (stable).  The rank of a line is 1 +
 * the number of lines before it that are better (1, 2, 2, 4).  Games
 * played, player and team do not count.
 */
void kl_tscore_rank(kl_tscore_line *lines, int n);

/*
 * Team standings: the sum of each team's players' lines (points, minus,
 * games, won) into teams[] (room for max; team = the team number, player
 * = -1), the teams in the order their first player appears in lines,
 * then ranked as kl_tscore_rank does.  Lines of team -1 belong to no
 * team.  Returns how many teams, or -1 (teams[] unspecified) when there
 * are more than max; max = n is always enough.
 */
int kl_tscore_teams(const kl_tscore_line *lines, int n, kl_tscore_line *teams,
                    int max);

#endif
