/*
 * kl_mgroup.h - the group check of the melding games (Rommé, Hungarian
 * Rummy, Caloochi, Rummy; docs/rules.md, "The melding games"): typed
 * groups judged as one opening, a card laid off on a meld of the table
 * or exchanged for its joker, and the penalty of the cards left in a
 * hand, all under one kl_mg_rules (kl_mgrules.h).
 *
 * A typed group's order does not matter: every reading is tried (which
 * card each joker stands for, where an ace lies) and the one worth most
 * is taken, a set on a tie; a joker named for a card ("JK=7S") is read
 * as that card only.  A meld on the table is typed as it lies: a run in
 * order with its jokers in place.  An illegal group says why in one
 * whole sentence naming the card and the rule (kl_error, looked up in
 * the user's language where the command line installs a translator).
 *
 * Pure: no I/O, nothing allocated; every value belongs to the caller.
 */
#ifndef KL_MGROUP_H
#define KL_MGROUP_H

#include "kl_card.h"
#include "kl_error.h"
#include "kl_mgrules.h"

/* The most cards of one typed group, and the most groups of one
 * opening (a hand's cards in melds of three). */
#define KL_MG_GROUP_MAX KL_MG_HAND_MAX
#define KL_MG_GROUPS_MAX (KL_MG_HAND_MAX / 3)

/* A group as typed: its cards (naturals or KL_JOKER) and, for each
 * joker, the natural card it was named for or KL_NO_CARD. */
typedef struct kl_mg_group {
	int n;
	kl_card cards[KL_MG_GROUP_MAX];
	kl_card named[KL_MG_GROUP_MAX];
} kl_mg_group;

/* The verdict on one group: legal with the meld as it is read (kind,
 * cards as laid, what each reads as, opening value), or not with why. */
typedef struct kl_mg_verdict {
	int legal;
	kl_mg_meld meld;   /* legal: the best reading */
	kl_error why;      /* not legal: a whole sentence (code KL_ERULE) */
} kl_mg_verdict;

/*
 * Judge group g under rules r into *out: at least three cards, no
 * natural card more often than r->decks packs hold it and no more jokers
 * than r->jokers, at least one natural card, the joker limits, and a set
 * (one rank, distinct suits, at most four) or a run (one suit, each rank
 * once, in unbroken order as r->ace allows) in some reading.
 */
void kl_mg_judge(const kl_mg_rules *r, const kl_mg_group *g,
                 kl_mg_verdict *out);

/* kl_mg_judge for a meld on the table, typed as it lies: a run in order
 * (from either end) with its jokers standing where they lie. */
void kl_mg_judge_table(const kl_mg_rules *r, const kl_mg_group *g,
                       kl_mg_verdict *out);

/* Typed groups judged as one opening: each group's verdict (the copies
 * of a card and the jokers counted over all of them too), the sum of the
 * legal groups' values, the game's minimum and whether they open: every
 * group legal and the sum at least open_min. */
typedef struct kl_mg_opening {
	int ngroups;
	kl_mg_verdict groups[KL_MG_GROUPS_MAX];
	int value;
	int open_min;
	int opens;
} kl_mg_opening;

/*
 * Judge groups[0..n-1] (1..KL_MG_GROUPS_MAX) as one opening under r into
 * *out.  Returns KL_OK, or KL_EINPUT (out unchanged) for no group or too
 * many.
 */
int kl_mg_judge_opening(const kl_mg_rules *r, const kl_mg_group *groups,
                        int n, kl_mg_opening *out, kl_error *err);

/* What cards from a hand do to a meld on the table. */
enum kl_mg_action { KL_MG_ACT_NONE = 0, KL_MG_ACT_LAYOFF,
                    KL_MG_ACT_EXCHANGE };

/* What the table knows of the player who lays the cards: when he opened
 * (in an earlier turn, in this very turn, or not yet) and whose meld it
 * is (his own, laid in this turn or before, or another player's). */
enum kl_mg_opened { KL_MG_OPENED_EARLIER = 0, KL_MG_OPENED_THIS_TURN,
                    KL_MG_OPENED_NOT };

typedef struct kl_mg_facts {
	int opened;        /* enum kl_mg_opened */
	int own;           /* 1: the player laid the meld himself */
} kl_mg_facts;

/* The facts a verdict depended on (kl_mg_play.used, bits): the rules of
 * the game consulted whether and when the player opened, and whose
 * meld it is. */
enum kl_mg_fact { KL_MG_FACT_OPENED = 1 << 0, KL_MG_FACT_OWN = 1 << 1 };

typedef struct kl_mg_play {
	int legal;
	int action;        /* enum kl_mg_action: what the cards do, or what
	                      was refused (NONE: the table meld is none) */
	kl_mg_meld before; /* the table meld as read (when legal) */
	kl_mg_meld after;  /* legal: the meld after the play */
	int freed;         /* jokers taken off the meld by an exchange */
	int relay;         /* 1: the freed jokers must be laid on the table
	                      again this turn (Rommé), 0: they go to the
	                      player's hand */
	int used;          /* enum kl_mg_fact: the facts the rules asked */
	kl_error why;      /* not legal: a whole sentence */
} kl_mg_play;

/*
 * May the cards hand (any order; naturals, jokers, named jokers) be laid
 * on the table meld table (typed as it lies: a run low to high with its
 * jokers in place or named, a set in any order; an unnamed joker of a
 * set stands for either missing suit) under r, by a player of whom the
 * table knows facts (NULL: he opened in an earlier turn, and the meld
 * is another player's)?
 *
 * The cards offer an exchange where every card of hand is one a table
 * joker stands for, else a layoff.  Each is judged by the facts first:
 * a layoff only by a player who has opened where r->layoff_opened, not
 * in the turn that opens unless r->layoff_opening_turn; an exchange only
 * by a player who opened in an earlier turn where r->exchange_opened,
 * and only from another player's meld where r->exchange_others (each
 * refusal one sentence naming the game and the setting).  Then by the
 * cards: an exchange as r->exchange allows it (a run's joker by its
 * place; complete_set: the set ends with four natural cards of all
 * suits; missing_suit: either missing suit, or the named card; named:
 * the named card, else the suit the joker reads, the missing suit of a
 * set of four); a layoff of every card, one after the other in any
 * order: a set gains a rank-mate of a missing suit up to four cards, a
 * run the next card at either end.  The meld after it must be legal.
 * An exchange refused is tried as a layoff; when that is refused too,
 * the exchange's refusal is told, unless only the cards refused the
 * exchange and the facts the layoff.  out->used: the facts the verdict
 * depends on.  Writes the verdict into *out.
 */
void kl_mg_judge_play(const kl_mg_rules *r, const kl_mg_facts *facts,
                      const kl_mg_group *table, const kl_mg_group *hand,
                      kl_mg_play *out);

/* The penalty of card c left in a hand under r: 2-10 face value, J, Q,
 * K 10, an ace r->ace_left, a joker r->joker_left; with r->per_card
 * every natural card 1, a joker 2. */
int kl_mg_card_penalty(const kl_mg_rules *r, kl_card c);

/* The penalty of the n cards left in a hand (their sum). */
int kl_mg_penalty(const kl_mg_rules *r, const kl_card *cards, int n);

/*
 * The ranks of meld m from its first card to its last as people say a
 * run ("Q-K-A", "K-A-2"; "D-K-A" with KL_STYLE_GERMAN in style), into
 * buf (size bytes; 3 * KL_MG_MELD_MAX is enough).  Returns buf.
 */
char *kl_mg_ranks_text(const kl_mg_meld *m, int style, char *buf,
                       size_t size);

#endif
