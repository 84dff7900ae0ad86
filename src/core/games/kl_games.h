/*
 * kl_games.h - what the games' own files (src/core/games/) share: the
 * definitions the registry lists, the answers every game understands
 * for a declaration, and small scoring helpers.  Private to the games
 * and the registry; everybody else asks kl_gamedef.h.
 */
#ifndef KL_GAMES_H
#define KL_GAMES_H

#include "kl_gamedef.h"

/* What `klopf play` understands for a knock, a rummy (or gin, or going
 * out) and a big gin, in every game: the table's words do not change
 * with the game, the referee refuses what the game does not have
 * (registry.c). */
extern const char *const kl_games_knock_answers[];
extern const char *const kl_games_rummy_answers[];
extern const char *const kl_games_big_answers[];

/* A knock, as Viennese Rummy, gin and knock rummy have it
 * (viennese.c). */
extern const kl_decl kl_games_knock_decl;

/* Going out, as the rest of the family and the melding games have it
 * (family.c). */
extern const kl_decl kl_games_out_decl;

/*
 * The refusal of a declaration of the games that go out by knocking (or
 * by a rummy, gin, big gin) that arrangement a, the declarer's, does not
 * support (kl_game_def.refuse).
 */
int kl_games_refuse_declared(const kl_rules *rules, int kind, const char *who,
                             const kl_arrangement *a, kl_error *err);

/*
 * Note one transfer of amount from seat from to seat to in t (room for
 * KL_TRANSFERS_MAX; *n counts them); a negative amount goes the other
 * way, 0 is not noted.
 */
void kl_games_note(kl_transfer *t, int *n, int from, int to, int amount,
                   int reason);

/* kl_games_note into the transfers of hand score out. */
void kl_games_pay(kl_hand_score *out, int from, int to, int amount,
                  int reason);

/* kl_game_def.score of the race games: every hand in play counts its
 * deadwood as shown (what it wins is kl_game_def.hand's); no money. */
int kl_games_count_score(const kl_rules *ru, int nplayers,
                         const int *in_play, int declarer, int kind,
                         const int *deadwood, int *points);

/* kl_game_def.most_points where every card counts at most 10: hand_size
 * (10 when it goes by the players) times 10. */
int kl_games_ten_court_most(const kl_rules *ru);

/* kl_game_def.declarer_shows of most games: hand_size cards, or one
 * more before the discard where a hand can hold it. */
void kl_games_shows_discard(const kl_rules *rules, int kind, kl_shows *out);

#endif
