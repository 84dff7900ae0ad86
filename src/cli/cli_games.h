/*
 * cli_games.h - lists of the games the registry holds (kl_gamedef.h),
 * for the help texts and the messages of the commands that take --game:
 * built when they are printed, from what each game's definition says,
 * so that a game added under src/core/games/ needs no edit in the
 * command line.  A list is the games' names as --game spells them,
 * separated by ", "; the text around it is one whole sentence with %s.
 */
#ifndef KL_CLI_GAMES_H
#define KL_CLI_GAMES_H

#include <stddef.h>

#include "kl_gamedef.h"

/* Does a list take the game def?  1 or 0. */
typedef int kl_games_pick(const kl_game_def *def);

/*
 * The names of the games that pick takes into buf (size bytes, at least
 * 1): the default game first where it is taken, then the others in the
 * registry's order, separated by ", ".  A name that does not fit ends
 * the list there.  Returns buf.
 */
char *kl_games_list(kl_games_pick *pick, char *buf, size_t size);

/* The picks the commands use: every game; the games `klopf check`
 * judges (kl_game_def.check is not KL_CHECK_NONE); the games `klopf
 * deadwood` counts (kl_game_def.deadwood); the melding games (check or
 * deadwood KL_CHECK_MELD); the melding games whose rules have a redeal
 * claim (kl_mg_rules.redeal_claim under their defaults). */
int kl_games_any(const kl_game_def *def);
int kl_games_checked(const kl_game_def *def);
int kl_games_counted(const kl_game_def *def);
int kl_games_melding(const kl_game_def *def);
int kl_games_redeal(const kl_game_def *def);

/* kl_games_list of each pick into buf (size bytes), for kl_opt.help_list
 * (the one %s of an option's help). */
void kl_games_list_any(char *buf, size_t size);
void kl_games_list_checked(char *buf, size_t size);
void kl_games_list_counted(char *buf, size_t size);
void kl_games_list_melding(char *buf, size_t size);
void kl_games_list_redeal(char *buf, size_t size);

/* The names of the profiles of the rules (kl_rules.h: kl_profiles, the
 * default first) into buf (size bytes), as kl_games_list joins them,
 * for kl_opt.help_list. */
void kl_profiles_list(char *buf, size_t size);

/* The most bytes a list of games takes (every name of the registry). */
#define KL_GAMES_LIST_MAX 512

#endif
