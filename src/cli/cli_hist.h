/*
 * cli_hist.h - what the history commands (rubbers, history, stats,
 * export, import, settle, chart) share: a rubber replayed event by event
 * through the engine next to what was recorded, the --since and rubber
 * arguments, and small output helpers.
 */
#ifndef KL_CLI_HIST_H
#define KL_CLI_HIST_H

#include "cli_rubber.h"
#include "kl_csv.h"
#include "kl_date.h"
#include "kl_hist.h"

/* The rubber `which` names (its id as text; NULL: 0, the rubber in play
 * or else the last one) into *id.  Prints a usage error and returns its
 * status when which is no rubber number; else 0. */
int kl_cli_hist_id(kl_cli *cli, const char *which, int64_t *id);

/*
 * Load rubber `which` (its id as text) or, when which is NULL, the rubber
 * in play or else the last one, with its record, and replay it
 * (kl_hist_load).  Prints any error and returns the exit status (0: *h
 * is loaded and must be freed with kl_hist_free).
 */
int kl_cli_hist_load(kl_cli *cli, kl_store *s, const char *which,
                     kl_hist *h);

/*
 * The --since DATE option opt of the current command, if given: the
 * stored time its day starts goes into buf and *since points at buf;
 * otherwise *since is NULL.  Prints a usage error and returns its status
 * for a bad date.
 */
int kl_cli_since(kl_cli *cli, const kl_optval *opt, char *buf, size_t size,
                 const char **since);

/* Parse a rubber id ("12"); returns 0, or -1 if it is not one. */
int kl_cli_rubber_id(const char *text, int64_t *id);

/*
 * One line of the history CSV of rubber h to f: the rubber's id, seq,
 * the time at, the event word, the game number (none when game <= 0),
 * the dealer's and declarer's names (none when < 0), the declaration
 * word decl, the player of seat `seat`, the points (none when < 0), the
 * total, chips and out flag.  Names go out as text (kl_csv_text), so a
 * spreadsheet never reads one as a formula.  Nothing is allocated.
 */
void kl_cli_csv_line(FILE *f, const kl_hist *h, int seq, const char *at,
                     const char *event, int game, int dealer, int declarer,
                     const char *decl, int seat, int points, int total,
                     int chips, int out);

/* "in_play", "finished" or "abandoned". */
const char *kl_cli_phase_word(int phase);

#endif
