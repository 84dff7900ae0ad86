/*
 * kl_event.h - what a rubber is made of and what moves in it: the seats
 * and their states, the transfers of chips, and the events the store
 * keeps and the engine replays.  Plain types shared by the rubber engine
 * (kl_rubber.h) and the games (kl_gamedef.h), which depend on it and not
 * on each other's headers.
 */
#ifndef KL_EVENT_H
#define KL_EVENT_H

/* The seats of a rubber: 2 to 12 (Continental's largest table); each game
 * has its own range (kl_game_def), most of them 2 to KL_PLAYERS_TABLE. */
#define KL_PLAYERS_MIN 2
#define KL_PLAYERS_MAX 12
#define KL_PLAYERS_TABLE 6
#define KL_POT (-1) /* the pot, as the source or target of a transfer */

enum kl_transfer_reason {
	KL_XFER_ANTE = 0, KL_XFER_KNOCK, KL_XFER_RUMMY, KL_XFER_BUYBACK,
	KL_XFER_POT, KL_XFER_REFUND,
	/* Knock Rummy: the difference of the counts, the rum bonus, the
	 * undercut penalty */
	KL_XFER_COUNT, KL_XFER_RUM, KL_XFER_UNDERCUT,
	/* the end of a game of gin: the difference of the points, the game
	 * bonus, the boxes, the shutout */
	KL_XFER_POINTS, KL_XFER_GAME, KL_XFER_BOXES, KL_XFER_SHUTOUT,
	/* the rest of the family: for going out (Continental, Queen City),
	 * for ù, for a place in Phỏm's showdown, for a hand with no meld
	 * (móm) */
	KL_XFER_OUT, KL_XFER_U, KL_XFER_PLACE, KL_XFER_MOM,
	KL_XFER_REASONS
};

/* "ante", "knock", "rummy", "buyback", "pot", "refund", "count", "rum",
 * "undercut", "points", "game", "boxes", "shutout", "out", "u", "place",
 * "mom". */
const char *kl_transfer_reason_name(int reason);

typedef struct kl_transfer {
	int from;   /* seat, or KL_POT */
	int to;     /* seat, or KL_POT */
	int amount; /* > 0 */
	int reason; /* enum kl_transfer_reason */
} kl_transfer;

/* Room for the transfers of one event: knock money from each player plus
 * pot payouts, or refunds of a whole rubber. */
#define KL_TRANSFERS_MAX (4 * KL_PLAYERS_MAX)

typedef struct kl_seat_state {
	int score;        /* total Schlechtpunkte */
	int out;          /* 1 once the score reached rules.out_at */
	int out_game;     /* game number that put the player out, or 0 */
	int bought_back;  /* 1 after the one buy-back */
	int chips;        /* net chips in this rubber (negative: paid out) */
	int paid_in;      /* chips this player put into the pot */
	int left;         /* 1 after leaving the rubber (kl_rubber_leave);
	                     out is then 1 too, whatever the score */
	int out_limit;    /* the out_at that put the player out (a later
	                     change of the rule does not bring him back) */
	int boxes;        /* gin and knock rummy: hands won */
} kl_seat_state;

enum kl_event_kind { KL_EVENT_GAME = 1, KL_EVENT_BUYBACK, KL_EVENT_ABANDON,
                     KL_EVENT_LEAVE, KL_EVENT_RULES };

/* The name of event kind k as stored ("game", "buyback", "abandon",
 * "leave", "rules"), or "?". */
const char *kl_event_kind_name(int k);

/* The event kind named name, or 0 for none (name may be NULL). */
int kl_event_kind_of(const char *name);

/* One stored event, as the store hands it back for a replay. */
typedef struct kl_event {
	int kind;                      /* enum kl_event_kind */
	int declarer;                  /* games */
	int rummy;                     /* games: 1 rummy (gin: gin), 0 knock */
	int big;                       /* gin: 1 for big gin (rummy is 1
	                                  too) */
	int dead;                      /* gin: 1 for a dead hand (no hands,
	                                  declarer is the dealer) */
	int upcard;                    /* gin under Oklahoma: the upcard
	                                  (a kl_card), else -1 */
	int deadwood[KL_PLAYERS_MAX];  /* games: -1 for seats not in play */
	int seat;                      /* buy-backs, leaving */
	int setting;                   /* rule changes: the index into
	                                  kl_rules_settings */
	int value;                     /* rule changes: its new value */
	int worth;                     /* Continental, Queen City: what the
	                                  declarer's going out is worth
	                                  (kl_game_def.worth), else 0 */
	int melded[KL_PLAYERS_MAX];    /* Phỏm: 1 for a hand with a meld */
} kl_event;

#endif
