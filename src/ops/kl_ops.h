/*
 * kl_ops.h - the operations on a rubber: start one, book a game, buy
 * back, undo, abandon.  Between the command line and the store.
 *
 * Each operation is one transaction on an open store: it begins it,
 * loads and replays the rubber, applies the engine (kl_rubber.h) and the
 * referee (kl_game.h), writes, commits, and returns what happened in a
 * result struct.  On any error nothing is written (the transaction is
 * rolled back) and err says why.  Operations never print; how a booked
 * arrangement is stored (its JSON form) is decided here.
 *
 * Errors: KL_EINPUT / KL_ERULE for what the rules or the table refuse,
 * KL_ENOTFOUND when there is no rubber to act on, KL_ESTALE when the
 * rubber changed since a game was judged, and the store's codes
 * (KL_ESTORE, KL_EBUSY, KL_ENOMEM).
 */
#ifndef KL_OPS_H
#define KL_OPS_H

#include <stdint.h>

#include "kl_error.h"
#include "kl_game.h"
#include "kl_rubber.h"
#include "kl_rules.h"
#include "kl_store.h"

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
 * now, for showing it and for judging a game against it.
 */
int kl_ops_look(kl_store *s, int which, kl_ops_rubber *out, kl_error *err);

/* The table the referee judges a game of r against (names point into
 * r, which must outlive the table). */
void kl_ops_table(const kl_ops_rubber *r, kl_game_table *out);

/* The seat of the player called name in r, or the refusal (KL_EINPUT)
 * naming who plays. */
int kl_ops_seat(const kl_ops_rubber *r, const char *name, int *seat,
                kl_error *err);

/* Where the rules of a new rubber came from. */
enum kl_ops_rules_from {
	KL_RULES_GIVEN,    /* the caller's (--profile, --rule) */
	KL_RULES_LAST,     /* the last rubber's */
	KL_RULES_DEFAULT   /* the defaults: there was no rubber before */
};

typedef struct kl_ops_start_result {
	kl_ops_rubber after;  /* names as stored (an existing player keeps
	                         the spelling of his first rubber) */
	int rules_from;       /* enum kl_ops_rules_from */
	int64_t last;         /* KL_RULES_LAST: the rubber they came from */
} kl_ops_start_result;

/*
 * Check the players of a new rubber before anything is opened: a count
 * of KL_PLAYERS_MIN to KL_PLAYERS_MAX, every name acceptable
 * (kl_player_name_check), none given twice.  KL_OK or KL_EINPUT.
 */
int kl_ops_check_names(const char *const *names, int n, kl_error *err);

/*
 * Start a rubber among names[0..n-1] in seating order under rules, or,
 * with rules NULL, under the rules of the last rubber as it ended (with
 * the changes made during it; the defaults when there is none).  The first named deals first, unless the last rubber
 * had the same players in the same seats and the rules say
 * first_dealer=rotate: then the player to the left of its first dealer
 * does.  Refused (KL_EINPUT) for a player
 * count out of range, a bad or repeated name, or while another rubber is
 * in play.  Antes are paid.  Names are checked as by
 * kl_ops_check_names.
 */
int kl_ops_start(kl_store *s, const kl_rules *rules,
                 const char *const *names, int n, kl_ops_start_result *out,
                 kl_error *err);

typedef struct kl_ops_game_result {
	kl_game game;         /* the game as judged */
	int number;           /* its number in the rubber */
	int dealer;           /* who dealt it */
	kl_event_result res;  /* points, transfers, who went out */
	kl_ops_rubber after;  /* the rubber after it */
} kl_ops_game_result;

/*
 * Judge and book a game of the rubber in play: declarer went out as
 * kind (KL_VERDICT_KNOCK or KL_VERDICT_RUMMY), args[0..nargs-1] are
 * NAME=CARDS or NAME=POINTS, one per player in play (`klopf game`).
 * The referee's refusals come back as they are (kl_game.h; after
 * KL_ERULE out->game.refused holds the proof).
 */
int kl_ops_game(kl_store *s, const char *declarer, int kind, int nargs,
                const char *const *args, kl_ops_game_result *out,
                kl_error *err);

/*
 * As kl_ops_game, for a hand of Oklahoma gin: upcard (a kl_card, or -1
 * for none) is the hand's first upcard (kl_game_set_upcard), which every
 * hand of such a rubber needs.  A hand of Phỏm that goes to the showdown
 * has no declarer: declarer NULL and kind KL_VERDICT_KNOCK (the player
 * at the dealer's left stands as one); NULL is refused (KL_EINPUT) in
 * any other game.
 */
int kl_ops_game_upcard(kl_store *s, const char *declarer, int kind,
                       int upcard, int nargs, const char *const *args,
                       kl_ops_game_result *out, kl_error *err);

/*
 * Book a dead hand of the gin rubber in play (the stock ran down and
 * nobody knocked): nothing is scored; the deal moves as next_dealer says
 * (winner and loser: the same dealer deals again).  KL_EINPUT for a
 * rubber of another game.
 */
int kl_ops_dead(kl_store *s, kl_ops_game_result *out, kl_error *err);

/*
 * Book game g, judged by the caller against the rubber as r was (same
 * rubber, same number of events, the same replayed state; `klopf
 * play`).  If the rubber changed
 * since, nothing is booked: KL_ESTALE, and out->after holds the rubber
 * as it is now.
 */
int kl_ops_book(kl_store *s, const kl_ops_rubber *r, const kl_game *g,
                kl_ops_game_result *out, kl_error *err);

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

typedef struct kl_ops_change_result {
	int setting;          /* the index into kl_rules_settings */
	char before[32];      /* its value before and after, as text */
	char now[32];
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

typedef struct kl_ops_fix_result {
	int number;               /* the game corrected */
	kl_ops_rubber before;     /* the rubber before the correction */
	kl_ops_rubber after;      /* and after it */
	kl_game game;             /* the corrected game as judged (names
	                             point into after) */
	kl_event_result res;      /* what it books now */
	int proof;                /* after KL_ERULE: 1 when the corrected
	                             game's declaration was refused, and
	                             game.refused proves it */
	int old_declarer;         /* the game as it was: declarer's seat, */
	int old_kind;             /* kind (enum kl_verdict), */
	int old_given[KL_PLAYERS_MAX];          /* which seats had hands */
	char old_typed[KL_PLAYERS_MAX][KL_TYPED_MAX]; /* and as typed */
} kl_ops_fix_result;

/*
 * Correct game number of rubber id (0: the rubber in play): the hands
 * args[0..nargs-1] (NAME=CARDS or NAME=POINTS) replace those of their
 * players, the others stay; declarer and kind (NULL and -1: as they
 * were) may change who went out and how.  The corrected game is judged
 * by the referee against the rubber as it stood before it, then every
 * later event is booked again as it was (its time kept).  If the game is
 * refused, or a later event no longer holds (a player in a later game
 * would be out, or still in play without a hand; a buy-back is no longer
 * allowed; the rubber would be over before it), nothing changes and err
 * says which and why.  The correction is kept (kl_store_corrections) so
 * that the history shows it and undo can take it back.
 */
int kl_ops_fix(kl_store *s, int64_t id, int number, const char *declarer,
               int kind, int nargs, const char *const *args,
               kl_ops_fix_result *out, kl_error *err);

/*
 * Judge every game of rubber id again with the referee, from the hands
 * as they were typed, against the rubber as it stood before each game
 * (`klopf import`): every hand must be accepted as `klopf game` would
 * accept it, and give the deadwood recorded.  Reads only; runs inside
 * the caller's transaction.  KL_OK, or KL_EINPUT naming the rubber, the
 * game and what does not hold.
 */
int kl_ops_judge_rubber(kl_store *s, int64_t id, kl_error *err);

/*
 * Import json (a document of `klopf export`) into s, which must hold no
 * players or rubbers, in one write transaction: load it
 * (kl_history_import_json), replay every rubber and check its record
 * against the engine (kl_hist_verify), judge every game again
 * (kl_ops_judge_rubber), commit.  *nrubbers receives the rubbers
 * imported.  Nothing is written on any error: KL_EINPUT for what is
 * wrong with the file (the message says where), else the store's codes.
 */
int kl_ops_import(kl_store *s, const char *json, int *nrubbers,
                  kl_error *err);

/* What a merge import did. */
typedef struct kl_ops_merge_result {
	int in_file;   /* rubbers in the file */
	int added;     /* rubbers added */
	int present;   /* rubbers that were here already, the same */
	int players;   /* players added */
} kl_ops_merge_result;

/*
 * Merge json (a document of `klopf export`, format 5: its rubbers have
 * identities) into s, which may hold rubbers already: the file is first
 * imported and checked whole into a database in memory, as kl_ops_import
 * does; then, in one write transaction on s, the rubbers s does not have
 * (by identity) are added with their players (matched by name, without
 * regard to case), those it has are left alone when their records are
 * the same, and every rubber added is checked again here (names, the
 * replay, every game judged).  Nothing is written on any error: KL_EINPUT
 * for what is wrong with the file, for a rubber whose identity is here
 * with another record, for a second rubber in play, or for a new player
 * whose name looks like another's; else the store's codes.
 */
int kl_ops_import_merge(kl_store *s, const char *json,
                        kl_ops_merge_result *out, kl_error *err);

/*
 * Check everything the database holds against itself and the rules, in
 * one read transaction: the file and schema (kl_store_check), then every
 * rubber replayed against its record (points, dealers, chips, winners,
 * state: kl_hist_verify) and every game judged again from the hands as
 * typed (kl_ops_judge_rubber).  *nrubbers receives the rubbers checked.
 * KL_OK, KL_EINPUT naming the first thing that differs, or a store
 * error.
 */
int kl_ops_verify(kl_store *s, int *nrubbers, kl_error *err);

#endif
