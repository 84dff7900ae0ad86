/*
 * kl_ops_rubber.h - a rubber as the operations see it: its stored row
 * replayed into its state.  Loading the rubber in play (or the last
 * one), the table the referee judges its next game at, and finding a
 * player's seat by name.  Part of kl_ops.h, whose conventions hold.
 */
#ifndef KL_OPS_RUBBER_H
#define KL_OPS_RUBBER_H

#include "kl_error.h"
#include "kl_game.h"
#include "kl_ops_db.h"
#include "kl_record.h"
#include "kl_rubber.h"

/* A rubber as stored, replayed into its current state. */
typedef struct kl_ops_rubber {
	kl_rubber_row row;
	kl_rubber state;
	int nevents;  /* events replayed: what a game is judged against */
} kl_ops_rubber;

enum kl_ops_which {
	KL_OPS_IN_PLAY,  /* the rubber in play */
	KL_OPS_LATEST    /* the rubber in play, else the last one */
};

/*
 * Load rubber which (enum kl_ops_which) and replay it, inside the
 * caller's transaction (or, if none is open, SQLite's implicit one).
 * KL_ENOTFOUND with a message saying how to start one when there is
 * none; KL_ESTORE when its events do not replay.
 */
int kl_ops_load(kl_store *s, int which, kl_ops_rubber *out, kl_error *err);

/*
 * As kl_ops_load, in a read transaction of its own: the rubber as it is
 * now, for showing it and for judging a game against it.  Its games are
 * judged again from the hands typed first (kl_ops_trust_hands): KL_ESTORE
 * pointing to klopf verify when a stored deadwood, worth, arrangement or
 * discard is not what the cards give.
 */
int kl_ops_look(kl_store *s, int which, kl_ops_rubber *out, kl_error *err);

/* The table the referee judges a game of r against (names point into
 * r, which must outlive the table). */
void kl_ops_table(const kl_ops_rubber *r, kl_game_table *out);

/* The seat of the player called name in r, or the refusal (KL_EINPUT)
 * naming who plays. */
int kl_ops_seat(const kl_ops_rubber *r, const char *name, int *seat,
                kl_error *err);

#endif
