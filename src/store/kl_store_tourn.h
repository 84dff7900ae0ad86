/*
 * kl_store_tourn.h - the tournaments in the database (schema/013): a
 * tournament with its settings and players, its series and the tables of
 * each, every table a rubber of the tournament (kl_store.h makes it:
 * kl_store_rubber_create_in).  Private to the operations (src/ops).
 */
#ifndef KL_STORE_TOURN_H
#define KL_STORE_TOURN_H

#include <stdint.h>

#include "kl_date.h"
#include "kl_record.h"
#include "kl_store.h"
#include "kl_tourn.h"


/*
 * A new tournament called name under settings t, with players
 * names[0..n-1] (teams[k] "" or NULL: none), in the open write
 * transaction; a random code of 64 bits; its id into *id.  Players
 * unknown to the database are made.
 */
int kl_store_tourn_create(kl_store *s, const char *name,
                          const kl_tourn_settings *t,
                          const char *const *names, const char *const *teams,
                          int n, int64_t *id, kl_error *err);

/* Load tournament id (0: the last one made) into *out.  KL_ENOTFOUND
 * when there is none. */
int kl_store_tourn_load(kl_store *s, int64_t id, kl_tourn_row *out,
                        kl_error *err);

/* Every tournament's id, name, times and settings (no players, series or
 * tables) into a malloc'd array *out of *n (the caller frees *out, no
 * kl_tourn_row_free needed). */
int kl_store_tourn_list(kl_store *s, kl_tourn_row **out, int *n,
                        kl_error *err);

/* Record series number of tournament id drawn with seed (its text) by
 * the standings or by lot. */
int kl_store_tourn_add_series(kl_store *s, int64_t id, int number,
                              const char *seed, int by_standings,
                              kl_error *err);

/* Record that table number of series plays rubber. */
int kl_store_tourn_add_table(kl_store *s, int64_t id, int series,
                             int number, int64_t rubber, kl_error *err);

/* Player pid withdraws from tournament id after series after. */
int kl_store_tourn_withdraw(kl_store *s, int64_t id, int64_t pid, int after,
                            kl_error *err);

/* A late player name (team: "" or NULL none) plays in tournament id from
 * series from on (made if unknown). */
int kl_store_tourn_add_player(kl_store *s, int64_t id, const char *name,
                              const char *team, int from, kl_error *err);

/* Tournament id ends now. */
int kl_store_tourn_end(kl_store *s, int64_t id, kl_error *err);

/* A random seed of 64 bits from SQLite's generator. */
uint64_t kl_store_random64(kl_store *s);

#endif
