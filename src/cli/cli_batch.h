/*
 * cli_batch.h - the --batch of `klopf deadwood` and `klopf check`: one
 * hand or deal a line from stdin, one JSON object a line out.
 *
 * Standard input is read in large blocks and the objects of many lines
 * are written to cli->out in one piece, so that a batch of millions of
 * lines spends its time judging them; every line's object, refusal and
 * the exit status are what judging the lines one by one gives.
 */
#ifndef KL_CLI_BATCH_H
#define KL_CLI_BATCH_H

#include "cli.h"

/*
 * Judge one line of a batch (NUL-terminated, without its line end, no
 * NUL byte inside) under ctx and write its one JSON object into out (the
 * batch's output; the object only, no line end).  A line that cannot be
 * judged is written as kl_cli_batch_error writes it.  Returns the exit
 * status of the line (0 or 1 when it was judged).
 */
typedef int kl_batch_judge(kl_cli *cli, const void *ctx, const char *line,
                           kl_json *out);

/*
 * Run judge on every line of stdin, with ctx.  A line ends at "\n" (or
 * at the end of the input); the "\r" and "\n" at its end are not part of
 * it.  A line that holds a NUL byte is refused as such.  Returns 0 when
 * every line was judged; else, after saying how many of how many lines
 * could not be (on cli->err), KL_EXIT_INPUT; KL_EXIT_STORE when stdin
 * cannot be read or the output runs out of memory.
 */
int kl_cli_batch(kl_cli *cli, kl_batch_judge *judge, const void *ctx);

/* Write the object of a line that cannot be judged into out:
 * {"format_version":1,"error":msg}. */
void kl_cli_batch_error(kl_json *out, const char *msg);

#endif
