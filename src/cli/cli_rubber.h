/*
 * cli_rubber.h - what the scorekeeping commands share: opening the
 * database, the pieces every printed rubber is made of (names, an
 * arrangement, chip movements, a refusal), and printing what an
 * operation (src/ops/kl_ops.h) other than a game did: a start, an undo,
 * a buy-back, a leave, a rule changed.  The standings are in
 * cli_standings.h, a booked or corrected game in cli_booked.h.  Decides
 * no rule.
 */
#ifndef KL_CLI_RUBBER_H
#define KL_CLI_RUBBER_H

#include "cli.h"
#include "kl_json.h"
#include "kl_ops.h"

/*
 * Open the database (--db, $KLOPF_DB or the default place).  Prints any
 * error; returns the exit status (0 when *out is open).
 */
int kl_cli_store(kl_cli *cli, int mode, kl_store **out);
/* 1 when the database of cli exists (or its path cannot be told, which
 * kl_cli_store then reports), 0 when it is yet to be made. */
int kl_cli_store_exists(const kl_cli *cli);

/*
 * Open the database for reading and load rubber which (enum
 * kl_ops_which) as it is now.  Prints any error; returns the exit status.
 */
int kl_cli_look(kl_cli *cli, int which, kl_ops_rubber *out);

/* "Anna, Ben and Clara" of the seats in row, into buf (cut to size).
 * Returns buf. */
const char *kl_cli_names(const kl_rubber_row *row, char *buf, size_t size);

/* Print the chip movements of an event ("chips: Ben pays 1 to Anna"). */
void kl_cli_transfers(kl_cli *cli, const kl_rubber_row *row,
                      const kl_event_result *res);

/* Write the member "transfers":[{"from":NAME|null,"to":NAME|null,
 * "amount":N,"reason":..},...] of the chip movements of res into the open
 * object of j (null stands for the pot). */
void kl_cli_transfers_json(kl_json *j, const kl_rubber_row *row,
                           const kl_event_result *res);

/* Print an arrangement for people: "[3♥ 4♥ 5♥]  unmatched 2♠  discard
 * K♥" to f. */
void kl_cli_arrangement(const kl_cli *cli, const kl_arrangement *a, FILE *f);

/*
 * Print an operation's error: the message, and after a declaration the
 * cards do not support (KL_ERULE with g given) the arrangement that
 * proves it.  Returns the exit status.
 */
int kl_cli_refusal(kl_cli *cli, const kl_error *err, const kl_game *g);

/* Print that a player left (and the pot's payout if that ended the
 * rubber), then the standings. */
void kl_cli_left(kl_cli *cli, const kl_ops_leave_result *l);

/* Print a house rule changed during the rubber, then the standings. */
void kl_cli_rule_changed(kl_cli *cli, const kl_ops_change_result *c);

/* An arrangement as a JSON object: {"melds":[[...],...],"unmatched":
 * [...]} and "discard" when it has one. */
void kl_cli_arrangement_json(kl_json *j, const kl_arrangement *a);

/* Print what kl_ops_start did: the rubber, the antes, where its rules
 * came from and the house rules. */
void kl_cli_started(kl_cli *cli, const kl_ops_start_result *res);

/* Print what kl_ops_undo took back (and that a rubber is in play
 * again). */
void kl_cli_undone(kl_cli *cli, const kl_ops_undo_result *u);

/* Print a buy-back: "Clara buys back for 5 chips: total 88 -> 55; pot
 * 20". */
void kl_cli_bought_back(kl_cli *cli, const kl_ops_buyback_result *b);

#endif
