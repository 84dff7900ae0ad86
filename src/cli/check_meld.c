/* check_meld.c - `klopf deadwood --game G` for the melding games: every
 * card left in a hand counts its penalty (kl_mg_penalty). */
#include "meld.h"

#include "kl_json.h"

/* What the hands of one run are counted under. */
typedef struct left_ctx {
	kl_rules rules;
	kl_mg_rules mg;
	const kl_game_def *game;
	kl_card_limits limits;
} left_ctx;

static void
left_json(kl_json *j, const left_ctx *lc, const kl_cardlist *hand, int d)
{
	kl_json_object(j);
	kl_json_key(j, "format_version");
	kl_json_int(j, 1);
	kl_json_key(j, "game");
	kl_json_str(j, lc->game->name);
	kl_json_key(j, "cards");
	kl_json_cards(j, hand->cards, hand->n);
	kl_json_key(j, "deadwood");
	kl_json_int(j, d);
	kl_json_end(j);
}

/* One hand typed as words[0..n-1]: kl_check_judge. */
static int
left_words(kl_cli *cli, const void *ctx, const char *const *words, int n,
           int json, kl_json *batch)
{
	const left_ctx *lc = ctx;
	kl_cardlist hand;
	kl_error err;
	kl_json j;
	int d, rc;

	kl_error_clear(&err);
	if (kl_cards_parse(words, n, &lc->limits, &hand, &err) != KL_OK) {
		if (batch != NULL) {
			kl_cli_batch_error(batch, err.msg);
			return kl_cli_status(err.code);
		}
		return kl_cli_error(cli, &err);
	}
	d = kl_mg_penalty(&lc->mg, hand.cards, hand.n);
	if (batch != NULL) {
		left_json(batch, lc, &hand, d);
		return KL_EXIT_OK;
	}
	if (!json) {
		fprintf(cli->out, _("deadwood %d: every card left in the hand "
		        "counts: "), d);
		kl_cli_cards(cli, hand.cards, hand.n, cli->out);
		fputc('\n', cli->out);
		return KL_EXIT_OK;
	}
	kl_json_init(&j);
	left_json(&j, lc, &hand, d);
	rc = kl_cli_put_json(cli, &j);
	kl_json_free(&j);
	return rc;
}

int
kl_deadwood_meld(kl_cli *cli, const kl_hand_opts *o)
{
	left_ctx lc;
	int rc;

	if ((rc = kl_meld_rules(cli, o, &lc.rules, &lc.mg)))
		return rc;
	lc.game = kl_gamedef_of(&lc.rules);
	lc.limits.decks = lc.mg.decks;
	lc.limits.jokers = lc.mg.jokers;
	lc.limits.max_cards = KL_MG_HAND_MAX;
	lc.limits.style = lc.mg.style;
	if (!o->batch && cli->noperands == 0)
		return kl_cli_usage(cli, _("deadwood: no cards given"));
	return kl_check_deals(cli, o, left_words, &lc);
}
