/*
 * kl_gamedef.h - the seam between klopf and the games of the rummy
 * family: everything about a game (what a declaration needs and how it
 * is said, how a hand is valued, how a game is scored and told, what a
 * seat shows, what `klopf play` asks), chosen in one place for the game
 * a rubber plays.
 *
 * Each game is one kl_game_def, written in its own file under
 * src/core/games/ (viennese.c, gin.c, knock.c, family.c, melding.c) and
 * listed by
 * the registry (games/registry.c); the rules say which game is played
 * (kl_rules.game), and kl_gamedef_of finds its definition.  The referee
 * (kl_game.h), the rubber engine (kl_rubber.h), the operations and the
 * command line ask the definition and never test which game it is.  The
 * family: Viennese Rummy with its profiles, Gin Rummy, Knock Rummy, and
 * Boat House, Phỏm, Continental, Nowrang, Queen City and Double Rum
 * (judged with kl_fam.h); and the melding games Rommé, Hungarian Rummy,
 * Caloochi and Rummy, refereed meld by meld (kl_mgroup.h) and scored by
 * the cards left in hand; docs/architecture.md says how to add another.
 */
#ifndef KL_GAMEDEF_H
#define KL_GAMEDEF_H

#include "kl_card.h"
#include "kl_error.h"
#include "kl_event.h"
#include "kl_rules.h"
#include "kl_solver.h"

/* The most a going out can be worth (kl_event.worth; schema/009). */
#define KL_WORTH_MAX 100000

/* How a player went out (in gin, KL_VERDICT_RUMMY is gin). */
enum kl_verdict { KL_VERDICT_NONE = 0, KL_VERDICT_KNOCK, KL_VERDICT_RUMMY,
                  KL_VERDICT_BIG_GIN };

/* "none", "knock" or "rummy" (machine words, for JSON and the store). */
const char *kl_verdict_name(int verdict);

/* The word the store and JSON use for a game of rules' game that ended
 * as ev says: "knock", "rummy", "gin", "big_gin" or "dead"; in the rest
 * of the family "out", and in Phỏm "u", "u_whole" or "showdown". */
const char *kl_game_kind_word(const kl_rules *rules, const kl_event *ev);

/* Read such a word back into ev (rummy, big, dead); KL_OK, or
 * KL_EINPUT for a word the game does not know. */
int kl_game_kind_read(const kl_rules *rules, const char *word, kl_event *ev,
                      kl_error *err);

/* What a hand of a race game (gin, knock rummy) books. */
typedef struct kl_hand_score {
	int winner;                          /* the seat that won it */
	int kind;                            /* gin: enum kl_gin_kind;
	                                        knock rummy: enum
	                                        kl_knock_outcome */
	int points[KL_PLAYERS_MAX];          /* what each total grows by
	                                        (games paid in chips: what
	                                        each seat receives) */
	int ntransfers;
	kl_transfer transfers[KL_TRANSFERS_MAX]; /* seat to seat */
} kl_hand_score;

/*
 * Flags of a declaration (kl_decl.flags).
 */
enum kl_decl_flag {
	KL_DECL_NO_DECLARER = 1 << 0, /* nobody declares: the formats take
	                                 no name (Phỏm's showdown, gin's dead
	                                 hand) */
	KL_DECL_NO_HANDS = 1 << 1,    /* no hand is typed (a dead hand) */
	KL_DECL_DEAD = 1 << 2,        /* the hand is dead: nothing scored */
	KL_DECL_OTHERS_UNSEEN = 1 << 3 /* the other hands do not change the
	                                 score (Phỏm's ù): they need not be
	                                 typed, and one typed is judged for
	                                 the record */
};

/*
 * One way a game can end, as a game of the family declares it: its
 * verdict, its words and its sentences.  The formats are whole sentences
 * marked with KL_N_ and looked up in the user's language where they are
 * printed; their arguments are named in each comment, and a declaration
 * with KL_DECL_NO_DECLARER takes no NAME (the others stay in order).
 */
typedef struct kl_decl {
	int verdict;          /* enum kl_verdict (KL_VERDICT_NONE: dead) */
	unsigned flags;       /* enum kl_decl_flag */
	const char *word;     /* the store's and JSON's word: "knock" */
	const char *option;   /* `klopf game --OPTION NAME`: "knock" */
	/* the answers `klopf play` understands for it after a name or when
	 * it asks how (English msgids, also understood in the user's
	 * language), NULL-terminated; and those typed instead of a name
	 * (declarations without a declarer), or NULL */
	const char *const *answers;
	const char *const *alone;
	const char *phrase;   /* NAME: "%s knocks" (history, a game) */
	const char *brief;    /* NAME: "%s knocks" (history's column) */
	const char *headline; /* GAME RUBBER NAME DEALER: "game %d of rubber
	                         %lld: %s knocks (%s dealt)\n" */
	const char *look;     /* GAME NAME DEALER: "\nGame %d: %s knocks (%s
	                         dealt)\n" (play's last look) */
	const char *fixed;    /* GAME NAME: "game %d: %s knocks\n" */
	const char *change;   /* NAME: "  declaration: %s knocks\n" */
	const char *mark;     /* DEADWOOD: the declarer's hand as accepted,
	                         "  (deadwood %d: the knock stands)\n" */
} kl_decl;

/* The most declarations one game has. */
#define KL_DECLS_MAX 4

/* What a seat shows at the end of a game: the fewest and the most cards
 * it may show, and whether points may stand for them. */
typedef struct kl_shows {
	int fewest, most;
	int points;
} kl_shows;

/*
 * What judges a deal of a game for `klopf check`, or counts one hand for
 * `klopf deadwood` (kl_game_def.check, kl_game_def.deadwood): the command
 * line has a referee and a way to print its verdict for each.
 */
enum kl_check_kind {
	KL_CHECK_NONE = 0, /* nothing: the command does not take the game */
	KL_CHECK_HAND,     /* the declarer's hand alone, as the game's
	                      verdict and value judge it (Viennese) */
	KL_CHECK_GIN,      /* the knocker's hand and the defender's, who lays
	                      off on the knocker's melds (kl_gin.h) */
	KL_CHECK_DEAL,     /* every hand of the deal, counted and settled
	                      (kl_knock.h) */
	KL_CHECK_FAMILY,   /* the cards every player shows, the first going
	                      out (kl_famref.h) */
	KL_CHECK_MELD,     /* the melding games (kl_mgroup.h, kl_mopen.h):
	                      check judges one hand at the moment of
	                      melding (its best opening, can it open, does
	                      it go out at once), deadwood counts every card
	                      left in a hand */
	KL_CHECK_KINDS
};

typedef struct kl_game_def {
	const char *name;  /* "viennese": as --game and the store spell it */
	/*
	 * What the declarer's cards are worth as a declaration: h holds
	 * rules->hand_size cards, or one more when the discard is still in
	 * it.  Writes the arrangement that proves the verdict into *out and
	 * returns the verdict (enum kl_verdict), or -1 with KL_EINPUT in err
	 * when h holds another number of cards.
	 */
	int (*verdict)(const kl_rules *rules, const kl_hand *h,
	               kl_arrangement *out, kl_error *err);
	/*
	 * Value a hand of a player who did not declare: its optimal
	 * arrangement into *out; returns the deadwood, or -1 for a hand the
	 * solver cannot take (too many cards).
	 */
	int (*value)(const kl_rules *rules, const kl_hand *h,
	             kl_arrangement *out);
	/*
	 * Does a declaration of kind (KL_VERDICT_KNOCK or KL_VERDICT_RUMMY)
	 * stand with the declarer's deadwood?  1 or 0.
	 */
	int (*stands)(const kl_rules *rules, int kind, int deadwood);
	/*
	 * Score a game: in_play[s] says who played, deadwood[s] every such
	 * seat's deadwood; writes the points each booked into points[s]
	 * (-1 for seats that did not play) and returns the chips the
	 * declarer receives from every other player who played.
	 */
	int (*score)(const kl_rules *rules, int nplayers, const int *in_play,
	             int declarer, int kind, const int *deadwood, int *points);
	/* The most deadwood one hand can count (typed points above it are
	 * impossible). */
	int (*most_points)(const kl_rules *rules);
	/* The least deadwood above 0 one hand can count (typed points
	 * between 0 and it are impossible); NULL: 1. */
	int (*least_points)(const kl_rules *rules);
	/* 0: the players collect penalty points until they are out and the
	 * last one in play wins the pot (Viennese); 1: they win points hand
	 * by hand and the first to reach game_to wins (gin, knock rummy:
	 * kl_rubber_hand; the rest of the family too, ended as family
	 * says) */
	int race;
	int players_min, players_max;
	/*
	 * Race games: score the hand ev (not dead) dealt by seat dealer at a
	 * table of nplayers, all in play, into *out.  KL_ERULE when the
	 * declaration does not stand with the declarer's deadwood.
	 */
	int (*hand)(const kl_rules *rules, int nplayers, int dealer,
	            const kl_event *ev, kl_hand_score *out, kl_error *err);
	/*
	 * Race games: the transfers at the end of a rubber whose seats stand
	 * as seat[] (by seat number), won by seat winner (gin: points, game
	 * bonus, boxes, shutout); writes them into out (room for
	 * KL_TRANSFERS_MAX) and returns how many.  NULL: none.
	 */
	int (*finish)(const kl_rules *rules, const kl_seat_state *seat,
	              int winner, kl_transfer *out);
	/*
	 * What the declarer's going out with the cards of h is worth where a
	 * game pays by it (Continental: what each other player pays; Queen
	 * City: the value of the hand melded), the most over every discard
	 * and arrangement; 0 for another game or a hand that does not go
	 * out.  NULL: the game does not pay by it.
	 */
	int (*worth)(const kl_rules *rules, const kl_hand *h);
	/* The rest of the family: 1 when the game ends as game_to and hands
	 * say and the highest total wins, ties sharing the win (gin and
	 * knock rummy: the first to reach game_to). */
	int family;
	/* 1: the totals are the chips the hands pay (Phỏm, Continental,
	 * Queen City), 0: the points won. */
	int by_chips;

	/* ---- what the referee, ops and the command line ask ---- */
	int id;               /* enum kl_game_kind: as the rules store it */
	/* The declarations, in the order they are offered. */
	int ndecls;
	const kl_decl *decls[KL_DECLS_MAX];
	/* The refusal of a declaration the game does not have (a whole
	 * sentence, no arguments). */
	const char *ask_how;
	/* NULL, or 0 when d is not played under rules (with why: a whole
	 * sentence, no arguments). */
	int (*offers)(const kl_rules *rules, const kl_decl *d,
	              const char **why);
	/* NAME: why a player who did not declare must show the cards; NULL
	 * where a hand may be typed as the points it counts. */
	const char *points_refusal;
	/*
	 * Does the declarer's hand, with verdict (kl_game_def.verdict) and
	 * deadwood, support going out as kind?  1 or 0.
	 */
	int (*accepts)(const kl_rules *rules, int kind, int verdict,
	               int deadwood);
	/*
	 * The refusal of a declaration kind that arrangement a (the
	 * declarer's best, or the showing typed) does not support: fills
	 * err with KL_ERULE and a whole sentence naming who; returns
	 * KL_ERULE.
	 */
	int (*refuse)(const kl_rules *rules, int kind, const char *who,
	              const kl_arrangement *a, kl_error *err);
	/*
	 * The kind a declaration kind becomes once the declarer's hand has
	 * verdict (cards that make more end the hand so; Phỏm's cards say
	 * which ù, whichever was said); typed_groups: the
	 * hand was typed as groups (then the showing decides).  NULL: kind.
	 */
	int (*upgrade)(const kl_rules *rules, int kind, int verdict,
	               int typed_groups);
	/* NULL, or 1 when every hand under rules needs its upcard
	 * (Oklahoma). */
	int (*needs_upcard)(const kl_rules *rules);
	/* NULL, or 1 when the upcard doubles the hand's score (Oklahoma's
	 * spade). */
	int (*upcard_doubles)(int upcard);
	/* 1: once both hands are in, the defender lays off on the knocker's
	 * melds (kl_gin_judge). */
	int layoffs;
	/* What the declarer shows for kind: fewest and most cards (points
	 * never). */
	void (*declarer_shows)(const kl_rules *rules, int kind, kl_shows *out);
	/* The JSON word of a hand's result kind (kl_hand_score.kind); NULL:
	 * none. */
	const char *(*result_name)(int kind);
	/* What the winner of a hand with result kind (kl_hand_score.kind)
	 * scored, a whole sentence: NAME and what he receives (the points,
	 * or with pays_worth what each other player pays); NULL for a game
	 * that is not a race. */
	const char *(*outcome)(int kind);
	/* 1: every other player pays the declarer what his going out is
	 * worth (kl_game_def.worth: Continental, Queen City). */
	int pays_worth;
	/* The name people read (KL_N_, looked up where printed); NULL: the
	 * name as --game spells it. */
	const char *title;
	/* 1: game_to counts games won (Nowrang), 0: points. */
	int goal_in_games;
	/* The profiles of kl_rules.h apply (Viennese). */
	int profiles;
	/* play's hint after a refused declaration (a whole sentence). */
	const char *retype;
	/* play's question for how the declarer went out, and the answer to
	 * anything else (whole sentences); NULL: never asked. */
	const char *ask_kind, *kind_help, *kind_refusal;
	/* play's question for who went out. */
	const char *ask_who;
	/* The declaration meant when only the declarer's name is typed
	 * (enum kl_verdict), or -1: play asks (ask_kind). */
	int default_kind;
	/* The words of a race game with a fixed goal (gin, knock rummy):
	 * TO FIRST "\na game of gin to %d; %s deals first\n"; TO "a game of
	 * gin to %d\n"; RUBBER TO HANDS, one and many, in play, finished,
	 * abandoned.  NULL: the family's words with the title. */
	const char *started;
	const char *goal;
	const char *head[3][2];
	/* enum kl_check_kind: what judges a deal for `klopf check`, and
	 * what counts one hand for `klopf deadwood` (KL_CHECK_HAND,
	 * KL_CHECK_FAMILY or KL_CHECK_NONE). */
	int check;
	int deadwood;
	/* What one hand typed to `klopf check` or `klopf deadwood` may hold
	 * where the game's referee counts the copies of a card over every
	 * hand itself and says why they are too many (the family); all
	 * zero: what the rules' packs hold (kl_game_card_limits). */
	kl_card_limits typed;
	/* What a player who did not declare shows for kind: NULL, exactly
	 * hand_size cards (points where points_refusal is NULL). */
	void (*others_show)(const kl_rules *rules, int kind, kl_shows *out);
	/* The refusal of a hand of n cards, which kl_gamedef_shows does not
	 * allow for seat (is_declarer: the declarer's), named who: fills err
	 * with KL_EINPUT and a whole sentence; NULL: the words of the games
	 * whose hands hold hand_size cards. */
	int (*miscount)(const kl_rules *rules, int kind, int is_declarer,
	                const char *who, int n, kl_error *err);
	/* NULL, or 1 when the lowest total wins the game under rules (the
	 * players book penalty points: Rommé, Hungarian Rummy); else the
	 * highest. */
	int (*lowest_wins)(const kl_rules *rules);
	/* NULL, or the hands the game lasts under rules (KL_OPEN: until a
	 * total reaches game_to or the table ends it); NULL: rules->hands. */
	int (*hands)(const kl_rules *rules);
	/* The setting that holds how many hands the game lasts, which
	 * `klopf end` sets to the hands played ("hands", Hungarian's
	 * "rounds"); NULL: the table cannot end the game (it ends at
	 * game_to). */
	const char *hands_key;
	/* 1: no chips ever move in the game (the melding games book
	 * points only): what is printed shows none. */
	int no_chips;
	/* 1: every card left in a hand counts (the melding games), so a
	 * hand typed as points counts at least least_points, never 0. */
	int all_cards_count;
} kl_game_def;

/* The hands a game of the family under rules lasts (kl_game_def.hands,
 * else rules->hands; KL_OPEN or 0: no such limit). */
int kl_gamedef_hands(const kl_rules *rules);

/* 1 when the lowest total wins a game under rules
 * (kl_game_def.lowest_wins), 0 when the highest does. */
int kl_gamedef_lowest_wins(const kl_rules *rules);

/* The definition of the game rules plays (never NULL: an unknown game
 * number falls back to Viennese, which kl_rules_validate refuses
 * earlier). */
const kl_game_def *kl_gamedef_of(const kl_rules *rules);

/* The definition of game (enum kl_game_kind; an unknown one gives the
 * first game's). */
const kl_game_def *kl_gamedef_by_id(int game);

/* The game meant where none is named (Viennese Rummy). */
const kl_game_def *kl_gamedef_default(void);

/* The most games there can be (arrays by game id). */
#define KL_GAMES_MAX KL_GAME_KINDS

/* The number of games: their ids (kl_game_def.id) are 0 to count - 1,
 * in the order of enum kl_game_kind. */
int kl_gamedef_count(void);

/* The declaration of def with verdict (KL_VERDICT_NONE: a dead hand),
 * or NULL when the game has none. */
const kl_decl *kl_gamedef_decl(const kl_game_def *def, int verdict);

/* The declaration a booked game ev was (its rummy, big, dead); a game
 * that has one way out is told so however the event says it (the
 * game's first declaration).  Never NULL. */
const kl_decl *kl_gamedef_decl_of(const kl_game_def *def,
                                  const kl_event *ev);

/* The declaration of def whose `klopf game` option is option, or NULL. */
const kl_decl *kl_gamedef_decl_option(const kl_game_def *def,
                                      const char *option);

/* What seat shows in a game of rules declared as kind by the declarer
 * seat (-1: not known yet). */
void kl_gamedef_shows(const kl_rules *rules, int kind, int is_declarer,
                      kl_shows *out);

#endif
