/* cmd_cards.c - `klopf cards`: parse a hand and print it normalised. */
#include "cli.h"

/* The options of `klopf cards`, indexing opts[] in the order of its
 * help. */
enum {
	CARDS_JSON,
	CARDS_SORT,
	CARDS_NOPTS
};

static const kl_opt opts[CARDS_NOPTS] = {
	[CARDS_JSON] = {
		.name = "json",
		.help = N_("print JSON: "
		           "{\"format_version\":1,\"cards\":[...]}"),
	},
	[CARDS_SORT] = {
		.name = "sort",
		.help = N_("print the cards in display order"),
	},
};

/* The cards of list as one JSON object.  Returns the exit status
 * (KL_EXIT_STORE when memory runs out). */
static int
print_json(kl_cli *cli, const kl_cardlist *list)
{
	kl_json j;
	int rc;

	kl_json_init(&j);
	kl_json_object(&j);
	kl_json_key(&j, "format_version");
	kl_json_int(&j, 1);
	kl_json_key(&j, "cards");
	kl_json_cards(&j, list->cards, list->n);
	kl_json_end(&j);
	rc = kl_cli_put_json(cli, &j);
	kl_json_free(&j);
	return rc;
}

static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_cardlist list;
	kl_error err;
	int done, rc, i;

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands == 0)
		return kl_cli_usage(cli, _("cards: no cards given"));
	kl_card_limits lim = kl_card_limits_default;
	lim.max_cards = KL_CARDLIST_MAX;
	if (kl_cards_parse((const char *const *)cli->operands,
	                   cli->noperands, &lim, &list, &err))
		return kl_cli_error(cli, &err);
	if (kl_cli_opt(cli, CARDS_SORT)->count)
		kl_cards_sort(list.cards, (size_t)list.n);
	if (kl_cli_opt(cli, CARDS_JSON)->count)
		return print_json(cli, &list);
	for (i = 0; i < list.n; i++) {
		if (i > 0)
			fputs(!kl_cli_opt(cli, CARDS_SORT)->count &&
			      list.group[i] != list.group[i - 1] ? " | " : " ",
			      cli->out);
		kl_cli_card(cli, list.cards[i], cli->out);
	}
	fputc('\n', cli->out);
	return KL_EXIT_OK;
}

const kl_command kl_cmd_cards = {
	.name = "cards",
	.summary = N_("check how klopf reads a hand"),
	.synopsis = N_("[--json] [--sort] CARDS..."),
	.description = N_(
	"Parses the cards as klopf reads them and prints them back in the\n"
	"order typed (or sorted), to check what was typed.  Cards are written\n"
	"rank then suit: A K Q J 10 9 ... 2 (also T for ten, B for jack, D\n"
	"for queen) and S H D C or the symbols; jokers as JK, JO or *.\n"
	"Spaces and commas separate cards, or cards are glued together\n"
	"(3s4s5s10h, QH10DJK), read left to right as a rank and a suit each\n"
	"time.  A run is a range of one suit: 3-7H or H3-7 (3H to 7H),\n"
	"10-AS (ace high), A-3C (ace low).  German words work too: a suit\n"
	"(Herz, Karo, Pik, Kreuz or Treff) and a rank (Ass, Koenig, Dame,\n"
	"Bube, 2 to 10), as in \"Herz Dame\" or \"Dame Herz\".\n"
	"'|' separates claimed melds.\n"),
	.opts = opts,
	.nopts = CARDS_NOPTS,
	.run = run,
	.no_table = 1,
};
