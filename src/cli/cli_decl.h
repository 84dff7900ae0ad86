/*
 * cli_decl.h - the one reader and the one writer of declarations in the
 * command line: how a game ended, read from what a person types (play's
 * answers, `klopf game`'s options) and written as the game's own
 * sentences (kl_decl in kl_gamedef.h), in the user's language.
 */
#ifndef KL_CLI_DECL_H
#define KL_CLI_DECL_H

#include <stddef.h>
#include <stdio.h>

#include "cli.h"
#include "kl_game.h"
#include "kl_gamedef.h"

/*
 * Is s the word en, in English or as the catalogue has it (any case;
 * letters with accents also in either case, and a text written without
 * them: Romme for Rommé)?
 */
int kl_cli_is_word(const char *s, const char *en);

/*
 * How a declarer went out, read from s ("knock", "k", "gin", "big"...):
 * enum kl_verdict, or -1 for none of them.  Every game's answers are
 * understood in every game (the referee refuses what this one does not
 * have, in its own words).
 */
int kl_cli_decl_parse(const char *s);

/*
 * The declaration a `klopf game` or `klopf fix` option names ("knock",
 * "gin", "big-gin", "dead", "out", "claim", "showdown": kl_decl.option),
 * in whichever game has it, or NULL for an option that names none.  The
 * referee refuses one the rubber's game does not have.
 */
const kl_decl *kl_cli_decl_option(const char *option);

/*
 * The declaration given with the options of a command: the option of
 * opts[0..nopts-1] given (kl_cli_opt) that names one
 * (kl_cli_decl_option), into *d (NULL when none is), with the index of
 * its option into *index; returns how many times such options were
 * given (an option given twice counts twice).
 */
int kl_cli_decl_given(const struct kl_cli *cli, const kl_opt *opts,
                      int nopts, const kl_decl **d, int *index);

/* The declaration of def typed instead of a declarer's name ("dead",
 * "showdown"), or NULL. */
const kl_decl *kl_cli_decl_alone(const kl_game_def *def, const char *s);

/* d's sentences (kl_decl), written to f or into buf (size bytes), with
 * who (ignored for a declaration without a declarer).  A NULL sentence
 * writes nothing. */
void kl_cli_decl_headline(FILE *f, const kl_decl *d, int number,
                          long long rubber, const char *who,
                          const char *dealer);
void kl_cli_decl_look(FILE *f, const kl_decl *d, int number, const char *who,
                      const char *dealer);
void kl_cli_decl_fixed(FILE *f, const kl_decl *d, int number,
                       const char *who);
void kl_cli_decl_change(FILE *f, const kl_decl *d, const char *who);
void kl_cli_decl_mark(FILE *f, const kl_decl *d, int deadwood);
const char *kl_cli_decl_phrase(const kl_decl *d, const char *who, char *buf,
                               size_t size);
const char *kl_cli_decl_brief(const kl_decl *d, const char *who, char *buf,
                              size_t size);

#endif
