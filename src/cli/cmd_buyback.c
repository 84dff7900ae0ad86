/* cmd_buyback.c - `klopf buyback`: a player buys back into the rubber. */
#include "cli_rubber.h"
#include "cli_quote.h"

static const kl_opt opts[] = {
	{ NULL, 0, NULL, NULL }
};

static int
run(kl_cli *cli, int argc, char **argv)
{
	kl_store *s = NULL;
	kl_cli_rubber r;
	kl_event_result res;
	kl_error err;
	int done, rc, seat, before;
	char names[KL_PLAYERS_MAX * KL_NAME_MAX], quoted[44];

	if ((rc = kl_cli_parse(cli, argc, argv, &done)) || done)
		return rc;
	if (cli->noperands != 1)
		return kl_cli_usage(cli, "buyback: give one player's name");
	/* the rubber must exist: a refusal creates no database */
	if ((rc = kl_cli_store(cli, KL_STORE_READ, &s)))
		return rc;
	kl_error_clear(&err);
	if (kl_store_begin(s, 1, &err))
		goto fail;
	if ((rc = kl_cli_load_rubber(cli, s, KL_RUBBER_MUST_PLAY, &r)))
		goto out;
	seat = kl_cli_seat(&r.row, cli->operands[0]);
	if (seat < 0) {
		rc = kl_cli_fail(cli, KL_EXIT_INPUT, "%s does not play in "
		    "rubber %lld (%s)", kl_cli_quote(cli->operands[0], 40,
		    quoted, sizeof(quoted)), (long long)r.row.id,
		    kl_cli_names(&r.row, names, sizeof(names)));
		goto out;
	}
	before = r.state.seat[seat].score;
	if (kl_rubber_buyback(&r.state, seat, &res, &err)) {
		rc = kl_cli_fail(cli, KL_EXIT_INPUT, "%s cannot buy back: %s",
		                 r.row.names[seat], err.msg);
		goto out;
	}
	if (kl_store_add_buyback(s, r.row.id, seat, before,
	                         r.state.seat[seat].score,
	                         r.state.rules.buyback_cost, &res, &err) ||
	    kl_store_commit(s, &err))
		goto fail;
	kl_store_close(s);
	fprintf(cli->out, "%s buys back for %d chips: total %d -> %d; pot %d\n",
	        r.row.names[seat], r.state.rules.buyback_cost, before,
	        r.state.seat[seat].score, r.state.pot);
	return KL_EXIT_OK;
fail:
	rc = kl_cli_error(cli, &err);
out:
	kl_store_rollback(s);
	kl_store_close(s);
	return rc;
}

const kl_command kl_cmd_buyback = {
	"buyback", "buy back into the rubber (once, with a total over 81)",
	"NAME",
	"Between games, a player in play whose total is over buyback_over\n"
	"(81) and under out_at (101) may buy back once per rubber: they pay\n"
	"buyback_cost (5) chips into the pot and their total becomes the\n"
	"highest total among the other players in play.  Refused, with the\n"
	"reason, when they bought back before, the total is out of range,\n"
	"they are out, the rubber is over, or it would not lower the total.\n",
	opts, run
};
