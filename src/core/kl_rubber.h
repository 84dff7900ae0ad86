/*
 * kl_rubber.h - the rubber engine: Schlechtpunkte, chips, elimination,
 * buy-backs, the pot and the deal, computed from a rubber's events.
 *
 * Pure and deterministic: a kl_rubber is a plain value built by
 * kl_rubber_start and advanced by kl_rubber_game / kl_rubber_buyback /
 * kl_rubber_abandon.  The store keeps only the events; replaying them in
 * order rebuilds every standing, so undo and corrections are a replay.
 *
 * Seats are numbered 0..nplayers-1 in seating order (clockwise); seat 0
 * deals the first game.  Every chip movement is reported as a transfer
 * between a seat and the pot or between two seats, so that the players'
 * net chips plus the pot always sum to zero.
 */
#ifndef KL_RUBBER_H
#define KL_RUBBER_H

#include "kl_error.h"
#include "kl_event.h"
#include "kl_rules.h"

enum kl_rubber_phase { KL_RUBBER_IN_PLAY = 0, KL_RUBBER_FINISHED,
                       KL_RUBBER_ABANDONED };

typedef struct kl_rubber {
	kl_rules rules;
	int nplayers;
	kl_seat_state seat[KL_PLAYERS_MAX];
	int pot;
	int games;        /* games played */
	int phase;        /* enum kl_rubber_phase */
	int dealer;       /* seat dealing the next game (-1 when over) */
	int nwinners;     /* winners of the pot (1, or more on a tie) */
	int winners[KL_PLAYERS_MAX];
} kl_rubber;

/* The outcome of one event, for printing and storing. */
typedef struct kl_event_result {
	int points[KL_PLAYERS_MAX];   /* games: points booked per seat (-1:
	                                 not in play) */
	int newly_out[KL_PLAYERS_MAX];/* 1 if this event put the seat out */
	int ntransfers;
	kl_transfer transfers[KL_TRANSFERS_MAX];
	int dealer;                   /* the game's dealer */
	int ended;                    /* 1 if the rubber ended with it */
	int winner;                   /* gin and knock rummy: the seat that
	                                 won the hand (-1: none, a dead
	                                 hand) */
	int kind;                     /* gin: how the hand was won (enum
	                                 kl_gin_kind); knock rummy: the
	                                 outcome (enum kl_knock_outcome) */
} kl_event_result;

/* Does the game rules play take nplayers?  KL_OK, or KL_EINPUT saying
 * how many it takes (gin 2, knock rummy 2 to 5, Viennese 2 to 6). */
int kl_rubber_players_fit(const kl_rules *rules, int nplayers, kl_error *err);

/*
 * Start a rubber of nplayers (2..6) under rules: every player pays the
 * ante into the pot; seat rules->first_seat deals first.  result (may be NULL) receives
 * the ante transfers.  Returns KL_OK or KL_EINPUT (bad player count or
 * rules).
 */
int kl_rubber_start(kl_rubber *r, const kl_rules *rules, int nplayers,
                    kl_event_result *result, kl_error *err);

/* 1 if seat is still in play in r. */
int kl_rubber_in_play(const kl_rubber *r, int seat);

/* The seat that sits out the next hand of r (the dealer, where the rule
 * sit_out says so at a table of four or more), or -1. */
int kl_rubber_sits_out(const kl_rubber *r);

/* Number of seats still in play. */
int kl_rubber_players_in_play(const kl_rubber *r);

/*
 * Book a game.  declarer is the seat that went out, rummy is 1 for a
 * rummy and 0 for a knock, deadwood[seat] the optimal deadwood of every
 * seat in play (ignored for seats out).  The declarer's deadwood must be 0
 * for a rummy and at most knock_limit for a knock; the caller has proven
 * it from the cards.  Books points (the rummy caller 0, the knocker his
 * deadwood plus any undercut penalty, everybody else his deadwood, doubled
 * after a rummy if rummy_doubles), pays knock or rummy money from every
 * other seat in play (even one this game puts out), puts out every seat
 * that reached out_at, pays the pot if the rubber ends, and moves the
 * deal.  Returns KL_OK, or KL_ERULE (r unchanged) if the rubber is over,
 * the declarer is out, or the declaration does not fit the deadwood.
 */
int kl_rubber_game(kl_rubber *r, int declarer, int rummy,
                   const int *deadwood, kl_event_result *result,
                   kl_error *err);

/* Why a seat may not buy back now (KL_BUYBACK_OK: it may). */
enum kl_buyback_refusal {
	KL_BUYBACK_OK = 0,
	KL_BUYBACK_OVER,       /* the rubber is over */
	KL_BUYBACK_NO_SEAT,    /* no such seat */
	KL_BUYBACK_OUT,        /* the player is out */
	KL_BUYBACK_AGAIN,      /* bought back before in this rubber */
	KL_BUYBACK_LOW,        /* total not over buyback_over */
	KL_BUYBACK_NOT_LOWER,  /* the new total would not be lower */
	KL_BUYBACK_GAME        /* the game has no buy-back (gin, knock
	                          rummy) */
};

/* The first reason (enum kl_buyback_refusal) seat may not buy back, so
 * that a caller can say it in a whole sentence with the player's name. */
int kl_rubber_buyback_refusal(const kl_rubber *r, int seat);

/*
 * May seat buy back now?  Returns KL_OK, or KL_ERULE with the reason
 * (rubber over, player out, bought back before, total not over
 * buyback_over, the new total would not be lower).
 */
int kl_rubber_can_buyback(const kl_rubber *r, int seat, kl_error *err);

/*
 * The total seat would have after a buy-back: the highest total among the
 * other seats in play (0 if there is none).
 */
int kl_rubber_buyback_total(const kl_rubber *r, int seat);

/*
 * Buy back: pay buyback_cost into the pot and take the total of the
 * second-worst player in play.  Returns KL_OK or KL_ERULE (r unchanged)
 * as kl_rubber_can_buyback.
 */
int kl_rubber_buyback(kl_rubber *r, int seat, kl_event_result *result,
                      kl_error *err);

/*
 * End the rubber in play without a winner: the pot goes back to those
 * who paid into it.  Returns KL_OK or KL_ERULE if the rubber is over.
 */
int kl_rubber_abandon(kl_rubber *r, kl_event_result *result,
                      kl_error *err);

/* Why a seat may not leave now (KL_LEAVE_OK: it may). */
enum kl_leave_refusal {
	KL_LEAVE_OK = 0,
	KL_LEAVE_OVER,      /* the rubber is over */
	KL_LEAVE_NO_SEAT,   /* no such seat */
	KL_LEAVE_OUT,       /* out of the rubber on points */
	KL_LEAVE_GONE,      /* left before */
	KL_LEAVE_GAME       /* nobody leaves a game of gin or knock rummy
	                       (it is abandoned instead) */
};

/* The first reason (enum kl_leave_refusal) seat may not leave. */
int kl_rubber_leave_refusal(const kl_rubber *r, int seat);

/*
 * Seat leaves the rubber from the next game on: out, with the score it
 * has, paying and receiving nothing more; what it paid into the pot stays
 * there.  If it dealt next, the deal passes to the next seat in play on
 * its left.  If one seat is left in play, it wins the pot and the rubber
 * ends.  Returns KL_OK, or KL_ERULE (r unchanged) for a refusal of
 * kl_rubber_leave_refusal.
 */
int kl_rubber_leave(kl_rubber *r, int seat, kl_event_result *result,
                    kl_error *err);

/* Why a house rule may not change now (KL_CHANGE_OK: it may). */
enum kl_change_refusal {
	KL_CHANGE_OK = 0,
	KL_CHANGE_OVER,      /* the rubber is over */
	KL_CHANGE_NO_RULE,   /* no such setting */
	KL_CHANGE_AT_START,  /* the setting acts only when a rubber starts
	                        (ante) */
	KL_CHANGE_SAME,      /* the rule has that value already */
	KL_CHANGE_CLASH,     /* the rules would not fit together
	                        (kl_rules_validate) */
	KL_CHANGE_PUTS_OUT,  /* out_at (game_to) at or below the total of
	                        a seat in play */
	KL_CHANGE_OTHER_GAME,/* a setting of another game */
	KL_CHANGE_PLAYED,    /* hands below the hands played */
	KL_CHANGE_ENDS       /* hands as many as the hands played: the
	                        change ends the game now (klopf end); the
	                        engine makes it, kl_ops_change_rule
	                        refuses it as KL_CHANGE_PLAYED */
};

/*
 * The first reason (enum kl_change_refusal) setting (an index into
 * kl_rules_settings) may not take value now.  For KL_CHANGE_PUTS_OUT,
 * *seat (may be NULL) receives the seat in play with the highest total.
 */
int kl_rubber_change_refusal(const kl_rubber *r, int setting, int value,
                             int *seat);

/*
 * The table changes a house rule of the rubber in play from its next game
 * on: setting (an index into kl_rules_settings) takes value.  Nothing
 * else changes (scores, chips, the deal).  Returns KL_OK, or KL_ERULE (r
 * unchanged) for a refusal of kl_rubber_change_refusal.
 */
int kl_rubber_change(kl_rubber *r, int setting, int value,
                     kl_event_result *result, kl_error *err);

/* The total seat of r is ranked by: its chips in a game paid in chips
 * (kl_game_def.by_chips), else its points. */
int kl_game_total(const kl_rubber *r, int seat);

/*
 * Book a hand of a game whose players race to game_to (gin, knock
 * rummy; kl_game_def.race): ev->declarer knocked (or went gin), with
 * ev->deadwood[] as the referee proved them (gin: the knocker's as shown
 * and the defender's after his layoffs, or his own least after gin), or
 * ev->dead for a dead hand.  The game's definition scores it; the
 * winner's total grows, chips move between players, the hand counts as a
 * box for its winner; when a total reaches game_to the rubber ends with
 * that player as its winner and the end-of-game bonuses as transfers.
 * In the rest of the family (kl_game_def.family) ev->declarer went out
 * (Phỏm: claimed ù, or stands for the showdown), ev->worth and
 * ev->melded say what the game pays by, there are no dead hands, and the
 * rubber ends after the hand in which a total reaches game_to or the
 * hands played reach the rule hands: the highest total (kl_game_total)
 * wins, players who share it share the win.
 * Returns KL_OK, or KL_ERULE (r unchanged) if the rubber is over or the
 * declaration does not fit the deadwood.
 */
int kl_rubber_hand(kl_rubber *r, const kl_event *ev,
                   kl_event_result *result, kl_error *err);

/* Apply one event with the function for its kind. */
int kl_rubber_apply(kl_rubber *r, const kl_event *ev,
                    kl_event_result *result, kl_error *err);

/*
 * Rebuild a rubber from its rules, player count and events in order.
 * Returns KL_OK, or the first event's error (prefixed with its number).
 */
int kl_rubber_replay(kl_rubber *r, const kl_rules *rules, int nplayers,
                     const kl_event *events, int nevents, kl_error *err);

/*
 * Is name acceptable as a player name?  1 to 40 bytes of valid UTF-8, no
 * control characters, no control of the writing direction, no line or
 * paragraph separator, no '=' or '|' (they delimit hands), not starting
 * with '-' or a digit, not only spaces.  Returns KL_OK or KL_EINPUT.
 */
int kl_player_name_check(const char *name, kl_error *err);

/*
 * Check the engine's invariants (chips plus pot sum to zero, the pot is
 * empty when the rubber is over, out players at or over out_at, a dealer
 * in play while the rubber is, no winner before the end and none after
 * an abandon, several winners only when their totals tie).  Returns
 * KL_OK or KL_ESTORE describing the broken invariant (used by tests and
 * by the store's self-check).
 */
int kl_rubber_check(const kl_rubber *r, kl_error *err);

#endif
