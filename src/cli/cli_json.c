/* cli_json.c - printing a JSON document of the writer (cli_json.h). */
#include "cli_json.h"

#include <stdio.h>

int
kl_cli_json_print(kl_cli *cli, const kl_json *j)
{
	if (kl_json_failed(j))
		return kl_cli_fail(cli, KL_EXIT_STORE, "%s: out of memory while "
		                   "writing JSON", cli->cmd->name);
	fwrite(kl_json_text(j), 1, kl_json_len(j), cli->out);
	fputc('\n', cli->out);
	return KL_EXIT_OK;
}
