/*
 * cli_json.h - the JSON writer (kl_json.h) for the commands, and the
 * one way they print what it wrote.
 */
#ifndef KL_CLI_JSON_H
#define KL_CLI_JSON_H

#include "cli.h"
#include "kl_json.h"

/*
 * Print the document of j and a newline on cli->out with fwrite.
 * Returns KL_EXIT_OK, or KL_EXIT_STORE with a message when the writer
 * ran out of memory (nothing is printed then).  j stays the caller's to
 * free.
 */
int kl_cli_json_print(kl_cli *cli, const kl_json *j);

#endif
