/*
 * kl_card.h - cards, the card language people type, and the hand multiset.
 *
 * A card is a small integer: 0..51 are the natural cards (suit * 13 + rank)
 * and KL_JOKER (52) is a joker.  Suits run spades, hearts, diamonds, clubs;
 * ranks run ace (0), two (1) ... ten (9), jack (10), queen (11), king (12).
 *
 * Display order (used wherever klopf sorts cards for people): by suit in
 * the order spades, hearts, diamonds, clubs; within a suit ace, 2 ... 10,
 * jack, queen, king; jokers last.
 *
 * Nothing here allocates; every buffer belongs to the caller.
 */
#ifndef KL_CARD_H
#define KL_CARD_H

#include <stddef.h>
#include <stdint.h>

#include "kl_error.h"

typedef uint8_t kl_card;

#define KL_NATURALS 52
#define KL_JOKER 52
#define KL_NO_CARD 255
#define KL_RANKS 13
#define KL_SUITS 4

/* The largest hand the referee accepts (and the solver handles). */
#define KL_HAND_MAX 15
/* Room in a kl_cardlist; lists longer than their limit are refused. */
#define KL_CARDLIST_MAX 128
/* Enough for any card name in either style, with the terminating NUL. */
#define KL_CARD_NAME_MAX 16

enum kl_suit { KL_SPADES = 0, KL_HEARTS, KL_DIAMONDS, KL_CLUBS };

enum kl_rank {
	KL_ACE = 0, KL_TWO, KL_THREE, KL_FOUR, KL_FIVE, KL_SIX, KL_SEVEN,
	KL_EIGHT, KL_NINE, KL_TEN, KL_JACK, KL_QUEEN, KL_KING
};

/* Name styles: canonical ASCII ("QH", "10D", "JK") or suit symbols ("Q♥");
 * either with KL_STYLE_GERMAN added (a bit) writes the German court
 * letters B (Bube) for a jack and D (Dame) for a queen ("DH", "B♥"). */
enum kl_card_style { KL_STYLE_ASCII = 0, KL_STYLE_UNICODE = 1,
                     KL_STYLE_GERMAN = 2 };

static inline int kl_card_suit(kl_card c) { return c / KL_RANKS; }
static inline int kl_card_rank(kl_card c) { return c % KL_RANKS; }
static inline kl_card kl_card_make(int suit, int rank)
{
	return (kl_card)(suit * KL_RANKS + rank);
}
static inline int kl_card_is_joker(kl_card c) { return c == KL_JOKER; }

/*
 * Write the name of card c in the given style into buf (size bytes,
 * KL_CARD_NAME_MAX is always enough) and return its length in bytes.
 * An invalid card is written as "??".
 */
size_t kl_card_name(kl_card c, int style, char *buf, size_t size);

/*
 * The canonical ASCII name of each card 0..KL_JOKER ("AS" ... "KC",
 * "JK"), NUL-terminated in 4 bytes: for writers that put many names
 * (JSON lines of a batch) without a call per card.  kl_card_name says
 * the same for every card and style.
 */
extern const char kl_card_ascii[KL_JOKER + 1][4];

/*
 * Parse one card token of len bytes (not NUL-terminated).  Accepts every
 * form of the card language (see docs/cards.md).  On success stores the
 * card in *out and returns KL_OK; otherwise returns KL_EINPUT and puts the
 * reason (without position) in err.
 */
int kl_card_parse(const char *tok, size_t len, kl_card *out, kl_error *err);

/* Compare two cards in display order (qsort-style result). */
int kl_card_cmp(kl_card a, kl_card b);

/* Sort n cards in place into display order. */
void kl_cards_sort(kl_card *cards, size_t n);

/*
 * The hand multiset: for every suit, a bit per rank for "at least one
 * copy" (once), "at least two" (twice), "at least three" (third) and
 * "four copies" (fourth), and a joker count.  Continental's three and
 * four packs hold a card up to four times; the solver of kl_solver.h
 * reads once and twice only and refuses a hand with a third copy.
 * Plain value type: copy with =, compare with kl_hand_equal.  Zero it
 * (kl_hand h = {0}) for the empty hand.
 */
typedef struct kl_hand {
	uint16_t once[KL_SUITS];
	uint16_t twice[KL_SUITS];
	uint16_t third[KL_SUITS];
	uint16_t fourth[KL_SUITS];
	uint8_t jokers;
} kl_hand;

/* The most copies of one natural card a hand holds (four packs). */
#define KL_HAND_COPIES 4

/* The core reads once (and twice) as one 64-bit word, a suit per lane. */
_Static_assert(sizeof(((kl_hand *)0)->once) == sizeof(uint64_t) &&
               sizeof(((kl_hand *)0)->twice) == sizeof(uint64_t) &&
               sizeof(((kl_hand *)0)->third) == sizeof(uint64_t) &&
               sizeof(((kl_hand *)0)->fourth) == sizeof(uint64_t),
               "a hand's four suits fill one 64-bit word");

/* Copies of card c in h (0..KL_HAND_COPIES for naturals; the joker count
 * for KL_JOKER). */
int kl_hand_count(const kl_hand *h, kl_card c);
/*
 * Add one copy of c.  Returns KL_OK, or KL_ERULE if h already holds
 * KL_HAND_COPIES copies of the natural card c or 255 jokers (the hand is
 * then unchanged).
 */
int kl_hand_add(kl_hand *h, kl_card c);
/* Remove one copy of c; returns KL_ERULE (h unchanged) if there is none. */
int kl_hand_remove(kl_hand *h, kl_card c);
/* Number of cards in h, jokers included. */
int kl_hand_size(const kl_hand *h);
/* 1 if a and b hold the same cards, else 0. */
int kl_hand_equal(const kl_hand *a, const kl_hand *b);
/* A 64-bit hash of h; equal hands hash equal. */
uint64_t kl_hand_hash(const kl_hand *h);
/*
 * Write the cards of h into out (room for at least kl_hand_size(h)) in
 * display order and return how many were written.
 */
int kl_hand_cards(const kl_hand *h, kl_card *out);

/*
 * A list of cards as typed, with the claimed grouping: group[i] is the
 * index of the '|'-separated group card i was typed in (all 0 when no '|'
 * was typed); named[i] the natural card a joker was named for ("JK=7S",
 * where the limits allow it), else KL_NO_CARD.
 */
typedef struct kl_cardlist {
	int n;
	int ngroups;
	kl_card cards[KL_CARDLIST_MAX];
	uint8_t group[KL_CARDLIST_MAX];
	kl_card named[KL_CARDLIST_MAX];
} kl_cardlist;

/* What a list may hold: copies per natural card, jokers, total cards. */
typedef struct kl_card_limits {
	int decks;     /* copies of each natural card allowed (1..4) */
	int jokers;    /* jokers allowed in one list (0..8: the melding
	                  games have up to 8) */
	int max_cards; /* most cards in one list (1..KL_CARDLIST_MAX) */
	int style;     /* how refusals name a card (KL_STYLE_ASCII, or with
	                  KL_STYLE_GERMAN); 0 where not given */
} kl_card_limits;

/* Limits of the default rules: 2 packs, 2 jokers, KL_HAND_MAX cards. */
extern const kl_card_limits kl_card_limits_default;

/*
 * Parse the card strings args[0..nargs-1] (each may hold several cards
 * separated by spaces or commas, and '|' group separators) into out.
 * Besides single cards a hand may hold glued cards ("3s4s5s10h", read
 * left to right, a rank and a suit each time), ranges of one suit
 * ("3-7H", "H3-7", "10-AS") that expand to their cards, and cards of two
 * German words ("Herz Dame", "Dame Herz"); docs/cards.md has the rules.
 * limits may be NULL for the defaults.  Returns KL_OK, or KL_EINPUT with a
 * message naming the card's position and text and what is wrong: unknown
 * rank, unknown suit, missing suit, "1" for a rank, invalid UTF-8, a glued
 * token that cannot be split, a range that is no run, a card word
 * without its partner, an empty hand or group, too many copies of a card
 * or jokers, too many cards (the cards of a range counted one by one).
 */
int kl_cards_parse(const char *const *args, int nargs,
                   const kl_card_limits *limits, kl_cardlist *out,
                   kl_error *err);

/*
 * kl_cards_parse for the cards of a meld, where a joker may also be
 * named for the natural card it stands for: "JK=7S" (a joker, '=' and
 * one natural card in one token) reads as KL_JOKER with 7S in
 * out->named.  kl_cards_parse refuses such a token.
 */
int kl_cards_parse_named(const char *const *args, int nargs,
                         const kl_card_limits *limits, kl_cardlist *out,
                         kl_error *err);

/*
 * Build the multiset of the cards in list (group marks ignored).  The list
 * must already respect the copy limits (kl_cards_parse checks them).
 */
void kl_cardlist_hand(const kl_cardlist *list, kl_hand *out);

#endif
