/*
 * kl_ops_tourn.h - the operations of a tournament (klopf tournament):
 * start one, draw a series (its tables become rubbers of the game, in
 * play side by side), the standings in score points, a player who
 * withdraws or comes late, the end.  One transaction each; results in
 * structs; never prints.
 */
#ifndef KL_OPS_TOURN_H
#define KL_OPS_TOURN_H

#include <stdint.h>

#include "kl_error.h"
#include "kl_ops_db.h"
#include "kl_tdraw.h"
#include "kl_tourn.h"
#include "kl_tscore.h"

/*
 * A new tournament called name under settings t with players
 * names[0..n-1] (teams[k]: "" or NULL for none; NULL: no teams).  The
 * names are checked as a rubber's are, none twice; at least a table's
 * least players.  Its id into *id.
 */
int kl_ops_tourn_new(kl_store *s, const char *name, const kl_tourn_settings *t,
                     const char *const *names, const char *const *teams,
                     int n, int64_t *id, kl_error *err);

/* Tournament id (0: the last one) into *out (kl_tourn_row_free). */
int kl_ops_tourn_get(kl_store *s, int64_t id, kl_tourn_row *out,
                     kl_error *err);

/* What kl_ops_tourn_draw drew. */
typedef struct kl_ops_draw_result {
	kl_tourn_row t;          /* the tournament after it (free it) */
	int series;              /* the series drawn */
	uint64_t seed;
	int by_standings;
	int ntables;
	int sizes[KL_TOURN_PLAYERS_MAX];
	int seat[KL_TOURN_PLAYERS_MAX];   /* indexes into t.players, table
	                                     by table, seat by seat */
	int64_t rubber[KL_TOURN_PLAYERS_MAX]; /* each table's rubber */
	long repeats;            /* pairs of table-mates who met before */
} kl_ops_draw_result;

/*
 * Draw the next series of tournament id (0: the last one): every player
 * who plays in it (joined by then, not withdrawn), by lot (the first
 * series, or with draw=lot) or by the standings, avoiding repeats where
 * the settings say; seed used when has_seed (else a random one), so the
 * same seed redraws the same tables.  Every table becomes a rubber of
 * the game, its seats in the order drawn, lasting the series' games.
 * Refused (KL_ERULE) when the tournament is over, every planned series is
 * drawn, or a table of the last series is still in play.
 */
int kl_ops_tourn_draw(kl_store *s, int64_t id, int has_seed, uint64_t seed,
                      kl_ops_draw_result *out, kl_error *err);

/* The standings of a tournament. */
typedef struct kl_ops_tstandings {
	kl_tourn_row t;           /* the tournament (free it) */
	int n;
	kl_tscore_line *lines;    /* ranked; .player: index into t.players;
	                             .team: index into teams */
	int nteams;
	kl_tscore_line *teams;    /* ranked; .team: index into team_names */
	char (*team_names)[48];
	long *series_points;      /* [player * t.nseries + series - 1] */
	long *series_minus;
	int games_left;           /* games still to be played in the tables
	                             in play */
	int tables_in_play;
} kl_ops_tstandings;

/* The standings of tournament id (0: the last one), in one read
 * transaction.  Free with kl_ops_tourn_standings_free. */
int kl_ops_tourn_standings(kl_store *s, int64_t id,
                           kl_ops_tstandings *out, kl_error *err);
void kl_ops_tourn_standings_free(kl_ops_tstandings *out);

/* Player name withdraws from tournament id after the series drawn last
 * (he plays no later series).  KL_EINPUT for a name no player can have
 * (kl_player_name_check) or one not entered. */
int kl_ops_tourn_withdraw(kl_store *s, int64_t id, const char *name,
                          kl_tourn_row *out, kl_error *err);

/* A late player name (team: "" or NULL) plays from the next series on. */
int kl_ops_tourn_add(kl_store *s, int64_t id, const char *name,
                     const char *team, kl_tourn_row *out, kl_error *err);

/* Tournament id ends (KL_ERULE when a table is in play). */
int kl_ops_tourn_end(kl_store *s, int64_t id, kl_tourn_row *out,
                     kl_error *err);

/* Every tournament (the caller frees *out). */
int kl_ops_tourn_list(kl_store *s, kl_tourn_row **out, int *n,
                      kl_error *err);

/* The rubber of table number of the series drawn last of the last open
 * tournament, into *rubber: what `klopf --table N` selects.  KL_ENOTFOUND
 * with a whole sentence when there is none. */
int kl_ops_tourn_table(kl_store *s, int number, int64_t *rubber,
                       kl_error *err);

/* From now on the rubber of table number of the last series of the
 * last tournament is the one s means by "the rubber in play" and "the
 * last rubber" (klopf --table N).  KL_ENOTFOUND as kl_ops_tourn_table. */
int kl_ops_select_table(kl_store *s, int number, kl_error *err);

#endif
