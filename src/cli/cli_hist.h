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

/* "in_play", "finished" or "abandoned". */
const char *kl_cli_phase_word(int phase);

#endif
