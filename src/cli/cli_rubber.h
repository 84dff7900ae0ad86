/*
 * cli_rubber.h - what the scorekeeping commands share: opening the
 * database, loading and replaying a rubber, finding players by name, and
 * printing standings and chip movements.
 */
#ifndef KL_CLI_RUBBER_H
#define KL_CLI_RUBBER_H

#include "cli.h"
#include "kl_rubber.h"
#include "kl_store.h"

/* A rubber as stored, replayed into its current state. */
typedef struct kl_cli_rubber {
	kl_rubber_row row;
	kl_rubber state;
	int nevents;
} kl_cli_rubber;

/*
 * Open the database (--db, $KLOPF_DB or the default place).  Prints any
 * error; returns the exit status (0 when *out is open).
 */
int kl_cli_store(kl_cli *cli, int mode, kl_store **out);

enum kl_which_rubber { KL_RUBBER_MUST_PLAY, KL_RUBBER_LATEST };

/*
 * Load the rubber in play (KL_RUBBER_MUST_PLAY) or the one in play else
 * the last one (KL_RUBBER_LATEST) and replay its events.  Prints any error
 * and returns the exit status.
 */
int kl_cli_load_rubber(kl_cli *cli, kl_store *s, int which,
                       kl_cli_rubber *out);

/* The seat of the player called name (any case), or -1. */
int kl_cli_seat(const kl_rubber_row *row, const char *name);

/* "Anna, Ben and Clara" of the seats in row, into buf. */
const char *kl_cli_names(const kl_rubber_row *row, char *buf, size_t size);

/* Print the standings table for people. */
void kl_cli_standings(kl_cli *cli, const kl_cli_rubber *r);

/* Print the standings as one JSON object. */
void kl_cli_standings_json(kl_cli *cli, const kl_cli_rubber *r);

/* Print the chip movements of an event ("chips: Ben pays Anna 1, ..."). */
void kl_cli_transfers(kl_cli *cli, const kl_rubber_row *row,
                      const kl_event_result *res);

/* Print who may buy back now ("Clara may buy back: 86 -> 14"). */
void kl_cli_buyback_offers(kl_cli *cli, const kl_cli_rubber *r);

/*
 * Judge and book one game of the rubber in play: declarer_name went out
 * (rummy 1, knock 0); hands[0..nhands-1] are "NAME=CARDS" or "NAME=POINTS"
 * for every player in play.  Opens the database itself, checks
 * everything, books it in one transaction and prints the result (JSON if
 * json).  Nothing is booked on any error.  Returns the exit status.
 */
int kl_cli_record_game(kl_cli *cli, const char *declarer_name, int rummy,
                       int nhands, char *const *hands, int json);

#endif
