/* check_gin.c - `klopf check` for gin: a hand of Gin Rummy judged from
 * both players' cards (check_knock.h). */
#include "check_knock.h"

#include <stdlib.h>
#include <string.h>

#include "cli_rubber.h"
#include "kl_gin.h"
#include "kl_knock.h"

/* A check of gin: the rules chosen, and the referee's made of them and
 * of the upcard. */
typedef struct gin_check {
	kl_rules rules;
	kl_gin_rules gin;
	kl_card_limits limits; /* what a typed hand may hold */
} gin_check;

/* The result of a hand of game as one JSON object, into j. */
static void
hand_json(kl_json *j, const kl_game_def *game, const kl_gin_result *res)
{
	const kl_arrangement *k = &res->knocker, *d = &res->defender;
	int m;

	kl_json_object(j);
	kl_json_key(j, "format_version");
	kl_json_int(j, 1);
	kl_json_key(j, "game");
	kl_json_str(j, game->name);
	kl_json_key(j, "verdict");
	kl_json_str(j, kl_gin_verdict_name(res->verdict));
	kl_json_key(j, "knocker");
	kl_json_object(j);
	kl_json_key(j, "deadwood");
	kl_json_int(j, k->deadwood);
	kl_json_key(j, "least_deadwood");
	kl_json_int(j, res->knocker_min);
	kl_json_key(j, "melds");
	kl_json_array(j);
	for (m = 0; m < k->nmelds; m++)
		kl_json_cards(j, k->melds[m].cards, k->melds[m].n);
	kl_json_end(j);
	kl_json_key(j, "unmatched");
	kl_json_cards(j, k->unmatched, k->nunmatched);
	kl_json_key(j, "discard");
	if (k->discard == KL_NO_CARD)
		kl_json_null(j);
	else
		kl_json_card(j, k->discard);
	kl_json_end(j);
	kl_json_key(j, "defender");
	kl_json_object(j);
	kl_json_key(j, "deadwood");
	kl_json_int(j, d->deadwood);
	kl_json_key(j, "melds");
	kl_json_array(j);
	for (m = 0; m < d->nmelds; m++)
		kl_json_cards(j, d->melds[m].cards, d->melds[m].n);
	kl_json_end(j);
	kl_json_key(j, "layoffs");
	kl_json_cards(j, res->layoffs, res->nlayoffs);
	kl_json_key(j, "unmatched");
	kl_json_cards(j, d->unmatched, d->nunmatched);
	kl_json_end(j);
	kl_json_key(j, "result");
	if (res->winner < 0) {
		kl_json_null(j);
	} else {
		kl_json_object(j);
		kl_json_key(j, "winner");
		kl_json_str(j, res->winner == 0 ? "knocker" : "defender");
		kl_json_key(j, "points");
		kl_json_int(j, res->points);
		kl_json_key(j, "kind");
		kl_json_str(j, kl_gin_kind_name(res->kind));
		kl_json_end(j);
	}
	kl_json_end(j);
}

/* The result for people, judged under r. */
static void
print_human(kl_cli *cli, const kl_gin_rules *r, const kl_gin_result *res)
{
	FILE *f = cli->out;

	fprintf(f, _("knocker, deadwood %d: "), res->knocker.deadwood);
	kl_cli_arrangement(cli, &res->knocker, f);
	fputc('\n', f);
	fprintf(f, _("defender, deadwood %d: "), res->defender.deadwood);
	kl_cli_arrangement(cli, &res->defender, f);
	if (res->nlayoffs > 0) {
		fputs(_("  laid off "), f);
		kl_cli_cards(cli, res->layoffs, res->nlayoffs, f);
	}
	fputc('\n', f);
	if (res->verdict == KL_GIN_KNOCK &&
	    res->knocker.deadwood > res->knocker_min)
		fprintf(f, _("the knocker shows deadwood %d rather than his "
		        "least, %d, to leave the defender less to lay off\n"),
		        res->knocker.deadwood, res->knocker_min);
	if (res->gin_over_big)
		fprintf(f, _("all eleven of the knocker's cards meld, but gin "
		        "after a discard scores more than big gin under these "
		        "rules (bonus %d against %d), so the hand is gin\n"),
		        r->gin_bonus, r->big_gin_bonus);
	switch (res->kind) {
	case KL_GIN_WON_GIN:
		fprintf(f, _("gin: the knocker scores %d\n"), res->points);
		break;
	case KL_GIN_WON_BIG_GIN:
		fprintf(f, _("big gin: the knocker scores %d\n"), res->points);
		break;
	case KL_GIN_WON_KNOCK:
		fprintf(f, _("the knock stands: the knocker scores %d\n"),
		        res->points);
		break;
	case KL_GIN_UNDERCUT:
		fprintf(f, _("undercut: the defender scores %d\n"),
		        res->points);
		break;
	default:
		if (res->limit < 0)
			fprintf(f, _("no declaration: the upcard is an ace, so "
			        "only gin ends the hand, and the least deadwood is "
			        "%d\n"), res->knocker_min);
		else
			fprintf(f, _("no declaration: the least deadwood is %d, "
			        "and a knock needs %d or less\n"),
			        res->knocker_min, res->limit);
		break;
	}
}

/* Judge one deal given as words (kl_check_judge). */
static int
judge_words(kl_cli *cli, const void *ctx, const char *const *words,
            int n, int json, kl_json *batch)
{
	const gin_check *gc = ctx;
	const kl_game_def *game = kl_gamedef_of(&gc->rules);
	kl_cardlist hands[KL_KNOCK_PLAYERS_MAX];
	kl_gin_result *res;
	kl_error err;
	kl_json j;
	int nhands, rc = KL_EXIT_OK;

	res = malloc(sizeof(*res));
	if (res == NULL)
		return kl_cli_fail(cli, KL_EXIT_STORE, _("out of memory"));
	kl_error_clear(&err);
	nhands = kl_check_split_hands(words, n, &gc->limits,
	                              KL_KNOCK_PLAYERS_MAX, hands, &err);
	if (nhands == 1 || nhands > 2)
		kl_error_set(&err, KL_EINPUT, "gin is played by two: give the "
		             "knocker's cards, / and the defender's");
	if (nhands != 2 || kl_gin_judge(&gc->gin, &hands[0], &hands[1], res,
	                                &err) != KL_OK) {
		if (batch != NULL) {
			kl_cli_batch_error(batch, err.msg);
			rc = kl_cli_status(err.code);
		} else {
			rc = kl_cli_error(cli, &err);
		}
		free(res);
		return rc;
	}
	if (batch != NULL) {
		hand_json(batch, game, res);
	} else if (json) {
		kl_json_init(&j);
		hand_json(&j, game, res);
		rc = kl_cli_put_json(cli, &j);
		kl_json_free(&j);
	} else {
		print_human(cli, &gc->gin, res);
	}
	if (rc == KL_EXIT_OK && res->verdict == KL_GIN_NONE && batch == NULL)
		rc = KL_EXIT_FALSE;
	free(res);
	return rc;
}

int
kl_check_gin(kl_cli *cli, const kl_hand_opts *o)
{
	gin_check gc;
	int rc, upcard = -1;

	if ((rc = kl_hand_rules(cli, o, &gc.rules)))
		return rc;
	if (o->upcard != NULL && o->upcard->count) {
		kl_cardlist l;
		kl_error err;
		kl_card_limits limits;
		const char *arg = o->upcard->value;
		kl_hand_limits(&gc.rules, &limits);
		limits.max_cards = 1;
		if (kl_cards_parse(&arg, 1, &limits, &l, &err) != KL_OK ||
		    l.n != 1)
			return kl_cli_usage(cli, _("check: --upcard takes one "
			                    "card, not \"%s\""), o->upcard->value);
		upcard = l.cards[0];
	} else if (kl_gamedef_of(&gc.rules)->needs_upcard != NULL &&
	           kl_gamedef_of(&gc.rules)->needs_upcard(&gc.rules)) {
		return kl_cli_usage(cli, _("under oklahoma every hand needs its "
		                    "upcard (--upcard CARD)"));
	}
	kl_gin_rules_of(&gc.rules, upcard, &gc.gin);
	kl_hand_limits(&gc.rules, &gc.limits);
	if (!o->batch && cli->noperands == 0)
		return kl_cli_usage(cli, _("check: give the knocker's cards, then "
		                    "/ and the defender's"));
	return kl_check_deals(cli, o, judge_words, &gc);
}
