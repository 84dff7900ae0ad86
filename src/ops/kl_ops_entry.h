/*
 * kl_ops_entry.h - entering results from a table with its entry code
 * (klopf code; the entry pages of klopf serve).  A code opens one rubber
 * in play: the rubber in play, or a table of a tournament's series.
 * Finding it compares the typed code with every stored one in constant
 * time; the game, the correction of the last game and the undo of an
 * entry are the operations `klopf game`, `klopf fix` and `klopf undo`
 * use, on the code's rubber, refused (KL_ESTALE) when the rubber changed
 * since the table looked at it.  Part of kl_ops.h, whose conventions
 * hold: one transaction each, results in structs, never prints.
 */
#ifndef KL_OPS_ENTRY_H
#define KL_OPS_ENTRY_H

#include <stdint.h>

#include "kl_code.h"
#include "kl_error.h"
#include "kl_ops_db.h"
#include "kl_ops_events.h"
#include "kl_ops_fix.h"
#include "kl_ops_game.h"
#include "kl_ops_rubber.h"

/* What an entry code opens. */
typedef struct kl_ops_entry {
	int64_t rubber;      /* the rubber, in play when found, or over */
	int over;            /* 1: over by its rules and the last of its
	                        kind (kl_store_code_row.last_over): only its
	                        last game can be taken back or corrected */
	int64_t tournament;  /* the tournament of its table, or 0 */
	int series, table;   /* that table's series and number, or 0 */
} kl_ops_entry;

/*
 * The rubber the typed code opens, into *out (cleared first).  The code
 * is read as kl_code_parse reads it and compared with every stored code
 * in constant time, each one whole, whichever matches.  Returns KL_OK;
 * KL_EINPUT when text is no code at all (kl_code_parse's sentence);
 * KL_ENOTFOUND when no rubber has it (a wrong code, or one replaced by
 * klopf code --new); KL_ERULE when its rubber is over (abandoned, or
 * finished with something after it: nothing more is entered with it);
 * else the store's errors.  A rubber finished by its rules with nothing
 * after it is found with out->over set: its last game may be taken back
 * or corrected, and no game booked.
 * The caller counts KL_EINPUT and KL_ENOTFOUND as wrong codes (kl_rate.h).
 */
int kl_ops_entry_find(kl_store *s, const char *text, kl_ops_entry *out,
                      kl_error *err);

/* What kl_ops_code shows. */
typedef struct kl_ops_code_result {
	int64_t rubber;                 /* the rubber in play meant */
	int64_t tournament;             /* its tournament, or 0 */
	int series, table;              /* its table, or 0 */
	int renewed;                    /* 1: a new code replaced the old */
	char code[KL_CODE_TEXT_MAX];    /* as people type it */
} kl_ops_code_result;

/*
 * The entry code of the rubber in play that s means (klopf --table N
 * selects a tournament's table first), or with renew a new one that
 * replaces it at once (the old code opens nothing from then on).
 * KL_ENOTFOUND with a whole sentence when no rubber is in play.  A
 * rubber in play without a code (none should be) is given one when
 * renew is set, else KL_ENOTFOUND says to use --new.
 */
int kl_ops_code(kl_store *s, int renew, kl_ops_code_result *out,
                kl_error *err);

/*
 * The codes of rubbers[0..n-1] (a tournament sheet's tables) into
 * codes[0..n-1], in one read transaction: "" for a rubber that is over
 * or has none.  KL_OK or the store's errors.
 */
int kl_ops_entry_codes(kl_store *s, const int64_t *rubbers, int n,
                       char (*codes)[KL_CODE_TEXT_MAX], kl_error *err);

/*
 * A stamp of r as the table saw it: equal stamps, the same rubber in
 * the same state (the same events and totals).  The entry page keeps it
 * in its form and gives it back with what it enters.
 */
uint64_t kl_ops_entry_stamp(const kl_ops_rubber *r);

/* The rubber of entry e as it is now, in play or over, into *out
 * (kl_ops_look).  KL_ENOTFOUND when it is gone. */
int kl_ops_entry_look(kl_store *s, const kl_ops_entry *e, kl_ops_rubber *out,
                      kl_error *err);

/*
 * The rubber of entry e as it is now into *now (kl_ops_entry_look), when
 * it is still as the table saw it (stamp): KL_OK; KL_ESTALE when it
 * changed, *now then the rubber as it is, the message saying that
 * nothing was booked (game: 1) or changed (0); or kl_ops_entry_look's
 * errors.  A form is checked against the rubber only after this: the
 * ways out and seats it offered were those of the rubber it was shown
 * for.
 */
int kl_ops_entry_seen(kl_store *s, const kl_ops_entry *e, uint64_t stamp,
                      kl_ops_rubber *now, int game, kl_error *err);

/*
 * Book a game of entry e's rubber, as `klopf game` does (declarer, kind,
 * upcard, args as kl_ops_game_upcard takes them), when the rubber is
 * still as the table saw it (stamp, from kl_ops_entry_stamp); the same
 * judging and the same booking (kl_ops_book), so that the stored events
 * equal those of kl_ops_game.  KL_ESTALE with out->after the rubber now
 * when it changed (another writer came first); the referee's refusals
 * as kl_ops_game's.
 */
int kl_ops_entry_game(kl_store *s, const kl_ops_entry *e, uint64_t stamp,
                      const char *declarer, int kind, int upcard, int nargs,
                      const char *const *args, kl_ops_game_result *out,
                      kl_error *err);

/*
 * Correct the last game of entry e's rubber (kl_ops_fix's contract for
 * declarer, kind and args) when the rubber is still as the table saw it
 * (stamp); KL_ESTALE with out->after the rubber now when not.  KL_EINPUT
 * when the rubber has no game yet.
 */
int kl_ops_entry_fix(kl_store *s, const kl_ops_entry *e, uint64_t stamp,
                     const char *declarer, int kind, int nargs,
                     const char *const *args, kl_ops_fix_result *out,
                     kl_error *err);

/*
 * Player seat of the rubber of e buys back, if the rubber is as the
 * table saw it (stamp): kl_ops_buyback_seen's results and refusals;
 * KL_ESTALE (with out->after the rubber as it is) when it changed;
 * KL_EINPUT for a seat that is none.
 */
int kl_ops_entry_buyback(kl_store *s, const kl_ops_entry *e, uint64_t stamp,
                         int seat, kl_ops_buyback_result *out,
                         kl_error *err);

/*
 * Player seat of the rubber of e leaves it (from its next game on), if
 * the rubber is as the table saw it (stamp): kl_ops_leave_seen's
 * results and refusals; KL_ESTALE when it changed; KL_EINPUT for a
 * seat that is none.
 */
int kl_ops_entry_leave(kl_store *s, const kl_ops_entry *e, uint64_t stamp,
                       int seat, kl_ops_leave_result *out, kl_error *err);

/*
 * Take back the last thing done to entry e's rubber (kl_ops_undo) when
 * it is still as the table saw it (stamp); KL_ESTALE with out->before
 * the rubber now when not.
 */
int kl_ops_entry_undo(kl_store *s, const kl_ops_entry *e, uint64_t stamp,
                      kl_ops_undo_result *out, kl_error *err);

#endif
