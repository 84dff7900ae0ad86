/*
 * kl_game.h - the game referee: judges one game of a rubber as its hands
 * arrive, one at a time (`klopf play`) or all at once (`klopf game`), so
 * that one mistake gets one message, word for word, wherever it is made.
 *
 * Pure: no I/O.  A kl_game is a plain value: start it from the table
 * (rules, players, who is out), say who declared and how, then give the
 * hands.  Each hand is judged as it comes: who it belongs to, cards or
 * points (only a player who did not declare may give points), the number
 * of cards, that it fits in one deck with the hands given before it, and
 * for the declarer that the declaration stands; every other hand gets its
 * optimal arrangement.  What a declaration needs and how a hand is valued
 * come from the game's definition (kl_gamedef.h).
 *
 * A refused step leaves the game as it was (the hand is not kept) and
 * returns KL_EINPUT (the input cannot be read or does not fit the table)
 * or KL_ERULE (a declaration that the cards do not support; then
 * g->refused holds the arrangement that proves it).  Messages are whole
 * sentences for a person; typed text in them is quoted with
 * kl_text_quote.
 */
#ifndef KL_GAME_H
#define KL_GAME_H

#include "kl_card.h"
#include "kl_error.h"
#include "kl_gamedef.h"
#include "kl_gin.h"
#include "kl_rubber.h"
#include "kl_rules.h"
#include "kl_solver.h"

/* The most bytes of typed text a hand may have. */
#define KL_TYPED_MAX 1024

/* The table a game is judged against.  The names are the caller's and
 * must outlive the kl_game. */
typedef struct kl_game_table {
	kl_rules rules;
	long long rubber;                  /* its id, for messages */
	int nplayers;
	const char *names[KL_PLAYERS_MAX]; /* by seat */
	int out[KL_PLAYERS_MAX];           /* 1: the seat is out (or sits
	                                      out this hand) */
	int sitting_out;                   /* the dealer who sits out this
	                                      hand (kl_rubber_sits_out), or
	                                      -1; 0 in a zeroed table means
	                                      seat 0 only with out[0] set */
} kl_game_table;

/* One player's hand as judged. */
typedef struct kl_game_hand {
	int given;                  /* 1 once accepted */
	int as_points;              /* 1: a number was given, not cards */
	int deadwood;               /* the optimum, or the points given */
	int verdict;                /* the declarer's cards: enum kl_verdict */
	int empty;                  /* 1: the declarer showed no card (he
	                               went out and holds none: the melding
	                               games), which stands for any way out */
	int implicit;               /* 1: that empty hand was given by
	                               kl_game_declare, and a hand typed for
	                               the declarer replaces it */
	int unseen;                 /* 1: not shown (no card typed), where
	                               the declaration does not need the
	                               other hands (Phỏm's ù): deadwood 0 */
	char typed[KL_TYPED_MAX];   /* the text as given */
	kl_cardlist list;           /* the cards, unless as_points */
	kl_arrangement arr;         /* the arrangement, unless as_points */
} kl_game_hand;

typedef struct kl_game {
	kl_game_table t;            /* (knock rummy: hand_size as the
	                               players' count makes it) */
	const kl_game_def *def;
	int declarer;               /* seat, or -1 before kl_game_declare */
	int kind;                   /* KL_VERDICT_KNOCK / _RUMMY / _BIG_GIN,
	                               or -1 */
	int upcard;                 /* Oklahoma gin: the upcard, or -1 */
	int base_limit;             /* the rubber's knock_limit (the
	                               upcard's value stands in t.rules) */
	int gin_done;               /* gin: 1 when both hands are in and gin
	                               holds the hand judged whole */
	kl_gin_result gin;          /* the knocker's showing, the defender's
	                               layoffs, the score (kl_gin.h) */
	int norder;
	int order[KL_PLAYERS_MAX];  /* seats in the order hands were given */
	kl_game_hand hand[KL_PLAYERS_MAX];  /* by seat */
	kl_arrangement refused;     /* after KL_ERULE: the proof */
	int worth;                  /* Continental, Queen City: what the
	                               declarer's going out is worth
	                               (kl_game_def.worth), once his hand is
	                               in */
	int recorded;               /* a game booked before, judged again
	                               (kl_game_recorded) */
	int deck_later;             /* 1: a hand given is not checked
	                               against the others for one deck (at
	                               play's last look another hand may be
	                               about to change); kl_game_deck checks
	                               the whole table before booking */
} kl_game;

/* Start judging a game at table t (copied; see the note on names). */
void kl_game_start(kl_game *g, const kl_game_table *t);

/*
 * The game g judges was booked before (verify, import, the games a
 * correction replays): points typed for a hand are taken as klopf took
 * them when it was booked, from 0 to hand_size times the highest card
 * value, although a new game takes only what a hand can count
 * (kl_game_def.most_points, least_points): old records stay readable.
 * Call after kl_game_start.
 */
void kl_game_recorded(kl_game *g);

/* The seat of the player called name (any case), or -1. */
int kl_game_seat(const kl_game *g, const char *name);

/*
 * name went out; kind is KL_VERDICT_KNOCK, KL_VERDICT_RUMMY, or -1 when
 * it is not known yet (then kl_game_set_kind must come before the
 * declarer's hand).  Refused with KL_EINPUT for a name that does not play
 * or is out.  Forgets any hands given before.
 */
int kl_game_declare(kl_game *g, const char *name, int kind, kl_error *err);

/*
 * The first upcard of a hand of Oklahoma gin (a card of the pack): its
 * value is the hand's knock limit (an ace: gin only).  Forgets the hands
 * given before.  KL_EINPUT when the rubber does not play Oklahoma gin or
 * for a joker.
 */
int kl_game_set_upcard(kl_game *g, int card, kl_error *err);

/*
 * The arrangement of seat's hand to show and store: in gin, once both
 * hands are in, the knocker's showing and what the defender keeps after
 * his layoffs; else the hand's own.  NULL for a seat without cards.
 */
const kl_arrangement *kl_game_shown(const kl_game *g, int seat);

/*
 * Say or change how the declarer went out.  If the declarer's hand was
 * given, it is judged again: KL_ERULE (kind unchanged) when it does not
 * support the new kind.
 */
int kl_game_set_kind(kl_game *g, int kind, kl_error *err);

/*
 * Give the hand of seat: cards, or a whole number of points for a player
 * who did not declare.  Judged at once (see the top of this file).
 */
int kl_game_give(kl_game *g, int seat, const char *typed, kl_error *err);

/*
 * Give a hand written NAME=CARDS or NAME=POINTS (blanks around NAME do
 * not count).  Refused as well for a
 * name that does not play or is out, and for a player whose hand was
 * given already.
 */
int kl_game_give_arg(kl_game *g, const char *arg, kl_error *err);

/* Forget the hand of seat (to give it again).  No-op if none. */
void kl_game_take_back(kl_game *g, int seat);

/*
 * Do the hands given fit in one deck?  KL_OK, or KL_EINPUT naming the
 * first card there is too much of and who holds it (the message a hand
 * that does not fit gets when it is given).  Booking calls it, for the
 * hands given with deck_later set.
 */
int kl_game_deck(const kl_game *g, kl_error *err);

/*
 * Exchange the hands of seats a and b, both typed (two hands typed
 * under each other's names): each is judged again as the other's, the
 * declarer's against the declaration.  The cards on the table stay the
 * same, so the deck is not checked again.  On a refusal (KL_EINPUT, or
 * KL_ERULE with g->refused the proof) g is as it was.
 */
int kl_game_swap(kl_game *g, int a, int b, kl_error *err);

/*
 * The next seat in play without a hand, the declarer first and then
 * clockwise from there; -1 when every hand is in.  Where the declaration
 * does not need the other hands (Phỏm's ù: KL_DECL_OTHERS_UNSEEN), only
 * the declarer's is missing until given.
 */
int kl_game_missing(const kl_game *g);

/*
 * Where the declaration does not need the other hands: 1 (a hand given
 * as no cards at all is then taken as not shown, and kl_game_unseen
 * gives those hands); else 0.
 */
int kl_game_others_unseen(const kl_game *g);

/* Give every seat in play without a hand a hand not shown, where the
 * declaration does not need them (kl_game_others_unseen); else nothing.
 * kl_game_judge calls it once the hands typed are in. */
void kl_game_unseen(kl_game *g);

/* KL_OK when every player in play has a hand, else KL_EINPUT naming the
 * first who has none (in the order of kl_game_missing). */
int kl_game_complete(const kl_game *g, kl_error *err);

/*
 * Judge a whole game at once: declarer went out as kind, args[0..nargs-1]
 * are NAME=CARDS or NAME=POINTS, one per player in play, judged in the
 * order given.  KL_OK, or the first refusal.
 */
int kl_game_judge(kl_game *g, const char *declarer, int kind, int nargs,
                  const char *const *args, kl_error *err);

/* As kl_game_judge, for a hand of Oklahoma gin: upcard (a card, or -1
 * for none) is set after the declaration (kl_game_set_upcard). */
int kl_game_judge_upcard(kl_game *g, const char *declarer, int kind,
                         int upcard, int nargs, const char *const *args,
                         kl_error *err);

/*
 * The declarer showed a rummy but declared a knock: 1 (it is booked as
 * the knock declared, and the table should be told).
 */
int kl_game_knock_is_rummy(const kl_game *g);

/*
 * The points the hand of seat books as things stand, as the game scores
 * them with the hands given so far (after a rummy with rummy_doubles,
 * twice the deadwood); -1 for a seat without a hand.  The booking is
 * the engine's (kl_rubber_game); this is for showing a hand as it is
 * typed.
 */
int kl_game_points(const kl_game *g, int seat);

/* Every seat's deadwood for the engine (-1 for seats without a hand). */
void kl_game_deadwood(const kl_game *g, int deadwood[KL_PLAYERS_MAX]);

/* How game g ends as things stand: its declaration (a dead hand when
 * nobody declared), or NULL while the kind is not known. */
const kl_decl *kl_game_decl(const kl_game *g);

/* Fill *ev with the event (kind KL_EVENT_GAME) that game g, judged,
 * books: declarer, kind, upcard, worth, every seat's deadwood, who
 * melded. */
void kl_game_event(const kl_game *g, kl_event *ev);

/*
 * What booking game g (every hand in) would do to rubber r, as the
 * engine books it: the rubber after it into *after and the result into
 * *res.  KL_OK, or the engine's refusal (then *after and *res say
 * nothing).  For showing a game before it is booked.
 */
int kl_game_preview(const kl_game *g, const kl_rubber *r, kl_rubber *after,
                    kl_event_result *res, kl_error *err);

/* What one hand may hold under rules: the packs' copies of a card, the
 * deck's jokers, at most KL_HAND_MAX cards (or the declarer's hand_size
 * + 1 where that is more: Continental's 16 before the discard). */
void kl_game_card_limits(const kl_rules *rules, kl_card_limits *out);

/*
 * The verdict on a declarer's hand alone (`klopf check`): the game's
 * definition of what a declaration needs.  As kl_game_def.verdict.
 */
int kl_game_verdict(const kl_rules *rules, const kl_hand *h,
                    kl_arrangement *out, kl_error *err);

#endif
