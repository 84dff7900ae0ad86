/*
 * kl_mgrules.h - what the referee of the melding games (Rommé,
 * Hungarian Rummy, Caloochi, Rummy: ../rules RULINGS-melding.md, game
 * ids romme, hungarian, caloochi, rummy) needs to know of a game's
 * settings, as one plain value, and the one form of a meld laid on the
 * table that the group check (kl_mgroup.h) and the opening solver
 * (kl_mopen.h) both speak.
 *
 * The settings themselves (names, defaults, ranges) live in kl_rules
 * like every other game's; the games' definitions read the ones these
 * games use into a kl_mg_rules, so the core of the melding referee
 * never looks at another game's fields.  Plain value types; nothing here
 * allocates.
 */
#ifndef KL_MGRULES_H
#define KL_MGRULES_H

#include "kl_card.h"
#include "kl_rules.h"

/* Where aces go in a run: only below the two (A-2-3), at either end
 * but never inside (A-2-3 and Q-K-A, never K-A-2), or anywhere, runs
 * passing through the ace (Q-K-A-2-3). */
enum kl_mg_ace { KL_MG_ACE_LOW = 0, KL_MG_ACE_BOTH, KL_MG_ACE_CORNER };

/* How a table joker may be exchanged for the natural card it stands
 * for: never; Rommé's complete_set (a run's joker by its place, a set's
 * only when the set ends with four natural cards of all suits); by
 * either missing suit of a set (Rommé's exchange = missing_suit);
 * Caloochi's (a run's by its place, a set of three's by the card named
 * when melding, else the first missing suit as kl_mg_meld reads it, a
 * set of four's by the missing suit). */
enum kl_mg_exchange { KL_MG_EXCHANGE_NONE = 0, KL_MG_EXCHANGE_COMPLETE_SET,
                      KL_MG_EXCHANGE_MISSING_SUIT, KL_MG_EXCHANGE_NAMED };

/* The most jokers a melding game's deck has, and the most cards of a
 * hand the referee of these games takes (Caloochi melds holding 16). */
#define KL_MG_JOKERS_MAX 8
#define KL_MG_HAND_MAX 24
/* The longest meld: a run of thirteen ranks (no rank twice). */
#define KL_MG_MELD_MAX 13

typedef struct kl_mg_rules {
	int decks;         /* packs of 52: copies of each natural card */
	int jokers;        /* jokers in the whole deck (0..KL_MG_JOKERS_MAX) */
	int ace;           /* enum kl_mg_ace */
	int jokers_half;   /* 1: a meld never holds more jokers than natural
	                      cards (Rommé's meld_jokers = half) */
	int set_jokers;    /* the most jokers in one set (Hungarian 1), or
	                      -1: only the limits above */
	int ace_low_open;  /* opening value of an ace at a run's low end */
	int ace_high_open; /* ... at a run's high end (or inside a run
	                      around the corner) */
	int ace_set_open;  /* ... in a set */
	int open_min;      /* the least an opening is worth (0: none: any
	                      legal meld opens) */
	int final_discard; /* 1: going out needs a last discard (required),
	                      0: it may be made or not (optional) */
	int out_min;       /* 1: going out at once must reach open_min too
	                      (applies), 0: it is waived */
	int hand_size;     /* cards dealt to each player; a player melds
	                      holding one more */
	int ace_left;      /* penalty of an ace left in hand */
	int joker_left;    /* penalty of a joker left in hand */
	int per_card;      /* 1: every card left counts 1, a joker 2 */
	/* added with the group check (kl_mgroup.h); 0 in
	 * kl_mg_rules_default where not said otherwise: */
	int set_any_suits; /* 1: a set's cards may repeat a suit (Caloochi's
	                      set_suits = any), 0: all suits distinct */
	int exchange;      /* enum kl_mg_exchange */
	int exchange_keeps;/* 1: the freed joker goes to the player's hand
	                      (Caloochi), 0: it must be laid again in the
	                      same turn (Rommé) */
	/* added with the opening solver (kl_mopen.h): */
	int redeal_claim;  /* 1: a dealt hand of four pairs, or three and a
	                      joker, may claim a new deal (Hungarian) */
	/* added with the table facts of a play (kl_mgroup.h, kl_mg_facts):
	 * who may lay off or exchange when; each rule that a setting makes
	 * names it ("layoff_after_opening=on") for the refusal to say, NULL
	 * where it is the game's own rule */
	int game;          /* enum kl_game_kind: the game whose title a
	                      refusal names */
	int layoff_opened; /* 1: only a player who has opened lays off */
	const char *layoff_opened_by;
	int layoff_opening_turn; /* 1: also in the turn that opens */
	int exchange_opened; /* 1: only a player who opened in an earlier
	                        turn exchanges a joker */
	const char *exchange_opened_by;
	int exchange_others; /* 1: only from another player's meld
	                        (Caloochi's exchange_from = others) */
	int style;         /* how refusals name cards: KL_STYLE_ASCII, or
	                      with KL_STYLE_GERMAN (cards = german: B, D) */
} kl_mg_rules;

/* The kind of a legal meld. */
enum kl_mg_kind { KL_MG_NONE = 0, KL_MG_SET, KL_MG_RUN };

/*
 * A meld as it lies on the table: its cards in the order they lie (a
 * run from its low end up, a set in display order of the suits it
 * reads), and for each card the natural card it is read as (a natural
 * card reads as itself; a joker as the card it stands for: in a set of
 * three with one joker the suit it was named for, or the first missing
 * suit in the order spades, hearts, diamonds, clubs when none was
 * named).  value: its opening value under the game's rules.
 */
typedef struct kl_mg_meld {
	int kind;                        /* enum kl_mg_kind */
	int n;                           /* cards, 3..KL_MG_MELD_MAX */
	kl_card cards[KL_MG_MELD_MAX];   /* as laid: naturals or KL_JOKER */
	kl_card reads[KL_MG_MELD_MAX];   /* the natural card each reads as */
	int value;                       /* opening value */
} kl_mg_meld;

/*
 * The rules of the four games with their rulings' defaults, for tests
 * and benches that need no kl_rules: game 0 romme, 1 hungarian,
 * 2 caloochi, 3 rummy, for a table of nplayers (Hungarian's jokers and
 * Rummy's hand size follow it).  Any other game gives Rommé's.
 */
void kl_mg_rules_default(int game, int nplayers, kl_mg_rules *out);

/*
 * The melding rules of r (a game of Rommé, Hungarian Rummy, Caloochi or
 * Rummy: KL_GAME_IS_MG) into *out.  A setting that goes by the players
 * and is not resolved (kl_rules_seated) reads as the most it can be:
 * Hungarian 4 jokers, Rummy 10 cards.  Rummy's ace is worth its penalty
 * (1, or 11 around the corner) wherever it lies, and it has no opening
 * minimum.  Another game gives Rommé's defaults.
 */
void kl_mg_rules_of(const kl_rules *r, kl_mg_rules *out);

#endif
