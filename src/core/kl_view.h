/*
 * kl_view.h - one view of a judged or booked game: everything a person
 * or a program is told about it (how it ended, every hand as booked,
 * what the winner scored, the upcard), built from the referee's game and
 * the engine's result (klopf game, play, fix) or from the event as
 * recorded and replayed (history), so that the text and the JSON
 * renderers only format it and never decide what a game means.
 *
 * Pure: no I/O.  The view points into the kl_game and the game's
 * definition it was built from; it lives as long as they do and owns
 * nothing (nothing to free).
 */
#ifndef KL_VIEW_H
#define KL_VIEW_H

#include "kl_event.h"
#include "kl_game.h"
#include "kl_gamedef.h"
#include "kl_rubber.h"

/* One seat's hand as booked. */
typedef struct kl_view_hand {
	int given;                    /* 1: the seat has a hand */
	int as_points;                /* typed as the points it counts */
	int unseen;                   /* not shown: the declaration did not
	                                 need it (Phỏm's ù) */
	int deadwood;                 /* as booked (gin: the defender's after
	                                 his layoffs) */
	int points;                   /* what it books (-1: not known) */
	const kl_arrangement *shown;  /* its arrangement as shown and stored
	                                 (NULL: typed as points) */
	const kl_card *layoffs;       /* the cards it laid off (gin's
	                                 defender), nlayoffs of them */
	int nlayoffs;
} kl_view_hand;

typedef struct kl_game_view {
	const kl_game_def *def;
	const kl_decl *decl;          /* how it ended (a dead hand when
	                                 nobody declared); NULL: not known */
	const char *kind_word;        /* decl's word, or the verdict's */
	int declarer;                 /* seat, or -1 */
	int norder;                   /* the seats with hands, in the order */
	int order[KL_PLAYERS_MAX];    /* they were given */
	kl_view_hand hand[KL_PLAYERS_MAX];  /* by seat */
	int knock_is_rummy;           /* a rummy shown, a knock declared */
	int shows_more;               /* gin: the knocker shows more deadwood
	                                 than his least (shown_deadwood,
	                                 least_deadwood) */
	int shown_deadwood, least_deadwood;
	int gin_over_big;             /* gin: all 11 cards meld, but gin
	                                 after a discard scores more than big
	                                 gin (gin_bonus, big_gin_bonus), so
	                                 the hand is gin */
	int gin_bonus, big_gin_bonus;
	int upcard;                   /* Oklahoma's upcard, or -1; */
	int upcard_limit;             /* the hand's knock limit under it (-1:
	                                 only gin ends the hand) */
	int upcard_doubles;           /* 1: the upcard doubles the hand */
	int winner;                   /* the seat that won the hand (race
	                                 games), or -1 */
	const char *result_word;      /* the JSON word of how it was won, or
	                                 NULL */
	int undercut;                 /* 1: winner undercut the declarer
	                                 (gin, knock rummy) */
	const char *outcome;          /* what the winner scored: a format of
	                                 NAME and outcome_amount (KL_N_), or
	                                 NULL */
	int outcome_amount;
	int worth;                    /* what going out was worth, or 0 */
} kl_game_view;

/*
 * The view of game g (judged by the referee) as res books it (res NULL:
 * judged, not booked yet: no points, no winner), into *out.
 */
void kl_game_view_of(const kl_game *g, const kl_event_result *res,
                     kl_game_view *out);

/*
 * The view of booked game ev (an event of kind KL_EVENT_GAME, as
 * recorded) at a table of nplayers playing rules, as the engine's res
 * books it, into *out: how it ended, who declared (-1 when nobody did:
 * a dead hand, Phỏm's showdown), the hands booked (those with a
 * deadwood; none for a declaration without hands) with their points,
 * in seat order, the winner and what he scored.  An event keeps no
 * cards: no hand has an arrangement (shown NULL) or layoffs, and the
 * knocker's showing and the upcard's limit are not known (0).
 */
void kl_event_view_of(const kl_rules *rules, int nplayers, const kl_event *ev,
                      const kl_event_result *res, kl_game_view *out);

#endif
