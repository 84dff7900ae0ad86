/*
 * kl_ops_events.h - what the table does to a rubber between its games:
 * a player buys back or leaves, a house rule changes, the last thing
 * done is taken back, the rubber is abandoned.  Part of kl_ops.h, whose
 * conventions hold.
 */
#ifndef KL_OPS_EVENTS_H
#define KL_OPS_EVENTS_H

#include "kl_error.h"
#include "kl_ops_db.h"
#include "kl_ops_rubber.h"
#include "kl_record.h"
#include "kl_rubber.h"

typedef struct kl_ops_buyback_result {
	int seat;
	int before;           /* the total before */
	int cost;             /* chips paid into the pot */
	kl_event_result res;
	kl_ops_rubber after;
} kl_ops_buyback_result;

/* The player called name buys back into the rubber in play; the
 * engine's refusal (KL_ERULE) says why not. */
int kl_ops_buyback(kl_store *s, const char *name, kl_ops_buyback_result *out,
                   kl_error *err);

/* As kl_ops_buyback, only while the rubber in play is still seen
 * (kl_ops_same_rubber, checked in the write transaction): else
 * KL_ESTALE and nothing changed. */
int kl_ops_buyback_seen(kl_store *s, const kl_ops_rubber *seen,
                        const char *name, kl_ops_buyback_result *out,
                        kl_error *err);

typedef struct kl_ops_undo_result {
	kl_undo_info undone;  /* what was taken back (kind 0 and correction
	                         0: the start of the rubber) */
	int correction;       /* 1: a correction of game undone.number */
	kl_ops_rubber before; /* the rubber before the undo */
	int reopened;         /* 1: the rubber was over and is in play again */
} kl_ops_undo_result;

/* Take back the last thing done to the rubber in play, else to the last
 * rubber: a correction made after its last event (the game gets its
 * hands back and every later event is booked again), else its last event
 * (a rubber without events is removed). */
int kl_ops_undo(kl_store *s, kl_ops_undo_result *out, kl_error *err);

/* kl_ops_undo, refused (KL_ESTALE, nothing changed, out->before the
 * rubber as it is now) when the rubber s means is no longer as seen was
 * loaded: checked in the undo's own write transaction.  The entry
 * pages' undo (kl_ops_entry.h). */
int kl_ops_undo_seen(kl_store *s, const kl_ops_rubber *seen,
                     kl_ops_undo_result *out, kl_error *err);

typedef struct kl_ops_abandon_result {
	kl_event_result res;  /* the refunds */
	kl_ops_rubber after;
} kl_ops_abandon_result;

/* End the rubber in play without a winner; the pot goes back. */
int kl_ops_abandon(kl_store *s, kl_ops_abandon_result *out, kl_error *err);

typedef struct kl_ops_leave_result {
	int seat;             /* who left */
	kl_event_result res;  /* the pot's payout when that ended the
	                         rubber (res.ended) */
	kl_ops_rubber after;
} kl_ops_leave_result;

/*
 * The player called name leaves the rubber in play from its next game
 * on (kl_rubber_leave): out, keeping his total, paying and receiving
 * nothing more.  When one player is left in play he wins the pot.
 * Refused (KL_ERULE) for a player who is out or left before.
 */
int kl_ops_leave(kl_store *s, const char *name, kl_ops_leave_result *out,
                 kl_error *err);

/* As kl_ops_leave, only while the rubber in play is still seen
 * (kl_ops_same_rubber, checked in the write transaction): else
 * KL_ESTALE and nothing changed. */
int kl_ops_leave_seen(kl_store *s, const kl_ops_rubber *seen,
                      const char *name, kl_ops_leave_result *out,
                      kl_error *err);

typedef struct kl_ops_change_result {
	int setting;          /* the index into kl_rules_settings */
	char before[32];      /* its value before and after, as text */
	char now[32];
	int ended;            /* 1: the change ended the game (the hands it
	                         lasts set to the hands played) */
	kl_ops_rubber after;
} kl_ops_change_result;

/*
 * The table changes house rule key of the rubber in play to value (text
 * as kl_rules_set reads it) from its next game on; kept as an event, so
 * that history shows it and undo takes it back.  Refused (KL_EINPUT) for
 * an unknown rule or a value it cannot take, (KL_ERULE) for one that
 * acts only when a rubber starts (ante), that has the value already,
 * that would not fit the other rules, or an out_at that would put a
 * player in play out.
 */
int kl_ops_change_rule(kl_store *s, const char *key, const char *value,
                       kl_ops_change_result *out, kl_error *err);

/*
 * The table ends the game of the rest of the family in play now: the
 * setting that holds how many hands it lasts (kl_game_def.hands_key)
 * becomes the hands played, a rule change like kl_ops_change_rule's
 * (undo takes it back), and the best total wins.  KL_ERULE for a game
 * the table cannot end so (it ends at game_to; kl_game_def.hands_key
 * NULL) or a game with no hand played; KL_ENOTFOUND without a rubber in
 * play.
 */
int kl_ops_end(kl_store *s, kl_ops_change_result *out, kl_error *err);

#endif
