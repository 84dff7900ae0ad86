/*
 * meld.h - the command line of the melding games (Rommé, Hungarian
 * Rummy, Caloochi, Rummy): `klopf meld` (cmd_meld.c) and `klopf
 * deadwood --game G` for them (check_meld.c), and what the two share.
 */
#ifndef KL_MELD_CLI_H
#define KL_MELD_CLI_H

#include "check_knock.h"
#include "kl_mgroup.h"

/*
 * The rules of a melding game that o chooses (kl_hand_rules: the game's
 * defaults, each --rule) into *rules, and as the group check reads them
 * into *mg.  Returns the exit status, after printing any refusal.
 */
int kl_meld_rules(kl_cli *cli, const kl_hand_opts *o, kl_rules *rules,
                  kl_mg_rules *mg);

/* What one list of cards typed in a meld command may hold: four copies
 * of a card and eight jokers (the group check says what the game's packs
 * do not hold), a hand at the moment of melding. */
extern const kl_card_limits kl_meld_limits;

/*
 * `klopf deadwood` for KL_CHECK_MELD: the penalty of the cards left in
 * the hand of cli's operands (or one hand a line with o's --batch) under
 * the game's values, o's rules changing them.  Returns the exit status.
 */
int kl_deadwood_meld(kl_cli *cli, const kl_hand_opts *o);

/*
 * Split the text in buf (changed in place) at blanks into words[0..max-1]
 * and return how many there are (more than max: max).
 */
int kl_meld_words(char *buf, const char **words, int max);

/*
 * The opening typed as text (groups split by '|') judged under rules, a
 * melding game's, and printed as `klopf meld` prints it (klopf play's
 * meld).  Returns the exit status (KL_EXIT_FALSE: it does not open).
 */
int kl_meld_text(kl_cli *cli, const kl_rules *rules, const char *text);

/*
 * What the hand typed as text can do at the moment of melding under
 * rules, a melding game's, printed as `klopf check --game` prints it
 * (klopf play's check).  Returns the exit status (KL_EXIT_FALSE: it
 * cannot open).
 */
int kl_check_text(kl_cli *cli, const kl_rules *rules, const char *text);

#endif
