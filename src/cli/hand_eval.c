/* hand_eval.c - what `deadwood` and `check` share: the rules their
 * options choose, and one hand or a batch judged alone. */
#include "hand_eval.h"

#include <stdlib.h>
#include <string.h>

#include "cli_batch.h"
#include "kl_game.h"
#include "kl_json.h"
#include "kl_referee.h"
#include "kl_rwords.h"

/* Give setting key of r the value of a shorthand option; refused (with
 * the exit status) where the game r plays has no such rule. */
static int
put_shorthand(kl_cli *cli, kl_rules *r, const char *key, int value)
{
	int i = kl_rules_find(key);

	if (i < 0 || !kl_rules_applies(r, &kl_rules_settings[i]))
		return kl_cli_usage(cli, _("rule %s is not a rule of %s; see "
		                    "'klopf rules --game %s'"), key,
		                    kl_rules_game_name(r->game),
		                    kl_rules_game_name(r->game));
	kl_rules_put(r, &kl_rules_settings[i], value);
	return KL_EXIT_OK;
}

/* The value --school S names: the index of S among the words of the
 * rule school, spelt as the rule spells them in English or German
 * (kl_rwords_canon); or -1. */
static int
school_value(const char *s)
{
	const char *const *w = kl_rules_settings[kl_rules_find("school")].words;
	int i;

	s = kl_rwords_canon(s);
	for (i = 0; w[i] != NULL; i++)
		if (strcmp(w[i], s) == 0)
			return i;
	return -1;
}

const kl_game_def *
kl_hand_game(const kl_optval *game)
{
	kl_error err;
	int id;

	if (!game->count)
		return kl_gamedef_default();
	if (kl_rules_game_find(game->value, &id, &err) != KL_OK)
		return NULL;
	return kl_gamedef_by_id(id);
}

int
kl_hand_rules(kl_cli *cli, const kl_hand_opts *o, kl_rules *out)
{
	long v;
	int rc;

	if ((rc = kl_cli_rules(cli, &o->rules, out)))
		return rc;
	if (o->knock_limit != NULL && o->knock_limit->count) {
		if (kl_cli_parse_int(o->knock_limit->value, 0, 100, &v) != 0)
			return kl_cli_usage(cli, _("check: --knock-limit takes a "
			                    "count from 0 to 100, not \"%s\""),
			                    o->knock_limit->value);
		if ((rc = put_shorthand(cli, out, "knock_limit", (int)v)))
			return rc;
	}
	if (o->school != NULL && o->school->count) {
		int school = school_value(o->school->value);
		if (school < 0)
			return kl_cli_usage(cli, _("check: --school takes modern or "
			                    "classic, not \"%s\""), o->school->value);
		if ((rc = put_shorthand(cli, out, "school", school)))
			return rc;
	}
	return KL_EXIT_OK;
}

void
kl_hand_limits(const kl_rules *rules, kl_card_limits *out)
{
	const kl_game_def *def = kl_gamedef_of(rules);

	if (def->typed.max_cards > 0) {
		*out = def->typed;
		out->style = kl_rules_card_style(rules);
	} else
		kl_game_card_limits(rules, out);
}

/* The claim of a hand typed with '|' groups, as the "claim" member. */
static void
claim_json(kl_json *j, const kl_cardlist *list, const kl_claim *c)
{
	int g, i, n;
	kl_card cards[KL_CARDLIST_MAX];

	kl_json_key(j, "claim");
	kl_json_object(j);
	kl_json_key(j, "groups");
	kl_json_array(j);
	for (g = 0; g < c->ngroups; g++) {
		n = 0;
		for (i = 0; i < list->n; i++)
			if (list->group[i] == g)
				cards[n++] = list->cards[i];
		kl_json_object(j);
		kl_json_key(j, "cards");
		kl_json_cards(j, cards, n);
		kl_json_key(j, "meld");
		kl_json_str(j, c->kind[g] == KL_MELD_SET ? "set" :
		            c->kind[g] == KL_MELD_RUN ? "run" : NULL);
		kl_json_end(j);
	}
	kl_json_end(j);
	kl_json_key(j, "claimed_deadwood");
	kl_json_int(j, c->claimed);
	kl_json_key(j, "optimal");
	kl_json_bool(j, c->is_optimal);
	kl_json_end(j);
}

static void
print_claim_human(kl_cli *cli, const kl_cardlist *list, const kl_claim *c)
{
	int g, i, n;
	kl_card cards[KL_CARDLIST_MAX];
	FILE *f = cli->out;

	fputs(_("claimed:\n"), f);
	for (g = 0; g < c->ngroups; g++) {
		n = 0;
		for (i = 0; i < list->n; i++)
			if (list->group[i] == g)
				cards[n++] = list->cards[i];
		fputs("  ", f);
		kl_cli_cards(cli, cards, n, f);
		if (c->kind[g] != KL_MELD_NONE)
			fprintf(f, "  (%s)\n",
			        c->kind[g] == KL_MELD_SET ? "set" : "run");
		else
			fprintf(f, _("  (no meld: %s)\n"), c->why[g]);
	}
	if (c->is_optimal)
		fprintf(f, _("claimed deadwood %d is optimal\n"), c->claimed);
	else
		fprintf(f, _("claimed deadwood %d, but the best arrangement "
		        "gives %d; that counts\n"), c->claimed, c->optimal);
}

/* What judging one hand needs besides its cards: the mode (enum
 * kl_eval_mode), the rules and the cards they let a hand hold. */
typedef struct eval_ctx {
	int mode;
	const kl_rules *rules;
	kl_card_limits lim;
} eval_ctx;

/* The hand judged, as one JSON object into j: its verdict or cards, the
 * deadwood, the discard (check), the melds and unmatched cards, and the
 * claim of its '|' groups. */
static void
hand_json(kl_json *j, int mode, int verdict, const kl_cardlist *list, int d,
          const kl_arrangement *a, const kl_claim *claim)
{
	int i;

	kl_json_object(j);
	KL_JSON_KEY(j, "format_version");
	kl_json_int(j, 1);
	if (mode == KL_EVAL_CHECK) {
		KL_JSON_KEY(j, "verdict");
		kl_json_str(j, kl_verdict_name(verdict));
	} else {
		KL_JSON_KEY(j, "cards");
		kl_json_cards(j, list->cards, list->n);
	}
	KL_JSON_KEY(j, "deadwood");
	kl_json_int(j, d);
	if (mode == KL_EVAL_CHECK) {
		KL_JSON_KEY(j, "discard");
		if (a->discard == KL_NO_CARD)
			kl_json_null(j);
		else
			kl_json_card(j, a->discard);
	}
	KL_JSON_KEY(j, "melds");
	kl_json_array(j);
	for (i = 0; i < a->nmelds; i++)
		kl_json_cards(j, a->melds[i].cards, a->melds[i].n);
	kl_json_end(j);
	KL_JSON_KEY(j, "unmatched");
	kl_json_cards(j, a->unmatched, a->nunmatched);
	if (list->ngroups > 1)
		claim_json(j, list, claim);
	kl_json_end(j);
}

/*
 * Evaluate one hand typed as args[0..nargs-1] under e.  With batch (a
 * line of --batch) its JSON object, or the object of its refusal, goes
 * into batch; else it is printed (as JSON when json).  Returns the exit
 * status.
 */
static int
eval_one(kl_cli *cli, const eval_ctx *e, const char *const *args,
         int nargs, int json, kl_json *batch)
{
	const kl_rules *rules = e->rules;
	int mode = e->mode;
	kl_cardlist list;
	kl_hand h;
	kl_arrangement a;
	kl_claim claim;
	kl_error err;
	int n, d, verdict = KL_VERDICT_NONE, discard = 0;
	FILE *f = cli->out;

	kl_error_clear(&err);
	if (kl_cards_parse(args, nargs, &e->lim, &list, &err))
		goto fail;
	kl_cardlist_hand(&list, &h);
	if (mode == KL_EVAL_CHECK) {
		verdict = kl_game_verdict(rules, &h, &a, &err);
		if (verdict < 0)
			goto fail;
		d = a.deadwood;
	} else {
		d = kl_solve(rules, &h, 0, &a);
	}
	/* a claim: its groups are judged as the hand's size says (what
	 * only a claimed hand needs) */
	if (list.ngroups > 1) {
		n = kl_hand_size(&h);
		discard = mode == KL_EVAL_CHECK && n == rules->hand_size + 1;
		if (kl_claim_check(rules, &list, discard, &claim, &err))
			goto fail;
	}

	if (batch != NULL) {
		hand_json(batch, mode, verdict, &list, d, &a, &claim);
	} else if (json) {
		kl_json j;
		int rc;
		kl_json_init(&j);
		hand_json(&j, mode, verdict, &list, d, &a, &claim);
		rc = kl_cli_put_json(cli, &j);
		kl_json_free(&j);
		if (rc != KL_EXIT_OK)
			return rc;
	} else {
		if (mode == KL_EVAL_CHECK) {
			if (verdict == KL_VERDICT_RUMMY)
				fputs(_("rummy: every card in melds"), f);
			else if (verdict == KL_VERDICT_KNOCK)
				fprintf(f, _("knock: deadwood %d (a knock needs "
				        "%d or less)"), d, rules->knock_limit);
			else
				fprintf(f, _("no rummy, no knock: deadwood %d (a "
				        "knock needs %d or less)"), d,
				        rules->knock_limit);
			if (a.discard != KL_NO_CARD) {
				fputs(_(", discarding "), f);
				kl_cli_card(cli, a.discard, f);
			}
			fputc('\n', f);
		}
		fputs(_("melds:     "), f);
		if (a.nmelds == 0)
			fputs(_("none"), f);
		kl_cli_melds(cli, &a, f);
		fputs(_("\nunmatched: "), f);
		if (a.nunmatched == 0)
			fputs(_("none"), f);
		kl_cli_cards(cli, a.unmatched, a.nunmatched, f);
		if (a.discard != KL_NO_CARD) {
			fputs(_("\ndiscard:   "), f);
			kl_cli_card(cli, a.discard, f);
		}
		fprintf(f, _("\ndeadwood:  %d\n"), d);
		if (list.ngroups > 1)
			print_claim_human(cli, &list, &claim);
	}
	if (mode == KL_EVAL_CHECK && verdict == KL_VERDICT_NONE)
		return KL_EXIT_FALSE;
	return KL_EXIT_OK;
fail:
	if (batch != NULL) {
		kl_cli_batch_error(batch, err.msg);
		return kl_cli_status(err.code);
	}
	return kl_cli_error(cli, &err);
}

/* A line of --batch: one hand (kl_batch_judge). */
static int
eval_line(kl_cli *cli, const void *ctx, const char *line, kl_json *out)
{
	return eval_one(cli, ctx, &line, 1, 1, out);
}

int
kl_eval_run(kl_cli *cli, int mode, const kl_hand_opts *o)
{
	kl_rules rules;
	eval_ctx e;
	int rc;

	if ((rc = kl_hand_rules(cli, o, &rules)))
		return rc;
	e.mode = mode;
	e.rules = &rules;
	kl_hand_limits(&rules, &e.lim);
	if (o->batch) {
		if (cli->noperands > 0)
			return kl_cli_usage(cli, _("%s: --batch reads hands from "
			                    "stdin, not from arguments"),
			                    cli->cmd->name);
		return kl_cli_batch(cli, eval_line, &e);
	}
	if (cli->noperands == 0)
		return kl_cli_usage(cli, _("%s: no cards given"), cli->cmd->name);
	return eval_one(cli, &e, (const char *const *)cli->operands,
	                cli->noperands, o->json, NULL);
}
