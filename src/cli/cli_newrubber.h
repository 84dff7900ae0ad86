/*
 * cli_newrubber.h - starting a rubber, shared by `klopf new` and
 * `klopf play`.
 */
#ifndef KL_CLI_NEWRUBBER_H
#define KL_CLI_NEWRUBBER_H

#include "cli.h"

/*
 * Start a rubber under rules among names[0..n-1] in seating order (the
 * caller has checked that n is a valid player count): check every name
 * and that none is given twice, refuse while another rubber is in play,
 * book the antes and print the new rubber.  Prints any error and returns
 * the exit status.
 */
int kl_cli_new_rubber(kl_cli *cli, const kl_rules *rules,
                      const char *const *names, int n);

#endif
