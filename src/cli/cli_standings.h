/*
 * cli_standings.h - a rubber's standings for people and as JSON (every
 * seat's total and chips, who deals, who may buy back, who won), and its
 * house rules: the settings that are not the defaults, and those that
 * changed during the rubber.  Decides no rule.
 */
#ifndef KL_CLI_STANDINGS_H
#define KL_CLI_STANDINGS_H

#include "cli.h"
#include "kl_json.h"
#include "kl_ops.h"

/* The name of game (enum kl_game_kind) as players write it: "Boat
 * House", "Phỏm", "Continental", "Nowrang", "Queen City", "Double Rum"
 * (names, as the catalogue gives them); the --game word for the others.
 * The text is static. */
const char *kl_cli_game_title(int game);

/* How a game of rules ends, as a line after "a game of ...": written
 * whole by kl_cli_game_goal (the first line of a new rubber or a
 * history) for a game of the rest of the family; first is who deals
 * first, or NULL to leave it out. */
void kl_cli_game_goal(FILE *f, const kl_rules *rules, const char *first);

/* "knock_limit=5, out_at=151": the settings of rules that are not the
 * defaults, into buf (cut to size); "" when there are none.  Returns
 * buf. */
const char *kl_cli_rules_changed(const kl_rules *rules, char *buf,
                                 size_t size);

/* Print the house rules of rules that differ from the defaults, one
 * "house rule: KEY=VALUE (default D)" line each. */
void kl_cli_house_rules(kl_cli *cli, const kl_rules *rules);

/* Write rules as a JSON object of settings, as `klopf rules --json`. */
void kl_cli_rules_json(kl_json *j, const kl_rules *rules);

/* Print the standings table for people (with the house rules that are
 * not the defaults). */
void kl_cli_standings(kl_cli *cli, const kl_ops_rubber *r);

/* Print who may buy back now ("Clara may buy back for 5 chips ..."),
 * naming the command as klopf play reads it (typed != 0: "buyback
 * Clara") or as the command line's (typed == 0: "klopf buyback
 * Clara"). */
void kl_cli_buyback_offers(kl_cli *cli, const kl_ops_rubber *r, int typed);

/* Write the standings as one JSON object (with its rules). */
void kl_cli_standings_json(kl_json *j, const kl_ops_rubber *r);

#endif
