/* check_knock.c - `klopf check` for Knock Rummy: a hand judged from the
 * cards of every player; and what the referees of a whole deal share
 * (check_knock.h). */
#include "check_knock.h"

#include <stdlib.h>
#include <string.h>

#include "cli_rubber.h"
#include "kl_knock.h"

/* The most hands and words one deal may have. */
#define WORDS_MAX 256
/* The bytes of the words of a deal cut on the stack (more are copied
 * to the heap). */
#define WORD_ROOM 4096

/* A check of Knock Rummy: the rules chosen, the referee's made of them
 * and what a typed hand may hold. */
typedef struct knock_check {
	kl_rules rules;
	kl_knock_rules knock;
	kl_card_limits limits;
} knock_check;

int
kl_check_split_hands(const char *const *words, int n,
                     const kl_card_limits *lim, int most,
                     kl_cardlist *hands, kl_error *err)
{
	char *copy[WORDS_MAX];
	char room[WORD_ROOM];
	const char *part[WORDS_MAX] = { NULL };
	kl_card_limits limits = *lim;
	int nhands = 0, nparts = 0, i, rc = 0, ncopy = 0;
	size_t used = 0;

	for (i = 0; i < n && rc == 0; i++) {
		char *w, *p, *slash;
		size_t len = strlen(words[i]) + 1;
		if (ncopy == WORDS_MAX) {
			rc = kl_error_set(err, KL_EINPUT, "too many words for "
			                  "one deal");
			break;
		}
		/* a word is cut at its '/'s in a copy: on the stack while
		 * there is room (a line of --batch is one word), else
		 * allocated */
		if (len <= sizeof(room) - used) {
			w = memcpy(room + used, words[i], len);
			used += len;
			copy[ncopy++] = NULL;
		} else {
			w = copy[ncopy++] = strdup(words[i]);
		}
		if (w == NULL) {
			rc = kl_error_set(err, KL_ENOMEM, "out of memory");
			break;
		}
		for (p = w; rc == 0; p = slash + 1) {
			slash = strchr(p, '/');
			if (slash != NULL)
				*slash = '\0';
			if (p[0] != '\0') {
				if (nparts == WORDS_MAX)
					rc = kl_error_set(err, KL_EINPUT, "too "
					    "many words for one deal");
				else
					part[nparts++] = p;
			}
			if (slash == NULL && rc == 0)
				break;
			if (rc != 0)
				break;
			/* a hand ends here */
			if (nhands == most) {
				rc = kl_error_set(err, KL_EINPUT, "more than %d "
				    "hands", most);
				break;
			}
			if (kl_cards_parse(part, nparts, &limits,
			                   &hands[nhands], err) != KL_OK) {
				rc = -1;
				break;
			}
			nhands++;
			nparts = 0;
		}
	}
	if (rc == 0) {
		if (nhands == most)
			rc = kl_error_set(err, KL_EINPUT, "more than %d hands",
			                  most);
		else if (kl_cards_parse(part, nparts, &limits, &hands[nhands],
		                        err) != KL_OK)
			rc = -1;
		else
			nhands++;
	}
	for (i = 0; i < ncopy; i++)
		free(copy[i]);
	return rc == 0 ? nhands : -1;
}

/* The result of a deal of game as one JSON object, into j. */
static void
deal_json(kl_json *j, const kl_game_def *game, const kl_knock_result *res)
{
	int i;

	kl_json_object(j);
	kl_json_key(j, "format_version");
	kl_json_int(j, 1);
	kl_json_key(j, "game");
	kl_json_str(j, game->name);
	kl_json_key(j, "hand_size");
	kl_json_int(j, res->hand_size);
	kl_json_key(j, "hands");
	kl_json_array(j);
	for (i = 0; i < res->nplayers; i++) {
		const kl_arrangement *a = &res->arr[i];
		int m;
		kl_json_object(j);
		kl_json_key(j, "count");
		kl_json_int(j, res->count[i]);
		kl_json_key(j, "melds");
		kl_json_array(j);
		for (m = 0; m < a->nmelds; m++)
			kl_json_cards(j, a->melds[m].cards, a->melds[m].n);
		kl_json_end(j);
		kl_json_key(j, "unmatched");
		kl_json_cards(j, a->unmatched, a->nunmatched);
		if (i == 0) {
			kl_json_key(j, "discard");
			if (a->discard == KL_NO_CARD)
				kl_json_null(j);
			else
				kl_json_card(j, a->discard);
		}
		kl_json_end(j);
	}
	kl_json_end(j);
	kl_json_key(j, "winner");
	kl_json_int(j, res->winner);
	kl_json_key(j, "outcome");
	kl_json_str(j, kl_knock_outcome_name(res->outcome));
	kl_json_key(j, "transfers");
	kl_json_array(j);
	for (i = 0; i < res->ntransfers; i++) {
		const kl_knock_transfer *t = &res->transfers[i];
		kl_json_object(j);
		kl_json_key(j, "from");
		kl_json_int(j, t->from);
		kl_json_key(j, "to");
		kl_json_int(j, t->to);
		kl_json_key(j, "amount");
		kl_json_int(j, t->amount);
		kl_json_key(j, "reason");
		kl_json_str(j, kl_knock_reason_name(t->reason));
		kl_json_end(j);
	}
	kl_json_end(j);
	kl_json_end(j);
}

/* The result for people. */
static void
print_human(kl_cli *cli, const kl_knock_result *res)
{
	FILE *f = cli->out;
	int i, w = res->winner;

	for (i = 0; i < res->nplayers; i++) {
		if (i == 0)
			fprintf(f, _("hand 1 (knocker), count %d: "),
			        res->count[i]);
		else
			fprintf(f, _("hand %d, count %d: "), i + 1,
			        res->count[i]);
		kl_cli_arrangement(cli, &res->arr[i], f);
		fputc('\n', f);
	}
	switch (res->outcome) {
	case KL_KNOCK_RUM:
		fprintf(f, _("the knocker has rum and wins the hand: %d in "
		        "all\n"), res->received);
		break;
	case KL_KNOCK_WON:
		fprintf(f, _("the knocker has the lowest count and wins the "
		        "hand: %d in all\n"), res->received);
		break;
	case KL_KNOCK_TIED:
		fprintf(f, _("hand %d counts as much as the knocker and wins "
		        "the hand: %d in all\n"), w + 1, res->received);
		break;
	default:
		fprintf(f, _("hand %d counts less than the knocker and wins "
		        "the hand; the knocker pays the undercut penalty too: "
		        "%d in all\n"), w + 1, res->received);
		break;
	}
	for (i = 0; i < res->ntransfers; i++) {
		const kl_knock_transfer *t = &res->transfers[i];
		if (t->reason == KL_KNOCK_PAY_RUM)
			fprintf(f, _("  hand %d pays hand %d %d (rum bonus)\n"),
			        t->from + 1, t->to + 1, t->amount);
		else if (t->reason == KL_KNOCK_PAY_UNDERCUT)
			fprintf(f, _("  hand %d pays hand %d %d (undercut "
			        "penalty)\n"), t->from + 1, t->to + 1,
			        t->amount);
		else
			fprintf(f, _("  hand %d pays hand %d %d\n"),
			        t->from + 1, t->to + 1, t->amount);
	}
}

/* Judge one deal given as words (kl_check_judge). */
static int
judge_words(kl_cli *cli, const void *ctx, const char *const *words,
            int n, int json, kl_json *batch)
{
	const knock_check *kc = ctx;
	const kl_game_def *game = kl_gamedef_of(&kc->rules);
	kl_cardlist hands[KL_KNOCK_PLAYERS_MAX];
	kl_knock_result *res;
	kl_error err;
	kl_json j;
	int nhands, rc = KL_EXIT_OK;

	res = malloc(sizeof(*res));
	if (res == NULL)
		return kl_cli_fail(cli, KL_EXIT_STORE, _("out of memory"));
	kl_error_clear(&err);
	nhands = kl_check_split_hands(words, n, &kc->limits,
	                              KL_KNOCK_PLAYERS_MAX, hands, &err);
	if (nhands < 0 || kl_knock_judge(&kc->knock, hands, nhands, res,
	                                 &err) != KL_OK) {
		if (batch != NULL) {
			kl_cli_batch_error(batch, err.msg);
			rc = kl_cli_status(err.code);
		} else {
			rc = kl_cli_error(cli, &err);
		}
	} else if (batch != NULL) {
		deal_json(batch, game, res);
	} else if (json) {
		kl_json_init(&j);
		deal_json(&j, game, res);
		rc = kl_cli_put_json(cli, &j);
		kl_json_free(&j);
	} else {
		print_human(cli, res);
	}
	free(res);
	return rc;
}

/* The referee's rules of Knock Rummy that ru holds. */
static void
knock_rules_of(const kl_rules *ru, kl_knock_rules *out)
{
	kl_knock_rules_default(out);
	out->hand_size = ru->hand_size > 0 ? ru->hand_size : 0;
	out->knock_limit = ru->knock_limit >= 0 ? ru->knock_limit :
	                   KL_KNOCK_NO_LIMIT;
	out->rum_bonus = ru->rum_bonus;
	out->undercut_penalty = ru->undercut_penalty;
	out->style = kl_rules_card_style(ru);
}

int
kl_check_knock(kl_cli *cli, const kl_hand_opts *o)
{
	knock_check kc;
	int rc;

	if ((rc = kl_hand_rules(cli, o, &kc.rules)))
		return rc;
	knock_rules_of(&kc.rules, &kc.knock);
	kl_hand_limits(&kc.rules, &kc.limits);
	if (!o->batch && cli->noperands == 0)
		return kl_cli_usage(cli, _("check: give the knocker's cards, then "
		                    "/ and the cards of each other player"));
	return kl_check_deals(cli, o, judge_words, &kc);
}

/* A judge of whole deals and what it judges under, for kl_cli_batch. */
typedef struct deal_batch {
	kl_check_judge *judge;
	const void *ctx;
} deal_batch;

/* A line of --batch: one deal (kl_batch_judge). */
static int
deal_line(kl_cli *cli, const void *ctx, const char *line, kl_json *out)
{
	const deal_batch *db = ctx;

	return db->judge(cli, db->ctx, &line, 1, 1, out);
}

int
kl_check_deals(kl_cli *cli, const kl_hand_opts *o, kl_check_judge *judge,
               const void *ctx)
{
	deal_batch db = { .judge = judge, .ctx = ctx };

	if (!o->batch)
		return judge(cli, ctx, (const char *const *)cli->operands,
		             cli->noperands, o->json, NULL);
	if (cli->noperands > 0)
		return kl_cli_usage(cli, _("%s: --batch reads hands from stdin, "
		                    "not from arguments"), cli->cmd->name);
	return kl_cli_batch(cli, deal_line, &db);
}
