/* hand_eval.c - what `deadwood` and `check` share: the rules their
 * options choose, and one hand or a batch judged alone. */
#include "hand_eval.h"

#include <stdlib.h>
#include <string.h>

#include "kl_game.h"
#include "kl_json.h"
#include "kl_referee.h"

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
 * rule school, spelt exactly as the rule spells them; or -1. */
static int
school_value(const char *s)
{
	const char *const *w = kl_rules_settings[kl_rules_find("school")].words;
	int i;

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

	if (def->typed.max_cards > 0)
		*out = def->typed;
	else
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

/* The line of --batch output for a line that cannot be read:
 * {"format_version":1,"error":MSG}.  Returns the exit status of the
 * printing. */
static int
batch_error(kl_cli *cli, const char *msg)
{
	kl_json j;
	int rc;

	kl_json_init(&j);
	kl_json_object(&j);
	kl_json_key(&j, "format_version");
	kl_json_int(&j, 1);
	kl_json_key(&j, "error");
	kl_json_str(&j, msg);
	kl_json_end(&j);
	rc = kl_cli_put_json(cli, &j);
	kl_json_free(&j);
	return rc;
}

/* Evaluate one hand; prints the result, returns the exit status.  In
 * batch mode errors are printed as JSON lines (json is then set). */
static int
eval_one(kl_cli *cli, int mode, const kl_rules *rules,
         const char *const *args, int nargs, int json, int batch)
{
	kl_card_limits lim;
	kl_cardlist list;
	kl_hand h;
	kl_arrangement a;
	kl_claim claim;
	kl_error err;
	int n, d, verdict = KL_VERDICT_NONE, discard = 0;
	FILE *f = cli->out;

	kl_error_clear(&err);
	kl_hand_limits(rules, &lim);
	if (kl_cards_parse(args, nargs, &lim, &list, &err))
		goto fail;
	kl_cardlist_hand(&list, &h);
	n = kl_hand_size(&h);
	if (mode == KL_EVAL_CHECK) {
		verdict = kl_game_verdict(rules, &h, &a, &err);
		if (verdict < 0)
			goto fail;
		d = a.deadwood;
		discard = n == rules->hand_size + 1;
	} else {
		d = kl_solve(rules, &h, 0, &a);
	}
	if (list.ngroups > 1 &&
	    kl_claim_check(rules, &list, discard, &claim, &err))
		goto fail;

	if (json) {
		kl_json j;
		int i, rc;
		kl_json_init(&j);
		kl_json_object(&j);
		kl_json_key(&j, "format_version");
		kl_json_int(&j, 1);
		if (mode == KL_EVAL_CHECK) {
			kl_json_key(&j, "verdict");
			kl_json_str(&j, kl_verdict_name(verdict));
		} else {
			kl_json_key(&j, "cards");
			kl_json_cards(&j, list.cards, list.n);
		}
		kl_json_key(&j, "deadwood");
		kl_json_int(&j, d);
		if (mode == KL_EVAL_CHECK) {
			kl_json_key(&j, "discard");
			if (a.discard == KL_NO_CARD)
				kl_json_null(&j);
			else
				kl_json_card(&j, a.discard);
		}
		kl_json_key(&j, "melds");
		kl_json_array(&j);
		for (i = 0; i < a.nmelds; i++)
			kl_json_cards(&j, a.melds[i].cards, a.melds[i].n);
		kl_json_end(&j);
		kl_json_key(&j, "unmatched");
		kl_json_cards(&j, a.unmatched, a.nunmatched);
		if (list.ngroups > 1)
			claim_json(&j, &list, &claim);
		kl_json_end(&j);
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
	if (batch) {
		if (batch_error(cli, err.msg) != KL_EXIT_OK)
			return KL_EXIT_STORE;
		return kl_cli_status(err.code);
	}
	return kl_cli_error(cli, &err);
}

static int
run_batch(kl_cli *cli, int mode, const kl_rules *rules)
{
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	int failed = 0, lineno = 0;

	while ((len = getline(&line, &cap, stdin)) >= 0) {
		const char *args[1];
		int rc;
		lineno++;
		while (len > 0 && (line[len - 1] == '\n' ||
		                   line[len - 1] == '\r'))
			line[--len] = '\0';
		args[0] = line;
		if (strlen(line) != (size_t)len) {
			batch_error(cli, _("the line holds a NUL byte"));
			failed++;
			continue;
		}
		rc = eval_one(cli, mode, rules, args, 1, 1, 1);
		if (rc != KL_EXIT_OK && rc != KL_EXIT_FALSE)
			failed++;
	}
	free(line);
	if (ferror(stdin))
		return kl_cli_fail(cli, KL_EXIT_STORE, _("reading stdin failed"));
	if (failed)
		return kl_cli_fail(cli, KL_EXIT_INPUT,
		                   _("%d of %d lines could not be read"), failed,
		                   lineno);
	return KL_EXIT_OK;
}

int
kl_eval_run(kl_cli *cli, int mode, const kl_hand_opts *o)
{
	kl_rules rules;
	int rc;

	if ((rc = kl_hand_rules(cli, o, &rules)))
		return rc;
	if (o->batch) {
		if (cli->noperands > 0)
			return kl_cli_usage(cli, _("%s: --batch reads hands from "
			                    "stdin, not from arguments"),
			                    cli->cmd->name);
		return run_batch(cli, mode, &rules);
	}
	if (cli->noperands == 0)
		return kl_cli_usage(cli, _("%s: no cards given"), cli->cmd->name);
	return eval_one(cli, mode, &rules, (const char *const *)cli->operands,
	                cli->noperands, o->json, 0);
}
