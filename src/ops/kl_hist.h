/*
 * kl_hist.h - one rubber's record, replayed: every recorded event next to
 * what the engine makes of it, for showing a rubber's history and for
 * checking an imported record against the rules.  Reads only; never
 * prints.
 */
#ifndef KL_HIST_H
#define KL_HIST_H

#include <stdint.h>

#include "kl_card.h"
#include "kl_error.h"
#include "kl_ops_db.h"
#include "kl_record.h"
#include "kl_rubber.h"
#include "kl_view.h"

/* One event of a replayed rubber. */
typedef struct kl_hist_step {
	const kl_history_event *ev;  /* as recorded (points into detail) */
	kl_event event;              /* as the engine was given it */
	kl_event_result res;         /* as the engine computes it */
	int games;                   /* games played after the event */
	int before[KL_PLAYERS_MAX];  /* totals before the event */
	int total[KL_PLAYERS_MAX];   /* totals after it */
	int standing[KL_PLAYERS_MAX];/* what ranks the players after it:
	                                the totals, or in a game paid in
	                                chips the net chips
	                                (kl_game_total) */
	int in_play[KL_PLAYERS_MAX]; /* 1: the seat was in play before it */
	int pot;                     /* the pot after it */
	kl_rules rules;              /* the rules in force before it */
} kl_hist_step;

/* A rubber, its record and its replay. */
typedef struct kl_hist {
	kl_rubber_row row;
	kl_history_detail detail;
	kl_event_result antes;  /* the engine's antes */
	kl_rubber state;        /* after the last event */
	int nsteps;
	kl_hist_step *steps;    /* malloc'd, one per event */
	int nhands;
	kl_stored_hand *hands;  /* every game's hands as recorded, by game
	                           number and seat (kl_store_rubber_hands) */
	int ncorrections;
	kl_correction *corrections; /* oldest first (kl_store_corrections) */
	kl_stored_game *corrected;  /* per correction: [2i] the game as it
	                               was, [2i + 1] as it became */
} kl_hist;

/*
 * Load rubber id (0: the rubber in play, else the last one) with its
 * record, and replay it.  KL_OK (then *h must be freed with
 * kl_hist_free), KL_ENOTFOUND saying there is no such rubber, KL_ESTORE
 * when the record does not replay, or the store's errors.
 */
int kl_hist_load(kl_store *s, int64_t id, kl_hist *h, kl_error *err);

/* Free what kl_hist_load allocated (h may be zeroed). */
void kl_hist_free(kl_hist *h);

/*
 * The winners the engine names at step i of h: those of the rubber when
 * step i is the event that finished it (a game, a player leaving, a rule
 * change by klopf end; *n of them, seats ascending),
 * none (*n = 0) otherwise.  The array returned belongs to h.
 */
const int *kl_hist_step_winners(const kl_hist *h, int i, int *n);

/*
 * Do the points recorded for game step st of h agree with the engine's
 * (a hand, with the points it books, for every seat in play, and none
 * for a dead hand of gin)?  -1 if they do, else the first seat that
 * differs.
 */
int kl_hist_points_differ(const kl_hist *h, const kl_hist_step *st);

/* Do the recorded transfers t[0..n-1] say what the engine's res says,
 * one by one in order?  1 or 0. */
int kl_hist_same_transfers(const kl_transfer *t, int n,
                           const kl_event_result *res);

/*
 * The view of game step st of h (kl_event_view_of: the rules in force
 * before it, the event as replayed and the engine's result) into *out,
 * for the history's renderers to format as klopf game's format the
 * booked game.  Points into st and h.
 */
void kl_hist_view(const kl_hist *h, const kl_hist_step *st,
                  kl_game_view *out);

/*
 * Check that the record of h says what the engine says: every game's
 * number, dealer, hands and points, every buy-back's totals and cost,
 * every chip transfer, the winners and the rubber's state.  Returns KL_OK or
 * KL_EINPUT describing the first difference.
 */
int kl_hist_verify(const kl_hist *h, kl_error *err);

/* A recorded hand's arrangement read back as cards. */
typedef struct kl_hist_arr {
	kl_cardlist melds;      /* every meld a group of one list */
	kl_cardlist unmatched;
	kl_card discard;        /* KL_NO_CARD for none */
	int has_layoffs;        /* 1: gin's defender laid off layoffs */
	kl_cardlist layoffs;
} kl_hist_arr;

/*
 * The arrangement recorded with hand sh, as cards, into *out: its
 * melds, unmatched cards, discard and (gin) the cards laid off.  Returns
 * 0, or -1 when the recorded text is not klopf's (then only the typed
 * text can be shown).  Layoffs that cannot be read are left out.
 */
int kl_hist_arrangement(const kl_stored_hand *sh, kl_hist_arr *out);

#endif
