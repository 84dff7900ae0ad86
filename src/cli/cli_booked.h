/*
 * cli_booked.h - a game as booked (kl_ops_game, kl_ops_book,
 * kl_ops_dead) or corrected (kl_ops_fix), for people and as JSON: the
 * hands and their arrangements, the chips, the totals, who is out, and
 * the end of the rubber or the next dealer.  Decides no rule.
 */
#ifndef KL_CLI_BOOKED_H
#define KL_CLI_BOOKED_H

#include "cli.h"
#include "kl_ops.h"
#include "kl_view.h"

/* The winners of the finished race game st, one sentence ("Anna wins
 * the game", or one line per winner who shares it) to f. */
void kl_cli_race_winners(FILE *f, const kl_rubber_row *row,
                         const kl_rubber *st);

/* Print a booked game for people (the hands, chips, totals, who is out,
 * the end of the rubber or the next dealer). */
void kl_cli_booked(kl_cli *cli, const kl_ops_game_result *res);

/* Print what a game booked in klopf play changed, its hands having been
 * shown at the last look: that it is booked, the chips, the totals, who
 * is out, the end of the rubber or the buy-back offers (as play reads
 * them: "buyback Clara") and the next dealer. */
void kl_cli_booked_brief(kl_cli *cli, const kl_ops_game_result *res);

/* Where all eleven of the declarer's cards meld but gin scores more than
 * big gin (v->gin_over_big): the sentence that says why the hand is gin,
 * naming the declarer from row, into f; else nothing. */
void kl_cli_gin_over_big(FILE *f, const kl_game_view *v,
                         const kl_rubber_row *row);

/* Print a booked game as one JSON object.  Returns the exit status. */
int kl_cli_booked_json(kl_cli *cli, const kl_ops_game_result *res);

/* Print what kl_ops_fix did: the hands that changed, the corrected
 * game, and every total and net chips before -> after. */
void kl_cli_fixed(kl_cli *cli, const kl_ops_fix_result *f);

#endif
